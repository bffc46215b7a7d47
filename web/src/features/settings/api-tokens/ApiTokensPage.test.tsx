import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodePermissions, NO_PERMISSIONS, permissionSet } from '@marquee/core/permissions';
import { API_TOKENS_INDEX } from '@marquee/core/settings/apiTokens';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ApiTokensPage, type ApiTokensPageProps } from './ApiTokensPage.tsx';
import { grantableModules } from './grantable.ts';

const ALL = permissionSet(encodePermissions({ [API_TOKENS_INDEX]: ['view', 'add', 'remove'] }), 7, API_TOKENS_INDEX);
const row = {
  id: 4,
  name: 'Finance export',
  hint: 'mq_1_…abcd',
  createdBy: 'Ada Admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  status: 'ACTIVE' as const,
};
const props = (over: Partial<ApiTokensPageProps> = {}): ApiTokensPageProps => ({
  rows: [row, { ...row, id: 5, name: 'Old sync', status: 'REVOKED' }],
  loading: false,
  failed: false,
  permissions: ALL,
  onCreate: vi.fn(),
  onRevoke: vi.fn(async () => {}),
  ...over,
});

describe('ApiTokensPage', () => {
  it('lists tokens with creator, hint, last use and status; revokes an active one after confirming', async () => {
    const p = props();
    renderWithProviders(<ApiTokensPage {...p} />);
    expect(screen.getByText('Finance export')).toBeTruthy();
    expect(screen.getAllByText('mq_1_…abcd')).toHaveLength(2);
    expect(screen.getAllByText('Ada Admin')).toHaveLength(2);
    expect(screen.getAllByText('Not used yet')).toHaveLength(2);
    expect(screen.getByText('Revoked')).toBeTruthy();
    // Only the active token offers Revoke.
    expect(screen.getAllByRole('button', { name: /^Revoke / })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Finance export' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(p.onRevoke).toHaveBeenCalledWith(row);
  });

  it('hides create and revoke without their flags, and shows the empty state', () => {
    renderWithProviders(<ApiTokensPage {...props({ rows: [], permissions: NO_PERMISSIONS })} />);
    expect(screen.getByText('No API tokens yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
  });
});

describe('grantableModules', () => {
  it("offers only the creator's own modules and flags", () => {
    const held = {
      permissionBits: encodePermissions({ 12: ['view'], 0: ['view', 'detailView'] }),
      permissionChunkLength: 7,
    };
    expect(grantableModules(held).map((m) => [m.module, m.flags])).toEqual([
      [0, ['view', 'detailView']],
      [12, ['view']],
    ]);
  });
});
