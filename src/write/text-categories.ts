import { splitSentences } from '../summaries/sentences.js';
import { leadingCategoryOf } from './rules/triggers.js';

/**
 * The write-time categories the rules read in a text's sentences, as far as search uses them (a
 * category with a topic: src/core/search/category-topics.ts). For memories no write pipeline
 * filed under a category: a memory added as is, a turn. The same rules as classifySentence, so
 * "I am allergic to peanuts" added directly is `safety` like the fact `remember` derives from it.
 */
export function textCategories(text: string): string[] {
  const categories = new Set<string>();
  for (const sentence of splitSentences(text)) {
    const category = leadingCategoryOf(sentence);
    if (category) categories.add(category);
  }
  return [...categories];
}
