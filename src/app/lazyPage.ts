import { createElement, use, useEffect, type ComponentType } from 'react';

export interface LazyPage {
  /** Starts (or reuses) the chunk download. */
  preload: () => Promise<void>;
  /**
   * Keeps the page as its prerendered HTML until `release` settles (it never rejects), then loads
   * its chunk: while held, rendering the page suspends, and during hydration React leaves the
   * prerendered markup as it is (a dehydrated Suspense boundary). src/main.tsx decides when.
   */
  hold: (release: Promise<void>) => void;
  Component: ComponentType;
  /** Opened prerendered, the page needs no JavaScript (its hover effects are CSS): held until the visitor leaves it. */
  staticWhenOpened: boolean;
}

const mountListeners: Array<() => void> = [];

/** Settles once the next frame has painted (a task queued from its animation frame runs after it). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Calls `listener` once, when the first page component has mounted (rendered or hydrated). */
export function onFirstPageMount(listener: () => void) {
  mountListeners.push(listener);
}

/**
 * Like React.lazy, but a page whose chunk is already loaded renders synchronously, so the first
 * render of an address with no prerendered page (its chunk preloaded) never shows a fallback.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { staticWhenOpened = false }: { staticWhenOpened?: boolean } = {},
): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  let held: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        Loaded = m.default;
      },
      (error: unknown) => {
        pending = afterItsPaint = undefined; // the next visit tries again
        throw error;
      },
    ));
  // A page rendered before its chunk was asked for (a tap: prefetchOnIntent.ts) shows its prerendered
  // HTML first; starting the chunk's requests (a module preload each) waits until that frame is painted.
  let afterItsPaint: Promise<void> | undefined;
  const preloadAfterPaint = () => pending ?? (afterItsPaint ??= afterPaint().then(preload));
  const hold = (release: Promise<void>) => {
    held = release.then(() => {
      held = undefined;
    });
  };
  function Component() {
    // Before any suspending: React may replay a suspended render, and the replay must meet the same
    // hooks in the same order (WebKit settles the chunk between the attempt and the replay).
    useEffect(() => mountListeners.splice(0).forEach((listener) => listener()), []);
    if (held) use(held);
    else if (!Loaded) use(preloadAfterPaint());
    return Loaded ? createElement(Loaded) : null;
  }
  return { preload, hold, Component, staticWhenOpened };
}
