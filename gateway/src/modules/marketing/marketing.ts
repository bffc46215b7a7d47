/**
 * schema/marketing/*.graphql and schema/crm/emails.graphql: branding, templates, their lookups,
 * the preview, the test e-mail and the CRM message log, each one REST call (spec/3 §7).
 */
import type { GuestMessage } from '@marquee/core/marketing/messageLog';
import type { EmailSmsTemplate } from '@marquee/core/marketing/templates';
import type { PagedList } from '@marquee/core/rest';
import type { Resolvers } from '../../generated/graphql.ts';
import { pagedQuery, toPage } from '../../resources/paging.ts';

const TEMPLATES = '/marketing/email-sms/email-sms-templates';
const BRANDING = '/marketing/email-sms/branding';
const LOOKUP = { src: 'lookup' } as const;
/** Absent arguments are left out of the query rather than sent as empty. */
const defined = (query: Record<string, string | number | boolean | null | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null && v !== undefined)) as Record<
    string,
    string | number | boolean
  >;

export const marketingResolvers: Resolvers = {
  Query: {
    emailBranding: (_p, { locationCode, languageId }, { rest }) =>
      rest.get(BRANDING, defined({ locationCode, languageId })),
    emailSmsTemplates: async (_p, { locationCode, languageId, ...paging }, { rest }) =>
      toPage(
        await rest.get<PagedList<EmailSmsTemplate>>(TEMPLATES, pagedQuery(paging, { locationCode, languageId })),
        (row) => row,
      ),
    emailSmsTemplate: (_p, { id }, { rest }) => rest.get(`${TEMPLATES}/${id}`),
    emailTemplateTimeTypes: (_p, _a, { rest }) => rest.get('/email-templates-time-types', LOOKUP),
    emailTemplateVariables: (_p, args, { rest }) =>
      rest.get('/email-template-variables', { ...LOOKUP, ...defined(args) }),
    selectedLocationLanguages: (_p, { locationCode }, { rest }) =>
      rest.get('/selected-location-languages', { ...LOOKUP, locationCode }),
    enabledLanguages: (_p, { locationCode }, { rest }) => rest.get('/enabled-languages', { ...LOOKUP, locationCode }),
    emailTemplatePreview: (_p, { input, previewId }, { rest }) =>
      rest.call({
        method: 'POST',
        path: `${TEMPLATES}/preview`,
        body: { ...withoutNulls(input), ...(previewId == null ? {} : { previewId }) },
        read: true,
      }),
    crmEmails: async (_p, { status, ...paging }, { rest }) =>
      toPage(await rest.get<PagedList<GuestMessage>>('/crm/emails', pagedQuery(paging, { status })), (row) => row),
  },
  Mutation: {
    uploadEmailBrandingImage: (_p, { dataUrl }, { rest }) => rest.post(`${BRANDING}/images`, { dataUrl }),
    saveEmailBranding: (_p, { locationCode, languageId, input }, { rest }) =>
      rest.call({ method: 'PUT', path: BRANDING, query: defined({ locationCode, languageId }), body: input }),
    createEmailSmsTemplate: (_p, { input }, { rest }) => {
      const { id: _id, version: _version, ...fresh } = withoutNulls(input);
      return rest.put(TEMPLATES, fresh);
    },
    updateEmailSmsTemplate: (_p, { input }, { rest }) => rest.put(TEMPLATES, withoutNulls(input)),
    removeEmailSmsTemplate: async (_p, { id }, { rest }) => {
      const { message } = await rest.delete<{ message: string }>(TEMPLATES, { id });
      return { id, message };
    },
    sendTestEmail: (_p, { input, previewId, email }, { rest }) =>
      rest.post('/marketing/test-email', {
        ...withoutNulls(input),
        email,
        ...(previewId == null ? {} : { previewId }),
      }),
    resendCrmEmail: (_p, { id }, { rest }) => rest.post(`/crm/emails/${id}/resend`),
  },
};

/** Optional input fields arrive as null; the REST API wants them absent. */
function withoutNulls<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as T;
}
