"""Writes tiny-stores-29.json: a blind set of 40 tiny stores (20 English, 20 Chinese users), each user telling one to four facts between March and July 2028, with questions asked afterwards. Written by someone who read only the shared builder (tiny_store_case.py) and the list of first turns used by earlier sets. Question tuples are (query, [fact index], type[, [stale fact index]])."""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from tiny_store_case import write_tiny_stores  # noqa: E402

NAME = "tiny-stores-29"
ASK = "2028-08-05T20:00:00+08:00"
DESCRIPTION = (
    "Blind set: 40 tiny stores (20 English, 20 Chinese users), 18 of them holding a single fact, the rest two or three facts "
    "told between March and July 2028, 14 of the 22 multi-fact users changing an earlier fact later on (moved, "
    "rescheduled, replaced, repriced). Questions asked on 2028-08-05: paraphrased single-hop, multi-session, update "
    "(current state, older fact stale), temporal, and about 45% hard abstain questions about an untold detail of the "
    "same person, pet or thing, a different relative, or an unstated price, time or number. Written blind from the "
    "shared builder and the list of earlier first turns only."
)

CASES = [
    # ------------------------------------------------------------------ English
    ("en-tiny29-01", [
        ("2028-03-04",
         "Ugh, the ringing in my ears has been going on for weeks, so I finally saw an audiologist. Her name is Dr. Benedetta Rossi, "
         "at the Clearwater Hearing Centre. She says it's tinnitus, probably from years of playing drums without earplugs, and she's "
         "fitted me with a little white-noise generator to wear at night.",
         "That sounds exhausting, glad you got some answers. I hope the white-noise generator helps you sleep."),
    ], [
        ("What did the hearing specialist diagnose me with?", [0], "single-hop"),
        ("Who's the audiologist I went to about my ears?", [0], "single-hop"),
        ("What do I think caused my ear problem?", [0], "single-hop"),
        ("Which ear is the ringing worse in?", [], "abstain"),
        ("When did I see someone about the ringing in my ears?", [0], "temporal"),
        ("What's the address of the Clearwater Hearing Centre?", [], "abstain"),
        ("How much did the white-noise generator cost me?", [], "abstain"),
        ("When is my follow-up appointment with the audiologist?", [], "abstain"),
        ("Which band do I play drums in?", [], "abstain"),
        ("What brand of earplugs do I use now?", [], "abstain"),
    ]),
    ("en-tiny29-02", [
        ("2028-03-09",
         "My daughter Juniper finally got the pet she's been begging for: an axolotl! It's a leucistic one, pink with dark eyes, "
         "and she named him Noodle. He's in a 20-gallon long tank in her room.",
         "Noodle is a perfect name! Axolotls are such funny-looking little creatures."),
        ("2028-04-22",
         "Quick axolotl update: the tank kept getting too warm in Juniper's room with the afternoon sun, so we carried the whole "
         "setup down to the basement. Much cooler down there, around 17°C.",
         "Smart move, axolotls really do prefer it cool."),
        ("2028-06-10",
         "Noodle is eating frozen bloodworms like a champ, but the guy at the pet store says to switch him to sinking pellets as "
         "his main food and keep the worms as a treat.",
         "Pellets make a good staple. Noodle's in good hands."),
    ], [
        ("What kind of animal does my daughter keep?", [0], "single-hop"),
        ("What colour is Noodle?", [0], "single-hop"),
        ("Where is the axolotl's tank kept these days?", [1], "update", [0]),
        ("How big is Noodle's aquarium?", [0], "single-hop"),
        ("How warm is Noodle's water and what should his main food be?", [1, 2], "multi-session"),
        ("When did we move the axolotl tank?", [1], "temporal"),
        ("How old is Juniper?", [], "abstain"),
        ("How much did we pay for the axolotl?", [], "abstain"),
        ("What's the name of the pet store we buy Noodle's food from?", [], "abstain"),
        ("What's my son's pet called?", [], "abstain"),
    ]),
    ("en-tiny29-03", [
        ("2028-03-15",
         "Finally did the grown-up thing and opened a 529 plan for my son Ezra through the state program, Bright Start. I'm "
         "auto-contributing $150 on the 1st of every month, and Grandma Lorraine put in $1,000 to kick it off.",
         "That's a great head start for Ezra. Small monthly amounts really add up over the years."),
    ], [
        ("What kind of account did I open for my kid's education?", [0], "single-hop"),
        ("How much goes into Ezra's college fund each month?", [0], "single-hop"),
        ("Who made the first deposit into the college savings, and how much was it?", [0], "single-hop"),
        ("Which bank does the $150 monthly contribution come out of?", [], "abstain"),
        ("When did I set up the college savings plan?", [0], "temporal"),
        ("How old is Ezra?", [], "abstain"),
        ("What's the current balance of the 529 plan?", [], "abstain"),
        ("How much do I put into my daughter's college fund?", [], "abstain"),
        ("Which investment portfolio did I pick inside the 529?", [], "abstain"),
        ("Where does Grandma Lorraine live?", [], "abstain"),
    ]),
    ("en-tiny29-04", [
        ("2028-03-18",
         "Woke up and the room was spinning so hard I threw up. Urgent care says it's BPPV, loose crystals in my inner ear, right "
         "side. They did the Epley maneuver and referred me to a vestibular physiotherapist, Tobias Lind, first session on March 27.",
         "That sounds frightening. Glad it's treatable, and I hope the physio gets it settled."),
        ("2028-03-25",
         "Tobias's clinic called, he's off sick, so my first vestibular session got pushed to April 3, 8:40 in the morning.",
         "Annoying, but at least it's only a week later. April 3 at 8:40, noted."),
        ("2028-05-02",
         "Three sessions with Tobias done and the dizziness is basically gone. He gave me Brandt-Daroff exercises to do twice a "
         "day for another month.",
         "That's great progress! Keep up those exercises."),
    ], [
        ("What's behind my dizzy spells?", [0], "single-hop"),
        ("Which ear has the crystal problem?", [0], "single-hop"),
        ("Who is my balance physiotherapist?", [0], "single-hop"),
        ("When was my first session with the vestibular physio in the end?", [1], "update", [0]),
        ("What did urgent care do for the vertigo, and what exercises am I doing at home now?", [0, 2], "multi-session"),
        ("When did the spinning attack that sent me to urgent care happen?", [0], "temporal"),
        ("What's the address of Tobias Lind's clinic?", [], "abstain"),
        ("How much does each vestibular physio session cost?", [], "abstain"),
        ("What medication was I prescribed for the nausea?", [], "abstain"),
        ("What's the name of the urgent care doctor who did the Epley maneuver?", [], "abstain"),
    ]),
    ("en-tiny29-05", [
        ("2028-03-22",
         "Side business is official: I registered 'Keen Edge Sharpening' as an LLC last week. I do mobile knife sharpening out of "
         "my hatchback at the Saturday farmers' market in Millbrook, $8 a knife, $12 for serrated.",
         "Congrats on making it official! A farmers' market is a great spot for that."),
    ], [
        ("What's my side hustle called?", [0], "single-hop"),
        ("How much do I charge to sharpen a bread knife?", [0], "single-hop"),
        ("Where do I set up to sharpen people's knives?", [0], "single-hop"),
        ("What kind of hatchback do I drive?", [], "abstain"),
        ("Roughly when did I register the sharpening company?", [0], "temporal"),
        ("What sharpening system or whetstones do I use?", [], "abstain"),
        ("How much did I make at the market last Saturday?", [], "abstain"),
        ("What's my main day job?", [], "abstain"),
        ("How much did it cost to register the LLC?", [], "abstain"),
        ("What do I charge to sharpen scissors?", [], "abstain"),
    ]),
    ("en-tiny29-06", [
        ("2028-03-26",
         "The new neighbours at number 14 got chickens, including a rooster they call Admiral, and he starts crowing at 4:45 every "
         "single morning. I'm going to go talk to them this weekend before I lose my mind.",
         "4:45 is brutal. A friendly chat first sounds like the right approach."),
        ("2028-04-09",
         "Went over to number 14 and met Priscilla and Dev. Lovely people, actually. They've agreed to shut Admiral in a "
         "blacked-out coop until 7, so fingers crossed.",
         "That's a great outcome, and a very neighbourly one!"),
        ("2028-05-30",
         "Well, the dark coop didn't work, Admiral crowed right through it. Priscilla and Dev ended up rehoming him to her "
         "cousin's farm in Dorset. Peace at last! They kept the hens, so we get half a dozen eggs most weeks.",
         "Poor Admiral, but a farm sounds like rooster heaven. And free eggs is a nice bonus!"),
    ], [
        ("What was the name of the noisy bird next door?", [0], "single-hop"),
        ("What time was the rooster waking me up?", [0], "single-hop"),
        ("What are the names of my neighbours at number 14?", [1], "single-hop"),
        ("Where does Admiral live now?", [2], "update", [1]),
        ("What did the neighbours try first to stop the crowing, and what did they end up doing?", [1, 2], "multi-session"),
        ("When did I finally speak to the neighbours about their rooster?", [1], "temporal"),
        ("How many hens do the neighbours keep?", [], "abstain"),
        ("What breed is Admiral?", [], "abstain"),
        ("What's my own house number?", [], "abstain"),
        ("Which village in Dorset does Priscilla's cousin live in?", [], "abstain"),
    ]),
    ("en-tiny29-07", [
        ("2028-04-02",
         "Spent last night in the ER at St. Cuthbert's with the worst pain of my life. It was a 5 mm kidney stone on the left side. "
         "They sent me home with tamsulosin and a strainer and told me to drink three litres of water a day until it passes.",
         "Oh no, kidney stones are agony. I hope it passes quickly, keep up the water."),
    ], [
        ("Why did I end up in the emergency room?", [0], "single-hop"),
        ("How big was the stone?", [0], "single-hop"),
        ("Who drove me to the ER that night?", [], "abstain"),
        ("What medicine did the hospital send me home with?", [0], "single-hop"),
        ("How much fluid am I supposed to drink every day?", [0], "single-hop"),
        ("When was my ER visit for the kidney stone?", [0], "temporal"),
        ("Has the kidney stone passed yet?", [], "abstain"),
        ("Which urologist am I following up with?", [], "abstain"),
        ("How much was the ER bill?", [], "abstain"),
        ("What type of stone was it, calcium or uric acid?", [], "abstain"),
    ]),
    ("en-tiny29-08", [
        ("2028-04-05",
         "I started a stained glass course at the Ironbridge Glass Studio: six Wednesday evenings with a teacher called Marguerite. "
         "We're using the copper foil method and my first piece is a little sun catcher shaped like a fox.",
         "Fun! A fox sun catcher is a lovely first project."),
        ("2028-05-17",
         "Finished the fox! Hung it in the kitchen window and the orange glass looks amazing in the morning light. Next I want to "
         "make a lampshade panel for my sister Rosalind's birthday in September.",
         "It sounds gorgeous. Rosalind is going to love a handmade lampshade."),
    ], [
        ("What technique am I learning in my glass class?", [0], "single-hop"),
        ("Who teaches my stained glass course?", [0], "single-hop"),
        ("Where did I put the finished fox?", [1], "single-hop"),
        ("What shape was my first glass piece and where is it displayed now?", [0, 1], "multi-session"),
        ("What am I planning to make for my sister?", [1], "single-hop"),
        ("In which month is Rosalind's birthday?", [1], "temporal"),
        ("How much did the stained glass course cost?", [], "abstain"),
        ("What's my brother's name?", [], "abstain"),
        ("What exact date is Rosalind's birthday?", [], "abstain"),
        ("Where does Rosalind live?", [], "abstain"),
    ]),
    ("en-tiny29-09", [
        ("2028-04-11",
         "Big news on the work front: I've been hired as a staff chaplain at Riverside Children's Hospital. I'm interfaith, so "
         "I'll see families of every background, mostly on the oncology floor, and I'm on call one weekend a month.",
         "What meaningful work. The families on that floor are lucky to have you."),
    ], [
        ("Where did I land a job recently?", [0], "single-hop"),
        ("What's my role at the hospital?", [0], "single-hop"),
        ("Which ward do I spend most of my time on?", [0], "single-hop"),
        ("How often do I have weekend on-call duty?", [0], "single-hop"),
        ("When did I tell you about my new chaplaincy job?", [0], "temporal"),
        ("What's my salary at the children's hospital?", [], "abstain"),
        ("What's my supervisor's name?", [], "abstain"),
        ("Which seminary did I study at?", [], "abstain"),
        ("What time does my weekday shift start?", [], "abstain"),
        ("When is my first day at the hospital?", [], "abstain"),
    ]),
    ("en-tiny29-10", [
        ("2028-04-14",
         "Someone sawed the catalytic converter off my 2010 Prius overnight in the Kroger parking lot. It sounds like a tractor "
         "now. The mechanic at Delgado Auto says $2,300 for a new one.",
         "That's infuriating, Priuses are a big target for that. I hope insurance helps."),
        ("2028-04-29",
         "Insurance came through, so I only paid the $500 deductible for the converter. But honestly the Prius is 18 years old, "
         "so I've started looking at a used Kia Niro.",
         "Good that insurance covered most of it. A Niro sounds like a sensible next step."),
        ("2028-06-21",
         "Traded the Prius in at Lakeside Kia and drove home in a silver 2025 Niro hybrid. They gave me $3,100 for the old girl.",
         "Congrats on the new car! The Prius had a good run."),
    ], [
        ("What part got stolen off my car?", [0], "single-hop"),
        ("How much did the theft end up costing me out of pocket?", [1], "single-hop"),
        ("What car am I driving these days?", [2], "update", [0]),
        ("What was the repair quote for the converter, and how much did I actually pay?", [0, 1], "multi-session"),
        ("When did I get my new car?", [2], "temporal"),
        ("How much did the dealer give me for the Prius?", [2], "single-hop"),
        ("What's the monthly payment on the Niro?", [], "abstain"),
        ("Did the police ever catch whoever stole the converter?", [], "abstain"),
        ("Which insurance company am I with?", [], "abstain"),
        ("What colour was the Prius?", [], "abstain"),
    ]),
    ("en-tiny29-11", [
        ("2028-04-19",
         "Bought a Minelab Equinox 700 metal detector and took it out to Hollins Beach today. Mostly bottle caps, but I found a "
         "1943 steel penny! Apparently you need a permit for the state park beaches, so I'm sticking to the town beach for now.",
         "A wartime steel penny on your first outing, nice find!"),
    ], [
        ("Which detector model did I buy?", [0], "single-hop"),
        ("What's the best thing I've dug up so far?", [0], "single-hop"),
        ("Why am I staying away from the state park beaches?", [0], "single-hop"),
        ("Where did I go for my first detecting trip?", [0], "single-hop"),
        ("When did I first take the metal detector out?", [0], "temporal"),
        ("How much did I pay for the metal detector?", [], "abstain"),
        ("What's the name of the detecting club I joined?", [], "abstain"),
        ("How much does the state park detecting permit cost?", [], "abstain"),
        ("What's the oldest coin my brother has found?", [], "abstain"),
        ("Which town is Hollins Beach in?", [], "abstain"),
    ]),
    ("en-tiny29-12", [
        ("2028-04-25",
         "We're finally replacing the oil furnace with a heat pump. Going with a Mitsubishi ducted system from Polar Bear HVAC, "
         "$16,800, and installation is booked for June 12.",
         "Big upgrade! You'll be glad to be done with oil deliveries."),
        ("2028-05-20",
         "Polar Bear HVAC just went out of business, can you believe it. Luckily we hadn't paid the deposit yet. We signed with "
         "Greenline Comfort instead: same Mitsubishi system, $17,400, and they can come July 8.",
         "Phew, lucky timing. Greenline on July 8, got it."),
        ("2028-07-10",
         "The heat pump is in! Greenline took two days. The state rebate should knock $4,000 off, I mailed the form this morning.",
         "Congrats! That rebate will help a lot."),
    ], [
        ("What is the heat pump replacing?", [0], "single-hop"),
        ("What brand is our new heating system?", [0], "single-hop"),
        ("Which company is installing our heat pump?", [1], "update", [0]),
        ("How much is the heat pump costing us before any rebate?", [1], "update", [0]),
        ("What will we have paid for the heat pump once the rebate comes in?", [1, 2], "multi-session"),
        ("When did I send off the rebate paperwork?", [2], "temporal"),
        ("How big was the deposit we almost paid Polar Bear HVAC?", [], "abstain"),
        ("What was the name of the technician Greenline sent?", [], "abstain"),
        ("How old was the oil furnace?", [], "abstain"),
        ("When is the rebate cheque supposed to arrive?", [], "abstain"),
    ]),
    ("en-tiny29-13", [
        ("2028-05-03",
         "Registered for the LSAT on August 12. I'm doing a 7Sage self-study plan, scoring around 158 on practice tests and "
         "aiming for 168 so I have a shot at the University of Minnesota.",
         "Ten points is very doable with a few months of focused work. Good luck!"),
    ], [
        ("How many hours a week do I study for the LSAT?", [], "abstain"),
        ("What am I scoring on my practice exams?", [0], "single-hop"),
        ("What's my target score?", [0], "single-hop"),
        ("Which prep course am I studying with?", [0], "single-hop"),
        ("Which law school am I hoping to get into?", [0], "single-hop"),
        ("When is my LSAT?", [0], "temporal"),
        ("Where is my LSAT test center?", [], "abstain"),
        ("How much was the LSAT registration fee?", [], "abstain"),
        ("What did I major in at college?", [], "abstain"),
        ("What's my LSAT tutor's name?", [], "abstain"),
    ]),
    ("en-tiny29-14", [
        ("2028-05-08",
         "Had the nicest anniversary weekend. Theo and I went to a cabin up near Lake Winnisquam, and when we got home he "
         "surprised me with a chinchilla! She's grey, about a year old, and we named her Fennel.",
         "Happy anniversary! Fennel is an adorable name for a chinchilla."),
        ("2028-06-02",
         "Took Fennel to an exotics vet, Dr. Anouk Visser at Northgate Animal Clinic, because she was chewing her fur. Diagnosis: "
         "stress, because her cage was right next to the TV. Moved it to the spare room and she's already calmer.",
         "Poor Fennel. Good call moving her somewhere quieter."),
    ], [
        ("What kind of pet did Theo give me?", [0], "single-hop"),
        ("Where did Theo and I spend our anniversary?", [0], "single-hop"),
        ("Who is Fennel's vet?", [1], "single-hop"),
        ("Which room is the chinchilla's cage in?", [1], "single-hop"),
        ("How old is Fennel, and why was she pulling at her fur?", [0, 1], "multi-session"),
        ("When did I take Fennel to the vet?", [1], "temporal"),
        ("How many years have Theo and I been together?", [], "abstain"),
        ("What's the name of my mum's cat?", [], "abstain"),
        ("How much did the exotics vet visit cost?", [], "abstain"),
        ("What does Theo do for a living?", [], "abstain"),
    ]),
    ("en-tiny29-15", [
        ("2028-05-11",
         "Paperwork fun: the city says I need a building permit for the 12x14 shed I'm putting in the backyard, because anything "
         "over 120 square feet needs one. Applied online, $185 fee, and they told me approval takes about three weeks.",
         "Annoying, but better than getting fined later. Hopefully it goes through quickly!"),
    ], [
        ("How big is the shed I'm putting up?", [0], "single-hop"),
        ("Above what size does a shed need a permit where I live?", [0], "single-hop"),
        ("How much was the permit application fee?", [0], "single-hop"),
        ("How long should the permit approval take?", [0], "single-hop"),
        ("When did I apply for the shed permit?", [0], "temporal"),
        ("Who is building the shed for me?", [], "abstain"),
        ("What's my permit application number?", [], "abstain"),
        ("What am I going to store in the shed?", [], "abstain"),
        ("How much does the shed itself cost?", [], "abstain"),
        ("What is the shed made of?", [], "abstain"),
    ]),
    ("en-tiny29-16", [
        ("2028-05-14",
         "Signed up for a CSA share with Two Creeks Farm: a half share for 20 weeks, $420, pickup Thursdays 4 to 7pm in the "
         "Unitarian church parking lot.",
         "Lovely, nothing beats fresh local veg all summer."),
        ("2028-06-08",
         "Two Creeks emailed: the church lot is being repaved, so for the rest of the season we collect at the library on Grove "
         "Street. Same day.",
         "Thanks, I'll remember: the library on Grove Street, same day."),
        ("2028-07-06",
         "We're drowning in kale and kohlrabi from the CSA. My neighbour Imani has been taking half of each box in exchange for "
         "eggs from her hens.",
         "A veg-for-eggs swap is a great deal."),
    ], [
        ("Which farm is my vegetable share from?", [0], "single-hop"),
        ("How much did I pay for the season?", [0], "single-hop"),
        ("Where do I pick up my farm box?", [1], "update", [0]),
        ("What hours is the CSA pickup?", [0], "single-hop"),
        ("How many weeks does my share run, and which vegetables are piling up?", [0, 2], "multi-session"),
        ("When did the farm tell us about the new pickup spot?", [1], "temporal"),
        ("How many eggs does Imani give me each week?", [], "abstain"),
        ("What's the name of the farmer at Two Creeks?", [], "abstain"),
        ("What does a full share cost?", [], "abstain"),
        ("What time does the Grove Street library close?", [], "abstain"),
    ]),
    ("en-tiny29-17", [
        ("2028-05-27",
         "Heads up for the summer: my nephew Dariusz, he's 15, is flying in from Kraków on July 2 to stay with us for six weeks. "
         "He wants to work on his English and he's obsessed with basketball, so I signed him up for a day camp at the YMCA.",
         "What a great summer for him! The YMCA camp sounds perfect."),
    ], [
        ("Which relative is staying with us this summer?", [0], "single-hop"),
        ("How old is my nephew?", [0], "single-hop"),
        ("Where is Dariusz coming from?", [0], "single-hop"),
        ("What sport is my nephew into?", [0], "single-hop"),
        ("What grade is Dariusz in at school?", [], "abstain"),
        ("When does Dariusz arrive?", [0], "temporal"),
        ("Which airline is Dariusz flying with?", [], "abstain"),
        ("What are the names of Dariusz's parents?", [], "abstain"),
        ("How much does the YMCA day camp cost?", [], "abstain"),
        ("When is my niece coming to visit?", [], "abstain"),
    ]),
    ("en-tiny29-18", [
        ("2028-06-03",
         "I've started an ASL 101 class at Harbor Community College, Monday and Wednesday nights. Our instructor, Mr. Kalani, is "
         "Deaf and the class is voice-off the whole time, which is intense but great.",
         "Full immersion is the best way to learn. Enjoy it!"),
        ("2028-06-24",
         "Room clash at the college, so ASL got shuffled to Tuesday and Thursday nights. Still with Mr. Kalani. Also got my name "
         "sign today, it's an 'R' tapped on the chin.",
         "Tuesdays and Thursdays, noted. Getting your name sign is a big moment!"),
    ], [
        ("What language am I studying at the community college?", [0], "single-hop"),
        ("Who teaches my sign language class?", [0], "single-hop"),
        ("Which evenings is my ASL class on?", [1], "update", [0]),
        ("What's my name sign?", [1], "single-hop"),
        ("When did I get my name sign?", [1], "temporal"),
        ("Which college do I take ASL at, and what nights do I go now?", [0, 1], "multi-session"),
        ("How much is the ASL course tuition?", [], "abstain"),
        ("Why did I decide to learn sign language?", [], "abstain"),
        ("What's the name of the classmate I practise with?", [], "abstain"),
        ("What level have I reached in Spanish?", [], "abstain"),
    ]),
    ("en-tiny29-19", [
        ("2028-06-15",
         "Proud mom moment: my six-year-old, Beatrix, rode her bike without training wheels today! We practised on the grass at "
         "Lindley Park for about an hour and then she just took off.",
         "That's a huge milestone! Beatrix must be so proud of herself."),
    ], [
        ("What big milestone did my daughter hit?", [0], "single-hop"),
        ("How old is Beatrix?", [0], "single-hop"),
        ("Where did we practise cycling?", [0], "single-hop"),
        ("How long did we practise before she got it?", [0], "single-hop"),
        ("When did Beatrix first ride without stabilisers?", [0], "temporal"),
        ("What colour is Beatrix's bike?", [], "abstain"),
        ("How old is Beatrix's older brother?", [], "abstain"),
        ("Which school does Beatrix go to?", [], "abstain"),
        ("What brand of helmet does she wear?", [], "abstain"),
        ("What's my husband's name?", [], "abstain"),
    ]),
    ("en-tiny29-20", [
        ("2028-06-19",
         "Booked a trip to hike the northern Kungsleden in Sweden with my friend Marit: Abisko to Nikkaluokta, about 110 km, "
         "starting August 20. We're staying in the STF mountain huts.",
         "What an adventure! Lapland in late August should be beautiful."),
        ("2028-07-11",
         "Marit can't get the time off in August after all... so we've pushed the Kungsleden back a week, starting the 27th. "
         "Same route.",
         "OK, the 27th it is. Hopefully the weather holds."),
        ("2028-07-25",
         "Bought new boots for the trek, Lowa Renegade GTX, and I'm breaking them in with 10 km walks every evening.",
         "Smart to break them in early, blisters on day one would be no fun."),
    ], [
        ("Which trail am I hiking in Sweden?", [0], "single-hop"),
        ("How long is the route?", [0], "single-hop"),
        ("Where are we sleeping on the trek?", [0], "single-hop"),
        ("When do we start the Lapland hike?", [1], "update", [0]),
        ("Where does the hike start, and which boots did I buy for it?", [0, 2], "multi-session"),
        ("When did I book the Sweden trip?", [0], "temporal"),
        ("Which airline are we flying to Sweden with?", [], "abstain"),
        ("How much do the mountain huts cost per night?", [], "abstain"),
        ("What size are my new boots?", [], "abstain"),
        ("Where does Marit live?", [], "abstain"),
    ]),
    # ------------------------------------------------------------------ Chinese
    ("zh-tiny29-01", [
        ("2028-03-03",
         "这几天右边腰上起了一串小水泡，又疼又烧得慌，今天去皮肤科一看，医生说是带状疱疹，开了伐昔洛韦，一天吃三次，连吃七天，"
         "还说这病跟我最近老熬夜、免疫力下降有关系。",
         "带状疱疹疼起来真遭罪，按时吃药，这段时间千万别再熬夜了，好好休息。"),
    ], [
        ("医生说我腰上那些水泡是什么病？", [0], "single-hop"),
        ("那个病给我开的什么抗病毒药？", [0], "single-hop"),
        ("那药要连着吃几天？", [0], "single-hop"),
        ("疱疹长在我身上哪个位置？", [0], "single-hop"),
        ("医生觉得我为啥会得这个病？", [0], "single-hop"),
        ("我是哪天去看的皮肤科？", [0], "temporal"),
        ("给我看病的皮肤科医生姓什么？", [], "abstain"),
        ("这次看病一共花了多少钱？", [], "abstain"),
        ("医生让我什么时候回去复诊？", [], "abstain"),
        ("我是在哪家医院看的皮肤科？", [], "abstain"),
    ]),
    ("zh-tiny29-02", [
        ("2028-03-08",
         "唉，我家老二安安发烧了，手心脚心还有嘴里都起了小红点，去儿童医院一查是手足口病。幼儿园说得在家隔离，"
         "好了以后要开证明才能回去。",
         "孩子难受大人也揪心，多给他喝水，吃点软的凉的，嘴里会舒服些。"),
        ("2028-03-19",
         "安安总算好了，医生今天给开了复课证明，明天就能回幼儿园了。他们班这回一共倒下了五个小朋友。",
         "太好了，安安终于能回去找小伙伴玩了。"),
    ], [
        ("我家老二之前得了什么病？", [0], "single-hop"),
        ("安安身上哪些地方起了红点？", [0], "single-hop"),
        ("安安班上一共几个孩子得了这个病？", [1], "single-hop"),
        ("安安是哪天回幼儿园上学的？", [1], "temporal"),
        ("安安从确诊到能回幼儿园，前后大概隔了多久？", [0, 1], "multi-session"),
        ("安安今年几岁了？", [], "abstain"),
        ("我家老大叫什么名字？", [], "abstain"),
        ("安安上的是哪家幼儿园？", [], "abstain"),
        ("安安那次发烧最高烧到多少度？", [], "abstain"),
        ("给安安看病的是儿童医院哪位医生？", [], "abstain"),
    ]),
    ("zh-tiny29-03", [
        ("2028-03-12",
         "今年报了中级经济师，专业选的人力资源管理，两门一起报了，打算一年拿下。考试在十一月，我现在每天下班在公司附近的"
         "付费自习室学两个小时。",
         "两门一起考挺拼的，每天两小时坚持下来很有希望，加油！"),
    ], [
        ("我今年报了个什么职称考试？", [0], "single-hop"),
        ("我选的是哪个专业方向？", [0], "single-hop"),
        ("我每天复习多长时间？", [0], "single-hop"),
        ("我一般在哪儿看书复习？", [0], "single-hop"),
        ("经济师考试在几月份？", [0], "temporal"),
        ("我报的是哪家机构的网课？", [], "abstain"),
        ("报名费一共交了多少？", [], "abstain"),
        ("我现在在公司是什么职位？", [], "abstain"),
        ("考场安排在哪个学校？", [], "abstain"),
        ("我初级经济师是哪年考的？", [], "abstain"),
    ]),
    ("zh-tiny29-04", [
        ("2028-03-16",
         "烦死了，楼上1602的卫生间漏水，渗到我家厨房吊顶上了，一大片黄印子，还往下滴水。跟物业报了，物业说先让楼上自己找人修防水。",
         "这种事最闹心了，先拍照留好证据，后面谈赔偿用得上。"),
        ("2028-04-01",
         "楼上那家人还挺讲理的，请师傅重新做了防水，还答应赔我两千块修吊顶。",
         "遇到讲理的邻居真是万幸，吊顶修好就省心了。"),
        ("2028-04-20",
         "吊顶找人弄完了，实际花了两千六。楼上听说超了，又主动多转了六百给我，这事总算了结了。",
         "那真是圆满解决了，这邻居挺厚道的。"),
    ], [
        ("漏水的是楼上几号房？", [0], "single-hop"),
        ("漏下来的水把我家哪里弄坏了？", [0], "single-hop"),
        ("楼上一共赔了我多少钱？", [2], "update", [1]),
        ("修吊顶最后花了多少？", [2], "single-hop"),
        ("楼上漏水是怎么处理的，吊顶后来花了多少钱修？", [1, 2], "multi-session"),
        ("我是什么时候发现楼上漏水的？", [0], "temporal"),
        ("楼上邻居姓什么？", [], "abstain"),
        ("修吊顶的师傅是哪家公司的？", [], "abstain"),
        ("物业经理叫什么名字？", [], "abstain"),
        ("我家厨房是哪年装修的？", [], "abstain"),
    ]),
    ("zh-tiny29-05", [
        ("2028-03-21",
         "退休了闲不住，在老年大学报了个二胡班，每周四上午上课，老师姓柴，以前是越剧团的琴师。现在在拉《良宵》，音老是拉不准。",
         "《良宵》是很经典的曲子，多练练左手按弦就稳了，慢慢来。"),
    ], [
        ("我在老年大学学的是什么乐器？", [0], "single-hop"),
        ("二胡课是星期几上？", [0], "single-hop"),
        ("我的二胡老师姓什么？", [0], "single-hop"),
        ("柴老师以前是干什么的？", [0], "single-hop"),
        ("我现在在练哪首曲子？", [0], "single-hop"),
        ("我是什么时候跟你说开始学二胡的？", [0], "temporal"),
        ("我的二胡是多少钱买的？", [], "abstain"),
        ("二胡班一学期学费多少？", [], "abstain"),
        ("我退休前是做什么工作的？", [], "abstain"),
        ("老年大学在哪条路上？", [], "abstain"),
    ]),
    ("zh-tiny29-06", [
        ("2028-03-25",
         "我在苏州社保交满两年了，准备把户口从安徽阜阳老家迁过来，先在网上递了积分落户的申请，打算落在公司的集体户上。",
         "落户是大事，材料备齐了流程一般挺顺的，祝顺利。"),
        ("2028-05-09",
         "集体户不落了。上个月在吴中区买的房子房产证下来了，直接落到自己房子上，省得以后还得再迁一次。",
         "落在自己房子上确实更省事，恭喜买房！"),
        ("2028-06-13",
         "户口迁好了！今天去派出所拿了新户口本，顺便把身份证也换了，说二十天左右能取。",
         "恭喜正式成为苏州人！身份证到时候记得去取。"),
    ], [
        ("我户口原来在哪？", [0], "single-hop"),
        ("我的户口打算落在哪里？", [1], "update", [0]),
        ("我买的房子在苏州哪个区？", [1], "single-hop"),
        ("我是哪天拿到新户口本的？", [2], "temporal"),
        ("我在苏州交了几年社保，户口最后挂在哪？", [0, 1], "multi-session"),
        ("新身份证大概多久能拿到？", [2], "single-hop"),
        ("我买的房子有多少平？", [], "abstain"),
        ("那套房子总价多少钱？", [], "abstain"),
        ("我在哪家公司上班？", [], "abstain"),
        ("我爱人的户口迁到哪了？", [], "abstain"),
    ]),
    ("zh-tiny29-07", [
        ("2028-04-03",
         "家里新添了一只迷你雪纳瑞，椒盐色的，三个月大，我儿子给它起名叫“胡子”，因为它嘴边那撮毛特别像老头的胡子。"
         "前两天刚打完第二针疫苗。",
         "“胡子”这名字太形象了！等疫苗都打完再过段时间就能带出去遛了。"),
    ], [
        ("我家新养的狗是什么品种？", [0], "single-hop"),
        ("我家小狗叫什么？", [0], "single-hop"),
        ("狗的名字是谁起的？", [0], "single-hop"),
        ("胡子是什么毛色的？", [0], "single-hop"),
        ("胡子平时吃什么牌子的狗粮？", [], "abstain"),
        ("我家雪纳瑞大概什么时候到家的？", [0], "temporal"),
        ("胡子是公的还是母的？", [], "abstain"),
        ("买这只雪纳瑞花了多少钱？", [], "abstain"),
        ("第三针疫苗约在哪天？", [], "abstain"),
        ("我女儿叫什么名字？", [], "abstain"),
    ]),
    ("zh-tiny29-08", [
        ("2028-04-07",
         "我在南宁一家丰田4S店做销售顾问，底薪三千，主要靠提成，上个月卖了九台车，到手一万出头。",
         "一个月九台挺厉害的，卖车全靠拼，辛苦了。"),
        ("2028-05-28",
         "跳槽了，去了隔壁的理想汽车门店，还是干销售，不过底薪给到五千，提成比例比丰田那边低一点。",
         "新能源现在势头好，底薪高一些也更稳，祝新工作顺利。"),
    ], [
        ("我在哪个城市卖车？", [0], "single-hop"),
        ("我现在在哪个品牌的店卖车？", [1], "update", [0]),
        ("我现在底薪是多少？", [1], "update", [0]),
        ("我之前一个月卖了几台车？", [0], "single-hop"),
        ("换工作以后我的底薪比原来多了多少？", [0, 1], "multi-session"),
        ("我是什么时候跟你说跳槽的事的？", [1], "temporal"),
        ("我在理想门店的提成是百分之几？", [], "abstain"),
        ("我的店长叫什么名字？", [], "abstain"),
        ("我在新店上个月卖了几台车？", [], "abstain"),
        ("我老公是做什么的？", [], "abstain"),
    ]),
    ("zh-tiny29-09", [
        ("2028-04-12",
         "我表弟阿豪开奶茶店差钱，跟我借了三万，说好明年春节前还，打了张借条，我是微信转的账。我老婆还不知道这事，你可别说漏嘴啊哈哈。",
         "哈哈放心。借条留好就行，亲戚之间也得有个凭据。"),
    ], [
        ("表弟跟我借了多少钱？", [0], "single-hop"),
        ("阿豪借钱是要干什么用？", [0], "single-hop"),
        ("我是怎么把钱给他的？", [0], "single-hop"),
        ("阿豪说好每个月还我多少？", [], "abstain"),
        ("借钱这事家里谁还蒙在鼓里？", [0], "single-hop"),
        ("那笔钱约好什么时候还？", [0], "temporal"),
        ("阿豪的奶茶店开在哪里？", [], "abstain"),
        ("这笔借款利息怎么算？", [], "abstain"),
        ("我表妹叫什么名字？", [], "abstain"),
        ("阿豪那家奶茶店叫什么名字？", [], "abstain"),
    ]),
    ("zh-tiny29-10", [
        ("2028-04-16",
         "五一准备带爸妈去贵州黔东南玩，先到凯里，然后去西江千户苗寨住两晚，再去肇兴侗寨。机票订好了，4月30号早上从广州飞贵阳。",
         "苗寨侗寨都很有味道，西江的夜景特别好看，叔叔阿姨肯定喜欢。"),
        ("2028-05-06",
         "贵州回来了！西江的夜景太震撼了，我妈在那边买了一套苗银头饰，花了八百多。就是我爸在肇兴爬坡把脚崴了，还好不严重。",
         "玩得开心就好，叔叔的脚多养几天，先别走太多路。"),
    ], [
        ("五一我带谁出去玩了？", [0], "single-hop"),
        ("我们在西江苗寨住了几晚？", [0], "single-hop"),
        ("我们是哪天出发去贵州的？", [0], "temporal"),
        ("我妈在贵州买了什么？", [1], "single-hop"),
        ("我爸是在哪里崴的脚？", [1], "single-hop"),
        ("这趟是从哪个城市起飞的，路上谁受了伤？", [0, 1], "multi-session"),
        ("我们坐的是哪家航空公司？", [], "abstain"),
        ("在西江住的那家民宿叫什么？", [], "abstain"),
        ("这趟旅行总共花了多少钱？", [], "abstain"),
        ("我爸崴的是左脚还是右脚？", [], "abstain"),
    ]),
    ("zh-tiny29-11", [
        ("2028-04-26",
         "驾照快到期了，六年的那本，下个月十号到期。今天在交管12123上申请了换证，体检在家附近的社区医院做的，"
         "新驾照直接邮寄到家，这回换的是十年有效期的。",
         "线上换证挺方便的，等着收快递就行了。"),
    ], [
        ("我在手机上办了个什么业务？", [0], "single-hop"),
        ("换证的体检在哪做的？", [0], "single-hop"),
        ("新驾照有效期几年？", [0], "single-hop"),
        ("新驾照怎么拿到手？", [0], "single-hop"),
        ("我旧驾照哪天到期？", [0], "temporal"),
        ("我驾照的准驾车型是什么？", [], "abstain"),
        ("换证邮寄费多少钱？", [], "abstain"),
        ("我开的是什么车？", [], "abstain"),
        ("我驾照现在扣了几分？", [], "abstain"),
        ("我当年是在哪个驾校学的车？", [], "abstain"),
    ]),
    ("zh-tiny29-12", [
        ("2028-04-29",
         "桃桃九月份上小学，按学区划的是实验小学东校区，离家走路十分钟，户口本房产证都交上去审核了。",
         "走路十分钟太方便了，接送能省心不少。"),
        ("2028-06-18",
         "学校通知出来了，东校区今年学位不够，我们被统筹到西校区去了，得坐三站公交，气人。",
         "统筹确实闹心，不过三站公交也还行，早上早点出门就好。"),
        ("2028-07-15",
         "给桃桃报了学校旁边的晚托班，一个月一千二，下午放学直接过去，我六点半下班去接她。",
         "有晚托就不用担心下班前没人接了。"),
    ], [
        ("桃桃几月份开始上小学？", [0], "temporal"),
        ("桃桃最后分到了哪个校区？", [1], "update", [0]),
        ("晚托班一个月多少钱？", [2], "single-hop"),
        ("我几点去接桃桃？", [2], "single-hop"),
        ("桃桃要去的校区离家多远，放学后去哪待着？", [1, 2], "multi-session"),
        ("统筹学位的通知是什么时候出来的？", [1], "temporal"),
        ("桃桃的班主任是谁？", [], "abstain"),
        ("桃桃分在几班？", [], "abstain"),
        ("那个晚托班叫什么名字？", [], "abstain"),
        ("桃桃她爸几点下班？", [], "abstain"),
    ]),
    ("zh-tiny29-13", [
        ("2028-05-05",
         "最近老是头晕没劲，爬两层楼就喘，去医院一查血红蛋白才九十二，医生说是缺铁性贫血，开了多糖铁复合物胶囊，一天一粒，"
         "让我三个月后复查血常规，还叮嘱吃药的时候别配浓茶。",
         "难怪这么累，按时补铁，多吃点红肉和动物肝脏，浓茶先别喝了。"),
    ], [
        ("我查出来是什么毛病？", [0], "single-hop"),
        ("我的血红蛋白是多少？", [0], "single-hop"),
        ("医生开了什么补铁的药？", [0], "single-hop"),
        ("吃那个药的时候要避开什么喝的？", [0], "single-hop"),
        ("我每天几点吃补铁的药？", [], "abstain"),
        ("我大概什么时候该去复查血常规？", [0], "temporal"),
        ("我是在哪家医院看的？", [], "abstain"),
        ("我的铁蛋白指标是多少？", [], "abstain"),
        ("我妹妹的血常规结果怎么样？", [], "abstain"),
        ("那个胶囊一盒多少钱？", [], "abstain"),
    ]),
    ("zh-tiny29-14", [
        ("2028-05-08",
         "我现在接婚礼跟拍，一个人扛机器，单机位全天收两千八，主要在佛山顺德这一片接单。",
         "婚礼跟拍很辛苦，一天下来腿都站麻了吧。"),
        ("2028-06-06",
         "这个月起价格调了，单机位全天三千五，双机位五千二，带了个徒弟小麦帮我掌第二台机。",
         "带上徒弟能接的单更多了，涨价也合理。"),
    ], [
        ("我接的是什么类型的拍摄活？", [0], "single-hop"),
        ("我单机位全天现在收多少钱？", [1], "update", [0]),
        ("双机位什么价？", [1], "single-hop"),
        ("我的徒弟叫什么？", [1], "single-hop"),
        ("单机位全天比以前涨了多少？", [0, 1], "multi-session"),
        ("我是从几月开始涨价的？", [1], "temporal"),
        ("我用的是什么相机？", [], "abstain"),
        ("这个月我接了几场婚礼？", [], "abstain"),
        ("小麦跟我干一天拿多少工钱？", [], "abstain"),
        ("我的工作室叫什么名字？", [], "abstain"),
    ]),
    ("zh-tiny29-15", [
        ("2028-05-18",
         "周末跟我奶奶学做甜酒酿，糯米泡了一夜蒸熟，拌上安琪的甜酒曲，中间挖个窝，捂在被子里发酵了三十六个小时，出来甜得很。"
         "奶奶说夏天天热，二十四小时就够了。",
         "自家做的酒酿最香了，煮碗酒酿圆子正合适。"),
    ], [
        ("我跟谁学的做甜酒酿？", [0], "single-hop"),
        ("我是用什么容器装着发酵的？", [], "abstain"),
        ("我用的哪个牌子的酒曲？", [0], "single-hop"),
        ("这次捂了多长时间？", [0], "single-hop"),
        ("奶奶说夏天发酵要多久？", [0], "single-hop"),
        ("我是什么时候学做酒酿的？", [0], "temporal"),
        ("我这次一共用了几斤糯米？", [], "abstain"),
        ("我奶奶今年多大岁数？", [], "abstain"),
        ("我外婆最拿手的是什么菜？", [], "abstain"),
        ("酒酿做好以后能放几天？", [], "abstain"),
    ]),
    ("zh-tiny29-16", [
        ("2028-05-22",
         "对门那家把旧沙发、纸箱子全堆在楼道里，消防通道都快堵死了，我晚上回来差点绊一跤。在业主群里说了一嘴，他家没吭声。",
         "楼道堆东西确实有消防隐患，可以让物业出面沟通，比直接吵好。"),
        ("2028-06-04",
         "物业的小蒋上门跟对门谈了，原来是他们儿子下个月结婚，在装修新房，旧家具没地方放，答应这周末全拉走。",
         "原来有原因，说开了就好，希望周末能清干净。"),
        ("2028-06-12",
         "楼道总算清出来了，对门还特意送了一包喜糖过来道歉，说婚礼定在七月七号。",
         "这结局挺暖心的，邻里之间说开了就好相处。"),
    ], [
        ("对门在楼道里堆了些什么？", [0], "single-hop"),
        ("我一开始在哪里反映楼道堆东西的事？", [0], "single-hop"),
        ("物业派谁去跟对门沟通的？", [1], "single-hop"),
        ("对门为什么把旧家具堆在外面？", [1], "single-hop"),
        ("对门儿子哪天办婚礼？", [2], "temporal"),
        ("楼道堆杂物的事最后怎么解决的，对门送了我什么？", [1, 2], "multi-session"),
        ("对门那家姓什么？", [], "abstain"),
        ("对门儿子的新房在哪个小区？", [], "abstain"),
        ("我家住几楼？", [], "abstain"),
        ("我们小区物业费一年多少钱？", [], "abstain"),
    ]),
    ("zh-tiny29-17", [
        ("2028-05-25",
         "我妈七十了，给她买了台荣耀X50，字调到最大，教会她用微信视频，她现在每天晚上八点准时跟我舅舅视频。",
         "老人学会视频通话就方便多了，能天天见到亲人。"),
        ("2028-06-22",
         "我妈现在还会刷抖音了，天天看广场舞视频，还开始在拼多多上买东西，上周自己下单买了一箱十斤的荔枝。",
         "阿姨学得真快！网购记得帮她把把关，别被骗了。"),
    ], [
        ("我给我妈买的手机是什么牌子型号？", [0], "single-hop"),
        ("我妈每天跟谁视频？", [0], "single-hop"),
        ("我妈每天几点视频聊天？", [0], "single-hop"),
        ("我妈自己在网上买了什么？", [1], "single-hop"),
        ("我妈现在会用手机上的哪些软件了？", [0, 1], "multi-session"),
        ("我是什么时候给我妈买的手机？", [0], "temporal"),
        ("那台手机花了多少钱？", [], "abstain"),
        ("我舅舅住在哪里？", [], "abstain"),
        ("我爸会不会用微信？", [], "abstain"),
        ("我妈的手机号是多少？", [], "abstain"),
    ]),
    ("zh-tiny29-18", [
        ("2028-06-01",
         "我报了CATTI二级笔译的英语考试，原本定在六月二十号考，我每天早上六点起来练一篇经济类的文章。",
         "二级笔译难度不小，坚持每天练肯定有用，加油！"),
        ("2028-06-09",
         "人事考试网发通知了，说考点调整，考试挪到九月十二号了。多出来三个月，正好把政经类的也补一补。",
         "多出来的时间正好查漏补缺，九月十二号，记下了。"),
    ], [
        ("我报的是什么翻译考试？", [0], "single-hop"),
        ("CATTI现在是哪天考？", [1], "update", [0]),
        ("我每天几点起来练翻译？", [0], "single-hop"),
        ("考试为啥推迟了？", [1], "single-hop"),
        ("考试往后推了多久，我打算利用这段时间补什么？", [0, 1], "multi-session"),
        ("我是什么时候知道考试延期的？", [1], "temporal"),
        ("我报的是哪个考点？", [], "abstain"),
        ("CATTI报名费多少钱？", [], "abstain"),
        ("我三级笔译是哪年考过的？", [], "abstain"),
        ("我现在在哪家公司做翻译？", [], "abstain"),
    ]),
    ("zh-tiny29-19", [
        ("2028-06-25",
         "早上车打不着火，电瓶亏电了，叫了保险公司的免费搭电，师傅说我这电瓶用了五年多，建议早点换。",
         "五年多的电瓶确实该换了，不然哪天半路趴窝更麻烦。"),
        ("2028-07-03",
         "在途虎换了块瓦尔塔的电瓶，七百二，顺便把四个轮胎也查了一下，左后胎扎了颗钉子，补了一下，三十块。",
         "一次都弄好了，省得再跑一趟。"),
    ], [
        ("我的车早上为什么点不着火？", [0], "single-hop"),
        ("是谁来帮我搭的电？", [0], "single-hop"),
        ("新电瓶是什么牌子的？", [1], "single-hop"),
        ("哪个轮胎扎了钉子？", [1], "single-hop"),
        ("旧电瓶用了几年，换新的花了多少钱？", [0, 1], "multi-session"),
        ("我是哪天换的电瓶？", [1], "temporal"),
        ("我开的是什么车？", [], "abstain"),
        ("我的车险是哪家保险公司的？", [], "abstain"),
        ("我的车开了多少公里了？", [], "abstain"),
        ("新电瓶保修几年？", [], "abstain"),
    ]),
    ("zh-tiny29-20", [
        ("2028-07-02",
         "跟着公园里的陈师傅学二十四式太极拳，每天早上六点在湖边练，一个月学费两百。我膝盖不太好，陈师傅说马步先别蹲太低。",
         "太极拳对膝盖挺友好的，循序渐进就好。"),
        ("2028-07-20",
         "二十四式总算能整套打下来了，陈师傅说下个月开始教我四十二式，还要拿木剑学太极剑。",
         "进步真快！太极剑练起来也很好看。"),
    ], [
        ("我在学什么拳？", [0], "single-hop"),
        ("我每天几点去练拳？", [0], "single-hop"),
        ("学太极一个月交多少钱？", [0], "single-hop"),
        ("陈师傅为什么让我马步别蹲太低？", [0], "single-hop"),
        ("我跟谁学的太极，接下来要学哪些？", [0, 1], "multi-session"),
        ("我是什么时候把二十四式学完的？", [1], "temporal"),
        ("陈师傅全名叫什么？", [], "abstain"),
        ("我在哪个公园练拳？", [], "abstain"),
        ("一把太极剑要多少钱？", [], "abstain"),
        ("我老伴平时练什么运动？", [], "abstain"),
    ]),
]

KINDS = {"single-hop", "multi-session", "update", "temporal", "abstain"}
CJK = re.compile(r"[\u4e00-\u9fff]")


def check(cases):
    ids = [user for user, _, _ in cases]
    assert len(ids) == len(set(ids)) == 40, "40 distinct users"
    for user, facts, questions in cases:
        zh = user.startswith("zh-")
        assert re.fullmatch(r"(en|zh)-tiny29-\d\d", user), user
        assert 1 <= len(facts) <= 4, user
        days = [day for day, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), f"{user}: days must increase"
        assert all("2028-03-01" <= day <= "2028-07-31" for day in days), f"{user}: day out of range"
        for _, said, reply in facts:
            assert bool(CJK.search(said)) == zh and bool(CJK.search(reply)) == zh, f"{user}: fact language"
        assert 8 <= len(questions) <= 10, f"{user}: {len(questions)} questions"
        queries = [q[0] for q in questions]
        assert len(queries) == len(set(queries)), f"{user}: duplicate query"
        for query, evidence, kind, *rest in questions:
            assert len(rest) <= 1, (user, query)
            stale = rest[0] if rest else []
            assert bool(CJK.search(query)) == zh, f"{user}: query language: {query}"
            assert kind in KINDS, (user, kind)
            assert all(0 <= i < len(facts) for i in evidence + stale), (user, query)
            assert len(set(evidence)) == len(evidence), (user, query)
            if kind == "abstain":
                assert not evidence and not stale, (user, query)
                continue
            assert evidence, (user, query)
            if kind == "update":
                assert stale, (user, query)
                assert not set(stale) & set(evidence), (user, query)
                assert max(stale) < min(evidence), (user, query)
            else:
                assert not stale, (user, query)
            if kind == "multi-session":
                assert len(evidence) >= 2, (user, query)


if __name__ == "__main__":
    check(CASES)
    write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, HERE)
