// Prints a port P such that P and P+1 are both free (the e2e stack uses P for the gateway and
// P+1 for the REST API), so tests never collide with a product or another run on this machine.
import { createServer } from 'node:net';

const free = (port) =>
  new Promise((resolve) => {
    const s = createServer().once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

for (let attempt = 0; attempt < 50; attempt++) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  if ((await free(port)) && (await free(port + 1))) {
    console.log(port);
    process.exit(0);
  }
}
process.exit(1);
