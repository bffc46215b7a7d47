/**
 * Sales history from a file, as a venue moving to Marquee brings it: 2,000 rows with three bad
 * ones uploaded on Settings → Import sales, previewed with the problems shown before anything is
 * written, imported with a progress bar, the refused rows downloaded with their reasons, and the
 * Owner's Box revenue of that day moved by exactly the imported total. Then a short guests file
 * on the sibling screen, reached by the kind choice.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { graphql } from '../support/graphql.ts';

const FUNZONE = 1;
const ROWS = 2000;
/** Lines (1-based, under the header) that break a rule each. */
const BAD = new Map<number, (row: string[]) => void>([
  [5, (row) => (row[3] = '0')], // quantity 0
  [700, (row) => (row[5] = 'BITCOIN')], // no such tender
  [1500, (row) => (row[4] = 'ten')], // not an amount
]);

type Reference = { locations: { code: string; timeZone: string }[]; products: { id: number }[] };

/** Three days ago in the zone: its date (YYYY-MM-DD), its US form and the zone's offset that day (-06:00). */
function threeDaysAgo(timeZone: string) {
  const at = new Date(Date.now() - 3 * 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  const offset = name === 'GMT' ? '+00:00' : name.slice(3);
  const [y, m, d] = date.split('-');
  return { date, us: `${m}/${d}/${y}`, offset };
}

test('imports 2,000 rows with three bad ones: preview, progress, refused rows, the dashboard moves', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@funzone.test');
  const refs = (
    await graphql(page, '{ venueFeedReferences { locations { code timeZone } products { id } } }', {}, FUNZONE)
  ).data?.venueFeedReferences as Reference;
  const where = refs.locations[0]!;
  const locations = (await graphql(page, '{ locations { locationId code } }', {}, FUNZONE)).data?.locations as {
    locationId: number;
    code: string;
  }[];
  const locationId = locations.find((l) => l.code === where.code)!.locationId;
  const day = threeDaysAgo(where.timeZone);
  const run = Date.now().toString(36);

  // One transaction a row: a line of one product at 10.00 and its cash payment.
  const header = 'externalId,locationCode,occurredAt,quantity,unitPrice,tender,amount,productId';
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const at = `${day.date}T${10 + (i % 10)}:${String(i % 60).padStart(2, '0')}:00${day.offset}`;
    const row = [
      `IMP-${run}-${i + 1}`,
      where.code,
      at,
      '1',
      '10.00',
      'CASH',
      '10.00',
      String(refs.products[i % refs.products.length]!.id),
    ];
    BAD.get(i + 1)?.(row);
    return row.join(',');
  });
  const csv = [header, ...lines].join('\n');

  const revenue = async () => {
    const f = { dateRange: 17, startDate: day.us, endDate: day.us, locations: [locationId] };
    const r = await graphql(
      page,
      'query($f: DashboardFilterInput!) { ownersBox(filter: $f) { revenue { conversion { value } } } }',
      { f },
      FUNZONE,
    );
    expect(r.errors).toBeUndefined();
    const box = r.data!.ownersBox as { revenue: { conversion: { value: number } } };
    return box.revenue.conversion.value;
  };
  const before = await revenue();

  await page.goto('/settings/import-sales');
  await expect(page.getByRole('heading', { name: 'Import sales' })).toBeVisible({ timeout: 30_000 });
  // A second run on the same data finds the last import done: it starts another.
  const another = page.getByRole('button', { name: 'Import another file' });
  if (await another.isVisible()) await another.click();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // The preview, before anything is written: the first rows, line 5's problem among them.
  // Every rule is checked at upload, so the count names all three bad rows, not only the quantity's.
  await expect(page.getByText(`${ROWS} rows, ${ROWS} transactions, 3 rows with problems.`)).toBeVisible({
    timeout: 60_000,
  });
  const preview = page.getByRole('table', { name: /Preview/ });
  await expect(preview.getByRole('cell', { name: /^quantity: / })).toHaveCount(1);
  expect(await revenue()).toBe(before);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('progressbar', { name: new RegExp(`of ${ROWS} rows`) })).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText(`${ROWS} of ${ROWS} rows`)).toBeVisible();
  await expect(page.getByText(`${ROWS - 3} added, 0 already there, 3 refused`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The refused rows, each with its line and reason.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the refused rows' }).click();
  const report = (await readFile((await (await download).path())!, 'utf8')).trim().split(/\r?\n/);
  expect(report).toHaveLength(4);
  for (const [line] of BAD) {
    const row = report.find((r) => r.includes(`IMP-${run}-${line},`));
    expect(row, `line ${line} in ${report.join(' | ')}`).toBeTruthy();
    // line, externalId, column, reason
    expect(row!.length).toBeGreaterThan(`IMP-${run}-${line},`.length + 10);
  }

  // The dashboard of that day moved by the imported total, at the next read.
  expect(Math.round(((await revenue()) - before) * 100)).toBe((ROWS - 3) * 1000);
});

test('imports guests from the kind choice: a bad row shown before writing, the good ones added once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@funzone.test');
  const run = Date.now().toString(36);
  const csv = [
    'firstName,lastName,email,marketingOptIn',
    `Ada,E2e,ada-${run}@example.com,yes`,
    `Bo,E2e,bo-${run}@example.com,no`,
    `Cy,,cy-${run}@example.com,no`,
  ].join('\n');

  await page.goto('/settings/import-sales');
  await page.getByRole('tab', { name: 'Guests' }).click();
  await expect(page).toHaveURL(/\/settings\/import-guests$/);
  await expect(page.getByRole('heading', { name: 'Import guests' })).toBeVisible({ timeout: 30_000 });
  const another = page.getByRole('button', { name: 'Import another file' });
  if (await another.isVisible()) await another.click();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('3 rows, 1 rows with problems.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: /^lastName: / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('2 added, 0 already there, 1 refused')).toBeVisible({ timeout: 60_000 });
  expect(await seriousViolations(page)).toEqual([]);
});
