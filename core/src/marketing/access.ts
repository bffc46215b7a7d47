/**
 * Menu access indexes of the marketing e-mail screens and the CRM e-mail log (spec/3 §6), and
 * what each of their GraphQL root fields needs, checked against the SDL's @requires by
 * gateway/src/auth/requires.test.ts; the REST routes use the same table (rest-api/src/routes/marketing).
 * The spec gives these screens no permission id of their own, so every action uses the menu index.
 */
import type { FlagName } from '../permissions.ts';

export const BRANDING_MENU = 110;
export const TEMPLATES_MENU = 111;
export const CRM_EMAILS_MENU = 18;

export const MARKETING_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  emailBranding: { module: BRANDING_MENU, flag: 'view' },
  saveEmailBranding: { module: BRANDING_MENU, flag: 'updateAndExecute' },
  uploadEmailBrandingImage: { module: BRANDING_MENU, flag: 'updateAndExecute' },
  emailSmsTemplates: { module: TEMPLATES_MENU, flag: 'view' },
  emailSmsTemplate: { module: TEMPLATES_MENU, flag: 'detailView' },
  createEmailSmsTemplate: { module: TEMPLATES_MENU, flag: 'add' },
  updateEmailSmsTemplate: { module: TEMPLATES_MENU, flag: 'updateAndExecute' },
  removeEmailSmsTemplate: { module: TEMPLATES_MENU, flag: 'remove' },
  emailTemplateTimeTypes: { module: TEMPLATES_MENU, flag: 'view' },
  emailTemplateVariables: { module: TEMPLATES_MENU, flag: 'view' },
  selectedLocationLanguages: { module: TEMPLATES_MENU, flag: 'view' },
  enabledLanguages: { module: TEMPLATES_MENU, flag: 'view' },
  emailTemplatePreview: { module: TEMPLATES_MENU, flag: 'view' },
  sendTestEmail: { module: TEMPLATES_MENU, flag: 'updateAndExecute' },
  crmEmails: { module: CRM_EMAILS_MENU, flag: 'view' },
  resendCrmEmail: { module: CRM_EMAILS_MENU, flag: 'updateAndExecute' },
};
