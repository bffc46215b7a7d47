// Temporary screenshot helper (not committed): node e2e/shot.tmp.mjs <path> <name> <width> [lang]
import { chromium } from '@playwright/test';
const [, , path, name, width, lang] = process.argv;
const base = process.env.BASE ?? 'http://localhost:4800';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
if (!path.startsWith('/shop')) {
  await page.goto(`${base}/auth/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(process.env.USER_NAME ?? 'director@funzone.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Marquee#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await page.waitForTimeout(1500);
  const pick = page.getByRole('button', { name: /FunZone/ }).first();
  if (await pick.isVisible().catch(() => false)) await pick.click().catch(() => {});
}
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
await browser.close();
console.log('shot', name);
