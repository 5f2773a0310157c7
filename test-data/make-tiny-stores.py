"""Writes tiny-stores.json: a dev set of small stores (1-4 facts per user), in the harness's
dialogue format. Questions paraphrase the facts (few shared words), a share are off-topic
(abstain), some ask for the current state after a change (update, with the stale turn named),
and some name a day (temporal). Written by hand for issue 11; not derived from any eval set.
Run: python3 test-data/make-tiny-stores.py > test-data/tiny-stores.json"""
import json

# Each case: user id, facts [(day, user text, assistant reply)], questions [(query, [fact index], type, [stale index])]
# Facts are stored one session per day; questions are asked on ASK_DAY unless given.
CASES = [
  ("t01", [("2026-04-02", "我是一名急诊科护士，经常上夜班", "夜班辛苦，注意休息。")],
   [("我是干什么工作的？", [0], "single-hop", []), ("推荐一部好看的科幻电影", [], "abstain", [])]),
  ("t02", [("2026-04-03", "I work as a nurse on night shifts", "That sounds demanding; take care of your sleep.")],
   [("what is my job", [0], "single-hop", []), ("What's the capital of Australia?", [], "abstain", [])]),
  ("t03", [("2026-04-01", "I'm allergic to peanuts", "Noted, I'll keep that in mind."), ("2026-04-05", "My daughter Mia starts kindergarten in September", "Exciting times!")],
   [("what should I avoid eating", [0], "single-hop", []), ("When does my kid begin school?", [1], "single-hop", []), ("How do I change a flat bike tire?", [], "abstain", [])]),
  ("t04", [("2026-03-20", "我最近在学小提琴，每周六上课", "坚持下去！"), ("2026-03-28", "我养了一只橘猫，叫大黄", "好可爱的名字。")],
   [("我在学什么乐器？", [0], "single-hop", []), ("我家宠物叫什么？", [1], "single-hop", []), ("怎么做红烧肉？", [], "abstain", [])]),
  ("t05", [("2026-02-10", "I'm preparing for the CFA level 2 exam in August", "Good luck with your studies!")],
   [("Which exam am I preparing for?", [0], "single-hop", []), ("When is my test?", [0], "single-hop", []), ("Suggest a name for a goldfish", [], "abstain", [])]),
  ("t06", [("2026-01-15", "I'm a junior data analyst at a bank", "Nice!"), ("2026-04-10", "Got promoted! I'm now a senior data scientist", "Congratulations on the promotion!")],
   [("What's my current job title?", [1], "update", [0]), ("Where do I work?", [0], "single-hop", []), ("How long should I boil an egg?", [], "abstain", [])]),
  ("t07", [("2026-03-01", "我住在成都，天天吃火锅", "成都美食多。"), ("2026-04-08", "我上个月搬到杭州了，新家在西湖边", "杭州很美。")],
   [("我现在住哪个城市？", [1], "update", [0]), ("帮我翻译一下：good morning", [], "abstain", [])]),
  ("t08", [("2026-04-04", "My wife and I are vegetarian, no meat at all", "Got it, vegetarian it is."), ("2026-04-06", "We have two kids, Leo is 6 and Ava is 3", "Lovely family!")],
   [("Can I grill steaks for my family dinner?", [0], "single-hop", []), ("How many children do I have?", [1], "single-hop", []), ("Explain how a blockchain works", [], "abstain", [])]),
  ("t09", [("2026-04-27", "今天去看了牙医，补了一颗蛀牙", "补完牙记得别吃太硬的。"), ("2026-05-04", "今天车被追尾了，保险公司说要等三天定损", "人没事就好，别着急。")],
   [("我5月4日那天遇到了什么麻烦？", [1], "temporal", []), ("4月27号我去干嘛了？", [0], "temporal", []), ("给我讲个笑话", [], "abstain", [])]),
  ("t10", [("2026-04-21", "Watched Inception tonight, loved the ending", "A classic!"), ("2026-04-27", "You recommended me Arrival and Interstellar today, adding both to my list", "Enjoy them!")],
   [("On April 27th, which movies were recommended to me?", [1], "temporal", []), ("What film did I watch on the 21st?", [0], "temporal", []), ("How do I unclog a drain?", [], "abstain", [])]),
  ("t11", [("2026-04-29", "周三跑了十公里，膝盖有点疼", "注意拉伸。"), ("2026-05-01", "周五去医院拍了片子，医生说半月板轻微损伤", "好好休养。")],
   [("我上周三做了什么运动？", [0], "temporal", []), ("医生怎么说我的膝盖？", [1], "single-hop", []), ("推荐一款好用的记账软件", [], "abstain", [])]),
  ("t12", [("2026-04-28", "Tuesday I had a job interview at Stripe", "Hope it went well!"), ("2026-04-30", "Thursday I signed the lease for a new apartment", "Congrats on the new place!")],
   [("What did I do last Tuesday?", [0], "temporal", []), ("Which company did I interview with?", [0], "single-hop", []), ("What's a good recipe for banana bread?", [], "abstain", [])]),
  ("t13", [("2026-03-03", "我对青霉素过敏", "好的，已记下。")],
   [("看病时我需要提醒医生什么药不能用？", [0], "single-hop", []), ("今年春节是几号？", [], "abstain", [])]),
  ("t14", [("2026-03-05", "I drive a 2018 Honda Civic", "Nice, reliable car."), ("2026-03-09", "My car insurance renews every March", "Good to know.")],
   [("What vehicle do I own?", [0], "single-hop", []), ("When is my auto policy due?", [1], "single-hop", []), ("Who wrote Pride and Prejudice?", [], "abstain", [])]),
  ("t15", [("2026-02-14", "我女朋友叫小雨，她不吃香菜", "记住了。"), ("2026-02-20", "小雨的生日是6月18号", "到时候提醒你。")],
   [("约女朋友吃饭，点菜要注意什么？", [0], "single-hop", []), ("我对象哪天过生日？", [1], "single-hop", []), ("怎么给手机贴膜？", [], "abstain", [])]),
  ("t16", [("2026-01-10", "I'm learning Japanese, currently at N4 level", "頑張って！")],
   [("What language am I studying?", [0], "single-hop", []), ("How far along am I with it?", [0], "single-hop", []), ("Recommend a good hiking trail near Denver", [], "abstain", [])]),
  ("t17", [("2026-03-12", "我每天早上喝一杯美式咖啡", "提神不错。"), ("2026-04-15", "最近戒咖啡了，早上改喝绿茶", "绿茶也很好。")],
   [("我早上一般喝什么？", [1], "update", [0]), ("怎么查快递？", [], "abstain", [])]),
  ("t18", [("2026-03-18", "My budget for a new laptop is about $1200", "That gets you a lot."), ("2026-03-19", "I mostly edit videos in DaVinci Resolve", "Then GPU matters.")],
   [("How much can I spend on a computer?", [0], "single-hop", []), ("What software do I use for my editing work?", [1], "single-hop", []), ("What's the tallest mountain in Africa?", [], "abstain", [])]),
  ("t19", [("2026-04-11", "我在准备考研，目标是浙大计算机", "加油！")],
   [("我在备考什么？", [0], "single-hop", []), ("我想去哪所学校读研？", [0], "single-hop", []), ("北京今天限行尾号是多少？", [], "abstain", [])]),
  ("t20", [("2026-04-12", "My dog Max is a golden retriever, 4 years old", "Goldens are great."), ("2026-04-13", "Max is scared of thunderstorms", "Poor guy.")],
   [("What breed is my pet?", [0], "single-hop", []), ("What frightens my dog?", [1], "single-hop", []), ("How do I convert Celsius to Fahrenheit?", [], "abstain", [])]),
  ("t21", [("2026-03-22", "我的车是特斯拉Model 3", "电车开着省心。"), ("2026-04-20", "把特斯拉卖了，换了一辆比亚迪汉", "新车愉快！")],
   [("我现在开的是什么车？", [1], "update", [0]), ("推荐几本历史书", [], "abstain", [])]),
  ("t22", [("2026-02-02", "I'm training for the Boston Marathon in April", "Train smart!"), ("2026-02-05", "My longest run so far is 18 miles", "Solid base.")],
   [("What race am I getting ready for?", [0], "single-hop", []), ("What's my farthest distance so far?", [1], "single-hop", []), ("Write a haiku about the ocean", [], "abstain", [])]),
  ("t23", [("2026-04-02", "我每周二和周四晚上打羽毛球", "好习惯。")],
   [("我平时做什么运动？", [0], "single-hop", []), ("怎么煮出好吃的米饭？", [], "abstain", [])]),
  ("t24", [("2026-01-20", "I rent a studio in Brooklyn for $2100 a month", "NYC rents are steep."), ("2026-04-01", "My landlord raised the rent to $2350", "Ouch, that's a big jump.")],
   [("How much do I pay for housing each month?", [1], "update", [0]), ("Which neighborhood do I live in?", [0], "single-hop", []), ("How many ounces in a cup?", [], "abstain", [])]),
  ("t25", [("2026-03-30", "我儿子今年上三年级，数学不太好", "可以多练练。"), ("2026-04-02", "给儿子报了周末的数学辅导班", "希望有帮助。")],
   [("我孩子读几年级？", [0], "single-hop", []), ("我给小孩安排了什么课外班？", [1], "single-hop", []), ("什么是量子计算？", [], "abstain", [])]),
  ("t26", [("2026-05-03", "Sunday I baked sourdough for the first time", "How did it turn out?"), ("2026-05-05", "Tuesday my sourdough starter died, so sad", "You can start a new one.")],
   [("What did I bake on the 3rd?", [0], "temporal", []), ("What happened on May 5?", [1], "temporal", []), ("Recommend a podcast about economics", [], "abstain", [])]),
  ("t27", [("2026-04-06", "我下个月去云南旅游，大理和丽江", "好地方！"), ("2026-04-07", "我有恐高症，不敢坐缆车", "那玉龙雪山要慎重。")],
   [("我要去哪里玩？", [0], "single-hop", []), ("安排行程时要避开什么项目？", [1], "single-hop", []), ("怎么修电脑蓝屏？", [], "abstain", [])]),
  ("t28", [("2026-03-10", "I take metformin for type 2 diabetes", "Keep an eye on your sugar."), ("2026-03-11", "My doctor wants me to walk 30 minutes a day", "Good advice.")],
   [("What medication am I on?", [0], "single-hop", []), ("What exercise did my physician recommend?", [1], "single-hop", []), ("What's the best pizza topping?", [], "abstain", [])]),
  ("t29", [("2026-04-18", "我是做前端开发的，主要用React", "React生态很好。")],
   [("我的职业是什么？", [0], "single-hop", []), ("我平时写代码用什么框架？", [0], "single-hop", []), ("怎么腌咸鸭蛋？", [], "abstain", [])]),
  ("t30", [("2026-03-15", "My sister Emma lives in Lisbon", "Beautiful city."), ("2026-03-16", "Emma hates spicy food", "Noted.")],
   [("Where is my sibling based?", [0], "single-hop", []), ("I'm cooking for Emma, any restrictions?", [1], "single-hop", []), ("What is the speed of light?", [], "abstain", [])]),
  ("t31", [("2026-02-01", "我用的是iPhone 13", "好的。"), ("2026-04-25", "换了新手机，华为Mate 60", "新机愉快。")],
   [("我现在用什么手机？", [1], "update", [0]), ("推荐一首适合婚礼的歌", [], "abstain", [])]),
  ("t32", [("2026-04-09", "I'm lactose intolerant", "Got it, no dairy.")],
   [("Can I have a milkshake?", [0], "single-hop", []), ("Who painted the Mona Lisa?", [], "abstain", [])]),
  ("t33", [("2026-04-27", "周一跟老板提了离职", "祝顺利。"), ("2026-04-30", "周四拿到了新公司的offer，月薪三万", "恭喜！")],
   [("我上周一干了什么？", [0], "temporal", []), ("新工作给我开多少钱？", [1], "single-hop", []), ("怎么清洗洗衣机？", [], "abstain", [])]),
  ("t34", [("2026-03-25", "I play guitar in a cover band on weekends", "Rock on!")],
   [("What instrument do I play?", [0], "single-hop", []), ("What do I do on Saturdays?", [0], "single-hop", []), ("How do I file taxes in Canada?", [], "abstain", [])]),
  ("t35", [("2026-04-03", "我妈妈有高血压，不能吃太咸", "饮食清淡些。"), ("2026-04-08", "周末要回老家看爸妈", "一路顺风。")],
   [("给我妈买点什么吃的比较好？", [0], "single-hop", []), ("这周末我有什么安排？", [1], "single-hop", []), ("Python怎么读取CSV文件？", [], "abstain", [])]),
  ("t36", [("2026-02-22", "I switched to a standing desk last month", "Your back will thank you."), ("2026-03-02", "I work remotely for a company in Berlin", "Nice setup.")],
   [("What kind of desk do I use?", [0], "single-hop", []), ("Is my job in an office?", [1], "single-hop", []), ("Tell me a fun fact about octopuses", [], "abstain", [])]),
  ("t37", [("2026-04-19", "我在学游泳，已经会蛙泳了", "进步很快。"), ("2026-04-26", "今天学会了自由泳换气", "太棒了！")],
   [("我游泳学到什么程度了？", [1], "update", []), ("4月19日我会哪种泳姿？", [0], "temporal", []), ("明天会下雨吗？", [], "abstain", [])]),
  ("t38", [("2026-03-08", "I'm saving for a house, putting away $800 a month", "Steady progress."), ("2026-04-22", "Bumped my savings to $1000 a month", "Even better.")],
   [("How much am I setting aside monthly for the down payment?", [1], "update", [0]), ("Translate 'thank you' into French", [], "abstain", [])]),
  ("t39", [("2026-04-16", "我女儿对鸡蛋过敏", "已记下，千万注意。")],
   [("给孩子做早餐有什么禁忌？", [0], "single-hop", []), ("怎么学好英语口语？", [], "abstain", [])]),
  ("t40", [("2026-04-23", "I'm reading 'The Three-Body Problem' for my book club", "Great choice."), ("2026-04-24", "Book club meets every second Friday", "Noted.")],
   [("What novel is my club on right now?", [0], "single-hop", []), ("How often does my reading group get together?", [1], "single-hop", []), ("What's the boiling point of water at altitude?", [], "abstain", [])]),
]

ASK = "2026-05-06T20:00:00+08:00"

def build():
    cases = []
    for user, facts, questions in CASES:
        sessions = []
        for index, (day, said, reply) in enumerate(facts):
            sid = f"s{index + 1}"
            sessions.append({"id": sid, "time": f"{day}T19:30:00+08:00", "turns": [
                {"id": f"{sid}:1", "role": "user", "content": said},
                {"id": f"{sid}:2", "role": "assistant", "content": reply}]})
        qs = []
        for qi, (query, evidence, kind, stale) in enumerate(questions):
            q = {"id": f"q{qi + 1}", "time": ASK, "query": query, "evidence": [f"s{i + 1}:1" for i in evidence], "type": kind}
            if stale: q["stale"] = [f"s{i + 1}:1" for i in stale]
            qs.append(q)
        zh = any('\u4e00' <= ch <= '\u9fff' for ch in facts[0][1])
        cases.append({"id": user, "user": user, "tags": ["zh" if zh else "en", "tiny"], "sessions": sessions, "questions": qs})
    return {"name": "tiny-stores", "version": 1, "description": "Small stores: 1-4 facts per user, paraphrased questions, off-topic, update and dated questions (issue 11 dev set).", "cases": cases}

print(json.dumps(build(), ensure_ascii=False, indent=1))
