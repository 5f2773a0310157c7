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
    expect(expectedAnswerTypes('Who is the judge on the case?')).toEqual(['person']);
    expect(expectedAnswerTypes('我的象棋是跟谁学的？')).toEqual(['person']);
    expect(expectedAnswerTypes('What names did we shortlist for the baby?')).toEqual(['name']);
    expect(expectedAnswerTypes("What's her first name?")).toEqual(['name']);
    expect(expectedAnswerTypes('帮我看牙的医生姓什么？')).toEqual(['name']);
    expect(expectedAnswerTypes('我的游泳教练叫什么？')).toEqual(['name']);
    expect(expectedAnswerTypes("What's the name of the comedy club?")).toEqual(['name']);
    expect(expectedAnswerTypes('我爸在哪家医院做的手术？')).toEqual(['name']);
    expect(expectedAnswerTypes('What colour was the stolen bike?')).toEqual(['colour']);
    expect(expectedAnswerTypes('我的车是什么颜色的？')).toEqual(['colour']);
    expect(expectedAnswerTypes('What brand is my fridge?')).toEqual(['brand']);
    expect(expectedAnswerTypes('我用的是什么牌子的毛笔？')).toEqual(['brand']);
  });

  it('expects an age, not any amount, for "how old" and its Chinese forms', () => {
    expect(expectedAnswerTypes('How old is Mango?')).toEqual(['age']);
    expect(expectedAnswerTypes("What's my daughter's age?")).toEqual(['age']);
    expect(expectedAnswerTypes('我爸今年多少岁？')).toEqual(['age']);
    expect(expectedAnswerTypes('奶奶今年多大岁数了？')).toEqual(['age']);
    expect(expectedAnswerTypes('我家猫几岁了？')).toEqual(['age']);
    // 多大 asks a size here; "at age 10" names an age without asking one.
    expect(expectedAnswerTypes('我的望远镜多大口径？')).toEqual([]);
    expect(expectedAnswerTypes('What console did my parents get me at age 10?')).toEqual([]);
  });

  it('expects an amount of the measure a question names: money, temperature, score', () => {
    expect(expectedAnswerTypes('新房的装修花了多少钱？')).toEqual(['money']);
    expect(expectedAnswerTypes('幼儿园一个月学费多少？')).toEqual(['money']);
    expect(expectedAnswerTypes("How much was the plumber's bill?")).toEqual(['money']);
    expect(expectedAnswerTypes('How much do I pay for housing each month?')).toEqual(['money']);
    expect(expectedAnswerTypes('What temperature is my oven set to for baking?')).toEqual(['temperature']);
    expect(expectedAnswerTypes('我的英语模考考了多少分？')).toEqual(['score']);
    // Amounts of no named measure stay a quantity; minutes are not a score.
    expect(expectedAnswerTypes('How much honey did I collect?')).toEqual(['quantity']);
    expect(expectedAnswerTypes('还要等多少分钟？')).toEqual(['quantity']);
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
    // A calendar year dates a memory (the write path adds them): no amount.
    expect(statesAnswerType('quantity', "The user's mother-in-law moves in with us in May 2026.")).toBe(false);
    expect(statesAnswerType('quantity', '用户爸2025年中风以后，右手不太灵活。')).toBe(false);
  });

  it('finds amounts in ordinals, the nouns of multiple births, and "a" or "an" before a unit of time', () => {
    for (const text of ["User: It's twins!", 'User: My wife and I just celebrated our tenth anniversary', 'User: usually for about an hour', "User: I've been playing for a month now"]) {
      expect(statesAnswerType('quantity', text), text).toBe(true);
    }
    for (const text of ['User: I walk the dogs along the river', 'User: a walk in the park']) expect(statesAnswerType('quantity', text), text).toBe(false);
  });

  it('reads Chinese numbers as words, so adverbs written with a numeral are not amounts', () => {
    for (const text of ['我爸去年中风以后，右手一直不太灵活', '我们一起去爬山', '跟以前一样', '这家店十分安静', '万一下雨就不去了', '千万别忘了']) {
      expect(statesAnswerType('quantity', `用户：${text}`), text).toBe(false);
    }
    for (const text of ['老公是消防员，经常二十四小时值班', '养了一只猫', '我儿子今年上三年级', '第一次去滑雪', '融到五百万', '每周三下午上课', '新买的 8x42 望远镜']) {
      expect(statesAnswerType('quantity', `用户：${text}`), text).toBe(true);
    }
  });

  it('finds a person by name or, in English, by a noun for a person other than the speakers and those the question names', () => {
    const text = "User: my neighbour's daughter waters the plants";
    expect(statesAnswerType('name', text)).toBe(false);
    expect(statesAnswerType('person', text)).toBe(true);
    expect(statesAnswerType('person', 'User: my grandfather moves in with us next spring')).toBe(true);
    expect(statesAnswerType('person', 'User: the teacher is strict', 'Who is my teacher?')).toBe(false);
    expect(statesAnswerType('person', "The user's car is teal")).toBe(false);
    expect(statesAnswerType('person', "The user's neighbour's car is teal")).toBe(true);
    expect(statesAnswerType('person', 'User: the shoulder still hurts after the surgery')).toBe(false);
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['person'], 'User: the teacher is strict', 'Who is the teacher this term?')).toBe(1);
    expect(check.missingAnswer(['person'], 'User: the teacher is strict', 'Who gives me a hard time at school?')).toBe(0);
  });

  it('finds a person by relation in Chinese, unless the question itself names that relation', () => {
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['person'], '用户：我年底想带我妈去云南玩一个礼拜。', '我打算跟谁一起出去玩？')).toBe(0);
    expect(check.missingAnswer(['person'], '用户老婆那辆是浙B·3M115', '浙B·3M115 是谁的车？')).toBe(0);
    expect(statesAnswerType('person', '周末和同事去爬山了', '我周末跟谁去爬山了？')).toBe(true);
    expect(check.missingAnswer(['person'], '用户：我妈最近在学游泳', '我妈的游泳是跟谁学的？')).toBe(1);
    expect(check.missingAnswer(['person'], '用户：报名了市里的业余象棋比赛', '我的象棋是跟谁学的？')).toBe(1);
  });

  it('reads plural weekdays and months as no name', () => {
    expect(statesAnswerType('name', 'User: I work late on Mondays and Fridays')).toBe(false);
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

  it('finds ages as numbers of years lived, birth years, generations and zodiac signs, not as any number', () => {
    for (const text of ['User: Max is already old, he is 8 years old', 'User: Emma turns 30 on the 9th of June', 'User: my grandmother is in her nineties', 'User: we adopted a two-year-old beagle', '用户：我家猫叫豆包，今年三岁', '用户：奶奶下个月九十大寿', '用户：我是九零后', '用户：我属龙', '用户：对，我 5 月 12 号生日，今年正好三十', '用户：我爸快六十了', 'User: my dad was born in 1958', 'User: I drive a 2018 Honda Civic']) {
      expect(statesAnswerType('age', text), text).toBe(true);
    }
    for (const text of ['用户：我每天晚上九点要和奶奶视频通话', '用户：老公是消防员，经常二十四小时值班', '用户：已经三天没睡好了', '用户爸2025年中风以后，右手一直不太灵活。', 'The user\'s mother-in-law moves in with us in May 2026.', "User: I've trained jiu-jitsu for five years and hold a purple belt", 'User: we turn a profit every June', '用户：我养了一只橘猫，已经十二斤了']) {
      expect(statesAnswerType('age', text), text).toBe(false);
    }
  });

  it('finds money in a currency named in Chinese, and after an approximating 多 / 来', () => {
    for (const text of ['用户：机票三千多人民币', '用户：押金交了两千来块', '用户：换了五百港币']) expect(statesAnswerType('money', text), text).toBe(true);
    expect(statesAnswerType('money', '用户：我们一共来了三十多人')).toBe(false);
  });

  it("finds an age said as a person's bare number at the end of a clause, not a number with a unit", () => {
    for (const text of ["User: my dad retires next year, he's 67.", "User: I'm thirty-two and still learning to swim"]) expect(statesAnswerType('age', text), text).toBe(true);
    for (const text of ["User: she's 5 minutes away", "User: he's 6 feet tall"]) expect(statesAnswerType('age', text), text).toBe(false);
  });

  it('finds money, temperatures and scores only in their units', () => {
    for (const text of ['用户：顺便换了两条米其林轮胎，一共 1400', '用户：月薪两万五', 'User: My landlord raised the rent to $2350', '用户：换一个要八百块', 'User: it came to 300 dollars']) {
      expect(statesAnswerType('money', text), text).toBe(true);
    }
    for (const text of ['用户：新房装修完测了一下甲醛，0.12，超标了', '用户：买了两台空气净化器一直开着', '用户：大概 12 个人', 'User: we moved here in 2019']) {
      expect(statesAnswerType('money', text), text).toBe(false);
    }
    // A sum said in Chinese numerals without its unit, ending its clause: 一节课一百八 (not a count or a size: 一百八十斤, 三百多人, 一百八十公分).
    expect(statesAnswerType('money', '用户：每周六去琴行上一节课，一节课一百八。')).toBe(true);
    for (const text of ['用户：我体重一百八十斤', '用户：公司三百多人', '用户：身高一百八十公分']) expect(statesAnswerType('money', text), text).toBe(false);
    expect(statesAnswerType('temperature', 'User: I bake the loaf at 230 degrees')).toBe(true);
    expect(statesAnswerType('temperature', '用户：空调坏了，屋里到了 35')).toBe(true);
    expect(statesAnswerType('temperature', '用户：烤箱调到200度')).toBe(true);
    expect(statesAnswerType('temperature', 'User: I bake twice a week')).toBe(false);
    expect(statesAnswerType('score', '用户：模考考了98分')).toBe(true);
    expect(statesAnswerType('score', '用户：每天保持三小时数学')).toBe(false);
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
    // A time of day is a number but not an age.
    expect(check.missingAnswer(expectedAnswerTypes('奶奶今年多大岁数了？'), '用户：我每天晚上九点要和奶奶视频通话')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('奶奶今年多大岁数了？'), '用户：奶奶今年八十五岁了')).toBe(0);
    // The question's own name is no answer: "Oliver" does not say what his teacher is called.
    expect(check.missingAnswer(expectedAnswerTypes("What is Oliver's teacher called?"), 'User: My son Oliver has a severe tree nut allergy', "What is Oliver's teacher called?")).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes("What is Oliver's teacher called?"), "User: Oliver's teacher is Ms Patel", "What is Oliver's teacher called?")).toBe(0);
    // The same text for a question without that name: the cached answer (names someone) stands.
    expect(check.missingAnswer(expectedAnswerTypes('What is my son called?'), 'User: My son Oliver has a severe tree nut allergy', 'What is my son called?')).toBe(0);
    // A Chinese proper noun the question itself holds is no answer (jieba tags 矫正 a name), nor is a place for 谁.
    expect(check.missingAnswer(expectedAnswerTypes('我的矫正医生姓什么？'), '用户：二十八岁了终于去做牙齿矫正，选的隐形牙套', '我的矫正医生姓什么？')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我的矫正医生姓什么？'), '用户：矫正医生是王医生', '我的矫正医生姓什么？')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('今年的诺贝尔文学奖给了谁？'), '用户：决定考研了，目标是浙大的计算机专硕', '今年的诺贝尔文学奖给了谁？')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我们学校叫什么名字？'), '用户：目标是浙大的计算机专硕', '我们学校叫什么名字？')).toBe(0);
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
