import { taggedWords } from '../text/analyzer.js';
import { OCCUPATIONS_EN, OCCUPATIONS_ZH, RELATIONS, escapeRegExp } from '../../write/rules/lexicon.js';
import { englishContentWords } from './lexical-relations.js';
import type { PersonNouns } from './person-nouns.js';

/**
 * 做什么工作, 干什么的, 哪一行, 本职工作是什么, "What do I do for a living?", "What's my job?" ask an occupation, which a
 * memory tells by a noun for one (护士, 消防员, "a UX designer", "airline pilot"), by the verbs a job
 * is said with in Chinese (做调度, 当老板, 干行政, 在银行上班), by running a business (开了一家小面馆, "runs a pottery studio") or by the English words of working
 * ("worked on the docks", "retired", "freelance", "quit the bank", a rank: "vice principal") or by the one who left it (退役的空军地勤). A memory about the person asked of that tells none
 * (我老公经常出差, "Tom and I finally set a date") is on the subject and no answer.
 *
 * Closed classes: the question frames; agentive bound morphemes of Chinese nouns for people at work
 * (师 员 士 工 匠 官); the light verbs a Chinese job is said with (做 当 干 担任) and the verbs of
 * working (上班 工作 任职 实习 打工); the English verbs and nouns of working; WordNet's noun.person for
 * English nouns, less the words for kin and company (RELATIONS, and the ones below), which name
 * whom someone is to the user, not what they do; and the write rules' occupation lists.
 */
const ASKS_HAN = /(?:做|干|从事|负责)(?:什么|啥)(?:工作|职业|行业|岗位)|什么(?:职业|岗位)|哪一行|(?:是|在)(?:做|干)(?:什么|啥)的|(?:本职|正式|全职|主业|白天的?)?工作是(?:什么|啥)(?=[？?]|$)|职业是(?:什么|啥)(?=[？?]|$)/u;
const ASKS_LATIN = /\bdo (?:for (?:a )?(?:living|work)|professionally)\b|\bwhat (?:kind of )?(?:job|occupation|profession|line of work)\s+(?:did|does|do|is|was|will|has|have|had)\b|\bwhat(?:'s| is| was)\s+(?:my|his|her|their|your|[A-Za-z]+['’]s)\s+(?:current\s+)?(?:job|occupation|profession)\b/iu;

export function asksOccupation(question: string): boolean {
  return ASKS_HAN.test(question) || ASKS_LATIN.test(question);
}

/** A light verb before the job (做调度, 当老板, 干行政, 担任主管), not before a meal, a chore or a question word. */
const JOB_VERB_HAN = /(?:做|当|干|担任)(?:了|过|着)?(?:一名|一个|个|名)?(?!饭|菜|礼拜|作业|家务|什么|啥|不|得|完|好|的|了|过|着)\p{Script=Han}{2}/u;
/** 工作 as working, not the first half of a noun (工作室 a studio, 工作台 a bench, 工作日, 工作服, 工作证, 工作量: since session 55). */
const WORKS_AT_HAN = /在([^，。,.!！?？；;]{1,12}?)(?:上班|工作(?![室台日服证量])|任职|实习|打工)/gu;
/** Where one works when it is only a place on the map or away from home (在南宁上班, 在外地打工): no job told. Since session 52. */
const ONLY_WHERE_HAN = /^(?:外地|外面|老家|城里|家里|本地|当地|国外|海外)$/u;

/** Whether a Chinese text says where someone works by the workplace (在医院上班, 在一家外贸公司上班), not only by the city or region (在南宁上班). */
function worksAtWorkplaceHan(plain: string): boolean {
  for (const match of plain.matchAll(WORKS_AT_HAN)) {
    const where = match[1] as string;
    if (ONLY_WHERE_HAN.test(where)) continue;
    const words = taggedWords(where);
    if (words.length > 0 && words.every((word) => word.tag === 'ns')) continue;
    return true;
  }
  return false;
}
/**
 * Running a business is a living: 开了一家小面馆, 开了个奶茶店, 经营一家咖啡馆. The business is a noun
 * ending in 店 馆 铺 厂 所 社 站 园, or 公司 / 工作室, after 开 or 经营 with a measure word (经营 also
 * without one). A subset of answer-instances-han.ts's establishment morphemes, plus 铺 of a shop,
 * not that class whole: with 开, 会 学 场 make events (开会, 开学, 开场), and 校 院 堂 局 name
 * institutions one works at rather than runs; 室 and 司 only in their words (工作室, 公司).
 */
const RUNS_BUSINESS_HAN = /(?:开(?:了|过|着)?(?:一|两|几)?(?:家|个|间)|经营(?:着|了)?(?:一|两|几)?(?:家|个|间)?)[^，。,.!！?？；;]{0,8}?(?:店|馆|铺|厂|公司|工作室|所|社|站|园)/u;
/**
 * A trade said as what one does, nominalised with 的 at the end of the clause (是开出租车的, 是写前端的,
 * 是送快递的, 是教书的): 是, a verb of a trade (drive, write, deliver, sell, teach, repair, run, paint,
 * farm, raise animals), its object and 的. Not a way of going or giving (是开车去的, 是送给我的), and not
 * 开玩笑 (是开玩笑的 is "was joking"). Since session 51 also with a short noun for the one who does it after 的
 * (以前是跑远洋渔船的船老大).
 */
const DOES_FOR_A_LIVING_HAN = /是(?:开|写|跑|卖|教|修|送|搞|画|拍|种|养)(?!玩笑)[^，。,.!！?？；;的去来给回到过了着]{1,5}的(?:\p{Script=Han}{1,3})?(?=[，。,.!！?？；;\s]|$)/u;
/**
 * Driving for a living, said with the vehicle (在沈阳开了十几年出租车, 跑滴滴, 开大货): 开 or 跑 and a
 * vehicle one is paid to drive, a closed class; not 开车 alone, which anyone does. Since session 55.
 */
const DRIVES_FOR_A_LIVING_HAN = /(?:开|跑)(?:了|过|着)?(?:[\d一二两三四五六七八九十几多]+年)?的?(?:出租车?|的士|网约车|滴滴|货车|大货|卡车|公交车?|大巴|长途车?|渣土车|救护车|货运|快递|外卖)/u;
/** A noun for a person at work ends in an agentive morpheme (老师, 消防员, 护士, 化妆师, 钳工, 木匠, 警官). */
const AGENTIVE_HAN = /\p{Script=Han}(?:师|员|士|工|匠|官)(?![\p{Script=Han}])|\p{Script=Han}(?:师|员|士|匠|官)(?=[的了])/u;
const OCCUPATION_HAN = new RegExp(OCCUPATIONS_ZH.map(escapeRegExp).join('|'), 'u');
/**
 * The one who left a working life, named by it (退役的空军地勤, 退休的中学老师): the noun after 的 is the job left,
 * as "a retired marine biologist" tells one. Not 退休 alone (我退休两年了 tells no job, and 我退休前是干什么的？
 * asks the one before it). Since session 62.
 */
const RETIRED_HAN = /(?:退休|退役)的\p{Script=Han}{2}/u;
const WORKING_LATIN = /\b(?:work(?:s|ed|ing)?\s+(?:(?:full|part)[- ]time\s+|(?:remotely|freelance)\s+)?(?:as|at|for|in|on|nights|days|shifts|from home)|(?:full|part)[- ]time\s+(?:job|role|position|work)|jobs?|careers?|retired|freelanc\w*|self-employed|employed|employer|promoted|hired|quit|resign(?:ed)?|(?:vice|deputy|head|chief)\s+[a-z]+)\b/iu;
/**
 * Running or owning a business, in English (RUNS_BUSINESS_HAN's kinds of establishment): "runs a
 * pottery studio", "owns a small bakery", "running her own café". Not "runs a marathon" or "owns a
 * car": only the establishment nouns, up to two words after the determiner.
 */
const RUNS_BUSINESS_LATIN = /\b(?:run|runs|ran|running|own|owns|owned|owning|manage|manages|managed|managing)\s+(?:a|an|the|his|her|their|my|our)\s+(?:own\s+)?(?:[\w'’-]+\s+){0,2}?(?:shop|store|caf[eé]|restaurant|bakery|studio|business|company|firm|salon|bar|pub|clinic|practice|farm|nursery|agency|garage|gallery|workshop|boutique|startup|hotel|guesthouse|b&b)s?\b/iu;
const OCCUPATION_LATIN = new RegExp(`\\b(?:${OCCUPATIONS_EN.join('|')})s?\\b`, 'iu');
/** English nouns for whom someone is to the user or to anyone, not what they do (WordNet files them as persons too). */
const NOT_OCCUPATIONS = new Set([
  ...Object.values(RELATIONS).flat().filter((word) => !/\p{Script=Han}/u.test(word)),
  'neighbour', 'neighbor', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'person', 'people', 'guy', 'guys', 'man', 'men', 'woman', 'women', 'boy', 'girl',
  'family', 'twin', 'twins', 'adult', 'user', 'everyone', 'someone', 'nobody',
]);

/**
 * The words of a phrase a possessive opens ("my OJT instructor", "his son"): the person it speaks of is
 * someone of the speaker's, so a person noun there is who they are to the speaker, not a job anyone is
 * said to do; and capitalised words, names (WordNet files Tyler and Carter as persons). Since session 54.
 */
const POSSESSED_LATIN = /\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+((?:\p{L}[\w-]*\s+){0,2}\p{L}[\w-]*)/gu;
const CAPITALISED_LATIN = /(?<=\p{L}[^.!?]*\s)[A-Z][a-z]+/gu;

/** A person introduced by a name ("a guide named Tessa", "an instructor called Priyanka") is someone met, not the speaker's job. Since session 55. */
const INTRODUCED_BY_NAME_LATIN = /\b(?:[Aa]n?|[Tt]he)\s+((?:\p{L}[\w-]*\s+){0,2}\p{L}[\w-]*)\s+(?:named|called)\s+[A-Z]/gu;
function someoneOrNamed(plain: string): Set<string> {
  const words = [...plain.matchAll(POSSESSED_LATIN), ...plain.matchAll(INTRODUCED_BY_NAME_LATIN)].flatMap((match) => (match[1] as string).toLowerCase().split(/\s+/u));
  return new Set([...words, ...[...plain.matchAll(CAPITALISED_LATIN)].map((match) => match[0].toLowerCase())]);
}

/** Whether the text tells an occupation, other than by a word the question itself holds. */
export function statesOccupation(plain: string, question: string, personNouns: PersonNouns): boolean {
  if (JOB_VERB_HAN.test(plain) || DOES_FOR_A_LIVING_HAN.test(plain) || DRIVES_FOR_A_LIVING_HAN.test(plain) || worksAtWorkplaceHan(plain) || RUNS_BUSINESS_HAN.test(plain) || AGENTIVE_HAN.test(plain) || OCCUPATION_HAN.test(plain) || RETIRED_HAN.test(plain)) return true;
  if (WORKING_LATIN.test(plain) || RUNS_BUSINESS_LATIN.test(plain) || OCCUPATION_LATIN.test(plain)) return true;
  const asked = new Set(englishContentWords(question));
  const candidates = englishContentWords(plain).filter((word) => !asked.has(word) && !NOT_OCCUPATIONS.has(word) && personNouns.isPerson(word));
  if (candidates.length === 0) return false;
  const someone = someoneOrNamed(plain);
  return candidates.some((word) => !someone.has(word));
}
