/**
 * JSON-schema building blocks for route declarations. Every route declares its query, body and
 * response; responses are serialised through them, so a field missing here never leaves the server.
 */

type Schema = Record<string, unknown>;

export const str = (extra: Schema = {}) => ({ type: 'string', ...extra });
export const int = (extra: Schema = {}) => ({ type: 'integer', ...extra });
export const bool = () => ({ type: 'boolean' });
export const nullableStr = () => ({ type: ['string', 'null'] });
export const nullableInt = () => ({ type: ['integer', 'null'] });
export const arrayOf = (items: Schema, extra: Schema = {}) => ({ type: 'array', items, ...extra });

/** An object whose listed properties are all required unless `optional` names them. */
export function obj(properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  };
}

/** A field's message as a catalogue key with its placeholder values (core/src/rest.ts FieldKey). */
export const fieldKey = obj(
  {
    key: str(),
    values: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
  ['values'],
);

export const errorBody = obj(
  {
    message: str(),
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    fieldKeys: { type: 'object', additionalProperties: fieldKey },
    requestId: str(),
  },
  ['fields', 'fieldKeys', 'requestId'],
);

/** Response map: `{ data: T }` on 200, the error body otherwise. */
export function envelope(data: Schema): Record<string, Schema> {
  return { 200: obj({ data }), '4xx': errorBody, '5xx': errorBody };
}

export const okData = obj({ ok: bool() });

/**
 * Every call carries `masterClient` (an id or the literal `null`, spec/1 §7); the auth hook
 * checks it against the user's master clients.
 */
export const masterClientParam = str({ maxLength: 20 });

export function query(properties: Record<string, Schema> = {}, optional: readonly string[] = []): Schema {
  return obj({ masterClient: masterClientParam, ...properties }, ['masterClient', ...optional]);
}
