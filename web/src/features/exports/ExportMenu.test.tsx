import { describe, expect, it } from 'vitest';
import { exportHref } from './ExportMenu.tsx';

describe('exportHref', () => {
  it('keeps the filters and search, drops paging and the open row, adds the master client', () => {
    expect(exportHref('bookings', 'csv', '?location=DT&search=ana&page=3&rowsPerPage=50&booking=9', 7)).toBe(
      '/exports/bookings.csv?location=DT&search=ana&masterClient=7',
    );
  });

  it('is the bare list without state or master client', () => {
    expect(exportHref('bookings', 'xlsx', '', null)).toBe('/exports/bookings.xlsx');
  });
});
