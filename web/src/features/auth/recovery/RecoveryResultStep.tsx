import { Button, DialogActions, DialogContent, DialogTitle, Text } from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import { useT } from '../../../i18n/useT.ts';

export interface RecoveryResultStepProps {
  titleKey: MessageKey;
  textKey: MessageKey;
  onClose: () => void;
}

/** The end of step 3 or 4: a title, a text and 'Back to login'. */
export function RecoveryResultStep({ titleKey, textKey, onClose }: RecoveryResultStepProps) {
  const t = useT();
  return (
    <>
      <DialogTitle>{t(titleKey)}</DialogTitle>
      <DialogContent>
        <Text>{t(textKey)}</Text>
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={onClose}>
          {t('recovery.backToLogin')}
        </Button>
      </DialogActions>
    </>
  );
}
