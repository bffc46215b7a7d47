import { describe, expect, it } from 'vitest';
import { redactUrl } from './logRedaction.ts';

describe('redactUrl', () => {
  it('hides code and token values and keeps the rest of the URL', () => {
    expect(redactUrl('/auth/acrback?code=XYZ-123&from=%2Fsettings')).toBe(
      '/auth/acrback?code=[REDACTED]&from=%2Fsettings',
    );
    expect(redactUrl('/x?a=1&Token=abc&CODE&c%6Fde=q')).toBe(
      '/x?a=1&Token=[REDACTED]&CODE=[REDACTED]&c%6Fde=[REDACTED]',
    );
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/graphql')).toBe('/graphql');
    expect(redactUrl('/users?codes=1&page=2')).toBe('/users?codes=1&page=2');
  });
});
