"""Blind dialogue cases, set 41: eighteen users (nine English, nine Simplified Chinese), one life
domain each, talking with an assistant over three to five dated sessions between September 2032
and February 2033; facts are revised in later sessions and questions are asked on 2033-03-15.

  en-statin-switch-leeds        health: high cholesterol, statin change and lipid rechecks
  zh-ganyanzheng-xuchang        health: 干眼症治疗，滴眼液和强脉冲光疗程
  en-fhsa-condo-fund-toronto    money: first-home savings account and down-payment plan
  zh-nianzhongjiang-suqian      money: 年终奖怎么分配，还车贷、给父母、存钱
  en-son-uni-move-glasgow       family: son starting university, halls, allowance, course change
  zh-zhuanxue-xiamen            family: 孩子跨省转学，学籍、插班和适应
  en-aerial-silks-melbourne     hobbies: adult aerial silks classes and a student showcase
  zh-sumofang-shenyang          hobbies: 速拧魔方，练习成绩和WCA比赛
  en-pmp-exam-singapore         study/work: PMP certification prep, course, exam booking
  zh-xiaofanggongchengshi-cangzhou  study/work: 一级注册消防工程师考试和单位报销
  en-tromso-aurora-chicago      travel: winter northern-lights trip to Tromsø
  zh-maerdaifu-miyue-chengdu    travel: 马尔代夫蜜月，选岛、水飞和预算
  en-wetroom-conversion-york    home: converting a bathroom into a walk-in wet room
  zh-shuidian-gaizao-baotou     home: 老房水电改造和换热水器
  en-cat-hyperthyroid-adelaide  pets: old cat with hyperthyroidism, tablets then radioiodine
  zh-taidi-yazhou-wenzhou       pets: 泰迪牙周病，洗牙拔牙和术后护理
  en-will-guardians-wellington  legal/admin: writing wills after a second child, guardians, executor
  zh-fangchan-jiaming-zhengzhou legal/admin: 婚后房产证加名，不动产登记和税费
"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import labelled_case_builder, write_dialogues
QUESTION_TIME = "2033-03-15T12:00:00+00:00"
case = labelled_case_builder(QUESTION_TIME)
CASES = []

# ---------------------------------------------------------------- en health
CASES.append(case("en-statin-switch-leeds", "deb.fenwick", [
    ("2032-09-08T19:40:00+01:00", [
        ("statin_results", "Evening. Bit of a sobering afternoon. I'm Deb, 52, and I finally went for the NHS health check my surgery kept nagging me about. Dr Priya Malhotra at the Chapel Allerton practice rang with the bloods today: total cholesterol 7.4, LDL 5.1, HDL 1.3 and triglycerides 2.2, all in mmol/L. She said my QRISK3 came out at 14.8%, which apparently means roughly a 15 in 100 chance of a heart attack or stroke in the next ten years. I genuinely thought I was fine, I don't smoke and I'm not huge."),
        "That's a lot to take in, and it's a really common reaction, because high cholesterol has no symptoms at all. For context, UK guidance generally offers a statin once the ten-year QRISK score reaches 10%, so at nearly 15% your GP is following the book. An LDL of 5.1 is on the high side; many people land between 3 and 4. The usual goal with treatment is to cut non-HDL cholesterol by at least 40% from baseline. Your HDL of 1.3 is reasonable, and triglycerides around 2 are slightly raised but often respond to diet, alcohol and activity changes. Did she suggest starting medication straight away?",
        ("statin_start", "Yes. She's put me on atorvastatin 20mg, one tablet at night, starting tonight actually, the box is on the kitchen counter glaring at me. Recheck bloods are booked for 8 December. The thing that's really rattled me is my dad had his first heart attack at 61 and my mum keeps saying 'it's in the family, Deborah'. My older brother Martin is 57 and has never had a blood test in his life, so I've told him he's booking one whether he likes it or not."),
        "Starting tonight is good, atorvastatin is usually taken in the evening although it works at any time of day. A 20mg dose typically lowers LDL by around 40%, and a blood test about three months in is standard, to check both the response and the liver enzymes. Your dad's heart attack at 61 is relevant: a first-degree relative with early heart disease raises your own risk, and if your numbers stay very high despite treatment some GPs think about familial hypercholesterolaemia, which can be tested for. Nagging Martin is a kind thing to do. Common early side effects are mild stomach upset or muscle aches; if you get unexplained muscle pain, mention it rather than just stopping.",
        ("statin_diet", "Noted. Diet-wise I'm having a proper go. I drink three lattes a day from the café by school, full-fat milk, so I've switched to oat. Friday is always fish and chips with the girls from work, that's staying but I'll have a small portion. I've bought porridge oats and those Flora ProActiv mini drinks, and I want to do the Roundhay parkrun properly rather than walk half of it. I'm 78kg at 5 foot 5, so some weight off would help too."),
        "That's a sensible mix of changes you can actually stick to. Oats contain beta-glucan, and about 3g a day, roughly a big bowl of porridge plus something else oat-based, can lower LDL by a few percent. Plant sterol drinks like the ProActiv minis can take off another 7 to 10% when taken daily with a meal, although they don't replace a statin. Keeping the Friday treat but shrinking it is more sustainable than banning it. For parkrun, a run-walk plan such as Couch to 5K over nine weeks works well. Losing even 5 to 10% of body weight tends to improve triglycerides more than LDL. Would it help to have a simple weekly plan?",
        ("statin_job", "Maybe later. Term has just started and I'm drowning. I'm the school business manager at a primary in Headingley, so September is budgets, staff contracts and a leaking roof over Year 4. Honestly the stress probably doesn't help either."),
        "September in a school office sounds relentless. Stress doesn't raise cholesterol directly very much, but it does drive the habits that do: skipped meals, vending machine lunches, no time to exercise. A couple of anchors can help, like a packed lunch on the busiest days and a fixed walk at lunchtime even if it's 15 minutes round the block. I'll keep it simple for you, and when you're ready we can sketch a plan that fits around the working week and parkrun on Saturdays.",
    ]),
    ("2032-10-20T21:15:00+01:00", [
        ("statin_aches", "Update on the tablets. From about the 27th of September my thighs started aching, like I'd done a hundred squats, even on days I'd done nothing. Went back to Dr Malhotra last week. She did a CK blood test, which came back normal at 140, and said it's probably a statin intolerance thing rather than anything dangerous."),
        "I'm sorry, that sounds miserable. Muscle aches are the most common reason people struggle with statins; studies suggest somewhere between 5 and 10% of people report them, though some of that also happens on placebo. A normal CK is reassuring because it rules out the rare serious muscle damage. The usual options are a lower dose, a break and rechallenge, switching to a different statin, or alternate-day dosing. What did she decide?",
        ("statin_switch", "She's moved me off the atorvastatin altogether and onto rosuvastatin, 10mg, still in the evening. Said it's stronger milligram for milligram so a lower dose should do a similar job. I've been on the new one for five days and so far my legs feel more like my own. Also the blood recheck has been pulled forward, she wants it done on 24 November now instead of waiting until December, to see how the new one is going."),
        "That's a very common and sensible move. Rosuvastatin 10mg lowers LDL by roughly 45% on average, similar to or a bit more than atorvastatin 20mg, and some people tolerate one statin much better than another. Five days in is early, but an improvement is encouraging. Bringing the bloods forward to late November gives her a reading after about five weeks on it, which is enough to see most of the LDL effect, since statins reach near full effect within four to six weeks. Keep a little note of any aches, with dates, so you can tell her whether they've really gone.",
        ("statin_c25k", "Will do. Other news: I'm on week 5 of Couch to 5K and I actually ran the whole of Roundhay parkrun on Saturday without walking! 34 minutes something. Not fast but I nearly cried at the finish. Weight hasn't really budged though, still about 77."),
        "Running the whole 5K for the first time is a big milestone, well done. Weight often lags behind fitness, especially early on when you're building muscle and probably eating a bit more to fuel the runs. Cholesterol doesn't depend only on weight anyway, so the exercise is helping even if the scale is stubborn. If you want the weight to move, the most reliable lever is food: protein at breakfast, fewer liquid calories, and watching portions in the evening.",
    ]),
    ("2032-12-02T18:30:00+00:00", [
        ("statin_recheck", "Results are in from the 24 November bloods! Total cholesterol 4.6 and LDL 2.6. Dr Malhotra was really pleased, she said that's well over the 40% drop she wanted. She also had them run lipoprotein(a) while they were at it, which came back at 38 nmol/L, and she said that's not in the worrying range. Liver tests were fine."),
        "That's an excellent response. Going from 5.1 to 2.6 is close to a 50% cut in LDL, which is right at the upper end of what rosuvastatin 10mg usually achieves, so the diet changes are probably chipping in too. Lipoprotein(a) is largely genetic and doesn't respond much to lifestyle; levels above about 125 nmol/L are usually considered high risk, so 38 is reassuring given your dad's history. Normal liver tests also mean there's no reason to change course.",
        ("statin_weight", "And the scale finally moved. I'm 74kg this morning, so 4 down from when I started all this. Martin did go for his test, by the way, after a lot of grumbling. His LDL was 4.2, and his GP just told him to cut down on the pork pies and come back in six months. Typical."),
        "Four kilos is a real achievement, especially through a school autumn term. Martin getting tested at all is a win, and an LDL of 4.2 without other big risk factors is often managed first with lifestyle, depending on his overall risk score. Family history still counts, so it's worth him mentioning your dad's heart attack at 61 if he hasn't already. For you, the plan from here is usually to keep going and recheck in three to six months, then yearly once things are stable.",
        "Thanks. Christmas is going to be a test, there are mince pies in the staff room already.",
        "The staff room mince pie is a festive tradition you don't have to fight completely. Pick the treats you genuinely love, skip the ones you eat just because they're there, and keep parkrun going over the holidays, many events run on Christmas Day and New Year's Day. One week of indulgence won't undo three months of progress.",
    ]),
    ("2033-02-10T20:05:00+00:00", [
        ("statin_alt", "Hello again. Small wobble in January: the leg aches came back a bit after New Year, not as bad as with the first tablets but annoying. So Dr Malhotra and I agreed I'd drop to taking the rosuvastatin every other night instead of nightly, same tablet. Been doing that since the 10th of January and it's much better. She wants bloods again on 12 May to check it's still doing its job."),
        "Alternate-day dosing of rosuvastatin is a well-recognised approach for people with muscle symptoms. Because it stays in the body longer than most statins, taking it every other day still gives a substantial LDL reduction, often around 30 to 40% rather than the full effect. A May recheck makes sense to see whether your LDL has drifted up from 2.6. If it has risen a lot, GPs sometimes add ezetimibe, a non-statin tablet, but that's a conversation for after the results.",
        ("statin_pb", "Also, brag incoming: parkrun PB on 29 January, 31:40 at Roundhay! And I'm 72kg now. My goal was under 32 minutes by my birthday in April so I've done that early."),
        "Brilliant, under 32 minutes well before your deadline. Improving from around 34 minutes to 31:40 in three months is excellent progress for someone who started with walk intervals in September. Another two kilos down as well. You could set a new target now, maybe a sub-30 5K or a 10K later in the year, since training for a longer distance is a nice way to keep motivated.",
        "Maybe the Leeds 10K in the summer. Don't tell my mother.",
        "Your secret's safe. A summer 10K gives you a good few months to build up gradually: adding about 10% to your weekly distance at a time and doing one slightly longer run each week is a classic approach. Good luck with the May bloods too.",
    ]),
], [
    ("What was my LDL on that very first test in September?", ["statin_results"], "single-hop"),
    ("What did my QRISK score come out at?", ["statin_results"], "single-hop"),
    ("How old was my dad when he had his first heart attack?", ["statin_start"], "single-hop"),
    ("Which statin am I on now?", ["statin_switch", "statin_alt"], "update", ["statin_start"]),
    ("How often do I take my cholesterol tablet these days?", ["statin_alt"], "update", ["statin_switch"]),
    ("When did my first cholesterol recheck actually happen?", ["statin_switch", "statin_recheck"], "update", ["statin_start"]),
    ("What do I weigh at the moment?", ["statin_pb"], "update", ["statin_weight", "statin_c25k", "statin_diet"]),
    ("How far did my LDL fall between the first test and the recheck after the switch?", ["statin_results", "statin_recheck"], "multi-session"),
    ("How much weight have I lost altogether since I started all this?", ["statin_diet", "statin_pb"], "multi-session"),
    ("About how long after I started the first tablets did the thigh aches kick in?", ["statin_start", "statin_aches"], "temporal"),
    ("How long ago did I get my first cholesterol results back?", ["statin_results"], "temporal"),
    ("What was my HDL on the November recheck?", [], "abstain"),
    ("Did Dr Malhotra put me on ezetimibe?", [], "abstain"),
    ("What's my brother Martin's QRISK score?", [], "abstain"),
    ("What was my triglyceride level after switching statins?", [], "abstain"),
    ("What time did I run at the Leeds 10K?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh health
CASES.append(case("zh-ganyanzheng-xuchang", "hejiayi.xc", [
    ("2032-09-14T22:30:00+08:00", [
        ("gy_exam", "今天终于去看眼睛了。我叫何佳怡，31岁，在许昌一家游戏公司画原画，一天盯屏幕十二个小时起步。最近两个月眼睛又干又涩，下午就跟进了沙子一样，看东西还会糊一下。挂的许昌市中心医院眼科，医生姓贾，做了一堆检查，说是干眼症，睑板腺有点堵。泪膜破裂时间右眼4秒、左眼5秒，泪液分泌试验右眼6毫米、左眼8毫米，医生说都偏低。"),
        "干眼在长时间看屏幕的人里非常常见，你的检查结果也挺典型的。一般来说泪膜破裂时间低于10秒就算不稳定，低于5秒算比较明显；泪液分泌试验（Schirmer试验）5分钟少于10毫米提示分泌偏少。睑板腺堵塞会让泪膜里的油脂层变薄，眼泪蒸发得快，这是视频终端相关干眼最常见的类型。人盯屏幕的时候眨眼次数会从每分钟15到20次掉到5次左右，所以下午症状会明显加重。医生给你开了什么药？",
        ("gy_drops", "开了玻璃酸钠滴眼液，0.1%的，一天点4次，还让我每天热敷两次，每次10分钟，说是把睑板腺里的油化开。让我10月20号回去复查。我还挺慌的，我们组最近在赶一个新版本，根本不可能少看屏幕。"),
        "玻璃酸钠是最常用的人工泪液之一，保湿效果不错。热敷对睑板腺功能障碍很关键，温度一般在40到45度比较合适，可以用热毛巾、也可以用专门的热敷眼罩，敷完轻轻按摩一下眼睑边缘效果更好。工作上没法少看屏幕的话，可以试试20-20-20法则：每20分钟看20英尺（大约6米）外的东西20秒；显示器放低一点，让视线略微向下，眼睛睁开的面积小，蒸发也会少；空调房放个加湿器，湿度维持在40%到60%。",
        ("gy_setup", "我工位正对着空调出风口，这个我明天就找行政换个位置。加湿器家里有一个小米的，我搬一个到公司去。我们老板人还行，他自己也戴隐形眼镜，知道眼干多难受。"),
        "换掉空调直吹的位置可能比任何一瓶眼药水都管用。说到隐形眼镜，如果你自己也戴，干眼期间最好尽量换成框架眼镜，隐形会进一步加重泪膜不稳定。另外记得人工泪液里如果含防腐剂，一天点超过4到6次的话，长期可能刺激角膜，这个复查的时候可以问问贾医生。",
        "我不戴隐形，近视才两百度，就平时画图的时候戴框架。好的，先这样，我去热敷了。",
        "好的，热敷的时候顺便闭眼休息一下也好。10月20号复查的时候可以把这一个月的症状大概记一下，比如哪个时间段最难受、热敷后能缓解多久，方便医生判断效果。",
    ]),
    ("2032-10-22T21:10:00+08:00", [
        ("gy_recheck", "昨天复查了，本来约的20号，结果那天要上线临时改到了21号。贾医生说睑板腺还是堵，给我加了一个环孢素滴眼液，0.05%的，一天早晚两次，说要坚持用至少三个月才看得出效果。"),
        "环孢素滴眼液是针对干眼里炎症那一环的药，作用是减少眼表的炎症、帮助恢复泪液分泌。它起效比较慢，一般4到12周才开始有感觉，所以医生让你坚持三个月是常规做法。刚开始用的时候有一部分人会觉得烧灼或刺痛，通常几周后会减轻。它和人工泪液一起用的话，两种药之间最好间隔15分钟左右。",
        ("gy_haolu", "对，医生也说了。人工泪液那边她让我把原来那瓶换掉了，说我点的次数多，换成不含防腐剂的单支装，现在用的是海露，还是一天4次。另外她推荐我考虑做强脉冲光，就是IPL，说对睑板腺功能障碍效果好。医院报价一次680，三次一个疗程，隔两周做一次，医保不报。"),
        "不含防腐剂的人工泪液确实更适合需要频繁点的人，海露是玻璃酸钠的多剂量无防腐剂包装，开封后一般能用三个月左右，具体以说明书为准。强脉冲光治疗（IPL）是通过光的热效应和对眼睑边缘异常血管的作用来改善睑板腺功能，一般一个疗程3到4次，每次间隔2到4周，很多人做完第二次就会感觉好转。费用各地差别挺大，几百到一千多一次都有。它本身不太痛，会有一点热和被弹了一下的感觉。",
        "一次680，三次两千多，我想想。这个月工资刚发，应该还可以。我妈听说我要做什么'激光'，电话里念叨了半个小时。",
        "可以跟阿姨解释一下，IPL不是切割组织的那种激光，是宽光谱的强光，做的时候会戴护眼罩保护眼球，照的是眼睑下方和脸颊的皮肤，属于比较温和的物理治疗。如果预算允许，又是医生推荐的，在药物之外加上它通常能让睑板腺那部分问题改善得更快。",
    ]),
    ("2032-12-05T20:40:00+08:00", [
        ("gy_ipl", "IPL做了两次了，11月12号第一次，11月26号第二次，第三次约在12月10号。真的有用！现在下午那种沙子感少多了。上次做完顺便查了一下，右眼泪膜破裂时间到7秒了。"),
        "从4秒到7秒是很明显的进步，说明泪膜稳定性在变好，这和IPL加上环孢素、热敷一起起作用是吻合的。一般做完整个疗程后，效果能维持几个月到一年左右，之后有些人每半年到一年做一次维持治疗。症状改善以后也别马上停药，环孢素那种抗炎药突然停掉容易反弹。",
        ("gy_freq", "嗯环孢素还在按时点。海露现在我自己减到一天3次了，感觉够用，贾医生说可以，按需就行。还有，我自己掏钱把公司那台老显示器换成了一台明基的27寸，带那种自动调亮度的功能，花了1899。"),
        "按需减少人工泪液的次数是好事，说明眼睛自己分泌和保持泪液的能力在恢复。显示器能根据环境自动调亮度，对长时间工作的人挺友好，屏幕亮度和周围环境亮度接近时眼睛最不容易疲劳。另外屏幕顶端和视线齐平或者略低，眼睛就不用睁那么大，也能减少蒸发。",
        "我们组这周又开始加班了，估计年前都消停不了。",
        "加班期间最容易把热敷和点药忘掉，可以在手机上设几个固定提醒，比如午饭后和下班前各点一次，晚上睡前热敷。再就是多喝水，少熬夜，睡眠不足本身也会让干眼加重。",
    ]),
    ("2033-01-18T22:05:00+08:00", [
        ("gy_ipl3", "跟你汇报一下，第三次IPL最后拖到12月17号才做的，10号那天临时加班走不开，只能跟医院改了一周。做完三次整体感觉好了七八成。贾医生说环孢素再点满三个月看看，热敷改成一天一次就行。"),
        "晚一周做第三次问题不大，间隔两到三周都在常见范围内。好了七八成已经是很不错的效果了。热敷减到一天一次作为维持，也符合一般的做法。接下来主要是保持：环孢素按疗程用完，注意用眼习惯，之后复查时医生会再评估要不要继续或者做维持性的IPL。",
        ("gy_trip", "对了，春节我要回大理我外婆家，要坐飞机，还要在洱海边待十来天，那边风大又干。有啥要注意的吗？"),
        "飞机客舱的湿度通常只有10%到20%，比沙漠还干，对干眼的人很不友好。登机后可以先点一次人工泪液，飞行时间长的话中途再补一次，单支装的正好方便带。可以戴框架眼镜而不是隐形，睡觉时戴个眼罩。到了大理，高原紫外线强、风也大，出门戴一副包裹性好一点的太阳镜能挡风又防晒。晚上在房间里开加湿器或者放一盆水，也会舒服一些。",
        "好，我去买副墨镜。外婆还念叨要给我做乳扇吃哈哈。",
        "那这趟回去眼睛和嘴巴都能好好休息一下了。记得把环孢素也带上，它一般要冷藏或者阴凉保存，看一下说明书，路上别放在太热的地方。祝你春节愉快。",
    ]),
], [
    ("给我看干眼的医生姓什么？", ["gy_exam"], "single-hop"),
    ("我第一次检查时右眼的泪膜破裂时间是多少？", ["gy_exam"], "single-hop"),
    ("我现在用的人工泪液是哪个？", ["gy_haolu"], "update", ["gy_drops"]),
    ("我现在人工泪液一天点几次？", ["gy_freq"], "update", ["gy_drops", "gy_haolu"]),
    ("我第三次强脉冲光是哪天做的？", ["gy_ipl3"], "update", ["gy_ipl"]),
    ("我右眼泪膜破裂时间现在是几秒？", ["gy_ipl"], "update", ["gy_exam"]),
    ("第一次复查最后是哪天去的？", ["gy_recheck"], "update", ["gy_drops"]),
    ("三次IPL一共要花多少钱？", ["gy_haolu", "gy_ipl3"], "multi-session"),
    ("除了人工泪液，贾医生前后一共给我开了哪些药或治疗？", ["gy_drops", "gy_recheck", "gy_haolu"], "multi-session"),
    ("我第一次做IPL离第一次去看干眼隔了多少天？", ["gy_exam", "gy_ipl"], "temporal"),
    ("我开始用环孢素大概多久了？", ["gy_recheck"], "temporal"),
    ("我春节去哪儿？", ["gy_trip"], "single-hop"),
    ("我左眼的泪膜破裂时间复查后变成多少了？", [], "abstain"),
    ("环孢素滴眼液一支多少钱？", [], "abstain"),
    ("我的眼压是多少？", [], "abstain"),
    ("何佳怡春节回大理坐的是哪个航班？", [], "abstain"),
    ("贾医生有没有给我做过睑板腺按摩？", [], "abstain"),
]))

# ---------------------------------------------------------------- en money
CASES.append(case("en-fhsa-condo-fund-toronto", "tomasz.nowak", [
    ("2032-09-19T20:30:00-04:00", [
        ("fh_open", "Hey. So I finally did the adult thing: opened a First Home Savings Account last Sunday, the 12th, at TD, since that's where my chequing has been since university. Put the full $8,000 in straight away and for now it's just sitting in their high-interest savings option inside the account. I'm Tomasz, 30, dental hygienist at a clinic in Etobicoke, renting a one-bed near Islington station for $2,250 a month which feels like setting money on fire."),
        "Congratulations, that's a solid first step. The FHSA is one of the better deals for first-time buyers in Canada: contributions are tax-deductible like an RRSP, and withdrawals for a qualifying home purchase are tax-free like a TFSA. The annual limit is $8,000 with a $40,000 lifetime cap, and unused room can carry forward up to $8,000 into the next year. You can also claim the deduction in a later year if you expect a higher income then. Leaving it in cash is fine for a short horizon; if you're more than a few years out, some people invest part of it. What's your rough timeline and budget?",
        ("fh_goal", "Goal is a condo in Mimico, somewhere by the lake, around $550,000, and I'd like to buy in about two years. I'm trying to put away $1,200 a month towards it. I make $78,000 a year before tax."),
        "That's a clear target. On a $550,000 purchase the minimum down payment in Canada is 5% of the first $500,000 plus 10% of the remaining $50,000, so $30,000, though anything under 20% means paying mortgage default insurance, typically around 4% of the loan at the minimum down payment. Closing costs in Toronto add up too: Ontario land transfer tax plus the municipal Toronto land transfer tax, with first-time buyer rebates of up to $4,000 provincially and $4,475 municipally. Saving $1,200 a month for two years gives about $28,800 before any growth, on top of what's already in the FHSA.",
        ("fh_tfsa", "I also have $14,500 in a TFSA, mostly in a Canadian index fund my cousin told me about. Should that be part of the down payment or left alone as an emergency fund?"),
        "A common approach is to keep three to six months of essential expenses as an emergency fund somewhere safe and easy to get at, and treat anything above that as down-payment money. With rent at $2,250 plus other costs, an emergency fund might be in the $10,000 to $15,000 range, so you could think of the TFSA as mostly your safety net for now. If you have spare contribution room, the FHSA gets priority because of the tax deduction, and the RRSP Home Buyers' Plan lets you withdraw up to $60,000 from an RRSP for a first home too.",
        "Makes sense. I didn't even know about the Toronto land transfer tax, that's a nasty surprise.",
        "It catches a lot of people, because Toronto is the only city in Ontario with its own land transfer tax, so buyers there pay roughly double. The first-time buyer rebates take a big bite out of it on a condo in your price range, but it's worth building closing costs of about 1.5 to 2% of the price into your plan alongside the down payment.",
    ]),
    ("2032-11-03T19:00:00-04:00", [
        ("fh_switch", "Bit of a change since we last talked. I got fed up with TD's rate dropping, so I moved the whole FHSA over to Wealthsimple. Filled out the transfer form online, took about two weeks. Now it's invested in XEQT, the all-equity ETF, because my horizon is at least a couple of years and I'm willing to ride it out."),
        "Moving it with a direct transfer rather than withdrawing and re-depositing was the right call, since that keeps the tax treatment intact and doesn't use up contribution room. XEQT is a globally diversified all-equity fund with a management expense ratio around 0.20%. The trade-off is volatility: equity funds have dropped 20 to 30% in bad years, so for money needed in two years some people prefer a balanced mix or move gradually into cash as the purchase gets closer. If the timeline slides later, the case for equities gets stronger.",
        ("fh_ama", "Yeah I'll probably shift it to cash in the last six months. Also, Ama, my girlfriend, decided she's in. She opened her own FHSA at Wealthsimple too and put $5,000 in this year. We're thinking of buying together now, which changes the maths."),
        "Buying as a couple definitely changes things. Each first-time buyer can have their own FHSA, so together you have up to $80,000 of lifetime room, and both of you can use the RRSP Home Buyers' Plan as well. Lenders will look at combined income for the mortgage, which usually increases what you can borrow. It's worth talking early about how you'd split the down payment and how the ownership would be recorded, for example joint tenancy or tenants in common with set shares.",
        "We're going to have that talk over Christmas, probably with a bottle of wine involved.",
        "Probably the best way to have it. Writing down the basics afterwards, who contributed what and what happens if one person wants to sell, saves a lot of awkwardness later, and some couples formalise it in a cohabitation agreement.",
    ]),
    ("2032-12-14T21:20:00-05:00", [
        ("fh_hamilton", "Okay, big pivot. After a couple of weekends looking, Ama and I have basically given up on Mimico. We're now looking at Hamilton, there are stacked townhouse condos near the West Harbour GO station for way less. We've set our ceiling at $480,000 and we'd like to be in by spring 2034."),
        "Hamilton is a popular move for exactly that reason, and being near a GO station keeps a Toronto commute possible. A $480,000 price brings the minimum down payment down to $24,000, and Hamilton has no municipal land transfer tax, so closing costs drop noticeably too. Stacked townhouses usually come with condo fees, so check what the fees cover and how healthy the reserve fund is in the status certificate before you firm up any offer.",
        ("fh_raise", "And some good news: I got a raise at work, I'm now on $84,000, so we upped my monthly savings for the house to $1,500. Ama is doing $800 a month on her side."),
        "Congratulations on the raise. Putting most of it straight into savings before it disappears into lifestyle is smart. Between the two of you that's $2,300 a month, which over about fifteen months until spring 2034 adds up to roughly $34,500, before investment returns and before your existing FHSA, TFSA and Ama's account. That should cover a 5% down payment comfortably and get you closer to 10% or more.",
        "Now I just need to not buy a new bike in the spring.",
        "Maybe a used one. Your future self with a lower mortgage will thank you.",
    ]),
    ("2033-02-05T18:45:00-05:00", [
        ("fh_2033", "New year, new room: on January 3rd I put another $8,000 into the FHSA for 2033, straight into XEQT again. Ama topped hers up too. I've also done a call with a mortgage broker, Dana at a firm in Burlington. She said on my income alone I'd probably qualify for around $430,000, more with Ama, but we didn't get into rates or anything yet, that's for closer to the time."),
        "Early January contributions give the money the longest time to grow in the year, so good timing. Getting a rough pre-qualification number now is useful for planning; a formal pre-approval with a rate hold, often for 90 to 120 days, makes more sense once you're actively shopping. Lenders also apply the mortgage stress test, qualifying you at the higher of the contract rate plus 2% or 5.25%, which is why the figures can feel lower than expected.",
        ("fh_tax", "And the FHSA deduction should help at tax time. I'm going to claim both years' worth on my return. Ama wants to hold hers off until she's earning more."),
        "Claiming now versus later depends on your tax bracket. At your income, each dollar deducted saves roughly 30 cents in combined federal and Ontario tax, so a bigger deduction at the higher bracket is worth more. Ama carrying hers forward to a higher-income year is perfectly allowed, since FHSA deductions don't expire while the account is open.",
        "Honestly I feel way more in control than I did in September.",
        "That's the best outcome. You went from a single deposit to a plan with two accounts, a realistic target, and a clear monthly number. Keep an eye on the XEQT value as spring 2034 gets closer and move to safer holdings in time.",
    ]),
], [
    ("Which bank did I first open my FHSA with?", ["fh_open"], "single-hop"),
    ("Where's my FHSA held now?", ["fh_switch"], "update", ["fh_open"]),
    ("What's our price ceiling for the home?", ["fh_hamilton"], "update", ["fh_goal"]),
    ("How much am I putting away each month for the house these days?", ["fh_raise"], "update", ["fh_goal"]),
    ("What does Tomasz earn now?", ["fh_raise"], "update", ["fh_goal"]),
    ("How much have I put into my FHSA in total so far?", ["fh_open", "fh_2033"], "multi-session"),
    ("How much did Ama and I put into our FHSAs in 2032 combined?", ["fh_open", "fh_ama"], "multi-session"),
    ("How long ago did I open my FHSA?", ["fh_open"], "temporal"),
    ("How many days passed between my first and second FHSA deposits?", ["fh_open", "fh_2033"], "temporal"),
    ("What fund is my FHSA invested in?", ["fh_switch", "fh_2033"], "single-hop"),
    ("How much did the broker say I'd qualify for on my own?", ["fh_2033"], "single-hop"),
    ("What's Ama's salary?", [], "abstain"),
    ("What interest rate did Dana quote me?", [], "abstain"),
    ("Am I planning to use the RRSP Home Buyers' Plan?", [], "abstain"),
    ("What are the condo fees on the Hamilton townhouse we're eyeing?", [], "abstain"),
    ("How much did TD charge me to transfer the account out?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh money
CASES.append(case("zh-nianzhongjiang-suqian", "sun.haoran.sq", [
    ("2032-09-25T21:00:00+08:00", [
        ("nj_expect", "想提前规划一下年终奖怎么花。我叫孙浩然，34岁，在宿迁一家电商运营中心当客服组长，月薪11500。今天部门会上领导透了个底，说今年效益好，年终奖大概能有三个月工资，1月份发。"),
        "提前规划是好习惯，钱到手之前想清楚，比到手了再琢磨更不容易乱花。按三个月工资算税前大约是34500元。年终奖目前可以选择单独计税，也可以并入综合所得，一般收入不算特别高的情况下单独计税更划算，3万6以内适用3%的税率，单独计税的话大约扣一千出头的税。你心里大概有几个用途？",
        ("nj_car", "有三块。第一是车贷，我们2031年6月提的比亚迪秦PLUS，贷了五年，月供2180，现在还剩差不多4万8没还。我想用年终奖提前还掉一部分，减轻压力。"),
        "提前还车贷之前，有几点值得先问清楚：一是合同里有没有提前还款违约金，有些汽车金融公司会收剩余本金的1%到3%；二是你的贷款利率是多少，如果是厂家贴息的低息甚至零息贷款，提前还其实不划算，钱放在手里或者存起来反而更好；三是车贷多半是等额本息，越往后利息占比越少，已经还了一年多的话，提前还能省的利息也在变少。",
        ("nj_plan", "第二块是过年给我爸妈包个6000的红包，他们在沭阳乡下，一年到头也不舍得花钱。第三块就是存起来，我老婆小敏一直说家里存款太少，万一有个啥事心里没底。还有我闺女果果5岁了，小敏想给她报个舞蹈班。"),
        "这三块安排挺周全的。给父母的钱是心意，这个数额量力而行就好。存款这块，很多理财建议是先攒够家庭3到6个月的开支作为应急金，放在活期或者随时能取的地方；再多出来的部分可以考虑定期或者大额存单。孩子的兴趣班一般一学期两三千到四五千不等，可以先试听再决定。",
        "行，我先跟车贷那边问问利率。",
        "好的，问的时候顺便问一下提前还款的流程，是只能还一部分还是必须一次还清，还完之后是月供减少还是期限缩短，两种方式对总利息影响不一样。",
    ]),
    ("2032-11-16T20:30:00+08:00", [
        ("nj_noprepay", "问清楚了，我们那个车贷是4S店做的厂家贴息，年化才1.99%，而且提前还要收剩余本金2%的手续费。小敏一算，说提前还纯属亏钱，我也同意了，车贷就按月慢慢还，不动它了。"),
        "这个决定很合理。1.99%的贷款利率比现在很多存款利率还低，再加上2%的违约金，提前还基本不可能省钱。把年终奖用在利率更高的用途或者存起来，整体更划算。",
        ("nj_parents2", "还有红包的事，小敏说不能只给我爸妈，她爸妈在泗洪，也得一碗水端平。所以改成了两边老人各包4000。"),
        "两边一样是很多小家庭的做法，能少很多不必要的比较。两边各4000，加起来8000，比原计划多了2000，不过心意和公平都照顾到了。",
        "对，女人的话要听哈哈。",
        "家庭财务里两个人意见一致最重要。你们现在年终奖的用途大致就剩孝敬老人、存款和孩子的兴趣班了，到时候钱到账了可以先把给老人的部分单独拿出来，剩下的再分配。",
    ]),
    ("2033-01-20T21:40:00+08:00", [
        ("nj_paid", "年终奖昨天到账了，有点失望。说是大环境不好，最后只给了两个半月，税前28750，扣了个税到手27887。两边老人的钱我已经各转了4000过去了。剩下的拿了15000在工商银行买了个三年期的大额存单。"),
        "虽然比预期少了一些，但两个半月在现在的环境下也不算差。按单独计税，28750乘以3%就是862.5元的税，和你到手的数对得上。大额存单的起存门槛一般是20万，不过现在很多银行也有1万、2万起的小额存单产品，三年期锁定的话利率通常比活期高不少，中途需要用钱一般也可以转让或者提前支取，只是利息按活期算。",
        ("nj_art", "还有就是果果的兴趣班，最后没报舞蹈，她试听完说不喜欢转圈，喜欢画画，就报了个美术班，一学期2680，在她幼儿园旁边。"),
        "尊重孩子自己的兴趣，坚持下去的概率会大很多。5岁左右的美术班一般以涂鸦、手工、色彩感知为主，不要太在意画得像不像，重在让她享受过程。",
        "剩下的几千块我打算留着过年花，走亲戚、给小孩压岁钱啥的。",
        "过年的开销确实容易超预期，留一笔专门的钱挺好。建议把压岁钱、聚餐、礼品大致列个单子，到时候心里有数。",
    ]),
    ("2033-02-18T20:15:00+08:00", [
        ("nj_prepay", "跟你说个事，我们最后还是动了车贷。过年时小敏她表哥在银行上班，说我们算漏了，那个2%的手续费是前12个月才收，满一年以后就免了。我们是2031年6月的贷款，早就过了。所以我拿过年剩下的钱加上存的一点，凑了1万先还了一截，现在车贷只剩两万九左右了，月供也降了。"),
        "原来如此，提前还款违约金有时间限制的条款挺常见，多亏有人提醒。不过有一点还是值得想想：即使没有违约金，1.99%的利率依然很低，提前还款省下的利息大概只有一两百块。它的好处更多在于心理上少一笔负担、每月现金流宽松一点，如果这对你们更重要，这个决定也完全说得通。",
        "主要是小敏看着欠款数字不舒服哈哈。存单那一万五没动。",
        "那就是把确定的低息负债减少了一些，又保留了存单作为储备，挺平衡的。接下来可以考虑每月固定存一笔，比如发工资当天自动转出10%到15%，慢慢把家里的应急金补到三到六个月的开支。",
        "嗯，今年争取多攒点。",
        "加油，有了这次规划的经验，明年年终奖再来的时候会更从容。",
    ]),
], [
    ("我的车贷每个月还多少？", ["nj_car"], "single-hop"),
    ("我开的是什么车？", ["nj_car"], "single-hop"),
    ("我的年终奖最后到手多少？", ["nj_paid"], "update", ["nj_expect"]),
    ("过年给老人的钱最后是怎么给的？", ["nj_parents2", "nj_paid"], "update", ["nj_plan"]),
    ("车贷我们到底提前还了没有？", ["nj_prepay"], "update", ["nj_noprepay", "nj_plan"]),
    ("我现在车贷还剩多少？", ["nj_prepay"], "update", ["nj_car"]),
    ("果果最后报的什么兴趣班？", ["nj_art"], "update", ["nj_plan"]),
    ("实际拿到的年终奖税前比当初预计的少了多少？", ["nj_expect", "nj_paid"], "multi-session"),
    ("今年的年终奖分别花在了哪几块上？", ["nj_paid", "nj_art", "nj_prepay"], "multi-session"),
    ("年终奖到账到现在多久了？", ["nj_paid"], "temporal"),
    ("我们提车到现在大概多久了？", ["nj_car"], "temporal"),
    ("小敏的年终奖有多少？", [], "abstain"),
    ("我买的那个大额存单利率是多少？", [], "abstain"),
    ("我家房贷每个月要还多少？", [], "abstain"),
    ("孙浩然每个月公积金缴多少？", [], "abstain"),
    ("果果之前想报的舞蹈班是哪家机构的？", [], "abstain"),
]))

# ---------------------------------------------------------------- en family
CASES.append(case("en-son-uni-move-glasgow", "fiona.macleod.ivs", [
    ("2032-09-05T21:00:00+01:00", [
        ("cu_halls", "Evening. I'm Fiona, up in Inverness, and I am not coping with the idea of my eldest leaving home. Callum is 18 and starting Mechanical Engineering at Strathclyde this month. He's got a room at Birkbeck Court, the university halls, moving in on Saturday the 11th. It's £168 a week on a 40-week contract, en-suite, shared kitchen with five others. We're driving him down, it's about three and a half hours if the A9 behaves."),
        "That's a big week for the whole family. Birkbeck Court is right in the city centre campus, so he'll be close to his lectures. For a 40-week contract at £168 a week the total comes to £6,720, usually paid in instalments, often three, lined up with student funding payments. For the move itself, the things people most often forget are a doorstop (kitchens with fire doors get lonely), a mattress protector, an extension lead without a switch if halls allow it, basic tools, and a few meals frozen for the first week. How is Callum feeling about it?",
        ("cu_allow1", "He's playing it cool but he's been packing and unpacking the same box for two days. Money-wise, my husband Alasdair and I have agreed to send him £60 a week for food and bits, on top of whatever his student loan gives him. His little sister Isla, she's 15, has already claimed his bedroom for her drum kit."),
        "£60 a week is a common level of parental top-up for food and essentials. Many families pay it weekly rather than as a lump sum because first-year students often learn budgeting the hard way in week two. A simple method: once the loan arrives, subtract rent and any fixed bills, divide what's left by the number of weeks until the next payment, and treat that as the weekly budget alongside your £60. Isla annexing the room is a very traditional sibling move.",
        ("cu_isla", "Ha, she's saving up for a proper cymbal, she's got a Saturday job at a café on Church Street now. Anyway, any advice on what not to say when we drop him off? I'm going to cry in the car park, I know it."),
        "Crying in the car park is allowed, just maybe after he's waved you off. Lots of parents find a short, warm goodbye works better than staying for hours: help carry things up, make the bed, have a quick lunch, then go. Agree a light check-in rhythm, like a message every couple of days or a call on Sundays, rather than daily texts. And tell him it's normal if the first few weeks feel lonely; homesickness often peaks in weeks two to four.",
        "Sunday calls. I can do Sunday calls.",
        "That's a lovely rhythm. It gives him space to settle in and something to look forward to. Let me know how the move goes.",
    ]),
    ("2032-09-20T22:10:00+01:00", [
        ("cu_movedin", "We got him moved in on the 11th as planned, five flatmates, one from Aberdeen, two from Lagos, one from Belfast and a lad from Dundee. I held it together until Stirling. Then this week he calls and says he's got a job! Tesco Express on Sauchiehall Street, 12 hours a week, £11.90 an hour."),
        "What a good start. A flat with people from so many places is a great way to make friends quickly. Twelve hours a week is within the range most universities suggest for full-time students, often no more than 15 to 20 hours in term time, so he should still have plenty of time for lectures and labs. At £11.90 an hour that's about £142 a week before any deductions, although at that level he's likely under the income tax threshold.",
        ("cu_job", "Exactly, so Alasdair and I talked and we've cut his weekly money to £40 now that he's earning. He was fine with it, he said he'd rather have the job anyway. Only thing is he says he's a bit homesick in the evenings."),
        "Reducing the top-up while he's earning is reasonable, and it's good he agreed rather than felt it was imposed. Evening homesickness is very common around week two. Freshers' societies help a lot, most universities have hundreds of clubs, and Strathclyde has an engineering society, sports clubs and gaming groups. A regular weekly commitment gives structure and friends outside the flat.",
        "He mentioned the climbing club, maybe I'll nudge him.",
        "A gentle nudge is perfect. Climbing clubs tend to be very welcoming to beginners, and the social side after sessions is often half the point.",
    ]),
    ("2032-11-14T20:00:00+00:00", [
        ("cu_doubt", "So there's a development. Callum rang last Sunday and said he's not enjoying the mechanical engineering side, too much thermodynamics and not enough actually designing things. He wants to move into Product Design Engineering instead. He's got a meeting with his adviser of studies, Dr Khan, on 24 November to see if he can switch at the start of second semester."),
        "It's really common to realise in first year that a course isn't quite right, and switching early is far easier than later. Product Design Engineering usually shares a lot of first-year content with Mechanical Engineering, so moves between them often don't mean starting again. The adviser of studies is exactly the right person. It helps if he goes to the meeting with a short explanation of why, the modules he's enjoyed, and questions about any extra module he'd need to catch up on.",
        "I'm a bit worried he's just having a wobble and will regret it.",
        "That's a fair worry. One way to tell a wobble from a real mismatch is whether he's running away from something or towards something. If he can say what he'd like to do instead, design projects and prototyping for example, that's a positive reason. Dr Khan will have seen lots of students in the same position and can tell him how the two degrees differ later on and what jobs they lead to.",
    ]),
    ("2033-01-09T19:30:00+00:00", [
        ("cu_switched", "Happy new year! The meeting went well and it's official, he's moved across to Product Design Engineering from this semester. He has to do one catch-up design module but he's actually excited, which is new. He was home for Christmas from the 19th of December and went back down on the 6th."),
        "Happy new year, and that's lovely news. Excitement is a very good sign, it usually means the decision came from a real interest. Catch-up modules can be a bit of extra work at first but tend to be manageable. It sounds like a good long Christmas break too.",
        ("cu_dennistoun", "It was, although he ate us out of house and home. Also, they're already sorting next year. He and three mates from his flat have put their names down for a four-bed flat in Dennistoun from September, £520 a month each. Apparently you have to sign by January in Glasgow or everything good is gone."),
        "That's true in many university cities, the rush for second-year flats starts surprisingly early. Before signing, it's worth checking the tenancy type, in Scotland most new tenancies are private residential tenancies which are open-ended, whether bills are included, the deposit amount, which has to be protected in an approved scheme, and whether each student needs a guarantor. Many landlords ask for a UK-based parent as guarantor.",
        "Yes, they want us as guarantors. I'll read it carefully.",
        "Good idea. Watch for whether the guarantee is joint, covering the whole flat's rent, or limited to Callum's share; limited to his share is much safer for you.",
    ]),
    ("2033-02-22T21:00:00+00:00", [
        ("cu_partick", "Update on the flat saga: the Dennistoun one fell through, the landlord decided to sell. So the four of them have gone for a place in Partick instead, near the subway, £545 each a month, and the guarantee is only for his share. I read every word of it like you said."),
        "Sorry about the first flat, but Partick is a popular student area with easy subway links into the city centre, and a guarantee limited to his share is exactly what you want. £25 more a month each is a modest increase for a better location.",
        ("cu_hours", "And Tesco have bumped him up to 16 hours a week since February. So Alasdair and I have changed things again: instead of the weekly money we now just pay his phone contract and send £100 at the start of each month for emergencies. He says he's rich. He's not."),
        "Sixteen hours is still within the usual guidance, though it's worth him keeping an eye on it around exams. Switching to a monthly amount plus covering a fixed bill is a nice step towards independence, he learns to budget across a month like a salary. If he finds it tight, it's easy to adjust.",
        "He's coming home for Isla's birthday in March, so I'll get the full report.",
        "That'll be a nice reunion. Enjoy having the whole family round the table again.",
    ]),
], [
    ("Which halls did Callum move into?", ["cu_halls"], "single-hop"),
    ("How much per week is Callum's room in halls?", ["cu_halls"], "single-hop"),
    ("Who is Callum's adviser of studies?", ["cu_doubt"], "single-hop"),
    ("What degree is Callum doing now?", ["cu_switched"], "update", ["cu_halls"]),
    ("How much money do we send Callum these days?", ["cu_hours"], "update", ["cu_job", "cu_allow1"]),
    ("Where is Callum going to live next year?", ["cu_partick"], "update", ["cu_dennistoun"]),
    ("How many hours a week does Callum work at Tesco now?", ["cu_hours"], "update", ["cu_movedin"]),
    ("Roughly how much does Callum earn a week at Tesco now?", ["cu_movedin", "cu_hours"], "multi-session"),
    ("How did Callum's course switch come about and when did it take effect?", ["cu_doubt", "cu_switched"], "multi-session"),
    ("How long ago did Callum move into halls?", ["cu_halls", "cu_movedin"], "temporal"),
    ("How long was Callum home over Christmas?", ["cu_switched"], "temporal"),
    ("What grades did Callum get in his first-semester exams?", [], "abstain"),
    ("How much is Callum getting from SAAS?", [], "abstain"),
    ("What's the deposit on the Partick flat?", [], "abstain"),
    ("How much an hour does Isla get at the café?", [], "abstain"),
    ("Did Callum join the climbing club?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh family
CASES.append(case("zh-zhuanxue-xiamen", "liuwen.xm", [
    ("2032-09-03T21:30:00+08:00", [
        ("zx_arrive", "唉，这段时间忙疯了。我叫刘雯，39岁。我老公王建被公司从哈尔滨调到厦门分公司当技术总监，我们一家8月28号刚到厦门，在湖里区租了个房子。最头疼的是儿子子墨的上学问题，他今年上四年级。"),
        "跨省搬家又赶上开学，确实是最忙乱的时候。随迁子女在厦门上公办学校，一般需要准备：父母一方的居住证或者在办的回执、租房合同或房产证明、父母一方在厦门的劳动合同和社保缴纳证明、户口本、孩子原学校的学籍信息等。插班一般是向居住地所在区的教育局提出申请，由教育局根据学位情况统筹安排。你们现在走到哪一步了？",
        ("zx_orig", "子墨原来在哈尔滨南岗区的花园小学念书。区教育局那边已经给安排了，去滨北实验小学插班，先分在四年级五班，班主任姓庄，是个年轻女老师。现在就差学籍转过来，要原来学校在全国学籍系统里点同意，老师说大概两个礼拜。"),
        "能这么快安排到学位已经很顺利了。学籍转接一般是转入校先发起申请，转出校审核，再经过两边教育部门确认，顺利的话一到两周，遇到开学高峰期可能会久一点。学籍没转完之前孩子一般可以先跟班上课，不影响学习。可以跟哈尔滨原来的班主任打个招呼，请她留意系统里的审核。",
        ("zx_hockey", "好的。还有一个担心是他在哈尔滨一直练冰球，练了三年，每周两次，这边好像找不到冰场，他有点失落。数学这边教材也不一样，哈尔滨用的是人教版，这边好像是北师大版。"),
        "冰球在南方确实不太好找，不过厦门也有室内冰场，可以查一下周边商场里有没有开设青少年冰球或者滑冰课程的。也可以借这个机会让他接触一下新的运动，比如足球、篮球、游泳，南方户外运动的季节长。教材版本不同的话，知识点总体差不多，但顺序会有差异，可能有些单元他已经学过，有些还没学，可以找庄老师要一下这学期的目录，提前把没学过的补一补。",
        "这孩子嘴上不说，晚上偷偷哭过一次。",
        "搬家对孩子来说意味着离开所有熟悉的朋友和环境，失落很正常。可以多陪他聊聊，也可以让他跟哈尔滨的好朋友保持视频联系，同时鼓励他在新班级里先交一两个朋友，通常过了一两个月会好很多。",
    ]),
    ("2032-10-26T20:50:00+08:00", [
        ("zx_xueji", "学籍的事终于搞定了，10月18号系统里显示转入成功，比说的两个礼拜慢多了，中间哈尔滨那边说系统卡着。"),
        "办好了就好，国庆长假前后是系统审核的高峰，慢一些也常见。学籍落定以后，孩子在厦门的在校信息就完整了，以后评优、参加比赛也方便。",
        ("zx_class2", "还有个变化，学校说五班人数超了，上周把子墨调到了三班，现在的班主任是黄老师，一个五十多岁的男老师，挺严的。子墨刚跟五班同学混熟，又得重新来，有点郁闷。不过他在三班交到了个好朋友，叫阿杰，本地人，带他去打篮球。期中考试数学考了78，他以前都是九十多分的。"),
        "再换一次班对孩子来说确实不容易，不过能很快交到朋友是个好信号。78分对一个刚转学、教材版本还不同的孩子来说其实可以理解，有些题可能是前面单元他没学过的内容。可以跟黄老师沟通一下，看看失分主要在哪些知识点，针对性补一补。经验丰富又严格的老师，对孩子的学习习惯通常很有帮助。",
        "是的，黄老师挺负责的，主动给我打了电话说孩子的情况。",
        "老师主动沟通是很难得的，可以保持这种联系。比如每个月简单问一下孩子在校的状态，家校配合，孩子适应起来会更快。",
    ]),
    ("2033-01-16T21:20:00+08:00", [
        ("zx_final", "好消息！期末考完了，子墨数学考了91，黄老师说进步很大。而且他被选进了学校的足球队，每周二周四放学后训练，现在天天回家说足球，冰球都不怎么提了。"),
        "太好了，从78到91说明他已经把教材衔接的问题补上了。能进校足球队也说明他真正融入了新学校。足球和冰球在团队配合、位置意识上其实有相通的地方，他之前的运动基础应该帮了不少忙。",
        ("zx_winter", "寒假我们打算回哈尔滨过年，1月22号走，2月12号回来，让他见见以前的同学，也陪陪爷爷奶奶。就是担心他回去又舍不得走。"),
        "回去看看老朋友和爷爷奶奶对孩子是好事，能让他觉得以前的生活没有被切断。至于舍不得，可以提前跟他说好回厦门以后的安排，比如足球队开训、跟阿杰约好一起玩，让他对回来也有期待。另外从厦门到哈尔滨温差五六十度，衣服要准备好。",
        "哈哈是，他的羽绒服都压箱底了，估计都小了。",
        "孩子一年能长好几厘米，到了哈尔滨现买也是个办法，那边冬装选择多。祝你们春节团聚愉快。",
    ]),
], [
    ("子墨原来在哈尔滨哪所学校上学？", ["zx_orig"], "single-hop"),
    ("我老公为什么调到厦门？", ["zx_arrive"], "single-hop"),
    ("子墨现在在几班？", ["zx_class2"], "update", ["zx_orig"]),
    ("子墨现在的班主任姓什么？", ["zx_class2"], "update", ["zx_orig"]),
    ("子墨最近一次数学考了多少分？", ["zx_final"], "update", ["zx_class2"]),
    ("子墨现在课余练的是什么运动？", ["zx_final"], "update", ["zx_hockey"]),
    ("子墨的数学从期中到期末提高了几分？", ["zx_class2", "zx_final"], "multi-session"),
    ("子墨在厦门的好朋友叫什么，他们一起玩什么？", ["zx_class2"], "single-hop"),
    ("从我们到厦门到学籍办好用了多少天？", ["zx_arrive", "zx_xueji"], "temporal"),
    ("寒假回哈尔滨一共待多少天？", ["zx_winter"], "temporal"),
    ("子墨的学籍转好到现在多久了？", ["zx_xueji"], "temporal"),
    ("子墨的学籍号是多少？", [], "abstain"),
    ("子墨期末语文考了多少？", [], "abstain"),
    ("黄老师教什么科目？", [], "abstain"),
    ("我们在厦门租的房子月租多少？", [], "abstain"),
    ("子墨在足球队踢什么位置？", [], "abstain"),
]))

# ---------------------------------------------------------------- en hobbies
CASES.append(case("en-aerial-silks-melbourne", "mia.tran.mel", [
    ("2032-09-15T21:30:00+10:00", [
        ("as_first", "I just got home from my first ever aerial silks class and my forearms are literally shaking as I type. I'm Mia, 33, an accountant in the CBD, and I've wanted to try this since I saw a circus show in Fitzroy years ago. The studio is Flying Fox Aerial Arts in Brunswick, Wednesday nights 7 to 8:15, and our instructor is Sasha, who can hang upside down by one ankle while chatting. It's $420 for a 10-week term. I could not get more than about a metre off the ground."),
        "Welcome to silks! Shaking forearms after the first class are practically a rite of passage, since your grip and forearm flexors do most of the work until you learn to use your feet and legs. Almost nobody can climb in the first class; most people take somewhere between three and eight weeks to get their first full climb, often using a foot lock or a Russian climb technique. Between classes, gentle grip work like dead hangs from a pull-up bar for 10 to 20 seconds, and core work like hollow holds, will help a lot. Make sure you rest, though, tendons adapt more slowly than muscles.",
        ("as_shoulder", "Good to know. I should say I dislocated my left shoulder in 2019 snowboarding at Falls Creek, it's been fine since physio but I'm nervous about hanging. Sasha said to tell her if anything twinges."),
        "Telling your instructor was exactly right. After a dislocation, the key in aerial work is keeping the shoulder active rather than hanging passively in the joint, which means pulling the shoulder blades down and slightly back, sometimes called 'active hang' or engaged shoulders. Strengthening the rotator cuff with light band exercises, external rotations and face pulls, is something physios often recommend for people taking up hanging sports. If you get any feeling of the shoulder slipping or a clunk, stop and get it checked.",
        "I'll dig out my old physio bands. Honestly the hardest part was the foot lock, I kept wrapping it the wrong way.",
        "The foot lock is notoriously fiddly at first. It helps to practise the wrap standing on the floor, with the silk next to your shin, until the motion is automatic: silk to the outside of the foot, under, then step down with the other foot to pin it. Many people also find it easier on their dominant side first. You'll get it.",
    ]),
    ("2032-10-19T20:45:00+11:00", [
        ("as_monday", "Update from the silks girl! Wednesdays stopped working, end of quarter means I'm stuck at the office late, so Sasha let me swap into her Monday 6pm class instead. Same level, slightly smaller group, which I like."),
        "That's a nice outcome, and smaller groups usually mean more time on the silk and more feedback. Monday evenings can also be good for recovery, because you have the week to rest before the next session.",
        ("as_climb", "And the big news: on 10 October I did my first full climb to the top! Russian climb, four climbs up, legs shaking. Everyone clapped. The studio also announced the end-of-term student showcase, it's on Saturday 11 December at the studio, and beginners can do a short group routine. Our group's song is Holocene by Bon Iver."),
        "Congratulations, that's a real milestone, especially within a month. The Russian climb is efficient once it clicks because your feet hold you and your arms just reposition. A showcase is a great goal for the term. With slow, atmospheric music like Holocene, routines tend to focus on clean lines, controlled climbs and simple poses rather than tricks, which is ideal for beginners.",
        "I'm terrified and thrilled.",
        "That's the right mix. A few tips for showcases: practise the routine more times than you think you need, agree on a simple recovery move if you miss a wrap, and point your toes, it makes everything look better.",
    ]),
    ("2032-11-28T19:15:00+11:00", [
        ("as_moved", "Showcase news. The studio had a double booking with a corporate hire, so they've pushed the showcase a week to Saturday 18 December. And Sasha changed our music, she said Holocene was too slow for the transitions, we're now doing our routine to Dreams by Fleetwood Mac. Honestly better, I can count it."),
        "A week's delay gives you more rehearsal time, so that's not a bad thing. Dreams has a steady, clear beat, which makes it much easier to time climbs and drops to, and a familiar song tends to please an audience of friends and family.",
        ("as_term2", "I've already signed up for term 2, starting in February. And I've been doing a Friday conditioning class at the studio too, $25 drop-in, it's brutal, all pull-ups and leg lifts."),
        "Conditioning classes are where a lot of aerial progress comes from, because strength for inverts and climbs often lags behind skill. Pull-ups and hanging leg raises are exactly what silks needs. Just make sure you have at least one full rest day between conditioning and your Monday class if your shoulder is tired.",
        "Yep, Saturdays are sofa days now.",
        "Sofa days are part of training. Good luck with the final rehearsals.",
    ]),
    ("2033-01-05T20:00:00+11:00", [
        ("as_done", "Happy new year! Showcase done on the 18th and I didn't fall off. Our group routine had a climb, a hip key, a straddle back and at the end I did a star drop, which I only landed consistently the week before. My partner Dev filmed it and my mum cried."),
        "Happy new year and congratulations! A star drop in your first showcase is impressive, drops are a big mental step. Having the video is great both as a memory and for seeing your lines from the outside.",
        ("as_rig", "Now I'm obsessed. I'm thinking of buying a freestanding rig for the backyard so I can practise at home. There's one from an Aussie company for about $1,150 with a 6 metre frame. Good idea or terrible idea?"),
        "Home rigs can work well but there are a few things to weigh up. Freestanding rigs need enough height and footprint, often 6 to 7 metres high with a wide base, level ground, and crash mats underneath, which add a few hundred dollars. Outdoors, fabric degrades in sun and rain, so many people take the silk inside after each session. The biggest risk is training alone: most aerial coaches recommend never practising new or drop moves without a spotter. Open training time at a studio is the other common option.",
        "Hmm, the 'alone' bit is a fair point. Dev is not a spotter, he faints at blood.",
        "Then it's probably worth looking at open training sessions first, and revisiting a rig later once you know exactly what you'd use it for.",
    ]),
    ("2033-02-16T21:10:00+11:00", [
        ("as_opentrain", "You were right. I've shelved the backyard rig idea, Dev was relieved. Instead I've been going to the studio's open training on Sunday afternoons, $18 an hour, and there's always an instructor on the floor. Term 2 started on 7 February and Sasha moved me up to the intermediate class, still Mondays."),
        "Open training with an instructor present gives you practice time and safety, so that's a great compromise. Moving up to intermediate after one term is a sign you've progressed quickly. Expect the jump to feel hard at first, intermediate classes usually add more inversions from the air and longer sequences.",
        "We did inverting in the air last week and I nearly cried. My shoulder's fine though, no twinges at all.",
        "That's great to hear about the shoulder. Inverting in the air is one of those moves that feels impossible until one day it doesn't; keep your shoulders engaged and your core tight, and it'll come.",
    ]),
], [
    ("What's my silks instructor's name?", ["as_first"], "single-hop"),
    ("How much did my first 10-week term cost?", ["as_first"], "single-hop"),
    ("Which shoulder did I dislocate, and how?", ["as_shoulder"], "single-hop"),
    ("What night is my silks class on now?", ["as_monday", "as_opentrain"], "update", ["as_first"]),
    ("When did the showcase end up being held?", ["as_moved", "as_done"], "update", ["as_climb"]),
    ("What song did our group perform to?", ["as_moved"], "update", ["as_climb"]),
    ("Am I getting a rig for home practice?", ["as_opentrain"], "update", ["as_rig"]),
    ("Which silks moves have I managed so far?", ["as_climb", "as_done"], "multi-session"),
    ("What do I pay for extra sessions at the studio besides my term classes?", ["as_term2", "as_opentrain"], "multi-session"),
    ("How long ago was my first silks class?", ["as_first"], "temporal"),
    ("How many days were there between my first class and the showcase?", ["as_first", "as_moved"], "temporal"),
    ("Who owns Flying Fox Aerial Arts?", [], "abstain"),
    ("How high is the rig at the studio?", [], "abstain"),
    ("How much were tickets for the showcase?", [], "abstain"),
    ("What time does the Friday conditioning class start?", [], "abstain"),
    ("How much is the term 2 fee?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh hobbies
CASES.append(case("zh-sumofang-shenyang", "zhao.yiming.sy", [
    ("2032-10-02T15:20:00+08:00", [
        ("sm_start", "国庆宅家，天天在拧魔方哈哈。我叫赵一鸣，27岁，在沈阳地铁当行车调度，倒班，休息的时候就拧。三阶现在用的CFOP，F2L刚学会，OLL和PLL还在用两步法。现在ao5平均38秒左右，最好单次29.8秒，就是运气好那一把。主力魔方是GAN 14磁悬浮，399块，我老婆说我疯了。"),
        "38秒的平均在刚学完F2L的阶段很正常。CFOP里最大的提速一般来自两方面：一是F2L从'找到就做'变成直观流畅、减少停顿观察；二是把OLL、PLL从两步法换成一步法，完整OLL有57个公式，完整PLL有21个。多数人学完PLL再学OLL，因为PLL只有21个、出现频率高、收益明显。很多人从38秒到30秒以内，靠的主要就是减少停顿，而不是手速。",
        ("sm_comp", "我想去参加比赛！看到WCA官网上有个2032沈阳魔方公开赛，11月20号在浑南那边的一个体育馆。想先报三阶，最好再报个二阶，二阶我平时也玩。"),
        "第一次参加WCA比赛是个很好的目标。官方比赛的三阶一般是每轮5次还原，去掉最快和最慢取中间3次平均，叫ao5，通常会有初赛成绩线，达不到就不能进下一轮。观察时间是15秒，超过15秒但不到17秒会加2秒罚时，超过17秒直接DNF。第一次去最重要的是熟悉流程：计时器的用法、打乱后等待、签成绩单，这些在家可以用计时器模拟练一下。",
        "我去买个比赛用的那种计时器练练。",
        "对，比赛用的是双手放在感应区、松手开始计时的那种计时器，和手机计时的手感不太一样，提前习惯能少一些失误。也可以在家模拟15秒观察，养成观察完就开始的节奏。",
    ]),
    ("2032-11-06T22:40:00+08:00", [
        ("sm_newcube", "更新一下：那个GAN 14最近我总觉得转起来太轻，手一快就过拧，现在主力换成了魔域的一个入门款磁力三阶，反而顺手多了，哈哈贵的不一定适合。三阶平均降到31秒左右了。OLL开始背一步法了，57个里面已经会了20个。"),
        "这种情况挺常见，魔方的手感很个人化，有的人喜欢轻快，有的人喜欢稳一点、有阻尼感。很多速拧选手也会长期用相对便宜的魔方。平均从38到31进步很明显。学OLL的时候可以优先学出现频率高的那些，比如十字的7个（OCLL），再按形状分组记，比如小闪电、P形、T形，记起来会轻松很多。",
        ("sm_reg", "比赛已经报上了，报名费80块，报了三阶和二阶两个项目。最近每天下班练一个小时。"),
        "报名完成就有明确的目标了。比赛前一周可以不再学新公式，重点练熟已经会的，再模拟几次完整的ao5，体会一下比赛的节奏。二阶的话，即使是用三阶的方法还原也没问题，主要注意观察的时候尽量规划好前几步。",
        "紧张，但是很期待。",
        "第一次比赛紧张很正常，手抖、观察发懵都是常事。可以把目标定成'顺利完成每一把、不出DNF'，成绩反而会更好。",
    ]),
    ("2032-11-22T20:10:00+08:00", [
        ("sm_result", "比完了！20号那天三阶初赛五把，最好一把26.41秒，平均30.88秒，都是我的官方成绩了！就是没进复赛，差了一点。二阶最后没比成，它跟三阶的签到时间撞了，我就放弃了，只比了三阶。"),
        "恭喜你拿到第一个WCA官方成绩！26.41的单次在比赛的紧张状态下很不错，平均30.88也很接近你在家的水平，说明心态控制得挺好。没进复赛不用太在意，很多比赛的复赛线和人数有关。第一次参加就放弃一个项目专注主项，其实是明智的。",
        "现场有个初中生平均11秒，我看傻了。",
        "比赛现场能近距离看到高手，是非常好的学习机会。那个水平一般是全套CFOP加上高级技巧，比如F2L多种插入方法和提前观察。你的进步曲线很好，按现在的速度继续练，三个月后再看会有明显变化。",
    ]),
    ("2033-02-12T21:00:00+08:00", [
        ("sm_feb", "过年这段时间练得狠，好消息：OLL的57个全背完了，PLL 21个也都会了，全套一步法！现在三阶ao5平均24秒左右。"),
        "太棒了，全套OLL加PLL是一个很大的里程碑。从31秒到24秒，进步幅度非常大。接下来提速的重点通常会转到F2L效率和提前观察上，比如做最后一组F2L的时候就开始看OLL的情况，减少每个阶段之间的停顿。",
        ("sm_next", "下一个目标已经定了，4月16号的大连魔方公开赛，已经报上了，这次只报三阶。我老婆说要跟我一起去，顺便去海边玩。"),
        "有家人陪着去比赛是很棒的体验，比完还能在大连玩一玩。按你现在的水平，第二次比赛冲一个平均25秒以内的官方成绩很有希望。",
        "那就这么定了，争取进复赛！",
        "加油！赛前记得保持平常心，按照平时的节奏来。",
    ]),
], [
    ("我第一次参加的是哪个比赛？", ["sm_comp"], "single-hop"),
    ("沈阳那场比赛报名费多少？", ["sm_reg"], "single-hop"),
    ("我现在主力魔方用的是哪个？", ["sm_newcube"], "update", ["sm_start"]),
    ("我三阶现在平均多少秒？", ["sm_feb"], "update", ["sm_newcube", "sm_start"]),
    ("一步法OLL我会了多少个了？", ["sm_feb"], "update", ["sm_newcube"]),
    ("沈阳那场比赛我最后比了哪些项目？", ["sm_result"], "update", ["sm_reg", "sm_comp"]),
    ("我在比赛里的单次比国庆时在家的最好单次快了多少？", ["sm_start", "sm_result"], "multi-session"),
    ("我在沈阳比赛的官方平均成绩是多少？", ["sm_result"], "single-hop"),
    ("我第一次比赛到现在多久了？", ["sm_comp", "sm_result"], "temporal"),
    ("离我下一场比赛还有多久？", ["sm_next"], "temporal"),
    ("我的WCA ID是多少？", [], "abstain"),
    ("我二阶平均几秒？", [], "abstain"),
    ("魔域那个魔方花了多少钱？", [], "abstain"),
    ("大连公开赛的报名费是多少？", [], "abstain"),
    ("沈阳那场比赛我排第几名？", [], "abstain"),
    ("赵一鸣的盲拧最好成绩是多少？", [], "abstain"),
]))

# ---------------------------------------------------------------- en study/work
CASES.append(case("en-pmp-exam-singapore", "aditi.raman.sg", [
    ("2032-09-11T22:00:00+08:00", [
        ("pm_course", "Okay, committing to this publicly so I can't back out: I'm doing the PMP. I'm Aditi, 35, implementation lead at a healthcare software vendor here in Singapore, I've been running hospital system rollouts for about six years without the letters after my name. I've signed up for a 35-hour bootcamp with Kairos Learning, four Saturdays starting 18 September, S$1,850. My company said they'll cover half of it. I'm aiming to sit the exam around 3 December."),
        "Good for you, and six years of implementations is exactly the kind of experience the PMP is designed to recognise. The eligibility requirements with a degree are 36 months of project leadership experience in the last eight years plus 35 contact hours of project management education, which your bootcamp covers. The current exam has 180 questions over 230 minutes, split across three domains: People, about 42%, Process, about 50%, and Business Environment, about 8%, with a large share of agile and hybrid content. Many people study for 8 to 12 weeks, so early December is ambitious but doable if you study consistently. Some Singapore residents also use SkillsFuture credit toward courses like this.",
        ("pm_materials", "I've got the Rita Mulcahy book and I signed up for PMI Study Hall for practice questions. My plan is an hour every weekday evening after my son Kiran goes to bed, plus the Saturday classes."),
        "That's a solid plan. Rita's book is good for the mindset the exam expects, and Study Hall questions are written in PMI's own style. A common approach is to finish the content in the first six weeks, then spend the rest on full-length mock exams and reviewing every wrong answer. Many candidates find that consistently scoring 70% or more on quality mocks is a sign they're ready.",
        "Next step is the application itself, which I hear is a pain.",
        "The application mainly involves describing each project: your role, dates, and a short summary of what you did across initiating, planning, executing, monitoring and closing. Keep each summary concrete and in PMI terminology. A small percentage of applications are randomly selected for audit, in which case you need signatures from supervisors confirming your experience, so it's worth letting past managers know in advance.",
    ]),
    ("2032-10-24T21:00:00+08:00", [
        ("pm_audit", "Guess who got audited. Of course. I need my old manager from my previous company, Mr Tan Wei Ming, to sign off on two projects. He's retired and in Penang now, so I'm posting the forms this week. Meanwhile I booked the exam at the Pearson VUE test centre in the CBD for 10 December, and did my first full mock on Saturday: 62%. Not great."),
        "Audits are random and usually straightforward if your experience is genuine, it's mostly a paperwork delay. PMI generally gives you 90 days to send in the documents. A first full mock in the low 60s is very typical; the first one mainly shows you where your gaps are and how tiring 230 minutes is. Go through every wrong answer and note whether the mistake was knowledge, misreading, or thinking like a real-world manager instead of PMI's ideal.",
        "Most of my misses were in the agile questions. I've spent my whole career in waterfall hospital rollouts.",
        "That's the most common gap for experienced waterfall managers. Focus on servant leadership, team self-organisation, the role of the product owner, backlog refinement, and how change is handled in iterative delivery. The exam's default answer often favours collaborating with the team and addressing issues directly rather than escalating.",
    ]),
    ("2032-12-05T20:30:00+08:00", [
        ("pm_moved", "Mr Tan came through and the audit cleared on 18 November. But I didn't feel ready for the 10th, so I pushed the exam back to 14 January. My latest mock last weekend was 71%, finally over the line. The agile stuff is clicking."),
        "Great news on the audit, and moving the date to when you're ready is a smart decision rather than a setback. Going from 62% to 71% in about five weeks is a solid jump. Aim for a few more full mocks between now and January so you keep your stamina up. Over the holidays, shorter daily sessions help keep the content fresh.",
        ("pm_boss", "And a nice surprise at work: my boss, Leila, told me the company will now pay the whole course fee instead of half, as long as I pass. So there's a bit of motivation."),
        "That's generous and a nice incentive. Companies often link full reimbursement to passing, so keep your receipts and the pass confirmation handy for the claim. Good luck with the final stretch.",
    ]),
    ("2033-01-16T19:00:00+08:00", [
        ("pm_result", "I PASSED! Sat it on the 14th, in the end I did it as an online proctored exam at home rather than at the test centre, because Kiran had a fever and I didn't want to leave him with the helper all day. Above Target in People and Process, Target in Business Environment. I cried a bit."),
        "Congratulations, that's a fantastic result! Above Target in the two biggest domains is strong. Online proctoring has strict room rules so well done for managing it with a sick child at home. You can now use PMP after your name, and your certification is valid for three years, during which you earn professional development units to renew.",
        ("pm_claim", "Already submitted the claim to Leila with the certificate, so the S$1,850 should come back next payroll. I'm going to frame the email, honestly."),
        "Frame it, you earned it. Once the reimbursement lands, you could put a note in your calendar to start logging PDUs early, because a lot of what you already do at work, like mentoring, giving talks, or courses, can count.",
    ]),
    ("2033-02-20T20:00:00+08:00", [
        ("pm_promo", "And the PMP is already paying off: I've been promoted to senior project manager, effective 1 March. First big project is rolling out our system across Greenleaf Clinics, 14 GP clinics, with go-live targeted for July. I need to get 60 PDUs in three years to keep the cert, right?"),
        "Congratulations on the promotion! Yes, the PMP renewal requires 60 PDUs every three years, split between Education, which covers Ways of Working, Power Skills and Business Acumen, and Giving Back, for example volunteering, creating content or working as a practitioner, which is capped. A multi-site clinic rollout like Greenleaf is a great showcase project; a phased go-live, starting with one or two pilot clinics, tends to reduce risk.",
        "Pilot with two clinics is exactly what I was going to propose. Nice to know my instincts match the textbook now.",
        "That's the best sign the learning stuck. Good luck with the Greenleaf rollout.",
    ]),
], [
    ("Which company ran my PMP bootcamp?", ["pm_course"], "single-hop"),
    ("How much did the bootcamp cost?", ["pm_course"], "single-hop"),
    ("Who signed off my audit forms?", ["pm_audit"], "single-hop"),
    ("When did I actually sit the PMP exam?", ["pm_moved", "pm_result"], "update", ["pm_audit", "pm_course"]),
    ("Where did I take the exam in the end?", ["pm_result"], "update", ["pm_audit"]),
    ("How much of the course fee is my company covering?", ["pm_boss", "pm_claim"], "update", ["pm_course"]),
    ("What's Aditi's job title now?", ["pm_promo"], "update", ["pm_course"]),
    ("By how much did my full mock score improve between the first and latest attempt?", ["pm_audit", "pm_moved"], "multi-session"),
    ("How did I study for the PMP and what results did I get in each domain?", ["pm_materials", "pm_result"], "multi-session"),
    ("How many days were there between my first bootcamp Saturday and the exam?", ["pm_course", "pm_moved"], "temporal"),
    ("How long ago did I pass the PMP?", ["pm_result"], "temporal"),
    ("What was my exact score on the PMP exam?", [], "abstain"),
    ("How much did I pay for PMI membership?", [], "abstain"),
    ("Did I use my SkillsFuture credit for the bootcamp?", [], "abstain"),
    ("How many PDUs have I earned so far?", [], "abstain"),
    ("How many people are on my Greenleaf project team?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh study/work
CASES.append(case("zh-xiaofanggongchengshi-cangzhou", "gao.jianjun.cz", [
    ("2032-09-06T21:15:00+08:00", [
        ("xf_start", "兄弟，我在备考一级注册消防工程师。我叫高建军，36岁，在沧州临港经济技术开发区一家化工厂当安全员，干了十年了。8月15号开始学的，报名的时候三科都报了：技术实务、综合能力、案例分析。考试是11月6号和7号两天。网课买的是一家叫筑安教育的，1980块，全科班。"),
        "化工厂安全员考一级消防是很对口的方向，你平时接触的防火防爆、危化品管理，在实务和案例里都会用到。一级消防三科的合格线一般是：技术实务满分100分，60分合格；综合能力和案例分析满分各120分，72分合格。不少人第一年会集中精力先攻一两科，因为三科全过的比例不高，成绩是滚动管理的。你每天能保证多少学习时间？",
        ("xf_company", "平时一天两个小时左右，下了夜班就不好说了。单位这边挺支持的，领导说考过一科就奖励2000块，三科全过以后每个月还有证书补贴。"),
        "单位有奖励政策是很好的激励。每天两小时，从8月中到11月初大概一百六七十个小时，用来系统学完三科会比较紧。一般建议先把技术实务学扎实，它是另外两科的基础，综合能力侧重法规和消防设施的检查维护管理，案例分析则是把前两科的内容用到具体建筑和场景里。倒班的话，可以把背诵的内容放在碎片时间，比如用手机刷题。",
        "对，我现在上下班坐班车就刷题。",
        "坐班车刷题很好，尤其是规范条文、防火间距这些需要记的数字。可以把常错的题做个错题本，考前重点翻。",
    ]),
    ("2032-10-15T22:30:00+08:00", [
        ("xf_plan", "调整一下策略。这一个多月发现三科真顾不过来，报名早就截止了也改不了，所以我决定主攻实务和综合这两科，案例分析就随缘了，不专门花时间。"),
        "这个策略很常见，也比较现实。实务和综合能力的内容和案例分析有不少重叠，把这两科学扎实，明年再考案例也会轻松很多。接下来三周可以以真题和模拟题为主，每科至少做几套完整的计时模拟，熟悉时间分配。",
        "嗯，最近每晚都做一套模拟题。综合能力太难背了，那么多规范。",
        "综合能力的法规和规范数量多，可以按照'设施类型'来组织记忆，比如消火栓系统、自动喷水灭火系统、火灾自动报警系统，每一类记住检测的频次、维护的周期和关键的数值。理解了为什么这样规定，再记数字会容易一些。",
    ]),
    ("2032-11-10T20:40:00+08:00", [
        ("xf_after", "考完了！6号考的实务和综合，7号的案例分析我最后没去，实在没准备，去了也是浪费一天。考完对了一下答案，自己估的实务大概78，综合可能65左右，综合可能悬了。"),
        "辛苦了！实务估78分的话，过线的可能性很大。综合估65分离72分的合格线有点差距，不过估分误差很常见，尤其是多选题，有时候判分会比想象中好一点或差一点。案例分析没去考也没关系，集中精力过两科已经是很不错的战果了。",
        "等成绩吧，听说要等一个多月。",
        "是的，一般在考试后一个多月公布。这段时间可以先放松一下，等成绩出来再决定明年的计划。",
    ]),
    ("2032-12-20T21:00:00+08:00", [
        ("xf_score", "成绩18号出来了。实务74，过了！综合70，差两分，气死了。估分还是估高了。"),
        "恭喜实务过了！这一科是基础，过了它明年的压力会小很多。综合差两分确实很可惜，不过70分说明你的基础已经很接近了，明年再考把握会大很多。成绩实行滚动管理，已经通过的科目在规定的周期内有效，明年只需要考综合和案例分析。",
        "嗯，单位那个奖励说是过一科就发，不知道什么时候给。",
        "一般这类奖励需要提交成绩单或者合格证明，你可以把成绩截图交给人事或者安全部门，问问发放的时间。",
    ]),
    ("2033-02-08T20:30:00+08:00", [
        ("xf_bonus", "年前单位把那2000块奖励发下来了，1月15号到账的。"),
        "不错，单位说到做到，也算是对你这几个月辛苦的认可。",
        ("xf_newcourse", "今年我换了家培训机构，原来筑安那家的案例课讲得太散了，现在报了消安学堂的两科班，就综合和案例，1680块。老师讲案例思路很清楚，我已经开始听了。"),
        "换一个讲课风格更适合自己的机构是明智的。案例分析考的是综合运用能力，需要一套稳定的答题思路，比如先识别建筑类别和火灾危险性，再对照防火分区、安全疏散、消防设施逐项分析。提前开始学，时间就宽裕多了。",
        "今年就剩两科，争取一把过。",
        "两科的压力小很多，如果保持每天两小时，到秋天能学得比较扎实了。加油！",
    ]),
], [
    ("我在哪里工作，做什么的？", ["xf_start"], "single-hop"),
    ("单位说考过一科奖励多少钱？", ["xf_company"], "single-hop"),
    ("我现在用的是哪家的网课？", ["xf_newcourse"], "update", ["xf_start"]),
    ("我的技术实务最后考了多少分？", ["xf_score"], "update", ["xf_after"]),
    ("综合能力成绩最后出来是多少？", ["xf_score"], "update", ["xf_after"]),
    ("去年的案例分析我去考了没有？", ["xf_after"], "update", ["xf_start", "xf_plan"]),
    ("我报网课一共花了多少钱？", ["xf_start", "xf_newcourse"], "multi-session"),
    ("单位承诺的奖励最后拿到了吗，是多少？", ["xf_company", "xf_bonus"], "multi-session"),
    ("从考试到出成绩隔了多少天？", ["xf_after", "xf_score"], "temporal"),
    ("我开始备考消防工程师到现在多久了？", ["xf_start"], "temporal"),
    ("单位奖励到账到现在多长时间了？", ["xf_bonus"], "temporal"),
    ("我的准考证号是多少？", [], "abstain"),
    ("消安学堂的案例课老师叫什么？", [], "abstain"),
    ("今年的消防工程师考试是哪天？", [], "abstain"),
    ("我有没有二级消防工程师证？", [], "abstain"),
    ("高建军去年考试的考点在哪个学校？", [], "abstain"),
]))

# ---------------------------------------------------------------- en travel
CASES.append(case("en-tromso-aurora-chicago", "nate.hollis.chi", [
    ("2032-09-09T20:00:00-05:00", [
        ("tr_plan", "Hi! Planning mode activated. I'm Nate, 47, teach high school chemistry on the North Side of Chicago, and for our 20th anniversary my wife Carmen wants to see the northern lights. We're taking our daughter Lucía too, she's 16 and was promised. Rough plan: Tromsø, Norway, January 20 to 27, flying SAS from O'Hare through Oslo. I've been eyeing the Clarion Hotel The Edge on the harbour for the Tromsø nights. Total budget is $9,000 for the three of us, everything in. Wishlist: an aurora chase tour, dog sledding and whale watching."),
        "Tromsø is one of the best bases in the world for aurora, sitting right under the auroral oval at about 69.6°N. January gives you long dark nights, around 20 hours of darkness, with the sun not rising at all until mid-January and then only briefly. Aurora chases usually run from about 6pm to 1am and drive inland, sometimes toward Finland, to find clear skies, because coastal Tromsø is often cloudy. One important note: the orca and humpback whale season in the fjords typically runs from about late October to mid-January, so late January whale safaris may be limited or finished. $9,000 for three people for a week in Norway in peak season is workable but tight, since Norway is expensive: a restaurant main is often $35 to $45.",
        ("tr_gear", "Good to know about the whales. Gear-wise we have Chicago winter coats, so we're used to cold, but Carmen gets cold feet literally and figuratively. Lucía just wants to see reindeer."),
        "Chicago winters are good training, though Tromsø itself is milder than people expect thanks to the Gulf Stream, often around -3 to -8°C in town, while inland chase spots can drop to -20°C or lower. Wool base layers, insulated boots with room for thick socks, and chemical toe warmers make a big difference for cold feet. Most aurora and husky tours lend thermal overalls and boots. For Lucía, many Sami camps near Tromsø offer reindeer feeding and sledding with a traditional lavvu tent and a meal.",
        "Reindeer camp goes on the list then.",
        "Great choice, those evenings often combine reindeer feeding, a meal like bidos stew, and aurora watching if the sky cooperates, so you get two chances in one.",
    ]),
    ("2032-10-14T21:30:00-05:00", [
        ("tr_booked", "Okay, things are booked and of course the plan changed. Lucía's semester exams run until January 21, so we've moved the whole trip to January 24 through 31. And SAS prices went crazy, so we're flying Icelandair instead, through Reykjavik, $1,340 a person return. For the hotel we ended up at the Scandic Ishavshotel instead of the Clarion, it was cheaper and has a view of the Arctic Cathedral."),
        "Working around Lucía's exams makes sense, and late January has a bit more daylight for sightseeing while still giving long dark nights. Icelandair through Reykjavik is a popular route from the US to Norway, and some fares allow a free stopover in Iceland if you ever want to add one. The Scandic Ishavshotel sits right on the waterfront near the Hurtigruten quay, with a good breakfast buffet, which helps with food costs in Norway.",
        "Yes, I read about the breakfast. We plan to eat like bears every morning.",
        "That's a classic Norway budget strategy. Supermarkets like Rema 1000 and Coop are also handy for lunches and snacks.",
    ]),
    ("2032-12-01T19:00:00-06:00", [
        ("tr_tours", "Tours are booked! Aurora chase with Arctic Lights Tours on the night of January 26, $245 per person. Dog sledding at Kvaløya Husky Camp on January 27. We dropped the whale watching, you were right, the season's done by then. And instead we added two nights at a cabin in the Lyngen Alps, January 28 to 30, then back to Tromsø for the last night before flying home."),
        "That's a great itinerary. Leaving a couple of nights for aurora before and after the tour gives you more chances, since clouds are the biggest enemy. Lyngen is stunning, the mountains rise straight out of the fjord, and a cabin away from city lights is a good place for your own aurora watching. Most chase companies offer a rebooking or partial refund if they don't see the lights, so it's worth checking their policy. For photos, a tripod and manual settings, roughly ISO 1600 to 3200 and a few seconds' exposure, work well on most phones and cameras.",
        "I bought a small tripod already. Carmen says I'm more excited than Lucía.",
        "That sounds about right for a chemistry teacher about to see oxygen and nitrogen glowing in the sky.",
    ]),
    ("2033-02-06T18:30:00-06:00", [
        ("tr_report", "We're back and it was incredible. Funny thing, we saw the aurora first from right outside the hotel on the 25th, green curtains over the cathedral. The tour night on the 26th was completely clouded over, so Arctic Lights moved us to the 27th and we got a huge display inland. But that meant the dog sledding got cancelled and refunded, and with the Lyngen trip we couldn't fit it back in. Lucía didn't care, she got her reindeer at the Sami camp."),
        "What a trip! Seeing the lights over the Arctic Cathedral from the hotel on your first full night is lucky, and it sounds like the tour company handled the cloudy night well. Missing the dog sledding is a shame, but a very common trade-off when you chase the weather. It gives you a reason to go back.",
        ("tr_cost", "Damage report: we spent about $10,200 all in, the Lyngen cabin and eating out pushed it. No regrets."),
        "Coming in somewhat over budget is very normal for Norway, and it sounds like the extras were worth it. Enjoy sorting through the photos.",
    ]),
], [
    ("Who came with me to Norway?", ["tr_plan"], "single-hop"),
    ("How much did the aurora tour cost per person?", ["tr_tours"], "single-hop"),
    ("What dates was our Tromsø trip in the end?", ["tr_booked"], "update", ["tr_plan"]),
    ("Which airline did we fly with?", ["tr_booked"], "update", ["tr_plan"]),
    ("Which hotel did we stay at in Tromsø?", ["tr_booked"], "update", ["tr_plan"]),
    ("Did we go whale watching?", ["tr_tours"], "update", ["tr_plan"]),
    ("Did we get to go dog sledding?", ["tr_report"], "update", ["tr_tours"]),
    ("How far over our budget did the trip come in?", ["tr_plan", "tr_cost"], "multi-session"),
    ("Was the aurora tour night the night we first saw the lights?", ["tr_tours", "tr_report"], "multi-session"),
    ("How long ago did we fly home from Norway?", ["tr_booked"], "temporal"),
    ("How many nights did we spend in the Lyngen cabin?", ["tr_tours"], "temporal"),
    ("What was our flight number out of O'Hare?", [], "abstain"),
    ("What was the KP index on the tour night?", [], "abstain"),
    ("How much did the Lyngen cabin cost?", [], "abstain"),
    ("What was our aurora guide's name?", [], "abstain"),
    ("Did we buy travel insurance for the Norway trip?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh travel
CASES.append(case("zh-maerdaifu-miyue-chengdu", "deng.jiaqi.cd", [
    ("2032-09-10T22:10:00+08:00", [
        ("my_plan", "好开心又好累！我叫邓佳琪，29岁，在成都一家律所做行政。我跟男朋友周航10月5号在成都办婚礼，蜜月想春节去马尔代夫，大概6晚。预算5万，两个人全包。现在纠结住哪个岛，看了康莱德港丽和四季库达呼拉，都好贵。机票想的是成都飞吉隆坡转机再飞马累，便宜点。"),
        "恭喜你们！马尔代夫蜜月在选岛上最纠结，主要看几个方面：一是交通方式，水上飞机单程20到50分钟，美元几百一人，快艇离马累近的岛几十分钟；内飞加快艇适合远一些的环礁。二是餐食计划，早餐、半餐、全餐、全包价格差异很大，岛上单点餐很贵，一顿晚饭人均常见100美元以上。三是房型，很多人选前几晚沙屋、后几晚水屋，兼顾浮潜和私密。港丽和四季都属于顶级岛，6晚加交通，5万预算会比较吃紧。春节是马尔代夫的旺季，越早订价格越好。",
        ("my_snorkel", "我们俩都不会潜水，但是想浮潜，最想看到海龟和鲸鲨。周航说他要天天躺在水屋的吊床上。"),
        "浮潜不需要证，会游泳、戴好救生衣就可以参加度假村组织的浮潜活动。海龟在很多岛的礁盘都能见到；鲸鲨主要在南阿里环礁一带比较常见，一年四季都有机会，一般需要参加专门的出海行程。选岛的时候可以看看岛的'房礁'好不好，房礁好的话从沙滩走下去就能浮潜。",
        "那我们再比比房礁。婚礼的事还一堆没弄完，等婚礼完了再定。",
        "好的，先把婚礼顺利办完最重要。婚礼后一周内再定岛和机票也来得及，但春节房价会一直涨，建议不要拖到11月以后。",
    ]),
    ("2032-10-20T21:30:00+08:00", [
        ("my_island", "婚礼办完啦，累瘫了三天。蜜月定了！港丽和四季最后都没选，太贵。定的阿雅达，在南边的环礁，前3晚沙滩别墅，后3晚水上别墅，订的半餐。机票也改了，发现川航有成都直飞马累的航班，虽然贵一点但不用折腾转机，就订了直飞。"),
        "恭喜新婚！阿雅达在加夫环礁，距离马累比较远，一般是先坐内陆飞机约一小时，再坐快艇十几分钟上岛，建议把内飞时间和国际航班衔接好，留出足够的时间。半餐通常包含早餐和晚餐，午餐另外付费。直飞能省掉转机的等待和行李风险，蜜月来说舒服很多。",
        "对，直飞晚上出发，第二天早上就到了。",
        "那落地后正好接上内飞，一般中午前就能上岛，蜜月第一天就能享受了。出发前记得确认护照有效期在6个月以上，马尔代夫对中国护照是免签落地的。",
    ]),
    ("2032-12-15T20:00:00+08:00", [
        ("my_budget", "又有变化。第一，周航公司年会改到了1月28号，他必须参加，所以我们改成1月29号出发，2月5号回来。第二，我们算了一下半餐午饭在岛上单点太贵了，干脆把餐食升级成了全餐。第三，预算只能往上调了，现在总共大概6万2。"),
        "这几个调整都挺合理的。全餐包含早午晚三餐，对于在岛上待6晚的行程，通常比半餐加单点午餐更省心，也不一定更贵。1月29号出发正好卡在春节假期，马尔代夫那时候天气晴朗、海况好，是一年中最好的季节之一。预算上调也很常见，春节是旺季。",
        "还要准备什么吗？",
        "可以准备：防晒霜（很多岛要求使用对珊瑚友好的防晒）、防晒衣或者浮潜衣、一个手机防水袋；美元现金用来给小费和支付内飞、快艇的额外费用；常用药品，尤其是晕船药和肠胃药。如果想看鲸鲨，提前问度假村有没有鲸鲨出海行程，通常需要提前预约。",
    ]),
    ("2033-02-12T21:40:00+08:00", [
        ("my_back", "我们回来一个礼拜了，还在倒时差哈哈，其实也没时差，就是心还在海上。1月29号晚上走，2月5号回的成都。看到鲸鲨了！！就在出海的第三天，一条四五米长的，我哭了。周航在水屋晒得脱了一层皮，他说再也不躺吊床了。"),
        "太棒了！能看到鲸鲨真是运气好，而且是四五米长的，这会是你们一辈子的回忆。晒伤的话，可以用芦荟胶、多喝水，脱皮期间避免再暴晒。",
        ("my_total", "最后算了一下总共花了6万5左右，比调整后的预算又多了一点，主要是鲸鲨出海和最后一晚的沙滩烛光晚餐。不过值得！"),
        "这些都是花在最难忘的体验上，很值得。蜜月愉快的回忆加上满满的照片，比什么都好。祝你们新婚快乐。",
    ]),
], [
    ("我们的婚礼是哪天办的？", ["my_plan"], "single-hop"),
    ("我们在马尔代夫看到了什么让我哭了？", ["my_back"], "single-hop"),
    ("蜜月我们最后住的哪个岛？", ["my_island"], "update", ["my_plan"]),
    ("我们去马尔代夫最后是怎么飞的？", ["my_island"], "update", ["my_plan"]),
    ("我们的餐食最后订的是什么？", ["my_budget"], "update", ["my_island"]),
    ("我们的蜜月预算后来调整到多少？", ["my_budget"], "update", ["my_plan"]),
    ("蜜月最后实际花的比最初的预算多了多少？", ["my_plan", "my_total"], "multi-session"),
    ("在阿雅达我们沙屋和水屋各住了几晚？", ["my_island"], "single-hop"),
    ("从婚礼到出发去蜜月隔了多少天？", ["my_plan", "my_budget"], "temporal"),
    ("我们蜜月回来多久了？", ["my_budget", "my_back"], "temporal"),
    ("为什么出发日期定在1月29号？", ["my_budget"], "single-hop"),
    ("我们住的水屋房间号是多少？", [], "abstain"),
    ("我们给度假村管家付了多少小费？", [], "abstain"),
    ("我们婚礼办了多少桌？", [], "abstain"),
    ("周航的护照什么时候过期？", [], "abstain"),
    ("回成都的航班几点起飞的？", [], "abstain"),
]))

# ---------------------------------------------------------------- en home
CASES.append(case("en-wetroom-conversion-york", "gwen.harker.yk", [
    ("2032-09-22T19:00:00+01:00", [
        ("wr_quotes", "Evening! I'm Gwen, 61, and we're finally ripping out our bathroom. It's the original 1982 avocado suite in our 1930s semi in Acomb, York, and my husband Phil is having his knee replaced on 4 October, so climbing in and out of the bath is about to become impossible for him. We want a proper walk-in wet room. The room is about 2.1 by 1.9 metres. I've had three quotes: Minster Bathrooms at £11,400, Ouse Valley Plumbing at £9,850, and a local tiler, Dave Pickering, at £8,200, but Dave won't give any warranty on the waterproofing."),
        "An avocado suite retiring after 50 years deserves a send-off! A wet room is a very sensible choice before knee surgery. The most important part of any wet room is the tanking, the waterproof membrane under the tiles across the whole floor and up the walls, because a failure there can mean water through the ceiling below. Reputable installers usually offer a warranty on it, often 10 years or more from the membrane manufacturer when fitted correctly. That makes the lack of any guarantee from the cheapest quote a real concern. Other things to compare: whether the floor is being dropped or built up to create the fall to the drain, the drain type, linear drains are easier with large tiles, and whether making good, electrics and waste removal are included.",
        ("wr_wishlist", "Our wishlist is electric underfloor heating, two grab rails, a fixed 900mm glass screen, and we'd keep the toilet a normal close-coupled one. Phil wants a fold-down seat in the shower too."),
        "That's a practical list. A 900mm fixed screen is typical for a room your size, though in a smaller wet room some water still escapes past it, so many people add a slight extra fall or a deflector at the end of the screen. Grab rails need solid fixings, so it's easiest to add noggins or backing boards in the walls before tiling. A fold-down seat also needs a strong wall fixing. Electric underfloor heating mats are popular in wet rooms because they dry the floor quickly after showering, although they add a few hundred pounds and need an RCD-protected circuit.",
        "The Minster Bathrooms man was lovely but £11,400 is a lot.",
        "Price differences between quotes often come from what's included. It's worth asking all of them for an itemised breakdown, including the tanking system brand and warranty, so you're comparing like with like.",
    ]),
    ("2032-10-27T20:30:00+01:00", [
        ("wr_chosen", "Decision made: we're going with Ouse Valley Plumbing at the £9,850 quote. They use a named tanking system with a 15-year warranty, and the owner, Craig, came round twice without complaining. They're starting on 15 November and reckon three weeks. Phil's knee op went well, by the way, he's hobbling about with crutches and watching too much snooker."),
        "That sounds like a balanced choice, middle price with a proper warranty and a responsive owner. Glad Phil's surgery went well. Three weeks is a typical timeline for a wet room including stripping out, any floor work, tanking, tiling and fitting. During the works you'll be without a bathroom, so it's worth sorting a plan, family, a neighbour, a gym, or a temporary toilet if you have a second one downstairs.",
        ("wr_tiles", "We've got a downstairs loo, thank goodness. I've picked grey porcelain floor tiles from Topps Tiles with an anti-slip rating, and white on the walls to keep it bright."),
        "Anti-slip floor tiles are essential in a wet room; a rating of R10 or higher, or a high pendulum test value, is commonly recommended for wet barefoot areas. White walls will keep the small room feeling larger. Smaller floor tiles also help the fall to the drain and give more grip because of the grout lines, although large format works fine with a linear drain.",
        "Craig said the same about the drain.",
        "Then you're in good hands. Good luck with the start date.",
    ]),
    ("2032-12-12T18:00:00+00:00", [
        ("wr_delay", "Update from the building site. Craig's previous job overran so they didn't actually get started until 29 November. Then when they pulled the bath out, two joists underneath were rotten from a slow leak, so that's an extra £1,150 to replace them. We've also made some changes: we've dropped the underfloor heating and gone for a tall heated towel rail instead, and Craig talked us into a wall-hung toilet with a concealed cistern because it's easier to clean round and mop under."),
        "Rotten joists under an old bath are a very common discovery, and it's much better to find and fix them now than after tanking and tiling. A tall heated towel rail can dry towels and add some warmth, though it won't dry the floor as quickly as underfloor heating. Wall-hung toilets are popular in wet rooms for exactly the reason Craig gave; the frame carries the weight, and the concealed cistern usually has an access panel through the flush plate.",
        "It's chaos but the end is in sight. They say finished before Christmas.",
        "Good luck for the last stretch. Before the final payment, it's worth running the shower for a few minutes to check the water flows to the drain without pooling, and making sure you have the tanking warranty paperwork.",
    ]),
    ("2033-01-22T17:30:00+00:00", [
        ("wr_done", "It's finished! They wrapped up on 20 December so Phil had a proper shower on Christmas Eve, sitting on his fold-down seat like a king. Final bill came to £11,300 all in, what with the joists and an extra socket we added for the towel rail timer."),
        "What a lovely Christmas present. The fold-down seat is ideal during knee recovery. The final bill reflects the hidden joist problem, which happens a lot with older houses.",
        ("wr_screen", "One snag: water was escaping past the end of the screen onto the floor by the toilet. The fitter came back on 10 January and put a little deflector strip on the end of the glass, and it's fine now."),
        "That's the common wet room issue I mentioned, and a deflector is the usual fix. It's good that they came back promptly. Enjoy the new room, it sounds like it'll serve you both for years.",
    ]),
], [
    ("How big is our bathroom?", ["wr_quotes"], "single-hop"),
    ("What colour was the old bathroom suite?", ["wr_quotes"], "single-hop"),
    ("Which company did we choose for the wet room?", ["wr_chosen"], "single-hop"),
    ("When did the bathroom work actually start?", ["wr_delay"], "update", ["wr_chosen"]),
    ("What did the wet room cost us in the end?", ["wr_done"], "update", ["wr_chosen", "wr_delay"]),
    ("What kind of toilet did we end up with?", ["wr_delay"], "update", ["wr_wishlist"]),
    ("How are we heating the wet room?", ["wr_delay"], "update", ["wr_wishlist"]),
    ("How much more did we pay than the original quote from the company we picked?", ["wr_chosen", "wr_done"], "multi-session"),
    ("What was the cheapest quote we got and why didn't we take it?", ["wr_quotes", "wr_chosen"], "multi-session"),
    ("How many days did the job take from start to finish?", ["wr_delay", "wr_done"], "temporal"),
    ("How long ago did Phil have his knee replaced?", ["wr_quotes", "wr_chosen"], "temporal"),
    ("How long is the warranty on Ouse Valley's tanking?", ["wr_chosen"], "single-hop"),
    ("How much per square metre were the floor tiles?", [], "abstain"),
    ("What was the name of the fitter who came back to fix the screen?", [], "abstain"),
    ("Which knee did Phil have replaced?", [], "abstain"),
    ("How much did the fold-down shower seat cost?", [], "abstain"),
    ("Did we get a grant from the council for the wet room?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh home
CASES.append(case("zh-shuidian-gaizao-baotou", "liu.jianhua.bt", [
    ("2032-09-18T20:20:00+08:00", [
        ("sd_plan", "想请教一下老房子水电改造的事。我叫刘建华，45，在包钢上班。家在昆都仑区，1996年的老楼，70平两居室。电线还是当年的铝线，一开电暖气就跳闸；水管是镀锌管，放出来的水一开始都是黄的。打算趁国庆后全换了：电线换铜线，水管换PPR。楼下认识的工长老李报价包工包料1万6。"),
        "90年代的老房子水电改造非常有必要，铝线老化以后接头容易氧化发热，是火灾隐患；镀锌管内壁锈蚀会影响水质和水压。一般的做法是：强电按回路分开，空调、厨房、卫生间各走独立回路，空调和厨房用4平方的铜线，普通插座用2.5平方，照明用1.5平方；配电箱换成带漏电保护的空开。水管用PPR热熔连接，改完要做打压测试，常见是加压到0.8到1.0兆帕保持30分钟，压力下降不超过0.05兆帕算合格。70平包工包料一万多在北方二三线城市属于正常范围，可以让工长把材料品牌和每米单价写清楚。",
        ("sd_heater", "还有热水器，现在用的是一台燃气快速热水器，用了十年了，打火越来越慢。我想这次换成电热水器，60升的，装在卫生间，不用担心燃气安全。"),
        "电热水器的优点是安装简单、没有燃气安全顾虑，缺点是需要提前加热、容量有限，一家三口连着洗澡60升可能不太够，而且冬天进水温度低，包头冬天自来水可能只有五六度，加热时间更长。燃气热水器即开即热、不限量，现在不少型号带'零冷水'功能，开水龙头就能出热水，但需要有燃气管道和排烟口。两种都可以，取决于你们家用水习惯和预算。",
        "我们家三口人，我儿子上高三，洗澡都在晚上。我再琢磨琢磨。",
        "晚上集中洗澡的话，电热水器建议选80升以上，或者选带速热、预约加热功能的。等你决定了再帮你看具体型号。",
    ]),
    ("2032-10-20T21:00:00+08:00", [
        ("sd_switch", "已经开工了，10月8号开的工。工长最后没用老李，他说材料涨价了要加到1万8，我就找了物业推荐的张师傅，包工包料1万4千5，材料用的是联塑的管子和正泰的开关。热水器也改主意了，还是装燃气的，买了台能率的16升零冷水燃气热水器，3899，打算零冷水功能一直开着，我老婆说冬天洗手也想要热水。"),
        "张师傅的报价更有竞争力，材料品牌也都是常见的大品牌。改造过程中最好现场看一下：开槽横平竖直、强弱电间距保持30厘米左右、水管走顶而不走地，这样以后漏水好发现。16升的燃气热水器对三口之家来说够用了，能同时供两个出水点。零冷水功能一直开着的话确实方便，但会增加燃气消耗，因为它要定时循环加热管道里的水，可以先用一两个月看看燃气费。",
        "好，我周末去工地盯着。",
        "盯工地的时候记得把墙里管线的走向拍照或录像留存，以后挂画、打孔的时候能避开。",
    ]),
    ("2032-11-15T20:40:00+08:00", [
        ("sd_done", "11月5号完工了。打压测试打到0.8兆帕，30分钟一点没掉。中间在厨房又多加了3个插座，加了600块，所以最后水电总共1万5千1。现在开电暖气也不跳闸了，水也清了，舒服。"),
        "恭喜完工！打压测试30分钟不掉压说明水路做得很扎实。厨房多加插座是非常常见的追加，以后小家电越来越多，多几个插座很实用。建议把电路图和配电箱每个空开对应的回路标清楚，以后检修方便。",
        "标了，张师傅都贴好了标签。热水器也装好了，零冷水真香。",
        "那就好。包头冬天冷，燃气热水器安装在室内要注意排烟管接好、密封好，也要在屋里装一个燃气报警器，安全第一。",
    ]),
    ("2033-01-10T19:50:00+08:00", [
        ("sd_gas", "燃气费出来了，吓一跳。以前一个月180左右，12月份到了260。估计就是零冷水一直开着闹的。现在改成了只在早上6点到7点半、晚上8点到10点预约循环，其他时间关掉。"),
        "这是很多零冷水用户的经验，全天开着循环确实费气，尤其是北方冬天进水温度低。改成按时段预约是最常见的省气办法，既保留了用水高峰的便利，又能大幅减少空转加热。一两个月后可以再对比一下燃气费。",
        ("sd_son", "嗯，我儿子晚上学到十一点多才洗澡，到时候他自己等半分钟热水吧，哈哈。"),
        "高三学生辛苦，半分钟也算给他一个伸懒腰的时间。祝他高考顺利！",
    ]),
], [
    ("我家房子是哪年的？", ["sd_plan"], "single-hop"),
    ("老李当初报价多少？", ["sd_plan"], "single-hop"),
    ("水电改造最后是谁做的？", ["sd_switch"], "update", ["sd_plan"]),
    ("热水器最后换的是什么？", ["sd_switch"], "update", ["sd_heater"]),
    ("水电改造最后一共花了多少钱？", ["sd_done"], "update", ["sd_switch"]),
    ("零冷水功能我现在是怎么用的？", ["sd_gas"], "update", ["sd_switch"]),
    ("水电改造加热水器一共花了多少钱？", ["sd_switch", "sd_done"], "multi-session"),
    ("打压测试打到多少兆帕？", ["sd_done"], "single-hop"),
    ("水电改造从开工到完工用了多少天？", ["sd_switch", "sd_done"], "temporal"),
    ("完工到现在多久了？", ["sd_done"], "temporal"),
    ("12月份燃气费比以前多了多少？", ["sd_gas"], "single-hop"),
    ("卫生间防水刷了几遍？", [], "abstain"),
    ("能率热水器保修几年？", [], "abstain"),
    ("张师傅的电话是多少？", [], "abstain"),
    ("我家12月份的电费是多少？", [], "abstain"),
    ("刘建华家的暖气片是什么牌子的？", [], "abstain"),
]))

# ---------------------------------------------------------------- en pets
CASES.append(case("en-cat-hyperthyroid-adelaide", "helen.papa.adl", [
    ("2032-09-13T19:30:00+09:30", [
        ("ch_dx", "Hi. I've just come back from the vet with my old boy Socrates. He's a 14-year-old tabby, desexed male, and he's been ravenous but getting skinnier, yowling at 3am, drinking loads. Dr Anika Shah at Norwood Vet Clinic ran bloods: his T4 is 98 nmol/L, she said the normal top is about 55, so he's hyperthyroid. He's down to 3.9kg, he was 5.2kg this time last year. I'm Helen, by the way, 58, and he's been with me since my daughter was in primary school."),
        "I'm sorry, that's a worrying visit, but hyperthyroidism is one of the most common conditions in older cats and it's very treatable. The classic signs are exactly what you've described: weight loss despite a big appetite, increased thirst, vocalising at night, sometimes a fast heart rate and vomiting. A T4 of 98 nmol/L is clearly raised. Treatment options are usually daily anti-thyroid medication such as methimazole, a prescription iodine-restricted diet, or radioactive iodine therapy, which is often curative in one treatment. Did Dr Shah talk about a plan?",
        ("ch_plan", "She's started him on Felimazole 2.5mg tablets, twice a day, and wants to recheck his bloods in three weeks, on 4 October. She said his kidney marker SDMA was 13, borderline, and that treating the thyroid can sometimes unmask kidney problems, so she wants to go slowly. She also mentioned radioiodine at a specialist place, Adelaide Animal Specialists, around $2,800."),
        "That's a sensible, cautious approach. An overactive thyroid increases blood flow to the kidneys, which can make kidney values look better than they really are; once the thyroid is controlled, some cats turn out to have underlying kidney disease. Starting on medication first lets the vet see how the kidneys cope before choosing a permanent treatment like radioiodine. Side effects of methimazole to watch for include vomiting, loss of appetite, lethargy and facial itching, so let Dr Shah know if you see any of those.",
        "Getting a tablet into him twice a day is going to be a wrestle. He bit me last time he had a worming tablet.",
        "Many owners use pill pockets or hide the tablet in a little tuna or chicken. There are also pill poppers that push the tablet to the back of the tongue. If it becomes a daily battle, ask about alternatives, methimazole can also be made up as a gel that's rubbed on the inside of the ear.",
    ]),
    ("2032-10-18T20:00:00+10:30", [
        ("ch_gel", "Update on Socrates. The recheck ended up being on the 6th, not the 4th, because the clinic was short a vet. His T4 came down to 38, so in range, and he's back up to 4.2kg. But he started vomiting after the tablets every few days, so Dr Shah switched him to the transdermal methimazole gel you mentioned, rubbed inside the ear tip twice a day, same dose. Much easier, and no more vomiting."),
        "That's a good response on both counts. Going from 98 to 38 in a few weeks shows the medication is working, and weight gain is a great sign. Transdermal gel avoids the stomach, so vomiting often settles. Wear gloves or a finger cot when applying it, alternate ears, and wipe off any crusty residue before the next dose. Absorption can vary between cats, so your vet will likely recheck T4 again in a few weeks.",
        ("ch_diet", "I also tried him on the Hill's y/d prescription food, the low-iodine one, but he turned his nose up at it and went and ate the neighbour's cat's food instead. So that's out."),
        "That's a very common cat response. The iodine-restricted diet only works if it's the only thing the cat eats, so with a cat who'll happily eat elsewhere it isn't practical anyway. Medication or radioiodine are more reliable for him.",
        "Good, because I'm not fighting him on two fronts.",
        "Fair enough. One battle at a time, and it sounds like the gel has already made peace.",
    ]),
    ("2032-12-08T21:00:00+10:30", [
        ("ch_rai_book", "We've made a decision. His kidneys held up, creatinine 150 after a couple of months on the gel, so Dr Shah thinks he's a good candidate for radioiodine. I've booked him in at Adelaide Animal Specialists for 17 January. The quote's now $2,950. He has to come off the gel two weeks before. I hate the idea of him being in hospital on his own, though."),
        "Radioiodine is considered the gold standard because it destroys the overactive thyroid tissue in a single treatment, and most cats have normal thyroid levels within a few weeks to months. Cats stay in hospital for several days afterwards because they're slightly radioactive, usually between 3 and 7 days depending on local regulations, and visits aren't allowed. When they come home, owners follow precautions for a couple of weeks, such as limiting cuddling time, using flushable litter or disposing of litter in a specific way, and keeping pregnant women and children away.",
        "Five days without my cat. He'll be fine, I'll be a mess.",
        "That's very normal. Many clinics send a daily update or photo, so it's worth asking. You could also send him in with a T-shirt you've worn, if they allow it, though items often can't come back because of contamination.",
    ]),
    ("2033-02-14T19:45:00+10:30", [
        ("ch_rai_done", "He's done it and he's home! The specialists had a delay with the isotope delivery, so it ended up being 24 January. He was in for five days and came home on the 29th, very offended and very hungry. Final bill was $3,180 with the pre-treatment bloods. He's completely off the ear gel now, and he weighs 4.6kg. Recheck of his thyroid is booked for the end of the month."),
        "Welcome home, Socrates! That sounds like a textbook recovery. Being off all medication is one of the best things about radioiodine. The upcoming recheck will show whether his T4 has normalised; a small number of cats end up slightly low and may need a supplement, and sometimes the kidneys are checked again at the same time.",
        ("ch_isolation", "The isolation rules were a pain, two weeks of not letting him sleep on my bed and scooping his litter into special bags. That finished on Saturday, so he's back on my pillow."),
        "He's probably making up for lost time. Enjoy the cuddles, the hard part's over.",
    ]),
], [
    ("What was Socrates' T4 when he was diagnosed?", ["ch_dx"], "single-hop"),
    ("What's my vet's name?", ["ch_dx"], "single-hop"),
    ("Is Socrates still on methimazole?", ["ch_rai_done"], "update", ["ch_gel", "ch_plan"]),
    ("How was Socrates getting his methimazole before the radioiodine?", ["ch_gel"], "update", ["ch_plan"]),
    ("When did Socrates actually have his radioiodine treatment?", ["ch_rai_done"], "update", ["ch_rai_book"]),
    ("How much did the radioiodine end up costing?", ["ch_rai_done"], "update", ["ch_rai_book", "ch_plan"]),
    ("How much does Socrates weigh now?", ["ch_rai_done"], "update", ["ch_gel", "ch_dx"]),
    ("How much weight has Socrates put back on since he was diagnosed?", ["ch_dx", "ch_rai_done"], "multi-session"),
    ("How did his T4 change between diagnosis and his first recheck?", ["ch_dx", "ch_gel"], "multi-session"),
    ("How many days was Socrates in hospital for the radioiodine?", ["ch_rai_done"], "temporal"),
    ("How long ago was Socrates diagnosed?", ["ch_dx"], "temporal"),
    ("What was Socrates' T4 after the radioiodine?", [], "abstain"),
    ("What's Socrates' blood pressure?", [], "abstain"),
    ("How much does the transdermal gel cost a month?", [], "abstain"),
    ("What's the name of the specialist who treated Socrates?", [], "abstain"),
    ("Which kidney diet is Socrates on?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh pets
CASES.append(case("zh-taidi-yazhou-wenzhou", "huang.lina.wz", [
    ("2032-10-09T20:30:00+08:00", [
        ("td_dx", "今天带我家球球去看牙了。我叫黄丽娜，42岁，温州鹿城区的。球球是只泰迪，公的，9岁了，4.2公斤。最近嘴巴臭得不行，吃东西老是歪着头嚼。去了瓯江宠物医院，潘医生一看说牙结石特别严重，牙龈萎缩，左上那颗犬齿都松了。建议全麻洗牙，可能要拔一两颗。洗牙报价800，拔牙一颗200到400看难度。预约了10月22号。"),
        "小型犬到了八九岁，牙周病非常普遍，泰迪、博美这类小型犬尤其容易，因为牙齿排列密、口腔小。口臭、单侧咀嚼、流口水都是典型表现。全麻洗牙是目前比较规范的做法，因为要清理牙龈线以下的结石，清醒状态下做不了，也不安全。松动的牙通常需要拔掉，保留反而会持续发炎、疼痛。术前一般会做血常规、生化，老年犬建议加做心脏检查，评估麻醉风险。",
        ("td_heart", "对，潘医生说球球有心杂音，2级，让做个心脏彩超。他说泰迪老了容易二尖瓣有问题。我有点怕麻醉，万一醒不过来怎么办。"),
        "担心很正常。小型犬老年后最常见的心脏病就是二尖瓣退行性病变，心脏彩超可以看清楚瓣膜反流的程度和心脏有没有扩大，医生会据此调整麻醉方案。现在的宠物麻醉普遍用吸入麻醉加监护，术中会监测心率、血氧、血压和体温，老年犬全麻的风险整体是比较低的，术前评估做好了更有保障。相比之下，长期严重的牙周病会让细菌进入血液，对心脏、肾脏都不好。",
        "那我先做检查，结果出来再说。",
        "好的。术前一般要禁食8到12小时，禁水2到4小时，具体按医院要求来。",
    ]),
    ("2032-10-27T21:10:00+08:00", [
        ("td_surgery", "手术做完啦。原来约的22号，结果前两天球球拉肚子，潘医生说肠胃不好不能麻醉，推到了25号。心超做了，说二尖瓣有轻度反流，B1期，暂时不用吃药，可以麻醉。结果一洗才发现烂牙比想的多，最后拔了5颗，加上检查、麻醉、洗牙，一共花了2360。"),
        "辛苦了，球球也辛苦了。拔牙数量比术前预估多很常见，因为很多牙根的问题要在麻醉后拍牙片、探查牙周袋才能看清楚。狗狗少了几颗牙，吃东西基本不受影响，反而因为疼痛消失，很多狗术后胃口会更好。B1期意思是有反流但心脏还没有明显扩大，一般每6到12个月复查一次心超就可以。",
        ("td_postop", "医生开了克林霉素，吃10天，这一周只能吃泡软的狗粮。他现在精神挺好，就是老舔嘴。"),
        "术后舔嘴是正常的，拔牙的位置在愈合，有点异样感。按时吃完抗生素，软食喂一到两周，等牙龈愈合后再慢慢恢复干粮。如果发现出血不止、肿胀或者一直不吃东西，要及时回医院。",
        "好，我盯着他。",
        "等伤口完全好了，可以开始每天刷牙，这是预防牙结石最有效的办法。",
    ]),
    ("2032-12-03T20:00:00+08:00", [
        ("td_brush", "球球恢复得很好，已经吃回干粮了，体重还长到了4.5公斤，哈哈能吃了。我现在每天晚上给他刷牙，用的是维克的宠物牙膏，鸡肉味的，他还挺喜欢舔牙膏。"),
        "太好了！术后体重增加说明吃东西不疼了。每天刷牙是最理想的频率，宠物牙膏可以吞咽，不要用人的牙膏，人用牙膏含氟和发泡剂，不适合狗。刷的时候重点刷外侧面和后面的臼齿，那里最容易积结石。",
        "好的，他就是不让我刷里面那几颗。",
        "里侧狗狗的舌头本身有一定的清洁作用，外侧更重要。可以循序渐进，每次多刷几秒，刷完给个小奖励，慢慢他就接受了。",
    ]),
    ("2033-02-20T21:00:00+08:00", [
        ("td_recheck", "15号带球球去复查了牙和心脏。牙龈恢复得很好，潘医生说比之前好太多了。不过心超那边，反流比上次重了一些，心脏有点扩大了，说进展到B2期了，开始吃匹莫苯丹，一天两次。"),
        "牙齿的情况很好，说明术后护理做得到位。B2期是指二尖瓣反流已经导致心脏扩大，但还没有出现心衰症状。这个阶段开始用匹莫苯丹是目前比较主流的做法，研究显示可以推迟出现心衰的时间。平时可以在他睡觉时数一数呼吸频率，每分钟超过30次要及时联系医生。",
        ("td_brush2", "另外刷牙我改成隔一天刷一次了，天天刷他实在太抗拒，一看到牙刷就钻沙发底下。隔天刷加上每天给他一根洁齿骨，潘医生说也可以。"),
        "能长期坚持比频率更重要，隔天刷牙加上洁齿骨也是不少医生认可的折中办法。选洁齿骨时注意大小合适、不要太硬，小型犬咬太硬的东西可能导致牙齿折断。",
        "嗯，买的是小型犬专用的。谢谢你，球球也谢谢你哈哈。",
        "不客气，祝球球健康长寿！",
    ]),
], [
    ("球球几岁了？", ["td_dx"], "single-hop"),
    ("给球球看牙的医生姓什么？", ["td_dx"], "single-hop"),
    ("球球的洗牙手术最后是哪天做的？", ["td_surgery"], "update", ["td_dx"]),
    ("球球最后拔了几颗牙？", ["td_surgery"], "update", ["td_dx"]),
    ("我现在多久给球球刷一次牙？", ["td_brush2"], "update", ["td_brush"]),
    ("球球的二尖瓣病变现在是什么分期？", ["td_recheck"], "update", ["td_surgery"]),
    ("球球现在体重多少？", ["td_brush"], "update", ["td_dx"]),
    ("手术实际花的钱比当初洗牙报价多了多少？", ["td_dx", "td_surgery"], "multi-session"),
    ("球球现在在吃什么药？", ["td_recheck"], "single-hop"),
    ("从手术到复查隔了多少天？", ["td_surgery", "td_recheck"], "temporal"),
    ("球球做完手术到现在多久了？", ["td_surgery"], "temporal"),
    ("球球麻醉用的是什么药？", [], "abstain"),
    ("球球的狂犬疫苗是什么时候打的？", [], "abstain"),
    ("匹莫苯丹一盒多少钱？", [], "abstain"),
    ("球球的心脏彩超花了多少钱？", [], "abstain"),
    ("球球是从哪儿买的？", [], "abstain"),
]))

# ---------------------------------------------------------------- en legal/admin
CASES.append(case("en-will-guardians-wellington", "ella.whitcombe.wlg", [
    ("2032-09-16T20:45:00+12:00", [
        ("wl_start", "Kia ora. Sleep-deprived question: my husband Sam and I need to finally do our wills. I'm Ella, 38, policy analyst in Wellington. We've got Arlo, who's 4, and Maisie, who was born on 2 August, so there's no more excuses. Plan so far: mirror wills, everything to each other, then to the kids when they turn 20. Guardians would be Sam's sister Kate and her husband Ben, who live in Nelson. Executor is each other, with my brother Luke as backup. We've got a quote from Harbour Law for $650 for both wills."),
        "Congratulations on Maisie, and good on you for tackling this now. Mirror wills for couples are very common and usually cheaper as a pair. In New Zealand you can choose whether to use a lawyer, a trustee company such as Public Trust, or in some cases a template, though lawyers are recommended when you have young children, property, or blended family considerations. A testamentary guardian, named in your will, shares guardianship with any surviving parent; naming someone is especially important if you both die. Many people also set up a trust within the will so that money for the children is managed by trustees until they reach an age you choose, often 20, 21 or 25, rather than being paid out at 18.",
        ("wl_insurance", "Okay. The other thing is life insurance, we both have $750,000 of cover with Partners Life through a broker. Should the will mention that?"),
        "Life insurance usually pays directly to the named beneficiaries or to the estate, depending on how the policy is owned. If it pays into the estate, the will controls where it goes, so a trust for the children in the will becomes even more important. It's worth checking the policy ownership and letting the lawyer know about it. Many parents also use the will to leave a letter of wishes for the guardians, explaining things like schooling, culture and values.",
        "Writing that letter is going to make me cry.",
        "That's okay, a lot of parents say it's the hardest and most meaningful part. It doesn't have to be perfect, and it can be updated any time without changing the will itself.",
    ]),
    ("2032-10-25T21:00:00+13:00", [
        ("wl_guardians2", "Big change on the guardian front. Kate and Ben announced they're moving to Perth next year for Ben's job, and we don't want the kids getting shipped off to Australia if something happens to us. So we've asked my cousin Hana and her husband Rob Takerei in Lower Hutt instead, and they said yes straight away, they've got two kids around the same ages. We also didn't go with Harbour Law in the end. We found a lawyer in Petone, Mereana Tipene at Marsh & Tipene, who did both wills for $540."),
        "That's a thoughtful decision. Guardians living close by mean the kids could stay near their school, friends and wider whānau. Hana and Rob having children of similar ages can also make things smoother. It's a good idea to tell Kate and Ben about the change so there are no surprises. Mereana's price is competitive for mirror wills.",
        ("wl_appt", "We're booked to sign at her office on 8 November. She needs two witnesses there, which she's providing."),
        "Yes, in New Zealand a will must be signed by the will-maker in the presence of two witnesses who are both present at the same time and who shouldn't be beneficiaries. Your lawyer will normally keep the original in her safe custody and give you copies.",
    ]),
    ("2032-11-20T19:30:00+13:00", [
        ("wl_signed", "Done! Well, almost on time: Maisie had a fever on the 8th, so we rescheduled and signed on 12 November. And one change at the last minute: we've replaced Luke as backup executor with Sam's friend Nikhil, who's an accountant. Luke's lovely but he's in Dunedin and terrible with paperwork."),
        "Congratulations, that's a big weight off. Choosing a backup executor who's organised and comfortable with finances is sensible, since the executor handles things like applying for probate, paying debts and distributing the estate. Let Nikhil know he's named and where the will is held.",
        ("wl_age", "Mereana also talked us out of the kids inheriting at 20. It's now 25, with Hana and Rob and Nikhil as trustees until then. And she suggested enduring powers of attorney, so we're doing those too in January."),
        "Both are common recommendations. Setting the age at 25 gives young adults more time before receiving a lump sum, while trustees can still release money earlier for things like education or health. Enduring powers of attorney cover a different situation, if you're alive but unable to make decisions, for example after an accident or illness. There are two types: one for property and one for personal care and welfare.",
        "Who knew parenting came with this much admin.",
        "Parenting comes with admin at every stage, but this one you only have to do properly once and then review every few years or when life changes.",
    ]),
    ("2033-02-09T20:15:00+13:00", [
        ("wl_epa", "Final instalment of the admin saga: we signed the enduring powers of attorney on 27 January, both kinds, naming each other first and then Hana. That cost another $420 for the two of us. And we used the momentum to increase our life cover, we're both at $1 million with Partners Life now."),
        "Well done, that's everything a young family typically needs in place: wills with guardians and a trust, EPAs, and adequate life cover. A good habit is to review your wills after big life events, like buying a house, another child, separation or moving country.",
        "And a third child is not on the cards, Sam says. Firmly.",
        "Then the next review might just be in five years. Enjoy the peace of mind.",
    ]),
], [
    ("When was Maisie born?", ["wl_start"], "single-hop"),
    ("Who's the lawyer who did our wills?", ["wl_guardians2"], "single-hop"),
    ("Who did we name as guardians for the kids?", ["wl_guardians2"], "update", ["wl_start"]),
    ("Which firm drew up our wills and for how much?", ["wl_guardians2"], "update", ["wl_start"]),
    ("When did we actually sign our wills?", ["wl_signed"], "update", ["wl_appt"]),
    ("Who's our backup executor now?", ["wl_signed"], "update", ["wl_start"]),
    ("At what age do the kids get their inheritance under our wills?", ["wl_age"], "update", ["wl_start"]),
    ("How much life cover do we each have now?", ["wl_epa"], "update", ["wl_insurance"]),
    ("How much did our wills and EPAs cost altogether?", ["wl_guardians2", "wl_epa"], "multi-session"),
    ("Why did Kate and Ben stop being the kids' guardians, and who replaced them?", ["wl_start", "wl_guardians2"], "multi-session"),
    ("How many days were there between signing our wills and signing the EPAs?", ["wl_signed", "wl_epa"], "temporal"),
    ("How long ago did we sign our wills?", ["wl_signed"], "temporal"),
    ("Where are the originals of our wills kept?", [], "abstain"),
    ("What are the names of the witnesses who signed our wills?", [], "abstain"),
    ("Did we leave anything specific to Luke in our wills?", [], "abstain"),
    ("How old is Hana?", [], "abstain"),
    ("Did we set up a family trust for the house?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh legal/admin
CASES.append(case("zh-fangchan-jiaming-zhengzhou", "li.juan.zz", [
    ("2032-09-20T21:00:00+08:00", [
        ("fj_bg", "想咨询一下房产证加名的事。我叫李娟，33岁，在郑州一家医院做药剂师。我老公张凯2029年婚前在郑东新区龙湖边上的湖畔云庭买了套房子，118平，房产证上只有他一个人的名字，房贷在建设银行，现在还剩62万。我们2032年5月20号领的证，他主动说要给我加名，打算年底前办好。我婆婆私下跟我说要不按份共有，他七我三，我心里有点不是滋味。"),
        "恭喜新婚，他主动提出加名是很有诚意的表现。一般来说，婚后把配偶加到房产证上，属于夫妻之间变更不动产权利人，目前各地普遍免征契税，只需要交少量的登记费。办理的大致流程是：夫妻双方带身份证、户口本、结婚证和原不动产权证书，到不动产登记中心申请变更登记。共有方式可以选择共同共有或者按份共有：共同共有是不分份额、双方对整套房享有同等权利；按份共有是写明各自的比例。另外，如果房子还有贷款抵押在银行，变更产权人一般需要先征得抵押权人也就是银行的同意，不少银行会要求新加的一方成为共同借款人。",
        ("fj_worry", "我们俩的工资加起来一个月两万二，月供是4100。我主要担心的是银行那边，怕太麻烦。"),
        "按你们的收入，月供占比不到20%，压力不大，银行审核一般不会有问题。建行这类大银行对抵押状态下的加名有成熟的流程，常见的做法是办理抵押变更，增加你为共同借款人和抵押人，需要你提供收入证明和征信授权。具体要求各地网点可能不同，建议先打电话或者去贷款网点问清楚需要的材料。",
        "好的，我先去建行问问。婆婆的事我再跟张凯商量。",
        "好的。共有方式是你们两个人的事，可以开诚布公地谈一谈，说出自己的想法，也听听他的想法。",
    ]),
    ("2032-10-28T20:30:00+08:00", [
        ("fj_bank", "建行问清楚了，可以办，我要签字当共同借款人，他们查了我的征信，没问题，银行会出一个同意变更的证明。共有方式我跟张凯谈了，他说他妈想多了，我们就写共同共有，不按比例。"),
        "太好了，两件事都顺利解决了。共同共有在夫妻之间是最常见的选择，也更符合婚后共同生活的实际情况。拿到银行的同意变更证明后，就可以预约不动产登记中心了。",
        ("fj_appt", "已经在郑州不动产登记的小程序上约好了，11月15号上午去东区的那个登记大厅。"),
        "那提前一天把材料准备齐：双方身份证、户口本、结婚证、原不动产权证书、银行出具的同意变更证明，有些地方还需要双方到场签字。材料最好都带原件和复印件。",
        "好，我列个单子。",
        "列单子是个好习惯，到时候一样一样对着装进文件袋，就不容易漏。",
    ]),
    ("2032-11-20T21:15:00+08:00", [
        ("fj_fail", "唉，15号白跑一趟。张凯的户口本在周口老家他爸妈那儿，他以为拍照就行，人家窗口要原件。只能让他爸寄过来，重新约到了12月6号。"),
        "这种情况在登记窗口非常常见，户口本、结婚证这类材料一般都要原件核验。好在只是延后了三个星期，寄过来以后先放好，别再让它跑回老家了。",
        "气得我回来路上一句话都没跟他说哈哈。",
        "可以理解，不过他也算长了经验。下次去之前再对一遍单子，应该就没问题了。",
    ]),
    ("2032-12-12T20:40:00+08:00", [
        ("fj_done", "12月6号终于办成了！材料这次一次过。契税免了，只交了80块登记费。窗口说新证5个工作日就能出。"),
        "恭喜！夫妻加名免征契税、只交登记费，和一般情况一致。新证出来以后核对一下共有人信息和共有方式是否写的是'共同共有'，以及面积、坐落这些信息有没有错误。",
        "好，等出证了我好好看看。",
        "旧证一般会被收回注销。新证拿到以后，可以放在家里安全的地方，也可以复印或者拍照留底。",
    ]),
    ("2033-01-25T21:30:00+08:00", [
        ("fj_cert", "新证12月14号就拿到了，两个人的名字，写的共同共有，一看就踏实了。"),
        "恭喜，这件事算是圆满办完了。",
        ("fj_gjj", "还有个意外收获：我成了共同借款人以后，我的住房公积金也能提取出来还这套房的贷款了。1月份我提了3万，加上我们自己攒的2万，一起提前还了5万，现在贷款剩57万了。婆婆后来还提过要不要做个婚内财产约定，我们俩商量了一下，没做。"),
        "公积金可以用于偿还配偶名下或者本人作为共同借款人的住房贷款，是很多城市的通行政策，提前还贷能节省不少利息。提前还款后可以选择缩短期限或者减少月供，一般来说缩短期限省的利息更多。关于婚内财产约定，做不做完全取决于你们俩的意愿，达成一致就好。",
        "嗯，我们选的是月供不变、缩短年限。",
        "这是省利息最多的方式。祝你们的小家越来越好。",
    ]),
], [
    ("我们的房子在哪个小区，多大？", ["fj_bg"], "single-hop"),
    ("我和张凯是哪天领的证？", ["fj_bg"], "single-hop"),
    ("第一次去登记中心为什么没办成？", ["fj_fail"], "single-hop"),
    ("房产证上我们最后是按什么方式共有的？", ["fj_bank", "fj_cert"], "update", ["fj_bg"]),
    ("加名最后是哪天在登记中心办成的？", ["fj_done"], "update", ["fj_appt", "fj_fail"]),
    ("我们这套房子的贷款现在还剩多少？", ["fj_gjj"], "update", ["fj_bg"]),
    ("我们做了婚内财产约定吗？", ["fj_gjj"], "update", ["fj_bg"]),
    ("我们的房贷在哪家银行，加名时银行那边要求我做什么？", ["fj_bg", "fj_bank"], "multi-session"),
    ("提前还的那5万是怎么凑的？", ["fj_gjj"], "single-hop"),
    ("从领证到拿到新房产证一共用了多少天？", ["fj_bg", "fj_cert"], "temporal"),
    ("从第一次去登记中心到办成隔了几天？", ["fj_appt", "fj_done"], "temporal"),
    ("我们拿到新房产证多久了？", ["fj_cert"], "temporal"),
    ("新房产证的证号是多少？", [], "abstain"),
    ("我的征信评分是多少？", [], "abstain"),
    ("张凯当初买这套房子总价多少？", [], "abstain"),
    ("我们小区的物业费每平米多少钱？", [], "abstain"),
    ("李娟每个月公积金缴多少？", [], "abstain"),
]))

DESCRIPTION = ("Blind dialogue set 41: 18 cases (9 English, 9 Simplified Chinese), one per user, spread "
               "over health, money, family, hobbies, study/work, travel, home, pets and legal/admin. Each "
               "user talks with an assistant over 3 to 5 dated sessions between September 2032 and "
               "February 2033 and revises earlier facts in loose wording; questions asked on 2033-03-15 "
               "cover single-hop recall, multi-session synthesis, updated facts with stale turns, temporal "
               "reasoning, and abstention on details the user never gave.")

if __name__ == "__main__":
    write_dialogues(os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-41.json"), "dialogues-41", DESCRIPTION, CASES)
