import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { text } from '../../styles/typography.css';

export const root = style([text.body2, { color: vars.color.textMuted }]);

export const highlighted = style({ color: vars.color.text, fontWeight: 500 });
