import { describe, expect, it } from 'vitest';
import { childTraceparent, newTraceId, parseTraceparent } from './traceparent.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('traceparent', () => {
  it('reads a valid header, the spec example', () => {
    expect(parseTraceparent(`00-${TRACE}-00f067aa0ba902b7-01`)).toEqual({
      traceId: TRACE,
      parentId: '00f067aa0ba902b7',
      sampled: true,
    });
    expect(parseTraceparent([`00-${TRACE}-00f067aa0ba902b7-00`])?.sampled).toBe(false);
  });

  it('refuses malformed, upper-case, all-zero, version ff and over-long headers', () => {
    for (const bad of [
      undefined,
      '',
      'garbage',
      `00-${TRACE.toUpperCase()}-00f067aa0ba902b7-01`,
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `ff-${TRACE}-00f067aa0ba902b7-01`,
      `00-${TRACE}-00f067aa0ba902b7-01-extra`,
      `01-${TRACE}-00f067aa0ba902b7-01${'-x'.repeat(300)}`,
    ]) {
      expect(parseTraceparent(bad), String(bad)).toBeNull();
    }
    // A later version may carry more fields after the flags.
    expect(parseTraceparent(`01-${TRACE}-00f067aa0ba902b7-01-more`)?.traceId).toBe(TRACE);
  });

  it('starts traces and child spans that read back', () => {
    const trace = newTraceId();
    expect(trace).toMatch(/^[0-9a-f]{32}$/);
    const child = childTraceparent(trace);
    expect(parseTraceparent(child)).toMatchObject({ traceId: trace, sampled: true });
    expect(childTraceparent(trace)).not.toBe(child);
  });
});
