import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CONTAINER_WIDTH } from '@marquee/core/constants';
import type { BarPosition, LayoutMode, NavbarPosition } from '@marquee/core/theme/settings';
import type { ReactNode, RefObject } from 'react';
import { LoadingBar } from './LoadingBar.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  // Boxed: the shell is a centred 1570 px box and the page scrolls as a whole.
  boxed: {
    height: 'auto',
    minHeight: '100vh',
    overflow: 'visible',
    maxWidth: `${CONTAINER_WIDTH}px`,
    marginInline: 'auto',
    boxShadow: tokens.shadow16,
  },
  navEnd: { flexDirection: 'row-reverse' },
  navSlot: { display: 'flex', flexShrink: 0, height: '100%', '& > *': { display: 'flex', height: '100%' } },
  navSticky: { position: 'sticky', top: 0, height: '100vh', alignSelf: 'flex-start' },
  // Its own stacking context: a page's z-indexes never rise above the folded-opened navbar.
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, isolation: 'isolate' },
  main: { flexGrow: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  mainBoxed: { overflowY: 'visible' },
  page: { flexGrow: 1, padding: tokens.spacingHorizontalXXL, width: '100%', boxSizing: 'border-box' },
  container: { maxWidth: `${CONTAINER_WIDTH}px`, marginInline: 'auto' },
});

export interface ShellLayoutProps {
  mode: LayoutMode;
  navbarPosition: NavbarPosition;
  /** Null when hidden by the theme settings. */
  navbar: ReactNode;
  toolbar: ReactNode;
  toolbarPosition: BarPosition;
  footer: ReactNode;
  footerPosition: BarPosition;
  children: ReactNode;
  /** The scrolling page area, scrolled to the top on every route change. */
  mainRef?: RefObject<HTMLElement | null>;
}

/**
 * The shell's frame: navbar at the start, the end or across the top under the toolbar; toolbar and footer fixed (outside the
 * scrolling area) or static (scrolling with the page); full width, boxed or container.
 */
export function ShellLayout(props: ShellLayoutProps) {
  const { mode, navbarPosition, navbar, toolbar, toolbarPosition, footer, footerPosition, children, mainRef } = props;
  const styles = useStyles();
  const boxed = mode === 'boxed';
  // On top, the menu sits under the toolbar and goes with it: fixed or scrolling with the page.
  const top = navbarPosition === 'top';
  return (
    <div className={mergeClasses(styles.root, boxed && styles.boxed, navbarPosition === 'right' && styles.navEnd)}>
      {navbar && !top && <div className={mergeClasses(styles.navSlot, boxed && styles.navSticky)}>{navbar}</div>}
      <div className={styles.column}>
        <LoadingBar />
        {toolbarPosition === 'fixed' && toolbar}
        {top && toolbarPosition === 'fixed' && navbar}
        <main className={mergeClasses(styles.main, boxed && styles.mainBoxed)} ref={mainRef}>
          {toolbarPosition === 'static' && toolbar}
          {top && toolbarPosition === 'static' && navbar}
          <div className={mergeClasses(styles.page, mode === 'container' && styles.container)}>{children}</div>
          {footerPosition === 'static' && footer}
        </main>
        {footerPosition === 'fixed' && footer}
      </div>
    </div>
  );
}
