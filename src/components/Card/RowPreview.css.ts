import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { breakpoints, cardLayout, mediaUp, px } from '../../styles/tokens';
import { row, rowActions, rowLayout, rowText } from './CardRow.css';

const [ratioW, ratioH] = cardLayout.mediaRatio;
const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

/** A preview's intrinsic size for an SVG (a raster gets its own): the tokens' ratio at the widest it is shown. */
export const previewSize = {
  width: cardLayout.previewWidth.sm,
  height: Math.round((cardLayout.previewWidth.sm * ratioH) / ratioW),
};

/** A paper's preview: 16:10 at 56 px (112 px from sm), about two lines high on a phone; the whole figure shown. */
export const rowPreview = style({
  width: px(cardLayout.previewWidth.xs),
  marginTop: vars.space['0.5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.paper,
  filter: vars.image.filter,
  '@media': { [mediaUp('sm')]: { width: px(cardLayout.previewWidth.sm) } },
});
globalStyle(`${rowPreview} > picture`, { display: 'contents' });

/** The box is the tokens' ratio whatever the file's (its width and height attributes give the file's own). */
export const rowPreviewImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${ratioW} / ${ratioH}`,
  objectFit: 'contain',
});

const withPreview = `${row}:has(> ${rowPreview})`;

// From sm: the preview beside the whole row, whose three lines are taller than it.
globalStyle(withPreview, {
  '@media': {
    [mediaUp('sm')]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space['2'],
      alignItems: 'start',
    },
  },
});

// On a phone a column beside the whole row would add lines to each: the text flows around the preview, as a
// paragraph does around a figure (the row's wrappers step aside so their children are the flow's own).
globalStyle(withPreview, { '@media': { [phone]: { display: 'flow-root' } } });
globalStyle(`${withPreview} > ${rowLayout}, ${withPreview} ${rowText}`, {
  '@media': { [phone]: { display: 'contents' } },
});
globalStyle(`${withPreview} > ${rowPreview}`, {
  '@media': {
    [phone]: {
      float: 'inline-start',
      marginTop: '2px',
      marginInlineEnd: vars.space['1.5'],
      marginBottom: vars.space['0.5'],
    },
  },
});
globalStyle(`${withPreview} ${rowText} > * + *`, { '@media': { [phone]: { marginTop: vars.space['0.5'] } } });
globalStyle(`${withPreview} ${rowActions}`, { '@media': { [phone]: { marginTop: vars.space['1'] } } });
