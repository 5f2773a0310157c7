"""tiny-stores-7: a fresh, evaluation-only set of 40 tiny memory stores.

u01-u20 speak colloquial Simplified Chinese, u21-u40 speak English. Each user told the
assistant 1 to 4 one-line everyday facts (one short chat turn per fact, on different days of
2026) and asks 2 to 4 questions at 2026-11-30T20:00:00+08:00.

Mix: about 45% answerable -- mostly "single-hop" (paraphrased questions that share few words
with the fact, details a fact states, and requests whose good answer depends on a stored fact)
plus a handful of "update" questions where a later fact replaces an earlier one (evidence = the
later fact, stale = the earlier one) -- and about 55% "abstain" with no evidence: personal
details never stated (often on the subject of a stored fact), general knowledge on a fact's
subject that the fact does not answer, and unrelated requests or trivia.

Question tags (stripped before building, counts printed to stderr):
  r request, p paraphrase/detail, u update, x unstated personal detail,
  g general knowledge on the subject, n unrelated.

Written in session 25 by a helper that read no other data set or generator (only the
tiny_store_case.py format builder), as an honest unseen test.
Usage: python3 make-tiny-stores-7.py > tiny-stores-7.json
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-30T20:00:00+08:00"
KIND = {"r": "single-hop", "p": "single-hop", "u": "update", "x": "abstain", "g": "abstain", "n": "abstain"}

# (user, [(day, user said, assistant reply)], [(tag, query, [evidence], [stale])])
USERS = [
    ("u01", [
        ("2026-01-18", "跟你说，我家柯基豆包最近半夜老叫，邻居都跑来敲门了，头大", "可以试试睡前多遛它一会儿，把精力消耗掉。"),
        ("2026-04-09", "下周一开始去滨江那边一家游戏公司做测试了，终于不用天天窝家里", "恭喜找到新工作，祝一切顺利！"),
    ], [
        ("p", "我家那条狗叫啥来着？", [0]),
        ("x", "豆包是公的还是母的？", []),
        ("g", "柯基为啥容易腰椎出毛病？", []),
        ("p", "我现在干的是啥活儿？", [1]),
    ]),
    ("u02", [
        ("2026-02-02", "医生说我尿酸偏高，海鲜啤酒都得少碰了，唉，人生乐趣少一半", "确实，控制饮食对尿酸很关键，慢慢会习惯的。"),
        ("2026-06-21", "我闺女今年九月上一年级，学校定了，育才小学", "时间过得真快，恭喜小朋友要上学啦！"),
    ], [
        ("r", "周末哥们约我去吃海鲜大排档撸串喝扎啤，你觉得我该去吗？", [0]),
        ("x", "我血压高不高？", []),
        ("p", "孩子在哪所学校念书？", [1]),
        ("g", "痛风发作的时候该冰敷还是热敷？", []),
    ]),
    ("u03", [
        ("2026-03-01", "我每天骑电动车上下班，大概二十分钟就到", "挺方便的，记得戴头盔哦。"),
        ("2026-08-15", "电驴上个月被人偷了，气死，现在只能挤地铁4号线，单程得四十分钟", "太倒霉了，地铁虽然挤但至少稳定。"),
    ], [
        ("u", "我现在每天怎么去公司？", [1], [0]),
        ("x", "我那辆电动车是什么牌子的？", []),
        ("n", "推荐几部好看的悬疑剧呗", []),
    ]),
    ("u04", [
        ("2026-01-25", "最近迷上钓鱼了，每周六早上五点就去青龙湖蹲着", "早起钓鱼很有意境，注意保暖。"),
        ("2026-07-07", "对了我花生过敏，沾一点嘴就肿", "记下了，吃东西前要多留意配料。"),
        ("2026-09-12", "老婆给我买了根两千多的碳素竿，舍不得用哈哈", "嫂子真大方，好竿子就是用来钓大鱼的！"),
    ], [
        ("r", "周末聚餐要带个凉菜，帮我推荐一道", [1]),
        ("p", "我周末一般去哪片水域蹲点？", [0]),
        ("x", "我老婆叫什么名字？", []),
        ("g", "钓鲫鱼用什么饵比较好？", []),
    ]),
    ("u05", [
        ("2026-02-28", "家里那台海尔冰箱用了十一年了，最近不太凉了", "用了这么久，可能需要检修或者考虑换新了。"),
        ("2026-05-19", "我们小区物业费一平米两块八，一年下来也不少钱", "确实，物业费是笔固定开销。"),
    ], [
        ("p", "我家那台冷藏的电器买了多少年了？", [0]),
        ("x", "我家房子多大面积？", []),
        ("g", "冰箱不制冷一般是什么原因？", []),
        ("n", "给我讲个冷笑话吧", []),
    ]),
    ("u06", [
        ("2026-03-22", "我每个礼拜天上午都去堂里做礼拜，九点开始", "有固定的信仰生活挺好的。"),
        ("2026-10-05", "我在社区合唱团唱男低音，周三晚上排练", "男低音很重要，整个声音的底子全靠你们。"),
    ], [
        ("r", "朋友约我周日上午去爬山，帮我看看怎么安排", [0]),
        ("p", "我在合唱里是哪个声部？", [1]),
        ("x", "我去的是哪个教会？", []),
        ("g", "男低音的音域一般到多低？", []),
    ]),
    ("u07", [
        ("2026-01-10", "我在准备考研，目标是武大的新闻学", "目标明确，加油！"),
        ("2026-03-15", "最近每天晚上都在图书馆三楼自习，一直待到十点闭馆", "很自律，注意休息。"),
        ("2026-06-30", "想了很久还是决定考公，报了市税务局的岗位，之前那个目标先放下了", "想清楚了就好，公考也要好好准备。"),
    ], [
        ("u", "我现在在备什么考试？", [2], [0]),
        ("p", "我晚上一般在哪儿学习？", [1]),
        ("x", "我本科是哪个学校的？", []),
        ("g", "国考一般几月份报名？", []),
    ]),
    ("u08", [
        ("2026-04-12", "我膝盖半月板伤过，跑步一多就疼", "膝盖伤了要注意保护，别硬撑。"),
        ("2026-08-08", "新提了辆比亚迪海豹，白色的，开着贼爽", "恭喜提车！"),
    ], [
        ("r", "给我推荐个周末能坚持下去的运动吧", [0]),
        ("p", "我开的是啥车？", [1]),
        ("x", "我的车牌号是多少？", []),
        ("g", "电车冬天续航一般会掉多少？", []),
    ]),
    ("u09", [
        ("2026-05-01", "五一带爸妈去了趟大理，住洱海边的民宿，太舒服了", "听着就很惬意，爸妈肯定很开心。"),
        ("2026-09-20", "楼上邻居天天晚上十一点还在拖椅子，吵得我睡不着", "这种噪音确实很折磨人，可以试着沟通一下。"),
    ], [
        ("p", "我上回陪父母去哪儿旅游了？", [0]),
        ("x", "那家民宿叫什么名字？", []),
        ("r", "帮我写段话，客客气气地跟楼上说说晚上动静的事", [1]),
        ("n", "北京到上海坐高铁要多久？", []),
    ]),
    ("u10", [
        ("2026-03-08", "阳台上种了三盆番茄一盆薄荷，番茄都开花了", "真好，等着收获吧！"),
        ("2026-06-14", "每个月第二个周六我都去区图书馆当志愿者，帮忙理书架", "很有意义的事情。"),
        ("2026-10-22", "今年给我妈买了份百万医疗险，一年一千二", "给家人买保险很贴心。"),
    ], [
        ("p", "我家阳台上都种了些啥？", [0]),
        ("p", "我一般哪天去做义工？", [1]),
        ("x", "我爸今年多大了？", []),
        ("g", "薄荷多久浇一次水合适？", []),
    ]),
    ("u11", [
        ("2026-02-20", "我穿43码的鞋，脚偏宽，网上买鞋老踩雷", "宽脚可以优先找宽楦的款式。"),
        ("2026-07-25", "在自学尤克里里，刚会弹《小幸运》的前奏", "进步很快嘛，继续加油！"),
    ], [
        ("r", "想买双跑鞋，帮我出出主意，挑的时候要注意啥？", [0]),
        ("x", "我身高多少来着？", []),
        ("g", "尤克里里一共几根弦？", []),
        ("p", "我最近在练哪样乐器？", [1]),
    ]),
    ("u12", [
        ("2026-01-05", "我在一家物流公司做调度，天天接电话接到嗓子哑", "辛苦了，多喝水保护嗓子。"),
        ("2026-09-01", "辞职啦！回老家县城开了家奶茶店，自己当老板", "恭喜开启新事业！"),
    ], [
        ("u", "我现在是做哪一行的？", [1], [0]),
        ("x", "我那家店叫啥名字？", []),
        ("g", "开奶茶店一般要办哪些证？", []),
        ("n", "推荐一本适合在路上看的小说", []),
    ]),
    ("u13", [
        ("2026-04-03", "我儿子小名团团，三岁半，特别爱吃西兰花，奇了怪了", "爱吃蔬菜的小朋友可太省心了。"),
        ("2026-08-19", "我老公湖南人，无辣不欢，我广东的，一点辣都吃不了", "南北口味差异，做饭确实得费点心思。"),
    ], [
        ("r", "今晚做啥菜一家人都能吃得下？给点建议", [1]),
        ("p", "我家小家伙最爱吃哪样蔬菜？", [0]),
        ("x", "团团在哪家幼儿园？", []),
        ("g", "三岁的小孩一天要睡多久？", []),
    ]),
    ("u14", [
        ("2026-02-09", "我有甲减，每天早上空腹吃一片优甲乐", "记得定期复查甲功哦。"),
        ("2026-06-06", "每周二四晚上七点去上瑜伽课，就在小区对面的会所", "坚持运动很棒。"),
    ], [
        ("p", "我每天一早要吃的是啥药？", [0]),
        ("r", "周四晚上想约朋友吃饭，帮我看看几点合适", [1]),
        ("x", "我吃的那个药是多少微克的？", []),
        ("g", "甲减会不会遗传？", []),
    ]),
    ("u15", [
        ("2026-03-14", "我租的房子在天河区，一个月四千五", "天河交通挺方便的。"),
        ("2026-07-02", "养了只橘猫叫大黄，特别能吃", "橘猫都是干饭王哈哈。"),
        ("2026-10-11", "搬去番禺了，每个月省了不少钱，就是通勤远了点", "省钱也不错，通勤可以听听播客。"),
    ], [
        ("u", "我现在住在哪个区？", [2], [0]),
        ("x", "大黄几岁了？", []),
        ("g", "橘猫为什么容易胖？", []),
    ]),
    ("u16", [
        ("2026-05-22", "我那辆老飞度开了九年，前两天刚过十五万公里", "保养得好的话还能开很久。"),
        ("2026-09-03", "车险下个月到期，去年交了三千二", "可以多比几家报价。"),
    ], [
        ("p", "我的车现在跑了多少里程？", [0]),
        ("p", "去年给车上保险花了多少？", [1]),
        ("x", "我之前买的是哪家保险公司的？", []),
        ("n", "帮我翻译一下“行百里者半九十”", []),
    ]),
    ("u17", [
        ("2026-03-03", "我家老大读初二，数学老拖后腿，期中才考七十二", "可以找找薄弱的知识点针对练一练。"),
        ("2026-09-28", "给老二报了周六上午的围棋班，一节课一百五", "下围棋能锻炼专注力。"),
    ], [
        ("p", "老大期中那门拖后腿的考了几分？", [0]),
        ("x", "老大叫什么名字？", []),
        ("g", "围棋的段位是怎么划分的？", []),
        ("r", "这周六上午想带俩孩子去科技馆，时间上行不行？", [1]),
    ]),
    ("u18", [
        ("2026-06-10", "下个月去成都出差，订的是早上七点半的高铁", "记得早点出门。"),
        ("2026-11-02", "我晕车晕得厉害，坐大巴必吐", "可以提前吃晕车药，坐前排会好一些。"),
    ], [
        ("r", "元旦想带家里人去山里玩，路上要开两个多小时，有啥要注意的？", [1]),
        ("x", "我在哪家公司上班？", []),
        ("g", "成都有啥必吃的小吃？", []),
        ("n", "帮我算下37乘48等于多少", []),
    ]),
    ("u19", [
        ("2026-04-18", "洗衣机是前年买的小天鹅滚筒，最近脱水的时候响得厉害", "可能是衣物没放平衡或者底脚松了，可以先检查一下。"),
        ("2026-08-30", "我每个月定投五百块沪深300指数基金", "长期定投是不错的习惯。"),
    ], [
        ("p", "我每个月往基金里放多少钱？", [1]),
        ("x", "我工资是多少？", []),
        ("g", "滚筒洗衣机多久清洁一次比较好？", []),
        ("n", "帮我想个周五下班发朋友圈的文案", []),
    ]),
    ("u20", [
        ("2026-02-25", "对门王阿姨老给我送饺子，我打算过年回送点腊肠", "礼尚往来，邻里关系真好。"),
        ("2026-05-30", "我周末在流浪猫救助站帮忙，主要喂食和打扫", "你真有爱心。"),
        ("2026-10-18", "我吃素三年了，鸡蛋牛奶还吃", "蛋奶素营养上也比较好搭配。"),
    ], [
        ("r", "帮我推荐个今晚的外卖", [2]),
        ("p", "周末我去哪里做义工？", [1]),
        ("x", "王阿姨住几楼？", []),
        ("g", "流浪猫绝育一般要花多少钱？", []),
    ]),
    ("u21", [
        ("2026-01-12", "Just adopted a beagle named Biscuit from the shelter on Elm Street, he's a total goofball", "Congratulations! Beagles are full of personality."),
        ("2026-04-20", "I work nights as an ER nurse at St. Mary's, 7pm to 7am", "That's a tough schedule, make sure you get proper rest."),
    ], [
        ("p", "What's my pup called again?", [0]),
        ("x", "How old is Biscuit?", []),
        ("g", "How much exercise does a beagle need each day?", []),
        ("r", "When would be a good time for me to book a dentist appointment?", [1]),
    ]),
    ("u22", [
        ("2026-02-03", "Ugh, physio says I've got tennis elbow in my right arm, so no racket sports for a while", "Sorry to hear that, rest and the exercises should help."),
        ("2026-06-15", "I swim at the Riverside pool every Tuesday and Thursday before work, usually about 40 lengths", "That's a great routine."),
    ], [
        ("r", "My mates want to play padel on Saturday, should I join them?", [0]),
        ("p", "Where do I do my laps?", [1]),
        ("x", "What's my physio's name?", []),
        ("g", "How long does tennis elbow usually take to heal?", []),
    ]),
    ("u23", [
        ("2026-01-30", "I live in a tiny studio in Leeds, right by the train station", "Handy location for getting around!"),
        ("2026-07-18", "Finally moved! Got a two-bed terrace in Sheffield with a little garden", "Congrats on the new place!"),
        ("2026-09-09", "Planted garlic and broad beans out back this weekend, fingers crossed", "Nice, they should overwinter well."),
    ], [
        ("u", "Which city am I based in these days?", [1], [0]),
        ("x", "How much rent do I pay?", []),
        ("g", "When should broad beans be harvested?", []),
        ("p", "What did I put in the ground recently?", [2]),
    ]),
    ("u24", [
        ("2026-03-05", "My mum's 70th is on June 12th and we're doing a dinner at Luigi's", "What a lovely milestone to celebrate."),
        ("2026-08-22", "My son Theo has football practice every Wednesday at 5:30 and I'm on pickup duty", "Got it, busy Wednesdays then!"),
    ], [
        ("p", "Which restaurant did we pick for my mother's big birthday?", [0]),
        ("r", "Is Wednesday at quarter to six a good slot for my haircut?", [1]),
        ("x", "What's my mum's name?", []),
        ("n", "What's the capital of Australia?", []),
    ]),
    ("u25", [
        ("2026-02-17", "Trying to save £300 a month for a deposit on a flat, so I've cut out takeaways", "Good plan, those savings add up fast."),
        ("2026-05-28", "My 2015 Ford Focus failed its MOT because of the brake discs, so annoying", "Annoying, but better to catch it now."),
    ], [
        ("p", "What was the problem with my car at the inspection?", [1]),
        ("p", "How much am I putting aside each month for a home?", [0]),
        ("x", "What's my car's registration number?", []),
        ("g", "How often should brake discs be replaced?", []),
    ]),
    ("u26", [
        ("2026-01-08", "I've been learning Spanish on Duolingo, 90 day streak!", "Impressive consistency!"),
        ("2026-03-19", "I play bass in a pub covers band called The Loose Ends, we gig most Fridays", "That sounds like a lot of fun."),
        ("2026-08-27", "Ditched the app, signed up for Italian evening classes at the community college instead", "A classroom can be a great change of pace."),
    ], [
        ("u", "What language am I working on at the moment?", [2], [0]),
        ("p", "What's my group called?", [1]),
        ("x", "What make of bass do I play?", []),
        ("g", "How many strings does a standard bass guitar have?", []),
    ]),
    ("u27", [
        ("2026-04-07", "Found out I'm lactose intolerant, which explains a lot honestly", "That must be a relief to finally know."),
        ("2026-09-14", "Doing the Bristol half marathon in October, training 4 times a week", "Best of luck with the training!"),
    ], [
        ("r", "Can you give me a quick breakfast idea?", [0]),
        ("p", "Which event was I prepping for in October?", [1]),
        ("x", "What's my half marathon personal best?", []),
        ("g", "How much water should you drink during a half marathon?", []),
    ]),
    ("u28", [
        ("2026-05-05", "Booked flights to Lisbon for the 3rd to the 10th of September, first holiday in two years", "You deserve it, Lisbon is lovely in September."),
        ("2026-07-11", "I'm a size 12 in dresses but usually a 10 in Zara, their sizing is weird", "Sizing really does vary between shops."),
    ], [
        ("p", "What dates was I away in Portugal?", [0]),
        ("x", "Which hotel did I stay at in Lisbon?", []),
        ("g", "What currency do they use in Portugal?", []),
        ("n", "Write me a haiku about rain", []),
    ]),
    ("u29", [
        ("2026-03-25", "I'm fasting for Ramadan this year for the first time since uni", "Wishing you a peaceful and blessed month."),
        ("2026-06-02", "I volunteer at the mosque food bank on Saturday mornings, packing boxes", "That's wonderful work."),
    ], [
        ("p", "Where do I help out at weekends?", [1]),
        ("x", "Which mosque do I attend?", []),
        ("g", "How is the date of Eid al-Fitr decided?", []),
        ("n", "How many ounces are in a pound?", []),
    ]),
    ("u30", [
        ("2026-02-11", "The dishwasher's a Bosch, about 6 years old, and it's started leaving water at the bottom", "Often that's a blocked filter, worth checking first."),
        ("2026-10-30", "We got solar panels fitted this month, 12 of them on the south roof", "Great timing before winter."),
    ], [
        ("p", "How big is the solar setup we had installed?", [1]),
        ("x", "How much did the solar panels cost us?", []),
        ("g", "Why does a dishwasher leave standing water?", []),
        ("p", "What brand is my dishwasher?", [0]),
    ]),
    ("u31", [
        ("2026-01-21", "I'm doing an Open University degree in psychology part-time, second year now", "Juggling study part-time takes real commitment."),
        ("2026-04-29", "My daughter Ava starts reception at Greenfield Primary in September", "Exciting times for her!"),
    ], [
        ("p", "What subject is my degree in?", [0]),
        ("x", "What's Ava's teacher called?", []),
        ("g", "How long does an Open University degree usually take?", []),
        ("n", "Give me a tip for remembering passwords", []),
    ]),
    ("u32", [
        ("2026-03-12", "The neighbours' kids keep kicking their football into my veg patch, squashed my lettuces again", "That's frustrating, maybe a friendly word would help."),
        ("2026-06-26", "My tortoise Shelby is 34 years old, she was my grandad's", "What a special family pet."),
    ], [
        ("p", "How old is my shelled pet?", [1]),
        ("x", "What are my neighbours called?", []),
        ("g", "What do tortoises eat?", []),
        ("r", "Help me write a polite note to the family next door", [0]),
    ]),
    ("u33", [
        ("2026-02-06", "I'm a barista at a little café in Brighton called Bean There", "Love the name!"),
        ("2026-10-01", "Big news, just started as a junior web developer at a fintech startup", "Congratulations on the career change!"),
    ], [
        ("u", "What do I do for a living now?", [1], [0]),
        ("x", "What's my salary?", []),
        ("g", "What's a good first programming language for web development?", []),
    ]),
    ("u34", [
        ("2026-04-14", "I don't drive, never learned, so I bike or get the bus everywhere", "Good for the wallet and the planet."),
        ("2026-07-30", "Choir rehearsal moved to Mondays at 7:30 in the church hall", "Noted, Monday evenings it is."),
    ], [
        ("r", "Plan me a day trip for Saturday", [0]),
        ("p", "What night do I sing with the group?", [1]),
        ("x", "Which part do I sing in the choir?", []),
        ("n", "How do I boil an egg perfectly?", []),
    ]),
    ("u35", [
        ("2026-03-28", "My home insurance with Aviva renews on 1st December, it went up to £410 this year", "Worth shopping around before it renews."),
        ("2026-08-04", "I'm type 1 diabetic, been on an insulin pump since last spring", "Thanks for telling me, good to know."),
    ], [
        ("p", "When's the house cover due again?", [0]),
        ("r", "What snacks should I pack for a long hike?", [1]),
        ("x", "What's my blood type?", []),
        ("g", "What's the difference between type 1 and type 2 diabetes?", []),
    ]),
    ("u36", [
        ("2026-05-16", "My allotment is plot 23 at Hollybush Lane, mostly potatoes and runner beans this year", "Sounds like a good harvest ahead."),
        ("2026-09-25", "Got tickets for a Fleetwood Mac tribute at the Corn Exchange on November 14th", "That should be a great night."),
    ], [
        ("p", "Which number is my growing patch at Hollybush?", [0]),
        ("x", "Who am I going to the gig with?", []),
        ("g", "When should you plant seed potatoes?", []),
        ("n", "What's a good name for a goldfish?", []),
    ]),
    ("u37", [
        ("2026-02-22", "I coach an under-10s rugby team on Sunday mornings, the Hornets", "Coaching kids is so rewarding."),
        ("2026-06-19", "I'm allergic to bee stings, have to carry an EpiPen everywhere", "Good that you're prepared."),
    ], [
        ("r", "Suggest an outdoor hobby I could pick up next summer", [1]),
        ("p", "What's the name of the side I coach?", [0]),
        ("x", "How many kids are on the team?", []),
        ("g", "How many players are on a rugby union side?", []),
    ]),
    ("u38", [
        ("2026-01-27", "My sister Priya is getting married in Jaipur next March and I'm a bridesmaid", "How exciting, congratulations to her!"),
        ("2026-05-12", "Paid off my credit card finally! £4,200 gone", "Huge achievement, well done."),
    ], [
        ("p", "Whose wedding am I in?", [0]),
        ("x", "Who is Priya marrying?", []),
        ("g", "What's the best time of year to visit Jaipur?", []),
        ("n", "Recommend a good sci-fi film", []),
    ]),
    ("u39", [
        ("2026-03-09", "We have two rabbits, Pickle and Nutmeg, they live in a hutch in the garden", "Lovely names!"),
        ("2026-08-11", "I only wear black and grey, honestly, colour just isn't me", "A monochrome wardrobe is easy to mix and match."),
    ], [
        ("r", "Help me pick an outfit for a friend's garden party", [1]),
        ("p", "What are my bunnies called?", [0]),
        ("x", "What breed are the rabbits?", []),
        ("n", "What's a fun board game for four people?", []),
    ]),
    ("u40", [
        ("2026-02-15", "I work from home Mondays and Fridays, office in Canary Wharf the rest", "A nice hybrid balance."),
        ("2026-06-08", "Had a long weekend in Edinburgh, did Arthur's Seat at sunrise", "What a view that must have been."),
        ("2026-10-09", "I'm terrified of flying, so for Christmas we're taking the Eurostar to Paris", "The train is a lovely way to go."),
    ], [
        ("r", "Where should I go abroad for a spring break?", [2]),
        ("p", "Which days am I at my desk in town?", [0]),
        ("x", "What company do I work for?", []),
        ("g", "How tall is Arthur's Seat?", []),
    ]),
]


def build():
    tags = Counter()
    cases = []
    for user, facts, questions in USERS:
        qs = []
        for tag, query, evidence, *rest in questions:
            tags[tag] += 1
            qs.append((query, evidence, KIND[tag], *rest))
        cases.append((user, facts, qs))
    data = tiny_store_dataset(
        "tiny-stores-7",
        "40 tiny stores (20 colloquial Chinese, 20 English users), 1-4 everyday facts each; about 45% "
        "answerable single-hop/update questions and 55% abstain questions (unstated personal details, "
        "general knowledge on a fact's subject, unrelated requests). Evaluation-only, unseen test.",
        cases, ASK)
    kinds = Counter(q["type"] for c in data["cases"] for q in c["questions"])
    print("tags:", dict(sorted(tags.items())), "types:", dict(kinds), "total:", sum(tags.values()), file=sys.stderr)
    return data


if __name__ == "__main__":
    json.dump(build(), sys.stdout, ensure_ascii=False, indent=1)
    print()
