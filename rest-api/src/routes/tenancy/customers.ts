/**
 * Customers: provider staff list the master clients, open a new one with its first
 * director, and send the director's invitation again. Every route here refuses anyone else with
 * 403 before reading anything, and refuses API tokens (a person opens customers).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { message } from '@marquee/core/messages/en';
import { type NewCustomerInput, normaliseNewCustomer, validateNewCustomer } from '@marquee/core/tenants';
import { invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { HttpError } from '../../http/errors.ts';
import { currentUser, peopleOnly } from '../../plugins/auth.ts';
import { recordNotFound, isUniqueViolation } from '../../resources/errors.ts';
import {
  customerById,
  customerPage,
  invitedDirector,
  isEmailTaken,
  isNameTaken,
  openCustomer,
  writeInvitation,
} from '../../repositories/tenants/customers.ts';
import { hashPassword } from '../../security/passwords.ts';
import { requireProviderStaff } from '../venue/scope.ts';

const guard = [peopleOnly, requireProviderStaff];
const text = str({ maxLength: 400 });

export const customerSchema = obj({
  masterClientId: int(),
  name: str(),
  country: str(),
  timeZone: str(),
  currency: str(),
  locations: int(),
  directorName: str(),
  directorEmail: str(),
  invitation: str(),
  createdAt: nullableStr(),
});

export async function customerRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { search?: string; page?: number; rowsPerPage?: number } }>(
    '/tenants/customers',
    {
      schema: {
        querystring: query(
          {
            search: str({ maxLength: MAX_TEXT_LENGTH }),
            page: int({ minimum: 0, maximum: 100000 }),
            rowsPerPage: int({ minimum: 1, maximum: 100 }),
          },
          ['search', 'page', 'rowsPerPage'],
        ),
        response: envelope(obj({ data: arrayOf(customerSchema), total: int(), page: int(), rowsPerPage: int() })),
      },
      preHandler: guard,
    },
    async (request) => {
      const page = request.query.page ?? FIRST_PAGE;
      const rowsPerPage = request.query.rowsPerPage ?? DEFAULT_PAGE_SIZE;
      const search = (request.query.search ?? '').trim();
      const result = await customerPage(app.db, { search, page, rowsPerPage }, app.config.now());
      return { data: { ...result, page, rowsPerPage } };
    },
  );

  app.post<{ Body: NewCustomerInput }>(
    '/tenants/customers',
    {
      schema: {
        querystring: query(),
        body: obj({
          name: text,
          country: text,
          timeZone: text,
          currency: text,
          directorFirstName: text,
          directorLastName: text,
          directorEmail: text,
          directorLanguageId: int({ minimum: 1, maximum: 99 }),
        }),
        response: envelope(customerSchema),
      },
      preHandler: guard,
    },
    async (request) => {
      const input = normaliseNewCustomer(request.body);
      const errors = validateNewCustomer(input);
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      // Checked first for a clear message; the unique index below still decides a race.
      if (await isNameTaken(app.db, input.name)) throw invalidInput({ name: 'tenants.error.nameTaken' });
      // An address that already signs in to Marquee is refused rather than attached: sending its
      // owner a set-password link would let whoever opens a customer reset anyone's password.
      if (await isEmailTaken(app.db, input.directorEmail)) {
        throw invalidInput({ directorEmail: 'tenants.error.emailTaken' });
      }
      // Hashed outside the transaction: scrypt is slow on purpose and needs no lock.
      const hash = await hashPassword(randomUUID());
      const now = app.config.now();
      let id: number;
      try {
        id = await app.db.transaction((tx) =>
          openCustomer(tx, app.jobs, app.config.publicUrl, input, { id: currentUser(request).id, hash }, now),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request took the name or the address between the checks and the insert.
        if (await isNameTaken(app.db, input.name)) throw invalidInput({ name: 'tenants.error.nameTaken' });
        throw invalidInput({ directorEmail: 'tenants.error.emailTaken' });
      }
      return { data: (await customerById(app.db, id, now))! };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/tenants/customers/:id/invitation',
    {
      schema: {
        params: obj({ id: int({ minimum: 1, maximum: 999999999 }) }),
        querystring: query(),
        response: envelope(customerSchema),
      },
      preHandler: guard,
    },
    async (request) => {
      const id = request.params.id;
      const now = app.config.now();
      const director = await invitedDirector(app.db, id);
      if (!director) throw recordNotFound();
      if (director.accepted) throw new HttpError(409, message('tenants.error.nothingToResend'));
      await app.db.transaction((tx) =>
        writeInvitation(tx, app.jobs, app.config.publicUrl, {
          masterClientId: id,
          userId: director.userId,
          createdBy: currentUser(request).id,
          now,
          email: director.email,
          firstName: director.firstName,
          languageId: director.languageId,
          customer: director.customer,
        }),
      );
      return { data: (await customerById(app.db, id, now))! };
    },
  );
}
