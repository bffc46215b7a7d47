import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { GUESTS_MENU } from '@marquee/core/marketing/guests';
import { isGuestLanguage } from '@marquee/core/messages/languages';
import { useEffect, useState } from 'react';
import { errorInfo } from '../../app/apollo/errorInfo.ts';
import { GuestLanguageSelect } from '../../components/GuestLanguageSelect.tsx';
import { useSetGuestLanguageMutation } from '../../generated/graphql.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { usePermission } from '../../hooks/usePermission.ts';
import { useServerErrors } from '../../hooks/useServerErrors.ts';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export interface GuestLanguageContainerProps {
  guestId: number;
  /** As saved: a languages id, or null for the location's. */
  languageId: number | null;
}

/** The language a guest's messages go in: shown to whoever sees the guest, saved with UPDATE on guests. */
export function GuestLanguageContainer({ guestId, languageId }: GuestLanguageContainerProps) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const server = useServerErrors();
  const canChange = usePermission(GUESTS_MENU).canUpdateAndExecute;
  const [value, setValue] = useState(languageId);
  useEffect(() => setValue(languageId), [languageId]);
  const [save, saving] = useSetGuestLanguageMutation({
    refetchQueries: ['GuestTimeline'],
    context: { handledCodes: ['BAD_USER_INPUT'] },
  });
  const local = isGuestLanguage(value) ? undefined : t('validation.guestLanguage');
  return (
    <div className={styles.row}>
      <GuestLanguageSelect
        value={value}
        onChange={setValue}
        disabled={!canChange}
        error={local ?? server.errors.languageId}
      />
      {canChange && (
        <Button
          disabled={saving.loading || value === languageId || local !== undefined}
          onClick={async () => {
            server.set({});
            try {
              const r = await save({ variables: { guestId, languageId: value } });
              if (r.data) notify(r.data.setGuestLanguage.message);
            } catch (e) {
              server.set(errorInfo(e));
            }
          }}
        >
          {t('marketing.guest.saveLanguage')}
        </Button>
      )}
    </div>
  );
}
