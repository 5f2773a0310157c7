#!/usr/bin/env python3
"""dialogues-9: an evaluation-only set of multi-session chats for the memory engine.

18 cases, one user each (the user field is the case id): 9 English and 9 Chinese
(colloquial Simplified Chinese). Each case has 4 sessions spread over 2026 with
4-8 alternating user/assistant turns, small talk mixed in between the facts.

Domains (fresh, not used by earlier sets):
  English: dinghy sailing lessons, kitchen renovation, beekeeping, PhD applications,
           warehouse night shifts, moving abroad to Lisbon, a dog's knee (TPLO) surgery,
           chess tournaments, adult orthodontics.
  Chinese: 考研, 养玄凤鹦鹉, 成年人学游泳, 二胎怀孕, 开网约车, 自学摄影,
           二型糖尿病饮食, 从北京搬家到成都, 退休后练书法.

Question mix (about 8 per case): ~20% update (newer user turn replaces an older one;
evidence = newer turn, stale = older turn; some are asked at an earlier ask time between
the two turns, where the old turn is the evidence and nothing is stale), ~20% single-hop
(paraphrases and fact-dependent requests), ~15% temporal (absolute dates and relative
phrases with an explicit ask time), ~8% multi-hop (two user turns), ~38% abstain
(general knowledge on the subject, unstated personal details, unrelated questions).
Questions are asked at 2026-11-30T20:00:00+08:00 unless they name a time.

Written in session 24 by a helper that read no other data set or generator (only the dialogue_case.py format builder), as an honest unseen test.
"""
import json
import sys
from collections import Counter

from dialogue_case import case_builder

ASK = "2026-11-30T20:00:00+08:00"
case = case_builder(ASK)
CASES = []

# ---------------------------------------------------------------- English

CASES.append(case("d9-en-sailing", "d9-en-sailing", [
    ("2026-03-14T20:30:00+08:00", [
        "Hey, so I finally did it, I signed up for the beginner dinghy course at the Harbour Point club. Six Saturdays in a row starting April 4th.",
        "That's exciting! Six consecutive Saturdays is a nice rhythm, you'll build on each session while it's still fresh. Is it a recognised certification course?",
        "Yeah it's a Level 1, they use RS Quest boats. It cost me £385 though, which stung a bit.",
        "It's not cheap, but that usually includes boat hire, buoyancy aids and instructor time, which adds up. Level 1 should leave you able to sail in light winds with supervision.",
        "The one thing I'm nervous about: I'm honestly a weak swimmer. Two lengths of breaststroke and I'm gasping.",
        "That's worth telling the instructors on day one. You'll wear a buoyancy aid the whole time, and capsize drills are done in a controlled way. Some people also take a couple of swimming lessons alongside to build confidence in the water.",
    ]),
    ("2026-04-04T19:10:00+08:00", [
        "First lesson done! I capsized twice, lol. The water was about 9 degrees, absolutely freezing.",
        "Twice on day one is practically a rite of passage. Did you manage to right the boat yourself?",
        "Second time I did, yeah. The instructor is a guy called Marco, really calm. I'm sharing the boat with a retired dentist named Gill, she's hilarious.",
        "A calm instructor and a fun boat partner makes a huge difference. How did you find the cold?",
        "Brutal. The rental wetsuit had a hole in the knee. Oh and my plan is to go straight on to Level 2 in July once this finishes.",
        "A better-fitting wetsuit will help a lot in spring water. And going straight on to Level 2 while the basics are fresh is a good idea, July also tends to have friendlier conditions.",
        "Anyway, gonna have a hot bath and eat an entire pizza.",
        "Well earned. Enjoy it!",
    ]),
    ("2026-05-02T21:00:00+08:00", [
        "Bought my own wetsuit today, a 5mm one from a second-hand surf shop for £60.",
        "Nice find, 5mm is a good thickness for UK spring and autumn sailing. Check the seams and zip, but second-hand suits are often barely used.",
        "Also, the July thing isn't happening. The club only had space in the September block for the next course, so I grabbed a spot there.",
        "That's a bit of a wait, but September can actually have great winds. You could get some supervised practice sessions in over the summer so you don't lose the skills.",
        "Good idea. It's been such a grey week here, rained every single day.",
        "Hopefully it clears up for your last couple of Level 1 sessions.",
    ]),
    ("2026-09-19T18:20:00+08:00", [
        "Passed the Level 2! Tacking and gybing finally clicked.",
        "Congratulations! That's the point where sailing starts to feel like sailing rather than survival. What's next?",
        "I'm thinking about getting my own small boat. Maybe a Topper since it's light enough to go on my car roof.",
        "A Topper is a sensible choice, robust and easy to rig and cartop. Do check the club's dinghy park fees though, it can be cheaper than hauling it around every weekend.",
    ]),
], [
    ("Which month am I doing my Level 2 sailing course?", ["s3:3"], "update", ["s2:5"]),
    ("When am I planning to do the next-level sailing course?", ["s2:5"], "update", [], "2026-04-20T20:00:00+08:00"),
    ("Given how I am in the water, any safety advice for sailing?", ["s1:5"], "single-hop"),
    ("What happened on April 4th?", ["s2:1"], "temporal"),
    ("How much have I spent altogether on the course fee plus my own wetsuit?", ["s1:3", "s3:1"], "multi-hop"),
    ("What's the name of my boat?", [], "abstain"),
    ("What does 'in irons' mean in sailing?", [], "abstain"),
    ("Can you give me a good banana bread recipe?", [], "abstain"),
]))

CASES.append(case("d9-en-kitchen", "d9-en-kitchen", [
    ("2026-01-18T19:45:00+08:00", [
        "We're finally gutting the kitchen. Same orange pine cabinets since 1994, I can't look at them anymore.",
        "Ha, the 90s honey-pine look! Exciting project. Are you doing a full layout change or keeping the footprint?",
        "Keeping the layout mostly. Budget is $28,000 all in including appliances. My wife thinks that's optimistic.",
        "Keeping the layout saves a lot on plumbing and electrical. $28k can work for a mid-range remodel, but I'd hold back a 10-15% contingency for surprises behind the walls.",
        "We got three quotes and went with a contractor called Dale Brooks, mainly because he can start March 9th.",
        "Availability matters a lot. Make sure the contract spells out the payment schedule and what happens if the timeline slips.",
    ]),
    ("2026-02-22T21:15:00+08:00", [
        "Picked the worktops today! Quartz, white with grey veining, the pattern is called Calacatta Nuvo.",
        "That's a beautiful choice, and quartz is low maintenance since it doesn't need sealing.",
        "We also decided on induction instead of gas. Our daughter has mild asthma and we wanted the burner gone.",
        "That's a great reason, gas stoves do add to indoor air pollution. Induction is also fast and easy to wipe down. You may need to check your pans are magnetic.",
        "Bad news though: Dale's pushed things back. Now he's saying March 30th.",
        "Three weeks' delay is annoying but not unusual. Maybe use the time to order appliances so they're on site when he starts.",
        "Yeah, we ordered most of them already. Also we watched like four episodes of a renovation show tonight, which was a mistake.",
        "Ha, those shows make everything look like it takes a weekend!",
    ]),
    ("2026-04-12T20:00:00+08:00", [
        "Demolition is done. They found water damage under the sink, rotten subfloor, that's an extra $1,900.",
        "Ugh, but better found now than after the new cabinets are in. That's exactly what the contingency is for.",
        "We're living off a microwave and a kettle in the dining room. I've eaten more takeout this month than in the last year.",
        "A temporary kitchen is the hardest part. An electric skillet or a rice cooker can make a big difference for simple meals.",
        "Honestly with everything added up it's looking like $31,500 at the end now.",
        "That's about 12% over, which is right in the normal range for a kitchen. Worth tracking each change order in writing from here on.",
    ]),
    ("2026-06-07T18:30:00+08:00", [
        "It's DONE. Took 10 weeks instead of 6 but it's done.",
        "Congratulations! How does it feel to cook in it?",
        "Amazing. The only thing left is the backsplash, we'll DIY it in July with zellige tiles.",
        "Zellige is lovely and forgiving because it's meant to look irregular. Use a white or light grout and take your time with the layout before you start.",
    ]),
], [
    ("What's the final expected cost of our kitchen job?", ["s3:5"], "update", ["s1:3"]),
    ("When is the contractor starting work?", ["s2:5"], "update", ["s1:5"], "2026-03-05T20:00:00+08:00"),
    ("Why didn't we go with a flame cooktop?", ["s2:3"], "single-hop"),
    ("Recommend a cleaning product that's safe for our new counters.", ["s2:1"], "single-hop"),
    ("Two weeks ago I told you about a surprise during the remodel. What was it?", ["s3:1"], "temporal", [], "2026-04-26T20:00:00+08:00"),
    ("Which brand of fridge did we buy?", [], "abstain"),
    ("How long does tile grout need to cure before it gets wet?", [], "abstain"),
    ("What's the capital of Canada?", [], "abstain"),
]))

CASES.append(case("d9-en-beekeeping", "d9-en-beekeeping", [
    ("2026-03-08T10:30:00+08:00", [
        "I've wanted bees for years and I finally ordered a nuc. Five frames of Buckfast bees, arriving early May.",
        "How exciting! Buckfasts are known for being gentle and productive, good choice for a first colony. Have you got your hive ready?",
        "Yep, a National hive. It's going at the bottom of the garden behind the raspberry canes. The neighbour on that side is fine with it.",
        "Good spot, the canes will push their flight path up over head height. Try to face the entrance away from where people walk.",
        "One worry: my son's allergic to wasp stings. Not sure about bees, we're getting him tested.",
        "Definitely wise to get that checked before the bees arrive. Wasp and bee venom allergies are different, so the test should clear it up.",
    ]),
    ("2026-05-09T17:00:00+08:00", [
        "The bees arrived this morning! Got them into the hive without any drama.",
        "Brilliant! Give them a week or so to settle before a full inspection, and keep feeding syrup if there's not much forage yet.",
        "And the allergy test came back: he reacts to wasps only, bee venom is fine. Huge relief.",
        "That's great news. He can still wear a proper suit if he wants to help, but it takes a lot of worry off.",
        "I've named the queen Beatrix. She's marked with a blue dot.",
        "Beatrix is a regal name! The blue dot makes her much easier to spot on a busy frame.",
    ]),
    ("2026-07-19T20:40:00+08:00", [
        "Inspection today and I found queen cells along the bottom of three frames. I think they want to swarm.",
        "Classic swarm preparation at this time of year. Did you do anything about it?",
        "I did an artificial swarm, so now I've got two colonies. The second one is in a poly hive I borrowed from the club.",
        "Well handled, that's the textbook response. Keep an eye on the queenless half to make sure a new queen emerges and gets mated.",
        "My plan is to sell whatever honey I get at the school summer fair.",
        "That's a nice idea. Check if you need labels with weight and your address, even for small sales.",
        "It's been 30 degrees all week, the bees are bearding on the front of the hive.",
        "That's just them cooling the hive, totally normal in a heatwave. Make sure there's water nearby.",
    ]),
    ("2026-08-30T16:00:00+08:00", [
        "First harvest! 14 jars, mostly bramble and clover I think.",
        "Fantastic for a first year, especially after splitting the colony!",
        "Didn't sell a single jar in the end, it all went to family and neighbours. Felt nicer that way.",
        "That's lovely, and the neighbours who put up with the bees deserve a jar!",
    ]),
], [
    ("What am I doing with the honey from my hives?", ["s4:3"], "update", ["s3:5"]),
    ("What am I planning to do with the honey?", ["s3:5"], "update", [], "2026-08-10T20:00:00+08:00"),
    ("Is it safe for my boy to come near the hives, allergy-wise?", ["s2:3"], "single-hop"),
    ("What did I see inside the hive on July 19?", ["s3:1"], "temporal"),
    ("How many colonies do I have now, and where does the original one live?", ["s3:3", "s1:3"], "multi-hop"),
    ("How many times have I been stung so far?", [], "abstain"),
    ("At what temperature does beeswax melt?", [], "abstain"),
    ("Can you recommend a good sci-fi novel?", [], "abstain"),
]))

CASES.append(case("d9-en-phd", "d9-en-phd", [
    ("2026-01-10T22:00:00+08:00", [
        "I'm applying to PhD programs in computational linguistics this cycle. Most deadlines are in December so I've got time.",
        "That's a good head start. Having almost a year lets you contact potential supervisors early, which matters a lot in Europe.",
        "My top choice is Edinburgh, then Saarland, and maybe UW.",
        "All three are strong in NLP. Edinburgh and Saarland are funded differently from US programs, so it's worth reading each one's funding page carefully.",
        "I'm working full time as a data analyst at an insurance company, so it's evenings only for this.",
        "That's tough but doable if you break it into small weekly goals: one week for a reading list, one for emailing professors, and so on.",
    ]),
    ("2026-03-21T21:30:00+08:00", [
        "GRE scores are back: 165 verbal, 158 quant. The quant is kind of meh.",
        "165 verbal is excellent, and for a linguistics-leaning program that's the part people look at more. Many European programs don't even ask for it.",
        "I emailed Prof. Lindqvist at Saarland about her low-resource morphology work and she actually replied!",
        "That's a big deal. A reply means she's open to a conversation, so follow up with a concrete question or a short research idea.",
        "My undergrad advisor agreed to write me a letter. Need two more.",
        "Good start. A current work manager can be a strong second letter if you've done anything analytical or research-like at work.",
    ]),
    ("2026-06-14T20:15:00+08:00", [
        "After two video calls with Lindqvist, Saarland has jumped to number one for me. Edinburgh is second now.",
        "That makes sense, a supervisor who knows you and your ideas is often worth more than the ranking.",
        "Wrote the first draft of my statement of purpose. It's 1,400 words and the limit is 1,000.",
        "Cutting 400 words usually improves it. Start by removing anything that repeats your CV and keep the research questions front and centre.",
        "My cat sat on the keyboard and deleted a paragraph, so maybe she's helping.",
        "Ha, a very direct editor!",
    ]),
    ("2026-10-04T19:00:00+08:00", [
        "Submitted Saarland yesterday! Their deadline was way earlier than I thought, October 15.",
        "Well done, and good thing you checked! One down.",
        "The third letter is coming from my manager, Priya. She's been super supportive.",
        "That gives you a nice mix: academic, research contact, and professional. Send her a short brag sheet so she can be specific.",
        "I'm exhausted though. Work has been crazy this month too.",
        "Take a weekend off before starting the next application, it'll make the next statement better.",
    ]),
], [
    ("Which program is my first pick?", ["s3:1"], "update", ["s1:3"]),
    ("How did I score on the maths part of my standardized test?", ["s2:1"], "single-hop"),
    ("When in the day can I work on applications, and why?", ["s1:5"], "single-hop"),
    ("What did I get done on October 3rd?", ["s4:1"], "temporal"),
    ("Who is writing my recommendation letters?", ["s2:5", "s4:3"], "multi-hop"),
    ("What was my undergraduate GPA?", [], "abstain"),
    ("How much is a typical PhD stipend in Germany?", [], "abstain"),
    ("How do I descale a kettle?", [], "abstain"),
]))

CASES.append(case("d9-en-nightshifts", "d9-en-nightshifts", [
    ("2026-02-03T14:00:00+08:00", [
        "Started night shifts at the distribution centre last week. 10pm to 6am, four nights on, three off.",
        "That's a big adjustment. How are you finding the first week?",
        "Sleep is the worst part. I get to bed about 7am and wake up at 1pm feeling like garbage.",
        "Six hours of daytime sleep is rough. A dark, cool room and keeping the same sleep time even on days off helps the body adapt.",
        "My girlfriend works days as a dental hygienist, so we barely see each other.",
        "That's hard on a relationship. Some couples protect one meal a day together, like your breakfast being her dinner.",
    ]),
    ("2026-03-17T15:30:00+08:00", [
        "Got blackout curtains and a white noise machine like you said. Sleeping until 2:30 now.",
        "That's a solid improvement, seven and a half hours! How do you feel on shift?",
        "Better. Around 3am I eat a big meal in the break room, usually instant noodles or a pasty from the vending machine.",
        "A lighter meal at that hour is easier on digestion. Bringing your own food gives you more control too.",
        "Thing is, dairy wrecks my stomach, so half the vending machine is off-limits anyway.",
        "Good to know. Lactose-free options like rice bowls, hummus wraps or a chicken and veg stir-fry in a flask would work well.",
    ]),
    ("2026-05-26T13:45:00+08:00", [
        "Got moved to a different rota: 8pm to 4am now. So much better.",
        "That's a nicer pattern, you can be asleep by 5 and get up early afternoon.",
        "I'm up 6kg since February though, annoyingly.",
        "Very common on nights. Cutting the vending machine snacks and walking on your off days can make a difference.",
        "Yeah. My mate keeps trying to get me into five-a-side on Sundays.",
        "That could be perfect, social and exercise in one.",
    ]),
    ("2026-09-08T12:30:00+08:00", [
        "I applied for the day team lead position. Interview is on the 22nd.",
        "Good luck! Think of a couple of examples where you solved a problem on the floor or helped a new starter.",
        "If I get it I'd finally be on the same schedule as my girlfriend.",
        "That would be a huge quality-of-life change. Fingers crossed.",
    ]),
], [
    ("What hours does my shift run?", ["s3:1"], "update", ["s1:1"]),
    ("What are my working hours?", ["s1:1"], "update", [], "2026-04-10T20:00:00+08:00"),
    ("Suggest something I could pack for my middle-of-the-night meal.", ["s2:5"], "single-hop"),
    ("What did I tell you on March 17?", ["s2:1"], "temporal"),
    ("Two weeks ago I mentioned applying for something. What was it?", ["s4:1"], "temporal", [], "2026-09-22T20:00:00+08:00"),
    ("Why would the team lead job be good for my relationship?", ["s4:3", "s1:5"], "multi-hop"),
    ("Did I get the team lead job?", [], "abstain"),
    ("What's my girlfriend's name?", [], "abstain"),
    ("How much melatonin is safe to take?", [], "abstain"),
]))

CASES.append(case("d9-en-lisbon", "d9-en-lisbon", [
    ("2026-01-25T20:00:00+08:00", [
        "Big news: my company approved my remote work request, so we're moving to Lisbon this summer!",
        "Wow, congratulations! That's a big life change. Who's coming with you?",
        "Me, my husband Tom and our seven-year-old, Iris.",
        "A great age for a move, kids pick up languages fast at seven. Have you set a date yet?",
        "We're aiming to fly out on June 20th.",
        "That gives you about five months, which is reasonable for visas, housing and school paperwork. I'd start the visa process first since it's usually the slowest part.",
    ]),
    ("2026-03-29T21:00:00+08:00", [
        "Applied for the Portuguese digital nomad visa. I had to prove €3,680 a month in income.",
        "Good, that's the big one done. Processing times vary, so keep copies of everything.",
        "We're looking at flats in Campo de Ourique. A two-bed is going for around €2,200 a month, ouch.",
        "It's one of the pricier, family-friendly areas. You might find better value slightly further out with good tram or metro links.",
        "Iris will go to a local public school, so we've got her doing online Portuguese lessons twice a week.",
        "That's a great head start. Even basic phrases will help her feel less lost on the first day.",
    ]),
    ("2026-05-17T19:30:00+08:00", [
        "The consulate is slow, so the flights got rebooked for July 25.",
        "Annoying, but five extra weeks isn't terrible. At least you're not rushing.",
        "And we signed a lease on a place in Estrela, €1,950 with a little balcony. Gave up on the other neighbourhood.",
        "Estrela is lovely and close to the big garden there. Nice that you saved a bit on rent too.",
        "Tom is stress-packing the whole house already, two months early.",
        "Ha, at least nothing will be forgotten!",
    ]),
    ("2026-08-09T18:00:00+08:00", [
        "We've been here two weeks! The heat is no joke, it hit 38 degrees yesterday.",
        "Welcome to Lisbon summer! Lots of water and siesta-style afternoons indoors.",
        "Tom's found part-time work teaching English at a language school.",
        "That's fantastic, and it'll help him meet people quickly.",
        "Iris demands a pastel de nata every single day.",
        "A very reasonable demand, honestly.",
    ]),
], [
    ("When are we flying out to Portugal?", ["s3:1"], "update", ["s1:5"]),
    ("Which part of the city is our new home in?", ["s3:3"], "update", ["s2:3"]),
    ("What monthly earnings did I need to show for the visa?", ["s2:1"], "single-hop"),
    ("What changed in our plans on May 17th?", ["s3:1", "s3:3"], "temporal"),
    ("What's the name of Iris's school in Lisbon?", [], "abstain"),
    ("Is Portugal part of the Schengen area?", [], "abstain"),
    ("What's a good stretch for lower back pain?", [], "abstain"),
]))

CASES.append(case("d9-en-dogsurgery", "d9-en-dogsurgery", [
    ("2026-04-06T19:00:00+08:00", [
        "My lab Biscuit has been limping on her back right leg for a week now.",
        "Poor girl. Is she putting any weight on it at all, or holding it up?",
        "Toe-touching mostly. The vet thinks it's a torn cruciate ligament, we're doing x-rays on Thursday.",
        "Cruciate tears are really common in labradors. The x-rays will help decide between surgery and conservative management.",
        "She's six and weighs about 34 kilos. A bit chunky, honestly.",
        "Extra weight puts more strain on the knees, so the vet will probably talk about that too. Fingers crossed for Thursday.",
    ]),
    ("2026-04-20T20:30:00+08:00", [
        "Surgery is booked: TPLO on May 5th with a specialist orthopaedic vet in Leeds.",
        "TPLO has a very good success rate for dogs her size. It's a big operation but most dogs do really well.",
        "The quote is £4,200. Insurance should cover it, we just pay the £250 excess.",
        "That's a relief, it's a lot of money otherwise. Double-check whether physio afterwards is covered too.",
        "My husband is already building her a recovery pen in the living room, it looks like a fort.",
        "Ha, she'll feel like royalty. Non-slip flooring in there is a good idea.",
    ]),
    ("2026-05-12T21:00:00+08:00", [
        "Surgery went well, she came home on the 6th. Eight weeks of crate rest and only short lead walks.",
        "Great to hear. The crate rest is the hardest part for the humans, honestly. Puzzle feeders and lick mats help a lot.",
        "She hates the cone. We switched to one of those inflatable donut collars.",
        "Those are much comfier for a lot of dogs, as long as she can't reach the incision with it on.",
        "The vet wants her down to 30kg to protect the other knee.",
        "Makes sense, the other cruciate is at higher risk. Weighing her food and swapping treats for bits of her kibble is an easy start.",
    ]),
    ("2026-07-14T18:45:00+08:00", [
        "Recheck x-rays look great, the bone has healed. She can go off-lead again from next week.",
        "Brilliant news! Build up the off-lead time gradually, she'll be overexcited.",
        "She's 31.5 kilos now, getting there.",
        "That's real progress, only a bit more to go.",
    ]),
], [
    ("How heavy is my dog these days?", ["s4:3"], "update", ["s1:5"]),
    ("What number on the scale are we aiming for with her?", ["s3:5"], "single-hop"),
    ("How much did the operation end up costing us personally?", ["s2:3"], "single-hop"),
    ("What was happening with Biscuit on May 5th?", ["s2:1"], "temporal"),
    ("Last Tuesday I told you about a vet check. What did it show?", ["s4:1"], "temporal", [], "2026-07-20T20:00:00+08:00"),
    ("What's the name of the surgeon who operated on her?", [], "abstain"),
    ("How long do labradors usually live?", [], "abstain"),
    ("How do I unclog a bathroom drain?", [], "abstain"),
]))

CASES.append(case("d9-en-chess", "d9-en-chess", [
    ("2026-02-14T21:00:00+08:00", [
        "Played my first rated tournament today! Five-round Swiss at the library. Scored 2.5 out of 5.",
        "Fifty percent in your first rated event is a great start. How did the games feel?",
        "Fun but stressful. My provisional rating came out at 1340. I'm 41 so I'm a late starter.",
        "Plenty of adults improve a lot after starting in their thirties and forties. 1340 is a solid base.",
        "My big problem is blundering when the clock runs low. It was 30 minutes per player, no increment.",
        "Sudden death time controls punish that. Practising with a fixed time budget per move in the opening helps save time for later.",
        "Happy Valentine's Day by the way, my wife is thrilled I spent it at a chess tournament.",
        "Ha, maybe a nice dinner tomorrow to make up for it!",
    ]),
    ("2026-04-11T20:00:00+08:00", [
        "I've dropped the London as white and switched to the Italian. I want to learn more open positions.",
        "Good call for improvement, open games teach tactics and piece activity really well.",
        "Also joined the Castle Knights club, they meet on Wednesday nights.",
        "Regular club play with longer games and analysis afterwards is one of the best ways to improve.",
    ]),
    ("2026-06-27T22:15:00+08:00", [
        "Won my section at the Riverside Open! 4 out of 5, and a $150 prize.",
        "Congratulations, that's a big step! Your first prize money.",
        "Rating went up to 1512.",
        "Over 170 points in four months, that's fast progress.",
        "Next big one is the state championship in October.",
        "That'll be tougher fields, but a great experience. Keep working on time management before then.",
    ]),
    ("2026-10-18T19:30:00+08:00", [
        "State championship was brutal. 2 out of 6. I also lost twice to a 12-year-old in the blitz side event, lol.",
        "Oof. The kids at those events are frighteningly strong. Still, six long games against strong players is valuable.",
        "I'm going to get a coach. Found one online, $45 an hour, every two weeks.",
        "A coach can spot patterns in your losses that are hard to see yourself. Bring your tournament games to the first session.",
    ]),
], [
    ("What's my current chess rating?", ["s3:3"], "update", ["s1:3"]),
    ("What's my rating right now?", ["s1:3"], "update", [], "2026-03-01T20:00:00+08:00"),
    ("What evening of the week is taken up by my board game group?", ["s2:3"], "single-hop"),
    ("How did I do on June 27?", ["s3:1"], "temporal"),
    ("Compare my score in my very first tournament with the Riverside Open.", ["s1:1", "s3:1"], "multi-hop"),
    ("What's my coach's name?", [], "abstain"),
    ("Who is the current world chess champion?", [], "abstain"),
    ("How do I make a sourdough starter?", [], "abstain"),
]))

CASES.append(case("d9-en-braces", "d9-en-braces", [
    ("2026-01-20T19:30:00+08:00", [
        "At 34 I'm finally getting my teeth fixed. Had the consultation today: crossbite plus crowding on the bottom.",
        "Good for you, lots of adults are doing it now. What options did they give you?",
        "Clear aligners for about $5,800 or metal braces for $4,900.",
        "Both can work for crowding. Crossbites are sometimes trickier for aligners, so ask how confident they are with your case.",
        "I'm leaning towards the aligners since I give presentations at work all the time.",
        "Understandable, they're much less visible. Just keep in mind you need to wear them about 22 hours a day for them to work.",
    ]),
    ("2026-02-24T20:00:00+08:00", [
        "Ended up going with ceramic brackets. The ortho said the clear trays wouldn't correct my bite well enough.",
        "Tooth-coloured ceramic is a good compromise, it's a lot less noticeable than metal.",
        "Treatment time is estimated at 20 months.",
        "That's pretty typical for a crossbite plus crowding.",
        "Total is $5,300, on a payment plan of $220 a month.",
        "A payment plan makes it much more manageable. Check whether your dental insurance covers any adult orthodontics.",
    ]),
    ("2026-03-10T21:30:00+08:00", [
        "The braces went on yesterday. My teeth ache so much, I've lived on soup and yogurt.",
        "The first few days are the worst, it usually settles within a week. Cold things and over-the-counter pain relief help.",
        "And the lisp is real. I have a big client pitch on Thursday and I'm worried.",
        "Practising the pitch out loud a few times will help your tongue adapt fast. Most people won't notice as much as you do.",
    ]),
    ("2026-08-18T20:15:00+08:00", [
        "Got rubber bands added today for the crossbite. I have to wear them 22 hours a day.",
        "Elastics do a lot of the heavy lifting for bite correction. Carry spares, they snap at the worst times.",
        "I also knocked a bracket off last week biting into a bagel. Oops.",
        "Very common! Cutting hard bread into small pieces helps. Did they re-bond it?",
        "Yeah, today. Anyway I'm off to Greece next month, can't wait.",
        "Lovely! Pack extra elastics and orthodontic wax.",
    ]),
], [
    ("What type of orthodontic treatment am I getting?", ["s2:1"], "update", ["s1:5"]),
    ("How long will the hardware be on my teeth?", ["s2:3"], "single-hop"),
    ("What date did my braces go on?", ["s3:1"], "temporal"),
    ("What did I tell you on August 18?", ["s4:1"], "temporal"),
    ("What's my orthodontist's name?", [], "abstain"),
    ("Can you whiten your teeth while wearing braces?", [], "abstain"),
    ("What's the best time of year to visit Iceland?", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese

CASES.append(case("d9-zh-kaoyan", "d9-zh-kaoyan", [
    ("2026-03-02T21:00:00+08:00", [
        "我决定了，今年要考研！目标是华东师范的应用心理学专硕。",
        "支持你！应用心理专硕这几年报的人挺多的，早点定目标很好。你现在是在职还是已经毕业在家？",
        "在职，我现在在一家教培机构上班，白天基本没空，只能晚上和周末学。",
        "在职备考确实辛苦，关键是每天固定一个时间段雷打不动，比如晚上8点到11点，周末整块时间攻专业课。",
        "还有个大问题，英语是我最大的短板，四级当年才考了452。",
        "那英语得尽早开始，单词和长难句是底子，先把单词过两三轮，暑假再开始刷真题阅读。",
    ]),
    ("2026-05-16T22:30:00+08:00", [
        "报了个网课，全程班3980，心疼死了。",
        "不便宜，但如果能帮你理清框架、省下自己摸索的时间，也算值。关键是跟得上进度。",
        "现在每天早上六点起来背单词，已经坚持两周了！",
        "两周很不容易了，坚持过三周基本就成习惯了。",
        "今天下了一整天雨，本来想去图书馆也没去成，在家学的。",
        "在家学也挺好，省了路上的时间，就是要管住手别刷手机哈哈。",
    ]),
    ("2026-07-08T21:15:00+08:00", [
        "跟你说个事，学校我换了，华东师范太卷了，最后还是定了南京师范。",
        "南师的心理学也很不错，而且竞争相对小一点，这个调整挺理性的。",
        "然后我把工作辞了，打算全职备考到12月。",
        "全职备考时间充裕很多，但也要注意作息和心态，别把自己关太死了，可以每天安排点运动。",
        "我妈不太支持，觉得辞职太冒险了，天天念叨。",
        "家里人担心也正常，可以跟她讲讲你的计划和考不上的备选方案，她可能会放心一点。",
    ]),
    ("2026-10-25T20:00:00+08:00", [
        "预报名弄完了，考点选在我老家扬州，住家里方便。",
        "考点选熟悉的地方挺好的，吃住都不用操心，能少很多变数。",
        "政治最近在刷肖秀荣的题，选择题正确率大概七成吧。",
        "七成在这个阶段还行，后面背一下肖四肖八，分析题的分就能上来。",
        "就是越到后面越慌，晚上老睡不着。",
        "这很正常，最后阶段尽量保持规律作息，睡前别再看题，可以听点轻音乐放松一下。",
    ]),
], [
    ("我报考的是哪个学校？", ["s3:1"], "update", ["s1:1"]),
    ("我的目标院校是哪所？", ["s1:1"], "update", [], "2026-06-01T20:00:00+08:00"),
    ("我外语底子大概什么水平？", ["s1:5"], "single-hop"),
    ("7月8号那天我跟你说了什么？", ["s3:1", "s3:3"], "temporal"),
    ("我准备回哪个城市考试？报的又是哪个学校？", ["s4:1", "s3:1"], "multi-hop"),
    ("我考研初试考了多少分？", [], "abstain"),
    ("专硕和学硕有什么区别？", [], "abstain"),
    ("推荐一部好看的韩剧吧。", [], "abstain"),
]))

CASES.append(case("d9-zh-parrot", "d9-zh-parrot", [
    ("2026-02-08T15:00:00+08:00", [
        "我上周从花鸟市场带回来一只玄凤鹦鹉，灰色的，脸蛋两坨橘红，超级可爱！",
        "玄凤性格很亲人，适合新手养。刚到家的头一两周让它先熟悉环境，别急着上手。",
        "给它起名叫豆包，店家说大概三个月大。笼子暂时放我卧室里了。",
        "豆包这名字好萌！卧室的话注意晚上别让灯一直亮着，鸟需要10到12小时的黑暗睡眠。",
        "现在喂的主要是混合谷子，店家送了一大袋。",
        "谷子可以先吃着，但长期只吃谷子营养不均衡，建议慢慢过渡到滋养丸，再加点新鲜蔬菜。",
    ]),
    ("2026-03-22T20:00:00+08:00", [
        "听你的，开始给它换粮了，现在是一半谷子一半丸子。",
        "很好，慢慢来，观察它的粪便和体重，没问题就一点点加丸子的比例。",
        "豆包会吹口哨了！吹的是《喀秋莎》开头那两句，我天天放给它听的。",
        "哈哈太厉害了！玄凤模仿口哨是强项，多练几遍可能能吹完整一段。",
        "就是它老啄我耳环，耳朵都被啄红了。",
        "它是对亮晶晶的东西好奇，跟它玩的时候先把耳环摘了吧，也防止它误吞。",
    ]),
    ("2026-06-13T19:30:00+08:00", [
        "带它去做了DNA鉴定，结果是个妹妹！我一直以为是公的。",
        "哈哈，难怪！那以后可能会有下蛋的情况，要注意补钙。",
        "怪不得最近老趴在笼子底下，感觉像要下蛋了。",
        "有可能，可以放点墨鱼骨让它补钙，同时减少光照时间，避免频繁下蛋。",
        "还有个事，我男朋友来了总打喷嚏，他对羽毛粉尘有点过敏。",
        "玄凤的粉绒确实比较多，勤打扫、多通风会好一些，也可以考虑空气净化器。",
    ]),
    ("2026-09-05T21:00:00+08:00", [
        "换了个大笼子，60公分宽的，挪到阳台那边去了，卧室不放了。",
        "大笼子它会舒服很多。阳台注意别让太阳直晒，夏天要防暑，冬天要防风。",
        "买了台空气净化器，男朋友好多了，现在来我家不怎么打喷嚏了。",
        "太好了，两边都照顾到了。",
        "豆包今天还站在我肩膀上陪我看了一集综艺，哈哈。",
        "这就是养鸟的快乐吧！",
    ]),
], [
    ("豆包的笼子现在放在哪儿？", ["s4:1"], "update", ["s1:3"]),
    ("豆包的笼子放在哪个房间？", ["s1:3"], "update", [], "2026-05-01T20:00:00+08:00"),
    ("我家那只鸟查出来是男孩还是女孩？", ["s3:1"], "single-hop"),
    ("我男朋友一来我家就鼻子不舒服，可能是什么原因？", ["s3:5"], "single-hop"),
    ("3月22号我跟你说豆包学会了什么新本事？", ["s2:3"], "temporal"),
    ("豆包的生日是哪天？", [], "abstain"),
    ("玄凤鹦鹉一般能活多少年？", [], "abstain"),
    ("红烧肉怎么做才不腻？", [], "abstain"),
]))

CASES.append(case("d9-zh-swim", "d9-zh-swim", [
    ("2026-05-10T20:00:00+08:00", [
        "我三十二了还是个旱鸭子，今年夏天说什么也要学会游泳。",
        "什么时候学都不晚！成年人学游泳理解能力强，进步其实挺快的。",
        "在小区旁边的游泳馆报了个成人班，十节课1200，教蛙泳。",
        "十节课学蛙泳差不多能入门，课后自己多去练练巩固。",
        "不过我特别怕水，小时候掉进过河里一次，现在脸一沾水就慌。",
        "有过那种经历，怕水很正常。可以跟教练说一下，先从在浅水区憋气、吐泡泡开始，慢慢建立安全感。",
    ]),
    ("2026-05-23T21:00:00+08:00", [
        "上了三节课了，能憋气漂起来了！教练姓孙，特别有耐心。",
        "能漂起来是最关键的一步，恭喜！遇到有耐心的教练太重要了。",
        "就是腿老是蹬不对，教练说我是剪刀腿。",
        "剪刀腿很常见，主要是两只脚没有对称翻脚。可以趴在池边专门练收腿、翻脚、蹬夹。",
        "每次游完都饿得不行，回家能干两碗饭。",
        "游泳消耗大，饿很正常，哈哈，吃饱才有力气练。",
    ]),
    ("2026-07-04T19:30:00+08:00", [
        "十节课上完了，能游25米了！但是换气还是不行，游一段就得站起来。",
        "25米已经很棒了！换气是蛙泳的一大难关，多在岸边练抬头吸气、入水吐气的节奏。",
        "打算接着报自由泳班，七月底开课。",
        "学自由泳也不错，不过换气的问题在自由泳里也存在，可以跟教练说重点练一下。",
    ]),
    ("2026-08-15T20:30:00+08:00", [
        "那个班我最后没报，想先把蛙泳的换气练扎实了再说，现在自己每周去游三次。",
        "这个思路挺好的，一个泳姿先练熟了，再学别的会轻松很多。",
        "现在能连续游200米了，虽然很慢。",
        "从25米到200米，进步太大了！慢不要紧，能连续游下来说明换气已经过关了。",
        "就是眼睛老进水，是不是泳镜不合适啊？",
        "很可能是泳镜密封不好，可以不戴头带轻轻按在眼睛上，能吸住几秒的就是适合你脸型的。",
    ]),
], [
    ("我接下来打算练哪种泳姿？", ["s4:1"], "update", ["s3:3"]),
    ("我下一步准备学什么？", ["s3:3"], "update", [], "2026-07-20T20:00:00+08:00"),
    ("我恐水的根源是什么？", ["s1:5"], "single-hop"),
    ("5月23号我提到自己的腿部动作有什么问题？", ["s2:3"], "temporal"),
    ("那个成人班花了我多少钱，上完以后我能游多远？", ["s1:3", "s3:1"], "multi-hop"),
    ("我的泳镜是什么牌子的？", [], "abstain"),
    ("蛙泳和自由泳哪个更消耗热量？", [], "abstain"),
    ("周末去哪里爬山比较好？", [], "abstain"),
]))

CASES.append(case("d9-zh-secondchild", "d9-zh-secondchild", [
    ("2026-01-12T21:30:00+08:00", [
        "跟老公商量了好久，决定要二胎了。老大今年五岁，是个男孩。",
        "五岁的差距挺好的，老大能懂事一些，也能帮点小忙。你们考虑得怎么样了？",
        "我今年36了，有点担心算高龄。",
        "35岁以上确实算高龄，但现在高龄妈妈很多，孕前检查做全一点，孕期按时产检就好。可以提前三个月开始吃叶酸。",
        "最头疼的是没人带孩子，我婆婆腰不好，我妈在老家还得照顾我外婆。",
        "这个确实要提前规划，可以考虑月嫂、育儿嫂或者托育，看看预算再决定。",
    ]),
    ("2026-04-19T20:00:00+08:00", [
        "怀上了！验孕棒两条杠，昨天去医院抽血确认了。",
        "恭喜恭喜！头三个月注意休息，别太累，按医生安排建档产检。",
        "预产期算出来是12月初。",
        "冬天生孩子，坐月子要注意保暖，不过也不会太热，其实挺舒服的。",
        "老大知道以后说要妹妹，不要弟弟，哈哈。",
        "哈哈哈，小家伙已经有想法了。可以多让他参与，比如一起给宝宝准备小衣服，减少他的失落感。",
    ]),
    ("2026-06-28T21:00:00+08:00", [
        "NT和无创都做了，都是低风险，终于松了口气。",
        "太好了，这两项都过了心里就踏实多了。",
        "家里商量好了，生完请个月嫂，预算一万五左右。",
        "一万五在很多城市能请到中等水平的月嫂，建议提前两三个月就开始面试，好的月嫂很抢手。",
        "最近老是半夜腿抽筋，疼醒好几次。",
        "孕中期抽筋很常见，多半跟缺钙有关，可以问问医生要不要补钙，睡前热水泡泡脚也有帮助。",
    ]),
    ("2026-09-20T19:00:00+08:00", [
        "月嫂那个钱省了，我妈说外婆那边安排好了，她过来帮我坐月子。",
        "自己妈妈来照顾最放心了，也能省下一笔钱。",
        "糖耐没过，查出来有点妊娠糖尿病，医生让我控制饮食。",
        "别太紧张，大部分通过饮食和运动就能控制住。少食多餐，主食粗细搭配，饭后散散步。",
        "四维做了，是个女儿！老大高兴坏了。",
        "儿女双全，太好了！老大的愿望也实现了。",
    ]),
], [
    ("月子里谁来照顾我？", ["s4:1"], "update", ["s3:3"]),
    ("帮我推荐几样下午加餐的小零食。", ["s4:3"], "single-hop"),
    ("我是哪天去医院抽血确认怀孕的？", ["s2:1"], "temporal"),
    ("6月28号我跟你说了什么检查结果？", ["s3:1"], "temporal"),
    ("老大盼着的事最后如愿了吗？", ["s2:5", "s4:5"], "multi-hop"),
    ("老二的名字起好了吗？叫什么？", [], "abstain"),
    ("孕妇每天能喝多少咖啡？", [], "abstain"),
    ("手机电池不耐用了怎么办？", [], "abstain"),
]))

CASES.append(case("d9-zh-rideshare", "d9-zh-rideshare", [
    ("2026-03-03T13:00:00+08:00", [
        "厂里效益不行，我被裁了。打算先开网约车过渡一下。",
        "被裁确实闹心，先有份收入稳住也是个办法。车是自己的还是打算租？",
        "车是自己的，一辆2019年的比亚迪秦，油电混动的，跑起来还算省。",
        "混动跑网约车挺合适，油耗低。注意一下车龄和平台的准入要求，一般都要求车龄不超过八年左右。",
        "已经在滴滴上注册了，就等网约车驾驶员证下来。",
        "那就先趁等证的这段时间熟悉一下路况和热门区域，证下来就能直接上手。",
    ]),
    ("2026-04-14T23:30:00+08:00", [
        "证下来了，跑了一个礼拜了，一天跑十个钟头，流水四百出头。",
        "开局还行，刚开始不熟悉哪里单多，后面摸清规律应该能更高。",
        "就是腰受不了，坐一天酸得直不起来。",
        "久坐确实伤腰，可以买个腰靠，每跑两个小时下车活动活动，做几个伸展动作。",
        "平台抽成感觉得有百分之二十多，到手没多少。",
        "抽成确实不低，可以算一下油费、保险、折旧，看看每小时实际到手多少，再决定怎么安排时间。",
    ]),
    ("2026-06-09T22:00:00+08:00", [
        "我现在主要跑晚上，晚上九点到凌晨三点，机场的单多，价格也高。",
        "夜班单价高、路上不堵，确实划算，但一定要注意休息，疲劳驾驶很危险。",
        "上礼拜拉了个喝醉的，吐我车上了，洗车花了两百，平台只赔了一百五。",
        "太糟心了……好歹平台赔了大头。以后碰到明显喝多的乘客可以在车里备几个呕吐袋。",
        "唉，干啥都不容易。",
        "是啊，辛苦了，跑夜车多注意安全。",
    ]),
    ("2026-08-25T21:00:00+08:00", [
        "跟你说，我把秦卖了，现在租了一辆纯电的埃安在跑，一个月租金2800。",
        "纯电跑网约车电费便宜很多，算下来可能比油车省。充电方便吗？",
        "还行，小区附近有快充站。另外我老婆不让我跑夜车了，又改回白天，早上七点到下午五点。",
        "身体要紧，白天跑虽然单价低点，但作息正常多了，家里人也放心。",
        "儿子下个月上初中了，开销又要涨了。",
        "孩子上学确实花钱，加油，稳稳当当地跑，慢慢来。",
    ]),
], [
    ("我现在开的是什么车拉活？", ["s4:1"], "update", ["s1:3"]),
    ("我一般几点到几点出车？", ["s4:3"], "update", ["s3:1"]),
    ("我当初为什么会开始干这一行？", ["s1:1"], "single-hop"),
    ("推荐几个在车里就能做的放松动作，针对我的毛病。", ["s2:3"], "single-hop"),
    ("上周二我跟你吐槽了什么糟心事？", ["s3:3"], "temporal", [], "2026-06-15T20:00:00+08:00"),
    ("我的接单评分是多少？", [], "abstain"),
    ("考网约车驾驶员证要考哪些内容？", [], "abstain"),
    ("猫为什么那么喜欢钻纸箱？", [], "abstain"),
]))

CASES.append(case("d9-zh-photo", "d9-zh-photo", [
    ("2026-02-15T20:00:00+08:00", [
        "我开始自学摄影了！买了台二手的富士X-T30，带一个18-55的镜头，一共花了五千二。",
        "富士的直出色彩很好看，入门很合适。18-55这个头素质也不错。",
        "主要想拍街头，周末去老城区转转。",
        "老城区很适合扫街，光影和生活气息都有。早上和傍晚的光线最好看。",
        "在B站跟着一个UP主学曝光三角，光圈快门ISO还是有点晕。",
        "一开始晕很正常，可以先用光圈优先模式，只管光圈，让相机自己算快门，慢慢就有感觉了。",
    ]),
    ("2026-04-05T21:30:00+08:00", [
        "我发现我更喜欢拍人像，上周给闺蜜拍了一组汉服，她超满意！",
        "人像很有成就感，被拍的人满意就是最好的反馈。",
        "想再入个定焦头，看上了适马的56mm f1.4。",
        "那颗头虚化和锐度都很好，拍人像很合适，等效85mm左右，正好是经典人像焦段。",
        "就是我手有点抖，快门一慢就糊。",
        "那快门尽量保持在焦距倒数的两倍以上，比如1/160秒以上，实在不够光就适当提高ISO。",
    ]),
    ("2026-06-21T20:00:00+08:00", [
        "适马那个最后没入，太贵了，换成了七工匠的35mm手动头，才八百多。",
        "七工匠性价比很高，手动对焦也能练手感。富士的峰值对焦辅助可以打开，会方便很多。",
        "还投了一组片子参加市里的摄影比赛，主题是'城市烟火气'。",
        "这个主题跟你拍街头的方向很契合，祝你好运！",
        "最近热得要命，中午根本不敢出门拍。",
        "正好中午光线也硬，早晚出门拍效果更好。",
    ]),
    ("2026-09-13T19:00:00+08:00", [
        "比赛结果出来了，我拿了个优秀奖！还有五百块奖金。",
        "恭喜！第一次参赛就拿奖，太棒了。",
        "现在开始接小单了，帮人拍毕业照，一次两百。",
        "从爱好到能挣点钱，进步真快。可以做个小作品集发朋友圈，方便别人找你。",
    ]),
], [
    ("我买了哪颗定焦镜头？", ["s3:1"], "update", ["s2:3"]),
    ("我那台机器是什么型号的？", ["s1:1"], "single-hop"),
    ("拍人像的时候快门速度建议设多少？考虑一下我自己的情况。", ["s2:5"], "single-hop"),
    ("9月13号我告诉你什么好消息了？", ["s4:1"], "temporal"),
    ("我参加的那个比赛主题是什么，最后拿了什么奖？", ["s3:3", "s4:1"], "multi-hop"),
    ("我闺蜜叫什么名字？", [], "abstain"),
    ("摄影里说的'黄金时刻'是指什么时候？", [], "abstain"),
    ("公积金贷款怎么申请？", [], "abstain"),
]))

CASES.append(case("d9-zh-diabetes", "d9-zh-diabetes", [
    ("2026-03-25T20:30:00+08:00", [
        "体检查出来空腹血糖7.8，医生说是二型糖尿病。我才41岁，整个人都懵了。",
        "刚确诊会很慌，这很正常。二型糖尿病早发现早干预，很多人通过饮食和运动能控制得很好。",
        "医生开了二甲双胍，一天两次，一次500毫克。",
        "二甲双胍是一线用药，刚开始可能有点胃肠反应，饭中或饭后吃会好一些。",
        "我最爱吃米饭面条了，一顿不吃主食就难受。",
        "主食不用完全戒掉，可以换成粗细搭配，比如杂粮饭、荞麦面，控制量就行。",
    ]),
    ("2026-05-06T21:00:00+08:00", [
        "现在米饭是一半糙米一半白米了，面条也换成荞麦面。",
        "调整得很好！粗粮升糖慢，吃完也更顶饿。",
        "每天晚饭后快走四十分钟，小区绕八圈。",
        "饭后运动对降餐后血糖特别有效，坚持下来效果会很明显。",
        "水果基本不敢吃，顶多偶尔吃半个苹果。",
        "其实血糖控制平稳的时候，两餐之间吃一些低升糖的水果是可以的，比如苹果、柚子、草莓，注意量。",
    ]),
    ("2026-07-15T20:00:00+08:00", [
        "复查了！糖化从8.1降到了6.6！",
        "太厉害了，三个多月降这么多，说明你的调整很有效。",
        "医生说药可以减了，现在一天只吃一次。",
        "减药是很大的肯定，继续保持饮食和运动习惯。",
        "体重也掉了五公斤，现在73公斤。",
        "减重对改善胰岛素抵抗很有帮助，一举两得。",
    ]),
    ("2026-10-21T19:30:00+08:00", [
        "最近公司老加班，晚饭后那个走路已经断了快一个月了。",
        "工作忙的时候确实难坚持，可以试试拆成小段，比如午饭后走十五分钟，或者下班提前一站下车走回家。",
        "中秋没忍住吃了两个月饼，血糖直接飙到十二点多。",
        "节日偶尔失控别太自责，下次可以切一小块尝尝，吃的时候减少当餐主食。",
        "唉，知道了，管住嘴真难。",
        "慢慢来，你之前已经做得很好了，调整回来就行。",
    ]),
], [
    ("二甲双胍我现在一天吃几次？", ["s3:3"], "update", ["s1:3"]),
    ("我的降糖药一天吃几次？", ["s1:3"], "update", [], "2026-06-01T20:00:00+08:00"),
    ("给我推荐一份早餐搭配。", ["s1:1"], "single-hop"),
    ("7月15号复查的时候糖化是多少？", ["s3:1"], "temporal"),
    ("我现在每天一共吃多少毫克的二甲双胍？", ["s1:3", "s3:3"], "multi-hop"),
    ("我的主治医生叫什么名字？", [], "abstain"),
    ("糖尿病人能喝无糖可乐吗？", [], "abstain"),
    ("北京到上海的高铁要坐多久？", [], "abstain"),
]))

CASES.append(case("d9-zh-chengdu", "d9-zh-chengdu", [
    ("2026-04-02T21:00:00+08:00", [
        "我在北京待了八年了，打算搬去成都，房价低，节奏也慢。",
        "成都生活确实舒服很多，很多人从北上广过去都不想回来了。工作怎么安排？",
        "公司同意我转远程了，就是工资打个九折。",
        "九折换来成都的生活成本，其实算下来可能更划算。",
        "准备五月底搬，问了搬家公司，整车拉过去要八千。",
        "长途搬家确实贵，可以趁这次断舍离一下，东西少了有的公司能按方数算，便宜一些。",
    ]),
    ("2026-05-14T20:30:00+08:00", [
        "日子定了，6月6号走，比原先说的晚了一个礼拜。",
        "6月6号，六六大顺，好日子！",
        "在高新区租了个两室一厅，月租三千二，比我北京那套便宜一半还多。",
        "高新区生活配套挺全的，离地铁近的话通勤也方便。",
        "东西实在太多了，二十几箱书都送人了，心疼。",
        "送给需要的人也算物尽其用，以后可以多用电子书。",
    ]),
    ("2026-06-18T22:00:00+08:00", [
        "到成都快两周了，天天吃辣吃得胃疼，我本来就有慢性胃炎。",
        "胃炎可经不起天天吃辣，点菜可以多选清汤、不辣的，成都其实也有很多不辣的好吃的。",
        "在小区附近报了个羽毛球俱乐部，每周四晚上打。",
        "运动加社交，挺好的，打球容易交到朋友。",
        "有点想北京的朋友，这边还没认识几个人。",
        "刚到新城市都会有这个阶段，羽毛球俱乐部说不定就是个开始。",
    ]),
    ("2026-10-08T20:00:00+08:00", [
        "国庆回了趟北京，发现自己已经受不了北京的干燥了。",
        "哈哈，被成都的湿润空气养回来了。",
        "打算明年在成都买房，看了天府新区几个楼盘，首付大概要六十万。",
        "天府新区这几年发展很快，可以多看看交通和学校配套，不急着定。",
    ]),
], [
    ("我哪天从北京搬走？", ["s2:1"], "update", ["s1:5"]),
    ("我打算什么时候搬家？", ["s1:5"], "update", [], "2026-04-20T20:00:00+08:00"),
    ("推荐几家成都的馆子，要适合我的。", ["s3:1"], "single-hop"),
    ("我每个月住的地方要花多少钱？", ["s2:3"], "single-hop"),
    ("上周四我跟你说我报了个什么运动？", ["s3:3"], "temporal", [], "2026-06-25T20:00:00+08:00"),
    ("搬到成都以后，我的收入和房租跟在北京比各有什么变化？", ["s1:3", "s2:3"], "multi-hop"),
    ("我在北京是做什么工作的？", [], "abstain"),
    ("成都地铁晚上几点停运？", [], "abstain"),
    ("给狗洗澡多久一次合适？", [], "abstain"),
]))

CASES.append(case("d9-zh-calligraphy", "d9-zh-calligraphy", [
    ("2026-01-04T20:00:00+08:00", [
        "新年新计划，我要开始练毛笔字！退休了在家闲着也是闲着。",
        "好计划！练书法修身养性，很适合退休生活。打算从什么字体开始？",
        "先从楷书入手，临的是颜真卿的《多宝塔碑》。",
        "《多宝塔碑》是颜体里比较规整的，很适合入门，笔画端庄厚重。",
        "我右手腕以前骨折过，写久了会疼。",
        "那每次练之前先活动一下手腕，写半小时就歇一歇，千万别硬撑。",
    ]),
    ("2026-02-28T15:30:00+08:00", [
        "报了老年大学的书法班，每周二上午上课。",
        "有老师带着进步快多了，还能认识一帮同好。",
        "老师说我横画起笔太重，让我每天先写一百个横。",
        "基本功最见功夫，横画写稳了，整个字的骨架就立住了。",
        "每天练一个半小时，用毛边纸，便宜。",
        "毛边纸练基本功挺好，等写熟了再换好点的宣纸。",
    ]),
    ("2026-05-09T16:00:00+08:00", [
        "老师说多宝塔太板了，让我换个帖，现在改临欧阳询的《九成宫》了。",
        "《九成宫》结构险峻精妙，被称为'楷书极则'，换帖是个进阶。",
        "老伴说我写字以后比以前有耐心了，脾气也好了，哈哈。",
        "书法最能磨性子，家里人都感受到了，说明您是真练进去了。",
        "今天天气好，下午还去公园转了一圈。",
        "劳逸结合，好得很。",
    ]),
    ("2026-08-22T19:00:00+08:00", [
        "我写的一幅'宁静致远'被老年大学选去参加国庆作品展了！",
        "太厉害了，练了大半年就能参展，恭喜！",
        "另外课换时间了，因为换了个老师，现在是每周四下午。",
        "新老师可能有不同的风格，也是个学习的机会。",
    ]),
], [
    ("我现在临的是哪本帖？", ["s3:1"], "update", ["s1:3"]),
    ("我在临哪本字帖？", ["s1:3"], "update", [], "2026-03-15T20:00:00+08:00"),
    ("给我推荐一些练字前的热身动作。", ["s1:5"], "single-hop"),
    ("老师让我每天先练什么基本功？", ["s2:3"], "single-hop"),
    ("8月22号我跟你分享了什么喜事？", ["s4:1"], "temporal"),
    ("我孙子叫什么名字？", [], "abstain"),
    ("行书和草书有什么区别？", [], "abstain"),
    ("手机怎么截长图？", [], "abstain"),
]))

# ---------------------------------------------------------------- checks and output


def check(c):
    turns, stimes = {}, {}
    for s in c["sessions"]:
        assert 4 <= len(s["turns"]) <= 8 and len(s["turns"]) % 2 == 0, (c["id"], s["id"])
        for t in s["turns"]:
            turns[t["id"]] = t
            stimes[t["id"]] = s["time"]
    times = [s["time"] for s in c["sessions"]]
    assert times == sorted(times), c["id"]
    for q in c["questions"]:
        for tid in q["evidence"] + q.get("stale", []):
            assert tid in turns and turns[tid]["role"] == "user", (c["id"], q["id"], tid)
            assert stimes[tid] <= q["time"], (c["id"], q["id"], tid)
        if q["type"] == "abstain":
            assert not q["evidence"], (c["id"], q["id"])
        else:
            assert q["evidence"], (c["id"], q["id"])
        if q.get("stale"):
            assert max(stimes[t] for t in q["stale"]) < min(stimes[t] for t in q["evidence"]), (c["id"], q["id"])


for c in CASES:
    check(c)
assert len({c["id"] for c in CASES}) == len(CASES)

json.dump({
    "name": "dialogues-9",
    "version": 1,
    "description": ("18 multi-session chats (9 English, 9 Chinese) on fresh everyday domains: sailing lessons, "
                    "kitchen renovation, beekeeping, PhD applications, night shifts, moving to Lisbon, a dog's knee surgery, "
                    "chess tournaments, adult braces, 考研, 养鹦鹉, 学游泳, 二胎, 开网约车, 自学摄影, 糖尿病饮食, 搬家到成都, 练书法. "
                    "Questions mix update (some asked before the change), single-hop, temporal, multi-hop and abstain. "
                    "Written by a helper that read no other data set or generator, as an honest unseen test."),
    "cases": CASES,
}, sys.stdout, ensure_ascii=False, indent=1)
print(file=sys.stdout)
print(Counter(q["type"] for c in CASES for q in c["questions"]), file=sys.stderr)
