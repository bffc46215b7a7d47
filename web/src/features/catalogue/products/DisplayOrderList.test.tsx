import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DisplayOrderList, type OrderItem } from './DisplayOrderList.tsx';

const ITEMS: OrderItem[] = [
  { id: 1, name: 'Popcorn' },
  { id: 2, name: 'Nachos' },
  { id: 3, name: 'Soda' },
];

function Harness({ readOnly }: { readOnly?: boolean }) {
  const [items, setItems] = useState(ITEMS);
  return <DisplayOrderList label="Snacks at Downtown" items={items} onChange={setItems} readOnly={readOnly} />;
}

const order = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'))
    .join(',');

describe('DisplayOrderList', () => {
  it('moves the focused product with Alt+Arrow keys and announces where it went', async () => {
    renderWithProviders(<Harness />);
    screen.getByRole('button', { name: 'Reorder Soda' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order()).toBe('Popcorn,Soda,Nachos');
    expect(screen.getByText('Soda moved to position 2 of 3')).toBeTruthy();
    // The handle keeps the focus as the row moves, so a second press moves it again.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder Soda' })));
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order()).toBe('Soda,Popcorn,Nachos');
    // Without Alt the arrows do not reorder (they stay free for scrolling).
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Soda' }), { key: 'ArrowUp' });
    expect(order()).toBe('Soda,Popcorn,Nachos');
  });

  it('moves with the named buttons, which stop at the ends', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Popcorn down' }));
    expect(order()).toBe('Nachos,Popcorn,Soda');
    expect((screen.getByRole('button', { name: 'Move Nachos up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Soda down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('drops a dragged product where it is released', () => {
    renderWithProviders(<Harness />);
    const data = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'Popcorn' }), { dataTransfer: data });
    fireEvent.dragOver(screen.getByRole('listitem', { name: 'Soda' }), { dataTransfer: data });
    fireEvent.drop(screen.getByRole('listitem', { name: 'Soda' }), { dataTransfer: data });
    expect(order()).toBe('Nachos,Soda,Popcorn');
  });

  it('offers no moves when read-only', async () => {
    renderWithProviders(<Harness readOnly />);
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reorder/ })).toBeNull();
    const data = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'Soda' }), { dataTransfer: data });
    fireEvent.drop(screen.getByRole('listitem', { name: 'Popcorn' }), { dataTransfer: data });
    expect(order()).toBe('Popcorn,Nachos,Soda');
  });
});
