import { SAMPLE_CONTEXT } from '@marquee/core/marketing/templates';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { checkTemplateSource, renderMessage } from './render.ts';

// templates that hit the render or memory limit answered INTERNAL_SERVER_ERROR.
const LOOP = '{% for i in (1..100000000) %}{{ guest.firstName }}{% endfor %}';
const GROW = '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}';

describe('template limits', () => {
  it('refuses a template that always hits a limit when it is saved', () => {
    for (const source of [LOOP, GROW])
      expect(checkTemplateSource(source)?.key, source).toBe('validation.templateLimit');
    expect(checkTemplateSource('Hello {{ guest.firstName }}')).toBeNull();
  });

  it('answers 400 naming the field when a render hits a limit', async () => {
    const context = { ...SAMPLE_CONTEXT, location: { name: 'FunZone', address: '1 Main St' } };
    const failure = await renderMessage({ channel: 'email', subject: 'Hi', body: LOOP }, context).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).statusCode).toBe(400);
    expect(Object.keys((failure as HttpError).fields ?? {})).toEqual(['body']);
  });
});
