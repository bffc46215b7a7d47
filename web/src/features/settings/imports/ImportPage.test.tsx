import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ImportPage, type ImportPageProps, pace } from './ImportPage.tsx';
import type { DataImport } from './importTypes.ts';

const staged: DataImport = {
  id: 7,
  kind: 'SALES',
  fileName: 'march.csv',
  format: 'csv',
  status: 'STAGED',
  totalRows: 1000,
  totalTransactions: 400,
  problemRows: 1,
  rowsDone: 0,
  accepted: 0,
  replayed: 0,
  rejected: 0,
  failure: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  errorReportUrl: '/imports/sales/7/errors.csv',
};
const props = (over: Partial<ImportPageProps> = {}): ImportPageProps => ({
  kind: 'SALES',
  kinds: ['SALES'],
  onKind: vi.fn(),
  current: staged,
  preview: [
    {
      line: 2,
      cells: [
        { column: 'externalId', value: 'S-1' },
        { column: 'quantity', value: 'two' },
      ],
      problems: [{ column: 'quantity', key: 'feed.error.quantity', message: 'Must be a whole number from 1 to 9999.' }],
    },
    { line: 3, cells: [{ column: 'externalId', value: 'S-2' }], problems: [] },
  ],
  loading: false,
  failed: false,
  uploading: false,
  starting: false,
  uploadError: null,
  templateHref: '/imports/sales/template.csv',
  reportHref: '/imports/sales/7/errors.csv?masterClient=1',
  now: Date.parse('2026-11-20T10:01:00.000Z'),
  onUpload: vi.fn(),
  onStart: vi.fn(),
  onAnother: vi.fn(),
  ...over,
});

describe('ImportPage', () => {
  it('previews a staged file with each row’s problem, then starts it', async () => {
    const p = props();
    renderWithProviders(<ImportPage {...p} />);
    expect(screen.getByRole('link', { name: 'Download the template' }).getAttribute('href')).toBe(
      '/imports/sales/template.csv',
    );
    expect(screen.getByText('1000 rows, 400 transactions, 1 rows with problems.')).toBeTruthy();
    expect(screen.getByText('quantity: Must be a whole number from 1 to 9999.')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(p.onStart).toHaveBeenCalled();
  });

  it('shows a running import’s progress, pace and time left, and the refused rows’ report', () => {
    const running = {
      ...staged,
      status: 'RUNNING' as const,
      startedAt: '2026-11-20T10:00:00.000Z',
      rowsDone: 600,
      accepted: 200,
      replayed: 30,
      rejected: 10,
    };
    renderWithProviders(<ImportPage {...props({ current: running, preview: null })} />);
    expect(screen.getByText('600 of 1000 rows')).toBeTruthy();
    expect(screen.getByText('10 rows a second')).toBeTruthy();
    expect(screen.getByText('about 40 s left')).toBeTruthy();
    expect(screen.getByText('200 added, 30 already there, 10 refused')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the refused rows' }).getAttribute('href')).toBe(
      '/imports/sales/7/errors.csv?masterClient=1',
    );
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('offers the file picker and an empty state before any import, and shows an upload’s refusal', () => {
    renderWithProviders(
      <ImportPage {...props({ current: null, preview: null, uploadError: 'Upload a .csv or .xlsx file.' })} />,
    );
    expect(screen.getByText('Choose a file to see its first rows here.')).toBeTruthy();
    expect(screen.getByLabelText('File')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Upload a .csv or .xlsx file.');
  });

  it('computes no pace before the first rows are done', () => {
    expect(pace(staged, Date.now())).toBeNull();
  });

  it('offers the kinds the user may import as a choice, and follows the one picked', async () => {
    const p = props({ kinds: ['SALES', 'GUESTS', 'PRODUCTS'] });
    renderWithProviders(<ImportPage {...p} />);
    const choice = screen.getByRole('tablist', { name: 'What to import' });
    // Fluent's Tab repeats its label in a hidden copy (kept bold for width): read the names.
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    for (const name of ['Sales', 'Guests', 'Products']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true');
    expect(choice).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Guests' }));
    expect(p.onKind).toHaveBeenCalledWith('GUESTS');
  });

  it('shows only the allowed kinds, and no choice at all when one is allowed', () => {
    const { unmount } = renderWithProviders(<ImportPage {...props({ kinds: ['SALES', 'PRODUCTS'] })} />);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Guests' })).toBeNull();
    unmount();
    renderWithProviders(<ImportPage {...props({ kinds: ['SALES'] })} />);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('reads as the guests import on the guests screen: its title, columns and summary', () => {
    const guests: DataImport = {
      ...staged,
      kind: 'GUESTS',
      totalRows: 3,
      totalTransactions: 3,
      problemRows: 2,
      errorReportUrl: '/imports/guests/7/errors.csv',
    };
    renderWithProviders(
      <ImportPage
        {...props({
          kind: 'GUESTS',
          kinds: ['SALES', 'GUESTS'],
          current: guests,
          templateHref: '/imports/guests/template.csv',
          preview: [
            {
              line: 2,
              cells: [
                { column: 'firstName', value: 'Ana' },
                { column: 'email', value: 'not-an-email' },
              ],
              problems: [{ column: 'email', key: 'validation.email', message: 'Enter a valid e-mail address.' }],
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Import guests' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Guests' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('3 rows, 2 rows with problems.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'firstName' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'externalId' })).toBeNull();
  });
});
