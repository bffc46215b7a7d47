import { Button, DialogActions, DialogContent, DialogTitle, Text } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT.ts';

export interface RecoverySentStepProps {
  sentTo: string;
  sending: boolean;
  onResend: () => void;
  onClose: () => void;
}

/** Step 2: 'Check your email' with the sent-to text and 'Resend email'. */
export function RecoverySentStep({ sentTo, sending, onResend, onClose }: RecoverySentStepProps) {
  const t = useT();
  return (
    <>
      <DialogTitle>{t('recovery.checkEmail')}</DialogTitle>
      <DialogContent>
        <Text>{t('recovery.sent', { email: sentTo })}</Text>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button appearance="primary" onClick={onResend} disabled={sending}>
          {t('recovery.resend')}
        </Button>
      </DialogActions>
    </>
  );
}
