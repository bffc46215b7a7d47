import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { TemplateEditorPage, type TemplateEditorPageProps } from './TemplateEditorPage.tsx';

const props = (over: Partial<TemplateEditorPageProps> = {}): TemplateEditorPageProps => ({
  isNew: false,
  values: {
    locationId: 1,
    languageId: 1,
    name: 'Thank you',
    channel: 'email',
    timeTypeId: 3,
    subject: 'Thanks {{ guest.firstName }}',
    body: '<p>Hi</p>',
  },
  errors: {},
  timeTypes: [{ id: 3, name: 'After the visit' }],
  languages: [{ id: 1, name: 'English' }],
  variables: [{ name: 'guest.firstName', description: 'The guest’s first name', value: 'Alex' }],
  preview: { subject: 'Thanks Alex', html: '<p>Hi</p>', text: 'Hi' },
  previewProblem: null,
  canSave: true,
  saving: false,
  canSendTest: true,
  testEmail: '',
  testEmailError: undefined,
  sending: false,
  onChange: vi.fn(),
  onSave: vi.fn(),
  onBack: vi.fn(),
  onTestEmail: vi.fn(),
  onSendTest: vi.fn(),
  ...over,
});

describe('TemplateEditorPage', () => {
  it('shows the rendered subject and the e-mail in a sandboxed frame, and the variables', () => {
    renderWithProviders(<TemplateEditorPage {...props()} />);
    expect(screen.getByText('Thanks Alex')).toBeTruthy();
    expect(screen.getByTitle('Preview for a sample guest').getAttribute('sandbox')).toBe('');
    expect(screen.getByText('{{ guest.firstName }}')).toBeTruthy();
  });

  it('shows why the draft cannot render instead of a preview', () => {
    renderWithProviders(<TemplateEditorPage {...props({ previewProblem: 'Unknown variable: guest.nickname' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown variable: guest.nickname');
    expect(screen.queryByTitle('Preview for a sample guest')).toBeNull();
  });

  it('shows an SMS as text, without subject or test e-mail', () => {
    const values = { ...props().values!, channel: 'sms' as const, subject: '' };
    renderWithProviders(<TemplateEditorPage {...props({ values })} />);
    expect(screen.getByTestId('sms-preview').textContent).toBe('Hi');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a test e-mail' })).toBeNull();
  });

  it('sends a test e-mail to the typed address, and hides sends and saves the bits deny', async () => {
    const p = props({ testEmail: 'me@example.com' });
    const { unmount } = renderWithProviders(<TemplateEditorPage {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect(p.onSendTest).toHaveBeenCalled();
    unmount();
    renderWithProviders(<TemplateEditorPage {...props({ canSave: false, canSendTest: false })} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a test e-mail' })).toBeNull();
  });
});
