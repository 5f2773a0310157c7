"""dialogues-12: an evaluation-only set of 18 multi-session user/assistant chats and 144 questions.

Each case is one user chatting with a chatbot assistant over 3-5 sessions spread across 2026
(timezone +08:00), 4-8 alternating turns per session, small talk mixed in with facts. 9 cases are in
natural English, 9 in colloquial Simplified Chinese.

Domains: beekeeping, learning Japanese for a trip and the JLPT, buying a used car, night shifts as a
cardiac/ICU nurse, planning a small wedding, bouldering and rope climbing, a planted shrimp aquarium,
a sourdough micro-bakery, backyard astronomy; 备孕, 二战考研, 捡猫养猫, 跑外卖, 自学吉他,
开网店卖手工耳环, 家庭露营, 照顾中风后的父亲, 退休学钓鱼(台钓/路亚).

Questions are asked at 2026-11-30T20:00:00+08:00 unless a question carries its own ask time.
Counts by category: update 30 (8 of them asked at their own time between the old and the new turn,
with the older turn as evidence and no stale), single-hop 30, temporal 22, multi-hop 12, abstain 50.
Evidence and stale ids always name user turns.

Written in session 28 by a helper that read no other data set or generator (only the dialogue_case.py
format builder), as an honest unseen test.

Usage: cd test-data && python3 make-dialogues-12.py > dialogues-12.json
       (python3 make-dialogues-12.py --show prints every question with its evidence text to stderr)
"""
import json
import sys
from collections import Counter
from datetime import datetime

from dialogue_case import case_builder

ASK = "2026-11-30T20:00:00+08:00"
case = case_builder(ASK)
TYPES = {"update", "single-hop", "temporal", "multi-hop", "abstain"}


def T(day, hm):
    return f"2026-{day}T{hm}:00+08:00"


CASES = []

# ---------------------------------------------------------------- English 1: beekeeping
CASES.append(case("d12-en-bees", "owen", [
    (T("03-14", "09:20"), [
        "Morning! So I finally did it, put a deposit down on a nucleus colony from a guy in the next village. Pickup is mid-April. I'm weirdly nervous lol",
        "Congratulations! A nuc is a really good way to start, you get a laying queen and a few frames of brood and stores rather than starting from nothing. Nerves are normal. Have you got the hive itself sorted yet?",
        "I've got a national hive, second hand, scrubbed it and scorched the inside with a blowtorch. My wife is less thrilled, she's allergic-ish to wasps so she's keeping her distance",
        "Scorching is exactly what people recommend for secondhand boxes, it deals with wax moth eggs and most spores. On your wife: wasp and bee venom are different, so a wasp reaction doesn't automatically mean a bee one, but it's worth her getting checked by a GP before the bees arrive rather than after.",
        "Yeah she's booked an allergy test. Anyway where should the hive go, I was thinking the bottom of the garden behind the shed, facing south-east",
        "Behind the shed facing south-east sounds sensible. Morning sun gets them foraging early. Just think about the flight path: if there's a fence or hedge in front they'll fly up and over it, which keeps them above head height. They'll also want water nearby or they'll go and visit your neighbours' birdbaths.",
        "There's a little stream past the fence so water's sorted. Ok thanks, off to the garden centre, need compost for the tomatoes too",
        "Perfect. Enjoy the garden centre, and good luck with the tomatoes!",
    ]),
    (T("04-19", "16:05"), [
        "Bees are in!! Picked them up last Wednesday evening, strapped the box in the boot and drove like a grandma",
        "Ha, driving like a grandma is the correct technique with a box of bees. How did the transfer into the hive go?",
        "Did the first proper inspection today. Saw eggs, so the queen's laying. She's not marked though, I couldn't spot her at all",
        "Eggs are the thing you really want to see, they tell you there was a laying queen in the last three days, so you don't need to find her every time. Plenty of experienced beekeepers miss unmarked queens. You could ask a mentor to help mark her later in the season.",
        "Also I decided to name the colony. Calling them the Duchess lot, after the pub down the road",
        "That's a great name, very regal. Hopefully they're as productive as the pub is popular.",
        "lol my daughter wants to name the queen Beyonce. outvoted.",
        "Harsh but fair. Maybe she gets naming rights on the next colony.",
    ]),
    (T("06-02", "19:40"), [
        "Bit of a drama. Saw a load of queen cells on the bottom of the frames on Saturday, think they want to swarm",
        "Cells along the bottom bars are classic swarm preparation. Your main options are an artificial swarm, splitting the colony, or knocking back cells (which on its own often just delays things). Have you got spare equipment?",
        "Did an artificial swarm using the Pagden method, so now I have two hives. The old national and a cheap poly hive I panic-bought off eBay for 85 quid",
        "Nice work, Pagden is a solid choice and it keeps you from losing half your bees over the neighbour's roof. Poly hives are actually pretty good for overwintering because they hold heat well.",
        "Wife's allergy test came back fine btw, she's only mildly sensitive. She still won't come near them though haha",
        "Good news! Keeping her distance is fair enough, plenty of beekeepers' partners prefer to admire from the kitchen window.",
        "I'm thinking I'll sell honey at the school fete in September if there's enough",
        "That could be fun. If you do, check the labelling rules: the name and address, weight, country of origin and a best-before date are the usual requirements. And first-year colonies sometimes don't have much surplus, so don't promise too many jars yet.",
    ]),
    (T("08-23", "11:15"), [
        "First harvest done yesterday! 14 jars off the Duchess hive, the poly one didn't have enough spare so I left it",
        "Fourteen jars in your first year is brilliant. Leaving the weaker colony alone was the right call, they'll need those stores going into autumn.",
        "Change of plan on the fete, the head said no food stalls this year because of some hygiene thing. I'll just give it out to neighbours and family instead",
        "Shame about the stall, but honestly giving it away probably makes you the most popular person on the street. Neighbours tend to be a lot more tolerant of bees when there's a jar in it for them.",
        "Also the extractor was borrowed from the local association, had to return it by Monday. Might buy my own next year",
        "Borrowing for the first year is smart. A small manual tangential extractor is fine for two hives if you do decide to buy.",
        "Started feeding sugar syrup to the poly hive, 2:1 for winter",
        "Good, 2:1 is the right strength for autumn feeding. Keep an eye out for robbing from the stronger hive while you're feeding, maybe reduce the entrance.",
    ]),
    (T("10-11", "10:00"), [
        "Treated both hives with oxalic acid for varroa, mite drop was scary on the poly one",
        "A big drop after treatment is actually a sign it worked, although it does tell you the load was high. Might be worth monitoring that colony more closely next spring.",
        "Oh and I've shifted both of them up next to the greenhouse, the bottom of the garden gets basically no sun from October",
        "Makes sense. Did you move them gradually? Bees remember the location of their entrance, so moving them more than a metre or so in one go can leave foragers lost at the old spot.",
        "yeah I did it a metre a day over two weeks, tedious but no lost foragers as far as I can tell",
        "That's patient, but it's exactly the way to do it. They should settle in well there for winter.",
    ]),
], [
    ("What am I doing with my spare jars of honey?", ["s4:3"], "update", ["s3:7"]),
    ("What was my plan for any spare honey this year?", ["s3:7"], "update", None, T("07-10", "21:00")),
    ("How much did I pay for the second hive?", ["s3:3"], "single-hop"),
    ("What nickname did I give my first colony?", ["s2:5"], "single-hop"),
    ("On what day did I go and collect the nuc?", ["s2:1"], "temporal"),
    ("The hive that gave me honey in August — what was it named after?", ["s4:1", "s2:5"], "multi-hop"),
    ("What breed of bees came in the nuc, Buckfast or Carniolan?", [], "abstain"),
    ("What did my daughter's allergy test show?", [], "abstain"),
    ("Can you recommend a good thriller film for tonight?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 2: learning Japanese
CASES.append(case("d12-en-japanese", "priya", [
    (T("01-11", "21:30"), [
        "new year's resolution: actually learn japanese this time. I've done duolingo on and off for like 3 years and can't hold a conversation lol",
        "Very common story! Apps are good for vocabulary exposure but they rarely get you speaking. What's the goal this time, a trip, an exam, just for fun?",
        "Goal is JLPT N4 in the December sitting. I'm going to Osaka in October with my sister and want to at least order food without pointing",
        "Both of those are realistic in a year with steady work. N4 is roughly the level where you can handle simple everyday conversations, which lines up nicely with ordering food in Osaka.",
        "I learned hiragana ages ago but katakana is a mess. I keep mixing up シ and ツ",
        "Everyone does! The trick is the stroke direction: in シ (shi) the short strokes sit more on the left and the long stroke sweeps up from the bottom; in ツ (tsu) the short strokes sit on top and the long stroke comes down from the top right. Same logic for ン vs ソ.",
        "omg that's actually helpful. ok going to bed",
        "Good night! おやすみなさい.",
    ]),
    (T("02-22", "13:10"), [
        "Signed up for a weekly class at the community centre, Thursdays 7pm, the teacher's called Mrs Takeda and she's terrifying in a good way",
        "A strict teacher can be great for accountability. Having a fixed weekly slot also makes it much easier to keep going.",
        "Also I'm using Anki now, 20 new cards a day. streak is 26 days",
        "Twenty new cards a day is a solid pace. Just watch the review pile, it grows fast after a month or two. If it gets overwhelming, drop new cards to 10 rather than skipping days.",
        "random but can you recommend a good ramen place in Leeds? jk you probably can't",
        "Ha, I can't check live listings or reviews, so anything I named might be closed or out of date. Google Maps reviews or a local food subreddit would be more reliable. Bonus points if you order in Japanese though.",
    ]),
    (T("05-03", "10:45"), [
        "Quit the Thursday class, sorry Mrs Takeda. my shifts changed and I couldn't make it. Switched to online lessons on italki with a tutor called Kenta, he's from Fukuoka, twice a week on Tuesday and Saturday mornings",
        "Online lessons can actually be more flexible and more speaking-heavy than a group class. Twice a week is a great rhythm.",
        "He's a uni student, cheap and really patient. He makes me do self-introductions every lesson lol",
        "Self-introductions get boring but they're the thing you'll say most in Japan, so it's good practice.",
        "Also we pushed the whole thing back a month, my sister's new job won't give her leave in October. First week of November now",
        "That works out fine, early November is a lovely time to be in Kansai, autumn leaves start turning. And an extra month of lessons before the trip doesn't hurt.",
        "kanji count: about 180. N4 needs ~300 I think",
        "Roughly, yes, around 300 is the usual estimate for N4. At 180 you're well on the way.",
    ]),
    (T("08-16", "19:20"), [
        "Registered for the December exam today, but I went for N5 in the end. Four felt too ambitious with how busy work's been",
        "That's a sensible decision, passing N5 comfortably is more motivating than scraping or failing N4. You can aim for N4 next year with a solid base.",
        "Anki streak died at 143 days. I'm devastated. went to a festival and forgot",
        "143 days is a great run! The important thing is just restarting tomorrow. Nobody's memory falls apart from one missed day.",
        "kenta says my pitch accent is 'cute' which I think is an insult",
        "Ha, in fairness 'cute' from a tutor is probably a gentle way of saying 'clearly a foreigner but understandable'. Pitch accent is something most learners only polish later.",
    ]),
    (T("11-14", "17:00"), [
        "Back from Japan!!! Ordered okonomiyaki in Japanese and the lady didn't switch to English. peak of my life",
        "That's a genuine milestone! Getting through a whole exchange without the other person switching to English is a great feeling.",
        "Sister lost her phone on day 2 at Dotonbori so I was navigator for the whole trip, good practice actually",
        "Reading station signs and asking for directions is fantastic practice, even if it was stressful. Did the phone turn up?",
        "nope, gone forever. anyway exam is on the 6th of December. nervous",
        "You've got a few weeks. Do a couple of timed practice papers, especially the listening section, and you should be in good shape for N5.",
    ]),
], [
    ("When did the Osaka trip end up being scheduled?", ["s3:5"], "update", ["s1:3"]),
    ("Which level of the JLPT am I sitting this year?", ["s4:1"], "update", ["s1:3"]),
    ("Where is my italki teacher from?", ["s3:1"], "single-hop"),
    ("Which pair of katakana do I tend to confuse?", ["s1:5"], "single-hop"),
    ("Roughly when did I start doing Anki reviews?", ["s2:3"], "temporal"),
    ("Which city does the person who commented on my pitch accent come from?", ["s4:5", "s3:1"], "multi-hop"),
    ("Which ramen place in Leeds is my favourite?", [], "abstain"),
    ("What's my sister's name?", [], "abstain"),
    ("How many kanji do you need to know for N2?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 3: used car
CASES.append(case("d12-en-usedcar", "marcus", [
    (T("02-07", "11:00"), [
        "My old Corolla finally died, the garage quoted £2,300 for the gearbox and it's worth maybe £1,500. so I'm car shopping ugh",
        "Sorry, that's a classic case where the repair costs more than the car is worth. What are you looking for in the next one?",
        "Budget is around £8k. Need something for the commute, it's 40 miles round trip, mostly motorway",
        "For mostly motorway miles at that budget you've got good options: a diesel or hybrid estate or hatchback from around 2016-2019. Think about running costs too, insurance and road tax can vary a lot.",
        "I'm leaning toward a Skoda Octavia estate, we've got a labrador and he takes up the whole back seat",
        "The Octavia estate has a huge boot, so that makes a lot of sense with a big dog. They're generally reliable and cheap to fix.",
        "anything to watch out for on the diesel ones? DPF stuff?",
        "Your commute is actually ideal for a diesel because motorway runs let the particulate filter regenerate. Check the service history, ask whether the DPF has been replaced or cleaned, and on a DSG gearbox check it's had its fluid changes. A warning light for the DPF or limp mode on the test drive is a walk-away.",
    ]),
    (T("02-21", "18:30"), [
        "Went to see an Octavia today at a dealer in Stockport. 2018, 71k miles, £8,450. Drove nice but the service history had a gap of two years",
        "A two-year gap isn't necessarily fatal, but it's worth asking why and whether there are any receipts. It's also a bit of leverage on price.",
        "Also my brother-in-law said I should look at a Honda Jazz, which, mate, the dog would not fit",
        "The Jazz is brilliant inside for its size with the flip-up rear seats, but a full-size labrador might disagree.",
        "I checked the MOT history online, two advisories for tyres and a brake pipe",
        "Tyres are easy to budget for, but a corroded brake pipe advisory is worth getting looked at before buying. You could ask the dealer to sort both as part of the deal.",
    ]),
    (T("03-08", "10:40"), [
        "Bought a car!! Not that one in the end, ended up with a 2017 Toyota Auris hybrid estate, private sale, £7,900. The dog fits, just about",
        "Congratulations! The Auris hybrid is famously reliable, and the hybrid system should be very economical on your commute.",
        "Got the seller down from 8,300. felt like a hostage negotiation",
        "£400 off on a private sale is a good result. Did you get all the paperwork, V5C and service book?",
        "yep all there. Insurance came to £640 for the year, which is more than the corolla but fine",
        "Not bad for a newer car. Remember to tax it before you drive it since tax doesn't transfer with the car.",
    ]),
    (T("07-19", "15:00"), [
        "Auris update: averaging 58 mpg on the commute, loving it",
        "That's excellent, better than a lot of diesels manage.",
        "had to replace the 12v battery last week though, £120 at Halfords",
        "Small 12V batteries in hybrids do tend to go around that age. £120 is a reasonable price.",
        "And I'm changing jobs in September, new office is in Manchester city centre so I'll be getting the train most days instead",
        "Congratulations on the new job! City centre parking in Manchester is expensive, so the train is probably the less stressful option.",
        "thinking about getting rid of the car maybe? my partner says keep it for weekends",
        "Worth adding up what it costs you to keep it per year, insurance, tax, servicing, versus hiring for the odd weekend. With a big dog though, having your own car is pretty convenient.",
    ]),
    (T("10-25", "12:20"), [
        "Decided it's staying, partner won. She's been using it for her commute to the hospital now",
        "Sounds like a good compromise, it's not sitting idle then.",
        "dog threw up in the boot on the way to the Lakes last weekend. good times",
        "Oh no. A washable boot liner might be a good investment for future Lake District trips!",
    ]),
], [
    ("Which model of car did I actually end up buying?", ["s3:1"], "update", ["s1:5"]),
    ("Am I selling the car?", ["s5:1"], "update", ["s4:7"]),
    ("Am I planning to sell my car?", ["s4:7"], "update", None, T("08-10", "09:30")),
    ("What's my yearly premium for covering the vehicle?", ["s3:5"], "single-hop"),
    ("What was the red flag on the first estate I test drove?", ["s2:1"], "single-hop"),
    ("Which happened first: the Stockport viewing or buying the Auris?", ["s2:1", "s3:1"], "temporal"),
    ("How much less did I pay than the asking price of the dealer car in Stockport?", ["s2:1", "s3:1"], "multi-hop"),
    ("What's my car's registration number?", [], "abstain"),
    ("What's my labrador called?", [], "abstain"),
    ("How often should the inverter coolant on a hybrid be changed?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 4: night-shift nurse
CASES.append(case("d12-en-nurse", "hannah", [
    (T("01-19", "08:15"), [
        "just off a 12.5 hour night shift, can't sleep, brain is buzzing. 4 nights in a row on the cardiac ward",
        "That wired-but-exhausted feeling after nights is so real. Is this the last of the four or do you have another tonight?",
        "last one thank god. I've been a nurse for 6 years but nights never get easier. My rota is usually 4 on, 4 off",
        "Four long nights is a lot. Some people find a short 'anchor' sleep straight after the last night and then staying up until a normal bedtime helps them flip back faster.",
        "I tried melatonin but it gave me weird dreams. I've got blackout curtains already",
        "Vivid dreams are a fairly common side effect. Blackout curtains are a great start; earplugs or white noise, and keeping the room cool, can help too. And avoid bright light on the drive home if you can, sunglasses actually make a difference.",
        "my partner works 9-5 as an accountant so we basically text each other like pen pals lol",
        "Pen pals who share a fridge! It's hard when your schedules are flipped. Maybe a fixed 'together' slot on your days off helps.",
    ]),
    (T("03-02", "14:00"), [
        "Started a new thing: I eat my 'main meal' at 1am and just a light snack at 5am. Less nauseous in the morning",
        "That's a smart adjustment, heavy meals in the early hours are when a lot of people feel rough. Glad it's helping.",
        "Also the charge nurse put me forward for a band 6 interview! It's on the 16th",
        "That's great, being put forward says a lot about how they see you. Do you know what format the interview is?",
        "panel plus a scenario. whats a good way to answer the 'tell me about a time you handled conflict' question",
        "Use the STAR structure: Situation, Task, Action, Result. Pick a real example with a clear outcome, focus most of your time on what YOU did and why, and finish with what you learned. Patient safety or team communication examples go down well at band 6.",
    ]),
    (T("03-20", "10:30"), [
        "didn't get it. they gave it to someone with way more cardiac experience. feedback was decent though",
        "I'm sorry, that's disappointing. Good feedback after a first band 6 interview is a real positive, though.",
        "Thinking about moving to ICU. There's a vacancy, nights still but 3 long shifts a week",
        "ICU experience is really valued if you want to progress, and three shifts a week could be easier on your body than four.",
        "also my partner and I adopted a rabbit called Biscuit. he's nocturnal-ish so we're a good match",
        "Ha! Technically rabbits are crepuscular, most active at dawn and dusk, so Biscuit will be bouncing around right when you get home.",
    ]),
    (T("06-14", "09:00"), [
        "First week in ICU done. It's so different, one or two patients each instead of eight",
        "That's a big shift in how you work, much more depth per patient. How are you finding it?",
        "Exhausting but I love it. New pattern is 3 nights on, then 4 off, way better for my sleep honestly",
        "Three-on four-off gives your body a proper chance to recover, that's great.",
        "still can't do melatonin, but a GP suggested trying a strict anchor sleep 9am-2pm and it kind of works",
        "A fixed anchor sleep is one of the better evidence-backed tricks for shift workers, glad it's helping.",
    ]),
    (T("09-27", "16:45"), [
        "Big news, from November I'm on days! Got a post on the ICU outreach team, 8 till 8",
        "Congratulations! Outreach is a great role, and your sleep and social life are going to thank you.",
        "partner cried lol, we'll finally eat dinner together",
        "That's lovely. No more pen pal era!",
        "biscuit chewed through my lanyard. he's grounded",
        "Rabbits and cables or lanyards, a timeless love story. Maybe keep it up high from now on.",
    ]),
], [
    ("Am I still working nights?", ["s5:1"], "update", ["s4:3"]),
    ("What supplement gave me strange dreams?", ["s1:5"], "single-hop"),
    ("What date was my band 6 interview?", ["s2:3"], "temporal"),
    ("Roughly when did I start working in intensive care?", ["s4:1"], "temporal"),
    ("What kind of animal chewed up my lanyard?", ["s5:5", "s3:5"], "multi-hop"),
    ("Which hospital do I work at?", [], "abstain"),
    ("Did I get the band 6 job at my second interview?", [], "abstain"),
    ("What's the normal reference range for troponin?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 5: wedding
CASES.append(case("d12-en-wedding", "jess", [
    (T("01-04", "20:10"), [
        "We got engaged on Christmas Eve!!! Tom proposed on the beach at Tynemouth, freezing, I cried, he cried",
        "Congratulations!! A freezing beach proposal with everyone crying sounds perfect honestly. How are you feeling?",
        "Still floating. We're thinking summer 2027, something small, like 60 people max",
        "Small weddings are lovely, and 18 months gives you plenty of time to get popular venues before they book up.",
        "My mum already wants a church wedding, neither of us are religious so that's gonna be a fun chat",
        "That's a really common tension. Sometimes it helps to ask what the church part means to her, it might be about a blessing or a particular reading rather than the whole ceremony, and there can be a middle ground.",
        "budget we're thinking 15k total",
        "£15k for around 60 guests is very doable, especially if you avoid the peak Saturdays. Venue and food will be the biggest chunk.",
    ]),
    (T("03-15", "12:00"), [
        "Viewed three venues this weekend. Favourite is a converted barn near Hexham, £4,800 for the day, takes up to 80",
        "A barn near Hexham sounds gorgeous. Does that price include tables, chairs, and can you bring your own caterer?",
        "yes and yes! the other two were a hotel in Durham (soulless) and a golf club (tom liked it, I did not)",
        "Ha, the golf club debate. The barn sounds like it fits what you described much better.",
        "mum has come round on the church thing, she just wants a blessing bit in the ceremony, which we can live with",
        "That's a nice compromise. A celebrant can usually weave a short blessing or reading into a civil or humanist ceremony.",
    ]),
    (T("05-24", "17:30"), [
        "OK plot twist. We're bringing it forward to this October, Saturday the 17th, the barn had a cancellation! Tom's gran isn't well and we want her there",
        "I'm sorry to hear about his gran, but what a lovely reason. And lucky with the cancellation! That's about five months, tight but definitely doable for a small wedding.",
        "I know, panic mode. but a good panic",
        "A good panic is allowed. Make a short list of the must-book things first: registrar or celebrant, caterer, photographer.",
        "Guest list has crept up to 74 though, oops",
        "It always creeps! The barn takes 80, so you're still fine.",
        "dress shopping next weekend with my sister and my friend Leah",
        "Have fun! Go in with an idea of a couple of styles, but be open, lots of people end up loving something they'd never have picked off a hanger.",
    ]),
    (T("08-02", "13:15"), [
        "Found the dress, well not from the shop in May, I ended up buying a vintage 70s one off Vinted for £140. Tailor is taking it in",
        "A vintage 70s dress sounds amazing, and so much character. Good call getting it tailored.",
        "Caterer is sorted, doing a hog roast plus a veggie option. £38 a head",
        "Hog roast in a barn is perfect for October. Make sure the veggie option is something people will be jealous of!",
        "Tom wants a ceilidh band, I want a DJ. we compromised: ceilidh for first hour then DJ",
        "That's a great compromise, a ceilidh is the best icebreaker for mixing families, then the DJ takes over when people are warmed up.",
    ]),
    (T("10-22", "11:00"), [
        "WE'RE MARRIED. last saturday. it poured but the barn was so cosy",
        "Congratulations!!! Rain on a wedding day is supposed to be good luck, and a cosy barn sounds like the best place to be in it.",
        "gran was there, front row, did a little dance in the ceilidh",
        "Oh, that's the best thing I've heard all week. I'm so glad she could be there.",
        "Honeymoon is postponed to spring, Tom can't get leave until march. Thinking Portugal",
        "Spring is a great time for Portugal, warm but not too hot. Something to look forward to after the wedding comedown!",
    ]),
], [
    ("When is (or was) our wedding date?", ["s3:1"], "update", ["s1:3"]),
    ("What does my mum want for the ceremony?", ["s2:5"], "update", ["s1:5"]),
    ("What kind of ceremony is my mum pushing for?", ["s1:5"], "update", None, T("02-01", "19:00")),
    ("What is the catering costing per guest?", ["s4:3"], "single-hop"),
    ("Where did Tom pop the question?", ["s1:1"], "single-hop"),
    ("How long ago did we get engaged?", ["s1:1"], "temporal"),
    ("On what date did we get married?", ["s5:1"], "temporal"),
    ("Who was Tom's best man?", [], "abstain"),
    ("What song did we have for our first dance?", [], "abstain"),
    ("What's a typical corkage fee at UK wedding venues?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 6: climbing
CASES.append(case("d12-en-climbing", "dan", [
    (T("02-15", "19:00"), [
        "started bouldering at the climbing wall in Sheffield a month ago, I'm hooked. my forearms are destroyed",
        "Welcome to the club! Forearm pump in the first months is normal, your tendons adapt slower than muscles so don't go every single day yet.",
        "I'm climbing V2 consistently, V3 on a good day",
        "That's solid progress for a month in.",
        "bought my first shoes, La Sportiva Tarantulace, the guy said go a size and a half down from my street shoe",
        "Tarantulaces are a great first shoe. Downsizing is normal but they shouldn't be agony; they'll stretch a bit with use.",
        "street size is a 10 so they're 8.5 and yes they hurt",
        "Ha, a bit of hurt is the rite of passage. Take them off between problems and they'll break in.",
    ]),
    (T("04-05", "21:20"), [
        "tweaked my ring finger on a crimpy V4 last Thursday. It's swollen at the base. think it's a pulley?",
        "Pain and swelling at the base of the finger after crimping does sound like it could be a pulley strain, but it's worth getting it assessed, ideally by a physio who knows climbers. Stop crimping in the meantime.",
        "Booked a physio for the 9th. Going to do legs at the gym till then",
        "Good plan. Legs and core won't hurt, and resting it properly now can save you months later.",
        "my mate Raj is trying to get me into outdoor trad. I'm scared of heights on ropes lol, bouldering is fine somehow",
        "That's surprisingly common, the commitment feels very different on a rope. A top rope session with an instructor is a gentle way to find out whether you like it.",
    ]),
    (T("06-21", "15:00"), [
        "finger's healed! physio gave me a hangboard protocol, very light, 3 times a week",
        "Great news. Keep the loads low and progress slowly, the point of those protocols is to make the tendons stronger before you need them.",
        "Sent my first V5 on Wednesday. Screamed a bit. nobody clapped",
        "A first V5 deserves applause! Consider this a virtual round of it.",
        "Raj talked me into a top rope intro course in July at Stanage, 2 days, £180",
        "Stanage is a classic place to start. Two days with an instructor should give you a real feel for it.",
    ]),
    (T("08-09", "10:00"), [
        "Did the course. Turns out I love it?? The fear just went after the first few routes",
        "That's brilliant! Trusting the system often just takes a few goes with good people around you.",
        "Sold the tarantulaces, they were stretched out. got some Scarpa Instincts now, way more sensitive",
        "Instincts are a big step up in precision, your feet will feel a lot more on small holds.",
        "planning a trip to Fontainebleau in october with raj and two others",
        "Font in October is perfect conditions, cool and grippy. Bring a couple of pads and plenty of skin care.",
    ]),
    (T("11-08", "20:30"), [
        "Font got cancelled, Raj broke his wrist (cycling, not climbing lol). We're going to Albarracin in March instead",
        "Ouch, poor Raj. Albarracin is a great alternative though, the sandstone is gorgeous and March is a good season there.",
        "Also I've started leading indoors, did my lead belay test last week",
        "From scared of heights on a rope to leading, that's a big arc in a year!",
    ]),
], [
    ("Where is the climbing trip with my friends going to be?", ["s5:1"], "update", ["s4:5"]),
    ("What size were my first climbing shoes?", ["s1:7"], "single-hop"),
    ("What rehab routine did I get after the finger injury?", ["s3:1"], "single-hop"),
    ("What day did I injure my finger?", ["s2:1"], "temporal"),
    ("How did the friend who talked me into the rope course get hurt?", ["s5:1", "s3:5"], "multi-hop"),
    ("What's Raj's surname?", [], "abstain"),
    ("What does a British trad grade of E1 5b mean?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 7: aquarium
CASES.append(case("d12-en-aquarium", "lena", [
    (T("03-01", "15:30"), [
        "I've been given my uncle's old 120 litre tank, it's been sitting in his garage for years. Want to set it up as a planted tank",
        "That's a great size to start with. After sitting in a garage, give it a good clean (no soap) and do a leak test outside or in the bath before you set it up properly.",
        "I'd like shrimp eventually, cherry shrimp, and maybe some small fish like ember tetras",
        "Cherry shrimp are very forgiving and look great against green plants. Embers are small, but any fish will snack on baby shrimp, so the shrimp colony grows a bit slower with them.",
        "It's in the living room on a proper cabinet, not on the sideboard, my partner was very firm about that",
        "Your partner is right! A filled 120 litre tank weighs well over 120kg, so a stand designed for it matters.",
    ]),
    (T("03-29", "11:00"), [
        "filled it up last weekend. planted about 15 plants, java fern, crypts, some stem plants I can't pronounce",
        "Nice mix, java fern and crypts are hardy and the stem plants will grow fast and help soak up nutrients while things settle.",
        "doing a fishless cycle with ammonia drops. ammonia's at 2ppm",
        "Good, 2ppm is a typical target. Once ammonia and nitrite both drop to zero within 24 hours of dosing, the cycle is done.",
        "my nephew wants to name every fish. he's 6. we already have a list of names lol",
        "That's adorable, he's going to be very invested. You might have to start a name registry.",
    ]),
    (T("05-10", "18:00"), [
        "Cycle done! nitrites dropped to zero last Tuesday. Added 10 cherry shrimp on Friday",
        "Congratulations! Keep an eye on them for the first couple of weeks, and don't worry if they hide at first.",
        "the guy at the fish shop reckons I should test kH and gH too, ordered a test kit",
        "Good idea, shrimp care about water hardness because they need minerals to moult properly.",
        "water change schedule: 25% every sunday",
        "Weekly 25% is a good routine. Match the temperature and dechlorinate, shrimp are sensitive to sudden changes.",
    ]),
    (T("07-05", "12:00"), [
        "Got 12 pygmy corys instead of the little orange fish I was planning on. Bottom dwellers, they leave the shrimplets alone mostly",
        "Pygmy corydoras are a lovely choice, very peaceful, and they shoal in mid-water more than other corys.",
        "shrimp population exploded, I counted over 40 yesterday",
        "That means your water parameters are great. They breed fast once they're happy!",
        "heatwave though, water hit 28°C. I've got a clip fan pointed at the surface",
        "A fan across the surface is the best cheap fix, evaporation cools it. Top up with dechlorinated water since you'll lose some.",
        "also switching the weekly top-up-and-siphon to wednesdays, sundays we're always out",
        "Makes sense, consistency matters more than the particular day.",
    ]),
    (T("10-18", "14:10"), [
        "Lost 3 corys this week, no idea why. Parameters look fine. Could it be the new driftwood?",
        "Driftwood on its own is rarely the cause, although it can release tannins and lower pH a little. Sudden losses can be from something like a contaminant on hands or equipment, or a disease from new additions. Did anything else new go in?",
        "Nope. Anyway selling some shrimp on Facebook marketplace, £1 each, already sold 20",
        "Nice, a thriving colony paying for itself! Bag them with plenty of air and a bit of moss so they travel well.",
    ]),
], [
    ("What fish did I end up keeping with the shrimp?", ["s4:1"], "update", ["s1:3"]),
    ("Which day of the week do I do water changes?", ["s4:7"], "update", ["s3:5"]),
    ("What's my water change routine?", ["s3:5"], "update", None, T("06-01", "10:00")),
    ("Who did the tank originally belong to?", ["s1:1"], "single-hop"),
    ("What am I charging people for my shrimp?", ["s5:3"], "single-hop"),
    ("On which day did my fishless cycle finish?", ["s3:1"], "temporal"),
    ("How many of the pygmy corys should I still have?", ["s4:1", "s5:1"], "multi-hop"),
    ("What names are on my nephew's list for the fish?", [], "abstain"),
    ("What brand of filter is on my tank?", [], "abstain"),
    ("What pH do cherry shrimp prefer?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 8: sourdough micro-bakery
CASES.append(case("d12-en-sourdough", "gabe", [
    (T("01-25", "09:00"), [
        "Started a sourdough starter on new years day, named him Clint Yeastwood. He's finally doubling reliably",
        "Clint Yeastwood is an elite starter name. Doubling reliably after three weeks or so is right on schedule.",
        "My loaves are flat though. like frisbees. tasty frisbees",
        "Flat loaves usually come from one of three things: underproofing or overproofing, weak shaping, or dough that's too wet for your flour. What hydration are you using?",
        "I'm using 75% hydration with strong white flour from Lidl",
        "75% can be tricky with supermarket flour, it might not have enough protein to hold that much water. Try dropping to around 68-70% while you get the shaping down.",
    ]),
    (T("03-07", "16:20"), [
        "Dropped to 68% and the loaves are actually rising now. Also got a banneton and a dutch oven from my sister for my birthday",
        "Both of those will make a big difference. The Dutch oven traps steam, which gives you that oven spring and crackly crust.",
        "birthday was tuesday btw, 35, old",
        "Happy belated birthday! 35 is a great age to be getting into bread.",
        "thinking of selling loaves to neighbours. a couple of people on the street whatsapp asked",
        "Sounds fun. In the UK you'd normally need to register as a food business with your council at least 28 days before you start, even from home, and a level 2 food hygiene certificate is a good idea.",
    ]),
    (T("04-26", "10:30"), [
        "Registered with the council as a food business, did the level 2 hygiene course online",
        "Nice, you're all above board now.",
        "selling on saturdays from the front porch, honesty box, £5 a loaf",
        "An honesty box porch bakery is a lovely idea. £5 is very fair for real sourdough.",
        "sold out 12 loaves yesterday in 2 hours! absolutley buzzing",
        "Two hours! Sounds like you could bake more next week.",
    ]),
    (T("07-12", "20:00"), [
        "Had to bump it up a quid, flour and the electric are mad",
        "Completely understandable, people who buy sourdough usually accept that. Has anyone complained?",
        "nope, nobody blinked. I'm doing 20 a week now, and a seeded rye on alternate weeks",
        "Twenty a week from a home oven is serious work. The rye sounds great.",
        "Clint had a near-death experience, I left him in the fridge for 3 weeks while on holiday. revived him though",
        "Starters are tougher than they look, a few feeds usually brings them back. Glad Clint survived.",
    ]),
    (T("09-20", "08:45"), [
        "Got approached by a café in town, The Fig Tree, wants 15 loaves every Friday. Scary!",
        "That's a big vote of confidence. Scary but exciting. Do you have capacity with your current oven?",
        "said yes. quitting the porch sales to focus on that, porch was getting too busy anyway and the neighbours were parking badly",
        "Makes sense to focus on one steady wholesale order. Agree the price and payment terms in writing.",
        "might need a second oven. my kitchen one holds 2 at a time",
        "Two at a time for 15 loaves is a long bake day. A second Dutch oven or a second-hand deck oven could help once the orders are steady.",
    ]),
], [
    ("What hydration do I use for my dough?", ["s2:1"], "update", ["s1:5"]),
    ("What dough hydration am I baking at?", ["s1:5"], "update", None, T("02-15", "12:00")),
    ("What did I call my starter?", ["s1:1"], "single-hop"),
    ("What date was my birthday this year?", ["s2:3"], "temporal"),
    ("What's my sister's name?", [], "abstain"),
    ("What's the address of The Fig Tree café?", [], "abstain"),
    ("How many cups is 500 grams of flour?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 9: astronomy
CASES.append(case("d12-en-astronomy", "ravi", [
    (T("02-12", "22:30"), [
        "clear sky tonight for once! just looked at Jupiter through my dad's old binoculars, could see 3 moons",
        "That's a great first sight, the Galilean moons are visible in decent binoculars if you hold them steady. Seeing them change position over a few nights is really satisfying.",
        "thinking about buying a proper telescope. budget £400ish. I live in a town so light pollution is meh",
        "For visual observing on that budget, a Dobsonian gives you the most aperture for the money. Planets and the Moon are fine under light pollution; faint galaxies suffer more.",
        "a 6 inch dob sounds good. I have a small car though, it needs to fit in the boot of a Fiat 500",
        "A 6 inch tube is compact enough for most small cars. Just check the base dimensions too, that's often the bulky bit.",
    ]),
    (T("04-18", "21:00"), [
        "Bought an 8 inch dob second hand for £280. Did fit in the car, barely, passenger seat too",
        "An 8 inch for £280 is a great deal, that's a big step up in light gathering.",
        "looked at the moon last night, the craters along the edge of the shadow, I actually gasped out loud",
        "The terminator is the best part of the Moon to look at, the low sun angle makes the craters pop. Gasping is a perfectly normal reaction.",
        "joined the local astronomy society too, they meet first Monday of the month at the library",
        "Societies are great for borrowing eyepieces and going to dark sites with people who know the sky.",
    ]),
    (T("07-30", "23:10"), [
        "went to a dark sky site in Northumberland last weekend with the society, the Milky Way was insane",
        "Northumberland has some of the darkest skies in England. Seeing the Milky Way properly for the first time is something else.",
        "I want to get into astrophotography. A guy there had a star tracker, Sky-Watcher Star Adventurer",
        "A tracker like that is a great entry point, with a camera and a wide lens you can get lovely Milky Way shots.",
        "my wife says no more spending until Christmas lol",
        "Ha, fair enough. You could practise with a phone on a tripod in the meantime.",
    ]),
    (T("10-03", "20:15"), [
        "society meetings moved to the second Thursday, the library changed its hours",
        "Good to know. Hopefully Thursdays are easier for you.",
        "Wife caved, said I can get the tracker as an early birthday present. birthday's on the 21st",
        "Nice! An early birthday present is the perfect loophole.",
        "first Milky Way photo attempt with my phone on a tripod was... mostly noise",
        "Phone sensors struggle with that, don't be discouraged. Longer exposures on the tracker will be a huge difference.",
    ]),
], [
    ("What telescope did I end up getting?", ["s2:1"], "update", ["s1:5"]),
    ("Whose binoculars was I using to look at Jupiter?", ["s1:1"], "single-hop"),
    ("When is my birthday?", ["s4:3"], "temporal"),
    ("When was I at the dark sky site?", ["s3:1"], "temporal"),
    ("Did my telescope come in under what I planned to spend, and by how much?", ["s1:3", "s2:1"], "multi-hop"),
    ("What's my wife's name?", [], "abstain"),
    ("Write me a short poem about the sea.", [], "abstain"),
]))

# ================================================================ 中文 10：备孕
CASES.append(case("d12-zh-beiyun", "xiaoya", [
    (T("02-10", "21:00"), [
        "跟老公商量好了，今年开始备孕～有点紧张又有点期待哈哈",
        "恭喜做了这个决定！紧张很正常的。可以先从作息、饮食这些基础的慢慢调整起来。",
        "我今年31，他33。医生朋友说先去做个孕前检查",
        "对，孕前检查挺有必要的，夫妻俩最好一起去，男方也有对应的检查项目。",
        "叶酸我已经在吃了，每天0.4毫克，上个月开始的",
        "很好，一般建议孕前三个月就开始补，你这个时间点挺合适的。",
        "就是我咖啡戒不掉啊，每天两杯美式",
        "不用一下子全戒，一般建议孕期和备孕期咖啡因每天控制在200毫克以内，大概就是一杯中杯美式的量，可以慢慢减。",
    ]),
    (T("03-22", "14:30"), [
        "检查做完了，我一切正常，他精子活力偏低一点，医生让他戒烟戒酒三个月再复查",
        "你这边正常是好消息。活力偏低很常见，生活方式调整以后很多人都能改善，三个月正好是一个生精周期。",
        "他说戒了，我看他偷偷在楼下抽，气死了",
        "哈哈这个确实气人。可以跟他好好聊聊，不是管他，是真的关系到结果，也可以让他试试戒烟贴之类的。",
        "咖啡我减到一天一杯了，换成拿铁",
        "进步很大呀！拿铁奶多一点，也更温和。",
    ]),
    (T("06-07", "10:15"), [
        "老公真的戒了！复查结果好多了，医生说可以正常试了",
        "太棒了！他能坚持下来真不容易，给他点个赞。",
        "我下了个APP记排卵，用试纸测，周期大概30天",
        "30天周期的话排卵一般在第16天左右，试纸配合APP挺好的，不过也别太紧绷，压力大反而影响。",
        "周末去爬了白云山，当锻炼了哈哈",
        "适量运动很好，心情也会放松一些。",
    ]),
    (T("09-13", "20:40"), [
        "这几个月都没成，有点焦虑。医生建议再等三个月，不行就去做输卵管造影",
        "理解你的焦虑。其实正常试孕一年内怀上都算正常范围，医生的安排也挺稳妥的，先别太给自己压力。",
        "美式拿铁我现在都不碰了，只喝大麦茶",
        "大麦茶挺好的，暖暖的。",
        "我妈天天打电话催，烦",
        "长辈催确实让人有压力，可以跟她说你们在按医生的建议来，让她别天天问。",
    ]),
    (T("11-22", "09:30"), [
        "！！！两条杠！！！昨天早上测出来的，不敢相信",
        "啊啊啊恭喜恭喜！！太为你高兴了！",
        "约了下周二去医院抽血查HCG，先不告诉我妈",
        "好的，抽血确认一下比较稳。要不要告诉家里什么时候说都可以，按你们自己的节奏来。",
    ]),
], [
    ("我现在每天还喝几杯咖啡？", ["s4:3"], "update", ["s2:5", "s1:7"]),
    ("我每天吃多少剂量的叶酸？", ["s1:5"], "single-hop"),
    ("孕检的时候医生对我老公提了什么要求？", ["s2:1"], "single-hop"),
    ("我是哪天验出怀孕的？", ["s5:1"], "temporal"),
    ("我的预产期是哪天？", [], "abstain"),
    ("我老公叫什么名字？", [], "abstain"),
    ("怀孕早期能吃螃蟹吗？", [], "abstain"),
]))

# ================================================================ 中文 11：考研
CASES.append(case("d12-zh-kaoyan", "ajie", [
    (T("03-05", "22:10"), [
        "决定了，今年考研，二战。去年差了7分没过线",
        "差7分真的很可惜，不过说明基础是有的，二战很多人都能上岸。",
        "目标还是华科的计算机，专业课408，太难了",
        "408确实难，数据结构、组成原理、操作系统、网络四门一起考，不过你已经复习过一轮，这次可以更有针对性。",
        "现在在一家小公司做测试，打算边上班边复习",
        "在职备考比较辛苦，关键是时间安排和保持节奏。",
        "每天晚上8点到12点学习，周末全天",
        "这个安排挺拼的，注意别熬坏身体，睡眠不够的话效率会打折扣。",
    ]),
    (T("05-17", "19:30"), [
        "我上周辞职了。实在顶不住，白天上班晚上学效率太低了",
        "能理解，这个决定挺需要勇气的。全职复习的话时间会充裕很多，关键是要给自己定好作息。",
        "存款够撑到12月，每月房租1800",
        "那经济上还算能撑住，考完也差不多刚好。",
        "数学一轮快结束了，用的张宇的书",
        "一轮结束就可以开始刷题和总结错题了，进度不错。",
    ]),
    (T("07-26", "13:00"), [
        "跟你说个事，我把目标换成武大了，听说华科今年复试线要涨，武大去年低一点",
        "换学校要考虑的东西挺多的，比如专业课是不是也考408、复试比例这些，你都查过了吧？",
        "查了，也是408，不影响。暑假在图书馆占座，六点半就得去排队",
        "暑假图书馆确实抢手，早起排队也算把作息固定住了。",
        "政治打算9月再开始，听说徐涛的课不错",
        "9月开始政治时间是够的，很多人都是这个节奏。",
    ]),
    (T("10-11", "21:45"), [
        "预报名填完了，最后还是武大，别劝我了哈哈",
        "不劝不劝，定了就好，接下来专心冲刺。",
        "刚做了一套408真题，110分，比上个月进步了20分",
        "进步很明显！保持这个状态，后面重点查漏补缺。",
        "我妈以为我还在上班，不敢告诉她",
        "这个你自己把握，等考完再说也行，现在别让这件事分心。",
    ]),
], [
    ("我现在考研的目标院校是哪所？", ["s3:1", "s4:1"], "update", ["s1:3"]),
    ("第一次考研我离分数线还差几分？", ["s1:1"], "single-hop"),
    ("我数学复习用的是哪位老师的资料？", ["s2:5"], "single-hop"),
    ("我大概是什么时候离职的？", ["s2:1"], "temporal"),
    ("二战报的学校和一战报的是同一所吗？", ["s1:3", "s4:1"], "multi-hop"),
    ("我本科是哪个学校毕业的？", [], "abstain"),
    ("408考哪几门课，各占多少分？", [], "abstain"),
    ("推荐一部周末看的电影吧", [], "abstain"),
]))

# ================================================================ 中文 12：养猫
CASES.append(case("d12-zh-cat", "tingting", [
    (T("01-08", "20:00"), [
        "我捡了只小猫！在公司楼下的花坛里，橘色的，大概两个月大",
        "哇，好有缘！两个月大的小猫要先带去医院做个检查，看看有没有跳蚤、耳螨之类的。",
        "起名叫'土豆'，哈哈哈因为圆滚滚",
        "土豆这个名字太可爱了，橘猫以后估计会越来越圆哈哈。",
        "带去宠物医院看了，有耳螨，开了滴耳液。花了380",
        "耳螨挺常见的，按时滴药一般两三周就好。记得家里的垫子也清洗一下。",
        "我租的房子房东不让养宠物……先偷偷养着吧",
        "这个有点风险哈，最好找机会跟房东沟通一下，比如承诺损坏照价赔偿，有的房东其实没那么介意。",
    ]),
    (T("02-28", "15:20"), [
        "土豆打完第二针疫苗了，还有一针",
        "好的，打完第三针再过一两周抗体就稳定了。",
        "他吃的是皇家幼猫粮，一天喂四顿",
        "幼猫少食多餐挺好的，长大一些可以慢慢减到一天两三顿。",
        "房东来修热水器看到了，居然说没事，只要别抓坏沙发",
        "太好了，心里的石头落地了！可以给沙发套个罩子，再多放几个猫抓板。",
    ]),
    (T("05-16", "11:00"), [
        "上周六带土豆做了绝育，医生说恢复得挺好",
        "恢复好就放心了，伤口那几天别让他舔，伊丽莎白圈戴好。",
        "吃的也换了，皇家太贵，换成网易严选那款了，他也挺爱吃的",
        "换粮记得七天慢慢过渡，新旧混着喂，不然容易软便。",
        "他现在特别喜欢半夜跑酷，凌晨三点在我脸上踩",
        "哈哈猫的夜间活动是天性，睡前陪他玩一会儿逗猫棒消耗掉精力会好一点。",
    ]),
    (T("08-30", "22:30"), [
        "我又领养了一只！三花妹妹，叫'年糕'，在救助站领的",
        "恭喜又添一口！新猫到家最好先隔离一段时间，慢慢让两只熟悉气味。",
        "土豆一开始哈她，现在两只会一起睡了",
        "太好了，磨合得挺快的。",
        "现在一天喂三顿，定时喂食器买了一个",
        "定时喂食器挺省心的，出门也不用担心。",
    ]),
    (T("11-15", "16:00"), [
        "年糕拉肚子三天了，明天带去医院",
        "三天的话确实该去看看了，可以带一点新鲜的便便样本去，方便医生检查。",
        "对了我搬家了，新房子大一点，猫爬架终于放得下了",
        "恭喜乔迁！搬家后猫可能会紧张几天，多给它们一些躲藏的地方。",
    ]),
], [
    ("土豆现在吃的是哪家的粮？", ["s3:3"], "update", ["s2:3"]),
    ("房东知道我在养猫吗？", ["s1:7"], "update", None, T("02-01", "20:00")),
    ("我家那只橘猫最初是在哪儿发现的？", ["s1:1"], "single-hop"),
    ("土豆是哪天做的绝育手术？", ["s3:1"], "temporal"),
    ("我家两只猫分别是怎么来的？", ["s1:1", "s4:1"], "multi-hop"),
    ("年糕拉肚子去医院查出来是什么问题？", [], "abstain"),
    ("我新家在哪个小区？", [], "abstain"),
    ("猫能不能吃葡萄？", [], "abstain"),
]))

# ================================================================ 中文 13：跑外卖
CASES.append(case("d12-zh-waimai", "laozhou", [
    (T("04-02", "23:40"), [
        "兄弟，我开始跑外卖了，厂里放长假，没活干",
        "辛苦了，先有份收入顶着也好。跑单注意安全啊。",
        "美团众包，电动车是自己的，一天跑十个小时能挣两百来块",
        "众包比较自由，想跑就跑，就是单价和单量不太稳定。十个小时挺累的，注意休息。",
        "最烦的就是写字楼，电梯等半天，保安还不让进",
        "写字楼确实是骑手的噩梦，可以提前跟顾客打电话约在门口取，能省不少时间。",
        "今天被一个差评，说汤洒了，我明明包得好好的",
        "被冤枉确实憋屈。可以在App里申诉，平时送汤类的拍张照留个证据，以后好说清楚。",
    ]),
    (T("05-30", "14:00"), [
        "转成专送了，有站点管，单子稳定点，就是不能随便挑单了",
        "专送收入更稳定，不过考勤和派单都要服从站点安排，各有利弊。",
        "电动车电池不行了，换了块新的锂电池，1200",
        "跑单的车电池是命根子，换个好的值。充电别放楼道，注意安全。",
        "老婆说太危险，让我别闯红灯，我说知道知道",
        "嫂子说得对啊，别为了赶一单拿命去拼，超时扣点钱总比出事强。",
    ]),
    (T("07-19", "22:10"), [
        "热死了，今天40度，跑了一天差点中暑",
        "这天气太危险了，一定要多喝水，带点藿香正气水，头晕就赶紧找阴凉地方歇一下。",
        "上周三在路口被一辆小车蹭了，腿擦破点皮，车没啥事，对方赔了500",
        "人没大事就好。擦伤记得消毒，别感染了。",
        "站长说下个月评优秀骑手有奖金，我这个月单量全站第三",
        "厉害啊！全站第三挺有希望的。",
    ]),
    (T("10-05", "21:00"), [
        "厂里叫我回去了，不过我不回了，跑这个一个月能挣七八千，比厂里多",
        "收入高确实是个硬道理。不过也要考虑下社保、身体这些长期的东西。",
        "就是腰不行了，一天坐十几个小时",
        "久坐加颠簸对腰伤害挺大的，可以买个护腰，收工后做做拉伸。",
        "国庆那几天单子爆多，一天跑了六十多单",
        "六十多单太猛了！节假日确实是旺季。",
    ]),
    (T("11-23", "20:30"), [
        "老婆让我考个证，说跑外卖不是长久之计。我在看叉车证",
        "叉车证门槛不高，工厂、物流仓库都需要，算是多一条路。",
        "报了个班，12月开课，周末上",
        "周末上课不耽误跑单，挺合适的。",
    ]),
], [
    ("我现在跑的是众包还是专送？", ["s2:1"], "update", ["s1:3"]),
    ("电动车换电池花了多少钱？", ["s2:3"], "single-hop"),
    ("我当初为什么出来送外卖？", ["s1:1"], "single-hop"),
    ("我被小车剐蹭是哪一天？", ["s3:3"], "temporal"),
    ("我在哪个城市跑外卖？", [], "abstain"),
    ("叉车证考下来一般要多少钱？", [], "abstain"),
    ("那个说汤洒了的差评我申诉成功了吗？", [], "abstain"),
]))

# ================================================================ 中文 14：学吉他
CASES.append(case("d12-zh-guitar", "xiaolin", [
    (T("01-17", "20:30"), [
        "买了把吉他！雅马哈F310，八百多，准备自学",
        "F310是很经典的入门琴，性价比高。自学的话先把几个基础和弦练熟。",
        "左手按弦好痛啊，指尖都凹进去了",
        "刚开始都这样，练一两个月指尖长了茧就不疼了，每次练别太久，疼了就歇会儿。",
        "目标是年底公司年会能弹唱一首《晴天》",
        "有目标很好！不过《晴天》的前奏是指弹，对新手有点难，可以先练扫弦伴奏的部分。",
    ]),
    (T("03-01", "21:00"), [
        "F和弦还是按不响，卡了两个礼拜了",
        "F是新手第一个大坎，几乎所有人都卡过。大横按时食指稍微侧一点，用骨头那一侧去按，手腕往前送。",
        "在B站跟着一个up主学，每天练半小时",
        "每天坚持半小时比周末突击几个小时有效得多。",
        "女朋友说我扰民哈哈，她要睡觉",
        "哈哈可以换个时间练，或者买个弱音夹。",
    ]),
    (T("05-09", "16:00"), [
        "报了个线下班，周六下午两小时，一个月四次600块",
        "有老师当面纠正手型和节奏，进步会快很多。",
        "老师说我节奏感不行，让我买个节拍器",
        "节拍器真的很重要，从慢速开始，稳了再一点点加速度。",
        "F和弦终于响了！！！",
        "恭喜突破！过了F这关后面很多歌都能弹了。",
    ]),
    (T("08-22", "19:40"), [
        "那首歌我换了，周董那首前奏太难了，改成《平凡之路》",
        "《平凡之路》和弦简单、节奏也好把握，弹唱效果很好，年会氛围也合适。",
        "又入了一把电箱，二手的，1500",
        "有电箱的话年会可以直接插音箱，方便多了。",
        "老师回老家了，课就停了。现在又回去跟着B站视频练",
        "有了之前的基础，再看视频自学效率会高不少。",
    ]),
    (T("11-28", "22:00"), [
        "年会定在12月26号，我报名了节目",
        "太好了！最后一个月可以多模拟几次完整表演，找几个朋友当观众。",
        "现在每天练一个小时，手指已经起茧了，不痛了",
        "一个小时的量很充足了，加油！",
    ]),
], [
    ("我现在是怎么学琴的？", ["s4:5"], "update", ["s3:1"]),
    ("我目前是通过什么方式学吉他的？", ["s3:1"], "update", None, T("06-15", "20:00")),
    ("我买的第一把琴是什么型号？", ["s1:1"], "single-hop"),
    ("老师让我添置什么小工具来练节奏？", ["s3:3"], "single-hop"),
    ("公司年会是哪天？", ["s5:1"], "temporal"),
    ("我两把吉他加起来大概花了多少钱？", ["s1:1", "s4:3"], "multi-hop"),
    ("我女朋友叫什么？", [], "abstain"),
    ("我那把二手电箱是什么牌子的？", [], "abstain"),
    ("帮我把'see you tomorrow'翻译成日语", [], "abstain"),
]))

# ================================================================ 中文 15：开网店
CASES.append(case("d12-zh-wangdian", "amin", [
    (T("02-18", "15:00"), [
        "我想在淘宝开个小店卖手工耳环，平时就喜欢做这些",
        "把爱好变成副业挺好的！手工饰品在网上还是有市场的，关键是风格要有辨识度。",
        "材料主要在义乌进，一对成本大概8块，想卖39",
        "毛利空间还可以，不过别忘了算上包装、运费和平台扣点。",
        "我白天还在幼儿园上班，只能晚上做",
        "兼职做的话可以先少量上新，别把自己累垮了。",
        "店名想叫'月亮湾'，好听吗哈哈",
        "挺好听的，温柔又好记，和手工耳环的感觉也搭。",
    ]),
    (T("04-12", "21:10"), [
        "开张了！第一周卖了6对，都是朋友买的哈哈",
        "开门红！朋友先捧场也很重要，可以请她们帮忙写写评价、晒晒图。",
        "拍照好难，手机拍出来颜色都不对。买了个柔光箱",
        "柔光箱能解决很多问题，白平衡也记得调一下，背景用纯色的会更干净。",
        "有个顾客说耳钩过敏，我打算全换成925银的",
        "换成925银针对敏感耳朵友好很多，也可以作为卖点写在详情里。",
    ]),
    (T("06-28", "20:00"), [
        "转战小红书了，淘宝根本没流量，发笔记带链接，一个月出了80多单",
        "这个转变很对，手工饰品特别适合内容种草。",
        "换银针以后成本涨到12块了，定价我也调到45",
        "涨价理由充分，银针本身就是卖点，顾客一般能接受。",
        "上周有一条笔记爆了，两万多赞",
        "太厉害了！可以看看那条笔记有什么特点，后面照着这个方向多发。",
    ]),
    (T("09-06", "18:30"), [
        "我辞职了！全职做这个，幼儿园那边九月底最后一天",
        "恭喜！全职创业挺勇敢的，记得给自己留一些备用金。",
        "请了个兼职帮我打包，我表妹，一小时20",
        "家里人帮忙放心一些，也能把你的时间腾出来做设计。",
        "双十一准备上新，圣诞系列",
        "圣诞系列很应景，可以提前一点预热。",
    ]),
    (T("11-16", "23:00"), [
        "双十一卖了400多单，打包到凌晨两点",
        "太猛了！辛苦了，记得休息一下。",
        "有个商场问我要不要去圣诞市集摆摊，12月20号那周",
        "线下市集能接触到新客户，也能让大家摸到实物，挺值得试试的。",
    ]),
], [
    ("我现在主要在哪个平台上卖耳环？", ["s3:1"], "update", ["s1:1"]),
    ("我的店起的什么名字？", ["s1:7"], "single-hop"),
    ("为了解决拍图偏色我添了什么设备？", ["s2:3"], "single-hop"),
    ("我那条两万多赞的笔记大概是什么时候火的？", ["s3:5"], "temporal"),
    ("帮我打包的表妹叫什么？", [], "abstain"),
    ("小红书笔记怎样才容易上热门？", [], "abstain"),
    ("圣诞市集的摊位费要多少？", [], "abstain"),
]))

# ================================================================ 中文 16：露营
CASES.append(case("d12-zh-camping", "dapeng", [
    (T("03-21", "10:00"), [
        "最近迷上露营了，上周末跟朋友去了趟安吉，装备都是借的",
        "安吉露营很热门，竹林加溪水，体验一般都不错。借装备先试试水挺明智的。",
        "打算自己买一套，帐篷想要个四人的，预算两千以内",
        "两千以内的四人帐选择挺多的，重点看防水指数和搭建难度，带家人的话前厅大一点更舒服。",
        "我老婆不太愿意，怕虫，哈哈",
        "可以选带纱网的帐篷，再带个驱蚊灯，先挑个设施好点的营地，体验好了她可能就喜欢了。",
    ]),
    (T("04-25", "19:20"), [
        "帐篷买了，牧高笛的，1680，还买了天幕",
        "牧高笛口碑不错，配上天幕遮阳挡雨都方便。",
        "五一打算去千岛湖，带老婆和儿子，儿子5岁",
        "五一人多，营地最好提前订。带五岁小孩注意水边安全。",
        "车是途观，后备箱塞得下吧",
        "途观后备箱空间还可以，帐篷、天幕、桌椅基本能放下，东西多的话可以考虑车顶框。",
    ]),
    (T("05-06", "21:00"), [
        "那边营地全满了，临时改去了莫干山，还挺好",
        "莫干山也很不错，凉快，风景也好。",
        "我老婆居然玩得很开心，就是半夜下雨帐篷有点渗水",
        "太好了，成功'拉人入坑'！渗水的话先检查一下接缝，新帐篷一般可以找售后。",
        "儿子在溪边抓了一下午小鱼",
        "小朋友最爱这种了，比玩手机强多了。",
    ]),
    (T("08-01", "22:00"), [
        "夏天太热不去了，等秋天。准备入一个车载冰箱",
        "夏天确实不适合低海拔露营，秋天最舒服。车载冰箱挺实用的。",
        "帐篷那个渗水问题，联系客服给换了一顶新的",
        "售后不错！新帐篷出发前可以先在小区里搭一次试试。",
    ]),
    (T("10-18", "20:15"), [
        "十一去了新疆，自驾了十天，没带帐篷，住的民宿",
        "新疆十天自驾太爽了吧，秋天的喀纳斯和禾木应该特别美。",
        "十二月想带儿子去看双子座流星雨",
        "双子座流星雨是一年里最稳定的流星雨之一，找个光污染少的地方，穿厚一点。",
        "冰箱买了，英得尔的，40升",
        "40升一家三口出去两三天够用了。",
    ]),
], [
    ("五一我们最后在哪儿露的营？", ["s3:1"], "update", ["s2:3"]),
    ("我买的帐篷是什么牌子的？", ["s2:1"], "single-hop"),
    ("我第一次去露营是什么时候？", ["s1:1"], "temporal"),
    ("渗水的那顶帐篷后来怎么处理的，当初花了多少钱买的？", ["s4:3", "s2:1"], "multi-hop"),
    ("我儿子叫什么名字？", [], "abstain"),
    ("明天杭州天气怎么样？", [], "abstain"),
    ("新疆住的那家民宿叫什么？", [], "abstain"),
]))

# ================================================================ 中文 17：照顾中风的父亲
CASES.append(case("d12-zh-stroke-dad", "wangjie", [
    (T("01-25", "21:30"), [
        "我爸上周中风了，左边身子不太能动，现在在市一医院神经内科住院",
        "太难为你们了。中风后早期的治疗和康复都很关键，你自己也要注意休息。",
        "我跟我哥轮流陪床，我白天他晚上",
        "有人轮换好一些，长期陪床很耗人，能分担就分担。",
        "医生说黄金康复期是前三个月，要尽快做康复",
        "对，一般病情稳定后就可以开始康复训练，越早介入效果越好，可以问问医院有没有康复科可以转。",
    ]),
    (T("02-20", "20:00"), [
        "出院了，转到了康复医院，每天做两次康复训练",
        "能进康复医院系统训练挺好的，这个阶段进步往往最快。",
        "请了个护工，一个月7500，有点贵但没办法",
        "护工确实不便宜，但能让你们家属喘口气，长远看是值得的。",
        "我爸脾气变得好差，动不动就发火",
        "中风后情绪变化很常见，有的是脑损伤本身引起的，也有抑郁的因素，可以跟医生提一下，必要时看看心理或者用药。",
    ]),
    (T("04-26", "19:00"), [
        "回家了！康复医院住满两个月就回来了。护工也辞了，我妈说她自己能照顾",
        "回家是个好的里程碑。不过阿姨一个人照顾压力会很大，你们要多留意她的身体。",
        "家里装了扶手，浴室换了防滑垫，还买了个洗澡椅",
        "这些适老化改造很有必要，防摔是第一位的。",
        "他现在拄拐能走二十来米了",
        "进步很大！坚持每天练，会越走越稳。",
    ]),
    (T("07-12", "15:30"), [
        "我妈累倒了，腰间盘突出。还是得请人，找了个白天来的钟点阿姨，一天八小时",
        "阿姨辛苦了，果然一个人扛不住。有钟点阿姨分担，你妈也能好好养腰。",
        "我爸能自己走到楼下花园了，不用拐杖，就是走得慢",
        "太好了，能脱拐是很大的进步！",
        "医生说降压药换成氨氯地平，之前那个吃了老咳嗽",
        "有些降压药确实会引起干咳，换药后注意每天量量血压，看控制得怎么样。",
    ]),
    (T("10-04", "10:00"), [
        "国庆带我爸回了趟老家，坐了三个小时车，他挺高兴的",
        "能回老家看看对他心情肯定很好，路上累不累？",
        "还行。就是我哥调到外地工作了，以后周末没人跟我换班了",
        "那你周末的压力一下子大了，要记得给自己留点时间，别把自己也累垮了。",
    ]),
], [
    ("现在白天主要是谁在照看我爸？", ["s4:1"], "update", ["s3:1"]),
    ("现在家里是谁在照顾我爸？", ["s3:1"], "update", None, T("05-20", "21:00")),
    ("我爸的降压药为什么换了？", ["s4:5"], "single-hop"),
    ("在康复医院那阵请的人一个月要多少钱？", ["s2:3"], "single-hop"),
    ("我爸大概是什么时候中风的？", ["s1:1"], "temporal"),
    ("我爸今年多大年纪？", [], "abstain"),
    ("中风以后多久可以开车？", [], "abstain"),
]))

# ================================================================ 中文 18：退休学钓鱼
CASES.append(case("d12-zh-fishing", "laochen", [
    (T("03-28", "18:00"), [
        "退休了没事干，跟老同事学钓鱼，先学的台钓",
        "钓鱼是个好爱好，能出门晒太阳，也能跟老同事聚聚。",
        "买了根5.4米的竿子，三百多，在水库边坐了一下午就钓了两条小鲫鱼",
        "开头都这样，台钓讲究调漂和打窝，多去几次就有感觉了。",
        "老伴说我钓鱼还不如去菜市场买，哈哈",
        "哈哈这是所有钓鱼人都听过的话，钓的是乐趣嘛。",
    ]),
    (T("05-23", "20:30"), [
        "现在改玩路亚了，台钓太磨性子，路亚走来走去还能锻炼",
        "路亚确实运动量大一些，边走边抛，对身体也好。",
        "入了一套路亚竿，禧玛诺的轮子，一共一千二",
        "禧玛诺的轮子很耐用，这套装备能用好多年。",
        "上周日在江边中了条一斤多的翘嘴，开心坏了",
        "翘嘴的冲击感很强，第一条肯定很难忘！",
    ]),
    (T("07-04", "21:00"), [
        "天热鱼不开口，这个月基本没去",
        "盛夏中午确实难钓，要去的话清早或者傍晚好一些，也防中暑。",
        "加了个路亚群，群主组织八月去新安江钓鲈鱼",
        "新安江水好鱼多，跟着群里有经验的人去能学不少。",
        "我孙子暑假来了，说要跟我去钓鱼，才七岁",
        "带小孩钓鱼注意水边安全，给他穿上救生衣。",
    ]),
    (T("09-19", "17:30"), [
        "新安江那趟没去成，老伴八月份做了个小手术，我在家陪她",
        "陪老伴要紧，钓鱼以后有的是机会。她恢复得怎么样？",
        "她恢复得不错了。我答应她以后钓鱼每周最多去两次",
        "这个约定挺好的，兼顾了家里。",
        "最大的记录更新了，上礼拜在水库打了条三斤二两的鲈鱼",
        "三斤多的鲈鱼很可观了！恭喜破纪录。",
    ]),
    (T("11-08", "16:00"), [
        "天冷了鲈鱼不好打，老同事又拉我回去台钓鲫鱼，冬天就这么钓了",
        "冬天钓鲫鱼也是一种乐趣，选晴天中午，找深一点的水。",
        "孙子说寒假还要在来，要钓大鱼",
        "那得提前找个好钓点，让小家伙过过瘾。",
    ]),
], [
    ("我钓到过最大的鱼有多重？", ["s4:5"], "update", ["s2:5"]),
    ("我那套路亚装备一共花了多少？", ["s2:3"], "single-hop"),
    ("那条翘嘴是哪天钓上来的？", ["s2:5"], "temporal"),
    ("老伴是哪个月做的手术？", ["s4:1"], "temporal"),
    ("我孙子多大了，寒假来打算干什么？", ["s3:5", "s5:3"], "multi-hop"),
    ("我孙子叫什么名字？", [], "abstain"),
    ("钓鲈鱼用什么颜色的饵比较好？", [], "abstain"),
]))


def parse(t):
    return datetime.fromisoformat(t)


def validate(cases):
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    assert len(cases) == 18, len(cases)
    for c in cases:
        assert c["id"].startswith("d12-"), c["id"]
        assert 3 <= len(c["sessions"]) <= 5, (c["id"], len(c["sessions"]))
        turn = {}
        prev = None
        for si, s in enumerate(c["sessions"]):
            st = parse(s["time"])
            assert prev is None or st > prev, (c["id"], s["id"], "sessions out of order")
            prev = st
            assert 4 <= len(s["turns"]) <= 8 and len(s["turns"]) % 2 == 0, (c["id"], s["id"], len(s["turns"]))
            for ti, t in enumerate(s["turns"]):
                turn[t["id"]] = (t["role"], st, si, ti)
        assert prev < parse(ASK)
        for q in c["questions"]:
            where = (c["id"], q["id"], q["query"])
            assert q["type"] in TYPES, where
            qt = parse(q["time"])
            ev, stale = q["evidence"], q.get("stale", [])
            if q["type"] == "abstain":
                assert ev == [] and not stale, where
            else:
                assert ev, where
            if q["type"] == "multi-hop":
                assert len(ev) >= 2, where
            if stale:
                assert q["type"] == "update", where
            for tid in ev + stale:
                assert tid in turn, (where, tid)
                assert turn[tid][0] == "user", (where, tid)
                assert turn[tid][1] < qt, (where, tid, "ask time not after turn")
            for s_id in stale:
                assert (turn[s_id][2], turn[s_id][3]) < min((turn[e][2], turn[e][3]) for e in ev), (where, s_id)
            if q["type"] == "update" and not stale:
                # asked at its own time, between the old turn (evidence) and a newer one
                assert q["time"] != ASK, where
                assert any(turn[t][0] == "user" and turn[t][1] > qt for t in turn), where


validate(CASES)

if "--show" in sys.argv:
    for c in CASES:
        text = {t["id"]: t["content"] for s in c["sessions"] for t in s["turns"]}
        stime = {t["id"]: s["time"] for s in c["sessions"] for t in s["turns"]}
        print(f"\n=== {c['id']}", file=sys.stderr)
        for q in c["questions"]:
            print(f"[{q['type']}] {q['query']}  @{q['time'][:10]}", file=sys.stderr)
            for tid in q["evidence"]:
                print(f"    + {tid} {stime[tid][:10]}: {text[tid]}", file=sys.stderr)
            for tid in q.get("stale", []):
                print(f"    - {tid} {stime[tid][:10]}: {text[tid]}", file=sys.stderr)
    sys.exit(0)

counts = Counter(q["type"] for c in CASES for q in c["questions"])
lang = Counter(("zh" if "-zh-" in c["id"] else "en") for c in CASES)
by_lang = Counter((("zh" if "-zh-" in c["id"] else "en"), q["type"]) for c in CASES for q in c["questions"])
own_time = sum(1 for c in CASES for q in c["questions"] if q["type"] == "update" and q["time"] != ASK)

print(json.dumps({
    "name": "dialogues-12",
    "version": 1,
    "description": "18 unseen multi-session user/assistant chats (9 English, 9 Simplified Chinese) across 2026 on fresh everyday "
                   "domains, with update (some asked mid-history), single-hop, temporal, multi-hop and abstain questions; "
                   "evidence and stale name user turns.",
    "cases": CASES,
}, ensure_ascii=False, indent=1))

print(f"cases: {len(CASES)} {dict(lang)}  questions: {sum(counts.values())}", file=sys.stderr)
print(f"by type: {dict(sorted(counts.items()))}  (update asked at own time: {own_time})", file=sys.stderr)
for lg in ("en", "zh"):
    print(f"  {lg}: " + ", ".join(f"{k}={by_lang[(lg, k)]}" for k in sorted(TYPES)), file=sys.stderr)
