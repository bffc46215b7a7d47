/**
 * Keeps a child service running: `npm start` forks the REST API, and a REST API that
 * died used to stay dead while the gateway's /health said 200 and every GraphQL call failed. The
 * child is forked again after an exit it was not asked for, waiting longer after each quick death
 * (1 s, 2 s, 4 s … at most 30 s) so a crash loop does not spin, and from the first wait again once
 * it has run a minute. The gateway's /ready answers 503 while it is gone.
 */
import { type ChildProcess, fork } from 'node:child_process';

export interface Backoff {
  initialMs: number;
  maxMs: number;
  /** A child that ran this long before it died is restarted after `initialMs` again. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface SuperviseOptions {
  /** The module to fork; it sends `{ ready: url }` once it listens (rest-api/src/main.ts). */
  modulePath: string;
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  backoff?: Backoff;
  /** Told of every unexpected exit and the wait before the next start. */
  onExit?: (code: number | null, signal: NodeJS.Signals | null, waitMs: number) => void;
  /** Told when a restarted child is ready again. */
  onRestart?: (url: string, restarts: number) => void;
}

export interface Supervised {
  /** The URL the first start reported (the child listens on the same port each time). */
  url: string;
  /** How many times the child was started again. */
  readonly restarts: number;
  close(): Promise<void>;
}

interface Started {
  child: ChildProcess;
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function forkOnce(options: SuperviseOptions): Started {
  // execArgv carries tsx's loader, so the child runs the TypeScript source too.
  const child = fork(options.modulePath, [], {
    execArgv: options.execArgv ?? process.execArgv,
    env: options.env ?? process.env,
    stdio: 'inherit',
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = Promise.race([
    new Promise<string>((resolve) =>
      child.on('message', (message: { ready?: string }) => {
        if (message.ready) resolve(message.ready);
      }),
    ),
    exited.then(({ code }) => {
      throw new Error(`the child exited (${code}) before it was ready`);
    }),
  ]);
  return { child, ready, exited };
}

/** Forks the module, waits until it is ready, and forks it again whenever it dies on its own. */
export async function supervise(options: SuperviseOptions): Promise<Supervised> {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let current = forkOnce(options);
  // The first start fails loudly, as before: a broken configuration must not loop.
  const url = await current.ready;
  let closing = false;
  let restarts = 0;
  let waitMs = backoff.initialMs;
  let timer: NodeJS.Timeout | undefined;

  const watch = (started: Started, since: number) => {
    void started.exited.then(({ code, signal }) => {
      if (closing) return;
      if (Date.now() - since >= backoff.resetAfterMs) waitMs = backoff.initialMs;
      const wait = waitMs;
      waitMs = Math.min(waitMs * 2, backoff.maxMs);
      options.onExit?.(code, signal, wait);
      timer = setTimeout(() => {
        if (closing) return;
        current = forkOnce(options);
        restarts++;
        watch(current, Date.now());
        current.ready.then(
          (again) => options.onRestart?.(again, restarts),
          () => {}, // died before ready: its exit is watched above
        );
      }, wait);
    });
  };
  watch(current, Date.now());

  return {
    url,
    get restarts() {
      return restarts;
    },
    close: async () => {
      closing = true;
      clearTimeout(timer);
      if (current.child.exitCode === null && current.child.signalCode === null) current.child.kill('SIGTERM');
      await current.exited;
    },
  };
}
