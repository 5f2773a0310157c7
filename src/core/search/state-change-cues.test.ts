import { describe, expect, it } from 'vitest';
import { changesStateFrom, marksStateChange } from './state-change-cues.js';

describe('a statement that the user’s own state changed', () => {
  it('reads verbs of transfer, replacement and stopping where the user changes or is changed', () => {
    for (const text of [
      'Got transferred to the Denver office last month',
      'They moved me to the evening desk, 4pm to midnight',
      'Finally upgraded to a fibre plan',
      'I quit the choir, too much on at work',
      '单位把我调到了苏州工厂',
      '搬到城西了，离地铁站近',
      '瑜伽课停了，太忙',
      'Cancelled the gym membership',
      // An adverb that starts a new standing state.
      "So from now on we're taking turns hosting at each other's houses",
      '从现在起我每天走路上班',
    ]) expect(marksStateChange(text), text).toBe(true);
  });

  it('does not read another person’s change, or a statement without a verb of change, as the user’s', () => {
    for (const text of [
      'My sister moved to Berlin for her PhD',
      'The landlord replaced the boiler',
      'Priya quit the team last week',
      '表哥调到北京总部了',
      '她把那份工作辞了',
      '同事小王转到销售部了',
      // The facts the write pipeline words say 用户 and "the user" for the speaker.
      '用户表姐搬到杭州了',
      "The user's sister moved to Berlin for her PhD",
      'I play the cello in a community orchestra',
      '我在杭州滨江租房住',
      'From now on my sister hosts the book club',
    ]) expect(marksStateChange(text), text).toBe(false);
  });
});

describe('a change of a relationship the earlier memory states', () => {
  const boyfriend = 'My boyfriend Marco and I moved in together last year';
  const chinese = '我女朋友小雨在杭州读研';

  it('is the later state when the event names the same partner or the user is the one who changes', () => {
    for (const later of ['Marco proposed on our hike and I said yes', 'Marco and I got engaged over the holidays', 'We broke up in March', 'I got married in June']) {
      expect(changesStateFrom(boyfriend, later), later).toBe(true);
    }
    for (const later of ['小雨昨天跟我求婚了', '我们分手了，她留在杭州', '我和小雨订婚了']) expect(changesStateFrom(chinese, later), later).toBe(true);
  });

  it('is not when the event is someone else’s, proposes a thing, or the earlier memory states no partner', () => {
    expect(changesStateFrom(boyfriend, 'My sister Ana got married in Porto')).toBe(false);
    expect(changesStateFrom(boyfriend, 'I proposed a new layout to Marco for the flat')).toBe(false);
    expect(changesStateFrom(boyfriend, 'Marco proposed to the team that we ship on Friday')).toBe(false);
    // 订婚庆公司 books a wedding planner: 婚庆 is the word, not 订婚.
    expect(changesStateFrom(chinese, '小雨说接下来就剩订婚庆公司了')).toBe(false);
    // A shared name (a transcript's speaker label) ties nothing without a partner in the earlier memory.
    expect(changesStateFrom('Deborah: Is yoga on the beach a thing?', "Deborah: That beach is where I got married")).toBe(false);
  });
});

describe('a change that names its replacement (session 46)', () => {
  const daycare = 'She started daycare on Tuesdays at Bark Avenue.';

  it('is the later state though it names the old thing, when a clause with instead / now / 换到 names something new', () => {
    const loan = "I'm planning an SBA loan through Great Basin Credit Union.";
    expect(changesStateFrom(loan, "Switched lenders. The credit union was slow, so I'm going with Live Oak Bank instead.")).toBe(true);
    expect(changesStateFrom(daycare, 'Switched daycares. The Bark Avenue staff never learned her signals. She goes to Happy Tails now.')).toBe(true);
    expect(changesStateFrom('报了一个叫首尔通的线上班，每周二晚上上课。', '线上课总走神，已经退了，换到桂林路一家叫KoLang的线下学院。')).toBe(true);
  });

  it('is not when the new name stands in another clause than the switch, or the clause names only the old thing', () => {
    expect(changesStateFrom('I practise Japanese with Kenji every Tuesday', 'Kenji moved to Osaka so we switched to video calls')).toBe(false);
    expect(changesStateFrom(daycare, 'Bark Avenue is closed now, so I switched to working from home.')).toBe(false);
  });
});
