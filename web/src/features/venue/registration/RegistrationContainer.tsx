import { REGISTRATION_FIELDS, type RegistrationSettingsInput } from '@marquee/core/venue/registration';
import { useLocationCode } from '../../../components/venue/useLocationCode.ts';
import {
  useSaveRegistrationSettingsMutation,
  useVenueRegistrationSettingsQuery,
  VenueRegistrationSettingsDocument,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useCanSaveLocationSettings } from '../useCanSaveLocationSettings.ts';
import { RegistrationPage } from './RegistrationPage.tsx';

/** The location from the URL, its registration settings and their save (spec/3 §7 /registration-settings). */
export function RegistrationContainer() {
  const t = useT();
  const notify = useNotify();
  const canSave = useCanSaveLocationSettings();
  const { locations, code, setCode } = useLocationCode();
  // Spec/3 §8: a failed load toasts 'Something went wrong' (the shared error link) and the page says so too.
  const { data, error } = useVenueRegistrationSettingsQuery({
    variables: { locationCode: code ?? '' },
    skip: code === null,
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useSaveRegistrationSettingsMutation({
    refetchQueries: [VenueRegistrationSettingsDocument],
    awaitRefetchQueries: true,
  });
  const saved = data?.registrationSettings.locationCode === code ? data?.registrationSettings : undefined;
  const settings: RegistrationSettingsInput | undefined = saved && {
    fields: Object.fromEntries(
      REGISTRATION_FIELDS.map((f) => {
        const rule = saved.fields.find((r) => r.field === f);
        return [f, { asked: rule?.asked ?? false, required: rule?.required ?? false }];
      }),
    ) as RegistrationSettingsInput['fields'],
    waiverText: saved.waiverText,
    allowMinors: saved.allowMinors,
    minorAge: saved.minorAge,
    askRelationshipInfo: saved.askRelationshipInfo,
    version: saved.version,
  };

  return (
    <RegistrationPage
      locations={locations}
      code={code}
      onLocation={setCode}
      settings={settings}
      failed={error !== undefined && !saved}
      canSave={canSave}
      onSave={async ({ fields, ...rest }) => {
        const res = await save({
          variables: {
            locationCode: code ?? '',
            input: { ...rest, fields: REGISTRATION_FIELDS.map((field) => ({ field, ...fields[field] })) },
          },
        });
        if (res.data) notify(t('registration.saved'));
      }}
    />
  );
}
