import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type Catalogue, en } from '@marquee/core/messages/en';
import { ka } from '@marquee/core/messages/ka';
import type { PermissionSet } from '@marquee/core/permissions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueContext } from '../../i18n/CatalogueContext.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { FormText } from './FormText.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import type { ResourceFieldsProps, ResourceFormSpec } from './resourceEditorSpec.ts';

interface Values {
  name: string;
  code: string;
}
type Field = keyof Values;

function Fields({ form }: ResourceFieldsProps<null, Values, null, Field>) {
  return (
    <>
      <FormText
        label="Name"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        message={form.message('name')}
      />
      <FormText
        label="Code"
        value={form.values.code}
        onChange={(v) => form.set('code', v)}
        message={form.message('code')}
      />
    </>
  );
}

const spec: ResourceFormSpec<null, Values, null, Field> = {
  title: () => 'New record',
  tabs: () => [{ id: 'basic', label: 'settings.basicTab', fields: ['name', 'code'] }],
  values: () => ({ name: 'Bar', code: 'X1' }),
  validate: () => () => ({}),
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

/** The gateway's refusal of a save: English texts, and catalogue keys for the fields that have one. */
const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({
    errors: [{ message: 'Please fill all the required fields', extensions: { code: 'BAD_USER_INPUT', ...extensions } }],
  });

function renderForm(catalogue: Catalogue, onSave: () => Promise<unknown>) {
  return renderWithProviders(
    <CatalogueContext.Provider value={catalogue}>
      <ResourceForm
        spec={spec}
        record={null}
        lookups={null}
        permissions={ALL}
        saving={false}
        onSave={onSave}
        onBack={() => {}}
        onReload={() => {}}
        onDirty={() => {}}
      />
    </CatalogueContext.Provider>,
    { url: '/things?mode=new' },
  );
}

const saveAndRefuse = async (catalogue: Catalogue, extensions: Record<string, unknown>) => {
  const onSave = vi.fn(() => Promise.reject(refused(extensions)));
  renderForm(catalogue, onSave);
  const user = userEvent.setup();
  // A change makes the form dirty, so Save is enabled.
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 's');
  await user.click(screen.getByRole('button', { name: catalogue['common.save'] }));
  expect(onSave).toHaveBeenCalled();
};

describe("ResourceForm: the server's field messages", () => {
  const georgian: Catalogue = { ...en, ...ka };
  const extensions = {
    fields: { name: 'This name is already in use.', code: 'At most 10 characters.' },
    fieldKeys: {
      name: { key: 'resources.nameTaken' },
      code: { key: 'validation.maxLength', values: { limit: 10 } },
    },
  };

  it('a Georgian user sees them in Georgian, with the limit the server sent', async () => {
    await saveAndRefuse(georgian, extensions);
    expect(await screen.findByText(ka['resources.nameTaken'])).toBeTruthy();
    expect(screen.getByText('მაქსიმუმ 10 სიმბოლო.')).toBeTruthy();
    expect(screen.queryByText('This name is already in use.')).toBeNull();
  });

  it("falls back to the server's text for a field without a key this app knows", async () => {
    await saveAndRefuse(georgian, {
      fields: { name: 'Some newer rule.', code: 'Another rule.' },
      fieldKeys: { name: { key: 'resources.someNewerKey' } },
    });
    expect(await screen.findByText('Some newer rule.')).toBeTruthy();
    expect(screen.getByText('Another rule.')).toBeTruthy();
  });

  it('an English user sees the English text', async () => {
    await saveAndRefuse(en, extensions);
    expect(await screen.findByText('This name is already in use.')).toBeTruthy();
    expect(screen.getByText('At most 10 characters.')).toBeTruthy();
  });
});
