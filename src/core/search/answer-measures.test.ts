import { describe, expect, it } from 'vitest';
import { statesMeasure } from './answer-measures.js';

describe('amounts told without their unit or with Latin punctuation', () => {
  it('ends a number at a comma or full stop that no digit follows, and reads digit groups whole', () => {
    expect(statesMeasure('money', '我们搬到了车公庙附近一个两居室,月租6800,两个人平摊')).toBe(true);
    expect(statesMeasure('money', 'Bumped that up to 550, prices keep climbing.')).toBe(true);
    expect(statesMeasure('money', 'paid 1,400 for it')).toBe(true);
    expect(statesMeasure('money', '2026年搬家')).toBe(false);
    expect(statesMeasure('money', '1,2,3 go')).toBe(false);
    expect(statesMeasure('money', 'we got 12 chickens')).toBe(false);
  });

  it('reads a bare weight after a verb of reaching one, or a reading to a tenth, not a count of days', () => {
    expect(statesMeasure('weight', '终于突破平台期了,现在59.8!')).toBe(true);
    expect(statesMeasure('weight', '体重卡在62快三周了,平台期好烦。')).toBe(true);
    expect(statesMeasure('weight', '一个多月了,瘦到64.5了!')).toBe(true);
    expect(statesMeasure('weight', "I'm down to 160 now")).toBe(true);
    expect(statesMeasure('weight', '体重卡在62天')).toBe(false);
    expect(statesMeasure('weight', '每天走一万步')).toBe(false);
  });

  it('reads a unit joined to its number by the hyphen of a compound adjective', () => {
    expect(statesMeasure('weight', 'I throw 23-gram tungsten darts')).toBe(true);
    expect(statesMeasure('distance', 'a 30-foot Class C motorhome')).toBe(true);
    expect(statesMeasure('distance', '212 nautical miles logged, we sailed over to Cherbourg')).toBe(true);
    expect(statesMeasure('temperature', 'a 5-degree drop overnight')).toBe(true);
    expect(statesMeasure('weight', 'I throw tungsten darts, a set of 3')).toBe(false);
  });

  it('reads a score given as "with a 96" and a plot number with its letter', () => {
    expect(statesMeasure('score', 'We passed the health inspection with a 96.')).toBe(true);
    expect(statesMeasure('score', 'We passed the health inspection.')).toBe(false);
    expect(statesMeasure('score', '11 月 22 号考了，总分 7，听力 8，阅读 7.5，写作 6.5')).toBe(true);
    expect(statesMeasure('score', '11 月 22 号考了，听力和阅读都有进步')).toBe(false);
    expect(statesMeasure('code', 'Plot 14B at Hawthorn Lane')).toBe(true);
    expect(statesMeasure('code', 'a half plot at Hawthorn Lane')).toBe(false);
  });

  it('takes no sum or reading from a number another measure claims by the words before it, but keeps a price said with it', () => {
    expect(statesMeasure('money', '体重卡在62快三周了,平台期好烦!')).toBe(false);
    expect(statesMeasure('money', '科目一考了96,一次过')).toBe(false);
    expect(statesMeasure('temperature', 'I weighed in at 180 this morning')).toBe(false);
    expect(statesMeasure('money', '体重掉了5斤,体检花了300')).toBe(true);
    expect(statesMeasure('money', '月薪稳定在15000')).toBe(true);
    expect(statesMeasure('money', '考了驾照,花了4000')).toBe(true);
    expect(statesMeasure('money', 'weighed the parcel, shipping was 45 total')).toBe(true);
  });
});
