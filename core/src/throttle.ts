/**
 * Abuse limits (the pay-by-link page): how many attempts a client may make before the gateway answers
 * TOO_MANY_REQUESTS. Sized so a real person never meets them; tests shorten them through the
 * gateway's config.
 *
 * Wrong passwords. Counting them per account alone let anyone who knows an e-mail
 * keep its owner locked out: ten wrong passwords from anywhere, and the right one was refused
 * too for 15 minutes. Decided:
 * - wrong passwords are counted per account AND address together (loginPerAccountAddress): a
 *   guesser locks out only themselves;
 * - they are still counted per account from everywhere (loginPerAccount), against guessing from
 *   many addresses; when that count is full, only addresses the person signed in from before (in
 *   the last KNOWN_ADDRESS_DAYS) may still try — their own office or home is never locked out by
 *   someone elsewhere — and every other address is refused;
 * - and per address across usernames (loginPerAddress), against spraying.
 * Refusing rather than slowing down: a slowed answer still holds a connection per guess.
 * Counts and known addresses live in the gateway's store (Redis when shared); when that store
 * is unreachable sign-in answers "briefly unavailable" with a retry time (SIGN_IN_RETRY_SECONDS)
 * rather than lifting the throttle.
 */
export interface ThrottleRule {
  /** Attempts allowed within one window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

export const THROTTLE_RULES = {
  /**
   * Wrong passwords for one username from every address (successful sign-ins do not count). When
   * full, addresses the person signed in from before may still try (see above).
   */
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords for one username from one client address: always enforced. */
  loginPerAccountAddress: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords from one client address, whatever the username. */
  loginPerAddress: { max: 50, windowSeconds: 15 * 60 },
  /** Recovery e-mails asked for one address (known or not: the answer must not tell). */
  recoveryPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Recovery e-mails asked from one client address. */
  recoveryPerAddress: { max: 20, windowSeconds: 60 * 60 },
  /** Recovery-code checks and submits from one client address (guessing codes). */
  codeCheckPerAddress: { max: 10, windowSeconds: 15 * 60 },
  /**
   * GraphQL requests of one API token: ten a second on average, well above a sync
   * job's needs; a runaway loop is cut off instead of loading the REST API for everyone.
   */
  apiTokenRequests: { max: 600, windowSeconds: 60 },
  /**
   * Reads and payments of the public pay-by-link page from one client address: a guest
   * opens and pays a link in a handful of requests; a script walking tokens or hammering the
   * payment call is cut off.
   */
  payLinkPerAddress: { max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleRuleName = keyof typeof THROTTLE_RULES;
export type ThrottleLimits = Record<ThrottleRuleName, ThrottleRule>;

/** How long an address a person signed in from stays "known" for the sign-in throttle. */
export const KNOWN_ADDRESS_DAYS = 90;
/** The wait a client is told when the throttle's store cannot be reached. */
export const SIGN_IN_RETRY_SECONDS = 30;

/** Longest e-mail address; a longer "username" cannot sign in, and must not bloat the store. */
const MAX_ACCOUNT_KEY = 254;

/** One account however it is typed: `Director@FunZone.test ` and `director@funzone.test`. */
export function throttleAccount(login: string): string {
  return login.trim().toLowerCase().slice(0, MAX_ACCOUNT_KEY);
}
