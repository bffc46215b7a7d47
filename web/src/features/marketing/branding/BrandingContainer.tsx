import { BRANDING_MENU } from '@marquee/core/marketing/access';
import { DEFAULT_LANGUAGE_ID } from '@marquee/core/marketing/branding';
import { useCallback, useEffect, useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import {
  EmailBrandingDocument,
  useEmailBrandingQuery,
  useMarketingLanguagesQuery,
  useSaveEmailBrandingMutation,
  useUploadEmailBrandingImageMutation,
} from '../../../generated/graphql.ts';
import { useImageUploader } from '../../../hooks/useImageUploader.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';
import { useT } from '../../../i18n/useT.ts';
import { useMarketingLocations } from '../shared/useMarketingLocations.ts';
import { BrandingPage } from './BrandingPage.tsx';
import { type BrandingField, type BrandingValues, brandingValues } from './brandingForm.ts';

/** Location and language from the URL; the branding read into a draft the preview follows live. */
export function BrandingContainer() {
  const t = useT();
  const notify = useNotify();
  const server = useServerErrors();
  const permissions = usePermission(BRANDING_MENU);
  const { locations } = useMarketingLocations();
  const [locationParam, setLocation] = useUrlParam('location');
  const [languageParam, setLanguage] = useUrlParam('language');
  // With one location there is nothing to choose: it is the one shown.
  const locationCode = locationParam ?? (locations.length === 1 ? locations[0]!.code : null);
  const languageId = languageParam && /^\d+$/.test(languageParam) ? Number(languageParam) : DEFAULT_LANGUAGE_ID;
  const skip = locationCode === null;
  const variables = { locationCode: locationCode ?? '', languageId };
  const { data, error } = useEmailBrandingQuery({ variables, skip, fetchPolicy: 'cache-and-network' });
  const languages = useMarketingLanguagesQuery({ variables: { locationCode: locationCode ?? '' }, skip });
  const [draft, setDraft] = useState<BrandingValues | undefined>();
  // The branding has no id of its own to update the cache by: the save reads it again.
  const [save, { loading: saving }] = useSaveEmailBrandingMutation({
    context: { handledCodes: ['BAD_USER_INPUT'] },
    refetchQueries: [EmailBrandingDocument],
    awaitRefetchQueries: true,
  });
  const loaded = data?.emailBranding;
  const [uploadLogo] = useUploadEmailBrandingImageMutation({ context: { handledCodes: ['BAD_USER_INPUT'] } });
  const uploadImage = useImageUploader(
    useCallback(
      async (dataUrl: string) => (await uploadLogo({ variables: { dataUrl } })).data!.uploadEmailBrandingImage.url,
      [uploadLogo],
    ),
  );

  // A new location, language or saved version starts a new draft from what the server holds.
  useEffect(() => setDraft(loaded ? brandingValues(loaded) : undefined), [loaded]);

  return (
    <BrandingPage
      locations={locations}
      locationCode={locationCode}
      onLocation={(code) => setLocation(code)}
      languages={languages.data?.enabledLanguages ?? [{ id: DEFAULT_LANGUAGE_ID, name: 'English' }]}
      languageId={languageId}
      onLanguage={(id) => setLanguage(id === DEFAULT_LANGUAGE_ID ? null : String(id))}
      values={skip ? undefined : draft}
      loadFailed={!loaded && error !== undefined}
      errors={server.errors as Partial<Record<BrandingField, string>>}
      canSave={permissions.canUpdateAndExecute}
      saving={saving}
      onChange={(field, value) => {
        server.clear(field);
        setDraft((d) => (d ? { ...d, [field]: value } : d));
      }}
      uploadImage={uploadImage}
      onSave={async () => {
        if (!draft || !locationCode) return;
        try {
          await save({ variables: { locationCode, languageId, input: draft } });
          notify(t('marketing.branding.saved'));
        } catch (e) {
          const info = errorInfo(e);
          if (info.code === 'BAD_USER_INPUT') server.set(info);
        }
      }}
    />
  );
}
