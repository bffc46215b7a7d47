import type { EmailBrandingInput, EmailBrandingQuery } from '../../../generated/graphql.ts';

export type BrandingValues = EmailBrandingInput;
export type BrandingField = Exclude<keyof BrandingValues, 'version'>;

/** The form's fields in order, with their label keys and whether they are colours. */
export const BRANDING_FIELDS: readonly {
  name: BrandingField;
  label: string;
  colour?: boolean;
  multiline?: boolean;
  /** An uploaded image file (its stored path is the value). */
  image?: boolean;
}[] = [
  { name: 'logoUrl', label: 'marketing.branding.logoUrl', image: true },
  { name: 'primaryColor', label: 'marketing.branding.primaryColor', colour: true },
  { name: 'backgroundColor', label: 'marketing.branding.backgroundColor', colour: true },
  { name: 'textColor', label: 'marketing.branding.textColor', colour: true },
  { name: 'headerText', label: 'marketing.branding.headerText', multiline: true },
  { name: 'footerText', label: 'marketing.branding.footerText', multiline: true },
  { name: 'senderName', label: 'marketing.branding.senderName' },
  { name: 'replyTo', label: 'marketing.branding.replyTo' },
];

export function brandingValues(b: EmailBrandingQuery['emailBranding']): BrandingValues {
  const { locationId: _l, languageId: _g, __typename: _t, ...values } = b as typeof b & { __typename?: string };
  return values;
}
