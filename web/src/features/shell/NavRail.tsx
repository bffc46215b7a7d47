import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NAVBAR_FOLDED_WIDTH } from '@marquee/core/constants';
import type { DnsEntry } from '@marquee/core/identity';
import type { VisibleEntry } from '@marquee/core/routes';
import type { NavbarPosition } from '@marquee/core/theme/settings';
import { MarqueeMark } from '../../components/MarqueeMark.tsx';
import { useT } from '../../i18n/useT.ts';
import { NavRailEntry } from './NavRailEntry.tsx';
import { UserCard, type UserCardProps } from './UserCard.tsx';

/** Side panel widths of spec/1 §9: style-3 120 px, dense 64 px. */
const RAIL_WIDTH = 120;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    flexShrink: 0,
    width: `${RAIL_WIDTH}px`,
    height: '100%',
    overflowY: 'auto',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    // The same surface as Fluent's NavDrawer, so both navbar styles look alike.
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground1,
  },
  dense: { width: `${NAVBAR_FOLDED_WIDTH}px` },
  start: { borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  end: { borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
  list: { display: 'grid', gap: tokens.spacingVerticalXS, width: '100%', listStyle: 'none', margin: 0, padding: 0 },
  footer: { marginBlockStart: 'auto', paddingBlock: tokens.spacingVerticalS },
  divider: { height: '1px', marginInline: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralStroke2 },
});

export interface NavRailProps {
  dense: boolean;
  position: NavbarPosition;
  path: string;
  user: UserCardProps;
  entries: readonly VisibleEntry[];
  dns: readonly DnsEntry[];
  onNavigate: (target: { path: string; event?: string }) => void;
}

/** The tabbed navbar of layout style 3: one tab per top-level entry; groups open as menus. */
export function NavRail({ dense, position, path, user, entries, dns, onNavigate }: NavRailProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <nav
      aria-label={t('shell.mainNavigation')}
      className={mergeClasses(styles.root, dense && styles.dense, styles[position === 'right' ? 'end' : 'start'])}
    >
      <UserCard {...user} compact />
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.type === 'divider' ? (
            <li key={entry.id} aria-hidden="true" className={styles.divider} />
          ) : (
            <li key={entry.id}>
              <NavRailEntry entry={entry} dense={dense} path={path} dns={dns} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
      <div className={styles.footer}>
        <MarqueeMark size={20} />
      </div>
    </nav>
  );
}
