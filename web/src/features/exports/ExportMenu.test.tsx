import { describe, expect, it } from 'vitest';
import { exportHref } from './ExportMenu.tsx';

describe('exportHref', () => {
  it('keeps the filters and search, drops paging and the open row, adds the master client', () => {
    expect(exportHref('bookings', 'csv', '?location=DT&search=ana&page=3&rowsPerPage=50&booking=9', 7)).toBe(
      '/exports/bookings.csv?location=DT&search=ana&masterClient=7',
    );
  });

  it("adds state the URL lacks, such as a product-type list's kind", () => {
    expect(exportHref('products', 'csv', '?q=tag&page=2', 3, { kind: 'FOOD' })).toBe(
      '/exports/products.csv?q=tag&kind=FOOD&masterClient=3',
    );
  });

  it('is the bare list without state or master client', () => {
    expect(exportHref('bookings', 'xlsx', '', null)).toBe('/exports/bookings.xlsx');
  });
});
