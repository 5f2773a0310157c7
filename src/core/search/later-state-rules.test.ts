import { describe, expect, it } from 'vitest';
import { defaultSearchConfig } from '../config.js';
import type { SearchResult } from '../types.js';
import { laterStateRules, type LaterStateCues } from './later-state-rules.js';

const config = defaultSearchConfig.laterState;
const related = (): boolean => true;
const unrelated = (): boolean => false;
const plain = { latest: false };
const now = { latest: true };
/** A memory near the top marks a change. */
const revised = { latest: false, revisionInView: true };
/** A memory near the top says the user's own state changed. */
const changed = { latest: false, stateChangeInView: true };
const memory = (text: string): SearchResult => ({ text, metadata: {}, scores: {} }) as unknown as SearchResult;

describe('a provisional state or an estimate as the plan a later memory revises (session 38)', () => {
  const pairs = (question: string, earlier: string, later: string, cues: LaterStateCues = revised): boolean =>
    laterStateRules(question, cues, related, config).some((rule) => rule.pairs(memory(earlier), memory(later)));

  it('pairs a state held "for now" (暂时, 先不) with a later change of mind, and an estimate with the outcome', () => {
    expect(pairs('Are we getting a home battery or not?', "Arjun said absolutely not, so we're skipping a battery for now", 'And we changed our minds about the battery. So we ordered one')).toBe(true);
    expect(pairs('Are we getting a home battery or not?', "Arjun said absolutely not, so we're skipping a battery", 'And we changed our minds about the battery. So we ordered one')).toBe(false);
    expect(pairs('种植手术连植骨最后实际花了多少钱?', '医生估算两颗加植骨大概2万出头', '最后实际一共花了21600', plain)).toBe(true);
  });

  it('gives any "when" not in the past tense the date a later memory says it moved to, however the move is said', () => {
    const pairsDeep = (question: string, earlier: string, later: string): boolean =>
      laterStateRules(question, plain, related, config).some((rule) => rule.reach > config.window && rule.pairs(memory(earlier), memory(later)));
    const recital = "Daniel's spring studio recital is April 18 at the Fine Arts Building";
    expect(pairsDeep('When is the studio recital happening?', recital, 'The recital got pushed from April 18 to May 9 because the hall was double booked.')).toBe(true);
    expect(pairsDeep('When is the studio recital happening?', recital, 'Ivy has her school concert on May 9.')).toBe(false);
    expect(pairsDeep('When did the studio recital happen?', recital, 'The recital got pushed from April 18 to May 9 because the hall was double booked.')).toBe(false);
    expect(pairsDeep('When is the final art due?', 'Final art is due 30 June.', 'Kite Lane asked to push the final art deadline to 15 August.')).toBe(true);
  });

  it('pairs a later memory saying a plan changed with the earlier one it names, however the earlier put it', () => {
    expect(pairs('Which wood is Harriet\'s table made of?', "First big project: a dining table for the user's sister Harriet", 'Change of plan. Harriet\'s flat is smaller, so the table is now 160 by 85. And she wants walnut')).toBe(true);
    expect(pairs('这次自驾除了我老婆,还有谁一起去?', '同行的是用户老婆和她弟弟阿斌，阿斌也会开车', '阿斌说他们公司九月不让请假，来不了了，换成用户同事老韩跟用户他们一起去。')).toBe(true);
    // Not for a question in the past tense: the day of a first send stays.
    expect(pairs('When did I send my first V4?', 'Bought the Scarpa Origins. I sent my first V4 at the gym on April 19!', 'We ended up going to Leavenworth instead of Smith Rock. I sent my first outdoor V2!')).toBe(false);
    expect(laterStateRules('最开始那个Scratch课一共花了多少？', revised, related, config)).toHaveLength(0);
    // A change said without a plan word needs a plan in the earlier memory.
    expect(pairs('Which wood is Harriet\'s table made of?', "First big project: a dining table for the user's sister Harriet", 'Harriet switched her table order to walnut')).toBe(false);
  });

  it('gives no lift to a question asking the estimate itself, which wants the earlier memory', () => {
    expect(laterStateRules("What was the electrician's quote for the meter?", revised, related, config)).toHaveLength(0);
    expect(laterStateRules('装修公司最开始的报价是多少？', revised, related, config)).toHaveLength(0);
  });
});

describe('a "when" in the past tense of a plan that was moved (session 42)', () => {
  const pairsDeep = (question: string, earlier: string, later: string): boolean =>
    laterStateRules(question, plain, related, config).some((rule) => rule.reach > config.window && rule.pairs(memory(earlier), memory(later)));
  const plan = 'And my husband Frank has his hip replacement scheduled for May 20.';
  const moved = "Frank's surgery got bumped, the surgeon had a conflict. It's now June 10.";

  it('gives the moved day to "When did …?" where the earlier memory was a plan', () => {
    expect(pairsDeep('When did Frank get his hip done?', plan, moved)).toBe(true);
    expect(pairsDeep("When did my sister's wedding take place?", "My sister Efua's wedding is set for October 19 in Atlanta.", "Efua's wedding got pushed. Her venue had a flood, so now it's November 16.")).toBe(true);
  });

  it('not where the earlier memory told a day that happened, nor for a "when" inside another question, nor without a move', () => {
    expect(pairsDeep('When did Frank get his hip done?', 'Frank had his hip replacement on May 20.', moved)).toBe(false);
    expect(pairsDeep('Roughly how long had I been playing when I joined my first league?', 'Hal is moving up to Prescott in October, so I\'ll need a new partner.', 'Oh, and I got bumped to 3.5 after a skills assessment in January.')).toBe(false);
    expect(pairsDeep('When did Frank get his hip done?', plan, 'Frank is already walking with a cane since June 10.')).toBe(false);
  });
});

describe('plans resolved later or in themselves, and moved hearings (session 39)', () => {
  const pairsWithin = (question: string, earlier: string, later: string, cues: LaterStateCues, reach = config.window): boolean =>
    laterStateRules(question, cues, related, config).some((rule) => rule.reach >= reach && rule.pairs(memory(earlier), memory(later)));

  it('asks how a plan turned out in a period that is over: the later memory that changed it answers', () => {
    const plan = '暑假本来想带乐乐去三亚玩一周，7月28号出发，机票都看好了。';
    const change = '计划有变，三亚那边有台风预警，我们改成自驾去千岛湖了。';
    expect(pairsWithin('去年暑假我们最后去哪儿玩了？', plan, change, { latest: false, namesPastPeriod: true })).toBe(true);
    // Without an outcome word the period asks the state then.
    expect(pairsWithin('去年暑假我们去哪儿玩了？', plan, change, { latest: false, namesPastPeriod: true })).toBe(false);
  });

  it('reads no later memory as the outcome of a plan whose own memory tells how it turned out', () => {
    const resolved = '地面本来想铺木地板，后来装了地暖，就改成全屋铺瓷砖了。';
    expect(pairsWithin('家里地面最后铺的是什么？', resolved, '装修公司的总价从12万涨到13万8了。', plain)).toBe(false);
    expect(pairsWithin('家里地面最后铺的是什么？', '地面打算铺木地板。', '地面最后铺了瓷砖。', plain)).toBe(true);
  });

  it('gives a "when" asking how it went the date a hearing "got moved" to, after one "set for" a day', () => {
    const question = 'When did the small claims hearing actually take place?';
    expect(pairsWithin(question, 'The hearing is set for May 20 at 9 am.', "The hearing got moved. It's now June 17 at 1:30 pm.", plain, 10)).toBe(true);
    // Each alone is enough: the earlier an arrangement, or the later a move.
    expect(pairsWithin(question, 'The hearing is set for May 20 at 9 am.', "It's June 17 at 1:30 pm.", plain, 10)).toBe(true);
    expect(pairsWithin(question, 'The hearing is May 20 at 9 am.', "The hearing got moved. It's June 17 at 1:30 pm.", plain, 10)).toBe(true);
    expect(pairsWithin(question, 'The hearing is May 20 at 9 am.', "It's June 17 at 1:30 pm.", plain, 10)).toBe(false);
  });
});

describe('which later-state rules a question gets', () => {
  it('a plain question gets none; a "now" question gets the related-memory rule within the window', () => {
    expect(laterStateRules('Where do I live?', plain, related, config)).toHaveLength(0);
    const [rule] = laterStateRules('Where do I live now?', now, related, config);
    expect(rule?.reach).toBe(config.window);
    expect(rule?.pairs(memory('a'), memory('b'))).toBe(true);
  });

  it('a "now" question also reaches deeper for a later memory whose user reports how things stand after a while', () => {
    const deep = laterStateRules('How is my back these days?', now, related, config).find((rule) => rule.reach > config.window);
    expect(deep?.pairs(memory('My back hurts every morning'), memory('Two weeks on the new mattress and the pain is gone'))).toBe(true);
    expect(deep?.pairs(memory('My back hurts every morning'), memory('Ordered a new mattress'))).toBe(false);
    // The assistant's "after two weeks" is advice, not the user's report.
    const reply = { text: 'User: ordered it\nAssistant: give it two weeks after it arrives', metadata: { user: 'ordered it' } } as unknown as SearchResult;
    expect(deep?.pairs(memory('My back hurts every morning'), reply)).toBe(false);
  });

  it('a day question pairs memories naming different weekdays, deeper than the window, and only related ones', () => {
    const [rule] = laterStateRules('周会是星期几？', plain, related, config);
    expect(rule?.reach).toBeGreaterThan(config.window);
    expect(rule?.pairs(memory('周会定在每周二'), memory('周会挪到周四了'))).toBe(true);
    expect(rule?.pairs(memory('周会定在每周二'), memory('周会还是周二'))).toBe(false);
    expect(laterStateRules('周会是星期几？', plain, unrelated, config)[0]?.pairs(memory('周会定在每周二'), memory('周会挪到周四了'))).toBe(false);
  });

  it('a weekday asked as a night or of the week pairs another weekday, not a date; the later memory must name what the day is asked of (session 58)', () => {
    const question = 'Which night of the week did the fly-tying class meet?';
    const earlier = 'Signed up for the fly-tying class at the same shop: four Thursday evenings in May.';
    const rules = laterStateRules(question, plain, related, config);
    expect(rules.some((rule) => rule.pairs(memory(earlier), memory('The tying class is done. After the first week it got moved to Wednesday nights.')))).toBe(true);
    // A day out on the same river is no moved class, though it names a Friday.
    expect(rules.some((rule) => rule.pairs(memory(earlier), memory('I DID IT. Friday, on Rock Creek rather than the Bitterroot, a 14-inch brown.')))).toBe(false);
    // The interrogative's own "night" names nothing asked; a dated night out is no moved class night.
    const dance = laterStateRules('What night were our beginner classes?', plain, related, config);
    expect(dance.some((rule) => rule.pairs(memory('Signed up for lindy hop beginner classes at the Jitterbug Loft on Tuesday nights.'), memory("We went to our first social dance on the night of September 12, the Loft's Saturday dance.")))).toBe(false);
  });

  it('a day or date question pairs a moved calendar date deeper than the window, when the earlier was a plan or the later says it moved', () => {
    const pairsDeep = (question: string, earlier: string, later: string): boolean =>
      laterStateRules(question, plain, related, config).some((rule) => rule.reach > config.window && rule.pairs(memory(earlier), memory(later)));
    expect(pairsDeep('我们哪天出发去海南？', '打算1月20号出发', '出发往后推了，改成25号走')).toBe(true);
    expect(pairsDeep('我哪天从北京搬走？', '准备五月底搬', '日子定了，6月6号走')).toBe(true);
    expect(pairsDeep('What date is the grand opening?', "We're planning the grand opening for April 24", 'The opening got pushed back to May 1')).toBe(true);
    // A verb that moves a time says the date moved (课挪到周日); it revises no other state.
    expect(pairsDeep('汇报课是哪天？', '汇报课在7月5号', '老师要去演出，汇报课挪到7月12号了')).toBe(true);
    expect(laterStateRules('我在学哪种乐器？', { ...revised, ...changed }, related, config).some((rule) => rule.pairs(memory('我在自学吉他，两个月了'), memory('老师周四要去演出，课挪到周日上午了')))).toBe(false);
    // "Bumped up to" is a change of any value: the state-change rule reads it.
    expect(laterStateRules('How much can I spend on groceries?', changed, related, config).some((rule) => rule.pairs(memory('My budget for groceries is $400 a month'), memory('Bumped that up to 550, prices keep climbing')))).toBe(true);
    // A "when" asking how a plan turned out asks the date under the same condition; a plain "when" (since session 38) only where the later memory says it moved the date, not after a plan alone.
    expect(pairsDeep('When did the trip actually start?', "We'd leave June 2 from Mesa, Zion first", 'Departure got pushed to June 9, because of the retirement party')).toBe(true);
    expect(pairsDeep('When do we set off on the trip?', "We'd leave June 2 from Mesa, Zion first", 'Departure got pushed to June 9, because of the retirement party')).toBe(true);
    expect(pairsDeep('When do we set off on the trip?', "We'd leave June 2 from Mesa, Zion first", 'The retirement party is on June 9, at the Elks lodge')).toBe(false);
    // Every form of a change verb marks the change ("had to reschedule"), and a plan said as a noun is a plan ("The plan is…").
    expect(pairsDeep('What date was my eye surgery in the end?', 'Surgery date is July 8. I need about a week off work.', 'The clinic had to reschedule, surgery is now July 15.')).toBe(true);
    expect(laterStateRules('How am I splitting my leave?', revised, related, config).some((rule) => rule.pairs(memory('The plan is 6 weeks right after the birth and 6 in the spring'), memory("I changed my plan, I'm taking 8 weeks up front and 4 later")))).toBe(true);
    // Without a plan in the earlier memory, a change that does not say it changed a plan pairs nothing (since session 38 "I changed my plan" says there was one).
    expect(laterStateRules('How am I splitting my leave?', revised, related, config).some((rule) => rule.pairs(memory('I take 6 weeks right after the birth and 6 in the spring'), memory("I switched, I'm taking 8 weeks up front and 4 later")))).toBe(false);
    expect(laterStateRules('How am I splitting my leave?', revised, related, config).some((rule) => rule.pairs(memory('I take 6 weeks right after the birth and 6 in the spring'), memory("I changed my plan, I'm taking 8 weeks up front and 4 later")))).toBe(true);
    // A birthday is no plan, and a later day of something else says nothing moved it.
    expect(pairsDeep('我生日是哪天？', '我生日是5月12号', '6月3号和朋友去吃了火锅')).toBe(false);
    // The same day in fewer words is no change.
    expect(pairsDeep('我们哪天出发去海南？', '打算1月20号出发', '20号那天改坐早班机')).toBe(false);
    expect(laterStateRules('我们哪天出发去海南？', plain, unrelated, config).some((rule) => rule.pairs(memory('打算1月20号出发'), memory('出发往后推了，改成25号走')))).toBe(false);
  });

  it('a "when" question of the current state pairs a moved day or hour deeper than the window; a plain "when" question does not', () => {
    const deep = laterStateRules('我的日语课现在是什么时候上？', now, related, config).filter((rule) => rule.reach > config.window);
    expect(deep.some((rule) => rule.pairs(memory('报了个线上班，一周两次，周二周四晚上八点'), memory('公司老加班，网课只好挪到周六上午了')))).toBe(true);
    const plainWhen = laterStateRules("When's my regular meeting with my manager?", plain, related, config);
    expect(plainWhen.some((rule) => rule.pairs(memory('A standing call with my boss every Monday at 9am'), memory('I volunteer at the food bank on the first Saturday')))).toBe(false);
  });

  it('a question offering alternatives pairs a switch of option; an amount question a changed amount', () => {
    const [choice] = laterStateRules('Did I end up renting or buying?', plain, related, config);
    expect(choice?.pairs(memory('We are renting for now'), memory('We are buying the townhouse'))).toBe(true);
    const [amount] = laterStateRules('How much do I owe?', plain, related, config);
    expect(amount?.pairs(memory('Loan of $18,000'), memory('$12,000 left'))).toBe(true);
    expect(amount?.pairs(memory('Loan of $18,000'), memory('Paid it off early'))).toBe(false);
  });

  it('a question naming a measure of amounts asks an amount too, without "how much" (session 57)', () => {
    const pairs = (question: string, earlier: string, later: string): boolean =>
      laterStateRules(question, plain, related, config).some((rule) => rule.pairs(memory(earlier), memory(later)));
    const earlier = 'Got approved for the substitute list! Daily rate is $145';
    const later = 'The school board voted a raise for subs starting in January: daily rate is $160';
    expect(pairs("What's my regular daily rate for subbing?", earlier, later)).toBe(true);
    expect(pairs("What's my regular daily rate for subbing?", earlier, 'The board also approved a new parking lot for the school')).toBe(false);
    // Asked in the past tense it asks what was paid then, unless it asks how it turned out.
    expect(pairs('What did we pay for the Airstream?', 'Bought a 2009 Airstream for $38,000', 'Spent $4,500 redoing the Airstream floor')).toBe(false);
    expect(pairs('What interest rate did we end up with on the loan?', 'The bank quoted 7.9% on the loan', 'Locked the loan in at 6.4% after all')).toBe(true);
    // A measure that is no amount (a size, an address) still pairs nothing here.
    expect(pairs("What's the address of the school?", 'The school is at 12 Elm Street, room 4', 'They moved me to room 9 at 40 Oak Street')).toBe(false);
  });

  it('a later memory that says it changes what the earlier one names is its later state, for any question but one asking the state before the change', () => {
    const [revision] = laterStateRules('国庆自驾我们走哪条路线？', revised, related, config);
    const plan = memory('打算国庆去新疆自驾，从乌鲁木齐租车走独库公路');
    expect(revision?.pairs(plan, memory('独库公路十月初可能封路，我们改走伊犁环线了'))).toBe(true);
    // No marker of change, or a change of something the plan does not name: no pair.
    expect(revision?.pairs(plan, memory('独库公路的风景特别好'))).toBe(false);
    expect(revision?.pairs(plan, memory('健身房改到周四了'))).toBe(false);
    // "Change of plan" marks one too.
    const [venue] = laterStateRules('Where is the reception?', revised, related, config);
    expect(venue?.pairs(memory('We booked the barn for the reception'), memory('Bit of a change of plan: the barn flooded, the reception is at the golf club'))).toBe(true);
    expect(venue?.pairs(memory('We booked the barn for the reception'), memory('Bit of a mess: the barn flooded, the reception is at the golf club'))).toBe(false);
    // A fact that is not a plan is not revised by a later change that names it.
    expect(revision?.pairs(memory('I started a language exchange with Kenji'), memory('Kenji moved to Osaka so we switched to video calls'))).toBe(false);
    const [english] = laterStateRules('How am I getting to the wedding?', revised, related, config);
    expect(english?.pairs(memory("We're going to take the train to the wedding in Leeds"), memory('Train strike, so we switched to driving to the wedding'))).toBe(true);
    expect(laterStateRules('国庆自驾原来打算走哪条路线？', revised, related, config)).toHaveLength(0);
    expect(laterStateRules('How did I originally plan to get to the wedding?', revised, related, config)).toHaveLength(0);
    // Any question about the past state, as for the other rules (past-state-cues.ts), not only the original plan.
    expect(laterStateRules('我们之前打算走哪条路线？', revised, related, config)).toHaveLength(0);
    expect(laterStateRules('How were we getting to the wedding before the strike?', revised, related, config)).toHaveLength(0);
    // A question naming a day asks the state then; with no memory near the top marking a change there is nothing to pair.
    expect(laterStateRules('What did I start on April 21st?', { ...revised, namesPastPeriod: true }, related, config)).toHaveLength(0);
    expect(laterStateRules('国庆自驾我们走哪条路线？', plain, related, config)).toHaveLength(0);
    expect(laterStateRules('国庆自驾我们走哪条路线？', revised, unrelated, config)[0]?.pairs(plan, memory('独库公路十月初可能封路，我们改走伊犁环线了'))).toBe(false);
  });

  it('a question asking how something turned out pairs a plan with a later related memory, in any words', () => {
    const [outcome] = laterStateRules('我那个泡菜坛子最后腌成什么味道了？', plain, related, config);
    const plan = memory('买了个泡菜坛子，准备这周末腌一坛酸豆角');
    expect(outcome?.reach).toBe(config.window);
    expect(outcome?.pairs(plan, memory('开坛了，酸得刚好，就是有点咸'))).toBe(true);
    const [english] = laterStateRules('What did we end up naming the kitten?', plain, related, config);
    expect(english?.pairs(memory("We're going to call the kitten Pickle, probably"), memory('The kids overruled me, she is Waffles now'))).toBe(true);
    // An earlier memory that states no plan, or an unrelated later one, pairs nothing, unless the later one says it changed what was set.
    expect(english?.pairs(memory('The kitten sleeps on my keyboard'), memory('The kids overruled me, she is Waffles now'))).toBe(false);
    const [opening] = laterStateRules('When did we open in the end?', plain, related, config);
    expect(opening?.pairs(memory('Rehearsals are Tuesday nights and we open April 24.'), memory('Opening night got pushed back to May 1 because of the recast.'))).toBe(true);
    expect(opening?.pairs(memory('Rehearsals are Tuesday nights and we open April 24.'), memory('My costume is an itchy Victorian dress.'))).toBe(false);
    expect(laterStateRules('What did we end up naming the kitten?', plain, unrelated, config)[0]?.pairs(memory("We're going to call the kitten Pickle"), memory('Waffles now'))).toBe(false);
    // Without an outcome word, or about the state before: no rule.
    expect(laterStateRules('What did we name the kitten?', plain, related, config)).toHaveLength(0);
    expect(laterStateRules('我们原来打算给猫起什么名字，最后呢？', plain, related, config)).toHaveLength(0);
  });

  it("a later memory saying the user was moved, switched or stopped is the later state of a related earlier one, unless the question asks the past or the later one names the earlier one's thing", () => {
    const [change] = laterStateRules('Which shift do I work?', changed, related, config);
    const nights = memory('I work nights at the warehouse, 10pm to 6am');
    expect(change?.pairs(nights, memory('Got moved to the morning shift!'))).toBe(true);
    // Someone else's move is not the user's later state; nor is a memory without a verb of change.
    expect(change?.pairs(nights, memory('My brother got moved to the morning shift'))).toBe(false);
    expect(change?.pairs(nights, memory('The warehouse is hiring again'))).toBe(false);
    // A change that names the earlier memory's person or thing is about it, not a replacement of it.
    expect(change?.pairs(memory('I practise Japanese with Kenji every Tuesday'), memory('Kenji moved to Osaka so we switched to video calls'))).toBe(false);
    expect(laterStateRules('What hours did I use to work?', changed, related, config)).toHaveLength(0);
    expect(laterStateRules('Which shift did I work during the strike?', changed, related, config)).toHaveLength(0);
    expect(laterStateRules('Which shift do I work?', { ...changed, namesPastPeriod: true }, related, config)).toHaveLength(0);
    expect(laterStateRules('Which shift do I work?', plain, related, config)).toHaveLength(0);
    expect(laterStateRules('我在哪个城市工作？', changed, unrelated, config)[0]?.pairs(memory('我在成都上班'), memory('公司把我派到重庆了'))).toBe(false);
  });

  it('a time-of-day question pairs memories stating different clock times; a question about the past state gets no rule at all', () => {
    const [clock] = laterStateRules('我一般几点睡觉？', plain, related, config);
    expect(clock?.pairs(memory('我基本凌晨一点睡，早上九点才起'), memory('娃出生了，现在晚上十点就得睡'))).toBe(true);
    expect(clock?.pairs(memory('我基本凌晨一点睡'), memory('娃出生了，作息全乱套了'))).toBe(false);
    expect(laterStateRules('我以前上夜班那会儿几点下班？', plain, related, config)).toHaveLength(0);
    expect(laterStateRules('How much did I use to weigh?', now, related, config)).toHaveLength(0);
  });

  it('a request plans by the state as it is now: a later related memory saying in weaker words that the user started, resumed or now does something is its later state', () => {
    const rules = laterStateRules('Can you plan my dinners for next week?', plain, related, config);
    const pairs = (earlier: string, later: string): boolean => rules.some((rule) => rule.pairs(memory(earlier), memory(later)));
    expect(pairs("I'm vegetarian, and I also cut out dairy", 'I started eating fish again, doctor says I need more protein')).toBe(true);
    expect(laterStateRules('双十一想买点运动装备，给点建议', plain, related, config).some((rule) => rule.pairs(memory('膝盖伤了，羽毛球先停了，改去游泳'), memory('膝盖好利索了，又回去打球了')))).toBe(true);
    // Someone else's news, a later memory naming the earlier one's person, or an unrelated one: no pair.
    expect(pairs('My boyfriend Marcus and I have been together a year', 'Marcus is now working in Boston')).toBe(false);
    expect(pairs("I'm vegetarian", 'My sister started eating meat again')).toBe(false);
    expect(laterStateRules('Can you plan my dinners for next week?', plain, unrelated, config).some((rule) => rule.pairs(memory("I'm vegetarian"), memory('I started eating fish again')))).toBe(false);
    // A standing instruction is no state that a later report replaces.
    const instruction = { text: '以后帮我改参考文献，都按 GB/T 7714 的格式来', metadata: {}, scores: { instruction: 1 } } as unknown as SearchResult;
    const report = memory('第三章的回归做完了，下周开始写第四章');
    expect(laterStateRules('帮我把这条参考文献改改格式', plain, related, config).some((rule) => rule.pairs(instruction, report))).toBe(false);
    // A question that is no request, or a request about a past time, gets no such rule.
    expect(laterStateRules('What do I eat?', plain, related, config)).toHaveLength(0);
    expect(laterStateRules('Which films did you recommend to me?', plain, related, config)).toHaveLength(0);
  });
});

describe('an amount asked in the past tense, and a plan given up in its own verb (session 61)', () => {
  const pairs = (question: string, earlier: string, later: string, cues: LaterStateCues = plain): boolean =>
    laterStateRules(question, cues, related, config).some((rule) => rule.pairs(memory(earlier), memory(later)));

  it('gives what a thing cost the amount paid over the amount reckoned before', () => {
    const reckoned = "I reckon the whole thing will cost me about ¥15,000 all in.";
    const paid = 'PASSED! Adding everything up, the whole thing came to about ¥28,000, nearly double my guess.';
    expect(pairs('What did converting my licence cost in total?', reckoned, paid)).toBe(true);
    // Not where the earlier amount was no plan, nor where the question asks the estimate itself.
    expect(pairs('What did converting my licence cost in total?', 'The written test fee was ¥2,550.', paid)).toBe(false);
    expect(pairs('What was the original estimate for converting my licence?', reckoned, paid)).toBe(false);
  });

  it('pairs a plan with a later memory that gives it up in its own verb, when one near the top negates a verb', () => {
    const plan = "I rent an apartment in Remington. I was planning to renew my lease when it's up in May.";
    expect(pairs('Am I going to renew my lease?', plan, "Honestly, that was the last straw. I'm not renewing. I'm moving out when my lease ends May 31.", revised)).toBe(true);
    expect(pairs('Am I going to renew my lease?', plan, "I'm not renewing my gym membership.", revised)).toBe(false);
  });
});
