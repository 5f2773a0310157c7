"""tiny-stores-10: an evaluation-only set of 40 tiny memory stores, one user each.

u01-u20 write colloquial Simplified Chinese, u21-u40 natural English. Each user told the
assistant 1 to 4 one-line everyday facts (one short chat session per fact, on different days
of 2026, +08:00) and asks 3 or 4 questions at 2026-11-30T20:00:00+08:00. Roughly 45% of the
questions are answerable from a stored fact; the rest must get nothing back. This set is for
evaluation only: do not tune against it. When run, the script prints the JSON to stdout and
the question counts by tag (and by language) to stderr.

Tag legend (tag -> question type):
  r  a request whose good answer depends on a stored fact                    -> single-hop
  p  a paraphrased question about a detail a fact states                      -> single-hop
  u  a later fact replaces an earlier one; asks the current state
     (evidence = the later fact, stale = the earlier one)                     -> update
  x  a personal detail never stated, on the same topic as a stored fact       -> abstain
  g  general knowledge on a stored fact's subject that the fact does not answer -> abstain
  n  an unrelated request or trivia question                                  -> abstain

Written in session 30 by a helper that read no other data set or generator (only the
tiny_store_case.py format builder), as an honest unseen test.

Usage: python3 make-tiny-stores-10.py > tiny-stores-10.json
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-30T20:00:00+08:00"
TYPES = {"r": "single-hop", "p": "single-hop", "u": "update", "x": "abstain", "g": "abstain", "n": "abstain"}

# (user, [(day, user line, assistant reply)], [(tag, query, evidence fact indexes[, stale fact indexes])])
CASES = [
    ("u01", [
        ("2026-03-14", "跟你说下，我对花生过敏，还挺严重的，吃一点就浑身起疹子。",
         "明白了，以后给你推荐吃的我会避开花生和含花生的东西。严重的话记得随身带点抗过敏药。"),
    ], [
        ("r", "周末想在家自己烤点曲奇，给我个配方呗", [0]),
        ("p", "我吃啥东西会出问题来着？", [0]),
        ("g", "花生过敏是怎么引起的？长大了会不会自己好？", []),
        ("n", "帮我写个请假条，就说家里有点事", []),
    ]),
    ("u02", [
        ("2026-05-02", "我家猫叫年糕，是只橘猫，今年三岁了，贼能吃。",
         "年糕这名字好可爱！橘猫确实胃口大，注意别让它吃太胖啦。"),
    ], [
        ("p", "我家猫主子今年几岁啦？", [0]),
        ("x", "年糕是公的还是母的？", []),
        ("g", "为什么橘猫特别容易胖？", []),
        ("n", "推荐几部好看的悬疑剧", []),
    ]),
    ("u03", [
        ("2026-02-10", "我现在每天骑电动车上班，路上大概二十分钟。",
         "二十分钟还挺方便的，骑车注意安全，记得戴头盔。"),
        ("2026-08-21", "电动车被偷了，烦死了，现在只能改坐地铁4号线去上班。",
         "太糟心了……先坐地铁也好，至少不怕刮风下雨。要不要报个警登记一下？"),
    ], [
        ("u", "我现在每天通勤靠啥交通工具？", [1], [0]),
        ("x", "我公司在哪个区来着？", []),
        ("g", "地铁4号线早上首班车一般几点？", []),
        ("n", "帮我算一下37乘以48等于多少", []),
    ]),
    ("u04", [
        ("2026-04-18", "我最近开始学吉他了，报了个班，每周六下午去上课。",
         "挺好的！刚开始手指会有点疼，坚持一阵就好了，加油。"),
    ], [
        ("p", "我那个乐器课是礼拜几来着？", [0]),
        ("r", "这周六想约朋友出去玩一整天，帮我规划下行程", [0]),
        ("x", "我的吉他老师叫啥名字？", []),
        ("g", "初学吉他手指疼怎么缓解？", []),
    ]),
    ("u05", [
        ("2026-01-20", "我女儿叫朵朵，今年上小学二年级了。",
         "朵朵二年级啦，正是好玩的时候。有啥育儿方面的问题随时问我。"),
        ("2026-06-05", "我妈下个月要来我家住一阵子，她腿脚不太好，爬不了楼梯。",
         "好的，那安排出门和住的地方时尽量选有电梯、少台阶的，老人家住得舒服点。"),
        ("2026-09-12", "朵朵最近迷上画画了，天天在家画恐龙。",
         "哈哈，画恐龙好有想象力！可以给她买点彩铅或者水彩笔，鼓励一下。"),
    ], [
        ("p", "我闺女叫什么来着？", [0]),
        ("r", "周末想带我妈出去转转，推荐几个适合她的地方", [1]),
        ("p", "朵朵这阵子在家喜欢干啥？", [2]),
        ("x", "朵朵在哪个学校读书？", []),
    ]),
    ("u06", [
        ("2026-07-08", "医生说我血压有点高，让我少吃盐，每天早上吃一片氨氯地平。",
         "收到，以后给你推荐菜谱我会尽量清淡少盐。按时吃药，定期量量血压。"),
    ], [
        ("r", "晚饭想做个快手菜，给点建议呗", [0]),
        ("p", "我每天早上吃的那个降压药叫啥？", [0]),
        ("g", "氨氯地平有哪些副作用？", []),
        ("n", "Excel里怎么把两列内容合并成一列？", []),
    ]),
    ("u07", [
        ("2026-03-03", "我在一家做跨境电商的公司做运营，天天对着亚马逊后台。",
         "跨境电商运营挺忙的吧，数据、广告、库存都得盯着。有需要帮忙写listing的可以找我。"),
        ("2026-10-15", "下周三要去深圳出差三天，去见几个供应商。",
         "好的，出差顺利！需要的话我可以帮你列个行李清单或者整理下要谈的问题。"),
    ], [
        ("p", "我是做哪一行的？", [0]),
        ("p", "我去深圳那趟出差是要见谁？", [1]),
        ("x", "我领导叫什么名字？", []),
        ("n", "推荐一款适合跑步戴的蓝牙耳机", []),
    ]),
    ("u08", [
        ("2026-01-05", "今年给自己定个目标，每个月存三千块。",
         "这个目标不错！可以发了工资先转到另一张卡里，强制存下来。"),
        ("2026-02-14", "我男朋友叫阿杰，在银行上班。",
         "情人节快乐呀！阿杰在银行上班，理财方面可以多请教他哈哈。"),
        ("2026-05-20", "房租涨了，每月存三千有点吃力，改成每个月存两千了。",
         "理解，量力而行更重要，每月两千坚持下来一年也有两万四了。"),
        ("2026-08-30", "我和阿杰打算明年春天结婚，最近在看婚纱照了。",
         "恭喜恭喜！明年春天天气好，拍照、办婚礼都合适。"),
    ], [
        ("u", "我现在每月打算攒多少钱？", [2], [0]),
        ("p", "我对象是做什么工作的？", [1]),
        ("p", "我俩准备什么时候办婚事？", [3]),
        ("g", "拍一套婚纱照一般要花多少钱？", []),
    ]),
    ("u09", [
        ("2026-06-22", "我家狗子叫豆包，是只柯基，最近在减肥，每天只喂两顿。",
         "柯基确实容易胖，腿短负担大，控制饮食是对的，再配合多遛遛。"),
    ], [
        ("p", "豆包是啥品种的狗？", [0]),
        ("x", "豆包打过狂犬疫苗没？", []),
        ("n", "帮我想个朋友圈文案，去海边玩的", []),
    ]),
    ("u10", [
        ("2026-02-28", "我在准备考研，目标是浙大的计算机。",
         "浙大计算机很强，竞争也激烈，早点准备是对的，加油！"),
        ("2026-07-19", "现在每天早上六点起来背单词，晚上刷数学题刷到十一点。",
         "作息挺规律的，注意中午补个觉，别把身体熬垮了。"),
    ], [
        ("p", "我想考的是哪所学校？", [0]),
        ("r", "帮我排一下明天的学习时间表", [1]),
        ("g", "考研数学一和数学二有什么区别？", []),
        ("x", "我本科是在哪儿读的？", []),
    ]),
    ("u11", [
        ("2026-09-06", "最近迷上钓鱼了，周末经常去郊区的水库钓鲫鱼。",
         "钓鱼很解压！去水库记得带好防晒和驱蚊的，注意安全。"),
    ], [
        ("r", "这周末干点啥好呢，给点建议", [0]),
        ("p", "我周末那个爱好一般都去哪儿玩？", [0]),
        ("g", "钓鲫鱼用什么饵料比较好？", []),
        ("n", "鱼香肉丝怎么做？", []),
    ]),
    ("u12", [
        ("2026-03-22", "我住在成都高新区，租的一室一厅。",
         "高新区生活挺方便的。租房有啥问题可以跟我说。"),
        ("2026-05-30", "家里空调坏了，房东说下周派人来修。",
         "成都夏天挺闷的，希望尽快修好，这几天先开开风扇吧。"),
        ("2026-10-02", "搬家了！现在住双流，离公司远了点，但房子大多了。",
         "恭喜乔迁！房子大住着舒服，通勤的话可以看看地铁或者班车。"),
    ], [
        ("u", "我现在家住哪一片？", [2], [0]),
        ("x", "我现在的房租一个月多少？", []),
        ("g", "成都冬天要不要装地暖？", []),
        ("n", "推荐几本好看的科幻小说", []),
    ]),
    ("u13", [
        ("2026-04-09", "我不吃香菜，闻到那个味儿就想吐。",
         "记住了，以后给你推荐菜谱都不放香菜。"),
    ], [
        ("r", "教我做个凉拌黄瓜吧", [0]),
        ("x", "我能吃辣吗？", []),
        ("g", "为什么有人觉得香菜有股肥皂味？", []),
        ("n", "Python里怎么读取CSV文件？", []),
    ]),
    ("u14", [
        ("2026-08-01", "国庆打算和老公去云南自驾，大理丽江那一圈。",
         "云南国庆风景正好！自驾的话记得提前订车和酒店，假期人会很多。"),
        ("2026-08-10", "机票订好了，10月2号飞昆明，东航的。",
         "好的，10月2号出发。到昆明再租车往大理开，时间挺充裕的。"),
    ], [
        ("p", "国庆那趟我们是去哪个省玩？", [0]),
        ("p", "我订的航班是几号出发的？", [1]),
        ("x", "我们在大理住的哪家酒店？", []),
        ("g", "丽江古城现在还收门票吗？", []),
    ]),
    ("u15", [
        ("2026-10-20", "我最近失眠特别严重，基本都要熬到凌晨两三点才睡得着。",
         "这样太伤身体了。睡前少看手机、别喝咖啡浓茶，要是持续很久建议去医院看看。"),
    ], [
        ("r", "有没有啥法子能让我晚上早点睡着？", [0]),
        ("p", "我这阵子一般几点才能入睡？", [0]),
        ("x", "我是不是一直在吃安眠药？", []),
        ("n", "帮我把“祝你生日快乐”翻译成日语", []),
    ]),
    ("u16", [
        ("2026-01-11", "办了张健身卡，就在小区门口的乐刻。",
         "离家近最好了，去得勤！可以先找教练做个体测。"),
        ("2026-03-08", "我现在体重75公斤，目标是减到68。",
         "减7公斤，循序渐进的话几个月能达到，饮食和运动一起来。"),
        ("2026-06-16", "膝盖有点伤，医生说先别跑步了，可以去游泳。",
         "那就先养膝盖，游泳对关节压力小，也很燃脂。"),
        ("2026-09-25", "好消息，体重掉到70公斤了！",
         "太棒了！离目标就差一点点了，继续保持！"),
    ], [
        ("u", "我现在体重是多少？", [3], [1]),
        ("r", "帮我安排一下这周的有氧训练", [2]),
        ("p", "我减肥给自己定的目标体重是多少？", [1]),
        ("x", "我身高多少来着？", []),
    ]),
    ("u17", [
        ("2026-09-03", "我弟弟在杭州读大学，学的临床医学，今年大三了。",
         "临床医学挺辛苦的，大三课业应该不轻。"),
    ], [
        ("p", "我弟在大学念的是啥专业？", [0]),
        ("x", "我弟弟谈女朋友了吗？", []),
        ("g", "临床医学本科一般要读几年？", []),
        ("n", "杭州有什么好吃的推荐吗？", []),
    ]),
    ("u18", [
        ("2026-02-02", "我开的是一辆2018年的卡罗拉。",
         "卡罗拉皮实耐用，保养好能开很多年。"),
        ("2026-07-27", "把卡罗拉卖了，换了辆比亚迪秦，电车，能省不少油钱。",
         "恭喜提新车！电车日常通勤确实省钱，家里能装充电桩就更方便了。"),
    ], [
        ("u", "我现在开的是什么车？", [1], [0]),
        ("r", "下个月要开车回老家，单程五百多公里，出发前我得准备点啥？", [1]),
        ("g", "比亚迪秦的续航一般有多少公里？", []),
        ("n", "帮我想三个适合公司年会的小游戏", []),
    ]),
    ("u19", [
        ("2026-05-12", "阳台上养了一盆绿萝，还有几盆多肉，多肉老是烂根。",
         "多肉烂根多半是浇水太勤或者土不透气，可以换成颗粒土试试。"),
    ], [
        ("p", "我阳台上都种了些啥植物？", [0]),
        ("g", "多肉一般多久浇一次水合适？", []),
        ("n", "明天几点日落？", []),
    ]),
    ("u20", [
        ("2026-04-01", "我是小学语文老师，带三年级两个班。",
         "带两个班挺累的，改作文就够忙了。备课有需要我可以帮忙。"),
        ("2026-06-28", "暑假打算去西安玩一趟，带上我爸妈一起。",
         "西安很适合带父母去，历史景点多，吃的也好。注意别排太满的行程。"),
        ("2026-11-10", "这学期学校让我当班主任了，杂事特别多。",
         "班主任确实操心，辛苦了！有要写家长通知或者班会方案的可以交给我。"),
    ], [
        ("p", "我在学校教的是哪门课？", [0]),
        ("p", "暑假那趟出游我是带谁一块儿去的？", [1]),
        ("x", "我带的班一共多少个学生？", []),
        ("g", "兵马俑是哪个朝代的？", []),
    ]),
    # ---- English ----
    ("u21", [
        ("2026-01-18", "My daughter Mia just started swimming lessons, they're on Tuesdays after school.",
         "That's great, swimming is such a good skill to pick up early. Hope she enjoys it!"),
        ("2026-04-25", "Mia's swim lessons moved to Thursday evenings, Tuesdays clashed with her piano.",
         "Makes sense, juggling kids' activities is a puzzle. Thursday evenings it is."),
    ], [
        ("u", "What day is Mia's swimming class these days?", [1], [0]),
        ("x", "How old is Mia?", []),
        ("g", "What's a good age for kids to learn butterfly stroke?", []),
        ("n", "Give me a quick recipe for banana bread.", []),
    ]),
    ("u22", [
        ("2026-02-06", "I'm lactose intolerant, so regular milk absolutely wrecks my stomach.",
         "Got it, I'll keep that in mind and steer clear of milk-heavy suggestions."),
    ], [
        ("r", "Can you suggest a breakfast I could have tomorrow?", [0]),
        ("x", "Do I take a calcium supplement?", []),
        ("g", "Why do some adults lose the ability to digest lactose?", []),
        ("n", "What's the capital of Australia?", []),
    ]),
    ("u23", [
        ("2026-03-12", "We adopted a rescue greyhound last weekend, his name's Biscuit.",
         "Congratulations! Rescue greyhounds make lovely, gentle pets. Welcome home, Biscuit."),
        ("2026-05-19", "Biscuit is terrified of thunderstorms, he hides in the bathtub.",
         "Poor thing. Lots of dogs are like that. A quiet safe spot and some calm company really helps."),
        ("2026-08-08", "Found a dog walker, Priya, she takes Biscuit out at noon on weekdays.",
         "Perfect, that'll break up his day nicely while you're at work."),
    ], [
        ("p", "Who takes my dog out during the working week?", [2]),
        ("r", "There's a big storm forecast tonight, any tips for getting through it at home?", [1]),
        ("x", "How much do I pay the dog walker?", []),
        ("g", "Do greyhounds need a lot of exercise?", []),
    ]),
    ("u24", [
        ("2026-06-01", "Just started my new job as a nurse on nights at St. Mary's.",
         "Congrats on the new job! Night shifts take some adjusting, so go easy on yourself the first few weeks."),
    ], [
        ("r", "What time of day should I book my dentist appointment this week?", [0]),
        ("x", "Which ward am I working on?", []),
        ("g", "How many hours of sleep do night shift workers need?", []),
        ("n", "How do I get a red wine stain out of carpet?", []),
    ]),
    ("u25", [
        ("2026-01-09", "I'm training for my first half marathon! It's in Chicago in October.",
         "Exciting! That gives you plenty of time to build up your mileage gradually."),
        ("2026-02-21", "My running shoes are Brooks Ghost 15s, honestly love them.",
         "Good choice, they're a popular cushioned trainer for longer runs."),
        ("2026-07-14", "Ugh, strained my calf. Physio says no running for three weeks.",
         "Sorry to hear that. Rest it properly now and you'll lose less fitness than if you push through."),
        ("2026-08-29", "Decided to drop to the 10K in Chicago instead of the half, not enough time to get ready after the calf thing.",
         "Sensible call. The 10K is still a great goal and you can aim for the half next year."),
    ], [
        ("u", "Which distance am I racing in Chicago?", [3], [0]),
        ("p", "What trainers do I run in?", [1]),
        ("x", "What's my 5K personal best?", []),
        ("g", "How many miles is a half marathon?", []),
    ]),
    ("u26", [
        ("2026-04-04", "My wife Elena and I are trying to pay off our car loan by next summer.",
         "That's a solid goal. Even small extra payments each month add up."),
        ("2026-09-17", "We've got about $6,200 left on the car loan now.",
         "Nice progress! You're well on your way."),
    ], [
        ("p", "How much do we still owe on the car?", [1]),
        ("p", "When are we hoping to have the car fully paid off?", [0]),
        ("x", "What's the interest rate on our car loan?", []),
        ("g", "Is it better to pay off a car loan early or invest the extra money?", []),
    ]),
    ("u27", [
        ("2026-10-07", "My commute is a 45 minute bus ride, the 38 from Fairview.",
         "That's a decent chunk of time, good for podcasts or reading at least."),
    ], [
        ("p", "How long is my journey to work?", [0]),
        ("r", "Recommend a podcast episode I could finish in one trip to the office.", [0]),
        ("x", "What time does my bus usually leave in the morning?", []),
        ("n", "Write a haiku about autumn leaves.", []),
    ]),
    ("u28", [
        ("2026-02-13", "I take levothyroxine every morning for my thyroid, 50 mcg.",
         "Thanks for telling me. Taking it at the same time each morning on an empty stomach usually works best."),
        ("2026-05-08", "Also I'm allergic to penicillin, found out as a kid.",
         "Good to know, I'll keep that in mind. Always worth reminding new doctors and pharmacists."),
        ("2026-09-02", "Doctor bumped my levothyroxine up to 75 mcg after my last blood test.",
         "Okay, noted. They'll probably recheck your levels in a few weeks."),
    ], [
        ("u", "What strength is my thyroid medication at the moment?", [2], [0]),
        ("p", "Which antibiotic am I not able to take?", [1]),
        ("g", "How long should I wait after levothyroxine before having coffee?", []),
        ("n", "What's a good name for a sourdough starter?", []),
    ]),
    ("u29", [
        ("2026-07-22", "I'm learning Japanese on Duolingo, just hit a 200 day streak!",
         "200 days in a row, that's impressive consistency! 頑張って!"),
    ], [
        ("p", "How many days running have I kept up my language practice?", [0]),
        ("r", "Recommend a TV show I could watch to help with what I'm studying.", [0]),
        ("g", "How many kanji do you need to read a newspaper?", []),
        ("x", "Have I ever been to Japan?", []),
    ]),
    ("u30", [
        ("2026-03-27", "My brother Tom moved up to Glasgow with his two kids.",
         "Big move! Hope they settle in well, Glasgow's a great city."),
        ("2026-06-19", "Tom's birthday is December 12th, remind me closer to the time.",
         "Will do, December 12th for Tom."),
    ], [
        ("p", "When is my brother's birthday?", [1]),
        ("p", "Which city is Tom living in now?", [0]),
        ("x", "What are Tom's kids called?", []),
        ("n", "How do I unclog a bathroom sink?", []),
    ]),
    ("u31", [
        ("2026-01-30", "I work from home Mondays and Fridays, and I'm in the office Tuesday to Thursday.",
         "A nice hybrid setup. Long weekends feel even longer that way."),
        ("2026-04-16", "Our office is in Canary Wharf, I get the Elizabeth line in.",
         "The Elizabeth line makes that a pretty easy trip."),
        ("2026-07-03", "My manager is Dev, he's great but loves a long meeting.",
         "Ha, the classic combination. At least he's nice to work for."),
    ], [
        ("p", "Which days of the week do I go in to work?", [0]),
        ("r", "I need a plumber to come round next week while I'm home, which days should I offer?", [0]),
        ("x", "What company do I work for?", []),
        ("n", "What's a good board game for four players?", []),
    ]),
    ("u32", [
        ("2026-05-05", "I'm saving up for a trip to Portugal next June, budget's about £2,000.",
         "Lovely! June is a great time to go. £2,000 should go a fair way there."),
        ("2026-08-20", "Booked the flights to Lisbon! We leave on June 14th.",
         "Woo, it's official! June 14th, something to look forward to."),
    ], [
        ("p", "How much am I planning to spend on the holiday?", [0]),
        ("p", "What date do I fly out?", [1]),
        ("x", "Who's coming with me to Portugal?", []),
        ("g", "Do UK travellers need a visa to visit Portugal?", []),
    ]),
    ("u33", [
        ("2026-02-09", "We just got a kitten! A little tabby called Pickle.",
         "Aww, Pickle! Tabbies are so full of personality. Enjoy the chaos."),
        ("2026-03-15", "Pickle had her first vet visit, we saw Dr. Okafor at Riverside Vets.",
         "Good to get that done early. Hope she was brave!"),
        ("2026-06-11", "Turns out my partner Sam is allergic to cats, he's on antihistamines now.",
         "Oh no, poor Sam. Regular hoovering and keeping her out of the bedroom can help too."),
        ("2026-10-24", "We moved Pickle to a new vet, Greenway Animal Clinic, it's much closer to home.",
         "Makes sense, closer is so much easier with a cat carrier."),
    ], [
        ("u", "Where does Pickle go for her vet check-ups now?", [3], [1]),
        ("p", "Who in our house reacts badly to cats?", [2]),
        ("x", "Has Pickle been spayed?", []),
        ("g", "How often should an indoor cat see the vet?", []),
    ]),
    ("u34", [
        ("2026-08-14", "I'm doing an evening course in bookkeeping at the community college.",
         "Good for you! Bookkeeping is a really useful skill to have."),
        ("2026-11-02", "Got my first exam on December 3rd, kind of nervous.",
         "That's normal! You've still got a month to prepare, you'll be fine."),
    ], [
        ("p", "When is my test?", [1]),
        ("r", "Make me a study plan for this week.", [0, 1]),
        ("g", "What's the difference between a debit and a credit?", []),
        ("x", "What grade did I get on my last assignment?", []),
    ]),
    ("u35", [
        ("2026-03-02", "My husband's name is Raj, he's a chef.",
         "Lucky you, I bet dinner at home is good!"),
        ("2026-05-26", "Raj and I have our anniversary on June 30th, it'll be 10 years this year.",
         "Ten years, that's a big one! Happy early anniversary to you both."),
        ("2026-09-09", "We're redoing our kitchen, went with green cabinets.",
         "Green cabinets are gorgeous right now. Raj must be excited about a new kitchen."),
    ], [
        ("p", "What does Raj do for work?", [0]),
        ("p", "Which wedding anniversary did Raj and I celebrate back in June?", [1]),
        ("x", "How much is the kitchen renovation costing us?", []),
        ("n", "Tell me a joke about chefs.", []),
    ]),
    ("u36", [
        ("2026-04-22", "I play five-a-side football every Wednesday night with some mates from work.",
         "Nice way to stay fit and catch up with people. Watch those ankles!"),
    ], [
        ("r", "A friend wants to get dinner one evening midweek, which night should I rule out?", [0]),
        ("x", "What position do I usually play?", []),
        ("g", "How long is a five-a-side match?", []),
        ("n", "Who won the 2018 World Cup?", []),
    ]),
    ("u37", [
        ("2026-02-17", "I'm on a low-carb diet at the moment, trying to cut out bread and pasta.",
         "Okay! I'll lean towards lower-carb ideas if you ask for meals."),
        ("2026-08-03", "Gave up on low-carb, I'm doing intermittent fasting now, only eating between noon and 8pm.",
         "Fair enough, lots of people find that easier to stick to. Noon to 8, got it."),
    ], [
        ("u", "What way of eating am I following these days?", [1], [0]),
        ("r", "It's 9pm and I'm a bit peckish, what should I grab?", [1]),
        ("g", "Does intermittent fasting slow down your metabolism?", []),
        ("n", "How do you say 'where is the train station' in Spanish?", []),
    ]),
    ("u38", [
        ("2026-01-25", "My mum's in a care home in Brighton now, I go and see her every other Sunday.",
         "That must be a big change for both of you. It's lovely that you visit so regularly."),
        ("2026-04-30", "She has early dementia, sometimes she forgets my name.",
         "That's really hard. Be kind to yourself too, it's a lot to carry."),
        ("2026-07-18", "Mum loves old Fred Astaire films, we watched Top Hat together last time.",
         "What a nice way to spend time together. Old favourites can be really comforting."),
    ], [
        ("p", "How often do I visit my mother?", [0]),
        ("r", "Suggest something Mum and I could do together next time I'm down.", [2]),
        ("x", "What's the name of Mum's care home?", []),
        ("g", "What are the early signs that dementia is getting worse?", []),
    ]),
    ("u39", [
        ("2026-06-07", "Just moved into a flat on the 4th floor. No lift, obviously.",
         "Congrats on the move! Free workout every day, at least."),
        ("2026-10-11", "Bought a piano for the flat, it took four guys to get it up the stairs.",
         "Ha, I can only imagine. Worth it though, enjoy playing!"),
    ], [
        ("p", "What floor is my flat on?", [0]),
        ("r", "I'm ordering a new sofa online, anything I should think about for delivery?", [0]),
        ("x", "What make is my piano?", []),
        ("n", "Put together a playlist for a dinner party.", []),
    ]),
    ("u40", [
        ("2026-01-14", "I'm a software engineer at a fintech startup, I mostly write Go.",
         "Nice, Go is a great fit for backend services. Happy to help with any code."),
        ("2026-03-19", "My son Leo is 4 and completely obsessed with dinosaurs.",
         "Four is peak dinosaur age! He probably knows more names than most adults."),
        ("2026-07-06", "Trying to read more this year, my goal is 24 books.",
         "Two a month, very doable. Want some recommendations at some point?"),
        ("2026-10-29", "I'm at 19 books so far this year.",
         "Great going, you're close!"),
    ], [
        ("p", "Which programming language do I mainly code in at my job?", [0]),
        ("r", "Recommend a birthday present for my kid.", [1]),
        ("x", "What's my wife's name?", []),
        ("g", "How big was a T. rex?", []),
    ]),
]


def main():
    cases = []
    counts = Counter()
    for user, facts, questions in CASES:
        lang = "zh" if int(user[1:]) <= 20 else "en"
        assert 1 <= len(facts) <= 4 and 3 <= len(questions) <= 4, user
        days = [day for day, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), user
        built = []
        for tag, query, evidence, *rest in questions:
            kind = TYPES[tag]
            assert all(0 <= i < len(facts) for i in evidence + (rest[0] if rest else [])), (user, query)
            assert (kind == "abstain") == (not evidence), (user, query)
            assert (tag == "u") == bool(rest), (user, query)
            built.append((query, evidence, kind, *rest))
            counts[tag] += 1
            counts[(lang, tag)] += 1
        cases.append((user, facts, built))
    description = ("Evaluation-only: 40 tiny stores (u01-u20 Chinese, u21-u40 English), 1-4 everyday facts "
                   "each, questions asked 2026-11-30; about 45% answerable, the rest must get nothing back. "
                   "Written in session 30 by a helper that read no other data set or generator.")
    data = tiny_store_dataset("tiny-stores-10", description, cases, ASK)
    json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    tags = "rpuxgn"
    total = sum(counts[t] for t in tags)
    answerable = sum(counts[t] for t in "rpu")
    print("tags: " + " ".join(f"{t}={counts[t]}" for t in tags) + f" total={total}"
          f" answerable={answerable} ({100 * answerable / total:.0f}%)", file=sys.stderr)
    for lang in ("zh", "en"):
        print(f"{lang}: " + " ".join(f"{t}={counts[(lang, t)]}" for t in tags)
              + f" total={sum(counts[(lang, t)] for t in tags)}", file=sys.stderr)
    sizes = Counter(len(facts) for _, facts, _ in CASES)
    print("users by fact count: " + " ".join(f"{k}:{sizes[k]}" for k in sorted(sizes)), file=sys.stderr)


if __name__ == "__main__":
    main()
