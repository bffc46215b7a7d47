import { makeStyles, tokens } from '@fluentui/react-components';
import { MAX_EXPIRATION_PERIOD } from '@marquee/core/catalogue/membership';
import { EXPIRATION_TYPE } from '@marquee/core/catalogue/reference';
import { FormAmount } from '../../../components/resources/FormAmount.tsx';
import { FormSelect, type SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import { LocationsField } from '../../../components/resources/LocationsField.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { MembershipRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { MembershipCredits } from './MembershipCredits.tsx';
import { type MembershipField, type MembershipValues, neverExpires } from './membershipForm.ts';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
});

/** The form's choices: expiration types (labelled in the viewer's language), credit types, locations. */
export interface MembershipLookups {
  expirationTypes: readonly SelectOption[];
  creditTypes: readonly SelectOption[];
  locations: readonly SelectOption[];
}

export type MembershipFieldsProps = ResourceFieldsProps<
  MembershipRowFragment,
  MembershipValues,
  MembershipLookups,
  MembershipField
>;

const PERIOD_DIGITS = String(MAX_EXPIRATION_PERIOD).length;

/** The selected tab of the membership form: Basic, Credits or Locations. */
export function MembershipFields({ form, lookups, tab }: MembershipFieldsProps) {
  const styles = useStyles();
  const t = useT();
  const v = form.values;
  if (tab === 'credits') {
    return (
      <MembershipCredits
        options={lookups.creditTypes}
        lines={v.credits}
        onChange={(lines) => form.set('credits', lines)}
        onBlur={() => form.blur('creditTypes')}
        message={form.message('creditTypes')}
      />
    );
  }
  if (tab === 'locations') {
    return (
      <LocationsField
        form={form}
        options={lookups.locations}
        field="locations"
        hint="catalogue.memberships.locationsHint"
      />
    );
  }
  const never = neverExpires(v);
  return (
    <>
      <FormText
        label={t('catalogue.field.name')}
        required
        value={v.name}
        onChange={(value) => form.set('name', value)}
        onBlur={() => form.blur('name')}
        message={form.message('name')}
      />
      <FormText
        label={t('catalogue.field.description')}
        value={v.description}
        onChange={(value) => form.set('description', value)}
        onBlur={() => form.blur('description')}
        message={form.message('description')}
      />
      <FormAmount
        label={t('catalogue.field.price')}
        hint={t('catalogue.memberships.priceHint')}
        required
        value={v.price}
        onChange={(value) => form.set('price', value)}
        onBlur={() => form.blur('price')}
        message={form.message('price')}
      />
      <div className={styles.pair}>
        <FormSelect
          label={t('catalogue.field.expirationType')}
          required
          options={lookups.expirationTypes}
          value={v.expirationTypeId === null ? [] : [v.expirationTypeId]}
          onChange={([id]) => {
            form.set('expirationTypeId', id ?? null);
            // A membership that never expires has no period (the server drops it too).
            if (id === EXPIRATION_TYPE.never) form.set('expirationPeriod', '');
          }}
          onBlur={() => form.blur('expirationTypeId')}
          message={form.message('expirationTypeId')}
        />
        <FormText
          label={t('catalogue.field.expirationPeriod')}
          hint={t(never ? 'catalogue.memberships.periodNever' : 'catalogue.memberships.periodHint')}
          required={!never}
          readOnly={never}
          inputMode="numeric"
          value={v.expirationPeriod}
          onChange={(typed) => form.set('expirationPeriod', typed.replace(/\D/g, '').slice(0, PERIOD_DIGITS))}
          onBlur={() => form.blur('expirationPeriod')}
          message={form.message('expirationPeriod')}
        />
      </div>
    </>
  );
}
