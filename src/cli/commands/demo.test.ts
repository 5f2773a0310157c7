import { describe, expect, it } from 'vitest';
import { demoQuestions } from '../../demo/seed-000-script.js';
import type { CliIO } from '../context.js';
import { main } from '../main.js';

function section(output: string, heading: string): string {
  const start = output.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = output.indexOf('\n== ', start + heading.length);
  return output.slice(start, end === -1 ? undefined : end);
}

describe('agent-memory demo', () => {
  it('plays seed 000 offline: remember, regenerate, summaries, recall in time order, context within budget', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const io: CliIO = { out: (line) => lines.push(line), err: (line) => errors.push(line), env: {} };
    expect(await main(['demo'], io)).toBe(0);
    expect(errors).toEqual([]);
    const output = lines.join('\n');
    expect(output).toContain('embedder BAAI/bge-small-zh-v1.5');
    for (const id of ['monday_1', 'monday_4', 'wednesday_1', 'wednesday_4']) expect(output).toContain(`-> created ${id}`);
    expect(output).toContain('regenerated answer of turn 4: replaced wednesday_4 (still 4 turns, no duplicate)');

    const monday = section(output, '== session monday');
    expect(monday).toContain('session summary (extractive, 4 turns, filler skipped):');
    expect(monday).toContain('- 我住在南方，经常下雨，路面湿滑');
    expect(monday).not.toMatch(/^ {4}- (早上好|嗯)$/m);

    for (const { question, sessionId, expect: expected } of demoQuestions) {
      const recall = section(output, `== recall "${question}"`);
      const turns = [...recall.matchAll(/^ {2}\[(?:session (\S+), )?turn (\d+)\] (\S+ \S+) \+08:00 {2}relevance \d\.\d{2} {2}score/gm)];
      if (expected === null) {
        expect(recall).toContain('recalled nothing above the threshold (correct: nothing earlier is relevant)');
        continue;
      }
      expect(turns.length, question).toBeGreaterThan(0);
      const times = turns.map((match) => match[3] as string);
      expect(times).toEqual([...times].sort());
      if (sessionId) expect(turns.every((match) => match[1] === undefined)).toBe(true);
      expect(recall).toContain(expected.split(' / ')[0]?.slice(0, 6));
    }

    const context = section(output, '== context for');
    const used = /report:\n(\d+) of 600 tokens/.exec(context);
    expect(Number(used?.[1])).toBeLessThanOrEqual(600);
    expect(context).toMatch(/\[user\]\n下雨天路滑，推荐一双我通勤穿的鞋/);
    // A shoe to buy: the rainy south belongs in the prompt, and so does the budget the user set,
    // a standing preference (write rules) rather than an amount matched by words.
    expect(context).toMatch(/^ {2}\+ .*in facts .*住在南方，经常下雨/m);
    expect(context).toMatch(/^ {2}\+ .*in preferences .*预算一般在五百元以内/m);
  });
});
