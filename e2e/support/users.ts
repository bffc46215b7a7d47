/**
 * Specs that change a person (password, language, contacts) sign in as a person of their own,
 * made for the run: the director adds them to FunZone through the GraphQL API, and the invitation
 * link they are e-mailed sets their password. Names carry the run id, so a second run on the
 * same database meets nothing the first one left.
 */
import { type APIRequestContext, request } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';
import { baseURL, restUrl } from './stack.ts';

/** Unique per run (and per worker process): a suffix for every name a spec creates. */
export const RUN_ID = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

async function gql(api: APIRequestContext, query: string, variables = {}, masterClient?: number): Promise<Answer> {
  const res = await api.post('/graphql', {
    data: { query, variables },
    headers: masterClient === undefined ? {} : { 'x-master-client': String(masterClient) },
  });
  const body = (await res.json()) as Answer;
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${body.errors[0]!.message}`);
  return body;
}

async function signedIn<T>(email: string, password: string, work: (api: APIRequestContext) => Promise<T>) {
  const api = await request.newContext({ baseURL });
  try {
    await gql(api, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { expiresIn } }', {
      u: email,
      p: password,
    });
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** The invitation's one-time code, from the outbox (non-production only). */
async function invitationCode(email: string): Promise<string> {
  const res = await fetch(`${restUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = ((await res.json()) as { data: { body: string }[] }).data;
  const code = mails[0]?.body.match(/acrback\?code=([\w-]+)/)?.[1];
  if (!code) throw new Error(`no invitation for ${email}`);
  return code;
}

/**
 * A FunZone staff member (role Cashier) with a password, made for this run. `completeProfile`
 * gives them a point of contact, so the incomplete-profile modal stays away.
 */
export async function freshUser(
  purpose: string,
  options: { completeProfile?: boolean /** FunZone role to give; Cashier when absent. */; roleName?: string } = {},
): Promise<E2eUser> {
  const tag = `${purpose}-${RUN_ID}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const user: E2eUser = {
    email: `e2e-${tag}@funzone.test`,
    password: 'E2e#Pass2027',
    firstName: 'Eve',
    lastName: `E2e ${tag}`,
  };
  await signedIn('director@funzone.test', DEMO_PASSWORD, async (api) => {
    const me = await gql(api, '{ me { masterClients { masterClientId isDefault } } }');
    const clients = (me.data!.me as { masterClients: { masterClientId: number; isDefault: boolean }[] }).masterClients;
    const funzone = clients.find((c) => c.isDefault)!.masterClientId;
    const roles = (await gql(api, '{ roleOptions { roleId roleName } }', {}, funzone)).data!.roleOptions as {
      roleId: number;
      roleName: string;
    }[];
    const roleId = roles.find((r) => r.roleName === (options.roleName ?? 'Cashier'))!.roleId;
    await gql(
      api,
      'mutation($i: UserInput!) { createUser(input: $i) { id } }',
      {
        i: {
          form: 'SIMPLE',
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: '5125550150',
          roleId,
          locationIds: [],
        },
      },
      funzone,
    );
  });
  const token = await invitationCode(user.email);
  const api = await request.newContext({ baseURL });
  try {
    await gql(api, 'mutation($i: PasswordRecoveryInput!) { submitPasswordRecovery(input: $i) }', {
      i: { token, newPassword: user.password, repeatNewPassword: user.password },
    });
  } finally {
    await api.dispose();
  }
  if (options.completeProfile) {
    await signedIn(user.email, user.password, (api) =>
      gql(api, 'mutation($c: [ContactInput!]!) { updateContacts(contacts: $c) { name } }', {
        c: [{ name: 'Front desk', email: 'desk@funzone.test', phone: '5125550151', contactTypeId: 1 }],
      }),
    );
  }
  return user;
}
