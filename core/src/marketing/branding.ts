/** E-mail/SMS branding of a location in a language (spec/3 §3 Email branding; default languageId 1). */
import { type Static, Type } from 'typebox';
import { BRAND_COLOUR, MAX_TEXT_LENGTH } from '../constants.ts';
import { type FieldErrors, isEmail } from '../validation.ts';

export const DEFAULT_LANGUAGE_ID = 1;
/** Text fields, as every text input (spec/3 §9). */
export const BRANDING_TEXT_MAX = MAX_TEXT_LENGTH;
/** Header and footer are short paragraphs. */
export const BRANDING_BLOCK_MAX = 1000;
export const LOGO_URL_MAX = 500;

const HEX = /^#[0-9A-Fa-f]{6}$/;

export const Branding = Type.Object({
  locationId: Type.Integer(),
  languageId: Type.Integer(),
  logoUrl: Type.String(),
  primaryColor: Type.String(),
  backgroundColor: Type.String(),
  textColor: Type.String(),
  headerText: Type.String(),
  footerText: Type.String(),
  senderName: Type.String(),
  replyTo: Type.String(),
  /** 0 before the first save. */
  version: Type.Integer(),
});
export type Branding = Static<typeof Branding>;

export const BrandingInput = Type.Object({
  logoUrl: Type.String({ maxLength: LOGO_URL_MAX }),
  primaryColor: Type.String({ maxLength: 7 }),
  backgroundColor: Type.String({ maxLength: 7 }),
  textColor: Type.String({ maxLength: 7 }),
  headerText: Type.String({ maxLength: BRANDING_BLOCK_MAX }),
  footerText: Type.String({ maxLength: BRANDING_BLOCK_MAX }),
  senderName: Type.String({ maxLength: BRANDING_TEXT_MAX }),
  replyTo: Type.String({ maxLength: BRANDING_TEXT_MAX }),
  version: Type.Integer({ minimum: 0 }),
});
export type BrandingInput = Static<typeof BrandingInput>;

/** What a location shows before anyone saved its branding. */
export function defaultBranding(locationId: number, languageId: number): Branding {
  return {
    locationId,
    languageId,
    logoUrl: '',
    primaryColor: BRAND_COLOUR,
    backgroundColor: '#FFFFFF',
    textColor: '#222222',
    headerText: '',
    footerText: '',
    senderName: '',
    replyTo: '',
    version: 0,
  };
}

export function validateBranding(v: BrandingInput): FieldErrors<keyof BrandingInput> {
  const errors: FieldErrors<keyof BrandingInput> = {};
  for (const key of ['primaryColor', 'backgroundColor', 'textColor'] as const) {
    if (!HEX.test(v[key])) errors[key] = 'marketing.branding.badColor';
  }
  if (v.replyTo.trim() && !isEmail(v.replyTo.trim())) errors.replyTo = 'validation.email';
  const logo = v.logoUrl.trim();
  if (logo && !/^(https:\/\/|\/)[^\s"'<>]*$/.test(logo)) errors.logoUrl = 'marketing.branding.badLogo';
  return errors;
}
