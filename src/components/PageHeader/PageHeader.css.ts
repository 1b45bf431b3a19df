import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
});

// A title of one long word (a project named for its web address) breaks rather than widen the page.
export const title = style({ color: vars.color.primary, overflowWrap: 'anywhere' });

export const lead = style({ color: vars.color.textMuted, maxWidth: '65ch' });
