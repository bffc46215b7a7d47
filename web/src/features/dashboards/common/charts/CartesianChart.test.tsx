import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CartesianChart, type CartesianSeries } from './CartesianChart.tsx';

// jsdom lays nothing out: the chart is drawn 400 px wide.
vi.mock('@visx/responsive', () => ({
  ParentSize: ({ children }: { children: (size: { width: number; height: number }) => ReactNode }) =>
    children({ width: 400, height: 220 }),
}));

const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const money = (v: number) => `$${v.toFixed(2)}`;
const revenue = (data: number[]): CartesianSeries => ({
  name: 'Revenue',
  data,
  kind: 'bar',
  format: money,
  axisFormat: (v) => compactMoney.format(v),
});
const texts = (c: HTMLElement) => [...c.querySelectorAll('text')].map((t) => t.textContent ?? '');

describe('a cartesian chart', () => {
  it('labels a large money axis compactly, with its currency sign', () => {
    const { container } = render(
      <CartesianChart categories={['Jan', 'Feb']} series={[revenue([1_200_000, 900_000])]} label="Revenue" />,
    );
    expect(texts(container)).toContain('$1.2M');
    expect(texts(container).some((t) => t.startsWith('00,'))).toBe(false);
  });

  it('turns long location names rather than cutting them short, the whole name in a title', () => {
    const names = ['FunZone Downtown', 'FunZone Mall', 'FunZone Round Rock', 'FunZone Orlando', 'FunZone Tampa Bay'];
    const more = [...names, 'FunZone Pop-up Arena', 'FunZone Lakeside', 'FunZone Riverside'];
    const { container } = render(
      <CartesianChart categories={more} series={[revenue(more.map((_, i) => i * 100))]} label="Locations" />,
    );
    const ticks = [...container.querySelectorAll('text[transform^="rotate"]')];
    expect(ticks).toHaveLength(more.length);
    expect(ticks.map((t) => t.querySelector('title')?.textContent)).toEqual(more);
    expect(ticks[0]!.textContent).toContain('FunZone Downtown');
  });

  it('draws a single point as a point, not a vertical line', () => {
    const line: CartesianSeries = { name: 'Revenue', data: [42], kind: 'area', format: money };
    const { container } = render(<CartesianChart categories={['11/24/2026']} series={[line]} label="Revenue" />);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(container.querySelectorAll('path')).toHaveLength(
      [...container.querySelectorAll('path')].filter((p) => p.closest('.visx-axis')).length,
    );
  });

  it('puts counts on their own axis beside money', () => {
    const items: CartesianSeries = {
      name: 'Items sold',
      data: [30, 12],
      kind: 'bar',
      secondary: true,
      format: String,
      axisFormat: String,
    };
    const { container } = render(
      <CartesianChart categories={['A', 'B']} series={[revenue([150_000, 80_000]), items]} label="Classes" />,
    );
    expect(container.querySelector('.visx-axis-right')).not.toBeNull();
    expect(container.querySelectorAll('rect')).toHaveLength(4);
  });
});
