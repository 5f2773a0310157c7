import { describe, expect, it } from 'vitest';
import { marksStateChange } from './state-change-cues.js';

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
    ]) expect(marksStateChange(text), text).toBe(false);
  });
});
