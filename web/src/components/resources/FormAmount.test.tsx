import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { FormAmount, type FormAmountProps } from './FormAmount.tsx';

/** Holds the value like a form does, so what the input shows is what FormAmount kept. */
function Controlled(props: Omit<FormAmountProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <FormAmount {...props} value={value} onChange={setValue} />;
}

const typeInto = async (label: string, text: string) => {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  await user.clear(input);
  await user.type(input, text);
  return input.value;
};

describe('FormAmount', () => {
  it('keeps only an amount as you type: $ dropped, a leading zero stripped, ≤ 2 decimals', async () => {
    renderWithProviders(<Controlled label="Price" />);
    expect(await typeInto('Price', '$04.50')).toBe('4.50');
    expect(await typeInto('Price', '12.345')).toBe('12.34');
    expect(await typeInto('Price', '1a2.3.4')).toBe('12.34');
    expect(await typeInto('Price', '1234567')).toBe('123456');
    expect(await typeInto('Price', '0.5')).toBe('0.5');
  });

  it('takes fewer integer digits by prop', async () => {
    renderWithProviders(<Controlled label="Price" integerDigits={3} />);
    expect(await typeInto('Price', '12345.6')).toBe('123.6');
  });

  it('keeps a percentage between 0 and 100 with up to 4 decimals (or fewer by prop)', async () => {
    renderWithProviders(
      <>
        <Controlled label="Rate" percent />
        <Controlled label="Discount" percent decimals={2} />
      </>,
    );
    expect(await typeInto('Rate', '8.87512')).toBe('8.8751');
    expect(await typeInto('Rate', '150')).toBe('15');
    expect(await typeInto('Rate', '100.5')).toBe('100.');
    expect(await typeInto('Discount', '12.345')).toBe('12.34');
  });

  it('shows $ before an amount and % after a percentage', () => {
    renderWithProviders(
      <>
        <Controlled label="Price" />
        <Controlled label="Rate" percent />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Price' }).parentElement?.textContent).toContain('$');
    expect(screen.getByRole('textbox', { name: 'Rate' }).parentElement?.textContent).toContain('%');
  });
});
