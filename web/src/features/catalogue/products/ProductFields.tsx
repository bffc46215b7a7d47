import { OFFERED_AT, offeredOptions } from '@marquee/core/catalogue/offered';
import { FormCheckList } from '../../../components/resources/FormCheckList.tsx';
import { useT } from '../../../i18n/useT.ts';
import { ProductAvailabilitySection } from './ProductAvailabilitySection.tsx';
import { ProductCardSection } from './ProductCardSection.tsx';
import { ProductCreditsSection } from './ProductCreditsSection.tsx';
import { ProductDisplayOrderSection } from './ProductDisplayOrderSection.tsx';
import { ProductGeneralSection } from './ProductGeneralSection.tsx';
import { ProductInventorySection } from './ProductInventorySection.tsx';
import { ProductLanguagesSection } from './ProductLanguagesSection.tsx';
import { ProductLocationsSection } from './ProductLocationsSection.tsx';
import { ProductLoyaltySection } from './ProductLoyaltySection.tsx';
import { ProductPricingSection } from './ProductPricingSection.tsx';
import { ProductReservationSection } from './ProductReservationSection.tsx';
import type { ProductSectionProps } from './productSectionProps.ts';

/** The selected section of the product editor. */
export function ProductFields(props: ProductSectionProps) {
  const t = useT();
  const { form, lookups, tab } = props;
  switch (tab) {
    case 'locations':
      return <ProductLocationsSection {...props} />;
    case 'gameCardDetails':
      return <ProductCardSection {...props} />;
    case 'reservationProductDetailsTab':
      return <ProductReservationSection {...props} />;
    case 'creditTypes':
      return <ProductCreditsSection {...props} />;
    case 'pricing':
      return <ProductPricingSection {...props} />;
    case 'loyaltyPoints':
      return <ProductLoyaltySection {...props} />;
    case 'productAvailability':
      return <ProductAvailabilitySection {...props} />;
    case 'membershipRequirements':
      return (
        <FormCheckList
          label={t('products.field.membershipRequirements')}
          required={false}
          options={offeredOptions(
            lookups.memberships,
            form.values.locationIds,
            OFFERED_AT.membershipRequirementIds,
            form.values.membershipRequirementIds,
          )}
          value={form.values.membershipRequirementIds}
          onChange={(ids) => form.set('membershipRequirementIds', ids)}
          message={form.message('membershipRequirementIds')}
        />
      );
    case 'inventory':
      return <ProductInventorySection {...props} />;
    case 'entitlementBlockedAccess':
      return (
        <FormCheckList
          label={t('products.field.blockedAccess')}
          required={false}
          options={lookups.blockedAccess}
          value={form.values.blockedAccessIds}
          onChange={(ids) => form.set('blockedAccessIds', ids)}
          message={form.message('blockedAccessIds')}
        />
      );
    case 'displayOrder':
      return <ProductDisplayOrderSection {...props} />;
    case 'languages':
      return <ProductLanguagesSection {...props} />;
    default:
      return <ProductGeneralSection {...props} />;
  }
}
