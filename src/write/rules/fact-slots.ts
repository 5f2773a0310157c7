import { keyNumbers } from '../numbers.js';
import { canonicalOf, CONSUMABLES, mentionsAny, OCCUPATIONS_EN, OCCUPATIONS_ZH, SCHEDULED_ACTIVITIES } from './lexicon.js';
import { ENGLISH_STOP_WORDS } from '../../core/text/stopwords.js';
import { isNegative } from './polarity.js';
import { clauseSubject, splitClauses, subjectOf } from './subject.js';
import type { Slot } from './slot.js';

/** Facts that hold one value at a time: where the user lives, works, what they eat, pay, save. */

const PLACE_END = '(?=[，。,.!！?？;；、\\s了的这那住去]|市|$)';
const PLACE_START = '(?![的了着过地得])';
const RESIDENCE_ZH = [
  new RegExp(`搬(?:到|去|家到|家去)了?\\s*${PLACE_START}([\\p{Script=Han}A-Za-z]{2,8}?)${PLACE_END}`, 'u'),
  new RegExp(`(?:我|我家|我们家)(?:现在|目前|一直|还|也|已经|就)?(?:住在|住|定居在?|家在|落户在?)\\s*${PLACE_START}([\\p{Script=Han}A-Za-z]{2,8}?)${PLACE_END}`, 'u'),
];
const PLACE_EN = '([A-Z][\\w-]*(?:\\s+[A-Z][\\w-]*)*)';
const RESIDENCE_EN = [
  new RegExp(`\\bmoved\\b[^.!?]*?\\bto\\s+${PLACE_EN}`),
  new RegExp(`\\b(?:live|living|lives|based|relocated|relocating|settled)\\s+(?:in|to)\\s+${PLACE_EN}`),
  new RegExp(`\\b(?:new|my)\\s+(?:place|home|apartment|flat|house)\\s+is\\s+in\\s+${PLACE_EN}`, 'i'),
  new RegExp(`\\b(?:one|two|three|four|\\d)-bedroom(?:\\s+apartment)?\\s+in\\s+${PLACE_EN}`, 'i'),
];

const WORKPLACE_ZH = [
  /(?:入职|跳槽到|跳槽去|跳到|加入|去了|进了)了?\s*([\p{Script=Han}A-Za-z]{2,10}?)(?=[，。,.!！?？;；\s了]|公司|$)/u,
  /我(?:现在|目前|一直)?在\s*([\p{Script=Han}A-Za-z]{2,10}?)(?:公司)?(?:工作|上班|实习|任职|做)/u,
];
const WORKPLACE_EN = [
  /\b(?:work|working|works)\s+(?:at|for)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*)/,
  /\b(?:joined|started at|new job at|got a job at|hired at|job at)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*)/,
];
/**
 * A workplace named by a common noun ("I work nights at the hospital", "works for a small agency",
 * 我在医院上班 is WORKPLACE_ZH's): the noun phrase after the article, up to the first function word.
 * The phrases "at the weekend", "at the moment", "for a while" name a time, not a place: a head
 * that is a unit or part of time (a closed class) is no workplace.
 */
const WORKPLACE_COMMON_EN = /\b(?:work|works|working)(?:\s+(?:nights|days|evenings|weekends|shifts|part-time|full-time|nine to five))?\s+(?:at|for|in)\s+(?:the|a|an)\s+((?:[\p{Ll}'-]+\s+){0,2}[\p{Ll}'-]+)/iu;
const TIME_HEADS = new Set(['moment', 'time', 'times', 'while', 'weekend', 'weekends', 'night', 'nights', 'morning', 'mornings', 'evening', 'evenings', 'afternoon', 'afternoons', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'minute', 'minutes', 'hour', 'hours', 'end', 'start', 'beginning', 'same', 'least', 'most', 'first', 'last', 'bit', 'lot', 'living']);

/** Adverbs that follow a workplace without belonging to it ("at the local library part-time"). */
const PHRASE_ENDS = new Set(['part-time', 'full-time', 'downtown', 'nearby', 'now', 'today', 'again', 'lately']);

function commonWorkplace(sentence: string): string | null {
  const phrase = WORKPLACE_COMMON_EN.exec(sentence)?.[1];
  if (!phrase) return null;
  const words: string[] = [];
  for (const word of phrase.toLowerCase().split(/\s+/u)) {
    if (ENGLISH_STOP_WORDS.has(word) || PHRASE_ENDS.has(word)) break;
    words.push(word);
  }
  const head = words.at(-1);
  return head === undefined || TIME_HEADS.has(head) ? null : words.join(' ');
}

const OCCUPATION_ZH = new RegExp(`我(?:现在|目前)?是(?:一名|一个|个|名)?([\\p{Script=Han}A-Za-z]{0,8}?(?:${OCCUPATIONS_ZH.join('|')}))`, 'u');
const OCCUPATION_EN = new RegExp(`\\b(?:I'm|I am)\\s+(?:now\\s+|currently\\s+|still\\s+)?an?\\s+((?:[a-z-]+\\s+){0,3}?(?:${OCCUPATIONS_EN.join('|')}))\\b`, 'i');
/**
 * Constructions that say a job whatever the job is, so no list of occupations bounds them: "work
 * as a barista", "employed as an electrician"; 在游戏公司当测试 (当 after a place where one works,
 * up to the clause's end), 去车企做产品经理 / 担任主管 for the listed ones. The noun phrase ends
 * before a preposition or the clause.
 */
const OCCUPATION_CONSTRUCTIONS_EN = /\b(?:work(?:s|ing)?|employed|hired)\s+as\s+an?\s+([a-z-]+(?:\s+(?!(?:at|for|in|on|with|and|but|since|from|by|near|now|so)\b)[a-z-]+){0,3})/i;
const OCCUPATION_CONSTRUCTIONS_ZH = [
  /在[^，。,.!！?？；;]{1,12}?当(?:一名|一个|个|名)?([\p{Script=Han}]{1,5}?)(?=[，。！？,.!?；;了]|$)/u,
  new RegExp(`(?:去|在|到)[^，。,.!！?？；;]{1,12}?(?:做|担任|当)(?:一名|一个|个|名)?([\\p{Script=Han}A-Za-z]{0,6}?(?:${OCCUPATIONS_ZH.join('|')}))`, 'u'),
];
/** Every way a job is read, the plain statements first. */
const OCCUPATION = [OCCUPATION_ZH, OCCUPATION_EN, OCCUPATION_CONSTRUCTIONS_EN, ...OCCUPATION_CONSTRUCTIONS_ZH];

const CONSUME_VERB = /吃|喝|爱|喜欢|讨厌|受不了|不行|碰|戒|忌|尝|\b(eat|eats|ate|eating|drink|drinks|drank|drinking|like|likes|love|loves|hate|hates|enjoy|enjoys|prefer|prefers|stand|avoid|avoids|into|quit|stopped|started)\b/iu;
const ALLERGY = /过敏|\ballerg/iu;

const AMOUNT = /(?:[$¥￥€£]\s?\d[\d,]*(?:\.\d+)?\s*[kK万千]?|\d[\d,]*(?:\.\d+)?\s*(?:[kKwW万千](?![A-Za-z])|元|块|美元|刀|dollars?|bucks|usd|rmb))/gu;
const AMOUNT_KEYWORDS: [string, RegExp][] = [
  ['expected-salary', /期望(?:薪资|工资|月薪|年薪|薪水)|expected salary|asking for/i],
  ['rent', /房租|租金|月租|\brent\b|bedroom|\bapartment\b/i],
  ['salary', /工资|薪资|月薪|年薪|薪水|收入|\bsalary\b|\bearn\b|\bmake\b|\bpaid\b|\bincome\b/i],
  ['savings', /存钱|攒钱|存款|储蓄|每月存|存\s*\d|\bsav(?:e|es|ing|ings)\b|put away|set aside/i],
  ['budget', /预算|\bbudget\b/i],
];
const WEEKDAY_CHARS: Record<string, string> = { 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 日: '7', 天: '7' };
const EN_WEEKDAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function firstMatch(patterns: RegExp[], text: string): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1].trim();
  }
  return null;
}

function normalizeValue(value: string): string {
  return value.trim().toLowerCase().replace(/市$/u, '').replace(/\s+/g, ' ');
}

function placeSlots(sentence: string, subject: string): Slot[] {
  const slots: Slot[] = [];
  const residence = firstMatch(RESIDENCE_ZH, sentence) ?? firstMatch(RESIDENCE_EN, sentence);
  if (residence) slots.push({ subject, attribute: 'residence', value: normalizeValue(residence), mode: 'single' });
  const workplace = firstMatch(WORKPLACE_ZH, sentence) ?? firstMatch(WORKPLACE_EN, sentence) ?? commonWorkplace(sentence);
  if (workplace && !/^(家|家里|home)$/iu.test(workplace)) slots.push({ subject, attribute: 'workplace', value: normalizeValue(workplace), mode: 'single' });
  const occupation = firstMatch(OCCUPATION, sentence);
  if (occupation) slots.push({ subject, attribute: 'occupation', value: normalizeValue(occupation), mode: 'single' });
  return slots;
}

function consumableSlots(sentence: string): Slot[] {
  if (!CONSUME_VERB.test(sentence) && !ALLERGY.test(sentence)) return [];
  const slots: Slot[] = [];
  const clauses = splitClauses(sentence);
  for (const item of canonicalOf(CONSUMABLES, sentence)) {
    const clause = clauses.find((candidate) => canonicalOf(CONSUMABLES, candidate).includes(item)) ?? sentence;
    const subject = clauseSubject(clause, sentence);
    if (ALLERGY.test(sentence)) {
      const negated = /不(?:再)?过敏|\bnot allergic|\bno longer allergic/iu.test(clause);
      slots.push({ subject, attribute: `allergy:${item}`, value: negated ? 'no' : 'yes', mode: 'single' });
      continue;
    }
    // The reaction may sit in the next clause: "辣的也不行，一吃就胃疼".
    const index = clauses.indexOf(clause);
    const next = clauses[index + 1] ?? '';
    const negative = isNegative(clause) || (!CONSUME_VERB.test(clause) && /^一\S*就/u.test(next) && isNegative(next));
    slots.push({ subject, attribute: `consume:${item}`, value: negative ? 'avoids' : 'likes', mode: 'single' });
  }
  // Allergies to things outside the lexicon: "我是头孢过敏", "allergic to penicillin".
  const allergen = /([\p{Script=Han}]{1,6})过敏|allergic to ([a-z][a-z -]{2,30}?)(?=[,.!?;]|$)/iu.exec(sentence);
  const name = (allergen?.[1]?.replace(/^.*(?:对|是|我|她|他|它)/u, '').replace(/(?:类|严重|有点|也|都)+$/u, '') ?? allergen?.[2])?.trim().toLowerCase();
  if (name && !slots.some((slot) => slot.attribute.startsWith('allergy:')) && name.length >= 2 && !/^(?:有点|严重|容易|一直)$/u.test(name)) {
    slots.push({ subject: subjectOf(sentence), attribute: `allergy:${name}`, value: 'yes', mode: 'single' });
  }
  return slots;
}

/** The amount keyword nearest to the amount: "higher rent I'm cutting my savings to $300" is savings. */
function nearestAmountAttribute(text: string, amountIndex: number): string | undefined {
  let best: { attribute: string; distance: number } | undefined;
  for (const [attribute, pattern] of AMOUNT_KEYWORDS) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const end = match.index + match[0].length;
      const distance = amountIndex >= end ? amountIndex - end : Math.abs(match.index - amountIndex);
      if (!best || distance < best.distance) best = { attribute, distance };
    }
  }
  return best?.attribute;
}

function amountSlots(sentence: string, subject: string): Slot[] {
  const slots: Slot[] = [];
  const clauses = splitClauses(sentence).filter((clause) => clause.match(AMOUNT));
  for (const clause of clauses) {
    const amount = [...clause.matchAll(AMOUNT)][0];
    if (!amount) continue;
    // A lone amount may take its keyword from the rest of the sentence ("New place…, $2,100 a month, a two-bedroom").
    const attribute = nearestAmountAttribute(clause, amount.index) ?? (clauses.length === 1 ? nearestAmountAttribute(sentence, sentence.indexOf(amount[0])) : undefined);
    if (!attribute || slots.some((slot) => slot.attribute === attribute)) continue;
    const value = keyNumbers(amount[0])[0];
    if (value !== undefined) slots.push({ subject, attribute, value: String(value), mode: 'single' });
  }
  return slots;
}

/** "每周一三五去健身" → schedule:gym = 135; "改成周二周四晚上了，周六上午再加一次" → 246. */
function scheduleSlots(sentence: string, subject: string): Slot[] {
  const activities = canonicalOf(SCHEDULED_ACTIVITIES, sentence);
  if (activities.length === 0) return [];
  const changed = /(?:改成|改到|换成|换到|调到|改为|switched to|moved to|changed to|now on)/iu.exec(sentence);
  const part = changed ? sentence.slice(changed.index) : sentence;
  const days = new Set<string>();
  for (const run of part.matchAll(/(?:周|星期|礼拜)([一二三四五六日天]+)/gu)) for (const char of run[1] as string) days.add(WEEKDAY_CHARS[char] as string);
  for (const word of part.toLowerCase().matchAll(new RegExp(`\\b(${EN_WEEKDAY.join('|')})s?\\b`, 'g'))) days.add(String(EN_WEEKDAY.indexOf(word[1] as string) + 1));
  if (/每天|天天|every ?day|daily/iu.test(part)) days.add('daily');
  if (days.size === 0) return [];
  const value = [...days].sort().join('');
  return activities.map((activity) => ({ subject, attribute: `schedule:${activity}`, value, mode: 'single' as const }));
}

/** A whole diet ("went fully vegan", "我吃素") is one attribute: a new one supersedes the old. */
const DIETS: [RegExp, string][] = [
  [/\bvegan\b|纯素/iu, 'vegan'],
  [/\bvegetarian\b|吃素|素食/iu, 'vegetarian'],
  [/\bpescatarian\b/iu, 'pescatarian'],
  [/\bketo\b|生酮/iu, 'keto'],
  [/\bgluten[- ]free\b|无麸质/iu, 'gluten-free'],
  [/\bhalal\b|清真/iu, 'halal'],
  [/\bkosher\b/iu, 'kosher'],
];

/**
 * Whether the sentence names something eaten or drunk, or a diet: what every consumption slot
 * needs. A cheap test to run before the slot rules (search reads candidates' categories with it).
 */
export function mentionsConsumption(sentence: string): boolean {
  return mentionsAny(CONSUMABLES, sentence) || ANY_DIET.test(sentence);
}

/** The diets' patterns as one. */
const ANY_DIET = new RegExp(DIETS.map(([pattern]) => pattern.source).join('|'), 'iu');

function dietSlots(sentence: string, subject: string): Slot[] {
  const diet = DIETS.find(([pattern]) => pattern.test(sentence))?.[1];
  return diet ? [{ subject, attribute: 'consume:diet', value: diet, mode: 'single' }] : [];
}

export function factSlots(sentence: string): Slot[] {
  const subject = subjectOf(sentence);
  return [...placeSlots(sentence, subject), ...consumableSlots(sentence), ...dietSlots(sentence, subject), ...amountSlots(sentence, subject), ...scheduleSlots(sentence, subject)];
}

