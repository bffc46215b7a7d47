import { Spinner, Text } from '@fluentui/react-components';
import { SubTable } from '../../../components/resources/SubTable.tsx';
import { useCreditTypeMembershipsQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

export interface CreditTypeMembershipsProps {
  id: number;
  /** The credit type's name (for the table's name). */
  owner: string;
}

/** The expanded row of a credit type: the memberships granting it, fetched when opened. */
export function CreditTypeMemberships({ id, owner }: CreditTypeMembershipsProps) {
  const t = useT();
  const { data, error } = useCreditTypeMembershipsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Text size={200}>{t('error.generic')}</Text>;
  if (!data) return <Spinner size="tiny" label={t('common.loading')} />;
  return (
    <SubTable
      label={`${owner}: ${t('catalogue.field.memberships')}`}
      items={data.creditTypeSubTable}
      itemKey={(m) => m.membershipId}
      emptyText={t('settings.subTableEmpty')}
      columns={[
        { label: t('catalogue.creditTypes.membership'), render: (m) => m.name },
        { label: t('catalogue.field.quantity'), render: (m) => m.quantity },
      ]}
    />
  );
}
