import { describe, expect, it } from 'vitest';
import { asksAboutTheWorld, pointsIntoTheConversation } from './world-questions.js';

describe('asksAboutTheWorld', () => {
  it.each([
    '感冒一般几天能好？',
    '为什么秋天树叶会变黄？',
    '什么是通货膨胀？',
    '“内卷”是什么意思？',
    '绿茶和红茶有什么区别？',
    '空调制冷的原理是什么？',
    'How long do house cats usually live?',
    'What does APY mean on a savings account?',
    "What's the difference between baking soda and baking powder?",
    'Why do onions make people cry?',
    'How does a heat pump work?',
    // General cause, the norm of a kind, and who first made a thing.
    '近视是怎么引起的？',
    '地震是什么原因造成的？',
    '成年人正常的心率是多少？',
    '标准的篮球场有多长？',
    '电话是谁发明的？',
    'What causes hiccups?',
    'How heavy is a standard bowling ball?',
    'Is a peanut technically a nut?',
    'Who invented the bicycle?',
    // A bare noun's definition, comparisons of kinds, a word's origin, a generic subject after an auxiliary.
    'What is photosynthesis?',
    'Which dog breeds are most common in cities?',
    'How fast is a train compared to a plane?',
    'Where does the word robot come from?',
    'Can a rabbit eat carrots every day?',
    'How often should a cactus be watered?',
    '高血压的人一般能喝咖啡吗？',
    '给我讲讲区块链是怎么回事',
    'How do bees make honey?',
    // The usual or traditional form of a kind, and its extreme.
    "What's the usual order of toasts at a wedding?",
    'What is the traditional gift for a tenth anniversary?',
    'What is the longest river in the world?',
    // A task on text that names nobody: composed, not recalled.
    '请帮我写一首关于海的短诗',
    '帮我把这段话翻译成日语：欢迎光临',
    '给我讲个故事',
    'Write a sonnet about autumn leaves',
    'Can you summarize the plot of a typical heist movie?',
    'Please translate "thank you very much" into Spanish',
    'Tell me a joke about penguins',
    // A kind of people whose head is a word for a child, or a patient without 的.
    '花生过敏的小孩长大了会好吗？',
    '糖尿病人能喝无糖可乐吗？',
    '高血压患者每天吃盐最好不超过多少克？',
    // A noun naming people only as a kind, with or without a modifier (session 35).
    '网球初学者适合用多重的拍子？',
    '孕妇能吃螃蟹吗？',
    '女生减脂每天应该吃多少克蛋白质？',
    // Who won, a record or a title of the world, when a public thing began.
    "Who won the men's singles final in 2019?",
    "What's the current women's 100m world record?",
    '微信是哪一年上线的？',
    '端午节是从哪个朝代开始的？',
  ])('reads %s as a question about the world', (question) => {
    expect(asksAboutTheWorld(question)).toBe(true);
  });

  it.each([
    // About the user: a pronoun, a relative, or a name the question holds.
    '我一般几点睡觉？',
    '我为什么总是失眠？',
    '女儿一般几点放学？',
    '我是新手，该买什么拍子？',
    '我老婆是孕妇，能吃螃蟹吗？',
    'How long do I usually run on Sundays?',
    'Why does Dad usually call on Sundays?',
    'What does Biscuit usually eat?',
    'Why are flowers important to Melanie?',
    // No generic marker: a request for advice, or a question about the user's own things.
    "What's a good stretch for lower back pain?",
    "What's the nearest pharmacy that's open late?",
    'What is a good place for dogs to run around?',
    '推荐一部电影',
    '客厅的瓷砖是什么规格？',
    'Where is the hive placed?',
    // The same frames about the user or someone they know, and frames that ask for a recommendation.
    'What is a good place for dogs to run around?',
    'What is next on my list?',
    'How often should I water my cactus?',
    'Is my commute longer compared to last year?',
    '我这样的人适合跑马拉松吗？',
    '给我讲讲我的体检报告',
    'How do I get to the station?',
    '我的头疼是怎么引起的？',
    'What causes my knee to click?',
    'Who founded the company my sister works for?',
    '我正常的血压是多少？',
    '那个糖尿病人能出院吗？',
    '我这样的病人能喝酒吗？',
    'Who won the bet, me or my brother?',
    '我们公司是哪一年成立的？',
    // A task about the user, someone they know, or something named: a memory may bear on it.
    '帮我写一封给我房东的邮件',
    '帮我写一段给老婆的生日祝福',
    '帮我写一个 Pinia store 的示例',
    'Write a birthday poem for my wife',
    'Can you explain my test results to me?',
    'Write a thank-you note to Priya',
    'Can you help me plan a weekend trip?',
    // A capitalised word may be someone the user knows; a task naming one is left to the other signals.
    'Summarise the plot of Hamlet in three sentences',
  ])('does not read %s as a question about the world', (question) => {
    expect(asksAboutTheWorld(question)).toBe(false);
  });

  it('reads a name the user never spoke of as naming nobody they know, when the search says which names it holds', () => {
    const none = (): boolean => false;
    const knowsOne = (name: string): boolean => name === 'Sarah';
    for (const question of ['Summarise the plot of Macbeth in two sentences.', 'Why is Carmen so popular?']) {
      // Without the store's word, a capitalised word may be anyone: not about the world.
      expect(asksAboutTheWorld(question)).toBe(false);
      expect(asksAboutTheWorld(question, none)).toBe(true);
    }
    expect(asksAboutTheWorld('Write a birthday poem for Sarah.', knowsOne)).toBe(false);
    expect(asksAboutTheWorld('Write a birthday poem for Mia.', knowsOne)).toBe(true);
    // A pronoun still makes it the user's, whatever the names.
    expect(asksAboutTheWorld('Summarise my notes on Macbeth.', none)).toBe(false);
  });

  it('reads the work a creator or origin question asks about as no one the user knows, unless a possessive ties it to someone', () => {
    const knowsTheTitles = (name: string): boolean => ['Demon', 'Copperhead', 'Pink', 'Moon', 'Calvin', 'Sarah'].includes(name);
    expect(asksAboutTheWorld('Who wrote Demon Copperhead?', knowsTheTitles)).toBe(true);
    expect(asksAboutTheWorld('What year did Pink Moon come out?', knowsTheTitles)).toBe(true);
    expect(asksAboutTheWorld('Who composed Carmen?')).toBe(true);
    expect(asksAboutTheWorld("What year was Calvin's album released?", knowsTheTitles)).toBe(false);
    expect(asksAboutTheWorld('Who painted the portrait of Sarah?', knowsTheTitles)).toBe(false);
    expect(asksAboutTheWorld('What year did Sarah start surfing?', knowsTheTitles)).toBe(false);
    expect(asksAboutTheWorld('Who wrote the song my band played?', knowsTheTitles)).toBe(false);
  });

  it('reads a place WordNet lists, named after a word of location, as a place on the map rather than someone the user knows', () => {
    const knowsThePlaces = (name: string): boolean => ['Hong', 'Kong', 'Leeds', 'Bunbury', 'Sarah'].includes(name);
    expect(asksAboutTheWorld("What's the tallest building in Hong Kong?", knowsThePlaces)).toBe(true);
    expect(asksAboutTheWorld('What is the oldest pub in Leeds?', knowsThePlaces)).toBe(true);
    // Not a place WordNet lists, or a person: either may be the user's own.
    expect(asksAboutTheWorld('What is the oldest pub in Bunbury?', knowsThePlaces)).toBe(false);
    expect(asksAboutTheWorld("What's the tallest thing Sarah built in Leeds?", knowsThePlaces)).toBe(false);
  });

  it('does not look up a capitalised article of a title as a name: every memory holds "The"', () => {
    const holdsTheAndSarah = (name: string): boolean => name === 'The' || name === 'Sarah';
    expect(asksAboutTheWorld('Who painted The Starry Night?', holdsTheAndSarah)).toBe(true);
    expect(asksAboutTheWorld('Who painted the portrait of Sarah?', holdsTheAndSarah)).toBe(false);
  });

  it('reads "the US" as the country, not "us"', () => {
    const none = (): boolean => false;
    expect(asksAboutTheWorld('How much do people usually tip wedding caterers in the US?', none)).toBe(true);
    expect(asksAboutTheWorld('How do you usually greet us?', none)).toBe(false);
  });

  it('reads converting units as a task on the question’s own material, and leaves a procedure to the impersonal weight', () => {
    const known = (): boolean => false;
    expect(asksAboutTheWorld('How do I convert miles to kilometres?', known)).toBe(true);
    expect(asksAboutTheWorld('How do I descale an espresso machine?', known)).toBe(false);
  });

  it('reads a bare plural opening a yes-no question as a kind, not anyone in particular', () => {
    expect(asksAboutTheWorld('Can mealybugs fly?')).toBe(true);
    expect(asksAboutTheWorld('Do tortoises hibernate?')).toBe(true);
    expect(asksAboutTheWorld('Can you remind me what I planted?')).toBe(false);
    expect(asksAboutTheWorld('Can mealybugs spread to my other plants?')).toBe(false);
  });
});

describe('the weather asked itself', () => {
  it('is the world, now or coming, which no memory tells', () => {
    const knowsNobody = (): boolean => false;
    expect(asksAboutTheWorld("What's the weather going to be like this weekend?", knowsNobody)).toBe(true);
    expect(asksAboutTheWorld('How is the weather in Tokyo?', knowsNobody)).toBe(true);
    expect(asksAboutTheWorld('Will it rain tomorrow?', knowsNobody)).toBe(true);
    expect(asksAboutTheWorld('明天北京天气怎么样？', knowsNobody)).toBe(true);
    expect(asksAboutTheWorld('明天会下雨吗？', knowsNobody)).toBe(true);
  });

  it('is not a request for advice that mentions it, a past day, or someone', () => {
    const knowsNobody = (): boolean => false;
    expect(asksAboutTheWorld("There's a big storm forecast tonight, any tips for getting through it at home?", knowsNobody)).toBe(false);
    expect(asksAboutTheWorld('What was the weather like in Lisbon?', knowsNobody)).toBe(false);
    expect(asksAboutTheWorld('那天天气怎么样？', knowsNobody)).toBe(false);
    expect(asksAboutTheWorld('最近老下雨，上班路上我该注意点啥？', knowsNobody)).toBe(false);
    expect(asksAboutTheWorld("What's the weather like where my sister lives?", knowsNobody)).toBe(false);
    expect(asksAboutTheWorld('Is it going to be expensive?', knowsNobody)).toBe(false);
  });
});

describe('a translation asked as a question', () => {
  it('is a task on its quoted material, unless the material is someone of the user', () => {
    const knowsNobody = (): boolean => false;
    expect(asksAboutTheWorld("How do you say 'where is the train station' in Spanish?", knowsNobody)).toBe(true);
    expect(asksAboutTheWorld("How do you say 'good morning' in Japanese?", knowsNobody)).toBe(true);
    expect(asksAboutTheWorld("How do you say 'thank you very much' in Spanish?", knowsNobody)).toBe(true);
    expect(asksAboutTheWorld("How do I say my daughter's name in Japanese?", knowsNobody)).toBe(false);
    expect(asksAboutTheWorld('How do I say no to my boss?', knowsNobody)).toBe(false);
  });
});

describe('a Chinese why-question', () => {
  it('asks a cause in general, unless it asks about one event: a perfective, a point in a story, one occurrence', () => {
    expect(asksAboutTheWorld('猫为什么那么喜欢钻纸箱？')).toBe(true);
    expect(asksAboutTheWorld('冰箱不制冷一般是什么原因？')).toBe(true);
    expect(asksAboutTheWorld('柯基为什么很多都没有尾巴？')).toBe(true);
    expect(asksAboutTheWorld('天空为什么是蓝色的？')).toBe(true);
    expect(asksAboutTheWorld('为什么给豆豆换了狗粮?')).toBe(false);
    expect(asksAboutTheWorld('相城那套为什么没买成？')).toBe(false);
    expect(asksAboutTheWorld('厨房和阳台为什么最后没打通？')).toBe(false);
    expect(asksAboutTheWorld('当初中文学校为什么要从周六改到周日？')).toBe(false);
    expect(asksAboutTheWorld('科目二第一次是因为什么挂的?')).toBe(false);
  });

  it('asks the reason someone gave when a person is said to have said it (session 46)', () => {
    expect(asksAboutTheWorld('医生说拉软便是什么原因？')).toBe(false);
    expect(asksAboutTheWorld('教练说为啥要先练蛙泳？')).toBe(false);
    expect(asksAboutTheWorld('拉软便是什么原因？')).toBe(true);
    // 为什么说 asks why a saying holds, of anyone.
    expect(asksAboutTheWorld('为什么说吃辣伤胃？')).toBe(true);
  });
});

describe('a task for the neighbours', () => {
  it('is about the user’s own surroundings, not text that names nobody', () => {
    expect(asksAboutTheWorld('Help me write a polite note to the family next door')).toBe(false);
    expect(asksAboutTheWorld('帮我写段话，客客气气地跟楼上说说晚上动静的事')).toBe(false);
    expect(asksAboutTheWorld('Write a short poem about autumn')).toBe(true);
  });
});

describe('a familiar form of address (session 48)', () => {
  it('reads a question about what 老周 or 小王 said as about someone the user knows, though it holds a generic marker', () => {
    expect(asksAboutTheWorld('老周推荐的二手散件一般什么价？')).toBe(false);
    expect(asksAboutTheWorld('二手散件一般什么价？')).toBe(true);
  });
});

describe('a generic marker inside what points into the conversation', () => {
  it('reads a telling reported in the past and a Chinese third-person pronoun as pointing back', () => {
    expect(pointsIntoTheConversation('How long did the doctor say it usually takes to get better?')).toBe(true);
    expect(asksAboutTheWorld('How long did the doctor say it usually takes to get better?')).toBe(false);
    expect(asksAboutTheWorld('How long does it usually take to recover from a cold?')).toBe(true);
    expect(asksAboutTheWorld('它一般几点开始折腾？')).toBe(false);
    expect(asksAboutTheWorld('仓鼠一般几点开始活动？')).toBe(true);
  });

  it('leaves a question of kinds about the world: no pronoun in 吉他 or 其他', () => {
    expect(pointsIntoTheConversation('民谣吉他和古典吉他有什么区别？')).toBe(false);
    expect(pointsIntoTheConversation('其他人一般怎么做？')).toBe(false);
    expect(pointsIntoTheConversation('How long does it usually take to recover from Bell’s palsy?')).toBe(false);
  });
});

describe('a measure in the genitive is no kind asked (session 58)', () => {
  it('reads "does a year\'s membership" as one membership a year long, not "does a …" of a kind', () => {
    expect(asksAboutTheWorld("How much does a year's membership cost at present?")).toBe(false);
    expect(asksAboutTheWorld("How much would a week's stay at the cabin cost?")).toBe(false);
    expect(asksAboutTheWorld('How much does a membership usually cost?')).toBe(true);
    expect(asksAboutTheWorld('Can a dog eat grapes?')).toBe(true);
  });
});

describe('a why-question in the cleft 是为什么…的 (session 61)', () => {
  it('asks the reason for one past event, not a cause in general', () => {
    expect(asksAboutTheWorld('按摩椅是为什么买的？')).toBe(false);
    expect(asksAboutTheWorld('猫为什么喜欢钻纸箱？')).toBe(true);
    expect(asksAboutTheWorld('天空为什么是蓝的？')).toBe(true);
  });
});

describe('a change asked why (session 62)', () => {
  it.each(['书名为什么要改？', '为啥要改签', '为什么给仓鼠改名？', '旅拍为啥改期？', '为什么要换商标代理公司？'])('reads %s as asking of one event, the asker\'s', (question) => {
    expect(asksAboutTheWorld(question)).toBe(false);
  });

  it.each(['为什么要改善睡眠？', '国家为什么要改革户籍制度？', '猫为什么喜欢钻纸箱？'])('still reads %s as asking a cause in general', (question) => {
    expect(asksAboutTheWorld(question)).toBe(true);
  });
});
