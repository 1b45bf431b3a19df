import { existsSync } from 'node:fs';
import { chromiumPath } from '../support/browser';

/** The engines a visitor's browser is built on, and what each needs on this machine. */
export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/**
 * What a test can do with a page, in any engine: the few things a visitor does (open an address,
 * click, hover, press a key) and a look inside the page. Selectors are CSS; `evaluate` runs a
 * self-contained function in the page with one JSON argument (it is sent as source, so it may not
 * close over test variables).
 */
export interface EnginePage {
  /** Sets the viewport (CSS pixels; an engine may keep a minimum width) and opens a hash route, once the app has taken it over. */
  open(route: string, viewport: { width: number; height: number }): Promise<void>;
  /**
   * Loads an address as a new document: `about:blank`, or one relative to the site (`''` is the bare
   * site address, `'#/'` one with that hash). Returns at the load event, without waiting for the app.
   */
  load(address: string): Promise<void>;
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<Awaited<R>>;
  click(selector: string): Promise<void>;
  doubleClick(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  press(key: 'Tab' | 'Enter'): Promise<void>;
  /** Console errors and uncaught exceptions seen since the page was opened. */
  errors(): Promise<string[]>;
  /** Closes the page; an engine may finish closing it in the background (see `inBackground`). */
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** True when the engine honours prefers-reduced-motion: reduce for its pages. */
  readonly reducedMotion: boolean;
  newPage(baseURL: string): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * Runs slow clean-up work in the background: closing a Firefox context or a WebKit session takes
 * about a second, spent waiting, so the next test starts meanwhile. `settled()` waits for it all,
 * before the engine itself closes.
 */
export function inBackground() {
  const pending = new Set<Promise<void>>();
  return {
    run(work: () => Promise<unknown>) {
      const done = work().then(
        () => undefined,
        () => undefined,
      );
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    settled: () => Promise.all(pending).then(() => undefined),
  };
}

const firefoxPath = () => ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find(existsSync);
const webkitDriverPath = () => ['/usr/bin/WebKitWebDriver'].find(existsSync);
const miniBrowserPath = () =>
  [
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ].find(existsSync);

/** Where each engine's binaries are, or how to install them. */
export function locateEngine(name: EngineName): { found: false; install: string } | { found: true; paths: string[] } {
  switch (name) {
    case 'chromium': {
      const p = chromiumPath();
      return p ? { found: true, paths: [p] } : { found: false, install: 'apt-get install chromium' };
    }
    case 'firefox': {
      const p = firefoxPath();
      return p ? { found: true, paths: [p] } : { found: false, install: 'apt-get install firefox-esr' };
    }
    case 'webkit': {
      const [driver, browser] = [webkitDriverPath(), miniBrowserPath()];
      const xvfb = existsSync('/usr/bin/xvfb-run');
      return driver && browser && xvfb
        ? { found: true, paths: [driver, browser] }
        : { found: false, install: 'apt-get install webkit2gtk-driver xvfb' };
    }
  }
}
