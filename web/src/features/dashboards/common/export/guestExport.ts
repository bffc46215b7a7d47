import type { ApolloClient } from '@apollo/client';
import {
  DATE_RANGE,
  exportSegments,
  formatUsDate,
  type PlainDate,
  tabWindow,
} from '@marquee/core/dashboards/dateRanges';
import {
  type DashboardFilterInput,
  GuestExperienceNumberOfGuestsExportDocument,
  type GuestExperienceNumberOfGuestsExportQuery,
  NumberOfGuestsExportDocument,
  type NumberOfGuestsExportQuery,
} from '../../../../generated/graphql.ts';
import { type DashboardFilter, filterWindow, toFilterInput } from '../dashboardFilter.ts';
import type { GuestsSheet } from './sheets.ts';

export interface GuestExportOptions {
  client: ApolloClient;
  /** The dashboard the widget is on: the export is read under that dashboard's permission. */
  root: 'ownersBox' | 'guestExperience';
  filter: DashboardFilter;
  today: PlainDate;
  sheetName: string;
  location?: string | null;
  resources?: readonly string[];
  onProgress: (fraction: number) => void;
}

/**
 * Number of guests per quarter hour (spec/2 §7, §9): one call for ranges below 13, one per
 * 3-month segment (as a custom range) from 13 on; the segments' days are joined in order.
 */
export async function collectGuestSheet(options: GuestExportOptions): Promise<GuestsSheet> {
  const { filter, today } = options;
  const base = toFilterInput(filter);
  const rangeId = filter.dateRange ?? DATE_RANGE.today;
  const window = filterWindow(filter, today) ?? tabWindow('TODAY', today);
  const segments = exportSegments(rangeId, window);
  const filters: DashboardFilterInput[] =
    segments.length === 1 && rangeId < 13
      ? [base]
      : segments.map((s) => ({
          ...base,
          dateRange: DATE_RANGE.custom,
          startDate: formatUsDate(s.start),
          endDate: formatUsDate(s.end),
          rollingDataRange: undefined,
          comparedTo: undefined,
        }));
  const days: GuestsSheet['days'] = [];
  for (const [i, segmentFilter] of filters.entries()) {
    const variables = {
      filter: segmentFilter,
      location: options.location ?? null,
      resources: options.resources?.length ? [...options.resources] : null,
    };
    const request = { variables, fetchPolicy: 'network-only', context: { silent: true } } as const;
    if (options.root === 'guestExperience') {
      const { data } = await options.client.query<GuestExperienceNumberOfGuestsExportQuery>({
        query: GuestExperienceNumberOfGuestsExportDocument,
        ...request,
      });
      days.push(...(data?.guestExperience?.numberOfGuestsExport ?? []));
    } else {
      const { data } = await options.client.query<NumberOfGuestsExportQuery>({
        query: NumberOfGuestsExportDocument,
        ...request,
      });
      days.push(...(data?.ownersBox.numberOfGuestsExport ?? []));
    }
    options.onProgress((i + 1) / filters.length);
  }
  return { kind: 'guests', name: options.sheetName, days };
}
