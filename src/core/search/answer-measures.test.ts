import { describe, expect, it } from 'vitest';
import { askedMeasure, statesDurationAsked, statesEstimatedScore, statesMeasure } from './answer-measures.js';

describe('amounts told without their unit or with Latin punctuation', () => {
  it('ends a number at a comma or full stop that no digit follows, and reads digit groups whole', () => {
    expect(statesMeasure('money', '我们搬到了车公庙附近一个两居室,月租6800,两个人平摊')).toBe(true);
    expect(statesMeasure('money', 'Bumped that up to 550, prices keep climbing.')).toBe(true);
    expect(statesMeasure('money', 'paid 1,400 for it')).toBe(true);
    expect(statesMeasure('money', '2026年搬家')).toBe(false);
    expect(statesMeasure('money', '1,2,3 go')).toBe(false);
    // A price per piece told bare after 一 and a measure word (session 41); a frequency is none.
    expect(statesMeasure('money', '卖我自己做的树脂干花耳环，一对三十五，第一晚卖出去十一对！')).toBe(true);
    expect(statesMeasure('money', '医生说一天两次，饭后吃。')).toBe(false);
    // Per pair, per visit and per month too (session 52); a count of times still is none.
    expect(statesMeasure('money', '球拍是队里统一买的，一副九十。')).toBe(true);
    expect(statesMeasure('money', '私教课一次三百，我买了十次。')).toBe(true);
    expect(statesMeasure('money', '那个单间一个月两千八。')).toBe(true);
    expect(statesMeasure('money', '球拍一副，队里统一发的。')).toBe(false);
    expect(statesMeasure('money', '一周三次，每次一小时。')).toBe(false);
    expect(statesMeasure('money', '每周去三次，一次两小时。')).toBe(false);
    expect(statesMeasure('money', 'we got 12 chickens')).toBe(false);
    // A sum to the cent is a price without its unit (session 44); a grade or a height to the hundredth is none, nor a percentage.
    expect(statesMeasure('money', '猫抓板价格又调回18.99了，旺季嘛。')).toBe(true);
    expect(statesMeasure('money', 'Relisted it at 24.50 on Friday')).toBe(true);
    expect(statesMeasure('money', 'My GPA is 3.85 now')).toBe(false);
    expect(statesMeasure('money', '身高1.75米')).toBe(false);
    expect(statesMeasure('money', 'conversion went up to 12.75% this month')).toBe(false);
  });

  it('reads an English cardinal spelled out before a unit as a number (session 45)', () => {
    expect(statesMeasure('weight', "It's foam over a PVC core, and it weighs under two pounds.")).toBe(true);
    expect(statesMeasure('distance', 'The loop is twenty-five miles from the trailhead.')).toBe(true);
    expect(statesMeasure('weight', 'Bought half a kilo of coffee beans.')).toBe(true);
    expect(statesMeasure('weight', 'Two of us carried it up the stairs.')).toBe(false);
    expect(statesMeasure('distance', 'Someone told me about it.')).toBe(false);
  });

  it('reads a bare weight after a verb of reaching one, or a reading to a tenth, not a count of days', () => {
    expect(statesMeasure('weight', '终于突破平台期了,现在59.8!')).toBe(true);
    expect(statesMeasure('weight', '体重卡在62快三周了,平台期好烦。')).toBe(true);
    expect(statesMeasure('weight', '一个多月了,瘦到64.5了!')).toBe(true);
    expect(statesMeasure('weight', "I'm down to 160 now")).toBe(true);
    expect(statesMeasure('weight', '体重卡在62天')).toBe(false);
    // A weight that came back (涨回, 掉回), or said a few characters after 体重.
    expect(statesMeasure('weight', '最近又开始吃火锅了。体重又涨回80了。')).toBe(true);
    expect(statesMeasure('weight', '过完年胖回72了')).toBe(true);
    expect(statesMeasure('weight', '体重又涨了三天')).toBe(false);
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
    // A test scored in percent.
    expect(statesMeasure('score', 'Results: passed theory with 78% and passed service, but failed tasting.')).toBe(true);
    expect(statesMeasure('score', '模拟考正确率百分之九十二')).toBe(true);
    expect(statesMeasure('score', 'Results: passed theory and passed service, but failed tasting.')).toBe(false);
    expect(statesMeasure('score', '11 月 22 号考了，总分 7，听力 8，阅读 7.5，写作 6.5')).toBe(true);
    expect(statesMeasure('score', '11 月 22 号考了，听力和阅读都有进步')).toBe(false);
    // An estimated score answers a question asking an estimate only (session 50); a number got on a test is a result.
    expect(statesEstimatedScore('甜甜中考考完了，估分六百二十多，在等成绩。', '甜甜中考估了多少分？')).toBe(true);
    expect(statesEstimatedScore('甜甜中考考完了，估分六百二十多，在等成绩。', '闺女高考实际考了多少分？')).toBe(false);
    expect(statesMeasure('score', '甜甜中考考完了，估分六百二十多，在等成绩。')).toBe(false);
    expect(statesMeasure('score', 'Emma got 1450 on the SAT.')).toBe(true);
    expect(statesMeasure('score', "I'm scoring around 158 on practice tests")).toBe(true);
    expect(statesMeasure('score', 'Emma got on the bus to the SAT.')).toBe(false);
    expect(statesMeasure('code', 'Plot 14B at Hawthorn Lane')).toBe(true);
    expect(statesMeasure('code', 'a half plot at Hawthorn Lane')).toBe(false);
    // A sum after a currency sign is no number of anything (session 50).
    expect(statesMeasure('code', 'Applied online, $185 fee, approval takes about three weeks.')).toBe(false);
    expect(statesMeasure('code', 'Applied online, permit 185-2231, $185 fee.')).toBe(true);
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

describe('sides of the body (session 50)', () => {
  it('asks which of a pair in Chinese choices and measure words, or "left or right", and reads 左 / 右 / both', () => {
    expect(askedMeasure('我爸崴的是左脚还是右脚？')).toBe('side');
    expect(askedMeasure('我哪只眼睛做的手术？')).toBe('side');
    expect(askedMeasure('Did I hurt my left or right knee?')).toBe('side');
    expect(askedMeasure('我住在哪边？')).toBeUndefined();
    expect(askedMeasure('Which side of town do we live on?')).toBeUndefined();
    expect(statesMeasure('side', '我爸爬坡把左脚崴了')).toBe(true);
    expect(statesMeasure('side', '两只眼睛都做了')).toBe(true);
    expect(statesMeasure('side', 'I twisted my right knee skiing')).toBe(true);
    expect(statesMeasure('side', '就是我爸在肇兴爬坡把脚崴了，还好不严重。')).toBe(false);
    // 左右 is "about", no side.
    expect(statesMeasure('side', '崴了脚，休息了十天左右')).toBe(false);
    expect(statesMeasure('side', 'I twisted my knee skiing')).toBe(false);
  });
});

describe('sizes, directions and addresses (session 37)', () => {
  it('asks a size, a direction or an address only in those words, and a temperature with its noun in between', () => {
    expect(askedMeasure('What size are my climbing shoes?')).toBe('size');
    expect(askedMeasure('那台车架是多大尺码的?')).toBe('size');
    expect(askedMeasure('我家阳台朝哪个方向？')).toBe('direction');
    expect(askedMeasure('Which way does the balcony face?')).toBe('direction');
    expect(askedMeasure('What\'s the address of Dr. Lau\'s office?')).toBe('address');
    expect(askedMeasure('诊所在哪条路上?')).toBe('address');
    expect(askedMeasure("What's the water temperature in my tank?")).toBe('temperature');
    // A field of study and a way of eating are no directions.
    expect(askedMeasure('我读研是什么方向来着？')).toBeUndefined();
    expect(askedMeasure('What way of eating am I following these days?')).toBeUndefined();
    // Square units ask an area.
    expect(askedMeasure('What size is the flat in square feet?')).toBe('area');
  });

  it('reads a size in units, on a scale or in letters, a compass point, and a street with its type word', () => {
    expect(statesMeasure('size', 'street size is a 10 so they are 8.5')).toBe(true);
    expect(statesMeasure('size', '买了台崔克，M码，五千八')).toBe(true);
    expect(statesMeasure('size', 'Set up a 40-gallon planted tank')).toBe(true);
    expect(statesMeasure('size', 'We got a 65-inch LG')).toBe(true);
    expect(statesMeasure('size', 'Bought climbing shoes for $89 at REI')).toBe(false);
    expect(statesMeasure('size', "I'm taking the shoes back")).toBe(false);
    expect(statesMeasure('direction', '阳台朝南，光照足')).toBe(true);
    expect(statesMeasure('direction', 'the south-facing bedroom')).toBe(true);
    expect(statesMeasure('direction', '阳台开始种菜了，买了4个长条花盆')).toBe(false);
    expect(statesMeasure('address', 'the office is at 1420 Bloor Street')).toBe(true);
    expect(statesMeasure('address', 'a quilting class at Stitch & Bobbin on Monroe Street')).toBe(true);
    expect(statesMeasure('address', '诊所在中山路上')).toBe(true);
    expect(statesMeasure('address', 'My optometrist is Dr. Lau, I see her every two years.')).toBe(false);
    expect(statesMeasure('address', '一家是家附近的民营诊所，叫皓齿口腔')).toBe(false);
  });
});

describe('durations (session 37)', () => {
  it('asks a duration with 多久 and 多长时间, not a frequency (多久…一次), and reads a frequency told', () => {
    expect(askedMeasure('新电池保修多长时间？')).toBe('duration');
    expect(askedMeasure('三岁的小孩一天要睡多久？')).toBe('duration');
    expect(askedMeasure('我的车要多久保养一次')).toBeUndefined();
    expect(statesMeasure('duration', '我开的是比亚迪秦，每天上下班来回六十公里')).toBe(false);
    expect(statesMeasure('duration', '我每周去两次健身房')).toBe(true);
    expect(statesMeasure('duration', '换了块新的铅酸电池，旧电池抵了150，最后付了480')).toBe(false);
  });

  it('asks a duration with "how long" in the perfect, answered by when the span began (session 44)', () => {
    expect(askedMeasure('How long have I lived in Lisbon?')).toBe('duration');
    expect(askedMeasure('How long has Maya been playing cello?')).toBe('duration');
    expect(askedMeasure('How long was the flight?')).toBeUndefined();
    expect(statesMeasure('duration', 'I moved to Lisbon in 2023')).toBe(true);
  });

  it('reads a duration at the start of a sentence, in any case, and a month only capitalised', () => {
    expect(statesMeasure('duration', "Seven years now, and I've finally found my real muses")).toBe(true);
    expect(statesMeasure('duration', 'Since I was 17 or so.')).toBe(true);
    expect(statesMeasure('duration', 'I have been painting since March')).toBe(true);
    expect(statesMeasure('duration', 'we may go back in may')).toBe(false);
  });
});

describe('ranks (session 38)', () => {
  it('asks a place in a ranking with 第几名, 名次, 几等奖 and "what place", not a prize by name', () => {
    expect(askedMeasure('我妈她们比赛最后拿了第几名？')).toBe('rank');
    expect(askedMeasure('我们的节目最后拿了几等奖？')).toBe('rank');
    expect(askedMeasure('乐乐参加比赛拿了什么名次?')).toBe('rank');
    expect(askedMeasure('What place did Theo finish in?')).toBe('rank');
    expect(askedMeasure('社区摄影比赛得奖给了什么奖品？')).toBeUndefined();
    expect(askedMeasure('Which place did we stay at in Lisbon?')).toBeUndefined();
  });

  it('reads a rank, a prize grade, a medal or a placing, not the plan to compete', () => {
    expect(statesMeasure('rank', '比赛打完了，七轮拿了五分，排第九')).toBe(true);
    expect(statesMeasure('rank', '我们的节目拿了二等奖，奖金两千')).toBe(true);
    expect(statesMeasure('rank', '小组赛进了前八强')).toBe(true);
    expect(statesMeasure('rank', '小组赛打进了前8名')).toBe(true);
    expect(statesMeasure('rank', 'I finished 3rd in my age group')).toBe(true);
    expect(statesMeasure('rank', 'Theo took second place at the science fair')).toBe(true);
    expect(statesMeasure('rank', '这个月要参加协会的五百公里比赛')).toBe(false);
    expect(statesMeasure('rank', "I won't know the results until Friday")).toBe(false);
    expect(statesMeasure('rank', 'We won the pub quiz again')).toBe(true);
    expect(statesMeasure('rank', '前几天刚报了名，跳《最炫民族风》，她是领舞')).toBe(false);
  });

  it('reads a money noun after "what is" and a verb of charging or paying after "what did" as asking money (session 41)', () => {
    for (const question of ["What's my accountant's hourly fee?", 'What was the ferry fare?', 'What did the piano tuner charge after the move?', 'What do I pay for parking at work?', "What's the deposit on the flat?"]) expect(askedMeasure(question), question).toBe('money');
    expect(askedMeasure("What's my 401(k) balance right now?")).toBe('money');
    // A rate of pay asks a sum; a heart rate or an interest rate does not (session 44).
    expect(askedMeasure("What's my hourly rate at Canopy now?")).toBe('money');
    expect(askedMeasure('What is the day rate for the crew?')).toBe('money');
    expect(askedMeasure("What's my resting heart rate?")).not.toBe('money');
    // The money noun must head its phrase.
    for (const question of ["What's my rent day?", "What's the payment method?", "What's my loan officer's name?", "What's my premium membership?", 'What did I eat for dinner?']) expect(askedMeasure(question), question).not.toBe('money');
    expect(askedMeasure('What altitude do I live at?')).toBe('distance');
    expect(askedMeasure("What's the elevation of our cabin?")).toBe('distance');
  });
});

describe('a payment and "what is … speed" (session 43)', () => {
  it('reads a payment as a money noun where it heads its phrase, and "what is my … speed" as a speed', () => {
    expect(askedMeasure("What's the monthly payment on the Kia loan?")).toBe('money');
    expect(askedMeasure("What's my typing speed?")).toBe('speed');
    expect(askedMeasure('What was the wind speed at the summit?')).toBe('speed');
    // Still only where the noun heads its phrase: "the payment method" asks no sum (above).
    expect(askedMeasure("What's the payment method?")).not.toBe('money');
  });
});

describe('dimensions told with "by" (session 42)', () => {
  it('states a size: "8 by 4", "10 by 6 foot", not "by" before a time or a count of its own', () => {
    expect(statesMeasure('size', 'Baseboards are built. I went 8 by 4 in the end because the loft hatch is narrow.')).toBe(true);
    expect(statesMeasure('size', 'Planning a 10 by 6 foot layout in the loft.')).toBe(true);
    expect(statesMeasure('size', 'The rug is 8 by 10 feet.')).toBe(true);
    expect(statesMeasure('size', 'I need to be home by 6 and the rug came by post.')).toBe(false);
  });
});

describe('dues, pay and a ratio (session 46)', () => {
  it('reads dues and pay as money nouns, and a verb of paying up to eight words on', () => {
    expect(askedMeasure('How much are the rocketry club dues?')).toBe('money');
    expect(askedMeasure("What's my hourly pay as a turbine tech?")).toBe('money');
    expect(askedMeasure('how much did the ER visit for my wrist cost me')).toBe('money');
    expect(askedMeasure("What's my pay day?")).not.toBe('money');
  });

  it('reads "how much is / were" a thing made, a possession or a ticket as its price, not a substance', () => {
    expect(askedMeasure('How much were my Korean Air tickets?')).toBe('money');
    expect(askedMeasure('How much is my monthly foster care reimbursement?')).toBe('money');
    expect(askedMeasure('How much was my ENT copay?')).toBe('money');
    expect(askedMeasure('How much was the car?')).toBe('money');
    expect(askedMeasure('How much were the shoes?')).toBe('money');
    expect(askedMeasure('How much was the rain?')).toBeUndefined();
    expect(askedMeasure('How much is the water in the tank?')).toBeUndefined();
  });

  it('takes no sum from 万 or 千 before a unit of something else', () => {
    expect(statesMeasure('money', '买了辆二手的比亚迪秦，开了三万公里的。')).toBe(false);
    expect(statesMeasure('money', '今天走了两万多步')).toBe(false);
    expect(statesMeasure('money', '首付花了三十万，还贷了两万多')).toBe(true);
    expect(statesMeasure('money', '月薪两万，年终另算')).toBe(true);
  });

  it('takes no sum from a ratio or a grade of grit', () => {
    expect(statesMeasure('money', 'The first stage is coarse 60/90 grit for a week.')).toBe(false);
    expect(statesMeasure('money', 'paid 90 for the grit')).toBe(true);
  });
});


describe('measuring as a verb phrase (session 48)', () => {
  it('does not ask a size when 尺寸 is what is measured: 上门量尺寸是哪天？ asks a day', () => {
    expect(askedMeasure('上门量尺寸是哪天？')).toBeUndefined();
    expect(askedMeasure('窗户尺寸是多少？')).toBe('size');
  });
});

describe('clock times, thousands of miles, sums in words and the time between two events (session 49)', () => {
  it('takes no sum from the minutes of a time of day, after a weekday too', () => {
    expect(statesMeasure('money', 'A1 evening class, Tuesdays and Thursdays 6:30 to 8.')).toBe(false);
    expect(statesMeasure('money', '每周三晚上7：45下课')).toBe(false);
    expect(statesMeasure('money', 'Rent is 1400, due on the 1st')).toBe(true);
  });

  it('takes no sum from thousands before a unit of length, and a sum from thousands before any other word', () => {
    expect(statesMeasure('money', 'a used 2021 Kia Niro hybrid, silver, 38k miles')).toBe(false);
    expect(statesMeasure('money', "I'm paying off a student loan, about 23k left")).toBe(true);
    expect(statesMeasure('money', 'They offered 95k base plus bonus')).toBe(true);
  });

  it('reads a sum spelled out in words, not pounds', () => {
    expect(statesMeasure('money', "They charge a dollar a minute if you're late")).toBe(true);
    expect(statesMeasure('money', 'It was fifty bucks at the door')).toBe(true);
    expect(statesMeasure('money', 'Picked up two pounds of flour')).toBe(false);
  });

  it('expects no duration of the time between two events in Chinese, which their days tell', () => {
    expect(askedMeasure('从挂牌260万到降价，中间隔了多久？')).toBeUndefined();
    expect(askedMeasure('从摔伤到做完手术隔了几天？')).toBeUndefined();
    expect(askedMeasure('How many days after the surgery did I go back to work?')).toBe('duration');
    expect(askedMeasure('我在银行干了几年？')).toBe('duration');
    expect(askedMeasure('How many years have I worked there?')).toBe('duration');
  });
});

describe('floors and distances written as people write them (session 49)', () => {
  it('reads a floor joined by a hyphen and thousands of miles', () => {
    expect(statesMeasure('floor', "I'm now in a third-floor walk-up in Medford")).toBe(true);
    expect(statesMeasure('distance', 'a used 2021 Kia Niro hybrid, silver, 38k miles')).toBe(true);
    expect(statesMeasure('distance', 'ran a 5k yesterday morning')).toBe(false);
  });
});

describe('percentage points asked with 几个点 (session 49)', () => {
  it('asks a percentage with 几个点 / 多少个点, not a time of day', () => {
    expect(askedMeasure('公司现在公积金按几个点交？')).toBe('percent');
    expect(askedMeasure('房贷利率比去年低了多少个点？')).toBe('percent');
    expect(askedMeasure('明天几点出发？')).toBeUndefined();
    expect(statesMeasure('percent', '公司从一月开始把公积金比例降到了8%')).toBe(true);
  });
});

describe('a duration asked in years or months (session 49)', () => {
  it('is not told by a span of the week or the clock, which still tells days and hours', () => {
    expect(statesDurationAsked('用户在招商银行一个支行当柜员，每天数钱数到手抽筋，周六还得轮班。', '我在银行干了几年？')).toBe(false);
    expect(statesDurationAsked('用户在招商银行一个支行当柜员，周一到周五上班', '我每周上几天班？')).toBe(true);
    expect(statesDurationAsked('2019年进的招行', '我在银行干了几年？')).toBe(true);
    expect(statesDurationAsked('I work Mondays to Fridays', 'How many years have I worked there?')).toBe(false);
  });

  it('is asked by 上几天班 / 上几天课 (days at work or class), not by 上几周 (the last few weeks)', () => {
    expect(askedMeasure('我每周上几天班？')).toBe('duration');
    expect(askedMeasure('孩子一周上几天课？')).toBe('duration');
    expect(askedMeasure('上几周太忙了，今天有空吗？')).toBeUndefined();
    expect(statesDurationAsked('我在招商银行当柜员，周一到周五上班。', '我每周上几天班？')).toBe(true);
  });

  it('is told by a start the memory dates ("I\'ve started learning", 开始学)', () => {
    expect(statesDurationAsked("I've started learning to ring church bells at St. Michael's", 'How many months have I been learning to ring?')).toBe(true);
    expect(statesDurationAsked('上个月开始学游泳了', '我学游泳几个月了？')).toBe(true);
  });

  it('is told by the getting of a thing for how long one has had it (session 54)', () => {
    expect(statesDurationAsked("We've got sheep! Four Shetland ewes from a farm near Hexham, £120 each.", 'About how long have I had the sheep now?')).toBe(true);
    expect(statesDurationAsked('家里终于买了扫地机器人，石头的P10。', '扫地机买回来多久了？')).toBe(true);
    // Only for a span of having: not for how long one has done something, nor a span of the day.
    expect(statesDurationAsked('We bought a keyboard for the kids.', 'How long have I been playing the piano?')).toBe(false);
    expect(statesDurationAsked('We bought a keyboard for the kids.', 'How many hours a day do I practise?')).toBe(false);
    expect(statesDurationAsked('我在学游泳，买了副泳镜。', '我学游泳几个月了？')).toBe(false);
    // The getting of the thing asked, not of anything else.
    expect(statesDurationAsked('I got a flat tire on the way to work.', 'Roughly how many months have I had the e-bike now?')).toBe(false);
    expect(statesDurationAsked('Finally bought the e-bike, a Rad Power.', 'Roughly how many months have I had the e-bike now?')).toBe(true);
    // Someone else's getting tells nothing of the user's having.
    expect(statesDurationAsked('Femi got an e-bike too, a Tern HSD, so we ride together.', 'Roughly how many months have I had the e-bike now?')).toBe(false);
    expect(statesDurationAsked('Got the e-bike! Collected it today.', 'Roughly how many months have I had the e-bike now?')).toBe(true);
  });

  it('is told only by a span for a habit, not by when something began (session 54)', () => {
    expect(statesDurationAsked('入坑天文摄影了，一万出头。上周末跑到安吉山上拍了人生第一张仙女座星系。', '我单张曝光一般多长时间？')).toBe(false);
    expect(statesDurationAsked('My residency starts in July 2030.', 'How long is her residency program?')).toBe(false);
    expect(statesDurationAsked('The residency is three years.', 'How long is her residency program?')).toBe(true);
    expect(statesDurationAsked('补办身份证，说是二十个工作日能拿。', '补办身份证一般要多久？')).toBe(true);
    // 这几天 is a time near now, and 六月 a month, no span; a month still dates a span up to now or until a coming day.
    expect(statesDurationAsked('这几天先穿着二级压力的弹力袜。', '我一般穿多久弹力袜？')).toBe(false);
    expect(statesDurationAsked('我三月搬来柏林的。', '我来柏林多久了？')).toBe(true);
    expect(statesDurationAsked('准备九月份参加区里的老年运动会。', '我们要参加的那场比赛离现在大概还有多久？')).toBe(true);
  });
});

describe('a price per day or visit with its unit after the sum (session 53)', () => {
  it('reads 八百八一天 as money, and 一天 alone after a count as none', () => {
    expect(statesMeasure('money', '今天上了一天帆船体验课，八百八一天，装备全包。')).toBe(true);
    expect(statesMeasure('money', '客栈一千二一晚，有点贵。')).toBe(true);
    expect(statesMeasure('money', '每天走八千步，坚持了一天。')).toBe(false);
    expect(statesMeasure('money', '我们一天走了三个景点。')).toBe(false);
  });

  it('reads a sum under a hundred after a word of paying or a total (鱼加缸一共八十五), not a count', () => {
    expect(statesMeasure('money', '鱼加一个三升的小圆缸一共八十五。')).toBe(true);
    expect(statesMeasure('money', '这次体检花了六十，挺便宜。')).toBe(true);
    expect(statesMeasure('money', '我们一共八个人。')).toBe(false);
  });
});

describe('a number hyphenated to its unit (session 53)', () => {
  it('is a compound of the number and the unit, no bare sum or reading', () => {
    expect(statesMeasure('temperature', 'We set up a 20-gallon tank for the crabs.')).toBe(false);
    expect(statesMeasure('money', 'It is a 10-minute walk from the station.')).toBe(false);
    expect(statesMeasure('money', 'Paid 550 for it.')).toBe(true);
  });
});

describe('a depth, width or thickness, and hours asked (session 55)', () => {
  it('asks a distance of "how deep / wide / thick" and 多深 / 多宽 / 多厚, not of an eye\'s 近视多深', () => {
    expect(askedMeasure('How deep is the bedding in the gerbil tank?')).toBe('distance');
    expect(askedMeasure('How thick was the ice on the lake?')).toBe('distance');
    expect(askedMeasure('地基挖了多深？')).toBe('distance');
    expect(askedMeasure('楼道拐角最窄的地方多宽？')).toBe('distance');
    expect(askedMeasure('我右边那只眼睛近视多深来着？')).not.toBe('distance');
    expect(askedMeasure("How many millimetres across was Claire's mole?")).toBe('distance');
    expect(askedMeasure('How many inches of snow did we get?')).toBe('distance');
    expect(statesMeasure('distance', '拐角最窄的地方88公分，按摩椅包装宽85，勉强能过。')).toBe(true);
  });

  it('tells hours or minutes by a span in them or of the clock, not by days or a start', () => {
    expect(statesDurationAsked('Survived my first Valentine\'s at the shop: I made 212 arrangements over two days.', 'How many hours did I work on Valentine\'s Day?')).toBe(false);
    expect(statesDurationAsked('I worked 11 hours straight on Valentine\'s Day.', 'How many hours did I work on Valentine\'s Day?')).toBe(true);
    expect(statesDurationAsked('Shift was from 8 to 6, no lunch.', 'How many hours did I work on Valentine\'s Day?')).toBe(true);
    expect(statesDurationAsked('高铁去年开通的，坐了一趟。', '北京西到武汉的高铁要坐几个小时？')).toBe(false);
    expect(statesDurationAsked('高铁四个半小时就到了。', '北京西到武汉的高铁要坐几个小时？')).toBe(true);
    expect(statesDurationAsked('半小时就能到。', '开车过去要几个小时？')).toBe(true);
  });

  it('reads a span asked of every day (每天练多长时间) as a habit: told by a span, not a start', () => {
    expect(statesDurationAsked('九月开始学口琴了，买的是铃木的二十四孔复音口琴。', '我每天练多长时间口琴？')).toBe(false);
    expect(statesDurationAsked('口琴每天练四十分钟。', '我每天练多长时间口琴？')).toBe(true);
    expect(statesDurationAsked('每天晚上8点到9点练琴。', '我每天练多长时间口琴？')).toBe(true);
  });
});

describe('a sum spent before what it bought, and an exam part\'s bare score (session 55)', () => {
  it('reads 花三百二买了根球杆 as money, not 花了三天', () => {
    expect(statesMeasure('money', '队长是老邵，我花三百二买了根碳纤维的球杆。')).toBe(true);
    expect(statesMeasure('money', '在兰花市场花一千一买了盆春兰。')).toBe(true);
    expect(statesMeasure('money', '花了三天才买到票。')).toBe(false);
  });

  it('reads 理论78 as a score, not 理论上要3天', () => {
    expect(statesMeasure('score', '证拿到了！实操满分，理论78，擦线过。')).toBe(true);
    expect(statesMeasure('score', '笔试82，面试还没出。')).toBe(true);
    expect(statesMeasure('score', '理论上要3天才能到。')).toBe(false);
  });
});

describe('years or months asked, not told by hours or a rate (session 56)', () => {
  it('reads neither a span of hours nor a rate as the years asked', () => {
    expect(statesDurationAsked('首付三万，买了辆二手的埃安S，月供两千一。每天跑十个小时，流水三百五左右。', '我的车贷要还几年？')).toBe(false);
    expect(statesDurationAsked('车贷分三年还，月供两千一。', '我的车贷要还几年？')).toBe(true);
    expect(statesDurationAsked('车是租的，一个月租金三千三。', '我在厂里干了多少年？')).toBe(false);
    expect(statesDurationAsked('在厂里干了一年三个月。', '我在厂里干了多少年？')).toBe(true);
    expect(statesDurationAsked("It's $1,050 a month and I work 10 hours a day.", 'How many years is our lease?')).toBe(false);
    expect(statesDurationAsked('We signed a two-year lease.', 'How many years is our lease?')).toBe(true);
  });

  it('keeps the rate where the question asks a number of its units (几个月的工资)', () => {
    expect(statesDurationAsked('现在开一台卡特320，一个月8500，包吃住。', '他要出的钱相当于我几个月的工资？')).toBe(true);
  });

  it('reads "how high up" as a height', () => {
    expect(askedMeasure('How high up is the trapeze platform?')).toBe('distance');
    expect(askedMeasure('How high is my blood pressure now?')).toBeUndefined();
  });
});

describe('a price by weight, and the span of one past event (session 56)', () => {
  it('reads no weight in a price by weight', () => {
    expect(statesMeasure('weight', '春茶卖得不错，毛茶一斤卖到了三百六。')).toBe(false);
    expect(statesMeasure('weight', '每斤八块，买了两袋。')).toBe(false);
    expect(statesMeasure('weight', 'Picked up brisket at $12 a pound.')).toBe(false);
    expect(statesMeasure('weight', '今年做了八百斤毛茶。')).toBe(true);
    expect(statesMeasure('weight', '称了一下，一斤三两。')).toBe(true);
  });

  it('tells the span of one past event by a span, not by its date', () => {
    expect(statesDurationAsked('2031年7月俱乐部组织环湖三十公里长划，我已经报名了。', '环湖长划那次我划了多长时间？')).toBe(false);
    expect(statesDurationAsked('环湖长划划了五个多小时，累瘫了。', '环湖长划那次我划了多长时间？')).toBe(true);
    expect(statesDurationAsked('We did the Half Dome hike on June 3.', 'How long did the Half Dome hike take?')).toBe(false);
    expect(statesDurationAsked('Half Dome took us eleven hours round trip.', 'How long did the Half Dome hike take?')).toBe(true);
  });
});

describe('money, weight and percent asked in more forms (session 56)', () => {
  it('reads a possessive or a hyphened word before the verb, and paying, spending, tipping', () => {
    expect(askedMeasure("How much does Kelsey's La Ventana camp cost?")).toBe('money');
    expect(askedMeasure('How much does a pump-out cost at my marina?')).toBe('money');
    expect(askedMeasure('How much am I paying for errors-and-omissions insurance?')).toBe('money');
    expect(askedMeasure('How much per day was I supposed to tip each porter?')).toBe('money');
    expect(askedMeasure('How much progress am I making?')).toBeUndefined();
  });

  it('reads 收入 / 保额 asked as money, 百分之多少 as a percent, "is … expected to weigh" as a weight', () => {
    expect(askedMeasure('我自己一个月收入多少？')).toBe('money');
    expect(askedMeasure('减保以后保额变成多少了？')).toBe('money');
    expect(askedMeasure('我老公的精子活力是百分之多少？')).toBe('percent');
    expect(askedMeasure("How much is Saffron expected to weigh when she's full grown?")).toBe('weight');
  });
});

describe('codes, rates of pay and the sizes of machines (session 59)', () => {
  it('reads the heads of Chinese identifier compounds, an ID, and "what … number is" as a code', () => {
    for (const question of ['子墨的学籍号是多少？', '我的专利申请号是多少？', '我们住的水屋房间号是多少？', '我的WCA ID是多少？', 'What number is on my hockey jersey?', 'What flight number are we on?']) {
      expect(askedMeasure(question)).toBe('code');
    }
    expect(askedMeasure('挂号多少钱？')).toBe('money');
    expect(askedMeasure('What uric acid number am I supposed to get under?')).toBeUndefined();
    expect(askedMeasure('What number of people came?')).toBeUndefined();
  });

  it('reads a number of a substance or an attribute as a reading taken, not a code (session 60)', () => {
    expect(askedMeasure('What was my cholesterol number at the last check?')).toBeUndefined();
    expect(askedMeasure('What are my blood pressure numbers?')).toBeUndefined();
    for (const question of ["What's my policy number?", "What's my locker number?", 'What was the confirmation number?']) expect(askedMeasure(question)).toBe('code');
  });

  it('reads what someone is charging or paying, in the progressive, as money (session 60)', () => {
    expect(askedMeasure("What's the tutor charging us per session?")).toBe('money');
    expect(askedMeasure('What is the new roof costing us?')).toBe('money');
    expect(askedMeasure('What is Mia making for dinner?')).toBeUndefined();
  });

  it('reads a rate asked with no noun between as money', () => {
    expect(askedMeasure('How much an hour does Isla get at the café?')).toBe('money');
    expect(askedMeasure('How much per session is the tutor?')).toBe('money');
    expect(askedMeasure('How much water a day should I drink?')).toBeUndefined();
  });

  it('reads no speed in a sum after a currency sign', () => {
    expect(statesMeasure('speed', 'Sailing Club 420 dinghies, and the fee was $295.')).toBe(false);
    expect(statesMeasure('speed', 'We hit 120 on the highway.')).toBe(true);
  });

  it('tells hours asked by hours, never by a month or a date', () => {
    expect(statesDurationAsked('So the generator install is off until December 3.', 'How many hours has our generator run so far?')).toBe(false);
    expect(statesDurationAsked('It ran 40 hours straight during the ice storm.', 'How many hours has our generator run so far?')).toBe(true);
    // A month something began in still tells how long, asked without hours.
    expect(statesDurationAsked("I've been cubing since March.", 'How long have I been cubing?')).toBe(true);
  });

  it('tells a machine\'s size by the power or capacity it is sized by', () => {
    expect(statesMeasure('size', "It's a Generac Guardian 22kW on our existing natural gas line.")).toBe(true);
    expect(statesMeasure('size', '客厅装了一台1.5匹的空调。')).toBe(true);
    expect(statesMeasure('size', 'A 150cc scooter for the commute.')).toBe(true);
    expect(statesMeasure('size', "We're getting a standby generator from Brightline Electric.")).toBe(false);
  });
});

describe('nothing paid (session 61)', () => {
  it('reads the phrases that say no money changed hands as a price, not "free" alone', () => {
    expect(statesMeasure('money', 'Got ordained online tonight. Took ten minutes and cost nothing.')).toBe(true);
    expect(statesMeasure('money', 'They fixed it for free.')).toBe(true);
    expect(statesMeasure('money', "It didn't cost me a thing.")).toBe(true);
    expect(statesMeasure('money', '四颗六龄牙都封了，免费的。')).toBe(true);
    expect(statesMeasure('money', '大爷不收钱，我每回给他带两包烟。')).toBe(true);
    expect(statesMeasure('money', "I'm free on Saturday.")).toBe(false);
    expect(statesMeasure('money', 'She eats gluten-free now.')).toBe(false);
  });
});

describe('what a thing cost, asked with "what" (session 61)', () => {
  it('asks money of "what did … cost", as of "what did … charge"', () => {
    expect(askedMeasure('What did converting my licence cost in total?')).toBe('money');
    expect(askedMeasure('What did the two chemical treatments cost?')).toBe('money');
    expect(askedMeasure('What does a lesson cost me now?')).toBe('money');
    expect(askedMeasure('What did it take to get there?')).toBeUndefined();
  });
});

describe('a currency code before the sum (session 61)', () => {
  it('reads RM7, USD 40 and Rs. 500 as money, not a code inside a word or before no digits', () => {
    expect(statesMeasure('money', "I'm using J&T, about RM7 a parcel to West Malaysia.")).toBe(true);
    expect(statesMeasure('money', 'The visa fee was USD 40.')).toBe(true);
    expect(statesMeasure('money', 'Paid Rs. 500 for the auto.')).toBe(true);
    expect(statesMeasure('money', 'The CAD drawings are done.')).toBe(false);
    expect(statesMeasure('money', 'Went to the FARM7 market.')).toBe(false);
  });
});

describe('a numbered street and a part of the day as a span (session 62)', () => {
  it('reads a street named by its ordinal as an address, not an ordinal alone', () => {
    expect(statesMeasure('address', 'The Gable & Grind coffee shop on 9th Street wants a mural.')).toBe(true);
    expect(statesMeasure('address', 'the clinic at 1420 42nd Avenue')).toBe(true);
    expect(statesMeasure('address', 'We finished 9th out of eleven.')).toBe(false);
  });

  it('reads a part of the day or a whole day as a duration, not the part of the day as a time', () => {
    expect(statesMeasure('duration', '雇了一台收割机，一亩七十块，一上午就割完了。')).toBe(true);
    expect(statesMeasure('duration', '为了搬家忙了一整天。')).toBe(true);
    expect(statesMeasure('duration', 'Painting the fence took all afternoon.')).toBe(true);
    expect(statesMeasure('duration', '上午去银行办了卡。')).toBe(false);
    expect(statesMeasure('duration', 'I walk the dog in the afternoon.')).toBe(false);
  });

  it('leaves "all day" no answer to a question asking months', () => {
    expect(statesDurationAsked('The descents were brutal when it poured all day.', 'By how many months did the heel push the trip back?')).toBe(false);
    expect(statesDurationAsked('一亩七十块，一上午就割完了。', '全部割完用了多长时间？')).toBe(true);
    expect(statesDurationAsked("Patients stare at my arms all day, I'd rather it be just mine.", 'How many days passed between my consultation and getting tattooed?')).toBe(false);
  });
});
