import { describe, expect, it } from 'vitest';
import { askedEvent, askedObject, asksWhetherHappenedHan, onlyIntendsHan, TextVerbs } from './answer-events.js';
import { AnswerTypeCheck, expectedAnswerTypes, statesAnswerType } from './answer-types.js';
import { LexicalRelations } from './lexical-relations.js';

const lexicon = new LexicalRelations();
const verbs = new TextVerbs(lexicon);

describe('the one event a past yes-no question asks about', () => {
  it('is the verb after the subject, in its base form', () => {
    expect(askedEvent('Did the HOA reimburse me for the lawyer?', lexicon)).toBe('reimburse');
    expect(askedEvent('Has Pearl been bred yet?', lexicon)).toBe('breed');
    expect(askedEvent('Did Priya pay me back for her ticket?', lexicon)).toBe('pay');
    expect(askedEvent('Has my refund landed in my account yet?', lexicon)).toBe('land');
    // A passive with get asks of its participle.
    expect(askedEvent('Did my husband get approved for it too?', lexicon)).toBe('approve');
    expect(expectedAnswerTypes('Did the Bred 4s ever sell?')).toEqual(['event']);
  });

  it('is not asked by a light verb, a verb of saying, an outcome of a plan, or the present', () => {
    expect(askedEvent('Did I get the job?', lexicon)).toBeUndefined();
    expect(askedEvent('Did I mention my sister?', lexicon)).toBeUndefined();
    expect(askedEvent('Did I end up buying the Subaru?', lexicon)).toBeUndefined();
    expect(askedEvent('Do I eat cheese?', lexicon)).toBeUndefined();
    expect(askedEvent('What did I buy?', lexicon)).toBeUndefined();
  });

  it('is told by the verb in any inflection, a relative of it, or a negation, and not by a memory on the subject alone', () => {
    expect(verbs.tell('sell', 'User: Sold the Bred 4s for $300.')).toBe(true);
    expect(verbs.tell('breed', 'Pearl was bred in October.')).toBe(true);
    expect(verbs.tell('spay', 'We finally had Moth neutered.')).toBe(true);
    expect(verbs.tell('pass', 'Failed the CSCP by 12 points.')).toBe(true);
    expect(verbs.tell('sell', 'User: Listed the Bred 4s on StockX for $340.')).toBe(false);
    expect(statesAnswerType('event', 'User: I brought in a lawyer, Ben Whitcombe, $300 an hour.', 'Did the HOA reimburse me for the lawyer?')).toBe(false);
    expect(statesAnswerType('event', 'User: The HOA reimbursed the full $1,150!', 'Did the HOA reimburse me for the lawyer?')).toBe(true);
  });
});

describe('whether a thing happened, asked in Chinese', () => {
  it('is asked by 了吗, 了没有, 有没有…过 and 最后…吗, not of an intention', () => {
    expect(asksWhetherHappenedHan('国庆假期我把千年隼拼完了没有？')).toBe(true);
    expect(asksWhetherHappenedHan('我老婆有没有跑过马拉松？')).toBe(true);
    expect(asksWhetherHappenedHan('我妈的MINIEV最后买了吗？')).toBe(true);
    expect(asksWhetherHappenedHan('我打算什么时候去桂林？')).toBe(false);
    expect(asksWhetherHappenedHan('我准备的材料齐了吗？')).toBe(false);
  });

  it('is not told by a memory that only intends it, and is by one that tells it done or how it went', () => {
    expect(onlyIntendsHan('花了五千多买了乐高千年隼，打算国庆假期拼完。', '国庆假期我把千年隼拼完了没有？')).toBe(true);
    expect(onlyIntendsHan('签证打算 6 月办，宿舍申请了 Pollock Halls 的单人间。', 'Pollock Halls 的单人间分到了吗?')).toBe(true);
    expect(onlyIntendsHan('签证打算 6 月办，宿舍申请了 Pollock Halls 的单人间。', '宿舍申请了吗?')).toBe(false);
    expect(onlyIntendsHan('本来打算国庆拼完，结果十月底才拼好。', '国庆假期我把千年隼拼完了没有？')).toBe(false);
    expect(onlyIntendsHan('退休办下来了，从12月开始领。', '我爸退休手续办了没有?')).toBe(false);
  });
});

describe('a thing one had, asked with a light verb (session 54)', () => {
  it('reads the head noun of an indefinite object after get / do / have / make / take, or "was there"', () => {
    expect(askedObject('Did I get a knee scooter?')).toBe('scooter');
    expect(askedObject('Did we do a guest book at the party?')).toBe('book');
    expect(askedObject('was there a bouncy castle?')).toBe('castle');
    expect(askedObject('Have I made a lamp yet?')).toBe('lamp');
    // A verb that tells an event is the event's (askedEvent); a definite object is no new thing.
    expect(askedObject('Did I run a half marathon this year?')).toBeUndefined();
    expect(askedObject('Did I get the job?')).toBeUndefined();
  });

  it('is named by the noun in any inflection or a WordNet relative, not by the subject alone', () => {
    const check = new AnswerTypeCheck();
    const question = 'Did I get a knee scooter?';
    expect(expectedAnswerTypes(question)).toEqual(['object']);
    expect(check.missingAnswer(['object'], "User: Tore my left Achilles playing volleyball. I'm in a walking boot with heel wedges for 10 weeks.", question)).toBe(1);
    expect(check.missingAnswer(['object'], 'User: Rented two knee scooters for the first month.', question)).toBe(0);
    expect(check.missingAnswer(['object'], 'User: We hired a disc jockey for the block party.', 'Did we get a DJ in the end?')).toBe(0);
  });
});

describe('a thing one had, more forms (session 56)', () => {
  it('reads "go on a …" and an object before since / too / again', () => {
    expect(askedObject('Did I go on a safari after the climb?')).toBe('safari');
    expect(askedObject('Has Declan had a speeding ticket since he got his license?')).toBe('ticket');
    expect(askedObject('Did we get a puppy too?')).toBe('puppy');
  });

  it('reads the Chinese experience asked with 过 and 吗 / 没, named by two characters of it in a row', () => {
    expect(askedObject('芋圆做过血检吗？')).toBe('血检');
    expect(askedObject('豆包打过狂犬疫苗没？')).toBe('狂犬疫苗');
    expect(askedObject('年糕打过疫苗了吗？')).toBe('疫苗');
    expect(askedObject('你去过北京吗？')).toBeUndefined();
    const check = new AnswerTypeCheck();
    const question = '我之前做过人工授精吗？';
    expect(expectedAnswerTypes(question)).toEqual(['object']);
    expect(check.missingAnswer(['object'], '用户：6月24号移植了一个囊胚，4BB的。两周后抽血，HCG 386，阳了！', question)).toBe(1);
    expect(check.missingAnswer(['object'], '用户：之前做过两次人工授精都没成。', question)).toBe(0);
    expect(check.missingAnswer(['object'], '用户：上周带芋圆去抽血检查了。', '芋圆做过血检吗？')).toBe(0);
  });
});

describe('a thing one had, more forms (session 57)', () => {
  it('reads "any" after have or get, not after the other light verbs', () => {
    expect(askedObject('Has Rory had any ear infections?')).toBe('infections');
    expect(askedObject('Did we get any vaccinations before the trip?')).toBe('vaccinations');
    expect(askedObject('Were there any complications?')).toBe('complications');
    expect(askedObject('Have I taken any trips by air recently?')).toBeUndefined();
  });

  it('reads the Chinese experience after any one-character verb, not 过 of passing, going or allergy, nor a one-character thing', () => {
    expect(askedObject('我以前泡过杨梅酒吗？')).toBe('杨梅酒');
    expect(askedObject('我以前学过书法吗？')).toBe('书法');
    expect(askedObject('我以前参加过健美比赛吗？')).toBe('健美比赛');
    expect(askedObject('我做过自制奶酪吗？')).toBe('自制奶酪');
    expect(askedObject('我科目二考过了吗？')).toBeUndefined();
    expect(askedObject('我对青霉素过敏吗？')).toBeUndefined();
    expect(askedObject('体重超过八十斤了吗？')).toBeUndefined();
    expect(askedObject('今年春节小军能回家过年吗？')).toBeUndefined();
    expect(askedObject('我当兵的时候打过枪吗？')).toBeUndefined();
    expect(askedObject('我吃药以后出现过什么副作用吗？')).toBeUndefined();
    const check = new AnswerTypeCheck();
    const question = '我以前爬过哈巴雪山吗？';
    expect(check.missingAnswer(['object'], '用户：报名了四姑娘山二峰的攀登，这是我第一次爬五千米以上的山。', question)).toBe(1);
    expect(check.missingAnswer(['object'], '用户：前年爬过哈巴雪山，那次没登顶。', question)).toBe(0);
  });
});
