import { expect, type Page } from '@playwright/test';
import { graphqlResponse } from './graphql.ts';

/**
 * A new person's first screen: the "Points of Contacts" prompt. Answers it with one contact and
 * waits for the save to be answered: leaving the page earlier aborts the save, and the prompt
 * then comes back on the next page, hiding that page from role queries behind its modal.
 */
export async function answerContactsPrompt(page: Page, contact: { name: string; email: string; phone: string }) {
  const modal = page.getByRole('alertdialog', { name: 'Please fill the Points of Contacts' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Ok' }).click();
  await page.getByRole('button', { name: 'Add contact' }).click();
  const group = page.getByRole('group', { name: 'Contact 1' });
  await group.getByRole('textbox', { name: 'Contact name' }).fill(contact.name);
  await group.getByRole('textbox', { name: 'Contact email' }).fill(contact.email);
  await group.getByRole('textbox', { name: 'Contact phone' }).fill(contact.phone);
  const saved = graphqlResponse(page, 'UpdateContacts');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await (await saved).json()).errors).toBeUndefined();
  await expect(modal).toHaveCount(0);
}
