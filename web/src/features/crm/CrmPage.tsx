import {
  Button,
  Combobox,
  Field,
  makeStyles,
  Option,
  SearchBox,
  Spinner,
  Subtitle1,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { GuestFieldsFragment } from '../../generated/graphql.ts';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  found: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  tags: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  search: { maxWidth: '420px' },
});

export interface CrmPageProps {
  search: string;
  onSearch: (text: string) => void;
  found: readonly GuestFieldsFragment[];
  searching: boolean;
  onPick: (id: number) => void;
  /** The picked guest's name, when one is picked. */
  guestName: string | null;
  timeline: ReactNode;
  /** The guest's language, seen by everyone here and changed with UPDATE on guests. */
  language?: ReactNode;
  /** The tag editor: the master client's tags and the guest's; absent without UPDATE on CRM tags. */
  tags?: {
    all: readonly { id: number; name: string }[];
    selected: readonly number[];
    onChange: (ids: number[]) => void;
    onSave: () => void;
    saving: boolean;
  };
}

/** /crm: find a guest, then their timeline and tags. */
export function CrmPage(props: CrmPageProps) {
  const { found, searching, guestName, tags } = props;
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <PageHeading>{t('marketing.crm.title')}</PageHeading>
      <SearchBox
        className={styles.search}
        aria-label={t('marketing.guests.search')}
        placeholder={t('marketing.guests.search')}
        defaultValue={props.search}
        onChange={(_, d) => props.onSearch(d.value)}
      />
      {searching && <Spinner size="tiny" />}
      {found.length > 0 && (
        <ul className={styles.found}>
          {found.map((g) => (
            <li key={g.id}>
              <Button appearance="transparent" onClick={() => props.onPick(g.id)}>
                {g.firstName} {g.lastName} {g.email && `· ${g.email}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {guestName === null ? (
        <Text>{t('marketing.crm.pickGuest')}</Text>
      ) : (
        <>
          <Subtitle1 as="h2">{guestName}</Subtitle1>
          {props.language}
          {tags && (
            <div className={styles.tags}>
              <Field label={t('marketing.crm.tags')}>
                <Combobox
                  multiselect
                  selectedOptions={tags.selected.map(String)}
                  value={tags.all
                    .filter((x) => tags.selected.includes(x.id))
                    .map((x) => x.name)
                    .join(', ')}
                  onOptionSelect={(_, d) => tags.onChange(d.selectedOptions.map(Number))}
                >
                  {tags.all.map((x) => (
                    <Option key={x.id} value={String(x.id)}>
                      {x.name}
                    </Option>
                  ))}
                </Combobox>
              </Field>
              <Button disabled={tags.saving} onClick={tags.onSave}>
                {t('marketing.crm.saveTags')}
              </Button>
            </div>
          )}
          {props.timeline}
        </>
      )}
    </div>
  );
}
