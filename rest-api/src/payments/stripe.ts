/**
 * The card provider's adapter: Stripe through its official Node SDK, used when
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

/**
 * The payment-intent flow of spec/3 §4 (initiate, client secret, update, revert): the web's card
 * form confirms the intent with the client secret; take-payment then records it once Stripe
 * says it succeeded (stripeIntentPayment).
 */
export interface CardIntents {
  initiate(r: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    description: string;
    /** Whose booking: checked whenever the intent comes back, so an id of another tenant is refused. */
    metadata: Record<string, string>;
  }): Promise<IntentAnswer>;
  retrieve(id: string): Promise<IntentAnswer>;
  update(id: string, amountCents: number): Promise<IntentAnswer>;
  cancel(id: string): Promise<IntentAnswer>;
}

export interface IntentAnswer {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  metadata: Record<string, string>;
}

const answerOf = (i: Stripe.PaymentIntent): IntentAnswer => ({
  id: i.id,
  clientSecret: i.client_secret ?? '',
  status: i.status,
  amountCents: i.amount,
  metadata: (i.metadata ?? {}) as Record<string, string>,
});

export function stripeIntents(config: StripeConfig): CardIntents {
  const stripe = new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
  const call = async (work: () => Promise<Stripe.PaymentIntent>) => {
    try {
      return answerOf(await work());
    } catch (error) {
      translate(error);
    }
  };
  return {
    initiate: (r) =>
      call(() =>
        stripe.paymentIntents.create(
          {
            amount: r.amountCents,
            currency: r.currency.toLowerCase(),
            description: r.description,
            metadata: r.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: r.idempotencyKey },
        ),
      ),
    retrieve: (id) => call(() => stripe.paymentIntents.retrieve(id)),
    update: (id, amountCents) => call(() => stripe.paymentIntents.update(id, { amount: amountCents })),
    cancel: (id) => call(() => stripe.paymentIntents.cancel(id)),
  };
}

/**
 * A processor that charges nothing itself: the guest's card form confirmed the intent; this
 * checks with Stripe that it succeeded for this amount and this booking, and records it.
 */
export function confirmedIntentProcessor(
  intents: CardIntents,
  refunds: PaymentProcessor,
  intentId: string,
  owner: Record<string, string>,
): PaymentProcessor {
  return {
    name: 'STRIPE',
    async charge(r) {
      const intent = await intents.retrieve(intentId);
      if (Object.entries(owner).some(([k, v]) => intent.metadata[k] !== v))
        throw new PaymentDeclined('unknown payment');
      if (intent.status !== 'succeeded') throw new PaymentDeclined(intent.status);
      if (intent.amountCents !== r.amountCents) throw new PaymentDeclined('amount differs');
      return { reference: intent.id };
    },
    refund: (r) => refunds.refund(r),
  };
}
