import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaUp } from '../../styles/tokens';

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: '720px',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.paper,
  boxShadow: vars.shadow.card,
  '@media': { [mediaUp('sm')]: { padding: vars.space['5'] } },
});

export const identity = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['1.5'] });

export const name = style({ color: vars.color.primary });

export const pronouns = style({ color: vars.color.textMuted });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1.5'],
  margin: 0,
  marginTop: vars.space['1'],
  padding: 0,
  listStyle: 'none',
});

export const wideOnly = style({
  display: 'none',
  '@media': { [mediaUp('sm')]: { display: 'inline' } },
});

export const email = style({ color: vars.color.textMuted });

export const closing = style({
  marginTop: vars.space['1'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});
