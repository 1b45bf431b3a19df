import puppeteer from 'puppeteer-core';
import { waitForApp } from './common';
import { inBackground, type Engine, type EnginePage } from './driver';

/** Firefox over WebDriver BiDi, through puppeteer-core. */
export async function launchFirefox(executablePath: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // The suite runs with reduced motion in every engine that allows it.
    extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 },
  });
  const closing = inBackground();
  return {
    name: 'firefox',
    reducedMotion: true,
    async newPage(baseURL) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
      const site: EnginePage = {
        async open(route, viewport) {
          await page.setViewport(viewport);
          await page.goto(`${baseURL}#${route}`);
          await waitForApp(site);
        },
        async load(address) {
          await page.goto(address === 'about:blank' ? address : new URL(address, baseURL).href);
        },
        evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg) as never,
        click: (selector) => page.click(selector),
        doubleClick: (selector) => page.click(selector, { count: 2 }),
        hover: (selector) => page.hover(selector),
        press: (key) => page.keyboard.press(key),
        errors: async () => [...errors],
        close: async () => closing.run(() => context.close()),
      };
      return site;
    },
    async close() {
      await closing.settled();
      await browser.close();
    },
  };
}
