import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  EmployeePerformanceProductsDocument,
  type EmployeePerformanceProductsQuery,
} from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { useDashboardContext } from './DashboardContext.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { LocalPicker } from './LocalPicker.tsx';
import { localLocationOptions } from './localLocations.ts';

export interface EmployeePerformanceWidgetProps {
  index: number;
  className?: string;
}

/** Employee performance with its own location and product (spec/2 §4). */
export function EmployeePerformanceWidget({ index, className }: EmployeePerformanceWidgetProps) {
  const ctx = useDashboardContext();
  const t = useT();
  const [location, setLocation] = useState<string | null>(null);
  const [product, setProduct] = useState<string | null>(null);
  const products = useQuery<EmployeePerformanceProductsQuery>(EmployeePerformanceProductsDocument, {
    variables: { filter: ctx.filterInput, location: location ?? '' },
    skip: !location,
    context: { silent: true },
  });
  const list = products.data?.operationalEfficiency.employeePerformanceProducts ?? [];
  return (
    <DashboardWidget
      name="employeePerformance"
      index={index}
      className={className}
      local={{ location, product }}
      tools={
        <>
          <LocalPicker
            label={t('dashboards.local.location')}
            placeholder={t('dashboards.local.allLocations')}
            options={localLocationOptions(ctx.locations, ctx.filter).map((l) => ({ value: l.code, label: l.name }))}
            selected={location ? [location] : []}
            onChange={([code]) => {
              setLocation(code ?? null);
              setProduct(null);
            }}
          />
          <LocalPicker
            label={t('dashboards.local.product')}
            placeholder={t('dashboards.local.allProducts')}
            options={list.map((name) => ({ value: name, label: name }))}
            selected={product ? [product] : []}
            disabled={!location}
            onChange={([name]) => setProduct(name ?? null)}
          />
        </>
      }
    />
  );
}
