import { useEffect, useRef } from 'react';
import { useTenancy } from '../app/tenancy/useTenancy.ts';

/** Calls `reset` when the selected master client changes (spec/3 §2: back to table mode, page 0). */
export function useTenantReset(reset: () => void): void {
  const { selectedId } = useTenancy();
  const tenant = useRef(selectedId);
  useEffect(() => {
    if (tenant.current === selectedId) return;
    tenant.current = selectedId;
    reset();
  }, [selectedId, reset]);
}
