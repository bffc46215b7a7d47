import type { VisibleEntry } from '@marquee/core/routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { HorizontalNav } from './HorizontalNav.tsx';

const entries: VisibleEntry[] = [
  {
    type: 'group',
    id: 'dashboards',
    labelKey: 'menu.dashboards',
    children: [
      { type: 'item', id: 'ownersBox', path: '/ownersbox', labelKey: 'menu.ownersBox', index: 0 },
      { type: 'item', id: 'driveRevenue', path: '/dashboard-drive', labelKey: 'menu.driveRevenue', index: 1 },
    ],
  },
  { type: 'item', id: 'calendar', path: '/calendar', labelKey: 'menu.calendar', index: 16 },
];

describe('HorizontalNav', () => {
  it('lays the top-level entries out in one row and opens a group below with the keyboard', async () => {
    const onNavigate = vi.fn();
    renderWithProviders(<HorizontalNav path="/ownersbox" entries={entries} dns={[]} onNavigate={onNavigate} />);
    const nav = screen.getByRole('navigation');
    expect(nav.querySelectorAll(':scope > ul > li')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ path: '/calendar', event: undefined });

    screen.getByRole('button', { name: 'Dashboards' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Drive Revenue' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ path: '/dashboard-drive', event: undefined });
  });
});
