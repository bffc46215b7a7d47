import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  KIOSK_IDLE_SECONDS,
  KIOSK_WELCOME_LENGTH,
  type KioskSettings,
  validateKioskSettings,
} from '@marquee/core/club/kiosk';
import type { MessageKey } from '@marquee/core/messages/en';
import { useEffect, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useT } from '../../../i18n/useT.ts';
import { TextField, ToggleField } from '../common/fields.tsx';
import { LocationPicker } from '../common/LocationPicker.tsx';
import type { ClubLocationOption } from '../common/useClubLocation.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

export interface KioskSettingsPageProps {
  locations: readonly ClubLocationOption[];
  code: string | null;
  onLocation: (code: string) => void;
  settings: KioskSettings | undefined;
  failed: boolean;
  saving: boolean;
  canSave: boolean;
  serverErrors: Record<string, string>;
  onSave: (settings: KioskSettings) => void;
}

/** /club-kiosk/settings: what the kiosk of one location greets with and how it behaves. */
export function KioskSettingsPage(props: KioskSettingsPageProps) {
  const t = useT();
  const styles = useStyles();
  const [doc, setDoc] = useState<KioskSettings | undefined>(props.settings);
  const [checked, setChecked] = useState<Record<string, string>>({});
  useEffect(() => {
    setDoc(props.settings);
    setChecked({});
  }, [props.settings]);
  const errors = { ...props.serverErrors, ...checked };
  const set = <K extends keyof KioskSettings>(key: K, value: KioskSettings[K]) =>
    setDoc((d) => (d ? { ...d, [key]: value } : d));
  return (
    <section>
      <PageHeading>{t('club.kiosk.settingsTitle')}</PageHeading>
      <LocationPicker locations={props.locations} code={props.code} onChange={props.onLocation} />
      {!props.code ? (
        <Text>{t('club.pickLocationHint')}</Text>
      ) : props.failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('club.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !doc ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            const problems = validateKioskSettings(doc);
            const texts = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, t(v as MessageKey)]));
            setChecked(texts);
            if (Object.keys(texts).length === 0) props.onSave(doc);
          }}
        >
          <TextField
            label={t('club.kiosk.welcome')}
            value={doc.welcomeText}
            maxLength={KIOSK_WELCOME_LENGTH}
            onChange={(v) => set('welcomeText', v)}
            message={errors.welcomeText}
          />
          <TextField
            label={t('club.settings.colour')}
            value={doc.primaryColor}
            maxLength={7}
            onChange={(v) => set('primaryColor', v)}
            message={errors.primaryColor}
          />
          <TextField
            type="number"
            label={t('club.kiosk.idle')}
            hint={`${KIOSK_IDLE_SECONDS.min}–${KIOSK_IDLE_SECONDS.max}`}
            value={String(doc.idleTimeoutSeconds)}
            onChange={(v) => set('idleTimeoutSeconds', Number(v))}
            message={errors.idleTimeoutSeconds}
          />
          <ToggleField
            label={t('club.kiosk.showPrices')}
            checked={doc.showPrices}
            onChange={(v) => set('showPrices', v)}
          />
          <ToggleField
            label={t('club.kiosk.receipt')}
            checked={doc.offerEmailReceipt}
            onChange={(v) => set('offerEmailReceipt', v)}
          />
          <div>
            <Button appearance="primary" type="submit" disabled={!props.canSave || props.saving}>
              {t('club.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
