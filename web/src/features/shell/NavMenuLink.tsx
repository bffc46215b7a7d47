import { NavItem, NavSubItem } from '@fluentui/react-components';
import type { DnsEntry } from '@marquee/core/identity';
import type { MenuItem } from '@marquee/core/menu';
import type { MessageKey } from '@marquee/core/messages/en';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { isPlainClick } from '../../components/isPlainClick.ts';
import { useT } from '../../i18n/useT.ts';
import { externalLinks } from './externalLinks.ts';

export interface NavMenuLinkProps {
  item: MenuItem;
  dns: readonly DnsEntry[];
  /** Inside a group (a sub item) or at the top level. */
  sub: boolean;
  icon?: ReactElement;
  onNavigate: (target: { path: string; event?: string }) => void;
}

/** One menu entry: an in-app link, or the external admin links that open in a new tab. */
export function NavMenuLink({ item, dns, sub, icon, onNavigate }: NavMenuLinkProps) {
  const t = useT();
  const render = (
    key: string,
    href: string,
    label: ReactNode,
    extra: { target?: string; rel?: string; onClick?: (e: MouseEvent<HTMLElement>) => void },
  ) =>
    sub ? (
      <NavSubItem key={key} value={href} href={href} {...extra}>
        {label}
      </NavSubItem>
    ) : (
      <NavItem key={key} value={href} href={href} icon={icon} {...extra}>
        {label}
      </NavItem>
    );
  const newTab = { target: '_blank', rel: 'noopener' };
  if (item.type === 'link') return render(item.id, item.url, t(item.labelKey as MessageKey), newTab);
  if (item.type === 'external') {
    return <>{externalLinks(item, dns).map((l) => render(l.key, l.href, t(l.labelKey, l.values), newTab))}</>;
  }
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onNavigate({ path: item.path, event: item.event });
  };
  return render(item.id, item.path, t(item.labelKey as MessageKey), { onClick });
}
