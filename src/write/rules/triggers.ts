import { resolveRelativeTimes } from '../relative-time.js';
import { chineseProperNouns } from '../entities.js';
import { canonicalOf, CONSUMABLES, PETS, relationAlternation, SAFETY_EN, SAFETY_ZH, TASK_TOPICS } from './lexicon.js';
import { endsWithQuestionMark, isNameRequest, isRememberRequest, isStandingImperative, isStandingRequest, isWheneverRule } from './english-requests.js';
import { factSlots, mentionsConsumption } from './fact-slots.js';
import { endedTerms, resumedTerms } from './retraction.js';
import { hasTaskStage, taskSlots } from './task-slots.js';

/**
 * What kind of thing a sentence is worth remembering as, by rules (seed 004: explicit
 * preferences, standing instructions, facts about the user, entities, task results).
 * Ordered by precedence: a sentence that is both an instruction and a preference is an instruction.
 */
export type MemoryCategory = 'instruction' | 'safety' | 'preference' | 'fact' | 'task' | 'entity';

export interface Classification {
  category: MemoryCategory;
  /** 最 / 特别 / 讨厌 / really / love / hate: a strong preference. */
  strong: boolean;
  /** 记住 / remember: the user asked for it to be kept. */
  explicitRemember: boolean;
  /** Worth keeping only if it ends the ending of something the user had stopped ("got Netflix back" after "Cancelled Netflix"): reconcile.ts drops it otherwise. */
  onlyIfItResumes?: boolean;
}

/**
 * 请 opens a request ("please …") and also means "hire, invite, treat": 请了个阿姨, 请朋友吃了顿饭,
 * 请装修队重做了. Read as the verb (not an instruction) when an aspect particle follows it (请了, 请过,
 * 请到), or when its clause holds the perfective 了 of a finished act with no negative imperative
 * and no disposal 把 in it (请别再发了, 请不要再推荐了, 请把它删了 stay requests): a request asks for
 * something not yet done.
 * 别再 / 不要再 / 不用再 after 让我, 叫我, 要我, 劝我 or 说 is someone else's word to the user, reported
 * (医生说是半月板磨损，让我别再跑步了), not a request to the assistant.
 */
const INSTRUCTION_ZH = /^(?:以后|今后|往后|从现在(?:开始|起)|从今天(?:开始|起)|从今往后|记得(?!小时候|以前|那时|当时|当年|上次|去年|前年)|请(?![柬帖假客问教了过到])(?![^，,。！!？?别不把]*了)|(?:还有)?(?:别|不要|不用)(?:加|用|写|给|发|带|再))|记住(?!了)|一律|(?<![让叫要劝]我|说)(?:别再|不要再|不用再)|每次都|(?:回复|回答|答复|代码示例|示例代码|格式|语气|称呼)[^。？?]*(?:别|不要|不用|可以|要|请|应该|一点|些)|(?:帮我|给我)[^。]*都(?:按|用)/u;
/**
 * English phrases that ask the listener something by themselves. The forms a statement can
 * share ("Always happy to…", "remember that photo?", "in the future I…") are read by grammar
 * in english-requests.ts. "Stop using …" is an imperative only where it opens its clause: after a
 * subject or "to" it reports what someone did or was told ("she said to stop using scented soap").
 */
const INSTRUCTION_EN =
  /\b(?:please (?:always|don't|do not|never|use|answer|reply|respond|write|keep|call|stop|avoid|format)|when you \w+[^.]*\bfor me|sign (?:off|it) with|(?<=^|[,.;:!?]\s*|\b(?:please|and|just|also|so|now|oh)\s+)stop (?:using|doing|sending))\b|\b(?:answers?|replies|responses?|code examples?|emails?)\b[^.]*\b(?:please|should|keep|make|use|write|no more)\b/i;

/** The words english-requests.ts reads requests around: one scan before its clause-level reading. */
const ENGLISH_REQUEST_WORDS = /\b(?:always|never|ever|remember|from now on|going forward|moving forward|future|whenever you|call me)\b/i;

/**
 * A preference is also a standing limit the user sets on what to recommend: their budget (我的预算一般在五百元以内,
 * "my budget for a new laptop is about $1200") bears on every recommendation, where an amount
 * filed as an entity only matched questions sharing its words.
 */
const PREFERENCE_ZH = /我(?:的|[^，。,.!?！？]{0,8})预算|喜欢|爱吃|爱喝|爱看|爱玩|爱听|爱穿|讨厌|受不了|偏好|偏爱|更爱|最爱|习惯(?:用|喝|吃)|不吃|不喝|吃不了|喝不了|不能吃|不能喝|能吃|能喝|开始喝|开始吃|戒了|口味|穿不出去|不穿|只穿|只要|只喝|只吃|只用|我(?:平时|平常|一般|经常|通常|每天|总是)都?[听看玩吃喝用读做去穿]/u;
const PREFERENCE_EN =
  /\bI(?:'m| am)?\s+(?:\w+\s+){0,2}?(?:like|love|prefer|hate|dislike|enjoy|can't stand|cannot stand|avoid|eat|drink)\b|\bmy fav(?:ou?rite)?\b|\bmy (?:\w+ ){0,2}budget\b|\bI have a budget\b|\b(?:vegetarian|vegan|pescatarian|keto|gluten-free|halal|kosher)\b|\bI(?:'ve| have)?\s+(?:\w+\s+)?(?:switched to|started|stopped|quit|gave up)\b|\b(?:give|gives) me a headache\b|\bkills me\b/i;
const NOT_PREFERENCE_EN = /\b(?:would like|'d like|like to ask|feel like|looks like|seems like)\b/i;
const REACTION_ZH = /不行|想吐|胃疼|受不了|心慌/u;

const RELATION_ZH = relationAlternation('han');
const PET_ZH = PETS.filter((word) => /\p{Script=Han}/u.test(word)).join('|');
const FAMILY_ZH = new RegExp(`我(?:的)?(?:家)?(?:${RELATION_ZH}|家人)|我家(?:有|养|${PET_ZH})|养了|我(?:今年)?\\d+岁|我叫|我的[\\p{Script=Han}]{1,6}是`, 'u');
const FAMILY_EN = /\bmy (?:wife|husband|son|daughter|kids?|children|mom|mum|dad|mother|father|parents|partner|boyfriend|girlfriend|dog|cat|puppy|brother|sister|cousin|roommate|coworker|colleague|boss|neighbou?r|friend)\b|\bI have (?:a|an|two|three) (?:dog|cat|son|daughter|kids?|children)\b|\bmy name is\b|\bI(?:'m| am) \d+ years old\b|\badopted\b|\b(?:his|her|its) name is [A-Z]/i;

const STRONG = /最|特别|非常|超级|超爱|很喜欢|真的|讨厌|受不了|\breally\b|\blove\b|\bhate\b|\babsolutely\b|can't stand|\bextremely\b/iu;
const REMEMBER = /记住|记得|别忘了|不要忘了|\bremember\b|don't forget/iu;

const AMOUNT = /[$¥￥€£]\s?\d|\d\s*(?:元|块|美元|刀|万|千|[kK]\b|dollars?|bucks)|[一二两三四五六七八九十百]+(?:千|万)[一二三四五六七八九]?|[一二两三四五六七八九十百千万]+元/u;
const ID_LIKE = /#\d+|\b[A-Z]{1,4}-?\d{3,}\b|\b\d{5,}\b|(?=[A-Z0-9·-]*\d)(?=[A-Z0-9·-]*[A-Z])[A-Z0-9·-]{5,}/u;
const MEASURE = '(?:个|只|条|次|天|周|月|年|岁|节|课|杯|张|本|家|人|份|层|台|辆|套|间|颗|盆|棵|单|桌|公斤|斤|克|千克|公里|小时|分钟|毫升|px|pt|kg|km|mg|ml|lbs?|pounds|miles|hours?|minutes?|min|am|pm)';
const COUNTED = new RegExp(`\\d+(?:\\.\\d+)?\\s*${MEASURE}|[一二两三四五六七八九十百千万]+\\s*${MEASURE}`, 'iu');
const RECURRING = /每周|每天|每个?月|每年|every (?:other )?(?:day|week|weekend|month|morning|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\b(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b/iu;
const FIRST_PERSON = /我|\bI\b|\bmy\b|\bme\b|\bI'm\b/u;
const LATIN_NAME = /(?<=\S\s+)[A-Z][a-zA-Z0-9]+|(?<=\p{Script=Han}\s*)[A-Za-z][a-zA-Z0-9]+/u;
const QUOTED_NAME = /[“"'‘「《][^”"'’」》]{2,30}[”"'’」》]/u;
const MONTH_NAME = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const DECISION = /定了|订了|订好|买了|报了|报名|决定|打算|计划|准备|\b(?:decided|booked|signed up|registered|bought|picked|chose|planning to|going with)\b/iu;

/**
 * A wish about the assistant's own answers is a standing instruction on how to answer, however
 * it is worded: an imperative on them ("Keep your answers short", "make the replies shorter"), a
 * first-person wish or liking with them as its object ("I prefer concise answers with bullet
 * points", 我喜欢简短的回答), or them as the subject of a modal adverb (回答尽量简短). The nouns are
 * the closed class of what an assistant produces in reply; the verbs are desire and liking verbs
 * and the imperative "keep / make"; the adverbs are Chinese modal adverbs of manner.
 */
const ANSWERS_EN = String.raw`(?:answers?|replies|reply|responses?|explanations?)`;
const WISH_ABOUT_ANSWERS_EN = new RegExp(
  [
    // "Keep your answers short", "make the replies shorter"
    String.raw`(?:^|[,.;:!?]\s*|\b(?:please|and|just|also|so|now|oh)\s+)(?:keep|make)\s+(?:your|the|all|all your)?\s*${ANSWERS_EN}\b`,
    // "I prefer concise answers", "I'd like your replies in Chinese": answers of a kind, not answers from or about someone ("I need answers from the landlord")
    String.raw`\bI(?:'d| would)?\s+(?:really\s+)?(?:prefer|like|want|love)\s+(?:your\s+)?(?:[a-z-]+\s+){0,2}${ANSWERS_EN}\b(?!\s+(?:from|about|to|of|for|on|you gave|you wrote)\b)`,
  ].join('|'),
  'i',
);
const WISH_ABOUT_ANSWERS_ZH = /我(?:更|比较|最)?(?:喜欢|希望|想要|偏好|习惯)[^。？?，,]*(?:回答|回复|答复)|(?:回答|回复|答复)[^。？?]*(?:尽量|最好|一律)/u;

function isInstruction(sentence: string): boolean {
  if (INSTRUCTION_ZH.test(sentence) || INSTRUCTION_EN.test(sentence)) return true;
  if (!endsWithQuestionMark(sentence) && (WISH_ABOUT_ANSWERS_EN.test(sentence) || WISH_ABOUT_ANSWERS_ZH.test(sentence))) return true;
  if (!ENGLISH_REQUEST_WORDS.test(sentence)) return false;
  return isStandingImperative(sentence) || isRememberRequest(sentence) || isStandingRequest(sentence) || isWheneverRule(sentence) || isNameRequest(sentence);
}

function isPreference(sentence: string): boolean {
  if (PREFERENCE_ZH.test(sentence)) return true;
  if (REACTION_ZH.test(sentence) && canonicalOf(CONSUMABLES, sentence).length > 0) return true;
  return PREFERENCE_EN.test(sentence) && !NOT_PREFERENCE_EN.test(sentence);
}

function hasNamedThing(sentence: string): boolean {
  return LATIN_NAME.test(sentence.replace(/\bI(?:'m|'ve|'d|'ll)?\b/g, '')) || QUOTED_NAME.test(sentence) || chineseProperNouns(sentence, ['ns', 'nr', 'nt']).length > 0;
}

/** Entities (seed 004: 名字、日期、金额、订单号): amounts, ids, counts, dates, names. */
function hasEntity(sentence: string, turnTime: string): boolean {
  if (AMOUNT.test(sentence) || ID_LIKE.test(sentence) || COUNTED.test(sentence) || RECURRING.test(sentence) || MONTH_NAME.test(sentence)) return true;
  const dates = resolveRelativeTimes(sentence, turnTime).phrases.filter((phrase) => !phrase.vague);
  if (dates.some((phrase) => !phrase.relative)) return true;
  const named = hasNamedThing(sentence);
  return (dates.length > 0 && (named || FIRST_PERSON.test(sentence))) || (named && FIRST_PERSON.test(sentence));
}

/** Too little left to stand alone ("八月吧", "sounds fun"). */
function tooShort(sentence: string): boolean {
  const han = sentence.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = sentence.match(/[A-Za-z0-9]+/g)?.length ?? 0;
  return han + words * 2 < 6;
}

/** A decision or a step done, naming something ("定了，清明假期去西安玩几天", "婚纱照拍完了！去的厦门"). */
function isTaskEvent(sentence: string): boolean {
  if (!DECISION.test(sentence) && !hasTaskStage(sentence)) return false;
  return canonicalOf(TASK_TOPICS, sentence).length > 0 || hasNamedThing(sentence) || AMOUNT.test(sentence) || COUNTED.test(sentence);
}

/**
 * The categories decided before any slot or entity rule, in the same order as classifySentence:
 * an instruction, else a safety fact, else null. Cheap (a few patterns), so search can read its
 * candidates' words with it (src/write/text-categories.ts).
 */
export function leadingCategoryOf(sentence: string): 'instruction' | 'safety' | null {
  if (isInstruction(sentence)) return 'instruction';
  if (SAFETY_ZH.test(sentence) || SAFETY_EN.test(sentence)) return 'safety';
  return null;
}

/**
 * The categories search gives a topic (src/core/search/category-topics.ts), as classifySentence
 * decides them: an instruction, a safety fact, or a preference (a stated liking or limit, or what
 * the user eats or drinks). Null for anything else: the slot and entity rules after these decide
 * nothing search reads.
 */
export function topicalCategoryOf(sentence: string): 'instruction' | 'safety' | 'preference' | null {
  const leading = leadingCategoryOf(sentence);
  if (leading) return leading;
  if (isPreference(sentence)) return 'preference';
  // What the user eats or drinks is a preference however the sentence words it ("早上改喝绿茶"):
  // the consumption slot decides, not a list of preference verbs, so a changed habit is kept
  // and supersedes the old one through the slot. Only a sentence naming a consumable or a diet
  // can fill one, so the slot rules run for those alone.
  return mentionsConsumption(sentence) && factSlots(sentence).some((slot) => slot.subject === 'user' && slot.attribute.startsWith('consume:')) ? 'preference' : null;
}

export function classifySentence(sentence: string, turnTime: string): Classification | null {
  const strong = STRONG.test(sentence);
  const explicitRemember = REMEMBER.test(sentence);
  const classify = (category: MemoryCategory): Classification => ({ category, strong, explicitRemember });
  const topical = topicalCategoryOf(sentence);
  if (topical) return classify(topical);
  const slots = factSlots(sentence);
  const facts = slots.filter((slot) => !slot.attribute.startsWith('consume:'));
  if (facts.some((slot) => ['residence', 'workplace', 'occupation'].includes(slot.attribute)) || FAMILY_ZH.test(sentence) || FAMILY_EN.test(sentence)) {
    return classify('fact');
  }
  // The user ending or changing something they have ("Dropped out of the MBA", 朗逸卖掉了) updates a fact, however short.
  if (endedTerms(sentence).size > 0) return classify('fact');
  if (tooShort(sentence)) return null;
  // So is taking something up again ("got Netflix back", 又开始跑步了), where the user had ended it; only the write can tell.
  if (resumedTerms(sentence).size > 0) return { ...classify('fact'), onlyIfItResumes: true };
  if (taskSlots(sentence).length > 0 || isTaskEvent(sentence)) return classify('task');
  if (facts.length > 0 || hasEntity(sentence, turnTime)) return classify('entity');
  return null;
}
