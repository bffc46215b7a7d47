/**
 * A local HTTP server answering the subset of Stripe's API the card adapter uses (POST
 * /v1/payment_intents, POST /v1/refunds), form-encoded as the official SDK sends it. The card
 * `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined (402 card_error),
 * `pm_card_network` drops the connection, and so does a refund of an intent in `failRefunds`; every call is recorded with its idempotency key, and a
 * key seen before answers the first answer again, as Stripe does.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  port: number;
  /** What the card form does in the browser: the intent succeeds. */
  succeed(id: string): void;
  /** Refunds of these payment intents drop the connection (the provider failing part-way). */
  failRefunds: Set<string>;
  calls: { path: string; key: string | undefined; form: URLSearchParams }[];
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripe['calls'] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const intents = new Map<string, Record<string, unknown>>();
  const metadataOf = (form: URLSearchParams) =>
    Object.fromEntries(
      [...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
    );
  const failRefunds = new Set<string>();
  let serial = 0;
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    const key = req.headers['idempotency-key'] as string | undefined;
    calls.push({ path: req.url ?? '', key, form });
    const send = (status: number, body: unknown) => {
      if (key) answers.set(key, { status, body });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++serial}` });
      res.end(JSON.stringify(body));
    };
    const seen = key ? answers.get(key) : undefined;
    if (seen) {
      res.writeHead(seen.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(seen.body));
      return;
    }
    const one = /^\/v1\/payment_intents\/(pi_\w+?)(\/cancel)?$/.exec(req.url ?? '');
    if (one) {
      const intent = intents.get(one[1]!);
      if (!intent) {
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${one[1]}'`,
          },
        });
        return;
      }
      if (one[2]) intent.status = 'canceled';
      else if (req.method === 'POST' && form.get('amount')) intent.amount = Number(form.get('amount'));
      send(200, intent);
      return;
    }
    if (req.url === '/v1/payment_intents' && form.get('confirm') !== 'true') {
      const id = `pi_${++serial}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${serial}`,
        metadata: metadataOf(form),
      };
      intents.set(id, intent);
      send(200, intent);
      return;
    }
    if (req.url === '/v1/payment_intents') {
      const pm = form.get('payment_method');
      if (pm === 'pm_card_network') {
        req.socket.destroy();
        return;
      }
      if (pm === 'pm_card_chargeDeclined') {
        send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        });
        return;
      }
      send(200, {
        id: `pi_${++serial}`,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'succeeded',
      });
      return;
    }
    if (req.url === '/v1/refunds') {
      if (failRefunds.has(form.get('payment_intent') ?? '')) {
        req.socket.destroy();
        return;
      }
      send(200, { id: `re_${++serial}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' });
      return;
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.url})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    succeed: (id) => {
      intents.get(id)!.status = 'succeeded';
    },
    failRefunds,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
