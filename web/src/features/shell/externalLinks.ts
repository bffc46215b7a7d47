import type { DnsEntry } from '@marquee/core/identity';
import type { MenuItem } from '@marquee/core/menu';
import type { MessageKey } from '@marquee/core/messages/en';

export interface ExternalLink {
  key: string;
  href: string;
  labelKey: MessageKey;
  values?: Record<string, string>;
}

/** In-app path that sends the browser on to an external admin site (spec/1 §2.1). */
export function redirectPath(site: 'admin' | 'spAdmin'): string {
  return site === 'admin' ? '/redirectAdmin' : '/redirectSpAdmin';
}

/**
 * Spec/1 §2.7: one link per admin site when the user has several (named by the site's name or
 * code), else a single link. Each opens in a new tab through the redirect route.
 */
export function externalLinks(item: Extract<MenuItem, { type: 'external' }>, dns: readonly DnsEntry[]): ExternalLink[] {
  const base = redirectPath(item.site);
  if (dns.length <= 1) return [{ key: item.id, href: base, labelKey: item.labelKey as MessageKey }];
  return dns.map((d, i) => ({
    key: `${item.id}-${i}`,
    href: `${base}?site=${i}`,
    labelKey: item.site === 'admin' ? 'menu.adminSite' : 'menu.spAdminSite',
    values: { site: d.name || d.code },
  }));
}
