import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { text } from '../../styles/typography.css';

export const root = style([text.body2, { color: vars.color.textMuted }]);

export const highlighted = style({ color: vars.color.text, fontWeight: 500 });

/** A mark after a name (`*`, `†`): raised, and leaving the line's height alone. */
export const mark = style({ fontSize: '0.75em', lineHeight: 0, verticalAlign: 'super', marginInlineStart: '0.05em' });

/** "and 34 more": a button that reads as part of the sentence. */
export const more = style({
  font: 'inherit',
  color: vars.color.primary,
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
});

/** A mark the faces lack, drawn at the height of a raised character. */
export const drawnMark = style({ display: 'inline-block', width: '0.5em', height: '0.8em' });

export const legend = style([text.small, { color: vars.color.textMuted }]);
