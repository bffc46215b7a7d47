import { useCallback } from 'react';
import { errorInfo } from '../app/apollo/errorInfo.ts';
import { fieldTexts } from '../i18n/fieldTexts.ts';
import { useT } from '../i18n/useT.ts';

/**
 * An upload mutation as UploadedImageField calls it: answers the stored path, or fails with the
 * server's reason for the file (its `dataUrl` field: type, size, dimensions) in the person's
 * language, or the generic failure when the server gave none.
 */
export function useImageUploader(mutate: (dataUrl: string) => Promise<string>): (dataUrl: string) => Promise<string> {
  const t = useT();
  return useCallback(
    async (dataUrl: string) => {
      try {
        return await mutate(dataUrl);
      } catch (error) {
        const info = errorInfo(error);
        throw new Error(fieldTexts(info, t).dataUrl ?? t('brandImage.failed'));
      }
    },
    [mutate, t],
  );
}
