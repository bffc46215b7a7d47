import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { MAX_PRODUCT_CREDIT_QUANTITY } from '@marquee/core/catalogue/product';
import { useFormReadOnly } from '../../../components/resources/formReadOnly.ts';
import { FormSelect } from '../../../components/resources/FormSelect.tsx';
import { useT } from '../../../i18n/useT.ts';
import { DigitsField } from './DigitsField.tsx';
import type { ProductSectionProps } from './productSectionProps.ts';

const useStyles = makeStyles({
  line: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'minmax(160px, 2fr) minmax(100px, 1fr) auto',
    alignItems: 'end',
  },
  add: { justifySelf: 'start' },
});

/** Credit types: which credits the product loads, and how many of each. */
export function ProductCreditsSection({ form, lookups }: ProductSectionProps) {
  const styles = useStyles();
  const t = useT();
  const readOnly = useFormReadOnly();
  const lines = form.values.creditTypes;
  const setLine = (i: number, patch: Partial<(typeof lines)[number]>) =>
    form.set(
      'creditTypes',
      lines.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    );
  const message = form.message('creditTypes');
  return (
    <>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity before the save; lines are positional.
        <div className={styles.line} key={i}>
          <FormSelect
            label={t('products.credits.type', { n: i + 1 })}
            options={lookups.creditTypes}
            value={line.creditTypeId === null ? [] : [line.creditTypeId]}
            onChange={([id]) => setLine(i, { creditTypeId: id ?? null })}
            onBlur={() => form.blur('creditTypes')}
            message={i === lines.length - 1 ? message : undefined}
          />
          <DigitsField
            label={t('catalogue.field.quantity')}
            maxDigits={String(MAX_PRODUCT_CREDIT_QUANTITY).length}
            value={line.quantity}
            onChange={(quantity) => setLine(i, { quantity })}
            onBlur={() => form.blur('creditTypes')}
          />
          {!readOnly && (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('products.credits.remove', { n: i + 1 })}
              onClick={() =>
                form.set(
                  'creditTypes',
                  lines.filter((_, j) => j !== i),
                )
              }
            />
          )}
        </div>
      ))}
      {lines.length === 0 && message && <span role="alert">{message}</span>}
      {!readOnly && (
        <Button
          className={styles.add}
          icon={<AddRegular />}
          onClick={() => form.set('creditTypes', [...lines, { creditTypeId: null, quantity: '1' }])}
        >
          {t('products.credits.add')}
        </Button>
      )}
    </>
  );
}
