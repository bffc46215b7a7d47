import { encodePermissions } from '@marquee/core/permissions';
import { RESOURCE_SCREENS } from '@marquee/core/resources/screens';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '../../hooks/listUrl.ts';
import { fakeClient } from '../../test/fakeClient.ts';
import { meFixture, meResult } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { chipsColumn, textColumn } from './columns.tsx';
import { FormText } from './FormText.tsx';
import { resourceEditor } from './ResourceEditor.tsx';
import type { ResourceFieldsProps } from './resourceEditorSpec.ts';
import { ResourceScreen } from './ResourceScreen.tsx';
import type { ResourceScreenConfig } from './resourceScreenConfig.ts';

// A made-up resource, so the wing is tested on its own and not only through Groups.
interface Fruit {
  id: number;
  version: number;
  name: string;
  email: string;
  tags: string[];
}
const FRUITS: Fruit[] = [
  { id: 1, version: 1, name: 'Apple', email: 'a@x.test', tags: ['red'] },
  { id: 2, version: 1, name: 'Banana', email: 'b@x.test', tags: [] },
];
type Values = { name: string };

function NameField({ form }: ResourceFieldsProps<Fruit, Values, undefined, 'name'>) {
  return <FormText label="Name" value={form.values.name} onChange={(v) => form.set('name', v)} />;
}

const save = vi.fn(async () => undefined);
const CONFIG: ResourceScreenConfig<Fruit, Record<never, never>> = {
  screen: 'groups',
  addLabel: 'settings.groups.add',
  filters: NO_FILTERS,
  defaultSort: 'NAME',
  columns: [
    textColumn<Fruit>('name', 'settings.column.name', (f) => f.name, { sort: 'NAME' }),
    textColumn<Fruit>('email', 'settings.column.email', (f) => f.email, { sort: 'EMAIL' }),
    chipsColumn<Fruit>('tags', 'settings.column.locations', (f) => f.tags),
  ],
  rowName: (f) => f.name,
  subTable: { render: (f) => <p>{f.tags.join(', ')}</p>, has: (f) => f.tags.length > 0 },
  useRows: () => ({ rows: FRUITS, total: FRUITS.length, loading: false, refetch: async () => undefined }),
  useRemove: () => async (rows) => ({ removed: rows.length }),
  presentation: 'page',
  editor: resourceEditor({
    useDetail: (id) => ({ record: FRUITS.find((f) => f.id === id) ?? null, failed: false, refetch: async () => null }),
    useSave: () => ({ save, saving: false }),
    saved: 'settings.groups.saved',
    form: {
      title: (f) => f?.name ?? 'New fruit',
      tabs: () => [{ id: 'basic', label: 'settings.basicTab', fields: ['name'] }],
      values: (f) => ({ name: f?.name ?? '' }),
      validate: () => () => ({}),
      Fields: NameField,
    },
  }),
};

const actions = RESOURCE_SCREENS.groups.actions;
const viewer = meFixture({ permissionBits: encodePermissions({ [actions]: ['view', 'detailView'] }) });

function setup(url = '/fruits', me = meFixture()) {
  const fake = fakeClient({ Me: { data: meResult(me) } });
  return renderWithProviders(<ResourceScreen config={CONFIG} />, { url, client: fake.client });
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('ResourceScreen: sortable columns', () => {
  it('marks the sorted column with aria-sort and sorts another one by click, into the URL', async () => {
    const user = userEvent.setup();
    const { currentUrl } = setup();
    await screen.findByRole('row', { name: 'Apple' });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Email').getAttribute('aria-sort')).toBe('none');
    // A column without a sort key is not a sort button.
    expect(within(header('Locations')).queryByRole('button')).toBeNull();
    await user.click(within(header('Email')).getByRole('button'));
    expect(currentUrl()).toBe('/fruits?sort=EMAIL&order=asc');
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts from the keyboard, and the same column again flips the order', async () => {
    const user = userEvent.setup();
    const { currentUrl } = setup('/fruits?sort=EMAIL&order=asc');
    await screen.findByRole('row', { name: 'Apple' });
    within(header('Email')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/fruits?sort=EMAIL&order=desc');
    expect(header('Email').getAttribute('aria-sort')).toBe('descending');
  });
});

describe('ResourceScreen: sub-tables and narrow screens', () => {
  it('gives an expander only to rows with something in their sub-table', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('row', { name: 'Apple' });
    expect(screen.queryByRole('button', { name: 'Show the sub-table of Banana' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the sub-table of Apple' }));
    expect(within(screen.getByRole('region', { name: 'Apple' })).getByText('red')).toBeTruthy();
  });

  it('keeps columns readable on a phone: the grid has a minimum width and scrolls sideways', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Groups' });
    // 3 columns of 140 px, the checkbox and the expander of 44 px.
    expect(grid.style.minWidth).toBe('508px');
  });
});

describe('ResourceScreen: unsaved changes', () => {
  it('asks before Back throws edits away: Stay keeps them, Leave goes to the table', async () => {
    const user = userEvent.setup();
    const { currentUrl } = setup('/fruits?mode=edit&id=1');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' pie');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const ask = await screen.findByRole('alertdialog', { name: /You have unsaved changes/ });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    // The page is accessible again once the dialog's modal focus trap lets go (tabster, async).
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('Apple pie');
    expect(currentUrl()).toBe('/fruits?mode=edit&id=1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentUrl()).toBe('/fruits'));
    expect(await screen.findByRole('row', { name: 'Apple' })).toBeTruthy();
  });

  it('leaves a clean form without asking, and a save without asking', async () => {
    const user = userEvent.setup();
    const { currentUrl } = setup('/fruits?mode=edit&id=1');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentUrl()).toBe('/fruits');
    await user.click(await screen.findByRole('row', { name: 'Apple' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The group has been successfully saved')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ name: 'Apple!' }, FRUITS[0]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentUrl()).toBe('/fruits');
  });

  it('asks before an in-app link leaves the screen with unsaved edits', async () => {
    const user = userEvent.setup();
    setup('/fruits?mode=edit&id=1');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
    const link = document.createElement('a');
    link.href = '/calendar';
    link.textContent = 'Calendar';
    document.body.append(link);
    const clicked = fireEvent.click(link);
    expect(clicked).toBe(false);
    expect(await screen.findByRole('alertdialog', { name: /You have unsaved changes/ })).toBeTruthy();
    link.remove();
  });
});

describe('ResourceScreen: read-only forms', () => {
  it('shows a viewer without update rights a read-only form with a note and no Save', async () => {
    setup('/fruits?mode=edit&id=1', viewer);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('You can view this record but not change it')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('ResourceScreen: export', () => {
  const exporting: ResourceScreenConfig<Fruit, Record<never, never>> = {
    ...CONFIG,
    exportList: { list: 'fruits', params: { kind: 'FOOD' } },
  };
  const render = (me = meFixture()) => {
    const fake = fakeClient({ Me: { data: meResult(me) } });
    return renderWithProviders(<ResourceScreen config={exporting} />, {
      url: '/fruits?q=ap&sort=EMAIL&order=desc&page=2',
      client: fake.client,
    });
  };

  it("offers the list's files with its URL state and the state the URL lacks, not its page", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const csv = await screen.findByRole('menuitem', { name: 'CSV' });
    expect(csv.getAttribute('href')).toMatch(/^\/exports\/fruits\.csv\?q=ap&sort=EMAIL&order=desc&kind=FOOD/);
    expect(csv.getAttribute('href')).not.toContain('page=');
  });

  it('has no Export menu without Data export', async () => {
    render(viewer);
    await screen.findByRole('row', { name: 'Apple' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
