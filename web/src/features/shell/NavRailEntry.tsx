import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { MENU_HOVER_DELAY_MS } from '@marquee/core/constants';
import type { DnsEntry } from '@marquee/core/identity';
import type { MenuDivider, MenuItem as MenuEntryItem } from '@marquee/core/menu';
import type { MessageKey } from '@marquee/core/messages/en';
import type { VisibleEntry } from '@marquee/core/routes';
import type { ReactElement } from 'react';
import { useT } from '../../i18n/useT.ts';
import { externalLinks } from './externalLinks.ts';
import { MENU_ICONS } from './menuIcons.tsx';

const useStyles = makeStyles({
  tab: {
    width: '100%',
    minHeight: '64px',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    borderRadius: 0,
  },
  current: {
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
  },
  // The horizontal menu: icon beside the label, the current entry underlined.
  row: {
    width: 'auto',
    minHeight: '48px',
    flexDirection: 'row',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase300,
  },
  rowCurrent: { boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}` },
});

export interface NavRailEntryProps {
  /** Dividers are drawn by the list around the entries. */
  entry: Exclude<VisibleEntry, MenuDivider>;
  dense: boolean;
  /** Vertical: a tab of the rail, menus open beside it. Horizontal: an entry of the top menu, menus open below. */
  orientation?: 'vertical' | 'horizontal';
  path: string;
  dns: readonly DnsEntry[];
  onNavigate: (target: { path: string; event?: string }) => void;
}

const contains = (entry: VisibleEntry, path: string): boolean =>
  entry.type === 'group' ? entry.children.some((c) => contains(c, path)) : entry.type === 'item' && entry.path === path;

/**
 * One tab of the rail or one entry of the horizontal menu: a plain item navigates; a group or the
 * admin links open a menu on hover (150 ms, spec/1 §2.7) or on Enter and the arrow keys.
 */
export function NavRailEntry({ entry, dense, orientation = 'vertical', path, dns, onNavigate }: NavRailEntryProps) {
  const horizontal = orientation === 'horizontal';
  const styles = useStyles();
  const t = useT();
  const label = t(entry.labelKey as MessageKey);
  const icon = MENU_ICONS[entry.id] ?? MENU_ICONS.dashboards;
  const tab = (extra: { onClick?: () => void } = {}): ReactElement => (
    <Button
      appearance="subtle"
      icon={icon}
      aria-label={dense ? label : undefined}
      className={mergeClasses(
        styles.tab,
        horizontal && styles.row,
        contains(entry, path) && (horizontal ? styles.rowCurrent : styles.current),
      )}
      {...extra}
    >
      {dense ? undefined : label}
    </Button>
  );
  const withTip = (el: ReactElement) =>
    dense ? (
      <Tooltip content={label} relationship="description" positioning="after">
        {el}
      </Tooltip>
    ) : (
      el
    );

  if (entry.type === 'item')
    return withTip(tab({ onClick: () => onNavigate({ path: entry.path, event: entry.event }) }));

  const children: MenuEntryItem[] = entry.type === 'group' ? entry.children : [entry];
  return (
    <Menu openOnHover hoverDelay={MENU_HOVER_DELAY_MS} positioning={horizontal ? 'below-start' : 'after'}>
      <MenuTrigger disableButtonEnhancement={false}>{tab()}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {children.flatMap((child) =>
            child.type === 'external'
              ? externalLinks(child, dns).map((l) => (
                  <MenuItemLink key={l.key} href={l.href} target="_blank" rel="noopener">
                    {t(l.labelKey, l.values)}
                  </MenuItemLink>
                ))
              : child.type === 'link'
                ? [
                    <MenuItemLink key={child.id} href={child.url} target="_blank" rel="noopener">
                      {t(child.labelKey as MessageKey)}
                    </MenuItemLink>,
                  ]
                : [
                    <MenuItem key={child.id} onClick={() => onNavigate({ path: child.path, event: child.event })}>
                      {t(child.labelKey as MessageKey)}
                    </MenuItem>,
                  ],
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
