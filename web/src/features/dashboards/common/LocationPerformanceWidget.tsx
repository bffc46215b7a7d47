import { useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { useDashboardContext } from './DashboardContext.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { LocalPicker } from './LocalPicker.tsx';
import { localLocationOptions } from './localLocations.ts';

export interface LocationPerformanceWidgetProps {
  index: number;
  className?: string;
}

/** Location performance with its own location; reloads on a choice, not on mount (spec/2 §4). */
export function LocationPerformanceWidget({ index, className }: LocationPerformanceWidgetProps) {
  const ctx = useDashboardContext();
  const t = useT();
  const [location, setLocation] = useState<string | null>(null);
  return (
    <DashboardWidget
      name="locationPerformance"
      index={index}
      className={className}
      local={{ location }}
      tools={
        <LocalPicker
          label={t('dashboards.local.location')}
          placeholder={t('dashboards.local.allLocations')}
          options={localLocationOptions(ctx.locations, ctx.filter).map((l) => ({ value: l.code, label: l.name }))}
          selected={location ? [location] : []}
          onChange={([code]) => setLocation(code ?? null)}
        />
      }
    />
  );
}
