import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaUp } from '../../../styles/tokens';
import { raisedSurface } from '../../../styles/primitives.css';
import { sprinkles } from '../../../styles/sprinkles.css';

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '1.5' });

export const section = style([
  raisedSurface,
  {
    padding: vars.space['2'],
    '@media': {
      [mediaUp('sm')]: { padding: vars.space['4'] },
      [mediaUp('lg')]: { padding: vars.space['5'] },
    },
  },
]);

export const sectionTitle = style({
  color: vars.color.primary,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  marginBottom: vars.space['3'],
  selectors: {
    // A short accent rule before the title, as on a printed CV.
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: vars.space['3'],
      height: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.secondary,
    },
  },
});

/** A list section's count line ("12 talks, 3 of them invited"). */
export const lead = style({
  color: vars.color.textMuted,
  marginTop: `calc(-1 * ${vars.space['1']})`,
  marginBottom: vars.space['2'],
});
