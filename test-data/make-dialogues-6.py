"""dialogues-6: an evaluation-only set of 18 multi-session chats (9 Chinese, 9 English), each in an
everyday domain not used by the earlier dialogue sets (backyard hens, a best-man speech, learning
to drive manual, a rescue greyhound, rooftop solar, a marathon taper, freelance translation, a
visitor visa, a houseplant pest; 肾结石, 陶艺课, 楼上噪音, 孩子口吃, 卖茶副业, 抱石, 奶奶白内障,
学日语, 买二手车). Questions are single-hop paraphrases and fact-dependent requests, updates (a
later turn replaces an earlier one, which is marked stale), temporal questions naming a date or a
relative day, a few multi-hop questions, and about 39% abstain questions (general knowledge,
same-subject general knowledge the user's turns do not answer, and personal details never given).

Written in session 22 by a helper that read no other data set or generator (only the
dialogue_case.py format builder), as an honest unseen test.

Run:  cd test-data && python3 make-dialogues-6.py > dialogues-6.json
"""
import json
import sys
from collections import Counter

from dialogue_case import case_builder

ASK = "2026-11-20T20:00:00+08:00"
case = case_builder(ASK)
cases = []

# ---------------------------------------------------------------- English
cases.append(case("d6-en-hens", "ella", [
    ("2026-03-07T10:15:00+08:00", [
        "We finally picked up our hens this morning! Three of them: a Buff Orpington called Custard and two Australorps, Pepper and Soot. My daughter is already obsessed.",
        "Congratulations! Both breeds are friendly and hardy.",
        "The coop is a secondhand one our neighbour Gareth sold us for 60 pounds. Needs new roof felt but it's solid.",
        "A good deal; re-felting is an easy weekend job."]),
    ("2026-04-18T17:40:00+08:00", [
        "Custard laid her first egg today, light brown and a bit small. We all cheered in the garden like idiots.",
        "Lovely milestone! First eggs are often small.",
        "I'm giving them layers pellets from the farm shop in town plus kitchen scraps, though I keep reading avocado skins are a no.",
        "Right, avocado skin and stone are toxic to chickens."]),
    ("2026-06-02T21:05:00+08:00", [
        "Awful night. A fox got Soot, the latch on the run door had worked itself loose, so we're down to two. I'm gutted.",
        "I'm so sorry. Foxes are relentless; a locking clip on every door helps.",
        "We've swapped every latch for a carabiner and I might put an electric net round the run next month.",
        "Both are solid upgrades."]),
    ("2026-08-22T09:30:00+08:00", [
        "Pepper has gone broody, she sits flattened in the nest box all day and growls at me. So right now only Custard is giving us eggs.",
        "Broodiness usually breaks in a couple of weeks if you keep lifting her off."]),
], [
    ("How many birds are in my flock now?", ["s3:1"], "update", ["s1:1"]),
    ("Who did we get the chicken house from?", ["s1:3"], "single-hop"),
    ("What do my girls get to eat?", ["s2:3"], "single-hop"),
    ("What was going on with my hens last Saturday?", ["s4:1"], "temporal", None, "2026-08-26T20:00:00+08:00"),
    ("Which of the birds I started with are still alive?", ["s1:1", "s3:1"], "multi-hop"),
    ("How many years does a hen usually keep laying before she stops for good?", [], "abstain"),
    ("What's the capital of New Zealand?", [], "abstain"),
]))

WED = "2026-09-01T20:00:00+08:00"
cases.append(case("d6-en-best-man", "tom", [
    ("2026-05-10T20:30:00+08:00", [
        "My brother Danny asked me to be his best man! Wedding's on September 12 at a barn venue near Harrogate. I'm honestly terrified of public speaking.",
        "Congratulations on being asked. You've got plenty of time to prepare.",
        "His fiancée is Priya, they met at a pub quiz, which is honestly the best material I've got.",
        "That's a great hook for the speech."]),
    ("2026-07-03T22:10:00+08:00", [
        "Got a first draft. Reading it out loud it runs about nine minutes, which feels like forever.",
        "Five to seven is a comfortable target; trim inside jokes first.",
        "Mum made me swear I won't bring up the time Danny reversed Dad's Volvo into the garage door.",
        "Fair enough, keep it warm rather than embarrassing."]),
    ("2026-08-20T19:00:00+08:00", [
        "Cut it right down, it's about six minutes now. Practised in front of my flatmate Joel, at least he laughed at the quiz bit.",
        "Six minutes is ideal.",
        "Oh and the venue double-booked, so everything's shifted to the 26th of September.",
        "Good to know, two extra weeks to rehearse."]),
], [
    ("What date do I have to stand up and give my toast?", ["s3:3"], "update", ["s1:1"], WED),
    ("How long does my speech run at the moment?", ["s3:1"], "update", ["s2:1"], WED),
    ("Which story am I not allowed to tell?", ["s2:3"], "single-hop", None, WED),
    ("How did the bride and groom get together?", ["s1:3"], "single-hop", None, WED),
    ("What song are Danny and Priya having for their first dance?", [], "abstain", None, WED),
    ("What's the usual order of speeches at a British wedding reception?", [], "abstain", None, WED),
    ("Write a haiku about autumn leaves.", [], "abstain", None, WED),
]))

cases.append(case("d6-en-manual-driving", "maya", [
    ("2026-02-14T18:00:00+08:00", [
        "Had my first lesson in a manual today and stalled four times just in the car park. The instructor's a retired bus driver, super patient.",
        "Stalling is completely normal at the start.",
        "I go Saturday mornings, 90 minutes each time, 45 dollars a go.",
        "A steady weekly rhythm builds clutch control fast."]),
    ("2026-03-21T12:40:00+08:00", [
        "Hill starts are my nemesis. Rolled back and nearly kissed a ute on Kings Road today.",
        "Use the handbrake method until you can feel the bite point."]),
    ("2026-04-25T13:15:00+08:00", [
        "My café roster changed to weekend mornings, so I've moved to Sunday afternoons with him.",
        "That makes sense.",
        "Also booked the practical test: June 9 at the Penrith centre.",
        "Great, plenty of time for a couple of mock tests."]),
], [
    ("When do I have my driving lessons these days?", ["s3:1"], "update", ["s1:3"]),
    ("What's the trickiest part of driving for me?", ["s2:1"], "single-hop"),
    ("What was my teacher's job before he taught driving?", ["s1:1"], "single-hop"),
    ("How much does each session cost me?", ["s1:3"], "single-hop"),
    ("What happened during my lesson on March 21?", ["s2:1"], "temporal"),
    ("What's my driving instructor's name?", [], "abstain"),
    ("How can I tell when the clutch is at the biting point?", [], "abstain"),
]))

cases.append(case("d6-en-greyhound", "ravi", [
    ("2026-01-17T16:20:00+08:00", [
        "We're adopting a retired racing greyhound from a rescue in Kent! She's four, fawn, called Misty, and she raced as 'Swift Misty Lady'.",
        "How exciting! Ex-racers tend to be gentle, lazy companions.",
        "The rescue said she isn't safe around cats, which is fine since we don't have any.",
        "Sounds like a good match then."]),
    ("2026-02-08T20:00:00+08:00", [
        "Misty's been home a week. She sleeps upside down with all four legs in the air, the kids call it roaching.",
        "Classic greyhound roaching, it means she feels safe.",
        "She's terrified of the staircase though, won't put a paw on it.",
        "Very common, many ex-racers have never seen stairs. Go slowly with treats."]),
    ("2026-04-12T11:30:00+08:00", [
        "Vet today. Her teeth are awful from the track diet, she needs a dental under anaesthetic next month, quoted 420 pounds.",
        "Dental work is common for ex-racers and makes a big difference."]),
    ("2026-06-30T19:45:00+08:00", [
        "Huge win: Misty now trots up to the landing every night to sleep outside our bedroom door.",
        "That's wonderful progress!"]),
], [
    ("Can my dog manage going upstairs?", ["s4:1"], "update", ["s2:3"]),
    ("What name did my dog run under at the track?", ["s1:1"], "single-hop"),
    ("How much will the vet charge for her mouth?", ["s3:1"], "single-hop"),
    ("Would it be a good idea to get a kitten too?", ["s1:3"], "single-hop"),
    ("How fast can a greyhound run at top speed?", [], "abstain"),
    ("How much does Misty weigh?", [], "abstain"),
    ("Who wrote Pride and Prejudice?", [], "abstain"),
]))

cases.append(case("d6-en-solar", "linda", [
    ("2026-03-02T20:10:00+08:00", [
        "We got three quotes for rooftop solar and went with SunPeak: 6.6 kW, 16 panels, about 7,900 dollars after the rebate.",
        "That's a common size for a family home.",
        "Our roof faces north-west and the big jacaranda out front shades part of it in the afternoon.",
        "Worth asking about optimisers for the shaded panels."]),
    ("2026-04-15T18:30:00+08:00", [
        "Install finished yesterday! Two brothers did it, very tidy. The app says we generated 31 kWh today.",
        "Great output for autumn."]),
    ("2026-07-20T21:00:00+08:00", [
        "First full quarterly bill since the panels went up: 84 dollars, down from about 410 this time last year.",
        "Huge saving!",
        "Now we're debating a battery, but they quoted 11,000, so probably not this year.",
        "Prices are falling, so waiting makes sense."]),
], [
    ("How big is the system on my roof?", ["s1:1"], "single-hop"),
    ("What's blocking sunlight on part of the roof?", ["s1:3"], "single-hop"),
    ("How much power did we produce on April 15?", ["s2:1"], "temporal"),
    ("What did our last three-month electricity bill come to?", ["s3:1"], "single-hop"),
    ("If we'd bought the panels and the home storage together, roughly what would we have spent?", ["s1:1", "s3:3"], "multi-hop"),
    ("How many years do solar panels usually last?", [], "abstain"),
    ("What brand of inverter did the installers fit?", [], "abstain"),
]))

RACE = "2026-10-05T20:00:00+08:00"
cases.append(case("d6-en-marathon-taper", "sam", [
    ("2026-08-30T07:50:00+08:00", [
        "Peak week done: 88 km including a 35 km long run. Race is the Melbourne Marathon on October 11.",
        "Solid peak. Taper starts soon.",
        "Goal is sub 3:15. My best so far is 3:22 from Gold Coast last year.",
        "Ambitious but realistic with that training."]),
    ("2026-09-20T20:15:00+08:00", [
        "Taper week one, dropped to 65 km and I feel sluggish and cranky. Plus my left calf is tight.",
        "Taper madness is normal. See someone if the calf doesn't settle."]),
    ("2026-10-01T19:30:00+08:00", [
        "Saw a physio, she reckons it's a minor strain and told me no intervals or tempo this week.",
        "Sensible.",
        "I've decided to run with the 3:20 pacers instead, the calf has rattled me.",
        "A smart, conservative plan."]),
], [
    ("What finishing time am I going for on race day?", ["s3:3"], "update", ["s1:3"], RACE),
    ("What's my fastest marathon so far?", ["s1:3"], "single-hop", None, RACE),
    ("Which leg has been giving me trouble?", ["s2:1"], "single-hop", None, RACE),
    ("What kind of training was I told to skip?", ["s3:1"], "single-hop", None, RACE),
    ("What should I eat the night before a marathon?", [], "abstain", None, RACE),
    ("What shoes am I racing in?", [], "abstain", None, RACE),
    ("How many moons does Mars have?", [], "abstain", None, RACE),
]))

cases.append(case("d6-en-freelance-translation", "julia", [
    ("2026-01-12T10:00:00+08:00", [
        "Quit the agency and went freelance this month! German into English, mostly manuals for medical devices.",
        "Congrats on the leap!",
        "Starting at 0.11 euros a word, which feels low, but I need clients first.",
        "Reasonable while you build a base."]),
    ("2026-03-05T16:45:00+08:00", [
        "Landed a retainer with a hearing-aid maker in Stuttgart, about 20,000 words a month. Finally some stability.",
        "Excellent, retainers are gold.",
        "I use Trados but honestly hate it, might switch to memoQ.",
        "Lots of freelancers prefer memoQ."]),
    ("2026-06-18T22:00:00+08:00", [
        "Quoted 0.14 to two new clients this month and neither blinked, so that's my rate from now on.",
        "Sounds like you were underpriced.",
        "My accountant Henrik says I'll have to register for VAT once I cross the threshold, probably by autumn.",
        "Good to plan for it now."]),
], [
    ("How much do I charge per word now?", ["s3:1"], "update", ["s1:3"]),
    ("Which languages do I work between?", ["s1:1"], "single-hop"),
    ("Who gives me steady work every month?", ["s2:1"], "single-hop"),
    ("Who looks after my taxes?", ["s3:3"], "single-hop"),
    ("What's the difference between a sworn and a certified translation?", [], "abstain"),
    ("How many hours a day do I usually work?", [], "abstain"),
    ("Recommend a good science-fiction novel.", [], "abstain"),
]))

cases.append(case("d6-en-visa", "nadia", [
    ("2026-02-03T21:20:00+08:00", [
        "Applying for a Canadian visitor visa so I can be with my sister in Vancouver, she's due with her first baby in July.",
        "How lovely. Apply early, processing can be slow.",
        "They want an invitation letter from her and six months of bank statements.",
        "Yes, and proof of ties to home helps too."]),
    ("2026-02-26T14:00:00+08:00", [
        "Did my fingerprints and photo at the VFS centre this afternoon, 20 minutes and 85 CAD.",
        "Good, that's a big step done."]),
    ("2026-04-09T09:10:00+08:00", [
        "APPROVED!! Multiple entry and good until 2031.",
        "Fantastic news!",
        "Booked flights: out on July 2, back on August 14.",
        "A nice long visit."]),
], [
    ("What's the occasion for my trip abroad this summer?", ["s1:1"], "single-hop"),
    ("What did I do on February 26?", ["s2:1"], "temporal"),
    ("What date was I booked to fly home?", ["s3:3"], "single-hop"),
    ("Until when can I keep using my entry permit?", ["s3:1"], "single-hop"),
    ("Am I allowed to work in Canada on a visitor visa?", [], "abstain"),
    ("What's my sister's name?", [], "abstain"),
    ("What's 17 times 23?", [], "abstain"),
]))

cases.append(case("d6-en-houseplant-pest", "oliver", [
    ("2026-05-05T19:00:00+08:00", [
        "My fiddle leaf fig has little white cottony blobs in the leaf joints. Pretty sure it's mealybugs.",
        "Sounds like it. Isolate it and wipe them off with rubbing alcohol.",
        "It lives on the bedroom windowsill next to my monstera and the pothos, so I'm scared it'll spread.",
        "Move it away and check the neighbours closely."]),
    ("2026-05-19T20:30:00+08:00", [
        "Been dabbing them with alcohol on cotton buds every three days. Fewer now, but still some under the leaves.",
        "Keep going and follow up with neem or insecticidal soap."]),
    ("2026-06-28T18:10:00+08:00", [
        "Found them on the monstera as well. Ugh. Both are now quarantined in the bathroom.",
        "Good move, treat both the same way.",
        "Ordered a bottle of neem oil, I'll spray once a week.",
        "Weekly is good."]),
], [
    ("Where are my infested plants kept right now?", ["s3:1"], "update", ["s1:3"]),
    ("Which plant had the bugs first?", ["s1:1"], "single-hop"),
    ("How often was I treating the fig back in May?", ["s2:1"], "single-hop"),
    ("Which of my plants have the pest at this point?", ["s1:1", "s3:1"], "multi-hop"),
    ("What did I buy for the plants last Sunday?", ["s3:3"], "temporal", None, "2026-07-02T20:00:00+08:00"),
    ("Can mealybugs fly?", [], "abstain"),
    ("How old is my fiddle leaf fig?", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese
cases.append(case("d6-zh-kidney-stone", "laozhang", [
    ("2026-03-11T23:40:00+08:00", [
        "凌晨两点被疼醒，右边后腰那块疼得我直冒冷汗，赶紧去急诊拍了个CT，说是输尿管结石，6毫米。",
        "太遭罪了，6毫米有一定机会自己排出来。",
        "医生让我拼命喝水，一天至少三升，还开了坦索罗辛，说能帮着把石头送下去。",
        "按医嘱来，适当蹦跳也有帮助。"]),
    ("2026-03-25T20:10:00+08:00", [
        "昨天上厕所听到叮的一声，出来了！我拿滤网接着的，差不多小黄豆那么大。",
        "恭喜！可以把它拿去做个成分分析。"]),
    ("2026-04-15T19:00:00+08:00", [
        "化验结果出来了，草酸钙的。医生说菠菜、浓茶这些少碰，我平时一天得喝好几壶浓茶，这下难受了。",
        "可以换淡一点的，再配合多喝水。",
        "现在每天下班在小区里跳绳十分钟，同事都笑我。",
        "运动挺好的，坚持下去。"]),
], [
    ("化验出来我那块石头是啥做的？", ["s3:1"], "single-hop"),
    ("下午想喝点东西，给我推荐几样呗", ["s3:1"], "single-hop"),
    ("当时医生给我开的什么药？", ["s1:3"], "single-hop"),
    ("三月二十四号我碰上了啥好事？", ["s2:1"], "temporal"),
    ("结石一般长到多大就得做碎石了？", [], "abstain"),
    ("我是在哪家医院看的急诊？", [], "abstain"),
    ("李白是哪个朝代的人？", [], "abstain"),
]))

cases.append(case("d6-zh-pottery", "xiaoyu", [
    ("2026-04-04T15:30:00+08:00", [
        "今天第一次去上陶艺课，鼓楼那边一家小工作室，拉坯拉了一下午，一个都没成，全塌了哈哈。",
        "刚开始都这样，定中心最难。",
        "老师说我手劲太大，要学会跟着泥走。一期八节课，交了1880。",
        "慢慢就找到手感了。"]),
    ("2026-05-09T17:00:00+08:00", [
        "终于拉出来一个像样的碗！有点歪，但我超喜欢，准备给它上青釉。",
        "第一个碗特别有纪念意义。"]),
    ("2026-06-13T21:15:00+08:00", [
        "出窑了！结果烧出来偏灰绿，跟我想的不太一样，不过我妈说像宋代的老物件，哈哈。",
        "窑变本来就有惊喜。",
        "我又续了一期，这回想学手捏，转盘那个先放一放。",
        "手捏能做的造型更自由。"]),
], [
    ("我那个碗最后是什么颜色的？", ["s3:1"], "update", ["s2:1"]),
    ("我报的那个班学费多少？", ["s1:3"], "single-hop"),
    ("接下来这期我打算学哪种做法？", ["s3:3"], "single-hop"),
    ("四月四号那天我干嘛去了？", ["s1:1"], "temporal"),
    ("素烧和釉烧一般各要烧到多少度？", [], "abstain"),
    ("我那个陶艺老师叫什么？", [], "abstain"),
    ("推荐几部好看的韩剧", [], "abstain"),
]))

cases.append(case("d6-zh-upstairs-noise", "chenjing", [
    ("2026-01-20T22:50:00+08:00", [
        "楼上又在半夜拖椅子，这礼拜第三回了，都十一点多了，我明早六点还得起来赶高铁。",
        "太影响休息了，可以先礼貌沟通一下。",
        "我住802，楼上902是新搬来的一家，有个小男孩，估计是孩子在跑。",
        "有孩子的话，铺地垫会好很多。"]),
    ("2026-02-06T20:30:00+08:00", [
        "今天拎了一盒草莓上去跟他们聊了，女主人挺客气，说给孩子买软底拖鞋，椅子腿也贴毡垫。",
        "沟通得很好，希望能改善。"]),
    ("2026-03-15T21:40:00+08:00", [
        "清静了一个月，这两天又来了，晚上十点以后咚咚咚的像在跳绳？？我已经找物业了。",
        "物业介入是对的，记得记下时间。",
        "物业王经理说会上门去讲，我录了几段音存着。",
        "留证据是对的。"]),
], [
    ("楼上那家最近还闹腾吗？", ["s3:1"], "update", ["s2:1"]),
    ("我家门牌号是多少？", ["s1:3"], "single-hop"),
    ("上去找他们谈的时候我带了什么见面礼？", ["s2:1"], "single-hop"),
    ("一月二十号晚上我为啥睡不好？", ["s1:1"], "temporal"),
    ("物业那边谁在管这事？", ["s3:3"], "single-hop"),
    ("晚上几点以后弄出动静算扰民，法律上有规定吗？", [], "abstain"),
    ("楼上那家男的是干什么工作的？", [], "abstain"),
]))

cases.append(case("d6-zh-stutter", "liuma", [
    ("2026-03-03T21:00:00+08:00", [
        "我家豆豆四岁半，最近说话老卡在第一个字上，'我我我我要喝水'那种，急得直跺脚。",
        "这个年龄有些发育性的不流利很常见，可以找言语治疗师评估一下。",
        "他爸小时候好像也有点结巴，我担心是遗传。",
        "家族史确实是个因素，早点评估更放心。"]),
    ("2026-04-02T19:20:00+08:00", [
        "带豆豆去儿童医院评估了，治疗师姓邓，说是轻中度，建议做Lidcombe，每周去一次，在家每天练十五分钟。",
        "Lidcombe对学龄前孩子效果不错。"]),
    ("2026-07-10T20:40:00+08:00", [
        "坚持三个多月了，邓老师说卡壳的次数少了一大半！现在改成两周去一次。",
        "太棒了，家长坚持最关键。",
        "我们在家的规矩是他说顺了就夸一句'说得真顺'，卡住了也不打断他。",
        "这正是方法的核心。"]),
], [
    ("孩子现在隔多久去医院练一次？", ["s3:1"], "update", ["s2:1"]),
    ("给孩子做训练的老师姓什么？", ["s2:1"], "single-hop"),
    ("我为什么怀疑孩子这毛病是家里传下来的？", ["s1:3"], "single-hop"),
    ("孩子他卡住的时候，我们在家一般怎么应对？", ["s3:3"], "single-hop"),
    ("口吃的孩子长大了一般能自己好吗？", [], "abstain"),
    ("豆豆的大名叫什么？", [], "abstain"),
    ("帮我写一段母亲节祝福语", [], "abstain"),
]))

cases.append(case("d6-zh-tea-side-business", "azhe", [
    ("2026-02-22T22:00:00+08:00", [
        "我白天在银行上班，想晚上搞个副业，在网上卖家里的茶。我老家福建安溪，亲戚自己种铁观音。",
        "有自家货源是很大的优势。",
        "先开了个小红书号，店名叫'溪边茶事'。",
        "名字挺有意境。"]),
    ("2026-04-30T21:30:00+08:00", [
        "第一个月出了四十多单，主要是朋友同事照顾生意，赚了两千出头。",
        "开头不错，后面得想办法拓客源。",
        "包装用的小泡袋，一泡7克，一盒20泡。",
        "小泡袋方便，送礼也体面。"]),
    ("2026-08-12T23:10:00+08:00", [
        "最近上了白茶，是朋友在福鼎的厂里拿的货，卖得比铁观音还好。",
        "白茶这两年确实火。",
        "打算国庆前去单位附近的创意园摆个周末市集摊位试试。",
        "线下能接触到新客户。"]),
], [
    ("我白天是干啥的？", ["s1:1"], "single-hop"),
    ("我那个网店叫什么名字？", ["s1:3"], "single-hop"),
    ("我一盒茶总共装多少克？", ["s2:3"], "single-hop"),
    ("上周三我跟你说新进了什么货？", ["s3:1"], "temporal", None, "2026-08-17T20:00:00+08:00"),
    ("铁观音和大红袍有什么区别？", [], "abstain"),
    ("我的茶一盒卖多少钱？", [], "abstain"),
    ("二十四节气里排第一个的是哪个？", [], "abstain"),
]))

cases.append(case("d6-zh-bouldering", "kaikai", [
    ("2026-05-16T20:00:00+08:00", [
        "跟同事去了趟抱石馆，就是不系绳的那种，爬了一晚上，前臂酸得筷子都拿不住。",
        "抱石特别练前臂，第一次都这样。",
        "馆在望京，叫'岩点'，办了张十次卡，八百块。",
        "十次卡入门挺合适。"]),
    ("2026-06-20T21:30:00+08:00", [
        "今天终于完成了第一条V3！那条仰角线我卡了两个礼拜。",
        "恭喜，V3是个小里程碑。",
        "租的鞋太臭了，自己买了双La Sportiva，42码，我平时穿44。",
        "攀岩鞋本来就要买小一些。"]),
    ("2026-09-05T18:50:00+08:00", [
        "上周落地没落好，左脚踝扭了，医生说韧带拉伤，至少歇六周。",
        "好好养伤，别着急回去爬。"]),
], [
    ("这个周末帮我安排点活动呗", ["s3:1"], "single-hop", None, "2026-09-12T10:00:00+08:00"),
    ("我目前爬过最难的是什么级别？", ["s2:1"], "single-hop"),
    ("我那双爬墙穿的鞋是几号的？", ["s2:3"], "single-hop"),
    ("我一般去哪一片爬？", ["s1:3"], "single-hop"),
    ("抱石的V级和法级难度怎么换算？", [], "abstain"),
    ("带我去的那个同事叫什么？", [], "abstain"),
    ("把'good morning'翻译成法语", [], "abstain"),
]))

cases.append(case("d6-zh-grandma-cataract", "xiaolin", [
    ("2026-06-08T20:20:00+08:00", [
        "奶奶今年八十一了，最近看电视老说像隔着一层雾，去眼科一查是白内障，右眼比较重。",
        "白内障手术现在很成熟，效果一般都不错。",
        "医生建议先做右眼，换人工晶体，定在七月三号，在市二院。",
        "术前记得按医嘱点眼药水。"]),
    ("2026-07-04T12:00:00+08:00", [
        "昨天手术挺顺利，十几分钟就完事了，奶奶说一点都不疼，现在戴着眼罩。",
        "太好了，术后别揉眼、别进水。",
        "晶体选的国产单焦点，医保报完自己掏了三千多。",
        "单焦点是很常见的选择。"]),
    ("2026-08-15T19:40:00+08:00", [
        "奶奶现在右眼看得特别清楚，说看我都年轻了，哈哈。医生说左眼下个月也能做了。",
        "真好，可以安排左眼了。"]),
], [
    ("奶奶是在哪儿开的刀？", ["s1:3"], "single-hop"),
    ("七月三号奶奶那台手术顺不顺？", ["s2:1"], "temporal"),
    ("奶奶那次自己掏了多少钱？", ["s2:3"], "single-hop"),
    ("我奶奶多大岁数了？", ["s1:1"], "single-hop"),
    ("白内障手术后多久能洗头？", [], "abstain"),
    ("给奶奶主刀的医生叫什么？", [], "abstain"),
    ("世界上最长的河是哪条？", [], "abstain"),
]))

cases.append(case("d6-zh-japanese", "wenwen", [
    ("2026-01-05T21:00:00+08:00", [
        "新年flag：学日语！想着明年去京都玩能自己点菜问路。现在用多邻国，平假名已经背完了。",
        "不错的起点，片假名也要跟上。",
        "我每天地铁通勤四十分钟，就拿这段时间来学。",
        "碎片时间背单词正合适。"]),
    ("2026-03-18T22:15:00+08:00", [
        "报了个线上班，老师是大阪人，一周两次，周二周四晚上八点。",
        "有老师纠音进步会快很多。",
        "感觉最难的是敬语，尊敬语谦让语傻傻分不清。",
        "敬语确实难，先从固定句型入手。"]),
    ("2026-07-02T20:00:00+08:00", [
        "报名了十二月的N4，考点在上海外国语大学。",
        "加油，N4以基础语法和词汇为主。",
        "公司最近晚上老加班，网课只好挪到周六上午了。",
        "周末上课也挺好。"]),
], [
    ("我的日语课现在是什么时候上？", ["s3:3"], "update", ["s2:1"]),
    ("学日语哪块最让我头疼？", ["s2:3"], "single-hop"),
    ("我去哪儿考试？", ["s3:1"], "single-hop"),
    ("当初我为啥想学这门语言？", ["s1:1"], "single-hop"),
    ("N4大概要掌握多少单词？", [], "abstain"),
    ("我网课老师叫什么名字？", [], "abstain"),
    ("推荐一个减脂晚餐", [], "abstain"),
]))

cases.append(case("d6-zh-used-car", "dawei", [
    ("2026-04-11T19:30:00+08:00", [
        "想买辆二手车，预算八万以内，主要是周末带老婆孩子回顺德老家，平时上班坐地铁。",
        "八万能选的不少，日系车保值省油。",
        "看中一台2019年的卡罗拉双擎，跑了六万公里，车商开价七万三。",
        "双擎省油，记得查保养和出险记录。"]),
    ("2026-04-26T21:00:00+08:00", [
        "今天拉去第三方检测了，说左后门补过漆，没有结构性损伤，最后砍到六万九成交。",
        "小补漆问题不大，价格也合理。"]),
    ("2026-05-03T18:00:00+08:00", [
        "提车了！过户在车管所办的，一上午就搞定。",
        "恭喜提车！",
        "保险买了全险，第一年四千二。",
        "新手上路全险稳妥。"]),
], [
    ("那台车我最后花多少拿下的？", ["s2:1"], "update", ["s1:3"]),
    ("我周末开车一般去哪？", ["s1:1"], "single-hop"),
    ("我买的是什么车？", ["s1:3"], "single-hop"),
    ("上周日我去办了啥大事？", ["s3:1"], "temporal", None, "2026-05-06T20:00:00+08:00"),
    ("混动车的电池一般能用多少年？", [], "abstain"),
    ("我的车牌号是多少？", [], "abstain"),
    ("帮我写个请假条", [], "abstain"),
]))

data = {"name": "dialogues-6", "version": 1,
        "description": "18 multi-session chats (9 zh, 9 en) in unusual everyday domains; single-hop paraphrases and "
                       "fact-dependent requests, updates with stale turns, temporal (dates and relative days), a few "
                       "multi-hop, and ~39% abstain (general, same-subject general, unstated personal details). "
                       "Written in session 22 by a helper that read no other set.",
        "cases": cases}

counts = Counter(q["type"] for c in cases for q in c["questions"])
zh = lambda c: any('\u4e00' <= ch <= '\u9fff' for ch in c["sessions"][0]["turns"][0]["content"])
by_lang = Counter(("zh" if zh(c) else "en", q["type"]) for c in cases for q in c["questions"])
print(f"{len(cases)} cases, {sum(counts.values())} questions: {dict(counts)}", file=sys.stderr)
print(f"by language: {dict(sorted(by_lang.items()))}", file=sys.stderr)
print(json.dumps(data, ensure_ascii=False, indent=1))
