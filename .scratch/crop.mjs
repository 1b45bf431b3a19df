import { chromium } from '@playwright/test';
import { suiteChromium, closedNetworkArgs } from '/work/main/visual-tests/support/chromium.mjs';
const [url, width, theme, selector, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: suiteChromium(), args: closedNetworkArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: theme });
await page.goto(url);
await page.waitForTimeout(1200);
await page.locator(selector).first().screenshot({ path: out });
await browser.close();
