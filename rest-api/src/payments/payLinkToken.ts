/**
 * Pay-by-link tokens: `<payload>~<signature>` (no dot: the web app's server takes a
 * last path segment with a dot for a file), the payload naming the booking, the
 * expiry (epoch seconds) and a random nonce, signed with HMAC-SHA256. The signature rejects a
 * forged or altered token without a database read; the REST API also keeps the token's hash, so
 * a token works once.
 */
export interface PayLinkClaims {
  bookingId: number;
  /** Epoch seconds. */
  expires: number;
}

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

export type Sign = (payload: string) => string;

export function makePayLinkToken(claims: PayLinkClaims, nonce: string, sign: Sign): string {
  const payload = b64url(`${claims.bookingId}.${claims.expires}.${nonce}`);
  return `${payload}~${sign(payload)}`;
}

/** The claims of a well-signed token, or 'invalid'; expiry is the caller's check (it has the clock). */
export function readPayLinkToken(
  token: string,
  sign: Sign,
  equal: (a: string, b: string) => boolean,
): PayLinkClaims | 'invalid' {
  const m = /^([A-Za-z0-9_-]{8,200})~([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!m || !equal(sign(m[1]!), m[2]!)) return 'invalid';
  const [id, expires] = fromB64url(m[1]!).split('.');
  if (!/^\d{1,15}$/.test(id ?? '') || !/^\d{1,12}$/.test(expires ?? '')) return 'invalid';
  return { bookingId: Number(id), expires: Number(expires) };
}
