import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, secretKeyFrom } from './secrets.ts';

describe('secrets at rest', () => {
  const key = secretKeyFrom(Buffer.alloc(32, 7).toString('base64'));
  it('round-trips and never stores the plain text', () => {
    const stored = encryptSecret(key, 'sk_live_abcdef');
    expect(stored).not.toContain('sk_live');
    expect(stored).not.toBe(encryptSecret(key, 'sk_live_abcdef'));
    expect(decryptSecret(key, stored)).toBe('sk_live_abcdef');
  });
  it('refuses another key or an altered value', () => {
    const stored = encryptSecret(key, 'secret');
    expect(() => decryptSecret(secretKeyFrom('a'.repeat(64)), stored)).toThrow();
    expect(() => decryptSecret(key, `${stored.slice(0, -2)}AA`)).toThrow();
  });
  it('accepts hex or base64 keys of 32 bytes only', () => {
    expect(secretKeyFrom('ab'.repeat(32))).toHaveLength(32);
    expect(() => secretKeyFrom('c2hvcnQ=')).toThrow();
  });
});
