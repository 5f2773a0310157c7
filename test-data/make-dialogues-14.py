#!/usr/bin/env python3
"""Writes dialogues-14.json: an unseen evaluation set of multi-session chats between one user and an
assistant (9 English cases, 9 Simplified Chinese cases), with questions the same user asks later.

Written from imagination by a helper that read no other dialogue set, no engine source and no docs,
so the set is independent of whatever the engine was tuned on. Standard library only."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder  # noqa: E402

case = case_builder("2026-11-20T20:00:00+08:00")

# Question times for the English cases, in each user's own offset.
T_ASHEVILLE = "2026-11-20T19:00:00-05:00"
T_MANCHESTER = "2026-11-20T18:30:00+00:00"
T_TUCSON = "2026-11-20T21:00:00-07:00"
T_MELBOURNE = "2026-11-21T09:00:00+11:00"
T_CHICAGO = "2026-11-20T20:00:00-06:00"
T_LEIPZIG = "2026-11-20T10:00:00+01:00"
T_CHRISTCHURCH = "2026-11-21T15:00:00+13:00"
T_HALIFAX = "2026-11-20T20:00:00-04:00"
T_SINGAPORE = "2026-11-20T20:00:00+08:00"

cases = []

# ---------------------------------------------------------------- English 1
cases.append(case("d14-en-01", "d14u01", [
    ("2026-03-14T09:20:00-04:00", [
        "Morning! Maybe a weird question, but I'm about to start beekeeping. I ordered two nucs from a supplier over in Hendersonville and pickup is April 18. Any tips for the first week? I've already painted the hive boxes pale green, because my neighbor said white looked 'clinical'.",
        "Not weird at all, and congratulations! A few things that make the first week easier:\n\n1. Install the nucs as early in the day as you can, on a calm, mild day. Move the frames over in the same order they sat in the nuc box.\n2. Feed 1:1 sugar syrup (equal parts sugar and water by weight) so they can draw out new comb quickly.\n3. Resist the urge to open the hive every day. Check once after about 7 days to confirm the queen is laying: look for eggs and young larvae.\n4. Use a light touch with smoke. A couple of puffs at the entrance and under the lid is plenty.\n5. Keep a simple notebook: date, weather, what you saw, what you did.\n\nAnd pale green is a lovely choice. Bees don't care much about the color as long as it's light enough not to overheat the boxes.",
        "Good to know. I'm going with Langstroth, 10-frame. My mentor from the county bee club, Doreen, said the 8-frame would be easier on my back, but I'd already bought the 10s on sale.",
        "10-frame equipment works perfectly well, and it's the most common size, so used parts are easy to find. Doreen has a point about weight, though: a full 10-frame deep of honey can weigh 80-90 pounds. Some ways to make it manageable:\n\n- Use medium boxes for honey supers instead of deeps.\n- Take frames out one or two at a time instead of lifting whole boxes.\n- Get a hive stand at a height that saves you from bending.\n- Ask for help at harvest time.",
        "Yeah, my back is the reason I quit roller derby in 2023, so I should take that seriously lol. Anyway, what should I plant near the hives?",
        "Then definitely plan around your back! For planting, bees love: borage, anise hyssop, catmint, oregano and thyme allowed to flower, lavender, sunflowers, and asters for late season. Clover in the lawn is a great low-effort option too. Flowering trees nearby will matter more than any garden bed, though, since a colony forages over a couple of miles.",
        "There's a strip along the fence where I was going to put tomatoes. Maybe half borage, half tomatoes.",
        "That's a nice combination, since borage is a classic companion plant for tomatoes and the bees will work the borage flowers all summer. Just know borage self-seeds enthusiastically, so you'll have it every year whether you want it or not.",
    ]),
    ("2026-04-19T18:05:00-04:00", [
        "The bees are home! Picked up both nucs yesterday. One colony is super calm, I named it Hive Agnes. The other is feistier, that one's Hive Pickle. Got stung once on the wrist, right through my glove.",
        "Congratulations, that's a big day! Agnes and Pickle are great names. For the sting: scrape the stinger out sideways with a fingernail or hive tool rather than pinching it, wash the area, and use a cold pack. Temperament varies a lot between colonies, and a feisty one often calms down as it settles in.",
        "It swelled up all the way to my elbow overnight, which freaked me out a bit. I'm not allergic as far as I know, I just took a Zyrtec.",
        "Swelling that spreads from the sting site, even a long way up the arm, is usually what's called a large local reaction. It's uncomfortable but not the same as a systemic allergy. Warning signs that need emergency care right away are hives in places far from the sting, swelling of the lips or throat, trouble breathing, dizziness, or a racing heart. Since you'll be around bees a lot, it's worth asking a doctor whether you should carry an epinephrine auto-injector just in case.",
        "I'll bring it up with my doctor at my physical in May. Separate thing: roughly how much sugar syrup per hive per week?",
        "It depends on the nectar flow and how fast they take it, but new colonies drawing comb can easily take a gallon of 1:1 syrup or more per week. Keep the feeder full until they've drawn out most of the frames in the box, then check whether there's a strong natural flow before continuing. Stop feeding once you add honey supers so you don't end up with sugar syrup in your honey.",
        "Ok I grabbed a 25 lb bag of sugar at Costco, that should last a while.",
        "That should cover the early weeks nicely. Store it somewhere dry and sealed so it doesn't attract ants.",
    ]),
    ("2026-06-22T20:40:00-04:00", [
        "Update from the bee yard: Pickle swarmed on Saturday! There was a huge clump on my neighbor Gary's crabapple tree. Doreen came over and we got it into a spare box, so now I've got three hives.",
        "What an exciting weekend! Catching your own swarm is a rite of passage. A few things for the new colony:\n\n- Feed it for a few weeks so it can draw comb quickly.\n- Check in about 2-3 weeks for eggs. If the swarm had the old queen she should start laying fast.\n- Keep an eye on Pickle too: after swarming it will be raising a new queen, so there may be no eggs there for a while. That's normal.",
        "Named the swarm colony Hive Gary, obviously, and he was delighted. I'm painting the new box yellow since I ran out of the green.",
        "Hive Gary is perfect, and a happy neighbor is worth a lot in beekeeping. Different colors on neighboring hives can actually help bees find their own home and reduce drifting, so the yellow is a bonus.",
        "Also, I'm going with 8-frame for everything from here on. Lifting a full 10-frame deep last week nearly finished me off. I'll sell the bigger gear on the club's Facebook group.",
        "That makes sense given your back. A few tips for the switch:\n\n- You can't stack 8-frame and 10-frame boxes directly on each other without a reducer or adapter board, so plan to move colonies over during a quiet period.\n- Move frames across a few at a time, brood frames together in the center.\n- 8-frame stacks get tall, so a sturdy stand and a strap help in windy weather.",
        "Thanks. The first honey harvest is planned for late August, if Agnes keeps going like this.",
        "Sounds like a plan. Harvest only capped frames, or ones that don't drip when you shake them, so the honey's moisture is low enough not to ferment. And leave the colony plenty of stores for winter.",
    ]),
    ("2026-09-02T12:15:00-04:00", [
        "The harvest happened! I pulled 3 supers from Agnes on August 29 and got about 41 pounds of honey. It's really dark, almost molasses-colored. Doreen thinks it's from sourwood and tulip poplar.",
        "41 pounds from a first-year colony is fantastic! Color can tell you something: tulip poplar honey is usually quite dark and rich, while sourwood tends to be lighter amber with a spicy note, so a dark batch probably leans toward poplar, maybe mixed with other spring sources.",
        "Ha, fair enough. I'm bottling it in 12 oz hex jars and I'll sell some at the Saturday market in Weaverville, $14 a jar.",
        "Hex jars look great on a market table. Before selling, double-check the labeling requirements: typically the product name, net weight, your name and address. A short line about where the hives are ('raw honey from Buncombe County') helps sales too.",
        "I already checked, NC lets small producers sell honey without a license up to a certain amount. A few jars are going to my sister Renata in Raleigh too.",
        "Great, sounds like you've done your homework. Renata is lucky!",
        "Now mites. My alcohol wash on Pickle showed 9 mites per 300 bees. That's bad, right?",
        "Yes, that's about 3%, which is at or above the usual treatment threshold for late summer. It's worth treating soon, since the bees raised in the next couple of months are the ones that have to survive winter. Common options include amitraz strips (Apivar), formic acid (Formic Pro), oxalic acid, and thymol products. Each has its own temperature limits and honey-super rules, so read the label for whichever you pick, and test again after treatment.",
        "I'll go with Apivar strips since it's still hot out here. Doreen has some extras.",
        "Good choice for hot weather. Remember to pull any honey supers before you put the strips in, leave them in for the labeled period, and do another mite wash afterward to confirm it worked.",
    ]),
], [
    ("What did I call the more docile of my first two colonies?", ["s2:1"], "single-hop", None, T_ASHEVILLE),
    ("How many frames wide will my hive boxes be going forward?", ["s3:5"], "update", ["s1:3"], T_ASHEVILLE),
    ("When did I pull my first honey, and how much did I get?", ["s4:1"], "temporal", None, T_ASHEVILLE),
    ("Where did the swarm from my feistier colony land before we caught it?", ["s2:1", "s3:1"], "multi-hop", None, T_ASHEVILLE),
    ("Which mite treatment did I decide on?", ["s4:9"], "single-hop", None, T_ASHEVILLE),
    ("What did my doctor tell me about the sting reaction at my physical?", [], "abstain", None, T_ASHEVILLE),
    ("What brand is my bee suit?", [], "abstain", None, T_ASHEVILLE),
    ("How many bees are in a typical strong hive in midsummer?", [], "abstain", None, T_ASHEVILLE),
]))

# ---------------------------------------------------------------- English 2
cases.append(case("d14-en-02", "d14u02", [
    ("2026-01-11T21:00:00+00:00", [
        "I finally did it, I rented a cello! Full size, from a shop in Manchester called Forsyth's, £32 a month. I'm 47 and I've never played a string instrument in my life. Is that mad?",
        "Not mad at all! Plenty of people start the cello in their forties and beyond, and adults often progress quickly at the beginning because they practise deliberately. A few early tips:\n\n- Get the seat height right: knees a bit lower than hips, feet flat, cello resting lightly against your chest.\n- Spend the first weeks on open strings with a relaxed bow arm. It's not glamorous but it pays off.\n- Record yourself now and then; progress is hard to hear day to day.\n\nDo you have a teacher lined up, or are you starting on your own?",
        "I've got a teacher, a woman named Ilse who plays in a community orchestra. Lessons are Tuesdays at 6:30 in the evening, 45 minutes each.",
        "Lovely, a weekly lesson is the best way to avoid building bad habits. A simple practice routine between lessons could be: 5 minutes of open strings and long bows, 5 minutes of scales or finger patterns, 10 minutes on whatever piece Ilse gives you. Short and frequent beats long and rare.",
        "What worries me is my wrist. I had carpal tunnel surgery on my right hand in 2019.",
        "Definitely mention it to Ilse at your first lesson. The right hand holds the bow, so the key is a relaxed, flexible bow hold with no squeezing. Practise in shorter blocks, stop if you feel tingling or pain, and do gentle wrist stretches before and after. If anything flares up, check in with your doctor or a physiotherapist who works with musicians.",
        "Will do. I'm using the Suzuki Book 1 she recommended.",
        "A solid choice. The Suzuki pieces are short and melodic, so you get the satisfaction of real tunes early. Listening to the recordings of the pieces helps a lot too.",
    ]),
    ("2026-03-02T19:30:00+00:00", [
        "Six weeks in. I can play Lightly Row without sounding like a dying goose, mostly. My daughter Freya, she's 15, says it's 'tolerable', which from her is high praise.",
        "Ha, from a fifteen-year-old 'tolerable' is practically a standing ovation! Lightly Row at six weeks is right on track.",
        "Ilse wants me to keep a practice log. Right now I'm doing about 20 minutes a day, usually before work at 7.",
        "A log is really useful. Keep it simple: date, minutes, what you worked on, and one line about what went well or what was hard. Over a few weeks you'll see patterns, such as which days you skip or what keeps tripping you up. Twenty focused minutes a day is a good amount at this stage.",
        "Question: my A string keeps going flat within minutes. Is that the instrument or me?",
        "Probably not you! Common causes:\n\n1. New strings still stretching, which can take a week or two.\n2. A slipping peg that needs a bit of peg compound.\n3. Big changes in temperature or humidity, for example a cold car and then a warm room.\n4. A fine tuner that's bottomed out.\n\nIf it keeps happening, it's worth having the shop take a look.",
        "The shop said they'd swap the strings for free, I'll take it in on Saturday.",
        "Perfect, that's a good service from them. Ask them to check the pegs while they're at it.",
    ]),
    ("2026-05-17T16:00:00+01:00", [
        "Big news: I'm not renting anymore, I bought my own cello! A used German one from around 1980, £1,850, from a retiring teacher in Stockport.",
        "Congratulations, that's a real milestone! A few care basics for your own instrument:\n\n- Keep it away from radiators and out of cars in hot weather.\n- Loosen the bow hair after every session.\n- Wipe rosin off the strings and top with a soft dry cloth.\n- Consider insurance, since household policies sometimes need instruments listed separately.",
        "Already added it to the home insurance. Also, lessons are on Thursdays at 5 now, Ilse's schedule changed.",
        "Good move on the insurance. Hope Thursdays work out, an earlier slot can actually be nice because you're less tired.",
        "I'm up to 35 minutes of practice a day now, split into two blocks.",
        "That's a healthy increase, and splitting it is kind to your wrist. You might use one block for technique and the other for repertoire.",
        "The goal is to play at Ilse's adult beginners' recital on 12 July. I'm thinking Bach's Minuet No. 1 from Book 2. Too ambitious?",
        "Ambitious but realistic if you start now. It has a couple of tricky shifts and string crossings, so isolate those bars early and practise them slowly. Try playing it for Freya or a friend a few times before the day to get used to nerves.",
    ]),
    ("2026-07-14T22:10:00+01:00", [
        "The recital was on Sunday! I played the Minuet, fluffed the shift in the second half but recovered. Freya filmed it and it's already all over the family WhatsApp.",
        "Well done! Recovering from a slip and keeping going is the most important performance skill there is, and most of the audience probably never noticed.",
        "My brother Callum in Inverness watched the video and now he wants to learn the viola, which is hilarious given he mocked me back in January.",
        "That's the best kind of revenge! You may have started a family string section.",
        "Next plan: the ABRSM Grade 2 exam in November? Ilse thinks I can skip Grade 1.",
        "Skipping Grade 1 is common for adults who've had steady lessons. A graded exam usually combines prepared pieces, scales and arpeggios, sight-reading and aural tests, so it's worth starting on the scale requirements early since they take time to become secure. Ilse will know the current syllabus and can help you pick pieces that suit you.",
        "Ok. I have noticed my right wrist aches after long sessions though, not badly yet.",
        "Take that seriously given your history. Keep sessions split, check your bow hold for tension, and warm up first. If the ache persists or you get numbness or tingling, see your doctor or a physio before exam preparation ramps up.",
    ]),
], [
    ("When is my weekly lesson with Ilse these days?", ["s3:3"], "update", ["s1:3"], T_MANCHESTER),
    ("How much did the cello I own cost me?", ["s3:1"], "single-hop", None, T_MANCHESTER),
    ("How long am I practising per day at the moment?", ["s3:5"], "update", ["s2:3"], T_MANCHESTER),
    ("Which composer wrote the piece I performed at the summer recital?", ["s3:7", "s4:1"], "multi-hop", None, T_MANCHESTER),
    ("Is the hand I had operated on giving me trouble with playing?", ["s1:5", "s4:7"], "multi-hop", None, T_MANCHESTER),
    ("In which month did I start renting an instrument?", ["s1:1"], "temporal", None, T_MANCHESTER),
    ("How did my Grade 2 exam go?", [], "abstain", None, T_MANCHESTER),
    ("Who is teaching my brother the viola?", [], "abstain", None, T_MANCHESTER),
    ("Can you give me a good recipe for lamb tagine?", [], "abstain", None, T_MANCHESTER),
]))

# ---------------------------------------------------------------- English 3
cases.append(case("d14-en-03", "d14u03", [
    ("2026-02-06T23:30:00-07:00", [
        "Can't sleep, it's way too clear out. I just got an 8-inch Dobsonian, an Apertura AD8, for my birthday from my wife Lorena. Saw Jupiter and all four of the big moons lined up tonight!",
        "What a birthday present! An 8-inch Dob is often called the best all-round beginner telescope: enough aperture for galaxies and nebulae, simple to set up. Seeing the Galilean moons in a line on night one is a great start. A few things to learn early:\n\n- Let it cool outside for 30-45 minutes before serious viewing.\n- Learn to collimate (align the mirrors). It sounds scary but it's a 5-minute job once you've done it a few times.\n- Get a planisphere or an app like SkySafari or Stellarium.",
        "The collimation thing scares me a bit. The scope came with 30mm and 9mm eyepieces. What should I buy next?",
        "A collimation cap or a Cheshire eyepiece makes it much easier, don't worry. For eyepieces, you've got low power (30mm) and fairly high power (9mm). The big gap is in the middle, so something around 13-16mm would give you a great medium power for globular clusters and smaller galaxies. A 2x Barlow is another cheap way to double what you have.",
        "Budget is maybe $120. I teach high school chemistry so money's a bit tight.",
        "That's plenty for a good mid-range eyepiece, especially used. Astronomy classifieds and club swap tables are great sources, since eyepieces don't really wear out.",
        "Also, my backyard is pretty light-polluted. We're about 4 miles from downtown, Bortle 7 I'd guess.",
        "Under Bortle 7 skies, the Moon, planets, double stars and bright clusters still look great. Galaxies and faint nebulae will really benefit from a darker site. Southern Arizona is one of the best regions in the country for dark skies, so you'll have good options within a drive.",
    ]),
    ("2026-04-20T21:15:00-07:00", [
        "Did my first dark-sky trip last weekend! Drove out to a spot near Kitt Peak with my buddy Anand from the astronomy club. Saw the Whirlpool Galaxy for the first time. Just a faint smudge, but I literally yelled.",
        "That yell is the sound of someone getting hooked! Seeing M51 with your own eyes from a dark site is special. Did you see the companion galaxy too? It often shows up as a small fuzzy spot next to the main one.",
        "Anand does astrophotography with a Sky-Watcher star tracker and now I'm tempted to get into it too.",
        "Astrophotography is a deep rabbit hole, in a good way. The usual advice is to start with a camera, a lens and a small star tracker rather than putting a camera on the Dob, because a Dobsonian mount doesn't track the sky for long exposures. Wide-field shots of the Milky Way and big targets like Andromeda are very doable that way.",
        "I have an old Canon Rebel T6 from our wedding days. Would that work?",
        "Yes, it's a very common starter astro camera. Shoot RAW, use manual focus (zoom in on a bright star in live view), and start with 15-30 second exposures on a tracker. Later you can think about stacking software and maybe a modified camera for red nebulae.",
        "Cool. By the way, I bought a 15mm eyepiece, a used Explore Scientific, for $85.",
        "Nice find, and well under budget. That should be a favorite for medium-power views.",
    ]),
    ("2026-07-03T22:00:00-07:00", [
        "Monsoon season has killed my observing. It's been clouds every single night since mid-June.",
        "Monsoon is rough for astronomers! It's a good time to learn image processing, practise collimation indoors, or plan targets for the fall.",
        "I went ahead and ordered a tracker, a Move Shoot Move. Cheaper than Anand's, $229. Should arrive next week.",
        "The Move Shoot Move is compact and light, a nice first tracker. Practise polar alignment in the backyard before heading out, and balance the camera carefully since it's a small mount.",
        "Also school's out, so I'm teaching a summer astronomy camp for middle schoolers at the Pima library, three weeks in July.",
        "That sounds great. Some activity ideas: a scale model of the solar system along a hallway or sidewalk, moon phase demos with a lamp and a ball, making star wheels, and a 'build a constellation' storytelling session.",
        "The kids are 11 to 13. I'll probably bring the Dob for a solar viewing day with a proper solar filter.",
        "Solar viewing is always a hit. Only use a certified full-aperture white-light solar filter that fits securely over the front of the telescope, never an eyepiece filter. Cap or remove the finder scope, and keep an adult at the scope at all times.",
    ]),
    ("2026-10-11T20:45:00-07:00", [
        "First astrophoto I'm actually proud of: the Andromeda Galaxy, 90 subframes of 30 seconds each, shot from my in-laws' ranch near Sonoita. Lorena says it looks like a 'smeared fingerprint', which I'm choosing to take as a compliment.",
        "Congratulations! 45 minutes of total integration on Andromeda is a solid first image, and a smeared fingerprint is honestly what galaxies look like before you process them hard.",
        "I stacked it in Siril, and Anand showed me how to stretch it.",
        "Siril is a great free tool. Once you're comfortable with stretching, try background extraction to remove gradients and a little color calibration.",
        "Sonoita is way darker than that Kitt Peak spot, and it's only an hour from home, so it's my go-to site now.",
        "An hour's drive to a really dark site is a luxury. Having permission to use a private ranch is even better, no worries about security or other people's headlights.",
        "Next target is the Orion Nebula in December.",
        "Perfect choice for winter. The core is very bright, so consider shooting some shorter exposures to blend in so it doesn't blow out.",
    ]),
    ("2026-11-08T19:10:00-07:00", [
        "Quick one: the stars in the corners of my latest shots look like little seagulls. Anand says it's either tilt or spacing?",
        "Those 'seagull' stars are usually a lens aberration rather than a tracking problem. Tilt and spacing matter most when you use a telescope with a field flattener; with a camera lens, the usual culprit is shooting wide open, where many lenses show coma and astigmatism at the edges of the frame.",
        "Yeah, I was shooting wide open with the kit lens at 18mm.",
        "That would do it. Try stopping down one or two stops, to around f/5.6, and compare. You'll need more subframes for the same depth, but the corners usually tighten up a lot. Cropping the edges is the other quick fix.",
        "Lorena's parents are hosting Thanksgiving at the ranch this year, so I'm hoping for clear skies that weekend. Her dad wants to look at Saturn through the Dob.",
        "A planet through a telescope is one of the best ways to win over in-laws! Check a planetarium app for where Saturn sits that evening, and set the scope out early so it has time to cool before the viewing starts.",
    ]),
], [
    ("How big is the telescope my wife gave me?", ["s1:1"], "single-hop", None, T_TUCSON),
    ("Where do I go these days when I want dark skies?", ["s4:5"], "update", ["s2:1"], T_TUCSON),
    ("Roughly when did I first see the Whirlpool Galaxy?", ["s2:1"], "temporal", None, T_TUCSON),
    ("How much have I spent altogether on the extra eyepiece and the star tracker?", ["s2:7", "s3:3"], "multi-hop", None, T_TUCSON),
    ("Which camera am I shooting the night sky with?", ["s2:5"], "single-hop", None, T_TUCSON),
    ("What exposure settings did I use for my Orion Nebula photo?", [], "abstain", None, T_TUCSON),
    ("Which school do I teach chemistry at?", [], "abstain", None, T_TUCSON),
    ("When is the Perseid meteor shower at its peak?", [], "abstain", None, T_TUCSON),
]))

# ---------------------------------------------------------------- English 4
cases.append(case("d14-en-04", "d14u04", [
    ("2026-01-25T10:00:00+11:00", [
        "We've been approved to adopt a retired greyhound through GAP Victoria! Her racing name was 'Zippy Marmalade' but we're calling her Mabel. She's three and a half, brindle, and we pick her up on February 7.",
        "Congratulations! Retired racers often make wonderfully gentle pets. Some things to prepare:\n\n- A martingale collar, since greyhound heads are narrower than their necks and they can slip regular collars.\n- A thick bed or two; they're bony and love soft surfaces.\n- Give her a quiet 'decompression' period of a couple of weeks with a simple routine and not too many visitors.\n- Many ex-racers have never lived in a house, so things like glass doors and slippery floors can be new.",
        "We live in a second-floor flat in Brunswick, no yard. The adoption people said greyhounds are fine in apartments, which surprised me.",
        "It surprises a lot of people! Greyhounds are sprinters, not marathon runners, and they tend to sleep most of the day. Daily walks plus a safe spot to stretch her legs now and then is usually enough. The one apartment-specific challenge can be stairs.",
        "Stairs! I hadn't thought about that. She's probably never seen stairs.",
        "Very likely not. Many ex-racers need to be taught. Go slowly: one step at a time, guide her front and back legs, use treats, and keep sessions short. A harness with a handle on the back makes it much easier to support her.",
        "My partner Tomasz works from home three days a week, so she won't be alone too much.",
        "That's a great setup for settling in. Still practise short absences from early on, even on the home days, so she learns that people leaving always come back.",
    ]),
    ("2026-02-15T19:40:00+11:00", [
        "Mabel's been home a week. She sleeps about 20 hours a day and last night she did the 'roach' on the couch, all four legs in the air.",
        "The roach is the official sign of a happy, relaxed greyhound! Sounds like she's settling in beautifully.",
        "She's terrified of the stairs though. Tomasz has been carrying her down, and she's 29 kilos.",
        "That's a lot to carry! Some steps for stair training:\n\n1. Start at the bottom with just the last step, lots of treats.\n2. Place her paws on each step if she freezes.\n3. Always go at her pace and stop before she panics.\n4. Try a harness with a handle.\n\nMost greyhounds get it within a few weeks.",
        "Vet visit at Sydney Road Vet on Thursday. Her teeth are apparently awful, typical ex-racer. The quote for a dental clean plus two extractions is $780.",
        "Poor teeth are very common in ex-racers, unfortunately. Afterwards, regular brushing, dental chews and check-ups will help keep things under control.",
        "Also she ate an entire sourdough loaf off the bench. Apparently counter-surfing is a thing.",
        "It really is, and greyhounds are tall enough to reach everything! Keep food well back from the edge, and reward her for keeping four paws on the floor in the kitchen.",
    ]),
    ("2026-05-09T14:20:00+10:00", [
        "Update: the dental went fine, but they ended up pulling four teeth instead of two, and the final bill came to $1,040. Ouch.",
        "Ouch indeed, but she'll feel so much better without sore teeth. Soft food for a few days, and follow the vet's advice on pain relief.",
        "She's doing the stairs on her own now! Took about six weeks of chicken bribes.",
        "Six weeks is right on schedule. Well done to all three of you!",
        "We've started regular walks at Princes Park. She met a whippet called Biscuit and now they're best friends.",
        "Sighthounds often gravitate to each other. Just remember off-lead running is only safe in a fully fenced area, since sighthounds can hit high speed in seconds.",
        "Yeah, she stays on lead, she'd be gone in a second if she saw a cat.",
        "Sensible. Cat-keen greyhounds need that extra care, especially at dusk when cats are out.",
    ]),
    ("2026-08-30T09:00:00+10:00", [
        "Big change: we've moved! Left the Brunswick flat and now we're renting a little house in Coburg with a fenced backyard. Mabel did zoomies for ten minutes straight the first day.",
        "That's wonderful! Do check the fence for gaps and low spots, and keep an eye on her for the first few weeks.",
        "Tomasz started a new job and it's fully in the office now, so Mabel's alone Monday to Friday from 8:30 to 5. I'm nervous about it.",
        "That's a big change for her. Ease her into it with shorter absences on weekends, leave a stuffed food toy, and consider a pet camera so you can see how she copes. A midday visit breaks up the day nicely.",
        "I've booked a dog walker, Priya, for midday walks, $30 each.",
        "That should help a lot. Ask Priya to keep the same route at first so Mabel learns the routine.",
        "I'm also thinking about a coat for winter nights, she shivers.",
        "Greyhounds have very little body fat, so a coat is a good idea. Look for sighthound-specific cuts that cover the chest and belly, and measure from the base of her neck to the base of her tail.",
    ]),
], [
    ("What was Mabel called when she was racing?", ["s1:1"], "single-hop", None, T_MELBOURNE),
    ("Do we have any outdoor space for the dog where we live now?", ["s4:1"], "update", ["s1:3"], T_MELBOURNE),
    ("What did Mabel's dental work end up costing?", ["s3:1"], "update", ["s2:5"], T_MELBOURNE),
    ("When did Mabel come home with us?", ["s1:1"], "temporal", None, T_MELBOURNE),
    ("Why did we need to book someone for midday walks?", ["s4:3", "s4:5"], "multi-hop", None, T_MELBOURNE),
    ("What's the name of the dog Mabel is mates with?", ["s3:5"], "single-hop", None, T_MELBOURNE),
    ("How much did Mabel's winter coat cost?", [], "abstain", None, T_MELBOURNE),
    ("Which brand of kibble does Mabel eat?", [], "abstain", None, T_MELBOURNE),
    ("What's the top running speed of a greyhound?", [], "abstain", None, T_MELBOURNE),
]))

# ---------------------------------------------------------------- English 5
cases.append(case("d14-en-05", "d14u05", [
    ("2026-01-18T15:00:00-06:00", [
        "I got into genealogy over the holidays. I'm trying to trace my great-grandmother Bridget Hanrahan, who supposedly came from County Clare to Chicago around 1905.",
        "What a rewarding project! For an Irish immigrant to Chicago around 1905, good places to look are:\n\n- Passenger lists for New York (Ellis Island), Boston and other ports.\n- The 1910 and 1920 US censuses, which record year of immigration.\n- Catholic parish records in Chicago (marriages and baptisms).\n- Irish civil birth records, which are free online.\n\nStart from what you know for sure, like a death certificate or a marriage, and work backwards.",
        "I took an Ancestry DNA test in December. Results came back 38% Irish, 27% Polish, and the rest mostly 'England and Northwestern Europe'.",
        "Those ethnicity estimates are broad, but they fit a mixed Irish and Polish family. The real value of the DNA test is often the match list: cousins who may have already built trees back to the same ancestors.",
        "The Polish part is my dad's side, the Wiśniewskis. Grandpa Stan never talked about the old country.",
        "That's very common for that generation. For Polish research, the key is finding the village name, often from naturalization papers, a passenger list or a church record in the US. Once you have it, Polish parish records are often indexed on sites like Geneteka.",
        "I'm on the Ancestry free trial right now, it ends Feb 1. Not sure I want to pay $25 a month.",
        "Worth thinking about. FamilySearch is free and has a lot of the same records, and many public libraries offer free Ancestry access on their computers. You could squeeze the most out of the trial, then switch.",
    ]),
    ("2026-03-07T11:00:00-06:00", [
        "Breakthrough! I found Bridget on a passenger list: she arrived in New York in March 1906 on the Cunard ship Caronia, age 19, from Kilrush.",
        "That's a huge find! The passenger list often names the closest relative left behind and the person they were joining in America, so check both columns, they can give you parents' names and a Chicago contact.",
        "I cancelled Ancestry before the trial ran out. Now I'm using FamilySearch plus the library's Ancestry access at the Harold Washington Library.",
        "Smart, that combination covers a lot of ground for free.",
        "Found her marriage record too: she married a Thomas Quill at St. Gabriel's in Canaryville in 1910.",
        "Excellent. Next steps: look for the couple in the 1910 and 1920 censuses, then the baptisms of their children at St. Gabriel's. Marriage records sometimes list the parents of the bride and groom, which would take you back another generation in Ireland.",
        "My aunt Peggy has a box of old photos in her basement in Oak Lawn. I'm going over on the 21st to scan them.",
        "Great idea. Scan at 600 dpi or higher, save as TIFF or high-quality JPEG, and write down who is in each photo while Peggy is there to tell you. Those stories are often the most valuable part.",
    ]),
    ("2026-05-30T20:30:00-05:00", [
        "The scanning day with Aunt Peggy was amazing. 212 photos, including one of Bridget from around 1925 holding my grandma Nora as a baby.",
        "What a treasure! A photo of your great-grandmother holding your grandmother is the kind of thing that makes the whole family tree feel real.",
        "The Polish side is harder. I did find Stanisław Wiśniewski's naturalization papers: he came over in 1921 from a village near Tarnów.",
        "That's the key you needed. With the village area known, you can look for parish records in the Tarnów diocese archives, and check passenger lists for 1921 arrivals with that surname.",
        "I've hired a researcher in Kraków, Agnieszka, to dig through the parish books. She charges 40 euros an hour and estimated 10 hours.",
        "Local researchers can be worth every cent for old parish books, which are handwritten in Latin or Polish and often not online.",
        "I've also started writing everything up in a Google Doc for my kids. It's already 34 pages.",
        "That's a wonderful gift. Consider adding the photos and sources as you go so it stays easy to verify.",
        "Rob and I are talking about a big trip next spring, Ireland and then Poland, to see both villages.",
        "That would be an incredible heritage trip. Visiting the actual parishes and walking the same streets is something people remember forever.",
    ]),
    ("2026-09-12T10:00:00-05:00", [
        "Agnieszka found Stan's baptism! Born 1899 in Zbylitowska Góra, parents Jan and Katarzyna. It took her 14 hours instead of 10, but totally worth it.",
        "Wonderful news! Now you have his parents' names and an exact place, so you can go back further in the same parish books.",
        "For next year: Poland's off. Rob's having knee surgery in June, so we'll just do Ireland, 10 days in May, and see Kilrush.",
        "That makes sense. Ten days in Ireland is a good amount: you could do Kilrush and the Clare coast, maybe Scattery Island, and a couple of days in Dublin or Galway.",
        "Any tips for finding living relatives there?",
        "Some ideas: post in local Clare genealogy groups, contact the parish in Kilrush, check your DNA matches for anyone with Irish locations, and look at Irish newspaper archives for family notices. People in small towns are often delighted to help.",
    ]),
], [
    ("Which town was my great-grandmother sailing from?", ["s2:1"], "single-hop", None, T_CHICAGO),
    ("How much did the researcher in Poland end up costing me?", ["s3:5", "s4:1"], "multi-hop", None, T_CHICAGO),
    ("When did I go through the photo box at my aunt's?", ["s2:7", "s3:1"], "temporal", None, T_CHICAGO),
    ("How much of my DNA came back as Polish?", ["s1:3"], "single-hop", None, T_CHICAGO),
    ("Am I still on the Ancestry trial, or what am I using for records?", ["s2:3"], "update", ["s1:7"], T_CHICAGO),
    ("Which countries are on the itinerary for our trip next year?", ["s4:3"], "update", ["s3:9"], T_CHICAGO),
    ("What year did Bridget pass away?", [], "abstain", None, T_CHICAGO),
    ("What did Thomas Quill do for a living?", [], "abstain", None, T_CHICAGO),
    ("What's a good marinade for grilled salmon?", [], "abstain", None, T_CHICAGO),
]))

# ---------------------------------------------------------------- English 6
cases.append(case("d14-en-06", "d14u06", [
    ("2026-02-10T09:30:00+01:00", [
        "Help me think through some money stuff. I'm a freelance patent translator, German into English, based in Leipzig. Last year I invoiced about €58,000, but it's lumpy, and one agency, Lingotek Rhein, was about 60% of that.",
        "Happy to help. The biggest risk there is client concentration: if one agency makes up 60% of your income, losing them or having them cut rates would hit hard. The usual defenses are a bigger cash buffer, gradually adding direct clients, and keeping your tax money separate so lumpy months don't catch you out.",
        "My rate with them is 11 cents per source word, and I charge direct clients 14 cents.",
        "That's a meaningful gap, roughly 27% more from direct clients. Even moving a part of your volume from the agency to direct work would noticeably raise your income for the same hours.",
        "I keep 3 months of expenses in a Tagesgeld account at 2.6%, but I've heard freelancers should have 6 months.",
        "Six months is a common recommendation for self-employed people, especially with a concentrated client base. Three months is a decent start, and you could build toward six over a year by putting aside a fixed amount from each invoice.",
        "Monthly expenses are about €2,300, including €780 rent for my flat in Plagwitz.",
        "So six months would be about €13,800, and you're at around €6,900 now. Setting aside €600 a month would get you there in roughly a year.",
    ]),
    ("2026-04-14T18:00:00+02:00", [
        "Tax season stress. My Steuerberater, Herr Böttcher, says I owe about €4,100 back for 2025 because my advance payments were too low.",
        "That's a common surprise after a good year. It's worth asking him to adjust your quarterly advance payments for this year so the gap doesn't repeat.",
        "I've opened a separate account just for tax and I'm moving 30% of every invoice into it.",
        "Great habit. Once the money is out of sight, it's much easier to leave it alone.",
        "Good news though: Lingotek Rhein is bumping my rate up to 12 cents from May.",
        "Nice! That's about a 9% raise on your biggest income source.",
        "I'm also thinking about a proper ergonomic chair, my back is killing me. Looking at a used Herman Miller Aeron for around €450 on Kleinanzeigen.",
        "For someone who sits all day, a good chair is a work tool, not a luxury. Check the size (Aerons come in A, B and C) and test the tilt and lumbar support before buying.",
    ]),
    ("2026-07-20T20:00:00+02:00", [
        "Bad news: Lingotek Rhein was bought by a big US company and they're cutting back on freelancers. I'm losing about half my volume with them from August.",
        "I'm sorry, that's exactly the risk we talked about. Some options: reach out to patent law firms and IP departments directly, ask past direct clients for referrals, and update your profile on translator directories.",
        "I'm going to the BDÜ conference in Bonn in November to network. The ticket was €395.",
        "Conferences can pay off quickly for specialized translators. Bring business cards and a short pitch about your patent specialization.",
        "I did get the Aeron, €420, picked it up in Halle. My back already feels better.",
        "Glad to hear it, and under budget too.",
        "The emergency fund is at 4 months now, so the timing sort of sucks.",
        "Four months is much better than where you started, and that cushion is exactly what gives you time to find new clients without panicking.",
    ]),
    ("2026-10-05T08:45:00+02:00", [
        "Update: I landed a direct client, a patent law firm in Munich, Kanzlei Hartwig & Roos. 14 cents a word, roughly 20k words a month.",
        "Fantastic! That's around €2,800 a month at your direct rate, which more than replaces the lost agency volume.",
        "They want it on retainer-ish terms, invoiced monthly with 30-day payment.",
        "Monthly invoicing with 30-day terms is reasonable. Put the terms in writing, and keep your cash buffer in mind for the first month or two while the payments get going.",
        "I'm also raising my rate for new direct clients to 15 cents starting January.",
        "A sensible step while demand is good. Existing clients can stay on their current rate for now if you want to keep goodwill.",
        "And I moved! Same rent basically, €795, but a bigger flat in Lindenau with a proper office room.",
        "Congratulations! Having a separate room for work can be helpful for focus, and it may also be relevant for your tax return, so mention it to Herr Böttcher.",
    ]),
], [
    ("What per-word rate does my main agency pay me now?", ["s2:5"], "update", ["s1:3"], T_LEIPZIG),
    ("Which part of Leipzig is my flat in?", ["s4:7"], "update", ["s1:7"], T_LEIPZIG),
    ("Who does my taxes?", ["s2:1"], "single-hop", None, T_LEIPZIG),
    ("How much did I spend on the chair and the conference ticket together?", ["s3:3", "s3:5"], "multi-hop", None, T_LEIPZIG),
    ("What happened with my biggest agency client in the summer?", ["s3:1"], "temporal", None, T_LEIPZIG),
    ("What percentage of each invoice do I set aside for tax?", ["s2:3"], "single-hop", None, T_LEIPZIG),
    ("How much did Herr Böttcher charge me for the 2025 return?", [], "abstain", None, T_LEIPZIG),
    ("Who is my contact person at the Munich law firm?", [], "abstain", None, T_LEIPZIG),
    ("What is the turnover limit for the Kleinunternehmer rule in Germany?", [], "abstain", None, T_LEIPZIG),
]))

# ---------------------------------------------------------------- English 7
cases.append(case("d14-en-07", "d14u07", [
    ("2026-03-01T16:00:00+13:00", [
        "I've been doing pottery at a community studio in Sydenham for two years and I want to set up at home. We've got a single garage at our place in Cashmere that's just full of junk.",
        "A home studio is a big step up! Things to plan for:\n\n- Power: most kilns need a dedicated circuit installed by an electrician.\n- Ventilation: kilns give off fumes during firing, so you'll want an extraction hood or good airflow.\n- Dust: dry clay dust contains silica, so plan for wet cleaning and a floor that's easy to mop.\n- Water: a sink with a clay trap so you don't block the drains.\n- Shelving for greenware and bisque.",
        "The electrician quoted $2,900 to run a new circuit for a kiln. I'm eyeing a second-hand Cromartie, about $3,500.",
        "Cromartie kilns are well regarded and built locally, so parts and servicing are easier. For a used kiln, ask about the age of the elements, whether the controller works, and whether there are cracks in the bricks or lid.",
        "The wheel's already sorted: I bought a Shimpo Whisper off a guy in Rangiora last year for $900 and it's been living in the lounge. My husband Deepak is very patient.",
        "A Whisper is a lovely quiet wheel, a good pick if it's been in the lounge! Deepak deserves a mug or two.",
        "The budget for the whole thing is about $9,000, from my redundancy payout.",
        "That's workable: roughly $2,900 for the electrics, $3,500 for the kiln, and the rest for ventilation, shelving, a sink and tools. Keep a 10-15% contingency for surprises.",
    ]),
    ("2026-04-26T11:30:00+12:00", [
        "The garage is cleared! Three trips to the tip and one very sad goodbye to Deepak's old rowing machine.",
        "A moment of silence for the rowing machine. Clearing out is the hardest part, well done.",
        "Change of plan on the kiln: the Cromartie sold before I could see it. I've put a deposit on a brand-new Skutt KM-818 instead, $6,200. The budget's blown but it's the one I'll keep forever.",
        "A new kiln comes with a warranty and a modern controller, which takes a lot of stress out of firing. Check that the electrician's circuit matches the Skutt's requirements before it arrives.",
        "So the $9k is more like $11k now. I'll skip fancy shelving and use old bookshelves.",
        "Reusing bookshelves works fine for greenware; just keep them away from the kiln's heat and make sure they're stable.",
        "For dust, I'm doing wet mopping only, no sweeping, like they taught us at the studio.",
        "Exactly right. A HEPA vacuum is the other safe option if you need one.",
    ]),
    ("2026-07-12T14:00:00+12:00", [
        "First bisque firing in the new kiln yesterday! Cone 04, and everything survived except one mug that had an air bubble.",
        "Congratulations on the first firing! One casualty is a great result. Extra wedging usually takes care of air pockets.",
        "I'm mostly throwing with a speckled buff stoneware from a supplier in Nelson.",
        "Speckled stonewares look great under satin and semi-transparent glazes, since the iron specks come through.",
        "I want to sell at the Lyttelton Farmers Market in spring. Thinking $38 a mug and $65 for a serving bowl.",
        "Those sound reasonable for handmade stoneware. Check what other potters at the market charge, and make sure the price covers clay, glaze, firing costs and your time.",
        "Deepak built me a wedging table out of an old door and it's perfect.",
        "That's a great use of an old door. Solid and heavy is exactly what you want in a wedging table.",
    ]),
    ("2026-10-18T17:20:00+13:00", [
        "First market day at Lyttelton was yesterday. I sold 17 mugs and 4 bowls! I'd dropped the mug price to $34 after seeing everyone else's prices.",
        "That's a brilliant first market! Selling that many mugs means people really like your work.",
        "A café in Sumner wants 40 custom cups for their reopening in February.",
        "What a great opportunity. Agree on size, glaze, price and a deposit in writing, and make a few extra cups to allow for losses in firing.",
        "They need to be food safe and survive the dishwasher, so I'm using a commercial Mayco stoneware glaze for those.",
        "Sensible. Fire to the temperature the glaze is designed for, and do a couple of test pieces through a dishwasher before making all 40.",
    ]),
], [
    ("Which kiln did I end up buying?", ["s2:3"], "update", ["s1:3"], T_CHRISTCHURCH),
    ("What am I charging per mug at the market?", ["s4:1"], "update", ["s3:5"], T_CHRISTCHURCH),
    ("Where did I buy my wheel from?", ["s1:5"], "single-hop", None, T_CHRISTCHURCH),
    ("How much money did I take at my first market day?", ["s3:5", "s4:1"], "multi-hop", None, T_CHRISTCHURCH),
    ("When did I first fire the new kiln?", ["s3:1"], "temporal", None, T_CHRISTCHURCH),
    ("What did my husband make for my studio?", ["s3:7"], "single-hop", None, T_CHRISTCHURCH),
    ("What's the name of the café in Sumner that ordered cups?", [], "abstain", None, T_CHRISTCHURCH),
    ("What cone did I fire my first glaze load to?", [], "abstain", None, T_CHRISTCHURCH),
    ("How long should porcelain dry before a bisque firing?", [], "abstain", None, T_CHRISTCHURCH),
]))

# ---------------------------------------------------------------- English 8
cases.append(case("d14-en-08", "d14u08", [
    ("2026-02-03T20:00:00-04:00", [
        "My dad, Wendell, is 81 and he's getting a hip replacement on February 24 at the Halifax Infirmary. Left hip. I'm his main support since my brother's out in Calgary.",
        "That's a lot to carry, and it's good you're planning ahead. Things that usually help after a hip replacement:\n\n- A raised toilet seat and a shower chair.\n- Removing loose rugs and clutter from walkways.\n- Putting everyday items at waist height.\n- Frozen meals ready for the first couple of weeks.\n- Arranging rides to physio appointments.",
        "He lives alone in a two-storey house in Dartmouth and his bedroom is upstairs. That's my big worry.",
        "Stairs are manageable for many people after a hip replacement, physio usually teaches the technique before discharge, but for the first weeks it's often easier to set up a bedroom on the main floor, if there's a bathroom on that level.",
        "We could move his bed into the dining room. He'll grumble. He's a retired ferry captain, stubborn as anything.",
        "Maybe frame it as temporary and practical, the way a captain would plan for rough weather! Having everything on one floor also cuts the fall risk at night.",
        "I'm taking two weeks off work. I'm a dental hygienist, so working from home isn't an option.",
        "Two weeks covers the most demanding stretch. After that he'll likely be more independent, though still not driving.",
    ]),
    ("2026-03-01T13:00:00-04:00", [
        "Surgery went well. He was discharged on day 3, walking with a walker. Physio is twice a week at a clinic on Portland Street.",
        "That's great progress. Twice-weekly physio plus the home exercises is what makes the biggest difference in the first couple of months.",
        "He keeps trying to bend down to pick things up, which breaks his hip precautions. I bought him a reacher grabber and a sock aid.",
        "Good thinking. A long-handled shoehorn and slip-on shoes help too. It may help to have the physio explain the reasons to him directly; people tend to listen more to the professional.",
        "His pain meds are making him constipated. He's on hydromorphone, and the pharmacist suggested a stool softener.",
        "That's a very common side effect of opioid pain medication. Fluids, fiber, and gentle walking help, and follow the pharmacist's and doctor's advice on softeners or laxatives.",
        "My brother Desmond is flying in on March 14 for a week to give me a break.",
        "That will help a lot. Use the week to rest properly, not just to catch up on chores.",
    ]),
    ("2026-04-19T19:00:00-03:00", [
        "Dad's off the walker and on a cane now, 8 weeks post-op. The surgeon's happy.",
        "Wonderful! Moving to a cane at 8 weeks is a good sign.",
        "He's itching to drive again. The surgeon said to wait until his 12-week check.",
        "That's a common guideline. He needs to be able to brake hard without pain and be off strong pain medication.",
        "Physio's down to once a week now. He actually does his exercises, mostly because the physio, Marguerite, is from Cape Breton like him and he likes her.",
        "Whatever works! Having a physio he gets along with is a big deal for motivation.",
        "We're also looking into a stair lift for the long run. Quotes so far are $4,800 and $6,300.",
        "Worth comparing what's included: installation, warranty length, servicing, and whether the rail can be reused. Some provinces have programs that help seniors with home accessibility costs, so it may be worth asking about.",
    ]),
    ("2026-08-08T11:00:00-03:00", [
        "Update: Dad decided to sell the Dartmouth house and move into a seniors' apartment in Bedford, all on one level. So no stair lift after all.",
        "That's a big decision, and it sounds like he made it himself, which matters. One level living makes day-to-day life much easier.",
        "Move-in is September 15. He's giving his boat, the Sadie Lou, to my nephew.",
        "What a lovely way to keep the boat in the family.",
        "He's been driving again since mid-May, mostly to Tim Hortons and the legion.",
        "Sounds like he's got his independence back. Hope the move goes smoothly!",
    ]),
    ("2026-10-02T18:30:00-03:00", [
        "Dad's been in the Bedford apartment for two weeks now, and he's already organized a cribbage game with three other residents.",
        "That's a great sign. Building a social routine that fast usually means he's settling in well.",
        "The Dartmouth house sold for $412,000, a little under asking, but he's fine with it.",
        "Selling quickly without a long, drawn-out process has its own value, especially while he was moving.",
        "Honestly, I'm wiped out after this year. I've booked myself a long weekend in Lunenburg later this month.",
        "You've earned it. Try to actually switch off: walks along the waterfront, good food, and no caregiving to-do lists.",
    ]),
], [
    ("On what date was Dad's hip operation?", ["s1:1"], "temporal", None, T_HALIFAX),
    ("Where is Dad living these days?", ["s4:1", "s5:1"], "update", ["s1:3"], T_HALIFAX),
    ("How often does Dad see his physio now?", ["s3:5"], "update", ["s2:1"], T_HALIFAX),
    ("What do I do for work?", ["s1:7"], "single-hop", None, T_HALIFAX),
    ("About how many weeks after surgery did Dad get back behind the wheel?", ["s1:1", "s4:5"], "multi-hop", None, T_HALIFAX),
    ("Who is getting Dad's boat?", ["s4:3"], "single-hop", None, T_HALIFAX),
    ("What does my brother do for a living in Calgary?", [], "abstain", None, T_HALIFAX),
    ("Which company quoted the cheaper stair lift?", [], "abstain", None, T_HALIFAX),
    ("How many years does a hip replacement usually last?", [], "abstain", None, T_HALIFAX),
]))

# ---------------------------------------------------------------- English 9
cases.append(case("d14-en-09", "d14u09", [
    ("2026-02-22T19:00:00+08:00", [
        "I've started growing chillies on my HDB balcony in Tampines. Got seeds for bird's eye, Carolina Reaper and Hungarian wax from a seller on Shopee.",
        "Fun project! Chillies do well in Singapore's warmth. Tips:\n\n- Use pots with good drainage and a free-draining mix, since roots hate sitting wet in our frequent rain.\n- Give them as much direct sun as you can.\n- Superhots like the Reaper are slow: they can take weeks to germinate and months to fruit.\n- Watch for aphids, thrips and mites under the leaves.",
        "The balcony faces west and gets about 5 hours of direct sun.",
        "West-facing is decent, with strong afternoon sun. Five hours is enough for fruiting, though the plants may wilt a little on very hot afternoons. That's usually fine as long as they perk up by evening.",
        "The plan is to make hot sauce. My colleague Jun Wei makes an incredible fermented one and he's going to teach me.",
        "Fermented hot sauce is a great way to use a harvest. The basics: chillies and aromatics submerged in a salt brine, usually 2-5% salt by weight, left at room temperature until it tastes tangy, then blended. Having someone show you in person is ideal.",
        "I'm using 10-inch pots from Far East Flora.",
        "Ten-inch pots are a good size for most chillies. The Reaper may eventually appreciate something bigger.",
    ]),
    ("2026-05-10T21:00:00+08:00", [
        "First harvest! The bird's eye gave me around 60 chillies. The Reaper is still sulking, only two flowers so far.",
        "Sixty is a great first haul! Superhots are always slower, so the Reaper will probably catch up.",
        "Started my first ferment yesterday: bird's eye, garlic and shallots in a 3% brine, in a 1-litre Weck jar.",
        "That's a classic base. Keep everything under the brine with a weight, burp or vent the jar if it's sealed, and keep it out of direct sun.",
        "Aphids on the Hungarian wax, ugh. I sprayed with neem oil.",
        "Neem works well; spray in the evening so the leaves don't scorch in the sun, and repeat every few days for a couple of weeks.",
        "Jun Wei says to ferment at least 3 weeks in our heat. Is that right?",
        "In a warm climate, fermentation runs faster, so some people find 1-2 weeks is enough. Taste it from about a week in and stop when you like the sourness. Longer is fine too if you like it funkier.",
    ]),
    ("2026-07-25T18:30:00+08:00", [
        "The sauce came out amazing. I blended in some calamansi juice and named it 'Tampines Torch'.",
        "Great name! Calamansi adds a lovely brightness to fermented chilli.",
        "I gave bottles to my mum and to the neighbours, the Ramans. Uncle Raman has already asked for a second one.",
        "The best review there is!",
        "The Reaper plant died. Root rot I think, I overwatered during the rainy spell. I'm replacing it with a Thai chilli.",
        "Sorry to hear it. Superhots are fussy about wet roots. Raising the pot on feet and using a chunkier mix can help next time.",
        "I'm thinking about selling at a weekend market, but I need to check the SFA rules.",
        "Good idea to check first. Selling food to the public in Singapore generally needs the right licence and a suitable kitchen, and bottled sauces can have extra requirements, so read the SFA guidance carefully.",
    ]),
    ("2026-10-03T20:00:00+08:00", [
        "Decided not to sell after all. The licensing for a home kitchen is too much hassle. I'll just give it away and maybe do a Christmas batch.",
        "Fair enough, gifting keeps it fun rather than turning it into a second job.",
        "Christmas batch plan: 20 bottles, 150ml woozy bottles I ordered from Lazada.",
        "Perfect size for gifts. Sterilise the bottles and fill while hot if you're cooking the sauce after fermenting.",
        "I also got promoted to team lead, so less balcony time. My wife Mei Ling has taken over the watering.",
        "Congratulations on the promotion! And nice of Mei Ling to keep the plants alive.",
    ]),
], [
    ("Which way does my balcony face?", ["s1:3"], "single-hop", None, T_SINGAPORE),
    ("Am I going to sell my hot sauce at a market?", ["s4:1"], "update", ["s3:7"], T_SINGAPORE),
    ("What ingredients went into my first hot sauce?", ["s2:3", "s3:1"], "multi-hop", None, T_SINGAPORE),
    ("When did I start my first ferment?", ["s2:3"], "temporal", None, T_SINGAPORE),
    ("Where did I order the bottles for the holiday batch?", ["s4:3"], "single-hop", None, T_SINGAPORE),
    ("How many Scoville units is my sauce?", [], "abstain", None, T_SINGAPORE),
    ("What did my wife think of the sauce?", [], "abstain", None, T_SINGAPORE),
    ("How do I make chilli crisp at home?", [], "abstain", None, T_SINGAPORE),
]))

# ---------------------------------------------------------------- Chinese 1
cases.append(case("d14-zh-01", "d14u10", [
    ("2026-03-08T21:00:00+08:00", [
        "我报了一个潜水课程，PADI开放水域潜水员。先在上海的泳池上理论课和平静水域课，五月份去菲律宾的阿尼洛做开放水域考试。学费加考证一共5800块。",
        "恭喜，潜水是一项会让人上瘾的运动！开课前可以准备几件事：\n\n1. 先把理论教材看一遍，课堂上会轻松很多。\n2. 练习耳压平衡，下潜时要早平衡、勤平衡，不要等到疼了再做。\n3. 确认自己的身体状况，比如有没有心肺、耳鼻方面的问题，必要时先做个体检。\n4. 出国考证前买好包含潜水项目的旅行保险。",
        "我有点担心耳压，我小时候中耳炎挺严重的，左耳。",
        "有中耳炎病史的话，建议下水前先去耳鼻喉科检查一下鼓膜和咽鼓管功能，让医生评估能不能潜水。大多数人只要鼓膜完整、平衡顺利就没问题，但早查清楚比在水下出状况要好得多。",
        "好，下周去华山医院挂个号。我游泳还可以，能连续游400米蛙泳。",
        "400米连续游完全够用了，开放水域课程本身对游泳能力的要求并不高，更重要的是在水里放松、不慌。",
        "教练叫阿杰，以前在三亚当了五年潜导。",
        "有五年带潜经验的教练很靠谱，遇到问题多问他，特别是耳压平衡的技巧。",
    ]),
    ("2026-03-29T20:00:00+08:00", [
        "耳鼻喉看完了，医生说左耳鼓膜有一点旧疤痕，但可以潜，就是下潜要慢、平衡要勤。",
        "太好了，拿到医生的许可心里就踏实多了。下潜时可以抓着锚绳慢慢下，每下降一两米就平衡一次。",
        "今天上了第一节泳池课，在水下练了吐掉呼吸器再找回来，练了十几遍。面镜一直进水。",
        "面镜进水很常见，常见原因有：面镜尺寸不合适、头发压在面镜裙边下、表情动作太多（比如笑），还有胡子会让裙边贴合不严。可以在岸上试戴：不戴头带，用鼻子轻轻吸气，面镜能吸在脸上不掉就说明贴合得好。",
        "我有胡子，哈哈，可能就是这个原因。我不想剃。",
        "不剃也有办法：在胡子位置抹一点凡士林或者专用硅脂，能改善密封；也可以挑一款裙边更软、更宽的面镜。学会水下排面镜水之后，少量进水也就不是问题了。",
        "我准备自己买个面镜，预算500以内。",
        "500以内能买到很好的面镜了。最好去实体店试戴，按刚才说的方法测贴合度，比看评价靠谱。",
        "考完证以后，我想十月份去帕劳玩一趟，听说那边的大断层很壮观。",
        "帕劳确实是很多潜水员的梦想目的地，不过那边不少潜点有流，对经验有要求，初级证潜水员最好跟着靠谱的潜店，或者先积累一些潜水次数再去。",
    ]),
    ("2026-05-20T22:00:00+08:00", [
        "阿尼洛回来了！四次开放水域潜水都很顺利，最深到了18米，证拿到了。",
        "恭喜正式成为开放水域潜水员！18米正好是这个级别的深度上限，耳朵也没出问题，真不错。",
        "最惊喜的是看到了一只火焰乌贼，阿杰说我运气很好。不过第二天晒伤了，背上一直在脱皮。",
        "火焰乌贼可遇不可求，恭喜！晒伤的话多补水、涂芦荟胶，下次可以穿防晒衣或者湿衣下水，也尽量选对珊瑚友好的防晒霜。",
        "十月的计划变了：我女朋友小雯也想学潜水，所以不去帕劳了，改去马来西亚的仙本那，她在那边考初级证，我考进阶。",
        "仙本那很适合这样的安排，潜店多，初级和进阶课程都很成熟，海况也比较温和。一起学会很有意思。",
        "面镜最后买的是Tusa的，380块，戴着胡子基本也不进水了。",
        "很好，合适的面镜能让潜水体验提升一大截。",
    ]),
    ("2026-10-28T19:30:00+08:00", [
        "仙本那回来啦！小雯顺利拿到证了，我的进阶也考完了，最深做到30米。",
        "恭喜你们俩！进阶课程里的深潜到30米是很重要的一步，以后能去的潜点就多了很多。",
        "我们住在马布岛的水屋，一晚大概900块。还看到了成群的梭鱼风暴！",
        "梭鱼风暴太壮观了，很多人去几次都不一定能碰到。",
        "下一步想考高氧证，明年想去红海坐船宿。",
        "高氧证很实用，能延长免减压时间，对船宿那种一天三四潜的节奏特别有帮助。红海船宿是很经典的路线。",
    ]),
], [
    ("我的潜水教练以前在哪里当潜导？", ["s1:7"], "single-hop"),
    ("我今年秋天那次潜水旅行去的是哪里？", ["s3:5", "s4:1"], "update", ["s2:9"]),
    ("我最深潜到过多少米？比考初级证的时候深了多少？", ["s3:1", "s4:1"], "multi-hop"),
    ("我是几月份去阿尼洛考证的？", ["s1:1", "s3:1"], "temporal"),
    ("我的面镜是什么牌子的？", ["s3:7"], "single-hop"),
    ("我在仙本那一共潜了几次？", [], "abstain"),
    ("小雯是做什么工作的？", [], "abstain"),
    ("给我推荐一部好看的韩剧吧。", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 2
cases.append(case("d14-zh-02", "d14u11", [
    ("2026-01-12T22:30:00+08:00", [
        "今年决定考注会了。我在成都一家物流公司做出纳，工作三年了，打算今年报会计、税法、经济法三科。",
        "注会考试内容多，提前规划很重要。会计、税法、经济法是很常见的搭配，会计是基础，税法和会计有不少关联，经济法以记忆为主。不过三科同时备考对在职人员压力不小，可以先评估一下每周能拿出多少时间。",
        "我每天下班大概七点到家，能学三个小时，周末能学一整天。",
        "这样算下来每周大约能学三十多个小时，三科的话比较紧，但不是做不到。建议按科目安排主次：会计投入最多时间，税法次之，经济法后期集中记忆。",
        "网课买的是某个平台的，会计老师讲得很细，就是视频太长了，一章十几个小时。",
        "可以试试倍速播放，熟悉的部分快进，难点部分正常速度看，再配合做题检验。听课只是输入，做题才能发现问题。",
        "我男朋友也在考，他去年过了两科，今年考审计和财管。",
        "有一起备考的伙伴很难得，可以互相监督，也能交流经验。",
    ]),
    ("2026-04-05T21:00:00+08:00", [
        "报名搞定了！最后只报了会计和税法，经济法明年再说，怕三科顾不过来。",
        "这个决定挺稳妥的，两科集中精力，通过的把握更大。",
        "会计刚学完长期股权投资那章，真要命，权益法和成本法之间的转换看了三遍。",
        "长投确实是会计里最难的章节之一。建议把几种转换情形画成表格：增资导致的转换和减资导致的转换分开整理，每种情况下初始成本怎么确定、原持有部分怎么处理，对照例题一步步做分录。多做几遍就会清晰很多。",
        "最近颈椎疼得厉害，坐久了还头晕，去医院拍了片，说是生理曲度变直。",
        "长时间低头学习很容易出现这个问题。注意每学习四五十分钟起来活动一下，调整屏幕和书本高度，避免长时间低头，也可以问问医生适合做哪些颈部锻炼。",
        "我买了个升降桌，一千二，可以站着学一会儿。",
        "升降桌是个好投资，坐站交替对颈椎和腰都友好。",
    ]),
    ("2026-06-18T23:00:00+08:00", [
        "公司最近调岗，我从出纳调去做总账会计了。工作量大了不少，每天学习时间被压缩到两个小时。",
        "恭喜转岗！虽然学习时间少了，但总账的工作和注会会计科目联系很紧，实务经验反过来也会帮到学习。两个小时的话，可以更多地用在做题和复盘上。",
        "确实，做总账对学会计帮助挺大，合并报表那块现在有点感觉了。",
        "合并报表是会计的重头戏，有实务感觉很难得，多做几道综合题巩固一下。",
        "税法从现在开始刷题，我准备每天至少做30道选择题。",
        "刷题时建议把错题整理到一个本子里，按税种分类，考前重点看错题。",
        "考试时间定了：会计是8月23号上午，税法是8月24号下午。",
        "那距离考试大约还有两个月，可以倒排计划：七月完成一轮刷题，八月做几套模拟卷，掐时间练习，熟悉机考环境。",
    ]),
    ("2026-11-16T20:00:00+08:00", [
        "成绩出来了！会计68分，过了！税法57分，差三分，好气啊。",
        "恭喜拿下会计！会计是最难的科目之一，第一年就过很厉害。税法差三分确实可惜，但说明基础已经有了，明年再考把握很大。",
        "男朋友审计过了，财管没过。明年我报税法和经济法。",
        "你们俩都有收获。明年税法有今年的底子，可以把更多精力放在经济法上。",
        "领导知道我过了会计，说明年给我涨薪15%。",
        "太棒了，这是对你努力最实在的认可！",
    ]),
], [
    ("我今年最后报了注会的哪几科？", ["s2:1"], "update", ["s1:1"]),
    ("我现在在公司是什么岗位？", ["s3:1"], "update", ["s1:1"]),
    ("我去医院拍片，颈椎查出了什么问题？", ["s2:5"], "single-hop"),
    ("我考过的那一科考了多少分？是哪天考的？", ["s3:7", "s4:1"], "multi-hop"),
    ("我税法是哪天考的？", ["s3:7"], "temporal"),
    ("我的升降桌花了多少钱？", ["s2:7"], "single-hop"),
    ("我男朋友叫什么名字？", [], "abstain"),
    ("我买的网课是哪个平台的？", [], "abstain"),
    ("注会单科成绩的有效期是几年？", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 3
cases.append(case("d14-zh-03", "d14u12", [
    ("2026-02-14T20:00:00+08:00", [
        "情人节一个人在家听唱片，哈哈。我收黑胶三年了，现在大概有240张，主要是爵士和八九十年代的港台流行。",
        "一个人听唱片的情人节也很惬意！爵士加港台老歌的组合很有意思，两种风格的黑胶都有很多值得收的版本。",
        "唱机是铁三角的AT-LP120，音箱是一对二手的Klipsch书架箱。",
        "这套组合很均衡，LP120是很经典的入门直驱唱机，Klipsch书架箱灵敏度高、声音很有活力，听爵士很带劲。",
        "我最宝贝的一张是罗大佑《之乎者也》的首版，在台北光华商场淘的，花了3200台币。",
        "这张是华语流行史上的经典，首版很有收藏价值，而且是亲手淘到的，意义更特别。",
        "最近想给唱机换个唱头，预算1500左右。",
        "这个预算可以考虑一些口碑不错的MM唱头，比如Ortofon 2M系列里的入门型号，或者铁三角VM系列。换唱头后记得重新调好针压和抗滑。",
    ]),
    ("2026-04-11T15:00:00+08:00", [
        "今天去了潘家园附近的一个唱片市集，淘了七张，其中一张是Bill Evans的《Sunday at the Village Vanguard》日版，品相很好，才180块。",
        "这个价格太划算了！日版爵士唱片通常压制质量很好，品相好的更难得。",
        "唱头最后换成了Ortofon 2M Blue，比预算高了一点，花了1900。",
        "2M Blue比入门款解析力更好，多花几百块还是值得的。",
        "家里空间不够了，唱片架已经塞满了，我老婆说再买就让我睡阳台。",
        "哈哈，这是每个收藏者都会遇到的问题。可以考虑把不常听的放进收纳箱，或者定制一个更大的架子。",
        "我打算定做一个实木唱片架，木匠报价4000。",
        "定做的好处是能充分利用墙面空间，记得让木匠把隔板做得结实一些，唱片放满以后很重。",
    ]),
    ("2026-06-27T21:30:00+08:00", [
        "唱片架做好了，胡桃木的，能放600张。木匠最后收了4500，说木料涨价了。",
        "胡桃木颜色很漂亮，600张的容量也够用好几年了。",
        "我开始清洗唱片了，买了个超声波清洗机，洗完以后底噪小了很多。",
        "超声波清洗对二手唱片特别有用，能清掉纹槽深处的灰尘。洗完记得彻底晾干再装回内袋，最好换成新的防静电内袋。",
        "下个月去东京出差，打算去御茶之水的唱片店扫货。",
        "御茶之水和神保町一带有不少二手唱片店，Disk Union也有好几家分店，爵士和日本城市流行的库存都很丰富。",
        "行李箱能带多少唱片？托运会不会压坏？",
        "建议尽量手提。如果要托运，把唱片竖着放在箱子中间，前后用衣服或硬纸板夹紧，不要和重物放在一起。",
    ]),
    ("2026-08-09T19:00:00+08:00", [
        "东京回来了！七天里逛了六家店，一共带回31张，全部手提上的飞机，胳膊快断了。",
        "辛苦了，不过唱片安全到家就值了！",
        "最得意的是山下达郎《For You》的首版，11000日元。",
        "《For You》是日本城市流行的代表作，首版很抢手，这个价格挺不错的。",
        "现在收藏到300张出头了。老婆看到新唱片架还有空位，也就没再说什么。",
        "新架子立了大功！",
        "以后我打算每个月的买唱片预算控制在1000块以内。",
        "给自己定个预算很理智，也能让每次挑选更用心。",
    ]),
], [
    ("我现在大概收藏了多少张唱片？", ["s4:5"], "update", ["s1:1"]),
    ("定做的唱片架最后花了多少钱？", ["s3:1"], "update", ["s2:7"]),
    ("我唱机上装的是什么唱头？", ["s2:3"], "single-hop"),
    ("我最得意的两张首版唱片分别是在哪儿淘到的？", ["s1:5", "s4:1", "s4:3"], "multi-hop"),
    ("我四月份在唱片市集淘到了什么好东西？", ["s2:1"], "temporal"),
    ("我用什么设备洗唱片？", ["s3:3"], "single-hop"),
    ("我的Klipsch音箱是什么时候买的？", [], "abstain"),
    ("我老婆平时喜欢听什么音乐？", [], "abstain"),
    ("33转和45转的黑胶在音质上有什么区别？", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 4
cases.append(case("d14-zh-04", "d14u13", [
    ("2026-01-20T21:00:00+08:00", [
        "我女儿朵朵今年九月上小学，我们在纠结选学校。户口在拱墅区，对口的是一所普通公办，离家两公里。",
        "选小学确实让人纠结。可以从几个方面考虑：离家距离和接送是否方便、学校的课后服务、班级人数、孩子的性格适合什么样的环境，还有家庭能投入的时间和预算。",
        "我老公想让她去一所民办的，学费一年六万多，要摇号，中签率大概三成。",
        "民办和公办各有优势。民办可能课程更丰富，但学费和作业压力通常更大；而且摇号有不确定性，最好同时把公办的情况也了解清楚，做两手准备。",
        "朵朵现在上幼儿园大班，性格比较内向，但特别喜欢画画，每周六上一节儿童画课。",
        "内向的孩子在熟悉环境以后往往会很投入。画画是很好的表达方式，上学以后也可以继续保持。",
        "我自己在一家外贸公司做单证，每天五点半下班，接孩子倒还来得及。",
        "能自己接孩子是很大的便利，也方便和老师沟通。",
    ]),
    ("2026-05-12T20:30:00+08:00", [
        "民办的摇号结果出来了，没摇中。说实话我松了口气。",
        "结果出来也算尘埃落定了，接下来可以安心准备入学。",
        "那就去对口的公办了。我们去学校开放日看了，操场挺大，还有一个挺有名的合唱团。",
        "听起来不错，大操场对孩子很重要。合唱团也许能成为朵朵以后的一个兴趣选择。",
        "朵朵最近掉了第一颗牙，是下门牙，她特别兴奋，把牙放在枕头底下了。",
        "换牙是成长的重要时刻！可以给她准备一个小牙盒，把乳牙留作纪念。",
        "入学前要体检，查出来她有点轻度近视，右眼150度，医生让每天户外活动两小时。",
        "户外活动对控制近视很有帮助。平时也要注意看书写字的距离和光线，少看电子屏幕。",
    ]),
    ("2026-09-06T19:00:00+08:00", [
        "朵朵上学一周了！分在一年级三班，班主任姓孟，教语文，很温柔。",
        "开学第一周顺利就很好。遇到温柔的班主任，对内向的孩子适应新环境很有帮助。",
        "她午饭吃得很少，说学校的菜有点辣。",
        "可以和老师反映一下，也可以早餐让她多吃一点，放学后准备点健康的加餐。",
        "课后托管到五点，我五点半才下班，就让我婆婆去接。",
        "有婆婆帮忙真好，祖孙俩也能多些相处时间。",
        "画画课我们从周六改到周日上午了，因为周六要上一个跳舞的体验课。",
        "一年级刚开始，安排别太满，留点时间让她休息和玩。",
    ]),
    ("2026-11-08T21:00:00+08:00", [
        "朵朵最近交到好朋友了，同桌叫小满，两个人天天一起跳绳。",
        "太好了，有了好朋友，上学就更开心了。",
        "期中测评语文是优，数学是良，她数数老是跳着数。",
        "一年级数数跳数很常见，可以在生活里多练，比如数楼梯、数水果，一个一个点着数。",
        "我换工作了，去了一家跨境电商公司，离学校近，四点半就能下班，现在可以自己去接她了。",
        "恭喜换到更合适的工作！能自己接孩子，陪伴的时间也多了。",
        "跳舞的体验课她不喜欢，没有继续报。",
        "尊重她的兴趣很重要，画画她喜欢就好好坚持。",
    ]),
    ("2026-11-18T20:40:00+08:00", [
        "今天开了家长会，孟老师说朵朵上课很专注，就是举手发言比较少。",
        "专注是很好的学习品质。发言少对内向的孩子来说很正常，可以在家里多请她讲讲学校发生的事，慢慢建立表达的自信。",
        "合唱团下学期要招新，朵朵居然说想去试试，我挺意外的。",
        "这是个很好的信号！合唱是集体活动，不需要一个人站出来表现，对内向的孩子来说门槛比较低，又能锻炼胆量。",
        "我婆婆最近腰不太好，幸亏现在不用她每天跑学校了。",
        "让老人多休息是对的，也可以提醒她注意别搬重物，必要时去医院看看。",
    ]),
], [
    ("现在每天是谁去学校接朵朵？", ["s4:5"], "update", ["s3:5"]),
    ("朵朵的画画课现在是星期几上？", ["s3:7"], "update", ["s1:5"]),
    ("朵朵右眼近视多少度？", ["s2:7"], "single-hop"),
    ("朵朵为什么没去成民办学校？她现在在哪个班？", ["s2:1", "s3:1"], "multi-hop"),
    ("朵朵是什么时候掉的第一颗牙？", ["s2:5"], "temporal"),
    ("朵朵的班主任教哪门课？", ["s3:1"], "single-hop"),
    ("我们当时摇号的那所民办学校叫什么？", [], "abstain"),
    ("小满的爸爸妈妈是做什么的？", [], "abstain"),
    ("一年级的孩子每天应该睡多长时间？", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 5
cases.append(case("d14-zh-05", "d14u14", [
    ("2026-02-02T22:00:00+08:00", [
        "我辞职了，准备和朋友阿凯一起在大理开民宿。之前我在广州做了八年广告策划。",
        "这是个很大的决定！开民宿需要提前想清楚几件事：证照办理（营业执照、特种行业许可、消防、卫生）、选址、淡旺季的现金流，还有合伙人之间的分工和退出机制，最好一开始就写进协议。",
        "看中了喜洲古镇附近一个白族院子，八个房间，年租金28万，签十年。",
        "喜洲的风景和人文都很好。签长约前要确认房东产权清晰、能不能办下证照，还有租金递增条款和装修投入的处理方式。",
        "我们俩各出60万，装修预算50万左右。",
        "留足流动资金很关键，开业后头几个月的房租、人工和推广都需要钱，建议至少预留半年的运营费用。",
        "名字还没定，我想叫'半山听雨'，阿凯觉得太文艺了。",
        "名字可以再斟酌，好记、好搜、和位置特点有关的名字在平台上更有优势。",
    ]),
    ("2026-04-18T16:00:00+08:00", [
        "喜洲那个院子没谈成，房东临时要涨到32万。我们最后签了才村那边的一个，离洱海走路五分钟，六个房间，年租金22万。",
        "离洱海近是很大的卖点，房间少一点也更好管理。",
        "装修已经开工了，包给了本地一个施工队，老板姓杨。",
        "本地施工队熟悉当地的材料和气候，记得签好合同，约定工期、付款节点和验收标准。",
        "名字定了，叫'洱畔小住'，算是各退一步。",
        "这个名字直观好记，一看就知道在洱海边。",
        "特种行业许可证和消防是最麻烦的，消防要求每个房间装烟感。",
        "这些确实是民宿最容易卡住的环节，建议提前和相关部门沟通清楚要求，按标准一次做到位，避免返工。",
    ]),
    ("2026-07-01T21:00:00+08:00", [
        "6月20号正式开业了！第一周入住率只有四成，有点焦虑。",
        "恭喜开业！新店第一周四成入住率其实不算差，平台上需要时间积累评价。可以先给早期客人一些小惊喜，鼓励他们写好评。",
        "房价定的是淡季380，旺季580一晚。",
        "定价可以根据周末、节假日和入住率灵活调整。",
        "我们在携程和小红书都开了号，小红书有一条视频爆了，三万多点赞。",
        "太棒了，小红书对民宿引流效果很好，可以趁热多发一些房间和周边的内容。",
        "请了一个本地阿姨做早餐和打扫，月薪3500。",
        "有靠谱的阿姨很重要，可以给她定一个清晰的打扫流程表。",
    ]),
    ("2026-10-09T20:00:00+08:00", [
        "国庆七天全部住满，开心！我们还把国庆的房价提到了780。",
        "太好了，旺季满房说明前面的推广做对了。",
        "阿凯说想退出，他女朋友在昆明，他想回那边。我打算把他那份股份买下来。",
        "合伙人退出是常见的情况。重要的是按照合理的估值把账算清楚，写好书面协议，保持好关系。",
        "他那一份我们商量按55万算，我要找我爸借一部分。",
        "和家人借钱也最好写个简单的借款约定，约定还款方式，大家都安心。",
    ]),
], [
    ("我们民宿现在一年房租多少？", ["s2:1"], "update", ["s1:3"]),
    ("我们民宿最后起了什么名字？", ["s2:5"], "update", ["s1:7"]),
    ("民宿是哪天正式开业的？", ["s3:1"], "temporal"),
    ("辞职之前我是做什么的？", ["s1:1"], "single-hop"),
    ("当初我和合伙人一共投了多少钱？现在买下他那一份要多少？", ["s1:5", "s4:5"], "multi-hop"),
    ("做早餐打扫的阿姨一个月工资多少？", ["s3:7"], "single-hop"),
    ("装修最后实际花了多少钱？", [], "abstain"),
    ("阿凯的女朋友叫什么名字？", [], "abstain"),
    ("冬天洱海边能看到红嘴鸥吗？", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 6
cases.append(case("d14-zh-06", "d14u15", [
    ("2026-03-15T10:00:00+08:00", [
        "我昨天从花鸟市场带回来一只玄凤鹦鹉，灰色的，脸颊是橙色的，三个月大，给它起名叫'豆浆'。",
        "欢迎豆浆！玄凤性格温和、亲人，很适合第一次养鸟。刚到家先给它几天适应时间：\n\n1. 笼子放在安静、不直吹风、没有阳光直晒的地方，远离厨房油烟。\n2. 饮食以专用粮为主，搭配少量新鲜蔬菜，避免牛油果、巧克力、咸的和油的食物。\n3. 前几天少打扰，多在笼边轻声说话，让它熟悉你的声音。",
        "店家说是公的，但我看网上说三个月根本看不出来？",
        "是的，玄凤要等第一次换羽之后，公鸟脸部的黄色和橙色才会更明显，三个月很难从外观分辨。想确定的话可以拔几根羽毛做DNA性别鉴定。",
        "笼子买的是60厘米宽的，会不会太小了？",
        "玄凤尾巴长，活动量也不小，60厘米作为临时笼子可以，长期来说更宽一些会更舒服，同时每天也要让它出笼活动。",
        "我家还有一只橘猫，叫大橘，八岁了，不知道会不会有问题。",
        "猫和鸟同住要特别小心，猫的捕猎本能很难完全消除，而且猫的唾液细菌对鸟很危险，哪怕只是轻轻一抓。鸟出笼时最好把猫关在另一个房间，笼子也要放在猫够不着、推不倒的地方。",
    ]),
    ("2026-05-03T21:00:00+08:00", [
        "做了DNA鉴定，豆浆其实是母的！花了80块。名字就不改了。",
        "哈哈，豆浆这个名字男女都合适！知道性别以后要留意：母鸟有可能在没有公鸟的情况下下蛋，平时注意补钙。",
        "她不怎么吹口哨，但是特别黏人，老喜欢站在我肩膀上。",
        "母玄凤通常没有公鸟那么爱唱，但往往更温顺黏人。站肩膀说明她很信任你。",
        "她主要吃一个德国牌子的滋养丸，再加一点小米和西兰花。",
        "以滋养丸为主食很好，营养比较均衡。小米可以当零食或训练奖励，不要给太多。",
        "换了个更大的笼子，80厘米宽的，她明显开心多了。",
        "空间大了，她能扑扑翅膀、来回走动，状态自然更好。",
    ]),
    ("2026-07-20T22:00:00+08:00", [
        "吓死我了，豆浆昨天晚上夜惊，在笼子里乱扑，掉了两根尾羽。",
        "玄凤夜惊很常见，通常是被突然的声音、光线或者影子吓到。可以在房间里留一盏小夜灯，笼子别放在窗边或车灯能照到的地方。检查一下有没有受伤或流血。",
        "我放了个小夜灯，今晚看看。还有，她最近下了两个蛋，可是家里没有公鸟啊？",
        "母鸟没有公鸟也会下蛋，这些是无精蛋，孵不出来。不要急着马上拿走，否则她可能会继续下更多来补。要注意补钙，频繁下蛋很消耗身体。",
        "带她去了海珠区的一家异宠医院，医生说要补钙，开了液体钙，一周三次。",
        "按医生说的补就好，平时也可以多晒晒太阳（隔着玻璃效果会差很多）。",
        "大橘现在对她已经没兴趣了，两个在客厅各玩各的，但我还是不会让它们单独待在一起。",
        "做得对，哪怕看起来相安无事，也千万别让它们在没人看着的时候共处。",
    ]),
    ("2026-10-25T15:00:00+08:00", [
        "我打算再养一只，给豆浆作个伴。这次想要一只白色的，叫'米糕'。",
        "新鸟到家最好先单独隔离观察一个月左右，确认健康后再慢慢让两只见面，先隔着笼子熟悉。",
        "朋友家的玄凤孵了一窝，十一月中旬就能接，我预订了一只。",
        "从熟人家接鸟很好，至少知道父母的情况和饲养环境。",
        "我月底要去成都出差四天，豆浆就托给我妹妹照顾了。",
        "记得把饮食、补钙和夜灯这些注意事项写下来交给妹妹。",
    ]),
    ("2026-11-17T20:30:00+08:00", [
        "米糕接回来了！全身雪白，眼睛黑溜溜的。先让它住在豆浆以前那个60厘米的旧笼子里，放在书房隔离。",
        "欢迎米糕！隔离期间尽量先喂豆浆、再喂米糕，照顾完新鸟要洗手，两边的食盆水盆也分开用，避免交叉传染。",
        "出差回来，妹妹说豆浆这几天每天早上都站在笼门口等我，好可怜。",
        "玄凤很重感情，分开几天会想主人。回来以后多陪陪她，多让她站站肩膀。",
        "豆浆对书房那边传来的叫声特别好奇，一直歪着头听。",
        "先听声音、后见面正是循序渐进的好方式。隔离期满、确认健康后，可以先把两个笼子放在同一个房间，让它们隔着笼子熟悉。",
    ]),
], [
    ("豆浆到底是公的还是母的？", ["s2:1"], "update", ["s1:3"]),
    ("豆浆现在住的笼子有多宽？", ["s2:7"], "update", ["s1:5"]),
    ("豆浆是哪天来我家的？", ["s1:1"], "temporal"),
    ("医生给豆浆开了什么，多久喂一次？", ["s3:5"], "single-hop"),
    ("我家的猫多大了？它现在和鹦鹉处得怎么样？", ["s1:7", "s3:7"], "multi-hop"),
    ("第二只鹦鹉叫什么名字？", ["s4:1", "s5:1"], "single-hop"),
    ("豆浆的DNA鉴定是在哪家机构做的？", [], "abstain"),
    ("我妹妹住在哪里？", [], "abstain"),
    ("玄凤鹦鹉一般能活多少年？", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 7
cases.append(case("d14-zh-07", "d14u16", [
    ("2026-01-08T07:30:00+08:00", [
        "新年目标：今年跑一个全马！我去年十月在武汉跑了一个半马，成绩2小时14分。",
        "有半马的底子，一年内完成全马是很现实的目标。建议循序渐进：前几个月先把周跑量稳定下来，再逐渐拉长周末长距离，比赛前两三个月进入专项训练，每周跑量增加不要超过10%左右。",
        "我今年32岁，身高175，体重78公斤，想顺便减到70。",
        "跑步配合饮食调整，减重效果会很明显。减重本身也能减轻膝盖的负担，对跑全马有帮助。注意别同时大幅节食和加量训练，容易受伤。",
        "目标是十月底的一场全马，具体报哪场还没定。",
        "十月底秋高气爽，很适合跑全马。热门赛事大多要抽签，可以多报几场增加中签机会。",
        "我跑鞋一直穿的是亚瑟士的Kayano，我有点扁平足。",
        "Kayano是支撑型跑鞋，对扁平足、足弓容易塌的跑者比较友好。跑量上来以后记得留意鞋的磨损情况，一般跑几百公里就该考虑换了。",
    ]),
    ("2026-04-02T21:00:00+08:00", [
        "跑了三个月，体重降到74了。每周跑四次，周末一次长距离，最长跑到了25公里。",
        "进步很快！三个月减了4公斤，长距离也到了25公里，节奏不错。",
        "但是最近右膝外侧一跑到15公里左右就疼，下楼梯也疼。",
        "膝盖外侧疼在跑者中很常见，原因有好几种，最好先减量休息，尽快去看运动医学科，让医生检查清楚，不要带着疼硬跑。",
        "我周末去同济医院的运动医学科看看。",
        "好的，看医生的时候把疼痛出现的距离、位置和上下楼梯的情况都讲清楚，有助于诊断。",
    ]),
    ("2026-05-10T20:00:00+08:00", [
        "医生说是髂胫束综合征，让我停跑三周，做康复训练，每周去理疗两次。",
        "髂胫束综合征通过休息和针对性训练大多能恢复得很好。康复期间重点加强臀中肌和核心力量，用泡沫轴放松大腿外侧，恢复跑步后先从短距离开始。",
        "停跑这三周我改成游泳和骑动感单车了。",
        "很好的替代训练，既能保持心肺能力，对膝盖的冲击又小。",
        "全马抽签结果出来了，中签了合肥马拉松，10月25号！",
        "恭喜中签！离比赛还有五个多月，时间很充足，先把伤养好再系统训练。",
        "我老婆说如果我能完赛，就陪我去合肥，顺便去三河古镇玩玩。",
        "有家人陪着去比赛，动力更足了！",
    ]),
    ("2026-10-28T22:00:00+08:00", [
        "完赛了！合肥全马跑了4小时21分。30公里以后基本是走跑结合，但膝盖一直没出问题。",
        "恭喜首马完赛！膝盖没出问题说明康复和训练都做对了，30公里以后的撞墙几乎每个首马跑者都会经历。",
        "跑鞋后来换成了Hoka的Clifton，软很多，膝盖舒服不少。",
        "缓震好的鞋对长距离确实友好。",
        "体重现在71公斤，离70就差一点点了。",
        "一年从78到71，已经非常了不起了。",
        "明年想挑战破四，老婆说先别想了，好好休息两周再说。",
        "你老婆说得对，赛后恢复很重要，先休息好，明年再定新目标。",
    ]),
], [
    ("我现在跑步穿的是哪个牌子的鞋？", ["s4:3"], "update", ["s1:7"]),
    ("我现在体重是多少？", ["s4:5"], "update", ["s1:3", "s2:1"]),
    ("我的首个全马是哪天跑的？", ["s3:5", "s4:1"], "temporal"),
    ("医生说我膝盖是什么毛病？", ["s3:1"], "single-hop"),
    ("我是哪边膝盖疼？医生让我怎么处理？", ["s2:3", "s3:1"], "multi-hop"),
    ("停跑那几周我用什么运动代替？", ["s3:3"], "single-hop"),
    ("我老婆有没有跑过马拉松？", [], "abstain"),
    ("全马前一天晚上吃什么比较好？", [], "abstain"),
    ("帮我写一首关于秋天的小诗。", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 8
cases.append(case("d14-zh-08", "d14u17", [
    ("2026-03-22T20:00:00+08:00", [
        "我们在南京江宁买了一套二手房，89平，三室一厅，房龄15年，打算全部翻新。",
        "恭喜！老房翻新建议重点关注几件事：水电线路全部重做、卫生间和厨房防水重做、门窗的密封情况，还有墙面是否空鼓。拆完以后往往会发现一些意外问题，预算最好留出10%到15%的余量。",
        "预算是25万，包括家电。设计师是朋友介绍的，姓顾。",
        "25万做89平的全翻新加家电是比较紧凑的，可以先把钱花在看不见的隐蔽工程上，软装和家电可以后期慢慢添置。",
        "我老婆想要奶油风，我想要原木风，还在吵。",
        "两种风格其实不难融合：墙面和大件用奶油色，木质家具和地板用原木色，整体会很温暖。",
        "家里有个两岁的儿子，所以环保和安全是重点。",
        "那就要选环保等级高的板材和涂料，家具边角做圆角处理，插座选带保护门的，窗户装限位器。装完以后多通风，做个空气检测再入住。",
    ]),
    ("2026-05-16T21:00:00+08:00", [
        "拆完了，发现卫生间的防水基本没做过，楼下邻居以前还漏过水。",
        "幸好现在发现了。卫生间防水一定要重新做，墙面淋浴区要刷到足够高度，做完闭水试验48小时，让楼下邻居帮忙确认没有渗漏再铺砖。",
        "风格最后定了原木奶油风，各让一步。",
        "这个折中很好，温馨又耐看。",
        "地板选了大自然的多层实木复合，一平方280。",
        "多层实木复合比较稳定，也适合地暖，有小孩的家庭脚感也好。",
        "水电改造花了2.8万，比预计的多了八千。",
        "老房水电改造超支很常见，好在这部分是最值得花钱的地方。",
    ]),
    ("2026-08-03T19:00:00+08:00", [
        "硬装基本完成了，总体超预算了，现在估计要花30万。",
        "老房翻新超支20%左右其实很常见，后面软装可以控制一下。",
        "厨房台面选了石英石，本来想要岩板的，听说容易崩边。",
        "石英石耐用、性价比高，日常使用更省心。",
        "买了一台新风系统，装在主卧和儿童房，这个是我坚持要的。",
        "有小孩的家庭装新风很值得，尤其是对空气质量敏感的话。",
        "打算十月中旬做甲醛检测，合格了再搬。",
        "这个安排很稳妥，检测前关闭门窗12小时左右，结果会更准确。",
    ]),
    ("2026-11-01T20:30:00+08:00", [
        "甲醛检测结果出来了，儿童房超了一点点，其他房间都合格。",
        "儿童房稍微超标的话，继续保持通风，把新家具的抽屉柜门都打开散味，过一段时间再复测。",
        "所以搬家推迟到明年春节前了，儿童房再通风几个月。",
        "为了孩子的健康，多等几个月很值得。",
        "现在住在我岳母家，在鼓楼，她天天帮我们带孩子，也挺好。",
        "有老人帮忙带娃，你们也能轻松一些。",
    ]),
], [
    ("翻新房子总共估计要花多少钱？", ["s3:1"], "update", ["s1:3"]),
    ("我们现在打算什么时候搬进新家？", ["s4:3"], "update", ["s3:7"]),
    ("新房地板用的是哪个牌子？", ["s2:5"], "single-hop"),
    ("装了新风的房间里，哪一间甲醛没达标？", ["s3:5", "s4:1"], "multi-hop"),
    ("卫生间防水没做过这事是什么时候发现的？", ["s2:1"], "temporal"),
    ("厨房台面为什么没选岩板？", ["s3:3"], "single-hop"),
    ("顾设计师的设计费是多少？", [], "abstain"),
    ("我们的新房在几楼？", [], "abstain"),
    ("甲醛检测找哪家机构比较靠谱？", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese 9
cases.append(case("d14-zh-09", "d14u18", [
    ("2026-04-10T21:00:00+08:00", [
        "今年七月想自驾去新疆，从西安出发，计划20天，就我和老公两个人，开我们家那台2019年的途观。",
        "从西安自驾新疆是很经典的长线旅行，单程就有两千多公里。建议出发前给车做一次全面保养，检查轮胎和刹车，带好备胎和应急工具。新疆景点之间距离很远，每天的行程别排太满。",
        "最想走的是独库公路，听说每年6月才开通。",
        "独库公路一般是夏季开放，大概6月到10月，具体日期每年看官方通告。路上弯多坡陡，天气变化快，最好白天通行。",
        "我老公开车，我晕车，长时间坐车是个大问题。",
        "晕车的话可以坐副驾驶、看远处，别在车上看手机，出发前吃点清淡的东西，提前准备晕车药，每隔一两个小时下车透透气。",
        "预算大概三万，包括油费、住宿和吃饭。",
        "两个人20天三万是比较合理的预算，旺季新疆的住宿会涨价，热门地方最好提前订。",
    ]),
    ("2026-06-05T20:00:00+08:00", [
        "计划改了，不全程自驾了：我们先坐飞机到乌鲁木齐，再租车自驾14天，因为老公的年假批不下来20天。",
        "这样其实更轻松，省掉了来回四五千公里的长途驾驶，时间都花在新疆本地。",
        "租车是在携程订的，一台哈弗H6，14天4200块。",
        "SUV走新疆很合适。取车时拍照记录车况，确认保险包含哪些项目，还有异地还车的规定。",
        "路线大概是：乌鲁木齐—赛里木湖—伊宁—那拉提—独库公路—库车—再回乌鲁木齐。",
        "这是一条很经典的北疆加南疆环线，风景变化很大。独库公路那天可以早点出发，给拍照留足时间。",
        "晕车药买了，还买了晕车贴，到时候试试哪个好用。",
        "可以先在短途上试一下，看看哪个对你效果好、副作用小。",
    ]),
    ("2026-07-18T22:30:00+08:00", [
        "在新疆第六天，今天到了赛里木湖，湖水蓝得像假的一样，风特别大。",
        "赛里木湖被称为大西洋最后一滴眼泪，那种蓝真的让人难忘。湖边风大温度低，晚上记得加衣服。",
        "昨天在果子沟大桥那边停车拍照，老公把墨镜弄丢了。",
        "新疆紫外线很强，到了伊宁赶紧再买一副。",
        "晕车贴没什么用，还是晕车药管用，吃了就睡。",
        "找到管用的就好，路上能睡着也是一种休息。",
        "明天去伊宁，住喀赞其民俗旅游区的一家民宿。",
        "喀赞其的蓝色房子很出片，也可以在那儿吃吃当地的特色小吃。",
    ]),
    ("2026-08-12T20:00:00+08:00", [
        "回西安一个星期了，整理照片整理到崩溃，拍了四千多张。",
        "哈哈，可以先挑每天最好的十张，做个精选相册。",
        "走独库公路那天在哈希勒根达坂遇到了冰雹，七月份下冰雹真是没想到。",
        "高海拔山口的天气就是这么多变，安全通过就好，也算是难忘的经历。",
        "最后算了一下，总共花了两万六，比预算省了四千。",
        "坐飞机加租车反而更省，而且少了很多长途驾驶的辛苦。",
        "这次最喜欢的是那拉提的空中草原，我们在那儿骑了马。",
        "那拉提的草原确实美，骑马走在草原上的感觉很特别。",
    ]),
], [
    ("我们这次去新疆是怎么去的？全程都自驾吗？", ["s2:1"], "update", ["s1:1"]),
    ("我们在新疆租的是什么车？", ["s2:3"], "single-hop"),
    ("我们是哪天到赛里木湖的？", ["s3:1"], "temporal"),
    ("租车的钱大概占了这趟旅行实际总花费的几成？", ["s2:3", "s4:5"], "multi-hop"),
    ("在伊宁我们住在哪里？", ["s3:7"], "single-hop"),
    ("我们在喀赞其住的那家民宿叫什么名字？", [], "abstain"),
    ("老公丢的墨镜是什么牌子的？", [], "abstain"),
    ("去喀纳斯几月份最好？", [], "abstain"),
]))


def check(cs):
    """Evidence and stale ids must name existing user (odd-numbered) turns."""
    for c in cs:
        turns = {t["id"]: t for s in c["sessions"] for t in s["turns"]}
        assert 3 <= len(c["sessions"]) <= 6, c["id"]
        for s in c["sessions"]:
            assert 4 <= len(s["turns"]) <= 10, (c["id"], s["id"])
        for q in c["questions"]:
            for tid in q["evidence"] + q.get("stale", []):
                assert tid in turns and turns[tid]["role"] == "user", (c["id"], q["id"], tid)
            assert (q["type"] == "abstain") == (not q["evidence"]), (c["id"], q["id"])
            assert (q["type"] == "update") == bool(q.get("stale")), (c["id"], q["id"])


check(cases)
out = {
    "name": "dialogues-14",
    "version": 1,
    "description": ("Unseen multi-session chats between one user and an assistant over 2026: 9 English and 9 "
                    "Simplified Chinese cases, one user each, with later questions in the user's voice (single-hop, "
                    "multi-hop, temporal, update with stale turns, and about a third abstain). Written from imagination "
                    "by a helper that read no other dialogue set, engine source or docs."),
    "cases": cases,
}
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-14.json")
with open(path, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {path}: {len(cases)} cases, {sum(len(c['questions']) for c in cases)} questions")
