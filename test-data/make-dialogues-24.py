"""Held-out dialogue set 24: 18 multi-session user/assistant conversations (9 English, 9 Mandarin
Chinese) for the memory engine's eval harness.

Written blind: the author saw only the shared builder (dialogue_case.py) and the list of earlier
case ids (to pick different topics); not the engine, its source or docs, nor any other dialogue
set or generator. Each case is one user talking to an assistant over 4-5 sessions spread over
weeks or months. Personal facts come up in passing, and at least three per case change later
(moved dates, revised amounts, reversed choices, replaced people/places/things); questions about
the current value cite the newest user turn as evidence and the superseded turn(s) as stale.
Questions are asked a few days to a week after the last session. About 37% are abstain
questions: plausible, close to what was said (same people, neighbouring attribute, the outcome
of a plan), but never stated by anyone, user or assistant. Answerable questions paraphrase the
facts rather than copy them; temporal ones include date arithmetic from relative expressions
("the day after tomorrow", "last Thursday", 下周四, 大后天, 上月28号).

Run: python3 test-data/make-dialogues-24.py  -> writes test-data/dialogues-24.json
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder, write_dialogues  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-24.json")

CASES = []


def add(ask, cid, user, sessions, questions):
    CASES.append(case_builder(ask)(cid, user, sessions, questions))


# ---------------------------------------------------------------------------------------------
# English
# ---------------------------------------------------------------------------------------------

add("2024-06-17T18:30:00-06:00", "en-agility-collie-denver", "maya_r", [
    ("2024-02-06T19:10:00-07:00", [
        # s1:1
        "My border collie Juniper is two and she is bouncing off the walls. A friend suggested dog agility, so I signed us up for the beginner course at Paws in Motion in Lakewood. Six weeks, $180, first class is Saturday the 17th.",
        "Agility is a great fit for a two-year-old collie: her growth plates are closed, and the course gives her a job for her brain as well as her legs. Beginner classes are mostly foundations (tunnels, low jumps, the table, following your body cues), so don't worry if it feels slow at first. Bring very high-value treats and a toy she loves; classes are distracting.",
        # s1:3
        "She's about 38 pounds and pretty lean. My one worry is recall. She's obsessed with the neighbour's cat and I'm not sure she'd come back off-leash with other dogs around.",
        "That's worth telling the instructor on day one. Most beginner courses keep dogs on leash or behind barriers until recall is reliable. Meanwhile, practise recall at home with a long line and pay out big rewards every time she comes, even when it's slow. Never call her to end something fun and then do something she dislikes.",
        # s1:5
        "My partner Theo thinks the whole thing is a waste of money. Easy for him to say, he's not the one she wakes at 5am because she's bored.",
        "A tired collie is a quiet collie. You might invite Theo to watch a class once she's got a few skills; seeing her work often wins people over. In the meantime, ten minutes of trick training or a snuffle mat in the morning can take the edge off those 5am wake-ups.",
    ]),
    ("2024-03-12T20:05:00-06:00", [
        # s2:1
        "Update: class is going great. Juniper nails the tunnel but the weave poles are a disaster. The instructor, Dana, says she's a natural though. Also we swapped to the Sunday section, the Saturday one clashed with my shift at the hospital.",
        "Weaves are the hardest obstacle for almost every dog, so that's completely normal at this stage. Many trainers use the 2x2 method: start with just two poles, reward her for driving through the gap, then add pairs gradually. Short sessions, two or three minutes, work best.",
        # s2:3
        "I caved and bought a set of six practice weave poles for the backyard, $65 online.",
        "Good investment for weave homework. Keep the poles spaced at the width your class uses, start with them angled open, and quit while she's still succeeding.",
        # s2:5
        "Dana mentioned an informal fun match on April 20 at the county fairgrounds. I'm thinking of entering her, with me handling.",
        "A fun match is the perfect low-pressure first outing. You can usually reward in the ring and repeat an obstacle if it goes wrong. Do a couple of practice runs somewhere new beforehand so the change of venue isn't a shock.",
    ]),
    ("2024-04-18T21:00:00-06:00", [
        # s3:1
        "Bad news: the fairgrounds double-booked, so the fun match got moved to Saturday May 4th. At least we get two more weeks on weaves.",
        "Annoying, but the extra practice time is genuinely useful. Use it to rehearse your start-line routine and a couple of short sequences.",
        # s3:3
        "Plot twist: Theo came to watch class last Sunday and now HE wants to handle her at the match. Honestly fine by me, my knee has been acting up anyway.",
        "That's a lovely turnaround. Get him to a class or two before the match so Juniper gets used to his cues; dogs read body language differently from handler to handler. And rest that knee.",
        # s3:5
        "Vet check yesterday: she's up to 41 pounds now. Vet says it's muscle and she's in great shape.",
        "Great news. Agility builds a lot of muscle in the rear and shoulders, so gaining a few pounds while staying lean is expected.",
    ]),
    ("2024-05-07T19:45:00-06:00", [
        # s4:1
        "The match!! Theo ran her in Novice Jumpers and she got a clean run, second place out of 11 dogs. In the standard course she knocked a bar but otherwise did great.",
        "Congratulations to both of them! A clean jumpers run at a first outing is excellent. One knocked bar in standard is nothing; it usually means she was going fast and a bit flat, which you can work on with grid exercises.",
        # s4:3
        "Dana thinks we should think about real AKC trials in the fall. Juniper's a rescue with no papers, so I think we'd need the PAL listing?",
        "Right: the Purebred Alternative Listing lets an unregistered dog of a recognised breed compete in AKC performance events. You'll send photos and an application. If she didn't look like a purebred collie, the Canine Partners program would be the alternative.",
        # s4:5
        "Next up is the intermediate class at Paws in Motion, Tuesdays at 7pm starting May 21, $210.",
        "That timing works well; you'll keep her momentum going after the match. Intermediate usually introduces contacts and longer sequences.",
    ]),
    ("2024-06-11T20:30:00-06:00", [
        # s5:1
        "Change of plans: Dana is leaving Paws in Motion to open her own place in Golden, so we're following her. Her intermediate class is Thursday evenings, $195, and the first one is the day after tomorrow.",
        "Following a good instructor is usually the right call, especially when the dog already trusts her. The slightly lower price is a bonus. Expect the first session in a new space to be a bit distracting for Juniper.",
        # s5:3
        "We also finally sent off her PAL application on June 3rd, with photos.",
        "Good. Keep a copy of what you sent; once her number arrives you can enter trials.",
        # s5:5
        "And Theo has officially caught the bug. He's reading agility handling books on his lunch break, lol.",
        "From 'waste of money' to handling books: classic. Two handlers in the family also means Juniper can get more practice.",
    ]),
], [
    ("Where did Juniper take her very first agility course?", ["s1:1"], "single-hop"),
    ("Which day of the week did Juniper's beginner class end up being on?", ["s2:1"], "update", ["s1:1"]),
    ("What does Juniper weigh these days?", ["s3:5"], "update", ["s1:3"]),
    ("Where is Juniper doing her intermediate class, which night is it, and what does it cost?", ["s5:1"], "update", ["s4:5"]),
    ("Who was on the course with Juniper at the fun match?", ["s3:3", "s4:1"], "update", ["s2:5"]),
    ("On what date did the fun match actually happen?", ["s3:1"], "temporal", ["s2:5"]),
    ("What date was the first class at Dana's new place in Golden?", ["s5:1"], "temporal"),
    ("Roughly how many weeks after the fun match did we mail the PAL paperwork?", ["s3:1", "s5:3"], "temporal"),
    ("How has Theo's opinion of the agility hobby changed since winter?", ["s1:5", "s3:3", "s5:5"], "multi-session"),
    ("Which obstacle was Juniper struggling with in class, and how did her jumpers run go at the match?", ["s2:1", "s4:1"], "multi-session"),
    ("What was Juniper's time on her clean jumpers run?", [], "abstain"),
    ("Which dog took first place in Novice Jumpers?", [], "abstain"),
    ("Has Juniper's PAL number come through yet?", [], "abstain"),
    ("How much was the entry fee for the fun match?", [], "abstain"),
    ("What is Dana's new training facility in Golden called?", [], "abstain"),
    ("Is it my left or right knee that's been bothering me?", [], "abstain"),
])


add("2024-12-10T09:00:00-06:00", "en-broken-wrist-skateboard", "kwame_o", [
    ("2024-09-09T21:15:00-05:00", [
        # s1:1
        "So I fell off my son's skateboard in the driveway on Saturday, like an idiot. ER says distal radius fracture, left wrist. At least I'm right-handed. They splinted it and I see ortho on Thursday.",
        "Ouch, sorry. Until the ortho visit keep the arm elevated above your heart, ice over the splint for 20 minutes at a time, and keep the fingers moving so they don't stiffen. If your fingers go numb, cold or very swollen, go back in; the splint may be too tight. Good questions for Thursday: is it displaced, cast or surgery, and how long before you can use the hand at work?",
        # s1:3
        "The annoying part is I'm a line cook at a brunch place, Marigold. Can't exactly flip eggs one-handed. My manager Priya said take two weeks off and we'll see.",
        "That's a reasonable start. Ask Priya whether there's light duty you could do one-handed, and check whether your employer offers short-term disability or paid sick leave so the time off isn't all unpaid. A doctor's note with restrictions after Thursday will help.",
        # s1:5
        "Also my sister Efua is getting married October 19 in Atlanta and I'm in the wedding party. So that'll be a fun look in the photos.",
        "A cast in the wedding photos makes a good story. Depending on what ortho says, you may be able to get a colour that matches the wedding palette, or at least a sling that isn't hospital blue.",
    ]),
    ("2024-09-13T12:40:00-05:00", [
        # s2:1
        "Ortho yesterday with Dr. Halvorsen. Good news: no surgery, it's non-displaced. Fibreglass cast for six weeks. I picked navy blue.",
        "That's the best-case result. Non-displaced distal radius fractures usually heal well in a cast. Keep it dry, don't poke anything down it to scratch, and ask about hand therapy once it's off because the wrist will be stiff.",
        # s2:3
        "Priya moved me to prep and the register for now instead of the line, so I'm still getting hours, just fewer. 24 a week instead of my usual 38.",
        "Good that you're still earning. If the cut in hours lasts, it may be worth asking whether any partial disability or workers' benefits apply, though since the injury happened at home it likely isn't workers' comp.",
        # s2:5
        "The ER bill came in at $2,340 before insurance. Ugh.",
        "Don't pay anything yet. Wait for your insurer's explanation of benefits to show what they cover and what you owe, then compare it to the hospital bill. If there's a gap, hospitals often offer payment plans or financial assistance.",
    ]),
    ("2024-10-02T18:20:00-05:00", [
        # s3:1
        "Follow-up x-ray today. It's healing, but Dr. Halvorsen wants the cast on for two extra weeks, so eight weeks total instead of six.",
        "Frustrating, but extending the cast is common when the bone is healing a bit slower; it's better than a re-fracture. Keep moving your fingers, elbow and shoulder so those don't stiffen in the meantime.",
        # s3:3
        "Insurance processed the ER visit: after they paid their part I owe $610. Way better than I feared.",
        "Much better. Check the statement from the hospital matches that $610 before paying, and ask about a payment plan if you want to spread it out.",
        # s3:5
        "And Efua's wedding got pushed. Her venue had a flood, so now it's November 16, same city. Which means the cast might actually be off by then!",
        "Silver lining for you, stressful for her. If the cast comes off in early November, you'd have a week or so of healing before the wedding, just take it easy on the dance floor.",
    ]),
    ("2024-11-08T17:00:00-06:00", [
        # s4:1
        "Cast came off yesterday!! Wrist is stiff and weirdly skinny. I'm starting physical therapy twice a week at a place called Motion Works.",
        "Congratulations! The stiffness and muscle loss are totally normal after eight weeks. Do the home exercises every day; that's where most of the range of motion comes back.",
        # s4:3
        "Priya says I can go back on the line once PT clears me, probably sometime in early December.",
        "That seems realistic. Line work needs grip strength and quick wrist movement, so ask your therapist to include grip and weight-bearing work that mimics lifting pans.",
        # s4:5
        "Bought a new suit for the wedding since the old one doesn't fit anymore. $280.",
        "Nice. A new suit for a sibling's wedding is money well spent.",
    ]),
    ("2024-12-03T20:10:00-06:00", [
        # s5:1
        "The wedding was beautiful. I danced with my grandma, creaky wrist and all.",
        "That sounds like a lovely day, and a great milestone for your recovery.",
        # s5:3
        "PT dropped me down to once a week, and my therapist Lorena cleared me to work the line starting next Monday.",
        "Great progress. For the first few shifts, warm the wrist up before service and ice it afterwards if it aches. Tell Priya if anything flares so she can rotate you.",
        # s5:5
        "Also my son is officially banned from leaving his skateboard in the driveway. New rule: it lives in the garage.",
        "A fair rule. Maybe he can keep his board, and you can keep your wrists.",
    ]),
], [
    ("Which wrist did I fracture?", ["s1:1"], "single-hop"),
    ("What colour cast did I go with?", ["s2:1"], "single-hop"),
    ("In the end, how long did I have to keep the cast on?", ["s3:1"], "update", ["s2:1"]),
    ("What's my actual out-of-pocket cost for the ER trip?", ["s3:3"], "update", ["s2:5"]),
    ("When did my sister's wedding take place?", ["s3:5", "s5:1"], "update", ["s1:5"]),
    ("How often am I seeing the physical therapist at this point?", ["s5:3"], "update", ["s4:1"]),
    ("What date did the cast come off?", ["s4:1"], "temporal"),
    ("From what date was I cleared to go back on the line?", ["s5:3"], "temporal"),
    ("How many days passed between the skateboard fall and my appointment with the orthopedist?", ["s1:1", "s2:1"], "temporal"),
    ("How did my job at the restaurant change while the wrist healed, hours included?", ["s1:3", "s2:3", "s4:3", "s5:3"], "multi-session"),
    ("How much do I pay per physical therapy visit?", [], "abstain"),
    ("Who did Efua marry?", [], "abstain"),
    ("What colour suit did I buy for the wedding?", [], "abstain"),
    ("How old is my son?", [], "abstain"),
    ("Which hospital's emergency room treated me?", [], "abstain"),
    ("When is my final physical therapy session scheduled?", [], "abstain"),
])


add("2025-07-28T10:00:00-07:00", "en-grandkids-summer-sacramento", "gloria_t", [
    ("2025-04-14T15:30:00-07:00", [
        # s1:1
        "My daughter Renée asked if her two kids can stay with me for a chunk of the summer while she does an intensive nursing certification course. Lucas is 9 and Ivy is 6. She's thinking June 16 to July 11.",
        "What a lovely thing to be asked. Nearly four weeks with a 9- and 6-year-old is a lot of fun and a lot of energy. It helps to plan a rough weekly rhythm: a few structured mornings, some quiet afternoons, and one or two outings a week.",
        # s1:3
        "I'm 67 and retired, so time isn't the problem, energy is. And my husband Frank has his hip replacement scheduled for May 20.",
        "With Frank's recovery in the mix, it's worth building in help. By mid-June he should be a few weeks past surgery and walking, but he won't be chasing kids. Some structured activity for the children outside the house would give you both a breather.",
        # s1:5
        "I want to sign them up for a day camp a few mornings a week. There's one at the Y, $140 a week per kid.",
        "That's a sensible plan. Ask the Y whether they can take siblings in different age groups on the same days, and what their drop-off and pick-up windows are.",
    ]),
    ("2025-05-05T11:00:00-07:00", [
        # s2:1
        "Renée's course dates changed, now it's June 23 to July 18. So the kids come a week later and stay a week longer.",
        "Noted. That actually gives Frank an extra week of recovery before they arrive, which is no bad thing.",
        # s2:3
        "I looked more closely at camps and we're going with the nature camp at the arboretum instead of the Y. Pricier, $175 a week, but Lucas is mad about bugs.",
        "A camp that matches his obsession will make mornings easy. Check whether they need closed-toe shoes, sunscreen and a labelled water bottle every day.",
        # s2:5
        "One thing: Ivy is allergic to bee stings. She swelled up badly last year. So I need to have an EpiPen in the house. Renée's sending one.",
        "Good. Make sure the nature camp knows about the allergy in writing and has her auto-injector on site, not just at your house. Ask Renée for the allergy action plan from her doctor, and learn how to use the pen before the kids arrive.",
    ]),
    ("2025-06-02T09:45:00-07:00", [
        # s3:1
        "Frank's surgery got bumped, the surgeon had a conflict. It's now June 10, which is cutting it close with the kids arriving.",
        "That's less recovery time than planned, so lean on help for the first couple of weeks. Frank will likely have PT appointments a couple of times a week, which means you'll need a plan for camp drop-offs on those days.",
        # s3:3
        "My neighbour Dolores said she'll drive the kids to camp on the days I take Frank to PT. She's a saint.",
        "She is! Give her a copy of Ivy's allergy plan too, and make sure the camp has her listed as an authorised driver.",
        # s3:5
        "I bought a second-hand bunk bed off Facebook Marketplace for the spare room, $120.",
        "Bargain. Check that the top bunk has guard rails on both sides; 6 is generally considered too young for the top, so Lucas should probably get it.",
    ]),
    ("2025-07-07T20:00:00-07:00", [
        # s4:1
        "Kids have been here two weeks now. Lucas found a praying mantis at camp and is in heaven. Ivy hates camp though, she cries every morning at drop-off.",
        "Some kids just don't take to a group setting, especially the younger sibling. It's worth asking her what she dislikes; sometimes there's something specific, like the bugs or a particular kid.",
        # s4:3
        "So I pulled Ivy out of the nature camp. She's doing a swim class at the community pool three mornings a week now and she loves it.",
        "Perfect solution. She gets her own thing, and you get calmer mornings.",
        # s4:5
        "Frank is already walking with a cane. His PT is Tuesdays and Fridays.",
        "That's very good progress for four weeks out. Keep him doing his home exercises on the days in between.",
    ]),
    ("2025-07-21T16:30:00-07:00", [
        # s5:1
        "Renée picked them up on Saturday. The house is so quiet. And she passed her certification exam!",
        "Congratulations to Renée, and to you; that was a big summer to pull off.",
        # s5:3
        "Lucas made me promise they'll come back next summer. And Frank says next time he'll have a working hip to chase them with.",
        "That's the best review a grandparent can get.",
        # s5:5
        "All in, camp and swim came to about $1,400. Worth every penny.",
        "Money well spent for four weeks of happy grandkids and a bit of breathing room.",
    ]),
], [
    ("How old are Lucas and Ivy?", ["s1:1"], "single-hop"),
    ("What dates is Renée's certification course running, after the change?", ["s2:1"], "update", ["s1:1"]),
    ("When did Frank get his hip done?", ["s3:1"], "update", ["s1:3"]),
    ("Which camp did Lucas attend this summer?", ["s2:3"], "update", ["s1:5"]),
    ("What did Ivy do in the mornings after she quit camp?", ["s4:3"], "update", ["s2:3"]),
    ("Why do I have an EpiPen at home?", ["s2:5"], "single-hop"),
    ("Which came first, Frank's operation or the grandkids' arrival?", ["s3:1", "s2:1"], "temporal"),
    ("On what date did Renée collect the kids?", ["s5:1"], "temporal"),
    ("On which weekdays would Dolores have been doing the camp run?", ["s3:3", "s4:5"], "multi-session"),
    ("What did the nature camp cost per week, and what did the summer's activities come to overall?", ["s2:3", "s5:5"], "multi-session"),
    ("What score did Renée get on her certification exam?", [], "abstain"),
    ("At which hospital was Frank's surgery done?", [], "abstain"),
    ("What time in the morning did Ivy's swim class start?", [], "abstain"),
    ("Did I pay Dolores anything for the driving?", [], "abstain"),
    ("What's the name of Renée's husband?", [], "abstain"),
    ("Which hip did Frank have replaced, left or right?", [], "abstain"),
])


add("2024-10-01T08:00:00-04:00", "en-union-steward-louisville", "dre_m", [
    ("2024-03-18T23:30:00-04:00", [
        # s1:1
        "I've been at the FreightLine distribution center for six years, on nights the whole time, and my coworkers nominated me for shop steward for the night shift. Election is April 2. Kind of nervous, never done anything like this.",
        "Being nominated by your coworkers says a lot about how they see you. Stewards mostly listen, know the contract and show up; you don't need to be a lawyer. Ask your union rep what training comes with the role and get a copy of the current contract to read.",
        # s1:3
        "Our contract is up in September. The big issue is mandatory overtime. They force us into 12-hour shifts with like a day's notice.",
        "That's a very common bargaining issue. Start writing down specific incidents: dates, how much notice, how many people were forced. Concrete examples carry weight at the table.",
        # s1:5
        "My supervisor, Craig, is not going to love this.",
        "Supervisors often bristle at first, but a steward who is calm and consistent usually earns grudging respect. Keep things professional and documented.",
    ]),
    ("2024-04-08T07:15:00-04:00", [
        # s2:1
        "I won! 41 votes to 17. Steward training is a two-day thing at the union hall, April 20 and 21.",
        "Congratulations! The training will cover grievance steps, investigations and your rights in disciplinary meetings. Take notes on the timelines in your contract; missing a deadline is the easiest way to lose a grievance.",
        # s2:3
        "First grievance already: a guy on my crew, Tomasz, got written up for being four minutes late when the time clock was broken that night.",
        "That's a good first case. Gather proof the clock was down: a maintenance ticket, coworkers who saw it, anything in writing. Request the disciplinary record and file within your contract's deadline.",
        # s2:5
        "Also they're moving me from picking to forklift, which is $1.25 more an hour. Base was $21.40.",
        "Nice bump. Make sure the new rate shows on your first pay stub after the move.",
    ]),
    ("2024-05-14T22:50:00-04:00", [
        # s3:1
        "Tomasz's write-up got pulled at step 1! Craig rescinded it after I showed him the maintenance ticket for the clock.",
        "A clean win at the first step, with documentation: exactly how it should go. That'll build trust with the crew.",
        # s3:3
        "Training got moved, by the way. The hall had a plumbing disaster, so it ended up being the first weekend of May instead. Did it, learned a ton, especially about Weingarten rights.",
        "Weingarten is one of the most useful things a steward knows: the right to representation in an investigatory interview that could lead to discipline. Make sure your crew knows to ask for you.",
        # s3:5
        "The bargaining committee asked me to join. We start meeting with management in July.",
        "That's a vote of confidence. Bring the overtime incidents you've been logging; they'll be useful at the table.",
    ]),
    ("2024-07-30T16:00:00-04:00", [
        # s4:1
        "Bargaining is rough. Management is offering 2.5% a year, we're asking for 5%. And they want to keep mandatory OT exactly as is.",
        "Opening positions are often far apart; that's normal. Overtime notice and caps may be easier to win than a big wage number, so it's worth knowing which matters most to your members.",
        # s4:3
        "I got moved to day shift as of this week, because the committee meets during the day. Weird sleeping normal hours.",
        "Give your body a couple of weeks to adjust; keep your wake-up time fixed even on days off and get daylight in the morning.",
        # s4:5
        "My wife Keisha is thrilled about the day shift at least. We actually eat dinner together now.",
        "That's a real perk. Bargaining season is stressful, so dinners at home will help.",
    ]),
    ("2024-09-24T18:30:00-04:00", [
        # s5:1
        "Tentative agreement reached last Thursday! 3.75% a year for three years, and mandatory OT capped at 8 hours a week with 48 hours' notice.",
        "That's a strong deal, especially the overtime language; that was the issue you started with. Congratulations to the whole committee.",
        # s5:3
        "Ratification vote is October 3.",
        "Spend the time until then explaining the deal on the floor. Members vote yes when they understand what they gained.",
        # s5:5
        "Craig actually shook my hand after. Did not see that coming.",
        "Respect earned the hard way. That'll make the next three years easier.",
    ]),
], [
    ("What was the vote count in my steward election?", ["s2:1"], "single-hop"),
    ("Why had Tomasz been disciplined?", ["s2:3"], "single-hop"),
    ("What's my hourly base rate after moving to forklift?", ["s2:5"], "single-hop"),
    ("Which shift am I working these days?", ["s4:3"], "update", ["s1:1"]),
    ("When did I actually go through steward training?", ["s3:3"], "update", ["s2:1"]),
    ("What annual raise ended up in the deal?", ["s5:1"], "update", ["s4:1"]),
    ("What are the mandatory overtime rules under the new tentative agreement?", ["s5:1"], "update", ["s1:3", "s4:1"]),
    ("What date was the tentative agreement reached?", ["s5:1"], "temporal"),
    ("How many days after the tentative agreement is the ratification vote?", ["s5:1", "s5:3"], "temporal"),
    ("How have things gone between me and my supervisor since I became steward?", ["s1:5", "s3:1", "s5:5"], "multi-session"),
    ("Did the members ratify the contract?", [], "abstain"),
    ("What's the number of our union local?", [], "abstain"),
    ("How many workers are covered by the contract?", [], "abstain"),
    ("What does Keisha do for a living?", [], "abstain"),
    ("Who else sits on the bargaining committee with me?", [], "abstain"),
    ("What time does my day shift start?", [], "abstain"),
])


add("2025-07-21T12:00:00-04:00", "en-student-loans-pslf", "nadia_f", [
    ("2025-01-13T20:30:00-05:00", [
        # s1:1
        "I have about $48,000 left in federal student loans from my master's in occupational therapy, weighted rate around 6.8%. I keep getting ads to refinance with private lenders. Worth it?",
        "It can be, but refinancing federal loans into a private loan is one-way: you lose income-driven repayment, forbearance options and any chance at Public Service Loan Forgiveness. It usually makes sense only if your job and income are stable and you're sure you won't need those protections.",
        # s1:3
        "I work at a private outpatient clinic, not a nonprofit, so PSLF doesn't apply to me anyway. I make $78k.",
        "Then the main trade-off is rate versus flexibility. With a solid income, a lower fixed rate could save you real money. Get prequalified quotes (soft credit pull) from a few lenders and compare total interest, not just the monthly payment.",
        # s1:5
        "My fiancé Marcus says we should throw everything at it and be debt-free in 3 years, before we get married next spring.",
        "Aggressive payoff is great if it doesn't leave you without an emergency fund. A middle path: refinance to a shorter term only if the payment fits comfortably, and keep three months of expenses aside.",
    ]),
    ("2025-02-10T19:00:00-05:00", [
        # s2:1
        "Got prequalified rates: SoFi offered 5.2% on a 7-year term, Earnest offered 4.9% on a 5-year term. Leaning Earnest.",
        "Both are well below 6.8%. A 5-year term at 4.9% means higher monthly payments but much less total interest. Before you sign, double-check the rate is fixed and there are no origination fees.",
        # s2:3
        "Wrinkle: I'm about to get an offer from a hospital system, UPMC, which is a nonprofit. That might change the PSLF math.",
        "It could change it completely. Qualifying nonprofit employment means PSLF could forgive your remaining balance after 120 qualifying payments. If you refinance privately, that option is gone for good, so hold off until you know about the job.",
        # s2:5
        "OK, decision paused until I know about the job.",
        "Sensible. Prequalified offers can be re-run later without harm.",
    ]),
    ("2025-03-10T21:15:00-04:00", [
        # s3:1
        "Took the hospital job! Start date is March 31. Salary is $84,500.",
        "Congratulations! Submit a PSLF employment certification as soon as you start so your payments are tracked.",
        # s3:3
        "So I'm NOT refinancing. Staying federal, getting on an income-driven plan and going for PSLF. Marcus is grumbling but he gets it.",
        "That's the right order of operations for a nonprofit job. Make sure your loans are Direct Loans and you're on a qualifying repayment plan; then every on-time payment while you work there counts.",
        # s3:5
        "Also, straight out of school I worked for the county school district for two years. Those payments might count toward PSLF too.",
        "They likely can: public school districts are government employers. Certify that employment as well and the tracker will show how many of those payments qualify.",
    ]),
    ("2025-05-19T18:40:00-04:00", [
        # s4:1
        "Submitted employment certification for both the school district and UPMC. The PSLF tracker says 26 qualifying payments so far.",
        "Excellent; that's more than a fifth of the way to 120 already.",
        # s4:3
        "Also the wedding got moved up: September 13 this year. We were going to do next spring.",
        "Exciting! Worth noting: how you file taxes after you're married affects income-driven payments, so it's something to plan.",
        # s4:5
        "We're filing separately so my IDR payment only counts my income. I'm guessing it'll come out around $390 a month.",
        "Filing separately can lower an income-driven payment, though it can cost you some tax benefits; worth running both ways with a tax preparer.",
    ]),
    ("2025-07-14T20:20:00-04:00", [
        # s5:1
        "Heard from the servicer: my IDR payment is actually $412 a month, a bit more than I guessed.",
        "Close to your estimate. Set up autopay so you don't miss a qualifying payment; many servicers give a small rate reduction for it too.",
        # s5:3
        "Tracker now shows 28 payments. Only 92 to go, lol.",
        "Steady progress. At 12 a year, that's under eight years.",
        # s5:5
        "Marcus paid off his car loan, so now he's obsessed with our wedding budget instead of my loans. Small mercies.",
        "Ha, at least his payoff energy has a new target.",
    ]),
], [
    ("Roughly what was my student loan balance when I first asked about refinancing?", ["s1:1"], "single-hop"),
    ("Which lender quoted me the lower rate, and at what term?", ["s2:1"], "single-hop"),
    ("Am I refinancing my student loans with a private lender?", ["s3:3"], "update", ["s2:1"]),
    ("How much is my monthly income-driven payment?", ["s5:1"], "update", ["s4:5"]),
    ("When are Marcus and I getting married?", ["s4:3"], "update", ["s1:5"]),
    ("How many qualifying PSLF payments do I have now?", ["s5:3"], "update", ["s4:1"]),
    ("Who's my employer now?", ["s3:1"], "update", ["s1:3"]),
    ("About how long have I been at the hospital job as of today?", ["s3:1"], "temporal"),
    ("How did my pay change when I switched jobs?", ["s1:3", "s3:1"], "multi-session"),
    ("Which parts of my work history make me eligible for loan forgiveness?", ["s2:3", "s3:1", "s3:5"], "multi-session"),
    ("What rate did SoFi offer for a 5-year term?", [], "abstain"),
    ("Who is my loan servicer?", [], "abstain"),
    ("How much was left on Marcus's car loan before he paid it off?", [], "abstain"),
    ("Which income-driven plan am I enrolled in?", [], "abstain"),
    ("Where is our wedding venue?", [], "abstain"),
    ("Which of UPMC's hospitals am I based at?", [], "abstain"),
])


add("2024-06-29T11:00:00+01:00", "en-model-railway-bristol", "harold_b", [
    ("2024-01-08T14:00:00+00:00", [
        # s1:1
        "Retired last month after 34 years as a chartered surveyor and I've finally cleared the loft to build an OO gauge layout. Planning a 10 by 6 foot baseboard, a fictional GWR branch line set in the 1950s.",
        "A lovely project for retirement. A branch line is a wise choice: fewer trains, more scope for scenery and realistic operation. Before you cut any wood, check loft temperature swings; big changes can warp baseboards and play havoc with track.",
        # s1:3
        "My grandson Alfie, he's 11, wants to help with scenery. Budget for the first year is £1,500.",
        "Scenery is a great job for an 11-year-old: static grass, trees and ponds are forgiving and very satisfying. £1,500 is a decent first-year budget if you buy locomotives second-hand.",
        # s1:5
        "I'm going DC control to keep it simple. DCC seems like a rabbit hole.",
        "DC is perfectly fine for a branch line with one or two trains moving at a time. Wire it in sections so you can park locomotives without them all moving.",
    ]),
    ("2024-02-19T16:20:00+00:00", [
        # s2:1
        "Baseboards are built. I went 8 by 4 in the end because the loft hatch and the water tank got in the way.",
        "8 by 4 is a classic size, and it's easier to reach across. Keep track at least a few inches from the edge, and consider a fiddle yard later if you want more operation.",
        # s2:3
        "Bought a second-hand Bachmann 57xx pannier tank at the Exeter toy fair for £65. Runs beautifully.",
        "A 57xx is the quintessential GWR branch engine, good find at that price. Clean the wheels now and then and it'll keep running sweetly.",
        # s2:5
        "Also joined the local model railway club. They meet Wednesday evenings in a church hall.",
        "Clubs are a goldmine of experience and spare parts. Expect gentle ribbing about your control system.",
    ]),
    ("2024-03-27T21:30:00+00:00", [
        # s3:1
        "Well, the club chaps have converted me. I'm going DCC after all. Bought a Gaugemaster Prodigy starter set for £230.",
        "Ha, it happens to most people. DCC lets you run several locos independently, and on a small layout the wiring can actually be simpler.",
        # s3:3
        "The pannier tank needs a decoder chip now. A club member, Geoff, has offered to fit it for me at club night in three weeks.",
        "Kind of him. Ask him to show you how it's done so you can chip the next one yourself.",
        # s3:5
        "Alfie made a brilliant little pond with resin this weekend. He was so proud.",
        "Resin water is tricky to get right, so well done him. That's the kind of detail people notice on a layout.",
    ]),
    ("2024-05-13T10:10:00+01:00", [
        # s4:1
        "I've already spent £1,100. My wife Margaret says I can stretch the budget to £2,000 for the year, on condition I stop leaving ballast on the landing.",
        "A very fair trade. Maybe a tray by the loft ladder for ballast spills.",
        # s4:3
        "The club exhibition is on 15 June, and they've asked if I'll bring my layout! It's small enough to fit in the estate car.",
        "Congratulations. Make sure the baseboards are braced for transport and bring a spares kit: track cleaner, spare couplings, a screwdriver and a multimeter.",
        # s4:5
        "Also I'm moving the period back to the late 1930s rather than the 1950s. I want to justify the pre-war liveries I've fallen for.",
        "Pre-war GWR is gorgeous. Just check your rolling stock and signage for anything anachronistic.",
    ]),
    ("2024-06-24T15:45:00+01:00", [
        # s5:1
        "The exhibition went brilliantly, except the pannier tank stalled on the points twice. Geoff thinks it's dirty wheels.",
        "Stalling on pointwork is usually dirt or a dead frog, so Geoff's a good first guess. Clean the wheels and pickups and see if it recurs.",
        # s5:3
        "A chap at the show asked if I'd sell the layout! Said no, obviously.",
        "That's a fine compliment to get at your first exhibition.",
        # s5:5
        "Next project is a fiddle yard so I can run more trains. Alfie wants the station named Little Alfington.",
        "A fiddle yard will transform operation. And Little Alfington has a ring to it.",
    ]),
], [
    ("What was my career before I retired?", ["s1:1"], "single-hop"),
    ("What size is my layout's baseboard?", ["s2:1"], "update", ["s1:1"]),
    ("Am I running the layout on DC or digital control?", ["s3:1"], "update", ["s1:5"]),
    ("What's my spending limit for the railway this year?", ["s4:1"], "update", ["s1:3"]),
    ("What period is the layout meant to represent?", ["s4:5"], "update", ["s1:1"]),
    ("Where and for how much did I pick up my pannier tank?", ["s2:3"], "single-hop"),
    ("On what date was Geoff due to fit the decoder in my pannier?", ["s3:3"], "temporal"),
    ("How much of my original budget did I have left when Margaret raised the limit?", ["s1:3", "s4:1"], "multi-session"),
    ("How has Geoff helped with my locomotive?", ["s3:3", "s5:1"], "multi-session"),
    ("What has Alfie contributed to the layout so far?", ["s1:3", "s3:5", "s5:5"], "multi-session"),
    ("What did the decoder chip for my pannier tank cost?", [], "abstain"),
    ("How much did the man at the exhibition offer me for the layout?", [], "abstain"),
    ("Which church hall does the club meet in?", [], "abstain"),
    ("What brand of track did I lay?", [], "abstain"),
    ("Did my layout win any award at the exhibition?", [], "abstain"),
    ("What's the name of my model railway club?", [], "abstain"),
])


add("2025-02-15T10:00:00-05:00", "en-patagonia-o-circuit", "lena_h", [
    ("2024-09-03T19:00:00-04:00", [
        # s1:1
        "Planning a Patagonia trip with my college friend Sam. We're thinking the W Trek in Torres del Paine in late January. I've never done a multi-day hike.",
        "The W is a great first multi-day trek: about 4-5 days, well-marked trails and refugios along the way. Late January is peak season, so book accommodation as early as you can, and expect strong winds whatever the forecast says.",
        # s1:3
        "We'd fly into Punta Arenas and bus to Puerto Natales. Budget about $4,000 each, all in.",
        "That's a realistic budget from the US if you book flights early. Buses from Punta Arenas to Puerto Natales run several times a day; Natales is the base for getting into the park.",
        # s1:5
        "Planning to do it self-guided staying in refugios, not camping. I'm 44 and my back does not love a tent.",
        "Refugios are the comfortable way to do the W: beds, hot meals and someone else carrying the kitchen. They sell out, so reserve soon.",
    ]),
    ("2024-10-01T20:30:00-04:00", [
        # s2:1
        "Sam convinced me to do the full O circuit instead of the W. Eight days instead of four or five.",
        "The O is spectacular, with the back side of the park much quieter. It's a bigger commitment though: longer days, John Gardner Pass, and several stretches where only campsites are available.",
        # s2:3
        "Yep, the O means camping nights, so a tent it is. Bought a Big Agnes Copper Spur, $450. My back will just have to cope.",
        "A light tent helps a lot on a long trek. Practise pitching it at home, and get a good sleeping pad; that's what your back will thank you for.",
        # s2:5
        "Flights are booked: leaving Boston January 18 on LATAM, through Santiago.",
        "Good. Build in a buffer day in Puerto Natales in case of delays; the park bookings are date-specific.",
    ]),
    ("2024-11-12T18:15:00-05:00", [
        # s3:1
        "Started training properly: hiking with a 30-pound pack every weekend in the White Mountains. Did Mount Lafayette on Saturday.",
        "Franconia Ridge is excellent training; steep and exposed, a lot like some O sections. Keep building mileage on back-to-back days.",
        # s3:3
        "Campsite reservations are done for all 7 nights, split between the two companies that run them. The booking websites were a nightmare.",
        "Well done getting through that. Keep printed copies; rangers check reservations at each site.",
        # s3:5
        "Sam's sister Jo wants to come too, so now we're three.",
        "A third person can share tent and stove weight, but make sure she can get her own campsite reservations for the same nights.",
    ]),
    ("2024-12-16T21:00:00-05:00", [
        # s4:1
        "Ugh. Jo dropped out, her new job won't let her take the time off. Back to just Sam and me.",
        "Too bad, but simpler logistics. At least you'd already sorted your own reservations.",
        # s4:3
        "Also LATAM changed our flight: we now leave January 17, a day early, so we get an extra day in Puerto Natales.",
        "That's the buffer day I'd have suggested anyway. Use it to buy fuel canisters and check the weather.",
        # s4:5
        "Up to a 35-pound pack now and my knees are fine. Bought trekking poles too.",
        "Great progress. Poles make a huge difference on steep descents like the far side of the pass.",
    ]),
    ("2025-02-10T19:40:00-05:00", [
        # s5:1
        "We're back! We did it. The John Gardner Pass day was brutal, 60 mph winds.",
        "Congratulations! The pass is the crux of the O; getting over it in that wind is a real achievement.",
        # s5:3
        "We saw a puma on day 3 near Dickson! Well, its back end disappearing into the bushes.",
        "Even a glimpse of a puma is rare. That's a story you'll tell for years.",
        # s5:5
        "I spent about $4,600 in the end, mostly the extra night and a LOT of pisco sours.",
        "Over budget for the best possible reasons.",
    ]),
], [
    ("Which route did I end up hiking in Torres del Paine?", ["s2:1"], "update", ["s1:1"]),
    ("Where did I sleep on the trek, huts or a tent?", ["s2:3"], "update", ["s1:5"]),
    ("What day did I fly out of Boston for Patagonia?", ["s4:3"], "update", ["s2:5"]),
    ("How many of us went on the trek in the end?", ["s4:1"], "update", ["s3:5"]),
    ("What did the trip cost me all told?", ["s5:5"], "update", ["s1:3"]),
    ("What shelter did I buy for the hike and what did I pay?", ["s2:3"], "single-hop"),
    ("For how many nights did I reserve campsites?", ["s3:3"], "single-hop"),
    ("On what date did I hike Mount Lafayette?", ["s3:1"], "temporal"),
    ("How did the weight of my training pack progress?", ["s3:1", "s4:5"], "multi-session"),
    ("What gear did I buy for the trek?", ["s2:3", "s4:5"], "multi-session"),
    ("What seat did I have on the LATAM flight?", [], "abstain"),
    ("Did we spot any condors during the trek?", [], "abstain"),
    ("How much were my trekking poles?", [], "abstain"),
    ("What's Jo's new job?", [], "abstain"),
    ("How long was our layover in Santiago?", [], "abstain"),
    ("How much did Sam spend on the trip?", [], "abstain"),
])


add("2025-06-09T19:00:00+01:00", "en-pet-rats-glasgow", "fionn_g", [
    ("2025-02-03T20:00:00+00:00", [
        # s1:1
        "Thinking of getting pet rats. My flat allows small caged pets. I've read they need company, so at least two girls, from a rescue.",
        "Rats are brilliant pets: clever, affectionate and very trainable. Pairs or more is right; a lone rat gets lonely. Same-sex pairs avoid surprise litters.",
        # s1:3
        "Found a rescue in Paisley with two sisters, about four months old, one hooded and one black-eyed white. They're called Pickle and Custard.",
        "Great names. Sisters that are already bonded make the introductions painless. Ask the rescue what food they're used to, so you can switch gradually if needed.",
        # s1:5
        "Looking at a Savic Freddy 2 cage, around £90.",
        "Check the floor space against a rat cage calculator. Many rescues consider smaller cages too tight for two adults, because rats love climbing and need room for hammocks and hides.",
    ]),
    ("2025-02-24T18:30:00+00:00", [
        # s2:1
        "Brought them home on Saturday! I went with a bigger cage after all, a Critter Nation single, £190, because the rescue said the Freddy was too small.",
        "Good call. The Critter Nation is a favourite with rat keepers: easy to clean and lots of vertical space.",
        # s2:3
        "Custard is bold, she's already taking treats from my hand. Pickle hides in the hammock about 23 hours a day.",
        "Completely normal for the first weeks. Sit by the cage, talk to them, and offer treats without grabbing. Pickle will come round.",
        # s2:5
        "I'm feeding them Science Selective plus veg. My flatmate Orla is scared of them, which is a bit awkward.",
        "That's a solid base diet. For Orla, maybe keep the cage in your room for now and let her see them from a distance.",
    ]),
    ("2025-04-07T21:10:00+01:00", [
        # s3:1
        "Pickle has a sneeze and some red stuff around her eyes. Should I worry?",
        "The red discharge is porphyrin, a stress or illness sign in rats. Together with sneezing it often points to a respiratory flare-up, which rats are prone to. It's worth seeing an exotics vet rather than waiting.",
        # s3:3
        "Booked an exotics vet for this Thursday.",
        "Good. Keep the cage clean and avoid dusty bedding until then, and watch for laboured breathing.",
        # s3:5
        "Funny thing: Orla has come round. She's been feeding them peas through the bars.",
        "Rats win people over. Peas are a favourite treat.",
    ]),
    ("2025-04-22T19:00:00+01:00", [
        # s4:1
        "Vet said it's a mycoplasma flare-up. Pickle's on doxycycline for three weeks and she's already sneezing less. The visit was £68 plus £22 for the meds.",
        "Good to hear she's responding. Finish the full course even if she seems fine.",
        # s4:3
        "I'm thinking of adding a third, a young girl called Bramble from the same rescue.",
        "A trio is lovely. Quarantine for a couple of weeks, then introduce on neutral ground before she moves into the cage.",
        # s4:5
        "Also switched their food to Oxbow Adult Rat, because Science Selective was out of stock everywhere.",
        "Switch over gradually, mixing the two foods for a week or so to avoid upset tummies.",
    ]),
    ("2025-06-02T20:45:00+01:00", [
        # s5:1
        "Bramble fell through, someone else adopted her before I could. But I got two babies instead, Fig and Noodle, so now I've got four!",
        "Four rats: officially a mischief. Babies usually integrate easily with calm adults.",
        # s5:3
        "Intros went well. All four are living in the Critter Nation now, though I'll need the double unit soon.",
        "Adding the second level gives loads more space and attaches to what you already have.",
        # s5:5
        "Pickle's completely better, finished the antibiotics.",
        "Great news. Mycoplasma can flare again under stress, so keep an eye out.",
    ]),
], [
    ("What markings do my first two rats have?", ["s1:3"], "single-hop"),
    ("What cage do the rats live in?", ["s2:1", "s5:3"], "update", ["s1:5"]),
    ("What food are the rats eating now?", ["s4:5"], "update", ["s2:5"]),
    ("How many rats do I have and what are their names?", ["s5:1", "s1:3"], "update", ["s4:3"]),
    ("How does my flatmate feel about the rats these days?", ["s3:5"], "update", ["s2:5"]),
    ("On what date did Pickle and Custard come home?", ["s2:1"], "temporal"),
    ("What was the date of Pickle's vet appointment?", ["s3:3"], "temporal"),
    ("How much did Pickle's vet trip cost altogether?", ["s4:1"], "single-hop"),
    ("Which of the original pair was the shy one at first?", ["s2:3"], "single-hop"),
    ("What was wrong with Pickle, and how did it turn out?", ["s3:1", "s4:1", "s5:5"], "multi-session"),
    ("Where did Fig and Noodle come from?", [], "abstain"),
    ("What's the name of the vet who treated Pickle?", [], "abstain"),
    ("How much does a bag of the Oxbow food cost?", [], "abstain"),
    ("Are Fig and Noodle boys or girls?", [], "abstain"),
    ("Have I bought the Critter Nation double unit yet?", [], "abstain"),
    ("What adoption fee did the Paisley rescue charge?", [], "abstain"),
])


add("2024-11-09T10:30:00-05:00", "en-name-change-raleigh", "jess_a", [
    ("2024-07-08T20:00:00-04:00", [
        # s1:1
        "My divorce was finalised on June 27 and the decree restores my maiden name, so I'm going from Jessica Pruitt back to Jessica Alvarado. Where do I even start?",
        "Start with Social Security; most other agencies check against it. Bring a certified copy of the decree and your ID. Then the DMV, then passport, then banks, employer, insurance and professional licences. Order several certified copies of the decree; you'll need them.",
        # s1:3
        "I have a passport that expires in 2029. And I'm a dental hygienist, so my licence is through the state dental board.",
        "For the passport you'll use the renewal or correction form depending on when it was issued, plus the decree. For the licence, the board's website usually has a name-change form.",
        # s1:5
        "Planning to go to the Social Security office next Tuesday morning.",
        "Go early and bring the certified decree, your current ID and the SS-5 form filled out. Check whether your local office takes appointments; wait times vary a lot.",
    ]),
    ("2024-07-22T19:30:00-04:00", [
        # s2:1
        "Did Social Security, but not on Tuesday. The online wait times were insane, so I booked an appointment for Friday the 19th instead. Done now, the new card should come in about two weeks.",
        "Good move. Once the card arrives, the DMV is next; they check your name against Social Security records.",
        # s2:3
        "DMV needs the new card first apparently, so I'm waiting on that.",
        "Use the wait to gather what the DMV wants: the decree, proof of residence and your current licence.",
        # s2:5
        "My kids are keeping Pruitt, which I'm fine with. Maddie is 12 and Owen is 8, and my ex and I agreed on it.",
        "That's a common choice and keeps school paperwork simple. Carry a copy of the decree when travelling with them, in case anyone asks about the different surnames.",
    ]),
    ("2024-08-19T18:00:00-04:00", [
        # s3:1
        "Got my new licence at the DMV on Thursday!",
        "Two big ones down. The licence makes everything after it easier, since most places want photo ID in the new name.",
        # s3:3
        "Passport: I was going to pay for expedited, but I've no travel planned until spring, so I'm doing regular service by mail. $130.",
        "Reasonable. Routine processing takes several weeks, and you'll be without your passport in the meantime, so it's good there's no trip soon.",
        # s3:5
        "Bank is annoying: Wells Fargo wants me to come in person with the decree.",
        "Many banks require that for a name change. Bring the decree, new licence and Social Security card if it's arrived.",
    ]),
    ("2024-10-07T20:15:00-04:00", [
        # s4:1
        "Remember how I said no travel till spring? My sister is getting married in Cancún in November, so I had to upgrade the passport application to expedited after all. Paid the extra $60.",
        "Smart. Expedited service should comfortably get it back in time. Track the status online.",
        # s4:3
        "I also moved banks entirely. Closed Wells Fargo and opened accounts at a credit union, State Employees'.",
        "A fresh start in the new name. Remember to update direct deposit and any autopays.",
        # s4:5
        "The dental board update was easy, just an online form and a copy of the decree.",
        "Nice, one of the simpler ones.",
    ]),
    ("2024-11-04T19:00:00-05:00", [
        # s5:1
        "New passport arrived October 24! The flight to Cancún is the 21st.",
        "Perfect timing. Make sure your ticket is in the name on the new passport.",
        # s5:3
        "The only things left are my 401(k) and the car title.",
        "The 401(k) is usually a form through your plan's website; the car title goes through the DMV with the decree.",
        # s5:5
        "Honestly, signing 'Alvarado' again feels like getting myself back.",
        "That's lovely to hear. The paperwork is tedious, but the name is yours.",
    ]),
], [
    ("What surname am I going back to?", ["s1:1"], "single-hop"),
    ("When did my divorce become final?", ["s1:1"], "temporal"),
    ("On what day did I take care of things at Social Security?", ["s2:1"], "update", ["s1:5"]),
    ("Did I end up using routine or expedited passport service?", ["s4:1"], "update", ["s3:3"]),
    ("Where do I bank now?", ["s4:3"], "update", ["s3:5"]),
    ("On what date did I get my new driver's licence?", ["s3:1"], "temporal"),
    ("How many days after the divorce was final did I go to Social Security?", ["s1:1", "s2:1"], "temporal"),
    ("What did the passport cost me in total?", ["s3:3", "s4:1"], "multi-session"),
    ("What surname do Maddie and Owen use?", ["s2:5"], "single-hop"),
    ("Which places have I already updated my name with?", ["s2:1", "s3:1", "s4:3", "s4:5", "s5:1"], "multi-session"),
    ("What's my ex-husband's first name?", [], "abstain"),
    ("What date is my sister's wedding?", [], "abstain"),
    ("How much did the DMV charge for the new licence?", [], "abstain"),
    ("Did the new Social Security card arrive within two weeks?", [], "abstain"),
    ("How long was I married?", [], "abstain"),
    ("Which company manages my 401(k)?", [], "abstain"),
    ("What's my sister's name?", [], "abstain"),
])


# ---------------------------------------------------------------------------------------------
# Mandarin Chinese
# ---------------------------------------------------------------------------------------------

add("2024-07-13T10:00:00+08:00", "zh-root-canal", "lin_yue", [
    ("2024-04-08T22:40:00+08:00", [
        # s1:1
        "最近右下边一颗大牙，一喝冰水就钻心地疼，晚上还一跳一跳的，疼得我根本睡不着。明天下午打算去看看。",
        "冷刺激痛、夜里自发性跳痛，这种情况比较像牙髓已经发炎了，拖下去一般只会更疼。明天去的话记得跟医生说清楚：哪颗牙、冷热哪个更疼、晚上会不会疼醒。今晚可以先吃点布洛芬止痛，别用那一侧嚼东西，也别含冰水“镇痛”。",
        # s1:3
        "我先去公司楼下那家私立诊所问了一下，他们拍了个小牙片，说八成要做根管，一颗报价2800，还不含牙冠。",
        "根管治疗加牙冠确实不便宜，各家价格差别也挺大。可以再去一家公立医院的口腔科看看，多一个诊断意见，也好比比价。",
        # s1:5
        "我老公说公立医院口腔科便宜不少，就是号太难挂了。",
        "公立的号确实紧，可以试试医院公众号每天放号的时间点抢，或者挂急诊。牙髓炎疼起来挺急的，急诊一般能先帮你开髓止痛。",
    ]),
    ("2024-04-15T21:10:00+08:00", [
        # s2:1
        "最后去了市口腔医院，确诊是急性牙髓炎，得做根管，分三次。公立这边根管才1200，第一次已经开髓放药了，当天晚上就不怎么疼了。",
        "开髓以后压力释放出来，疼痛一般会明显缓解。两次治疗之间这颗牙上面是临时封药，尽量别用它咬硬东西，临时材料掉了要及时联系医生。",
        # s2:3
        "第二次约在下周四，医生姓郑，人挺耐心的，讲得很清楚。",
        "遇到讲得清楚的医生挺难得的。到时候可以顺便问问后面牙冠怎么选、大概什么时候做。",
        # s2:5
        "说到牙冠，郑医生推荐全瓷的，大概3500。我还在犹豫要不要做烤瓷的省点钱。",
        "做过根管的后牙比较脆，一般都建议戴冠保护。全瓷美观、不影响以后拍核磁；烤瓷便宜些，但可能有黑边。后牙不太影响美观，可以跟医生聊聊咬合力和耐用性再决定。",
    ]),
    ("2024-05-06T20:30:00+08:00", [
        # s3:1
        "第二次那天我临时被派去出差，只好改期，最后是五一放假前一天去的。现在就差最后一次充填了。",
        "能赶在假期前做上挺好的。最后一次充填完，医生一般会建议尽快戴冠，别让这颗牙裸着太久。",
        # s3:3
        "牙冠我想好了，咬咬牙还是上全瓷，毕竟是后槽牙，天天要嚼东西。",
        "可以的，选定之后跟郑医生约取模时间就行。",
        # s3:5
        "医保还能报一部分，根管那块报了四百多。",
        "不错，能省一点是一点。记得把发票和清单留好。",
    ]),
    ("2024-06-03T19:50:00+08:00", [
        # s4:1
        "根管总算彻底搞完了，上周五戴的冠。结果最后没用全瓷，换成了氧化锆，郑医生说后牙咬合力大，氧化锆更扛造，价格2900，反而便宜了。",
        "氧化锆强度高，后牙用很合适，还省了钱，挺好。刚戴冠头几天有点异物感是正常的。",
        # s4:3
        "不过戴上以后咬合有点高，一咬就先碰到那颗。约了这周三回去磨一下。",
        "咬合高一定要调，不然时间长了那颗牙会酸痛。调的时候医生会让你咬咬合纸，反复几次就好了。",
        # s4:5
        "以后我打算每半年去洗一次牙，这次真的是疼怕了。",
        "定期洁牙加检查能早发现小蛀牙，比等到疼了再去省钱省罪。",
    ]),
    ("2024-07-08T21:00:00+08:00", [
        # s5:1
        "磨过以后舒服多了，现在吃饭完全没感觉。不过左上好像也有点怕冷，不算严重。",
        "左上怕冷可能是牙本质敏感，也可能是早期龋坏，建议找时间让医生看一眼，早点处理。",
        # s5:3
        "我还报了公司的体检套餐，里面带一次洁牙，打算下个月中旬去。",
        "那正好，洁牙的时候顺便让医生检查一下左上那颗。",
        # s5:5
        "我老公被我这一通折腾吓到了，也乖乖去查了牙，结果查出两颗蛀牙，已经补上了。",
        "发现得早只需要补一下，比你这次省事多了，算是因祸得福。",
    ]),
], [
    ("当时出问题的是哪一边的哪颗牙？", ["s1:1"], "single-hop"),
    ("医院最后给我下的诊断是啥？", ["s2:1"], "single-hop"),
    ("第二次根管治疗实际是几月几号做的？", ["s3:1"], "update", ["s2:3"]),
    ("我最后戴的牙冠是什么材质？", ["s4:1"], "update", ["s3:3", "s2:5"]),
    ("牙冠最后花了多少钱？", ["s4:1"], "update", ["s2:5"]),
    ("第二次治疗原本约的是哪天？", ["s2:3"], "temporal"),
    ("新牙冠是哪一天装上的？", ["s4:1"], "temporal"),
    ("回医院调咬合那次是几月几号？", ["s4:3"], "temporal"),
    ("同样做根管，楼下私立诊所的报价比公立医院贵出多少？", ["s1:3", "s2:1"], "multi-session"),
    ("看牙这件事上，我老公前后都出了什么主意、自己又做了什么？", ["s1:5", "s5:5"], "multi-session"),
    ("郑医生全名叫什么？", [], "abstain"),
    ("我老公补那两颗蛀牙花了多少钱？", [], "abstain"),
    ("公司楼下那家私立诊所叫啥名字？", [], "abstain"),
    ("最后一次充填是哪天做的？", [], "abstain"),
    ("公司那个体检套餐多少钱？", [], "abstain"),
    ("左上那颗怕冷的牙后来去看了没有？", [], "abstain"),
])


add("2025-02-22T10:00:00+08:00", "zh-mother-in-law-babycare", "chen_jing", [
    ("2024-09-02T21:30:00+08:00", [
        # s1:1
        "我产假11月底就结束了，那会儿宝宝才五个多月。我们打算让我婆婆从南阳老家过来帮忙带。",
        "有老人帮忙带，复工的压力会小很多。可以趁这两三个月先把宝宝的作息、喂养习惯整理成一张表，婆婆来了照着做，能少很多分歧。",
        # s1:3
        "我们家就两室一厅，婆婆来了只能睡次卧，宝宝跟我们睡主卧。",
        "这样安排挺常见的，夜里宝宝醒了你们自己照顾，白天交给婆婆，她也能睡个整觉，长期下来大家都不至于太累。",
        # s1:5
        "我老公周浩觉得他妈带孩子肯定没问题，可我有点担心观念不一样，比如她老说要给孩子把尿。",
        "观念差异几乎每家都会有。建议让周浩出面沟通比较好，由他来跟自己妈妈说，效果往往比你说好。可以先挑最在意的一两件事达成一致，别的小事适当放一放。",
    ]),
    ("2024-10-14T20:15:00+08:00", [
        # s2:1
        "婆婆说她11月20号过来，提前一周熟悉熟悉宝宝。车票都买好了。",
        "提前一周过来很好，你在家的时候可以手把手带她过一遍宝宝一天的流程。",
        # s2:3
        "我跟周浩商量好了，每个月给婆婆3000块生活费。她嘴上说不要，我们还是得给。",
        "老人帮忙带孩子很辛苦，给生活费既是心意也能避免以后心里有疙瘩。如果她坚持不收，也可以换个方式，比如给她买东西、包办日常开销。",
        # s2:5
        "宝宝最近夜里要醒三四次，我真不知道上班以后怎么扛。",
        "这个月龄夜醒多很常见。复工前可以慢慢练习让他睡前吃饱、减少夜奶次数，你和周浩也可以轮流值夜，保证每人至少有一段完整的睡眠。",
    ]),
    ("2024-11-25T22:00:00+08:00", [
        # s3:1
        "婆婆提前来了，17号就到了，说在家待着也是待着，心里惦记孙子。",
        "老人惦记孩子，来早点也好，你正好还在家，能多陪她磨合几天。",
        # s3:3
        "磨合得还行吧，就是她非要给宝宝穿好多层，捂得一身汗。",
        "小宝宝穿太多反而容易出汗着凉。可以跟婆婆说个简单的标准：摸后颈，温热不出汗就正好，这样比争“冷不冷”更容易说服她。",
        # s3:5
        "公司同意我复工后头三个月每周三在家办公，算是给个缓冲。",
        "这个安排挺人性化的，每周中间有一天在家，既能看看婆婆带娃的情况，也能喘口气。",
    ]),
    ("2025-01-06T21:20:00+08:00", [
        # s4:1
        "生活费的事，婆婆死活不肯要3000，最后说定每个月给2000，剩下的我们直接给宝宝买东西。",
        "这个折中挺好，她收得心安，你们的心意也到了。",
        # s4:3
        "元旦公公也过来住了三天，家里一下子五口人，挤得够呛，现在已经回去了。",
        "两室一厅住五口人确实挤，短住几天还行。",
        # s4:5
        "宝宝开始吃米粉了，婆婆天天琢磨辅食，这点真是帮了大忙。",
        "辅食阶段有人专门研究太省心了。刚开始一次只加一种新食物，观察两三天有没有过敏，可以跟婆婆说一下这个原则。",
    ]),
    ("2025-02-17T20:40:00+08:00", [
        # s5:1
        "春节我们没回南阳，就在这边过的。婆婆说三月初她侄子结婚，要回去喝喜酒，喝完就回来。",
        "那几天可以提前安排一下，比如你和周浩错开请假，或者看看能不能请个临时阿姨。",
        # s5:3
        "另外我们还是给宝宝报了个早教班，周六上午上课，一学期4800。婆婆一开始觉得是浪费钱。",
        "早教班对这么小的宝宝主要是亲子互动和感官刺激，周末你们自己带去上，也算一家人的固定活动。",
        # s5:5
        "好消息是公司把居家办公延长了，现在每周三和周五都可以在家。",
        "太好了，一周两天在家，能多陪宝宝，也能给婆婆分担一些。",
    ]),
], [
    ("孩子奶奶是从哪个城市过来的？", ["s1:1"], "single-hop"),
    ("婆婆实际是几号到的？", ["s3:1"], "update", ["s2:1"]),
    ("我们现在每月给婆婆多少钱？", ["s4:1"], "update", ["s2:3"]),
    ("我现在一周哪几天能在家上班？", ["s5:5"], "update", ["s3:5"]),
    ("婆婆比原先说好的日子早来了几天？", ["s2:1", "s3:1"], "temporal"),
    ("到今天为止，婆婆过来帮忙差不多多久了？", ["s3:1"], "temporal"),
    ("公司最初答应的那个周三居家，原本打算持续多长时间？", ["s3:5"], "single-hop"),
    ("宝宝的早教课安排在什么时候，一个学期收多少钱？", ["s5:3"], "single-hop"),
    ("婆婆为什么要回一趟老家？", ["s5:1"], "single-hop"),
    ("在带孩子这件事上，我和婆婆都有过哪些想法不一样的地方？", ["s1:5", "s3:3", "s5:3"], "multi-session"),
    ("宝宝叫什么名字？", [], "abstain"),
    ("公公今年多大岁数了？", [], "abstain"),
    ("早教班是哪家机构的？", [], "abstain"),
    ("婆婆来的时候坐的是哪一趟车？", [], "abstain"),
    ("宝宝现在体重多少？", [], "abstain"),
    ("我在哪家公司上班？", [], "abstain"),
])


add("2025-03-08T11:00:00+08:00", "zh-postdoc-faculty-job", "wang_hao", [
    ("2024-10-09T23:10:00+08:00", [
        # s1:1
        "我在上海一所高校做博士后，做土壤微生物的，明年6月出站。最近开始投教职了，压力山大。",
        "博后最后一年找教职确实是最焦虑的阶段。建议把材料分成通用版和按学校定制的版本，研究计划部分最好结合对方学院现有的方向写。",
        # s1:3
        "目前投了5所，最想去的是南京农业大学，其次是西北农林。",
        "都是农科很强的学校，土壤方向也都有不错的平台。可以提前联系一下对方相关课题组的老师，有人推荐的话流程会顺很多。",
        # s1:5
        "我女朋友小敏在杭州上班，所以说实话我更倾向长三角的学校。",
        "两地的问题确实要算进去。南京到杭州高铁一个多小时，算是比较理想的距离。",
    ]),
    ("2024-11-18T22:30:00+08:00", [
        # s2:1
        "南农给我发面试通知了！12月6号去现场试讲，20分钟汇报加提问。",
        "恭喜！20分钟的汇报要精炼，建议代表性成果讲两项、未来五年的规划讲清楚，再准备一下关于经费申请和教学的问题。",
        # s2:3
        "西北农林那边直接给了口头offer，副教授，安家费40万。但我还是想等南农的结果。",
        "口头offer先不急着拒，礼貌地说需要一点时间考虑，同时问清楚对方答复的截止时间。",
        # s2:5
        "我手上还有两篇一作在投，一篇在ISME J二审，一篇刚投Soil Biology and Biochemistry。",
        "面试的时候可以把在审文章列出来，如果二审能在面试前有结果就更好了。",
    ]),
    ("2024-12-16T21:45:00+08:00", [
        # s3:1
        "南农面试往后推了一周，13号才面的。感觉讲得还可以，就是提问有点刁钻。",
        "提问刁钻不一定是坏事，很多时候说明评委对你的方向感兴趣。耐心等结果吧。",
        # s3:3
        "ISME J那篇接收了！！！",
        "太棒了，恭喜！这篇对你找教职是实打实的加分，可以马上告诉在谈的几所学校。",
        # s3:5
        "小敏说要是我去南京，她可以试着申请调到她们公司的南京分公司。",
        "她愿意为你调动很难得，不过也要看她那边的职业发展，你们俩可以好好聊聊。",
    ]),
    ("2025-01-20T20:00:00+08:00", [
        # s4:1
        "南农结果出来了，给的是讲师，不是副教授，安家费只有15万。说实话有点失落。",
        "能理解。职称起点会影响你以后申请项目、带学生的节奏，这个差别不小。",
        # s4:3
        "就在这时候浙江农林联系我了，说可以直接给副教授，安家费30万，校区在杭州临安，离小敏近。",
        "这个时机太巧了。副教授起点加上离女朋友近，综合来看很有吸引力。可以问清楚科研启动经费和实验室空间。",
        # s4:5
        "我现在倾向去浙江农林了，南农那边我还没回复。",
        "可以先把浙江农林的条件落实成书面的，再礼貌回复南农。",
    ]),
    ("2025-03-03T22:15:00+08:00", [
        # s5:1
        "最后签了浙江农林！合同上月28号签的，入职时间定在7月1号。",
        "恭喜尘埃落定！出站和入职之间的时间挺紧凑，手续可以提前准备。",
        # s5:3
        "投SBB那篇被拒了，已经转投Applied Soil Ecology。",
        "被拒很正常，根据审稿意见改好了转投就行。",
        # s5:5
        "小敏也不用调动了，我们打算今年国庆把证领了。",
        "双喜临门啊，恭喜你们！",
    ]),
], [
    ("我是做哪个研究方向的？", ["s1:1"], "single-hop"),
    ("我最后去了哪所学校？", ["s5:1"], "update", ["s1:3"]),
    ("南农的面试最后实际是哪天？", ["s3:1"], "update", ["s2:1"]),
    ("小敏还需要申请调去南京吗？", ["s5:5"], "update", ["s3:5"]),
    ("之前投到SBB的那篇稿子，现在在哪个期刊审？", ["s5:3"], "update", ["s2:5"]),
    ("给过我offer的几所学校里，哪家给的安家费最多？", ["s2:3", "s4:1", "s4:3"], "multi-session"),
    ("我是哪天签的合同？", ["s5:1"], "temporal"),
    ("从签约那天算起，到正式入职还隔多少天？", ["s5:1"], "temporal"),
    ("投在ISME J的那篇后来结果如何？", ["s3:3"], "single-hop"),
    ("我为啥最终没选南农？", ["s4:1", "s4:3", "s1:5"], "multi-session"),
    ("浙江农林给的年薪是多少？", [], "abstain"),
    ("我现在是在上海哪所学校做博后？", [], "abstain"),
    ("我博后的合作导师是谁？", [], "abstain"),
    ("小敏在杭州做什么工作？", [], "abstain"),
    ("西北农林的offer我是哪天回绝的？", [], "abstain"),
    ("我们俩婚礼打算什么时候办？", [], "abstain"),
])


add("2024-12-02T20:00:00+08:00", "zh-dad-health-scam", "liu_mei", [
    ("2024-05-20T22:00:00+08:00", [
        # s1:1
        "我爸今年68，最近迷上了一个什么“养生讲座”，前前后后买了两万多的保健品，说能治他的高血压。我妈气得不行。",
        "这类讲座套路很常见：先送鸡蛋送小礼品拉人，再用“专家”讲课推销高价保健品。保健品不能替代降压药，最要紧的是确认你爸降压药没停。",
        # s1:3
        "更吓人的是，他们还劝他投一个“养老项目”，说年化18%，他已经转了5万进去了。",
        "承诺年化18%的“养老项目”，很大概率涉嫌非法集资。建议尽快把转账记录、合同、宣传材料都保存好，越早报警越好。",
        # s1:5
        "我在深圳，爸妈在湛江老家，这周末我回去一趟，跟他好好聊聊。",
        "当面聊比电话好。注意别一上来就指责他“被骗了”，老人容易面子上挂不住，可以先听他讲，再一起看证据。",
    ]),
    ("2024-05-27T21:30:00+08:00", [
        # s2:1
        "回去了，还是吵了一架。他坚持说那5万是“借给”人家公司的，有合同。我看了合同，盖的章是一家叫“康和健康管理”的公司。",
        "有合同反而是好事，是重要证据。可以查一下这家公司的工商信息和经营范围，健康管理公司对外吸收资金本身就很可疑。",
        # s2:3
        "前天我已经陪我妈去派出所报了案，警察说最近这类案子挺多的，让我们等消息。",
        "报案回执一定要保存好。后续如果立案，可能会统一登记受害人信息。",
        # s2:5
        "保健品那边我打了12315投诉，商家答应退一半。",
        "能谈下来一半已经不错了，尽量让对方书面确认退款金额和时间。",
    ]),
    ("2024-07-08T20:45:00+08:00", [
        # s3:1
        "昨天警察打电话来了，说那家公司已经立案，抓了几个人，后面会按比例退赔。",
        "立案就有希望拿回一部分钱。退赔通常要等资产清查完，时间可能比较长，要有心理准备。",
        # s3:3
        "保健品的钱商家又反悔了，说拆封了就不退。我又去找了市场监管局。",
        "这种先答应后反悔的情况，找市场监管部门介入调解是对的，特别是如果他们有虚假宣传“治病”的话。",
        # s3:5
        "我爸现在态度变了，承认自己被骗了，不过还嘴硬说讲座里有些知识挺有用的。",
        "能承认就是很大的进步了，给他留点面子，别再翻旧账。",
    ]),
    ("2024-09-16T21:10:00+08:00", [
        # s4:1
        "市场监管局调解成功了，保健品退回来一万五，比一半还多！",
        "太好了，比之前商家答应的还多。",
        # s4:3
        "我给爸妈手机都装了国家反诈中心APP，还把我爸银行卡的单日转账限额设成了5000。",
        "这两个措施很实用。也可以跟银行说明情况，大额转账多一道确认。",
        # s4:5
        "我妈想让我爸去报个老年大学，学学书法，分散分散注意力。",
        "很好的主意，有自己的圈子和事情做，就不容易被那些讲座吸引了。",
    ]),
    ("2024-11-25T22:20:00+08:00", [
        # s5:1
        "养老项目那边第一批退赔到账了，我爸拿回来1万2，剩下的说要等资产处置。",
        "能先回来一部分已经不容易了，后续有消息派出所一般会通知。",
        # s5:3
        "老年大学的书法班没报上，名额满了，最后报了个太极拳班，每周二、周四上午上课。",
        "太极拳对血压和腿脚都好，说不定比书法更适合他。",
        # s5:5
        "我又把他卡上的单日转账限额调到了2000，反正他平时也用不着转那么多。",
        "更稳妥了。真有大额需要的时候，再临时去柜台办就行。",
    ]),
], [
    ("老爷子今年几岁？", ["s1:1"], "single-hop"),
    ("拿走我爸5万块的是哪家公司？", ["s2:1"], "single-hop"),
    ("那个“养老项目”当初许诺的回报率是多少？", ["s1:3"], "single-hop"),
    ("保健品的钱最后要回来多少？", ["s4:1"], "update", ["s2:5", "s3:3"]),
    ("我爸银行卡现在一天最多能转出去多少钱？", ["s5:5"], "update", ["s4:3"]),
    ("我爸在老年大学上的是什么课？", ["s5:3"], "update", ["s4:5"]),
    ("投进养老项目的钱，目前拿回来之后还差多少没退？", ["s1:3", "s5:1"], "multi-session"),
    ("对于被骗这件事，我爸的态度前后有什么变化？", ["s2:1", "s3:5"], "multi-session"),
    ("我是哪天陪我妈去派出所报的案？", ["s2:3"], "temporal"),
    ("从报案到警察来电说立案，中间隔了多少天？", ["s2:3", "s3:1"], "temporal"),
    ("我爸平时吃的是什么降压药？", [], "abstain"),
    ("那些保健品是什么牌子的？", [], "abstain"),
    ("第二批退赔什么时候能到？", [], "abstain"),
    ("我妈今年多大？", [], "abstain"),
    ("太极拳班一学期学费多少？", [], "abstain"),
    ("接待我们报案的民警姓什么？", [], "abstain"),
])


add("2025-06-28T15:00:00+08:00", "zh-custom-keyboard", "zhao_yifan", [
    ("2025-03-03T22:30:00+08:00", [
        # s1:1
        "最近入坑客制化键盘了，想自己组一把65%配列的，预算控制在一千五以内。",
        "65%是很多人入坑的首选：保留方向键，又比全尺寸省地方。预算一千五可以分成套件、轴体、键帽三块，套件占大头，轴体和键帽按喜好调配。",
        # s1:3
        "轴想用线性的，我打字下手比较重，朋友推荐了佳达隆的黄轴。",
        "线性轴没有段落感，顺滑，打字重的话可以选压力克数稍大一点的，不容易误触。黄轴口碑不错，也可以先买个试轴器摸一摸。",
        # s1:5
        "我是写前端的，一天敲十来个小时代码，之前一直用公司发的那种薄膜键盘。",
        "用键盘时间这么长，客制化是值得的，手感和手腕舒适度都能改善不少。顺便注意一下桌椅高度和手腕姿势。",
    ]),
    ("2025-03-24T21:00:00+08:00", [
        # s2:1
        "套件下单了，在某宝上挑了一个铝坨坨套件，Gasket结构，到手699。",
        "Gasket结构打起来软弹，铝外壳又压得住声音，这个价位很划算。到货后先通电测一下PCB每个轴位都正常再装轴。",
        # s2:3
        "轴最后没选黄轴，买了TTC的金粉轴，90颗，195块。",
        "金粉是出名的轻、顺，声音也好听。不过你说下手比较重，可以先用一段时间看看会不会太轻。",
        # s2:5
        "键帽还在纠结，想要一套樱桃高度的PBT。",
        "PBT耐磨不容易打油，樱桃高度手感也舒服。热升华工艺的颜色更丰富。",
    ]),
    ("2025-04-14T20:30:00+08:00", [
        # s3:1
        "键盘组好了！周六折腾了一下午，卫星轴调了半天才不响。",
        "卫星轴调教是最磨人的一步，能调到不响很厉害了。",
        # s3:3
        "键帽买了一套日系配色的PBT热升华，280块。",
        "日系配色很耐看，跟铝壳应该挺搭。",
        # s3:5
        "全部算下来差不多1200吧，没超预算。",
        "第一把控制在预算内很难得，一般人都会超。",
    ]),
    ("2025-05-19T21:40:00+08:00", [
        # s4:1
        "用了一个多月，金粉还是太轻了，我老是误触。想换个重一点的。",
        "跟预想的一样，下手重的人用超轻的轴容易误触。热插拔的话换轴很方便。",
        # s4:3
        "换成了凯华的BOX白轴，有段落感还带咔哒声，特别脆。结果同事都嫌吵，只好拿回家用了。",
        "BOX白在办公室确实容易被投诉，家里用正好。",
        # s4:5
        "公司那边我又单独买了一把成品的静音键盘，Keychron K2，五百块左右。",
        "办公室和家里分开用，两边都不耽误。",
    ]),
    ("2025-06-23T22:10:00+08:00", [
        # s5:1
        "下个月18号在深圳南山有个键盘爱好者的线下聚会，我打算带着我的铝坨坨去。",
        "线下聚会能摸到很多平时见不到的键盘，带上自己的去交流挺有意思的。记得带个收纳包防磕碰。",
        # s5:3
        "对了，K2用了一个月不太顺手，退掉了，换了罗技的MX Mechanical。",
        "MX Mechanical矮轴，对习惯薄膜键盘手感的人来说过渡比较自然。",
        # s5:5
        "家里那把的键帽也换了，日系那套打油太快，换成了一套奶茶配色的。预算已经彻底失控，我老婆说这个月再买键盘就把我的轴都拔了。",
        "哈哈，入坑的人基本都是这样。可以给自己定个规矩：买一样之前先出一样。",
    ]),
], [
    ("我自己组的那把键盘是什么配列？", ["s1:1"], "single-hop"),
    ("组装用的套件是什么结构，花了多少？", ["s2:1"], "single-hop"),
    ("我平时是做什么工作的？", ["s1:5"], "single-hop"),
    ("家里那把键盘现在装的是什么轴？", ["s4:3"], "update", ["s2:3", "s1:3"]),
    ("上班时我现在敲的是哪款键盘？", ["s5:3"], "update", ["s4:5", "s1:5"]),
    ("家里那把现在配的是什么键帽？", ["s5:5"], "update", ["s3:3"]),
    ("第一把键盘实际花了多少，比定下的上限省了多少？", ["s1:1", "s3:5"], "multi-session"),
    ("我是几月几号把键盘组装好的？", ["s3:1"], "temporal"),
    ("深圳那个线下聚会是哪天？", ["s5:1"], "temporal"),
    ("今天离那场聚会还有几天？", ["s5:1"], "temporal"),
    ("BOX白轴买了多少钱？", [], "abstain"),
    ("聚会具体在南山哪个地方办？", [], "abstain"),
    ("那个铝坨坨套件是哪个牌子的？", [], "abstain"),
    ("我的MX Mechanical是什么轴的版本？", [], "abstain"),
    ("K2退货退了多少钱？", [], "abstain"),
    ("我在聚会上有没有换到新键帽？", [], "abstain"),
])


add("2024-12-14T10:30:00+08:00", "zh-chaoshan-food-trip", "sun_qian", [
    ("2024-10-08T21:00:00+08:00", [
        # s1:1
        "打算和闺蜜阿雯去潮汕吃一圈，定在11月中旬，五天四晚左右，主要待汕头和潮州。",
        "潮汕美食之旅太香了！汕头和潮州离得近，坐车一小时左右，可以两边各住两晚。11月天气也舒服，不冷不热。",
        # s1:3
        "问题是我不吃牛肉……这在潮汕是不是太亏了。阿雯倒是冲着牛肉火锅去的。",
        "不吃牛肉也有很多可吃：卤鹅、粿条、蚝烙、各种粿品、甜汤、砂锅粥。阿雯吃牛肉火锅时，你可以点些青菜、粿条和鱼丸。",
        # s1:5
        "打算从北京直飞揭阳潮汕机场。每人预算3500左右。",
        "潮汕机场到汕头、潮州都方便。3500的预算在当地吃住是够的，主要看机票价格。",
    ]),
    ("2024-10-21T20:20:00+08:00", [
        # s2:1
        "机票订了，11月14号早上的南航，回程是18号晚上，两个人往返一共3200。",
        "价格不错。18号晚上的航班正好能让你们最后一天再吃一顿。",
        # s2:3
        "住的话，汕头订了小公园附近的一个民宿，两晚；潮州订了牌坊街旁边的酒店，两晚。",
        "小公园和牌坊街都是吃东西最集中的地方，出门就能逛吃，位置选得很好。",
        # s2:5
        "阿雯说她老公可能也要一起来。",
        "如果要来的话，记得提前加订机票和调整房间。",
    ]),
    ("2024-11-04T21:30:00+08:00", [
        # s3:1
        "阿雯老公来不了了，单位临时派他出差，还是我们俩。",
        "也好，闺蜜游节奏更自由。",
        # s3:3
        "还有个变动：汕头那家民宿说房间漏水，把钱退给我们了。我们换到了旁边的一家酒店，一晚贵了一百多。",
        "虽然贵了点，但酒店一般更稳定，位置不变也不影响行程。",
        # s3:5
        "我查了一下，还想抽一天去南澳岛，不知道时间够不够。",
        "南澳岛从汕头过去走大桥一个多小时，时间上可以安排在汕头那两天，就是要看天气，风大下雨的话海边体验会打折扣。",
    ]),
    ("2024-11-20T19:45:00+08:00", [
        # s4:1
        "回来了！吃撑了。南澳岛最后没去成，那天下大雨，就改在汕头海边骑了会儿车。",
        "天气不配合也没办法，海边骑车也很惬意。",
        # s4:3
        "牛肉火锅阿雯吃了三顿……我就在旁边吃粿条。我最爱的是潮州的鸭母捻。",
        "鸭母捻软糯香甜，很多人去潮州就为这一口。",
        # s4:5
        "回程航班延误了，本来18号晚上的飞机，拖到19号凌晨一点多才起飞。",
        "辛苦了，延误到凌晨真的很累。可以看看航司有没有延误补偿。",
    ]),
    ("2024-12-09T21:15:00+08:00", [
        # s5:1
        "算了一下账，这趟我一个人花了四千五左右，比原来想的多出一截。",
        "旅行超预算很正常，尤其是美食之旅。",
        # s5:3
        "我把攻略发到小红书上了，居然有两千多个赞。",
        "恭喜，写得好的美食攻略很受欢迎。",
        # s5:5
        "阿雯已经在念叨明年春天去顺德了。",
        "顺德也是美食天堂，双皮奶、鱼生、煲仔饭，你们可以继续吃。",
    ]),
], [
    ("我这次去潮汕是跟谁一块儿去的？", ["s1:1"], "single-hop"),
    ("我有哪种肉是不碰的？", ["s1:3"], "single-hop"),
    ("在汕头那两晚最后住在哪儿？", ["s3:3"], "update", ["s2:3"]),
    ("回北京的航班实际是什么时候起飞的？", ["s4:5"], "update", ["s2:1"]),
    ("阿雯的老公后来跟我们一起去了吗？", ["s3:1"], "update", ["s2:5"]),
    ("这趟旅行我个人一共花了多少？", ["s5:1"], "update", ["s1:5"]),
    ("我们出发那天是星期几？", ["s2:1"], "temporal"),
    ("从我说机票订好的那天算起，过了多少天才出发？", ["s2:1"], "temporal"),
    ("原计划去南澳岛那天最后干了什么，为什么改了？", ["s3:5", "s4:1"], "multi-session"),
    ("这趟我和阿雯各自最爱吃的是什么？", ["s1:3", "s4:3"], "multi-session"),
    ("潮州住的那家酒店叫什么名字？", [], "abstain"),
    ("汕头后来换的那家酒店一晚多少钱？", [], "abstain"),
    ("去程坐的是哪个航班号？", [], "abstain"),
    ("小红书那篇攻略被收藏了多少次？", [], "abstain"),
    ("阿雯老公出差去了哪里？", [], "abstain"),
    ("去顺德的票买好了没有？", [], "abstain"),
])


add("2024-11-02T10:00:00+08:00", "zh-golden-retriever-hips", "he_lei", [
    ("2024-06-03T21:00:00+08:00", [
        # s1:1
        "我家金毛元宝7岁了，最近起身特别慢，后腿有点拖，上楼梯也犹犹豫豫的。",
        "大型犬到了这个年纪，起身慢、后腿无力很常见，髋关节和膝关节问题都有可能，最好让医生做个体检加拍片确认一下。",
        # s1:3
        "它现在38公斤，医生之前就说过它有点超重。",
        "体重对关节影响很大，哪怕减掉几公斤，关节的负担都会轻很多。拍完片可以顺便请医生定个减重目标。",
        # s1:5
        "这周六带它去宠物医院拍个片看看。",
        "好的，拍片前可以问问医院要不要空腹，有的检查需要镇静。",
    ]),
    ("2024-06-11T20:30:00+08:00", [
        # s2:1
        "片子出来了，双侧髋关节发育不良，还有点关节炎。医生说它年纪大了，不建议手术，先保守治疗。",
        "保守治疗一般是三管齐下：控制体重、止痛消炎、适度运动和康复。很多狗狗这样管理下来生活质量都还不错。",
        # s2:3
        "开了卡洛芬，每天一次，还有关节保健品。这次看病加拍片一共花了1600。",
        "卡洛芬要随餐吃，长期吃的话医生一般会建议定期查肝肾功能。",
        # s2:5
        "医生给的目标是减到32公斤。",
        "从38到32不算少，一个月减一公斤左右比较稳妥，别太急。",
    ]),
    ("2024-07-22T21:15:00+08:00", [
        # s3:1
        "元宝减到35公斤了！换了处方减肥粮，每天散步改成两次短的，不走长距离了。",
        "减得很稳！少量多次的散步对关节炎的狗最友好。",
        # s3:3
        "卡洛芬吃了一个月，它有点拉稀，医生给换成了非罗考昔。",
        "有肠胃反应换药是对的，换药之后继续观察大便和食欲。",
        # s3:5
        "我在看水下跑步机的康复，一次200，一个疗程10次。大后天做第一次。",
        "水下跑步机利用浮力减轻关节压力，又能锻炼肌肉，很适合髋关节发育不良的狗。",
    ]),
    ("2024-09-02T20:00:00+08:00", [
        # s4:1
        "水疗一个疗程做完了，效果挺明显，它能自己跳上沙发了。",
        "进步很大！不过也别让它频繁跳上跳下，可以放个小台阶。",
        # s4:3
        "体重到33.5了，还差一点点。",
        "胜利在望，保持现在的节奏就好。",
        # s4:5
        "家里木地板太滑，铺了一圈防滑垫，花了差不多800。",
        "防滑垫对髋关节不好的狗很重要，滑倒一次可能就会加重。",
    ]),
    ("2024-10-28T21:30:00+08:00", [
        # s5:1
        "元宝体重终于到32了，达标！",
        "太棒了！接下来就是保持，别让它再胖回去。",
        # s5:3
        "水疗那边的医生建议改成每周一次做维持，不用再整疗程整疗程地做了。",
        "维持性的康复很合理，既保持肌肉，也省钱。",
        # s5:5
        "我老婆说想给它买个狗狗推车，冬天出门方便。我觉得它还能走，先不买。",
        "它现在状态不错，能走就让它走，保持肌肉量更重要。",
    ]),
], [
    ("我家狗狗多大年纪了？", ["s1:1"], "single-hop"),
    ("拍片查出来元宝是什么毛病？", ["s2:1"], "single-hop"),
    ("元宝现在体重是多少？", ["s5:1"], "update", ["s1:3", "s3:1", "s4:3"]),
    ("元宝现在吃的止痛药是哪种？", ["s3:3"], "update", ["s2:3"]),
    ("元宝的水疗现在是怎么安排的？", ["s5:3"], "update", ["s3:5"]),
    ("带元宝去拍片是哪一天？", ["s1:5", "s2:1"], "temporal"),
    ("元宝第一次做水下跑步机是几月几号？", ["s3:5"], "temporal"),
    ("元宝从最开始到现在一共瘦了几公斤？", ["s1:3", "s5:1"], "multi-session"),
    ("一个完整的水疗疗程要花多少钱？", ["s3:5"], "single-hop"),
    ("为了元宝的关节，家里和日常生活做了哪些调整？", ["s3:1", "s4:5"], "multi-session"),
    ("元宝是公狗还是母狗？", [], "abstain"),
    ("非罗考昔一天喂几次？", [], "abstain"),
    ("元宝看病的是哪家宠物医院？", [], "abstain"),
    ("元宝吃的处方粮是什么牌子？", [], "abstain"),
    ("水疗是在哪家机构做的？", [], "abstain"),
    ("元宝是从哪儿来的，买的还是领养的？", [], "abstain"),
])


add("2025-08-23T10:00:00+08:00", "zh-renting-out-nanchang-flat", "ma_jun", [
    ("2025-02-10T21:20:00+08:00", [
        # s1:1
        "我在南昌红谷滩有套两室的房子，以前自己住，现在调到上海工作了，打算租出去。",
        "异地出租主要麻烦在带看、交接和后续维修，最好在当地有个能帮忙跑腿的人，或者交给中介。",
        # s1:3
        "中介说这个地段能租2800一个月，我心里价位是3000。",
        "可以先按3000挂一段时间试试市场反应，看的人多但没人定，再往下调。",
        # s1:5
        "我打算找链家托管，图个省心。",
        "托管省心，但费用要问清楚：怎么抽成、空置期谁承担、维修怎么算。",
    ]),
    ("2025-03-03T20:40:00+08:00", [
        # s2:1
        "链家托管抽得太狠了，要收一个月租金，每个月还要再抽8%。我决定自己租，让我妈帮我带看。",
        "自己租能省下不少钱。有家人在当地帮忙的话确实可行，签合同时可以视频参与。",
        # s2:3
        "已经挂到闲鱼和58同城上了，挂的2900。",
        "挂牌价比心理价低一点，比较容易吸引人来看。照片拍得亮堂一点效果会好很多。",
        # s2:5
        "有一对小夫妻挺有兴趣的，男的在附近银行上班，大后天过来看房。",
        "工作稳定的年轻夫妻一般是不错的租客，看房时可以了解一下他们打算住多久。",
    ]),
    ("2025-03-24T21:00:00+08:00", [
        # s3:1
        "租出去了！不过不是那对小夫妻，他们嫌没有洗碗机。租给了一个在附近医院上班的护士，姓罗，一个人住。",
        "一个人住的租客通常对房子损耗小，不错。",
        # s3:3
        "最后谈的2850一个月，押一付三，合同签一年，4月1号起租。",
        "条件挺常规的。交接时记得拍照记录家具家电的状况，水电燃气抄表。",
        # s3:5
        "我让我妈把热水器换了个新的，花了2200。",
        "租给别人之前把老化的设备换掉，能减少后面很多麻烦。",
    ]),
    ("2025-06-09T20:15:00+08:00", [
        # s4:1
        "罗小姐说空调不制冷了，我妈找师傅来修，加氟花了150。",
        "夏天前修好很及时，这种维修一般房东承担。",
        # s4:3
        "她问能不能改成押一付一，说一次交三个月压力大。我同意了，从7月开始按月付。",
        "租客靠谱的话灵活一点没关系，维护好关系比什么都强。记得在合同上补充说明一下。",
        # s4:5
        "租金收入要不要报税啊？听说个人出租房子也要交个税。",
        "按规定个人出租房屋的收入是要缴税的，各地有综合征收率之类的简化办法。具体可以问问当地税务部门或者用个税APP咨询。",
    ]),
    ("2025-08-18T21:30:00+08:00", [
        # s5:1
        "罗小姐说她年底要去外地进修半年，想提前退租，11月底就搬走。",
        "提前退租可以按合同条款协商。提前几个月通知已经算是很有诚意了。",
        # s5:3
        "押金我打算全退给她，她住得挺干净的。",
        "好租客好聚好散，以后说不定还会推荐朋友来租。",
        # s5:5
        "我在琢磨要不要干脆把房子卖了，我妈一直帮我跑来跑去也挺累的。还没想好。",
        "可以对比一下租金回报和房价走势，再考虑你以后会不会回南昌。",
    ]),
], [
    ("我那套出租的房子在哪个城市哪一片？", ["s1:1"], "single-hop"),
    ("房子是交给中介托管了，还是自己往外租的？", ["s2:1"], "update", ["s1:5"]),
    ("最后是谁租了我的房子？", ["s3:1"], "update", ["s2:5"]),
    ("租客现在房租是怎么交的？", ["s4:3"], "update", ["s3:3"]),
    ("现在的租客预计什么时候搬走？", ["s5:1"], "update", ["s3:3"]),
    ("出租以后我在修东西、换设备上一共花了多少钱？", ["s3:5", "s4:1"], "multi-session"),
    ("最终谈下来的月租跟中介估的价、我自己心里的价各差多少？", ["s1:3", "s3:3"], "multi-session"),
    ("按原来签的合同，本该到什么时候到期？", ["s3:3"], "temporal"),
    ("那对小夫妻是约的哪天来看房？", ["s2:5"], "temporal"),
    ("罗小姐从起租到搬走，算下来一共住了几个月？", ["s3:3", "s5:1"], "temporal"),
    ("罗小姐全名叫什么？", [], "abstain"),
    ("罗小姐要去哪个城市进修？", [], "abstain"),
    ("这套房子面积多大？", [], "abstain"),
    ("租金的税我后来交了没有？", [], "abstain"),
    ("我打算挂多少钱卖房？", [], "abstain"),
    ("新换的热水器是什么牌子的？", [], "abstain"),
])


add("2025-01-11T11:00:00+08:00", "zh-gym-closure-refund", "tang_xiao", [
    ("2024-08-05T22:10:00+08:00", [
        # s1:1
        "我上个月刚在小区对面那家健身房办了两年卡，3680，还买了20节私教，6000。结果今天过去一看，门口贴了“装修暂停营业”。",
        "先别慌，但要把证据都留好：合同、付款记录、会员卡、私教课时记录，还有门口那张通知拍照。",
        # s1:3
        "前台小姑娘说两周后就开，可群里好多人都说老板要跑路，我有点慌。",
        "两周这个说法先记下来，最好让前台在微信上书面说一句。到时候没开门，这就是违约的证据。",
        # s1:5
        "私教是一个叫阿杰的教练，我才上了3节。",
        "剩下的课时记得截图保存，后面维权按没上的课时算退款会比较清楚。",
    ]),
    ("2024-08-26T21:00:00+08:00", [
        # s2:1
        "果然，说好的两周过去了，门还是关着，老板电话也打不通。我们会员拉了个维权群，有两百多人。",
        "人多力量大，可以在群里统一整理每个人的合同金额和剩余权益，方便后面集体投诉或者起诉。",
        # s2:3
        "我已经打了12345，也在黑猫投诉上发了帖。",
        "很好，官方投诉渠道留了记录，后面会有用。",
        # s2:5
        "私教费我是刷信用卡付的，能不能找银行拒付？",
        "可以试试向发卡行申请争议交易（拒付），理由是商户未提供服务。各家银行都有时限，一般是交易后几个月内，要尽快，并准备好合同、付款凭证和停业证明。",
    ]),
    ("2024-09-23T20:30:00+08:00", [
        # s3:1
        "信用卡那边已经申请了争议交易，银行说审核要45个工作日。",
        "耐心等，期间银行可能会要你补材料，及时回复就行。",
        # s3:3
        "群里有人说老板在别的区又开了新店，换了个名字。大家准备一起去起诉。",
        "集体起诉可以分摊律师费。新店的信息也要收集，看看是不是同一个经营主体。",
        # s3:5
        "阿杰私下联系我，说他去了另一家健身房，可以把剩下的17节课在那边给我上完，不另外收钱。我答应了，下周开始去。",
        "教练愿意负责挺难得的。不过要想清楚，如果银行把私教费退给你了，这边再上课就不太合适。",
    ]),
    ("2024-11-11T21:15:00+08:00", [
        # s4:1
        "银行那边结果出来了，私教费退回来5100，按没上的17节折算的。",
        "很理想的结果，基本把没上的课都追回来了。",
        # s4:3
        "那阿杰的课我就不去了，跟他上了两次，钱都退了再上说不过去，已经跟他讲清楚了。",
        "这样处理很厚道，也避免了以后的纠纷。",
        # s4:5
        "集体起诉找了个律师，每人出300律师费，开庭定在12月19号。",
        "准备好你那份合同和付款记录交给律师，开庭前看看需不需要本人到场。",
    ]),
    ("2025-01-06T20:00:00+08:00", [
        # s5:1
        "开庭推迟了，法院说被告没签收传票，改到了2月20号。",
        "被告躲着不签收的情况不少见，法院可能会公告送达，时间会拖一点，但不影响结果。",
        # s5:3
        "我新办了一家连锁健身房的卡，按月付，258一个月，再也不办长期卡了。",
        "月付风险小多了，吃一堑长一智。",
        # s5:5
        "两年卡那3680估计很难要回来了，就当交学费吧。",
        "判决下来以后还有执行的可能，先别完全放弃，但心态放平也是好事。",
    ]),
], [
    ("那家停业的健身房，我办的是几年的卡，花了多少？", ["s1:1"], "single-hop"),
    ("我的私教教练叫什么？", ["s1:5"], "single-hop"),
    ("银行最后给我退回了多少私教费？", ["s4:1"], "single-hop"),
    ("集体诉讼现在定在哪天开庭？", ["s5:1"], "update", ["s4:5"]),
    ("阿杰说要给我补的那些课，我现在还在上吗？", ["s4:3"], "update", ["s3:5"]),
    ("我现在是怎么交健身房费用的？", ["s5:3"], "update", ["s1:1"]),
    ("银行退款之后，私教这块我自己净亏了多少？", ["s1:1", "s4:1"], "multi-session"),
    ("那张两年卡我是几月份办的？", ["s1:1"], "temporal"),
    ("开庭日期比原来推迟了多少天？", ["s4:5", "s5:1"], "temporal"),
    ("为了要回钱，我都走过哪些途径？", ["s2:3", "s3:1", "s4:5"], "multi-session"),
    ("那家健身房叫什么名字？", [], "abstain"),
    ("老板新开的店在哪个区？", [], "abstain"),
    ("我们请的律师是哪家律所的？", [], "abstain"),
    ("阿杰跳槽去的是哪家健身房？", [], "abstain"),
    ("我新办卡的那家连锁健身房是哪个品牌？", [], "abstain"),
    ("黑猫投诉上的帖子有没有人回复？", [], "abstain"),
])


def main():
    # Evidence and stale turns must be user turns (odd turn numbers): the user states the fact.
    for c in CASES:
        for q in c["questions"]:
            for e in q["evidence"] + q.get("stale", []):
                assert int(e.split(":")[1]) % 2 == 1, (c["id"], q["id"], e)
    write_dialogues(
        OUT,
        "dialogues-24",
        "Held-out blind set 24: 18 multi-session user/assistant conversations (9 English, 9 Mandarin) "
        "on everyday topics, with superseded facts marked stale, temporal questions with relative-date "
        "arithmetic, and ~37% abstain questions about plausible but never-stated details. Written blind "
        "to the engine and to the other dialogue sets.",
        CASES,
    )


if __name__ == "__main__":
    main()
