import type { EnginePage } from './driver';

/** Polls the page until `fn` (given `arg`, as `evaluate` would) returns true, or fails after `timeout` ms with `what`. */
export async function waitUntil<A = undefined>(
  site: EnginePage,
  fn: (arg: A) => boolean,
  what: string,
  arg?: A,
  timeout = 10_000,
) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await site.evaluate(fn, arg)) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The page shows its h1 and the app has taken over the prerendered HTML (main.tsx removes the marker). */
export const waitForApp = (site: EnginePage) =>
  waitUntil(
    site,
    () => !!document.querySelector('main h1') && !document.querySelector('#root[data-prerendered]'),
    'the app to take over the page',
  );
