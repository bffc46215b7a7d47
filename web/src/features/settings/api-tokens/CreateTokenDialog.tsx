import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { FlagName } from '@marquee/core/permissions';
import { useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { EXPIRY_CHOICES, type NewToken } from './apiTokenTypes.ts';
import { FLAG_LABEL, type GrantableModule } from './grantable.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grants: {
    maxHeight: '320px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  module: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { minWidth: '200px', fontWeight: tokens.fontWeightSemibold },
});

export interface CreateTokenDialogProps {
  open: boolean;
  masterClientName: string;
  modules: readonly GrantableModule[];
  busy: boolean;
  /** Field messages from the server, by field (name, grants, expiresAt). */
  errors: Record<string, string>;
  onCancel: () => void;
  onSubmit: (token: NewToken) => void;
}

const key = (module: number, flag: FlagName) => `${module}:${flag}`;

/** The create form: name, the (current) master client, the creator's own flags to carry, expiry. */
export function CreateTokenDialog({
  open,
  masterClientName,
  modules,
  busy,
  errors,
  onCancel,
  onSubmit,
}: CreateTokenDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [name, setName] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [days, setDays] = useState<number | null>(EXPIRY_CHOICES[0] ?? null);
  const expiryText = (d: number | null) =>
    d === null ? t('apiTokens.form.expiryNone') : t('apiTokens.form.expiryDays', { days: d });
  const toggle = (k: string, on: boolean) =>
    setTicked((all) => {
      const next = new Set(all);
      if (on) next.add(k);
      else next.delete(k);
      return next;
    });
  const submit = () =>
    onSubmit({
      name,
      days,
      grants: modules
        .map((m) => ({ module: m.module, flags: m.flags.filter((f) => ticked.has(key(m.module, f))) }))
        .filter((g) => g.flags.length > 0),
    });

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface aria-label={t('apiTokens.form.title')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('apiTokens.form.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('apiTokens.form.name')} required validationMessage={errors.name}>
                <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label={t('apiTokens.form.masterClient')}>
                <Input value={masterClientName} readOnly />
              </Field>
              <Field
                label={t('apiTokens.form.permissions')}
                hint={t('apiTokens.form.permissionsHint')}
                validationMessage={errors.grants}
              >
                <fieldset className={styles.grants} aria-label={t('apiTokens.form.permissions')}>
                  {modules.map((m) => (
                    <div key={m.module} className={styles.module}>
                      <Text className={styles.label}>{t(m.label, m.labelValues)}</Text>
                      {m.flags.map((f) => (
                        <Checkbox
                          key={f}
                          label={t(FLAG_LABEL[f])}
                          aria-label={`${t(m.label, m.labelValues)}: ${t(FLAG_LABEL[f])}`}
                          checked={ticked.has(key(m.module, f))}
                          onChange={(_, d) => toggle(key(m.module, f), d.checked === true)}
                        />
                      ))}
                    </div>
                  ))}
                </fieldset>
              </Field>
              <Field label={t('apiTokens.form.expiry')} validationMessage={errors.expiresAt}>
                <Dropdown
                  value={expiryText(days)}
                  selectedOptions={[String(days)]}
                  onOptionSelect={(_, d) => setDays(d.optionValue === 'null' ? null : Number(d.optionValue))}
                >
                  {EXPIRY_CHOICES.map((d) => (
                    <Option key={String(d)} value={String(d)}>
                      {expiryText(d)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{t('apiTokens.form.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('apiTokens.form.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
