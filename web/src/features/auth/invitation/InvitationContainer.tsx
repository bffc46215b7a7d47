import { useApolloClient } from '@apollo/client/react';
import type { InvitationProblem } from '@marquee/core/tenants';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { masterClientStore } from '../../../app/tenancy/masterClientStore.ts';
import type { NewPasswordValues } from '../../../components/NewPasswordFields.tsx';
import { MeDocument, useAcceptInvitationMutation, useInvitationQuery } from '../../../generated/graphql.ts';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { THROTTLED, useThrottleNotice } from '../useThrottleNotice.ts';
import { type InvitationState, InvitationPage } from './InvitationPage.tsx';

const PROBLEMS: readonly InvitationProblem[] = ['unknown', 'used', 'expired'];
const asProblem = (p: string | null | undefined): InvitationProblem => PROBLEMS.find((x) => x === p) ?? 'unknown';

/**
 * /auth/invitation?token=…: checks the link, sets the password, then opens the product in the
 * invited master client (the session cookie comes with the answer).
 */
export function InvitationContainer() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [, navigate] = useLocation();
  const client = useApolloClient();
  const throttled = useThrottleNotice();
  const server = useServerErrors();
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<InvitationProblem | null>(null);
  const check = useInvitationQuery({
    variables: { token },
    skip: token === '',
    fetchPolicy: 'network-only',
    context: { handledCodes: THROTTLED },
  });
  const [accept] = useAcceptInvitationMutation({ context: { handledCodes: ['BAD_USER_INPUT', ...THROTTLED] } });

  const seen = check.data?.invitation;
  const state: InvitationState =
    token === ''
      ? { kind: 'refused', problem: 'unknown' }
      : refused
        ? { kind: 'refused', problem: refused }
        : check.loading || !seen
          ? check.error
            ? { kind: 'refused', problem: 'unknown' }
            : { kind: 'checking' }
          : seen.problem
            ? { kind: 'refused', problem: asProblem(seen.problem) }
            : { kind: 'ready', firstName: seen.firstName, customer: seen.customer };

  const submit = async (values: NewPasswordValues) => {
    server.set({});
    setSending(true);
    try {
      const res = await accept({ variables: { input: { token, ...values } } });
      const masterClientId = res.data?.acceptInvitation.masterClientId ?? null;
      // The new customer is the one to work in, whatever this browser had selected before.
      masterClientStore.set(masterClientId);
      await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      navigate('/', { replace: true });
    } catch (e) {
      setSending(false);
      if (throttled(errorInfo(e))) return;
      const info = errorInfo(e);
      // A link used or expired meanwhile: say so instead of the form.
      if (info.fields.token) setRefused(asProblem(info.fieldKeys.token?.key?.split('.').pop()));
      else server.set(info);
    }
  };

  return (
    <InvitationPage
      state={state}
      sending={sending}
      serverErrors={server.errors}
      onEdit={server.clear}
      onSubmit={submit}
    />
  );
}
