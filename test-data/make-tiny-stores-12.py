"""Builds tiny-stores-12.json: 40 tiny stores (zh u01-u20, en u21-u40), 1-4 facts each, written unseen by a helper who read only tiny_store_case.py."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiny_store_case import write_tiny_stores  # noqa: E402

S, U, A = "single-hop", "update", "abstain"
ASK = "2026-06-20T21:00:00+08:00"

CASES = [
    # ---------------- zh ----------------
    ("u01", [
        ("2026-02-14", "我最近开始学古琴了，老师姓钟，每周六上午去她在西湖边的琴室上课。", "古琴很有韵味，坚持下来一定收获很大。"),
    ], [
        ("我的古琴课一般是星期几上来着？", [0], S),
        ("钟老师教琴教了多少年了？", [], A),
        ("古筝和古琴到底有啥区别？", [], A),
        ("周末想在家看点纪录片，有什么推荐吗？", [], A),
    ]),
    ("u02", [
        ("2026-01-08", "家里新来了一只非洲迷你刺猬，我给它起名叫栗子。", "好可爱的名字！刺猬刚到新环境要给它一点适应时间。"),
        ("2026-01-20", "栗子现在吃的是猫粮，偶尔拌点面包虫。", "记下了，面包虫注意别喂太多。"),
        ("2026-03-05", "兽医说猫粮脂肪太高，我把栗子的主粮换成专门的刺猬粮了，面包虫只当零食。", "换粮是个好决定，过渡期可以新旧混着喂。"),
    ], [
        ("我养的那只刺猬叫啥名？", [0], S),
        ("栗子现在主要吃什么粮？", [2], U, [1]),
        ("栗子今年多大了？", [], A),
        ("刺猬冬天是不是一定要冬眠？", [], A),
    ]),
    ("u03", [
        ("2026-03-11", "我在成都地铁做行车调度，这个月排的全是夜班。", "夜班辛苦，注意休息和饮食规律。"),
    ], [
        ("你还记得我是干哪一行的吗？", [0], S),
        ("我是在地铁几号线上班？", [], A),
        ("我老婆在什么单位工作？", [], A),
        ("连着上夜班之后怎么把作息调回来？", [], A),
    ]),
    ("u04", [
        ("2026-02-02", "我妹妹今年考上了南京农业大学，读的是动物医学。", "恭喜！动物医学是很有意义的专业。"),
        ("2026-02-10", "我爸退休以后回武夷山老家了，包了几亩茶园种岩茶。", "退休种茶，听起来很惬意。"),
        ("2026-03-01", "提醒一下，我对花生严重过敏，以后推荐菜谱记得避开。", "好的，之后推荐的菜都会避开花生。"),
    ], [
        ("我妹在哪所大学念书？", [0], S),
        ("我爸退休后在老家忙些什么？", [1], S),
        ("我哥是做什么工作的？", [], A),
        ("我爸今年多大岁数了？", [], A),
    ]),
    ("u05", [
        ("2026-01-15", "我平时开一辆二手比亚迪秦上下班，开了快五年了。", "秦还是挺省油的，保养好能开很久。"),
        ("2026-04-18", "终于把老秦卖了，提了一台白色的小鹏MONA。", "恭喜提新车！"),
    ], [
        ("我现在开的是哪款车？", [1], U, [0]),
        ("我新买的车是啥颜色？", [1], S),
        ("电车冬天续航掉多少算正常？", [], A),
        ("我的车牌号是多少？", [], A),
    ]),
    ("u06", [
        ("2026-04-02", "我给自己定了个规矩：每天早上起床先跳一千下绳再吃早饭。", "这个习惯很棒，记得跳之前热热身。"),
    ], [
        ("我每天早饭前会做什么运动？", [0], S),
        ("我晚上一般几点上床睡觉？", [], A),
        ("跳绳跳多了会不会伤膝盖？", [], A),
        ("最近想看悬疑小说，给我推荐几本呗", [], A),
    ]),
    ("u07", [
        ("2026-03-03", "我女朋友叫林晓，我们是异地恋，她在杭州，我在合肥。", "异地不容易，加油！"),
        ("2026-03-20", "我和林晓计划五一去伊犁自驾，大概玩八天。", "伊犁五月正是好时候，路上注意安全。"),
    ], [
        ("五一假期我们准备去哪儿玩？", [1], S),
        ("我对象人在哪个城市？", [0], S),
        ("林晓是做什么的？", [], A),
        ("去伊犁自驾要不要办边防证？", [], A),
    ]),
    ("u08", [
        ("2026-02-27", "我收藏老相机，最宝贝的是一台七十年代的海鸥4B双反。", "海鸥4B很经典，保存好的现在不多了。"),
    ], [
        ("我最心爱的那台相机是什么型号？", [0], S),
        ("我一共收了多少台相机？", [], A),
        ("120胶卷现在去哪冲洗比较靠谱？", [], A),
        ("周末想带爸妈吃顿粤菜，有推荐的馆子吗？", [], A),
    ]),
    ("u09", [
        ("2026-01-05", "我在深圳南山跟人合租，每个月房租四千五。", "南山这个价位还算可以。"),
        ("2026-01-12", "我室友阿杰在一家游戏公司做后端开发。", "好的，记住了。"),
        ("2026-04-01", "房东续约的时候把房租涨到五千二了，好心痛。", "涨得确实不少，可以再跟房东商量一下。"),
    ], [
        ("我现在每月房租交多少？", [2], U, [0]),
        ("我那个室友是干什么的？", [1], S),
        ("阿杰老家是哪里的？", [], A),
        ("房东续租时随便涨价合法吗？", [], A),
    ]),
    ("u10", [
        ("2026-05-09", "上周去看了皮肤科，医生说我手上是湿疹，开了他克莫司软膏，一天抹两次。", "按医嘱用药，平时注意手部保湿。"),
    ], [
        ("皮肤科给我开的那个药膏叫什么？", [0], S),
        ("我下次复诊约在哪天？", [], A),
        ("我对哪些药过敏？", [], A),
        ("湿疹能不能彻底断根？", [], A),
    ]),
    ("u11", [
        ("2026-02-22", "我家阳台是朝北的，光照一直不太够。", "北阳台可以考虑补光灯。"),
        ("2026-03-09", "我养了二十几盆多肉，最喜欢的是一盆老桩桃蛋。", "老桩桃蛋很难得，养得真好。"),
    ], [
        ("我家里有多少盆多肉？", [1], S),
        ("我家阳台朝哪个方向？", [0], S),
        ("桃蛋多久浇一次水比较合适？", [], A),
        ("我卧室的窗户是朝哪边开的？", [], A),
    ]),
    ("u12", [
        ("2026-03-16", "我儿子豆豆今年六岁，九月份就要上小学了。", "时间过得真快，祝豆豆顺利适应小学生活。"),
    ], [
        ("豆豆什么时候开始上小学？", [0], S),
        ("豆豆现在在哪个幼儿园？", [], A),
        ("我女儿今年几岁？", [], A),
        ("幼小衔接班到底有没有必要报？", [], A),
    ]),
    ("u13", [
        ("2026-01-03", "我中签了三月底的无锡马拉松，报的是全马。", "恭喜中签！可以开始系统备赛了。"),
        ("2026-01-25", "我现在训练穿的是亚瑟士Kayano。", "Kayano支撑性不错。"),
        ("2026-02-18", "听了康复师的建议，跑鞋换成了Hoka的Clifton，脚踝舒服多了。", "脚踝舒服最重要，新鞋先用轻松跑磨合一下。"),
    ], [
        ("我报名的是哪场比赛？", [0], S),
        ("我最近练跑穿的是哪双鞋？", [2], U, [1]),
        ("我全马的个人最好成绩是多少？", [], A),
        ("比赛前一周该怎么补碳水？", [], A),
    ]),
    ("u14", [
        ("2026-04-07", "我在大理古城开了个小烘焙工作室，主打酸面包。", "酸面包很受欢迎，祝生意兴隆！"),
    ], [
        ("我的工作室主要卖什么？", [0], S),
        ("我那家店叫什么名字？", [], A),
        ("我的合伙人是谁？", [], A),
        ("在家自己养鲁邦种有什么要注意的？", [], A),
    ]),
    ("u15", [
        ("2026-02-01", "我在备考日语N2，打算考今年七月那场。", "加油，还有几个月时间，够好好准备。"),
        ("2026-03-12", "我每天通勤路上用Anki背单词，一天大概背四十个。", "碎片时间利用得很好。"),
    ], [
        ("我一天背几个单词？", [1], S),
        ("我这次要考日语几级？", [0], S),
        ("N2考试一般几点开考？", [], A),
        ("我之前N3考了多少分？", [], A),
    ]),
    ("u16", [
        ("2026-01-29", "我奶奶有阿尔茨海默症，去年住进了绍兴的一家养老院。", "家人常去探望对奶奶会很有帮助。"),
    ], [
        ("奶奶现在住在什么地方？", [0], S),
        ("我爷爷身体还好吗？", [], A),
        ("奶奶今年多大年纪了？", [], A),
        ("下雨天在家没事干，有什么好玩的桌游推荐？", [], A),
    ]),
    ("u17", [
        ("2026-01-18", "我在一家德资汽车零部件公司做采购专员。", "采购这行很锻炼谈判能力。"),
        ("2026-05-06", "跳槽成功！下周一去宁德一家电池厂做供应链经理。", "恭喜升职，新环境加油！"),
    ], [
        ("我现在的职位是什么？", [1], U, [0]),
        ("我新东家在哪个城市？", [1], S),
        ("新工作给我开了多少工资？", [], A),
        ("离职时年假没休完，公司要折算成钱给我吗？", [], A),
    ]),
    ("u18", [
        ("2026-02-09", "我收养了一只流浪黑猫，给它起名叫芝麻。", "芝麻这个名字太贴切了！"),
    ], [
        ("我家那只黑猫叫什么来着？", [0], S),
        ("芝麻是公的还是母的？", [], A),
        ("猫咪一般多大可以做绝育？", [], A),
        ("我家狗狗叫什么名字？", [], A),
    ]),
    ("u19", [
        ("2026-03-02", "我们在苏州园区买的新房准备装修了，风格定了原木风。", "原木风温馨耐看，很适合居家。"),
        ("2026-03-10", "装修预算控制在二十五万以内，家电也算在里面。", "二十五万含家电，需要精打细算一些。"),
        ("2026-03-25", "设计师是朋友介绍的彭工，感觉挺靠谱。", "熟人介绍的一般比较放心。"),
    ], [
        ("新房装修准备花多少钱？", [1], S),
        ("我家装修走的是什么风格？", [0], S),
        ("彭工的联系电话是多少？", [], A),
        ("乳胶漆和艺术漆哪个更环保？", [], A),
    ]),
    ("u20", [
        ("2026-04-26", "我吃螺蛳粉必须加炸蛋，但是千万别放木耳。", "记住了：加炸蛋，不要木耳。"),
    ], [
        ("我吃螺蛳粉不要放什么？", [0], S),
        ("我最爱喝哪家的奶茶？", [], A),
        ("螺蛳粉最早是哪个城市的？", [], A),
        ("推荐几个适合新手的视频剪辑软件", [], A),
    ]),
    # ---------------- en ----------------
    ("u21", [
        ("2026-02-05", "I just started volunteering at the Harbourview food bank on Thursday evenings, sorting donations.", "That's wonderful, they always need help with sorting."),
    ], [
        ("What night of the week do I help out at the food bank?", [0], S),
        ("What's the name of the volunteer coordinator there?", [], A),
        ("How would I go about organizing a food drive at my office?", [], A),
        ("Can you recommend a good astronomy podcast?", [], A),
    ]),
    ("u22", [
        ("2026-01-10", "We adopted a ferret last month, her name is Pickles.", "Pickles is a great ferret name!"),
        ("2026-01-22", "Pickles' vet is Dr. Okafor at the Elm Street clinic.", "Good to have an exotics vet lined up."),
        ("2026-04-14", "We had to switch Pickles to a new vet, Dr. Reyes, since Dr. Okafor retired.", "Noted, Dr. Reyes is her vet now."),
    ], [
        ("Who's Pickles' vet these days?", [2], U, [1]),
        ("What kind of pet is Pickles?", [0], S),
        ("How old is Pickles?", [], A),
        ("Do ferrets actually need rabies shots?", [], A),
    ]),
    ("u23", [
        ("2026-03-04", "I work as a sign language interpreter, mostly at hospitals around Leeds.", "That's such important work."),
    ], [
        ("Remind me what I do for a living?", [0], S),
        ("How many years have I been interpreting?", [], A),
        ("What does my husband do for work?", [], A),
        ("What's the difference between BSL and ASL?", [], A),
    ]),
    ("u24", [
        ("2026-02-11", "My brother Tomasz is a commercial fisherman working out of Gloucester.", "That's a tough but fascinating job."),
        ("2026-02-19", "My daughter Ines is allergic to shellfish, so no shrimp recipes please.", "Got it, I'll keep shellfish out of any recipe ideas."),
    ], [
        ("Which of my kids has a food allergy, and to what?", [1], S),
        ("What port does Tomasz sail from?", [0], S),
        ("What's my sister's name?", [], A),
        ("Is Tomasz married?", [], A),
    ]),
    ("u25", [
        ("2026-03-23", "My commute is a 40-minute ferry ride from Bainbridge Island into Seattle every weekday.", "That sounds like a scenic way to get to work."),
    ], [
        ("How long does my trip to work take?", [0], S),
        ("What time does my morning ferry leave?", [], A),
        ("Any tips for not getting seasick on boats?", [], A),
        ("Suggest a board game that works well for four adults.", [], A),
    ]),
    ("u26", [
        ("2026-01-14", "I'm learning clawhammer banjo and practicing about 20 minutes a day.", "Twenty minutes daily is a solid habit."),
        ("2026-06-02", "Bumped my banjo practice up to an hour a day now that I'm off work for the summer.", "An hour a day will speed things up a lot."),
    ], [
        ("How long am I practicing banjo each day now?", [1], U, [0]),
        ("What banjo style am I working on?", [0], S),
        ("Who's my banjo teacher?", [], A),
        ("How do you restring a banjo?", [], A),
    ]),
    ("u27", [
        ("2026-02-03", "I'm lactose intolerant, but hard cheeses like parmesan seem fine for me.", "Good to know, aged cheeses are usually low in lactose."),
        ("2026-03-08", "I signed up for an Olympic-distance triathlon in October.", "Exciting! That gives you plenty of time to build up."),
    ], [
        ("Is parmesan okay for me to eat?", [0], S),
        ("What race am I training for this fall?", [1], S),
        ("Am I allergic to any medications?", [], A),
        ("Which milk alternatives have the most protein?", [], A),
    ]),
    ("u28", [
        ("2026-04-03", "My wife Priya and I are planning to turn the attic into a home office.", "An attic office can be really cozy."),
        ("2026-04-10", "Our budget for the attic is about $18,000.", "That's a workable budget for a conversion."),
        ("2026-04-21", "We're hoping to start the attic work in September after the kids go back to school.", "September makes sense timing-wise."),
    ], [
        ("When do we want to kick off the attic project?", [2], S),
        ("What are we converting the attic into?", [0], S),
        ("What does Priya do for a living?", [], A),
        ("Do I need a permit to convert an attic?", [], A),
    ]),
    ("u29", [
        ("2026-02-26", "I coach my son's under-10 soccer team, the Hornets, on Saturday mornings.", "Sounds like a fun way to spend Saturdays."),
        ("2026-05-12", "Hornets practice moved to Sunday afternoons because of field bookings.", "Got it, Sunday afternoons now."),
    ], [
        ("When does Hornets practice happen now?", [1], U, [0]),
        ("What's the name of the team I coach?", [0], S),
        ("How many kids are on the Hornets roster?", [], A),
        ("What are some good passing drills for young kids?", [], A),
    ]),
    ("u30", [
        ("2026-03-30", "I keep bees, two hives in my backyard in Asheville.", "Beekeeping is such a rewarding hobby."),
        ("2026-04-16", "My neighbor Carl helps me with hive inspections, he used to be a commercial beekeeper.", "Having an experienced neighbor is a huge help."),
    ], [
        ("How many hives have I got?", [0], S),
        ("Who gives me a hand checking the hives?", [1], S),
        ("How much honey did I harvest last year?", [], A),
        ("Why do bees swarm in the spring?", [], A),
    ]),
    ("u31", [
        ("2026-01-27", "I'm a night-shift ICU nurse at St. Vincent's.", "Thank you for the work you do."),
        ("2026-02-15", "My partner Dana works from home as a translator.", "Working from home must help with your schedule."),
    ], [
        ("Which hospital do I work at?", [0], S),
        ("What's Dana's job?", [1], S),
        ("Which languages does Dana translate?", [], A),
        ("Any tips for sleeping during the day after a night shift?", [], A),
    ]),
    ("u32", [
        ("2026-03-14", "My grandfather's pocket watch, a 1920s Elgin, was passed down to me last spring.", "What a special heirloom."),
        ("2026-05-20", "I'm taking the Elgin to a watchmaker in Providence next week to get it cleaned.", "Good idea, a cleaning will keep it running well."),
    ], [
        ("What make is the watch I inherited?", [0], S),
        ("Where am I getting the pocket watch cleaned?", [1], S),
        ("Who gave my grandfather that watch originally?", [], A),
        ("How often should a mechanical watch be serviced?", [], A),
    ]),
    ("u33", [
        ("2026-01-09", "I boulder at Crux Climbing Gym three times a week.", "That's a great routine."),
        ("2026-02-20", "I'm currently projecting V4s, haven't sent one yet.", "V4s take patience, you'll get there."),
        ("2026-05-31", "Sent my first V5 yesterday! That's my new hardest grade.", "Congrats on the V5!"),
    ], [
        ("What's the hardest grade I've sent?", [2], U, [1]),
        ("Which gym do I climb at?", [0], S),
        ("What size climbing shoes do I wear?", [], A),
        ("How can I avoid finger pulley injuries?", [], A),
    ]),
    ("u34", [
        ("2026-02-08", "My cat Biscuit is a 9-year-old orange tabby.", "Biscuit sounds lovely."),
        ("2026-03-18", "Biscuit has kidney disease, so she's on a renal diet now.", "Sorry to hear that, renal diets can really help."),
    ], [
        ("What special diet is Biscuit on?", [1], S),
        ("How old is my cat?", [0], S),
        ("What's my dog called?", [], A),
        ("What's the name of Biscuit's vet?", [], A),
    ]),
    ("u35", [
        ("2026-05-04", "I'm moving to Halifax in August for a job at the university library.", "Exciting move, Halifax is a lovely city."),
    ], [
        ("When am I relocating to Halifax?", [0], S),
        ("What's my job title going to be at the new library?", [], A),
        ("How cold do Halifax winters get?", [], A),
        ("Recommend a sci-fi novel for a long flight.", [], A),
    ]),
    ("u36", [
        ("2026-01-21", "I'm vegetarian, but I still eat eggs.", "Noted, vegetarian with eggs."),
        ("2026-04-09", "I've gone fully vegan as of this month, so no eggs or dairy anymore.", "Got it, I'll keep suggestions fully plant-based."),
    ], [
        ("Do I still eat eggs?", [1], U, [0]),
        ("What's my favorite cuisine?", [], A),
        ("Where can vegans get vitamin B12?", [], A),
        ("Can you suggest some movies like Arrival?", [], A),
    ]),
    ("u37", [
        ("2026-04-11", "My sister Maeve runs a pottery studio in Galway.", "That sounds like a lovely business."),
        ("2026-04-24", "My mom is recovering from a hip replacement.", "Wishing her a smooth recovery."),
        ("2026-05-15", "I'm flying to Ireland on June 12 to visit them both.", "Have a great trip!"),
    ], [
        ("What does Maeve do for work?", [0], S),
        ("What operation did my mother have?", [1], S),
        ("What's Maeve's studio called?", [], A),
        ("What's my dad up to these days?", [], A),
    ]),
    ("u38", [
        ("2026-01-31", "I drive a 2009 Toyota Tacoma with about 210,000 miles on it.", "Tacomas are known to run forever."),
        ("2026-05-25", "Sold the Tacoma, I'm driving a 2021 Ford Maverick hybrid now.", "Nice upgrade, the Maverick hybrid is great on gas."),
    ], [
        ("What truck do I drive now?", [1], U, [0]),
        ("What color is my truck?", [], A),
        ("How often should transmission fluid be changed?", [], A),
        ("What car does my wife drive?", [], A),
    ]),
    ("u39", [
        ("2026-02-07", "I play chess online and my rapid rating is around 1450.", "That's a solid club-level rating."),
        ("2026-03-02", "I'm working through 'My System' by Nimzowitsch.", "A classic, it's dense but rewarding."),
        ("2026-05-17", "My rapid rating finally crossed 1600 after that tournament!", "Congrats on breaking 1600!"),
    ], [
        ("Where's my rapid rating at now?", [2], U, [0]),
        ("Which chess book am I studying?", [1], S),
        ("What's my blitz rating?", [], A),
        ("What's a good opening to play as Black for a beginner?", [], A),
    ]),
    ("u40", [
        ("2026-03-27", "I'm training my border collie Juno for agility competitions.", "Border collies are made for agility!"),
    ], [
        ("What is Juno being trained for?", [0], S),
        ("How old is Juno?", [], A),
        ("How do I teach a dog the weave poles?", [], A),
        ("Recommend a good budget espresso machine.", [], A),
    ]),
]


def main():
    write_tiny_stores("tiny-stores-12", __doc__.strip(), CASES, ASK, os.path.dirname(os.path.abspath(__file__)))


if __name__ == "__main__":
    main()
