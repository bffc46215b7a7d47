/**
 * The guests kind of import (core/src/imports/guests.ts): a guest a row, checked by the desk's
 * rules (for today at the guest's home location) and created by the desk's insert. A row whose
 * e-mail, else phone, is a guest's of the master client already, or of an earlier row, is that
 * guest: nothing is written for it ("already there").
 */
import { todayIn } from '@marquee/core/bookings/rules';
import { guestOfRow } from '@marquee/core/imports/guests';
import type { RowProblem } from '@marquee/core/imports/rows';
import { message } from '@marquee/core/messages/en';
import { DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cleanGuest, insertGuest } from '../bookings/deskGuests.ts';
import { locationsByCode } from '../feed/references.ts';
import type { DeskGuestInput } from '@marquee/core/bookings/desk';
import type { ImportWriter, LineProblem, Outcome, StagedRow } from './writer.ts';

interface Checked {
  row: StagedRow;
  problems: RowProblem[];
  guest?: DeskGuestInput;
  homeLocationId: number | null;
}

/** Each row's guest or problems, its home location looked up in this master client. */
async function checkRows(db: Executor, masterClientId: number, records: readonly StagedRow[][], now: Date) {
  const rows = records.flat();
  const codes = rows.flatMap((r) => (r.cells.locationCode ? [r.cells.locationCode] : []));
  const locations = await locationsByCode(db, masterClientId, codes);
  const instant = Temporal.Instant.fromEpochMilliseconds(now.getTime());
  return rows.map((row): Checked => {
    const code = row.cells.locationCode;
    const location = code ? locations.get(code) : undefined;
    const problems: RowProblem[] = [];
    if (code && !location)
      problems.push({ column: 'locationCode', key: 'feed.error.unknownLocation', values: { code } });
    const r = guestOfRow(row.cells, todayIn(location?.timeZone ?? DEFAULT_TIME_ZONE, instant));
    if (!r.ok) problems.push(...r.problems);
    return {
      row,
      problems,
      ...(r.ok ? { guest: cleanGuest(r.guest.input) } : {}),
      homeLocationId: location?.id ?? null,
    };
  });
}

/** The master client's guest with this e-mail (any case), else this phone. */
async function knownGuest(db: Executor, masterClientId: number, g: DeskGuestInput): Promise<boolean> {
  const [hit] = await queryRows<{ id: number }>(
    db,
    sql`select id from guests where master_client_id = ${masterClientId}
          and ((${g.email} <> '' and lower(email) = ${g.email}) or (${g.phone} <> '' and phone = ${g.phone}))
        limit 1`,
  );
  return hit !== undefined;
}

export const guestsWriter: ImportWriter = {
  recordKey: () => null,
  // The desk's rules need the home location's today: they run in check, with the database.
  checkRow: () => [],
  async check(db, masterClientId, records, now) {
    const checked = await checkRows(db, masterClientId, records, now);
    return checked.flatMap(({ row, problems }): LineProblem[] =>
      problems.map((problem) => ({ line: row.line, problem })),
    );
  },
  async write(db, masterClientId, records, now, hooks) {
    await db.transaction(async (tx) => {
      await hooks.claim(tx);
      const outcome: Outcome = { accepted: 0, replayed: 0, rejected: 0, refusals: [] };
      // One at a time, in file order: a guest named twice is created by the first row, found by the second.
      for (const { row, problems, guest, homeLocationId } of await checkRows(tx, masterClientId, records, now)) {
        const [problem] = problems;
        if (problem || !guest) {
          outcome.rejected++;
          if (problem) {
            outcome.refusals.push({
              line: row.line,
              column: problem.column,
              reason: message(problem.key, problem.values),
            });
          }
          continue;
        }
        if (await knownGuest(tx, masterClientId, guest)) {
          outcome.replayed++;
          continue;
        }
        await insertGuest(tx, masterClientId, guest, homeLocationId);
        outcome.accepted++;
      }
      await hooks.done(tx, outcome);
    });
  },
};
