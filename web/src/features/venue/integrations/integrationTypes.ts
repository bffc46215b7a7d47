import type { IntegrationKind } from '@marquee/core/venue/integrations';

/** One integration as the screen shows and edits it: the enabled flag and its text fields. */
export interface IntegrationValues {
  kind: IntegrationKind;
  isEnabled: boolean;
  /** Field name → text; the private key arrives masked. */
  fields: Record<string, string>;
  /** A private key is saved (its masked form may be sent back to keep it). */
  hasSecret: boolean;
  version: number;
}
