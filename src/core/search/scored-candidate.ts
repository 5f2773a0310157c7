import type { SearchConfig } from '../config.js';
import type { MemoryRecord, SearchResult } from '../types.js';
import { finalScore, recencyAt, scoreCandidate } from './scoring.js';
import { withOwnParts } from '../record-copy.js';

/** What every candidate of one search shares for building its result. */
export interface ResultSetting {
  now: Date;
  config: SearchConfig;
  /** The models whose cosines the breakdown reports, in the question's order (dense-parts.ts). */
  models: string[];
  /** The question's Han share (a relevance feature, reported in the breakdown). */
  questionHan: number;
  /** 1 when the question asks about the world, not about the user (world-questions.ts; a relevance feature, in the breakdown when 1). */
  world: number;
  /** 1 when the question is anchored to nobody and nothing of the user's (impersonal-questions.ts); each candidate's own value, the relevance feature, is its `impersonal` signal. */
  impersonal: number;
  /** How many candidates the search scored, small talk left out (the relevance model's pool feature, reported in the breakdown). */
  candidateCount: number;
  /** The question asks the state before a change (past-state-cues.ts): replaced memories keep their whole score. */
  pastAsked: boolean;
}

/** A candidate's numbers, one row of `CandidateTable` each. */
export const Signal = {
  dense: 0,
  keyword: 1,
  context: 2,
  coverage: 3,
  /** Dense and context fused (relevanceOf), raised to a profile memory's floor: what the time cues read. */
  pooled: 4,
  /** `pooled` plus a named day's gain: the breakdown's `fused`, which the final score multiplies. */
  fused: 5,
  /** The time cues' factor (1 without cues). */
  time: 6,
  outdatedSource: 7,
  asksQuestion: 8,
  topic: 9,
  instruction: 10,
  period: 11,
  /** Calibrated relevance before any lift. */
  calibrated: 12,
  /** Calibrated relevance, raised by lifts. */
  relevance: 13,
  /** The final score, raised by lifts. */
  score: 14,
  /** MMR's penalty for closeness to a result above (0: none; reorder.ts). */
  redundancy: 15,
  /** `recencySignal`, from the memory's time as search parsed it once. */
  recency: 16,
  /** 1 when the memory states nothing of the answer type the question expects (answer-types.ts). */
  missingAnswer: 17,
  /** Share of the question's English words the memory holds only as a WordNet relative (lexical-relations.ts). */
  related: 18,
  /** The question's `impersonal` for this memory: 0 where the memory tells the asked one's name beside them (answer-types.ts, `namesAskedOne`). */
  impersonal: 19,
} as const;
const SIGNALS = 20;
export type SignalName = keyof typeof Signal;

/**
 * Every candidate's numbers in one typed array. Search scores 100-250 candidates per question:
 * as object fields, each number was a heap box of its own, and with the per-candidate objects
 * around them this was the largest garbage of a search (docs/search-speed.md, session 6).
 */
export class CandidateTable {
  private readonly values: Float64Array;
  /** Each row's cosine to the question per model (`setting.models`' order), then whether the model read the memory (1) or not (0: the cosine is null). */
  private readonly cosines: Float64Array;
  private readonly read: Uint8Array;

  constructor(
    rows: number,
    readonly setting: ResultSetting,
  ) {
    this.values = new Float64Array(rows * SIGNALS);
    this.cosines = new Float64Array(rows * setting.models.length);
    this.read = new Uint8Array(rows * setting.models.length);
  }

  /** The row's cosine to the question for the model at `model` (null: the model did not read the memory, or none was set). */
  cosine(row: number, model: number): number | null {
    const at = row * this.setting.models.length + model;
    return this.read[at] === 1 ? (this.cosines[at] as number) : null;
  }

  setCosine(row: number, model: number, value: number | null): void {
    const at = row * this.setting.models.length + model;
    this.read[at] = value === null ? 0 : 1;
    this.cosines[at] = value ?? 0;
  }

  get(row: number, signal: SignalName): number {
    return this.values[row * SIGNALS + Signal[signal]] as number;
  }

  set(row: number, signal: SignalName, value: number): void {
    this.values[row * SIGNALS + Signal[signal]] = value;
  }
}

/**
 * A candidate as search ranks it: its final score and calibrated relevance (in its table row),
 * with what it takes to build its `SearchResult` later. Search returns about ten results, so only
 * those are built (and, for a question the later-state lift applies to, the head it reorders);
 * before, every candidate's result (a copy of the record and a breakdown of ~20 signals) was.
 *
 * The record is never changed: it may be a cached object shared across searches (ProfileIndex).
 */
export class ScoredCandidate {
  readonly id: string;
  readonly supersededBy: string | null;
  /** Lifted by a candidate it replaced: the breakdown says so (`inherited: 1`). */
  inherited = false;

  constructor(
    readonly record: MemoryRecord,
    private readonly table: CandidateTable,
    private readonly row: number,
  ) {
    this.id = record.id;
    this.supersededBy = record.supersededBy;
  }

  /** The model's cosine to the question, by its index in `ResultSetting.models` (null: the model did not read the memory). */
  cosine(model: number): number | null {
    return this.table.cosine(this.row, model);
  }

  signal(name: SignalName): number {
    return this.table.get(this.row, name);
  }

  setSignal(name: SignalName, value: number): void {
    this.table.set(this.row, name, value);
  }

  /** The final score; a lift raises it (superseded-sources.ts). */
  get score(): number {
    return this.signal('score');
  }

  set score(value: number) {
    this.setSignal('score', value);
  }

  /** Calibrated 0..1; a lift raises it with the score. */
  get relevance(): number {
    return this.signal('relevance');
  }

  set relevance(value: number) {
    this.setSignal('relevance', value);
  }

  /**
   * Sets the calibrated relevance and the final score, once every signal of the row is in.
   * `memoryTime`: the record's `memoryTime`, which search has parsed already.
   */
  settle(calibrated: number, memoryTime: number): void {
    const { now, config, pastAsked } = this.table.setting;
    this.setSignal('calibrated', calibrated);
    this.setSignal('recency', recencyAt(memoryTime, now, config));
    this.relevance = calibrated;
    this.score = finalScore(this.signal('fused'), this.signal('time'), this.signal('outdatedSource') === 1, this.signal('asksQuestion') === 1, this.signal('recency'), this.record, now, config, pastAsked);
  }

  /**
   * The result, equal to what search built for every candidate before (values and key order):
   * the record's fields, the score, the relevance and the breakdown.
   */
  toResult(): SearchResult {
    const { setting } = this.table;
    const signals = {
      dense: this.signal('dense'),
      keyword: this.signal('keyword'),
      context: this.signal('context'),
      relevance: this.signal('fused'),
      time: this.signal('time'),
      outdatedSource: this.signal('outdatedSource') === 1,
      asksQuestion: this.signal('asksQuestion') === 1,
      recency: this.signal('recency'),
    };
    // Added to the breakdown in place, in this order (copying it per candidate was a hot spot).
    const scores = scoreCandidate(signals, this.record, setting.now, setting.config, setting.pastAsked);
    scores.relevance = this.signal('calibrated');
    scores.coverage = this.signal('coverage');
    scores.questionHan = setting.questionHan;
    scores.candidates = setting.candidateCount;
    if (setting.world > 0) scores.world = setting.world;
    if (this.signal('impersonal') > 0) scores.impersonal = this.signal('impersonal');
    const topic = this.signal('topic');
    const instruction = this.signal('instruction');
    const period = this.signal('period');
    if (topic > 0) scores.topic = topic;
    if (instruction > 0) scores.instruction = instruction;
    if (period > 0) scores.period = period;
    if (this.signal('missingAnswer') > 0) scores.missingAnswer = 1;
    const related = this.signal('related');
    if (related > 0) scores.related = related;
    scores.cosine = this.cosine(0) ?? 0;
    if (setting.models.length > 1) setting.models.forEach((model, index) => (scores[`cosine:${model}`] = this.cosine(index) ?? 0));
    // The score as ranked: a lift, or taking its source's place (source-copies.ts), raised it above
    // the breakdown's own final (which equals it otherwise, bit for bit).
    scores.final = this.score;
    if (this.inherited) {
      // As the lift wrote it on a built result: the new relevance in place, then the mark.
      scores.relevance = this.relevance;
      scores.inherited = 1;
    }
    // Last, as MMR added it to a built result.
    const redundancy = this.signal('redundancy');
    if (redundancy > 0) scores.redundancy = redundancy;
    const result = { ...this.record, score: this.score, relevance: this.relevance, scores };
    // A frozen record is shared with the store's record cache (MemoryStore.readMany): the caller gets parts of its own.
    return Object.isFrozen(this.record) ? withOwnParts(result) : result;
  }
}
