import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useEntityForm } from '../../hooks/useEntityForm.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { LocationsField } from './LocationsField.tsx';

const OPTIONS = [
  { value: 1, label: 'Downtown' },
  { value: 2, label: 'Mall' },
];
const atLeastOne = (v: { locationIds: number[] }) =>
  v.locationIds.length ? {} : { locationIds: 'resources.selectOne' as const };

/** A form holding only the locations, with core's "at least one" rule. */
function Form({ onValues }: { onValues: (ids: number[]) => void }) {
  const form = useEntityForm({ initial: { locationIds: [2] }, validate: atLeastOne });
  onValues(form.values.locationIds);
  return <LocationsField form={form} options={OPTIONS} field="locationIds" />;
}

describe('LocationsField', () => {
  it('checks the form’s locations, toggles them, and says the rule once visited', async () => {
    const user = userEvent.setup();
    let ids: number[] = [];
    renderWithProviders(<Form onValues={(v) => (ids = v)} />);
    expect((screen.getByRole('checkbox', { name: 'Mall' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    expect(ids).toEqual([2, 1]);
    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mall' }));
    await user.tab();
    expect(ids).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Select at least one.');
  });
});
