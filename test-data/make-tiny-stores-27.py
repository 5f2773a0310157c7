"""Writes tiny-stores-27.json: a blind held-out set of tiny stores (one to four facts per user,
English and Chinese), written without reading the engine or the earlier sets."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiny_store_case import write_tiny_stores

NAME = "tiny-stores-27"
DESCRIPTION = ("A blind held-out set of tiny stores (one to four facts per user, English and Chinese), "
               "written without reading the engine or the earlier sets.")
ASK = "2027-10-05T10:00:00+08:00"

CASES = [
    # ---------------------------------------------------------------- English
    ("t27-en-01", [
        ("2027-06-14",
         "Long week, but one nice thing: I've started learning to ring church bells at St. Michael's in "
         "Framlingham. The tower captain, Hilary, has me on the treble, practice night is Wednesdays 7:30 to 9, "
         "and so far I'm only trusted to handle the backstroke on my own.",
         "What a lovely thing to take up! Starting on the treble with just the backstroke is the classic way in. "
         "Enjoy Wednesday practices."),
    ], [
        ("Which church do I ring bells at?", [0], "single-hop"),
        ("what nite is bell practise again", [0], "single-hop"),
        ("Who's the person running the tower where I'm learning?", [0], "single-hop"),
        ("Which bell did they put me on?", [0], "single-hop"),
        ("If I leave practice when it wraps up, what time will that be?", [0], "single-hop"),
        ("Roughly how many months have I been learning to ring?", [0], "temporal"),
        ("How many bells does the St. Michael's tower have?", [], "abstain"),
        ("What's Hilary's surname?", [], "abstain"),
        ("When did I ring my first full quarter peal?", [], "abstain"),
        ("Who is the vicar at St. Michael's?", [], "abstain"),
        ("How heavy is a typical church tenor bell?", [], "abstain"),
    ]),

    ("t27-en-02", [
        ("2027-05-09",
         "We finally caved and signed up for Green Chef meal kits: 3 meals a week for the two of us, delivered "
         "Thursdays, comes to about $80 a week.",
         "Nice, that should take some of the weeknight planning off your plate. Hope the first box is a hit."),
        ("2027-07-22",
         "Cancelled Green Chef, the amount of plastic packaging was driving me nuts. We switched to HelloFresh: "
         "4 meals a week now, the box comes Mondays, and it's $92 a week.",
         "Makes sense. Four meals a week on Mondays should set you up for most of the week."),
        ("2027-08-30",
         "Picking this week's recipes and I have to filter out anything with mushrooms, my partner Sam can't "
         "stand them, even the smell.",
         "Good call, most meal-kit menus let you skip recipes by ingredient, so that should be easy to manage."),
    ], [
        ("Which meal kit company are we on now?", [1], "update", [0]),
        ("What day does the meal kit box show up?", [1], "update", [0]),
        ("How much a week are we paying for the kits these days?", [1], "update", [0]),
        ("why did we ditch the first meal kit service", [1], "single-hop"),
        ("Which recipes should I skip so Sam will actually eat dinner?", [2], "single-hop"),
        ("How many meals does our current box cover, and which ingredient do I avoid when choosing them?",
         [1, 2], "multi-session"),
        ("When did we first start getting meal kits?", [0], "temporal"),
        ("What's Sam's favourite HelloFresh recipe?", [], "abstain"),
        ("What does Sam do for work?", [], "abstain"),
        ("Did we use a discount code when we signed up for HelloFresh?", [], "abstain"),
        ("Is Sam allergic to shellfish?", [], "abstain"),
        ("How long does HelloFresh let you pause deliveries?", [], "abstain"),
    ]),

    ("t27-en-03", [
        ("2027-08-03",
         "Dentist visit from hell today. Dr. Okonjo says my upper right first molar needs a root canal. She's "
         "referring me to an endodontist, Dr. Feld, appointment on August 19 at 2:15. Quote is $1,150 before "
         "insurance, and I'll need a crown on it afterwards.",
         "Ugh, sorry. Root canals are much less awful these days than their reputation. Good that it's booked "
         "quickly."),
    ], [
        ("which tooth needs the root canal?", [0], "single-hop"),
        ("Who's actually doing the root canal?", [0], "single-hop"),
        ("remind me when the endo appt is", [0], "single-hop"),
        ("What was I quoted for it before insurance?", [0], "single-hop"),
        ("Is there any more dental work I'll need after the root canal?", [0], "single-hop"),
        ("About how many weeks ago was my root canal appointment?", [0], "temporal"),
        ("How much is the crown going to cost?", [], "abstain"),
        ("Which dental insurance plan am I on?", [], "abstain"),
        ("Did the root canal hurt afterwards?", [], "abstain"),
        ("When did I last have a cleaning?", [], "abstain"),
        ("How long does a root canal procedure usually take?", [], "abstain"),
    ]),

    ("t27-en-04", [
        ("2027-05-16",
         "My son Kofi talked me into keeping isopods. We've got a colony of Porcellio scaber 'Dalmatian' in a "
         "6-quart tub, feeding them leaf litter and bits of cuttlebone.",
         "Isopods are a great family pet, low effort and surprisingly fun to watch. Leaf litter and cuttlebone "
         "is a solid setup."),
        ("2027-06-28",
         "Kofi's isopods had babies! We counted about 30 tiny white ones under the bark.",
         "Congratulations to the colony! That means they're happy with the conditions."),
        ("2027-08-12",
         "We added a second species: ten Armadillidium vulgare 'Magic Potion' for $25 from a breeder at the "
         "reptile expo in Columbus. Kofi is thrilled.",
         "Magic Potions are gorgeous. Sounds like the hobby's growing!"),
    ], [
        ("Which isopod species did we start with?", [0], "single-hop"),
        ("how big is the original tub", [0], "single-hop"),
        ("How many kinds of isopods do we keep now?", [0, 2], "multi-session"),
        ("How much did the Magic Potions cost us?", [2], "single-hop"),
        ("What do I feed the isopods?", [0], "single-hop"),
        ("When did the first babies turn up?", [1], "temporal"),
        ("How long after we set up the colony did the first babies appear?", [0, 1], "temporal"),
        ("How old is Kofi?", [], "abstain"),
        ("What's the name of the breeder we bought from?", [], "abstain"),
        ("Have the Magic Potions had babies yet?", [], "abstain"),
        ("What temperature do I keep the isopod tub at?", [], "abstain"),
        ("Are isopods safe to feed to a leopard gecko?", [], "abstain"),
    ]),

    ("t27-en-05", [
        ("2027-05-03",
         "New mattress day! Got a Helix Midnight, queen, $1,249, and it comes with a 100-night trial.",
         "Exciting! Give it a few weeks, it usually takes a while for your body to adjust to a new mattress."),
        ("2027-06-20",
         "Sending the Helix back, it's too soft and my lower back aches every morning. Return pickup is June 24. "
         "Ordered a firm latex Saatva instead, $1,795, arriving July 8.",
         "Sorry the first one didn't work out. A firmer latex mattress is often better for back pain; good that "
         "you caught it inside the trial."),
    ], [
        ("What mattress am I sleeping on now?", [1], "update", [0]),
        ("how much did my current mattress cost", [1], "update", [0]),
        ("Why did I return the first mattress?", [1], "single-hop"),
        ("When was the return pickup?", [1], "single-hop"),
        ("How long was the trial on the mattress I sent back?", [0], "single-hop"),
        ("How long did I put up with the Helix before deciding to return it?", [0, 1], "temporal"),
        ("What's the trial period on the Saatva?", [], "abstain"),
        ("Did I get a full refund for the Helix?", [], "abstain"),
        ("What bed frame do I have?", [], "abstain"),
        ("Which pillow do I use?", [], "abstain"),
    ]),

    ("t27-en-06", [
        ("2027-07-11",
         "Did my first orienteering event with the Pennine Navigators today! Yellow course, 2.8 km, took me "
         "54 minutes because I overshot control 6 twice. Next one is at Ilkley Moor on August 1.",
         "Brilliant first outing! Overshooting a control is a rite of passage. Ilkley Moor should be fun."),
    ], [
        ("Which orienteering club did I go out with?", [0], "single-hop"),
        ("how long was my first course", [0], "single-hop"),
        ("What was my time on that first one?", [0], "single-hop"),
        ("Where did I lose time on the course?", [0], "single-hop"),
        ("where was the next orienteering event after my first one", [0], "single-hop"),
        ("What colour course should I move up to next?", [], "abstain"),
        ("How much is Pennine Navigators membership?", [], "abstain"),
        ("What position did I finish in?", [], "abstain"),
        ("Who came with me to the event?", [], "abstain"),
        ("What scale are orienteering maps usually drawn at?", [], "abstain"),
    ]),

    ("t27-en-07", [
        ("2027-05-20",
         "Started volunteering with Read Ahead this week. I'm tutoring a second grader named Marisol, "
         "Tuesdays at 12:30 in the Garfield Elementary library.",
         "That's a wonderful way to spend a lunch hour. One-on-one reading time makes a big difference."),
        ("2027-06-10",
         "Proud moment: Marisol finished her first chapter book on her own, Mercy Watson to the Rescue!",
         "That's huge for a second grader! You must be thrilled for her."),
    ], [
        ("Who's the kid I tutor?", [0], "single-hop"),
        ("What day and time is my tutoring slot?", [0], "single-hop"),
        ("Which school do I volunteer at?", [0], "single-hop"),
        ("What book did Marisol finish by herself?", [1], "single-hop"),
        ("Which volunteer program am I with?", [0], "single-hop"),
        ("How many weeks into tutoring was I when Marisol finished her first chapter book?", [0, 1], "temporal"),
        ("What's Marisol's last name?", [], "abstain"),
        ("Who's the volunteer coordinator at Read Ahead?", [], "abstain"),
        ("What's Marisol's teacher called?", [], "abstain"),
        ("Am I tutoring anyone else besides Marisol?", [], "abstain"),
        ("Which Mercy Watson book comes second in the series?", [], "abstain"),
    ]),

    ("t27-en-08", [
        ("2027-08-25",
         "Quick rant, then I'll stop: finally saw a dermatologist about the scaly patches on my elbows and "
         "scalp. It's plaque psoriasis. She prescribed a clobetasol scalp solution, once a day for two weeks, "
         "then weekends only, and wants me back in November.",
         "Glad you finally got a diagnosis. Stepping down to weekends after two weeks is a common plan with "
         "strong steroids like clobetasol."),
    ], [
        ("what did the skin doctor say I've got", [0], "single-hop"),
        ("Which parts of me were affected?", [0], "single-hop"),
        ("What did she prescribe?", [0], "single-hop"),
        ("How often should I be using the scalp solution at this point?", [0], "temporal"),
        ("When's my derm follow-up?", [0], "single-hop"),
        ("What's my dermatologist's name?", [], "abstain"),
        ("How much did the clobetasol cost?", [], "abstain"),
        ("Does my mum have psoriasis too?", [], "abstain"),
        ("Did the dermatologist mention trying a biologic?", [], "abstain"),
        ("What usually triggers psoriasis flare-ups?", [], "abstain"),
    ]),

    ("t27-en-09", [
        ("2027-05-08",
         "Signed up for Sunday cricket with Harrow Weald CC's 3rd XI. First match is May 16, away at Pinner. "
         "I bowl a bit of off-spin, nothing fancy.",
         "Great way to spend summer Sundays. Good luck at Pinner!"),
        ("2027-06-27",
         "Took 3 wickets for 22 against Stanmore today! My daughter Anjali was keeping the scorebook, she was "
         "more excited than me.",
         "3 for 22 is a cracking spell! Lovely that Anjali was there to write it down."),
        ("2027-08-29",
         "That's the season done for the 3rd XI, we finished 4th out of 10 in the league. End-of-season dinner "
         "is September 18 at the Cricketers pub.",
         "A solid finish for a first season. Enjoy the dinner!"),
    ], [
        ("What sort of bowling do I do?", [0], "single-hop"),
        ("who did I take 3 wickets against", [1], "single-hop"),
        ("What were my best bowling figures that I told you about?", [1], "single-hop"),
        ("Who keeps score for us sometimes?", [1], "single-hop"),
        ("Where did the team end up in the league?", [2], "single-hop"),
        ("From first match to the end of the season, how long did my cricket season run?", [0, 2], "temporal"),
        ("Has the end-of-season dinner already happened?", [2], "temporal"),
        ("How many runs did I score against Stanmore?", [], "abstain"),
        ("Who captains the 3rd XI?", [], "abstain"),
        ("How old is Anjali?", [], "abstain"),
        ("What's the club's annual subscription?", [], "abstain"),
        ("How many balls are in an over?", [], "abstain"),
    ]),

    ("t27-en-10", [
        ("2027-05-12",
         "Our lab mix Bosco goes to Happy Tails daycare Mondays, Wednesdays and Fridays, $38 a day. He comes "
         "home so tired it's worth every cent.",
         "A tired dog is a happy dog! Three days a week sounds like a nice rhythm."),
        ("2027-07-30",
         "Bad news, Happy Tails is closing at the end of August. Bosco's switching to Barkwood Lodge, only "
         "Tuesdays and Thursdays though, $45 a day, starting September 7.",
         "Sorry to hear Happy Tails is closing. Good that you found a spot quickly for Bosco."),
    ], [
        ("Where does Bosco go for daycare now?", [1], "update", [0]),
        ("which days is bosco at daycare", [1], "update", [0]),
        ("What's the daily daycare rate at the moment?", [1], "update", [0]),
        ("Why did we have to change daycares?", [1], "single-hop"),
        ("How much more per day does the new place charge than the old one?", [0, 1], "multi-session"),
        ("Are we paying more or less per week for daycare than before the switch?", [0, 1], "multi-session"),
        ("When did Bosco start at the new daycare?", [1], "temporal"),
        ("How old is Bosco?", [], "abstain"),
        ("Who runs Barkwood Lodge?", [], "abstain"),
        ("Does Barkwood Lodge do grooming?", [], "abstain"),
        ("What's the name of Bosco's vet?", [], "abstain"),
        ("What vaccines do dog daycares usually require?", [], "abstain"),
    ]),

    ("t27-en-11", [
        ("2027-06-05",
         "Made my first batch of cold process soap tonight! Olive, coconut and shea butter, 5% superfat, "
         "lavender essential oil and a bit of ground oatmeal. Cut it into 10 bars, and now it has to cure for "
         "6 weeks before I can use it.",
         "Congrats on the first batch! Lavender and oatmeal is a lovely combination. The six weeks will fly by."),
    ], [
        ("Which oils went into my soap?", [0], "single-hop"),
        ("whats the superfat on it", [0], "single-hop"),
        ("How many bars did I get out of it?", [0], "single-hop"),
        ("What's it scented with?", [0], "single-hop"),
        ("Is the lavender soap ready to use yet?", [0], "temporal"),
        ("How much lye did I use?", [], "abstain"),
        ("Where did I buy the shea butter?", [], "abstain"),
        ("Am I planning to sell the bars?", [], "abstain"),
        ("What did my sister think of the soap?", [], "abstain"),
        ("What's the difference between cold process and melt-and-pour soap?", [], "abstain"),
    ]),

    ("t27-en-12", [
        ("2027-05-18",
         "Started a watercolor class at the Fairhaven Community Arts Center: Thursday mornings 10 to 12, the "
         "teacher is Mr. Abernathy, 8 weeks for $160.",
         "How fun! A weekly class is a great way to build the habit."),
        ("2027-06-15",
         "Bought my own paints at last: a Winsor & Newton Cotman half-pan set of 24 and a 9x12 Arches cold "
         "press block.",
         "Nice upgrade, Arches paper really does make a difference."),
        ("2027-07-08",
         "My painting of the harbor got picked for the class show at the library! Opening is August 14.",
         "That's wonderful, congratulations! Enjoy the opening."),
        ("2027-09-09",
         "Signed up for the autumn term, but it's moved to Monday evenings 6 to 8 with a new teacher, "
         "Priyanka Rao, and it's gone up to $185.",
         "Evenings might be easier to fit in anyway. Hope you like the new teacher!"),
    ], [
        ("What day is my watercolor class now?", [3], "update", [0]),
        ("Who's teaching my art class this term?", [3], "update", [0]),
        ("How much am I paying for the current term?", [3], "update", [0]),
        ("Which of my paintings made it into the show?", [2], "single-hop"),
        ("when did the class show open", [2], "single-hop"),
        ("What paper am I painting on?", [1], "single-hop"),
        ("What brand are my paints?", [1], "single-hop"),
        ("How many weeks into my first course was I when the harbor painting got picked?", [0, 2], "temporal"),
        ("How much did the paint set cost?", [], "abstain"),
        ("Did my harbor painting sell?", [], "abstain"),
        ("What's Mr. Abernathy's first name?", [], "abstain"),
        ("Where does Priyanka Rao exhibit her own work?", [], "abstain"),
        ("What's the difference between hot press and cold press paper?", [], "abstain"),
    ]),

    ("t27-en-13", [
        ("2027-07-04",
         "Spent the long weekend at my in-laws'. Highlight: my father-in-law Walt gave me his old Hohner "
         "Special 20 in C and showed me how to bend the 4 draw. I'm going to try to learn 'Oh! Susanna' to "
         "play for his birthday.",
         "What a great gift, and a lovely plan. 'Oh! Susanna' is a perfect first tune on a C harp."),
    ], [
        ("What harmonica did Walt give me?", [0], "single-hop"),
        ("what key is my harp in", [0], "single-hop"),
        ("Which song am I practicing?", [0], "single-hop"),
        ("Who showed me my first bend?", [0], "single-hop"),
        ("Who's the song meant for?", [0], "single-hop"),
        ("When is Walt's birthday?", [], "abstain"),
        ("How old is Walt?", [], "abstain"),
        ("What's my mother-in-law's name?", [], "abstain"),
        ("Where do my in-laws live?", [], "abstain"),
        ("How many holes does a standard diatonic harmonica have?", [], "abstain"),
    ]),

    ("t27-en-14", [
        ("2027-06-09",
         "Worst discovery ever: bed bugs in my apartment, unit 4C. My landlord is paying for Apex Pest to do a "
         "heat treatment on June 17.",
         "Oh no, that's miserable. Heat treatment is usually very effective, and it's good the landlord is "
         "covering it."),
        ("2027-07-20",
         "Update on the bed bug saga: the follow-up inspection with the sniffer dog came back clean! Huge "
         "thanks to my friend Leona for letting me crash on her couch during the treatment.",
         "That's a relief! And Leona sounds like a keeper."),
    ], [
        ("Which unit do I live in?", [0], "single-hop"),
        ("Who was covering the cost of the pest treatment?", [0], "single-hop"),
        ("what kind of treatment did they do for the bugs", [0], "single-hop"),
        ("Who put me up while my place was being treated?", [1], "single-hop"),
        ("Did the follow-up find any more bed bugs?", [1], "single-hop"),
        ("How long after the heat treatment did I get the all-clear?", [0, 1], "temporal"),
        ("How much did the heat treatment cost?", [], "abstain"),
        ("What's my landlord's name?", [], "abstain"),
        ("Did the neighbours in 4D have bed bugs too?", [], "abstain"),
        ("How many nights did I stay at Leona's?", [], "abstain"),
        ("What temperature does a bed bug heat treatment reach?", [], "abstain"),
    ]),

    ("t27-en-15", [
        ("2027-09-18",
         "Did my 50th parkrun this morning at Bushy Park! Milestone done, and a PB too: 24:37. My dad came "
         "along to cheer, not bad for 71.",
         "Huge congratulations on the 50 and the PB! Lovely that your dad was there."),
    ], [
        ("Where did I run my 50th parkrun?", [0], "single-hop"),
        ("what's my parkrun PB", [0], "single-hop"),
        ("How many parkruns have I done so far?", [0], "single-hop"),
        ("How old is my dad?", [0], "single-hop"),
        ("How long ago was my 50th parkrun?", [0], "temporal"),
        ("What was my PB before that one?", [], "abstain"),
        ("What's my parkrun barcode number?", [], "abstain"),
        ("What's my mum's name?", [], "abstain"),
        ("Did I run a half marathon this year?", [], "abstain"),
        ("What day of the week do parkruns usually happen?", [], "abstain"),
    ]),

    ("t27-en-16", [
        ("2027-08-21",
         "Getting ready for winter early this year. Booked a chimney sweep, Gareth from Ashdown Sweeps, for "
         "September 9, £75. He'll also check the liner on the Jøtul stove while he's up there.",
         "Very organised! Early autumn is the perfect time to get that done before the first fire."),
        ("2027-09-10",
         "Sweep's done. Gareth says the liner is fine but the cowl has rusted through, a new one is £140, "
         "fitting on October 14. Also ordered 3 cubic metres of kiln-dried ash logs for £390.",
         "Good to catch the cowl now rather than mid-winter. Kiln-dried ash is a great choice for the stove."),
    ], [
        ("Who sweeps my chimney?", [0], "single-hop"),
        ("What's wrong with the chimney?", [1], "single-hop"),
        ("When's the new cowl going on?", [1], "single-hop"),
        ("What's the total for the sweep plus the new cowl?", [0, 1], "multi-session"),
        ("what logs did I order", [1], "single-hop"),
        ("Is the cowl fitting still ahead of me?", [1], "temporal"),
        ("When was the chimney last swept before this time?", [], "abstain"),
        ("Which Jøtul model do I have?", [], "abstain"),
        ("Does Gareth do gutter cleaning as well?", [], "abstain"),
        ("Who delivered the logs?", [], "abstain"),
        ("What moisture content counts as kiln-dried firewood?", [], "abstain"),
    ]),

    ("t27-en-17", [
        ("2027-05-26",
         "I've been commuting on a Segway Ninebot Max scooter, 4.5 miles each way to the office on Dorset "
         "Street, about 20 minutes.",
         "That's a great commute, beats traffic for sure."),
        ("2027-07-14",
         "Scooter got stolen outside the gym, even with the lock on. Police report number is 27-118402. "
         "Taking the 22 bus for now, which is 35 minutes.",
         "Ugh, so sorry. Keep that report number handy for the insurance claim."),
        ("2027-08-05",
         "Insurance paid out $560 for the scooter, and I put it toward a used Aventon Level e-bike for $1,100. "
         "Riding to work again, takes about 18 minutes.",
         "Nice recovery! An e-bike is a solid upgrade, and 18 minutes is even faster than before."),
    ], [
        ("How am I getting to work these days?", [2], "update", [0, 1]),
        ("How long is my commute now?", [2], "update", [0, 1]),
        ("what was the police report number for the stolen scooter", [1], "single-hop"),
        ("Where did the scooter get nicked?", [1], "single-hop"),
        ("How much did insurance pay me?", [2], "single-hop"),
        ("After the insurance money, how much did the e-bike cost me out of pocket?", [2], "single-hop"),
        ("Roughly how long was I stuck taking the bus?", [1, 2], "temporal"),
        ("What lock was I using on the scooter?", [], "abstain"),
        ("What colour is my Aventon?", [], "abstain"),
        ("Which gym do I go to?", [], "abstain"),
        ("Who's my insurance company?", [], "abstain"),
        ("Can you legally ride an e-bike on the sidewalk?", [], "abstain"),
    ]),

    ("t27-en-18", [
        ("2027-09-27",
         "Side gig news: I booked my first audiobook narration through ACX! It's a 62,000-word cozy fantasy "
         "called 'The Tinker's Lantern', royalty share, finished audio due November 20. I'm recording in my "
         "closet with a Rode NT1.",
         "Congratulations! A closet full of clothes is a surprisingly good booth. Good luck with the recording."),
    ], [
        ("What's the book I'm narrating?", [0], "single-hop"),
        ("when's the audio due", [0], "single-hop"),
        ("Which mic am I recording with?", [0], "single-hop"),
        ("Am I being paid upfront for the narration?", [0], "single-hop"),
        ("how long is the book, word-wise", [0], "single-hop"),
        ("How many weeks have I got left to finish the audiobook?", [0], "temporal"),
        ("Who wrote The Tinker's Lantern?", [], "abstain"),
        ("How many finished hours will the audiobook be?", [], "abstain"),
        ("Who's editing my audio?", [], "abstain"),
        ("What audio interface do I use?", [], "abstain"),
        ("How is ACX royalty share split?", [], "abstain"),
    ]),

    ("t27-en-19", [
        ("2027-05-30",
         "We've taken in my late uncle Ray's Hermann's tortoise, Bartholomew. He's about 40 years old, older "
         "than me!",
         "What a special thing to inherit. Bartholomew could easily outlive all of us!"),
        ("2027-07-17",
         "Built Bartholomew an outdoor pen, 8 by 4 feet, with a cold frame for chilly days. He goes mad for "
         "dandelions.",
         "Sounds like tortoise paradise. Dandelions are perfect for Hermann's."),
        ("2027-09-23",
         "Vet at Exotic Companions, Dr. Mensah, says Bartholomew's healthy enough to hibernate. Plan is fridge "
         "hibernation starting around November 1, for 10 weeks.",
         "Great that he got a clean bill of health. Fridge hibernation is the safest way to control the "
         "temperature."),
    ], [
        ("How old is our tortoise?", [0], "single-hop"),
        ("who did the tortoise belong to before us", [0], "single-hop"),
        ("What's his favourite snack?", [1], "single-hop"),
        ("How big is his outdoor pen?", [1], "single-hop"),
        ("Which vet checked him over?", [2], "single-hop"),
        ("Roughly when should Bartholomew wake up from hibernation?", [2], "temporal"),
        ("How much did the vet visit cost?", [], "abstain"),
        ("What did uncle Ray do for a living?", [], "abstain"),
        ("How much does Bartholomew weigh?", [], "abstain"),
        ("What's the phone number for Exotic Companions?", [], "abstain"),
        ("What fridge temperature is right for tortoise hibernation?", [], "abstain"),
    ]),

    ("t27-en-20", [
        ("2027-06-02",
         "Finished Level 1 at the Brave Little Theater improv school! Our student showcase is July 10 at 8pm "
         "and I'm on a team called Ferret Parade. My brother Marcus is flying in from Denver to see it, which "
         "is terrifying.",
         "Congratulations on finishing Level 1! Having Marcus in the audience will make it extra special."),
    ], [
        ("What's my improv team called?", [0], "single-hop"),
        ("when was my improv showcase", [0], "single-hop"),
        ("Who came in from out of town to watch me?", [0], "single-hop"),
        ("Where does Marcus live?", [0], "single-hop"),
        ("Which improv school did I do Level 1 at?", [0], "single-hop"),
        ("Who's my improv teacher?", [], "abstain"),
        ("How much does Level 2 cost?", [], "abstain"),
        ("How many people are on Ferret Parade?", [], "abstain"),
        ("Is Marcus bringing his wife?", [], "abstain"),
        ("What does 'yes, and' mean in improv?", [], "abstain"),
    ]),

    # ---------------------------------------------------------------- Chinese
    ("t27-zh-01", [
        ("2027-06-12",
         "跟你说个事儿，我把小区门口那个菜鸟驿站盘下来了，转让费花了四万五。每天早上八点开到晚上九点，"
         "下午那班我老婆帮我看着。",
         "恭喜当老板了！驿站是个细水长流的生意，两口子轮班也不至于太累。"),
    ], [
        ("我那个驿站转让费多少来着", [0], "single-hop"),
        ("驿站晚上几点关门？", [0], "single-hop"),
        ("下午谁帮我看店？", [0], "single-hop"),
        ("我老婆下午一般在哪儿忙？", [0], "single-hop"),
        ("我开驿站到现在大概几个月了？", [0], "temporal"),
        ("驿站一天大概能收多少件快递？", [], "abstain"),
        ("驿站每个月房租多少？", [], "abstain"),
        ("我老婆叫什么名字？", [], "abstain"),
        ("盘驿站之前我是干啥的？", [], "abstain"),
        ("菜鸟驿站一件快递的派费一般是多少？", [], "abstain"),
    ]),

    ("t27-zh-02", [
        ("2027-05-14",
         "最近老是手脚冰凉，例假也不准，在省中医院挂了个专家号，周主任给我开了十四副中药，一天一副，"
         "早晚饭后各喝一次。",
         "中药调理需要点耐心，坚持喝完一个疗程再看看效果。"),
        ("2027-06-04",
         "复诊了，周主任说我湿气重，在原来方子上加了几味药，接着喝十四副，还特意交代别吃冰的。",
         "那这段时间冷饮雪糕就先戒了吧，配合着效果会好一些。"),
        ("2027-08-20",
         "周主任让我每两周去医院做一次艾灸，在三楼治疗室，医保能报一部分，自己每次大概掏三十多。",
         "艾灸配合中药挺常见的，而且自费不多，可以坚持一下。"),
    ], [
        ("我看中医是找的哪位医生？", [0], "single-hop"),
        ("我最开始为啥去看中医", [0], "single-hop"),
        ("医生让我忌什么口？", [1], "single-hop"),
        ("那我现在能不能来杯冰奶茶", [1], "single-hop"),
        ("中药一天喝几次", [0], "single-hop"),
        ("艾灸多久去一次，在哪儿做？", [2], "single-hop"),
        ("一次艾灸我自己大概出多少钱？", [2], "single-hop"),
        ("我第一次去看中医到现在大概多久了？", [0], "temporal"),
        ("周主任全名叫什么？", [], "abstain"),
        ("中药一副多少钱？", [], "abstain"),
        ("我妈是不是也在调理身体？", [], "abstain"),
        ("周主任下次出诊是星期几？", [], "abstain"),
        ("艾灸一般灸哪些穴位？", [], "abstain"),
    ]),

    ("t27-zh-03", [
        ("2027-07-06",
         "我最近考了个整理收纳师的证，三级的，培训班学费三千二，在广州天河上的课。现在已经开始接单了，"
         "一般按小时收，一小时一百五。",
         "恭喜拿证！这行现在挺火的，按小时收费也好算账。"),
    ], [
        ("我考的收纳证是几级的？", [0], "single-hop"),
        ("收纳培训花了多少钱", [0], "single-hop"),
        ("我上门整理一小时收多少", [0], "single-hop"),
        ("要是客户约我整理四个钟头，得收多少钱？", [0], "single-hop"),
        ("我在哪儿上的培训课", [0], "single-hop"),
        ("我现在一共接了多少单？", [], "abstain"),
        ("我第一个客户是谁？", [], "abstain"),
        ("收纳师证是哪个机构发的？", [], "abstain"),
        ("我本职工作是做什么的？", [], "abstain"),
        ("衣柜收纳里说的'竖立收纳'是什么意思？", [], "abstain"),
    ]),

    ("t27-zh-04", [
        ("2027-05-22",
         "带我家小米去区妇幼做了窝沟封闭，四颗六龄牙都封了，免费的。医生说三个月后回去复查。",
         "窝沟封闭防蛀牙效果挺好的，记得按时去复查。"),
        ("2027-07-09",
         "小米下门牙掉了一颗，她把牙放枕头底下了，非要等'牙仙子'，我半夜偷偷塞了十块钱，哈哈。",
         "太可爱了，这种小仪式孩子会记很久的。"),
        ("2027-08-26",
         "带小米回妇幼复查窝沟封闭，有一颗边上有点脱落，医生给补封了。我顺便去旁边的口腔诊所洗了个牙，"
         "花了两百八。",
         "补封一下就好了。你自己也顺手把牙洗了，挺高效的。"),
    ], [
        ("小米封了几颗牙", [0], "single-hop"),
        ("窝沟封闭花了多少钱", [0], "single-hop"),
        ("小米掉的是哪颗牙？", [1], "single-hop"),
        ("'牙仙子'给了小米多少钱？", [1], "single-hop"),
        ("复查结果咋样", [2], "single-hop"),
        ("我洗牙花了多少", [2], "single-hop"),
        ("复查是不是差不多按医生说的时间去的？", [0, 2], "temporal"),
        ("下次复查是什么时候？", [], "abstain"),
        ("小米在哪个学校上学？", [], "abstain"),
        ("给小米看牙的医生姓什么？", [], "abstain"),
        ("小米她爸也去洗牙了吗？", [], "abstain"),
        ("窝沟封闭一般能管几年？", [], "abstain"),
    ]),

    ("t27-zh-05", [
        ("2027-05-29",
         "给我们家二宝请了个育儿嫂，四川人，姓邓，住家的，一个月八千五，周日休息。",
         "住家阿姨能帮上大忙，希望磨合顺利。"),
        ("2027-08-11",
         "邓阿姨家里有事回老家了，新换了个育儿嫂，姓罗，湖南的，不住家，早上八点来晚上六点走，"
         "一个月七千二。",
         "换人总要适应一阵子，不住家的话晚上就得你们自己带了。"),
    ], [
        ("现在带孩子的阿姨姓啥", [1], "update", [0]),
        ("育儿嫂现在一个月工资多少", [1], "update", [0]),
        ("阿姨现在住不住家？", [1], "update", [0]),
        ("罗阿姨几点下班", [1], "single-hop"),
        ("邓阿姨为什么不干了", [1], "single-hop"),
        ("换了阿姨以后一个月能省多少钱？", [0, 1], "multi-session"),
        ("罗阿姨来我们家大概多久了？", [1], "temporal"),
        ("二宝叫什么名字？", [], "abstain"),
        ("罗阿姨今年多大？", [], "abstain"),
        ("大宝上几年级了？", [], "abstain"),
        ("阿姨是在哪家家政公司找的？", [], "abstain"),
        ("育儿嫂和月嫂有啥区别？", [], "abstain"),
    ]),

    ("t27-zh-06", [
        ("2027-06-19",
         "天热了，开始自己在家做酸奶。用的是小熊的酸奶机，一升纯牛奶加一小包川秀的菌粉，发酵八个小时，"
         "吃的时候拌点蜂蜜。",
         "自己做的酸奶干净又新鲜，拌蜂蜜正好中和一下酸味。"),
    ], [
        ("我做酸奶要发酵多久？", [0], "single-hop"),
        ("酸奶机是啥牌子的", [0], "single-hop"),
        ("一次放多少牛奶", [0], "single-hop"),
        ("我吃酸奶一般拌点啥", [0], "single-hop"),
        ("我用的哪家的菌粉？", [0], "single-hop"),
        ("酸奶机多少钱买的？", [], "abstain"),
        ("家里孩子爱喝我做的酸奶吗？", [], "abstain"),
        ("我一周做几次酸奶？", [], "abstain"),
        ("我做过自制奶酪吗？", [], "abstain"),
        ("自制酸奶放冰箱能放几天？", [], "abstain"),
    ]),

    ("t27-zh-07", [
        ("2027-05-05",
         "报名加入了我们这儿的'江滩夜跑团'，每周二、周四晚上七点半在汉口江滩三阳路门口集合，一次跑五公里。",
         "有团一起跑更容易坚持，江滩晚上跑步也舒服。"),
        ("2027-06-17",
         "今天夜跑配速第一次进了六分！五公里跑了29分40秒，团长老蔡说我进步挺快。",
         "太棒了，破六是个很好的里程碑！"),
        ("2027-07-25",
         "跑团发队服了，橙色的，胸口印着编号，我的是027号。",
         "橙色在夜里也醒目，挺安全的。"),
        ("2027-09-12",
         "报上了十一月的武汉半程马拉松！跑团里一共八个人一起报的。",
         "恭喜！有队友一起备赛会轻松很多。"),
    ], [
        ("跑团在哪儿集合？", [0], "single-hop"),
        ("夜跑一周跑几回", [0], "single-hop"),
        ("我五公里最好成绩是多少", [1], "single-hop"),
        ("跑团团长叫啥", [1], "single-hop"),
        ("我队服啥颜色，几号？", [2], "single-hop"),
        ("跑团里一起报半马的有几个人", [3], "single-hop"),
        ("我入团多久以后第一次跑进六分配速？", [0, 1], "temporal"),
        ("半马比赛是不是下个月？", [3], "temporal"),
        ("武汉半马具体是哪一天？", [], "abstain"),
        ("跑团一共有多少人？", [], "abstain"),
        ("老蔡多大年纪？", [], "abstain"),
        ("我平时穿什么跑鞋？", [], "abstain"),
        ("半程马拉松是多少公里？", [], "abstain"),
    ]),

    ("t27-zh-08", [
        ("2027-08-08",
         "这两天浑身起风团，痒得要命，晚上都睡不着。去皮肤科看了，说是急性荨麻疹，开了氯雷他定，一天一片，"
         "医生叮嘱这两周别吃海鲜，也别喝酒。",
         "荨麻疹发作起来确实难受，按时吃药，忌口坚持两周应该会慢慢好。"),
    ], [
        ("医生说我身上起的是啥", [0], "single-hop"),
        ("开的药一天吃几片？", [0], "single-hop"),
        ("医生开的什么药", [0], "single-hop"),
        ("医生说的那段忌口期现在过了没有？", [0], "temporal"),
        ("刚看完病那几天我能吃小龙虾、喝啤酒吗？", [0], "single-hop"),
        ("过敏原查出来是什么？", [], "abstain"),
        ("看病花了多少钱？", [], "abstain"),
        ("给我看病的皮肤科医生姓什么？", [], "abstain"),
        ("我老公也起疹子了吗？", [], "abstain"),
        ("氯雷他定吃了会不会犯困？", [], "abstain"),
    ]),

    ("t27-zh-09", [
        ("2027-05-17",
         "我们小区物业费是一平一块八，我家一百零二平，一年交一次，每年五月底之前交。",
         "一年一交也省事，记得五月底前别忘了。"),
        ("2027-07-03",
         "业主群吵翻天了，物业新合同从八月起物业费涨到两块二一平，说是换了保安公司。",
         "涨价前最好让物业把服务内容和标准公示清楚。"),
        ("2027-09-06",
         "今天去物业交钱，说涨价以后可以按季度交了，我就改成按季度交，这一季交了673块2。",
         "按季度交压力小一点，也方便看看服务有没有跟上。"),
    ], [
        ("现在物业费一平多少钱", [1], "update", [0]),
        ("我家物业费现在是一年交一次吗？", [2], "update", [0]),
        ("物业费为啥涨", [1], "single-hop"),
        ("我家房子多大", [0], "single-hop"),
        ("涨价是从几月开始的？", [1], "single-hop"),
        ("涨价以后一年比原来多交多少物业费？", [0, 1], "multi-session"),
        ("新换的保安公司叫什么？", [], "abstain"),
        ("我们小区的物业公司叫啥名字？", [], "abstain"),
        ("小区停车费涨没涨？", [], "abstain"),
        ("我家住几楼？", [], "abstain"),
        ("物业费一般都包括哪些服务？", [], "abstain"),
    ]),

    ("t27-zh-10", [
        ("2027-05-24",
         "退休以后跟公园里几个老哥们学抖空竹，买了个双轮的，一百二十八。现在能玩'金鸡上架'了，"
         "就是'满天飞'还老接不住。",
         "抖空竹既练手眼又活动筋骨，慢慢来，'满天飞'多练就接住了。"),
    ], [
        ("我空竹多少钱买的", [0], "single-hop"),
        ("我玩的是单轮还是双轮的？", [0], "single-hop"),
        ("我已经学会哪个花样了", [0], "single-hop"),
        ("哪个动作还老失手？", [0], "single-hop"),
        ("我跟谁学的抖空竹", [0], "single-hop"),
        ("我是在哪个公园抖空竹？", [], "abstain"),
        ("我每天几点去公园？", [], "abstain"),
        ("我退休前是干什么的？", [], "abstain"),
        ("我老伴儿也玩空竹吗？", [], "abstain"),
        ("空竹最早是哪个朝代传下来的？", [], "abstain"),
    ]),

    ("t27-zh-11", [
        ("2027-06-01",
         "儿子六一非要养金鱼，在花鸟市场买了三条，两条红帽子一条黑狮头，连鱼缸带氧气泵一共花了一百六。",
         "养鱼能培养孩子的责任心，一开始注意别喂太多。"),
        ("2027-07-21",
         "黑狮头死了，店老板说是我换水太勤、水也没晾。现在改成一周换三分之一，自来水提前晒一天再用。",
         "可惜了。晾过的水加上少量多次换水，剩下的鱼会稳定很多。"),
    ], [
        ("鱼缸里现在还剩几条金鱼？", [0, 1], "multi-session"),
        ("剩下的是什么品种的", [0, 1], "multi-session"),
        ("现在换水是怎么换的", [1], "single-hop"),
        ("那条鱼是怎么死的？", [1], "single-hop"),
        ("金鱼是啥时候买的？", [0], "temporal"),
        ("买鱼连缸一共花了多少", [0], "single-hop"),
        ("儿子今年几岁了？", [], "abstain"),
        ("金鱼都起名字了吗？", [], "abstain"),
        ("一天喂几次鱼食？", [], "abstain"),
        ("鱼缸有多大？", [], "abstain"),
        ("金鱼一般能活多少年？", [], "abstain"),
    ]),

    ("t27-zh-12", [
        ("2027-08-28",
         "中秋回宜宾看我爸妈，抢到了9月14号晚上七点多成都东到宜宾西的高铁，二等座，两个人一共两百出头。",
         "抢到票就好，中秋回家的票一向紧张。"),
        ("2027-09-09",
         "公司临时让中秋前一天加班，我的票只好改签到15号早上八点零五的，老公不等我了，14号自己先走。",
         "临时加班真扫兴，好在还能赶上中秋当天团圆。"),
    ], [
        ("我最后是哪天回的宜宾", [1], "update", [0]),
        ("改签以后我那趟车几点开？", [1], "update", [0]),
        ("为啥要改签", [1], "single-hop"),
        ("老公哪天回去的？", [1], "single-hop"),
        ("我爸妈住在哪儿", [0], "single-hop"),
        ("我从哪个站上车？", [0], "single-hop"),
        ("我和老公是不是一起回去的？", [1], "single-hop"),
        ("回程票订的哪天？", [], "abstain"),
        ("改签收了多少手续费？", [], "abstain"),
        ("我爸妈多大年纪了？", [], "abstain"),
        ("中秋在家吃了啥？", [], "abstain"),
        ("成都东到宜宾西的高铁大概要开多久？", [], "abstain"),
    ]),

    ("t27-zh-13", [
        ("2027-08-02",
         "七月电费出来了，六百四十多，吓我一跳，主要是两台空调天天开。我们这儿是阶梯电价，"
         "一档每度五毛六，一个月超过二百六十度就算二档了。",
         "夏天空调电费确实吓人，可以把温度调到26度左右，能省不少。"),
    ], [
        ("七月电费交了多少？", [0], "single-hop"),
        ("电费为啥那么高", [0], "single-hop"),
        ("一档电价一度多少钱", [0], "single-hop"),
        ("一个月用超过多少度就进二档了？", [0], "single-hop"),
        ("家里开着几台空调？", [0], "single-hop"),
        ("二档电价一度多少钱？", [], "abstain"),
        ("八月电费多少？", [], "abstain"),
        ("家里空调是什么牌子的？", [], "abstain"),
        ("燃气费一个月多少？", [], "abstain"),
        ("峰谷电价怎么申请？", [], "abstain"),
    ]),

    ("t27-zh-14", [
        ("2027-05-20",
         "520给自己买了台拍立得，富士的mini 12，薄荷绿，七百出头。相纸一盒十张，差不多五十块。",
         "宠自己也是过节！mini 12颜值很高，薄荷绿很清新。"),
        ("2027-06-26",
         "跟闺蜜阿琪去厦门玩了三天，拍立得拍了整整三盒相纸，回来全贴卧室墙上了。",
         "三盒相纸都拍完了，看来玩得很开心，照片墙一定很好看。"),
        ("2027-09-01",
         "阿琪下个月结婚，我打算在婚礼上用拍立得给宾客拍照，做个签到照片墙，已经囤了十盒相纸。",
         "这个主意太好了，宾客肯定喜欢，也是很有心意的礼物。"),
    ], [
        ("我的拍立得是啥型号", [0], "single-hop"),
        ("拍立得是什么颜色的？", [0], "single-hop"),
        ("厦门那趟我拍了多少张", [0, 1], "multi-session"),
        ("厦门三天光相纸大概花了多少钱？", [0, 1], "multi-session"),
        ("我跟谁去的厦门", [1], "single-hop"),
        ("厦门的照片我贴哪儿了？", [1], "single-hop"),
        ("阿琪的婚礼是这个月吗？", [2], "temporal"),
        ("阿琪老公叫什么？", [], "abstain"),
        ("婚礼在哪个酒店办？", [], "abstain"),
        ("我给阿琪包多少红包？", [], "abstain"),
        ("拍立得是在哪个平台买的？", [], "abstain"),
        ("mini 12和mini 11有啥区别？", [], "abstain"),
    ]),

    ("t27-zh-15", [
        ("2027-07-15",
         "最近迷上手冲了，入了个V60滤杯和一台泰摩栗子C2磨豆机，豆子喝的是云南保山的小粒咖啡，"
         "粉水比1:15，水温九十二度。",
         "入门配置很实在，1:15加92度是个很稳的起点，之后可以慢慢微调。"),
    ], [
        ("我手冲粉水比是多少", [0], "single-hop"),
        ("冲咖啡用多少度的水？", [0], "single-hop"),
        ("磨豆机是啥牌子", [0], "single-hop"),
        ("我喝的豆子是哪儿产的", [0], "single-hop"),
        ("用15克粉的话按我的比例该注多少水？", [0], "single-hop"),
        ("我用什么滤杯", [0], "single-hop"),
        ("我一天喝几杯咖啡？", [], "abstain"),
        ("保山的豆子多少钱一包？", [], "abstain"),
        ("我用的手冲壶是什么牌子？", [], "abstain"),
        ("我老婆喝不喝咖啡？", [], "abstain"),
        ("浅烘和深烘的豆子有什么区别？", [], "abstain"),
    ]),

    ("t27-zh-16", [
        ("2027-06-06",
         "我那辆2016年的日产轩逸打算卖了，开了十一万公里，在瓜子上估价三万二。",
         "这个车况和里程，三万出头还算正常，可以多比几家。"),
        ("2027-06-23",
         "瓜子上门看完车砍到两万八，我没卖。最后卖给我表哥了，三万整，过户下周去办。",
         "卖给自家人知根知底，也省了中间的折腾。"),
        ("2027-07-18",
         "没车了，现在天天骑共享单车去地铁站，办了个美团单车的月卡，十五块一个月。",
         "骑车到地铁站也挺好，还顺便锻炼了。"),
    ], [
        ("我那辆轩逸最后卖了多少钱？", [1], "single-hop"),
        ("车卖给谁了", [1], "single-hop"),
        ("瓜子最后出的价是多少？", [1], "single-hop"),
        ("我那车开了多少公里", [0], "single-hop"),
        ("我现在怎么去地铁站？", [2], "single-hop"),
        ("单车月卡多少钱一个月", [2], "single-hop"),
        ("卖给表哥比瓜子最后的报价多拿了多少？", [1], "single-hop"),
        ("我表哥叫什么？", [], "abstain"),
        ("我还打算再买什么车？", [], "abstain"),
        ("过户花了多少钱？", [], "abstain"),
        ("我上班在哪个地铁站下车？", [], "abstain"),
        ("二手车过户需要带哪些材料？", [], "abstain"),
    ]),

    ("t27-zh-17", [
        ("2027-05-11",
         "我在露台上种了八盆月季，有龙沙宝石、粉色达芬奇，还有一盆果汁阳台。今年头一茬花开得特别好，"
         "就是有点黑斑病，打了两遍多菌灵。",
         "头茬花开得好说明养得不错。黑斑病注意通风，雨后及时摘掉病叶。"),
    ], [
        ("我露台上一共几盆月季", [0], "single-hop"),
        ("月季得的什么病？", [0], "single-hop"),
        ("用的啥药", [0], "single-hop"),
        ("我种了哪几个品种？", [0], "single-hop"),
        ("药打了几遍了", [0], "single-hop"),
        ("月季是哪年种下的？", [], "abstain"),
        ("露台朝哪个方向？", [], "abstain"),
        ("露台上除了月季还种了啥？", [], "abstain"),
        ("我家住几楼？", [], "abstain"),
        ("月季一般什么时候修剪？", [], "abstain"),
    ]),

    ("t27-zh-18", [
        ("2027-06-08",
         "单位七一要搞诗歌朗诵比赛，我跟同事小温报了双人朗诵，念的是《我爱这土地》，"
         "这阵子每天中午在三楼会议室排练。",
         "《我爱这土地》很有感染力，双人配合好了效果会很棒。"),
        ("2027-07-01",
         "朗诵比赛拿了二等奖！奖品是一张五百块的京东卡。领导说国庆晚会还想让我们再上一次。",
         "恭喜！中午的排练没白费。"),
    ], [
        ("我们朗诵的是哪首诗", [0], "single-hop"),
        ("我跟谁搭档朗诵？", [0], "single-hop"),
        ("比赛结果怎么样", [1], "single-hop"),
        ("奖品是啥", [1], "single-hop"),
        ("我们平时在哪儿排练？", [0], "single-hop"),
        ("从报名排练到比赛大概练了多久？", [0, 1], "temporal"),
        ("一等奖是谁拿的？", [], "abstain"),
        ("国庆晚会我们最后上台了吗？", [], "abstain"),
        ("小温全名叫什么？", [], "abstain"),
        ("那张京东卡我买了什么？", [], "abstain"),
        ("《我爱这土地》是谁写的？", [], "abstain"),
    ]),

    ("t27-zh-19", [
        ("2027-09-20",
         "倒霉透了，钱包落在出租车上了，身份证、社保卡都在里面。今天去派出所补办了身份证，交了二十块，"
         "说是二十个工作日能拿，先给我开了张临时身份证。",
         "太闹心了。临时身份证坐车住店都能用，先顶着，社保卡也记得去补。"),
    ], [
        ("我身份证怎么丢的", [0], "single-hop"),
        ("补办身份证花了多少钱？", [0], "single-hop"),
        ("新身份证要等多久才能拿", [0], "single-hop"),
        ("钱包里还丢了啥证件？", [0], "single-hop"),
        ("这段时间坐高铁我拿什么证件？", [0], "single-hop"),
        ("社保卡补办了没有？", [], "abstain"),
        ("钱包里有多少现金？", [], "abstain"),
        ("出租车司机联系上了吗？", [], "abstain"),
        ("我是在哪个派出所办的？", [], "abstain"),
        ("补办社保卡一般要去哪儿办？", [], "abstain"),
    ]),

    ("t27-zh-20", [
        ("2027-05-21",
         "我们几个老邻居每个礼拜五晚上在老刘家打麻将，打的是武汉的红中赖子杠，一块钱的，输赢不大，图个乐呵。",
         "老邻居凑一桌，热闹又不伤感情，挺好。"),
        ("2027-07-10",
         "老刘搬去他儿子那儿住了，我们这麻将局挪到楼下'和气'棋牌室了，改成礼拜六下午两点，"
         "包间一下午六十块，四个人平摊。",
         "换个地方照样能凑齐，棋牌室也宽敞些。"),
        ("2027-08-16",
         "最近手气真背，连着三个礼拜都输，上礼拜输了八十多。老伴儿说再输就不让我去了。",
         "手气有起有落，别太上心，开心最要紧。"),
    ], [
        ("现在麻将在哪儿打", [1], "update", [0]),
        ("礼拜几几点打麻将？", [1], "update", [0]),
        ("包间我们每人摊多少钱？", [1], "single-hop"),
        ("老刘为啥不在他家组局了", [1], "single-hop"),
        ("我们打的什么玩法？", [0], "single-hop"),
        ("上礼拜输了多少", [2], "single-hop"),
        ("老伴儿对我打麻将啥态度？", [2], "single-hop"),
        ("老刘儿子住在哪儿？", [], "abstain"),
        ("一起打牌的还有谁？", [], "abstain"),
        ("我老伴儿姓什么？", [], "abstain"),
        ("棋牌室老板叫什么？", [], "abstain"),
        ("红中赖子杠怎么算番？", [], "abstain"),
    ]),
]

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, here)
