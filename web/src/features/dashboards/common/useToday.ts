import { todayForOffset } from '@marquee/core/dashboards/dateRanges';
import { useMemo } from 'react';

/** Today in the browser's time zone, as the REST API reckons it. */
export function useToday() {
  return useMemo(() => todayForOffset(new Date().getTimezoneOffset()), []);
}
