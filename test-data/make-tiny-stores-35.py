"""tiny-stores-35: forty small single-user memory stores, 20 in English and 20 in Simplified Chinese.

Each user tells the assistant one to three things about their life, one session per day between
March and August 2031: a notary commission, a guide dog puppy, gout, flying trapeze, a scuba
certification, a Eurorack synth, a father's hearing aids, Invisalign, a Sausalito houseboat, alpacas,
a backyard treehouse, an upholstery class, a butchery apprenticeship, a vasectomy, skydiving AFF, a
doula, a city bus job, a hedgehog, a tattoo half-sleeve and a flight attendant's base; and in Chinese
archery, a ureteral stone, a drone licence and crop spraying, native Chinese bees, a tea garden in
Anxi, bouldering, the morin khuur, Suzhou embroidery, a tailored qipao, kayaking on Qiandao Lake, a
son's fencing, storytelling (pingshu), a Qinqiang opera club, a scroll-mounting apprenticeship,
ride-hailing, rooftop solar, a confinement nanny, a golden hamster, Chinese eight-ball and golf.
Messages are packed with names, prices, dates, counts and places; assistant replies sometimes add
figures and advice of their own that the user never said.

About half the users have a single fact; many others have a later fact that supersedes an earlier one
(a new price, schedule, place, person or status), which yields "update" questions with stale
evidence. Ten questions per user, asked on 2031-09-10, mix single-hop, multi-session, update and
temporal questions with roughly 45% abstain questions: same-topic details never told, details only
the assistant supplied, yes/no questions about things that never came up, and unrelated parts of the
user's life.

Run from the repository root:  python3 test-data/make-tiny-stores-35.py
"""
import os
from collections import Counter

from tiny_store_case import write_tiny_stores

NAME = "tiny-stores-35"
DESCRIPTION = ("Forty tiny single-user stores (20 English, 20 Simplified Chinese), 1-3 dated facts each from "
               "March-August 2031, many with a later fact superseding an earlier one; ten questions per user "
               "asked 2031-09-10 (single-hop, multi-session, update with stale evidence, temporal) with about "
               "45% abstain questions built from same-topic baits, assistant-only details, things that never "
               "happened and unrelated parts of the user's life.")
ASK = "2031-09-10T10:00:00+08:00"

EN = []

# en-01 notary (one fact)
EN.append(("t35-en-01", [
    ("2031-04-14",
     "My notary public commission came in the mail today! Commission number 7734215, good for four years, so it runs through April 2035. I took the state exam at the Yavapai County recorder's office back in February, 30 questions, and got 28 right. The $10,000 surety bond went through Merchant Bonding and only cost me $50, and I ordered a self-inking stamp from Stampology for $32 plus a bound journal with 300 entries. My first signing is already lined up: my coworker Delphine needs her car title transfer notarized this Friday.",
     "Congratulations, that's a real milestone! A few things worth setting up before Friday: log every signing in the journal with the signer's ID type, ID number and expiration date, and never notarize for someone who isn't physically in front of you. Arizona caps notary fees at $10 per signature, so you can't charge more than that even for a title transfer. Many new notaries also add errors-and-omissions insurance, which usually runs about $25 a year for $25,000 of coverage, because the surety bond protects the public, not you. And keep the stamp locked up when you're not using it."),
], [
    ("What's my notary commission number?", [0], "single-hop"),
    ("When does my notary commission run out?", [0], "single-hop"),
    ("How many questions did I get right on the notary exam?", [0], "single-hop"),
    ("Who's my first notary signing for, and what's the document?", [0], "single-hop"),
    ("When did my notary commission show up in the mail?", [0], "temporal"),
    ("What's the most I'm allowed to charge per signature as a notary?", [], "abstain"),
    ("How much am I paying for errors-and-omissions insurance?", [], "abstain"),
    ("How much did my notary training course cost?", [], "abstain"),
    ("Did Delphine pay me for notarizing her title?", [], "abstain"),
    ("What kind of car do I drive?", [], "abstain"),
]))

# en-02 guide dog puppy raiser (change x2)
EN.append(("t35-en-02", [
    ("2031-03-08",
     "We picked up our guide dog puppy today! We're volunteer puppy raisers for Northstar Guide Dogs now, and she's an 8-week-old yellow Lab named Saffron. We keep her for about 14 months, then she goes back to their campus in Yorktown Heights for formal training. Our group leader is Bettina Ross, and puppy class is every other Thursday at 7pm in the community room at the Mahopac library. Saffron already has to wear her little green 'Future Guide Dog' jacket whenever we take her into stores.",
     "Oh, congratulations, what a wonderful thing to take on! Yellow Lab females from guide programs usually end up around 55 to 65 pounds, so enjoy the tiny phase while it lasts. A lot of raisers use the '100 people in 100 days' idea for socialization: different ages, hats, beards, wheelchairs, umbrellas. Keep the first outings short, 10 to 15 minutes, and end before she gets overwhelmed. Bettina will probably give you a manual; the biggest rule in most programs is no human food at all, ever."),
    ("2031-05-22",
     "Saffron passed her first puppy evaluation today! The evaluator, a guy named Marcus, gave her a 'proceed' and said she's great with traffic noise but gets distracted by squirrels. Also our puppy class moved because the Mahopac library is being renovated: it's now every Tuesday at 6:30 at the Carmel fire hall.",
     "That's great news, a 'proceed' at the first evaluation is exactly what you want. Squirrels are the classic Lab weakness; practicing 'leave it' at a distance, then slowly closing the gap, tends to help. Weekly class will also speed things up compared to every other week. Make sure the Tuesday slot doesn't clash with her feeding schedule, because training on a full stomach can make puppies sluggish."),
    ("2031-08-19",
     "Big change from Northstar: they have an open spot in the fall training class, so Saffron goes back to Yorktown Heights early, on September 29. So we'll have had her less than seven months instead of the fourteen we planned on. I'm happy for her and also a complete mess about it.",
     "That's bittersweet, and it's completely normal to feel both at once. Getting called up early is usually a sign the school thinks she's ready. Many programs send raisers progress updates during formal training and invite them to the graduation if she's matched, so it's worth asking Bettina whether Northstar does that. In the meantime, lots of photos and a few favorite walks before the 29th."),
], [
    ("What's the name of our guide dog puppy?", [0], "single-hop"),
    ("When and where is puppy class these days?", [1], "update", [0]),
    ("When does Saffron go back to Northstar for formal training?", [2], "update", [0]),
    ("Who's the leader of our puppy raiser group?", [0], "single-hop"),
    ("What did the evaluator say Saffron gets distracted by?", [1], "single-hop"),
    ("How long after we brought Saffron home did she pass her first evaluation?", [0, 1], "temporal"),
    ("How much is Saffron expected to weigh when she's full grown?", [], "abstain"),
    ("Who will be Saffron's trainer once she's back on campus?", [], "abstain"),
    ("Which vet does Saffron go to?", [], "abstain"),
    ("Which store did we take Saffron into first?", [], "abstain"),
]))

# en-03 gout (one fact)
EN.append(("t35-en-03", [
    ("2031-06-03",
     "So the 'sprained' big toe was actually gout. Woke up Sunday with my right big toe red, swollen and so sore even the bedsheet touching it hurt. Dr. Okonkwo-Bell at Riverside Urgent Care drew blood, my uric acid came back at 9.4, and she put me on colchicine 0.6 mg twice a day for a week. Once the flare calms down I start allopurinol, 100 mg a day. She told me to cut way back on beer and organ meats, which hurts because I do the brewery tour circuit every month with my buddies, and to drink 3 liters of water a day. Follow-up in six weeks.",
     "Ouch, gout flares are famously brutal, so I'm glad you got it diagnosed quickly. The usual long-term target is a uric acid level below 6 mg/dL, which is why allopurinol gets started low and adjusted at follow-ups. One thing people often get wrong: once you're on allopurinol, don't stop it during a later flare. Tart cherries have some modest evidence behind them, and on brewery days, alternating each beer with a glass of water helps. Keep the toe elevated and uncovered at night for now."),
], [
    ("What was my uric acid level when I got diagnosed?", [0], "single-hop"),
    ("Which toe was it that flared up?", [0], "single-hop"),
    ("What dose of allopurinol am I supposed to start on?", [0], "single-hop"),
    ("How much water am I meant to drink every day?", [0], "single-hop"),
    ("Roughly when is my gout follow-up due?", [0], "temporal"),
    ("What uric acid number am I supposed to get under?", [], "abstain"),
    ("Did I have gout in my knee too?", [], "abstain"),
    ("Did they X-ray my foot at urgent care?", [], "abstain"),
    ("How much did the urgent care visit cost me?", [], "abstain"),
    ("What's my favorite brewery?", [], "abstain"),
]))

# en-04 flying trapeze (change)
EN.append(("t35-en-04", [
    ("2031-03-15",
     "Tried flying trapeze for the first time today at Aerial Anchors in Fort Lauderdale! The intro class was $65 for two hours, we got five swings each, and by the end my instructor Gianni had me doing a knee hang and an actual catch with the catcher, a big guy everyone calls Fitz. I signed up for their 8-class pack right there, $440, Saturday mornings at 9.",
     "That sounds like an amazing first day, especially getting a catch on day one! Most rigs put the platform board around 23 feet up, so climbing that ladder is half the battle. Expect your hands and forearms to be wrecked for a couple of days; a lot of flyers use chalk and keep their nails short, and some tape their palms to avoid rips. Saturday mornings are a nice slot too, usually calmer winds if the rig is outdoors."),
    ("2031-06-28",
     "Trapeze update: I switched my classes to Wednesday evenings at 6:30 because work put me on the Saturday rotation. And I finally landed a splits catch, my first trick that isn't a basic knee hang! Bought my second 8-class pack too, only $400 this time because they give returning students a discount.",
     "A splits catch is a great milestone, that's usually the point where people start feeling like real flyers. Evening classes can be gusty if it's outdoors, so give yourself an extra swing or two to read the conditions. Nice on the discount too. Next common progressions are a back-end uprise or a layout, if Gianni thinks you're ready."),
], [
    ("When do I have trapeze class now?", [1], "update", [0]),
    ("How much did I pay for my latest 8-class trapeze pack?", [1], "update", [0]),
    ("Who was the catcher on my first day of trapeze?", [0], "single-hop"),
    ("What's the newest trick I've landed on the trapeze?", [1], "single-hop"),
    ("How much have I spent on trapeze class packs altogether?", [0, 1], "multi-session"),
    ("How many months after my first trapeze class did I switch to weeknights?", [0, 1], "temporal"),
    ("How high up is the trapeze platform at Aerial Anchors?", [], "abstain"),
    ("How much is a single drop-in class at Aerial Anchors?", [], "abstain"),
    ("Have I gotten hurt doing trapeze?", [], "abstain"),
    ("What do I do for work?", [], "abstain"),
]))

# en-05 scuba (one fact)
EN.append(("t35-en-05", [
    ("2031-07-13",
     "Officially a certified diver! Finished my PADI Open Water this weekend at Breakwater Cove in Monterey: four ocean dives, max depth 58 feet, and the water was 52 degrees so I was in a 7mm wetsuit with a hood. My instructor was Teodoro Halloran from Aqua Quest Divers, and the whole course was $695 including the eLearning and rental gear. My cousin Marisol signed up with me and was my buddy for all four dives. Saw a harbor seal on dive three and tons of sheep crabs.",
     "Congratulations, Monterey is a tough place to learn, so cold-water certification is a badge of honor! Your Open Water card qualifies you to dive to 60 feet with a buddy, and the Advanced Open Water course is the usual next step if you want to go to 100 feet. Log every dive, including the training ones, because some operators ask for a minimum number. And if you're thinking of buying gear, most people start with their own mask and a dive computer before anything else."),
], [
    ("Where did I do my open water certification dives?", [0], "single-hop"),
    ("What was the deepest I went during my certification?", [0], "single-hop"),
    ("Who was my dive buddy for the checkout dives?", [0], "single-hop"),
    ("How much did my scuba certification cost in total?", [0], "single-hop"),
    ("What animal did I spot on my third dive?", [0], "single-hop"),
    ("How deep am I allowed to dive with my certification?", [], "abstain"),
    ("What's my PADI certification number?", [], "abstain"),
    ("Have I booked a dive trip to Cozumel?", [], "abstain"),
    ("What brand of dive computer did I buy?", [], "abstain"),
    ("How many dives have I logged since getting certified?", [], "abstain"),
]))

# en-06 eurorack (multi, no change)
EN.append(("t35-en-06", [
    ("2031-04-02",
     "I have officially fallen down the Eurorack hole. Bought a 104HP Intellijel case for $420 and my first three modules: a Plaits clone off Reverb for $180, a Make Noise Maths for $289, and an Intellijel Quad VCA. I'm sequencing it all from my Arturia KeyStep 37 for now. My desk looks like a telephone switchboard.",
     "Welcome to the rabbit hole, it only gets deeper from here! That's a really smart first combo: Plaits gives you a whole palette of voices, Maths does envelopes, LFOs and slew all in one, and the Quad VCA lets you shape everything. A 104HP case fills up fast, though, so it's worth sketching your rack on ModularGrid before buying the next module. Keep an eye on your power budget too; that Intellijel case supplies about 1.2 amps on the +12V rail."),
    ("2031-06-09",
     "Played my first live modular set last night! It was the Dirty Socks ambient night at Hollow Tree Records in Louisville, 25 minutes, opening for a duo called Lacuna Drift. Got paid $60 plus a drink ticket. I picked up a used Mimeophon for $399 the week before and honestly it saved the set, everything sounded huge through it.",
     "That's fantastic, a first live set is a huge step and 25 minutes of modular is no joke. The Mimeophon is a great choice for ambient; its delay times stretch out to about 24 seconds in the longest zone, which is why everything blooms like that. If you play again, photograph your patch before you leave the house; a lot of modular players have lost a set to one cable bumped loose in the car."),
], [
    ("What size case did I get for my Eurorack?", [0], "single-hop"),
    ("How much did I pay for my Maths module?", [0], "single-hop"),
    ("Where did I play my first live modular set?", [1], "single-hop"),
    ("Which band did I open for at my first gig?", [1], "single-hop"),
    ("Which modules do I have in my rack right now?", [0, 1], "multi-session"),
    ("How long after buying my first Eurorack case did I play live?", [0, 1], "temporal"),
    ("What's the longest delay time the Mimeophon can do?", [], "abstain"),
    ("How long was Lacuna Drift's set?", [], "abstain"),
    ("Did Lacuna Drift ask me to play their album release show?", [], "abstain"),
    ("What did I sell to pay for the modules?", [], "abstain"),
]))

# en-07 dad's hearing aids (change)
EN.append(("t35-en-07", [
    ("2031-03-20",
     "Finally got my dad Walter to the audiologist today. Dr. Anjali Natarajan at Bellwether Hearing in Akron says he has moderate high-frequency hearing loss in both ears, worse in the left. She recommended Phonak Audeo behind-the-ear aids, $4,800 for the pair, with a 45-day trial. He's 81 and has been pretending he can hear the TV for about three years.",
     "Good for you for getting him there, that's often the hardest step. High-frequency loss is why consonants like s, f and th disappear and speech sounds mumbled, especially in restaurants. The first couple of weeks with new aids can feel loud and tinny because the brain has to re-learn those sounds, so encourage him to wear them all day rather than just for TV. Rechargeable models usually last around 20 to 30 hours per charge, which is easier than fiddly batteries for a lot of older users."),
    ("2031-04-11",
     "Dad sent the Phonaks back inside the trial. He said they whistled and the domes felt weird in his ears. So we went to Costco instead and got him the Kirkland Signature 10.0, rechargeable, $1,499 for the pair. His fitting was yesterday with their hearing aid specialist, a guy named Gus, and so far Dad actually likes them.",
     "That's a great outcome, and a big saving too. Whistling is usually feedback from a loose fit, so if it comes back, Gus can swap to a different dome size or a closed dome. Costco includes free follow-up adjustments and cleanings, so it's worth booking a check-in after two or three weeks once he's worn them in real situations. Glad he likes them!"),
], [
    ("Which hearing aids is Dad wearing now?", [1], "update", [0]),
    ("How much did Dad's hearing aids end up costing?", [1], "update", [0]),
    ("Which of Dad's ears is worse?", [0], "single-hop"),
    ("How much cheaper were Dad's Costco hearing aids than the Phonaks?", [0, 1], "multi-session"),
    ("Why did Dad send back the first pair?", [1], "single-hop"),
    ("How many days after the audiologist visit did Dad get fitted at Costco?", [0, 1], "temporal"),
    ("How long does Dad's hearing aid battery last on one charge?", [], "abstain"),
    ("Did Dad get evaluated for a cochlear implant?", [], "abstain"),
    ("What's my mom's name?", [], "abstain"),
    ("Does Dad wear glasses?", [], "abstain"),
]))

# en-08 invisalign (one fact)
EN.append(("t35-en-08", [
    ("2031-05-05",
     "At 34 I'm finally fixing my teeth. Started Invisalign today with Dr. Esther Lindqvist at Straightaway Orthodontics in Spokane: 26 sets of aligners, switching every 10 days, and I have to wear them 22 hours a day. Total is $5,600, my Blue Cross plan covers $1,500, and the rest is $171 a month for 24 months. They glued 8 attachments onto my top teeth, and I'll need a retainer when it's all done.",
     "Good for you! Twenty-six trays at ten days each works out to roughly 260 days, so around eight and a half months if everything tracks. The 22 hours is the part that makes or breaks it, so a lot of people keep a travel case and toothbrush in their bag. Most practices charge separately for retainers; Vivera retainers typically run around $400 to $500 for a set. The attachments will feel huge for the first few days, but your tongue gets used to them fast."),
], [
    ("How many aligner trays am I supposed to go through?", [0], "single-hop"),
    ("How often do I switch to a new aligner?", [0], "single-hop"),
    ("How much does my insurance pay toward Invisalign?", [0], "single-hop"),
    ("Which orthodontist is doing my Invisalign?", [0], "single-hop"),
    ("When did I start Invisalign?", [0], "temporal"),
    ("How much is my retainer going to cost?", [], "abstain"),
    ("Did I have to get any teeth pulled before starting?", [], "abstain"),
    ("Who's my regular dentist for cleanings?", [], "abstain"),
    ("How many attachments did they put on my bottom teeth?", [], "abstain"),
    ("Have I lost any of my aligners yet?", [], "abstain"),
]))

# en-09 houseboat (change, 3 facts)
EN.append(("t35-en-09", [
    ("2031-03-03",
     "We signed the papers on a houseboat! It's a 1978 Chris-Craft Catalina that someone converted, 42 feet long, and it's moored at slip C-17 at Waldo Point Harbor in Sausalito. Paid $138,000 for it, and moorage is $1,150 a month. My partner Tobias, our cat Fennel and I move aboard on March 20.",
     "That's so exciting, and very Sausalito! A couple of practical things for move-in: get a marine survey copy on file for insurance, and check whether your slip has shore power at 30 or 50 amps, because that decides how much you can run at once in winter. For Fennel, a lot of liveaboards put a cat ramp or a strip of carpet along the hull so a cat who falls in can climb out. Marine insurance for a boat that size often runs somewhere around $1,500 to $2,500 a year."),
    ("2031-05-16",
     "Houseboat news, not great: the marina is raising moorage to $1,290 a month starting June. And we've gone to a holding tank pump-out every two weeks now, it's $45 each time.",
     "That's a painful jump, about 12 percent. It might be worth asking the marina whether longer-term agreements lock in a lower rate, or comparing other moorages nearby. With pump-outs every two weeks you're at roughly $90 a month on top, so your monthly boat costs are creeping up toward $1,400 before utilities."),
    ("2031-08-07",
     "We moved the boat! Got a berth at Galilee Harbor instead, berth 4, and it's $1,050 a month. It's way quieter than Waldo Point and Fennel seems happier already.",
     "That's a great move, cheaper than even your original Waldo Point rate and quieter to boot. A smaller harbor tends to get less wake from boat traffic too, which cats and dishes both appreciate. Remember to update your address and berth number with your insurer and the post office."),
], [
    ("How much are we paying for moorage these days?", [2], "update", [0, 1]),
    ("Which marina is the houseboat at now?", [2], "update", [0]),
    ("How much did we pay for the houseboat?", [0], "single-hop"),
    ("How often do we get the holding tank pumped out?", [1], "single-hop"),
    ("What's our cat's name?", [0], "single-hop"),
    ("About how long did we keep the houseboat at Waldo Point before moving it?", [0, 2], "temporal"),
    ("What did we name the houseboat?", [], "abstain"),
    ("How much is our houseboat insurance?", [], "abstain"),
    ("How many bedrooms does the houseboat have?", [], "abstain"),
    ("Did we have to replace the engine?", [], "abstain"),
]))

# en-10 alpacas (one fact)
EN.append(("t35-en-10", [
    ("2031-04-26",
     "We brought home three alpaca boys from Misty Hollow Alpacas in New Hampshire! Percival is fawn and 4 years old, Barnaby is black and 2, and Cosmo is white and 18 months. They were $900 each since they're fiber males, not breeding stock. The shearer is booked for May 30, a guy named Lonnie who charges $35 a head, and we turned the old horse run-in shed on our 6 acres into their barn.",
     "Congratulations on your little herd! Three is a great number, since alpacas get very stressed alone. A few things to plan for: their toenails usually need trimming every two to three months, and they'll pick one or two communal dung piles, which makes cleanup much easier. They eat roughly 1.5 to 2 percent of their body weight in hay a day, so around 2 to 3 pounds each. And keep an eye on heat after shearing season; they do much better once that fleece is off."),
], [
    ("Which of our alpacas is the oldest?", [0], "single-hop"),
    ("What color is Barnaby?", [0], "single-hop"),
    ("How much did we pay per alpaca?", [0], "single-hop"),
    ("When is shearing day for the alpacas?", [0], "single-hop"),
    ("How much will shearing all three of them cost?", [0], "single-hop"),
    ("How often do the alpacas need their toenails done?", [], "abstain"),
    ("How much did we get for the alpacas' fleece?", [], "abstain"),
    ("Who's our large-animal vet?", [], "abstain"),
    ("How much hay do the alpacas go through in a week?", [], "abstain"),
    ("Did we get a llama to guard them?", [], "abstain"),
]))

# en-11 treehouse (change)
EN.append(("t35-en-11", [
    ("2031-04-19",
     "Starting the treehouse for my kids, Linnea (9) and Caspian (6)! It's going in the big white oak behind the garage: an 8x10 platform, 7 feet off the ground, hung on two Garnier limbs at $95 each. Hadley Lumber quoted $1,340 for the lumber. The plan is to have it done by Caspian's birthday on June 21.",
     "That's going to be an incredible birthday present. Garnier limbs (TABs) are the right call for a healthy oak; a properly installed one is rated for several thousand pounds, and they let the tree keep growing without strangling it. Leave a gap around the trunk where the platform passes it, and use galvanized or coated hardware so nothing rusts into the bark. A railing at least 36 inches high is a good idea with a 6-year-old up there."),
    ("2031-06-24",
     "Treehouse update: we missed Caspian's birthday, it rained basically all of May. New target is Labor Day weekend. Also the arborist, Noor from Canopy Care, said the oak can only safely take one TAB, so we're adding two 4x4 support posts on the far side instead. Lumber ended up costing $1,610 once we added the posts and the railing.",
     "Sorry about the birthday, but it's much better to have an arborist weigh in now than later. One TAB plus posts is a very common design; it just means you need a sliding bracket on the post side so the platform doesn't tear as the tree sways. Labor Day is a nice target, and it gives the kids the last few weeks of summer in it."),
], [
    ("What's our target for finishing the treehouse now?", [1], "update", [0]),
    ("What did the treehouse lumber end up costing?", [1], "update", [0]),
    ("How big is the treehouse platform?", [0], "single-hop"),
    ("What kind of tree is the treehouse in?", [0], "single-hop"),
    ("Which arborist looked at our oak?", [1], "single-hop"),
    ("Why did we miss the birthday deadline?", [1], "single-hop"),
    ("What color are we painting the treehouse?", [], "abstain"),
    ("How much weight can one of those Garnier limbs hold?", [], "abstain"),
    ("How much did the arborist charge us?", [], "abstain"),
    ("Did the kids come up with a name for the treehouse?", [], "abstain"),
]))

# en-12 upholstery (one fact)
EN.append(("t35-en-12", [
    ("2031-03-27",
     "Signed up for an 8-week upholstery class at the Eastside Makers Guild in Minneapolis, Tuesday nights 6 to 9, $385 plus materials. My project is my grandmother Rosalind's 1950s wingback chair, and I'm redoing it in mustard velvet from Mood Fabrics, 7 yards at $38 a yard. The instructor, Hiroko Tanabe, says the springs will need to be hand-tied, eight-way.",
     "What a lovely project, and mustard velvet on a wingback is going to look fantastic. Expect the first session or two to be nothing but stripping: pulling tacks and staples and labeling every old piece, because those pieces become your pattern. Half-inch staples are the usual go-to for the frame. With velvet, make sure all the pile runs the same direction on every panel, or the color will look different from piece to piece. Eight-way hand-tied springs are a lot of work but they'll last another seventy years."),
], [
    ("How many weeks is my upholstery class?", [0], "single-hop"),
    ("How much did I spend on the velvet?", [0], "single-hop"),
    ("Whose chair am I reupholstering?", [0], "single-hop"),
    ("What night is upholstery class?", [0], "single-hop"),
    ("Who teaches my upholstery class?", [0], "single-hop"),
    ("What size staples should I use on the wingback frame?", [], "abstain"),
    ("Did I finish the wingback chair?", [], "abstain"),
    ("What color was the chair's original fabric?", [], "abstain"),
    ("How much are the materials fees for the upholstery class?", [], "abstain"),
    ("What other furniture did I inherit from my grandmother?", [], "abstain"),
]))

# en-13 butcher apprenticeship (change)
EN.append(("t35-en-13", [
    ("2031-05-02",
     "First week of my butchery apprenticeship at Ossa Meat Co. in Chattanooga is done! It's a whole-animal shop; we break down 2 pigs and half a steer a week, all from Carrow Ridge Farm. $17 an hour, Wednesday to Sunday, 7am to 3:30. The head butcher, Ingo, won't let me anywhere near the bandsaw for the first month.",
     "Congrats, whole-animal shops are the best place to learn because you see every cut in context. Ingo's bandsaw rule is very standard; bandsaw injuries are some of the worst in the trade. Most butchers start with a good 6-inch boning knife, and Victorinox Fibrox is what a lot of shops hand apprentices because it's cheap and holds an edge well. Invest in good insoles too, because you'll be on concrete all day."),
    ("2031-07-30",
     "Got a raise to $19.50 an hour and moved to Monday to Friday, which means weekends back! Ingo also finally signed me off on the bandsaw, and I broke down my first whole lamb by myself. Took me 2 hours 10 minutes, which he says is slow but clean.",
     "That's a big week, congratulations! Slow but clean is exactly the right order; speed comes with repetition and experienced butchers can do a lamb in well under half an hour. Getting bandsaw sign-off in three months is a good sign Ingo trusts you. Enjoy the weekends!"),
], [
    ("What's my hourly wage at the butcher shop now?", [1], "update", [0]),
    ("What days do I work at Ossa now?", [1], "update", [0]),
    ("Which farm do our animals come from?", [0], "single-hop"),
    ("How long did my first whole lamb take me?", [1], "single-hop"),
    ("How much more an hour am I making now than when I started at Ossa?", [0, 1], "multi-session"),
    ("How long after starting at Ossa did I get my raise?", [0, 1], "temporal"),
    ("What brand of boning knife does Ingo want me to use?", [], "abstain"),
    ("Do I have to join a union at Ossa?", [], "abstain"),
    ("Have I cut myself at work yet?", [], "abstain"),
    ("Where did I work before the butcher shop?", [], "abstain"),
]))

# en-14 vasectomy (one fact)
EN.append(("t35-en-14", [
    ("2031-06-16",
     "Booked my vasectomy. It's the no-scalpel procedure with Dr. Femi Adeyemi at Summit Urology in Albuquerque, July 8 at 2:15pm. My deductible's already met this year, so it's just a $250 copay. My wife Celeste is driving me home and I've got the bag of frozen peas ready. We decided after our third kid, Thaddeus, was born in January.",
     "Sounds like you're well prepared. The usual plan afterward is couch rest for a day or two, supportive underwear, ice 20 minutes on and off, and no heavy lifting or intense exercise for about a week. The important part people forget: it isn't effective right away, and most urologists want a semen analysis around 8 to 12 weeks later, so keep using other contraception until you get the all-clear."),
], [
    ("When is my vasectomy scheduled?", [0], "single-hop"),
    ("Which urologist is doing my procedure?", [0], "single-hop"),
    ("How much is my copay for the vasectomy?", [0], "single-hop"),
    ("Who's driving me home afterward?", [0], "single-hop"),
    ("How many days ahead did I book the vasectomy?", [0], "temporal"),
    ("How many weeks after the procedure do I need the semen analysis?", [], "abstain"),
    ("Did I have any complications after the vasectomy?", [], "abstain"),
    ("What are our other two kids' names?", [], "abstain"),
    ("What pain medication was I prescribed?", [], "abstain"),
    ("How old is Celeste?", [], "abstain"),
]))

# en-15 skydiving AFF (change: progress)
EN.append(("t35-en-15", [
    ("2031-05-10",
     "I jumped out of a plane today! First AFF jump at Skydive Orange in Virginia, Level 1 from 13,500 feet with two instructors holding onto my harness, Kenji and Lou. Ground school beforehand was 6 hours. The full AFF package is $2,950 for all 7 levels.",
     "That's huge, congratulations! Level 1 is mostly about staying stable, checking altitude and pulling on your own, and from 13,500 feet you get roughly 50 to 60 seconds of freefall, so it feels like forever and no time at all. After AFF, most drop zones charge around $30 to $35 a jump ticket plus gear rental while you work toward your 25 jumps."),
    ("2031-06-14",
     "Passed AFF Level 4 today! First time doing turns on my own in freefall, a 90 left and a 90 right, and I didn't spin out once.",
     "Nice work, Level 4 is where it starts feeling like flying instead of falling. Controlled turns are the foundation for everything that comes next, including tracking away at breakoff. Keep your heading awareness during the turns and you'll be in great shape for the later levels."),
    ("2031-08-23",
     "I'm cleared to jump solo! Finished all 7 AFF levels, got to 25 jumps total, did my A-license check dive today, and USPA issued me A-118204.",
     "Congratulations, A-licensed skydiver! That number's yours for life. With an A license you can jump with other licensed jumpers, so the next fun step is usually a formation skills camp or a coached group jump. And start thinking about whether you want to buy your own rig or keep renting for a while."),
], [
    ("How far along am I in my skydiving training?", [2], "update", [0, 1]),
    ("What altitude did I jump from on my first AFF jump?", [0], "single-hop"),
    ("Who held onto me on my first jump?", [0], "single-hop"),
    ("What's my USPA license number?", [2], "single-hop"),
    ("How many jumps did I have when I got my A license?", [2], "single-hop"),
    ("How long did it take me to go from my first AFF jump to my A license?", [0, 2], "temporal"),
    ("How much freefall time did I get on my first jump?", [], "abstain"),
    ("Have I bought my own parachute rig?", [], "abstain"),
    ("How much is a jump ticket at Skydive Orange?", [], "abstain"),
    ("Has my wife done a tandem with me?", [], "abstain"),
]))

# en-16 doula (one fact)
EN.append(("t35-en-16", [
    ("2031-03-18",
     "We hired a doula! Her name is Thandiwe Moyo, she's with the Gentle Passage Birth Collective in Austin. The package is $1,800: two prenatal visits, on call for us from 38 weeks, labor support, and one postpartum visit. I'm 24 weeks now, due July 4 (of course), and we're planning to deliver at St. David's North. Our first prenatal visit with her is April 2.",
     "That's wonderful, having continuous support in labor really does make a difference; studies link doula support with fewer C-sections and less need for pain medication. For the first prenatal visit, it helps to come with a rough birth preferences list and any fears you want to talk through. Doula fees are often HSA or FSA eligible with a letter of medical necessity, so it's worth asking your plan. And a July 4 baby would come with built-in birthday fireworks!"),
], [
    ("What's our doula's name?", [0], "single-hop"),
    ("How much is the doula package?", [0], "single-hop"),
    ("When's my due date?", [0], "single-hop"),
    ("How many postpartum visits are in the doula package?", [0], "single-hop"),
    ("From how many weeks is our doula on call?", [0], "single-hop"),
    ("Are we having a boy or a girl?", [], "abstain"),
    ("What's my OB's name?", [], "abstain"),
    ("Did the baby actually come on July 4?", [], "abstain"),
    ("Does my insurance reimburse the doula fee?", [], "abstain"),
    ("How much did our childbirth class cost?", [], "abstain"),
]))

# en-17 bus operator (change)
EN.append(("t35-en-17", [
    ("2031-04-07",
     "Passed my CDL Class B on the second try and got hired as a bus operator with Grand River Transit in Lansing! Training is 7 weeks at $21.40 an hour. After that I start on the extra board, which means I fill in on whatever route they need that day.",
     "Congratulations, that's a great union-track job! Extra board is tough at first because your schedule changes constantly, but it's the best way to learn every route in the system. A lot of new operators keep a small notebook of tricky turns, stops and layover spots on each route. Good, comfortable shoes and a solid water bottle will make those long days easier."),
    ("2031-06-02",
     "My bid came through, I have my own regular route now! Route 9, the Saginaw Street line, split shift 6 to 10am and 2:30 to 6:30pm. Pay went up to $24.15 an hour now that training's over. My bus is usually number 2217, a 40-foot Gillig.",
     "That's fantastic, getting off the extra board that fast is lucky. Split shifts take some getting used to; many drivers use the midday break for a nap or errands rather than trying to go home and back. A 40-foot Gillig usually seats around 38 to 40 passengers, so rush hour on Saginaw will keep you busy. Congrats on the raise too!"),
], [
    ("What's my pay now as a bus operator?", [1], "update", [0]),
    ("Do I have a regular route now, or am I still on the extra board?", [1], "update", [0]),
    ("How long was the bus operator training?", [0], "single-hop"),
    ("What are my shift hours on my route?", [1], "single-hop"),
    ("What bus number do I usually drive?", [1], "single-hop"),
    ("How long after getting hired did I get my own route?", [0, 1], "temporal"),
    ("Who's my supervisor at Grand River Transit?", [], "abstain"),
    ("What did I fail on my first CDL attempt?", [], "abstain"),
    ("Have I had any accidents on Route 9?", [], "abstain"),
    ("How many passengers does my bus seat?", [], "abstain"),
]))

# en-18 hedgehog (one fact)
EN.append(("t35-en-18", [
    ("2031-08-14",
     "New roommate! I got an African pygmy hedgehog from a breeder in Sacramento, a salt-and-pepper girl named Marzipan, 9 weeks old, $275. She's set up in a 4-foot C&C cage with a 12-inch Carolina Storm wheel, fleece liners, and a heat panel that keeps it at 76 degrees. She eats Hedgehog Complete kibble plus 3 mealworms a night.",
     "She sounds adorable, and that's a really solid setup, especially the 12-inch wheel and steady heat. Hedgehogs can try to hibernate below the low 70s, which can be dangerous, so keep an eye on that temperature in winter. Around 8 to 16 weeks she'll go through quilling, where new spines push through, and she may be extra grumpy; oatmeal baths can help. Expect her to huff and pop at you for a while, handling her every evening will help her settle."),
], [
    ("What's my hedgehog's name?", [0], "single-hop"),
    ("How old was Marzipan when I got her?", [0], "single-hop"),
    ("What temperature do I keep her cage at?", [0], "single-hop"),
    ("How big is Marzipan's wheel?", [0], "single-hop"),
    ("How many mealworms does she get each night?", [0], "single-hop"),
    ("When is Marzipan going to start quilling?", [], "abstain"),
    ("When is Marzipan's first vet appointment?", [], "abstain"),
    ("Has Marzipan bitten me yet?", [], "abstain"),
    ("Do I have any other pets?", [], "abstain"),
    ("How much did her whole cage setup cost?", [], "abstain"),
]))

# en-19 tattoo half-sleeve (multi, no change)
EN.append(("t35-en-19", [
    ("2031-03-29",
     "First session on my half-sleeve today at Black Lantern Tattoo in Providence, with Maren Sokolova. It's a great blue heron standing in cattails on my left forearm. Four hours at $180 an hour, and she thinks the whole piece will take 4 sessions.",
     "That design sounds beautiful, herons work so well on a forearm because of the long lines. For healing, most artists suggest keeping the wrap on for a few hours, washing gently with unscented soap, and a very thin layer of an ointment like Aquaphor for the first few days before switching to lotion. No swimming or sun on it for a couple of weeks, and definitely don't pick at any flaking."),
    ("2031-05-24",
     "Second tattoo session done, 3.5 hours this time: Maren did all the cattails and the shading on the water. I tipped her $120. The inner wrist part was brutal.",
     "Inner wrist is one of the spicier spots, so well done sitting through it! Shading sessions often feel worse than linework because the needle passes over the same area repeatedly. The tip was generous. Give the wrist extra care while it heals, since that skin flexes all day."),
    ("2031-07-19",
     "Third session today, 5 hours of color on the heron. I'm exhausted but it looks unreal. Maren says one more session and we're done.",
     "Five hours of color is a marathon, congratulations on getting through it! Color work can look slightly cloudy while it heals and then settle in over three or four weeks, so don't panic if it looks dull at some point. Eat a proper meal and hydrate tonight; long sessions take more out of your body than people expect."),
], [
    ("What do I have tattooed on my right arm?", [], "abstain"),
    ("What's the design of my half-sleeve?", [0], "single-hop"),
    ("What's Maren's hourly rate?", [0], "single-hop"),
    ("How many hours have I sat for the half-sleeve so far?", [0, 1, 2], "multi-session"),
    ("How much did I tip after the second session?", [1], "single-hop"),
    ("How many weeks were there between my first and second tattoo sessions?", [0, 1], "temporal"),
    ("When is my last session for the sleeve?", [], "abstain"),
    ("Did the tattoo get infected?", [], "abstain"),
    ("Do I have any other tattoos?", [], "abstain"),
    ("How much was the deposit to book Maren?", [], "abstain"),
]))

# en-20 flight attendant (change: base)
EN.append(("t35-en-20", [
    ("2031-03-10",
     "I got the job! Flight attendant with Pacifica Air. Training is 6 weeks in Everett starting April 14, unpaid, but they cover the hotel, a Hampton Inn near the airport. Starting pay is $31.50 per flight hour, and my base is going to be San Diego.",
     "Congratulations, that's a huge achievement, those jobs are very competitive! Training is famously intense: emergency procedures, evacuation drills, ditching, first aid, and lots of memorization, so treat it like a full-time exam prep. Most airlines also pay a per diem of a couple of dollars per hour when you're away from base once you're flying. Pack comfortable black shoes that meet uniform rules; you'll be standing a lot."),
    ("2031-05-27",
     "Graduated and got my wings on May 23! Plot twist though: they changed my base to Boise instead of San Diego because of staffing. And I'm on reserve for the first few months, 4 days on call at a time with a 2-hour call-out.",
     "Congratulations on your wings! Base changes right at graduation are frustrating but pretty common, and most airlines let you bid or swap once you're off probation. Reserve with a 2-hour call-out means you'll need to live fairly close to the Boise airport or keep a crash pad near it, so budget for that while you're there."),
    ("2031-08-15",
     "Finally back to the plan: I transferred to the San Diego base through a swap with Ximena from my training class, who actually wanted Boise. I'm off reserve too and holding a line, 78 hours this month.",
     "That worked out beautifully, a swap where both people get what they want is the best kind! Holding a line this early is great; you'll finally know your schedule a month ahead. Enjoy being back in San Diego."),
], [
    ("Which base am I at now?", [2], "update", [1]),
    ("Am I still on reserve?", [2], "update", [1]),
    ("Which routes do I usually work out of San Diego?", [], "abstain"),
    ("When did I get my wings?", [1], "temporal"),
    ("Who did I swap bases with?", [2], "single-hop"),
    ("How many hours is my line this month?", [2], "single-hop"),
    ("About how long was I based in Boise?", [1, 2], "temporal"),
    ("What's my per diem?", [], "abstain"),
    ("What's my employee number at Pacifica?", [], "abstain"),
    ("Did I get free flights for my parents?", [], "abstain"),
]))

ZH = []

# zh-01 射箭（单条）
ZH.append(("t35-zh-01", [
    ("2031-03-22",
     "最近迷上射箭了，在南京江宁一家叫“鹰眼”的射箭馆办了张年卡，三千六百八，一年不限次。教练姓伍，以前是省队的。我用的是反曲弓，二十四磅拉力，现在练十八米，一组六支箭，上周末最好一组打了四十九环。每周二、周五下班都去练。",
     "一组六箭四十九环，对刚入门来说已经很不错了！反曲弓初学阶段用二十四磅左右挺合适的，先把动作练稳定，别急着加磅，一般练上三四个月、动作不变形了再往二十八磅加。十八米稳定打到五十环以上，就可以试试三十米了。护臂和指套记得用好，拉弦的三根手指很容易磨破。"),
], [
    ("我的射箭年卡花了多少钱？", [0], "single-hop"),
    ("我现在用的弓是多少磅的？", [0], "single-hop"),
    ("射箭教练姓什么？", [0], "single-hop"),
    ("我一周去射箭馆练几次？", [0], "single-hop"),
    ("我一组六支箭最好打过多少环？", [0], "single-hop"),
    ("我练多久可以加到二十八磅？", [], "abstain"),
    ("我参加过射箭比赛没有？", [], "abstain"),
    ("我的弓是什么牌子的？", [], "abstain"),
    ("我女朋友跟我一起去射箭吗？", [], "abstain"),
    ("我在哪家公司上班？", [], "abstain"),
]))

# zh-02 输尿管结石（变化，三条）
ZH.append(("t35-zh-02", [
    ("2031-04-09",
     "昨天凌晨左边腰疼得直冒冷汗，打车去了市三院急诊。CT一拍，左侧输尿管上段卡了一颗七毫米的结石，还有轻度积水。泌尿外科的苗医生说先保守排石，开了坦索罗辛，一天一粒，让我每天喝三千毫升水，多跳绳，两周后复查。",
     "肾绞痛确实是出了名的疼，辛苦了。坦索罗辛是让输尿管放松、帮石头往下走的，刚吃可能会有点头晕，起身慢一点。一般来说五毫米以下的石头自己排出来的机会比较大，七毫米就要看运气了，所以两周后的复查很关键。喝水最好分散到一整天，别一口气灌，疼得厉害或者发烧了要马上回医院。"),
    ("2031-04-25",
     "复查了，石头一点没动，苗医生说七毫米的自己排不太出来，改成做体外冲击波碎石，约在四月二十八号上午，自费部分大概一千二。",
     "石头不动的话，体外碎石是很常见的下一步，不用开刀，做完当天就能回家。一次碎石通常要打两三千次冲击波，做完几天里尿里带点血、排出小碎渣都是正常的。碎石后继续多喝水、多活动，帮碎渣排出来。"),
    ("2031-05-12",
     "碎石做完两周了，昨天拍片，石头已经排干净了，积水也没了！医生让我以后少喝浓茶，菠菜要先焯水，半年后再来复查一次B超。",
     "太好了，终于解放了！结石复发率其实不低，所以医生的饮食建议要坚持：多喝水、少喝浓茶、草酸高的菜先焯水，盐也要少吃一点。如果排出来的碎渣有留下，可以拿去做个成分分析，以后预防更有针对性。"),
], [
    ("我左边那颗结石现在还在吗？", [2], "update", [0, 1]),
    ("医生最后给我定的是什么治疗方案？", [1], "update", [0]),
    ("我那颗结石有多大？", [0], "single-hop"),
    ("给我看结石的是哪位医生？", [0], "single-hop"),
    ("从急诊那天到石头排干净，前后大概多久？", [0, 2], "temporal"),
    ("我下次复查B超大概是什么时候？", [2], "temporal"),
    ("结石的成分化验出来是什么？", [], "abstain"),
    ("医生给我开的止疼药叫什么？", [], "abstain"),
    ("碎石的时候一共打了多少次冲击波？", [], "abstain"),
    ("我因为结石请了几天病假？", [], "abstain"),
]))

# zh-03 无人机执照（变化）
ZH.append(("t35-zh-03", [
    ("2031-03-12",
     "报了个无人机驾驶员培训，考民航局的多旋翼视距内驾驶员执照，在成都双流一个叫“翼展”的培训基地，学费八千五，学二十天。练手的机子买的是大疆Air 3，花了六千九百八。以后想接婚礼跟楼盘的航拍活。",
     "这个方向挺好的，现在正规航拍活基本都要求有执照。培训一般是理论加模拟器加实飞，最难的是实操考试里的“水平8字”，要求不开定位模式手动飞，多在模拟器上练会轻松很多。航拍接活的话，除了执照，最好再买份无人机第三者责任险，一年几百块，出了事能兜底。"),
    ("2031-05-03",
     "执照考下来了！不过我改主意了，没去接婚礼航拍，跟着我表哥在崇州那边给农户打药，用的是大疆T50植保机，按亩收钱，一亩八块，一天能打三百多亩。",
     "恭喜拿证！植保这块需求确实稳定，一天三百多亩，收入比零散接航拍活靠谱多了。T50一箱药大概能装四十升，打药的时候注意看风速，风大了药会飘到邻近的田里。还有一定要戴口罩和手套，配药的时候最容易接触到农药。"),
], [
    ("我现在用无人机主要干什么活？", [1], "update", [0]),
    ("无人机培训学费是多少？", [0], "single-hop"),
    ("我练手买的是哪款无人机？", [0], "single-hop"),
    ("植保打药一亩收多少钱？", [1], "single-hop"),
    ("我跟谁一起干植保？", [1], "single-hop"),
    ("我从报培训班到拿下执照用了多久？", [0, 1], "temporal"),
    ("我的执照编号是多少？", [], "abstain"),
    ("培训时带我的教员叫什么？", [], "abstain"),
    ("T50的药箱一次能装多少升？", [], "abstain"),
    ("我有没有因为飞进禁飞区被罚过款？", [], "abstain"),
]))

# zh-04 养中蜂（变化，三条）
ZH.append(("t35-zh-04", [
    ("2031-03-26",
     "我爸在陕西柞水老家秦岭脚下给我留了十二箱中华蜂，今年我正式接手了。蜂箱是老式圆桶跟新式活框箱混着用的。请了村里养了四十年蜂的满叔带我，今年打算只在十月份取一次蜜。",
     "中蜂一年只取一次蜜是很好的选择，虽然产量低，但蜜浓度高、品质好，也不伤蜂群。春天是中蜂分蜂的高峰，四五月份要多盯着点，提前准备几个空箱，看到蜂团挂在树上就赶紧收。另外中蜂怕巢虫，箱底要经常清理，满叔应该会教你。"),
    ("2031-05-18",
     "这个月分了三次蜂，收回来两群，跑了一群飞到对面山上去了。现在一共十四箱。满叔教我在新箱口抹点蜂蜡引蜂，还挺管用。",
     "收回两群已经很不错了，分蜂季能保住大部分就算成功。新收的蜂群头两周要注意别频繁开箱，让它们安定下来造脾；蜜源不足的时候可以喂点糖水。跑掉的那群也别太心疼，中蜂本来就爱跑，这也是它们野性的一面。"),
    ("2031-08-02",
     "上个月开始在抖音上预售土蜂蜜，一斤一百二十八，已经订出去八十斤了。就是最近马蜂老来蜂箱口抓蜜蜂，我做了几个诱捕器挂在蜂场边上。",
     "预售八十斤，开门红啊！夏秋季马蜂确实是中蜂的头号天敌，诱捕器用糖醋水加一点啤酒效果不错，还可以在巢门口加个防护网，缩小巢门。预售的话记得跟买家讲清楚十月份才取蜜发货，免得有人催单。"),
], [
    ("我现在一共有几箱蜂？", [1], "update", [0]),
    ("带我养蜂的老师傅是谁？", [0], "single-hop"),
    ("我打算什么时候取蜜？", [0], "single-hop"),
    ("分蜂的时候跑了几群？", [1], "single-hop"),
    ("预售的蜂蜜一斤卖多少钱？", [2], "single-hop"),
    ("我是几月份开始在抖音上预售蜂蜜的？", [2], "temporal"),
    ("我爸去年一共取了多少斤蜜？", [], "abstain"),
    ("我的蜂蜜有没有送去做检测？", [], "abstain"),
    ("马蜂诱捕器里放的是什么？", [], "abstain"),
    ("我被蜂蛰过几次？", [], "abstain"),
]))

# zh-05 承包茶园（变化）
ZH.append(("t35-zh-05", [
    ("2031-03-05",
     "我在福建安溪祥华乡承包了四十亩茶园，主要是铁观音，也有一小片本山。租期十五年，一亩一年租金六百。雇了两个采茶工，一天一百八。春茶打算四月底开采。",
     "安溪祥华的高山茶口碑一直不错，铁观音加本山的搭配也稳妥。铁观音一年能采春、夏、暑、秋四季，但真正卖得上价的主要是春茶和秋茶。开采前可以先把做青的场地和设备检查一遍，春茶季人手最紧，采茶工最好提前定下来。"),
    ("2031-06-20",
     "春茶卖得不错，毛茶一斤卖到了三百六。我又在隔壁加租了二十亩，现在一共六十亩，新的那块打算改种金观音。采茶工工钱也涨到一天两百了。",
     "第一年春茶就卖到三百六，开局很漂亮！金观音是铁观音和黄金桂杂交出来的，产量高、香气足，适应性也强，改种是个不错的选择，不过新种的茶苗一般要三年左右才能正式采。扩到六十亩之后人工成本会明显上去，可以考虑请个固定的炒茶师傅。"),
], [
    ("我现在一共承包了多少亩茶园？", [1], "update", [0]),
    ("采茶工现在一天工钱多少？", [1], "update", [0]),
    ("我的茶园在哪个乡？", [0], "single-hop"),
    ("茶园的租期签了多少年？", [0], "single-hop"),
    ("今年春茶毛茶一斤卖了多少？", [1], "single-hop"),
    ("新租的那二十亩准备种什么？", [1], "single-hop"),
    ("我的茶叶注册了什么商标？", [], "abstain"),
    ("今年春茶一共做了多少斤？", [], "abstain"),
    ("新种的茶苗几年以后能采？", [], "abstain"),
    ("我家的炒茶师傅叫什么？", [], "abstain"),
]))

# zh-06 攀岩（单条）
ZH.append(("t35-zh-06", [
    ("2031-07-07",
     "昨天在广州海珠一家叫“石趣”的攀岩馆上了人生第一节抱石课，两个小时一百九十八，教练是个叫阿K的小哥。我爬完了三条V0、一条V1，V2那条卡在倒数第二个点上死活上不去。租的攀岩鞋是四十一码的，脚趾挤得生疼，打算自己买双La Sportiva的。今天前臂酸得筷子都拿不稳。",
     "第一节课就能完成V1，底子不错！前臂酸是典型的“泵感”，说明你还在用手臂硬拉，多练用腿蹬、身体贴墙会省力很多。攀岩鞋本来就要比平时的鞋小一点，但新手不建议买太激进的下钩鞋，选平底、舒适一点的入门款就好，最好去店里试穿再买。两次课之间至少休息一天，手指的腱鞘恢复得比肌肉慢。"),
], [
    ("第一节抱石课多少钱？", [0], "single-hop"),
    ("阿K在那家攀岩馆教了几年了？", [], "abstain"),
    ("第一节课我一共爬完了几条线？", [0], "single-hop"),
    ("我卡在了哪个难度的线上？", [0], "single-hop"),
    ("我打算买哪个牌子的攀岩鞋？", [0], "single-hop"),
    ("我第一次上抱石课是几月几号？", [0], "temporal"),
    ("我在攀岩馆办卡了没有？", [], "abstain"),
    ("我是跟谁一起去攀岩的？", [], "abstain"),
    ("我去野外攀过岩吗？", [], "abstain"),
    ("我最后买的攀岩鞋是多少码？", [], "abstain"),
]))

# zh-07 马头琴（单条）
ZH.append(("t35-zh-07", [
    ("2031-05-28",
     "我报了内蒙古艺术学院继续教育的马头琴周末班，每周六上午在呼和浩特校区上课，一学期十六次课，两千四。老师是蒙古族的乌日娜老师。琴是在通辽一个老作坊定做的，听说蛇皮面的不好养，我就选了木面的，一千八百八。现在在练《嘎达梅林》的前八小节，光定弦就花了我半个钟头。",
     "木面马头琴确实更适合初学者，不怕潮也不怕干，音色稳定。马头琴的两根弦传统上是用马尾做的，粗弦一百多根、细弦八九十根，现在也有很多用尼龙弦的。定弦慢很正常，可以买个调音器夹在琴头上，一般定成低音G、高音C的四度关系。《嘎达梅林》旋律悠长，很适合练长弓。"),
], [
    ("马头琴课一学期多少钱？", [0], "single-hop"),
    ("教我马头琴的老师叫什么？", [0], "single-hop"),
    ("我的琴是在哪儿定做的？", [0], "single-hop"),
    ("我的马头琴是什么面的，花了多少？", [0], "single-hop"),
    ("我现在在练哪首曲子？", [0], "single-hop"),
    ("乌日娜老师是哪里人？", [], "abstain"),
    ("我那把琴上的弦是马尾的还是尼龙的？", [], "abstain"),
    ("我有没有上台演出过？", [], "abstain"),
    ("我的琴弓多少钱买的？", [], "abstain"),
    ("我老家是内蒙古哪里的？", [], "abstain"),
]))

# zh-08 苏绣（单条）
ZH.append(("t35-zh-08", [
    ("2031-08-09",
     "暑假在苏州镇湖跟一位绣了三十年的姚老师学苏绣，一共十天，学费三千二，管午饭。我的第一幅作品是一只狸花猫，用真丝双绉做底，丝线要劈成十六分之一那么细，光猫眼睛就绣了两天。老师说我的套针还不够匀。",
     "第一幅就挑战猫，难度不小！苏绣讲究“平、齐、细、密、和、光、顺、匀”，猫的毛发最考验套针和虚实过渡，绣得不匀很正常，多练才能把颜色晕开。绣完以后别急着洗，最好直接找店里绷平装裱，真丝遇水容易起皱。"),
], [
    ("我是在哪儿学的苏绣？", [0], "single-hop"),
    ("苏绣课学费多少钱？", [0], "single-hop"),
    ("我第一幅绣品绣的是什么？", [0], "single-hop"),
    ("老师说我哪种针法还不够匀？", [0], "single-hop"),
    ("丝线要劈成多细？", [0], "single-hop"),
    ("那幅猫装裱花了多少钱？", [], "abstain"),
    ("姚老师有没有收我当正式徒弟？", [], "abstain"),
    ("绣那只猫一共用了多少种颜色的线？", [], "abstain"),
    ("我的绣绷是在哪儿买的？", [], "abstain"),
    ("暑假我还去了哪里玩？", [], "abstain"),
]))

# zh-09 定做旗袍（单条）
ZH.append(("t35-zh-09", [
    ("2031-03-30",
     "女儿五月二号结婚，我在上海长乐路一家叫“锦裁坊”的老店定做了件敬酒穿的旗袍，香云纱的，酱红色，短袖过膝款，手工盘扣七对。师傅量了二十多个尺寸，定金交了一千，总价三千八。第一次试身约在四月十二号。",
     "恭喜恭喜，女儿出嫁，妈妈穿香云纱旗袍敬酒太有味道了！香云纱是越穿越软、越穿越亮的料子，不过怕暴晒和硬物刮擦，洗的时候用冷水轻轻手洗，别拧。试身的时候记得穿上婚礼当天要配的鞋子和内衣，这样改出来的长度和腰身才最准。"),
], [
    ("我的旗袍是什么面料的？", [0], "single-hop"),
    ("旗袍总价多少？交完定金还差多少？", [0], "single-hop"),
    ("第一次试身约在哪天？", [0], "single-hop"),
    ("旗袍上有几对盘扣？", [0], "single-hop"),
    ("女儿哪天结婚？", [0], "single-hop"),
    ("给我做旗袍的师傅姓什么？", [], "abstain"),
    ("女儿的婚宴摆在哪家酒店？", [], "abstain"),
    ("我有没有给亲家母也做一件？", [], "abstain"),
    ("旗袍后来一共改了几次？", [], "abstain"),
    ("女儿的婚纱是在哪家店买的？", [], "abstain"),
]))

# zh-10 皮划艇（单条）
ZH.append(("t35-zh-10", [
    ("2031-06-22",
     "加入了抚仙湖一个叫“湖野”的皮划艇俱乐部，年费一千六。今天第一次跟队划了个来回，从码头划到孤山岛，单程六公里，划了一个半小时。用的是俱乐部的双人艇，跟我搭档的是个退休的中学老师老蒋。手心磨出了两个水泡。下个月俱乐部组织环湖三十公里长划，我已经报名了。",
     "第一次就划了十二公里，厉害！手心起泡多半是握桨太紧，桨杆其实虚握就行，发力主要靠转腰。下次可以戴副划船手套。三十公里长划对新手挑战不小，这一个月最好每周至少下水两次，把距离慢慢加到二十公里以上，再注意防晒和补水，湖面上紫外线特别强。"),
], [
    ("我加入的皮划艇俱乐部叫什么？", [0], "single-hop"),
    ("俱乐部年费多少？", [0], "single-hop"),
    ("第一次跟队划到了哪个岛？", [0], "single-hop"),
    ("第一次划双人艇跟我搭档的是谁？", [0], "single-hop"),
    ("下个月的长划要划多少公里？", [0], "single-hop"),
    ("俱乐部的教练叫什么？", [], "abstain"),
    ("我有没有买自己的皮划艇？", [], "abstain"),
    ("环湖长划那次我划了多长时间？", [], "abstain"),
    ("老蒋退休前教什么课？", [], "abstain"),
    ("我在抚仙湖翻过船吗？", [], "abstain"),
]))

# zh-11 儿子学击剑（变化，三条）
ZH.append(("t35-zh-11", [
    ("2031-03-16",
     "给儿子轩轩报了击剑，他九岁。在深圳福田一家叫“佩剑堂”的击剑馆，学的是花剑，每周三、周六训练，四十八节课一万二。一套装备买了两千三，教练是前国家队的，姓韩。",
     "击剑对孩子的专注力和反应都很有帮助，九岁开始正合适。花剑是三个剑种里规则最讲究的，要先学“优先权”，有的孩子刚开始会觉得绕，慢慢就懂了。装备里面护胸和面罩一定要买合规的，比赛要查认证标，长得快的孩子击剑服可以买大一码。"),
    ("2031-05-30",
     "轩轩说花剑的裁判规则太绕，非要转重剑，教练也同意了。课时不变，但换了个重剑教练，姓聂。重剑又得单独买一把剑，八百五。",
     "重剑没有优先权，全身都是有效部位，谁先刺中谁得分，很多孩子都更喜欢这种直来直去的打法。之前的护具大部分能继续用，不过重剑比赛要用电动重剑和对应的手线，买剑的时候最好问清楚能不能直接接裁判器。"),
    ("2031-07-26",
     "轩轩第一次参加比赛！深圳市青少年击剑公开赛U10重剑组，一共三十二个人，他一路打进了八强，最后输给一个广州来的小孩，十二比十五。",
     "第一次比赛就进八强，太棒了！十二比十五也是咬得很紧的一场。赛后可以让聂教练帮着复盘一下失分的几剑，孩子对这种具体的反馈往往吸收得最快。别忘了好好夸夸他。"),
], [
    ("轩轩现在练的是什么剑种？", [1], "update", [0]),
    ("轩轩现在的击剑教练姓什么？", [1], "update", [0]),
    ("击剑课一共多少节，花了多少钱？", [0], "single-hop"),
    ("轩轩的击剑装备前后一共花了多少钱？", [0, 1], "multi-session"),
    ("轩轩第一次比赛打到了第几？", [2], "single-hop"),
    ("轩轩从开始学击剑到第一次比赛隔了多久？", [0, 2], "temporal"),
    ("轩轩上几年级了？", [], "abstain"),
    ("那场比赛报名费多少？", [], "abstain"),
    ("轩轩八强输给的那个小孩叫什么？", [], "abstain"),
    ("轩轩考过击剑等级了吗？", [], "abstain"),
]))

# zh-12 学评书（单条）
ZH.append(("t35-zh-12", [
    ("2031-04-18",
     "退休以后在石家庄一个曲艺茶社，跟说评书的季先生学评书，每周一、周四下午去，不收学费，就是每回带两包茶叶过去。我现在在背《岳飞传》里“枪挑小梁王”那一回，一千二百来字，已经背下来一半了。季先生说我说贯口的时候气太短，让我每天早上去滹沱河边喊二十分钟嗓子。",
     "跟着老先生口传心授，这种机会现在可难得了！贯口讲究一口气连着说，气息要从丹田走，平时可以练“数枣”：一口气数“一个枣、两个枣……”，看能数到几个，慢慢就长了。醒木、扇子、手帕是评书的老三件，季先生要是让你上台试说，这几样可以先备上。"),
], [
    ("我跟谁学评书？", [0], "single-hop"),
    ("我现在在背哪一回书？", [0], "single-hop"),
    ("这一回大概有多少字？", [0], "single-hop"),
    ("学评书要交学费吗？", [0], "single-hop"),
    ("季先生让我每天早上喊多长时间嗓子？", [0], "single-hop"),
    ("我上台说过书没有？", [], "abstain"),
    ("季先生今年多大岁数？", [], "abstain"),
    ("我的醒木是什么木头的？", [], "abstain"),
    ("我退休前是干什么的？", [], "abstain"),
    ("我一口气能数多少个枣了？", [], "abstain"),
]))

# zh-13 秦腔自乐班（多条，无变化）
ZH.append(("t35-zh-13", [
    ("2031-03-09",
     "我加入了宝鸡渭河公园的一个秦腔自乐班，每天早上九点到十一点在河边亭子里唱，板胡是老杜拉的。我唱须生，正在学《三滴血》里“祖籍陕西韩城县”那一段。",
     "《三滴血》这段可是须生的经典唱段，几乎每个自乐班都有人唱！秦腔的须生讲究吐字硬、音要往上挑，唱“苦音”的时候情绪要沉下去。早上在河边唱，喊嗓子之前最好先活动活动、喝口温水，别一上来就扯着嗓子吼。"),
    ("2031-06-06",
     "我们自乐班被请去渭滨区文化馆的“夏日秦韵”晚会演出，定在六月二十八号晚上七点半，我就唱那段《三滴血》，文化馆还给配了一身戏服。",
     "太给力了，第一次上正式舞台！上台前可以在家对着镜子把身段走几遍，穿上戏服以后动作会跟平时不太一样，尤其是水袖和靴子。演出那天早点到后台，留出时间化妆、勒头，别饿着肚子上台。"),
    ("2031-07-01",
     "演出完了！底下坐了三百多人，我一个字都没忘。文化馆给每个人发了两百块补贴。班主老霍说下回让我学《周仁回府》。",
     "恭喜顺利演完！三百多人面前不忘词，心理素质可以的。《周仁回府》是须生的重头戏，“悔不该”那段唱腔特别吃功夫，比《三滴血》难不少，可以先跟着老唱片多听几遍，把板式摸熟了再开口。"),
], [
    ("我们自乐班平时在哪儿唱？", [0], "single-hop"),
    ("我在自乐班唱的是什么行当？", [0], "single-hop"),
    ("我们自乐班打板鼓的是谁？", [], "abstain"),
    ("文化馆那场演出我唱的是哪一段？", [1], "single-hop"),
    ("老霍让我下回学哪出戏？", [2], "single-hop"),
    ("从加入自乐班到第一次正式登台，中间隔了多久？", [0, 1], "temporal"),
    ("自乐班一个月交多少会费？", [], "abstain"),
    ("老杜那把板胡是哪年买的？", [], "abstain"),
    ("演出那天有电视台来录像吗？", [], "abstain"),
    ("我老伴去看我演出了吗？", [], "abstain"),
]))

# zh-14 装裱学徒（变化）
ZH.append(("t35-zh-14", [
    ("2031-04-03",
     "辞了外卖站的活，在杭州南山路一家叫“墨缘斋”的装裱店当学徒，师父姓蒯，干了四十年了。包吃不包住，一个月两千八。头三个月只让我打浆糊、裁绫子，浆糊是用小麦淀粉加一点明矾熬的。",
     "装裱这门手艺现在愿意学的年轻人不多，能跟着四十年的老师傅是福气。打浆糊看着简单，其实最见功夫，稀稠决定了画心会不会起空、起皱。老辈人还讲究浆糊要“去筋”，把面筋洗掉只留淀粉，防止以后发霉生虫。前三个月多看、多记，师父每一步为什么这样做都值得问清楚。"),
    ("2031-07-15",
     "师父终于让我上手了，托了人生第一张画心，是个客人送来的四尺整张山水。工资涨到三千五了，还让我搬进店里楼上的小阁楼住，不用在外面租房了。",
     "恭喜正式上手！托画心是装裱里最关键的一步，四尺整张的面积不小，第一次就能托下来很不容易。托完以后上墙绷平要慢慢阴干，千万别对着风扇吹，不然干得不匀容易开裂。住店里省了房租，跟师父请教也更方便了。"),
], [
    ("我现在一个月工资多少？", [1], "update", [0]),
    ("装裱店现在包不包住？", [1], "update", [0]),
    ("我师父姓什么？", [0], "single-hop"),
    ("我学徒的装裱店叫什么？", [0], "single-hop"),
    ("我第一次托的画心是多大的？", [1], "single-hop"),
    ("我当学徒多久以后才开始上手托画心？", [0, 1], "temporal"),
    ("那张四尺山水是谁画的？", [], "abstain"),
    ("店里装裱一幅四尺整张收多少钱？", [], "abstain"),
    ("师父一共带了几个徒弟？", [], "abstain"),
    ("我托画心的时候有没有把画弄坏过？", [], "abstain"),
]))

# zh-15 网约车（变化）
ZH.append(("t35-zh-15", [
    ("2031-05-06",
     "厂里效益不好，我下岗了，先在菏泽开网约车过渡一下。车是租的，一辆比亚迪秦PLUS电动的，一个月租金三千三，滴滴和高德两个平台一起跑。每天早上六点出车，一般跑十二个小时，一天流水大概四百。",
     "辛苦了，先稳住收入是对的。一天跑十二个小时强度很大，一定要注意腰和颈椎，每两三个小时下车活动一下。电车的话尽量在夜里谷电时段充电，菏泽不少充电站后半夜电费能便宜一半左右。两个平台一起跑的时候记得及时切换接单，别被判定为长时间不接单影响派单。"),
    ("2031-08-11",
     "不租车了，咬咬牙首付三万，买了辆二手的埃安S，月供两千一。现在只在高德上跑，滴滴抽成太高了。每天跑十个小时，流水三百五左右。",
     "自己的车虽然有月供，但比租车灵活多了，跑的时长也能自己说了算。二手电车记得关注电池健康度，保险到期时续营运险别忘了，网约车用的车跟私家车保险不一样，出了事理赔差别很大。每天少跑两个小时，身体也能缓一缓。"),
], [
    ("我现在开的是什么车？", [1], "update", [0]),
    ("我现在在哪个平台上接单？", [1], "update", [0]),
    ("我现在一天一般跑几个小时？", [1], "update", [0]),
    ("买车首付付了多少？", [1], "single-hop"),
    ("我现在一天的流水比租车那会儿少了多少？", [0, 1], "multi-session"),
    ("我开租来的车开了多久才换成自己的车？", [0, 1], "temporal"),
    ("我的车贷要还几年？", [], "abstain"),
    ("我一个月充电要花多少钱？", [], "abstain"),
    ("我有没有被乘客投诉过？", [], "abstain"),
    ("我在厂里干了多少年？", [], "abstain"),
]))

# zh-16 屋顶光伏（多条，无变化）
ZH.append(("t35-zh-16", [
    ("2031-03-19",
     "我们家在山东聊城农村的平房屋顶装上光伏了！一共二十四块隆基的板子，一块五百八十瓦，加起来差不多十四千瓦，全款自己出的，五万二。并网选的是全额上网，一度电卖零点三九四九。",
     "恭喜！全额上网的话收益最简单，发多少卖多少。聊城这边光照不错，十四千瓦的系统一年大概能发一万六七千度电，按这个电价算，七八年左右能回本。平时注意板子表面别积太多灰和鸟粪，一年冲洗两三次就行；逆变器放在阴凉通风的地方，别让太阳直晒。"),
    ("2031-05-31",
     "光伏第一个完整月的账出来了，四月份发了一千七百二十度电，国网打过来六百七十九块。",
     "四月能发一千七百多度，说明系统状态很好。五六月份日照更长，发电量一般还会再高一些，到了梅雨天和冬天会降下来，一年平均下来就比较准了。可以每个月记一下发电量，万一哪个月明显偏低，就能早点发现是不是哪块板子或者逆变器出了问题。"),
    ("2031-08-25",
     "这个月刮大风，把一块板子的边框刮裂了，装光伏的公司“阳光农家”派人来换的，在保修期里，没收钱。七月份发电一千九百六十度。",
     "还好在保修期内！一般组件的产品质保是十到十二年，功率质保能到二十五年以上，合同最好收好。大风过后可以顺便让他们检查一下支架的螺栓有没有松动，平房屋顶受风大，支架比板子更要紧。七月一千九百六十度，很不错了。"),
], [
    ("我家屋顶一共装了多少块光伏板？", [0], "single-hop"),
    ("装光伏一共花了多少钱？", [0], "single-hop"),
    ("四月份光伏发了多少度电？", [1], "single-hop"),
    ("七月份比四月份多发了多少度电？", [1, 2], "multi-session"),
    ("坏掉的那块板子是谁来换的？", [2], "single-hop"),
    ("光伏装上以后过了多久，板子被大风刮坏了？", [0, 2], "temporal"),
    ("我家光伏用的逆变器是什么牌子？", [], "abstain"),
    ("五月份光伏发了多少度电？", [], "abstain"),
    ("光伏板的质保是几年？", [], "abstain"),
    ("我家有没有装充电桩？", [], "abstain"),
]))

# zh-17 请月嫂（变化，三条）
ZH.append(("t35-zh-17", [
    ("2031-04-20",
     "预产期是六月十五号，在家政公司“喜月”签了个金牌月嫂，二十六天一万六千八。月嫂姓潘，五十一岁，湖南人，带过四十多个宝宝。说好预产期前三天上户。",
     "提前两个月定下来很明智，好月嫂旺季特别难约。签合同的时候可以确认一下：宝宝提前出生怎么安排、中途不满意能不能换人、换人要不要加钱。上户前也可以请潘阿姨视频聊聊，说说你们家对喂养和作息的想法，磨合起来会顺很多。"),
    ("2031-06-13",
     "宝宝提前来了！六月十号剖腹产，是个女儿，六斤二两，小名叫小禾。潘阿姨今天才上户，这几天是我婆婆先顶着。",
     "恭喜恭喜，欢迎小禾！剖腹产后头几天伤口会比较疼，下床活动要慢，但还是尽量早点下地走走，防止血栓。潘阿姨到了以后，你就安心养身体，夜里让她多帮忙，喂奶间隙能睡就睡。婆婆这几天也辛苦了。"),
    ("2031-07-02",
     "潘阿姨家里老人生病，只做了十三天就回湖南了。公司换了个姓晏的月嫂接着做剩下的十三天，没另外加钱。",
     "中途换人确实有点折腾，好在公司处理得还算负责。新月嫂刚来的时候，可以把宝宝现在的吃奶量、睡觉规律、洗澡时间这些写下来给她，能少走很多弯路。也祝潘阿姨家里老人早日康复。"),
], [
    ("现在在我家带宝宝的是哪个月嫂？", [2], "update", [0]),
    ("宝宝是哪天出生的？", [1], "single-hop"),
    ("宝宝生下来几斤几两？", [1], "single-hop"),
    ("月嫂合同是多少天、多少钱？", [0], "single-hop"),
    ("宝宝比预产期早了几天？", [0, 1], "temporal"),
    ("我是顺产还是剖腹产？", [1], "single-hop"),
    ("宝宝的大名叫什么？", [], "abstain"),
    ("晏阿姨多大年纪？", [], "abstain"),
    ("我是在哪家医院生的？", [], "abstain"),
    ("我有没有请产后康复师？", [], "abstain"),
]))

# zh-18 金丝熊（单条）
ZH.append(("t35-zh-18", [
    ("2031-07-21",
     "给女儿妞妞买了只金丝熊，奶茶色的公鼠，在小区门口的宠物店花了六十，起名叫“团子”。笼子用的是八十厘米长的亚克力箱，垫料铺了十五厘米厚，跑轮是二十七厘米的。每天晚上喂一勺主粮加一条面包虫。妞妞才六岁，我规定她只能在我旁边的时候摸它。",
     "这个配置比很多人养仓鼠都讲究了，金丝熊体型大，二十七厘米的跑轮正合适，太小了会伤脊椎。垫料铺厚一点它会自己挖洞，安全感更足。金丝熊一般能活两到三年，是白天睡觉、晚上活动的，妞妞想摸它最好等傍晚它自己醒了再说，突然吵醒容易被咬。"),
], [
    ("团子是什么颜色的？", [0], "single-hop"),
    ("团子的笼子有多长？", [0], "single-hop"),
    ("团子的垫料铺了多厚？", [0], "single-hop"),
    ("团子是在哪儿买的，花了多少钱？", [0], "single-hop"),
    ("妞妞今年几岁？", [0], "single-hop"),
    ("团子大概能活几年？", [], "abstain"),
    ("团子有没有咬过妞妞？", [], "abstain"),
    ("团子的跑轮是什么牌子的？", [], "abstain"),
    ("我们家还养别的宠物吗？", [], "abstain"),
    ("妞妞在哪个幼儿园上学？", [], "abstain"),
]))

# zh-19 台球（单条）
ZH.append(("t35-zh-19", [
    ("2031-05-15",
     "最近跟同事老纪打中式八球上瘾了，常去公司楼下那家“巧粉”台球厅，一个小时三十八。昨天晚上我人生第一次一杆清台，连进七个花色加黑八！一激动在网上花四百八买了根雷霆的枫木杆，三分之一分体的。打算报名十月份区里的业余联赛。",
     "第一次清台，那种感觉太爽了，恭喜！枫木杆手感扎实，很适合中八。新杆到手先别急着换皮头，打一段时间熟悉了再说，杆头的巧粉要每杆都擦。想备战联赛的话，可以每次练的时候专门花二十分钟练走位，比单纯进球更能拉开差距。"),
], [
    ("那家台球厅一个小时多少钱？", [0], "single-hop"),
    ("我平时常跟谁一起打台球？", [0], "single-hop"),
    ("我的球杆花了多少钱？", [0], "single-hop"),
    ("我打算参加什么比赛？", [0], "single-hop"),
    ("我第一次一杆清台是哪天？", [0], "temporal"),
    ("区里联赛报名费多少？", [], "abstain"),
    ("老纪有没有清过台？", [], "abstain"),
    ("我的杆头是多少毫米的？", [], "abstain"),
    ("我平时打斯诺克吗？", [], "abstain"),
    ("我们公司在哪栋楼？", [], "abstain"),
]))

# zh-20 高尔夫（多条，无变化）
ZH.append(("t35-zh-20", [
    ("2031-04-12",
     "公司新老板爱打高尔夫，我只好也学起来。在惠州的一个练习场报了十节私教课，三千二，教练叫Leo，台湾人。第一节课只让练握杆和半挥杆，一筐一百个球打下来，手掌起了泡。",
     "从握杆和半挥杆开始是正路，很多人一上来就全挥，结果养成一身毛病。手掌起泡多半是握得太紧，正确的握力大概就是握住一管牙膏、不把它挤出来的程度。可以买只左手的高尔夫手套，能少磨很多。"),
    ("2031-06-21",
     "第一次下场了！跟老板和两个客户在观澜湖打了十八洞，打了一百二十八杆，丢了九个球。果岭费加球童一共一千三，老板给报销了。",
     "第一次下场一百二十八杆很正常，能打完十八洞就算成功了！丢球多半是开球出界，下次可以在发球台先用三号木或者铁杆求稳。陪老板和客户打球，节奏和礼仪往往比成绩更重要，别在一个洞上耽误太久。"),
    ("2031-08-16",
     "在迪卡侬凑了套半套杆，七支杆加一个球包，两千二。现在一周去练习场两次，一次打两筐球。",
     "半套杆对现阶段完全够用了，等挥杆稳定了再考虑配整套。一周两次、每次两百个球，这个量很合适，别贪多，打多了容易伤手肘。可以每次留半筐专门练切杆和推杆，短杆是最快降杆数的地方。"),
], [
    ("我的高尔夫私教叫什么？", [0], "single-hop"),
    ("十节私教课花了多少钱？", [0], "single-hop"),
    ("第一次下场打了多少杆？", [1], "single-hop"),
    ("第一次下场是在哪个球场？", [1], "single-hop"),
    ("学高尔夫到现在，我自己掏了多少钱？", [0, 1, 2], "multi-session"),
    ("从开始上私教课到第一次下场，隔了多久？", [0, 1], "temporal"),
    ("我现在的差点是多少？", [], "abstain"),
    ("老板那天打了多少杆？", [], "abstain"),
    ("我的一号木是什么牌子的？", [], "abstain"),
    ("我有没有办练习场的会员卡？", [], "abstain"),
]))

CASES = EN + ZH

KINDS = {"single-hop", "multi-session", "update", "temporal", "abstain"}


def check(cases):
    """Sanity checks on the hand-written cases; prints only aggregates."""
    seen = set()
    for user, facts, questions in cases:
        assert user not in seen, user
        seen.add(user)
        assert 1 <= len(facts) <= 4, user
        days = [day for day, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), user
        assert all("2031-03-01" <= day <= "2031-08-31" for day in days), user
        assert len(questions) == 10, user
        for query, evidence, kind, *rest in questions:
            assert kind in KINDS, (user, query)
            assert all(0 <= i < len(facts) for i in evidence), (user, query)
            stale = rest[0] if rest else []
            assert all(0 <= i < len(facts) and i not in evidence for i in stale), (user, query)
            assert (kind == "abstain") == (not evidence), (user, query)
            assert (kind == "update") == bool(stale), (user, query)
    changed = sum(1 for _, _, qs in cases if any(q[2] == "update" for q in qs))
    updates = sum(1 for _, _, qs in cases for q in qs if q[2] == "update")
    multi = Counter(len(facts) for _, facts, _ in cases)
    print(f"users with a superseding fact: {changed}  update questions: {updates}")
    print("facts per user: " + "  ".join(f"{n}: {c}" for n, c in sorted(multi.items())))


if __name__ == "__main__":
    check(CASES)
    write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, os.path.dirname(os.path.abspath(__file__)))
