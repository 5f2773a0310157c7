import type { QuestionDetail } from './question-details.js';
import type { EvalReport, MethodReport } from './run-eval.js';

/**
 * `--report out.html`: one self-contained page (inline CSS and SVG, no scripts, nothing
 * fetched, so it opens offline) with recall@k curves per method, a per-type table and, given
 * the per-question details, the questions our pipeline got wrong beside what the baselines did.
 */
const COLORS: Record<string, string> = { ours: '#d9480f', keyword: '#1c7ed6', dense: '#2b8a3e' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

function fixed(value: number | null | undefined, digits = 3): string {
  return value === null || value === undefined ? '–' : value.toFixed(digits);
}

/** One line chart: recall (0..1) against k, one polyline per method. */
export function recallChart(title: string, field: 'recall_any' | 'recall_all', methods: [string, MethodReport][], ks: number[]): string {
  const width = 420;
  const height = 260;
  const left = 44;
  const right = 110;
  const top = 28;
  const bottom = 36;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  // Evenly spaced k (the labels carry the values); one decimal is plenty for a 420-pixel chart.
  const round = (value: number): number => Math.round(value * 10) / 10;
  const x = (index: number): number => round(left + (ks.length === 1 ? plotWidth / 2 : (index / (ks.length - 1)) * plotWidth));
  const y = (value: number): number => round(top + (1 - value) * plotHeight);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((value) => `<line x1="${left}" x2="${left + plotWidth}" y1="${y(value)}" y2="${y(value)}" stroke="#e9ecef"/><text x="${left - 6}" y="${y(value) + 4}" text-anchor="end">${value.toFixed(2)}</text>`)
    .join('');
  const ticks = ks.map((k, index) => `<text x="${x(index)}" y="${top + plotHeight + 18}" text-anchor="middle">${k}</text>`).join('');
  const lines = methods
    .map(([name, metrics], position) => {
      const color = COLORS[name] ?? '#495057';
      const points = ks.map((k, index) => [x(index), y(metrics[field][String(k)] ?? 0)] as const);
      const dots = points.map(([px, py], index) => `<circle cx="${px}" cy="${py}" r="3.5" fill="${color}"><title>${name} ${field}@${ks[index]}: ${fixed(metrics[field][String(ks[index])])}</title></circle>`).join('');
      const legend = `<rect x="${left + plotWidth + 14}" y="${top + position * 20}" width="12" height="12" fill="${color}"/><text x="${left + plotWidth + 32}" y="${top + position * 20 + 10}">${name}</text>`;
      return `<polyline fill="none" stroke="${color}" stroke-width="2.5" points="${points.map((point) => point.join(',')).join(' ')}"/>${dots}${legend}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(title)}">
<text x="${left}" y="16" class="title">${escapeHtml(title)}</text>${grid}${ticks}<text x="${left + plotWidth / 2}" y="${height - 4}" text-anchor="middle">k</text>${lines}</svg>`;
}

function summaryRows(report: EvalReport): string {
  const methods: [string, MethodReport][] = [['ours', report], ['keyword', report.baselines.keyword], ['dense', report.baselines.dense]];
  const row = (label: string, values: string[]): string => `<tr><th>${escapeHtml(label)}</th>${values.map((value) => `<td>${value}</td>`).join('')}</tr>`;
  const rows: string[] = [];
  for (const k of report.k) {
    rows.push(row(`recall_any@${k}`, [...methods.map(([, m]) => fixed(m.recall_any[String(k)])), fixed(report.ratios.keyword.recall_any[String(k)], 2), fixed(report.ratios.dense.recall_any[String(k)], 2)]));
    rows.push(row(`recall_all@${k}`, [...methods.map(([, m]) => fixed(m.recall_all[String(k)])), fixed(report.ratios.keyword.recall_all[String(k)], 2), fixed(report.ratios.dense.recall_all[String(k)], 2)]));
  }
  rows.push(row('MRR', [...methods.map(([, m]) => fixed(m.mrr)), fixed(report.ratios.keyword.mrr, 2), fixed(report.ratios.dense.mrr, 2)]));
  rows.push(row('abstain_accuracy', [...methods.map(([, m]) => fixed(m.abstain_accuracy)), '', '']));
  rows.push(row('false_recall_rate', [...methods.map(([, m]) => fixed(m.false_recall_rate)), '', '']));
  rows.push(row('stale_outranked', [...methods.map(([, m]) => String(m.stale_outranked)), '', '']));
  rows.push(row('isolation_leaks', [...methods.map(([, m]) => String(m.isolation_leaks)), '', '']));
  rows.push(row('latency p50 / p95 ms', [...methods.map(([, m]) => `${fixed(m.latency_ms.p50, 1)} / ${fixed(m.latency_ms.p95, 1)}`), '', '']));
  return `<table><thead><tr><th>metric</th><th>ours</th><th>keyword</th><th>dense</th><th>ours / keyword</th><th>ours / dense</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function typeTable(report: EvalReport): string {
  const ks = report.k;
  const header = `<tr><th>type</th><th>questions</th>${ks.map((k) => `<th>any@${k}<br><small>ours · kw · dense</small></th>`).join('')}<th>all@${ks.at(-1)}</th><th>MRR</th><th>abstain</th><th>stale</th><th>leaks</th></tr>`;
  const body = Object.entries(report.by_type)
    .map(([type, metrics]) => {
      const keyword = report.baselines.keyword.by_type[type];
      const dense = report.baselines.dense.by_type[type];
      const anyCells = ks
        .map((k) => `<td>${fixed(metrics.recall_any[String(k)], 2)} · ${fixed(keyword?.recall_any[String(k)], 2)} · ${fixed(dense?.recall_any[String(k)], 2)}</td>`)
        .join('');
      return `<tr><th>${escapeHtml(type)}</th><td>${metrics.questions}</td>${anyCells}<td>${fixed(metrics.recall_all[String(ks.at(-1))], 2)}</td><td>${fixed(metrics.mrr, 2)}</td><td>${fixed(metrics.abstain_accuracy, 2)}</td><td>${metrics.stale_outranked}</td><td>${metrics.isolation_leaks}</td></tr>`;
    })
    .join('');
  return `<table><thead>${header}</thead><tbody>${body}</tbody></table>`;
}

/** Most rows the misses table shows; the `--details` file has every question. */
const MAX_MISSES = 60;

function rank(value: number | null): string {
  return value === null ? '–' : String(value);
}

/** Answerable questions whose evidence ours did not rank within k, and off-topic ones we answered. */
export function missesTable(details: QuestionDetail[], k: number): string {
  const missed = details.filter((detail) => {
    const hit = detail.methods.ours.first_hit;
    return detail.evidence.length > 0 ? hit === null || hit > k : detail.methods.ours.results.length > 0;
  });
  if (missed.length === 0) return `<p>None: every answerable question has evidence in our top ${k}, and every off-topic one got nothing.</p>`;
  const rows = missed.slice(0, MAX_MISSES).map((detail) => {
    const top = detail.methods.ours.results[0]?.content ?? '';
    const what = detail.evidence.length > 0 ? `evidence ${escapeHtml(detail.evidence.join(', '))}` : 'should get nothing';
    return `<tr><th>${escapeHtml(detail.id)}<br><small>${escapeHtml(detail.type)}</small></th><td class="text">${escapeHtml(detail.query)}<br><small>${what}</small></td><td>${rank(detail.methods.ours.first_hit)}</td><td>${rank(detail.methods.keyword.first_hit)}</td><td>${rank(detail.methods.dense.first_hit)}</td><td class="text"><small>${escapeHtml(top.slice(0, 140))}</small></td></tr>`;
  });
  const more = missed.length > MAX_MISSES ? `<p>${missed.length - MAX_MISSES} more in the <code>--details</code> file.</p>` : '';
  return `<table><thead><tr><th>question</th><th class="text">asked</th><th>ours rank</th><th>keyword rank</th><th>dense rank</th><th class="text">our first result</th></tr></thead><tbody>${rows.join('')}</tbody></table>${more}`;
}

export function renderReportHtml(report: EvalReport, details: QuestionDetail[] = []): string {
  const missK = report.k.includes(5) ? 5 : (report.k.at(-1) as number);
  const methods: [string, MethodReport][] = [['ours', report], ['keyword', report.baselines.keyword], ['dense', report.baselines.dense]];
  const skipped = Object.entries(report.skipped).map(([why, count]) => `${count} ${why}`).join(', ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>agent-memory eval: ${escapeHtml(report.dataset)}</title>
<style>
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:1000px;color:#212529;padding:0 1rem}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}.charts{display:flex;flex-wrap:wrap;gap:1rem}
svg{background:#fff;border:1px solid #dee2e6;border-radius:6px}svg text{font-size:11px;fill:#495057}svg text.title{font-size:13px;font-weight:600;fill:#212529}
table{border-collapse:collapse;margin-top:.5rem}th,td{border-bottom:1px solid #dee2e6;padding:.3rem .6rem;text-align:right}th:first-child{text-align:left}
thead th{background:#f1f3f5}.meta{color:#495057}.text{text-align:left;max-width:22rem}
</style></head><body>
<h1>Retrieval eval: ${escapeHtml(report.dataset)}</h1>
<p class="meta">${report.questions} questions (${report.answerable} answerable)${skipped ? `, skipped ${escapeHtml(skipped)}` : ''}. Ingested ${report.ingest.turns} turns as ${report.ingest.exchanges} exchanges, ${report.ingest.memories} memories, in ${report.ingest.seconds}s. Store ${escapeHtml(report.setup.store)}, embedder ${escapeHtml(report.setup.embedder)}. Baselines search the same stored data: keyword-only is the store's BM25, dense-only its cosine k-NN; neither has a threshold.</p>
<h2>Recall@k per method</h2>
<div class="charts">${recallChart('recall_any@k (any evidence turn in the top k)', 'recall_any', methods, report.k)}${recallChart('recall_all@k (every evidence turn in the top k)', 'recall_all', methods, report.k)}</div>
<h2>Summary</h2>${summaryRows(report)}
<h2>Per question type</h2>${typeTable(report)}
${details.length > 0 ? `<h2>Questions we missed at k = ${missK}</h2>${missesTable(details, missK)}` : ''}
</body></html>
`;
}
