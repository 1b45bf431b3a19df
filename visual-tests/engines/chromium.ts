import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../support/browser';
import { waitForApp } from './common';
import type { Engine, EnginePage } from './driver';

/** Chromium through Playwright, as the rest of the suite drives it. */
export async function launchChromium(executablePath: string): Promise<Engine> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  return {
    name: 'chromium',
    reducedMotion: true,
    async newPage(baseURL) {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page: Page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const site: EnginePage = {
        async open(route, viewport) {
          await page.setViewportSize(viewport);
          await page.goto(`${baseURL}#${route}`);
          await waitForApp(site);
        },
        async load(address) {
          await page.goto(address === 'about:blank' ? address : new URL(address, baseURL).href);
        },
        evaluate: (fn, arg) => page.evaluate(fn, arg as never) as never,
        click: (selector) => page.click(selector),
        doubleClick: (selector) => page.dblclick(selector),
        hover: (selector) => page.hover(selector),
        press: (key) => page.keyboard.press(key),
        errors: async () => [...errors],
        close: () => context.close(),
      };
      return site;
    },
    close: () => browser.close(),
  };
}
