"""Writes dialogues-4.json: a fourth dialogue dev set in the harness's format, in domains none of
the other sets covers (beekeeping, a telescope, knitting, rooftop solar, a sleep study, a chess
tournament, a stolen bike, a grandmother's 90th birthday, shelter volunteering, swimming lessons, a
washing-machine warranty, stand-up comedy, a seed round, calligraphy, a kidney stone, jury duty),
with small talk between the facts, update and dated questions, and three kinds of off-topic
question: general requests, personal questions the user never answered, and questions in the
case's own domain that nothing said answers. Written by hand for issue 11 (session 5) from the
domains alone, before any figure was read on it, as a fresh held-out check of the embedder choice;
no parameter is tuned on it alone. Run: python3 test-data/make-dialogues-4.py > test-data/dialogues-4.json"""
import json

from dialogue_case import case_builder

case = case_builder("2026-07-15T20:00:00+08:00")


CASES = [
  case("beekeeping", "f01", [
    ("2026-04-04T18:00:00+08:00", ["Picked up my first bee colony today, a nucleus hive of Italian bees", "How exciting! Where are you keeping them?", "back corner of the garden, facing south-east", "Morning sun is ideal for a hive."]),
    ("2026-05-09T18:00:00+08:00", ["got stung twice on the wrist during the inspection", "Ouch. A pair of long gloves helps.", "yeah ordering some", "Good idea."]),
    ("2026-06-27T18:00:00+08:00", ["First harvest! About 6 kilos of honey", "That's a great first year."]),
  ], [
    ("What kind of bees do I keep?", ["s1:1"], "single-hop"),
    ("Where is the hive placed?", ["s1:3"], "single-hop"),
    ("How much honey did I collect?", ["s3:1"], "single-hop"),
    ("What happened to me on May 9?", ["s2:1"], "temporal"),
    ("How many hives does my neighbour have?", [], "abstain"),
    ("What's the capital of Australia?", [], "abstain"),
  ]),
  case("telescope", "f02", [
    ("2026-03-14T22:00:00+08:00", ["买了一台天文望远镜，是口径130的反射式", "入门很合适，可以看月面和土星环。", "今晚云太多了", "等天晴再试。"]),
    ("2026-04-18T22:00:00+08:00", ["终于看到土星环了！在郊外的山上", "第一次看到肯定很震撼。", "冻得发抖哈哈", "下次多带件外套。"]),
  ], [
    ("我的望远镜多大口径？", ["s1:1"], "single-hop"),
    ("我在哪里第一次看到了土星环？", ["s2:1"], "single-hop"),
    ("4月18号晚上我看到了什么？", ["s2:1"], "temporal"),
    ("我拍过哪些天体照片？", [], "abstain"),
    ("怎么做红烧肉？", [], "abstain"),
  ]),
  case("knitting", "f03", [
    ("2026-01-10T20:00:00+08:00", ["I'm knitting my first sweater, a grey raglan for my partner Sam", "Raglans are a good first sweater.", "the yarn is a merino blend", "Lovely and soft."]),
    ("2026-02-21T20:00:00+08:00", ["Had to rip back the whole left sleeve, it came out too long", "Frustrating, but it'll fit better now."]),
    ("2026-03-28T20:00:00+08:00", ["Sweater finished and Sam wears it every day", "That's the best compliment."]),
  ], [
    ("Who am I making the jumper for?", ["s1:1"], "single-hop"),
    ("What went wrong with the sleeve?", ["s2:1"], "single-hop"),
    ("Is the sweater done yet?", ["s3:1"], "update", ["s1:1"]),
    ("What size needles do I use?", [], "abstain"),
    ("Recommend a sci-fi novel", [], "abstain"),
  ]),
  case("rooftop-solar", "f04", [
    ("2026-02-05T10:00:00+08:00", ["打算在屋顶装光伏板，报价四万二", "可以多比较几家。", "嗯，还在等另一家报价", "注意看逆变器品牌。"]),
    ("2026-03-12T10:00:00+08:00", ["最后选了另一家，三万六装好了，一共十二块板", "价格划算。"]),
    ("2026-05-02T10:00:00+08:00", ["上个月发电三百八十度，电费几乎不用交了", "回本会很快。"]),
  ], [
    ("我家光伏最后花了多少钱？", ["s2:1"], "update", ["s1:1"]),
    ("屋顶装了几块板？", ["s2:1"], "single-hop"),
    ("光伏一个月能发多少电？", ["s3:1"], "single-hop"),
    ("我家的光伏板是哪个牌子的？", [], "abstain"),
    ("帮我写一首关于秋天的诗", [], "abstain"),
  ]),
  case("sleep-study", "f05", [
    ("2026-04-20T08:00:00+08:00", ["My wife says I stop breathing at night, the doctor booked me an overnight sleep study", "That's worth checking, sleep apnea is common.", "it's on May 6 at the hospital", "Bring your own pillow."]),
    ("2026-05-14T08:00:00+08:00", ["Results came back: moderate sleep apnea, they're giving me a CPAP machine", "CPAP helps most people a lot."]),
    ("2026-06-18T08:00:00+08:00", ["A month on the CPAP and I actually wake up rested", "That's great to hear."]),
  ], [
    ("What did the sleep test find?", ["s2:1"], "single-hop"),
    ("Why did I see the doctor about my sleep?", ["s1:1"], "single-hop"),
    ("How am I sleeping these days?", ["s3:1"], "update", ["s1:1"]),
    ("When was the overnight study?", ["s1:3"], "single-hop"),
    ("What's my cholesterol level?", [], "abstain"),
    ("How do I unclog a drain?", [], "abstain"),
  ]),
  case("chess", "f06", [
    ("2026-03-01T21:00:00+08:00", ["报名了市里的业余象棋比赛，下个月开赛", "加油！平时多打打谱。", "我等级分现在一千四", "稳步提升。"]),
    ("2026-04-12T21:00:00+08:00", ["比赛打完了，七轮拿了五分，排第九", "成绩不错啊。"]),
  ], [
    ("我参加的是什么比赛？", ["s1:1"], "single-hop"),
    ("比赛我拿了第几名？", ["s2:1"], "single-hop"),
    ("我的等级分是多少？", ["s1:3"], "single-hop"),
    ("我的象棋是跟谁学的？", [], "abstain"),
    ("我最喜欢的歌手是谁？", [], "abstain"),
  ]),
  case("stolen-bike", "f07", [
    ("2026-05-03T19:00:00+08:00", ["Someone cut the lock and stole my bike outside the library", "I'm sorry, that's awful. Did you report it?", "filed a police report, case number 4471", "Keep that number handy."]),
    ("2026-05-25T19:00:00+08:00", ["Bought a secondhand gravel bike to replace it, and a much heavier lock", "Good call on the lock."]),
  ], [
    ("Where was my bike taken from?", ["s1:1"], "single-hop"),
    ("What's the police report number?", ["s1:3"], "single-hop"),
    ("What do I ride now?", ["s2:1"], "update", ["s1:1"]),
    ("What colour was the stolen bike?", [], "abstain"),
    ("Give me a recipe for banana bread", [], "abstain"),
  ]),
  case("grandma-90", "f08", [
    ("2026-05-10T20:00:00+08:00", ["奶奶下个月九十大寿，我们订了老家的酒楼，摆十桌", "九十大寿要好好办。", "我负责做一个老照片的视频", "这个很有心意。"]),
    ("2026-06-14T20:00:00+08:00", ["寿宴办完了，奶奶看视频的时候哭了", "一定很感动。"]),
  ], [
    ("奶奶的寿宴在哪里办？", ["s1:1"], "single-hop"),
    ("我为奶奶的生日准备了什么？", ["s1:3"], "single-hop"),
    ("奶奶看了视频有什么反应？", ["s2:1"], "single-hop"),
    ("奶奶有几个孙子？", [], "abstain"),
    ("推荐一款适合老人的手机", [], "abstain"),
  ]),
  case("animal-shelter", "f09", [
    ("2026-02-28T11:00:00+08:00", ["Started volunteering at the animal shelter on Saturday mornings", "That's a kind way to spend weekends.", "I mostly walk the big dogs", "They must love you."]),
    ("2026-04-25T11:00:00+08:00", ["Biscuit, the old greyhound I always walked, got adopted!", "Bittersweet, but wonderful for him."]),
  ], [
    ("When do I volunteer?", ["s1:1"], "single-hop"),
    ("What do I do at the shelter?", ["s1:3"], "single-hop"),
    ("What happened with Biscuit?", ["s2:1"], "single-hop"),
    ("How many cats does the shelter have?", [], "abstain"),
    ("Explain compound interest", [], "abstain"),
  ]),
  case("swimming", "f10", [
    ("2026-04-06T19:00:00+08:00", ["三十岁了才开始学游泳，报了成人班，每周二四晚上", "什么时候学都不晚。", "还是不敢把头埋进水里", "慢慢来。"]),
    ("2026-05-21T19:00:00+08:00", ["今天能一口气游五十米蛙泳了", "进步很大！"]),
  ], [
    ("我什么时候上游泳课？", ["s1:1"], "single-hop"),
    ("我现在能游多远？", ["s2:1"], "update", ["s1:3"]),
    ("我学的是什么泳姿？", ["s2:1"], "single-hop"),
    ("我的游泳教练叫什么？", [], "abstain"),
    ("地球到月球有多远？", [], "abstain"),
  ]),
  case("washing-machine", "f11", [
    ("2026-03-18T21:00:00+08:00", ["Washing machine started leaking from the bottom, it's only 14 months old", "Check if it's still under warranty.", "it has a two year warranty luckily", "Then the repair should be free."]),
    ("2026-03-26T21:00:00+08:00", ["Technician replaced the drain pump, didn't cost me anything", "Great, warranties pay off."]),
  ], [
    ("What was wrong with the washer?", ["s1:1"], "single-hop"),
    ("How long is the appliance covered?", ["s1:3"], "single-hop"),
    ("What part did the repair guy swap out?", ["s2:1"], "single-hop"),
    ("What brand is my fridge?", [], "abstain"),
    ("What's a good stretch for lower back pain?", [], "abstain"),
  ]),
  case("stand-up", "f12", [
    ("2026-04-02T23:00:00+08:00", ["Did my first open mic tonight, five minutes about my commute", "How did it go?", "two big laughs and a lot of silence", "That's a normal first set."]),
    ("2026-05-28T23:00:00+08:00", ["Got booked for a paid showcase in June, ten minutes", "Your first paid spot, congratulations!"]),
  ], [
    ("What was my first set about?", ["s1:1"], "single-hop"),
    ("How did the crowd react the first time?", ["s1:3"], "single-hop"),
    ("How long is my upcoming paid gig?", ["s2:1"], "single-hop"),
    ("What's the name of the comedy club?", [], "abstain"),
    ("Which planet has the most moons?", [], "abstain"),
  ]),
  case("seed-round", "f13", [
    ("2026-01-15T22:00:00+08:00", ["我们的创业公司在谈天使轮，想融三百万", "先准备好商业计划书。", "已经见了五家投资机构", "多聊几家比较好。"]),
    ("2026-03-20T22:00:00+08:00", ["天使轮签了，最后融到五百万，领投的是一家做企业服务的基金", "恭喜！超出预期。"]),
  ], [
    ("我们公司融了多少钱？", ["s2:1"], "update", ["s1:1"]),
    ("谁领投了我们的天使轮？", ["s2:1"], "single-hop"),
    ("我见了几家投资人？", ["s1:3"], "single-hop"),
    ("我们公司有多少员工？", [], "abstain"),
    ("怎么去除衣服上的油渍？", [], "abstain"),
  ]),
  case("calligraphy", "f14", [
    ("2026-02-12T16:00:00+08:00", ["开始跟着一位老先生练书法，先从颜体楷书入门", "颜体雄浑，适合打基础。", "每天临帖一个小时", "坚持很重要。"]),
    ("2026-05-16T16:00:00+08:00", ["我写的一幅字在社区书画展上展出了", "太棒了，这是很大的鼓励。"]),
  ], [
    ("我练的是哪种字体？", ["s1:1"], "single-hop"),
    ("我每天练字多长时间？", ["s1:3"], "single-hop"),
    ("5月16号有什么好消息？", ["s2:1"], "temporal"),
    ("我用的是什么牌子的毛笔？", [], "abstain"),
    ("推荐一部好看的动画片", [], "abstain"),
  ]),
  case("kidney-stone", "f15", [
    ("2026-06-02T03:00:00+08:00", ["Ended up in the ER last night with a kidney stone, worst pain of my life", "I'm sorry, that sounds terrible.", "it's 5 mm, they think it will pass on its own", "Drink lots of water."]),
    ("2026-06-12T03:00:00+08:00", ["The stone passed, the urologist says cut back on salt and drink three litres a day", "Glad it's over."]),
  ], [
    ("Why did I go to the emergency room?", ["s1:1"], "single-hop"),
    ("How big was the stone?", ["s1:3"], "single-hop"),
    ("What did the specialist tell me to change?", ["s2:1"], "single-hop"),
    ("What medication am I taking for my blood pressure?", [], "abstain"),
    ("Suggest a name for a golden retriever puppy", [], "abstain"),
  ]),
  case("jury-duty", "f16", [
    ("2026-05-04T18:00:00+08:00", ["Got a jury summons for June 8, civil court downtown", "Your employer has to give you the time off.", "my manager was fine with it", "Good."]),
    ("2026-06-10T18:00:00+08:00", ["Picked for the jury, it's a contract dispute expected to last a week", "Interesting experience ahead."]),
  ], [
    ("When do I have to report to court?", ["s1:1"], "single-hop"),
    ("What kind of case am I on?", ["s2:1"], "single-hop"),
    ("What did my boss say about the summons?", ["s1:3"], "single-hop"),
    ("Who is the judge on the case?", [], "abstain"),
    ("What's the tallest mountain in Africa?", [], "abstain"),
  ]),
]

print(json.dumps({"name": "dialogues-4", "version": 1, "description": "Fourth dialogue dev set in new domains, with personal and same-domain off-topic questions (issue 11, session 5).", "cases": CASES}, ensure_ascii=False, indent=1))
