/**
 * Input hygiene every request goes through (the security sweep): the nesting of a JSON
 * body, the characters of every text and the dates. One definition, used by the REST API's body
 * check (rest-api/src/plugins/json-body.ts) and the gateway's (gateway/src/http/jsonBody.ts), so
 * no route can forget it.
 */
import { DATE_WINDOW, MAX_JSON_DEPTH } from './constants.ts';
import type { MessageKey } from './messages/en.ts';
import type { FieldKey } from './rest.ts';

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`. One pass over the
 * characters, skipping strings: linear whatever the text, and run before JSON.parse, so a body of
 * a million brackets costs a millisecond rather than a recursive parse and walk.
 */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** A UTF-16 surrogate without its pair: not text, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Control characters other than tab and line breaks (C0, DEL, C1), and the explicit text-direction
 * controls (embeddings, overrides, isolates: U+202A–E, U+2066–9), which make a name read
 * differently from what it is ("Trampoline" shown as "enilopmarT", a file name's extension
 * turned round). Left-to-right and right-to-left marks (U+200E/F), which right-to-left text
 * needs, stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Zero-width and other invisible characters; text made only of them (and spaces) looks empty. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200D\u2060\uFEFF]/;
const INVISIBLE_ONLY = /^[\s\u00AD\u180E\u200B-\u200D\u2060\uFEFF]+$/;

/**
 * The first rule a text breaks, or null: a NUL, a lone surrogate, a control or direction
 * character, or nothing visible but zero-width characters. Refused, never stripped: what is saved
 * is what was sent, and the person sees which field to fix.
 */
export function textProblem(value: string): MessageKey | null {
  if (value.includes('\u0000')) return 'validation.nulCharacter';
  if (LONE_SURROGATE.test(value)) return 'validation.brokenCharacter';
  if (CONTROL.test(value)) return 'validation.controlCharacter';
  if (INVISIBLE.test(value) && INVISIBLE_ONLY.test(value)) return 'validation.invisibleOnly';
  return null;
}

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * Whether an ISO date (YYYY-MM-DD) is a real day of the calendar inside DATE_WINDOW: not
 * 0000-00-00, 2026-02-30, 2026-13-01 or 9999-12-31.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return realDay(Number(match[1]), Number(match[2]), Number(match[3])) && inWindow(value);
}

function realDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

const inWindow = (isoDate: string) => isoDate >= DATE_WINDOW.from && isoDate <= DATE_WINDOW.to;

/** The message of a text shaped like an ISO date or date-time whose date is not a real one in the window. */
export function dateProblem(value: string): FieldKey | null {
  const match = DATE_SHAPE.exec(value);
  if (!match) return null;
  const ok = realDay(Number(match[1]), Number(match[2]), Number(match[3])) && inWindow(value.slice(0, 10));
  return ok ? null : { key: 'validation.date', values: { from: DATE_WINDOW.from, to: DATE_WINDOW.to } };
}

export interface InputProblem {
  /** Dotted path of the field (`contacts.0.name`), as schema errors name fields; 'body' for the whole. */
  field: string;
  problem: FieldKey;
}

interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
  depth: number;
}

function pathOf(step: Step, last?: string): string {
  const parts: string[] = last === undefined ? [] : [last];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) parts.push(at.key);
  return parts.reverse().join('.') || 'body';
}

/**
 * The first field of a parsed body, query or parameters that breaks a rule: nested deeper than
 * MAX_JSON_DEPTH, a text with a textProblem (keys too), or a date-shaped text that is no real date
 * in the window. Iterative, and each step keeps only its parent, so the work is linear in the size
 * of the input (the path is built once, for the field reported).
 */
export function inputProblem(value: unknown, limit = MAX_JSON_DEPTH): InputProblem | null {
  const stack: Step[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      const key = textProblem(current);
      if (key) return { field: pathOf(step), problem: { key } };
      const date = dateProblem(current);
      if (date) return { field: pathOf(step), problem: date };
    } else if (typeof current === 'object' && current !== null) {
      if (step.depth >= limit)
        return { field: pathOf(step), problem: { key: 'validation.tooDeep', values: { limit } } };
      for (const [key, child] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) return { field: pathOf(step, key.replace(/[^\p{L}\p{N}_-]/gu, '')), problem: { key: problem } };
        stack.push({ value: child, key, parent: step, depth: step.depth + 1 });
      }
    }
  }
  return null;
}
