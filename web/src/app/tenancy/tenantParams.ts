/**
 * URL parameters that name a record of one master client: a location's code (club, settings and
 * marketing screens, bookings) or id (products). After a switch they would name nothing, or
 * another client's record, so the screen would show an error or an empty tab; a switch drops
 * them and the screen asks for a location of the new client, as on a first visit.
 */
export const TENANT_BOUND_PARAMS = ['location'] as const;

/** `search` without the tenant-bound parameters; the same string when it holds none. */
export function withoutTenantParams(search: string): string {
  const params = new URLSearchParams(search);
  if (!TENANT_BOUND_PARAMS.some((p) => params.has(p))) return search;
  for (const p of TENANT_BOUND_PARAMS) params.delete(p);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
