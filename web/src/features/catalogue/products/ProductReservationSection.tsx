import { FormSelect } from '../../../components/resources/FormSelect.tsx';
import { useT } from '../../../i18n/useT.ts';
import { DigitsField } from './DigitsField.tsx';
import type { ProductSectionProps } from './productSectionProps.ts';
import { ProductSchedulingContainer } from './scheduling/ProductSchedulingContainer.tsx';

/**
 * Reservation details: a booking's length, guests per slot, the buffer after it, the package it
 * grants, and the activities (with their resources) it is sold through.
 */
export function ProductReservationSection({ form, lookups, record }: ProductSectionProps) {
  const t = useT();
  const r = form.values.reservation;
  const set = (patch: Partial<typeof r>) => form.set('reservation', { ...r, ...patch });
  const blur = () => form.blur('reservationDetails');
  return (
    <>
      <DigitsField
        label={t('products.reservation.duration')}
        hint={t('products.reservation.durationHint')}
        required
        maxDigits={4}
        value={r.durationMinutes}
        onChange={(durationMinutes) => set({ durationMinutes })}
        onBlur={blur}
        message={form.message('reservationDetails')}
      />
      <DigitsField
        label={t('products.reservation.capacity')}
        hint={t('products.reservation.capacityHint')}
        required
        maxDigits={4}
        value={r.capacity}
        onChange={(capacity) => set({ capacity })}
        onBlur={blur}
      />
      <DigitsField
        label={t('products.reservation.buffer')}
        hint={t('products.reservation.bufferHint')}
        maxDigits={3}
        value={r.bufferMinutes}
        onChange={(bufferMinutes) => set({ bufferMinutes })}
        onBlur={blur}
      />
      <FormSelect
        label={t('products.reservation.package')}
        options={lookups.entitlementPackages}
        noneLabel={t('products.reservation.noPackage')}
        value={r.entitlementPackageId === null ? [] : [r.entitlementPackageId]}
        onChange={([id]) => set({ entitlementPackageId: id ?? null })}
      />
      <ProductSchedulingContainer productId={record?.id ?? null} locationIds={form.values.locationIds} />
    </>
  );
}
