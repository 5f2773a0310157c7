import type { IngestProgress, IngestSummary } from './ingest.js';

/** `[#########-----------] 45% 450/1000 chunks embedded`, or a file count while scanning. */
export function renderProgress(progress: IngestProgress, width = 24): string {
  if (progress.phase === 'scan') return `scanning: ${progress.done} files read`;
  const ratio = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1;
  const filled = Math.round(ratio * width);
  const percent = String(Math.floor(ratio * 100)).padStart(3);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${progress.done}/${progress.total} chunks embedded`;
}

function seconds(durationMs: number): string {
  return `${(durationMs / 1000).toFixed(2)} s`;
}

/** The human summary of one sync, a few lines. */
export function formatSummary(summary: IngestSummary): string[] {
  const lines = [
    `synced ${summary.dir} into collection "${summary.collection}" in ${seconds(summary.durationMs)}`,
    `  files: ${summary.added} added, ${summary.changed} changed, ${summary.removed} removed, ${summary.unchanged} unchanged, ${summary.skipped.length} skipped`,
    `  chunks: ${summary.chunks.total} in the collection, ${summary.chunks.embedded} embedded, ${summary.chunks.reused} reused, ${summary.chunks.removed} removed`,
  ];
  for (const skipped of summary.skipped) lines.push(`  skipped ${skipped.path}: ${skipped.reason} (${skipped.message})`);
  return lines;
}
