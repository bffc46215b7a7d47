import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import type { AuditRow } from '../settings/auditLog.ts';
import { AUDIT_EXPORT_COLUMNS, isAuditExportEntity } from './auditLog.ts';

const row: AuditRow = {
  id: 9,
  at: '2026-11-20T15:04:05.000Z',
  userId: 3,
  userName: 'Dana Reyes',
  entity: 'products',
  entityId: 41,
  action: 'update',
  changes: [
    { field: 'name', before: '"Laser"', after: '"Laser Tag"' },
    { field: 'image', before: null, after: '"/a.png"' },
  ],
};

describe('audit log export columns', () => {
  it('are the screen columns with their labels and values', () => {
    for (const c of AUDIT_EXPORT_COLUMNS) expect(en[c.label]).toBeTruthy();
    expect(AUDIT_EXPORT_COLUMNS.map((c) => c.value(row))).toEqual([
      '2026-11-20T15:04:05.000Z',
      'Dana Reyes',
      en['catalogue.products.title'],
      41,
      'Changed',
      'name: "Laser" → "Laser Tag"\nimage: — → "/a.png"',
    ]);
  });

  it("name a removal as the screen does, and take the filter's entities only", () => {
    const action = AUDIT_EXPORT_COLUMNS.find((c) => c.key === 'action');
    expect(action?.value({ ...row, action: 'delete', changes: [] })).toBe('Removed');
    expect(isAuditExportEntity('products')).toBe(true);
    expect(isAuditExportEntity('nope')).toBe(false);
    expect(isAuditExportEntity(null)).toBe(false);
  });
});
