import { isTurnRecord, turnInfoOf } from '../turns/turn-record.js';
import { turnEvidenceId } from '../write/evidence.js';
import type { MemoryCandidate } from './context-candidates.js';

/**
 * One item per piece of information. The write pipeline extracts facts from a turn (their
 * `evidence` names it) and summarises a session from its turns, so a fact, the turn it came
 * from and the session summary can all be recalled for one question, saying the same thing three
 * times. Here each turn and the memories extracted from it form one group, and only the group's
 * best item stays: a standing one (instruction, preference) when there is one, else the highest
 * score. A session summary whose every line is already in the prompt, through the turns it
 * quotes, stays out too. What is left out is marked `merged`, naming the item that carries it.
 */
export function mergeRepeats(candidates: MemoryCandidate[]): void {
  const turnsByEvidence = new Map<string, MemoryCandidate>();
  for (const candidate of candidates) {
    if (!isTurnRecord(candidate.record)) continue;
    const info = turnInfoOf(candidate.record);
    turnsByEvidence.set(turnEvidenceId(info.sessionId, info.turnId), candidate);
  }
  const derivedByEvidence = new Map<string, MemoryCandidate[]>();
  for (const candidate of candidates) {
    if (!isDerived(candidate) || !isLive(candidate)) continue;
    for (const evidence of candidate.record.evidence) {
      if (!turnsByEvidence.has(evidence)) continue;
      derivedByEvidence.set(evidence, [...(derivedByEvidence.get(evidence) ?? []), candidate]);
    }
  }

  /** Evidence ids of turns whose information is in the prompt, by the turn itself or a memory extracted from it. */
  const represented = new Set<string>();
  for (const [evidence, turn] of turnsByEvidence) {
    const derived = derivedByEvidence.get(evidence) ?? [];
    const group = [turn, ...derived].filter(isLive);
    if (group.length === 0) continue;
    represented.add(evidence);
    if (!isLive(turn) || derived.length === 0) continue;
    const keeper = group.find((candidate) => candidate.scoreBasis === 'importance') ?? [...group].sort((left, right) => right.score - left.score)[0];
    if (keeper === undefined) continue;
    for (const candidate of group) {
      if (candidate === keeper) continue;
      // A derived memory that other turns also back keeps its place for them.
      if (candidate !== turn && candidate.record.evidence.length > 1) continue;
      candidate.drop = {
        reason: 'merged',
        detail:
          candidate === turn
            ? `its information is in ${keeper.record.id} ("${shortened(keeper.record.text)}"), extracted from this turn`
            : keeper === turn
              ? `extracted from turn ${turn.record.id}, which is in the prompt`
              : `extracted from turn ${turn.record.id}, like ${keeper.record.id}, which is in the prompt`,
      };
    }
  }

  for (const candidate of candidates) {
    if (candidate.record.kind !== 'summary' || !isLive(candidate)) continue;
    const sessionId = candidate.record.source.sessionId ?? candidate.record.scope.sessionId;
    if (sessionId === undefined) continue;
    const quoted = summaryLines(candidate.record.text);
    const covering = candidate.record.evidence.map((turnId) => turnEvidenceId(sessionId, turnId)).filter((evidence) => represented.has(evidence));
    const userTexts = covering.map((evidence) => turnInfoOf((turnsByEvidence.get(evidence) as MemoryCandidate).record).user);
    if (quoted.length === 0 || !quoted.every((line) => userTexts.some((text) => text.includes(line)))) continue;
    candidate.drop = { reason: 'merged', detail: `every line is already in the prompt, from turns ${covering.map((evidence) => evidence).join(', ')}` };
  }
}

function shortened(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' '));
  return characters.length > 24 ? `${characters.slice(0, 23).join('')}…` : characters.join('');
}

/** A memory the write pipeline extracted from turns (not a turn, a summary or a document chunk). */
function isDerived(candidate: MemoryCandidate): boolean {
  const { kind } = candidate.record;
  return (kind === 'semantic' || kind === 'procedural') && candidate.record.evidence.length > 0;
}

function isLive(candidate: MemoryCandidate): boolean {
  return candidate.drop === null && candidate.outdated !== true;
}

/** The lines of an extractive summary ("- 我住在南方"), without their bullets. */
function summaryLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-•*]\s*/u, '').trim())
    .filter((line) => line.length > 0);
}
