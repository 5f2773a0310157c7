import { countTokens as countO200kTokens } from 'gpt-tokenizer';

/** No special tokens are reserved: a document that mentions `<|endoftext|>` is just text. */
const plainText = { disallowedSpecial: new Set<string>() };

/**
 * Token count used for chunk size and overlap (the o200k_base encoding). It is a budget
 * unit, not the embedder's own tokenizer: close enough to keep chunks under a model's limit.
 */
export function countTokens(text: string): number {
  return text.length === 0 ? 0 : countO200kTokens(text, plainText);
}
