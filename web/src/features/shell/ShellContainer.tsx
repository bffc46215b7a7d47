import type { MasterClient } from '@marquee/core/identity';
import { visibleMenu } from '@marquee/core/routes';
import { showsCustomerSelector } from '@marquee/core/shell';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { AreaTheme } from '../../app/theme/AreaTheme.tsx';
import { themeStore } from '../../app/theme/themeStore.ts';
import { useAppliedTheme } from '../../app/theme/useThemeSettings.ts';
import { useTenancy } from '../../app/tenancy/useTenancy.ts';
import { toViewer } from '../../app/viewer/toViewer.ts';
import { useLogVisitMutation, type ViewerFieldsFragment } from '../../generated/graphql.ts';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { useScrollToTop } from '../../hooks/useScrollToTop.ts';
import { UserLanguageContainer } from '../language/UserLanguageContainer.tsx';
import { useNotifications } from '../notifications/useNotifications.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { CustomerSelector } from './CustomerSelector.tsx';
import { IncompleteProfileDialog } from './IncompleteProfileDialog.tsx';
import { ShellFooter } from './ShellFooter.tsx';
import { ShellLayout } from './ShellLayout.tsx';
import { ShellNavbar } from './ShellNavbar.tsx';
import { type ShellPanel, ShellPanels } from './ShellPanels.tsx';
import { ThemeSettingsButton } from './ThemeSettingsButton.tsx';
import { Toolbar } from './Toolbar.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Below this width the navbar is a modal drawer. */
const SMALL_SCREEN = '(max-width: 960px)';

export interface ShellContainerProps {
  me: ViewerFieldsFragment;
  path: string;
  children: ReactNode;
}

/** The signed-in shell: navbar, toolbar, footer, side panels, incomplete-profile modal. */
export function ShellContainer({ me, path, children }: ShellContainerProps) {
  const [, navigate] = useLocation();
  const theme = useAppliedTheme();
  const small = useMediaQuery(SMALL_SCREEN);
  const [navOpen, setNavOpen] = useState(!small);
  useEffect(() => setNavOpen(!small), [small]);
  const [panel, setPanel] = useState<ShellPanel>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<ShellPanel>>(new Set());
  const openPanel = (p: ShellPanel) => {
    setLoaded((s) => new Set(s).add(p));
    setPanel(p);
  };
  const notifications = useNotifications();
  const mainRef = useRef<HTMLElement>(null);
  useScrollToTop(path, mainRef);

  const viewer = useMemo(() => toViewer(me), [me]);
  const entries = useMemo(() => visibleMenu(viewer), [viewer]);
  const [logVisit] = useLogVisitMutation({ context: { silent: true } });
  const signOut = useSignOut();
  const { selectedId, select } = useTenancy();

  const onNavigate = ({ path: to, event }: { path: string; event?: string }) => {
    // Visit logs are best effort (spec/1 §7): failures are only logged.
    if (event) logVisit({ variables: { eventName: event } }).catch((e) => console.warn('logVisit failed', e));
    navigate(to);
    if (small) setNavOpen(false);
  };
  const clients: readonly MasterClient[] = me.masterClients;
  const showNavbar = theme.navbar.display;

  const toolbar = (
    <AreaTheme area="toolbar">
      <Toolbar
        navOpen={showNavbar ? navOpen : null}
        onToggleNav={() => setNavOpen((o) => !o)}
        customerSelector={
          showsCustomerSelector(path, viewer) ? (
            <CustomerSelector clients={clients} selectedId={selectedId} onSelect={(id) => void select(id)} />
          ) : null
        }
        languageMenu={<UserLanguageContainer />}
        fontScale={theme.fontScale}
        onFontScale={(fontScale) => themeStore.update((s) => ({ ...s, fontScale }))}
        onThemeSettings={() => openPanel('theme')}
        notificationCount={notifications.length}
        onNotifications={() => openPanel('notifications')}
        onQuickPanel={() => openPanel('quick')}
        onGeneralSettings={me.isProviderStaff ? () => navigate('/general-settings') : null}
        onCustomers={me.isProviderStaff ? () => navigate('/customers') : null}
        userMenu={
          <UserMenu
            name={`${me.firstName} ${me.lastName}`.trim()}
            title={me.title[0] ?? null}
            image={me.image ?? null}
            onProfile={() => navigate('/profile')}
            onLogout={() => void signOut()}
          />
        }
      />
    </AreaTheme>
  );

  return (
    <>
      <ShellLayout
        mainRef={mainRef}
        mode={theme.mode}
        navbarPosition={theme.navbar.position}
        navbar={
          showNavbar ? (
            <ShellNavbar
              style={theme.navbar.style}
              position={theme.navbar.position}
              open={navOpen}
              onOpenChange={setNavOpen}
              small={small}
              path={path}
              user={{ firstName: me.firstName, lastName: me.lastName, email: me.email, image: me.image ?? null }}
              entries={entries}
              dns={me.dns}
              onNavigate={onNavigate}
            />
          ) : null
        }
        toolbar={theme.toolbar.display ? toolbar : null}
        toolbarPosition={theme.toolbar.position}
        footer={
          theme.footer.display ? (
            <AreaTheme area="footer">
              <ShellFooter />
            </AreaTheme>
          ) : null
        }
        footerPosition={theme.footer.position}
      >
        {children}
      </ShellLayout>
      {!theme.toolbar.display && <ThemeSettingsButton onClick={() => openPanel('theme')} />}
      <ShellPanels open={panel} loaded={loaded} onClose={() => setPanel(null)} />
      <IncompleteProfileDialog
        open={!me.isProfileCompleted && path !== '/profile'}
        onOk={() => navigate('/profile?page=points')}
      />
    </>
  );
}
