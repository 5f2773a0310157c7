"""tiny-stores-6: 40 tiny users (u01-u20 colloquial Simplified Chinese, u21-u40 English), each with
1 to 4 one-line everyday facts (work, family, health, home, money, hobbies, pets, travel, study,
food, transport, schedules, faith, sport, neighbours, cars, school) told on different days of 2026,
and 2-4 questions asked at 2026-11-30 20:00 +08:00.

Mix: about 45% answerable -- mostly "single-hop" (paraphrases with little word overlap with the
fact, requests whose good answer depends on a stored fact, details a fact states) plus a few
"update" questions where a later fact replaces an earlier one (evidence = the later fact, stale =
the earlier one, worded so the new fact does not repeat the old one's words); about 55% "abstain"
with no evidence -- personal details never stated (often on the same subject as a stored fact),
general knowledge on a fact's subject that the fact does not answer, and unrelated requests or
trivia.  Each question carries a tag, stripped before building: r request, p paraphrase/detail,
u update, x unstated personal detail, g general knowledge on the subject, n unrelated.

Written in session 24 by a helper that read no other data set or generator (only the
tiny_store_case.py format builder), as an honest unseen test.

Usage: python3 make-tiny-stores-6.py > tiny-stores-6.json
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-30T20:00:00+08:00"

USERS = [
    # ---------------- Simplified Chinese ----------------
    ("u01", [
        ("2026-02-14", "唉今天又加班到九点……对了，我们公司下个月搬到浦东张江那边去了，以后通勤得一个小时", "辛苦了！通勤变长确实累，可以看看公司有没有班车。"),
        ("2026-05-03", "我家猫叫年糕，三岁了，最近老挑食", "年糕可能是换季了，可以试试换点湿粮。"),
    ], [
        ("p", "我现在上班的地方在哪一片？", [0], "single-hop"),
        ("r", "帮我给家里那个主子起几个昵称吧，最好跟它本名沾点边", [1], "single-hop"),
        ("x", "年糕是什么品种的？", [], "abstain"),
    ]),
    ("u02", [
        ("2026-01-20", "我吃素，蛋奶可以，肉和海鲜一律不碰", "明白，以后推荐菜都避开肉和海鲜。"),
        ("2026-07-08", "闺女九月就上一年级了，学校离家走路十分钟", "恭喜！走路十分钟很方便。"),
    ], [
        ("r", "今晚不知道做啥，给我出几个晚饭的主意呗", [0], "single-hop"),
        ("p", "孩子念书的地方离我们家远不远？", [1], "single-hop"),
        ("x", "我女儿班主任姓什么？", [], "abstain"),
        ("g", "小学一年级一般几点放学？", [], "abstain"),
    ]),
    ("u03", [
        ("2026-03-02", "我在一家物流公司当仓库主管", "仓库主管挺辛苦的，又要管人又要管货。"),
        ("2026-09-15", "跟你说个事，我辞职了，下周起去一家奶茶连锁做区域督导", "新开始，加油！区域督导要经常跑门店吧。"),
    ], [
        ("u", "我目前干的是哪一行、什么岗位？", [1], "update", [0]),
        ("x", "新东家一个月给我开多少钱？", [], "abstain"),
        ("n", "帮我写一句给同事的生日祝福", [], "abstain"),
    ]),
    ("u04", [
        ("2026-04-11", "最近膝盖疼，医生说是半月板磨损，让我别再跑步了，改游泳", "遵医嘱很重要，游泳对膝盖友好多了。"),
    ], [
        ("r", "周末想动一动，推荐个适合我的锻炼方式吧", [0], "single-hop"),
        ("p", "大夫说我腿上是啥毛病？", [0], "single-hop"),
        ("x", "给我看膝盖的那位医生叫什么？", [], "abstain"),
        ("g", "半月板在人体哪个位置？", [], "abstain"),
    ]),
    ("u05", [
        ("2026-01-05", "我老公开的是一辆白色的比亚迪宋", "好的，记下了。"),
        ("2026-06-22", "哎呀今天热死了，家里空调偏偏坏了，约了周四师傅上门修", "天热没空调太难受了，希望师傅修得快。"),
        ("2026-10-09", "老公把之前那辆卖掉了，新提了一辆灰色的理想L6", "新车开着舒服吧！"),
    ], [
        ("u", "我先生现在的座驾是哪款？", [2], "update", [0]),
        ("p", "家里制冷那台机器出故障后，修理的人约的是哪天来？", [1], "single-hop"),
        ("x", "我老公的车牌号是多少？", [], "abstain"),
    ]),
    ("u06", [
        ("2026-02-28", "在备考明年三月的雅思，目标7分", "目标明确，加油！"),
        ("2026-08-19", "周末去爬了黄山，腿都废了，不过风景是真好", "黄山的云海很值得！"),
    ], [
        ("p", "我那门英语测试打算拿到多少成绩？", [0], "single-hop"),
        ("x", "我雅思报的是哪个考点？", [], "abstain"),
        ("g", "雅思口语考试大概多长时间？", [], "abstain"),
    ]),
    ("u07", [
        ("2026-05-17", "我对花生过敏，很严重的那种", "这很重要，我会记住，推荐吃的时候一定避开花生。"),
        ("2026-11-02", "下个月要去成都出差三天", "成都好吃的很多，注意辣度。"),
    ], [
        ("r", "这次出差想尝尝当地的特色菜，点菜时我得注意啥？", [0, 1], "single-hop"),
        ("p", "我下回出差去哪座城市？", [1], "single-hop"),
        ("x", "我出差住哪家酒店？", [], "abstain"),
        ("g", "成都到重庆坐高铁要多久？", [], "abstain"),
    ]),
    ("u08", [
        ("2026-03-21", "我妈下个月过七十大寿，打算在老家摆几桌", "七十大寿是大事，记得提前订好饭店。"),
    ], [
        ("p", "我母亲今年多大岁数了？", [0], "single-hop"),
        ("r", "帮我给我妈写段生日贺词，要把她今年的岁数写进去", [0], "single-hop"),
        ("x", "我妈生日具体是哪一天？", [], "abstain"),
        ("n", "37乘以24等于多少？", [], "abstain"),
    ]),
    ("u09", [
        ("2026-01-30", "刚搬了新家，在杭州西湖区，两室一厅，房租每月四千五", "恭喜乔迁！"),
        ("2026-04-25", "房东发消息说下季度起涨价，以后每月要交五千二了", "涨得有点多，可以跟房东再谈谈。"),
    ], [
        ("u", "我现在每个月住房要花多少钱？", [1], "update", [0]),
        ("p", "我家在哪儿来着？", [0], "single-hop"),
        ("x", "我房东叫什么名字？", [], "abstain"),
        ("g", "杭州的公积金可以拿来付房租吗？", [], "abstain"),
    ]),
    ("u10", [
        ("2026-06-01", "儿子这学期开始学钢琴了，每周六上午上课", "学琴贵在坚持，加油！"),
        ("2026-09-09", "今天累坏了，我家狗狗豆豆做了绝育，得在家守着它", "术后注意别让它舔伤口。"),
    ], [
        ("p", "孩子的乐器课排在星期几？", [0], "single-hop"),
        ("x", "我儿子的钢琴老师叫什么？", [], "abstain"),
        ("g", "钢琴一共有多少个键？", [], "abstain"),
    ]),
    ("u11", [
        ("2026-02-09", "每天早上坐地铁2号线上班，龙阳路到南京西路", "早高峰2号线挺挤的，辛苦。"),
    ], [
        ("p", "我平常通勤是在哪一站上车的？", [0], "single-hop"),
        ("n", "帮我想个周末团建玩的小游戏", [], "abstain"),
        ("g", "上海地铁2号线一共有多少站？", [], "abstain"),
    ]),
    ("u12", [
        ("2026-03-14", "我是基督徒，每周日上午都要去教堂做礼拜", "好的，周日上午帮你空出来。"),
        ("2026-07-30", "最近血压有点高，医生让我少吃盐，每天早上量一次", "控盐很重要，坚持记录。"),
    ], [
        ("r", "这个星期天想约朋友吃个饭，帮我挑个时间段", [0], "single-hop"),
        ("r", "晚饭想做两个菜，有啥适合我吃的？", [1], "single-hop"),
        ("x", "我平时去的是哪个教堂？", [], "abstain"),
        ("g", "成年人正常血压范围是多少？", [], "abstain"),
    ]),
    ("u13", [
        ("2026-04-02", "我在医院当护士，三班倒", "护士很辛苦，三班倒要注意休息。"),
        ("2026-10-20", "哎终于调岗了！现在去了门诊，只上白天，周末双休", "作息规律多了，恭喜！"),
    ], [
        ("u", "我现在的上班时间是怎么安排的？", [1], "update", [0]),
        ("x", "我在哪家医院上班？", [], "abstain"),
        ("n", "给我讲个冷笑话", [], "abstain"),
    ]),
    ("u14", [
        ("2026-05-05", "家里养了两只乌龟，一只叫阿甘，一只叫阿呆", "名字好可爱！"),
    ], [
        ("p", "我养的那俩爬行动物分别叫啥？", [0], "single-hop"),
        ("r", "想给家里那俩小家伙买点口粮，有啥推荐？", [0], "single-hop"),
        ("g", "乌龟冬眠的时候还需要喂吗？", [], "abstain"),
        ("x", "阿甘和阿呆是公的还是母的？", [], "abstain"),
    ]),
    ("u15", [
        ("2026-01-12", "今年给自己定了个小目标：存够十万", "好目标，可以每个月固定存一部分。"),
        ("2026-03-08", "最近在学烘焙，最拿手的是戚风蛋糕", "戚风很考验手法，厉害！"),
        ("2026-08-28", "隔壁王阿姨天天晚上十点以后在家跳绳，吵得我睡不着", "可以先礼貌地沟通一下。"),
    ], [
        ("p", "我打算今年攒下多少钱？", [0], "single-hop"),
        ("r", "晚上老睡不好觉，我该怎么跟吵我的那位提一下？", [2], "single-hop"),
        ("x", "王阿姨住几楼？", [], "abstain"),
        ("g", "戚风蛋糕出炉后为什么会回缩？", [], "abstain"),
    ]),
    ("u16", [
        ("2026-06-18", "我骑电动车上下班，单程二十分钟", "骑车注意安全，记得戴头盔。"),
    ], [
        ("p", "我每天是怎么去公司的？", [0], "single-hop"),
        ("x", "我那辆电动车是什么牌子的？", [], "abstain"),
    ]),
    ("u17", [
        ("2026-02-02", "老家湖南衡阳的，过年回去", "回家过年真好！"),
        ("2026-09-27", "最近在自学吉他，刚会按C和G", "入门了，继续加油。"),
    ], [
        ("p", "我是哪里人？", [0], "single-hop"),
        ("p", "我最近在练哪种乐器？", [1], "single-hop"),
        ("x", "我的吉他是多少钱买的？", [], "abstain"),
        ("g", "吉他标准调弦是哪几个音？", [], "abstain"),
    ]),
    ("u18", [
        ("2026-03-29", "我老婆怀孕了，预产期在十二月中旬", "恭喜恭喜！"),
        ("2026-07-14", "今天陪着去产检，医生说是个男孩", "恭喜，要当爸爸了！"),
    ], [
        ("p", "宝宝大概什么时候出生？", [0], "single-hop"),
        ("p", "我们家要添的是儿子还是闺女？", [1], "single-hop"),
        ("x", "我老婆在哪家医院产检？", [], "abstain"),
        ("g", "孕妇能喝咖啡吗？", [], "abstain"),
    ]),
    ("u19", [
        ("2026-04-16", "在考驾照，科目二挂了一次，烦", "别灰心，多练练倒库。"),
        ("2026-06-30", "本本到手啦！科目三一把过", "恭喜拿证！"),
    ], [
        ("u", "我现在能自己开车上路了吗？", [1], "update", [0]),
        ("x", "我是在哪个驾校学的车？", [], "abstain"),
        ("n", "世界上最高的山是哪座？", [], "abstain"),
    ]),
    ("u20", [
        ("2026-08-08", "我不喝酒，一沾就脸红头晕，聚餐都点饮料", "好的，以后聚会饮品会帮你避开酒。"),
    ], [
        ("r", "公司年会要挨桌敬一圈，我杯子里准备点啥好？", [0], "single-hop"),
        ("x", "我们公司年会是哪一天？", [], "abstain"),
        ("g", "喝酒脸红是什么原因？", [], "abstain"),
    ]),
    # ---------------- English ----------------
    ("u21", [
        ("2026-02-11", "ugh, long day — the clinic moved my physio to Thursdays", "That's a change — hope Thursdays suit you better."),
        ("2026-05-19", "I'm allergic to penicillin, just so you know", "Noted — that's important to keep on record."),
    ], [
        ("p", "Which day of the week is my rehab session now?", [0], "single-hop"),
        ("p", "Is there any antibiotic I should warn a new doctor about?", [1], "single-hop"),
        ("x", "What's my physiotherapist's name?", [], "abstain"),
    ]),
    ("u22", [
        ("2026-01-08", "I'm vegetarian, have been since college", "Got it, I'll keep meal ideas meat-free."),
        ("2026-04-23", "My sister Karen just moved to Denver for a nursing job", "Big move! Denver's lovely."),
    ], [
        ("r", "any dinner ideas for me tonight?", [0], "single-hop"),
        ("p", "Where does my sibling live these days?", [1], "single-hop"),
        ("x", "What hospital does Karen work at?", [], "abstain"),
        ("g", "How high above sea level is Denver?", [], "abstain"),
    ]),
    ("u23", [
        ("2026-03-03", "We adopted a beagle named Biscuit last weekend!", "Congrats! Beagles are full of energy."),
        ("2026-08-12", "Biscuit's vet says he's a bit chunky, so we're cutting treats to one a day", "Smart — extra walks help too."),
    ], [
        ("p", "How many snacks is my dog allowed per day now?", [1], "single-hop"),
        ("x", "How old is Biscuit?", [], "abstain"),
        ("g", "How much exercise does a beagle typically need?", [], "abstain"),
    ]),
    ("u24", [
        ("2026-02-20", "I drive a blue 2015 Honda Civic", "Reliable car!"),
        ("2026-10-05", "Finally traded in the old one — picked up a used Toyota RAV4 yesterday", "Nice upgrade, more room."),
    ], [
        ("u", "What vehicle do I have at the moment?", [1], "update", [0]),
        ("x", "How many miles are on my RAV4?", [], "abstain"),
        ("n", "What's a good name for a fantasy novel villain?", [], "abstain"),
    ]),
    ("u25", [
        ("2026-06-06", "My son Leo starts kindergarten in September at Maple Grove Elementary", "Exciting milestone!"),
    ], [
        ("p", "Which school is my boy going to?", [0], "single-hop"),
        ("x", "Who is Leo's teacher?", [], "abstain"),
        ("g", "At what age do kids usually start kindergarten in the US?", [], "abstain"),
    ]),
    ("u26", [
        ("2026-01-25", "Training for the Chicago marathon in October!", "Great goal — build mileage slowly."),
        ("2026-05-12", "Pulled my hamstring, so I've deferred Chicago to next year. Cycling for now", "Sorry to hear — rest it properly."),
    ], [
        ("u", "Am I still running that big race this fall?", [1], "update", [0]),
        ("r", "Suggest a workout for this weekend that fits what I'm dealing with", [1], "single-hop"),
        ("g", "How long is a marathon in kilometres?", [], "abstain"),
    ]),
    ("u27", [
        ("2026-04-04", "we're Jewish and keep kosher at home, fyi", "Thanks, I'll keep that in mind for recipes."),
    ], [
        ("r", "Can you suggest something I could cook for Friday night dinner at home?", [0], "single-hop"),
        ("x", "Which synagogue do we belong to?", [], "abstain"),
        ("g", "Why isn't pork kosher?", [], "abstain"),
        ("n", "What year did the first moon landing happen?", [], "abstain"),
    ]),
    ("u28", [
        ("2026-07-07", "My landlord finally fixed the leaky kitchen sink after three weeks", "About time!"),
        ("2026-09-02", "Started a part-time MBA at night, classes Tuesdays and Wednesdays", "Busy, but worth it."),
    ], [
        ("p", "What evenings am I tied up with coursework?", [1], "single-hop"),
        ("p", "Did that drip under the counter where I wash dishes ever get sorted?", [0], "single-hop"),
        ("x", "Which university is my MBA program at?", [], "abstain"),
        ("n", "How do I convert Fahrenheit to Celsius?", [], "abstain"),
    ]),
    ("u29", [
        ("2026-03-18", "Just a heads up, I'm lactose intolerant", "Noted — I'll flag dairy in recipes."),
    ], [
        ("r", "What should I order at an ice-cream shop?", [0], "single-hop"),
        ("x", "Am I also sensitive to gluten?", [], "abstain"),
        ("g", "What enzyme breaks down lactose?", [], "abstain"),
    ]),
    ("u30", [
        ("2026-02-01", "My husband Raj works night shifts at the airport", "That must be tough on sleep."),
        ("2026-06-15", "We booked a trip to Lisbon for our anniversary in late September", "Lisbon is beautiful then."),
        ("2026-11-10", "Raj switched jobs — he's doing days at a logistics firm downtown now", "Nice, more evenings together."),
    ], [
        ("u", "When is my partner usually at work, daytime or overnight?", [2], "update", [0]),
        ("p", "Which city did we pick to celebrate another year of marriage?", [1], "single-hop"),
        ("x", "What hotel did we stay at in Lisbon?", [], "abstain"),
    ]),
    ("u31", [
        ("2026-05-28", "I coach my daughter's under-10 soccer team on Saturday mornings", "Fun!"),
    ], [
        ("r", "Can you help me plan a Saturday brunch with friends?", [0], "single-hop"),
        ("x", "What's the name of the team I coach?", [], "abstain"),
        ("g", "How many players per side are on the field in under-10 soccer?", [], "abstain"),
    ]),
    ("u32", [
        ("2026-01-17", "my daughter started piano", "Lovely — early lessons are great."),
        ("2026-08-22", "I'm saving up for a house deposit, aiming for $40k by next summer", "Good target."),
    ], [
        ("p", "How much am I trying to put aside for the down payment?", [1], "single-hop"),
        ("x", "what's my daughter's piano teacher called?", [], "abstain"),
        ("g", "how many keys does a piano have?", [], "abstain"),
        ("n", "Write a haiku about autumn.", [], "abstain"),
    ]),
    ("u33", [
        ("2026-04-30", "The upstairs neighbours have a new baby so nights are loud. I've started sleeping with earplugs", "Hope you get some rest."),
    ], [
        ("p", "What have I been using to block out noise at bedtime?", [0], "single-hop"),
        ("r", "Any tips for getting decent sleep given what's going on in my building?", [0], "single-hop"),
        ("x", "What's the upstairs couple's baby called?", [], "abstain"),
        ("n", "What's the capital of Australia?", [], "abstain"),
    ]),
    ("u34", [
        ("2026-03-10", "I'm a high school chemistry teacher", "Great subject!"),
        ("2026-07-21", "Big news: I've left the classroom — vice principal at the same school from August", "Congratulations!"),
    ], [
        ("u", "What's my job at school now?", [1], "update", [0]),
        ("x", "How many students are at my school?", [], "abstain"),
        ("g", "What is the atomic number of carbon?", [], "abstain"),
    ]),
    ("u35", [
        ("2026-06-09", "On our street recycling goes out Tuesday, general rubbish Friday", "Handy to remember."),
    ], [
        ("p", "When do I put the paper and plastics bin out?", [0], "single-hop"),
        ("g", "Can greasy pizza boxes go in recycling?", [], "abstain"),
        ("x", "Which company collects the bins on my street?", [], "abstain"),
    ]),
    ("u36", [
        ("2026-02-16", "Started metformin this week, 500mg with dinner", "Taking it with food is good."),
        ("2026-10-13", "doc bumped my dose — now 1000mg, half in the morning, half in the evening", "Got it."),
    ], [
        ("u", "How much of my glucose pill am I taking these days?", [1], "update", [0]),
        ("u", "At what point in the day should I be swallowing those tablets now?", [1], "update", [0]),
        ("x", "Who is my doctor?", [], "abstain"),
        ("g", "What are common side effects of metformin?", [], "abstain"),
    ]),
    ("u37", [
        ("2026-09-19", "Took up birdwatching — bought my first pair of binoculars, 8x42", "Great hobby!"),
    ], [
        ("p", "What's the magnification on the field glasses I got?", [0], "single-hop"),
        ("x", "What was the first bird I spotted?", [], "abstain"),
        ("n", "Recommend a podcast about economics", [], "abstain"),
    ]),
    ("u38", [
        ("2026-01-29", "kinda stressed lol, my mortgage rate resets in March to 5.9%", "That's a jump — maybe look at refinancing."),
        ("2026-05-08", "We refinanced with the credit union: 4.8% fixed for five years", "Nice save!"),
    ], [
        ("u", "What interest am I paying on the home loan now?", [1], "update", [0]),
        ("x", "How much do I still owe on the house?", [], "abstain"),
        ("g", "What's the difference between fixed and variable rates?", [], "abstain"),
    ]),
    ("u39", [
        ("2026-07-25", "I'm flying to Tokyo on December 12 for two weeks, first time in Japan", "Exciting!"),
    ], [
        ("p", "What date does my flight leave?", [0], "single-hop"),
        ("r", "Any tips on what I should pack for my upcoming trip?", [0], "single-hop"),
        ("x", "Which airline am I flying?", [], "abstain"),
    ]),
    ("u40", [
        ("2026-04-19", "My grandma is turning 90 in June, we're throwing a party at the church hall", "What a milestone!"),
        ("2026-08-03", "I volunteer at the food bank every other Sunday afternoon", "That's generous of you."),
    ], [
        ("p", "How old did Grandma turn this year?", [0], "single-hop"),
        ("r", "I'm thinking of joining a book club that meets every Sunday afternoon — anything I should keep in mind?", [1], "single-hop"),
        ("x", "What's my grandma's name?", [], "abstain"),
        ("n", "How many ounces are in a pound?", [], "abstain"),
    ]),
]


def main():
    cases, tags, types = [], Counter(), Counter()
    for user, facts, questions in USERS:
        assert 1 <= len(facts) <= 4 and 2 <= len(questions) <= 4, user
        days = [d for d, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), user
        stripped = []
        for tag, query, evidence, kind, *rest in questions:
            assert tag in "rpuxgn", (user, query)
            assert all(0 <= i < len(facts) for i in evidence + (rest[0] if rest else [])), (user, query)
            assert (kind == "abstain") == (not evidence), (user, query)
            assert (kind == "update") == (tag == "u") == bool(rest), (user, query)
            tags[tag] += 1
            types[kind] += 1
            stripped.append((query, evidence, kind, *rest))
        cases.append((user, facts, stripped))
    print("tags:", dict(sorted(tags.items())), file=sys.stderr)
    print("types:", dict(sorted(types.items())), file=sys.stderr)
    print("users:", len(cases), "questions:", sum(types.values()), file=sys.stderr)
    data = tiny_store_dataset("tiny-stores-6", __doc__.strip(), cases, ASK)
    json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
    print()


if __name__ == "__main__":
    main()
