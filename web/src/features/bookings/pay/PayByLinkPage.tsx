import { guestCountKey } from '@marquee/core/bookings/rules';
import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { PayLinkQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  page: { maxWidth: '520px', margin: '48px auto', padding: tokens.spacingHorizontalL },
  card: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

export interface PayByLinkPageProps {
  link: PayLinkQuery['payLink'] | undefined;
  loading: boolean;
  /** The server's refusal (forged, expired, used), shown as it is. */
  error: string | null;
  paidCode: string | null;
  paying: boolean;
  onPay: (paymentMethodId: string | null) => void;
}

/** The guest's payment page of a pay-by-link e-mail: what is due, one button, the outcome. */
export function PayByLinkPage({ link, loading, error, paidCode, paying, onPay }: PayByLinkPageProps) {
  const t = useT();
  const styles = useStyles();
  const [method, setMethod] = useState('');
  return (
    <main className={styles.page}>
      <PageHeading>{t('bookingsWeb.pay.title')}</PageHeading>
      {loading && <Spinner />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {paidCode && (
        <MessageBar intent="success">
          <MessageBarBody>{t('bookingsWeb.pay.done', { code: paidCode })}</MessageBarBody>
        </MessageBar>
      )}
      {link && !paidCode && (
        <Card className={styles.card}>
          <Text>
            {t('bookingsWeb.pay.summary', {
              code: link.confirmationCode,
              activity: link.activityName,
              location: link.locationName,
              date: link.date,
              time: link.time,
              guests: t(guestCountKey(link.guests), { count: link.guests }),
            })}
          </Text>
          <Text weight="semibold">{t('bookingsWeb.pay.amount', { amount: link.amount })}</Text>
          {link.cardProvider && (
            <Field label={t('bookingsWeb.pay.cardToken')}>
              <Input value={method} onChange={(_e, d) => setMethod(d.value)} />
            </Field>
          )}
          <Button
            appearance="primary"
            disabled={paying || (link.cardProvider && method === '')}
            onClick={() => onPay(method || null)}
          >
            {t('bookingsWeb.pay.submit', { amount: link.amount })}
          </Button>
        </Card>
      )}
    </main>
  );
}
