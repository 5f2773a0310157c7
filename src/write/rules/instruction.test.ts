import { describe, expect, it } from 'vitest';
import { couldBeBaseVerb } from './english-requests.js';
import { leadingCategoryOf } from './triggers.js';

/** Standing instructions to the assistant: how to behave from now on. */
const INSTRUCTIONS = [
  'Always answer in English.',
  'Never use emojis.',
  'Please always reply in bullet points.',
  'Oh, and never mention the price in the title.',
  'Always be polite to my customers.',
  'Always keep your answers under five sentences.',
  "Don't ever sign my emails with my full name.",
  'From now on, answer me in Spanish.',
  'Use metric units from now on.',
  'Going forward, you should cite a source for every number.',
  'In the future, skip the summary at the top.',
  'Remember that I am allergic to shellfish.',
  'Please remember to check my calendar before suggesting a time.',
  'Just remember that my daughter is vegetarian.',
  'Call me Sam.',
  'Whenever you write code for me, add type annotations.',
  'Stop using so many exclamation marks.',
  'Oh and please stop sending me reminders at night.',
  '以后回复都短一点。',
  '从现在开始，代码示例都用 Python。',
  '请用中文回答。',
  '别再给我推荐火锅了。',
  '请不要再推荐火锅了。',
  '请帮我记一下，周三要交报告。',
  '请把我的旧地址删了。',
  '记住我不吃香菜。',
  '记得每次都提醒我喝水。',
  // A wish about the assistant's answers, worded as a liking or a manner adverb
  'Keep your answers short.',
  'I prefer concise answers with bullet points.',
  "I'd like your replies in Chinese.",
  '回答尽量简短。',
  '我喜欢简短的回答。',
];

/** Statements, advice between friends and questions that open with the same words. */
const NOT_INSTRUCTIONS = [
  // answers from or about someone, someone else's answers, a question about them
  'I need answers about my insurance claim.',
  'I want answers from the landlord.',
  'I love the replies from my fans.',
  '他的回答让我很失望。',
  // someone else's word to the user, reported
  '最近膝盖疼，医生说是半月板磨损，让我别再跑步了，改游泳',
  '教练说别再用手臂发力了。',
  'Do you prefer short answers?',
  // "always" / "never" before an adjective, a past form, a participle or a fragment
  'Always happy to help a friend.',
  'Never had the time to learn the piano.',
  'Never been to Japan, sadly.',
  'Always wanted to try surfing.',
  'Never thought it would rain today.',
  'Always a pleasure to see you.',
  'Always here if you need me.',
  'Always running late on Mondays.',
  'Always great to catch up!',
  'Always love a good mystery novel.',
  'The museum is great - always full of school groups.',
  // advice to a friend about the friend's own life, and recalling something together
  'Just remember to drink plenty of water on the hike.',
  'Remember that hard work pays off.',
  'Remember that cafe we found last summer?',
  'It reminds me to remember that good days come back.',
  // the speaker's own plans, and offers of help
  "I'll try to cook more at home in the future.",
  'We might move to the coast in the future.',
  'In the future, I want to open a bakery.',
  'Keep it up, and here is to many more trips in the future!',
  'Let me know whenever you need a hand.',
  'Whenever you feel like talking, I am here.',
  'Call me at the office after five.',
  'What do you plan to do in the future?',
  // "stop using" reported, or said of oneself, not asked of the assistant
  'The coach told me to stop using my arms so much.',
  'I stop using my phone an hour before bed.',
  // Chinese: a card, a polite question, recalling the past, "got it"
  '请柬已经发出去了。',
  '请问这附近有地铁站吗？',
  '记得小时候我们常去河边钓鱼。',
  '记住了。',
  // 请 as "hire, invite, treat": what the user did, not what the assistant should do
  '请了个阿姨，每天来做饭。',
  '请朋友吃了顿火锅。',
  '请装修队重做了一遍防水。',
  '请过一次家教，效果一般。',
];

describe('instruction trigger', () => {
  it.each(INSTRUCTIONS)('reads "%s" as an instruction', (sentence) => {
    expect(leadingCategoryOf(sentence)).toBe('instruction');
  });

  it.each(NOT_INSTRUCTIONS)('does not read "%s" as an instruction', (sentence) => {
    expect(leadingCategoryOf(sentence)).not.toBe('instruction');
  });
});

describe('couldBeBaseVerb', () => {
  it('accepts base forms, including stems that end in -s, -ive or -ish', () => {
    for (const word of ['answer', 'use', 'give', 'finish', 'discuss', 'focus', 'reply', 'be', 'have', 'double-check']) expect(couldBeBaseVerb(word)).toBe(true);
  });

  it('rejects past forms, participles, third-person forms, closed classes and adjectives', () => {
    for (const word of ['had', 'been', 'wanted', 'running', 'uses', 'went', 'here', 'a', 'is', 'happy', 'wonderful', 'famous']) expect(couldBeBaseVerb(word)).toBe(false);
  });
});
