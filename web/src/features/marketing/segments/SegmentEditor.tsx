import { Button, Dropdown, Field, Input, makeStyles, Option, Subtitle1, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { MAX_CONDITIONS } from '@marquee/core/marketing/segments';
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import type { SegmentMatch } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { type Choice, type ConditionChoices, ConditionRow } from './ConditionRow.tsx';
import { conditionsComplete, type SegmentFormValues } from './segmentForm.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '900px' },
  line: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  wide: { minWidth: '280px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const ALL = '__all';

export interface SegmentEditorProps {
  isNew: boolean;
  values: SegmentFormValues;
  onChange: (values: SegmentFormValues) => void;
  matchList: readonly Choice[];
  locations: readonly Choice[];
  choices: ConditionChoices;
  saving: boolean;
  /** Server field messages by field name. */
  errors: Record<string, string>;
  onSave: () => void;
  onBack: () => void;
}

/** Create and edit share this form (STYLE.md point 4): name, location, match and conditions. */
export function SegmentEditor(props: SegmentEditorProps) {
  const { isNew, values, onChange, matchList, locations, choices, saving, errors } = props;
  const styles = useStyles();
  const t = useT();
  const set = (patch: Partial<SegmentFormValues>) => onChange({ ...values, ...patch });
  const locationName =
    values.locationId === null
      ? t('marketing.segments.allLocations')
      : (locations.find((l) => l.id === String(values.locationId))?.name ?? '');
  return (
    <div className={styles.root}>
      <div>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={props.onBack}>
          {t('marketing.segments.back')}
        </Button>
      </div>
      <Subtitle1 as="h2">{t(isNew ? 'marketing.segments.new' : 'marketing.segments.edit')}</Subtitle1>
      <div className={styles.line}>
        <Field label={t('marketing.segments.name')} required className={styles.wide} validationMessage={errors.name}>
          <Input value={values.name} maxLength={MAX_TEXT_LENGTH} onChange={(_, d) => set({ name: d.value })} />
        </Field>
        <Field label={t('marketing.segments.location')} className={styles.wide} validationMessage={errors.locationId}>
          <Dropdown
            value={locationName}
            selectedOptions={[values.locationId === null ? ALL : String(values.locationId)]}
            onOptionSelect={(_, d) =>
              set({ locationId: d.optionValue === ALL || !d.optionValue ? null : Number(d.optionValue) })
            }
          >
            <Option value={ALL}>{t('marketing.segments.allLocations')}</Option>
            {locations.map((l) => (
              <Option key={l.id} value={l.id}>
                {l.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('marketing.segments.match')} className={styles.wide}>
          <Dropdown
            value={matchList.find((m) => m.id.toUpperCase() === values.match)?.name ?? ''}
            selectedOptions={[values.match]}
            onOptionSelect={(_, d) => d.optionValue && set({ match: d.optionValue as SegmentMatch })}
          >
            {matchList.map((m) => (
              <Option key={m.id} value={m.id.toUpperCase()}>
                {m.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <Field label={t('marketing.segments.conditions')} validationMessage={errors.conditions}>
        <div className={styles.root}>
          {values.conditions.map((c, i) => (
            <ConditionRow
              // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; a row is its position.
              key={i}
              index={i}
              condition={c}
              choices={choices}
              onChange={(next) => set({ conditions: values.conditions.map((x, j) => (j === i ? next : x)) })}
              onRemove={
                values.conditions.length > 1
                  ? () => set({ conditions: values.conditions.filter((_, j) => j !== i) })
                  : undefined
              }
            />
          ))}
        </div>
      </Field>
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          disabled={values.conditions.length >= MAX_CONDITIONS}
          onClick={() => set({ conditions: [...values.conditions, { type: 'LAST_VISIT_WITHIN', value: '' }] })}
        >
          {t('marketing.segments.addCondition')}
        </Button>
        <Button appearance="primary" disabled={saving || !conditionsComplete(values)} onClick={props.onSave}>
          {t('marketing.segments.save')}
        </Button>
      </div>
    </div>
  );
}
