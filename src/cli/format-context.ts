import type { ContextMessage, ContextReport, ContextReportItem } from '../context/context-types.js';
import { displayWidth, indentWrapped, truncateToWidth } from './text-layout.js';

/** The prompt as a person reads it: one section per message. */
export function formatMessages(messages: readonly ContextMessage[]): string {
  return messages.map((message) => `[${message.role}]\n${message.content}`).join('\n\n');
}

const REPORT_COLUMNS = 100;
const DETAIL_INDENT = ' '.repeat(34);

/**
 * Two lines an item, within 100 columns: the mark, score, where it went and its text cut to one
 * line; then, indented under the text, its source and why it went there.
 */
function formatItem(item: ContextReportItem): string {
  const mark = item.included ? '+' : '-';
  const score = item.score === null ? '   -  ' : item.score.toFixed(3).padStart(6);
  const state = item.included ? `in ${item.block}` : `dropped: ${item.reason ?? '?'}`;
  const flags = item.outdated === true ? ' (outdated)' : item.outdated === false ? ' (current)' : '';
  const head = `  ${mark} ${score}  ${state.padEnd(22)} `;
  const text = truncateToWidth(`${item.text.replace(/\s*\n\s*/g, ' / ')}${flags}`, REPORT_COLUMNS - displayWidth(head));
  const why = item.detail ? `  (${item.detail})` : '';
  return `${head}${text}\n${indentWrapped(`[${item.source}]${why}`, DETAIL_INDENT, REPORT_COLUMNS)}`;
}

/** Every item with its score and block, or why it was dropped; included items first. */
export function formatReport(report: ContextReport): string {
  const included = report.items.filter((item) => item.included);
  const lines = [
    `${report.usedTokens} of ${report.budgetTokens} tokens (${report.tokenizer}); ${included.length} items in, ${report.dropped.length} dropped`,
    ...included.map(formatItem),
    ...report.dropped.map(formatItem),
  ];
  return lines.join('\n');
}
