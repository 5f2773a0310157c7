import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.js';
import type { QuestionDetail } from './question-details.js';
import type { EvalReport } from './run-eval.js';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'agent-memory-eval-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function runCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  // The hash embedder keeps this a test of the harness, not of a model.
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line), env: { AGENT_MEMORY_EMBEDDER: 'hash' } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const METRIC_FIELDS = ['recall_any', 'recall_all', 'mrr', 'abstain_accuracy', 'false_recall_rate', 'stale_outranked', 'isolation_leaks', 'latency_ms'];

describe('agent-memory eval, end to end on a tiny slice', () => {
  it('prints one JSON object with the documented fields, ours beside both baselines', async () => {
    const report = join(folder, 'report.html');
    const { code, out, err } = await runCli(['eval', '--dataset', fixture('memory-dev-slice.json'), '--k', '1,5', '--json', '--no-progress', '--no-cache', '--report', report]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as EvalReport;
    for (const field of ['dataset', 'questions', ...METRIC_FIELDS, 'by_type']) expect(parsed).toHaveProperty(field);
    expect(parsed.dataset).toBe('memory-dev-slice');
    expect(parsed.questions).toBe(4);
    expect(Object.keys(parsed.recall_any)).toEqual(['1', '5']);
    expect(Object.keys(parsed.latency_ms)).toEqual(['p50', 'p95']);
    expect(Object.keys(parsed.by_type).sort()).toEqual(['abstain', 'single-hop', 'update']);
    for (const baseline of [parsed.baselines.keyword, parsed.baselines.dense]) for (const field of METRIC_FIELDS) expect(baseline).toHaveProperty(field);
    expect(parsed.ratios.keyword.recall_any).toHaveProperty('5');
    // Each case is its own user, whose scope isolates it: never a result of the other user.
    expect(parsed.isolation_leaks).toBe(0);
    expect(parsed.baselines.dense.isolation_leaks).toBe(0);
    // 8 turns as 4 user/assistant exchanges, plus what the write pipeline derived.
    expect(parsed.ingest).toMatchObject({ turns: 8, exchanges: 4 });
    expect(parsed.ingest.memories).toBeGreaterThanOrEqual(4);

    const html = readFileSync(report, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('<polyline');
    expect(html).toContain('memory-dev-slice');
    expect(html).toMatch(/<h2>Questions we missed at k = 5<\/h2>/);
    // Self-contained: it must open offline.
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('reads LoCoMo, skipping category 5, and prints a table without --json', async () => {
    const { code, out } = await runCli(['eval', '--dataset', fixture('locomo-slice.json'), '--no-progress', '--no-cache', '--store', 'memory']);
    expect(code).toBe(0);
    expect(out).toContain('locomo-slice (locomo): 5 questions, 5 answerable; skipped 1 category 5 (adversarial), 1 no usable evidence');
    expect(out).toMatch(/recall_any@10\s+[\d.]+\s+[\d.]+\s+[\d.]+/);
    expect(out).toContain('category-1');
  });

  it('writes every question with each method\'s results to --details', async () => {
    const detailsFile = join(folder, 'details.json');
    const { code } = await runCli(['eval', '--dataset', fixture('memory-dev-slice.json'), '--k', '5', '--json', '--no-progress', '--no-cache', '--details', detailsFile]);
    expect(code).toBe(0);
    const details = JSON.parse(readFileSync(detailsFile, 'utf8')) as QuestionDetail[];
    expect(details).toHaveLength(4);
    for (const detail of details) {
      expect(Object.keys(detail.methods).sort()).toEqual(['dense', 'keyword', 'ours']);
      for (const method of Object.values(detail.methods)) {
        // first_hit must agree with the results it summarises.
        const hit = method.results.findIndex((result) => result.evidence.some((id) => detail.evidence.includes(id)));
        expect(method.first_hit).toBe(hit < 0 ? null : hit + 1);
        for (const result of method.results) expect(result.content.length).toBeGreaterThan(0);
      }
    }
    // Our pipeline's results carry their calibrated relevance (the baselines have none).
    const ours = details.flatMap((detail) => detail.methods.ours.results);
    expect(ours.length).toBeGreaterThan(0);
    for (const result of ours) {
      expect(result.relevance).toBeGreaterThan(0);
      expect(result.relevance).toBeLessThan(1);
    }
    for (const result of details.flatMap((detail) => detail.methods.keyword.results)) expect(result.relevance).toBeUndefined();
    const abstain = details.find((detail) => detail.type === 'abstain');
    expect(abstain?.evidence).toEqual([]);
    expect(abstain?.methods.ours.first_hit).toBeNull();
  });

  it('reports relevance_auc, and with --folds the held-out figures of a model refit without each fold', async () => {
    const { code, out } = await runCli(['eval', '--dataset', fixture('memory-dev-slice.json'), '--k', '1,5', '--json', '--no-progress', '--no-cache', '--folds', '2']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as EvalReport;
    // One abstain question and three answerable ones: an AUC exists and is a probability.
    expect(parsed.relevance_auc).not.toBeNull();
    expect(parsed.relevance_auc).toBeGreaterThanOrEqual(0);
    expect(parsed.relevance_auc).toBeLessThanOrEqual(1);
    expect(parsed.cv?.folds).toBe(2);
    expect(parsed.cv?.models).toHaveLength(2);
    expect(parsed.cv?.metrics.questions).toBe(4);
    for (const model of parsed.cv?.models ?? []) for (const value of Object.values(model)) expect(Number.isFinite(value)).toBe(true);
    const withoutFolds = JSON.parse((await runCli(['eval', '--dataset', fixture('memory-dev-slice.json'), '--k', '5', '--json', '--no-progress', '--no-cache'])).out) as EvalReport;
    expect(withoutFolds.cv).toBeUndefined();
  });

  it('refuses a bad --k, a bad --folds and a missing dataset', async () => {
    expect((await runCli(['eval', '--dataset', fixture('locomo-slice.json'), '--k', '0,5'])).code).toBe(2);
    expect((await runCli(['eval', '--dataset', fixture('locomo-slice.json'), '--folds', '1'])).code).toBe(2);
    const missing = await runCli(['eval', '--dataset', join(folder, 'nope.json'), '--no-progress']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/NOT_FOUND: cannot read dataset/);
  });
});
