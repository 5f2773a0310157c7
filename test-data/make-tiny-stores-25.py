"""Generates tiny-stores-25.json: a held-out tiny-store set written blind (without looking at the
engine or the other sets' questions). 40 users, 20 English and 20 Chinese, each of whom told the
system one to four facts about their own life between July and November 2026; several later change a
fact. Questions are asked on 2026-12-05 and are single-hop, multi-session, temporal, update or
abstain (about half abstain: near misses on the stored facts plus a few off-topic ones).

Facts are (day, user turn, assistant reply); questions are (query, [fact index], type[, [stale fact index]])."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from tiny_store_case import write_tiny_stores  # noqa: E402

NAME = "tiny-stores-25"
DESCRIPTION = ("Held-out tiny stores, written blind: 40 users (20 en, 20 zh) who told the system one to four facts "
               "between July and November 2026, some of them changed later; single-hop, multi-session, temporal, "
               "update and abstain questions asked on 2026-12-05, about half of them abstain.")
ASK = "2026-12-05T10:00:00+08:00"

S, M, T, U, A = "single-hop", "multi-session", "temporal", "update", "abstain"

EN = [
    # en-01: one fact
    ([
        ("2026-07-09", "Went to my first night at the Millpond Scrabble Club yesterday and signed up on the spot. They play Wednesday evenings in the back room of Dog-Eared Books. I went 2-3 and my provisional rating is 1080.",
         "Congrats on joining! Going 2-3 on your first night against club regulars is a really solid start."),
    ], [
        ("which night does my scrabble club meet?", [0], S),
        ("where do we actually play, like what's the venue", [0], S),
        ("What's my club rating at the moment?", [0], S),
        ("When did I join the word game club?", [0], T),
        ("Who runs the Millpond club, is there a director?", [], A),
        ("how much are the yearly dues for the scrabble club", [], A),
        ("What was my highest-scoring word on my first night?", [], A),
        ("When's the first Scrabble tournament I signed up for?", [], A),
    ]),
    # en-02: one fact
    ([
        ("2026-08-14", "I signed up to be a volunteer usher at the Palace Theatre downtown. I'll be working the Friday evening shows, doors open at 6:45, and the perk is I get to watch the performance for free from the back row.",
         "That's a great way to see shows! Friday nights at the Palace should be fun."),
    ], [
        ("What theater am I ushering at?", [0], S),
        ("remind me which night my usher shift is", [0], S),
        ("When do the doors open on the nights I'm ushering?", [0], S),
        ("Since ushering is unpaid, what do I get out of it?", [0], S),
        ("Who's the house manager I report to at the Palace?", [], A),
        ("What show is on at the theater this month?", [], A),
        ("Is there a dress code for ushers, like all black?", [], A),
        ("how many seats does the Palace Theatre have", [], A),
    ]),
    # en-03: one fact
    ([
        ("2026-07-22", "New roommate alert: I bought a Chilean rose hair tarantula from an exotic pet shop in Columbus called Eight Legs & Scales. She's female, about four years old, and I named her Velvet. She lives in a 5-gallon terrarium on my bookshelf with coconut fiber substrate.",
         "Welcome, Velvet! Rose hairs are famously calm, so she sounds like a great first tarantula."),
    ], [
        ("what kind of spider is Velvet?", [0], S),
        ("Where did I buy my tarantula?", [0], S),
        ("Roughly how old was Velvet when I got her?", [0], S),
        ("How big is Velvet's enclosure and what's on the bottom of it?", [0], S),
        ("What do I feed Velvet, and how often?", [], A),
        ("How much did I pay for the tarantula?", [], A),
        ("Has Velvet molted since I brought her home?", [], A),
        ("What's my roommate's name?", [], A),
        ("what's my blood type again?", [], A),
    ]),
    # en-04: two facts
    ([
        ("2026-07-05", "Treated myself to an Ooni Koda 16 pizza oven for the back patio, $599. It runs on propane and supposedly gets to 950°F in about 20 minutes.",
         "Nice! At that temperature you'll be turning out Neapolitan-style pies in about 90 seconds."),
        ("2026-08-16", "Hosted my first pizza night last night with the Kowalskis from next door. Eight pies in two hours! The big hit was hot honey and soppressata, and I burned exactly one margherita.",
         "Eight pies in two hours is impressive, and only one casualty! Hot honey and soppressata is a classic crowd-pleaser."),
    ], [
        ("how much did I spend on the pizza oven", [0], S),
        ("Did I get a pizza peel and a cover with the oven?", [], A),
        ("Who came over for my pizza night?", [1], S),
        ("Which pizza did everyone love most at pizza night?", [1], S),
        ("What oven was I cooking on at the pizza night with the neighbors?", [0, 1], M),
        ("How long after buying the oven did I finally host a pizza night?", [0, 1], T),
        ("What dough recipe do I use, and how long do I let it proof?", [], A),
        ("How many kids do the Kowalskis have?", [], A),
        ("When's my next pizza night?", [], A),
    ]),
    # en-05: two facts, the second changes the first
    ([
        ("2026-07-11", "My big project for the next year: building a tiny house on a 24-foot trailer in my uncle's barn outside Missoula. Budget is $45,000, and I'm doing most of the framing myself.",
         "What a project! Doing the framing yourself will save a lot of that budget."),
        ("2026-09-27", "Tiny house update: lumber and window prices went nuts, so I bumped the budget up to $58,000. I'm also switching from the 24-foot trailer to a 28-footer so I can fit a real staircase up to the loft.",
         "Makes sense. Four extra feet is a big deal in a tiny house, and a real staircase beats a ladder."),
    ], [
        ("what's my tiny house budget now?", [1], U, [0]),
        ("How long is the trailer I'm building on?", [1], U, [0]),
        ("Where am I building the tiny house?", [0], S),
        ("What kind of roof am I putting on the tiny house?", [], A),
        ("When did I raise the budget for the build?", [1], T),
        ("Who's doing the electrical on the tiny house?", [], A),
        ("When am I planning to move into the tiny house?", [], A),
        ("How many windows is the tiny house going to have?", [], A),
        ("What's my uncle's name?", [], A),
    ]),
    # en-06: three facts, the third changes the first
    ([
        ("2026-07-20", "Finished my GWO safety certification and started as a wind turbine technician with Prairie Gust Energy! I'm based at their Spearville site in Kansas, working four tens, Monday to Thursday.",
         "Congratulations on the new job! Four tens means a three-day weekend every week, too."),
        ("2026-08-30", "Climbed my first full tower today, 262 feet of ladder, with my lead tech Ramón right behind me. My legs are jelly.",
         "262 feet is no joke! Congrats on your first full climb."),
        ("2026-10-18", "Work news: they're transferring me from Spearville to the new training center in Corpus Christi starting November 9. Same company, but the schedule changes to two weeks on, one week off.",
         "Big change! Two on, one off is a very different rhythm from four tens. Good luck with the move."),
    ], [
        ("Which site am I working at these days?", [2], U, [0]),
        ("what's my work schedule like now", [2], U, [0]),
        ("How tall was the first tower I climbed?", [1], S),
        ("How long had I been on the job when I did my first full climb?", [0, 1], T),
        ("When did the transfer kick in?", [2], T),
        ("What's my hourly pay as a turbine tech?", [], A),
        ("Is Ramón moving to Corpus Christi with me?", [], A),
        ("What turbine model did we work on at Spearville?", [], A),
        ("Where am I living in Corpus Christi?", [], A),
    ]),
    # en-07: one fact
    ([
        ("2026-09-03", "Started kendo at the Kaze-no-Michi Dojo in Bellevue, classes Tuesdays and Saturdays. For the first few months it's just footwork and suburi with a borrowed shinai, no armor yet.",
         "Kendo is a great discipline. All that footwork and suburi early on pays off later."),
    ], [
        ("What days do I have kendo?", [0], S),
        ("where's my martial arts class?", [0], S),
        ("Am I wearing armor in kendo yet?", [0], S),
        ("When did I take up kendo?", [0], T),
        ("What's my sensei's name?", [], A),
        ("How much is the monthly fee at the dojo?", [], A),
        ("When's my first grading?", [], A),
        ("What time does Saturday class start?", [], A),
    ]),
    # en-08: two facts
    ([
        ("2026-07-16", "My girlfriend Tamsin and I signed up for lindy hop lessons at the Jitterbug Loft. It's a six-week beginner series on Monday nights, $90 each.",
         "So fun! Lindy hop is one of the most joyful dances out there."),
        ("2026-09-13", "We went to our first social dance last night, the Jitterbug Loft's Saturday 'Stompin' at the Loft' with a live big band. Tamsin danced the whole night; I lasted about an hour before my calves gave out.",
         "A live big band for your first social, amazing! Your calves will get used to it."),
    ], [
        ("how much were the swing lessons per person", [0], S),
        ("What night were our beginner classes?", [0], S),
        ("Was there a DJ at our first social dance?", [1], S),
        ("Did we go to the same place for the social as where we took lessons?", [0, 1], M),
        ("How long after signing up for lessons did we go to our first social?", [0, 1], T),
        ("Who teaches our lindy hop class?", [], A),
        ("Did we sign up for the intermediate series?", [], A),
        ("How long have Tamsin and I been together?", [], A),
        ("What's the cover charge at Stompin' at the Loft?", [], A),
    ]),
    # en-09: three facts, the second changes the first
    ([
        ("2026-07-27", "I'm going to Cascadia Comic Expo in Portland on September 20 and I'm cosplaying Aloy from Horizon Zero Dawn. Making her bow out of EVA foam and PVC pipe.",
         "Aloy is a great pick! Foam and PVC should make the bow light enough to carry all day."),
        ("2026-08-19", "Change of plans for the con: I'm ditching Aloy and going as Lara Croft, the 2013 reboot version. The foam bow was eating all my weekends and my budget.",
         "Totally fair, Lara's 2013 look is iconic and much easier to pull together."),
        ("2026-09-21", "Con recap: people stopped my Lara Croft for photos like forty times, and a guy from a local cosplay group, the Foam Forge Crew, invited me to their monthly build night.",
         "Forty photo stops is a huge compliment! And an invite to a build group, nice."),
    ], [
        ("who did I end up cosplaying at the con?", [1], U, [0]),
        ("Why did I drop my first costume idea?", [1], S),
        ("Which convention did I wear the Lara Croft costume to?", [0, 1], M),
        ("What date was the comic con?", [0], T),
        ("Which cosplay group reached out to me?", [2], S),
        ("Where does the Foam Forge Crew hold their build nights?", [], A),
        ("How much did my Lara Croft cosplay cost all in?", [], A),
        ("Who went to the con with me?", [], A),
        ("Did I enter the costume contest?", [], A),
    ]),
    # en-10: one fact
    ([
        ("2026-10-04", "Started my first batch of mead tonight: three pounds of orange blossom honey in a one-gallon carboy with Lalvin 71B yeast. Plan is to leave it alone until at least February before I bottle.",
         "Exciting! Orange blossom makes a lovely mead, and patience really pays off with it."),
    ], [
        ("What kind of honey went into my mead?", [0], S),
        ("which yeast did I use for the mead", [0], S),
        ("When am I planning to bottle it?", [0], S),
        ("When did I start the batch?", [0], T),
        ("What was the starting gravity?", [], A),
        ("Where did I buy the honey?", [], A),
        ("How many bottles am I expecting to get out of it?", [], A),
        ("what's my dentist's name", [], A),
    ]),
    # en-11: three facts, the second changes the first
    ([
        ("2026-07-13", "Broke my left wrist going over the handlebars on the Lost Creek mountain bike trail. It's a distal radius fracture. Dr. Hallorand at Summit Ortho put me in a cast and said six weeks.",
         "Ouch, I'm sorry! Six weeks in a cast is rough, but distal radius fractures usually heal well."),
        ("2026-08-24", "Follow-up X-ray wasn't great. The bone is healing slower than Dr. Hallorand wanted, so the cast stays on three more weeks, until September 14.",
         "That's frustrating, but better to give it the time it needs. Hang in there."),
        ("2026-09-14", "Cast is finally off today! Starting hand therapy twice a week, Mondays and Thursdays, with a PT named Joelle at Summit Ortho.",
         "Freedom! Hand therapy will help you get your grip and range of motion back."),
    ], [
        ("When did my cast end up coming off?", [1, 2], U, [0]),
        ("Which wrist did I break?", [0], S),
        ("how much did the ER visit for my wrist cost me", [], A),
        ("What days is my hand therapy?", [2], S),
        ("How long was I stuck in the cast altogether?", [0, 2], T),
        ("How many hand therapy sessions did they prescribe?", [], A),
        ("What bike was I riding when I crashed?", [], A),
        ("Who drove me to get the wrist looked at after the crash?", [], A),
        ("Am I left- or right-handed?", [], A),
    ]),
    # en-12: one fact
    ([
        ("2026-08-06", "Well, that bullseye rash was Lyme disease. Urgent care put me on doxycycline, 100 mg twice a day for 21 days, and told me to stay out of the sun because it makes you burn easily. Must have picked up the tick hiking near Bear Mountain.",
         "Glad you got it checked quickly. Finish the whole course, and definitely take the sun warning seriously."),
    ], [
        ("what antibiotic am I taking?", [0], S),
        ("How long is my course of pills?", [0], S),
        ("Where do I think the tick got me?", [0], S),
        ("When did I find out it was Lyme?", [0], T),
        ("Did urgent care do a blood test to confirm it?", [], A),
        ("When's my follow-up appointment for the Lyme?", [], A),
        ("Who was I hiking with near Bear Mountain?", [], A),
        ("Is my dog on tick prevention?", [], A),
    ]),
    # en-13: two facts, the second changes the first
    ([
        ("2026-07-08", "Booked the trip of a lifetime: an Antarctica expedition cruise with Polar Horizons on the MV Southern Petrel, leaving Ushuaia on December 2. Eleven nights, an interior twin cabin with my dad, $11,200 each.",
         "Wow, Antarctica! That's a bucket-list trip, and doing it with your dad makes it even better."),
        ("2026-09-09", "Polar Horizons rescheduled our Antarctica sailing because the ship needs engine work. We now leave Ushuaia on January 6. As an apology they upgraded us to a balcony cabin for free.",
         "Annoying to move it, but a free balcony upgrade in Antarctica is a pretty good consolation prize."),
    ], [
        ("When do we sail for Antarctica?", [1], U, [0]),
        ("what cabin do we have on the cruise now", [1], U, [0]),
        ("Who's coming with me to Antarctica?", [0], S),
        ("How much did I pay per person for the cruise?", [0], S),
        ("Which landings or excursions are included once we reach Antarctica?", [], A),
        ("Are we doing the kayaking add-on?", [], A),
        ("Which airline are we flying to Ushuaia?", [], A),
        ("Did Polar Horizons give us any money back for the delay?", [], A),
        ("What's my dad's name?", [], A),
    ]),
    # en-14: three facts, the third changes the first
    ([
        ("2026-07-18", "We're planning my daughter Valeria's quinceañera for November 14. Booked the Casa Del Sol banquet hall for 150 guests, and her dress is going to be emerald green.",
         "How exciting! Emerald green will be gorgeous. November will come fast, though."),
        ("2026-08-29", "Valeria picked her chambelán de honor, her cousin Mateo. They start waltz practice with a choreographer every Sunday in September.",
         "That's sweet! Sunday rehearsals should have them ready well before the big day."),
        ("2026-10-02", "Casa Del Sol double-booked us, can you believe it. We moved the quinceañera to the Rosewood Event Center, same date, and the guest list dropped to 120 because Rosewood is smaller.",
         "Ugh, what a scramble, but good that you kept the date. 120 is still a big party!"),
    ], [
        ("where is Valeria's quince being held?", [2], U, [0]),
        ("How many guests are we having for the quince?", [2], U, [0]),
        ("What color is Valeria's dress?", [0], S),
        ("Who is Valeria's chambelán de honor?", [1], S),
        ("What date is the quinceañera?", [0, 2], T),
        ("Who's choreographing the waltz?", [], A),
        ("How much was the deposit at Rosewood?", [], A),
        ("What song are they waltzing to?", [], A),
        ("What's the theme of Valeria's party?", [], A),
    ]),
    # en-15: one fact
    ([
        ("2026-10-21", "Set up a payment plan with St. Anselm Hospital's billing office for my ER bill from the appendix thing: $4,860 total, $135 a month, zero interest, auto-pay on the 15th.",
         "Good that you got a zero-interest plan. That keeps it manageable."),
    ], [
        ("how much do I owe the hospital in total?", [0], S),
        ("What's my monthly payment on the ER bill?", [0], S),
        ("Which day of the month does the payment come out?", [0], S),
        ("Am I paying interest on the hospital plan?", [0], S),
        ("When did I have my appendix surgery?", [], A),
        ("How much did my insurance cover for the ER visit?", [], A),
        ("Which card is the auto-pay set up on?", [], A),
        ("Who was my surgeon?", [], A),
    ]),
    # en-16: two facts, the second changes the first
    ([
        ("2026-07-03", "Ditched my old carrier, Bellwave, and moved my line to Kite Mobile: 15GB of data for $20 a month, and I kept my number.",
         "Nice savings! Keeping your number makes the switch painless."),
        ("2026-10-26", "Kite Mobile emailed that they're moving everyone to new pricing this month, so my plan is $25 a month now. At least the data went up to 20GB.",
         "A price bump is annoying, but the extra data softens it a bit."),
    ], [
        ("How much am I paying for my phone plan now?", [1], U, [0]),
        ("how much data do I get a month?", [1], U, [0]),
        ("Which carrier did I leave?", [0], S),
        ("When does my Kite Mobile plan renew?", [], A),
        ("When did I switch phone carriers?", [0], T),
        ("What phone do I have?", [], A),
        ("What's my phone number?", [], A),
        ("How much was I paying back with Bellwave?", [], A),
        ("Does Kite Mobile include international roaming?", [], A),
    ]),
    # en-17: one fact
    ([
        ("2026-09-19", "Joined the Tri-County Rocketry Club and launched my first kit rocket, an Estes Alpha III on a C6-5 motor, out at the sod farm on Route 12. It went up maybe 1,000 feet and the parachute actually deployed!",
         "A clean first flight with a working chute, that's a win! Welcome to the hobby."),
    ], [
        ("What was my first rocket?", [0], S),
        ("which motor did I launch it on", [0], S),
        ("Where does the rocket club fly?", [0], S),
        ("When was my first launch?", [0], T),
        ("How much are the rocketry club dues?", [], A),
        ("Am I going for a high-power certification?", [], A),
        ("How often does the club hold launches?", [], A),
        ("Who got me into model rockets?", [], A),
    ]),
    # en-18: one fact
    ([
        ("2026-11-08", "Got a rotary rock tumbler, a Lortone 3A, and loaded it with agates I picked up on the beach at Agate Bay. The first stage is coarse 60/90 grit for a week. It runs in the laundry room because it's loud.",
         "Fun! Beach agates polish up beautifully. A week on coarse grit is a good start."),
    ], [
        ("What tumbler did I get?", [0], S),
        ("Where did the stones in my tumbler come from?", [0], S),
        ("how long does the first grit run for", [0], S),
        ("Where in the house do I keep the tumbler?", [0], S),
        ("How many stages does the whole tumbling process take?", [], A),
        ("How much did I pay for the tumbler?", [], A),
        ("What polish am I using for the final stage?", [], A),
        ("When is my car due for an oil change?", [], A),
    ]),
    # en-19: two facts
    ([
        ("2026-08-02", "Huge moment: The Lakeshore Ledger accepted my first crossword! It's a 15x15 themed puzzle, the theme is hidden musical instruments, and they're paying me $150.",
         "Congratulations, that's a big milestone for a constructor! Hidden instruments is a fun theme."),
        ("2026-10-11", "My crossword ran in the Sunday edition today!! My grandma went out and bought six copies.",
         "That's wonderful! Seeing it in print must feel amazing, and your grandma sounds like your biggest fan."),
    ], [
        ("how much did I get paid for my crossword", [0], S),
        ("What's the theme of my puzzle?", [0], S),
        ("Who bought a stack of copies of the paper?", [1], S),
        ("Which paper and which edition did my crossword appear in?", [0, 1], M),
        ("When did my crossword get published?", [1], T),
        ("What's the name of the puzzle editor at the Ledger?", [], A),
        ("Am I working on a second crossword?", [], A),
        ("What was the answer to 1-Across in my puzzle?", [], A),
        ("Where does my grandma live?", [], A),
    ]),
    # en-20: four facts, the third changes the first
    ([
        ("2026-07-06", "I got accepted onto Cascade County Search and Rescue as a probationary ground searcher. Probation lasts a year, and I need 40 training hours before I'm allowed on real callouts.",
         "Congratulations! That's meaningful work. 40 hours will go by quickly."),
        ("2026-07-30", "Bought my SAR pack setup: a 35-liter Osprey, a Garmin inReach Mini and a SOL emergency bivvy. Team rule is a full 24-hour kit at all times.",
         "Solid gear choices. The inReach especially is a lifesaver in areas without cell coverage."),
        ("2026-09-24", "Logged hour 40 of training this weekend with a night navigation exercise. I'm cleared for callouts now!",
         "Huge milestone! You're officially ready to respond."),
        ("2026-11-02", "First real callout last night: a missing 72-year-old hiker near Silver Falls. We found him around 2am, cold but okay. I was on the hasty team with my team lead, Brenda.",
         "What a first callout, and a happy ending! That must have felt incredible."),
    ], [
        ("Can I go out on real SAR missions yet, or am I still training only?", [2], U, [0]),
        ("What satellite messenger did I buy for search and rescue?", [1], S),
        ("who's my team lead?", [3], S),
        ("How many training hours did I need, and what exercise got me there?", [0, 2], M),
        ("When was my first actual callout?", [3], T),
        ("What was the name of the hiker we found?", [], A),
        ("How many people are on the SAR team?", [], A),
        ("How much did my pack setup cost?", [], A),
        ("Do I work with a search dog?", [], A),
    ]),
]

ZH = [
    # zh-01: one fact
    ([
        ("2026-07-12", "报了个相声兴趣班，在天津西北角一家小茶馆里，每周日晚上上课。老师是说了三十年相声的老先生，我现在在练《报菜名》那段贯口。",
         "哈哈，《报菜名》可是考验嘴皮子的基本功，练熟了特别出彩，加油！"),
    ], [
        ("我那个相声课在哪儿上来着？", [0], S),
        ("相声班是礼拜几上课？", [0], S),
        ("我最近在背哪段贯口？", [0], S),
        ("我啥时候开始学相声的？", [0], T),
        ("教相声的那位老先生叫什么？", [], A),
        ("相声班学费多少钱？", [], A),
        ("我在班上是逗哏还是捧哏，搭档是谁？", [], A),
        ("结课的时候有没有汇报演出？", [], A),
        ("我穿多大码的鞋？", [], A),
    ]),
    # zh-02: two facts, the second changes the first
    ([
        ("2026-07-25", "我报名了今年的社会工作者职业水平考试，报的初级，11月8号考。现在每天午休刷半小时题。",
         "挺好的，每天坚持刷半小时题，积少成多，祝考试顺利！"),
        ("2026-09-20", "社工考试我改主意了，趁报名还没截止改报了中级，考试日期没变。同事说中级证以后评职称更有用。",
         "中级确实含金量更高，难度也会大一些，时间还来得及，加油！"),
    ], [
        ("我社工证最后报的哪个级别？", [1], U, [0]),
        ("为啥我不考初级了？", [1], S),
        ("社工考试是几号？", [0, 1], T),
        ("我一般什么时候刷题？", [0], S),
        ("社工考试一共考几科？", [], A),
        ("我用的是哪个刷题APP？", [], A),
        ("我现在在哪个单位上班？", [], A),
        ("考场安排在哪个学校？", [], A),
    ]),
    # zh-03: one fact
    ([
        ("2026-08-08", "家里新添了一只蜜袋鼯，公的，四个月大，背上有一道黑线，我给它起名叫“阿飘”。它晚上特别精神，白天就缩在我挂在笼子里的小睡袋里睡觉。",
         "阿飘这个名字太贴切了，会滑翔的小家伙！蜜袋鼯是夜行动物，白天睡觉很正常。"),
    ], [
        ("我家那只蜜袋鼯叫啥名？", [0], S),
        ("阿飘是弟弟还是妹妹？", [0], S),
        ("刚接回来的时候阿飘多大？", [0], S),
        ("它白天都躲哪儿睡？", [0], S),
        ("阿飘平时吃什么？", [], A),
        ("买阿飘花了多少钱？", [], A),
        ("阿飘是在哪家店买的？", [], A),
        ("阿飘看过兽医没有？", [], A),
    ]),
    # zh-04: two facts
    ([
        ("2026-07-19", "厨房终于装上洗碗机了！方太的嵌入式，13套的，装在水槽右边，花了六千二。",
         "恭喜解放双手！13套的容量一家人用很够了。"),
        ("2026-08-23", "洗碗机用了一个月，碗底老有白色水渍。售后师傅说我们这边水硬，让我把软水盐调到4档，再加点亮碟剂。",
         "水硬的地方确实容易有水渍，调高软水档位再配亮碟剂一般就能改善。"),
    ], [
        ("我家洗碗机是哪个牌子的？", [0], S),
        ("洗碗机洗一次要多久，我平常用哪个模式？", [], A),
        ("碗上有白印子，师傅让我咋处理？", [1], S),
        ("我家那台多少套的洗碗机后来出了什么毛病？", [0, 1], M),
        ("洗碗机装上多久就开始出水渍问题了？", [0, 1], T),
        ("洗碗机保修几年？", [], A),
        ("我平时用哪个牌子的洗碗块？", [], A),
        ("洗碗机是在哪个平台下单的？", [], A),
        ("我家厨房是哪年装修的？", [], A),
    ]),
    # zh-05: two facts, the second changes the first
    ([
        ("2026-10-10", "加入了我们这儿的冬泳协会，每天早上六点在浑河边下水。现在水温十八度左右，我能游五百米。",
         "厉害！冬泳要循序渐进，随着水温下降记得控制时间和距离。"),
        ("2026-11-22", "水温降到九度了，我现在只敢游两百米就上岸。带我们的老周让我别逞强。",
         "九度已经很冷了，听老周的没错，安全第一。"),
    ], [
        ("我现在冬泳一次游多远？", [1], U, [0]),
        ("河里水温现在大概几度？", [1], U, [0]),
        ("我冬泳是在哪条河？", [0], S),
        ("叫我别逞强的是谁？", [1], S),
        ("我是什么时候加入冬泳协会的？", [0], T),
        ("冬泳协会一年会费多少？", [], A),
        ("我下水穿不穿防寒泳衣？", [], A),
        ("协会一共多少人？", [], A),
        ("我有没有高血压之类的毛病？", [], A),
    ]),
    # zh-06: one fact
    ([
        ("2026-09-06", "眼睛又干又涩，去眼科查了，医生说是中度干眼症，泪膜破裂时间才三秒。开了玻璃酸钠滴眼液，一天滴四次，还让我每天晚上热敷十分钟。",
         "干眼症跟用眼习惯关系很大，按时滴药、坚持热敷，平时也多眨眨眼、少熬夜。"),
    ], [
        ("眼科医生说我眼睛是什么问题？", [0], S),
        ("我现在滴的是什么眼药水？", [0], S),
        ("那个眼药水一天滴几回？", [0], S),
        ("除了滴药医生还让我干嘛？", [0], S),
        ("我是在哪家医院看的眼睛，哪个医生？", [], A),
        ("医生让我多久去复查？", [], A),
        ("我近视多少度？", [], A),
        ("那瓶眼药水多少钱？", [], A),
    ]),
    # zh-07: two facts
    ([
        ("2026-09-30", "给我爸妈报了个夕阳红旅行团，十月十五号出发去桂林阳朔，六天五晚，一个人三千九，是跟他们小区几个老姐妹一起报的。",
         "有老邻居作伴，叔叔阿姨肯定玩得开心！十月的桂林天气也正好。"),
        ("2026-10-21", "我爸妈从桂林回来了，说漓江坐竹筏最开心，就是我爸在遇龙河那边把脚崴了，现在贴着膏药。",
         "玩得开心就好，叔叔的脚要多休息，肿得厉害的话还是去医院看看。"),
    ], [
        ("我爸妈这次跟团去的哪儿？", [0], S),
        ("那个团一人多少钱？", [0], S),
        ("他们说这趟最喜欢哪个项目？", [1], S),
        ("我爸脚是在哪儿崴的？", [1], S),
        ("我爸崴脚那趟旅行团是哪天出发的？", [0, 1], M),
        ("是哪家旅行社的团？", [], A),
        ("我爸崴脚后去医院拍片子了吗？", [], A),
        ("他们在阳朔住的什么酒店？", [], A),
        ("我妈今年多大岁数？", [], A),
    ]),
    # zh-08: three facts, later ones change the first
    ([
        ("2026-07-07", "辞了深圳的工作，跑到婺源篁岭脚下一家叫“晒秋里”的民宿当管家，包吃住，一个月四千五，主要负责接待客人、帮他们安排行程。",
         "换个节奏生活也挺好的！婺源风景那么美，秋天晒秋的时候更热闹。"),
        ("2026-08-25", "民宿老板看我干得不错，给我涨到五千五了，还让我带两个新来的实习生。",
         "这么快就涨薪还带新人，说明老板很认可你！"),
        ("2026-11-15", "老板在景德镇新开了家分店，主打陶瓷体验，让我12月1号起过去当店长，工资谈到了七千。",
         "升店长了，恭喜！景德镇的陶瓷体验民宿应该很有特色。"),
    ], [
        ("我现在一个月工资多少？", [2], U, [0, 1]),
        ("我现在在哪家店上班，做什么？", [2], U, [0]),
        ("我最开始去的是哪家民宿？", [0], S),
        ("那两个实习生叫什么？", [], A),
        ("在婺源那会儿我工资从多少涨到了多少？", [0, 1], M),
        ("我调去景德镇是从哪天开始？", [2], T),
        ("民宿老板叫什么？", [], A),
        ("景德镇那家分店有几间房？", [], A),
        ("我在深圳原来是干什么的？", [], A),
    ]),
    # zh-09: two facts
    ([
        ("2026-07-30", "我闺女小葡萄下个月8号满一岁，准备在家给她办抓周，摆了算盘、毛笔、听诊器、小汽车这些。",
         "抓周好有意思！期待小葡萄会抓到什么。"),
        ("2026-08-09", "昨天抓周，小葡萄爬过去一把就抓了听诊器，我婆婆高兴坏了，说以后当医生。",
         "哈哈，小医生预定！婆婆肯定乐开花了。"),
    ], [
        ("我闺女小名叫啥？", [0], S),
        ("小葡萄生日是哪天？", [0], T),
        ("抓周最后她抓的是啥？", [1], S),
        ("抓周那天谁最开心？", [1], S),
        ("她没抓的那几样都是什么？", [0, 1], M),
        ("小葡萄大名叫什么？", [], A),
        ("抓周请了多少亲戚来？", [], A),
        ("我老公是做什么工作的？", [], A),
        ("小葡萄现在会走路了没？", [], A),
    ]),
    # zh-10: one fact
    ([
        ("2026-08-17", "开始学篆刻了，跟着B站的视频自学，买了一套青田石练习章和一把六毫米的刻刀。第一方刻的是我自己的名字，白文印，刻歪了。",
         "第一方刻歪很正常，篆刻就是越刻手越稳，坚持下去！"),
    ], [
        ("我篆刻是跟谁学的？", [0], S),
        ("练习用的是什么石头？", [0], S),
        ("我第一方印刻的什么内容，朱文还是白文？", [0], S),
        ("我是几月份开始玩篆刻的？", [0], T),
        ("我全名叫什么？", [], A),
        ("那套刻刀和印石一共花了多少？", [], A),
        ("第二方印我打算刻什么？", [], A),
        ("我平时用哪个牌子的印泥？", [], A),
    ]),
    # zh-11: two facts, the second changes the first
    ([
        ("2026-07-21", "入了个墨水屏阅读器，掌阅的Ocean 4，一千五百多。现在在看《额尔古纳河右岸》，每天睡前看半小时。",
         "墨水屏看书不伤眼，《额尔古纳河右岸》很适合睡前慢慢读。"),
        ("2026-10-03", "《额尔古纳河右岸》终于看完了，现在开始看余华的《文城》。",
         "恭喜读完！《文城》也很好看，余华的故事很抓人。"),
    ], [
        ("我最近睡前在看哪本书？", [1], U, [0]),
        ("我那个阅读器是什么型号？", [0], S),
        ("我最喜欢的作家是谁？", [], A),
        ("我一般什么时候看书，一次看多久？", [0], S),
        ("《额尔古纳河右岸》我大概花了多久才看完？", [0, 1], T),
        ("《文城》我看到哪儿了，觉得怎么样？", [], A),
        ("阅读器是在哪个平台买的？", [], A),
        ("我有没有开电子书会员？", [], A),
        ("我今年一共读了多少本书？", [], A),
    ]),
    # zh-12: three facts, the second changes the first
    ([
        ("2026-07-14", "在乡下院子里养了五只麻鸭，镇上集市买的，一只十五块，打算养大了下蛋。",
         "自己养鸭下蛋挺好的，吃着放心！"),
        ("2026-09-02", "有一只鸭子晚上被黄鼠狼叼走了，现在就剩四只。我赶紧把鸭棚加了一圈铁丝网。",
         "太可惜了，加铁丝网是对的，黄鼠狼可能还会再来。"),
        ("2026-11-10", "鸭子开始下蛋了！四只里有三只是母的，差不多每天能捡两三个蛋。",
         "终于有收获了！每天两三个蛋，一家人吃很够了。"),
    ], [
        ("我现在还剩几只鸭子？", [1, 2], U, [0]),
        ("鸭子是在哪儿买的，多少钱一只？", [0], S),
        ("少了的那只鸭子是怎么回事？", [1], S),
        ("一个鸭蛋大概多重？", [], A),
        ("鸭子是从什么时候开始下蛋的？", [2], T),
        ("我给鸭子起名字了吗，都叫什么？", [], A),
        ("我平时喂鸭子什么饲料？", [], A),
        ("捡的鸭蛋我是拿去卖还是自己吃？", [], A),
        ("院子里还养了鸡没有？", [], A),
    ]),
    # zh-13: two facts, the second changes the first
    ([
        ("2026-08-11", "跟未婚夫阿杰订了三亚的旅拍婚纱照，“海屿映画”工作室，套餐八千八，三套服装，九月二十六号拍。",
         "三亚的海边拍婚纱照一定很美！提前祝你们拍摄顺利。"),
        ("2026-09-15", "台风要来，三亚旅拍改到十月二十四号了。工作室说不加钱，还多送了一套，现在变成四套服装。",
         "安全第一，改期还多送一套服装，也算因祸得福了。"),
    ], [
        ("我们婚纱照最后定在哪天拍？", [1], U, [0]),
        ("婚纱照一共能拍几套衣服？", [1], U, [0]),
        ("婚纱照订的哪家工作室？", [0], S),
        ("我未婚夫叫什么？", [0], S),
        ("旅拍为啥改期？", [1], S),
        ("摄影师叫什么名字？", [], A),
        ("我们婚礼定在哪天？", [], A),
        ("在三亚住的哪家酒店？", [], A),
        ("套餐里给几张精修？", [], A),
    ]),
    # zh-14: three facts, the third changes the first
    ([
        ("2026-07-02", "跟我表哥合伙在大学城开了个24小时自习室，叫“静屿”，四十个座位，月卡卖三百九。",
         "大学城开自习室很对路，祝生意兴隆！"),
        ("2026-08-20", "自习室开业一个多月，月卡卖出去六十多张，考研的学生最多。",
         "开局不错！考研的同学需求很稳定。"),
        ("2026-10-08", "考研的太多了，自习室扩到了六十个座位，月卡也涨到四百五了。",
         "扩座加涨价，说明需求确实旺，生意越来越好了！"),
    ], [
        ("自习室现在有多少个座位？", [2], U, [0]),
        ("现在月卡卖多少钱？", [2], U, [0]),
        ("自习室开在大学城哪条街上？", [], A),
        ("自习室我是跟谁一起开的？", [0], S),
        ("开业一个多月那会儿，月卡卖了多少张，当时一张多少钱？", [0, 1], M),
        ("自习室房租一个月多少？", [], A),
        ("我跟表哥是怎么分成的？", [], A),
        ("自习室有没有雇管理员？", [], A),
        ("有没有卖日卡或者次卡？", [], A),
    ]),
    # zh-15: two facts
    ([
        ("2026-07-24", "儿子果果九岁，身高才一米二五，在儿童医院内分泌科查了骨龄，医生建议打生长激素，一个月差不多五千。",
         "早发现早干预是好事，按医生的方案来，也注意营养和睡眠。"),
        ("2026-11-05", "果果打生长激素三个月了，今天复查量身高，一米二八点五，长了三厘米半，医生说效果不错。",
         "三个月长三厘米半，效果很明显，太好了！"),
    ], [
        ("果果在哪个学校上学？", [], A),
        ("打针前果果多高？", [0], S),
        ("生长激素一个月大概要花多少钱？", [0], S),
        ("最近一次复查果果量出来多高？", [1], S),
        ("果果是在哪个科看的，复查时医生怎么说？", [0, 1], M),
        ("果果的骨龄是几岁？", [], A),
        ("生长激素是每天打还是每周打？", [], A),
        ("这个针医保能报吗？", [], A),
        ("果果他爸多高？", [], A),
    ]),
    # zh-16: one fact
    ([
        ("2026-10-15", "我考进街道当网格员了，负责幸福里小区三号到九号楼，一共六百多户，每天要在手机上的“网格通”APP打卡巡查。",
         "恭喜上岸！网格员工作很接地气，辛苦但很有意义。"),
    ], [
        ("我现在干的什么工作？", [0], S),
        ("我负责的是哪几栋楼？", [0], S),
        ("我管的片区大概多少户人家？", [0], S),
        ("我是什么时候当上网格员的？", [0], T),
        ("网格员一个月工资多少？", [], A),
        ("我的直属领导是谁？", [], A),
        ("我每天几点下班？", [], A),
        ("当网格员之前我是干什么的？", [], A),
    ]),
    # zh-17: two facts, the second changes the first
    ([
        ("2026-08-03", "国庆准备坐火车去敦煌，订了十月二号从兰州出发的卧铺，打算去鸣沙山和莫高窟，莫高窟抢的是十月四号的A类票。",
         "敦煌很值得去！莫高窟A类票不好抢，恭喜抢到了。"),
        ("2026-09-18", "把四号的莫高窟票退了，重新抢到了五号的A类票。四号那天改去雅丹魔鬼城。",
         "这样安排挺好，雅丹的日落也很壮观。"),
    ], [
        ("我莫高窟的票是哪天的？", [1], U, [0]),
        ("十月四号那天我安排了什么？", [1], U, [0]),
        ("我去敦煌坐的什么车，从哪儿出发？", [0], S),
        ("去敦煌的火车是几号的？", [0], T),
        ("除了莫高窟，我还打算去哪些地方？", [0, 1], M),
        ("在敦煌住的哪家酒店？", [], A),
        ("我跟谁一起去的敦煌？", [], A),
        ("那张卧铺票多少钱？", [], A),
        ("回程是坐飞机还是火车？", [], A),
    ]),
    # zh-18: two facts
    ([
        ("2026-07-27", "加入了小区的流浪猫TNR小组，我们一共五个人。这个月已经抓了七只去绝育，费用是一家宠物医院半价赞助的。",
         "TNR是很有意义的事，有医院半价赞助压力也小很多。"),
        ("2026-09-29", "我们小组到现在一共绝育了二十三只猫了！我自己还领养了其中一只玳瑁，叫阿福。",
         "二十三只，成果很可观！恭喜阿福有家了。"),
    ], [
        ("我们TNR小组有几个人？", [0], S),
        ("我领养的那只猫叫啥，什么花色？", [1], S),
        ("到九月底一共给多少只猫做了绝育？", [1], S),
        ("绝育的钱是怎么解决的，到现在做了多少只？", [0, 1], M),
        ("阿福现在多重了？", [], A),
        ("赞助我们的是哪家宠物医院？", [], A),
        ("阿福几岁了？", [], A),
        ("我们小组的组长是谁？", [], A),
        ("小区里大概有多少只流浪猫？", [], A),
    ]),
    # zh-19: one fact
    ([
        ("2026-10-25", "今天生日，给自己的礼物是在河北一个跳伞基地跳了次双人跳伞，四千米高度，自由落体四十多秒，花了三千二，另外加了四百买视频。",
         "生日快乐！四千米的自由落体，这份礼物太酷了！"),
    ], [
        ("我跳伞是从多高跳的？", [0], S),
        ("自由落体大概多长时间？", [0], S),
        ("跳伞连视频一共花了多少钱？", [0], S),
        ("我生日是哪天？", [0], T),
        ("带我跳的教练叫什么？", [], A),
        ("我今年多大了？", [], A),
        ("谁陪我去的跳伞基地？", [], A),
        ("我打不打算考跳伞执照？", [], A),
    ]),
    # zh-20: three facts, the second changes the first
    ([
        ("2026-07-16", "儿子阿哲参加了学校的机器人社团，组了个四人队报名FLL比赛，队名叫“齿轮兄弟”，他负责编程。",
         "齿轮兄弟这个名字很有气势！负责编程是很核心的角色。"),
        ("2026-09-06", "老师给阿哲他们队调整了分工，他不写程序了，改成负责搭结构，编程交给一个六年级的学姐。",
         "搭结构也很锻炼动手能力，换个角色也是好事。"),
        ("2026-11-28", "齿轮兄弟拿了市赛一等奖！下个月要去杭州打省赛。",
         "太棒了，恭喜！省赛加油！"),
    ], [
        ("阿哲在队里现在负责哪块？", [1], U, [0]),
        ("现在队里谁在写程序？", [1], S),
        ("市赛他们拿了什么名次？", [2], S),
        ("省赛在哪个城市比？", [2], S),
        ("市赛成绩是什么时候出来的？", [2], T),
        ("阿哲上几年级了？", [], A),
        ("机器人社团的指导老师叫什么？", [], A),
        ("省赛具体是哪一天？", [], A),
        ("那个六年级学姐叫什么名字？", [], A),
    ]),
]

KINDS = {S, M, T, U, A}


def check(cases):
    """Fails loudly on malformed cases: ids, date range, fact count, evidence/stale indices and type rules."""
    seen = set()
    for user, facts, questions in cases:
        assert user not in seen, user
        seen.add(user)
        assert 1 <= len(facts) <= 4, user
        days = [day for day, _, _ in facts]
        assert days == sorted(days) and all("2026-07-01" <= d <= "2026-11-30" for d in days), user
        for query, evidence, kind, *rest in questions:
            assert kind in KINDS, (user, query)
            assert all(0 <= i < len(facts) for i in evidence), (user, query)
            stale = rest[0] if rest else []
            assert all(0 <= i < len(facts) for i in stale) and not set(stale) & set(evidence), (user, query)
            if kind == A:
                assert not evidence and not stale, (user, query)
            else:
                assert evidence, (user, query)
            if kind == M:
                assert len(set(evidence)) >= 2, (user, query)
            if kind == U:
                assert stale, (user, query)
        assert len({q[0] for q in questions}) == len(questions), user


def main():
    assert len(EN) == 20 and len(ZH) == 20
    cases = [(f"t25-en-{i + 1:02d}", facts, qs) for i, (facts, qs) in enumerate(EN)]
    cases += [(f"t25-zh-{i + 1:02d}", facts, qs) for i, (facts, qs) in enumerate(ZH)]
    check(cases)
    write_tiny_stores(NAME, DESCRIPTION, cases, ASK, here)
    changed = sum(1 for _, _, qs in cases if any(q[2] == U for q in qs))
    print(f"users with a changed fact: {changed}")


if __name__ == "__main__":
    main()
