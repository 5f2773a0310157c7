"""tiny-stores-4: an evaluation-only set of 40 tiny users (u01-u20 colloquial Chinese, u21-u40
English), each with 1 to 4 one-line facts from everyday life stored on different days, and 2-4
questions each. About 45% are answerable single-hop questions (paraphrases in other words,
requests whose good answer depends on a fact, details a fact states) including 6 updates where a
later fact replaces an earlier one (marked stale); the rest abstain: personal details never
stated, general knowledge on a fact's subject that the fact does not answer, and unrelated
requests or trivia.

Written in session 22 by a helper that read no other data set or generator (only the
tiny_store_case.py format builder), as an honest unseen test.

Run:  cd test-data && python3 make-tiny-stores-4.py > tiny-stores-4.json
Tags (stripped before building, counted on stderr): r request, p paraphrase/detail, u update,
x unstated personal detail, g general knowledge on the subject, n unrelated.
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-20T20:00:00+08:00"

# (user, facts [(day, user text, assistant reply)], questions [(query, [fact index], type, tag[, [stale]])])
RAW = [
    # ------------------------------------------------------------ Chinese
    ("u01", [
        ("2026-03-02", "我在一家物流公司做调度，天天盯着车队跑到哪了，头都大了。", "调度确实费脑子，辛苦了。"),
        ("2026-05-10", "我对芒果过敏，吃一口嘴就肿。", "那要避开含芒果的东西。"),
    ], [
        ("我是干什么工作的？", [0], "single-hop", "p"),
        ("推荐几款夏天的水果甜品", [1], "single-hop", "r"),
        ("我们公司有多少辆车？", [], "abstain", "x"),
    ]),
    ("u02", [
        ("2026-01-15", "我家猫叫煤球，前年从小区里捡回来的，浑身黑得发亮。", "这名字太贴切了。"),
        ("2026-06-20", "煤球上个月做了绝育，现在胖了两斤。", "绝育后容易胖，注意控制饮食。"),
    ], [
        ("我家那只毛孩子是什么颜色的？", [0], "single-hop", "p"),
        ("我家猫最近做了什么手术？", [1], "single-hop", "p"),
        ("煤球平时吃哪个牌子的猫粮？", [], "abstain", "x"),
        ("猫一天该喂多少克猫粮？", [], "abstain", "g"),
    ]),
    ("u03", [
        ("2026-02-10", "我每天骑电动车上班，单程二十五分钟。", "路上注意安全。"),
        ("2026-07-01", "电动车被偷了，现在只能挤公交去公司，路上多花二十分钟。", "太倒霉了。"),
    ], [
        ("我现在怎么去上班？", [1], "update", "u", [0]),
        ("电动车头盔有什么国家标准？", [], "abstain", "g"),
        ("北京到上海坐高铁要多久？", [], "abstain", "n"),
    ]),
    ("u04", [
        ("2026-04-03", "我在备考注册会计师，今年报了会计和税法两门。", "两门搭配挺合理。"),
    ], [
        ("我今年考哪几科？", [0], "single-hop", "p"),
        ("CPA专业阶段一共有几门？", [], "abstain", "g"),
        ("我考试在哪个城市考？", [], "abstain", "x"),
    ]),
    ("u05", [
        ("2026-03-20", "我血压有点高，医生让我少吃盐，现在做菜都不敢多放。", "低盐对控制血压很重要。"),
        ("2026-08-02", "最近每天早上去小区打太极，跟一群老头老太太一起。", "太极很适合调养。"),
    ], [
        ("今晚做点什么菜好？", [0], "single-hop", "r"),
        ("我早上一般做啥锻炼？", [1], "single-hop", "p"),
        ("我血压具体是多少？", [], "abstain", "x"),
        ("帮我写一段生日祝福", [], "abstain", "n"),
    ]),
    ("u06", [
        ("2026-01-08", "我租的房子在天河，一个月三千二，离公司两站地铁。", "通勤挺方便的。"),
        ("2026-09-01", "房东涨价，我一狠心搬去番禺了，每月两千四，就是上班得一个钟头。", "省钱了，就是路上久点。"),
    ], [
        ("我现在每个月住的地方要交多少钱？", [1], "update", "u", [0]),
        ("我住几楼？", [], "abstain", "x"),
        ("租房提前退租一般要赔多少？", [], "abstain", "g"),
    ]),
    ("u07", [
        ("2026-05-05", "我周末在学弹尤克里里，刚学会C、G、Am、F四个和弦。", "四个和弦能弹不少歌了。"),
    ], [
        ("我最近在学什么乐器？", [0], "single-hop", "p"),
        ("尤克里里有几根弦？", [], "abstain", "g"),
        ("我的琴是什么牌子的？", [], "abstain", "x"),
    ]),
    ("u08", [
        ("2026-01-20", "我吃素好几年了，肉和海鲜都不碰。", "素食也能吃得很丰富。"),
        ("2026-02-14", "我和老公结婚五周年，准备去云南，大理丽江都想去。", "五周年快乐！"),
        ("2026-03-01", "云南去不成了，老公单位走不开，改成五一去厦门。", "厦门也很浪漫。"),
    ], [
        ("我们纪念日旅行去哪？", [2], "update", "u", [1]),
        ("帮我推荐几家餐厅吧", [0], "single-hop", "r"),
        ("我老公在哪上班？", [], "abstain", "x"),
    ]),
    ("u09", [
        ("2026-04-18", "我女儿今年初二，数学老跟不上，给她报了个周末补习班。", "初二数学确实是个坎。"),
    ], [
        ("我家孩子读几年级？", [0], "single-hop", "p"),
        ("孩子哪门课比较吃力？", [0], "single-hop", "p"),
        ("补习班一节课多少钱？", [], "abstain", "x"),
        ("勾股定理是什么？", [], "abstain", "g"),
    ]),
    ("u10", [
        ("2026-03-11", "我每个月到手一万二，固定存三千定投指数基金。", "坚持定投挺好的。"),
    ], [
        ("我每个月往基金里放多少？", [0], "single-hop", "p"),
        ("我税后一个月挣多少？", [0], "single-hop", "p"),
        ("沪深300和中证500有什么区别？", [], "abstain", "g"),
    ]),
    ("u11", [
        ("2026-06-06", "我养了一缸孔雀鱼，二十来条，最近有几条尾巴烂了。", "可能是烂尾病，先换水再下药。"),
    ], [
        ("我的鱼出了什么毛病？", [0], "single-hop", "p"),
        ("我的鱼缸多大？", [], "abstain", "x"),
        ("世界上最大的鱼是什么？", [], "abstain", "n"),
    ]),
    ("u12", [
        ("2026-07-15", "我膝盖半月板伤过，爬山爬楼都疼。", "那尽量避免上下台阶多的活动。"),
        ("2026-08-20", "国庆打算带爸妈出去玩几天。", "陪父母出游挺好的。"),
    ], [
        ("周末想出去走走，有啥推荐？", [0], "single-hop", "r"),
        ("国庆假期我准备跟谁出门？", [1], "single-hop", "p"),
        ("半月板损伤能自己长好吗？", [], "abstain", "g"),
    ]),
    ("u13", [
        ("2026-02-02", "我是小学语文老师，带三年级两个班。", "两个班的作文批改量不小。"),
    ], [
        ("我教的是哪门课？", [0], "single-hop", "p"),
        ("我们学校叫什么？", [], "abstain", "x"),
        ("帮我查一下明天的天气", [], "abstain", "n"),
    ]),
    ("u14", [
        ("2026-05-22", "我一喝咖啡就心慌，现在只喝花茶。", "花茶温和多了。"),
    ], [
        ("下午犯困了喝点啥提神？", [0], "single-hop", "r"),
        ("我最喜欢哪种花茶？", [], "abstain", "x"),
        ("咖啡因的半衰期是多久？", [], "abstain", "g"),
    ]),
    ("u15", [
        ("2026-04-09", "家里在装修，选的奶油风，预算二十万。", "奶油风挺温馨。"),
        ("2026-06-30", "厨房橱柜定了，白色的，台面用的石英石。", "石英石耐用好打理。"),
    ], [
        ("我家装修打算花多少钱？", [0], "single-hop", "p"),
        ("灶台那块面板用的啥材料？", [1], "single-hop", "p"),
        ("装修完一般多久能入住？", [], "abstain", "g"),
        ("我家房子多少平？", [], "abstain", "x"),
    ]),
    ("u16", [
        ("2026-03-30", "我在学游泳，蛙泳能游二十五米了，就是换气老呛水。", "换气要多练节奏。"),
    ], [
        ("我游泳学到什么程度了？", [0], "single-hop", "p"),
        ("自由泳怎么换气？", [], "abstain", "g"),
        ("推荐一部科幻电影", [], "abstain", "n"),
    ]),
    ("u17", [
        ("2026-01-25", "我爸糖尿病十多年了，每天都要打胰岛素。", "老人家控糖辛苦，家里人多陪伴。"),
    ], [
        ("过年给我爸买点啥吃的好？", [0], "single-hop", "r"),
        ("我爸今年多大？", [], "abstain", "x"),
        ("一型和二型糖尿病有什么区别？", [], "abstain", "g"),
    ]),
    ("u18", [
        ("2026-06-12", "我每周二周四晚上在公司楼下健身房练力量，深蹲刚过八十公斤。", "进步很快。"),
        ("2026-09-18", "排班换了，以后只能周一和周三下班去撸铁。", "好的，规律最重要。"),
    ], [
        ("我哪几天晚上去练？", [1], "update", "u", [0]),
        ("我深蹲能蹲多重？", [0], "single-hop", "p"),
        ("蛋白粉一天吃多少合适？", [], "abstain", "g"),
    ]),
    ("u19", [
        ("2026-08-08", "我开的是比亚迪秦，纯电的，每天上下班来回六十公里。", "纯电通勤很省钱。"),
    ], [
        ("我的车要加油吗？", [0], "single-hop", "p"),
        ("我的车买了几年了？", [], "abstain", "x"),
        ("小区装充电桩需要物业同意吗？", [], "abstain", "g"),
    ]),
    ("u20", [
        ("2026-04-01", "我在自学Python，想转行做数据分析，现在在公司干行政。", "行政转数据分析挺常见的。"),
        ("2026-07-07", "报了个数据分析网课，每晚学两小时，已经学到pandas了。", "pandas是核心工具。"),
    ], [
        ("我现在在公司是什么岗位？", [0], "single-hop", "p"),
        ("我每天晚上花多长时间学习？", [1], "single-hop", "p"),
        ("那个网课花了多少钱？", [], "abstain", "x"),
        ("SQL里left join和inner join有什么区别？", [], "abstain", "g"),
    ]),
    # ------------------------------------------------------------ English
    ("u21", [
        ("2026-02-11", "I work nights as an ICU nurse, three 12-hour shifts a week.", "That's demanding; rest up on your days off."),
    ], [
        ("What do I do for a living?", [0], "single-hop", "p"),
        ("Which hospital do I work at?", [], "abstain", "x"),
        ("Who painted The Starry Night?", [], "abstain", "n"),
    ]),
    ("u22", [
        ("2026-03-04", "I'm lactose intolerant, even one latte leaves me bloated.", "Oat or soy milk are easy swaps."),
        ("2026-05-16", "My sister's baby shower is on June 6 and I'm in charge of dessert.", "Fun!"),
    ], [
        ("Suggest a dessert I could bake this weekend.", [0], "single-hop", "r"),
        ("What date is the party for my sister's baby?", [1], "single-hop", "p"),
        ("How far along is my sister?", [], "abstain", "x"),
    ]),
    ("u23", [
        ("2026-01-19", "We adopted a beagle puppy called Biscuit and he chews everything.", "Beagles are lovable chaos."),
    ], [
        ("What breed is my dog?", [0], "single-hop", "p"),
        ("How old is Biscuit?", [], "abstain", "x"),
        ("How much exercise does a beagle need a day?", [], "abstain", "g"),
    ]),
    ("u24", [
        ("2026-02-27", "I'm saving for a house deposit, aiming for 60k by the end of 2027.", "That's a clear target."),
        ("2026-08-14", "Prices round here went nuts, so I've bumped my goal up to 80k.", "Makes sense."),
    ], [
        ("How much am I trying to put aside for the down payment?", [1], "update", "u", [0]),
        ("What's my current savings balance?", [], "abstain", "x"),
        ("What's a fixed-rate mortgage?", [], "abstain", "g"),
    ]),
    ("u25", [
        ("2026-04-22", "I'm learning the cello at 45 and my teacher says my bow arm is too stiff.", "Loosening up takes time."),
    ], [
        ("What instrument have I taken up?", [0], "single-hop", "p"),
        ("What did my tutor say I need to fix?", [0], "single-hop", "p"),
        ("Who composed the famous unaccompanied cello suites?", [], "abstain", "g"),
        ("What's my teacher's name?", [], "abstain", "x"),
    ]),
    ("u26", [
        ("2026-06-03", "I get terrible motion sickness, even on short ferry rides.", "Ginger and sitting mid-ship help."),
        ("2026-06-25", "Planning a trip to Scotland in September with my partner.", "Lovely time of year."),
    ], [
        ("Should I book the boat tour to see the dolphins?", [0], "single-hop", "r"),
        ("Where am I travelling this autumn?", [1], "single-hop", "p"),
        ("What's my partner's name?", [], "abstain", "x"),
        ("What's the tallest mountain in Scotland?", [], "abstain", "g"),
    ]),
    ("u27", [
        ("2026-03-13", "I fly from Manchester to Amsterdam every Monday morning for a client project.", "That's a lot of airports."),
    ], [
        ("Which city am I working in during the week?", [0], "single-hop", "p"),
        ("What airline do I fly with?", [], "abstain", "x"),
        ("What's the currency of Denmark?", [], "abstain", "n"),
    ]),
    ("u28", [
        ("2026-05-08", "Doctor says I'm pre-diabetic, so I'm cutting out sugary drinks.", "Good call, small changes add up."),
        ("2026-07-19", "I've started walking 10,000 steps a day on my lunch break.", "Great habit."),
    ], [
        ("What should I order at the café instead of a soda?", [0], "single-hop", "r"),
        ("When do I fit in my daily walk?", [1], "single-hop", "p"),
        ("What was my HbA1c result?", [], "abstain", "x"),
    ]),
    ("u29", [
        ("2026-02-20", "Our twins, Leo and Mia, turn seven in April.", "Double birthday party time!"),
    ], [
        ("What are my kids called?", [0], "single-hop", "p"),
        ("What do the twins want for their birthday?", [], "abstain", "x"),
        ("Write a limerick about a cat.", [], "abstain", "n"),
    ]),
    ("u30", [
        ("2026-04-14", "I drive a 2012 Honda Jazz with 180,000 km on it.", "Those run forever."),
        ("2026-09-09", "Finally sold the Jazz and got an e-bike for getting to the office.", "Nice switch."),
    ], [
        ("How do I commute these days?", [1], "update", "u", [0]),
        ("How much did I sell my car for?", [], "abstain", "x"),
        ("How often should a bike chain be oiled?", [], "abstain", "g"),
    ]),
    ("u31", [
        ("2026-07-02", "I'm allergic to penicillin, found out the hard way as a kid.", "Good to keep that on record."),
    ], [
        ("Is there any medication I have to steer clear of?", [0], "single-hop", "p"),
        ("What's my blood type?", [], "abstain", "x"),
        ("How do antibiotics work?", [], "abstain", "g"),
    ]),
    ("u32", [
        ("2026-01-30", "I volunteer at a food bank every Saturday morning.", "That's generous of you."),
        ("2026-03-25", "I've been vegan for five years now.", "Nice milestone."),
    ], [
        ("Can we meet for brunch this Saturday around ten?", [0], "single-hop", "r"),
        ("Any ideas for a birthday dinner for me?", [1], "single-hop", "r"),
        ("Which food bank do I help at?", [], "abstain", "x"),
    ]),
    ("u33", [
        ("2026-05-27", "Started an evening Spanish course at the community college, Tuesdays.", "¡Muy bien!"),
    ], [
        ("What language am I studying?", [0], "single-hop", "p"),
        ("How many people speak Spanish worldwide?", [], "abstain", "g"),
        ("What grade did I get on my last quiz?", [], "abstain", "x"),
    ]),
    ("u34", [
        ("2026-08-11", "I work from home as a UX designer, my desk is in the spare bedroom.", "Nice setup."),
    ], [
        ("What's my job?", [0], "single-hop", "p"),
        ("What size monitor do I use?", [], "abstain", "x"),
        ("What's the boiling point of water in Fahrenheit?", [], "abstain", "n"),
    ]),
    ("u35", [
        ("2026-03-08", "I have coeliac disease, so no gluten at all.", "Noted, that takes care."),
        ("2026-10-02", "My parents' 40th anniversary is coming up and I'm cooking for them.", "What a lovely gesture."),
    ], [
        ("Give me a menu idea for a special family dinner I'm hosting.", [0], "single-hop", "r"),
        ("Which wedding anniversary are my mum and dad celebrating?", [1], "single-hop", "p"),
        ("What's the traditional gift for a 40th anniversary?", [], "abstain", "g"),
        ("Where do my parents live?", [], "abstain", "x"),
    ]),
    ("u36", [
        ("2026-06-15", "Our cat Pixel has kidney disease and is on a special renal diet.", "Poor thing, renal diets really help."),
    ], [
        ("Can I give my cat some tuna as a treat?", [0], "single-hop", "r"),
        ("How old is Pixel?", [], "abstain", "x"),
        ("Why do cats purr?", [], "abstain", "g"),
    ]),
    ("u37", [
        ("2026-02-06", "I'm paying off a student loan, about 23k left.", "Steady does it."),
    ], [
        ("How much do I still owe on my education debt?", [0], "single-hop", "p"),
        ("What's the interest rate on my loan?", [], "abstain", "x"),
        ("Recommend a good history podcast.", [], "abstain", "n"),
    ]),
    ("u38", [
        ("2026-04-29", "I run a small Etsy shop selling hand-dyed yarn.", "Sounds colourful."),
        ("2026-07-08", "Got my first wholesale order from a knitting shop in Bath!", "Congrats!"),
    ], [
        ("What do I sell online?", [0], "single-hop", "p"),
        ("Where's the store that placed a bulk order with me?", [1], "single-hop", "p"),
        ("How many sales did my shop make last month?", [], "abstain", "x"),
        ("What's the difference between merino and alpaca wool?", [], "abstain", "g"),
    ]),
    ("u39", [
        ("2026-09-21", "I'm scared of heights, I can't even ride a glass elevator.", "That's very common."),
    ], [
        ("Suggest something fun to do in Dubai for a day.", [0], "single-hop", "r"),
        ("When did that fear of mine start?", [], "abstain", "x"),
        ("Who was the first person to walk on the moon?", [], "abstain", "n"),
    ]),
    ("u40", [
        ("2026-05-12", "I sleep badly, I usually wake at 4am and can't drift off again.", "That's rough."),
        ("2026-08-30", "Started a new job as a paralegal at a law firm downtown.", "Congrats!"),
    ], [
        ("What's my new role at work?", [1], "single-hop", "p"),
        ("What time do I tend to wake up in the night?", [0], "single-hop", "p"),
        ("What's the name of the firm I work for?", [], "abstain", "x"),
        ("How many hours of sleep do adults need?", [], "abstain", "g"),
    ]),
]

cases, tags, langs = [], Counter(), Counter()
for user, facts, questions in RAW:
    lang = "zh" if any('\u4e00' <= ch <= '\u9fff' for ch in facts[0][1]) else "en"
    built = []
    for q in questions:
        query, evidence, kind, tag, *rest = q
        tags[tag] += 1
        langs[(lang, kind)] += 1
        built.append((query, evidence, kind, *rest))
    cases.append((user, facts, built))

DESCRIPTION = ("40 tiny users (u01-u20 zh, u21-u40 en), 1-4 everyday facts each; ~45% answerable single-hop "
               "(paraphrases, fact-dependent requests, stated details, 6 updates with stale facts), the rest "
               "abstain (unstated personal details, same-subject general knowledge, unrelated). "
               "Written in session 22 by a helper that read no other set.")
data = tiny_store_dataset("tiny-stores-4", DESCRIPTION, cases, ASK)
total = sum(tags.values())
print(f"{len(cases)} users, {total} questions; tags: {dict(tags)}", file=sys.stderr)
print(f"by language/type: {dict(sorted(langs.items()))}", file=sys.stderr)
print(json.dumps(data, ensure_ascii=False, indent=1))
