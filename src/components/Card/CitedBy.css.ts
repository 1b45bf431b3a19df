import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A count on a row's line: apart from the date, kept whole when the line wraps. */
export const inRow = style({ marginLeft: vars.space['1.5'], whiteSpace: 'nowrap' });
