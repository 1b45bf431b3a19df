import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
});

export const title = style({ color: vars.color.primary });

export const lead = style({ color: vars.color.textMuted, maxWidth: '65ch' });
