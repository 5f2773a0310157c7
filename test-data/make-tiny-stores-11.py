#!/usr/bin/env python3
"""Builds tiny-stores-11.json: 40 tiny stores (zh u01-u20, en u21-u40), 1-4 facts each,
written unseen by a helper who read no other set."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiny_store_case import tiny_store_dataset

S, U, A = "single-hop", "update", "abstain"

CASES = [
    ("u01", [
        ("2026-03-04", "我上个月开始在杭州一家做跨境电商的公司当数据分析师，每天要写不少SQL。", "恭喜入职！SQL上有问题随时来问我。"),
        ("2026-05-18", "我女朋友叫林晓，她是小学语文老师。", "好的，记住啦。"),
        ("2026-08-09", "我们下个月打算一起去云南大理玩一周。", "大理很美，祝你们玩得开心！"),
    ], [
        ("我现在是做什么岗位的？", [0], S),
        ("我对象是干哪一行的？", [1], S),
        ("林晓在哪所小学教书？", [], A),
        ("我们公司一年发几个月年终奖？", [], A),
    ]),
    ("u02", [
        ("2026-02-10", "我家猫叫年糕，是一只橘猫，今年三岁。", "橘猫好可爱，年糕这个名字也很贴切。"),
        ("2026-06-22", "年糕最近查出肾有点问题，兽医让它改吃处方粮了。", "希望年糕早日好起来，按时复查哦。"),
    ], [
        ("我家那只猫是什么花色的？", [0], S),
        ("兽医建议我的猫吃什么？", [1], S),
        ("年糕是公猫还是母猫？", [], A),
        ("年糕平时最喜欢玩什么玩具？", [], A),
    ]),
    ("u03", [
        ("2026-04-11", "我最近在阳台种了几盆薄荷和罗勒，打算夏天自己做青酱。", "自己种的香草做青酱一定很香！"),
    ], [
        ("我阳台上养的是哪几种香草？", [0], S),
        ("我家阳台是朝南还是朝北？", [], A),
        ("罗勒叶子发黄是什么原因？", [], A),
        ("我那些花盆是在哪家店买的？", [], A),
    ]),
    ("u04", [
        ("2026-01-15", "我住在北京朝阳区，到公司通勤要一个多小时。", "通勤挺辛苦的，路上可以听听播客。"),
        ("2026-04-02", "我每天早上都挤地铁10号线去上班。", "10号线早高峰确实很挤，辛苦了。"),
        ("2026-07-20", "我终于搬家了，现在住在海淀五道口附近，走路十分钟就到公司。", "太好了，省下的通勤时间可以好好休息。"),
    ], [
        ("我现在住在北京哪一带？", [2], U, [0]),
        ("我以前上班坐的是哪条地铁线？", [1], S),
        ("我每个月房租多少钱？", [], A),
        ("五道口附近有什么好吃的川菜馆？", [], A),
    ]),
    ("u05", [
        ("2026-02-01", "我有轻度乳糖不耐受，一喝牛奶就拉肚子。", "可以试试无乳糖牛奶或者豆奶。"),
        ("2026-03-12", "我在练跑步，目标是明年春天跑完人生第一个半程马拉松。", "很棒的目标，循序渐进加量就好。"),
        ("2026-06-30", "我右膝有点髌骨软化，医生建议我多练股四头肌。", "注意别勉强，力量训练慢慢来。"),
        ("2026-09-14", "我老婆怀孕了，预产期是明年二月。", "恭喜恭喜！要当爸爸了。"),
    ], [
        ("我喝什么东西会闹肚子？", [0], S),
        ("医生让我重点加强哪块肌肉？", [2], S),
        ("宝宝是男孩还是女孩？", [], A),
        ("我现在一周跑几次步？", [], A),
    ]),
    ("u06", [
        ("2026-05-27", "我对花生严重过敏，出门都会随身带一支肾上腺素笔。", "明白，点餐时一定要提前跟店家说明。"),
    ], [
        ("有什么食物是我绝对不能碰的？", [0], S),
        ("我对青霉素过敏吗？", [], A),
        ("我是几岁的时候发现自己过敏的？", [], A),
        ("推荐一个适合周末去的短途旅行地。", [], A),
    ]),
    ("u07", [
        ("2026-01-08", "我开的是一辆2017年的白色卡罗拉。", "卡罗拉很省心，保养好能开很多年。"),
        ("2026-05-03", "我儿子今年考上了武汉大学，学土木工程。", "恭喜！武大是很好的学校。"),
        ("2026-08-27", "那辆卡罗拉我已经卖了，换了台纯电的比亚迪海豹。", "新车开得顺手吗？充电记得规划好。"),
    ], [
        ("我现在平时开的是什么车？", [2], U, [0]),
        ("我家孩子在哪所大学念书？", [1], S),
        ("我的新车满电能跑多少公里？", [], A),
        ("我儿子叫什么名字？", [], A),
    ]),
    ("u08", [
        ("2026-03-22", "我吃素，不吃肉也不吃鱼，不过鸡蛋和奶制品可以吃。", "好的，推荐菜谱时我会注意。"),
        ("2026-06-05", "我周末在一家陶艺工作室学拉坯，已经上了五节课了。", "拉坯很解压，期待你的第一个作品！"),
    ], [
        ("我能吃鸡蛋吗？", [0], S),
        ("我周末在学什么手艺？", [1], S),
        ("陶艺工作室的老师姓什么？", [], A),
        ("我吃素有多少年了？", [], A),
    ]),
    ("u09", [
        ("2026-10-13", "我下周二要去上海面试一家游戏公司的策划岗。", "祝面试顺利！需要的话可以一起准备。"),
    ], [
        ("我要去面试的是什么职位？", [0], S),
        ("那家游戏公司叫什么名字？", [], A),
        ("帮我写一段游戏策划面试用的自我介绍。", [], A),
        ("我现在在哪个城市工作？", [], A),
    ]),
    ("u10", [
        ("2026-02-14", "我在学古筝，每周六上午去老师家上课。", "古筝很好听，坚持练下去！"),
        ("2026-05-09", "我最喜欢的歌手是陈奕迅，他的演唱会我去过三次。", "陈奕迅的现场确实值得一听再听。"),
        ("2026-09-01", "工作太忙了，古筝课我改成两周一次，时间挪到了周日晚上。", "调整一下节奏也好，别放弃就行。"),
    ], [
        ("我的古筝课现在是什么时候上？", [2], U, [0]),
        ("我最爱听谁的歌？", [1], S),
        ("我的古筝花了多少钱？", [], A),
        ("陈奕迅下一场演唱会在哪个城市？", [], A),
    ]),
    ("u11", [
        ("2026-04-19", "我妈有高血压，每天早上吃一片氨氯地平。", "记得提醒她定期量血压。"),
        ("2026-07-07", "我爸退休前是中学物理老师，现在迷上了钓鱼。", "钓鱼修身养性，挺适合退休生活的。"),
    ], [
        ("我母亲每天吃的降压药是哪种？", [0], S),
        ("我父亲以前教什么科目？", [1], S),
        ("我妈妈今年多大岁数？", [], A),
        ("我爸常去哪个水库钓鱼？", [], A),
    ]),
    ("u12", [
        ("2026-06-14", "我养了两只虎皮鹦鹉，一只蓝的一只绿的。", "虎皮鹦鹉很活泼，家里一定很热闹。"),
    ], [
        ("我家养的是什么鸟？", [0], S),
        ("我的鹦鹉分别叫什么名字？", [], A),
        ("它们现在几岁了？", [], A),
        ("虎皮鹦鹉能学会说话吗？", [], A),
    ]),
    ("u13", [
        ("2026-01-25", "我和老公在成都按揭买了套三居室，每个月房贷八千二。", "压力不小，但有了自己的家很踏实。"),
        ("2026-03-30", "我在一家银行当客户经理，主要做小微企业贷款。", "这块业务最近挺受重视的。"),
        ("2026-10-02", "我家老大今年上一年级了，老二还在幼儿园读中班。", "两个娃一起上学，早上一定很忙吧。"),
    ], [
        ("我每个月要还多少房贷？", [0], S),
        ("我在银行主要跑哪类业务？", [1], S),
        ("我老公是做什么工作的？", [], A),
        ("两个孩子分别叫什么名字？", [], A),
    ]),
    ("u14", [
        ("2026-03-03", "我办了张健身房年卡，一般下班后去练力量。", "坚持下来效果会很明显的。"),
        ("2026-08-16", "那张健身年卡我转给同事了，现在改成每天早上在小区里跑步。", "晨跑也很好，空气清新。"),
    ], [
        ("我现在主要靠什么方式锻炼？", [1], U, [0]),
        ("我之前去健身房一般练什么？", [0], S),
        ("那张年卡当初花了多少钱？", [], A),
        ("晨跑之前要不要先吃点东西？", [], A),
    ]),
    ("u15", [
        ("2026-08-30", "我们打算明年春天在苏州办婚礼，我未婚夫是苏州本地人。", "恭喜！苏州的春天办婚礼很有意境。"),
    ], [
        ("我的婚礼准备在哪座城市办？", [0], S),
        ("我未婚夫是做什么工作的？", [], A),
        ("我们婚礼预算大概多少？", [], A),
        ("苏州有哪些适合拍婚纱照的园林？", [], A),
    ]),
    ("u16", [
        ("2026-02-20", "我在准备今年十二月的考研，报的是复旦的新闻传播。", "加油，时间安排好就没问题！"),
        ("2026-04-28", "我英语比较弱，四级考了两次才过。", "考研英语可以多练真题阅读。"),
        ("2026-07-15", "我室友跟我一起备考，她考的是北师大的心理学。", "有伴一起复习能互相督促。"),
    ], [
        ("我考研想去哪所学校？", [0], S),
        ("我的英语四级是第几次考过的？", [1], S),
        ("我室友想读什么专业的研究生？", [2], S),
        ("我室友叫什么名字？", [], A),
    ]),
    ("u17", [
        ("2026-01-11", "我在深圳一家硬件公司做嵌入式工程师。", "嵌入式挺有前景的。"),
        ("2026-04-06", "我每天中午都在公司楼下的沙县小吃解决午饭。", "沙县小吃性价比很高哈哈。"),
        ("2026-09-20", "我已经离职了，下个月开始去珠海一家做无人机的公司上班。", "新环境新开始，祝一切顺利！"),
    ], [
        ("我现在在哪座城市上班？", [2], U, [0]),
        ("我以前午饭一般在哪儿吃？", [1], S),
        ("新公司给我开多少工资？", [], A),
        ("我大学读的是什么专业？", [], A),
    ]),
    ("u18", [
        ("2026-09-09", "我是急诊科的护士，经常上夜班，凌晨才下班。", "夜班很辛苦，注意补觉和饮食。"),
    ], [
        ("我在医院哪个科室工作？", [0], S),
        ("我在哪家医院上班？", [], A),
        ("我结婚了没有？", [], A),
        ("帮我给护士长写一封请假邮件。", [], A),
    ]),
    ("u19", [
        ("2026-05-05", "我收藏了四十多块机械表，最喜欢的是一块欧米茄海马。", "海马是很经典的表款。"),
        ("2026-10-19", "我最近在学日语，打算明年去京都住一个月。", "很棒的计划，学了日语玩起来更方便。"),
    ], [
        ("我平时收藏什么东西？", [0], S),
        ("我目前在学哪门外语？", [1], S),
        ("我那块海马是哪一年买的？", [], A),
        ("京都的红叶季一般是几月？", [], A),
    ]),
    ("u20", [
        ("2026-07-26", "我女儿今年六岁，最近迷上了画画，每天都要画好几张。", "孩子喜欢画画是好事，可以多鼓励她。"),
    ], [
        ("我闺女现在几岁？", [0], S),
        ("我女儿在哪个幼儿园？", [], A),
        ("我女儿有没有报美术班？", [], A),
        ("推荐几款适合小孩用的水彩笔。", [], A),
    ]),
    # ---------------- English ----------------
    ("u21", [
        ("2026-02-03", "I teach chemistry at a secondary school in Leeds, mostly to Year 12 and 13.", "A-level chemistry, nice! Happy to help with lesson ideas."),
        ("2026-05-11", "My partner Sam and I just adopted a rescue greyhound called Biscuit.", "Congratulations on the new family member!"),
        ("2026-08-22", "I'm allergic to cats, so visiting my sister is always a sneezy affair.", "An antihistamine before you go might help."),
    ], [
        ("What subject do I teach?", [0], S),
        ("What's the name of the dog we took in?", [1], S),
        ("Why do I end up sniffling whenever I'm at my sister's?", [2], S),
        ("How old is Biscuit?", [], A),
    ]),
    ("u22", [
        ("2026-03-16", "I just bought my first sourdough starter from a bakery in Portland and named it Doughlores.", "Ha, great name! Keep it fed and warm."),
    ], [
        ("What did I call my starter?", [0], S),
        ("What's the name of the bakery I got my starter from?", [], A),
        ("How often should a sourdough starter be fed?", [], A),
        ("What's my favourite loaf to bake?", [], A),
    ]),
    ("u23", [
        ("2026-01-20", "I work as a barista at a little café downtown while I finish my graphic design degree.", "Juggling both is impressive. Good luck with the degree!"),
        ("2026-04-14", "My younger brother Marcus is moving in with me in June.", "Hope the two of you get along as flatmates!"),
        ("2026-09-03", "I graduated! Quit the café and started as a junior designer at an ad agency last week.", "Congratulations, that's a big step!"),
    ], [
        ("What do I do for work these days?", [2], U, [0]),
        ("Who's coming to live with me?", [1], S),
        ("How old is Marcus?", [], A),
        ("Which ad agency hired me?", [], A),
    ]),
    ("u24", [
        ("2026-02-27", "I have type 1 diabetes and wear a Dexcom glucose monitor.", "Thanks for telling me, I'll keep it in mind for any food or exercise tips."),
        ("2026-06-19", "I'm training for a 100-mile charity bike ride in October for JDRF.", "That's a huge ride. Watch those glucose levels on long sessions!"),
    ], [
        ("Which type of diabetes do I have?", [0], S),
        ("How long is the charity ride I'm training for?", [1], S),
        ("What make of bike do I ride?", [], A),
        ("How much money have I raised so far?", [], A),
    ]),
    ("u25", [
        ("2026-11-02", "My grandmother turns 90 on December 12th and we're throwing her a surprise party.", "How lovely! Let me know if you need help planning."),
    ], [
        ("When is grandma's birthday?", [0], S),
        ("What's my grandmother's name?", [], A),
        ("Where is the party going to be held?", [], A),
        ("Give me some ideas for a 90th birthday cake.", [], A),
    ]),
    ("u26", [
        ("2026-01-09", "I drink about four cups of coffee a day, always black.", "That's a serious coffee habit!"),
        ("2026-03-28", "I live in a studio apartment in Logan Square, Chicago.", "Logan Square has a great food scene."),
        ("2026-07-12", "My doctor told me to cut out caffeine because of heart palpitations, so I've switched entirely to herbal tea.", "Sensible move. Rooibos and peppermint are nice options."),
    ], [
        ("Am I still a big coffee drinker?", [2], U, [0]),
        ("Which neighbourhood do I live in?", [1], S),
        ("How much rent do I pay?", [], A),
        ("What's a good decaf coffee brand?", [], A),
    ]),
    ("u27", [
        ("2026-04-04", "I play upright bass in a jazz trio that gigs at a wine bar every other Thursday.", "Sounds like a fun regular gig!"),
        ("2026-08-08", "My day job is being a paralegal at an immigration law firm.", "That must be meaningful work."),
    ], [
        ("What instrument do I play?", [0], S),
        ("How often does my band perform?", [0], S),
        ("What area of law does my firm handle?", [1], S),
        ("What are the names of the other two people in the trio?", [], A),
    ]),
    ("u28", [
        ("2026-05-21", "I'm red-green colorblind, which makes reading some of the charts at work a nightmare.", "That's frustrating. Patterns or labels on charts can really help."),
    ], [
        ("What sort of colour-vision deficiency do I have?", [0], S),
        ("What's my job title?", [], A),
        ("Is colour blindness passed down through the mother?", [], A),
        ("What's my favourite colour?", [], A),
    ]),
    ("u29", [
        ("2026-01-30", "I have two kids, Noah who's 8 and Lily who's 5.", "Lovely ages!"),
        ("2026-03-19", "Noah has a peanut allergy, so we're always careful with snacks at birthday parties.", "Good idea to always pack safe snacks for him."),
        ("2026-06-02", "We're redoing the kitchen this summer, going with navy cabinets and brass handles.", "Navy and brass is a classy combination."),
        ("2026-09-25", "Lily started ballet classes on Wednesday afternoons.", "She'll love it!"),
    ], [
        ("Which of my kids has a food allergy?", [1], S),
        ("What colour are the new kitchen cabinets?", [2], S),
        ("What does my daughter do on Wednesdays?", [3], S),
        ("How much did the kitchen remodel cost?", [], A),
    ]),
    ("u30", [
        ("2026-02-12", "My sister Priya lives in Toronto and works as a nurse.", "Toronto's a great city."),
        ("2026-07-29", "Priya just packed up and moved out west to Vancouver to be with her fiancé.", "Big move! Hope she settles in well."),
    ], [
        ("Which city does my sister live in?", [1], U, [0]),
        ("What's Priya's profession?", [0], S),
        ("What's her fiancé's name?", [], A),
        ("When is Priya's wedding?", [], A),
    ]),
    ("u31", [
        ("2026-04-23", "I'm vegan and I've been trying to get more protein without relying on soy.", "Lentils, seitan and hemp seeds are good soy-free options."),
    ], [
        ("Do I eat cheese?", [0], S),
        ("How tall am I?", [], A),
        ("How long have I been vegan?", [], A),
        ("What's my daily protein target?", [], A),
    ]),
    ("u32", [
        ("2026-03-06", "I drive a 2015 Subaru Outback with almost 180,000 miles on it.", "Subarus can go a long way with good maintenance."),
        ("2026-05-30", "I'm a wildlife biologist studying bats in southern Arizona.", "Fascinating field!"),
        ("2026-10-11", "My wife Elena is a potter and sells her mugs at the Saturday farmers market.", "Handmade mugs are the best."),
    ], [
        ("What animals do I research?", [1], S),
        ("What does my spouse make and sell?", [2], S),
        ("Roughly how many miles are on my car?", [0], S),
        ("What colour is my Subaru?", [], A),
    ]),
    ("u33", [
        ("2026-01-17", "I'm learning Spanish on Duolingo and I'm on a 120-day streak.", "Impressive streak, keep it going!"),
        ("2026-04-25", "I have a parrot named Kiwi who can say 'hello' and whistle the Jeopardy theme.", "Kiwi sounds like a star!"),
        ("2026-08-19", "I ditched the app and signed up for weekly one-on-one Spanish lessons with a tutor over Zoom.", "Live practice will really boost your speaking."),
    ], [
        ("How am I studying Spanish these days?", [2], U, [0]),
        ("What tricks can my bird do?", [1], S),
        ("What species of parrot is Kiwi?", [], A),
        ("What's my Spanish tutor's name?", [], A),
    ]),
    ("u34", [
        ("2026-06-08", "I keep bees on the side — three hives in my backyard in Vermont.", "How fun! Backyard honey is the best."),
    ], [
        ("How many beehives do I have?", [0], S),
        ("How much honey did I harvest this year?", [], A),
        ("What's my main job?", [], A),
        ("How do honeybees survive the winter?", [], A),
    ]),
    ("u35", [
        ("2026-02-22", "I'm a left-handed tennis player and I play doubles with my neighbor on Sundays.", "Lefties are tricky opponents!"),
        ("2026-07-03", "I broke my left wrist falling off a ladder and I'm in a cast for six weeks.", "Ouch, sorry to hear that. Rest up."),
    ], [
        ("Which hand do I swing my racket with?", [0], S),
        ("What part of my body did I injure?", [1], S),
        ("What's my neighbour's name?", [], A),
        ("What's my tennis rating?", [], A),
    ]),
    ("u36", [
        ("2026-03-01", "My phone is an old iPhone 11 and the battery barely lasts till lunch.", "A battery replacement might buy you some time."),
        ("2026-05-15", "I'm a project manager at a solar energy company.", "Great industry to be in right now."),
        ("2026-10-05", "Finally upgraded — got a Pixel 9 and I'm still figuring out Android.", "Nice! Android takes a week or two to get used to."),
    ], [
        ("What phone do I use now?", [2], U, [0]),
        ("What industry do I work in?", [1], S),
        ("What's my phone number?", [], A),
        ("How do I move WhatsApp chats from an iPhone to an Android phone?", [], A),
    ]),
    ("u37", [
        ("2026-11-10", "My husband and I are flying to Lisbon on December 3rd for our tenth anniversary.", "How wonderful! Lisbon is beautiful in winter."),
    ], [
        ("Where are we going for our anniversary?", [0], S),
        ("Which hotel are we staying at?", [], A),
        ("What's my husband's name?", [], A),
        ("Which airline are we flying with?", [], A),
    ]),
    ("u38", [
        ("2026-04-09", "I run a small Etsy shop selling hand-bound notebooks.", "That's such a lovely craft."),
        ("2026-09-17", "My cat Pepper knocked a full jar of ink off my desk yesterday.", "Oh no! Hope it wasn't on the carpet."),
    ], [
        ("What do I sell online?", [0], S),
        ("Who spilled the ink?", [1], S),
        ("How many sales has my shop made?", [], A),
        ("How do I get ink stains out of carpet?", [], A),
    ]),
    ("u39", [
        ("2026-08-01", "I'm a huge Liverpool fan and I've had a season ticket at Anfield since 2019.", "YNWA! Enjoy the season."),
    ], [
        ("Which football club do I support?", [0], S),
        ("Which stand do I sit in at Anfield?", [], A),
        ("Who is Liverpool's current manager?", [], A),
        ("What's the weather going to be like this weekend?", [], A),
    ]),
    ("u40", [
        ("2026-07-18", "I'm starting a PhD in marine biology at the University of Miami this fall.", "Congratulations, that's exciting!"),
    ], [
        ("What's my doctorate going to be in?", [0], S),
        ("Who is my PhD supervisor?", [], A),
        ("Where did I do my master's?", [], A),
        ("Recommend a good laptop for data analysis.", [], A),
    ]),
]

DESCRIPTION = ("40 tiny stores: zh u01-u20, en u21-u40, 1-4 facts per user, one session per fact; "
               "single-hop, update and abstain questions; written unseen by a helper who read no other set.")

if __name__ == "__main__":
    data = tiny_store_dataset("tiny-stores-11", DESCRIPTION, CASES, "2026-11-25T20:00:00+08:00")
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tiny-stores-11.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
