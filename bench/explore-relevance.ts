/**
 * Exploration only (not shipped): refits relevance model variants on saved rankings
 * (`npm run fit:relevance -- --dry-run --save FILE`) with extra feature forms, 5 case-level folds,
 * the same weighting, cut rule and policy as relevance-fit.ts, and prints held-out figures per set
 * and per script. `node --import tsx bench/explore-relevance.ts FILE [VARIANT...]`
 * Options (session 8): `--insample` fits on everything and replays on everything (what the eval
 * would report if that fit shipped); DETAIL=SET prints that set's held-out misses with their fold's
 * cut; CUT_K=k chooses the cut by mean abstention minus k x mean false recall within the worst-set
 * budget; NO_LOCOMO_INSTR=1 reads LoCoMo's memories with instruction 0 (what-if: the write rules
 * not taking remarks between people for instructions); ORACLE_BAND=w replays a perfect judge of
 * the uncertain band (src/core/search/relevance-judge.ts) of that width; BASE_CUT=1 keeps the
 * base model's cut for a variant. Session 11: TOKCOV=FILE and TOKWORDS=FILE read the token-level
 * coverage of bench/token-coverage.ts for the `tok*` and `idf*` variants.
 */
import { readFileSync } from 'node:fs';
import { AnswerTypeCheck, expectedAnswerTypes, statesAnswerType } from '../src/core/search/answer-types.js';
import { analyze, taggedWords } from '../src/core/text/analyzer.js';
import { gateByRelevance } from '../src/core/search/relevance.js';
import { sentenceStartsAtLines, contentTerms, missingAsked, missingAskedFact, uncoveredIdf, uncoveredShare } from './answer-type-cues.js';
import { asksQuantity } from '../src/core/search/quantity-cues.js';
import { relatedShare } from './wordnet-relations.js';
import { computeMetrics, type QuestionRanking, type RankedItem } from '../src/eval/index.js';
import { caseFolds, relevanceAuc, worstSetCut, type RelevanceSample, type ScoredCandidate } from '../src/eval/relevance-fit.js';
import { newtonLogistic, type WeightedRow } from '../src/eval/newton-logistic.js';

interface Collected { set: string; ranking: QuestionRanking; sample: RelevanceSample & { caseId: string } }
type Row = (candidate: ScoredCandidate, sample: RelevanceSample) => number[];

const clamp = (value: number): number => Math.min(1, Math.max(0, value));
const useOf = (candidate: ScoredCandidate): number | null => {
  const value = candidate.cosines?.['universal-sentence-encoder-lite'];
  return value === undefined ? null : value;
};
const bgeOf = (candidate: ScoredCandidate): number | null => candidate.cosines?.['BAAI/bge-small-zh-v1.5'] ?? null;
const base: Row = (c) => {
  const f = c.features;
  return [1, f.dense, f.context, f.coverage, f.han, f.han * f.dense, f.topic, f.han * f.topic, f.instruction, f.period, f.pool];
};
/** The model before the pool feature (session 5's form). */
const noPool: Row = (c, s) => base(c, s).slice(0, -1);
/** Per-question statistics of the candidates, computed once per sample. */
interface PoolStats { denses: number[]; bge: number[]; use: number[] }
const poolCache = new WeakMap<RelevanceSample, PoolStats>();
function poolOf(sample: RelevanceSample): PoolStats {
  let stats = poolCache.get(sample);
  if (!stats) {
    stats = {
      denses: sample.candidates.map((c) => c.features.dense),
      bge: sample.candidates.map((c) => bgeOf(c) ?? 0),
      use: sample.candidates.map((c) => useOf(c) ?? 0),
    };
    poolCache.set(sample, stats);
  }
  return stats;
}
/** The best value among the other candidates (0 when there is none). */
function bestOther(values: number[], own: number): number {
  let best = -Infinity;
  let skipped = false;
  for (const value of values) {
    if (!skipped && value === own) { skipped = true; continue; }
    if (value > best) best = value;
  }
  return best === -Infinity ? 0 : best;
}
function meanTop(values: number[], k: number): number {
  const top = [...values].sort((a, b) => b - a).slice(0, k);
  return top.length === 0 ? 0 : top.reduce((s, v) => s + v, 0) / top.length;
}
/** Each candidate's memory text (from the saved ranking), for text-level feature forms. */
const textOf = new WeakMap<ScoredCandidate, string>();
/** A number of any kind: digits, English number words, Chinese numerals. */
const STATES_NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|couple|half|once|twice|single|several|few|pair)\b|[零一二两三四五六七八九十百千万亿半几]/iu;
const noAmount = (c: ScoredCandidate, s: RelevanceSample): number => (asksQuantity(s.query ?? '') && !STATES_NUMBER.test((textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, '')) ? 1 : 0);
/** The mean of the other candidates' values; the own value when there is no other (so the feature is 0). */
function meanOther(values: number[], own: number): number {
  if (values.length < 2) return own;
  return (values.reduce((sum, value) => sum + value, 0) - own) / (values.length - 1);
}
const bgeGap = (c: ScoredCandidate, s: RelevanceSample): number => (bgeOf(c) ?? 0) - bestOther(poolOf(s).bge, bgeOf(c) ?? 0);
const useGap = (c: ScoredCandidate, s: RelevanceSample): number => (1 - c.features.han) * ((useOf(c) ?? 0) - bestOther(poolOf(s).use, useOf(c) ?? 0));
const bgeMean = (c: ScoredCandidate, s: RelevanceSample): number => (bgeOf(c) ?? 0) - meanOther(poolOf(s).bge, bgeOf(c) ?? 0);
const useMean = (c: ScoredCandidate, s: RelevanceSample): number => (1 - c.features.han) * ((useOf(c) ?? 0) - meanOther(poolOf(s).use, useOf(c) ?? 0));
/** The k-th best value (0 when there are fewer than k). */
function kth(values: number[], k: number): number {
  if (values.length < k) return 0;
  return [...values].sort((a, b) => b - a)[k - 1] as number;
}
const gapOf = (c: ScoredCandidate, s: RelevanceSample): number => c.features.dense - bestOther(poolOf(s).denses, c.features.dense);
const answerCheck = new AnswerTypeCheck();
/** Session 9, exploration: the quantity test without ordinals and/or with dates and clock times taken out first. */
const NUMBER_NO_ORDINAL = /\d|\b(?:every|each|daily|weekly|monthly|yearly|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|couple|half|once|twice|single|several|few|pair)\b|[零一二两三四五六七八九十百千万亿半几]/iu;
const NUMBER_ALL = /\d|\b(?:every|each|daily|weekly|monthly|yearly|first|second|third|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|couple|half|once|twice|single|several|few|pair)\b|[零一二两三四五六七八九十百千万亿半几]/iu;
const DATES = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?:,?\s+\d{4})?|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:19|20)\d{2}\b|[\d零一二两三四五六七八九十]+\s*[年月日号点](?:[\d零一二两三四五六七八九十]+\s*[月日号分])*|(?:上|下|这)个?月|周[一二三四五六日天]|星期[一二三四五六日天]/giu;
/** Session 9, exploration: colour and brand only as what / which governs them; no type for counting events or durations. */
function strictTypes(question: string): ReturnType<typeof expectedAnswerTypes> {
  const types = expectedAnswerTypes(question);
  const counted = /\bhow (?:many|much) times\b|\bhow (?:long|often)\b|多少次|几次|多久|多长时间|多少年|几年/iu.test(question);
  return types.filter((type) => {
    if (type === 'colour') return /\b(?:what|which)(?:'s|\s+is|\s+was|\s+are|\s+were)?\s+(?:\w+\s+){0,3}colou?rs?\b|\bcolou?rs? (?:is|was|are|were)\b|\bthe colou?r of\b|什么颜色|啥颜色|哪个颜色|什么色|哪种颜色/iu.test(question);
    if (type === 'brand') return /\b(?:what|which)(?:'s|\s+is|\s+was|\s+are|\s+were)?\s+(?:\w+\s+){0,3}brands?\b|\bbrand (?:is|was|of)\b|\bwhat make\b|什么牌子|哪个牌子|啥牌子|什么品牌|哪个品牌|哪家/iu.test(question);
    if (type === 'quantity') return !counted;
    return true;
  });
}
function missingQty(question: string, text: string, ordinals: boolean, dates: boolean): number {
  const types = expectedAnswerTypes(question);
  if (!types.includes('quantity')) return answerCheck.missingAnswer(types, text);
  if (types.some((type) => type !== 'quantity' && statesAnswerType(type, text))) return 0;
  const plain = (dates ? text.replace(DATES, ' ') : text).replace(/\b(?:User|Assistant):\s*/gu, '').replace(/(?:用户|助手)[:：]/gu, '');
  return (ordinals ? NUMBER_ALL : NUMBER_NO_ORDINAL).test(plain) ? 0 : 1;
}
const ASKS_PLACE = /\bwhere\b|哪里|哪儿|在哪|什么地方|去哪/iu;
function missingWithPlace(question: string, text: string): number {
  const types = expectedAnswerTypes(question);
  const place = ASKS_PLACE.test(question) && !/推荐|建议|适合|should|recommend|suggest|好[吗呢吧]?\s*[?？]?\s*$/iu.test(question);
  if (types.length === 0 && !place) return 0;
  if (types.some((type) => statesAnswerType(type, text))) return 0;
  if (place && (statesAnswerType('name', text) || /\b(?:at|in|to|from|near)\s+(?:the|a|my|our|his|her)\b/iu.test(text) || (/\p{Script=Han}/u.test(text) && taggedWords(text).some((w) => ['ns', 's', 'f'].includes(w.tag))))) return 0;
  return 1;
}
const relatedCache = new WeakMap<ScoredCandidate, number>();
/** relatedShare of the question and the memory's own text, cached per candidate (the folds ask again). */
function relatedOf(c: ScoredCandidate, s: RelevanceSample): number {
  let value = relatedCache.get(c);
  if (value === undefined) {
    value = relatedShare(s.query ?? '', (textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, ''));
    relatedCache.set(c, value);
  }
  return value;
}
/**
 * Session 11: bge-small-zh's token-level coverage of the question by the memory (bench/token-coverage.ts,
 * TOKCOV=FILE): [least-covered content word, mean word coverage, least-covered token], each the best
 * cosine of a question token to any memory token. A pair the file lacks reads as fully covered (1).
 */
const tokenCoverage: Record<string, number[]> = process.env.TOKCOV ? (JSON.parse(readFileSync(process.env.TOKCOV, 'utf8')) as Record<string, number[]>) : {};
const covOf = (c: ScoredCandidate, s: RelevanceSample, index: number): number => tokenCoverage[`${s.query ?? ''}\u0000${(textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, '')}`]?.[index] ?? 1;
const missing = (c: ScoredCandidate): number => c.features.missingAnswer ?? 0;
/** TOKWORDS=FILE (bench/token-coverage.ts with WORDS=1): each question content word's coverage by the memory. */
const wordCoverage: Record<string, [string, number][]> = process.env.TOKWORDS ? (JSON.parse(readFileSync(process.env.TOKWORDS, 'utf8')) as Record<string, [string, number][]>) : {};
/** Document frequencies of the analyser's terms over the saved memory texts (unlabelled), for an IDF per word. */
const documentFrequency = new Map<string, number>();
let documents = 0;
function countDocuments(texts: string[]): void {
  for (const text of new Set(texts)) {
    documents += 1;
    for (const term of new Set(analyze(text))) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
}
/** A word's IDF over the saved memories, scaled to 0..1 by the IDF of a term seen once; a word with no term reads as the rarest. */
const idfCache = new Map<string, number>();
function idfOf(word: string): number {
  let value = idfCache.get(word);
  if (value === undefined) {
    const terms = analyze(word);
    value = terms.length === 0 || documents === 0 ? 1 : Math.max(...terms.map((term) => Math.log(1 + documents / (documentFrequency.get(term) ?? 1)))) / Math.log(1 + documents);
    idfCache.set(word, value);
  }
  return value;
}
const wordsOf = (c: ScoredCandidate, s: RelevanceSample): [string, number][] | undefined => wordCoverage[`${s.query ?? ''}\u0000${(textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, '')}`];
/** The most important uncovered word: max over words of idf x (1 - coverage); 0 when unknown. */
function idfGap(c: ScoredCandidate, s: RelevanceSample): number {
  const words = wordsOf(c, s);
  if (!words || words.length === 0) return 0;
  return Math.max(...words.map(([word, cov]) => idfOf(word) * (1 - cov)));
}
/** BERTScore recall with IDF weights: sum idf x coverage / sum idf; 1 when unknown. */
function idfRecall(c: ScoredCandidate, s: RelevanceSample): number {
  const words = wordsOf(c, s);
  if (!words || words.length === 0) return 1;
  const weights = words.map(([word]) => idfOf(word));
  return words.reduce((sum, [, cov], index) => sum + (weights[index] as number) * cov, 0) / weights.reduce((sum, value) => sum + value, 0);
}
/** The coverage of the question's rarest content word; 1 when unknown. */
function rarestCovered(c: ScoredCandidate, s: RelevanceSample): number {
  const words = wordsOf(c, s);
  if (!words || words.length === 0) return 1;
  let best = words[0] as [string, number];
  for (const entry of words) if (idfOf(entry[0]) > idfOf(best[0])) best = entry;
  return best[1];
}
const VARIANTS: Record<string, Row> = {
  base,
  tokMin: (c, s) => [...base(c, s), missing(c), covOf(c, s, 0)],
  tokMean: (c, s) => [...base(c, s), missing(c), covOf(c, s, 1)],
  tokMinTok: (c, s) => [...base(c, s), missing(c), covOf(c, s, 2)],
  tokBoth: (c, s) => [...base(c, s), missing(c), covOf(c, s, 0), covOf(c, s, 1)],
  tokMinHan: (c, s) => [...base(c, s), missing(c), covOf(c, s, 0), c.features.han * covOf(c, s, 0)],
  tokMinZh: (c, s) => [...base(c, s), missing(c), c.features.han * covOf(c, s, 0)],
  tokMeanZh: (c, s) => [...base(c, s), missing(c), c.features.han * covOf(c, s, 1)],
  tokBothZh: (c, s) => [...base(c, s), missing(c), c.features.han * covOf(c, s, 0), c.features.han * covOf(c, s, 1)],
  tokMinTokZh: (c, s) => [...base(c, s), missing(c), c.features.han * covOf(c, s, 2)],
  idfGap: (c, s) => [...base(c, s), missing(c), idfGap(c, s)],
  idfRecall: (c, s) => [...base(c, s), missing(c), idfRecall(c, s)],
  idfBoth: (c, s) => [...base(c, s), missing(c), idfGap(c, s), idfRecall(c, s)],
  rarest: (c, s) => [...base(c, s), missing(c), rarestCovered(c, s)],
  idfGapZh: (c, s) => [...base(c, s), missing(c), c.features.han * idfGap(c, s)],
  // With session 10's `related` (not shipped) beside it.
  tokMinRelated: (c, s) => [...base(c, s), missing(c), c.features.related ?? 0, covOf(c, s, 0)],
  idfGapRelated: (c, s) => [...base(c, s), missing(c), c.features.related ?? 0, idfGap(c, s)],
  tokMinGap: (c, s) => [...base(c, s), missing(c), covOf(c, s, 0) - covOf(c, s, 1)],
  // USE-lite's own calibrated signal (0.2..0.6) for Latin questions, beside the mixed dense signal.
  use: (c) => [...base(c, undefined as never), (1 - c.features.han) * clamp(((useOf(c) ?? 0.2) - 0.2) / 0.4)],
  // Both raw signals for Latin questions apart (bge 0.5..0.85, USE 0.2..0.6).
  bothMean: (c, s) => [...base(c, s), bgeMean(c, s), useMean(c, s)],
  bgeMean: (c, s) => [...base(c, s), bgeMean(c, s)],
  bothGapHan: (c, s) => [...base(c, s), bgeGap(c, s), c.features.han * bgeGap(c, s), useGap(c, s)],
  bothGapQty: (c, s) => [...base(c, s), bgeGap(c, s), useGap(c, s), noAmount(c, s)],
  bothGapSize: (c, s) => [...base(c, s), bgeGap(c, s), useGap(c, s), Math.log(1 + (s.storeSize ?? s.candidates.length))],
  kth10: (c, s) => [...base(c, s), kth(poolOf(s).bge, 10)],
  kth20: (c, s) => [...base(c, s), kth(poolOf(s).bge, 20)],
  kthDense10: (c, s) => [...base(c, s), kth(poolOf(s).denses, 10)],
  noPool,
  // What the pool feature was first measured as: the candidates the saved ranking holds (up to 60).
  floor5: (c, s) => [...noPool(c, s), Math.log(1 + Math.max(5, s.candidates.length))],
  floor10: (c, s) => [...noPool(c, s), Math.log(1 + Math.max(10, s.candidates.length))],
  floor20: (c, s) => [...noPool(c, s), Math.log(1 + Math.max(20, s.candidates.length))],
  logCands: (c, s) => [...noPool(c, s), Math.log(1 + s.candidates.length)],
  qty: (c, s) => [...base(c, s), noAmount(c, s)],
  gap: (c, s) => [...base(c, s), gapOf(c, s)],
  gapPos: (c, s) => [...base(c, s), Math.max(0, gapOf(c, s))],
  gapHan: (c, s) => [...base(c, s), gapOf(c, s), c.features.han * gapOf(c, s)],
  top5: (c, s) => [...base(c, s), c.features.dense - meanTop(poolOf(s).denses, 5)],
  top5Han: (c, s) => [...base(c, s), c.features.dense - meanTop(poolOf(s).denses, 5), c.features.han * (c.features.dense - meanTop(poolOf(s).denses, 5))],
  useGap: (c, s) => [...base(c, s), (1 - c.features.han) * ((useOf(c) ?? 0) - bestOther(poolOf(s).use, useOf(c) ?? 0))],
  bgeGap: (c, s) => [...base(c, s), (bgeOf(c) ?? 0) - bestOther(poolOf(s).bge, bgeOf(c) ?? 0)],
  bothGap: (c, s) => [...base(c, s), (bgeOf(c) ?? 0) - bestOther(poolOf(s).bge, bgeOf(c) ?? 0), (1 - c.features.han) * ((useOf(c) ?? 0) - bestOther(poolOf(s).use, useOf(c) ?? 0))],
  logSize: (c, s) => [...noPool(c, s), Math.log(1 + (s.storeSize ?? s.candidates.length))],
  // Session 8: the pool shift read only against similarity evidence, not a standing instruction (which bears on every request whatever the store's size).
  poolSim: (c, s) => [...noPool(c, s), c.features.pool * (1 - c.features.instruction)],
  instrPool: (c, s) => [...base(c, s), c.features.instruction * c.features.pool],
  poolDense: (c, s) => [...base(c, s), c.features.pool * c.features.dense],
  attr: (c, s) => [...base(c, s), missingAsked(s.query ?? '', textOf.get(c) ?? '')],
  // Session 9: attr without requests for advice; content-poor memories.
  // Session 9: the shipped check (src/core/search/answer-types.ts) on the memory's own text.
  answerType: (c, s) => [...base(c, s), answerCheck.missingAnswer(expectedAnswerTypes(s.query ?? ''), (textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, ''))],
  // Session 9, exploration: "where" expects a place (a name, jieba ns / s / f, or a locative preposition with a noun).
  // The fit's own feature, as the engine computed it (scores.missingAnswer), split by script.
  missingHan: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, c.features.han * (c.features.missingAnswer ?? 0)],
  missingDense: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, c.features.dense * (c.features.missingAnswer ?? 0)],
  missingCov: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, c.features.coverage * (c.features.missingAnswer ?? 0)],
  missingSparse: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, 1 / (1 + contentTerms(textOf.get(c) ?? ''))],
  missingSparseDense: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, c.features.dense / (1 + contentTerms(textOf.get(c) ?? ''))],
  qtyNoOrd: (c, s) => [...base(c, s), missingQty(s.query ?? '', (textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, ''), false, false)],
  qtyNoDates: (c, s) => [...base(c, s), missingQty(s.query ?? '', (textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, ''), true, true)],
  qtyNeither: (c, s) => [...base(c, s), missingQty(s.query ?? '', (textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, ''), false, true)],
  strict: (c, s) => [...base(c, s), answerCheck.missingAnswer(strictTypes(s.query ?? ''), (textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, ''))],
  missing: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0],
  // Session 10: WordNet relatives of the question's English words held by the memory (bench/wordnet-relations.ts).
  related: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, relatedOf(c, s)],
  // The engine's own feature (scores.related, src/core/search/lexical-relations.ts), as the fit reads it.
  relatedEngine: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, c.features.related ?? 0],
  relatedAny: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, relatedOf(c, s) > 0 ? 1 : 0],
  relatedDense: (c, s) => [...base(c, s), c.features.missingAnswer ?? 0, relatedOf(c, s), c.features.pool * relatedOf(c, s)],
  answerTypePlace: (c, s) => [...base(c, s), missingWithPlace(s.query ?? '', (textOf.get(c) ?? '').replace(/^\[\w+\]\s*/u, ''))],
  attrWho: (c, s) => [...base(c, s), missingAskedFact(s.query ?? '', textOf.get(c) ?? '', true)],
  attrFact: (c, s) => [...base(c, s), missingAskedFact(s.query ?? '', textOf.get(c) ?? '')],
  sparseInv: (c, s) => [...base(c, s), 1 / (1 + contentTerms(textOf.get(c) ?? ''))],
  sparseLog: (c, s) => [...base(c, s), Math.log(1 + contentTerms(textOf.get(c) ?? ''))],
  sparse3: (c, s) => [...base(c, s), Math.max(0, 4 - contentTerms(textOf.get(c) ?? '')) / 4],
  sparseDense: (c, s) => [...base(c, s), c.features.dense / (1 + contentTerms(textOf.get(c) ?? ''))],
  attrFactSparse: (c, s) => [...base(c, s), missingAskedFact(s.query ?? '', textOf.get(c) ?? ''), 1 / (1 + contentTerms(textOf.get(c) ?? ''))],
  attrHan: (c, s) => [...base(c, s), missingAsked(s.query ?? '', textOf.get(c) ?? ''), c.features.han * missingAsked(s.query ?? '', textOf.get(c) ?? '')],
  uncMax: (c, s) => [...base(c, s), uncoveredIdf(s.query ?? '', textOf.get(c) ?? '')],
  uncShare: (c, s) => [...base(c, s), uncoveredShare(s.query ?? '', textOf.get(c) ?? '')],
  uncShareAttr: (c, s) => [...base(c, s), uncoveredShare(s.query ?? '', textOf.get(c) ?? ''), missingAsked(s.query ?? '', textOf.get(c) ?? '')],
  both: (c) => [...base(c, undefined as never), (1 - c.features.han) * clamp(((useOf(c) ?? 0.2) - 0.2) / 0.4), (1 - c.features.han) * clamp(((bgeOf(c) ?? 0.5) - 0.5) / 0.35)],
};

/** The fit script's Newton steps (src/eval/newton-logistic.ts), run a little longer. */
function fit(rows: WeightedRow[], size: number): number[] {
  return newtonLogistic(rows, size, { iterations: 60 });
}

function trainRows(samples: RelevanceSample[], makeRow: Row): { x: number[]; y: number; weight: number }[] {
  const rows: { x: number[]; y: number; weight: number; key: string }[] = [];
  for (const sample of samples) {
    const used = sample.candidates.filter((candidate) => !sample.answerable || candidate.relevant);
    for (const candidate of used) rows.push({ x: makeRow(candidate, sample), y: sample.answerable ? 1 : 0, weight: 1 / used.length, key: `${sample.group ?? ''}\u0000${sample.answerable}` });
  }
  const totals = new Map<string, number>();
  for (const item of rows) totals.set(item.key, (totals.get(item.key) ?? 0) + item.weight);
  for (const item of rows) item.weight /= totals.get(item.key) as number;
  return rows;
}

function relevances(sample: RelevanceSample, beta: number[], makeRow: Row): number[] {
  const values = sample.candidates.map((candidate) => 1 / (1 + Math.exp(-makeRow(candidate, sample).reduce((sum, value, index) => sum + value * (beta[index] as number), 0))));
  for (let pass = 0; pass < sample.candidates.length; pass += 1) {
    let changed = false;
    sample.candidates.forEach((candidate, position) => {
      for (const source of candidate.inheritsFrom ?? []) {
        if ((values[source] ?? 0) > (values[position] as number)) {
          values[position] = values[source] as number;
          changed = true;
        }
      }
    });
    if (!changed) break;
  }
  return values;
}

/** The worst-set rule the fit script shipped before session 26 (src/eval/relevance-fit.ts; it ships the mean's now). */
function chooseCut(scored: { group: string; answerable: boolean; top: number }[]): number {
  const k = Number(process.env.CUT_K ?? 0);
  return k > 0 ? costWeightedCut(scored, k) : worstSetCut(scored, 0.3);
}

/**
 * What-if (session 8): within the worst-set budget, the cut that maximises the mean abstention over
 * sets minus k times the mean false recall over sets (a missed memory costs k unneeded answers).
 */
function costWeightedCut(scored: { group: string; answerable: boolean; top: number }[], k: number): number {
  const groups = [...new Set(scored.map((item) => item.group))];
  const answerable = groups.map((group) => scored.filter((item) => item.group === group && item.answerable).map((item) => item.top)).filter((tops) => tops.length > 0);
  const refusable = groups.map((group) => scored.filter((item) => item.group === group && !item.answerable).map((item) => item.top)).filter((tops) => tops.length > 0);
  const share = (tops: number[], cut: number): number => tops.filter((top) => top < cut).length / tops.length;
  const values = [...new Set(scored.map((item) => item.top))].sort((left, right) => left - right);
  let best = { cut: 0.3, score: -Infinity };
  for (let index = 1; index < values.length; index += 1) {
    const cut = ((values[index - 1] as number) + (values[index] as number)) / 2;
    const missed = answerable.map((tops) => share(tops, cut));
    if (Math.max(...missed) > 0.05) break;
    const score = refusable.reduce((sum, tops) => sum + share(tops, cut), 0) / refusable.length - (k * missed.reduce((sum, value) => sum + value, 0)) / missed.length;
    if (score > best.score + 1e-12) best = { cut, score };
  }
  return best.cut;
}

interface Held { set: string; han: boolean; gated: QuestionRanking; answerable: boolean; top: number }

function fitOn(training: RelevanceSample[], makeRow: Row): { beta: number[]; cut: number } {
  const width = makeRow(training[0]?.candidates[0] as ScoredCandidate, training[0] as RelevanceSample).length;
  const beta = fit(trainRows(training, makeRow), width);
  // BASE_CUT=1: the cut the base model's fit chooses, kept for the variant (its extra feature only lowers or raises relevances).
  if (process.env.BASE_CUT && makeRow !== base) return { beta, cut: fitOn(training, base).cut };
  const cut = chooseCut(training.map((sample) => ({ group: sample.group ?? '', answerable: sample.answerable, top: Math.max(0, ...relevances(sample, beta, makeRow)) })));
  return { beta, cut };
}

/**
 * What a perfect judge of the uncertain band would do (ORACLE_BAND=width): the first 5 shown
 * results within `width` of the cut are accepted when they hold evidence and rejected otherwise,
 * as src/core/search/relevance-judge.ts applies an LLM's verdicts. An upper bound for the LLM judge.
 */
/** How many questions the oracle judge was asked about (one call each), of all questions replayed. */
const oracleCalls = { asked: 0, questions: 0 };

function oracleJudged(sample: RelevanceSample, rel: number[], cut: number): number[] {
  const width = Number(process.env.ORACLE_BAND ?? 0);
  if (!(width > 0)) return rel;
  const floor = cut * 0.3;
  const shown = rel.map((relevance, position) => ({ relevance, position })).filter((entry) => entry.relevance >= floor).slice(0, 5);
  const judged = rel.slice();
  const uncertain = shown.filter((candidate) => Math.abs(candidate.relevance - cut) <= width);
  oracleCalls.asked += uncertain.length > 0 ? 1 : 0;
  oracleCalls.questions += 1;
  for (const entry of uncertain) {
    judged[entry.position] = sample.candidates[entry.position]?.relevant === true ? Math.max(entry.relevance, cut) : 0;
  }
  return judged;
}

function heldOf(item: Collected, model: { beta: number[]; cut: number }, makeRow: Row): Held {
  const rel = oracleJudged(item.sample, relevances(item.sample, model.beta, makeRow), model.cut);
  const kept = gateByRelevance(rel.map((relevance, position) => ({ relevance, position })), model.cut, 0.3, 20).map((entry) => entry.position);
  return { set: item.set, han: /\p{Script=Han}/u.test(item.sample.query ?? ''), gated: { ...item.ranking, items: kept.map((p) => item.ranking.items[p] as RankedItem) }, answerable: item.sample.answerable, top: Math.max(0, ...rel) };
}

function line(rows: Held[]): string {
  const m = computeMetrics(rows.map((row) => row.gated), [1, 5, 10]);
  const auc = relevanceAuc(rows);
  return `${m.recall_any['5']?.toFixed(3)}/${m.recall_any['10']?.toFixed(3)}/${m.recall_all['10']?.toFixed(3)} @1 ${m.recall_any['1']?.toFixed(3)} abst ${m.abstain_accuracy?.toFixed(3) ?? '-'} fr ${m.false_recall_rate.toFixed(3)} stale ${m.stale_outranked} auc ${auc?.toFixed(3) ?? '-'} (n ${rows.length})`;
}

function report(held: Held[]): void {
  for (const set of [...new Set(held.map((row) => row.set))]) process.stdout.write(`  ${set.padEnd(12)} ${line(held.filter((row) => row.set === set))}\n`);
  const dev = held.filter((row) => row.set !== 'locomo10');
  process.stdout.write(`  dev zh       ${line(dev.filter((row) => row.han))}\n  dev en       ${line(dev.filter((row) => !row.han))}\n`);
}

function evaluate(all: Collected[], makeRow: Row, name: string): void {
  const folds = caseFolds(all.map((item) => ({ ...item, caseId: item.sample.caseId })), 5);
  const held: Held[] = [];
  const cuts: number[] = [];
  folds.forEach((part, index) => {
    const model = fitOn(folds.flatMap((other, position) => (position === index ? [] : other.map((item) => item.sample))), makeRow);
    cuts.push(model.cut);
    if (process.env.SHOW_BETA) process.stdout.write(`  fold ${index} beta ${model.beta.map((b) => b.toFixed(2)).join(' ')}\n`);
    for (const item of part) {
      const row = heldOf(item, model, makeRow);
      held.push(row);
      if (process.env.DETAIL && item.set === process.env.DETAIL) {
        const rel = relevances(item.sample, model.beta, makeRow);
        const kept = gateByRelevance(rel.map((relevance, position) => ({ relevance, position })), model.cut, 0.3, 20).map((entry) => entry.position);
        const hit = kept.slice(0, 5).some((position) => item.sample.candidates[position]?.relevant === true);
        if (row.answerable !== hit || (row.answerable && row.gated.items.length === 0) || (!row.answerable && row.gated.items.length > 0)) process.stdout.write(`  miss fold ${index} cut ${model.cut.toFixed(3)} top ${row.top.toFixed(3)} ${row.answerable ? 'answerable' : 'off-topic'} shown ${row.gated.items.length} ${item.sample.query}\n`);
      }
    }
  });
  if (oracleCalls.questions > 0) process.stdout.write(`  oracle judge asked on ${oracleCalls.asked} of ${oracleCalls.questions} questions\n`);
  process.stdout.write(`== ${name} (5-fold) cuts ${cuts.map((c) => c.toFixed(3)).join(' ')} pooled auc ${relevanceAuc(held)?.toFixed(4)}\n`);
  report(held);
}

/** Fit on every other set, whole; read the fresh set with it. */
function fresh(all: Collected[], set: string, makeRow: Row, name: string): void {
  const model = fitOn(all.filter((item) => item.set !== set).map((item) => item.sample), makeRow);
  process.stdout.write(`== ${name} fit without ${set}: cut ${model.cut.toFixed(3)} beta ${model.beta.map((b) => b.toFixed(2)).join(' ')}\n`);
  report(all.filter((item) => item.set === set).map((item) => heldOf(item, model, makeRow)));
}

/**
 * Question-level stage: P(answerable) = logistic(a + b logit(best relevance) + c log(1 + store size)),
 * fit on the training folds' questions (each group's answerable and off-topic questions weigh the
 * same), its cut by the same worst-set rule; shown results keep the candidate model's floor.
 */
function stageFeatures(sample: RelevanceSample, top: number): number[] {
  const clipped = Math.min(1 - 1e-6, Math.max(1e-6, top));
  return [1, Math.log(clipped / (1 - clipped)), Math.log(1 + (sample.storeSize ?? sample.candidates.length))];
}

function evaluateStage(all: Collected[], makeRow: Row, name: string): void {
  const folds = caseFolds(all.map((item) => ({ ...item, caseId: item.sample.caseId })), 5);
  const held: Held[] = [];
  const stages: number[][] = [];
  folds.forEach((part, index) => {
    const training = folds.flatMap((other, position) => (position === index ? [] : other.map((item) => item.sample)));
    const model = fitOn(training, makeRow);
    const questions = training.map((sample) => ({ sample, x: stageFeatures(sample, Math.max(0, ...relevances(sample, model.beta, makeRow))) }));
    const rows = questions.map(({ sample, x }) => ({ x, y: sample.answerable ? 1 : 0, weight: 1, key: `${sample.group ?? ''}\u0000${sample.answerable}` }));
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row.key, (totals.get(row.key) ?? 0) + 1);
    const beta = fit(rows.map((row) => ({ ...row, weight: 1 / (totals.get(row.key) as number) })), 3);
    const p = (x: number[]): number => 1 / (1 + Math.exp(-x.reduce((sum, value, i) => sum + value * (beta[i] as number), 0)));
    const cut = chooseCut(questions.map(({ sample, x }) => ({ group: sample.group ?? '', answerable: sample.answerable, top: p(x) })));
    stages.push([...beta, cut]);
    for (const item of part) {
      const rel = relevances(item.sample, model.beta, makeRow);
      const top = Math.max(0, ...rel);
      const pass = p(stageFeatures(item.sample, top)) >= cut;
      const floor = model.cut * 0.3;
      const kept = pass ? rel.map((relevance, position) => ({ relevance, position })).filter((entry) => entry.relevance >= floor).slice(0, 20).map((entry) => entry.position) : [];
      held.push({ set: item.set, han: /\p{Script=Han}/u.test(item.sample.query ?? ''), gated: { ...item.ranking, items: kept.map((position) => item.ranking.items[position] as RankedItem) }, answerable: item.sample.answerable, top: p(stageFeatures(item.sample, top)) });
    }
  });
  process.stdout.write(`== ${name} + question stage; folds (a b c cut): ${stages.map((st) => st.map((v) => v.toFixed(2)).join(' ')).join(' | ')}\n`);
  report(held);
}

const args = process.argv.slice(2);
const option = (flag: string): string | undefined => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const freshSet = option('--fresh');
const exclude = option('--exclude');
const positional = args.filter((arg, index) => !arg.startsWith('--') && !['--fresh', '--exclude'].includes(args[index - 1] ?? ''));
const [file, ...names] = positional;
if (process.env.LINE_STARTS) sentenceStartsAtLines(true);
const loaded = JSON.parse(readFileSync(file as string, 'utf8')) as Collected[];
for (const item of loaded) item.sample.candidates.forEach((candidate, index) => textOf.set(candidate, item.ranking.items[index]?.content ?? ''));
if (process.env.TOKWORDS) countDocuments(loaded.flatMap((item) => item.ranking.items.map((entry) => (entry.content ?? '').replace(/^\[\w+\]\s*/u, ''))));
// What-if (session 8): LoCoMo's chatter between two people ("Always happy to share", "Just remember to ...") read as no standing instruction.
if (process.env.NO_LOCOMO_INSTR) for (const item of loaded) if (item.set.startsWith('locomo')) for (const candidate of item.sample.candidates) candidate.features.instruction = 0;
const all = exclude ? loaded.filter((item) => !exclude.split(',').includes(item.set)) : loaded;
for (const name of names.length > 0 ? names : ['base']) {
  if (args.includes('--insample')) {
    // The fit on everything, read on everything: what `agent-memory eval` would report if shipped.
    const model = fitOn(all.map((item) => item.sample), VARIANTS[name] as Row);
    process.stdout.write(`== ${name} in-sample: cut ${model.cut.toFixed(3)} beta ${model.beta.map((b) => b.toFixed(2)).join(' ')}\n`);
    report(all.map((item) => heldOf(item, model, VARIANTS[name] as Row)));
  } else if (freshSet) fresh(all, freshSet, VARIANTS[name] as Row, name);
  else if (args.includes('--stage')) evaluateStage(all, VARIANTS[name] as Row, name);
  else evaluate(all, VARIANTS[name] as Row, name);
}
