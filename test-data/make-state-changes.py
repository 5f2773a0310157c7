"""state-changes: a small evaluation set for "the current state wins".

Forty users (u01-u20 colloquial Mainland Chinese, u21-u40 English) each tell the assistant 2-4
facts on different days of 2026, months apart, and at least one later fact changes an earlier
one (a car sold, a shift moved, a medicine switched, a plan reverted...).  The changes are said
in many ways: naming the old value, not naming it, "switched/moved to", a reason with no change
verb, a partial change, a revert, and a few distractors where someone else changes (a spouse, a
friend, a bandmate) while the user's own state stays put.

Questions are all asked at ASK.  Update questions carry the newest fact as evidence and the
superseded fact as "stale": a good memory engine ranks the newest state above the old one, even
when the new turn is worded far from the question.  Past-state questions point at the old fact
(no stale).  About 30% are abstain questions (evidence []): unstated details on the same subject,
or unrelated requests.

Written by a helper that read only test-data/tiny_store_case.py: no other data set, generator,
engine code, doc or eval result was looked at, and the engine was not run on it while writing.

Kinds (tagged per question below, stripped before building; counts go to stderr):
  c current state   r request whose good answer depends on the current state
  p past state      d distractor user's own, unchanged state
  x unstated detail (abstain)   n unrelated request (abstain)

Run:  cd test-data && python3 make-state-changes.py > state-changes.json
"""
import sys
from collections import Counter

from tiny_store_case import tiny_store_dataset

ASK = "2026-11-20T20:00:00+08:00"
DESCRIPTION = ("State changes over time: 40 users (20 zh, 20 en) whose vehicles, devices, jobs, homes, "
               "diets, medicines, plans, teams and routines change across 2026; update questions expect "
               "the newest state to outrank the superseded one (stale), past-state questions expect the "
               "old fact, distractor users' own state is unchanged, ~30% abstain.")

# Each question: (kind, query, [evidence fact indexes][, [stale fact indexes]])
RAW = [
    # ---------------- Chinese ----------------
    ("u01", [  # vehicle, old value named
        ("2026-02-14", "我现在开的是一辆大众朗逸，手动挡，都跑了八万多公里了", "好的，了解了。"),
        ("2026-07-03", "朗逸卖了，提了辆比亚迪海豹，纯电的，开着挺爽", "好的，记下了。"),
    ], [
        ("c", "我现在开的啥车？", [1], [0]),
        ("r", "下周打算自驾去川西，出发前要准备点啥？", [1], [0]),
        ("p", "我之前那辆车跑了多少公里？", [0]),
        ("x", "我的车是什么颜色的？", []),
    ]),
    ("u02", [  # phone, old value not named in the change
        ("2026-01-20", "我手机是华为Mate 40，用了快三年了，有点卡", "明白。"),
        ("2026-06-18", "终于换了个新手机，iPhone 16 Pro，还在适应苹果的系统", "好的。"),
    ], [
        ("c", "我用的是啥手机？", [1], [0]),
        ("r", "微信聊天记录想备份一下，咋弄比较稳妥？", [1], [0]),
        ("x", "我新手机是多大内存的？", []),
        ("n", "帮我想个周末带爸妈去哪儿转转", []),
    ]),
    ("u03", [  # work shift, "改成"
        ("2026-03-05", "我在电子厂上夜班，晚上十点干到早上六点", "辛苦了。"),
        ("2026-08-11", "车间调整，我这个月起改成白班了，早上八点到下午五点", "好的，知道了。"),
    ], [
        ("c", "我现在几点上班？", [1], [0]),
        ("r", "帮我排一下每天去健身房的时间", [1], [0]),
        ("p", "我以前上夜班那会儿几点下班来着？", [0]),
    ]),
    ("u04", [  # where they live, reason only, no change verb
        ("2026-01-09", "我在杭州滨江租房住，走路十分钟就到公司", "好的。"),
        ("2026-06-22", "公司把我派到深圳分部常驻了，下个月起就在那边上班", "了解。"),
    ], [
        ("c", "我住在哪个城市？", [1], [0]),
        ("r", "这周末想找个附近的地方爬爬山，有推荐吗？", [1], [0]),
        ("x", "我在深圳的房租一个月多少？", []),
    ]),
    ("u05", [  # pets, partial change (cat stays, dog leaves)
        ("2026-02-02", "家里养了一只橘猫叫大黄，还有一条柯基", "好的。"),
        ("2026-07-15", "柯基送回老家给我爸妈养了，他们院子大，狗能撒欢", "明白。"),
    ], [
        ("c", "我家里现在养着哪些宠物？", [0, 1]),
        ("r", "下周要出差五天，家里的宠物咋安排？", [0, 1]),
        ("x", "那条柯基叫啥名字？", []),
    ]),
    ("u06", [  # drink / diet, old value stopped
        ("2026-03-12", "我每天早上得来两杯美式，不喝一整天没精神", "了解。"),
        ("2026-09-01", "医生说我心悸跟咖啡有关系，咖啡我彻底不喝了，早上改喝豆浆", "好的，记下了。"),
    ], [
        ("c", "我早上一般喝点啥？", [1], [0]),
        ("r", "明早八点有个重要的会，有啥提神的办法？", [1], [0]),
        ("n", "推荐一部轻松点的电视剧", []),
    ]),
    ("u07", [  # job / employer, then an internal move
        ("2026-01-15", "我在美团做产品经理，负责外卖这块", "好的。"),
        ("2026-05-08", "跳槽了，去了字节，还是干产品", "好的，了解。"),
        ("2026-09-20", "最近内部转岗了，现在带个小组做抖音电商", "明白。"),
    ], [
        ("c", "我在哪家公司上班？", [1, 2], [0]),
        ("c", "我现在负责啥业务？", [2], [0]),
        ("p", "跳槽之前我在哪家公司？", [0]),
        ("x", "我现在一个月工资多少？", []),
    ]),
    ("u08", [  # commute mode, reason + change
        ("2026-02-25", "我每天骑电动车上班，二十分钟就到", "好的。"),
        ("2026-07-30", "电动车被偷了，懒得再买，现在天天挤地铁，单程四十分钟", "好的，知道了。"),
    ], [
        ("c", "我每天怎么去上班的？", [1], [0]),
        ("r", "明天早高峰说有大暴雨，我出门要注意点啥？", [1], [0]),
        ("x", "我坐的是几号线？", []),
    ]),
    ("u09", [  # DISTRACTOR: husband changes job, user does not
        ("2026-03-18", "我在小学当语文老师，今年带三年级", "好的。"),
        ("2026-08-26", "我老公从银行辞职了，跑去开网约车了，我还挺担心的", "理解。"),
    ], [
        ("d", "我是做什么工作的？", [0]),
        ("d", "我现在还在学校上班吗？", [0]),
        ("c", "我老公现在干啥呢？", [1]),
        ("x", "我老公开的是什么车？", []),
    ]),
    ("u10", [  # medication switched, then one added
        ("2026-01-28", "我有高血压，每天早上吃一片氨氯地平", "好的。"),
        ("2026-05-19", "医生给我换药了，改成缬沙坦，还是一天一片", "好的，记下了。"),
        ("2026-09-09", "体检查出血脂也高，又加了一片阿托伐他汀，晚上吃", "了解。"),
    ], [
        ("c", "我现在每天吃哪些药？", [1, 2], [0]),
        ("r", "感冒了想吃点感冒药，会跟我平时吃的药冲突吗？", [1, 2], [0]),
        ("p", "换药之前我吃的降压药叫啥？", [0]),
        ("x", "我血压平时多少？", []),
    ]),
    ("u11", [  # sport, change then revert
        ("2026-01-11", "我每周打三次羽毛球，雷打不动", "好的。"),
        ("2026-04-06", "膝盖伤了，羽毛球先停了，改去游泳", "好的，注意休息。"),
        ("2026-09-14", "膝盖好利索了，又回去打球了，游泳没坚持下来", "好的。"),
    ], [
        ("c", "我最近主要做啥运动？", [2], [1]),
        ("r", "双十一想买点运动装备，给点建议", [2], [1]),
        ("p", "膝盖受伤那阵子我在练啥？", [1]),
        ("x", "我一般在哪个球馆打？", []),
    ]),
    ("u12", [  # phone plan, old carrier named implicitly by transfer
        ("2026-02-10", "我用的移动的套餐，每月128，一百个G流量", "好的。"),
        ("2026-08-03", "携号转网到电信了，每月59，流量也够用", "明白。"),
    ], [
        ("c", "我手机号现在是哪家运营商的？", [1], [0]),
        ("c", "我每个月话费多少钱？", [1], [0]),
        ("n", "帮我写一段给我妈的生日祝福", []),
    ]),
    ("u13", [  # language being learned
        ("2026-02-18", "最近开始学日语了，想明年去大阪玩", "好的。"),
        ("2026-07-07", "日语放弃了，太难记了，现在改学韩语，每天多邻国打卡", "好的，记下了。"),
    ], [
        ("c", "我在学哪门外语？", [1], [0]),
        ("r", "推荐几首适合练听力的歌", [1], [0]),
        ("p", "我最开始学的是啥语言？", [0]),
        ("x", "我韩语学到啥水平了？", []),
    ]),
    ("u14", [  # relationship, two changes
        ("2026-01-05", "我跟女朋友谈了两年了，打算明年结婚", "好的。"),
        ("2026-05-21", "我们分了，不想多说", "明白。"),
        ("2026-10-02", "最近相亲认识了个女孩，在慢慢处着", "好的。"),
    ], [
        ("c", "我现在是单身吗？", [2], [1]),
        ("r", "圣诞节快到了，想准备个礼物，有啥建议？", [2], [0, 1]),
        ("x", "相亲认识的那个女孩是做什么工作的？", []),
    ]),
    ("u15", [  # video subscription
        ("2026-03-02", "我开了个爱奇艺的年卡会员", "好的。"),
        ("2026-09-25", "爱奇艺到期没续，转头开了腾讯视频", "了解。"),
    ], [
        ("c", "我开的是哪个视频会员？", [1], [0]),
        ("r", "这周末想追个剧，有啥推荐？", [1], [0]),
        ("n", "帮我算一下一百万贷三十年，月供大概多少", []),
    ]),
    ("u16", [  # daily routine, reason only (baby born)
        ("2026-01-22", "我基本凌晨一点睡，早上九点才起", "好的。"),
        ("2026-07-12", "娃出生了，作息全乱套了，现在晚上十点就得睡，五点多就被吵醒", "好的，辛苦了。"),
    ], [
        ("c", "我一般几点睡觉？", [1], [0]),
        ("r", "帮我安排个每天学一小时英语的时间", [1], [0]),
        ("x", "我家娃是男孩还是女孩？", []),
    ]),
    ("u17", [  # DISTRACTOR: friend changes car, user does not
        ("2026-02-08", "我开一辆白色的丰田卡罗拉，开了五年了", "好的。"),
        ("2026-06-30", "我哥们把他那辆奥迪卖了，换了辆理想L7", "了解。"),
    ], [
        ("d", "我开的什么车？", [0]),
        ("d", "我的车啥颜色？", [0]),
        ("x", "我的车保的哪家保险？", []),
    ]),
    ("u18", [  # school, change because of a move
        ("2026-03-09", "儿子在区实验小学上学，每天早上我送", "好的。"),
        ("2026-09-03", "搬家了，儿子转到新家附近的育才小学了", "明白。"),
    ], [
        ("c", "我儿子在哪个学校上学？", [1], [0]),
        ("p", "儿子原来在哪个学校？", [0]),
        ("x", "我们搬到哪个小区了？", []),
    ]),
    ("u19", [  # budget
        ("2026-02-20", "我给自己定了每月三千的生活费预算", "好的。"),
        ("2026-08-15", "涨工资了，预算放宽到四千五", "好的，记下了。"),
    ], [
        ("c", "我每个月生活费预算多少？", [1], [0]),
        ("r", "周末想请几个朋友吃饭，人均多少比较合适？", [1], [0]),
        ("n", "see you around 是啥意思？", []),
    ]),
    ("u20", [  # instrument lessons, partial change (mode changes, instrument and day stay)
        ("2026-04-11", "我在琴行学吉他，每周六下午上一节课", "好的。"),
        ("2026-09-27", "换了个老师，改上网课了，时间还是周六下午", "了解。"),
    ], [
        ("c", "我的课现在是线下还是线上？", [1], [0]),
        ("c", "我在学什么乐器？", [0]),
        ("x", "我一节课多少钱？", []),
    ]),
    # ---------------- English ----------------
    ("u21", [  # vehicle, old value named
        ("2026-01-17", "I drive a 2015 Honda Civic, it's got about 140k miles on it", "Got it."),
        ("2026-06-06", "Finally sold the Civic and picked up a used Tesla Model 3", "Noted."),
    ], [
        ("c", "What car do I drive now?", [1], [0]),
        ("r", "Any tips before my long road trip next week?", [1], [0]),
        ("p", "What did I drive before the Tesla?", [0]),
        ("x", "What color is my car?", []),
    ]),
    ("u22", [  # work laptop, old value not named
        ("2026-02-03", "My work laptop is a ThinkPad running Windows 11", "Okay."),
        ("2026-07-21", "IT finally swapped me onto a MacBook Pro", "Got it."),
    ], [
        ("c", "What kind of laptop do I use for work?", [1], [0]),
        ("r", "What's the shortcut to screenshot just part of my screen?", [1], [0]),
        ("n", "Suggest a name for my fantasy football team", []),
    ]),
    ("u23", [  # pets
        ("2026-01-25", "We've got an old golden retriever named Biscuit", "Noted."),
        ("2026-05-30", "Biscuit passed away in April. Last week we brought home two kittens from the shelter", "I'm sorry about Biscuit."),
    ], [
        ("c", "What pets do I have?", [1], [0]),
        ("r", "What should I sort out for the pets before we fly to my parents' for Thanksgiving?", [1], [0]),
        ("p", "What breed was my dog?", [0]),
        ("x", "What are the kittens' names?", []),
    ]),
    ("u24", [  # work shift, "moved to"
        ("2026-03-14", "I work nights at the hospital, 7pm to 7am, three shifts a week", "Got it."),
        ("2026-08-19", "Got moved to days! 7am to 7pm now", "Noted."),
    ], [
        ("c", "What are my shift hours?", [1], [0]),
        ("r", "When's a good time to set up a weekly video call with my sister?", [1], [0]),
        ("x", "Which hospital do I work at?", []),
    ]),
    ("u25", [  # DISTRACTOR: wife changes job, user does not
        ("2026-02-12", "I'm a freelance graphic designer, I work from home most days", "Okay."),
        ("2026-09-08", "My wife just left Deloitte for a startup, so she's slammed lately", "Got it."),
    ], [
        ("d", "What do I do for a living?", [0]),
        ("d", "Do I commute to an office?", [0]),
        ("c", "Where does my wife work now?", [1]),
        ("x", "What's the startup called?", []),
    ]),
    ("u26", [  # where they live, "moved out of"
        ("2026-01-08", "Just signed a lease on a one-bedroom in Brooklyn", "Noted."),
        ("2026-07-02", "We moved out of Brooklyn, bought a little house in Jersey City", "Got it."),
    ], [
        ("c", "Where do I live?", [1], [0]),
        ("r", "Any good brunch spots near me?", [1], [0]),
        ("p", "Where was my old apartment?", [0]),
        ("x", "How much did we pay for the house?", []),
    ]),
    ("u27", [  # diet, partial change (fish back, dairy still out)
        ("2026-02-27", "I'm vegetarian, and I also cut out dairy", "Okay."),
        ("2026-08-08", "I started eating fish again, doctor says I need more protein. Still no dairy though", "Noted."),
    ], [
        ("c", "Do I eat fish?", [1], [0]),
        ("r", "Can you plan my dinners for next week?", [1], [0]),
        ("x", "What's my favorite kind of fish?", []),
    ]),
    ("u28", [  # gym, old value named
        ("2026-01-30", "I have a membership at a bouldering gym downtown, I go like three times a week", "Got it."),
        ("2026-06-24", "Quit the climbing gym, too pricey. I do workouts at home with an app now", "Okay."),
    ], [
        ("c", "Do I still have a gym membership?", [1], [0]),
        ("r", "I've got 30 minutes free tonight, what should I do for a workout?", [1], [0]),
        ("p", "What kind of gym did I use to go to?", [0]),
        ("x", "Which workout app do I use?", []),
    ]),
    ("u29", [  # course / school
        ("2026-02-05", "I'm doing a part-time MBA at night, should finish in 2027", "Noted."),
        ("2026-07-26", "Dropped out of the MBA. Signed up for a data analytics bootcamp instead", "Got it."),
    ], [
        ("c", "What program am I enrolled in right now?", [1], [0]),
        ("c", "When do I finish my MBA?", [1], [0]),
        ("x", "How long is my bootcamp?", []),
        ("n", "What's a good farewell gift for a coworker?", []),
    ]),
    ("u30", [  # relationship
        ("2026-03-20", "My boyfriend Marcus and I have been together about a year now", "Okay."),
        ("2026-08-29", "Marcus proposed last weekend and I said yes!", "Congratulations!"),
    ], [
        ("c", "Am I engaged?", [1], [0]),
        ("r", "How should I introduce Marcus at my office holiday party?", [1], [0]),
        ("x", "When's the wedding?", []),
    ]),
    ("u31", [  # internet plan, "switched to"
        ("2026-01-13", "We have Comcast internet, 300 Mbps for $70 a month", "Noted."),
        ("2026-06-16", "Switched to AT&T fiber, gig speed for $80", "Got it."),
    ], [
        ("c", "Who's my internet provider?", [1], [0]),
        ("c", "How much do I pay for internet each month?", [1], [0]),
        ("p", "How much was I paying for internet before I switched?", [0]),
        ("n", "How do I get red wine out of a carpet?", []),
    ]),
    ("u32", [  # streaming subscription, cancel then revert
        ("2026-01-19", "I pay for Netflix and Hulu", "Okay."),
        ("2026-04-22", "Cancelled Netflix, trying to cut costs", "Got it."),
        ("2026-10-11", "Caved and got Netflix back, couldn't miss the new season", "Noted."),
    ], [
        ("c", "Do I have Netflix right now?", [2], [1]),
        ("c", "Which streaming services do I pay for?", [0, 2], [1]),
        ("x", "Which Netflix plan am I on?", []),
    ]),
    ("u33", [  # weekly routine, old value not named
        ("2026-02-22", "I do my grocery shopping Sunday mornings at Trader Joe's", "Okay."),
        ("2026-08-02", "Started having groceries delivered on Thursday evenings, saves me so much time", "Got it."),
    ], [
        ("c", "When do I get my groceries?", [1], [0]),
        ("r", "Can you plan out my Sunday morning this weekend?", [1], [0]),
        ("x", "Which delivery service do I use?", []),
    ]),
    ("u34", [  # medication, old value named
        ("2026-01-27", "I take 20mg of Lexapro every morning", "Noted."),
        ("2026-06-11", "My doctor tapered me off Lexapro, I'm on Wellbutrin 150mg now", "Okay."),
    ], [
        ("c", "Which antidepressant am I on?", [1], [0]),
        ("r", "Is it okay to have a couple drinks at a party this weekend?", [1], [0]),
        ("p", "What dose of Lexapro was I taking?", [0]),
    ]),
    ("u35", [  # commute, reason only (office relocated)
        ("2026-03-03", "I bike to work most days, about 25 minutes", "Got it."),
        ("2026-09-15", "Our office relocated out to the suburbs, so it's the commuter train for me every morning", "Okay."),
    ], [
        ("c", "How do I get to work now?", [1], [0]),
        ("r", "It's supposed to snow all week, how should I plan my mornings?", [1], [0]),
        ("x", "Which train line do I take?", []),
    ]),
    ("u36", [  # DISTRACTOR: bandmate quits, user stays
        ("2026-04-04", "I play bass in a cover band, we gig most weekends", "Nice."),
        ("2026-09-19", "Our drummer quit the band to join some jazz trio", "Got it."),
    ], [
        ("d", "What instrument do I play?", [0]),
        ("d", "Am I still in the cover band?", [0]),
        ("x", "What's the band called?", []),
        ("n", "Recommend a good history podcast", []),
    ]),
    ("u37", [  # team, moved then moved back (revert, old value not named)
        ("2026-01-12", "I'm on the payments team at work, backend stuff", "Okay."),
        ("2026-04-28", "Reorg happened, I got moved to fraud detection", "Got it."),
        ("2026-10-06", "Fraud team got dissolved, so I'm back with my old crew", "Noted."),
    ], [
        ("c", "Which team am I on?", [0, 2], [1]),
        ("p", "What team was I on after the reorg?", [1]),
        ("x", "Who's my manager?", []),
    ]),
    ("u38", [  # language, "switched to" with a reason
        ("2026-02-16", "Started learning Spanish for a trip to Mexico", "Okay."),
        ("2026-07-18", "Trip fell through, and my company's opening an office in Lyon, so I switched to French", "Got it."),
    ], [
        ("c", "What language am I learning?", [1], [0]),
        ("r", "Recommend some movies to help with my listening practice", [1], [0]),
        ("x", "What level is my French at?", []),
    ]),
    ("u39", [  # budget, two parts changed on different days
        ("2026-01-06", "Trying to save $500 a month and keep eating out under $200", "Noted."),
        ("2026-04-15", "Got a raise at work!", "Congrats!"),
        ("2026-05-03", "Bumped my savings goal up to $800 a month", "Got it."),
        ("2026-10-17", "Okay, eating out is $300 a month now, too many birthdays this fall", "Okay."),
    ], [
        ("c", "How much am I saving each month?", [2], [0]),
        ("c", "What's my eating-out budget now?", [3], [0]),
        ("x", "How big was my raise?", []),
    ]),
    ("u40", [  # DISTRACTOR: husband switches device, user does not
        ("2026-03-25", "I use a Fitbit Charge to track my sleep", "Okay."),
        ("2026-08-12", "My husband ditched his Fitbit for an Apple Watch and now he keeps nagging me to switch", "Got it."),
    ], [
        ("d", "What do I use to track my sleep?", [0]),
        ("d", "Do I have an Apple Watch?", [0]),
        ("x", "How many hours do I usually sleep?", []),
    ]),
]

ABSTAIN = {"x", "n"}


def build():
    counts = Counter()
    cases = []
    for user, facts, questions in RAW:
        assert 2 <= len(facts) <= 4 and 2 <= len(questions) <= 4, user
        days = [d for d, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), user
        qs = []
        for kind, query, evidence, *rest in questions:
            stale = rest[0] if rest else []
            assert kind in "crpdxn", (user, query)
            if kind in ABSTAIN:
                assert not evidence and not stale, (user, query)
                qs.append((query, [], "abstain"))
            else:
                assert evidence, (user, query)
                assert not (kind in "pd" and stale), (user, query)
                assert all(0 <= i < len(facts) for i in evidence + stale), (user, query)
                qs.append((query, evidence, "single-hop", stale) if stale else (query, evidence, "single-hop"))
            counts[kind] += 1
        cases.append((user, facts, qs))
    return cases, counts


if __name__ == "__main__":
    import json
    cases, counts = build()
    total = sum(counts.values())
    print(f"users {len(cases)}  questions {total}  " +
          "  ".join(f"{k}={counts[k]}" for k in "crpdxn") +
          f"  abstain {counts['x'] + counts['n']} ({(counts['x'] + counts['n']) / total:.0%})", file=sys.stderr)
    print(json.dumps(tiny_store_dataset("state-changes", DESCRIPTION, cases, ASK), ensure_ascii=False, indent=1))
