import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRestApi } from '../app.ts';
import { outbox } from '../db/schema.ts';
import { freshTestDatabase, type TestDatabase, testConfig } from '../test/harness.ts';
import { createMailDelivery } from './delivery.ts';

/** Just enough SMTP to accept one message at a time and keep its text. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data: string | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
}

let db: TestDatabase;
let smtp: Server;
const received: string[] = [];
beforeAll(async () => {
  db = await freshTestDatabase();
  smtp = fakeSmtpServer(received).listen(0, '127.0.0.1');
  await once(smtp, 'listening');
});
afterAll(async () => {
  smtp.close();
  await db?.close();
});

describe('SMTP delivery', () => {
  it('sends a committed outbox message and marks it sent', async () => {
    const port = (smtp.address() as AddressInfo).port;
    const delivery = createMailDelivery(`smtp://127.0.0.1:${port}`);
    let delivered: Promise<void> | undefined;
    const app = await buildRestApi({
      database: db.database,
      config: testConfig(),
      mail: (database, ids, log) => {
        delivered = delivery(database, ids, log);
        return delivered;
      },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/account-recovery',
        payload: { email: 'director@funzone.test' },
      });
      expect(res.statusCode).toBe(200);
      await delivered;
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Reset your Marquee password');
      const [row] = await db.database.db.select().from(outbox).where(eq(outbox.to, 'director@funzone.test'));
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await app.close();
    }
  });
});
