import { chromium } from '@playwright/test';
import { suiteChromium, closedNetworkArgs } from '/work/main/visual-tests/support/chromium.mjs';
const [base, ...targets] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: suiteChromium(), args: closedNetworkArgs });
for (const t of targets) {
  const [route, width, theme, full] = t.split(',');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: theme });
  await page.goto(base + route);
  await page.waitForTimeout(1200);
  const name = `/tmp/shots/${route.replace(/[^a-z0-9]/gi, '_')}-${width}-${theme}.png`;
  await page.screenshot({ path: name, fullPage: full === 'full' });
  console.log(name);
}
await browser.close();
