import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space['3'], maxWidth: '68ch' });

/* The owner's prose: a long word or a bare address wraps rather than widening a phone's page. */
export const prose = style({ overflowWrap: 'anywhere', display: 'grid', gap: vars.space['1.5'] });

globalStyle(`${prose} > *`, { margin: 0 });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space['3'] });
globalStyle(`${prose} a`, { color: vars.color.primary });
globalStyle(`${prose} blockquote`, {
  borderInlineStart: `3px solid ${vars.color.border}`,
  paddingInlineStart: vars.space['2'],
  color: vars.color.textMuted,
});
/* A wide table scrolls inside itself; the page keeps the phone's width. */
globalStyle(`${prose} table`, { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse' });
/* A cell keeps its words whole (the table scrolls instead): breaking anywhere would stack "Day" letter by letter. */
globalStyle(`${prose} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['0.5'],
  overflowWrap: 'normal',
});
globalStyle(`${prose} pre`, { overflowX: 'auto', maxWidth: '100%' });
/* A picture of the body fits the column, its box reserved by its width and height (tooling/content/pictures/bodyPictures.ts). */
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });
