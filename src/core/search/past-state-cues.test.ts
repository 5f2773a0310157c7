import { describe, expect, it } from 'vitest';
import { asksPastState, marksPastState } from './past-state-cues.js';

describe('asksPastState', () => {
  it.each(['What did I drive before the Tesla?', 'What kind of gym did I use to go to?', 'Where did I use to live?', '儿子原来在哪个学校？', '我之前那辆车跑了多少公里？', '我以前在哪儿上班？', 'What was my original plan?'])('reads %s as asking the state before a change', (question) => {
    expect(asksPastState(question)).toBe(true);
  });

  it.each(['What car do I drive now?', 'What should I pack before my trip?', 'What do I use to clean the grill?', '我现在住在哪？', '下周去成都出差，有什么小吃推荐？'])('reads %s as asking the present', (question) => {
    expect(asksPastState(question)).toBe(false);
  });

  it('is a question cue; marksPastState reads statements', () => {
    expect(marksPastState('I used to live in Boston')).toBe(true);
    expect(marksPastState('我以前在北京工作，现在搬到深圳了')).toBe(false);
  });
});
