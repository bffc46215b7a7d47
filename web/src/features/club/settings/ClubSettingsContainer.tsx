import { CLUB_MODULES } from '@marquee/core/club/access';
import { guestShopPath } from '@marquee/core/club/shop';
import { useCallback, useMemo } from 'react';
import {
  ClubBookingSettingsDocument,
  useClubBookingSettingsQuery,
  useSaveClubBookingSettingsMutation,
  useUploadClubBookingImageMutation,
} from '../../../generated/graphql.ts';
import { useImageUploader } from '../../../hooks/useImageUploader.ts';
import { useTenancy } from '../../../app/tenancy/useTenancy.ts';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useClubLocation } from '../common/useClubLocation.ts';
import { useClubSave } from '../common/useClubSave.ts';
import { ClubSettingsPage } from './ClubSettingsPage.tsx';
import { type SettingsDoc, withoutTypenames } from './settingsForm.ts';

/** The location from the URL, its settings once one is chosen, and the save, as page props. */
export function ClubSettingsContainer() {
  const { code, setCode, locations } = useClubLocation();
  const permissions = usePermission(CLUB_MODULES.settings);
  const { selectedId } = useTenancy();
  const { data, error } = useClubBookingSettingsQuery({
    variables: { locationCode: code ?? '' },
    skip: code === null,
    fetchPolicy: 'cache-and-network',
  });
  // The answer has no id to normalise by: read the saved version back with the query.
  const [saveSettings] = useSaveClubBookingSettingsMutation({
    refetchQueries: [ClubBookingSettingsDocument],
    awaitRefetchQueries: true,
  });
  const { busy, errors, run } = useClubSave();
  const [uploadFile] = useUploadClubBookingImageMutation({ context: { handledCodes: ['BAD_USER_INPUT'] } });
  const uploadImage = useImageUploader(
    useCallback(
      async (dataUrl: string) => (await uploadFile({ variables: { dataUrl } })).data!.uploadClubBookingImage.url,
      [uploadFile],
    ),
  );
  const answer = data?.clubBookingSettings;
  const loaded = useMemo(
    () =>
      answer && data
        ? {
            settings: withoutTypenames(answer.settings) as SettingsDoc,
            timeZone: answer.timeZone,
            categories: data.clubBookingLookups.categories,
          }
        : undefined,
    [answer, data],
  );
  return (
    <ClubSettingsPage
      locations={locations}
      code={code}
      shopUrl={
        code !== null && selectedId !== null ? `${window.location.origin}${guestShopPath(selectedId, code)}` : null
      }
      onLocation={setCode}
      loaded={answer?.locationCode === code ? loaded : undefined}
      failed={error !== undefined && !data}
      saving={busy}
      canSave={permissions.canUpdateAndExecute}
      serverErrors={errors.errors}
      uploadImage={uploadImage}
      onSave={(settings) => {
        if (!code || !answer) return;
        void run(async () => {
          const res = await saveSettings({ variables: { locationCode: code, settings, version: answer.version } });
          return res.data?.saveClubBookingSettings.message ?? undefined;
        });
      }}
    />
  );
}
