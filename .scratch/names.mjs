import { chromium } from '@playwright/test';
import { suiteChromium, closedNetworkArgs } from '/work/main/visual-tests/support/chromium.mjs';
const browser = await chromium.launch({ executablePath: suiteChromium(), args: closedNetworkArgs });
const page = await browser.newPage();
await page.goto('http://localhost:4399/#/about');
await page.waitForTimeout(1500);
const snap = await page.getByRole('region', { name: 'Talks and performances' }).ariaSnapshot();
console.log(snap.split('\n').filter((l) => l.includes('link')).slice(0, 6).join('\n'));
await browser.close();
