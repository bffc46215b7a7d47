import {
  Button,
  Checkbox,
  Divider,
  Field,
  Input,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CLUB_LIMITS, validateOnlineBookingSettings, WEEKDAYS } from '@marquee/core/club/settings';
import type { MessageKey } from '@marquee/core/messages/en';
import { useEffect, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useT } from '../../../i18n/useT.ts';
import { LocationPicker } from '../common/LocationPicker.tsx';
import type { ClubLocationOption } from '../common/useClubLocation.ts';
import { AvailabilityEditor } from './AvailabilityEditor.tsx';
import { BlackoutDatesEditor } from './BlackoutDatesEditor.tsx';
import { ClubBrandingSection } from './ClubBrandingSection.tsx';
import { numberOrNull, type SettingsDoc, setIn } from './settingsForm.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  prompt: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS },
  categories: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    padding: 0,
    margin: 0,
  },
});

export interface ClubSettingsPageProps {
  locations: readonly ClubLocationOption[];
  code: string | null;
  onLocation: (code: string) => void;
  /** Undefined while loading. */
  loaded: { settings: SettingsDoc; timeZone: string; categories: { id: number; name: string }[] } | undefined;
  failed: boolean;
  saving: boolean;
  canSave: boolean;
  /** Field path → message the server sent. */
  serverErrors: Record<string, string>;
  onSave: (settings: SettingsDoc) => void;
  /** Stores a logo or background file and answers its path (useImageUploader). */
  uploadImage: (dataUrl: string) => Promise<string>;
  /** The chosen location's guest shop address, where guests book online; null before a location. */
  shopUrl: string | null;
}

/** /club-booking/settings: the online-booking template of spec/1 §3 for one location. */
export function ClubSettingsPage(props: ClubSettingsPageProps) {
  const t = useT();
  const styles = useStyles();
  const { loaded, code } = props;
  const [doc, setDoc] = useState<SettingsDoc | null>(loaded?.settings ?? null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  useEffect(() => {
    setDoc(loaded?.settings ?? null);
    setChecked({});
  }, [loaded]);
  const errors = { ...props.serverErrors, ...checked };
  const set = (path: string, value: unknown) => setDoc((d) => (d ? setIn(d, path, value) : d));
  const save = () => {
    if (!doc) return;
    const problems = validateOnlineBookingSettings(doc);
    const texts = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, t(v as MessageKey)]));
    setChecked(texts);
    if (Object.keys(texts).length === 0) props.onSave(doc);
  };
  const msg = (path: string) => errors[path];
  const g = doc?.generalSettings;

  return (
    <section>
      <PageHeading>{t('menu.bookingSettings')}</PageHeading>
      <LocationPicker locations={props.locations} code={code} onChange={props.onLocation} />
      {!code ? (
        <Text>{t('club.pickLocationHint')}</Text>
      ) : props.failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('club.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !doc || !g || !loaded ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Text>{t('club.settings.timeZone', { zone: loaded.timeZone })}</Text>
          {props.shopUrl && (
            <Text>
              {t('club.settings.shop')}{' '}
              <Link href={props.shopUrl} target="_blank" rel="noopener">
                {props.shopUrl}
              </Link>
            </Text>
          )}
          <ClubBrandingSection
            branding={doc.branding}
            set={set}
            msg={msg}
            uploadImage={props.uploadImage}
            canSave={props.canSave}
          />
          <Divider />
          <h2>{t('club.settings.prompts')}</h2>
          {doc.customPrompts.prompts.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: prompts have no id; their position is their identity.
            <div key={i} className={styles.prompt}>
              <Field
                label={t('club.settings.prompt', { n: i + 1 })}
                validationMessage={msg(`customPrompts.prompts.${i}`)}
                required
              >
                <Input
                  value={p.label}
                  maxLength={100}
                  onChange={(_, d) => set(`customPrompts.prompts.${i}.label`, d.value)}
                />
              </Field>
              <Checkbox
                label={t('club.settings.promptRequired')}
                checked={p.isRequired}
                onChange={(_, d) => set(`customPrompts.prompts.${i}.isRequired`, d.checked === true)}
              />
              <Button
                onClick={() =>
                  set(
                    'customPrompts.prompts',
                    doc.customPrompts.prompts.filter((_, j) => j !== i),
                  )
                }
              >
                {t('club.remove')}
              </Button>
            </div>
          ))}
          {doc.customPrompts.prompts.length < CLUB_LIMITS.prompts && (
            <div>
              <Button
                onClick={() =>
                  set('customPrompts.prompts', [...doc.customPrompts.prompts, { label: '', isRequired: false }])
                }
              >
                {t('club.settings.addPrompt')}
              </Button>
            </div>
          )}
          <Divider />
          <h2>{t('club.settings.general')}</h2>
          <div className={styles.grid}>
            <Field label={t('club.settings.licenses')} validationMessage={msg('generalSettings.numberOfLicenses')}>
              <Input
                type="number"
                min={0}
                value={g.numberOfLicenses === null ? '' : String(g.numberOfLicenses)}
                onChange={(_, d) => set('generalSettings.numberOfLicenses', numberOrNull(d.value))}
              />
            </Field>
            <Field label={t('club.settings.advance')} validationMessage={msg('generalSettings.minTimeToBookInAdvance')}>
              <Input
                type="number"
                min={0}
                value={g.minTimeToBookInAdvance === null ? '' : String(g.minTimeToBookInAdvance)}
                onChange={(_, d) => set('generalSettings.minTimeToBookInAdvance', numberOrNull(d.value))}
              />
            </Field>
            <Field label={t('club.settings.buffer')} validationMessage={msg('generalSettings.bufferTime')} required>
              <Input
                type="number"
                value={String(g.bufferTime)}
                onChange={(_, d) => set('generalSettings.bufferTime', numberOrNull(d.value) ?? 0)}
              />
            </Field>
            <Field label={t('club.settings.start')} validationMessage={msg('generalSettings.start')}>
              <Input
                type="time"
                value={g.start ?? ''}
                onChange={(_, d) => set('generalSettings.start', d.value || null)}
              />
            </Field>
            <Field label={t('club.settings.end')} validationMessage={msg('generalSettings.end')}>
              <Input type="time" value={g.end ?? ''} onChange={(_, d) => set('generalSettings.end', d.value || null)} />
            </Field>
          </div>
          <Checkbox
            label={t('club.settings.preScheduled')}
            checked={g.isOnlyShowPreScheduledActivities}
            onChange={(_, d) => set('generalSettings.isOnlyShowPreScheduledActivities', d.checked === true)}
          />
          <Checkbox
            label={t('club.settings.relationship')}
            checked={g.isAskForRelationshipInfo}
            onChange={(_, d) => set('generalSettings.isAskForRelationshipInfo', d.checked === true)}
          />
          <AvailabilityEditor
            value={g.availabilityPerDay}
            onChange={(next) => set('generalSettings.availabilityPerDay', next)}
            errors={Object.fromEntries(WEEKDAYS.map((d) => [d, msg(`generalSettings.availabilityPerDay.${d}`)]))}
          />
          <Divider />
          <BlackoutDatesEditor
            value={doc.blackoutDates ?? []}
            onChange={(next) => set('blackoutDates', next)}
            errors={Object.fromEntries(
              (doc.blackoutDates ?? []).map((_, i) => [`blackoutDates.${i}`, msg(`blackoutDates.${i}`)]),
            )}
          />
          <Divider />
          <h2>{t('club.settings.categories')}</h2>
          <fieldset className={styles.categories}>
            <legend>{t('club.settings.categoriesHint')}</legend>
            {loaded.categories.map((c) => {
              const chosen = doc.categorySettings.productCategory.some((p) => p.categoryId === c.id);
              return (
                <Checkbox
                  key={c.id}
                  label={c.name}
                  checked={chosen}
                  onChange={(_, d) =>
                    set(
                      'categorySettings.productCategory',
                      d.checked
                        ? [...doc.categorySettings.productCategory, { categoryId: c.id }]
                        : doc.categorySettings.productCategory.filter((p) => p.categoryId !== c.id),
                    )
                  }
                />
              );
            })}
          </fieldset>
          <div className={styles.bar}>
            <Button appearance="primary" type="submit" disabled={!props.canSave || props.saving}>
              {t('club.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
