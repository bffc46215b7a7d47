/**
 * The desk's guest and check-in calls: likely duplicates of a guest being typed
 * (menu 20 VIEW), a guest created at the New booking dialog (ADD, like the booking it holds), and
 * a booking's check-ins: read (VIEW), check in and undo (UPDATE_AND_EXECUTE). Every query is
 * scoped by the request's master client; another's booking answers 404 and writes nothing; each
 * write is one transaction with the dashboards' facts it moves.
 */
import { MAX_GUESTS, BOOKING_MANAGER_INDEX as MANAGER } from '@marquee/core/bookings/rules';
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { bookingCheckIns, checkIn, undoCheckIn } from '../../repositories/bookings/checkIns.ts';
import { createDeskGuest, likelyDuplicates } from '../../repositories/bookings/deskGuests.ts';
import { bookingNotFound } from '../../repositories/bookings/errors.ts';
import { inBookingTransaction } from '../../repositories/bookings/facts.ts';
import { bookingDetail } from '../../repositories/bookings/read.ts';
import { body, Id, Key, LocationCode, query } from './schemas.ts';

const Text = Type.String({ maxLength: MAX_TEXT_LENGTH * 2 });
const GuestFields = {
  firstName: Text,
  lastName: Text,
  email: Text,
  phone: Type.String({ maxLength: 40 }),
};

export async function deskGuestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mc = requireMasterClient;
  const act = requireModule(MANAGER, Flag.updateAndExecute);

  app.get(
    '/booking-manager/guests/duplicates',
    { schema: { querystring: query(GuestFields) }, preHandler: requireModule(MANAGER, Flag.view) },
    async (request) => {
      const q = request.query as { firstName: string; lastName: string; email: string; phone: string };
      return { data: await likelyDuplicates(app.db, mc(request), q) };
    },
  );

  app.post(
    '/booking-manager/guests',
    {
      schema: {
        querystring: query({}),
        body: body({
          ...GuestFields,
          birthDate: Type.String({ maxLength: 10 }),
          marketingOptIn: Type.Boolean(),
          languageId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()])),
          locationCode: Type.Optional(LocationCode),
          idempotencyKey: Key,
        }),
      },
      preHandler: requireModule(MANAGER, Flag.add),
    },
    async (request) => {
      const b = request.body as Parameters<typeof createDeskGuest>[2];
      const guest = await app.db.transaction((tx) => createDeskGuest(tx, mc(request), b));
      const { created: _created, ...row } = guest;
      const name = `${row.firstName} ${row.lastName}`;
      return { data: { message: message('deskGuests.done.created', { name }), guest: row } };
    },
  );

  app.get(
    '/booking-manager/bookings/check-ins',
    { schema: { querystring: query({ bookingId: Id }) }, preHandler: requireModule(MANAGER, Flag.view) },
    async (request) => ({
      data: await bookingCheckIns(app.db, mc(request), (request.query as { bookingId: number }).bookingId),
    }),
  );

  const answer = async (
    db: Executor,
    masterClientId: number,
    bookingId: number,
    key: 'checkedIn' | 'checkInUndone',
  ) => {
    const booking = await bookingDetail(db, masterClientId, bookingId);
    if (!booking) throw bookingNotFound();
    return {
      data: {
        message: message(`deskGuests.done.${key}`),
        booking,
        checkIns: await bookingCheckIns(db, masterClientId, bookingId),
      },
    };
  };

  app.post(
    '/booking-manager/bookings/check-in',
    {
      schema: {
        querystring: query({}),
        body: body({ bookingId: Id, guests: Type.Integer({ maximum: MAX_GUESTS * 100 }) }),
      },
      preHandler: act,
    },
    async (request) => {
      const b = request.body as { bookingId: number; guests: number };
      return inBookingTransaction(app.db, async (tx) => {
        await checkIn(tx, mc(request), b.bookingId, b.guests, currentUser(request).id);
        return answer(tx, mc(request), b.bookingId, 'checkedIn');
      });
    },
  );

  app.post(
    '/booking-manager/bookings/undo-check-in',
    { schema: { querystring: query({}), body: body({ bookingId: Id, checkInId: Id }) }, preHandler: act },
    async (request) => {
      const b = request.body as { bookingId: number; checkInId: number };
      return inBookingTransaction(app.db, async (tx) => {
        await undoCheckIn(tx, mc(request), b.bookingId, b.checkInId, currentUser(request).id);
        return answer(tx, mc(request), b.bookingId, 'checkInUndone');
      });
    },
  );
}
