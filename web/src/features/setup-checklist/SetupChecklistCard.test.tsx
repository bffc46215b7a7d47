import { screen } from '@testing-library/react';
import { CHECKLIST_ITEMS } from '@marquee/core/tenants';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SetupChecklistCard } from './SetupChecklistCard.tsx';

describe('SetupChecklistCard', () => {
  it('lists every step in order, links each to its screen and counts those done', () => {
    const items = CHECKLIST_ITEMS.map((i) => ({ id: i.id, path: i.path, done: i.id === 'locations' }));
    renderWithProviders(<SetupChecklistCard customer="Laser Planet" items={items} />);
    expect(screen.getByRole('heading', { name: 'Set up Laser Planet' })).toBeTruthy();
    expect(screen.getByText(/1 of 6 done/)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Locations',
      'Tax rates and revenue classes',
      'Revenue Classes',
      'Products',
      'Product Categories',
      'Resources and activities',
      'Activities',
      'Booking settings and online offerings',
      'Product offerings',
      'Users and roles',
    ]);
    expect(links[5]?.getAttribute('href')).toBe('/club-booking/resources');
    // A step's other screens are one click away too: the ones a new customer cannot do without.
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/product-management/revenue-classes',
        '/product-management/product-categories',
        '/club-booking/activities',
        '/club-booking/product-offerings',
      ]),
    );
    expect(screen.getAllByText('(Done)')).toHaveLength(1);
    expect(screen.getAllByText('(To do)')).toHaveLength(5);
  });
});
