import type { Project } from '@playwright/test';
import { breakpoints, type Breakpoint } from '../../src/styles/tokens';
import { chromiumArgs, chromiumPath } from './browser';

/** Every screenshot uses this viewport height; only the width changes between projects. */
export const viewportHeight = 800;

/** xs starts at 0px, so its project uses a common small phone width instead. */
const xsPhoneWidth = 360;

/**
 * One project per theme breakpoint, at the breakpoint's lower bound, plus the
 * last width before the sm layout (599px), where the bottom bar is widest.
 * Named `<breakpoint the width falls in>-<width>`.
 */
export const visualWidths: ReadonlyArray<{ name: string; breakpoint: Breakpoint; width: number }> = [
  { name: `xs-${xsPhoneWidth}`, breakpoint: 'xs', width: xsPhoneWidth },
  { name: `xs-${breakpoints.sm - 1}`, breakpoint: 'xs', width: breakpoints.sm - 1 },
  ...(['sm', 'md', 'lg', 'xl'] as const).map((bp) => ({
    name: `${bp}-${breakpoints[bp]}`,
    breakpoint: bp,
    width: breakpoints[bp],
  })),
];

/** How every capture is taken, baseline or not (support/screenshot.ts takes its own with these too). */
export const captureOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** Specs that only make sense below sm, where the main navigation is a bottom bar. */
const smallScreenOnly = /small-screen\.spec\.ts$/;

/**
 * Left out at some widths, for the suite's time. Every route is captured at every breakpoint. The token
 * gallery (a tool for whoever tunes the design, `@gallery`) and the states of cards, chips, the photo and the
 * contents (`@state`: each changes one element, whose look follows the layout of its breakpoint) are captured
 * at 360, 900 and 1536 px: the phone, the first two-column layout and the widest; the navigation's focus state
 * at every width, as the bar moves from the bottom (below 600 px) to the header. 599 px is no breakpoint: it is
 * there for the bottom bar at its widest (scrolled, and with a link focused) over the widest xs content column
 * (567 px), where cards and timelines already take their wide layout, so it captures About (timelines) and
 * Projects (cards) in full, and not the other routes. The owners per script (`@scripts`: Arabic, Chinese) are
 * captured at the phone's width and at lg, where About has its contents column.
 */
const leftOut: Record<string, RegExp[]> = {
  [`xs-${breakpoints.sm - 1}`]: [
    /@gallery/,
    /@state/,
    /@scripts/,
    /@route-(home|publications|contact|not-found|news|cv)\b/,
  ],
  [`sm-${breakpoints.sm}`]: [/@gallery/, /@state/, /@scripts/],
  [`md-${breakpoints.md}`]: [/@scripts/],
  [`lg-${breakpoints.lg}`]: [/@gallery/, /@state/],
  [`xl-${breakpoints.xl}`]: [/@scripts/],
};

export const visualProjects: Project[] = visualWidths.map(({ name, width }) => ({
  name,
  testDir: './visual',
  testIgnore: width < breakpoints.sm ? undefined : smallScreenOnly,
  grepInvert: leftOut[name],
  // Captures of long pages at 360px and axe on the gallery take a few seconds each.
  timeout: 60_000,
  // Baselines sit beside the specs, one folder per project, with no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{testFilePath}/{arg}{ext}',
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      // Partial raster repaints only the changed part of a tile, so anti-aliased edges next to a
      // state change (a card's rounded corners when it takes focus) depended on what was painted
      // before: 1 run in 3 differed by 10 pixels, one level each. Full raster: 14 runs of 14 equal.
      args: [...chromiumArgs, '--disable-partial-raster'],
    },
    viewport: { width, height: viewportHeight },
    deviceScaleFactor: 1,
    hasTouch: false,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
  },
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      ...captureOptions,
      // Exact: a one-step change of a palette colour moves each pixel by 1/255,
      // far below the default per-pixel threshold of 0.2.
      threshold: 0,
      maxDiffPixels: 0,
    },
  },
}));
