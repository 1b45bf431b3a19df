import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForApp } from './common';
import { inBackground, type Engine, type EnginePage } from './driver';

/** A minimal W3C WebDriver (classic) client: the calls the engine pages need, nothing more. */
function webDriver(base: string) {
  return async function call<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    route: string,
    body?: unknown,
    timeoutMs?: number,
  ): Promise<T> {
    const response = await fetch(base + route, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (value && typeof value === 'object' && 'error' in value && value.error) {
      throw new Error(`WebDriver ${method} ${route}: ${value.error}: ${value.message}`);
    }
    return value;
  };
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const keys = { Tab: '\uE004', Enter: '\uE007' } as const;

/**
 * Console errors and uncaught exceptions, collected in the page: WebKitGTK's WebDriver has no log
 * channel. Installed as soon as the navigation returns (at the load event), which is before the
 * app's own script starts on every route (the boot script starts it after the first paint), so an
 * error of the app's is caught; one from the inline boot scripts themselves would not be.
 */
function collectErrors() {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = (w.__engineErrors = []);
  // An Error with its cause (React wraps a render error in one of its own).
  const describe = (value: unknown): string =>
    value instanceof Error
      ? `${value.message}${value.cause ? ` (cause: ${describe(value.cause)})` : ''}`
      : String(value);
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(describe).join(' '));
    original(...args);
  };
  addEventListener('error', (e) => errors.push(describe(e.error ?? e.message)));
  addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));
}

/** WebKitGTK's MiniBrowser, through WebKitWebDriver on a virtual X display. */
export async function launchWebKit([driverPath, browserPath]: string[], port: number): Promise<Engine> {
  // WebKitGTK answers prefers-reduced-motion from GTK's own setting.
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  const server: ChildProcess = spawn('xvfb-run', ['-a', driverPath!, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const call = webDriver(`http://127.0.0.1:${port}`);
  for (let i = 0; ; i++) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (i > 150) throw new Error(`WebKitWebDriver did not start on port ${port}: ${String(error)}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  const sessions = new Set<string>();
  const closing = inBackground();
  // On a loaded machine the driver now and then drops the connection, or never answers, while
  // MiniBrowser starts; the next attempt gets a browser. Only the session's creation is retried,
  // never a test step.
  const newSession = async (attempt = 1): Promise<{ sessionId: string }> => {
    try {
      return await call<{ sessionId: string }>(
        'POST',
        '/session',
        {
          capabilities: {
            alwaysMatch: {
              browserName: 'MiniBrowser',
              'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
            },
          },
        },
        15_000,
      );
    } catch (error) {
      if (attempt >= 3) throw new Error(`WebKitWebDriver gave no session in 3 attempts: ${String(error)}`);
      await new Promise((done) => setTimeout(done, 1000));
      return newSession(attempt + 1);
    }
  };
  return {
    name: 'webkit',
    reducedMotion: true,
    async newPage(baseURL) {
      const { sessionId: id } = await newSession();
      sessions.add(id);
      const s = `/session/${id}`;
      const find = async (selector: string) => {
        const found = await call<Record<string, string>>('POST', `${s}/element`, {
          using: 'css selector',
          value: selector,
        });
        return found[ELEMENT]!;
      };
      // WebDriver actions do not scroll: bring the element into view first, as a person (and Playwright) would.
      const reach = async (selector: string) => {
        await site.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center' }), selector);
        return { [ELEMENT]: await find(selector) };
      };
      const pointer = (actions: unknown[]) =>
        call('POST', `${s}/actions`, {
          actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
        });
      const site: EnginePage = {
        async open(route, { width, height }) {
          // The window includes the browser's own toolbar: size it so the viewport gets what was asked.
          await call('POST', `${s}/window/rect`, { width, height });
          const chrome = await site.evaluate(() => ({ w: outerWidth - innerWidth, h: outerHeight - innerHeight }));
          await call('POST', `${s}/window/rect`, { width: width + chrome.w, height: height + chrome.h });
          await call('POST', `${s}/url`, { url: `${baseURL}#${route}` });
          await site.evaluate(collectErrors);
          await waitForApp(site);
        },
        async load(address) {
          const blank = address === 'about:blank';
          await call('POST', `${s}/url`, { url: blank ? address : new URL(address, baseURL).href });
          if (!blank) await site.evaluate(collectErrors);
        },
        evaluate: (fn, arg) =>
          call('POST', `${s}/execute/sync`, {
            script: `return (${fn.toString()})(arguments[0]);`,
            args: [arg ?? null],
          }) as never,
        async click(selector) {
          await call('POST', `${s}/element/${await find(selector)}/click`, {});
        },
        async doubleClick(selector) {
          const origin = await reach(selector);
          const press = [
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ];
          await pointer([{ type: 'pointerMove', origin, x: 0, y: 0 }, ...press, ...press]);
        },
        async hover(selector) {
          await pointer([{ type: 'pointerMove', origin: await reach(selector), x: 0, y: 0 }]);
        },
        async press(key) {
          const value = keys[key];
          await call('POST', `${s}/actions`, {
            actions: [
              {
                type: 'key',
                id: 'keyboard',
                actions: [
                  { type: 'keyDown', value },
                  { type: 'keyUp', value },
                ],
              },
            ],
          });
        },
        errors: () =>
          site.evaluate(() => [...((window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [])]),
        async close() {
          sessions.delete(id);
          closing.run(() => call('DELETE', s));
        },
      };
      return site;
    },
    async close() {
      await closing.settled();
      for (const id of sessions) await call('DELETE', `/session/${id}`).catch(() => undefined);
      if (server.pid) process.kill(-server.pid);
    },
  };
}
