import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { FormCheckList } from './FormCheckList.tsx';
import { FormSelect } from './FormSelect.tsx';

const options = [
  { value: 1, label: 'Downtown' },
  { value: 2, label: 'Mall' },
];

describe('FormSelect', () => {
  it('picks several values from the check list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<FormCheckList label="Locations" options={options} value={[1]} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Locations' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Mall' }));
    expect(onChange).toHaveBeenCalledWith([1, 2]);
    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('picks one value or none', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <FormSelect label="Group" noneLabel="No group" options={options} value={[1]} onChange={onChange} />,
    );
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toContain('Downtown');
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'No group' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});
