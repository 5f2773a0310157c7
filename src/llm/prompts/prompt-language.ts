import { hanShare } from '../../core/text/script-share.js';

/** The language a search-stage prompt is written in. */
export type PromptLanguage = 'zh' | 'en';

/** Chinese for a mostly-Chinese question, English otherwise. */
export function promptLanguageOf(question: string): PromptLanguage {
  return hanShare(question) >= 0.5 ? 'zh' : 'en';
}
