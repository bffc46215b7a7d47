import { SubTable } from './SubTable.tsx';
import { useT } from '../../i18n/useT.ts';

export interface LocationsSubTableProps {
  /** Whose locations (for the table's name). */
  owner: string;
  locations: readonly { locationId: number; name: string; code: string }[];
}

/** The expanded row of groups and users: their locations. */
export function LocationsSubTable({ owner, locations }: LocationsSubTableProps) {
  const t = useT();
  return (
    <SubTable
      label={`${owner}: ${t('settings.column.locations')}`}
      items={locations}
      itemKey={(l) => l.locationId}
      emptyText={t('settings.subTableEmpty')}
      columns={[
        { label: t('settings.column.location'), render: (l) => l.name },
        { label: t('settings.column.code'), render: (l) => l.code },
      ]}
    />
  );
}
