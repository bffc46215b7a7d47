import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidInput } from '../http/errors.ts';
import { envelope, obj, okData, str } from '../http/schemas.ts';
import { errorsPlugin } from './errors.ts';

/**
 * The 400 body through the declared response schema (which drops what it does not list): each
 * field's English text in `fields`, and its catalogue key and values in `fieldKeys`.
 */
describe('field errors, on an app of the errors plugin alone', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorsPlugin);
    const schema = { body: obj({ code: str({ pattern: '^\\d+$', maxLength: 5 }), name: str({ minLength: 3 }) }) };
    app.post('/save', { schema: { ...schema, response: envelope(okData) } }, async () => {
      throw invalidInput({
        name: 'resources.nameTaken',
        title: { key: 'validation.maxLength', values: { limit: 40 } },
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('a refused save sends the text and the key of each field', async () => {
    const res = await app.inject({ method: 'POST', url: '/save', payload: { code: '1', name: 'Bar' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please fill all the required fields',
      fields: { name: 'This name is already in use.', title: 'At most 40 characters.' },
      fieldKeys: {
        name: { key: 'resources.nameTaken' },
        title: { key: 'validation.maxLength', values: { limit: 40 } },
      },
    });
  });

  it.each([
    [{ code: '1', name: 'x' }, 'name', { key: 'validation.minLength', values: { limit: 3 } }, 'At least 3 characters.'],
    [
      { code: '123456', name: 'Bar' },
      'code',
      { key: 'validation.maxLength', values: { limit: 5 } },
      'At most 5 characters.',
    ],
    [{ code: 'ab', name: 'Bar' }, 'code', { key: 'validation.format' }, 'Invalid format.'],
  ])(
    'a schema violation carries the key of its rule, with the schema limit (%j)',
    async (payload, field, key, text) => {
      const res = await app.inject({ method: 'POST', url: '/save', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { [field]: text }, fieldKeys: { [field]: key } });
    },
  );

  it('a missing property is required', async () => {
    const res = await app.inject({ method: 'POST', url: '/save', payload: { code: '1' } });
    expect(res.json()).toMatchObject({
      fields: { name: 'This field is required.' },
      fieldKeys: { name: { key: 'validation.required' } },
    });
  });
});
