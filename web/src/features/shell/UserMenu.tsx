import {
  Avatar,
  makeStyles,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  who: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    textAlign: 'left',
    lineHeight: 1.2,
    paddingInlineStart: tokens.spacingHorizontalXS,
  },
  title: { color: tokens.colorNeutralForeground3 },
  // At phone width only the avatar shows; the name and title stay in the accessibility tree
  // (visually hidden, not display:none), so the button keeps its name from its content.
  hideSmall: {
    '@media (max-width: 600px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export interface UserMenuProps {
  name: string;
  /** The first job title; the menu shows 'Guest' when null. */
  title: string | null;
  image: string | null;
  onProfile: () => void;
  onLogout: () => void;
}

/** The toolbar's user menu (spec/1 §2.6): name and title; My Profile and Logout. */
export function UserMenu({ name, title, image, onProfile, onLogout }: UserMenuProps) {
  const styles = useStyles();
  const t = useT();
  const shownTitle = title ?? t('shell.guest');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          // WCAG 2.5.3 (axe label-content-name-mismatch): no aria-label; the name comes from the
          // visible text itself (name, then title), so the two can never differ. The avatar's
          // initials are decoration.
          // The one account menu of the shell, for tests that sign out whoever is signed in.
          data-testid="user-menu"
          icon={
            <Avatar
              aria-hidden
              size={32}
              color="brand"
              name={name}
              image={image ? { src: image, alt: '' } : undefined}
            />
          }
        >
          <span className={mergeClasses(styles.who, styles.hideSmall)}>
            <Text weight="semibold">{name}</Text>{' '}
            <Text size={200} className={styles.title}>
              {shownTitle}
            </Text>
          </span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={onProfile}>
            {t('shell.myProfile')}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={onLogout}>
            {t('shell.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
