#!/usr/bin/env python3
"""Builds dialogues-17.json: 18 multi-session user/assistant chats (9 English, 9 Simplified Chinese)
with single-hop, multi-session, update, temporal and abstain questions."""
import json
import os
import sys
from collections import Counter
from datetime import datetime

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-17.json")
CASES = []


def add(cid, user, qtime, sessions, questions):
    CASES.append(case_builder(qtime)(cid, user, sessions, questions))


# ---------------------------------------------------------------- en-1 adult cello lessons
add("en-cello-adult", "nadia_p", "2026-05-20T20:00:00-05:00", [
    ("2025-09-14T19:40:00-05:00", [
        "I finally did it. At 41 I signed up for cello lessons. My teacher is Mrs. Okafor, she teaches out of her house in Oak Park, 45-minute lessons on Saturdays at 10 for $55 each.",
        "That's wonderful, and 41 is a perfectly good age to start. Adult beginners usually progress faster than kids in the first year because they understand what they're being told. Bring a small notebook to lessons and write down the one or two things she corrects most, so you know what to focus on during the week.",
        "I'm renting a cello from Kessler Strings for now, a 4/4 student model at $32 a month. It's rent-to-own, so whatever I pay in rent counts toward buying one from them if I do it within a year.",
        "Renting first is sensible. You'll learn a lot about what you like in sound and feel before committing. Keep the receipts or check that the shop tracks your rental credit, and ask whether the credit applies to any instrument in the shop or only to a certain price range.",
        "My daughter Ivy plays violin in her middle school orchestra, she's in 7th grade, so we've been joking about duets.",
        "That's a lovely built-in practice partner. There are plenty of easy violin-cello duet books for beginners, and playing with someone early on is great for your rhythm because you can't just stop when you make a mistake.",
        "Right now I'm practicing 20 minutes a day before work, usually at 6:30am in the spare room.",
        "Twenty focused minutes a day beats a long session once a week. Start each practice with a couple of minutes of open strings to settle your bow arm, then work on whatever she assigned. If your hands feel stiff that early, run them under warm water first.",
    ]),
    ("2025-11-02T16:10:00-06:00", [
        "Sad news: Mrs. Okafor is moving to Milwaukee in December, so I have to switch teachers. I'll start with Daniel Reyes in January. He teaches at the Fine Arts Building downtown, Thursday evenings at 6:30, $70 for an hour.",
        "Sorry to lose her, but switching after a few months isn't a setback. Ask Mrs. Okafor to write a short note for Daniel about what you've covered and what habits she's been working on, so he doesn't have to start from scratch. Going from 45 minutes to an hour will also give you more time for questions.",
        "We're in Suzuki Book 1. I just got through Long, Long Ago and I'm starting May Song.",
        "Nice progress for two months. May Song introduces more string crossings, so slow it way down and make the bow changes smooth before you worry about tempo.",
        "My left thumb gets really sore. Mrs. Okafor says I'm squeezing the neck.",
        "Very common. The thumb should rest lightly behind the neck, roughly opposite the second finger, and the weight of your arm should do most of the work of pressing the strings. Try playing a scale with your thumb completely off the neck for a minute; it shows you how little squeeze you actually need.",
        "I've also bumped practice up to 35 minutes a day, but moved it to the evening after dinner since mornings were too rushed.",
        "That's a good trade. Evening practice is often more relaxed, just leave enough time that you're not playing when you're exhausted. Splitting it into two shorter chunks also works if dinner runs late.",
    ]),
    ("2026-02-08T20:25:00-06:00", [
        "Four lessons in with Daniel. He's making me go back and redo my bow hold from the basics, which is humbling.",
        "It's humbling but worth it. A new teacher fixing the bow hold early is a good sign; it's much harder to change once pieces get faster. It usually feels awkward for two or three weeks and then suddenly feels natural.",
        "Big news: I bought my own cello! An Eastman VC305 from Kessler, $2,400 before the credit. They knocked off the $160 I'd paid in rent since September.",
        "Congratulations! The VC305 is a well-regarded step-up instrument. Keep a humidifier in the case through the Chicago winter; dry indoor air is hard on new instruments, and cracks or open seams are the last thing you want.",
        "Daniel's spring studio recital is April 18 at the Fine Arts Building, and he said Ivy can join me for a violin and cello duet of Ode to Joy.",
        "What a nice first performance. Schedule a few run-throughs with Ivy where you play from start to finish without stopping, no matter what happens, because that's the skill you'll need on the day.",
        "I also joined an adult beginner string group through the park district, Sunday afternoons. There are eight of us.",
        "Ensemble playing will help your counting and listening a lot. It's also nice to have people at the same stage to compare notes with.",
    ]),
    ("2026-04-22T21:05:00-05:00", [
        "The recital got pushed from April 18 to May 9 because the hall was double booked. Ivy's relieved, more time to practice.",
        "Three extra weeks is a gift. Use the first one to tidy the tricky spots and the last two for full run-throughs, ideally once in front of someone, even just family.",
        "Daniel thinks I'll be ready for Suzuki Book 2 after the recital.",
        "That's a real milestone. Book 2 has longer pieces and more shifting, so your work on the left thumb and bow hold will pay off.",
        "I dropped the Sunday string group, it clashed with Ivy's soccer games. Maybe I'll go back in the fall.",
        "Reasonable. Groups like that usually restart in September, so it's easy to rejoin then.",
        "Also Daniel is raising his rate to $80 an hour starting in May.",
        "That's still in the normal range for a private teacher downtown. If the budget gets tight, some teachers offer a slightly cheaper rate for every-other-week lessons.",
    ]),
], [
    ("Who's teaching me cello at the moment?", ["s2:1"], "update", ["s1:1"]),
    ("What am I paying per lesson now?", ["s4:7"], "update", ["s2:1", "s1:1"]),
    ("When is the studio recital happening?", ["s4:1"], "update", ["s3:5"]),
    ("Which cello did I buy?", ["s3:3"], "single-hop"),
    ("Which piece had I just started around the time I found out I was switching teachers?", ["s2:3"], "single-hop"),
    ("Roughly how many months did I rent before I bought my own instrument?", ["s1:3", "s3:3"], "temporal"),
    ("What are Ivy and I playing together, and what does she play?", ["s1:5", "s3:5"], "multi-session"),
    ("How did the recital go?", [], "abstain"),
    ("Where exactly did Mrs. Okafor move to in Milwaukee?", [], "abstain"),
    ("What size violin does Ivy use?", [], "abstain"),
    ("What brand of strings came on my Eastman?", [], "abstain"),
])

# ---------------------------------------------------------------- en-2 hypothyroidism
add("en-thyroid-dose", "grace.lindqvist", "2026-04-05T19:00:00-04:00", [
    ("2025-03-11T21:15:00-04:00", [
        "Got my bloodwork back. My TSH is 8.9 and my family doctor, Dr. Amrita Sandhu, says it's hypothyroidism. She started me on levothyroxine, 50 mcg.",
        "That explains a lot of symptoms for many people, and it's very treatable. It usually takes about six weeks for a dose change to show up fully in your TSH, so don't expect to feel completely different in the first few days. Your doctor will likely recheck and adjust from there.",
        "I've been exhausted for months, gained about 6 kg since last summer, and my hair's been coming out in the shower.",
        "Those are all classic hypothyroid symptoms. Energy tends to improve first, over a few weeks; hair and weight take longer, often a few months once levels are in range. It's worth keeping a simple log of energy and sleep so you can tell your doctor how things change.",
        "Question: I have coffee first thing, at like 6:45. Is that a problem with the pill?",
        "Coffee can reduce how much levothyroxine you absorb. The usual advice is to take it with water on an empty stomach and wait 30 to 60 minutes before coffee or breakfast. Calcium and iron supplements should be kept about four hours apart from it too. Check with your doctor or pharmacist for your specific situation.",
        "OK, I'll take it at 6 when my alarm goes off and hold the coffee until 6:45.",
        "That's a simple routine that works for a lot of people. Keeping the bottle next to your alarm or phone charger helps you not forget.",
    ]),
    ("2025-05-06T19:30:00-04:00", [
        "Six-week recheck: TSH 5.1. Dr. Sandhu bumped me up to 75 mcg.",
        "That's movement in the right direction. Gradual increases like that are normal; doctors usually adjust in small steps and recheck after another six weeks or so.",
        "She also referred me to an endocrinologist, Dr. Marcus Feld at Sunnybrook, because my TPO antibodies came back high. First appointment is June 19.",
        "High TPO antibodies often point to Hashimoto's, an autoimmune cause, which is the most common reason for hypothyroidism. An endocrinologist can confirm and plan longer-term monitoring. Bring a list of your symptoms, your dose history and your lab results to the first visit.",
        "Energy is a bit better. I've started walking to work again, it's 2.5 km each way along the Beltline.",
        "That's great to hear. Walking is a gentle way to rebuild stamina, and it'll help with the weight side too.",
        "My pharmacy switched me from Synthroid to a generic without telling me. Is that a big deal?",
        "For most people small differences between levothyroxine products don't matter, but some people notice changes, and many endocrinologists prefer that you stay on one consistent product. If you do switch, it's common to recheck TSH about six weeks later. You can ask your doctor to write 'no substitution' if they want you on the brand.",
    ]),
    ("2025-09-23T20:05:00-04:00", [
        "Finally saw Dr. Feld. The June 19 appointment got rescheduled to August 28. He confirmed Hashimoto's.",
        "Good to have a clear diagnosis. With Hashimoto's, the main job is keeping your dose right as the thyroid's own output changes over the years, so regular bloodwork becomes part of life.",
        "My TSH is down to 2.3 on the 75 mcg. He wants me to stay on it and recheck in six months.",
        "2.3 is well within the usual target range for most adults. Six-month checks are typical once you're stable.",
        "I've lost 3 kg of the weight. And I asked the pharmacy to keep me on brand-name Synthroid consistently; insurance covers it with a note from Dr. Feld.",
        "Nice on both counts. Consistency of product removes one variable when you're interpreting your labs.",
        "My sister Karin got tested after hearing about mine, and she's hypothyroid too.",
        "It does run in families, especially the autoimmune kind. It's good she got checked; her doctor will decide whether she needs treatment based on her numbers and symptoms.",
    ]),
    ("2026-03-17T18:40:00-04:00", [
        "Six-month recheck: TSH 0.3, a bit low, and I've been getting heart palpitations. Dr. Feld changed me to 75 mcg Monday to Friday and 50 mcg on weekends.",
        "Palpitations with a low TSH can mean slightly too much hormone, so a small reduction makes sense. Alternating doses is a common way to make fine adjustments. Let him know if the palpitations don't settle over the next few weeks.",
        "I've also moved my pill to bedtime, around 10:30pm, because mornings with the kids were chaos and I kept forgetting. Dr. Feld said that's fine if I'm consistent and it's at least three hours after dinner.",
        "Bedtime dosing works well for a lot of people, as long as it's the same every night. A weekly pill organizer with separate slots makes the weekday and weekend doses harder to mix up.",
        "Next bloodwork is booked for April 28.",
        "Good. That gives the new schedule about six weeks to settle before they measure.",
    ]),
], [
    ("What's my levothyroxine dose right now?", ["s4:1"], "update", ["s2:1", "s1:1"]),
    ("When in the day do I take my thyroid pill now?", ["s4:3"], "update", ["s1:7"]),
    ("Am I on a generic or on Synthroid currently?", ["s3:5"], "update", ["s2:7"]),
    ("What was my TSH when I was first diagnosed?", ["s1:1"], "single-hop"),
    ("Which endocrinologist did I get referred to, and at what hospital?", ["s2:3"], "single-hop"),
    ("How far was my first endocrinology appointment pushed back from the original date?", ["s2:3", "s3:1"], "temporal"),
    ("Can you list my TSH results in order from the start?", ["s1:1", "s2:1", "s3:3", "s4:1"], "multi-session"),
    ("What dose is Karin on?", [], "abstain"),
    ("What was my free T4 at the last check?", [], "abstain"),
    ("How much does the brand-name Synthroid cost me each month?", [], "abstain"),
    ("Can you give me a good lentil soup recipe?", [], "abstain"),
])

# ---------------------------------------------------------------- en-3 basement apartment landlord
add("en-basement-landlord", "marco_dellasanta", "2026-04-10T09:30:00-07:00", [
    ("2025-06-03T20:00:00-07:00", [
        "We just finished converting our basement into a one-bedroom apartment in our house in Sellwood, Portland. I'm listing it at $1,450 a month, utilities included except internet.",
        "Congratulations on finishing the conversion. Before you list, confirm the unit is permitted as an accessory dwelling with the city, since that affects insurance and what you can legally advertise. Use a written screening policy applied equally to everyone, and make sure your landlord insurance covers a rented unit.",
        "There's already interest. Top pick so far is a grad student named Kenji, he's at OHSU, and he wants a 12-month lease starting July 1.",
        "A grad student on a 12-month lease is often a good fit for a basement unit. Verify income or funding, check a previous landlord reference, and put the start date and rent clearly in the lease.",
        "My wife Teresa is nervous about sharing the laundry room. We're thinking a schedule, tenant gets Tuesdays and Saturdays.",
        "A fixed schedule written into the lease or a house-rules addendum avoids a lot of friction. Mention what happens on holidays or if someone misses their day, and keep a lint trap routine so nobody blames anyone.",
        "Deposit will be one month's rent.",
        "That's common. Keep the deposit according to Oregon's rules and do a move-in inspection with photos signed by both sides; it makes move-out much easier.",
    ]),
    ("2025-08-19T21:30:00-07:00", [
        "Kenji moved in July 1 and everything's been fine, except the bathroom fan died last week. I replaced it with a Panasonic WhisperCeiling, $180 plus my Saturday.",
        "Good choice for a basement bathroom; humidity is the main enemy down there. Running it on a timer or a humidity switch after showers will help keep mold away.",
        "He asked if his girlfriend Aisha can move in. I said yes, and the rent goes up to $1,600 from September.",
        "Adding an occupant is a reasonable time to adjust rent, but do it through a signed lease amendment rather than a verbal agreement, and double-check local rules on changing rent during a fixed-term lease.",
        "Utilities are climbing though. The July electric bill was $212 versus about $140 before.",
        "A second household running AC, laundry and electronics adds up fast. If utilities are included, you might review the split at renewal.",
        "We're adding her to the lease as a co-tenant.",
        "Good. As a co-tenant she'll be jointly responsible for rent and the unit, which protects you if one of them leaves.",
    ]),
    ("2026-01-10T17:15:00-08:00", [
        "Bad news: Kenji got a postdoc in Boston, so they're leaving at the end of February. They gave notice on January 5.",
        "Sorry to lose good tenants, but that's plenty of notice. Schedule a pre-move-out walkthrough so they can fix small things themselves, and plan showings for early February.",
        "I'm thinking of raising rent to $1,650 for the next tenant and having them pay electric separately. That means a separate meter; Rose City Electric quoted $2,300.",
        "That could pay back in a couple of years given the bills you've seen. Ask whether the quote includes the permit and the utility's fees, since those sometimes come on top.",
        "Teresa wants to try Furnished Finder instead, renting furnished to traveling nurses, 3-month stays.",
        "Furnished mid-term rentals near hospitals can earn more per month, but you'll have more turnover, cleaning and vacancy risk. It's worth comparing a year of each scenario on paper.",
    ]),
    ("2026-03-28T10:30:00-07:00", [
        "New tenant moved in March 15: Brianna, a travel nurse at Providence Portland, on a 13-week contract. We went furnished after all, $1,900 a month, utilities included. We scrapped the separate meter idea.",
        "Sounds like Teresa's plan won. At $1,900 with utilities included you have room to absorb the electric bill. Keep a short house manual in the unit for Wi-Fi, trash days and the laundry schedule.",
        "Furnishing it cost us about $3,400, mostly IKEA plus a Nectar mattress.",
        "That's reasonable for a one-bedroom, and at the higher rent it should pay for itself within the first year or so.",
        "Kenji and Aisha got their whole deposit back except $75 for a cracked blind slat.",
        "That's a clean move-out. Send the itemized statement in writing within the legal deadline, even for small deductions.",
        "Laundry days are now Mondays and Thursdays for Brianna because of her shifts.",
        "Flexible of you. Put the new days in writing in the house manual so there's no confusion.",
    ]),
], [
    ("How much rent are we getting for the basement now?", ["s4:1"], "update", ["s2:3", "s1:1"]),
    ("Which days does the downstairs tenant have the laundry room?", ["s4:7"], "update", ["s1:5"]),
    ("Who's living downstairs at the moment, and where does she work?", ["s4:1"], "update", ["s2:1"]),
    ("What bathroom fan did I install?", ["s2:1"], "single-hop"),
    ("What was the electrician's quote for the meter?", ["s3:3"], "single-hop"),
    ("About how long did Kenji end up living in the unit?", ["s2:1", "s3:1"], "temporal"),
    ("How much of the deposit did Kenji and Aisha get back in dollars?", ["s1:7", "s4:5"], "multi-session"),
    ("Is Brianna going to extend past her 13 weeks?", [], "abstain"),
    ("What was the water bill last summer?", [], "abstain"),
    ("How many square feet is the basement unit?", [], "abstain"),
    ("What unit does Brianna work on at Providence?", [], "abstain"),
    ("What did the city permit for the basement conversion cost us?", [], "abstain"),
])

# ---------------------------------------------------------------- en-4 job search after a layoff
add("en-layoff-jobhunt", "devon.achebe", "2026-02-18T21:00:00-05:00", [
    ("2025-10-07T22:10:00-04:00", [
        "Got laid off today from Carrow Freight. I'd been a senior operations analyst there for six years. They're giving me 14 weeks of severance and health insurance through December.",
        "I'm sorry, that's a hard day, especially after six years. Fourteen weeks of severance gives you a real runway. In the next few days, file for unemployment if you're eligible, get your severance terms in writing, and save copies of your own performance reviews and project results before your access disappears.",
        "I want to stay in supply chain analytics. I was at $104k and I'm aiming for around $115k.",
        "That's a realistic target for a senior analyst with six years in freight. Write down three or four concrete results you drove at Carrow, with numbers, since those will anchor both your resume and your salary conversations.",
        "My friend Tasha from my old team at Carrow is at Delta TechOps now and says she'll refer me.",
        "Referrals are the single most effective channel, so take her up on it quickly. Send her a short blurb about yourself and the specific role so she can forward it without having to write anything.",
        "I'm giving myself a routine: applications in the morning at the Decatur library, gym at 2.",
        "Structure like that protects your mood as much as your search. Consider capping applications at a sensible number per day and spending some of the morning on networking messages, which tend to have a higher hit rate.",
    ]),
    ("2025-11-13T19:45:00-05:00", [
        "Update: 38 applications, 5 first-round calls. The Delta TechOps referral got me a hiring manager screen on November 20.",
        "A 5-out-of-38 callback rate is decent. For the Delta screen, prepare a two-minute story for your biggest Carrow project and questions about how their team measures success.",
        "I'm also taking the ASCM CSCP course online, planning to sit the exam in February.",
        "The CSCP is well recognized in supply chain and it signals you're investing during the gap. Block regular study time so it doesn't get squeezed by interviews.",
        "I raised my target to $120k after seeing the salary ranges posted for similar roles in Georgia.",
        "Posted ranges are good evidence. When asked, you can say you're targeting around $120k based on the market and your experience, and let them respond.",
        "Someone told me to rewrite my resume around outcomes, so I cut it from 3 pages to 2.",
        "Two pages is right for your level. Lead each bullet with the result and a number, then briefly how you did it.",
    ]),
    ("2026-01-09T18:20:00-05:00", [
        "Delta didn't work out, they went with an internal candidate. But I'm in final rounds with Home Depot's supply chain analytics team and a smaller company called Peachtree Cold Chain.",
        "Losing to an internal candidate says little about you. Having two finalist processes at once puts you in a good position to negotiate.",
        "Peachtree made an offer: $112k, 10% bonus target, hybrid with 3 days in the Norcross office.",
        "Congratulations on the first offer. Ask for a few days to decide and tell Home Depot you have an offer with a deadline; it can speed up their process.",
        "COBRA is $640 a month starting January, which is killing me.",
        "That's painful. Compare it to a marketplace plan for the gap, since depending on your income for the year you may qualify for subsidies.",
        "The CSCP exam got pushed to March 14 because I want more time on the practice tests.",
        "Sensible, especially with interviews landing now. Aim to be scoring comfortably on full practice tests before the day.",
    ]),
    ("2026-02-02T20:00:00-05:00", [
        "I accepted an offer! Not Peachtree. Home Depot came in at $121k plus an 8% bonus. It's fully in-office at the Vinings campus, but I'm taking it. Start date is February 23.",
        "Congratulations, that's a great outcome and above your target. Get the offer letter signed and confirm the start date and benefits start in writing.",
        "I turned down Peachtree. They countered at $118k but I'd already decided.",
        "Declining politely keeps the door open. A short thank-you note to the hiring manager is worth sending.",
        "Health insurance starts on day one, so I can drop COBRA after February.",
        "Good. Don't cancel COBRA until you have confirmation your new coverage is active.",
        "Tasha and I are celebrating at Kimball House on Friday.",
        "She earned that dinner. Enjoy it.",
    ]),
], [
    ("What salary target did I end up going after during the search?", ["s2:5"], "update", ["s1:3"]),
    ("When is my CSCP exam?", ["s3:7"], "update", ["s2:3"]),
    ("What was Peachtree's last offer before I said no?", ["s4:3"], "update", ["s3:3"]),
    ("What's the comp on the Home Depot offer?", ["s4:1"], "single-hop"),
    ("What's my first day at the new job?", ["s4:1"], "temporal"),
    ("How many weeks will I have been out of work between the layoff and my start date?", ["s1:1", "s4:1"], "temporal"),
    ("What happened with Tasha's referral?", ["s1:5", "s2:1", "s3:1"], "multi-session"),
    ("How big a jump is my new base salary over what I made at Carrow?", ["s1:3", "s4:1"], "multi-session"),
    ("What's my new manager's name?", [], "abstain"),
    ("Did I pass the CSCP?", [], "abstain"),
    ("How many days of PTO does the Home Depot job come with?", [], "abstain"),
    ("Can you explain how 401(k) vesting schedules usually work?", [], "abstain"),
])

# ---------------------------------------------------------------- en-5 garage woodworking
add("en-garage-woodshop", "ruth_whitaker", "2025-12-01T19:00:00+00:00", [
    ("2025-04-12T14:30:00+01:00", [
        "I've set up a small woodworking shop in our single garage in Bishopston. First big project: a dining table for my sister Harriet, who's just moved into a flat in Bath. Solid oak, 180 by 90 cm, seats six.",
        "What a lovely first big project. A table that size is very doable without a huge shop. Let the timber acclimatise in the garage for a couple of weeks before you cut it, and plan how you'll attach the top so it can move with the seasons, using buttons or figure-eight fasteners rather than gluing it down.",
        "Tools so far: a Makita track saw, a Bosch router and a cheap Evolution mitre saw. No table saw, the garage is too small.",
        "A track saw covers most of what a table saw does for furniture, especially ripping and squaring up wide panels. With a router and a straight bit you can also cut tenons and clean up glue joints.",
        "Vastern Timber quoted £640 for the oak.",
        "That's in the expected range for a table that size in European oak. Ask for a little extra length so you can cut around any checks or knots at the ends.",
        "Harriet wants it done for her housewarming on 14 June.",
        "That's about nine weeks, which is doable if you keep moving. Work backwards: finish needs a week or so to cure, so aim to have the glue-ups done by late May.",
    ]),
    ("2025-05-25T18:00:00+01:00", [
        "Change of plan. Harriet's flat is smaller than she thought, so the table is now 160 by 85 and seats four to six. And she wants walnut instead of oak.",
        "Walnut will look beautiful, and a smaller top is easier to flatten in a small shop. Check your leg positions against the new length so people at the ends still have knee room.",
        "The walnut cost £910, from a different yard, Interesting Timbers down near Emborough.",
        "Walnut is pricier, so that's about what I'd expect. Sort the boards for colour before you glue up the top; walnut sapwood is much paler and stands out.",
        "Luckily the housewarming moved to 5 July, because the leg joinery is taking ages. I'm doing drawbored mortise and tenons.",
        "Drawboring is a great choice for a table base, it pulls the joints tight and holds even if the glue fails. Offset the pegs about a millimetre and a half, and use a tapered pin to test first.",
        "For the finish I'm thinking Osmo Polyx hardwax oil, satin.",
        "Osmo is forgiving and easy to repair, which suits a dining table. Apply two very thin coats and buff off excess; thick coats stay tacky.",
    ]),
    ("2025-08-03T16:45:00+01:00", [
        "Delivered the table the day before the housewarming. Harriet cried. We had to take the legs off to get it up her stairs.",
        "That's the best kind of reaction. Good thing the base could come apart; if you used bolts or knock-down fittings for the aprons, tell her where the hex key is for the next move.",
        "I bought a used Axminster bandsaw off Facebook Marketplace for £380.",
        "A bandsaw is a great second big tool for a small shop. Fit a fresh blade and set up the guides carefully, and it'll resaw and cut curves far better than anything else you've got.",
        "Next up: a walnut bench to match the table, and then my neighbour Colin wants a bookcase.",
        "A matching bench is a nice way to use up walnut offcuts. A bookcase is mostly about flat, square carcass work, so the track saw will earn its keep.",
        "I sold the Evolution mitre saw for £90. I hardly ever used it.",
        "That makes sense in a small garage. A Japanese pull saw and a shooting board can cover most crosscuts.",
    ]),
    ("2025-11-16T15:20:00+00:00", [
        "Colin's bookcase is a proper paid commission, £450. It's oak, six shelves, and due by Christmas.",
        "Congratulations on your first commission. Get a simple written agreement with the size, finish, price and a deposit, even with a neighbour.",
        "The bench for Harriet is on hold. She wants chairs instead now, and chairs scare me.",
        "Chairs are a big step up, with angled joinery and lots of stress on every joint. A simple ladderback or a kit-based design is a gentler first chair if you decide to try.",
        "The garage gets freezing, so I bought a Dimplex oil-filled radiator so the glue will actually cure.",
        "Good idea. Most PVA glues need to stay above about 10°C, and your finish will cure better too. Keep the radiator clear of shavings and dust.",
    ]),
], [
    ("Which wood is Harriet's table made of?", ["s2:1"], "update", ["s1:1"]),
    ("What date was Harriet's housewarming in the end?", ["s2:5"], "update", ["s1:7"]),
    ("After the table, what is Harriet asking me to make for her now?", ["s4:3"], "update", ["s3:5"]),
    ("On what date did I actually hand over the table?", ["s3:1", "s2:5"], "temporal"),
    ("How much is Colin paying me for the bookcase?", ["s4:1"], "single-hop"),
    ("Which power saws do I still have in the garage?", ["s1:3", "s3:3", "s3:7"], "multi-session"),
    ("How much more did the walnut cost than the oak I was first quoted?", ["s1:5", "s2:3"], "multi-session"),
    ("What finish am I putting on Colin's bookcase?", [], "abstain"),
    ("How tall is the bookcase going to be?", [], "abstain"),
    ("How much did the oak for Colin's bookcase cost me?", [], "abstain"),
    ("What did Harriet cook for her housewarming?", [], "abstain"),
    ("What's the best way to sharpen a chisel?", [], "abstain"),
])

# ---------------------------------------------------------------- en-6 amateur radio
add("en-ham-radio", "lin.harrow", "2026-03-01T20:00:00-07:00", [
    ("2025-07-20T20:30:00-06:00", [
        "I've started studying for my amateur radio Technician license, using HamStudy.org and the ARRL manual. The exam session is with the Boulder Amateur Radio Club on August 16.",
        "Good combination. HamStudy's spaced repetition is very effective for the question pool, and the ARRL manual helps the electronics questions make sense. Most people are ready in three to five weeks of steady study.",
        "My grandpa Walt had a license back in the 70s. I'm hoping to find his old callsign in the papers in our attic.",
        "What a nice connection. Old QSL cards or logbooks are usually where callsigns turn up. If you find it, you can sometimes apply for a deceased relative's callsign as a vanity call once it has been expired long enough.",
        "Budget for a first radio is about $100. I'm eyeing a Baofeng UV-5R.",
        "It's the classic cheap starter. Some people find the menus and receive quality frustrating, so it's worth comparing with a basic dual-band handheld from one of the bigger brands in the same price range.",
        "My practice scores are around 70% and passing is 74%.",
        "You're close. Focus on the sections you miss most, probably electrical principles or rules, and aim to hit the mid-80s on practice tests before exam day so nerves don't matter.",
    ]),
    ("2025-08-24T19:10:00-06:00", [
        "Passed! 33 out of 35 on August 16. My callsign came through on the 21st: KF0QZL.",
        "Congratulations and welcome to the hobby! Write it on a sticky note by the radio until it's automatic, and remember to identify every ten minutes and at the end of a contact.",
        "I ended up buying a Yaesu FT-65 instead of the Baofeng, $90 at Ham Radio Outlet in Denver.",
        "Solid choice, it's a simple, well-built handheld with good audio. A better antenna than the stock one is the cheapest upgrade you can make.",
        "I checked into my first net, the Boulder County ARES net, Tuesday nights at 8.",
        "Nets are the perfect way to get comfortable on the air. Listen to how others check in and copy the format.",
        "And I found grandpa's callsign: WA0KRB. He was licensed in 1974.",
        "That's a wonderful find. Maybe frame one of his old QSL cards if there are any.",
    ]),
    ("2025-12-06T14:00:00-07:00", [
        "Going for General now. The exam is January 10, same club.",
        "The General pool is a bigger jump in theory, especially propagation and antennas, but the same study method works. Start with the sections that are new rather than the ones that overlap with Technician.",
        "I bought an HF rig, a used Icom IC-7300 for $850 from a guy in Longmont. The antenna will be an end-fed half-wave in the backyard.",
        "The 7300 is a fantastic first HF radio at that price. An end-fed half-wave is a good fit for a small yard; you'll want a decent ground and a choke near the feedpoint to keep RF out of the shack.",
        "My HOA manager, Sheila, says antennas can't be visible from the street, so I'm running it along the back fence.",
        "Fence-line end-feds are a classic stealth solution. Thin wire is nearly invisible from a distance.",
    ]),
    ("2026-02-15T21:00:00-07:00", [
        "Passed General on January 10, 31 out of 35. And I made my first HF contact: a guy in Ohio on 40 meters.",
        "Congratulations twice! Your first HF contact is a memorable one; log it.",
        "I switched nets. I now check into the Colorado section traffic net on Sunday evenings instead of ARES on Tuesdays, because Tuesdays are my kid's swim practice.",
        "Traffic nets are good practice for clear, formal operating. You can always drop into ARES again later.",
        "I applied for a vanity callsign: grandpa's WA0KRB. It's been expired long enough.",
        "That would be a lovely tribute. Vanity applications take a few weeks to process, so keep using your current call until it's granted.",
        "Also I sold the FT-65 to my coworker Jamal for $50 and got a Kenwood TH-D75 for $650 so I can play with APRS.",
        "Big upgrade; the D75 is one of the most capable handhelds around, and APRS is a fun rabbit hole.",
    ]),
], [
    ("What handheld am I using now?", ["s4:7"], "update", ["s2:3"]),
    ("Which net do I check into these days?", ["s4:3"], "update", ["s2:5"]),
    ("What's my callsign?", ["s2:1"], "single-hop"),
    ("What license class do I hold right now?", ["s4:1"], "update", ["s2:1"]),
    ("What was Grandpa Walt's callsign, and when was he first licensed?", ["s2:7"], "single-hop"),
    ("How did I do on my Technician exam and when was it?", ["s2:1"], "temporal"),
    ("How long after my Technician exam did I pass General?", ["s2:1", "s4:1"], "temporal"),
    ("How did my first radio compare to the one I'd planned on buying?", ["s1:5", "s2:3"], "multi-session"),
    ("Did the vanity callsign come through?", [], "abstain", None, "2026-03-10T19:00:00-06:00"),
    ("What was the name of the Ohio ham I talked to?", [], "abstain"),
    ("How long is the end-fed wire in my yard?", [], "abstain"),
    ("What are the Extra class privileges on 20 meters?", [], "abstain"),
])

# ---------------------------------------------------------------- en-7 riding lessons and a part-loan horse
add("en-riding-kildare", "hannah_b", "2026-02-10T19:30:00+00:00", [
    ("2025-05-10T18:20:00+01:00", [
        "I've started riding lessons at Ballyfair Equestrian outside Kildare town. Group lessons on Wednesday evenings, €40 each. My instructor is Siobhán.",
        "How exciting. Group lessons are a good way back in, and a regular weekly slot builds the muscle memory quickly. Tell Siobhán your goals early so she can pitch exercises at the right level.",
        "I'm riding a cob called Murphy, 15.2 hands, very patient. I'm 52 and I haven't ridden since I was a teenager.",
        "A steady cob is exactly what you want coming back to it. Your body will remember more than you expect, but your fitness and flexibility won't be where they were at sixteen, so expect some sore muscles in the first few weeks.",
        "I bought a helmet, a Charles Owen for €180, and I'm borrowing boots from my niece Aoife.",
        "A properly fitted helmet is the one thing worth spending on. Make sure whatever boots you use have a small heel so your foot can't slide through the stirrup.",
        "My goal is to be cantering confidently by the end of summer.",
        "Very achievable with weekly lessons. A secure rising trot and being able to sit the trot for a few strides are the usual building blocks before canter.",
    ]),
    ("2025-08-02T20:00:00+01:00", [
        "I cantered! July 23rd, on Murphy, two full laps of the arena.",
        "Brilliant, and ahead of your end-of-summer goal. The first canters are often a blur; next you'll find you can start thinking about your position during it.",
        "I've switched to private lessons, Saturdays at 9, €65. The group was too big.",
        "Private lessons will move you on faster since all the feedback is for you. Even thirty minutes one-to-one can be worth more than an hour in a busy group.",
        "Siobhán suggested I think about a part-loan. There's a mare called Willow, an Irish Draught cross, whose owner wants someone three days a week for €200 a month.",
        "A part-loan is a great way to get more saddle time and learn day-to-day care without owning. Get a written agreement that covers which days are yours, who pays the vet and farrier, and what happens if the horse is lame.",
        "And I bought my own boots at last, Ariat paddock boots, €150.",
        "Nice. Pair them with half-chaps and you'll have most of the benefit of long boots for much less.",
    ]),
    ("2025-10-19T17:40:00+01:00", [
        "I started the part-loan with Willow on October 1st. I ride her Tuesdays, Thursdays and Sundays. Her owner is Gráinne, she's a vet nurse.",
        "Having an owner who's a vet nurse is reassuring. Ask her about Willow's quirks and routine, and keep a simple log of what you did each ride so you can both see how she's going.",
        "Willow is much more forward than Murphy. She spooked at a plastic bag on Thursday and I came off. Bruised hip, nothing broken.",
        "Glad you're alright. Forward horses often settle with lots of transitions and work on a circle before you ask for much else. If your confidence is dented, a lesson on her with Siobhán can help.",
        "I'm dropping the Saturday private lessons to every other week to save money, now that I'm paying for the loan.",
        "That's a reasonable balance. With three rides a week on Willow you'll still get plenty of practice, and the fortnightly lesson keeps you on track.",
        "I bought an air vest, a Hit-Air, €420.",
        "After a fall that's a sensible investment. Remember to clip the lanyard to the saddle every single time.",
    ]),
    ("2026-01-25T16:00:00+00:00", [
        "Gráinne moved Willow to a yard in Naas, and the loan price went up to €240 a month because the livery there is dearer.",
        "That's an understandable increase. Check how the drive to Naas fits your week, since more travel time can eat into riding time.",
        "My days changed too. I ride her Mondays, Wednesdays and Saturdays now.",
        "Having a set pattern still gives her consistency. Update your written agreement with the new days and price.",
        "I've entered my first local dressage test, Prelim 12, at Ballyfair on March 8.",
        "Exciting. Learn the test so well you could ride it half asleep, and practise the movements in bits rather than drilling the whole test on Willow every day, or she'll start anticipating.",
        "Murphy retired at Christmas. He's 24 now. I cried.",
        "He sounds like he was a wonderful schoolmaster. It's nice that he got to retire after teaching so many people, you included.",
    ]),
], [
    ("How much am I paying for the Willow part-loan now?", ["s4:1"], "update", ["s2:5"]),
    ("What days do I ride Willow these days?", ["s4:3"], "update", ["s3:1"]),
    ("How often am I having private lessons now?", ["s3:5"], "update", ["s2:3"]),
    ("When did I canter for the first time?", ["s2:1"], "temporal"),
    ("What breed is Willow?", ["s2:5"], "single-hop"),
    ("Who owns Willow, and what does she do for work?", ["s3:1"], "single-hop"),
    ("Which horse did I learn on, and what's become of him?", ["s1:3", "s4:7"], "multi-session"),
    ("What did I score in my first dressage test?", [], "abstain"),
    ("How old is Willow?", [], "abstain"),
    ("What does livery cost at the new yard in Naas?", [], "abstain"),
    ("How much does Willow's farrier charge?", [], "abstain"),
    ("Does Aoife ride at Ballyfair too?", [], "abstain"),
])

# ---------------------------------------------------------------- en-8 family reunion for grandma's 90th
add("en-reunion-lupe90", "bea_castillo", "2026-05-28T20:00:00-05:00", [
    ("2025-09-02T21:00:00-05:00", [
        "I volunteered to organize the Castillo family reunion for next summer. My grandma Lupe turns 90 on June 20, so we're doing it around her birthday. I'm expecting about 60 people.",
        "What a wonderful thing to organize. With nine months you have time, but venues and caterers for summer weekends book up early. A simple shared spreadsheet for RSVPs, contributions and tasks will save you a lot of texting.",
        "Venue idea: the pavilion at McAllister Park, which is $150 to reserve. My cousin Rudy says it's way too hot in June to be outdoors.",
        "Rudy has a point for San Antonio in late June, especially for a 90-year-old guest of honor. If you go outdoors, plan shade, fans, lots of water and an indoor backup. An indoor hall costs more but removes the heat risk.",
        "Budget: each household chips in $75, and there are about 18 households.",
        "That gives you around $1,350 to work with. Decide early what that covers, like venue, food, decorations, and whether families bring sides, so nobody is surprised.",
        "I'm thinking Saturday June 20 itself, since her birthday falls on a Saturday next year.",
        "Having it on her actual birthday is a nice touch, and a Saturday makes it easier for people who have to travel.",
    ]),
    ("2025-11-15T19:30:00-06:00", [
        "Rudy won. We're going indoors: I booked the parish hall at St. Mary Magdalen, Grandma's church, $400 for the day.",
        "Good call for her comfort. Ask about the kitchen, tables and chairs, set-up and clean-up times, and whether they allow outside caterers or alcohol.",
        "RSVPs are at 72 already, more than I thought. All the Houston cousins are coming.",
        "A good problem to have. Confirm the hall's capacity and keep a small buffer in your food order for late additions.",
        "Catering: Garza's Barbacoa, $14 a head for brisket, rice, beans and tortillas.",
        "That's a crowd-pleasing menu at a fair price. Ask whether they deliver and set up, and how many servers are included.",
        "I raised the contribution to $100 a household because of the hall.",
        "Makes sense with the bigger headcount and venue cost. A short note explaining why usually heads off grumbling.",
    ]),
    ("2026-02-22T20:15:00-06:00", [
        "T-shirts are ordered. My niece Daniela designed them, they say 'Lupe's 90', and we got 80 from CustomInk at $11.40 each.",
        "Those will make great photos. Order a few extra small sizes for the kids if you haven't; they always run out first.",
        "Bad news, the parish hall double-booked us with a wedding on June 20. We've moved to Sunday June 21 at the same hall.",
        "Annoying, but at least you kept the venue. Send the new date to everyone in one clear message, and tell the caterer right away.",
        "Grandma doesn't know about the slideshow. My brother Marco is scanning old photos for it.",
        "That'll probably be the emotional high point. Ask relatives to send captions or names for older photos so Marco can label people.",
        "Rudy's in charge of music. He booked Mariachi Los Reyes for one hour, $650.",
        "Live mariachi for a 90th is perfect. Have them play her favorite song when she arrives or for the cake.",
    ]),
    ("2026-05-10T18:00:00-05:00", [
        "Final RSVP count is 84. And we had to switch caterers: Garza's closed in April, so now it's Chela's Kitchen at $16 a head.",
        "Good that you found someone in time. At 84 people, confirm the final count with Chela's about a week before, including kids' portions.",
        "Marco has 340 photos scanned and the slideshow runs 12 minutes.",
        "Twelve minutes is about right for a crowd's attention. Test it on the hall's projector or TV ahead of time.",
        "Grandma fell in March and broke her wrist. She's fine, but we need a wheelchair-accessible entrance, and luckily the hall has a ramp.",
        "Glad she's recovering. Reserve a comfortable seat for her near the entrance and the restroom, and keep the path from the car to her table clear.",
        "We also added a casual Saturday night cookout at my house for the out-of-town cousins.",
        "That's a nice way to spread the visiting out so Sunday isn't overwhelming for her.",
    ]),
], [
    ("What day is the reunion on now?", ["s3:3"], "update", ["s1:7"], "2026-06-02T19:00:00-05:00"),
    ("Who's catering, and how much per person?", ["s4:1"], "update", ["s2:5"]),
    ("How many people are coming?", ["s4:1"], "update", ["s2:3", "s1:1"]),
    ("Who made the T-shirt design, and how many shirts did we order?", ["s3:1"], "single-hop"),
    ("What's the mariachi costing us?", ["s3:7"], "single-hop"),
    ("What happened to Grandma back in March?", ["s4:5"], "temporal"),
    ("What has Rudy had a hand in for the reunion?", ["s1:3", "s2:1", "s3:7"], "multi-session"),
    ("What color are the reunion shirts?", [], "abstain"),
    ("Which songs is the mariachi going to play?", [], "abstain"),
    ("Where are the Houston cousins staying?", [], "abstain"),
    ("What flavor is Grandma's birthday cake going to be?", [], "abstain"),
    ("What's a good gift for someone turning 90?", [], "abstain"),
])

# ---------------------------------------------------------------- en-9 e-bike commuting in London
add("en-ebike-london", "sam.oduya", "2026-02-05T08:00:00+00:00", [
    ("2025-03-02T19:15:00+00:00", [
        "I'm done with the Victoria line. I'm thinking of getting an e-bike for my commute from Walthamstow to my office in Farringdon. It's about 11 km.",
        "Eleven kilometres is a sweet spot for an e-bike: long enough that the motor really helps, short enough that you won't worry about range. Try a few models if you can, and plan a route that uses the cycle superhighways and quieter streets rather than the fastest road.",
        "I'd go through the Cycle to Work scheme at my company, Halden & Pryce. The limit is £2,500 and it saves about 32% for me.",
        "That's a big saving. Check whether your employer's provider lets you buy from the shop you want and whether accessories like locks and lights can go on the same certificate.",
        "Shortlist: Ribble Hybrid AL e, Tern Vektron and a Brompton Electric. Leaning towards the Ribble at £2,199.",
        "The Ribble is light for an e-bike and under your limit with room for accessories. The Tern is more of a cargo-friendly utility bike, and the Brompton folds, which matters mainly if you need to combine it with trains or store it inside.",
        "My partner Femi thinks it'll get nicked at the office.",
        "A fair worry in London. Two good locks of different types, a secure indoor spot at work and registering the frame number go a long way. Some home insurance policies cover bikes away from home too.",
    ]),
    ("2025-04-20T20:40:00+01:00", [
        "Got it! Went with the Ribble Hybrid AL e, £2,199 through Cycle to Work. Collected it on April 12.",
        "Congratulations. Do a few weekend rides on your commute route before your first workday ride so you know the junctions and how long it takes.",
        "The commute is 38 minutes door to door versus 52 on the tube. Route is Lea Bridge Road, then CS1 through Hackney.",
        "That's a great saving, and a reliable time too, since bikes don't get signal failures. Keep an eye on the Lea Bridge Road junctions, which can be busy.",
        "Locks: a Kryptonite New York Fahgettaboudit and a Hiplok cable. The office has a basement bike cage.",
        "That's a serious D-lock. Lock the frame and rear wheel with the D-lock and loop the cable through the front wheel.",
        "I'm doing three days a week by bike, tube the other two.",
        "A good way to build up. You'll get a feel for which weather you're happy to ride in.",
    ]),
    ("2025-09-14T18:00:00+01:00", [
        "Five months in and I'm cycling all five days now, even Fridays.",
        "That's a great habit. You've probably noticed your fitness improving even with the motor.",
        "First puncture last week on CS1. Fixed it at the roadside in 15 minutes and then switched the tyres to Schwalbe Marathon Plus.",
        "Marathon Plus tyres are about as puncture-resistant as it gets; they're heavier, but on an e-bike you won't really feel it.",
        "Total on the bike computer is 1,860 km so far.",
        "That's a lot of tube fares saved, and worth thinking about a first service soon, chains and brake pads wear faster on e-bikes.",
        "Also the office moved! Halden & Pryce went from Farringdon to King's Cross in August, so my ride is now about 9 km.",
        "Shorter and still straightforward from Hackney. Check the new building's bike parking and showers.",
    ]),
    ("2026-01-18T17:30:00+00:00", [
        "Winter mode: since December I'm down to three days a week, Monday, Wednesday and Friday. It's just too dark and wet.",
        "Very reasonable. Good lights front and rear and something reflective make the dark evenings safer on the days you do ride.",
        "The battery range has dropped in the cold, from about 80 km to 55.",
        "Lithium batteries lose range in cold weather. Store and charge the battery indoors and only put it on the bike right before you leave.",
        "Femi got an e-bike too, a Tern HSD, so we ride together to Epping Forest on weekends.",
        "That's a nice turnaround from the worry about theft. Epping Forest is a great weekend ride from Walthamstow.",
        "The bike had its first service at Spokes & Co on Hoe Street, £85, new chain and brake pads.",
        "That's fair for a full service with parts. Regular chain cleaning will stretch out the time to the next one.",
    ]),
], [
    ("How many days a week am I biking to work at the moment?", ["s4:1"], "update", ["s3:1", "s2:7"]),
    ("How far is my ride to work these days?", ["s3:7"], "update", ["s1:1"]),
    ("Which e-bike did I buy, and what did it cost?", ["s2:1"], "single-hop"),
    ("Roughly how many months have I had the e-bike now?", ["s2:1"], "temporal", None, "2026-02-12T08:30:00+00:00"),
    ("How long after getting the bike was I riding every weekday?", ["s2:1", "s3:1"], "temporal"),
    ("What was Femi worried about at first, and what bike does Femi ride now?", ["s1:7", "s4:5"], "multi-session"),
    ("Back when I started riding, how much quicker was the bike than the tube?", ["s2:3"], "single-hop"),
    ("What's the range on Femi's Tern?", [], "abstain"),
    ("Which helmet do I wear?", [], "abstain"),
    ("When does my Cycle to Work salary sacrifice finish?", [], "abstain"),
    ("How do I get a stuck seatpost out of a frame?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-1 退休学二胡
add("zh-erhu-jinan", "wang_lihua", "2026-01-10T20:00:00+08:00", [
    ("2025-03-08T19:30:00+08:00", [
        "我今年刚退休,报了老年大学的二胡班,每周二上午九点上课,一学期 480 块。老师姓周,是从山东艺术学院退下来的。",
        "恭喜开始新爱好!有专业院校出身的老师带入门很难得,基本功会打得扎实。刚开始最重要的是持弓和坐姿,宁可慢一点也要姿势对,后面换把、揉弦都会顺很多。",
        "现在先用我老伴儿以前买的一把二胡,苏州产的,大概十来年了,蟒皮有点松。",
        "老琴放久了蟒皮松是常见的,天气潮的时候会更明显,音色发闷。可以请周老师帮忙看看还能不能调,实在不行再考虑换琴,入门阶段先别急着花大钱。",
        "我们班 22 个人,我算年纪小的,才 56。",
        "老年大学的班里氛围一般都很好,大家互相交流进度,也容易坚持下去。",
        "周老师让我们每天练空弦,至少半小时。",
        "空弦看着枯燥,其实是在练运弓的平稳和音色。可以对着镜子练,看弓杆是不是一直跟琴筒平行,每天半小时坚持下来,两三个月就能听出区别。",
    ]),
    ("2025-05-17T20:10:00+08:00", [
        "换琴了!在泉城路一家乐器行买了把紫檀二胡,2800 块,老伴儿说我太舍得了。",
        "恭喜!紫檀二胡在中档琴里音色比较饱满,对坚持练下去的人来说值得。新琴头几个月音色还会慢慢变化,多拉就会越来越开。记得平时放琴盒里,别靠暖气和窗边。",
        "现在在练《茉莉花》,换把还是不顺。",
        "换把不顺很正常。可以把换把的那两个音单独拿出来,慢速反复练,手指在弦上轻轻滑过去,先求准再求快,熟练了再放回整首曲子里。",
        "每天练琴时间加到一个小时了,早上在公园练,有邻居嫌吵。",
        "一小时是不错的量,可以分成两段,中间休息一下手腕。公园早上人多,可以找个离住宅区远一点的角落,或者装个弱音器。",
        "周老师说秋天可以考虑报中国音协的二胡考级,从三级开始。",
        "考级是个很好的阶段性目标,会逼着自己把曲子拉完整、拉稳。三级的曲目难度对学了半年多的人来说比较合适。",
    ]),
    ("2025-09-21T21:00:00+08:00", [
        "周老师身体不好,这学期不教了,换成了一位年轻的李老师,三十出头,教得快。",
        "换老师需要适应一下。年轻老师节奏快,有不懂的地方要及时问,别不好意思。也可以把周老师之前强调过的要点告诉李老师,方便衔接。",
        "考级报名了,报的是四级,不是三级,李老师说我可以跳一级。考试时间是 12 月 14 号。",
        "跳级说明老师觉得你的基础不错。离考试还有不到三个月,建议先把考级曲目定下来,每天固定拉一遍完整的,再针对难点慢练。",
        "早上不去公园了,改到小区地下车库练,没人嫌吵。",
        "车库回声大,自己听起来会比实际响,也容易听不清音准,偶尔可以录音回放检查一下。",
        "另外老年大学学费涨到 560 了。",
        "涨了不少,不过一周一次课,算下来每节课还是比外面的私教便宜很多。",
    ]),
    ("2025-12-28T19:00:00+08:00", [
        "考级考完了!12 月 14 号考的,考的曲子是《良宵》,成绩还没出来,说是一月底公布。",
        "辛苦了!《良宵》很考验揉弦和情感表达,能拿它去考说明练得很扎实。等成绩的这段时间可以放松一下,练点自己喜欢的曲子。",
        "女儿从杭州给我寄了一把新琴弓,马尾的,380 块。",
        "女儿真贴心。新弓刚开始要多上点松香,马尾才能挂得住弦,拉几天声音就顺了。",
        "春节前社区有联欢会,1 月 25 号,我准备跟班上两个同学合奏一首《喜洋洋》。",
        "《喜洋洋》节奏明快,很适合过年的气氛。合奏的话提前多合几次,重点把开头和结尾对齐,中间即使有小失误观众也听不出来。",
    ]),
], [
    ("我现在的二胡老师是谁?", ["s3:1"], "update", ["s1:1"]),
    ("老年大学二胡班现在一学期交多少钱?", ["s3:7"], "update", ["s1:1"]),
    ("我考级最后报的是几级?", ["s3:3"], "update", ["s2:7"]),
    ("那把紫檀二胡是在哪儿买的,花了多少?", ["s2:1"], "single-hop"),
    ("考级那天是几号,拉的哪首曲子?", ["s4:1"], "temporal"),
    ("从报二胡班到去考级,中间大概隔了几个月?", ["s1:1", "s4:1"], "temporal"),
    ("我先后用过的两把二胡分别是怎么来的?", ["s1:3", "s2:1"], "multi-session"),
    ("我的考级成绩是多少?", [], "abstain"),
    ("李老师全名叫什么?", [], "abstain"),
    ("我老伴儿会不会拉什么乐器?", [], "abstain"),
    ("社区联欢会上我们的《喜洋洋》拉得怎么样?", [], "abstain"),
    ("二胡的千斤应该怎么调高低?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-2 大理开民宿
add("zh-minsu-xizhou", "chen_yu_dali", "2026-02-01T21:00:00+08:00", [
    ("2025-04-05T22:00:00+08:00", [
        "我和老公辞职从上海搬到大理了,在喜洲租了一个白族老院子,准备开民宿。租金一年 12 万,签了 8 年。",
        "好大的决定,祝贺你们迈出这一步!长租老院子,合同里要特别注意几点:房东是否同意改造和经营民宿、装修投入在提前解约时怎么算、租金递增的方式,还有消防和特种行业许可由谁来办。",
        "院子有 6 间房,打算先装修 5 间出来,预算 60 万。",
        "先做 5 间、留 1 间缓冲是稳妥的思路。老房子装修最容易超支的是水电、防水和结构加固,建议预留 15% 到 20% 的不可预见费用。",
        "名字想叫'慢半拍'。",
        "挺有感觉的名字,跟大理的慢生活调性很搭,也好记。可以先查一下各平台和商标有没有重名。",
        "计划七月中旬开业,赶上暑假。",
        "暑假是大理的旺季,能赶上当然好。不过从现在算只有三个多月,老院子改造加上证照办理,时间比较紧,最好给自己留出推迟的余地。",
    ]),
    ("2025-07-02T21:30:00+08:00", [
        "装修超预算了,已经花到 72 万,主要是防水和热水系统。开业推到 8 月 1 号。",
        "老房子这两项确实是大头,而且是不能省的地方,做好了后面少很多投诉。推迟两周换来更稳的开业也值得,8 月依然在暑期旺季里。",
        "房价定了:普通大床房 398,看稻田的景观房 568。",
        "定价在喜洲这一带比较合理。开业初期可以用小幅优惠换前几十条好评,评价起来之后再慢慢把价格拉回来。",
        "招了一个本地阿姨做保洁,杨姐,月薪 3500,包午饭。",
        "本地阿姨熟悉环境,沟通也方便。把每间房的清洁流程写成清单贴在布草间,可以保证标准统一。",
        "平台先上携程和小红书,美团先不上。",
        "先集中精力做两个平台是好的,小红书适合做内容种草,携程带来稳定订单,等运营顺了再考虑扩展。",
    ]),
    ("2025-10-12T20:00:00+08:00", [
        "8 月 1 号顺利开业了,8 月入住率 82%,9 月掉到 55%。",
        "开业第一个月就有 82% 很不错。9 月开学后回落是正常的季节规律,可以想想淡季针对哪些客群,比如数字游民、长住客或者周边自驾游。",
        "国庆七天全满,房价涨到普通房 598,景观房 788。国庆过后恢复平时价格了。",
        "黄金周满房又提了价,这几天的收入应该很可观。节后可以把这批客人的好评好好利用起来。",
        "老公想把第六间房也改出来,做成亲子房,预算 8 万。",
        "亲子客群在大理挺多,而且一般住得久。改造时注意插座保护、床的高度和防撞处理,这些细节在评价里经常被提到。",
        "杨姐要回老家照顾孙子,10 月底就走,我们在找新人。",
        "可以提前请她帮忙带一带新人,把清洁流程交接清楚,尽量避免空档期。",
    ]),
    ("2026-01-20T19:45:00+08:00", [
        "新保洁找到了,叫小赵,90 后的白族姑娘,月薪 4000,会拍照,还能帮我们弄小红书。",
        "这个人选太合适了,一人兼顾保洁和内容,等于多了半个运营。可以考虑给她设一点跟内容效果挂钩的奖励。",
        "淡季把房价调低了:大床房 298,景观房 428。",
        "淡季降价保入住率是常见做法,也可以试试连住优惠,比如住三晚打折,能减少换房清洁的成本。",
        "亲子房做好了,花了 9.5 万,比预算多。春节前上线,定价 668。",
        "超了一些但做出来就是新的卖点。春节亲子游需求大,上线时机很好。",
        "美团也上了,12 月开始的,现在订单占了三成。",
        "三成已经不少了,说明美团的本地和周边客源对你们有用。注意各平台价格保持一致,避免比价带来的差评。",
    ]),
], [
    ("现在店里是谁在做保洁?工资多少?", ["s4:1"], "update", ["s2:5"]),
    ("大床房现在一晚卖多少?", ["s4:3"], "update", ["s2:3"]),
    ("美团我们上了没有?", ["s4:7"], "update", ["s2:7"]),
    ("院子的租金和租期是怎么签的?", ["s1:1"], "single-hop"),
    ("国庆那几天景观房卖到了多少?", ["s3:3"], "single-hop"),
    ("开业头两个月的入住率分别是多少?", ["s3:1"], "temporal"),
    ("主体装修加上后来改的亲子房,前前后后一共投了多少钱?", ["s2:1", "s4:5"], "multi-session"),
    ("春节期间的入住率怎么样?", [], "abstain"),
    ("院子的房东是谁?", [], "abstain"),
    ("小赵是大理哪个村的人?", [], "abstain"),
    ("帮我写一首关于秋天的五言绝句。", [], "abstain"),
])

# ---------------------------------------------------------------- zh-3 中医调理失眠
add("zh-insomnia-tcm", "liu_jing_sh", "2025-12-20T22:00:00+08:00", [
    ("2025-05-14T23:40:00+08:00", [
        "最近失眠特别严重,凌晨两三点才睡着,六点半就醒。我在一家电商公司做产品经理,压力很大。",
        "长期这样睡眠不足确实很难受。除了看医生,也可以先从作息入手:固定起床时间,睡前一小时放下手机,床只用来睡觉,睡不着超过二十分钟就起来做点安静的事再回去。压力大的时候,把第二天要做的事写在纸上也能减少脑子里转个不停。",
        "在龙华医院挂了一个中医专家号,王主任,开了七剂中药,酸枣仁汤加减,一天两次。",
        "酸枣仁汤是调理虚烦失眠的常用方。按医生嘱咐按时服用,一般要吃几个疗程才能看出效果,有什么不舒服及时复诊跟医生说。",
        "还让我每周做三次针灸,在医院做,一次 120 块,医保能报一部分。",
        "针灸配合中药是常见的方案。一周三次比较占时间,可以问问医生能不能安排在下班后的时段。",
        "说实话我下午四点还在喝美式。",
        "咖啡因在体内的半衰期大约五到六个小时,下午四点的一杯到半夜还有不少留在体内,可能会影响入睡。可以试着把最后一杯提前到中午,或者下午换成低因咖啡。",
    ]),
    ("2025-06-25T22:15:00+08:00", [
        "中药喝了五周,入睡快多了,大概十二点前能睡着,不过半夜四点左右会醒一次。",
        "进步很明显。凌晨早醒在中医里常跟肝胆有关,复诊的时候把这个变化告诉医生,方子可能会相应调整。",
        "王主任调了方子,加了龙骨、牡蛎,改成一天一次,晚饭后喝。",
        "龙骨、牡蛎有重镇安神的作用,一般用在睡得浅、容易醒的情况。晚饭后一次也更方便坚持。",
        "咖啡我现在中午十二点以后就不喝了。",
        "这个调整很关键,对入睡时间的帮助可能比想象中大。",
        "针灸改成每周两次了,太花时间。",
        "两次也可以,关键是能坚持下来。可以跟医生确认一下减少频次对效果的影响。",
    ]),
    ("2025-09-03T21:50:00+08:00", [
        "中药停了,王主任说可以改中成药,开的是乌灵胶囊,一次三粒,一天三次。",
        "从汤药转成中成药,说明情况已经比较稳定了,也方便很多。按医嘱服用,注意观察白天有没有犯困。",
        "我换工作了,从那家电商公司跳到一家做医疗软件的公司,基本不怎么加班了。",
        "工作节奏变化对睡眠的影响往往非常大,压力源减少了,身体也更容易恢复规律。",
        "开始每天晚上跟着 Keep 做 20 分钟拉伸。",
        "睡前做舒缓的拉伸能帮助放松,注意别做太剧烈的运动,否则反而会兴奋。",
        "针灸已经停了。",
        "好的,现在的方案简单多了,更容易长期坚持。",
    ]),
    ("2025-12-10T22:30:00+08:00", [
        "现在基本十一点半能睡着,一觉到七点,偶尔醒一次。乌灵胶囊减到一天两次了。",
        "太好了,这已经是很健康的睡眠了。逐步减药是对的,继续按医生的节奏来。",
        "我的华为 Watch GT 4 显示深睡平均 1 小时 40 分,以前才 50 分钟。",
        "手环的数据不一定精确,但前后对比的趋势是有参考价值的,深睡翻倍说明睡眠质量确实改善了。",
        "王主任让我冬天去做膏方,约在 2026 年 1 月 8 号。",
        "冬令进补做膏方是很多中医推荐的调理方式。去之前一两天饮食清淡一点,方便医生看舌苔。",
        "我老公最近也开始睡不好,打呼噜很厉害。",
        "打鼾严重的话可能不只是睡眠质量问题,如果有憋气、白天很困的情况,建议他去睡眠科做个检查,排除睡眠呼吸暂停。",
    ]),
], [
    ("乌灵胶囊我现在一天吃几次?", ["s4:1"], "update", ["s3:1"]),
    ("我现在还在做针灸吗?", ["s3:7"], "update", ["s2:7", "s1:5"]),
    ("我最近一般几点睡着、几点醒?", ["s4:1"], "update", ["s2:1", "s1:1"]),
    ("给我看失眠的是哪家医院哪位医生?", ["s1:3"], "single-hop"),
    ("膏方约在哪天?", ["s4:5"], "temporal"),
    ("从第一次去看中医到改吃中成药,大概隔了多久?", ["s1:3", "s3:1"], "temporal"),
    ("我睡眠变好的这段时间,工作上发生了什么变化?", ["s1:1", "s3:3"], "multi-session"),
    ("我老公打呼噜去医院查了吗?", [], "abstain"),
    ("膏方里都开了哪些药材?", [], "abstain"),
    ("我一年医保门诊能报多少?", [], "abstain"),
    ("What's a good day trip from Shanghai by train?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-4 请育儿嫂
add("zh-nanny-beijing", "zhang_min_bj", "2026-02-15T21:00:00+08:00", [
    ("2025-06-20T21:00:00+08:00", [
        "宝宝 6 月 2 号出生的,女儿,小名叫糯米。月子在家坐的,请了个月嫂刘阿姨,26 天 15800。",
        "恭喜当妈妈!在家坐月子有月嫂帮忙轻松很多。这段时间趁刘阿姨还在,可以多跟她学学洗澡、拍嗝、抚触这些,下户之后自己心里更有底。",
        "刘阿姨 6 月 28 号下户,之后要找育儿嫂。我产假到 11 月上旬,之后回去上班。",
        "时间还算充裕,但好的育儿嫂很抢手,建议现在就开始面试。最好能安排在月嫂下户前后有几天重叠或者交接,宝宝的作息不容易乱。",
        "婆婆在河南老家,身体不好来不了。我妈在上海,还没退休。",
        "双方老人都帮不上的话,育儿嫂就是主力,更要挑稳定、靠谱的。可以请家里其他亲戚或者朋友在面试时帮着把把关。",
        "育儿嫂预算 8000 左右,要住家的。",
        "北京住家育儿嫂 8000 左右能找到有经验的,证书和带过几个孩子可以作为参考,但更重要的是试工时看她跟宝宝的互动和卫生习惯。",
    ]),
    ("2025-07-22T22:40:00+08:00", [
        "找到了,家政公司介绍的孙阿姨,52 岁,河北保定人,住家,月薪 8500,每周日休息一天。",
        "恭喜找到人!第一个月是磨合期,把你对喂养、睡觉、卫生的要求写下来给她,比口头说更清楚,也避免误会。",
        "糯米一个半月体检,体重 5.6 公斤。",
        "长得很好,在正常范围内。继续按需喂养,下次体检的时候医生会看生长曲线。",
        "孙阿姨做饭有点咸,我老公周磊说算了,别计较。",
        "哺乳期饮食偏淡一点比较好,可以委婉地跟她说你自己的饭少放点盐,不用改全家的口味。",
        "合同签了一年,家政公司收了一个月工资作为中介费。",
        "注意看合同里关于试用期、换人和退费的条款,万一中途不合适,知道怎么处理。",
    ]),
    ("2025-10-15T20:30:00+08:00", [
        "孙阿姨家里儿媳妇生孩子,她九月底走了。现在换了一个马阿姨,甘肃人,45 岁,有育婴师证,月薪 9500。",
        "换人对宝宝和大人都是一次调整,头两周多留意糯米的情绪和作息。马阿姨有证又年轻一些,精力上会好一点。",
        "糯米四个月了,会翻身了,晚上能睡整觉,大概六个小时。",
        "四个月能连睡六小时很棒。会翻身以后床上别放枕头、毛绒玩具,注意防止翻身后趴着睡。",
        "我跟公司申请推迟复工了,改到 12 月 1 号回去上班。",
        "多出来的几周正好可以看看马阿姨独立带娃的情况,你回去上班时也更放心。",
        "马阿姨的休息改成每两周休两天。",
        "这样她可以连着休息,也更方便安排。你们可以提前约定好休息日由谁接手。",
    ]),
    ("2026-02-08T21:10:00+08:00", [
        "回去上班两个多月了,每天七点出门,白天马阿姨带。",
        "重返职场的头几个月最累,白天工作晚上还要陪娃,记得给自己留一点休息时间。",
        "糯米八个月了,加了辅食,第一口吃的是强化铁米粉,后来加了南瓜泥。",
        "从强化铁米粉开始是很标准的做法。每加一种新食物观察两三天,看有没有过敏反应。",
        "马阿姨过年回甘肃了,1 月 31 号走的,2 月 22 号回来。这段时间我妈从上海过来帮忙,她去年 12 月正式退休了。",
        "有外婆来帮忙真好,也正好让她跟外孙女多亲近。提前把马阿姨的作息表整理给你妈,交接起来更顺。",
        "过年给马阿姨包了 3000 的红包。",
        "这个心意很到位,阿姨感受到被尊重,做得也会更安心。",
    ]),
], [
    ("现在家里的育儿嫂是哪位?", ["s3:1"], "update", ["s2:1"]),
    ("我最后是什么时候回去上班的?", ["s3:5"], "update", ["s1:3"]),
    ("我妈现在退休了没有?", ["s4:5"], "update", ["s1:5"]),
    ("糯米是哪天出生的?", ["s1:1"], "single-hop"),
    ("糯米最开始吃的辅食是什么?", ["s4:3"], "single-hop"),
    ("孙阿姨在我们家大概干了多久?", ["s2:1", "s3:1"], "temporal"),
    ("前后两位育儿嫂的月薪差了多少?", ["s2:1", "s3:1"], "multi-session"),
    ("马阿姨的育婴师证是几级的?", [], "abstain"),
    ("糯米的大名叫什么?", [], "abstain"),
    ("周磊在哪家公司上班?", [], "abstain"),
    ("婆婆得的是什么病?", [], "abstain"),
    ("马阿姨自己家里有几个孩子?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-5 自学转行数据分析
add("zh-data-analyst-switch", "huang_kai", "2026-03-15T21:00:00+08:00", [
    ("2025-08-10T22:30:00+08:00", [
        "我在杭州一家物流公司做仓库调度,干了五年,月薪 9000,想转行做数据分析。",
        "物流调度转数据分析其实挺顺的,你对库存、出入库、时效这些业务很熟,这是很多纯技术背景的人没有的优势。学习时可以多用物流场景的数据做练习,面试时会很有说服力。",
        "报了一个数据分析训练营,4 个月,6980 元,学 Python、SQL 和 Tableau。",
        "这三样是数据分析岗最常见的要求。建议先把 SQL 学扎实,面试笔试几乎必考,Python 重点放在 pandas 数据处理上。",
        "每天下班后学两个小时,晚上 9 点到 11 点。",
        "上了一天班再学两小时不容易,关键是能坚持。每周留一天休息,比每天硬撑更持久。",
        "目标是明年春招前拿到 offer,期望月薪 12k。",
        "时间上是可行的。期望薪资要看城市和行业,转行第一份工作可以把成长空间也算进去,不必只看月薪数字。",
    ]),
    ("2025-10-19T21:00:00+08:00", [
        "SQL 学完了,Python 在学 pandas。做了第一个项目:用公司去年的出库数据分析爆仓原因。",
        "这个项目选得非常好,真实业务问题加真实数据,放在简历上很有分量。注意脱敏处理,别泄露公司的敏感信息。",
        "我还报名了 12 月的 CDA 一级考试。",
        "CDA 一级对转行的人来说是个不错的敲门砖,能证明你系统学过。考纲里统计基础占比不小,别只顾着练工具。",
        "学习时间改到早上了,6 点到 7 点半,晚上下班太累学不进去。",
        "早上头脑清醒,学新东西效率更高。晚上可以留着做些轻松的复习或者看看行业文章。",
        "女朋友小雯也很支持,她在阿里做运营,帮我看简历。",
        "有懂互联网业务的人帮你看简历很难得,她也能告诉你运营同学平时最需要数据分析帮什么忙。",
    ]),
    ("2026-01-11T20:15:00+08:00", [
        "CDA 一级过了!12 月 13 号考的,1 月 5 号出的成绩。",
        "恭喜!可以马上加到简历和领英、Boss 直聘的资料里。",
        "开始投简历了,投了 46 家,有 3 家面试。其中一家是做跨境电商的'货满仓',一家是本地生鲜连锁'鲜到家'。",
        "46 投 3 面对转行来说很正常。生鲜连锁和你的物流背景特别契合,面试时多讲供应链和履约的理解。",
        "期望薪资我降到 10k 了,朋友说转行第一份别要太高。",
        "先拿到第一份对口的经验最重要,一两年后再跳,涨幅往往会更大。",
        "Tableau 的课还没学完,打算先放一放。",
        "可以理解,先把面试用得上的 SQL 和 Python 练熟更实际。",
    ]),
    ("2026-03-08T21:40:00+08:00", [
        "拿到 offer 了!鲜到家的数据分析专员,月薪 10.5k,14 薪,3 月 23 号入职。",
        "太棒了,恭喜转行成功!14 薪算下来年收入比原来高不少。入职前可以先了解一下生鲜行业常看的指标,比如损耗率、周转天数、客单价。",
        "货满仓二面挂了,说我没有电商经验。",
        "不用太在意,他们要的是现成的行业经验,而鲜到家看重的正好是你的物流背景。",
        "辞职报告已经交了,我们调度主管老陈挺舍不得的。",
        "好聚好散,老陈以后说不定还能成为你的行业人脉。",
        "鲜到家其实用的是 Power BI,不是 Tableau,入职前我得赶紧把 Power BI 学起来。",
        "Power BI 上手不难,有 Excel 基础的话一两周能掌握常用的建模和看板。微软官方的免费教程就够入门了。",
    ]),
], [
    ("我找工作时期望月薪最后定在多少?", ["s3:5"], "update", ["s1:7"]),
    ("我现在每天什么时候学习?", ["s2:5"], "update", ["s1:5"]),
    ("入职前我打算抓紧学的是哪个可视化工具?", ["s4:7"], "update", ["s1:3"]),
    ("新工作的月薪和年终薪数是多少?", ["s4:1"], "single-hop"),
    ("我报的那个训练营多少钱、学多久?", ["s1:3"], "single-hop"),
    ("CDA 一级是哪天考的,哪天出成绩?", ["s3:1"], "temporal"),
    ("我面试的那两家公司最后结果分别怎么样?", ["s3:3", "s4:1", "s4:3"], "multi-session"),
    ("新工作的月薪比在物流公司时高多少?", ["s1:1", "s4:1"], "multi-session"),
    ("鲜到家的直属领导叫什么?", [], "abstain"),
    ("我 CDA 一级考了多少分?", [], "abstain"),
    ("小雯在阿里负责哪个业务线?", [], "abstain"),
    ("pandas 里怎么按多列分组求和?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-6 筹办公司年会
add("zh-annual-party", "zhou_tingting", "2026-02-06T20:00:00+08:00", [
    ("2025-10-20T20:00:00+08:00", [
        "今年公司年会又落到我头上了,我是行政主管。公司 180 人,预算 25 万,时间初定 2026 年 1 月 16 号周五晚上。",
        "又是一项大工程!提前三个月开始准备很合适。建议先把场地定下来,一月份是年会和婚宴的高峰,好的宴会厅很抢手。可以做一张总表,把场地、餐饮、节目、奖品、物料、交通分块列出负责人和截止日期。",
        "场地在看两家:南山的海景酒店宴会厅,还有福田的一个 livehouse。",
        "两种风格差别挺大:酒店宴会厅吃饭和颁奖方便,适合全员落座;livehouse 音响灯光好、氛围热,但吃饭和座位安排会麻烦些。可以看公司更看重吃饭聊天还是演出效果。",
        "主题我想做'复古港风'。",
        "复古港风很出片,服装、布景、海报都好发挥。可以鼓励大家按主题着装,设一个最佳造型奖。",
        "老板陈总说今年一等奖要 iPhone 17 Pro,三台。",
        "奖品有吸引力大家的期待值会很高。记得把奖品预算单独列出来,还要考虑个税代扣的问题。",
    ]),
    ("2025-11-18T21:20:00+08:00", [
        "场地定了,南山海景酒店宴会厅,每桌 4888,含酒水。",
        "含酒水的套餐省心不少。签合同时确认清楚日期、时段、最低桌数、音响灯光和舞台是否包含,以及超时怎么收费。",
        "人数变了,公司新并进来一个杭州团队,年会要来 215 人,预算追加到 30 万。",
        "人数多了三十多个,桌数和奖品都要跟着调整。杭州同事的差旅住宿算不算在年会预算里,最好跟财务提前说清楚。",
        "节目征集到 9 个,财务部要跳舞,研发部要说相声。",
        "9 个节目加上抽奖和致辞,时长差不多刚好。可以安排一次节目初审,控制每个节目在五到八分钟。",
        "主持人找了市场部的 Kevin 和人事部的小林。",
        "一男一女搭配很经典。给他们准备好串词,尤其是抽奖环节的节奏要提前对好。",
    ]),
    ("2025-12-22T19:00:00+08:00", [
        "出事了,酒店通知 1 月 16 号那天宴会厅被一个婚宴占了,说是当初签合同写错了,只能改到 1 月 23 号,也是周五。",
        "虽然很闹心,但好在只是顺延一周,而且还是周五。马上发通知给全员,尤其是杭州团队要改票。也可以跟酒店争取一些补偿,比如升级菜品或者免费的茶歇。",
        "一等奖也改了,陈总说 iPhone 不够新鲜,改成三台大疆 Osmo Pocket 3,另外加一个特等奖,一万块现金,就一个名额。",
        "现金特等奖永远是全场最热的时刻。建议把特等奖放在最后抽,能把气氛一直留到结尾。",
        "桌数最后定了 22 桌。",
        "215 人坐 22 桌,每桌十个人左右,留了一点余量,挺合适的。",
        "彩排定在 1 月 21 号下午。",
        "提前两天彩排刚好,有问题还来得及改。记得让酒店的音控和灯光也一起参加。",
    ]),
    ("2026-01-28T22:00:00+08:00", [
        "年会办完了!23 号那天来了 208 个人,比报名少了 7 个。",
        "辛苦了,顺利办完就是最大的成功!二百多人的活动到场率这么高,组织得很到位。",
        "特等奖被研发部的老郑抽走了,全场尖叫。",
        "哈哈,这种时刻最能让年会被大家记住。",
        "最后总花费 28.6 万,比预算省了 1.4 万。",
        "在追加预算、改日期的情况下还能省下钱,很不容易。可以把明细整理一份复盘,明年直接参考。",
        "陈总说明年还让我办,我想趁机跟他要个助理。",
        "有今年的成绩打底,这个时候提正合适。可以把今年的工作量和时间线列出来,说明多一个人能把哪些事情做得更好。",
    ]),
], [
    ("年会最后是哪天办的?", ["s3:1", "s4:1"], "update", ["s1:1"]),
    ("年会预算后来追加到了多少?", ["s2:3"], "update", ["s1:1"]),
    ("一等奖最后换成了什么?", ["s3:3"], "update", ["s1:7"]),
    ("酒店每桌多少钱,最后订了几桌?", ["s2:1", "s3:5"], "multi-session"),
    ("特等奖被谁抽走了?", ["s4:3"], "single-hop"),
    ("最后花了多少,比预算省了多少?", ["s4:5"], "single-hop"),
    ("彩排是哪天?离年会正式开始还有几天?", ["s3:7", "s3:1"], "temporal"),
    ("从我开始筹备到年会办完,大概前后用了多长时间?", ["s1:1", "s4:1"], "temporal"),
    ("年会上哪个节目拿了最佳节目奖?", [], "abstain"),
    ("酒店那边对接的宴会经理叫什么?", [], "abstain"),
    ("明年的年会定在哪里办?", [], "abstain"),
    ("深圳一月份平均气温大概多少度?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-7 老家盖房子
add("zh-rebuild-hometown", "li_jianguo", "2026-01-20T21:00:00+08:00", [
    ("2025-03-16T21:30:00+08:00", [
        "我打算在安徽临泉老家的宅基地上,把老房子拆了重盖,盖两层半,给我爸妈住,我们过年回去也能住。",
        "给父母盖新房是件大事。动工前先把手续理清楚:农村自建房一般要向乡镇申请建房许可,层数、面积和高度都有规定,最好先问清楚当地的标准,免得盖到一半被叫停。",
        "找了村里的施工队,包工头是我表叔王德厚,包工不包料,人工按平方算,一平 380。",
        "包工不包料的好处是材料你自己把关,缺点是要花不少精力采购和盯现场。即使是亲戚,也建议签个简单的书面协议,写清楚工期、付款节点和质量问题怎么处理。",
        "预算 35 万,面积大概 260 平。",
        "按这个面积算,人工就要将近十万,剩下的钱要覆盖主体材料和基本装修,会比较紧。建议把主体和装修分开做预算,装修可以分期进行。",
        "打算五一以后动工,争取过年前住进去。",
        "五一动工到过年,主体结构问题不大,但装修时间会比较赶,而且新房刚装完最好通风一段时间再入住。",
    ]),
    ("2025-06-08T20:45:00+08:00", [
        "5 月 12 号动工了,地基已经打好了,用的是条形基础。",
        "恭喜开工!地基是最不能省的部分,条形基础在农村自建房里很常见。浇筑后要注意洒水养护,别急着往上砌。",
        "钢筋涨价了,一吨从 3400 涨到了 3650。",
        "钢材价格波动很正常,如果后面还要大量用,可以跟供货商谈一个锁价,或者分批买。",
        "我爸天天在工地盯着,他 68 了,我怕他累着。",
        "有老人在现场盯着确实放心,但夏天工地暑热,提醒他带水、戴帽子,中午别在太阳底下待太久。",
        "图纸改了,本来两层半,现在我爸说盖三层:一楼他们住,二楼我们,三楼给我弟。",
        "加一层意味着结构、材料和预算都要重新算,最好让施工队确认一下基础能不能承受三层,也要确认当地是否允许盖到三层。",
    ]),
    ("2025-09-20T21:00:00+08:00", [
        "主体封顶了!9 月 6 号封的顶,放了鞭炮,请了酒。",
        "恭喜封顶,这是盖房最重要的节点之一。接下来水电开槽、门窗安装和外墙可以陆续安排了。",
        "预算已经超了,到现在花了 38 万,装修还没开始。",
        "加盖一层再加上材料涨价,超支在意料之中。可以先列一个装修的最低标准清单,哪些必须做好,哪些可以以后慢慢补。",
        "我弟李建军说他出 10 万,三楼归他自己装。",
        "兄弟俩分摊是个好办法。最好把出资和三楼的使用约定写下来,以后不容易有误会。",
        "外墙想用真石漆,比贴瓷砖便宜。",
        "真石漆造价低、效果也不错,但要选好品牌并做好底层防水,施工质量对耐久性影响很大。",
    ]),
    ("2026-01-05T20:30:00+08:00", [
        "装修拖了,过年住不进去了,估计要到四月份。",
        "虽然遗憾,但装修不赶工质量会更好,而且新房晾几个月再住对身体也好。",
        "最后算下来总共要 52 万左右,我出 42,我弟出 10。",
        "比最初预算多了不少,但房子也从两层半变成了三层。把每一笔支出的单据留好,以后算账清楚。",
        "外墙最后还是贴了瓷砖,我爸嫌真石漆不耐脏。",
        "瓷砖确实更好打理,农村灰尘大,老人家考虑得也有道理。",
        "门窗装的是断桥铝,一共花了 4.6 万。",
        "断桥铝保温隔音都好,冬天会暖和不少,这笔钱花得值。",
    ]),
], [
    ("房子现在是盖几层?", ["s2:7"], "update", ["s1:1"]),
    ("新房预计什么时候能住进去?", ["s4:1"], "update", ["s1:7"]),
    ("盖房总共大概要花多少?", ["s4:3"], "update", ["s1:5", "s3:3"]),
    ("包工头是谁,人工怎么算钱?", ["s1:3"], "single-hop"),
    ("门窗花了多少钱?", ["s4:7"], "single-hop"),
    ("从动工到封顶用了大概几个月?", ["s2:1", "s3:1"], "temporal"),
    ("我弟出了多少钱,他住哪一层?", ["s2:7", "s3:5"], "multi-session"),
    ("地基挖了多深?", [], "abstain"),
    ("我妈对新房子的布局满意吗?", [], "abstain"),
    ("宅基地的审批手续办下来了吗?", [], "abstain"),
    ("表叔的施工队一共有几个人?", [], "abstain"),
    ("钢筋后来有没有降价?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-8 考雅思申请英国硕士
add("zh-ielts-edinburgh", "sun_yiran", "2026-03-20T21:00:00+08:00", [
    ("2025-07-05T22:10:00+08:00", [
        "我准备考雅思申请英国硕士,目标是爱丁堡大学的 TESOL,要求总分 7,单项不低于 6.5。",
        "爱丁堡的 TESOL 很热门,语言要求也比较高。离申请季还有时间,建议先做一套完整的真题摸底,看看哪几项离 6.5 最远,再有针对性地安排复习。",
        "我第一次考是 2023 年大三的时候,总分 6,听力 6.5,阅读 6.5,写作 5.5,口语 5.5。",
        "听读基础不错,主要的提升空间在写作和口语,这两项正好是靠方法和练习最容易涨分的。写作先把 Task 2 的结构和论证练熟,口语可以每天录音回听。",
        "报了 9 月 13 号的机考,在南京,考试费 2170。",
        "机考出分快,一般几天就出成绩,方便赶申请。考前最好用官方的机考模拟熟悉一下打字和界面。",
        "我白天在一家少儿英语机构上班,只能晚上复习。",
        "边工作边备考时间有限,可以把通勤时间用来听听力,晚上集中练写作和口语。",
    ]),
    ("2025-09-28T21:00:00+08:00", [
        "9 月 13 号考完了,成绩出来了:总分 6.5,听力 7.5,阅读 7,写作 6,口语 6。",
        "进步很明显,尤其听力和阅读已经很稳了。写作和口语各差半分,再冲一次很有希望。",
        "写作和口语还是拖后腿,我在 Cambly 上约了一个英国外教 Tom,每周两次一对一口语。",
        "一对一口语对流利度和话题拓展帮助很大。可以请外教按雅思的评分标准给你反馈,写作最好也找人批改。",
        "下一次考试约在 11 月 22 号。",
        "间隔两个月左右,时间刚好够针对写作和口语做提升。",
        "申请季开了,爱丁堡我先用 6.5 的成绩交了,如果拿到有条件录取再补成绩。",
        "先交申请是对的,热门专业录取是滚动的,早交有优势。",
    ]),
    ("2025-12-14T20:30:00+08:00", [
        "11 月 22 号考了,总分 7,听力 8,阅读 7.5,写作 6.5,口语 6.5,达标了!",
        "恭喜!单项也全部达到 6.5,正好满足要求,这一次的努力没白费。",
        "爱丁堡给了 conditional offer,条件就是语言成绩,我已经把新成绩送过去了。",
        "太好了,送分之后一般几周内就会转成无条件录取,留意邮箱和申请系统。",
        "我还申请了布里斯托和利兹的 TESOL,利兹已经给了无条件 offer。",
        "手上已经有保底了,心态可以放轻松一些。",
        "Cambly 的课停了,省点钱,外教课一共上了 18 节。",
        "成绩达标了停课很合理,以后想保持口语可以找语伴练。",
    ]),
    ("2026-03-02T21:15:00+08:00", [
        "爱丁堡转无条件了!我决定去爱丁堡,放弃利兹,已经交了 2000 英镑的留位费。",
        "恭喜梦校圆满!记得正式拒掉利兹的 offer,这样名额能给到其他人。",
        "布里斯托拒了我。",
        "不用在意,最想去的已经拿到了。",
        "签证打算 6 月办,宿舍申请了 Pollock Halls 的单人间。",
        "学生签证一般开学前三个月左右就可以递交,CAS 下来之后尽快准备材料。宿舍申请越早越好,热门宿舍竞争很激烈。",
        "机构那边辞职时间定在 7 月底,9 月开学。",
        "中间留出一个月准备行李和适应时差,时间安排得挺好。",
    ]),
], [
    ("我雅思目前最好的成绩是多少?", ["s3:1"], "update", ["s2:1", "s1:3"]),
    ("我写作最新考了几分?", ["s3:1"], "update", ["s2:1", "s1:3"]),
    ("爱丁堡的录取现在是什么状态?", ["s4:1"], "update", ["s3:3"]),
    ("我最后决定去哪所学校读?", ["s4:1"], "single-hop"),
    ("我申请的三所学校结果分别怎么样?", ["s3:5", "s4:1", "s4:3"], "multi-session"),
    ("我的外教叫什么,一共上了多少节课?", ["s2:3", "s3:7"], "multi-session"),
    ("去年那两次雅思之间隔了多久?", ["s2:1", "s3:1"], "temporal"),
    ("Pollock Halls 的单人间分到了吗?", [], "abstain"),
    ("我的英国签证办下来了吗?", [], "abstain"),
    ("利兹 TESOL 的学费是多少?", [], "abstain"),
    ("推荐几部适合练英语听力的美剧吧。", [], "abstain"),
])

# ---------------------------------------------------------------- zh-9 帮爸爸戒烟
add("zh-dad-quit-smoking", "xu_jie", "2025-11-01T21:00:00+08:00", [
    ("2025-04-18T21:00:00+08:00", [
        "我爸今年 61,抽了 40 年烟,一天一包半,抽芙蓉王。上个月体检查出肺上有个 6 毫米的小结节,医生让半年后复查。",
        "体检能发现问题也是好事。6 毫米的小结节大多数是良性的,按医生的建议定期复查就行。这倒是一个让他下决心戒烟的好契机。",
        "他终于松口说要戒了。湘雅二医院有戒烟门诊,约了 4 月 25 号。",
        "去戒烟门诊是很明智的选择,有医生指导和药物辅助,成功率比硬戒高很多。可以陪他一起去,让他感觉到家里人的支持。",
        "我妈说他之前戒过两次,都没撑过一个月。",
        "多次尝试才成功是很常见的,之前的经历也能帮他知道自己在什么情况下最容易复吸,这次可以提前做准备。",
    ]),
    ("2025-05-10T20:20:00+08:00", [
        "去了戒烟门诊,医生开了尼古丁贴片,21 毫克一贴,一天一贴,先用六周。",
        "尼古丁贴片能缓解戒断反应,按疗程逐步减量。提醒他每天换个位置贴,避免皮肤过敏。",
        "戒烟日定在 5 月 1 号,到今天十天了,一根没抽!",
        "头两周是最难熬的,十天一根没碰非常了不起,多夸夸他。",
        "他开始每天晚饭后去烈士公园走路,一圈差不多 4 公里。",
        "饭后走路既能转移烟瘾,又能控制戒烟后常见的体重上涨,一举两得。",
        "就是脾气大了很多,跟我妈吵了好几次。",
        "易怒是尼古丁戒断的典型反应,一般两到四周会慢慢缓解。可以跟我妈说这是暂时的,尽量别跟他硬碰硬。",
    ]),
    ("2025-07-06T21:30:00+08:00", [
        "贴片换成 14 毫克的了,医生说再用四周,然后换 7 毫克用两周。",
        "逐步减量是标准流程,说明进展很顺利。",
        "6 月中旬在一个饭局上破了一次戒,抽了两根,第二天就后悔了。",
        "偶尔一次失误不等于失败,关键是第二天就回到正轨。以后遇到饭局可以提前想好怎么拒绝,或者让身边的人帮忙挡一下。",
        "体重涨了 4 斤,他开始嚼无糖口香糖。",
        "戒烟后体重涨几斤很常见,跟继续抽烟的危害比根本不算什么。无糖口香糖是个好办法。",
        "我们跟他约好了,戒满一年就带他和我妈去趟桂林。",
        "有个具体的奖励很有激励作用,到时候一定是一次很有意义的旅行。",
    ]),
    ("2025-10-12T20:00:00+08:00", [
        "贴片已经完全停了,8 月底停的。",
        "整个疗程顺利走完,真替他高兴。停药后的头几个月仍要留意容易犯瘾的场合。",
        "9 月底复查了 CT,结节还是 6 毫米,没有变化,医生说一年后再查。",
        "大小稳定是好信号,继续按医生说的随访就好。",
        "他现在不去公园走路了,膝盖不太舒服,改成每天早上跟小区的老年队打太极。",
        "太极对膝盖压力小,还能锻炼平衡,很适合他这个年纪。",
        "他说省下来的烟钱一个月大概 1200,存着给我女儿当压岁钱。",
        "这个想法太暖了,看得见的积蓄也是坚持下去的动力。",
    ]),
], [
    ("我爸现在贴的尼古丁贴片是多大剂量?", ["s4:1"], "update", ["s3:1", "s2:1"]),
    ("我爸现在每天做什么运动?", ["s4:5"], "update", ["s2:5"]),
    ("我爸戒烟前一天抽多少,抽什么烟?", ["s1:1"], "single-hop"),
    ("戒烟以来我爸有没有破过戒?", ["s3:3"], "single-hop"),
    ("戒烟门诊是在哪个医院,开了什么药?", ["s1:3", "s2:1"], "multi-session"),
    ("我爸戒烟到今天大概有多久了?", ["s2:3"], "temporal", None, "2025-11-20T20:30:00+08:00"),
    ("从定下的戒烟日到停掉贴片,一共大概多长时间?", ["s2:3", "s4:1"], "temporal"),
    ("我爸现在体重多少斤?", [], "abstain"),
    ("我爸之前那两次戒烟分别是哪一年?", [], "abstain"),
    ("去桂林的机票订好了吗?", [], "abstain"),
    ("我爸膝盖去医院拍过片子吗?", [], "abstain"),
    ("电子烟对戒烟有帮助吗?", [], "abstain"),
])


def validate(cases):
    ids = set()
    for c in cases:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        assert c["id"].startswith(("en-", "zh-")), c["id"]
        assert 3 <= len(c["sessions"]) <= 5, c["id"]
        turn_ids = set()
        last = None
        for s in c["sessions"]:
            t = datetime.fromisoformat(s["time"])
            assert t.utcoffset() is not None, s["time"]
            assert last is None or t > last, (c["id"], s["id"])
            last = t
            assert 4 <= len(s["turns"]) <= 10, (c["id"], s["id"])
            assert len(s["turns"]) % 2 == 0, (c["id"], s["id"])
            for i, turn in enumerate(s["turns"]):
                assert turn["role"] == ("user" if i % 2 == 0 else "assistant")
                assert turn["content"].strip()
                turn_ids.add(turn["id"])
        for q in c["questions"]:
            assert datetime.fromisoformat(q["time"]) > last, (c["id"], q["id"])
            assert q["type"] in ("single-hop", "multi-session", "update", "temporal", "abstain"), q
            if q["type"] == "abstain":
                assert q["evidence"] == [] and "stale" not in q, (c["id"], q["id"])
            else:
                assert q["evidence"], (c["id"], q["id"])
            for e in q["evidence"] + q.get("stale", []):
                assert e in turn_ids, (c["id"], q["id"], e)
            if q["type"] == "update":
                assert q.get("stale"), (c["id"], q["id"])
                assert not set(q["stale"]) & set(q["evidence"]), (c["id"], q["id"])
            if q["type"] == "multi-session":
                assert len({e.split(":")[0] for e in q["evidence"]}) > 1, (c["id"], q["id"])


def main():
    validate(CASES)
    envelope = {
        "name": "dialogues-17",
        "version": 1,
        "description": "Multi-session user/assistant chats over 2025-2026 (9 English, 9 Simplified Chinese) in fresh everyday domains "
                       "(adult cello lessons, hypothyroidism dose changes, renting out a basement unit, a job hunt after a layoff, "
                       "garage woodworking, amateur radio, riding lessons and a part-loan horse, a family reunion for a 90th birthday, "
                       "e-bike commuting, learning erhu in retirement, opening a guesthouse in Dali, TCM treatment for insomnia, "
                       "hiring a nanny, switching careers to data analysis, organizing a company annual party, rebuilding a hometown "
                       "house, IELTS and UK master's applications, helping a father quit smoking), with facts that change across "
                       "sessions and questions of type single-hop, multi-session, update (with stale turns), temporal and abstain "
                       "(unstated attributes, neighbouring people or things, outcomes not yet known, general requests, unrelated topics).",
        "cases": CASES,
    }
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(envelope, f, ensure_ascii=False, indent=1)
        f.write("\n")

    with open(OUT, encoding="utf-8") as f:
        data = json.load(f)
    cases = data["cases"]
    validate(cases)
    en = sum(1 for c in cases if c["id"].startswith("en-"))
    zh = sum(1 for c in cases if c["id"].startswith("zh-"))
    sessions = sum(len(c["sessions"]) for c in cases)
    turns = sum(len(s["turns"]) for c in cases for s in c["sessions"])
    types = Counter(q["type"] for c in cases for q in c["questions"])
    total = sum(types.values())
    print(f"cases: {len(cases)} (English {en}, Chinese {zh})")
    print(f"sessions: {sessions}")
    print(f"turns: {turns}")
    print(f"questions: {total}")
    for k in ("single-hop", "multi-session", "update", "temporal", "abstain"):
        print(f"  {k}: {types.get(k, 0)}")
    print(f"  abstain share: {types.get('abstain', 0) / total:.1%}")


if __name__ == "__main__":
    main()
