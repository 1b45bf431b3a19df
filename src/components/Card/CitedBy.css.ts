import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css';

/**
 * A count on a row's line: on a phone a line of its own (inline, a wrapped count would start indented by its
 * gap); from sm apart from the date, kept whole when the line wraps.
 */
export const inRow = style({
  display: 'block',
  '@media': { [mediaUp('sm')]: { display: 'inline', marginInlineStart: vars.space['1.5'], whiteSpace: 'nowrap' } },
});
