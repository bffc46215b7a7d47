import { reactionFor } from '@marquee/core/errors';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { codeOnly } from '../../../app/apollo/formattedError.ts';
import { withApollo } from '../../../app/apollo/withApollo.tsx';
import { loadSignedIn } from '../../../app/routes/loadSignedIn.ts';
import { safeFrom } from '../../../app/routes/loginPath.ts';
import { isPlainClick } from '../../../components/isPlainClick.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { sessionClock } from '../../session/sessionClock.ts';
import { useThrottleNotice } from '../useThrottleNotice.ts';
import { LoginPage, type LoginValues } from './LoginPage.tsx';
import { LoginError, postLogin } from './postLogin.ts';

const RecoveryDialogContainer = lazy(
  withApollo(() => import('../recovery/RecoveryDialogContainer.tsx').then((m) => m.RecoveryDialogContainer)),
);

/** Codes meaning "wrong username or password": the login-failure text, not the server's. */
const LOGIN_REFUSED = ['UNAUTHENTICATED', 'BAD_USER_INPUT'];

/** /auth/login and /auth/acrback: signs in, then goes to the remembered path or '/'. */
export function LoginContainer() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const throttled = useThrottleNotice();
  const notify = useNotify();
  const t = useT();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const from = safeFrom(params.get('from'));
  const fromQuery = from === '/' ? '' : `from=${encodeURIComponent(from)}`;
  const code = params.get('code');
  const recoveryOpen = params.has('recovery') || Boolean(code);
  // The dialog's code loads when it first opens, and stays for its closing animation.
  const recoveryLoaded = useRef(false);
  if (recoveryOpen) recoveryLoaded.current = true;
  const forgotHref = `/auth/login?${fromQuery ? `${fromQuery}&` : ''}recovery=1`;

  const submit = async (values: LoginValues) => {
    setFailed(false);
    setSending(true);
    try {
      await postLogin(values);
      sessionClock.touch();
      // The signed-in app loads `me` itself, with its Apollo Client.
      navigate(from, { replace: true });
    } catch (e) {
      setSending(false);
      const info = e instanceof LoginError ? e.info : codeOnly(undefined);
      if (throttled(info)) return;
      if (LOGIN_REFUSED.includes(info.code ?? '')) {
        // Spec/1 §2.2 and §8: an error notification, besides the note on the form.
        setFailed(true);
        notify(t('auth.login.failed'), 'error');
        return;
      }
      // Any other failure: what the error link shows for every other call.
      const reaction = reactionFor(info.code, info.message);
      if (reaction.kind === 'toast') notify('text' in reaction ? reaction.text : t(reaction.messageKey), 'error');
    }
  };

  // Someone is typing: fetch the signed-in app now, so Login lands on code already here.
  // And once the form is drawn and the browser idle: a password manager fills the form without a
  // keystroke, and the sign-in page's own code has already come first.
  useEffect(() => {
    const early = () => void loadSignedIn().catch(() => undefined);
    const idle = window.requestIdleCallback?.(early, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(early, 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  const prefetch = () => void loadSignedIn().catch(() => undefined);

  const openRecovery = (e: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(forgotHref);
  };

  return (
    <>
      <LoginPage
        sending={sending}
        failed={failed}
        onSubmit={submit}
        forgotHref={forgotHref}
        onForgot={openRecovery}
        onStart={prefetch}
      />
      {recoveryLoaded.current && (
        <Suspense fallback={null}>
          <RecoveryDialogContainer
            open={recoveryOpen}
            code={code}
            onClose={() => navigate(fromQuery ? `/auth/login?${fromQuery}` : '/auth/login')}
          />
        </Suspense>
      )}
    </>
  );
}
