/**
 * A stopped clock for RestConfig.now: time moves only when a test says so, so session sliding
 * and expiry are tested to the millisecond without sleeping.
 */
export interface FakeClock {
  now: () => Date;
  /** Moves the clock forward by `seconds` (fractions allowed). */
  advance(seconds: number): void;
  /** Puts the clock at `instant`. */
  set(instant: Date): void;
}

/** Stopped at `start` (the real time by default). */
export function fakeClock(start: Date = new Date()): FakeClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (seconds) => {
      at += seconds * 1000;
    },
    set: (instant) => {
      at = instant.getTime();
    },
  };
}
