import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaUp } from '../../styles/tokens';
import { plainList, raisedSurface } from '../../styles/primitives.css';
import { sprinkles } from '../../styles/sprinkles.css';

export const card = style([
  raisedSurface,
  sprinkles({ display: 'grid', gap: '2' }),
  {
    maxWidth: '720px',
    padding: vars.space['3'],
    '@media': { [mediaUp('sm')]: { padding: vars.space['5'] } },
  },
]);

export const identity = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '1.5' });

export const name = style({ color: vars.color.primary });

export const pronouns = style({ color: vars.color.textMuted });

export const buttons = style([
  plainList,
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '1.5' }),
  { marginTop: vars.space['1'] },
]);

export const email = style({ color: vars.color.textMuted });

export const closing = style({
  marginTop: vars.space['1'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});
