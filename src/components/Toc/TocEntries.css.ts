import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, mediaUp, motionOk, px, typeScale } from '../../styles/tokens';
import { text } from '../../styles/typography.css';
import { plainList } from '../../styles/primitives.css';

const md = mediaUp('md');

/* The entries: below md the list the bar opens; from md a column with a rail, the current entry marked on it. */
export const list = style([
  plainList,
  {
    padding: `0 ${vars.space['2']} ${vars.space['2']}`,
    maxHeight: `calc(100dvh - ${vars.layout.bottomBar} - ${vars.space['10']})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space['1'],
    '@media': {
      [md]: {
        minHeight: 0,
        maxHeight: 'none',
        padding: 0,
        borderTop: 0,
        // The rail is a shadow inside the list, so the scroll box does not clip the indicator drawn over it.
        boxShadow: `inset 2px 0 0 ${vars.color.border}`,
        // A shadow has no logical side: on a right-to-left page the rail moves to the start by hand.
        selectors: { '[dir="rtl"] &': { boxShadow: `inset -2px 0 0 ${vars.color.border}` } },
      },
    },
  },
]);

export const sublist = style([
  plainList,
  {
    paddingBlock: `0 ${vars.space['0.5']}`,
    paddingInline: `${vars.space['2']} 0`,
  },
]);

export const link = style([
  text.body2,
  {
    display: 'block',
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['1.5'],
    // From md the indicator bar covers the list's rail.
    borderInlineStart: '3px solid transparent',
    color: vars.color.text,
    fontWeight: 500,
    textDecoration: 'none',
    outlineOffset: px(focusRing.inset),
    selectors: {
      '&[data-level="3"]': {
        fontSize: `${typeScale.small.size[0]}px`,
        lineHeight: typeScale.small.lineHeight,
        fontWeight: 400,
        color: vars.color.textMuted,
      },
      '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
      '&[aria-current="location"]': {
        color: vars.color.primary,
        fontWeight: 500,
        borderInlineStartColor: vars.color.secondary,
        borderStartStartRadius: 0,
        borderStartEndRadius: vars.radius.sm,
        borderEndEndRadius: vars.radius.sm,
        borderEndStartRadius: 0,
        background: vars.color.paper,
      },
    },
    '@media': {
      [md]: { paddingBlock: vars.space['0.5'] },
      [motionOk]: { transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}` },
    },
  },
]);
