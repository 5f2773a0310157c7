"""Tiny stores, set 22: forty small users (20 English, 20 Mandarin), each holding one to four remembered
facts, every fact stored as its own session on its own day (the user's message and an assistant reply that
adds no new user facts). Fourteen users hold exactly one fact; seventeen users have a fact that a later
session revises (a date, a number, a choice, a provider, a current project), and questions about the
current value are typed `update`, point at the newest session and list the superseded one as stale.
About eight questions per user, roughly half of them abstain questions that sit close to what was said
(another attribute of the same person or thing, a neighbouring number never given, the outcome of a plan
never reported, a relative never named, the same topic at another time) plus a few on unrelated everyday
matters; none of them is answered by any user or assistant turn. Answerable questions paraphrase the
stored wording and are typed single-hop, multi-session, temporal or update.

Written blind: the author saw only the shared builder (tiny_store_case.py) and the list of first user
messages of earlier sets, and chose situations that do not appear in that list.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from tiny_store_case import write_tiny_stores  # noqa: E402

NAME = "tiny-stores-22"
ASK = "2025-11-20T10:00:00+08:00"
DESCRIPTION = ("Set 22 of tiny stores: 40 users (20 en, 20 zh) with 1-4 facts each, one session per fact, "
               "about 8 questions per user, roughly half abstain; written blind.")

CASES = [
    # ---------------------------------------------------------------- English
    ("t22-en-01-tailor", [
        ("2025-09-03",
         "Dropped my charcoal wool suit off at Nguyen Tailoring on Grant Street: trousers hemmed and the jacket "
         "taken in at the waist. $85 total, ready on the 14th, just in time for my cousin's wedding.",
         "Nice timing. Picking it up on the 14th leaves you a little buffer before the wedding. When you collect "
         "it, try it on there with the shoes you plan to wear so you can check how the trousers fall, and ask them "
         "to fix anything small on the spot."),
    ], [
        ("Which shop has my suit for alterations?", [0], "single-hop"),
        ("What work was being done on the suit jacket?", [0], "single-hop"),
        ("How much am I paying for the alterations?", [0], "single-hop"),
        ("What's the occasion I need the altered suit for?", [0], "single-hop"),
        ("What colour tie am I wearing to the wedding?", [], "abstain"),
        ("Where is my cousin's wedding being held?", [], "abstain"),
        ("What's my cousin's name?", [], "abstain"),
        ("How much did I originally pay for the suit?", [], "abstain"),
    ]),
    ("t22-en-02-trumpet", [
        ("2025-03-18",
         "My son Rafael got picked for a trumpet solo in the spring band concert at Lincoln Middle School. "
         "It's on May 9 at 7pm in the gym.",
         "That's a big deal, congratulations to Rafael! Short daily practice on the solo passage usually helps "
         "more than one long run-through the night before."),
        ("2025-03-26",
         "Rafael's trumpet is a rental, a Bach TR300 from Heid Music, $32 a month. Part of the rent goes toward "
         "buying it if we keep it.",
         "A rent-to-own plan makes sense while he's still finding out how serious he is about it. Keep the rental "
         "agreement handy so you can check how much credit has built up if you ever decide to buy."),
        ("2025-04-22",
         "Change of plans: the concert got moved to May 16 because they're refinishing the gym floor. Same time, 7pm.",
         "Thanks for the update. An extra week of practice on the solo can't hurt either."),
    ], [
        ("What date is Rafael's band concert now?", [2], "update", [0]),
        ("What does the instrument rental cost each month?", [1], "single-hop"),
        ("Why did the concert get pushed back?", [2], "single-hop"),
        ("What model of trumpet will my son play his solo on?", [0, 1], "multi-session"),
        ("By how many weeks was the concert postponed?", [0, 2], "temporal"),
        ("What piece is Rafael playing for his solo?", [], "abstain"),
        ("What's the name of Rafael's band director?", [], "abstain"),
        ("What grade is Rafael in?", [], "abstain"),
        ("How did the concert go?", [], "abstain"),
    ]),
    ("t22-en-03-goats", [
        ("2025-06-11",
         "We bought two Nigerian Dwarf goats for the back paddock, Hazel and Clover. Hazel's the brown one with "
         "the white blaze, Clover's all black. Paid $250 each from a farm outside Boone.",
         "Hazel and Clover sound lovely. Goats are herd animals, so getting a pair was a good call. Make sure the "
         "fencing is solid, since they're famous escape artists, and give them some shelter from the rain."),
    ], [
        ("What breed are my goats?", [0], "single-hop"),
        ("Which of my goats is the black one?", [0], "single-hop"),
        ("How much did I spend on the goats in total?", [0], "single-hop"),
        ("Where did the goats come from?", [0], "single-hop"),
        ("How old are Hazel and Clover?", [], "abstain"),
        ("What's the name of the vet who sees my goats?", [], "abstain"),
        ("How big is the back paddock?", [], "abstain"),
        ("When is my mother's birthday?", [], "abstain"),
    ]),
    ("t22-en-04-wrist", [
        ("2025-02-10",
         "Nerve conduction test confirmed carpal tunnel in my right wrist. The hand specialist, Dr. Amara Feld, "
         "wants me in a night splint for six weeks before we talk about surgery.",
         "Sorry it's confirmed, but it's good to have a clear plan. Wearing the splint consistently at night gives "
         "it the best chance. Jot down how the numbness and tingling change over the six weeks so you have "
         "something concrete to bring back to Dr. Feld."),
        ("2025-04-02",
         "Splint didn't do much, so Dr. Feld booked me for a carpal tunnel release on April 29 at the Westside "
         "Surgery Center. She says I'll be off keyboard work for about two weeks.",
         "Worth having tried the splint first, even if it didn't do enough. With about two weeks off keyboard "
         "work, it may help to sort out dictation software or lighter duties ahead of time."),
        ("2025-04-20",
         "Surgery got bumped to May 6, Dr. Feld had a conference. Still at Westside.",
         "Got it. At least that gives you an extra week to get things squared away beforehand."),
    ], [
        ("When is my wrist operation scheduled now?", [2], "update", [1]),
        ("Which wrist has the carpal tunnel?", [0], "single-hop"),
        ("How long was I told to try the night splint?", [0], "single-hop"),
        ("Where is the procedure taking place?", [1], "single-hop"),
        ("How long will I be kept away from typing after surgery?", [1], "single-hop"),
        ("What company do I work for?", [], "abstain"),
        ("How did the surgery go?", [], "abstain"),
        ("How much will the operation cost me after insurance?", [], "abstain"),
    ]),
    ("t22-en-05-foodtruck", [
        ("2025-01-15",
         "I'm finally launching my food truck! It's called Arepa Lapa and I'll be selling Venezuelan arepas. "
         "The truck is a 2011 Ford step van I bought for $38,000.",
         "Congratulations, that's a huge step, and Arepa Lapa is a great name. In the first few months, tracking "
         "which fillings sell out fastest will help you trim the menu and plan prep."),
        ("2025-02-20",
         "Got my mobile vendor permit from the county health department. It was $610 and has to be renewed every "
         "year in February.",
         "Great, that's one of the bigger hurdles out of the way. Put the renewal in your calendar now with a "
         "reminder a few weeks early so it never sneaks up on you."),
        ("2025-03-08",
         "My regular spot is going to be outside the Ironworks Brewery on Thursday and Friday evenings, 5 to 10.",
         "A brewery spot is smart, people having a few beers are usually hungry. Posting your schedule somewhere "
         "consistent will help regulars find you."),
        ("2025-05-30",
         "The reina pepiada is my best seller by far, about 60 a night at the brewery. I charge $11 for it.",
         "That's solid volume for one item. With a clear best seller, make sure you never run short of its "
         "ingredients mid-service."),
    ], [
        ("What's my food truck called?", [0], "single-hop"),
        ("In which month does my vendor permit come up for renewal?", [1], "temporal"),
        ("Where and when do I usually set up the truck?", [2], "single-hop"),
        ("Roughly how much does my top seller bring in over a normal week at my usual spot?", [2, 3], "multi-session"),
        ("How much did the kitchen fit-out for the truck cost?", [], "abstain"),
        ("How much does the brewery charge me to park there?", [], "abstain"),
        ("Who works the truck with me?", [], "abstain"),
        ("What's my second-best-selling item?", [], "abstain"),
    ]),
    ("t22-en-06-speech", [
        ("2025-08-27",
         "My son Arlo starts speech therapy next week for his lisp. Ms. Adaeze Bello at the Kidsteps clinic, "
         "Wednesdays at 3:45, 30-minute sessions. Insurance covers 20 visits a year.",
         "It's great you're getting this started early. Short, playful practice at home between sessions usually "
         "makes a real difference, so ask Ms. Bello for a few exercises you can do together."),
    ], [
        ("What is Arlo seeing a therapist for?", [0], "single-hop"),
        ("When are Arlo's therapy appointments?", [0], "single-hop"),
        ("How many sessions a year does insurance pay for?", [0], "single-hop"),
        ("Who is my son's speech therapist?", [0], "single-hop"),
        ("How old is Arlo?", [], "abstain"),
        ("What does one session cost without insurance?", [], "abstain"),
        ("Which school does Arlo go to?", [], "abstain"),
        ("When is my car due for its next oil change?", [], "abstain"),
    ]),
    ("t22-en-07-gallbladder", [
        ("2025-07-07",
         "Ultrasound showed gallstones, and the surgeon recommended taking my gallbladder out laparoscopically. "
         "I'm booked for August 19 at Riverside General.",
         "It's a very common procedure and laparoscopic recovery is usually fairly quick. Ask the surgeon's office "
         "whether there's anything you should avoid eating while you wait."),
        ("2025-08-28",
         "Nine days post-op and feeling decent. I'm allowed to lift up to 10 pounds, and the surgeon cleared me to "
         "go back to work on September 2.",
         "Glad recovery is going well. Stick to that weight limit even on days you feel fine, the incisions are "
         "still healing inside."),
    ], [
        ("What operation did I have?", [0], "single-hop"),
        ("At which hospital was I operated on?", [0], "single-hop"),
        ("What's the most I'm allowed to lift while recovering?", [1], "single-hop"),
        ("When was I cleared to return to my job?", [1], "single-hop"),
        ("How many days after the surgery do I go back to work?", [0, 1], "temporal"),
        ("What's my surgeon's name?", [], "abstain"),
        ("How big were the gallstones?", [], "abstain"),
        ("How much did the operation cost me?", [], "abstain"),
        ("What's the Wi-Fi password at my house?", [], "abstain"),
    ]),
    ("t22-en-08-therapydog", [
        ("2025-03-02",
         "My goldendoodle Bramble passed his therapy dog evaluation with Pet Partners today! He's three and a half.",
         "Congratulations to you and Bramble! Passing takes real training and a calm temperament. Now comes the "
         "fun part, finding a place to visit that suits you both."),
        ("2025-03-20",
         "We're going to visit the residents at Maple Court assisted living every Tuesday morning at 10.",
         "Maple Court is lucky to have you. Keeping the first visits fairly short helps dogs avoid getting "
         "overstimulated."),
        ("2025-06-12",
         "Maple Court asked us to switch to Saturday afternoons at 2 so more families can meet Bramble.",
         "That's a nice sign they value the visits. Weekend afternoons may be busier, so watch whether Bramble "
         "needs a breather partway through."),
    ], [
        ("When do Bramble and I visit Maple Court these days?", [2], "update", [1]),
        ("Which organisation certified my dog?", [0], "single-hop"),
        ("Where do Bramble and I do our visits?", [1], "single-hop"),
        ("Why did our visiting time change?", [2], "single-hop"),
        ("Who is Bramble's favourite resident at Maple Court?", [], "abstain"),
        ("Which children's hospital does Bramble visit?", [], "abstain"),
        ("What dog food does Bramble eat?", [], "abstain"),
        ("How much does Bramble weigh?", [], "abstain"),
    ]),
    ("t22-en-09-steno", [
        ("2025-05-05",
         "I just passed the RPR exam, so I'm officially a certified court reporter. I write on a Luminex II steno "
         "machine and my best speed test was 225 words per minute.",
         "Huge congratulations, the RPR is a tough certification and 225 wpm is impressive. Regular speed drills "
         "will keep you sharp as the real work starts."),
    ], [
        ("Which certification did I pass?", [0], "single-hop"),
        ("What kind of machine do I write on?", [0], "single-hop"),
        ("What was my fastest speed test result?", [0], "single-hop"),
        ("What's my profession?", [0], "single-hop"),
        ("Which court do I work in?", [], "abstain"),
        ("How many attempts did it take me to pass the exam?", [], "abstain"),
        ("How much did my steno machine cost?", [], "abstain"),
        ("What's my blood type?", [], "abstain"),
    ]),
    ("t22-en-10-basement", [
        ("2025-04-14",
         "Our basement flooded after the storm Saturday night, about four inches of water. The sump pump died. "
         "State Farm's adjuster is coming Thursday.",
         "What a mess, sorry you're dealing with this. Before Thursday, take photos and video of everything and "
         "keep damaged items until the adjuster has seen them."),
        ("2025-04-25",
         "Adjuster approved the claim at $8,900 after our $1,000 deductible. Drywall has to come out up to two feet.",
         "Good to have the approval. Getting the wet drywall out and the space dried properly is the priority to "
         "stop mould."),
        ("2025-05-16",
         "They found more damage under the laminate, so the claim got revised up to $12,400 after the deductible.",
         "Frustrating that it was worse than it looked, but at least the revised amount reflects it. Keep all the "
         "paperwork together in case questions come up later."),
        ("2025-05-22",
         "Bought a new Zoeller M53 sump pump and a battery backup so this doesn't happen again. $640 installed.",
         "A battery backup is a smart addition, pumps tend to fail exactly when storms knock the power out. "
         "Testing it every few months by pouring water into the pit is a good habit."),
    ], [
        ("How much is the insurance paying out for the flood now?", [2], "update", [1]),
        ("How deep was the water in the basement?", [0], "single-hop"),
        ("Why was the claim amount raised?", [2], "single-hop"),
        ("What broke during the flood, and what did I replace it with?", [0, 3], "multi-session"),
        ("What's the name of the contractor doing the drywall?", [], "abstain"),
        ("How much did the old sump pump cost?", [], "abstain"),
        ("How much roof damage did the storm cause?", [], "abstain"),
        ("What day did the drywall removal start?", [], "abstain"),
    ]),
    ("t22-en-11-gus", [
        ("2025-02-03",
         "I've started doing grocery runs for my neighbour Gus every Monday. He's 84 and gave up driving last "
         "winter. He always wants the same things: rye bread, sardines, and ginger snaps.",
         "That's really kind of you. A standing list makes it easy. Now and then you could ask whether there's "
         "anything new he'd like, so he doesn't feel tied to the usual."),
        ("2025-06-09",
         "Gus turned 85 yesterday, I baked him a lemon drizzle cake.",
         "Happy birthday to Gus! A homemade cake is a lovely gesture."),
    ], [
        ("How old is Gus now?", [1], "update", [0]),
        ("Which day of the week do I shop for my neighbour?", [0], "single-hop"),
        ("Name something Gus always has on his shopping list.", [0], "single-hop"),
        ("What did I bake for Gus's birthday?", [1], "single-hop"),
        ("What date is Gus's birthday?", [1], "temporal"),
        ("Why did Gus give up driving?", [], "abstain"),
        ("What's the name of Gus's daughter?", [], "abstain"),
        ("Which supermarket do I shop at for Gus?", [], "abstain"),
        ("What's Gus's surname?", [], "abstain"),
    ]),
    ("t22-en-12-realestate", [
        ("2025-06-30",
         "Signed up for a 75-hour pre-licensing course with Kaplan so I can sit the Texas real estate exam. Course "
         "was $499. Exam booked for September 12 at the Pearson center in Round Rock.",
         "Good luck with it! Setting a weekly hour target can keep you on pace through the course, and practice "
         "exams in the last few weeks tend to be the most useful prep."),
        ("2025-08-18",
         "Moved my exam to October 3, I'm behind on the course. Same Pearson center.",
         "Giving yourself more time is sensible. The extra weeks should let you finish the hours and fit in some "
         "practice tests."),
        ("2025-10-04",
         "Passed the exam yesterday! The state portion was the hard part. I'm going to hang my license with "
         "Brightwater Realty.",
         "Congratulations, that's a big milestone! Ask Brightwater what onboarding steps they need from you so you "
         "can get started."),
    ], [
        ("On what date did I actually sit the real estate exam?", [1, 2], "update", [0]),
        ("How many hours is the pre-licensing course?", [0], "single-hop"),
        ("Which brokerage am I going to work under?", [2], "single-hop"),
        ("Which section of the exam gave me the most trouble?", [2], "single-hop"),
        ("What score did I get on the exam?", [], "abstain"),
        ("Who is my managing broker at Brightwater?", [], "abstain"),
        ("What commission split did Brightwater offer me?", [], "abstain"),
        ("What was the address of my first listing?", [], "abstain"),
    ]),
    ("t22-en-13-tromso", [
        ("2025-10-01",
         "Booked a northern lights trip for me and my dad to Tromsø, February 9 to 14. We're staying at a cabin on "
         "Kvaløya and I've booked one guided aurora chase with Chasing Lights for the 11th.",
         "That sounds like an unforgettable trip to share with your dad. Pack proper thermal layers and warm boots, "
         "aurora chases involve a lot of standing around in the cold."),
    ], [
        ("Who is coming with me to Norway?", [0], "single-hop"),
        ("Where are we staying on the trip?", [0], "single-hop"),
        ("Which night is the guided aurora tour?", [0], "single-hop"),
        ("What are the dates of the Tromsø trip?", [0], "single-hop"),
        ("Which airline are we flying with?", [], "abstain"),
        ("How much did the cabin cost?", [], "abstain"),
        ("What's my dad's name?", [], "abstain"),
        ("How many nights did we see the northern lights?", [], "abstain"),
    ]),
    ("t22-en-14-littlelibrary", [
        ("2025-04-05",
         "Installed a Little Free Library post at the end of our driveway on Juniper Court. My brother-in-law "
         "Marcus built the box out of an old kitchen cabinet.",
         "What a nice thing to add to the street. Seeding it with a mix of kids' books and adult paperbacks "
         "usually gets people using it quickly."),
        ("2025-07-19",
         "The Little Free Library's a hit, I counted 43 books swapped this month. Kids' chapter books go fastest.",
         "Forty-three in a month is great traffic. A small stash at home for restocking would help keep it full."),
    ], [
        ("Who made the box for my little library?", [0], "single-hop"),
        ("What was the book box built from?", [0], "single-hop"),
        ("Which kind of books get taken quickest?", [1], "single-hop"),
        ("What street do I live on?", [0], "single-hop"),
        ("What's my sister's name?", [], "abstain"),
        ("How many books were swapped in August?", [], "abstain"),
        ("What's my little library's charter number?", [], "abstain"),
        ("What's my favourite pizza topping?", [], "abstain"),
    ]),
    ("t22-en-15-speeding", [
        ("2025-09-22",
         "Got pulled over doing 52 in a 35 on Route 9 near the high school. $180 fine and 3 points. I'm thinking "
         "of doing defensive driving to keep the points off.",
         "Ouch, they're strict near schools. In many places a defensive driving course can keep points off your "
         "record, so check with the court listed on the ticket about eligibility and deadlines."),
    ], [
        ("How fast was I driving when I got stopped?", [0], "single-hop"),
        ("What was the limit on that stretch of road?", [0], "single-hop"),
        ("How many points is the ticket worth?", [0], "single-hop"),
        ("What am I considering to avoid the points?", [0], "single-hop"),
        ("When did I finish the defensive driving course?", [], "abstain"),
        ("What car was I driving when I got pulled over?", [], "abstain"),
        ("What's my court date for the ticket?", [], "abstain"),
        ("How much is my car insurance premium?", [], "abstain"),
    ]),
    ("t22-en-16-typewriter", [
        ("2025-01-11",
         "Picked up a 1953 Smith-Corona Silent at an estate sale for $40. Keys are sticky but the carriage moves fine.",
         "That's a great find for $40. Sticky keys are often just old gunk in the typebar segment, and a careful "
         "cleaning usually frees them up."),
        ("2025-02-08",
         "Sold the Smith-Corona on eBay for $210 after cleaning it up. Now restoring a 1938 Royal Quiet De Luxe.",
         "Nice return on that one. Prewar Royals are lovely machines to work on."),
        ("2025-03-30",
         "Ordered a new platen for the Royal from JJ Short Associates, $95.",
         "A fresh platen makes a big difference to how the type looks on the page. Good luck with the install."),
    ], [
        ("Which typewriter am I restoring now?", [1], "update", [0]),
        ("What did the Smith-Corona sell for?", [1], "single-hop"),
        ("How much more did I sell the Smith-Corona for than I paid?", [0, 1], "multi-session"),
        ("Who supplied the new platen?", [2], "single-hop"),
        ("What colour is the Royal?", [], "abstain"),
        ("How much did I spend on cleaning supplies?", [], "abstain"),
        ("Who bought the Smith-Corona from me?", [], "abstain"),
        ("What's my typing speed?", [], "abstain"),
    ]),
    ("t22-en-17-thanksgiving", [
        ("2025-10-20",
         "I'm hosting Thanksgiving this year for 14 people. I'm doing a 22-pound turkey and my sister-in-law "
         "Renata is bringing the pies.",
         "That's a full table! A bird that size usually needs several days to thaw in the fridge, so work back from "
         "the day when you plan it."),
        ("2025-11-12",
         "Two more cousins are coming so we're up to 16 for Thanksgiving. I've added a spiral ham.",
         "The ham is a good way to stretch the meal, and it mostly just needs reheating."),
    ], [
        ("How many guests am I hosting for Thanksgiving now?", [1], "update", [0]),
        ("How heavy is the turkey?", [0], "single-hop"),
        ("Who is handling dessert?", [0], "single-hop"),
        ("What did I add to the menu?", [1], "single-hop"),
        ("What time is Thanksgiving dinner?", [], "abstain"),
        ("What kind of pies is Renata bringing?", [], "abstain"),
        ("Where am I buying the turkey?", [], "abstain"),
        ("What's my brother's name?", [], "abstain"),
    ]),
    ("t22-en-18-coworking", [
        ("2025-03-12",
         "I've started working out of a coworking space called The Foundry on 5th Avenue. Hot desk membership is "
         "$220 a month, and they have free oat milk lattes before 11.",
         "Sounds like a good setup, and free lattes are a nice perk. A change of scene from home can really help "
         "with focus."),
    ], [
        ("What's the name of my coworking space?", [0], "single-hop"),
        ("How much is my membership per month?", [0], "single-hop"),
        ("What kind of membership do I have there?", [0], "single-hop"),
        ("What freebie do they offer in the mornings?", [0], "single-hop"),
        ("What do I do for work?", [], "abstain"),
        ("Which days do I go in to the coworking space?", [], "abstain"),
        ("How much is a dedicated desk at The Foundry?", [], "abstain"),
        ("What's my landlord's name?", [], "abstain"),
    ]),
    ("t22-en-19-fostering", [
        ("2025-05-10",
         "Started fostering for the Clearwater Humane Society. First batch is four bottle-baby kittens, about two "
         "weeks old, found in a shed.",
         "Bottle babies are a lot of work but so rewarding. Keeping them warm and sticking to the feeding schedule "
         "through the night are the big things at that age."),
        ("2025-06-28",
         "Two of the foster kittens, Fig and Sorrel, got adopted together this weekend.",
         "That's the best outcome, bonded pairs going home together."),
        ("2025-07-15",
         "The last two foster kittens, Basil and Tansy, went back to the shelter for adoption. I'm taking a "
         "two-week break before the next litter.",
         "You've earned the rest. Bottle-raising a litter is exhausting."),
    ], [
        ("Which organisation do I foster for?", [0], "single-hop"),
        ("How old were the kittens when they came to me?", [0], "single-hop"),
        ("Which two kittens were adopted as a pair?", [1], "single-hop"),
        ("Where were the kittens that got adopted together originally found?", [0, 1], "multi-session"),
        ("In which month did I start fostering?", [0], "temporal"),
        ("Who adopted Fig and Sorrel?", [], "abstain"),
        ("What formula do I feed the kittens?", [], "abstain"),
        ("When does my next foster litter arrive?", [], "abstain"),
        ("How many cats do I own myself?", [], "abstain"),
    ]),
    ("t22-en-20-refinance", [
        ("2025-02-14",
         "Refinanced my student loans with SoFi, went from 6.8% to 5.1% fixed, 10-year term. Balance is $31,400.",
         "That's a meaningful drop in rate and will save you a fair bit in interest over the life of the loan."),
        ("2025-09-09",
         "Refinanced again with Earnest, now 4.6% on a 7-year term. Balance is down to $27,950.",
         "Nice, a lower rate and a shorter term means you'll be done sooner and pay less interest overall."),
    ], [
        ("What interest rate am I paying on my student loans now?", [1], "update", [0]),
        ("Which lender holds my student loans at the moment?", [1], "update", [0]),
        ("What's the current term on my loans?", [1], "update", [0]),
        ("What rate did I have before I ever refinanced?", [0], "single-hop"),
        ("By how much did my balance fall between the two refinances?", [0, 1], "multi-session"),
        ("What's my monthly student loan payment?", [], "abstain"),
        ("Where did I go to college?", [], "abstain"),
        ("What did I study at university?", [], "abstain"),
        ("How much do I have in my 401(k)?", [], "abstain"),
    ]),
    # ---------------------------------------------------------------- Mandarin
    ("t22-zh-01-waimai", [
        ("2025-03-05",
         "我现在在美团跑外卖，专送的，站点在萧山宝龙那边，一天大概跑四十单，一单平均五块多。",
         "专送节奏挺紧的，一天四十单真不轻松。骑车注意安全，下雨天别为了赶时间闯灯，超时扣点钱总比出事强。"),
        ("2025-07-14",
         "跟你说下，我从美团换到饿了么蜂鸟了，还是跑专送，现在一天能跑五十多单。",
         "单量上来了是好事，不过跑得多也更累，记得中间找空歇会儿、多喝水。"),
    ], [
        ("我现在在哪个平台送外卖？", [1], "update", [0]),
        ("我现在一天大概能送多少单？", [1], "update", [0]),
        ("我以前的站点在哪一带？", [0], "single-hop"),
        ("我在美团的时候一单大概挣多少？", [0], "single-hop"),
        ("我骑的是什么牌子的电动车？", [], "abstain"),
        ("在饿了么一单平均能拿多少钱？", [], "abstain"),
        ("我干外卖这行几年了？", [], "abstain"),
        ("我住在萧山哪个小区？", [], "abstain"),
    ]),
    ("t22-zh-02-jiaozi", [
        ("2025-01-08",
         "我报了今年上半年的教资笔试，报的是初中英语，三月八号考，科目一二三一起考。",
         "三科一起考挺拼的。可以先把科目三的学科知识和教学设计练扎实，科目一二的材料题多刷真题找套路。"),
        ("2025-04-16",
         "教资笔试成绩出来了，科目一和科目三过了，科目二差了两分没过，气死我了。",
         "差两分确实可惜，不过一次过两科已经很不错了，下回集中火力补这一科就行。"),
        ("2025-09-02",
         "科目二我又报了十一月一号那场，这回报了个网课，九十九块。",
         "有了第一次的经验，这次针对性会强很多，网课跟着节奏走，最后一个月多练练真题。"),
    ], [
        ("我考的教资是哪个学段、哪个科目的？", [0], "single-hop"),
        ("第一次笔试哪一科没通过？", [1], "single-hop"),
        ("没过的那科差了几分？", [1], "single-hop"),
        ("补考那一科定在哪天考？", [2], "single-hop"),
        ("我第一次考教资笔试是几月几号？", [0], "temporal"),
        ("我科目一考了多少分？", [], "abstain"),
        ("我报的网课是哪家机构的？", [], "abstain"),
        ("教资面试我打算在哪儿考？", [], "abstain"),
        ("十一月那次补考过了没有？", [], "abstain"),
    ]),
    ("t22-zh-03-shiba", [
        ("2025-06-20",
         "我养了只柴犬，赤色的，叫可颂，八个月大，是从朋友家抱来的，每天早晚各遛一次。",
         "可颂这名字好可爱！柴犬精力旺、脾气倔，八个月正是皮的时候，早晚各遛一次挺好，顺便可以练练随行和召回。"),
    ], [
        ("我家狗是什么品种的？", [0], "single-hop"),
        ("我的狗叫啥名？", [0], "single-hop"),
        ("狗狗是从哪儿来的？", [0], "single-hop"),
        ("我一天遛几次狗？", [0], "single-hop"),
        ("可颂打了几针疫苗了？", [], "abstain"),
        ("可颂平时吃什么牌子的狗粮？", [], "abstain"),
        ("可颂是公的还是母的？", [], "abstain"),
        ("我家宽带是哪家运营商的？", [], "abstain"),
    ]),
    ("t22-zh-04-tuanzhang", [
        ("2025-04-03",
         "我在我们小区当社区团购的团长了，接的是美团优选，群里现在三百二十个人，佣金大概百分之十。",
         "三百多人的群起步挺好的。当团长最要紧的是售后及时，货有问题第一时间处理，邻居信得过你，回头客自然就多了。"),
        ("2025-08-11",
         "团购群现在涨到五百六十人了，我把自家车库腾出来当自提点了。",
         "涨得挺快！有个固定自提点方便多了，记得把取货时间在群里说清楚。"),
    ], [
        ("我的团购群现在有多少人？", [1], "update", [0]),
        ("我是在哪个平台当团长的？", [0], "single-hop"),
        ("团长佣金大概是几个点？", [0], "single-hop"),
        ("邻居们现在去哪儿提货？", [1], "single-hop"),
        ("我一个月佣金能挣多少？", [], "abstain"),
        ("群里什么东西卖得最好？", [], "abstain"),
        ("我住的小区叫什么名字？", [], "abstain"),
        ("我老公是做什么工作的？", [], "abstain"),
    ]),
    ("t22-zh-05-zhifanggan", [
        ("2025-05-12",
         "体检B超说我中度脂肪肝，转氨酶ALT 86，医生让我三个月后复查，我现在体重八十七公斤。",
         "中度脂肪肝大多跟饮食和体重有关，好消息是减重对它很管用。少喝酒、少吃夜宵和油炸，坚持有氧运动，三个月后复查看看变化。"),
        ("2025-08-20",
         "复查了！ALT降到41，变成轻度脂肪肝了，体重也掉到七十九公斤。",
         "进步很明显，说明方法是对的，继续保持就好。"),
    ], [
        ("我现在的转氨酶是多少？", [1], "update", [0]),
        ("我现在体重多少公斤？", [1], "update", [0]),
        ("我的脂肪肝现在是什么程度？", [1], "update", [0]),
        ("两次检查之间我一共瘦了几公斤？", [0, 1], "multi-session"),
        ("我是几月份第一次查出脂肪肝的？", [0], "temporal"),
        ("我的血脂指标是多少？", [], "abstain"),
        ("我身高多少？", [], "abstain"),
        ("医生给我开了什么药？", [], "abstain"),
        ("我每天跑几公里？", [], "abstain"),
    ]),
    ("t22-zh-06-yeweihui", [
        ("2025-07-26",
         "我们小区第一届业委会选出来了，我当上了委员，一共七个人，主任是退休的周老师，我主要负责对接物业那边的维修基金。",
         "恭喜！维修基金这块事情细、又牵扯钱，最好每次动用都留书面记录并且公示，大家心里有数，你也少挨骂。"),
    ], [
        ("业委会一共有几个人？", [0], "single-hop"),
        ("业委会主任是谁？", [0], "single-hop"),
        ("我在业委会里管哪一块？", [0], "single-hop"),
        ("我在业委会是什么身份？", [0], "single-hop"),
        ("我们小区叫什么名字？", [], "abstain"),
        ("维修基金账上现在还有多少钱？", [], "abstain"),
        ("周老师退休前教什么科目的？", [], "abstain"),
        ("我们小区的物业是哪家公司？", [], "abstain"),
    ]),
    ("t22-zh-07-piano", [
        ("2025-02-22",
         "给女儿买了台二手的雅马哈U1，九十年代日本产的，花了一万三，琴行老板说音板没问题。",
         "二手U1口碑一直不错，音板没问题是关键。搬回家后先放几周让它适应环境，再请人调音比较好。"),
        ("2025-03-01",
         "女儿的钢琴老师姓蒋，每周日下午两点上课，一节课两百。",
         "固定时间上课挺好，平时每天练一会儿，比上课前突击效果好。"),
        ("2025-03-29",
         "调音师上门调了一次琴，收了三百，他说这台琴一年起码得调两次。",
         "调过之后音准稳定了，练琴的手感也会好很多。"),
    ], [
        ("给女儿买的钢琴是什么牌子型号？", [0], "single-hop"),
        ("钢琴课几点上，一节多少钱？", [1], "single-hop"),
        ("调一次琴收多少钱？", [2], "single-hop"),
        ("买琴加上第一次调音，总共花了多少？", [0, 2], "multi-session"),
        ("我女儿今年几岁？", [], "abstain"),
        ("女儿学琴学了多长时间了？", [], "abstain"),
        ("蒋老师全名叫什么？", [], "abstain"),
        ("女儿打算考几级？", [], "abstain"),
    ]),
    ("t22-zh-08-jiushengyuan", [
        ("2025-08-05",
         "我考下了游泳救生员证，国职五级的，在奥体中心游泳馆考的，理论加实操培训了十天，一共花了一千六。",
         "恭喜拿证！救生员证书有了，平时也别落下体能训练，真遇到情况体力是关键。"),
    ], [
        ("我考的救生员证是几级的？", [0], "single-hop"),
        ("救生员证在哪儿考的？", [0], "single-hop"),
        ("培训了多少天？", [0], "single-hop"),
        ("考这个证一共花了多少钱？", [0], "single-hop"),
        ("我打算去哪个泳池当救生员？", [], "abstain"),
        ("我自由泳一百米游多少秒？", [], "abstain"),
        ("我的救生员证编号是多少？", [], "abstain"),
        ("我妈生日是哪天？", [], "abstain"),
    ]),
    ("t22-zh-09-zhongjixian", [
        ("2025-03-19",
         "给自己买了份重疾险，平安的，保额三十万，保到七十岁，每年交五千二，交二十年。",
         "有份重疾险打底挺好的。保单收好，条款里的等待期和理赔条件可以抽空仔细看看。"),
        ("2025-10-09",
         "重疾险我加保了，保额提到五十万，每年保费变成八千七了。",
         "保额提上去保障更足了，就是每年支出多了不少，记得留好续费的钱。"),
    ], [
        ("我的重疾险现在保额多少？", [1], "update", [0]),
        ("我现在每年得交多少保费？", [1], "update", [0]),
        ("这份重疾险保到多大岁数？", [0], "single-hop"),
        ("我的重疾险是在哪家保险公司买的？", [0], "single-hop"),
        ("我的百万医疗险一年多少钱？", [], "abstain"),
        ("重疾险的受益人写的谁？", [], "abstain"),
        ("我给孩子买的是哪家的保险？", [], "abstain"),
        ("我车险什么时候到期？", [], "abstain"),
    ]),
    ("t22-zh-10-shuangshiyi", [
        ("2025-11-11",
         "双十一囤了一堆东西：两箱维达纸巾、一台戴森吹风机、给我爸买了件羽绒服，一共花了四千三。",
         "这波买得挺实在的，羽绒服到了记得让你爸试试合不合身，不合适趁早退换。"),
    ], [
        ("双十一我给我爸买了什么？", [0], "single-hop"),
        ("我买的吹风机是什么牌子？", [0], "single-hop"),
        ("双十一一共花了多少钱？", [0], "single-hop"),
        ("纸巾囤了几箱？", [0], "single-hop"),
        ("双十一我给我妈买了什么？", [], "abstain"),
        ("给我爸买的羽绒服是什么颜色的？", [], "abstain"),
        ("那台吹风机单买多少钱？", [], "abstain"),
        ("戴森吹风机是哪天到货的？", [], "abstain"),
    ]),
    ("t22-zh-11-zongzi", [
        ("2025-05-25",
         "端午我跟外婆学包粽子，一共包了三十个，咸肉蛋黄的二十个，豆沙的十个。",
         "跟外婆学手艺真好！包好的粽子吃不完可以冷冻起来，想吃的时候再蒸透就行。"),
        ("2025-05-31",
         "昨天给楼上邻居送了六个咸肉的，她回了我一罐她自己腌的酸豇豆。",
         "邻里之间这样有来有往挺暖心的，酸豇豆炒肉末下饭一绝。"),
    ], [
        ("我是跟谁学的包粽子？", [0], "single-hop"),
        ("豆沙粽包了几个？", [0], "single-hop"),
        ("送了邻居几个粽子，她回了我什么？", [1], "single-hop"),
        ("送给邻居的那种口味，我当时一共包了多少个？", [0, 1], "multi-session"),
        ("我是哪天给邻居送的粽子？", [1], "temporal"),
        ("外婆今年多大年纪？", [], "abstain"),
        ("粽叶是在哪儿买的？", [], "abstain"),
        ("楼上那个邻居叫什么？", [], "abstain"),
        ("我更爱吃甜粽还是咸粽？", [], "abstain"),
    ]),
    ("t22-zh-12-chongwuyiyuan", [
        ("2025-02-17",
         "我在一家叫爱宠仁心的宠物医院当助理，主要给医生打下手、给猫狗剃毛抽血，一个月四千五。",
         "宠物医院的活儿又细又累，不过能学到不少东西。抓猫狗的时候注意保护自己，别被咬了抓了。"),
        ("2025-09-01",
         "我转岗当美容师了，工资涨到五千八，以后主要做洗护和造型。",
         "恭喜涨薪！美容这块手艺越练越值钱，多攒点作品照片以后也用得上。"),
    ], [
        ("我现在在宠物医院干什么岗位？", [1], "update", [0]),
        ("我现在每个月工资多少？", [1], "update", [0]),
        ("我在哪家宠物医院上班？", [0], "single-hop"),
        ("我当助理那会儿主要干些啥？", [0], "single-hop"),
        ("我们医院的院长是谁？", [], "abstain"),
        ("我自己养的猫叫什么名字？", [], "abstain"),
        ("我是哪年考的执业兽医证？", [], "abstain"),
        ("我一周休几天？", [], "abstain"),
    ]),
    ("t22-zh-13-chaiqian", [
        ("2025-04-08",
         "我外婆在无锡梁溪区的老房子划进拆迁范围了，产证面积四十二平。",
         "老房子赶上拆迁也是个改善的机会，后面出方案的时候，产证、户口这些材料先提前备齐。"),
        ("2025-06-03",
         "拆迁方案出来了，可以选货币补偿，一平三万一，也可以选安置房。",
         "两种方式各有利弊，可以算算账，再结合外婆以后想住哪儿、家里的安排一起商量。"),
        ("2025-07-21",
         "家里商量好了，选安置房，要了一套八十九平的，在新区那边，说两年后交房。",
         "定下来就好，交房前这两年可以留意一下工程进度。"),
    ], [
        ("外婆的老房子在哪个区？", [0], "single-hop"),
        ("要是选拿钱，一平方补多少？", [1], "single-hop"),
        ("家里最后选了哪种补偿？", [2], "single-hop"),
        ("如果当初选货币补偿，外婆这套房按面积能拿多少钱？", [0, 1], "multi-session"),
        ("拆迁方案是几月份出来的？", [1], "temporal"),
        ("安置房分在几号楼几层？", [], "abstain"),
        ("外婆那套老房子是哪一年盖的？", [], "abstain"),
        ("拆迁给的搬迁奖励是多少钱？", [], "abstain"),
        ("我舅舅住在哪个城市？", [], "abstain"),
    ]),
    ("t22-zh-14-moto", [
        ("2025-09-14",
         "摩托车的E照终于拿到了！在嘉兴的驾校学的，学费两千二，科目二第一次压线挂了，第二次才过。接下来想买台春风250SR。",
         "恭喜拿证！刚上路先多在车少的路段练练，头盔和护具千万别省。"),
    ], [
        ("我拿到的是什么驾照？", [0], "single-hop"),
        ("学摩托花了多少学费？", [0], "single-hop"),
        ("科目二我考了几回才过？", [0], "single-hop"),
        ("我接下来想买哪款摩托？", [0], "single-hop"),
        ("我的头盔是什么牌子的？", [], "abstain"),
        ("我汽车驾照是哪年拿的？", [], "abstain"),
        ("春风250SR落地要多少钱？", [], "abstain"),
        ("我平时上班怎么通勤？", [], "abstain"),
    ]),
    ("t22-zh-15-douyin", [
        ("2025-03-30",
         "给我爸开了个抖音号，叫“老吴的菜园子”，他天天拍自己种的菜和钓的鱼，现在有两百多个粉丝。",
         "这个定位挺接地气的，老人家拍自己擅长的东西最真实，坚持更新慢慢就有人看了。"),
        ("2025-09-18",
         "我爸那个号有条视频火了，拍他用竹子搭黄瓜架的，点赞过了三万，粉丝涨到一万二了！",
         "厉害了！这种实用的小技巧特别招人喜欢，可以趁热多拍几条类似的。"),
    ], [
        ("我爸的抖音现在有多少粉丝？", [1], "update", [0]),
        ("我爸的账号叫什么名字？", [0], "single-hop"),
        ("我爸平时都拍些什么内容？", [0], "single-hop"),
        ("火起来的是哪条视频？", [1], "single-hop"),
        ("那条爆款视频播放量有多少？", [], "abstain"),
        ("我爸今年多大岁数？", [], "abstain"),
        ("我爸直播一般几点开播？", [], "abstain"),
        ("我妈叫什么名字？", [], "abstain"),
    ]),
    ("t22-zh-16-lanqiu", [
        ("2025-10-10",
         "单位篮球赛我们财务部跟技术部分在一个组，我打控卫，穿7号。",
         "控卫是场上的大脑，多组织、少失误，打得开心最重要，注意别受伤。"),
        ("2025-10-25",
         "篮球赛小组赛打完了，我们两胜一负出线了，下周六打半决赛，对手是销售部。",
         "恭喜出线！半决赛前好好休息，跟队友把配合再磨一磨。"),
    ], [
        ("我在队里打什么位置？", [0], "single-hop"),
        ("我穿几号球衣？", [0], "single-hop"),
        ("小组赛我们打出了什么战绩？", [1], "single-hop"),
        ("半决赛跟哪个部门打？", [1], "single-hop"),
        ("半决赛比分是多少？", [], "abstain"),
        ("小组赛我们输给了哪个队？", [], "abstain"),
        ("我一场平均能得几分？", [], "abstain"),
        ("我身高多少？", [], "abstain"),
    ]),
    ("t22-zh-17-balei", [
        ("2025-04-19",
         "三十五岁了，报了个成人芭蕾零基础班，在静安寺附近，每周二和周五晚上七点半上课，二十节课三千六。",
         "什么时候开始都不晚！零基础前期主要练软开和基本站姿，别急着下腰劈叉，循序渐进不容易受伤。"),
    ], [
        ("我的芭蕾课在哪一带？", [0], "single-hop"),
        ("芭蕾课每周哪几天上？", [0], "single-hop"),
        ("这个班的学费一共多少？", [0], "single-hop"),
        ("报的课一共有几节？", [0], "single-hop"),
        ("芭蕾老师姓什么？", [], "abstain"),
        ("我的舞鞋是在哪儿买的？", [], "abstain"),
        ("我以前学过什么舞？", [], "abstain"),
        ("我家住在哪个区？", [], "abstain"),
    ]),
    ("t22-zh-18-ershoujiaju", [
        ("2025-01-20",
         "我跟大学同学阿凯合伙做二手家具回收，在嘉定租了个两百平的仓库，一个月八千，我俩一人一半。",
         "有个靠谱的合伙人起步会轻松不少。账目最好从一开始就记清楚，合伙做生意最怕算不明白。"),
        ("2025-05-07",
         "仓库搬到太仓去了，三百平，月租反倒便宜，才六千五。",
         "面积大了租金还降了，挺划算的，就是跑市区收货可能远一点。"),
        ("2025-08-30",
         "上个月收了一批酒店退下来的实木床头柜，八十个，四十块一个收的，翻新完一百六一个卖，已经卖掉一半了。",
         "这批货利润空间不错，剩下的一半慢慢出也不急。"),
    ], [
        ("我们的仓库现在在哪儿？", [1], "update", [0]),
        ("仓库现在每个月租金多少？", [1], "update", [0]),
        ("我是跟谁合伙做的？", [0], "single-hop"),
        ("那批床头柜是从哪儿收来的？", [2], "single-hop"),
        ("那批床头柜是几月份收的？", [2], "temporal"),
        ("阿凯的全名叫什么？", [], "abstain"),
        ("每个床头柜翻新成本多少？", [], "abstain"),
        ("我们雇了几个工人？", [], "abstain"),
        ("我们的网店叫什么名字？", [], "abstain"),
    ]),
    ("t22-zh-19-erhuan", [
        ("2025-06-08",
         "我在闲鱼上卖自己做的树脂干花耳环，一对三十八，包邮，上个月卖了六十多对。",
         "手作的东西有人买单说明做得好看！可以多拍些上耳效果图，买家更容易下单。"),
    ], [
        ("我在网上卖的是什么？", [0], "single-hop"),
        ("耳环一对卖多少钱？", [0], "single-hop"),
        ("我在哪个平台卖耳环？", [0], "single-hop"),
        ("上个月卖出去多少对？", [0], "single-hop"),
        ("一对耳环的材料成本是多少？", [], "abstain"),
        ("这个月卖了多少对？", [], "abstain"),
        ("我做耳环做了多久了？", [], "abstain"),
        ("我的正式工作是什么？", [], "abstain"),
    ]),
    ("t22-zh-20-gugu", [
        ("2025-08-03",
         "我姑姑在温哥华住了二十年了，说十月十八号回国探亲，在我们家住两周。",
         "二十年才回来一趟，家里人肯定很期待。提前把客房收拾出来，问问她有没有特别想吃的家乡菜。"),
        ("2025-09-25",
         "姑姑机票改了，改成十月二十五号到上海浦东，还是住我们家。",
         "好的，时间往后推了一周，准备起来也更从容。"),
    ], [
        ("姑姑是哪天到的？", [1], "update", [0]),
        ("姑姑在国外哪个城市生活？", [0], "single-hop"),
        ("姑姑在国外待了多少年了？", [0], "single-hop"),
        ("姑姑在哪个机场落地？", [1], "single-hop"),
        ("姑父叫什么名字？", [], "abstain"),
        ("姑姑在温哥华做什么工作？", [], "abstain"),
        ("姑姑坐的是哪家航空公司？", [], "abstain"),
        ("我表妹在加拿大读什么专业？", [], "abstain"),
    ]),
]

if __name__ == "__main__":
    write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, HERE)
