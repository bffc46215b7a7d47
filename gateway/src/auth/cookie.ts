import { SESSION_COOKIE } from '@marquee/core/constants';
import type { FastifyReply } from 'fastify';

/**
 * The session cookie of DESIGN.md: httpOnly so scripts cannot read the token, SameSite=Lax
 * against cross-site posts, no maxAge so it ends with the browser (the REST API expires the
 * session after 900 s without a call anyway).
 */
function options(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, options(secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, options(secure));
}
