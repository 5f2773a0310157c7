/**
 * Share of Han characters among a text's letters: 1 for Chinese, 0 for English. Which models
 * can read a text, and how much each is trusted for a question, both follow from it.
 */
export function hanShare(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  // A Han character carries about a word; weigh Latin by words, not letters.
  const latinWords = latin / 5;
  return han + latinWords === 0 ? 0 : han / (han + latinWords);
}
