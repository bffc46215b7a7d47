import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ProfileDetailsForm, type ProfileDetailsFormProps } from './ProfileDetailsForm.tsx';

const props = (over: Partial<ProfileDetailsFormProps> = {}): ProfileDetailsFormProps => ({
  profile: {
    userId: 1,
    email: 'dana@funzone.test',
    firstName: 'Dana',
    lastName: 'Reyes',
    title: 'Director',
    phone: '5550100',
    image: null,
    languageId: 1,
    dateFormatId: 1,
    isProfileCompleted: true,
    version: 3,
  },
  languages: [
    { id: 1, name: 'English' },
    { id: 2, name: 'Español' },
  ],
  dateFormats: [
    { id: 1, format: 'MM/dd/yyyy' },
    { id: 2, format: 'dd/MM/yyyy' },
  ],
  saving: false,
  serverErrors: {},
  onEditField: vi.fn(),
  conflict: null,
  onSave: vi.fn(),
  onReload: vi.fn(),
  ...over,
});

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('ProfileDetailsForm', () => {
  it('enables Save only for a valid change and sends the values', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<ProfileDetailsForm {...props({ onSave })} />);
    expect(save().disabled).toBe(true);
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '555-01');
    expect(screen.getByText('Digits only.')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '555011');
    expect(save().disabled).toBe(false);
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ phone: '555011', firstName: 'Dana', languageId: 1 }));
  });

  it('requires the names', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsForm {...props()} />);
    await user.clear(screen.getByLabelText(/^First name/));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('shows server field errors and a conflict with Reload', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    renderWithProviders(
      <ProfileDetailsForm
        {...props({
          serverErrors: { lastName: 'Last name is taken.' },
          conflict: 'Someone else saved this profile.',
          onReload,
        })}
      />,
    );
    expect(screen.getByText('Last name is taken.')).toBeTruthy();
    expect(screen.getByText('Someone else saved this profile.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });
});
