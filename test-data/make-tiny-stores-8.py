"""tiny-stores-8: an evaluation-only set of 40 tiny memory stores, one user each.

u01-u20 speak colloquial Simplified Chinese, u21-u40 natural English. Each user told the
assistant 1 to 4 one-line everyday facts (one short chat turn per fact, on different days of
2026) and later asks 2 to 4 questions at 2026-11-30T20:00:00+08:00.

Question mix (~150): about 45% answerable -- mostly single-hop (paraphrased questions that share
few words with the fact, details a fact states, and requests whose good answer depends on a
stored fact) plus 9 "update" questions where a later fact replaces an earlier one (evidence = the
later fact, stale = the earlier one) -- and about 55% "abstain" with no evidence: personal
details never stated, general knowledge on a stored fact's subject that the fact does not answer,
and unrelated requests or trivia.

Tags used in this script (stripped before building): r request depending on a fact, p paraphrase
or detail, u update, x unstated personal detail, g general knowledge on the subject, n unrelated.
Types in the output: r/p -> single-hop, u -> update, x/g/n -> abstain.

Written in session 26 by a helper that read no other data set or generator (only the
tiny_store_case.py format builder), as an honest unseen test.

Usage: cd test-data && python3 make-tiny-stores-8.py > tiny-stores-8.json   (counts go to stderr)
"""
import json
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-30T20:00:00+08:00"
KIND = {"r": "single-hop", "p": "single-hop", "u": "update", "x": "abstain", "g": "abstain", "n": "abstain"}

# (user, facts [(day, user says, assistant replies)], questions [(tag, query, evidence[, stale])])
USERS = [
    ("u01", [
        ("2026-03-04", "我家那只橘猫叫年糕，能吃得要命，一天到晚围着饭盆转", "哈哈橘猫都这样，年糕这名字挺配它的。"),
        ("2026-06-18", "这周入职了，一家做跨境电商的公司，我干运营", "恭喜入职！运营挺忙的，加油。"),
    ], [
        ("p", "我家主子叫啥来着，我跟你提过吧？", [0]),
        ("x", "年糕今年几岁了你记得不？", []),
        ("g", "橘猫一天喂多少克猫粮比较合适啊？", []),
        ("p", "我现在那份工作是在什么行业的公司？", [1]),
    ]),
    ("u02", [
        ("2026-01-12", "我吃纯素好几年了，鸡蛋牛奶也不碰的", "明白，纯素饮食，我记下了。"),
        ("2026-05-20", "下个月公司派我去成都出差，待一个礼拜", "成都好吃的多，出差顺利！"),
    ], [
        ("r", "今晚不知道做点啥吃，给我出出主意？", [0]),
        ("p", "我上回说要去哪出差来着？", [1]),
        ("x", "那次出差我住的哪家酒店？", []),
        ("n", "帮我写一句给同事的生日祝福，别太肉麻", []),
    ]),
    ("u03", [
        ("2026-02-08", "我每天早上骑小电驴去上班，二十分钟就到", "骑车通勤挺方便的，注意戴头盔。"),
        ("2026-04-02", "最近迷上指弹吉他了，每天下班练半小时", "指弹很好听，坚持下去！"),
        ("2026-08-15", "气死了，电驴昨晚在楼下被偷了，以后只能挤地铁了", "太倒霉了……地铁虽然挤，至少准时。"),
    ], [
        ("u", "我现在每天怎么去公司？", [2], [0]),
        ("p", "我最近在练的是什么乐器，哪种弹法？", [1]),
        ("x", "我那把吉他是什么牌子的？", []),
        ("g", "刚开始练吉他手指头疼，正常吗？一般多久能好？", []),
    ]),
    ("u04", [
        ("2026-03-15", "我家乐乐今年九月上小学了，一年级", "恭喜乐乐成为小学生啦！"),
        ("2026-09-01", "乐乐花生过敏，沾一点就起疹子，吓死我了", "花生过敏要格外小心，记住了。"),
    ], [
        ("r", "周末想给孩子弄点小零食带去公园，有啥推荐？", [1]),
        ("p", "我家孩子现在读几年级？", [0]),
        ("x", "乐乐的班主任姓什么来着？", []),
    ]),
    ("u05", [
        ("2026-04-10", "在备考雅思，这次目标是总分7", "7分需要好好准备，加油！"),
    ], [
        ("p", "我考那个英语考试打算考到几分？", [0]),
        ("x", "我报的考试是哪天？", []),
        ("g", "雅思口语一共有几个部分？", []),
        ("r", "帮我排一下接下来一个月的复习计划吧", [0]),
    ]),
    ("u06", [
        ("2026-01-25", "我家那台比亚迪秦开了三年了，还挺皮实", "比亚迪秦省油，开着划算。"),
        ("2026-07-07", "体检查出高血压，医生让我少盐少油", "那饮食上要清淡些了，注意复查。"),
        ("2026-10-03", "秦卖掉了，刚提了台理想L6，空间大多了", "恭喜提新车！一家人出门舒服多了。"),
    ], [
        ("u", "我现在开的是哪款车？", [2], [0]),
        ("r", "晚饭想炒两个菜，推荐点适合我的？", [1]),
        ("x", "我平时血压量出来大概多少？", []),
        ("n", "帮我算一下 365 乘以 24 是多少", []),
    ]),
    ("u07", [
        ("2026-05-05", "我在医院当护士，夜班一周得上三四个", "护士太辛苦了，夜班注意休息。"),
        ("2026-06-30", "计划十月去大理待几天，好好放空一下", "大理很适合放空，洱海边骑车很舒服。"),
    ], [
        ("p", "我是干哪行的？", [0]),
        ("p", "我之前说秋天想去哪儿玩？", [1]),
        ("x", "我在哪家医院上班？", []),
        ("g", "大理十月份早晚温差大吗，穿什么合适？", []),
    ]),
    ("u08", [
        ("2026-02-14", "新养了只柯基，取名豆包，刚满一岁", "柯基小短腿超可爱，豆包这名字好萌。"),
    ], [
        ("p", "我家狗是什么品种的？", [0]),
        ("x", "豆包现在多重了？", []),
        ("g", "柯基多久洗一次澡比较好？", []),
        ("n", "推荐一部好看的科幻电影", []),
    ]),
    ("u09", [
        ("2026-03-22", "我每周二周四晚上去游泳，一次一个钟", "游泳很好，对肩颈也好。"),
        ("2026-06-11", "房东又涨房租了，现在一个月四千五，肉疼", "涨得有点狠，可以看看续约能不能谈。"),
        ("2026-09-19", "工作日实在抽不出空，游泳挪到周末了", "周末游也不错，坚持就好。"),
    ], [
        ("u", "我一般哪几天去泳池？", [2], [0]),
        ("p", "我现在每个月租金交多少？", [1]),
        ("x", "我住的是哪个小区？", []),
        ("g", "自由泳换气老呛水，怎么练？", []),
    ]),
    ("u10", [
        ("2026-04-18", "跟你说个好消息，我老婆怀上了，预产期明年二月", "太棒了，恭喜你们！"),
    ], [
        ("p", "我们家宝宝预计啥时候出生？", [0]),
        ("x", "我老婆叫什么名字？", []),
        ("g", "怀孕期间还能喝咖啡吗？", []),
        ("n", "讲个冷笑话听听", []),
    ]),
    ("u11", [
        ("2026-01-08", "最近迷上烘焙了，周末老在家烤戚风", "戚风挺考验手艺的，厉害！"),
        ("2026-07-21", "我乳糖不耐，一喝牛奶就闹肚子", "了解，可以试试无乳糖的或者植物奶。"),
    ], [
        ("r", "天冷了想喝点热乎的，推荐几样？", [1]),
        ("p", "我周末在家一般烤的啥？", [0]),
        ("x", "我家烤箱是什么牌子的？", []),
        ("g", "戚风蛋糕出炉后为什么会塌？", []),
    ]),
    ("u12", [
        ("2026-05-12", "我现在研二，读的环境工程", "环境工程挺有前景的，研二要开始忙论文了吧。"),
    ], [
        ("p", "我读研是什么方向来着？", [0]),
        ("x", "我导师叫什么？", []),
        ("n", "把“可持续发展”翻译成英文", []),
        ("r", "有没有适合我这个专业看的入门好书？", [0]),
    ]),
    ("u13", [
        ("2026-02-20", "我爸下个月要做膝盖手术，换关节", "希望手术顺利，术后康复很关键。"),
        ("2026-08-08", "攒了一笔钱，打算年底付个首付买房", "买房是大事，多看几个盘。"),
        ("2026-11-02", "房子先不买了，那笔钱拿去给我爸看病了", "家人健康最重要，房子以后还有机会。"),
    ], [
        ("p", "我爸做的是哪个部位的手术？", [0]),
        ("u", "我年底还打算买房吗？", [2], [1]),
        ("x", "我爸今年多大岁数？", []),
        ("g", "换膝关节以后一般多久能正常走路？", []),
    ]),
    ("u14", [
        ("2026-06-06", "每晚下班跑个五公里，已经坚持俩月了", "两个月很不容易，继续保持！"),
    ], [
        ("p", "我每天晚上跑多远？", [0]),
        ("x", "我跑步配速大概多少？", []),
        ("g", "跑完步膝盖外侧疼是怎么回事？", []),
        ("n", "帮我给奶茶店起个名字", []),
    ]),
    ("u15", [
        ("2026-03-09", "我在杭州租房，住西湖区那边", "西湖区环境好，周末逛逛很方便。"),
        ("2026-04-27", "养了两只仓鼠，一只叫芝麻一只叫汤圆", "芝麻汤圆，名字太可爱了。"),
    ], [
        ("p", "我那两个小家伙分别叫啥？", [1]),
        ("r", "周末想在家附近逛逛，有啥好去处？", [0]),
        ("g", "仓鼠一般能活几年？", []),
        ("x", "芝麻是公的还是母的？", []),
    ]),
    ("u16", [
        ("2026-07-15", "女朋友下周过生日，她特别喜欢多肉", "可以送一盆精致的多肉组合。"),
        ("2026-09-10", "驾照终于到手了，科目三还补考了一次", "恭喜拿证！新手上路慢慢开。"),
    ], [
        ("r", "想给女朋友挑个小礼物，有啥点子？", [0]),
        ("p", "考驾照的时候我哪科没一次过？", [1]),
        ("x", "我女朋友今年多大？", []),
        ("g", "新手第一次上高速要注意啥？", []),
    ]),
    ("u17", [
        ("2026-02-02", "我在初中教数学，带两个班，天天批作业批到半夜", "老师辛苦了，批作业确实磨人。"),
    ], [
        ("p", "我在学校教哪门课？", [0]),
        ("x", "我一个月工资多少？", []),
        ("g", "初二几何一般先讲哪些内容？", []),
        ("n", "推荐几本好看的悬疑小说", []),
    ]),
    ("u18", [
        ("2026-05-28", "我早上不来两杯美式根本睁不开眼", "咖啡续命，懂的。"),
        ("2026-08-25", "胃不行了，医生让我把咖啡戒了，现在早上喝大麦茶", "大麦茶养胃，挺好的替代。"),
    ], [
        ("u", "我早上一般喝点啥提神？", [1], [0]),
        ("x", "我做过胃镜吗，结果怎么样？", []),
        ("g", "胃不好的人吃饭要注意啥？", []),
        ("r", "下午老犯困，想泡点东西喝，推荐个？", [1]),
    ]),
    ("u19", [
        ("2026-04-04", "打算明年三月去日本看樱花", "三月底四月初是樱花季，提前订酒店。"),
        ("2026-10-12", "最近在多邻国上学日语，已经连续打卡五十天", "五十天很棒，继续保持连胜！"),
    ], [
        ("p", "我计划啥时候出国玩？", [0]),
        ("p", "我用哪个软件学外语？", [1]),
        ("g", "去日本旅游现在要办什么签证？", []),
        ("x", "我的护照什么时候到期？", []),
    ]),
    ("u20", [
        ("2026-03-30", "我妈在老家开了个小卖部，一个人守着", "一个人看店挺辛苦的。"),
    ], [
        ("p", "我妈在老家做什么营生？", [0]),
        ("x", "我老家是哪个省的？", []),
        ("n", "帮我写个请假条，理由是感冒发烧", []),
        ("r", "想帮我妈的店多进点好卖的货，有啥建议？", [0]),
    ]),
    ("u21", [
        ("2026-01-19", "Finally adopted a rescue greyhound! We're calling her Pepper.", "Congrats! Pepper is a great name."),
        ("2026-06-03", "Started a new gig as a line cook at a ramen spot downtown.", "Nice, that sounds like a fun kitchen to work in."),
    ], [
        ("p", "What did I name the dog I got earlier this year?", [0]),
        ("x", "How old is Pepper?", []),
        ("g", "Do greyhounds need a lot of exercise?", []),
        ("p", "What kind of restaurant am I working at these days?", [1]),
    ]),
    ("u22", [
        ("2026-02-11", "I'm celiac, so anything with gluten is a hard no for me.", "Got it, I'll keep that in mind."),
        ("2026-09-14", "Just booked Lisbon for mid-December, can't wait.", "Lisbon in winter is lovely. Enjoy!"),
    ], [
        ("r", "Can you suggest something for breakfast tomorrow?", [0]),
        ("p", "Where am I headed next month?", [1]),
        ("x", "What airline am I flying with?", []),
        ("n", "What's the capital of Australia?", []),
    ]),
    ("u23", [
        ("2026-03-03", "Ugh, my commute is brutal, 45 minutes each way in the car.", "That's rough. Podcasts help."),
        ("2026-07-29", "Big news: company went fully remote, so I'm done with the drive.", "Amazing, that's a lot of time back."),
    ], [
        ("u", "How long does it take me to get to work now?", [1], [0]),
        ("x", "What company do I work for?", []),
        ("r", "Any tips for staying productive given how I work now?", [1]),
    ]),
    ("u24", [
        ("2026-04-22", "My daughter Mia just started violin lessons, she's 8.", "That's wonderful, 8 is a great age to start."),
    ], [
        ("p", "What instrument is my kid learning?", [0]),
        ("x", "Who's Mia's teacher?", []),
        ("g", "What size violin does an 8-year-old usually play?", []),
        ("n", "Write me a haiku about autumn.", []),
    ]),
    ("u25", [
        ("2026-05-09", "Training for my first half marathon, it's in October.", "Exciting! Build the long runs gradually."),
        ("2026-10-26", "Did it!! Crossed the line in 2:05.", "Congratulations, that's a solid first half!"),
    ], [
        ("p", "What was my time in that race?", [1]),
        ("x", "Which city was my half marathon in?", []),
        ("g", "How long should I rest after a half marathon before running again?", []),
        ("p", "Which month was that race I trained for?", [0]),
    ]),
    ("u26", [
        ("2026-01-30", "We just moved into a two-bedroom place in Denver.", "Congrats on the new place!"),
        ("2026-08-19", "My partner and I got a cat, gray tabby, named Biscuit.", "Biscuit! Adorable."),
        ("2026-11-11", "Moved again, lol. We're in a townhouse in Boulder now.", "Boulder's beautiful, hope the move went smoothly."),
    ], [
        ("u", "What city am I living in at the moment?", [2], [0]),
        ("p", "What's our cat called again?", [1]),
        ("x", "What's my partner's name?", []),
        ("g", "Is tuna safe for cats to eat?", []),
    ]),
    ("u27", [
        ("2026-06-21", "I work nights as a security guard, so I sleep during the day.", "Night shifts are tough, protect that sleep."),
    ], [
        ("p", "When do I usually get my sleep?", [0]),
        ("r", "When would be a good time for me to book a dentist appointment?", [0]),
        ("x", "Where do I work security?", []),
        ("n", "How do I convert Celsius to Fahrenheit?", []),
    ]),
    ("u28", [
        ("2026-02-25", "Type 2 diabetic here, trying to keep carbs low.", "Understood, low-carb it is."),
        ("2026-09-02", "Picked up pickleball, I play Saturday mornings with the neighbors.", "Fun! It's a great social sport."),
    ], [
        ("r", "Give me a snack idea for this afternoon.", [0]),
        ("p", "What sport did I take up recently?", [1]),
        ("x", "What's my A1C these days?", []),
        ("g", "How does scoring work in pickleball?", []),
    ]),
    ("u29", [
        ("2026-03-18", "Saving for a used Tacoma, got about $8k put away so far.", "Nice progress, Tacomas hold their value."),
    ], [
        ("p", "What vehicle am I saving up for?", [0]),
        ("p", "How much money have I set aside for it?", [0]),
        ("x", "What's my credit score?", []),
        ("g", "What's the best way to check a used car's history?", []),
    ]),
    ("u30", [
        ("2026-04-14", "Signed up for a night class in accounting at the community college.", "Good for you, accounting is useful."),
        ("2026-07-10", "Dropped accounting, not for me. Switched into web development.", "Makes sense, web dev is a good fit for a lot of people."),
    ], [
        ("u", "What am I studying in my evening class?", [1], [0]),
        ("x", "What's my instructor's name?", []),
        ("n", "Recommend a good podcast for a long drive.", []),
        ("g", "Is JavaScript harder to learn than Python?", []),
    ]),
    ("u31", [
        ("2026-05-01", "My mom turns 70 in December, I'm planning a surprise party.", "How lovely, she'll be thrilled."),
    ], [
        ("p", "Whose birthday am I organizing?", [0]),
        ("r", "Any ideas for the party I'm planning?", [0]),
        ("x", "How many guests are coming?", []),
        ("g", "What's a traditional gift for a 70th birthday?", []),
    ]),
    ("u32", [
        ("2026-01-05", "Set up a 10-gallon tank with three neon tetras.", "Nice starter tank!"),
        ("2026-06-27", "Found out the hard way I'm allergic to shellfish.", "Yikes, glad you're okay. Noted."),
    ], [
        ("p", "What kind of fish do I keep?", [0]),
        ("r", "Going to a seafood place tonight, what should I order?", [1]),
        ("x", "What did I name my fish?", []),
        ("g", "How often should I change the water in a small tank?", []),
    ]),
    ("u33", [
        ("2026-08-03", "I shoot weddings freelance, mostly on weekends.", "Busy season must be wild."),
    ], [
        ("p", "What do I do for a living?", [0]),
        ("x", "What camera do I use?", []),
        ("g", "How should I price wedding photography packages?", []),
        ("n", "What's the tallest mountain in Africa?", []),
    ]),
    ("u34", [
        ("2026-02-17", "I bike to the office every day, it's about 6 miles.", "That's a great daily workout."),
        ("2026-05-23", "Broke my wrist playing soccer, stuck in a cast for six weeks.", "Ouch, heal up soon."),
    ], [
        ("p", "How far is my ride to work?", [0]),
        ("p", "What did I injure and how?", [1]),
        ("x", "Which hospital treated me?", []),
        ("n", "Translate 'good morning' into French.", []),
    ]),
    ("u35", [
        ("2026-03-12", "Whole family's flying to Orlando for spring break, the kids are pumped.", "Have a blast!"),
        ("2026-04-06", "I'm vegetarian but my husband eats everything.", "Got it, mixed household."),
    ], [
        ("p", "Where did we go for spring break?", [0]),
        ("r", "Help me plan dinners for the family this week.", [1]),
        ("x", "How many kids do I have?", []),
        ("g", "What time do the Disney parks usually open?", []),
    ]),
    ("u36", [
        ("2026-06-15", "Got a part-time job at the library, Tuesdays and Thursdays.", "That sounds like a peaceful job."),
        ("2026-10-01", "They moved my library shifts to Mondays and Wednesdays.", "Okay, noted the new days."),
    ], [
        ("u", "Which days am I working at the library?", [1], [0]),
        ("x", "How much does the library pay me per hour?", []),
        ("n", "Give me a good book recommendation.", []),
    ]),
    ("u37", [
        ("2026-09-05", "My grandpa has early Alzheimer's, I go see him every Sunday.", "That's really kind of you. It means a lot to him."),
    ], [
        ("p", "What day of the week do I visit my grandfather?", [0]),
        ("x", "What's my grandpa's name?", []),
        ("g", "What are signs that Alzheimer's is progressing?", []),
        ("n", "Can you explain how a mortgage works?", []),
    ]),
    ("u38", [
        ("2026-04-29", "Kitchen reno is happening, we went with white oak cabinets.", "White oak looks gorgeous."),
    ], [
        ("p", "What wood did I pick for the kitchen?", [0]),
        ("x", "What's our renovation budget?", []),
        ("g", "How long does cabinet paint take to fully cure?", []),
    ]),
    ("u39", [
        ("2026-07-04", "I lift Monday, Wednesday, Friday at 6am before work.", "Early lifts, respect."),
        ("2026-08-12", "Cutting out dairy for a while, my skin's been acting up.", "Makes sense to try, hope it clears up."),
    ], [
        ("p", "What time do I usually hit the gym?", [0]),
        ("r", "Suggest a protein shake recipe for me.", [1]),
        ("x", "How much can I bench?", []),
        ("n", "Who won the 2018 World Cup?", []),
    ]),
    ("u40", [
        ("2026-10-08", "My brother Jake is getting married in Vermont next June.", "How exciting, congrats to Jake!"),
    ], [
        ("p", "Where's my brother's wedding?", [0]),
        ("x", "Who is Jake marrying?", []),
        ("g", "What's the weather usually like in Vermont in June?", []),
        ("n", "What's a quick way to get a wine stain out of a shirt?", []),
    ]),
]


def main():
    tags, kinds = Counter(), Counter()
    cases = []
    for user, facts, questions in USERS:
        built = []
        for tag, query, evidence, *rest in questions:
            tags[tag] += 1
            kinds[KIND[tag]] += 1
            built.append((query, evidence, KIND[tag], *rest))
        cases.append((user, facts, built))
    description = ("40 tiny one-user stores (u01-u20 colloquial Simplified Chinese, u21-u40 English), 1-4 everyday "
                   "facts each, 2-4 later questions: ~45% answerable (single-hop paraphrase/detail/request, plus "
                   "updates with stale facts), ~55% abstain (unstated personal details, general knowledge on a "
                   "fact's subject, unrelated). Evaluation-only; written without seeing other sets.")
    data = tiny_store_dataset("tiny-stores-8", description, cases, ASK)
    json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    total = sum(tags.values())
    print(f"users {len(cases)}  questions {total}", file=sys.stderr)
    print("by tag: " + "  ".join(f"{t} {tags[t]}" for t in "rpuxgn"), file=sys.stderr)
    print("by type: " + "  ".join(f"{k} {v} ({100 * v / total:.0f}%)" for k, v in sorted(kinds.items())), file=sys.stderr)


if __name__ == "__main__":
    main()
