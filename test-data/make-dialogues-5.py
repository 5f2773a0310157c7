"""Writes dialogues-5.json: a fifth dialogue set in the harness's format, in domains none of the
other sets covers (sourdough, formaldehyde after a renovation, a parrot, a postgraduate entrance
exam, a bathroom leak and an insurance claim, braces, sailing lessons, a father's knee surgery, a 3D
printer, a badminton club, birdwatching, a Xinjiang road trip, eczema, skiing, a first open-source
contribution, kindergarten enrolment), with small talk between the facts, update questions whose
new turn is worded far from the question, dated questions (absolute and relative to the asking
time), and three kinds of off-topic question: general requests, personal questions the user never
answered, and questions in the case's own domain that nothing said answers.

Written by hand in session 11 from the domains alone, before any figure was read on it, and kept
out of every fit: it is a test set, the closest this repo has to the private held-out dialogues.
Run: python3 test-data/make-dialogues-5.py > test-data/dialogues-5.json"""
import json

from dialogue_case import case_builder

case = case_builder("2026-09-20T20:00:00+08:00")


CASES = [
  case("sourdough", "g01", [
    ("2026-06-06T09:00:00+08:00", ["Started a sourdough starter from scratch, feeding it rye flour twice a day", "Rye gets it going fast.", "it smells like nail polish, is that normal?", "That's hunger, feed it more often."]),
    ("2026-06-20T09:00:00+08:00", ["First loaf came out flat as a pancake", "Probably underproofed, give it longer."]),
    ("2026-07-25T09:00:00+08:00", ["Finally got a proper open crumb, I proofed it overnight in the fridge", "A cold retard makes a big difference."]),
  ], [
    ("What flour do I feed my starter?", ["s1:1"], "single-hop"),
    ("How are my loaves turning out now?", ["s3:1"], "update", ["s2:1"]),
    ("What did my starter smell like?", ["s1:3"], "single-hop"),
    ("What did I bake on June 20?", ["s2:1"], "temporal"),
    ("What temperature is my oven set to for baking?", [], "abstain"),
    ("Who wrote Pride and Prejudice?", [], "abstain"),
  ]),
  case("formaldehyde", "g02", [
    ("2026-05-10T19:00:00+08:00", ["新房装修完测了一下甲醛，0.12，超标了", "先别急着住，多通风。", "买了两台空气净化器一直开着", "再放点活性炭。"]),
    ("2026-07-02T19:00:00+08:00", ["请检测公司复测了，降到0.06，达标了", "可以准备入住了。"]),
    ("2026-07-18T19:00:00+08:00", ["周末正式搬进去了", "恭喜乔迁！"]),
  ], [
    ("新房的甲醛现在还超标吗？", ["s2:1"], "update", ["s1:1"]),
    ("我用什么办法去除甲醛？", ["s1:3"], "single-hop"),
    ("我什么时候住进新房的？", ["s3:1"], "temporal"),
    ("新房的装修花了多少钱？", [], "abstain"),
    ("给我讲个笑话", [], "abstain"),
  ]),
  case("parrot", "g03", [
    ("2026-03-03T17:00:00+08:00", ["We adopted an African grey parrot called Mango from a rescue", "Greys are clever, they need lots of attention.", "he already says hello in my husband's voice", "Ha, that's how they learn."]),
    ("2026-04-14T17:00:00+08:00", ["Mango has been plucking his chest feathers, the avian vet thinks he's bored", "Try foraging toys."]),
    ("2026-05-30T17:00:00+08:00", ["the foraging toys worked, his feathers are growing back", "Wonderful."]),
  ], [
    ("What kind of bird do we have?", ["s1:1"], "single-hop"),
    ("Is Mango still pulling out his feathers?", ["s3:1"], "update", ["s2:1"]),
    ("Whose voice does the parrot copy?", ["s1:3"], "single-hop"),
    ("How old is Mango?", [], "abstain"),
    ("What's a good exercise for stronger shoulders?", [], "abstain"),
  ]),
  case("grad-exam", "g04", [
    ("2026-03-15T22:00:00+08:00", ["决定考研了，目标是浙大的计算机专硕", "目标明确就好，早点开始复习。", "数学基础太差了，先从高数开始", "每天保持三小时数学。"]),
    ("2026-06-28T22:00:00+08:00", ["报了一个暑期集训营，七月去北京住一个月", "集训效率高，注意休息。"]),
    ("2026-09-05T22:00:00+08:00", ["想了想还是改报本校了，把握大一些", "稳妥的选择也很好。"]),
  ], [
    ("我现在准备考哪所学校的研究生？", ["s3:1"], "update", ["s1:1"]),
    ("我复习从哪门课开始？", ["s1:3"], "single-hop"),
    ("七月份我要去哪里？", ["s2:1"], "single-hop"),
    ("我的英语模考考了多少分？", [], "abstain"),
    ("今年的诺贝尔文学奖给了谁？", [], "abstain"),
  ]),
  case("bathroom-leak", "g05", [
    ("2026-04-08T20:00:00+08:00", ["Water is coming through the kitchen ceiling, it's from the upstairs bathroom", "Turn off the water and call a plumber.", "plumber says the shower tray seal failed", "That's a common one."]),
    ("2026-04-22T20:00:00+08:00", ["Filed a claim with the home insurer, an assessor visits next Thursday", "Take photos of everything first."]),
    ("2026-05-19T20:00:00+08:00", ["The insurer approved the claim, they pay for the ceiling but not the seal", "Better than nothing."]),
  ], [
    ("Why was the ceiling leaking?", ["s1:3"], "single-hop"),
    ("What happened with my insurance claim?", ["s3:1"], "update", ["s2:1"]),
    ("Which room had the water damage?", ["s1:1"], "single-hop"),
    ("How much was the plumber's bill?", [], "abstain"),
    ("Translate 'good morning' into Italian", [], "abstain"),
  ]),
  case("braces", "g06", [
    ("2026-02-20T12:00:00+08:00", ["二十八岁了终于去做牙齿矫正，选的隐形牙套", "成年矫正很常见。", "医生说大概要戴一年半", "坚持戴就好。"]),
    ("2026-04-10T12:00:00+08:00", ["每天得戴22个小时，吃饭都得摘下来，好麻烦", "习惯了就好。"]),
  ], [
    ("我做的是哪种矫正？", ["s1:1"], "single-hop"),
    ("矫正大概需要多久？", ["s1:3"], "single-hop"),
    ("牙套一天要戴几个小时？", ["s2:1"], "single-hop"),
    ("我的矫正医生姓什么？", [], "abstain"),
    ("推荐一个适合周末去的露营地", [], "abstain"),
  ]),
  case("sailing", "g07", [
    ("2026-06-13T16:00:00+08:00", ["Took my first dinghy sailing lesson on the reservoir, capsized twice", "Everyone capsizes at first.", "the instructor Priya was super patient", "A good instructor makes all the difference."]),
    ("2026-07-11T16:00:00+08:00", ["Passed the level 2 course, I can now take a boat out on my own", "Congratulations, skipper!"]),
  ], [
    ("Where do I have my sailing lessons?", ["s1:1"], "single-hop"),
    ("Who teaches me to sail?", ["s1:3"], "single-hop"),
    ("Can I go out on the water alone yet?", ["s2:1"], "update", ["s1:1"]),
    ("What did I achieve last Saturday?", ["s2:1"], "temporal", None, "2026-07-15T20:00:00+08:00"),
    ("What is the name of my boat?", [], "abstain"),
    ("How many bones are in the human body?", [], "abstain"),
  ]),
  case("dad-knee", "g08", [
    ("2026-07-06T21:00:00+08:00", ["我爸膝盖疼了好几年，医生建议换人工关节", "手术很成熟，别太担心。", "排到八月十二号做手术", "术前把血压控制好。"]),
    ("2026-08-20T21:00:00+08:00", ["我爸手术很顺利，现在每天做康复训练，能扶着走了", "恢复得不错。"]),
  ], [
    ("我爸哪里要做手术？", ["s1:1"], "single-hop"),
    ("我爸的手术定在哪天？", ["s1:3"], "single-hop"),
    ("我爸现在能走路了吗？", ["s2:1"], "update", ["s1:1"]),
    ("我爸在哪家医院做的手术？", [], "abstain"),
    ("怎么给手机换电池？", [], "abstain"),
  ]),
  case("3d-printer", "g09", [
    ("2026-01-17T21:00:00+08:00", ["Bought a Prusa 3D printer kit and spent the whole weekend assembling it", "Kits are a great way to learn the machine.", "first print was a little boat, came out stringy", "Try lowering the nozzle temperature."]),
    ("2026-02-28T21:00:00+08:00", ["I'm printing replacement knobs for my mum's old oven now", "That's a really practical use."]),
  ], [
    ("What printer did I get?", ["s1:1"], "single-hop"),
    ("What was wrong with my first print?", ["s1:3"], "single-hop"),
    ("What am I making for my mother?", ["s2:1"], "single-hop"),
    ("What colour filament do I use?", [], "abstain"),
    ("Write a haiku about rain", [], "abstain"),
  ]),
  case("badminton", "g10", [
    ("2026-04-01T21:00:00+08:00", ["公司附近有个羽毛球俱乐部，每周三晚上打两个小时", "运动一下挺好。", "我主要打双打，搭档是同事小周", "双打配合很重要。"]),
    ("2026-06-03T21:00:00+08:00", ["小周调去深圳了，我现在跟俱乐部的老刘搭档", "新搭档要磨合一下。"]),
  ], [
    ("我现在羽毛球跟谁搭档？", ["s2:1"], "update", ["s1:3"]),
    ("我一般哪天去打球？", ["s1:1"], "single-hop"),
    ("我打单打还是双打？", ["s1:3"], "single-hop"),
    ("我用的是什么球拍？", [], "abstain"),
    ("北京到上海的高铁要多久？", [], "abstain"),
  ]),
  case("birdwatching", "g11", [
    ("2026-05-02T07:00:00+08:00", ["Got up at 5 to go birdwatching at the wetland park, saw a grey heron", "Herons are lovely to watch.", "I use an old pair of 8x42 binoculars from my uncle", "Good size for birding."]),
    ("2026-08-15T07:00:00+08:00", ["Saw a kingfisher for the first time, a flash of blue over the creek", "Lucky, they're quick."]),
  ], [
    ("What birds have I spotted?", ["s1:1", "s2:1"], "multi-hop"),
    ("Where did my binoculars come from?", ["s1:3"], "single-hop"),
    ("What did I see on August 15?", ["s2:1"], "temporal"),
    ("How many species are on my life list?", [], "abstain"),
    ("What's my blood type?", [], "abstain"),
  ]),
  case("xinjiang-trip", "g12", [
    ("2026-08-01T22:00:00+08:00", ["打算国庆去新疆自驾，从乌鲁木齐租车走独库公路", "独库公路风景特别好。", "一共七个人，租两辆车", "提前订车比较稳。"]),
    ("2026-09-10T22:00:00+08:00", ["独库公路十月初可能封路，我们改走伊犁环线了", "伊犁也很美。"]),
  ], [
    ("国庆自驾我们走哪条路线？", ["s2:1"], "update", ["s1:1"]),
    ("这次自驾一共几个人？", ["s1:3"], "single-hop"),
    ("我们在哪里租车？", ["s1:1"], "single-hop"),
    ("我们订的是哪家酒店？", [], "abstain"),
    ("帮我算一下房贷利息", [], "abstain"),
  ]),
  case("eczema", "g13", [
    ("2026-01-09T19:00:00+08:00", ["My eczema flared up again on both hands, the dermatologist gave me a steroid cream", "Use it only as long as prescribed.", "she said to stop using scented soap too", "Fragrance is a common trigger."]),
    ("2026-03-06T19:00:00+08:00", ["Hands are clear now, I only use a plain moisturiser", "Great that it's under control."]),
  ], [
    ("What did the skin doctor prescribe?", ["s1:1"], "single-hop"),
    ("How is my skin doing now?", ["s2:1"], "update", ["s1:1"]),
    ("What should I avoid for my eczema?", ["s1:3"], "single-hop"),
    ("What am I allergic to?", [], "abstain"),
    ("How do I make cold brew?", [], "abstain"),
  ]),
  case("skiing", "g14", [
    ("2026-01-24T18:00:00+08:00", ["第一次去崇礼滑雪，报了半天私教课", "初学者上私教很值。", "摔了无数次，屁股都青了", "第一次都这样。"]),
    ("2026-02-14T18:00:00+08:00", ["这次自己能从中级道滑下来了，买了一套二手雪板", "进步好快！"]),
  ], [
    ("我去哪里滑的雪？", ["s1:1"], "single-hop"),
    ("我现在滑得怎么样了？", ["s2:1"], "update", ["s1:1"]),
    ("2月14号那天我买了什么？", ["s2:1"], "temporal"),
    ("我的滑雪教练叫什么名字？", [], "abstain"),
    ("怎么腌酸菜？", [], "abstain"),
  ]),
  case("open-source", "g15", [
    ("2026-07-08T23:00:00+08:00", ["Opened my first pull request to an open-source project, fixing a typo in the docs of a Rust CLI", "Everyone starts somewhere.", "the maintainer asked me to squash my commits", "Interactive rebase does that."]),
    ("2026-08-05T23:00:00+08:00", ["My second PR got merged, this time an actual bug fix in the config parser", "Nice progress!"]),
  ], [
    ("What did my first pull request change?", ["s1:1"], "single-hop"),
    ("What was the maintainer's request?", ["s1:3"], "single-hop"),
    ("Have any of my PRs been merged?", ["s2:1"], "update", ["s1:1"]),
    ("How many stars does the project have?", [], "abstain"),
    ("Recommend a podcast about history", [], "abstain"),
  ]),
  case("kindergarten", "g16", [
    ("2026-03-20T20:00:00+08:00", ["女儿明年上幼儿园，我们看了家附近的两所公办园", "公办园性价比高。", "她现在每天中午还要睡两个小时", "幼儿园也有午睡。"]),
    ("2026-06-25T20:00:00+08:00", ["摇号结果出来了，女儿摇中了阳光幼儿园", "恭喜！"]),
    ("2026-09-01T20:00:00+08:00", ["今天第一天送她去幼儿园，她哭着不肯进门", "头几天都这样，很快会适应。"]),
  ], [
    ("我女儿上的是哪个幼儿园？", ["s2:1"], "single-hop"),
    ("女儿第一天上学表现怎么样？", ["s3:1"], "single-hop"),
    ("女儿中午睡多久？", ["s1:3"], "single-hop"),
    ("上周二女儿怎么了？", ["s3:1"], "temporal", None, "2026-09-09T20:00:00+08:00"),
    ("幼儿园一个月学费多少？", [], "abstain"),
    ("怎么修剪月季？", [], "abstain"),
  ]),
]

print(json.dumps({"name": "dialogues-5", "version": 1, "description": "Fifth dialogue set in new domains, kept out of every fit as a test set (issue 11, session 11).", "cases": CASES}, ensure_ascii=False, indent=1))
