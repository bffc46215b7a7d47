import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { FormAmount } from '../../../components/resources/FormAmount.tsx';
import { useFormReadOnly } from '../../../components/resources/formReadOnly.ts';
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
  reset: { justifySelf: 'start' },
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
  const readOnly = useFormReadOnly();
  // spec/3 §4: a location's prices, or all of them, can be reset (their messages go with them).
  const clear = (locationId: number | null) =>
    form.set('prices', locationId === null ? [] : v.prices.filter((p) => p.locationId !== locationId));
  return (
    <>
      {chosen.length === 0 && <Text>{t('products.pricing.chooseLocations')}</Text>}
      {chosen.length > 0 && lookups.priceLevels.length === 0 && <Text>{t('products.pricing.noLevels')}</Text>}
      {chosen.map((location) => (
        <fieldset key={location.value} className={styles.location}>
          <legend>
            <Text weight="semibold">{location.label}</Text>
          </legend>
          {!readOnly && v.prices.some((p) => p.locationId === location.value) && (
            <Button className={styles.reset} size="small" appearance="subtle" onClick={() => clear(location.value)}>
              {t('products.pricing.resetAt', { location: location.label })}
            </Button>
          )}
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
      {!readOnly && chosen.length > 1 && v.prices.length > 0 && (
        <Button className={styles.reset} onClick={() => clear(null)}>
          {t('products.pricing.resetAll')}
        </Button>
      )}
      {message && (
        <Text role="alert" className={styles.error}>
          {message}
        </Text>
      )}
    </>
  );
}
