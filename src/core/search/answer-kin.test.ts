import { describe, expect, it } from 'vitest';
import { askedKin, kinUntold, saysWe, speaksOnlyOfOtherKin } from './answer-kin.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

const answersNothing = (question: string, text: string): boolean => {
  const kin = askedKin(question);
  return kin !== null && speaksOnlyOfOtherKin(kin, text);
};

describe("the user's kin a question asks about", () => {
  it('is the one the question opens with', () => {
    expect(askedKin('我妈用的是什么手机？')).toEqual(['mother']);
    expect(askedKin('Is my sister getting tested as a donor too?')).toEqual(['sister']);
    expect(askedKin('我爸妈家用的是哪款净水器？')).toEqual(['father', 'mother']);
    // Kin further on take part in what is asked.
    expect(askedKin('现在家里是谁在照顾我爸？')).toBeNull();
    expect(askedKin('我跟老公是哪天登记结婚的？')).toBeNull();
    expect(askedKin("I brought my wife's certificate; how long has she been a citizen?")).toBeNull();
    expect(askedKin('What is my job?')).toBeNull();
    // A contracted wh-word opens as the full one does (session 44).
    expect(askedKin("What's my sister's name?")).toEqual(['sister']);
    expect(askedKin("When's my wife's birthday?")).toEqual(['wife']);
    expect(answersNothing("What's my sister's name?", "The user's brother Callum asked the user to be his best man!")).toBe(true);
    // Kin are also asked by their word alone, as at home; a word of one character opens too many other things.
    expect(askedKin('外婆有没有高血压？')).toEqual(['grandmother']);
    expect(askedKin('老婆的生日是哪天？')).toEqual(['wife']);
    expect(askedKin('哥伦比亚的咖啡豆是哪家买的？')).toBeNull();
    expect(askedKin('孩子她爸眼睛近视多少度?')).toBeNull();
    expect(askedKin('爸妈的保费现在我弟承担多少?')).toBeNull();
  });

  it('is not told by a memory naming only another of the kin', () => {
    expect(answersNothing('我妈用的是什么手机？', '用户：给我爸买了台华为nova 12当生日礼物，3299，他今年68了。\n助手：挺贴心的')).toBe(true);
    expect(answersNothing('我儿子学的是什么兴趣班？', '用户：女儿上二年级，给她报了个围棋班')).toBe(true);
    expect(answersNothing('Is my sister getting tested as a donor too?', "User: My brother Kevin's kidneys are at 12% function")).toBe(true);
    expect(answersNothing('外婆有没有高血压？', '用户：外公复查推到7月24号了，高主任那周出差。')).toBe(true);
  });

  it('reads a cousin, a nephew, a niece, an uncle and an aunt as kin of their own (since session 49), not 表哥 as a brother', () => {
    expect(answersNothing('我弟今年春节去哪儿玩了?', '用户：我表哥在老家摆过摊')).toBe(true);
    expect(answersNothing('我表哥今年春节去哪儿玩了?', '用户：我表哥在老家摆过摊')).toBe(false);
    expect(answersNothing("What's my nephew's name?", 'User: my niece Saoirse turns 8 on November 19th')).toBe(true);
    expect(answersNothing("What's my niece's name?", 'User: my niece Saoirse turns 8 on November 19th')).toBe(false);
    expect(answersNothing('我外甥今年几岁了？', '用户：我外甥女今年上小学了')).toBe(true);
    expect(answersNothing("Where does my aunt live?", 'User: my uncle Ray moved to Tampa')).toBe(true);
    // An in-law is kin of their own, not the brother or the mother in their word.
    expect(answersNothing("What's my brother's name?", 'User: I drew my brother-in-law Fitz')).toBe(true);
    expect(answersNothing("What's my mother-in-law's name?", 'User: my mom Judy is visiting')).toBe(true);
    expect(answersNothing('我婆婆多大了？', '用户：我妈今年六十五')).toBe(true);
    expect(answersNothing('我弟今年多大了？', '用户：我弟媳今年三十')).toBe(true);
  });

  it('leaves a memory naming the kin through whom the asked one is told', () => {
    expect(answersNothing('我侄子小名叫啥？', '用户：我哥家添了个儿子，小名叫石头')).toBe(false);
    expect(answersNothing("What's my nephew's name?", "User: my sister's son Leo turned five")).toBe(false);
    expect(answersNothing("What's my cousin's name?", "User: my aunt's daughter Mia is getting married")).toBe(false);
    expect(answersNothing("What's my mother-in-law's name?", "User: my husband's mom Carol is visiting")).toBe(false);
    expect(answersNothing('我姐夫在哪上班？', '用户：我姐和她老公都在银行上班')).toBe(false);
  });

  it('may be told by a memory naming the same person in other words, naming no kin, or speaking of "we"', () => {
    expect(answersNothing('我妈用的是什么手机？', '用户：我妈换了个小米手机')).toBe(false);
    expect(answersNothing('我妈用的是什么手机？', '用户：爸妈都换了新手机')).toBe(false);
    expect(answersNothing('我闺女右眼现在近视到多少了？', '用户：暑假去复查，糖糖右眼涨到175度了')).toBe(false);
    expect(answersNothing('我老公在哪里上班？', '用户：我们上个月离婚了，孩子跟我')).toBe(false);
    expect(answersNothing('Where does my brother live?', 'User: My older brother moved to Leeds')).toBe(false);
    // A neighbour called 王姐 and the assistant's words are no kin of the user.
    expect(answersNothing('我妹在哪上班？', '用户：邻居王姐开车带我上班')).toBe(false);
    expect(answersNothing('我哥在哪上班？', '用户：换了份工作\n助手：你弟弟知道吗？')).toBe(false);
  });

  it('is untold in a pool where no memory names them or anyone through whom they are told (session 50)', () => {
    const sister = askedKin('我妹妹的血常规结果怎么样？') ?? [];
    expect(kinUntold(sister, ['用户：老是头晕没劲，医生说是缺铁性贫血，让我八月复查血常规。'])).toBe(true);
    expect(kinUntold(sister, ['用户：老是头晕没劲，去医院一查是贫血。', '用户：我妹也查出来贫血了'])).toBe(false);
    // In English kin are called by their word alone too.
    const grandmother = askedKin('Where does my grandma live?') ?? [];
    expect(kinUntold(grandmother, ['User: Grandma Lorraine put in $1,000 to kick off the 529.'])).toBe(false);
    expect(kinUntold(grandmother, ['User: I opened a 529 plan for my son Ezra.'])).toBe(true);
    // A child is called by name alone as often.
    expect(kinUntold(askedKin('How old is my daughter?') ?? [], ["User: Ivy's going to sleepaway camp in Maine. She's 10."])).toBe(false);
    const nephew = askedKin("What's my nephew's name?") ?? [];
    expect(kinUntold(nephew, ["User: my sister's boy turned five"])).toBe(false);
    // "We" may take in the asked one.
    expect(saysWe('用户：我们每天六点到家')).toBe(true);
    expect(saysWe('用户：我六点半下班\n助手：我们可以排一下时间')).toBe(false);
  });
});

const missingFor = (question: string, text: string): number => new AnswerTypeCheck().missingAnswer(expectedAnswerTypes(question), text, question);

describe('uncles and aunts by birth order or marriage as kin', () => {
  it('reads 小舅, 舅妈, 姑父 and 大姨 as the user’s kin, and 小舅子 as no one’s', () => {
    expect(askedKin('我小舅叫什么名字？')).toEqual(['uncle']);
    expect(askedKin('我舅妈多大了？')).toEqual(['aunt']);
    expect(askedKin('我姑父做什么的？')).toEqual(['uncle']);
    expect(askedKin('我大姨怎么样了？')).toEqual(['aunt']);
    expect(askedKin('我小姨子在哪上班？')).toBeNull();
  });

  it('makes a memory about the grandmother no answer to the uncle’s name', () => {
    expect(missingFor('我小舅叫什么名字？', '用户：外婆今天住进颐康苑了。同屋是个姓霍的老太太，俩人都爱听越剧。')).toBe(1);
  });
});
