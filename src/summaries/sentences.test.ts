import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

/** The splitter as it was written first: every line split, every sentence split by the full-stop pattern. */
function reference(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    const pattern = /[^。！？!?；;…]+(?:[。！？!?；;…]+|$)|[。！？!?；;…]+/gu;
    for (const match of line.matchAll(pattern)) {
      for (const part of match[0].split(/(?<=[a-zA-Z\p{Script=Han}\d)"'][.])\s+/u)) {
        const trimmed = part.trim();
        if (trimmed.length > 0) sentences.push(trimmed);
      }
    }
  }
  return sentences;
}

describe('splitSentences', () => {
  it('splits at Chinese and English ends and line breaks, keeping 3.5 and e.g. whole, as the first version did', () => {
    const texts = [
      '我对花生过敏。以后回答都用要点列表！',
      'I am allergic to peanuts. Keep replies short! Is 3.5 enough? See e.g. the notes',
      'first line\n\nsecond line.  third sentence\r\nfourth；fifth;sixth…',
      '。。。！',
      '',
      '   ',
      'He said "yes." Then left.\tDone.',
      'ends with a stop.',
      '他说：“好的。”然后走了。Version 2. Next',
    ];
    for (const text of texts) expect(splitSentences(text)).toEqual(reference(text));
    expect(splitSentences('I am allergic to peanuts. Keep replies short!')).toEqual(['I am allergic to peanuts.', 'Keep replies short!']);
    expect(splitSentences('Is 3.5 enough?')).toEqual(['Is 3.5 enough?']);
  });

  it('keeps a title with the name after it, and ends Chinese sentences typed with Latin marks', () => {
    expect(splitSentences('Took him to my vet, Dr. Nakamura at Grand Lake. Bloodwork shows early kidney disease.')).toEqual([
      'Took him to my vet, Dr. Nakamura at Grand Lake.',
      'Bloodwork shows early kidney disease.',
    ]);
    expect(splitSentences('I met Mrs. Patel. She was nice.')).toEqual(['I met Mrs. Patel.', 'She was nice.']);
    expect(splitSentences('我从长沙跳槽到深圳了.现在先租房,月租4500!')).toEqual(['我从长沙跳槽到深圳了。', '现在先租房，月租4500！']);
  });
});
