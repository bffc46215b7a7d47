import {
  makeStyles,
  mergeClasses,
  NavDivider,
  NavDrawer,
  NavDrawerBody,
  NavDrawerFooter,
  NavDrawerHeader,
  tokens,
} from '@fluentui/react-components';
import { NAVBAR_WIDTH } from '@marquee/core/constants';
import type { DnsEntry } from '@marquee/core/identity';
import type { VisibleEntry } from '@marquee/core/routes';
import type { NavbarPosition } from '@marquee/core/theme/settings';
import { useT } from '../../i18n/useT.ts';
import { NavFooter } from './NavFooter.tsx';
import { NavMenu } from './NavMenu.tsx';
import { UserCard, type UserCardProps } from './UserCard.tsx';

const useStyles = makeStyles({
  drawer: {
    width: `${NAVBAR_WIDTH}px`,
    maxWidth: '100vw',
    height: '100%',
  },
  // Folded to 64 px: icons only; labels and sub items would show as clipped letters.
  compact: {
    '& .fui-NavItem, & .fui-NavCategoryItem': { color: 'transparent' },
    '& .fui-NavItem__icon, & .fui-NavCategoryItem__icon': { color: tokens.colorNeutralForeground2 },
    '& .fui-NavSubItemGroup, & .fui-NavCategoryItem__expandIcon': { display: 'none' },
  },
  start: { borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  end: { borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
});

export interface NavbarProps {
  open: boolean;
  /** Small screens: a modal drawer that closes when an item is picked. */
  overlay: boolean;
  onOpenChange: (open: boolean) => void;
  position: NavbarPosition;
  /** Folded to 64 px and not hovered: the user card shrinks to its avatar. */
  compact?: boolean;
  /** The current path: its item is selected and its group opened. */
  path: string;
  user: UserCardProps;
  entries: readonly VisibleEntry[];
  dns: readonly DnsEntry[];
  onNavigate: (target: { path: string; event?: string }) => void;
}

/** The 280 px navigation bar of spec/1 §2.6: user card, menu, provider footer. */
export function Navbar(props: NavbarProps) {
  const { open, overlay, onOpenChange, position, compact = false, path, user, entries, dns, onNavigate } = props;
  const styles = useStyles();
  const t = useT();
  const group = entries.find((e) => e.type === 'group' && e.children.some((c) => c.type === 'item' && c.path === path));
  // Left and right are the reading start and end, so RTL mirrors the whole layout.
  const side = position === 'right' ? 'end' : 'start';
  return (
    <NavDrawer
      className={mergeClasses(styles.drawer, styles[side], compact && styles.compact)}
      open={open}
      position={side}
      type={overlay ? 'overlay' : 'inline'}
      onOpenChange={(_, d) => onOpenChange(d.open)}
      selectedValue={path}
      selectedCategoryValue={group?.id}
      defaultOpenCategories={group ? [group.id] : []}
      aria-label={t('shell.mainNavigation')}
      tabbable
    >
      <NavDrawerHeader>
        <UserCard {...user} compact={compact} />
        <NavDivider />
      </NavDrawerHeader>
      <NavDrawerBody>
        <NavMenu entries={entries} dns={dns} onNavigate={onNavigate} />
      </NavDrawerBody>
      <NavDrawerFooter>
        <NavFooter />
      </NavDrawerFooter>
    </NavDrawer>
  );
}
