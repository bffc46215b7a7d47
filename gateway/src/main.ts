import { startGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

// `pnpm --filter @marquee/gateway start`: run the gateway until SIGINT/SIGTERM, then drain.
const gateway = await startGateway(loadGatewayConfig());
gateway.app.log.info({ url: gateway.url }, 'gateway listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        gateway.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
