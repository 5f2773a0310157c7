import { afterEach, describe, expect, it } from 'vitest';
import { formatLocalTime, localIsoTime, matchedBy } from './format.js';

describe('matchedBy', () => {
  it('names a hit carried by its topic alone, whose ranking score is 0', () => {
    expect(matchedBy({ dense: 0, keyword: 0, context: 0, topic: 1, final: 0 })).toBe('topic');
  });

  it('lists every signal that carried a hit, in a fixed order', () => {
    expect(matchedBy({ period: 0.8, keyword: 0.2, dense: 0.4, instruction: 1 })).toBe('meaning+words+instruction+date');
    expect(matchedBy({ dense: 0, keyword: 0, context: 0.3 })).toBe('words');
  });

  it('names nothing when no signal carried it', () => {
    expect(matchedBy({ dense: 0, keyword: 0, final: 0 })).toBe('');
  });
});

describe("times in this machine's time zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('writes the instant the CLI asks at with the offset of the zone it runs in', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(localIsoTime(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02T07:30:00.000+08:00');
    process.env.TZ = 'America/New_York';
    expect(localIsoTime(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01T18:30:00.000-05:00');
    expect(Date.parse(localIsoTime(new Date('2026-03-01T23:30:00Z')))).toBe(Date.parse('2026-03-01T23:30:00Z'));
  });

  it('shows a time in the offset it was told in, else in the zone', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(formatLocalTime('2026-03-01T23:30:00Z', '-05:00')).toBe('2026-03-01 18:30 -05:00');
    expect(formatLocalTime('2026-03-01T23:30:00Z')).toBe('2026-03-02 07:30 +08:00');
  });
});
