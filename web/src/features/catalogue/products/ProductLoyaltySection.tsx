import { Text } from '@fluentui/react-components';
import { MAX_LOYALTY_POINTS } from '@marquee/core/catalogue/product';
import { useT } from '../../../i18n/useT.ts';
import { DigitsField } from './DigitsField.tsx';
import type { ProductSectionProps } from './productSectionProps.ts';

/** Loyalty points earned per chosen location; blank earns none. */
export function ProductLoyaltySection({ form, lookups }: ProductSectionProps) {
  const t = useT();
  const v = form.values;
  const chosen = lookups.locations.filter((l) => v.locationIds.includes(l.value));
  const pointsAt = (id: number) => v.loyaltyPoints.find((p) => p.locationId === id)?.points ?? '';
  const setPoints = (id: number, points: string) => {
    const others = v.loyaltyPoints.filter((p) => p.locationId !== id);
    form.set('loyaltyPoints', points === '' ? others : [...others, { locationId: id, points }]);
  };
  if (chosen.length === 0) return <Text>{t('products.pricing.chooseLocations')}</Text>;
  return (
    <>
      {chosen.map((l) => (
        <DigitsField
          key={l.value}
          label={t('products.loyalty.pointsAt', { location: l.label })}
          maxDigits={String(MAX_LOYALTY_POINTS).length}
          value={pointsAt(l.value)}
          onChange={(points) => setPoints(l.value, points)}
          onBlur={() => form.blur('loyaltyPoints')}
          message={form.message('loyaltyPoints')}
        />
      ))}
    </>
  );
}
