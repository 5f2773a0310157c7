"""dialogues-13: 18 multi-session user/assistant chats (9 in natural English, 9 in colloquial
Simplified Chinese), each one user talking with a chatbot assistant over 3-5 sessions spread across
2026, small talk mixed in with facts that change over time (plans moved, things replaced, numbers
updated).

Domains (one per case):
  English: learning to sail (Singapore), adopting a rescue greyhound (Fremantle), a home espresso
  setup (Kuala Lumpur), first-marathon training (Singapore), caring for a mother with dementia
  (Manila), a small online candle shop (Penang), a kitchen renovation (Perth), a child's piano
  lessons (Hong Kong), a new job in another city (Perth -> Singapore).
  Chinese: 考公务员, 养多肉, 自驾西藏, 开奶茶店, 孩子小升初, 装修婚房, 成人学游泳, 退休后学摄影, 照顾二胎.

Counts by category (144 questions): update 31 (4 of them asked at their own earlier time, with the
old turn as evidence and no stale), single-hop 30, temporal 20, multi-hop 12, abstain 51.

Questions are asked at 2026-11-30T20:00:00+08:00 unless a question carries its own ask time.
Evidence and stale ids always name user turns. Abstain questions have empty evidence: personal
details never stated on the case's own topic, general knowledge on that topic, and unrelated
requests or trivia.

Written in session 30 by a helper that read no other data set or generator (only the
dialogue_case.py format builder), as an honest unseen test.
"""
import json
import sys
from collections import Counter

from dialogue_case import case_builder

ASK = "2026-11-30T20:00:00+08:00"
case = case_builder(ASK)

CASES = []

# ---------------------------------------------------------------- English 1: learning to sail
CASES.append(case("d13-en-sailing", "d13-user-arjun", [
    ("2026-02-14T21:10:00+08:00", [
        "Finally did it, I signed up for a beginner dinghy course at the sailing club out at Changi. Four Saturday mornings starting March 7th.",
        "Nice! Four sessions is a good intro. Do you know what boats they use?",
        "Little single-handers called Picos apparently. The whole thing was S$480 including the club's lifejackets, which felt fair.",
        "That's reasonable for a Level 1 course with equipment. Picos are forgiving boats to learn on.",
        "The instructor's a guy named Farid, he's been teaching there like 15 years. Anyway it's rained all week here, hope that clears up.",
        "Sounds like you're in good hands. Early March is usually drier, so fingers crossed.",
    ]),
    ("2026-03-08T19:30:00+08:00", [
        "First sailing lesson yesterday! I capsized twice lol. Once on purpose for the drill, once very much not on purpose.",
        "Ha, that's a rite of passage. How did the recovery go?",
        "Got the boat back up both times. But I forgot sunscreen and my neck is fried. Lesson learned.",
        "Ouch. Aloe and plenty of water, and maybe a long-sleeve rash guard for next week.",
        "Already on it. Went to Decathlon this afternoon and got my own buoyancy aid too, 95 bucks. The club ones smell like a wet dog.",
        "Having your own that fits properly makes a big difference. Enjoy lesson two!",
    ]),
    ("2026-05-20T22:00:00+08:00", [
        "Update: passed Level 1! Farid said my tacking is decent but my gybes are sketchy.",
        "Congrats! Gybes take time for everyone. Planning to keep going?",
        "Yeah, signed up for Level 2, starts June 13th. It's pricier, S$560, but it's five sessions and on bigger boats.",
        "Good progression. Level 2 usually covers more boat handling and stronger wind.",
        "Also been browsing for a second-hand Laser. I told myself I won't spend more than S$2,500 on one.",
        "That's a realistic budget for an older Laser. Check the hull for soft spots and the mast step.",
        "My colleague Mei Ling races a two-person boat and asked if I'd crew for her sometime. Kind of nervous haha.",
        "Crewing is a great way to learn fast. Say yes!",
    ]),
    ("2026-06-10T08:45:00+08:00", [
        "Bit of a bummer, the club emailed: Level 2 is pushed back to July 11 because Farid hurt his shoulder.",
        "Sorry to hear that, hope he recovers quickly. Will someone else teach it?",
        "Yeah a new instructor called Hannah is taking over the course. She's ex-national team apparently.",
        "That could be a real bonus, and you get an extra month to practise.",
        "True. Mei Ling says I can crew for her in the club regatta in September, so I'll go out with her on weekends in the meantime.",
        "Perfect timing. Time on the water with an experienced racer is invaluable.",
    ]),
    ("2026-09-27T20:15:00+08:00", [
        "Did the regatta with Mei Ling last Sunday. We came 5th out of 14 boats!",
        "That's a great result for a first regatta! How did it feel?",
        "Exhausting, my hands are still blistered. But I'm hooked. Level 2 is done too, Hannah signed me off last month.",
        "Amazing progress this year. Next step, your own boat?",
        "Yeah, found a 2014 Laser for S$3,200 with a new sail. Decided to bump my budget up to that, the cheaper ones all needed work.",
        "Sounds like a sensible call. A boat that needs no repairs gets you sailing sooner.",
        "Viewing it Saturday. Also my sunburn days are over, I live in a long-sleeve rash guard now lol.",
        "Ha, good habit. Good luck with the viewing!",
    ]),
], [
    ("When does my Level 2 sailing course start?", ["s4:1"], "update", ["s3:3"]),
    ("What's the most I'm prepared to pay for a used Laser these days?", ["s5:5"], "update", ["s3:5"]),
    ("How much did I pay for the buoyancy aid I bought for myself?", ["s2:5"], "single-hop"),
    ("Which kind of boat did the beginner course have us learning on?", ["s1:3"], "single-hop"),
    ("What date was the regatta I sailed with Mei Ling?", ["s5:1"], "temporal"),
    ("How much did my two sailing courses cost altogether?", ["s1:3", "s3:3"], "multi-hop"),
    ("What's the name of the boat Mei Ling races?", [], "abstain"),
    ("Can you give me a quick banana bread recipe?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 2: rescue greyhound
CASES.append(case("d13-en-greyhound", "d13-user-claire", [
    ("2026-01-18T20:40:00+08:00", [
        "I think I'm finally going to adopt a greyhound. Put in an application with the rescue group in Fremantle this morning.",
        "Exciting! Greyhounds make lovely, laid-back companions. What's the process like?",
        "They do a home check, then a meet-and-greet on the 24th. The tricky part is I've got a cat, Pepper, so they need to find one that's cat-tested.",
        "Good that they test for that. Plenty of ex-racers are fine with cats, but it's worth doing the intro slowly.",
        "Yeah. Pepper is 9 and very much the boss of the house, so we'll see lol. Also the heat this week is brutal, 41 yesterday.",
        "Oof, stay cool. Greyhounds feel the heat too, so a cool tiled spot will help once one arrives.",
    ]),
    ("2026-02-02T18:05:00+08:00", [
        "She's home!! Her name's Rosie, 4 years old, brindle, raced 38 times apparently and won 3.",
        "Welcome home, Rosie! How's the first day going?",
        "She's spent most of it lying upside down on the couch. Adoption fee was $350, which covered desexing, vaccinations and a microchip.",
        "Great value with all that included. Lying upside down like that is a very good sign she's relaxed.",
        "Pepper hissed at her once and Rosie just looked away. I've booked her in with Dr Nguyen at the vet on South Terrace for a check-up next week.",
        "That's a promising first reaction. An early check-up is smart.",
    ]),
    ("2026-04-12T09:20:00+08:00", [
        "Vet says Rosie's a bit skinny at 27 kilos, wants her closer to 29. So I'm upping her food.",
        "Makes sense for an ex-racer, they're often kept very lean. Increase it gradually.",
        "I'm back in the office three days a week now, so my neighbour Gus pops in at lunch and takes her round the block on those days.",
        "That's a nice arrangement. A midday break helps a lot with settling.",
        "She still whines when I leave though. Might get a trainer in for the separation stuff.",
        "A trainer can help. Short practice departures and a long-lasting chew when you go can also make a difference.",
    ]),
    ("2026-07-05T16:30:00+08:00", [
        "Weigh-in today, Rosie's 29.5 kg now! Dr Nguyen's happy, we're keeping her food where it is.",
        "Great result! Sounds like she's at a healthy weight.",
        "Bad news is Gus moved to Bunbury, so now she goes to a doggy daycare in Hilton on my office days. $55 a day, but she loves it.",
        "Sad to lose a good neighbour, but daycare sounds like a good fit, and good socialising.",
        "Also she's in a winter coat now, a fleece one I got for $42. Greyhounds have no fat, poor thing.",
        "Very practical, they really do feel the cold.",
    ]),
    ("2026-10-19T21:00:00+08:00", [
        "Rosie had her teeth cleaned last Wednesday and they pulled two teeth. Bill came to $600, ouch.",
        "Ouch indeed, but ex-racers often have poor teeth, so it's worth doing. How's she recovering?",
        "Eating soft food for a week but otherwise fine. And guess what, I came home and found her and Pepper asleep on the same bed.",
        "That's adorable. Sounds like they've sorted out the pecking order.",
        "Pepper's definitely still in charge haha. Thinking of getting Rosie a second greyhound friend next year, but one at a time.",
        "Lots of greyhounds enjoy a companion. No rush.",
    ]),
], [
    ("How much does Rosie weigh at the moment?", ["s4:1"], "update", ["s3:1"]),
    ("Who takes care of Rosie on the days I go into the office?", ["s4:3"], "update", ["s3:3"]),
    ("How old is my cat?", ["s1:5"], "single-hop"),
    ("When did Rosie get her dental cleaning done?", ["s5:1"], "temporal"),
    ("What have Rosie's adoption and her dental work cost me combined?", ["s2:3", "s5:1"], "multi-hop"),
    ("What's Rosie's microchip number?", [], "abstain"),
    ("How long do greyhounds usually live?", [], "abstain"),
    ("What's the best way to get red wine out of a carpet?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 3: home espresso
CASES.append(case("d13-en-espresso", "d13-user-marcus", [
    ("2026-01-11T10:15:00+08:00", [
        "Morning! Just unboxed my first proper espresso machine, a Gaggia Classic Pro. Paid RM1,899 at a shop in Bangsar.",
        "Nice choice, it's a classic for a reason. What are you grinding with?",
        "A hand grinder for now, a 1Zpresso J-Max I borrowed from my brother Daniel. Buying a real grinder can wait a couple of months.",
        "A J-Max is very capable for espresso, just a bit of a workout each morning.",
        "Haha yes, my forearm is getting stronger. My wife Aisyah doesn't drink dairy so I'll be learning to steam oat milk.",
        "Barista-edition oat milks steam best, they're made to foam.",
    ]),
    ("2026-02-22T09:40:00+08:00", [
        "Dialled in finally. 18 grams in, 36 out, about 28 seconds. Beans from Kopi Hutan, a small roaster in TTDI.",
        "Classic 1:2 ratio, a great starting point. How does it taste?",
        "Chocolatey, bit nutty. A 250g bag is RM48 there, so not cheap.",
        "Small-batch roasts usually aren't, but fresh beans make a huge difference.",
        "Latte art is still a blob though. Aisyah calls them my 'clouds'.",
        "Everyone starts with clouds. Get the milk texture right first, the pouring comes after.",
    ]),
    ("2026-04-05T15:00:00+08:00", [
        "Daniel wanted his grinder back so I bit the bullet and got a Eureka Mignon Specialita for RM2,150.",
        "Big upgrade in convenience. Stepless adjustment makes dialling in much easier.",
        "Also switched to a lighter Ethiopian from Kopi Hutan, so now I'm doing 18 in, 40 out, around 30 seconds. Much fruitier.",
        "Makes sense, lighter roasts often do better with a longer ratio.",
        "Made my first proper heart this morning! Posted it in the family group chat, nobody cared lol.",
        "Ha, their loss. Congrats on the heart!",
    ]),
    ("2026-08-17T19:50:00+08:00", [
        "Machine was leaking around the group head, so on Saturday I replaced the gasket myself. Watched like five YouTube videos first.",
        "Nice DIY! Was the old one hard and cracked?",
        "Rock hard. Also descaled it. I'm going to do that every two months since the water here is pretty hard.",
        "Sensible schedule. Use a proper descaler rather than vinegar to protect the boiler.",
        "Oh and Aisyah now drinks my flat whites every day, with Oatside. She's converted.",
        "A convert at home, the best review you can get.",
    ]),
    ("2026-11-08T11:30:00+08:00", [
        "Thinking of adding a PID kit to the Gaggia for temperature stability. About RM450 on Shopee.",
        "A PID can help a lot on the Classic Pro, especially with lighter roasts.",
        "Bean change again, Kopi Hutan stopped doing the Ethiopian so I'm on their Colombian now, back to 18 in 36 out.",
        "Makes sense for a medium roast. Keep tweaking to taste.",
        "Yeah. Also I've cut down to 2 coffees a day, was hitting 4 and not sleeping.",
        "Good call. Caffeine after mid-afternoon really affects sleep for a lot of people.",
    ]),
], [
    ("What dose and yield am I pulling my shots at right now?", ["s5:3"], "update", ["s3:3", "s2:1"]),
    ("What does a bag of beans from my usual roaster cost?", ["s2:3"], "single-hop"),
    ("How often did I say I'd descale the Gaggia?", ["s4:3"], "single-hop"),
    ("When did I swap out the group head gasket?", ["s4:1"], "temporal"),
    ("What brand of descaler do I use?", [], "abstain"),
    ("How much did I pay for my milk pitcher?", [], "abstain"),
    ("What water temperature is ideal for brewing espresso?", [], "abstain"),
    ("Who won the 2022 football World Cup?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 4: first marathon
CASES.append(case("d13-en-marathon", "d13-user-sofia", [
    ("2026-03-02T21:30:00+08:00", [
        "Ok I'm doing it. Signing up for my first full marathon, the Penang Bridge one in November. Goal is under 4:15.",
        "Exciting! That gives you a good eight months. Do you have a running base already?",
        "I run about 25 km a week and did a couple of 10Ks last year. Going to follow the Hal Higdon novice plan, 18 weeks.",
        "Solid plan for a first marathon, and you've got time to build base before the 18 weeks start.",
        "My flatmate Joanne thinks I'm insane lol. Her idea of cardio is walking to the hawker centre.",
        "Ha, everyone has their own sport. Good luck with the build!",
    ]),
    ("2026-05-10T08:15:00+08:00", [
        "Joined a running club, the East Side Harriers. They do Tuesday nights at East Coast Park, 7:30pm.",
        "Running with a group is great for motivation and learning pacing.",
        "Bought new shoes too, Asics Novablast 5, S$189. My old Pegasus were at like 900 km.",
        "Definitely time to retire those. Ease the new ones in on shorter runs first.",
        "Weather is killing me though. 30 degrees at 6am, what is this.",
        "The humidity here is tough. Hydrate well and run by feel on hot days.",
    ]),
    ("2026-08-04T20:00:00+08:00", [
        "Did a half marathon time trial on Sunday morning along the park connector: 1:58:40! First time under 2 hours.",
        "Huge milestone, congrats! That bodes well for the marathon.",
        "Bad news though. Work is sending me to Jakarta the week of the Penang race, so I've switched to the Singapore Marathon on December 6 instead.",
        "Annoying, but an extra couple of weeks of training doesn't hurt, and no travel on race day.",
        "True, I get to sleep in my own bed. Longest run so far is 26 km.",
        "Right on track. The 30+ km runs will come over the next couple of months.",
    ]),
    ("2026-09-21T22:10:00+08:00", [
        "Ugh. Strained my left calf on a 30 km run last weekend. Physio says 2-3 weeks of no running.",
        "So sorry. Calf strains are common at this stage of a build. Can you cross-train?",
        "Pool running and cycling. Seeing a physio called Ms Tan at S$120 a session, she's booked me in for three sessions.",
        "Good, structured rehab will get you back safely.",
        "Realistically I'm dropping my goal to 4:30. Just want to finish without getting hurt.",
        "Very sensible. Finishing healthy is the real goal for a first marathon.",
    ]),
    ("2026-11-15T18:40:00+08:00", [
        "Back to full training, calf is fine. Did 32 km yesterday at an easy pace. Three weeks to go!",
        "Brilliant comeback. Taper time soon.",
        "Joanne's going to come cheer at the 35k mark with a sign. She's making it herself, I'm scared.",
        "That'll be a great boost when it gets tough.",
        "Planning to take a gel every 45 minutes. Going with Maurten, tried them on long runs and my stomach's fine.",
        "Good that you've practised with them. Nothing new on race day!",
    ]),
], [
    ("Which marathon am I running?", ["s3:3"], "update", ["s1:1"]),
    ("What finish time am I aiming for in my marathon?", ["s4:5"], "update", ["s1:1"]),
    ("Which marathon am I training for?", ["s1:1"], "update", None, "2026-06-01T20:00:00+08:00"),
    ("What evening does my running club get together?", ["s2:1"], "single-hop"),
    ("When did I do my half marathon time trial?", ["s3:1"], "temporal"),
    ("What do the new running shoes plus the booked physio sessions come to?", ["s2:3", "s4:3"], "multi-hop"),
    ("What's my resting heart rate?", [], "abstain"),
    ("What's the current men's marathon world record?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 5: mother with dementia
CASES.append(case("d13-en-dementia", "d13-user-paolo", [
    ("2026-02-08T22:30:00+08:00", [
        "Rough week. My mom, Lourdes, got diagnosed with early-stage Alzheimer's on Thursday. She's 78.",
        "I'm so sorry, Paolo. That's a lot to take in. How are you holding up?",
        "Numb, honestly. The neurologist, Dr Reyes at St Luke's BGC, started her on donepezil 5 mg at night.",
        "Donepezil is a common first medication. Some people get vivid dreams when it's taken at night, so keep an eye on that.",
        "My sister Carla lives in Cebu so it's mostly on me. She said she'll send 10k pesos a month to help.",
        "That helps. It may also be worth agreeing early on how the two of you will share decisions.",
    ]),
    ("2026-03-15T19:00:00+08:00", [
        "Hired a daytime caregiver for Mom, Aling Tess. Weekdays 8 to 6, 18,000 pesos a month.",
        "That should give you room to work. How is your mom taking to her?",
        "Suspicious at first, now they watch teleseryes together. Mom keeps asking where Dad is though. He passed in 2019.",
        "That's very hard. Many caregivers find gentle redirecting works better than correcting her each time.",
        "Yeah, I've started saying he's at work. Feels awful but she calms down.",
        "That's a compassionate choice and a very common approach. Be kind to yourself too.",
    ]),
    ("2026-05-06T23:10:00+08:00", [
        "Scariest day of my life. Sunday evening Mom walked out while Tess was in the bathroom. We found her two hours later at the Baclaran church.",
        "How frightening. I'm so glad she was found safe. Is she okay?",
        "Tired and confused but fine. I've put alarms on the front and back doors, and she now wears an ID bracelet with my number on it.",
        "Both are good safety steps. Keeping a recent photo of her handy for emergencies also helps.",
        "Also rearranging her room so the bathroom is easier to find at night. Put a nightlight in the hallway.",
        "Lighting and clear paths can really cut down night-time confusion.",
    ]),
    ("2026-06-20T17:45:00+08:00", [
        "Follow-up with Dr Reyes today. He increased the donepezil to 10 mg since she handled the 5 well.",
        "That's the usual step-up. Watch for nausea or sleep changes in the first few weeks.",
        "Tess is leaving at the end of the month, her daughter is giving birth in Iloilo. I've found a live-in caregiver, Joy, starting July 1 at 22,000 a month.",
        "Live-in care may actually give you better coverage, especially at night.",
        "Yeah after the wandering scare I feel better with someone there 24/7.",
        "That peace of mind matters a lot.",
    ]),
    ("2026-10-04T20:20:00+08:00", [
        "Joy's been great. Mom even lets her do her hair now. Small things.",
        "Those small things matter. Sounds like a good match.",
        "I joined a caregiver support group that meets every second Saturday at a parish hall in Makati. Helps to talk to people who get it.",
        "Support groups can be a real lifeline. I'm glad you found one.",
        "Carla's coming home for Christmas, first time in two years. Mom might not recognise her, which scares me.",
        "It may help to prepare Carla for that, and to keep the visit calm and familiar.",
    ]),
], [
    ("What dose of donepezil is Mom taking now?", ["s4:1"], "update", ["s1:3"]),
    ("Who is looking after Mom these days?", ["s4:3"], "update", ["s2:1"]),
    ("What did I do to keep Mom safe after she wandered off?", ["s3:3"], "single-hop"),
    ("On what date did Mom get her Alzheimer's diagnosis?", ["s1:1"], "temporal"),
    ("When did Mom go missing from the house?", ["s3:1"], "temporal"),
    ("After my sister's monthly contribution, how much of the caregiver's pay do I cover myself each month?", ["s4:3", "s1:5"], "multi-hop"),
    ("What's Mom's blood type?", [], "abstain"),
    ("What are the seven stages of Alzheimer's disease?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 6: online candle shop
CASES.append(case("d13-en-candles", "d13-user-nadia", [
    ("2026-02-01T14:00:00+08:00", [
        "So I've officially opened my little candle shop on Shopee! It's called Lamp & Lune. Only 6 scents for now.",
        "Congrats on launching! What sizes and prices are you going with?",
        "Just one size, 200g tins, RM39 each. The wax is a soy blend I buy from a supplier in Klang.",
        "A single size is a sensible start. Keeps stock simple.",
        "Pouring happens on my kitchen table lol. My cat Mochi has already walked through one tray.",
        "Ha, a classic small-business hazard. Maybe cure them in a room with the door shut?",
    ]),
    ("2026-03-30T21:15:00+08:00", [
        "First full month: 62 orders! Way more than I expected. Pandan Kaya is the runaway bestseller.",
        "That's a strong first month! Local-inspired scents really stand out.",
        "Shipping is eating me though. I'm using J&T, about RM7 a parcel to West Malaysia.",
        "You could try a free-shipping threshold to encourage bigger baskets.",
        "Good idea. Maybe free shipping above RM100.",
        "That could nudge people into buying three tins instead of two.",
    ]),
    ("2026-07-06T18:30:00+08:00", [
        "Wax prices went up again so I had to raise mine. The 200g tin is RM45 now, from this week.",
        "It happens. A short note explaining the change usually goes down well with customers.",
        "I also switched suppliers, now getting a coconut-soy blend from a company in Johor Bahru. Burns cleaner.",
        "Coconut-soy blends are popular for the cleaner burn and good scent throw.",
        "And I added a smaller 100g tin at RM25 for gifting.",
        "Great for impulse buys and gift sets.",
    ]),
    ("2026-08-25T22:00:00+08:00", [
        "Did my first in-person pop-up at the Hin Bus Depot market on Sunday! Sold 48 candles in one day.",
        "Amazing! Selling in person builds loyal customers too.",
        "Met a cafe owner, Mr Lim, who wants my candles in his place in George Town on consignment, 70/30 split.",
        "That's a good opportunity. Get the consignment terms in writing.",
        "Yes yes. My feet were dead after standing 9 hours though.",
        "Bring a stool next time!",
    ]),
    ("2026-11-02T20:45:00+08:00", [
        "October was nuts, 141 orders, mostly Deepavali gift sets.",
        "Congrats, that's more than double your first month.",
        "I've moved out of the kitchen finally. Renting a small room in a shophouse on Chulia Street for RM600 a month as my workshop.",
        "A dedicated space will make it much easier to scale.",
        "Mochi is offended she can't supervise anymore.",
        "She'll find something else to walk through.",
    ]),
], [
    ("What's the price of my 200g candle now?", ["s3:1"], "update", ["s1:3"]),
    ("Roughly what does each parcel cost me to ship?", ["s2:3"], "single-hop"),
    ("What cut did the cafe owner offer me on consignment?", ["s4:3"], "single-hop"),
    ("When did I do my first in-person market?", ["s4:1"], "temporal"),
    ("What's my shop's rating on Shopee?", [], "abstain"),
    ("What's Mr Lim's cafe called?", [], "abstain"),
    ("What fragrance load percentage is recommended for soy wax?", [], "abstain"),
    ("How do I fix a dripping kitchen tap?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 7: kitchen renovation
CASES.append(case("d13-en-kitchen", "d13-user-tom", [
    ("2026-03-03T20:00:00+08:00", [
        "Jess and I are finally doing the kitchen. First quote is from Coastline Kitchens, $28,000 without appliances.",
        "Exciting! Worth getting at least two or three quotes to compare.",
        "Yeah, getting two more. Jess has her heart set on real Carrara marble benchtops, and we want an island with seating for four.",
        "An island with seating is a great addition if you've got about a metre of clearance around it. Marble is beautiful but does etch and stain.",
        "The kitchen's 1994 original, peach tiles and all. The kids call it the salmon kitchen.",
        "Ha, the salmon kitchen's days are numbered.",
    ]),
    ("2026-04-01T21:10:00+08:00", [
        "We've gone with a local builder, Mark Doyle. $31,500, a bit dearer, but he includes the benchtops and the plumbing and his reviews are excellent.",
        "Having benchtops and plumbing included often makes it the fairer comparison. Good reviews count for a lot.",
        "Start date is May 11. It's supposed to take about six weeks.",
        "Sounds good. Plan a temporary kitchen setup for those weeks.",
        "Oh and we've changed our minds on the benchtop. Going with a porcelain slab instead of the marble, Jess got scared off by the staining stories.",
        "Porcelain is very heat- and stain-resistant, though edges can chip if knocked hard.",
    ]),
    ("2026-05-02T10:00:00+08:00", [
        "Small hiccup: the cabinets are delayed at the factory, so Mark's pushed the start to June 1.",
        "Annoying, but better than starting and stalling halfway. Does it move the end date?",
        "He reckons finish by mid-July now. We've set up a temporary kitchen in the laundry with an induction hot plate and the microwave.",
        "That'll get you through. A slow cooker and air fryer are lifesavers too.",
        "Bought the appliances this weekend: Bosch oven, induction cooktop and dishwasher, $6,200 for the lot on a bundle deal.",
        "Good price for a bundle. Make sure Mark has the cut-out specs.",
    ]),
    ("2026-07-26T17:30:00+08:00", [
        "IT'S DONE. Mark's team finished on Friday. The salmon kitchen is dead, long live the white kitchen.",
        "Congratulations! How does it feel?",
        "Amazing. Only one snag, a drawer that doesn't close properly, and he's coming back Wednesday to fix it.",
        "Snag lists are normal. Good that he's responsive.",
        "Jess has already cooked three roasts in the new oven. The kids fight over the island stools.",
        "Sounds like a kitchen that's already well used!",
    ]),
    ("2026-10-11T15:20:00+08:00", [
        "Thinking of doing the laundry next, since it was our temporary kitchen and it's looking rough.",
        "Natural next step. Using the same builder can make things smoother.",
        "Mark quoted $9,800 for the laundry. We're going to wait until after Christmas though.",
        "Sensible, gives you time to save and plan.",
        "Also the porcelain has held up great, not a single stain even after Jess's beetroot phase.",
        "Ha, beetroot is the ultimate test. Good to hear.",
    ]),
], [
    ("What did we end up choosing for the kitchen benchtops?", ["s2:5"], "update", ["s1:3"]),
    ("How many people was our kitchen island meant to seat?", ["s1:3"], "single-hop"),
    ("How much did our new kitchen appliances set us back?", ["s3:5"], "single-hop"),
    ("What day did the builders wrap up the kitchen?", ["s4:1"], "temporal"),
    ("What did the new kitchen cost us all up, builder plus appliances?", ["s2:1", "s3:5"], "multi-hop"),
    ("What colour are the handles on our new cabinets?", [], "abstain"),
    ("How long does tile grout need to cure before it gets wet?", [], "abstain"),
    ("How do you say 'good morning' in Japanese?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 8: child's piano lessons
CASES.append(case("d13-en-piano", "d13-user-grace", [
    ("2026-01-20T21:00:00+08:00", [
        "Chloe (she's 7) started piano lessons last week! Her teacher is Ms Lau, she comes to our flat in Tai Koo on Wednesdays after school.",
        "How lovely! How did Chloe find the first lesson?",
        "She loved it. It's HK$350 for 45 minutes. We're practising on a digital keyboard for now.",
        "A keyboard is fine early on. Short daily practice beats one long session a week.",
        "Ms Lau suggested 15 minutes a day. Getting a 7 year old to sit still for 15 minutes is a battle haha.",
        "A sticker chart, and letting her pick one fun piece, can help a lot.",
    ]),
    ("2026-03-14T16:30:00+08:00", [
        "We bought a real piano! A second-hand Yamaha U1 for HK$18,000, carried up 12 floors. The movers were heroes.",
        "A U1 is a wonderful instrument. Let it settle a couple of weeks, then get it tuned.",
        "Tuner is coming on the 28th. Ms Lau wants Chloe to sit ABRSM Grade 1 in June.",
        "That's plenty of time for Grade 1 if she practises regularly.",
        "Her little brother Ethan (4) keeps banging on it during her practice. Chaos.",
        "Maybe give him his own turn right after hers so he doesn't feel left out.",
    ]),
    ("2026-05-04T20:10:00+08:00", [
        "Lessons have moved to Saturdays at 10am. Chloe joined the school swim team and Wednesday is training.",
        "Saturday mornings can actually be nicer, she'll be fresher.",
        "Exam date is confirmed: June 16, at the centre in Wan Chai. She's nervous about the sight-reading.",
        "A couple of minutes of easy sight-reading every day builds confidence quickly.",
        "Ms Lau bumped practice up to 25 minutes a day until the exam.",
        "Makes sense this close to an exam.",
    ]),
    ("2026-07-23T22:15:00+08:00", [
        "Grade 1 result came in: Merit, 124 marks! Chloe was over the moon.",
        "Wonderful! Please pass on my congratulations.",
        "We celebrated with dim sum at her favourite place and she got to pick a new book.",
        "A perfect celebration.",
        "Ms Lau is raising her fee to HK$380 from September. Fair enough, she's been great.",
        "A modest increase for a teacher who's getting results.",
    ]),
    ("2026-10-25T19:00:00+08:00", [
        "Chloe's started on Grade 2 pieces, aiming for the exam next spring. Her favourite is a little jazzy one.",
        "A piece she loves will keep her motivated.",
        "And Ethan has decided he wants drum lessons. Our neighbours are going to hate us.",
        "An electronic kit with headphones might save your neighbourly relations!",
        "Ha, we're looking at one. Chloe also played at the school concert last Friday, first time on a real stage.",
        "What a milestone. How did she do?",
        "A tiny slip in the middle but she kept going, which I was so proud of.",
        "Recovering from a slip is exactly what performers learn to do. Well done, Chloe!",
    ]),
], [
    ("Which day of the week is Chloe's piano lesson?", ["s3:1"], "update", ["s1:1"]),
    ("How many minutes a day is Chloe supposed to practise?", ["s1:5"], "update", None, "2026-04-01T20:00:00+08:00"),
    ("What piano did we buy and what did it cost?", ["s2:1"], "single-hop"),
    ("When was Chloe's school concert performance?", ["s5:5"], "temporal"),
    ("What's the name of Chloe's school?", [], "abstain"),
    ("What mark did Chloe get for sight-reading in her Grade 1 exam?", [], "abstain"),
    ("How many keys does a standard piano have?", [], "abstain"),
    ("What's the weather going to be like in Tokyo this weekend?", [], "abstain"),
]))

# ---------------------------------------------------------------- English 9: new job in another city
CASES.append(case("d13-en-newjob", "d13-user-ben", [
    ("2026-02-16T20:30:00+08:00", [
        "Big news: I accepted the job in Singapore! Data engineer at a logistics company called Portline. Start date April 6.",
        "Congratulations! That's a big move. How are you feeling?",
        "Excited and terrified. Leaving Perth after 31 years. Amy's staying here for now, she can't leave her nursing job yet.",
        "Long distance is hard but doable with a plan for visits.",
        "It's only a 5 hour flight and the same time zone, so that helps. Now just waiting on my Employment Pass.",
        "Same time zone makes calls much easier. Fingers crossed for the EP.",
    ]),
    ("2026-03-12T19:00:00+08:00", [
        "EP got approved on Tuesday! Booked a flight for April 2.",
        "Fantastic! Where will you stay at first?",
        "An Airbnb in Tiong Bahru for the first month, S$3,100. Ridiculous but I'll find something proper once I'm there.",
        "Makes sense, viewing places in person is much better.",
        "Selling my car this weekend. Going to miss that old Corolla.",
        "Public transport there is excellent, you won't miss driving much.",
    ]),
    ("2026-04-26T21:40:00+08:00", [
        "Found a room! Common room in a condo in Queenstown, S$1,650 a month. Flatmates are a Malaysian couple, super nice.",
        "Great find. Queenstown is well connected too.",
        "Commute is 25 minutes on the MRT to the office in Tanjong Pagar.",
        "Very manageable.",
        "First three weeks at work have been fine. My manager, Priya, is very chill. The hawker centre is dangerous though, I've had chicken rice like 9 times.",
        "Ha, a very Singaporean problem. Try the laksa and rojak next.",
    ]),
    ("2026-06-28T18:00:00+08:00", [
        "Amy visited for 10 days! We did Sentosa, the zoo, and way too much chilli crab.",
        "Sounds like a wonderful visit. How did she find Singapore?",
        "She loved it. We've decided she'll move over in January, she's applying for nursing registration here.",
        "That's a big step. Registration can take a while, so starting early is smart.",
        "So I'll need a proper place for two. Looking at 1-bedroom condos around S$3,500.",
        "That's realistic for a 1-bedroom in a lot of the city fringe areas.",
    ]),
    ("2026-11-22T16:10:00+08:00", [
        "Moved into a 1-bed in Commonwealth last weekend! S$3,300 a month, and it has a balcony.",
        "Congratulations! Commonwealth is a nice, convenient area.",
        "Amy's flight is January 11. Her registration came through last week.",
        "Everything's falling into place!",
        "Also getting promoted to senior data engineer from next month. Priya pushed for it.",
        "Well deserved, congratulations!",
    ]),
], [
    ("Is Amy going to join me in Singapore?", ["s4:3"], "update", ["s1:3"]),
    ("What's my monthly rent at the moment?", ["s5:1"], "update", ["s3:1"]),
    ("Who's my boss at Portline?", ["s3:5"], "single-hop"),
    ("On what date was my Employment Pass approved?", ["s2:1"], "temporal"),
    ("When does Amy fly over?", ["s5:3"], "temporal"),
    ("What's my Employment Pass FIN number?", [], "abstain"),
    ("What's the top personal income tax rate in Singapore?", [], "abstain"),
    ("Can you recommend a good sci-fi novel?", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 1：考公务员
CASES.append(case("d13-zh-kaogong", "d13-user-linxiao", [
    ("2026-01-10T22:30:00+08:00", [
        "决定了，今年辞职全职备考公务员。先冲江苏省考，笔试定在3月21号。",
        "决定挺大的，加油！岗位想好报哪个了吗？",
        "想报南京市税务局的一个科员岗，要求会计专业，我正好对口，招2个人。",
        "专业对口的岗位竞争会相对小一些，挺好的选择。",
        "报了个粉笔的系统班，1980块，心疼死了。现在行测模考才62分，申论更惨。",
        "刚开始62分很正常，系统刷两个月题提升会很明显的。",
    ]),
    ("2026-03-23T21:00:00+08:00", [
        "前天考完省考了！行测感觉还行，资料分析居然做完了，就是申论最后那篇大作文写得太赶。",
        "辛苦啦！资料分析能做完已经很不错了。成绩大概什么时候出？",
        "说是4月中旬。这两天先躺平，昨天跟女朋友小雨去玄武湖走了一圈。",
        "考完放松一下很应该，等成绩的时候别太焦虑。",
        "嗯，我妈天天问考得咋样，压力山大哈哈。",
        "家里人关心嘛，跟她说成绩一出来就第一个告诉她~",
    ]),
    ("2026-04-20T20:15:00+08:00", [
        "成绩出了！行测68，申论61，岗位排第3，进面了！",
        "恭喜进面！招2个你排第3，面试发挥好完全有机会逆袭。",
        "面试定在5月16号，结构化面试。报了个面试班，8天封闭集训，4800块。",
        "结构化面试多练很有用，集训能很快把答题框架搭起来。",
        "最怕的是一紧张就说不出话，我平时跟人说话都容易脸红。",
        "可以多对着镜子或者录视频练，练熟了就没那么紧张了。",
    ]),
    ("2026-06-03T23:00:00+08:00", [
        "面试结果出来了，没上岸。综合排名还是第3，差了1.2分。",
        "很遗憾，差得真的很少，说明实力是够的。接下来有什么打算？",
        "不想放弃，准备冲今年的国考。这回想报深圳海关，小雨明年要去深圳工作。",
        "目标明确挺好的。国考一般10月中旬报名、11月底笔试，时间还算充裕。",
        "嗯，先在一家培训机构找了份助教兼职，一个月4000，好歹有点收入。",
        "有收入心态会稳很多，还能顺便巩固知识。",
    ]),
    ("2026-10-22T21:30:00+08:00", [
        "国考报名成功啦，报的深圳海关一个综合岗，招3个人，已经快200人报了哈哈。",
        "竞争激烈，不过招3个机会还是有的。现在模考成绩怎么样？",
        "行测模考稳定在74左右了，比年初高了一大截！申论还是60出头。",
        "进步很大！申论可以多看范文，练练归纳概括。",
        "笔试是11月29号，就剩一个多月了，冲冲冲。",
        "最后一个月保持节奏，注意作息，加油！",
    ]),
], [
    ("我现在报考的是哪个单位的岗位？", ["s4:3", "s5:1"], "update", ["s1:3"]),
    ("我行测模考现在一般能考多少分？", ["s5:3"], "update", ["s1:5"]),
    ("我现在在打什么工？一个月挣多少？", ["s4:5"], "single-hop"),
    ("省考面试最后跟上岸差了多少分？", ["s4:1"], "single-hop"),
    ("江苏省考的笔试我是哪天考的？", ["s2:1"], "temporal"),
    ("备考报的那两个班加起来花了多少钱？", ["s1:5", "s3:3"], "multi-hop"),
    ("我的国考准考证号是多少？", [], "abstain"),
    ("最近有什么好看的韩剧推荐吗？", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 2：养多肉
CASES.append(case("d13-zh-duorou", "d13-user-zhouzhou", [
    ("2026-03-08T15:20:00+08:00", [
        "最近入坑多肉了！在淘宝一家叫“肉肉小院”的店买了一堆，桃蛋、玉露、熊童子啥的，一共23盆。",
        "哈哈欢迎入坑！春天正是多肉的生长季，很适合开始。",
        "我家阳台朝南，但是在成都嘛，太阳不多，阴天比较多。",
        "成都光照偏弱，多肉容易徒长，可以考虑加个补光灯。",
        "土是店家推荐的配方，颗粒土七成、泥炭三成。浇水打算一周一次。",
        "颗粒多透气好，春季一周一次差不多，看盆土干透了再浇更稳。",
    ]),
    ("2026-04-19T11:00:00+08:00", [
        "天呐我的桃蛋开花了！！昨天早上发现的，粉粉的小花超可爱。",
        "恭喜！桃蛋开花挺治愈的，想留种的话可以试试授粉。",
        "另外有几盆真的徒长了，脖子老长，买了个补光灯129块，每天开8个小时。",
        "补光有用的，已经徒长的可以砍头重新扦插。",
        "我妈说我阳台快变成多肉大棚了，她晾衣服都没地方了哈哈。",
        "哈哈可以考虑加个花架往上发展~",
    ]),
    ("2026-07-21T22:40:00+08:00", [
        "呜呜呜熊童子黑腐了，没救回来，就这么没了。成都夏天又闷又湿。",
        "好可惜，闷热确实是多肉过夏的一道坎。其他的还好吗？",
        "其他的还行。现在改成半个月浇一次了，沿着盆边少浇一点，还加了个小风扇对着吹。",
        "夏天控水加通风是对的，尽量傍晚浇，别中午浇。",
        "还买了个遮阳网，50%遮光的，35块。",
        "遮阳网很实用，能防晒伤。",
    ]),
    ("2026-10-12T16:00:00+08:00", [
        "秋天了肉肉们开始上色，桃蛋粉得不行！现在一共41盆了，又没忍住买了好多。",
        "秋季温差大正是上色的时候，41盆已经很壮观了哈哈。",
        "又补了一盆熊童子，这次是在花鸟市场买的，25块。发誓这次一定养活它。",
        "注意夏天通风控水就好，成都冬天不算太冷，问题不大。",
        "浇水现在又改回一周一次了。闺蜜小鹿也被我带入坑了。",
        "秋天生长季，一周一次没问题。又多了个肉友~",
    ]),
], [
    ("我现在一共有多少盆多肉？", ["s4:1"], "update", ["s1:1"]),
    ("我现在隔多久给多肉浇一次水？", ["s4:5"], "update", ["s3:3"]),
    ("我那个补光灯花了多少钱，一天开几个小时？", ["s2:3"], "single-hop"),
    ("我给多肉用的土是什么比例？", ["s1:5"], "single-hop"),
    ("桃蛋开花是哪一天发现的？", ["s2:1"], "temporal"),
    ("我的玉露是哪天换的盆？", [], "abstain"),
    ("多肉为什么会化水？", [], "abstain"),
    ("明天北京天气怎么样？", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 3：自驾西藏
CASES.append(case("d13-zh-xizang", "d13-user-wanglei", [
    ("2026-04-06T21:00:00+08:00", [
        "今年终于要自驾去西藏了！走318川藏线，从成都出发，计划7月10号走。",
        "经典路线！318沿途风景绝了。开什么车去？",
        "开我自己那台哈弗H6，四驱的。一起去的还有阿强和他老婆小芳，两台车。",
        "两台车结伴走更安全。出发前记得做个全面保养，备胎也检查一下。",
        "预算每人一万五左右，来回大概20天。",
        "20天挺充裕的，可以慢慢走适应海拔。",
    ]),
    ("2026-06-15T20:20:00+08:00", [
        "出发时间改了，公司7月的年假批不下来，只能改到8月1号出发。",
        "8月也不错，就是雨季，注意塌方和泥石流路段。",
        "是啊，阿强说要带拖车绳和防滑链。车已经保养完了，换了四条新轮胎，花了3200。",
        "上高原换新胎很有必要，安心多了。",
        "还买了两盒红景天，听说要提前一周开始吃。",
        "可以提前吃着，不过最关键还是慢慢上、别剧烈运动、多喝水。",
    ]),
    ("2026-08-13T23:30:00+08:00", [
        "到拉萨啦！！昨天下午进的城，12天开了2100多公里。",
        "恭喜到达！一路辛苦了，身体还好吗？",
        "小芳在理塘那晚高反了，头疼还吐，吸了一晚上氧才缓过来。我还好，就是晚上睡不太着。",
        "理塘海拔4000多，高反很常见，现在好了就好。到拉萨先休息两天再活动。",
        "明天去布达拉宫，门票200，提前三天就约好了。",
        "布达拉宫台阶多，慢慢爬别着急。",
    ]),
    ("2026-08-30T19:00:00+08:00", [
        "已经回到成都了。回程本来想原路返回，最后改走青藏线到西宁，再从西宁开回来的。",
        "青藏线风景又不一样，可可西里、青海湖都很值得。",
        "在可可西里看到藏羚羊了！还远远看到两只狼。",
        "太幸运了！",
        "算了下账，每人最后花了一万八，超了三千，主要是油费和住宿比想的贵。",
        "高原油耗确实高，整体还算可控。",
    ]),
    ("2026-11-16T20:40:00+08:00", [
        "在整理西藏的照片，准备做本相册送给阿强他们当新年礼物。",
        "这个礼物很有心意！",
        "明年想去新疆跑独库公路，听说6月才通车，打算明年7月去。",
        "独库公路是季节性开放的，7月去正合适，景色很棒。",
    ]),
], [
    ("我们最后是哪天从成都出发去西藏的？", ["s2:1"], "update", ["s1:1"]),
    ("出发前给车换轮胎花了多少钱？", ["s2:3"], "single-hop"),
    ("从拉萨回来我们走的哪条路线？", ["s4:1"], "single-hop"),
    ("我们是哪天到的拉萨？", ["s3:1"], "temporal"),
    ("阿强的老婆路上是不是身体不舒服了？在哪儿？", ["s1:3", "s3:3"], "multi-hop"),
    ("我的车牌号是多少？", [], "abstain"),
    ("珠峰大本营海拔多高？", [], "abstain"),
    ("红烧肉怎么做比较好吃？", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 4：开奶茶店
CASES.append(case("d13-zh-naicha", "d13-user-xiaochen", [
    ("2026-01-25T22:00:00+08:00", [
        "我想在长沙开一家奶茶店，纠结是加盟还是自己做品牌。",
        "各有利弊：加盟省心但费用高、限制多，自己做灵活但得自己搞研发和供应链。有看中的品牌吗？",
        "看了一个加盟品牌，加盟费加设备要8万。店面看中了岳麓区大学城附近一个35平的铺子，月租8500。",
        "大学城客流稳，但寒暑假会掉得很厉害，要提前算好。",
        "对，这个我也担心。我男朋友阿杰说支持我，周末可以来帮忙。",
        "有人支持很重要~",
    ]),
    ("2026-03-10T21:30:00+08:00", [
        "最后决定不加盟了，自己做品牌，店名叫“柚见”，主打水果茶。",
        "好名字！水果茶在年轻人里很受欢迎。",
        "去杭州学了10天技术，学费6800，配方基本都摸清楚了。计划5月1号开业。",
        "五一开业赶上假期客流，时间不错。",
        "招了两个大学生兼职，一小时18块。",
        "学生兼职灵活，就是开学以后排班要注意。",
    ]),
    ("2026-04-28T23:10:00+08:00", [
        "崩溃，今天消防验收没过，要整改，开业只能推到5月20号了。",
        "别急，整改完再开更安全。5月20号也好，520寓意不错。",
        "哈哈阿杰也这么说。招牌定了杨枝甘露，卖16块一杯。",
        "杨枝甘露定16块在大学城挺有竞争力的。",
        "还有个霸气柚子，12块，算是店名同款。",
        "店名同款好记，适合做主推。",
    ]),
    ("2026-06-08T22:30:00+08:00", [
        "开业快三周了，每天大概能卖300杯，比预期好！",
        "开门红！学生口碑起来以后会更稳。",
        "美团外卖也上了，外卖占三成左右。",
        "外卖能补一补暑假客流下降的缺口。",
        "就是太累了，每天早上9点到晚上11点都在店里。",
        "注意身体，可以排个轮休。",
    ]),
    ("2026-09-20T21:00:00+08:00", [
        "暑假那两个月真的惨，一天就一百二十杯左右。开学以后回来了，现在一天能卖380杯。",
        "开学回暖还更高了，说明回头客不少。",
        "杨枝甘露涨到18了，芒果太贵了。柚子那款没动。",
        "原料涨价调价很合理，保证品质就好。",
        "打算年底在梅溪湖开第二家店，阿杰说要辞职过来一起干。",
        "扩张是好事，第二家店的选址和人手要提前规划。",
    ]),
], [
    ("我的店现在一天大概卖多少杯？", ["s5:1"], "update", ["s4:1"]),
    ("店里的杨枝甘露现在卖多少钱一杯？", ["s5:3"], "update", ["s3:3"]),
    ("店打算哪天开业来着？", ["s2:3"], "update", None, "2026-04-01T20:00:00+08:00"),
    ("兼职的学生每小时给多少钱？", ["s2:5"], "single-hop"),
    ("店里消防验收没通过是哪天的事？", ["s3:1"], "temporal"),
    ("我店的营业执照号是多少？", [], "abstain"),
    ("开奶茶店一般要办哪些证？", [], "abstain"),
    ("帮我写一首关于秋天的小诗。", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 5：孩子小升初
CASES.append(case("d13-zh-xiaoshengchu", "d13-user-liumama", [
    ("2026-01-15T21:40:00+08:00", [
        "我家豆豆今年六年级，小升初愁死我了。在杭州，民办要摇号，公办对口的是青枫中学，口碑一般般。",
        "理解，小升初确实让家长很焦虑。民办打算报哪所？",
        "想报城西实验中学，民办的，学费一年3万8。去年摇中率大概30%。",
        "30%不算低，但也要做好没摇中的准备，公办也可以好好规划。",
        "他数学还行，英语拖后腿，报了个英语一对一，一周两次，一小时280。",
        "一对一针对性强，坚持几个月会有明显进步。",
    ]),
    ("2026-04-22T20:00:00+08:00", [
        "民办报名截止了，最后还是报了城西实验。摇号在5月中旬。",
        "报好了就放平心态等结果吧。",
        "豆豆最近迷上篮球了，每周二周四放学去打，我怕影响学习，他爸说让他打。",
        "运动对孩子身心都好，安排得当不会影响学习的。",
        "也是。他现在一米五二了，蹿得好快。",
        "正是长个子的时候，睡眠和营养要跟上。",
    ]),
    ("2026-05-18T22:15:00+08:00", [
        "今天摇号结果出来了，没摇中……豆豆倒是无所谓，我哭了一晚上。",
        "抱抱，落空真的很难受。不过公办也有很多孩子学得很好。",
        "那就去青枫中学了。听说他们初一按开学摸底考分班，我想暑假给他补补数学。",
        "暑假做好衔接是个好办法，重点放在数学和英语。",
        "英语一对一接着上，数学报了个暑期衔接班，2400块，7月6号开课。",
        "安排得挺好，注意劳逸结合。",
    ]),
    ("2026-09-05T19:30:00+08:00", [
        "开学一周了，摸底考豆豆考了全班第8，进了实验班！",
        "太棒了！暑假没白努力。",
        "班主任是个姓方的老师，教数学的，听说特别严。",
        "严格的老师往往对孩子帮助很大。",
        "英语一对一改成一周一次了，他作业太多了。",
        "合理调整，别让孩子太累。",
    ]),
    ("2026-11-10T21:00:00+08:00", [
        "期中考试成绩出来了，豆豆年级排名从开学时的120多名进步到65名。",
        "进步很大！孩子自己一定也很有成就感。",
        "他还进了校篮球队，每周三周五训练。",
        "学习运动两不误，真不错。",
        "就是手机管不住，我们约好了只有周末能玩，一次两小时。",
        "有约定就好，坚持执行，最好让孩子一起参与定规则。",
    ]),
], [
    ("豆豆的英语一对一现在每周上几次？", ["s4:5"], "update", ["s1:5"]),
    ("暑假的数学衔接班交了多少钱？", ["s3:5"], "single-hop"),
    ("豆豆班主任是教哪一科的？", ["s4:3"], "single-hop"),
    ("民办摇号结果是什么时候出来的？", ["s3:1"], "temporal"),
    ("豆豆打篮球的时间前后有什么变化？", ["s2:3", "s5:3"], "multi-hop"),
    ("豆豆的学籍号是多少？", [], "abstain"),
    ("杭州中考总分是多少分？", [], "abstain"),
    ("有没有好用的记账App推荐？", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 6：装修婚房
CASES.append(case("d13-zh-hunfang", "d13-user-xiaozhao", [
    ("2026-02-20T21:00:00+08:00", [
        "婚房终于交房了！郑州东区，89平两室一厅，准备开始装修。",
        "恭喜！想好什么风格了吗？",
        "琳琳想要奶油风，我无所谓，她开心就行哈哈。找了家装修公司，半包报价12万。",
        "半包的话主材要自己买，记得把主材预算留出来。",
        "婚期定在10月2号，所以最晚8月底得完工，还要留时间通风。",
        "时间有点紧但来得及，装完最好通风两三个月再住。",
    ]),
    ("2026-04-20T20:40:00+08:00", [
        "前天水电验收，过了！工长老孙人挺靠谱的。",
        "水电是隐蔽工程，验收通过很关键。",
        "地面本来想铺木地板，后来装了地暖，就改成全屋铺瓷砖了，750x1500的大板。",
        "地暖配瓷砖导热好，也不怕变形，大板看着也大气。",
        "琳琳她妈来看了一眼，说厨房太小，我们在想要不要把阳台打通。",
        "打通之前先确认是不是承重墙、物业允不允许。",
    ]),
    ("2026-06-25T22:00:00+08:00", [
        "增项太多了，装修公司的总价从12万涨到13万8了，心累。",
        "增项确实常见，后面再有变更最好都书面确认价格。",
        "厨房阳台最后没打通，物业不让。橱柜定下来了，一共2万3。",
        "不打通也可以靠橱柜设计把空间用足。",
        "婚期也改了，琳琳奶奶说10月2号日子不好，改到明年元旦了。",
        "这样装修和通风的时间都宽裕多了。",
    ]),
    ("2026-09-12T19:20:00+08:00", [
        "硬装完工了！找第三方测了甲醛，主卧0.09，有点超标。",
        "超过0.08的国标了，入住前多通风一段时间，再复测一次。",
        "家具都进场了，沙发是琳琳挑的，奶白色，9800。",
        "奶白色沙发很搭奶油风，注意防污哦。",
        "每天开窗通风，还买了三台空气净化器。",
        "通风是最有效的，净化器辅助。",
    ]),
    ("2026-11-15T20:30:00+08:00", [
        "又测了一次甲醛，主卧降到0.04了，达标！",
        "太好了，可以放心入住了。",
        "打算12月中旬搬进去，先住进去再办婚礼。",
        "提前住进去也能把家布置得更有生活气。",
        "琳琳已经在网上买了一堆绿植和挂画，快递堆满门口了哈哈。",
        "哈哈，新家马上就有样子了。",
    ]),
], [
    ("我跟琳琳的婚礼现在定在什么时候？", ["s3:5"], "update", ["s1:5"]),
    ("主卧最近一次测甲醛是多少？", ["s5:1"], "update", ["s4:1"]),
    ("家里地面最后铺的是什么？为啥这么选？", ["s2:3"], "single-hop"),
    ("厨房和阳台为什么最后没打通？", ["s3:3"], "single-hop"),
    ("水电验收是哪天做的？", ["s2:1"], "temporal"),
    ("橱柜加沙发一共花了多少钱？", ["s3:3", "s4:3"], "multi-hop"),
    ("我们新房在几楼？", [], "abstain"),
    ("今天美元兑人民币汇率是多少？", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 7：成人学游泳
CASES.append(case("d13-zh-youyong", "d13-user-xiaoya", [
    ("2026-04-11T20:10:00+08:00", [
        "30岁了还是个旱鸭子，终于报了个成人游泳班！南山的一个室内游泳馆，10节课1800块。",
        "什么时候学都不晚！先学蛙泳吗？",
        "对，先学蛙泳。教练姓黄，每周六下午3点上课。",
        "蛙泳是最常见的入门泳姿，多练蹬腿。",
        "小时候掉过一次水里，现在一到深水区就慌，有点怕。",
        "很正常，先在浅水区把漂浮和换气练熟，安全感会慢慢建立起来的。",
    ]),
    ("2026-05-16T21:00:00+08:00", [
        "第五节课了，今天终于能不扶板游过去了！虽然只有10米哈哈。",
        "恭喜！从0到10米是最难的一步。",
        "买了副新泳镜，之前那个老起雾，新的是防雾的，花了89。",
        "好泳镜体验提升很大，记得别用手擦镜片内侧。",
        "就是耳朵老进水，难受一整晚。",
        "可以试试硅胶耳塞，或者游完歪头单脚跳一跳把水控出来。",
    ]),
    ("2026-07-05T19:40:00+08:00", [
        "10节课上完了，现在能连续蛙泳50米了！",
        "进步神速！接下来打算学什么？",
        "续报了自由泳班，8节课1600。黄教练调去别的馆了，现在是李教练带我。",
        "自由泳换气比较难，多练侧头换气。",
        "上课改到每周三晚上7点了，周六要陪我妈去医院复查。",
        "希望阿姨复查一切顺利。",
    ]),
    ("2026-09-27T22:20:00+08:00", [
        "今天自己去游了1000米，蛙泳自由泳混着游，花了45分钟！",
        "1000米太厉害了！已经完全不是旱鸭子了。",
        "还办了游泳馆的年卡，一年2680。",
        "经常去的话年卡摊下来很划算。",
        "男朋友阿凯说国庆想去三亚，我终于可以下海了哈哈。",
        "海里和泳池不一样，注意浪和离岸流，在有救生员的区域游。",
    ]),
    ("2026-10-12T20:00:00+08:00", [
        "三亚回来了！在亚龙湾浮潜了，看到好多小丑鱼。",
        "太棒了！学会游泳以后世界都不一样了吧。",
        "阿凯还不会游，他现在也想报班了哈哈，我推荐他去找李教练。",
        "哈哈，现在换你当他的榜样了。",
    ]),
], [
    ("我现在的游泳教练是谁？", ["s3:3"], "update", ["s1:3"]),
    ("我买的防雾泳镜多少钱？", ["s2:3"], "single-hop"),
    ("我办的那张包年的游泳卡花了多少？", ["s4:3"], "single-hop"),
    ("我第一次不扶浮板游是哪天？", ["s2:1"], "temporal"),
    ("蛙泳班和自由泳班一共花了多少学费？", ["s1:1", "s3:3"], "multi-hop"),
    ("我去的那个游泳馆叫什么名字？", [], "abstain"),
    ("男子100米蝶泳世界纪录是多少？", [], "abstain"),
    ("手机内存满了怎么清理？", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 8：退休后学摄影
CASES.append(case("d13-zh-sheying", "d13-user-laozhou", [
    ("2026-03-02T10:30:00+08:00", [
        "我今年退休了，教了三十五年语文。老伴让我找点爱好，我想学学摄影。",
        "恭喜退休！摄影是个好爱好，能出门走走，还能记录生活。",
        "儿子给我买了台相机，索尼A7C2，配了个24-105的镜头，他说花了一万五左右。",
        "这套配置很全面，风景人像都能拍。",
        "报了老年大学的摄影班，每周四下午，一学期600块。",
        "老年大学的课很系统，还能认识同好。",
    ]),
    ("2026-04-15T16:00:00+08:00", [
        "上周五跟摄影班的同学去婺源拍油菜花了，三天两夜，拍了800多张。",
        "婺源油菜花季很美！有满意的作品吗？",
        "有一张晨雾里的村子我最喜欢，王老师说构图不错，就是曝光有点过了。",
        "晨雾场景容易过曝，可以试试降一点曝光补偿。",
        "我老伴李桂芬不爱出门，这次没去，下次拉她一起。",
        "带上老伴一起旅行拍照，也是很好的回忆。",
    ]),
    ("2026-06-20T20:00:00+08:00", [
        "我拍的那张婺源晨雾，在社区摄影比赛拿了二等奖！奖品是一个三脚架。",
        "太厉害了，恭喜周老师！",
        "计划9月跟班里去新疆拍胡杨，大概12天，每人报价9800。",
        "新疆秋天的胡杨很壮观，注意昼夜温差。",
        "最近在学后期，用Lightroom，眼睛有点跟不上，字太小了哈哈。",
        "可以把界面字体调大一点，或者外接个大显示器。",
    ]),
    ("2026-08-28T21:10:00+08:00", [
        "新疆改期了，说胡杨最好看是10月中旬，改成10月10号出发。",
        "10月中旬胡杨正黄，改得好。",
        "老伴这回答应一起去了！给她也报了名，两个人一共19600。",
        "太好了，一起去更有意思。",
        "又买了一支70-200的长焦，二手的，6500。",
        "拍远景和人文抓拍都很好用。",
    ]),
    ("2026-10-26T15:30:00+08:00", [
        "新疆回来了，轮台的胡杨林金灿灿的，拍了两千多张，挑出30张满意的。",
        "收获满满！准备怎么展示？",
        "王老师建议我投稿市里的老年摄影展，12月截稿。",
        "很好的机会，可以挑几张有故事性的。",
        "老伴在那边着凉感冒了，回来躺了三天，现在好了。",
        "新疆秋天温差大，好了就好，多休息。",
    ]),
], [
    ("去新疆拍胡杨是哪天出发的？", ["s4:1"], "update", ["s3:3"]),
    ("新疆拍胡杨打算几月份去？", ["s3:3"], "update", None, "2026-07-15T20:00:00+08:00"),
    ("我这台相机是谁给买的？", ["s1:3"], "single-hop"),
    ("社区摄影比赛得奖给了什么奖品？", ["s3:1"], "single-hop"),
    ("去婺源拍油菜花是什么时候？", ["s2:1"], "temporal"),
    ("我现在手上的两支镜头分别是什么焦段？", ["s1:3", "s4:5"], "multi-hop"),
    ("我的相机快门次数现在多少了？", [], "abstain"),
    ("摄影里的黄金分割构图是什么意思？", [], "abstain"),
]))

# ---------------------------------------------------------------- 中文 9：照顾二胎
CASES.append(case("d13-zh-erbao", "d13-user-xiaowu", [
    ("2026-03-20T23:50:00+08:00", [
        "半夜喂奶中……二宝小满是3月8号出生的，男孩，出生6斤4两。",
        "恭喜！半夜喂奶辛苦了。你身体恢复得怎么样？",
        "顺产的，恢复还行。请了个月嫂，26天16800，真的救命。",
        "月嫂能帮大忙，你可以趁这段时间多休息。",
        "就是老大朵朵5岁了，有点吃醋，老说妈妈不爱她了。",
        "很常见，每天留一点只陪朵朵的时间，让她当小帮手，会好很多。",
    ]),
    ("2026-04-10T21:30:00+08:00", [
        "前天给小满办了满月酒，在小区旁边的酒店摆了6桌。",
        "热闹！小满满月快乐！",
        "月嫂走了，现在我婆婆从安徽老家过来帮忙带。",
        "有家里人帮忙很好，育儿观念不一样的时候多沟通。",
        "奶水不够，现在混合喂养，奶粉用的是飞鹤星飞帆。",
        "混合喂养很常见，注意奶瓶消毒和冲调比例。",
    ]),
    ("2026-07-08T22:00:00+08:00", [
        "小满4个月体检，体重14斤2两，身长65，医生说长得很好。",
        "长得很棒！",
        "婆婆下个月要回老家了，公公身体不好。我们在找住家育儿嫂，报价七千五。",
        "住家育儿嫂尽量找有经验有证的，多面试几个。",
        "朵朵最近好多了，还会给弟弟唱歌。",
        "真暖心，说明你的陪伴起作用了。",
    ]),
    ("2026-08-20T20:40:00+08:00", [
        "育儿嫂定了，姓周，四川人，8月15号上岗的，最后谈到每月七千。",
        "谈下来不错，头几周多观察磨合。",
        "我9月1号要回去上班了，产假结束，好舍不得。",
        "回归职场需要适应，下班后的陪伴质量更重要。",
        "小满开始吃米粉了，第一口就吐出来哈哈。",
        "哈哈正常，多试几次就习惯了。",
    ]),
    ("2026-11-08T21:15:00+08:00", [
        "小满8个月了，会爬了！就是晚上还要醒两三次。",
        "会爬了太好了！这个月龄夜醒很常见。",
        "朵朵上幼儿园大班了，报了个舞蹈班，每周六上午。",
        "舞蹈班挺好，能练练体态。",
        "奶粉换成爱他美了，星飞帆他喝了老便秘。",
        "换奶粉要循序渐进，新旧混着过渡一周左右。",
    ]),
], [
    ("现在白天是谁在帮我带小满？", ["s4:1"], "update", ["s2:3"]),
    ("坐月子请月嫂花了多少钱？", ["s1:3"], "single-hop"),
    ("朵朵的舞蹈课是什么时候上？", ["s5:3"], "single-hop"),
    ("小满的满月酒是哪天办的？", ["s2:1"], "temporal"),
    ("小满从出生到4个月体检一共长了多少斤？", ["s1:1", "s3:1"], "multi-hop"),
    ("小满是什么血型？", [], "abstain"),
    ("宝宝几个月可以开始吃鸡蛋？", [], "abstain"),
    ("推荐一款适合跑步戴的耳机。", [], "abstain"),
]))


def check(cases):
    users = set()
    for c in cases:
        assert c["user"] not in users, c["user"]
        users.add(c["user"])
        assert 3 <= len(c["sessions"]) <= 5, c["id"]
        turns = {}
        last = ""
        for s in c["sessions"]:
            assert 4 <= len(s["turns"]) <= 8 and len(s["turns"]) % 2 == 0, (c["id"], s["id"])
            assert s["time"] > last and s["time"].startswith("2026-") and s["time"].endswith("+08:00"), (c["id"], s["id"])
            last = s["time"]
            for t in s["turns"]:
                turns[t["id"]] = t
        for q in c["questions"]:
            ids = q["evidence"] + q.get("stale", [])
            for tid in ids:
                assert tid in turns, (c["id"], q["id"], tid)
                assert turns[tid]["role"] == "user", (c["id"], q["id"], tid)
                assert int(tid.split(":")[1]) % 2 == 1, (c["id"], q["id"], tid)
            if q["type"] == "abstain":
                assert not q["evidence"] and "stale" not in q, (c["id"], q["id"])
            else:
                assert q["evidence"], (c["id"], q["id"])
            if q["type"] == "multi-hop":
                assert len(q["evidence"]) >= 2, (c["id"], q["id"])
            if "stale" in q:
                assert q["type"] == "update", (c["id"], q["id"])
                assert not set(q["stale"]) & set(q["evidence"]), (c["id"], q["id"])
            if q["time"] != ASK:
                # asked at its own earlier time: everything it names must already have been said
                for tid in ids:
                    sess = next(s for s in c["sessions"] if s["id"] == tid.split(":")[0])
                    assert sess["time"] < q["time"], (c["id"], q["id"], tid)


check(CASES)

counts = Counter(q["type"] for c in CASES for q in c["questions"])
by_lang = Counter()
for c in CASES:
    lang = "en" if c["id"].startswith("d13-en-") else "zh"
    by_lang[lang, "cases"] += 1
    by_lang[lang, "questions"] += len(c["questions"])
own_time = sum(1 for c in CASES for q in c["questions"] if q["time"] != ASK)
print(f"cases={len(CASES)} questions={sum(counts.values())} " + " ".join(f"{k}={v}" for k, v in sorted(counts.items())), file=sys.stderr)
print(f"en: {by_lang['en', 'cases']} cases / {by_lang['en', 'questions']} questions; zh: {by_lang['zh', 'cases']} cases / {by_lang['zh', 'questions']} questions; asked at own earlier time: {own_time}", file=sys.stderr)

print(json.dumps({
    "name": "dialogues-13",
    "version": 1,
    "description": (
        "18 multi-session user/assistant chats across 2026 (9 English, 9 colloquial Simplified Chinese), one everyday-life "
        "domain each (sailing lessons, rescue greyhound, home espresso, first marathon, parent with dementia, online candle shop, "
        "kitchen renovation, child's piano lessons, new job abroad; 考公务员, 养多肉, 自驾西藏, 开奶茶店, 小升初, 装修婚房, 学游泳, "
        "退休学摄影, 照顾二胎), with small talk and facts that change over time. Questions: update, single-hop, temporal, "
        "multi-hop and abstain, asked at 2026-11-30T20:00:00+08:00 unless a question carries its own time. Evidence and stale "
        "ids always name user turns. Written in session 30 by a helper that read no other data set or generator, as an "
        "honest unseen test."
    ),
    "cases": CASES,
}, ensure_ascii=False, indent=1))
