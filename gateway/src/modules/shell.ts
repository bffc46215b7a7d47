import type { DnsEntry } from '@marquee/core/identity';
import type { AdminSiteKind, AdminSiteLink, Resolvers } from '../generated/graphql.ts';

/** spec/1 §2.1: /redirectAdmin opens the host under /Admin, /redirectSpAdmin under /SP_ADMIN. */
const SITE_PATH: Record<AdminSiteKind, string> = { ADMIN: '/Admin', SP_ADMIN: '/SP_ADMIN' };

/** A host is a bare name (https assumed) or already carries its scheme. */
export function adminSiteLink(entry: DnsEntry, kind: AdminSiteKind): AdminSiteLink {
  const base = /^https?:\/\//i.test(entry.host) ? entry.host : `https://${entry.host}`;
  return { label: entry.name || entry.code, url: `${base.replace(/\/+$/, '')}${SITE_PATH[kind]}` };
}

/** schema/shell.graphql: the external admin-site links of the navigation shell. */
export const shellResolvers: Resolvers = {
  Query: {
    // The access guard has already loaded the session, so this makes no extra call.
    adminSites: async (_parent, { kind }, { session }) => {
      const identity = await session();
      return (identity?.dns ?? []).map((entry) => adminSiteLink(entry, kind));
    },
  },
};
