import { contentTerms, namesAnyTerm } from '../text/content-terms.js';
import { MONTHS, WEEKDAYS } from './calendar-words.js';
import { LIGHT_VERBS } from './answer-events.js';
import { sharedLexicalRelations } from './lexical-relations.js';

/**
 * Plans get revised in words that share little with the question: "打算国庆自驾走独库公路" and,
 * a week later, "独库公路十月初可能封路，我们改走伊犁环线了". Asked 国庆自驾我们走哪条路线？, the first
 * matches better, names no "now", and was said first, so no other later-state rule pairs them
 * (dialogues-5's one stale answer, session 14). The later memory says itself that it revises
 * something: it holds a marker of change and names what it changes, a content word of the
 * earlier memory (独库公路). Then it is the later state of that memory for any question, as a
 * moved weekday is for a day question (weekday-cues.ts).
 *
 * Only plans and arrangements are read so: the earlier memory states an intention or a booking
 * (打算, 计划, 准备, 订了, "plan to", "the plan is", "going to", "booked", "scheduled"), which is what a later
 * change revises. A fact that later changes ("started a language exchange with Kenji", then
 * "Kenji moved to Osaka so we switched to video calls") is still the answer to questions about
 * itself ("Who is my conversation partner?"); the first version paired any two memories, and
 * cost dialogues-2 and dialogues-3 a first hit each.
 *
 * The markers are closed classes of change verbs and adverbs and of intention verbs, not words read off a data set:
 * 改 / 换 before the new choice (改走, 改成, 换到), 取消, 推迟, 延期, 提前到, 不再, 放弃, 退掉;
 * "instead", "switched", "changed (to / my mind / plans / my plan)", since session 62 "changed course", "changed her / his / their mind"
 * and "renamed", "change of plan", "cancelled", "postponed",
 * "reschedule(d)", "moved it to", "pushed back", "bumped (up) to" (since session 36), "called off", "no longer", "not … anymore",
 * "decided against"; since session 58 a person's substitute, "in his / her place" ("My college friend
 * Odalys is coming in her place"; not "in its / their place", said of where things stand). Not "rather than"
 * (nor 而不是): it sets a choice against its alternative as often in a first preference ("Wade wants to sell to
 * restaurants rather than going wholesale") as in a change, and lifted that over the lease it followed.
 * A question that asks for the state before the change (原来, 本来, 一开始, "originally", "at first", and past-state-cues.ts' 之前, 以前, "used to", "did … before") gets no lift.
 */
export const REVISION_MARKER =
  /改(?!善|革|进|良|编|造)[\p{Script=Han}]|换成|换到|换了|取消|推迟|延期|延后|提前到|不再|放弃|退掉|作罢|\binstead\b|\bswitch(?:ed|ing)?\b|\bchang(?:ed|ing) (?:to|over|course|(?:my|our|his|her|their|your) minds?|(?:the |my |our )?plans?)\b|\brenam(?:ed|ing)\b|\bchange of plans?\b|\bcancel(?:l?ed|ling)?\b|\bpostpon(?:ed|ing)\b|\breschedul(?:e|es|ed|ing)\b|\bmoved (?:it|that|the \w+) to\b|\bpushed (?:it |that )?back\b|\bbumped (?:it |that )?(?:up |down |back )?to\b|\bcalled (?:it )?off\b|\bno longer\b|\bn[o']t \w+(?: \w+)? anymore\b|\bdecided against\b|\bin (?:his|her) place\b/iu;

/**
 * Verbs that move a time and nothing else ("got pushed to June 9", "delayed", 课挪到周日, 推到下个月; since
 * session 38 any push, move, shift or bump from or to a time: "got pushed from April 18 to May 9", "push
 * the final art deadline to 15 August", "the housewarming moved to 5 July", 改到周六; since session 39 a passive move, "The hearing got moved"):
 * they say a date or an hour changed, so the date rule of later-state-rules.ts reads them, but they
 * revise no other state (课挪到周日上午了 says nothing of which instrument is learnt; as a revision
 * marker it lifted that turn over 我在自学吉他 for 我在学哪种乐器？, session 36).
 */
const MOVES_TIME = /\b(?:got|was|were|been|is|'s) (?:moved|pushed|bumped|delayed|rescheduled|postponed)\b|\bpushed (?:it |that )?(?:out |up |forward )?(?:to|till|until)\b|\b(?:push|pushed|move|moved|shift|shifted|bump|bumped) (?:(?:it|that|the|our|my|his|her|their|[a-z]+['’]s) )?(?:[a-z-]+ ){0,3}?(?:from|to|till|until)\b|\bdelayed\b|挪到|推到|延到|改到|改成了?\d/iu;

/** Whether the text says it moved a time (MOVES_TIME); a revision marker says so too, and is read apart (marksRevision). */
export function movesTime(text: string): boolean {
  return MOVES_TIME.test(text);
}

/** An estimate or a quote (估算, 报价, "quoted", "estimate"): a plan a later amount replaces (PLAN_MARKER), and what a question asking it asks (ASKS_ORIGINAL). */
const ESTIMATE = "估算|预估|报价|\\bquot(?:e|es|ed)\\b|\\bestimat(?:e|es|ed)\\b";

/**
 * Intentions and arrangements: what a plan says, and what a later change revises. Since session 38
 * also a state held provisionally (暂时, 先不, "for now", "for the time being": "we're skipping a battery
 * for now", then "we changed our minds about the battery") and an estimate or a quote (估算, 报价,
 * "quoted", "estimate"), which the amount actually paid replaces; since session 39 what was meant at
 * first (本来想, 原本想: 暑假本来想带乐乐去三亚) and the day an arrangement "is set for"; since session 43 an
 * intention still weighed in English ("I'm thinking of joining", "I'm thinking a dinner for about 60",
 * "I'm considering", "I'm leaning towards", "tempted by"), which a later memory settles; since session 57
 * what is "supposed to" or "meant to" happen ("the NREMT written exam is supposed to be December 20",
 * then "got pushed to January 9"). Not a goal, an aim or a hope to (session 58): "We're hoping to harvest
 * our first oysters next April" as a plan let a later change of partner lift over the oyster lease. Not 考虑, measured
 * with them: 我在考虑去荷兰读研 as a plan lifted the first choice over the school that took the user
 * (dialogues-2's first stale answer). Not 决定 / "decided": a decision is
 * the outcome an outcome question asks (我最后决定去哪所学校读? lost its answer when it was read as a plan).
 */
const PLAN_MARKER = new RegExp(
  `打算|计划|准备|本来想|原本想|原来想|本想|想要|预计|预定|预约|约了|订了|定了|暂时|暂不|先不|估计|${ESTIMATE}|\\bfor now\\b|\\bfor the time being\\b|\\bplan(?:s|ned|ning)? (?:to|on)\\b|\\b(?:the|my|our) plan (?:is|was)\\b|\\b(?:am|are|is|was|were|'m|'re|'s) going to\\b|\\b(?:am|are|is|was|were|'m|'re|'s) (?:thinking|considering|leaning)\\b|\\b(?:am|are|is|was|were|'m|'re|'s) (?:supposed|meant) to\\b|\\btempted\\b|\\bgonna\\b|\\bwill\\b|\\b'll\\b|\\bintend(?:s|ed)? to\\b|\\bbooked\\b|\\bscheduled\\b|\\b(?:is|was|'s) set for\\b|\\breserved\\b|\\bsigned up\\b`,
  'iu',
);

/**
 * An arrangement told in the present progressive with a time ahead, as English tells one ("We're
 * doing a garage sale on April 26", "I'm flying out next Friday"): a plan a later date replaces
 * (since session 41). The time must follow within the clause: "we're doing great" is no plan.
 */
const ARRANGED_EN = new RegExp(`\\b(?:i'm|i am|we're|we are)\\s+[a-z]+ing\\b[^.!?;]{0,40}?\\b(?:on|this|next)\\s+(?:(?:${WEEKDAYS.join('|')}|${MONTHS.join('|')})\\b|the \\d{1,2}(?:st|nd|rd|th)\\b)`, 'iu');

/** Questions about the state before a change, and (since session 38) questions asking an estimate or a quote itself ("What was the electrician's quote?"). */
const ASKS_ORIGINAL = new RegExp(`原来|原本|本来|最初|最开始|起初|一开始|当初|原计划|估价|${ESTIMATE}|\\boriginal(?:ly)?\\b|\\bat first\\b|\\binitial(?:ly)?\\b|\\bin the beginning\\b|\\bfirst plan(?:ned)?\\b`, 'iu');

export function asksOriginalState(question: string): boolean {
  return ASKS_ORIGINAL.test(question);
}

export function marksRevision(text: string): boolean {
  return REVISION_MARKER.test(text);
}

/**
 * Questions asking how something turned out (我那个碗最后是什么颜色的？, "What did we end up naming
 * the puppy?"): the answer is what happened after the plan, which a later memory on the same
 * subject reports in any words (结果烧出来偏灰绿 after 准备给它上青釉). A closed class of outcome
 * adverbs and verbs, and (since session 36) the adverbs that set what happened against what was
 * planned (到底, 究竟, 实际, "actually": 胃镜到底是哪天做的？). The same words in a memory say it tells an
 * outcome itself (reportsOutcome).
 */
const OUTCOME_WORDS = /最后|最终|结果|后来|到头来|到底|究竟|实际|\bin the end\b|\beventually\b|\bactually\b|\bend(?:ed)? up\b|\bturn(?:ed)? out\b/iu;

export function asksOutcome(question: string): boolean {
  return OUTCOME_WORDS.test(question);
}

/**
 * Whether a text tells how its own plan turned out (本来想铺木地板，后来…改成全屋铺瓷砖了; "we were going to
 * drive, but ended up flying"): an outcome word or a mark of change beside the plan. No later memory
 * resolves that plan; the text is its own outcome.
 */
export function reportsOutcome(text: string): boolean {
  return OUTCOME_WORDS.test(text) || marksRevision(text);
}

/** Whether the text states an intention or an arrangement (PLAN_MARKER). */
export function statesPlan(text: string): boolean {
  return PLAN_MARKER.test(text) || ARRANGED_EN.test(text);
}

/**
 * Words that say a plan or an arrangement was changed, and so that there was one, however the earlier
 * memory put it ("a dining table for Harriet", then "Change of plan. … she wants walnut"; 同行的是阿斌,
 * then 阿斌来不了了，换成老韩): "change of plan", "changed the plan", "instead of", since session 62 "changed course", 计划改了, 换成, 改成.
 * Not a changed mind by itself (measured: "I changed my mind on the portfolios" lifted over the monthly draft), which
 * marks a change of a plan the earlier memory states.
 */
const CHANGES_A_PLAN = /\bchange of plans?\b|\bchang(?:ed|ing) (?:the |my |our )?plans?\b|\bchanged course\b|\binstead of\b|计划(?:有)?变|计划改|改计划|换成|改成/iu;

/**
 * A plan given up in its own verb: "I was planning to renew my lease", then "I'm not renewing"; 打算续租, then
 * 不续租了. The verb after a word of intention (`PLANNED_VERB_EN`, `PLANNED_VERB_HAN`) negated in the later text (`NEGATED_VERB_EN`, `NEGATIONS_HAN`) says
 * the plan is off as plainly as a change verb does. Closed classes of intention and negation; the verb is the
 * plan's own, compared by its WordNet lemma. Since session 61.
 */
const PLANNED_VERB_EN = /\b(?:plan(?:s|ned|ning)? to|(?:am|are|is|was|were|'m|'re|'s) going to|gonna|intend(?:s|ed)? to|will|'ll)\s+([a-z]+)/giu;
const NEGATED_VERB_EN = /\b(?:not|never|no longer)\s+(?:going to\s+)?([a-z]+)|\b(?:won|don|didn|isn|aren|can|shan)['’]t\s+([a-z]+)/giu;
const PLANNED_VERB_HAN = /(?:打算|计划|准备|想要|本来想|原本想)(\p{Script=Han}{2})/gu;
const NEGATIONS_HAN = ['不再', '不', '没有', '没'];

function verbLemma(word: string): string | undefined {
  return sharedLexicalRelations.verbLemma(word.toLowerCase());
}

/** The earlier text's words of the plan the later text negates ("planning to renew", 打算续租), or undefined (see above). */
export function planNegated(earlier: string, later: string): string | undefined {
  for (const match of earlier.matchAll(PLANNED_VERB_HAN)) {
    if (NEGATIONS_HAN.some((negation) => later.includes(negation + (match[1] as string)))) return match[0];
  }
  const negated = new Set<string>();
  for (const match of later.matchAll(NEGATED_VERB_EN)) {
    const word = (match[1] ?? match[2]) as string;
    const lemma = LIGHT_VERBS.has(word.toLowerCase()) ? undefined : verbLemma(word);
    if (lemma !== undefined) negated.add(lemma);
  }
  if (negated.size === 0) return undefined;
  for (const match of earlier.matchAll(PLANNED_VERB_EN)) {
    const word = (match[1] as string).toLowerCase();
    const lemma = LIGHT_VERBS.has(word) ? undefined : verbLemma(word);
    if (lemma !== undefined && negated.has(lemma)) return match[0];
  }
  return undefined;
}

/**
 * Whether `later` marks a change and names something `earlier` names, where `earlier` states a plan or
 * (unless `planChangeSuffices` is false) `later` says a plan changed: it revises the plan. A plan given up
 * in its own verb (`planNegated`) is marked too.
 */
export function revises(earlier: string, later: string, planChangeSuffices = true): boolean {
  // The plan's own verb is the negated one: the later memory must name something else of the plan (the lease, not "renewing" a gym membership).
  const plan = planNegated(earlier, later);
  if (plan !== undefined && namesAnyTerm(later, contentTerms(earlier.replace(plan, ' ')))) return true;
  if (!marksRevision(later) || !(PLAN_MARKER.test(earlier) || (planChangeSuffices && CHANGES_A_PLAN.test(later)))) return false;
  return namesAnyTerm(later, contentTerms(earlier));
}

const NEGATES_A_VERB = new RegExp(`${NEGATED_VERB_EN.source}|(?:${NEGATIONS_HAN.join('|')})\\p{Script=Han}{2}`, 'iu');
const PLANS_A_VERB = new RegExp(`${PLANNED_VERB_EN.source}|${PLANNED_VERB_HAN.source}`, 'iu');

/**
 * Whether the revision rule can pair any two of these texts (the memories near the top): one marks a
 * change, or one negates a verb while another plans one (`planNegated`). A cheap look before the rule is
 * made: nearly every Chinese text negates something (不, 没), few also hold a plan beside it.
 */
export function mayRevise(texts: readonly string[]): boolean {
  return texts.some(marksRevision) || (texts.some((text) => NEGATES_A_VERB.test(text)) && texts.some((text) => PLANS_A_VERB.test(text)));
}
