/**
 * Abuse limits (issue 8; the pay-by-link page, issue 12): how many attempts a client may make before the gateway answers
 * TOO_MANY_REQUESTS. Sized so a real person never meets them; tests shorten them through the
 * gateway's config.
 */
export interface ThrottleRule {
  /** Attempts allowed within one window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

export const THROTTLE_RULES = {
  /** Wrong passwords for one username (successful sign-ins do not count). */
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords from one client address, whatever the username. */
  loginPerAddress: { max: 50, windowSeconds: 15 * 60 },
  /** Recovery e-mails asked for one address (known or not: the answer must not tell). */
  recoveryPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Recovery e-mails asked from one client address. */
  recoveryPerAddress: { max: 20, windowSeconds: 60 * 60 },
  /** Recovery-code checks and submits from one client address (guessing codes). */
  codeCheckPerAddress: { max: 10, windowSeconds: 15 * 60 },
  /**
   * GraphQL requests of one API token (issue 16): ten a second on average, well above a sync
   * job's needs; a runaway loop is cut off instead of loading the REST API for everyone.
   */
  apiTokenRequests: { max: 600, windowSeconds: 60 },
  /**
   * Reads and payments of the public pay-by-link page (issue 12) from one client address: a guest
   * opens and pays a link in a handful of requests; a script walking tokens or hammering the
   * payment call is cut off.
   */
  payLinkPerAddress: { max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleRuleName = keyof typeof THROTTLE_RULES;
export type ThrottleLimits = Record<ThrottleRuleName, ThrottleRule>;

/** Longest e-mail address; a longer "username" cannot sign in, and must not bloat the store. */
const MAX_ACCOUNT_KEY = 254;

/** One account however it is typed: `Director@FunZone.test ` and `director@funzone.test`. */
export function throttleAccount(login: string): string {
  return login.trim().toLowerCase().slice(0, MAX_ACCOUNT_KEY);
}
