import type { DnsEntry } from '@marquee/core/identity';
import type { VisibleEntry } from '@marquee/core/routes';
import type { NavbarPosition, NavbarStyle } from '@marquee/core/theme/settings';
import { AreaTheme } from '../../app/theme/AreaTheme.tsx';
import { FoldedNavbar } from './FoldedNavbar.tsx';
import { HorizontalNav } from './HorizontalNav.tsx';
import { Navbar } from './Navbar.tsx';
import { NavRail } from './NavRail.tsx';
import type { UserCardProps } from './UserCard.tsx';

export interface ShellNavbarProps {
  style: NavbarStyle;
  position: NavbarPosition;
  /** Slide: open or closed. Folded: folded (true) or unfolded to full width (false). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Small screens: always the modal drawer, whatever the style. */
  small: boolean;
  path: string;
  user: UserCardProps;
  entries: readonly VisibleEntry[];
  dns: readonly DnsEntry[];
  onNavigate: (target: { path: string; event?: string }) => void;
}

/** The navbar in the style the theme settings chose, painted with the navbar's colour theme. */
export function ShellNavbar({ style, open, onOpenChange, small, ...rest }: ShellNavbarProps) {
  const common = { ...rest, onOpenChange };
  let bar: React.ReactNode;
  if (small) bar = <Navbar {...common} open={open} overlay />;
  else if (rest.position === 'top') bar = open ? <HorizontalNav {...rest} /> : null;
  else if (style === 'tabbed' || style === 'tabbed-dense')
    bar = open ? <NavRail {...rest} dense={style === 'tabbed-dense'} /> : null;
  else if (style === 'folded' && open)
    bar = (
      <FoldedNavbar atEnd={rest.position === 'right'}>
        {(opened) => <Navbar {...common} open overlay={false} compact={!opened} />}
      </FoldedNavbar>
    );
  else bar = <Navbar {...common} open={style === 'folded' ? true : open} overlay={false} />;
  return <AreaTheme area="navbar">{bar}</AreaTheme>;
}
