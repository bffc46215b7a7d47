import type {
  EmailSmsTemplateFieldsFragment,
  EmailSmsTemplateInput,
  MessageChannel,
} from '../../../generated/graphql.ts';

export type TemplateValues = Omit<EmailSmsTemplateInput, 'id' | 'version'>;
export type TemplateField = keyof TemplateValues;

/** A new template of a location: an e-mail sent manually, in the default language. */
export function emptyTemplate(locationId: number, languageId = 1): TemplateValues {
  return { locationId, languageId, name: '', channel: 'email', timeTypeId: 5, subject: '', body: '' };
}

export function templateValues(t: EmailSmsTemplateFieldsFragment): TemplateValues {
  const { locationId, languageId, name, channel, timeTypeId, subject, body } = t;
  return { locationId, languageId, name, channel, timeTypeId, subject, body };
}

export const CHANNELS: readonly MessageChannel[] = ['email', 'sms'];
