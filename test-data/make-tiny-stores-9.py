"""Tiny stores 9: an evaluation-only set of 40 tiny memory stores, one user each (u01-u20 colloquial
Simplified Chinese, u21-u40 natural English). Each user told the assistant 1 to 4 one-line everyday
facts (one short chat session per fact, on different days of 2026) and later asks 2 to 4 questions at
2026-11-30T20:00:00+08:00. About 44% of the questions are answerable from one stored fact (or two),
including ten "update" questions whose answer is the later of two conflicting facts (the earlier one is
listed as stale); the rest must get NOTHING back even though something in a 1-4 memory store always
looks closest.

Counts (printed to stderr when run): 40 users (15 with exactly one fact, 2 with four), 158 questions
(80 Chinese, 78 English): r 26, p 34, u 10 (70 answerable, 44%) / x 39, g 36, n 13 (88 abstain, 56%).

Tag legend (tags are stripped before building):
  r  request whose good answer depends on a stored fact              -> "single-hop"
  p  paraphrased question or detail a fact states                     -> "single-hop"
  u  a later fact replaces an earlier one (evidence later, stale earlier) -> "update"
  x  personal detail never stated, on the same topic as a stored fact -> "abstain"
  g  general knowledge on a stored fact's subject the fact does not answer -> "abstain"
  n  unrelated request or trivia (some reuse a stored fact's words)   -> "abstain"

Written in session 28 by a helper that read no other data set or generator (only the
tiny_store_case.py format builder), as an honest unseen test.

Usage: cd test-data && python3 make-tiny-stores-9.py > tiny-stores-9.json
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-30T20:00:00+08:00"
TYPE = {"r": "single-hop", "p": "single-hop", "u": "update", "x": "abstain", "g": "abstain", "n": "abstain"}

# (user, facts [(day, user says, assistant replies)], questions [(tag, query, [evidence][, [stale]])])
CASES = [
    ("u01", [
        ("2026-03-12", "我家猫叫年糕，是只三岁的英短蓝猫。", "好可爱的名字！英短性格一般都挺温顺的。"),
        ("2026-08-03", "年糕最近老是掉毛，沙发上全是猫毛，烦死了。", "换季掉毛很正常，可以每天给它梳一梳。"),
    ], [
        ("p", "我家那只主子是什么品种来着？", [0]),
        ("g", "猫咪一年要打几次疫苗？", []),
        ("x", "年糕平时吃的是哪个牌子的猫粮？", []),
        ("r", "推荐个家里用的小工具，解决一下我现在最头疼的清洁问题", [1]),
    ]),
    ("u02", [
        ("2026-02-08", "我对花生过敏，吃一点嘴就肿。", "明白了，以后推荐吃的我会避开花生。"),
        ("2026-06-21", "最近在减脂，晚饭尽量不吃主食。", "好的，减脂期间晚饭可以多吃蛋白质和蔬菜。"),
    ], [
        ("r", "周末想在家烤点小饼干，给个配方呗", [0]),
        ("r", "今晚吃啥好？随便给我出个主意", [0, 1]),
        ("x", "我是对哪种药过敏来着？", []),
        ("g", "对花生过敏的人能吃杏仁吗？", []),
    ]),
    ("u03", [
        ("2026-01-15", "我每天坐地铁2号线上班，单程大概四十分钟。", "通勤时间不算短，路上可以听听播客。"),
        ("2026-05-09", "公司搬到张江了，我现在改骑电动车过去。", "电动车灵活多了，注意安全，记得戴头盔。"),
    ], [
        ("u", "我现在每天是怎么去公司的？", [1], [0]),
        ("r", "最近老下雨，上班路上我该注意点啥？", [1]),
        ("x", "我们公司叫什么名字？", []),
        ("g", "上海地铁2号线末班车几点？", []),
    ]),
    ("u04", [
        ("2026-04-02", "我在医院当护士，三班倒，夜班特别多。", "夜班很辛苦，记得调整好作息。"),
    ], [
        ("p", "我是干哪一行的？", [0]),
        ("r", "给我排一个适合我这种作息的健身计划", [0]),
        ("x", "我在哪家医院上班？", []),
        ("n", "推荐几部好看的悬疑剧", []),
    ]),
    ("u05", [
        ("2026-03-03", "我女儿今年上小学了，天天早上叫她起床都跟打仗一样。", "哈哈，刚上学的孩子都这样，慢慢就习惯了。"),
        ("2026-07-18", "我儿子下个月满两岁。", "两岁的孩子正是好玩的时候。"),
        ("2026-09-01", "闺女报了个钢琴班，每周六上午上课。", "学钢琴挺好的，能培养耐心。"),
        ("2026-10-14", "我老公在外地上班，一个月才回来一趟。", "一个人带两个孩子辛苦了。"),
    ], [
        ("p", "周六上午我得送孩子去上什么课？", [2]),
        ("p", "我家小的现在多大了？", [1]),
        ("x", "我女儿在哪个学校读书？", []),
        ("g", "小孩几岁开始学钢琴比较合适？", []),
    ]),
    ("u06", [
        ("2026-02-20", "我在备考雅思，目标是总分7分。", "7分需要听说读写都比较均衡，加油！"),
        ("2026-04-11", "我现在每天早上背50个单词，坚持一个月了。", "坚持就是胜利！"),
    ], [
        ("p", "我希望那个英语考试考到多少？", [0]),
        ("r", "帮我排一下周末两天的复习计划", [0]),
        ("x", "我考试报的是哪一天？", []),
        ("g", "雅思成绩有效期是几年？", []),
    ]),
    ("u07", [
        ("2026-05-27", "我有点乳糖不耐受，一喝牛奶就拉肚子。", "那可以试试无乳糖牛奶或者豆奶。"),
    ], [
        ("r", "早餐想喝点热的，你推荐啥？", [0]),
        ("r", "下午茶想配点甜品，帮我挑挑", [0]),
        ("g", "乳糖不耐受会遗传吗？", []),
        ("n", "番茄炒蛋先放蛋还是先放番茄？", []),
    ]),
    ("u08", [
        ("2026-01-28", "我养了一只柯基，叫豆豆。", "柯基腿短超可爱！"),
        ("2026-04-14", "豆豆上周做了绝育手术，现在戴着伊丽莎白圈。", "术后注意别让它舔伤口。"),
    ], [
        ("p", "我家狗狗是什么品种？", [0]),
        ("p", "我家狗子有没有做过那个手术？", [1]),
        ("x", "豆豆现在多重了？", []),
        ("g", "柯基一天需要遛多久？", []),
    ]),
    ("u09", [
        ("2026-03-30", "我用的还是iPhone 13，电池已经不太行了。", "可以考虑换个电池，费用不高。"),
        ("2026-10-05", "终于换手机了，入了台小米15。", "小米15性能很强，拍照也不错。"),
    ], [
        ("u", "我现在手上拿的是啥手机？", [1], [0]),
        ("p", "我之前那台旧机子出了啥毛病？", [0]),
        ("x", "我手机是多大存储的？", []),
        ("g", "iPhone 13是哪年发布的？", []),
    ]),
    ("u10", [
        ("2026-06-06", "我七月要去云南玩一周，先去大理再去丽江。", "云南七月是雨季，记得带伞。"),
    ], [
        ("p", "我夏天那趟旅行第一站是哪儿？", [0]),
        ("x", "我这次去云南是跟谁一起？", []),
        ("g", "丽江古城要门票吗？", []),
        ("n", "帮我把这句话翻译成英文：明天见", []),
    ]),
    ("u11", [
        ("2026-02-02", "我每个月房租4500，占工资快一半了。", "房租占比确实偏高，可以看看有没有更划算的房子。"),
        ("2026-09-15", "我开始每月定投1000块买指数基金了。", "长期定投是个不错的习惯。"),
    ], [
        ("p", "我每个月往基金里放多少钱？", [1]),
        ("p", "我住的地方一个月要交多少？", [0]),
        ("x", "我年终奖一般发几个月？", []),
        ("g", "租房到期房东不退押金怎么办？", []),
    ]),
    ("u12", [
        ("2026-07-02", "我最近迷上了飞盘，每周日下午都去公园玩。", "飞盘运动量挺大，记得补水。"),
    ], [
        ("p", "我周末一般有什么运动安排？", [0]),
        ("r", "朋友约我下周日下午去看展，我时间上冲突吗？", [0]),
        ("g", "飞盘比赛一队上场几个人？", []),
        ("x", "我是在哪个公园玩的？", []),
    ]),
    ("u13", [
        ("2026-03-08", "我有高血压，每天早上吃一片氨氯地平。", "记得定期量血压。"),
        ("2026-05-20", "医生说我血脂也有点高，让我少吃肥肉。", "饮食清淡一些，多运动。"),
        ("2026-08-25", "医生给我换药了，现在吃缬沙坦。", "换药后注意观察有没有头晕之类的反应。"),
    ], [
        ("u", "我现在每天早上吃的降压药叫什么？", [2], [0]),
        ("r", "周末家里聚餐，帮我想个适合我吃的菜单", [0, 1]),
        ("x", "我上次量的血压是多少？", []),
        ("g", "高血压患者可以喝咖啡吗？", []),
    ]),
    ("u14", [
        ("2026-04-18", "我在学吉他，刚学会C和G两个和弦。", "入门最难的就是按和弦，慢慢来。"),
        ("2026-06-30", "吉他先放一放了，现在主要练尤克里里，感觉好上手多了。", "尤克里里四根弦确实简单很多。"),
    ], [
        ("u", "我最近主要在练哪个乐器？", [1], [0]),
        ("r", "推荐几首适合我现在练的入门曲子", [1], [0]),
        ("x", "我的吉他是什么牌子的？", []),
        ("n", "周杰伦是哪年出道的？", []),
    ]),
    ("u15", [
        ("2026-08-08", "我老婆怀孕了，预产期是明年三月。", "恭喜恭喜！"),
    ], [
        ("p", "我家宝宝大概什么时候出生？", [0]),
        ("x", "宝宝是男孩还是女孩？", []),
        ("g", "孕妇可以吃螃蟹吗？", []),
        ("n", "三月份去日本看樱花来得及吗？", []),
    ]),
    ("u16", [
        ("2026-01-10", "我是做前端开发的，主要写React。", "React生态很成熟。"),
        ("2026-10-12", "最近在自学Rust，每天下班看一个小时。", "Rust学习曲线陡一点，坚持下来收获很大。"),
    ], [
        ("p", "我下班以后在啃哪门编程语言？", [1]),
        ("r", "帮我想个适合练手的小项目，用我最近在学的东西", [1]),
        ("x", "我在哪家公司上班？", []),
        ("g", "React的useEffect什么时候执行？", []),
    ]),
    ("u17", [
        ("2026-05-05", "我周一到周五每天早上六点半去游泳。", "坚持晨泳很厉害！"),
        ("2026-09-09", "我右膝盖半月板有点损伤，医生说不能跑步。", "那游泳正好是对膝盖友好的运动。"),
    ], [
        ("r", "帮我制定一个周末的减脂运动计划", [1]),
        ("p", "我工作日早上几点下水？", [0]),
        ("x", "我平时游的是什么泳姿？", []),
        ("g", "半月板损伤能自己长好吗？", []),
    ]),
    ("u18", [
        ("2026-10-20", "我在攒钱买车，目标是年底攒够首付八万。", "目标明确，加油！"),
    ], [
        ("p", "我给自己定的存钱目标是多少？", [0]),
        ("r", "这个月发了笔奖金，你觉得我该怎么安排？", [0]),
        ("x", "我看中的是哪款车？", []),
        ("g", "车贷一般能贷几年？", []),
    ]),
    ("u19", [
        ("2026-02-14", "我不吃香菜，闻到味儿都受不了。", "了解，很多人都这样。"),
        ("2026-07-07", "我是广东人，口味偏清淡。", "广东菜确实讲究原汁原味。"),
    ], [
        ("r", "今晚点外卖，帮我挑几道菜", [0, 1]),
        ("p", "我老家是哪的？", [1]),
        ("g", "香菜是什么时候传入中国的？", []),
        ("x", "我现在住在哪个城市？", []),
    ]),
    ("u20", [
        ("2026-03-21", "我在读研二，方向是自然语言处理。", "NLP现在很火。"),
        ("2026-06-12", "导师让我暑假去实习，我去了字节。", "字节的实习机会很好！"),
        ("2026-11-02", "实习结束了，回学校专心写毕业论文。", "论文加油。"),
    ], [
        ("u", "我现在人是在公司实习还是在学校？", [2], [1]),
        ("p", "我读研研究的是啥方向？", [0]),
        ("x", "我导师姓什么？", []),
        ("g", "硕士毕业论文查重率一般要求多少？", []),
    ]),
    ("u21", [
        ("2026-04-09", "I have a cat named Mochi, she's a tabby and about five years old.", "Mochi sounds lovely!"),
    ], [
        ("g", "How often should cats get vaccinated?", []),
        ("p", "How old is my pet?", [0]),
        ("x", "Which vet do I take Mochi to?", []),
        ("n", "What's a good name for a goldfish?", []),
    ]),
    ("u22", [
        ("2026-02-11", "I'm vegetarian, have been for about six years.", "Good to know, I'll keep that in mind for food suggestions."),
        ("2026-05-30", "I've been cooking at home more, but all I've got is an air fryer and a microwave.", "You can do a surprising amount with an air fryer."),
    ], [
        ("r", "Suggest a dinner recipe for me tonight.", [0, 1]),
        ("p", "What appliances do I have to cook with?", [1]),
        ("x", "Why did I stop eating meat?", []),
        ("g", "Is tofu a complete protein?", []),
    ]),
    ("u23", [
        ("2026-01-19", "I take the train to work and usually read on the way in.", "That's a nice way to use the ride."),
    ], [
        ("r", "Recommend something to keep me busy on my commute.", [0]),
        ("p", "How do I get to the office?", [0]),
        ("x", "How long is my ride into work?", []),
        ("g", "Is it cheaper to own a car or use public transit?", []),
    ]),
    ("u24", [
        ("2026-08-14", "Heads up, I'm allergic to shellfish - shrimp, crab, all of it.", "Noted, I'll steer clear of shellfish in any recipes."),
    ], [
        ("r", "I'm going to a seafood place Friday, what should I order?", [0]),
        ("x", "Do I carry an EpiPen?", []),
        ("g", "Can a shellfish allergy develop in adulthood?", []),
        ("n", "What's the capital of Portugal?", []),
    ]),
    ("u25", [
        ("2026-03-15", "I teach chemistry at a high school.", "That's a great job."),
        ("2026-07-22", "I'm using the summer to learn Spanish on Duolingo.", "Buena suerte!"),
    ], [
        ("p", "What do I do for a living?", [0]),
        ("p", "Which foreign language have I been picking up?", [1]),
        ("x", "Which school do I work at?", []),
        ("g", "What's the chemical formula for table salt?", []),
    ]),
    ("u26", [
        ("2026-02-25", "We're planning a trip to Japan in October, mostly Tokyo and Kyoto.", "October is a great time for Japan."),
        ("2026-05-12", "Change of plans, we pushed it to next spring so we can catch the cherry blossoms.", "Cherry blossom season is beautiful, just book early."),
    ], [
        ("u", "When am I going to Japan?", [1], [0]),
        ("p", "Which cities are on our itinerary?", [0]),
        ("x", "Who am I traveling with?", []),
        ("g", "Do US citizens need a visa for Japan?", []),
    ]),
    ("u27", [
        ("2026-09-03", "My daughter Lily just started kindergarten.", "Big milestone!"),
    ], [
        ("p", "What's my kid called?", [0]),
        ("r", "Any ideas for a fun weekend outing with my little one?", [0]),
        ("x", "What's the name of Lily's teacher?", []),
        ("g", "How many hours of sleep does a five-year-old need?", []),
    ]),
    ("u28", [
        ("2026-01-05", "My budget for groceries is $400 a month.", "That's a solid plan."),
        ("2026-04-28", "Bumped that up to 550, prices keep climbing.", "Makes sense with inflation."),
        ("2026-07-09", "I also opened a high-yield savings account at 4.2%.", "Nice rate."),
    ], [
        ("u", "How much can I spend on food shopping each month?", [1], [0]),
        ("p", "What's the APY on my savings?", [2]),
        ("x", "How much do I have saved right now?", []),
        ("g", "Are high-yield savings accounts FDIC insured?", []),
    ]),
    ("u29", [
        ("2026-06-18", "I run three times a week, training for my first half marathon in November.", "Good luck with training!"),
    ], [
        ("p", "How often do I go out for runs?", [0]),
        ("x", "What was my finish time in the race?", []),
        ("g", "How long is a half marathon in kilometers?", []),
        ("n", "Recommend a good podcast about history.", []),
    ]),
    ("u30", [
        ("2026-08-19", "Work gave me a ThinkPad running Windows and after ten years on a Mac I keep hitting the wrong keys.", "It takes a couple of weeks to rewire the muscle memory."),
    ], [
        ("r", "What's the shortcut to take a screenshot on my work laptop?", [0]),
        ("x", "How much RAM does my laptop have?", []),
        ("g", "Do ThinkPads come with a fingerprint reader?", []),
    ]),
    ("u31", [
        ("2026-02-17", "My mom lives in Phoenix and I go see her every Thanksgiving.", "That's a nice tradition."),
        ("2026-05-06", "My brother just moved to Seattle for a job at a startup.", "Exciting for him."),
    ], [
        ("p", "Which city is my brother in now?", [1]),
        ("p", "Where did I most likely spend last week's holiday?", [0]),
        ("x", "What's my mom's name?", []),
        ("g", "What's the weather like in Seattle in December?", []),
    ]),
    ("u32", [
        ("2026-10-01", "I'm learning to bake sourdough, my starter is named Gerald.", "Love that name."),
    ], [
        ("p", "What did I call the jar of yeasty goo I keep feeding?", [0]),
        ("g", "How long should sourdough proof in the fridge?", []),
        ("x", "What flour do I bake with?", []),
        ("n", "Who won the 2018 World Cup?", []),
    ]),
    ("u33", [
        ("2026-04-04", "I take the dog out every morning at 6:30 before work.", "Early start!"),
        ("2026-07-15", "She's a rescue greyhound, by the way, named Pepper.", "Greyhounds are such gentle dogs."),
    ], [
        ("p", "What breed is my dog?", [1]),
        ("p", "What time do I usually walk her?", [0]),
        ("x", "How old is Pepper?", []),
        ("g", "Do greyhounds need a lot of exercise?", []),
    ]),
    ("u34", [
        ("2026-01-22", "I have type 1 diabetes, diagnosed when I was 12.", "Thanks for telling me."),
        ("2026-03-27", "Switched from insulin pens to an Omnipod pump.", "Pumps can make things a lot easier."),
        ("2026-06-08", "Went back to the old way - the pod kept irritating my skin.", "Sorry to hear that."),
    ], [
        ("u", "How am I taking my insulin these days?", [2], [1]),
        ("r", "Suggest a birthday cake I could have at my party.", [0]),
        ("x", "What was my last A1C?", []),
        ("g", "What's the difference between type 1 and type 2 diabetes?", []),
    ]),
    ("u35", [
        ("2026-05-19", "I bike to work, about 8 km each way.", "Great exercise."),
    ], [
        ("r", "It's supposed to pour tomorrow morning - what should I wear to get to work?", [0]),
        ("x", "What brand is my bike?", []),
        ("g", "How do I fix a flat tire?", []),
        ("n", "Write a haiku about autumn.", []),
    ]),
    ("u36", [
        ("2026-02-09", "Studying for the CPA exam, doing the FAR section first.", "FAR is a big one."),
        ("2026-09-22", "Passed! On to the next one now, audit.", "Congrats!"),
    ], [
        ("u", "Which CPA section am I working on now?", [1], [0]),
        ("p", "How did my first CPA section go?", [1]),
        ("x", "What score did I get?", []),
        ("g", "How many sections does the CPA exam have?", []),
    ]),
    ("u37", [
        ("2026-03-11", "I'm a total night owl, usually in bed around 2 am.", "Try to get enough hours though."),
        ("2026-08-02", "New job starts at 7am so I seriously need to fix my sleep.", "That'll be an adjustment."),
    ], [
        ("r", "Help me plan a bedtime routine.", [0, 1]),
        ("x", "What's my new job title?", []),
        ("n", "How far is the moon from Earth?", []),
    ]),
    ("u38", [
        ("2026-07-27", "I play in a rec volleyball league on Tuesday nights.", "Sounds fun."),
    ], [
        ("r", "A friend wants to grab dinner Tuesday evening - am I free?", [0]),
        ("x", "What position do I play?", []),
        ("g", "How many players are on the court per volleyball team?", []),
        ("n", "Give me a recipe for banana bread.", []),
    ]),
    ("u39", [
        ("2026-04-23", "I'm saving up for a Switch 2.", "Nice."),
        ("2026-06-29", "Been really into indie games lately, Hades and Celeste are my favorites.", "Great picks!"),
    ], [
        ("r", "Recommend some games I might like.", [1]),
        ("p", "What gadget am I putting money aside for?", [0]),
        ("x", "How much have I saved so far?", []),
        ("g", "Is the Switch 2 backwards compatible with Switch 1 games?", []),
    ]),
    ("u40", [
        ("2026-01-30", "I'm allergic to penicillin.", "Important to know - tell your doctors too."),
        ("2026-05-15", "I'm 34 and live in Denver.", "Good to know."),
        ("2026-09-06", "Moved to Austin last month for my partner's job.", "Big move!"),
        ("2026-10-22", "I work remotely as a UX designer, mostly from coffee shops.", "Sounds like a good setup."),
    ], [
        ("u", "What city do I live in?", [2], [1]),
        ("r", "My doctor wants to put me on amoxicillin for a sinus infection - any concerns?", [0]),
        ("x", "What's my partner's name?", []),
        ("n", "What's a good hiking trail near Denver?", []),
    ]),
]


def validate(cases):
    users = [u for u, _, _ in cases]
    assert len(users) == len(set(users)) == 40, "user ids must be unique"
    assert sum(1 for _, f, _ in cases if len(f) == 1) >= 8
    for user, facts, questions in cases:
        assert 1 <= len(facts) <= 4 and 2 <= len(questions) <= 4, user
        days = [d for d, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), user
        assert all(d.startswith("2026-") and d < ASK[:10] for d in days), user
        zh = int(user[1:]) <= 20
        assert all(any('\u4e00' <= c <= '\u9fff' for c in s) == zh for _, s, _ in facts), user
        assert all(any('\u4e00' <= c <= '\u9fff' for c in q[1]) == zh for q in questions), user
        for tag, query, evidence, *rest in questions:
            assert tag in TYPE, (user, query)
            stale = rest[0] if rest else []
            assert all(0 <= i < len(facts) for i in evidence + stale), (user, query)
            if TYPE[tag] == "abstain":
                assert not evidence and not stale, (user, query)
            else:
                assert evidence, (user, query)
            if tag == "u":
                assert stale and max(stale) < min(evidence), (user, query)


def main():
    validate(CASES)
    built = [(u, f, [(q, e, TYPE[t], *rest) for t, q, e, *rest in qs]) for u, f, qs in CASES]
    desc = ("40 tiny stores (u01-u20 Chinese, u21-u40 English), 1-4 one-line facts each; questions answerable "
            "from one fact, updated facts (prefer the later one), or not answerable at all (must return nothing). "
            "Written as an honest unseen test.")
    print(json.dumps(tiny_store_dataset("tiny-stores-9", desc, built, ASK), ensure_ascii=False, indent=1))
    tags = Counter(t for _, _, qs in CASES for t, *_ in qs)
    types = Counter(TYPE[t] for _, _, qs in CASES for t, *_ in qs)
    lang = Counter(("zh" if int(u[1:]) <= 20 else "en", TYPE[t]) for u, _, qs in CASES for t, *_ in qs)
    one = sum(1 for _, f, _ in CASES if len(f) == 1)
    print(f"users {len(CASES)} (one-fact {one}), questions {sum(tags.values())}", file=sys.stderr)
    print("tags " + ", ".join(f"{k} {tags[k]}" for k in "rpuxgn"), file=sys.stderr)
    print("types " + ", ".join(f"{k} {v}" for k, v in sorted(types.items())), file=sys.stderr)
    print("by language " + ", ".join(f"{l}/{k} {v}" for (l, k), v in sorted(lang.items())), file=sys.stderr)


if __name__ == "__main__":
    main()
