import type { FlagName } from '@marquee/core/permissions';

/** A token as the list shows it (ApiTokenFields). */
export interface ApiTokenRow {
  id: number;
  name: string;
  hint: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null | undefined;
  lastUsedAt: string | null | undefined;
  status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
}

/** What the create form sends. */
export interface NewToken {
  name: string;
  grants: { module: number; flags: FlagName[] }[];
  /** Days until it expires; null for never. */
  days: number | null;
}

/** Lifetimes the form offers, in days (null: never). */
export const EXPIRY_CHOICES: readonly (number | null)[] = [30, 90, 365, null];
