"""Writes dialogues-21.json: 18 blind multi-session dialogue cases (9 English, 9 Simplified Chinese)
for the memory engine's eval harness, each with single-hop, multi-session, update, temporal and
abstain questions. Written blind by a helper who read only dialogue_case.py (the shared builder)
and the list of earlier sets' case ids (to pick different domains); no engine source, docs or
other test data were read, and the engine was not run while writing it."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder, write_dialogues  # noqa: E402

ASK = "2026-12-20T20:00:00+08:00"
case = case_builder(ASK)
cases = []

# ---------------------------------------------------------------- English

cases.append(case("en-sea-kayak-seattle", "maya_okafor", [
    ("2025-04-12T19:30:00-07:00", [
        "I finally signed up for an intro sea kayaking course with Puget Paddle Co. on Bainbridge Island - four Saturdays starting May 3rd, $340 total including boat and gear rental. My friend Dana talked me into it after she did the same course last summer. I'm a bit nervous because I'm honestly not a strong swimmer. What should I practice beforehand?",
        "Good on you for signing up. Before the course it helps to get comfortable in the water: practice floating calmly, putting your face in, and being upside down for a second or two, since the first thing most intro courses teach is the wet exit. A few pool sessions will take a lot of the fear out of it.",
        "Good call. The pool at Medgar Evers does adult swim lessons on Tuesday evenings, $18 a drop-in, so I'll go to those through April. Also, the course wants me to bring either a wetsuit or a dry top, so I just went ahead and bought a 3mm farmer john wetsuit from REI - it was on sale for $129.",
        "A farmer john is a popular choice for paddling because it leaves your arms free. Pair it with a light fleece or paddling jacket on top for cooler Puget Sound days and you should be comfortable.",
    ]),
    ("2025-05-25T18:10:00-07:00", [
        "Course update: we finished the third Saturday today. I did my wet exit on the very first try, which I'm weirdly proud of, but the T-rescue is still hard - I keep tipping the boat over again when I climb back in. Our instructor is a guy named Ruben who's been guiding in the San Juans for 15 years.",
        "A first-try wet exit is a great sign. The re-entry usually comes down to keeping your weight low and flat across the back deck and sliding in rather than climbing; it gets much easier with repetition.",
        "Dana and I are now talking about a two-night trip in the San Juan Islands in August, paddling from Friday Harbor out to Jones Island. Ruben said it's doable for beginners but only with a guide, so we're looking at guided trips - the one from Outer Island Expeditions is $695 per person.",
        "That sounds like a lovely first expedition. A guided trip makes sense there because of the currents between the islands. Ask the outfitter what's included - food, tents, and whether they supply dry bags.",
    ]),
    ("2025-08-18T21:00:00-07:00", [
        "We did it! It ended up being three nights, not two - we added a night because the guide said the weather window was good. August 8 to 11, Jones Island and then Stuart Island. We saw orcas from J-pod off Turn Point on the second day, and total distance was about 31 nautical miles. The final cost came to $910 each because of the extra night.",
        "What a trip - orcas off Turn Point is a dream sighting. Three nights and 31 nautical miles is a solid first expedition.",
        "Now I'm hooked and want my own boat. I'm looking at a used Current Designs Sirocco, 17 feet, polyethylene - a guy in Tacoma is asking $1,400 including a paddle. Dana thinks I should get something shorter.",
        "A 17-foot boat will track well and be fast on longer trips, while a shorter boat is easier to turn, store and car-top. It depends on whether you mostly plan day paddles or more expeditions, and on where you'll keep it.",
    ]),
    ("2025-10-05T16:45:00-07:00", [
        "I bought a boat, but not the Sirocco - someone else snapped it up before I could go see it. I ended up with a used Necky Looksha 14 for $1,050 from a seller in Olympia, plus a Werner paddle that I bought separately for $220. Fourteen feet fits in my garage, which the 17-footer wouldn't have anyway.",
        "Congrats on your first boat! The Looksha 14 is a nice, manageable day-tripping kayak, and a good paddle makes a real difference.",
        "I'm storing it on wall brackets in the garage. Next question is transport - I drive a 2016 Subaru Outback and I'm debating J-cradles versus just using foam blocks.",
        "Foam blocks are cheap and fine for short trips, but J-cradles hold the boat more securely at highway speed and leave room on the crossbars. If you'll drive to launches often, cradles are usually worth it.",
        "Went with Thule J-cradles, $279 at the shop in Ballard, and they installed them for free. Also, my goal for next summer is the ACA Level 2 coastal kayaking assessment - I've tentatively put my name down for July 19.",
        "Nice setup. A Level 2 assessment is a great goal for next season; working on your rescues and maybe a roll over the winter will help.",
    ]),
    ("2026-06-14T20:20:00-07:00", [
        "Season's started. I joined the Seattle Sea Kayak Club - dues are $45 a year and they run Wednesday evening paddles out of Golden Gardens. And change of plan on the assessment: July 19 filled up, so I'm booked for August 23 instead, same instructor, Ruben.",
        "Joining a club is a great way to get regular time on the water before the assessment. The extra month before August 23 gives you more practice time too.",
        "Also I finally nailed my roll! It took me five pool sessions over the winter. I'm going to try it in open water at the club paddle next week, which scares me a little because the Sound is so much colder.",
        "Congratulations - a roll is a big milestone. Try it first in calm, shallow water with someone standing by, and expect it to feel different in cold water until you get used to it.",
    ]),
], [
    ("What's the name of the guy who taught my intro kayaking course?", ["s2:1"], "single-hop"),
    ("how many pool sessions did it take before I could roll", ["s5:3"], "single-hop"),
    ("How many nights did the San Juan Islands trip end up being?", ["s3:1"], "update", ["s2:3"]),
    ("Which kayak do I actually own now?", ["s4:1"], "update", ["s3:3"]),
    ("What date did I end up booked for the Level 2 assessment?", ["s5:1"], "update", ["s4:5"]),
    ("Add up what I've spent on my own gear: wetsuit, boat, paddle and the rack.", ["s1:3", "s4:1", "s4:5"], "multi-session"),
    ("Who got me into sea kayaking in the first place, and what was her opinion when I was looking at boats?", ["s1:1", "s3:3"], "multi-session"),
    ("How long after my intro course started did I set off on the San Juans trip?", ["s1:1", "s3:1"], "temporal"),
    ("What day did we see the orcas?", ["s3:1"], "temporal"),
    ("What colour is my Looksha?", [], "abstain"),
    ("What was the name of the guide who led us around the San Juans?", [], "abstain"),
    ("Did I pass the Level 2 assessment in August?", [], "abstain"),
    ("What time do the club's Wednesday paddles at Golden Gardens start?", [], "abstain"),
    ("How strong do the currents at Deception Pass usually get?", [], "abstain"),
    ("Which brand of wall brackets is the kayak hanging on?", [], "abstain"),
]))

cases.append(case("en-small-claims-fence", "greg_halvorsen", [
    ("2025-03-08T10:15:00-05:00", [
        "I need to vent and maybe get some guidance. Last September I paid Buckeye Fence & Deck a $4,800 deposit for a cedar privacy fence - the total quote was $9,600 for 180 linear feet. They dug the post holes in October and then just vanished. The owner is a guy named Travis Pruitt. It's been five months and he's stopped answering my calls entirely.",
        "That's really frustrating. The usual first step is to put everything in writing: gather your contract and proof of payment, and send a formal demand letter giving a clear deadline before you go to court.",
        "I have the signed contract, the cancelled check (#2214), and texts where Travis promised to be back 'after Thanksgiving'. My neighbor Lorraine also saw the crew leave with half the holes uncovered. I'm thinking I'll send a certified demand letter giving him 14 days to respond.",
        "That's a good paper trail. Sending the letter by certified mail with a return receipt gives you proof he received it, and a 14-day deadline is reasonable.",
    ]),
    ("2025-04-02T19:40:00-04:00", [
        "The demand letter went out March 12 by certified mail and was signed for on March 15, but there's been no response. So I'm filing in Franklin County Municipal Court small claims. The limit in Ohio is $6,000, so I'm asking for the $4,800 plus $650 I paid another guy to fill in the holes, because my dog nearly broke a leg stepping in one.",
        "Makes sense to go to small claims now that he's ignored the letter. Keep receipts for the hole-filling work since you'll need to justify that part of the claim.",
        "The filing fee was $85 plus $30 for service by certified mail. The hearing is set for May 20 at 9 am in front of a magistrate.",
        "Good, you're on the calendar. Put together copies of everything for the magistrate and for the other side.",
    ]),
    ("2025-05-14T12:30:00-04:00", [
        "The hearing got moved. Travis apparently hired a lawyer, who asked for a continuance, and it's now June 17 at 1:30 pm. Annoying, because I had already taken the 20th off work.",
        "Continuances are common when a lawyer comes in late. At least it gives you more time to prepare.",
        "I've organized my exhibits into a binder: the contract, the check, printed texts with dates, the demand letter and the green return card, photos of the open holes, and the invoice from Hector's Landscaping for the $650 fill work. Lorraine agreed to come testify.",
        "That's a well-organized case. A neighbor who saw the crew leave is useful testimony. Bring three copies of the binder.",
    ]),
    ("2025-06-18T18:05:00-04:00", [
        "Hearing was yesterday. The magistrate ruled in my favor for the $4,800 but denied the $650, because she said I never gave Travis a chance to fix the holes himself. Still, I'll take it, plus court costs. Travis's lawyer told me they'd pay within 30 days.",
        "Congratulations - that's a solid outcome. Make a note of the date so you know when the 30 days runs out.",
        "Honestly I'm also reconsidering the fence itself. Maybe chain link instead of cedar now, it's way cheaper. I got a quote from Midwest Fence Pros for $5,200 for chain link.",
        "Chain link is certainly cheaper and lower maintenance, though it won't give the privacy a solid cedar fence does. Worth thinking about what you mainly want the fence for.",
    ]),
    ("2025-09-10T20:00:00-04:00", [
        "They didn't pay within the 30 days, so I filed for a bank garnishment in August. His business account turned up $3,100, which I received on September 4. There's still $1,700 plus court costs outstanding. The clerk said I can request a debtor's examination next.",
        "Getting $3,100 back through garnishment is real progress. A debtor's exam can force him to disclose other accounts or assets.",
        "Fence update: I went back to cedar after all, with Midwest Fence Pros. It's $10,400 now because prices went up. Install is scheduled for October 6.",
        "Glad you found a contractor you trust. Get the schedule and payment milestones in writing this time.",
    ]),
], [
    ("What was the number on the check I gave the first fence company?", ["s1:3"], "single-hop"),
    ("Which outfit did the hole-filling work?", ["s3:3"], "single-hop"),
    ("When did the small claims hearing actually take place?", ["s3:1", "s4:1"], "update", ["s2:3"]),
    ("What kind of fence am I getting in the end?", ["s5:3"], "update", ["s4:3"]),
    ("How much does Travis still owe me?", ["s5:1"], "update", ["s4:1"]),
    ("Why didn't I get the money back for filling the holes, and how much was that?", ["s2:1", "s4:1"], "multi-session"),
    ("Who is my witness and what did she see?", ["s1:3", "s3:3"], "multi-session"),
    ("How much time passed between Travis signing for the demand letter and the hearing?", ["s2:1", "s3:1"], "temporal"),
    ("when did the garnished money arrive", ["s5:1"], "temporal"),
    ("How much were the court costs exactly?", [], "abstain"),
    ("What's the name of the lawyer Travis hired?", [], "abstain"),
    ("Which magistrate heard my case?", [], "abstain"),
    ("Did the debtor's exam get Travis to pay the rest?", [], "abstain"),
    ("How tall is the new cedar fence going to be?", [], "abstain"),
    ("What's my dog's name?", [], "abstain"),
]))

cases.append(case("en-frozen-shoulder", "priya_natarajan", [
    ("2025-02-03T20:15:00-05:00", [
        "My left shoulder has been stiff and painful since around Christmas - I can't reach the top kitchen shelf or do my bra clasp behind my back anymore. My family doctor, Dr. Amanda Kowalski, thinks it's adhesive capsulitis, frozen shoulder. She said it's more common in women over 40 with diabetes, which tracks since I'm 52 and have type 2.",
        "Frozen shoulder is painful and slow, but it does usually improve. Physiotherapy and gentle daily stretching are the standard first steps, along with keeping your blood sugar well controlled.",
        "She referred me to physio at Bloor West Physiotherapy - first appointment is Feb 11 with a physio named Kenji. My work benefits through Sun Life cover $500 a year for physio, and sessions are $95 each.",
        "That's a good start. At $95 a session, $500 covers about five visits, so it's worth checking whether any other coverage could pick up the rest.",
    ]),
    ("2025-03-20T21:30:00-04:00", [
        "Six physio sessions in. Kenji measured my external rotation at 20 degrees on the left versus 75 on the right. Home exercises are pendulums, a towel stretch and wall crawls, twice a day. Honestly the pain at night is the worst part - I'm sleeping on the couch propped up on pillows.",
        "Night pain is very common in the painful phase. Sticking with the home program matters more than intensity; gentle and consistent is the goal.",
        "I've also burned through the $500 from Sun Life already. My husband Arjun's plan through his employer is with Manulife and might cover me as a dependent - up to $750 a year. I'm going to submit there next.",
        "Coordinating the two plans should help a lot. Keep your receipts and submit the balance to the second plan.",
    ]),
    ("2025-05-06T19:00:00-04:00", [
        "Dr. Kowalski is sending me for a hydrodilatation - the injection that stretches the joint capsule with saline and steroid - at Toronto Western, booked for May 29. She said my A1C of 7.4 could be part of why it's been so stubborn.",
        "Hydrodilatation can speed up recovery for some people, especially combined with physio right afterwards. Note that the steroid can raise blood sugar for a few days.",
        "Update: the hospital just called and moved the hydrodilatation up to May 15 because of a cancellation. I'll need someone to drive me home, so Arjun is taking the day off.",
        "Good news that it's sooner. Plan to do your stretches soon after, while the capsule is most stretchable.",
    ]),
    ("2025-08-12T18:45:00-04:00", [
        "Three months after the injection: my external rotation is up to 50 degrees. Kenji has cut me down from weekly visits to every two weeks. And I'm back to sleeping in my own bed, which feels like a miracle.",
        "That's a big jump from where you started. Sleeping in bed again is a great sign the painful phase is behind you.",
        "My A1C also came back at 6.8 in July, so the diet changes are paying off - I cut out the evening rice and started walking after dinner.",
        "That's an excellent improvement and will help your shoulder recovery as well.",
    ]),
    ("2026-01-20T20:10:00-05:00", [
        "Annoying news: my right shoulder started doing the same thing in December. Dr. Kowalski says it happens in the other shoulder in maybe 1 in 5 people. This time she wants to go straight to hydrodilatation, scheduled for February 9, and back to physio with Kenji.",
        "Sorry to hear that. Starting treatment early this time, knowing what worked before, may shorten things.",
        "At least the left shoulder is basically normal now - 70 degrees of external rotation - and I was discharged from physio for that side in November.",
        "That's a great outcome for the left side and a good reason to be hopeful about the right.",
    ]),
], [
    ("What's my physio's name?", ["s1:3"], "single-hop"),
    ("Which hospital did the capsule injection?", ["s3:1"], "single-hop"),
    ("What date did I actually have the first hydrodilatation?", ["s3:3"], "update", ["s3:1"]),
    ("What's the external rotation in my left shoulder now?", ["s5:3"], "update", ["s4:1", "s2:1"]),
    ("What was my most recent A1C?", ["s4:3"], "update", ["s3:1"]),
    ("How much did my left shoulder rotation improve between that first measurement and the check three months after the injection?", ["s2:1", "s4:1"], "multi-session"),
    ("Which clinic is Kenji at, and how many sessions had I done with him when he first measured my rotation?", ["s1:3", "s2:1"], "multi-session"),
    ("How long after my first physio appointment did I get the injection?", ["s1:3", "s3:3"], "temporal"),
    ("When's the right shoulder procedure?", ["s5:1"], "temporal"),
    ("What dose of steroid did they use in the injection?", [], "abstain"),
    ("What does Arjun do for work?", [], "abstain"),
    ("How did the injection for my right shoulder go?", [], "abstain"),
    ("Which diabetes medication am I on?", [], "abstain"),
    ("What's my blood pressure been like lately?", [], "abstain"),
    ("Is frozen shoulder more common in your non-dominant arm?", [], "abstain"),
]))

cases.append(case("en-ferrets-austin", "tomas_reyes", [
    ("2025-01-18T14:00:00-06:00", [
        "I'm adopting two ferrets from Hill Country Ferret Rescue - a bonded pair of neutered males named Pickle and Waffles. Pickle is a sable, about 3 years old; Waffles is an albino, around 5. The adoption fee was $150 for the pair, and I pick them up next Saturday.",
        "How exciting! A bonded pair is lovely because they keep each other company. Ferret-proof the room they'll roam in before pick-up day - they squeeze into surprisingly small gaps.",
        "I bought a Ferret Nation double-unit cage for $260, and I'm feeding them Wysong Epigen 90 kibble because that's what the rescue used. Bev, the lady who runs the rescue, told me to keep an eye on Waffles for adrenal disease given his age.",
        "Keeping them on the food they know will make the transition easier. Adrenal disease is common in middle-aged ferrets; hair loss, especially on the tail, is often the first sign.",
    ]),
    ("2025-03-09T11:20:00-06:00", [
        "Took them to Dr. Liang at Riverside Exotic Vet for a checkup - $85 per ferret for the exam, plus distemper boosters at $32 each. Pickle weighs 1.2 kg and Waffles 0.95 kg. The vet says Waffles's coat is thinning on his tail, which might be early adrenal.",
        "Good that you caught it early. Keep photos of his tail so you can compare over the next few months.",
        "Ferret-proofing is a nightmare, by the way. Pickle got behind the fridge twice. I've blocked it off with plexiglass panels. They get about four hours of free roam in the living room every evening.",
        "Plexiglass is a popular fix. Four hours of play a day is great for them.",
    ]),
    ("2025-06-21T17:30:00-05:00", [
        "Waffles was diagnosed with adrenal disease - the ultrasound showed an enlarged left adrenal gland. Dr. Liang recommends a Suprelorin (deslorelin) implant, about $300, which lasts roughly a year. Surgery is the other option, but at his age she doesn't love it.",
        "The implant is a common, less invasive choice for older ferrets and often brings the coat back within a few months.",
        "We did the implant on June 18. I'm also switching their food to a mix: half Wysong Epigen and half raw ground rabbit from a supplier in San Marcos, since Dr. Liang thinks raw would help Waffles keep weight on.",
        "Introduce the raw gradually; some ferrets are picky about new textures.",
    ]),
    ("2025-11-02T15:10:00-06:00", [
        "Waffles's coat has grown back fully and he's up to 1.05 kg. Pickle, on the other hand, has gotten chunky - 1.4 kg now - so I'm cutting back his kibble. I'm also thinking about adopting a third ferret, a young female from the same rescue named Juniper.",
        "Great news about Waffles. A third ferret could be fun, but introductions take patience.",
        "Changed my mind about Juniper - my landlord said the lease only allows two pets. So we're staying at two. I did upgrade their play area, though: a 6x4 foot pen I built out of coroplast.",
        "A coroplast pen is easy to clean and ferrets love the space. Sorry the lease got in the way.",
    ]),
    ("2026-07-15T21:45:00-05:00", [
        "Sad update: we had to put Waffles to sleep on July 2 - he developed an insulinoma on top of the adrenal disease and stopped eating. He was about six and a half. Pickle has been really mopey. Bev from the rescue says ferrets often do badly alone and suggested I think about a new companion for him.",
        "I'm so sorry about Waffles. Grief in a surviving ferret is real; extra play time and attention can help while you decide.",
        "I moved to a new apartment in Round Rock in June, and the lease there allows three pets. So I'm adopting a 2-year-old female named Clementine from Hill Country on July 26.",
        "That could be really good for Pickle. Plan on a slow introduction on neutral ground.",
    ]),
], [
    ("How much was the adoption fee for the pair?", ["s1:1"], "single-hop"),
    ("Who's our vet?", ["s2:1"], "single-hop"),
    ("What am I feeding the ferrets these days?", ["s3:3"], "update", ["s1:3"]),
    ("How many pets am I allowed under my lease?", ["s5:3"], "update", ["s4:3"]),
    ("Which ferret from the rescue am I bringing home as Pickle's companion?", ["s5:3"], "update", ["s4:1"]),
    ("What health problems did Waffles have?", ["s3:1", "s5:1"], "multi-session"),
    ("What advice has Bev from the rescue given me over time?", ["s1:3", "s5:1"], "multi-session"),
    ("About how long did I have Waffles before he died?", ["s1:1", "s5:1"], "temporal"),
    ("When did Waffles get his implant?", ["s3:3"], "temporal"),
    ("What colour is Clementine?", [], "abstain"),
    ("How much did the vet charge when Waffles was put to sleep?", [], "abstain"),
    ("What litter do I use for the ferrets?", [], "abstain"),
    ("Have Pickle and Clementine bonded yet?", [], "abstain"),
    ("How long do ferrets usually live?", [], "abstain"),
    ("What's my landlord's name at the Round Rock place?", [], "abstain"),
]))

cases.append(case("en-college-apps", "denise_walker", [
    ("2025-06-10T21:00:00-04:00", [
        "My daughter Aaliyah is going into her senior year and we're starting college applications. She wants to study marine biology. Her list right now: UGA, Eckerd, UNC Wilmington, University of Miami, and Georgia Tech as a reach even though it's not really a marine bio school. She has a 3.85 unweighted GPA and got a 1310 on the SAT in March.",
        "That's a strong profile and a sensible mix of schools. It may be worth checking whether Georgia Tech has the program she actually wants before spending an application on it.",
        "She's retaking the SAT on August 23 to try to get above 1400. We're paying $1,200 for a tutoring package at a place called Peachtree Prep - 8 sessions.",
        "A focused retake with tutoring often adds a meaningful number of points, especially if she targets her weaker section.",
    ]),
    ("2025-09-28T20:30:00-04:00", [
        "SAT scores came back: 1390! Up 80 points - her math went from 620 to 680. She's going to submit it everywhere. She also decided to drop Georgia Tech and add Florida State instead.",
        "Congratulations to her! That's a great jump, and Florida State fits her interest well.",
        "Early action deadlines: UGA is October 15, Miami is November 1. Her essay is about volunteering in the Georgia Aquarium's sea turtle program - she's put in 140 hours there.",
        "That's a personal and specific essay topic that connects directly to her major, which is exactly what admissions readers like.",
    ]),
    ("2025-12-16T22:10:00-05:00", [
        "UGA deferred her to regular decision, which stung. But she got into UNC Wilmington with a $6,000-a-year merit scholarship, and Eckerd with $28,000 a year.",
        "Two acceptances with merit aid before the holidays is great news, and a deferral is not a rejection.",
        "Eckerd's sticker price is about $72,000 a year though, so even with the scholarship that's $44,000. UNCW out-of-state is around $38,000 minus the $6,000. My husband Marcus thinks we should push for in-state UGA because of the HOPE scholarship.",
        "It's worth laying the net costs side by side for all four years once all the decisions are in.",
    ]),
    ("2026-04-05T19:15:00-04:00", [
        "Decisions are all in. UGA accepted her in March, and HOPE covers most of tuition in-state. Miami accepted her with a $25,000 scholarship but it still comes out around $58,000 a year. Florida State waitlisted her.",
        "Congratulations on the acceptances. Now it's really about fit and cost.",
        "We visited Eckerd on April 2 and she absolutely loved it - the waterfront program, the boats. And after we appealed using the Miami offer, Eckerd bumped her scholarship to $32,000. So now it's Eckerd versus UGA.",
        "The appeal paid off. A campus she loves plus better aid makes it a real contest.",
    ]),
    ("2026-05-02T18:00:00-04:00", [
        "She committed to Eckerd! We paid the $500 deposit on April 28. Marcus came around after the appeal. She'll live in the Omega complex, and move-in is August 21.",
        "Congratulations to the whole family!",
        "We're paying with her 529 plan - there's $61,000 in it - plus a $5,500 federal direct subsidized loan in her name.",
        "That's a sensible mix. It may help to map out how far the 529 goes year by year.",
    ]),
], [
    ("How many volunteer hours does Aaliyah have at the aquarium?", ["s2:3"], "single-hop"),
    ("How much is in her 529?", ["s5:3"], "single-hop"),
    ("What's Aaliyah's best SAT score?", ["s2:1"], "update", ["s1:1"]),
    ("How much is Eckerd giving her per year?", ["s4:3"], "update", ["s3:1"]),
    ("Where is she going to college?", ["s5:1"], "update", ["s4:3"]),
    ("Which colleges accepted her?", ["s3:1", "s4:1"], "multi-session"),
    ("How did Marcus's view on where she should go change?", ["s3:3", "s5:1"], "multi-session"),
    ("How long after the Eckerd visit did we pay the deposit?", ["s4:3", "s5:1"], "temporal"),
    ("When was her SAT retake?", ["s1:3"], "temporal"),
    ("What's Aaliyah's weighted GPA?", [], "abstain"),
    ("Did she get off the Florida State waitlist?", [], "abstain"),
    ("Who is her roommate going to be?", [], "abstain"),
    ("What's the interest rate on federal subsidized loans this year?", [], "abstain"),
    ("What does Marcus do for a living?", [], "abstain"),
    ("Did Aaliyah ever take the ACT, and what did she get?", [], "abstain"),
]))

cases.append(case("en-triathlon-dublin", "ollie_brennan", [
    ("2025-01-26T21:00:00+00:00", [
        "New year, new goal: I've entered the Dublin City Sprint Triathlon on June 15 - 750 m swim in Grand Canal Dock, 20 km bike, 5 km run. Entry was 95 euro. I can run fine, my 5k PB is 23:40, but my swimming is dreadful. I can barely do two lengths of front crawl.",
        "Plenty of people start a first sprint with the swim as their weakest leg. Five months is enough time to build up to 750 m if you get some coaching early.",
        "I've signed up for an adult Total Immersion swim course at the National Aquatic Centre, Monday nights for 8 weeks, 160 euro. Bike-wise I've only got my old hybrid, a Trek FX 2, which will have to do.",
        "A technique course is a great choice. A hybrid is perfectly fine for a first sprint.",
    ]),
    ("2025-03-30T19:30:00+01:00", [
        "Swim progress: I can now do 400 m of continuous freestyle in the pool in about 9:10. My coach Siobhan says my kick is wasting energy. I bought a Zone3 Vision wetsuit for 210 euro because the canal water will be around 15 degrees in June.",
        "From two lengths to 400 m in two months is great progress. A wetsuit will also help with buoyancy.",
        "Bike plan changed: my brother Cian is lending me his road bike, a Canyon Endurace, for the race, so the hybrid stays at home. I'm doing long rides on Sundays out to Enniskerry.",
        "A road bike will make a big difference on a 20 km course. Get it fitted to you if you can.",
    ]),
    ("2025-05-18T20:00:00+01:00", [
        "First open water swim at the Vico Baths with a sea swimming club - it was terrifying for the first five minutes, cold and I couldn't see a thing, but I managed 600 m. Sighting is my biggest problem.",
        "The first open water swim is the hardest. Practise lifting your eyes every six to eight strokes in the pool.",
        "Bad news too: I tweaked my calf on a tempo run on May 10. The physio says it's a grade 1 strain, two weeks of no running. So the race plan is now swim and bike hard and just jog the run.",
        "Sensible plan. Grade 1 strains usually settle well if you respect the rest period.",
    ]),
    ("2025-06-16T21:15:00+01:00", [
        "Race done yesterday! Finished in 1:27:52. Swim 18:40 - slowest part, but I didn't panic - then an awful 4:10 in T1, bike 41:05, T2 1:42 and the run 22:15. The calf held up fine, and 22:15 is actually a new 5k PB even off the bike.",
        "Huge congratulations! A PB off the bike after a calf strain is remarkable.",
        "I'm already thinking about an Olympic distance next year - 1500 m swim, 40 km bike, 10 km run. I'm eyeing Lough Cutra in Galway in early July.",
        "That's a natural next step. The swim doubles, so keeping up the swim training over the winter will be key.",
    ]),
    ("2026-02-22T18:40:00+00:00", [
        "I've entered an Olympic distance, but not Lough Cutra - it's the Hell of the West in Kilkee on June 28 instead, because Cian is doing that one too. Entry was 135 euro. And I finally bought my own bike: a second-hand Giant TCR Advanced for 1,300 euro from a guy in Bray.",
        "Racing alongside your brother sounds fun, and a TCR is a proper race bike.",
        "New swim setup as well - Siobhan moved to Cork, so I've joined a masters group at Trinity Sport Centre, three mornings a week at 6:30 am, 45 euro a month.",
        "Masters sessions three times a week will build your endurance for the 1500 m nicely.",
    ]),
], [
    ("What did the physio say was wrong with my calf?", ["s3:3"], "single-hop"),
    ("What was my finishing time in the sprint?", ["s4:1"], "single-hop"),
    ("What bike am I racing on this year?", ["s5:1"], "update", ["s2:3", "s1:3"]),
    ("Which Olympic-distance race have I entered?", ["s5:1"], "update", ["s4:3"]),
    ("What's my current 5k PB?", ["s4:1"], "update", ["s1:1"]),
    ("How much have I spent on triathlon entry fees in total?", ["s1:1", "s5:1"], "multi-session"),
    ("How far could I swim in the pool in March compared with my first open water swim?", ["s2:1", "s3:1"], "multi-session"),
    ("How many weeks before the sprint race did I hurt my calf?", ["s3:3", "s1:1"], "temporal"),
    ("How long is it between my sprint race and the Olympic one?", ["s1:1", "s5:1"], "temporal"),
    ("Where did I place in my age group at the sprint?", [], "abstain"),
    ("What was Cian's time at the Hell of the West?", [], "abstain"),
    ("What size wetsuit did I buy?", [], "abstain"),
    ("How much did the physio cost me for the calf?", [], "abstain"),
    ("At what water temperature do Irish triathlons make wetsuits mandatory?", [], "abstain"),
]))

cases.append(case("en-roof-replacement", "hannah_lindqvist", [
    ("2025-04-20T20:00:00-05:00", [
        "After the hailstorm on April 2 we've got a bunch of cracked shingles and a leak in the upstairs bathroom ceiling. The roof is 22 years old, three-tab asphalt, about 28 squares. I filed a claim with State Farm on April 5 and the adjuster is coming April 24.",
        "Sorry about the damage. Take dated photos of the shingles and the ceiling before the adjuster comes, and keep any receipts for temporary repairs like tarps.",
        "I've got two contractor quotes so far: North Star Roofing at $18,900 for GAF Timberline HDZ architectural shingles, and Lakes Area Exteriors at $21,400 for Owens Corning Duration. My deductible is 1% of dwelling coverage, which works out to $4,200.",
        "Those are both reputable architectural shingle lines. It's often worth a third quote and comparing what underlayment and flashing each includes.",
    ]),
    ("2025-05-12T19:20:00-05:00", [
        "The adjuster approved a full replacement. Their estimate is $19,650 RCV, but they're only paying actual cash value up front - $12,300 minus my deductible - and the $7,350 depreciation holdback comes after the work is done.",
        "That's the typical replacement-cost setup: you get the rest once you show the work is complete.",
        "Got a third quote from Hoffman Roof Co: $19,200 with GAF Timberline HDZ plus ice and water shield along all the eaves, which the other two didn't include. I'm leaning toward Hoffman.",
        "Ice and water shield at the eaves is valuable in a Minnesota winter, so that's a meaningful difference.",
    ]),
    ("2025-06-08T17:45:00-05:00", [
        "Signed with Hoffman. Start date is July 14 and they estimate 3 days. I chose the color Charcoal after going back and forth with Weathered Wood. My husband Erik wanted Pewter Gray, but we compromised.",
        "Congrats on getting it scheduled. Charcoal is a classic choice.",
        "They'll also replace up to two rotted roof decking sheets at $95 each if needed, plus the bathroom vent boot. The upstairs ceiling drywall repair is separate - my cousin Nils will do it for $400.",
        "Sounds well organized. Ask Hoffman to photograph any decking they replace so you can send it to the insurer.",
    ]),
    ("2025-07-25T21:00:00-05:00", [
        "Roof is done! The start got pushed to July 21 because of rain, and they finished July 23. They ended up replacing six sheets of decking, not two, so that's $570 extra. Final invoice was $19,770.",
        "Great that it's finished. Send the final invoice and the decking photos to State Farm to release the holdback.",
        "Sent the final invoice to State Farm for the depreciation release. I also noticed the gutters on the north side are sagging - Hoffman said they could do seamless aluminum gutters for $2,300, but I'm holding off for now.",
        "Reasonable to wait and get other gutter quotes before committing.",
    ]),
    ("2025-10-14T18:30:00-05:00", [
        "State Farm released the $7,350 depreciation on August 19, and they also covered the $570 of extra decking as a supplement, paid September 3. So my out of pocket ended up being basically just the deductible.",
        "That's about the best outcome you could hope for on a claim.",
        "Went ahead with gutters after all, but with a different company - Twin Cities Gutter, $1,850 including leaf guards, installed October 10.",
        "Nice, and cheaper than the first gutter quote.",
    ]),
], [
    ("What's my insurance deductible?", ["s1:3"], "single-hop"),
    ("What shingle color did we pick?", ["s3:1"], "single-hop"),
    ("When did the roofers actually start work?", ["s4:1"], "update", ["s3:1"]),
    ("How many decking sheets got replaced?", ["s4:1"], "update", ["s3:3"]),
    ("Who did our gutters and what did they cost?", ["s5:3"], "update", ["s4:3"]),
    ("How much did State Farm pay us in total for the roof?", ["s1:3", "s2:1", "s5:1"], "multi-session"),
    ("Of the three roofing quotes, which was cheapest, and who did I hire?", ["s1:3", "s2:3", "s3:1"], "multi-session"),
    ("How long was it from the hailstorm to the roof being finished?", ["s1:1", "s4:1"], "temporal"),
    ("When did the depreciation money come through?", ["s5:1"], "temporal"),
    ("What warranty comes with the new shingles?", [], "abstain"),
    ("What's my State Farm claim number?", [], "abstain"),
    ("What was the adjuster's name?", [], "abstain"),
    ("Did Nils finish the ceiling yet?", [], "abstain"),
    ("How many years do architectural shingles usually last?", [], "abstain"),
    ("What color did we go with for the new gutters?", [], "abstain"),
]))

cases.append(case("en-camino-portugues", "frances_dooley", [
    ("2025-09-14T20:30:00-04:00", [
        "I've decided to walk the Camino de Santiago next spring for my 60th birthday. I'm thinking the Camino Frances from Sarria - the last 115 km - since that's the minimum for the Compostela certificate. My sister Maureen wants to come with me. We'd go in late April.",
        "What a wonderful way to mark your 60th. Late April is a nice time, before the summer crowds and heat.",
        "Budget-wise I'm thinking about $4,000 total including flights from Boston. Maureen has bad knees, so we'd plan on 15 to 20 km days.",
        "Shorter days are very doable on that stretch, and trekking poles help a lot with knees on the downhills.",
    ]),
    ("2025-11-30T19:00:00-05:00", [
        "Change of route! Maureen read that the Frances from Sarria is packed, so we're doing the Camino Portugues coastal route from Vigo instead - about 120 km to Santiago. Same timeframe; we'll start walking April 28.",
        "The coastal Portuguese route from Vigo is beautiful and quieter. It still qualifies for the Compostela.",
        "Booked flights: Boston to Porto on TAP, $890 each round trip, flying out April 24 and coming home May 8. We'll take the train from Porto up to Vigo.",
        "That leaves you time to recover from jet lag before you start walking.",
    ]),
    ("2026-02-15T18:15:00-05:00", [
        "I've been training - walking 10 miles every Saturday on the Minuteman trail with a 7 kg pack. I got Altra Lone Peak trail runners and I've broken them in. No blisters yet!",
        "That's great preparation, and broken-in shoes are the best blister prevention there is.",
        "We decided to use a luggage transfer service, Correos Paq Mochila, 6 euro per bag per stage, so we only carry day packs. Maureen's knees are the reason. We've also booked all our albergues and pensions ahead - six stages.",
        "Bag transfer is a smart call for her knees, and booking ahead takes the stress out of each afternoon.",
    ]),
    ("2026-05-10T17:40:00-04:00", [
        "We're back! We walked into Santiago on May 3 - six stages, 122 km by my watch. The longest day was Redondela to Pontevedra, around 20 km. Maureen's knees held up with poles. We got our Compostelas at the pilgrim office after waiting 2 hours in line.",
        "Congratulations to you both! Arriving together after six stages must have been emotional.",
        "I spent about $4,650 in the end - over budget because we added two nights in Porto at the start. The best meal was octopus at a little place in Caldas de Reis.",
        "Two nights in Porto sounds like money well spent.",
    ]),
    ("2026-09-20T19:45:00-04:00", [
        "I'm already plotting the next one: Maureen and I want to do part of the Via de la Plata or maybe the Camino Primitivo in 2027. The Primitivo is about 320 km from Oviedo, which is probably too much for her knees.",
        "The Primitivo is beautiful but very hilly, so that's a fair concern.",
        "Decided: the Camino Ingles from Ferrol in September 2027, about 115 km. My friend Gloria from church wants to join us too.",
        "The Ingles is short and manageable - a great choice for three.",
    ]),
], [
    ("What shoes did I walk in?", ["s3:1"], "single-hop"),
    ("How much was the bag transfer per stage?", ["s3:3"], "single-hop"),
    ("Which Camino route did Maureen and I walk in the spring?", ["s2:1"], "update", ["s1:1"]),
    ("What did the spring Camino cost me in the end?", ["s4:3"], "update", ["s1:3"]),
    ("Which Camino are we doing next?", ["s5:3"], "update", ["s5:1"]),
    ("Why did we use a luggage service, and did it work out for Maureen?", ["s3:3", "s4:1"], "multi-session"),
    ("How many days were we in Europe in total, and how many of them were walking days?", ["s2:3", "s4:1"], "multi-session"),
    ("How long was it from when I first decided to do the Camino to when we reached Santiago?", ["s1:1", "s4:1"], "temporal"),
    ("How many days did we walk from Vigo to Santiago?", ["s2:1", "s4:1"], "temporal"),
    ("What date is my birthday?", [], "abstain"),
    ("What was the name of the restaurant in Caldas de Reis?", [], "abstain"),
    ("Where did we sleep in Pontevedra?", [], "abstain"),
    ("Has Gloria walked a Camino before?", [], "abstain"),
    ("What's the weather usually like on the Camino Ingles in September?", [], "abstain"),
]))

cases.append(case("en-401k-rollover", "raj_menon", [
    ("2025-02-11T21:10:00-08:00", [
        "I left Broadcom last month after 7 years and started at a smaller startup, Lumen Robotics. My old 401k at Fidelity has about $312,000 in it, including $41,000 that's Roth 401k money. I'm trying to figure out whether to roll it into an IRA or into my new employer's plan.",
        "Both are reasonable. An IRA usually gives more investment choices; rolling into the new plan keeps things consolidated. There can also be tax-planning reasons to prefer one over the other.",
        "The new employer's 401k is with Guideline, and the fund options are pretty limited, with expense ratios around 0.4%. My wife Kavya thinks I should just leave it at Fidelity.",
        "Leaving it where it is is also an option if the old plan has low-cost funds. It's worth comparing the fees side by side.",
    ]),
    ("2025-03-25T20:40:00-07:00", [
        "Decided: I'm rolling the pre-tax part into a Fidelity rollover IRA and the Roth 401k part into a Roth IRA. Planned allocation is FXAIX 60%, FTIHX 25%, FXNAX 15%.",
        "That's a simple, low-cost three-fund style mix.",
        "One wrinkle: I want to keep doing backdoor Roth contributions, and a pre-tax IRA balance would mess that up because of the pro-rata rule. So I might roll the pre-tax money into the Guideline plan after all.",
        "That's the classic trade-off. Keeping your pre-tax IRA balance at zero keeps the backdoor conversion clean.",
    ]),
    ("2025-05-02T19:55:00-07:00", [
        "Final plan executed: the pre-tax $271,000 went into the new Guideline 401k on April 22 as a direct rollover check, so my IRA balance stays at zero for the backdoor. The Roth $41,000 went into a Fidelity Roth IRA on April 15.",
        "Nicely done - a direct rollover avoids any withholding.",
        "I also did my first backdoor Roth for 2025: $7,000 contributed to a traditional IRA on April 28 and converted on April 30. Kavya did hers too.",
        "Good. You'll need to report the conversion on your tax return.",
    ]),
    ("2025-11-09T18:20:00-08:00", [
        "The Guideline 401k is at $289,500 now. I'm contributing 15% of salary, and Lumen matches 50% up to 6%. My salary is $198,000.",
        "You're getting the full match at 15%, which is great.",
        "Our CPA, Diane Feldman, answered the 1099-R question - she'll file Form 8606 for the backdoor. Her fee went up to $850 this year, from $700 last year.",
        "Having a CPA handle the 8606 is sensible for the first year of backdoor Roths.",
    ]),
    ("2026-03-15T20:05:00-07:00", [
        "Big change: Lumen got acquired by Siemens in February. My 401k is moving into the Siemens plan automatically in May. The match there is 100% up to 4%.",
        "Congratulations on the acquisition. That is a better match than the one you had at Lumen.",
        "Also changed the Roth IRA allocation: it's now 70% FXAIX and 30% FTIHX. I dropped the bond fund in the Roth since I already hold bonds in the 401k.",
        "Holding growth assets in the Roth and bonds elsewhere is a common asset-location approach.",
    ]),
], [
    ("How long was I at Broadcom?", ["s1:1"], "single-hop"),
    ("Who's our CPA, and what is she charging now?", ["s4:3"], "single-hop"),
    ("Where did I roll the pre-tax part of my old Broadcom 401k into?", ["s3:1"], "update", ["s2:1"]),
    ("What's the allocation in my Roth IRA right now?", ["s5:3"], "update", ["s2:1"]),
    ("What employer match am I getting on my 401k?", ["s5:1"], "update", ["s4:1"]),
    ("How much has my pre-tax 401k grown since I rolled it over?", ["s3:1", "s4:1"], "multi-session"),
    ("Why did I go with the workplace plan instead of an IRA for the pre-tax money, and what had Kavya suggested?", ["s1:3", "s2:3"], "multi-session"),
    ("How many days were there between my backdoor contribution and the conversion?", ["s3:3"], "temporal"),
    ("Roughly how long after leaving Broadcom did the pre-tax rollover go through?", ["s1:1", "s3:1"], "temporal"),
    ("What's the expense ratio on FXAIX?", [], "abstain"),
    ("How much does Kavya earn?", [], "abstain"),
    ("Which funds does the Siemens 401k offer?", [], "abstain"),
    ("Did I do a backdoor Roth for 2026 yet?", [], "abstain"),
    ("What's the IRA contribution limit for 2026?", [], "abstain"),
    ("What's my job title at Lumen?", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese

cases.append(case("zh-kid-asthma-hangzhou", "chen_jing", [
    ("2025-03-02T21:00:00+08:00", [
        "我儿子乐乐今年6岁，这个冬天一直咳嗽，晚上咳得特别厉害，上个月光社区医院就跑了三趟。这周去了浙大儿童医院呼吸科，挂的王敏主任的号，做了肺功能和过敏原检测，结果说是咳嗽变异性哮喘，过敏原是尘螨和猫毛。",
        "确诊了反而能对症处理。咳嗽变异性哮喘规范用药、坚持复诊，大多数孩子都能控制得很好。家里也可以从减少尘螨和接触猫毛这两方面入手。",
        "医生开了布地奈德雾化，每天两次，先用一个月，还有孟鲁司特钠咀嚼片，每晚一片4毫克。麻烦的是我妈家养了一只猫叫大橘，我们每个周末都去外婆家，现在很头疼要不要跟我妈说把猫送人。",
        "这个确实两难。可以先跟家里人商量一个折中方案，比如减少孩子和猫的接触，再看看复诊时症状有没有改善。",
    ]),
    ("2025-04-06T20:30:00+08:00", [
        "今天复诊，王主任说控制得不错，雾化减到每天一次，孟鲁司特继续吃。家里买了一台小米除螨仪，399块，床单被套每周用60度热水洗一次。",
        "恢复得挺好。热水洗床品对除螨很有效，坚持下去。",
        "猫的事商量好了，大橘不送人，周末改成外婆来我们家，我们不去她家了。我妈有点不高兴，但也理解。",
        "这个办法两全其美，老人也能照常见到外孙。",
    ]),
    ("2025-07-20T22:00:00+08:00", [
        "暑假本来想带乐乐去三亚玩一周，7月28号出发，机票都看好了，一个人1800左右。王主任说海边湿度大对他没坏处，只要把药带好就行。",
        "出去玩记得把常用药和病历带上，玩得开心。",
        "计划有变，三亚那边有台风预警，我们改成自驾去千岛湖了，8月2号到5号，住在一家叫湖畔人家的民宿，一晚680。",
        "千岛湖自驾也很不错，路程近，孩子不会太累。",
    ]),
    ("2025-11-15T21:40:00+08:00", [
        "入秋后乐乐又开始喘，11月8号半夜送了急诊，用了沙丁胺醇雾化才缓过来。王主任把布地奈德又加回每天两次，还让我们随身带一支万托林气雾剂加储雾罐。",
        "换季容易反复，别太自责。随身带急救药是很必要的。",
        "学校那边我跟班主任刘老师说明了情况，体育课跑步他可以自己控制强度，老师也知道药放在他书包侧袋里。",
        "跟老师沟通好很重要，万一在学校发作也能及时处理。",
    ]),
    ("2026-05-10T20:15:00+08:00", [
        "好消息，乐乐已经连续四个月没发作了，上周复查肺功能正常。王主任说雾化可以停了，孟鲁司特再吃三个月就停。",
        "太好了，这说明前面的规范治疗很有效果。",
        "我们还打算开始做尘螨脱敏治疗。皮下注射那种要打三到五年，前半年每周一针，每针自费大概200块。我老公嫌太麻烦，更倾向于舌下含服的畅迪，我们还没最后定。",
        "两种方式各有利弊，可以下次复诊时请王主任根据乐乐的情况给建议。",
    ]),
], [
    ("乐乐对什么过敏来着？", ["s1:1"], "single-hop"),
    ("乐乐的班主任是哪位老师？", ["s4:3"], "single-hop"),
    ("乐乐现在还需要做雾化吗？", ["s5:1"], "update", ["s4:1", "s2:1", "s1:3"]),
    ("去年暑假我们最后去哪儿玩了？", ["s3:3"], "update", ["s3:1"]),
    ("现在周末我们怎么跟外婆见面？", ["s2:3"], "update", ["s1:3"]),
    ("乐乐这一路用过哪些药？", ["s1:3", "s4:1"], "multi-session"),
    ("王主任在乐乐好转和加重的时候分别是怎么调雾化的？", ["s2:1", "s4:1"], "multi-session"),
    ("从确诊到那次半夜急诊，中间隔了大概多久？", ["s1:1", "s4:1"], "temporal"),
    ("乐乐半夜送急诊是哪天？", ["s4:1"], "temporal"),
    ("乐乐现在体重多少？", [], "abstain"),
    ("脱敏治疗我们最后选的是打针还是舌下含服？", [], "abstain"),
    ("大橘几岁了？", [], "abstain"),
    ("我老公叫什么名字？", [], "abstain"),
    ("哮喘的孩子能不能打流感疫苗？", [], "abstain"),
    ("乐乐在哪所小学上学？", [], "abstain"),
]))

cases.append(case("zh-elevator-retrofit-nanjing", "zhao_lihua", [
    ("2025-04-12T19:30:00+08:00", [
        "我们小区是1996年的老房子，我家住3单元6楼，没电梯。我爸今年78了，膝盖不好，上下楼越来越吃力。最近单元里有人牵头想加装电梯，牵头的是5楼的孙阿姨，她说政府每台补贴20万。",
        "老小区加装电梯对老人帮助很大。一般流程是先征求本单元业主意见、凑齐签字，再报街道和规划部门审批。",
        "孙阿姨初步算了一下，整台电梯连土建大概75万，扣掉补贴还要55万，按楼层分摊：一楼不出钱，二楼出2万，越往上越多，我们六楼要出13万左右。单元一共12户。",
        "按楼层递增分摊是比较常见的做法。高层住户出得多，但受益也最大。",
    ]),
    ("2025-06-08T20:10:00+08:00", [
        "签字进度：12户里已经有10户同意了，一楼两户都不同意，102的老陈说电梯井会挡他家卧室采光，而且施工太吵。政策要求本单元三分之二以上业主同意，其实已经够了，但街道建议尽量协商好。",
        "一楼住户的顾虑很常见，协商解决后面施工会顺利很多。",
        "我们几户商量给一楼两户每户补偿3万，钱从各户的分摊里出。101那户已经同意了，老陈还在考虑。",
        "有了补偿方案，事情就好谈了，耐心一点。",
    ]),
    ("2025-09-21T19:00:00+08:00", [
        "老陈终于签字了，条件是补偿提到4万，而且电梯井往外挪50公分。设计院重新出图，费用多了2万。这样算下来我家六楼的分摊变成了14.2万。",
        "虽然多花了点，但全员同意了，后面就顺了。",
        "施工单位也定了，是康力电梯在南京的代理商，工期说是4个月，计划10月15日开工。",
        "开工前可以问清楚施工期间楼道怎么通行、噪音时段怎么安排。",
    ]),
    ("2026-01-18T21:20:00+08:00", [
        "开工推迟到了11月20号才开，因为要迁管线，燃气管道得改，燃气公司排期很慢。现在地基已经挖好了，预计春节后装轿厢。",
        "管线迁移经常拖进度，能开工就好。",
        "电梯费用之外，后期维保每年大概1.2万，按户平摊，每户一年1000块，电费按楼层另算。我爸天天下楼去看施工进度，比谁都积极。",
        "老人家盼着呢，这也是好事。",
    ]),
    ("2026-06-06T18:45:00+08:00", [
        "电梯5月28号正式通过验收，6月1号开始用了！我爸第一天坐电梯下楼，在楼下跟老邻居聊了两个小时。刷卡乘梯，每户发了3张卡。",
        "太好了，总算盼到了！老人能常下楼走动，对身体和心情都好。",
        "补贴最后到账了，但只有18万，说是今年政策调整了。差的2万各户再分摊，我家又多出了3400块。",
        "虽然多了点费用，好在电梯已经用上了。",
    ]),
], [
    ("加装电梯是谁牵头的？", ["s1:1"], "single-hop"),
    ("电梯维保费每户一年摊多少？", ["s4:3"], "single-hop"),
    ("我家加装电梯一共要出多少钱？", ["s3:1", "s5:3"], "update", ["s1:3"]),
    ("给一楼住户的补偿最后定的是每户多少？", ["s3:1"], "update", ["s2:3"]),
    ("电梯实际是哪天开工的？", ["s4:1"], "update", ["s3:3"]),
    ("老陈当初为什么反对，最后是什么条件才签的字？", ["s2:1", "s3:1"], "multi-session"),
    ("从开工到验收通过，一共用了多长时间？", ["s4:1", "s5:1"], "temporal"),
    ("开工比原计划晚了多久？", ["s3:3", "s4:1"], "temporal"),
    ("这台电梯额定载重是多少公斤？", [], "abstain"),
    ("孙阿姨家五楼出了多少钱？", [], "abstain"),
    ("电梯每个月电费大概多少？", [], "abstain"),
    ("101那户姓什么？", [], "abstain"),
    ("南京加装电梯能不能提取公积金？", [], "abstain"),
    ("电梯卡丢了补办一张要多少钱？", [], "abstain"),
]))

cases.append(case("zh-racing-pigeons-baoding", "wang_dongsheng", [
    ("2025-02-22T20:00:00+08:00", [
        "开春了，准备今年参加秋季的公棚赛。我在自家楼顶有个鸽舍，养了40多羽，今年打算送8羽幼鸽去河北冠军公棚，每羽报名费1000块，决赛是10月份的500公里。",
        "公棚赛比的是统一饲养、统一训放，比较公平。送鸽前把疫苗都打齐。",
        "种鸽是前年买的一对比利时詹森系，公的叫老蓝，母的叫雨点，一共花了6800。今年它们出的幼鸽我都留着。",
        "好的种鸽是根本，它们的后代值得好好培养。",
    ]),
    ("2025-04-20T19:30:00+08:00", [
        "8羽幼鸽4月15号已经送到公棚了，足环号是2025-03-0123到0130。公棚在易县，离我家80公里。",
        "送过去就看公棚的管理和训放了，可以定期打电话问问情况。",
        "家里的鸽子也开始训放了，从10公里开始，现在放到了50公里。雨点的一个儿子，灰色的，我叫它小灰，每次都回来得最快。",
        "小灰有潜力，可以重点培养。",
    ]),
    ("2025-07-13T21:00:00+08:00", [
        "公棚那边通知，8羽里有2羽训放时丢了，还剩6羽。听说今年沿途鹰特别多。",
        "丢鸽在公棚训放中难免，剩下的希望都能平安。",
        "我自己家飞的鸽子报了保定市鸽协的300公里秋季赛，8月30号，报了10羽，每羽报名费50，小灰是主力。家里的训放现在已经拉到150公里了。",
        "训放距离上来了，300公里应该有把握。",
    ]),
    ("2025-09-02T20:40:00+08:00", [
        "300公里赛结果出来了，小灰拿了第37名，全市一共1200多羽参赛，分速1380米。我老婆说你那鸽子比我还金贵。",
        "1200多羽里排37名，成绩非常好！",
        "公棚那边又丢了一羽，现在剩5羽，决赛日期定在10月18号，天气不好的话会顺延。",
        "5羽进决赛也不错，等好消息。",
    ]),
    ("2025-10-26T19:15:00+08:00", [
        "决赛因为大风顺延到10月22号才放。我的5羽回来了3羽，最好的一羽是足环0127，拿了第156名，奖金只有800块，连报名费都没回本。",
        "500公里能归巢就说明鸽子素质不错，名次只是一方面。",
        "明年打算不送公棚了，太贵，改成在家多飞几场地方赛。0127我已经从公棚拍卖会上拍回来了，花了2000块，准备留着做种鸽。",
        "把归巢的好鸽子留作种鸽是很多鸽友的做法。",
    ]),
], [
    ("种鸽那一对花了多少钱？", ["s1:3"], "single-hop"),
    ("小灰在300公里赛里拿了第几？", ["s4:1"], "single-hop"),
    ("公棚里我的鸽子最后有几羽参加了决赛？", ["s4:3", "s5:1"], "update", ["s3:1"]),
    ("公棚决赛最后是哪天放的？", ["s5:1"], "update", ["s4:3"]),
    ("家里的鸽子训放拉到多远了？", ["s3:3"], "update", ["s2:3"]),
    ("在公棚这件事上我一共花了多少、拿回多少？", ["s1:1", "s5:1", "s5:3"], "multi-session"),
    ("送去公棚的8羽鸽子是怎么一步步少下来的？", ["s3:1", "s4:3", "s5:1"], "multi-session"),
    ("从送鸽进公棚到决赛隔了多久？", ["s2:1", "s5:1"], "temporal"),
    ("保定那场300公里赛是几号？", ["s3:3"], "temporal"),
    ("0127是什么颜色的鸽子？", [], "abstain"),
    ("老蓝今年几岁？", [], "abstain"),
    ("公棚决赛冠军拿了多少奖金？", [], "abstain"),
    ("明年我报了哪几场地方赛？", [], "abstain"),
    ("鸽子得了副伤寒该用什么药？", [], "abstain"),
]))

cases.append(case("zh-guipei-changsha", "li_xiaoran", [
    ("2025-03-09T22:00:00+08:00", [
        "我是湘雅医学院今年的临床医学硕士毕业生，正在准备规培招录。第一志愿报的湘雅二医院内科，第二志愿是省人民医院的全科。笔试定在4月20号。",
        "湘雅二的内科基地很强，竞争也会激烈一些，笔试好好准备。",
        "我男朋友周航在深圳工作，他希望我去深圳规培，深圳规培每个月能拿一万左右，长沙这边大概四千五。但湘雅二的平台更好。",
        "收入和平台确实需要权衡，也要考虑你们两个人以后在哪里安家。",
    ]),
    ("2025-05-18T21:30:00+08:00", [
        "笔试过了，面试也过了，被湘雅二医院内科录取了！8月1号报到，一共三年。",
        "恭喜！第一志愿上岸太好了。",
        "住的问题：医院的规培宿舍是四人间，每月200块，我想跟同学合租医院附近的两居室，每人每月1300。",
        "宿舍便宜但拥挤，合租舒服但贵，看你更看重哪一头。",
    ]),
    ("2025-09-14T23:10:00+08:00", [
        "第一个轮转科室是心内科，两个月，带教老师是刘主治，人很好但很严。每周值两个夜班，夜班费一个100块。",
        "心内科节奏快，跟着严格的老师能学到很多。",
        "宿舍最后还是住了医院的四人间，原来说好合租的同学临时改去广州了，我一个人租不起两居室。",
        "四人间省钱，离医院也近，值夜班方便。",
    ]),
    ("2026-01-11T22:40:00+08:00", [
        "现在在急诊科轮转，比心内科累多了。上周连着上了三个24小时班，腰疼得厉害。",
        "急诊确实辛苦，下班后尽量休息，别硬撑。",
        "跟周航商量好了，他会从深圳调回长沙分公司，年薪从35万降到28万，但我们能在一起了。计划2026年国庆结婚。",
        "恭喜你们！能在一个城市生活太重要了。",
    ]),
    ("2026-08-30T21:00:00+08:00", [
        "规培第二年开始了，现在轮转到消化内科。执业医师笔试8月23号考完了，感觉一般，成绩要11月才出来。",
        "考完就先放一放，专心轮转。",
        "婚期改了，国庆人太多，酒店订不到，改到了2027年元旦。周航6月已经调回长沙了。",
        "元旦结婚也很好，两个人终于在一起了。",
    ]),
], [
    ("规培是几号报到的？", ["s2:1"], "single-hop"),
    ("心内科带我的老师是谁？", ["s3:1"], "single-hop"),
    ("我们的婚礼定在什么时候？", ["s5:3"], "update", ["s4:3"]),
    ("我规培期间住在哪？", ["s3:3"], "update", ["s2:3"]),
    ("我现在在哪个科轮转？", ["s5:1"], "update", ["s4:1", "s3:1"]),
    ("我规培以来都转过哪些科室？", ["s3:1", "s4:1", "s5:1"], "multi-session"),
    ("我最后录取的是不是第一志愿？", ["s1:1", "s2:1"], "multi-session"),
    ("从规培笔试到去报到中间隔了多久？", ["s1:1", "s2:1"], "temporal"),
    ("周航是什么时候调回长沙的？", ["s5:3"], "temporal"),
    ("执业医师考过了没有？", [], "abstain"),
    ("急诊科的带教老师是谁？", [], "abstain"),
    ("周航在哪家公司上班？", [], "abstain"),
    ("婚礼定在哪家酒店？", [], "abstain"),
    ("规培结束以后能留在湘雅二吗？", [], "abstain"),
    ("我们打算在长沙哪个区买婚房？", [], "abstain"),
]))

cases.append(case("zh-fund-dca-xiamen", "huang_mei", [
    ("2025-01-12T21:00:00+08:00", [
        "今年想开始理财，钱放余额宝收益太低了。我和老公每月到手加起来2.6万，房贷每月8400，打算每个月拿3000出来定投基金。",
        "先保证应急资金，再用闲钱长期定投，是比较稳妥的做法。",
        "选了三只：易方达沪深300ETF联接A每月1500，招商中证白酒指数每月1000，剩下500买一只纯债基金。都是每月15号扣款，在支付宝上操作。",
        "宽基、行业、债券搭配，思路挺清楚的。行业基金波动会大一些，心里要有准备。",
    ]),
    ("2025-04-13T20:20:00+08:00", [
        "4月初市场大跌，沪深300那只一下子亏了8%，我有点慌，差点全卖了。老公说定投就是要在跌的时候多买。",
        "下跌时坚持扣款，摊薄成本，本来就是定投的意义所在。",
        "我决定把白酒那只停了，感觉波动太大，而且行业太集中。换成了一只中证红利低波动指数，还是每月1000。",
        "红利低波风格更稳一些，跟你的风险偏好更匹配。",
    ]),
    ("2025-08-17T21:30:00+08:00", [
        "到现在一共投了大概2.4万，账户总市值2.55万，总收益1500左右。沪深300那只现在是赚6%。",
        "从亏8%到赚6%，坚持下来了。",
        "还给女儿朵朵开了个教育金账户，她今年3岁，每月定投500到一只标普500的QDII基金，打算一直投到她18岁。",
        "给孩子做长期投资，时间是最大的优势。",
    ]),
    ("2025-12-21T20:50:00+08:00", [
        "年终奖下来了，我拿了4.2万，老公1.8万。打算拿3万买沪深300，不过看了下最近的估值，准备分三个月分批买，每月一万。",
        "分批买入可以降低择时的风险。",
        "标普500那只QDII因为额度限制，限购每天100块，我每月500的定投被暂停了。",
        "QDII额度紧张的时候常有这种情况，可以留意其他同类基金。",
    ]),
    ("2026-05-24T21:10:00+08:00", [
        "三个月分批买完了，3万全进了沪深300。现在整个账户总市值大约6.8万。",
        "执行得很有纪律。",
        "朵朵的教育金换成了一只纳斯达克100的QDII，限购每天1000，每月定投改成800。另外沪深300的月定投从1500加到了2000。",
        "调整得挺合理，记得每年回顾一次整体配置。",
    ]),
], [
    ("我们家每月房贷多少？", ["s1:1"], "single-hop"),
    ("基金每个月几号扣款？", ["s1:3"], "single-hop"),
    ("沪深300现在每个月定投多少？", ["s5:3"], "update", ["s1:3"]),
    ("朵朵的教育金现在投的是什么基金？", ["s5:3"], "update", ["s3:3", "s4:3"]),
    ("白酒基金我还在定投吗？", ["s2:3"], "update", ["s1:3"]),
    ("四月大跌的时候我怎么应对的，后来沪深300那只怎么样了？", ["s2:1", "s3:1"], "multi-session"),
    ("年终奖里拿了多少去买沪深300，最后买完了吗？", ["s4:1", "s5:1"], "multi-session"),
    ("白酒那只我大概投了多久就停了？", ["s1:3", "s2:3"], "temporal"),
    ("朵朵的教育金打算投到哪一年？", ["s3:3"], "temporal"),
    ("那只纯债基金叫什么名字？", [], "abstain"),
    ("红利低波那只现在收益多少？", [], "abstain"),
    ("余额宝里还剩多少钱？", [], "abstain"),
    ("我老公自己有没有买基金？", [], "abstain"),
    ("沪深300现在的市盈率是多少？", [], "abstain"),
]))

cases.append(case("zh-honeymoon-europe-rail", "sun_yuting", [
    ("2025-06-15T21:00:00+08:00", [
        "我和未婚夫陈浩10月办婚礼，蜜月想去欧洲坐火车玩两周，初步路线是巴黎—瑞士因特拉肯—米兰—威尼斯—罗马，预算两个人6万。时间定在明年3月，错开旺季。",
        "火车串联这几个城市很方便，三月人少，价格也友好。",
        "签证打算办法国申根，因为巴黎待的时间最长。我在国企上班，年假15天再加上婚假，时间应该够。",
        "申根签证一般按停留时间最长的国家申请，没问题。",
    ]),
    ("2025-11-09T20:30:00+08:00", [
        "婚礼办完啦！蜜月路线改了，陈浩说瑞士太贵，把瑞士砍了，改成巴黎—里昂—尼斯—米兰—威尼斯—罗马，还是两周，3月14号出发。",
        "恭喜新婚！南法加意大利的路线也很浪漫。",
        "本来想买欧铁通票，对比了一下还是点对点提前订更便宜，巴黎到里昂的TGV提前订一人才29欧，米兰到罗马的红箭39欧。",
        "提前订票确实划算，注意这类特价票大多不能退改。",
    ]),
    ("2026-01-18T19:40:00+08:00", [
        "签证下来了，法国申根多次往返，有效期到6月。机票订的国航，北京直飞巴黎，回程罗马飞北京，两个人一共11200。",
        "开口机票省去了走回头路，很合理。",
        "酒店大部分订好了，巴黎住在玛黑区一家小酒店，4晚一共720欧，尼斯住海边公寓3晚。",
        "玛黑区逛起来很方便，海边公寓也很有度假感。",
    ]),
    ("2026-03-30T22:00:00+08:00", [
        "我们回来了！结果碰上意大利铁路罢工，3月24号米兰到威尼斯的车取消了，只好临时租车开过去，多花了180欧。",
        "遇到罢工也算是难忘的经历，好在解决了。",
        "总花费大概6.8万，超预算了，主要是在巴黎买了个包，6500块。我最喜欢尼斯，陈浩最喜欢罗马。",
        "蜜月嘛，超一点也值得。",
    ]),
    ("2026-09-06T20:15:00+08:00", [
        "结婚一周年想再出去一次，这次打算12月去瑞士把上次的遗憾补上，看雪，因特拉肯加采尔马特，6天，预算3万。",
        "冬天的瑞士很美，就是要提前订好山上的交通和酒店。",
        "年假不够了，今年只剩5天，所以改成明年春节去，2027年2月。",
        "春节连着假期走，时间会宽裕很多。",
    ]),
], [
    ("巴黎那家酒店4晚一共多少钱？", ["s3:3"], "single-hop"),
    ("在巴黎买的包花了多少？", ["s4:3"], "single-hop"),
    ("我们蜜月最后有没有去瑞士？", ["s2:1"], "update", ["s1:1"]),
    ("蜜月一共花了多少钱？", ["s4:3"], "update", ["s1:1"]),
    ("补去瑞士定在什么时候？", ["s5:3"], "update", ["s5:1"]),
    ("当初为什么没去瑞士，后来打算什么时候补上？", ["s2:1", "s5:3"], "multi-session"),
    ("签证为什么选了法国办，有效期到什么时候？", ["s1:3", "s3:1"], "multi-session"),
    ("从办婚礼到出发度蜜月隔了几个月？", ["s1:1", "s2:1"], "temporal"),
    ("意大利罢工那天是几号？", ["s4:1"], "temporal"),
    ("尼斯的海边公寓多少钱？", [], "abstain"),
    ("罗马住的哪家酒店？", [], "abstain"),
    ("在巴黎买的是什么牌子的包？", [], "abstain"),
    ("陈浩一年有几天年假？", [], "abstain"),
    ("我们的婚礼是在哪办的？", [], "abstain"),
    ("去瑞士要不要单独办瑞士签证？", [], "abstain"),
]))

cases.append(case("zh-zikao-guangzhou", "zhang_wei_gz", [
    ("2025-02-16T21:30:00+08:00", [
        "我是大专学历，在一家物流公司做仓库主管，想升区域经理，公司要求本科。打算报自考本科，专业选了华南师范大学主考的人力资源管理，算上毕业论文一共14门。",
        "在职自考是很多人提升学历的路子，贵在坚持，合理安排每次考几门。",
        "4月份考试报了3门：管理学原理、英语二、中国近现代史纲要。工作日晚上学两个小时，周末每天学四小时。",
        "第一次考三门挺合适，英语二通常最难，可以多分点时间。",
    ]),
    ("2025-05-18T20:40:00+08:00", [
        "4月的成绩出来了：管理学原理72分，近现代史纲要65分，都过了。英语二只考了48，差12分，挂了。",
        "第一次就过了两门很不错，英语二下次再战。",
        "英语二太难了，我在考虑报网课，尚德的英语二冲刺班要2980，有点贵。同事小林说她是自学过的，把她的一套资料给了我。",
        "有过来人的资料很宝贵，可以先自学一段看看效果。",
    ]),
    ("2025-10-26T21:00:00+08:00", [
        "10月考了4门：英语二重考、人力资源管理、组织行为学、劳动法。英语二这次63分过了！最后没报网课，就靠小林的资料加每天背50个单词。",
        "太棒了，英语二这道坎过去了。",
        "劳动法挂了，57分，另外三门都过了。",
        "差三分，下次重考问题不大。",
    ]),
    ("2026-04-19T20:10:00+08:00", [
        "公司内部有变动，区域经理的位置明年3月才会空出来，领导说本科学历最好在那之前拿到。我算了一下，目前过了5门，还剩9门。",
        "目标时间明确了，可以倒推一下每次考几门。",
        "这次4月报了4门，包括劳动法重考。学习时间也调整了，改成每天早上6点起来学一个半小时，晚上下班太累学不进去。",
        "早上脑子清醒，效率会更高。",
    ]),
    ("2026-11-08T21:20:00+08:00", [
        "4月那次4门全过了！10月又考了4门，过了3门，挂了薪酬管理。现在一共过了12门，只剩薪酬管理和毕业论文。",
        "进度非常快，胜利在望了。",
        "论文选题定了，写《物流企业一线员工流失原因及对策》，指导老师是华师的陈副教授，答辩在明年5月。看来3月前拿到毕业证是不可能了，跟领导谈了，他说可以先以本科在读的身份报名竞聘。",
        "领导能通融太好了，选题也很贴合你的工作。",
    ]),
], [
    ("我自考报的是什么专业？", ["s1:1"], "single-hop"),
    ("我的毕业论文写什么题目？", ["s5:3"], "single-hop"),
    ("我自考现在一共过了几门？", ["s5:1"], "update", ["s4:1"]),
    ("英语二我过了没？", ["s3:1"], "update", ["s2:1"]),
    ("劳动法现在过了吗？", ["s5:1", "s4:3"], "update", ["s3:3"]),
    ("为了过英语二我都做了些什么？", ["s2:3", "s3:1"], "multi-session"),
    ("升区域经理对学历有什么要求，现在谈到什么程度了？", ["s1:1", "s4:1", "s5:3"], "multi-session"),
    ("从报自考到论文答辩，前后大概要多久？", ["s1:1", "s5:3"], "temporal"),
    ("劳动法挂了以后隔了多久才考过？", ["s3:3", "s4:3", "s5:1"], "temporal"),
    ("薪酬管理考了多少分？", [], "abstain"),
    ("组织行为学考了多少分？", [], "abstain"),
    ("我在哪家物流公司上班？", [], "abstain"),
    ("自考本科能不能考研？", [], "abstain"),
    ("陈副教授的联系方式是多少？", [], "abstain"),
]))

cases.append(case("zh-nursing-home-tianjin", "ma_hong", [
    ("2025-05-11T21:00:00+08:00", [
        "我妈今年82，上个月在家摔了一跤，股骨颈骨折，做了髋关节置换，现在出院了，但生活基本不能自理。我跟我哥商量要不要送养老院，我哥在外地工作，主要还是靠我。",
        "术后恢复期照护压力很大，养老院、请保姆都是常见的选择，可以先多看几家、比较一下。",
        "看了两家：一家是河西区的泰康之家，每月1.2万，条件很好但太贵；另一家是南开区的康乐老年公寓，护理型床位每月6800，离我家开车15分钟。",
        "距离近方便常去看望，这点对老人的情绪也很重要。",
    ]),
    ("2025-06-22T20:30:00+08:00", [
        "先请了住家保姆试了一个月，保姆姓何，每月7500。可我妈晚上要起夜三四次，何姨吃不消，干满一个月就走了。",
        "夜里频繁照护对一个人来说确实太累了。",
        "所以还是决定送康乐老年公寓，6月18号住进去的，两人间，同屋是一位姓刘的老太太，89岁。费用我哥出一半。",
        "有专业护理员轮班，夜里也更有保障。",
    ]),
    ("2025-09-14T19:50:00+08:00", [
        "我妈在养老院适应得还行，就是吃不惯，说饭太淡。我每周三和周日去看她，周日给她带她爱吃的饺子。",
        "常去看她、带点家里的味道，她会安心很多。",
        "康乐说护理等级要从二级调到一级，因为我妈现在夜里有时候会犯迷糊，费用从6800涨到了8200。",
        "夜里迷糊的情况可以跟医生说一下，做个评估。",
    ]),
    ("2026-01-25T20:40:00+08:00", [
        "医生诊断我妈是轻度阿尔茨海默病，开了多奈哌齐，每晚5毫克。她有时候认不出我哥了，但还认得我。",
        "确诊了心里会难受，早用药可以延缓进展。",
        "同屋的刘奶奶12月去世了，现在换了一位王奶奶，80岁，两个人特别聊得来，我妈精神好多了。",
        "有个说得来的伴，对老人太重要了。",
    ]),
    ("2026-07-19T21:15:00+08:00", [
        "又有变化：康乐的护理型床位要装修，我们趁机把我妈转到了泰康之家的记忆照护专区，7月1号搬过去的，每月1.45万。我哥升职了，说以后他出三分之二。",
        "记忆照护专区对认知症老人更有针对性。",
        "多奈哌齐加到了10毫克，医生说效果还可以。因为泰康离我家开车要40分钟，我现在改成每周六去看她一次。",
        "路远了，每周固定去一次也很好。",
    ]),
], [
    ("我妈摔伤后做的是什么手术？", ["s1:1"], "single-hop"),
    ("之前请的那个保姆每月工资多少？", ["s2:1"], "single-hop"),
    ("我妈现在住在哪家养老院？", ["s5:1"], "update", ["s2:3"]),
    ("我妈现在每个月养老院费用多少？", ["s5:1"], "update", ["s3:3", "s1:3"]),
    ("多奈哌齐现在每晚吃多少？", ["s5:3"], "update", ["s4:1"]),
    ("我现在多久去看一次我妈？", ["s5:3"], "update", ["s3:1"]),
    ("我妈在康乐先后跟谁住一屋？", ["s2:3", "s4:3"], "multi-session"),
    ("我妈在康乐老年公寓一共住了多长时间？", ["s2:3", "s5:1"], "temporal"),
    ("从我妈摔跤到住进养老院隔了多久？", ["s1:1", "s2:3"], "temporal"),
    ("泰康的护理员叫什么？", [], "abstain"),
    ("我哥在哪个城市工作？", [], "abstain"),
    ("我妈在泰康住的是单间还是双人间？", [], "abstain"),
    ("刘奶奶是因为什么去世的？", [], "abstain"),
    ("多奈哌齐有什么副作用？", [], "abstain"),
]))

cases.append(case("zh-dragon-boat-guangzhou", "lin_zihao", [
    ("2025-03-23T20:00:00+08:00", [
        "今年公司组了一支龙舟队，要参加6月端午的广州国际龙舟邀请赛企业组。我报名当桨手，全队22人：20个桨手、1个鼓手、1个舵手。每周六早上7点在海珠湖训练两个小时。",
        "龙舟很锻炼团队配合，坚持下来体能也会提高。",
        "队长是我们部门的老梁，他以前在顺德划了十几年。他说我力量还行，就是节奏老跟不上，让我每天练三分钟平板支撑。",
        "核心力量对划桨很关键，跟着老手练会进步很快。",
    ]),
    ("2025-05-11T19:40:00+08:00", [
        "训练有进展，我们500米直道从一开始的3分10秒提到了2分38秒。老梁把我从第8排调到了第3排，说前排要节奏感好的人。",
        "被调到前排说明节奏练出来了，恭喜。",
        "公司赞助了一套队服和桨，碳纤维桨每支1100块，一共买了24支。比赛日期也定了，5月31号，正好是端午节。",
        "装备到位，就等比赛了。",
    ]),
    ("2025-06-01T21:30:00+08:00", [
        "昨天比完了！企业组500米直道，我们预赛2分31秒，半决赛2分29秒，决赛第五名，一共16支队。老梁说第一年就能进决赛已经很好了。",
        "第一年就进决赛，非常不错！",
        "比完手上磨了好几个水泡，腰也酸。晚上队里在江边大排档庆功，公司报销了3000块。",
        "水泡注意别弄破，好好休息几天。",
    ]),
    ("2025-11-16T20:20:00+08:00", [
        "冬训开始了，不过老梁调去上海分公司了，新队长是小周，25岁，以前是大学龙舟队的。训练改到每周日下午3点，地点还是海珠湖。",
        "新队长有校队经验，训练可能会更系统。",
        "明年的目标是企业组前三，小周要求每人每周额外跑15公里，我在用Keep打卡。",
        "有氧耐力上来了，后程会更稳。",
    ]),
    ("2026-06-21T21:00:00+08:00", [
        "今年端午是6月19号，比完了，企业组第二名！决赛2分24秒，比去年快了5秒。我还是坐第3排。",
        "第二名！一年进步这么多，太厉害了。",
        "下个月还要去佛山叠滘参加传统龙船漂移赛，7月12号。龙船是借叠滘那边的，比的是在窄河道里过弯。",
        "叠滘的漂移赛很有特色，过弯很考验舵手和配合。",
    ]),
], [
    ("我们龙舟队一共多少人？", ["s1:1"], "single-hop"),
    ("小周要求我们每周额外跑多少？", ["s4:3"], "single-hop"),
    ("现在龙舟队队长是谁？", ["s4:1"], "update", ["s1:3"]),
    ("我们现在什么时候训练？", ["s4:1"], "update", ["s1:1"]),
    ("我们龙舟队比赛最好拿过第几名？", ["s5:1"], "update", ["s3:1"]),
    ("从最开始测速到今年决赛，我们500米快了多少？", ["s2:1", "s5:1"], "multi-session"),
    ("老梁以前在哪划船，后来去哪了？", ["s1:3", "s4:1"], "multi-session"),
    ("两届比赛之间隔了多久？", ["s2:3", "s5:1"], "temporal"),
    ("叠滘的漂移赛是几号？", ["s5:3"], "temporal"),
    ("叠滘漂移赛我们拿了第几？", [], "abstain"),
    ("我们队的鼓手是谁？", [], "abstain"),
    ("今年企业组第一是哪家公司？", [], "abstain"),
    ("我们的队服是什么颜色？", [], "abstain"),
    ("一条标准龙舟大概多重？", [], "abstain"),
]))

if __name__ == "__main__":
    write_dialogues(
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-21.json"),
        "dialogues-21",
        "18 blind multi-session dialogue cases (9 English, 9 Simplified Chinese) in fresh everyday domains, "
        "with single-hop, multi-session, update (newest turn as evidence, superseded turns as stale), "
        "temporal and abstain questions. Written blind without knowledge of the engine.",
        cases,
    )
