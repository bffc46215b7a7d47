import { PAY_LINK_ROUTE } from '@marquee/core/bookings/rules';
import { matchPath } from '@marquee/core/routes';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePayBookingByLinkMutation, usePayLinkQuery } from '../../../generated/graphql.ts';
import { PayByLinkPage } from './PayByLinkPage.tsx';

// Refusals are shown on the page itself, not as toasts: the guest has no shell to see them in.
const silent = { context: { silent: true } };

/** The token from /pay/:token; the link's summary; paying it. */
export function PayByLinkContainer() {
  const [path] = useLocation();
  const token = matchPath(PAY_LINK_ROUTE, path)?.token ?? '';
  const link = usePayLinkQuery({ variables: { token }, ...silent });
  const [pay, paying] = usePayBookingByLinkMutation(silent);
  const [paidCode, setPaidCode] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  return (
    <PayByLinkPage
      link={link.data?.payLink}
      loading={link.loading}
      error={payError ?? link.error?.message ?? null}
      paidCode={paidCode}
      paying={paying.loading}
      onPay={async (paymentMethodId) => {
        try {
          const r = await pay({ variables: { token, paymentMethodId } });
          setPaidCode(r.data?.payBookingByLink.confirmationCode ?? null);
        } catch (error) {
          setPayError((error as Error).message);
        }
      }}
    />
  );
}
