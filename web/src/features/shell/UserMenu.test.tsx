import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { UserMenu } from './UserMenu.tsx';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

describe('UserMenu', () => {
  it('takes its accessible name from its visible text (WCAG 2.5.3)', () => {
    renderWithProviders(
      <UserMenu name="Dana Reyes" title="Director" image={null} onProfile={vi.fn()} onLogout={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Dana Reyes Director' });
    // What a sighted person reads: the text that is not hidden from assistive technology.
    const visible = [...button.querySelectorAll('span')]
      .filter((el) => !el.closest('[aria-hidden="true"]') && el.children.length === 0)
      .map((el) => el.textContent ?? '')
      .join(' ');
    expect(squash(visible)).toBe('dana reyes director');
    // The name comes from that text itself: no aria-label that could say something else.
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.textContent).toContain('Dana Reyes Director');
  });
});
