#!/usr/bin/env python3
"""dialogues-10: an evaluation-only set of 18 multi-session chats between one user and a chatbot
assistant, in the eval harness's dialogue format (built with dialogue_case.case_builder).

Cases (one user each, user id = case id), 9 English and 9 colloquial Simplified Chinese, 3-5
sessions spread over 2026 (+08:00), 4-8 alternating user/assistant turns per session, small talk
mixed in with the facts:
  English: allotment plot, soy-candle side business, migraines, rescue tortoise, switching to an
    electric car, tenancy-deposit dispute, Iceland road trip, British Sign Language course,
    grandmother's surprise 90th birthday.
  Chinese: 腰椎间盘突出, 合伙开洗车店, 养仓鼠, 学烘焙, 宝宝周岁宴, 带爸妈去海南过冬,
    劳动仲裁, 成人水彩班, 考摩托车驾照.

Questions (7-10 a case, 148 in all) are asked at 2026-11-30T20:00:00+08:00 unless they carry their own
ask time. Mix: update (a later user turn replaces an earlier fact; evidence = the newer turn,
stale = the older one; some are asked between the two turns, where the older turn is the evidence
and nothing is stale), single-hop (paraphrases, and requests whose good answer depends on a stated
fact such as an allergy), temporal (absolute dates, or relative days with an explicit ask time),
multi-hop (two user turns), and abstain (evidence []: general knowledge on the case's subject,
personal details never stated, unrelated trivia). Evidence always names user turns.
Counts: update 30 (22 with a stale turn, 10 with their own ask time), single-hop 29, temporal 23,
multi-hop 12, abstain 54.

Written in session 25 by a helper that read no other data set or generator (only the
dialogue_case.py format builder), as an honest unseen test.

Usage: python3 make-dialogues-10.py > dialogues-10.json   (category counts go to stderr)
"""
import json
import sys
from collections import Counter

from dialogue_case import case_builder

ASK = "2026-11-30T20:00:00+08:00"
case = case_builder(ASK)


def t(day, clock):
    """2026-MM-DD + HH:MM -> ISO timestamp at +08:00."""
    return f"2026-{day}T{clock}:00+08:00"


CASES = []

# ---------------------------------------------------------------- English

CASES.append(case("d10-en-allotment", "d10-en-allotment", [
    (t("02-08", "10:15"), [
        "Morning! Finally got the email - after two years on the waiting list I've been given plot 14B at the Hollybrook allotments. It's a half plot, roughly 125 square metres.",
        "Congratulations, two years is a long wait! A half plot is a great size to start with. In the first few weeks it's worth clearing the worst of the weeds, working out where the sun falls, and deciding on a rough layout of beds and paths before you sow anything.",
        "It's pretty overgrown, couch grass and brambles everywhere. I'm thinking of covering half of it with black plastic sheeting over winter and digging the rest over by hand.",
        "That's a sensible split. Sheeting starves the weeds of light, so by late spring that half will be much easier to work. For the half you dig, try to pull out as much couch grass root as you can, because every little piece can regrow.",
        "Ha, my back is already complaining at the thought. Rent is £48 a year, which seems fair enough. What would you grow in the first year?",
        "That's very reasonable! For a first year, potatoes are a classic because they help break up the ground. Runner beans, courgettes and onion sets are forgiving too. Keep it manageable so it stays fun rather than a chore.",
    ]),
    (t("04-18", "17:40"), [
        "Got time for a gardening chat? It's been chilly all week, but I got the first earlies in today - Charlotte potatoes, two rows along the north edge.",
        "Of course! Charlotte is a lovely salad variety. If a frost is forecast once the shoots show, pull some soil up over them or cover them with fleece.",
        "My neighbour on the next plot, a retired bus driver called Desmond, gave me a couple of rhubarb crowns. He's been on the site for thirty years.",
        "What a kind welcome! Rhubarb likes a sunny spot with plenty of well-rotted manure. It's best not to pull any stalks in the first year so the crowns can get established.",
        "Good to know. I'm planning to put a little shed in the corner - the committee said sheds up to 6 by 4 feet are fine.",
        "A 6x4 shed is plenty for tools, a chair and a kettle. Put it on a level base of slabs or timber bearers, and if you fit a gutter with a water butt you'll collect rainwater too.",
    ]),
    (t("07-05", "19:05"), [
        "Scorcher today! Bad news though: slugs demolished every one of my lettuce seedlings. I'm going to try wool pellets instead of beer traps.",
        "Sorry to hear that, it's so disheartening. Wool pellets make a scratchy barrier that many gardeners like. Watering in the morning rather than the evening also helps, as slugs are most active on damp nights.",
        "Change of plan on the storage front - the committee tightened the rules in June and no new buildings of any kind are allowed now, so I've bought a big lidded storage box for the tools instead.",
        "That's a practical fix. A lockable box keeps things dry, and you can stand it on a couple of bricks so the bottom doesn't sit in the wet.",
        "Also, I have a serious glut - four kilos of courgettes this week alone. Any ideas besides giving them away?",
        "A classic allotment problem! Courgette fritters, soup that freezes well, grated courgette in cakes and muffins, or chutney. Picking them small also slows the flood a little.",
    ]),
    (t("09-27", "12:30"), [
        "Autumn jobs time. Not thrilled: the council has put the plot rent up, it's £62 a year now.",
        "That's quite a jump, though still cheap compared with what you get out of the plot. Autumn is a great time to tidy beds, cover bare soil and plan next year.",
        "I'm going to sow green manure on the empty beds, probably field beans. Desmond swears by it.",
        "Good plan - field beans protect the soil over winter and add nitrogen when you dig them in next spring.",
        "And yesterday was the allotment open day - I won second prize for my shallots! Silly how proud I am.",
        "Not silly at all, that's a real achievement in your very first season! Well done.",
    ]),
], [
    ("How much rent do I pay for my allotment plot each year?", ["s4:1"], "update", ["s1:5"]),
    ("Which neighbour gave me plants for my plot, and what did he do for a living?", ["s2:3"], "single-hop"),
    ("What happened for me on September 26th?", ["s4:5"], "temporal"),
    ("What's my plot number, and which potato variety did I put in along its north edge?", ["s1:1", "s2:1"], "multi-hop"),
    ("How deep should I plant garlic cloves?", [], "abstain"),
    ("What's Desmond's surname?", [], "abstain"),
    ("What's the capital of Australia?", [], "abstain"),
]))

CASES.append(case("d10-en-candles", "d10-en-candles", [
    (t("01-20", "21:10"), [
        "Hi! So I've started making soy candles in my kitchen and selling them on Etsy under the name 'Wick & Wander'. Only three scents so far.",
        "How exciting! Starting with a small range is smart - you can learn what sells before investing in lots of fragrance oils. What scents have you gone for?",
        "The bestseller by far is fig and cedar. I'm charging £14 for a 200g tin.",
        "Fig and cedar sounds lovely. £14 for 200g is in a sensible range for handmade candles; just make sure that price covers wax, wick, tin, fragrance, label, packaging and Etsy fees, with something left for your time.",
        "I'm a bit nervous about the legal side, I read something about CLP labels?",
        "Yes, in the UK scented candles usually need CLP safety labelling, because fragrance oils can contain substances classed as hazardous. Your fragrance supplier should provide a safety data sheet that tells you which pictograms and warning statements to include.",
    ]),
    (t("03-15", "15:00"), [
        "Update on the candle thing: the soy kept getting white frosting on top, so I've moved over to a coconut-rapeseed blend.",
        "Frosting is a really common soy frustration. Blends often give a smoother finish and a good scent throw, so that sounds like a good move.",
        "And I've got my first wholesale order! A gift shop in Whitby wants 40 candles for Easter.",
        "Congratulations! Wholesale is usually priced at around half of retail, so double-check your margins work at that level before you confirm.",
        "Lovely weather today by the way, first proper spring day. My partner Tom helps with packing on weekends.",
        "Enjoy the sunshine! Having an extra pair of hands for packing makes a big order much less stressful.",
    ]),
    (t("06-02", "20:45"), [
        "I've had to bump my prices - a 200g tin is £16 now, because wax and jars just kept getting dearer.",
        "That's completely reasonable. Customers generally understand small increases, especially for handmade products, and it keeps the business sustainable.",
        "I'm thinking about doing a stall at the Harrogate Christmas market. Applications close on 15 July.",
        "Christmas markets can be brilliant for candles since people are buying gifts. Good photos of your stall set-up and products usually help an application stand out.",
        "I should mention I'm allergic to lavender - it brings me out in hives - so I'm never making a lavender candle, however many people ask for one.",
        "Understood, your health comes first. There are plenty of other relaxing directions you can go in without it.",
    ]),
    (t("10-11", "11:20"), [
        "Good news and bad news. Harrogate turned me down, but I've got a pitch at the York St Nicholas Fair instead, four days in late November.",
        "Sorry about Harrogate, but York is a fantastic consolation! Think about stock levels, a card reader, and a small display of lit candles so people can smell them.",
        "Tom's handing in his notice to work on the business with me full-time from January. Scary!",
        "That's a big step, and exciting! It might be worth agreeing roles and a budget together before January.",
        "Oh, and we've rebranded - there was a trademark clash with the old name, so we're now 'Emberly Candle Co.'",
        "A trademark clash is frustrating, but it's better to sort it out now while you're small. Emberly Candle Co. has a warm ring to it.",
    ]),
], [
    ("What's my candle business called?", ["s4:5"], "update", ["s1:1"]),
    ("What change did I make to my business last Tuesday?", ["s3:1"], "temporal", None, "2026-06-08T10:00:00+08:00"),
    ("Can you suggest a new calming, relaxing scent for me to add to my range?", ["s3:5"], "single-hop"),
    ("How many candles did that shop on the Yorkshire coast order from me?", ["s2:3"], "single-hop"),
    ("How long should the very first burn of a new candle last?", [], "abstain"),
    ("How much did I spend on my first batch of fragrance oils?", [], "abstain"),
    ("At what temperature does water boil at the top of Everest?", [], "abstain"),
]))

CASES.append(case("d10-en-migraine", "d10-en-migraine", [
    (t("02-03", "08:30"), [
        "Ugh, rough night. That's my third migraine this week. My GP wants me to keep a headache diary before the next appointment.",
        "I'm sorry, that sounds exhausting. A diary is really useful: note the date and time, what you ate and drank, sleep, stress, screen time and anything else that might be relevant.",
        "She's put me on propranolol, 40mg twice a day, as a preventative.",
        "It can take a few weeks for a preventative to show its full effect, so try to give it time and note any side effects in your diary too.",
        "I've noticed they usually start with zigzag lights in my left eye about 20 minutes before the pain.",
        "That sounds like a visual aura. It's worth telling your GP exactly how it looks and how long it lasts, as it helps with diagnosis and choosing treatment.",
    ]),
    (t("04-09", "13:00"), [
        "So the diary's been revealing. Red wine and skipping lunch seem to be the big ones for me.",
        "That's really valuable information! Knowing your triggers gives you some control back. Regular meals and keeping water and a snack handy might help a lot.",
        "The beta blocker wiped me out, I could barely function, so the GP has moved me onto amitriptyline, 10mg at night.",
        "Low-dose amitriptyline is a common alternative. Some people feel drowsy the next morning at first, which often settles after a week or two.",
        "I teach at a primary school, so by 3pm the noise is brutal on bad days.",
        "That sounds tough. Even a few quiet minutes at lunch, or a calm reading slot in the afternoon, might take the edge off on bad days.",
    ]),
    (t("07-21", "18:00"), [
        "Finally got the neurology referral - appointment at St James's on 3 September.",
        "That's great news. Take your headache diary along; neurologists find a record like that really helpful.",
        "The summer holidays are helping loads, I've only had two attacks since school broke up.",
        "That's a big improvement! It might also hint that work stress and noise play a part.",
    ]),
    (t("09-04", "19:30"), [
        "The neurologist yesterday was great. She's kept me on amitriptyline but doubled it to 20mg, and gave me rizatriptan to take when an attack starts.",
        "It sounds like a really productive appointment. Having a rescue medication for when an attack begins can make a big difference.",
        "She also said to cut down on caffeine gradually rather than cold turkey. I'm on four coffees a day, so... yeah.",
        "A gradual cut is sensible, because stopping suddenly can cause withdrawal headaches. Maybe drop one cup a week, or swap one for decaf.",
        "Unrelated, but my sister's getting married in Crete next spring, so I need to be well by then!",
        "How lovely! That gives you a nice goal to work towards.",
    ]),
], [
    ("Which preventive medicine am I taking now, and at what dose?", ["s4:1"], "update", ["s2:3"]),
    ("What daily preventative have I been prescribed for my headaches?", ["s1:3"], "update", None, "2026-03-10T09:00:00+08:00"),
    ("What warning sign do I get before the headache pain starts?", ["s1:5"], "single-hop"),
    ("Suggest something for me to drink at a friend's dinner party on Saturday.", ["s2:1"], "single-hop"),
    ("What happened at my appointment on September 3rd?", ["s4:1"], "temporal"),
    ("Which of my known triggers could be hard to avoid at my sister's wedding celebrations?", ["s2:1", "s4:5"], "multi-hop"),
    ("What's the difference between a migraine and a tension headache?", [], "abstain"),
    ("What's my sister's name?", [], "abstain"),
    ("How many players are on a rugby union team?", [], "abstain"),
]))

CASES.append(case("d10-en-tortoise", "d10-en-tortoise", [
    (t("03-07", "11:00"), [
        "Hello! We adopted a tortoise from a rehoming charity today. He's called Biscuit and he's about 15 years old apparently.",
        "What a lovely thing to do! Do you know what species he is? Care varies quite a bit between species.",
        "He's a Hermann's. The charity said his last owner fed him mostly lettuce, which apparently is bad.",
        "Yes, lettuce has very little nutritional value. Hermann's tortoises do best on a high-fibre diet of weeds and leafy plants such as dandelions, plantain and clover, with a calcium supplement.",
        "He's living on a tortoise table in the spare room for now, with a UV lamp.",
        "A tortoise table with UV and heat is a good indoor set-up. Make sure there's a warm end and a cooler end so he can regulate his temperature.",
    ]),
    (t("05-16", "16:20"), [
        "Biscuit is outside now, in a pen my dad built from old decking boards. He's loving it.",
        "That sounds perfect! Check there's shade, a shallow water dish and somewhere to shelter, and that he can't dig or climb his way out.",
        "We took him for a check-up at an exotics vet in Leeds - Dr Anand said he's a bit underweight, 680 grams.",
        "Good that you had him checked. With a better diet and outdoor grazing he should put on weight steadily; regular weigh-ins will show you how he's doing.",
        "My kids are obsessed. Maisie, she's 7, has made him a little 'house' out of a flowerpot.",
        "That's adorable! A half-buried flowerpot makes a great hide, as long as the edges aren't sharp.",
    ]),
    (t("08-22", "14:10"), [
        "Weigh-in today - he's up to 745 grams! The dandelion diet is working.",
        "That's fantastic progress, well done!",
        "Oh, we don't go to Leeds any more, it was an hour's drive each way. He's registered with Moorside Vets in Halifax now, they have a reptile specialist.",
        "Having a reptile specialist closer to home is ideal, especially for hibernation checks later in the year.",
        "It's been such a hot summer, he keeps digging himself into the soil in the afternoons.",
        "That's normal behaviour - burrowing helps tortoises stay cool. Just make sure he has shade and water available.",
    ]),
    (t("10-25", "10:00"), [
        "Question about hibernation. The vet said he's healthy enough, so we're planning to hibernate him in a fridge from mid-November for about 10 weeks.",
        "Fridge hibernation gives you a steady temperature, which is safer than a garage or shed. Wind down his feeding for a couple of weeks beforehand so his gut is empty, and weigh him regularly while he sleeps.",
        "We bought a wine fridge just for him, set at 5 degrees. Feels a bit mad.",
        "Not mad at all - lots of keepers do exactly that! A thermometer inside the fridge to double-check the temperature is a good idea.",
    ]),
], [
    ("Which vet practice is Biscuit registered with?", ["s3:3"], "update", ["s2:3"]),
    ("What species is our shelled pet?", ["s1:3"], "single-hop"),
    ("What temperature will Biscuit be kept at while he sleeps through the winter?", ["s4:3"], "single-hop"),
    ("What did we do on March 7th?", ["s1:1"], "temporal"),
    ("How much did Biscuit weigh last Saturday?", ["s3:1"], "temporal", None, "2026-08-26T19:00:00+08:00"),
    ("How long do Hermann's tortoises usually live?", [], "abstain"),
    ("What's the name of Maisie's brother or sister?", [], "abstain"),
    ("Who wrote 'Pride and Prejudice'?", [], "abstain"),
]))

CASES.append(case("d10-en-ev", "d10-en-ev", [
    (t("01-11", "19:00"), [
        "Evening. My old diesel Golf failed its MOT badly, so I'm finally looking at going electric.",
        "That could be good timing! What kind of driving do you do, and roughly what budget do you have in mind?",
        "My commute is 38 miles each way to Swindon, so range matters. Budget is around £25k.",
        "That daily distance is comfortably within the range of most modern electric cars, even in winter. At that budget a good used EV opens up a lot of choice.",
        "I'm leaning towards a used Kia Niro EV.",
        "The Niro is a popular choice for its practicality and reliability. Ask for the battery health report and check the warranty that remains when you look at one.",
    ]),
    (t("02-21", "12:15"), [
        "Test drove the Niro and an MG4 this morning. The MG4 was more fun, but the Niro's boot is bigger and we've got a Labrador.",
        "With a big dog the boot really matters day to day. It's great that you could compare them back to back.",
        "Decided! I'm putting a deposit on a 2023 Niro, white, 18,000 miles, £21,500.",
        "That sounds like a solid buy. Check the service history and the charging cable that comes with it before you collect.",
        "Now I need a home charger. Thing is, I live in a terraced house with no driveway.",
        "That's a common challenge. Some councils allow cable channels cut into the pavement, and some areas have on-street lamp-post chargers. It's worth asking your council what they permit.",
    ]),
    (t("04-30", "08:05"), [
        "Picked the Niro up on Monday! Bramble, our Labrador, approves of the boot.",
        "Congratulations on the new car! Glad Bramble is happy with the arrangements.",
        "The council approved a pavement cable channel, so I'll be able to charge from the house. The installer is booked for May.",
        "Brilliant, that will make running the car much cheaper and easier.",
        "I'm on Octopus Intelligent Go too, 7p per kWh overnight.",
        "That's a great rate for overnight charging - filling up for your commute will cost very little.",
    ]),
    (t("09-14", "18:45"), [
        "So the home charging thing never happened - the contractor went bust before doing the job. These days I mostly top up at the Tesco rapid chargers, and work has just put in free chargers in the car park.",
        "That's frustrating about the contractor, but free charging at work is a big bonus and covers a lot of your commuting.",
        "I've switched to a fixed energy tariff as well, since I'm not charging at home any more. And the car picked up a stone chip in the windscreen last week, ugh.",
        "Makes sense to change tariff. Get the chip looked at soon, because small chips can spread into cracks; many insurers repair them without affecting your no-claims discount.",
    ]),
], [
    ("Where do I mostly charge my car these days?", ["s4:1"], "update", ["s3:3"]),
    ("How am I going to charge my car at home, given that I have no driveway?", ["s3:3"], "update", None, "2026-05-05T09:00:00+08:00"),
    ("How many miles do I drive to work and back on a normal day?", ["s1:3"], "single-hop"),
    ("What did I do on April 27th?", ["s3:1"], "temporal"),
    ("How far under my budget did my new car come in?", ["s1:3", "s2:3"], "multi-hop"),
    ("What's the battery capacity of a Kia Niro EV?", [], "abstain"),
    ("What colour was my old Golf?", [], "abstain"),
    ("What's the tallest mountain in Africa?", [], "abstain"),
]))

CASES.append(case("d10-en-deposit", "d10-en-deposit", [
    (t("06-06", "20:00"), [
        "Hi, I need some advice. I moved out of my flat in Bristol on 31 May and the landlord wants to keep £900 of my £1,200 deposit.",
        "That's a lot to lose, I'm sorry. First question: do you know whether your deposit was protected in a government-approved scheme?",
        "He's claiming for carpet cleaning and a 'damaged' kitchen worktop. The worktop had that burn mark when I moved in, I'm sure of it.",
        "The check-in inventory is key here. If the burn is recorded or photographed at the start of the tenancy, the landlord can't fairly charge you for it.",
        "I do have the check-in inventory, but the photos are a bit blurry. The deposit is with the DPS, I checked.",
        "Good. The DPS has a free dispute resolution service, where an independent adjudicator looks at evidence from both sides. Gather everything: the inventory, photos, emails and any receipts.",
    ]),
    (t("07-12", "10:30"), [
        "Raised a dispute with the DPS adjudication service last week. They said a decision can take up to 28 working days after all the evidence is in.",
        "That's a good step. It can feel slow, but the process is thorough.",
        "And I found my old phone in a drawer - it has clear photos of the worktop burn from the day I moved in, with timestamps! So relieved.",
        "That's excellent evidence. Timestamped photos from the start of the tenancy are exactly what adjudicators look for. Send them in as soon as you can.",
        "The new place is nice, by the way. It's in Easton, right above a bakery. Smells amazing every morning.",
        "That sounds wonderful, although possibly dangerous for your willpower!",
    ]),
    (t("09-03", "17:00"), [
        "The adjudicator has ruled! I get £750 back; they only let the landlord keep £150 for the carpet cleaning.",
        "That's a great outcome! Your evidence clearly made a difference.",
        "Now the landlord is saying he'll take me to small claims court over it, which is ridiculous.",
        "That must be stressful. Keep all your paperwork together, stay polite in any replies, and consider getting free advice from Citizens Advice if he actually files anything.",
    ]),
    (t("10-20", "21:30"), [
        "Turns out he's dropped it - his solicitor wrote to say he's taking no further action. And the money landed in my account on Friday.",
        "Fantastic, what a relief that it's finally over!",
        "I'm going to spend some of it on a weekend in Edinburgh with my friend Priya.",
        "Well deserved! Edinburgh in autumn is lovely.",
        "Also, my new landlady is lovely, she even got the boiler fixed within a day.",
        "That's a nice contrast to the last experience!",
    ]),
], [
    ("Is my old landlord still planning to sue me in small claims?", ["s4:1"], "update", ["s3:3"]),
    ("Is my old landlord threatening any court action against me?", ["s3:3"], "update", None, "2026-09-20T12:00:00+08:00"),
    ("What's on the ground floor below my current home?", ["s2:5"], "single-hop"),
    ("Which scheme is holding my deposit?", ["s1:5"], "single-hop"),
    ("What happened with my money on October 16th?", ["s4:1"], "temporal"),
    ("How long does a landlord in England have to return a deposit once the amount is agreed?", [], "abstain"),
    ("What's my new landlady's name?", [], "abstain"),
    ("How many bones are in the adult human body?", [], "abstain"),
]))

CASES.append(case("d10-en-iceland", "d10-en-iceland", [
    (t("02-14", "22:00"), [
        "Valentine's night and we're planning holidays, how romantic, haha. My husband Gareth and I want to do Iceland's Ring Road in July.",
        "What a lovely plan! The Ring Road is spectacular, and July gives you very long days.",
        "We're thinking 10 days, flying from Manchester to Keflavik.",
        "Ten days is doable for the full loop, though you'll be driving most days. It's worth prioritising a few longer stops rather than seeing everything.",
        "Gareth gets horribly carsick on winding roads, so I'll be doing most of the driving.",
        "That makes sense. Regular breaks and letting him look out at the horizon can help, and there are plenty of scenic stops to use as rest points.",
    ]),
    (t("03-29", "14:00"), [
        "OK, scrap the July idea - prices were insane. We've got flights for the second week of September instead, and we're stretching it to 12 days.",
        "September is a great choice: fewer crowds, autumn colours, and even a chance of northern lights. Two extra days will make the route more relaxed too.",
        "Booked a 4x4 Dacia Duster from a local rental place in Reykjavik. We want to do a couple of F-roads.",
        "A Duster is a popular choice. F-roads are only open in summer and early autumn, so check the road status before each drive.",
        "I'm vegetarian, by the way, is that going to be hard out there?",
        "Not too hard - Reykjavik has lots of vegetarian options, and supermarkets like Bónus are good for picnic supplies. In small rural places the choice can be limited, so carrying snacks helps.",
    ]),
    (t("06-18", "19:40"), [
        "Booked whale watching from Húsavík for day 5 of the trip, and a glacier hike on Sólheimajökull.",
        "Both are highlights! Wear warm waterproof layers on the boat even in September.",
        "We've dropped the highland routes entirely - insurance for river crossings is a nightmare - so it's tarmac all the way for us.",
        "That's a sensible decision. The Ring Road and its side roads have more than enough scenery.",
    ]),
    (t("09-25", "09:00"), [
        "We're back! Best trip ever. On Tuesday the 15th we saw three humpbacks from the boat.",
        "Three humpbacks, how wonderful! That must have been unforgettable.",
        "Gareth was fine on the roads in the end - ginger chews worked wonders.",
        "So glad to hear it! Ginger is a handy trick for motion sickness.",
        "Only downside: I got a speeding fine, 30,000 krónur, from a camera near Vík.",
        "Ouch, that's an expensive souvenir! At least everything else went well.",
    ]),
], [
    ("When are we going to Iceland, and for how many days?", ["s2:1"], "update", ["s1:1", "s1:3"], "2026-05-01T20:00:00+08:00"),
    ("Did we end up taking the car on any F-roads?", ["s3:3"], "update", ["s2:3"]),
    ("Recommend a traditional Icelandic dish I should try next time.", ["s2:5"], "single-hop"),
    ("What did we see on September 15th?", ["s4:1"], "temporal"),
    ("On which day of the trip was the whale watching, and how many whales did we see?", ["s3:1", "s4:1"], "multi-hop"),
    ("What's the speed limit on Iceland's paved rural roads?", [], "abstain"),
    ("Which hotel did we stay at in Reykjavik?", [], "abstain"),
    ("Who painted the Mona Lisa?", [], "abstain"),
]))

CASES.append(case("d10-en-bsl", "d10-en-bsl", [
    (t("01-08", "19:00"), [
        "Happy new year! My resolution is to learn British Sign Language. My nephew Ollie is Deaf and I want to be able to talk to him properly.",
        "What a meaningful resolution! Ollie will love that you're making the effort.",
        "I've signed up for a BSL Level 1 evening class at the community college, Wednesdays 6:30 to 8:30.",
        "A regular weekly class is a great structure. Try to practise a little between classes too, even ten minutes a day helps.",
        "It's £320 for the course, plus the exam fee.",
        "That's a worthwhile investment. Some colleges offer payment plans or discounts, so it might be worth asking.",
    ]),
    (t("03-12", "20:10"), [
        "Class is great. Our tutor, Janine, is Deaf herself, so the whole lesson happens in BSL, no voice at all.",
        "Full immersion is one of the best ways to learn. It can feel intense at first, but it builds your understanding quickly.",
        "I'm struggling with fingerspelling speed though, especially reading it back.",
        "That's very common. Practising with videos, and focusing on the shape of the whole word rather than each letter, can help.",
        "Ollie taught me the sign for 'dinosaur' at the weekend. He's 6 and completely dinosaur mad.",
        "That's so sweet! Learning from him makes it really personal.",
        "I'm planning to go straight on to Level 2 in September, same Wednesday evening slot.",
        "Great plan, keeping the momentum going will really help.",
    ]),
    (t("05-20", "21:00"), [
        "Had my Level 1 exam tonight! I think it went OK. Results in about six weeks.",
        "Well done for getting through it! Fingers crossed for the results.",
        "Work is moving my shifts, so midweek evenings are out. I'll do the Saturday-morning Level 2 intensive instead, starting in September.",
        "An intensive course can be great for progress, and it fits your new schedule.",
    ]),
    (t("07-08", "18:30"), [
        "Passed Level 1! The certificate arrived today.",
        "Congratulations! That's a real achievement.",
        "Bit of a blow though: the Saturday course was pulled for low numbers, so I've enrolled in Level 2 online with a live tutor, Monday evenings.",
        "Live online classes can work really well for sign language, since you still get real-time feedback.",
        "Ollie's birthday party is next month, and I want to sign a whole little speech for him.",
        "He'll be thrilled! Keep it short and practise it in front of a mirror a few times.",
    ]),
], [
    ("When are my Level 2 BSL classes?", ["s4:3"], "update", ["s3:3", "s2:7"]),
    ("Why did I decide to learn sign language?", ["s1:1"], "single-hop"),
    ("What would be a good birthday present for my nephew?", ["s2:5"], "single-hop"),
    ("What did I do on May 20th?", ["s3:1"], "temporal"),
    ("What did I have on last Wednesday evening?", ["s3:1"], "temporal", None, "2026-05-26T12:00:00+08:00"),
    ("How old is Ollie turning at the birthday party I mentioned in July?", ["s2:5", "s4:5"], "multi-hop"),
    ("How is BSL different from American Sign Language?", [], "abstain"),
    ("What mark did I get on my Level 1 exam?", [], "abstain"),
    ("What's the chemical symbol for gold?", [], "abstain"),
]))

CASES.append(case("d10-en-nan90", "d10-en-nan90", [
    (t("04-05", "15:00"), [
        "Happy Easter! Big family lunch today, and we've decided to throw Nan a surprise 90th. Her birthday is 8 August.",
        "Happy Easter! A surprise 90th is such a lovely idea, and you've got a good few months to plan it.",
        "I've been put in charge, naturally. Thinking about 60 guests at the cricket club hall.",
        "A club hall is a good, flexible choice. Book early for a summer Saturday, and check what catering and drinks arrangements they allow.",
        "Nan has type 2 diabetes, so the cake needs some thought.",
        "Good that you're thinking ahead. Keep the portions small, and offer options like fresh fruit alongside so she can enjoy a little of everything.",
    ]),
    (t("05-24", "11:30"), [
        "The cricket club double-booked us, so we've moved it to the function room at the Red Lion pub. Still Saturday 8 August.",
        "Annoying, but a pub function room is often easier: bar, toilets and kitchen all sorted.",
        "My cousin Fiona is putting together a photo slideshow - we've scanned about 300 old photos.",
        "That will be a highlight! Maybe pick the best 80-100 so it runs for around ten minutes with music.",
        "Nan grew up in Glasgow and moved down to Leeds in 1958 when she married Grandad.",
        "What a life story! A few photos from those Glasgow years would make a lovely opening to the slideshow.",
    ]),
    (t("07-02", "20:00"), [
        "Headcount is up to 75 now, it keeps growing. The Red Lion room takes 80, so we're just about OK.",
        "Close, but it works! Let the pub know your final numbers a week or two beforehand.",
        "We've booked a ceilidh band, the Heather Rovers, as a nod to her Scottish roots.",
        "Perfect choice! A ceilidh gets every generation dancing together.",
        "I'm so stressed I've started biting my nails again lol.",
        "That's understandable with so much to organise. Try to delegate a few jobs - people usually love to help.",
    ]),
    (t("08-12", "19:00"), [
        "The party was on Saturday and Nan cried happy tears! She had no idea.",
        "That's wonderful, all your planning paid off!",
        "Her favourite moment was the band playing 'Loch Lomond'. And my uncle flew in from Toronto as an extra surprise.",
        "What a special day for her. That's a memory the whole family will keep.",
    ]),
], [
    ("Where did we hold Nan's 90th?", ["s2:1"], "update", ["s1:3"]),
    ("Which venue have we booked for Nan's party?", ["s1:3"], "update", None, "2026-05-01T10:00:00+08:00"),
    ("Suggest a dessert I could serve for Nan.", ["s1:5"], "single-hop"),
    ("Which city is my grandmother originally from?", ["s2:5"], "single-hop"),
    ("What happened on August 8th?", ["s4:1"], "temporal"),
    ("Which song did Nan love most at her party, and which band played it?", ["s4:3", "s3:3"], "multi-hop"),
    ("How old was Grandad when he and Nan got married?", [], "abstain"),
    ("What's a traditional gift for a 90th birthday?", [], "abstain"),
    ("How many time zones does Russia have?", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文

CASES.append(case("d10-zh-lumbar", "d10-zh-lumbar", [
    (t("01-15", "22:10"), [
        "唉，今天搬个快递箱，腰直接闪了，现在躺床上翻身都疼。",
        "听着就很疼，先别硬撑着动。这两天尽量平躺休息，如果出现腿麻、腿没劲或者大小便异常，一定要马上去医院。",
        "下午被我老婆拖去医院拍了核磁，医生说是L4/L5腰椎间盘突出，让先保守治疗。",
        "查清楚了也好，大多数腰突保守治疗效果都不错。遵医嘱休息，避免弯腰搬重物，疼得厉害就按医生开的药来。",
        "我是写代码的，一天能在椅子上坐十来个小时，估计就是坐出来的。",
        "久坐确实伤腰。等缓过来以后，建议每四五十分钟起来活动一下，椅子最好有腰靠，显示器调到和视线平齐。",
    ]),
    (t("03-08", "10:00"), [
        "最近在家附近一个中医馆扎针灸，一周两次，一次180块。",
        "针灸对一部分人缓解疼痛有帮助。可以记录一下每次做完的感觉，看看是不是真的有改善。",
        "医生让我每天练小燕飞，一天三组。",
        "小燕飞练腰背肌挺好，记得动作慢一点，别憋气，疼得厉害的时候先停。",
        "公司给我申请了个升降桌，下礼拜就到。",
        "太好了！坐一会儿站一会儿交替着来，对腰会友好很多。",
    ]),
    (t("05-17", "21:30"), [
        "中医馆那边我不去了，感觉没啥效果。现在转到医院康复科，做理疗加核心训练，医保还能报一部分。",
        "康复科的方案一般更系统，有治疗师盯着练核心也更放心。能报销就更划算了。",
        "昨天跟朋友去爬了趟香山，下山的时候腰有点酸，不过比以前强多了。",
        "能爬山说明恢复得不错！下山对腰和膝盖压力大，以后可以带根登山杖，慢点走。",
        "对了，我吃布洛芬过敏，一吃就起疹子，所以止疼只能贴膏药。",
        "明白了，这个很重要，看病的时候一定要主动告诉医生你的过敏史。",
    ]),
    (t("09-06", "19:00"), [
        "好消息！复查核磁，突出的那块吸收了一些，医生说不用考虑手术了。",
        "太好了！这说明你这几个月的坚持有效果，继续保持。",
        "现在每周去上两次普拉提私教，一节300，教练专门给我练核心。",
        "普拉提对核心稳定很有帮助，有私教纠正动作就更安全了。",
        "升降桌用了半年，现在站着写代码都习惯了。",
        "习惯了就好，不过也别一直站着，坐站交替最好。",
    ]),
], [
    ("我现在还去中医馆扎针灸吗？", ["s3:1"], "update", ["s2:1"]),
    ("我一个礼拜去扎几次针？", ["s2:1"], "update", None, "2026-04-01T20:00:00+08:00"),
    ("我腰疼得受不了，能吃点啥止疼药？", ["s3:5"], "single-hop"),
    ("5月16号我干嘛去了？", ["s3:3"], "temporal"),
    ("我1月15号那天出啥事了？", ["s1:1"], "temporal"),
    ("我到底是哪一节腰椎出的问题，最近一次复查结果咋样？", ["s1:3", "s4:1"], "multi-hop"),
    ("腰椎间盘突出一般要多久才能好？", [], "abstain"),
    ("我扎针灸那家中医馆叫啥名？", [], "abstain"),
    ("长城有多长？", [], "abstain"),
]))

CASES.append(case("d10-zh-carwash", "d10-zh-carwash", [
    (t("02-25", "20:30"), [
        "跟你说个事儿，我跟我表哥合伙盘了个洗车店，就在小区门口，转让费花了8万。",
        "恭喜当老板了！小区门口位置不错，客源比较稳定。接手之后先摸清楚周边几家店的价格和服务。",
        "店里就两个工位，现在洗一台普通轿车25，SUV 35。",
        "两个工位起步刚好，人手好安排。价格跟周边差不多的话，可以靠服务和速度留住回头客。",
        "表哥出的钱多，占六成，我占四成，平时主要是我在店里盯着。",
        "合伙的话，建议把分工、分红和退出方式都写进协议里，亲戚之间更要先小人后君子。",
    ]),
    (t("04-12", "13:00"), [
        "最近在搞会员卡，充500送100，已经卖出去30多张了。",
        "效果不错啊！会员卡能锁住回头客，也能提前回笼资金，记得把每张卡的余额记清楚。",
        "招了个帮工，叫小刘，河南人，干活挺麻利的。",
        "找到靠谱的人太重要了，可以定个简单的提成，让他更有干劲。",
        "今天下了一整天雨，一台车都没来，闲得我只能跟你唠嗑哈哈。",
        "雨天洗车店清闲很正常，正好可以整理一下设备、盘点一下耗材。雨停以后往往会来一波生意。",
    ]),
    (t("06-20", "22:00"), [
        "价格调了，小车现在30一台，水电房租都在涨，实在扛不住。",
        "成本上涨调价可以理解，提前跟会员打个招呼，老客户一般都能接受。",
        "想加个打蜡镀晶的项目，得买台抛光机。",
        "增值项目利润高，不过要先练好手艺，别把客户的车漆弄花了。",
        "我对店里那些清洁剂有点过敏，手老是脱皮，戴了手套也不太管用。",
        "那得注意了，可以换成丁腈手套，里面再套一层棉手套，收工后用温和的洗手液洗手。",
    ]),
    (t("10-03", "18:00"), [
        "股份有变化：表哥家里急用钱，我把他手里的股份买了一部分过来，现在我俩一人一半。",
        "这样你说话更有分量了。记得把变更写进新的协议里。",
        "小刘走了，回老家结婚去了。现在店里新来的是个东北小伙，叫大鹏。",
        "祝小刘新婚快乐！新人刚来，先带他熟悉一下流程和标准。",
        "国庆这几天生意爆了，昨天一天洗了120多台车。",
        "太厉害了！节假日高峰要注意排队秩序，别让大家累垮了。",
    ]),
], [
    ("我在洗车店里占多少股份？", ["s4:1"], "update", ["s1:5"]),
    ("我店里的会员卡是咋优惠的？", ["s2:1"], "single-hop"),
    ("我手老是干裂脱皮，帮我出出主意。", ["s3:5"], "single-hop"),
    ("10月2号店里洗了多少台车？", ["s4:5"], "temporal"),
    ("4月12号那天店里生意咋样？", ["s2:5"], "temporal"),
    ("镀晶和打蜡到底有啥区别？", [], "abstain"),
    ("我那个洗车店叫啥名字？", [], "abstain"),
    ("世界上最大的沙漠是哪个？", [], "abstain"),
]))

CASES.append(case("d10-zh-hamster", "d10-zh-hamster", [
    (t("03-21", "15:30"), [
        "今天在花鸟市场买了只仓鼠！金丝熊，黄白相间的，起名叫团子。",
        "团子这个名字好可爱！金丝熊性格一般比较温顺，体型也大一些。",
        "笼子买的是那种47的小笼子，老板说够用了。",
        "对金丝熊来说47笼其实偏小，它们活动量大，空间小容易焦虑、啃笼子。以后有条件的话建议换个更大的。",
        "垫料用的是木屑。",
        "木屑可以用，不过要选除尘过的，粉尘大对呼吸道不好。",
    ]),
    (t("04-26", "21:00"), [
        "听你的，换了个100cm的大整理箱，垫料也改成纸棉了，木屑灰太大。",
        "大箱子加纸棉，团子的居住条件直接升级了！纸棉铺厚一点，它会很喜欢打洞。",
        "团子晚上跑轮跑得可欢了，吵得我睡不着，只能把它挪到客厅。",
        "仓鼠是夜行动物，晚上活跃很正常。可以换个静音跑轮，或者在轮轴上点一点润滑。",
        "它最爱吃面包虫，一看到就扑上来。",
        "面包虫是很好的蛋白质来源，不过脂肪高，一周喂几次、每次一两条就够了。",
    ]),
    (t("07-11", "18:20"), [
        "完了，今天早上发现团子眼睛有点肿，赶紧带去了异宠医院。",
        "别太着急，及时看医生是对的。医生怎么说？",
        "医生说是结膜炎，开了眼药水，一天滴三次。",
        "按时滴药，笼子保持干净，垫料换成无尘的。一般一两周就能好转。",
        "这个月热得要命，空调一直开着26度。",
        "仓鼠怕热，26度挺合适的，注意别让空调直吹笼子就行。",
    ]),
    (t("10-18", "20:00"), [
        "团子眼睛早好了。跟你说，我室友也买了一只三线，叫芝麻，不过俩不能关一个笼子。",
        "对，仓鼠领地意识强，分笼养是对的，不然容易打架受伤。",
        "我最近想给团子换个陶瓷窝，原来那个木头窝被它啃烂了。",
        "陶瓷窝夏天凉快，也不怕啃，不错的选择。冬天可以在里面多垫点纸棉保暖。",
    ]),
], [
    ("团子现在住的笼子多大？", ["s2:1"], "update", ["s1:3"]),
    ("团子窝里铺的是啥垫料？", ["s1:5"], "update", None, "2026-04-01T20:00:00+08:00"),
    ("给团子推荐点它爱吃的零食呗。", ["s2:5"], "single-hop"),
    ("我家那只小鼠是啥品种、啥毛色？", ["s1:1"], "single-hop"),
    ("7月11号团子怎么了，医生咋说的？", ["s3:1", "s3:3"], "temporal"),
    ("仓鼠一般能活几年？", [], "abstain"),
    ("团子是公的还是母的？", [], "abstain"),
    ("京剧有哪几个行当？", [], "abstain"),
]))

CASES.append(case("d10-zh-baking", "d10-zh-baking", [
    (t("01-24", "16:00"), [
        "最近迷上烘焙了，买了个海氏的32升小烤箱。",
        "入门选32升挺合适的，占地方不大。新烤箱建议先空烤一次去味，再用烤箱温度计测测实际温度。",
        "第一次做戚风，塌得一塌糊涂，中间凹下去一大块。",
        "戚风塌陷很常见，可能是蛋白打发不够、烤的时间不够，或者出炉后没有马上倒扣。多练几次就好了。",
        "我老公不爱吃甜的，做出来基本都是我跟闺女吃。",
        "那你们母女俩有口福了！以后也可以试试咸口的面包或者咸蛋糕，说不定他会喜欢。",
    ]),
    (t("03-14", "14:30"), [
        "戚风终于成功了！六寸的，一点没裂。",
        "恭喜！戚风成功是烘焙路上的一个里程碑。",
        "我打算周末在小区群里卖点蛋黄酥，一盒六个，卖38。",
        "蛋黄酥很受欢迎。记得算好成本，包装弄得干净好看些，口碑起来了就好卖。",
        "闺女对坚果过敏，所以我家做东西都不放坚果，你记一下啊。",
        "记住了，这个很重要。做东西的时候也注意别用含坚果的原料，包括一些预拌粉和巧克力。",
    ]),
    (t("05-30", "20:00"), [
        "那个32升的实在太小了，一次只能烤一盘，我换了台60升的风炉。",
        "风炉受热更均匀，还能多层同时烤，效率高多了。",
        "群里的蛋黄酥我不做了，太费工夫。现在改卖贝果，一个8块。",
        "贝果工序相对简单，也容易批量做，挺适合做小生意的。",
        "端午快到了，我婆婆非让我学包粽子，我哪会啊。",
        "包粽子多练几次就会了，先从简单的四角粽开始，让婆婆手把手教你，也是个增进感情的好机会。",
    ]),
    (t("11-08", "11:00"), [
        "报了个周末烘焙班，学法式甜点，一共八节课，学费4800。",
        "系统学一下很值得，法式甜点讲究技巧，有老师带进步会很快。",
        "昨天第一节课做的玛德琳，老师夸我做的小肚子鼓得特别好。",
        "开门红！玛德琳的小鼓包可是成功的标志。",
    ]),
], [
    ("我在小区群里卖的是啥，多少钱？", ["s3:3"], "update", ["s2:3"]),
    ("给我闺女推荐个生日蛋糕的做法吧。", ["s2:5"], "single-hop"),
    ("11月7号我在烘焙课上做了啥？", ["s4:3"], "temporal"),
    ("我第一次做失败、后来3月份做成功的是啥蛋糕？失败那次是啥样？", ["s1:3", "s2:1"], "multi-hop"),
    ("马卡龙为什么容易空心？", [], "abstain"),
    ("烘焙班的老师叫啥？", [], "abstain"),
    ("地球到月球有多远？", [], "abstain"),
]))

CASES.append(case("d10-zh-zhousui", "d10-zh-zhousui", [
    (t("02-10", "21:00"), [
        "我家小宝4月12号满一岁，家里老人非要大办周岁宴。",
        "宝宝要一岁啦，恭喜！周岁宴办大办小，主要看家里人的意见和预算。",
        "我婆婆想回老家县城办，摆十桌，我想在市里简单点。",
        "可以坐下来好好商量，比如在规模、地点上各退一步。提前把预算和客人名单列出来，讨论起来更有依据。",
        "宝宝小名叫豆豆，是个男孩，大名还没定下来呢。",
        "豆豆这个小名好可爱！大名慢慢想，不着急。",
    ]),
    (t("03-05", "20:30"), [
        "商量好了，各让一步：就在市里的喜来登办，摆六桌。",
        "这个折中挺好的！酒店一般有周岁宴套餐，可以问问有没有布置和主持。",
        "抓周的东西你帮我想想？我打算放书、笔、听诊器、计算器这些。",
        "还可以加上尺子、印章、小球、画笔之类的，寓意更丰富。注意小东西别太小，防止宝宝往嘴里放。",
        "豆豆最近会扶着走了，天天扶着沙发边溜达。",
        "扶走是学走路的前奏，家里的桌角可以包一下，防止磕碰。",
    ]),
    (t("04-14", "22:00"), [
        "周日办完了，累死我了。豆豆抓周抓了个计算器，他爷爷乐坏了，说以后当会计。",
        "辛苦啦！抓到计算器，寓意精打细算，爷爷开心就好。",
        "大名定了，叫林知远，他爸起的。",
        "林知远，很有书卷气的名字，寓意也好。",
        "收的红包加起来三万多，打算给他存个教育金。",
        "这个安排很有心，可以看看教育储蓄或者定投，长期存下来是一笔不小的钱。",
    ]),
    (t("08-30", "15:00"), [
        "豆豆下礼拜开始上托班了，一个月3200，走路十分钟就到。",
        "离家近太方便了！刚开始可能会哭闹，一般适应两三周就好了。",
        "他对鸡蛋过敏，托班那边我已经交代过了。",
        "交代清楚很重要，最好也写在入园资料里，让每个老师都知道。",
    ]),
], [
    ("豆豆的周岁宴最后在哪儿办的，摆了几桌？", ["s2:1"], "update", ["s1:3"]),
    ("豆豆的大名叫啥？", ["s3:3"], "update", ["s1:5"]),
    ("周岁宴现在打算在哪儿办？", ["s1:3"], "update", None, "2026-02-20T20:00:00+08:00"),
    ("给豆豆推荐个早饭吃啥。", ["s4:3"], "single-hop"),
    ("4月12号那天豆豆抓到了啥？", ["s3:1"], "temporal"),
    ("抓周这个习俗是从哪个朝代开始的？", [], "abstain"),
    ("豆豆出生的时候几斤几两？", [], "abstain"),
    ("太阳系最大的行星是哪个？", [], "abstain"),
]))

CASES.append(case("d10-zh-hainan", "d10-zh-hainan", [
    (t("01-05", "20:00"), [
        "我爸妈在哈尔滨，冬天太冷了，我想带他们去三亚住一个月。",
        "好主意！从零下二三十度到海南二十多度，老人家会舒服很多。",
        "打算1月20号出发，在三亚湾租个民宿，月租六千。",
        "三亚湾离海近，散步很方便。订之前最好看看实拍视频，确认有没有电梯，方便老人。",
        "我爸有哮喘，一碰冷空气就犯，所以才想去南方。",
        "南方温暖湿润，对他应该会好一些。常用药记得带足，到了那边也先查好附近的医院。",
    ]),
    (t("01-16", "21:00"), [
        "三亚太贵了，最后定在陵水，民宿一个月四千二，走路五分钟到海边。",
        "陵水安静，价格也实在，挺适合老人长住的。",
        "出发也往后推了，改成25号走，我妈得先去复查一下甲状腺。",
        "身体检查要紧，晚几天没关系。复查结果出来再安心出发。",
        "机票订好了，南航直飞，三个人一共五千六。",
        "直飞省事，老人家少折腾。记得提前选好靠过道的座位，方便起身。",
    ]),
    (t("02-08", "10:30"), [
        "到陵水两个礼拜了，我爸一次哮喘都没犯，气色好多了。",
        "太好了！这说明这趟来对了。",
        "昨天带他们去了分界洲岛，我妈晕船，吐了一路哈哈。",
        "阿姨辛苦了！下次坐船前半小时可以吃片晕船药，坐在船中间、看远处会好一点。",
        "我妈说明年还想来，而且想待三个月。",
        "看来是真喜欢这里了！",
    ]),
    (t("10-12", "19:00"), [
        "今年冬天的计划定了，还去陵水，还是那家民宿，从11月15号住到明年2月15号。",
        "熟门熟路，老人家住着也安心。三个月的话可以跟房东谈谈长租优惠。",
        "这次我弟也跟着一起去，他刚退伍。",
        "一家人团聚过冬，太好了！",
    ]),
], [
    ("带爸妈去海南，我们住在哪个地方？", ["s2:1"], "update", ["s1:3"]),
    ("我们哪天出发去海南？", ["s2:3"], "update", ["s1:3"], "2026-01-20T20:00:00+08:00"),
    ("我老爸身体有啥毛病，为啥怕冷？", ["s1:5"], "single-hop"),
    ("给我妈推荐个在海南玩的项目。", ["s3:3"], "single-hop"),
    ("2月7号我们去哪儿玩了？", ["s3:3"], "temporal"),
    ("上周六我们去哪儿玩了？", ["s3:3"], "temporal", None, "2026-02-12T20:00:00+08:00"),
    ("今年冬天去陵水一共几个人？", ["s1:1", "s4:3"], "multi-hop"),
    ("陵水有什么特色小吃？", [], "abstain"),
    ("民宿房东叫啥？", [], "abstain"),
    ("一年有多少个节气？", [], "abstain"),
]))

CASES.append(case("d10-zh-arbitration", "d10-zh-arbitration", [
    (t("03-02", "22:30"), [
        "气死我了，公司突然说要辞退我，一分钱补偿都不给，说我试用期不合格，可我都干了两年了！",
        "先别急，干了两年早就过了试用期，用试用期不合格来辞退明显站不住脚。先把劳动合同、工资条这些材料保存好。",
        "我在一家做跨境电商的公司做运营，月薪一万二。",
        "按你的情况，如果公司违法解除劳动合同，你是有权利主张赔偿的，具体数额可以咨询一下专业律师。",
        "HR让我签一个自愿离职的协议，我没签。",
        "没签是对的！签了自愿离职，后面就很难主张补偿了。",
    ]),
    (t("03-20", "19:00"), [
        "我去区劳动仲裁委立案了，按违法解除要2N，也就是四万八。",
        "立案了就好，接下来好好准备证据。",
        "律师朋友帮我看了材料，说我的银行工资流水和钉钉打卡记录都挺有用。",
        "这些都是证明劳动关系和工作年限的关键证据，记得打印出来，原件也要带上。",
        "开庭定在4月28号。",
        "好的，开庭前把要说的要点列一下，说话有条理会更有说服力。",
    ]),
    (t("04-29", "21:00"), [
        "昨天开庭了，公司那边来了个法务，态度还挺横。",
        "对方态度横不代表他们有理，你只管摆事实、讲证据。",
        "仲裁员建议调解，公司愿意给三万，我没答应。",
        "你有权利拒绝调解，等裁决也是可以的。",
    ]),
    (t("06-10", "20:00"), [
        "裁决下来了！认定公司违法解除，四万八全额支持！",
        "恭喜！你的坚持有了结果。",
        "公司说不服，要去法院起诉。",
        "他们有权起诉，但你手里有裁决书和证据，不用太担心。注意留意法院的通知。",
    ]),
    (t("08-15", "11:00"), [
        "公司最后没去告，期限都过了，钱上周打到我卡上了。",
        "太好了，终于尘埃落定！",
        "新工作也找着了，一家做户外用品的公司，还是干运营，工资涨到一万四了。",
        "双喜临门！新公司入职的时候记得把合同看仔细。",
        "周末约了闺蜜去吃火锅，好好庆祝一下。",
        "应该的，好好犒劳一下自己！",
    ]),
], [
    ("原来那家公司还会去法院告我吗？", ["s5:1"], "update", ["s4:3"]),
    ("我申请仲裁的时候要了多少钱？", ["s2:1"], "single-hop"),
    ("我手里都有啥证据？", ["s2:3"], "single-hop"),
    ("4月28号那天发生了啥？", ["s3:1"], "temporal"),
    ("调解的时候公司开的价，比最后裁决少了多少？", ["s3:3", "s4:1"], "multi-hop"),
    ("申请劳动仲裁要不要交钱？", [], "abstain"),
    ("我原来那家公司叫啥名字？", [], "abstain"),
    ("大熊猫主要吃什么？", [], "abstain"),
]))

CASES.append(case("d10-zh-watercolor", "d10-zh-watercolor", [
    (t("04-11", "19:00"), [
        "我报了个水彩班，在少年宫旁边的画室，成人班，每个礼拜六下午上课。",
        "太好了！画画是很好的放松方式，成人班氛围一般都挺轻松的。",
        "老师让买颜料，推荐的是温莎牛顿的歌文系列，我买了24色的。",
        "歌文是很经典的入门选择，性价比高，24色够用很久了。",
        "我是左撇子，老师说有些技法我得反着来。",
        "左手画画有时候要注意别蹭到没干的颜料，可以从右往左画。",
    ]),
    (t("06-07", "16:00"), [
        "最近一直在练湿画法，晕染老是控制不好，总有水痕。",
        "水痕一般是纸上水分不均匀造成的，可以多练习判断纸面的干湿程度。",
        "画室换老师了，原来的王老师去上海了，现在教我们的是个美院刚毕业的小姑娘。",
        "新老师可能会带来不一样的教学风格，也挺好。",
        "今天画了只橘猫，画得跟老虎似的哈哈。",
        "哈哈，能画出老虎的气势也是本事！多观察一下猫的脸部比例。",
    ]),
    (t("08-16", "20:00"), [
        "颜料升级了，换成了史明克的学院级，之前那套送给我侄女了。",
        "升级颜料手感会不一样，色彩更饱和。侄女肯定很开心。",
        "上课时间改了，老师周六下午有事，挪到周日上午了。",
        "周日上午画画，精神好，光线也好。",
        "打算年底参加一个业余画展，区文化馆办的，11月20号截止交稿。",
        "好机会！提前选好题材，多画几张挑最满意的。",
    ]),
    (t("11-22", "21:00"), [
        "画展的作品交上去了，画的是我们老家的桂花树，四开大小。",
        "恭喜完成！桂花树这个题材很有感情。",
        "我对松节油的味道特别敏感，一闻就头疼，幸亏水彩用不着。",
        "水彩确实没这个问题，画起来很省心。",
    ]),
], [
    ("我现在用的是哪个牌子的颜料？", ["s3:1"], "update", ["s1:3"]),
    ("水彩课现在是哪天上？", ["s3:3"], "update", ["s1:1"]),
    ("我想再学一种画，你觉得油画适合我吗？", ["s4:3"], "single-hop"),
    ("我平时用哪只手画画？", ["s1:5"], "single-hop"),
    ("我6月7号画了啥？", ["s2:5"], "temporal"),
    ("我交去参展的那幅画画的是啥，画展是谁办的？", ["s4:1", "s3:5"], "multi-hop"),
    ("水彩纸300克和190克有啥区别？", [], "abstain"),
    ("现在教我的那个新老师叫啥？", [], "abstain"),
    ("中国有多少个省级行政区？", [], "abstain"),
]))

CASES.append(case("d10-zh-motorbike", "d10-zh-motorbike", [
    (t("03-28", "20:00"), [
        "我想考个摩托车驾照，D照，我们这儿驾校报名2800。",
        "挺好的！考D照主要是科目一理论、科目二场地、科目三路考，认真练一般都不难。",
        "我老婆不太同意，说太危险。我答应她只在市区骑，不跑长途。",
        "家里人担心可以理解，装备买好一点，骑得稳一点，慢慢她也就放心了。",
        "看上了一台春风250SR，落地大概两万出头。",
        "250SR外观挺帅，动力也不错。新手的话也可以多试几款再决定。",
    ]),
    (t("05-09", "12:00"), [
        "科目二过了！绕桩一次过，开心。",
        "恭喜！科目二一次过很厉害。",
        "车也定了，最后挑的是本田CB190，省油好修，老婆也觉得它看着没那么猛。",
        "CB190很适合新手，稳，维护成本低，老婆认可就更好了。",
        "头盔买了个LS2的，四百多。",
        "头盔是最重要的装备，买正规的就对了。",
    ]),
    (t("06-27", "21:30"), [
        "驾照拿到了！今天上午考的科目三，下午就领证了。",
        "恭喜恭喜！正式成为摩友了，刚开始骑慢点。",
        "车停在小区地下车库，物业说一个月收100。",
        "有固定车位挺好，车不风吹日晒。",
        "我近视四百度，骑车戴的是隐形眼镜。",
        "戴隐形骑车记得配一副防风镜或者用带镜片的头盔，防止风吹眼睛发干。",
    ]),
    (t("10-05", "18:30"), [
        "跟老婆商量好了，现在周末可以跟车队出城跑跑，只要不上高速就行。",
        "能获得老婆的支持太好了！跟车队出行也更安全。",
        "车库那边涨价了，现在一个月150。",
        "涨得有点多，可以问问物业是不是有季度或年付的优惠。",
        "国庆跟车队去了趟千岛湖，来回六百来公里，全程走的国道。",
        "六百公里对新手来说是个不小的挑战，风景肯定很美！",
    ]),
], [
    ("我现在骑的是什么摩托？", ["s2:3"], "update", ["s1:5"]),
    ("我打算买哪款摩托？", ["s1:5"], "update", None, "2026-04-15T20:00:00+08:00"),
    ("我眼睛有啥问题，骑车的时候是怎么解决的？", ["s3:5"], "single-hop"),
    ("6月27号我干啥了？", ["s3:1"], "temporal"),
    ("国庆那趟骑行符合我跟老婆的约定吗？", ["s4:1", "s4:5"], "multi-hop"),
    ("摩托车新车磨合期要注意啥？", [], "abstain"),
    ("我老婆叫啥？", [], "abstain"),
    ("一个标准足球场大概多大？", [], "abstain"),
]))


def main():
    counts = Counter(q["type"] for c in CASES for q in c["questions"])
    updates_with_stale = sum(1 for c in CASES for q in c["questions"] if q["type"] == "update" and q.get("stale"))
    print(json.dumps({
        "name": "dialogues-10",
        "version": 1,
        "description": ("18 multi-session chats (9 English, 9 Chinese) on fresh everyday domains, for evaluation only: "
                        "updates (some asked before the change), single-hop, temporal, multi-hop and abstain questions. "
                        "Written by a helper that read no other data set or generator, as an honest unseen test."),
        "cases": CASES,
    }, ensure_ascii=False, indent=1))
    total = sum(counts.values())
    print(f"{len(CASES)} cases, {total} questions: " + ", ".join(f"{k} {v} ({100 * v / total:.0f}%)" for k, v in sorted(counts.items())), file=sys.stderr)
    print(f"update questions with a stale turn: {updates_with_stale}", file=sys.stderr)


if __name__ == "__main__":
    main()
