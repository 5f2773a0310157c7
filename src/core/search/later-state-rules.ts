import type { SearchConfig } from '../config.js';
import type { SearchResult } from '../types.js';
import { alternativesOf, switchesAlternative } from './choice-cues.js';
import { userText, type LaterStateRule } from './later-states.js';
import { reportsElapsedTime } from './elapsed-cues.js';
import { asksQuantity, changesQuantity } from './quantity-cues.js';
import { askedMeasure, type Measure } from './answer-measures.js';
import { asksOriginalState, asksOutcome, marksRevision, movesTime, reportsOutcome, revises, statesPlan } from './revision-cues.js';
import { asksPastState } from './past-state-cues.js';
import { asksInPastTense, changesStateFrom, changesStateWeaklyFrom } from './state-change-cues.js';
import { asksForHelp } from './request-cues.js';
import { contentTerms, namesAnyTerm } from '../text/content-terms.js';
import { asksDay, asksWeekday, asksWhen, asksWhenInterrogative, changesWeekday, withoutDayAsked } from './weekday-cues.js';
import { asksDate, changesDate } from './date-cues.js';
import { asksTimeOfDay, changesClockTime } from './clock-cues.js';

/**
 * How deep a later memory may sit for the rules that read something specific in it (another
 * weekday; a report after a while, for a "latest" question). They reach below the window: the
 * moved lesson and the month on the CPAP were each at rank 6. Not fit: 10 and 20 gave the same
 * figures on the six dev sets; the shorter reach can push less out of the top 5. The generic
 * "latest" lift and the amount rule stay in the window: reaching to 10 cost memory-dev first
 * hits for both (docs/retrieval.md, "The current state wins").
 */
const DEEP_REACH = 10;

/**
 * Measures whose value is an amount that changes: a question naming one ("What's my regular daily
 * rate?", "What is Manny charging for the rust repair?") asks an amount as "how much" does, when it asks
 * the present or an outcome; in the past tense it asks what was paid then ("What did we pay for the
 * Airstream?": a later price of something else is no later state of it). Since session 57.
 */
const AMOUNT_MEASURES: ReadonlySet<Measure> = new Set(['money', 'weight', 'temperature', 'speed', 'distance', 'percent', 'score']);

function asksAmountByMeasure(question: string): boolean {
  const measure = askedMeasure(question);
  return measure !== undefined && AMOUNT_MEASURES.has(measure);
}

/** Whether two memories are not unrelated: their similarity on the calibrated dense scale, at least `bar` (default `laterState.similarity`). */
export type Related = (earlier: SearchResult, later: SearchResult, bar?: number) => boolean;

/** What the search already read: the question's time cues, and whether a memory near the top says it changes something. */
export interface LaterStateCues {
  /** The question asks the current state (time-cues.ts "latest"). */
  latest: boolean;
  /** The question names a period or a day that is over: it asks the state then, not the latest. A coming one (这周末, "next week") asks what will hold then, the current state. */
  namesPastPeriod?: boolean;
  /** A memory within the window marks a change (revision-cues.ts); without one the revision rule pairs nothing and is not made. */
  revisionInView?: boolean;
  /** A memory within the window says the user's own state changed (state-change-cues.ts); without one the state-change rule is not made. */
  stateChangeInView?: boolean;
}

/**
 * The ways a later memory can be the later state a question wants (later-states.ts applies them);
 * none for a question about the state before a change (past-state-cues.ts: 以前, 之前, 原来, "used
 * to", "did … before"), which wants the earlier memory:
 * - the question asks the current state (the "latest" cue of time-cues.ts): any later related
 *   memory within the window, and one whose user says how long things have gone on (elapsed-cues.ts) from further down;
 * - it asks an amount ("how much", 多少, or a measure of amounts: money, weight…): a later related memory stating another amount in a unit the earlier uses;
 * - it asks a day: a later related memory naming another weekday than the earlier names; asked as a
 *   night or of the week ("Which night of the week…?", since session 58), one that also names what the day is asked of;
 * - it asks a day, a date or a month, or when of the current state or of how a plan turned out: a later related memory naming another calendar day, month or part of a
 *   month (date-cues.ts) than the earlier names, where the earlier states a plan or the later says it
 *   changed something (打算1月20号出发 → 往后推了，改成25号走); any other "when" not in the past tense
 *   (When is the recital happening?) the same where the later memory itself says it moved or changed
 *   something ("got pushed from April 18 to May 9"; since session 38), and a "when" in the past tense
 *   asked as the question's interrogative (When did Frank get his hip done?) where the earlier is a
 *   plan and the later says it moved (since session 42);
 * - it asks a time of day: a later related memory stating another clock time (clock-cues.ts);
 * - it asks when (什么时候, "when") of the current state: another weekday or clock time too;
 * - it offers alternatives ("A还是B", "A or B"): the earlier names one, the later the other;
 * - any question but one at a named time that is over: the earlier states a plan, and a later related memory's user says it changes something the plan names
 *   ("改走伊犁环线了", revision-cues.ts);
 * - any question but one in the past tense or at a named time that is over:
 *   a later related memory says the user's own state changed and names nothing the earlier one
 *   names ("Got moved to days!" after "I work nights", state-change-cues.ts), or reports a
 *   proposal, engagement, wedding, break-up or divorce with the partner the earlier one names
 *   ("Marcus proposed" after "my boyfriend Marcus");
 * - a request (request-cues.ts: "Can you plan my dinners?", 给点建议) not in the past tense nor at
 *   a named time that is over: the same, in weaker words too ("started eating fish again",
 *   又回去打球了, 现在晚上十点就得睡): the agent plans by the user's state as it is now.
 * The last seven read what changed, so they need no "now" in the question.
 */
export function laterStateRules(question: string, cues: LaterStateCues, related: Related, config: SearchConfig['laterState']): LaterStateRule[] {
  // A question about the state before a change wants the earlier memory, whatever else it asks (我以前几点下班？).
  if (asksPastState(question)) return [];
  const rules: LaterStateRule[] = [];
  if (cues.latest) {
    // Only nearness says the later memory is an update here, so it must be nearer (latestSimilarity).
    rules.push({ reach: config.window, pairs: (earlier, later) => related(earlier, later, config.latestSimilarity) });
    rules.push({ reach: DEEP_REACH, pairs: (earlier, later) => reportsElapsedTime(userText(later)) && related(earlier, later) });
  }
  // "When" asks a day as often as a date or an hour; asked of the current state (现在什么时候上, "these
  // days") a later memory that moves the day or the hour answers it. Without the cue two schedules of
  // different things said on different days paired ("When's my regular meeting…?", session 23).
  const asksWhenAtAll = asksWhen(question);
  const outcome = asksOutcome(question);
  const when = cues.latest && asksWhenAtAll;
  const dayAsked = asksDay(question);
  const pastTense = asksInPastTense(question);
  if (asksQuantity(question) || (asksAmountByMeasure(question) && (!pastTense || outcome))) {
    rules.push({ reach: config.window, pairs: (earlier, later) => changesQuantity(earlier.text, later.text, question) && related(earlier, later) });
  } else if (asksAmountByMeasure(question) && !asksOriginalState(question)) {
    // Asked in the past tense ("What did converting my licence cost in total?"), an amount is what was
    // paid, not what was planned or reckoned: a later amount replaces an earlier one that was a plan or
    // an estimate ("I reckon the whole thing will cost me about ¥15,000"). Since session 61.
    rules.push({ reach: config.window, pairs: (earlier, later) => statesPlan(userText(earlier)) && !statesPlan(userText(later)) && changesQuantity(earlier.text, later.text, question) && related(earlier, later) });
  }
  if (dayAsked || when) rules.push({ reach: DEEP_REACH, pairs: (earlier, later) => changesWeekday(earlier.text, later.text) && related(earlier, later) });
  else if (asksWeekday(question)) {
    // Since session 58 a weekday asked as a night or of the week too ("Which night of the week did the
    // fly-tying class meet?"), by the weekday rule alone, not the date rule: a dance "on the night of
    // September 12" is no moved class night. Here the later memory must name what the day is asked of,
    // the interrogative left out: "I DID IT. Friday, on Rock Creek" is a day out, not the class moved.
    // Not asked so of 哪天 or "when", where it would cost a moved 网课 its pairing with 日语课.
    const asked = contentTerms(withoutDayAsked(question));
    rules.push({ reach: DEEP_REACH, pairs: (earlier, later) => changesWeekday(earlier.text, later.text) && namesAnyTerm(userText(later), asked) && related(earlier, later) });
  }
  // A date is named for many things that do not move (a birthday, a wedding day): another date said
  // later replaces it only when the earlier one was a plan or the later one says it moved it. A
  // "when" asking how a plan turned out asks it too ("When did my sailing course actually start?").
  // Any other "when" not in the past tense (When is the recital happening?) gets the date a later
  // memory says it moved to: there the move, not a plan, says the later date replaces the earlier.
  // Since session 42 a "when" in the past tense too (When did Frank get his hip done?), where the
  // earlier memory is a plan and the later one says it moved: what happened is the moved day.
  const datesAsked = dayAsked || asksDate(question) || when || (asksWhenAtAll && outcome);
  const pastWhen = asksWhenInterrogative(question) && pastTense && !datesAsked;
  if (datesAsked || (asksWhenAtAll && !pastTense) || pastWhen) {
    const movedBy = (later: SearchResult): boolean => movesTime(userText(later)) || marksRevision(userText(later));
    const moved = pastWhen
      ? (earlier: SearchResult, later: SearchResult): boolean => statesPlan(userText(earlier)) && movedBy(later)
      : (earlier: SearchResult, later: SearchResult): boolean => (datesAsked && statesPlan(userText(earlier))) || movedBy(later);
    rules.push({ reach: DEEP_REACH, pairs: (earlier, later) => changesDate(earlier.text, later.text) && moved(earlier, later) && related(earlier, later) });
  }
  if (asksTimeOfDay(question) || when) rules.push({ reach: config.window, pairs: (earlier, later) => changesClockTime(earlier.text, later.text) && related(earlier, later) });
  const alternatives = alternativesOf(question);
  if (alternatives) rules.push({ reach: config.window, pairs: (earlier, later) => switchesAlternative(alternatives, earlier, later) && related(earlier, later) });
  // A change of plan said without a plan in the earlier memory pairs only for a question not in the past tense: "When did I send my first V4?" asks a day that stays.
  if (cues.revisionInView && !cues.namesPastPeriod) rules.push({ reach: config.window, pairs: (earlier, later) => revises(userText(earlier), userText(later), !pastTense) && related(earlier, later) });
  // How a plan turned out is what a later memory on its subject reports (最后, "ended up").
  // The earlier one states a plan (准备给它上青釉), or the later one says it changed what was set ("opening night got pushed back to May 1" after "we open April 24").
  // Since session 39 also in a period that is over (去年暑假我们最后去哪儿玩了？: the outcome there is
  // what it asks), and not from a plan whose own memory says how it went (本来想铺木地板，后来…改成瓷砖).
  if (outcome) rules.push({ reach: config.window, pairs: (earlier, later) => ((statesPlan(userText(earlier)) && !reportsOutcome(userText(earlier))) || marksRevision(userText(later))) && related(earlier, later) });
  if (cues.stateChangeInView && !cues.namesPastPeriod && !pastTense) {
    rules.push({ reach: config.window, pairs: (earlier, later) => changesStateFrom(userText(earlier), userText(later)) && related(earlier, later) });
  }
  if (asksForHelp(question) && !cues.namesPastPeriod && !pastTense) {
    // A standing instruction (以后帮我改参考文献都按 GB/T 7714) is no state a later report replaces.
    const standing = (memory: SearchResult): boolean => memory.kind === 'procedural' || (memory.scores.instruction ?? 0) > 0;
    rules.push({ reach: config.window, pairs: (earlier, later) => !standing(earlier) && changesStateWeaklyFrom(userText(earlier), userText(later)) && related(earlier, later) });
  }
  return rules;
}
