import type { SearchConfig } from '../config.js';
import { withHanPunctuation } from '../text/han-punctuation.js';
import { analyze } from '../text/analyzer.js';
import type { MemoryStore, RecordQuery } from '../store.js';
import type { MemoryRecord, SearchResult } from '../types.js';
import { gatherCandidates } from './candidates.js';
import { keywordContextScores, KeywordSignals, TermCache } from './keyword-context.js';
import { loadNearbyTurns, NO_NEIGHBOURS, neighbourRows } from './neighbours.js';
import { mmrOrder, type Ranked } from './reorder.js';
import { splitSourceCopies } from './source-copies.js';
import { denseOf, denseOfModels, denseShareOf, knnVector, partCosine, partCosines, partScalesFor, type DenseSource, type PartScale } from './dense-parts.js';
import { memoryTime } from '../memory-time.js';
import { scoreRuleDrops } from './score-rules.js';
import { keywordSignal, relevanceOf } from './scoring.js';
import { CandidateTable, ScoredCandidate, type ResultSetting } from './scored-candidate.js';
import { asksPastState } from './past-state-cues.js';
import { outdatedSources, rankSuccessorsFirst, scoreJustAbove } from './superseded-sources.js';
import { findTimeCues } from './time-cues.js';
import { ProfileIndex } from './profile-index.js';
import type { TurnPositions } from './turn-positions.js';
import { calibratedRelevance, gateByRelevance, poolFeature, type RelevanceFeatures } from './relevance.js';
import { hanShare } from '../text/script-share.js';
import { domainAgreement, domainShareArray, FILED_CATEGORIES, OWN_DOMAIN_CATEGORIES, sharesByDomain, TOPICAL_SHARE, topicOf, topicSignalsOf, type MemoryCategories, type MemoryDomains, type TopicVectors } from './category-topics.js';
import { namedDayMatcher, pastNamedDays, periodMatch, timeFactors, timeNearestNamedDays, weighsTime } from './time-weighting.js';
import { toldDays } from './told-days.js';
import { holdsAsSomeone, selfIntroducedNamesHan } from './answer-names.js';
import { liftLaterStates, userText, type LaterStateSimilarity } from './later-states.js';
import { laterStateRules, type LaterStateCues } from './later-state-rules.js';
import { mayRevise } from './revision-cues.js';
import { marksRelationshipChange, marksStateChange } from './state-change-cues.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';
import { byScoreThenLocaleId } from './score-order.js';
import { englishContentWords, sharedLexicalRelations as lexicalRelations } from './lexical-relations.js';
import { asksAboutTheWorld } from './world-questions.js';
import { asksImpersonally, asksOfAKind } from './impersonal-questions.js';

export interface SearchRequest {
  store: MemoryStore;
  query: RecordQuery;
  vector: Float32Array;
  terms: string[];
  /**
   * The question's own terms when `terms` also holds a query rewriter's extra terms (engine
   * search): profile topics and keyword coverage look at these only, so extra terms add keyword
   * evidence and nothing else. Default: `terms`.
   */
  questionTerms?: string[];
  now: Date;
  /** The asker's UTC offset in minutes, when known (the offset `now` was given in): the days a question names are the asker's. Default 0, UTC. */
  utcOffsetMinutes?: number;
  config: SearchConfig;
  topK: number;
  /** Floor on each result's final score. */
  threshold: number;
  /** Floor on the best result's score, below which nothing is returned; default: `threshold`. */
  minTopScore?: number;
  /**
   * When set, results follow the relevance policy (relevance.ts, gateByRelevance) instead of the
   * score thresholds: config.relevance.cut, which the engine sets unless the caller gave a threshold.
   */
  relevanceCut?: number;
  /** The ranking with no threshold and no gate at all (the eval harness replays the gate on it). */
  uncut?: boolean;
  /** The question as asked, for its time cues ("上次", "last week"); without it none apply. */
  text?: string;
  /** Shared across searches so a memory's text is analysed once. */
  termCache?: TermCache;
  /** The engine's cached profile lookups; without one, each search loads the profile afresh. */
  profileIndex?: ProfileIndex;
  /** The engine's kept turn positions; without them, neighbouring turns come from a store query. */
  turnPositions?: TurnPositions;
  /** The life domains' descriptions embedded by the same embedder (category-topics.ts); without them no topic signal. */
  topics?: TopicVectors;
  /** Each memory's categories for the topic signal; without it, only `metadata.category`. */
  categories?: MemoryCategories;
  /** The domains of memories' own words, for categories that bear on them (a preference); without it those have no topic signal. */
  memoryDomains?: MemoryDomains;
  /** The embedder that made `vector`: its model(s) pick the dense calibration (config.denseCalibration). */
  embedder: DenseSource;
  /**
   * Lift a superseded candidate's successor just above it (superseded-sources.ts). The engine's
   * search asks for it; context assembly leaves it off and pairs old and new itself, labelled.
   */
  successorsFirst?: boolean;
}

const defaultTermCache = new TermCache();
/** What each memory text states of the answer types, kept across searches (pure in the text). */
const answerTypeCheck = new AnswerTypeCheck();
/** The relevance a profile memory gets when the question asks about its attribute. */
const PROFILE_FLOOR = 0.3;
/**
 * Floored memories keep their dense order above the floor (at most this much), so several
 * profile memories at the floor rank by closeness to the question, not by their random ids.
 */
const PROFILE_FLOOR_SPREAD = 0.01;
/** How many profile memories, nearest first, may get that floor in one search. */
const PROFILE_FLOORED = 3;

/**
 * The retrieval pipeline: candidates from both indexes (filters inside the store query),
 * the turns around the best of them, keyword context and dense signals fused by weight,
 * importance, recency, time cues and supersession, MMR, then the thresholds and top k.
 */
export async function runSearch(request: SearchRequest): Promise<SearchResult[]> {
  const ranked = await rankEntries(request);
  // Uncut comes first: the eval harness refits the relevance model on this ranking, so it must
  // not already be gated by the shipped model (it was, and the refit saw only what the shipped
  // cut let through: docs/retrieval.md, "Relevance and abstention").
  if (request.uncut) return ranked.slice(0, request.topK).map(resultOf);
  if (request.relevanceCut !== undefined) return gateByRelevance(ranked, request.relevanceCut, request.config.relativeThreshold, request.topK).map(resultOf);
  const drops = scoreRuleDrops(
    ranked.map((entry) => entry.score),
    { topScore: ranked[0]?.score ?? 0, minTopScore: request.minTopScore ?? request.threshold, threshold: request.threshold, relative: request.config.relativeThreshold, topK: request.topK },
  );
  return ranked.filter((_, index) => drops[index] === null).map(resultOf);
}

/** Every candidate, scored and ordered, before any threshold: for search and for reports. */
export async function rankCandidates(request: SearchRequest): Promise<SearchResult[]> {
  return (await rankEntries(request)).map(resultOf);
}

/**
 * The ranking's entries: `ScoredCandidate`s, whose results are built only when asked for, or,
 * when the later-state lift ran, built results for the head it reordered.
 */
type RankedEntry = SearchResult | ScoredCandidate;

function recordOf(entry: RankedEntry): MemoryRecord {
  return entry instanceof ScoredCandidate ? entry.record : entry;
}

function resultOf(entry: RankedEntry): SearchResult {
  return entry instanceof ScoredCandidate ? entry.toResult() : entry;
}

async function rankEntries(asked: SearchRequest): Promise<RankedEntry[]> {
  // The question's cues are read from Chinese punctuation however it was typed (han-punctuation.ts).
  const request = asked.text === undefined ? asked : { ...asked, text: withHanPunctuation(asked.text) };
  const { store, query, vector, terms, now, config } = request;
  const questionTerms = request.questionTerms ?? terms;
  const termCache = request.termCache ?? defaultTermCache;
  const scales = partScalesFor(config, request.embedder, request.text ?? '');
  const cues = findTimeCues(request.text ?? '', now, request.utcOffsetMinutes);
  const hits = await gatherCandidates(store, query, knnVector(vector, scales), terms, Math.max(config.candidates, request.topK), { cues, now });
  // With one model the index's score is the exact cosine; with several, each model's cosine
  // is read from the stored vectors below.
  // (Maps and sets filled in loops: built from arrays of [id, score] pairs, each pair was garbage.)
  const exactCosines = new Map<string, number>();
  if (scales.length === 1) for (const list of [hits.dense, hits.dated]) for (const hit of list) exactCosines.set(hit.id, hit.score);
  const storeScores = new Map<string, number>();
  for (const hit of hits.keyword) storeScores.set(hit.id, hit.score);
  const hitIdSet = new Set<string>();
  for (const hit of hits.dense) hitIdSet.add(hit.id);
  for (const id of storeScores.keys()) hitIdSet.add(id);
  if (hitIdSet.size === 0) return [];

  // The named day's memories only the dated search found join after the rest of the pool is
  // gathered, and are scored by its statistics: what the question found scores as without them.
  const dated = new Set<string>();
  for (const hit of hits.dated) dated.add(hit.id);
  const fetched = await store.getMany(query.tenantId, [...hitIdSet, ...dated]);
  const pool = new Map<string, MemoryRecord>();
  for (const record of fetched) if (!dated.has(record.id)) pool.set(record.id, record);
  const span = Math.max(0, Math.floor(config.neighbours.span));
  // Turn numbers may step by two (user/assistant pairs), so look twice as far as the span.
  const reach = span * 2;
  if (span > 0) {
    const seedIds = [...hits.keyword.slice(0, config.neighbours.seeds), ...hits.dense.slice(0, config.neighbours.seeds)].map((hit) => hit.id);
    const seeds = seedIds.map((id) => pool.get(id)).filter((record): record is MemoryRecord => record !== undefined);
    const nearby = request.turnPositions ? await request.turnPositions.nearby(store, query, seeds, reach) : await loadNearbyTurns(store, query, seeds, reach);
    for (const record of nearby) if (!pool.has(record.id)) pool.set(record.id, record);
  }

  // Task memories whose topic the question names join the candidates.
  const profileIndex = request.profileIndex ?? new ProfileIndex();
  const profileRecords = await profileIndex.candidates(store, query, questionTerms);
  for (const record of profileRecords.values()) if (!pool.has(record.id)) pool.set(record.id, record);
  // So do the user's memories of a category whose topic the question is about (an allergy for a food question).
  const questionDomains = request.topics ? domainShareArray(vector, request.topics, scales) : null;
  const topics = request.topics && questionDomains ? topicSignalsOf(sharesByDomain(request.topics, questionDomains)) : new Map<string, number>();
  const topical = [...topics].filter(([, signal]) => signal >= TOPICAL_SHARE).map(([category]) => category);
  for (const record of (await profileIndex.inCategories(store, query, topical)).values()) if (!pool.has(record.id)) pool.set(record.id, record);
  const datedOnly = new Map<string, MemoryRecord>();
  for (const record of fetched) if (dated.has(record.id) && !pool.has(record.id)) datedOnly.set(record.id, record);
  // Every candidate in scoring order: the pool's, then the dated ones (the pool takes these below, in this order).
  const records = [...pool.values(), ...datedOnly.values()];

  const keyword =
    terms.length > 0
      ? await keywordContextScores({
          store,
          query,
          queryTerms: terms,
          coverageTerms: questionTerms,
          pool,
          extra: datedOnly,
          storeScores,
          // By position as the keyword context counts them: the pool's records, then the dated ones.
          neighbours: span > 0 ? neighbourRows(records, span, reach, pool.size) : NO_NEIGHBOURS,
          neighbourWeight: config.neighbours.weight,
          termsOf: (record) => termCache.termsOf(record),
        })
      : KeywordSignals.none;
  for (const [id, record] of datedOnly) pool.set(id, record);

  // Candidates without an exact cosine yet get one from their stored vector, so fusion is fair to them.
  const withoutCosine: string[] = [];
  for (const record of records) if (!exactCosines.has(record.id)) withoutCosine.push(record.id);
  const vectors = await store.getVectors(query.tenantId, withoutCosine);
  const categories = request.categories ?? FILED_CATEGORIES;
  const categoriesOf = (record: MemoryRecord): readonly string[] => categories.of(record);
  const ownTopic = request.topics && questionDomains && request.memoryDomains
    ? await ownDomainTopic(request, { topics: request.topics, memoryDomains: request.memoryDomains, questionDomains }, records, vectors, categoriesOf)
    : () => 0;
  // Each candidate's cosine per model, into its table row (an array per candidate was garbage).
  const setCosines = (table: CandidateTable, row: number, id: string): void => {
    const exact = exactCosines.get(id);
    if (exact !== undefined) {
      table.setCosine(row, 0, exact);
      return;
    }
    const stored = vectors.get(id);
    for (let model = 0; model < scales.length; model += 1) table.setCosine(row, model, stored ? partCosine(vector, stored, (scales[model] as PartScale).part) : null);
  };
  const denseShare = denseShareOf(scales);
  // Small talk is never a result (below), so it does not count toward the pool either.
  const candidateCount = records.reduce((count, record) => (record.metadata.filler === true ? count : count + 1), 0);
  const pastAsked = asksPastState(request.text ?? '');
  // A name counts as someone the user knows when a candidate holds it, other than only as a place
  // the user was or went (answer-names.ts `holdsAsSomeone`; world-questions.ts). Both
  // `world` and `impersonal` ask it of the same names, and each answer scans every candidate: once a name.
  const knownNames = new Map<string, boolean>();
  const known = (name: string): boolean => {
    let answer = knownNames.get(name);
    if (answer === undefined) {
      answer = holdsAsSomeone(records.map((record) => record.text), name);
      knownNames.set(name, answer);
    }
    return answer;
  };
  // A definite noun the memories hold anchors the question too (impersonal-questions.ts): their terms, read once and only when asked.
  let heldTerms: Set<string> | undefined;
  const held = (term: string): boolean => (heldTerms ??= new Set(records.flatMap((record) => analyze(record.text)))).has(term);
  // The names the user introduced themselves by, read only for a Chinese question that names nobody else.
  let userNames: string[] | undefined;
  const userNamesHan = (): readonly string[] => (userNames ??= records.flatMap((record) => selfIntroducedNamesHan(userText(record))));
  const impersonal = asksImpersonally(request.text ?? '', { known, cues, held, userNamesHan });
  const world = asksAboutTheWorld(request.text ?? '', known) || asksOfAKind(request.text ?? '', impersonal);
  const setting: ResultSetting = { now, config, models: scales.map((scale) => scale.part.model), questionHan: hanShare(request.text ?? ''), world: world ? 1 : 0, impersonal: impersonal ? 1 : 0, candidateCount, pastAsked };
  const poolSize = poolFeature(candidateCount);
  const table = new CandidateTable(records.length, setting);
  const scored = records.map((record, row) => {
    const candidate = new ScoredCandidate(record, table, row);
    setCosines(table, row, record.id);
    const dense = denseOfModels(candidate, scales);
    const context = keywordSignal(keyword.context(record.id), config);
    candidate.setSignal('dense', dense);
    candidate.setSignal('keyword', keywordSignal(keyword.own(record.id), config));
    candidate.setSignal('context', context);
    candidate.setSignal('coverage', keyword.coverage(record.id));
    candidate.setSignal('pooled', relevanceOf({ dense, context }, denseShare));
    return candidate;
  });
  // Only the profile memories closest to the question get the floor, so a long profile
  // cannot fill the results with every preference the user ever stated.
  if (profileRecords.size > 0) {
    const denseById = new Map(scored.map((item) => [item.id, item.signal('dense')]));
    const floored = new Set(
      [...profileRecords.keys()].sort((left, right) => (denseById.get(right) ?? 0) - (denseById.get(left) ?? 0)).slice(0, PROFILE_FLOORED),
    );
    for (const item of scored) if (floored.has(item.id)) item.setSignal('pooled', Math.max(item.signal('pooled'), PROFILE_FLOOR + PROFILE_FLOOR_SPREAD * item.signal('dense')));
  }
  // Each candidate's time, parsed once for the time factor, the named day and the period feature.
  const times = scored.map((item) => memoryTime(item.record));
  // A question naming a day that is over matches a memory by the day it tells of too (told-days.ts); recency still reads when it was told.
  const namedDays = pastNamedDays(cues, now).filter((range) => range.guessedWeek !== true);
  const dayTimes = namedDays.length === 0 ? times : scored.map((item, index) => timeNearestNamedDays(times[index] as number, toldDaysOf(item.record, times[index] as number), namedDays));
  // Without a period or a time order asked every factor is 1 (timeFactors), and the list it reads is not built.
  const factors =
    weighsTime(cues)
      ? timeFactors(
          cues,
          scored.map((item, index) => ({ id: item.id, time: dayTimes[index] as number, relevance: item.signal('pooled') })),
          config.time,
        )
      : null;
  // What a memory from the day the question names (or the nearest day, when none is) gains (time-weighting.ts, namedDayMatcher); only a question with time cues can name one.
  // A share of the best candidate the question's words found: the dated search's own finds do not move it.
  const dayFloor = cues.ranges.length > 0 ? config.time.dayFloor * Math.max(0, ...scored.filter((item) => !datedOnly.has(item.id)).map((item) => item.signal('pooled'))) : 0;
  const fromNamedDay = namedDayMatcher(dayTimes, cues, now);
  // A question about the state before a change wants the replaced memories: none counts as outdated, and nothing is lifted above them.
  const outdated = pastAsked ? NO_OUTDATED : outdatedSources(records, now);
  // The answer types the question expects ("how many", "who", "what colour"): a memory stating none of them is no answer (answer-types.ts).
  const expected = expectedAnswerTypes(request.text ?? '');
  // Kin the question asks of that nothing in the pool names (answer-kin.ts): only a memory saying "we" may speak of them.
  const untoldKin = answerTypeCheck.kinUntoldIn(request.text ?? '', () => scored.map((item) => item.record.text));
  // The question's English words, for the share a memory holds only as WordNet relatives
  // (lexical-relations.ts); none while the model gives that share no weight, which costs 1-2 ms of
  // CPU a LoCoMo question. The relevance fit gives it a negligible weight to collect it.
  const questionWords = config.relevance.related === 0 ? [] : englishContentWords(request.text ?? '');
  // Small talk ("ok thanks", "不用了，谢谢") answers nothing: it stays in the pool as a
  // neighbour for the context signal but is never a result, so an off-topic question cannot
  // land on it (the write path flags it, turns/remember-turn.ts).
  const candidates: ScoredCandidate[] = [];
  // One features object for the search, filled per candidate (calibratedRelevance only reads it).
  const features: RelevanceFeatures = { dense: 0, context: 0, coverage: 0, han: setting.questionHan, topic: 0, instruction: 0, period: 0, pool: poolSize, missingAnswer: 0, related: 0, world: setting.world, impersonal: setting.impersonal };
  scored.forEach((item, index) => {
    if (item.record.metadata.filler === true) return;
    candidates.push(item);
    const time = times[index] as number;
    const dayTime = dayTimes[index] as number;
    const pooled = item.signal('pooled');
    item.setSignal('fused', dayFloor > 0 && fromNamedDay(dayTime) ? pooled + dayFloor : pooled);
    item.setSignal('time', factors?.get(item.id) ?? 1);
    item.setSignal('outdatedSource', outdated.has(item.id) ? 1 : 0);
    item.setSignal('asksQuestion', asksQuestion(item.record) ? 1 : 0);
    const categories = categoriesOf(item.record);
    const topic = Math.max(topicOf(categories, topics), ownTopic(item.record, categories));
    // A standing instruction ("以后回答都用要点列表", "keep replies short") bears on every request.
    const instruction = categories.includes('instruction') ? 1 : 0;
    const period = periodMatch(dayTime, cues, config.time, now);
    item.setSignal('topic', topic);
    item.setSignal('instruction', instruction);
    item.setSignal('period', period);
    // Only what the user said tells of the user's life: an assistant's reply in the same turn memory (一般能活两到三年, 六桌大概能坐六十人) answers nothing about it.
    const said = userText(item.record);
    const missingAnswer = answerTypeCheck.missingAnswer(expected, said, request.text ?? '', untoldKin);
    item.setSignal('missingAnswer', missingAnswer);
    // A memory that tells the asked one's name beside them (班主任王老师 for 班主任姓什么？, 医生姓罗 for
    // 给年糕看病的医生姓什么？) holds the question's role or thing as one of the user's: it anchors the question for itself.
    const impersonal = setting.impersonal > 0 && missingAnswer === 0 && answerTypeCheck.namesAskedOne(expected, said, request.text ?? '') ? 0 : setting.impersonal;
    item.setSignal('impersonal', impersonal);
    const related = lexicalRelations.relatedShare(questionWords, item.record.text);
    item.setSignal('related', related);
    features.dense = item.signal('dense');
    features.context = item.signal('context');
    features.coverage = item.signal('coverage');
    features.topic = topic;
    features.instruction = instruction;
    features.period = period;
    features.missingAnswer = missingAnswer;
    features.related = related;
    features.impersonal = impersonal;
    item.settle(calibratedRelevance(features, config.relevance), time);
  });
  if (request.successorsFirst && !pastAsked) rankSuccessorsFirst(candidates, markInherited, outdated);
  candidates.sort(byScoreThenLocaleId);
  // A period that is over, unless the question also names one still to come: "my Sunday morning this
  // weekend" reads Sunday as the last one and "this weekend" as the coming one, and asks about the latter.
  const namesPastPeriod = cues.ranges.some((range) => range.to < now.getTime()) && !cues.ranges.some((range) => range.to >= now.getTime());
  return reorderTop(store, candidates, vectors, request, { latest: cues.latest, namesPastPeriod });
}

/**
 * The topic signal of candidates whose category bears on their own words' domains (a
 * preference: category-topics.ts), as a lookup by record. Their vectors come from the search's
 * fetched ones, else one store read for those whose domains are not known yet.
 */
async function ownDomainTopic(
  request: SearchRequest,
  { topics, memoryDomains: domains, questionDomains }: { topics: TopicVectors; memoryDomains: MemoryDomains; questionDomains: Float64Array },
  records: MemoryRecord[],
  vectors: Map<string, Float32Array>,
  categoriesOf: (record: MemoryRecord) => readonly string[],
): Promise<(record: MemoryRecord, categories: readonly string[]) => number> {
  const bearsOnOwn = (categories: readonly string[]): boolean => categories.some((category) => OWN_DOMAIN_CATEGORIES.has(category));
  const missing = records.filter((record) => !vectors.has(record.id) && !domains.has(userText(record)) && bearsOnOwn(categoriesOf(record))).map((record) => record.id);
  const fetched = missing.length > 0 ? await request.store.getVectors(request.query.tenantId, missing) : vectors;
  return (record, categories) => {
    if (!bearsOnOwn(categories)) return 0;
    const words = userText(record);
    const vector = vectors.get(record.id) ?? fetched.get(record.id);
    if (!vector && !domains.has(words)) return 0;
    const shares = domains.of(words, () => domainShareArray(vector as Float32Array, topics, partScalesFor(request.config, request.embedder, words)));
    return domainAgreement(questionDomains, shares);
  };
}

const NO_OUTDATED: ReadonlyMap<string, string[]> = new Map();

function markInherited(candidate: ScoredCandidate): void {
  candidate.inherited = true;
}

const ENDS_ON_QUESTION_MARK = /[?？]\s*$/u;

/** A turn memory whose speaker's words end on a question mark. */
function asksQuestion(record: MemoryRecord): boolean {
  const said = record.metadata.user;
  return typeof said === 'string' && ENDS_ON_QUESTION_MARK.test(said);
}

/**
 * Two memories' similarity on the dense scale calibrated for the earlier one's script (the
 * same 0..1 the question's dense signal uses), from their stored vectors.
 */
function memorySimilarity(request: SearchRequest, vectorOf: (id: string) => Float32Array | undefined): LaterStateSimilarity {
  return (earlier, later) => {
    const left = vectorOf(earlier.id);
    const right = vectorOf(later.id);
    if (!left || !right) return null;
    const scales = partScalesFor(request.config, request.embedder, earlier.text);
    return denseOf(partCosines(left, right, scales), scales);
  };
}

/**
 * A source's most relevant memory takes the score of the source's first, and so its place
 * (source-copies.ts). A memory lifted just above that first one (a later state, a successor) took
 * its relevance; it takes the representative's too, so a later state is never less relevant than
 * the earlier one shown in its place. The eval harness replays it the same way: a lifted result
 * inherits from every result it sits just above by score (eval/retrievers.ts).
 */
function takePlaces(entries: readonly RankedEntry[]): (representative: RankedEntry, first: RankedEntry) => void {
  return (representative, first) => {
    const liftedAbove = scoreJustAbove(first.score);
    representative.score = first.score;
    patchBuilt(representative, { final: first.score });
    for (const entry of entries) {
      if (entry.score !== liftedAbove || entry.relevance >= representative.relevance || !wasLifted(entry)) continue;
      entry.relevance = representative.relevance;
      patchBuilt(entry, { relevance: entry.relevance });
    }
  };
}

function wasLifted(entry: RankedEntry): boolean {
  return entry instanceof ScoredCandidate ? entry.inherited : entry.scores.inherited === 1 || entry.scores.laterState === 1;
}

/** A built result's breakdown takes the change; a candidate's is written from its signals when it is built (scored-candidate.ts). */
function patchBuilt(entry: RankedEntry, change: Record<string, number>): void {
  if (!(entry instanceof ScoredCandidate)) entry.scores = { ...entry.scores, ...change };
}

function markRedundant(entry: RankedEntry, redundancy: number): RankedEntry {
  if (entry instanceof ScoredCandidate) entry.setSignal('redundancy', redundancy);
  else patchBuilt(entry, { redundancy });
  return entry;
}

/** MMR over the top of the ranking, which needs the candidates' vectors. */
async function reorderTop(store: MemoryStore, candidates: ScoredCandidate[], known: Map<string, Float32Array>, request: SearchRequest, cues: LaterStateCues): Promise<RankedEntry[]> {
  // Twice the top k: enough for near-copies to give way, and MMR is quadratic in it.
  const head = candidates.slice(0, Math.max(20, request.topK * 2));
  const missing = head.map((candidate) => candidate.id).filter((id) => !known.has(id));
  const fetched = missing.length > 0 ? await store.getVectors(request.query.tenantId, missing) : new Map<string, Float32Array>();
  const vectorOf = (id: string): Float32Array | undefined => known.get(id) ?? fetched.get(id);
  // Later states of a subject rank above earlier ones (the engine's search; context assembly
  // pairs them itself): for a question asking the current state, or one asking an amount, a day
  // or one of two options, where the later memory states another one (later-state-rules.ts).
  const similarity = memorySimilarity(request, vectorOf);
  const related = (earlier: SearchResult, later: SearchResult, bar = request.config.laterState.similarity): boolean => (similarity(earlier, later) ?? -1) >= bar;
  const inView = head.slice(0, request.config.laterState.window).map((candidate) => userText(candidate.record));
  const revisionInView = mayRevise(inView);
  const stateChangeInView = inView.some((text) => marksStateChange(text) || marksRelationshipChange(text));
  const rules = request.successorsFirst ? laterStateRules(request.text ?? '', { ...cues, revisionInView, stateChangeInView }, related, request.config.laterState) : [];
  // The later-state lift reads and changes built results; MMR needs only ids, scores and vectors,
  // so without the lift the head stays unbuilt too and only what search returns is built.
  const lifted: RankedEntry[] =
    rules.length > 0 ? liftLaterStates(head.map((candidate) => candidate.toResult()), rules, request.config.laterState) : head;
  // A fact and the turn it was drawn from take one place (source-copies.ts), after the lift: read
  // before it, the later-state window held more memories and lifted more wrong ones to the top.
  // It is de-duplication, so MMR's penalty 0 turns it off too. MMR orders by score, so a source's
  // most relevant memory takes the score of its first to keep that place.
  const { distinct: entries, copies } = request.config.mmr.penalty > 0 ? splitSourceCopies(lifted, recordOf, takePlaces(lifted)) : { distinct: lifted, copies: [] };
  const ranked: Ranked[] = entries.map((entry) => ({ id: entry.id, score: entry.score, vector: vectorOf(entry.id) }));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const ordered = mmrOrder(ranked, request.config.mmr).map((item) => {
    const entry = byId.get(item.id) as RankedEntry;
    if (item.redundancy !== undefined && item.redundancy > 0) markRedundant(entry, item.redundancy);
    return entry;
  });
  // A copy of its source is wholly redundant: the breakdown says so as MMR's near-copies do.
  for (const copy of copies) ordered.push(markRedundant(copy, 1));
  for (let index = head.length; index < candidates.length; index += 1) ordered.push(candidates[index] as ScoredCandidate);
  return ordered;
}

/** The days a memory tells of (its time already parsed), read in the offset it was told in (a turn keeps it: turns/remember-turn.ts). */
function toldDaysOf(record: MemoryRecord, time: number): readonly number[] {
  const offset = record.metadata.timeOffset;
  return toldDays(record.text, time, typeof offset === 'string' ? offset : null);
}
