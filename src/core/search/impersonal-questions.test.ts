import { describe, expect, it } from 'vitest';
import { asksImpersonally, asksOfAKind, definitePhraseTerms } from './impersonal-questions.js';
import { holdsAsSomeone, selfIntroducedNamesHan } from './answer-names.js';
import { monthReadsAsName } from './calendar-words.js';
import { analyze } from '../text/analyzer.js';
import { findTimeCues } from './time-cues.js';

const knows = (...names: string[]) => (name: string): boolean => names.includes(name);

describe('asksImpersonally', () => {
  it.each([
    ['黄山最高峰叫什么？'],
    ['长期上夜班对身体有啥影响？'],
    ['How many keys does a piano have?'],
    ['中级会计职称一年考几次？'],
    ["What's traditionally served at Portuguese weddings?"],
    // A capitalised word no memory holds names nobody the user spoke of.
    ['Which months see the northern lights in Norway?'],
    // Past tense is read from its auxiliaries and Chinese aspect only: a bare past verb is no anchor.
    ['What went wrong with the sleeve?'],
    // A modal or an evaluative word alone asks a norm as often as a request.
    ['At what age should kittens be spayed?'],
    ["What's a good recipe for banana bread?"],
    ['猫一天该喂多少克猫粮？'],
  ])('reads %s as anchored to nobody', (question) => {
    expect(asksImpersonally(question, { known: knows() })).toBe(true);
  });

  it.each([
    // A person: a pronoun, a relative, a name the user's memories hold.
    ['我的吉他是什么牌子的？'],
    ['What does my sister do?'],
    ['Has Moth been spayed yet?'],
    // A third-person pronoun points back at what the conversation holds.
    ['它们俩分别叫什么？'],
    // Deixis of time or place.
    ['今晚做麻婆豆腐可以吗？'],
    ['Which book is the club reading this month?'],
    ['附近有什么好吃的？'],
    // A particular past event.
    ['水电是哪天验收的？'],
    ['When was the overnight study?'],
    ["Which herb didn't make it?"],
    ['水电验收了吗？'],
    // A plan with its subject left out.
    ['想换个手机，推荐一款？'],
    ['去云南玩，想尝尝当地菜'],
    ['微信聊天记录想备份一下，咋弄比较稳妥？'],
    // A request for advice or action, and a meal, are the asker's.
    ['推荐几首歌'],
    ['早餐喝什么好'],
    ['晚饭吃什么'],
    ['下雨天通勤穿什么鞋'],
    ['Recommend a podcast about history'],
    // 点什么 / 点啥: what the asker should order or get.
    ['出差去广州，早茶点什么好？'],
    // Two options offered: the asker's own choice.
    ['从西安去华山，坐旅游大巴还是高铁好？'],
  ])('reads %s as anchored to the user', (question) => {
    expect(asksImpersonally(question, { known: knows('Moth') })).toBe(false);
  });

  it('reads a day or period of the user\'s timeline, or a "now", as an anchor', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(asksImpersonally('What happened on February 20th?', { known: knows() })).toBe(true);
    expect(asksImpersonally('What happened on February 20th?', { known: knows(), cues: findTimeCues('What happened on February 20th?', now) })).toBe(false);
    expect(asksImpersonally('5月16号有什么好消息？', { known: knows(), cues: findTimeCues('5月16号有什么好消息？', now) })).toBe(false);
    expect(asksImpersonally('黄山最高峰叫什么？', { known: knows(), cues: findTimeCues('黄山最高峰叫什么？', now) })).toBe(true);
  });

  it('reads a definite noun phrase the memories hold as an anchor, and one they do not hold as none', () => {
    const holding = (...texts: string[]) => {
      const terms = new Set(texts.flatMap((text) => analyze(text)));
      return (term: string): boolean => terms.has(term);
    };
    const choir = holding("Joined the Riverside Community Choir, rehearsals are Tuesday nights at St. Mark's church hall");
    expect(asksImpersonally('Where does the choir practice?', { known: knows() })).toBe(true);
    expect(asksImpersonally('Where does the choir practice?', { known: knows(), held: choir })).toBe(false);
    expect(asksImpersonally('What day does the lawn company come?', { known: knows(), held: holding('Hired Green Thumb lawn care, they mow every Thursday') })).toBe(false);
    // A kind the memories do not hold stays anchored to nobody.
    expect(asksImpersonally('How tall is the Eiffel Tower?', { known: knows(), held: choir })).toBe(true);
    expect(asksImpersonally('How many keys does a piano have?', { known: knows(), held: holding('I play the piano every evening') })).toBe(true);
    expect(definitePhraseTerms('When does the book club meet, and where is that cafe?')).toEqual([...analyze('book club'), ...analyze('cafe')]);
    // A verb before "of" ends the phrase ("the vanity made of"); a noun before it is the kind's of-phrase ("the top speed of").
    expect(definitePhraseTerms('What wood is the vanity made of?')).toEqual(analyze('vanity'));
    expect(definitePhraseTerms('What is the top speed of a greyhound?')).toEqual([]);
    // A superlative makes the phrase a kind's; a noun that ends in -est does not (session 52).
    expect(definitePhraseTerms('What is the largest planet?')).toEqual([]);
    expect(definitePhraseTerms('How many people are on the guest list?')).toEqual(analyze('guest list'));
    expect(definitePhraseTerms('When is the test?')).toEqual(analyze('test'));
  });
});

describe('a count asked of one past event (session 43)', () => {
  it('is anchored by a regular past verb or an enclitic \'d right after "how many N", not after "who" or an auxiliary', () => {
    expect(asksImpersonally("How many people RSVP'd?", { known: knows() })).toBe(false);
    expect(asksImpersonally('How many guests showed up?', { known: knows() })).toBe(false);
    expect(asksImpersonally('How many calories are burned running a mile?', { known: knows() })).toBe(true);
    expect(asksImpersonally('Who painted the Mona Lisa?', { known: knows() })).toBe(true);
    expect(asksImpersonally('What went wrong with the sleeve?', { known: knows() })).toBe(true);
  });
});

describe('a month name that names someone (session 44)', () => {
  const read = (text: string, word: string): boolean => monthReadsAsName(text, text.indexOf(word), word);
  it('reads June, April or May as a name outside every frame of a date, and as the month inside one', () => {
    expect(read('What does June want to major in?', 'June')).toBe(true);
    expect(read('My daughter June is applying early decision.', 'June')).toBe(true);
    expect(read('I told April about the move', 'April')).toBe(true);
    expect(read('What did I do in June?', 'June')).toBe(false);
    expect(read('The interview is set for June 17.', 'June')).toBe(false);
    expect(read('We met on the 3rd of May', 'May')).toBe(false);
    expect(read('It ends early-August, 2025', 'August')).toBe(false);
    expect(read('Since April things changed', 'April')).toBe(false);
    // Abbreviations and other words are no month name.
    expect(read('Ask Mark about it', 'Mark')).toBe(false);
  });
  it('anchors a question to the user only when the memories hold the month as someone', () => {
    const asked = 'What does June want to major in?';
    const named = (name: string): boolean => holdsAsSomeone(['My daughter June is applying early decision to Bowdoin.'], name);
    const dated = (name: string): boolean => holdsAsSomeone(['The interview is set for June 17 in Newark.'], name);
    expect(asksImpersonally(asked, { known: named })).toBe(false);
    expect(asksImpersonally(asked, { known: dated })).toBe(true);
    expect(asksImpersonally('What is the weather like in June in Lisbon?', { known: named })).toBe(true);
  });
});

describe('a bare noun asked "when / where is" (session 44)', () => {
  it('is anchored when the memories hold it, as a definite noun is', () => {
    const held = (term: string): boolean => analyze('rent is due on the 1st').includes(term);
    expect(asksImpersonally('When is rent due?', { known: knows(), held })).toBe(false);
    expect(asksImpersonally('When is rent due?', { known: knows(), held: () => false })).toBe(true);
    expect(asksImpersonally('When is a rent increase allowed?', { known: knows(), held })).toBe(true);
  });
});

describe('a bare Chinese topic asked when, a noun the memories hold (session 47)', () => {
  it('anchors the question as a bare English subject of "when is" does', () => {
    const held = (term: string): boolean => analyze('清明报名了一个市里的业余比赛，4月18号，晚上还有个聚餐。').includes(term);
    expect(asksImpersonally('比赛是几号？', { known: knows(), held })).toBe(false);
    expect(asksImpersonally('比赛是几号？', { known: knows(), held: () => false })).toBe(true);
    // A time is no topic, and a place asked is not read.
    expect(asksImpersonally('晚上几点以后算扰民？', { known: knows(), held })).toBe(true);
    expect(asksImpersonally('比赛在哪儿比？', { known: knows(), held })).toBe(true);
  });
});

describe('"each" before a noun the memories hold (session 45)', () => {
  it('anchors the question as a definite noun does, and no longer reads it as asked of a kind', () => {
    const held = (term: string): boolean => analyze('Booked five driving lessons with Colette, $70 each').includes(term);
    expect(asksImpersonally('What does each driving lesson cost?', { known: knows(), held })).toBe(false);
    expect(asksImpersonally('What does each driving lesson cost?', { known: knows(), held: () => false })).toBe(true);
    expect(asksOfAKind('What does each driving lesson cost?', true)).toBe(false);
    expect(asksOfAKind('What does a driving lesson cost?', true)).toBe(true);
  });
});

describe('Chinese questions anchored by their grammar: 是 left out, 老家 (session 45)', () => {
  it.each([['在哪个路口被拍到的？'], ['最后在哪儿放归的？'], ['什么时候买的？']])('reads a verb before a closing 的 in %s as one past event', (question) => {
    expect(asksImpersonally(question, { known: knows() })).toBe(false);
  });

  it('reads 老家 as the asker\'s own place, as 家里 is', () => {
    expect(asksImpersonally('老家新房一共几层？', { known: knows() })).toBe(false);
  });

  it.each([['彩虹怎么形成的？'], ['红烧肉怎样做的？']])('leaves how a kind of thing comes about (%s) anchored to nobody', (question) => {
    expect(asksImpersonally(question, { known: knows() })).toBe(true);
  });
});

describe('asksOfAKind', () => {
  it.each(['What vitamin helps absorb calcium?', 'When should tulip bulbs be planted?', 'Are electric kettles safe to leave plugged in?'])(
    'reads %s, anchored to nobody and with only generic noun phrases, as asking about kinds',
    (question) => {
      expect(asksOfAKind(question, asksImpersonally(question, { known: knows() }))).toBe(true);
    },
  );

  it.each([
    'Where is the ceremony being held?',
    "When is Maya's recital?",
    'Which tooth is being pulled?',
    'Would it be a good idea to get a puppy too?',
    'What is a good place for a picnic?',
    'peanut allergy',
    '面签是哪天？',
  ])('leaves %s alone: a definite thing, a possessive, one of a set, "it", an evaluative word, Chinese or keywords', (question) => {
    expect(asksOfAKind(question, asksImpersonally(question, { known: knows() }))).toBe(false);
  });
});

describe('a procedure for a kind of thing', () => {
  it('is anchored to nobody: its "I" stands for anyone, its indefinite object for any thing of the kind', () => {
    expect(asksImpersonally('How do I descale an espresso machine?', { known: knows() })).toBe(true);
    expect(asksImpersonally('How can I patch a bike tube?', { known: knows() })).toBe(true);
    // Still a weight, not the world's veto: the asker's constraints may bear on it (an allergy on a recipe).
    expect(asksOfAKind('How do I make a peanut butter sandwich?', asksImpersonally('How do I make a peanut butter sandwich?', { known: knows() }))).toBe(false);
  });

  it('leaves the asker’s own thing, a place or a habit anchored', () => {
    expect(asksImpersonally('How do I descale my espresso machine?', { known: knows() })).toBe(false);
    expect(asksImpersonally('How do I get to the gym?', { known: knows() })).toBe(false);
    expect(asksImpersonally('How do I commute these days?', { known: knows() })).toBe(false);
    expect(asksImpersonally('How do I make a birthday card for my mum?', { known: knows() })).toBe(false);
  });
});


describe('"it" and 分别 point back at what the conversation holds (session 48)', () => {
  it.each(["What's it scented with?", 'whats the superfat on it', '三家报价每平米分别是多少？', '两家店各自几点关门？'])('reads %s as anchored', (question) => {
    expect(asksImpersonally(question, { known: knows() })).toBe(false);
  });

  it.each(['Is it safe to eat raw cookie dough?', 'How long does it take to boil an egg?', 'What time is it in Tokyo?', 'How long does tile grout need to cure before it gets wet?', 'Is it going to rain in Leeds?'])(
    'leaves %s anchored to nobody: a dummy "it", or one pointing at the question’s own noun',
    (question) => {
      expect(asksImpersonally(question, { known: knows() })).toBe(true);
    },
  );
});

describe('Chinese questions anchored by their grammar: the cleft’s focus after 的, a time of day before the asked time (session 48)', () => {
  it.each([['医生开的什么药'], ['窗框最后定的什么颜色？']])('reads a verb, 的 and 什么 in %s as one past event', (question) => {
    expect(asksImpersonally(question, { known: knows() })).toBe(false);
  });

  it('leaves 哪 after the cleft’s 的 unread: 住的哪家酒店？ asks a name the memories rarely tell', () => {
    expect(asksImpersonally('在三亚住的哪家酒店？', { known: knows() })).toBe(true);
  });

  it('leaves a norm asked of a habit anchored to nobody: the focus is followed by more than nouns', () => {
    expect(asksImpersonally('猫吃的什么粮最好？', { known: knows() })).toBe(true);
  });

  it('reads a held topic with a time of day before 几点 as asked when', () => {
    const held = (term: string): boolean => analyze('我把小区门口那个菜鸟驿站盘下来了，每天早上八点开到晚上九点。').includes(term);
    expect(asksImpersonally('驿站晚上几点关门？', { known: knows(), held })).toBe(false);
    expect(asksImpersonally('驿站晚上几点关门？', { known: knows(), held: () => false })).toBe(true);
  });
});

describe('a preposition stranded at the end of an English question', () => {
  it('leaves the definite noun before it a thing the conversation holds', () => {
    expect(definitePhraseTerms('Which side is the hernia on?')).toContain('hernia');
  });

  it('still reads an of-phrase with its object as making the noun definite', () => {
    expect(definitePhraseTerms('How many machines does the laundromat on 4th Street have?')).toEqual([]);
    expect(definitePhraseTerms("What's the top speed of a greyhound?")).toEqual([]);
  });
});

describe('the name the user introduced themselves by (session 55)', () => {
  it('reads 我叫刘建国 and 用户叫陆文博 as the speaker\'s own name, not 叫了 or 叫来', () => {
    expect(selfIntroducedNamesHan('我叫刘建国，在沈阳开了十几年出租车，今年45了。')).toEqual(['刘建国']);
    expect(selfIntroducedNamesHan('用户叫陆文博，是做室内设计的。')).toEqual(['陆文博']);
    expect(selfIntroducedNamesHan('忙不过来，我叫了我妈来帮忙。')).toEqual([]);
    expect(selfIntroducedNamesHan('I am Theo and I do magic shows.')).toEqual([]);
  });

  it('anchors a Chinese question that calls the user by it, and only by it', () => {
    const userNamesHan = (): readonly string[] => ['陆文博'];
    expect(asksImpersonally('陆文博从事什么职业？')).toBe(true);
    expect(asksImpersonally('陆文博从事什么职业？', { userNamesHan })).toBe(false);
    expect(asksImpersonally('黄山最高峰叫什么？', { userNamesHan })).toBe(true);
  });
});

describe('a bare noun asked "what day / night" (session 56)', () => {
  it('is anchored when the memories hold the noun', () => {
    expect(asksImpersonally('What night is upholstery class?', { held: (term) => term === analyze('upholstery')[0] })).toBe(false);
    expect(asksImpersonally('What night is upholstery class?', { held: () => false })).toBe(true);
  });
});

describe('a time before the speaker\'s present, and a point in their story (session 61)', () => {
  it.each([['之前合租房的房东姓什么？'], ['以前的办公室在几楼？'], ['What day used to be trash day?'], ['上海牌保养最后要多少钱？'], ['孙师傅一开始给上海牌报的保养价是多少？'], ['包车司机后来一天收多少？']])('reads %s as anchored to the asker', (question) => {
    expect(asksImpersonally(question, { known: knows() })).toBe(false);
  });

  it('reads "get used to", and 之前 after a thing ("before" it), as no time of the asker\'s', () => {
    expect(asksImpersonally('How do you get a dog used to riding escalators?', { known: knows() })).toBe(true);
    expect(asksImpersonally('晨跑之前要不要先吃点东西？', { known: knows() })).toBe(true);
  });
});

describe('the days left until something, and an accented word after an article (session 62)', () => {
  it('reads 还有几天 / "how many days until" as counted from the asker\'s now', () => {
    expect(asksImpersonally('离成都站演唱会还有多少天？', { known: knows() })).toBe(false);
    expect(asksImpersonally('离复赛还有几天？', { known: knows() })).toBe(false);
    expect(asksImpersonally('How many days until the recital?', { known: knows() })).toBe(false);
    // The remaining amount of a thing is no time from now: 还剩 was measured and left out.
    expect(asksImpersonally('勺嘴鹬全世界还剩多少只？', { known: knows() })).toBe(true);
    expect(asksImpersonally('成都站演唱会在哪个场馆？', { known: knows() })).toBe(true);
    // 那个地方 points as 那里 does.
    expect(asksImpersonally('那个地方海拔大概多高？', { known: knows() })).toBe(false);
    expect(asksImpersonally('稻城亚丁海拔大概多高？', { known: knows() })).toBe(true);
  });

  it('keeps an accented letter in a definite noun phrase, so the memories that hold the word anchor it', () => {
    expect(definitePhraseTerms('What date is the quinceañera?')).toEqual(analyze('quinceañera'));
    expect(definitePhraseTerms('What street is the café on?')).toEqual(analyze('café'));
    const held = new Set(analyze("Our daughter's quinceañera is on June 3 at the Elks hall."));
    expect(asksImpersonally('What date is the quinceañera?', { known: knows(), held: (term) => held.has(term) })).toBe(false);
  });
});
