import { randomUUID } from 'node:crypto';
import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { parseInput } from '../core/schemas.js';
import { textTerms } from '../core/text/analyzer.js';
import type { MemoryRecord, TurnInput } from '../core/types.js';
import type { ChatModel } from '../llm/chat-model.js';
import { turnInputSchema } from '../turns/turn-schemas.js';
import { turnEvidenceId } from './evidence.js';
import { judgeFaithfulness } from './faithfulness-judge.js';
import { defaultImportancePolicy } from './importance.js';
import { saveJob, trackJob, withOwnerLock } from './jobs.js';
import { turnLanguage } from './language.js';
import { extractWithLlm } from './llm-extractor.js';
import { planWrites, type OwnerScope, type WritePlan } from './reconcile.js';
import { extractByRules, type TurnContext } from './rule-extractor.js';
import type { ProcessTurnOptions, ProposedMemory, RejectedProposal, SupersededMemory, WritePolicy, WriteReport } from './types.js';
import { tenantKey } from '../core/tenant-key.js';

/**
 * The write pipeline (seed 004): every turn passes through it. Rules (or the optional
 * LLM) propose memories, the guard drops unsupported ones, then duplicates merge and
 * conflicts supersede, all in one store transaction. Without an LLM the write is
 * synchronous; with one it runs in the background and `writeStatus(id)` tracks it.
 */
export const defaultWritePolicy: WritePolicy = {
  duplicateSimilarity: 0.9,
  neighbours: 8,
  mergeImportanceBump: 0.05,
  importance: defaultImportancePolicy,
};

export function resolveWritePolicy(overrides: ProcessTurnOptions['policy'] = {}): WritePolicy {
  return {
    ...defaultWritePolicy,
    ...overrides,
    importance: { ...defaultImportancePolicy, ...overrides.importance, base: { ...defaultImportancePolicy.base, ...overrides.importance?.base } },
  };
}

interface Extraction {
  proposals: ProposedMemory[];
  rejected: RejectedProposal[];
  extractor: WriteReport['extractor'];
  filler: boolean;
  warnings: string[];
}

function describe(error: unknown): string {
  return MemoryError.isInstance(error) ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
}

async function extract(turn: TurnContext, options: ProcessTurnOptions, policy: WritePolicy): Promise<Extraction> {
  const rules = extractByRules(turn, policy.importance);
  const ruleResult: Extraction = { proposals: rules.proposals, rejected: [], extractor: 'rules', filler: rules.filler, warnings: [] };
  // Small talk never costs an LLM call.
  if (!options.llm || rules.filler) return rules.filler ? { ...ruleResult, extractor: 'none' } : ruleResult;
  const language = turnLanguage(`${turn.user} ${turn.assistant ?? ''}`);
  try {
    const llm = await extractWithLlm(options.llm, turn, language, policy.importance, options.signal);
    const judge: ChatModel | undefined = options.judge === true ? options.llm : options.judge || undefined;
    if (!judge || llm.proposals.length === 0) return { ...llm, extractor: 'llm', filler: false, warnings: [] };
    const verdicts = await judgeFaithfulness(judge, turn, llm.proposals.map((proposal) => proposal.text), options.signal);
    const proposals = llm.proposals.filter((_proposal, index) => verdicts[index]?.faithful);
    const rejectedByJudge = llm.proposals
      .map((proposal, index) => ({ proposal, verdict: verdicts[index] }))
      .filter(({ verdict }) => !verdict?.faithful)
      .map(({ proposal, verdict }): RejectedProposal => ({ text: proposal.text, reason: 'judge', missing: verdict?.reason ? [verdict.reason] : [], extractor: 'llm' }));
    return { proposals, rejected: [...llm.rejected, ...rejectedByJudge], extractor: 'llm', filler: false, warnings: [] };
  } catch (error: unknown) {
    if (options.fallbackToRules === false) throw error;
    return { ...ruleResult, warnings: [`LLM extraction failed, rules used instead: ${describe(error)}`] };
  }
}

async function applyPlan(engine: MemoryEngine, plan: WritePlan, actor: string): Promise<void> {
  const finals = new Map<string, MemoryRecord>();
  for (const change of plan.changes) finals.set(change.after.id, change.after);
  if (plan.creations.length === 0 && finals.size === 0) return;
  await engine.store.write({
    tenantId: engine.tenantId,
    upserts: [
      ...plan.creations.map((creation) => ({ record: creation.record, vector: creation.vector, ...textTerms(creation.record.text) })),
      ...[...finals.values()].map((record) => ({ record })),
    ],
    history: [
      ...plan.creations.map((creation) => engine.historyEntry('create', null, creation.record, actor)),
      ...plan.changes.map((change) => engine.historyEntry(change.event === 'narrow' ? 'update' : change.event, change.before, change.after, actor)),
    ],
  });
}

/** The memories a plan closed or narrowed, each with the new memory and the slots (or the retracted term) that did it. */
function changedBy(plan: WritePlan, event: 'supersede' | 'narrow'): SupersededMemory[] {
  return plan.changes.filter((change) => change.event === event).map((change) => ({ memory: change.after, by: change.by ?? '', slot: change.reason }));
}

async function runWrite(engine: MemoryEngine, turn: TurnContext, owner: OwnerScope, sessionId: string, options: ProcessTurnOptions, report: WriteReport): Promise<WriteReport> {
  const policy = resolveWritePolicy(options.policy);
  const extraction = await extract(turn, options, policy);
  // User and agent ids hold no '|' (scopeSchema's identifier), so the pair is unambiguous after the tenant.
  const ownerKey = tenantKey(engine.tenantId, `${owner.userId}|${owner.agentId ?? ''}`);
  const plan = await withOwnerLock(ownerKey, async () => {
    const planned = await planWrites({ engine, owner, proposals: extraction.proposals, policy, turnInstant: new Date(turn.turnTime).toISOString(), sessionId });
    await applyPlan(engine, planned, `write-pipeline:${extraction.extractor}`);
    return planned;
  });
  return {
    ...report,
    status: 'done',
    extractor: extraction.extractor,
    filler: extraction.filler,
    created: plan.creations.map((creation) => creation.record),
    merged: plan.changes.filter((change) => change.event === 'merge').map((change) => ({ memory: change.after, proposal: change.reason })),
    superseded: changedBy(plan, 'supersede'),
    narrowed: changedBy(plan, 'narrow'),
    rejected: [...extraction.rejected, ...plan.rejected],
    warnings: extraction.warnings,
    finishedAt: engine.now(),
  };
}

/**
 * Runs one turn through the write pipeline. Without `options.llm` it returns the finished
 * report. With an LLM it returns a `pending` report at once (unless `background: false`);
 * poll `writeStatus(engine, report.id)` or await `waitForWrite(engine, report.id)`.
 */
export async function processTurn(engine: MemoryEngine, turn: TurnInput, options: ProcessTurnOptions = {}): Promise<WriteReport> {
  await engine.init();
  const parsed = parseInput(turnInputSchema, turn, 'turn');
  const user = engine.checkText(parsed.user, 'user');
  const assistant = parsed.assistant !== undefined && parsed.assistant.trim().length > 0 ? engine.checkText(parsed.assistant, 'assistant') : undefined;
  const context: TurnContext = {
    evidenceId: turnEvidenceId(parsed.sessionId, parsed.turnId),
    turnTime: parsed.time ?? engine.now(),
    user,
    ...(assistant === undefined ? {} : { assistant }),
  };
  const owner: OwnerScope = { userId: parsed.userId, ...(parsed.agentId ? { agentId: parsed.agentId } : {}) };
  const pending: WriteReport = {
    id: randomUUID(),
    status: 'pending',
    evidenceId: context.evidenceId,
    language: turnLanguage(`${user} ${assistant ?? ''}`),
    extractor: options.llm ? 'llm' : 'rules',
    filler: false,
    created: [],
    merged: [],
    superseded: [],
    rejected: [],
    warnings: [],
    startedAt: engine.now(),
    finishedAt: null,
  };
  const failed = (error: unknown): WriteReport => ({
    ...pending,
    status: 'failed',
    error: { code: MemoryError.isInstance(error) ? error.code : 'INTERNAL', message: describe(error) },
    finishedAt: engine.now(),
  });
  if (!options.llm || options.background === false) {
    // Synchronous: the caller gets the report, or the error itself with its code.
    let report: WriteReport;
    try {
      report = await runWrite(engine, context, owner, parsed.sessionId, options, pending);
    } catch (error: unknown) {
      // The caller gets the pipeline's own error even when its failed report cannot be recorded.
      await saveJob(engine, parsed.userId, failed(error)).catch(() => undefined);
      throw error;
    }
    await saveJob(engine, parsed.userId, report);
    return report;
  }
  // The pending report is saved before the work starts, so a finished report can never be overwritten by it.
  await saveJob(engine, parsed.userId, pending);
  const done = runWrite(engine, context, owner, parsed.sessionId, options, pending)
    .then(
      (report) => report,
      (error: unknown) => failed(error),
    )
    .then(async (report) => {
      try {
        await saveJob(engine, parsed.userId, report);
      } catch (error: unknown) {
        // The memories are written; only the shared status could not be: this process still answers waitForWrite.
        process.stderr.write(`agent-memory: could not record write job ${report.id}: ${describe(error)}\n`);
      }
      return report;
    });
  trackJob(engine, pending.id, done);
  return structuredClone(pending);
}
