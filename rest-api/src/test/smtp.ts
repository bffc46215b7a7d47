/**
 * Just enough SMTP for tests: accepts messages and keeps their raw text, or refuses recipients
 * listed in `reject` with 550 (a bounce). The real protocol, so nodemailer is tested as it runs.
 */
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';

export interface FakeSmtp {
  url: string;
  received: string[];
  close(): Promise<void>;
}

export async function startFakeSmtp(reject: readonly string[] = []): Promise<FakeSmtp> {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data: string | null = null;
    let buffered = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\r\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
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
        else if (verb === 'RCPT' && reject.some((r) => line.toLowerCase().includes(r)))
          socket.write('550 no such user\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
