import { useContext } from 'react';
import { type TenancyValue, TenancyContext } from './TenancyContext.ts';

export function useTenancy(): TenancyValue {
  return useContext(TenancyContext);
}
