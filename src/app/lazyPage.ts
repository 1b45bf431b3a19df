import { createElement, use, type ComponentType } from 'react';

export interface LazyPage {
  /** Starts (or reuses) the chunk download. */
  preload: () => Promise<void>;
  Component: ComponentType;
}

/**
 * Like React.lazy, but a page whose chunk is already loaded renders
 * synchronously. The entry preloads the opened route's chunk before the first
 * render, so the first paint never passes through a Suspense fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      Loaded = m.default;
    }));
  function Component() {
    if (!Loaded) use(preload());
    return Loaded ? createElement(Loaded) : null;
  }
  return { preload, Component };
}
