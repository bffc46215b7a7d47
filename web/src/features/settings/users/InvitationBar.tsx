import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface InvitationBarProps {
  /** 'Sending' while true, else 'Resend'. */
  sending: boolean;
  onResend: () => void;
}

/** 'Invited' with the resend-invitation button of an invited user (spec/3 §2 Users). */
export function InvitationBar({ sending, onResend }: InvitationBarProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <Text>{t('settings.users.invited')}</Text>
      <Button size="small" onClick={onResend} disabled={sending} aria-label={t('settings.users.resendInvitation')}>
        {sending ? t('settings.users.sending') : t('settings.users.resend')}
      </Button>
    </div>
  );
}
