import { splitSentences } from '../summaries/sentences.js';
import { topicalCategoryOf } from './rules/triggers.js';

/**
 * The write-time categories the rules read in a text's sentences, as far as search uses them (a
 * category with a topic: src/core/search/category-topics.ts). For memories no write pipeline
 * filed under a category: a memory added as is, a turn. The same rules as classifySentence, so
 * "I am allergic to peanuts" added directly is `safety` like the fact `remember` derives from it.
 */
export function textCategories(text: string): string[] {
  // In order of first appearance, without repeats; no set and no list for the many texts that have none (search reads every new candidate's).
  let categories: string[] | null = null;
  for (const sentence of splitSentences(text)) {
    const category = topicalCategoryOf(sentence);
    if (category && !categories?.includes(category)) (categories ??= []).push(category);
  }
  return categories ?? [];
}
