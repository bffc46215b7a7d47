import { CLUB_MODULES } from '@marquee/core/club/access';
import { useMemo } from 'react';
import {
  KioskSettingsDocument,
  useKioskSettingsQuery,
  useSaveKioskSettingsMutation,
} from '../../../generated/graphql.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useClubLocation } from '../common/useClubLocation.ts';
import { useClubSave } from '../common/useClubSave.ts';
import { withoutTypenames } from '../settings/settingsForm.ts';
import { KioskSettingsPage } from './KioskSettingsPage.tsx';

/** The location from the URL, its kiosk settings once chosen, and the save, as page props. */
export function KioskSettingsContainer() {
  const { code, setCode, locations } = useClubLocation();
  const permissions = usePermission(CLUB_MODULES.kiosk);
  const { data, error } = useKioskSettingsQuery({
    variables: { locationCode: code ?? '' },
    skip: code === null,
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useSaveKioskSettingsMutation({ refetchQueries: [KioskSettingsDocument], awaitRefetchQueries: true });
  const { busy, errors, run } = useClubSave();
  const answer = data?.kioskSettings;
  const settings = useMemo(() => (answer ? withoutTypenames(answer.settings) : undefined), [answer]);
  return (
    <KioskSettingsPage
      locations={locations}
      code={code}
      onLocation={setCode}
      settings={answer?.locationCode === code ? settings : undefined}
      failed={error !== undefined && !data}
      saving={busy}
      canSave={permissions.canUpdateAndExecute}
      serverErrors={errors.errors}
      onSave={(next) => {
        if (!code || !answer) return;
        void run(
          async () =>
            (await save({ variables: { locationCode: code, settings: next, version: answer.version } })).data
              ?.saveKioskSettings.message ?? undefined,
        );
      }}
    />
  );
}
