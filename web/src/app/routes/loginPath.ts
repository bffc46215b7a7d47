/** The login page, remembering where the visitor wanted to go (spec/1 §2.1). */
export function loginPath(from: string): string {
  return from === '/' ? '/auth/login' : `/auth/login?from=${encodeURIComponent(from)}`;
}

/** A remembered path, only when it is an in-app path outside the auth pages; else '/'. */
export function safeFrom(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw.startsWith('/auth/')) return '/';
  return raw;
}
