/**
 * The sales kind of import (core/src/feed/import.ts): rows sharing an externalId form one
 * transaction, written through recordVenueTransactions, the feed's own path, so the same rules
 * apply and a file uploaded again is REPLAYED.
 */
import {
  type AssembledTransaction,
  assembleTransaction,
  checkImportRow,
  type ImportCells,
  locateField,
} from '@marquee/core/feed/import';
import { checkVenueTransaction } from '@marquee/core/feed/transactions';
import { message } from '@marquee/core/messages/en';
import type { Executor } from '../../db/client.ts';
import { locationsByCode, productClasses } from '../feed/references.ts';
import { recordVenueTransactions } from '../feed/transactions.ts';
import type { ImportWriter, LineProblem, Refusal, StagedRow } from './writer.ts';

const asSales = (rows: readonly StagedRow[]) => rows.map((r) => ({ line: r.line, cells: r.cells as ImportCells }));

/**
 * The problems of transactions before writing: the conflicts between their rows, the feed's rules
 * and the location and products in this master client. A refund of a sale not yet recorded
 * shows no problem here. A row's own problems are stored with it already.
 */
async function check(db: Executor, masterClientId: number, records: readonly StagedRow[][], now: Date) {
  const found: LineProblem[] = [];
  const assembled: { t: AssembledTransaction; first: number }[] = [];
  for (const group of records) {
    const a = assembleTransaction(asSales(group));
    if (!a.ok) {
      if (a.problem.key === 'feed.import.error.differs') found.push({ line: a.line, problem: a.problem });
      continue;
    }
    const checked = checkVenueTransaction(a.input, now);
    if (!checked.ok) {
      const at = locateField(checked.problem.field, a, group[0]!.line);
      found.push({ line: at.line, problem: { ...checked.problem, column: at.column } });
      continue;
    }
    assembled.push({ t: a, first: group[0]!.line });
  }
  const locations = await locationsByCode(
    db,
    masterClientId,
    assembled.map(({ t }) => t.input.locationCode),
  );
  const products = await productClasses(
    db,
    masterClientId,
    assembled.flatMap(({ t }) => t.input.lines.map((l) => l.productId)),
  );
  for (const { t, first } of assembled) {
    if (!locations.has(t.input.locationCode.trim())) {
      found.push({
        line: first,
        problem: { column: 'locationCode', key: 'feed.error.unknownLocation', values: { code: t.input.locationCode } },
      });
    }
    t.input.lines.forEach((l, i) => {
      if (!products.has(l.productId)) {
        found.push({
          line: t.lineRows[i]!,
          problem: { column: 'productId', key: 'feed.error.unknownProduct', values: { id: l.productId } },
        });
      }
    });
  }
  return found;
}

export const salesWriter: ImportWriter = {
  // A row without an externalId is a transaction of its own (refused: the id is required).
  recordKey: (cells) => cells.externalId ?? null,
  checkRow: (cells) => checkImportRow(cells as ImportCells),
  check,
  async write(db, masterClientId, records, now, hooks) {
    const refusals: Refusal[] = [];
    let refusedBefore = 0;
    const sent: { t: AssembledTransaction; rows: readonly StagedRow[] }[] = [];
    for (const group of records) {
      const a = assembleTransaction(asSales(group));
      if (!a.ok) {
        refusedBefore++;
        const reason = message(a.problem.key, a.problem.values);
        for (const r of group)
          refusals.push({ line: r.line, column: r.line === a.line ? a.problem.column : null, reason });
        continue;
      }
      sent.push({ t: a, rows: group });
    }
    await recordVenueTransactions(
      db,
      masterClientId,
      sent.map((s) => s.t.input),
      now,
      async (tx, answer) => {
        await hooks.claim(tx);
        const all = [...refusals];
        answer.results.forEach((result, i) => {
          if (result.status !== 'REJECTED') return;
          const { t, rows: group } = sent[i]!;
          const at = locateField(result.field, t, group[0]!.line);
          for (const r of group) {
            all.push({ line: r.line, column: r.line === at.line ? at.column : null, reason: result.message ?? '' });
          }
        });
        await hooks.done(tx, {
          accepted: answer.accepted,
          replayed: answer.replayed,
          rejected: answer.rejected + refusedBefore,
          refusals: all,
        });
      },
    );
  },
};
