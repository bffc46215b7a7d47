import { describe, expect, it } from 'vitest';
import { guestOfRow } from './guests.ts';
import { IMPORT_FIELDS, IMPORT_KIND_INFO, readKindHeader } from './kinds.ts';
import { checkProductRow, productFieldProblem } from './products.ts';
import { listOf, yesNo } from './rows.ts';

describe('import rows', () => {
  it('reads a guest row by the desk’s rules: names required, the e-mail in lower case, consent yes or no', () => {
    const ok = guestOfRow(
      { firstName: 'Ana', lastName: 'Lopez', email: 'Ana@Example.com', marketingOptIn: 'Yes' },
      '2026-11-29',
    );
    expect(ok).toEqual({
      ok: true,
      guest: {
        input: expect.objectContaining({ email: 'ana@example.com', marketingOptIn: true, birthDate: '' }),
        locationCode: null,
      },
    });
    // A spreadsheet's date cell arrives as midnight UTC.
    const dated = guestOfRow(
      { firstName: 'A', lastName: 'B', phone: '5551', birthDate: '1990-04-12T00:00:00.000Z' },
      '2026-11-29',
    );
    expect(dated.ok && dated.guest.input.birthDate).toBe('1990-04-12');
    const bad = guestOfRow({ firstName: 'Ana', birthDate: '2026-11-30', marketingOptIn: 'perhaps' }, '2026-11-29');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.map((p) => `${p.column}:${p.key}`)).toEqual([
      'marketingOptIn:imports.error.yesNo',
      'lastName:validation.required',
      'email:deskGuests.error.contact',
      'birthDate:deskGuests.error.birthDate',
    ]);
  });

  it('checks a product row’s own cells, and puts an editor-only section on the product type', () => {
    expect(
      checkProductRow({
        name: 'A',
        productType: 'T',
        categories: 'C',
        revenueClass: 'R',
        locationCodes: 'L',
        price: '1.50',
      }),
    ).toEqual([]);
    expect(checkProductRow({ name: 'A', price: 'cheap', enabled: 'maybe' }).map((p) => p.column)).toEqual([
      'productType',
      'categories',
      'revenueClass',
      'locationCodes',
      'price',
      'enabled',
    ]);
    expect(productFieldProblem('categoryIds', 'resources.selectOne').column).toBe('categories');
    expect(productFieldProblem('reservationDetails', 'validation.required')).toEqual({
      column: 'productType',
      key: 'imports.products.error.editorOnly',
    });
  });

  it('reads yes/no and list cells as a spreadsheet writes them', () => {
    expect([yesNo('TRUE', false), yesNo('n', true), yesNo(undefined, true), yesNo('?', true)]).toEqual([
      true,
      false,
      true,
      undefined,
    ]);
    expect(listOf(' FZ1 | FZ2 ||FZ1')).toEqual(['FZ1', 'FZ2']);
  });

  it('reads each kind’s header, naming the required columns missing', () => {
    expect(readKindHeader('GUESTS', ['\uFEFFFirstName', 'EMAIL', 'notes'])).toEqual({
      columns: ['firstName', 'email', null],
      missing: ['lastName'],
    });
    expect(readKindHeader('PRODUCTS', IMPORT_KIND_INFO.PRODUCTS.columns).missing).toEqual([]);
  });

  it('guards each kind’s GraphQL fields with ADD of the kind’s area', () => {
    expect(IMPORT_FIELDS.startGuestImport).toEqual({ module: 112, flag: 'add' });
    expect(IMPORT_FIELDS.previewProductImport).toEqual({ module: 4, flag: 'add' });
    expect(IMPORT_FIELDS.venueImports).toEqual({ module: 126, flag: 'add' });
  });
});
