import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { AuditLogPage, type AuditLogPageProps } from './AuditLogPage.tsx';

const row = {
  id: 9,
  at: '2026-11-24T10:00:00.000Z',
  userId: 3,
  userName: 'Dana Director',
  entity: 'taxRates',
  entityId: 12,
  action: 'UPDATE' as const,
  changes: [{ field: 'name', before: '"VAT"', after: '"VAT 2"' }],
};

const props = (over: Partial<AuditLogPageProps> = {}): AuditLogPageProps => ({
  filters: { userId: null, entity: null, from: '', to: '' },
  onFilter: vi.fn(),
  users: [{ id: 3, name: 'Dana Director' }],
  rows: [row],
  loading: false,
  failed: false,
  page: 0,
  hasMore: true,
  onPage: vi.fn(),
  ...over,
});

describe('AuditLogPage', () => {
  it('shows who changed what and each field’s before and after', () => {
    renderWithProviders(<AuditLogPage {...props()} />);
    const line = screen.getByRole('row', { name: /Dana Director/ });
    expect(line.textContent).toContain('Tax Rates');
    expect(line.textContent).toContain('Changed');
    expect(line.textContent).toContain('name: "VAT" → "VAT 2"');
  });

  it('pages on the server: Previous on the first page is off, Next asks for the next page', async () => {
    const onPage = vi.fn();
    renderWithProviders(<AuditLogPage {...props({ onPage })} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('filters by a day range and says when nothing matches', async () => {
    const onFilter = vi.fn();
    renderWithProviders(<AuditLogPage {...props({ rows: [], hasMore: false, onFilter })} />);
    expect(screen.getByText('There are no changes')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    expect(onFilter).toHaveBeenCalledWith('from', '2026-11-01');
  });

  it("offers the log's files with its filters, not its page, to a viewer with Data export", async () => {
    const fake = fakeClient({ Me: { data: meResult(meFixture()) } });
    const exportMenu = <ExportMenu list="audit-log" search="?user=3&entity=taxRates&page=2" />;
    renderWithProviders(<AuditLogPage {...props({ exportMenu })} />, { client: fake.client });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const xlsx = await screen.findByRole('menuitem', { name: 'Excel (XLSX)' });
    expect(xlsx.getAttribute('href')).toMatch(/^\/exports\/audit-log\.xlsx\?user=3&entity=taxRates(&|$)/);
  });
});
