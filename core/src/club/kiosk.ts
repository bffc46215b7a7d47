/**
 * A location's kiosk settings (spec/3 §7 GET, PUT /club-kiosk/settings; the shape is not shown, so
 * designed here): what the self-service kiosk greets with, its colour, when an idle basket is
 * cleared, and whether prices and an e-mail receipt are offered.
 */
import { type Static, Type } from 'typebox';
import { BRAND_COLOUR } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import { isTooLong } from '../validation.ts';
import { isColour } from './settings.ts';

export const KIOSK_IDLE_SECONDS = { min: 15, max: 600, default: 90 } as const;
export const KIOSK_WELCOME_LENGTH = 200;

export const KioskSettings = Type.Object(
  {
    welcomeText: Type.String({ maxLength: KIOSK_WELCOME_LENGTH }),
    primaryColor: Type.String({ maxLength: 7 }),
    idleTimeoutSeconds: Type.Integer(),
    showPrices: Type.Boolean(),
    offerEmailReceipt: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type KioskSettings = Static<typeof KioskSettings>;

export function defaultKioskSettings(): KioskSettings {
  return {
    welcomeText: '',
    primaryColor: BRAND_COLOUR,
    idleTimeoutSeconds: KIOSK_IDLE_SECONDS.default,
    showPrices: true,
    offerEmailReceipt: true,
  };
}

export function validateKioskSettings(s: KioskSettings): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (!isColour(s.primaryColor)) errors.primaryColor = 'club.colour';
  if (isTooLong(s.welcomeText, KIOSK_WELCOME_LENGTH)) errors.welcomeText = 'validation.tooLong';
  if (
    !Number.isInteger(s.idleTimeoutSeconds) ||
    s.idleTimeoutSeconds < KIOSK_IDLE_SECONDS.min ||
    s.idleTimeoutSeconds > KIOSK_IDLE_SECONDS.max
  ) {
    errors.idleTimeoutSeconds = 'club.idleTimeout';
  }
  return errors;
}
