import { describe, expect, it } from 'vitest';
import { loginPath, safeFrom } from './loginPath.ts';

describe('login path', () => {
  it('remembers the wanted path, query included', () => {
    expect(loginPath('/profile?page=points')).toBe('/auth/login?from=%2Fprofile%3Fpage%3Dpoints');
    expect(loginPath('/')).toBe('/auth/login');
  });

  it('restores only in-app paths', () => {
    expect(safeFrom('/profile?page=points')).toBe('/profile?page=points');
    expect(safeFrom('https://evil.test/')).toBe('/');
    expect(safeFrom('//evil.test/')).toBe('/');
    expect(safeFrom('/auth/login')).toBe('/');
    expect(safeFrom(null)).toBe('/');
  });
});
