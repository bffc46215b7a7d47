import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { MoreVerticalRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', justifyContent: 'flex-end' },
});

export interface RoleActionsProps {
  name: string;
  dirty: boolean;
  saving: boolean;
  canEdit: boolean;
  canRemove: boolean;
  /** The role itself may not be changed (role 1, shared, own, provider). */
  locked: boolean;
  onCancel: () => void;
  onSave: () => void;
  onEdit: () => void;
  /** Absent where a copy would not belong on the screen (Roles & Departments lists roles by location). */
  onDuplicate?: () => void;
  onRemove: () => void;
}

/** CANCEL and SAVE (only when changed; a spinner while saving) and the role menu (spec/3 §2, §6). */
export function RoleActions(props: RoleActionsProps) {
  const t = useT();
  const styles = useStyles();
  const { name, dirty, saving, canEdit, canRemove, locked } = props;
  return (
    <div className={styles.actions}>
      {saving && <Spinner size="tiny" aria-label={t('common.loading')} />}
      {dirty && !saving && (
        <>
          <Button size="small" onClick={props.onCancel}>
            {t('roles.button.cancel')}
          </Button>
          <Button size="small" appearance="primary" onClick={props.onSave}>
            {t('roles.button.save')}
          </Button>
        </>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            size="small"
            appearance="subtle"
            icon={<MoreVerticalRegular />}
            aria-label={t('roles.security.actions', { name })}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem disabled={!canEdit || locked} onClick={props.onEdit}>
              {t('roles.menu.edit')}
            </MenuItem>
            {props.onDuplicate && (
              <MenuItem disabled={!canEdit} onClick={props.onDuplicate}>
                {t('roles.menu.duplicate')}
              </MenuItem>
            )}
            <MenuItem disabled={!canRemove || locked} onClick={props.onRemove}>
              {t('roles.menu.delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
