import { describe, expect, it } from 'vitest';
import { utcOffsetMinutes } from './memory-time.js';

describe('utcOffsetMinutes', () => {
  it('reads an offset alone or at the end of an ISO time, east positive', () => {
    expect(utcOffsetMinutes('+08:00')).toBe(480);
    expect(utcOffsetMinutes('-0530')).toBe(-330);
    expect(utcOffsetMinutes('Z')).toBe(0);
    expect(utcOffsetMinutes('2026-06-21T22:30:00+08:00')).toBe(480);
    expect(utcOffsetMinutes('2026-06-21T22:30:00.000-05:00')).toBe(-300);
    expect(utcOffsetMinutes('2026-06-21T22:30:00Z')).toBe(0);
  });

  it('reads none where a time has none, and takes no part of a date for one', () => {
    expect(utcOffsetMinutes('2026-06-21T22:30:00')).toBeNull();
    expect(utcOffsetMinutes('2026-06-21')).toBeNull();
    expect(utcOffsetMinutes('soon')).toBeNull();
  });
});
