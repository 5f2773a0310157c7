"""dialogues-8: an evaluation-only set of 18 multi-session chats (9 English, 9 Chinese) for the
memory engine, in the dialogue format built by dialogue_case.py.

Domains (English): family-tree research, scuba certification, a tennis club ladder, hay fever and
allergy treatment, running a book club, a coding bootcamp, coaching a kids' football team, pet
rabbits, a home espresso setup.
Domains (Chinese): 父亲的高血压, 宝宝辅食, 成人学吉他, 家庭露营, 考教师资格证, 社区团购团长,
小红书便当账号, 智能家居, 带父母去云南跟团游.

Each case has 3-5 sessions spread over 2026 (+08:00), 4-8 alternating user/assistant turns each,
with small talk between facts. About 7 questions per case, mixing: updates (a later user turn
replaces an earlier fact; evidence is the new turn, stale the old one, worded in varied ways and
sometimes scoped by an earlier ask time), single-hop paraphrases and fact-dependent requests,
temporal questions (absolute dates, and relative ones with an explicit ask time), a few multi-hop
questions, and roughly 40% abstentions (general knowledge, same-subject knowledge the user never
gave, and personal details never stated). Evidence is always the user turn that states the answer.

Written in session 23 by a helper that read no other data set or generator (only the dialogue_case.py format builder), as an honest unseen test.
"""
import json
import sys
from collections import Counter

from dialogue_case import case_builder

case = case_builder("2026-11-29T20:00:00+08:00")
CASES = []

# ---------------------------------------------------------------- English

CASES.append(case("d8-en-genealogy", "Harriet Lowe", [
    ("2026-01-11T21:00:00+08:00", [
        "Happy new year, belatedly! I've finally started the family tree project I've been threatening to do for ages. Gran's side is from County Mayo, and so far I've got back as far as her parents, Patrick and Bridget Walsh.",
        "Happy new year! Grandparents and great-grandparents are a good base to build from. Irish civil registration of births started in the 1860s, so a lot of later records are searchable online.",
        "That's handy. I'm on a free Ancestry trial at the moment, it runs out at the end of the month so I'm cramming every evening. Honestly it's more addictive than any phone game.",
        "Trials go fast. A simple research log helps, so you don't repeat the same searches after it expires.",
        "Good shout. Totally unrelated, but it's been snowing here for three days and the cat refuses to go out. She just sits on the windowsill judging the weather.",
        "Sensible cat. Enjoy the cosy research weather.",
    ]),
    ("2026-02-08T20:15:00+08:00", [
        "Tree update: I let the Ancestry trial lapse in the end and I'm doing everything on FamilySearch now, since it's free and the Irish parish records on there are pretty decent.",
        "FamilySearch is a solid choice, especially for church records.",
        "Big find this week. Patrick Walsh went over to Liverpool in 1911 and worked on the docks. I found him on the 1911 census living on Scotland Road with two lodgers.",
        "The 1911 census is a great source; it even recorded how long couples had been married and how many children they'd had.",
        "My brother thinks all this is a waste of time, but he went very quiet when I told him about the docks. I also ordered a DNA kit, should turn up next week.",
        "Results usually take a few weeks once the lab has the sample.",
    ]),
    ("2026-04-19T18:40:00+08:00", [
        "DNA results are in! Mostly Irish, which surprised nobody, but there's a chunk of Scandinavian in there too, which surprised everybody.",
        "Fun! Ethnicity estimates are quite rough, but the match list is often the more useful part.",
        "Yes, there's a second cousin in Boston called Maureen and we've been emailing back and forth. She has a photo of Bridget from around 1920 that I'd never seen before.",
        "What a lovely thing to get from a match. Maybe ask for a high-resolution scan.",
        "She's posting me a print, actually. And I've booked a trip to Castlebar on the 14th of June to go through the county library's local history collection.",
        "Worth emailing ahead, local studies rooms sometimes need an appointment.",
    ]),
    ("2026-06-20T22:05:00+08:00", [
        "Back from Mayo. The library day went to plan and I found Bridget's baptism in the 1889 register for Aghagower parish. I may have squeaked out loud in the reading room.",
        "Brilliant. Baptism entries often name the sponsors too, which can point you to other relatives.",
        "They did! Maureen's print also arrived and it's framed on my landing now. And I'm moving the whole tree off the website and into Gramps on my laptop, so the data's actually mine.",
        "Gramps is open source and exports GEDCOM, so it's a good long-term home for the tree.",
    ]),
], [
    ("Which genealogy website am I mainly using?", ["s2:1"], "update", ["s1:3"], "2026-03-01T20:00:00+08:00"),
    ("Where does my family tree live these days?", ["s4:3"], "update", ["s2:1"]),
    ("What did my great-grandfather do for a living after he left Ireland?", ["s2:3"], "single-hop"),
    ("What did I find on June 14th?", ["s4:1"], "temporal"),
    ("Who gave me the old picture of Bridget, and where have I put it?", ["s3:3", "s4:3"], "multi-hop"),
    ("What percentage of my DNA came back Scandinavian?", [], "abstain"),
    ("What's my brother's name?", [], "abstain"),
    ("What's the capital of Norway?", [], "abstain"),
]))

CASES.append(case("d8-en-scuba", "Marcus Feld", [
    ("2026-03-02T19:00:00+08:00", [
        "I've signed up for my open water course! Pool sessions are at the leisure centre on Thursday nights, and the open water dives are planned for a local quarry sometime in May.",
        "Exciting. The course is usually a handful of pool sessions followed by four open water dives.",
        "My ears are the big worry. I had grommets as a kid and clearing them on planes has always been rubbish for me.",
        "Equalise early and often on the way down, and don't dive with a cold. If it hurts, go up a little and try again.",
        "Noted. Unrelated, my daughter lost her first tooth today and apparently the tooth fairy pays two quid now. Inflation gets everywhere.",
        "Ha, the tooth fairy economy is brutal.",
    ]),
    ("2026-03-27T21:30:00+08:00", [
        "Pool session three done. Dele, the instructor, had us flood and clear our masks about fifteen times. I hated it at first but now I can do it without panicking.",
        "Mask clearing is the skill most people struggle with, so that's real progress.",
        "I also bought my own mask and fins instead of renting. I'd set aside £120 and came in at £95.",
        "A well-fitting mask is the best first purchase.",
        "Oh, and the quarry's shut for maintenance all through May, so the qualifying dives are now at Vobster on the 6th and 7th of June.",
        "Early June water will still be chilly; most people wear a 7mm wetsuit or a semi-dry in UK quarries.",
    ]),
    ("2026-06-09T20:00:00+08:00", [
        "I'm certified!! Both days at Vobster went fine. Twelve degrees at depth, which is, uh, bracing.",
        "Congratulations! That's typical for the time of year.",
        "Left ear was a bit sore on the second day but it cleared up by the evening. Now I'm thinking holiday dive trip. My wife wants Egypt, I want the Philippines.",
        "Both are great. The Red Sea is closer and cheaper from the UK; the Philippines is famous for macro life.",
        "We'll fight it out over dinner. She's making lasagne, so I'm already losing.",
        "Lasagne is a strong negotiating position.",
    ]),
    ("2026-09-14T18:20:00+08:00", [
        "Decision made: Marsa Alam, ten days at the end of October, and five of those on a liveaboard. She won, obviously.",
        "Marsa Alam is great for the southern reefs and sometimes dugongs.",
        "I've started the advanced course too, and I'm doing the pool part on Sunday mornings now because Thursdays clash with my daughter's Brownies.",
        "Sunday mornings are often quieter at pools anyway.",
        "Dele's running it, so I know what I'm in for. More mask drills, probably.",
        "Probably some navigation and a deep dive as well.",
    ]),
], [
    ("What day of the week do I have dive training in the pool?", ["s4:3"], "update", ["s1:1"]),
    ("Where are we going on holiday this autumn?", ["s4:1"], "single-hop"),
    ("Any advice for going down on the liveaboard, given my history?", ["s1:3"], "single-hop"),
    ("What had I just achieved when we talked on 9 June?", ["s3:1"], "temporal"),
    ("What was the water temperature at the surface at Vobster?", [], "abstain"),
    ("What's my daughter's name?", [], "abstain"),
    ("How does nitrogen narcosis affect divers?", [], "abstain"),
]))

CASES.append(case("d8-en-tennis", "Priya Raman", [
    ("2026-02-15T20:00:00+08:00", [
        "I joined the ladder at Riverside Tennis Club! I'm 14th out of 20, which is humbling.",
        "Ladders move quickly once you start challenging the people above you.",
        "My backhand is the problem. It's a one-hander, which looked elegant on TV and is a disaster on me.",
        "Plenty of adult players switch to a two-handed backhand for stability. Worth trying with a coach.",
        "Maybe. I play with Lena on Saturday mornings, she's been my hitting partner since uni.",
        "A regular partner is great for consistency.",
    ]),
    ("2026-04-04T19:15:00+08:00", [
        "Okay, I caved and booked lessons. Tomás has me hitting with both hands now and I hate to admit it, but it works.",
        "Glad it's clicking. It usually takes a few weeks to feel natural.",
        "I won two ladder matches this month, up to 9th. Also it rained all of Wednesday and the courts flooded, so the club's finally putting in new drainage.",
        "Nice climb!",
        "A string went on Sunday and I had the racquet restrung at 52 pounds, which apparently is on the tight side for me.",
        "Higher tension gives more control; lower gives more power and is kinder on the arm.",
    ]),
    ("2026-06-21T21:00:00+08:00", [
        "Bit of a setback: tennis elbow. The physio says no serving for three weeks.",
        "Sorry to hear it. Eccentric wrist exercises and a softer string bed can help.",
        "She said the same about strings, so I've had it dropped to 48. Also Lena's moved to Bristol for work, so on Saturdays I'm knocking up with my neighbour Chidi instead.",
        "Good that you found a new partner so quickly.",
        "He's a lefty, which is messing with my head in a fun way.",
        "Lefty spin into the backhand is a classic challenge.",
    ]),
    ("2026-09-05T18:45:00+08:00", [
        "Elbow's healed, and I'm 4th on the ladder now! First round of the club championship is on September 19th.",
        "Amazing progress from where you started.",
        "I'm nervous already. I'm vegetarian, and I can't stomach much before I play, so I never know what to eat on match mornings.",
        "Something light two or three hours before: oats, a banana, toast with peanut butter.",
        "Oats it is. Mum's coming to watch, which adds a whole extra layer of pressure.",
        "Having someone in your corner can help too.",
    ]),
], [
    ("Who do I usually play with on Saturdays?", ["s3:3"], "update", ["s1:5"]),
    ("What's my current position on the club ladder?", ["s4:1"], "update", ["s1:1", "s2:3"]),
    ("What have I got on in two weeks' time?", ["s4:1"], "temporal", None, "2026-09-05T20:00:00+08:00"),
    ("Can you suggest a breakfast for the morning of my match?", ["s4:3"], "single-hop"),
    ("How much do my lessons with Tomás cost?", [], "abstain"),
    ("Who won the Wimbledon women's singles in 2019?", [], "abstain"),
    ("What's the difference between a slice serve and a kick serve?", [], "abstain"),
]))

CASES.append(case("d8-en-hayfever", "Tom Brennan", [
    ("2026-03-20T08:30:00+08:00", [
        "Morning. It's that time of year again, my eyes are already streaming and it's only March. Tree pollen, I think, birch especially.",
        "Birch pollen peaks in spring. Antihistamines work best if you start them before symptoms get bad.",
        "I take one cetirizine every morning. It makes me a bit dozy though.",
        "Some people find loratadine or fexofenadine less sedating.",
        "I'll ask at the pharmacy. Anyway, off to catch my train, we've got a team away day at a farm, of all places. Wish me luck.",
        "Good luck! Maybe pack tissues.",
    ]),
    ("2026-04-12T19:10:00+08:00", [
        "The pharmacist talked me into fexofenadine and I've been on it for a couple of weeks. No more afternoon zombie mode.",
        "Glad it's helping.",
        "I'm also on a steroid nasal spray, Beconase, twice a day. The GP said it takes a week or two to kick in.",
        "Yes, steroid sprays need steady use to build up.",
        "The farm day was great actually, sneezing aside. We fed lambs. My manager Ruth held one like a baby and refused to give it back.",
        "That sounds like a memorable away day.",
    ]),
    ("2026-05-30T21:00:00+08:00", [
        "Bad news: it's not just trees. The allergy clinic did skin prick tests on the 27th, and I'm also reacting to grass pollen and, annoyingly, cats.",
        "Grass pollen runs roughly May to July, so your season may be longer than you thought.",
        "The cat thing is awkward because my girlfriend has two. She's being very nice about it.",
        "Keeping the cats out of the bedroom and running a HEPA filter can help a lot.",
        "The consultant mentioned immunotherapy, those tablets under the tongue, maybe starting in the winter.",
        "For grass, sublingual treatment usually starts a few months before the season and runs for about three years.",
    ]),
    ("2026-11-08T20:30:00+08:00", [
        "Started the grass tablets last week. One a day under the tongue; the first dose was at the clinic so they could keep an eye on me.",
        "That's standard. Mild mouth itching is common at first.",
        "Yep, itchy mouth for a few days. Also we've moved in together, me and the cats' owner, so the no-cats-in-the-bedroom rule is official and I've bought a HEPA purifier.",
        "Sounds like a good setup.",
        "And I've stopped the Beconase for now since there's nothing in the air this time of year. I'll pick it back up in March.",
        "Sensible; starting a couple of weeks before the season is ideal.",
    ]),
], [
    ("Which antihistamine do I take?", ["s2:1"], "update", ["s1:3"]),
    ("Am I using my nasal spray at the moment?", ["s4:5"], "update", ["s2:3"]),
    ("What did the tests on May 27 show?", ["s3:1"], "temporal"),
    ("What am I allergic to, all told?", ["s1:1", "s3:1"], "multi-hop"),
    ("Which colleague fell in love with a baby sheep?", ["s2:5"], "single-hop"),
    ("What's my girlfriend's name?", [], "abstain"),
    ("What are the two cats called?", [], "abstain"),
    ("How does a HEPA filter actually trap particles?", [], "abstain"),
]))

CASES.append(case("d8-en-bookclub", "Gwen Adeyemi", [
    ("2026-01-25T20:00:00+08:00", [
        "I've started a book club! Six of us so far, mostly mums from the school gate, plus my neighbour Ken, who's 74 and reads faster than all of us put together.",
        "Lovely. Mixed ages usually make for better discussions.",
        "We're meeting the last Thursday of every month at The Fox and Hound. First book is Klara and the Sun.",
        "Great pick, lots to talk about around care and what it means to be human.",
        "I'm only a third of the way in. My son had chickenpox last week so reading time was non-existent.",
        "Hope he's on the mend. Chickenpox is miserable for kids and parents alike.",
    ]),
    ("2026-02-27T22:30:00+08:00", [
        "First meeting done! Everyone loved Klara except Ken, who called it 'a robot moping'. Honestly it livened things up.",
        "A dissenter makes for a good discussion.",
        "The pub was far too loud though, there was a quiz on. So from now on we're taking turns hosting at each other's houses.",
        "Home meetings tend to be more relaxed. A rota for hosting and snacks helps.",
        "Exactly what we did. March's book is Demon Copperhead, which is a brick, so we've given it two months.",
        "It's long but very readable.",
    ]),
    ("2026-05-02T19:00:00+08:00", [
        "Demon Copperhead was a hit. Ken cried, which none of us will ever let him forget.",
        "High praise from a tough critic.",
        "We're up to nine now. Two nurses joined and the last-Thursday thing never worked with their shifts, so we've moved to the first Sunday afternoon of the month.",
        "Sunday afternoons often suit shift workers better.",
        "I'm hosting in June. One of the new ones is coeliac, so I want to be careful with what I put out.",
        "Naturally gluten-free options: cheese and grapes, rice crackers, a flourless chocolate cake, veg sticks with hummus.",
    ]),
    ("2026-08-10T21:15:00+08:00", [
        "Hosting went fine, the flourless cake was gone in ten minutes. We're on something lighter for summer, Tomorrow, and Tomorrow, and Tomorrow.",
        "A great one, especially if anyone grew up with video games.",
        "Ken is threatening to pick a 900-page naval history for the autumn. We may have to stage an intervention.",
        "Maybe a vote with a page limit.",
    ]),
], [
    ("When does the book club meet?", ["s3:3"], "update", ["s1:3"]),
    ("Where do we hold our meetings?", ["s2:3"], "update", ["s1:3"]),
    ("What did our oldest member think of the first book?", ["s1:1", "s2:1"], "multi-hop"),
    ("I'm putting out food for the group again, anything I should keep in mind?", ["s3:5"], "single-hop"),
    ("What were we reading in March and April?", ["s2:5"], "temporal"),
    ("Who wrote Demon Copperhead?", [], "abstain"),
    ("What are the names of the two nurses who joined?", [], "abstain"),
]))

CASES.append(case("d8-en-bootcamp", "Diego Santos", [
    ("2026-04-06T21:00:00+08:00", [
        "So I did it. I handed in my notice at the warehouse and enrolled in a 12-week web development bootcamp. It starts April 20th. I'm 34 and terrified.",
        "Plenty of people switch in their thirties. The first weeks are intense, then it gets more manageable.",
        "It's fully remote, nine to five, Monday to Friday. Mostly JavaScript and React, with a bit of Node at the end.",
        "That's a typical stack. Building small things every day helps it stick.",
        "I've put aside about £6,000 to live on while I do it, and my partner's covering the rent for the three months, which I'm hugely grateful for.",
        "Having a runway makes a big difference.",
    ]),
    ("2026-05-17T22:40:00+08:00", [
        "Week four. I think I finally understand closures. Async/await still makes my brain leak out of my ears.",
        "Async is a common sticking point; drawing out the event loop helps.",
        "My pair partner is a former primary school teacher called Aoife, she's brilliant at explaining things.",
        "Teachers often make great pair programmers.",
        "I built a little app that tracks my running times. Ugly but it works. And I ran a 10k this morning in 58 minutes, a personal best!",
        "Congrats on both!",
    ]),
    ("2026-07-12T20:00:00+08:00", [
        "Demo day was Friday. Our team built a booking app for dog groomers and I did the backend in Node.",
        "A real-world problem makes a good portfolio piece.",
        "Now the job hunt. I'm going for junior front-end roles around Manchester.",
        "Build the CV around your projects and link your GitHub.",
        "The savings pot is down to roughly £1,500, so there's a bit of pressure.",
        "Part-time or contract work could stretch the runway while you search.",
    ]),
    ("2026-09-28T19:30:00+08:00", [
        "GOT A JOB. Junior developer at a logistics startup. Funny, given the warehouse years, they actually liked that I knew the domain.",
        "That's a great fit. Congratulations!",
        "The twist is that it's not front-end at all, it's server-side work in Node and Postgres. Turns out the demo day project is what got me the interview.",
        "Your backend work paid off.",
        "It's hybrid, two days a week in their Leeds office, so I'll be on the train. First day is October 12th.",
        "Manchester to Leeds is roughly an hour by train.",
    ]),
], [
    ("Is my new job front-end or back-end?", ["s4:3"], "update", ["s3:3"]),
    ("Who did I pair program with on the course?", ["s2:3"], "single-hop"),
    ("What did I achieve on the morning of 17 May?", ["s2:5"], "temporal"),
    ("How long ago did my course start?", ["s1:1"], "temporal", None, "2026-06-01T20:00:00+08:00"),
    ("Which city will I commute to for work, and how often?", ["s4:5"], "single-hop"),
    ("What's the name of the logistics startup?", [], "abstain"),
    ("What's the difference between let and var in JavaScript?", [], "abstain"),
]))

CASES.append(case("d8-en-football", "Rachel Kim", [
    ("2026-03-08T17:00:00+08:00", [
        "I've been roped into coaching my son's under-8s football team. The old coach moved away and nobody else put their hand up, so here I am.",
        "That's generous of you. At that age it's mostly about fun and lots of touches of the ball.",
        "We've got 11 kids. Training's Tuesdays after school at the Oakfield rec ground, and matches are Saturday mornings.",
        "Short games and small-sided drills keep everyone involved.",
        "I played netball at school, not football, so I'm learning as I go. I've booked onto the FA Playmaker course for next month.",
        "Playmaker is a good intro, it's short and free.",
    ]),
    ("2026-04-19T20:45:00+08:00", [
        "Did Playmaker. It was online and took about three hours. Main lesson: I was doing far too many laps and queues.",
        "Yes, kids standing in lines is the classic thing to avoid.",
        "Two more kids have joined, so we can run two small-sided games at training now.",
        "Perfect for 5v5 or 6v6 with rotation.",
        "There's a little girl, Ivy, who's a natural in goal but refuses to go in because 'it's boring'. I'm letting her play outfield for now.",
        "At that age rotating everyone through positions is recommended anyway.",
    ]),
    ("2026-06-07T18:30:00+08:00", [
        "Oakfield's pitches are being reseeded over the summer, so until September we're training on the astro at St Mary's school.",
        "Astro's great for passing drills, the ball rolls true.",
        "We won our first match yesterday! 4-3 against Hillside. The parents went wild. My son didn't score but he did a cartwheel at the final whistle.",
        "That's the spirit of under-8s football.",
        "They've asked me to carry on next season and I think I'll say yes. My husband's volunteered as assistant, mainly to carry the cones.",
        "Cone carrier is an important role.",
    ]),
    ("2026-09-13T19:00:00+08:00", [
        "New season's started. We've moved up to under-9s, which means 7-a-side now.",
        "More space and more ideas to play with, but keep it fun.",
        "The school needs the astro on Tuesdays for its own clubs now, so we've shifted to Wednesdays. Same place, St Mary's.",
        "At least the venue stays the same.",
        "And Ivy has decided goalkeeping isn't boring after all, because she watched a women's match on TV. She's our keeper now!",
        "Role models make a huge difference.",
    ]),
], [
    ("Where does the team train these days?", ["s3:1", "s4:3"], "update", ["s1:3"]),
    ("Who plays in goal for us?", ["s4:5"], "update", ["s2:5"]),
    ("How many children are in the squad now?", ["s1:3", "s2:3"], "multi-hop"),
    ("How did our match on 6 June go?", ["s3:3"], "temporal"),
    ("Who's helping me run the team this season?", ["s3:5"], "single-hop"),
    ("What's the team called?", [], "abstain"),
    ("What's my son's name?", [], "abstain"),
    ("How long is a standard under-9s match in England?", [], "abstain"),
]))

CASES.append(case("d8-en-rabbits", "Owen Price", [
    ("2026-02-01T14:00:00+08:00", [
        "We brought home two rabbits yesterday from a small breeder out past the ring road. Biscuit and Pepper, both girls, about six months old.",
        "Rabbits are happier in pairs. Make sure they're spayed or booked in, unspayed females have a high cancer risk.",
        "They're in a hutch in the garden for now, with a run attached. My daughter has already drawn a portrait of each of them.",
        "In winter keep the hutch sheltered from wind and rain, and give plenty of hay for warmth.",
        "The spay appointment is on 20 February. I'm more nervous than they are.",
        "It's routine; the vet will give you aftercare instructions.",
    ]),
    ("2026-02-24T20:00:00+08:00", [
        "Surgery went fine on the 20th, and both of them are eating again, which the vet said was the main thing to watch.",
        "Yes, appetite and droppings are the key signs after surgery.",
        "Pepper keeps gnawing the skirting boards when they're inside though. Is that normal?",
        "Very. Offer chew toys and willow sticks, and block off the tempting edges.",
        "Diet-wise it's timothy hay, a handful of pellets, and greens in the evening, usually romaine and coriander.",
        "Good balance; hay should be around 80% of what they eat.",
    ]),
    ("2026-05-10T16:30:00+08:00", [
        "Big change: they live indoors full time now. We turned the old study into a bunny room with a pen, and the hutch went on Facebook Marketplace.",
        "House rabbits can be very sociable. Bunny-proof the cables!",
        "Already done, after Pepper ate through my laptop charger. Thirty-five quid, that rabbit.",
        "Cable protectors are cheaper lessons.",
        "Also the vet says Biscuit's back teeth are overgrowing, so she needs a dental check every three months from now on.",
        "Dental problems are common in rabbits; plenty of hay helps wear the teeth down.",
    ]),
    ("2026-08-22T18:00:00+08:00", [
        "The heat's been rough on them. I've been freezing water bottles for them to flop against.",
        "Good idea, rabbits struggle once it goes above the mid-twenties.",
        "Vet's orders on food too: pellets cut right back to an egg cup a day each, and the lettuce and coriander are out. It's mint and parsley mostly now.",
        "Fewer pellets helps with weight and teeth.",
        "My daughter wants a third rabbit. I've said we'll think about it, which she correctly understands as no.",
        "Trios can work, but introductions are trickier.",
    ]),
], [
    ("What fresh greens do the bunnies get?", ["s4:3"], "update", ["s2:5"]),
    ("Which of my rabbits needs regular dental checks, and how often?", ["s3:5"], "single-hop"),
    ("Why did I have to buy a new laptop charger?", ["s3:3"], "single-hop"),
    ("What happened on February 20th?", ["s2:1"], "temporal"),
    ("How much did we sell the hutch for?", [], "abstain"),
    ("What's my daughter's name?", [], "abstain"),
    ("How long do pet rabbits usually live?", [], "abstain"),
]))

CASES.append(case("d8-en-espresso", "Nadia Petrov", [
    ("2026-01-18T10:00:00+08:00", [
        "I finally bought an espresso machine! A secondhand Gaggia Classic off eBay for £180. Saturday mornings will never be the same.",
        "The Gaggia Classic is a great starter machine and very moddable.",
        "My shots are running way too fast though, like 12 seconds. I'm using pre-ground supermarket coffee.",
        "That's likely the issue, pre-ground is usually too coarse for espresso. A burr grinder makes the biggest difference.",
        "Ugh, more money. My husband is already giving me looks. He drinks instant, the philistine.",
        "A good grinder might win him over too.",
    ]),
    ("2026-02-14T09:30:00+08:00", [
        "Got a grinder, a Niche Zero, which cost more than the machine, shh. Shots are coming out at about 28 seconds now.",
        "That's right in the usual window.",
        "I'm getting beans from Clifton Coffee in Bristol, their house espresso blend. Chocolatey and nutty, which is exactly what I like.",
        "Medium roasts like that are forgiving for espresso.",
        "Happy Valentine's, by the way. I made my husband a flat white this morning and he admitted it was 'fine'. High praise.",
        "Progress!",
    ]),
    ("2026-04-25T11:00:00+08:00", [
        "Latte art attempt number 47: still a blob. A heart-shaped blob on a good day.",
        "Milk texture matters most, aim for glossy, wet-paint microfoam.",
        "I've switched to oat milk because I've finally admitted dairy doesn't agree with me. Oatly Barista foams way better than I expected.",
        "Barista versions are made to foam well.",
        "And I've gone off the Bristol blend. I'm on a washed Ethiopian from a little roaster in town now, much fruitier, and it took a fair bit of grinder fiddling to dial in.",
        "Lighter roasts usually need a finer grind.",
    ]),
    ("2026-07-03T09:15:00+08:00", [
        "Descaled the Gaggia for the first time, which was more nerve-wracking than it should have been. Our water's really hard.",
        "In hard water areas, regular descaling or filtered water helps a lot.",
        "I fill the machine from a Brita jug now. Also my husband bought his own mug for 'the good coffee'. I've won.",
        "Total conversion!",
        "I'm thinking of doing a barista course in September, just for fun.",
        "A quick way to level up your milk skills.",
    ]),
], [
    ("What coffee beans am I using?", ["s3:5"], "update", ["s2:3"]),
    ("Can you give me a latte recipe I can make at home?", ["s3:3"], "single-hop"),
    ("What machine and grinder do I have?", ["s1:1", "s2:1"], "multi-hop"),
    ("How did my husband react to the coffee I made him on Valentine's Day?", ["s2:5"], "temporal"),
    ("How much did the Niche Zero cost?", [], "abstain"),
    ("What's the name of the roaster in town I buy from?", [], "abstain"),
    ("Which country does the flat white come from?", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese

CASES.append(case("d8-zh-xueya", "刘思雨", [
    ("2026-02-10T21:00:00+08:00", [
        "唉，今天陪我爸去社区医院量血压，高压一百六十五，医生说必须得吃药了。他之前一直不当回事，说自己身体好得很。",
        "165已经属于2级高血压了，规律吃药和每天监测都很重要。",
        "医生开的是氨氯地平，一天一片，早上吃。我还给他买了个欧姆龙的电子血压计，让他早晚各量一次。",
        "早晚固定时间量，记下来复诊时给医生看，会很有帮助。",
        "关键是他口味特别重，顿顿离不开咸菜，我妈说了多少年也管不住他。",
        "控盐对降压效果很明显，可以慢慢减，比如换低钠盐。",
        "嗯回头试试。今天家里提前包了饺子，我爸一口气吃了三十个，还说饺子不算咸，我真是服了。",
        "哈哈，蘸料里的酱油醋也得注意点。",
    ]),
    ("2026-03-15T20:30:00+08:00", [
        "我爸吃了一个月药，现在血压基本在一百三十五到一百四十之间，比之前强多了。",
        "效果不错，关键是坚持，千万别自己停药。",
        "家里盐全换成低钠的了，我爸一开始嫌没味儿，现在也习惯了。咸菜改成一礼拜就吃两回。",
        "这个改变很关键。",
        "他还开始每天晚饭后去公园快走，四十分钟左右，跟楼下的老张搭伴儿。",
        "规律的有氧运动对降压也很有帮助。",
    ]),
    ("2026-06-02T22:10:00+08:00", [
        "复诊了，医生说光一种药压不太稳，早上那片氨氯地平照吃，又给加了一片缬沙坦，也是早上一起吃。",
        "联合用药挺常见的，注意观察有没有头晕乏力。",
        "还好没啥反应。就是最近太热了，公园他不去了，晚上就在小区健身器材那儿活动活动，半个小时就回家。",
        "天热的话傍晚以后再运动更合适。",
        "我最近工作忙，只有周末能回去，平时全靠我妈每天在微信上把血压数字发给我。",
        "家里人配合记录很好。",
    ]),
    ("2026-10-20T20:00:00+08:00", [
        "今天我爸体检报告出来了，血压控制得挺好，就是血脂有点高，医生让少吃肥肉。",
        "血压和血脂常常要一起管。",
        "他最爱的红烧肉估计得限量了，肯定要闹情绪哈哈。另外我给他换了个能连手机的血压计，量完数据自动同步到我这儿，我妈终于不用天天拍照发我了。",
        "自动同步省事多了。",
        "这个月底我打算带他俩去杭州玩两天，散散心。",
        "秋天的杭州挺舒服，注意别走太累。",
    ]),
], [
    ("我爸现在吃哪些降压药？", ["s3:1"], "update", ["s1:3"]),
    ("老爷子规律服药一个月以后，血压降到什么水平了？", ["s2:1"], "single-hop"),
    ("周末回家想给爸妈做顿饭，有什么菜推荐吗？", ["s2:3", "s4:1"], "multi-hop"),
    ("十月份那次体检查出了什么新问题？", ["s4:1"], "temporal"),
    ("我爸一开始查出来的低压是多少？", [], "abstain"),
    ("老张以前是干什么工作的？", [], "abstain"),
    ("高血压病人每天吃盐建议不超过多少克？", [], "abstain"),
]))

CASES.append(case("d8-zh-fushi", "陈晓琳", [
    ("2026-03-05T21:30:00+08:00", [
        "我家闺女快六个月了，准备开始加辅食，有点手忙脚乱。她小名叫糖糖。",
        "六个月左右开始加辅食正好，一般先从强化铁的米粉开始。",
        "对，我买了亨氏的高铁米粉，打算从每天一勺开始。婆婆非要给她加蛋黄，我说先别急。",
        "现在一般建议一次只加一种新食物，观察三天左右有没有过敏。",
        "嗯嗯我也是这么想的。这几天降温，糖糖有点流鼻涕，打算等她好利索了再开始。",
        "对，生病期间不建议引入新食物。",
    ]),
    ("2026-03-28T20:00:00+08:00", [
        "米粉吃了两周了挺顺利，现在又加了南瓜泥和胡萝卜泥。",
        "很好，橙色的蔬菜宝宝一般都挺爱吃。",
        "但是昨天试了一点蛋黄，嘴巴周围起了一圈小红疹子，吓死我了，赶紧停了。",
        "可能是过敏反应，先别吃鸡蛋了，下次体检跟医生说一下。",
        "我婆婆还不服气，说我们小时候啥都吃也没事。算了，不跟她争。",
        "可以拿医生的建议跟老人沟通，会容易一点。",
    ]),
    ("2026-05-16T19:40:00+08:00", [
        "儿保医生说蛋黄那次可能是轻微过敏，让过两个月再少量试试。糖糖现在一天吃两顿辅食，中午一顿晚上一顿。",
        "八个月左右一天两顿很合适。",
        "她最近迷上自己抓着吃，我给她蒸了西兰花小朵和红薯条，吃得满脸都是。",
        "手指食物对精细动作发育很好，注意大小和软硬。",
        "我下个月就回去上班了，白天是婆婆带，辅食得提前跟她交接好。",
        "可以写个简单的食谱和注意事项贴在冰箱上。",
    ]),
    ("2026-07-25T21:00:00+08:00", [
        "好消息！蛋黄又试了一次，这回一点事儿没有，现在每天早上给她吃小半个。",
        "太好了，很多宝宝的轻微过敏长大会减轻。",
        "早饭也加上了，现在是早中晚三顿辅食。婆婆还挺配合，每天照着我写的单子做。",
        "三顿辅食加奶，节奏挺好。",
        "上班第一个月累成狗，不过每天回家糖糖冲我一笑就值了。",
        "辛苦了，也照顾好自己。",
    ]),
], [
    ("糖糖现在能吃鸡蛋吗？", ["s4:1"], "update", ["s2:3"]),
    ("闺女第一口辅食吃的是哪个牌子的？", ["s1:3"], "single-hop"),
    ("我上班以后白天谁在家看娃？", ["s3:5"], "single-hop"),
    ("三月底那次给宝宝试新东西，出了什么状况？", ["s2:3"], "temporal"),
    ("糖糖大名叫什么？", [], "abstain"),
    ("我是在哪家公司上班的？", [], "abstain"),
    ("宝宝一般多大可以开始喝纯牛奶？", [], "abstain"),
]))

CASES.append(case("d8-zh-jita", "赵一鸣", [
    ("2026-01-20T22:00:00+08:00", [
        "奔三的人了终于开始学吉他，买了一把雅马哈的民谣吉他，一千二左右。",
        "入门选雅马哈挺稳的。头几周手指疼是正常的。",
        "确实疼，左手指尖都快磨破了。我现在跟着B站上的免费教程自学，每天晚上练半小时。",
        "每天坚持练比偶尔练很久效果好。",
        "目标是年底能在我妹婚礼上弹一首《小幸运》，牛已经吹出去了。",
        "有目标很好，这首歌和弦不算太难。",
    ]),
    ("2026-03-08T21:15:00+08:00", [
        "自学了一个多月，F和弦怎么都按不响，心态有点崩。",
        "F大横按是新手最大的坎，很多人要练好几周甚至几个月。",
        "所以我在公司附近的琴行报了个线下班，每周六下午上课，一节两百。",
        "有老师纠正手型会快很多。",
        "老师是个九零后小姑娘，弹得特别好，说我右手节奏太乱。唉，被嫌弃了。",
        "节奏可以跟着节拍器慢慢练。",
    ]),
    ("2026-05-24T20:30:00+08:00", [
        "F和弦终于能按响了！虽然偶尔还有一根弦是闷的。",
        "恭喜，过了这关后面会顺很多。",
        "琴行那边重新排了课，周六下午那个时段给小朋友了，我挪到了周三晚上七点。",
        "下班直接过去也方便。",
        "另外我妹婚礼日子定了，十月三号。就剩四个多月了，压力山大。",
        "时间还够，可以现在开始专门练这首歌。",
    ]),
    ("2026-08-30T22:40:00+08:00", [
        "跟你说个事，婚礼上那首《小幸运》不弹了，我妹说她更想听《我们的歌》，我得从头练。",
        "换歌了啊，好在基本功已经有了。",
        "还有我又剁手了，入了一把马丁的单板，心疼钱包但声音是真好，现在天天弹它。雅马哈留着出门带。",
        "单板琴会越弹越好听。",
        "这周末公司团建去爬山，估计又要手酸腿酸了。",
        "注意别伤着手指，还要练琴呢。",
    ]),
], [
    ("我妹婚礼上我准备弹哪首歌？", ["s4:1"], "update", ["s1:5"]),
    ("我的吉他课现在是哪天上？", ["s3:3"], "update", ["s2:3"]),
    ("离我妹办喜事还有多久？", ["s3:5"], "temporal", None, "2026-09-03T20:00:00+08:00"),
    ("之前一直卡住我的那个和弦，后来练成了吗？", ["s2:1", "s3:1"], "multi-hop"),
    ("吉他老师叫什么名字？", [], "abstain"),
    ("马丁那把琴花了多少钱？", [], "abstain"),
    ("吉他标准调弦从六弦到一弦分别是哪几个音？", [], "abstain"),
]))

CASES.append(case("d8-zh-luying", "孙浩", [
    ("2026-04-03T21:00:00+08:00", [
        "清明打算第一次去露营，跟老婆带儿子去怀柔那边的一个营地。装备全是新买的，有点小兴奋。",
        "第一次露营建议选有水电的营地，会轻松很多。",
        "对，选的就是能通电的。帐篷买的牧高笛三人帐，还有两张充气床垫。",
        "四月山里晚上还挺冷，睡袋要够保暖。",
        "睡袋还没买，在纠结要不要上羽绒的，太贵了。我儿子倒无所谓，就惦记着烤棉花糖。",
        "四月用舒适温度零到五度的棉睡袋也行，再带条毯子。",
    ]),
    ("2026-04-07T20:30:00+08:00", [
        "回来了！第一晚冷得要命，后半夜我把羽绒服都套上了，最后还是买了两个羽绒睡袋，认了。",
        "山里温差大，教训深刻哈哈。",
        "儿子玩疯了，抓了一晚上虫子。老婆说下次想去有湖的地方。",
        "可以看看密云或者延庆靠水的营地。",
        "帐篷搭了四十分钟，旁边一大哥十分钟就搞定了，太丢人，回去得在小区里练练。",
        "多搭几次就熟了。",
    ]),
    ("2026-06-14T22:00:00+08:00", [
        "端午去了延庆一个湖边营地，这回帐篷二十分钟就支起来了，进步巨大。",
        "进步明显！",
        "这次还添了个天幕和一套卡式炉，自己在营地涮了火锅。就是晚上蚊子太多，儿子被咬了十几个包。",
        "下次带上驱蚊液，营地也可以点蚊香。",
        "我们现在基本定了，每个月出去一次。我老婆比我还上瘾。",
        "露营确实会上瘾。",
    ]),
    ("2026-10-11T21:30:00+08:00", [
        "国庆本来想去内蒙古草原露营，结果天气不好，最后就在门头沟山里待了两天。",
        "秋天门头沟的山也挺美的。",
        "另外我们换车了，之前那个小轿车装备塞不下，现在开的是汉兰达，后备箱啥都能装。",
        "空间大的SUV露营确实方便。",
        "天越来越冷，最近俩月才出去了一趟，估计十一月以后就歇了，等明年开春再说。",
        "冬季露营对装备要求高，歇一歇也好。",
    ]),
], [
    ("我们家现在多久去露营一次？", ["s4:5"], "update", ["s3:5"]),
    ("我们第一次露营去的是哪儿？", ["s1:1"], "single-hop"),
    ("今年国庆我们最后去哪儿露营了？", ["s4:1"], "temporal"),
    ("下回露营吃饭怎么解决比较方便，给点建议？", ["s3:3"], "single-hop"),
    ("我儿子今年几岁？", [], "abstain"),
    ("延庆那个湖边营地叫什么名字？", [], "abstain"),
    ("被蚊子咬了用什么止痒比较好？", [], "abstain"),
]))

CASES.append(case("d8-zh-jiaozi", "林悦", [
    ("2026-01-08T22:30:00+08:00", [
        "决定了，今年考教师资格证，考小学语文。我现在在一家培训机构当前台，想正经转去当老师。",
        "小学教资笔试考两科：综合素质和教育教学知识与能力，都过了再面试。",
        "对，笔试报的三月那次。买了粉笔的网课，每天下班后学两个小时。",
        "综合素质的作文分值高，可以早点练起来。",
        "作文我倒不怕，我怕教育学那些理论，背了就忘。今天下大雪公司居然不放假，走到地铁站鞋都湿透了。",
        "理论题多刷真题，结合例子记会好一点。换双防水的鞋吧。",
    ]),
    ("2026-03-22T21:00:00+08:00", [
        "笔试考完了，综合素质感觉还行，教育教学那科有几道大题完全没见过，凉了一半。",
        "先别灰心，出分前很难判断。",
        "四月中旬出成绩。等成绩这段时间我先准备面试，报了个线下面试集训班，五千八，肉疼。",
        "面试重在试讲，多练几遍效果明显。",
        "我妈一直念叨让我考编，说教资只是第一步，压力好大。",
        "一步一步来，先把教资拿下。",
    ]),
    ("2026-04-18T20:15:00+08:00", [
        "成绩出了！综合素质过了，教育教学差三分没过，气死我了。",
        "可惜了。已经过的那科成绩两年内有效，下次只补那一科就行。",
        "是的，下半年十月份再考那科。面试班报了也退不了，先上着吧，反正以后用得上。",
        "提前准备面试也不亏。",
        "还有个事，机构老板看我在考证，让我试着带一个三年级的阅读小班，每周两次。",
        "这是很好的实战机会。",
    ]),
    ("2026-11-20T19:00:00+08:00", [
        "十月那科过了！现在笔试全过，只剩面试，报的明年一月那场。",
        "恭喜！",
        "而且我已经不坐前台了，机构让我转成了全职语文老师，带三个班。",
        "太好了，试讲的时候也能用上你的教学经验。",
        "就是工资没涨多少哈哈，不过开心。",
        "先积累经验最重要。",
    ]),
], [
    ("我现在在机构是什么岗位？", ["s4:3"], "update", ["s1:1"]),
    ("教资我还差哪一步没搞定？", ["s4:1"], "update", ["s3:3"]),
    ("我两门笔试分别是什么时候过的？", ["s3:1", "s4:1"], "multi-hop"),
    ("上周出的笔试成绩怎么样？", ["s3:1"], "temporal", None, "2026-04-24T20:00:00+08:00"),
    ("我打算考哪个区的教师编制？", [], "abstain"),
    ("机构老板姓什么？", [], "abstain"),
    ("教师资格证的有效期是几年？", [], "abstain"),
]))

CASES.append(case("d8-zh-tuangou", "黄丽娟", [
    ("2026-05-06T21:00:00+08:00", [
        "我最近在我们小区当起了团购团长，用的是兴盛优选，群里现在两百来号人。",
        "团长关键是选品和服务，群活跃度很重要。",
        "我家楼下有个小车库，货到了就先放那儿，邻居下班自己来提。一般下午四点到货。",
        "自提点管好了丢件少，口碑就起来了。",
        "最好卖的是水果，特别是最近的荔枝。我老公笑我从家庭主妇变成老板娘了。",
        "哈哈，这也是一份事业。",
    ]),
    ("2026-06-18T20:40:00+08:00", [
        "群里涨到三百五十人了！不过兴盛那边最近佣金降了，我开始同时接美团优选的货。",
        "多平台能分散风险，但要注意区分订单别搞混。",
        "对，我用不同颜色的贴纸分，蓝的是兴盛，黄的是美团。",
        "好办法。",
        "前天有个阿姨说她的西瓜被人拿错了，闹了一下午。我得装个监控了。",
        "装监控能少很多纠纷。",
    ]),
    ("2026-08-09T21:20:00+08:00", [
        "监控装好了，花了三百多。天太热了，现在改成早上八点前到货，不然水果在车库里放一下午都晒蔫了。",
        "早上到货对生鲜更好。",
        "兴盛那边我不弄了，佣金太低，现在只跟美团一家，再加上我自己从老家拉的赣南脐橙，过几个月就上市。",
        "自营特产利润高一些，注意品质稳定。",
        "我老家在赣州于都，我爸妈就是种脐橙的，自家的货我放心。",
        "产地直发是个卖点。",
    ]),
    ("2026-11-22T20:10:00+08:00", [
        "脐橙卖爆了！十一月第一周就走了八百多斤。",
        "太厉害了。",
        "现在群里快五百人了，我老公也辞职过来帮我，专门给腿脚不方便的老人送货上门。",
        "送货上门这个服务很暖心，也能提高复购。",
        "就是车库太小放不下了，下个月打算把隔壁一个小门面租下来。",
        "有了门面以后做更多品类也方便。",
    ]),
], [
    ("我现在做的是哪个团购平台？", ["s3:3"], "update", ["s1:1", "s2:1"]),
    ("货一般几点到？", ["s3:1"], "update", ["s1:3"]),
    ("我自己卖的橙子是打哪儿来的？", ["s3:3", "s3:5"], "multi-hop"),
    ("十一月第一周脐橙卖了多少？", ["s4:1"], "temporal"),
    ("监控装的是哪个牌子的？", [], "abstain"),
    ("拿错西瓜的那个阿姨住几号楼？", [], "abstain"),
    ("赣南脐橙一般几月份上市？", [], "abstain"),
]))

CASES.append(case("d8-zh-xiaohongshu", "周可欣", [
    ("2026-02-20T22:00:00+08:00", [
        "我开了个小红书账号，专门分享上班族带饭的便当，名字叫“打工人的饭盒”。目前才八十几个粉丝。",
        "垂直内容比较好涨粉，封面图很关键。",
        "我一般周日晚上一口气做好三天的饭，拍照发笔记。拍照用iPhone，修图用醒图。",
        "自然光下拍食物好看很多，可以靠窗拍。",
        "我家厨房朝北，光线不太行。最近在二刷《繁花》，胡歌也太帅了吧。",
        "可以考虑买个小补光灯。",
    ]),
    ("2026-04-12T21:30:00+08:00", [
        "有一篇“十块钱三菜一汤”的笔记爆了，点赞一万二，粉丝一下子涨到三千多。",
        "恭喜，爆了之后要趁热保持更新。",
        "现在改成一周三篇，周一周三周五晚上八点发，这个点数据最好。",
        "固定时间发帖有助于粉丝形成习惯。",
        "补光灯也买了，确实好多了。我同事都不知道这个号是我，嘿嘿，保密中。",
        "小秘密也挺好玩。",
    ]),
    ("2026-07-05T20:50:00+08:00", [
        "有品牌找我合作了！一个做保温饭盒的，一篇给一千五。第一次接广告好激动。",
        "恭喜，记得标注合作，平台有规范。",
        "最近不光做便当了，开始加一些减脂餐的内容，因为我自己在减脂，粉丝也说想看。",
        "结合自己的经历更有说服力。",
        "粉丝现在一万出头。不过最近工作太忙，只能周三周六各更一篇了。",
        "保证质量比频率更重要。",
    ]),
    ("2026-10-18T21:10:00+08:00", [
        "出大事了，我们部门一个同事刷到我的号了，现在全公司都知道了，尴尬到抠脚。",
        "哈哈，社死现场，不过也说明内容传播得不错。",
        "领导倒挺支持，还问我能不能帮公司食堂拍点东西。账号名我也改了，叫“可欣的减脂饭盒”，毕竟内容都变了。",
        "名字跟内容定位一致更好。",
        "下个月想试试拍视频，图文流量越来越难做了。",
        "可以从做饭过程的延时摄影开始。",
    ]),
], [
    ("我的账号现在叫什么？", ["s4:3"], "update", ["s1:1"]),
    ("公司里有人知道这个号是我吗？", ["s4:1"], "update", ["s2:5"]),
    ("七月初我跟你分享了什么好消息？", ["s3:1"], "temporal"),
    ("这周日又要准备饭盒了，帮我想想做啥？", ["s3:3"], "single-hop"),
    ("那个保温饭盒品牌叫什么？", [], "abstain"),
    ("小红书是哪一年上线的？", [], "abstain"),
    ("我在公司具体做什么岗位？", [], "abstain"),
]))

CASES.append(case("d8-zh-zhineng", "吴磊", [
    ("2026-03-12T21:40:00+08:00", [
        "新房装修差不多了，打算弄点智能家居，主要用小米米家，便宜，生态也全。",
        "米家生态确实全，建议先买个网关或者支持蓝牙Mesh的中枢。",
        "现在已经装了智能门锁、扫地机器人和两个温湿度计。门锁是小米自家的，指纹加密码。",
        "门锁记得留好机械钥匙，以防没电。",
        "我老婆对这些不怎么感冒，她说能开灯就行，别整那么复杂。",
        "可以先做几个简单实用的场景，比如回家自动开灯。",
    ]),
    ("2026-04-26T20:00:00+08:00", [
        "搬进来两周了。客厅灯换成了Yeelight的吸顶灯，设了个场景：晚上一开门灯就自动亮。我老婆终于夸了一句。",
        "实用的场景最能打动家人。",
        "扫地机每天上午十点自动扫，正好家里没人。",
        "定时清扫很省心。",
        "就是网络有点拉胯，路由器在客厅，卧室信号很弱，门锁隔三差五掉线。",
        "可以考虑Mesh路由组网。",
    ]),
    ("2026-07-19T21:00:00+08:00", [
        "上个月换了华硕的Mesh路由，一主一从，卧室信号满格，门锁再也没掉过线。",
        "问题解决就好。",
        "还有个大变化：我把家里的主力平台换成Home Assistant了，米家设备全接了进去，自动化比米家自带的灵活太多。",
        "HA自由度高，记得定期备份配置。",
        "扫地机现在只在周一三五扫，我老婆最近在家办公，嫌它天天嗡嗡吵。",
        "在家办公的话，可以设在午饭或者出门的时候扫。",
    ]),
    ("2026-11-03T20:30:00+08:00", [
        "最近装了个窗帘电机，早上七点自动拉开，被太阳晒醒比闹钟舒服多了。",
        "自然光唤醒确实舒服。",
        "还有我家狗，一只柯基，叫豆包，我们装了个摄像头看它，上班的时候能在手机上给它投零食。",
        "远程互动对缓解狗狗的分离焦虑有帮助。",
        "下一步想把地暖也弄成智能控制，北京十一月十五号就开始供暖了。",
        "地暖温控可以跟温湿度计联动做自动调节。",
    ]),
], [
    ("我现在用什么平台管家里的智能设备？", ["s3:3"], "update", ["s1:1"]),
    ("门锁老掉线那个问题后来是怎么解决的？", ["s3:1"], "single-hop"),
    ("我家现在早上是怎么把我叫醒的？", ["s4:1"], "single-hop"),
    ("四月底刚搬进新家时，我设的哪个自动化让老婆满意了？", ["s2:1"], "temporal"),
    ("华硕那套路由具体是什么型号？", [], "abstain"),
    ("我家房子多大面积？", [], "abstain"),
    ("Zigbee设备和Wi-Fi设备有什么区别？", [], "abstain"),
]))

CASES.append(case("d8-zh-yunnan", "郑凯", [
    ("2026-02-26T20:20:00+08:00", [
        "我在计划带爸妈去云南玩，他俩都六十多了，一辈子没出过远门。想报个跟团游，省心。",
        "跟团适合老人，注意避开购物团，选纯玩团。",
        "对，看了几家，初步定了携程上一个昆明大理丽江七日游，纯玩，人均四千五。",
        "这个价位的纯玩团挺正常。丽江海拔两千多米，老人要注意高反。",
        "我妈有点晕车，我爸膝盖不好，爬不了太多台阶。打算五月去。",
        "五月云南天气不错。提前备点晕车药，行程里少安排爬山的项目。",
    ]),
    ("2026-03-30T21:00:00+08:00", [
        "改主意了，七天太赶，换了个十天的慢游团，多了西双版纳，人均六千二。",
        "慢一点对老人更友好。",
        "出发定在5月10号，从上海飞昆明。我爸已经开始跟邻居炫耀了哈哈。",
        "老人家高兴最重要。",
        "我老婆在家带孩子不去，就我陪爸妈，正好好好陪陪他们。",
        "难得的相处时光。",
    ]),
    ("2026-05-22T22:30:00+08:00", [
        "回来了！整体特别好，就是玉龙雪山我爸没上去，膝盖扛不住，在下面的蓝月谷等我们。",
        "蓝月谷风景也很美，不算遗憾。",
        "我妈最喜欢西双版纳，天天念叨要去那边养老。晕车药带了一大盒，结果一路都没晕。",
        "哈哈，有备无患。",
        "导游小杨特别照顾老人，我们回来给她写了个五星好评。",
        "好导游很难得。",
    ]),
    ("2026-09-06T20:00:00+08:00", [
        "我妈还真当真了，想今年冬天去版纳住一个月，躲躲上海的湿冷。",
        "候鸟式养老挺流行的，版纳冬天很暖和。",
        "我在看景洪市区的月租公寓，一个月三千左右，离医院近的优先，我爸膝盖得定期做理疗。",
        "选离大医院近的地方很明智。",
        "时间打算十二月初到元旦以后，这回我不陪了，他俩自己去，我姐会过去看他们一周。",
        "可以提前帮他们熟悉下附近的医院和菜市场。",
    ]),
], [
    ("我们那趟云南团是几天的，人均多少钱？", ["s2:1"], "update", ["s1:3"]),
    ("5月10号那天我们干嘛了？", ["s2:3"], "temporal"),
    ("爸妈冬天去版纳住，帮他们挑房子要注意什么？", ["s1:5", "s4:3"], "multi-hop"),
    ("带团的导游叫什么？", ["s3:5"], "single-hop"),
    ("玉龙雪山海拔有多高？", [], "abstain"),
    ("我姐叫什么名字？", [], "abstain"),
    ("景洪那套公寓最后租在了哪个小区？", [], "abstain"),
]))


def main():
    data = {
        "name": "dialogues-8",
        "version": 1,
        "description": "18 multi-session chats (9 English, 9 Chinese) over 2026 in everyday domains not used by earlier sets: updates with varied wording, single-hop paraphrases and fact-dependent requests, temporal (absolute and relative), a few multi-hop, and about 40% abstentions. Written by a helper that read no other data set, as an honest unseen test.",
        "cases": CASES,
    }
    # The engine's user ids are letters, digits and _ . : @ - only: each case's user is its id (the
    # helper's display names, kept in "name", have spaces or Han script). Added by the lead.
    for c in CASES:
        c["name"] = c["user"]
        c["user"] = c["id"]
    counts = Counter()
    for c in CASES:
        lang = c["id"].split("-")[1]
        for q in c["questions"]:
            counts[(lang, q["type"])] += 1
    for lang in ("en", "zh"):
        print(lang, dict(sorted((t, n) for (l, t), n in counts.items() if l == lang)), file=sys.stderr)
    print("total", sum(counts.values()), file=sys.stderr)
    json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
    print()


if __name__ == "__main__":
    main()
