import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';

/**
 * The current state wins when the write pipeline linked nothing (later-states.ts), with the
 * real parts: the local model and SQLite, written through `remember` as an application does.
 * The examples are not from any dev set; the new turn's wording is far from the question's, and
 * none names what it ends (that the write pipeline supersedes itself, write/rules/retraction.ts).
 * The first two ask for the current state ("now", 现在), the next two a quantity, then two a
 * weekday, two one of two options, two nothing at all (a plan and its revision) and two nothing
 * either (a change of the user's own state in words that do not name the old one), two a change of
 * a relationship (an event naming the partner the earlier one names), each in English and Chinese;
 * then requests, whose later state may be said in weak words ("again", 又, "now"), one of them
 * naming a weekday that has passed beside a weekend still to come.
 */
const embedder = new LocalEmbedder();
const memories: Memory[] = [];
afterAll(async () => {
  for (const memory of memories) await memory.close();
});

const CASES = [
  {
    question: 'What instrument do I play now?',
    earlier: "I play bass in a jazz trio on weekends",
    later: "These days I'm drumming for a punk band instead",
  },
  {
    question: '我现在做什么方向的开发？',
    earlier: '我在一家小公司做前端开发，主要写 React',
    later: '跳槽了，新团队让我负责后端，天天写 Go',
  },
  // No "now" in the question: it asks a quantity, and both memories state one (quantity-cues.ts).
  {
    question: 'How much do I still owe on my car?',
    earlier: 'Took out a car loan of $18,000 at 4% last week',
    later: 'Paid $6,000 off early, $12,000 left',
  },
  {
    question: '我体重多少？',
    earlier: '我体重七十五公斤，医生让我减一减',
    later: '坚持跑步三个月，瘦到六十八公斤了',
  },
  // No "now" either: it asks a day, and the later memory names another weekday (weekday-cues.ts).
  {
    question: 'Which day is my pottery class?',
    earlier: 'Signed up for a pottery class at the community studio, Tuesday evenings',
    later: 'The studio reshuffled its schedule, my wheel sessions are Saturdays from next week',
  },
  {
    question: '我羽毛球是星期几打？',
    earlier: '每周三晚上和同事去体育馆打羽毛球',
    later: '场馆在装修，球局挪到周五了',
  },
  // It offers two options, and the later memory names the other one (choice-cues.ts).
  {
    question: 'Is my daughter doing ballet or swimming?',
    earlier: 'My daughter Mia started ballet, she is doing ballet twice a week',
    later: 'Mia quit the academy and joined the swim team',
  },
  {
    question: '我的签证最后是通过还是被拒？',
    earlier: '签证申请被拒了，说是资金证明不够',
    later: '补了银行流水重新递交，这次通过了',
  },
  // No cue in the question at all: the earlier memory is a plan, the later one says it changes it (revision-cues.ts).
  {
    question: 'Where are we staying on the Lisbon trip?',
    earlier: 'We booked a hotel near the old town for our Lisbon trip in May',
    later: 'The hotel cancelled on us, so we found an apartment in Belém instead',
  },
  {
    question: '春节回老家怎么走？',
    earlier: '打算春节开车回老家，走京港澳高速',
    later: '听说高速太堵了，我们改坐高铁回去',
  },
  // No cue in the question: the later memory says the user was moved or swapped, without naming the old state (state-change-cues.ts).
  {
    question: 'What phone do I carry?',
    earlier: 'I carry a Pixel 7, mostly for the camera',
    later: 'Work swapped me onto an iPhone 15 for the security app',
  },
  {
    question: '我在哪个校区上课？',
    earlier: '我在学校的东校区上课，离宿舍很近',
    later: '学院把我们这届派到南校区了，每天坐班车过去',
  },
  // A relationship changes in an event with the partner the earlier memory names, or the user's own (state-change-cues.ts).
  {
    question: 'What should I get my girlfriend for Christmas?',
    earlier: 'My girlfriend Lena loves hiking and old maps',
    later: 'Lena and I broke up last month, it was mutual',
  },
  {
    question: '我老公在哪里上班？',
    earlier: '我老公在银行上班，每天很晚回家',
    later: '我们上个月离婚了，孩子跟我',
  },
  // A time-of-day question: the later memory states another clock time (clock-cues.ts).
  {
    question: 'What time do I usually get up?',
    earlier: 'I get up around 9am most days, no alarm needed',
    later: 'The new job starts early, so the alarm goes off at 6am',
  },
  {
    question: '我一般几点下班？',
    earlier: '我每天六点下班，到家差不多七点',
    later: '项目上线前天天加班，九点半才走得了',
  },
  // A period that is not over (这周末) asks what holds then: the current state, not the state in a named past.
  {
    question: '这周末的课我去哪个校区上？',
    earlier: '我在学校的东校区上课，离宿舍很近',
    later: '学院把我们这届派到南校区了，每天坐班车过去',
  },
  // A request plans by the state as it is now, also said in weak words ("again", 又, 现在: request-cues.ts).
  {
    question: 'Can you suggest a lunch I could pack tomorrow?',
    earlier: "I'm strictly vegan, no eggs or cheese for me",
    later: 'I started eating eggs again, my doctor wants more protein in my diet',
  },
  {
    question: '帮我排一下这周的锻炼计划',
    earlier: '我每周去健身房练三次力量',
    later: '腰伤好了，又开始跑步了，现在每天早上跑五公里',
  },
  // A request naming a weekday ("Saturday", read as the last one) and a coming period ("this weekend") is about the coming one.
  {
    question: 'Can you plan my Saturday afternoon this weekend?',
    earlier: 'I play tennis at the club on Saturday afternoons',
    later: 'My knee is done with tennis, I go climbing on weekday evenings now',
  },
];

async function ask(example: (typeof CASES)[number], laterStateOn: boolean) {
  const clock = manualClock('2026-01-10T09:00:00Z');
  const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder, clock, ...(laterStateOn ? {} : { config: { search: { laterState: { similarity: 2, latestSimilarity: 2 } } } }) });
  memories.push(memory);
  await memory.init();
  await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '1', user: example.earlier, assistant: 'Noted.', time: '2026-01-10T09:00:00Z' });
  clock.set('2026-03-02T20:00:00Z');
  await memory.remember({ userId: 'u1', sessionId: 's2', turnId: '1', user: example.later, assistant: 'Noted.', time: '2026-03-02T20:00:00Z' });
  const results = await memory.search({ userId: 'u1', query: example.question, threshold: 0, now: '2026-03-10T00:00:00Z' });
  // The turn or a fact the write pipeline derived from it, told apart by when they were said.
  const rankOf = (said: (createdAt: string) => boolean) => results.findIndex((result) => said(result.createdAt));
  return { earlier: rankOf((at) => at < '2026-02-01'), later: rankOf((at) => at >= '2026-02-01'), results };
}

describe('a later statement about the same subject outranks the earlier one', () => {
  for (const example of CASES) {
    it(`"${example.question}": "${example.later}" (or its fact) ranks above "${example.earlier}"`, async () => {
      const { earlier, later, results } = await ask(example, true);
      expect(later).toBeGreaterThanOrEqual(0);
      expect(earlier).toBeGreaterThanOrEqual(0);
      expect(later).toBeLessThan(earlier);
      expect(results[later]?.relevance).toBeGreaterThanOrEqual(results[earlier]?.relevance ?? 1);
    });
  }

  it('without the lift the earlier statement ranks first in each case (what the lift changes)', async () => {
    const orders = await Promise.all(CASES.map((example) => ask(example, false)));
    const earlierFirst = orders.map(({ earlier, later }, index) => [CASES[index]?.question, earlier >= 0 && (later < 0 || earlier < later)]);
    expect(earlierFirst).toEqual(CASES.map((example) => [example.question, true]));
  });
});

/**
 * The weekday and elapsed rules reach the later memory below the top 5 (later-state-rules.ts):
 * memories said in between share the question's words and rank above it (without the lift the
 * later one is below the top 5, or under the result cut altogether).
 */
const DEEP_CASES = [
  {
    question: 'How is my back these days?',
    earlier: 'My lower back aches every morning when I get out of bed',
    between: [
      'The physio says my back pain comes from sitting all day',
      'Bought a standing desk to help my back',
      'My back flared up again after moving boxes',
      'Skipped the gym, my back was too stiff',
      'The doctor told me to stretch my back twice a day',
    ],
    later: 'Two weeks on the firm mattress and the mornings are pain free',
  },
  {
    question: '儿子的钢琴课是星期几？',
    earlier: '儿子的钢琴课定在每周一下午',
    between: ['钢琴老师姓王，教儿子很耐心', '儿子的钢琴课一节两百块', '儿子钢琴考级过了三级', '钢琴课要提前十分钟到'],
    later: '儿子足球训练撞了时间，课改到周四了',
  },
  // A date moved (date-cues.ts): the earlier was a plan, the later says it changed.
  {
    question: '我们哪天出发去三亚？',
    earlier: '打算1月20号出发去三亚，带爸妈住一个月',
    between: ['三亚的民宿订好了，月租六千', '爸妈第一次去三亚，特别期待', '出发去三亚前要把猫托给邻居', '三亚那边冬天二十多度'],
    later: '出发的日子往后推了，改成25号走，我妈得先去复查一下',
  },
  {
    question: 'What date is the grand opening of my bakery?',
    earlier: "We're planning the bakery's grand opening for April 24",
    between: ['The bakery sign went up above the door today', 'Hired two weekend staff for the bakery', 'The bakery will sell sourdough and cinnamon buns', 'Printed flyers for the bakery opening', 'The bakery espresso machine is a La Marzocco'],
    later: 'The ovens arrive late, so the opening got pushed back to May 1',
  },
];

async function askDeep(example: (typeof DEEP_CASES)[number], laterStateOn: boolean) {
  const clock = manualClock('2026-01-10T09:00:00Z');
  const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder, clock, ...(laterStateOn ? {} : { config: { search: { laterState: { similarity: 2, latestSimilarity: 2 } } } }) });
  memories.push(memory);
  await memory.init();
  await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '1', user: example.earlier, assistant: 'Noted.', time: '2026-01-10T09:00:00Z' });
  for (const [index, text] of example.between.entries()) {
    const time = `2026-01-${String(12 + index).padStart(2, '0')}T09:00:00Z`;
    clock.set(time);
    await memory.remember({ userId: 'u1', sessionId: `b${index}`, turnId: '1', user: text, assistant: 'Noted.', time });
  }
  clock.set('2026-03-02T20:00:00Z');
  await memory.remember({ userId: 'u1', sessionId: 's2', turnId: '1', user: example.later, assistant: 'Noted.', time: '2026-03-02T20:00:00Z' });
  const results = await memory.search({ userId: 'u1', query: example.question, threshold: 0, topK: 20, now: '2026-03-10T00:00:00Z' });
  return results.findIndex((result) => result.createdAt >= '2026-02-01');
}

describe('a later statement below the top 5 is reached when it says what changed', () => {
  for (const example of DEEP_CASES) {
    it(`"${example.question}": "${example.later}" ranks first with the lift, below the top 5 without it`, async () => {
      const without = await askDeep(example, false);
      const withLift = await askDeep(example, true);
      expect(without === -1 || without >= 5, `rank ${without} without the lift`).toBe(true);
      expect(withLift).toBe(0);
    });
  }
});

/**
 * A user's first minutes: three unrelated memories typed with Latin punctuation, the rent the
 * oldest. The weight, said later and near it on the model's scale (about 0.45), was lifted above
 * the rent for 我现在房租多少？ until its bare 62 stopped counting as a sum (answer-measures.ts:
 * a number 体重 … claims is a weight).
 */
describe('a later memory about something else is not the current state of what is asked', () => {
  it('我现在房租多少？ finds the rent first on a three-memory store, above the weight said after it', async () => {
    const clock = manualClock('2026-03-01T09:00:00Z');
    const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder, clock });
    memories.push(memory);
    await memory.init();
    for (const [day, text] of [['01', '月租6800,两个人平摊.'], ['05', '体重卡在62快三周了,平台期好烦!'], ['09', '科目一考了96分,一次过!']] as const) {
      clock.set(`2026-03-${day}T09:00:00Z`);
      await memory.add({ userId: 'u1', text });
    }
    const results = await memory.search({ userId: 'u1', query: '我现在房租多少？' });
    expect(results[0]?.text).toBe('月租6800,两个人平摊.');
  });
});
