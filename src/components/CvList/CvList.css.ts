import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaUp } from '../../styles/tokens';
import { outlinedPill, plainList } from '../../styles/primitives.css';

export const root = style([plainList, { display: 'grid', gap: vars.space['2'] }]);

export const item = style({
  display: 'grid',
  gap: vars.space['0.5'],
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: '8.5rem minmax(0, 1fr)', columnGap: vars.space['3'] } },
});

export const when = style({ color: vars.color.textMuted, paddingTop: '0.2em' });

export const body = style({ display: 'grid', gap: vars.space['0.5'], maxWidth: '68ch' });

export const title = style({ fontWeight: 500, color: vars.color.text });

/* Outlined by default; the invited kinds (invited, keynote) filled, so they are told apart at a glance. */
export const badge = style([
  outlinedPill,
  {
    marginInlineEnd: vars.space['1'],
    color: vars.color.primary,
    verticalAlign: '0.1em',
    selectors: {
      '&[data-strong]': {
        background: vars.color.secondaryDark,
        borderColor: vars.color.secondaryDark,
        color: vars.color.secondaryContrast,
      },
    },
  },
]);

export const line = style({ color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['2'],
  rowGap: vars.space['0.5'],
});

export const link = style({ color: vars.color.primary, fontWeight: 500 });

export const details = style({});

/* Spaced from its summary by a margin: a closed <details> as a grid keeps a gap for its hidden content. */
globalStyle(`${details} > div`, { marginTop: vars.space['1'] });

export const summary = style({ color: vars.color.primary, fontWeight: 500, cursor: 'pointer', width: 'fit-content' });
