import { analysisTag, containsHan, taggedWords } from '../text/analyzer.js';
import { withHanPunctuation } from '../text/han-punctuation.js';
import { asksAge, asksCount, asksTimesAPeriod, statesAge, statesAgeOfNamed, statesAmount, statesCount, statesTimesAPeriod } from './answer-amounts.js';
import { askedMeasure, asksEstimate, namesRaceDistanceAsked, statesDurationAsked, statesEstimatedScore, statesMeasure, type Measure } from './answer-measures.js';
import { asksComingDay, asksOneTimeDay, asksYearlyDate, statesComingDay, statesDay, statesWeekday } from './answer-dates.js';
import { asksWeekday } from './weekday-cues.js';
import { askedKin, kinUntold, saysWe, speaksOnlyOfOtherKin } from './answer-kin.js';
import { callingWordsHan, isFamiliarForm, isName, nameEvidence, namesAnswer, PLACE_PREPOSITIONS, QuestionWords, ROLE_ENDING_HAN, TITLED_PERSON_HAN, withoutPersonsAddressed, type NameEvidence } from './answer-names.js';
import { RecencyMap } from '../recency-map.js';
import { askedInstance, askedInstancePhrase, nameCanPickOut, picksOutInstance, type AskedInstance } from './answer-instances.js';
import { askedHanInstance, picksOutHanInstance } from './answer-instances-han.js';
import { askedNamedThingHan, askedNamedThingLatin, namesThing, namesThingBeside } from './answer-thing-names.js';
import { asksOccupation, statesOccupation } from './answer-occupations.js';
import { askedHolder, asksFullNameHan, englishNamedHead, FAMILY_NAME_WORDS, GIVEN_NAME_OF_NAMED, namesAskedHolder, speaksOfHolder, surnameOfTitledHan, THIRD_PERSON, type AskedHolder } from './answer-holders.js';
import { askedHeadNoun, mentionsOnlyIndefinitely } from './answer-indefinite.js';
import { addedWords, namesAddition } from './answer-additions.js';
import { askedFees, tellsOnlyOtherFees, type AskedFee } from './answer-fees.js';
import { askedPricedThing, namesPricedThing } from './answer-priced-things.js';
import { askedEvent, askedObject, asksWhetherHappenedHan, namesObject, onlyIntendsHan, TextVerbs } from './answer-events.js';
import { asksPresentAmount, statesCessation } from './answer-zero.js';
import { askedSeriesMembers, speaksOnlyOfSiblings, type SeriesMember } from './answer-series.js';
import { countedThing, countsAskedThing, tellsOneOfAsked, type CountedThing } from './count-agreement.js';
import { sharedLexicalRelations as lexicalRelations } from './lexical-relations.js';
import { contentWordsWithPossessors, personNouns } from './person-nouns.js';
import { asksQuantity } from './quantity-cues.js';
import { asksForAdvice } from './request-cues.js';
import { asksTimeOfDay, statesClockTime } from './clock-cues.js';
import { asksSex, statesSex } from './answer-sex.js';
import { placeNames } from './place-names.js';
import { escapeRegExp, relationAlternation } from '../../write/rules/lexicon.js';
import { withoutTellingTime } from '../../write/calendar.js';

/**
 * Expected answer types, as classic question answering types its questions: a question asking
 * "how many", "how old", "who", "what colour", "which brand" or "what is it called" is answered only by a
 * text that states an amount, an age, a name, a colour or a brand. A memory on the question's subject
 * that states none ("Someone cut the lock and stole my bike" for "What colour was the stolen
 * bike?", 三十岁了才开始学游泳 for 我的游泳教练叫什么？) is about the same thing and still no answer: the
 * relevance model weighs that (`missingAnswer`, relevance.ts).
 *
 * Every pattern here is a closed grammatical class (question words, numerals, the eleven basic
 * colour terms of Berlin and Kay, pronouns and calendar names that are capitalised without being
 * names) or a part-of-speech tag from jieba; no topical word and nothing read off a data set.
 */
export type AnswerType = 'name' | 'personName' | 'person' | 'instance' | 'occupation' | 'colour' | 'brand' | 'quantity' | 'count' | 'age' | 'clock' | 'sex' | 'date' | 'comingDay' | 'weekday' | 'event' | 'object' | 'addition' | 'bloodType' | Measure;

/**
 * A question holding the word "name" asks for one ("the name of", "first name", "what names have
 * we picked"; session 13: only "name of" was read, so "What's my wife's mom's first name?" expected
 * nothing); so do the compounds "username", "nickname", "screen name", "codename" (since session 50). 啥 is colloquial 什么 (叫啥, 啥名字).
 * 哪家 ("which" with 家, the measure word of businesses and households: 哪家医院, 哪家酒店) asks
 * for one establishment, which a text names; so does 哪个 before a place (城市, 省, 国家, 县, 区,
 * 地方: a Chinese place is named by a proper noun, session 21). 哪个 / 哪所 before a noun for an
 * establishment (哪个驾校, 哪所学校) asks one of them, which a name or a word of its own in front of
 * the noun picks out, 本校 included (answer-instances-han.ts, session 29); before anything else they expect nothing.
 * "Name" before a quantifier ("Name something Gus always buys", "Name three rivers") is the verb of
 * listing, which asks things, not what they are called (session 43).
 */
const ASKS_NAME = /叫什么|叫啥|什么名字|啥名字|姓什么|姓啥|贵姓|哪家|哪(?:个|座|一个)?(?:城市|省|国家|县|区|地方)|\b(?:user|nick|screen|code)?names\b|\b(?:user|nick|screen|code)?name\b(?!\s+(?:something|anything|one|two|three|four|five|some|any|a few|all|every)\b)|\bwhat(?:'s| is| was| are| were) (?:[\w'’]+ ){0,5}called\b|\bwhat (?:have|has|had) (?:[\w'’]+ ){1,3}named\b|\bwhat (?:do|does|did|will|should) (?:[\w'’]+ ){1,3}call\b/iu;
/**
 * A name asked of a person (姓什么; 教练叫什么名字, 老婆叫什么; "my mother's name", "the name of my
 * coach") is a person's name: a place or a company a memory names does not answer it (第一次去崇礼滑雪
 * for 我的滑雪教练叫什么名字？: jieba tags 崇礼 a place). Chinese has no person-noun database on the
 * registry, so a Chinese head is a person by the write rules' relation words or a closed class of
 * agentive endings (师, 生, 员, 长, 者, 手, 匠, 夫, 士, 官, 练: 老师, 医生, 店员, 教练); English heads by
 * WordNet (person-nouns.ts), in "the name of my …", "my …'s name" and "What's Ruth's husband called?".
 */
const ASKS_SURNAME = new RegExp(`姓什么|姓啥|贵姓|\\b(?:${FAMILY_NAME_WORDS})s?\\b`, 'iu');
const PERSON_HEAD_HAN = new RegExp(`(?:${relationAlternation('han')}|${ROLE_ENDING_HAN})的?(?:叫什么|叫啥|什么名字|啥名字|名字)`, 'u');

function asksPersonsName(question: string): boolean {
  if (ASKS_SURNAME.test(question) || GIVEN_NAME_OF_NAMED.test(question) || PERSON_HEAD_HAN.test(question) || surnameOfTitledHan(question) !== undefined) return true;
  const word = englishNamedHead(question);
  return word !== undefined && personNouns.isPerson(word.toLowerCase());
}

/**
 * "Who" is answered by a person, whom a text names (a capitalised word, a jieba name tag) or, in English, calls by role or kinship (person-nouns.ts).
 * 哪位 / 哪一位 is the polite "which person" (哪位医生, 哪位老师; session 38).
 */
const ASKS_PERSON = /\bwho(?:m|se)?\b|谁|哪一?位/iu;
const OPENS_WITH_WHO = /^\s*(?:who(?:m|se)?\b|谁)/iu;
const ASKS_COLOUR = /\bcolou?rs?\b|颜色|什么色/iu;
const ASKS_BRAND = /\bbrand\b|\bwhat make\b|牌子|品牌/iu;
/** 什么血型, "blood type", "blood group": answered by one of the ABO groups (BLOOD_TYPE). */
const ASKS_BLOOD_TYPE = /血型|\bblood (?:type|group)\b/iu;
/**
 * Two questions asked in one, in English ("How old is Fennel, and why was she pulling at her fur?",
 * "Am I still going to physio, and how often?"): each part is answered by its own memory. A part
 * starts at "and" / "but" before a wh-word, or after a comma before an auxiliary. Since session 50:
 * the type of one part had made the memories answering the other part no answers. Chinese parts (two
 * question marks, or clauses between commas each holding an interrogative) were measured and left
 * out: 哪个班 or 多少钱 in one part is the filter that ranks the other part's answer first as often
 * (docs/retrieval.md, session 50).
 */
const NEXT_QUESTION = /(?:,\s*|\s+)(?:and|but)\s+(?=(?:how|what|what's|who|whose|when|where|which|why)\b)|,\s*(?:and|but)\s+(?=(?:is|are|was|were|did|does|do|has|have|had|can|will)\b)/iu;

function questionParts(question: string): string[] {
  return question.split(NEXT_QUESTION).map((part) => part.trim()).filter((part) => part.length > 1);
}

/**
 * The answer types a question expects (none for a request for advice, or a question asking none of
 * these). Of a question in parts, the types each part expects, and none when a part expects none: a
 * memory may answer that part with anything.
 */
export function expectedAnswerTypes(question: string): AnswerType[] {
  const parts = questionParts(question);
  if (parts.length < 2) return typesOfOneQuestion(question);
  const each = parts.map(typesOfOneQuestion);
  return each.some((types) => types.length === 0) ? [] : [...new Set(each.flat())];
}

function typesOfOneQuestion(question: string): AnswerType[] {
  // A request for advice asks for an opinion, which the agent gives (request-cues.ts).
  if (asksForAdvice(question)) return [];
  const types: AnswerType[] = [];
  if (ASKS_NAME.test(question) || ASKS_SURNAME.test(question)) types.push(asksPersonsName(question) ? 'personName' : 'name');
  // A relative "who" in a name question ("the name of the surveyor who did my hull survey") asks the name only (since session 56).
  if (ASKS_PERSON.test(question) && !(types.includes('personName') && !OPENS_WITH_WHO.test(question))) types.push('person');
  if (ASKS_COLOUR.test(question)) types.push('colour');
  if (ASKS_BRAND.test(question)) types.push('brand');
  if (ASKS_BLOOD_TYPE.test(question)) types.push('bloodType');
  // 公的还是母的？ / "boy or girl?" asks a sex, which a word marking one tells (answer-sex.ts).
  if (asksSex(question)) types.push('sex');
  // "Which hospital …?" asks for one of them, which a name, a number or a narrower word picks out (answer-instances.ts).
  if (types.length === 0 && (askedInstance(question) || askedHanInstance(question))) types.push('instance');
  // 做什么工作, "do for a living" asks an occupation (answer-occupations.ts).
  if (types.length === 0 && asksOccupation(question)) types.push('occupation');
  // "How old" / 多少岁 asks an age, which a count or a time of day does not answer (answer-amounts.ts).
  // A question naming its measure (多少钱, "what temperature") wants a number in that measure's units (answer-measures.ts).
  const measure = askedMeasure(question);
  if (asksAge(question)) types.push('age');
  else if (measure) types.push(measure);
  else if (asksQuantity(question)) types.push(asksCount(question) ? 'count' : 'quantity');
  // 几点 / "what time" asks a time of day (clock-cues.ts), which a memory without one does not tell.
  else if (asksTimeOfDay(question)) types.push('clock');
  // 生日是几月几号 / "When is our anniversary?" asks the day of a yearly date, which a memory only mentioning it does not tell (answer-dates.ts).
  if (types.length === 0 && asksYearlyDate(question)) types.push('date');
  // "When's my next dentist appointment?" / 我什么时候去复查？ asks a day still to come, which the memory must say (answer-dates.ts).
  else if (types.length === 0 && asksComingDay(question)) types.push('comingDay');
  // 星期几 / "Which days do I practise?" asks a day of the week, which a weekday, the weekend or "every day" tells (answer-dates.ts).
  else if (types.length === 0 && asksWeekday(question)) types.push('weekday');
  // "Do I sell pickles too?" asks of something besides what was told, which a memory that never names it does not say (answer-additions.ts).
  if (types.length === 0 && addedWords(question) !== undefined) types.push('addition');
  // "Did the HOA reimburse me?" asks whether one event happened, which a memory telling no such event does not say (answer-events.ts).
  else if (types.length === 0 && askedEvent(question, lexicalRelations) !== undefined) types.push('event');
  // "Did I get a knee scooter?" asks whether one had a thing, which a memory never naming it does not say (answer-events.ts).
  else if (types.length === 0 && askedObject(question) !== undefined) types.push('object');
  return types;
}

/** The basic colour terms (Berlin and Kay's eleven), English, or a Chinese word ending in 色. */
const COLOUR = /\b(?:black|white|red|green|yellow|blue|brown|purple|pink|orange|gr[ae]y)\b|(?<!颜)色/iu;
/** A Chinese colour written as colour characters alone (黑白, 灰). */
const CHINESE_COLOUR_WORD = /^[黑白红绿黄蓝棕紫粉橙灰]+$/u;
/** The thing a Chinese question asks the colour of, by its last character (什么颜色的猫 → 猫, 那辆车是什么颜色 → 车). */
const COLOUR_OF_HAN = [/(?:什么|啥)颜色的(\p{Script=Han})/u, /(\p{Script=Han})(?:都|又)?是(?:什么|啥)颜色(?!的\p{Script=Han})/u];
/** Each question's compound pattern (null when it names no thing), read once per question: a search asks every candidate the same one. */
const colourCompounds = new RecencyMap<string, RegExp | null>(64);

/**
 * A colour character compounded with the asked thing itself (一只橘猫, 两只黑猫, 白车): Chinese says the
 * colour of a thing so as often as with 色, and only the asked thing's compound tells it (黑板 or 红包 tell
 * no cat's colour). Since session 54.
 */
function compoundsColourOfAsked(question: string, text: string): boolean {
  const compound = colourCompounds.getOrSet(question, () => {
    const thing = COLOUR_OF_HAN.map((pattern) => pattern.exec(question)?.[1]).find((found) => found !== undefined);
    return thing === undefined ? null : new RegExp(`[黑白红绿黄蓝棕紫粉橙灰橘]${thing}`, 'u');
  });
  return compound !== null && compound.test(text);
}
/** An ABO blood group with its Rh sign or word (O型, AB+, "type A", "O negative", Rh阴性, 熊猫血): a closed class, read with its case. */
const BLOOD_TYPE = /(?<![A-Za-z])(?:AB|A|B|O)\s*型|(?<![A-Za-z])(?:AB|A|B|O)[+-](?![\w+-])|\b[Tt]ype (?:AB|A|B|O)\b|\b(?:AB|A|B|O) (?:[Pp]ositive|[Nn]egative|[Pp]os|[Nn]eg)\b|Rh\s*[阴阳]性|熊猫血/u;
const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * The memory's words without the speakers' labels of a turn, its Chinese punctuation as Chinese
 * (han-punctuation.ts), and without the write rules' mark of when it was told (calendar.ts) unless
 * `keepTellingTime`: a plain "how long" is answered by the days memories were told as often
 * (LoCoMo's "How long did Jolene work on the robotics project…?" by "has been working on a big
 * project as of April 9, 2023").
 */
function withoutLabels(text: string, keepTellingTime = false): string {
  const plain = withHanPunctuation(text).replace(/\b(?:User|Assistant):\s*/gu, '').replace(/(?:用户|助手)[:：]/gu, '');
  return keepTellingTime ? plain : withoutTellingTime(plain);
}

/**
 * The types a name answers, which a thing only introduced by its kind does not tell. Not "which N"
 * (instance): a kind answers it ("an art show" for "Which show did Deborah go to?"), and in a long
 * memory the name sits in another sentence as often ("a book series that I love" after the show's
 * title: LoCoMo lost four answers when it was read too).
 */
const IDENTIFYING_TYPES: ReadonlySet<AnswerType> = new Set<AnswerType>(['name', 'personName', 'brand']);

/** The amounts that stopping sets to none: how many, how much, how long (not a weight: 肉一口都不吃 tells none). */
const AMOUNT_TYPES: ReadonlySet<AnswerType> = new Set<AnswerType>(['quantity', 'count', 'money', 'duration']);

/** The types a number answers, which the question's own numbers do not (askedNumbers). */
const NUMERIC_TYPES: ReadonlySet<AnswerType> = new Set<AnswerType>(['quantity', 'count', 'age', 'clock', 'money', 'temperature', 'score', 'weight', 'distance', 'speed', 'code', 'area', 'duration', 'floor', 'percent', 'size']);

/**
 * The numbers a question states ("2号线", "RAV4", "my 3 kids"), each with the Latin letters around it
 * and a Chinese character after it. A memory repeating them has told nothing the question did not
 * (每天坐地铁2号线上班 for 上海地铁2号线一共有多少站？): an answer is a number the question lacks.
 */
const NUMBER_TOKEN = /[A-Za-z]*\d+(?:\.\d+)?[A-Za-z]*\p{Script=Han}?/gu;

/** A pattern matching the numbers the question states, each whole (not inside a longer number or word), or null when it states none. */
function askedNumbers(question: string): RegExp | null {
  const asked = [...new Set(question.match(NUMBER_TOKEN) ?? [])];
  return asked.length === 0 ? null : new RegExp(`(?<![A-Za-z\\d.])(?:${asked.map(escapeRegExp).join('|')})(?![A-Za-z\\d])`, 'gu');
}

function withoutAskedNumbers(plain: string, asked: RegExp | null): string {
  return asked === null ? plain : plain.replace(asked, ' ');
}

/** Whether a place's name can be the instance asked ("Which city …?"); a Chinese instance question (哪个驾校) reads its own names. */
function placesNameInstance(asked: AskedInstance | undefined): boolean {
  return asked === undefined || !placeNames.isArtefact(asked.head) || placeNames.isPlaceKind(asked.head);
}

const textVerbs = new TextVerbs(lexicalRelations);

/**
 * Chinese words for a person by relation (the write rules' RELATIONS: 妈, 老公, 同事, 朋友…): 我打算跟谁
 * 一起出去玩？ is answered by 我年底想带我妈去云南玩. WordNet's person nouns cover English only, and
 * jieba tags names, not relatives. A relation word the question itself holds (我妈是跟谁学的？) is no answer.
 */
const CHINESE_RELATION = new RegExp(relationAlternation('han'), 'gu');

function namesRelative(text: string, question: string): boolean {
  return [...text.matchAll(CHINESE_RELATION)].some((match) => !question.includes(match[0]) && !namedInApposition(text, (match.index ?? 0) + match[0].length, question));
}

/**
 * Whether a relation word is followed by a name the question holds as its subject or as an owner
 * (女儿糖糖 for 糖糖的班主任是谁？): the person asked about by name, called by kinship, and no other
 * person (since session 44). Not two characters the question holds elsewhere (同事去爬山 for 我周末跟谁去爬山了？).
 */
function namedInApposition(text: string, end: number, question: string): boolean {
  const next = text.slice(end, end + 2);
  return /^\p{Script=Han}{2}$/u.test(next) && (question.trim().startsWith(next) || question.includes(`${next}的`));
}

/** Names inside an English question ("Who is Priya marrying?"), not its opening word. */
const QUESTION_NAME = /(?<=\S\s+)[A-Z][a-z]+/gu;

/** The names inside an English question, each once ("Who is Priya marrying?": Priya). */
function questionNames(question: string): string[] {
  return [...new Set(question.match(QUESTION_NAME) ?? [])].filter(isName);
}

/**
 * The words a text must hold for an age it tells to be that of the person an age question names: an
 * English question's names ("How old is Marzipan?"), a Chinese one's person called by surname and
 * title or by a familiar form (冯教练: 冯 or 教练; 老张). Not a possessor ("How old is Jaylen's daughter?",
 * 王阿姨的外孙) nor a relation word written as a name (Grandma). A text holding none of them and no
 * third-person pronoun tells someone else's age (我家小溪8岁, 月嫂姓潘，五十一岁 for 晏阿姨多大年纪？; "He's
 * 81" may be theirs). Empty when the question names nobody. Since session 56.
 */
const RELATION_WORD_LATIN = new RegExp(`^(?:${relationAlternation('latin')})$`, 'iu');

function agedPersonWords(question: string): string[] {
  const unpossessed = (name: string): boolean => !new RegExp(`${escapeRegExp(name)}(?:['’]s\\b|的)`, 'u').test(question);
  if (!containsHan(question)) return questionNames(question).filter((name) => !RELATION_WORD_LATIN.test(name) && unpossessed(name));
  return nameEvidence(question)
    .persons.filter((name) => (TITLED_PERSON_HAN.test(name) || isFamiliarForm(name)) && unpossessed(name))
    .flatMap(callingWordsHan);
}

/**
 * Whose bare number is their age (answer-amounts.ts `statesAgeOfNamed`): the names an English question
 * holds ("How old is Max?" of "Max is 12 now.", where a name opening a sentence is not read as one
 * otherwise; not "Owen is 16" for "How old is Elsie?"), or, when it holds none, anyone the text names.
 */
function agedNames(question: string, names: () => NameEvidence): string[] {
  const asked = questionNames(question);
  if (asked.length > 0) return asked;
  const told = names();
  return [...told.capitalised, ...told.named];
}

const PLACE_NAMED = new RegExp(`\\b(?:${PLACE_PREPOSITIONS})\\s+(?:the\\s+)?[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)*`, 'gu');
/** The apposition patterns of a question's names, built once per question (a search asks them of every candidate). */
const appositions = new RecencyMap<string, RegExp[]>(256);

/** A word right before one of the question's names ("brother Jake"), and a relation right after it ("Jake, my brother"). */
function appositionsOf(question: string): RegExp[] {
  return appositions.getOrSet(question, () =>
    questionNames(question).flatMap((name) => {
      const word = escapeRegExp(name);
      return [new RegExp(`\\b[a-z-]+\\s+(?=${word}\\b)`, 'gu'), new RegExp(`(?<=\\b${word}),?\\s+(?:my|our|his|her|their|the user['’]s)\\s+[a-z-]+`, 'gu')];
    }),
  );
}

/**
 * The text without the words that call the question's own person or the user by role: a word in
 * apposition to a name the question holds ("my brother Jake", "Jake, my brother" for "Who is Jake
 * marrying?") is Jake, "the user is a bridesmaid" is the user, and "getting married" or "at the
 * Albert Hall" says no one; none is who Jake marries.
 */
function withoutAskedPeople(plain: string, question: string): string {
  let text = plain
    .replace(/\b(?:I am|I['’]m|the user is|user is)\s+(?:a|an|the)\s+(?:[a-z-]+\s+)?[a-z-]+\b/giu, ' ')
    // A participle after "get" or "be" is the verb, not a noun for a person ("getting married", "is engaged").
    .replace(/\b((?:get|gets|got|getting|gotten|is|are|was|were|be|been|being)\s+)[a-z]+ed\b/giu, '$1')
    // A place named after a preposition of place is nobody ("at the Albert Hall"; answer-names.ts reads it so for names).
    .replace(PLACE_NAMED, ' ');
  for (const apposition of appositionsOf(question)) text = text.replace(apposition, '');
  return text;
}

/** A person the text calls by role or kinship (English nouns, Chinese relation words), other than those the question itself names. */
function mentionsPersonByWord(plain: string, question: string, contentWords: ReadonlySet<string>): boolean {
  return personNouns.mentionsPerson(withoutAskedPeople(plain, question), contentWords) || namesRelative(plain, question);
}

/**
 * Whether a memory's text states something of this type. A person the question itself names by
 * role ("Who is my son's teacher?" against "The teacher is strict") or a name it holds ("What is
 * Oliver's teacher called?" against "My son Oliver…") is no answer to it: the question's English
 * content words are left out of the person nouns, its own words out of the names (answer-names.ts).
 */
export function statesAnswerType(type: AnswerType, text: string, question = '', numbers = askedNumbers(question), asked?: CountedThing | null): boolean {
  const labelled = withoutLabels(text, type === 'quantity');
  const plain = NUMERIC_TYPES.has(type) ? withoutAskedNumbers(labelled, numbers) : labelled;
  // A thing only introduced by its kind ("a fresh food subscription", 一家小面馆) is not identified (answer-indefinite.ts).
  if (IDENTIFYING_TYPES.has(type) && mentionsOnlyIndefinitely(askedHeadNoun(question), plain)) return false;
  // "None any more" answers an amount asked as it is now (answer-zero.ts).
  if (AMOUNT_TYPES.has(type) && asksPresentAmount(question) && statesCessation(plain)) return true;
  switch (type) {
    case 'quantity':
      return statesAmount(plain) && (!asksTimesAPeriod(question) || statesTimesAPeriod(plain)) && !tellsOnlyOtherFees(plain, askedFees(question));
    case 'count': {
      const counted = asked === undefined ? countedThing(question, lexicalRelations, personNouns) : asked;
      return (statesCount(plain) && countsAskedThing(counted, plain, lexicalRelations, personNouns)) || tellsOneOfAsked(counted, plain);
    }
    case 'age':
      return statesAge(plain) || statesAgeOfNamed(plain, agedNames(question, () => nameEvidence(plain)));
    case 'clock':
      return statesClockTime(plain);
    case 'sex':
      return statesSex(plain);
    case 'date':
      return statesDay(plain);
    case 'comingDay':
      return statesComingDay(plain, asksOneTimeDay(question));
    case 'weekday':
      return statesWeekday(plain);
    case 'event': {
      const verb = askedEvent(question, lexicalRelations);
      return verb === undefined || textVerbs.tell(verb, plain);
    }
    case 'object': {
      const head = askedObject(question);
      return head === undefined || namesObject(head, plain, lexicalRelations);
    }
    case 'addition': {
      const words = addedWords(question);
      return words === undefined || namesAddition(words, plain, lexicalRelations, textVerbs);
    }
    case 'bloodType':
      return BLOOD_TYPE.test(plain);
    case 'score':
      return statesMeasure(type, plain) || statesEstimatedScore(plain, question);
    case 'money': {
      const thing = askedPricedThing(question, lexicalRelations);
      return statesMeasure(type, plain) && !tellsOnlyOtherFees(plain, askedFees(question)) && (thing === undefined || namesPricedThing(thing, plain, lexicalRelations));
    }
    case 'temperature':
    case 'weight':
    case 'speed':
    case 'code':
    case 'area':
    case 'floor':
    case 'percent':
    case 'size':
    case 'direction':
    case 'side':
    case 'address':
    case 'rank':
      return statesMeasure(type, plain);
    case 'distance':
      return statesMeasure(type, plain) || namesRaceDistanceAsked(plain, question);
    case 'duration':
      return statesDurationAsked(plain, question);
    case 'colour':
      return COLOUR.test(plain) || (containsHan(plain) && taggedWords(plain).some((word) => CHINESE_COLOUR_WORD.test(word.word))) || compoundsColourOfAsked(question, plain);
    case 'personName': {
      const holder = askedHolder(question, type);
      return (asksFullNameHan(holder) || namesAnswer(type, nameEvidence(plain), new QuestionWords(question))) && speaksOfHolder(plain, holder, type, question, () => nameEvidence(plain));
    }
    case 'name':
      return namesAnswer(type, nameEvidence(plain), new QuestionWords(question)) && namesThing(askedNamedThingHan(question), askedNamedThingLatin(question), plain, question);
    case 'brand':
      return namesAnswer(type, nameEvidence(plain), new QuestionWords(question));
    case 'person':
      return namesAnswer(type, nameEvidence(plain), new QuestionWords(question)) || mentionsPersonByWord(plain, question, new Set(contentWordsWithPossessors(question)));
    case 'occupation':
      return statesOccupation(plain, question, personNouns) && speaksOfHolder(plain, askedHolder(question, type), type, question, () => nameEvidence(plain));
    case 'instance': {
      const asked = askedInstancePhrase(question);
      return (nameCanPickOut(asked, lexicalRelations) && namesAnswer('instance', nameEvidence(plain), new QuestionWords(question), placesNameInstance(asked))) || picksOutInstance(asked, plain, lexicalRelations) || picksOutHanInstance(askedHanInstance(question), plain, question);
    }
  }
}

/** What an answer is cached under: a type, a text's names, a cessation, or a coming day with weekly habits left out. */
type CacheKey = AnswerType | 'names' | 'cessation' | 'comingDayOnce';

/**
 * 1 when the question expects answer types and the memory states none of them, else 0: the
 * relevance feature `missingAnswer`. Answers are cached by text (a memory is met in many searches;
 * the answer depends on nothing else, so one cache serves every tenant).
 */
export class AnswerTypeCheck {
  /**
   * By type, then by the text itself, for one analysis tag at a time: a key joining tag, type and
   * text was a new string per candidate of every search, copied whole (the text included) to be
   * looked up. Names are kept as what the text names, which any question can then be checked against.
   */
  private readonly byType = new Map<CacheKey, Map<string, boolean | NameEvidence>>();
  /** The analysis tag the answers were read under: it names the jieba dictionary, and a user dictionary loaded later may tag the same text otherwise. */
  private tag = '';
  private size = 0;

  /** The last question's words: a search asks this once per candidate with the same question. */
  private question = '';
  private questionWords = new QuestionWords('');
  private contentWords: ReadonlySet<string> = NO_WORDS;
  private instance: AskedInstance | undefined;
  private hanInstance: string | undefined;
  /** The thing a Chinese question asks the name of (answer-thing-names.ts). */
  private namedThing: string | undefined;
  /** The thing whose name an English question asks (answer-thing-names.ts `askedNamedThingLatin`). */
  private namedThingLatin: string | undefined;
  private counted: CountedThing | null = null;
  /** Whether a place's name can be the instance the question asks (placesNameInstance). */
  private placesAnswer = true;
  /** Whether a name can be the instance the question asks (nameCanPickOut: not for a part of the body). */
  private nameCanPickOut = true;
  private numbers: RegExp | null = null;
  /** The noun whose name or identity the question asks (answer-indefinite.ts). */
  private head: string | undefined;
  /** Whether the question asks an amount as it is now, which a memory saying it stopped answers (answer-zero.ts). */
  private asksPresent = false;
  /** Whether a score question asks an estimate (asksEstimate), which an estimated score answers. */
  private asksEstimate = false;
  /** The series members the question numbers (answer-series.ts), read for every question, typed or not. */
  private seriesQuestion: string | undefined;
  private members: SeriesMember[] = [];
  /** Whether the question asks, in Chinese, whether a thing happened (answer-events.ts), read with the series members. */
  private asksHappened = false;
  /** The user's kin the question asks about (answer-kin.ts), read with the series members. */
  private kin: ReturnType<typeof askedKin> = null;
  /** The verb of the one event a past yes-no question asks about (answer-events.ts). */
  private event: string | undefined;
  /** The Chinese fees a money or quantity question asks, by their compounds (answer-fees.ts). */
  private fees: AskedFee[] = [];
  /** The one English thing a money question asks the price of (answer-priced-things.ts). */
  private pricedThing: string | undefined;
  /** The head noun of the thing a past yes-no question with a light verb asks one had (answer-events.ts). */
  private object: string | undefined;
  /** The words an additive yes-no question adds, each of which a memory answering it names (answer-additions.ts). */
  private added: string[] | undefined;
  /** Whether a coming-day question asks a one-time moment, which a weekly habit does not tell (answer-dates.ts). */
  private oneTimeDay = false;
  /** The words for the person an age question names, one of which a text telling their age holds (`agedPersonWords`). */
  private agedPersons: readonly string[] = [];
  /** Whether a quantity question asks times a period (answer-amounts.ts `asksTimesAPeriod`). */
  private timesAsked = false;
  /** Whether a brand is asked in Chinese, which no person addressed by title or surname tells (answer-names.ts `withoutPersonsAddressed`), as a thing's name asked in Chinese (`namedThing`) is not. */
  private brandAskedHan = false;
  /** Whose name or job the question asks (answer-holders.ts), read when a memory first tells one. */
  private readonly holders = new Map<'personName' | 'occupation', AskedHolder | null>();

  constructor(private readonly capacity = 20_000) {}

  /** Reads, once a question, what is checked whatever the question asks: its series members, its kin, whether it asks a thing happened. */
  private readAnyQuestion(question: string): void {
    if (question === this.seriesQuestion) return;
    this.seriesQuestion = question;
    this.members = askedSeriesMembers(question);
    this.kin = askedKin(question);
    this.asksHappened = asksWhetherHappenedHan(question);
  }

  /**
   * Whether the question asks of the user's kin and no text of a search's pool names them (answer-kin.ts
   * `kinUntold`): `missingAnswer` is then told so for each of the pool's memories.
   */
  kinUntoldIn(question: string, poolTexts: () => Iterable<string>): boolean {
    this.readAnyQuestion(question);
    return this.kin !== null && kinUntold(this.kin, poolTexts());
  }

  missingAnswer(types: readonly AnswerType[], text: string, question = '', untoldKin = false): number {
    this.readAnyQuestion(question);
    // Another member of the series the question numbers (科目一 for 科目四) answers nothing of it, whatever the question asks (answer-series.ts).
    if (this.members.length > 0 && speaksOnlyOfSiblings(this.members, withoutLabels(text))) return 1;
    // A memory that only intends what the question asks happened (打算国庆假期拼完 for 拼完了没有？) answers neither yes nor no (answer-events.ts).
    if (this.asksHappened && onlyIntendsHan(withoutLabels(text), question)) return 1;
    // Another of the user's kin than the one asked (我爸 for 我妈…) answers nothing of it either, nor, of
    // kin the pool never names (`kinUntoldIn`), a memory that does not say "we" (answer-kin.ts).
    if (this.kin !== null && ((untoldKin && !saysWe(text)) || speaksOnlyOfOtherKin(this.kin, text))) return 1;
    if (types.length === 0) return 0;
    const tag = analysisTag();
    if (tag !== this.tag) {
      this.byType.clear();
      this.size = 0;
      this.tag = tag;
    }
    if (question !== this.question) {
      this.question = question;
      this.questionWords = new QuestionWords(question);
      this.contentWords = new Set(contentWordsWithPossessors(question));
      this.instance = askedInstancePhrase(question);
      this.hanInstance = askedHanInstance(question);
      this.namedThing = types.includes('name') ? askedNamedThingHan(question) : undefined;
      this.namedThingLatin = types.includes('name') ? askedNamedThingLatin(question) : undefined;
      this.placesAnswer = placesNameInstance(this.instance);
      this.nameCanPickOut = nameCanPickOut(this.instance, lexicalRelations);
      this.counted = countedThing(question, lexicalRelations, personNouns);
      this.numbers = askedNumbers(question);
      this.head = types.some((type) => IDENTIFYING_TYPES.has(type)) ? askedHeadNoun(question) : undefined;
      this.asksPresent = types.some((type) => AMOUNT_TYPES.has(type)) && asksPresentAmount(question);
      this.asksEstimate = types.includes('score') && asksEstimate(question);
      this.holders.clear();
      this.event = types.includes('event') ? askedEvent(question, lexicalRelations) : undefined;
      this.object = types.includes('object') ? askedObject(question) : undefined;
      this.fees = types.includes('money') || types.includes('quantity') ? askedFees(question) : [];
      this.pricedThing = types.includes('money') ? askedPricedThing(question, lexicalRelations) : undefined;
      this.added = types.includes('addition') ? addedWords(question) : undefined;
      this.oneTimeDay = types.includes('comingDay') && asksOneTimeDay(question);
      this.agedPersons = types.includes('age') ? agedPersonWords(question) : [];
      this.timesAsked = types.includes('quantity') && asksTimesAPeriod(question);
      this.brandAskedHan = types.includes('brand') && containsHan(question);
    }
    for (const type of types) {
      if (this.asksPresent && AMOUNT_TYPES.has(type) && this.cached('cessation', text, () => statesCessation(withoutLabels(text)))) return 0;
      // A race named by its distance answers only "which distance": not cached.
      if (type === 'distance' && namesRaceDistanceAsked(withoutLabels(text), question)) return 0;
      if (type === 'name' || type === 'personName' || type === 'brand' || type === 'person' || type === 'instance') {
        // Depends on the question's noun: not cached.
        if (IDENTIFYING_TYPES.has(type) && mentionsOnlyIndefinitely(this.head, withoutLabels(text))) continue;
        // Whose or what's name it is depends on the question: not cached.
        const thingAskedHan = (type === 'name' && this.namedThing !== undefined) || (type === 'brand' && this.brandAskedHan);
        const names = thingAskedHan ? withoutPersonsAddressed(this.namesOf(text), withoutLabels(text)) : this.namesOf(text);
        const fullNameHan = type === 'personName' && asksFullNameHan(this.holderOf(type, question));
        if ((type !== 'instance' || this.nameCanPickOut) && (fullNameHan || namesAnswer(type, names, this.questionWords, type !== 'instance' || this.placesAnswer)) && this.namesTheAsked(type, text, question)) return 0;
        // A person by role or relation, and an instance of the question's head noun, depend on the
        // question's own words, so they are not cached.
        if (type === 'person' && mentionsPersonByWord(withoutLabels(text), question, this.contentWords)) return 0;
        if (type === 'instance' && (picksOutInstance(this.instance, withoutLabels(text), lexicalRelations) || picksOutHanInstance(this.hanInstance, withoutLabels(text), question))) return 0;
      } else if (type === 'occupation') {
        // A person noun other than the question's own words: depends on the question, not cached.
        const plain = withoutLabels(text);
        if (statesOccupation(plain, question, personNouns) && speaksOfHolder(plain, this.holderOf(type, question), type, question, () => this.namesOf(text))) return 0;
      } else if (type === 'duration') {
        // The unit the question asks (years or months) decides what tells it: not cached.
        if (statesAnswerType(type, text, question, this.numbers)) return 0;
      } else if ((this.numbers !== null && NUMERIC_TYPES.has(type)) || (type === 'quantity' && this.timesAsked)) {
        // What the question's own numbers leave of the text, and whether times are asked, depend on the question: not cached.
        if (statesAnswerType(type, text, question, this.numbers, this.counted)) return 0;
      } else if (type === 'age') {
        // The age of someone the question names is told beside a word for them (`agedPersonWords`): depends on the question, not cached.
        if (this.agedPersons.length > 0 && !this.agedPersons.some((word) => text.includes(word)) && !THIRD_PERSON.test(withoutLabels(text))) continue;
        // Whose bare number is their age depends on the question's names: only the rest is cached.
        if (this.cached(type, text, () => statesAge(withoutLabels(text))) || statesAgeOfNamed(withoutLabels(text), agedNames(question, () => this.namesOf(text)))) return 0;
      } else if (type === 'score' && this.asksEstimate) {
        // An estimated score answers only a question asking an estimate: not cached.
        if (statesAnswerType(type, text, question)) return 0;
      } else if (type === 'event') {
        // The event is the question's verb: not cached (the text's verbs are, answer-events.ts).
        if (this.event === undefined || textVerbs.tell(this.event, withoutLabels(text))) return 0;
      } else if (type === 'object') {
        // The thing is the question's noun: not cached.
        if (this.object === undefined || namesObject(this.object, withoutLabels(text), lexicalRelations)) return 0;
      } else if (type === 'addition') {
        // What is added is the question's words: not cached.
        if (this.added === undefined || namesAddition(this.added, withoutLabels(text), lexicalRelations, textVerbs)) return 0;
      } else if (type === 'comingDay' && this.oneTimeDay) {
        // A weekly habit tells no one-time moment: the text without its habits, cached apart.
        if (this.cached('comingDayOnce', text, () => statesComingDay(withoutLabels(text), true))) return 0;
      } else if ((type === 'money' || type === 'quantity') && (this.fees.length > 0 || (type === 'money' && this.pricedThing !== undefined))) {
        // Which fee or thing the question names decides whose sum the text tells: only the sum itself is cached.
        const plain = withoutLabels(text);
        const ofAsked = !tellsOnlyOtherFees(plain, this.fees) && (type !== 'money' || this.pricedThing === undefined || namesPricedThing(this.pricedThing, plain, lexicalRelations));
        if (ofAsked && this.cached(type, text, () => statesAnswerType(type, text))) return 0;
      } else if (type === 'colour') {
        // A colour compounded with the asked thing depends on the question: only the rest is cached.
        if (this.cached(type, text, () => statesAnswerType(type, text)) || compoundsColourOfAsked(question, withoutLabels(text))) return 0;
      } else if (type === 'count') {
        // What a count counts depends on the question's noun, so only the count itself is cached (count-agreement.ts).
        if (this.cached(type, text, () => statesAnswerType(type, text)) && countsAskedThing(this.counted, withoutLabels(text), lexicalRelations, personNouns)) return 0;
        if (tellsOneOfAsked(this.counted, withoutLabels(text))) return 0;
      } else if (this.cached(type, text, () => statesAnswerType(type, text))) return 0;
    }
    return 1;
  }

  /**
   * Whether the text tells the name of the person or thing the question asks it of, beside the
   * question's own word for them (医生姓罗, 班主任王老师, 小区门口那家叫“一碗”的面馆). A question that
   * names the user's kin or gives a name is anchored already; this anchors one that names a role or a
   * thing only, for the memories that tell it. Read after `missingAnswer` for the same question, whose
   * reading of the question this uses.
   */
  namesAskedOne(types: readonly AnswerType[], text: string, question: string): boolean {
    if (question !== this.question) return false;
    const plain = withoutLabels(text);
    if (types.includes('personName') && namesAskedHolder(plain, this.holderOf('personName', question), () => this.namesOf(text), question)) return true;
    return types.includes('name') && namesThingBeside(this.namedThing, plain);
  }

  /** Whether a name the text tells is the asked one's: a person's beside the word for them (answer-holders.ts), a thing's beside the thing (answer-thing-names.ts). */
  private namesTheAsked(type: 'name' | 'personName' | 'brand' | 'person' | 'instance', text: string, question: string): boolean {
    if (type === 'personName') return speaksOfHolder(withoutLabels(text), this.holderOf(type, question), type, question, () => this.namesOf(text));
    if (type === 'name') return namesThing(this.namedThing, this.namedThingLatin, withoutLabels(text), question);
    return true;
  }

  /** The names a memory's text holds, read once per text (answer-names.ts). */
  private namesOf(text: string): NameEvidence {
    return this.cached('names', text, () => nameEvidence(withoutLabels(text)));
  }

  private holderOf(type: 'personName' | 'occupation', question: string): AskedHolder | null {
    let holder = this.holders.get(type);
    if (holder === undefined) this.holders.set(type, (holder = askedHolder(question, type)));
    return holder;
  }

  private cached<T extends boolean | NameEvidence>(key: CacheKey, text: string, read: () => T): T {
    let byText = this.byType.get(key);
    const known = byText?.get(text);
    if (known !== undefined) return known as T;
    const value = read();
    if (this.size >= this.capacity) this.evictOne(byText);
    if (!byText) {
      byText = new Map();
      this.byType.set(key, byText);
    }
    byText.set(text, value);
    this.size += 1;
    return value;
  }

  /** The oldest answer of the same type, or of the first type that holds one. */
  private evictOne(preferred: Map<string, boolean | NameEvidence> | undefined): void {
    const byText = preferred && preferred.size > 0 ? preferred : [...this.byType.values()].find((each) => each.size > 0);
    const oldest = byText?.keys().next().value;
    if (byText === undefined || oldest === undefined) return;
    byText.delete(oldest);
    this.size -= 1;
  }
}
