import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { pace, SalesImportPage, type SalesImportPageProps } from './SalesImportPage.tsx';
import type { SalesImport } from './salesImportTypes.ts';

const staged: SalesImport = {
  id: 7,
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
const props = (over: Partial<SalesImportPageProps> = {}): SalesImportPageProps => ({
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

describe('SalesImportPage', () => {
  it('previews a staged file with each row’s problem, then starts it', async () => {
    const p = props();
    renderWithProviders(<SalesImportPage {...p} />);
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
    renderWithProviders(<SalesImportPage {...props({ current: running, preview: null })} />);
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
      <SalesImportPage {...props({ current: null, preview: null, uploadError: 'Upload a .csv or .xlsx file.' })} />,
    );
    expect(screen.getByText('Choose a file to see its first rows here.')).toBeTruthy();
    expect(screen.getByLabelText('File')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Upload a .csv or .xlsx file.');
  });

  it('computes no pace before the first rows are done', () => {
    expect(pace(staged, Date.now())).toBeNull();
  });
});
