import type { DashboardFilterInput } from '../../generated/graphql.ts';

/** What a dashboard field resolves to: the filter its widget fields share (no call of its own). */
export interface DashboardParent {
  filter: DashboardFilterInput;
}
