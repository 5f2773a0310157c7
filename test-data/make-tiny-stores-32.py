"""Generator for tiny-stores-32: 40 small memory stores (20 English users t32-en-01..20, 20 Simplified Chinese users
t32-zh-01..20) with 10 questions each, 400 questions in all.

How it was written: blind. The author read only the shared builder (tiny_store_case.py) and the list of first user turns
from every earlier tiny-store set (to pick people, pets, places, jobs, hobbies, health matters, purchases and events not
covered before). No engine source, docs, other test data, generators or eval results were opened, and the engine was
never run while writing it. The Chinese users were written directly in colloquial Chinese, not translated.

Shape:
- 18 users hold a single fact (one session); the other 22 hold two to four facts, one session per date.
- 16 of the multi-fact users later change an earlier fact (new pay, new job, a moved course, a renamed pet, a new
  venue or date, a changed treatment plan, a new route or site), told in a later session.
- Every session is one user turn and one assistant reply; replies often add details the user never said, and some
  abstain questions are baited by those details (only what the user said counts as memory).
- Question types: single-hop 123, multi-session 22, update 25 (evidence = newer fact, stale = older fact),
  temporal 52, abstain 178 (44.5%, empty evidence).

Dates: sessions from 2029-09-02 to 2030-01-25 (all at 19:30 +08:00); every question is asked at
2030-02-15T20:00:00+08:00.
"""
import os

from tiny_store_case import write_tiny_stores

NAME = "tiny-stores-32"
ASK = "2030-02-15T20:00:00+08:00"
DESCRIPTION = ("Blind-written tiny stores, set 32: 40 users (20 en, 20 zh), 18 with a single fact, 16 with a later "
               "change to an earlier fact; 10 questions each (single-hop, multi-session, update, temporal, abstain, "
               "about 45% abstain), sessions 2029-09-02..2030-01-25, asked 2030-02-15T20:00+08:00.")

EN = []

# t32-en-01: accordion inherited from nonna (one fact)
EN.append(("t32-en-01", [
    ("2029-09-06",
     "So I'm finally doing something with the accordion my nonna Graziella left me. It's a 1960s Scandalli, red pearl finish, 96 bass buttons. "
     "I found a teacher through the Polish cultural center on Dunham Street, Mr. Wojcik, and lessons are Wednesdays at 6:30, $40 for 45 minutes. "
     "First assignment is a slow polka in C and my left hand has no idea what it's doing.",
     "What a lovely way to keep her close. Scandallis were built in Castelfidardo, the accordion capital of Italy, and a full 96-bass instrument "
     "usually weighs around 9 to 10 kilos, so a padded backstrap will save your shoulders. For the left hand, spend five minutes a day just finding "
     "the C bass and the C major chord button by feel before you play the polka; once that's automatic, add F and G7."),
], [
    ("Who's my accordion teacher?", [0], "single-hop"),
    ("Remind me what I pay for each squeezebox lesson.", [0], "single-hop"),
    ("Which evening of the week do I have my accordion lesson?", [0], "single-hop"),
    ("Whose instrument was the accordion before it came to me?", [0], "single-hop"),
    ("About when did I start telling you about my accordion lessons?", [0], "temporal"),
    ("How heavy is my accordion?", [], "abstain"),
    ("What's Mr. Wojcik's first name?", [], "abstain"),
    ("Which Italian town was my Scandalli made in?", [], "abstain"),
    ("When did my nonna Graziella pass away?", [], "abstain"),
    ("Do I play the accordion in a folk band?", [], "abstain"),
]))

# t32-en-02: ski patrol (three facts, pay changes)
EN.append(("t32-en-02", [
    ("2029-09-14",
     "Big news: I got hired onto the ski patrol at Crystal Basin for this winter! First day on the hill is December 1 and the starting rate is $22.50 an hour. "
     "The catch is I have to finish my Outdoor Emergency Care course by November 30, so I'm doing the Monday night class in Truckee.",
     "Congratulations, that's a dream job for a lot of people. OEC is demanding, roughly 80 hours of classroom and practical work, so keep up with the "
     "reading each week. Many patrollers also take an AIARE Level 1 avalanche course in their first season, and rookies usually shadow a senior "
     "patroller on closing sweeps for the first few weeks."),
    ("2029-11-18",
     "Passed my OEC practical yesterday!! Got 88% on the written too, and my instructor Marisol said my traction splint was the cleanest in the class. "
     "I'm weirdly emotional about it, honestly.",
     "You earned that! The traction splint is the skill most people fumble under pressure, so that's real praise. Before December, it's worth "
     "practising toboggan handling on a gentle slope if your patrol runs a pre-season refresher; the first few loaded sled runs are nerve-racking."),
    ("2030-01-09",
     "Update from the mountain: I got signed off on chairlift evacuation last week, and the patrol director bumped me up to $24 an hour. "
     "They also moved me onto the Tuesday-to-Saturday crew, so I finally get Sundays off.",
     "Nice progress for a first season. Lift evac sign-off is a big one because it usually comes with rope work and belay checks, so the raise makes "
     "sense. Enjoy the Sundays; maybe use one to get some turns in without a radio on your chest."),
], [
    ("How much am I making per hour on patrol these days?", [2], "update", [0]),
    ("Where is my emergency care class held, and on which night?", [0], "single-hop"),
    ("What date did I pass my OEC practical?", [1], "temporal"),
    ("What did I score on the written part of OEC?", [1], "single-hop"),
    ("Did I get my OEC done before the resort's deadline?", [0, 1], "multi-session"),
    ("When was my first day on the hill supposed to be?", [0], "temporal"),
    ("What's Marisol's last name?", [], "abstain"),
    ("Have I finished my AIARE avalanche course yet?", [], "abstain"),
    ("How much did the OEC course cost me?", [], "abstain"),
    ("What brand of skis do I ride on patrol?", [], "abstain"),
]))

# t32-en-03: hermit crabs (one fact)
EN.append(("t32-en-03", [
    ("2029-10-03",
     "My daughter Posy (she's 7) talked me into hermit crabs, so we set up a 20-gallon tank for two purple pinchers she named Sheldon and Crabigail. "
     "We put in six inches of coconut fiber mixed with play sand so they can dig down to molt, and I bought a little hygrometer because the humidity "
     "has to stay around 75 to 80 percent. All in, I spent about $140 at Petco.",
     "Sheldon and Crabigail are great names. Purple pinchers can live 20 years or more with good care, so this may be a long commitment! They need two "
     "water dishes, one fresh and one salt, made with dechlorinated water and a marine salt like Instant Ocean rather than table salt. Keep a few "
     "spare shells a size larger than their current ones, and a heat mat on the side of the tank helps hold 75 to 85 degrees."),
], [
    ("What did Posy name the hermit crabs?", [0], "single-hop"),
    ("How old is my daughter?", [0], "single-hop"),
    ("What humidity am I supposed to keep the crab tank at?", [0], "single-hop"),
    ("Do you remember roughly what the whole crab setup cost me?", [0], "single-hop"),
    ("When did we get the hermit crabs?", [0], "temporal"),
    ("How long will my hermit crabs live?", [], "abstain"),
    ("What's that salt brand I use for the crabs' saltwater dish?", [], "abstain"),
    ("What's Posy's middle name?", [], "abstain"),
    ("What temperature do I keep the crab tank at?", [], "abstain"),
    ("Do we have a cat as well as the crabs?", [], "abstain"),
]))

# t32-en-04: trigger finger (two facts, plan changes to surgery)
EN.append(("t32-en-04", [
    ("2029-10-12",
     "Saw a hand surgeon today, Dr. Akande, because my right ring finger has been getting stuck bent every morning. It's trigger finger. "
     "He gave me a cortisone shot and I'm supposed to wear a little splint at night for six weeks, which is annoying since I do all the cutting "
     "and joining at my picture-framing shop myself.",
     "Trigger finger is very common and a single cortisone injection resolves it for a good share of people. The shot can take a week or two to kick "
     "in, and the night splint keeps the finger straight so the tendon sheath can calm down. If you can, switch to a padded grip on your mat cutter "
     "for a while."),
    ("2029-12-20",
     "The cortisone worked for about five weeks and now the ring finger is locking again, worse than before. Dr. Akande says a second shot isn't worth it, "
     "so I'm booked for a release surgery on January 22 at Westbrook Surgery Center. It's only about 15 minutes under local anesthetic, but I'll be out "
     "of the frame shop for a week.",
     "Sorry the shot didn't last. The release is one of the quicker hand procedures, and most people get movement back fast; surgeons typically close "
     "with two or three stitches that come out after 10 to 14 days. Plan for someone to drive you home, and keep the hand elevated the first couple "
     "of days."),
], [
    ("What's the plan for treating my trigger finger now?", [1], "update", [0]),
    ("Which hand is the trigger finger on?", [0], "single-hop"),
    ("What date was my finger release surgery scheduled for?", [1], "temporal"),
    ("How long did the steroid injection actually help, compared with how long I was meant to wear the night splint?", [0, 1], "multi-session"),
    ("When did I get the cortisone shot?", [0], "temporal"),
    ("How long will I be away from my shop after the operation?", [1], "single-hop"),
    ("What's Dr. Akande's first name?", [], "abstain"),
    ("How much is the release surgery going to cost me?", [], "abstain"),
    ("Who's driving me home after the procedure?", [], "abstain"),
    ("How many stitches will I have after the surgery?", [], "abstain"),
]))

# t32-en-05: tabletop letterpress (one fact)
EN.append(("t32-en-05", [
    ("2029-11-07",
     "I did a slightly impulsive thing and bought a Kelsey 5x8 tabletop letterpress from a retired printer in Pawtucket for $1,150, plus three cases of "
     "type. One of them is 18-point Caslon. It's living on a workbench in the spare room now, and the plan is to print our holiday cards myself this "
     "year, about 60 of them.",
     "That's a classic first press. Kelseys were made in Meriden, Connecticut, for over a century, and parts are still easy to find. For cards, a soft "
     "cotton stock like Crane's Lettra 110 lb takes a lovely deep impression, and rubber-based inks stay open on the disc for hours, which is "
     "forgiving while you learn. Check your roller height with a type-high gauge before the first run."),
], [
    ("How much did I pay for the printing press?", [0], "single-hop"),
    ("What typeface is in one of the type cases I got with it?", [0], "single-hop"),
    ("How many holiday cards am I planning to print?", [0], "single-hop"),
    ("Where was the guy who sold me the press from?", [0], "single-hop"),
    ("When did I get the letterpress?", [0], "temporal"),
    ("Remind me which paper I'm printing the holiday cards on.", [], "abstain"),
    ("What's the retired printer's name?", [], "abstain"),
    ("What ink colour did I pick for the cards?", [], "abstain"),
    ("Which city was my Kelsey manufactured in?", [], "abstain"),
    ("Did I take a letterpress class before buying the press?", [], "abstain"),
]))
# t32-en-06: cheesemonger, moves to a buyer job in Milwaukee (four facts)
EN.append(("t32-en-06", [
    ("2029-09-10",
     "First week as a cheesemonger at Marrow & Rind on Williamson Street in Madison is done! I'm mostly on the counter cutting wheels and running "
     "samples, $19 an hour. Already obsessed with a washed-rind called Red Hawk.",
     "Welcome to the best-smelling job there is. Red Hawk is a triple-cream washed rind from Cowgirl Creamery in California, and it's a great one to "
     "learn on because it changes so much as it ages. A tip from mongers: taste the same wheel at the start and end of each week and keep notes."),
    ("2029-10-22",
     "My manager Gretchen thinks I should sit the ACS Certified Cheese Professional exam. The next one is July 28, 2030, and the fee is $550. "
     "She says the shop will cover half if I pass.",
     "That's a strong vote of confidence. Keep in mind the CCP usually requires around 4,000 hours of paid cheese work before you can sit it, so "
     "check your hours. The ACS body of knowledge is broad: milk chemistry, aging, food safety, and retail handling all come up."),
    ("2029-12-03",
     "Plot twist: I gave notice at Marrow & Rind. A new shop called Curd Nerd in Milwaukee offered me the head buyer job, $58k salary, and I start "
     "January 7. Gretchen was really gracious about it.",
     "Congratulations, that's a big step from the counter to buying. The job will be a lot of relationship work with creameries and distributors, "
     "so it's worth starting a spreadsheet of producers you'd like to carry now. Milwaukee rents vary a lot by neighbourhood, so give yourself "
     "time to look."),
    ("2030-01-14",
     "After a week crashing on my cousin's couch, I moved into a one-bedroom in Bay View on Saturday, $1,380 a month, about ten minutes from Curd Nerd "
     "by bike. First week as buyer done and I already placed an order with Uplands for their Pleasant Ridge Reserve.",
     "Great start. Pleasant Ridge Reserve is one of the most awarded American cheeses, and Uplands only makes it seasonally, so securing an "
     "allocation early is smart. Bay View is a lovely spot too, close to the lake."),
], [
    ("Where am I working these days?", [2, 3], "update", [0]),
    ("Am I still paid by the hour?", [2], "update", [0]),
    ("What's the rent on my new place?", [3], "single-hop"),
    ("When's the cheese certification exam I might take?", [1], "temporal"),
    ("Who is Gretchen, and how did she take it when I quit?", [1, 2], "multi-session"),
    ("What date did I start at Curd Nerd?", [2], "temporal"),
    ("Which street is my Bay View apartment on?", [], "abstain"),
    ("How much did the Pleasant Ridge Reserve order cost?", [], "abstain"),
    ("What's Gretchen's surname?", [], "abstain"),
    ("What did Red Hawk sell for per pound at Marrow & Rind?", [], "abstain"),
]))

# t32-en-07: caving club (two facts)
EN.append(("t32-en-07", [
    ("2029-09-22",
     "Did my first real caving trip today with the Blue Ridge Grotto. We went into Breathing Cave in Bath County, four hours underground, lots of "
     "belly crawling, and I tore the knee out of my coveralls on the very first squeeze. The trip leader was a guy named Dwight who's been caving "
     "since the '80s.",
     "What a first trip! Breathing Cave is a classic Virginia cave with a few miles of mapped passage, and it's known for the strong airflow at the "
     "entrance that gives it its name. Knee pads under the coveralls will change your life on the crawls."),
    ("2029-11-10",
     "Paid my Grotto dues, $25 a year, and bought my own helmet, a Petzl Boreo, plus two backup lights, since the rule is three light sources "
     "underground. Next trip is Butler Cave on December 1, with Dwight leading again.",
     "Good investment. Three independent light sources is the standard rule for a reason. Butler Cave is a much longer, wetter system, usually entered "
     "through a gated sinkhole, so plan for cold water and bring a spare layer in a dry bag."),
], [
    ("Which club did I go on my first caving trip with?", [0], "single-hop"),
    ("How long was I underground on my first caving trip?", [0], "single-hop"),
    ("Which caves have I been to or planned to go to with Dwight leading?", [0, 1], "multi-session"),
    ("What day was my first caving trip?", [0], "temporal"),
    ("What date was the Butler Cave trip planned for?", [1], "temporal"),
    ("How many light sources does the club make us carry?", [1], "single-hop"),
    ("What did my Petzl helmet cost?", [], "abstain"),
    ("How many miles of passage does Breathing Cave have?", [], "abstain"),
    ("How old is Dwight?", [], "abstain"),
    ("Did I get hurt on the Butler Cave trip?", [], "abstain"),
]))

# t32-en-08: cyclocross crash, mild concussion (one fact)
EN.append(("t32-en-08", [
    ("2029-10-29",
     "Raced my first cyclocross event yesterday, the Muddy Hollow CX in Kutztown, in the Cat 5 field. I was sitting 31st out of 44 when I clipped the "
     "second barrier and went over the bars, and urgent care says it's a mild concussion. I'm supposed to keep screen time down and not ride for at "
     "least a week, so I'll keep this short. The bike is fine at least, it's a Kona Jake I bought used for $900.",
     "Ouch, glad it wasn't worse. Take the rest seriously; most return-to-ride protocols step you from easy walks to a trainer spin before any real "
     "effort, and any headache means stepping back. When you do race again, a lot of beginners run tubeless at around 25 psi for grip, and "
     "practising dismounts at walking pace helps with barriers."),
], [
    ("What bike do I race cyclocross on?", [0], "single-hop"),
    ("What place was I in when I went down?", [0], "single-hop"),
    ("What did urgent care diagnose after my crash?", [0], "single-hop"),
    ("On what date did I race the Muddy Hollow CX?", [0], "temporal"),
    ("Which town was the cyclocross race in?", [0], "single-hop"),
    ("What tire pressure do I run for cyclocross?", [], "abstain"),
    ("Who drove me to urgent care?", [], "abstain"),
    ("What was my lap time at Muddy Hollow?", [], "abstain"),
    ("When is my next cyclocross race?", [], "abstain"),
    ("How much was the race entry fee?", [], "abstain"),
]))

# t32-en-09: Bernese puppy, renamed (three facts)
EN.append(("t32-en-09", [
    ("2029-09-09",
     "We brought home our Bernese mountain dog puppy today! He's 9 weeks old, from a breeder outside Eau Claire, and the kids named him Moose. "
     "He cost $3,200, which my husband Derek is still recovering from.",
     "Congratulations! Berners are sweet, goofy dogs. Because they grow so fast, most vets recommend a large-breed puppy food and keeping stairs and "
     "long runs to a minimum until their growth plates close, usually around 18 months."),
    ("2029-10-15",
     "Okay, slightly embarrassing: we renamed the puppy. Moose sounded too much like \"no\" and he kept getting confused, so he's Barnaby now. "
     "He answered to it in about two days.",
     "That's actually a smart call; trainers often suggest names that don't rhyme with common commands. Two days is quick, so you've clearly been "
     "rewarding him for it."),
    ("2029-12-08",
     "Barnaby's 5-month vet check with Dr. Huang went great, he's 48 pounds already. We started puppy class at Paws Forward on Thursday nights and "
     "the trainer calls him the class clown.",
     "48 pounds at five months is right on track for a Berner male. Class clowns often do well once they learn to focus, so short, fun sessions at "
     "home between classes will help a lot."),
], [
    ("What's our puppy called now?", [1], "update", [0]),
    ("How much did the puppy cost us?", [0], "single-hop"),
    ("What did Barnaby weigh at his last vet visit?", [2], "single-hop"),
    ("How old was Barnaby when he came home, and how heavy was he at five months?", [0, 2], "multi-session"),
    ("When did we bring the Bernese home?", [0], "temporal"),
    ("Where do we take the dog for obedience classes, and which night?", [2], "single-hop"),
    ("What was the breeder's name again?", [], "abstain"),
    ("What's Dr. Huang's clinic called?", [], "abstain"),
    ("How old is my husband Derek?", [], "abstain"),
    ("Which brand of puppy food is Barnaby on?", [], "abstain"),
]))

# t32-en-10: aerial silks (two facts)
EN.append(("t32-en-10", [
    ("2029-09-18",
     "Started aerial silks at Skyline Circus Arts! The beginner class is Sundays at 11, and I bought a 10-class pass for $260. My forearms are "
     "absolutely cooked, I couldn't even open a jar of pickles on Monday.",
     "That forearm burn is a rite of passage. Grip strength comes fast in the first month. Dead hangs from a bar and squeezing a tennis ball at your "
     "desk help, and most studios move beginners on to inversions and footlocks within a few weeks."),
    ("2029-11-25",
     "Student showcase was last night and I did my first salto drop in front of an audience! My coach Birgit picked the music, Dog Days Are Over. "
     "My partner Anand filmed the whole thing and cried.",
     "That is huge, a salto drop after just a couple of months! Performing in front of a crowd is a completely different feeling. A lot of studios "
     "offer an intermediate series after the showcase, if you want to keep the momentum going."),
], [
    ("How much was my silks class pass?", [0], "single-hop"),
    ("What song did I perform to at the showcase?", [1], "single-hop"),
    ("On what date was the student showcase?", [1], "temporal"),
    ("Where do I do aerial silks, and who coaches me there?", [0, 1], "multi-session"),
    ("How long had I been doing silks when I performed in the showcase?", [0, 1], "temporal"),
    ("Who recorded my showcase performance?", [1], "single-hop"),
    ("What colour are the silks I perform on?", [], "abstain"),
    ("How many people were in the audience at the showcase?", [], "abstain"),
    ("What's Birgit's last name?", [], "abstain"),
    ("Did I sign up for the intermediate silks series?", [], "abstain"),
]))
# t32-en-11: power of attorney for dad (one fact)
EN.append(("t32-en-11", [
    ("2029-11-12",
     "Met with an elder law attorney today, Renata Sousa, to set up a durable power of attorney and a healthcare proxy for my dad Walter. He's 79 and "
     "his memory has been slipping since the summer. My brother Curtis will be the backup agent, since he's out in Phoenix and I'm the one ten "
     "minutes away. It's a flat fee of $850 and we sign on November 30 at her office.",
     "That's a caring and practical step to take while your dad can still take part in the decisions. In most states the power of attorney needs to be "
     "notarized and the healthcare proxy signed in front of two witnesses, so ask her office who will provide them. Afterward, send copies to his "
     "bank and his doctors, and ask about a HIPAA authorization so you can talk to his care team."),
], [
    ("Who's the backup agent on Dad's power of attorney?", [0], "single-hop"),
    ("How old is my father?", [0], "single-hop"),
    ("What's the lawyer charging us?", [0], "single-hop"),
    ("What day do we sign Dad's paperwork?", [0], "temporal"),
    ("Where does my brother live?", [0], "single-hop"),
    ("What's the name of Renata Sousa's law firm?", [], "abstain"),
    ("How many witnesses do we need at the signing?", [], "abstain"),
    ("What's the name of Dad's doctor?", [], "abstain"),
    ("How old is Curtis?", [], "abstain"),
    ("Has Dad been formally diagnosed with dementia?", [], "abstain"),
]))

# t32-en-12: son's bar mitzvah, reception venue changes (three facts)
EN.append(("t32-en-12", [
    ("2029-09-27",
     "Asher's bar mitzvah is officially on the calendar: May 18, 2030, at Temple Beth Shalom. He meets with Cantor Levy twice a week to learn his Torah "
     "portion, Behar, and he's way more nervous about the speech than about the Hebrew.",
     "Mazel tov! Behar is a nice portion to work with, with its themes of rest for the land and the jubilee year, so there's plenty for a d'var Torah. "
     "Many kids find the speech easier if they tie it to something they care about, like a sport or a cause."),
    ("2029-11-04",
     "Booked the reception: the Rosewood Loft downtown, 120 guests, $14,000 with catering. My mother-in-law Ruthie wants a klezmer band, I want a DJ, "
     "and the fight continues.",
     "A lot of families split the difference: a klezmer set for the hora and the grandparents' dances, then a DJ for the rest of the night. That also "
     "gives the kids their own part of the evening."),
    ("2030-01-20",
     "Semi-disaster: the Rosewood Loft had a burst pipe and cancelled all their spring events. We scrambled and got Hillcrest Country Club for the same "
     "night, but they cap us at 95 guests, so I'm cutting the list. Rosewood says our deposit comes back within 30 days.",
     "Sorry for the scramble, but getting the same date is a real win. When trimming the list, families often start with plus-ones and more distant "
     "coworkers. Keep the Rosewood cancellation notice in writing in case the refund drags."),
], [
    ("Where is Asher's bar mitzvah reception going to be?", [2], "update", [1]),
    ("How many guests can we have at the reception now?", [2], "update", [1]),
    ("What's the date of Asher's bar mitzvah?", [0], "temporal"),
    ("Which Torah portion is Asher learning?", [0], "single-hop"),
    ("Who's coaching Asher, and who in the family is pushing for a klezmer band?", [0, 1], "multi-session"),
    ("When did I tell you the first reception venue had cancelled?", [2], "temporal"),
    ("What's the budget at Hillcrest Country Club?", [], "abstain"),
    ("What's Cantor Levy's first name?", [], "abstain"),
    ("Which DJ did we end up booking?", [], "abstain"),
    ("How big was the deposit we paid the Rosewood Loft?", [], "abstain"),
]))

# t32-en-13: ice fishing on Mille Lacs (one fact)
EN.append(("t32-en-13", [
    ("2030-01-12",
     "Spent today ice fishing on Mille Lacs with my brother-in-law Teodor. We rented a heated fish house from Hunter's Point Resort for $175 and there was "
     "about 16 inches of ice. I caught three walleye, the biggest was 22 inches, but it was outside the slot so it went back down the hole.",
     "Sounds like a great day. Sixteen inches is solid ice for a fish house. On Mille Lacs a lot of people do well jigging a rattle spoon tipped with "
     "a minnow head in the last hour before dark, and you may hook an eelpout or two at night too."),
], [
    ("Who'd I go ice fishing with?", [0], "single-hop"),
    ("How thick was the ice on the lake?", [0], "single-hop"),
    ("How long was the biggest walleye I caught, and did I keep it?", [0], "single-hop"),
    ("What did we pay for the fish house rental?", [0], "single-hop"),
    ("What day was I out ice fishing?", [0], "temporal"),
    ("Do you remember what lure I was jigging with that day?", [], "abstain"),
    ("How many fish did Teodor catch?", [], "abstain"),
    ("How old is Teodor?", [], "abstain"),
    ("What time did we get out on the ice?", [], "abstain"),
    ("Did I catch any eelpout that day?", [], "abstain"),
]))

# t32-en-14: freediving course, location and dates change (three facts)
EN.append(("t32-en-14", [
    ("2029-09-05",
     "Booked a Molchanovs Wave 1 freediving course in Roatan for December 2 to 5. It's $480 for the course, and I'm staying at a little guesthouse in "
     "West End. Right now I can hold my breath for maybe 1:40 on the couch, so we'll see.",
     "Exciting! Wave 1 covers the basics: relaxation breathing, static apnea in the pool, duck dives, and line diving to around 10 to 20 metres. "
     "Avoid doing breath-hold training alone in water before the course; dry static tables on the couch are fine."),
    ("2029-11-20",
     "Change of plans: the Roatan school closed for renovations, so I moved my Wave 1 to Dahab in Egypt, December 9 to 12, with an instructor named "
     "Kenji. The new flights cost me an extra $390, ugh.",
     "Annoying about the flights, but Dahab is one of the best places in the world to learn, with calm, deep water very close to shore. December water "
     "there is around 23 degrees, so a 3 mm or 5 mm suit is worth having."),
    ("2029-12-16",
     "Passed Wave 1!! Static breath-hold of 3:10 and I hit 16 meters on the line at the Blue Hole. Kenji says I equalize like a natural.",
     "Congratulations, that's a big jump from where you started. Next steps for many people are Wave 2, which works toward around 30 metres and adds "
     "the mouthfill technique, plus dynamic apnea in the pool."),
], [
    ("Where did I end up doing my freediving course?", [1], "update", [0]),
    ("What were the final dates of my Wave 1 course?", [1], "update", [0]),
    ("What was the course fee when I first booked it in Roatan?", [0], "single-hop"),
    ("How much did my static breath-hold improve between booking the course and passing it?", [0, 2], "multi-session"),
    ("How deep did I get on the line?", [2], "single-hop"),
    ("Roughly when did I pass Wave 1?", [1, 2], "temporal"),
    ("Who was going to be my instructor in Roatan?", [], "abstain"),
    ("How much was my hotel in Dahab?", [], "abstain"),
    ("What brand of fins do I dive with?", [], "abstain"),
    ("What's my dynamic apnea distance in the pool?", [], "abstain"),
]))

# t32-en-15: egg freezing cycle (one fact)
EN.append(("t32-en-15", [
    ("2029-11-08",
     "Started my egg freezing cycle this week at Bloom Fertility with Dr. Halvorsen. I'm on nightly Gonal-f injections and the retrieval should be "
     "around November 19. The whole cycle is $13,400 and my employer's Carrot benefit covers $10,000 of it, so it's not as scary as I thought.",
     "Good for you for doing this. Stimulation usually runs 10 to 12 days with monitoring scans every couple of days, and the trigger shot is timed "
     "about 36 hours before retrieval. Ask the clinic about storage fees too; they're often billed separately, commonly a few hundred dollars a year."),
], [
    ("Which clinic am I doing my egg freezing at?", [0], "single-hop"),
    ("How much of the cycle does my employer's benefit cover?", [0], "single-hop"),
    ("What medication am I injecting each night?", [0], "single-hop"),
    ("Around what date was my egg retrieval expected?", [0], "temporal"),
    ("So what's my own share of the cost for the cycle?", [0], "single-hop"),
    ("How much are the yearly storage fees for my eggs?", [], "abstain"),
    ("How many eggs did they retrieve?", [], "abstain"),
    ("How old am I?", [], "abstain"),
    ("What time is my trigger shot?", [], "abstain"),
    ("What's Dr. Halvorsen's first name?", [], "abstain"),
]))
# t32-en-16: vintage Airstream, plan changes (two facts)
EN.append(("t32-en-16", [
    ("2029-10-06",
     "We bought a 1972 Airstream Safari, 23 feet, from a cherry farmer in Yakima for $9,500! My partner Joel named her Bernadette. The plan is a full "
     "restoration so we can take her to Glacier next summer.",
     "Congratulations on Bernadette! Early-70s Safaris are popular restoration projects. The big unknowns are usually the subfloor and the frame near "
     "the rear bathroom, where leaks tend to rot things out, so it's worth getting under her with a flashlight before buying parts."),
    ("2029-12-14",
     "Reality check on Bernadette: the frame has rust through the rear crossmember, and Silver Bullet Restorations quoted $18,000 for a frame-off job. "
     "So we're scrapping the road trip idea. She's going to stay parked in the backyard as a guest studio, and Joel's brother is doing the electrical.",
     "That's a sensible pivot. A stationary Airstream studio can be lovely: you can skip road-worthy repairs and put the money into insulation, a "
     "mini-split, and good lighting. Check whether your city has rules about occupied trailers on residential lots."),
], [
    ("What are we planning to do with the Airstream now?", [1], "update", [0]),
    ("What did we pay for the Airstream?", [0], "single-hop"),
    ("Who named our trailer, and what's she called?", [0], "single-hop"),
    ("How much was the quote for the frame-off restoration?", [1], "single-hop"),
    ("When did we buy the vintage camper?", [0], "temporal"),
    ("What year and length is Bernadette, and what's wrong with her frame?", [0, 1], "multi-session"),
    ("What's Joel's brother's name?", [], "abstain"),
    ("What colour are we painting Bernadette's interior?", [], "abstain"),
    ("What was the name of the cherry farmer who sold her to us?", [], "abstain"),
    ("Which campground in Glacier were we going to stay at?", [], "abstain"),
]))

# t32-en-17: community gamelan (three facts)
EN.append(("t32-en-17", [
    ("2029-09-12",
     "I joined the community gamelan at Lakeside University! It's a Javanese ensemble called Sekar Wangi, and we rehearse Thursday nights from 7 to 9 "
     "in the music building basement. I'm on the bonang, a row of little bronze pots you hit with padded sticks. Rules: shoes off, and never step "
     "over the instruments.",
     "How wonderful. The bonang often plays the elaborating patterns that anticipate the main melody, so it's a busy part, but it teaches you the "
     "structure of the pieces fast. Many directors trained at conservatories like ISI Surakarta, and they often teach by ear rather than notation."),
    ("2029-10-30",
     "Our first concert is December 7 at Harlow Hall, 7:30 pm. Tickets are free, and my sister Inez is driving down from Sacramento to see it. "
     "The director, Pak Suryo, wants us off the notation by then, which is terrifying.",
     "Playing from memory is the traditional way, so he's preparing you well. Try listening to recordings of your pieces on walks; once the melody "
     "is in your ear, the bonang patterns tend to fall into place."),
    ("2029-12-09",
     "The gamelan concert went great. About 200 people came and I only got lost once, in the second piece. Pak Suryo asked me to also learn the "
     "gong ageng for the spring concert, so I'll be playing both.",
     "Congratulations! The gong ageng marks the end of the largest cycle in each piece, so being trusted with it is an honour; the timing has to be "
     "rock solid."),
], [
    ("When does my gamelan group rehearse?", [0], "single-hop"),
    ("Which instrument did I start on in the gamelan?", [0], "single-hop"),
    ("When was our first gamelan concert?", [1], "temporal"),
    ("Who came down from Sacramento to see me play, and how many people showed up?", [1, 2], "multi-session"),
    ("What additional instrument is Pak Suryo having me learn?", [2], "single-hop"),
    ("What were the etiquette rules they told me about at rehearsal?", [0], "single-hop"),
    ("What was the second piece we played at the concert?", [], "abstain"),
    ("When is the spring gamelan concert?", [], "abstain"),
    ("What does my sister Inez do for a living?", [], "abstain"),
    ("Where did Pak Suryo study gamelan?", [], "abstain"),
]))

# t32-en-18: wood stove installed (one fact)
EN.append(("t32-en-18", [
    ("2029-10-19",
     "We finally got a wood stove! It's a Jotul F 3 in matte black, installed in the living room by Hearthside Stove & Chimney for $4,700 including the "
     "liner. I also ordered two cords of seasoned oak from a guy in Fitchburg, $620 delivered, and now half the driveway is firewood.",
     "Cozy winter ahead! The F 3 is rated to heat roughly 1,000 to 1,400 square feet. Even seasoned oak is worth checking with a cheap moisture "
     "meter; you want under 20 percent. Plan on having the chimney swept once a year, and keep the wood stacked off the ground under a cover."),
], [
    ("What model of wood stove did we get?", [0], "single-hop"),
    ("Who put in our stove?", [0], "single-hop"),
    ("How much firewood did I order, and what did it cost?", [0], "single-hop"),
    ("What was the installation price for the stove?", [0], "single-hop"),
    ("When did we get the wood stove put in?", [0], "temporal"),
    ("How many square feet will our stove heat?", [], "abstain"),
    ("What's the firewood guy's name?", [], "abstain"),
    ("Remind me when the chimney sweep is coming.", [], "abstain"),
    ("What moisture reading did the oak have?", [], "abstain"),
    ("Did we get a tax credit for the wood stove?", [], "abstain"),
]))

# t32-en-19: tugboat deckhand (four facts, boat, pay and rotation change)
EN.append(("t32-en-19", [
    ("2029-09-03",
     "Got hired as a deckhand with Puget Harbor Towing! I'm on the tug Sandpiper, working two weeks on, two weeks off, and the day rate is $310. "
     "First hitch starts September 10 out of the Tacoma yard.",
     "Congratulations, that's a great way into the maritime world. Get good boots with a steel shank and some proper rain gear; deck work in Puget "
     "Sound means a lot of wet lines. You'll also want your TWIC card sorted quickly if it isn't already."),
    ("2029-10-20",
     "My TWIC card finally came in the mail, and I passed the company's line-handling assessment on Thursday. The captain on the Sandpiper, Lorraine, "
     "has been teaching me to splice three-strand.",
     "Nice work on both. A clean eye splice is a point of pride on a tug. A fid and a bit of practice rope at home make the evenings between hitches "
     "useful, and most captains notice a deckhand who practises."),
    ("2029-12-02",
     "Got moved over to the tug Osprey, which does ship assist in Elliott Bay instead of barge runs. Same two-on, two-off rotation, but my day rate "
     "went up to $335.",
     "Ship assist is fast-paced work, lots of line handling in tight quarters as you help the big vessels dock, so your splicing practice will pay "
     "off. Tractor tugs on that kind of work are often around 5,000 horsepower."),
    ("2030-01-25",
     "Heads up on my schedule: starting February 4 the company is switching the Osprey crews to 7 days on, 7 days off, so I'll be home a lot more often. "
     "My girlfriend Kalani is thrilled.",
     "That's a big quality-of-life change. Shorter hitches can be more tiring with more crew changes, but many mariners prefer not being away for "
     "two weeks at a stretch."),
], [
    ("Which tug am I working on now?", [2], "update", [0]),
    ("What's my rotation going to be from February on?", [3], "update", [0, 2]),
    ("Which tugs have I crewed on since I was hired, and what kind of work does each one do?", [0, 2], "multi-session"),
    ("When did my very first hitch start?", [0], "temporal"),
    ("What date did I pass the line-handling assessment?", [1], "temporal"),
    ("Who's been teaching me to splice rope?", [1], "single-hop"),
    ("What's Captain Lorraine's surname?", [], "abstain"),
    ("How long have Kalani and I been together?", [], "abstain"),
    ("How many crew are on the Osprey?", [], "abstain"),
    ("How much horsepower does the Osprey have?", [], "abstain"),
]))

# t32-en-20: copperplate calligraphy (one fact)
EN.append(("t32-en-20", [
    ("2029-12-05",
     "New winter hobby: copperplate calligraphy. I'm using an oblique pen holder with a Nikko G nib and Sumi ink, and working through an online course "
     "from a teacher in Edinburgh called Fenella Ross, $129 for lifetime access. My goal is to address all our wedding invitations by hand in April, "
     "85 envelopes.",
     "Lovely goal! The Nikko G is a forgiving nib for beginners. Copperplate is usually written at a 55-degree slant with a 3:2:3 ratio of "
     "ascender, x-height and descender, and smooth paper like a Rhodia pad stops the nib from catching. Practise your drills on the envelope stock "
     "early, since some papers feather."),
], [
    ("What nib am I using for calligraphy?", [0], "single-hop"),
    ("How many envelopes am I planning to address?", [0], "single-hop"),
    ("Who's the teacher of my online calligraphy course?", [0], "single-hop"),
    ("What did the calligraphy course cost?", [0], "single-hop"),
    ("When am I planning to hand-address the wedding invitations?", [0], "temporal"),
    ("What slant angle should my copperplate be at?", [], "abstain"),
    ("Do I practise on a Rhodia pad?", [], "abstain"),
    ("What's the date of my wedding?", [], "abstain"),
    ("What's my fiance's name?", [], "abstain"),
    ("Where is our wedding being held?", [], "abstain"),
]))
ZH = []

# t32-zh-01: 学苏州评弹（一条）
ZH.append(("t32-zh-01", [
    ("2029-09-15",
     "这俩月在跟评弹团退下来的倪老师学苏州评弹，每周六下午两点去她平江路家里上课，一次两百。现在在学弹词开篇《蝶恋花》，"
     "琵琶是我自己在乐器城挑的，花了两千八。吴语咬字是真难，我一个无锡人都被她纠正了好多遍。",
     "评弹分评话和弹词，弹词一般是一人弹三弦、一人弹琵琶对唱，你学琵琶弹唱正好。《蝶恋花》是徐丽仙谱的经典开篇，"
     "平时可以多听她的录音找找丽调的味道。吴语咬字可以先把尖团音分清楚，再慢慢练。"),
], [
    ("我学评弹的老师姓啥来着？", [0], "single-hop"),
    ("评弹课上一次多少钱？", [0], "single-hop"),
    ("我现在学的是哪个开篇？", [0], "single-hop"),
    ("我那把琵琶花了多少钱？", [0], "single-hop"),
    ("我大概是什么时候开始学评弹的？", [0], "temporal"),
    ("倪老师今年多大年纪了？", [], "abstain"),
    ("我那把琵琶是什么牌子的？", [], "abstain"),
    ("倪老师家在平江路几号？", [], "abstain"),
    ("我平时是跟着谁的录音学唱腔的？", [], "abstain"),
    ("我是不是也在学三弦？", [], "abstain"),
]))

# t32-zh-02: 妊娠糖尿病，控糖方式改变（三条）
ZH.append(("t32-zh-02", [
    ("2029-09-08",
     "今天在市妇幼做了糖耐，空腹5.3，一小时10.5，邹医生说是妊娠糖尿病。我现在25周，预产期12月22号。"
     "医生让我先饮食控制，每顿饭后走半小时，一天测四次血糖，暂时不用打针。",
     "妊娠糖尿病挺常见的，多数人靠饮食和运动就能控制住。主食可以换成杂粮饭、少量多餐，餐后一小时血糖一般要求在7.8以下。"
     "记录本记得带给医生看，方便调整方案。"),
    ("2029-10-20",
     "唉，控了一个多月，空腹血糖还是老在5.6以上，邹医生说不能再硬扛了，这周开始打胰岛素，睡前打4个单位的地特胰岛素。"
     "我老公现在比我还紧张，天天盯着我的记录本。",
     "空腹血糖靠饮食确实比较难压下来，睡前打长效胰岛素是很常规的做法，对宝宝是安全的。注意别空腹太久，身边备点饼干防低血糖。"),
    ("2029-12-19",
     "生啦！12月17号早上剖的，闺女六斤二两，小名叫米粒。本来想顺产的，结果胎位不正只能剖。"
     "产后复查血糖已经正常了，胰岛素也停了。",
     "恭喜恭喜！米粒这个小名好可爱。妊娠糖尿病的妈妈一般建议产后6到12周再做一次糖耐复查，以后每年查一下血糖。剖宫产伤口注意保持干燥，好好坐月子。"),
], [
    ("我现在还得打胰岛素吗？", [2], "update", [1]),
    ("孕期控血糖后来改成啥办法了？", [1], "update", [0]),
    ("我闺女是几号出生的？", [2], "temporal"),
    ("米粒比预产期早生了几天？", [0, 2], "multi-session"),
    ("闺女生下来多重？", [2], "single-hop"),
    ("还记得我糖耐一小时那个数是多少吗？", [0], "single-hop"),
    ("邹医生全名叫啥？", [], "abstain"),
    ("米粒的大名叫什么？", [], "abstain"),
    ("我老公叫什么名字？", [], "abstain"),
    ("我生完孩子在医院住了几天？", [], "abstain"),
]))

# t32-zh-03: 工位养斗鱼（一条）
ZH.append(("t32-zh-03", [
    ("2029-10-08",
     "给工位添了条斗鱼，蓝白色的半月，在花鸟市场买的，鱼加一个三升的小圆缸一共八十五。"
     "给它起名叫“阿飘”，尾巴一甩跟裙摆似的。老板说斗鱼不能跟别的鱼混养，一天喂两三粒就够了。",
     "半月斗鱼尾巴展开能到180度，确实很好看。斗鱼有迷鳃，可以直接呼吸水面的空气，所以小缸也能养，但水温最好保持在24到28度，"
     "冬天办公室冷的话得加个小加热棒。一般能活两到三年，每周换三分之一的水就行。"),
], [
    ("我那条斗鱼叫啥来着？", [0], "single-hop"),
    ("斗鱼连缸一共花了多少钱？", [0], "single-hop"),
    ("我的斗鱼养在什么地方？", [0], "single-hop"),
    ("老板交代一天喂多少？", [0], "single-hop"),
    ("我是什么时候开始在工位上养鱼的？", [0], "temporal"),
    ("我给斗鱼缸装加热棒了没？", [], "abstain"),
    ("阿飘现在几个月大？", [], "abstain"),
    ("卖我斗鱼的那家店叫啥？", [], "abstain"),
    ("我这条斗鱼能活几年？", [], "abstain"),
    ("我同事喜不喜欢阿飘？", [], "abstain"),
]))

# t32-zh-04: 地铁司机，线路和工资变了（两条）
ZH.append(("t32-zh-04", [
    ("2029-09-16",
     "跟你说，我考上杭州地铁的电客车司机了！先在5号线跟车培训六个月，带我的师傅姓骆，培训期到手六千八。"
     "以后出早班要四点多起床，想想就头大。",
     "恭喜！电客车司机培训一般要先过理论、再跟车实操，最后考驾驶证。早班确实辛苦，可以提前把作息往前调，晚上十点前睡。"),
    ("2029-12-11",
     "提前转正了！不过没留在5号线，被分到19号线，就是去萧山机场那条。转正以后到手差不多九千二，"
     "就是离家远了，每天单程得坐四十分钟地铁去车场。",
     "提前转正说明表现很好！19号线是机场快线，站间距大、车速快，开起来感觉会不太一样。通勤远的话，路上可以补补觉。"),
], [
    ("我现在开的是几号线？", [1], "update", [0]),
    ("我现在一个月到手多少？", [1], "update", [0]),
    ("带我的师傅姓什么来着？", [0], "single-hop"),
    ("培训原本说要多久？我实际多久就转正了？", [0, 1], "multi-session"),
    ("我大概是哪天转正的？", [1], "temporal"),
    ("我现在去车场单程要多久？", [1], "single-hop"),
    ("骆师傅开地铁多少年了？", [], "abstain"),
    ("我家住在杭州哪个区？", [], "abstain"),
    ("19号线的车场叫什么名字？", [], "abstain"),
    ("我开的早班车几点发车？", [], "abstain"),
]))

# t32-zh-05: 大理周城学扎染（一条）
ZH.append(("t32-zh-05", [
    ("2029-10-04",
     "国庆跑来大理周城了，今天在一个白族阿姨开的扎染坊学了一下午，学费一百二，自己扎了一块方巾和一个手提袋。"
     "染料是板蓝根泡出来的，泡了三遍颜色才深。阿姨说晾干以后第一次洗要放点盐固色。",
     "周城被叫作“扎染之乡”，家家户户都会一点。扎法有捆扎、缝扎、夹扎好几种，出来的花纹完全不一样。"
     "天然植物染的东西别长时间暴晒，手洗、阴干颜色能保持得久一些。"),
], [
    ("我在周城学扎染花了多少钱？", [0], "single-hop"),
    ("那天扎染我做了哪几样东西？", [0], "single-hop"),
    ("扎染用的染料是拿什么泡的？", [0], "single-hop"),
    ("扎染的东西第一次洗要注意啥？", [0], "single-hop"),
    ("我是哪天去学的扎染？", [0], "temporal"),
    ("那个白族阿姨姓什么？", [], "abstain"),
    ("我是跟谁一起去的大理？", [], "abstain"),
    ("我在大理住的哪家客栈？", [], "abstain"),
    ("我那块方巾扎的是什么花纹？", [], "abstain"),
    ("还记得那家扎染坊叫啥吗？", [], "abstain"),
]))
# t32-zh-06: 布偶猫，改名（四条）
ZH.append(("t32-zh-06", [
    ("2029-09-02",
     "终于把布偶接回家了！海双色的小母猫，三个月大，在苏州一家猫舍买的，八千八。给她起名叫“奶盖”，现在躲在沙发底下死活不出来。",
     "恭喜接猫回家！刚到新环境躲起来很正常，一般三五天就会出来探索了。先给她一个小房间，猫砂盆、水和粮都放好，别急着抱。"
     "布偶肠胃比较敏感，刚开始最好继续喂猫舍原来的粮。"),
    ("2029-10-14",
     "奶盖今天打完第三针疫苗了，称了一下2.1公斤。医生说她有点软便，让我换粮慢慢换，别一下子全换掉。",
     "2.1公斤对四个多月的布偶来说挺正常的。换粮一般按七天过渡，新旧粮按比例慢慢加。打完疫苗一周内先别洗澡。"),
    ("2029-11-23",
     "跟你说个好笑的，我们家猫改名了，现在叫“团长”。因为她天天巡视全屋，每个房间都要进去检查一圈，我老公说这不就是团长嘛，"
     "叫着叫着奶盖这个名就没人叫了。",
     "哈哈，团长这个名字太贴切了！布偶本来就黏人、爱跟着人转，她这是在视察领地。"),
    ("2030-01-06",
     "团长昨天做了绝育，在小区对面的宠物医院，花了一千二。现在戴着伊丽莎白圈，走路老撞墙，心疼又好笑。",
     "母猫绝育后一般七到十天拆线，这期间伊丽莎白圈尽量别摘，防止舔伤口。术后食欲会好一些，注意控制一下饭量，免得发胖。"),
], [
    ("我家猫现在叫啥名？", [2, 3], "update", [0]),
    ("那只布偶是多少钱买的？", [0], "single-hop"),
    ("团长是哪天做的绝育？", [3], "temporal"),
    ("她打第三针的时候多重？", [1], "single-hop"),
    ("团长是从哪儿买的，绝育又是在哪儿做的？", [0, 3], "multi-session"),
    ("我是啥时候把猫接回家的？", [0], "temporal"),
    ("团长第一针疫苗是哪天打的？", [], "abstain"),
    ("我家猫现在吃的什么牌子的猫粮？", [], "abstain"),
    ("苏州那家猫舍叫啥来着？", [], "abstain"),
    ("我老公叫什么名字？", [], "abstain"),
]))

# t32-zh-07: 观鸟（两条）
ZH.append(("t32-zh-07", [
    ("2029-10-27",
     "今天跟鸟会的人去南汇东滩观鸟，运气爆棚，看到了一只勺嘴鹬！领队老葛说他这个季节在这儿蹲了五年才见过两次。"
     "我用手机怼着别人的望远镜拍了一张，糊得亲妈都认不出来。",
     "勺嘴鹬可是明星鸟，全球数量只剩几百只，属于极危物种，能看到真的是运气。手机接望远镜拍照叫“手机拍鸟”，"
     "买个专用的手机夹会稳很多。"),
    ("2029-12-15",
     "咬咬牙买了台自己的双筒望远镜，博冠的10x42，一千六百八。今天在世纪公园试了一下，认出了红胁蓝尾鸲，这是我记录的第四十七种鸟了。",
     "10x42是观鸟最常用的规格之一，放大倍数够、也不算太重。红胁蓝尾鸲冬天在上海挺常见的，公鸟蓝色背、胁部橙色，很好认。"),
], [
    ("我在南汇东滩看到了啥稀罕鸟？", [0], "single-hop"),
    ("我买的那台望远镜是多少倍的？", [1], "single-hop"),
    ("鸟会领队叫什么？我现在一共记录了多少种鸟？", [0, 1], "multi-session"),
    ("我是哪天看到勺嘴鹬的？", [0], "temporal"),
    ("新望远镜第一次拿出去用是哪天、在哪儿？", [1], "temporal"),
    ("望远镜花了多少钱？", [1], "single-hop"),
    ("老葛全名叫什么？", [], "abstain"),
    ("勺嘴鹬全世界还剩多少只？", [], "abstain"),
    ("我用的是什么牌子的手机？", [], "abstain"),
    ("我加入的那个鸟会叫什么名字？", [], "abstain"),
]))

# t32-zh-08: 学陶笛（一条）
ZH.append(("t32-zh-08", [
    ("2029-11-16",
     "最近在学陶笛，买的是十二孔中音C调的，风雅牌，三百多块。每天午休躲到公司楼梯间吹二十分钟，怕吵到同事。"
     "现在在练《故乡的原风景》，高音那几个音老是破。",
     "《故乡的原风景》是宗次郎的名曲，用来练长音和气息特别好。高音破音多半是气给得太急太猛，可以试试用腹部稳住气流，"
     "同时检查手指有没有按严。楼梯间有混响，听起来会比实际好听一点。"),
], [
    ("我那个陶笛是几孔的？", [0], "single-hop"),
    ("我平时在哪儿练陶笛？", [0], "single-hop"),
    ("我现在在练啥曲子？", [0], "single-hop"),
    ("陶笛花了多少钱来着？", [0], "single-hop"),
    ("我是什么时候跟你说在学陶笛的？", [0], "temporal"),
    ("《故乡的原风景》是谁写的？", [], "abstain"),
    ("我的陶笛老师是谁？", [], "abstain"),
    ("我学陶笛学了多长时间了？", [], "abstain"),
    ("有没有同事投诉我在楼梯间吹陶笛？", [], "abstain"),
    ("我的陶笛是什么颜色的？", [], "abstain"),
]))

# t32-zh-09: 新房乔迁酒改期（三条）
ZH.append(("t32-zh-09", [
    ("2029-09-23",
     "新房终于交付了！在南昌红谷滩，三室两厅，一百一十八平，十九楼。精装修的，我们就换了个窗帘、添了点家具，打算十月底搬进去。",
     "恭喜！精装房入住前建议先做个甲醛检测，多通风一两个月。搬家前可以把水电燃气过户、宽带预约都提前办好。"),
    ("2029-11-11",
     "搬进来两个礼拜了，老家规矩得摆乔迁酒，定在12月8号中午，在小区对面的“豫章楼”订了六桌，一桌一千六百八。我妈已经开始列要请的亲戚名单了。",
     "乔迁酒热闹热闹挺好的。六桌大概能坐六十人左右，名单最好早点定，方便跟酒楼确认菜单和酒水。"),
    ("2029-12-02",
     "乔迁酒得改日子了，我舅舅12月8号要做胆囊手术，他是长辈，不来不行。跟酒楼商量好了，挪到12月15号中午，还是六桌，就是菜单里的甲鱼换成了鳜鱼。",
     "改期改得挺及时的，祝舅舅手术顺利。记得通知亲戚们新日期，群里发一遍，再给长辈们单独打个电话。"),
], [
    ("乔迁酒最后定在哪天？", [2], "update", [1]),
    ("新房多大面积？", [0], "single-hop"),
    ("乔迁酒一桌多少钱？", [1], "single-hop"),
    ("乔迁酒在哪儿摆的，一共几桌？", [1, 2], "multi-session"),
    ("我们大概是什么时候搬进新房的？", [1], "temporal"),
    ("乔迁酒为啥要改期？", [2], "single-hop"),
    ("我家是几栋几单元？", [], "abstain"),
    ("舅舅在哪家医院做的手术？", [], "abstain"),
    ("乔迁酒一共请了多少人？", [], "abstain"),
    ("这套新房总价多少钱？", [], "abstain"),
]))

# t32-zh-10: 散货船三副（两条）
ZH.append(("t32-zh-10", [
    ("2029-09-11",
     "明天就上船了，这次在一条叫“恒远海”的散货船上当三副，从青岛港出发，主要跑巴西图巴朗拉铁矿。合同签的九个月，"
     "船上全靠卫星信号，一个月只有10个G流量，以后回你可能会很慢。",
     "一路顺风！三副一般负责救生消防设备，还要值8到12点的班。跑巴西航线单程要一个月左右，记得多带点常用药和能打发时间的东西。"),
    ("2029-12-22",
     "船在新加坡加油，总算有信号了。这趟在海上漂了二十八天才到巴西，现在往回开。船长说我值班认真，下个合同可以推荐我考二副。"
     "今年过年肯定是在船上过了。",
     "能得到船长推荐很不容易！二副适任考试要考航海、避碰这些科目，可以趁值班以外的时间先看看书。船上过年虽然冷清，很多船也会包饺子一起过。"),
], [
    ("我在船上是什么职务？", [0], "single-hop"),
    ("我上的那条船叫啥？", [0], "single-hop"),
    ("我是哪天上的船？", [0], "temporal"),
    ("我这次合同签了多长？今年过年在哪儿过？", [0, 1], "multi-session"),
    ("按合同算，我大概什么时候能下船？", [0], "temporal"),
    ("船长说下个合同可以推荐我考什么？", [1], "single-hop"),
    ("船长叫什么名字？", [], "abstain"),
    ("我们船上一共多少个船员？", [], "abstain"),
    ("三副一个月工资多少？", [], "abstain"),
    ("我老家是哪里的？", [], "abstain"),
]))
# t32-zh-11: 肩周炎（一条）
ZH.append(("t32-zh-11", [
    ("2029-12-07",
     "左肩膀疼了快两个月了，梳头都抬不起来，今天去中医院骨伤科看了，医生说是肩周炎，也叫五十肩，我才四十六就赶上了。"
     "开了每周两次的针灸加推拿，一次一百五，还让我每天在家做爬墙练习，手指顺着墙一点点往上爬。",
     "肩周炎病程一般比较长，很多人要一到两年才能完全恢复，但坚持锻炼会快不少。爬墙练习前可以先热敷十分钟，"
     "睡觉的时候尽量别压着左边，用个枕头垫在胳膊下面会舒服一点。"),
], [
    ("医生说我肩膀是啥毛病？", [0], "single-hop"),
    ("我今年多大？", [0], "single-hop"),
    ("针灸推拿一次多少钱？", [0], "single-hop"),
    ("医生让我每天在家做什么锻炼？", [0], "single-hop"),
    ("我左肩大概是从什么时候开始疼的？", [0], "temporal"),
    ("肩周炎一般要多久才能好？", [], "abstain"),
    ("给我看病的医生姓啥？", [], "abstain"),
    ("我是做什么工作的？", [], "abstain"),
    ("睡觉的时候我能不能压着左边睡？", [], "abstain"),
    ("我右肩膀有没有毛病？", [], "abstain"),
]))

# t32-zh-12: 配音演员，换工作室（三条）
ZH.append(("t32-zh-12", [
    ("2029-09-19",
     "接到人生第一个正经配音的活了！一部叫《山海小镇》的国产动画，我配里面一只叫阿土的狐狸，戏份不多，一集三百块。"
     "录音棚在长沙马栏山，今天录了一下午，嗓子都哑了。",
     "恭喜迈出第一步！配音最伤嗓子，录之前别喝冰的，录完可以喝点温的胖大海或者蜂蜜水。动画角色一般要保持声线统一，"
     "可以把阿土的声音录一小段存着当参考。"),
    ("2029-11-02",
     "签了一家配音工作室，叫“声隙”，底薪四千五，接到的活另外按集算。老板娘叫苏芮，她说我声音偏少年音，以后主要给我接游戏里的少年角色。",
     "有底薪加分成挺稳的。少年音在游戏配音里需求很大，可以多练练不同情绪下的喊叫和喘息，这些在游戏里用得特别多。"),
    ("2030-01-17",
     "我从声隙出来了，跳到了“回声社”，全职，月薪九千，不用再自己到处跑活了。主要是回声社签了个大手游项目，一配就是一年。",
     "恭喜跳槽成功！长期项目对积累作品很有帮助。签合同的时候注意看一下署名和作品能不能放进个人作品集里。"),
], [
    ("我现在在哪家配音工作室？", [2], "update", [1]),
    ("我现在工资是怎么算的？", [2], "update", [1]),
    ("我在《山海小镇》里配的是哪个角色？", [0], "single-hop"),
    ("声隙的老板娘叫什么来着？", [1], "single-hop"),
    ("我第一次录动画配音是哪天？", [0], "temporal"),
    ("苏芮觉得我适合配什么角色？回声社现在让我做的是什么项目？", [1, 2], "multi-session"),
    ("回声社那个大手游项目叫啥？", [], "abstain"),
    ("《山海小镇》一共多少集？", [], "abstain"),
    ("回声社在哪个城市？", [], "abstain"),
    ("我当初是谁介绍进声隙的？", [], "abstain"),
]))

# t32-zh-13: 小区毽球队（一条）
ZH.append(("t32-zh-13", [
    ("2029-09-26",
     "退休以后被楼下老张拉进了小区的毽球队，一共八个人，每天早上六点半在篮球场踢一个钟头。我主要练盘踢和拐踢，"
     "上个礼拜头一回连着踢过了一百个。队里最老的王大爷都七十八了，踢得比我还溜。",
     "踢毽子对腿脚协调和平衡特别好。早上天凉，踢之前记得活动开膝盖和脚踝，有条件的话戴个护膝。"
     "现在有不少地方搞毽球比赛，分花毽和网毽，你们队说不定可以去试试。"),
], [
    ("我们毽球队有多少人？", [0], "single-hop"),
    ("我们每天几点去踢毽子？在哪儿踢？", [0], "single-hop"),
    ("队里年纪最大的是谁，多大岁数了？", [0], "single-hop"),
    ("是谁拉我进的毽球队？", [0], "single-hop"),
    ("我第一次连着踢过一百个是什么时候？", [0], "temporal"),
    ("老张今年多大？", [], "abstain"),
    ("我今年多大岁数？", [], "abstain"),
    ("我们毽球队叫啥名？", [], "abstain"),
    ("我退休前是干什么的？", [], "abstain"),
    ("我们队参加过区里的毽球比赛没有？", [], "abstain"),
]))

# t32-zh-14: 女儿去英国读A-level，出发日期和送行人变了（两条）
ZH.append(("t32-zh-14", [
    ("2029-10-09",
     "闺女的offer下来了，去英国约克一所寄宿学校读A-level，一年学费加住宿四万三千镑，换成人民币快四十万了。"
     "她选了数学、进阶数学、物理和经济四门，原定1月8号出发，我跟她爸都去送。",
     "恭喜！约克是个很安静的古城，挺适合读书。寄宿学校一般要求指定一位英国本地的监护人，这个要提前落实。"
     "学生签证材料准备好以后尽早递，冬天高峰期排队可能会久一点。"),
    ("2029-12-29",
     "签证材料被退回来补了一次，一耽误机票只好改签了，现在是1月22号从上海浦东飞伦敦，再坐火车去约克。她爸单位请不出假，只能我一个人去送了。",
     "好在时间还来得及。伦敦到约克的火车大概两个小时，国王十字站直达。行李多的话可以提前订好车票和座位，省得折腾。"),
], [
    ("闺女最后是哪天出发去英国的？", [1], "update", [0]),
    ("谁陪闺女去英国？", [1], "update", [0]),
    ("闺女A-level选了哪几门？", [0], "single-hop"),
    ("一年学费加住宿多少钱？", [0], "single-hop"),
    ("闺女去的是英国哪个城市，从哪儿飞、怎么过去？", [0, 1], "multi-session"),
    ("出发日期比原来往后推了多少天？", [0, 1], "temporal"),
    ("闺女今年多大了？", [], "abstain"),
    ("那所寄宿学校叫什么名字？", [], "abstain"),
    ("我们坐的是哪个航班？", [], "abstain"),
    ("闺女在英国的监护人是谁？", [], "abstain"),
]))

# t32-zh-15: 老年活动中心学葫芦丝（一条）
ZH.append(("t32-zh-15", [
    ("2029-11-28",
     "我退休半年了，在社区老年活动中心学葫芦丝，每周三上午九点上课，不要钱，就是葫芦丝得自己买。我挑了根降B调的紫竹的，二百六。"
     "现在在练《月光下的凤尾竹》，老师说我按孔按不严，老漏气。我老伴说我吹得像鸭子叫。",
     "葫芦丝是傣族的传统乐器，音色柔，很适合退休了慢慢学。按孔要用指肚而不是指尖，手指放平了就不容易漏气。"
     "《月光下的凤尾竹》里有不少颤音和叠音，先把长音吹稳再加技巧。"),
], [
    ("我的葫芦丝课是星期几？", [0], "single-hop"),
    ("我那根葫芦丝是什么调的，多少钱？", [0], "single-hop"),
    ("老师说我吹的时候有啥毛病？", [0], "single-hop"),
    ("学葫芦丝要交学费吗？", [0], "single-hop"),
    ("我大概是什么时候退休的？", [0], "temporal"),
    ("教葫芦丝的老师姓什么？", [], "abstain"),
    ("我老伴叫什么？", [], "abstain"),
    ("葫芦丝是哪个民族的乐器？", [], "abstain"),
    ("葫芦丝班上一共多少人？", [], "abstain"),
    ("我退休前在哪儿上班？", [], "abstain"),
]))
# t32-zh-16: 考古发掘技工，换工地（三条）
ZH.append(("t32-zh-16", [
    ("2029-09-25",
     "找到活了！跟着省考古研究院的一个项目在三门峡当发掘技工，挖一个仰韶文化的遗址，一天三百，包住不包吃。"
     "领队是个女博士，姓孔，特别严，探方的边壁刮得不直就得返工。",
     "仰韶文化以彩陶出名，运气好的话能挖到不少陶片。刮边壁是考古的基本功，剖面刮得平整才看得清地层，领队严是好事。"
     "野外干活注意防晒，手套多备几副。"),
    ("2029-11-14",
     "今天在我负责的那个探方里清出来一件彩陶钵，口沿上一圈黑彩，孔老师说品相算这个遗址最好的一件。晚上她请我们全队吃了顿羊肉汤。",
     "太难得了！仰韶彩陶钵口沿的黑彩带很典型。出土位置、层位一定都记清楚了吧，这对断代很重要。三门峡冬天冷，一碗羊肉汤正是时候。"),
    ("2030-01-10",
     "三门峡那个工地冬天停工了，孔老师推荐我去安阳，跟另一个队做殷墟外围的勘探，拿洛阳铲打孔，一天涨到三百五，还包吃。过完年就过去。",
     "能被领队推荐说明你干得好。洛阳铲勘探主要靠看带上来的土色土质判断下面有没有遗迹，一般能打到十几米深，很考验经验。"),
], [
    ("我下一个工地是在哪儿？", [2], "update", [0]),
    ("我现在一天工钱多少？管饭吗？", [2], "update", [0]),
    ("我在探方里挖出来的是件啥文物？", [1], "single-hop"),
    ("三门峡那个项目的领队姓什么？", [0], "single-hop"),
    ("我是哪天挖出那件彩陶的？", [1], "temporal"),
    ("孔老师这人怎么样？她帮过我什么？", [0, 1, 2], "multi-session"),
    ("孔老师全名叫什么？", [], "abstain"),
    ("还记得三门峡那个遗址叫啥吗？", [], "abstain"),
    ("洛阳铲能打多深？", [], "abstain"),
    ("我老家是哪里的？", [], "abstain"),
]))

# t32-zh-17: 周末木工班（两条）
ZH.append(("t32-zh-17", [
    ("2029-10-16",
     "报了个周末木工班，在成都东郊记忆那边一个叫“木屑”的工作室，十次课一千九。第一个作业是做一个榫卯小板凳，一颗钉子都不用，"
     "我凿卯眼已经凿歪了两次。",
     "榫卯入门做小板凳特别合适。凿卯眼的时候先用划线刀把线划深，凿子垂直下去、从两头往中间凿，就不容易歪。手工锯和凿子记得常磨。"),
    ("2029-12-19",
     "小板凳终于做完了，上了木蜡油，我妈坐上去说还挺稳。现在开始做第二个作品，一个黑胡桃的茶盘，光木料就花了四百多，"
     "老师说要开排水槽，我有点怕一刀下去就废了。",
     "恭喜第一个作品完工！黑胡桃纹理漂亮，做茶盘很合适。排水槽可以先在废料上用修边机练几次，深度分两三刀慢慢走，就不容易崩。"),
], [
    ("我上木工课是在哪家工作室？", [0], "single-hop"),
    ("木工班学费多少钱？", [0], "single-hop"),
    ("我第一个木工作品做的是啥，做完上的什么油？", [0, 1], "multi-session"),
    ("茶盘用的是什么木头？", [1], "single-hop"),
    ("我是哪天跟你说小板凳做好了的？", [1], "temporal"),
    ("我是什么时候报的木工班？", [0], "temporal"),
    ("教木工的老师叫什么？", [], "abstain"),
    ("那个小板凳有多高？", [], "abstain"),
    ("茶盘做多大尺寸的？", [], "abstain"),
    ("我用的凿子是啥牌子的？", [], "abstain"),
]))

# t32-zh-18: 青岛帆船体验课（一条）
ZH.append(("t32-zh-18", [
    ("2029-09-09",
     "今天在青岛奥帆中心上了一天帆船体验课，开的是激光级的单人小帆船，教练叫小于，教了我怎么迎风换舷。"
     "八百八一天，装备全包。中午风一大翻了一次船，喝了好几口海水，但是真爽。",
     "激光级是奥运会的单人艇，灵活但也容易翻，翻一次很正常。青岛是2008年奥运会帆船比赛的举办地，奥帆中心的条件很好。"
     "下次可以学学顺风换舷，比迎风换舷难一点。"),
], [
    ("帆船课教练叫啥来着？", [0], "single-hop"),
    ("那个帆船体验课多少钱？", [0], "single-hop"),
    ("我那天学会了什么动作？", [0], "single-hop"),
    ("我上帆船课那天翻船了没有？", [0], "single-hop"),
    ("我是哪天去上的帆船课？", [0], "temporal"),
    ("那天海上刮几级风？", [], "abstain"),
    ("我是跟谁一起去的青岛？", [], "abstain"),
    ("小于教练今年多大？", [], "abstain"),
    ("我后来有没有报进阶课？", [], "abstain"),
    ("我学会顺风换舷了吗？", [], "abstain"),
]))

# t32-zh-19: 京剧票友大赛，复赛唱段改了（四条）
ZH.append(("t32-zh-19", [
    ("2029-09-29",
     "加入了我们区文化馆的京剧票友社，每周四晚上活动。我学老生，跟社长老邝学《空城计》里“我本是卧龙岗散淡的人”那段。"
     "今天头一回吊嗓子，拉琴的师傅说我调门起高了。",
     "“我本是卧龙岗散淡的人”是马派、杨派都唱的经典段子，很适合入门。吊嗓子调门先起低一点，稳住了再往上长，别一开始就喊。"),
    ("2029-11-06",
     "老邝给我报了市里的“金秋票友大赛”，初赛12月21号在人民剧场，就唱《空城计》那段，报名费一百。我现在天天早上去江边遛弯的时候喊嗓。",
     "有比赛目标练起来更有劲。早上喊嗓别空着肚子，也别对着冷风喊太久，先“咿”“啊”慢慢放开。"),
    ("2029-12-23",
     "初赛过了！二十多个人里进了八个。复赛定在1月11号。",
     "太棒了，恭喜晋级！复赛前可以找琴师多合几遍，把气口和板眼走熟。"),
    ("2030-01-05",
     "复赛不唱《空城计》了。老邝说评委听这段都听腻了，让我改唱《借东风》，这礼拜天天在练，词还没背熟，急死我了。",
     "《借东风》是马派的名段，唱腔潇洒，难度也不小，尤其是那段高腔。时间紧的话先把词背熟，再抠唱腔细节。"),
], [
    ("复赛我唱的是哪一段？", [3], "update", [0, 1]),
    ("票友大赛初赛是几号？", [1], "temporal"),
    ("复赛定在哪天？", [2], "temporal"),
    ("初赛在哪儿比的？", [1], "single-hop"),
    ("初赛多少人进了几个？报名费交了多少？", [1, 2], "multi-session"),
    ("票友社每周什么时候活动？", [0], "single-hop"),
    ("复赛结果怎么样？", [], "abstain"),
    ("老邝多大年纪了？", [], "abstain"),
    ("给我拉琴的师傅姓什么？", [], "abstain"),
    ("《借东风》是哪个流派的戏？", [], "abstain"),
]))

# t32-zh-20: 奥森放章鱼风筝（一条）
ZH.append(("t32-zh-20", [
    ("2029-10-13",
     "今天带儿子去奥森放风筝，放的是上个月去潍坊从风筝博物馆边上的店里背回来的软体章鱼风筝，五米长，一百八十块。"
     "风不太大，跑了三趟才飞起来，飞上去以后儿子在下面嗷嗷叫。线用的是两百米的，下回得换根长点的。",
     "软体风筝没有骨架，需要比较稳定的风，一般三四级风最好放。潍坊国际风筝会每年四月办，有机会可以带孩子去看看，"
     "各种巨型风筝特别壮观。放完记得把风筝晾干再收，不然容易发霉。"),
], [
    ("那个章鱼风筝有多长？", [0], "single-hop"),
    ("风筝是在哪儿买的，花了多少？", [0], "single-hop"),
    ("我们去哪儿放的风筝？", [0], "single-hop"),
    ("我用的风筝线多长？", [0], "single-hop"),
    ("我去潍坊大概是啥时候？", [0], "temporal"),
    ("我儿子今年几岁？", [], "abstain"),
    ("那天刮几级风？", [], "abstain"),
    ("我儿子叫什么名字？", [], "abstain"),
    ("那个章鱼风筝是啥颜色来着？", [], "abstain"),
    ("潍坊风筝会每年几月办？", [], "abstain"),
]))

CASES = EN + ZH

if __name__ == "__main__":
    write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, os.path.dirname(os.path.abspath(__file__)))
