import { Button, Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { MAX_CREDIT_QUANTITY } from '@marquee/core/catalogue/membership';
import { useId } from 'react';
import { useFormReadOnly } from '../../../components/resources/formReadOnly.ts';
import { FormSelect, type SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { CreditLine } from './membershipForm.ts';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  line: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
    gridTemplateAreas: '"type quantity remove"',
    alignItems: 'end',
    // A phone has no room for the dropdown beside the quantity: the quantity goes under it.
    '@media (max-width: 599px)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"type type" "quantity remove"',
      rowGap: tokens.spacingVerticalXS,
      paddingBottom: tokens.spacingVerticalS,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  type: { gridArea: 'type', minWidth: 0, display: 'grid' },
  quantity: { gridArea: 'quantity', minWidth: 0, display: 'grid' },
  remove: { gridArea: 'remove' },
  add: { justifySelf: 'start' },
  error: { color: tokens.colorPaletteRedForeground1, display: 'flex', gap: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

const QUANTITY_DIGITS = String(MAX_CREDIT_QUANTITY).length;

export interface MembershipCreditsProps {
  /** The master client's credit types. */
  options: readonly SelectOption[];
  lines: readonly CreditLine[];
  onChange: (lines: CreditLine[]) => void;
  onBlur: () => void;
  message?: string;
}

/** The Credits tab: credit types the membership grants, each once, with a quantity. */
export function MembershipCredits({ options, lines, onChange, onBlur, message }: MembershipCreditsProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const readOnly = useFormReadOnly();
  const put = (index: number, line: CreditLine) => onChange(lines.map((l, i) => (i === index ? line : l)));
  const taken = (index: number) => new Set(lines.filter((_, i) => i !== index).map((l) => l.creditTypeId));
  const hint = options.length
    ? lines.length
      ? 'catalogue.memberships.creditsHint'
      : 'catalogue.memberships.noCredits'
    : 'catalogue.memberships.noCreditTypes';
  return (
    <section className={styles.root} aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Label id={`${id}-label`}>{t('catalogue.field.creditTypes')}</Label>
      {lines.map((line, index) => {
        const n = index + 1;
        const choices = options.filter((o) => !taken(index).has(o.value));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id until it is saved; lines are added and removed at the end or by index.
          <div key={index} className={styles.line}>
            <div className={styles.type}>
              <FormSelect
                label={t('catalogue.memberships.creditTypeN', { n })}
                required
                options={choices}
                value={line.creditTypeId === null ? [] : [line.creditTypeId]}
                onChange={([creditTypeId]) => put(index, { ...line, creditTypeId: creditTypeId ?? null })}
                onBlur={onBlur}
              />
            </div>
            <div className={styles.quantity}>
              <FormText
                label={t('catalogue.memberships.quantityN', { n })}
                required
                inputMode="numeric"
                value={line.quantity}
                onChange={(typed) =>
                  put(index, { ...line, quantity: typed.replace(/\D/g, '').slice(0, QUANTITY_DIGITS) })
                }
                onBlur={onBlur}
              />
            </div>
            {!readOnly && (
              <Button
                className={styles.remove}
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('catalogue.memberships.removeCredit', { n })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              />
            )}
          </div>
        );
      })}
      {message && (
        <Text size={200} className={styles.error} role="alert">
          <ErrorCircleRegular aria-hidden="true" />
          {message}
        </Text>
      )}
      <Text id={`${id}-hint`} size={200} className={styles.hint}>
        {t(hint)}
      </Text>
      {!readOnly && (
        <Button
          className={styles.add}
          icon={<AddRegular />}
          disabled={lines.length >= options.length}
          onClick={() => onChange([...lines, { creditTypeId: null, quantity: '1' }])}
        >
          {t('catalogue.memberships.addCredit')}
        </Button>
      )}
    </section>
  );
}
