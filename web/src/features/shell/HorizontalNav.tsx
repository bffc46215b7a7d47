import { makeStyles, tokens } from '@fluentui/react-components';
import type { DnsEntry } from '@marquee/core/identity';
import type { VisibleEntry } from '@marquee/core/routes';
import { useT } from '../../i18n/useT.ts';
import { NavRailEntry } from './NavRailEntry.tsx';

const useStyles = makeStyles({
  root: {
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    // More entries than the width holds scroll sideways rather than wrapping onto a second row.
    overflowX: 'auto',
  },
  list: {
    display: 'flex',
    gap: tokens.spacingHorizontalXXS,
    listStyle: 'none',
    margin: 0,
    paddingInline: tokens.spacingHorizontalM,
  },
  divider: { width: '1px', marginBlock: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralStroke2 },
});

export interface HorizontalNavProps {
  path: string;
  entries: readonly VisibleEntry[];
  dns: readonly DnsEntry[];
  onNavigate: (target: { path: string; event?: string }) => void;
}

/**
 * The menu laid out horizontally under the toolbar (navbar position "top"): one entry per
 * top-level item, groups open as menus below. Small screens keep the drawer instead.
 */
export function HorizontalNav({ path, entries, dns, onNavigate }: HorizontalNavProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <nav aria-label={t('shell.mainNavigation')} className={styles.root}>
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.type === 'divider' ? (
            <li key={entry.id} aria-hidden="true" className={styles.divider} />
          ) : (
            <li key={entry.id}>
              <NavRailEntry
                entry={entry}
                dense={false}
                orientation="horizontal"
                path={path}
                dns={dns}
                onNavigate={onNavigate}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
