import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodePermissions, NO_PERMISSIONS, permissionSet } from '@marquee/core/permissions';
import { subTablesOf } from '@marquee/core/settings/securityRoles';
import { describe, expect, it, vi } from 'vitest';
import type { SecurityRoleData } from '../../../components/roles/matrixView.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { RolesDepartmentsPage, type RolesDepartmentsPageProps } from './RolesDepartmentsPage.tsx';

const ALL = permissionSet(encodePermissions({ 15: ['view', 'add', 'updateAndExecute', 'remove'] }), 7, 15);
const host: SecurityRoleData = {
  roleId: 7,
  label: 'Host',
  disabled: false,
  isProvider: false,
  subTables: subTablesOf({ permissionBits: '', permissionChunkLength: 7 }).map(({ id, ...t }) => ({
    ...t,
    areaId: id,
    rows: t.rows.map((r) => ({ ...r, labelValues: [] })),
  })),
};

const props = (over: Partial<RolesDepartmentsPageProps> = {}): RolesDepartmentsPageProps => ({
  locations: [
    { value: 1, label: 'Downtown' },
    { value: 2, label: 'Mall' },
  ],
  locationId: 1,
  onLocation: vi.fn(),
  tab: 'roles',
  onTab: vi.fn(),
  data: {
    roles: [{ roleId: 7, name: 'Host', departments: [], locations: [] }],
    departments: [{ id: 3, name: 'Front desk', locationId: 1, locationName: 'Downtown' }],
    allDepartments: [
      { id: 3, name: 'Front desk', locationId: 1, locationName: 'Downtown' },
      { id: 4, name: 'Kitchen', locationId: 2, locationName: 'Mall' },
    ],
  },
  roles: [host],
  drafts: new Map(),
  saving: false,
  permissions: ALL,
  matrixPermissions: ALL,
  onClick: vi.fn(),
  onSave: vi.fn(async () => {}),
  onRevert: vi.fn(),
  onAddDepartment: vi.fn(async () => {}),
  onUpdateDepartment: vi.fn(async () => {}),
  onRemoveDepartments: vi.fn(async () => {}),
  onAddRole: vi.fn(async () => {}),
  onRenameRole: vi.fn(async () => {}),
  onDuplicateRole: vi.fn(async () => {}),
  onRemoveRole: vi.fn(async () => {}),
  ...over,
});

describe('RolesDepartmentsPage', () => {
  it('asks for a location before anything else', () => {
    renderWithProviders(<RolesDepartmentsPage {...props({ locationId: null, data: undefined })} />);
    expect(screen.getAllByText('Please select any location').length).toBeGreaterThan(0);
    expect(screen.queryByRole('tab', { name: 'Departments' })).toBeNull();
  });

  it('switching tab with unsaved changes asks first; NO reverts and switches', async () => {
    const user = userEvent.setup();
    const p = props({
      drafts: new Map([
        [7, new Map([[13, { view: true, detailView: false, updateAndExecute: false, delete: false, add: false }]])],
      ]),
    });
    renderWithProviders(<RolesDepartmentsPage {...p} />);
    await user.click(screen.getByRole('tab', { name: 'Departments' }));
    expect(p.onTab).not.toHaveBeenCalled();
    expect(
      screen.getByText('You made changes in “security roles” section. Would you like to save the changes?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(p.onRevert).toHaveBeenCalled();
    expect(p.onTab).toHaveBeenCalledWith('departments');
  });

  it('Add New Role stays disabled with a name alone (departments and locations are required too)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesDepartmentsPage {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Add New Role' }));
    const add = screen.getByRole('button', { name: 'ADD' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Runner');
    expect(add.disabled).toBe(true);
  });

  it('Add New Role starts at the screen’s location and offers the departments of the locations chosen', async () => {
    const user = userEvent.setup();
    const onAddRole = vi.fn(async () => {});
    renderWithProviders(<RolesDepartmentsPage {...props({ onAddRole })} />);
    await user.click(screen.getByRole('button', { name: 'Add New Role' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Role' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bookings desk');
    const departments = within(dialog).getByRole('combobox', { name: 'Departments' });
    await user.click(departments);
    const offered = async () => (await screen.findAllByRole('menuitemcheckbox')).map((o) => o.textContent);
    expect(await offered()).toEqual(['Front desk']);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Front desk' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Locations' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Mall' }));
    await user.click(departments);
    expect(await offered()).toEqual(['Front desk (Downtown)', 'Kitchen (Mall)']);
    await user.click(within(dialog).getByRole('combobox', { name: 'Locations' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Mall' }));
    await user.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(onAddRole).toHaveBeenCalledWith({ name: 'Bookings desk', departmentIds: [3], locationIds: [1] });
  });

  it('Add New Role says where to add a department when the chosen locations have none', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RolesDepartmentsPage {...props({ data: { roles: [], departments: [], allDepartments: [] } })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add New Role' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'No departments at the chosen locations yet: add one on the Departments tab.',
      ),
    ).toBeTruthy();
  });

  it('Departments: Edit needs one selected row, and the footer counts the rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RolesDepartmentsPage {...props({ tab: 'departments' })} />);
    expect(screen.getByText('Rows: 1')).toBeTruthy();
    const edit = screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Front desk' }));
    expect(edit.disabled).toBe(false);
  });

  it('without ADD the add buttons are disabled', () => {
    renderWithProviders(<RolesDepartmentsPage {...props({ permissions: NO_PERMISSIONS })} />);
    expect((screen.getByRole('button', { name: 'Add New Role' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Duplicate from the role menu asks for the copy’s name and duplicates', async () => {
    const user = userEvent.setup();
    const p = props();
    renderWithProviders(<RolesDepartmentsPage {...p} />);
    await user.click(screen.getByRole('button', { name: 'Actions of Host' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Host (copy)');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(p.onDuplicateRole).toHaveBeenCalledWith(7, 'Host (copy)');
  });

  it('Duplicate is refused while changes are unsaved', async () => {
    const user = userEvent.setup();
    const p = props({
      drafts: new Map([
        [7, new Map([[13, { view: true, detailView: false, updateAndExecute: false, delete: false, add: false }]])],
      ]),
    });
    renderWithProviders(<RolesDepartmentsPage {...p} />);
    await user.click(screen.getByRole('button', { name: 'Actions of Host' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Please save or cancel changes before duplicate')).toBeTruthy();
    expect(p.onDuplicateRole).not.toHaveBeenCalled();
  });

  it('adding a department shows the success dialog once the add (and its delay) is done', async () => {
    const user = userEvent.setup();
    let done = () => {};
    const onAddDepartment = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    renderWithProviders(<RolesDepartmentsPage {...props({ tab: 'departments', onAddDepartment })} />);
    await user.click(screen.getByRole('button', { name: 'Add New Department' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Department name/ }), 'Bar');
    await user.click(dialog.getByRole('combobox', { name: /Location/ }));
    await user.click(await screen.findByRole('option', { name: 'Downtown' }));
    await user.click(dialog.getByRole('button', { name: 'ADD' }));
    expect(onAddDepartment).toHaveBeenCalledWith('Bar', 1);
    expect(screen.queryByRole('alertdialog', { name: 'Saved Successfully' })).toBeNull();
    done();
    expect(await screen.findByRole('alertdialog', { name: 'Saved Successfully' })).toBeTruthy();
  });
});
