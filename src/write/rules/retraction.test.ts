import { describe, expect, it } from 'vitest';
import { endedTerms, resumedEnding, resumedTerms, retractedTerm } from './retraction.js';

describe('retractedTerm: a later memory that ends an earlier one by naming it', () => {
  it.each([
    ['用户开的是一辆白色的大众朗逸。', '朗逸卖掉了，换了一辆比亚迪的纯电车。', '朗逸'],
    ['用户在搞生酮饮食，米饭面条基本不碰。', '生酮我放弃了，太难坚持，现在改成吃素了。', '生酮'],
    ['用户上夜班。', '我从夜班调到白班了', '夜班'],
    ['用户每周去健身房三次。', '我不再去健身房了，改成在家跑步。', '健身房'],
    ['The user works as a barista at a café downtown.', "Left the café! I'm now a junior web developer.", 'café'],
    ['The user is on the night shift at the warehouse, 10pm to 6am.', 'Good news, they moved me to day shifts, 7am to 3pm.', 'shift'],
    ['The user just signed a lease on a flat in Manchester.', "I moved to Bristol, so I'm not in Manchester anymore.", 'manchest'],
    ['The user smokes a pack a day.', 'I quit smoking last month.', 'smoke'],
    ['The user goes to the gym on Mondays.', 'I stopped going to the gym.', 'gym'],
    ['The user drives an old Honda Civic.', 'I sold my Civic last week.', 'civic'],
    // A model's code names it, in English and inside Chinese (jieba tags it eng), sold as 出掉 too.
    ['The user rides a 1978 Honda CB750.', 'Sold my CB750 last week.', 'cb750'],
    ['用户在闲鱼上收了一台二手富士X-T30，带15-45的套头。', 'X-T30我出掉了，换成了X-T5。', 't30'],
    // Thought over and done, or decided against: an ending all the same.
    ['用户办了一张健身卡。', '想了想，健身卡我还是退掉了。', '健身卡'],
  ])('%s ← %s', (earlier, later, term) => {
    expect(retractedTerm(earlier, endedTerms(later))).toBe(term);
  });

  it.each([
    // Someone else's change, named or a relative.
    ['The user started a language exchange with Kenji.', 'Kenji moved to Osaka so we switched to video calls.'],
    ['用户开一辆朗逸。', '我老婆把朗逸卖了'],
    // The object of "left" is the keys; the office only says where.
    ['The user works at the office in Shoreditch.', 'I left my keys at the office.'],
    // Selling goods is trade, not giving something up.
    ['The user started a small Etsy shop selling hand-poured candles.', 'Sold 37 candles in my first month.'],
    // The head, not a modifier every memory shares: "day shifts" ends a shift, not every day.
    ['The user runs 5 km every day.', 'They moved me to day shifts.'],
    // Only the thing the change ends: stopping the gym says nothing of a trip the user is going on.
    ['The user is going to Paris in May.', 'I stopped going to the gym.'],
    // A statement of a state, no ending.
    ['用户开的是一辆白色的大众朗逸。', '朗逸最近该保养了'],
    // A letter alone, or a number with a unit, names nothing: the X of X-T30 is not the X of X-ray.
    ['The user has an X-ray booked on Monday.', 'I sold my X-T30.'],
    ['The user weighs 120kg.', 'Quit the 120kg squat program.'],
    // A change only thought about ends nothing yet.
    ['用户一家住在Burnaby。', '我们在考虑从Burnaby搬到Richmond。'],
    ['The user goes to the gym on Mondays.', "I'm thinking about quitting the gym."],
  ])('%s is not ended by %s', (earlier, later) => {
    expect(retractedTerm(earlier, endedTerms(later))).toBeNull();
  });

  it('reads no ending in a pronoun or a date', () => {
    expect(endedTerms('That is what no longer serves us.').size).toBe(0);
    expect([...endedTerms('用户2026年7月20日放弃了生酮')]).toEqual(['生酮']);
  });
});

describe('endedTerms', () => {
  it('reads "no longer" past its verb', () => {
    expect([...endedTerms('I no longer work at Google')]).toEqual(['googl']);
    expect([...endedTerms("I'm no longer vegetarian")]).toEqual(['vegetarian']);
  });
});

describe('an ending retold', () => {
  it('reads no ending in a clause that gives it as the background of something else', () => {
    expect(endedTerms('Since I lost my job at Door Dash, things have been tough').size).toBe(0);
    expect(endedTerms('自从戒了咖啡以后，我睡得好多了').size).toBe(0);
    expect([...endedTerms('I quit my job at Door Dash yesterday')]).toEqual(['job']);
  });
});

describe('whose ending it is', () => {
  it('reads an English ending as the user own only when the user, or nobody named, does it', () => {
    expect(endedTerms('Our drummer quit the band to join some jazz trio').size).toBe(0);
    expect([...endedTerms('I finally quit the band')]).toEqual(['band']);
    expect([...endedTerms('The user sold the Civic.')]).toEqual(['civic']);
    expect(endedTerms('I lost my keys again').size).toBe(0);
  });
});

describe('resumedEnding: taking a thing up again ends the memory that ended it', () => {
  it.each([
    ['Cancelled Netflix, trying to cut costs.', "Caved and got Netflix back, couldn't miss the new season", 'netflix'],
    ['I quit running after the knee surgery.', 'Running again, three times a week now that the knee has healed', 'run'],
    ['Stopped drinking coffee in March.', 'Back on coffee after a month off', 'coffe'],
    ['用户把朗逸卖掉了。', '又把朗逸买回来了，二手车行刚好有', '朗逸'],
    ['生酮我放弃了，太难坚持。', '重新开始生酮了，这次找了营养师', '生酮'],
  ])('%s ← %s', (earlier, later, term) => {
    expect(resumedEnding(earlier, resumedTerms(later))).toBe(term);
  });

  it.each([
    // The earlier memory ended nothing: a plain statement is not an ending to undo.
    ['The user pays for Netflix and Hulu.', 'Got Netflix back'],
    // Taken up again, but another thing than the one ended.
    ['Cancelled Netflix, trying to cut costs.', 'Got Hulu back for the new season'],
    // Someone else takes it up again.
    ['I quit running after the knee surgery.', 'My sister started running again'],
    // "Again" and "back" that take nothing up.
    ['I quit running after the knee surgery.', 'Back from the run club dinner, exhausted'],
    ['I quit running after the knee surgery.', 'It was great running into you again'],
  ])('%s ← %s: none', (earlier, later) => {
    expect(resumedEnding(earlier, resumedTerms(later))).toBeNull();
  });
});
