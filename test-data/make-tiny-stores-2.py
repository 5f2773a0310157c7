"""Writes tiny-stores-2.json: a second set of small stores (1-4 facts per user), in the harness's
dialogue format, for issue 11's abstention: the situation of a user's first minutes. Half the users
speak Chinese, half English. Answerable questions paraphrase their fact, most sharing no word with
it (a shoulder operation asked as "which gym exercises should I hold off on"); abstain questions are
general requests, personal questions the user never answered, and questions on the fact's own
subject whose answer it does not state ("which airline do I fly for" of a pilot who never named it).
Written by hand in session 11, in domains and wordings not taken from any other set (tiny-stores,
dialogues-2..5, dated-days, memory-dev), and written before any figure was read on it.
Run: python3 test-data/make-tiny-stores-2.py > test-data/tiny-stores-2.json"""
import json

from tiny_store_case import tiny_store_dataset

# Each case: user id, facts [(day, user text, assistant reply)], questions [(query, [fact index], type)]
# Facts are stored one session per day; every question is asked on ASK.
CASES = [
  ("u01", [("2026-03-14", "I had rotator cuff surgery on my right shoulder in March", "Wishing you a smooth recovery.")],
   [("Which gym exercises should I hold off on for now?", [0], "single-hop"), ("What's my blood type?", [], "abstain")]),
  ("u02", [("2026-04-02", "I'm color blind, red and green look the same to me", "Thanks for telling me.")],
   [("Will I have trouble reading a chart that uses a traffic-light palette?", [0], "single-hop"), ("What color is my car?", [], "abstain")]),
  ("u03", [("2026-02-11", "I keep three beehives in my backyard", "That's a lovely hobby."), ("2026-02-12", "My neighbor's kid is afraid of insects", "Good to keep in mind.")],
   [("Where does the honey I give to friends come from?", [0], "single-hop"), ("Who nearby gets scared of bugs?", [1], "single-hop"), ("How many times have I been stung this year?", [], "abstain")]),
  ("u04", [("2026-04-20", "My grandmother turns 90 in November and we're planning a party", "What a milestone!")],
   [("Whose big celebration is coming up this autumn?", [0], "single-hop"), ("What's a good farewell gift for a coworker?", [], "abstain")]),
  ("u05", [("2026-03-01", "I volunteer at the animal shelter every Sunday morning", "That's kind of you.")],
   [("Am I free for brunch at 10 on Sunday?", [0], "single-hop"), ("How do I get cat hair off a velvet sofa?", [], "abstain")]),
  ("u06", [("2026-01-19", "I'm a commercial airline pilot flying Airbus A320s", "Impressive career.")],
   [("What do I do for a living?", [0], "single-hop"), ("Which carrier employs me?", [], "abstain"), ("Name three rivers in Africa", [], "abstain")]),
  ("u07", [("2026-02-25", "I grew up in Brazil, so Portuguese is my first language", "Que legal!")],
   [("Where did I spend my childhood?", [0], "single-hop"), ("What's my favorite dish from back home?", [], "abstain")]),
  ("u08", [("2026-03-09", "I get seasick easily, even on short ferry rides", "Good to know for travel plans.")],
   [("Should I book a cruise for our anniversary trip?", [0], "single-hop"), ("When is our wedding anniversary?", [], "abstain")]),
  ("u09", [("2026-04-04", "My landlord doesn't allow pets in the building", "That limits things a bit.")],
   [("Can I adopt a puppy this spring?", [0], "single-hop"), ("How much rent do I pay?", [], "abstain")]),
  ("u10", [("2026-01-30", "I'm in the second year of my electrician apprenticeship", "Keep it up!")],
   [("How far along am I in my trade training?", [0], "single-hop"), ("What's the tallest building in the world?", [], "abstain")]),
  ("u11", [("2026-03-17", "I was diagnosed with celiac disease, so no gluten for me", "I'll keep that in mind.")],
   [("Can I eat the croissants someone brought to the office?", [0], "single-hop"), ("Which bakery items are safe for me?", [0], "single-hop"), ("Recommend a gripping thriller novel", [], "abstain")]),
  ("u12", [("2026-02-08", "We're expecting twins in August", "Congratulations!"), ("2026-02-09", "My partner teaches high school chemistry", "A great subject.")],
   [("How many babies are on the way?", [0], "single-hop"), ("What subject does my spouse teach?", [1], "single-hop"), ("What names have we picked for them?", [], "abstain")]),
  ("u13", [("2026-04-07", "I sold my car and now cycle to work every day", "Great exercise.")],
   [("How do I get to the office?", [0], "single-hop"), ("What brand of bicycle do I ride?", [], "abstain")]),
  ("u14", [("2026-03-21", "My only days off from the restaurant are Tuesdays and Thursdays", "Noted.")],
   [("Which weekdays could I see the dentist without missing a shift?", [0], "single-hop"), ("What's the name of the place I work?", [], "abstain")]),
  ("u15", [("2026-02-16", "I usually can't fall asleep until about 3am", "That sounds exhausting.")],
   [("Is a 7am meeting a good idea for me?", [0], "single-hop"), ("Explain the rules of cricket", [], "abstain")]),
  ("u16", [("2026-04-12", "My brother Tomas is getting married in Cancun in June", "How exciting!")],
   [("Whose wedding am I traveling to this summer?", [0], "single-hop"), ("Where is the ceremony being held?", [0], "single-hop"), ("What suit size do I wear?", [], "abstain")]),
  ("u17", [("2026-03-05", "I've trained Brazilian jiu-jitsu for five years and hold a purple belt", "Impressive dedication.")],
   [("What martial art do I practice?", [0], "single-hop"), ("Who founded the UFC?", [], "abstain")]),
  ("u18", [("2026-01-25", "I never learned to drive and have no license", "Plenty of people don't.")],
   [("Can I rent a car for our road trip?", [0], "single-hop"), ("How do I renew an expired passport?", [], "abstain")]),
  ("u19", [("2026-04-15", "My mother-in-law moves in with us next month", "That's a big change.")],
   [("Who is coming to live at our house soon?", [0], "single-hop"), ("What's my wife's mom's first name?", [], "abstain")]),
  ("u20", [("2026-03-29", "I'm a high school debate coach", "Fun job."), ("2026-03-30", "Our team qualified for the state tournament", "Congratulations to them!"), ("2026-04-01", "I'm deathly afraid of flying", "That can be hard.")],
   [("What activity do I lead students in?", [0], "single-hop"), ("How should I get my kids to the competition, by plane?", [2], "single-hop"), ("Which school do I work at?", [], "abstain")]),
  ("u21", [("2026-02-03", "My son Oliver has a severe tree nut allergy", "That needs care."), ("2026-02-04", "I work out of a co-working space downtown", "Nice."), ("2026-02-05", "I got my dinghy sailing certificate last month", "Congrats!"), ("2026-02-06", "My budget for the summer holiday is about $3000", "Good to plan ahead.")],
   [("What snacks are safe for my boy's birthday party?", [0], "single-hop"), ("Where do I usually do my job?", [1], "single-hop"), ("What water sport have I picked up?", [2], "single-hop"), ("What is Oliver's teacher called?", [], "abstain")]),
  ("z01", [("2026-03-02", "我左耳听力不好，别人在左边说话我听不清", "好的，记住了。")],
   [("开会的时候我该坐在哪一侧？", [0], "single-hop"), ("我戴的是什么牌子的助听器？", [], "abstain")]),
  ("z02", [("2026-01-12", "我在殡仪馆做遗体化妆师", "这份工作很有意义。")],
   [("我是做哪一行的？", [0], "single-hop"), ("我每天几点上班？", [], "abstain")]),
  ("z03", [("2026-04-08", "我有幽闭恐惧症，待在狭小的地方就心慌", "了解，会注意的。")],
   [("下周要做核磁共振检查，我得提前跟医生说什么？", [0], "single-hop"), ("推荐一部悬疑小说", [], "abstain")]),
  ("z04", [("2026-02-21", "我家住在没有电梯的七楼", "爬楼也算锻炼。")],
   [("买个双开门大冰箱，送货上门会有麻烦吗？", [0], "single-hop"), ("我住的小区叫什么名字？", [], "abstain")]),
  ("z05", [("2026-03-11", "我每天晚上九点要和奶奶视频通话", "真孝顺。")],
   [("晚上九点给我约个线上会议可以吗？", [0], "single-hop"), ("奶奶今年多大岁数了？", [], "abstain")]),
  ("z06", [("2026-04-03", "我正在戒烟，已经坚持两个月了", "很不容易，继续加油！")],
   [("我最近在改掉什么坏习惯？", [0], "single-hop"), ("怎么养多肉植物？", [], "abstain")]),
  ("z07", [("2026-01-28", "我老公是消防员，经常二十四小时值班", "他的工作很辛苦。")],
   [("我爱人从事什么职业？", [0], "single-hop"), ("我老公哪天过生日？", [], "abstain")]),
  ("z08", [("2026-03-19", "我在学开挖掘机，准备考操作证", "技术活，前景不错。")],
   [("我最近在练习驾驶哪种工程机械？", [0], "single-hop"), ("科目二倒车入库有什么技巧？", [], "abstain")]),
  ("z09", [("2026-02-14", "我对猫毛过敏，一靠近就打喷嚏", "那要注意。")],
   [("朋友想送我一只布偶，我能收下吗？", [0], "single-hop"), ("我最喜欢什么动物？", [], "abstain")]),
  ("z10", [("2026-04-18", "我是左撇子", "好的。")],
   [("帮我买剪刀要注意什么？", [0], "single-hop"), ("世界上用左手的人占多少比例？", [], "abstain")]),
  ("z11", [("2026-03-07", "我周末在社区食堂做志愿者，帮老人打饭", "很有爱心。")],
   [("周六中午我有空出去玩吗？", [0], "single-hop"), ("社区食堂一份饭多少钱？", [], "abstain")]),
  ("z12", [("2026-04-10", "我有痛风，海鲜和啤酒都不能碰", "饮食要多注意。")],
   [("朋友约我去吃小龙虾大排档，我能去吗？", [0], "single-hop"), ("痛风是怎么引起的？", [], "abstain")]),
  ("z13", [("2026-02-27", "我在深圳做外贸，经常半夜跟美国客户开会", "作息要注意。")],
   [("我为什么总是熬夜工作？", [0], "single-hop"), ("我们公司一年营业额有多少？", [], "abstain")]),
  ("z14", [("2026-04-22", "我儿子今年高考，六月七号进考场", "祝他金榜题名！")],
   [("家里孩子最近要面对什么大考？", [0], "single-hop"), ("高考作文一般怎么写才能拿高分？", [], "abstain")]),
  ("z15", [("2026-03-13", "我养了两只乌龟，一只叫小绿，一只叫慢慢", "名字真可爱。")],
   [("我养的是什么宠物？", [0], "single-hop"), ("它们俩分别叫什么？", [0], "single-hop"), ("乌龟冬眠需要注意什么？", [], "abstain")]),
  ("z16", [("2026-01-22", "我在学做陶艺，每周日去工作室拉坯", "手工很解压。")],
   [("我周末有什么手工爱好？", [0], "single-hop"), ("我的工作室地址在哪？", [], "abstain")]),
  ("z17", [("2026-04-05", "我夜里磨牙，医生让我戴牙套睡觉", "坚持戴会好些。")],
   [("睡前我需要做什么准备？", [0], "single-hop"), ("我是在哪家医院看的？", [], "abstain")]),
  ("z18", [("2026-02-18", "我明年三月要去新西兰读研究生", "祝学业顺利！")],
   [("我要去哪个国家留学？", [0], "single-hop"), ("我什么时候出国？", [0], "single-hop"), ("新西兰的首都是哪里？", [], "abstain")]),
  ("z19", [("2026-03-26", "我爸去年中风以后，右手一直不太灵活", "希望他慢慢恢复。")],
   [("给我父亲挑手机要注意些什么？", [0], "single-hop"), ("我爸今年多少岁？", [], "abstain")]),
  ("z20", [("2026-04-13", "我一吃辣就胃疼", "饮食清淡点。")],
   [("去重庆出差吃饭要注意什么？", [0], "single-hop"), ("推荐一家北京的烤鸭店", [], "abstain")]),
  ("z21", [("2026-02-01", "我女儿在学芭蕾，每周三下午上课", "很优雅。"), ("2026-02-02", "我们家下个月要搬去苏州", "苏州很美。"), ("2026-02-03", "我太太怀孕五个月了", "恭喜恭喜！"), ("2026-02-04", "我近视六百度", "注意用眼。")],
   [("我孩子在练什么舞？", [0], "single-hop"), ("我们家快要添什么新成员？", [2], "single-hop"), ("我的眼睛有什么毛病？", [3], "single-hop"), ("苏州现在的房价多少？", [], "abstain")]),
]

ASK = "2026-05-06T20:00:00+08:00"

def build():
    return tiny_store_dataset("tiny-stores-2", "Small stores, second set: 1-4 facts per user, half Chinese half English, word-free paraphrases and abstain questions (general, never-answered, same subject unstated); written by hand before any figure (issue 11).", CASES, ASK)

print(json.dumps(build(), ensure_ascii=False, indent=1))
