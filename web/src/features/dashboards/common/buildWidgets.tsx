import type { ReactNode } from 'react';
import type { DashboardContextValue } from './DashboardContext.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { EmployeePerformanceWidget } from './EmployeePerformanceWidget.tsx';
import { LocationPerformanceWidget } from './LocationPerformanceWidget.tsx';
import { NumberOfGuestsWidget } from './NumberOfGuestsWidget.tsx';
import { LiabilitiesWidget } from '../drive/LiabilityAging.tsx';

export interface WidgetLayout {
  /** Small metric cards. */
  compact?: readonly string[];
  /** Class names per widget (grid spans). */
  classNames?: Readonly<Record<string, string>>;
}

/**
 * The widget nodes of a dashboard, in display order, for those the user may view only (spec/2
 * §5); each gets its place in the staggered entrance.
 */
export function buildWidgets(
  context: DashboardContextValue,
  order: readonly string[],
  layout: WidgetLayout = {},
): Record<string, ReactNode> {
  const visible = order.filter((key) => context.permissions[key]?.canView);
  return Object.fromEntries(
    visible.map((key, index) => {
      const className = layout.classNames?.[key];
      if (key === 'numberOfGuests')
        return [key, <NumberOfGuestsWidget key={key} index={index} className={className} />];
      if (key === 'employeePerformance')
        return [key, <EmployeePerformanceWidget key={key} index={index} className={className} />];
      if (key === 'liabilities') return [key, <LiabilitiesWidget key={key} index={index} className={className} />];
      if (key === 'locationPerformance')
        return [key, <LocationPerformanceWidget key={key} index={index} className={className} />];
      return [
        key,
        <DashboardWidget
          key={key}
          name={key}
          index={index}
          compact={layout.compact?.includes(key)}
          className={className}
        />,
      ];
    }),
  );
}
