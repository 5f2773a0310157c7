import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { manualClock } from '../clock.js';
import { MemoryEngine } from '../engine.js';
import { AnswerTypeCheck, expectedAnswerTypes, statesAnswerType } from './answer-types.js';
import { relevanceFeaturesOf } from './relevance.js';

describe('the answer type a question expects', () => {
  it('reads it from the question words, in both languages', () => {
    expect(expectedAnswerTypes('How many cats does the shelter have?')).toEqual(['quantity']);
    expect(expectedAnswerTypes('奶奶有几个孙子？')).toEqual(['quantity']);
    expect(expectedAnswerTypes('我们公司有多少员工？')).toEqual(['quantity']);
    expect(expectedAnswerTypes('Who is the judge on the case?')).toEqual(['name']);
    expect(expectedAnswerTypes('我的象棋是跟谁学的？')).toEqual(['name']);
    expect(expectedAnswerTypes('帮我看牙的医生姓什么？')).toEqual(['name']);
    expect(expectedAnswerTypes('我的游泳教练叫什么？')).toEqual(['name']);
    expect(expectedAnswerTypes("What's the name of the comedy club?")).toEqual(['name']);
    expect(expectedAnswerTypes('What colour was the stolen bike?')).toEqual(['colour']);
    expect(expectedAnswerTypes('我的车是什么颜色的？')).toEqual(['colour']);
    expect(expectedAnswerTypes('What brand is my fridge?')).toEqual(['brand']);
    expect(expectedAnswerTypes('我用的是什么牌子的毛笔？')).toEqual(['brand']);
  });

  it('expects none for a question asking a kind, a reason or a plan, or for a request for advice', () => {
    expect(expectedAnswerTypes('What kind of bees do I keep?')).toEqual([]);
    expect(expectedAnswerTypes('Why did I change jobs?')).toEqual([]);
    expect(expectedAnswerTypes('买新鞋的话选什么颜色好？')).toEqual([]);
    expect(expectedAnswerTypes('Which brand of running shoes would you recommend?')).toEqual([]);
    expect(expectedAnswerTypes('推荐一款适合老人的手机')).toEqual([]);
  });
});

describe('what a memory states', () => {
  it('finds amounts in digits, number words and Chinese numerals', () => {
    expect(statesAnswerType('quantity', 'User: We have 3 cats now')).toBe(true);
    expect(statesAnswerType('quantity', 'User: adopted two kittens from the shelter')).toBe(true);
    expect(statesAnswerType('quantity', '用户：养了三只猫')).toBe(true);
    expect(statesAnswerType('quantity', 'User: Started volunteering at the animal shelter\nAssistant: That is kind of you.')).toBe(false);
    expect(statesAnswerType('quantity', '用户：开始学游泳了')).toBe(false);
  });

  it('finds names by capitals inside a sentence and by jieba proper-noun tags, not by a line or sentence opening', () => {
    expect(statesAnswerType('name', 'User: my coach is called Dana')).toBe(true);
    expect(statesAnswerType('name', 'User: Lessons with Marco start Tuesday')).toBe(true);
    expect(statesAnswerType('name', '用户：我跟王大爷学的象棋')).toBe(true);
    expect(statesAnswerType('name', '用户：教练姓李，人很好')).toBe(true);
    // Capitalised only because each opens a sentence or a speaker's words.
    expect(statesAnswerType('name', 'User: Got a jury summons for June 8. Picked for the jury\nAssistant: Good luck.')).toBe(false);
    expect(statesAnswerType('name', '用户：报名了市里的业余象棋比赛，下个月开赛')).toBe(false);
  });

  it('finds colours among the basic colour terms and Chinese colour words', () => {
    expect(statesAnswerType('colour', 'User: my bike was a dark green Trek')).toBe(true);
    expect(statesAnswerType('colour', '用户：买了一辆黑色的自行车')).toBe(true);
    expect(statesAnswerType('colour', '用户：外壳是灰的')).toBe(true);
    expect(statesAnswerType('colour', 'User: Someone cut the lock and stole my bike')).toBe(false);
    // 颜色 names the attribute, not a colour.
    expect(statesAnswerType('colour', '用户：还没想好要什么颜色')).toBe(false);
  });

  it('finds brands as names, jieba proper nouns or Latin words in a Chinese text', () => {
    expect(statesAnswerType('brand', 'User: the fridge is a Bosch, five years old')).toBe(true);
    expect(statesAnswerType('brand', '用户：我家冰箱是西门子的')).toBe(true);
    expect(statesAnswerType('brand', '用户：新买的吸尘器是 Dyson 的')).toBe(true);
    expect(statesAnswerType('brand', 'User: Washing machine started leaking from the bottom')).toBe(false);
    expect(statesAnswerType('brand', '用户：打算在屋顶装光伏板，报价四万二')).toBe(false);
  });
});

describe('the missing-answer feature', () => {
  const check = new AnswerTypeCheck();

  it('is 1 only when the question expects types and the memory states none of them', () => {
    expect(check.missingAnswer(expectedAnswerTypes('What colour was the stolen bike?'), 'User: Someone cut the lock and stole my bike')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我的游泳教练叫什么？'), '用户：三十岁了才开始学游泳，报了成人班')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('What colour was the stolen bike?'), 'User: it was a red Trek, sadly')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('奶奶有几个孙子？'), '用户：奶奶有五个孙子')).toBe(0);
    // No type expected: no judgement either way.
    expect(check.missingAnswer(expectedAnswerTypes('What kind of bees do I keep?'), 'User: Picked up my first bee colony')).toBe(0);
  });

  it('is in the search breakdown, where the relevance fit reads it', async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-03-25T12:00:00Z') });
    try {
      await engine.addMany([
        { userId: 'u1', text: 'Someone cut the lock and stole my bike' },
        { userId: 'u1', text: 'My bike was a red Trek' },
      ]);
      const results = await engine.searchUncut({ userId: 'u1', query: 'What colour was my bike?', topK: 5 });
      const lacking = results.find((result) => result.text.startsWith('Someone'));
      const stating = results.find((result) => result.text.startsWith('My bike'));
      expect(lacking?.scores.missingAnswer).toBe(1);
      expect(stating?.scores.missingAnswer).toBeUndefined();
      expect(relevanceFeaturesOf(lacking?.scores ?? {}).missingAnswer).toBe(1);
      expect(relevanceFeaturesOf(stating?.scores ?? {}).missingAnswer).toBe(0);
    } finally {
      await engine.close();
    }
  });
});
