import type { Page, Response } from '@playwright/test';

/** The answer to the page's next GraphQL call named `operationName` (start waiting before acting). */
export function graphqlResponse(page: Page, operationName: string): Promise<Response> {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql') &&
      r.request().method() === 'POST' &&
      r.request().postDataJSON()?.operationName === operationName,
  );
}

/** Calls the gateway with the page's session cookie, as the signed-in person would. */
export async function graphql(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
  masterClient?: number,
): Promise<{ data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await page.request.post('/graphql', {
    data: { query, variables },
    headers: masterClient === undefined ? {} : { 'x-master-client': String(masterClient) },
  });
  return res.json();
}

/** Saves `code` (e.g. 'en') as the signed-in person's language on their profile. */
export async function saveLanguage(page: Page, code: string): Promise<void> {
  const languages = (await graphql(page, '{ languages { id code } }')).data?.languages as {
    id: number;
    code: string;
  }[];
  const profile = (await graphql(page, '{ profile { firstName lastName title phone dateFormatId version } }')).data
    ?.profile as Record<string, unknown>;
  const languageId = languages.find((l) => l.code === code)!.id;
  const saved = await graphql(page, 'mutation($i: ProfileInput!) { updateProfile(input: $i) { languageId } }', {
    i: { ...profile, languageId },
  });
  if (saved.errors?.length) throw new Error(`saving language ${code}: ${saved.errors[0]!.message}`);
}
