/**
 * The dashboard bounds of core/dashboards/limits.ts, checked before any REST call: a filter the
 * REST API would refuse costs one BAD_USER_INPUT for the dashboard instead of one refused call
 * per widget. A filter core cannot resolve (start after end, bad dates) is left to the REST API,
 * which answers it with its own message.
 */
import { DateRangeError, DEFAULT_TAB, todayForOffset } from '@marquee/core/dashboards/dateRanges';
import { type ResolvedFilter, resolveFilter } from '@marquee/core/dashboards/filter';
import { filterLimitProblem } from '@marquee/core/dashboards/limits';
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { ErrorCode } from '@marquee/core/errors';
import { message } from '@marquee/core/messages/en';
import { GatewayError } from '../../errors.ts';
import type { DashboardFilterInput } from '../../generated/graphql.ts';

function resolved(filter: DashboardFilterInput, timezoneOffset: number): ResolvedFilter | null {
  try {
    return resolveFilter(
      {
        dateRange: filter.dateRange ?? undefined,
        startDate: filter.startDate ?? undefined,
        endDate: filter.endDate ?? undefined,
        frequency: filter.frequency ?? undefined,
        rollingDataRange: filter.rollingDataRange ?? undefined,
        comparedTo: filter.comparedTo ?? undefined,
      },
      todayForOffset(timezoneOffset),
      DEFAULT_TAB,
    );
  } catch (error) {
    if (error instanceof DateRangeError) return null;
    throw error;
  }
}

/** Throws BAD_USER_INPUT with core's message when the filter asks beyond the bounds. */
export function assertWithinLimits(filter: DashboardFilterInput, timezoneOffset: number, isExport = false): void {
  if ((filter.locations?.length ?? 0) > MAX_IDS_PER_LIST) {
    throw new GatewayError(ErrorCode.badUserInput, message('validation.tooManyIds', { limit: MAX_IDS_PER_LIST }));
  }
  const resolvedFilter = resolved(filter, timezoneOffset);
  const problem = resolvedFilter && filterLimitProblem(resolvedFilter, isExport);
  if (problem) throw new GatewayError(ErrorCode.badUserInput, message(problem.key, problem.values));
}
