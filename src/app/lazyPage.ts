import { createElement, use, useEffect, type ComponentType } from 'react';

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
  /**
   * Opened prerendered, the page needs no JavaScript (its hover effects are
   * CSS): it stays as its HTML, and its chunk loads only when a navigation
   * needs it (src/main.tsx).
   */
  staticWhenOpened: boolean;
}

export interface LazyPageOptions {
  staticWhenOpened?: boolean;
}

/** A promise that never settles: what a page waits on to stay as its prerendered HTML. */
const never = new Promise<never>(() => undefined);

const mountListeners: Array<() => void> = [];

/** Calls `listener` once, when the first page component has mounted (rendered or hydrated). */
export function onFirstPageMount(listener: () => void) {
  mountListeners.push(listener);
}

/**
 * Like React.lazy, but a page whose chunk is already loaded renders
 * synchronously. For an address with no prerendered page the entry preloads
 * the chunk before the first render, so the first paint never passes through a
 * Suspense fallback; a prerendered page defers it until the page has loaded,
 * and stays as its HTML until then.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { staticWhenOpened = false }: LazyPageOptions = {},
): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  // Set while defer() holds the page back; cleared once the chunk is in.
  let gate: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        Loaded = m.default;
      },
      (error: unknown) => {
        pending = undefined; // the next visit tries again
        throw error;
      },
    ));
  // A prerendered page whose chunk fails to load (a dropped connection) stays as its HTML, readable
  // and with working links, instead of the app throwing it away.
  const defer = (until: Promise<unknown>) => {
    gate = until.then(preload, preload).then(
      () => {
        gate = undefined;
      },
      () => never,
    );
  };
  function Component() {
    // The effect comes before any suspending: React may replay a suspended render once the promise
    // settles, and the replay must meet the same hooks in the same order (WebKit settles the chunk
    // between the first attempt and the replay, and React then failed with "update hook called on
    // initial render").
    useEffect(() => mountListeners.splice(0).forEach((listener) => listener()), []);
    // Suspend only while the page is held back or its chunk is missing: once it is in, the page
    // renders in the same pass, with no Suspense round trip.
    if (gate) use(gate);
    else if (!Loaded) use(preload());
    return Loaded ? createElement(Loaded) : null;
  }
  return { preload, defer, Component, staticWhenOpened };
}
