import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analysisTag, analyze, ANALYZER_VERSION, loadUserDictionary, textTerms } from './analyzer.js';

/**
 * A store keeps the analysis tag beside a memory's terms, and search trusts stored term counts
 * only under the current tag (keyword-context.ts): so the tag must change whenever `analyze` does.
 */
const SAMPLE = [
  '我住在南方，经常下雨，路面湿滑',
  '推荐一下适合我通勤的鞋子',
  'The Runners were RUNNING to the stations',
  "I'm allergic to peanuts and cashews; don't forget it",
  '订单 A1024 花了 300 dollars 在 Shenzhen，２０２４年５月',
  '帮我推荐一下多少钱的耳机比较好？',
  '嗯 好的 哈哈 ok thanks',
  '我在用向量数据库存储 embeddings for my agent’s long-term memory',
  'Café naïve résumé — 東京 and 北京 trips in June',
  "Forty guests RSVP'd and the board OK'd it; we'd've come",
];

describe('analysis tag', () => {
  it("pins analyze's terms on a sample to ANALYZER_VERSION", () => {
    const digest = createHash('sha256').update(JSON.stringify(SAMPLE.map((text) => analyze(text)))).digest('hex');
    // When this fails, analyze now gives other terms: bump ANALYZER_VERSION (analyzer.ts) and put both new values here.
    expect({ version: ANALYZER_VERSION, digest }).toEqual({ version: 3, digest: 'cef07644990adde4f3bd93122c60b9d3743b21aa6da4739904b042b1bb35b98d' });
  });

  it('gives a write its terms with the current tag, and a new tag once a user dictionary changes segmentation', () => {
    const before = analysisTag();
    expect(before).toBe(`v${ANALYZER_VERSION}`);
    expect(textTerms(SAMPLE[0] as string)).toEqual({ terms: analyze(SAMPLE[0] as string), analysis: before });
    loadUserDictionary(['帆船库 100 n']);
    const after = analysisTag();
    expect(after).not.toBe(before);
    expect(textTerms('向量数据库帆船库').analysis).toBe(after);
    loadUserDictionary(['另一个词 100 n']);
    expect(analysisTag()).not.toBe(after);
  });
});
