import { DATA_EXPORT_INDEX, EXPORT_FORMATS } from '@marquee/core/exports/permission';
import { Menu, MenuButton, MenuItemLink, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useSyncExternalStore } from 'react';
import { masterClientStore } from '../../app/tenancy/masterClientStore.ts';
import { usePermission } from '../../hooks/usePermission.ts';
import { useT } from '../../i18n/useT.ts';

/**
 * The address of a list's export: the list's URL state (filters, sort, search), state the URL
 * lacks (`params`: a product-type list's kind, a segment's id) and the master client.
 */
export function exportHref(
  list: string,
  format: string,
  search: string,
  masterClient: number | null,
  params: Readonly<Record<string, string>> = {},
): string {
  const state = new URLSearchParams(search);
  // Paging and an open row are screen state, not part of what is exported.
  for (const name of ['page', 'rowsPerPage', 'rows', 'booking', 'mode', 'id']) state.delete(name);
  for (const [name, value] of Object.entries(params)) state.set(name, value);
  if (masterClient !== null) state.set('masterClient', String(masterClient));
  const query = state.toString();
  return `/exports/${list}.${format}${query ? `?${query}` : ''}`;
}

/**
 * The toolbar's Export menu (CSV / XLSX) of a list: plain links, so the browser streams the file.
 * Hidden without VIEW of Data export; the gateway checks it and the list's VIEW again.
 */
export function ExportMenu({
  list,
  search,
  params,
}: {
  list: string;
  search: string;
  params?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const allowed = usePermission(DATA_EXPORT_INDEX).canView;
  const masterClient = useSyncExternalStore(masterClientStore.subscribe, masterClientStore.get, masterClientStore.get);
  if (!allowed) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<ArrowDownloadRegular />}>{t('exports.button')}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {EXPORT_FORMATS.map((format) => (
            <MenuItemLink key={format} href={exportHref(list, format, search, masterClient, params)} download>
              {t(format === 'csv' ? 'exports.csv' : 'exports.xlsx')}
            </MenuItemLink>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
