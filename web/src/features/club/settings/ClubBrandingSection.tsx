import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { CLUB_LIMITS } from '@marquee/core/club/settings';
import { BRAND_IMAGE_RULES } from '@marquee/core/settings/brandImage';
import { UploadedImageField } from '../../../components/resources/UploadedImageField.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { SettingsDoc } from './settingsForm.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    // The image fields are taller than the colour's: each keeps its own height.
    alignItems: 'start',
  },
});

export interface ClubBrandingSectionProps {
  branding: SettingsDoc['branding'];
  /** Sets a field of the document by its path ('branding.logo'). */
  set: (path: string, value: unknown) => void;
  /** The message of a field path, if any. */
  msg: (path: string) => string | undefined;
  /** Stores a logo or background file and answers its path (useImageUploader). */
  uploadImage: (dataUrl: string) => Promise<string>;
  canSave: boolean;
}

/** The booking page's look: logo and background (uploaded files), colour and welcome text. */
export function ClubBrandingSection({ branding, set, msg, uploadImage, canSave }: ClubBrandingSectionProps) {
  const t = useT();
  const styles = useStyles();
  const hint = t('brandImage.hint', { width: BRAND_IMAGE_RULES.maxWidth!, height: BRAND_IMAGE_RULES.maxHeight! });
  return (
    <>
      <h2>{t('club.settings.branding')}</h2>
      <div className={styles.grid}>
        <UploadedImageField
          label={t('club.settings.logo')}
          value={branding.logo ?? null}
          upload={uploadImage}
          onChange={(value) => set('branding.logo', value)}
          rules={BRAND_IMAGE_RULES}
          hint={hint}
          message={msg('branding.logo')}
          readOnly={!canSave}
        />
        <UploadedImageField
          label={t('club.settings.background')}
          value={branding.backgroundImg ?? null}
          upload={uploadImage}
          onChange={(value) => set('branding.backgroundImg', value)}
          rules={BRAND_IMAGE_RULES}
          hint={hint}
          message={msg('branding.backgroundImg')}
          readOnly={!canSave}
        />
        <Field label={t('club.settings.colour')} validationMessage={msg('branding.primaryColor')}>
          <Input
            value={branding.primaryColor}
            maxLength={7}
            onChange={(_, d) => set('branding.primaryColor', d.value)}
            contentAfter={
              <input
                type="color"
                aria-label={t('club.settings.colour')}
                value={/^#[0-9A-Fa-f]{6}$/.test(branding.primaryColor) ? branding.primaryColor : '#000000'}
                onChange={(e) => set('branding.primaryColor', e.target.value.toUpperCase())}
              />
            }
          />
        </Field>
      </div>
      <Field label={t('club.settings.welcome')} validationMessage={msg('branding.welcomeText')}>
        <Textarea
          value={branding.welcomeText}
          maxLength={CLUB_LIMITS.welcomeText}
          onChange={(_, d) => set('branding.welcomeText', d.value)}
        />
      </Field>
    </>
  );
}
