import { describe, expect, it } from 'vitest';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';
import { askedNamedThingHan, askedNamedThingLatin, namesThingHan, namesThingLatin } from './answer-thing-names.js';

const check = new AnswerTypeCheck();
const missing = (question: string, text: string): number => check.missingAnswer(expectedAnswerTypes(question), text, question);

describe('askedNamedThingHan', () => {
  it('reads the thing after its demonstrative, 的 or owner, as the memories would write it', () => {
    expect(askedNamedThingHan('那家健身房叫什么名字？')).toBe('健身房');
    expect(askedNamedThingHan('首演的那家茶馆叫什么名字？')).toBe('茶馆');
    expect(askedNamedThingHan('延庆那个湖边营地叫什么名字？')).toBe('营地');
    expect(askedNamedThingHan('我的狗叫什么名字')).toBe('狗');
    // A word for a name is what is asked: 大名 is the daughter's.
    expect(askedNamedThingHan('小女儿的大名叫什么？')).toBeUndefined();
    // A person's name is asked of a person word (answer-holders.ts), and English is not read here.
    expect(askedNamedThingHan('我老婆叫什么？')).toBeUndefined();
    expect(askedNamedThingHan("What's the gym called?")).toBeUndefined();
  });
});

describe('namesThingHan', () => {
  it('wants the name beside the thing, as people name one', () => {
    const named = (question: string, text: string): boolean => namesThingHan(askedNamedThingHan(question), text, question);
    expect(named('那家面馆叫什么？', '楼下新开了一家面馆叫老街面馆')).toBe(true);
    expect(named('那个攀岩馆叫什么名字？', '我们去了叫“岩点”的攀岩馆')).toBe(true);
    expect(named('那个攀岩馆叫什么名字？', '我们去了“岩点”攀岩馆')).toBe(true);
    expect(named('延庆那个湖边营地叫什么名字？', '去了延庆的湖边营地，叫“云湖”。')).toBe(true);
    // Later in the sentence that speaks of it, as Chinese goes on about one topic.
    expect(named('我那只龙猫叫啥名？', '养了只龙猫，标准灰的，两个月大，起名叫汤圆，每周给它洗一次沙浴。')).toBe(true);
    // The thing's word not said at all: any name may be its own, called otherwise.
    expect(named('那个攀岩馆叫什么名字？', '周末去“岩点”爬墙了')).toBe(true);
    // Said, with another thing's name or none beside it.
    expect(named('那条柯基叫啥名字？', '家里养了一只橘猫叫大黄，还有一条柯基。')).toBe(false);
    expect(named('那家健身房叫什么名字？', '在小区对面那家健身房办了两年卡。结果门口贴了“装修暂停营业”。')).toBe(false);
  });

  it('makes a memory naming something else beside the thing miss the answer', () => {
    expect(missing('那条柯基叫啥名字？', '用户：家里养了一只橘猫叫大黄，还有一条柯基。')).toBe(1);
    expect(missing('那条柯基叫啥名字？', '用户：家里还有一条柯基叫豆豆。')).toBe(0);
    expect(missing('首演的那家茶馆叫什么名字？', '用户：首演推迟了，茶馆8号那天被包场了。《报菜名》背得怎么样了？')).toBe(1);
  });
});

describe('a name asked of a thing in English (session 52)', () => {
  it('reads the thing from the question, not a person', () => {
    expect(askedNamedThingLatin('What was the name of the hotel we stayed at in Cusco?')).toBe('hotel');
    expect(askedNamedThingLatin("What's the hospice called?")).toBe('hospice');
    expect(askedNamedThingLatin("What's my dentist's name?")).toBeUndefined();
    expect(askedNamedThingLatin('那家健身房叫什么名字？')).toBeUndefined();
  });

  it('is told beside the thing, not by another name in a memory that says the thing', () => {
    expect(namesThingLatin('hotel', 'User: We stayed at the Casa Andina hotel in Cusco.')).toBe(true);
    expect(namesThingLatin('hotel', 'User: The hotel, Tierra Viva, was lovely.')).toBe(true);
    expect(namesThingLatin('hospice', 'User: I volunteer at a hospice called Milford Care.')).toBe(true);
    expect(namesThingLatin('band', 'User: I started playing bass in a ska band called The Loose Fillings.')).toBe(true);
    expect(namesThingLatin('cat', 'User: My partner and I got a cat, gray tabby, named Biscuit.')).toBe(true);
    // With the pronoun for it between (session 53).
    expect(namesThingLatin('betta', 'User: We brought home a betta fish for my desk, named him Noodle.')).toBe(true);
    expect(namesThingLatin('betta', 'User: We got a betta fish and we call him Noodle.')).toBe(true);
    expect(namesThingLatin('bakery', 'User: I bought my first sourdough starter from a bakery in Portland and named it Doughlores.')).toBe(false);
    expect(namesThingLatin('hotel', 'User: The hotel in Cusco was lovely, near the Plaza de Armas.')).toBe(false);
    expect(namesThingLatin('hospice', 'User: I start at the hospice on Thursday, Mr. Halloran is my first patient.')).toBe(false);
    // A memory that does not say the thing's noun is read as before.
    expect(namesThingLatin('hotel', 'User: We flew to Lima on LATAM.')).toBe(true);
  });
});
