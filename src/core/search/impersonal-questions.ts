import { analyze, containsHan, taggedWords } from '../text/analyzer.js';
import { ENGLISH_AUXILIARIES, ENGLISH_STOP_WORDS } from '../text/stopwords.js';
import { alternativesOf } from './choice-cues.js';
import { asksToRecommendOrAct } from './request-cues.js';
import { asksInPastTense } from './state-change-cues.js';
import type { TimeCues } from './time-cues.js';
import { namesNobody, PROCEDURE_LATIN, type KnownName } from './world-questions.js';
import { sharedLexicalRelations } from './lexical-relations.js';

/**
 * A question anchored to nobody and to nothing of the asker's (the relevance feature
 * `impersonal`): 黄山最高峰叫什么？, "How many keys does a piano have?", 长期上夜班对身体有啥影响？. Without a generic marker (world-questions.ts) such a question is not surely about the
 * world, so it is a weight the fit learns, not a veto; but a question about the user's own life
 * nearly always anchors itself to the user in one of a few grammatical ways, and each is a closed
 * class, not words read off a data set:
 * - a person: a pronoun, a relative, a name the user's memories hold (world-questions.ts, namesNobody);
 * - a third-person pronoun, which points back at someone or something the conversation holds (它们俩分别叫什么？);
 * - a thing the memories hold, made definite by an article or a demonstrative ("the choir") or, as
 *   English drops the article for things of one's own life, a bare noun asked "when / where is"
 *   ("When is rent due?"; since session 44);
 * - deixis of time or place, relative to the speaker (今晚, 这周末, 下个月, 附近, 家里, 老家, "these days",
 *   "this month", "nearby", "at home"; since session 61 a time before the speaker's present, 之前, 以前 opening a clause or before 的 (not "before" a thing: 晨跑之前), 原来的, "used to" (not "get used to"), and a point in the asker's own story, 最后, 后来, 当初, 一开始, 本来 (English asks these in the past tense, read below); since session 62 the time left until something, counted from the asker's now (离复赛还有几天？, "how many days until the recital"; not 还剩, the amount of a thing left: 勺嘴鹬全世界还剩多少只？) and 那个地方 as 那里 is (那个地方海拔大概多高？); a meal, 晚饭吃什么, is the asker's next one), and a day or
 *   period of the user's own timeline the question names (time-cues.ts: "What happened on February 20th?", 5月16号);
 * - a particular past event (了, 过, 是…的 and since session 45 its spoken form without 是, "did", "was", "didn't": 水电是哪天验收的？, 在哪儿保养的？, "Which herb didn't make it?";
 *   since session 43 a count asked in the simple past, "How many people RSVP'd?");
 * - a plan or wish with its subject left out, as Chinese does (想换个手机, 下周要请客户吃饭，…, 微信聊天记录想备份一下);
 * - a choice with its subject dropped (下雨天通勤穿什么鞋, 吃点啥): a verb of wearing, eating, buying,
 *   taking or choosing before 什么 / 啥 / 哪 asks what the asker should pick;
 * - a request to recommend or act (request-cues.ts: 推荐几首歌, 适合什么运动, "any tips"): the
 *   agent advises the asker, whose memories bear on it though the request names nobody; and two
 *   options offered (坐旅游大巴还是高铁好？), the asker's own choice. A modal or an evaluative word
 *   alone (should, best, good, safe, 应该, 该, 好吗) is no anchor: it asks a norm as often ("At what
 *   age should kittens be spayed?", "What's a good recipe for banana bread?"; session 25: 36 questions
 *   nothing answers against 3 answerable ones, counted on the read sets).
 * Without requests and meals as anchors the fit's folds ranked the feature higher (pooled held-out
 * relevance_auc 0.969 against 0.960), and it refused the README's first request (晚饭吃什么 of 我对花生过敏):
 * docs/retrieval.md, "Questions anchored to nobody (session 24)".
 */
const DEICTIC =
  /早饭|早餐|午饭|午餐|中饭|晚饭|晚餐|夜宵|宵夜|今晚|今天|今早|明天|明早|后天|昨天|这周|本周|下周|上周|这个?月|下个?月|上个?月|今年|明年|去年|周末|现在|目前|最近|这次|上次|下次|(?:^|[，,。；;])(?:之前|以前|原先)|(?:之前|以前|原先|原来)的|还有(?:多少|几)个?(?:天|周|星期|礼拜|月|年|小时)|\bhow (?:many \w+|long) (?:until|till|left)\b|最后|后来|当初|一开始|最开始|起初|最初|原本|本来|国庆|过年|春节|假期|附近|这边|那边|这里|那里|[这那]个?地方|家里|老家|\b(?:now|today|tonight|tomorrow|yesterday|these days|lately|recently|currently|(?:this|next|last) (?:week|weekend|month|year|spring|summer|autumn|fall|winter|time)|(?<!\b(?:get|got|gotten|getting|be|been|being|am|is|are|was|were)\s(?:[a-z]+\s){0,2})used to|nearby|around here|here|at home|breakfast|brunch|lunch|dinner|supper)\b/iu;
const THIRD_PERSON = /它|他|她|\b(?:they|them|their|he|she|his|her|him)\b/iu;
/**
 * 分别 / 各自 ("respectively", "each its own") presuppose a set the conversation holds, as "each"
 * does in English (`DEFINITE_DETERMINERS`): 三家报价每平米分别是多少？ asks of the quotes the user
 * gathered. Since session 48.
 */
const RESPECTIVELY_HAN = /分别|各自/u;
/**
 * "it" points back at a thing the conversation holds ("What's it scented with?", "whats the
 * superfat on it"), as they / them do (`THIRD_PERSON`), except as a dummy subject, which points
 * at nothing: a clause or infinitive after it ("Is it safe to…", "Is it true that…", "it's normal
 * if…"), time, distance and weather ("What time is it?", "How far is it to…", "Is it going to
 * rain?"), and "does it take", "what is it called when"; nor after a subordinating conjunction, where
 * it points at a noun of the question itself ("How long does tile grout need to cure before it gets
 * wet?"). Since session 48: on the read sets 3 first hits (tiny stores, "What's the mileage on it?")
 * for 2 abstain questions answered ("What soil mix is it planted in?").
 */
const IT = /(?<!\b(?:before|after|when|whenever|until|till|once|if|unless|while|because|since|so that|as soon as)\s+)\bit\b/iu;
const DUMMY_IT =
  /\b(?:is|was|isn['’]t|wasn['’]t|would|will|does|did|do)\s+it\s+(?:\w+\s+){0,4}?(?:to|that|if|when|whether)\b|\bit(?:['’]s|\s+is|\s+was)\s+(?:\w+\s+){0,3}?(?:to|that|if|when|whether)\b|\b(?:what time|what day|how (?:far|long|late|early|cold|hot|warm))\s+(?:is|was)\s+it\b|\bit\s+(?:takes?|took)\b|\bgoing to (?:rain|snow)\b|\bit\s+(?:rain|snow)|\bit\s+called\s+when\b/iu;

function pointsBackWithIt(question: string): boolean {
  return IT.test(question) && !DUMMY_IT.test(question);
}
const PARTICULAR_PAST_HAN = /了|过(?![去来])|是[^？?]{1,10}的[？?]?$/u;
/**
 * 是…的 with 是 dropped, as speech does (在哪个路口被拍到的？, 最后在哪儿放归的？, 什么时候买的？): a
 * verb before a closing 的 asks when, where or by whom one past event happened; since session 48 also
 * with the asked focus after 的 (医生开的什么药？, 窗框最后定的什么颜色？). Not with 怎么 / 如何 /
 * 怎样, which ask how a kind of thing comes about (彩虹怎么形成的？). Since session 45.
 */
const HOW_HAN = /怎么|怎样|如何/u;

function asksOfOnePastEventHan(question: string): boolean {
  if (HOW_HAN.test(question)) return false;
  const words = taggedWords(question).filter((word) => !/^[\s？?。！!]+$/u.test(word.word));
  const verbBefore = (index: number): boolean => {
    const before = words[index - 1];
    return before !== undefined && before.tag.startsWith('v') && before.word !== '是';
  };
  if (words.at(-1)?.word === '的' && verbBefore(words.length - 1)) return true;
  // The same cleft with its focus asked after 的 (医生开的什么药？, 最后定的什么颜色？): a verb, 的, 什么 / 啥 and
  // nothing after them but nouns; not a norm asked of a habit (猫吃的什么粮最好？). Not 哪: 住的哪家酒店？ was
  // measured too, and answered 7 abstain questions (the hotel's name untold) for no first hit.
  return words.some(
    (word, index) => word.word === '的' && verbBefore(index) && /^(?:什么|啥)/u.test(words[index + 1]?.word ?? '') && words.slice(index + 2).every((after) => after.tag.startsWith('n')),
  );
}
/** asksInPastTense reads the auxiliaries; their negative contractions have no word boundary after the auxiliary. */
const NEGATIVE_PAST = /\b(?:did|was|were|had)n['’]t\b/iu;
/**
 * A count asked of one past event has no auxiliary to read ("How many people RSVP'd?", "How many
 * guests showed up?"): the verb follows the counted subject (how many / how much and up to two
 * words, no auxiliary among them: "How many calories are burned …?" is a passive of any time) in a
 * regular past form (`readsAsRegularPast`) or with the enclitic 'd (RSVP'd, OK'd). Since session 43.
 * Not "who": "Who painted the Mona Lisa?" asks the world in the same form. Irregular pasts ("came")
 * are not read.
 */
const WH_SUBJECT_VERB = new RegExp(`^\\s*how (?:many|much)(?:\\s+(?!(?:${ENGLISH_AUXILIARIES}|be|been|may)\\b)[a-z-]+){1,2}?\\s+([a-z]+ed|[a-z]+['’]d)\\b`, 'iu');

function asksOfOnePastEvent(question: string): boolean {
  const verb = WH_SUBJECT_VERB.exec(question)?.[1]?.toLowerCase();
  return verb !== undefined && (/['’]d$/u.test(verb) || sharedLexicalRelations.readsAsRegularPast(verb));
}
/** Also 点 before 什么 / 啥 after any verb (准备点啥, 注意点啥: "a bit of what") or as "order" (早茶点什么好): what the asker should get or do; not 有点 / 一点 / 差点. */
const CHOICE_HAN = /[穿吃喝买带选用戴做看玩送][点些个]?(?:什么|啥|哪)|(?<![有一差])点[些个]?(?:什么|啥)/u;
/** 要 is also "need", so it counts only opening a clause; 想 not in 思想, 理想, 想象, 想法. */
const SUBJECTLESS_PLAN_HAN = /(?<![思理梦幻联回感])想(?![象法])|打算|准备|计划|(?:^|[，,])要/u;

/**
 * The words after an English definite article or demonstrative (the choir, "the lawn company", that
 * wheel), or since session 45 after "each", which presupposes a set the conversation holds ("What
 * does each driving lesson cost?"): a thing the conversation holds when the user's memories hold the word, as a name they
 * hold anchors a question to someone. Up to two lowercase words (a capitalised one is a name, read
 * by `namesNobody`). Not a noun made definite by its own words rather than by the conversation: one
 * after a superlative or a word of the norm ("the best-selling", "the average"), or with an
 * of-phrase ("the early signs of dementia", "the top speed of a greyhound"): those ask about a kind
 * as often as not. An ordinal is left in: "the first episode" is the user's podcast's.
 */
/** The determiners that make a noun phrase definite (`DEFINITE_PHRASE`, `DEFINITE_LATIN`): one list for both. */
const DEFINITE_DETERMINERS = ['the', 'this', 'that', 'these', 'those', 'each'];
/** A determiner opening its phrase or its sentence (The, the), not written in capitals: the words after it are lowercase. */
const DETERMINER = DEFINITE_DETERMINERS.map((word) => `[${(word[0] as string).toUpperCase()}${word[0] as string}]${word.slice(1)}`).join('|');
// Lowercase letters of any Latin word, accented ones too (the café, the fiancé: `[a-z]` cut them to "caf"; since session 62).
const DEFINITE_PHRASE = new RegExp(`\\b(?:${DETERMINER})\\s+(\\p{Ll}[\\p{Ll}'-]*)(?=(?:\\s+(\\p{Ll}[\\p{Ll}'-]*))?(?:\\s+(\\p{Ll}[\\p{Ll}'-]*))?)`, 'gu');
const GENERIC_MODIFIER = /^(?:(?:best|worst|most|least|top)(?:-[a-z]+)?|average|typical|usual|normal|national|standard|official|legal|maximum|minimum|recommended|ideal|whole|entire|same|other|very)$/u;
/** A superlative in -est ("the largest", "the earliest"), not a noun that ends so ("the guest list", "the test", "the chest"; since session 52). */
const SUPERLATIVE = /^[a-z-]+est$/u;

function isGenericModifier(word: string): boolean {
  return GENERIC_MODIFIER.test(word) || (SUPERLATIVE.test(word) && !isNoun(word));
}
const OF_PHRASE = /^(?:of|for|on)$/u;

function isNoun(word: string): boolean {
  return sharedLexicalRelations.lemmas(word).some((lemma) => lemma.pos === 'noun');
}

/** The analysed terms of the question's definite noun phrases (`DEFINITE_PHRASE`). */
export function definitePhraseTerms(question: string): string[] {
  return [...question.matchAll(DEFINITE_PHRASE)].flatMap((match) => {
    const [first, second, third] = [match[1] as string, match[2], match[3]];
    // A preposition left at the end has no object ("Which side is the hernia on?"): no of-phrase. Since session 51.
    const stranded = /^\s*[?.!]*\s*$/u.test(question.slice((match.index ?? 0) + match[0].length).replace(/^\s+[a-z][a-z'-]*/u, ''));
    if (isGenericModifier(first) || (second !== undefined && OF_PHRASE.test(second) && !stranded)) return [];
    if (second !== undefined && third !== undefined && OF_PHRASE.test(third)) {
      // "the top speed of" is a noun phrase with its of-phrase; "the vanity made of" a noun and a verb (no noun in WordNet): the phrase is "the vanity". Since session 47.
      if (isNoun(second)) return [];
      return analyze(first);
    }
    return analyze(second === undefined ? first : `${first} ${second}`);
  });
}

/**
 * A bare noun as the subject of "when / where is …" ("When is rent due?", "Where is practice
 * tonight?", "What time is class?"): English drops the article of a noun made definite by the
 * speaker's life (rent, practice, class, school), and a kind asked of in general takes one or a
 * plural ("When is a rent increase allowed?"). Anchored like a definite noun phrase, when the user's
 * memories hold the word. Since session 44; since session 56 also asked "what day / night / date"
 * ("What night is upholstery class?").
 */
const BARE_SUBJECT = /^\s*(?:when|where|(?:what|which) (?:time|day|night|date))(?:['’]s|\s+(?:is|was))\s+([a-z][a-z-]*)\b(?!\s+(?:of|for)\b)/iu;

function bareSubjectTerms(question: string): string[] {
  const noun = BARE_SUBJECT.exec(question)?.[1]?.toLowerCase();
  return noun === undefined || ENGLISH_STOP_WORDS.has(noun) ? [] : analyze(noun);
}

/**
 * A bare noun opening a question of when (比赛是几号？, 体检什么时候？, 家教哪天来？): Chinese has no
 * article, so a topic the speaker's life makes definite opens the question bare, as English drops
 * the article of "When is rent due?" (`BARE_SUBJECT`). Anchored when the memories hold it, and not
 * when it is itself a time (晚上几点以后…: jieba's `t`). Only a time asked: a place (在哪儿, 哪里人)
 * and a demonstrative (那家店叫什么) were measured too and cost more abstentions than they found
 * answers (session 47), and so did an amount asked (体验课一个人多少钱？: 4 first hits for 21 abstentions in
 * session 51; 针灸一次多少钱？ asks a price the world knows as often).
 */
const TOPIC_WHEN_HAN = /^\s*([^\P{Script=Han}我你他她它这那哪什啥谁怎几]{1,6}?)(?:是|在|定在|安排在)?(?:早上|上午|中午|下午|晚上|每天)?(?:几月几[号日]|几号|哪天|哪一天|什么时候|啥时候|几点)/u;

function topicTermsHan(question: string): string[] {
  const topic = containsHan(question) ? TOPIC_WHEN_HAN.exec(question)?.[1] : undefined;
  if (topic === undefined) return [];
  const words = taggedWords(topic);
  return words.some((word) => word.tag === 't') ? [] : analyze(topic);
}

/** What the search knows of the user's memories, each of which can anchor a question to them. */
export interface MemoryAnchors {
  /** Whether the memories hold a capitalised name as someone's (world-questions.ts). */
  known?: KnownName;
  /** The question's time cues, read by the search: a named day or period, or a "now", anchors it. */
  cues?: TimeCues;
  /** Whether the memories hold an analysed term: a definite noun phrase they hold anchors it. */
  held?: (term: string) => boolean;
  /** The Chinese names the user introduced themselves by (answer-names.ts `selfIntroducedNamesHan`): a question calling the user by one is about the user. */
  userNamesHan?: () => readonly string[];
}

export function asksImpersonally(asked: string, { known, cues, held, userNamesHan }: MemoryAnchors = {}): boolean {
  // The pronoun of a procedure's frame stands for anyone ("How do I unclog a drain?", world-questions.ts).
  const question = asked.replace(PROCEDURE_LATIN, 'how to ');
  if (!namesNobody(question, known)) return false;
  // A Chinese name carries no capital, so only the name the user gave as their own anchors (since session 55).
  if (userNamesHan !== undefined && containsHan(question) && userNamesHan().some((name) => question.includes(name))) return false;
  if (held !== undefined && [...definitePhraseTerms(question), ...bareSubjectTerms(question), ...topicTermsHan(question)].some(held)) return false;
  if (DEICTIC.test(question) || THIRD_PERSON.test(question) || pointsBackWithIt(question) || RESPECTIVELY_HAN.test(question) || asksToRecommendOrAct(question) || alternativesOf(question) !== null) return false;
  if (cues !== undefined && (cues.ranges.length > 0 || cues.latest)) return false;
  if (asksInPastTense(question) || NEGATIVE_PAST.test(question) || asksOfOnePastEvent(question) || PARTICULAR_PAST_HAN.test(question) || asksOfOnePastEventHan(question)) return false;
  return !SUBJECTLESS_PLAN_HAN.test(question) && !CHOICE_HAN.test(question);
}

/**
 * An English question anchored to nobody whose noun phrases are all generic: no definite article,
 * demonstrative or "each" (the ceremony, that wheel, each lesson: a thing the conversation holds), no possessive, no
 * "which" (one of a particular set) and no "it". "What enzyme breaks down lactose?", "When should
 * broad beans be harvested?", "Are high-yield savings accounts FDIC insured?" ask about kinds, so
 * their answer is general knowledge: read as a question about the world (world-questions.ts). Chinese
 * marks definiteness with no article (面签是哪天？ asks the user's own interview), so it is left to
 * the `impersonal` weight.
 */
const DEFINITE_LATIN = new RegExp(`\\b(?:${DEFINITE_DETERMINERS.join('|')}|which|it|its)\\b|['’]s\\b`, 'iu');
/** An evaluative word asks for advice as often as for a norm ("What is a good place for dogs to run around?"), which the user's memories bear on. */
const EVALUATIVE_LATIN = /\b(?:good|best|better|nice|great|ideal|right|favou?rite|recommended)\b/iu;

/** A question's opening: a wh-word or an auxiliary. Keywords ("peanut allergy", "Lisbon trams") are a search for the user's own memories, not a question. */
const INTERROGATIVE_LATIN = /^\s*(?:what|when|where|who|whom|whose|why|how|is|are|was|were|do|does|did|can|could|should|would|will|has|have|had|at what|in what|on what)\b/iu;

/** `impersonal`: what `asksImpersonally` says of the question, which the search reads once for both features. */
export function asksOfAKind(question: string, impersonal: boolean): boolean {
  // A procedure ("How do I make a peanut butter sandwich?") may meet the asker's constraints (an allergy): it stays a weight, `impersonal`.
  return impersonal && !containsHan(question) && INTERROGATIVE_LATIN.test(question) && !PROCEDURE_LATIN.test(question) && !DEFINITE_LATIN.test(question) && !EVALUATIVE_LATIN.test(question);
}

