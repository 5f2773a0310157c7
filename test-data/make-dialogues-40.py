"""Blind held-out dialogue cases, set 40: eighteen users (nine English, nine Simplified Chinese),
each talking with an assistant over 3-5 dated sessions between March and August 2032, with
questions asked on 14 September 2032. Facts change over time and later turns word the change
loosely; abstain questions ask for details the user never gave.

  en-gdm-adelaide          health: gestational diabetes through a first pregnancy
  en-vending-dallas        money: a vending-machine side business
  en-dad-driving-christchurch  family: an 86-year-old father's driving licence
  en-flyfishing-missoula   hobbies: learning to fly fish
  en-actuarial-hartford    study/work: actuarial exams on an employer's student programme
  en-azores-boston         travel: a family trip to the Azores with an elderly mother
  en-radon-fort-collins    home: radon testing and mitigation in a new house
  en-reactive-dog-brighton pets: a rescue dog that reacts to other dogs
  en-planning-bath         legal/admin: objecting to a neighbour's planning application
  zh-gusong-jilin          健康: 母亲骨折后确诊骨质疏松
  zh-baoxian-huizhou       钱: 阑尾炎手术后的保险理赔
  zh-jisu-quzhou           家庭: 女儿上寄宿制初中
  zh-gaoerfu-weihai        爱好: 学打高尔夫
  zh-yuesao-shangrao       工作: 超市收银员转行做月嫂
  zh-xila-nanyang          旅行: 和闺蜜的希腊自由行
  zh-jiadian-daqing        家居: 以旧换新换家电
  zh-fip-xianyang          宠物: 猫传腹治疗
  zh-gongshang-anyang      法律/行政: 工伤认定和伤残鉴定
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import labelled_case_builder, write_dialogues  # noqa: E402

QUESTION_TIME = "2032-09-14T12:00:00+00:00"
case = labelled_case_builder(QUESTION_TIME)
CASES = []

# ---------------------------------------------------------------------------
CASES.append(case("en-gdm-adelaide", "hannah.kowalczyk-au", [
    ("2032-04-06T20:15:00+09:30", [
        ("gdm-dx", "Well, that's a curveball. The midwife from the antenatal clinic at Flinders Medical Centre rang this afternoon: the glucose tolerance test I did last Wednesday came back and I've got gestational diabetes. I'm 27 weeks with our first (a girl, we found out at the 20-week scan), due on 6 July. My numbers were 5.4 fasting, 10.3 at one hour and 8.9 at two hours, and apparently just one of those being over the line is enough. My husband Tomasz is being very calm about it, which is honestly more annoying than helpful right now. They've booked me in with the diabetes educator next Thursday the 15th at 2pm. Can you explain what this actually means for me and for the baby?"),
        "I'm sorry, that's a lot to take in on a Tuesday afternoon. In Australia the diagnostic cut-offs are a fasting level of 5.1 mmol/L or more, 10.0 or more at one hour, or 8.5 or more at two hours, so you're over on all three, but only just on the fasting one. Gestational diabetes is common: roughly 1 in 7 pregnancies here are affected, and rates have climbed as testing has become universal at 24-28 weeks. It happens because placental hormones make your body more resistant to insulin as the pregnancy progresses, which is why it tends to get harder to control towards 36 weeks. For the baby, the main concerns are growing larger than expected (which can make birth more complicated), and having low blood sugar in the first day or so after birth, which is why babies of mums with GDM usually get a few heel-prick tests. For you, it nearly always goes away after the birth, but it does raise the long-term risk of type 2 diabetes, so you'll be offered a follow-up test after the baby arrives. Around 70-85% of women manage with food changes and activity alone; the rest need some insulin or metformin, and that's not a failure, it's just physiology.",
        ("meter", "Okay, that helps. They couriered me an Accu-Chek Guide meter and a box of 50 strips this morning, and I'm supposed to prick my finger four times a day: as soon as I wake up, and then one hour after breakfast, lunch and dinner, and log it all in the app. My usual breakfast is two Weet-Bix with full-cream milk and a banana, plus a large flat white from Bar 9 on Glen Osmond Road on the way into the studio. I'm a graphic designer at a small agency in Kent Town, four days a week, Monday to Thursday. Lunch is usually a sushi roll from the food court or last night's leftovers. Should I change anything before I even see the educator?"),
        "A few easy wins before Thursday. The usual targets are a fasting level under 5.0 and under 7.4 one hour after meals (your clinic might use slightly different numbers, so check the sheet they sent). Weet-Bix are more processed than they look and digest quickly, and a banana and milk add more quick carbohydrate on top, so that breakfast can push a one-hour reading up. Many women find breakfast is the hardest meal because insulin resistance is highest in the morning. Try grainy toast or rolled oats with some protein (eggs, Greek yoghurt, nuts), and keep carbs to about 30-45 g at main meals and 15-20 g at snacks. A large flat white has around 12-14 g of milk sugar, so it's worth counting or downsizing. Sushi rolls are mostly white rice, which is easy to underestimate; sashimi, a poke bowl with half rice or a salad with protein will usually test better. And a 10-15 minute walk after meals can lower the post-meal number by about 1 mmol/L. Log everything, including what you ate, because the educator will use the patterns to tailor the plan.",
    ]),
    ("2032-04-22T19:40:00+09:30", [
        ("educator", "Saw the diabetes educator last Thursday. Her name is Priya Raman and she was lovely and very practical, not preachy at all. She wants me on three smallish meals and three snacks, and she went through my log line by line. The after-meal numbers are mostly fine, sitting between 6.1 and 7.2, but my fasting numbers are stubborn: 5.3, 5.5, 5.2 and 5.4 this week. She said if the mornings are still over 5.0 after another week, she'll ask the obstetric team to start me on a night-time insulin called Protaphane. Tomasz and I have started doing a 15-minute loop along The Parade after dinner every night, even when it's freezing and blowing a gale."),
        "Those after-meal numbers show the food changes are working, so that's genuinely good news. High fasting readings are the part of GDM that diet affects least, because they're driven by your liver releasing glucose overnight and by early-morning hormones (often called the dawn phenomenon). A small bedtime snack with protein and a little slow carbohydrate, say 15 g, such as a slice of grainy toast with peanut butter or a small tub of plain yoghurt, helps some women, and it's worth trying for the week Priya gave you. Protaphane is an intermediate-acting insulin (isophane, or NPH); taken at bedtime it peaks roughly 4-8 hours later, right when your liver is pushing glucose out. Insulin doesn't cross the placenta in any meaningful amount, so it's considered very safe in pregnancy. If you do start it, expect the dose to be adjusted every few days at first, and for it to creep up over the following weeks as the pregnancy hormones rise.",
        ("breakfast-swap", "Food-wise I've overhauled breakfast completely. No more Weet-Bix: it's now two slices of Burgen soy-lin toast with a couple of scrambled eggs and a handful of spinach, and I've downgraded the coffee to a piccolo, which honestly tastes better anyway. Snacks are Greek yoghurt or a handful of almonds. The thing I'm sick of is the finger pricks. My left ring finger looks like a pin cushion and the lancet device seems to have two settings, nothing and agony."),
        "That's a great breakfast for GDM: the protein and fat slow down how fast the toast hits your bloodstream. For the finger pricks, use the sides of your fingertips rather than the pads (fewer nerve endings), rotate through all ten fingers rather than favouring one, and wash your hands in warm water first so you bleed more easily with a shallower setting. Most lancet devices have 5-11 depth settings; start at the lowest that gives you a drop and go up one notch at a time. Change the lancet regularly too, since a blunt one hurts noticeably more. And remember the monitoring is temporary: most women stop testing the day the baby is born.",
    ]),
    ("2032-05-13T21:05:00+09:30", [
        ("insulin-start", "Update: the mornings didn't budge even with the bedtime yoghurt, so I started the Protaphane last Wednesday, the 5th. Six units at 10pm with a pen. It was far less dramatic than I'd built it up to be, the needle is tiny. They bumped me up to 8 units on Monday and the last three mornings have been 4.8, 4.9 and 4.7, which is the first time I've been under the line since this started. I also had the 32-week growth scan on Tuesday and she's estimated at 2.1 kilos, around the 60th percentile, so not huge, which was a relief."),
        "That's a really good result, and a quick one. Eight units is a small dose; many women end up on 10-20 units or more by 36 weeks, so don't be surprised if it keeps creeping up. An estimated weight around the 60th percentile at 32 weeks is right in the normal range. Growth scans are also only accurate to within about 10-15% either way, so the trend over time matters more than any single number. Keep an eye out for lows now you're on insulin: shakiness, sweating, sudden hunger or feeling odd, especially overnight. The usual rule is to treat anything under 4.0 with about 15 g of fast sugar (half a can of regular soft drink, or 6-7 jelly beans), recheck after 15 minutes, then have a small snack.",
        ("birth-plan", "The registrar I saw after the scan, Dr Okonkwo, said that because I'm now on insulin they'd like to induce me at 39 weeks rather than let me go past my due date, so roughly 29 June. I'd really set my heart on the birth centre with the big bath and the double bed, but apparently that's off the table once you're on insulin, so it'll be the main labour ward. I'm a bit gutted, honestly, even though I understand why."),
        "It's completely fair to grieve the birth you'd planned, even when the reasons make sense. The recommendation comes from evidence that the risks of stillbirth and of a very large baby rise in insulin-treated GDM after about 39-40 weeks. A few things might help. Ask whether you can still labour in water, or use a birth ball, mats and dim lighting on the ward, since many labour wards now have baths or at least showers. Write a short birth plan with what matters most to you (movement, skin-to-skin, delayed cord clamping) so it travels with you. Induction for a first baby often starts with a balloon catheter or prostaglandin gel to soften the cervix, followed by breaking the waters and a drip if needed, and the whole process can take anywhere from 12 hours to 2 days. You'll also usually be on a sliding-scale insulin or frequent glucose checks during labour.",
        ("maternity-leave", "Sorted work out too. I told Lachlan, our creative director, that my last day will be Thursday 10 June, which gives me a bit under three weeks at home before the induction to nest and sleep. The agency pays 12 weeks at full pay and then I'll switch over to the government Parental Leave Pay."),
        "That sounds like a sensible buffer. The last few weeks are often the most tiring, and on insulin you'll also have extra appointments (many clinics see insulin-treated women weekly from 36 weeks), so having weekdays free helps. For Parental Leave Pay, you can lodge your claim through myGov/Centrelink up to 97 days before the expected birth date, and it's paid at the national minimum wage rate, so it's worth lodging early rather than waiting until after the baby arrives. Also check whether your employer pay and the government pay can be taken back to back or need to be arranged in a specific order.",
    ]),
    ("2032-06-17T19:30:00+09:30", [
        ("dose-update", "Quick one, I'm shattered. The night insulin has crept up and up as promised: I'm on 14 units now, and two weeks ago they added 4 units of NovoRapid before dinner too, because my after-dinner readings were hitting 8 most nights. Numbers are good now, but I'm injecting twice a day and carrying jelly beans in every bag I own in case I go low."),
        "Fourteen units of Protaphane plus a small mealtime dose is a very typical pattern at this stage, because insulin resistance peaks between roughly 32 and 36 weeks and then tends to plateau. NovoRapid is a rapid-acting insulin: it starts working within about 10-20 minutes, so inject it just before you eat, and if you ever skip or shrink dinner, ask your team whether to skip or reduce the dose. The jelly bean habit is exactly right. One thing to flag with your team: if your insulin needs suddenly drop a lot in the last weeks without any change in what you're eating, tell them the same day, because they like to check on the placenta when that happens.",
        ("leave-change", "And work: I ended up staying on an extra week to get the Fringe rebrand out the door, because the junior designer who was meant to take it over got poached by another agency. So today was actually my last day, not last Thursday. Lachlan bought a cake shaped like a pram. Very subtle."),
        "Congratulations on getting it over the line, and on your last day! Now's a good time to switch fully off work notifications; people underestimate how much background email stress drains them at this stage. Use the remaining days for the practical bits: install the car seat (many fitting services book out 1-2 weeks ahead), pre-register at the hospital if you haven't, and batch-cook some low-GI freezer meals for after the birth, since your body will still appreciate steady food while you recover.",
        ("induction-moved", "The bigger news: the plan's changed again. At Tuesday's scan her tummy measurement jumped to the 95th percentile, so they've brought things forward. I'm now going in on Thursday the 24th at 7am instead of the week after. Hospital bag is packed: two onesies in size 0000, a Love to Dream swaddle, my colostrum syringes in a cooler bag, and a frankly ridiculous amount of snacks."),
        "That makes sense from the team's point of view: abdominal circumference is the measurement most affected by maternal glucose, so a jump there is usually what prompts an earlier induction. Delivery from 38 weeks onward is considered term, so she's ready. It's great that you've been harvesting colostrum. After birth she'll probably have heel-prick glucose checks before feeds for the first 12-24 hours, with a target above about 2.6 mmol/L, and early feeding (ideally within the first hour) plus your colostrum is the best way to keep her levels steady. Tell the midwives on arrival that you have frozen colostrum so they can store it properly. Also ask how they'll manage your insulin on the day; many hospitals halve the night dose before an induction.",
    ]),
    ("2032-07-20T14:00:00+09:30", [
        ("birth", "She's here and she's perfect! Zofia Maria arrived at 3:12am on 25 June, about 20 hours after they started the induction on the Thursday morning. 3.64 kg and 51 cm. Her sugars were checked with heel pricks for the first day and they were all fine, and I was told to stop all my insulin the moment she was born, which felt very strange after weeks of it. Tomasz cried more than she did."),
        "Congratulations to you both, and welcome to the world, Zofia! A 3.64 kg baby is a lovely healthy weight, and the average for Australian newborns is around 3.3-3.4 kg, so the team's management clearly worked well. Stopping insulin straight after birth is standard, because once the placenta is delivered the hormones driving the insulin resistance drop away within hours. Some hospitals ask you to do a few finger-prick checks in the first day or two afterwards just to confirm you're back in the normal range. How are you feeling physically, and how is feeding going?",
        ("followup", "Feeding is going okay. She feeds roughly every two and a half hours and the lactation consultant, Jenny, sorted our latch on day three. The midwife said I need another glucose tolerance test between 6 and 12 weeks after the birth, so I've booked it for Monday 16 August at the SA Pathology collection centre on The Parade. Is there anything I should be doing food-wise now, or can I go back to Weet-Bix?"),
        "You can relax the strict counting now, but it's worth keeping many of the habits. Women who've had GDM have around a 7-10 times higher lifetime risk of type 2 diabetes than those who haven't, and something like half develop it within 10-20 years, but that risk falls a lot with a healthy weight, regular activity and mostly wholegrain, lower-GI food. Breastfeeding itself also seems to lower the risk. Weet-Bix are absolutely fine now, just ideally alongside some protein. After the postpartum test, if it's normal, the usual advice in Australia is a check every 1-3 years (often an HbA1c or fasting glucose through your GP), and earlier testing if you plan another pregnancy, since GDM recurs in roughly half of subsequent pregnancies. Fasting for a glucose tolerance test with a newborn is tricky, so take snacks for afterwards and, if you can, someone to hold the baby.",
    ]),
], [
    ("What was my fasting result on the pregnancy glucose tolerance test?", ["gdm-dx"], "single-hop"),
    ("Who is the diabetes educator Hannah saw at the clinic?", ["educator"], "single-hop"),
    ("How big was the baby estimated to be at the 32-week growth scan?", ["insulin-start"], "single-hop"),
    ("By the end of the pregnancy, how many units of the bedtime insulin was I injecting?", ["dose-update"], "update", ["insulin-start"]),
    ("What date did the induction end up being booked for?", ["induction-moved", "birth"], "update", ["birth-plan"]),
    ("When was my final day at the agency before going on leave?", ["leave-change"], "update", ["maternity-leave"]),
    ("What do I usually have for breakfast these days?", ["breakfast-swap"], "update", ["meter"]),
    ("By how many units did the night-time insulin go up between the first dose and the last one I mentioned?", ["insulin-start", "dose-update"], "multi-session"),
    ("How many days before her due date was Zofia born?", ["gdm-dx", "birth"], "multi-session"),
    ("How long after starting the night-time insulin was my daughter born?", ["insulin-start", "birth"], "temporal"),
    ("How long ago was Zofia born?", ["birth"], "temporal"),
    ("What was my HbA1c during the pregnancy?", [], "abstain"),
    ("What did the postpartum glucose tolerance test show?", [], "abstain"),
    ("What does Tomasz do for a living?", [], "abstain"),
    ("How much did Zofia weigh at her six-week check?", [], "abstain"),
    ("What time of day is the follow-up glucose test booked for?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-vending-dallas", "deshawn.pryor-tx", [
    ("2032-03-18T21:10:00-05:00", [
        ("vm-start", "Okay, I officially own a vending machine. Picked it up Saturday off Facebook Marketplace: a used Seaga combo, snacks on top and a cold drink section underneath, for $1,850 from a guy in Garland who's getting out of the business. It already has a Nayax card reader on it, which was a big reason I bought it. It goes into Ramirez Tire & Auto on West Jefferson in Oak Cliff this Saturday, March 20. The owner, Hector, has been my mechanic for years and he agreed to take 10% of the gross. For context, I'm 31, I work in the payroll office at a hospital downtown, Monday to Friday 8 to 4:30, and I've set aside $5,000 from savings for this whole experiment. If it flops, it flops. Anything I should set up before it goes live?"),
        "Congrats, and a mechanic's shop with a waiting room is a solid first location: captive customers who are often there for an hour or more. A few things to set up before Saturday. Register the Nayax reader to your own account and bank; readers bought second-hand are often still tied to the previous owner, and Nayax typically charges a monthly service fee plus a per-transaction percentage, so read the contract you inherit. Texas requires a sales and use tax permit from the Comptroller for vending, and food sold through machines has its own rules, so check their vending guidance before your first quarter ends. Keep every receipt from day one in a simple spreadsheet: cost per item, sale price, and weekly cash and card totals, so you know your real margin. Typical snack machines aim for a product cost of 35-50% of the sale price. Finally, get Hector's 10% in writing, even a one-page letter, with how often you'll pay him and what happens if either of you wants to end it.",
        ("vm-stock", "Stocking plan is Sam's Club in Duncanville: Takis, Flamin' Hot Cheetos, Snickers, regular Doritos, 20 oz Coke and Dr Pepper, and Ozarka water. I'm pricing snacks at $1.75 and sodas at $2.50, and I'll restock twice a week, Tuesday after work and Saturday morning. My wife Keisha thinks this whole thing is going to be a money pit and keeps calling it my snack hobby."),
        "That's a sensible starting mix; chips and spicy snacks tend to be the best sellers in workshops and garages, and Dr Pepper is a Texas staple. At Sam's club-pack prices, most full-size chip bags cost roughly 50-70 cents each, so $1.75 gives you a healthy margin; candy bars are often closer to 90 cents to a dollar, so watch those. Track what sells by slot for the first month and swap slow sellers out rather than guessing. Twice a week might be more than a single machine needs; many operators find once a week is enough unless a location is very busy, and every trip costs you gas and time. On Keisha: the best way to win that argument is a clear monthly profit number after product, commission and card fees, not gross sales.",
    ]),
    ("2032-04-15T20:30:00-05:00", [
        ("vm-numbers", "First four weeks are in. The tire shop machine did $612 gross, so Hector got $61.20, and my product cost was about $240. Best sellers by a mile are the Flamin' Hot Cheetos and the Dr Pepper. The mechanics kept asking for Monster, so I added a row of Monster at $3.25 and it's moving. About 60% of sales are on card, which I didn't expect."),
        "So before card fees and gas you're at roughly $310 for the month: $612 minus $61 commission minus $240 of product. If Nayax takes around 4-6% on the card portion, that's maybe another $15-20 plus the monthly fee, so call it somewhere around $270-280 for four weeks. On $1,850, that's a payback of roughly 7 months if it holds, which is good for a first machine. Energy drinks are one of the highest-margin items at a workplace location, so the Monster call was smart. The high card share is normal now; machines without cashless readers often sell 20-30% less.",
        ("vm-second", "And already a second lead. Trina, who manages Iron Republic Gym in Bishop Arts, saw my machine while her car was in the shop and wants a drinks-only machine by the front desk. I'm looking at two options: a brand-new Vendo 721 for $4,200, or a refurbished Royal 650 from a reseller in Arlington for $2,300 with a 90-day warranty. Which would you go for?"),
        "For a second, unproven location, I'd lean towards the refurbished Royal. The Vendo is a great machine, but $4,200 would take well over a year to pay back at a single gym, and a 90-day warranty from a reputable reseller covers the period when most refurb problems show up. Check three things with the Arlington seller: that the compressor has been tested and cools to around 34-38°F, that the bill validator takes the newer $5 and $10 notes if you want it to, and whether a card reader is included or extra. Ask Trina what commission she expects and about how many members come through a day; gyms often ask for more than small shops because traffic is higher, and sugar-free energy drinks, sports drinks and water usually outsell sodas there.",
    ]),
    ("2032-05-27T22:00:00-05:00", [
        ("vm-bought2", "Went with the cheaper one in the end, the refurb from the guy in Arlington, plus $150 for delivery, and it went in at the gym on May 8. Trina drove a harder bargain than Hector: the gym gets 15% because of the foot traffic. It's stocked with Celsius, Gatorade Zero and water, all at $2.75, and the Celsius is flying."),
        "Nice, and 15% at a busy gym is fair if the volume is there. At $2.75, Celsius from a warehouse club typically costs you around $1.30-$1.60 a can, so your margin stays healthy even after the commission. Watch expiry dates on the sports drinks if any flavour moves slowly, and consider a six-week review with Trina to swap flavours based on your sales data.",
        ("vm-restock-change", "Restocking's changed too. The tire shop isn't emptying anywhere near as fast as I thought it would, so I've cut that one back to just Saturday mornings now. The gym gets hit Mondays and Thursdays on my way home."),
        "That's exactly the right adjustment. Matching visit frequency to how fast each machine actually sells is where most small operators save the most time and fuel. A simple rule is to restock when the best-selling rows are about half empty, so you never run out of your top items but aren't making trips to top up two bags of pretzels.",
        ("vm-llc", "And I made it official. Filed Pryor Snack Co. LLC with the Texas Secretary of State on May 20, $300 filing fee, got the sales tax permit sorted, and opened a business checking account at Texans Credit Union so the snack money stops mixing with our grocery money. Keisha approved of that part at least."),
        "Separating the money is the single best habit you can build now, because it makes tax time and profit tracking far easier. A few follow-ups: Texas LLCs file an annual franchise tax report with the Comptroller, and most very small businesses owe no tax if revenue is under the threshold, but you still have to file. Move the Nayax payouts to the new account, and look at a basic general liability policy; vending-specific policies often cost a few hundred dollars a year and some locations will eventually ask for a certificate of insurance.",
    ]),
    ("2032-07-08T21:15:00-05:00", [
        ("vm-lost", "Bad news. Hector sold the shop. The new owners are turning it into a location for a big tire chain, and the new manager told me the machine has to be out by July 31. Good news: I found a spot already. The laundry room at Lakeview Pointe Apartments in Cedar Hill, 240 units, and the property manager, Dana, doesn't want a percentage at all, just a flat $50 a month."),
        "Sorry about Hector's place, but this kind of location change is very common in vending, and a flat $50 at a 240-unit complex could be a better deal than a percentage. Laundry rooms are strong snack locations because people wait 30-60 minutes per load, often late at night. Get Dana's agreement in writing, ask whether the laundry room is locked overnight or open 24 hours, and check the power outlet: a combo machine's compressor wants its own grounded outlet, ideally not shared with dryers. For the move, combo machines weigh several hundred pounds, so use an appliance dolly, keep it upright, and let it stand for a few hours before switching the cooling back on.",
        ("vm-price", "Also had to bump prices. Sam's went up on basically everything salty, the Takis case especially, so snacks in my machines are $2 now. Drinks I've left alone for the moment."),
        "Moving to $2 is reasonable and many customers actually find round-dollar prices easier, especially when paying cash. Watch sales by row for the first two weeks after a price change; a small dip is normal, but if a specific item drops off a cliff you can swap it for something cheaper rather than cutting the price again.",
    ]),
    ("2032-08-26T20:45:00-05:00", [
        ("vm-moved", "The combo machine moved on August 2, me and my cousin Andre and a rented appliance dolly, and it survived the trip. First three weeks at the apartments: $520 gross, which is better than it ever did at the tire shop. Turns out people doing laundry at 11pm really want Cheetos."),
        "That's a strong start. At $520 over three weeks you're averaging about $173 a week, and with a flat $50 a month instead of a percentage, more of that stays with you. Late-night sales are a good sign that the location has steady, repeat traffic. If you can, compare which rows sell at the apartments versus the tire shop; families and late-night customers often buy more candy and single-serve snacks and fewer energy drinks.",
        ("vm-keisha", "Funny thing, Keisha has come round. She even suggested we put a third machine at the elementary school where she teaches fourth grade, but it turns out the district has an exclusive contract with a big vendor, so that's out. We've agreed to hold off on a third machine until January anyway, until the business account has $3,000 in it that isn't earmarked for stock."),
        "Having a cash buffer before adding machine number three is a good rule: it covers a surprise compressor repair, which can run several hundred dollars, or a location falling through, like the tire shop did. In the meantime you could start a short list of potential spots (mechanic shops, small warehouses, apartment complexes with laundry rooms) and note their hours and rough foot traffic. Many operators find that three or four machines is the point where a side business starts to feel worth the time, so January sounds like a good target.",
    ]),
], [
    ("How much did I pay for my first vending machine?", ["vm-start"], "single-hop"),
    ("What percentage of sales does the gym take?", ["vm-bought2"], "single-hop"),
    ("How much did the machine at the tire shop bring in during its first four weeks?", ["vm-numbers"], "single-hop"),
    ("Where is DeShawn's combo snack machine located now?", ["vm-lost", "vm-moved"], "update", ["vm-start"]),
    ("What do snacks cost in my machines now?", ["vm-price"], "update", ["vm-stock"]),
    ("In its last couple of months at the tire shop, how often was that machine being restocked?", ["vm-restock-change"], "update", ["vm-stock"]),
    ("Did the gym end up with a brand-new machine or a refurbished one?", ["vm-bought2"], "update", ["vm-second"]),
    ("Not counting delivery, what did the two machines cost me together?", ["vm-start", "vm-second", "vm-bought2"], "multi-session"),
    ("Which location brought in more per week: the tire shop in its first four weeks, or the apartment complex in its first three?", ["vm-numbers", "vm-moved"], "multi-session"),
    ("Roughly how long did the combo machine stay at the tire shop before it was moved?", ["vm-start", "vm-moved"], "temporal"),
    ("How long ago did I register the LLC?", ["vm-llc"], "temporal"),
    ("What is the new tire shop manager's name?", [], "abstain"),
    ("How much did the Nayax card reader cost me?", [], "abstain"),
    ("How much did the gym machine take in during its first month?", [], "abstain"),
    ("What's the name of the school where Keisha teaches?", [], "abstain"),
    ("How much did the appliance dolly rental cost?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-dad-driving-christchurch", "mere.whitaker-nz", [
    ("2032-04-12T20:00:00+12:00", [
        ("dd-incident", "I need to think out loud about my dad. Graham is 86 and on Friday he reversed into a parked Mazda in the Barrington Mall carpark. Nobody was hurt, but he put a decent dent in the other car's door, and now he's insisting on paying the owner directly rather than claiming on his AMI policy, because he doesn't want to lose his no-claims bonus. His licence is up for renewal on 30 May, and at his age he needs a medical certificate from his GP every time. He drives a 2011 Corolla, mostly to the Cashmere bowls club on Tuesdays and Saturdays, to the supermarket, and to St Martin's church on Sundays. Mum died in 2029 and he lives on his own on Hackthorne Road, so that car is basically his independence."),
        "That's a hard spot, because a minor bump like this can be a one-off or an early sign that driving is getting harder, and it's difficult to tell from one incident. In New Zealand, drivers renew at 75, at 80 and then every two years, each time with a medical certificate. The GP can sign it, add conditions, refuse it, or refer him for further assessment, most often an occupational therapist driving assessment or an on-road safety test. Things worth quietly noticing over the next few weeks: new scrapes on the car, getting lost on familiar routes, hesitation at intersections, trouble judging gaps, or other people mentioning close calls. If you can, go for a drive with him as a passenger before the GP appointment; it gives you something concrete to share with the doctor rather than a general worry.",
        ("dd-sister", "My sister Leanne in Melbourne thinks we should just take his keys, full stop. Easy for her to say from across the Tasman. I'm 15 minutes away in Beckenham and I work part-time as the office administrator at a primary school, Mondays, Wednesdays and Fridays, so I'm the one who'd end up driving him everywhere. I don't want to be the villain, but I also don't want him to hurt someone."),
        "Both of you are coming from a caring place, but taking the keys without a process usually backfires: older drivers who lose their licence suddenly are at higher risk of isolation and low mood, and the decision lands on the family member who lives closest. It's usually better to let the medical process make the call, so the conversation becomes 'what did the doctor say' rather than 'what did my daughter decide'. Meanwhile, look into alternatives so stopping, if it comes, isn't a cliff edge. Total Mobility gives eligible people heavily discounted taxi fares (usually 50% or more, depending on the region); Christchurch has community transport and volunteer driver schemes too, and clubs and churches often have members who share lifts. You could also suggest to Leanne that she help pay for taxis or call Dad regularly, so the load isn't all on you.",
    ]),
    ("2032-05-06T19:15:00+12:00", [
        ("dd-gp", "Dad saw his GP, Dr Fiona Baird, on Tuesday. Eyesight is fine with his glasses, but she's worried about his reaction time, and she did one of those memory tests, the MoCA, where he got 23 out of 30. She won't sign the medical certificate until he's done an occupational therapy driving assessment. She referred him to a private OT driving service, they quoted $620 and he's booked in for 2 June. Dad is furious, he's calling it a conspiracy between me and the doctor."),
        "I'm sorry, that sounds like a rough week. For context, a MoCA score of 26 or above is usually considered in the normal range, so 23 suggests some mild changes in thinking or memory, which is exactly the kind of result that makes a GP want a proper driving assessment rather than guessing. An OT driving assessment usually has two parts: an off-road session testing vision, reaction time, memory, and physical things like neck turning and pedal pressure, then an on-road drive of around 45-60 minutes, often in a dual-control car with a driving instructor. The outcomes range from a full pass, to a licence with conditions (like daytime only or a local area), to recommending some lessons, to advising him to stop. It might help to frame it to Dad as his chance to prove he's fine, and to let him know that many people come out with a licence, sometimes with conditions.",
        ("dd-bowls", "He has at least agreed to stop driving at night, which at this time of year in Christchurch means being home by about five. His mate from bowls, Ken, has started picking him up for the Saturday games, which is lovely of him, and Dad pretends it's because Ken likes the company."),
        "That's a really positive step, and it's completely his own decision, which matters. Night driving is often the first thing to go because glare, reduced contrast and slower adaptation to darkness all get worse with age; an 80-year-old needs a lot more light to see as well as a 20-year-old. Letting Dad frame the lift as Ken enjoying his company keeps his pride intact, so I'd go along with that story. If you want to thank Ken, small gestures like fuel money or a meal out are usually appreciated without making it awkward.",
    ]),
    ("2032-06-08T18:40:00+12:00", [
        ("dd-assess", "The assessment was last Wednesday. The verdict: a conditional licence. Daylight driving only, within 10 km of home, and no motorways. So he can keep driving to bowls, to church and to the supermarket, which is really all he does anyway. It cost less than the quote in the end, $540, because they didn't need to do the second on-road session. Dad is chuffed and keeps telling everyone he passed."),
        "That's a good outcome for everyone, and honestly a very common one: conditions like these let people keep their usual routines while cutting out the higher-risk driving like motorways, unfamiliar routes and darkness. The conditions will be printed on his new licence, and driving outside them is treated like driving unlicensed, which also matters for insurance, so it's worth mentioning to AMI. It's also worth keeping in mind that the next renewal will be in two years at most, and his GP can ask for another assessment at any point if things change.",
        ("dd-mobility", "I also got him signed up for Total Mobility while we were at it, through an assessing agency his GP suggested, so he's got the card now for half-price taxis. The idea is he uses it for anything after dark or anything across town, like his specialist appointments at the hospital."),
        "Perfect, that gives him a safety net without making it feel like a punishment. Suggest he saves the number of one or two taxi companies that accept Total Mobility into his phone, or keeps it on a card in his wallet, and maybe books his first trip with you there so he gets used to the process of swiping the card. Many people find that once they've used it a few times, it stops feeling like a big deal.",
    ]),
    ("2032-07-20T20:30:00+12:00", [
        ("dd-stop", "Big shift this week. On the 11th Dad had a near miss on Colombo Street: he pulled out at the lights and a cyclist had to swerve right around him. Nobody was hurt, but it really rattled him. Two days later he rang me, handed me the Corolla keys when I got there and said he's done. No argument, nothing. I listed the Corolla on Trade Me yesterday for $7,900, since there's no point it sitting in his garage going flat."),
        "That must have been a strange mix of relief and sadness for both of you. When the decision comes from the person themselves, it's usually much easier on the relationship, so in a way this is the best way it could have happened. He'll likely have some low days over the coming weeks, since giving up driving is a real loss of independence and routine, so keep an eye on whether he's still getting out to bowls and church and seeing people. On the sale, Trade Me listings for a 2011 Corolla with reasonable kilometres usually move fairly quickly; make sure you have the registration papers and a current WoF, and be ready to complete the change of ownership online with Waka Kotahi as soon as it sells.",
        ("dd-mood", "He's been a bit flat since, to be honest. Quiet on the phone, and he skipped his Tuesday coffee with the church men. But Ken took him to bowls on Saturday and he came back chirpy and full of gossip about the club's new greenkeeper. The winter Tuesday league has wrapped up now, so bowls is just Saturdays anyway."),
        "That pattern is really common: a dip in mood in the first few weeks, then improvement as new routines settle in. The Saturday bowls sounds like an important anchor for him, so it's worth protecting. You could help him find one or two other regular things to look forward to in the week, like a standing coffee with a friend you or a taxi can get him to, or a phone call at the same time each day. If the flatness lasts more than a few weeks, or he stops eating well or wanting to go out at all, it's worth mentioning to Dr Baird, since low mood after losing independence is very treatable.",
    ]),
    ("2032-08-22T17:00:00+12:00", [
        ("dd-sold", "The Corolla went on the 14th for $7,200, to a student from Lincoln Uni who was thrilled to get something so well looked after. Dad's now getting a taxi to St Martin's on Sunday mornings with his Total Mobility card, and he's found a driver he likes who waits for him after the service."),
        "It sounds like Dad has landed on his feet, and having a regular driver he likes makes a big difference to whether people keep using taxis. If you haven't already, let AMI know the car's been sold so they can cancel the policy and refund any unused premium. The $7,200 could also go towards a taxi fund; even at half-price fares, a few trips a week adds up over a year.",
        ("dd-routine", "We've settled into a new rhythm too. I take him for his big shop every Thursday afternoon since it's my day off, and Ken still does the Saturday bowls run. Leanne is finally coming over to visit from the 3rd to the 10th of September, which Dad is very excited about, and I'm very excited about having a week off driving duty."),
        "That rhythm sounds sustainable, which is what matters most long term. While Leanne is here, it could be a good time to sit down together and talk through the next couple of years: how Dad's managing at home, any help he might need, and how the two of you share the practical and financial load. It's much easier to have that conversation in person and while things are stable, rather than in the middle of a crisis.",
    ]),
], [
    ("What did Dad back into at the mall carpark?", ["dd-incident"], "single-hop"),
    ("What did my father score on the memory test the GP gave him?", ["dd-gp"], "single-hop"),
    ("Who picks Graham up for Saturday bowls?", ["dd-bowls"], "single-hop"),
    ("Is my dad still driving?", ["dd-stop"], "update", ["dd-assess"]),
    ("What did the driving assessment end up costing?", ["dd-assess"], "update", ["dd-gp"]),
    ("What price did the Corolla go for?", ["dd-sold"], "update", ["dd-stop"]),
    ("How does Dad get to church these days?", ["dd-sold"], "update", ["dd-incident"]),
    ("How much below the asking price did the car sell?", ["dd-stop", "dd-sold"], "multi-session"),
    ("Which doctor sent Dad for the driving assessment, and what was the result?", ["dd-gp", "dd-assess"], "multi-session"),
    ("Roughly how long did Dad keep driving under the conditional licence before he gave it up?", ["dd-assess", "dd-stop"], "temporal"),
    ("How long ago was the car sold?", ["dd-sold"], "temporal"),
    ("How much did Dad pay the owner of the Mazda for the damage?", [], "abstain"),
    ("What was the name of the occupational therapist who assessed him?", [], "abstain"),
    ("What colour is the Corolla?", [], "abstain"),
    ("Which airline is Leanne flying over on?", [], "abstain"),
    ("What's the name of the student who bought Dad's car?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-flyfishing-missoula", "colleen.haugen-mt", [
    ("2032-03-22T19:00:00-06:00", [
        ("ff-start", "I've lived in Missoula for eleven years and never fly fished, which is basically a crime here, so I finally signed up for Fly Fishing 101 at Clark Fork Anglers downtown. Three Tuesday evenings starting tomorrow, $175, and the instructor is a guy called Wade who looks like he was born in waders. I also bought a starter outfit, a Redington Classic Trout 9-foot 5-weight combo for $249, and a cheap pair of Frogg Toggs waders from Sportsman's Warehouse for $89. I'm 41 and I'm a land surveyor for the county, so I'm outdoors all day anyway, but never standing in a river on purpose. What should I know before the first class?"),
        "Welcome to the addiction. A 9-foot 5-weight is the classic all-round trout rod, so you've bought the right tool for western Montana rivers. Before you fish, you'll need a Montana fishing licence: residents buy a conservation licence plus a fishing licence, and there's also an aquatic invasive species prevention pass, all available online from Fish, Wildlife & Parks or at most tackle shops. Montana's stream access law is one of the most generous in the country: you can wade and fish any river or stream that's navigable for recreation, as long as you stay below the ordinary high-water mark and access it from a public point like a bridge or fishing access site. For the class, expect casting basics (the 10-to-2 clock positions, letting the line straighten behind you), knots like the improved clinch and the surgeon's knot, and an introduction to dry flies, nymphs and streamers. Bring polarised sunglasses if you have them; they're the single best piece of gear for seeing fish and underwater structure.",
        ("ff-goal", "My goal for the year is simple: catch a trout on a dry fly on the Bitterroot by the end of summer. My husband Pete doesn't fish and thinks it's just standing in cold water for no reason. But my neighbour Rosalind, who's 70 and has fished for forty years, has offered to take me out once the class is done. She has a drift boat she barely uses anymore and she ties her own flies."),
        "That's a very achievable goal, and having Rosalind as a mentor is worth more than any class. The Bitterroot has a famous early-season dry-fly hatch, the Skwala stonefly, from roughly mid-March to late April; trout rise to big dark dries then, but the weather can be cold and fickle. By June most rivers are high and muddy with snowmelt runoff, and from late June into summer you'll get salmonflies, golden stones, caddis and then terrestrials like hoppers, when dry-fly fishing is at its best and most forgiving. Summer heat can bring 'hoot-owl' restrictions on some rivers, closing fishing from 2pm to midnight to protect trout when the water warms up, so mornings are prime time in July and August.",
    ]),
    ("2032-04-19T20:10:00-06:00", [
        ("ff-first", "First real day out with Rosalind was Saturday, on the Clark Fork below Milltown. I threw Skwala dries for an hour and didn't move a single fish. Then she rigged me up with a Pat's Rubber Legs nymph under an indicator, and twenty minutes later I caught an 11-inch rainbow! I may have screamed. I also lost six flies in the trees behind me, and Rosalind laughed so hard she had to sit down."),
        "Congratulations on your first trout! That's exactly how most people catch their first fish: nymphing accounts for the majority of trout caught in many rivers because fish feed below the surface most of the time. Pat's Rubber Legs is a classic stonefly nymph pattern and a go-to on the Clark Fork. Losing flies in trees is a rite of passage; a couple of tips: look behind you before every cast, and try a roll cast when there's brush at your back, since it doesn't need any room for a backcast. Was the fish released? Rainbows handle catch and release best when kept in the water, with wet hands, and out of the net for as little time as possible.",
        ("ff-tying", "I've also signed up for the fly-tying class at the same shop: four Thursday evenings in May, $120. I picked up a cheap vise and a little tool kit for about $60 to practise at home. Rosalind says I'll never pay for a fly again, which I think is a lie, but a nice one."),
        "Fly tying is a lovely winter and evening hobby and it teaches you a lot about what trout eat. Beginner classes usually start with simple patterns like the Woolly Bugger, the Pheasant Tail nymph and the Elk Hair Caddis, which are also some of the most useful flies in Montana. A cheap vise is fine to start; the main thing is that it holds a hook firmly without slipping. Realistically, most people don't save money tying their own flies once they discover how many materials they want, but the satisfaction of catching a fish on your own fly is huge.",
    ]),
    ("2032-05-30T18:30:00-06:00", [
        ("ff-waders", "Gear drama: the Frogg Toggs sprang a leak at the inside seam on the Bitterroot two weeks ago, and I spent three hours with a soaked left leg in 45-degree water. So I bit the bullet and bought Simms Freestone waders for $299.95 and a decent pair of wading boots. Feels like a grown-up purchase."),
        "Cheap waders failing at the seam in the first season is sadly common, and wet waders in cold water can get dangerous quickly, so good call. Freestones are well regarded for their price and Simms has a solid repair service. To make them last: dry them inside-out after each trip, store them hanging rather than folded, and rinse off grit around the boots. Also remember to clean, check and dry your boots between different rivers to avoid spreading aquatic invasive species; Montana has mandatory inspection stations for boats, and anglers are expected to do the same with their gear.",
        ("ff-tying-done", "The tying class is done. After the first week it got moved to Wednesday nights, because Wade had a clash with his kid's baseball, which was fine by me. I've tied about three dozen Elk Hair Caddis and I'd say maybe half of them are fishable and the rest look like a cat got to them."),
        "A fifty percent success rate in your first month is honestly good. The most common early mistakes with the Elk Hair Caddis are too much hair in the wing (which makes it flare and sit on its side) and not enough thread tension at the tie-in point. Keep your best dozen in a separate box; those are the ones you'll fish when the caddis start hatching in the evenings.",
        ("ff-runoff", "Meanwhile, runoff has arrived. The rivers are blown out, the Clark Fork was running something like 12,000 cfs last week and looks like chocolate milk. So I've been going to Frenchtown Pond in the evenings for the stocked rainbows, practising my casting and trying out my own caddis."),
        "Pond fishing during runoff is a great way to practise; stillwater forces you to work on your casting accuracy and line control. Runoff typically peaks on western Montana rivers between late May and mid-June, and as the water drops and clears through late June and into July, that's when you'll see prime dry-fly fishing, so your goal is well timed. Keep an eye on the USGS stream gauges online; many anglers wait until a river drops to somewhere around half of its peak flow before fishing it.",
    ]),
    ("2032-07-12T21:00:00-06:00", [
        ("ff-dry", "I DID IT. Friday, on Rock Creek rather than the Bitterroot, because Rosalind said it would be fishing better, I caught a 14-inch westslope cutthroat on a size 14 Elk Hair Caddis that I tied myself. It came up really slowly and just sipped it. Rosalind netted it, took a picture and we let it go. I nearly cried."),
        "That's wonderful, congratulations! Westslope cutthroat are Montana's state fish and native to these rivers, and that slow, deliberate rise is classic cutthroat behaviour. Catching it on a fly you tied yourself makes it even better. Rock Creek is a fantastic choice in July; it tends to clear earlier than the bigger rivers after runoff. Print that photo for your fridge, and maybe one for Rosalind.",
        ("ff-rod", "And I've upgraded. Rosalind sold me her old Winston 8-foot-6 4-weight for $350, because she treated herself to a new one. It's so much nicer to cast, soft and accurate. The Redington is now my backup rod and the loaner for friends who want to try."),
        "That's a generous deal; Winston rods are premium and a used one in good condition is often worth considerably more than that. A 4-weight is lovely for dry flies on smaller rivers like Rock Creek, because it protects light tippets and makes a 14-inch fish feel big. On windy days or with heavy nymph rigs, you might still reach for the 5-weight, so keeping the Redington as a backup is smart.",
        ("ff-hoot", "The Bitterroot has gone onto hoot-owl restrictions this week because of the heat, so I'm doing early mornings only now, out by 6 and off the water by 2."),
        "Good that you're respecting it; it's genuinely important for trout survival when water temperatures climb above about 70°F. Early mornings are often the best fishing of the day in summer anyway. Try to land fish quickly and keep them in the water while you unhook them, since warm water means less oxygen and more stress.",
    ]),
    ("2032-08-25T19:45:00-06:00", [
        ("ff-trip", "Next adventure: I've booked a guided float on the Blackfoot for September 20, $575 for the boat, two anglers. Pete's actually coming along, though he says he's going to sit in the boat and read his book while I fish. Rosalind says late September on the Blackfoot is hopper and October caddis time and that I should bring my ugliest flies."),
        "That sounds like a perfect end to your first season. A full-day guided float in Montana typically runs somewhere around $550-$700 for two people, so that's a fair price, and it's customary to tip the guide around 15-20%. Late September on the Blackfoot can be excellent: hoppers in the afternoon on warm days and big orange October caddis in the evenings. Pack layers, since mornings can be near freezing, and a rain jacket. And you never know, Pete might end up asking to try a cast after watching a few fish come up.",
        ("ff-hoppers", "To get ready, I've been tying hoppers every evening. Rosalind gave me a whole shoebox of her old foam and rubber legs, and I've done about a dozen Chubby Chernobyls so far. They're ugly, which Rosalind says is exactly the point, and I'm weirdly proud of them."),
        "Chubby Chernobyls are a great choice: they float like corks, are easy to see on choppy water, and trout often hit them precisely because they look like a big, struggling insect. Tie them in a couple of colours, like tan and pink or purple, and a couple of sizes (8 and 10 are popular). Some people also hang a small nymph a couple of feet below a hopper as a 'hopper-dropper' rig, which lets you cover the surface and the subsurface at once. Put a few of your best ones aside for the float; guides generally appreciate it when clients bring their own flies, and it makes the fish you catch on them extra satisfying.",
    ]),
], [
    ("How much did the Fly Fishing 101 class cost?", ["ff-start"], "single-hop"),
    ("What fly did I catch my first trout on?", ["ff-first"], "single-hop"),
    ("Where did I go fishing while the rivers were blown out?", ["ff-runoff"], "single-hop"),
    ("Which rod does Colleen mainly fish with now?", ["ff-rod"], "update", ["ff-start"]),
    ("Which night of the week did the fly-tying class meet?", ["ff-tying-done"], "update", ["ff-tying"]),
    ("On which river did I reach my dry-fly trout goal?", ["ff-dry"], "update", ["ff-goal"]),
    ("What waders am I wearing these days?", ["ff-waders"], "update", ["ff-start"]),
    ("How much have I spent on rods altogether?", ["ff-start", "ff-rod"], "multi-session"),
    ("Who netted my cutthroat, and how do I know her?", ["ff-goal", "ff-dry"], "multi-session"),
    ("How many weeks after my first day out with Rosalind did I catch the cutthroat?", ["ff-first", "ff-dry"], "temporal"),
    ("How long ago did I land the cutthroat on a dry fly?", ["ff-dry"], "temporal"),
    ("What is the name of the guide for the Blackfoot float?", [], "abstain"),
    ("How much did my Montana fishing licence cost?", [], "abstain"),
    ("What does Pete do for work?", [], "abstain"),
    ("How many flies did I lose in the trees on the Rock Creek day?", [], "abstain"),
    ("What brand is my fly-tying vise?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-actuarial-hartford", "farah.haddad-ct", [
    ("2032-03-16T21:30:00-04:00", [
        ("ae-plan", "Okay, it's real: I registered for SOA Exam FM today and I'm sitting it on May 11 at the Prometric centre in Wethersfield. I passed Exam P in November with a 7, so I'm riding a little wave of confidence. Background: I'm 24, an actuarial analyst at Charter Oak Mutual here in Hartford, and I'm on their student programme. The company pays the exam fees, gives me 100 paid study hours per exam, and bumps my salary $2,000 for every pass. I started at $72,000 last June and the P pass took me to $74,000. I'm using Coaching Actuaries Adapt and aiming for about 300 hours of study. Is that realistic in eight weeks on top of work?"),
        "Congratulations on P, and a 7 is a solid pass. Exam FM is a 2.5-hour computer-based exam with 30 multiple-choice questions, scored 0-10 with 6 as the pass mark, and pass rates have historically hovered around 45-50%. The common rule of thumb is about 100 hours of study per hour of exam, so 250-300 hours is a sensible target. In eight weeks that's roughly 35-40 hours a week, which is a lot alongside a full-time job, so your 100 company hours will be important. FM covers interest theory, annuities, loans and amortisation, bonds, the term structure of interest rates, duration, convexity and immunisation. Most people find the first half feels like P-level maths with new vocabulary, and the duration and immunisation material is where it gets harder, so leave yourself at least the final three weeks for full-length practice exams.",
        ("ae-schedule", "My plan is weekday mornings 5:30 to 7:30 at my kitchen table before work, then five hours every Saturday at the Hartford Public Library downtown, the big one on Main Street. Plus whatever company study hours I can grab in the afternoons. My boyfriend Theo says I've become a morning person against my will, and he's not wrong."),
        "Morning study works well for a lot of people because your focus is freshest and nothing from work has crept in yet. Some tips to make it stick: lay everything out the night before, do timed problem sets rather than re-reading notes, and use Adapt's weak-area reports to choose what to drill. On Saturdays, try doing a full timed practice exam in the first 2.5 hours and then spending the rest reviewing every question you got wrong or guessed. It's also worth agreeing one evening a week that's completely exam-free with Theo, since burnout in the last month is a real risk.",
    ]),
    ("2032-04-20T22:00:00-04:00", [
        ("ae-progress", "Progress check: my Earned Level in Adapt is at 5.8 right now, and the common advice on the forums is to be at 7 or above before you sit. My weakest areas by far are bonds, duration and immunization. I can do the formulas but Redington immunization in particular makes my brain melt."),
        "A 5.8 with three or four weeks to go is a very normal place to be; most people see their biggest jump in the final month, when the practice exams start to click. For Redington immunisation, it helps to remember the three conditions as a checklist: the present value of assets equals the present value of liabilities, their durations (first derivatives) match, and the convexity of assets is greater than the convexity of liabilities. Work out each condition separately for every problem rather than trying to hold it all in your head. For duration, drill Macaulay versus modified duration conversions until they're automatic, since they come up in some form on almost every exam.",
        ("ae-move", "Annoying email from Prometric: the Wethersfield centre is closing for renovations in May, so my seat has been moved. I'm now sitting FM on May 18 at their Glastonbury centre instead. Honestly, the extra week of study is very welcome, even if it's one more week of 5:30 alarms."),
        "An extra week right now is genuinely useful, especially with duration still shaky. Glastonbury is a short drive, but do a trial run to check the route and parking, and arrive at least 30 minutes early because check-in at Prometric includes ID checks and pocket inspections. Use that extra week for two or three more full timed practice exams under realistic conditions, and in the final two days, switch to light review and sleep rather than cramming new material.",
    ]),
    ("2032-05-24T19:00:00-04:00", [
        ("ae-result", "I sat FM on Tuesday and got a preliminary pass on the screen at the end! I nearly cried in the parking lot. The official score comes out later, but apparently a preliminary pass basically never gets reversed."),
        "Huge congratulations! That's two exams down. You're right: the on-screen preliminary result is reversed only very rarely, usually when there's a confirmed irregularity, so you can celebrate properly. The SOA typically releases official scores a few weeks after the testing window closes. Take a real break this week before deciding when to start the next exam; a few days away from it makes a big difference.",
        ("ae-next", "Next up is Exam FAM. I'm tentatively planning to sit it in the August window. And my manager, Marguerite, told me that my summer rotation will be on the reserving team, starting July 6."),
        "FAM is a big exam: it combines short-term and long-term actuarial mathematics, and the SOA recommends more study time than for FM. Many candidates allow 400 hours or more, so an August sitting while starting a new rotation would be ambitious. The reserving rotation could actually help, since some of the short-term material (loss reserving methods like chain-ladder and Bornhuetter-Ferguson) overlaps directly with reserving work. It's worth asking Marguerite how the rotation schedule and study hours fit together before committing to the August date.",
    ]),
    ("2032-07-06T20:20:00-04:00", [
        ("ae-score", "Official FM score came through: an 8! Better than my P score."),
        "Congratulations, an 8 is a very strong result. It's worth mentioning in your next review, since the programmes at most insurers track exam progress closely and strong scores are noticed, even though the pass is what counts officially.",
        ("ae-rotation", "Rotation news: the plans got reshuffled and reserving had no space this summer, so I've landed on the personal auto pricing team instead. Started yesterday. My new manager is Derek, he seems nice and is very big on R. I'm already drowning in GLMs."),
        "Personal auto pricing is a great rotation: it's data-heavy, fast-moving, and teaches you a lot about rating plans and regulatory filings. Generalised linear models are the workhorse there, so the time you put into understanding them will pay off for years. If you're new to R, focus on data manipulation first (dplyr or data.table) and then the glm() function with Poisson and gamma families, which are the typical choices for claim frequency and severity.",
        ("ae-fam-move", "And FAM is getting pushed to the October window. Between starting a new rotation and my sister Lina's wedding in Beirut in August, there's no way I'd be ready for August."),
        "That sounds like the right call. October gives you roughly three more months of study, which is much closer to what FAM typically needs, and you'll be able to actually enjoy the wedding instead of reviewing formulas in the hotel. Try to set a weekly hours target and a rough syllabus schedule for the next 12-14 weeks, with a two-week gap around the trip built in.",
    ]),
    ("2032-08-30T21:00:00-04:00", [
        ("ae-raise", "The FM raise finally hit my paycheck last Friday. I'm at $76,000 now, which feels very grown up."),
        "Congratulations, that's well earned. Exam-based raises compound quickly, and at most companies the increments get bigger for the later exams and for reaching associateship. Consider bumping your 401(k) contribution by a percentage point or two with part of the raise, since you'll barely notice it now and it adds up over time.",
        ("ae-study", "Back to FAM studying after the wedding. The pricing team starts every day at 8 sharp with a standup, so the 5:30am routine is dead; I'm studying evenings from 7 to 9 instead, and I still do Saturdays at the library. I also ditched Coaching Actuaries for this one and bought the ACTEX manual and a cheaper question bank, because I like reading a proper textbook for the long-term material."),
        "Evening study can work well as long as you protect the time, since work fatigue is the biggest risk. Start each session with 10-15 minutes of active recall on the previous session's material before moving on, and try to do at least one longer block of problems at the weekend. A textbook-style manual suits the long-term side of FAM well, because the life contingencies material builds step by step: survival models, life tables, insurance and annuity present values, premiums and then reserves. Good luck!",
    ]),
], [
    ("What score did I get on Exam P?", ["ae-plan"], "single-hop"),
    ("Where does Farah study on Saturdays?", ["ae-schedule"], "single-hop"),
    ("Which FM topics was I weakest on?", ["ae-progress"], "single-hop"),
    ("On what date did I actually sit Exam FM?", ["ae-move", "ae-result"], "update", ["ae-plan"]),
    ("Which team did I end up on for the summer rotation?", ["ae-rotation"], "update", ["ae-next"]),
    ("When am I planning to take FAM?", ["ae-fam-move"], "update", ["ae-next"]),
    ("What time of day do I study these days?", ["ae-study"], "update", ["ae-schedule"]),
    ("What's my current salary?", ["ae-raise"], "update", ["ae-plan"]),
    ("How much has my pay gone up since I started at Charter Oak?", ["ae-plan", "ae-raise"], "multi-session"),
    ("By how many days was my FM exam pushed back?", ["ae-plan", "ae-move"], "temporal"),
    ("How long ago did I sit FM?", ["ae-move", "ae-result"], "temporal"),
    ("What was my Adapt Earned Level on the day I sat FM?", [], "abstain"),
    ("What's Derek's surname?", [], "abstain"),
    ("How much is the registration fee for FAM?", [], "abstain"),
    ("What venue is Lina's wedding reception held at?", [], "abstain"),
    ("How many full practice exams did I take before FM?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-azores-boston", "catarina.sousa-ma", [
    ("2032-03-09T20:00:00-05:00", [
        ("az-plan", "I'm planning the big one: ten days in the Azores, July 10 to 20. It'll be me, my husband Ben, and my mum, Fátima, who's 72. Mum was born in Ribeira Grande on São Miguel, came to Fall River in 1978, and hasn't been back since 2009, so this is a very emotional trip for her. Azores Airlines flies direct from Boston to Ponta Delgada in about four and a half hours, and fares are showing $780 round trip each right now. My rough plan is 7 nights on São Miguel and 3 nights on Terceira, and the one non-negotiable is that Mum wants to see her cousin Lurdes in Rabo de Peixe. Where do I start?"),
        "What a lovely trip to plan. Start with the flights, since the direct Boston route is popular with the Azorean-American community in summer and fares tend to climb as July gets closer; booking in the next few weeks is wise. July is peak season: average highs are around 24-25°C (mid-70s °F), and it's the driest, sunniest month, though the islands are famous for having four seasons in a day, so pack layers and a rain jacket. On São Miguel, the classic highlights are Sete Cidades and its twin lakes, Lagoa do Fogo, the hot springs and the cozido stew cooked in volcanic ground at Furnas, and the tea plantations near Ribeira Grande, which Mum may remember. Inter-island flights are run by SATA Air Açores and are short, around 40-50 minutes to Terceira. For Terceira, Angra do Heroísmo's historic centre is a UNESCO World Heritage site and very walkable, and July often has local festivals.",
        ("az-budget", "Budget is $9,000 total for the three of us, everything included. Two complications: Ben is vegetarian, which in the land of cozido and grilled fish I suspect is going to be interesting. And Mum has bad knees and uses a cane, so no long hikes, steep trails or anything with lots of stairs."),
        "Both are very manageable with a bit of planning. For Ben: Azorean cuisine is meat- and fish-heavy, but Ponta Delgada has several restaurants with vegetarian options, and local cheeses (São Jorge cheese is famous), bread, soups, salads, pineapples from the greenhouses and bolos lêvedos (sweet muffins) will keep him going; learning the phrase 'sou vegetariano' helps. For Mum: many of the best viewpoints, like Vista do Rei at Sete Cidades, Lagoa do Fogo's lookouts and the Furnas lake, can be reached by car with only short walks. Ask your accommodation for a ground floor or a lift, since many older houses in Ponta Delgada have steep stairs, and the cobbled calçada pavements can be slippery when wet, so rubber-soled shoes matter. For the budget, flights will be roughly a third of it, so plan about $2,000-2,500 for accommodation and the rest for food, car and activities.",
    ]),
    ("2032-04-02T21:15:00-04:00", [
        ("az-booked", "Flights are booked! Ben's company moved his conference, so we had to shift everything by two days: we're now going July 12 to 22. Annoyingly the price had gone up since I last looked, $842 each, so $2,526 for the three of us. Ouch, but done."),
        "Done is the important thing. Fares on that route commonly rise by 10-20% in the spring as summer fills up, so you probably didn't lose as much as it feels. Check the baggage allowance on your fare type, since Mum will likely want to bring gifts for family and bring food back; some cheaper fare classes only include one checked bag. If Mum would like assistance at the airport, you can request wheelchair or mobility help through the airline for free, ideally at least 48 hours before the flight, which saves her the long walks at Logan and Ponta Delgada.",
        ("az-stay", "Accommodation is half done. I booked a three-bedroom house in Ponta Delgada on Airbnb for 7 nights, $1,190 total, and it's all on the ground floor, so Mum's happy. For Terceira I'm looking at a little guesthouse in Angra do Heroísmo but haven't pulled the trigger yet."),
        "A ground-floor house in Ponta Delgada is ideal: you'll be close to restaurants and the marina, and it's a good base since most of São Miguel is within about an hour's drive. At about $170 a night for three bedrooms, that's a good price for July. For Terceira, guesthouses in Angra's historic centre book up for the summer festivals, so don't leave it too long. And check whether your Airbnb has parking, because streets in the centre are narrow and parking is tight.",
    ]),
    ("2032-05-18T19:30:00-04:00", [
        ("az-change", "Change of plans! We're scrapping Terceira. Mum got back in touch with an old school friend who lives in Horta on Faial, and she begged us to come, so the last three nights are going to be on Faial instead. The inter-island flights on SATA Air Açores are $190 each. Mum is over the moon, she hasn't seen this friend since they were teenagers."),
        "That's a wonderful reason to change plans. Faial is a beautiful, quieter island: Horta's marina is famous among sailors, who paint murals on the harbour walls for good luck, and Peter Café Sport is an institution. The Capelinhos volcano on the western tip, which erupted in 1957-58, has an excellent underground interpretation centre with a lift, so it's accessible for Mum. The views of Pico mountain across the channel are spectacular on a clear day. Flights from Ponta Delgada to Horta take about 50 minutes; check the baggage allowance on those, as inter-island flights sometimes have lower limits than transatlantic ones.",
        ("az-car", "I also booked the rental car for São Miguel: an automatic Renault Clio with Ilha Verde, €420 for the week. Automatics cost way more over there than manuals, but Ben hasn't driven stick since college and I'm not starting on volcanic mountain roads."),
        "Sensible choice. Most rental cars in the Azores are manual, so automatics are in shorter supply and cost more; booking early was smart. A Clio is nimble on narrow village roads, but it's a small car, so check the boot space if you'll have three people's luggage at once, such as on the airport days. Full insurance with zero excess is worth considering too, as stone walls and narrow lanes make scrapes common.",
    ]),
    ("2032-07-30T20:00:00-04:00", [
        ("az-recap", "We're back, we landed in Boston on the 22nd and I'm still processing. Mum cried the moment Lurdes opened her door in Rabo de Peixe; they hadn't seen each other since 2009. We went whale watching out of Ponta Delgada and saw sperm whales, which I'll never forget. Ben's favourite place by far was Lagoa do Fogo. Mum's knees held up really well, except at the Sete Cidades viewpoint, where Ben basically carried her up the last bit."),
        "That sounds like a trip you'll all remember for the rest of your lives. Sperm whales are resident around the Azores year-round, and the islands are one of the best places in the world to see them. The Azores were a major whaling centre until 1987, and many former whale lookouts, the vigias, are now used to spot whales for tourism. It's wonderful that Mum got to reconnect with Lurdes; trips like this often mean a lot to older people, so it might be worth helping her stay in touch with video calls.",
        ("az-cost", "Money-wise, the total came to about $10,300 all in. Partly the car: the Clio turned out to be hopeless for three adults plus Mum's enormous suitcase of gifts, so at the desk we upgraded to a Peugeot 3008 for another €160, and we ate out more than I'd planned because nobody wanted to cook."),
        "That's still good value for ten days for three people in peak season, and the upgrade sounds like it was worth it for Mum's comfort. If you plan a return trip, booking a car in the compact SUV class from the start usually costs less than upgrading at the desk, and shoulder season (May, June or September) can cut accommodation and car prices by 20-30%.",
        ("az-lost", "The one disaster: Azores Airlines lost Mum's suitcase on the way home. We filed a claim at the baggage desk at Logan and it was delivered to her house in Fall River three days later, thankfully with all the cheese and sweets intact."),
        "Glad it turned up. If you had to buy anything essential while waiting, like medication or toiletries, keep the receipts and submit them to the airline; under international rules (the Montreal Convention), airlines are responsible for reasonable interim expenses for delayed baggage, usually claimed within 21 days of the bag being returned. A credit card with travel insurance may also cover delayed-baggage costs.",
    ]),
], [
    ("Where was my mother born?", ["az-plan"], "single-hop"),
    ("What's Ben's dietary restriction?", ["az-budget"], "single-hop"),
    ("Which spot did Ben like best on the trip?", ["az-recap"], "single-hop"),
    ("What dates were we actually away in the Azores?", ["az-booked"], "update", ["az-plan"]),
    ("How much did each transatlantic ticket cost?", ["az-booked"], "update", ["az-plan"]),
    ("Which island did we go to after São Miguel?", ["az-change"], "update", ["az-plan"]),
    ("What car did Catarina's family drive on São Miguel in the end?", ["az-cost"], "update", ["az-car"]),
    ("What did all our flights cost together, counting the Boston flights and the inter-island hops?", ["az-booked", "az-change"], "multi-session"),
    ("How far over budget did the trip go?", ["az-budget", "az-cost"], "multi-session"),
    ("Roughly how long before we left did I book the flights?", ["az-booked"], "temporal"),
    ("How many years had Mum been away from the islands before this trip?", ["az-plan"], "temporal"),
    ("What was the name of the whale-watching company we went out with?", [], "abstain"),
    ("How much did the accommodation on Faial cost?", [], "abstain"),
    ("How old is Mum's cousin Lurdes?", [], "abstain"),
    ("What is the name of Mum's school friend in Horta?", [], "abstain"),
    ("What was the reference number on the lost-bag claim?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-radon-fort-collins", "greta.lindqvist-co", [
    ("2032-03-25T20:00:00-06:00", [
        ("rn-test", "I'm a bit freaked out. We bought a 1974 ranch with a finished basement in Fort Collins in January, and a coworker told me to test for radon, so I got a free short-term charcoal kit from the county health department and ran it in the basement for 48 hours. The result came back today: 11.2 pCi/L. The test our inspector did in December only showed 3.1, but it was during that warm spell and I think the windows were open. The problem is our six-year-old, Elsa, sleeps in the basement bedroom, and my husband Jonas works from home in the basement office all day. How bad is this?"),
        "I understand the worry, but this is very fixable and you've caught it early. The EPA's action level is 4.0 pCi/L, and it recommends considering a fix between 2 and 4 as well, so 11.2 is clearly worth addressing. Colorado has some of the highest radon levels in the US because of the uranium-bearing granite and soils, and roughly half of homes tested in the state come in above 4.0. Radon is the second leading cause of lung cancer after smoking, but the risk comes from years of exposure, not a few months, so you have time to do this properly. Short-term tests bounce around a lot with weather, ventilation and season, which explains the difference from the December test, but a reading this high is consistent with a real problem. The standard fix is sub-slab depressurisation: a pipe through the basement floor with a fan that draws soil gas out from under the slab and vents it above the roof. It typically costs $1,500-3,000 and reduces levels by 80-99%. Use a contractor certified through the National Radon Proficiency Program (NRPP) or the state's list.",
        ("rn-plan", "Okay, that's calmer than I expected. Plan for now: we're moving Elsa upstairs into my sewing room this weekend, and Jonas is setting up at the dining table until this is sorted. Milo, our three-year-old, already sleeps upstairs. We've got $14,000 in our emergency fund, so we can pay for a system without financing. I'll start calling contractors tomorrow."),
        "That's a sensible interim plan. Radon is usually highest at the lowest level of the house, so moving bedrooms and long daytime occupancy upstairs reduces exposure a lot in the meantime. When you call contractors, ask: are they NRPP-certified, how many sub-slab systems have they installed in Fort Collins, where would the pipe and fan go, what fan model they use, what post-mitigation level they guarantee (many guarantee below 4.0, some below 2.0), how long the warranty is, and whether a post-installation test is included. Get at least two quotes, and ask whether any crawlspaces or additions need to be included, because that's the most common reason quotes differ.",
    ]),
    ("2032-04-14T19:00:00-06:00", [
        ("rn-quotes", "Two quotes in, both from certified contractors. Front Range Radon: $2,150, pipe runs inside through the garage and up into the attic, fan in the attic above the garage, RadonAway RP145 fan, 5-year warranty. Poudre Air Solutions: $1,780, pipe goes straight out through the rim joist and up the outside of the house, with the fan mounted on the exterior wall right next to Elsa's bedroom window, 1-year warranty."),
        "Both sound like legitimate designs. Interior routing through the garage and attic costs more because of the extra labour, but it's quieter, looks better and keeps the fan out of the weather, which helps its lifespan. Exterior systems are cheaper and perfectly effective, but the fan hum is more noticeable near the wall it's mounted on, and exterior pipe can ice up in cold snaps, which matters in northern Colorado. Fans typically last 5-10 years and cost a few hundred dollars to replace, so the difference in warranty is worth weighing too. Both should also seal visible cracks and the sump if you have one, which improves performance.",
        ("rn-crawl", "Complication: the family room addition at the back is over a crawlspace with a dirt floor. Front Range says it needs a sealed vapour barrier tied into the system, or the numbers won't come down properly, and that's an extra $1,400. Poudre didn't even go into the crawlspace, which makes me trust them a bit less."),
        "That's a good observation. Dirt-floor crawlspaces are a major radon entry point, and the standard approach is sub-membrane depressurisation: a heavy plastic vapour barrier sealed to the walls with a pipe drawing from underneath, connected to the same fan. If one contractor didn't inspect the crawlspace, their quote may not deliver the reduction you need, and you could end up paying for a second fix. It's fair to ask Poudre to come back and quote for it too, but the thoroughness of the inspection is a reasonable factor in your decision.",
    ]),
    ("2032-05-10T20:30:00-06:00", [
        ("rn-chose", "Decision made: we went with the pricier one in the end, Front Range. I just couldn't stomach a fan humming outside Elsa's window, and the longer warranty and the fact that they actually crawled under the family room sealed it. With the crawlspace work it came to $3,400, after they knocked $150 off for paying by cheque. Install is booked for May 27."),
        "That sounds like a well-reasoned choice, especially given the crawlspace. On installation day, expect the crew to core a hole of about 4-5 inches through the slab, dig out a small pit underneath, run the pipe, install the fan, and add a U-tube manometer on the pipe, which shows the suction the system is pulling. Check it occasionally: if the liquid levels ever become even, the fan has stopped. Wait at least 24 hours after installation before doing a post-mitigation test, and keep windows closed during the test.",
        ("rn-loan", "We paid half up front as a deposit, and the rest is due when it's done, all from the emergency fund, which will end up at $10,600 once it's paid. I've set up an automatic transfer to build it back up by $500 a month."),
        "That's a sound way to handle it. A radon system also adds value when you sell, since buyers in Colorado commonly test and request mitigation, and an existing system with documentation is a selling point. Keep the invoice, the warranty and the post-mitigation test results together with your house paperwork.",
    ]),
    ("2032-06-16T21:00:00-06:00", [
        ("rn-installed", "It's in! Went in on May 27, one long day, two installers called Luis and Kyle who were super tidy. The post-mitigation test after 24 hours came back at 1.3 pCi/L. Jonas has already moved his desk back down to his basement office and is thrilled to have a door again."),
        "That's an excellent result, well below the 4.0 action level and even below the 2.0 that many contractors aim for. Short-term results after mitigation can still vary, so a long-term test over 90 days or more gives you a more reliable annual average. It's also recommended to retest every two years, or after any major renovation, and whenever the fan is replaced.",
        ("rn-elsa", "And Elsa moved back into her own bedroom downstairs on Saturday the 12th, with a lot of ceremony. She made a sign for the door."),
        "Lovely, and well earned for a six-year-old who put up with the sewing room for months. With the level now low, the basement bedroom is no different from any other room in terms of radon.",
        ("rn-noise", "One gripe: there's a low hum from the fan that we can hear in our own bedroom, which is right under that part of the attic. Front Range is coming back on June 24 to look at it."),
        "That's a common and usually fixable complaint. Typical fixes are isolating the fan from the framing with rubber couplings and mounting straps so vibration isn't transmitted into the joists, adding a length of flexible pipe, or installing an inline muffler. Some fans can also be turned down a setting if the suction margin allows it, though the contractor will want to confirm the manometer reading still shows adequate suction.",
    ]),
    ("2032-08-09T19:15:00-06:00", [
        ("rn-longterm", "We started a 90-day alpha track test in the basement on June 20, so the result won't be back until the autumn. Meanwhile our neighbours, Carla and Steve, tested their place after hearing about ours and got 6.8, so they're getting quotes now. I feel like a radon evangelist."),
        "You're probably saving them a lot of worry. Neighbouring houses can have quite different levels because radon depends on foundation type, cracks and soil, so it's always worth each house testing. An alpha track detector measures the average over the whole period, so the result will reflect summer conditions, which tend to give lower readings than winter, when houses are closed up and the warm air draws more soil gas in.",
        ("rn-bill", "Also, for the record, the fan seems to be adding about $8 a month to our Xcel bill, which is a price I'm happy to pay."),
        "That lines up with typical radon fans, which run continuously at about 50-90 watts. Over a year that's roughly $100, a small cost for the reduction in risk. Keep an eye on the manometer every month or so, and if you ever hear the fan stop or see the levels even out, call Front Range under the warranty.",
    ]),
], [
    ("What did the first radon test in the basement read?", ["rn-test"], "single-hop"),
    ("Who were the installers who put the radon system in?", ["rn-installed"], "single-hop"),
    ("Which contractor did we hire for the radon work?", ["rn-chose"], "single-hop"),
    ("Where is Elsa sleeping now?", ["rn-elsa"], "update", ["rn-plan"]),
    ("How much is in our emergency fund now?", ["rn-loan"], "update", ["rn-plan"]),
    ("What's the radon level in Greta's basement these days?", ["rn-installed"], "update", ["rn-test"]),
    ("Where does Jonas work from at the moment?", ["rn-installed"], "update", ["rn-plan"]),
    ("Before the crawlspace work, how much more was the quote we picked than the other one?", ["rn-quotes", "rn-chose"], "multi-session"),
    ("By how much did the basement radon level drop after the system was installed?", ["rn-test", "rn-installed"], "multi-session"),
    ("How long after the first test result did the mitigation system go in?", ["rn-test", "rn-installed"], "temporal"),
    ("About how many weeks did Elsa sleep upstairs?", ["rn-plan", "rn-elsa"], "temporal"),
    ("What did the long-term alpha track test show?", [], "abstain"),
    ("What fan model did Poudre Air Solutions propose?", [], "abstain"),
    ("What radon level did Carla and Steve get down to after mitigation?", [], "abstain"),
    ("Did the fix on June 24 get rid of the fan hum?", [], "abstain"),
    ("How much did we pay for the house?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-reactive-dog-brighton", "imogen.pryce-uk", [
    ("2032-03-15T21:00:00+00:00", [
        ("rd-intro", "I need some advice about my dog. Six weeks ago I adopted Juno from Downs Animal Rescue. She's a three-year-old Staffie cross collie, and at home she's an absolute sweetheart: cuddly, great with people, brilliant with my nephew. But on the lead she loses it at other dogs. Lunging, barking, spinning, the works, especially on Preston Park where everyone walks their dogs. So at the moment I walk her at 6am and 10pm to avoid other dogs, which is exhausting. She's in a Ruffwear Front Range harness, which helps with the pulling. I'm a paralegal in Hove and I'm in the office three days a week, so early and late walks are all I can fit in anyway. Is this fixable?"),
        "Very often, yes, at least to the point where walks become manageable and much less stressful. What you're describing is lead reactivity, and it's one of the most common issues in rescue dogs. It's usually driven by fear or frustration rather than aggression, and the lead itself makes it worse because the dog can't move away. Walking at quiet times is actually the right first step: every time Juno goes 'over threshold' and explodes, stress hormones stay elevated for a while afterwards (often quoted as up to 72 hours), which makes the next reaction more likely. This is called trigger stacking. The standard approach is counter-conditioning and desensitisation: working at a distance where she can see a dog but stay calm, and pairing the sight of dogs with something wonderful. A qualified behaviourist can assess her properly; look for someone registered with the Animal Behaviour and Training Council (ABTC), since the title 'behaviourist' isn't regulated in the UK.",
        ("rd-behaviourist", "I've booked one! Sally Kemp, who's ABTC-registered, is coming to the flat on Saturday 3 April. It's £180 for the initial two-hour consultation at home, then £65 for each follow-up session. I checked with Petplan and they said behavioural treatment may be covered if it's referred by a vet, so I need to sort that first."),
        "Great. Get the vet referral before the first appointment if you can, since insurers often won't pay for sessions that happened before the referral. Behaviourists also usually want a vet check first, because pain (from joints, teeth, ears or the gut) is a surprisingly common cause of reactivity, and some dogs improve noticeably once a hidden problem is treated. Before Sally visits, jot down every reaction you can remember for a week: where, how far away the other dog was, whether it was on or off lead, and how long Juno took to calm down. That log gives her a lot to work with.",
    ]),
    ("2032-04-08T20:00:00+01:00", [
        ("rd-consult", "Sally came on Saturday and she was brilliant. The plan: first, a two-week 'decompression' with no street walks at all, just garden play, sniffing games and puzzle feeders. Then the 'look at that' game, where Juno gets a treat every time she looks at a dog from a distance. The high-value treat is Primula squeezy cheese, which Juno would sell her soul for. She also wants her muzzle-trained for safety, in a Baskerville Ultra, size 4. And once we're back out, long-line walks at quiet times at Stanmer Park rather than the busy parks."),
        "That's a textbook plan from a good behaviourist. The decompression period lets her stress levels settle so she can actually learn. 'Look at that' (LAT), from Leslie McDevitt's Control Unleashed programme, teaches a dog that seeing a trigger predicts good things and gives her a calm alternative behaviour. Squeezy cheese is great because you can deliver it quickly without fumbling. For muzzle training, go slowly: start by just letting her take cheese from inside the muzzle, then build up over one to two weeks to having it fastened for a few seconds, then minutes. Done well, most dogs learn to push their face into the muzzle happily, and a basket muzzle like the Baskerville still lets her pant, drink and take treats.",
        ("rd-vet", "Sally wanted her checked for pain first, so I took her to Dr Amir Shah at Preston Park Vets. He went over her thoroughly, hips, spine, teeth, ears, and found nothing sore, but he took bloods to check her thyroid, since apparently that can affect behaviour. He's also done the referral letter for Petplan."),
        "Good, ruling out pain is an important step. Hypothyroidism has been linked to behavioural changes in some dogs, although the evidence is mixed, so it's a reasonable and cheap thing to check. Results usually come back within a few days. With the referral letter in hand, send it to Petplan along with Sally's invoice so they can confirm what's covered, since many policies have a separate annual limit for behavioural treatment.",
    ]),
    ("2032-05-20T19:30:00+01:00", [
        ("rd-progress", "Progress report: her threshold distance has come down from about 30 metres to about 15. She can now watch a dog across the road, then look back at me for her cheese, which a month ago would have been unthinkable."),
        "That's real progress in a short time, well done. Halving the threshold distance in about six weeks is very encouraging. Keep working just under threshold rather than pushing for closer distances too soon; most setbacks come from rushing. The 'check back to you' behaviour you're describing is exactly what you want, because it means she's choosing to disengage.",
        ("rd-meds", "The thyroid bloods came back normal, so Dr Shah and Sally talked and agreed to try medication alongside the training. Juno's started on fluoxetine, 10mg once a day. Dr Shah says it takes four to six weeks to really kick in."),
        "Fluoxetine is one of the most commonly used medications for anxiety-related behaviour in dogs, and combining it with behaviour modification tends to work better than either alone. Side effects are usually mild, like a reduced appetite or slight lethargy in the first couple of weeks. Keep a simple diary of her reactions during this period so you and the vet can judge whether it's helping, and don't stop it suddenly; any dose changes or stopping should be done gradually with the vet's guidance.",
        ("rd-class", "I've also signed her up for a 'Reactive Rover' group class, six Sundays in a church hall in Patcham, £120. Maximum four dogs, with screens between them. The first one's this Sunday and I'm nervous."),
        "Reactive dog classes with screens and small numbers can be a good next step, giving controlled exposure to other dogs at a distance. Watch Juno's body language closely: if she's too stressed to take food, it's a sign she's over threshold, and it's fine to step outside, do some sniffing and come back, or leave early. Arrive a few minutes early so you can settle her in the car park before other dogs arrive.",
    ]),
    ("2032-07-01T21:15:00+01:00", [
        ("rd-class-drop", "I pulled her out of the Sunday class after the second week. It was just too much for her: she was shaking in the car before we even got out, and she wouldn't touch the cheese inside. Sally agreed and suggested one-to-one sessions instead, every other Thursday evening, which seems to suit her much better."),
        "That was a good call. Group settings don't suit every reactive dog, and pushing through when she's too stressed to eat would likely undo some of your progress. One-to-one sessions let Sally set up controlled encounters with a calm stooge dog at exactly the right distance, which is often more effective anyway. Think of the class as something you might revisit in a few months, not a failure.",
        ("rd-dose", "Dr Shah put the fluoxetine up to 20mg in mid-June, and I genuinely think I can see a difference. She recovers faster when she does react, and she's sleeping more soundly."),
        "That's promising. Faster recovery after a reaction is often one of the first signs that medication is helping, since it lowers her baseline anxiety. Continue to log her reactions, so that at the next review you can compare the period before and after the dose increase.",
        ("rd-walk", "Our walk routine has changed as well. We've dropped the 10pm walk, too many foxes and late-night drunk people around, so now it's 6am and 6pm, and the evening one is on the long line up at Stanmer."),
        "That sounds like a better balance for both of you. Early evening at Stanmer gives her space to sniff and run on the long line, which is great for lowering stress, and sniffing itself has a calming effect on dogs. If you ever see a dog approaching at Stanmer, just turn and calmly move away to keep the distance, and reward her for following you.",
    ]),
    ("2032-08-19T20:40:00+01:00", [
        ("rd-win", "Massive win on Saturday: we walked past a spaniel on the Level at about five metres, and Juno just looked at it and came straight back to me for cheese. No bark, no lunge, nothing. I cried on a park bench. And Petplan paid out £310 towards the behaviour costs, which helps a lot."),
        "That's fantastic, and very much earned by you both. Five metres from an unfamiliar dog in a busy urban park is a huge change from where you started. Expect the odd bad day even now, which is completely normal; progress in reactive dogs tends to look like a wobbly upward line rather than a straight one. Keep carrying the cheese on every walk for a long while yet, even when she's doing well.",
        ("rd-holiday", "Next thing: I'm going away with friends to Cornwall in mid-September for a week, and Juno will stay with my sister Harriet in Lewes rather than in kennels. Harriet's got a big garden and works from home, so I think Juno will be happier there."),
        "That's a great choice for a reactive dog; kennels can be very stressful with lots of dogs barking nearby. To help Harriet, write down Juno's routine, her medication (dose and timing), her walk times and quiet routes, the 'look at that' cues, and what to do if another dog approaches. Leave her bed and a worn T-shirt of yours, and give Harriet the vet's number and your Petplan details, just in case.",
    ]),
], [
    ("What breed mix is Juno?", ["rd-intro"], "single-hop"),
    ("What treat did the behaviourist want me to use for training?", ["rd-consult"], "single-hop"),
    ("What make and size of muzzle is Juno being trained to wear?", ["rd-consult"], "single-hop"),
    ("Is Juno still going to the Sunday group class?", ["rd-class-drop"], "update", ["rd-class"]),
    ("What dose of fluoxetine is the dog on?", ["rd-dose"], "update", ["rd-meds"]),
    ("When do I walk Juno these days?", ["rd-walk"], "update", ["rd-intro"]),
    ("How close can Juno get to another dog now without reacting?", ["rd-win"], "update", ["rd-progress"]),
    ("What did Sally's first visit and the group course cost together?", ["rd-behaviourist", "rd-class"], "multi-session"),
    ("What did the vet check before Juno was started on medication, and what did it show?", ["rd-vet", "rd-meds"], "multi-session"),
    ("How long had I had Juno when the behaviourist first came round?", ["rd-intro", "rd-consult"], "temporal"),
    ("How long ago did Juno walk calmly past the spaniel?", ["rd-win"], "temporal"),
    ("How much was Juno's adoption fee?", [], "abstain"),
    ("Who teaches the Reactive Rover class?", [], "abstain"),
    ("Where in Cornwall am I going in September?", [], "abstain"),
    ("What's the name of Harriet's partner?", [], "abstain"),
    ("How much did I pay for Juno's Ruffwear harness?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("en-planning-bath", "rowan.ashdown-uk", [
    ("2032-03-19T20:30:00+00:00", [
        ("po-app", "A letter from Bath & North East Somerset Council landed on the mat today. Our neighbours at number 16, Giles and Fen Harcourt, have applied for a two-storey rear extension, 4.5 metres deep, with a roof terrace on top. We're at number 14, a Victorian terrace in Larkhall, which is in the conservation area. The extension would sit right on our shared boundary and block the afternoon sun into our kitchen, and the terrace would look straight down into our garden and into my daughter Nell's bedroom window. The deadline for comments is 9 April. I'm a primary school teacher in Weston, so I'm going to have to do all this in the evenings. Where do I even begin?"),
        "Start by reading the full application online; the council's planning portal will have the drawings, the design and access statement, and sometimes a heritage statement, since you're in a conservation area. The council can only weigh what are called material planning considerations: things like loss of light, overlooking and loss of privacy, overbearing impact, design and effect on the character of the conservation area. Things like property values, private disputes or who the neighbours are don't count. For light, many councils use the '45-degree rule' as a rough test: draw a line at 45 degrees from the centre of your nearest affected window, and if the extension crosses it, loss of light may be significant. Roof terraces are often the most contentious element, because of overlooking, and they're frequently refused or removed on amendment. Householder applications usually have an 8-week target for a decision, and your comments will be read by the case officer and published online.",
        ("po-draft", "I want to object on two grounds: overlooking from the roof terrace, and loss of light to the kitchen and garden. I tried talking to Giles over the fence at the weekend and he was quite defensive. He said it's their right to extend and pointed out that we did our loft. But our loft conversion in 2029 was permitted development and it doesn't overlook anyone!"),
        "It's worth keeping your objection calm and factual, focused on the specific impacts rather than on Giles or your own loft. A good structure: a short introduction (who you are, which property), then each ground in turn with evidence, such as which rooms and windows are affected, how you use them, the orientation, and photos or a simple sketch showing the sun at different times. For overlooking, describe the direct line of sight from the terrace into Nell's bedroom and your garden, and mention the typical guidance on separation distances between facing windows (often around 20-21 metres). You can also suggest ways the scheme could be made acceptable, such as removing the terrace or reducing the depth, which case officers often find helpful. Keep it to one or two pages if you can.",
    ]),
    ("2032-04-07T21:00:00+01:00", [
        ("po-submitted", "Done: I submitted my objection on the planning portal yesterday, about 850 words, with photos I took at 3pm showing the sun coming across our kitchen. Four other neighbours on the street have objected too, so five objections in total. I also emailed our ward councillor, Cllr Dominic Yeo, and he replied that if the officers recommend approval, he'd consider calling it in to the planning committee."),
        "That's a strong position. Five objections from neighbours is significant for a householder application, and a councillor willing to call it in means it could be decided in public by the committee rather than by an officer under delegated powers. Committee meetings usually allow objectors a short slot to speak, often around three minutes, so it's worth preparing a short version of your objection just in case. Keep an eye on the portal for the case officer's site visit and for any amended plans, since applicants often respond to objections by revising the scheme.",
        ("po-sitevisit", "The portal says the case officer will do a site visit next week. Should I be there? And can I ask them to come into our garden and kitchen, or do they only look from the Harcourts' side?"),
        "You're entitled to ask, and it's often a good idea. Contact the case officer (their details are usually on the portal or the consultation letter) and invite them to view the site from your property too, since the impacts you're worried about are best understood from your kitchen, garden and Nell's bedroom. Officers aren't obliged to visit objectors' properties, but many will if asked, and some councils now do virtual or photo-based assessments instead. If they come, keep it factual: show the sight lines and where the sun falls at different times, rather than arguing the case. Don't be put off if the visit is short; 10-15 minutes is normal.",
    ]),
    ("2032-05-12T19:45:00+01:00", [
        ("po-amended", "Plot twist: the Harcourts have submitted amended plans. The extension has been cut down to 3 metres deep, and the roof terrace has gone altogether; it's now just a flat roof with no access. There's a new 21-day consultation on the revised plans that ends on 2 June."),
        "That's a significant change and shows the objections were taken seriously. Reducing the depth and removing the terrace usually addresses the two most common neighbour impacts. Have a careful look at the new drawings, though: check whether any new windows have been added on the side facing you, whether the flat roof has railings or doors that could allow it to be used as a terrace later, and what height the extension is. If you're satisfied, you can write to withdraw your objection or submit a neutral comment; if some concerns remain, you can comment again within the 21 days.",
        ("po-light", "My brother-in-law Aled, who's an architect in Cardiff, kindly did a quick daylight check on the revised drawings for free. His view is that the loss of light to our kitchen is now minor, maybe an hour less of direct sun in the late afternoon in winter."),
        "That's useful independent reassurance. For context, the BRE guidance that many UK councils use for daylight and sunlight suggests that reductions of this sort of size are generally considered acceptable in a residential area, particularly in dense Victorian terraces, where some overshadowing is expected. It sounds like the revised scheme is within normal tolerances.",
        ("po-decide", "Honestly, I'm inclined to withdraw my objection. The terrace was always my main issue, and I'd rather not spend the next twenty years at war with the people next door."),
        "That's a very reasonable position. Withdrawing, or changing to a neutral comment, can also help rebuild relations. If you do, a short email to the case officer quoting the application reference is enough, and you could mention that you'd support conditions like obscure glazing on any side windows and a condition preventing the flat roof from being used as a terrace. Councils can attach conditions like these, and they're enforceable.",
    ]),
    ("2032-06-23T20:15:00+01:00", [
        ("po-decision", "Update: I sent the case officer an email on 20 May withdrawing my objection, and the council approved the application on 18 June under delegated powers. The conditions are: obscure glazing on the first-floor side window, the flat roof not to be used as a balcony or terrace, and construction hours of 8am to 6pm on weekdays and 8am to 1pm on Saturdays. Cllr Yeo didn't need to call it in in the end."),
        "That sounds like a good outcome that addresses your main concerns. Those conditions are legally enforceable, so if the roof is ever used as a terrace or the glazing isn't obscured, you can report it to the council's planning enforcement team. Planning permission typically lasts three years, so work could start any time within that period, and the approved drawings will be available on the portal if you want to check details later.",
        ("po-party-wall", "And now a party wall notice has arrived: they want to dig foundations within 3 metres of our house. I've got 14 days to respond. I'm leaning towards dissenting and appointing my own surveyor, since our Victorian foundations are pretty shallow and I don't trust their builder."),
        "Under the Party Wall etc. Act 1996, you have three options: consent, dissent and agree to one 'agreed surveyor' who acts impartially for both of you, or dissent and each appoint your own surveyor, who then agree a party wall award between them. If you don't reply within 14 days, you're treated as having dissented. In most cases, the building owner (the Harcourts) pays the reasonable fees of both surveyors. An agreed surveyor is cheaper and quicker; having your own gives you someone whose sole job is to protect your interests. Either way, a schedule of condition of your house should be done before work starts, recording existing cracks and defects with photos, which protects both of you if damage is alleged later.",
    ]),
    ("2032-08-12T20:00:00+01:00", [
        ("po-pw", "In the end we didn't each get our own; we agreed on one surveyor for both sides, a chap called Mark Tillotson, and the Harcourts are paying him. He came and did the schedule of condition on 3 August and photographed every crack in our back bedroom. Builders start on 6 September."),
        "An agreed surveyor is a very common and sensible choice, especially now that relations are calmer. Keep your copy of the schedule of condition and the party wall award somewhere safe. If you notice any new cracks or damage once work begins, photograph them with dates and contact Mark promptly; the award will set out how damage is assessed and repaired or compensated.",
        ("po-relations", "And relations have definitely thawed. Fen brought round a jar of homemade plum jam last week and apologised for how Giles reacted back in March. Nell has already made friends with their cat."),
        "That's lovely to hear. Neighbour disputes over planning often leave lasting tension, so it's great that things have settled. With building work coming, it might help to agree a simple way of flagging issues, like a WhatsApp group with Fen, so that small things like dust, deliveries or parking can be sorted out quickly and informally.",
    ]),
], [
    ("How deep was the extension in the original application?", ["po-app"], "single-hop"),
    ("How many neighbours objected altogether?", ["po-submitted"], "single-hop"),
    ("Who is our ward councillor?", ["po-submitted"], "single-hop"),
    ("Am I still objecting to the Harcourts' extension?", ["po-decision"], "update", ["po-submitted"]),
    ("Does the neighbours' scheme still include a roof terrace?", ["po-amended"], "update", ["po-app"]),
    ("How deep is the extension that's going ahead?", ["po-amended"], "update", ["po-app"]),
    ("For the party wall, did Rowan end up with a separate surveyor or a shared one?", ["po-pw"], "update", ["po-party-wall"]),
    ("Which of the planning conditions deal with the worries I raised about being overlooked?", ["po-draft", "po-decision"], "multi-session"),
    ("How much shallower is the extension now than in the first plans?", ["po-app", "po-amended"], "multi-session"),
    ("How long after the council's letter arrived was the extension approved?", ["po-app", "po-decision"], "temporal"),
    ("How long was it between submitting my objection and withdrawing it?", ["po-submitted", "po-decision"], "temporal"),
    ("What's the planning application's reference number?", [], "abstain"),
    ("What is the name of the council's case officer?", [], "abstain"),
    ("How much is Mark Tillotson charging for the party wall work?", [], "abstain"),
    ("What colour brick will the extension be built in?", [], "abstain"),
    ("Where does Fen work?", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-gusong-jilin", "yuhan.qu-jl", [
    ("2032-03-08T19:30:00+08:00", [
        ("gs-dx", "唉，跟你说个糟心事。我妈上周五（3月5号）早上去早市，在我们楼门口那块冰面上滑了一跤，右手撑了一下地，结果右手腕桡骨远端骨折了，在吉林市中心医院打了石膏，骨科医生说要打4周。医生看她这么一摔就折了，顺便让查了个骨密度，结果腰椎T值-3.1，髋部-2.6，说是骨质疏松，让转内分泌科。我妈今年64，退休前在化纤厂当会计，平时身体挺硬朗的，就是从来不爱喝牛奶。这骨质疏松到底有多严重啊？"),
        "先别太着急，这种情况很常见，也是可以治的。骨密度T值≤-2.5就可以诊断骨质疏松，你妈妈腰椎-3.1、髋部-2.6都达到了这个标准；再加上是平地摔倒就骨折，这在医学上叫“脆性骨折”，本身就是骨质疏松的重要表现。我国50岁以上女性骨质疏松的患病率大约在三成左右，绝经后雌激素下降，骨量流失会明显加快。它最大的风险不是疼，而是再次骨折，尤其是髋部和椎体骨折，一旦发生了脆性骨折，接下来一两年内再骨折的风险会明显升高，所以医生让转内分泌科规范治疗是对的。一般治疗包括三块：补钙和维生素D打基础，用抗骨质疏松的药物（比如双膦酸盐类）减少骨流失，再加上运动和防跌倒。桡骨远端骨折打石膏通常4到6周，老年人愈合会慢一些。",
        ("gs-drug", "今天去内分泌科了，王主任开了阿仑膦酸钠70毫克，一周吃一片，定在每周一早上空腹吃；另外钙尔奇D每天一片，维生素D3每天800单位。我妈一听就嫌麻烦，说早上不让吃饭，吃完药还得干坐半小时不能躺，她早上还要去遛弯呢。"),
        "阿仑膦酸钠是治疗骨质疏松最常用的一线药之一，一周一片的剂型已经算方便的了。吃法确实有讲究：早上起床空腹，用一整杯白开水（大约200到250毫升）送服，不能用牛奶、咖啡、果汁；吃完后至少30分钟保持坐着或站着，不能躺下，这段时间也不要吃早饭和其他药。这样做是因为这个药吸收率很低，一吃东西就基本吸收不了，而且躺下容易让药片刺激食管。其实吃完药站着、走着都行，她完全可以吃了药去遛弯，半小时以后回来再吃早饭。钙片最好和阿仑膦酸钠错开时间，比如改在午饭或晚饭后吃。常见的副作用是胃部不适、反酸，如果出现吞咽疼痛或者胸骨后烧灼感，要及时告诉医生。",
    ]),
    ("2032-04-12T20:10:00+08:00", [
        ("gs-cast", "石膏是4月9号才拆的，比原来说的晚了一周，复查拍片子说骨头长得慢一点。现在在医院康复科做手腕康复，一周去三次，周一、三、五上午，每次40块钱，医保能报一部分。康复师让她在家捏握力球，她手腕还是僵，转不太动。"),
        "老年人骨折愈合慢一点很常见，加上骨质疏松，多打一周石膏也不奇怪。拆石膏后手腕僵硬、旋转受限是正常的，早期康复很关键，一般需要6到12周才能基本恢复活动度和力量。在家可以配合做一些动作：手腕上下屈伸、左右摆动、手掌翻转（掌心朝上朝下交替），每个动作10到15次，一天几组；做之前可以先用温水泡手10分钟，会松一些。握力球从软的开始，别一开始就用力过猛。如果某个动作引起明显疼痛或者肿胀加重，就先停下来问康复师。",
        ("gs-stomach", "还有个事挺闹心的，阿仑膦酸钠她吃了三周了，说胃里烧得慌，吃药那天一整天都反酸，饭也吃不香。她已经开始说不想吃了。"),
        "这是阿仑膦酸钠比较常见的副作用，尤其是服药方法不太标准的时候更容易出现，比如水喝得少、吃完很快躺下或弯腰。先确认一下她是不是用整杯水送服、吃完有没有保持直立。如果方法没问题还是难受，一定要跟王主任说，不要自己停药。现在替代的选择不少：比如一年静脉输一次的唑来膦酸，完全不经过胃肠道；还有每半年皮下注射一次的地舒单抗等。医生会根据她的肾功能、胃肠情况和骨折风险来选。",
    ]),
    ("2032-05-20T21:00:00+08:00", [
        ("gs-switch", "听了你的建议去找王主任了，她给换了：口服的不吃了，改成一年打一次的唑来膦酸，5月18号在医院输的，输了大概20分钟就完事了。结果第二天发烧到38.2度，浑身酸疼，跟感冒似的，把我吓一跳，还好两天就退了。"),
        "你妈妈这个反应叫“急性期反应”，是唑来膦酸第一次输注后很常见的情况，大约三分之一的人会出现发热、肌肉酸痛、类似流感的症状，一般在输后一到三天内出现，持续一两天就自己好了，之后再输的时候通常会轻很多甚至没有。下次输之前可以问医生能不能提前吃点对乙酰氨基酚预防。输这个药前后要多喝水，医生一般也会查一下肾功能和血钙。因为一年只打一次，按时补钙和维生素D就更重要了，别因为换成打针就把钙片停了。",
        ("gs-exercise", "手腕康复现在改成一周两次了，周二、周五上午去，康复师说恢复得还行。她自己还报了社区组织的八段锦班，每天早上6点半在北山公园练，练完跟一帮老姐妹吃早点，精神头好多了。"),
        "太好了。运动对骨质疏松很重要，尤其是负重运动和平衡训练，能减缓骨量流失，还能降低跌倒风险。八段锦动作缓和，对平衡和下肢力量都有帮助，很适合她这个年纪。不过要提醒她：避免突然弯腰、用力扭转腰部的动作，弯腰拾东西时最好屈膝下蹲；早上天凉，北山公园有台阶和坡的地方注意别滑倒；再有就是手腕还没完全恢复之前，别用右手撑地或提重物。",
    ]),
    ("2032-07-10T19:45:00+08:00", [
        ("gs-fall-prevent", "家里也折腾了一遍防跌倒：卫生间马桶边和淋浴那儿装了两个扶手，连买带装花了680块，浴室铺了防滑垫，床边装了感应小夜灯，晚上起夜不用摸黑。我顺便拉我爸（72岁）也去查了个骨密度，他T值-1.8，医生说是骨量减少，还不算骨质疏松。"),
        "这些改造都很实用，老年人跌倒一半以上发生在家里，其中卫生间和夜里起床是最高危的场景。还可以再检查几处：门槛、地上的电线和小地毯容易绊脚；常用的东西放在不用踮脚、不用弯腰就能拿到的高度；穿防滑、包跟的拖鞋。你爸爸T值-1.8属于骨量减少（-1到-2.5之间），男性一般比女性晚十年左右才出现明显的骨流失，现在开始注意补钙、晒太阳、多运动就很有意义，医生也可能会根据骨折风险评估决定要不要用药。",
        ("gs-diet", "吃的方面我妈总算听劝了，现在每天一袋250毫升的纯牛奶，再加一盒酸奶，隔一天吃一回豆腐。她说以前觉得喝牛奶胀气，换成早上喝温的就好多了。"),
        "这个搭配很好。一袋250毫升牛奶大概含250到300毫克钙，一盒酸奶大约150到200毫克，再加豆腐，一天从饮食里能补到六七百毫克，加上钙片基本就够了（中国营养学会建议50岁以上每天1000毫克左右）。喝牛奶胀气的人，可以少量多次、喝温的，或者换成酸奶、低乳糖奶。另外蛋白质摄入也很重要，鸡蛋、鱼肉、瘦肉也要跟上，骨骼的“框架”需要蛋白质。",
    ]),
    ("2032-08-28T20:30:00+08:00", [
        ("gs-rehab-done", "手腕康复8月6号正式结束了，康复师测了握力，右手恢复到左手的八成左右，日常拧毛巾、拎菜都没问题了。王主任说明年5月再复查一次骨密度，然后打第二针。"),
        "恢复得很不错，八成握力对日常生活基本够用了，后面在家继续练，还会慢慢提升。唑来膦酸一般一年一次，通常连续用3年左右后医生会重新评估，有的人可以进入“药物假期”。复查骨密度最好在同一家医院、同一台机器上做，前后结果才好比较。用药期间骨密度升高几个百分点就算有效，主要目标是降低再次骨折的风险。",
        ("gs-travel", "还有，北山公园那个八段锦班人太多了，早上挤得转不开身，她现在改去老年大学的太极拳班了，每周三、周六下午上课，说老师教得细。她还张罗着九月下旬跟几个老姐妹去长白山玩，问我能不能爬天池。"),
        "太极拳对平衡能力的提升有不少研究支持，能降低老年人跌倒的风险，换得挺好。去长白山的话，北坡看天池主要是坐车上去再走一段台阶，西坡要爬一千多级台阶，对她来说北坡会轻松很多。九月下旬山上气温可能只有几度，早晚更冷，要带厚外套；台阶和步道可能湿滑，一定穿防滑的鞋，最好带根登山杖；随身带着钙片和平时吃的药，别累着，量力而行。",
    ]),
], [
    ("我妈腰椎的骨密度T值是多少？", ["gs-dx"], "single-hop"),
    ("我妈是在哪儿摔的那一跤？", ["gs-dx"], "single-hop"),
    ("医生让我妈每天补多少维生素D？", ["gs-drug"], "single-hop"),
    ("我妈现在用的是什么抗骨质疏松的药？", ["gs-switch"], "update", ["gs-drug"]),
    ("她手上的石膏最后是哪天拆的？", ["gs-cast"], "update", ["gs-dx"]),
    ("后来手腕康复改成每周哪几天去？", ["gs-exercise"], "update", ["gs-cast"]),
    ("我妈最近平时练的是什么？", ["gs-travel"], "update", ["gs-exercise"]),
    ("我爸妈两个人谁的骨密度更差？T值差了多少？", ["gs-dx", "gs-fall-prevent"], "multi-session"),
    ("阿仑膦酸钠为什么没继续吃？前后大概吃了多长时间？", ["gs-drug", "gs-stomach", "gs-switch"], "multi-session"),
    ("从我妈摔跤到她输唑来膦酸，中间隔了多久？", ["gs-dx", "gs-switch"], "temporal"),
    ("她打那一针到现在有多久了？", ["gs-switch"], "temporal"),
    ("唑来膦酸那一针花了多少钱？", [], "abstain"),
    ("医生给我爸开了什么药？", [], "abstain"),
    ("内分泌科王主任全名叫什么？", [], "abstain"),
    ("家里的扶手是在哪家店买的？", [], "abstain"),
    ("我妈九月去长白山是跟几个人一起去？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-baoxian-huizhou", "jiahao.lin-gd", [
    ("2032-03-29T21:00:00+08:00", [
        ("bx-surgery", "最近倒霉透了。3月22号晚上肚子疼得直不起腰，一开始是肚脐周围疼，后来跑到右下腹，半夜打车去了惠州市中心人民医院急诊，抽血加CT，说是急性阑尾炎，23号上午就做了腹腔镜手术，切了。一直住到27号出院，一共住了5天。总费用18600，医保统筹报了11400，我自己付了7200。我在仲恺一家电子厂做工艺工程师，请了两周病假，现在在家躺着。"),
        "先好好休养。你描述的“先肚脐周围疼、后转到右下腹”是急性阑尾炎很典型的表现，叫转移性右下腹痛，能及时手术是好事。腹腔镜阑尾切除创伤小，一般术后一到两周就能恢复日常活动，但四到六周内最好别提重物、别做剧烈运动，让腹壁切口长牢。这几天注意伤口保持干燥，如果出现发烧、伤口红肿渗液或者肚子越来越疼，要及时回医院。医保那块，住院统筹报销一大半是正常的，剩下的7200里一般包括起付线、乙类药品和材料的自付部分，以及医保目录外的自费项目。",
        ("bx-policies", "我手上有三份保险：一是前年在支付宝上买的百万医疗险，年保费386，免赔额1万；二是公司给员工买的团体补充医疗，人事说能报销医保报完后自付部分的80%；三是我妈给我买的一份意外险，每年199。想问问这次大概能赔多少，先找哪个？"),
        "可以帮你捋一下。第一，团体补充医疗通常是你这次最主要的赔付来源，它一般就是针对医保报销后的自付部分，但“80%”往往是针对医保范围内的自付部分，目录外的自费药、自费材料有的不赔或者赔付比例更低，所以实际到账可能低于7200的80%（也就是5760）。第二，百万医疗险有1万免赔额，社保报销的部分一般不能用来抵扣免赔额；有些产品允许用其他商业保险（比如团险）已赔付的部分抵扣，但你自付总共才7200，怎么算都不到1万，这次大概率赔不了。第三，意外险只保意外伤害，阑尾炎属于疾病，一般不在保障范围内。建议先走团险，理赔时把发票原件、费用明细、出院小结都准备齐；有些团险要求发票原件，交之前最好各拍照或复印留底。",
    ]),
    ("2032-04-16T20:30:00+08:00", [
        ("bx-group", "今天把团险的材料交了：发票原件、出院小结、费用明细清单、病历首页复印件，都交给我们人事小何了，她说保险公司审核一般要15个工作日左右。我全都拍照留底了。"),
        "材料准备得挺齐全的，拍照留底也做得好。15个工作日大约是三周，团险一般审核完直接打到你工资卡或者登记的银行卡上。到账后记得看一下理赔明细单，核对每一项的赔付比例，如果某项被拒赔或者比例和你理解的不一样，可以让人事帮你问清楚理由，有异议可以申请复核。",
        ("bx-millions", "百万医疗那边我也打了客服电话问，对方说我自付7200没有超过1万的免赔额，这次赔不了，等于白交了两年保费。说实话感觉有点亏，想着要不要干脆不续了。"),
        "可以理解这种心情，不过百万医疗险本来就不是为这种几千块的小额住院设计的，它的价值在于大病、重病时几万甚至几十万的开销，比如癌症、心脑血管疾病或者严重意外，这时候1万免赔额就不算什么了，保费低也是因为有这个免赔额。如果想让小额住院也能报，可以考虑免赔额低一些的产品，或者看看惠州当地的惠民保这类政府指导的普惠型商业医疗险，价格很低，不过免赔额通常也比较高。建议别急着断保，因为百万医疗险断保后重新投保要重新做健康告知，还有等待期。",
    ]),
    ("2032-05-11T19:50:00+08:00", [
        ("bx-group-paid", "团险5月8号到账了！不过不是按80%赔的，到账5040。理赔明细上写着有一部分是自费药和乙类药自付的部分，那部分报销比例低，整体算下来大概就是七成。人事小何说这算正常的。"),
        "到账就好。7200里赔了5040，整体七成，对团险来说确实属于正常水平，你可以把明细留好，以后有类似情况心里就有数了。还有一点值得注意：团险是跟着劳动关系走的，一旦换工作或者离职，这份保障就没了，所以自己手上的个人医疗险还是要有。",
        ("bx-cancel", "这回算是看明白了，意外险一分钱没赔。我打算把我妈给我买的那份意外险退了，一年199，感觉没啥用，还不如省下来。"),
        "先别急着退。意外险这次没赔，是因为阑尾炎是疾病，本来就不在它的保障范围内，并不是它没用。意外险保的是交通事故、摔伤、烫伤这类意外导致的医疗费用、伤残和身故，一年一两百块，保费低杠杆高。尤其如果你平时骑电动车、开车上下班，或者工作中接触设备，意外风险其实不低。如果觉得这份保障内容不合适，可以换一份保障更全、带意外医疗的，但建议不要让保障出现空档。",
    ]),
    ("2032-06-20T21:10:00+08:00", [
        ("bx-keep", "想了想，意外险还是留着吧，我妈也说啥也不让退，说我骑电动车上下班万一呢。另外原来那份百万医疗险我换掉了，新买了一款免赔额5000的，保费一年458，保证续保20年，6月15号生效。投保的时候老老实实做了健康告知，阑尾炎已经切除、痊愈的，可以正常承保，没有除外。"),
        "这两个决定都挺稳妥。阑尾炎切除后痊愈，大多数医疗险都能标准体承保，如实告知是对的，以后理赔才不会有纠纷。保证续保20年的产品比一年一买的稳定得多，就算以后身体出了状况也不能因此拒绝续保。不过新保单一般有30天左右的等待期，等待期内因疾病住院是不赔的，所以旧保单最好是在新保单生效并过了等待期后才停，如果你已经停了，这段时间就注意一下。",
        ("bx-huiminbao", "还顺手报了个惠州本地的惠民保，69块一年，我妈说这个便宜就当多一层保障。"),
        "惠民保是很好的补充，价格便宜、对年龄和既往症比较宽松，很多地方还能用医保个人账户支付。它一般免赔额比较高，主要覆盖医保目录内的大额自付费用和部分特药，和你的百万医疗险可以互相补充。理赔的时候顺序一般是先医保、再团险、再商业险，每一步都留好单据。",
    ]),
    ("2032-08-16T20:00:00+08:00", [
        ("bx-followup", "术后复查都正常，肚子上就剩三个小疤。医生说可以正常运动了，我又开始每周三晚上跟同事去打羽毛球，就是体力还没完全回来，打两局就喘。"),
        "恢复得不错。术后几个月体能下降很正常，手术、住院、卧床都会让心肺功能和肌肉流失一些，一般一两个月的规律运动就能慢慢找回来。打球前充分热身，先从双打、短时间开始，逐步加量；如果运动时伤口附近有牵拉痛，就先放慢节奏。",
        ("bx-family", "还想问一下，我想给我妈也配一份医疗险，她今年58，有高血压，一直在吃降压药，不知道还能不能买。"),
        "58岁有高血压，能买的产品会少一些，但还是有选择的。第一，惠民保基本不限年龄和健康状况，很多地方对既往症只是降低赔付比例，是最容易买到的。第二，有些百万医疗险对血压控制良好的人可以通过健康告知或智能核保承保，可能会把高血压相关并发症除外。第三，防癌医疗险的健康告知通常很宽松，高血压一般不影响投保，保障癌症这种大病，性价比也不错。投保时一定要如实告知血压数值和用药情况，最好提前准备好最近的体检报告。",
    ]),
], [
    ("我这次阑尾炎手术是哪天做的？", ["bx-surgery"], "single-hop"),
    ("这次住院总共花了多少钱？", ["bx-surgery"], "single-hop"),
    ("团险的理赔材料是交给谁的？", ["bx-group"], "single-hop"),
    ("我现在的百万医疗险免赔额是多少？", ["bx-keep"], "update", ["bx-policies"]),
    ("我妈给我买的那份意外险最后退了没有？", ["bx-keep"], "update", ["bx-cancel"]),
    ("团险这次实际按什么比例赔的？", ["bx-group-paid"], "update", ["bx-policies"]),
    ("嘉豪的百万医疗险一年保费是多少？", ["bx-keep"], "update", ["bx-policies"]),
    ("扣掉团险赔的钱，这次阑尾炎我自己实际掏了多少？", ["bx-surgery", "bx-group-paid"], "multi-session"),
    ("我现在手上一共有几份保险？都是哪些？", ["bx-policies", "bx-keep", "bx-huiminbao"], "multi-session"),
    ("团险从交材料到钱到账用了多长时间？", ["bx-group", "bx-group-paid"], "temporal"),
    ("新换的百万医疗险生效多久了？", ["bx-keep"], "temporal"),
    ("给我做阑尾手术的医生姓什么？", [], "abstain"),
    ("惠州惠民保的免赔额是多少？", [], "abstain"),
    ("新买的百万医疗险是哪家保险公司的？", [], "abstain"),
    ("我那份意外险的保额是多少？", [], "abstain"),
    ("我妈平时吃的是什么降压药？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-jisu-quzhou", "hui.fang-zj", [
    ("2032-03-12T20:30:00+08:00", [
        ("bs-choice", "想找你帮我理理思路。我家橙子（大名郑一诺）今年六年级，9月就上初中了，我纠结了好几个礼拜。两条路：一是对口的公办新华中学，离家1.5公里，走读；二是报民办的明德实验学校，寄宿制，周日晚上返校、周五下午放学回家，学费一学期1万6，住宿费一学期1800。问题是我老公老郑在杭州上班，周末才回衢州，我在市人民医院当护士，三班倒，走读的话早上晚上根本没人接送。"),
        "这个纠结很常见，可以从几个角度对比。第一是现实条件：你三班倒、老郑周末才回来，走读的接送和晚饭、作业陪伴确实是个大问题，初中晚自习结束时间往往比小学晚，这一点寄宿制能省很多心。第二是孩子的性格和独立性：寄宿对生活自理、作息规律有锻炼，但刚开始想家、适应集体生活需要一个过程，一般一到两个月会适应。第三是费用：按你说的，民办一年学费加住宿大约3万5左右，三年十万出头，要算进家庭预算。另外浙江现在实行“公民同招”，民办学校报名超过招生计划就要电脑摇号，报了民办没摇中再回到公办录取，所以具体要看教育局的招生时间表。建议也带橙子去两所学校的开放日看看，听听她的想法。",
        ("bs-kid", "橙子自己有点怕住校，她到现在晚上睡觉还要抱着一只叫“皮皮”的兔子玩偶。平时的安排是每周二、四晚上学游泳，周六上午学小提琴，去年考过了五级，老师说她音准挺好。"),
        "十一二岁的孩子抱着玩偶睡觉很正常，很多寄宿学校也允许带一个安抚玩偶，可以提前问问学校。如果选寄宿，可以在暑假就慢慢做准备：让她自己整理书包和衣物、自己洗小件衣服、按固定时间起床睡觉，也可以让她去亲戚家或者参加短期夏令营住几晚，提前体验离开家的感觉。兴趣班方面，初中课业和作息变化大，寄宿生平时基本没法上课外班，到时候可能需要做取舍，最好让橙子自己参与决定保留哪个。",
    ]),
    ("2032-04-25T21:00:00+08:00", [
        ("bs-lottery", "报名结果出来了！明德今年报名人数超了，4月23号电脑摇号，橙子摇中了！今年报名320人，只招180个，我看直播的时候手都在抖。学校要求5月10号前交8000块的学位预留费，开学以后抵学费。"),
        "恭喜！180个名额320人报名，中签率大概56%，也算运气不错。学位预留费一般是确认入学的意向金，要注意看一下缴费通知上的规定，比如如果最后决定不去，这笔钱能不能退、退多少，很多民办学校是不退的，所以在5月10号之前要把最终决定想清楚。",
        ("bs-hesitate", "可是现在又有变数。我婆婆说她可以从乡下搬过来，帮我们早晚接送，这样上新华走读也行，还能省不少钱。老郑也更倾向走读，说孩子才十二岁，太小了，住校舍不得。我又开始纠结了。"),
        "有老人帮忙确实多了一个选项，可以认真算一算。需要考虑的几点：婆婆的身体情况，每天接送两趟外加做饭，三年下来体力负担不小；她搬过来以后的居住安排，和你们一家的生活习惯能不能磨合好；初中晚自习和周末补课多，接送时间会比小学更不固定。也可以跟橙子聊聊，她更想要哪种生活。无论选哪个，都没有绝对的对错，关键是适合你们家的实际情况。",
    ]),
    ("2032-05-26T20:00:00+08:00", [
        ("bs-decide", "最后还是定了明德，预留费5月9号交了。主要是婆婆膝盖不好，天天来回接送太累了，我们也不忍心让她折腾。橙子自己也想通了，因为她最好的朋友悦悦也摇中了明德，两个人约好了要分到一个班，现在反而挺期待的。"),
        "定下来就好，纠结的阶段是最累的。有好朋友一起去，对适应住校帮助很大，刚开始想家的时候有个熟悉的人在身边，会安心很多。不过也要跟橙子提前说好，分班不一定能在一起，就算不在一个班，课间和周末照样可以一起玩，这样到时候不会太失落。",
        ("bs-prep", "住校要准备的东西学校发了清单：被褥学校统一订，480块一套；要一个带锁的行李箱；饭卡开学时充值。宿舍是六人间，有空调，有独立卫生间，我去看了还挺干净。"),
        "条件挺好的。除了学校清单，还可以准备：几个衣架和小脸盆，拖鞋、洗漱用品，带名字的衣服标签或者在衣服上写名字，集体宿舍衣服容易拿混；一个小收纳盒放常用药（创可贴、感冒药等，按学校规定交给生活老师或自己保管）；一个小闹钟，因为学校一般不让带手机。另外教会她自己洗内衣袜子、整理床铺，开学前在家练几次叠被子，会让她在宿舍更自在。",
    ]),
    ("2032-07-15T19:30:00+08:00", [
        ("bs-camp", "7月8号到12号学校搞了个新生衔接营，5天4晚住校体验。第一天晚上她借了老师的电话打给我，哭着说想家，我在电话这头也跟着掉眼泪。结果第三天就玩疯了，回来跟我说认识了两个新朋友，还说宿舍的床比家里的好睡。"),
        "这个过程非常典型：第一两天想家最厉害，熬过去之后就开始享受集体生活了。衔接营最大的好处就是让她提前经历这个阶段，9月份正式开学时心理准备会充分很多。开学后前几周如果她打电话哭，家长尽量保持平静、多鼓励，不要在电话里说“那就回家吧”之类的话，会让孩子更难适应。",
        ("bs-violin", "跟橙子商量过了，小提琴先停了，初中课业紧，周末回家就那么点时间；游泳也不再一周两次了，改成只周六上午去一次，保持一下。"),
        "这个取舍挺合理的。寄宿生周末时间很宝贵，既要休息、又要补觉、还要跟家人相处。小提琴停下来可以在家偶尔拉一拉保持手感，以后想重新捡起来也不难。每周游一次泳既能运动又能放松，对初中生的体能和中考体育都有好处。",
        ("bs-phone", "还有，学校规定不能带手机，每周三晚上可以用亲情电话卡打给家里，每次10分钟。我怕她有事联系不上。"),
        "很多寄宿学校都是这个管理方式，主要是为了让孩子专心学习和融入集体。紧急情况可以通过班主任或生活老师联系，开学时记得把你和老郑的电话都留给班主任和宿管，也加上班级家长群。可以和橙子约好每周三打电话的固定时间，让她有个期待，也方便你排班时留出那段时间。",
    ]),
    ("2032-08-30T21:00:00+08:00", [
        ("bs-start", "8月28号正式报到了，先军训5天。周五接人的事也定下来了：老郑跟公司申请了每周五在衢州远程办公，周五下午他去学校接，我就不用跟同事换班了。"),
        "太好了，这样安排周末的节奏就很顺了。军训期间孩子会比较累，天气也热，周末接回家让她好好睡一觉、吃点喜欢的菜。开学头一个月可以多留意她的情绪和睡眠，比如有没有被同学排挤、吃不吃得惯食堂，有问题及时跟班主任沟通。",
        ("bs-fees", "还有个事，报到缴费的时候才发现学费涨了，这学期变成1万7了，住宿费倒是没变，还是原来那个数。开家长会的时候好多家长都在嘀咕。"),
        "民办学校学费调整一般需要向物价或教育部门备案，通常会在招生简章或缴费通知里公示，如果对涨价有疑问，可以让家委会统一向学校了解依据。现在这个价格下，一年学费加住宿大约3万7左右，可以按这个数重新做一下家庭预算，三年下来总共十一万出头。",
    ]),
], [
    ("橙子睡觉抱的那只兔子玩偶叫什么？", ["bs-kid"], "single-hop"),
    ("明德今年报名多少人、招多少人？", ["bs-lottery"], "single-hop"),
    ("明德的宿舍是几人间？", ["bs-prep"], "single-hop"),
    ("橙子初中最后去了哪所学校？", ["bs-decide"], "update", ["bs-hesitate"]),
    ("她现在一周去游几次泳？", ["bs-violin"], "update", ["bs-kid"]),
    ("橙子还在学小提琴吗？", ["bs-violin"], "update", ["bs-kid"]),
    ("明德现在一学期学费是多少？", ["bs-fees"], "update", ["bs-choice"]),
    ("这学期学费加住宿费一共要交多少钱？", ["bs-choice", "bs-fees"], "multi-session"),
    ("学位预留费加上那套被褥，一共花了多少？", ["bs-lottery", "bs-prep"], "multi-session"),
    ("从摇号到正式报到中间隔了多久？", ["bs-lottery", "bs-start"], "temporal"),
    ("橙子正式报到住校到现在多少天了？", ["bs-start"], "temporal"),
    ("橙子的班主任姓什么？", [], "abstain"),
    ("悦悦的妈妈叫什么名字？", [], "abstain"),
    ("新生军训是在哪里进行的？", [], "abstain"),
    ("橙子是在哪个游泳馆学的游泳？", [], "abstain"),
    ("小提琴老师一节课收多少钱？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-gaoerfu-weihai", "kai.yu-sd", [
    ("2032-03-27T20:00:00+08:00", [
        ("gf-start", "说个丢人的事。上个月一个韩国客户的采购经理老崔拉我去打了一次高尔夫，我挥了半天连球都碰不着，旁边球童都憋着笑。回来我就报了个班，在海韵练习场，跟姜教练学，10节课2800，每周二和周六晚上上课，3月20号上了第一节。练习场打球另算，一筐球50个，20块。我在威海做海产品外贸，主要跟韩国客户打交道，他们那边做生意的好多都爱打球，不学不行啊。"),
        "第一次打碰不到球太正常了，高尔夫是公认入门最难的运动之一，很多人第一次下场都是这样。系统跟教练学是最好的开始，自己瞎练容易养成坏习惯，以后很难改。入门阶段一般先练握杆、站姿、瞄准和基本挥杆节奏，大多用7号铁，因为它长度和杆面角度比较居中，容易找感觉。建议每次上完课后，自己再去练习场打一两筐，巩固教练讲的动作；与其一次打很多球，不如每一球都认真做完整的预备动作。另外在韩国商务圈里，高尔夫确实是很重要的社交场合，球场礼仪（不在别人挥杆时说话走动、修补果岭球痕、控制打球速度）和球技一样重要。",
        ("gf-clubs", "装备也置办了，在咸鱼上收了一套二手的卡拉威半套杆，有1号木、3号木、7号铁、9号铁、P杆和推杆，一共3200块。我老婆小敏说我三分钟热度，杆子买回来就是落灰的命。"),
        "新手先用半套杆是很明智的，几支常用的杆就够打了，等水平上来、知道自己缺哪个距离再补。二手杆要检查一下杆头有没有裂纹、杆身有没有弯、握把是不是老化打滑，握把换新一支几十块钱，很值得。另外新手杆身硬度选择也很重要，太硬的杆身球速不够的人很难打起来，如果发现1号木特别难打，可能就是杆身太硬了。至于小敏说的三分钟热度，坚持三个月、能稳定把球打出去，兴趣通常就稳住了。",
    ]),
    ("2032-04-28T21:00:00+08:00", [
        ("gf-progress", "练了一个多月，有点进步了，7号铁现在能打到120码左右，但是球老往右飞，严重右曲，十个球有六七个往右拐。姜教练说我握杆太弱了，让我改成强握，左手往右转一点，多露两个指节。"),
        "右曲（slice）是业余球友最常见的问题，据说大多数业余球手都有不同程度的右曲。原因一般是击球时杆面打开、挥杆轨迹由外向内。改成偏强的握杆能帮助杆面在击球时更容易关闭，是很常用的纠正方法。刚改握杆会很别扭，甚至一开始会打出左曲，这是正常的，要给自己两三周适应。练习时可以在球的外侧放一个空球盒或者毛巾作为障碍，逼自己由内向外挥杆。7号铁120码对入门一个多月来说很不错，业余男性平均大概在130到150码之间。",
        ("gf-course-plan", "我计划5月底跟老崔正式下场，去文登的南海湾球场打9洞，周中果岭费580一位。老崔说他包车，我就管好自己别丢人。"),
        "第一次下场打9洞是很好的选择，压力小、时间短。准备方面：带上比你想的更多的球，新手一场丢五到十个球很常见；提前去练习果岭练一练推杆，找找果岭速度；开球前在练习场热身打半筐球。下场时如果某个洞打了太多杆，可以主动捡起球放到果岭附近，不影响后面的组，业余社交球一般都能理解。最重要的是享受过程，别太在意杆数。",
    ]),
    ("2032-06-03T20:30:00+08:00", [
        ("gf-first-round", "5月29号下场了！最后没去成南海湾，那周他们在维护果岭，临时改去了荣成的石岛湾球场，周末价820。9洞打了62杆，丢了7个球，老崔打了41。虽然很惨，但是有一个洞开球开出去一个又直又远的好球，那感觉太爽了，我算是上头了。"),
        "恭喜完成第一次下场！9洞62杆对第一次下场来说完全正常，很多人第一场9洞都在60杆上下。那一记好球的感觉就是让无数人沉迷高尔夫的原因。回去可以回想一下：杆数主要丢在哪里？一般新手的杆数大头在果岭周边的切杆和推杆上，如果在果岭上经常三推甚至四推，多练推杆是降杆最快的办法。丢球多的话，开球时可以先用3号木或者铁杆代替1号木，稳定比距离重要。",
        ("gf-lessons2", "回来又续了10节课，姜教练涨价了，现在10节要3200，我咬咬牙还是续了。"),
        "续课是对的，刚入门的头一年是技术定型的关键期。可以跟姜教练说一下你下场发现的问题，比如推杆距离感、切杆、开球方向，让接下来的10节课更有针对性，比如分出两三节专门练短杆和推杆。",
    ]),
    ("2032-07-22T21:30:00+08:00", [
        ("gf-coach-change", "教练换人了，姜教练调到青岛那边的店去了，现在是一个女教练带我，姓宋，以前是打业余比赛的，讲得特别细。上课时间也变了，改成每周三晚上一次，因为宋教练周末要带青少年班。"),
        "换教练初期可能需要一点磨合，不同教练对动作的要求侧重点可能不一样。建议第一节课让宋教练先看看你现在的挥杆，跟她说说你之前改握杆、纠正右曲的情况，以及下场时暴露的问题，让她心里有数。一周只上一次课的话，中间最好自己去练习场练一两次，否则进步会变慢。",
        ("gf-club-buy", "还在咸鱼收了一支Ping G430的一号木，1500块。原来那套里的卡拉威一号木杆身太硬了，我总是打不起来，换了以后开球舒服多了。"),
        "这就是之前说的杆身硬度问题，换到合适的杆身，开球的高度和方向都会明显改善。Ping G430这一代容错性很好，对新手偏离甜蜜点的击球比较宽容。如果你的球速还不高，杆身选R或者SR一般比S更合适。原来那支旧一号木可以挂到咸鱼上卖掉，回点血。",
    ]),
    ("2032-08-25T20:00:00+08:00", [
        ("gf-second-round", "8月21号第二次下场了，这回直接打了18洞，118杆。没去石岛湾，就在威海本地的金海岸球场，离家近，开车二十分钟。跟老崔还有他一个朋友一起打的，老崔说我进步很大。"),
        "18洞118杆对第二次下场来说进步很明显，换算成9洞大约59杆，而且18洞对体力和专注力的要求高得多。很多业余球友的第一个目标是破百，也就是18洞打到100杆以内，照你这个进步速度，一年左右是有可能的。现在可以开始有意识地记录每一洞的开球是否上球道、攻果岭用了几杆、推了几杆，这样能很清楚地看到该练什么。",
        ("gf-family", "石岛湾那边有人一直给我打电话推销会籍，要18万，我想想还是算了。倒是小敏看我天天练，现在也想学了，报了宋教练的体验课，说夫妻一起打还能当个周末活动。"),
        "18万的会籍对刚入门来说确实没必要，以你现在的打球频率，按次付果岭费划算得多，等以后打得多了再考虑。小敏愿意一起学是好事，夫妻一起打球确实是很多家庭的周末活动。一般建议家人不要互相当教练，各自跟教练学，下场时一起玩就好，这样不容易因为互相纠正动作而闹别扭。",
    ]),
], [
    ("我第一期10节课花了多少钱？", ["gf-start"], "single-hop"),
    ("我的7号铁大概能打多远？", ["gf-progress"], "single-hop"),
    ("第一次下场9洞打了多少杆？", ["gf-first-round"], "single-hop"),
    ("我第一次下场最后是在哪个球场打的？", ["gf-first-round"], "update", ["gf-course-plan"]),
    ("现在是哪位教练在带我？", ["gf-coach-change"], "update", ["gf-start"]),
    ("于凯现在一周上几次课，在哪天？", ["gf-coach-change"], "update", ["gf-start"]),
    ("练习场10节课的价格现在是多少？", ["gf-lessons2"], "update", ["gf-start"]),
    ("我买球杆前后一共花了多少钱？", ["gf-clubs", "gf-club-buy"], "multi-session"),
    ("我两次下场分别是在哪两个球场？", ["gf-first-round", "gf-second-round"], "multi-session"),
    ("从上第一节课到第一次下场，中间隔了多久？", ["gf-start", "gf-first-round"], "temporal"),
    ("两次下场之间隔了多长时间？", ["gf-first-round", "gf-second-round"], "temporal"),
    ("第二次下场我丢了几个球？", [], "abstain"),
    ("老崔的差点是多少？", [], "abstain"),
    ("宋教练的全名叫什么？", [], "abstain"),
    ("金海岸球场的果岭费是多少？", [], "abstain"),
    ("小敏的体验课花了多少钱？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-yuesao-shangrao", "guifang.wu-jx", [
    ("2032-03-03T20:00:00+08:00", [
        ("ys-start", "你好，我叫吴桂芳，今年46了，在上饶广信区的永辉超市做收银，干了12年了，一个月到手才2600。听我表妹说做月嫂挣得多，我想转行。已经报了上饶家政职业培训学校的母婴护理班，学费2980，说人社局有职业技能培训补贴，考到证能补一部分。一共学26天，3月8号开班。你说我这个决定靠谱吗？"),
        "我觉得挺靠谱的。月嫂（母婴护理）这几年需求一直很大，尤其是有经验、口碑好的阿姨很抢手，收入也比超市收银高不少。一般来说，三四线城市新手月嫂一单（26天）大概在六七千到一万之间，大城市和有经验的能到一万五甚至更高。你做了12年收银，说明你踏实、能坚持，这是雇主最看重的品质之一。培训主要会学新生儿护理（喂养、洗澡、抚触、脐带护理、黄疸观察）、产妇护理（月子餐、产后恢复、乳房护理）以及急救常识。建议你上课时多动手，实操技能是以后接单时最有说服力的。至于补贴，一般要求考取证书后按规定申请，记得保存好缴费发票和身份证复印件。",
        ("ys-family", "我女儿在南昌读大二，学护理的，一年学费5500，生活费每个月给她1500。老公在工地开塔吊，活时有时无，不稳定。我这把年纪还去学新东西，心里真没底，怕学不会，也怕雇主嫌我年纪大。"),
        "46岁做月嫂其实是很有优势的年龄：很多雇主反而更喜欢四五十岁、自己带过孩子的阿姨，觉得稳重、有耐心、经验足。年纪大的人需要注意的主要是体力，月嫂要24小时住家，晚上起夜多，要提前调整好作息，平时多锻炼腰背。学习方面，不用担心理论记不住，重点是把每个操作练熟，像给宝宝洗澡、换尿布、拍嗝，练多了就自然了。你女儿学护理，以后还能跟她交流专业知识呢。",
    ]),
    ("2032-04-09T21:00:00+08:00", [
        ("ys-cert", "培训结束啦！考了母婴护理师证（初级），理论89分，实操93分，实操考的是给娃娃模型洗澡和做抚触，老师夸我手法稳。补贴也批下来了，给了1200块。"),
        "恭喜恭喜，成绩很不错，特别是实操93分，说明手上功夫扎实。拿到证之后，接下来最重要的就是积累第一单的经验和口碑。第一单不要太在意工资高低，关键是做好服务、拿到雇主的好评，以后接单和涨价都靠这个。建议准备一个小本子记录每天宝宝的吃奶量、大小便、体温和睡眠，这既是专业习惯，也能让雇主放心。",
        ("ys-company", "我签了一家叫“贴心家政”的公司。他们说新人第一单工资7800，26天，公司要抽一个月工资的15%当中介费。我也不知道这个比例算高还是低。"),
        "家政公司的抽成各地差别比较大，常见的方式有按工资比例收（10%到20%不等），也有固定收一笔服务费的，15%在行业里属于中间水平。签合同时要看清楚几点：中介费是一次性收还是每单都收；如果雇主中途换人或者提前下户，工资怎么结算；公司有没有给你买意外险或者雇主责任险；出了纠纷公司怎么处理。这些写清楚了，以后心里有数。",
    ]),
    ("2032-05-20T20:30:00+08:00", [
        ("ys-first", "第一单做完了！4月20号上户，在信州区一户人家，宝宝是男孩，剖腹产，出生7斤2两。雇主人很好，见面聊了以后最后给的工资是8500，比公司说的还高。我每天晚上起来喂三四次奶，白天给宝妈做月子餐，宝妈说我做的鲫鱼汤比她妈做的还好喝。5月15号下户，雇主还给我包了个500块的红包。"),
        "太棒了，第一单就拿到雇主的认可和红包，说明你做得很好。剖腹产的宝妈前两周伤口疼、行动不便，照顾起来比顺产更辛苦，你能做好很不容易。建议你请雇主在家政公司那里给你写个好评，或者允许你拍几张工作照片（不露宝宝和家人的脸）作为以后接单的展示。做过一单以后，你的经验、照片和评价就是最好的简历，下一单的价格一般也能往上提。",
        ("ys-next", "公司说下一单在杭州，6月8号上户，工资11800，包吃住。我女儿说杭州挺好的，离南昌也不算远，坐高铁两个多小时。"),
        "去大城市做一单是涨收入的好机会，杭州的月嫂价格普遍比上饶高不少。去之前可以先跟雇主视频聊一聊，了解一下家里几口人、宝妈预产期和分娩方式、是母乳还是奶粉喂养、对月子餐有没有特别的口味要求。也要确认好来回路费谁出、住宿是单独房间还是跟宝宝一个房间。",
    ]),
    ("2032-07-12T22:00:00+08:00", [
        ("ys-hangzhou", "杭州那单最后没去成，那家宝妈提前了半个月生，公司来不及安排，就临时换了个杭州本地的阿姨。我现在在南昌做第二单，6月20号上户的，是双胞胎，一男一女，工资13800。好处是女儿就在南昌读书，周末她能过来看我一眼。"),
        "虽然杭州那单没去成有点可惜，但双胞胎这一单工资更高，还能离女儿近，其实挺好的。双胞胎一般比单胎贵三四成，因为工作量几乎翻倍。照顾双胞胎有几个小窍门：尽量让两个宝宝的作息同步，一个醒了吃奶，另一个也叫醒一起喂；分别记录两个宝宝的吃奶量和大小便，用不同颜色的笔或者表格区分；和宝妈、家里其他人分好工，晚上轮班，你才能撑得住。",
        ("ys-health", "就是太累了，双胞胎晚上轮流醒，我一晚上睡不到四个钟头，腰也快不行了，弯腰给宝宝换尿布、洗澡的时候特别疼。"),
        "腰疼是月嫂最常见的职业病，要重视。换尿布、洗澡尽量在高一点的台子上操作，别长时间弯腰；抱宝宝时用手臂和腿的力量，不要只靠腰；白天宝宝睡觉时抓紧补觉，哪怕半小时也好。可以跟雇主商量一下，晚上有没有家人能帮忙接一次班。如果疼得厉害或者腿发麻，下户以后一定去医院看看，别硬扛。",
    ]),
    ("2032-08-24T20:45:00+08:00", [
        ("ys-upgrade", "南昌这单本来7月15号就到期了，雇主挺满意，又续了26天，8月10号才下户。回家歇了两个礼拜，腰贴了膏药，好多了。"),
        "续单说明雇主对你非常满意，这是最好的口碑。做完一单休息一两周很有必要，月嫂这行工作强度大，长期连轴转身体会垮掉。趁休息的时候可以把这两单的经验整理一下，比如双胞胎护理、剖腹产产妇护理，以后跟雇主面试时都是很好的谈资。",
        ("ys-plan", "接下来打算考中级母婴护理师证，9月20号开班。还有个好消息，公司说我做得好，从第二单起中介费改成只收10%了。我算了一下，照这样干下去，一年比在超市多挣好几倍。"),
        "恭喜，公司主动降低抽成，说明你已经是他们愿意留住的阿姨了。考中级证对以后接高端单、涨工资都有帮助，很多雇主会优先选证书等级高、经验足的月嫂。也提醒你一下：收入提高了，可以考虑给自己交上灵活就业的社保，或者至少买一份意外险和医疗险，月嫂这行没有单位帮你交，老了以后的保障要自己提前规划。",
    ]),
], [
    ("我在超市做了几年收银？", ["ys-start"], "single-hop"),
    ("母婴护理师证的实操考了多少分？", ["ys-cert"], "single-hop"),
    ("第一单那个宝宝出生时多重？", ["ys-first"], "single-hop"),
    ("第一单实际拿到的工资是多少？", ["ys-first"], "update", ["ys-company"]),
    ("吴桂芳的第二单是在哪个城市做的？", ["ys-hangzhou"], "update", ["ys-next"]),
    ("家政公司现在抽几个点的中介费？", ["ys-plan"], "update", ["ys-company"]),
    ("第二单的工资是多少？", ["ys-hangzhou"], "update", ["ys-next"]),
    ("跟以前在超市收银比，第一单比一个月工资多挣了多少？", ["ys-start", "ys-first"], "multi-session"),
    ("培训学费扣掉补贴以后，我自己实际出了多少钱？", ["ys-start", "ys-cert"], "multi-session"),
    ("从培训开班到第一次上户，中间隔了多久？", ["ys-start", "ys-first"], "temporal"),
    ("南昌那一单前前后后一共做了多久？", ["ys-hangzhou", "ys-upgrade"], "temporal"),
    ("第一单的雇主姓什么？", [], "abstain"),
    ("杭州那家的宝宝是哪天出生的？", [], "abstain"),
    ("中级证的培训学费是多少？", [], "abstain"),
    ("我老公开塔吊一个月能挣多少？", [], "abstain"),
    ("那对双胞胎出生时各多重？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-xila-nanyang", "xinyue.han-ha", [
    ("2032-03-14T21:00:00+08:00", [
        ("gr-plan", "暑假想跟我闺蜜阿珂去希腊！我在南阳市第十三中学当英语老师，暑假时间长，终于可以出去浪一次了。初步计划7月18号出发，玩12天：雅典3晚，圣托里尼4晚，克里特4晚。预算每人3万。阿珂有驾照，我们打算到了克里特租个车，自驾环岛。你帮我看看这个安排合不合理？"),
        "这个路线是希腊的经典组合，雅典看古迹、圣托里尼看日落、克里特看海滩和米诺斯文明，挺合理的。几点建议：一是7月是希腊最热的旺季，雅典白天经常35度以上，参观卫城最好一早开门就去，带足水和防晒；二是海岛之间主要靠渡轮和内陆航班，雅典比雷埃夫斯港到圣托里尼高速船大约5到8个小时，圣托里尼到克里特也有船，暑期要提前订票；三是圣托里尼旺季住宿非常贵，特别是伊亚和费拉的悬崖景观房，4晚可能会占掉很大一块预算，可以考虑住在海滩那边的卡马利或佩里萨，便宜不少。克里特岛面积很大，东西长两百多公里，自驾确实是最自由的玩法。每人3万在暑期希腊算中等预算，机票大概会占五六千。",
        ("gr-visa", "签证打算在郑州的希腊签证中心办，要准备在职证明、银行流水、行程单、酒店预订单这些。我有单位好说，阿珂是自由职业做插画的，流水不稳定，有的月份进账两万，有的月份才几千，有点担心她过不了。"),
        "希腊属于申根国家，一般最早可以提前6个月递交，旺季建议出发前至少两个月办，出签通常要15个工作日左右。自由职业者确实是签证材料的难点，但并不少见，可以这样准备：最近6个月的银行流水，加上一份定期存款或存款证明（通常建议余额在几万元以上，金额越充足越好）；能证明收入来源的材料，比如和客户的合作合同、稿费或平台结算记录；一份说明自己职业和收入情况的个人陈述。如果有房产证、车辆登记证，或者以前去过申根国家、英美日等国家的签证记录，也都可以附上，能证明回国的约束力。",
    ]),
    ("2032-04-22T20:00:00+08:00", [
        ("gr-visa-done", "签证下来啦！4月2号在郑州递交的，4月19号拿到，我们两个都过了。阿珂按你说的补了一份存款证明，一点问题都没有。"),
        "太好了，恭喜！拿到签证以后记得核对一下签证页上的入境次数、有效期和停留天数是否覆盖你们的行程。另外申根签证要求买覆盖全程、保额不低于3万欧元的旅行医疗保险，这个你们递签时应该已经买过了，出行时把保单随身带着。",
        ("gr-flight", "机票也订好了：北京首都机场飞雅典，国航直飞，往返每人5860。出发提前了一天，改成7月17号飞，因为18号那天的票贵了一千多。我们从南阳坐高铁去北京。"),
        "国航直飞北京到雅典大约11个小时，比转机省心多了。提前一天出发还能多一天在雅典倒时差，挺好的。从南阳到北京高铁大概四个半到五个小时，建议前一天晚上到北京住机场附近，别赶当天的车，万一高铁晚点就麻烦了。酒店记得把第一晚的日期相应地改一下。",
    ]),
    ("2032-06-05T21:30:00+08:00", [
        ("gr-change", "行程调整了！圣托里尼的酒店实在太贵了，我们看中的悬崖景观房一晚要2800，住四晚受不了。现在改成圣托里尼只住2晚，剩下2晚去纳克索斯岛，克里特还是4晚不变。"),
        "这个调整很聪明。纳克索斯是基克拉泽斯群岛中最大的岛，离圣托里尼不远，物价比圣托里尼低很多，游客也相对少，海滩又长又干净，还有标志性的阿波罗神庙门（Portara），在那儿看日落不输圣托里尼。当地的奶酪和土豆也很有名。从雅典比雷埃夫斯港到纳克索斯坐船大约四到六个小时，纳克索斯到圣托里尼大约一到两个小时，所以顺序可以安排成雅典→纳克索斯→圣托里尼→克里特，一路往南，不走回头路。",
        ("gr-ferry", "听你的，顺序就是雅典→纳克索斯→圣托里尼→克里特。从比雷埃夫斯到纳克索斯的船票已经订了，Blue Star的船，5个多小时，每人45欧。"),
        "Blue Star的大船比较稳，晕船的概率小，还有室内座位和餐厅。坐船那天建议提前一个小时到比雷埃夫斯港，港口很大，不同公司的船在不同的登船口，要看好船票上写的Gate编号。出发前一天可以在船公司官网上确认一下有没有延误，夏天偶尔会因为大风（当地叫meltemi风）调整班次。",
    ]),
    ("2032-07-31T22:00:00+08:00", [
        ("gr-recap", "回来啦！7月29号晚上落地北京，累成狗。整个行程最喜欢的反而是纳克索斯，在Plaka海滩晒成了碳，吃了好多次当地的奶酪和土豆。圣托里尼日落人挤人，拍照都得抢位置，感觉有点名不副实。阿珂在雅典蒙纳斯提拉奇的跳蚤市场买了个蓝色的眼睛护身符，说要挂在工作室门口。"),
        "听起来玩得很尽兴！那种蓝色眼睛护身符在希腊叫“mati”，传统上用来抵挡“邪眼”带来的厄运，是很有代表性的纪念品。很多人去过以后都更喜欢纳克索斯这种相对安静的岛，圣托里尼的日落确实美，但旺季伊亚那边看日落的人非常多。晒伤的话回来这几天多补水，涂点芦荟胶，避免再晒。",
        ("gr-crete", "克里特最后没租成车，阿珂的驾照翻译件没办下来，租车公司不认，我们只好报了两个当地的一日游，去了巴罗斯潟湖和克诺索斯王宫，其实也挺好，不用自己开山路。"),
        "有点可惜，但一日游其实也挺省心的，克里特的山路弯多、有些路段很窄，自己开压力不小。巴罗斯潟湖是克里特最美的海滩之一，克诺索斯王宫是欧洲最古老的城市遗址之一，也是希腊神话里米诺斯迷宫的原型，两个都是精华。以后想在国外自驾，要提前查清楚当地认可的驾照文件，很多欧洲国家要求国际驾照或者官方认证的翻译件，最好出发前一两个月就办。",
        ("gr-spend", "最后算了一下账，两个人分摊下来，每人花了大约3万4。"),
        "暑期12天左右的希腊跳岛游，这个花费属于正常偏合理的范围，住宿和岛间交通是大头。回来后可以把行程和花费整理一下，发给以后想去的朋友或者写成游记，下次计划旅行时也有参考。",
    ]),
], [
    ("阿珂是做什么工作的？", ["gr-visa"], "single-hop"),
    ("我们飞雅典坐的是哪家航空公司？", ["gr-flight"], "single-hop"),
    ("我在纳克索斯是在哪个海滩晒黑的？", ["gr-recap"], "single-hop"),
    ("我们最后是哪天出发去希腊的？", ["gr-flight"], "update", ["gr-plan"]),
    ("圣托里尼最后住了几晚？", ["gr-change"], "update", ["gr-plan"]),
    ("除了雅典、圣托里尼和克里特，欣悦她们后来还去了哪个岛？", ["gr-change"], "update", ["gr-plan"]),
    ("在克里特我们是怎么玩的，自驾了吗？", ["gr-crete"], "update", ["gr-plan"]),
    ("最后每人的花费比预算多了多少？", ["gr-plan", "gr-spend"], "multi-session"),
    ("阿珂的签证是怎么顺利过的？她在雅典买了什么纪念品？", ["gr-visa-done", "gr-recap"], "multi-session"),
    ("签证下来的时候离出发还有多长时间？", ["gr-visa-done", "gr-flight"], "temporal"),
    ("我们从希腊回国多久了？", ["gr-recap"], "temporal"),
    ("在纳克索斯住的酒店叫什么名字？", [], "abstain"),
    ("在雅典住的是哪个区？", [], "abstain"),
    ("从圣托里尼去克里特坐的是哪家公司的船，船票多少钱？", [], "abstain"),
    ("国航那趟航班的航班号是多少？", [], "abstain"),
    ("阿珂今年多大？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-jiadian-daqing", "dongmei.liu-hl", [
    ("2032-03-20T20:00:00+08:00", [
        ("jd-plan", "问你点家电的事。我家在大庆让胡路区，房子是2008年的。家里电器都用了十几年了：冰箱是2009年买的海尔两门，嗡嗡响，冷藏室老结霜；洗衣机是2011年的小天鹅波轮，一甩干就满地跳；电视是长虹42寸，画面越来越暗。听说现在以旧换新有国家补贴，一级能效补20%，单件最高补2000。我想三样都换了，旧的都以旧换新给商家回收，预算一共1万5。从哪样先下手好？"),
        "用了十几年的家电换掉很值得，尤其是冰箱，老冰箱的耗电量可能是现在一级能效冰箱的两倍左右，冷藏室结霜也说明密封或者温控老化了。以旧换新补贴一般按产品成交价的一定比例补，一级能效比二级补得多，单件有上限，具体规则各地略有不同，下单前看清楚平台或门店的说明。顺序上建议先换冰箱，它24小时开着，省电效果最明显，而且旧冰箱出故障影响最大；洗衣机其次；电视不影响日常生活，可以等618、双11这种大促再买，价格通常能再低一些。买之前量好尺寸，冰箱要量冰箱位的宽、高、深，两边和背面还要留出散热空间，一般每边留5到10厘米。",
        ("jd-fridge", "那就先挑冰箱。看中两款：一款海尔十字对开门，500升，标价5999；一款容声的，502升，4899。我量了厨房冰箱位，宽83厘米，高1米9，两款都放得下。我老公老高说容声便宜一千多，性价比高，让我别瞎花钱。"),
        "两款容量差不多，差价主要在功能和品牌溢价上。海尔十字门这一档常见的卖点有干湿分储、细分控温、母婴或者肉类的独立保鲜区；容声这几年主打保鲜和性价比，口碑也不错。可以从几个方面比一比：一是能效等级和标注的年耗电量，一级能效更省电，补贴也更多；二是噪音分贝，厨房和客厅连着的话要选安静一点的；三是门体开合需要的空间，十字门开门宽度小，对厨房过道比较友好；四是售后网点，在大庆哪个品牌的售后更方便。如果你们家平时囤菜多，对分区保鲜有需求，多花一千块也说得过去；如果主要就是放剩菜、冻肉，容声就完全够用。",
    ]),
    ("2032-04-10T21:00:00+08:00", [
        ("jd-fridge-bought", "冰箱定了，最后还是挑了海尔那台，我就是看中它的干湿分储，放蘑菇木耳那些干货特别合适。在京东上买的，用了国补以后到手4799，旧冰箱回收还抵了50块。4月13号送货安装。"),
        "挑自己用着顺手的才是最重要的。新冰箱送到以后有几个注意事项：如果运输过程中放倒过，立起来以后最好静置几个小时再通电；第一次开机先空机运行几个小时，等温度降下来再放东西；冷藏一般设在4到5度，冷冻设在零下18度左右。收货时当着送货师傅的面检查一下外观有没有磕碰、门封条是否平整、内部有没有异响，有问题当场拍照反馈。",
        ("jd-washer", "洗衣机我想换滚筒洗烘一体的，看中了小天鹅本色10公斤的，3299。大庆冬天衣服晾阳台根本不干，有个烘干多方便。可老高嫌贵，说波轮就够用了，还说滚筒洗不干净。"),
        "其实滚筒和波轮各有长处。滚筒对衣物磨损小、省水，洗烘一体在北方冬天很实用；波轮洗得快、洗涤力强，价格便宜，而且可以中途添加衣服，结构简单，不容易坏。“滚筒洗不干净”是以前的老说法，现在的滚筒洗净度并不差，只是洗一桶时间比较长，一般要一个多小时。如果预算比较紧，或者家里有暖气片能烘干衣服，波轮也完全够用。可以跟老高商量一下，看你们家冬天晾衣服到底有多不方便。",
    ]),
    ("2032-05-15T20:30:00+08:00", [
        ("jd-washer-bought", "洗衣机最后没上滚筒，老高赢了，还是买的波轮，海尔10公斤直驱变频的，到手1699。我寻思就这样吧，反正冬天有暖气，衣服搭在暖气片上一宿也就干了。"),
        "直驱变频的波轮噪音和震动都比老式皮带传动的小很多，甩干不会再满屋跳了。新洗衣机装好后，注意把底座调平，四个脚都着地，可以用手机的水平仪看一下；进水管和排水管接好后先空转一次清洗内桶。平时每个月用一次洗衣机槽清洁剂，洗完衣服开着盖子通风，能减少霉味。",
        ("jd-fridge-issue", "新冰箱出了点小毛病：冷冻室门的封条有一条缝，霜结得厉害，关门也不严实。打了售后电话，5月12号师傅上门给换了个新封条，没收钱，现在好了。"),
        "新机出现封条问题属于质量问题，在保修期内免费更换是应该的。换完以后可以用一张纸夹在门缝里关上门，轻轻抽一下，如果有一定阻力说明密封良好，四个边都试一下。冷冻室之前结的霜可以断电除霜一次，别用尖锐工具刮，以免划破内胆。",
    ]),
    ("2032-06-22T21:00:00+08:00", [
        ("jd-tv", "电视等到618才买：海信65寸的Mini LED，原价5999，618活动再叠加国补，到手4380。不过挂架另收了180，安装师傅说我家客厅那面墙是空心砖，得用专门的膨胀螺丝才行。"),
        "等到大促买电视确实能省不少。65寸电视加挂架一般三十公斤左右，挂在空心砖墙上一定要用专用的锚栓或化学锚栓，普通膨胀螺丝在空心砖里抓不牢，容易松动，师傅说的是对的。观看距离上，65寸建议离沙发2.5到3.5米左右。新的Mini LED电视亮度高，晚上看的时候可以打开自动亮度调节，对眼睛友好些。",
        ("jd-ac", "客厅空调是2012年的格力1.5匹挂机，也老了，开半天才凉。不过大庆夏天短，真正热也就那么一个来月，我想着今年先凑合，等明年再换。"),
        "这个想法可以理解，在东北，空调一年用不了多长时间，老空调多凑合一年问题不大。今年先做个简单保养：把室内机的过滤网拆下来洗一洗，室外机周围清一清杂物，制冷效果可能会好一点。如果开了很久都不凉，可能是缺氟或者外机散热不好，可以请师傅检查一下，加氟一般几百块钱，比换新机便宜得多。",
    ]),
    ("2032-08-18T20:00:00+08:00", [
        ("jd-ac-bought", "空调还是没忍到明年。7月底那几天大庆热到34度，老空调吹半天屋里还是闷得慌，老高都受不了了，我一咬牙8月2号换了台格力的1.5匹新一级挂机，国补以后到手2399。"),
        "遇上那样的高温，换了也不亏。新一级能效的变频空调比2012年的定频老机型省电很多，制冷速度也快。使用上建议设在26度左右，开着风扇辅助更舒服也更省电。冬天大庆太冷，空调制热效率会明显下降，主要还是靠暖气，入冬前记得把室外机盖一下，防止积雪。",
        ("jd-tv-move", "对了，旧的长虹电视最后没给商家回收，我妈说她屋里那台比我这台还老，我们就搬到我妈家去了，她天天看戏曲频道，看得挺乐呵。"),
        "这样物尽其用挺好，老人看电视对画质要求不高，能用就行。可以帮你妈妈把常看的频道设置好，遥控器上用贴纸标一下常用按键，老人用起来会方便很多。",
    ]),
], [
    ("家里原来那台旧冰箱是哪年买的？", ["jd-plan"], "single-hop"),
    ("新冰箱是哪天送来安装的？", ["jd-fridge-bought"], "single-hop"),
    ("新冰箱出过什么毛病？", ["jd-fridge-issue"], "single-hop"),
    ("家里最后换的是什么洗衣机？", ["jd-washer-bought"], "update", ["jd-washer"]),
    ("我家客厅现在用的是哪台空调？", ["jd-ac-bought"], "update", ["jd-ac"]),
    ("冰箱最后选的是哪个牌子？", ["jd-fridge-bought"], "update", ["jd-fridge"]),
    ("那台旧的长虹电视现在在哪儿？", ["jd-tv-move"], "update", ["jd-plan"]),
    ("冰箱、洗衣机、电视三样的到手价加起来是多少？超没超原来的预算？", ["jd-plan", "jd-fridge-bought", "jd-washer-bought", "jd-tv"], "multi-session"),
    ("冰箱的到手价比当初的标价便宜了多少？", ["jd-fridge", "jd-fridge-bought"], "multi-session"),
    ("冰箱送到以后过了多久就因为封条叫了售后？", ["jd-fridge-bought", "jd-fridge-issue"], "temporal"),
    ("新空调装上多久了？", ["jd-ac-bought"], "temporal"),
    ("海信电视是在哪个平台买的？", [], "abstain"),
    ("上门换封条的售后师傅姓什么？", [], "abstain"),
    ("新冰箱是什么颜色的？", [], "abstain"),
    ("旧洗衣机回收抵了多少钱？", [], "abstain"),
    ("我妈家住在哪个区？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-fip-xianyang", "siyu.ma-sn", [
    ("2032-04-02T22:00:00+08:00", [
        ("fip-dx", "心里好乱，想找人说说。我家芝麻是只狸花公猫，10个月大，去年6月在小区里捡的。最近两周一直没精神，吃得少，肚子却越来越大。今天带去咸阳的“宠爱动物医院”，刘医生抽了腹水，黄色的，特别黏稠，李凡他试验阳性，血检白球比0.4，说高度怀疑是湿性传腹。它现在才3.1公斤。我从医院出来哭了一路。"),
        "抱抱你，听到这个消息一定很难受。先说最重要的：传腹（猫传染性腹膜炎，FIP）以前几乎是绝症，但这几年有了抗病毒药物，治愈率已经大大提高了，很多研究和临床报告里，规范治疗的湿性传腹猫治愈率能到八成以上，所以真的有希望。FIP是猫冠状病毒在体内突变引起的，多发于两岁以下的年轻猫，尤其是收养或者经历过应激的小猫。湿性传腹的典型表现就是腹水或胸水，腹水黄色黏稠、李凡他试验阳性、白球比低于0.4左右，这些都很支持诊断。治疗通常用核苷类抗病毒药（比如GS-441524，俗称441），疗程一般是84天左右，停药后还要观察12周。早治疗效果更好，芝麻还年轻，这是有利条件。",
        ("fip-plan", "刘医生也说可以用441，先打针，每天一针，按体重算药量，每天大概120块，一个疗程84天，算下来要一万多。我跟男朋友小彭商量了一晚上，决定治，钱的事再想办法。明天就开始打第一针。"),
        "你们的决定很勇敢。治疗期间有几件事可以提前准备：一是准备一个本子或者表格，每天记录体重、食欲、精神、体温和用药时间，刘医生调整剂量主要靠体重；二是家里备一个精确到克的电子秤；三是按时按点用药，每天固定一个时间，别漏打；四是定期复查，一般每四周左右查一次血常规和生化，看白球比、贫血、肝肾功能的变化。打针在背部皮下，会有点疼，可以让医生教你怎么轮换注射位置。如果后面打针很困难，也可以问问医生有没有口服的方案。",
    ]),
    ("2032-04-20T21:00:00+08:00", [
        ("fip-week2", "打了两周多了，好消息是腹水基本消了，体重涨到3.4公斤，吃饭特别香，又开始满屋子跑酷了。坏消息是打针太疼了，每次都惨叫，背上已经打出了好几个硬块，我每次扎针手都在抖。"),
        "腹水消退、体重增加、食欲和精神恢复，这些都是治疗有效的典型表现，而且通常在头两周就能看出来，芝麻的反应非常好。注射部位出现硬块和疼痛在441针剂里很常见，因为药液偏碱性、刺激性强。可以每次换不同的位置，避开已经有硬块的地方；打针前后用零食转移注意力；如果硬块破溃、化脓，要及时让医生处理。",
        ("fip-oral", "刘医生看它打针太受罪，建议转成口服的，片剂，一天吃一次就行，价格每天差不多100块，比针剂还便宜点。我们定了4月25号开始换成口服。"),
        "口服对猫和主人来说都轻松很多，现在不少猫在注射一段时间后转成口服，效果也不错。转口服以后要注意：药片最好空腹或者按医生要求的时间喂，每天固定时间；喂药后观察一会儿，确认没有吐出来；如果吐了，要问医生要不要补喂。剂量同样要跟着体重调整，所以称重还是不能停。",
    ]),
    ("2032-05-30T20:30:00+08:00", [
        ("fip-oral-done", "换口服以后轻松多了！芝麻特别配合，我把药片夹在鸡肉冻干里，它一口就吞了，完全没发现。第8周复查了血常规和生化，白球比升到0.7了，之前的贫血也好了，体重3.9公斤。刘医生说恢复得很理想。"),
        "太好了！白球比从0.4升到0.7，贫血纠正，体重稳步增长，这些都说明病情在好转。一般来说，白球比恢复到0.6或0.7以上就是积极的信号。冻干夹药这招很聪明，不过记得冻干也算在每天的食物量里，别让它只吃零食不吃正餐。",
        ("fip-dose", "因为体重一直在涨，剂量也跟着往上加，现在每天的药费大概130块了，不过看它这么活蹦乱跳的，多少钱都值。"),
        "体重增加剂量就要跟着加，这是治疗成功的关键之一，很多复发的病例就是因为没有及时按体重调整剂量，导致后期药量不足。现在进入疗程后半段，坚持到84天结束很重要，千万不要看它状态好了就提前停药。",
    ]),
    ("2032-06-26T21:00:00+08:00", [
        ("fip-end", "6月25号吃完最后一顿药，84天疗程正式结束了！停药进入12周的观察期。前前后后算下来，药费加检查一共花了一万一千六左右。芝麻现在胖嘟嘟的，完全看不出生过大病。"),
        "恭喜你们熬过了最难的一段！84天疗程完成是个大里程碑。观察期内最需要注意的是复发的迹象：精神变差、食欲下降、反复发烧、体重下降、肚子又变大，或者出现走路不稳、眼睛异常等神经和眼部症状。复发大多发生在停药后的头几周到几个月内，所以按医生安排定期复查，一般每四周查一次血常规和白球比。日常尽量减少应激，比如不要搬家、不要突然换粮、不要频繁洗澡，保证它吃好睡好。",
        ("fip-neuter", "刘医生说等观察期平平稳稳过了再做绝育，手术也是一种应激，大概9月底做。"),
        "这个安排很稳妥。手术、麻醉都是身体上的应激，观察期内尽量避免，等确认病情稳定了再做，风险更小。公猫绝育手术本身比较简单，一般当天就能回家，一周左右伤口就能愈合。在这之前，如果它开始有发情的表现，比如晚上叫或者到处喷尿，可以先跟医生沟通一下。",
    ]),
    ("2032-08-21T20:00:00+08:00", [
        ("fip-observe", "观察期过了一半多了，一切正常，芝麻现在4.6公斤，胖了一大圈。停药第8周复查了一次，白球比0.8，刘医生说各项指标都挺好。"),
        "太棒了！白球比0.8已经接近正常猫的水平了，观察期过半没有任何复发迹象，是非常好的信号，一般来说停药后越往后复发的概率越低。继续保持规律的作息和饮食，按时复查，等12周观察期结束，基本就可以宣布康复了。",
        ("fip-neuter-change", "绝育也提前做了。刘医生看它指标一直很稳，说不用非等到9月底，8月17号就做了，恢复得很好，伤口都快长好了，这两天已经又开始上蹿下跳了。"),
        "恢复得很快，说明芝麻身体底子已经很好了。术后一周左右别让它剧烈跳跃，防止伤口裂开；伊丽莎白圈或者手术服按医生的要求戴满时间；绝育以后代谢会变慢，比较容易发胖，4.6公斤对一只一岁左右的狸花公猫还算正常，但后面可以适当控制一下食量，换成绝育猫粮，多陪它玩玩逗猫棒。",
    ]),
], [
    ("芝麻是什么品种的猫？", ["fip-dx"], "single-hop"),
    ("芝麻确诊那天有多重？", ["fip-dx"], "single-hop"),
    ("换成口服药以后，我是怎么给芝麻喂药的？", ["fip-oral-done"], "single-hop"),
    ("芝麻现在有多重？", ["fip-observe"], "update", ["fip-dx", "fip-week2", "fip-oral-done"]),
    ("芝麻后来是打针还是吃药治疗的？", ["fip-oral"], "update", ["fip-plan"]),
    ("芝麻的绝育手术是什么时候做的？", ["fip-neuter-change"], "update", ["fip-neuter"]),
    ("疗程后期每天的药费大概多少钱？", ["fip-dose"], "update", ["fip-plan", "fip-oral"]),
    ("芝麻的白球比从确诊到复查是怎么变化的？", ["fip-dx", "fip-oral-done", "fip-observe"], "multi-session"),
    ("从确诊到现在，芝麻的体重一共涨了多少？", ["fip-dx", "fip-observe"], "multi-session"),
    ("芝麻打针打了多少天才换成口服的？", ["fip-plan", "fip-oral"], "temporal"),
    ("84天的疗程结束到现在过了多久？", ["fip-end"], "temporal"),
    ("小彭是做什么工作的？", [], "abstain"),
    ("芝麻吃的441是哪个牌子的？", [], "abstain"),
    ("芝麻是在哪个小区捡到的？", [], "abstain"),
    ("芝麻的绝育手术花了多少钱？", [], "abstain"),
    ("观察期里医生还安排了几次复查？", [], "abstain"),
]))

# ---------------------------------------------------------------------------
CASES.append(case("zh-gongshang-anyang", "dapeng.shi-ha", [
    ("2032-03-16T21:00:00+08:00", [
        ("gs2-injury", "兄弟，想请教点事。我叫史大鹏，41岁，在安阳豫北钢构有限公司当焊工，干了9年了，每月工资6200（税前）。3月10号上午在车间干活，行车吊的钢板滑了一下，正好砸在我右手食指上，粉碎性骨折，肌腱也断了，在安阳市人民医院做了手术，打了两根钢针。当时是车间主任老孟开车把我送到医院的。现在手包得跟粽子似的，心里没底，这事儿厂里该怎么管我？"),
        "先安心养伤。你这是在工作时间、工作场所内，因为工作原因受到的事故伤害，按照《工伤保险条例》，属于典型的应当认定为工伤的情形。流程大概是这样：第一步是工伤认定，用人单位应当在事故发生之日起30日内向当地人社部门提出工伤认定申请；如果单位不申请，你本人或者家属可以在事故发生之日起1年内自己去申请。第二步是治疗期间的待遇，认定工伤后，医疗费用按规定由工伤保险基金支付，停工留薪期内原工资福利待遇不变，由单位按月支付。第三步是伤情稳定后做劳动能力鉴定，根据伤残等级领取相应的补助。现在你要做的是把所有材料保存好：病历、诊断证明、手术记录、缴费票据，再记下当时在场的工友，以后可能需要证人证言。",
        ("gs2-boss", "厂里说会给我报工伤，但是让我先别声张，别在外面说，说医药费厂里先垫着。住院住了8天，花了2万3，都是厂里交的。"),
        "厂里先垫付医药费是好事，但“先别声张”这句话你心里要有数。有的单位不愿意报工伤，是担心影响安全生产考核或者保险费率，拖着拖着就过了30天。建议你：一是过几天礼貌地问一下人事，工伤认定申请什么时候交、交到了哪里，最好在微信上问，留下文字记录；二是自己手里保留一份病历和票据的复印件；三是记住那个1年的期限，就算厂里不报，你自己也能申请，不用怕。另外要确认一下厂里有没有给你交工伤保险，这个可以在当地社保的App或者窗口查缴费记录。",
    ]),
    ("2032-04-18T20:00:00+08:00", [
        ("gs2-delay", "都一个多月了，厂里还是没报工伤，人事光说“在走流程”，问急了就说等老板回来再说。我查了一下，单位应该在30天内报，现在已经过了。"),
        "单位超过30天没有申请，你完全可以自己申请，不需要等厂里。而且按规定，用人单位没在规定时限内提交工伤认定申请的，在此期间发生的工伤待遇等费用由用人单位负担。自己申请的话，一般需要准备：工伤认定申请表（人社局窗口领或者网上下载）、劳动合同或者其他能证明劳动关系的材料（比如工资条、工牌、考勤记录）、医疗机构出具的诊断证明或病历、身份证复印件，最好再有目击工友的证人证言。人社局受理后，一般在60日内作出认定结论。",
        ("gs2-apply", "我不等了。4月16号我自己去了安阳市人社局工伤保险科，递交了工伤认定申请。材料有劳动合同复印件、病历和诊断证明，还有证人证言，老孟和工友小付都签了字。窗口说材料齐了，受理了。"),
        "你做得很对，材料也准备得很齐。受理以后，人社局一般会给单位发一份举证通知，让单位在规定时间内说明情况，如果单位认为不是工伤，需要由单位举证。老孟是车间主任，又是他送你去的医院，他的证言分量很重。接下来保存好受理通知书，等着认定结论就行，期间如果人社局打电话核实情况，如实说明就好。",
    ]),
    ("2032-06-02T21:30:00+08:00", [
        ("gs2-recognized", "工伤认定书下来了！5月28号出的，认定为工伤。厂里之前垫的医药费，现在走工伤保险基金报销，人事态度也变好了。"),
        "恭喜，这一步最关键。拿到认定书以后，记得复印几份留底。医疗费报销由单位去社保办理，你可以问问进度。接下来等伤情稳定、医生认为可以做鉴定的时候，就可以申请劳动能力鉴定了，一般需要带着工伤认定书、病历、诊断证明和影像资料，鉴定结果决定你能拿到的一次性伤残补助金等待遇。",
        ("gs2-salary", "但是有个事挺来气的：停工这段时间，厂里每个月只给我发3000的基本工资，说奖金和加班费不算，我原来每月可是6200。"),
        "这个做法不符合规定。《工伤保险条例》第三十三条规定，职工因工作遭受事故伤害需要暂停工作接受工伤医疗的，在停工留薪期内，原工资福利待遇不变，由所在单位按月支付。这里的“原工资”一般指受伤前12个月的平均月工资，通常包括奖金、津贴和加班费等。你可以先拿着工资条跟厂里沟通，要求补足差额；如果沟通不成，可以向劳动监察大队投诉，或者申请劳动仲裁。如果经济困难，可以到当地的法律援助中心申请免费的法律援助，工伤类案件一般都符合条件。",
    ]),
    ("2032-07-18T20:15:00+08:00", [
        ("gs2-salary-fixed", "听你的，我去了安阳市法律援助中心，给我指派了一个律师，姓闫，人挺实在，陪我去跟厂里谈了一次。厂里松口了，答应停工期间按原来的6200发，之前少发的差额也补上。"),
        "太好了，有律师出面，单位一般都会认真对待。补发的差额到账后核对一下金额，最好让厂里出一个书面的说明或者在工资条上注明是补发停工留薪期工资，留个凭证。停工留薪期一般不超过12个月，伤情严重的经批准可以延长，具体时长可以参考医生的意见和当地的规定。",
        ("gs2-appraisal", "手指现在还是弯不到底，握拳握不紧，拿焊枪更是别想。医生说钢针取了，再恢复也就这样了。7月14号去做了劳动能力鉴定，现在等结果。"),
        "手指功能障碍是常见的工伤后遗症，鉴定时专家会根据关节活动度、肌力等来评定等级。鉴定结论一般在受理后60日内作出，必要时可以延长。拿到结论以后，如果对等级有异议，可以在收到结论之日起15日内向上一级劳动能力鉴定委员会申请再次鉴定。另外坚持做康复训练，即使鉴定结束了，手指功能还能有一定改善空间。",
    ]),
    ("2032-08-27T20:30:00+08:00", [
        ("gs2-level", "鉴定结果出来了，十级伤残。我想了想没离职，还是继续在厂里干，毕竟干了这么多年。不过焊工是干不了了，手指使不上劲，厂里给我调到了仓库管材料，工资降到5200。"),
        "十级伤残选择继续留在单位工作，这也是很多人的选择。按规定，十级伤残由工伤保险基金支付一次性伤残补助金，标准是7个月的本人工资；如果以后劳动合同期满终止或者你本人提出解除劳动合同，还可以领取一次性工伤医疗补助金和一次性伤残就业补助金，具体标准由各省规定。关于调岗降薪，调岗如果是因为你确实不能从事原工作，一般是合理的，但要注意是否和你协商一致、是否签了书面变更协议，工资变更最好也有书面约定，避免以后出现争议。",
        ("gs2-money", "一次性伤残补助金8月20号到账了，43400，工伤保险基金出的。总算有个着落了，这半年真是折腾。"),
        "到账了就好，这半年你一步一步都走得很扎实：自己申请认定、找法律援助要回工资、做完鉴定。建议把工伤认定书、鉴定结论、补助金到账记录、和厂里的调岗协议都整理在一起长期保存，以后如果旧伤复发需要治疗，按规定还可以继续享受工伤医疗待遇，这些材料都用得上。",
    ]),
], [
    ("我受伤那天是谁送我去的医院？", ["gs2-injury"], "single-hop"),
    ("这次住院一共花了多少钱？", ["gs2-boss"], "single-hop"),
    ("工伤认定申请里给我当证人的是哪两个人？", ["gs2-apply"], "single-hop"),
    ("我现在在厂里干的是什么岗位？", ["gs2-level"], "update", ["gs2-injury"]),
    ("史大鹏现在的月工资是多少？", ["gs2-level"], "update", ["gs2-injury"]),
    ("停工留薪期间，厂里最后是按多少钱一个月给我发工资的？", ["gs2-salary-fixed"], "update", ["gs2-salary"]),
    ("工伤认定申请最后是谁去递交的？", ["gs2-apply"], "update", ["gs2-boss"]),
    ("到账的伤残补助金相当于我受伤前几个月的工资？", ["gs2-injury", "gs2-money"], "multi-session"),
    ("帮我跟厂里谈工资的律师是哪儿来的？每个月补的差额是多少？", ["gs2-salary", "gs2-salary-fixed"], "multi-session"),
    ("人社局从受理申请到出认定书用了多长时间？", ["gs2-apply", "gs2-recognized"], "temporal"),
    ("我受伤到现在过了多久了？", ["gs2-injury"], "temporal"),
    ("给我做手术的医生姓什么？", [], "abstain"),
    ("工友小付在厂里是干什么工种的？", [], "abstain"),
    ("十级伤残的一次性伤残就业补助金具体是多少钱？", [], "abstain"),
    ("豫北钢构的老板叫什么名字？", [], "abstain"),
    ("闫律师收了我多少费用？", [], "abstain"),
]))


# ---------------------------------------------------------------------------
DESCRIPTION = (
    "Held-out blind dialogue set 40: 18 users (9 English, 9 Simplified Chinese), each chatting with an "
    "assistant over 3-5 dated sessions between March and August 2032, with about 16 questions per case "
    "asked on 2032-09-14. Domains: gestational diabetes, a vending-machine side business, an elderly "
    "father's driving licence, fly fishing, actuarial exams, an Azores family trip, radon mitigation, a "
    "reactive rescue dog, a neighbour's planning application; 骨质疏松, 保险理赔, 寄宿初中, 高尔夫, 月嫂转行, "
    "希腊自由行, 以旧换新家电, 猫传腹, 工伤认定. Later turns often word changes loosely; every update "
    "question names its superseded turns as stale; abstain questions ask for details the user never gave."
)

if __name__ == "__main__":
    write_dialogues(os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-40.json"), "dialogues-40", DESCRIPTION, CASES)
