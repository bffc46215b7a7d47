import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql } from '../support/graphql.ts';
import { masterClientOf } from '../support/products.ts';

// The location's background image, uploaded on Booking settings, behind the guest shop's pages
// at desk and phone widths, with the content readable on its panel. The background is removed
// again in `finally`, so the spec passes again on the same database.

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const byte of b) c = CRC[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A colourful diagonal gradient, width × height RGB: a busy picture the panel must stay readable on. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const out = Buffer.alloc(12 + body.length);
    out.writeUInt32BE(body.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      const p = row + 1 + x * 3;
      rows[p] = Math.round((255 * x) / width);
      rows[p + 1] = Math.round((180 * y) / height);
      rows[p + 2] = 200 - Math.round((150 * (x + y)) / (width + height));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function pickLocation(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('guest shop: the uploaded background covers the page behind a readable panel, at 1440 and 390 px', async ({
  page,
  browser,
}) => {
  await signIn(page, 'director@funzone.test');
  const mc = await masterClientOf(page);
  const place = (
    (await graphql(page, '{ locations { code name } }', {}, mc)).data!.locations as {
      code: string;
      name: string;
    }[]
  )[0]!;
  await page.goto('/club-booking/settings');
  await pickLocation(page, place.name);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image: Background image' }).click();
  await (await chooser).setFiles({ name: 'background.png', mimeType: 'image/png', buffer: gradientPng(600, 400) });
  const preview = page.getByRole('img', { name: 'Preview of Background image' });
  await expect(preview).toHaveAttribute('src', new RegExp(`^/images/clients/${mc}/[0-9a-f]{64}\\.png$`));
  const stored = (await preview.getAttribute('src'))!;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been successfully saved!').first()).toBeVisible();
  try {
    for (const width of [1440, 390]) {
      const guest = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const shop = await guest.newPage();
      const loaded = shop.waitForResponse((r) => r.url().endsWith(stored) && r.status() === 200);
      await shop.goto(`/shop/${mc}/${place.code}`);
      await loaded;
      const body = await shop.evaluate(() => getComputedStyle(document.body).backgroundImage);
      expect(body).toContain(stored);
      expect(await shop.evaluate(() => getComputedStyle(document.querySelector('main')!).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      );
      const { violations } = await new AxeBuilder({ page: shop }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shop.screenshot({ path: `.artifacts/shop-background-${width}.png` });
      // Scrolled down, the picture stays behind the panel.
      await shop.getByRole('heading', { name: 'Available days and times' }).scrollIntoViewIfNeeded();
      await shop.screenshot({ path: `.artifacts/shop-background-${width}-scrolled.png` });
      // The booking form has the same background.
      await shop.locator('a.book').first().click();
      expect(await shop.evaluate(() => getComputedStyle(document.body).backgroundImage)).toContain(stored);
      await shop.screenshot({ path: `.artifacts/shop-background-form-${width}.png` });
      await guest.close();
    }
  } finally {
    await page.getByRole('button', { name: 'Remove: Background image' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been successfully saved!').first()).toBeVisible();
  }
});
