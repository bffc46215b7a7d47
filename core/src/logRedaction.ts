/**
 * Secrets that travel in URLs (the e-mailed recovery link `/auth/acrback?code=…`, tokens) must
 * never reach an access log: both services' request-log serializers pass URLs through here.
 */
const SECRET_PARAMS = new Set(['code', 'token']);
export const REDACTED = '[REDACTED]';

function paramName(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the values of secret query parameters replaced, everything else as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => (SECRET_PARAMS.has(paramName(part)) ? `${part.split('=', 1)[0]}=${REDACTED}` : part))
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** What a request log line holds (fastify's default fields), with the URL redacted. */
export interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** `logger.serializers.req` of both services. */
export function requestLogFields(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
