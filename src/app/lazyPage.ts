import { createElement, use, type ComponentType } from 'react';

export interface LazyPage {
  /** Starts (or reuses) the chunk download. */
  preload: () => Promise<void>;
  /**
   * Holds the chunk back until `until` settles, then loads it. While it waits,
   * rendering the page suspends; during hydration React then keeps the page's
   * prerendered HTML as it is (a dehydrated Suspense boundary).
   */
  defer: (until: Promise<unknown>) => void;
  Component: ComponentType;
}

/**
 * Like React.lazy, but a page whose chunk is already loaded renders
 * synchronously. The entry preloads the opened route's chunk before the first
 * render, so the first paint never passes through a Suspense fallback; or, for
 * the prerendered home page, defers it until the page has loaded.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  let gate: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      Loaded = m.default;
    }));
  const defer = (until: Promise<unknown>) => {
    gate = until.then(preload, preload);
  };
  function Component() {
    if (!Loaded) use(gate ?? preload());
    return Loaded ? createElement(Loaded) : null;
  }
  return { preload, defer, Component };
}
