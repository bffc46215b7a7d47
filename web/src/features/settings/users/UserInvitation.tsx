import { useResendInvitationMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { InvitationBar } from './InvitationBar.tsx';
import { useResend } from './useResend.ts';

export interface UserInvitationProps {
  userId: number;
}

/** Resends an invited user's invitation and says the server's text. */
export function UserInvitation({ userId }: UserInvitationProps) {
  const t = useT();
  const notify = useNotify();
  const [invite] = useResendInvitationMutation();
  const { sending, resend } = useResend(async () => {
    const { data } = await invite({ variables: { userId } });
    notify(data?.resendInvitation.message || t('settings.users.inviteSent'));
  });
  return <InvitationBar sending={sending} onResend={resend} />;
}
