/** E-mail/SMS templates of a location (spec/3 §2): paged list with search, one, save, remove. */
import type { EmailSmsTemplate, EmailSmsTemplateInput } from '@marquee/core/marketing/templates';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { countAll, type Executor, type Tx } from '../../db/client.ts';
import { audit } from '../audit.ts';
import { messageTemplates as t } from '../../db/schema-marketing.ts';
import { recordNotFound, staleRecord } from '../../resources/errors.ts';
import { matchesAny, type Paging } from '../../resources/repository.ts';

const columns = {
  id: t.id,
  locationId: t.locationId,
  languageId: t.languageId,
  name: t.name,
  channel: t.channel,
  timeTypeId: t.timeTypeId,
  subject: t.subject,
  body: t.body,
  version: t.version,
  updatedAt: t.updatedAt,
};
type Selected = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
const toTemplate = (r: Selected): EmailSmsTemplate => ({ ...r, updatedAt: r.updatedAt.toISOString() });

export async function listTemplates(
  db: Executor,
  masterClientId: number,
  locationId: number,
  languageId: number | undefined,
  paging: Paging,
) {
  const where = and(
    eq(t.masterClientId, masterClientId),
    eq(t.locationId, locationId),
    languageId === undefined ? undefined : eq(t.languageId, languageId),
    matchesAny(paging.search, [t.name, t.subject]),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(t)
      .where(where)
      .orderBy(paging.order === 'desc' ? desc(t.name) : asc(t.name), asc(t.id))
      .limit(paging.rowsPerPage)
      .offset(paging.page * paging.rowsPerPage),
    db.select({ total: countAll() }).from(t).where(where),
  ]);
  return { data: rows.map(toTemplate), total: count?.total ?? 0, page: paging.page, rowsPerPage: paging.rowsPerPage };
}

export async function getTemplate(db: Executor, masterClientId: number, id: number): Promise<EmailSmsTemplate> {
  const [row] = await db
    .select(columns)
    .from(t)
    .where(and(eq(t.masterClientId, masterClientId), eq(t.id, id)));
  if (!row) throw recordNotFound();
  return toTemplate(row);
}

const valuesOf = (v: EmailSmsTemplateInput) => ({
  locationId: v.locationId,
  languageId: v.languageId,
  name: v.name.trim(),
  channel: v.channel,
  timeTypeId: v.timeTypeId,
  subject: v.channel === 'sms' ? '' : v.subject,
  body: v.body,
});

/** What the audit log keeps of a template. */
const audited = ({ updatedAt: _u, version: _v, ...rest }: EmailSmsTemplate) => rest;

/**
 * Creates without id; updates with id and the version read (409 when someone saved since). The
 * change is audited in the same transaction.
 */
export async function saveTemplate(
  db: Tx,
  masterClientId: number,
  input: EmailSmsTemplateInput,
  userId: number,
): Promise<EmailSmsTemplate> {
  const entry = { userId, masterClientId, entity: 'emailSmsTemplate' };
  if (input.id === undefined) {
    const [row] = await db
      .insert(t)
      .values({ masterClientId, ...valuesOf(input) })
      .returning({ id: t.id });
    const created = await getTemplate(db, masterClientId, row!.id);
    await audit(db, { ...entry, entityId: created.id, action: 'create', before: null, after: audited(created) });
    return created;
  }
  const before = await getTemplate(db, masterClientId, input.id); // 404 for another master client's id
  const updated = await db
    .update(t)
    .set({ ...valuesOf(input), version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(and(eq(t.masterClientId, masterClientId), eq(t.id, input.id), eq(t.version, input.version ?? 0)))
    .returning({ id: t.id });
  if (updated.length === 0) throw staleRecord();
  const after = await getTemplate(db, masterClientId, input.id);
  await audit(db, { ...entry, entityId: input.id, action: 'update', before: audited(before), after: audited(after) });
  return after;
}

export async function removeTemplate(db: Tx, masterClientId: number, id: number, userId: number): Promise<void> {
  const before = await getTemplate(db, masterClientId, id); // 404 for another master client's id
  await db.delete(t).where(and(eq(t.masterClientId, masterClientId), eq(t.id, id)));
  await audit(db, {
    userId,
    masterClientId,
    entity: 'emailSmsTemplate',
    entityId: id,
    action: 'delete',
    before: audited(before),
    after: null,
  });
}

/** Languages the location has templates in. */
export async function templateLanguageIds(db: Executor, masterClientId: number, locationId: number) {
  const rows = await db
    .selectDistinct({ languageId: t.languageId })
    .from(t)
    .where(and(eq(t.masterClientId, masterClientId), eq(t.locationId, locationId)));
  return rows.map((r) => r.languageId);
}
