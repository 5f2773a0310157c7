import { describe, expect, it } from 'vitest';
import { askedHeadNoun, mentionsOnlyIndefinitely } from './answer-indefinite.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

describe('the noun a name question asks of', () => {
  it('reads brand, name and 哪家 frames in both languages', () => {
    expect(askedHeadNoun('Which brand is the fresh food subscription?')).toBe('subscription');
    expect(askedHeadNoun('What make is my equatorial mount?')).toBe('mount');
    expect(askedHeadNoun("What's the name of my dog?")).toBe('dog');
    expect(askedHeadNoun('我现在在哪家医疗器械公司上班？')).toBe('公司');
    expect(askedHeadNoun('我老公那家面馆叫什么名字？')).toBe('面馆');
    expect(askedHeadNoun('我周末一般干什么？')).toBeUndefined();
  });
});

describe('a thing only introduced by its kind', () => {
  const only = (question: string, text: string): boolean => mentionsOnlyIndefinitely(askedHeadNoun(question), text);

  it('is not identified by an indefinite introduction', () => {
    expect(only('Which brand is the fresh food subscription?', "Pilot's on a gently cooked fresh food subscription, about £3.20 a day.")).toBe(true);
    expect(only('我现在在哪家医疗器械公司上班？', '另外我换工作了，去了一家医疗器械公司做产品经理。')).toBe(true);
    expect(only('我老公那家面馆叫什么名字？', '我在一家国企做会计，他在解放碑那边开了一家小面馆。')).toBe(true);
  });

  it('is identified when a name comes with it, in the introduction or later in its sentence', () => {
    expect(only("What's the name of my dog?", 'We got a dog named Rex')).toBe(false);
    expect(only("What's our cat called again?", 'My partner and I got a cat, gray tabby, named Biscuit.')).toBe(false);
    expect(only("What's my betta called?", 'We got a betta fish and we call him Noodle.')).toBe(false);
    expect(only("What's my betta called?", 'We got a betta fish and we call him every day.')).toBe(true);
    expect(only('What make is my equatorial mount?', 'I bought a Sky-Watcher equatorial mount')).toBe(false);
    expect(only('What make is my camera?', 'Finally bought a camera, a used Fujifilm X-T3.')).toBe(false);
    expect(only('我在哪家公司上班？', '我在一家公司上班，叫星辰科技')).toBe(false);
    expect(only('我家那只黑猫叫什么来着？', '我收养了一只流浪黑猫，给它起名叫芝麻。')).toBe(false);
    expect(only("What's the name of the city?", "Glasgow's a great city.")).toBe(false);
  });

  it('says nothing of a text that does not mention the noun, or mentions it definitely', () => {
    expect(only('我在哪家公司上班？', '我在腾讯上班，这家公司很大')).toBe(false);
    expect(only('我们买的那个小区叫什么名字？', '我们看中了相城高铁新城一套次新房')).toBe(false);
  });

  it('leaves the other names of such a memory unread as the answer', () => {
    const check = new AnswerTypeCheck();
    const question = 'Which brand is the fresh food subscription?';
    expect(check.missingAnswer(expectedAnswerTypes(question), "User: Pilot's on a gently cooked fresh food subscription, about £3.20 a day.", question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), 'User: Pilot is on a fresh food subscription from Butternut Box now.', question)).toBe(0);
    const han = '我老公那家面馆叫什么名字？';
    expect(check.missingAnswer(expectedAnswerTypes(han), '用户：他在解放碑那边开了一家小面馆。', han)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(han), '用户：他在解放碑那边开了一家小面馆，叫老陈小面。', han)).toBe(0);
  });
});
