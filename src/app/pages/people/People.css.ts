import { globalStyle, style } from '@vanilla-extract/css';
import { columnsUpTo } from '../../../styles/gridColumns';
import { vars } from '../../../styles/theme.css';
import { mediaUp } from '../../../styles/tokens';
import { plainList, surface } from '../../../styles/primitives.css';
import { pictureSlots } from '../../../content/pictureSlots';

// The stylesheet is inlined in every site's index.html: these rules are kept few, the sections' as Projects' (Projects.css.ts).

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
    gap: vars.space['2'],
    padding: vars.space['2'],
    '@media': { [mediaUp('sm')]: { gridTemplateRows: 'auto 1fr' } },
  },
]);

/* The portrait's box, its slot's width (pictureSlots.ts), the initials' disc the same; from sm it spans its card's two rows, so the links follow the words at once. */
const [small, large] = pictureSlots.portrait.shownAt;
export const portrait = style({
  width: `${small}px`,
  height: `${small}px`,
  flex: 'none',
  borderRadius: '50%',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  '@media': { [mediaUp('sm')]: { width: `${large}px`, height: `${large}px`, gridRow: 'span 2' } },
});

globalStyle(`${portrait} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const initials = style([
  portrait,
  { background: vars.color.primary, color: vars.color.primaryContrast, fontWeight: 500, fontSize: '1.5rem' },
]);

export const details = style({ display: 'grid', gap: vars.space['0.5'] });

export const name = style({ margin: 0, color: vars.color.primary });

globalStyle(`${name} a`, { color: 'inherit' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

/* Under the portrait and the words on a phone, where the column beside the portrait is too narrow for a row of links. */
export const links = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['1'],
    selectors: { [`${row} > &`]: { gridColumn: '1 / -1' } },
    '@media': { [mediaUp('sm')]: { selectors: { [`${row} > &`]: { gridColumn: '2' } } } },
  },
]);

export const articleMeta = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
