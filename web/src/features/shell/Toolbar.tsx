import { Button, CounterBadge, Hamburger, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import {
  AlertRegular,
  BuildingMultipleRegular,
  PaintBrushRegular,
  PanelRightRegular,
  WrenchRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { FontSizeMenu } from './FontSizeMenu.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '56px',
    '@media (max-width: 600px)': { gap: 0, paddingInline: tokens.spacingHorizontalS },
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    zIndex: 1,
  },
  spacer: { flexGrow: 1, minWidth: 0 },
  badged: { position: 'relative' },
  badge: { position: 'absolute', top: '2px', insetInlineEnd: '2px', pointerEvents: 'none' },
  // Fewer buttons fit a phone: the least used ones go (the theme panel still has them).
  wide: { '@media (max-width: 600px)': { display: 'none' } },
});

export interface ToolbarProps {
  /** Null when the navbar is hidden by the theme settings: nothing to toggle. */
  navOpen: boolean | null;
  onToggleNav: () => void;
  /** The customer selector, when it shows on this path. */
  customerSelector: ReactNode;
  languageMenu: ReactNode;
  fontScale: number;
  onFontScale: (scale: number) => void;
  onThemeSettings: () => void;
  notificationCount: number;
  onNotifications: () => void;
  onQuickPanel: () => void;
  /** Provider staff get a general-settings shortcut (spec/1 §2.6). */
  onGeneralSettings: (() => void) | null;
  /** Provider staff open Customers from here; absent for everyone else. */
  onCustomers?: (() => void) | null;
  userMenu: ReactNode;
}

/** The toolbar above every signed-in page (spec/1 §2.6). */
export function Toolbar(props: ToolbarProps) {
  const { navOpen, onToggleNav, customerSelector, languageMenu, fontScale, onFontScale, userMenu } = props;
  const { onThemeSettings, notificationCount, onNotifications, onQuickPanel, onGeneralSettings, onCustomers } = props;
  const styles = useStyles();
  const t = useT();
  return (
    <header className={styles.root}>
      {navOpen !== null && (
        <Tooltip content={t('shell.toggleNavbar')} relationship="label">
          <Hamburger onClick={onToggleNav} aria-expanded={navOpen} />
        </Tooltip>
      )}
      <div className={styles.spacer} />
      {customerSelector}
      {languageMenu}
      <span className={styles.wide}>
        <FontSizeMenu value={fontScale} onChange={onFontScale} />
      </span>
      <span className={styles.wide}>
        <FullscreenButton />
      </span>
      <Tooltip content={t('shell.themeSettings')} relationship="label">
        <Button appearance="subtle" icon={<PaintBrushRegular />} onClick={onThemeSettings} />
      </Tooltip>
      {onCustomers && (
        <Tooltip content={t('tenants.title')} relationship="label">
          <Button appearance="subtle" icon={<BuildingMultipleRegular />} onClick={onCustomers} />
        </Tooltip>
      )}
      {onGeneralSettings && (
        <Tooltip content={t('generalSettings.title')} relationship="label">
          <Button appearance="subtle" icon={<WrenchRegular />} onClick={onGeneralSettings} />
        </Tooltip>
      )}
      <span className={styles.badged}>
        <Tooltip content={t('notifications.open', { count: notificationCount })} relationship="label">
          <Button appearance="subtle" icon={<AlertRegular />} onClick={onNotifications} />
        </Tooltip>
        {notificationCount > 0 && (
          <CounterBadge className={styles.badge} count={notificationCount} size="small" aria-hidden />
        )}
      </span>
      <Tooltip content={t('quickPanel.open')} relationship="label">
        <Button appearance="subtle" icon={<PanelRightRegular />} onClick={onQuickPanel} />
      </Tooltip>
      {userMenu}
    </header>
  );
}
