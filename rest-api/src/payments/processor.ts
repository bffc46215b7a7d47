/**
 * How money moves (DESIGN.md Data): a PaymentProcessor charges and refunds; the booking
 * repositories record what it answered, in the same transaction as the booking's totals. The
 * in-venue processor (cash, card terminal, voucher recorded by staff) needs no keys, so the
 * product runs end to end anywhere; the card provider's adapter (stripe.ts) is used when its
 * secret key is configured. Every call carries the idempotency key of the request, so a retried
 * or double-clicked request never charges or refunds twice.
 */
import type { PaymentMethod, PaymentProcessorName } from '@marquee/core/bookings/rules';

export interface ChargeRequest {
  amountCents: number;
  /** ISO 4217, the location's. */
  currency: string;
  method: PaymentMethod;
  idempotencyKey: string;
  description: string;
  /** The card provider's payment method id (CARD only). */
  paymentMethodId?: string;
}

export interface RefundRequest {
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  /** The reference the processor answered for the payment refunded. */
  paymentReference: string;
}

export interface ProcessorAnswer {
  reference: string;
}

/** The card was refused; nothing was charged. */
export class PaymentDeclined extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PaymentDeclined';
  }
}

/** The provider could not be reached or failed; nothing is recorded. */
export class ProcessorUnavailable extends Error {
  constructor(cause?: unknown) {
    super('processor unavailable', { cause });
    this.name = 'ProcessorUnavailable';
  }
}

export interface PaymentProcessor {
  readonly name: PaymentProcessorName;
  charge(request: ChargeRequest): Promise<ProcessorAnswer>;
  refund(request: RefundRequest): Promise<ProcessorAnswer>;
}

/** Staff took the money at the desk: the record is the payment; the key is the receipt. */
export const inVenueProcessor: PaymentProcessor = {
  name: 'IN_VENUE',
  charge: async (r) => ({ reference: `in-venue:${r.method.toLowerCase()}:${r.idempotencyKey}` }),
  refund: async (r) => ({ reference: `in-venue:refund:${r.idempotencyKey}` }),
};

/** The processors a request may use: in-venue always, the card provider when configured. */
export interface Processors {
  inVenue: PaymentProcessor;
  card: PaymentProcessor | null;
}
