import { analyze } from '../core/text/analyzer.js';
import { TASK_TOPICS } from './rules/lexicon.js';
import type { MemoryEngine } from '../core/engine.js';
import { embedMany } from '../core/embedder.js';
import type { JsonValue } from '../core/errors.js';
import { buildRecordQuery } from '../core/scope.js';
import { TURN_LAYER } from '../turns/turn-record.js';
import type { RecordQuery } from '../core/store.js';
import type { MemoryRecord, Metadata } from '../core/types.js';
import { entitiesOverlap } from './entities.js';
import { checkSupport } from './guard.js';
import { mergeEvidence } from './evidence.js';
import { keyNumbers } from './numbers.js';
import { isNegative } from './rules/polarity.js';
import { endedTerms, resumedEnding, resumedTerms, retractedTerm } from './rules/retraction.js';
import { slotKey, type Slot } from './rules/slot.js';
import type { ProposedMemory, RejectedProposal, WritePolicy } from './types.js';
import { stringsOf } from '../core/metadata-strings.js';

/**
 * Decides, for each proposed memory, whether it is new, a restatement of a memory the
 * user already has (merge: evidence added, access count and importance bumped, no second
 * copy), or a new value for a subject and attribute the user stated before (the old
 * memory is closed with validTo and supersededBy, and stays in the store and history).
 */
export const LONG_TERM_LAYER = 'long-term';

export interface Creation {
  record: MemoryRecord;
  vector: Float32Array;
  proposal: ProposedMemory;
}

/** One step applied to an existing memory; several steps on one memory are applied in order. */
export interface Change {
  before: MemoryRecord;
  after: MemoryRecord;
  /**
   * `narrow`: the new memory changes some of the old one's slots and leaves others ("not allergic
   * to shellfish anymore" after "allergic to peanuts and shellfish"): the old one stays current for
   * the rest, and `metadata.changedSlots` lists what changed since (a history `update`).
   */
  event: 'merge' | 'supersede' | 'narrow';
  /** For merges, the restated text; for supersedes and narrowings, the slot keys (space-separated), `retracted:` and the term by which the new memory ends the old one, or `resumed:` and the term it takes up again that the old one ended (rules/retraction.ts). */
  reason: string;
  /** For supersedes and narrowings, the id of the new memory. */
  by?: string;
}

export interface WritePlan {
  creations: Creation[];
  changes: Change[];
  rejected: RejectedProposal[];
}

/** The prefix of a supersede's reason when the new memory ends the old one by name (朗逸卖掉了) rather than by a slot. */
const RETRACTION_REASON = 'retracted:';
/** The reason recorded when taking a thing up again closes the memory that ended it. */
const RESUMPTION_REASON = 'resumed:';

export interface OwnerScope {
  userId: string;
  agentId?: string;
}

interface StoredSlot {
  subject: string;
  attribute: string;
  value: string;
  mode: string;
}

function storedSlots(record: MemoryRecord): StoredSlot[] {
  const slots = record.metadata.slots;
  if (!Array.isArray(slots)) return [];
  return slots.flatMap((slot): StoredSlot[] => {
    if (typeof slot !== 'object' || slot === null || Array.isArray(slot)) return [];
    const { subject, attribute, value, mode } = slot;
    return typeof subject === 'string' && typeof attribute === 'string' && typeof value === 'string'
      ? [{ subject, attribute, value, mode: typeof mode === 'string' ? mode : 'single' }]
      : [];
  });
}

/** The attribute a slot key fills, without its value-specific part: `user|allergy:peanut` → `user|allergy`. */
function attributeFamily(key: string): string {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon);
}

const normalizeText = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}]+/gu, '');

function sameNumbers(left: string, right: string): boolean {
  const a = new Set(keyNumbers(left));
  const b = new Set(keyNumbers(right));
  return a.size === b.size && [...a].every((value) => b.has(value));
}

/** A restatement, not a change: same numbers, same polarity, no slot with a different value. */
function isRestatement(proposal: ProposedMemory, record: MemoryRecord): boolean {
  if (normalizeText(proposal.text) === normalizeText(record.text)) return true;
  if (!sameNumbers(proposal.text, record.text) || isNegative(proposal.text) !== isNegative(record.text)) return false;
  const existing = new Map(storedSlots(record).map((slot) => [slotKey(slot), slot]));
  const slotsAgree = proposal.slots.every((slot) => {
    const stored = existing.get(slotKey(slot));
    return !stored || (slot.mode === 'single' && stored.value === slot.value);
  });
  // Each must support the other's names and terms: a weak model scores "lives in Oakland"
  // and "lives in Berkeley" as identical, so similarity alone never decides.
  const at = proposal.eventTime;
  return slotsAgree && checkSupport(proposal.text, [record.text], at).supported && checkSupport(record.text, [proposal.text], at).supported;
}

function conflicts(slot: Slot, proposal: ProposedMemory, record: MemoryRecord): boolean {
  const stored = storedSlots(record).find((candidate) => slotKey(candidate) === slotKey(slot));
  if (!stored) return false;
  if (slot.mode === 'stage') return entitiesOverlap(proposal.entities, stringsOf(record.metadata.entities));
  return stored.value !== slot.value;
}

function metadataFor(proposal: ProposedMemory, turnInstant: string): Metadata {
  const metadata: Metadata = {
    layer: LONG_TERM_LAYER,
    category: proposal.category,
    language: proposal.language,
    extractor: proposal.extractor,
    slots: proposal.slots.map((slot) => ({ ...slot })) as JsonValue,
    slotKeys: proposal.slots.map(slotKey),
    entities: proposal.entities,
    turnTime: turnInstant,
  };
  const topicTerms = topicTermsOf(proposal.slots);
  if (topicTerms.length > 0) metadata.topicTerms = topicTerms;
  if (proposal.eventDate) metadata.eventDate = proposal.eventDate;
  return metadata;
}

/**
 * The analysed words that name a task's topic ("PC build", 装机, 显卡…), so retrieval can tell
 * that "Where am I at with the PC build?" asks about this memory however the turn was worded.
 */
function topicTermsOf(slots: readonly { attribute: string }[]): string[] {
  const topics = slots.map((slot) => /^task:(.+)$/.exec(slot.attribute)?.[1]).filter((topic): topic is string => topic !== undefined);
  const words = topics.flatMap((topic) => [topic.replaceAll('-', ' '), ...(TASK_TOPICS[topic] ?? [])]);
  return [...new Set(words.flatMap((word) => analyze(word)))];
}

/** When a record's fact began holding; stored times may carry offsets, so they are compared as instants. */
function startOf(record: MemoryRecord): string {
  return record.validFrom ?? record.eventTime ?? record.createdAt;
}

function startsBefore(left: string, right: string): boolean {
  return Date.parse(left) < Date.parse(right);
}

/**
 * The memories a change that names what it ends may close: the proposal's nearest in meaning,
 * the user's memories holding an ended term (in a large store the old car need not be among the
 * nearest of 朗逸卖掉了，换了一辆比亚迪), and the user's turns holding one. A turn is closed too
 * when it said the thing that ended: many statements of a state are kept only as the turn
 * (我开了个爱奇艺的年卡会员 is no preference, fact or task), and a turn that no closed fact cites
 * otherwise stays current for every question.
 */
async function retractionCandidates(engine: MemoryEngine, scopes: { facts: RecordQuery; turns: RecordQuery }, nearest: MemoryRecord[], ended: ReadonlySet<string>, k: number): Promise<MemoryRecord[]> {
  const known = new Set(nearest.map((record) => record.id));
  const terms = [...ended];
  const [facts, turns] = await Promise.all([engine.store.keywordSearch(scopes.facts, terms, k), engine.store.keywordSearch(scopes.turns, terms, k)]);
  const hits = [...facts, ...turns].filter((hit) => !known.has(hit.id));
  return [...nearest, ...(await engine.store.getMany(engine.tenantId, hits.map((hit) => hit.id)))];
}

/** Whether a retraction may close this memory: a current long-term memory that began by the turn, or a turn said before it. */
function closableByRetraction(record: MemoryRecord, turnInstant: string): boolean {
  if (record.validTo !== null) return false;
  if (record.metadata.layer === LONG_TERM_LAYER) return !startsBefore(turnInstant, startOf(record));
  return record.metadata.layer === TURN_LAYER && startsBefore(startOf(record), turnInstant);
}

export interface ReconcileInput {
  engine: MemoryEngine;
  owner: OwnerScope;
  proposals: ProposedMemory[];
  policy: WritePolicy;
  /** The turn's instant (UTC ISO): when the new facts became valid. */
  turnInstant: string;
  sessionId: string;
}

export async function planWrites(input: ReconcileInput): Promise<WritePlan> {
  const { engine, owner, policy, turnInstant } = input;
  const plan: WritePlan = { creations: [], changes: [], rejected: [] };
  const seen = new Set<string>();
  const proposals = input.proposals.filter((proposal) => {
    const key = normalizeText(proposal.text);
    if (seen.has(key)) {
      plan.rejected.push({ text: proposal.text, reason: 'duplicate-in-turn', missing: [], extractor: proposal.extractor });
      return false;
    }
    seen.add(key);
    return true;
  });
  if (proposals.length === 0) return plan;

  const texts = proposals.map((proposal) => engine.checkText(proposal.text));
  const vectors = await embedMany(engine.embedder, texts);
  // Later proposals of the same turn see the changes earlier ones made.
  const current = new Map<string, MemoryRecord>();
  const latest = (record: MemoryRecord): MemoryRecord => current.get(record.id) ?? record;
  const change = (entry: Change): void => {
    current.set(entry.after.id, entry.after);
    plan.changes.push(entry);
  };
  const query = (extra: { filter?: unknown; kinds?: MemoryRecord['kind'][] } = {}) =>
    buildRecordQuery(engine.tenantId, owner, { statuses: ['active'], kinds: ['semantic', 'procedural'], ...extra });
  const now = engine.now();
  const retractionScopes = { facts: query(), turns: query({ kinds: ['episodic'], filter: { layer: TURN_LAYER } }) };

  for (const [index, proposal] of proposals.entries()) {
    const vector = vectors[index] as Float32Array;
    const hits = await engine.store.vectorSearch(query(), vector, policy.neighbours);
    const neighbours = await engine.store.getMany(engine.tenantId, hits.map((hit) => hit.id));
    const similarity = new Map(hits.map((hit) => [hit.id, hit.score]));
    const duplicate = neighbours
      .map(latest)
      .filter((record) => record.validTo === null && record.metadata.layer === LONG_TERM_LAYER)
      .find((record) => {
        const score = similarity.get(record.id) ?? 0;
        return (score >= policy.duplicateSimilarity || normalizeText(record.text) === normalizeText(proposal.text)) && isRestatement(proposal, record);
      });
    if (duplicate) {
      const restatedHere = proposal.evidence.every((id) => duplicate.evidence.includes(id));
      // Processing the same turn twice changes nothing; a new turn saying it again counts.
      if (!restatedHere) {
        const after: MemoryRecord = {
          ...duplicate,
          evidence: mergeEvidence(duplicate.evidence, proposal.evidence),
          accessCount: duplicate.accessCount + 1,
          lastAccessedAt: now,
          importance: Math.min(1, Math.round((Math.max(duplicate.importance, proposal.importance) + policy.mergeImportanceBump) * 100) / 100),
          updatedAt: now,
          source: { ...duplicate.source, messageIds: mergeEvidence(duplicate.source.messageIds ?? [], proposal.evidence) },
        };
        change({ before: duplicate, after, event: 'merge', reason: proposal.text });
      }
      continue;
    }

    const id = engine.newId();
    const changesBefore = plan.changes.length;
    let closedBy: { id: string; at: string } | null = null;
    // Each current holder of a slot this proposal changes, with the slots it changes there.
    const conflicting = new Map<string, { holder: MemoryRecord; keys: Set<string> }>();
    for (const slot of proposal.slots) {
      const ids = await engine.store.listIds(query({ filter: { slotKeys: { $contains: slotKey(slot) } } }));
      const holders = (await engine.store.getMany(engine.tenantId, ids)).map(latest).filter((record) => record.validTo === null);
      for (const holder of holders) {
        if (!conflicts(slot, proposal, holder)) continue;
        if (!startsBefore(turnInstant, startOf(holder))) {
          const entry = conflicting.get(holder.id) ?? { holder, keys: new Set<string>() };
          entry.keys.add(slotKey(slot));
          conflicting.set(holder.id, entry);
        } else if (!closedBy || startsBefore(startOf(holder), closedBy.at)) {
          // An older turn processed late (an import, a backfill): the newer fact stays current.
          closedBy = { id: holder.id, at: startOf(holder) };
        }
      }
    }
    // A memory listing several values of one attribute ("allergic to peanuts and shellfish") of
    // which this proposal changes some stays current for the rest: narrowed, not closed. A memory
    // whose other slots are other attributes ("在美团做产品经理": workplace, occupation) describes one
    // state, which the change ends as a whole.
    const narrowed = new Set<string>();
    const narrowedEvidence = new Set<string>();
    for (const { holder, keys } of conflicting.values()) {
      const changedFamilies = new Set([...keys].map(attributeFamily));
      const changedBefore = new Set(stringsOf(holder.metadata.changedSlots));
      // What still holds: the values of the changed attribute that neither this proposal nor an earlier narrowing changed.
      const kept = storedSlots(holder).map(slotKey).filter((key) => !keys.has(key) && !changedBefore.has(key) && changedFamilies.has(attributeFamily(key)));
      const reason = [...keys].join(' ');
      if (kept.length === 0) {
        change({ before: holder, after: { ...holder, validTo: turnInstant, supersededBy: id, updatedAt: now }, event: 'supersede', reason, by: id });
        continue;
      }
      narrowed.add(holder.id);
      for (const evidenceId of holder.evidence) narrowedEvidence.add(evidenceId);
      const changedSlots = [...new Set([...changedBefore, ...keys])];
      change({ before: holder, after: { ...holder, metadata: { ...holder.metadata, changedSlots }, updatedAt: now }, event: 'narrow', reason, by: id });
    }
    // Memories closed by name: those holding a term `termOf` reads as ended by this proposal, found by meaning or by the terms.
    const closeNamed = async (terms: ReadonlySet<string>, termOf: (text: string) => string | null, reason: string): Promise<void> => {
      for (const holder of terms.size === 0 ? [] : await retractionCandidates(engine, retractionScopes, neighbours, terms, policy.neighbours)) {
        // A fact this proposal narrowed holds other slots still, and so does the turn that said it: naming one of their things ends only that one.
        if (narrowed.has(holder.id) || holder.evidence.some((evidenceId) => narrowedEvidence.has(evidenceId))) continue;
        const current = latest(holder);
        const term = closableByRetraction(current, turnInstant) ? termOf(current.text) : null;
        if (term === null) continue;
        const after: MemoryRecord = { ...current, validTo: turnInstant, supersededBy: id, updatedAt: now };
        change({ before: current, after, event: 'supersede', reason: `${reason}${term}`, by: id });
      }
    };
    const ended = endedTerms(proposal.text);
    await closeNamed(
      ended,
      (text) => {
        const term = retractedTerm(text, ended);
        // A memory that already says the same thing ended ("Lost my job as a banker", then "lost my job" again) is the same event retold, not a state it ends.
        return term === null || retractedTerm(text, endedTerms(text)) === term ? null : term;
      },
      RETRACTION_REASON,
    );
    // Taking a thing up again ends the memory that ended it ("got Netflix back" closes "Cancelled Netflix").
    const resumed = resumedTerms(proposal.text);
    await closeNamed(resumed, (text) => resumedEnding(text, resumed), RESUMPTION_REASON);
    if (proposal.onlyIfItResumes && plan.changes.length === changesBefore) {
      plan.rejected.push({ text: proposal.text, reason: 'resumes-nothing', missing: [], extractor: proposal.extractor });
      continue;
    }
    const record: MemoryRecord = {
      id,
      tenantId: engine.tenantId,
      scope: { ...owner },
      kind: proposal.kind,
      text: texts[index] as string,
      metadata: metadataFor(proposal, turnInstant),
      tags: [proposal.category],
      importance: proposal.importance,
      createdAt: now,
      updatedAt: now,
      lastAccessedAt: null,
      accessCount: 0,
      eventTime: proposal.eventTime,
      validFrom: turnInstant,
      validTo: closedBy?.at ?? null,
      supersededBy: closedBy?.id ?? null,
      status: 'active',
      evidence: [...proposal.evidence],
      source: { sessionId: input.sessionId, messageIds: [...proposal.evidence] },
    };
    plan.creations.push({ record, vector, proposal });
  }
  return plan;
}
