import type { DayAvailability } from '@marquee/core/venue/calendar';
import type { GeneralSettingsInput } from '@marquee/core/venue/generalSettings';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { useLocationCode } from '../../../components/venue/useLocationCode.ts';
import {
  useSaveGeneralSettingsMutation,
  useVenueGeneralSettingsQuery,
  VenueGeneralSettingsDocument,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useT } from '../../../i18n/useT.ts';
import { useCanSaveLocationSettings } from '../useCanSaveLocationSettings.ts';
import { GeneralSettingsPage } from './GeneralSettingsPage.tsx';

/** The location from the URL, its general settings and their save (spec/3 §7 GET/POST /general-settings). */
export function GeneralSettingsContainer() {
  const t = useT();
  const notify = useNotify();
  const server = useServerErrors();
  const canSave = useCanSaveLocationSettings();
  const { locations, code, setCode } = useLocationCode();
  const { data, error } = useVenueGeneralSettingsQuery({
    variables: { locationCode: code ?? '' },
    skip: code === null,
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useSaveGeneralSettingsMutation({
    refetchQueries: [VenueGeneralSettingsDocument],
    awaitRefetchQueries: true,
    context: { handledCodes: ['BAD_USER_INPUT'] },
  });
  const saved = data?.generalSettings.locationCode === code ? data?.generalSettings : undefined;
  const settings: GeneralSettingsInput | undefined = saved && {
    timeZone: saved.timeZone,
    currency: saved.currency,
    dateFormat: saved.dateFormat,
    language: saved.language,
    openingHours: saved.openingHours as DayAvailability[],
    contactEmail: saved.contactEmail,
    contactPhone: saved.contactPhone,
    website: saved.website,
    version: saved.version,
  };

  return (
    <GeneralSettingsPage
      locations={locations}
      code={code}
      onLocation={(next) => {
        server.set({});
        setCode(next);
      }}
      settings={settings}
      failed={error !== undefined && !saved}
      serverErrors={server.errors}
      canSave={canSave}
      onSave={async (input) => {
        server.set({});
        try {
          const res = await save({ variables: { locationCode: code ?? '', input } });
          // 'General settings updated successfully' (spec/3 §8).
          if (res.data) notify(t('generalSettings.saved'));
        } catch (e) {
          server.set(errorInfo(e));
          throw e;
        }
      }}
    />
  );
}
