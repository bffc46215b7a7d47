import { Avatar, Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons';
import { type ImageRules, imageProblem } from '@marquee/core/settings/image';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useFormReadOnly } from './formReadOnly.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  input: { display: 'none' },
});

export interface ImageUploadProps {
  label: string;
  /** The current image as a data URL or address, or null. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** Size (1 MB by default), allowed types and maximum dimensions (spec/1 §5). */
  rules: ImageRules;
  /** Name shown as initials when there is no image. */
  name: string;
  /** The upload and remove buttons' texts; the avatar's when absent. */
  uploadLabel?: string;
  removeLabel?: string;
  /** A square picture rather than a round avatar (a product's image). */
  square?: boolean;
  /** The field's hint; the spec's default 'Between 50 and 50 px' when absent. */
  hint?: string;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const dimensions = (src: string) =>
  new Promise<{ width: number; height: number } | null>((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = src;
  });

/** Avatar upload: checks type, size and dimensions before the image joins the form. */
export function ImageUpload({ label, value, onChange, rules, name, square, hint, ...texts }: ImageUploadProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = useFormReadOnly();
  const uploadLabel = texts.uploadLabel ?? t('settings.users.uploadAvatar');
  const removeLabel = texts.removeLabel ?? t('settings.users.removeAvatar');
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const first = imageProblem({ bytes: file.size, mime: file.type }, rules);
    if (first) return setProblem(t(first.key, textValues(first.key, rules, t('validation.image.sizeLabel'))));
    const url = await readAsDataUrl(file);
    if (rules.maxWidth !== undefined && rules.maxHeight !== undefined) {
      const size = await dimensions(url);
      const dim = size && imageProblem({ bytes: file.size, mime: file.type, ...size }, rules);
      if (dim) return setProblem(t(dim.key, textValues(dim.key, rules, '')));
    }
    setProblem(null);
    onChange(url);
  };
  return (
    <Field label={label} validationMessage={problem ?? undefined} hint={hint ?? t('validation.image.hint')}>
      <div className={styles.row}>
        <Avatar
          size={56}
          shape={square ? 'square' : 'circular'}
          name={name}
          image={value ? { src: value } : undefined}
          aria-hidden="true"
        />
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="file"
          accept={(rules.types ?? ['image/*']).map((x) => (x.includes('/') ? x : `.${x}`)).join(',')}
          onChange={pick}
          aria-label={uploadLabel}
        />
        {!readOnly && (
          <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
            {uploadLabel}
          </Button>
        )}
        {value && !readOnly && (
          <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        )}
      </div>
    </Field>
  );
}

/** Placeholder values of the image messages, in the viewer's language. */
function textValues(key: string, rules: ImageRules, sizeLabel: string): Record<string, string | number> {
  if (key === 'validation.image.type') return { types: (rules.types ?? ['image']).join(', ') };
  if (key === 'validation.image.dimension') return { width: rules.maxWidth ?? 0, height: rules.maxHeight ?? 0 };
  return { limit: sizeLabel };
}
