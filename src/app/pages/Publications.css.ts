import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/* One publication per row: wide cards put the image beside the text by themselves. */
export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
