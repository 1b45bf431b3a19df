import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, mediaBetween, mediaUp, motionOk, px, typeScale, zIndex } from '../../styles/tokens';
import { text } from '../../styles/typography.css';
import { plainList } from '../../styles/primitives.css';

const up = mediaUp('sm');

/** For Nav.tsx's scroll to the top (from here, so its JavaScript does not carry the token set). */
export const motionQuery = motionOk;

/* Below sm: a bar fixed to the viewport bottom. From sm: inline in the header. */
export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: zIndex.navBar,
  background: vars.color.paper,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.bar,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  '@media': {
    [up]: { position: 'static', background: 'none', border: 0, boxShadow: 'none', paddingBottom: 0 },
  },
});

export const list = style([
  plainList,
  {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '1fr',
    '@media': { [up]: { display: 'flex', gap: vars.space['0.5'] } },
  },
]);

export const item = style({ display: 'flex' });

export const link = style([
  text.small,
  {
    position: 'relative',
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['0.5'],
    // WCAG 2.5.8 asks for 24px; 48px is the comfortable thumb target.
    minHeight: vars.layout.bottomBar,
    minWidth: vars.space['6'],
    paddingInline: vars.space['0.5'],
    color: vars.color.textMuted,
    fontWeight: 500,
    textDecoration: 'none',
    outlineOffset: px(focusRing.inset),
    selectors: {
      '&:hover': { color: vars.color.primary },
      '&[aria-current="page"]': { color: vars.color.primary },
      // The current item's indicator: a bar at the top edge of the bottom bar.
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        top: 0,
        insetInline: '25%',
        height: '3px',
        borderRadius: `0 0 ${vars.radius.sm} ${vars.radius.sm}`,
        background: vars.color.secondary,
      },
    },
    '@media': {
      [up]: {
        flexDirection: 'row',
        minHeight: vars.space['6'],
        paddingInline: vars.space['1.5'],
        borderRadius: vars.radius.md,
        fontSize: `${typeScale.button.size[1]}px`,
        outlineOffset: px(focusRing.offset),
        selectors: {
          '&:hover': { background: vars.color.background },
          '&[aria-current="page"]::before': {
            top: 'auto',
            bottom: 0,
            insetInline: vars.space['1.5'],
            borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
          },
        },
      },
      // Between sm and md the row also holds the theme control: the items sit closer.
      [mediaBetween('sm', 'md')]: {
        paddingInline: vars.space['1'],
        selectors: { '&[aria-current="page"]::before': { insetInline: vars.space['1'] } },
      },
      [motionOk]: {
        transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast}`,
      },
    },
  },
]);

export const icon = style({
  '@media': { [up]: { display: 'none' } },
});
