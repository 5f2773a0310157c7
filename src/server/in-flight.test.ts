import { describe, expect, it } from 'vitest';
import { InFlight } from './in-flight.js';

describe('InFlight', () => {
  it('settles only when every tracked request has finished, failed ones included', async () => {
    const inFlight = new InFlight();
    let finishFirst: () => void = () => undefined;
    let failSecond: (error: Error) => void = () => undefined;
    const first = inFlight.track(() => new Promise<string>((resolve) => (finishFirst = () => resolve('done'))));
    const second = inFlight.track(() => new Promise<string>((_resolve, reject) => (failSecond = reject)));
    expect(inFlight.active).toBe(2);

    let isSettled = false;
    const settled = inFlight.settled(60_000).then(() => (isSettled = true));
    finishFirst();
    expect(await first).toBe('done');
    expect(isSettled).toBe(false);
    failSecond(new Error('client went away'));
    await expect(second).rejects.toThrow('client went away');
    await settled;
    expect(isSettled).toBe(true);
    expect(inFlight.active).toBe(0);
    await expect(inFlight.settled(60_000)).resolves.toBeUndefined();
  });
});
