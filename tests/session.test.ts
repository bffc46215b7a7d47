import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../core/src/messages/en.ts';
import { codeOf } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const ME =
  '{ me { email firstName routeRoles permissionBits permissionChunkLength hasBlockedDefaultAccess masterClients { masterClientId masterClientName isDefault } } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('sign-in through the gateway', () => {
  it('signs the director in with a cookie and answers me', async () => {
    const c = stack.client();
    const login = await c.login('director@funzone.test');
    expect(login.errors).toBeUndefined();
    expect(login.data?.login.expiresIn).toBe(900);
    expect(login.data?.login.token).toBeNull();
    expect(c.cookie).toMatch(/^marquee_session=/);

    const me = await c.gql<{
      me: { email: string; routeRoles: string[]; hasBlockedDefaultAccess: boolean; masterClients: unknown[] };
    }>(ME);
    expect(me.data?.me.email).toBe('director@funzone.test');
    expect(me.data?.me.routeRoles).toEqual(['admin']);
    expect(me.data?.me.hasBlockedDefaultAccess).toBe(false);
    expect(me.data?.me.masterClients).toHaveLength(3);
  });

  it('refuses a wrong password with the login-failure message and no cookie', async () => {
    const c = stack.client();
    const r = await c.login('director@funzone.test', 'Wrong#Password1');
    expect(codeOf(r)).toBe('UNAUTHENTICATED');
    expect(r.errors?.[0]?.message).toBe(message('auth.login.failed'));
    expect(c.cookie).toBeNull();
    expect((await c.gql<{ me: null }>(ME)).data?.me).toBeNull();
  });

  it('keeps the session alive with ping', async () => {
    const c = stack.client();
    await c.login('staff@funzone.test');
    const r = await c.gql<{ ping: { expiresIn: number } }>('mutation { ping { expiresIn } }');
    expect(r.data?.ping.expiresIn).toBe(900);
  });

  it('invalidates the token on logout, for cookie and bearer alike', async () => {
    const tool = stack.client();
    const login = await tool.gql<{ login: { token: string } }>(
      'mutation { login(username: "admin@funzone.test", password: "Marquee#2026", returnToken: true) { token } }',
    );
    const token = login.data?.login.token;
    expect(token).toMatch(/^[\w-]{40,}$/);
    tool.cookie = null;
    tool.bearer = token ?? null;
    expect((await tool.gql<{ me: { email: string } }>(ME)).data?.me.email).toBe('admin@funzone.test');

    expect((await tool.gql<{ logout: boolean }>('mutation { logout }')).data?.logout).toBe(true);
    expect((await tool.gql<{ me: null }>(ME)).data?.me).toBeNull();
    const profile = await tool.gql('{ profile { email } }');
    expect(codeOf(profile)).toBe('UNAUTHENTICATED');
    expect(profile.data).toBeNull();
  });

  it('answers UNAUTHENTICATED to a signed-in field without a session', async () => {
    const r = await stack.client().gql('{ masterClients { masterClientId } }');
    expect(codeOf(r)).toBe('UNAUTHENTICATED');
  });
});

describe('tenancy and permissions', () => {
  it('lists the locations of the selected master client only', async () => {
    const c = stack.client();
    await c.login('director@funzone.test');
    const me = await c.gql<{ me: { masterClients: { masterClientId: number; masterClientName: string }[] } }>(ME);
    const clients = me.data?.me.masterClients ?? [];
    const names: Record<string, string[]> = {};
    for (const mc of clients) {
      c.masterClient = mc.masterClientId;
      const r = await c.gql<{ locations: { name: string }[] }>('{ locations { name } }');
      expect(r.errors).toBeUndefined();
      names[mc.masterClientName] = (r.data?.locations ?? []).map((l) => l.name);
      expect(names[mc.masterClientName]?.length).toBeGreaterThan(0);
    }
    const [a, b] = Object.values(names);
    expect(a?.filter((n) => b?.includes(n))).toEqual([]);
  });

  it('refuses a foreign master client with FORBIDDEN and no data', async () => {
    const director = stack.client();
    await director.login('director@funzone.test');
    const all = await director.gql<{ me: { masterClients: { masterClientId: number; masterClientName: string }[] } }>(
      ME,
    );
    const funzone = all.data?.me.masterClients.find((m) => m.masterClientName === 'FunZone Entertainment');

    const solo = stack.client();
    await solo.login('solo@bowlarama.test');
    solo.masterClient = funzone?.masterClientId ?? -1;
    const r = await solo.gql<{ locations: unknown }>('{ locations { name } }');
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(r.data).toBeNull();
  });

  it('refuses a field whose module the user lacks, and serves it to one who has it', async () => {
    const query = '{ adminSites(kind: ADMIN) { label url } }';
    const staff = stack.client();
    await staff.login('staff@funzone.test');
    const denied = await staff.gql(query);
    expect(codeOf(denied)).toBe('FORBIDDEN');
    expect(denied.data).toBeNull();

    const director = stack.client();
    await director.login('director@funzone.test');
    const allowed = await director.gql<{ adminSites: { label: string; url: string }[] }>(query);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.adminSites.length).toBeGreaterThan(0);
    expect(allowed.data?.adminSites[0]?.url).toMatch(/^https:\/\/.+\/Admin$/);
  });

  it('reports blocked default access from the first chunk', async () => {
    const c = stack.client();
    await c.login('blocked@funzone.test');
    const me = await c.gql<{ me: { hasBlockedDefaultAccess: boolean } }>(ME);
    expect(me.data?.me.hasBlockedDefaultAccess).toBe(true);
  });
});
