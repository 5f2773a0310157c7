"""Writes dialogues-2.json: a second dialogue dev set in the harness's format, in domains
memory-dev does not cover (garden, freelance work, adoption, car repair, language exchange,
moving abroad, a cooking class, a renovation loan, a choir, a thesis defence), with small talk
between the facts, update questions (the stale turn named), dated questions and off-topic ones.
Written by hand for issue 11. Run: python3 test-data/make-dialogues-2.py > test-data/dialogues-2.json"""
import json

from dialogue_case import case_builder

case = case_builder("2026-06-10T20:00:00+08:00")

CASES = [
  case("garden", "d01", [
    ("2026-05-02T18:00:00+08:00", ["hey", "Hi! What's up?", "I planted six tomato seedlings on the balcony today, cherry variety", "Nice, cherry tomatoes do well in pots.", "yeah hope so", "Keep them in full sun."]),
    ("2026-05-20T18:00:00+08:00", ["The basil died, too much water I think", "Basil hates soggy soil; let it dry between waterings.", "ok thanks", "Anytime!"]),
    ("2026-06-01T18:00:00+08:00", ["First tomatoes are ripe! Picked eleven today", "Congrats on the first harvest!", "lol", "Enjoy them."]),
  ], [
    ("What vegetables am I growing at home?", ["s1:3"], "single-hop"),
    ("Which herb didn't make it?", ["s2:1"], "single-hop"),
    ("What happened in my garden on May 20th?", ["s2:1"], "temporal"),
    ("How much fruit did I harvest the first time?", ["s3:1"], "single-hop"),
    ("What's the best way to learn chess openings?", [], "abstain"),
  ]),
  case("freelance", "d02", [
    ("2026-04-06T10:00:00+08:00", ["我现在做自由职业，给两家公司做UI设计", "自由职业挺自在的。", "就是收入不太稳定", "可以留点应急资金。"]),
    ("2026-05-11T10:00:00+08:00", ["好消息，我拿到了一家游戏公司的全职offer，下个月入职", "恭喜！", "月薪两万五", "很不错的待遇。"]),
  ], [
    ("我现在的工作状态是怎样的？", ["s2:1"], "update", ["s1:1"]),
    ("新公司给的薪水是多少？", ["s2:3"], "single-hop"),
    ("5月11日我收到了什么消息？", ["s2:1"], "temporal"),
    ("怎么给自行车链条上油？", [], "abstain"),
  ]),
  case("adoption", "d03", [
    ("2026-03-14T15:00:00+08:00", ["We're thinking about adopting a rescue dog", "That's wonderful. Shelters have lots of great dogs.", "My partner is allergic to cats so definitely a dog", "A dog it is then."]),
    ("2026-04-04T15:00:00+08:00", ["We adopted her! A three-legged greyhound named Pepper", "Pepper sounds lovely!", "she sleeps 18 hours a day haha", "Greyhounds are famous couch potatoes."]),
  ], [
    ("What's my new pet called?", ["s2:1"], "single-hop"),
    ("Why didn't we consider a cat?", ["s1:3"], "single-hop"),
    ("What did we bring home on April 4?", ["s2:1"], "temporal"),
    ("Give me a recipe for miso soup", [], "abstain"),
  ]),
  case("car-repair", "d04", [
    ("2026-05-04T09:00:00+08:00", ["车子仪表盘亮了发动机故障灯", "建议尽快去4S店检查一下。", "好的", "有问题随时说。"]),
    ("2026-05-06T09:00:00+08:00", ["检查出来是氧传感器坏了，换一个要八百块", "价格还算正常。", "周五去修", "好的。"]),
    ("2026-05-09T09:00:00+08:00", ["修好了，故障灯灭了", "太好了。"]),
  ], [
    ("我的车出了什么毛病？", ["s2:1"], "single-hop"),
    ("修车花了多少钱？", ["s2:1"], "single-hop"),
    ("我5月4日那天遇到了什么麻烦？", ["s1:1"], "temporal"),
    ("车现在修好了吗？", ["s3:1"], "update", ["s1:1"]),
    ("推荐一部适合周末看的纪录片", [], "abstain"),
  ]),
  case("language-exchange", "d05", [
    ("2026-04-21T20:00:00+08:00", ["I started a language exchange with Kenji, he teaches me Japanese and I help with his English", "That's a great way to practise.", "we meet on Tuesdays at a cafe", "Sounds like a nice routine."]),
    ("2026-05-26T20:00:00+08:00", ["Kenji moved to Osaka so we switched to video calls on Thursdays", "Video calls work well for exchanges."]),
  ], [
    ("Who is my conversation partner?", ["s1:1"], "single-hop"),
    ("When do Kenji and I meet now?", ["s2:1"], "update", ["s1:3"]),
    ("What did I start on April 21st?", ["s1:1"], "temporal"),
    ("How do I fix a leaking faucet?", [], "abstain"),
  ]),
  case("moving-abroad", "d06", [
    ("2026-02-10T21:00:00+08:00", ["我在考虑去荷兰读研，学的是城市规划", "荷兰的规划专业很强。", "代尔夫特理工是第一志愿", "祝申请顺利。"]),
    ("2026-04-18T21:00:00+08:00", ["代尔夫特拒了我，不过鹿特丹伊拉斯姆斯录取了", "也是很好的学校，恭喜！"]),
  ], [
    ("我最后去哪所学校读书？", ["s2:1"], "update", ["s1:3"]),
    ("我研究生读什么专业？", ["s1:1"], "single-hop"),
    ("怎么做可乐鸡翅？", [], "abstain"),
  ]),
  case("cooking-class", "d07", [
    ("2026-05-12T19:00:00+08:00", ["Signed up for a Thai cooking class, every Saturday morning for six weeks", "Fun! Thai food is great to learn.", "first lesson is green curry", "Green curry is a classic starter dish."]),
    ("2026-05-30T19:00:00+08:00", ["Today we made pad see ew, I burned the noodles a bit", "Happens to everyone; high heat is tricky."]),
  ], [
    ("What cuisine am I learning to cook?", ["s1:1"], "single-hop"),
    ("What dish did we make last Saturday?", ["s2:1"], "temporal", [], "2026-06-03T20:00:00+08:00"),
    ("What's the plot of Hamlet?", [], "abstain"),
  ]),
  case("renovation-loan", "d08", [
    ("2026-03-03T11:00:00+08:00", ["装修贷款批下来了，二十万，年利率3.6%", "利率挺低的。", "分五年还", "月供压力不大。"]),
    ("2026-05-15T11:00:00+08:00", ["提前还了五万，剩下十五万", "提前还款能省不少利息。"]),
  ], [
    ("我的装修贷还欠多少？", ["s2:1"], "update", ["s1:1"]),
    ("贷款利息是多少？", ["s1:1"], "single-hop"),
    ("帮我写一首关于春天的诗", [], "abstain"),
  ]),
  case("choir", "d09", [
    ("2026-04-08T20:30:00+08:00", ["I joined a community choir, I sing tenor", "Lovely, tenors are always in demand.", "rehearsals are Wednesday nights", "Good midweek activity."]),
    ("2026-05-27T20:30:00+08:00", ["The director moved me to baritone, my range is lower than I thought", "Baritone suits many voices."]),
    ("2026-06-06T20:30:00+08:00", ["Our spring concert went great, we sang Faure's Requiem", "Beautiful piece, congrats!"]),
  ], [
    ("Which voice part am I in?", ["s2:1"], "update", ["s1:1"]),
    ("What piece did we perform at the concert?", ["s3:1"], "single-hop"),
    ("When do we practise?", ["s1:3"], "single-hop"),
    ("How many calories are in an avocado?", [], "abstain"),
  ]),
  case("thesis-defence", "d10", [
    ("2026-05-18T16:00:00+08:00", ["我的毕业答辩定在6月5号下午", "提前准备好PPT。", "导师说还要补一个对比实验", "时间有点紧，加油。"]),
    ("2026-06-05T18:00:00+08:00", ["答辩通过了！评了优秀", "恭喜毕业！"]),
  ], [
    ("我答辩结果怎么样？", ["s2:1"], "single-hop"),
    ("导师让我补做什么？", ["s1:3"], "single-hop"),
    ("6月5号发生了什么？", ["s2:1", "s1:1"], "temporal"),
    ("怎么设置路由器的密码？", [], "abstain"),
  ]),
]

print(json.dumps({"name": "dialogues-2", "version": 1, "description": "Second dialogue dev set in new domains (issue 11).", "cases": CASES}, ensure_ascii=False, indent=1))
