/** Injectable time source, so expiry, decay and sweeping are testable without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start: Date | string): Clock & { set(time: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (time) => {
      current = new Date(time);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
