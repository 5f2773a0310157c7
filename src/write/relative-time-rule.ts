import type { LocalDate, TurnClock } from './calendar.js';

/** How precise a resolved time is: "下周" is a week, "三天前" a day, "最近" only the turn's instant. */
export type TimePrecision = 'instant' | 'day' | 'week' | 'month' | 'year';

export interface Resolved {
  replacement: string;
  date: LocalDate;
  precision: TimePrecision;
  vague?: boolean;
  relative?: boolean;
}

/** One relative-time rule: a pattern and how to resolve a match against the turn's clock. */
export interface Rule {
  pattern: RegExp;
  resolve: (match: RegExpExecArray, clock: TurnClock, before: string) => Resolved | null;
}

