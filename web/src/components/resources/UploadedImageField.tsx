import { Button, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { type ImageRules, imageProblem } from '@marquee/core/settings/image';
import { type ChangeEvent, useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '160px',
    height: '80px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    overflow: 'hidden',
  },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  input: { display: 'none' },
});

export interface UploadedImageFieldProps {
  label: string;
  /** The saved image: an uploaded file's path or a pasted https:// address; null or '' for none. */
  value: string | null;
  /** Stores the file (a data URL) on the server and answers its path; fails with a text to show. */
  upload: (dataUrl: string) => Promise<string>;
  /** The new path after an upload, or null after Remove. */
  onChange: (value: string | null) => void;
  /** Type, size and dimensions, checked before anything is sent (the server checks them again). */
  rules: ImageRules;
  /** The hint under the field. */
  hint?: string;
  /** A message about the saved value (the save's answer). */
  message?: string;
  readOnly?: boolean;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * An image kept as a file on the server: a file picker button, "Uploading…" while it travels, a
 * preview of the stored image, and Remove. A refused file leaves the saved value as it was, so
 * nothing else in the form is touched.
 */
export function UploadedImageField({
  label,
  value,
  upload,
  onChange,
  rules,
  hint,
  message,
  readOnly,
}: UploadedImageFieldProps) {
  const styles = useStyles();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const first = imageProblem({ bytes: file.size, mime: file.type }, rules);
    if (first) {
      setProblem(
        t(first.key, first.key === 'validation.image.size' ? { limit: t('validation.image.sizeLabel') } : first.values),
      );
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onChange(await upload(await readAsDataUrl(file)));
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('brandImage.failed'));
    } finally {
      setBusy(false);
    }
  };
  const shown = value || null;
  return (
    <Field
      label={label}
      hint={hint}
      validationMessage={problem ?? message}
      validationState={(problem ?? message) ? 'error' : 'none'}
    >
      <div className={styles.row}>
        <div className={styles.preview}>
          {shown ? (
            <img className={styles.image} src={shown} alt={t('brandImage.preview', { label })} />
          ) : (
            <Text size={200}>{t('brandImage.none')}</Text>
          )}
        </div>
        <input
          ref={input}
          className={styles.input}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          accept={(rules.types ?? ['image/*']).map((x) => (x.includes('/') ? x : `.${x}`)).join(',')}
          onChange={pick}
        />
        {busy ? (
          <div role="status">
            <Spinner size="tiny" label={t('brandImage.uploading')} />
          </div>
        ) : (
          !readOnly && (
            <Button
              icon={<ArrowUploadRegular />}
              aria-label={`${shown ? t('brandImage.replace') : t('brandImage.upload')}: ${label}`}
              onClick={() => input.current?.click()}
            >
              {shown ? t('brandImage.replace') : t('brandImage.upload')}
            </Button>
          )
        )}
        {shown && !readOnly && !busy && (
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`${t('brandImage.remove')}: ${label}`}
            onClick={() => onChange(null)}
          >
            {t('brandImage.remove')}
          </Button>
        )}
      </div>
    </Field>
  );
}
