"""tiny-stores-5: an evaluation-only set of 40 tiny users (u01-u20 colloquial Chinese, u21-u40
English), each with 1 to 4 one-line facts told on different days of 2026 (everyday life: work,
family, health, home, money, hobbies, pets, travel, study, food, transport, schedules), and 2-4
questions each asked at 2026-11-28 20:00 (+08:00).

Mix: about 45% answerable (paraphrases with little word overlap, requests whose good answer depends on
a fact, details a fact states, and a few updates where a later fact replaces an earlier one, marked
stale) and the rest abstain (evidence []): personal details never stated (often on the same subject
as a fact), general knowledge on a fact's subject that the fact does not answer, and unrelated
requests or trivia. Each question carries a tag in this script (r request, p paraphrase/detail,
u update, x unstated personal detail, g general knowledge on subject, n unrelated), stripped before
building.

Written in session 23 by a helper that read no other data set or generator (only the
tiny_store_case.py format builder), as an honest unseen test.

Usage: python3 make-tiny-stores-5.py > tiny-stores-5.json
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

A, U, S = "abstain", "update", "single-hop"

users = [
    ("u01", [
        ("2026-02-11", "我开始吃纯素了，肉蛋奶一概不碰。", "了解，纯素要注意补充维生素B12。"),
    ], [
        ("r", "今晚做点啥吃好？给我出个主意", [0], S),
        ("x", "我为啥决定这么吃的？", [], A),
        ("n", "珠穆朗玛峰有多高？", [], A),
    ]),
    ("u02", [
        ("2026-01-08", "我家狗子叫豆豆，三岁了，特别能拆家。", "哈哈，精力旺盛的狗狗得多遛遛。"),
        ("2026-05-19", "豆豆上周做了绝育，现在戴着伊丽莎白圈，委屈巴巴的。", "术后别让它舔伤口，一般十天左右拆线。"),
    ], [
        ("x", "豆豆是什么品种？", [], A),
        ("p", "我家毛孩子动过什么手术？", [1], S),
        ("p", "我的狗多大了？", [0], S),
        ("g", "狗做完绝育以后饭量要减多少？", [], A),
    ]),
    ("u03", [
        ("2026-03-03", "我在一家物流公司做会计，天天对账对到眼花。", "辛苦了，对账确实费眼，记得休息。"),
        ("2026-08-21", "我跳槽了，现在在一家医院的财务科上班。", "恭喜换了新环境！"),
    ], [
        ("u", "我现在在哪儿上班？", [1], U, [0]),
        ("x", "我一个月工资多少？", [], A),
        ("g", "中级会计职称一年考几次？", [], A),
    ]),
    ("u04", [
        ("2026-04-14", "我每天坐地铁2号线上班，单程五十分钟，挤得要命。", "通勤太辛苦了，可以带个耳机听听播客。"),
    ], [
        ("r", "帮我想想上下班路上能干点啥", [0], S),
        ("p", "我去公司路上得花多长时间？", [0], S),
        ("x", "我住在哪个区？", [], A),
    ]),
    ("u05", [
        ("2026-01-30", "我对青霉素过敏，小时候打针差点休克。", "这个很重要，每次看病都要主动告诉医生。"),
        ("2026-06-02", "最近老咳嗽，去社区医院开了点止咳糖浆。", "多喝水，咳嗽两周还不好要再去看看。"),
        ("2026-09-15", "体检查出来有点贫血，医生让我多吃红肉和菠菜。", "可以搭配点维C，帮助铁吸收。"),
        ("2026-11-18", "医生又给我开了铁剂，每天早饭后吃一片。", "铁剂可能会引起便秘，多喝水多吃蔬菜。"),
    ], [
        ("p", "哪类消炎药我碰不得？", [0], S),
        ("x", "我是什么血型？", [], A),
        ("p", "今年体检查出了啥毛病？", [2], S),
        ("p", "我现在每天得按时吃啥药？", [3], S),
    ]),
    ("u06", [
        ("2026-02-20", "我和老婆打算明年去日本度蜜月，预算三万。", "日本蜜月不错，春天樱花季很热门。"),
        ("2026-07-07", "蜜月改去新西兰了，老婆想看星空。", "新西兰的特卡波湖观星很有名。"),
    ], [
        ("p", "老婆为啥想换地方度蜜月？", [1], S),
        ("p", "度蜜月我们准备花多少钱？", [0], S),
        ("x", "我们是哪天领的证？", [], A),
        ("n", "一光年有多远？", [], A),
    ]),
    ("u07", [
        ("2026-05-05", "我女儿今年上小学一年级，学校离家走路十分钟。", "走路上学挺方便，也锻炼身体。"),
    ], [
        ("x", "我女儿在哪个学校念书？", [], A),
        ("p", "我闺女读几年级了？", [0], S),
        ("g", "一年级的孩子一天该睡几个小时？", [], A),
    ]),
    ("u08", [
        ("2026-03-12", "我在自学吉他，两个月了，F和弦还是按不响。", "F和弦是新手的大坎，多练几周就好了。"),
        ("2026-06-28", "报了个吉他班，每周四晚上上课。", "有老师指导进步会快很多。"),
        ("2026-10-10", "老师周四要去演出，课挪到周日上午了。", "好的，周日上午精神也好。"),
    ], [
        ("u", "我的乐器课现在是哪天？", [2], U, [1]),
        ("p", "我在学哪种乐器？", [0], S),
        ("x", "我的吉他是什么牌子的？", [], A),
        ("n", "端午节为什么要吃粽子？", [], A),
    ]),
    ("u09", [
        ("2026-02-02", "我每个月房贷要还六千三，压力山大。", "房贷占收入比例高的话，可以提前规划一下预算。"),
        ("2026-09-09", "上个月提前还了二十万，月供降到四千八了。", "月供降了不少，压力轻多了。"),
    ], [
        ("u", "我现在每月还多少贷款？", [1], U, [0]),
        ("x", "我的房子多大面积？", [], A),
        ("g", "提前还贷是缩短年限划算还是减少月供划算？", [], A),
    ]),
    ("u10", [
        ("2026-04-22", "我养了两只猫，一只橘猫一只狸花，橘的那只快二十斤了。", "橘猫容易胖，注意控制饮食。"),
    ], [
        ("x", "我的猫都叫啥名字？", [], A),
        ("p", "我家里有几只宠物？", [0], S),
        ("r", "给我那只胖子订个减肥计划", [0], S),
        ("g", "成年猫一天应该吃多少克猫粮？", [], A),
    ]),
    ("u11", [
        ("2026-01-15", "我在备考雅思，目标总分7分，考试定在6月。", "加油！可以先做套真题摸摸底。"),
        ("2026-07-03", "雅思成绩出来了，6.5，口语只有5.5，拖后腿了。", "离目标不远了，口语可以多练练。"),
    ], [
        ("p", "那场英语考试我最后拿了多少分？", [1], S),
        ("p", "我哪个单项最拉胯？", [1], S),
        ("x", "我考这个是准备去哪个国家？", [], A),
        ("g", "雅思成绩有效期是几年？", [], A),
    ]),
    ("u12", [
        ("2026-08-08", "我周末在一家咖啡店兼职做咖啡师，一小时二十五块。", "挺好的，还能学门手艺。"),
    ], [
        ("p", "我打零工一小时能挣多少？", [0], S),
        ("x", "那家咖啡店叫啥？", [], A),
        ("n", "地球到月球有多远？", [], A),
    ]),
    ("u13", [
        ("2026-03-20", "我骑电动车上班，大概十五分钟。", "电动车方便，记得戴头盔。"),
        ("2026-05-29", "电动车被偷了，气死我了，现在只能扫共享单车。", "太糟心了，报警了吗？"),
        ("2026-07-16", "又买了辆电动车，这回配了两把锁。", "双锁保险一点。"),
        ("2026-11-02", "天冷骑车太冻手，最近都改坐公交了。", "冬天坐公交暖和点。"),
    ], [
        ("u", "我这阵子怎么去公司？", [3], U, [0, 2]),
        ("x", "我的电动车是什么牌子？", [], A),
        ("g", "电动车电池一般能用几年？", [], A),
    ]),
    ("u14", [
        ("2026-06-06", "我爸下个月过七十大寿，我们准备在老家摆十桌。", "七十大寿是大事，提前订好酒店。"),
        ("2026-06-25", "寿宴定在镇上的福满楼了，七月十二号中午。", "定下来就安心了。"),
    ], [
        ("r", "帮我写一段给我爸寿宴上的祝酒词", [0], S),
        ("p", "给老爷子办寿的饭店订在哪了？", [1], S),
        ("x", "我爸叫什么名字？", [], A),
        ("g", "过七十大寿有什么讲究？", [], A),
    ]),
    ("u15", [
        ("2026-02-25", "我上夜班，晚上十点到早上六点，在工厂做质检。", "夜班很伤身体，白天一定要睡够。"),
    ], [
        ("r", "帮我安排一下一天三顿饭的时间", [0], S),
        ("p", "我是干什么的？", [0], S),
        ("x", "我在哪家工厂？", [], A),
        ("g", "长期上夜班对身体有啥影响？", [], A),
    ]),
    ("u16", [
        ("2026-09-01", "我在学游泳，现在只会蛙泳，换气还不太会。", "换气是关键，多在池边练吐气。"),
    ], [
        ("p", "我会哪种泳姿？", [0], S),
        ("x", "我在哪个游泳馆学的？", [], A),
        ("n", "天空为什么是蓝色的？", [], A),
    ]),
    ("u17", [
        ("2026-01-22", "我们家今年过年不回老家了，在杭州过，爸妈过来。", "一家人在一起就是年。"),
        ("2026-04-30", "五一打算带爸妈去黄山，山顶的酒店已经订好了。", "黄山看日出很美，记得带厚衣服。"),
        ("2026-10-05", "国庆在家躺平，哪也没去。", "休息也挺好。"),
    ], [
        ("p", "劳动节假期我带父母去哪玩了？", [1], S),
        ("x", "我爸妈老家是哪的？", [], A),
        ("g", "黄山最高峰叫什么？", [], A),
        ("p", "今年春节我在哪过的？", [0], S),
    ]),
    ("u18", [
        ("2026-03-09", "我不喝咖啡，一喝就心慌，平时只喝绿茶。", "那绿茶是不错的选择。"),
    ], [
        ("r", "下午犯困了，给我推荐个提神的喝的", [0], S),
        ("x", "我一天喝几杯茶？", [], A),
        ("n", "世界上最长的河是哪条？", [], A),
    ]),
    ("u19", [
        ("2026-05-12", "我在阳台上种了几盆番茄和辣椒。", "阳台种菜很有乐趣，番茄要多晒太阳。"),
        ("2026-08-03", "番茄结了一大堆，辣椒却一个没长，叶子都黄了。", "辣椒黄叶可能是浇水太多或者缺肥。"),
    ], [
        ("p", "我阳台上种了些啥？", [0], S),
        ("p", "哪样菜长得不行？", [1], S),
        ("x", "我家住几楼？", [], A),
        ("g", "盆栽番茄多久浇一次水合适？", [], A),
    ]),
    ("u20", [
        ("2026-07-20", "我在考驾照科目二，倒车入库老压线。", "多练练，找好参照点。"),
        ("2026-08-15", "科目二过了！下周约了科目三。", "恭喜，科目三注意灯光操作。"),
    ], [
        ("p", "我学车进行到哪一步了？", [1], S),
        ("x", "我在哪个驾校学的车？", [], A),
        ("n", "北京到上海坐高铁要多久？", [], A),
    ]),
    # ------------------------------------------------ English
    ("u21", [
        ("2026-02-09", "I'm lactose intolerant, so even a latte wrecks my afternoon.", "Oat or soy milk usually works well as a swap."),
    ], [
        ("r", "What should I order at a coffee shop?", [0], S),
        ("x", "What's my favourite coffee chain?", [], A),
        ("g", "What share of adults worldwide can't digest lactose?", [], A),
    ]),
    ("u22", [
        ("2026-01-19", "We just got a kitten from a neighbour's litter, a little grey tabby called Moth.", "Welcome, Moth! Kittens need lots of play and small frequent meals."),
        ("2026-04-27", "Moth had her jabs today and was an absolute drama queen about it.", "Poor thing, she'll have forgotten by dinner."),
    ], [
        ("p", "What colour is my cat?", [0], S),
        ("x", "Has Moth been spayed yet?", [], A),
        ("g", "At what age should kittens be spayed?", [], A),
        ("p", "What did my kitten get done at the vet in April?", [1], S),
    ]),
    ("u23", [
        ("2026-03-16", "I teach year 9 science at a secondary school in Bristol.", "That's a lively age group to teach!"),
        ("2026-06-30", "I've been made head of the science department from September.", "Congratulations, that's a big step."),
    ], [
        ("u", "What's my position at school now?", [1], U, [0]),
        ("x", "How many years have I been teaching?", [], A),
        ("n", "What's the boiling point of ethanol?", [], A),
    ]),
    ("u24", [
        ("2026-05-08", "My commute is a 25-minute cycle along the canal.", "Sounds like a pleasant way to start the day."),
    ], [
        ("p", "How do I get to work and how long does it take?", [0], S),
        ("x", "What kind of bike do I ride?", [], A),
        ("g", "How many calories does half an hour of cycling burn?", [], A),
    ]),
    ("u25", [
        ("2026-02-17", "My sister Ruth is getting married in Lisbon in June and I'm her maid of honour.", "How exciting, Lisbon in June will be beautiful."),
        ("2026-03-30", "Ruth's wedding got moved to September because the venue flooded.", "Oh no, at least September is still lovely there."),
        ("2026-09-20", "Wedding was perfect. My speech made Ruth cry, in a good way.", "That sounds like a wonderful day."),
    ], [
        ("u", "In which month did my sister tie the knot?", [1], U, [0]),
        ("p", "What was my role in the wedding party?", [0], S),
        ("x", "What's Ruth's husband called?", [], A),
        ("g", "What's traditionally served at Portuguese weddings?", [], A),
    ]),
    ("u26", [
        ("2026-04-04", "I'm saving up for a flat deposit, putting away 600 pounds a month.", "Steady saving adds up. Have you looked at a Lifetime ISA?"),
    ], [
        ("p", "How much do I set aside every month, and what for?", [0], S),
        ("x", "How much have I saved so far?", [], A),
        ("g", "What deposit do first-time buyers in the UK usually need?", [], A),
    ]),
    ("u27", [
        ("2026-07-11", "I'm allergic to cats, which is tragic because my boyfriend has two.", "Antihistamines and a HEPA filter can help when you visit."),
    ], [
        ("r", "Any tips for when I stay over at my partner's place?", [0], S),
        ("x", "What are my boyfriend's cats called?", [], A),
        ("n", "Who painted the Mona Lisa?", [], A),
    ]),
    ("u28", [
        ("2026-01-28", "I play five-a-side football every Wednesday night with some guys from work.", "Great way to stay fit and social."),
        ("2026-03-05", "Twisted my ankle at football, doctor says no sport for six weeks.", "Rest it, ice it, and don't rush back."),
    ], [
        ("p", "What happened to my leg?", [1], S),
        ("p", "Which evening do I play with my coworkers?", [0], S),
        ("x", "What position do I play?", [], A),
        ("g", "How long does a sprained ankle usually take to heal?", [], A),
    ]),
    ("u29", [
        ("2026-06-12", "We're flying to Crete on August 3 for ten days with the kids.", "Lovely, pack plenty of sunscreen."),
    ], [
        ("p", "When did our Greek holiday start?", [0], S),
        ("x", "How many children do I have?", [], A),
        ("g", "What's the largest city on Crete?", [], A),
    ]),
    ("u30", [
        ("2026-02-01", "I'm doing an online Python course in the evenings, about an hour a night.", "Consistent practice is the best way to learn."),
        ("2026-05-24", "Finished the Python course and got a certificate. Starting a data analysis one next.", "Congrats, pandas will be your friend."),
        ("2026-08-19", "Got my first data job, junior analyst at an insurance company!", "Congratulations, that's fantastic."),
    ], [
        ("p", "What kind of firm hired me?", [2], S),
        ("x", "What's my salary at the new job?", [], A),
        ("n", "How do I convert Celsius to Fahrenheit?", [], A),
        ("p", "Which programming language did I study first?", [0], S),
    ]),
    ("u31", [
        ("2026-09-03", "My mum's 65th is on October 2nd, and she loves gardening and crime novels.", "Nice combination, lots of gift options there."),
    ], [
        ("r", "Give me some present ideas for my mother.", [0], S),
        ("x", "Where does my mum live?", [], A),
        ("g", "Who is the best-selling crime novelist of all time?", [], A),
    ]),
    ("u32", [
        ("2026-03-27", "I've got type 1 diabetes, diagnosed when I was twelve.", "Thanks for telling me, I'll keep that in mind."),
    ], [
        ("r", "What should I keep in my bag for a long hike?", [0], S),
        ("x", "Which insulin pump do I use?", [], A),
        ("n", "How many players are on a rugby union team?", [], A),
    ]),
    ("u33", [
        ("2026-05-15", "I moved into a ground-floor flat with a tiny courtyard in Glasgow.", "A courtyard is a nice perk!"),
        ("2026-11-10", "The flat has electric storage heaters and last month's bill was 190 pounds.", "Storage heaters can be costly; check you're on an off-peak tariff."),
    ], [
        ("p", "Which city do I live in?", [0], S),
        ("p", "How is my place kept warm?", [1], S),
        ("x", "How much rent do I pay?", [], A),
        ("g", "What's the average UK price per kWh of electricity?", [], A),
    ]),
    ("u34", [
        ("2026-04-19", "I volunteer at the food bank on Saturday mornings.", "That's a lovely way to spend a Saturday."),
        ("2026-08-29", "Since I started working weekends, my food bank shifts are on Tuesday evenings.", "Good that you could keep it up."),
    ], [
        ("u", "When do I help out with the charity groceries?", [1], U, [0]),
        ("x", "Which food bank do I volunteer at?", [], A),
        ("n", "What's the tallest building in the world?", [], A),
    ]),
    ("u35", [
        ("2026-06-21", "My son Felix just turned four and he's obsessed with dinosaurs.", "Four is the perfect dinosaur age!"),
    ], [
        ("r", "Suggest a party theme for my boy's next birthday.", [0], S),
        ("p", "What age is my little one?", [0], S),
        ("x", "Does Felix go to nursery?", [], A),
        ("g", "What was the largest dinosaur?", [], A),
    ]),
    ("u36", [
        ("2026-02-13", "I'm renting a 4x4 in Iceland in March to drive the ring road.", "A 4x4 is a wise choice there in winter."),
        ("2026-03-25", "Iceland was incredible, saw the northern lights twice.", "What a trip!"),
    ], [
        ("p", "How many times did I see the aurora?", [1], S),
        ("x", "How much did the car hire cost?", [], A),
        ("g", "Which months are best for seeing the northern lights in Iceland?", [], A),
    ]),
    ("u37", [
        ("2026-10-06", "I've just started learning Spanish on Duolingo, 15 minutes every morning.", "Short daily sessions are great for building a habit."),
    ], [
        ("p", "Which language am I picking up?", [0], S),
        ("x", "Why am I learning it?", [], A),
        ("n", "How many bones are in the human body?", [], A),
    ]),
    ("u38", [
        ("2026-01-11", "I work from home three days a week and go into the London office Tuesdays and Thursdays.", "A nice balance."),
        ("2026-07-22", "My company is making us go in four days a week now, only Fridays at home.", "That's a big change to get used to."),
    ], [
        ("u", "Which days am I working from home?", [1], U, [0]),
        ("r", "Which weekday would be best to have a plumber come round to my place?", [1], S),
        ("x", "What company do I work for?", [], A),
    ]),
    ("u39", [
        ("2026-08-05", "I'm gluten-free because of coeliac disease.", "Thanks, good to know."),
        ("2026-09-23", "Found a great bakery near me that does gluten-free sourdough.", "Nice find, those are rare."),
    ], [
        ("r", "What should I bring to the office potluck?", [0], S),
        ("x", "What's the bakery called?", [], A),
        ("g", "Are oats safe for coeliacs?", [], A),
    ]),
    ("u40", [
        ("2026-03-01", "I've played piano for thirty years and now I teach a few adult students at weekends.", "How lovely to pass it on."),
    ], [
        ("p", "How long have I been at the keyboard?", [0], S),
        ("x", "How many students do I have?", [], A),
        ("n", "What's the square root of 144?", [], A),
    ]),
]

cases = [(user, facts, [q[1:] for q in qs]) for user, facts, qs in users]
dataset = tiny_store_dataset(name="tiny-stores-5", description=__doc__.strip().split("\n\nUsage")[0],
                             cases=cases, ask="2026-11-28T20:00:00+08:00")

# checks: 40 users, distinct days per user, evidence in range, tag agrees with type
assert len(users) == 40 and len({u for u, _, _ in users}) == 40
for user, facts, qs in users:
    assert 1 <= len(facts) <= 4 and 2 <= len(qs) <= 4, user
    assert len({d for d, _, _ in facts}) == len(facts), user
    for tag, query, ev, kind, *rest in qs:
        assert all(0 <= i < len(facts) for i in ev + (rest[0] if rest else [])), (user, query)
        assert (tag in "xgn") == (kind == A) == (not ev), (user, query)
        assert (tag == "u") == (kind == U) == bool(rest and rest[0]), (user, query)

print(json.dumps(dataset, ensure_ascii=False, indent=1))
tags = Counter(q[0] for _, _, qs in users for q in qs)
types = Counter(q["type"] for c in dataset["cases"] for q in c["questions"])
by_lang = Counter((c["tags"][0], q["type"]) for c in dataset["cases"] for q in c["questions"])
sizes = Counter(len(f) for _, f, _ in users)
print(f"{len(users)} users, store sizes {dict(sorted(sizes.items()))}, {sum(types.values())} questions", file=sys.stderr)
print(f"types: {dict(types)}", file=sys.stderr)
print(f"tags: {dict(tags)}", file=sys.stderr)
print(f"by language: {dict(sorted(by_lang.items()))}", file=sys.stderr)
