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
  hideSmall: { '@media (max-width: 600px)': { display: 'none' } },
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
          aria-label={`${name}, ${shownTitle}`}
          icon={<Avatar size={32} color="brand" name={name} image={image ? { src: image, alt: '' } : undefined} />}
        >
          <span className={mergeClasses(styles.who, styles.hideSmall)}>
            <Text weight="semibold">{name}</Text>
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
