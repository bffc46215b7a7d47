import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_PERMISSIONS, type PermissionSet } from '@marquee/core/permissions';
import { encodePermissions, permissionSet } from '@marquee/core/permissions';
import { subTablesOf } from '@marquee/core/settings/securityRoles';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { clickBox, type Draft, type SecurityRoleData } from '../../../components/roles/matrixView.ts';
import { RolesSecurityPage, type RolesSecurityPageProps } from './RolesSecurityPage.tsx';

const ALL: PermissionSet = permissionSet(
  encodePermissions({ 16: ['view', 'detailView', 'add', 'updateAndExecute', 'remove'] }),
  7,
  16,
);

/** A role as the gateway answers it, from core's own rows. */
function role(roleId: number, label: string, bits = '', disabled = false): SecurityRoleData {
  return {
    roleId,
    label,
    disabled,
    isProvider: false,
    subTables: subTablesOf({ permissionBits: bits, permissionChunkLength: 7 }).map(({ id, ...t }) => ({
      ...t,
      areaId: id,
      rows: t.rows.map((r) => ({
        ...r,
        labelValues: Object.entries(r.labelValues ?? {}).map(([key, value]) => ({ key, value })),
      })),
    })),
  };
}

const ROLES = [role(1, 'Admin', encodePermissions({ 13: ['view'] }), true), role(7, 'Cashier')];

/** The page with drafts kept as the container keeps them. */
function Harness(over: Partial<RolesSecurityPageProps>) {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(new Map());
  return (
    <RolesSecurityPage
      roles={ROLES}
      drafts={drafts}
      saving={new Set()}
      permissions={ALL}
      onClick={(id, rows, flag) => setDrafts(new Map([[id, clickBox(rows, drafts.get(id) ?? new Map(), flag)]]))}
      onCancel={() => setDrafts(new Map())}
      onSave={vi.fn()}
      onAdd={vi.fn(async () => {})}
      onRename={vi.fn(async () => {})}
      onDuplicate={vi.fn(async () => {})}
      onRemove={vi.fn(async () => {})}
      onNotice={vi.fn()}
      {...over}
    />
  );
}

async function openGroups(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Show the permissions of ${name}` }));
  await user.click(screen.getAllByRole('button', { name: 'Show the permissions of Settings' })[0]!);
}

describe('RolesSecurityPage', () => {
  it('shows the subtitle, Admin first, and locks the disabled role', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByText('Manage permissions for each user role')).toBeTruthy();
    await openGroups(user, 'Admin');
    const adminView = screen.getByRole('checkbox', { name: 'View: Groups' }) as HTMLInputElement;
    expect(adminView.checked).toBe(true);
    expect(adminView.disabled).toBe(true);
  });

  it('ticking Edit ticks View and Detailed View, locks them, and shows CANCEL and SAVE', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness roles={[ROLES[1]!]} />);
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
    await openGroups(user, 'Cashier');
    await user.click(screen.getByRole('checkbox', { name: 'Edit: Groups' }));
    const view = screen.getByRole('checkbox', { name: 'View: Groups' }) as HTMLInputElement;
    expect(view.checked).toBe(true);
    expect(view.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Detailed View: Groups' }) as HTMLInputElement).checked).toBe(true);
    // The Settings sub-table box is now mixed: some of its rows are viewable.
    expect((screen.getByRole('checkbox', { name: 'View: Settings' }) as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
  });

  it('refuses Duplicate while changes are unsaved', async () => {
    const user = userEvent.setup();
    const onNotice = vi.fn();
    renderWithProviders(<Harness roles={[ROLES[1]!]} onNotice={onNotice} />);
    await openGroups(user, 'Cashier');
    await user.click(screen.getByRole('checkbox', { name: 'View: Groups' }));
    await user.click(screen.getByRole('button', { name: 'Actions of Cashier' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(onNotice).toHaveBeenCalledWith('roles.saveBeforeDuplicate');
  });

  it('disables Add New Role without ADD', () => {
    renderWithProviders(<Harness permissions={NO_PERMISSIONS} />);
    expect((screen.getByRole('button', { name: 'Add New Role' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
