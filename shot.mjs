import { chromium } from '@playwright/test';
const [,, base, route, width, out, full] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = []; page.on('console', m => m.type() === 'error' && errors.push(m.text()));
await page.goto(base + route); await page.waitForTimeout(1500);
if (full) { for (let i = 0; i < 20; i++) { await page.mouse.wheel(0, 3000); await page.waitForTimeout(150); } await page.evaluate(() => window.scrollTo(0, 0)); }
await page.screenshot({ path: out, fullPage: !!full });
console.log('errors', errors, 'articles', await page.locator('main article').count());
await browser.close();
