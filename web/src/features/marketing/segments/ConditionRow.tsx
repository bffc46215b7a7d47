import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { SegmentConditionType } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { ConditionValues } from './segmentForm.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  type: { minWidth: '240px' },
  value: { minWidth: '220px' },
});

export interface Choice {
  id: string;
  name: string;
}

export interface ConditionChoices {
  kinds: readonly { type: SegmentConditionType; name: string; value: string }[];
  /** Choices by value kind: product, category, location, tag, and the two option sets. */
  byKind: Record<'product' | 'category' | 'location' | 'tag' | 'membership' | 'age', readonly Choice[]>;
  /** Another page of products exists (the products picker is paged). */
  moreProducts: boolean;
  onMoreProducts: () => void;
}

export interface ConditionRowProps {
  index: number;
  condition: ConditionValues;
  choices: ConditionChoices;
  onChange: (next: ConditionValues) => void;
  onRemove?: () => void;
}

const OPTION_SET: Partial<Record<SegmentConditionType, keyof ConditionChoices['byKind']>> = {
  MEMBERSHIP_STATUS: 'membership',
  AGE_GROUP: 'age',
};

/** One condition: what it tests and its value, with the input its kind needs. */
export function ConditionRow({ index, condition, choices, onChange, onRemove }: ConditionRowProps) {
  const styles = useStyles();
  const t = useT();
  const kind = choices.kinds.find((k) => k.type === condition.type);
  const valueKind = kind?.value ?? 'days';
  const listKey = OPTION_SET[condition.type] ?? (valueKind as keyof ConditionChoices['byKind']);
  const list = choices.byKind[listKey];
  const label = `${t('marketing.segments.value')} ${index + 1}`;
  return (
    <div className={styles.row}>
      <Field label={`${t('marketing.segments.condition')} ${index + 1}`} className={styles.type}>
        <Dropdown
          value={kind?.name ?? ''}
          selectedOptions={[condition.type]}
          onOptionSelect={(_, d) =>
            d.optionValue && onChange({ type: d.optionValue as SegmentConditionType, value: '' })
          }
        >
          {choices.kinds.map((k) => (
            <Option key={k.type} value={k.type}>
              {k.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={label} className={styles.value}>
        {list ? (
          <Dropdown
            value={list.find((c) => c.id === condition.value)?.name ?? ''}
            selectedOptions={[condition.value]}
            onOptionSelect={(_, d) => {
              if (d.optionValue === '__more') choices.onMoreProducts();
              else if (d.optionValue) onChange({ ...condition, value: d.optionValue });
            }}
          >
            {list.map((c) => (
              <Option key={c.id} value={c.id}>
                {c.name}
              </Option>
            ))}
            {listKey === 'product' && choices.moreProducts ? (
              <Option value="__more">{t('marketing.segments.loadMore')}</Option>
            ) : null}
          </Dropdown>
        ) : (
          <Input
            type={valueKind === 'text' ? 'text' : 'number'}
            min={valueKind === 'text' ? undefined : 0}
            value={condition.value}
            onChange={(_, d) => onChange({ ...condition, value: d.value })}
          />
        )}
      </Field>
      {onRemove && (
        <Button icon={<DeleteRegular />} aria-label={t('marketing.segments.removeCondition')} onClick={onRemove} />
      )}
    </div>
  );
}
