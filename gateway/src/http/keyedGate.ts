/**
 * Runs at most `limit` tasks per key at once in this process; the rest wait their turn. The
 * sign-in throttle reads its counts before an attempt and counts only failures, so without a
 * gate a burst of parallel guesses would all read "under the limit" before the first failure
 * is counted.
 */
export type KeyedGate = <T>(key: string, limit: number, task: () => Promise<T>) => Promise<T>;

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export function createKeyedGate(): KeyedGate {
  const lanes = new Map<string, Lane>();
  return async (key, limit, task) => {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(key, lane);
    }
    const own = lane;
    // A finishing task hands its slot straight to the next waiter, so `running` stays put.
    if (own.running >= limit) await new Promise<void>((resolve) => own.waiting.push(resolve));
    else own.running += 1;
    try {
      return await task();
    } finally {
      const next = own.waiting.shift();
      if (next) next();
      else {
        own.running -= 1;
        if (own.running === 0) lanes.delete(key);
      }
    }
  };
}
