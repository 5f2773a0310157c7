"""Writes dialogues-3.json: a third dialogue dev set in the harness's format, in domains neither
memory-dev nor dialogues-2 covers (photography, tax filing, a wisdom tooth, board games, a
child's piano lessons, a driving test, pottery, a visa, a podcast, rock climbing, a father's
hearing aid, a phone plan, blood donation, a roommate, a fish tank, a tea shop), with small talk
between the facts, update and dated questions, and two kinds of off-topic question: general
requests, and personal questions the user never answered ("what is my favourite colour"). Written
by hand for issue 11 (session 4) from the domains alone, to widen the pooled relevance fit; no
parameter is tuned on it alone. Run: python3 test-data/make-dialogues-3.py > test-data/dialogues-3.json"""
import json

from dialogue_case import case_builder

case = case_builder("2026-06-10T20:00:00+08:00")


CASES = [
  case("photography", "e01", [
    ("2026-03-07T19:00:00+08:00", ["finally bought a camera, a used Fujifilm X-T3", "Great choice, the colours are lovely.", "lol my wallet hurts", "It'll pay off in photos."]),
    ("2026-04-12T19:00:00+08:00", ["I entered a street photography contest with a shot of the night market", "Good luck! Night markets make great scenes.", "thanks", "Fingers crossed."]),
    ("2026-05-20T19:00:00+08:00", ["My night market photo got second place!", "Congratulations, that's a real achievement."]),
  ], [
    ("Which camera do I shoot with?", ["s1:1"], "single-hop"),
    ("How did I do in the photo competition?", ["s3:1"], "update", ["s2:1"]),
    ("What did I submit on April 12?", ["s2:1"], "temporal"),
    ("How do I make sourdough starter?", [], "abstain"),
    ("What's my favourite colour?", [], "abstain"),
  ]),
  case("tax-filing", "e02", [
    ("2026-03-20T21:00:00+08:00", ["今年个税汇算要补税一千二", "可以在个税APP上直接缴纳。", "唉", "早点办完就安心了。"]),
    ("2026-04-02T21:00:00+08:00", ["发现漏报了房租专项扣除，重新申报后变成退税三百", "太好了，记得保存好租房合同。"]),
  ], [
    ("我个税汇算最后是补税还是退税？", ["s2:1"], "update", ["s1:1"]),
    ("我漏填了哪项扣除？", ["s2:1"], "single-hop"),
    ("怎么煮出好吃的米饭？", [], "abstain"),
    ("我的血型是什么？", [], "abstain"),
  ]),
  case("wisdom-tooth", "e03", [
    ("2026-05-08T10:00:00+08:00", ["Dentist says my lower left wisdom tooth has to come out", "That's very common; the recovery is usually a few days.", "surgery is booked for May 22", "Stock up on soft food."]),
    ("2026-05-23T10:00:00+08:00", ["Tooth is out, face is swollen like a hamster", "Ice packs help with the swelling.", "only eating yogurt lol", "Good choice for now."]),
  ], [
    ("Which tooth is being pulled?", ["s1:1"], "single-hop"),
    ("When is my oral surgery?", ["s1:3"], "single-hop"),
    ("How am I feeling after the extraction?", ["s2:1"], "single-hop"),
    ("Who won the World Cup in 2010?", [], "abstain"),
  ]),
  case("board-games", "e04", [
    ("2026-04-03T22:00:00+08:00", ["周五晚上在朋友家玩了卡坦岛，我赢了", "厉害！卡坦岛很考验交易。", "哈哈", "下次继续。"]),
    ("2026-04-24T22:00:00+08:00", ["我们定了每个月最后一个周五是桌游夜", "固定时间挺好的，大家好安排。"]),
  ], [
    ("我们多久聚一次玩桌游？", ["s2:1"], "single-hop"),
    ("那次我赢的是什么游戏？", ["s1:1"], "single-hop"),
    ("4月3号我干了什么？", ["s1:1"], "temporal"),
    ("长城有多长？", [], "abstain"),
  ]),
  case("piano-lessons", "e05", [
    ("2026-02-15T20:00:00+08:00", ["My son Leo started piano lessons, Mondays after school", "That's a great age to start.", "his teacher is Mrs. Alvarez", "Sounds like he's in good hands."]),
    ("2026-05-04T20:00:00+08:00", ["Leo's lessons moved to Thursdays because of soccer", "Good that it still fits."]),
    ("2026-06-01T20:00:00+08:00", ["Leo played Fur Elise at his first recital today", "What a milestone!"]),
  ], [
    ("Which day does my son have his music class?", ["s2:1"], "update", ["s1:1"]),
    ("Who teaches Leo?", ["s1:3"], "single-hop"),
    ("What did my kid perform?", ["s3:1"], "single-hop"),
    ("Explain how photosynthesis works", [], "abstain"),
    ("What's my son's favourite food?", [], "abstain"),
  ]),
  case("driving-test", "e06", [
    ("2026-03-11T18:00:00+08:00", ["科目二挂了，倒车入库压线", "别灰心，多练几次就好。", "下次考试约在四月十号", "提前去熟悉考场。"]),
    ("2026-04-10T18:00:00+08:00", ["科目二过了！满分", "恭喜！"]),
  ], [
    ("我科目二考过了吗？", ["s2:1"], "update", ["s1:1"]),
    ("我第一次考试是哪里出错了？", ["s1:1"], "single-hop"),
    ("推荐几首适合跑步听的歌", [], "abstain"),
  ]),
  case("pottery", "e07", [
    ("2026-04-18T16:00:00+08:00", ["I'm taking a wheel-throwing pottery class on Sunday afternoons", "Pottery is so relaxing.", "made a lopsided bowl today", "Everyone's first bowl is lopsided!"]),
    ("2026-05-16T16:00:00+08:00", ["My glazed mug came out of the kiln, it's celadon green", "Celadon is a beautiful glaze."]),
  ], [
    ("What craft am I learning?", ["s1:1"], "single-hop"),
    ("What colour is the mug I made?", ["s2:1"], "single-hop"),
    ("What came out of the kiln on May 16?", ["s2:1"], "temporal"),
    ("What's the best budget smartphone?", [], "abstain"),
    ("What's my shoe size?", [], "abstain"),
  ]),
  case("visa", "e08", [
    ("2026-03-02T09:00:00+08:00", ["在办去德国的签证，要交银行流水", "流水一般要近六个月的。", "三月二十号去领馆面签", "带齐材料就好。"]),
    ("2026-03-28T09:00:00+08:00", ["签证下来了，有效期九十天", "恭喜，可以订机票了。"]),
  ], [
    ("我申请的是去哪个国家的签证？", ["s1:1"], "single-hop"),
    ("我的签证能待多久？", ["s2:1"], "single-hop"),
    ("面签是哪天？", ["s1:3"], "single-hop"),
    ("给我讲个笑话", [], "abstain"),
    ("我老家是哪里的？", [], "abstain"),
  ]),
  case("podcast", "e09", [
    ("2026-04-07T21:00:00+08:00", ["I'm launching a podcast about urban cycling with my friend Dev", "Fun topic! Do you have a name yet?", "it's called Two Wheels Downtown", "Catchy."]),
    ("2026-05-05T21:00:00+08:00", ["Episode one is out, 140 downloads in the first week", "That's a solid start for a new show."]),
  ], [
    ("What's the name of my show?", ["s1:3"], "single-hop"),
    ("Who co-hosts with me?", ["s1:1"], "single-hop"),
    ("How many people listened to the first episode?", ["s2:1"], "single-hop"),
    ("How do volcanoes form?", [], "abstain"),
  ]),
  case("rock-climbing", "e10", [
    ("2026-03-22T20:00:00+08:00", ["最近迷上了攀岩，在家附近的岩馆办了年卡", "攀岩锻炼全身，挺好的。", "目前能爬V2", "进步会很快的。"]),
    ("2026-05-30T20:00:00+08:00", ["今天第一次完成了V4的线路", "太厉害了！"]),
  ], [
    ("我现在攀岩能爬到什么级别？", ["s2:1"], "update", ["s1:3"]),
    ("我在岩馆办的是什么卡？", ["s1:1"], "single-hop"),
    ("怎么养多肉植物？", [], "abstain"),
  ]),
  case("hearing-aid", "e11", [
    ("2026-04-09T12:00:00+08:00", ["My dad is getting hearing aids, the audiologist found 40% loss in his right ear", "Hearing aids can make a big difference.", "fitting appointment is April 30", "I hope he adjusts quickly."]),
    ("2026-05-10T12:00:00+08:00", ["Dad says the TV no longer has to be on full volume", "That's wonderful news."]),
  ], [
    ("What's wrong with my father's hearing?", ["s1:1"], "single-hop"),
    ("When is Dad's fitting?", ["s1:3"], "single-hop"),
    ("How is my dad doing with the new devices?", ["s2:1"], "single-hop"),
    ("What's a good name for a sailboat?", [], "abstain"),
  ]),
  case("phone-plan", "e12", [
    ("2026-03-15T13:00:00+08:00", ["手机套餐每个月128，流量根本用不完", "可以换个便宜点的套餐。", "嗯", "营业厅可以帮你改。"]),
    ("2026-03-25T13:00:00+08:00", ["换成了每月59的套餐，30G流量", "省了不少钱。"]),
  ], [
    ("我现在手机每个月交多少钱？", ["s2:1"], "update", ["s1:1"]),
    ("新套餐有多少流量？", ["s2:1"], "single-hop"),
    ("太阳系有几颗行星？", [], "abstain"),
    ("我喜欢什么颜色？", [], "abstain"),
  ]),
  case("blood-donation", "e13", [
    ("2026-02-20T17:00:00+08:00", ["Donated blood for the first time today, I'm O negative", "Thank you! O negative is the universal donor type.", "felt a bit dizzy after", "Drink plenty of water today."]),
    ("2026-05-21T17:00:00+08:00", ["The blood bank called asking me to come back, they're short on O negative", "Your donation will help a lot."]),
  ], [
    ("What blood type am I?", ["s1:1"], "single-hop"),
    ("How did I feel after donating?", ["s1:3"], "single-hop"),
    ("Who phoned me on May 21?", ["s2:1"], "temporal"),
    ("Write a limerick about a cat", [], "abstain"),
  ]),
  case("roommate", "e14", [
    ("2026-04-14T23:00:00+08:00", ["室友每天半夜打游戏，吵得我睡不着", "可以跟他好好沟通一下。", "明天找他聊聊", "语气温和点比较好。"]),
    ("2026-04-16T23:00:00+08:00", ["聊过了，他答应十二点以后戴耳机", "沟通很有效嘛。"]),
  ], [
    ("我跟室友之间有什么矛盾？", ["s1:1"], "single-hop"),
    ("室友后来答应了什么？", ["s2:1"], "single-hop"),
    ("怎么给猫剪指甲？", [], "abstain"),
  ]),
  case("fish-tank", "e15", [
    ("2026-03-09T19:30:00+08:00", ["Set up a 60 litre planted tank, cycling it for a month before adding fish", "Patience pays off with cycling.", "ok", "Test the water weekly."]),
    ("2026-04-11T19:30:00+08:00", ["Added eight neon tetras today", "Neons look great in a planted tank.", "one already hides behind the driftwood lol", "They'll settle in."]),
  ], [
    ("How big is my aquarium?", ["s1:1"], "single-hop"),
    ("What fish did I get?", ["s2:1"], "single-hop"),
    ("What did I add to the tank on April 11?", ["s2:1"], "temporal"),
    ("What's the difference between a virus and a bacterium?", [], "abstain"),
    ("Where did I go to college?", [], "abstain"),
  ]),
  case("tea-shop", "e16", [
    ("2026-05-03T15:00:00+08:00", ["我在小区门口开了一家茶饮店，主打水果茶", "祝生意兴隆！", "第一天卖了两百多杯", "开门红！"]),
    ("2026-06-02T15:00:00+08:00", ["店里新招了两个兼职店员", "忙得过来了。", "现在一天能卖四百杯", "生意越来越好。"]),
  ], [
    ("我的店主要卖什么？", ["s1:1"], "single-hop"),
    ("现在店里每天卖多少杯？", ["s2:3"], "update", ["s1:3"]),
    ("我新招了几个人？", ["s2:1"], "single-hop"),
    ("帮我翻译一句英文：good morning", [], "abstain"),
  ]),
]

print(json.dumps({"name": "dialogues-3", "version": 1, "description": "Third dialogue dev set in new domains, with personal off-topic questions (issue 11, session 4).", "cases": CASES}, ensure_ascii=False, indent=1))
