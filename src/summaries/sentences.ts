/** Splits at Chinese and English sentence ends and line breaks; keeps each sentence's end mark. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    const pattern = /[^。！？!?；;…]+(?:[。！？!?；;…]+|$)|[。！？!?；;…]+/gu;
    for (const match of line.matchAll(pattern)) {
      // English full stops end a sentence only before a space, so 3.5 and e.g. stay whole.
      for (const part of match[0].split(/(?<=[a-zA-Z\p{Script=Han}\d)"'][.])\s+/u)) {
        const trimmed = part.trim();
        if (trimmed.length > 0) sentences.push(trimmed);
      }
    }
  }
  return sentences;
}
