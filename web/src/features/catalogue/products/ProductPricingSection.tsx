import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { FormAmount } from '../../../components/resources/FormAmount.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { ProductSectionProps } from './productSectionProps.ts';
import type { PriceLine } from './productValues.ts';

const useStyles = makeStyles({
  location: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    minWidth: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
  },
  levels: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Pricing: an amount (spec/1 §5) per chosen location and price level; a blank one is not sold there. */
export function ProductPricingSection({ form, lookups }: ProductSectionProps) {
  const styles = useStyles();
  const t = useT();
  const v = form.values;
  const chosen = lookups.locations.filter((l) => v.locationIds.includes(l.value));
  const priceAt = (locationId: number, priceLevelId: number) =>
    v.prices.find((p) => p.locationId === locationId && p.priceLevelId === priceLevelId)?.price ?? '';
  const setPrice = (locationId: number, priceLevelId: number, price: string) => {
    const others = v.prices.filter((p) => !(p.locationId === locationId && p.priceLevelId === priceLevelId));
    const next: PriceLine[] = price === '' ? others : [...others, { locationId, priceLevelId, price }];
    form.set('prices', next);
  };
  const message = form.message('prices');
  return (
    <>
      {chosen.length === 0 && <Text>{t('products.pricing.chooseLocations')}</Text>}
      {chosen.length > 0 && lookups.priceLevels.length === 0 && <Text>{t('products.pricing.noLevels')}</Text>}
      {chosen.map((location) => (
        <fieldset key={location.value} className={styles.location}>
          <legend>
            <Text weight="semibold">{location.label}</Text>
          </legend>
          <div className={styles.levels}>
            {lookups.priceLevels.map((level) => (
              <FormAmount
                key={level.value}
                label={level.label}
                value={priceAt(location.value, level.value)}
                onChange={(price) => setPrice(location.value, level.value, price)}
                onBlur={() => form.blur('prices')}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {message && (
        <Text role="alert" className={styles.error}>
          {message}
        </Text>
      )}
    </>
  );
}
