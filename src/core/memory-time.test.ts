import { describe, expect, it } from 'vitest';
import { isoAtOffset, offsetLabel, utcOffsetMinutes } from './memory-time.js';

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

describe('offsetLabel and isoAtOffset', () => {
  it('write an offset as ±HH:MM and an instant on that offset\'s wall clock, which reads back as the same instant and offset', () => {
    expect(offsetLabel(480)).toBe('+08:00');
    expect(offsetLabel(-330)).toBe('-05:30');
    expect(offsetLabel(0)).toBe('+00:00');
    const time = Date.parse('2026-06-21T14:30:00Z');
    expect(isoAtOffset(time, 480)).toBe('2026-06-21T22:30:00.000+08:00');
    expect(isoAtOffset(time, -600)).toBe('2026-06-21T04:30:00.000-10:00');
    expect(Date.parse(isoAtOffset(time, -600))).toBe(time);
    expect(utcOffsetMinutes(isoAtOffset(time, -600))).toBe(-600);
  });
});
