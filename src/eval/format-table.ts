import type { EvalReport, MethodReport } from './run-eval.js';

/** The plain-text summary `agent-memory eval` prints without `--json`. */
function cell(value: number | null | undefined, digits = 3): string {
  return value === null || value === undefined ? '-' : Number.isInteger(value) && digits === 0 ? String(value) : value.toFixed(digits);
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((value, column) => (column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join('  '));
}

export function formatEvalTable(report: EvalReport): string {
  const { keyword, dense } = report.baselines;
  const methods: MethodReport[] = [report, keyword, dense];
  const rows: string[][] = [['metric', 'ours', 'keyword', 'dense', 'vs keyword', 'vs dense']];
  for (const k of report.k) {
    for (const field of ['recall_any', 'recall_all'] as const) {
      rows.push([
        `${field}@${k}`,
        ...methods.map((method) => cell(method[field][String(k)])),
        cell(report.ratios.keyword[field][String(k)], 2),
        cell(report.ratios.dense[field][String(k)], 2),
      ]);
    }
  }
  rows.push(['mrr', ...methods.map((method) => cell(method.mrr)), cell(report.ratios.keyword.mrr, 2), cell(report.ratios.dense.mrr, 2)]);
  rows.push(['abstain_accuracy', ...methods.map((method) => cell(method.abstain_accuracy)), '', '']);
  rows.push(['false_recall_rate', ...methods.map((method) => cell(method.false_recall_rate)), '', '']);
  rows.push(['stale_outranked', ...methods.map((method) => String(method.stale_outranked)), '', '']);
  rows.push(['isolation_leaks', ...methods.map((method) => String(method.isolation_leaks)), '', '']);
  rows.push(['latency p50 ms', ...methods.map((method) => cell(method.latency_ms.p50, 1)), '', '']);
  rows.push(['latency p95 ms', ...methods.map((method) => cell(method.latency_ms.p95, 1)), '', '']);

  const middle = report.k.includes(10) ? 10 : (report.k[Math.floor(report.k.length / 2)] as number);
  const typeRows: string[][] = [['type', 'questions', `any@${middle} ours`, 'keyword', 'dense', `all@${middle} ours`, 'mrr', 'abstain', 'stale']];
  for (const [type, metrics] of Object.entries(report.by_type)) {
    typeRows.push([
      type,
      String(metrics.questions),
      cell(metrics.recall_any[String(middle)]),
      cell(keyword.by_type[type]?.recall_any[String(middle)]),
      cell(dense.by_type[type]?.recall_any[String(middle)]),
      cell(metrics.recall_all[String(middle)]),
      cell(metrics.mrr),
      cell(metrics.abstain_accuracy),
      String(metrics.stale_outranked),
    ]);
  }
  const cv = report.cv;
  const cvLines = cv
    ? [
        '',
        `cross-validated (${cv.folds} case-level folds, relevance model refit without each): recall_any@${middle} ${cell(cv.metrics.recall_any[String(middle)])}, abstain_accuracy ${cell(cv.metrics.abstain_accuracy)}, false_recall_rate ${cell(cv.metrics.false_recall_rate)}, relevance_auc ${cell(cv.relevance_auc)}`,
      ]
    : [];
  const skipped = Object.entries(report.skipped).map(([why, count]) => `${count} ${why}`);
  return [
    `${report.dataset} (${report.format}): ${report.questions} questions, ${report.answerable} answerable${skipped.length > 0 ? `; skipped ${skipped.join(', ')}` : ''}`,
    `ingested ${report.ingest.turns} turns as ${report.ingest.exchanges} exchanges (${report.ingest.memories} memories) in ${report.ingest.seconds}s; store ${report.setup.store}, embedder ${report.setup.embedder}; total ${report.seconds}s`,
    '',
    ...table(rows),
    `relevance_auc ${cell(report.relevance_auc)}`,
    ...cvLines,
    '',
    ...table(typeRows),
  ].join('\n');
}
