"""Writes tiny-stores-36.json: a blind held-out set of 40 tiny stores (20 English, 20 Simplified
Chinese), one session per day between 2031-09-01 and 2032-02-28, ten questions per user asked on
2032-03-08, about 45% of them abstentions.

Domains:
  t36-en-01  church handbell choir
  t36-en-02  Lincoln cent coin collecting
  t36-en-03  substitute teaching
  t36-en-04  first powerlifting meet
  t36-en-05  Kilimanjaro climb
  t36-en-06  New Zealand working holiday
  t36-en-07  neighbourhood yard sale
  t36-en-08  floor-loom weaving
  t36-en-09  darkroom film photography
  t36-en-10  Little League umpiring
  t36-en-11  EMT certification
  t36-en-12  classic Mustang restoration
  t36-en-13  jam stall at a farmers market
  t36-en-14  backyard pool build
  t36-en-15  Galapagos cruise
  t36-en-16  vow renewal
  t36-en-17  root canal
  t36-en-18  dog conformation shows
  t36-en-19  judo
  t36-en-20  poetry slam
  t36-zh-01  学韩语 (Korean classes, TOPIK)
  t36-zh-02  自酿葡萄酒 (home winemaking)
  t36-zh-03  美发学徒 (hair salon apprentice)
  t36-zh-04  房产经纪人 (estate agent)
  t36-zh-05  四姑娘山二峰攀登 (alpine peak climb)
  t36-zh-06  女儿脊柱侧弯 (daughter's scoliosis brace)
  t36-zh-07  工笔画 (gongbi painting)
  t36-zh-08  洗车店 (car wash business)
  t36-zh-09  射击馆 (air rifle shooting)
  t36-zh-10  扎花灯 (lantern making)
  t36-zh-11  健美比赛备赛 (bikini fitness contest prep)
  t36-zh-12  保龄球联赛 (bowling league)
  t36-zh-13  草莓采摘园 (strawberry pick-your-own farm)
  t36-zh-14  腰鼓队 (waist-drum troupe)
  t36-zh-15  提前还房贷 (mortgage prepayment)
  t36-zh-16  外派肯尼亚 (overseas posting in Kenya)
  t36-zh-17  山区支教 (rural volunteer teaching)
  t36-zh-18  卡丁车 (go-karting)
  t36-zh-19  年夜饭订餐 (New Year's Eve dinner booking)
  t36-zh-20  在职MBA联考 (part-time MBA entrance exam)
"""
import os

from tiny_store_case import write_tiny_stores

NAME = "tiny-stores-36"
DESCRIPTION = ("Blind held-out tiny stores: 40 users (20 en, 20 zh) telling an assistant one to three things "
               "about their lives, one session per day from 2031-09-01 to 2032-02-28; ten paraphrased questions "
               "each (single-hop, multi-session, update with stale evidence, temporal, abstain) asked 2032-03-08.")
ASK = "2032-03-08T10:00:00+08:00"

CASES = [
    # ---------------------------------------------------------------- English
    ("t36-en-01", [
        ("2031-09-07",
         "I finally said yes to Pastor Okafor and joined the handbell choir at St. Aidan's Lutheran. I'm ringing the "
         "C5 and D5 bells, rehearsals are Wednesdays 7 to 8:30pm in the fellowship hall, and the director is a retired "
         "music teacher named Lorraine Beckwith. Our first performance is the 7pm Christmas Eve service.",
         "How lovely! Most new ringers spend their first month on damping and weaving between bells, and you'll likely "
         "get 12 to 15 rehearsals in before Christmas Eve. A pair of white cotton ringing gloves runs about $8 and "
         "saves the brass from fingerprints."),
        ("2031-10-19",
         "Handbell news: Lorraine moved rehearsals to Thursdays 6:30 to 8 because the youth group took over Wednesday "
         "nights. And she bumped me up to the E5 and F5 bells since Margaret Pruitt left to move to Tucson.",
         "A promotion of sorts! E5 and F5 sit right in the melody range for most carols, so you'll be busy. Marking "
         "your part in two highlighter colours, one per bell, helps a lot in the first few weeks."),
        ("2031-12-26",
         "We rang 'Carol of the Bells' and 'Silent Night' at the Christmas Eve service: 14 ringers, about 230 people in "
         "the pews, and I only fumbled one damp. Lorraine says the next big one is Easter Sunday, March 28.",
         "Congratulations, 'Carol of the Bells' is no beginner piece. Easter gives you roughly 13 weeks of rehearsals, "
         "a comfortable runway for a more ambitious program."),
    ], [
        ("Which night do I have handbell practice these days?", [1], "update", [0]),
        ("Which bells am I ringing right now?", [1], "update", [0]),
        ("Who directs our handbell group?", [0], "single-hop"),
        ("Whose departure got me moved onto different bells, and where did she go?", [1], "single-hop"),
        ("How many of us rang on Christmas Eve, and which church is our bell choir at?", [0, 2], "multi-session"),
        ("How long after I joined did we have our first performance?", [0, 2], "temporal"),
        ("How much did I pay for my ringing gloves?", [], "abstain"),
        ("What's Margaret Pruitt's new address in Tucson?", [], "abstain"),
        ("Which piece are we ringing for Easter?", [], "abstain"),
        ("Do I also sing in the church's vocal choir?", [], "abstain"),
    ]),
    ("t36-en-02", [
        ("2031-09-14",
         "Went to the Baltimore Coin & Currency show yesterday and finally got my white whale: a 1909-S VDB Lincoln "
         "cent, PCGS graded VF-30, for $1,475 from a dealer named Harold Ng. That's coin number 86 in my Lincoln cent "
         "album, which I've been filling since my grandpa handed me his Whitman folder in 1998. Next target is the "
         "1914-D.",
         "Huge congratulations, that's the key date of the whole series! A 1914-D in a similar grade usually sells for "
         "$350 to $500. Leave the 1909-S in its slab and keep the collection somewhere below 50% humidity to avoid "
         "spotting."),
    ], [
        ("What did I pay for the 1909-S penny?", [0], "single-hop"),
        ("What grade did my 1909-S come back with?", [0], "single-hop"),
        ("Which dealer sold me that cent?", [0], "single-hop"),
        ("Which Lincoln cent am I hunting for next?", [0], "single-hop"),
        ("Roughly how long ago did I buy the 1909-S?", [0], "temporal"),
        ("What's my budget for the 1914-D?", [], "abstain"),
        ("What humidity do I keep my coin cabinet at?", [], "abstain"),
        ("In what year did my grandfather start collecting coins?", [], "abstain"),
        ("Did I pick up anything else at the Baltimore show?", [], "abstain"),
        ("How much is my silver dollar collection worth?", [], "abstain"),
    ]),
    ("t36-en-03", [
        ("2031-09-03",
         "Got approved for the substitute list in the Maple Ridge School District! Daily rate is $145, and long-term "
         "subs get $190 a day once they hit 20 consecutive days in one classroom. I pick jobs through the Frontline app, "
         "mostly middle school. First gig is tomorrow: 7th grade science at Hollis Middle for a Mr. Abernathy.",
         "Congrats! Pack an emergency sub plan with three or four quick activities in case the lesson plans are thin. "
         "Many districts pay subs twice a month, on the 15th and the last working day."),
        ("2031-11-12",
         "Big change: Hollis Middle offered me a long-term sub spot covering Ms. Delgado's maternity leave, 8th grade "
         "English, from November 17 through February 27. So I'll get the long-term rate once I pass the 20 days.",
         "That's a great vote of confidence. Switching from science to English is a big shift, so ask Ms. Delgado "
         "for her unit plans and grading rubrics before she goes."),
        ("2032-01-14",
         "The school board voted a raise for subs starting this month: daily rate is now $160 and the long-term rate "
         "went up to $205. And Ms. Delgado is extending her leave, so I'm covering her class through April 9 now.",
         "Nice timing on both counts. Over a full long-term stretch that raise adds up to a few hundred dollars."),
    ], [
        ("What's my regular daily rate for subbing?", [2], "update", [0]),
        ("What does the district pay me per day for long-term subbing now?", [2], "update", [0]),
        ("When does my long-term assignment end?", [2], "update", [1]),
        ("Which app do I use to pick up sub jobs?", [0], "single-hop"),
        ("Whose classroom did I cover on my very first day, and whose am I covering long-term?", [0, 1], "multi-session"),
        ("How long after I got onto the sub list did my long-term assignment start?", [0, 1], "temporal"),
        ("On what dates do I get paid each month?", [], "abstain"),
        ("What's Mr. Abernathy's first name?", [], "abstain"),
        ("When is Ms. Delgado's baby due?", [], "abstain"),
        ("Do I have a full teaching license?", [], "abstain"),
    ]),
    ("t36-en-04", [
        ("2031-09-21",
         "Signed up for my first powerlifting meet: the USAPL Iron Harvest Open in Fresno on November 15, in the 76 kg "
         "class. Entry was $95 plus $65 for the USAPL membership. Gym bests right now: squat 142.5 kg, bench 80, "
         "deadlift 175. My coach at Forge Barbell, Kenji Morales, wants my openers around 90% of those.",
         "Exciting! Ninety percent would put your openers near 128 / 72 / 157.5 kg. Weigh-ins at USAPL meets are "
         "usually two hours before lifting, so plan your water and food around that."),
        ("2031-10-26",
         "Cutting down to 76 was wrecking my training, so Kenji and I decided I'll move up to the 84 kg class for Iron "
         "Harvest. Also, new deadlift PR at the gym yesterday: 185 kg!",
         "Sensible call; a first meet is about going 9 for 9, not a brutal cut. And a 10 kg deadlift PR in a month is "
         "excellent progress."),
        ("2031-11-16",
         "Meet done! Went 8 for 9 and finished with squat 147.5, bench 82.5, deadlift 190, a 420 total, good for 2nd "
         "place in the 84s. The only miss was my third bench at 85.",
         "What a debut! A 420 kg total on your first outing at 84 kg is a strong base; most lifters add 20 to 30 kg to "
         "their total in their first year of meets."),
    ], [
        ("What weight class did I end up competing in?", [1], "update", [0]),
        ("What's my best deadlift so far?", [2], "update", [0, 1]),
        ("Where and when was my first meet?", [0], "single-hop"),
        ("What total did I hit at the meet and where did I place?", [2], "single-hop"),
        ("How much more did I squat at the meet than my gym best when I signed up?", [0, 2], "multi-session"),
        ("How many days before the meet did I switch weight classes?", [0, 1], "temporal"),
        ("What were my opening attempts?", [], "abstain"),
        ("What's my bodyweight right now?", [], "abstain"),
        ("How much does Kenji charge for coaching?", [], "abstain"),
        ("Did I wear knee wraps at the meet?", [], "abstain"),
    ]),
    ("t36-en-05", [
        ("2031-09-10",
         "Booked Kilimanjaro! Eight-day Lemosho route with Summit Kibo Expeditions out of Moshi, starting February 3, "
         "$3,890 per person, with my college friend Dana Whitfield. Flights are Boston to Kilimanjaro via Doha on "
         "Qatar, $1,320 round trip.",
         "Amazing! Lemosho has one of the best summit success rates. Budget another $250 to $350 per climber for "
         "guide and porter tips, and check whether your Doha routing means you need a yellow fever card."),
        ("2031-12-02",
         "Kili change of plans: Dana tore her meniscus, so she's out, and my cousin Reuben is taking her spot. The "
         "operator also merged groups, so we now start February 10, same Lemosho route but 7 days instead of 8, and "
         "the price dropped to $3,640.",
         "Sorry about Dana. Losing a day of acclimatization matters, so go slow on the early days; many climbers also "
         "ask their doctor about Diamox."),
        ("2032-02-22",
         "I'm back! Stood on Uhuru Peak at 6:52am on February 15. Reuben turned back at Stella Point with a pounding "
         "headache, but he's completely fine now. I lost about 4 kilos.",
         "Congratulations, that's 5,895 metres! Stella Point is still a huge achievement for Reuben; turning back with "
         "altitude symptoms was exactly the right call."),
    ], [
        ("Who went up Kilimanjaro with me?", [1], "update", [0]),
        ("How many days was my Kilimanjaro trek in the end?", [1], "update", [0]),
        ("What did the climb cost per person in the end?", [1], "update", [0]),
        ("What time did I reach the summit?", [2], "single-hop"),
        ("How far did my cousin make it, and why did he stop?", [1, 2], "multi-session"),
        ("How many days after the trek started did I summit?", [1, 2], "temporal"),
        ("How much did I tip the porters?", [], "abstain"),
        ("Did I get a yellow fever vaccination?", [], "abstain"),
        ("What's the name of my head guide?", [], "abstain"),
        ("Which airline did Reuben fly?", [], "abstain"),
    ]),
    ("t36-en-06", [
        ("2031-09-18",
         "My New Zealand working holiday visa got approved today! It's good for 12 months from the day I land, and the "
         "application cost NZ$455. Plan is to fly into Auckland on January 8 and start at Te Kauri Orchard near "
         "Hastings picking apples, NZ$26.50 an hour, with a cabin on site for NZ$160 a week.",
         "Congrats! Apply for your IRD tax number as soon as you land; it usually takes 8 to 10 working days. "
         "Immigration can also ask to see about NZ$4,200 in funds on arrival, so keep a bank statement handy."),
        ("2031-12-09",
         "Flight's booked, but Auckland fares were crazy, so I'm flying into Wellington on January 12 instead: Air New "
         "Zealand via Sydney, US$1,180 one way. My friend Tomasz, who's already living in Napier, will pick me up and "
         "drive me up to Hastings.",
         "Wellington to Hastings is roughly a four-hour drive, so it's great that Tomasz can do it. Jet lag plus a "
         "long drive is a lot; maybe take a day before your first shift."),
        ("2032-01-27",
         "Two weeks in at the orchard. They moved me from picking to the packhouse, night shift 6pm to 2am, NZ$29 an "
         "hour. And I gave up the cabin for a room in a shared house in Havelock North, NZ$210 a week, with two Chilean "
         "guys.",
         "A raise and a real room in two weeks, nice. Night shifts are easier with blackout curtains and a fixed sleep "
         "window, even on days off."),
    ], [
        ("Which New Zealand city did I fly into?", [1], "update", [0]),
        ("What's my hourly pay at the orchard these days?", [2], "update", [0]),
        ("How much rent am I paying now?", [2], "update", [0]),
        ("How long is my visa valid for?", [0], "single-hop"),
        ("Which orchard am I working at, and what shift am I on?", [0, 2], "multi-session"),
        ("Roughly how long after my visa was approved did I arrive in New Zealand?", [0, 1], "temporal"),
        ("What's my IRD number?", [], "abstain"),
        ("What are my Chilean housemates called?", [], "abstain"),
        ("How much in savings did I have to show immigration?", [], "abstain"),
        ("Does Tomasz work at the orchard too?", [], "abstain"),
    ]),
    ("t36-en-07", [
        ("2031-10-05",
         "Held our big yard sale yesterday on Juniper Court with two neighbor families, the Castellanos and the Lius. "
         "We made $612 on our side alone; the biggest sale was my old Peloton for $350 to a guy from Roseville. "
         "Leftovers go to the Goodwill on Fair Oaks Boulevard on Tuesday. My daughter Hazel ran a lemonade stand and "
         "made $23.",
         "What a haul! Goodwill will give you a donation receipt; write down a fair market value for each item, since "
         "non-cash donations over $500 need Form 8283 if you itemize."),
    ], [
        ("How much did we bring in at the yard sale?", [0], "single-hop"),
        ("What was the biggest thing I sold and what did it go for?", [0], "single-hop"),
        ("Where am I taking the stuff that didn't sell?", [0], "single-hop"),
        ("How much did my daughter make from her lemonade stand?", [0], "single-hop"),
        ("On what date was the yard sale?", [0], "temporal"),
        ("How much did the Liu family make?", [], "abstain"),
        ("What is my Goodwill donation worth as a tax deduction?", [], "abstain"),
        ("Did I sell my kayak at the yard sale?", [], "abstain"),
        ("What was the Peloton buyer's name?", [], "abstain"),
        ("How old is Hazel?", [], "abstain"),
    ]),
    ("t36-en-08", [
        ("2031-09-25",
         "Bought a used 4-shaft Schacht Standard floor loom, 36-inch weaving width, from a retired weaver named Odile "
         "in Eugene for $1,100. Had to pull the back seats out of the Subaru to get it home. First project: a set of "
         "8/2 cotton dish towels in huck lace.",
         "What a find! For 8/2 cotton towels most weavers sett around 24 ends per inch, and an 8-yard warp gives you "
         "four or five towels. A proper loom bench runs about $200 if you don't have one."),
        ("2031-11-08",
         "Finished the dish towels, six of them, and gave two to my sister Colette. Next up is a twill wool blanket for "
         "my partner Jonah; I ordered 3 pounds of Harrisville Shetland in 'Cobalt' for $138.",
         "Six towels from a first warp is great. Shetland blooms a lot in wet finishing, so expect the blanket to "
         "shrink 10 to 15 percent."),
        ("2032-01-18",
         "Jonah's blanket is off the loom: 50 by 68 inches after wet finishing. I also joined the Willamette Weavers "
         "Guild, $40 a year in dues, and they meet the second Saturday of each month.",
         "That's a generous lap-to-throw size. Guilds are great for borrowing equipment like warping mills."),
    ], [
        ("How much did I pay for my loom, and who sold it to me?", [0], "single-hop"),
        ("How wide can my loom weave?", [0], "single-hop"),
        ("What pattern was my first project, and how many pieces came out of it?", [0, 1], "multi-session"),
        ("What colour is the blanket I wove for my partner, and how big did it end up?", [1, 2], "multi-session"),
        ("What are my guild dues, and when does the guild meet?", [2], "single-hop"),
        ("How long did it take from buying the loom to cutting Jonah's blanket off it?", [0, 2], "temporal"),
        ("How many ends per inch did I sett my towels at?", [], "abstain"),
        ("Did I buy a loom bench?", [], "abstain"),
        ("Does Colette weave as well?", [], "abstain"),
        ("When is Jonah's birthday?", [], "abstain"),
    ]),
    ("t36-en-09", [
        ("2031-10-14",
         "Joined the Eastside Darkroom co-op on Hawthorne: $85 a month gets me 12 hours of enlarger time, plus a $50 "
         "key deposit. I'm shooting my dad's old Pentax K1000 with Ilford HP5 pushed to 1600 and developing in "
         "Rodinal 1:50. Printed my first 8x10 tonight, the Burnside Bridge in fog.",
         "That's a classic setup. For HP5 at 1600 in Rodinal 1+50 a lot of people start around 22 minutes at 20 C with "
         "gentle agitation, and fiber paper will really show off that fog."),
    ], [
        ("What do I pay each month at the darkroom, and what do I get for it?", [0], "single-hop"),
        ("Which camera am I shooting with?", [0], "single-hop"),
        ("What film am I using and what speed do I push it to?", [0], "single-hop"),
        ("What was the subject of my first print?", [0], "single-hop"),
        ("About how long ago did I join the darkroom co-op?", [0], "temporal"),
        ("What development time do I use for the pushed HP5?", [], "abstain"),
        ("Which paper did I print the bridge photo on?", [], "abstain"),
        ("Did my dad teach me photography?", [], "abstain"),
        ("Do I also own a digital camera?", [], "abstain"),
        ("Who manages the darkroom co-op?", [], "abstain"),
    ]),
    ("t36-en-10", [
        ("2031-09-28",
         "Finished my Little League umpire clinic through District 7 today, so I'm certified for fall ball. They pay "
         "$35 for a plate game and $25 for the bases, and I'm scheduled for 9 games between October 4 and November 8 "
         "at Rolling Hills Park. Bought my gear at Dick's: chest protector, mask and shin guards for $189.",
         "Congrats on the certification! Grab a ball bag and an indicator too, about $15 together. Plate games go a lot "
         "smoother if you practice your stance and timing with a pitching machine beforehand."),
    ], [
        ("What do I get paid for working the plate versus the bases?", [0], "single-hop"),
        ("How many games am I scheduled for this fall, and where?", [0], "single-hop"),
        ("What did my umpire gear cost?", [0], "single-hop"),
        ("Which district certified me as an umpire?", [0], "single-hop"),
        ("How many weeks did my fall umpiring schedule span?", [0], "temporal"),
        ("How much did I pay for my indicator?", [], "abstain"),
        ("Do I umpire high school games as well?", [], "abstain"),
        ("Who ran my umpire clinic?", [], "abstain"),
        ("How much did I earn from umpiring this fall in total?", [], "abstain"),
        ("Does my son play Little League?", [], "abstain"),
    ]),
    ("t36-en-11", [
        ("2031-09-02",
         "Started my EMT-Basic course at Cascade Community College tonight: Tuesday and Thursday nights 6 to 10 for 16 "
         "weeks, tuition $1,650 plus $180 for books. Clinical ride-alongs are with Ridgeline Ambulance, and the NREMT "
         "written exam is supposed to be December 20.",
         "Good luck! The NREMT cognitive exam fee is about $104, and the test is adaptive, anywhere from 70 to 120 "
         "questions. Flashcards for drug doses and vital sign ranges help a lot."),
        ("2031-12-03",
         "Passed my psychomotor skills test! But the testing center in Olympia had no December seats, so my NREMT "
         "written got pushed to January 9.",
         "Congratulations on skills! The extra few weeks can work in your favor for review."),
        ("2032-01-12",
         "PASSED the NREMT, it shut off at 72 questions. Already applied to Ridgeline Ambulance, and my interview is "
         "January 28 with the ops manager, Carla Estevez.",
         "Shutting off near the minimum is usually a good sign, and now it's confirmed. Ridgeline already knows you "
         "from your ride-alongs, which should help."),
    ], [
        ("When did I take the NREMT written exam?", [1], "update", [0]),
        ("Which nights was my EMT class?", [0], "single-hop"),
        ("What did tuition plus books come to for the EMT course?", [0], "single-hop"),
        ("Who is my interview with, and on what date?", [2], "single-hop"),
        ("Is the company I applied to the same one I did my ride-alongs with?", [0, 2], "multi-session"),
        ("How long after passing my skills test did I pass the written exam?", [1, 2], "temporal"),
        ("How much was the NREMT exam fee?", [], "abstain"),
        ("Did Ridgeline hire me?", [], "abstain"),
        ("What's Carla Estevez's phone number?", [], "abstain"),
        ("When does my CPR card expire?", [], "abstain"),
    ]),
    ("t36-en-12", [
        ("2031-10-02",
         "Dragged home a 1966 Mustang coupe in Wimbledon White from a barn in Tulare for $8,500. It still has the "
         "original 289 V8, but the floor pans are rusted through. Body guy is Manny Ochoa at Ochoa Customs; he quoted "
         "$4,200 for new floor pans and torque boxes.",
         "A '66 with the original 289 is a great start. A full Dynacorn floor pan runs around $400 if you want to "
         "supply parts, and check the cowl vents too; leaky cowls are the usual culprit for rotten floors."),
        ("2031-12-11",
         "Manny opened it up and the rear frame rails are rotten too, so his quote is now $6,900 for floors, torque "
         "boxes and rails. And I've decided: it's getting repainted Raven Black.",
         "Better to find it now than after paint. Raven Black is stunning but shows every ripple, so bodywork prep "
         "matters even more."),
        ("2032-02-19",
         "Engine's back from Hal's Machine Shop: the 289 got bored .030 over, $3,100. Manny says the body should be "
         "done by April 30.",
         "That's solid progress. Break-in on a fresh bore usually means 20 minutes at 2,000 to 2,500 rpm on first "
         "start to seat the cam."),
    ], [
        ("What is Manny charging for the rust repair?", [1], "update", [0]),
        ("What colour is my Mustang going to be?", [1], "update", [0]),
        ("What year is my project car, and what did I pay for it?", [0], "single-hop"),
        ("Who did the engine machine work, and how far over was it bored?", [2], "single-hop"),
        ("Counting the purchase price and the machine shop bill, how much have I spent on the car?", [0, 2], "multi-session"),
        ("How long had I owned the Mustang when the engine came back?", [0, 2], "temporal"),
        ("How much are the Dynacorn floor pans?", [], "abstain"),
        ("What transmission does my Mustang have?", [], "abstain"),
        ("Who sold me the car?", [], "abstain"),
        ("Is the interior original?", [], "abstain"),
    ]),
    ("t36-en-13", [
        ("2031-09-06",
         "First Saturday selling my jams at the Millbrook Farmers Market! Booth fee is $30 a week. I brought 60 "
         "half-pint jars of strawberry-rhubarb, peach-bourbon and blackberry-sage at $9 each or 3 for $24, and sold "
         "41. My cottage food permit from Placer County is CF-20817.",
         "What a strong first day! Remember your labels need net weight and the 'Made in a Home Kitchen' statement. "
         "At full price 41 jars would be about $369, so you cleared the booth fee many times over."),
    ], [
        ("What flavours of jam do I sell?", [0], "single-hop"),
        ("How many jars did I sell on my first market day?", [0], "single-hop"),
        ("What do I charge per jar, and what's the multi-jar deal?", [0], "single-hop"),
        ("What's my cottage food permit number?", [0], "single-hop"),
        ("When did I start selling at the farmers market?", [0], "temporal"),
        ("How much money did I take in on my first market day?", [], "abstain"),
        ("Which flavour sold out first?", [], "abstain"),
        ("What hours is the market open?", [], "abstain"),
        ("Do I sell pickles too?", [], "abstain"),
        ("Where do I buy my jars?", [], "abstain"),
    ]),
    ("t36-en-14", [
        ("2031-09-09",
         "We signed with BlueWave Pools for an inground pool: 14 by 28 feet, gunite, saltwater, $68,500. Dig date is "
         "October 20 and they say it'll be swimmable by mid-December. Financing through LightStream at 7.49% over 12 "
         "years.",
         "Exciting! Budget for a replacement salt cell every 3 to 5 years, typically $700 to $900. City permits often "
         "take 2 to 4 weeks, so ask BlueWave whether it's already filed."),
        ("2031-10-16",
         "Ugh, the city permit got held up over the setback from our sewer easement, so BlueWave pushed the dig to "
         "November 10. To fit the setback they redrew it at 12 by 26, and the price came down to $63,900.",
         "Frustrating, but a smaller shell also means lower chemical and heating costs every year."),
        ("2032-02-09",
         "Pool's finally done! Plaster went in January 30, PebbleTec in 'Tahoe Blue', and the inspector signed off on "
         "February 6. Water is only 54 degrees, so nobody's getting in till May.",
         "Congratulations! Brush the new finish daily for the first couple of weeks while it cures."),
    ], [
        ("How big is our pool?", [1], "update", [0]),
        ("What's the total price of the pool now?", [1], "update", [0]),
        ("When did they start digging?", [1], "update", [0]),
        ("Which company built our pool?", [0], "single-hop"),
        ("What finish did we choose, and when did the final inspection happen?", [2], "single-hop"),
        ("How much later than the builder's original promise was the pool actually finished?", [0, 2], "temporal"),
        ("How much does a replacement salt cell cost?", [], "abstain"),
        ("What's the city inspector's name?", [], "abstain"),
        ("Did we get a pool heater?", [], "abstain"),
        ("How deep is the deep end?", [], "abstain"),
    ]),
    ("t36-en-15", [
        ("2031-11-23",
         "Booked a Galapagos cruise for my mom's 70th: 8 days on the Santa Cruz II with Metropolitan Touring, western "
         "islands itinerary, leaving from Baltra on April 18. The cabin for two is $11,400, and the national park fee "
         "is $200 each on top. We fly Miami to Guayaquil on April 16.",
         "What a gift! You'll also need the $20 transit control card at the Guayaquil airport. April water is about "
         "22 C around the western islands, so a 3 mm wetsuit is worth packing."),
    ], [
        ("Which ship are we cruising on?", [0], "single-hop"),
        ("When does the cruise leave, and from where?", [0], "single-hop"),
        ("What does our cabin cost, and how much is the park fee?", [0], "single-hop"),
        ("What's the occasion for the trip?", [0], "single-hop"),
        ("How many days before the cruise departs do we fly to Guayaquil?", [0], "temporal"),
        ("How much is the transit control card?", [], "abstain"),
        ("What's my mom's name?", [], "abstain"),
        ("Which airline are we flying to Ecuador?", [], "abstain"),
        ("Are we adding a side trip to Quito?", [], "abstain"),
        ("What's our cabin number?", [], "abstain"),
    ]),
    ("t36-en-16", [
        ("2031-09-16",
         "Marcus and I are renewing our vows for our 20th anniversary on June 12! Ceremony at the Crane Point "
         "Lighthouse in Marathon, Florida, 45 guests, with my sister Bettina officiating. The reception is on the Keys "
         "Fisheries deck at $78 a head.",
         "How wonderful! 45 guests at $78 is about $3,510 before tax and the usual 20% service charge. June in the "
         "Keys averages around 88 F, so a late-afternoon ceremony will be kinder to everyone."),
        ("2031-11-30",
         "Vow renewal update: the lighthouse grounds are closed for restoration until August, so we moved the ceremony "
         "to Sombrero Beach, same date. The guest list grew to 60 now that Marcus's cousins from Ohio are coming.",
         "Sombrero Beach is gorgeous for a ceremony; check whether Monroe County needs a special event permit for a "
         "group that size."),
        ("2032-01-20",
         "Bettina can't officiate anymore, her knee surgery got scheduled for early June. Our old pastor, Rev. Alston "
         "Pierce, said yes instead. And the reception went up to $84 a head.",
         "Lucky that Rev. Pierce is available, and having someone who knew you early on is a lovely touch."),
    ], [
        ("Where is the vow renewal ceremony going to be held?", [1], "update", [0]),
        ("Who is officiating our vow renewal?", [2], "update", [0]),
        ("What's the per-person price for the reception?", [2], "update", [0]),
        ("Which anniversary are we celebrating, and on what date?", [0], "single-hop"),
        ("At the current per-head price, roughly what will the reception come to for everyone on the guest list?", [1, 2], "multi-session"),
        ("About how many months before the ceremony did we have to change the venue?", [0, 1], "temporal"),
        ("What song are we walking in to?", [], "abstain"),
        ("What are the names of my husband's Ohio cousins?", [], "abstain"),
        ("What's the service charge at the reception?", [], "abstain"),
        ("Where did Marcus and I get married originally?", [], "abstain"),
    ]),
    ("t36-en-17", [
        ("2031-10-22",
         "Had a root canal on my lower left first molar, #19, today with the endodontist Dr. Priya Raman at Summit "
         "Endodontics. Three canals, took 90 minutes. The bill was $1,340 and my Delta Dental PPO covers 50%. I go back "
         "to my regular dentist, Dr. Kowalczyk, on November 12 for the crown prep.",
         "Glad it's done. A porcelain-fused crown typically runs $1,100 to $1,500 before insurance. For soreness, many "
         "dentists suggest alternating 600 mg ibuprofen with acetaminophen for the first couple of days."),
    ], [
        ("Which tooth got the root canal?", [0], "single-hop"),
        ("Who did my root canal?", [0], "single-hop"),
        ("What was my share of the root canal bill?", [0], "single-hop"),
        ("What dental insurance do I have?", [0], "single-hop"),
        ("How many weeks were there between the root canal and the crown prep?", [0], "temporal"),
        ("How much is my crown going to cost?", [], "abstain"),
        ("What painkiller dose did my endodontist prescribe?", [], "abstain"),
        ("Do I need a root canal on any other tooth?", [], "abstain"),
        ("What's Dr. Kowalczyk's first name?", [], "abstain"),
        ("When is my next cleaning?", [], "abstain"),
    ]),
    ("t36-en-18", [
        ("2031-09-29",
         "Entered my Shetland sheepdog Juniper, registered as 'Heatherglen Summer Juniper', in her first AKC "
         "conformation show: the Sacramento Kennel Club show on October 18, 6-to-9-month puppy bitch class, $38 entry. "
         "Her breeder, Lois Farrant, is handling her because I'm way too nervous.",
         "How exciting! Practice stacking her for five minutes a day. For an AKC championship she'll need 15 points "
         "including two majors, so this first show is mostly about experience."),
        ("2031-10-19",
         "Juniper won her class and then Reserve Winners Bitch yesterday! No points, but the judge, Mrs. Yolanda Treat, "
         "loved her head.",
         "Reserve at her very first show is a fantastic start for a puppy."),
        ("2032-01-25",
         "Big news: I'm handling Juniper myself now, after a 6-week handling class at Sierra Dog Sports. At the "
         "Stockton show today she went Winners Bitch for her first 2 points!",
         "Owner-handled points are extra sweet. Congratulations to you both!"),
    ], [
        ("Who handles Juniper in the ring these days?", [2], "update", [0]),
        ("What's Juniper's registered name?", [0], "single-hop"),
        ("How did Juniper place at her first show?", [1], "single-hop"),
        ("Who judged Juniper's first show?", [1], "single-hop"),
        ("How many championship points has Juniper earned so far?", [1, 2], "multi-session"),
        ("How long was it from Juniper's first show to her first points?", [1, 2], "temporal"),
        ("How many points does Juniper need to finish her championship?", [], "abstain"),
        ("What did the handling class cost?", [], "abstain"),
        ("What's Lois Farrant's kennel name?", [], "abstain"),
        ("Has Juniper been spayed?", [], "abstain"),
    ]),
    ("t36-en-19", [
        ("2031-11-03",
         "Started judo at Kodokan West in Tacoma: adult class Monday, Wednesday and Friday 7:30 to 9pm, $120 a month, "
         "and I bought a single-weave white gi for $75. Sensei is Hiroshi Tanabe, 6th dan. Tonight was all ukemi, "
         "breakfalls, and I'm so sore. Plan is to test for yellow belt in about three months.",
         "Welcome to judo! Breakfalls are the most important thing you'll learn. Many clubs want around 40 mat hours "
         "before a yellow belt test, which fits your three-month plan at three classes a week."),
    ], [
        ("Which days do I have judo?", [0], "single-hop"),
        ("How much do I pay each month for judo?", [0], "single-hop"),
        ("Who's my sensei, and what's his rank?", [0], "single-hop"),
        ("What did we work on in my first class?", [0], "single-hop"),
        ("Around when was I planning to test for my yellow belt?", [0], "temporal"),
        ("How many mat hours do I need before the yellow belt test?", [], "abstain"),
        ("What size is my gi?", [], "abstain"),
        ("Have I entered a judo tournament yet?", [], "abstain"),
        ("Did I do any martial arts before judo?", [], "abstain"),
        ("What's the dojo's phone number?", [], "abstain"),
    ]),
    ("t36-en-20", [
        ("2031-12-05",
         "Did my first poetry slam last night at the Blue Cup Cafe on Lark Street! I read a three-minute piece called "
         "'Inheritance' about my grandmother's sewing tin, got 27.4 out of 30 from the judges, and placed 2nd of 11 "
         "poets, which won me a $25 gift card. The host, DeShawn Meeks, invited me back for the January 8 slam.",
         "That's a brilliant debut! Most slams give a 10-second grace period past three minutes and then take off half "
         "a point for every 10 seconds over, so keep rehearsing with a timer."),
    ], [
        ("What's my slam poem called and what's it about?", [0], "single-hop"),
        ("What score did I get and where did I place?", [0], "single-hop"),
        ("What prize did I win?", [0], "single-hop"),
        ("Who hosts the slam?", [0], "single-hop"),
        ("What date was my first poetry slam?", [0], "temporal"),
        ("What's the penalty for running over time?", [], "abstain"),
        ("Who won the slam that night?", [], "abstain"),
        ("Did I perform at the January 8 slam?", [], "abstain"),
        ("What was my grandmother's name?", [], "abstain"),
        ("Have I published a poetry collection?", [], "abstain"),
    ]),
    # ---------------------------------------------------------------- 简体中文
    ("t36-zh-01", [
        ("2031-09-04",
         "我报了个韩语班，在五道口的'韩光韩语'，周二周四晚上七点到九点，一期十二周，学费三千六。老师是个韩国小姐姐叫金秀妍。"
         "目标是明年四月考TOPIK二级。",
         "加油！TOPIK I 满分两百分，二级要一百四十分以上。国内考点报名费一般三四百块，建议每天抽二十分钟背单词，"
         "再练练听力。"),
        ("2031-11-20",
         "韩语班换时间了，金老师说周二来的人太少，合并成周六下午两点到五点，一周就上这一次了。另外我把目标改了，"
         "直接冲TOPIK三级。",
         "一周一次、一次三小时，中间记得自己复习。三级属于TOPIK II，题型和一二级不一样，要多练写作。"),
        ("2032-02-16",
         "TOPIK报上了，报的四月十一号那场，考点在北京语言大学，报名费花了四百五。金老师回韩国了，现在换成一个延边的"
         "朝鲜族老师，姓崔。",
         "离考试不到两个月，可以开始刷真题了，写作部分五十四题那篇长文最好每周练一篇。"),
    ], [
        ("我现在韩语课是什么时候上？", [1], "update", [0]),
        ("我这次TOPIK打算考几级？", [1], "update", [0]),
        ("现在教我韩语的是哪位老师？", [2], "update", [0]),
        ("我在哪家机构学的韩语，学费多少？", [0], "single-hop"),
        ("我的TOPIK哪天考，考点在哪儿？", [2], "single-hop"),
        ("从我报韩语班到考试那天，中间隔了多久？", [0, 2], "temporal"),
        ("TOPIK二级要考多少分才算过？", [], "abstain"),
        ("崔老师全名叫什么？", [], "abstain"),
        ("我学韩语是为了去韩国工作吗？", [], "abstain"),
        ("我的准考证号是多少？", [], "abstain"),
    ]),
    ("t36-zh-02", [
        ("2031-09-13",
         "今年第一次自己酿葡萄酒！去怀来的葡萄园摘了四十斤赤霞珠，七块五一斤，回来去梗捏碎，装进一个五十升的玻璃罐，"
         "加了两包安琪的葡萄酒酵母，打算带皮发酵十天再压榨。",
         "好有意思！四十斤葡萄压榨后大概能出十二到十四升酒。发酵温度最好控制在二十二到二十八度，每天压两次皮盖，"
         "防止长霉。"),
    ], [
        ("我酿酒用的是什么葡萄？", [0], "single-hop"),
        ("葡萄是在哪儿摘的，多少钱一斤？", [0], "single-hop"),
        ("我发酵用的罐子有多大？", [0], "single-hop"),
        ("我计划带皮发酵多少天？", [0], "single-hop"),
        ("照我的计划，大概哪天该压榨了？", [0], "temporal"),
        ("我这批能出多少升酒？", [], "abstain"),
        ("我往里面加了多少白糖？", [], "abstain"),
        ("我发酵温度控制在几度？", [], "abstain"),
        ("我以前泡过杨梅酒吗？", [], "abstain"),
        ("我老公爱喝红酒吗？", [], "abstain"),
    ]),
    ("t36-zh-03", [
        ("2031-09-08",
         "我从电子厂辞职了，去宝安西乡一家叫'剪匠'的美发店当学徒，师傅叫阿Ken。学徒工资一个月两千八，包住不包吃，"
         "每天早上十点干到晚上十点，周三休息。先从洗头和吹风学起。",
         "转行需要勇气！一般学徒熬到助理要半年到一年。有空可以去考个美发师职业技能等级证，以后跳槽谈薪资有用。"),
        ("2031-12-15",
         "好消息，我转成助理了！可以上手帮客人做烫染了，底薪涨到三千五，外加烫染项目百分之五的提成。",
         "才三个多月就转助理，很快了！烫染最考验对药水的理解，多记客人的发质和配方。"),
        ("2032-02-25",
         "过完年回来，阿Ken师傅自己出去开店了，在南山后海，叫'KEN造型'，喊我过去。我就跟过去了，底薪四千二，"
         "烫染提成百分之八，休息改成了周二。",
         "跟着师傅走，成长会更快。新店刚开，前几个月客源不稳，手上最好留点应急的钱。"),
    ], [
        ("我现在底薪多少？", [2], "update", [0, 1]),
        ("我现在每周哪天休息？", [2], "update", [0]),
        ("我烫染的提成现在是几个点？", [2], "update", [1]),
        ("我现在在哪家店上班，店在哪儿？", [2], "update", [0]),
        ("我当学徒那会儿店里管吃住吗？", [0], "single-hop"),
        ("我从当学徒到转成助理用了多长时间？", [0, 1], "temporal"),
        ("我打算什么时候考美发师证？", [], "abstain"),
        ("阿Ken新店的房租多少？", [], "abstain"),
        ("我给客人剪一次头收多少钱？", [], "abstain"),
        ("我是不是也在学化妆？", [], "abstain"),
    ]),
    ("t36-zh-04", [
        ("2031-10-09",
         "我入职链家了，当房产经纪人，分在成都金牛区的茶店子店，店长叫罗建华。底薪三千，每单提成是佣金的百分之三十五。"
         "第一个月要把商圈里二十三个小区的房源背熟。",
         "欢迎入行！新人头三个月最重要的是带看量，一天能带看两三组就很不错了。成都二手房的买方中介费多数在百分之二"
         "左右，也有门店能谈到一点五。"),
        ("2031-12-20",
         "开单了！卖了一套金科天籁城的两室，八十九平，成交价一百一十八万，佣金收了两万三千六，我拿百分之三十五。",
         "恭喜第一单！这一单你能分到八千二百六，第一单就是最好的定心丸。"),
        ("2032-02-12",
         "公司调整，我被调到营门口店了，店长换成一个姓谭的。因为我上季度业绩进了片区前十，提成比例提到了百分之四十。",
         "进前十很厉害！新店要重新熟悉商圈，可以先把营门口周边的次新房源摸一遍。"),
    ], [
        ("我现在在哪个门店？", [2], "update", [0]),
        ("我现在的提成比例是多少？", [2], "update", [0]),
        ("我现在的店长是谁？", [2], "update", [0]),
        ("我第一单卖的是哪个小区的房子，成交价多少？", [1], "single-hop"),
        ("算上底薪，开第一单的那个月我大概能拿多少？", [0, 1], "multi-session"),
        ("我入职后过了多久才开出第一单？", [0, 1], "temporal"),
        ("我第一单的买家是谁？", [], "abstain"),
        ("谭店长全名叫什么？", [], "abstain"),
        ("我考了房地产经纪人资格证没有？", [], "abstain"),
        ("我上季度一共成交了几单？", [], "abstain"),
    ]),
    ("t36-zh-05", [
        ("2031-09-20",
         "报名了四姑娘山二峰的攀登，跟'岷山户外'走，三天两夜，十月十八号从日隆镇出发，费用两千八，包向导、马帮和营地食宿。"
         "这是我第一次爬五千米以上的山，二峰海拔五千二百七十六米。",
         "二峰很适合做第一座雪山！可以提前一周开始吃红景天，冲顶一般凌晨三四点从大本营出发，一定要备好高帮登山鞋和"
         "头灯。"),
        ("2031-10-12",
         "岷山户外说十月中旬山上下大雪，把我们改到十月二十五号出发，行程不变。我还在迪卡侬买了双高帮登山鞋，八百九十九。",
         "安全第一，改期是对的。新鞋出发前最好穿着走几次，把脚磨合好。"),
        ("2031-10-28",
         "登顶了！二十七号早上八点十分站上了二峰顶，我们一队九个人有七个登顶。下山的时候右膝盖有点疼。",
         "太棒了，恭喜第一座五千米！膝盖疼可以先冰敷休息，下次下山用登山杖能分担不少压力。"),
    ], [
        ("我们最后是哪天出发去爬二峰的？", [1], "update", [0]),
        ("我跟哪家户外公司去的，费用多少？", [0], "single-hop"),
        ("二峰海拔有多高？", [0], "single-hop"),
        ("我的登山鞋在哪儿买的，花了多少？", [1], "single-hop"),
        ("我们队几个人，最后几个人登顶？", [2], "single-hop"),
        ("从出发那天算，我是第几天登顶的？", [1, 2], "temporal"),
        ("红景天我提前吃了几天？", [], "abstain"),
        ("我们的向导叫什么名字？", [], "abstain"),
        ("我膝盖去医院看了吗？", [], "abstain"),
        ("我以前爬过哈巴雪山吗？", [], "abstain"),
    ]),
    ("t36-zh-06", [
        ("2031-09-11",
         "女儿小满十二岁，学校体检筛查说她脊柱侧弯，我们带她去市儿童医院拍了全脊柱片，Cobb角二十二度。骨科的孟主任说要"
         "戴支具，一天戴二十二个小时以上，每三个月复查一次。支具定做要六千八，医保不报。",
         "发现得早是好事。Cobb角在二十到四十度之间一般都是先戴支具，配合施罗斯体操效果会更好。这个年纪正在长个子，"
         "坚持戴很关键。"),
        ("2031-12-18",
         "小满三个月复查了，Cobb角降到了十七度！孟主任很满意，让她继续戴。另外给她报了施罗斯矫正体操，在医院康复科，"
         "每周六上午，一次三百。",
         "进步很明显！体操在家也可以每天练十五分钟，巩固效果。"),
        ("2032-02-24",
         "孟主任说小满情况稳定，从下个月开始只要晚上戴，每天十二个小时就行。施罗斯体操也改成两周一次了。",
         "太好了，白天不用戴，孩子上学会轻松很多。"),
    ], [
        ("小满现在的Cobb角是多少度？", [1], "update", [0]),
        ("小满现在每天要戴几个小时支具？", [2], "update", [0]),
        ("小满的矫正体操现在多久上一次？", [2], "update", [1]),
        ("支具花了多少钱，医保能报吗？", [0], "single-hop"),
        ("小满在哪家医院看的，主治医生是谁？", [0], "single-hop"),
        ("小满查出侧弯后大概过了多久做的第一次复查？", [0, 1], "temporal"),
        ("小满现在身高多少？", [], "abstain"),
        ("小满在哪个学校读书？", [], "abstain"),
        ("孟主任叫什么名字？", [], "abstain"),
        ("我给小满买了什么保险？", [], "abstain"),
    ]),
    ("t36-zh-07", [
        ("2031-10-18",
         "开始学工笔花鸟了，在杭州美院附近一个画室，老师姓詹，每周六上午九点到十二点，一期十次一千五。第一幅在临宋人的"
         "《出水芙蓉》，先用狼毫勾线，熟宣是在南山路的'墨香阁'买的，一刀两百二。",
         "工笔讲究'三矾九染'，荷花的花瓣一般要分染七八遍才出层次。勾线可以试试衣纹笔，熟宣记得防潮，放久了容易漏矾。"),
    ], [
        ("我的工笔画课什么时候上？", [0], "single-hop"),
        ("画室一期多少钱，上几次课？", [0], "single-hop"),
        ("我第一幅临的是哪张画？", [0], "single-hop"),
        ("我的熟宣是在哪儿买的，多少钱一刀？", [0], "single-hop"),
        ("我开始学工笔画到现在有多久了？", [0], "temporal"),
        ("詹老师全名叫什么？", [], "abstain"),
        ("我那幅荷花要分染几遍？", [], "abstain"),
        ("我以前学过书法吗？", [], "abstain"),
        ("我用的是什么牌子的颜料？", [], "abstain"),
        ("我的画拿去参展了吗？", [], "abstain"),
    ]),
    ("t36-zh-08", [
        ("2031-09-24",
         "跟我表哥合伙在顺德大良开了家洗车店，叫'亮车坊'，店面一百二十平，月租八千五，两个人一共投了二十八万。普洗三十五"
         "一次，办卡十次三百。雇了两个洗车工。",
         "恭喜开业！单靠普洗利润比较薄，可以慢慢加镀晶、内饰清洗这些项目，毛利能到六成以上。"),
        ("2031-12-05",
         "隔壁新开了一家自助洗车，抢了不少生意，我们普洗降到二十八了，十次卡降到二百五。又加了个镀晶项目，四百八一次。",
         "价格战别打太狠，服务和速度才是留住老客的关键。镀晶可以搭配办卡送一次，拉高客单价。"),
        ("2032-01-29",
         "房东说年后要涨租，从三月开始月租九千二。表哥也想退股了，我打算把他那份十四万分三期给他。",
         "分期给要写清楚协议，每期金额和时间都约定好，也把店里的债务和设备折旧算清楚。"),
    ], [
        ("我们店普通洗一次多少钱？", [1], "update", [0]),
        ("现在办十次卡多少钱？", [1], "update", [0]),
        ("店面现在月租多少？", [2], "update", [0]),
        ("我的洗车店叫什么，开在哪儿？", [0], "single-hop"),
        ("表哥退股我要给他多少，占我们当初总投入的几成？", [0, 2], "multi-session"),
        ("从开业到房东通知涨租，过了多长时间？", [0, 2], "temporal"),
        ("店里两个洗车工叫什么？", [], "abstain"),
        ("我们店一个月营业额多少？", [], "abstain"),
        ("隔壁自助洗车多少钱一次？", [], "abstain"),
        ("我表哥叫什么名字？", [], "abstain"),
    ]),
    ("t36-zh-09", [
        ("2031-11-15",
         "今天去北京射击馆体验射击，打的十米气步枪，六十发，打了五百一十二环，教练说新手里算不错的。顺手办了个会员卡，"
         "充两千送三百，打一发一块五。下次想试试飞碟。",
         "新手六十发五百多环挺厉害了，正式比赛十米气步枪六十发满分是六百五十四点四环。飞碟一般二十五发一组，价格比"
         "气步枪贵不少。"),
    ], [
        ("我是在哪儿打的射击？", [0], "single-hop"),
        ("我打的是什么项目，打了多少发？", [0], "single-hop"),
        ("我那次打了多少环？", [0], "single-hop"),
        ("会员卡充了多少，送了多少？", [0], "single-hop"),
        ("我第一次去打射击是哪天？", [0], "temporal"),
        ("打一组飞碟多少钱？", [], "abstain"),
        ("我的射击教练叫什么？", [], "abstain"),
        ("我约了哪天去打飞碟？", [], "abstain"),
        ("我当兵的时候打过枪吗？", [], "abstain"),
        ("我手枪打了多少环？", [], "abstain"),
    ]),
    ("t36-zh-10", [
        ("2032-02-18",
         "今年元宵想给儿子做个兔子灯，跟社区文化站的黄师傅学扎花灯，竹篾是他给的，今天下午扎了一下午骨架，外面糊的是"
         "红色皱纹纸，里面放LED小灯泡。元宵那天社区有花灯展，我也报了名，一共三十七盏参展。",
         "好有年味！今年元宵是二月二十五号，还有一周，时间够。皱纹纸糊面前先刷一层稀浆糊，干了以后会更挺括。"),
    ], [
        ("我做的是什么灯，给谁做的？", [0], "single-hop"),
        ("是谁教我扎灯的？", [0], "single-hop"),
        ("灯面用什么纸糊的，里面用什么照亮？", [0], "single-hop"),
        ("社区花灯展一共有多少盏灯参展？", [0], "single-hop"),
        ("我是哪天开始扎灯骨架的？", [0], "temporal"),
        ("我的灯在花灯展上拿奖了吗？", [], "abstain"),
        ("黄师傅今年多大年纪？", [], "abstain"),
        ("我儿子几岁了？", [], "abstain"),
        ("花灯展在哪个广场办？", [], "abstain"),
        ("我老婆帮我一起糊灯了吗？", [], "abstain"),
    ]),
    ("t36-zh-11", [
        ("2031-09-27",
         "报名了明年三月二十号的'粤健杯'业余健美比赛，报的女子比基尼组。我身高一米六二，现在五十八公斤，体脂百分之二十四。"
         "请了个备赛教练叫Vivian，一个月三千二，她让我一天吃够一百二十克蛋白质。",
         "好有魄力！比基尼组上台时体脂一般在百分之十四到十八。比赛用的定制比基尼一套大概一千多，再加上晒黑油和"
         "化妆，预算要留出来。"),
        ("2031-12-27",
         "备赛三个月了，现在五十三点五公斤，体脂降到百分之十九。Vivian把蛋白质加到一天一百四十克，碳水降到一百五十克。",
         "掉得很稳！这个阶段注意睡眠和经期变化，力量训练别掉。"),
        ("2032-02-20",
         "主办方通知比赛改期了，挪到四月十七号，地点还是广州体育馆。我现在五十一点二公斤。",
         "多出四周，可以把减脂节奏放缓一点，上台状态会更饱满。"),
    ], [
        ("我的健美比赛是哪天？", [2], "update", [0]),
        ("我现在体重多少？", [2], "update", [0, 1]),
        ("教练现在让我一天吃多少蛋白质？", [1], "update", [0]),
        ("我报的是哪个组别？", [0], "single-hop"),
        ("开始备赛到现在我一共减了多少公斤？", [0, 2], "multi-session"),
        ("从今天算，离比赛还有多少天？", [2], "temporal"),
        ("我定制的比基尼花了多少钱？", [], "abstain"),
        ("Vivian是哪家健身房的？", [], "abstain"),
        ("我上台的体脂目标是多少？", [], "abstain"),
        ("我以前参加过健美比赛吗？", [], "abstain"),
    ]),
    ("t36-zh-12", [
        ("2031-10-23",
         "单位工会组了个保龄球联赛，我在'滚地雷'队，一队四个人，每周四晚上在望京的'星际保龄'打三局。今晚我打出了个人"
         "最高的一百八十六分！整个联赛要打十二周。",
         "一百八十六很厉害了，业余玩家平均分能上一百五就算不错。满分是三百。想再进步的话，可以考虑配一个自己的球，"
         "十二到十四磅的比较常见。"),
    ], [
        ("我在哪个队，一队几个人？", [0], "single-hop"),
        ("联赛什么时候打，在哪个球馆？", [0], "single-hop"),
        ("我个人最高打过多少分？", [0], "single-hop"),
        ("这个联赛一共打几周？", [0], "single-hop"),
        ("我打出个人最高分是哪天？", [0], "temporal"),
        ("我的平均分是多少？", [], "abstain"),
        ("我们队长是谁？", [], "abstain"),
        ("我自己买保龄球了吗？", [], "abstain"),
        ("我们队现在排第几？", [], "abstain"),
        ("我用几磅的球？", [], "abstain"),
    ]),
    ("t36-zh-13", [
        ("2031-10-07",
         "我在长沙望城包了六个草莓大棚，每个棚一亩，一年租金一共三万六。种的是'红颜'和'章姬'两个品种，苗是九月中旬下的，"
         "预计十二月中旬开始能摘。打算搞采摘园，周末让城里人来摘。",
         "好项目！红颜亩产大概三千斤左右，采摘价长沙一般四五十一斤。开花后记得放蜜蜂授粉，不然容易出畸形果。"),
        ("2031-12-21",
         "采摘园开张了！定价五十八一斤，不收门票。开张第一个周末来了一百多个客人，卖了四百多斤。",
         "开门红！可以让客人拍照发朋友圈送一小盒，口碑传得快。"),
        ("2032-01-30",
         "过年前草莓行情涨了，采摘价调到六十八一斤。我还开了个抖音号叫'望城莓好时光'，同城配送三十九一斤。",
         "年前正是旺季，配送记得用带格子的包装盒，红颜皮薄，路上容易压坏。"),
    ], [
        ("现在采摘多少钱一斤？", [2], "update", [1]),
        ("我种的是哪两个草莓品种？", [0], "single-hop"),
        ("我包了几个棚，一年租金多少？", [0], "single-hop"),
        ("采摘园刚开门那个周末，一共卖出去多少斤草莓？", [1], "single-hop"),
        ("从开张到现在，采摘价涨了多少？", [1, 2], "multi-session"),
        ("从下苗到采摘园开张大概用了多久？", [0, 1], "temporal"),
        ("我大棚里用的什么蜂授粉？", [], "abstain"),
        ("我的草莓亩产多少？", [], "abstain"),
        ("我雇了几个工人？", [], "abstain"),
        ("抖音号是我老婆在管吗？", [], "abstain"),
    ]),
    ("t36-zh-14", [
        ("2031-11-08",
         "退休了，加入了我们小区的'夕阳红'腰鼓队，一共二十四个人，队长是以前纺织厂的工会主席刘桂芳。每天早上七点在中山公园"
         "南门练一个钟头，每人交了两百块队费，统一买红绸子的演出服。十二月三十一号要去区里的迎新年汇演。",
         "真热闹！腰鼓对肩膀和腰的活动量不小，练之前先热身五到十分钟。冬天早上冷，记得戴护膝。"),
    ], [
        ("我们腰鼓队一共多少人？", [0], "single-hop"),
        ("腰鼓队的队长是谁？", [0], "single-hop"),
        ("我们每天在哪儿练，几点开始？", [0], "single-hop"),
        ("队费交了多少，用来干什么？", [0], "single-hop"),
        ("我加入腰鼓队以后，过了多久要去汇演？", [0], "temporal"),
        ("汇演我们打的是什么曲子？", [], "abstain"),
        ("刘桂芳今年多大岁数？", [], "abstain"),
        ("我的腰鼓是多少钱买的？", [], "abstain"),
        ("我退休前是干什么的？", [], "abstain"),
        ("我们汇演拿奖了吗？", [], "abstain"),
    ]),
    ("t36-zh-15", [
        ("2031-09-30",
         "我在建行的房贷还剩九十六万，利率三点四五，等额本息，还有二十一年，每月还五千七百二。等年终奖下来，打算提前还"
         "二十万，选缩短年限、月供不变。",
         "缩短年限省利息最多，按你的情况提前还二十万大概能少付十五万左右的利息。建行一般要提前在手机银行上预约，"
         "约好后下个月扣款。"),
        ("2032-01-15",
         "年终奖发了，比预想的少，只能提前还十五万了。已经在建行App上预约好，二月十八号扣款。",
         "十五万也不少了！扣款前一天记得把钱存进还款卡，余额不够会预约失败。"),
        ("2032-02-19",
         "提前还款办完了，剩余本金八十一万，银行给的新年限是十七年零四个月，月供还是五千七百二。",
         "一下子缩短了三年多，很划算。以后手头宽裕还可以再约提前还款。"),
    ], [
        ("我最后提前还了多少钱？", [1], "update", [0]),
        ("我的房贷现在还剩多少本金？", [2], "update", [0]),
        ("我的房贷还得还多少年？", [2], "update", [0]),
        ("我的房贷是在哪家银行贷的，利率多少？", [0], "single-hop"),
        ("提前还款是哪天扣的钱？", [1], "single-hop"),
        ("从预约提前还款到扣款，中间隔了几天？", [1], "temporal"),
        ("这次提前还款能省多少利息？", [], "abstain"),
        ("我的年终奖发了多少？", [], "abstain"),
        ("我老婆的公积金能拿来还房贷吗？", [], "abstain"),
        ("我的房子在哪个小区？", [], "abstain"),
    ]),
    ("t36-zh-16", [
        ("2031-10-01",
         "公司要派我去肯尼亚内罗毕的项目部，做铁路延长线的机电工程师，外派两年。外派补贴一个月一万二，国内工资一万五照发。"
         "十一月十号从广州飞，在迪拜转机。",
         "这是很好的锻炼机会！去肯尼亚要提前打黄热病疫苗，小黄本一定要随身带。电子签证费大概五十美元左右。"),
        ("2031-11-03",
         "出发改到十一月二十四号了，签证下来得晚。航班也换成了埃塞俄比亚航空，从广州经亚的斯亚贝巴转机。",
         "埃航这条线转机很方便，在亚的斯转机时间一般两三个小时，记得提前准备好美元零钱。"),
        ("2032-01-22",
         "项目部说我表现不错，外派补贴涨到一万五了。住的地方也从工地营地搬到了内罗毕市区Kilimani的公司公寓，跟同事老蔡"
         "一起住。",
         "恭喜！市区生活方便多了，不过晚上出门还是尽量结伴、打车。"),
    ], [
        ("我是哪天飞去肯尼亚的？", [1], "update", [0]),
        ("我去内罗毕是在哪里转的机？", [1], "update", [0]),
        ("我在肯尼亚每个月的补贴现在是多少？", [2], "update", [0]),
        ("我现在住在哪儿，跟谁一起住？", [2], "single-hop"),
        ("国内工资加上外派补贴，我现在一个月一共拿多少？", [0, 2], "multi-session"),
        ("到今天为止，我到肯尼亚大概多久了？", [1], "temporal"),
        ("我打黄热病疫苗了吗？", [], "abstain"),
        ("老蔡在项目上负责什么？", [], "abstain"),
        ("公司公寓月租多少？", [], "abstain"),
        ("我老婆会过去探亲吗？", [], "abstain"),
    ]),
    ("t36-zh-17", [
        ("2031-09-01",
         "我辞了深圳的工作，报了一个公益支教项目，去贵州黔西南望谟县的一所村小教一年书，学校叫打易镇中心小学，全校一百三十"
         "个学生。我教三年级语文，还有全校的音乐课。项目每个月给两千生活补贴，学校包住。今天是第一天上课。",
         "太了不起了！望谟冬天湿冷，山里没有暖气，记得带个电热毯。孩子们第一周可能很害羞，多叫名字会拉近距离。"),
    ], [
        ("我支教的学校叫什么，在哪儿？", [0], "single-hop"),
        ("我在那边教哪些课？", [0], "single-hop"),
        ("支教项目一个月给多少补贴？", [0], "single-hop"),
        ("学校一共有多少学生？", [0], "single-hop"),
        ("我去支教到现在有多长时间了？", [0], "temporal"),
        ("我之前在深圳是做什么工作的？", [], "abstain"),
        ("我带的班有多少个学生？", [], "abstain"),
        ("学校校长姓什么？", [], "abstain"),
        ("我带电热毯去了吗？", [], "abstain"),
        ("我打算明年续签支教吗？", [], "abstain"),
    ]),
    ("t36-zh-18", [
        ("2031-12-13",
         "今天跟同事去上海的'极速风暴'卡丁车场跑卡丁车，室外赛道一圈一千零二十米，八分钟一节，一节一百八。我跑了两节，"
         "最快单圈五十二秒三，我们八个人里排第二，第一是组长老宋，五十秒九。",
         "第一次就排第二很不错！想再快一点，记住入弯前刹车、出弯早给油。很多场地有成人赛车营，一期大概两千左右。"),
    ], [
        ("我最快一圈跑了多少秒？", [0], "single-hop"),
        ("那天谁跑得最快，成绩多少？", [0], "single-hop"),
        ("我跑了几节，一共花了多少钱？", [0], "single-hop"),
        ("那条赛道一圈有多长？", [0], "single-hop"),
        ("我是哪天去跑的卡丁车？", [0], "temporal"),
        ("我报名赛车营了吗？", [], "abstain"),
        ("我开的是几号车？", [], "abstain"),
        ("那天排第三的是谁？", [], "abstain"),
        ("我有汽车驾照吗？", [], "abstain"),
        ("老宋全名叫什么？", [], "abstain"),
    ]),
    ("t36-zh-19", [
        ("2031-12-10",
         "今年年夜饭我来张罗，在苏州山塘街的'得月楼'订了个包厢，十四个人，一桌套餐三千八百八，定金付了一千。除夕晚上五点半"
         "开席。我爸妈、我姐一家，还有我老婆那边的爸妈都来。",
         "提前两个月订很明智！二零三二年除夕是二月十号，苏州老字号那几天基本爆满。可以提前问问能不能自带酒水。"),
        ("2032-01-09",
         "得月楼那边说包厢被重复订了，把我们退了，定金也退回来了。重新订在了松鹤楼观前街店，十二人的大包，套餐四千二百八，"
         "还是五点半开席。",
         "还好退得早！十二人包厢坐十四个人可能有点挤，可以问问能不能加位。"),
        ("2032-02-11",
         "年夜饭吃得很开心，就是最后来了十三个人，我姐夫临时加班没来，只好让服务员加了一个座位。结账一共四千六百多，"
         "加了两瓶黄酒和一个松鼠鳜鱼。",
         "团团圆圆就好！新年快乐，给你和家人拜个年。"),
    ], [
        ("年夜饭最后是在哪家饭店吃的？", [1], "update", [0]),
        ("年夜饭的套餐多少钱一桌？", [1], "update", [0]),
        ("年夜饭最后来了几个人，谁没来？", [2], "single-hop"),
        ("年夜饭最后一共结了多少钱？", [2], "single-hop"),
        ("我们一开始定了几个人吃，最后少了几个？", [0, 2], "multi-session"),
        ("我第一次订饭店的时候，离吃年夜饭还有多久？", [0, 2], "temporal"),
        ("松鹤楼的定金交了多少？", [], "abstain"),
        ("我姐叫什么名字？", [], "abstain"),
        ("大年初一我们去哪儿玩了？", [], "abstain"),
        ("我岳父今年多大了？", [], "abstain"),
    ]),
    ("t36-zh-20", [
        ("2031-12-27",
         "今天考完管理类联考了，报的是浙大的非全日制MBA。估分综合一百四十八，英语二六十一，加起来两百零九。去年浙大MBA复试"
         "线听说要两百一十左右，有点悬。好在提前面试我拿的是'优秀'，学费四十二万。",
         "辛苦了！拿到提前面试优秀资格，一般只要过国家线就能录取，去年管理类联考国家线是一百七十左右，所以希望很大。"
         "成绩通常二月底出。"),
    ], [
        ("我报考的是哪个学校的什么项目？", [0], "single-hop"),
        ("我估分综合和英语各考了多少？", [0], "single-hop"),
        ("我的提前面试是什么结果？", [0], "single-hop"),
        ("浙大MBA学费多少？", [0], "single-hop"),
        ("我是哪天参加的联考？", [0], "temporal"),
        ("我的联考成绩出来了吗，考了多少？", [], "abstain"),
        ("联考成绩什么时候公布？", [], "abstain"),
        ("我现在在哪家公司上班？", [], "abstain"),
        ("我考了几次MBA了？", [], "abstain"),
        ("学费公司给报销吗？", [], "abstain"),
    ]),
]


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, here)
