import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { graphql, graphqlResponse } from '../support/graphql.ts';
import { masterClientOf } from '../support/products.ts';
import { RUN_ID } from '../support/users.ts';

// Names carry the run id; the segment is removed in `finally`, so the spec passes again on the
// same database.
const NAME = `E2E-${RUN_ID} visited in the last 30 days`;

test('a segment "visited in the last 30 days" shows its number of guests', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await page.goto('/marketing/guest-segments');
  await expect(page.getByRole('heading', { name: 'Guest Segments' })).toBeVisible();
  // Without a location nothing is listed (spec/3 §5).
  await expect(page.getByText('Select a location to see its segments')).toBeVisible();
  const listed = graphqlResponse(page, 'GuestSegments');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'All locations' }).click();
  await listed;

  await page.getByRole('button', { name: 'Add segment' }).click();
  await expect(page.getByRole('heading', { name: 'New segment' })).toBeVisible();
  await page.getByRole('textbox', { name: /Name/ }).fill(NAME);
  await page.getByRole('combobox', { name: 'Condition 1' }).click();
  await page.getByRole('option', { name: 'Last visit within (days)' }).click();
  await page.getByRole('spinbutton', { name: 'Value 1' }).fill('30');
  const created = graphqlResponse(page, 'CreateGuestSegment');
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await (await created).json();
  expect(answer.errors).toBeUndefined();
  const id = answer.data.createGuestSegment.segment.id as number;
  // The page's master client, for the checks made straight at the gateway.
  const mc = await masterClientOf(page);
  try {
    await expect(page.getByText('Guest segment has been successfully created').first()).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await expect(row).toBeVisible();
    const count = row.getByTestId('segment-count');
    await expect(count).toBeVisible();
    await expect(row.getByText(/^Updated /)).toBeVisible();
    // The figure shown is the server's count of the same segment.
    const fresh = await graphql(page, 'query($r: Int!) { guestSegmentCount(rowId: $r) { value } }', { r: id }, mc);
    const value = (fresh.data?.guestSegmentCount as { value: number } | undefined)?.value ?? 0;
    expect(value).toBeGreaterThan(0);
    await expect(count).toHaveText(value.toLocaleString('en-US'));
  } finally {
    await graphql(page, 'mutation($ids: [Int!]!) { deleteGuestSegments(ids: $ids) { removed } }', { ids: [id] }, mc);
  }
});

test('a note added to a guest shows with its author and time', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  const listed = graphqlResponse(page, 'Guests');
  await page.goto('/marketing/guests');
  await listed;
  await expect(page.getByRole('heading', { name: 'Guests' })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  await first.click();
  const text = `E2E-${RUN_ID} asked about a birthday party`;
  await page.getByRole('textbox', { name: 'Note' }).fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('The note has been added').first()).toBeVisible();
  const note = page.getByRole('listitem').filter({ hasText: text });
  await expect(note).toBeVisible();
  await expect(note.getByText(/^Dana Director, /)).toBeVisible();
});

test('a template sent to a segment shows in CRM emails', async ({ page }) => {
  await signIn(page, 'director@funzone.test');
  await page.goto('/marketing/guest-segments');
  await expect(page.getByRole('heading', { name: 'Guest Segments' })).toBeVisible();
  const mc = await masterClientOf(page);
  // A small segment: ten guests with an e-mail carry a tag of this run.
  const tag = await graphql(
    page,
    'mutation($n: String!) { createGuestTag(name: $n) { id } }',
    { n: `E2E-${RUN_ID} send` },
    mc,
  );
  const tagId = (tag.data!.createGuestTag as { id: number }).id;
  const listed = await graphql(page, '{ guests(rowsPerPage: 50) { rows { id email } } }', {}, mc);
  const picked = (listed.data!.guests as { rows: { id: number; email: string }[] }).rows
    .filter((g) => g.email !== '')
    .slice(0, 10);
  for (const g of picked)
    await graphql(
      page,
      'mutation($g: Int!, $t: [Int!]!) { setGuestTags(guestId: $g, tagIds: $t) { id } }',
      { g: g.id, t: [tagId] },
      mc,
    );
  const name = `E2E-${RUN_ID} send segment`;
  const made = await graphql(
    page,
    'mutation($i: GuestSegmentInput!) { createGuestSegment(input: $i) { segment { id } } }',
    { i: { name, match: 'ALL', conditions: [{ type: 'HAS_TAG', tagId }] } },
    mc,
  );
  const id = (made.data!.createGuestSegment as { segment: { id: number } }).segment.id;
  try {
    const shown = graphqlResponse(page, 'GuestSegments');
    await page.getByRole('combobox', { name: 'Location' }).click();
    // The first location of the list: its templates are offered.
    await page.getByRole('option').nth(1).click();
    await shown;
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: 'Send a message' }).click();
    const dialog = page.getByRole('dialog', { name: `Send a message to ${name}` });
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page
      .getByRole('option', { name: /\(E-mail\)$/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('The message is being sent to the segment’s guests').first()).toBeVisible();
    // The dialog polls the send's progress until every message is delivered.
    await expect(dialog.getByText(/^([1-9]\d*) of \1 sent, 0 failed/)).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/crm/emails');
    await expect(page.getByRole('heading', { name: 'CRM emails' })).toBeVisible();
    // Newest first: the segment's messages lead the log, to the tagged guests.
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText(new RegExp(picked.map((g) => g.email.replace(/[.+]/g, '\\$&')).join('|'), 'i'));
    await expect(first).toContainText('Sent');
  } finally {
    await graphql(page, 'mutation($ids: [Int!]!) { deleteGuestSegments(ids: $ids) { removed } }', { ids: [id] }, mc);
    await graphql(page, 'mutation($t: Int!) { deleteGuestTag(id: $t) { id } }', { t: tagId }, mc);
  }
});
