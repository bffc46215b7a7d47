import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { Branding } from '@marquee/core/marketing/branding';
import { brandedEmail } from '@marquee/core/marketing/layout';
import type { MessageKey } from '@marquee/core/messages/en';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { UploadedImageField } from '../../../components/resources/UploadedImageField.tsx';
import { BRAND_IMAGE_RULES } from '@marquee/core/settings/brandImage';
import { useT } from '../../../i18n/useT.ts';
import { EmailFrame } from '../shared/EmailFrame.tsx';
import { type LocationChoice, LocationCodePicker } from '../shared/LocationCodePicker.tsx';
import { BRANDING_FIELDS, type BrandingField, type BrandingValues } from './brandingForm.ts';

const useStyles = makeStyles({
  pickers: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalL },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 1fr) minmax(320px, 1.4fr)',
    gap: tokens.spacingHorizontalXXL,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  colour: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: { width: '32px', height: '32px', padding: 0, border: 'none', background: 'none' },
});

export interface BrandingPageProps {
  locations: readonly LocationChoice[];
  locationCode: string | null;
  onLocation: (code: string) => void;
  languages: readonly { id: number; name: string }[];
  languageId: number;
  onLanguage: (id: number) => void;
  /** Undefined while loading. */
  values: BrandingValues | undefined;
  loadFailed: boolean;
  errors: Partial<Record<BrandingField, string>>;
  canSave: boolean;
  saving: boolean;
  onChange: (field: BrandingField, value: string) => void;
  /** Stores a logo file and answers its path (useImageUploader). */
  uploadImage: (dataUrl: string) => Promise<string>;
  onSave: () => void;
}

/** Branding of a location's e-mails per language, with a live preview beside the form. */
export function BrandingPage(props: BrandingPageProps) {
  const styles = useStyles();
  const t = useT();
  const { values } = props;
  const preview =
    values &&
    brandedEmail(
      { ...(values as Omit<Branding, 'locationId' | 'languageId'>), locationId: 0, languageId: props.languageId },
      t('marketing.branding.previewSubject'),
      `<h2>${t('marketing.branding.previewSubject')}</h2><p>${t('marketing.branding.previewBody')}</p>`,
    );
  return (
    <section>
      <PageHeading>{t('marketing.branding.title')}</PageHeading>
      <div className={styles.pickers}>
        <LocationCodePicker locations={props.locations} value={props.locationCode} onChange={props.onLocation} />
        <Field label={t('marketing.language')}>
          <Dropdown
            inlinePopup
            value={props.languages.find((l) => l.id === props.languageId)?.name ?? ''}
            selectedOptions={[String(props.languageId)]}
            onOptionSelect={(_, d) => d.optionValue && props.onLanguage(Number(d.optionValue))}
          >
            {props.languages.map((l) => (
              <Option key={l.id} value={String(l.id)}>
                {l.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {props.locationCode === null ? (
        <Text>{t('marketing.selectLocationBranding')}</Text>
      ) : props.loadFailed ? (
        <Text role="alert">{t('error.generic')}</Text>
      ) : !values ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className={styles.columns}>
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              props.onSave();
            }}
          >
            {BRANDING_FIELDS.map((f) =>
              f.image ? (
                <UploadedImageField
                  key={f.name}
                  label={t(f.label as MessageKey)}
                  value={values[f.name]}
                  upload={props.uploadImage}
                  onChange={(value) => props.onChange(f.name, value ?? '')}
                  rules={BRAND_IMAGE_RULES}
                  hint={t('brandImage.hint', {
                    width: BRAND_IMAGE_RULES.maxWidth!,
                    height: BRAND_IMAGE_RULES.maxHeight!,
                  })}
                  message={props.errors[f.name]}
                  readOnly={!props.canSave}
                />
              ) : (
                <Field key={f.name} label={t(f.label as MessageKey)} validationMessage={props.errors[f.name]}>
                  {f.multiline ? (
                    <Textarea
                      value={values[f.name]}
                      readOnly={!props.canSave}
                      onChange={(_, d) => props.onChange(f.name, d.value)}
                    />
                  ) : f.colour ? (
                    <div className={styles.colour}>
                      <input
                        type="color"
                        className={styles.swatch}
                        aria-hidden="true"
                        tabIndex={-1}
                        value={/^#[0-9a-fA-F]{6}$/.test(values[f.name]) ? values[f.name] : '#000000'}
                        disabled={!props.canSave}
                        onChange={(e) => props.onChange(f.name, e.target.value.toUpperCase())}
                      />
                      <Input
                        value={values[f.name]}
                        readOnly={!props.canSave}
                        onChange={(_, d) => props.onChange(f.name, d.value)}
                      />
                    </div>
                  ) : (
                    <Input
                      value={values[f.name]}
                      readOnly={!props.canSave}
                      onChange={(_, d) => props.onChange(f.name, d.value)}
                    />
                  )}
                </Field>
              ),
            )}
            {props.canSave && (
              <Button appearance="primary" type="submit" disabled={props.saving}>
                {t('marketing.save')}
              </Button>
            )}
          </form>
          <div>
            <Text weight="semibold">{t('marketing.branding.preview')}</Text>
            {preview && <EmailFrame html={preview} title={t('marketing.branding.preview')} />}
          </div>
        </div>
      )}
    </section>
  );
}
