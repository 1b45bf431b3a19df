import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaUp } from '../../styles/tokens';
import { outlinedPill, plainList } from '../../styles/primitives.css';

export const root = style([plainList, { display: 'grid' }]);

/* A date column beside the text from sm; stacked on a phone, the date a line above. */
export const item = style({
  display: 'grid',
  gap: vars.space['0.5'],
  paddingBlock: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: '9.5rem minmax(0, 1fr)', columnGap: vars.space['3'] },
  },
});

export const when = style({
  color: vars.color.textMuted,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  alignItems: 'baseline',
});

export const upcoming = style([outlinedPill, { color: vars.color.secondaryDark }]);

export const body = style({ display: 'grid', gap: vars.space['0.5'], maxWidth: '68ch' });

export const title = style({ color: vars.color.primary, margin: 0, overflowWrap: 'anywhere' });

/* A long word or a bare address wraps rather than widening a phone's page. */
export const text = style({ overflowWrap: 'anywhere' });

export const pageLink = style({ color: 'inherit' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['2'],
  rowGap: vars.space['0.5'],
  margin: 0,
});

export const link = style({ color: vars.color.primary, fontWeight: 500 });
