/** Query and body schemas of the booking calls (spec/3 §7 Club booking and booking manager). */
import {
  IDEMPOTENCY_KEY_PATTERN,
  IN_VENUE_METHODS,
  MAX_CUSTOMERS,
  MAX_GUESTS,
  MAX_OFFERINGS,
  PAYMENT_METHODS,
} from '@marquee/core/bookings/rules';
import { REFUND_REASONS } from '@marquee/core/bookings/deskPricing';
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { type TSchema, Type } from 'typebox';
import { MASTER_CLIENT_QUERY } from '../../resources/register.ts';

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const LocationCode = Type.String({ minLength: 1, maxLength: 20 });
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$' });
export const Time = Type.String({ pattern: '^\\d{2}:\\d{2}$' });
/** Dollars as typed ('12.50', 12.5); checked by core amountCents so '1.005' gets its message. */
export const Amount = Type.Union([Type.String({ maxLength: 20 }), Type.Number()]);
export const Key = Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN });
export const Method = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));
export const RefundReasonSchema = Type.Union(REFUND_REASONS.map((r) => Type.Literal(r)));

/**
 * A query (with the masterClient parameter) and a closed body. Typed loosely on purpose: the
 * handlers name the shape they read, ajv has checked it against the schema.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Checked = any;
export const query = (props: Record<string, TSchema>) =>
  Type.Unsafe<Checked>(Type.Object({ ...MASTER_CLIENT_QUERY, ...props }));
export const body = (props: Record<string, TSchema>) =>
  Type.Unsafe<Checked>(Type.Object(props, { additionalProperties: false }));

export const BookingIdQuery = { bookingId: Id };
export const BookingRef = { bookingId: Id };

export const Offering = Type.Object(
  {
    productId: Type.Optional(Id),
    name: Type.String({ minLength: 1, maxLength: MAX_TEXT_LENGTH }),
    quantity: Type.Integer({ minimum: 1, maximum: 999 }),
    unitPrice: Amount,
  },
  { additionalProperties: false },
);

export const CreateBody = {
  locationCode: LocationCode,
  activityId: Id,
  date: IsoDate,
  startTime: Time,
  guests: Type.Integer({ minimum: 1, maximum: MAX_GUESTS * 100 }),
  holderId: Id,
  offerings: Type.Optional(Type.Array(Offering, { maxItems: MAX_OFFERINGS })),
  sendConfirmation: Type.Optional(Type.Boolean()),
  /** A booking discount code and a live lightning deal applied at the desk. */
  discountCode: Type.Optional(Type.String({ maxLength: 30 })),
  dealId: Type.Optional(Id),
  /** A first payment taken at the desk, in the same transaction (in-venue methods). */
  payment: Type.Optional(
    Type.Object(
      {
        amount: Amount,
        method: Type.Union(IN_VENUE_METHODS.map((m) => Type.Literal(m))),
        idempotencyKey: Key,
      },
      { additionalProperties: false },
    ),
  ),
};

export const CustomersBody = {
  bookingId: Id,
  custIds: Type.Array(Id, { minItems: 1, maxItems: MAX_CUSTOMERS }),
};

/** What the New booking dialog prices before confirming: the create body's price parts. */
export const QuoteBody = {
  locationCode: LocationCode,
  activityId: Id,
  guests: Type.Integer({ minimum: 1, maximum: MAX_GUESTS }),
  offerings: Type.Optional(Type.Array(Offering, { maxItems: MAX_OFFERINGS })),
  discountCode: Type.Optional(Type.String({ maxLength: 30 })),
  dealId: Type.Optional(Id),
};
