import { describe, expect, it } from 'vitest';
import { statesCount } from './answer-amounts.js';
import { countedNoun, countedThing, countsAskedThing } from './count-agreement.js';
import { LexicalRelations } from './lexical-relations.js';
import { PersonNouns } from './person-nouns.js';

const relations = new LexicalRelations();
const persons = new PersonNouns();
const counts = (question: string, text: string): boolean => countsAskedThing(countedThing(question, relations, persons), text, relations, persons);

describe('what a "how many" question counts', () => {
  it('is the noun after "how many", or the head of a compound', () => {
    expect(countedNoun('How many cousins came to the reunion?')).toBe('cousins');
    expect(countedNoun('How many more chapters do I have to write?')).toBe('chapters');
    expect(countedNoun('How many library books are overdue?')).toBe('books');
    expect(countedNoun('How many guests listened to the toast?')).toBe('guests');
    expect(countedNoun('How many built-in benches are we getting on the deck?')).toBe('benches');
    expect(countedNoun('What time is it?')).toBeNull();
  });
});

describe('a count in a memory answers it', () => {
  it('when it counts the asked noun, a WordNet relative, a person for persons, or is elliptical', () => {
    expect(counts('How many cats do we have?', 'We adopted two cats from the shelter')).toBe(true);
    expect(counts('How many kids do I have?', 'We have three children')).toBe(true);
    expect(counts('How many housemates do I have?', 'I share a flat with two roommates')).toBe(true);
    expect(counts('How many cats do we have?', 'Adopted another one, that makes three of them')).toBe(true);
    expect(counts('How many guests are coming?', 'Forty people said yes')).toBe(true);
    expect(counts('How many things did I return?', 'Sent back 4 shirts')).toBe(true);
  });

  it('not when every count counts something else, names a model, or is a year', () => {
    expect(counts('How many cousins do I have?', 'Bought an old pair of 10x50 binoculars')).toBe(false);
    expect(counts('How many trophies has the team won?', 'My first season as coach starts in 2027')).toBe(false);
    expect(counts('How many chapters have I written?', 'Wrote for three hours at the library')).toBe(false);
  });

  it('not by a day of the month, nor by a relative of the counted noun as a verb (session 58)', () => {
    // "November 14" closing a clause read as an elliptical count of questions.
    expect(counts('How many questions are on my exam?', "I've registered for the sommelier exam in Denver on November 14, and the fee is $725")).toBe(false);
    expect(counts('How many questions are on my exam?', 'The exam has 70 questions')).toBe(true);
    // "stamp" as a verb is to tramp, and "tramper" is a relative of "hike" too.
    expect(counts('How many stamps per day do we need?', 'Did a 20 km training hike today, only one small blister')).toBe(false);
    expect(counts('How many stamps per day do we need?', 'We need two stamps a day in the credential')).toBe(true);
  });

  it('by a closed compound whose head is the counted noun (session 58)', () => {
    expect(counts('How many caches have Rosie and I found so far?', "We're up to 47 geocaches found now.")).toBe(true);
    expect(counts('How many cakes did I bake?', 'Baked two dozen cupcakes for the fair')).toBe(true);
    // A short noun is no head of a longer word ("car" in "scars").
    expect(counts('How many cars do we own?', 'Two scars from the surgery')).toBe(false);
  });

  it('in Chinese, by the measure word or the noun after the numeral', () => {
    expect(counts('爷爷有几个外孙？', '爷爷有三个外孙')).toBe(true);
    expect(counts('我养了几只猫？', '家里两只猫，都是橘猫')).toBe(true);
    expect(counts('我养了几只猫？', '猫粮一次买了三袋')).toBe(false);
    expect(counts('婚宴要几桌？', '请了两百个客人')).toBe(true);
    // 多少本金 asks an amount of principal; 本 is no measure word there.
    expect(counts('我放了多少本金？', '投了五万块进去')).toBe(true);
  });
});

describe('designations and spans of the clock count nothing (session 49)', () => {
  it('reads no count in "A1 evening class" nor in the end of "6:30 to 8", and keeps "3 to 4 people"', () => {
    expect(statesCount('Started French: A1 evening class, Tuesdays and Thursdays 6:30 to 8.')).toBe(false);
    expect(statesCount('class from 7pm-9')).toBe(false);
    expect(statesCount('We usually get 3 to 4 people')).toBe(true);
    expect(statesCount('There are 12 students in the A2 class')).toBe(true);
  });

  it('reads no count in a number a label comes before ("at number 14", "#3"; session 50)', () => {
    expect(counts('How many hens do the neighbours keep?', 'The new neighbours at number 14 got chickens')).toBe(true);
    expect(statesCount('The new neighbours at number 14 got chickens')).toBe(false);
    expect(statesCount('Table #3 was ours all night')).toBe(false);
    expect(counts('How many hens do the neighbours keep?', 'The neighbours at number 14 got 6 hens')).toBe(true);
    expect(statesCount('The neighbours at number 14 got 6 hens')).toBe(true);
    expect(counts('How many hens do the neighbours keep?', 'The neighbours at number 14 have 2 dogs')).toBe(false);
  });

  it('reads a measure word after an approximating 多 / 来 / 余 (700多件, 七百来个)', () => {
    expect(counts('驿站现在一天大概多少件？', '年后恢复了，一天700多件吧。阿杰工资涨到4000了')).toBe(true);
    expect(counts('一天能收几个包裹？', '一天七百来个')).toBe(true);
    expect(counts('驿站现在一天大概多少件？', '阿杰工资涨到4000了')).toBe(false);
  });

  it('reads 一 before the measure word of a counted thing as one of it (一天一片)', () => {
    expect(statesCount('开了氯雷他定，一天一片，医生叮嘱别喝酒')).toBe(true);
    expect(statesCount('开了氯雷他定，医生叮嘱别喝酒')).toBe(false);
  });
});


describe('a number with a comma or a point inside, and a sum after a currency sign (session 56)', () => {
  it('reads "$1,050" as one sum, not a count "$1" with nothing after it', () => {
    expect(counts('How many bedrooms does the houseboat have?', "Got a berth at Galilee Harbor instead, and it's $1,050 a month.")).toBe(false);
    expect(counts('How many bedrooms does the houseboat have?', 'The houseboat has 2 bedrooms, $1,050 a month.')).toBe(true);
    expect(counts('How many kilos of flour did I buy?', 'Bought 4.5 kilos of flour at the mill.')).toBe(true);
  });

  it('counts the units of a sum after a currency sign when the question counts money', () => {
    expect(counts('By how many dollars did the final total beat the goal?', 'We closed at $12,340 against a goal of $10,000!')).toBe(true);
    expect(counts('How many backers did we get?', 'We closed at $12,340 on the last day.')).toBe(false);
  });
});

describe('the digits after a thousands separator (session 59)', () => {
  it('reads "$3,900 and …" as one sum, not a count "900" of whatever "and" joins', () => {
    expect(counts('How many keys on the piano are broken?', "She'll do the same action work for $3,900 and pick the piano up from Toledo herself.")).toBe(false);
    expect(counts('How many keys on the piano are broken?', 'Three keys are broken and two more stick.')).toBe(true);
  });
});

describe('counted nouns jieba keeps whole (session 61)', () => {
  it('reads 两本书 as a count, as it reads 三/m 本书, and not 一次性 or 三明治', () => {
    expect(statesCount('每个月读两本书')).toBe(true);
    expect(statesCount('买了三本书')).toBe(true);
    expect(statesCount('一次性筷子')).toBe(false);
    expect(statesCount('早饭吃了三明治')).toBe(false);
  });
});
