import { NavCategory, NavCategoryItem, NavDivider, NavSubItemGroup } from '@fluentui/react-components';
import type { DnsEntry } from '@marquee/core/identity';
import type { MessageKey } from '@marquee/core/messages/en';
import type { VisibleEntry } from '@marquee/core/routes';
import { useT } from '../../i18n/useT.ts';
import { MENU_ICONS } from './menuIcons.tsx';
import { NavMenuLink } from './NavMenuLink.tsx';

export interface NavMenuProps {
  /** The menu as core `visibleMenu` filtered it for the viewer. */
  entries: readonly VisibleEntry[];
  dns: readonly DnsEntry[];
  onNavigate: (target: { path: string; event?: string }) => void;
}

/** The navigation menu of spec/1 §2.7: collapsible groups, items and dividers. */
export function NavMenu({ entries, dns, onNavigate }: NavMenuProps) {
  const t = useT();
  return (
    <>
      {entries.map((entry) =>
        entry.type === 'divider' ? (
          <NavDivider key={entry.id} />
        ) : entry.type === 'group' ? (
          <NavCategory key={entry.id} value={entry.id}>
            <NavCategoryItem icon={MENU_ICONS[entry.id]}>{t(entry.labelKey as MessageKey)}</NavCategoryItem>
            <NavSubItemGroup>
              {entry.children.map((child) => (
                <NavMenuLink key={child.id} item={child} dns={dns} sub onNavigate={onNavigate} />
              ))}
            </NavSubItemGroup>
          </NavCategory>
        ) : (
          <NavMenuLink
            key={entry.id}
            item={entry}
            dns={dns}
            sub={false}
            icon={MENU_ICONS[entry.id]}
            onNavigate={onNavigate}
          />
        ),
      )}
    </>
  );
}
