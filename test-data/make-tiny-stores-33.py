"""Generator for tiny-stores-33.json: a BLIND evaluation set for the memory engine.

How it was written: blind. The author read only two things: the shared builder
`tiny_store_case.py` (for the case tuple shape and the writer) and a plain list of every
earlier tiny-store user's first turn (to pick people, pets, places, jobs, hobbies, health
matters, purchases and events not covered before). No engine source, docs, other test data,
other generators or eval results were opened, and the engine was not run while writing it.

Shape: 40 users, 20 English (t33-en-01..20) and 20 Simplified Chinese (t33-zh-01..20, written
directly in colloquial Chinese, not translated). 18 users hold a single fact (one session); the
other 22 hold two to four facts, one session per date, and 16 of those later change an earlier
fact (new price, new job, moved date, renamed pet, new venue, changed dose...) in a later
session. Each session is one user turn and one assistant reply; replies often add details the
user never said, and some abstain questions are baited by those assistant-only details (only what
the user said counts as memory). Ten questions per user, typed single-hop, multi-session, update
(evidence = the newer fact's session, stale = the older), temporal and abstain (empty evidence);
about 45% abstain.

Dates: sessions fall between 2030-03-01 and 2030-08-31 (stored at 19:30 +08:00); every question
is asked at 2030-09-15T20:00:00+08:00, after the last session.

Run: cd test-data && python3 make-tiny-stores-33.py  (writes tiny-stores-33.json beside it)
"""
import os

from tiny_store_case import write_tiny_stores

NAME = "tiny-stores-33"
DESCRIPTION = ("Blind tiny-store set 33: 40 users (20 en, 20 zh), 18 with one fact, the rest with 2-4 facts "
               "one session per date, 16 of them later changing an earlier fact; 10 questions each "
               "(single-hop, multi-session, update, temporal, abstain ~45%), abstains often baited by "
               "assistant-only details; sessions 2030-03-01..2030-08-31, asked 2030-09-15.")
ASK = "2030-09-15T20:00:00+08:00"

CASES = [
    # ------------------------------------------------------------------ English
    ("t33-en-01", [
        ("2030-03-12",
         "Eye exam turned up something I didn't expect: early open-angle glaucoma in both eyes. Pressure was 27 in the "
         "left and 24 in the right. Dr. Okafor started me on latanoprost, one drop in each eye at bedtime.",
         "That's a lot to take in, but catching it early makes a real difference. Latanoprost is a very common first "
         "drop; some people notice their eyelashes getting longer or a bit of redness at first. Most specialists recheck "
         "the pressure after about six weeks, so you'll probably be back in late April. Want me to help you build a "
         "bedtime reminder for the drops?"),
        ("2030-05-07",
         "Follow-up with Dr. Okafor today. The latanoprost was making my eyes red and itchy, so she switched me to "
         "timolol, one drop in each eye twice a day, morning and evening. Pressures are down to 19 and 18.",
         "Good news on the numbers, both are in a much safer range now. Timolol is a beta-blocker drop, so it's worth "
         "mentioning to any doctor who prescribes heart or asthma medicine. Lots of people park the bottle next to "
         "their toothbrush so they don't miss the morning dose. Did she mention a visual field test?"),
    ], [
        ("what did the eye doctor actually find when I went in?", [0], "single-hop"),
        ("Which drops am I on at the moment, and how many times a day?", [1], "update", [0]),
        ("why did I come off the first eye drops?", [1], "single-hop"),
        ("By how much did the pressure in my left eye come down between the first exam and the follow-up?", [0, 1], "multi-session"),
        ("How many weeks passed between my diagnosis and the follow-up visit?", [0, 1], "temporal"),
        ("when's my visual field test booked for?", [], "abstain"),
        ("Did the first drops end up making my lashes grow?", [], "abstain"),
        ("What's the name of the clinic where I get my eyes checked?", [], "abstain"),
        ("how much do my eye drops set me back each month?", [], "abstain"),
        ("Does anybody else in my family have glaucoma?", [], "abstain"),
    ]),
    ("t33-en-02", [
        ("2030-03-20",
         "We brought home two sugar gliders from a breeder in Tacoma, $350 for the pair. They're brothers, and the kids "
         "named them Mochi and Pepper.",
         "Oh, they're such charming little creatures! Sugar gliders are nocturnal, so expect the real party to start "
         "around 10pm. A tall cage with a glider-safe wheel is a must, and many owners feed a Leadbeater's-style mix "
         "with fresh fruit. At a guess they're about 12 weeks out of the pouch?"),
        ("2030-05-02",
         "Quick update on the gliders: the vet did a checkup and it turns out Pepper is actually a girl! My daughter "
         "decided she's now called Pearl instead.",
         "Ha, that happens more often than you'd think with young gliders! Pearl suits her. With a male and a female "
         "together you might ask the vet about neutering the male, since they can breed young and have joeys twice a "
         "year."),
        ("2030-07-14",
         "Mochi got neutered at Cascade Exotic Vet on Friday, $210. He's wearing a tiny cone and sulking in his pouch.",
         "Poor guy, but he'll bounce back quickly. Keep an eye on the incision and make sure Pearl isn't grooming it. "
         "Most exotic vets want a recheck in 10 to 14 days."),
    ], [
        ("how many of those little gliders do we have?", [0], "single-hop"),
        ("What's the second glider called these days?", [1], "update", [0]),
        ("Where did we get our gliders from?", [0], "single-hop"),
        ("Add up what we've paid for the gliders themselves plus the neutering op.", [0, 2], "multi-session"),
        ("Was the glider who had the operation the one whose sex the vet got wrong, or the other one?", [1, 2], "multi-session"),
        ("Roughly how long had we had the gliders before the neuter surgery?", [0, 2], "temporal"),
        ("how old were the gliders when they came home?", [], "abstain"),
        ("What do I feed my sugar gliders?", [], "abstain"),
        ("When's Mochi's recheck appointment?", [], "abstain"),
        ("what colour are the gliders?", [], "abstain"),
    ]),
    ("t33-en-03", [
        ("2030-03-08",
         "Started my new job today as an assistant brewer at Foghorn Brewing in Astoria. Mostly cleaning tanks and "
         "doing the grain out for now, $21 an hour.",
         "Congrats! Cleaning and grain out is the classic first rung; it teaches you the whole system. Early starts are "
         "pretty standard in production brewing, often 6am. Are they mostly doing IPAs or more lagers?"),
        ("2030-06-19",
         "Career news: I've left Foghorn. I'm now the cellar lead at Ridgeback Beer Co. in Portland, $25 an hour, and "
         "I'm in charge of dry hopping and carbonation.",
         "That's a big step up after only a few months. Cellar lead is where the beer really gets finished, and "
         "Portland's a much bigger scene. Is the commute manageable from where you live?"),
    ], [
        ("Where am I working these days?", [1], "update", [0]),
        ("what's my hourly rate right now?", [1], "update", [0]),
        ("What was I mostly stuck doing at my first brewery gig?", [0], "single-hop"),
        ("What am I responsible for in the job I have now?", [1], "single-hop"),
        ("How much more per hour do I make after switching breweries?", [0, 1], "multi-session"),
        ("roughly how many months did I last at the first brewery?", [0, 1], "temporal"),
        ("What time does my shift start?", [], "abstain"),
        ("What's the flagship beer where I work now?", [], "abstain"),
        ("how long's my commute these days?", [], "abstain"),
        ("Why did I quit the first brewery?", [], "abstain"),
    ]),
    ("t33-en-04", [
        ("2030-04-27",
         "Did it, bought a motorcycle! A used 2021 Royal Enfield Interceptor 650 with 4,300 miles on it, $5,400 from a "
         "guy in Fresno. I only got my M1 license last month.",
         "Congratulations! The Interceptor is a great first big bike: friendly power and a classic look. Budget for "
         "decent gear, a full-face helmet and an armored jacket can easily run $600 together. Lots of new riders in "
         "California take an advanced course after a few months. The chrome-and-orange version is gorgeous, by the way."),
    ], [
        ("What bike did I end up buying?", [0], "single-hop"),
        ("how much did I pay for the motorbike?", [0], "single-hop"),
        ("How many miles were on it when I got it?", [0], "single-hop"),
        ("Where was the seller based?", [0], "single-hop"),
        ("Around what month did I get my motorcycle licence?", [0], "temporal"),
        ("what colour is my bike?", [], "abstain"),
        ("How much did I spend on riding gear?", [], "abstain"),
        ("Have I signed up for an advanced riding course yet?", [], "abstain"),
        ("What was the seller's name?", [], "abstain"),
        ("what car do I drive?", [], "abstain"),
    ]),
    ("t33-en-05", [
        ("2030-03-25",
         "I somehow volunteered to organize the Linden Avenue block party this year. Planning for Saturday, June 22, and "
         "the city permit to close the street costs $75.",
         "That's a fun job! Get the permit in early; some cities want 30 days' notice and a list of neighbors' "
         "signatures. A bouncy castle and a potluck table are usually the crowd favorites. How many houses are on the "
         "block?"),
        ("2030-04-30",
         "Block party update: 28 households have signed up so far, and my neighbor Farida offered to run the kids' games.",
         "Twenty-eight is a great turnout! Farida sounds like a keeper. You might ask someone with a big grill to handle "
         "burgers, and put up a signup sheet so you don't end up with eleven potato salads."),
        ("2030-06-03",
         "Change of plans: the city is repaving Linden in June, so the block party is moving to Saturday, July 13, and "
         "we'll hold it in Larkin Park instead of on the street. The park pavilion rental is $120.",
         "Annoying, but a park might actually be easier: shade, restrooms, no barricades. July 13 also gives you more "
         "time to rope in a DJ. Check whether the pavilion booking includes the grills."),
        ("2030-07-15",
         "Block party was Saturday and it went great. We ended up with about 90 people and raised $640 for the school "
         "library from the bake sale.",
         "That's a brilliant result! $640 buys a lot of books. Sounds like you'll be drafted for next year too."),
    ], [
        ("What date did the block party end up happening on?", [2], "update", [0]),
        ("where was the block party held in the end?", [2], "update", [0]),
        ("Who looked after the kids' games?", [1], "single-hop"),
        ("Why did the party get moved?", [2], "single-hop"),
        ("Who ran the bake sale table?", [], "abstain"),
        ("Add up the street permit fee and the park pavilion fee for me.", [0, 2], "multi-session"),
        ("how many weeks later than first planned did the party end up being?", [0, 2], "temporal"),
        ("Did we get a DJ in the end?", [], "abstain"),
        ("was there a bouncy castle?", [], "abstain"),
        ("How many houses are there on my street?", [], "abstain"),
    ]),
    ("t33-en-06", [
        ("2030-05-15",
         "Tried an Argentine tango class tonight at Milonga Sur in the Mission! I'm doing their 6-week beginner series, "
         "Wednesdays at 7:30, $150. My teacher is Esteban and he says I lean back too much.",
         "Fun! Leaning back is the most common beginner habit; the embrace should feel like gently falling forward into "
         "your partner. Suede-soled shoes help a lot with pivots, and most schools run a Friday practica where you can "
         "practise for $10. Are you going with a partner?"),
    ], [
        ("What sort of dancing have I taken up?", [0], "single-hop"),
        ("which night is my dance class?", [0], "single-hop"),
        ("What does my instructor keep correcting me on?", [0], "single-hop"),
        ("How much was the beginner series?", [0], "single-hop"),
        ("Should my beginner series have wrapped up by now?", [0], "temporal"),
        ("Who's my dance partner?", [], "abstain"),
        ("what dance shoes did I get?", [], "abstain"),
        ("Do I go to the Friday practice sessions?", [], "abstain"),
        ("Why did I decide to start dancing?", [], "abstain"),
        ("What's my teacher's surname?", [], "abstain"),
    ]),
    ("t33-en-07", [
        ("2030-04-09",
         "Came off my bike on the Burke-Gilman trail Sunday and hit my head. ER says it's a concussion. I'm supposed to "
         "stay off screens as much as possible and I'm off work until April 22.",
         "Ouch, I'm sorry. Good that you got checked. Recovery is mostly rest and then slowly adding things back; "
         "headaches and light sensitivity are really common the first week. Was your helmet cracked? If so it needs "
         "replacing even if it looks fine."),
        ("2030-04-20",
         "Saw the concussion clinic today. Still getting headaches and I can't read for more than ten minutes, so they "
         "pushed my return to work back to May 6, half days for the first week.",
         "Frustrating but sensible; going back too early can drag things out. Half days are a good bridge. Dim your "
         "screens and take breaks every 20 minutes when you start reading again."),
    ], [
        ("What injury did I end up with?", [0], "single-hop"),
        ("how did I get hurt?", [0], "single-hop"),
        ("When was I cleared to go back to work?", [1], "update", [0]),
        ("What was the plan for my first week back?", [1], "single-hop"),
        ("By how many weeks did my return to work get pushed?", [0, 1], "multi-session"),
        ("What was the actual date of the crash?", [0], "temporal"),
        ("Was my helmet damaged?", [], "abstain"),
        ("what do I do for a living?", [], "abstain"),
        ("Which hospital's ER did I go to?", [], "abstain"),
        ("Did I break anything when I fell?", [], "abstain"),
    ]),
    ("t33-en-08", [
        ("2030-06-08",
         "We've got sheep! Four Shetland ewes from a farm near Hexham, £120 each. Two are moorit brown and two are "
         "white, and they're mainly for the wool because I want to learn to spin.",
         "How lovely! Shetlands are hardy and their fleece is beautifully soft. You'll need a holding number from the "
         "Rural Payments Agency if you haven't got one, and they'll want shearing around late May or June. A drop "
         "spindle is a cheap way to start spinning before you invest in a wheel."),
    ], [
        ("What breed are my sheep?", [0], "single-hop"),
        ("how much did the sheep cost me all together?", [0], "single-hop"),
        ("Why did I get sheep in the first place?", [0], "single-hop"),
        ("what colours are the ewes?", [0], "single-hop"),
        ("About how long have I had the sheep now?", [0], "temporal"),
        ("What are the sheep called?", [], "abstain"),
        ("Have I bought a spinning wheel?", [], "abstain"),
        ("who's going to shear them for me?", [], "abstain"),
        ("What's my holding number?", [], "abstain"),
        ("How big is the field they graze in?", [], "abstain"),
    ]),
    ("t33-en-09", [
        ("2030-07-03",
         "My 50th birthday present from my wife was an Eastman MD305 mandolin, and I've started lessons with a bluegrass "
         "player named Clay at the music shop downtown, Thursdays at 5.",
         "What a present! The MD305 is a solid-top A-style, a really good first mandolin. Bluegrass teachers usually "
         "start you on 'Angeline the Baker' or 'Soldier's Joy'. Fifths tuning takes some getting used to if you've "
         "played guitar. Expect sore fingertips for a couple of weeks."),
    ], [
        ("What instrument did I get for my birthday?", [0], "single-hop"),
        ("who gave it to me?", [0], "single-hop"),
        ("When are my lessons each week?", [0], "single-hop"),
        ("What kind of music does my teacher play?", [0], "single-hop"),
        ("Roughly when did I turn fifty?", [0], "temporal"),
        ("What's the first tune I'm learning?", [], "abstain"),
        ("did I play guitar before this?", [], "abstain"),
        ("How much did my wife pay for the mandolin?", [], "abstain"),
        ("What's the name of the music shop?", [], "abstain"),
        ("what's my wife called?", [], "abstain"),
    ]),
    ("t33-en-10", [
        ("2030-04-15",
         "We're putting a koi pond in the backyard. AquaScape Pros quoted $8,900 for a 1,500-gallon pond with a "
         "waterfall and a bog filter, and we're starting with six koi.",
         "That'll be beautiful. The usual rule of thumb is about 250 gallons per adult koi, so six is right at the limit "
         "once they grow. Herons can be a menace, so netting or a decoy is worth thinking about. Do you know which "
         "varieties you want, Kohaku, Showa?"),
        ("2030-06-10",
         "Pond's finished! The final bill came to $10,250 because they had to dig around a tree root and add a second "
         "pump. We bought five koi in the end, not six, from a breeder in Sacramento.",
         "Congratulations! Surprise roots are the classic dig problem. Five gives them more room as they grow. Feed "
         "lightly for the first couple of weeks while the filter bacteria build up."),
    ], [
        ("What did the pond end up costing us?", [1], "update", [0]),
        ("how many fish are in the pond?", [1], "update", [0]),
        ("How big is the pond?", [0], "single-hop"),
        ("Why did the job come in over the quote?", [1], "single-hop"),
        ("How far over the original quote did we go?", [0, 1], "multi-session"),
        ("How long did it take from getting the quote to the pond being done?", [0, 1], "temporal"),
        ("Which koi varieties did we go for?", [], "abstain"),
        ("did we put a net over the pond for herons?", [], "abstain"),
        ("What have we named the fish?", [], "abstain"),
        ("How much did the koi themselves cost?", [], "abstain"),
    ]),
    ("t33-en-11", [
        ("2030-03-28",
         "Dermatologist says the cracked, itchy skin on my hands is hand eczema, probably from all the handwashing at the "
         "daycare where I work. She gave me clobetasol ointment twice a day for two weeks and told me to wear cotton "
         "gloves under vinyl ones.",
         "That sounds miserable; daycare handwashing is relentless. Clobetasol is strong, which is why it's usually "
         "limited to a couple of weeks. A thick fragrance-free cream like CeraVe after every wash helps a lot, and some "
         "people do a 'soak and smear' with Vaseline at night. Keep your nails short so scratching doesn't break skin."),
    ], [
        ("what's going on with the skin on my hands?", [0], "single-hop"),
        ("Where do I work?", [0], "single-hop"),
        ("What did the skin doctor prescribe, and for how long?", [0], "single-hop"),
        ("What was I told to wear on my hands?", [0], "single-hop"),
        ("Should I still be on the prescription ointment at this point?", [0], "temporal"),
        ("which moisturiser do I use?", [], "abstain"),
        ("What's my dermatologist's name?", [], "abstain"),
        ("How long had I had the rash before I saw someone?", [], "abstain"),
        ("Do I get eczema anywhere besides my hands?", [], "abstain"),
        ("how many kids are in my room at the daycare?", [], "abstain"),
    ]),
    ("t33-en-12", [
        ("2030-03-05",
         "My daughter Nell, she's 5, has a lazy eye: amblyopia in her right eye. The pediatric ophthalmologist wants her "
         "in glasses full-time and patching her good eye two hours a day.",
         "It's really common and very treatable at her age. Kids often do best when patching is tied to something fun, "
         "like a show or drawing time, and there are bright patches with animals on them that make it less of a battle. "
         "Check-ups are usually every 8 to 12 weeks."),
        ("2030-06-04",
         "Nell's check-up: her right eye went from 20/80 to 20/40, so the doctor cut patching down to one hour a day. "
         "She also picked purple frames for her backup pair of glasses.",
         "Wonderful progress! That's a great response in three months. One hour is a lot easier to fit around summer "
         "camp too."),
        ("2030-08-20",
         "Nell starts kindergarten at Brookfield Elementary next week. I've told her teacher, Ms. Adeyemi, about the "
         "patching so she isn't surprised if Nell wears one at school.",
         "Smart move. Teachers are usually really supportive, and some even make it a class thing, like 'pirate time'. "
         "Hope the first day goes smoothly!"),
    ], [
        ("How long does Nell wear her patch each day now?", [1], "update", [0]),
        ("which of her eyes is the weak one?", [0], "single-hop"),
        ("How much did her vision improve at the check-up?", [1], "single-hop"),
        ("Who's her teacher going to be?", [2], "single-hop"),
        ("How old is Nell, and which school is she starting at?", [0, 2], "multi-session"),
        ("how many months after she was diagnosed was that check-up?", [0, 1], "temporal"),
        ("What's the name of Nell's eye doctor?", [], "abstain"),
        ("What does Nell watch while she's patching?", [], "abstain"),
        ("When is her next eye appointment?", [], "abstain"),
        ("Is Nell going to summer camp?", [], "abstain"),
    ]),
    ("t33-en-13", [
        ("2030-05-20",
         "Our dachshund Frankie, he's 6, suddenly couldn't walk on his back legs. The vet neurologist says it's IVDD and "
         "he had emergency spinal surgery last night. It cost $7,800.",
         "Oh no, poor Frankie, and poor you. Dachshunds are prone to disc problems because of their long backs. Most "
         "dogs who get surgery quickly walk again within a few weeks. Recovery usually means strict crate rest for six "
         "to eight weeks, then ramps instead of stairs. Was he insured?"),
        ("2030-07-01",
         "Frankie's walking again! A bit wobbly, but he's started hydrotherapy on an underwater treadmill, twice a week "
         "at Paws in Motion, $65 a session.",
         "That's fantastic news! Hydrotherapy is brilliant for rebuilding strength without loading the spine. Keep him "
         "lean; extra weight puts more strain on the discs."),
    ], [
        ("What breed is Frankie?", [0], "single-hop"),
        ("what was actually wrong with my dog?", [0], "single-hop"),
        ("How much did his operation cost?", [0], "single-hop"),
        ("What kind of rehab is he doing now, and how often?", [1], "single-hop"),
        ("How old is the dog doing the underwater treadmill sessions?", [0, 1], "multi-session"),
        ("About how long after his surgery was Frankie back on his feet?", [0, 1], "temporal"),
        ("Is Frankie insured?", [], "abstain"),
        ("did we put ramps in at home for him?", [], "abstain"),
        ("How much does Frankie weigh?", [], "abstain"),
        ("Who's the neurologist that operated on him?", [], "abstain"),
    ]),
    ("t33-en-14", [
        ("2030-08-02",
         "Tore my left Achilles going up for a spike in a beach volleyball game on Saturday. The surgeon's going the "
         "non-operative route: I'm in a walking boot with heel wedges for 10 weeks and I can't drive, so my brother Luis "
         "is driving me to work.",
         "Ugh, I'm sorry, that's a long haul. Non-surgical treatment with early rehab has really good outcomes these "
         "days; they'll usually take out a heel wedge every couple of weeks. A knee scooter makes getting around the "
         "house much easier, and you might qualify for a disabled parking placard for a few months."),
    ], [
        ("Which tendon did I hurt, and on which leg?", [0], "single-hop"),
        ("what was I playing when it happened?", [0], "single-hop"),
        ("How long do I have to stay in the boot?", [0], "single-hop"),
        ("Who's been getting me to work?", [0], "single-hop"),
        ("Around when should I be out of the boot?", [0], "temporal"),
        ("Did I get a knee scooter?", [], "abstain"),
        ("do I have a parking placard now?", [], "abstain"),
        ("Where do I work?", [], "abstain"),
        ("What's my surgeon's name?", [], "abstain"),
        ("How old is my brother?", [], "abstain"),
    ]),
    ("t33-en-15", [
        ("2030-05-10",
         "So proud: my daughter Imani graduated from nursing school at Temple today, and she's already got a job offer "
         "in the NICU at Children's Hospital of Philadelphia. She takes the NCLEX in June.",
         "Congratulations to Imani, and to you! A NICU job straight out of school is a real achievement, those spots "
         "are competitive. Most new grads do a residency program of about a year. An engraved stethoscope makes a "
         "lovely graduation gift."),
    ], [
        ("What did my daughter study?", [0], "single-hop"),
        ("where's she going to be working?", [0], "single-hop"),
        ("What kind of unit is her new job in?", [0], "single-hop"),
        ("Which exam does she have to sit, and when?", [0], "single-hop"),
        ("Should Imani's licensing exam be behind her by now?", [0], "temporal"),
        ("What did I give Imani for her graduation?", [], "abstain"),
        ("did she pass the exam?", [], "abstain"),
        ("How long is her residency program?", [], "abstain"),
        ("What's her starting salary?", [], "abstain"),
        ("Where is Imani living these days?", [], "abstain"),
    ]),
    ("t33-en-16", [
        ("2030-04-03",
         "We finally closed on the house on Alder Street! Housewarming is set for Saturday, May 4, around 30 people, and "
         "my partner Devon is making his famous brisket.",
         "Congratulations on the new place! Brisket for 30 is ambitious, figure about half a pound raw per person, so 15 "
         "pounds or so. A guest book or a Polaroid wall is a fun housewarming touch. Is it a three-bedroom?"),
        ("2030-04-25",
         "Had to push the housewarming back to Saturday, May 18. The kitchen floor is being redone and won't be "
         "finished in time. Devon's still doing the brisket, but we're adding tacos for the vegetarians.",
         "Much better than hosting around a half-finished floor. Tacos are a great call, easy to set up as a bar. More "
         "time to get the garden looking nice too."),
    ], [
        ("When did the housewarming actually happen?", [1], "update", [0]),
        ("what street is our new place on?", [0], "single-hop"),
        ("Did Devon smoke the brisket or do it in the oven?", [], "abstain"),
        ("Why did the party get pushed back?", [1], "single-hop"),
        ("What food was on the menu for the party in the end?", [0, 1], "multi-session"),
        ("How long after we closed on the house was the housewarming?", [0, 1], "temporal"),
        ("How many bedrooms does the new house have?", [], "abstain"),
        ("what did we pay for the house?", [], "abstain"),
        ("Did we do a guest book at the party?", [], "abstain"),
        ("Who's the contractor redoing the kitchen floor?", [], "abstain"),
    ]),
    ("t33-en-17", [
        ("2030-03-14",
         "I got the seasonal park ranger job at Acadia National Park! May to October, mostly leading tide pool walks and "
         "staffing the visitor center at Sieur de Monts.",
         "Congratulations, what a dream summer job! Seasonal rangers often get park housing, which helps a lot around "
         "Bar Harbor, and the flat hat fitting is a rite of passage. Tide pooling follows low tide, so your schedule "
         "will probably shift daily."),
        ("2030-05-12",
         "Moved into ranger housing at Blackwoods, sharing a cabin with another seasonal named Priya who's on the fire "
         "crew. Rent comes out of my pay, $95 a week.",
         "Sounds cosy! Fire crew folks keep wild hours, so earplugs might be your friend. Blackwoods is close to the "
         "Ocean Path, great for evening walks."),
        ("2030-07-22",
         "Did my first solo evening program at the Blackwoods amphitheater last night, a talk on the park's bats. About "
         "120 people showed up.",
         "That's a big crowd for a first solo program! Bats are a great topic, and people love a bat detector demo if "
         "you have one."),
    ], [
        ("Did I get fitted for the ranger flat hat?", [], "abstain"),
        ("who do I share a cabin with, and what does she do?", [1], "single-hop"),
        ("How much is my housing?", [1], "single-hop"),
        ("What was my first solo evening talk about?", [2], "single-hop"),
        ("Was my evening talk in the same campground I live in?", [1, 2], "multi-session"),
        ("Roughly how much had I paid in rent by the time of my first solo talk?", [1, 2], "multi-session"),
        ("How long after landing the job did I move into park housing?", [0, 1], "temporal"),
        ("Did I use a bat detector in my talk?", [], "abstain"),
        ("what's my hourly wage as a ranger?", [], "abstain"),
        ("Where was I living before this job?", [], "abstain"),
    ]),
    ("t33-en-18", [
        ("2030-06-25",
         "My husband and I bought a tandem bike! A used Co-Motion Periscope for $2,100. Our first ride together was 12 "
         "miles around Lake Harriet and we only argued twice.",
         "Ha, only twice is a win on a tandem! Communication is everything: the captain calls out shifts, stops and "
         "bumps, and the stoker supplies power and navigation. The Periscope adjusts for different stoker heights, handy "
         "if you ever want to take a kid along."),
    ], [
        ("What did we buy so we could ride together?", [0], "single-hop"),
        ("how much did it set us back?", [0], "single-hop"),
        ("How far was our first ride?", [0], "single-hop"),
        ("Where did we go on that first ride?", [0], "single-hop"),
        ("how long ago did we get the tandem?", [0], "temporal"),
        ("Who rides up front, me or my husband?", [], "abstain"),
        ("What colour is our tandem?", [], "abstain"),
        ("do we have kids?", [], "abstain"),
        ("Who did we buy the bike from?", [], "abstain"),
        ("What's my husband's name?", [], "abstain"),
    ]),
    ("t33-en-19", [
        ("2030-08-11",
         "Spent the weekend on a bean-to-bar chocolate course at Cacao Lab in Brooklyn, $390. We roasted and winnowed "
         "Ecuadorian beans ourselves, and I came home with eight bars of 72% dark.",
         "That sounds amazing. Winnowing is the messy bit, cracking the husks off. If you keep going at home, a small "
         "stone melanger is what most hobbyists use, and tempering on a marble slab is a nice skill to learn. Are you "
         "thinking of selling bars eventually?"),
    ], [
        ("What kind of course did I do?", [0], "single-hop"),
        ("where were the cacao beans from?", [0], "single-hop"),
        ("How many bars did I bring home, and how dark?", [0], "single-hop"),
        ("What did the course cost?", [0], "single-hop"),
        ("Which weekend was the chocolate course?", [0], "temporal"),
        ("Did I buy a melanger?", [], "abstain"),
        ("am I planning to sell my chocolate?", [], "abstain"),
        ("Who taught the course?", [], "abstain"),
        ("Who came along with me?", [], "abstain"),
        ("Am I allergic to anything?", [], "abstain"),
    ]),
    ("t33-en-20", [
        ("2030-07-08",
         "Booked LASIK at ClearView Eye in Scottsdale for August 9, $4,200 for both eyes. I'm -4.75 in both and sick "
         "of contacts.",
         "Exciting! Most clinics want you out of soft contacts for at least a week before the final measurements. "
         "You'll need someone to drive you home afterwards, and goggles for sleeping the first week. Most people see "
         "clearly within a day."),
        ("2030-08-05",
         "LASIK got moved to August 23, the surgeon had a conference. The clinic knocked $200 off for the hassle.",
         "A bit more waiting, but the discount's a nice gesture. Remember the artificial tears afterwards!"),
    ], [
        ("What date was my eye surgery in the end?", [1], "update", [0]),
        ("What will the LASIK cost me after the discount?", [0, 1], "multi-session"),
        ("what's my glasses prescription?", [0], "single-hop"),
        ("Why did the surgery date change?", [1], "single-hop"),
        ("Where am I having it done?", [0], "single-hop"),
        ("About how many weeks before today was my laser eye surgery scheduled?", [1], "temporal"),
        ("Who's driving me home after the procedure?", [], "abstain"),
        ("what's the surgeon's name?", [], "abstain"),
        ("What brand of contacts was I wearing?", [], "abstain"),
        ("Did I have to sleep in goggles afterwards?", [], "abstain"),
    ]),
    # ------------------------------------------------------------------ 中文
    ("t33-zh-01", [
        ("2030-03-10",
         "我闺女小名叫朵朵，百日宴定在四月十三号中午，在镇上的福满楼订了八桌，一桌一千二。",
         "恭喜恭喜！百日宴热闹一下挺好的。老人一般讲究给宝宝备个长命锁、戴个虎头帽，现场再弄个抓周的小环节也挺有意思。"
         "八桌的话估计要请七八十个人吧？"),
        ("2030-03-28",
         "百日宴换地方了，福满楼那天被人包场了，改在我表哥开的农家乐“竹林小院”，还是四月十三号中午，现在订了十桌，一桌八百八。",
         "表哥的地方更自在，价格也实惠多了。农家乐场地大，小孩子跑来跑去也方便。记得提前跟表哥确认停车位够不够。"),
        ("2030-04-15",
         "百日宴办完了，来了一百来号人，朵朵全程没哭，我妈给她打了个银手镯。",
         "太好了，宝宝这么给面子！银手镯很有意义，可以留着当纪念。办完这一场你们也能歇口气了。"),
    ], [
        ("闺女的百日宴最后是在哪儿办的？", [1], "update", [0]),
        ("酒席最后订了几桌啊", [1], "update", [0]),
        ("我家宝宝小名叫啥来着？", [0], "single-hop"),
        ("我妈给朵朵送了个啥？", [2], "single-hop"),
        ("原来那家饭店和后来那家，一桌差了多少钱？", [0, 1], "multi-session"),
        ("百日宴是几月几号办的？", [1], "temporal"),
        ("宝宝抓周抓到啥了？", [], "abstain"),
        ("朵朵的长命锁是谁送的", [], "abstain"),
        ("宝宝大名叫什么？", [], "abstain"),
        ("开农家乐的那个表哥叫啥名字？", [], "abstain"),
    ]),
    ("t33-zh-02", [
        ("2030-05-25",
         "这周末去一个叫“皂里”的工作室学做冷制皂，学费二百八，用的橄榄油加椰子油，还放了点艾草粉，做了六块，说要晾四到六个礼拜才能用。",
         "冷制皂做起来很有成就感！晾皂的时候放通风阴凉处，别晒太阳，皂化充分了才温和。橄榄油多的皂比较滋润，适合秋冬用。"
         "艾草皂据说对湿疹、痱子有点帮助，夏天给小孩用也不错。下回可以试试渲染皂，颜色特别好看。"),
    ], [
        ("我上回去学做啥手工来着？", [0], "single-hop"),
        ("那几块皂里加了什么草药粉？", [0], "single-hop"),
        ("一共做了几块？", [0], "single-hop"),
        ("那个课多少钱", [0], "single-hop"),
        ("我做的那批皂现在晾好能用了没？", [0], "temporal"),
        ("我做的皂是什么颜色的？", [], "abstain"),
        ("我家孩子几岁了？", [], "abstain"),
        ("教做皂的老师姓啥？", [], "abstain"),
        ("我自己有湿疹吗", [], "abstain"),
        ("那个工作室在哪个城市？", [], "abstain"),
    ]),
    ("t33-zh-03", [
        ("2030-03-18",
         "我去年辞了银行的工作，读了半年烹饪学校，今天拿到了中式烹调师四级证，在一家叫“蜀味坊”的川菜馆当砧板，一个月四千五。",
         "恭喜拿证！砧板是后厨的基本功岗位，切配练熟了才有机会上灶。川菜馆后厨节奏快，一般早上九点半就得到岗备料。"
         "三十多岁转行不容易，你爸妈支持吗？"),
        ("2030-06-12",
         "我跳槽了，去了“老码头火锅”当炒料师傅，专门炒锅底，一个月六千二，就是天天被辣椒呛得眼泪直流。",
         "炒料是火锅店的灵魂岗位，涨薪也合理！牛油锅底对火候和时间很讲究。记得戴好口罩，长期吸辣椒油烟对嗓子不好。"),
        ("2030-08-08",
         "老码头给我升了炒料组组长，手下带两个徒弟，工资涨到七千。",
         "进步真快，这么快就带徒弟了！当组长以后除了手艺还得管排班和品控，挺锻炼人的。"),
    ], [
        ("我现在在哪家店干活？", [1, 2], "update", [0]),
        ("我这会儿一个月工资多少", [2], "update", [0, 1]),
        ("转行当厨子之前我是干啥的？", [0], "single-hop"),
        ("我在第一家馆子干的什么岗位？", [0], "single-hop"),
        ("从第一份后厨工作到现在，我月薪一共涨了多少？", [0, 2], "multi-session"),
        ("我在火锅店干了多久就升了组长？", [1, 2], "temporal"),
        ("我爸妈支持我转行吗？", [], "abstain"),
        ("我今年多大岁数？", [], "abstain"),
        ("我读烹饪学校花了多少学费？", [], "abstain"),
        ("我带的那两个徒弟叫什么名字", [], "abstain"),
    ]),
    ("t33-zh-04", [
        ("2030-04-06",
         "在花鸟市场买了两只文鸟，一只白文一只樱文，一百五一对，白的叫“汤圆”，樱文叫“芝麻”。",
         "文鸟很亲人，手养的更黏人！它们爱洗澡，笼子里放个浅水盆每天换水。主食小米加点青菜，再挂块墨鱼骨补钙。"
         "不知道这一对是不是一公一母，公的会唱歌跳舞求偶。"),
        ("2030-06-16",
         "跟你说，芝麻原来是只母的，今天在笼子里下了个蛋！我女儿非要给它改名，现在叫“小蛋黄”了。",
         "哈哈这名字太应景了！母文鸟没配对也可能下无精蛋，记得给它多补钙，别让它连着下太多，伤身体。"),
    ], [
        ("那只樱文现在叫啥名？", [1], "update", [0]),
        ("我养了几只鸟，啥品种的？", [0], "single-hop"),
        ("白的那只叫什么", [0], "single-hop"),
        ("那只鸟为啥改名了？", [1], "single-hop"),
        ("下蛋的那只是白文还是樱文？", [0, 1], "multi-session"),
        ("买回来多久才发现有一只是母的？", [0, 1], "temporal"),
        ("会唱歌跳舞的公鸟是哪一只？", [], "abstain"),
        ("我平时都喂鸟吃啥", [], "abstain"),
        ("我女儿今年几岁？", [], "abstain"),
        ("鸟笼子是多少钱买的？", [], "abstain"),
    ]),
    ("t33-zh-05", [
        ("2030-04-22",
         "右手大拇指根那儿疼了一个多月，今天去骨科看了，说是桡骨茎突狭窄性腱鞘炎，就是“妈妈手”。医生给打了一针封闭，让我两周内少抱孩子、少刷手机。",
         "妈妈手真的太常见了，带小宝宝的时候老用大拇指托着就容易犯。封闭针一般几天就见效，但不注意用手容易复发。"
         "可以买个护拇指的护具，晚上睡觉也戴着。抱孩子尽量用手掌和小臂托，别用虎口卡。"),
    ], [
        ("我手上是啥毛病？", [0], "single-hop"),
        ("是哪只手疼", [0], "single-hop"),
        ("医生给我怎么处理的？", [0], "single-hop"),
        ("医生交代我这阵子别干啥？", [0], "single-hop"),
        ("医生让我少用手的那段日子过去了没？", [0], "temporal"),
        ("我家孩子多大了？", [], "abstain"),
        ("我买了护拇指的护具没有", [], "abstain"),
        ("我是在哪家医院看的？", [], "abstain"),
        ("打那一针封闭花了多少钱？", [], "abstain"),
        ("我是做什么工作的？", [], "abstain"),
    ]),
    ("t33-zh-06", [
        ("2030-03-30",
         "我最近开始兼职做陪诊师了，主要陪外地来上海看病的老人挂号、排队、取药，半天收两百，全天三百五。",
         "这个活挺有意义的，很多子女不在身边的老人确实需要。最好提前熟悉几家大医院的楼层和挂号流程，比如瑞金、中山这些。"
         "也可以签个简单的服务协议，写清楚不能替病人做医疗决定。你是在正式工作之外兼职吗？"),
        ("2030-07-09",
         "陪诊的价格我调了，半天现在收两百五，全天四百五。上个月一共接了十九单，回头客挺多。",
         "生意不错！回头客多说明口碑好。涨价以后可以给老客户留点优惠，维系关系。"),
    ], [
        ("我陪诊半天现在收多少钱？", [1], "update", [0]),
        ("全天陪诊现在什么价", [1], "update", [0]),
        ("我陪诊主要帮老人干些啥？", [0], "single-hop"),
        ("我在哪个城市做陪诊？", [0], "single-hop"),
        ("全天的价比一开始涨了多少？", [0, 1], "multi-session"),
        ("我六月份一共接了多少单陪诊？", [1], "temporal"),
        ("我的主业是干啥的？", [], "abstain"),
        ("我跟客户签服务协议了没", [], "abstain"),
        ("我最常陪人去哪家医院？", [], "abstain"),
        ("我是怎么找到客户的？", [], "abstain"),
    ]),
    ("t33-zh-07", [
        ("2030-05-06",
         "我在超市站了十几年收银，左腿静脉曲张越来越严重，小腿上青筋一鼓一鼓的。医生建议做射频消融，手术约在六月三号。",
         "站久了确实容易得。射频消融创伤小，一般当天或第二天就能下地走。术后要穿医用弹力袜一段时间，通常一两个月。"
         "平时可以把腿垫高休息，少久站久坐。"),
        ("2030-05-28",
         "手术改到六月十七号了，医生说我血常规有一项要复查。这几天先穿着二级压力的弹力袜。",
         "推迟一下也好，把指标查清楚更安全。弹力袜早上起床前穿效果最好。"),
    ], [
        ("我腿的手术最后约在哪天？", [1], "update", [0]),
        ("我腿上是啥毛病，哪条腿？", [0], "single-hop"),
        ("我要做的是啥手术，现在定在哪天做？", [0, 1], "multi-session"),
        ("我是干什么工作的？", [0], "single-hop"),
        ("手术为啥往后推了？", [1], "single-hop"),
        ("手术一共往后推了几天？", [0, 1], "temporal"),
        ("手术是在哪家医院做的？", [], "abstain"),
        ("这个手术要花多少钱", [], "abstain"),
        ("做完手术我要穿多久弹力袜？", [], "abstain"),
        ("手术后我请了几天假？", [], "abstain"),
    ]),
    ("t33-zh-08", [
        ("2030-06-14",
         "入了个手碟，D调Kurd音阶的，九个音，在闲鱼上收的二手，三千六。每天晚上下班回来敲半小时，邻居应该还没嫌吵。",
         "手碟的声音特别治愈！Kurd是最常见、最好上手的音阶。手碟怕潮也怕摔，不用的时候装硬包里，敲完用软布把手汗擦掉防锈。"
         "网上有不少入门节奏教程可以跟着练。"),
    ], [
        ("我最近入手了个啥乐器？", [0], "single-hop"),
        ("它是什么调的，几个音？", [0], "single-hop"),
        ("在哪儿买的，花了多少", [0], "single-hop"),
        ("我一般什么时候练，练多久？", [0], "single-hop"),
        ("这乐器我买了大概多久了？", [0], "temporal"),
        ("我给手碟配硬包了吗？", [], "abstain"),
        ("我跟哪个老师学的", [], "abstain"),
        ("我的手碟是哪个牌子的？", [], "abstain"),
        ("我以前学过别的乐器没有？", [], "abstain"),
        ("我家住几楼？", [], "abstain"),
    ]),
    ("t33-zh-09", [
        ("2030-03-03",
         "家里终于买了扫地机器人，石头的P10，双十一没舍得，这次降到两千九才下手。家里两只猫掉毛太狠了，设了每天下午两点自动扫一遍。",
         "养猫家庭真的离不开扫地机！P10自动集尘、洗拖布挺省心。建议把猫砂盆附近设成禁区，不然猫砂会被带得满屋都是。"
         "数据线、袜子这些小东西记得提前收好。"),
    ], [
        ("我家扫地机是啥型号？", [0], "single-hop"),
        ("扫地机花了多少钱", [0], "single-hop"),
        ("当初为啥要买扫地机？", [0], "single-hop"),
        ("它每天几点开始扫？", [0], "single-hop"),
        ("扫地机买回来多久了？", [0], "temporal"),
        ("我给猫砂盆那块设禁区了没？", [], "abstain"),
        ("我家两只猫叫什么", [], "abstain"),
        ("我家房子多少平？", [], "abstain"),
        ("扫地机是在哪个平台下单的？", [], "abstain"),
        ("我家猫是什么品种的？", [], "abstain"),
    ]),
    ("t33-zh-10", [
        ("2030-06-02",
         "七月想跟老公租房车自驾川西，在成都一家叫“途居”的店订了辆C型房车，一天一千一，租七天，七月十号提车。",
         "川西房车自驾很爽！有些山路弯多坡陡，C型车身高，开慢点。高原上注意高反，车上备点氧气瓶。"
         "新都桥、塔公草原都有房车营地可以接水接电。"),
        ("2030-06-25",
         "路线定了：成都出发，走雅安、康定、新都桥，到稻城亚丁，再原路回来。我老公有B照，主要他开。",
         "经典路线！稻城海拔高，在新都桥多住一晚慢慢适应比较好。亚丁景区里房车开不进去，要换景区大巴。"),
        ("2030-07-19",
         "回来啦！七天跑了一千八百多公里，在亚丁的牛奶海差点没爬上去，还好带了氧气。",
         "牛奶海那段真的累人，海拔四千六呢！能爬上去很厉害了。照片一定美翻了。"),
    ], [
        ("我们租的是什么车，一天多少钱？", [0], "single-hop"),
        ("这趟路线最远到了哪儿", [1], "single-hop"),
        ("这趟自驾一共跑了多少公里？", [2], "single-hop"),
        ("我差点没爬上去的那个地方，在我们路线上的哪个景区？", [1, 2], "multi-session"),
        ("房车是在哪个城市租的，这一趟下来一共开了多远？", [0, 2], "multi-session"),
        ("我们是哪天提的车，按租期大概哪天还？", [0], "temporal"),
        ("那辆房车是什么牌子的？", [], "abstain"),
        ("我们在新都桥住了几晚", [], "abstain"),
        ("路上在哪个房车营地过的夜？", [], "abstain"),
        ("我老公叫什么名字？", [], "abstain"),
    ]),
    ("t33-zh-11", [
        ("2030-04-10",
         "偏头痛又犯得厉害，一个月能疼七八次，神经内科医生给我开了氟桂利嗪预防，每晚睡前吃一粒，发作的时候再吃一片佐米曲普坦。",
         "偏头痛反复发作真折磨人。氟桂利嗪有人吃了会犯困、长胖，所以一般睡前吃。可以记个头痛日记，写下发作时间和诱因，"
         "比如熬夜、月经、喝红酒，复诊时给医生看很有用。"),
        ("2030-06-20",
         "复诊了，头疼少多了，一个月就两三次。但是氟桂利嗪吃得我老犯困，医生给我减成隔天吃一粒。",
         "效果挺明显的！减量以后要是又频繁疼起来，记得及时跟医生说。犯困这事，有的人适应一段时间会好点。"),
    ], [
        ("我那个预防头疼的药现在怎么吃？", [1], "update", [0]),
        ("头疼犯了的时候我吃啥药", [0], "single-hop"),
        ("为啥医生给我减药了？", [1], "single-hop"),
        ("刚去看的时候我一个月疼几次？", [0], "single-hop"),
        ("吃药以后每个月头疼的次数少了多少？", [0, 1], "multi-session"),
        ("从开始吃预防药到复诊隔了多长时间？", [0, 1], "temporal"),
        ("我的偏头痛一般是什么引起的？", [], "abstain"),
        ("我吃药以后长胖了没", [], "abstain"),
        ("给我看病的医生姓什么？", [], "abstain"),
        ("我有没有在记头痛日记？", [], "abstain"),
    ]),
    ("t33-zh-12", [
        ("2030-07-06",
         "四十岁了报了个街舞成人零基础班，学的是Hiphop，每周六下午四点，在万达楼上的“律动”舞室，一季度一千九百八。第一节课跳完腿都在抖。",
         "四十岁开始跳街舞，太酷了！Hiphop入门先练律动，Up和Down的感觉找到了上手很快。买双软底板鞋或者专门的舞鞋，"
         "别穿跑鞋，容易崴。第一周腿酸正常，拉伸做足。"),
    ], [
        ("我报的是什么舞蹈课？", [0], "single-hop"),
        ("每周啥时候上课", [0], "single-hop"),
        ("舞室叫啥，在哪儿？", [0], "single-hop"),
        ("报班花了多少钱？", [0], "single-hop"),
        ("我开始上舞蹈课到现在大概多久了？", [0], "temporal"),
        ("我买的什么鞋跳舞？", [], "abstain"),
        ("舞蹈老师叫什么", [], "abstain"),
        ("我为啥突然想学跳舞？", [], "abstain"),
        ("我跟谁一块儿报的班？", [], "abstain"),
        ("我平时在哪儿上班？", [], "abstain"),
    ]),
    ("t33-zh-13", [
        ("2030-03-22",
         "我在区残联报了个手语培训班，每周二周四晚上，免费的。我们楼里有个聋人小伙子小凯在快递站上班，我想能跟他聊上天。现在已经会打“你好”“谢谢”“吃饭了吗”。",
         "这个出发点太暖了！通用手语和各地手语会有些差别，多跟小凯本人交流学得最快。手语里面部表情也是语法的一部分，"
         "别光顾着手。坚持几个月就能简单聊天了。"),
    ], [
        ("我最近在学啥？", [0], "single-hop"),
        ("我为什么想学手语", [0], "single-hop"),
        ("手语课是哪几天上？", [0], "single-hop"),
        ("手语班收费吗？", [0], "single-hop"),
        ("我学手语学了多久了？", [0], "temporal"),
        ("小凯多大了？", [], "abstain"),
        ("小凯老家是哪儿的", [], "abstain"),
        ("我跟小凯用手语聊过天了没？", [], "abstain"),
        ("手语班的老师是谁？", [], "abstain"),
        ("我住几楼？", [], "abstain"),
    ]),
    ("t33-zh-14", [
        ("2030-08-03",
         "儿子今年十七，非说要当职业电竞选手，打王者荣耀的，最高打到了国服前五十的韩信。有个俱乐部叫他去成都试训两周，我跟他爸吵了一晚上要不要让他去。",
         "这个决定确实难。正规俱乐部青训一般会签合同，要看清违约条款和学业安排。可以先让他去试训，回来再决定，"
         "也让他见识一下真实的训练强度，一天十几个小时不是闹着玩的。能不能休学保留学籍也可以问问学校。"),
    ], [
        ("我儿子今年几岁？", [0], "single-hop"),
        ("他想干哪一行", [0], "single-hop"),
        ("他玩的什么游戏、主玩哪个英雄？", [0], "single-hop"),
        ("俱乐部叫他去哪儿试训，去多久？", [0], "single-hop"),
        ("试训这事我大概是什么时候跟你提的？", [0], "temporal"),
        ("最后让他去试训了吗？", [], "abstain"),
        ("那家俱乐部叫啥", [], "abstain"),
        ("他跟俱乐部签合同了没？", [], "abstain"),
        ("他现在读高几？", [], "abstain"),
        ("他学习成绩怎么样？", [], "abstain"),
    ]),
    ("t33-zh-15", [
        ("2030-03-06",
         "我跟大学室友阿杰合伙开了个桌游吧，在大学城北门，叫“骰子与咖啡”，一百二十平，房租一个月八千，我俩一人出资十五万。",
         "开桌游吧好有意思！大学城客源稳，周末和晚上会爆满，工作日白天可能冷清点，可以搞学生优惠。"
         "狼人杀、阿瓦隆这种多人游戏最受学生欢迎，再备几套卡坦岛、璀璨宝石就够开张了。"),
        ("2030-04-12",
         "桌游吧正式营业一周了，按人头收费，一个人一下午四十，不限时，饮料另算。周六晚上人最多，能坐满八桌。",
         "开门红！不限时对学生吸引力很大。周六高峰可以试试预约制，免得有人白跑一趟。"),
        ("2030-06-18",
         "房东要涨房租，九月开始从八千涨到九千五，合同还剩一年半，我俩正在跟他谈。",
         "合同期内涨租得看合同里有没有约定调价条款，没有的话你们底气会足一些。谈的时候可以拿周边同类铺面的租金做参考。"),
        ("2030-07-02",
         "房租谈下来了，最后定在八千八，从九月开始，签到明年年底。",
         "谈下来七百，很不错了！签到明年年底也算稳住了。接下来就是多拉点回头客把房租挣回来。"),
    ], [
        ("桌游吧从九月起房租是多少？", [3], "update", [0, 2]),
        ("我们那家桌游吧叫啥名？", [0], "single-hop"),
        ("我是跟谁合伙开的店", [0], "single-hop"),
        ("店里怎么收费？", [1], "single-hop"),
        ("房东一开始想涨多少，最后实际涨了多少？", [2, 3], "multi-session"),
        ("开业多久以后房东提出要涨房租的？", [1, 2], "temporal"),
        ("我们店里有卡坦岛吗？", [], "abstain"),
        ("店里给学生打折吗", [], "abstain"),
        ("房东姓什么？", [], "abstain"),
        ("工作日白天店里生意怎么样？", [], "abstain"),
    ]),
    ("t33-zh-16", [
        ("2030-08-17",
         "入坑天文摄影了，买了台信达的80毫米折射镜配赤道仪，一万出头。上周末跑到安吉山上拍了人生第一张仙女座星系，叠了四十张才出片。",
         "恭喜出片！仙女座是入门最经典的目标。赤道仪极轴校准准了，单张曝光才能拉长。下一步可以试试猎户座大星云，"
         "冬天在东南方升起来。记得带露水加热带，山上半夜镜片很容易起雾。"),
    ], [
        ("我最近迷上了什么爱好？", [0], "single-hop"),
        ("买了啥设备，花了多少", [0], "single-hop"),
        ("我拍的第一张是什么天体？", [0], "single-hop"),
        ("第一张是在哪儿拍的？", [0], "single-hop"),
        ("我拍第一张星系照片大概是哪天？", [0], "temporal"),
        ("我有没有买露水加热带？", [], "abstain"),
        ("我下一个打算拍什么", [], "abstain"),
        ("我用的相机是啥型号？", [], "abstain"),
        ("那次上山是跟谁一起去的？", [], "abstain"),
        ("我单张曝光一般多长时间？", [], "abstain"),
    ]),
    ("t33-zh-17", [
        ("2030-05-19",
         "周五晚上打篮球落地踩到别人脚上，右脚踝崴了，今天拍了核磁，说是距腓前韧带撕裂，打了石膏，要打四周，这一个月上班只能拄拐打车了。",
         "哎，韧带伤最烦了。打石膏期间脚尽量垫高，消肿快。拆了石膏还得做康复训练，练平衡和力量，不然以后容易反复崴。"
         "可以跟公司申请居家办公一阵子，省得来回折腾。"),
    ], [
        ("我是哪儿受的伤？", [0], "single-hop"),
        ("怎么伤的", [0], "single-hop"),
        ("石膏要打多久？", [0], "single-hop"),
        ("这阵子我怎么去上班？", [0], "single-hop"),
        ("我的石膏大概哪天能拆？", [0], "temporal"),
        ("我申请居家办公了吗？", [], "abstain"),
        ("拍核磁花了多少钱", [], "abstain"),
        ("我平时在哪个球场打球？", [], "abstain"),
        ("拆了石膏以后我去做康复了没？", [], "abstain"),
        ("我在哪家公司上班？", [], "abstain"),
    ]),
    ("t33-zh-18", [
        ("2030-03-15",
         "我辞了城里的工作回老家安徽宿州，搞了个湖羊养殖场，先进了五十只母羊，一只一千三，羊圈是租村里废弃的砖厂改的。",
         "回乡创业不容易，湖羊繁殖率高、好养，选得不错！刚进的羊要隔离观察半个月，防止带病。"
         "草料可以跟周边种玉米的农户签秸秆，成本能低不少。"),
        ("2030-05-24",
         "第一批小羊羔生了，三十二只母羊一共下了五十一只羔，湖羊一胎多羔真不是吹的。",
         "太棒了，这产羔率很高！羊羔吃足初乳最关键，出生后一小时内一定要吃上。天热了注意羊圈通风。"),
        ("2030-08-12",
         "卖了第一批育肥羊，二十只公羊羔，一只卖了一千一，总算见到回头钱了。",
         "恭喜第一笔收入到账！接下来可以考虑扩栏或者直接跟饭店合作，利润会更高。"),
    ], [
        ("我在哪儿养的羊？", [0], "single-hop"),
        ("养的是啥品种的羊", [0], "single-hop"),
        ("第一批一共生了多少只小羊？", [1], "single-hop"),
        ("卖掉的那批公羔，占第一批出生羊羔的几成？", [1, 2], "multi-session"),
        ("买母羊花的钱跟卖第一批羊的收入差多少？", [0, 2], "multi-session"),
        ("从进羊到卖出第一批羊，中间隔了多久？", [0, 2], "temporal"),
        ("我的草料是从哪儿弄来的？", [], "abstain"),
        ("羊圈有多大", [], "abstain"),
        ("我之前在城里是干什么的？", [], "abstain"),
        ("那五十只母羊是从哪家养殖场买的？", [], "abstain"),
    ]),
    ("t33-zh-19", [
        ("2030-08-06",
         "今年中秋打算在朋友圈接单卖手工月饼，主打广式的蛋黄莲蓉和五仁，一盒六个卖一百二十八，已经接了三十多盒的预订了。",
         "手工月饼很受欢迎！广式月饼烤好以后要回油两三天才好吃，最好提前排好时间。包装用带脱氧剂的独立小袋，能放久一点。"
         "量大了的话，可以留意一下食品经营的相关手续。"),
        ("2030-08-27",
         "月饼预订截止了，一共一百一十二盒。我一个人在家做不过来，叫了我妈和我小姨来帮忙，从九月五号开始做。",
         "一百多盒，厉害了！三个人流水线会快很多：一个包馅、一个压模、一个刷蛋液进烤箱。"),
    ], [
        ("我卖的月饼有哪几种口味？", [0], "single-hop"),
        ("一盒月饼几个，卖多少钱", [0], "single-hop"),
        ("预订截止的时候一共接了多少盒？", [1], "single-hop"),
        ("谁来帮我一起做月饼？", [1], "single-hop"),
        ("按一盒的定价算，这些订单一共能收多少钱？", [0, 1], "multi-session"),
        ("从我第一次跟你说接单到截单，过了多久？", [0, 1], "temporal"),
        ("我用的是什么牌子的烤箱？", [], "abstain"),
        ("月饼用什么包装", [], "abstain"),
        ("我办食品经营许可证了没？", [], "abstain"),
        ("我小姨叫什么？", [], "abstain"),
    ]),
    ("t33-zh-20", [
        ("2030-03-09",
         "我儿子乐乐八岁，开始学冰球了，在华熙LIVE的冰场，每周三、周六训练，一期二十节课七千二，全套护具又花了四千多。",
         "冰球特别锻炼孩子！刚开始主要练滑行，护具一定要合身，太大了反而容易受伤。冰球家长基本都是“司机加搬运工”，"
         "装备包可不轻。"),
        ("2030-05-18",
         "乐乐被选进了俱乐部的U10队，打左边锋，六月要去哈尔滨打一个邀请赛。",
         "进步好快！左边锋要速度快、射门准。哈尔滨冰球氛围浓，去那边打比赛能见识不少。"),
        ("2030-06-23",
         "哈尔滨邀请赛回来了，乐乐他们队拿了第三名，他自己进了两个球。",
         "太棒了！第一次出去比赛就能进球。奖牌一定要挂起来。"),
    ], [
        ("我儿子在学什么运动？", [0], "single-hop"),
        ("一周练几次，是哪几天", [0], "single-hop"),
        ("乐乐在U10队穿几号球衣？", [], "abstain"),
        ("乐乐他们队在那次邀请赛拿了第几？", [2], "single-hop"),
        ("打邀请赛那会儿乐乐几岁，自己进了几个球？", [0, 2], "multi-session"),
        ("乐乐在邀请赛进球的时候打的是哪个位置？", [1, 2], "multi-session"),
        ("乐乐从开始学冰球到进U10队用了多久？", [0, 1], "temporal"),
        ("乐乐的教练是谁？", [], "abstain"),
        ("他的护具是什么牌子", [], "abstain"),
        ("那次邀请赛一共有几支队伍参加？", [], "abstain"),
    ]),
]


def check(cases):
    """Sanity checks on the hand-written cases before writing: shape, ids, dates, types, evidence."""
    kinds = {"single-hop", "multi-session", "update", "temporal", "abstain"}
    ids = [c[0] for c in cases]
    assert len(ids) == len(set(ids)) == 40, ids
    assert ids == [f"t33-en-{i:02d}" for i in range(1, 21)] + [f"t33-zh-{i:02d}" for i in range(1, 21)]
    for user, facts, questions in cases:
        days = [d for d, _, _ in facts]
        assert 1 <= len(facts) <= 4, user
        assert days == sorted(days) and len(set(days)) == len(days), user
        assert all("2030-03-01" <= d <= "2030-08-31" for d in days), user
        assert ASK[:10] > days[-1], user
        zh = any('\u4e00' <= ch <= '\u9fff' for ch in facts[0][1])
        assert zh == user.startswith("t33-zh"), user
        assert len(questions) == 10, (user, len(questions))
        for q in questions:
            query, ev, kind, *rest = q
            assert kind in kinds, (user, query)
            assert all(0 <= i < len(facts) for i in ev), (user, query)
            if kind == "abstain":
                assert ev == [] and not rest, (user, query)
            else:
                assert ev, (user, query)
            if kind == "update":
                assert rest and rest[0] and max(rest[0]) < min(ev), (user, query)
            else:
                assert not rest, (user, query)
            if kind == "multi-session":
                assert len(set(ev)) >= 2, (user, query)
        if len(facts) == 1:
            assert not any(q[2] in ("multi-session", "update") for q in questions), user


if __name__ == "__main__":
    check(CASES)
    write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, os.path.dirname(os.path.abspath(__file__)))
