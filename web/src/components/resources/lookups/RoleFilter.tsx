import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import type { FiltersProps } from '../resourceScreenConfig.ts';
import { useT } from '../../../i18n/useT.ts';
import { useRoleOptions } from './useRoleOptions.ts';

const useStyles = makeStyles({ root: { minWidth: '200px' } });

const ALL = '';

/** The role filter of the Users and Director Users tables. */
export function RoleFilter({ filters, onChange }: FiltersProps<{ roleId: number | null }>) {
  const styles = useStyles();
  const t = useT();
  const roles = useRoleOptions();
  const current = roles.find((r) => r.value === filters.roleId);
  return (
    <Field label={t('settings.filterRole')} orientation="horizontal">
      <Dropdown
        inlinePopup
        className={styles.root}
        value={current?.label ?? t('settings.allRoles')}
        selectedOptions={[filters.roleId === null ? ALL : String(filters.roleId)]}
        onOptionSelect={(_, d) => onChange('roleId', d.optionValue ? Number(d.optionValue) : null)}
      >
        <Option value={ALL}>{t('settings.allRoles')}</Option>
        {roles.map((r) => (
          <Option key={r.value} value={String(r.value)}>
            {r.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
