#!/usr/bin/env python3
"""Blind held-out dialogue set 39: eighteen everyday-life cases, each one user talking with an
assistant over 3-5 dated sessions, with questions asked afterwards.

Domains:
  en-hrt-menopause-norwich       health: perimenopause symptoms and starting HRT
  en-remortgage-horsforth        money: fixed-rate mortgage ending and remortgaging
  en-baby-sleep-exeter           family: baby sleep, weaning and return to work childcare
  en-metal-detecting-louth       hobby: metal detecting, finds recording and treasure
  en-sabbatical-manchester       work: negotiating an unpaid sabbatical
  en-vietnam-family-glasgow      travel: two-week family trip to Vietnam
  en-loft-conversion-cardiff     home: dormer loft conversion
  en-guinea-pigs-belfast         pets: adopting guinea pigs
  en-lpa-mum-stoke               legal/admin: lasting powers of attorney for a parent
  zh-daizhuang-paozhen-hangzhou  health: mother's shingles and father's vaccine
  zh-zhongkao-tiyu-nanjing       family: son's middle-school PE exam training
  zh-gouzhen-chengdu             hobby: crochet and selling on Xianyu
  zh-offer-xuanze-hangzhou       work: choosing between job offers
  zh-xinjiapo-qinzi-guangzhou    travel: family trip to Singapore
  zh-dinuan-wuhan                home: installing floor heating
  zh-laomao-shenbing-beijing     pets: senior cat with chronic kidney disease
  zh-erjian-kaoshi-zhengzhou     study: second-class constructor exam
  zh-shebao-zhuanyi-changsha     legal/admin: moving social insurance and housing fund between cities
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import labelled_case_builder, write_dialogues  # noqa: E402

QUESTION_TIME = "2032-03-10T12:00:00+00:00"
case = labelled_case_builder(QUESTION_TIME)
CASES = []

# ---------------------------------------------------------------- en: health
CASES.append(case("en-hrt-menopause-norwich", "fiona.walsh-nr3", [
    ("2031-09-04T21:10:00+01:00", [
        ("hrt1", "I think I need to finally admit this is the menopause. I'm 48, and for the last couple of months I've been getting something like 8 to 10 hot flushes a day, the kind where I have to take my cardigan off in the middle of a meeting. The night sweats wake me up about three times a night and I'm changing the pillowcase at 3am. My periods have gone all over the place too, the last one was nine weeks ago. I've booked an appointment with Dr Okafor at Thorpe Road Surgery for 16 September at 10:20. For what it's worth my mum went through it at 51, so I'm a bit early compared to her."),
        "That sounds exhausting, and you're doing exactly the right thing getting it in front of a GP. Before the 16th it's worth keeping a simple symptom diary: number of flushes each day, how many times you wake, anything that seems to trigger them (alcohol, caffeine, hot rooms, stress). Around three quarters of women get flushes at some point during the transition, so you're far from alone. If you still have a womb, HRT is usually given as oestrogen plus a progestogen to protect the lining, so you may hear both mentioned. Write your questions down beforehand, because ten-minute appointments go fast.",
        ("hrt2", "Good idea on the diary. The other thing that scares me is the brain fog. I work as the school business manager at Heartsease Primary and last week I completely forgot a governors' finance meeting I'd organised myself. I'm averaging about 5 hours of sleep, partly because of the sweats and partly because Graham snores like a tractor. I'm drinking three coffees a day just to function and I'm trying to get that down to one. My big question for the GP is whether I'm even allowed HRT, because my younger sister Claire had a DVT in her calf in 2029 after a long-haul flight."),
        "That's a very sensible thing to raise. A family history of clots doesn't automatically rule HRT out, and many GPs prefer oestrogen through the skin (a patch, gel or spray) in that situation, because it doesn't seem to carry the same clot risk as tablets. Tell Dr Okafor exactly what happened to Claire, including that it followed a long flight. On the caffeine, cutting down gradually, say one cup every few days, avoids the withdrawal headaches, and keeping the last coffee before noon can help sleep.",
    ]),
    ("2031-09-17T19:45:00+01:00", [
        ("hrt3", "Update: saw Dr Okafor yesterday and she was brilliant. Because of Claire's clot she went straight for patches: Evorel 50, changed twice a week, so I'm doing Mondays and Thursdays. Plus Utrogestan 100mg capsules every night to protect the womb. She told me to get the HRT prescription prepayment certificate, which was £20.10 for twelve months and covers both. Review in three months."),
        "That's a very standard and well-tolerated starting combination. Sticking the patch below the waist, on a clean dry area of skin without lotion, and rotating sides helps it stay put and reduces irritation. Utrogestan at bedtime is ideal because it can make some people a bit drowsy. Most women notice flushes easing within a few weeks, but full benefit can take up to three months, so don't judge it too early.",
        ("hrt4", "The Boots on Gentleman's Walk only had four weeks' worth of the patches in stock and said they'd have to order the rest in, which was annoying. Anyway, I put the first patch on last night before bed and took the first capsule. Fingers crossed."),
        "Supply hiccups with HRT patches do happen, so it's worth putting in the next request a week or so before you run out. If Boots can't get them, ask the pharmacist to ring round other branches or independent pharmacies, and let the surgery know early so they can switch you to an equivalent if needed. Good luck with the first few weeks.",
    ]),
    ("2031-10-29T20:30:00+00:00", [
        ("hrt5", "Six weeks in and it's mostly good news. The flushes are down to 2 or 3 a day and I only wake once a night with a sweat now. The bad part was the patches: they kept peeling off in the shower and left an itchy red square every time. Then Boots couldn't get Evorel at all, so the surgery switched me to Oestrogel instead, two pumps a day rubbed into my arms. Still on the Utrogestan at night."),
        "That's real progress in six weeks. With the gel, apply it to clean dry skin on the outer arm or inner thigh, spread thinly, and let it dry for about five minutes before dressing; avoid anyone else touching that skin for an hour or so. Two pumps is a common starting dose, and it's easy for the GP to adjust up or down depending on how your symptoms settle.",
        ("hrt6", "I also finally told my head teacher, Mrs Patel, what's going on. Turns out the school has a menopause policy I'd never read, and she got me a desk fan and said I can take a break whenever I need one. And I've started a yoga class on Tuesday evenings at a studio called Breathe on Magdalen Street, £9 a class. It really helps with the sleep."),
        "That's great support from work, and it's worth keeping a note of the adjustments in case anything changes. Regular yoga has decent evidence for helping sleep and mood during the menopause transition, so that's a lovely addition.",
    ]),
    ("2031-12-15T18:00:00+00:00", [
        ("hrt7", "Had my three-month review with Dr Okafor this morning. Flushes are about one a day now, and I'm getting around six and a half hours of sleep a night, which feels like luxury. She's put the gel up to three pumps a day because I still get the odd sweat. I had a bit of a bleed at the end of November but she said that's expected in the first few months. Next review is in six months, so June."),
        "Six and a half hours is a big improvement from five. Going up to three pumps is a routine adjustment; some women need a few weeks to notice the difference after a dose change. Irregular bleeding in the first three to six months is common, but if it's heavy, prolonged or still happening after six months it's worth mentioning before June rather than waiting.",
        ("hrt8", "Two other things. I'm finally down to one coffee a day, just the one at 8am. And I've moved my yoga to the Thursday evening class because the governors' meetings have moved to Tuesdays. Breathe have also put their prices up, it's £11 a class now. Still worth it."),
        "Well done on the coffee, that's a hard habit to shift. At £11 a class, a ten-class pass often works out cheaper if the studio offers one, so it might be worth asking.",
    ]),
    ("2032-02-03T21:00:00+00:00", [
        ("hrt9", "Bit of a change since we last spoke. The Utrogestan was making me really low and weepy for a few days each month, so Dr Okafor suggested the Mirena coil as the progestogen part instead. I had it fitted on 28 January at the surgery and stopped the capsules that day. Cramping for a day, but otherwise fine. Still on the three pumps of gel."),
        "Using the Mirena as the progestogen part of HRT is a common and effective option, and many women find it avoids the mood side effects of oral progesterone. Some spotting in the first few months after fitting is normal. It's licensed for endometrial protection for a set number of years, so make a note of the fitting date.",
        ("hrt10", "The only thing I'm not thrilled about is the scales. I've put on 3 kilos since September and I'm 71 kilos now. Not sure if that's the HRT or the Christmas mince pies, honestly."),
        "Research generally doesn't show HRT itself causing significant weight gain; the menopause transition tends to shift weight toward the middle regardless. Strength training twice a week and keeping protein up at each meal can help, and your yoga is a good base to build on.",
    ]),
], [
    ("Who's the GP I've been seeing about the menopause?", ["hrt1"], "single-hop"),
    ("What happened to my sister that made me worried about HRT?", ["hrt2"], "single-hop"),
    ("How much weight have I gained since September?", ["hrt10"], "single-hop"),
    ("How many pumps of oestrogen gel am I using each day at the moment?", ["hrt7"], "update", ["hrt5"]),
    ("What am I using for the progestogen part of my HRT now?", ["hrt9"], "update", ["hrt3"]),
    ("Which evening do I go to yoga these days, and what does a class cost?", ["hrt8"], "update", ["hrt6"]),
    ("How many coffees a day am I drinking now?", ["hrt8"], "update", ["hrt2"]),
    ("How much did my daily hot flushes drop between before treatment and the three-month review?", ["hrt1", "hrt7"], "multi-session"),
    ("What forms of oestrogen have I used since starting HRT, in order?", ["hrt3", "hrt5"], "multi-session"),
    ("On what date did I first see the GP about my symptoms?", ["hrt1", "hrt3"], "temporal"),
    ("Roughly how long after my first patch was the coil fitted?", ["hrt4", "hrt9"], "temporal"),
    ("How long should I let the gel dry before getting dressed?", [], "abstain"),
    ("What does my husband Graham do for work?", [], "abstain"),
    ("What was my blood pressure at the three-month review?", [], "abstain"),
    ("Did I have a mammogram during all this?", [], "abstain"),
    ("What's the name of my yoga teacher?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: money
CASES.append(case("en-remortgage-horsforth", "dev_patel.horsforth", [
    ("2031-09-08T20:00:00+01:00", [
        ("rm1", "Right, I need to get my head around our mortgage. Our five-year fix with Nationwide at 1.89% ends on 31 December 2031. We owe £186,400 on it, and the monthly payment is currently £912. There are 19 years left on the term. We bought the house in Horsforth in 2026 for £298,000 and similar semis on our street are going for about £345,000 now. I'm dreading what the new rate will do to the payment."),
        "Good that you're looking now; most lenders let you secure a new deal three to six months before your current one ends, so you're right in the window. On those figures your loan-to-value is roughly 54%, which should put you in a good pricing band (many lenders' best rates start at 60% or 75% LTV). Your two main routes are a product transfer with Nationwide, which is quick and needs no legal work, or a full remortgage to another lender, which can be cheaper but takes longer. Watch the arrangement fees: a lot of headline rates come with fees around £999, which can wipe out a small rate difference on a balance your size.",
        ("rm2", "A friend recommended a fee-free broker, Harriet Cole at Kirkstall Mortgage Partners, so I've emailed her. For affordability: my salary is £52,500 and Anjali earns £41,000, but Anjali's planning to go down to four days a week from April next year, so we should probably plan around her pro-rata salary."),
        "Using a whole-of-market broker makes sense, and fee-free brokers are paid by the lender, so there's no downside in asking her to compare against Nationwide's product transfer too. Mention Anjali's move to four days up front; lenders assess on the income you'll have, and four-fifths of £41,000 is £32,800. Even so, with a 54% LTV you're very unlikely to hit affordability limits.",
    ]),
    ("2031-10-14T19:30:00+01:00", [
        ("rm3", "Met Harriet on the 9th. She laid out three options: Nationwide product transfer, five-year fix at 4.29% with no fee; Barclays five-year fix at 4.05% with an £899 fee; Santander two-year fix at 3.98% with a £999 fee. We're leaning towards the Barclays five-year, because we want certainty while the kids are small."),
        "Those are sensible options. Over five years, the 0.24 percentage point difference between Barclays and Nationwide is worth roughly £2,000 in interest on a balance around £185,000, so Barclays comes out ahead even after the £899 fee. The Santander two-year is cheapest now but exposes you to whatever rates are in 2033. If certainty matters most, the Barclays five-year looks like the strongest fit.",
        ("rm4", "Barclays did a desktop valuation and it came back at £352,000, higher than I expected. Also, Nationwide lets us overpay without a charge at the end of the fix, so I'm thinking of throwing £8,000 of our £12,000 savings at the balance in December before we switch. And I want a deal that allows 10% overpayments a year."),
        "A valuation of £352,000 would push your LTV nearer 53%. Overpaying at the end of the fix is a good use of spare savings if it's genuinely surplus, but keep at least three to six months of essential spending as an emergency fund. Most five-year fixes allow 10% overpayments a year without penalty, so that shouldn't narrow your choice much.",
    ]),
    ("2031-11-20T21:15:00+00:00", [
        ("rm5", "Things have shifted. Barclays pulled the 4.05% deal on 3 November and replaced it with 4.19%, so Harriet switched us to HSBC instead: five-year fix at 4.09% with a £999 fee. Application went in on 12 November and the offer landed on 18 November, which was fast. On the lump sum, we've scaled it back to £5,000 rather than £8,000 because the boiler is on its last legs and Moorside Heating quoted £3,200 to replace it."),
        "Well done getting the offer so quickly; HSBC's offer will typically be valid for six months, so you're covered well past 31 December. Scaling the overpayment back to keep cash for the boiler is prudent. Adding the £999 fee to the loan instead of paying it upfront would mean paying interest on it for 19 years, so paying it in cash is usually better if you can.",
        ("rm6", "Completion is booked for 2 January 2032. HSBC's free legal service is handling the conveyancing. Harriet also suggested we look at our life insurance, we've got a £200,000 decreasing-term policy with Legal & General, so I'll have a look at that in the new year."),
        "A 2 January completion leaves a day or two on Nationwide's standard variable rate after the fix ends, which is usually only a small cost. Reviewing life cover after a remortgage is sensible, especially checking the decreasing-term policy still tracks the balance and term.",
    ]),
    ("2032-01-09T18:40:00+00:00", [
        ("rm7", "We're done, but not quite on time. HSBC didn't complete until 6 January because of the holiday backlog, so Nationwide charged their standard variable rate for those extra days, which came to £41. The new monthly payment is £1,058, with the first one going out on 1 February. Balance transferred was £180,212 after the £5,000 overpayment."),
        "Congratulations on getting it over the line. £41 for the SVR days is annoying but modest. Your payment has gone up by £146 a month, which is in line with moving from under 2% to just over 4%. With the 10% overpayment allowance, even modest regular overpayments would shorten the term noticeably.",
        ("rm8", "Boiler was replaced on 19 December. The final bill was £3,450 rather than £3,200, because they added a magnetic filter and a new thermostat. And Anjali's work have agreed she can start the four-day week in March instead of April."),
        "The filter is worth having; it protects the new boiler's heat exchanger. Remember to register the boiler for its warranty if the installer hasn't done it. With Anjali's reduced hours starting a month earlier, it might be worth running your monthly budget with the £1,058 payment to be sure everything is comfortable.",
    ]),
], [
    ("What rate was I on with my old Nationwide fix?", ["rm1"], "single-hop"),
    ("Who is our mortgage broker?", ["rm2"], "single-hop"),
    ("Which lender did we end up remortgaging with, and at what rate?", ["rm5"], "update", ["rm3"]),
    ("What's my monthly mortgage payment now?", ["rm7"], "update", ["rm1"]),
    ("What did the boiler replacement cost in the end?", ["rm8"], "update", ["rm5"]),
    ("When is Anjali starting her four-day week?", ["rm8"], "update", ["rm2"]),
    ("On what date did the remortgage actually complete?", ["rm7"], "update", ["rm6"]),
    ("How much less did we overpay as a lump sum than I first planned?", ["rm4", "rm5"], "multi-session"),
    ("How much has the house gone up from what we paid to the latest valuation?", ["rm1", "rm4"], "multi-session"),
    ("How many days passed between meeting the broker and getting the mortgage offer?", ["rm3", "rm5"], "temporal"),
    ("Which came first, the new boiler going in or the remortgage completing?", ["rm7", "rm8"], "temporal"),
    ("What's the early repayment charge on the HSBC deal?", [], "abstain"),
    ("What does Anjali do for a living?", [], "abstain"),
    ("Did we take out a new life insurance policy?", [], "abstain"),
    ("How much are we paying for home insurance?", [], "abstain"),
    ("What was the name of the solicitor at HSBC's legal service?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: family
CASES.append(case("en-baby-sleep-exeter", "megan.rory.mum", [
    ("2031-09-12T02:40:00+01:00", [
        ("sl1", "It's 2:40am and I'm writing this one-handed while Rory feeds. He was born on 2 May, so he's just over four months, and he's waking four or five times a night now when he used to do a five-hour stretch. His naps are 30 minutes on the dot, then he's screaming. He's breastfed, plus one bottle of Kendamil formula at 10pm that my partner Jamie gives him. He weighed 7.1 kg at the Heavitree clinic last week. I'm a physio at the RD&E and I'm due back at work on 5 January, so I'm panicking about how I'll function."),
        "Oh, that four-month stage is brutal, and what you're describing is so typical that it has a name: the four-month sleep regression. Babies' sleep cycles mature around now, so they surface more fully between cycles and need help getting back down. At this age, awake windows of about 1.5 to 2 hours between naps usually work best, and overtiredness tends to make those 30-minute naps worse. It does settle for most babies within a few weeks. You have a good few months before January to get into a rhythm.",
        ("sl2", "His routine is bath at 6:30, then a feed, then into the cot at 7:15 in a 2.5 tog sleeping bag. The cot is in our room for now. Our health visitor, Sandra, said not to do any kind of sleep training until he's at least six months, so I'm just surviving for now."),
        "That's a lovely consistent routine, and Sandra's advice matches most guidance. In the meantime, things that can help without formal training: keeping the room dark for naps, some white noise, and putting him down drowsy but awake once a day for practice. A 2.5 tog bag is right for a room around 16 to 20°C.",
    ]),
    ("2031-10-25T21:00:00+01:00", [
        ("sl3", "We started solids on 20 October, baby-led weaning. His first ever food was a steamed broccoli floret, and he mostly squished it into his ear. I've also booked a sleep consultant for when he turns six months: Lucy Hart from Little Owl Sleep, a three-week gentle package for £245, starting on 3 November."),
        "Broccoli in the ear is a classic first meal. Early on, solids are mostly about exploring, and milk still provides the bulk of his nutrition, so don't worry about quantities. A gentle three-week package is a nice way to do it with support. Consistency from everyone who puts him down is the biggest factor in how well it works.",
        ("sl4", "Jamie's a paramedic on a four-on, four-off pattern, so we'll have to split the nights carefully. We've also painted the little bedroom sage green and the plan is to move Rory into it once he's six months."),
        "Splitting nights around Jamie's shifts will need a written plan so you both respond the same way, especially if Lucy's approach involves timed check-ins. Moving him into his own room at six months fits safe sleep guidance, which recommends the same room as you for at least the first six months.",
    ]),
    ("2031-11-24T20:15:00+00:00", [
        ("sl5", "Honestly, the sleep training worked better than I dared hope. Two weeks of check-and-console and he now wakes just once, around 3am, for a feed. We moved bedtime earlier to 7pm because Lucy thought 7:15 was pushing him overtired. He's on three naps adding up to about two and a half hours. He moved into his own room on 8 November. Lucy extended us by a week to help with naps, which cost another £60."),
        "That's a fantastic result in two weeks. One wake for a feed at this age is completely normal and many babies keep it for a while. Three naps totalling two and a half hours is about right for six to seven months; around eight months most babies drop to two.",
        ("sl6", "Childcare is sorted too. He's got a place at Acorns Day Nursery three days a week, Mondays, Tuesdays and Thursdays, at £68 a day. My mum Pat is doing Wednesdays and I'm on a compressed week so I'm off Fridays."),
        "That sounds like a solid setup. Ask Acorns whether they offer settling-in sessions in December so his first full days aren't the same week you go back. Also check whether your employer offers any childcare support or salary-sacrifice schemes.",
    ]),
    ("2032-01-18T19:30:00+00:00", [
        ("sl7", "I'm back at work! In the end HR pushed my return to 12 January rather than the 5th because of the rota, which gave us an extra week of settling in. Rory has been sleeping 7pm to 6am most nights since just after Christmas, and he's dropped down to two naps. He was 8.9 kg at his eight-month check. Acorns put their fees up in January, it's £72 a day now."),
        "Welcome back, and what a difference from that 2:40am message in September. A 7 to 6 night and two naps is brilliant. His weight gain sounds healthy. The nursery increase is worth factoring in; you may be eligible for government-funded childcare hours depending on your working hours and his age, so it's worth checking the childcare service account.",
        ("sl8", "One wobble: Mum is having a hip replacement in February so she can't do Wednesdays any more. Jamie's sister Niamh has offered to cover Wednesdays until the end of March, which is a huge help."),
        "That's a lovely offer from Niamh. It gives you a couple of months to see how Pat recovers, since most people need six to twelve weeks before they're lifting comfortably again. Lining up a backup, such as an extra nursery day from April, might save a scramble.",
    ]),
], [
    ("When was Rory born?", ["sl1"], "single-hop"),
    ("What was the first solid food Rory ever tried?", ["sl3"], "single-hop"),
    ("What colour did we paint Rory's room?", ["sl4"], "single-hop"),
    ("What time does Rory go to bed now?", ["sl5"], "update", ["sl2"]),
    ("What does Acorns charge per day at the moment?", ["sl7"], "update", ["sl6"]),
    ("Who looks after Rory on Wednesdays now?", ["sl8"], "update", ["sl6"]),
    ("What date did I actually go back to work?", ["sl7"], "update", ["sl1"]),
    ("How many naps is Rory taking these days?", ["sl7"], "update", ["sl5"]),
    ("How much did the sleep consultant cost us altogether?", ["sl3", "sl5"], "multi-session"),
    ("How much weight did Rory put on between the September weigh-in and his eight-month check?", ["sl1", "sl7"], "multi-session"),
    ("How old was Rory when he moved into his own room?", ["sl1", "sl5"], "temporal"),
    ("How long after we started solids did sleep training begin?", ["sl3"], "temporal"),
    ("What awake window is recommended between naps at four months?", [], "abstain"),
    ("What's the name of Rory's key worker at nursery?", [], "abstain"),
    ("Has Rory had any ear infections?", [], "abstain"),
    ("Which ambulance station is Jamie based at?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: hobby
CASES.append(case("en-metal-detecting-louth", "kev.hallam.detects", [
    ("2031-09-06T17:30:00+01:00", [
        ("md1", "Took the plunge. I've bought a second-hand XP Deus II off a chap called Barry in Grimsby for £780, which seemed fair with the wireless headphones included. I've joined the Louth Detectorists club, £25 a year, and through them I've got permission on Geoff Hallam's farm near Tetford, a 40-acre field that's been pasture for years. No relation, funnily enough, despite the surname."),
        "Congratulations, the Deus II is a very capable machine and £780 with the headphones is a reasonable price. A few things worth doing early: get a written permission agreement with Geoff that covers how finds are shared, follow the code of practice for responsible detecting, and record what you find with the Portable Antiquities Scheme through your local Finds Liaison Officer. Anything that may be treasure under the Treasure Act 1996 has to be reported to the coroner within 14 days of realising what it is.",
        ("md2", "First proper session this afternoon. Found a 1797 cartwheel penny, a lead musket ball, and 23 ring pulls, which I'm told is the real currency of this hobby. I also bought a proper digging spade, a Predator Raptor 31-inch, for £95, because the trowel was useless in that clay."),
        "A cartwheel penny on day one is a great start; they were the first copper pennies struck by steam power at Soho Mint. Ring pulls are indeed a rite of passage. Filling every hole neatly and taking the junk home keeps landowners happy, which is the best way to keep permissions.",
    ]),
    ("2031-10-19T16:00:00+01:00", [
        ("md3", "Went to the club's Wold Rally at Saltfleetby on 12 October, £20 entry and about 140 detectorists. Best day yet: a Roman radiate of Tetricus and a silver hammered penny of Edward I. I've booked an appointment with the Finds Liaison Officer, Rachel Finch, in Lincoln on 4 November to record them."),
        "Two excellent finds. Radiates of the Gallic emperors like Tetricus are among the most common Roman coins found in Britain, but they're still lovely to hold. Bring the coins unwashed if possible, plus a note of the rally field and a rough findspot; the FLO will want a grid reference to a reasonable precision.",
        ("md4", "Geoff's field has been ploughed now so it's not great for a few weeks. Good news though: his brother-in-law has offered me two more fields at Haugham, 65 acres in total. We agreed a 50/50 split on anything worth more than £100, same as with Geoff."),
        "Freshly ploughed fields can actually be productive once they've had rain to wash the soil, but harrowed and rolled ground is easier to walk. Putting the 50/50 agreement in writing for both landowners avoids misunderstandings if something valuable turns up.",
    ]),
    ("2031-12-02T19:10:00+00:00", [
        ("md5", "Rachel had to postpone, so I didn't see her until 25 November. She recorded the Edward I penny as a class 10 and the Tetricus coin as well. But the big news: on 22 November on one of the Haugham fields I dug up a silver-gilt post-medieval dress hook. Rachel said it's potential treasure, so I reported it to the coroner on the 24th."),
        "What a find, and well done reporting it promptly. From here the item usually goes to a museum for identification and a report to the coroner, who decides whether it's treasure. If a museum wants to acquire it, an independent valuation committee sets the price, which is split between finder and landowner. The whole process often takes a year or more, so patience is needed.",
        ("md6", "I also lost my pinpointer in the mud at Haugham, so I've bought a Garrett Pro-Pointer AT for £129. And the club's announced that membership is going up to £30 for 2032."),
        "The Pro-Pointer AT is a reliable choice and it's waterproof. A bright lanyard or a strip of orange tape helps you spot it in the furrows. Still cheap at £30 for the year given the permissions it has opened up for you.",
    ]),
    ("2032-02-15T15:45:00+00:00", [
        ("md7", "Letter came on 9 February: The Collection museum in Lincoln wants to acquire the dress hook, so it's going to the valuation committee. Geoff's brother-in-law is thrilled. Also, I've changed machines. I sold the Deus II for £700 and bought a brand-new Minelab Manticore for £1,499 on 1 February. It's heavier but the depth is unreal."),
        "That's wonderful news about the museum. The valuation committee will invite you and the landowner to comment on the provisional valuation, so keep any photos and notes. The Manticore is a big step up in depth and separation; giving yourself a few sessions on a test garden with known targets will help you learn its tones.",
        ("md8", "I tallied up the finds since September: 61 coins, 9 buttons and 3 buckles, not counting the ring pulls. Sandra says if I bring one more muddy bucket into the kitchen she'll bin the lot."),
        "That's an impressive first season. A finds log with date, field and depth for each item will make future reports to the FLO much easier, and keeps Sandra's kitchen clear if the cleaning happens in the shed.",
    ]),
], [
    ("How much did I pay for my first detector?", ["md1"], "single-hop"),
    ("Whose farm was my first permission on?", ["md1"], "single-hop"),
    ("Roughly how many people were at the rally I went to?", ["md3"], "single-hop"),
    ("What's the split with landowners on valuable finds?", ["md4"], "single-hop"),
    ("Which detector am I using now?", ["md7"], "update", ["md1"]),
    ("When did I actually get to see the finds liaison officer?", ["md5"], "update", ["md3"]),
    ("How much does the club membership cost now?", ["md6"], "update", ["md1"]),
    ("How much did I lose on the Deus II between buying and selling it?", ["md1", "md7"], "multi-session"),
    ("How many acres of land do I have permission on altogether?", ["md1", "md4"], "multi-session"),
    ("How many days after finding the dress hook did I report it?", ["md5"], "temporal"),
    ("Which came first, my first finds or the Saltfleetby rally?", ["md2", "md3"], "temporal"),
    ("How long does the treasure process usually take?", [], "abstain"),
    ("What size coil came with the Manticore?", [], "abstain"),
    ("Have I found any gold coins?", [], "abstain"),
    ("What does Sandra do for work?", [], "abstain"),
    ("What valuation did the committee put on the dress hook?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: work
CASES.append(case("en-sabbatical-manchester", "tunde.adeyemi.mcr", [
    ("2031-09-10T22:00:00+01:00", [
        ("sb1", "I want to ask for a sabbatical and I need help building the case. I've been a senior civil engineer at Harland Pryce in Manchester for nine years. Our policy allows unpaid sabbaticals of up to six months once you've done five years. I'm thinking three months, 1 March to 31 May 2032. The main reason is my dad's 70th birthday on 14 April in Ibadan; I want to be there properly and help him and my uncles sort out the family farm. My line manager is Claire Donnelly. I'm on £64,000."),
        "That's a strong reason and you have plenty of service behind you. For the conversation with Claire, frame it as a plan rather than a request: the dates, who covers your work, how you'll hand over, and how you'll return. Check the policy for what happens to benefits; on unpaid sabbaticals employer pension contributions often pause, and some companies also pause holiday accrual. Raising it at least four to six months ahead is usually expected for anything over a month.",
        ("sb2", "The tricky part is I'm leading the drainage design for the Stockport interchange, and stage 4 is due in February. Money-wise, I've got £15,000 set aside. Our monthly outgoings are about £2,300 and the mortgage is £1,150 of that."),
        "Finishing stage 4 before you go is a great selling point: it shows you're timing the break around the project. On the money, three months of £2,300 outgoings is £6,900, which leaves a decent cushion from £15,000 for flights and time in Nigeria. Remember your partner's income and any costs of running two households while you're away.",
    ]),
    ("2031-10-03T18:30:00+01:00", [
        ("sb3", "Spoke to Claire on 1 October. She was supportive, but Stockport stage 4 has slipped to March, so she asked if I could shift it to 6 April to 3 July instead. I said yes, it still gets me to Ibadan for Dad's birthday. Gemma in HR is handling the paperwork."),
        "That's a good outcome; a supportive manager matters more than exact dates. Ask Gemma for the approval in writing with the dates, your return role, and what happens to pension, medical cover and holiday accrual while you're away.",
        ("sb4", "Funmi will stay in Manchester with the kids, Dami is 9 and Tolu is 6, at least at first. I've been looking at flights: Manchester to Lagos via Amsterdam with KLM is about £780 return."),
        "That sounds workable. Booking early for travel around Easter tends to pay off because fares rise as school holidays approach. Make sure your passport has at least six months of validity beyond your travel dates.",
    ]),
    ("2031-11-27T20:00:00+00:00", [
        ("sb5", "Formal approval letter arrived on 24 November. Dates confirmed as 6 April to 3 July, guaranteed return to the same role, private medical insurance carries on, but employer pension contributions pause. I booked my flight straight away: KLM, £812, flying out on 4 April."),
        "Brilliant, that's everything in writing. With pension contributions paused, you might consider whether a small personal contribution before you go is worthwhile for tax relief. Leaving on 4 April gives you a few days to settle before your dad's birthday.",
        ("sb6", "I'm thinking of using some of the time to do the APM Project Fundamentals qualification online; it's £650. Savings are up to £17,400 now too."),
        "The APM PFQ is a good, widely recognised entry-level qualification and studying it during a break can make the time feel productive. Check whether Harland Pryce would fund it under your training budget if you frame it as development.",
    ]),
    ("2032-02-20T21:30:00+00:00", [
        ("sb7", "A few changes. Dad's party has moved from the 14th to Saturday 17 April because the church hall wasn't free. Claire has left the company, so my new manager is Ian Whitfield, and he's confirmed the sabbatical stands. Sophie Lam is taking over the Stockport work from me."),
        "Good that Ian confirmed it straight away; make sure that's in an email too. A clear handover document for Sophie, with open issues and key contacts, will make it much easier for you to switch off in Nigeria.",
        ("sb8", "We've also changed plans on the family side: Funmi and the kids are now coming out for the Easter holidays, flying on 10 April and back on 24 April. Their three tickets came to £2,150. To make it work, I've dropped the APM course for now. Savings are at £18,900."),
        "It'll be wonderful for the kids to be there for their grandfather's 70th. With the course dropped you'll have more time with family. Even after their flights, £18,900 comfortably covers three months at £2,300 a month.",
    ]),
], [
    ("What's my salary?", ["sb1"], "single-hop"),
    ("Who in HR is dealing with my sabbatical?", ["sb3"], "single-hop"),
    ("What are the dates of my sabbatical?", ["sb5"], "update", ["sb1"]),
    ("When is Dad's 70th birthday party?", ["sb7"], "update", ["sb1"]),
    ("Who is my manager now?", ["sb7"], "update", ["sb1"]),
    ("How much do I have saved for the sabbatical at this point?", ["sb8"], "update", ["sb2", "sb6"]),
    ("Am I still doing the project management course during the break?", ["sb8"], "update", ["sb6"]),
    ("How much are all our family's flights costing together?", ["sb5", "sb8"], "multi-session"),
    ("How many days will I be in Nigeria before Funmi and the kids arrive?", ["sb5", "sb8"], "multi-session"),
    ("How long did it take from talking to Claire to getting the approval letter?", ["sb3", "sb5"], "temporal"),
    ("On what date did I first raise the sabbatical with my manager?", ["sb3"], "temporal"),
    ("How much does Funmi earn?", [], "abstain"),
    ("Have I renewed my passport?", [], "abstain"),
    ("What's the name of the church hall for Dad's party?", [], "abstain"),
    ("How many days of annual leave do I get a year?", [], "abstain"),
    ("What's my dad's name?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: travel
CASES.append(case("en-vietnam-family-glasgow", "laura.hollis.gla", [
    ("2031-09-21T20:00:00+01:00", [
        ("vn1", "We're planning two weeks in Vietnam over the February mid-term, all four of us: me, Stuart, Isla who's 11, and Callum who's 8. Budget is £7,000 all in. Rough route: Hanoi, Ha Long Bay, Hoi An, then finish in Ho Chi Minh City. Cheapest flights I've found so far are Qatar from Glasgow at £1,020 each."),
        "What a trip. February is a nice time to go: the north is cool and often misty, typically around 17 to 20°C in Hanoi, while Hoi An and the south are warmer and drier. One thing to check is Tết, the Lunar New Year, which falls on 11 February 2032; the days around it are busy, transport books up and some places close, so arriving a couple of days after is usually easier. Four stops in two weeks is doable but quite fast with kids.",
        ("vn2", "Big worry: Callum has a peanut allergy, and I know peanuts are in loads of Vietnamese dishes. He carries two EpiPens. Isla is desperate to do a cooking class. Stuart keeps floating a motorbike tour, which is a firm no from me."),
        "Very sensible to plan for the allergy. A translated allergy card in Vietnamese explaining that peanuts and peanut oil are dangerous, and that even traces matter, is really useful; show it every time you order. Keep both EpiPens with you at all times and check your insurance covers emergency treatment. A cooking class is a great idea; many schools will adapt the menu if you tell them about the allergy in advance.",
    ]),
    ("2031-10-30T21:00:00+00:00", [
        ("vn3", "Booked the flights today! We went with Emirates via Dubai in the end, £945 each, flying out on 13 February and back on 27 February. And I've booked a one-night Ha Long cruise on the Lan Ha Pearl for the four of us, £460 in total."),
        "Exciting! Arriving on the 14th, a few days after Tết, should mean things are reopening. The Lan Ha side of the bay tends to be quieter than the main Ha Long routes. Keep in mind that cruises sometimes get cancelled in winter fog, so ask what their refund or rebooking policy is.",
        ("vn4", "We've cut Ho Chi Minh City; it was too much with kids. We'll do two nights in Ninh Binh instead, between Hanoi and Ha Long. E-visas are done too, $25 each."),
        "That's a smart change. Ninh Binh's river boat trips and cycling through the rice paddies are very family-friendly, and you'll spend less time on internal flights. Keep a printed copy of each e-visa with your passports.",
    ]),
    ("2032-01-12T19:00:00+00:00", [
        ("vn5", "Hoi An sorted: five nights at the Lantern Garden Villa for £620, and a family cooking class with Red Bridge on 20 February at $38 per person. Isla's tutor, Ms Hanh, who's Vietnamese, translated an allergy card for Callum, and she checked the cooking school can do a peanut-free menu."),
        "That's a lovely set-up, and having a native speaker write the allergy card is ideal. Red Bridge classes usually start with a market visit and a boat ride to the school, which kids tend to love. Put a photo of the card on both your phones as a backup.",
        ("vn6", "Stuart's mum Morag is having our dog, Bruno, while we're away. We've bought annual travel insurance with Staysure for £112, and I've added up what we've spent so far: £5,900."),
        "With £5,900 already committed you've got about £1,100 left for food, activities and transport inside Vietnam, which is tight but workable since eating out is inexpensive there. Check the Staysure policy lists Callum's allergy if they asked about pre-existing conditions.",
    ]),
    ("2032-02-28T10:00:00+00:00", [
        ("vn7", "We got back yesterday! The Ha Long cruise was cancelled on the 16th because of thick fog, they refunded us in full, and we stayed an extra day in Ninh Binh instead, which was honestly lovely. Callum had zero allergy scares, the card worked every single time. The damage: £7,450 in total."),
        "Welcome home! A fogged-out cruise is a shame, but an extra day in Ninh Binh is a great consolation. Two weeks without a single allergy incident is a real achievement and a credit to your planning.",
        ("vn8", "Isla's highlight was the cooking class, she's already made her own fresh spring rolls at home. Callum loved the lantern boat on the river in Hoi An. Stuart had food poisoning for two days in Hanoi so his memories are mostly of the hotel bathroom."),
        "Poor Stuart. If he's still having stomach trouble after getting home, it's worth seeing a GP and mentioning the trip. It sounds like the kids had a brilliant time.",
    ]),
], [
    ("Which of my kids has the peanut allergy?", ["vn2"], "single-hop"),
    ("Who looked after the dog while we were in Vietnam?", ["vn6"], "single-hop"),
    ("How much did our Hoi An accommodation cost?", ["vn5"], "single-hop"),
    ("Which airline did we fly with and what did each ticket cost?", ["vn3"], "update", ["vn1"]),
    ("Did Ho Chi Minh City stay on our itinerary?", ["vn4"], "update", ["vn1"]),
    ("Did we get to do the Ha Long Bay cruise?", ["vn7"], "update", ["vn3"]),
    ("By how much did the trip go over our budget?", ["vn1", "vn7"], "multi-session"),
    ("How many nights did we end up spending in Ninh Binh?", ["vn4", "vn7"], "multi-session"),
    ("What did Isla enjoy most, and was it something she'd asked for before the trip?", ["vn2", "vn8"], "multi-session"),
    ("How many days were we away in total?", ["vn3", "vn7"], "temporal"),
    ("When did we book the flights?", ["vn3"], "temporal"),
    ("What temperatures should we have expected in Hanoi in February?", [], "abstain"),
    ("What's Stuart's job?", [], "abstain"),
    ("Which hotel did we stay at in Hanoi?", [], "abstain"),
    ("What was our guide's name in Ninh Binh?", [], "abstain"),
    ("Did we get any vaccinations before the trip?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: home
CASES.append(case("en-loft-conversion-cardiff", "gareth.ffion.rhiwbina", [
    ("2031-09-15T19:00:00+01:00", [
        ("lf1", "We're finally going for a dormer loft conversion on our 1930s semi in Rhiwbina: a bedroom plus a small ensuite. Three quotes in: Cardiff Loft Co at £58,000, Dragon Lofts at £52,500, and Taff Builders at £61,000. Our budget is £55,000. We've already paid an architect, Elin Rowlands, £1,800 for the drawings."),
        "Those quotes are in a normal range for a dormer with an ensuite in South Wales. Check each quote includes the same things: steels, stairs, Velux or dormer windows, electrics, plumbing, plastering, and the ensuite fittings, because a cheap headline price can hide provisional sums. Rear dormers on semis often fall under permitted development, but you'll still need building regulations approval, and a council's full plans approval typically takes around five to eight weeks.",
        ("lf2", "The attached neighbour is Mr Pritchard at number 42, so I know we need to sort the party wall side. Our daughter Mali, she's 14, has already claimed the loft as her room."),
        "Under the Party Wall Act you need to serve notice on Mr Pritchard at least two months before work on the shared wall starts. If he consents in writing, you don't need a surveyor, which saves a good chunk of money; if he dissents, you'll each need one or an agreed surveyor. Having a friendly chat with him before the formal notice usually helps.",
    ]),
    ("2031-10-20T20:00:00+01:00", [
        ("lf3", "Decision made: we've gone with Dragon Lofts. With two Velux windows added the contract came to £54,200. Start date is 12 January, nine-week build, and we've paid the 10% deposit. Mr Pritchard signed the party wall consent on 15 October, no surveyor needed, bless him."),
        "Great news on both fronts. A 10% deposit is reasonable; avoid paying large sums in advance beyond that, and tie stage payments to clear milestones like steels in, roof watertight, and first fix complete. Make sure the contract covers what happens if the start date slips.",
        ("lf4", "We're paying for it with £30,000 of savings plus a £25,000 further advance from our mortgage lender, Principality, at 4.6%."),
        "That's a sensible mix. A loft conversion with an ensuite typically adds a good proportion of its cost to a house's value, so the further advance is backed by the improvement. Keep some contingency in the savings for surprises once the roof is opened up.",
    ]),
    ("2031-12-10T21:00:00+00:00", [
        ("lf5", "Bad news from Dragon Lofts: their previous job has overrun, so our start is pushed back to 2 February. We've gone with the council for building control. The stairs will now go over the existing staircase rather than taking space from the landing, and the ensuite will be shower only, no bath. Tiles are chosen and paid for, £1,150 from Topps Tiles."),
        "Annoying, but a three-week slip is fairly common in winter. Stairs over the existing flight usually make the best use of space. A walk-in shower is the right call for a loft ensuite where headroom is limited.",
        ("lf6", "Change of plan on who gets the room. Mali has decided she'd rather have the big bedroom at the front, so the loft will be my home office and a guest room. I work from home three days a week, so it actually makes more sense."),
        "That's a good reshuffle. For a home office, plan plenty of double sockets and a data cable run from the router while the walls are open, and think about where the desk goes relative to the Velux windows to avoid screen glare.",
    ]),
    ("2032-02-24T20:30:00+00:00", [
        ("lf7", "Work did start on 2 February. Scaffold went up that day and the steels went in on 12 February. The snag: when they opened the roof they found woodworm in some rafters, treatment is an extra £780, so the contract now stands at £54,980. They're now saying finish around 6 April."),
        "Woodworm is a common discovery in 1930s roofs, and treating it now while everything is exposed is far cheaper than later. Ask for the treatment guarantee in writing. Getting steels in within ten days of starting is a good pace.",
        ("lf8", "We also had to pay £60 for a skip permit on the road. The electrician, Dai, is doing first fix next week."),
        "Before first fix, walk round with Dai and mark exactly where you want sockets, switches, lights and the data point; changes after plastering are much more expensive.",
    ]),
], [
    ("How much did we pay the architect for the drawings?", ["lf1"], "single-hop"),
    ("Who's our attached neighbour?", ["lf2"], "single-hop"),
    ("Where is the further advance from, and at what rate?", ["lf4"], "single-hop"),
    ("When did the build start?", ["lf5", "lf7"], "update", ["lf3"]),
    ("What's the total contract price with the builder now?", ["lf7"], "update", ["lf3"]),
    ("Who is the loft room going to be for?", ["lf6"], "update", ["lf2"]),
    ("Is the contract price now above or below our original budget, and by how much?", ["lf1", "lf7"], "multi-session"),
    ("How much did the builder's price change from their first quote to the signed contract?", ["lf1", "lf3"], "multi-session"),
    ("How long after the scaffold went up did the steels go in?", ["lf7"], "temporal"),
    ("By how many weeks did the start date slip?", ["lf3", "lf5"], "temporal"),
    ("When did Mr Pritchard sign the party wall consent?", ["lf3"], "temporal"),
    ("How long does council building regs approval usually take?", [], "abstain"),
    ("What's Dai's surname?", [], "abstain"),
    ("How much did the woodworm survey itself cost?", [], "abstain"),
    ("Is Mali sitting her GCSEs this year?", [], "abstain"),
    ("What colour are we painting the loft room?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: pets
CASES.append(case("en-guinea-pigs-belfast", "aoife.cavies.bt9", [
    ("2031-09-03T18:00:00+01:00", [
        ("gp1", "I've adopted two boy guinea pigs from Belfast Cavy Rescue! Pickle is an Abyssinian, all tan rosettes, and Toast is smooth-coated, black and white. They're both about a year old. Adoption fee was £40 each. They're in a C&C cage, two by four grids, and I'm getting Timothy hay delivered from Hay Box at £18 a month."),
        "Congratulations! A bonded pair of boars can be great company. Guinea pigs can't make their own vitamin C, so they need roughly 10 to 30 mg a day from fresh veg like bell pepper, or a supplement. Hay should make up around 80% of their diet. A two by four C&C cage is a reasonable minimum for two boars; males often do better with a bit more room.",
        ("gp2", "I'm using fleece liners for bedding and giving them a strip of red pepper every day. My landlady, Mrs Quinn, was fine about pets. I've registered them with Lisburn Road Vets, with Dr Megan Boyd."),
        "Fleece is easy to manage if you brush it off daily and wash it a couple of times a week, ideally without fabric softener. Having an exotics-savvy vet lined up before anything goes wrong is a smart move.",
    ]),
    ("2031-10-12T17:00:00+01:00", [
        ("gp3", "Toast developed crusty patches on his ear, so I took him to Dr Boyd on 8 October. She said it's a fungal infection, ringworm, and gave us Imaverol washes twice a week for four weeks. The bill was £68. She weighed them both: Pickle was 1,050 g and Toast 980 g."),
        "Ringworm is common in guinea pigs, especially after the stress of a move. It can pass to humans, so wear gloves when handling Toast and wash hands well. Weekly weighing on kitchen scales is a great habit, since weight loss is often the first sign something is wrong.",
        ("gp4", "They've been rumblestrutting at each other a lot, so I've made the cage bigger, two by five grids now, and added a second hidey and a second hay rack."),
        "Rumblestrutting is normal dominance behaviour, but extra space and duplicate resources make a big difference for boars. Watch for raised hackles, teeth chattering with lunging, or actual bites, which would suggest they need splitting.",
    ]),
    ("2031-11-30T16:00:00+00:00", [
        ("gp5", "Toast's ear has fully cleared. Latest weights: Pickle 1,120 g and Toast 1,010 g. I've stopped the Hay Box subscription and now buy a whole bale from a farm in Comber, £25 a bale, and it lasts about three months."),
        "Both weights are heading the right way. Buying a bale direct is great value; store it off the floor somewhere dry and airy so it doesn't go mouldy, and check for dust.",
        ("gp6", "The rescue has a little female called Mochi who needs a home, and I was tempted, but it would mean neutering one of the boys and I've decided against it. Over Christmas I'm away in Galway from 23 to 28 December, so my neighbour's daughter Ciara is going to look after them."),
        "That's a reasonable decision; neutering and the quarantine afterwards is a commitment. For Christmas, leave Ciara a written list with feeding amounts, how to check their droppings and eating, and the vet's number.",
    ]),
    ("2032-01-25T19:00:00+00:00", [
        ("gp7", "Confession: I caved. I got Pickle neutered on 5 January, it cost £95, and I brought Mochi home on 17 January. She has to live separately until six weeks after the op in case he's still fertile. And Christmas didn't go to plan either: Ciara came down with flu, so her dad Liam looked after the piggies instead."),
        "Ha, I suspected Mochi might win you over. Keeping them apart for six weeks is exactly right. When the time comes, introduce them on neutral ground first. Do you have a plan for Toast? Sometimes a neutered boar with a sow and an intact boar can work in a trio, but it needs careful management.",
        ("gp8", "Dr Boyd has left Lisburn Road Vets, so I've moved all three to Strangford Vets, where Dr Owen Kerr does exotics."),
        "Moving to someone with a specific exotics interest is a good idea, especially with three guinea pigs now. Ask Strangford to request the records from Lisburn Road so Toast's ringworm history is on file.",
    ]),
], [
    ("What breed is Pickle?", ["gp1"], "single-hop"),
    ("What was wrong with Toast's ear?", ["gp3"], "single-hop"),
    ("How big is the cage now?", ["gp4"], "update", ["gp1"]),
    ("Where do I get hay from now, and what does it cost?", ["gp5"], "update", ["gp1"]),
    ("How many guinea pigs do I have now?", ["gp7"], "update", ["gp6"]),
    ("Who's my vet at the moment?", ["gp8"], "update", ["gp2"]),
    ("Who looked after the guinea pigs over Christmas?", ["gp7"], "update", ["gp6"]),
    ("How much did Toast's weight go up between the October and November weigh-ins?", ["gp3", "gp5"], "multi-session"),
    ("How much have I spent at the vet in total?", ["gp3", "gp7"], "multi-session"),
    ("How long after adopting them did Toast first see the vet about his ear?", ["gp1", "gp3"], "temporal"),
    ("From what date can Mochi safely move in with Pickle?", ["gp7"], "temporal"),
    ("How much vitamin C does a guinea pig need each day?", [], "abstain"),
    ("How much rent do I pay?", [], "abstain"),
    ("What colour is Mochi?", [], "abstain"),
    ("When did I last clip Pickle's nails?", [], "abstain"),
    ("How much does Mochi weigh?", [], "abstain"),
]))

# ---------------------------------------------------------------- en: legal/admin
CASES.append(case("en-lpa-mum-stoke", "brendan.lpa-ng7", [
    ("2031-09-25T20:00:00+01:00", [
        ("lp1", "I'm helping my mum, Eileen, set up lasting powers of attorney. She's 84 and lives on her own in Trentham, Stoke-on-Trent; I'm in Nottingham. She wants both types, property and financial affairs plus health and welfare. The attorneys will be me and my sister Siobhan, who lives in Dublin, acting jointly and severally. Her friend of 20 years, Pauline Heath, has agreed to be the certificate provider. The fee is £82 per form. For context, Mum has about £48,000 in savings and her house is worth around £210,000."),
        "That's a very sensible thing to do while your mum is well. Jointly and severally gives the most flexibility, since either of you can act alone, which matters with Siobhan abroad. Consider naming a replacement attorney in case one of you can't act. Once submitted, registration with the Office of the Public Guardian commonly takes somewhere between 8 and 20 weeks, and any mistake on the forms can add weeks, so check every signature date carefully.",
        ("lp2", "One reason we're doing it now is that Mum's been getting a bit forgetful. She has a memory clinic appointment at the Royal Stoke on 14 October. Her bank is Nationwide and her GP is Dr Shah."),
        "Doing the LPA before the memory assessment is fine as long as she has capacity to make the decision, which the certificate provider confirms. If there's any doubt, some families ask the GP to act as certificate provider or to note capacity in the records.",
    ]),
    ("2031-10-22T21:00:00+01:00", [
        ("lp3", "The memory clinic said mild cognitive impairment, not dementia, and no concerns about her capacity. We signed everything at Mum's house on 18 October: Pauline signed as certificate provider and Mum's neighbour Keith witnessed. We added our cousin Declan as replacement attorney. I submitted both online on 20 October."),
        "That's reassuring news from the clinic, and a good result to have the forms done. Keep copies of everything you submitted. The OPG will contact you if there's a problem; otherwise it's a waiting game.",
        ("lp4", "Turns out that because Mum's income is under £12,000 a year she qualifies for a 50% fee remission, so it's £41 per form instead."),
        "That's a helpful saving. The remission is normally processed with the application, but keep the evidence of her income handy in case the OPG asks for it.",
    ]),
    ("2031-12-08T19:30:00+00:00", [
        ("lp5", "Letter from the OPG: there's an error on the health and welfare form. Siobhan's signature is dated before Mum's, which isn't allowed, so that one has to be re-signed. The property and financial one is fine and they expect to register it in February. Siobhan is flying over on 20 December to re-sign."),
        "That's a common mistake and fixable. The order is: donor signs first, then the certificate provider, then the attorneys. Siobhan being there in person on the 20th is the cleanest way to redo it.",
        ("lp6", "Mum's also started having carers twice a week from Bluebell Home Care, at £24 an hour, mainly to help with showering and shopping."),
        "That's a good early step. Once the property and finance LPA is registered you'll be able to manage paying Bluebell on her behalf if that becomes easier. It's also worth asking the council for a needs assessment, which can open up other support.",
    ]),
    ("2032-02-12T20:00:00+00:00", [
        ("lp7", "The property and financial affairs LPA was registered on 29 January. The health and welfare one was resubmitted on 22 December after Siobhan re-signed, and they now say April. Nationwide registered the LPA on 6 February, so I now have access to Mum's accounts as her attorney."),
        "That's great progress. Keep the original registered LPA safe and use certified copies for other organisations. For the health and welfare LPA, April would be about sixteen weeks from resubmission, which is in the usual range.",
        ("lp8", "Carers are now three times a week, and Bluebell have put their rate up to £25.50 an hour. Mum's savings are down to £45,200 after paying for a new boiler."),
        "Three visits a week will add up, so it's worth tracking the spending against her savings and pension now that you have access. If her needs keep growing, a financial assessment from the council could help.",
    ]),
], [
    ("Who is the certificate provider for Mum's LPAs?", ["lp1"], "single-hop"),
    ("Which hospital did Mum's memory clinic appointment take place at?", ["lp2"], "single-hop"),
    ("Who did we add as replacement attorney?", ["lp3"], "single-hop"),
    ("How often do the carers come now, and what do they charge?", ["lp8"], "update", ["lp6"]),
    ("How much did we pay per LPA application?", ["lp4"], "update", ["lp1"]),
    ("Where do things stand with the health and welfare LPA now?", ["lp7"], "update", ["lp5"]),
    ("How much does Mum have in savings now?", ["lp8"], "update", ["lp1"]),
    ("What did the memory clinic conclude, and on what date was that appointment?", ["lp2", "lp3"], "multi-session"),
    ("Who are all the attorneys on Mum's LPAs, including the replacement?", ["lp1", "lp3"], "multi-session"),
    ("How long did it take from submission to the property and finance LPA being registered?", ["lp3", "lp7"], "temporal"),
    ("When did we sign the LPA forms?", ["lp3"], "temporal"),
    ("How long does OPG registration typically take?", [], "abstain"),
    ("Has Mum put her house on the market?", [], "abstain"),
    ("What does Siobhan do for a living?", [], "abstain"),
    ("What is Keith's surname?", [], "abstain"),
    ("What's the name of Mum's main carer from Bluebell?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 健康
CASES.append(case("zh-daizhuang-paozhen-hangzhou", "lin_xiaowen.hz", [
    ("2031-09-09T21:30:00+08:00", [
        ("dz1", "唉，这两天被我妈吓死了。她今年六十三，上个月刚从诸暨老家过来杭州跟我住。前天开始说右边腰背那一片火辣辣地疼，跟针扎一样，今天早上一看起了一串小水泡，带状的。赶紧带她去浙一皮肤科，医生说是带状疱疹，开了伐昔洛韦，一天两次、一次两片，吃七天，还有甲钴胺营养神经。挂号加药一共花了286块。"),
        "先别太慌，带状疱疹在老年人里挺常见的，关键是抗病毒药要尽早吃，一般起疹72小时内开始效果最好，你们算是很及时了。伐昔洛韦要按时吃满疗程，多喝水。水泡别挤别抓，保持干燥清洁，穿宽松的棉衣服。要注意的是，老年人得了以后有一部分会留下带状疱疹后遗神经痛，大概有10%到20%的概率，所以疼得厉害一定要跟医生说，别硬扛。",
        ("dz2", "她本来就有高血压，每天吃一片氨氯地平，医生说可以一起吃。现在最难受的是晚上，疼得睡不着，一晚上就睡三四个钟头。我爸还在诸暨看着家里的鸡鸭，没过来。"),
        "氨氯地平跟伐昔洛韦一般没有明显冲突，医生知道就好。疼得睡不着的话可以复诊时直接说，医生可以加专门针对神经痛的药。晚上可以让她侧着睡，避开起疹那一侧，屋里别太热，出汗会更难受。你也注意休息，照顾病人最容易把自己熬垮。",
    ]),
    ("2031-09-20T20:00:00+08:00", [
        ("dz3", "水泡基本都结痂了，但是疼一点没轻。18号去复诊，医生加了普瑞巴林，每天晚上吃一粒，75毫克。吃了两天，她自己打分说疼从8分降到5分了，至少晚上能睡个囫囵觉。"),
        "结痂说明皮疹在好转，这是好事。普瑞巴林就是专门治神经痛的，刚开始吃可能会有点头晕、犯困，让她起夜的时候慢一点，防止摔跤。疼痛从8分到5分已经是不错的进展，继续观察，复诊时把分数告诉医生，方便调整剂量。",
        ("dz4", "我请了三天假在家陪她，我在一家外贸公司做跟单，请久了也不好意思。我弟林浩在上海上班，说这两个周末都过来替我一下。"),
        "有弟弟分担一下挺好的。你们可以排个简单的表，谁哪天陪、药放在哪、几点吃，都写清楚，这样换人的时候不容易漏药。",
    ]),
    ("2031-10-30T22:00:00+08:00", [
        ("dz5", "痂都掉了，皮肤上留了几块褐色的印子，医生说慢慢会淡。可是还是疼，医生说这就是后遗神经痛了。普瑞巴林加到了一天两次，每次75。还转去疼痛科找了李主任，做了一次神经阻滞，自费一千二。"),
        "色素沉着一般几个月会慢慢变淡，注意防晒就行。后遗神经痛确实磨人，神经阻滞对一部分人效果不错，可以看看这一次之后能维持多久。剂量加了以后，头晕和水肿要留意一下，脚踝肿了要告诉医生。",
        ("dz6", "这回把我吓到了，我想让我爸去打带状疱疹疫苗，他六十六了。社区医院说打的是重组疫苗，一共两针，每针1580。我帮他约了11月15号打第一针。"),
        "这个决定很好，五十岁以上就可以打，重组疫苗预防效果挺高的。两针一般间隔两到六个月。打完胳膊酸痛、乏力一两天比较常见。",
    ]),
    ("2031-12-22T19:30:00+08:00", [
        ("dz7", "好消息，我妈现在疼痛基本就两分了，医生开始给她减药，普瑞巴林又改回每天晚上一粒75，说一月份争取停掉。我爸那个疫苗，11月15号那天他正好感冒发烧，没打成，拖到11月29号才打的第一针，第二针约在明年2月7号。"),
        "两分已经很接近正常生活了，减药要慢慢来，别自己一下子停，按医生节奏来。你爸感冒推迟是对的，发烧的时候本来就不建议接种。第二针约在2月7号，跟第一针隔了两个多月，正好在推荐范围里。",
        ("dz8", "我妈12月10号回诸暨了，说在城里住不惯，想她那些鸡了哈哈。药我给她分好装在药盒里，我爸每天盯着她吃。"),
        "分好药盒是个好办法。回老家以后如果要复诊，可以提前约好，或者问问医生能不能在当地医院开同样的药，省得来回跑。",
    ]),
    ("2032-02-16T20:00:00+08:00", [
        ("dz9", "跟你汇报一下，我妈的普瑞巴林1月12号停了，到现在一个多月没再疼，医生说算是好了。我爸第二针2月7号也打完了，胳膊酸了两天就没事了。两针一共花了3160，值。"),
        "太好了，恭喜阿姨顺利停药！停药后偶尔阴天或累了有点隐隐的感觉也正常，只要不是持续加重就不用担心。叔叔两针打完，保护期能持续很多年，这笔钱确实花得值。",
        ("dz10", "我妈现在每天早上跟着村里几个阿姨去晒太阳散步，说精神头比生病前还好。我打算清明节回诸暨看看他们。"),
        "听起来阿姨恢复得很好，适量活动对神经恢复和睡眠都有帮助。清明回去的时候可以顺便看看她的药盒里还有没有剩下没吃完的药，该收起来的收起来，避免误服。",
    ]),
], [
    ("我妈最开始是哪一边疼？", ["dz1"], "single-hop"),
    ("我妈第一次去看病一共花了多少钱？", ["dz1"], "single-hop"),
    ("我妈平时吃的降压药是什么？", ["dz2"], "single-hop"),
    ("我妈现在还在吃普瑞巴林吗？", ["dz9"], "update", ["dz3", "dz5", "dz7"]),
    ("我爸第一针疫苗实际是哪天打的？", ["dz7"], "update", ["dz6"]),
    ("我妈现在住在哪儿？", ["dz8"], "update", ["dz1"]),
    ("我妈的疼痛打分，从最疼的时候到十二月降到了几分？", ["dz3", "dz7"], "multi-session"),
    ("我爸两针疫苗每针多少钱，第二针是哪天打的？", ["dz6", "dz9"], "multi-session"),
    ("我爸两针疫苗之间隔了多少天？", ["dz7", "dz9"], "temporal"),
    ("我妈从开始疼到停药大概过了多久？", ["dz1", "dz9"], "temporal"),
    ("我妈是哪天回诸暨的？", ["dz8"], "temporal"),
    ("带状疱疹后遗神经痛的发生率大概多少？", [], "abstain"),
    ("疼痛科李主任叫什么名字？", [], "abstain"),
    ("我弟林浩在上海做什么工作？", [], "abstain"),
    ("我妈这次有没有住院？", [], "abstain"),
    ("我自己打带状疱疹疫苗了吗？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 家庭
CASES.append(case("zh-zhongkao-tiyu-nanjing", "zhaomin_mama.nj", [
    ("2031-09-14T21:00:00+08:00", [
        ("zk1", "我儿子子轩上初三了，中考体育得抓起来了。我们南京这边体育满分40分，他们学校说要考1000米、一分钟跳绳，还有立定跳远。他现在1000米跑4分35秒，满分要3分40以内，差得远呢。跳绳一分钟152个，立定跳远2米05。身高一米七二，体重七十八公斤，有点胖。考试在明年五月份。"),
        "初三开学就开始准备，时间还算充裕。1000米从4分35到3分40要提高将近一分钟，需要系统训练：每周三到四次，有间歇跑（比如400米快跑加慢跑休息），也有一次稍长的慢跑打基础。体重下来一点对长跑和跳远都有直接帮助，饮食上少点油炸和含糖饮料。跳绳是最容易短期提分的项目，每天练几组就会明显涨。",
        ("zk2", "给他报了个体育培训班，叫跃动体育，周六周日早上各一次，一期12次，1680块。教练姓马，以前是练田径的。"),
        "周末两次有教练带，平时再自己加一两次就比较完整了。可以请马教练给个周中的家庭作业，比如跳绳组数和核心练习，这样周末课的效果更好。",
    ]),
    ("2031-10-26T20:30:00+08:00", [
        ("zk3", "练了一个多月，1000米到4分12了，跳绳到168个，体重也掉到75公斤。就是最近他说左膝盖下面疼，鼓楼医院看了，说是胫骨结节骨软骨炎，青春期长个子常见的，让少跑两个礼拜。"),
        "一个多月进步二十几秒，非常不错。胫骨结节骨软骨炎在长身体的男孩里很常见，休息期间可以多做不跑跳的练习，比如骑车、游泳、核心训练，保持体能。恢复跑步时循序渐进，疼就停。",
        ("zk4", "还有个变化，学校通知今年第三项可以在立定跳远和实心球里二选一。他扔实心球比跳远有感觉，我们就改考实心球了，现在能扔8米6。"),
        "实心球对力量型的孩子来说确实更容易拿分，而且对膝盖冲击小，正好适合他现在的情况。多练出手角度和蹬地转髋，进步会很快。",
    ]),
    ("2031-12-14T19:00:00+08:00", [
        ("zk5", "膝盖好了，又开始跑了，1000米现在3分58。培训班那边马教练调去带高中队了，现在换成周教练。我们又续了一期，价格涨到1880了。"),
        "3分58已经进到4分钟以内了，很棒。换教练后可以把之前的训练记录给周教练看一下，让他了解孩子的基础和膝盖的情况。",
        ("zk6", "学校12月10号搞了一次模拟体测，他总分拿了34分。实心球扔了9米4，比我想的好。"),
        "34分是个很好的中间成绩，后面主要的提分空间应该在长跑上。离正式考试还有几个月，保持现在的节奏就行。",
    ]),
    ("2032-02-22T21:00:00+08:00", [
        ("zk7", "寒假也没停，每天早上跑。现在1000米跑到3分46了，跳绳一分钟181个，体重七十二公斤。正式考试时间也定了，5月11号。"),
        "进步太明显了，从4分35到3分46，体重也下来六公斤。距离满分线只差几秒，最后几个月重点练配速分配，别第一圈冲太快。考前两周适当减量，保证状态。",
        ("zk8", "他爸陈刚现在每天早上六点半陪他去玄武湖跑一圈，父子俩关系都变好了。"),
        "这个陪跑太难得了。玄武湖一圈大概一万米左右？如果是整圈跑的话量不小，可以跟周教练确认一下总训练量，别叠加太多。",
    ]),
], [
    ("我给儿子报的体育培训班叫什么？", ["zk2"], "single-hop"),
    ("儿子膝盖是在哪家医院看的？", ["zk3"], "single-hop"),
    ("学校模拟体测儿子总分多少？", ["zk6"], "single-hop"),
    ("儿子现在1000米能跑多少？", ["zk7"], "update", ["zk1", "zk3", "zk5"]),
    ("儿子现在体重多少？", ["zk7"], "update", ["zk1", "zk3"]),
    ("现在带他的教练是谁？", ["zk5"], "update", ["zk2"]),
    ("除了长跑和跳绳，第三项儿子考的是什么？", ["zk4"], "update", ["zk1"]),
    ("儿子一分钟跳绳现在能跳几个？", ["zk7"], "update", ["zk1", "zk3"]),
    ("培训班两期我一共交了多少钱？", ["zk2", "zk5"], "multi-session"),
    ("实心球从刚开始练到模拟体测进步了多少？", ["zk4", "zk6"], "multi-session"),
    ("学校模拟体测是哪天？", ["zk6"], "temporal"),
    ("从模拟体测到正式考试隔了多久？", ["zk6", "zk7"], "temporal"),
    ("儿子每周应该练几次长跑？", [], "abstain"),
    ("子轩的班主任是谁？", [], "abstain"),
    ("子轩数学成绩怎么样？", [], "abstain"),
    ("我老公是做什么的？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 爱好
CASES.append(case("zh-gouzhen-chengdu", "xiaoqi_crochet_cd", [
    ("2031-10-02T15:00:00+08:00", [
        ("gz1", "国庆在家闲得慌，入坑钩针了哈哈！跟着B站一个叫“线团子老师”的up主学，买了一套钩针，2.0到6.0一共12支，59块，又买了20团五股牛奶棉线，86块。第一个作品钩了个向日葵杯垫，整整花了三个小时，歪歪扭扭的但是好有成就感。"),
        "恭喜入坑！向日葵杯垫作为第一个作品很合适，能练到锁针、短针、长针和换色。五股牛奶棉配3.0左右的钩针比较顺手。刚开始手紧是正常的，多钩几个就会均匀。建议先把短针练熟，后面钩玩偶基本都是短针一圈一圈往上钩。",
        ("gz2", "我想挑战一下钩个小兔子玩偶，送给我闺蜜苏苏当生日礼物，她11月18号生日。时间够吗？"),
        "一个多月时间完全够。玩偶要用魔术环起针、环形短针加减针，可以先找个简单的图解，头和身体分开钩再缝合。一般20厘米左右的兔子，大概要3到4团线，新手总工时可能在十几到二十个小时。眼睛可以用安全眼或者直接绣，送人的话安全眼更精致。",
    ]),
    ("2031-11-20T21:00:00+08:00", [
        ("gz3", "兔子钩完啦！前前后后大概二十个小时，用了五团线，比想的多，耳朵拆了重钩了两次。18号苏苏生日那天送给她，她当场就哭了哈哈，说这是她收到最走心的礼物。"),
        "太有意义了，二十个小时的心意确实是最走心的礼物。耳朵拆了重钩说明你对效果有要求，这种习惯会让你进步很快。",
        ("gz4", "好多朋友看到兔子都问能不能买，我打算在闲鱼上卖点小东西试试。草莓挂件定价15块一个，郁金香花束一束三朵，卖68。"),
        "可以先用小件试水，草莓挂件这种成本低、钩得快的很适合引流。定价的时候把线材、配件、包装和你的工时都算进去，手工东西别把工时算得太便宜，后面会越做越累。",
    ]),
    ("2031-12-28T20:00:00+08:00", [
        ("gz5", "一个多月闲鱼卖了23单，还挺顺的！郁金香花束我涨到88了，因为线涨价了，而且一束要钩快两个小时。线也换了，现在主要用棉花糖线，更蓬松好看。钩针也换了一套可乐家的人体工学钩针，128块，握着不累手。"),
        "23单很不错了，说明定价和款式都对路。涨价后可以在商品页里写清楚线材和工时，买家更容易接受。人体工学钩针对长时间钩织的人很值得，能减轻手腕压力。",
        ("gz6", "但是手腕出问题了，右手大拇指那边疼，昨天去华西看了，医生说是桡骨茎突狭窄性腱鞘炎，打了一针封闭，让我两个礼拜之内少钩。"),
        "腱鞘炎在手作人里挺常见的，一定要听医生的，这两周好好休息。以后钩的时候注意每隔一段时间停下来活动手腕和拇指，别一口气钩好几个小时。",
    ]),
    ("2032-02-13T22:00:00+08:00", [
        ("gz7", "情人节订单直接爆了！郁金香花束接了41单，但我最多只能做30单，只好推掉了11单。花束现在卖98一束了。表妹小雨过来帮我钩叶子，一片叶子我给她两块钱。"),
        "恭喜恭喜，节日爆单是好事，但量力而行是对的，推掉比做不完或者赶工伤手强。请表妹帮忙做标准化的部件很聪明，后面如果常态化，可以把叶子、花苞这些部件提前备货。",
        ("gz8", "手腕现在好多了，我现在每钩一个小时就停下来休息十分钟。还开了个小红书号，叫“琪琪的毛线窝”，现在有1200个粉丝了。"),
        "这个作息对手腕很友好，坚持下去。1200粉丝已经是不错的开始，小红书上过程视频和成品对比图一般比较吃香，可以多发发。",
    ]),
], [
    ("我是跟哪个老师学的钩针？", ["gz1"], "single-hop"),
    ("我第一个钩针作品是什么？花了多长时间？", ["gz1"], "single-hop"),
    ("草莓挂件我卖多少钱一个？", ["gz4"], "single-hop"),
    ("医生说我手腕是什么毛病？", ["gz6"], "single-hop"),
    ("郁金香花束现在卖多少钱一束？", ["gz7"], "update", ["gz4", "gz5"]),
    ("我现在用的是哪套钩针？", ["gz5"], "update", ["gz1"]),
    ("我现在主要用什么线？", ["gz5"], "update", ["gz1"]),
    ("给苏苏的兔子是哪天送出去的，一共钩了多少小时？", ["gz2", "gz3"], "multi-session"),
    ("郁金香花束从刚开始卖到现在涨了多少钱？", ["gz4", "gz7"], "multi-session"),
    ("我从开始学钩针到在闲鱼上开卖，大概隔了多久？", ["gz1", "gz4"], "temporal"),
    ("我是哪天去华西看的手腕？", ["gz6"], "temporal"),
    ("一只二十厘米的兔子一般要用几团线？", [], "abstain"),
    ("表妹小雨今年多大？", [], "abstain"),
    ("我的小红书一共有多少点赞？", [], "abstain"),
    ("我在哪家公司上班？", [], "abstain"),
    ("我有没有去摆过手作市集？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 工作
CASES.append(case("zh-offer-xuanze-hangzhou", "wangyu_fe_dev", [
    ("2031-09-18T22:30:00+08:00", [
        ("of1", "纠结死了，手上两个offer帮我理理。我现在在禾木科技做前端，月薪两万三，十四薪，干了三年零四个月了。offer A是上海的蓝鲸出行，月薪三万一，十五薪，但是得搬去上海。offer B是杭州本地的青橙医疗，月薪两万八，十三薪，另外给两万股期权。"),
        "先按现金算一下年包：现在是23k×14，大约32.2万；蓝鲸是31k×15，大约46.5万；青橙是28k×13，大约36.4万，再加期权。期权要看公司阶段、行权价和退出可能性，一般不建议按面值当现金算。蓝鲸现金明显高，但要算上上海的房租、生活成本和搬家带来的生活变化。",
        ("of2", "关键是我女朋友佳佳在杭州当小学老师，编制的，她不可能去上海。我现在房租一个月3200，在滨江。"),
        "这个因素很重要。如果去上海，要么异地，要么一方放弃工作，这种成本很难用钱衡量。上海同等条件的房租大概要比杭州贵三到五成，蓝鲸的现金优势会被吃掉一部分。",
    ]),
    ("2031-09-29T21:00:00+08:00", [
        ("of3", "又有新情况。蓝鲸的HR把月薪提到了三万三，还说每个月可以远程两天。青橙告诉我期权行权价是每股1块5。然后禾木知道我要走，给了个反offer：涨到两万六，升高级。"),
        "蓝鲸加码说明他们确实想要你，不过每月两天远程解决不了异地的问题。禾木的反offer要谨慎，统计上接受反offer的人不少在一年内还是会离开，因为让你想走的原因往往没变。青橙的期权行权价1.5元，可以问问最近一轮融资的每股价格，心里就有个数了。",
        ("of4", "想了一周，决定去青橙医疗。主要还是为了跟佳佳在一起，而且医疗这个方向我也感兴趣。跟他们定了11月1号入职。"),
        "好的决定，想清楚优先级就不纠结了。离职交接要好好做，给禾木留个好印象，行业圈子不大。入职前可以跟青橙确认一下期权的授予协议和成熟节奏，一般是四年成熟、一年等待期。",
    ]),
    ("2031-11-15T20:00:00+08:00", [
        ("of5", "入职推迟了，禾木那边交接拖了一下，最后是11月10号才去青橙报到的。组长叫孙巍，人挺好。就是通勤太远，我住滨江，公司在余杭未来科技城，地铁单程要一个小时。"),
        "入职顺利就好。单程一小时，一天就是两小时，一个月下来时间成本挺大的，可以考虑搬近一点。",
        ("of6", "我打算搬到未来科技城附近，看了个一室一厅，房租2800，比现在还便宜。"),
        "离公司近还便宜，这个挺划算。搬家时注意看合同里的押金、维修责任和提前退租条款。",
    ]),
    ("2032-01-20T21:30:00+08:00", [
        ("of7", "1月6号搬好家了，现在走路十分钟到公司，幸福感爆棚。试用期是三个月，按说是2月10号转正。老板说转正后月薪会调到两万九。"),
        "通勤从两小时变成二十分钟，每天多出来的时间很可观。转正前可以整理一下这几个月做的事和成果，转正答辩或者沟通的时候用得上。",
        ("of8", "还有个大事，我跟佳佳1月15号订婚了！"),
        "恭喜恭喜！换了工作、搬了家、又订了婚，这个冬天真是收获满满。",
    ]),
    ("2032-02-26T20:00:00+08:00", [
        ("of9", "转正提前了！2月3号就转正了，月薪正式调到两万九。公司还额外给我追加了五千股期权。"),
        "太棒了，提前转正说明表现得到了认可。追加的期权记得看一下是不是单独的授予协议，成熟时间可能跟第一批不一样。",
        ("of10", "我打算从三月开始，每个月固定存三千块，跟佳佳一起攒买房的首付。"),
        "这个习惯很好，发工资当天自动转到一个单独的账户里最容易坚持。杭州买房还可以关注一下公积金贷款的额度，你们俩都有公积金的话，能省不少利息。",
    ]),
], [
    ("我在禾木科技干了多久？", ["of1"], "single-hop"),
    ("佳佳是做什么工作的？", ["of2"], "single-hop"),
    ("青橙的期权行权价是多少？", ["of3"], "single-hop"),
    ("我现在月薪多少？", ["of9"], "update", ["of1"]),
    ("我是哪天去青橙报到的？", ["of5"], "update", ["of4"]),
    ("我现在房租一个月多少？", ["of6", "of7"], "update", ["of2"]),
    ("我哪天转正的？", ["of9"], "update", ["of7"]),
    ("我手上青橙的期权现在一共多少股？", ["of1", "of9"], "multi-session"),
    ("蓝鲸出行最后给我开到多少月薪，一年几薪？", ["of1", "of3"], "multi-session"),
    ("从拿到两个offer到决定去哪家，我纠结了多少天？", ["of1", "of4"], "temporal"),
    ("我在青橙大概试用了多久就转正了？", ["of5", "of9"], "temporal"),
    ("孙巍今年多大？", [], "abstain"),
    ("佳佳在哪所小学教书？", [], "abstain"),
    ("我们婚礼定在哪天？", [], "abstain"),
    ("我有没有拿到北京公司的offer？", [], "abstain"),
    ("青橙的年终奖是几个月？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 旅行
CASES.append(case("zh-xinjiapo-qinzi-guangzhou", "liufang_gz_family", [
    ("2031-10-08T21:00:00+08:00", [
        ("sg1", "国庆刚过就开始想寒假了哈哈。打算带两个娃去新加坡，糖糖七岁，小宇四岁，加上我和老周一共四个人。想1月24号出发，玩六个晚上，预算两万五。看了下南航广州直飞，大人一张2380，小孩1800左右。想去环球影城、动物园、滨海湾花园。"),
        "寒假去新加坡带娃很合适，城市干净、交通方便、吃的也不难适应。现在中国和新加坡互免签证，普通护照停留30天以内不用办签证，省了不少事。1月是新加坡的雨季，基本每天都可能有阵雨，带好折叠伞和薄外套（室内空调很冷）。环球影城、动物园这些建议提前在官网买票，寒假人多。",
        ("sg2", "酒店我看中了圣淘沙的海湾酒店，一晚1650，离环球影城走路就到。还有个问题，小宇晕车很厉害，坐车超过半小时就吐。"),
        "住圣淘沙去环球影城和海洋馆都很方便，带小孩能省不少体力。小宇晕车的话，在新加坡尽量坐地铁，比出租车平稳；出门前别吃太饱，可以问问儿科医生适合四岁孩子的晕车药。",
    ]),
    ("2031-11-12T22:00:00+08:00", [
        ("sg3", "双十一熬夜抢到了！机票最后买的是新航，1月25号出发，1月31号回来，四个人一共9640。酒店也订了：前三晚还是圣淘沙海湾，双十一价一晚1520；后三晚住市区牛车水的福园酒店，一晚880。"),
        "这个价格很划算，新航的服务带娃也舒服。前后分两段住是个好安排，圣淘沙玩乐园，市区逛滨海湾和牛车水。记得确认酒店的床型，四个人一间房要问清楚能不能加床或者是家庭房。",
        ("sg4", "环球影城的票我也看了，官网大人83新币，小孩62新币，打算提前买。"),
        "提前买可以选日期，还能避开现场排队。寒假周末人会特别多，尽量挑工作日去，开园就进，先玩热门项目。",
    ]),
    ("2032-01-10T20:00:00+08:00", [
        ("sg5", "计划有变，老周公司年会定在1月25号，他是部门负责人走不开，只能改签到1月26号自己飞过去，改签花了600。小宇的护照1月5号才办下来，吓死我了；糖糖的护照是去年就办好的。"),
        "还好护照赶上了。老周晚一天到也不影响大局，25号你一个人带两个娃飞，行李尽量精简，提前在线值机选好座位。第一天可以安排轻松一点，在酒店附近走走。",
        ("sg6", "行程排了一下：26号等老周到了一起去环球影城，27号S.E.A.海洋馆，28号晚上去夜间动物园，29号滨海湾花园。"),
        "这个安排挺合理，把最累的环球影城放在全家到齐那天。夜间动物园结束得比较晚，回市区的车程大概半小时，小宇晕车的话可以提前准备好。",
    ]),
    ("2032-02-05T21:00:00+08:00", [
        ("sg7", "回来啦！这趟一共花了两万八千三，超预算了。夜间动物园那天下暴雨，直接取消了，改成去了河川生态园，看到了大熊猫，孩子们也挺开心。小宇在回来的飞机上吐了一次，其他都还好。"),
        "欢迎回来！超了一点预算但玩得开心最重要。河川生态园本来就很适合小朋友，暴雨天室内多一些也更舒服。",
        ("sg8", "糖糖说最喜欢的是海洋馆，回来天天画鲨鱼。她已经在嚷嚷下次要去马来西亚了。"),
        "哈哈，海洋馆那面大玻璃墙确实震撼。马来西亚离新加坡很近，以后也可以考虑从新加坡坐车过去，一次玩两个地方。",
    ]),
], [
    ("我女儿今年几岁？", ["sg1"], "single-hop"),
    ("我们家谁会晕车？", ["sg2"], "single-hop"),
    ("后三晚在市区住的是哪家酒店？", ["sg3"], "single-hop"),
    ("我们最后坐的是哪家航空公司的飞机？", ["sg3"], "update", ["sg1"]),
    ("圣淘沙那家酒店我们订到一晚多少钱？", ["sg3"], "update", ["sg2"]),
    ("老周是哪天飞到新加坡的？", ["sg5"], "update", ["sg3"]),
    ("我们最后去成夜间动物园了吗？", ["sg7"], "update", ["sg6"]),
    ("这趟旅行最后超了预算多少？", ["sg1", "sg7"], "multi-session"),
    ("我们实际出发的日子比最早打算的晚了几天？", ["sg1", "sg3"], "multi-session"),
    ("机票是什么时候抢的？", ["sg3"], "temporal"),
    ("小宇护照办下来的时候离出发还有几天？", ["sg3", "sg5"], "temporal"),
    ("中国人去新加坡免签能待几天？", [], "abstain"),
    ("老周在哪家公司上班？", [], "abstain"),
    ("我们在新加坡租车了吗？", [], "abstain"),
    ("去马来西亚的计划定在什么时候？", [], "abstain"),
    ("海洋馆的门票多少钱？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 居家
CASES.append(case("zh-dinuan-wuhan", "chenlei_wh_home", [
    ("2031-09-05T20:00:00+08:00", [
        ("dn1", "武汉的冬天真是受够了，湿冷湿冷的，空调吹得人口干。想在家里装地暖。房子在光谷，105平三室两厅，2008年的老房子。现在有两家报价：“暖居”全包三万二，用威能24千瓦的壁挂炉；“恒温家”两万六，壁挂炉是国产万和的。"),
        "在武汉装地暖确实舒服很多，体感比空调好。老房子要注意的是层高：传统湿式水地暖要铺保温层、盘管再回填，一般会把地面抬高5到8厘米，门和橱柜可能都要改。两家报价要对比清楚是否包含拆旧地面、分水器品牌、管材品牌和打压测试。壁挂炉功率按面积算，105平24千瓦是够的，甚至有余量。",
        ("dn2", "还有个原因，我老婆小敏怀孕了，预产期明年三月份，所以想年前一定装好，也想早点散散味道。预算就三万左右。"),
        "恭喜！那时间和环保都要重点考虑。地暖本身材料气味不大，主要是回填和地面找平材料，装好后开窗通风几周就好。最好十一月前完工，留一个月试运行。",
    ]),
    ("2031-10-10T21:00:00+08:00", [
        ("dn3", "定了，用干式模块地暖，只抬高两公分半，不用把门改掉。最后还是选了暖居，谈到两万九千八，壁挂炉换成威能20千瓦的，他们说够用。说好10月20号开工，工期12天。"),
        "干式模块对老房子很友好，升温也更快。20千瓦对105平的房子一般够用，只要保温不太差。签合同时把工期、打压测试标准和保修年限写清楚。",
        ("dn4", "施工那段时间我们俩搬去丈母娘家住，她在汉口徐东那边，离我上班远一点，但没办法。"),
        "孕期避开施工现场是对的，粉尘和噪音都不适合。你可以隔一两天去现场看看进度，特别是盘管铺好、没覆盖之前，拍照留底以后维修有用。",
    ]),
    ("2031-11-18T20:00:00+08:00", [
        ("dn5", "开工推迟了一周，因为订的地砖没到货，10月27号才开工，11月7号完工的。打压测试打到0.8兆帕，保压24小时没掉压。11月16号第一次烧起来，室温从12度升到20度用了五个钟头。"),
        "完工并且打压测试通过就放心了。第一次升温慢是正常的，地面材料要慢慢吸热，之后保持低温连续运行会比频繁开关更省气也更舒服。",
        ("dn6", "燃气这块我查了，武汉民用天然气阶梯价，第一档是2块53一方。"),
        "可以在每个月月底记一下燃气表读数，看看一个月用多少方，这样对后面费用心里有数，也能判断温度设置是否合适。",
    ]),
    ("2032-01-15T21:00:00+08:00", [
        ("dn7", "12月的燃气费出来了，用了386方，交了1026块，有一部分进了第二档。现在设置的是白天18度，晚上20度。"),
        "一千块出头对武汉一百多平的全屋地暖来说属于正常偏合理的水平。白天家里没人的时候调低几度是对的，但别关掉，回升太慢反而费气。",
        ("dn8", "还有个小问题，主卧那一路一直不太热，暖居1月12号派人来看，说是分水器那里有空气，排了气就好了。"),
        "分水器进空气是新装地暖最常见的问题之一，排气后一般就正常了。以后如果哪一路不热，可以先看看分水器上的排气阀。",
    ]),
    ("2032-02-25T20:30:00+08:00", [
        ("dn9", "报个喜，宝宝提前出生了！2月18号，是个女儿，小名叫暖暖，跟地暖有关哈哈。为了宝宝，现在地暖一整天都开到22度。1月份的燃气费交了1380。"),
        "恭喜恭喜！暖暖这个名字太有纪念意义了。新生儿房间22度左右很合适，注意湿度别太低，可以放个加湿器，保持在50%左右。",
        ("dn10", "丈母娘搬过来帮我们带孩子、照顾小敏坐月子，她天天说我们家比她家暖和多了，都不想回去了哈哈。"),
        "有老人帮忙你们轻松不少。月子里地暖房间容易干燥，大人小孩都多喝水，宝宝洗澡的时候浴室也提前开暖一下。",
    ]),
], [
    ("我家房子多大，哪年的？", ["dn1"], "single-hop"),
    ("装地暖那段时间我们住在哪？", ["dn4"], "single-hop"),
    ("主卧那一路不热是什么原因？", ["dn8"], "single-hop"),
    ("地暖最后找谁装的，花了多少钱？", ["dn3"], "update", ["dn1"]),
    ("地暖实际是哪天开工的？", ["dn5"], "update", ["dn3"]),
    ("我家地暖现在设的多少度？", ["dn9"], "update", ["dn7"]),
    ("我女儿是哪天出生的？", ["dn9"], "update", ["dn2"]),
    ("去年12月和今年1月的燃气费加起来多少？", ["dn7", "dn9"], "multi-session"),
    ("最后装地暖的价格比我的预算高还是低？差多少？", ["dn2", "dn3"], "multi-session"),
    ("地暖施工一共用了几天？", ["dn5"], "temporal"),
    ("完工之后隔了几天才第一次烧地暖？", ["dn5"], "temporal"),
    ("湿式水地暖一般会把地面抬高多少？", [], "abstain"),
    ("燃气第二档多少钱一方？", [], "abstain"),
    ("暖暖出生时多重？", [], "abstain"),
    ("我们家装了新空调吗？", [], "abstain"),
    ("暖居的施工队长叫什么？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 宠物
CASES.append(case("zh-laomao-shenbing-beijing", "gaojing.niangao", [
    ("2031-09-27T21:00:00+08:00", [
        ("lm1", "心情很差。我家年糕十三岁了，英短蓝猫，公的。最近喝水特别多，猫砂盆里的尿团又大又多，人也瘦了，从五斤六两……不对，是从5.6公斤掉到了4.8公斤。今天带去朝阳的安和动物医院，王医生给验了血，肌酐265，SDMA 28，说是慢性肾病，IRIS三期。光检查就花了1460。"),
        "抱抱你，老猫肾病确实让人揪心，不过早发现、好好管理的话，很多猫还能保持不错的生活质量很长时间。三期的猫通常需要几件事：换肾脏处方粮控制磷和蛋白，保证水分（很多需要在家皮下补液），控制血压和贫血，定期复查。三期猫的生存期差异很大，文献里中位数大概在一到两年左右，但个体差别非常大，管理得好的活得远超这个数的也很多。",
        ("lm2", "年糕特别挑食，一直只吃渴望的猫粮，换粮估计是场硬仗。家里还有一只三岁的狸花叫芝麻，两只一起吃饭，我怕芝麻也把处方粮吃了。"),
        "换粮可以慢慢来，新旧粮按比例混合，一到两周过渡，实在不吃，吃得下去比吃得完美更重要，千万别让它饿着，老猫绝食几天会有脂肪肝风险。两只分开喂，比如年糕在房间里单独吃，或者用芯片识别的喂食器，芝麻就偷吃不到了。",
    ]),
    ("2031-10-20T20:00:00+08:00", [
        ("lm3", "处方干粮它闻都不闻，最后是希尔斯k/d的罐头愿意吃，总算解决了。每天在家给它皮下补液100毫升，我自己跟医生学会扎针了，第一次手抖得不行。18号复查，肌酐降到238了。"),
        "你太厉害了，能自己在家补液对年糕帮助非常大。肌酐降到238说明补液和饮食调整有效果。补液时液体稍微温一下，接近体温，它会舒服很多，也更配合。",
        ("lm4", "医生还查出来它血压高，收缩压185，开了氨氯地平，每天0.625毫克，另外还有磷结合剂拌在罐头里。"),
        "高血压在肾病猫里很常见，控制住能保护肾脏和眼睛。磷结合剂要跟饭一起吃才有效，拌在罐头里是对的。以后复查记得每次都量一下血压。",
    ]),
    ("2031-12-06T22:00:00+08:00", [
        ("lm5", "12月4号又复查了，肌酐221，体重回到5.0公斤，血压150。医生说可以把补液改成隔天一次，每次150毫升，我终于不用天天扎它了。"),
        "各项指标都在往好的方向走，体重回升尤其难得。隔天补液对你们俩都是解放。继续观察它的饮水量、尿量和精神，有变化随时记录。",
        ("lm6", "这两个多月在年糕身上一共花了七千多了，我老公建平觉得花太多，我们还为这个吵了一架。过年我打算带年糕一起回沈阳老家，不想把它放别处。"),
        "花费确实不小，可以跟建平一起把后续的固定开销列一下，比如每月处方罐头、补液用品、复查费用，心里有个数比较不容易吵架。带老猫长途出行压力比较大，补液和用药在路上也不好操作，可以再考虑一下寄养在医院的方案。",
    ]),
    ("2032-02-10T21:30:00+08:00", [
        ("lm7", "最后还是没带它回沈阳，听你的，1月20号到2月1号送到医院寄养了，一天120，十二天。回来2月8号复查，肌酐246，涨了一点。王医生离职了，现在是刘医生看它。"),
        "寄养在医院有专业的人补液喂药，其实对它是最安全的。肌酐小幅波动很常见，寄养期间换环境、饮水变化都可能影响，别太焦虑，看下一次复查的趋势。",
        ("lm8", "刘医生说年糕最近胃口一般，加了米氮平开胃，一周两次，抹在耳朵上的那种。"),
        "耳内涂抹的米氮平对不爱吃药的猫很方便。用上以后注意看看它吃得有没有增加，也留意有没有过度兴奋、叫唤多这些副作用。",
    ]),
], [
    ("年糕几岁了，什么品种？", ["lm1"], "single-hop"),
    ("年糕第一次检查花了多少钱？", ["lm1"], "single-hop"),
    ("年糕刚查出来高血压的时候收缩压是多少？", ["lm4"], "single-hop"),
    ("年糕现在怎么补液？", ["lm5"], "update", ["lm3"]),
    ("年糕现在是哪个医生在看？", ["lm7"], "update", ["lm1"]),
    ("过年年糕是怎么安排的？", ["lm7"], "update", ["lm6"]),
    ("年糕最近一次查的肌酐是多少？", ["lm7"], "update", ["lm1", "lm3", "lm5"]),
    ("年糕体重最低掉到多少，后来回到了多少？", ["lm1", "lm5"], "multi-session"),
    ("年糕的肌酐从确诊到十二月复查降了多少？", ["lm1", "lm5"], "multi-session"),
    ("从确诊到第一次复查隔了多久？", ["lm1", "lm3"], "temporal"),
    ("过年我们回沈阳待了几天？", ["lm7"], "temporal"),
    ("三期肾病的猫一般能活多久？", [], "abstain"),
    ("芝麻多重？", [], "abstain"),
    ("年糕做过B超吗？", [], "abstain"),
    ("建平是做什么工作的？", [], "abstain"),
    ("年糕一个月的处方罐头要花多少钱？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 学习
CASES.append(case("zh-erjian-kaoshi-zhengzhou", "zhangtao_erjian_zz", [
    ("2031-09-16T22:00:00+08:00", [
        ("ej1", "今年六月第一次考二建，三科只过了一科，施工管理考了68分。法规只有55，实务也没过，差了一截。听说二建成绩是两年滚动，所以明年我只要把法规和实务考过就行。已经报了个网课，筑梦教育的全科班，1980块。"),
        "过了一科就是好的开始，明年压力小很多。两年滚动的意思是今年的管理成绩保留到明年，明年法规和实务必须一次都过，不然管理就作废了。法规满分100、及格60，实务满分120、及格72，实务是大头，案例题要多练。建议先把法规第一轮过完，十二月以后重心放到实务。",
        ("ej2", "我在豫建集团当施工员，现在的项目在郑东新区，一周只休周日一天。平时每天晚上九点到十一点学两个小时。"),
        "施工员的现场经验对实务案例题其实是优势，很多题目就是你每天遇到的事。每天两小时加周日集中复习，总时间是够的，关键是坚持。可以用零碎时间刷法规选择题，比如午饭后二十分钟。",
    ]),
    ("2031-10-28T21:30:00+08:00", [
        ("ej3", "10月20号被调去新乡的项目了，住工地宿舍，晚上宿舍吵，学习时间改成八点到十点半。法规第一遍过了七成左右。"),
        "换了环境能调整出学习时间就不错了。宿舍吵的话降噪耳机很值得买。第一遍七成进度很正常，第一遍求理解不求记住，后面靠刷题巩固。",
        ("ej4", "跟同事老马和小吴拉了个学习群，三个人一起考，每天群里打卡。"),
        "有人一起打卡坚持下来的概率高很多。可以每周互相出几道题考一考，讲给别人听是最好的记忆方法。",
    ]),
    ("2031-12-20T20:00:00+08:00", [
        ("ej5", "法规做了三套真题，分数是62、68、71，感觉有点门道了。实务刚开始看。网课又加了个押题班，600块。"),
        "三套分数一路往上，趋势很好，已经稳稳在及格线上。实务要尽快进入状态，建议从进度、质量、安全、合同索赔这几类高频案例题开始。",
        ("ej6", "还有个事，我老婆怀二胎了，预产期明年四月，离考试很近，有点担心到时候顾不上。"),
        "恭喜！这样的话考前冲刺阶段可能会被打断，最好把主要复习任务放在三月之前完成，四五月以查漏补缺和刷真题为主。也可以提前跟家里人商量好分工。",
    ]),
    ("2032-02-18T21:00:00+08:00", [
        ("ej7", "河南今年二建考试时间公布了，5月30、31号，报名是3月4号到10号。群里小吴说压力太大不考了，退群了，现在就剩我跟老马。法规最新一套真题考了78。"),
        "78分很稳了。报名时间记得定个闹钟，别错过，证件照和工作年限证明提前准备好。剩下两个人也照样能互相督促。",
        ("ej8", "还有个好消息，项目2月10号调回郑州了，又回到郑东新区，晚上学习时间恢复到九点到十一点。"),
        "回到熟悉的环境对最后三个月冲刺很有利。可以把周日全天用来做一整套实务模拟，按考试时间计时。",
    ]),
], [
    ("我去年施工管理考了多少分？", ["ej1"], "single-hop"),
    ("我报的网课是哪家，多少钱？", ["ej1"], "single-hop"),
    ("我在哪个公司上班？", ["ej2"], "single-hop"),
    ("我现在每天晚上几点学习？", ["ej8"], "update", ["ej3"]),
    ("我现在在哪里的项目上？", ["ej8"], "update", ["ej3"]),
    ("学习群里现在还有谁跟我一起考？", ["ej7"], "update", ["ej4"]),
    ("法规最近一套真题考了多少？", ["ej7"], "update", ["ej5"]),
    ("网课加押题班一共花了多少？", ["ej1", "ej5"], "multi-session"),
    ("法规从去年考试到现在最新一套真题，分数涨了多少？", ["ej1", "ej7"], "multi-session"),
    ("今年二建考试是哪天？", ["ej7"], "temporal"),
    ("我在新乡项目上待了多久？", ["ej3", "ej8"], "temporal"),
    ("实务的及格线是多少分？", [], "abstain"),
    ("我老婆叫什么名字？", [], "abstain"),
    ("我家老大多大了？", [], "abstain"),
    ("我有没有报一建？", [], "abstain"),
    ("押题班是哪个老师讲的？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh: 法律/行政
CASES.append(case("zh-shebao-zhuanyi-changsha", "sunli.cs-hr", [
    ("2031-09-22T20:00:00+08:00", [
        ("sb1", "想问问社保和公积金的事。我在深圳交了六年社保，2025年8月到2031年8月，8月31号从顺达物流离职了，九月回长沙老家。新工作找好了，岳麓区一家教育公司叫湘学堂，10月8号入职。深圳公积金账户里有七万八千六，我本来想着直接离职提取出来算了。我们打算明年在长沙买房。"),
        "先理一下：养老保险和医保可以从深圳转到长沙，缴费年限都能累计，不会白交。转移一般是在新单位参保之后，通过国家社会保险公共服务平台或者当地社保经办机构申请，整个流程通常要45个工作日左右。公积金的话，如果明年要在长沙买房，建议慎重考虑是否提取：转移到长沙可以把深圳的缴存时间一起算进去，很多城市贷款额度跟缴存时间、余额挂钩，提取了反而可能吃亏。",
        ("sb2", "九月份中间断了一个月社保，我有点担心医保断了会不会有影响。我老公何军在长沙做汽车销售，他的社保一直在长沙交。"),
        "医保断缴一个月，一般影响是这段时间看病不能报销，新单位参保后会恢复，部分地区断缴超过一定时间会有等待期。如果这个月没有生病就问题不大。家里有老公的社保在长沙，买房时双方的缴存情况都可以利用。",
    ]),
    ("2031-10-25T21:00:00+08:00", [
        ("sb3", "10月8号入职了，公司从十月开始给我交社保，缴费基数按6500报的。我在深圳的时候基数是一万二，一下少了好多。公积金公司交8%。"),
        "基数低了以后，个人到手会多一点，但养老账户积累和公积金都会少。长沙的社平工资比深圳低，6500在长沙也不算低。可以留意一下公司每年调整基数的时间，一般是七月或者年初。",
        ("sb4", "10月20号我在国家社会保险公共服务平台上提交了养老保险的转移申请，等着吧。"),
        "提交了就好，可以在平台上随时查询进度，一般会经过转出地审核、转入地确认、基金划转几个环节。",
    ]),
    ("2031-12-12T20:00:00+08:00", [
        ("sb5", "好消息，医保11月28号先转好了，养老12月5号也转完了。公积金我想了想没提取，11月在长沙公积金中心办了异地转移接续，12月10号到账了，七万九千二百五，连利息都过来了。"),
        "太好了，两个月不到全部搞定，比预期快。公积金转过来对明年贷款很有利，缴存时间可以连续计算。",
        ("sb6", "房子我们看中了梅溪湖一套二手，89平，总价138万。听说长沙公积金贷款要在本地连续缴存满六个月才能贷。"),
        "是的，很多城市都有这个要求，具体以长沙公积金中心的规定为准。你10月开始在长沙缴存，满六个月大概是明年四月。可以先把首付和商贷的方案准备好，看时间能不能对上。",
    ]),
    ("2032-02-20T20:30:00+08:00", [
        ("sb7", "买房计划变了，梅溪湖那套二手房东加价，我们不要了。改买了洋湖那边的新房，湘江春晓，期房，98平，总价126万，一月份已经交了五万定金。公积金贷款要等到四月份连续缴存满六个月才能办。"),
        "期房交房时间比较长，正好可以等公积金。记得把定金收据、认购协议都保存好，签正式合同之前把交房时间、违约责任、车位这些看清楚。",
        ("sb8", "还有，公司一月份把社保基数调到7200了。"),
        "基数涨了对养老和公积金都有好处，贷款额度在一些城市也跟缴存基数有关，四月申请的时候会更有利。",
    ]),
], [
    ("我在深圳交了几年社保？", ["sb1"], "single-hop"),
    ("我是哪天从深圳那家公司离职的？", ["sb1"], "single-hop"),
    ("我老公做什么工作？", ["sb2"], "single-hop"),
    ("我现在社保缴费基数是多少？", ["sb8"], "update", ["sb3"]),
    ("我们现在打算买的是哪套房？", ["sb7"], "update", ["sb6"]),
    ("我深圳的公积金最后是提取了还是转到长沙了？", ["sb5"], "update", ["sb1"]),
    ("我现在的社保基数比在深圳时少了多少？", ["sb3", "sb8"], "multi-session"),
    ("公积金从深圳转过来，多了多少利息？", ["sb1", "sb5"], "multi-session"),
    ("医保和养老转移，哪个先办好的？", ["sb5"], "temporal"),
    ("养老保险转移从提交到办好用了多少天？", ["sb4", "sb5"], "temporal"),
    ("我从离职到新工作入职中间隔了多久？", ["sb1", "sb3"], "temporal"),
    ("社保转移一般要多少个工作日？", [], "abstain"),
    ("新房是几楼？", [], "abstain"),
    ("我老公的社保缴费基数是多少？", [], "abstain"),
    ("我在深圳买过房吗？", [], "abstain"),
    ("我在湘学堂月薪多少？", [], "abstain"),
]))


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-39.json")
    write_dialogues(
        out,
        "dialogues-39",
        "Blind held-out set 39: 18 everyday-life dialogues (9 English, 9 Simplified Chinese), each one user "
        "over 3-5 dated sessions between September 2031 and February 2032, with single-hop, multi-session, "
        "update, temporal and abstain questions asked on 2032-03-10.",
        CASES,
    )
