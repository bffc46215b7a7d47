import type { MetricContext } from './context.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const computeMetric = vi.fn();
vi.mock('./registry.ts', () => ({ computeMetric: (...args: unknown[]) => computeMetric(...args) }));
const { cachedMetric } = await import('./cache.ts');

/** A database answering only the version query, at the version the test sets. */
function fakeDb() {
  const db = {
    version: 1,
    reads: 0,
    execute: async () => {
      db.reads++;
      return { rows: [{ version: db.version }] };
    },
  };
  return db;
}

const context = (db: ReturnType<typeof fakeDb>, locationIds = [1, 2]): MetricContext =>
  ({
    db,
    masterClientId: 7,
    locationIds,
    filter: {
      window: { start: '2026-11-01', end: '2026-11-07' },
      comparison: null,
      frequency: 'DAILY',
      dateRangeId: 1,
      tab: 'TODAY',
    },
    local: {},
  }) as unknown as MetricContext;

beforeEach(() => {
  computeMetric.mockReset();
  computeMetric.mockImplementation(async (metric: string) => ({ title: metric }));
});

describe('cachedMetric', () => {
  it('computes a question once per data version, shared by the calls in flight', async () => {
    const db = fakeDb();
    const answers = await Promise.all([1, 2, 3].map(() => cachedMetric('revenue', context(db))));
    expect(answers).toEqual([{ title: 'revenue' }, { title: 'revenue' }, { title: 'revenue' }]);
    expect(computeMetric).toHaveBeenCalledTimes(1);
    expect(db.reads).toBe(1);
    await cachedMetric('revenue', context(db));
    expect(computeMetric).toHaveBeenCalledTimes(1);
  });

  it('computes again after a write raised the version, and for another question', async () => {
    const db = fakeDb();
    await cachedMetric('revenue', context(db));
    db.version = 2;
    await cachedMetric('revenue', context(db));
    await cachedMetric('revenue', context(db, [1]));
    await cachedMetric('sales', context(db, [1]));
    expect(computeMetric).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failure', async () => {
    const db = fakeDb();
    computeMetric.mockRejectedValueOnce(new Error('boom'));
    await expect(cachedMetric('revenue', context(db))).rejects.toThrow('boom');
    await expect(cachedMetric('revenue', context(db))).resolves.toEqual({ title: 'revenue' });
    expect(computeMetric).toHaveBeenCalledTimes(2);
  });
});
