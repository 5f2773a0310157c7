import { describe, expect, it } from 'vitest';
import { asksOccupation } from './answer-occupations.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

describe('asksOccupation', () => {
  it.each(['我老公做什么工作的？', '我是干什么的？', '我现在是做哪一行的？', '我爱人从事什么职业？', 'What do I do for a living?', 'What does my fiancé do for work?', "What's my job?"])(
    'reads %s as asking an occupation',
    (question) => {
      expect(asksOccupation(question)).toBe(true);
      expect(expectedAnswerTypes(question)).toEqual(['occupation']);
    },
  );

  it.each(["What's the final expected cost of our kitchen job?", 'What should I do for a workout?', 'What city would I be moving to for the new job?', '这个按钮是用来干嘛的？'])('does not read %s as asking one', (question) => {
    expect(asksOccupation(question)).toBe(false);
  });
});

describe('the occupation answer type', () => {
  const check = new AnswerTypeCheck();
  const missing = (question: string, text: string): number => check.missingAnswer(expectedAnswerTypes(question), text, question);

  it('is not answered by working in a city or region alone (session 52)', () => {
    expect(missing('我老公在南宁是做什么工作的？', '用户：我老公在南宁上班，只有周末回来，平时就我跟儿子在家。')).toBe(1);
    expect(missing('我老公是做什么工作的？', '用户：我老公在北京一家银行上班。')).toBe(0);
    expect(missing('我老公是做什么工作的？', '用户：我老公在医院上班，经常值夜班。')).toBe(0);
  });

  it('is answered by a noun for a person at work, a light verb with a job, or the words of working', () => {
    expect(missing('我老公做什么工作的？', '用户：我老公是消防员，经常二十四小时值班')).toBe(0);
    expect(missing('我是干什么工作的？', '用户：我在一家物流公司做调度，天天盯着车队跑到哪了')).toBe(0);
    expect(missing('我白天是干啥的？', '用户：我白天在银行上班，想晚上搞个副业')).toBe(0);
    expect(missing('What do I do for a living?', 'User: I work nights as an ICU nurse, three 12-hour shifts a week.')).toBe(0);
    expect(missing('What do I do for a living?', "User: I'm a commercial airline pilot flying Airbus A320s")).toBe(0);
    expect(missing('What did my great-grandfather do for a living?', 'User: Patrick went over to Liverpool in 1911 and worked on the docks.')).toBe(0);
    expect(missing("What's my job?", 'User: I started as a teaching assistant at the primary school in September.')).toBe(0);
  });

  it('is not answered by a memory about the person that tells no work, nor by kin', () => {
    expect(missing('我老公具体是做什么工作的？', '用户：我老公经常出差，家里基本是我一个人带娃。')).toBe(1);
    expect(missing('我闺蜜阿琳是做什么工作的？', '用户：我闺蜜阿琳说我要求太高，你觉得呢？')).toBe(1);
    expect(missing('What does my fiancé do for work?', 'User: Tom and I finally set a date: October 10th! My mum nearly fainted.')).toBe(1);
  });
});

describe('running a business', () => {
  it('is an occupation in Chinese: 开了一家小面馆, 经营一家咖啡馆, not 开车', () => {
    const check = new AnswerTypeCheck();
    const question = '我老公是做什么的？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：我老公在解放碑那边开了一家小面馆', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：我老公在安吉经营一家咖啡馆', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：我老公周末开了两个小时的车去钓鱼', question)).toBe(1);
  });
});

describe('a trade said as what one does, nominalised with 的 (session 42)', () => {
  it('is an occupation: 是写前端的, 是开出租车的, not 是开车去的, 是送给我的 or 是开玩笑的', () => {
    const check = new AnswerTypeCheck();
    const question = '我平时是做什么工作的？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户是写前端的，一天敲十来个小时代码', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('我老公是干什么的？'), '我老公是开出租车的', '我老公是干什么的？')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), '那天我是开车去的', question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), '这本书是送给我的', question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), '他说那话是开玩笑的', question)).toBe(1);
  });
});

describe('working said with an adverb of hours, running a business in English, and adjectives (session 48)', () => {
  const check = new AnswerTypeCheck();
  const question = 'What do I do for a living?';

  it('reads "work full-time as", "work part-time at" and "runs a pottery studio" as an occupation', () => {
    expect(check.missingAnswer(expectedAnswerTypes(question), "User: I'm 38, I work full-time as a pharmacy dispenser in Leicester.", question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), 'User: I work part-time at the garden centre on weekends.', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('What does Maeve do for work?'), 'User: My sister Maeve runs a pottery studio in Galway.', 'What does Maeve do for work?')).toBe(0);
  });

  it('does not read running a race or a word said mostly as an adjective ("history-heavy", "lovely") as one', () => {
    expect(check.missingAnswer(expectedAnswerTypes(question), 'User: I ran a marathon in Manchester in April.', question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), "User: Registered for A113 instead, it's more history-heavy.", question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), 'User: We walked the coast path. Assistant: That sounds lovely.', question)).toBe(1);
  });
});

const missingFor = (question: string, text: string): number => new AnswerTypeCheck().missingAnswer(expectedAnswerTypes(question), text, question);

describe('a trade nominalised with 的 before a short noun for the one who does it', () => {
  it('answers 以前是干啥的 with 是跑远洋渔船的船老大', () => {
    expect(missingFor('柯教练以前是干啥的？', '用户：实操在五缘湾码头，教练姓柯，以前是跑远洋渔船的船老大，骂人特别凶。')).toBe(0);
  });

  it('still reads 是开车去的 as a way of going', () => {
    expect(missingFor('柯教练以前是干啥的？', '用户：教练姓柯，那天是开车去的码头。')).toBe(1);
  });
});

describe('a person noun for someone of the speaker\'s, or a name (session 54)', () => {
  it('tells no job: "My OJT instructor is Carla", "his son Tyler"', () => {
    expect(missingFor('What do I do for a living?', "User: Second week at Denver. Lots of classroom again before I touch a scope. My OJT instructor is Carla, she's been there 22 years.")).toBe(1);
    expect(missingFor('What do I do for a living?', "User: My husband Marcus and I have been married four years, and his son Tyler, who's 9, has lived with us full time.")).toBe(1);
  });

  it('still reads the speaker\'s own job and a job told of someone', () => {
    expect(missingFor('What do I do for a living?', "User: I'm an instructor at the flight school in Denver.")).toBe(0);
    expect(missingFor('What does my husband do?', "User: My husband Marcus is the new chaplain at St Luke's.")).toBe(0);
  });
});

describe('a person introduced by a name, and "what job did …" (session 55)', () => {
  it('tells no job of the speaker: "with an instructor named Priyanka", "a guide called Tessa"', () => {
    expect(missingFor("What's my job?", 'User: Took an intro glassblowing class at Furnace & Flame today with an instructor named Priyanka.')).toBe(1);
    expect(missingFor("What's my job?", 'User: Did my first ice climbing day with a guide called Tessa.')).toBe(1);
    expect(missingFor("What's my job?", "User: I'm a flight instructor at the school in Denver.")).toBe(0);
  });

  it('reads "What job did … take?" as an occupation question', () => {
    expect(asksOccupation("What job did Priya's husband take in Denver?")).toBe(true);
    expect(expectedAnswerTypes('What kind of job does my sister have?')).toEqual(['occupation']);
    expect(asksOccupation('Where does my wife work now?')).toBe(false);
  });
});

describe('工作 inside a noun, and a person addressed by title (session 55)', () => {
  it('does not read 在家附近租了个小工作室 as working somewhere', () => {
    expect(missingFor('林森是做什么工作的？', '用户：我在家附近租了个小工作室，十来平，一个月900。林森帮我刷了墙、装了工作台。')).toBe(1);
    expect(missingFor('林森是做什么工作的？', '用户：林森在一家设计院工作，天天加班。')).toBe(0);
  });

  it('does not take 李老师\'s job for the asked father\'s', () => {
    expect(missingFor('欣欣的爸爸是做什么工作的？', '用户：李老师找我谈，说欣欣基础比同班的好，建议直接考3级。')).toBe(1);
    expect(missingFor('欣欣的爸爸是做什么工作的？', '用户：欣欣爸爸是消防员，经常值夜班。')).toBe(0);
  });
});

describe('driving for a living, and 本职工作是什么 (session 55)', () => {
  it('reads 开了十几年出租车 and 跑滴滴 as a job, not 开车去', () => {
    expect(missingFor('回乡种草莓之前他是干什么的？', '用户：我叫刘建国，在沈阳开了十几年出租车，今年45了，决定回老家种草莓。')).toBe(0);
    expect(missingFor('我老公是做什么工作的？', '用户：我老公下班以后还跑滴滴。')).toBe(0);
    expect(missingFor('回乡种草莓之前他是干什么的？', '用户：我开车去的沈阳，路上堵了三个小时。')).toBe(1);
  });

  it('asks an occupation with 本职工作是什么 closing the question, not 工作是什么编制 or 什么时候', () => {
    expect(asksOccupation('周浩的本职工作是什么？')).toBe(true);
    expect(asksOccupation('这份工作是什么编制？')).toBe(false);
    expect(asksOccupation('新工作是什么时候开始的？')).toBe(false);
  });
});

describe('the one who left a working life, named by it (session 62)', () => {
  it('answers 主教练以前是干什么的？ by a retired serviceman, as "retired" answers in English', () => {
    const check = new AnswerTypeCheck();
    const question = '主教练以前是干什么的？';
    const expected = expectedAnswerTypes(question);
    expect(expected).toContain('occupation');
    expect(check.missingAnswer(expected, '主教练姓程，是退役的空军地勤，特别严格。', question, false)).toBe(0);
    expect(check.missingAnswer(expected, '主教练姓程，特别严格，检查装备一个扣都不放过。', question, false)).toBe(1);
  });

  it('leaves 退休 alone no job: 我退休前是干什么的？ is not answered by the retirement', () => {
    const check = new AnswerTypeCheck();
    const question = '我退休前是干什么的？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '我退休两年了，现在每天去水库钓鱼。', question, false)).toBe(1);
  });
});
