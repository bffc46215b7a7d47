import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { CrmEmailsPage, type CrmEmailsPageProps } from './CrmEmailsPage.tsx';

const message = (id: number, status: 'queued' | 'sent' | 'failed' | 'bounced', to: string) => ({
  __typename: 'CrmMessage' as const,
  id,
  channel: 'email' as const,
  to,
  subject: 'Thanks for visiting',
  status,
  attempts: 1,
  lastError: status === 'bounced' ? '550 no such user' : '',
  guestName: 'Alex Morgan',
  locationName: 'Downtown',
  isTest: id === 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
});

const props = (over: Partial<CrmEmailsPageProps> = {}): CrmEmailsPageProps => ({
  rows: [message(1, 'sent', 'alex@example.com'), message(2, 'bounced', 'gone@example.com')],
  loadFailed: false,
  status: null,
  onStatus: vi.fn(),
  search: '',
  onSearch: vi.fn(),
  page: 0,
  rowsPerPage: 25,
  total: 2,
  onPage: vi.fn(),
  onRowsPerPage: vi.fn(),
  canResend: true,
  resendingId: null,
  onResend: vi.fn(),
  ...over,
});

describe('CrmEmailsPage', () => {
  it('shows each message with its status and resends one', async () => {
    const p = props();
    renderWithProviders(<CrmEmailsPage {...p} />);
    const bounced = screen.getByRole('row', { name: /gone@example\.com/ });
    expect(bounced.textContent).toContain('Bounced');
    expect(bounced.textContent).toContain('Test');
    expect(screen.getByRole('row', { name: /alex@example\.com/ }).textContent).toContain('Sent');
    await userEvent.click(screen.getByRole('button', { name: 'Resend: gone@example.com' }));
    expect(p.onResend).toHaveBeenCalledWith(2);
  });

  it('offers no resend without UPDATE_AND_EXECUTE, and says when nothing was sent', () => {
    const { unmount } = renderWithProviders(<CrmEmailsPage {...props({ canResend: false })} />);
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    unmount();
    renderWithProviders(<CrmEmailsPage {...props({ rows: [], total: 0 })} />);
    expect(screen.getByText('No e-mail or SMS has been sent yet')).toBeTruthy();
  });

  it("offers the log's files with its status and search, not its page", async () => {
    const exportMenu = <ExportMenu list="crm-emails" search="?status=bounced&search=gone&page=3&rows=50" />;
    const fake = fakeClient({ Me: { data: meResult(meFixture()) } });
    renderWithProviders(<CrmEmailsPage {...props({ exportMenu })} />, { client: fake.client });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const csv = await screen.findByRole('menuitem', { name: 'CSV' });
    expect(csv.getAttribute('href')).toMatch(/^\/exports\/crm-emails\.csv\?status=bounced&search=gone(&|$)/);
  });
});
