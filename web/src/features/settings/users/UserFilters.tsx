import { LocationFilter } from '../../../components/resources/lookups/LocationFilter.tsx';
import { RoleFilter } from '../../../components/resources/lookups/RoleFilter.tsx';
import type { FiltersProps } from '../../../components/resources/resourceScreenConfig.ts';

/** The Users table's role and location filters (both kept in the URL, applied by the server). */
export function UserFilters({ filters, onChange }: FiltersProps<{ roleId: number | null; locationId: number | null }>) {
  return (
    <>
      <RoleFilter filters={filters} onChange={onChange} />
      <LocationFilter filters={filters} onChange={onChange} />
    </>
  );
}
