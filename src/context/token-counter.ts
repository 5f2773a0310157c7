import type { ContextMessage } from './context-types.js';

/** Counts what a chat model is billed: message contents plus the per-message chat framing. */
export interface TokenCounter {
  readonly name: string;
  countMessages(messages: readonly ContextMessage[]): number;
  countText(text: string): number;
}

let loading: Promise<TokenCounter> | null = null;

/**
 * gpt-tokenizer with the gpt-4o encoding (o200k_base). Loaded on first use: its tables take
 * a few hundred milliseconds to parse, which a process that never builds a context should
 * not pay. Other providers' tokenizers differ by a few percent; leave that much headroom.
 */
export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/model/gpt-4o').then((tokenizer) => ({
    name: 'gpt-tokenizer o200k_base (gpt-4o chat format)',
    countMessages: (messages) => tokenizer.countTokens(messages.map(({ role, content }) => ({ role, content }))),
    countText: (text) => tokenizer.countTokens(text),
  }));
  return loading;
}
