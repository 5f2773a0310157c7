import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { manualClock } from '../clock.js';
import { MemoryEngine } from '../engine.js';
import { holdsAsSomeone, nameEvidence, withoutTitledPersons } from './answer-names.js';
import { AnswerTypeCheck, expectedAnswerTypes, statesAnswerType } from './answer-types.js';
import { relevanceFeaturesOf } from './relevance.js';

describe('the answer type a question expects', () => {
  it('reads it from the question words, in both languages', () => {
    expect(expectedAnswerTypes('How many cats does the shelter have?')).toEqual(['count']);
    expect(expectedAnswerTypes('奶奶有几个孙子？')).toEqual(['count']);
    expect(expectedAnswerTypes('我们公司有多少员工？')).toEqual(['quantity']);
    expect(expectedAnswerTypes('Who is the judge on the case?')).toEqual(['person']);
    expect(expectedAnswerTypes('我的象棋是跟谁学的？')).toEqual(['person']);
    expect(expectedAnswerTypes('What names did we shortlist for the baby?')).toEqual(['name']);
    expect(expectedAnswerTypes("What's her first name?")).toEqual(['name']);
    expect(expectedAnswerTypes('帮我看牙的医生姓什么？')).toEqual(['personName']);
    expect(expectedAnswerTypes('我的游泳教练叫什么？')).toEqual(['personName']);
    expect(expectedAnswerTypes('我老婆叫什么名字？')).toEqual(['personName']);
    expect(expectedAnswerTypes("What's my grandfather's first name?")).toEqual(['personName']);
    expect(expectedAnswerTypes('What is the name of my physiotherapist?')).toEqual(['personName']);
    expect(expectedAnswerTypes("What's Ruth's husband called?")).toEqual(['personName']);
    expect(expectedAnswerTypes("What are my boyfriend's cats called?")).toEqual(['name']);
    // A longer phrase before "called" names its head last.
    expect(expectedAnswerTypes("what's my daughter's piano teacher called?")).toEqual(['personName']);
    expect(expectedAnswerTypes("What's the upstairs couple's baby called?")).toEqual(['personName']);
    expect(expectedAnswerTypes("What's my dog's name?")).toEqual(['name']);
    expect(expectedAnswerTypes('我家猫叫什么名字？')).toEqual(['name']);
    expect(expectedAnswerTypes("What's the name of the comedy club?")).toEqual(['name']);
    expect(expectedAnswerTypes('我爸在哪家医院做的手术？')).toEqual(['name']);
    expect(expectedAnswerTypes('我表哥在哪个城市读大学？')).toEqual(['name']);
    expect(statesAnswerType('name', '用户：表哥在成都读大学', '我表哥在哪个城市读大学？')).toBe(true);
    expect(statesAnswerType('name', '用户：我是四川人，吃辣没问题', '我是在四川哪个城市长大的？')).toBe(false);
    expect(expectedAnswerTypes('What colour was the stolen bike?')).toEqual(['colour']);
    expect(expectedAnswerTypes('我的车是什么颜色的？')).toEqual(['colour']);
    expect(expectedAnswerTypes('What brand is my fridge?')).toEqual(['brand']);
    expect(expectedAnswerTypes('我用的是什么牌子的毛笔？')).toEqual(['brand']);
  });

  it('expects an age, not any amount, for "how old" and its Chinese forms', () => {
    expect(expectedAnswerTypes('How old is Mango?')).toEqual(['age']);
    expect(expectedAnswerTypes("What's my daughter's age?")).toEqual(['age']);
    expect(expectedAnswerTypes('我爸今年多少岁？')).toEqual(['age']);
    expect(expectedAnswerTypes('奶奶今年多大岁数了？')).toEqual(['age']);
    expect(expectedAnswerTypes('我家猫几岁了？')).toEqual(['age']);
    // 多大 asks a size here; "at age 10" names an age without asking one.
    expect(expectedAnswerTypes('我的望远镜多大口径？')).toEqual([]);
    expect(expectedAnswerTypes('What console did my parents get me at age 10?')).toEqual([]);
  });

  it('expects an amount of the measure a question names: money, temperature, score', () => {
    expect(expectedAnswerTypes('新房的装修花了多少钱？')).toEqual(['money']);
    expect(expectedAnswerTypes('幼儿园一个月学费多少？')).toEqual(['money']);
    expect(expectedAnswerTypes("How much was the plumber's bill?")).toEqual(['money']);
    expect(expectedAnswerTypes('How much do I pay for housing each month?')).toEqual(['money']);
    expect(expectedAnswerTypes('How much did I sell my car for?')).toEqual(['money']);
    expect(expectedAnswerTypes("What's my current savings balance?")).toEqual(['money']);
    expect(expectedAnswerTypes('What temperature is my oven set to for baking?')).toEqual(['temperature']);
    expect(expectedAnswerTypes('我的英语模考考了多少分？')).toEqual(['score']);
    // Amounts of no named measure stay a quantity; minutes are a duration, not a score.
    expect(expectedAnswerTypes('How much honey did I collect?')).toEqual(['quantity']);
    expect(expectedAnswerTypes('还要等多少分钟？')).toEqual(['duration']);
  });

  it('reads a bare amount followed by a word that ends it, and not a model number', () => {
    // A sum or a reading said without its unit, then a preposition or an adverb.
    expect(statesAnswerType('money', 'User: Paid 1400 for the sofa, ouch')).toBe(true);
    expect(statesAnswerType('temperature', 'User: Our AC died in the heatwave, the house got up to 91 inside')).toBe(true);
    expect(statesAnswerType('temperature', 'User: her fever hit 102 today')).toBe(true);
    // What the number counts, a glued suffix, and a name's number are no sum.
    expect(statesAnswerType('money', 'User: we have 12 chickens now')).toBe(false);
    expect(statesAnswerType('money', 'User: I came 91st')).toBe(false);
    expect(statesAnswerType('money', 'User: Picked up a used Kawasaki Ninja 400 on April 2')).toBe(false);
  });

  it('expects a count of things, not a time, when the counted noun or measure word is no unit of time', () => {
    expect(expectedAnswerTypes('How many students are in my classes?')).toEqual(['count']);
    expect(expectedAnswerTypes('日语的平假名一共有多少个？')).toEqual(['count']);
    expect(expectedAnswerTypes('我爸的支架装了几个？')).toEqual(['count']);
    expect(expectedAnswerTypes('屋顶装了几块板？')).toEqual(['count']);
    // Units of time ask a duration (answer-measures.ts), and times a frequency, which any amount may answer.
    expect(expectedAnswerTypes('How many years have I been teaching?')).toEqual(['duration']);
    expect(expectedAnswerTypes('How many times have I been stung this year?')).toEqual(['quantity']);
    expect(expectedAnswerTypes('我学了几个月了？')).toEqual(['duration']);
    expect(expectedAnswerTypes('日语N2考试一年考几次？')).toEqual(['quantity']);
    // A size is told in numbers ("5 mm", "five gallons").
    expect(expectedAnswerTypes('How big was the stone?')).toEqual(['quantity']);
    expect(expectedAnswerTypes('How large is my aquarium?')).toEqual(['quantity']);
  });

  it('expects the units of a weight, a height or length, a speed, or a code when the question names one', () => {
    expect(expectedAnswerTypes('我现在体重多少？')).toEqual(['weight']);
    expect(expectedAnswerTypes('How much does my dog weigh?')).toEqual(['weight']);
    expect(expectedAnswerTypes('我身高多少？')).toEqual(['distance']);
    expect(expectedAnswerTypes('How long is a marathon in kilometres?')).toEqual(['distance']);
    expect(expectedAnswerTypes('国标规定电动自行车最高时速是多少？')).toEqual(['speed']);
    expect(expectedAnswerTypes('How fast was I going when I got pulled over?')).toEqual(['speed']);
    expect(expectedAnswerTypes('我车牌号是多少？')).toEqual(['code']);
    expect(expectedAnswerTypes("What's my reservation number at the Hyatt?")).toEqual(['code']);
    // 多远 / "how far" are answered by a time as often, "how far along" asks progress, "how high" a reading.
    expect(expectedAnswerTypes('我新家到公司有多远？')).toEqual([]);
    expect(expectedAnswerTypes('How far along am I in my trade training?')).toEqual(['quantity']);
    expect(expectedAnswerTypes('How high did my temperature get?')).toEqual(['temperature']);
    expect(expectedAnswerTypes('我血压多高？')).toEqual([]);
    // A number named in passing is not asked for.
    expect(expectedAnswerTypes("What is James planning to do after receiving Samantha's phone number?")).toEqual([]);
    expect(expectedAnswerTypes("What is John's number one goal in his career?")).toEqual([]);
    expect(expectedAnswerTypes('我手机号现在是哪家运营商的？')).toEqual(['name']);
  });

  it('expects a floor for 几楼 / "which floor", and a name for the colloquial 叫啥', () => {
    expect(expectedAnswerTypes('我住几楼？')).toEqual(['floor']);
    expect(statesAnswerType('floor', '用户：我家住七楼，没电梯')).toBe(true);
    expect(statesAnswerType('floor', 'User: My office is on the 12th floor')).toBe(true);
    expect(statesAnswerType('floor', '用户：房东涨价，我搬去番禺了，每月两千四')).toBe(false);
    expect(expectedAnswerTypes('我老婆叫啥？')).toEqual(['personName']);
    expect(expectedAnswerTypes('我的猫叫啥来着？')).toEqual(['name']);
  });

  it('expects a time of day for 几点 and "what time"', () => {
    expect(expectedAnswerTypes('我每天几点上班？')).toEqual(['clock']);
    expect(expectedAnswerTypes('What time does my yoga class start?')).toEqual(['clock']);
    expect(statesAnswerType('clock', '用户：我在一家物流公司做调度')).toBe(false);
    expect(statesAnswerType('clock', '用户：订了晚上 8 点的大包')).toBe(true);
  });

  it('expects an area or a duration when the question counts in their units, not a month or a recent time', () => {
    expect(expectedAnswerTypes('我家房子多少平？')).toEqual(['area']);
    expect(expectedAnswerTypes('How many square feet is the flat?')).toEqual(['area']);
    expect(expectedAnswerTypes('我的车买了几年了？')).toEqual(['duration']);
    expect(expectedAnswerTypes('我请了几天假？')).toEqual(['duration']);
    expect(expectedAnswerTypes('宝宝几个月了？')).toEqual(['duration']);
    expect(expectedAnswerTypes('How many hours a day do I usually work?')).toEqual(['duration']);
    expect(expectedAnswerTypes('我是几月份洗的牙？')).not.toContain('duration');
    expect(expectedAnswerTypes('我孩子上几年级？')).not.toContain('duration');
    expect(expectedAnswerTypes('这几年我一直在做什么？')).not.toContain('duration');
  });

  it('expects none for a question asking a kind, a reason or a plan, or for a request for advice', () => {
    expect(expectedAnswerTypes('What kind of bees do I keep?')).toEqual([]);
    expect(expectedAnswerTypes('Why did I change jobs?')).toEqual([]);
    expect(expectedAnswerTypes('买新鞋的话选什么颜色好？')).toEqual([]);
    expect(expectedAnswerTypes('Which brand of running shoes would you recommend?')).toEqual([]);
    expect(expectedAnswerTypes('推荐一款适合老人的手机')).toEqual([]);
  });
});

describe('what a memory states', () => {
  it('finds amounts in digits, number words and Chinese numerals', () => {
    expect(statesAnswerType('quantity', 'User: We have 3 cats now')).toBe(true);
    expect(statesAnswerType('quantity', 'User: adopted two kittens from the shelter')).toBe(true);
    expect(statesAnswerType('quantity', '用户：养了三只猫')).toBe(true);
    expect(statesAnswerType('quantity', 'User: Started volunteering at the animal shelter\nAssistant: That is kind of you.')).toBe(false);
    expect(statesAnswerType('quantity', '用户：开始学游泳了')).toBe(false);
    // A calendar year dates a memory (the write path adds them): no amount.
    expect(statesAnswerType('quantity', "The user's mother-in-law moves in with us in May 2026.")).toBe(false);
    expect(statesAnswerType('quantity', '用户爸2025年中风以后，右手不太灵活。')).toBe(false);
  });

  it('finds amounts in ordinals, the nouns of multiple births, and "a" or "an" before a unit of time', () => {
    for (const text of ["User: It's twins!", 'User: My wife and I just celebrated our tenth anniversary', 'User: usually for about an hour', "User: I've been playing for a month now"]) {
      expect(statesAnswerType('quantity', text), text).toBe(true);
    }
    for (const text of ['User: I walk the dogs along the river', 'User: a walk in the park']) expect(statesAnswerType('quantity', text), text).toBe(false);
  });

  it('reads Chinese numbers as words, so adverbs written with a numeral are not amounts', () => {
    for (const text of ['我爸去年中风以后，右手一直不太灵活', '我们一起去爬山', '跟以前一样', '这家店十分安静', '万一下雨就不去了', '千万别忘了']) {
      expect(statesAnswerType('quantity', `用户：${text}`), text).toBe(false);
    }
    for (const text of ['老公是消防员，经常二十四小时值班', '养了一只猫', '我儿子今年上三年级', '第一次去滑雪', '融到五百万', '每周三下午上课', '新买的 8x42 望远镜']) {
      expect(statesAnswerType('quantity', `用户：${text}`), text).toBe(true);
    }
  });

  it('finds a person by name or, in English, by a noun for a person other than the speakers and those the question names', () => {
    const text = "User: my neighbour's daughter waters the plants";
    expect(statesAnswerType('name', text)).toBe(false);
    expect(statesAnswerType('person', text)).toBe(true);
    expect(statesAnswerType('person', 'User: my grandfather moves in with us next spring')).toBe(true);
    expect(statesAnswerType('person', 'User: the teacher is strict', 'Who is my teacher?')).toBe(false);
    expect(statesAnswerType('person', 'User: doc bumped my dose, now 1000mg', 'Who is my doctor?')).toBe(false);
    expect(statesAnswerType('person', 'User: my physio says the knee is healing well', 'Who is my physiotherapist?')).toBe(false);
    expect(statesAnswerType('person', "The user's car is teal")).toBe(false);
    expect(statesAnswerType('person', "The user's neighbour's car is teal")).toBe(true);
    expect(statesAnswerType('person', 'User: the shoulder still hurts after the surgery')).toBe(false);
    // A name given to a thing is nobody's: a team's, a dog's, a shop's.
    expect(statesAnswerType('person', "User: Joined a bowling league. Our team's the Gutter Queens, four of us.", 'Who is the captain of our team?')).toBe(false);
    expect(statesAnswerType('person', 'User: Our pub quiz team, Quizteama Aguilera, won last night', 'Who else is on my quiz team?')).toBe(false);
    expect(statesAnswerType('person', 'User: We adopted a beagle named Biscuit', 'Who walks my dog?')).toBe(false);
    expect(statesAnswerType('person', 'User: My buddy, Marcus, plays on our team', 'Who else is on my quiz team?')).toBe(true);
    expect(statesAnswerType('person', 'User: Our team captain is Dana Reyes', 'Who is the captain of our team?')).toBe(true);
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['person'], 'User: the teacher is strict', 'Who is the teacher this term?')).toBe(1);
    expect(check.missingAnswer(['person'], 'User: the teacher is strict', 'Who gives me a hard time at school?')).toBe(0);
  });

  it('finds a person by relation in Chinese, unless the question itself names that relation', () => {
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['person'], '用户：我年底想带我妈去云南玩一个礼拜。', '我打算跟谁一起出去玩？')).toBe(0);
    expect(check.missingAnswer(['person'], '用户老婆那辆是浙B·3M115', '浙B·3M115 是谁的车？')).toBe(0);
    expect(statesAnswerType('person', '周末和同事去爬山了', '我周末跟谁去爬山了？')).toBe(true);
    expect(check.missingAnswer(['person'], '用户：我妈最近在学游泳', '我妈的游泳是跟谁学的？')).toBe(1);
    expect(check.missingAnswer(['person'], '用户：报名了市里的业余象棋比赛', '我的象棋是跟谁学的？')).toBe(1);
  });

  it('reads a relation word before the name the question asks about as that person, not another (session 44)', () => {
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['person'], '女儿糖糖今年上三年级了', '糖糖的班主任是谁？')).toBe(1);
    expect(check.missingAnswer(['person'], '女儿糖糖的班主任姓何', '糖糖的班主任是谁？')).toBe(0);
  });

  it('reads a familiar form jieba tags a time word or a place as a person (老周, 老宋; session 46)', () => {
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['person'], '用户：带我们的老周让我别逞强。', '叫我别逞强的是谁？')).toBe(0);
    expect(check.missingAnswer(['person'], '用户：老宋说周六一起去钓鱼。', '周六约我钓鱼的是谁？')).toBe(0);
    expect(check.missingAnswer(['person'], '用户：一周游三次，每次游两百米。', '叫我别逞强的是谁？')).toBe(1);
  });

  it('reads a name that opens a sentence joined to the speaker as someone (session 44)', () => {
    expect(statesAnswerType('person', 'Marcus and I are getting married next spring', 'Who am I marrying?')).toBe(true);
    expect(statesAnswerType('person', 'Getting married next spring!', 'Who am I marrying?')).toBe(false);
    expect(statesAnswerType('personName', 'Mom and I went to Paris', "What's my mom's name?")).toBe(false);
    expect(new AnswerTypeCheck().missingAnswer(['personName'], 'Tom is my brother, he lives in Seattle', "What's my brother's name?")).toBe(0);
    // A discourse word before a comma opens the sentence and names no one.
    expect(new AnswerTypeCheck().missingAnswer(['personName'], 'Noted. Unrelated, my daughter lost her first tooth today', "What's my daughter's name?")).toBe(1);
  });

  it('answers a name asked of a person only by a person’s name, not a place or company', () => {
    // A name asked of a thing is told beside it (answer-thing-names.ts, session 47): 西湖 is where the tea house is, not its name.
    expect(statesAnswerType('name', '用户：周末去了西湖边的茶馆', '那家茶馆叫什么名字？')).toBe(false);
    expect(statesAnswerType('name', '用户：周末去了西湖边的“湖畔居”茶馆', '那家茶馆叫什么名字？')).toBe(true);
    expect(statesAnswerType('personName', '用户：周末去了西湖边的茶馆', '我的茶艺老师叫什么名字？')).toBe(false);
    expect(statesAnswerType('personName', '用户：教练姓李，人很好', '我的教练叫什么？')).toBe(true);
    expect(statesAnswerType('personName', '用户：现在跟俱乐部的老刘一起练', '我的球友叫什么？')).toBe(true);
    expect(statesAnswerType('personName', 'User: My physio Anika says two more sessions', 'What is the name of my physiotherapist?')).toBe(true);
    expect(statesAnswerType('personName', 'User: My doctor says my HDL is fine', "What's my doctor's name?")).toBe(false);
    expect(statesAnswerType('personName', "The user's sister Ruth is getting married in Lisbon in June.", "What's Ruth's husband called?")).toBe(false);
  });

  it('reads no place, and no name a Chinese text gives with no person in it, as a person’s name', () => {
    expect(statesAnswerType('personName', 'User: Rolled back and nearly kissed a ute on Kings Road today.', "What's my driving instructor's name?")).toBe(false);
    expect(statesAnswerType('personName', 'User: My sister in Vancouver is due in July.', "What's my sister's name?")).toBe(false);
    expect(statesAnswerType('personName', 'User: My instructor Dave says my clutch control is better.', "What's my driving instructor's name?")).toBe(true);
    expect(statesAnswerType('personName', 'User: Got a lovely card from Sarah, my old piano teacher.', "What's my old piano teacher's name?")).toBe(true);
    expect(statesAnswerType('personName', "用户：馆在望京，叫'岩点'，办了张十次卡。", '带我去的那个同事叫什么？')).toBe(false);
    expect(statesAnswerType('personName', '用户：我教练叫阿杰，人很好。', '我的教练叫什么？')).toBe(true);
  });

  it('reads no relation word, and no familiar prefix before two characters, as a name', () => {
    expect(statesAnswerType('personName', '用户：我们也知道了是个闺女，我老公已经开始琢磨名字了。', '我女儿叫什么名字？')).toBe(false);
    expect(statesAnswerType('personName', '用户：儿子今年六年级，马上小升初。', '我儿子叫什么名字？')).toBe(false);
    expect(statesAnswerType('personName', '用户：女儿叫小雨，今年三岁。', '我女儿叫什么名字？')).toBe(true);
  });

  it('reads 老 before a verb as the adverb "always", not a familiar name', () => {
    expect(statesAnswerType('personName', '用户：公司最近晚上老加班，网课只好挪到周六上午了。', '我网课老师叫什么名字？')).toBe(false);
    expect(statesAnswerType('personName', '用户：奶奶最近看电视老说像隔着一层雾。', '给奶奶主刀的医生叫什么？')).toBe(false);
    expect(statesAnswerType('person', '用户：这事我跟老刘说了。', '我跟谁说了这事？')).toBe(true);
    expect(statesAnswerType('person', '用户：小张帮我搬的家。', '谁帮我搬的家？')).toBe(true);
  });

  it('reads a word jieba tags as a name as a person only in the form of a Chinese name', () => {
    // 明白, 左耳 and 滑雪 are tagged nr; none opens with a surname or is a familiar form.
    expect(statesAnswerType('personName', '助手：明白，有专业的人管账挺省心。', '我老婆叫什么名字？')).toBe(false);
    expect(statesAnswerType('person', '用户：我左耳听力不好', '谁陪我去的医院？')).toBe(false);
    // A single character jieba splits off (柯/基, a corgi) and a numbered floor it tags a place (七楼) name nothing.
    expect(statesAnswerType('name', '用户：我家有两只狗，一只柯基一只边牧。', '我家柯基叫什么名字？')).toBe(false);
    expect(statesAnswerType('name', '用户：家住在没有电梯的七楼', '我住的小区叫什么名字？')).toBe(false);
    expect(statesAnswerType('name', '用户：我爸每天做康复训练', '我爸在哪家医院做的手术？')).toBe(false);
    expect(statesAnswerType('name', '用户：下个月去三亚度假', '我们去哪个城市度假？')).toBe(true);
    // They may still name a company or a brand (西门子 and 美的 are tagged so too).
    expect(statesAnswerType('brand', '用户：厨房的电饭煲是美的的')).toBe(true);
    // A Latin word in a Chinese text may be a brand (买了台 ThinkPad); a single letter is a chord or a grade.
    expect(statesAnswerType('brand', '用户：买了台 ThinkPad', '我的电脑是什么牌子？')).toBe(true);
    expect(statesAnswerType('brand', '用户：我在自学尤克里里，C调还是弹不顺', '我的尤克里里是什么牌子的？')).toBe(false);
    expect(statesAnswerType('person', '用户：小周调去深圳了，我现在跟俱乐部的老刘搭档', '我跟谁搭档？')).toBe(true);
    expect(statesAnswerType('person', '用户：王老师说周五考试', '谁说要考试？')).toBe(true);
  });

  it('asks 哪位 as "who" and reads a surname jieba split from its title or given name (session 38)', () => {
    expect(expectedAnswerTypes('给我看腰的是哪位医生？')).toEqual(['person']);
    expect(statesAnswerType('person', '用户：最后决定就在省口腔做了，主刀是种植科的孙主任。', '给我爸种牙的是哪位医生？')).toBe(true);
    expect(statesAnswerType('person', '用户：数学一轮快结束了，用的张宇的书', '我数学复习用的是哪位老师的资料？')).toBe(true);
    expect(statesAnswerType('person', '用户：腰的事更新一下：理疗做满十次了，医生说不用再去了', '给我看腰的是哪位医生？')).toBe(false);
    expect(statesAnswerType('person', '用户：我们买了一张床', '谁帮我们搬的床？')).toBe(false);
  });

  it('reads plural weekdays and months as no name', () => {
    expect(statesAnswerType('name', 'User: I work late on Mondays and Fridays')).toBe(false);
  });

  it('finds names by capitals inside a sentence and by jieba proper-noun tags, not by a line or sentence opening', () => {
    expect(statesAnswerType('name', 'User: my coach is called Dana')).toBe(true);
    expect(statesAnswerType('name', 'User: Lessons with Marco start Tuesday')).toBe(true);
    expect(statesAnswerType('name', '用户：我跟王大爷学的象棋')).toBe(true);
    expect(statesAnswerType('name', '用户：教练姓李，人很好')).toBe(true);
    // Capitalised only because each opens a sentence or a speaker's words.
    expect(statesAnswerType('name', 'User: Got a jury summons for June 8. Picked for the jury\nAssistant: Good luck.')).toBe(false);
    expect(statesAnswerType('name', '用户：报名了市里的业余象棋比赛，下个月开赛')).toBe(false);
  });

  it('finds ages as numbers of years lived, birth years, generations and zodiac signs, not as any number', () => {
    for (const text of ['User: Max is already old, he is 8 years old', 'User: Emma turns 30 on the 9th of June', 'User: my grandmother is in her nineties', 'User: we adopted a two-year-old beagle', '用户：我家猫叫豆包，今年三岁', '用户：奶奶下个月九十大寿', '用户：我是九零后', '用户：我属龙', '用户：对，我 5 月 12 号生日，今年正好三十', '用户：我爸快六十了', 'User: my dad was born in 1958', 'User: I drive a 2018 Honda Civic']) {
      expect(statesAnswerType('age', text), text).toBe(true);
    }
    for (const text of ['用户：我每天晚上九点要和奶奶视频通话', '用户：老公是消防员，经常二十四小时值班', '用户：已经三天没睡好了', '用户爸2025年中风以后，右手一直不太灵活。', 'The user\'s mother-in-law moves in with us in May 2026.', "User: I've trained jiu-jitsu for five years and hold a purple belt", 'User: we turn a profit every June', '用户：我养了一只橘猫，已经十二斤了']) {
      expect(statesAnswerType('age', text), text).toBe(false);
    }
  });

  it('finds an age said as a kin noun and a bare number (我爸62，我妈58), not a number with a measure word after it', () => {
    for (const text of ['用户：给爸妈各买了一份医疗险，我爸62，我妈58，保费4300多', '用户：打算带爸妈去清迈，我爸68我妈65，第一次出国', '用户：儿子8，女儿5，都在上学']) {
      expect(statesAnswerType('age', text), text).toBe(true);
    }
    for (const text of ['用户：我爸62公斤，最近瘦了', '用户：老公3月出差', '用户：女儿5年级了', '用户：我妈10点睡觉', '用户：孩子2个都在老家']) {
      expect(statesAnswerType('age', text), text).toBe(false);
    }
  });

  it('expects a percentage for 百分之几, a rate\'s noun or "what interest rate", answered by %, 百分之, 几成 or 个点', () => {
    for (const question of ['我的公积金缴存比例是百分之几？', '房贷利率现在是多少？', 'What interest rate did we lock on the mortgage?', "What's the APR on my card?"]) {
      expect(expectedAnswerTypes(question), question).toEqual(['percent']);
    }
    expect(expectedAnswerTypes('What hourly rate do I charge?')).toEqual([]);
    // A share of a whole is worked out from amounts as often as stated.
    expect(expectedAnswerTypes('租车的钱大概占了这趟旅行总花费的几成？')).not.toContain('percent');
    expect(expectedAnswerTypes('How much interest did I pay last year?')).not.toContain('percent');
    for (const text of ['User: we locked at 6.25% for 30 years', '用户：公积金缴存比例是百分之十二', '用户：首付付了三成', '用户：利率又降了0.3个点', '用户：房贷利率降到3.1了']) {
      expect(statesAnswerType('percent', text), text).toBe(true);
    }
    for (const text of ['User: we met at $381,500 and inspection is next Tuesday', '用户：公积金每个月一共交2860', '用户：终于成功了']) {
      expect(statesAnswerType('percent', text), text).toBe(false);
    }
  });

  it('expects the measure a "how many" of its unit asks: miles, pounds, degrees', () => {
    expect(expectedAnswerTypes('How many miles a year does my new lease allow?')).toEqual(['distance']);
    expect(expectedAnswerTypes('How many pounds has my dog lost?')).toEqual(['weight']);
    expect(expectedAnswerTypes('How many degrees is the oven set to?')).toEqual(['temperature']);
    expect(expectedAnswerTypes('How many miles did I run this week?')).toEqual(['distance']);
    expect(expectedAnswerTypes("What's my credit score now?")).toEqual(['score']);
  });

  it('expects a sex for plural "boys or girls"', () => {
    expect(expectedAnswerTypes('Are Waffles and Pudding boys or girls?')).toEqual(['sex']);
  });

  it('reads Chinese in straight single quotes as a name, and an English apostrophe as none', () => {
    expect(statesAnswerType('name', "用户：去年在小区对面'铁馆'办的健身年卡，2980", '那家关门的健身房叫什么？')).toBe(true);
    expect(statesAnswerType('name', '用户：去年在小区对面办的健身年卡，2980', '那家关门的健身房叫什么？')).toBe(false);
    expect(statesAnswerType('name', "user: it's the gym's card, don't ask", 'what is the gym called?')).toBe(false);
  });

  it('reads 是个… then 叫 in one clause as naming the person (教练是个本地小哥叫阿海), not 是 then a comma', () => {
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(expectedAnswerTypes('教我冲浪的那个教练叫啥？'), '用户：学冲浪报了三天课，教练是个本地小哥叫阿海。', '教我冲浪的那个教练叫啥？')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('教我冲浪的那个教练叫啥？'), '用户：学冲浪报了三天课，教练是个本地小哥，我同学叫阿海。', '教我冲浪的那个教练叫啥？')).toBe(1);
  });

  it('finds money in a currency named in Chinese, and after an approximating 多 / 来', () => {
    for (const text of ['用户：机票三千多人民币', '用户：押金交了两千来块', '用户：换了五百港币']) expect(statesAnswerType('money', text), text).toBe(true);
    expect(statesAnswerType('money', '用户：我们一共来了三十多人')).toBe(false);
  });

  it("finds an age said as a person's bare number at the end of a clause, not a number with a unit", () => {
    for (const text of ["User: my dad retires next year, he's 67.", "User: I'm thirty-two and still learning to swim"]) expect(statesAnswerType('age', text), text).toBe(true);
    for (const text of ["User: she's 5 minutes away", "User: he's 6 feet tall"]) expect(statesAnswerType('age', text), text).toBe(false);
  });

  it("finds a relative's age set off by commas (session 45), not another number or a name there", () => {
    for (const text of ["User: My dad, 81 and healthy as a horse, insisted on pre-planning his own funeral.", 'User: my mum, 67, still works nights']) expect(statesAnswerType('age', text), text).toBe(true);
    for (const text of ['User: My dad, 3 days ago, called me', 'User: My brother, Tom, lives in Leeds']) expect(statesAnswerType('age', text), text).toBe(false);
  });

  it('finds money, temperatures and scores only in their units', () => {
    for (const text of ['用户：顺便换了两条米其林轮胎，一共 1400', '用户：月薪两万五', 'User: My landlord raised the rent to $2350', '用户：换一个要八百块', 'User: it came to 300 dollars']) {
      expect(statesAnswerType('money', text), text).toBe(true);
    }
    for (const text of ['用户：新房装修完测了一下甲醛，0.12，超标了', '用户：买了两台空气净化器一直开着', '用户：大概 12 个人', 'User: we moved here in 2019']) {
      expect(statesAnswerType('money', text), text).toBe(false);
    }
    // A sum said in Chinese numerals without its unit, ending its clause: 一节课一百八 (not a count or a size: 一百八十斤, 三百多人, 一百八十公分).
    expect(statesAnswerType('money', '用户：每周六去琴行上一节课，一节课一百八。')).toBe(true);
    // With an approximating 多 before the clause ends (session 50).
    expect(statesAnswerType('money', '用户：师傅说压缩机老化，修的话要八百多，不如换新的。')).toBe(true);
    for (const text of ['用户：我体重一百八十斤', '用户：公司三百多人', '用户：身高一百八十公分']) expect(statesAnswerType('money', text), text).toBe(false);
    expect(statesAnswerType('temperature', 'User: I bake the loaf at 230 degrees')).toBe(true);
    expect(statesAnswerType('temperature', '用户：空调坏了，屋里到了 35')).toBe(true);
    expect(statesAnswerType('temperature', '用户：烤箱调到200度')).toBe(true);
    expect(statesAnswerType('temperature', 'User: I bake twice a week')).toBe(false);
    expect(statesAnswerType('score', '用户：模考考了98分')).toBe(true);
    expect(statesAnswerType('score', '用户：每天保持三小时数学')).toBe(false);
  });

  it('finds colours among the basic colour terms and Chinese colour words', () => {
    expect(statesAnswerType('colour', 'User: my bike was a dark green Trek')).toBe(true);
    expect(statesAnswerType('colour', '用户：买了一辆黑色的自行车')).toBe(true);
    expect(statesAnswerType('colour', '用户：外壳是灰的')).toBe(true);
    expect(statesAnswerType('colour', 'User: Someone cut the lock and stole my bike')).toBe(false);
    // 颜色 names the attribute, not a colour.
    expect(statesAnswerType('colour', '用户：还没想好要什么颜色')).toBe(false);
  });

  it('finds brands as names, jieba proper nouns or Latin words in a Chinese text', () => {
    expect(statesAnswerType('brand', 'User: the fridge is a Bosch, five years old')).toBe(true);
    expect(statesAnswerType('brand', '用户：我家冰箱是西门子的')).toBe(true);
    expect(statesAnswerType('brand', '用户：新买的吸尘器是 Dyson 的')).toBe(true);
    expect(statesAnswerType('brand', 'User: Washing machine started leaking from the bottom')).toBe(false);
    expect(statesAnswerType('brand', '用户：打算在屋顶装光伏板，报价四万二')).toBe(false);
  });
});

describe('counts and named measures in a memory', () => {
  it('finds an area only in units of area', () => {
    expect(statesAnswerType('area', '用户：我们家九十平，两室一厅。')).toBe(true);
    expect(statesAnswerType('area', 'User: the flat is about 750 sq ft')).toBe(true);
    expect(statesAnswerType('area', '用户：家里在装修，选的奶油风，预算二十万。')).toBe(false);
  });

  it('finds a duration in units of time, or the year, date, month, ordinal or span it is counted from', () => {
    for (const text of ['用户：车是2023年买的', '用户：请了三天假', 'User: I work 9 to 5 most days.', 'User: I hit the gym Mondays and Thursdays.', 'User: We just celebrated our tenth anniversary', 'User: I plan to return on July 20', "User: I've had her since March", 'User: three 12-hour shifts a week']) {
      expect(statesAnswerType('duration', text), text).toBe(true);
    }
    for (const text of ['用户：我开的是比亚迪秦，纯电的，每天上下班来回六十公里。', 'User: Starting at 0.11 euros a word.', 'User: I usually wake at 4am.', "User: Master Kim says I'll be ready by December"]) {
      expect(statesAnswerType('duration', text), text).toBe(false);
    }
  });

  it('reads a time as no count of things', () => {
    expect(statesAnswerType('count', "User: I've been teaching for eleven years now.")).toBe(false);
    expect(statesAnswerType('count', 'User: I host a book club at my place once a month.')).toBe(false);
    expect(statesAnswerType('count', '用户这学期开始学日语了，每周一三五晚上上网课。')).toBe(false);
    expect(statesAnswerType('count', '用户：我在学尤克里里，每天练半小时。')).toBe(false);
    expect(statesAnswerType('count', 'User: I pick my son up from football practice every Tuesday at 6.')).toBe(false);
    expect(statesAnswerType('count', 'User: Return flight is May 17 on UA 1876')).toBe(true);
    expect(statesAnswerType('count', 'I have 18 students in my morning class')).toBe(true);
    expect(statesAnswerType('count', '屋顶一共装了二十四块板')).toBe(true);
    expect(statesAnswerType('count', 'We got twins coming in the spring')).toBe(true);
  });

  it('finds weights, lengths, speeds and codes only in their units or their written forms', () => {
    expect(statesAnswerType('weight', '这两个月瘦了八斤')).toBe(true);
    expect(statesAnswerType('weight', 'She already weighs 22 pounds')).toBe(true);
    expect(statesAnswerType('weight', '现在改成吃素了，肉一口都不吃。')).toBe(false);
    expect(statesAnswerType('distance', '我身高一米七五')).toBe(true);
    expect(statesAnswerType('distance', 'A marathon is 42.2 km')).toBe(true);
    expect(statesAnswerType('distance', "I've been running for about two years")).toBe(false);
    expect(statesAnswerType('speed', 'The cop clocked me at 82 in a 65')).toBe(true);
    expect(statesAnswerType('speed', '我每天骑电动车上班，单程大概四十分钟。')).toBe(false);
    expect(statesAnswerType('speed', 'The ride takes 40 minutes')).toBe(false);
    expect(statesAnswerType('code', '浙B·3M115 是我的车')).toBe(true);
    expect(statesAnswerType('code', '顺丰单号 SF1234567890')).toBe(true);
    expect(statesAnswerType('code', 'My number is 415 555 0134')).toBe(true);
    expect(statesAnswerType('code', '朗逸卖掉了，换了一辆比亚迪的纯电车，落地价21万。')).toBe(false);
    expect(statesAnswerType('code', 'Moved in 2024, the rent went up')).toBe(false);
  });

  it('reads a temperature given to a tenth as a reading', () => {
    expect(statesAnswerType('temperature', "I've had a fever since last night, it hit 101.3 this morning")).toBe(true);
    expect(statesAnswerType('temperature', '烧到了38.5')).toBe(true);
  });
});

describe('"name" as the verb of listing', () => {
  it('asks things, not what they are called, before a quantifier', () => {
    expect(expectedAnswerTypes('Name something Gus always has on his shopping list.')).toEqual([]);
    expect(expectedAnswerTypes('Name three rivers in Africa')).toEqual([]);
    expect(expectedAnswerTypes("What's the name of my dentist?")).toEqual(['personName']);
    expect(expectedAnswerTypes('Name of the cafe?')).toEqual(['name']);
  });
});

describe('"which" questions', () => {
  it('expect one instance of the noun after "which", unless it asks a kind or a time', () => {
    expect(expectedAnswerTypes('Which hospital do I work at?')).toEqual(['instance']);
    // Two questions in one: each part's types, none when a part expects none (session 50).
    expect(expectedAnswerTypes('What did the plumber charge, and how long did the job take?')).toEqual(['money', 'quantity']);
    expect(expectedAnswerTypes('How old is Fennel, and why was she pulling at her fur?')).toEqual([]);
    expect(expectedAnswerTypes('Am I still going to physio, and how often?')).toEqual([]);
    expect(expectedAnswerTypes('How old is Fennel?')).toEqual(['age']);
    // A name's compounds ask one too, written in camel case as often (session 50).
    expect(expectedAnswerTypes("What's Nadia's geocaching username?")).toEqual(['name']);
    expect(statesAnswerType('name', 'User: My caching name is MossyBoots, don\'t laugh.', "What's my geocaching username?")).toBe(true);
    expect(expectedAnswerTypes("Which herb didn't make it?")).toEqual(['instance']);
    expect(expectedAnswerTypes('Which train line do I take?')).toEqual(['instance']);
    expect(expectedAnswerTypes('Which city in New Zealand am I flying into?')).toEqual(['instance']);
    expect(expectedAnswerTypes('Which Disney movie did Dave mention?')).toEqual(['instance']);
    // "What N" asks a kind as often ("What instrument do I play?" / "bass"): no instance expected.
    expect(expectedAnswerTypes('What instrument do I play?')).toEqual([]);
    expect(expectedAnswerTypes('Which kind of bees do I keep?')).toEqual([]);
    expect(expectedAnswerTypes('Which tomato variety am I growing?')).toEqual([]);
    expect(expectedAnswerTypes('Which day does my son have his music class?')).toEqual([]);
    expect(expectedAnswerTypes('Which bakery items are safe for me?')).toEqual([]);
  });

  it('read the noun after a possessive, and "which N" as the subject of a verb in the past tense', () => {
    expect(expectedAnswerTypes("Which children's hospital does Bramble visit?")).toEqual(['instance']);
    expect(expectedAnswerTypes('Which restaurant hosted the rehearsal dinner?')).toEqual(['instance']);
    expect(expectedAnswerTypes('Which court summoned me for jury duty?')).toEqual(['instance']);
    // A past form that is a noun too is no verb to read by: the head stays unread.
    expect(expectedAnswerTypes('Which red shed needed paint?')).toEqual([]);
    // "of" is no modifier: "which of my beers" asks one of the user's own, named or not.
    expect(expectedAnswerTypes('Which of my beers ended up in the county fair competition?')).toEqual([]);
    const check = new AnswerTypeCheck();
    const missing = (question: string, text: string): number => check.missingAnswer(expectedAnswerTypes(question), text, question);
    expect(missing('Which restaurant hosted the rehearsal dinner?', "User: The rehearsal dinner moved too. It's now two nights before the wedding.")).toBe(1);
    expect(missing('Which restaurant hosted the rehearsal dinner?', 'User: The rehearsal dinner was at Casa Oaxaca, on the rooftop.')).toBe(0);
    expect(missing("Which children's hospital does Bramble visit?", 'User: Bramble passed his therapy dog evaluation, we start visits next month.')).toBe(1);
  });

  it('are answered by a name, a narrower word, or the noun told apart by a word before it or a number after it', () => {
    const check = new AnswerTypeCheck();
    const missing = (question: string, text: string): number => check.missingAnswer(expectedAnswerTypes(question), text, question);
    expect(missing("Which herb didn't make it?", 'User: The basil died, too much water I think')).toBe(0);
    expect(missing('Which room had the water damage?', "User: Water is coming through the ceiling, it's from the upstairs bathroom")).toBe(0);
    expect(missing('Which tooth is being pulled?', 'User: Dentist says my lower left wisdom tooth has to come out')).toBe(0);
    expect(missing('Which team am I on?', "User: I'm on the payments team at work")).toBe(0);
    expect(missing('Which city do I live in?', 'User: Moved! New place is in Berkeley')).toBe(0);
    expect(missing('Which bus route do I take?', 'User: I take route 38 to work')).toBe(0);
    // A word a few steps below the head in WordNet, by its first senses ("kiwi" is first the bird; session 47).
    expect(missing('Which fruit am I allergic to?', "User: I'm allergic to kiwi. My mouth gets itchy")).toBe(0);
    expect(missing('Which fruit am I allergic to?', "User: I'm cutting back on sugar")).toBe(1);
    expect(missing('Which hospital do I work at?', 'User: Got moved to days!')).toBe(1);
    expect(missing('Which workout app do I use?', 'User: I do workouts at home with an app now')).toBe(1);
    expect(missing('Which hospital did the procedure?', 'User: I had a pacemaker fitted in June.')).toBe(1);
    expect(missing('Which judge is hearing my case?', 'User: My court date is November 3rd')).toBe(1);
    // A name the question itself holds answers nothing.
    expect(missing('Which Netflix plan am I on?', "User: Caved and got Netflix back, couldn't miss the new season")).toBe(1);
    // The question's own word before the noun tells nothing apart; another word there does.
    expect(missing('Which food bank do I volunteer at?', 'The user volunteers at the food bank on Saturday mornings.')).toBe(1);
    expect(missing('Which food bank do I volunteer at?', 'User: I volunteer at the church food bank on Saturdays')).toBe(0);
    expect(statesAnswerType('instance', 'The user volunteers at the food bank on Saturday mornings.', 'Which food bank do I volunteer at?')).toBe(false);
    // A name told after a word for someone of the user's is that person's, no hospital's (session 50).
    expect(missing('Which hospital does my sister work at?', "The user's sister Kendra is a nurse and said to get checked.")).toBe(1);
    expect(missing('Which hospital does my sister work at?', "User: My sister Kendra is a nurse at St. Mary's.")).toBe(0);
    // Nor a thing's name (session 51).
    expect(missing("What's my roommate's show called?", "The user's roommate Bex also does a show, but on the college station.")).toBe(1);
    expect(missing("What's my roommate's show called?", 'User: My roommate Bex does a show called Riot Hour on the college station.')).toBe(0);
    expect(missing("What's my sister called?", "User: My sister Kendra is a nurse.")).toBe(0);
    // A part of the body is told apart by its side or a narrower word, never by a name (session 50).
    expect(missing('Which ear is the ringing worse in?', 'User: The ringing in my ears goes on, so I saw Dr. Benedetta Rossi at the Clearwater Hearing Centre.')).toBe(1);
    expect(missing('Which ear is the ringing worse in?', 'User: The ringing is worse in my left ear.')).toBe(0);
    expect(missing('Which finger did I cut?', 'User: I cut my thumb slicing onions for Maria.')).toBe(0);
    expect(statesAnswerType('instance', 'Marco twisted his knee playing football with Sam.', 'Which knee did Marco hurt?')).toBe(false);
  });

  it('read a number after the noun only where it stands alone, and a kind of institution WordNet lists as no one of them', () => {
    const check = new AnswerTypeCheck();
    const missing = (question: string, text: string): number => check.missingAnswer(expectedAnswerTypes(question), text, question);
    // "7pm" is a time, past a comma: no hospital's number.
    expect(missing('Which hospital do I work at?', 'User: I work nights at the hospital, 7pm to 7am, three shifts a week')).toBe(1);
    expect(missing('Which ward am I on?', "User: I'm on ward 12 this month")).toBe(0);
    // A high school is a kind of school; the school's name, or a word of its own in front, tells one apart.
    expect(missing('Which school do I work at?', "User: I'm a high school debate coach")).toBe(1);
    expect(missing('Which school do I work at?', 'User: I coach debate at Lincoln high school')).toBe(0);
    // A room is told apart by its kind.
    expect(missing('Which room has the leak?', 'User: The living room ceiling is dripping again')).toBe(0);
    // A name in a phrase of place after the noun tells one apart; a month or weekday there is a time of it (session 44).
    expect(missing('Which USCIS field office is handling my interview?', 'User: My interview is set for June 17 at the USCIS field office in Newark.')).toBe(0);
    expect(missing('Which branch do I bank at?', 'User: I switched to the branch on Elm Street')).toBe(0);
    expect(missing('Which office is handling my case?', 'User: They said the office on Monday would call')).toBe(1);
  });

  it('do not read a place WordNet lists as the name of a person asked for', () => {
    const check = new AnswerTypeCheck();
    const missing = (question: string, text: string): number => check.missingAnswer(expectedAnswerTypes(question), text, question);
    expect(missing("What's my partner's name?", 'User: Planning a trip to Scotland in September with my partner.')).toBe(1);
    expect(missing("What's my orthodontist's name?", "User: Anyway I'm off to Greece next month, can't wait.")).toBe(1);
    expect(missing("What's my partner's name?", 'User: Planning a trip to Scotland in September with my partner Alex.')).toBe(0);
  });
});

describe('the missing-answer feature', () => {
  const check = new AnswerTypeCheck();

  it('is 1 only when the question expects types and the memory states none of them', () => {
    expect(check.missingAnswer(expectedAnswerTypes('What colour was the stolen bike?'), 'User: Someone cut the lock and stole my bike')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我的游泳教练叫什么？'), '用户：三十岁了才开始学游泳，报了成人班')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('What colour was the stolen bike?'), 'User: it was a red Trek, sadly')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('奶奶有几个孙子？'), '用户：奶奶有五个孙子')).toBe(0);
    // A time of day is a number but not an age.
    expect(check.missingAnswer(expectedAnswerTypes('奶奶今年多大岁数了？'), '用户：我每天晚上九点要和奶奶视频通话')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('奶奶今年多大岁数了？'), '用户：奶奶今年八十五岁了')).toBe(0);
    // The question's own name is no answer: "Oliver" does not say what his teacher is called.
    expect(check.missingAnswer(expectedAnswerTypes("What is Oliver's teacher called?"), 'User: My son Oliver has a severe tree nut allergy', "What is Oliver's teacher called?")).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes("What is Oliver's teacher called?"), "User: Oliver's teacher is Ms Patel", "What is Oliver's teacher called?")).toBe(0);
    // The same text for a question without that name: the cached answer (names someone) stands.
    expect(check.missingAnswer(expectedAnswerTypes('What is my son called?'), 'User: My son Oliver has a severe tree nut allergy', 'What is my son called?')).toBe(0);
    // A Chinese proper noun the question itself holds is no answer (jieba tags 矫正 a name), nor is a place for 谁.
    expect(check.missingAnswer(expectedAnswerTypes('我的矫正医生姓什么？'), '用户：二十八岁了终于去做牙齿矫正，选的隐形牙套', '我的矫正医生姓什么？')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我的矫正医生姓什么？'), '用户：矫正医生是王医生', '我的矫正医生姓什么？')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('今年的诺贝尔文学奖给了谁？'), '用户：决定考研了，目标是浙大的计算机专硕', '今年的诺贝尔文学奖给了谁？')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我们学校叫什么名字？'), '用户：目标是浙大的计算机专硕', '我们学校叫什么名字？')).toBe(0);
    // No type expected: no judgement either way.
    expect(check.missingAnswer(expectedAnswerTypes('What kind of bees do I keep?'), 'User: Picked up my first bee colony')).toBe(0);
  });

  it('marks, in the search breakdown, a memory that names no hospital for "which hospital" and one that states only a time for "how many students"', async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-03-25T12:00:00Z') });
    try {
      await engine.addMany([
        { userId: 'u1', text: 'Got moved to days at the hospital' },
        { userId: 'u1', text: 'I work at Mercy hospital' },
        { userId: 'u1', text: 'I have been teaching for eleven years' },
        { userId: 'u1', text: 'I have 18 students in my class' },
      ]);
      const hospital = await engine.searchUncut({ userId: 'u1', query: 'Which hospital do I work at?', topK: 5 });
      expect(hospital.find((result) => result.text.startsWith('Got moved'))?.scores.missingAnswer).toBe(1);
      expect(hospital.find((result) => result.text.includes('Mercy'))?.scores.missingAnswer).toBeUndefined();
      const students = await engine.searchUncut({ userId: 'u1', query: 'How many students are in my class?', topK: 5 });
      expect(students.find((result) => result.text.includes('eleven years'))?.scores.missingAnswer).toBe(1);
      expect(students.find((result) => result.text.includes('18 students'))?.scores.missingAnswer).toBeUndefined();
    } finally {
      await engine.close();
    }
  });

  it('is in the search breakdown, where the relevance fit reads it', async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-03-25T12:00:00Z') });
    try {
      await engine.addMany([
        { userId: 'u1', text: 'Someone cut the lock and stole my bike' },
        { userId: 'u1', text: 'My bike was a red Trek' },
      ]);
      const results = await engine.searchUncut({ userId: 'u1', query: 'What colour was my bike?', topK: 5 });
      const lacking = results.find((result) => result.text.startsWith('Someone'));
      const stating = results.find((result) => result.text.startsWith('My bike'));
      expect(lacking?.scores.missingAnswer).toBe(1);
      expect(stating?.scores.missingAnswer).toBeUndefined();
      expect(relevanceFeaturesOf(lacking?.scores ?? {}).missingAnswer).toBe(1);
      expect(relevanceFeaturesOf(stating?.scores ?? {}).missingAnswer).toBe(0);
    } finally {
      await engine.close();
    }
  });
});

describe('numbers that answer nothing', () => {
  it('leaves out the numbers the question itself states', () => {
    const check = new AnswerTypeCheck();
    const miles = 'How many miles are on my RAV4?';
    expect(check.missingAnswer(expectedAnswerTypes(miles), 'User: picked up a used Toyota RAV4 on October 4, 2026.', miles)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(miles), 'User: my RAV4 just passed 60,000 miles', miles)).toBe(0);
    const price = '我家2只猫一共多少斤？';
    expect(statesAnswerType('weight', '我家2只猫都很胖', price)).toBe(false);
    expect(statesAnswerType('weight', '我家2只猫一共18斤', price)).toBe(true);
  });

  it('reads a weekly weekday, a pronoun "one" and a dated year as no count', () => {
    expect(statesAnswerType('count', '儿子开始学钢琴了，每周六上午上课。', '钢琴一共有多少个键？')).toBe(false);
    expect(statesAnswerType('count', '钢琴有八十八个键', '钢琴一共有多少个键？')).toBe(true);
    expect(statesAnswerType('quantity', 'Finally traded in the old one for a used Toyota')).toBe(false);
    expect(statesAnswerType('quantity', 'I have one dog')).toBe(true);
    expect(statesAnswerType('count', 'We moved in on October 4, 2026.', 'How many rooms does the flat have?')).toBe(false);
  });
});

describe('one of the counted thing', () => {
  it('reads "a" or "another" before the counted noun as one more of it', () => {
    const check = new AnswerTypeCheck();
    const shows = 'How many car shows has Dave attended?';
    expect(check.missingAnswer(expectedAnswerTypes(shows), 'User: on the weekend the user went to a car show.', shows)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(shows), 'User: the user went to the car show.', shows)).toBe(1);
    const siblings = 'How many siblings do I have?';
    expect(statesAnswerType('count', 'I have a sibling in Leeds', siblings)).toBe(true);
    expect(statesAnswerType('count', 'I have a bit of a cold', siblings)).toBe(false);
    expect(statesAnswerType('count', 'We adopted another pup from the shelter', 'How many pets do we have?')).toBe(true);
  });
});

describe("one of the counted thing, not of the question's other words", () => {
  it('reads no word the question holds as one of the counted noun', () => {
    expect(statesAnswerType('count', 'The user is a high school chemistry teacher.', 'How many students are at my school?')).toBe(false);
    expect(statesAnswerType('count', "I'm a high school chemistry teacher in Leeds.", 'How many students are in my classes?')).toBe(false);
    expect(statesAnswerType('count', 'I took on a student this week', 'How many students do I have?')).toBe(true);
  });
});

describe('a name held only as a place', () => {
  it('is a place after a preposition of place or a verb of going, and someone elsewhere', () => {
    expect(holdsAsSomeone(['My sister Karen just moved to Denver for a nursing job'], 'Denver')).toBe(false);
    expect(holdsAsSomeone(['My sister Karen just moved to Denver for a nursing job'], 'Karen')).toBe(true);
    expect(holdsAsSomeone(['We had a week in New York and a trip to Boston'], 'York')).toBe(false);
    expect(holdsAsSomeone(['We had a week in New York and a trip to Boston'], 'Boston')).toBe(false);
    expect(holdsAsSomeone(['We moved to Denver in May', 'Denver is where I grew up'], 'Denver')).toBe(true);
    expect(holdsAsSomeone(['I talked to Sarah about the move'], 'Sarah')).toBe(true);
  });
});

describe('a name the question itself states', () => {
  it('is no answer when a memory only introduces it', () => {
    const check = new AnswerTypeCheck();
    // 叫林晓 introduces the girlfriend's name, which the question already holds: no school is named.
    expect(check.missingAnswer(expectedAnswerTypes('林晓在哪所小学教书？'), '用户女朋友叫林晓，她是小学语文老师。', '林晓在哪所小学教书？')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我女朋友叫什么？'), '用户女朋友叫林晓，她是小学语文老师。', '我女朋友叫什么？')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('Which vet do I take Mochi to?'), 'We adopted a kitten named Mochi last week', 'Which vet do I take Mochi to?')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes("What's my cat called?"), 'We adopted a kitten named Mochi last week', "What's my cat called?")).toBe(0);
    // A name that runs on into the sentence (叫林知远他爸起的) is held by its first two characters.
    expect(statesAnswerType('name', '大名定了叫林知远他爸起的', '林知远的小名叫什么？')).toBe(false);
    expect(statesAnswerType('name', '大名定了，叫林知远，他爸起的。', '豆豆的大名叫啥？')).toBe(true);
  });
});

describe('kin by marriage and grandchildren as relations', () => {
  it('lets 婆婆 or a mother-in-law answer who someone is', () => {
    const check = new AnswerTypeCheck();
    const question = '我上班以后白天谁在家看娃？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：下个月就回去上班了，白天是婆婆带。', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：下个月就回去上班了，白天在家带。', question)).toBe(1);
    const english = 'Who looks after the baby during the day?';
    expect(check.missingAnswer(expectedAnswerTypes(english), 'User: My mother-in-law has the baby during the day.', english)).toBe(0);
  });
});

describe('which one of a pair of body parts', () => {
  it('is told by a side', () => {
    const check = new AnswerTypeCheck();
    const leg = 'Which leg has been giving me trouble?';
    expect(check.missingAnswer(expectedAnswerTypes(leg), 'User: Taper week one, dropped to 65 km. Plus my left calf is tight.', leg)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(leg), 'User: Taper week one, dropped to 65 km and I feel sluggish.', leg)).toBe(1);
    const hand = 'Which hand do I swing my racket with?';
    expect(check.missingAnswer(expectedAnswerTypes(hand), "User: I'm a left-handed tennis player.", hand)).toBe(0);
    const school = 'Which school do I teach at?';
    expect(check.missingAnswer(expectedAnswerTypes(school), 'User: The staff room is on the left.', school)).toBe(1);
  });
});

describe('which afternoons', () => {
  it('asks a time, which a weekday answers, not an instance', () => {
    const question = 'Which afternoons is Ollie tied up after school?';
    expect(expectedAnswerTypes(question)).not.toContain('instance');
  });
});

describe('a surname after 姓', () => {
  it('is a person’s name whoever holds it, and still the asked person’s only', () => {
    const check = new AnswerTypeCheck();
    const landlord = '我房东姓什么？';
    expect(check.missingAnswer(expectedAnswerTypes(landlord), '用户：房东姓刘，人挺好说话的', landlord)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(landlord), '用户：房东人挺好说话的', landlord)).toBe(1);
    const boss = '我老板姓什么？';
    expect(check.missingAnswer(expectedAnswerTypes(boss), '用户：我老公姓刘', boss)).toBe(1);
  });
});

describe('是个叫… before a name', () => {
  it('introduces the asked person by name, where 是 alone tells what they are', () => {
    const check = new AnswerTypeCheck();
    const coach = '教我滑雪的教练叫什么？';
    expect(check.missingAnswer(expectedAnswerTypes(coach), '用户：我双板终于能上黑道了，教练是个叫小鹿的东北姑娘。', coach)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(coach), '用户：教练是个东北姑娘，特别耐心', coach)).toBe(1);
  });
});

describe('a name after a title', () => {
  it('is a name though the title’s full stop stands before it', () => {
    const check = new AnswerTypeCheck();
    const vet = "Who is Smudge's vet these days?";
    expect(check.missingAnswer(expectedAnswerTypes(vet), 'User: Dr. Osei increased his fluids to 150 ml every other day.', vet)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(vet), 'User: The vet increased his fluids to 150 ml every other day.', vet)).toBe(1);
  });
});

describe('那几 / 这几 ask no amount (session 42)', () => {
  it('types 那几个盆 as no count and 那几天 as no quantity; 几个 and 几天 still, and 哪几个 stays a count', () => {
    expect(expectedAnswerTypes('我阳台那几个盆里现在长的是什么？')).not.toContain('count');
    expect(expectedAnswerTypes('在杭州那几天住的是哪家酒店？')).not.toContain('quantity');
    expect(expectedAnswerTypes('我阳台上有几个盆？')).toContain('count');
    expect(expectedAnswerTypes('这次出差要去几天？')).toContain('duration');
    expect(expectedAnswerTypes('比赛我都报了哪几个项目？')).toContain('count');
  });
});

const missingFor = (question: string, text: string): number => new AnswerTypeCheck().missingAnswer(expectedAnswerTypes(question), text, question);

describe('an uncommon surname jieba tags before a title', () => {
  it('reads 伍老师 as a person', () => {
    expect(nameEvidence('现在带我的是新来的伍老师。').persons).toContain('伍老师');
  });

  it('answers 哪位老师 with it', () => {
    expect(missingFor('现在是哪位老师带我？', '用户：杭老师这个月退休了，现在带我的是新来的伍老师。')).toBe(0);
  });
});
describe('a lone character between 的 and a title (session 52)', () => {
  it('reads it as a surname, not a modifier of the title', () => {
    expect(nameEvidence('物业的蒙经理说他们没有执法权。').persons).toContain('蒙经理');
    expect(nameEvidence('社区的新经理说他们没有执法权。').persons).not.toContain('新经理');
    expect(nameEvidence('她是我们的女老师。').persons).toEqual([]);
  });

  it('answers 哪位经理 with it, not with a new manager untold', () => {
    expect(missingFor('物业那边出面的是哪位经理？', '用户：去找了物业，物业的蒙经理说他们没有执法权，只能劝。')).toBe(0);
    expect(missingFor('物业那边出面的是哪位经理？', '用户：去找了物业，物业的新经理说他们没有执法权，只能劝。')).toBe(1);
  });
});

describe('an altitude or elevation before a noun (session 52)', () => {
  it('modifies the noun asked, and asks no distance', () => {
    expect(expectedAnswerTypes('What altitude medication did my GP give me?')).not.toContain('distance');
    expect(expectedAnswerTypes('What altitude is Cusco at?')).toContain('distance');
    expect(expectedAnswerTypes('What elevation?')).toContain('distance');
  });
});

describe('a name opening a sentence with the person in apposition (session 52)', () => {
  it('names the person the question asks by role', () => {
    expect(missingFor("What's my welding instructor called?", 'User: Passed my first bend test tonight! Stuart, the instructor, said it was the cleanest.')).toBe(0);
    expect(missingFor("What's my welding instructor called?", 'User: Passed my first bend test tonight! Honestly, my instructor, bless him, said it was the cleanest.')).toBe(1);
    expect(missingFor("What's my welding instructor called?", 'User: Anyway, the instructor, said it was clean.')).toBe(1);
  });
});

describe('the name of a named person’s relation (session 52)', () => {
  it('asks a person’s name, told beside the word for them', () => {
    expect(expectedAnswerTypes("What's the name of Aoife's husband?")).toEqual(['personName']);
    expect(missingFor("What's the name of Aoife's husband?", "The user's granddaughter Aoife's getting married in Kerry on August 9th.")).toBe(1);
    expect(missingFor("What's the name of Aoife's husband?", "User: Aoife's husband Sean is a farmer.")).toBe(0);
  });
});

describe('a designation of letters and digits (session 52)', () => {
  it('picks out the road, flight or line a "which" question asks', () => {
    expect(missingFor('Which interstate did we take for most of the drive east?', "User: We're planning the drive as six days, mostly on I-40.")).toBe(0);
    expect(missingFor('Which flight am I on?', 'User: I am on BA117 on Friday, the early one.')).toBe(0);
    expect(missingFor('Which motorway did we take?', 'User: We came down the motorway in the rain, six hours.')).toBe(1);
    expect(nameEvidence('User: the A320 and the M6, not COVID-19 or A-level').designations).toEqual(['A320', 'M6']);
  });
});

describe('a thing’s name asked in Chinese', () => {
  it('is no person’s addressed by surname and title', () => {
    expect(missingFor('团子在盘龙区看的那家宠物医院叫什么？', '用户：段老师的儿子要回来住，我只能另找。新找的在盘龙区，两室，月租2600。')).toBe(1);
  });

  it('is still told by a name beside the thing, and a person’s name still answers who', () => {
    expect(missingFor('团子看的那家宠物医院叫什么？', '用户：找了盘龙区一家宠物医院叫“爱宠”，医生姓杨。')).toBe(0);
    expect(missingFor('现在是哪位老师带我？', '用户：现在带我的是新来的段老师。')).toBe(0);
  });
});
describe('withoutTitledPersons', () => {
  it('leaves out 段老师 and 王医生, and keeps a name without a title', () => {
    expect(withoutTitledPersons(nameEvidence('段老师的儿子和王医生都来了，还有李娜。')).persons).toEqual(['李娜']);
  });
});

describe('a person the name reader took whole with the asked title (session 53)', () => {
  it('names the teacher asked by role: 倪 is no common surname, but jieba reads 倪老师 as a person', () => {
    expect(missingFor('我学评弹的老师姓啥来着？', '用户：这俩月在跟评弹团退下来的倪老师学苏州评弹，每周六下午两点去她家里上课。')).toBe(0);
    expect(missingFor('我学评弹的老师姓啥来着？', '用户：这俩月在跟评弹团退下来的老师学苏州评弹，每周六下午两点去她家里上课。')).toBe(1);
  });

  it('is not the person the question itself names, nor punctuation before a title', () => {
    expect(missingFor('戚老师叫什么名字？', '用户：这俩月在跟剧团退下来的戚老师学唱戏，每周六去她家里上课。')).toBe(1);
    expect(nameEvidence('四颗牙都封了，免费的。医生说三个月后回去复查。').persons).toEqual([]);
  });
});

describe('an age told bare after 才 (session 53)', () => {
  it('is an age after a person, not a price after 才 alone', () => {
    expect(missingFor('我今年多大？', '用户：医生说是肩周炎，也叫五十肩，我才四十六就赶上了。')).toBe(0);
    expect(missingFor('我今年多大？', '用户：这件外套才四十六，我就买了。')).toBe(1);
    expect(missingFor('他多大了？', '用户：他才三十块就卖了。')).toBe(1);
  });
});

describe('a bare number told of someone named (session 53)', () => {
  it('is their age, when the text or the question names them', () => {
    expect(missingFor('How old are Lucas and Ivy?', 'User: She asked if her two kids can stay with me. Lucas is 9 and Ivy is 6.')).toBe(0);
    expect(missingFor('How old is Max?', 'User: Max is 12 now.')).toBe(0);
    expect(missingFor('How old is Sam?', 'User: Rent is 90.')).toBe(1);
    expect(missingFor('How old is my son?', 'User: We moved last week. The Total is 45 with delivery, wow.')).toBe(1);
  });

  it('is only the age of the one the question names, when it names someone', () => {
    expect(missingFor('Exactly how old is Elsie?', 'User: My son Owen is 16 and a Life Scout in Troop 212.')).toBe(1);
    expect(missingFor('At what age can a child pick a parent in Western Australia?', 'User: Ollie is 9 and Ava is 6, and they both go to Mount Hawthorn Primary.')).toBe(1);
    expect(missingFor('How old are my kids?', 'User: Ollie is 9 and Ava is 6, and they both go to school.')).toBe(0);
  });
});

describe('a familiar name after 阿 (session 53)', () => {
  it('takes a given name, which is no surname', () => {
    expect(nameEvidence('我舞狮头，搭档阿强舞狮尾。').persons).toContain('阿强');
    expect(nameEvidence('阿的确是这样。').persons).toEqual([]);
    expect(missingFor('给我舞狮尾的搭档是谁？', '用户：我参加了村里的醒狮队，我舞狮头，搭档阿强舞狮尾。')).toBe(0);
  });
});

describe('a name with a letter outside ASCII opening a sentence in apposition (session 53)', () => {
  it('is read as a name ("Gráinne, the volunteer coordinator, says…")', () => {
    expect(missingFor("Who's the volunteer coordinator at the hospice?", 'User: Gráinne, the volunteer coordinator, says he lights up when I come in.')).toBe(0);
    expect(missingFor("Who's the volunteer coordinator at the hospice?", 'User: The volunteer coordinator says he lights up when I come in.')).toBe(1);
  });
});

describe('a pet named between 我家 and 是只 (session 53)', () => {
  it('is a name, which the assistant’s reply no longer lends the memory', () => {
    expect(missingFor('我的猫叫啥来着？', '用户：我家可乐是只英短蓝猫，五岁了，脾气大得很')).toBe(0);
    expect(missingFor('我家狗叫什么？', '用户：我们家豆豆是条柯基，三岁')).toBe(0);
    expect(missingFor('我的猫叫啥来着？', '用户：我家猫是只英短蓝猫，五岁了')).toBe(1);
  });
});

describe('readings of session 54', () => {
  it('reads a race named by its distance for "Which distance …?", not a sum in thousands', () => {
    expect(missingFor('Which distance am I racing in Chicago?', "User: I'm dropping down to the 10K in Chicago, my knee can't take the full.")).toBe(0);
    expect(missingFor('Which distance am I racing in Chicago?', 'User: Signed up for the Chicago half marathon.')).toBe(0);
    expect(missingFor('Which distance am I racing in Chicago?', 'User: I got a raise of $10K before Chicago.')).toBe(1);
  });

  it('asks a name with "What have we named …?" and "What do we call …?"', () => {
    expect(expectedAnswerTypes('What have we named the fish?')).toEqual(['name']);
    expect(expectedAnswerTypes('What do we call the new kitten?')).toEqual(['name']);
  });

  it('asks a count of 支 (队伍), and one with the question mark dropped (住了几晚)', () => {
    expect(expectedAnswerTypes('那次邀请赛一共有几支队伍参加？')).toEqual(['count']);
    expect(expectedAnswerTypes('我们在新都桥住了几晚')).toEqual(['quantity']);
    // "A few" opens a request and never closes one.
    expect(expectedAnswerTypes('推荐几个片区')).toEqual([]);
  });

  it('reads an age in a relative clause after a name ("Tyler, who\'s 9,"), not a distance', () => {
    expect(missingFor('How old was my stepson when this process started?', "User: My husband Marcus and I have been married four years, and his son Tyler, who's 9, has lived with us full time since he was 5.")).toBe(0);
    expect(missingFor('How old is my boss?', "User: My boss Dana, who's 45 minutes away, never comes in.")).toBe(1);
  });

  it('asks a family name of someone called by a word for them, which a given name alone does not tell', () => {
    expect(missingFor("What's my teacher's surname?", "User: Tried a tango class tonight! My teacher is Esteban and he says I lean back too much.")).toBe(1);
    expect(missingFor("What's the station manager's last name?", "User: Training is with the station manager, Dolores, who's been there since the 90s.")).toBe(1);
    expect(missingFor("What's the station manager's last name?", 'User: Training is with the station manager, Dolores Ruiz.')).toBe(0);
    expect(missingFor("What's my teacher's surname?", 'User: My teacher, Mr. Ruiz, says hi.')).toBe(0);
    // The user's own surname and a given name asked stay as they were.
    expect(missingFor('What was my surname before the wedding?', "User: Married Jordan last month and I'm changing my last name from Alvarez to Whitaker.")).toBe(0);
    expect(missingFor("What's the station manager's name?", "User: Training is with the station manager, Dolores, who's been there since the 90s.")).toBe(0);
  });

  it('reads a colour compounded with the asked thing (一只橘猫 for 什么颜色的猫), and no other compound', () => {
    expect(missingFor('还没抓到的那只是什么颜色的猫？', '用户：小区里能抓的基本都做完了，一共十一只，就剩一只贼精的橘猫怎么都抓不着。')).toBe(0);
    expect(missingFor('我那辆车是什么颜色的？', '用户：我那辆白车开了十年了。')).toBe(0);
    expect(missingFor('还没抓到的那只是什么颜色的猫？', '用户：家里两只猫，过年给孩子发了红包。')).toBe(1);
    expect(statesAnswerType('colour', '用户：就剩一只贼精的橘猫', '那只猫是什么颜色的？')).toBe(true);
    expect(statesAnswerType('colour', '用户：就剩一只贼精的橘猫', '你的车是什么颜色？')).toBe(false);
  });
});

describe('a hyphened score and a group\'s ages (session 55)', () => {
  it('reads "an 8-point buck" as points told, and "for kids 8 to 12" as ages, not a clock or a span', () => {
    expect(statesAnswerType('score', 'Got my first deer yesterday! An 8-point buck on my uncle\'s farm.', 'How many points did my buck have?')).toBe(true);
    expect(statesAnswerType('age', 'I run an origami club at the library, Thursdays after school for kids 8 to 12.', 'What age group is the origami club for?')).toBe(true);
    expect(statesAnswerType('age', 'Swim lessons for ages 3-5 start in May.', 'What ages is the class for?')).toBe(true);
    expect(statesAnswerType('age', 'The kids 8 to 10 pm are at the rink.', 'What age group is it for?')).toBe(false);
    expect(statesAnswerType('age', 'The children spend 2-3 hours there.', 'What age group is it for?')).toBe(false);
  });
});

describe('the age of a person the question names (session 56)', () => {
  it('is not told by a text that holds neither their name nor a third-person pronoun', () => {
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['age'], '月嫂姓潘，五十一岁，湖南人，带过四十多个宝宝。', '晏阿姨多大年纪？')).toBe(1);
    expect(check.missingAnswer(['age'], '公司换了个姓晏的月嫂，五十五岁。', '晏阿姨多大年纪？')).toBe(0);
    expect(check.missingAnswer(['age'], '我家小溪8岁，二年级。', '冯教练今年多大？')).toBe(1);
    expect(check.missingAnswer(['age'], 'Murphy retired at Christmas. Bramble is 14 now.', 'How old is Willow?')).toBe(1);
    // A pronoun may stand for them; a possessor is not the one asked of; a relation word is no name.
    expect(check.missingAnswer(['age'], 'Got the diagnosis for my dad today. He is 81.', 'How old was Appa then?')).toBe(0);
    expect(check.missingAnswer(['age'], 'My daughter Aaliyah is at home, she is four.', "How old is Jaylen's daughter?")).toBe(0);
    expect(check.missingAnswer(['age'], 'My grandma is turning 90 in June.', 'How old did Grandma turn this year?')).toBe(0);
  });
});

describe('times asked, and a thing or a brand asked in Chinese (session 56)', () => {
  it('tells times a period by a number of times, the days or a count a period; not a tally of past times', () => {
    const check = new AnswerTypeCheck();
    const question = '我一周去射箭馆练几次？';
    expect(expectedAnswerTypes(question)).toEqual(['quantity']);
    expect(check.missingAnswer(['quantity'], '在射箭馆办了张年卡，三千六百八，一年不限次。', question)).toBe(1);
    expect(check.missingAnswer(['quantity'], '每周二、周五下班都去练，年卡三千六百八。', question)).toBe(0);
    expect(check.missingAnswer(['quantity'], '现在一周练三次。', question)).toBe(0);
    expect(check.missingAnswer(['quantity'], "Water's at 74 now, so I'm up to three small feedings a day.", 'How many times a day do the fish get fed now?')).toBe(0);
    expect(check.missingAnswer(['quantity'], 'Bought 200 grams of pellets for $12.', 'How many times a day do the fish get fed now?')).toBe(1);
    // Each time told is a memory of its own: a tally asks none of them for a count.
    expect(check.missingAnswer(['quantity'], 'Took the kids to the beach again, $40 for parking.', 'How many times has Melanie gone to the beach?')).toBe(0);
  });

  it('does not read a surname told after 姓 nor a titled person as a thing\'s name or a brand', () => {
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(expectedAnswerTypes('我的弓是什么牌子的？'), '在一家射箭馆办了张年卡，三千六百八。教练姓伍，以前是省队的。', '我的弓是什么牌子的？')).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes('我的弓是什么牌子的？'), '弓是在网上买的，韩国Samick的。', '我的弓是什么牌子的？')).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes('那家月子中心叫什么？'), '月子中心给换了个姓晏的月嫂，接着做剩下的十三天。', '那家月子中心叫什么？')).toBe(1);
    // A lone character jieba reads as a surname inside a brand stays (史明克).
    expect(check.missingAnswer(expectedAnswerTypes('我现在用的是哪个牌子的颜料？'), '颜料升级了，换成了史明克的学院级。', '我现在用的是哪个牌子的颜料？')).toBe(0);
  });
});

describe('a brand is no place (session 56)', () => {
  it('does not read a place named after a preposition of place as a brand', () => {
    const check = new AnswerTypeCheck();
    const question = 'What brand is my putter?';
    expect(expectedAnswerTypes(question)).toEqual(['brand']);
    expect(check.missingAnswer(['brand'], 'Played my first round at Hudson Mills in Dexter today, shot a 68.', question)).toBe(1);
    expect(check.missingAnswer(['brand'], 'Bought a Discraft Challenger putter for $12.', question)).toBe(0);
  });
});

describe('a number after a noun that numbers one of its kind (session 56)', () => {
  it('counts nothing ("berth 4", "gate 12")', () => {
    const question = 'How many bedrooms does the houseboat have?';
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(expectedAnswerTypes(question), "We moved the boat! Got a berth at Galilee Harbor instead, berth 4. Way quieter.", question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), 'The houseboat has 2 bedrooms and a tiny galley.', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), 'It has two, plus a loft.', question)).toBe(0);
  });
});

describe('a surname before a noun for a person by role (session 59)', () => {
  it('reads 李公证员 as a person named by surname, as 李老师 is', () => {
    expect(nameEvidence('今天去鼓楼公证处咨询了，接待的是李公证员。').persons).toContain('李公证员');
    const question = '帮我们办赠与公证的公证员姓什么？';
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：今天去鼓楼公证处咨询了，接待的是李公证员。公证费按房产评估价的百分之二收。', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：今天去鼓楼公证处咨询了，公证费按房产评估价的百分之二收。', question)).toBe(1);
  });

  it('reads no surname in a word jieba keeps whole before a role noun (高级工程师)', () => {
    expect(nameEvidence('他是高级工程师。').persons).toEqual([]);
  });
});
