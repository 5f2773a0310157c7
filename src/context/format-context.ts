import type { ContextMessage, ContextReport, ContextReportItem } from './context-types.js';

/** The prompt as a person reads it: one section per message. */
export function formatMessages(messages: readonly ContextMessage[]): string {
  return messages.map((message) => `[${message.role}]\n${message.content}`).join('\n\n');
}

function oneLine(text: string, width = 80): string {
  const flat = text.replace(/\s*\n\s*/g, ' / ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

function formatItem(item: ContextReportItem): string {
  const mark = item.included ? '+' : '-';
  const score = item.score === null ? '   -  ' : item.score.toFixed(3).padStart(6);
  const state = item.included ? `in ${item.block}` : `dropped: ${item.reason ?? '?'}`;
  const flags = item.outdated === true ? ' (outdated)' : item.outdated === false ? ' (current)' : '';
  const why = item.detail ? `  (${item.detail})` : '';
  return `  ${mark} ${score}  ${state.padEnd(22)} ${oneLine(item.text)}${flags}  [${item.source}]${why}`;
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
