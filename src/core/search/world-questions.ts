import { containsHan, taggedWords } from '../text/analyzer.js';
import { relationAlternation } from '../../write/rules/lexicon.js';
import { isFamiliarForm, isName, nameEvidence, PERSON_WORD_HAN } from './answer-names.js';
import { placeNames } from './place-names.js';
import { monthReadsAsName } from './calendar-words.js';

/**
 * A question about the world rather than about the user: 高血压一般是怎么确诊的？, "What does APR
 * mean on a credit card?", 酸奶和牛奶在营养上有什么区别？. Its answer is general knowledge, so a
 * memory on the same subject (我最近血压有点高, "paying off $8,000 of credit card debt") is close
 * to it in meaning and shares its words, and still answers nothing: the relevance feature `world`.
 *
 * Two closed grammatical classes decide, neither read off a data set's words:
 * - **Generic markers**: adverbs of quantification and generic scope (一般, 通常, usually,
 *   typically, worldwide, 全世界), definitional frames (什么是, 是什么意思, "what does … mean"),
 *   questions of kind difference (区别, "difference between") and of general cause or mechanism
 *   asked in the present tense (为什么, 原理, 怎么引起的, "why do", "how does … work", "what
 *   causes"), the norm of a kind ("a standard football match", "a normal reading", "the usual
 *   order", "the traditional gift", "technically", 正常…是多少, 标准的…多长), the extreme of a
 *   kind ("What's the tallest mountain in Scotland?"; not the nearest or the latest, which are
 *   relative to the asker), who first made a thing (谁发明, 是谁发现的, "who invented") or when a
 *   public thing began (哪一年上线, 哪个朝代, "What year did … come out"), who won, and a record or
 *   title of the world ("world record", "world champion"); a
 *   definition of a bare noun ("What is ketosis?"), comparisons of kinds ("most common", "compared
 *   to"), a word's origin, and a generic subject after an auxiliary ("How often should a golden
 *   retriever be groomed?", "Can a hamster eat grapes?", "How do vaccines train…", and a bare plural
 *   opening a yes-no question, "Can mealybugs fly?"); in Chinese, a kind of people as the
 *   subject (吃素的人怎么补充…, 花生过敏的小孩长大了会好吗？, 糖尿病人能…; session 29: the head 小孩
 *   refers to no one there, and 病人 needs no 的).
 * - **No reference to anyone in particular**: no first- or second-person pronoun (我, 咱, 你,
 *   I, my, we, you), no relative or household word (女儿, 老公, "Dad", the write rules' RELATIONS),
 *   and no capitalised word inside an English sentence that the user's memories hold (a person, pet
 *   or place the question names: "Why are flowers important to Melanie?"; since session 22 a name no
 *   memory the search found holds names nobody the user spoke of: "Summarise the plot of Hamlet",
 *   "Who wrote Dune?" of a user who reads science fiction). Since session 29 two kinds of name
 *   are left out even when a memory holds them: the work a creator or origin question asks about
 *   ("Who wrote Demon Copperhead?" of a user reading it; not a possessive, "Calvin's album"), and a
 *   place WordNet lists after a word of location ("the tallest building in Hong Kong"). A generic
 *   marker beside a reference is about someone: 我跑完5公里一般要多长时间？ asks the user's habit.
 *
 * Requests for advice ("What's a good stretch…", 推荐…) carry no generic marker and are left to
 * the other signals: a preference or a safety fact bears on them. "What is a …" is no marker for
 * that reason: "What is a good place for dogs to run around?" asks for a recommendation.
 */
const PERSONAL_HAN = new RegExp(`我|咱|俺|你|您|本人|自己|${relationAlternation('han')}`, 'u');
const PERSONAL_LATIN = new RegExp(`\\b(?:i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself|${relationAlternation('latin')})\\b`, 'iu');
/** A capitalised word that does not open the question or a sentence in it: a name ("Melanie", "Biscuit", "Diwali"). */
const NAMES = /(?<=[^.!?\s]\s+)[A-Z][a-z]+/gu;

const GENERIC_HAN = /一般|通常|往往|平均|普遍|全世界|世界上|什么是|是什么意思|什么意思|指的是什么|区别|有什么不同|原理|怎么回事|(?:怎么|什么|由什么)引起|怎么形成|正常(?:的)?[\p{Script=Han}]{0,4}(?:是多少|范围)|标准的?[\p{Script=Han}]{1,6}(?:多长|多久|多大|多少)|是谁(?:发明|发现|创立|创办|提出|写)|谁(?:发明|发现|创立|创办|提出)了?|哪一?年(?:上线|成立|发布|出版|建成|开业|推出|诞生|发明|创立)|(?:哪个|什么)(?:朝代|传说)/u;

/**
 * A why-question asks a cause in general (猫为什么喜欢钻纸箱？, 冰箱不制冷一般是什么原因？) unless it asks
 * about one event, which is the asker's own: the perfective 了 (为什么给豆豆换了狗粮？), the
 * perfective negation 没 (not 没有, "have not": 柯基为什么很多都没有尾巴？), a point in a story (最后, 当初,
 * 后来, 那次, 上次), one occurrence counted (第一次), since session 61 the cleft 是为什么…的 (按摩椅是为什么买的？) and since session 62 a change (书名为什么要改？). English reads the same split by tense: "Why do
 * cats purr?" is generic, "Why did I switch?" is not (GENERIC_LATIN). Before session 34 every
 * Chinese why-question naming no one was read as one about the world, and nine of the read sets'
 * answerable ones (相城那套为什么没买成？) found nothing.
 */
const WHY_HAN = /为什么|为啥|(?:是什么|什么)原因/u;
/**
 * Since session 62 also a change asked why (书名为什么要改？, 为啥要改签, 为什么给仓鼠改名？): a change happens once, to
 * something of the asker's. Verbs of change much as revision-cues.ts' REVISION_MARKER reads them (改, 换, 搬, 取消,
 * 推迟, 延期), but not its list of 改 words: 改善 / 改革 / 改进 / 改良 are left out as there, and so is 改变, change in
 * general (为什么会改变…), while 改编 / 改造, which it leaves out, are read here: each list was measured for its own rule.
 */
const ONE_EVENT_HAN = /了|没(?!有)|最后|当初|后来|那次|上次|这次|第[一二三四五六七八九十\d]+次|是为(?:什么|啥)[^？?]*的[？?]?$|(?:为什么|为啥)[^？?]{0,6}?(?:改(?!善|革|进|良|变)|换|搬|取消|推迟|延期)/u;

/**
 * What someone of the user's said (医生说拉软便是什么原因？, 老师说为什么要重考？): a person's word before
 * 说 reports one telling, so the why asks the reason given there, not a cause in general. Since session 46.
 */
const REPORTED_HAN = new RegExp(`(?:${PERSON_WORD_HAN.source})说`, 'u');

function asksGenerally(text: string): boolean {
  if (GENERIC_HAN.test(text) || GENERIC_LATIN.test(text) || asksTheWeather(text)) return true;
  return WHY_HAN.test(text) && !ONE_EVENT_HAN.test(text) && !REPORTED_HAN.test(text);
}

/**
 * A kind of people as the subject (吃素的人怎么补充…, 花生过敏的小孩长大了会好吗？, 糖尿病人能喝…):
 * a modifier, then a head noun for people, then a modal or a generic adverb. The head may be a
 * word for a child (小孩, 孩子), which elsewhere refers to the user's own: as the head of a kind it
 * refers to no one, so the personal check reads it as 人. A modifier opening with a demonstrative
 * (那个糖尿病人…) points at one person.
 */
const KIND_OF_PEOPLE_HAN =
  /^(?![这那])([\p{Script=Han}A-Za-z0-9]{1,8}?)(?:的(?:人|小孩|孩子|宝宝|老人|病人|患者)|(?<=[\p{Script=Han}])(?:病人|患者))(?=一般|通常|应该|要|能|可以|会|怎么|为什么|容易|适合|长大|每天|平时|最好|建议)/u;
/**
 * A noun that names people only as a kind (初学者, 新手, 女生, 孕妇, 上班族: by a stage, a sex, a
 * condition or a way of life, never how one calls one's own child or partner), with or without a
 * modifier before it (网球初学者适合用多重的拍子？, 女生减脂每天应该吃多少克蛋白质？), then a modal or a
 * generic adverb within a few characters: read as KIND_OF_PEOPLE_HAN reads 的人.
 */
const KIND_NOUN_HAN =
  /^(?![这那我])([\p{Script=Han}A-Za-z0-9]{0,6}?)(?:初学者|新手|女生|男生|女性|男性|孕妇|产妇|老年人|成年人|年轻人|上班族|学生党|宝妈)(?=[\p{Script=Han}]{0,4}?(?:一般|通常|应该|该|要|能|可以|会|怎么|为什么|容易|适合|每天|平时|最好|建议))/u;
const GENERIC_LATIN = new RegExp(
  [
    String.raw`\b(?:usually|typically|generally|normally|commonly|in general|on average|worldwide|in the world)\b`,
    String.raw`\bwhat does\b.*\bmean\b`,
    String.raw`\bdifference between\b`,
    String.raw`^why (?:do|does|is|are|can|can't|don't|doesn't)\b`,
    String.raw`^how (?:does|do|is|are)\b.*\bwork\b`,
    String.raw`^what causes\b`,
    String.raw`\b(?:a|an|the) (?:standard|typical|normal|average|usual|traditional|customary|conventional)\b`,
    String.raw`^what(?:'s| is| was| are| were) the (?!(?:nearest|closest|latest|earliest)\b)(?:[a-z]+est|most|least)\b`,
    String.raw`\btechnically\b`,
    String.raw`^who won\b`,
    String.raw`\bworld (?:records?|champions?|championships?|cups?|titles?)\b`,
    String.raw`^what (?:is|are) (?!(?:a|an|the|this|that|these|those|it|there|up|new|next|wrong|left)\b)[a-z-]+\??$`,
    String.raw`\b(?:most|more|less|least) common\b`,
    String.raw`\bcompared (?:to|with)\b`,
    String.raw`\bthe word\b.*\bcome from\b`,
    // Not a measure's genitive ("How much does a year's membership cost?": one membership, a year long; since session 58).
    String.raw`\b(?:should|can|does|do|would|will) (?:a|an) [a-z]+\b(?!['’])`,
    String.raw`^how (?:do|can) (?!(?:i|we|you|they|us)\b)[a-z]+s\b`,
    String.raw`^(?:can|could|do|are|should|will|would) (?!(?:i|we|you|they|us|these|those|this|its|his|hers|yours|ours|theirs)\b)[a-z]+s \w+`,
  ].join('|'),
  'iu',
);

/**
 * The weather asked itself: what it is or will be like, or whether it will rain ("What's the
 * weather going to be like this weekend?", 明天北京天气怎么样？, 明天会下雨吗？). A store holds what
 * the user said, and weather is the world's present or coming state, which no memory tells; a request
 * for advice that mentions it ("There's a big storm forecast tonight, any tips…?") asks the weather
 * nothing and is not read here. A past day's weather (那天天气怎么样？, "What was the weather like…")
 * was the user's to tell and is left out.
 */
const WEATHER_HAN = /天气(?:怎么样|怎样|如何|咋样|好不好|预报)|会下(?:雨|雪)吗|会不会下(?:雨|雪)|下不下(?:雨|雪)|要下(?:雨|雪)吗|(?:气温|温度)是?(?:多少|几度)|查.{0,6}天气/u;
const WEATHER_LATIN = /^(?:what|how)(?:'s|\s+is|\s+will)?\s+(?:the\s+)?(?:weather|forecast)\b|^(?:will|is)\s+it\s+(?:going\s+to\s+)?(?:rain|snow|be\s+(?:sunny|cloudy|rainy|windy|cold|hot|warm|freezing|stormy|snowy|foggy|humid))\b/iu;
const PAST_DAY_HAN = /昨天|前天|那天|那时|当时|上周|上个|去年|之前|以前/u;

function asksTheWeather(text: string): boolean {
  return containsHan(text) ? WEATHER_HAN.test(text) && !PAST_DAY_HAN.test(text) : WEATHER_LATIN.test(text);
}

/**
 * Who made a work or a thing, and when a public thing began ("Who wrote Demon Copperhead?",
 * "What year did Pink Moon come out?"): the answer is a public fact. The work's title is no one the
 * user knows, though the user spoke of it ("I'm reading Demon Copperhead"), so a capitalised object
 * of the frame is read as "it"; a possessive in it ties it to someone ("What year was Calvin's album
 * released?"), and a name elsewhere still counts ("Who painted the portrait of Sarah?").
 */
const CREATOR_FRAME = /^(who (?:invented|discovered|founded|wrote|composed|painted|coined|directed|designed|created)\s+)(.+?)([?.!\s]*)$/iu;
const ORIGIN_FRAME = /^((?:what|which) year (?:did|was|were)\s+)(.+?)(\s+(?:come out|came out|released|published|founded|launched|invented|established|discovered|written)\b.*)$/iu;
const TITLE = /^(?:the\s+)?[A-Z]/u;
const POSSESSIVE = /['’]s\b/u;

/** The question with the work a creator or origin frame asks about read as "it"; null when it has no such frame. */
function withWorkAsIt(text: string): string | null {
  const frame = CREATOR_FRAME.exec(text) ?? ORIGIN_FRAME.exec(text);
  if (!frame) return null;
  const [, opening = '', work = '', rest = ''] = frame;
  return TITLE.test(work) && !POSSESSIVE.test(work) ? `${opening}it${rest}` : text;
}

/**
 * A place WordNet lists, named after a word of location ("the tallest building in Hong Kong"), is
 * a place on the map, not someone the user knows, though the user spoke of it: it is left out of
 * the names (place-names.ts).
 */
const LOCATED_NAME = /(?<=\b(?:in|at|across|around|near|of|from|throughout|on)\s+)[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}(?:['’]s)?/gu;

function withoutPlaces(text: string): string {
  return text.replace(LOCATED_NAME, (span) => (placeNames.isPlace(span.replace(/['’]s$/u, '')) ? 'there' : span));
}

/** Deixis of the asker's home: the people upstairs, downstairs, next door, across the landing. */
const NEIGHBOURS = /楼上|楼下|隔壁|对门|邻居|\b(?:next door|upstairs|downstairs|neighbou?rs?)\b/iu;

/**
 * A task on text that the request itself carries or names (write a poem, summarise a play,
 * translate a sentence, explain a concept, tell a joke): its answer is composed, not recalled.
 * The imperative opens the request, after a polite frame (请, 帮我, "can you", "please", "how do
 * I"), whose "me" and "you" refer to nobody the task is about.
 */
const TASK_FRAME_HAN = /^(?:请|麻烦|劳驾)?(?:你|您)?(?:帮我|给我|替我|帮忙)?/u;
const TASK_HAN = /^(?:写(?:一|个|首|篇|段|封|几)|翻译|翻成|译成|把.{1,40}(?:翻|译)成|解释一下|总结一下|概括一下|润色|改写|讲(?:一)?个(?:笑话|故事)|讲讲|讲一讲|科普一下)/u;
const TASK_FRAME_LATIN = /^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:help\s+me\s+)?(?:how\s+(?:do|can|should|would)\s+(?:i|we|you|one)\s+)?/iu;
const TASK_LATIN = /^(?:write|compose|summari[sz]e|translate|convert|explain|define|paraphrase|proofread|rephrase|tell\s+me\s+(?:a|an|some)\s+(?:joke|story|riddle|fun\s+fact))\b/iu;
/**
 * A procedure for a kind of thing: "How do I unclog a drain?", "How can I renew an expired
 * passport?". The pronoun of this frame stands for anyone (how does one…), and an indefinite object
 * is any thing of the kind; the asker's own ("How do I reset my router?"), a place ("How do I get
 * to work?") or a habit ("How do I commute these days?") has no article there and is left alone.
 */
export const PROCEDURE_LATIN = /^how\s+(?:do|can|should|would)\s+(?:i|we|you|one)\s+(?=[a-z]+\s+(?:a|an)\s)/iu;

/**
 * The text a task carries is its material, not a reference: a quotation, or what follows a colon
 * (翻成英文：明天会更好, 'translate "thank you" into Spanish'); so is the language a translation goes into.
 */
const CARRIED = /["“「『][^"”」』]*["”」』]|[:：].*$/gu;
const TARGET_LANGUAGE = /\b(?:into|to|in)\s+[A-Z][a-z]+\s*[.?!]?$/u;
/** The frame of a translation asked as a question, before its material: "How do you say …", "How would I say …". */
const SAY_IN_LATIN = /^how\s+(?:do|would|can|should)\s+(?:you|i|we|one)\s+say\s+/iu;

/**
 * Whether a word the user's memories hold is among the question's names: without it every
 * capitalised word counts as someone the user knows. A name none of the memories the search found
 * holds ("Summarise the plot of Hamlet", "Summarize the causes of World War I") names nobody the
 * user ever spoke of; keyword search puts every memory that holds a name among the candidates.
 */
export type KnownName = (name: string) => boolean;

/**
 * A capitalised article or pronoun inside a question opens a title ("Who painted The Starry
 * Night?"), and every memory holds "The" (session 23): only words that can be names are looked up,
 * and a month only outside a date ("What does June want to major in?"; since session 44).
 */
function namesSomeoneKnown(text: string, known: KnownName | undefined): boolean {
  const names = [...text.matchAll(NAMES)].filter((match) => isName(match[0]) || monthReadsAsName(text, match.index, match[0])).map((match) => match[0]);
  return known === undefined ? names.length > 0 : names.some(known);
}

/** Whether the request is a task on text that names nobody in particular (`asksAboutTheWorld`'s third class). */
function asksGenericTask(question: string, known: KnownName | undefined): boolean {
  const text = question.replace(CARRIED, ' ').replace(TARGET_LANGUAGE, '').trim();
  // "How do you say 'good morning' in Japanese?" asks a translation: its pronoun is anyone's, its material is quoted or named.
  const said = TARGET_LANGUAGE.test(question.trim()) ? SAY_IN_LATIN.exec(text) : null;
  if (said) {
    // Its material in single quotes is carried too ('thank you very much'), as double quotes are.
    const material = text.slice(said[0].length).replace(/['‘][^'’]*['’]/gu, ' ');
    return !PERSONAL_LATIN.test(material) && !namesSomeoneKnown(material, known);
  }
  // A note to the people upstairs or next door is to the user's own neighbours, whom the memories may tell of.
  if (NEIGHBOURS.test(text)) return false;
  const han = text.replace(TASK_FRAME_HAN, '');
  if (TASK_HAN.test(han)) return !PERSONAL_HAN.test(han) && !namesSomeoneKnown(han, known);
  const latin = text.replace(TASK_FRAME_LATIN, '');
  const task = TASK_LATIN.exec(latin);
  if (!task) return false;
  const rest = latin.slice(task[0].length);
  return !PERSONAL_HAN.test(rest) && !PERSONAL_LATIN.test(rest) && !namesSomeoneKnown(latin, known);
}

// "the US" is the country, not the pronoun "us" (PERSONAL_LATIN ignores case): written as its
// name, it is read like any other country's by the known-name check.
function withCountryNames(question: string): string {
  return question.trim().replace(/\bU\.?S\.?(?=\W|$)/gu, 'America');
}

function refersToNobody(text: string, known: KnownName | undefined): boolean {
  return !PERSONAL_HAN.test(text) && !PERSONAL_LATIN.test(text) && !namesSomeoneKnown(text, known);
}

/**
 * What points back into the conversation, so that a generic marker beside it is the asker's: a
 * Chinese third-person pronoun (它一般几点开始折腾？: jieba's pronoun, not the 他 of 吉他 or 其他), and what
 * one person said on one occasion ("How long did the doctor say it usually takes…?", as REPORTED_HAN
 * reads 医生说 for a why-question). Since session 51. A definite noun the memories hold was measured
 * as a third and dropped: "the difference between", "the weather", "the county fair" are held by
 * some memory as often as "the degus" (docs/retrieval.md).
 */
const THIRD_PERSON_HAN = new Set(['他', '她', '它', '他们', '她们', '它们']);
const REPORTED_LATIN = /\b(?:did|does|has|had)\s+(?:the|my|our|his|her|their)\s+(?:[a-z-]+\s+){0,2}?(?:say|tell|mention|recommend|suggest|advise)\b|\b(?:the|my|our)\s+(?:[a-z-]+\s+){0,2}?(?:said|told|mentioned|recommended|suggested|advised)\b/iu;

export function pointsIntoTheConversation(question: string): boolean {
  return REPORTED_LATIN.test(question) || (containsHan(question) && taggedWords(question).some(({ word }) => THIRD_PERSON_HAN.has(word)));
}

/**
 * Whether a Chinese question calls someone by a familiar form of address (老周推荐的散件一般什么价？):
 * a person the user knows, so a generic marker there asks what they said or do. Only for `world`:
 * as an anchor against `impersonal` such names answered more abstain questions than they found
 * (sessions 36, 44, 46; docs/retrieval.md).
 */
function callsSomeoneFamiliarly(text: string): boolean {
  return containsHan(text) && nameEvidence(text).persons.some(isFamiliarForm);
}

/** Whether the question asks about the world in general, not about the user or anyone they know (1 for the relevance feature `world`). */
export function asksAboutTheWorld(question: string, known?: KnownName): boolean {
  const text = withCountryNames(question);
  if (callsSomeoneFamiliarly(text) || pointsIntoTheConversation(text)) return false;
  if (asksGenericTask(text, known)) return true;
  const kind = KIND_OF_PEOPLE_HAN.exec(text) ?? KIND_NOUN_HAN.exec(text);
  if (kind) return refersToNobody(`${kind[1] ?? ''}人${text.slice(kind[0].length)}`, known);
  const aboutAWork = withWorkAsIt(text);
  if (aboutAWork !== null) return refersToNobody(withoutPlaces(aboutAWork), known);
  return refersToNobody(withoutPlaces(text), known) && asksGenerally(text);
}

/** Whether the question names nobody in particular: no first- or second-person pronoun, no relative, no name the user's memories hold. */
export function namesNobody(question: string, known?: KnownName): boolean {
  return refersToNobody(withCountryNames(question), known);
}
