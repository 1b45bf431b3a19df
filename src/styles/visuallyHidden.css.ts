import { style } from '@vanilla-extract/css';

/** Out of sight, still read by screen readers and counted in accessible names. */
export const hiddenVisually = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const visuallyHidden = style(hiddenVisually);
