/**
 * The card provider's adapter (issue 12): Stripe through its official Node SDK, used when
 * STRIPE_SECRET_KEY is set. A charge confirms a payment intent with the card's payment method;
 * a refund refunds (part of) the intent. The request's idempotency key goes to Stripe too, so a
 * retried request is one charge there as well. Card errors become PaymentDeclined (a clear
 * message, nothing recorded); anything that did not reach or was not answered by Stripe becomes
 * ProcessorUnavailable. The SDK accepts host, port and protocol, so tests point it at a local
 * server speaking the few calls used here.
 */
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import { PaymentDeclined, type PaymentProcessor, ProcessorUnavailable } from './processor.ts';

function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(error.message);
  if (error instanceof Stripe.errors.StripeError && error.type === 'StripeInvalidRequestError' && error.code) {
    throw new PaymentDeclined(error.message);
  }
  throw new ProcessorUnavailable(error);
}

export function stripeProcessor(config: StripeConfig): PaymentProcessor {
  const stripe = new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    // Retries are the client's, with the same idempotency key.
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
  return {
    name: 'STRIPE',
    async charge(r) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: r.amountCents,
            currency: r.currency.toLowerCase(),
            payment_method: r.paymentMethodId,
            confirm: true,
            description: r.description,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: r.idempotencyKey },
        );
      } catch (error) {
        translate(error);
      }
      if (intent.status !== 'succeeded') throw new PaymentDeclined(intent.status);
      return { reference: intent.id };
    },
    async refund(r) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: r.paymentReference, amount: r.amountCents },
          { idempotencyKey: r.idempotencyKey },
        );
        return { reference: refund.id };
      } catch (error) {
        translate(error);
      }
    },
  };
}
