import {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { TranslationsQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

type Entry = TranslationsQuery['translations']['entries'][number];

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    margin: `${tokens.spacingVerticalM} 0`,
  },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  key: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  text: { width: '100%' },
});

export interface TranslationsPageProps {
  locations: readonly { code: string; name: string }[];
  locationCode: string | null;
  onLocation: (code: string | null) => void;
  languages: readonly { id: number; name: string }[];
  languageId: number;
  onLanguage: (id: number) => void;
  search: string;
  onSearch: (search: string) => void;
  missingOnly: boolean;
  onMissingOnly: (on: boolean) => void;
  entries: readonly Entry[] | undefined;
  missing: number;
  truncated: boolean;
  loading: boolean;
  failed: boolean;
  /** The edited texts by key (not saved yet). */
  drafts: ReadonlyMap<string, string>;
  onEdit: (key: string, text: string) => void;
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
}

const GROUP_LABEL: Record<Entry['group'], MessageKey> = {
  BOOKING: 'translations.group.booking',
  EMAIL: 'translations.group.email',
  PRODUCT: 'translations.group.product',
};

/** Translations (spec/3 §2): a location's guest texts in a language beside the default language. */
export function TranslationsPage(props: TranslationsPageProps) {
  const t = useT();
  const styles = useStyles();
  const { locations, locationCode, languages, languageId, entries, drafts } = props;
  const locationName = locations.find((l) => l.code === locationCode)?.name ?? '';
  const languageName = languages.find((l) => l.id === languageId)?.name ?? '';
  const shown = (entries ?? []).filter((e) => !props.missingOnly || e.missing);
  return (
    <section>
      <PageHeading>{t('translations.title')}</PageHeading>
      <div className={styles.filters}>
        <Field
          label={t('translations.location')}
          required
          validationMessage={locationCode ? undefined : t('translations.selectLocation')}
        >
          <Dropdown
            value={locationName}
            selectedOptions={locationCode ? [locationCode] : []}
            onOptionSelect={(_e, d) => props.onLocation(d.optionValue ?? null)}
          >
            {locations.map((l) => (
              <Option key={l.code} value={l.code}>
                {l.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('translations.language')}>
          <Dropdown
            value={languageName}
            selectedOptions={[String(languageId)]}
            onOptionSelect={(_e, d) => d.optionValue && props.onLanguage(Number(d.optionValue))}
          >
            {languages.map((l) => (
              <Option key={l.id} value={String(l.id)}>
                {l.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('translations.search')}>
          <Input type="search" value={props.search} onChange={(_e, d) => props.onSearch(d.value)} />
        </Field>
        <Checkbox
          label={t('translations.missingOnly')}
          checked={props.missingOnly}
          onChange={(_e, d) => props.onMissingOnly(d.checked === true)}
        />
      </div>
      {locationCode && (
        <div className={styles.bar}>
          <Text>{t('translations.missingCount', { count: props.missing })}</Text>
          {props.canSave && (
            <Button appearance="primary" disabled={drafts.size === 0 || props.saving} onClick={props.onSave}>
              {props.saving ? <Spinner size="tiny" /> : t('translations.save')}
            </Button>
          )}
        </div>
      )}
      {!locationCode ? null : props.failed ? (
        <Text role="alert">{t('translations.error')}</Text>
      ) : entries === undefined && props.loading ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <Text>{t('translations.empty')}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table aria-label={t('translations.title')} className={styles.table} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('translations.col.key')}</TableHeaderCell>
                <TableHeaderCell>{t('translations.col.default')}</TableHeaderCell>
                <TableHeaderCell>{t('translations.col.text')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((e) => {
                const value = drafts.get(e.key) ?? e.text ?? '';
                return (
                  <TableRow key={e.key}>
                    <TableCell>
                      {t(GROUP_LABEL[e.group])}
                      <span className={styles.key}>{e.key}</span>
                    </TableCell>
                    <TableCell>{e.defaultText}</TableCell>
                    <TableCell>
                      <Input
                        className={styles.text}
                        aria-label={`${t('translations.col.text')}: ${e.key}`}
                        value={value}
                        placeholder={e.defaultText}
                        readOnly={!props.canSave}
                        onChange={(_ev, d) => props.onEdit(e.key, d.value)}
                      />
                      {e.missing && !drafts.get(e.key) && (
                        <Badge appearance="tint" color="warning">
                          {t('translations.missing')}
                        </Badge>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {props.truncated && <Text>{t('translations.truncated')}</Text>}
        </div>
      )}
    </section>
  );
}
