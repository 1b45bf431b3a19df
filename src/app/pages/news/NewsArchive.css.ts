import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space['5'] });

export const year = style({ display: 'grid', gap: vars.space['2'] });

export const yearTitle = style({ color: vars.color.primary });
