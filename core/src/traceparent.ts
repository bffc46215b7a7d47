/**
 * W3C Trace Context (`traceparent`: version-traceId-parentId-flags, lower-case hex) shared by the
 * gateway and the REST API: the gateway keeps a caller's trace or starts one, sends each upstream
 * call as a child span of it, and both processes log the trace id, so one request can be
 * followed across them. Only version 00's layout is read; an invalid header starts a new trace,
 * as the recommendation says.
 */
export const TRACEPARENT_HEADER = 'traceparent';

const PATTERN = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

export interface TraceContext {
  traceId: string;
  /** The caller's span (the parent of ours). */
  parentId: string;
  sampled: boolean;
}

/** The header's trace, or null when it is missing or not a valid traceparent. */
export function parseTraceparent(header: string | string[] | undefined): TraceContext | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  const m = raw && raw.length <= 512 ? PATTERN.exec(raw) : null;
  if (!m) return null;
  const [, version, traceId, parentId, flags, rest] = m;
  // ff is forbidden; version 00 has nothing after the flags.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (traceId === ZERO_TRACE || parentId === ZERO_SPAN) return null;
  return { traceId: traceId!, parentId: parentId!, sampled: (Number.parseInt(flags!, 16) & 1) === 1 };
}

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new trace id (16 random bytes, never all zeros). */
export function newTraceId(): string {
  const id = randomHex(16);
  return id === ZERO_TRACE ? newTraceId() : id;
}

/** The traceparent of a new span of `traceId` (a fresh span id), sampled. */
export function childTraceparent(traceId: string): string {
  let span = randomHex(8);
  while (span === ZERO_SPAN) span = randomHex(8);
  return `00-${traceId}-${span}-01`;
}
