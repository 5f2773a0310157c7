import { taggedWords } from '../../core/text/analyzer.js';
import { contentTerms } from '../../core/text/content-terms.js';
import { clauseSubject, EN_USER_BEFORE_VERB, splitClauses } from './subject.js';

/**
 * A statement that ends something the user said before, naming it: 朗逸卖掉了 (of 我开的是一辆大众
 * 朗逸), 生酮我放弃了, "Left the café!", "I'm not in Manchester anymore", 我从夜班调到白班了, "they
 * moved me to day shifts". Slots cover the attributes the write rules know (where the user lives,
 * works, what they eat); this covers the rest, a car, a shift, a diet, whatever it is, because
 * the new memory says itself which thing it ends: the ended thing is the object of a verb of
 * ending, the subject of "no longer", or the "from" of a change, and the older memory names it.
 *
 * Only the object is read, never the whole sentence: "Kenji moved to Osaka so we switched to
 * video calls" ends nothing about Kenji (session 14 found that pairing any changed memory with
 * any memory sharing a word cost first hits), and "I left my keys at the office" ends no job at
 * the office. The verbs are closed classes of ending, giving up and changing, not words read off a
 * data set.
 */

/**
 * English verbs of ending whose object is the thing ended, read only where the user does it
 * (`EN_USER_BEFORE_VERB`: "Left the café!", not "on my left side"); `sold` (and stole, cancelled,
 * "didn't renew") only with a possessive or definite object ("sold my Civic"), since "sold 37
 * candles" is trade, not giving something up.
 */
const EN_ENDS_OBJECT =
  /\b(?:sold|stole|cancell?ed|unsubscribed from|didn't renew|did not renew)\s+(?:my|our|the|that|this|his|her)\s+|\b(?:left|quit|ditched|dumped|gave up(?: on)?|got rid of|stopped|dropped out of|retired from|resigned from|moved out of|moved away from|broke up with|cancel(?:l)?ed|switched (?:away )?from|moved from|changed from|transferred from|traded in)\s+/giu;
/** English changes whose destination shares the changed thing's name ("moved me to day shifts" of "the night shift"). */
const EN_CHANGED_TO = /\b(?:moved|switched|changed|transferred|swapped)\s+(?:(?:me|us|it|him|her|them|over|the user)\s+)?to\s+/giu;
/** "no longer X", "not X anymore": the predicate that stopped holding. */
const EN_NO_LONGER = /\bno longer\s+([^,.;!?]{1,60})|\b(?:not|n't|never)\s+([^,.;!?]{1,60}?)\s+any\s?more\b/giu;
/** Where an English object ends: a preposition, a conjunction or a time word starts something else. */
const EN_OBJECT_END = new Set(['at', 'in', 'on', 'for', 'with', 'to', 'from', 'into', 'and', 'but', 'so', 'because', 'since', 'after', 'before', 'last', 'this', 'yesterday', 'today', 'ago', 'when', 'while', 'as', 'now', 'anymore']);
const EN_OBJECT_WORDS = 6;

/** Chinese verbs of ending, losing and giving up; the clause around them names what ended (朗逸卖掉了, 放弃了生酮, 不再去健身房, 电动车被偷了, 爱奇艺到期没续). Losing something (钥匙又丢了, "lost my keys again") is an event more often than a change of state, so it is not read.. */
const ZH_ENDS = /卖掉|卖了|出掉|放弃|不再|戒掉|戒了|退掉|辞掉|辞了|离开|搬离|搬出|换掉|分手|停掉|停了|取消了|退出|转让|已经不|早就不|没再|被偷|没续|不续|退订|注销|停用/u;
/** 从X搬到 / 换成 / 调到…: the X a change leaves. */
const ZH_CHANGED_FROM = /从([^，。！？；,.!?;]{1,12}?)(?:搬|换|调|转|跳|改)(?:到|成|去|为)/u;
/** 换成Y / 调到Y: the destination, when it names the changed thing again (换成了电动牙刷 of 牙刷). */
const ZH_CHANGED_TO = /(?:换成|改成|调到|调成|转到|换到|改到|改为|换为)([^，。！？；,.!?;]{1,12})/u;
/** 换了个新手机 / 换了辆新车: a new one of the same thing replaces the old one. */
const ZH_NEW_ONE = /换了?(?:一)?(?:个|台|部|辆|只|双|套|副|块|件|把)?新(?:的)?([^，。！？；,.!?;]{1,10})/u;

/**
 * The object after an English verb of ending, up to where something else starts. A gerund leads
 * to its own object: "stopped going to the gym" ends the gym, not going.
 */
function englishObject(text: string, from: number): string {
  const words = text.slice(from).split(/[,.;!?]/u)[0]?.trim().split(/\s+/u) ?? [];
  if (words.length > 1 && /ing$/iu.test(words[0] as string)) {
    const afterGerund = objectWords(words.slice(/^(?:to|at|in|on|for|with)$/iu.test(words[1] as string) ? 2 : 1));
    if (afterGerund.length > 0) return afterGerund;
  }
  return objectWords(words);
}

function objectWords(words: string[]): string {
  const object: string[] = [];
  for (const word of words) {
    if (EN_OBJECT_END.has(word.toLowerCase()) || object.length === EN_OBJECT_WORDS) break;
    object.push(word);
  }
  return object.join(' ');
}

/** Pronouns the stop words keep ("what no longer serves us"): they name nobody in particular. */
const OBJECT_PRONOUNS = new Set(['us', 'thing', 'stuff', 'lot']);

/**
 * Content terms that can name a thing: no numbers or dates, which any two memories of one day
 * share, nor a number with a unit or an ordinal (120kg, 3pm, 5th), nor a Latin letter alone; a
 * code of letters and digits names a model (X-T30's t30, CB750, A320).
 */
function namingTerms(text: string): string[] {
  return [...contentTerms(text)].filter((term) => (!/\d/u.test(term) || MODEL_CODE.test(term)) && !SINGLE_LETTER.test(term) && !OBJECT_PRONOUNS.has(term));
}

/** A letter alone (the X of X-T30) names nothing: any two memories may hold one. */
const SINGLE_LETTER = /^\p{Script=Latin}$/u;
const MODEL_CODE = /^(?=.*\p{L})(?=.*\d)(?!\d+(?:st|nd|rd|th|am|pm|s|k|kg|g|km|m|cm|mm|ml|l|h|hr|hrs|min|mins|mph|kph|gb|mb|tb|px|p|x)$)[\p{L}\d]+$/u;

/**
 * The head of a phrase, its last naming term: "my old Civic" ends a Civic, "day shifts" shifts,
 * 每天早起跑步的习惯 a habit. The modifiers are left out because they are what any two memories
 * share ("every day", 每天).
 */
function headOf(phrase: string): string[] {
  const terms = namingTerms(phrase);
  const head = terms[terms.length - 1];
  if (head === undefined) return [];
  // A Chinese compound ends in its head noun, which search-mode segmentation gives as a part: 育才小学 is a 小学.
  return [head, ...terms.filter((term) => term !== head && term.length > 1 && head.endsWith(term) && /\p{Script=Han}/u.test(term))];
}

/**
 * What a "no longer" predicate is about: past its verb when it has one ("work at Google", "serves
 * us"), else the word itself ("vegetarian").
 */
function predicateObject(predicate: string): string {
  const words = predicate.trim().split(/\s+/u);
  return words.length > 1 ? words.slice(1).join(' ') : predicate;
}

function englishEnded(clause: string): string[] {
  const ended: string[] = [];
  for (const match of clause.matchAll(EN_ENDS_OBJECT)) {
    const at = match.index ?? 0;
    if (EN_USER_BEFORE_VERB.test(clause.slice(0, at).trim())) ended.push(...headOf(englishObject(clause, at + match[0].length)));
  }
  for (const match of clause.matchAll(EN_CHANGED_TO)) ended.push(...headOf(englishObject(clause, (match.index ?? 0) + match[0].length)));
  for (const match of clause.matchAll(EN_NO_LONGER)) ended.push(...headOf(predicateObject(match[1] ?? match[2] ?? '')));
  return ended;
}

/**
 * jieba's tags of words that name no thing: time (上个月, 晚上), adverbs (已经), numerals and
 * measures, locatives (前后), pronouns, prepositions, particles, conjunctions, interjections (e;
 * not eng, a Latin word: X-T30我出掉了 ends the X-T30). Names jieba does not
 * know come apart into odd tags (朗/nr 逸/zg), so only these are dropped, not everything but nouns.
 */
const ZH_NOT_NAMING = /^(?:t|d|m|q|f|r|p|u|c|y|e(?!ng)|o)/u;

/** A Chinese phrase without its time words, adverbs and other words that name no thing. */
function chineseNamingText(phrase: string): string {
  // Neighbouring words stay joined: jieba splits unknown names (朗/nr 逸/zg), and analysis joins them again.
  return taggedWords(phrase)
    .map(({ word, tag }) => (ZH_NOT_NAMING.test(tag) ? ' ' : word))
    .join('');
}

/**
 * 朗逸卖掉了 and 生酮我放弃了 name the thing before the verb (the clause's topic, all of it), 放弃了生酮
 * and 不再去健身房 after it (its head).
 */
function chineseEnded(clause: string): string[] {
  const from = ZH_CHANGED_FROM.exec(clause);
  if (from) return headOf(chineseNamingText(from[1] as string));
  const ended: string[] = [];
  const ending = ZH_ENDS.exec(clause);
  if (ending) {
    const after = headOf(chineseNamingText(clause.slice(ending.index + ending[0].length)));
    ended.push(...(after.length > 0 ? after : namingTerms(chineseNamingText(clause.slice(0, ending.index)))));
  }
  for (const pattern of [ZH_CHANGED_TO, ZH_NEW_ONE]) {
    const to = pattern.exec(clause);
    if (to) ended.push(...headOf(chineseNamingText(to[1] as string)));
  }
  return ended;
}

const NAMES_USER = /我|用户|\b(?:I|me|my|we|us|our|the user)\b/iu;

/**
 * Whether a clause's change is the user's: the user's own clause, or someone unnamed acting on
 * the user ("they moved me to day shifts"). A named person's or a relative's change (她把车卖了,
 * 我老婆辞职了, "Kenji moved to Osaka") ends nothing of the user's.
 */
function usersChange(clause: string, text: string): boolean {
  const subject = clauseSubject(clause, text);
  return subject === 'user' || (subject === 'other' && NAMES_USER.test(clause));
}

/**
 * A clause that gives an ending as the background of something else ("Since I lost my job at
 * Door Dash, things have been tough", 自从戒了咖啡以后…) retells a change said before; it is not the
 * change itself.
 */
const BACKGROUND = /^(?:\S+\s+){0,2}?(?:since|ever since|after|when|because|now that|if|once)\b|自从|以后|之后|以来/iu;

/**
 * A change only thought about is none yet: 在考虑从Burnaby搬到Richmond, 打算把车卖掉, "thinking about
 * quitting the gym", "might cancel Netflix". Closed classes of intention and doubt, not a decision
 * against (不打算再去了 ends it) nor a bare 想 (想了想还是退掉了 did it); without this
 * guard a Latin name read as a naming term (since session 35) let 考虑从Burnaby搬到Richmond close 住在Burnaby.
 */
const CONTEMPLATED = /考虑|(?<!不)打算|(?<!不)准备|(?<!不)计划|想要|要不要|可能|也许|犹豫|\b(?:thinking (?:about|of)|considering|planning|plan to|might|maybe|want to|wants to|would like to|hoping to)\b/iu;

/** The terms naming what `text` says the user ended or changed. */
export function endedTerms(text: string): Set<string> {
  const ended = new Set<string>();
  for (const clause of splitClauses(text)) {
    if (!usersChange(clause, text) || BACKGROUND.test(clause) || CONTEMPLATED.test(clause)) continue;
    for (const term of [...englishEnded(clause), ...chineseEnded(clause)]) ended.add(term);
  }
  return ended;
}

/** The (longest) term by which a memory that ended `ended` (`endedTerms`) ends `earlier`, or null when `earlier` names none of them. */
export function retractedTerm(earlier: string, ended: ReadonlySet<string>): string | null {
  if (ended.size === 0) return null;
  // Search-mode segmentation gives a name and its parts (特斯, 特斯拉): the reason names the whole.
  const shared = namingTerms(earlier).filter((term) => ended.has(term));
  return shared.reduce<string | null>((longest, term) => (longest === null || term.length > longest.length ? term : longest), null);
}

/**
 * Taking something up again, which ends its ending: "Caved and got Netflix back" after "Cancelled
 * Netflix", 又把朗逸买回来了 after 朗逸卖掉了. Closed classes, read narrowly, because "again" and 回去 mostly
 * say nothing of the kind ("great to see you again", 明天回去上班): getting or having a thing back,
 * "back on / to" a thing, starting or resuming it again (or a clause that opens on the activity:
 * "Running again"); 重新, 恢复, 又开始, 又回去, 又…回来.
 */
const TAKEN_UP_AGAIN =
  /\b(?:got|get|getting|have|had|bought|brought|took|picked)\b(?:\s+[^\s,.;!?]+){1,4}\s+back\b|\bback (?:on|to|into)\b|\b(?:start(?:ed|ing)?|resum(?:ed|ing)|took up)\b[^,.;!?]{0,30}\bagain\b|^\w+ing\b[^,.;!?]{0,30}\bagain\b|重新|恢复|又开始|又回去|又[\p{Script=Han}]{1,4}回来/iu;

/**
 * The terms a text says the user took up again: the naming terms of the user's own clauses that
 * say so. Only a memory that ended one of them (`endedTerms`) is closed by it (`resumedEnding`).
 */
export function resumedTerms(text: string): Set<string> {
  const resumed = new Set<string>();
  for (const clause of splitClauses(text)) {
    if (!TAKEN_UP_AGAIN.test(clause) || !usersChange(clause, text) || BACKGROUND.test(clause)) continue;
    // Chinese names jieba does not know come apart (朗/逸); the naming text joins them again, as for endings.
    for (const term of namingTerms(/\p{Script=Han}/u.test(clause) ? chineseNamingText(clause) : clause)) resumed.add(term);
  }
  return resumed;
}

/** The term by which a memory that took up `resumed` (`resumedTerms`) ends `earlier`'s ending of it, or null when `earlier` ended none of them. */
export function resumedEnding(earlier: string, resumed: ReadonlySet<string>): string | null {
  if (resumed.size === 0) return null;
  return [...endedTerms(earlier)].find((term) => resumed.has(term)) ?? null;
}
