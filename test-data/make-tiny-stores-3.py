"""tiny-stores-3: an evaluation-only set of tiny memory stores.

40 users, each with 1 to 4 facts they told the assistant (one short chat turn per fact, one session
per day in 2026, with the assistant's short reply), then 2 to 4 questions asked later, all at ASK.
Users u01-u20 speak colloquial Mainland Chinese, u21-u40 speak English; the users are spread over
everyday domains (work, family, health, home, money, hobbies, pets, travel, study, food, transport,
schedules). About 45% of the questions are answerable ("single-hop": a paraphrase of one fact, a
request whose good answer depends on one fact, or a detail a fact states), including update cases
where a later fact changes an earlier one (the later fact is the evidence, the earlier one stale);
the rest are "abstain" (evidence []): personal details the user never stated, general-knowledge
questions on a fact's subject that the fact does not help answer, and unrelated requests.

Written in session 15 by a helper who read no other set's questions or results, so it is an honest
unseen test.

Run:  cd test-data && python3 make-tiny-stores-3.py > tiny-stores-3.json

Each question carries a tag for the counts printed to stderr (stripped before building):
r request answerable, p personal paraphrase answerable, u update answerable,
x unstated detail abstain, g general knowledge abstain, n unrelated abstain.
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-20T20:00:00+08:00"

# (user, facts [(day, user text, assistant reply)], questions [(tag, query, evidence, type[, stale])])
CASES = [
    # ---------------- Chinese users ----------------
    ("u01", [
        ("2026-03-14", "我在一家物流公司做调度，每天早上六点就得到岗。", "记住了，六点到岗确实挺早的，辛苦啦。"),
    ], [
        ("p", "你还记得我是干啥工作的吗？", [0], "single-hop"),
        ("x", "我们公司全名叫什么来着？", [], "abstain"),
        ("n", "帮我写一首关于秋天落叶的小诗。", [], "abstain"),
    ]),
    ("u02", [
        ("2026-02-08", "我对青霉素过敏，上次打针差点出事。", "好的，记下了，以后看病一定要提前说明。"),
        ("2026-06-17", "我最近血压有点高，医生让我少吃盐。", "明白，饮食上清淡点会好一些。"),
    ], [
        ("r", "我嗓子发炎了准备去诊所，见了医生我得提醒他啥？", [0], "single-hop"),
        ("r", "帮我想几个适合我吃的家常晚饭菜。", [1], "single-hop"),
        ("g", "高血压一般是怎么确诊的？", [], "abstain"),
        ("x", "我是什么血型？", [], "abstain"),
    ]),
    ("u03", [
        ("2026-02-10", "我现在住在成都，租的房子在高新区。", "好的，记住了。"),
        ("2026-06-15", "跟你说下，我上个月搬到杭州了，公司把我调过去了。", "收到，已经更新，现在你在杭州了。"),
        ("2026-09-03", "我女儿在这边上小学了，每天下午四点放学得我去接。", "了解，那你下午时间得空出来。"),
    ], [
        ("u", "我现在在哪个城市生活？", [1], "single-hop", [0]),
        ("p", "我一般几点要去学校门口等孩子？", [2], "single-hop"),
        ("x", "我女儿叫什么名字？", [], "abstain"),
        ("g", "杭州西湖是哪一年列入世界遗产的？", [], "abstain"),
    ]),
    ("u04", [
        ("2026-04-21", "我养了一只橘猫，叫大黄，已经八岁了。", "大黄听着就很可爱，记住啦。"),
    ], [
        ("p", "我家那只主子今年多大了？", [0], "single-hop"),
        ("g", "猫一般能活多少年？", [], "abstain"),
        ("n", "推荐一部适合周末看的悬疑片。", [], "abstain"),
    ]),
    ("u05", [
        ("2026-01-19", "我房贷每个月要还六千二，压力挺大的。", "理解，这笔支出确实不小。"),
        ("2026-03-08", "我们家是老小区，没电梯，我住七楼。", "好的，记下了，爬楼挺累的。"),
        ("2026-05-26", "我老婆在银行上班，家里的账都是她管。", "明白，有专业的人管账挺省心。"),
        ("2026-09-12", "我今年打算攒钱换辆车，预算十五万左右。", "好的，记住你的预算了。"),
    ], [
        ("p", "我每月要还给银行多少钱来着？", [0], "single-hop"),
        ("r", "我想买台大冰箱，送货上门前要先跟商家说清楚什么情况？", [1], "single-hop"),
        ("x", "我老婆叫什么名字？", [], "abstain"),
        ("n", "怎么用Excel做数据透视表？", [], "abstain"),
    ]),
    ("u06", [
        ("2026-03-01", "我最近在搞生酮饮食，米饭面条基本不碰。", "好的，记住了，注意营养均衡。"),
        ("2026-07-20", "生酮我放弃了，太难坚持，现在改成吃素了，肉一口都不吃。", "收到，已经更新为吃素。"),
    ], [
        ("u", "今天中午点外卖，我点啥比较合适？", [1], "single-hop", [0]),
        ("g", "吃素的人怎么补充维生素B12？", [], "abstain"),
        ("x", "我现在体重多少？", [], "abstain"),
    ]),
    ("u07", [
        ("2026-03-22", "我在准备考研，目标是北师大的心理学。", "加油，目标很明确！"),
        ("2026-04-30", "我英语比较烂，六级考了两次都没过。", "没关系，多花点时间能补上来。"),
        ("2026-06-09", "我每天晚上在图书馆学到十点才回宿舍。", "挺拼的，也注意休息。"),
    ], [
        ("p", "我想报考哪所学校来着？", [0], "single-hop"),
        ("r", "帮我排一下复习计划，哪一科我该多花点时间？", [1], "single-hop"),
        ("x", "我本科学的是什么专业？", [], "abstain"),
        ("g", "考研初试一般在几月份？", [], "abstain"),
    ]),
    ("u08", [
        ("2026-05-15", "我每天骑电动车上班，单程大概四十分钟。", "好的，路上注意安全。"),
    ], [
        ("p", "我通勤路上一趟要花多久？", [0], "single-hop"),
        ("r", "明天说有大暴雨，我上班路上要注意点啥？", [0], "single-hop"),
        ("n", "给我讲个冷笑话。", [], "abstain"),
        ("g", "国标规定电动自行车最高时速是多少？", [], "abstain"),
    ]),
    ("u09", [
        ("2026-01-27", "我爸妈住在河南老家，一年也就回去一次。", "记住了，离得远回去一趟不容易。"),
        ("2026-04-11", "我儿子今年三岁，对花生过敏。", "好的，这个很重要，我记下了。"),
        ("2026-07-03", "我老公经常出差，家里基本是我一个人带娃。", "辛苦了，一个人带娃真不容易。"),
        ("2026-10-05", "我婆婆下个月要过来帮忙带孩子，住一阵子。", "那你能轻松一点了。"),
    ], [
        ("r", "周末想给娃做点小零食，有啥推荐？", [1], "single-hop"),
        ("p", "我父母是哪儿的人？", [0], "single-hop"),
        ("x", "我老公具体是做什么工作的？", [], "abstain"),
        ("g", "花生过敏的小孩长大了会好吗？", [], "abstain"),
    ]),
    ("u10", [
        ("2026-04-04", "我周末喜欢去钓鱼，一般去郊区的水库。", "挺惬意的爱好，记住了。"),
        ("2026-08-18", "我最近开始学吉他，买了一把雅马哈的民谣吉他。", "不错，祝你早日弹出第一首歌。"),
    ], [
        ("p", "我买的那把琴是什么牌子的？", [1], "single-hop"),
        ("g", "民谣吉他和古典吉他有什么区别？", [], "abstain"),
        ("n", "帮我把这句话翻成英文：明天会更好。", [], "abstain"),
    ]),
    ("u11", [
        ("2026-01-12", "我在一家游戏公司当测试，天天加班。", "辛苦了，记住了。"),
        ("2026-04-22", "我每周三晚上去打羽毛球，算是唯一的运动了。", "坚持运动挺好的。"),
        ("2026-09-08", "我辞职了，现在去一家新能源车企做产品经理。", "恭喜换工作！已经更新。"),
    ], [
        ("u", "我现在在什么样的公司上班、干什么岗位？", [2], "single-hop", [0]),
        ("p", "我平时有在锻炼吗？练的是啥？", [1], "single-hop"),
        ("g", "羽毛球比赛一局打到多少分？", [], "abstain"),
        ("x", "我现在一个月工资多少？", [], "abstain"),
    ]),
    ("u12", [
        ("2026-06-06", "我是广东人，吃不了辣，一点点辣都受不了。", "明白，以后推荐吃的都避开辣的。"),
    ], [
        ("r", "我下周去重庆出差，帮我推荐几样能吃的当地菜。", [0], "single-hop"),
        ("g", "辣椒为什么会让人觉得辣？", [], "abstain"),
        ("x", "我是在广东哪个城市长大的？", [], "abstain"),
    ]),
    ("u13", [
        ("2026-02-25", "我每周二和周四下午要去医院做康复训练，腿之前骨折过。", "好的，记下了，祝你早日康复。"),
        ("2026-07-11", "我每天早上七点半要送孩子去幼儿园。", "了解，早上挺赶的。"),
    ], [
        ("r", "同事想约我周四下午开会，我有空吗？", [0], "single-hop"),
        ("p", "我以前受过什么伤？", [0], "single-hop"),
        ("g", "骨折一般多久能完全长好？", [], "abstain"),
        ("n", "推荐几本适合睡前看的小说。", [], "abstain"),
    ]),
    ("u14", [
        ("2026-01-30", "我坐飞机一定要靠过道的位置，靠窗会憋得慌。", "记住了，以后帮你留意选座。"),
        ("2026-03-17", "我有晕车的毛病，坐大巴特别难受。", "好的，出行的时候注意备点药。"),
        ("2026-06-28", "我办了日本的五年多次签证。", "不错，以后去日本方便多了。"),
        ("2026-10-14", "我年底想带我妈去云南玩一个礼拜。", "挺好的，陪妈妈出去走走。"),
    ], [
        ("r", "帮我订机票的时候，选座有什么要注意的？", [0], "single-hop"),
        ("p", "我打算跟谁一起出去玩？", [3], "single-hop"),
        ("g", "云南的雨季一般是几月到几月？", [], "abstain"),
        ("n", "在家怎么做提拉米苏？", [], "abstain"),
    ]),
    ("u15", [
        ("2026-05-09", "我每个月工资到手一万二，房租占了四千。", "记下了，房租占比还挺高的。"),
    ], [
        ("p", "我一个月实际能拿多少钱？", [0], "single-hop"),
        ("x", "我信用卡额度是多少？", [], "abstain"),
        ("g", "个人所得税的起征点是多少？", [], "abstain"),
    ]),
    ("u16", [
        ("2026-02-13", "我有点近视，平时戴隐形眼镜。", "好的，注意用眼卫生。"),
        ("2026-05-21", "我晚上老失眠，一般要一点多才睡得着。", "失眠挺难受的，记下了。"),
        ("2026-08-07", "我膝盖不太好，医生说不能爬山也不能跑步。", "明白，运动的时候要避开这些。"),
    ], [
        ("r", "帮我推荐几样适合我的锻炼方式。", [2], "single-hop"),
        ("p", "我一般几点才能入睡？", [1], "single-hop"),
        ("x", "我近视多少度？", [], "abstain"),
        ("n", "帮我写段生日祝福发给同事。", [], "abstain"),
    ]),
    ("u17", [
        ("2026-02-18", "我开的是一辆白色的大众朗逸。", "好的，记住了。"),
        ("2026-08-30", "朗逸卖掉了，换了一辆比亚迪的纯电车。", "恭喜提新车！已经更新。"),
    ], [
        ("u", "我现在开的是啥车？", [1], "single-hop", [0]),
        ("u", "下周要开长途回老家，出发前我得做哪些准备？", [1], "single-hop", [0]),
        ("n", "帮我想一个公司团建活动的点子。", [], "abstain"),
        ("x", "我车牌号是多少？", [], "abstain"),
    ]),
    ("u18", [
        ("2026-01-05", "我家有两只狗，一只柯基一只边牧。", "两只狗狗，家里肯定很热闹。"),
        ("2026-03-29", "我住一楼，带一个小院子。", "有院子挺方便的。"),
        ("2026-06-14", "我每天早晚各遛一次狗，每次半小时。", "很负责的主人，记下了。"),
        ("2026-09-26", "边牧最近老拆家，沙发都被咬坏了。", "边牧精力太旺了，确实头疼。"),
    ], [
        ("p", "我家都养了些什么宠物？", [0], "single-hop"),
        ("r", "有什么办法让我家那只牧羊犬别再搞破坏？", [3], "single-hop"),
        ("x", "我家柯基叫什么名字？", [], "abstain"),
        ("n", "用三句话解释一下什么是区块链。", [], "abstain"),
    ]),
    ("u19", [
        ("2026-10-10", "我儿子在上初二，数学成绩一直上不去。", "理解，我可以帮你想想办法。"),
    ], [
        ("r", "帮我挑几本适合我家孩子的课外辅导书。", [0], "single-hop"),
        ("g", "初中数学一共要学哪几大块内容？", [], "abstain"),
        ("n", "绿萝该怎么换盆？", [], "abstain"),
    ]),
    ("u20", [
        ("2026-03-15", "我每周六上午在少年宫教小朋友画画。", "挺有意义的，记住了。"),
        ("2026-06-01", "我这学期开始学日语了，每周一三五晚上上网课。", "加油，坚持下来就好。"),
        ("2026-09-20", "我对猫毛过敏，去朋友家只要有猫就打喷嚏。", "好的，记下了。"),
    ], [
        ("r", "朋友约我这周六上午去爬山，我能去吗？", [0], "single-hop"),
        ("p", "我最近在学哪门外语？", [1], "single-hop"),
        ("g", "日语的平假名一共有多少个？", [], "abstain"),
        ("n", "给我推荐一款适合新手的咖啡机。", [], "abstain"),
    ]),
    # ---------------- English users ----------------
    ("u21", [
        ("2026-01-14", "I'm a high school chemistry teacher in Leeds.", "Got it, noted."),
        ("2026-03-03", "I run the school's chess club on Wednesday afternoons.", "That sounds fun, I'll remember."),
        ("2026-05-19", "My principal wants me to take over as head of science next year.", "Congratulations, that's a big step."),
        ("2026-08-24", "I've been teaching for eleven years now.", "That's a lot of experience, noted."),
    ], [
        ("p", "What subject do I teach?", [0], "single-hop"),
        ("r", "A parent wants to meet on Wednesday afternoon. Would that work for me?", [1], "single-hop"),
        ("x", "How many students are in my classes?", [], "abstain"),
        ("n", "What's a good gift for a neighbour who just had a baby?", [], "abstain"),
    ]),
    ("u22", [
        ("2026-01-03", "I went vegan at the start of the year, no animal products at all.", "Noted, I'll keep that in mind."),
    ], [
        ("r", "Can you suggest a quick breakfast I could make tomorrow?", [0], "single-hop"),
        ("g", "Which plant foods are high in iron?", [], "abstain"),
        ("x", "Why did I decide to stop eating meat?", [], "abstain"),
    ]),
    ("u23", [
        ("2026-01-25", "I just signed a lease on a flat in Manchester.", "Nice, congrats on the new place."),
        ("2026-07-14", "Update: I moved to Bristol last week for a new job, so I'm not in Manchester anymore.", "Thanks, I've updated that."),
    ], [
        ("u", "Which city am I based in these days?", [1], "single-hop", [0]),
        ("x", "What's the name of the company I joined?", [], "abstain"),
        ("n", "Write a haiku about rain on a window.", [], "abstain"),
    ]),
    ("u24", [
        ("2026-02-11", "I have type 1 diabetes and wear a glucose monitor.", "Thanks for telling me, noted."),
        ("2026-04-26", "I'm allergic to shellfish, found out the hard way at a wedding.", "Yikes, I'll remember that."),
        ("2026-07-08", "I try to swim three mornings a week.", "Great habit."),
    ], [
        ("r", "My friends booked a crab shack for Friday. Anything I should tell the waiter?", [1], "single-hop"),
        ("p", "How often do I get in the pool?", [2], "single-hop"),
        ("g", "What's the difference between type 1 and type 2 diabetes?", [], "abstain"),
        ("x", "When was I first diagnosed?", [], "abstain"),
    ]),
    ("u25", [
        ("2026-06-19", "My rabbit Biscuit is scared of loud noises and hides under the sofa.", "Poor Biscuit, I'll remember."),
    ], [
        ("r", "Fireworks night is coming up. Any tips for me at home?", [0], "single-hop"),
        ("x", "What breed is Biscuit?", [], "abstain"),
        ("n", "Suggest a board game for four adults.", [], "abstain"),
    ]),
    ("u26", [
        ("2026-04-07", "I'm flying to Lisbon on December 12 for a friend's wedding.", "How exciting, noted."),
        ("2026-06-15", "I only ever travel with a carry-on, I refuse to check luggage.", "Travelling light, got it."),
        ("2026-08-02", "I don't speak any Portuguese at all.", "Okay, noted."),
        ("2026-10-18", "I get really bad jet lag, even with a small time difference.", "That's rough, I'll keep it in mind."),
    ], [
        ("p", "When does my trip to Portugal start?", [0], "single-hop"),
        ("r", "What should I keep in mind when packing toiletries for my flight?", [1], "single-hop"),
        ("g", "What currency do they use in Portugal?", [], "abstain"),
        ("n", "Explain how compound interest works.", [], "abstain"),
    ]),
    ("u27", [
        ("2026-03-09", "I've been running for about two years and I'm training for my first marathon.", "Good luck with the training!"),
        ("2026-09-16", "I play bass in a cover band on weekends.", "Cool, noted."),
    ], [
        ("p", "What instrument do I play?", [1], "single-hop"),
        ("x", "What's my personal best for a half marathon?", [], "abstain"),
        ("g", "How long is a marathon in kilometres?", [], "abstain"),
    ]),
    ("u28", [
        ("2026-02-02", "I work as a barista at a café downtown.", "Noted!"),
        ("2026-04-19", "I share a house with two roommates.", "Got it."),
        ("2026-08-11", "Left the café! I'm now a junior web developer at a small agency.", "Congrats on the new job, updated."),
    ], [
        ("u", "What do I do for a living?", [2], "single-hop", [0]),
        ("p", "How many people do I live with?", [1], "single-hop"),
        ("x", "What programming language do I use at work?", [], "abstain"),
        ("n", "Give me a recipe for banana bread.", [], "abstain"),
    ]),
    ("u29", [
        ("2026-05-04", "I'm trying to pay off about $8,000 of credit card debt by next summer.", "That's a solid goal, noted."),
    ], [
        ("r", "A friend invited me on a pricey ski trip next month. Should I go?", [0], "single-hop"),
        ("g", "What does APR mean on a credit card?", [], "abstain"),
        ("x", "How much do I have in savings?", [], "abstain"),
    ]),
    ("u30", [
        ("2026-02-21", "My sister Priya lives in Toronto and we video call every Sunday.", "That's lovely, noted."),
        ("2026-05-12", "My dad is turning 70 in January.", "A big milestone, I'll remember."),
        ("2026-07-27", "My grandmother only speaks Gujarati.", "Got it."),
        ("2026-09-30", "My wife and I are expecting our first baby in March.", "Congratulations to you both!"),
    ], [
        ("r", "Help me plan something special for my father's next birthday.", [1], "single-hop"),
        ("p", "When's our little one due?", [3], "single-hop"),
        ("x", "What's my mother's name?", [], "abstain"),
        ("n", "What's a good stretching routine for a stiff neck?", [], "abstain"),
    ]),
    ("u31", [
        ("2026-03-18", "I don't have a driver's license, I get everywhere by bus or bike.", "Noted."),
        ("2026-06-23", "My office is at the other end of town, about 9 miles away.", "That's quite a trek, noted."),
    ], [
        ("r", "I need to buy a new sofa. How should I plan getting it home?", [0], "single-hop"),
        ("p", "How far do I have to travel to work?", [1], "single-hop"),
        ("x", "Which bus route do I take?", [], "abstain"),
        ("n", "Suggest a funny name for a fantasy football team.", [], "abstain"),
    ]),
    ("u32", [
        ("2026-01-22", "My apartment faces north and gets almost no sunlight.", "Noted."),
        ("2026-04-14", "My landlord doesn't allow pets.", "That's a shame, noted."),
        ("2026-08-20", "My kitchen is tiny, just two burners and no oven.", "Got it, I'll keep it in mind."),
    ], [
        ("r", "Suggest some houseplants that would do well in my place.", [0], "single-hop"),
        ("r", "Give me a dinner idea I could actually cook at home tonight.", [2], "single-hop"),
        ("x", "How much is my rent?", [], "abstain"),
        ("n", "Summarise the plot of Hamlet in three sentences.", [], "abstain"),
    ]),
    ("u33", [
        ("2026-09-05", "I'm doing a part-time master's in data science while working full time.", "That's a lot on your plate, good luck."),
    ], [
        ("p", "What am I studying at the moment?", [0], "single-hop"),
        ("x", "Which university am I enrolled at?", [], "abstain"),
        ("n", "Write a limerick about a cat who loves lasagna.", [], "abstain"),
    ]),
    ("u34", [
        ("2026-01-08", "I'm on the night shift at the warehouse, 10pm to 6am.", "Noted, that's a tough schedule."),
        ("2026-03-21", "I have a golden retriever called Maple.", "Maple sounds adorable."),
        ("2026-05-30", "My partner and I are saving for a house deposit.", "Good luck with the saving."),
        ("2026-09-02", "Good news, they moved me to day shifts, 7am to 3pm now.", "Great news, updated."),
    ], [
        ("u", "Could I make a 9am yoga class on weekdays?", [3], "single-hop", [0]),
        ("p", "What kind of dog do I have?", [1], "single-hop"),
        ("x", "How much have we saved so far?", [], "abstain"),
        ("g", "How big a deposit do first-time buyers usually need?", [], "abstain"),
    ]),
    ("u35", [
        ("2026-04-16", "I'm lactose intolerant, regular milk wrecks my stomach.", "Noted, I'll keep that in mind."),
        ("2026-07-22", "I love spicy food, the hotter the better.", "Ha, noted."),
    ], [
        ("r", "What should I order at the coffee shop tomorrow morning?", [0], "single-hop"),
        ("g", "Why do some adults stop being able to digest lactose?", [], "abstain"),
        ("n", "Recommend a podcast about history.", [], "abstain"),
    ]),
    ("u36", [
        ("2026-02-06", "I pick my son up from football practice every Tuesday at 6.", "Got it."),
        ("2026-05-25", "I have a standing call with my boss every Monday at 9am.", "Noted."),
        ("2026-08-29", "I volunteer at the food bank on the first Saturday of each month.", "That's great of you."),
    ], [
        ("r", "Can I book a 6pm dinner reservation for next Tuesday?", [0], "single-hop"),
        ("p", "When's my regular meeting with my manager?", [1], "single-hop"),
        ("g", "How long is a standard football match?", [], "abstain"),
        ("n", "How do I get a red wine stain out of carpet?", [], "abstain"),
    ]),
    ("u37", [
        ("2026-07-01", "I've been learning Italian on an app for about 100 days straight.", "Nice streak, keep it up!"),
    ], [
        ("p", "What language am I working on?", [0], "single-hop"),
        ("g", "How many people speak Italian worldwide?", [], "abstain"),
        ("n", "Write a short thank-you note to my neighbour for watering my plants.", [], "abstain"),
    ]),
    ("u38", [
        ("2026-02-14", "I take medication for high blood pressure every morning.", "Noted."),
        ("2026-04-03", "I've got a bad lower back, sitting for hours makes it worse.", "Sorry to hear that, noted."),
        ("2026-06-22", "I'm trying to cut down to one coffee a day.", "Good luck with that."),
        ("2026-10-27", "My granddaughter is coming to stay with me for Thanksgiving.", "How lovely, enjoy!"),
    ], [
        ("r", "Any tips for staying comfortable on a long flight?", [1], "single-hop"),
        ("p", "Who's visiting me over the holiday?", [3], "single-hop"),
        ("x", "What's the name of my blood pressure medicine?", [], "abstain"),
        ("g", "What counts as a normal blood pressure reading?", [], "abstain"),
    ]),
    ("u39", [
        ("2026-03-27", "I'm a freelance photographer, mostly weddings.", "Nice, noted."),
        ("2026-06-11", "I'm colour blind, red-green specifically.", "Thanks for telling me, noted."),
    ], [
        ("p", "What kind of work do I do?", [0], "single-hop"),
        ("r", "Help me choose colours for my new website.", [1], "single-hop"),
        ("g", "What causes colour blindness?", [], "abstain"),
        ("n", "What's the capital of Australia?", [], "abstain"),
    ]),
    ("u40", [
        ("2026-02-28", "I grow tomatoes and peppers on my balcony.", "Nice, fresh veg!"),
        ("2026-05-17", "I live in Phoenix, summers here are brutal.", "I can imagine, noted."),
        ("2026-08-09", "I host a book club at my place once a month.", "Sounds fun, noted."),
    ], [
        ("p", "What am I growing at home?", [0], "single-hop"),
        ("r", "I'm thinking of a midday hike next July, good idea?", [1], "single-hop"),
        ("x", "How many people are in my book club?", [], "abstain"),
        ("g", "Are tomatoes technically a fruit?", [], "abstain"),
    ]),
]


def check_and_strip(cases):
    counts = Counter()
    per_facts = Counter()
    stripped = []
    for user, facts, questions in cases:
        assert 1 <= len(facts) <= 4 and 2 <= len(questions) <= 4, user
        days = [d for d, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), user
        assert all(d.startswith("2026-") and d < ASK[:10] for d in days), user
        zh = any('\u4e00' <= ch <= '\u9fff' for ch in facts[0][1])
        assert zh == (int(user[1:]) <= 20), user
        lang = "zh" if zh else "en"
        per_facts[(lang, len(facts))] += 1
        tags = set()
        qs = []
        for tag, query, evidence, kind, *rest in questions:
            stale = rest[0] if rest else []
            assert all(0 <= i < len(facts) for i in evidence + stale), (user, query)
            if tag in "rpu":
                assert kind == "single-hop" and len(evidence) == 1, (user, query)
                assert bool(stale) == (tag == "u"), (user, query)
                assert all(s < evidence[0] for s in stale), (user, query)
            elif tag in "xgn":
                assert kind == "abstain" and evidence == [] and not stale, (user, query)
            else:
                raise AssertionError((user, tag))
            tags.add(tag)
            counts[(lang, tag)] += 1
            qs.append((query, evidence, kind, stale) if stale else (query, evidence, kind))
        assert tags & set("rpu") and tags & set("xgn"), user  # a mix within each user
        stripped.append((user, facts, qs))
    for lang in ("zh", "en", "all"):
        row = {t: sum(c for (l, tt), c in counts.items() if tt == t and lang in (l, "all")) for t in "rpuxgn"}
        total = sum(row.values())
        ans = row["r"] + row["p"] + row["u"]
        print(f"{lang}: {row} total={total} answerable={ans} ({ans / total:.0%})", file=sys.stderr)
    print("users per fact count:", dict(sorted(per_facts.items())), file=sys.stderr)
    print(f"users={len(stripped)} questions={sum(counts.values())}", file=sys.stderr)
    return stripped


if __name__ == "__main__":
    built = tiny_store_dataset(
        name="tiny-stores-3",
        description=("40 tiny stores (u01-u20 Chinese, u21-u40 English), 1-4 facts each over everyday domains, "
                     "2-4 questions per user asked at one time: paraphrase/request/update answerable single-hop "
                     "questions and abstain questions (unstated details, general knowledge, unrelated requests). "
                     "Written in session 15 by a helper who read no other set's questions or results."),
        cases=check_and_strip(CASES), ask=ASK)
    print(json.dumps(built, ensure_ascii=False, indent=1))
