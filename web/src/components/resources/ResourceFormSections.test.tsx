import type { PermissionSet } from '@marquee/core/permissions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { FormText } from './FormText.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import type { ResourceFieldsProps, ResourceFormSpec } from './resourceEditorSpec.ts';

interface Values {
  kind: string;
  stock: string;
}
type Field = keyof Values;

function Fields({ form, tab }: ResourceFieldsProps<null, Values, null, Field>) {
  return tab === 'basic' ? (
    <FormText label="Kind" value={form.values.kind} onChange={(v) => form.set('kind', v)} />
  ) : (
    <FormText label="Stock" value={form.values.stock} onChange={(v) => form.set('stock', v)} />
  );
}

// The stock tab applies to kind 'food' only; a bad stock has its own notice (the product editor's case).
const spec: ResourceFormSpec<null, Values, null, Field> = {
  title: () => 'New record',
  tabs: () => [
    { id: 'basic', label: 'settings.basicTab', fields: ['kind'] },
    { id: 'stock', label: 'catalogue.memberships.creditsTab', fields: ['stock'] },
  ],
  values: () => ({ kind: 'food', stock: '' }),
  validate: () => (v) => (v.kind.startsWith('food') && v.stock === '' ? { stock: 'validation.required' } : {}),
  tabsForValues: (tabs, v) =>
    tabs
      .filter((t) => t.id !== 'stock' || v.kind.startsWith('food'))
      .map((t) => ({ ...t, required: t.id === 'stock' })),
  refusedNotice: (errors) => (errors.stock ? 'settings.removeOne' : null),
  Fields,
};

const ALL: PermissionSet = {
  canView: true,
  canDetailView: true,
  canAdd: true,
  canUpdateAndExecute: true,
  canRemove: true,
  canRemoveMultiple: true,
};

const renderForm = () =>
  renderWithProviders(
    <ResourceForm
      spec={spec}
      record={null}
      lookups={null}
      permissions={ALL}
      saving={false}
      onSave={async () => undefined}
      onBack={() => {}}
      onReload={() => {}}
      onDirty={() => {}}
    />,
    { url: '/things?mode=new' },
  );

describe('ResourceForm: sections that follow the values', () => {
  it('hides a tab that does not apply to the values and shows it again when it does', async () => {
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: /Credits/ }).textContent).toContain('*');
    expect(screen.getByRole('tab', { name: /Basic/ }).textContent).not.toContain('*');
    await user.clear(screen.getByRole('textbox', { name: 'Kind' }));
    await user.type(screen.getByRole('textbox', { name: 'Kind' }), 'toy');
    expect(screen.queryByRole('tab', { name: /Credits/ })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Kind' }));
    await user.type(screen.getByRole('textbox', { name: 'Kind' }), 'food');
    expect(screen.getByRole('tab', { name: /Credits/ })).toBeTruthy();
  });

  it("shows the rule's own notice after a refused save, and opens the tab with the error", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Kind' }), 's');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Are you sure you want to remove the item?')).toBeTruthy();
    expect(screen.queryByText('Please fill all the required fields')).toBeNull();
    expect(screen.getByRole('tab', { name: /Credits/ }).getAttribute('aria-selected')).toBe('true');
  });
});
