import { globalStyle, style } from '@vanilla-extract/css';
import { columnsUpTo } from '../../../styles/gridColumns';
import { vars } from '../../../styles/theme.css';
import { mediaUp } from '../../../styles/tokens';
import { plainList, surface } from '../../../styles/primitives.css';
import { pictureSlots } from '../../../components/Picture/pictureSlots';

/* The portrait's box, its slot's width (pictureSlots.ts): the initials' disc takes the same, so rows align. */
const [small, large] = pictureSlots.portrait.shownAt;
// From sm it spans both rows of its card, so the links follow the words at once, whatever the portrait's height.
const face = {
  width: `${small}px`,
  height: `${small}px`,
  '@media': { [mediaUp('sm')]: { width: `${large}px`, height: `${large}px`, gridRow: 'span 2' } },
};

export const sections = style({ display: 'grid', gap: vars.space['6'] });

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const sectionTitle = style({ color: vars.color.primary });

/* One person a row on a phone, two across from md: a lab of twenty stays a short page. */
export const grid = style([
  plainList,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2'] },
  columnsUpTo(2, mediaUp('md')),
]);

export const row = style([
  surface,
  {
    height: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    alignContent: 'start',
    '@media': { [mediaUp('sm')]: { gridTemplateRows: 'auto 1fr' } },
    gap: vars.space['2'],
    rowGap: vars.space['1.5'],
    padding: vars.space['2'],
  },
]);

export const portrait = style({ ...face, flexShrink: 0, borderRadius: '50%', overflow: 'hidden', display: 'block' });

globalStyle(`${portrait} img`, { width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const initials = style({
  ...face,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontWeight: 500,
  fontSize: '1.5rem',
  letterSpacing: '0.05em',
  userSelect: 'none',
});

export const details = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0 });

export const name = style({ margin: 0, color: vars.color.primary });

globalStyle(`${name} a`, { color: 'inherit' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const links = style([
  plainList,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], marginTop: vars.space['1'] },
]);

/* Under the portrait and the words on a phone, where a column beside the portrait is too narrow for a row of links. */
export const rowLinks = style({
  gridColumn: '1 / -1',
  marginTop: 0,
  '@media': { [mediaUp('sm')]: { gridColumn: '2' } },
});

export const articleMeta = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const articleRole = style({ flex: '1 1 12rem' });
