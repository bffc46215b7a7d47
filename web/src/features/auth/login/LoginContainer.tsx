import { useApolloClient } from '@apollo/client/react';
import { type MouseEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { safeFrom } from '../../../app/routes/loginPath.ts';
import { isPlainClick } from '../../../components/isPlainClick.ts';
import { MeDocument, useLoginMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { RecoveryDialogContainer } from '../recovery/RecoveryDialogContainer.tsx';
import { THROTTLED, useThrottleNotice } from '../useThrottleNotice.ts';
import { LoginPage, type LoginValues } from './LoginPage.tsx';

/** Codes meaning "wrong username or password": the login-failure text, not the server's. */
const LOGIN_REFUSED = ['UNAUTHENTICATED', 'BAD_USER_INPUT'];

/** /auth/login and /auth/acrback: signs in, then goes to the remembered path or '/'. */
export function LoginContainer() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const client = useApolloClient();
  const throttled = useThrottleNotice();
  const notify = useNotify();
  const t = useT();
  const [login] = useLoginMutation({ context: { handledCodes: [...LOGIN_REFUSED, ...THROTTLED] } });
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const from = safeFrom(params.get('from'));
  const fromQuery = from === '/' ? '' : `from=${encodeURIComponent(from)}`;
  const code = params.get('code');
  const recoveryOpen = params.has('recovery') || Boolean(code);
  const forgotHref = `/auth/login?${fromQuery ? `${fromQuery}&` : ''}recovery=1`;

  const submit = async (values: LoginValues) => {
    setFailed(false);
    setSending(true);
    try {
      await login({ variables: values });
      await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      navigate(from, { replace: true });
    } catch (e) {
      setSending(false);
      if (throttled(e)) return;
      if (!LOGIN_REFUSED.includes(errorInfo(e).code ?? '')) return;
      // Spec/1 §2.2 and §8: an error notification, besides the note on the form.
      setFailed(true);
      notify(t('auth.login.failed'), 'error');
    }
  };

  const openRecovery = (e: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(forgotHref);
  };

  return (
    <>
      <LoginPage sending={sending} failed={failed} onSubmit={submit} forgotHref={forgotHref} onForgot={openRecovery} />
      <RecoveryDialogContainer
        open={recoveryOpen}
        code={code}
        onClose={() => navigate(fromQuery ? `/auth/login?${fromQuery}` : '/auth/login')}
      />
    </>
  );
}
