/** The eval harness's public surface: load a dataset, run it against a Memory, render the results. */
export { loadDataset, parseDataset } from './datasets/load-dataset.js';
export type { DatasetFormat, EvalConversation, EvalDataset, EvalQuestion, EvalSession, EvalTurn } from './datasets/eval-dataset.js';
export { runEval, type CrossValidation, type EvalReport, type MethodReport, type RunEvalOptions } from './run-eval.js';
export { computeMetrics, metricsByType, type Metrics, type QuestionRanking, type RankedItem } from './metrics.js';
export { questionDetails, type QuestionDetail, type MethodDetail } from './question-details.js';
export { CachedEmbedder } from './embedding-cache.js';
export { renderReportHtml } from './report-html.js';
export { formatEvalTable } from './format-table.js';
export { caseFolds, fitRelevanceModel, gatedPositions, relevanceAuc, topRelevance, type RelevanceSample } from './relevance-fit.js';
