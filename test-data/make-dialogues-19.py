#!/usr/bin/env python3
"""Builds dialogues-19.json: 18 multi-session user/assistant chats (9 English, 9 Simplified Chinese)
with single-hop, multi-session, update, temporal and abstain questions."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder, write_dialogues  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-19.json")
CASES = []


def add(cid, user, qtime, sessions, questions):
    CASES.append(case_builder(qtime)(cid, user, sessions, questions))


# ---------------------------------------------------------------- en-1 a first tattoo
add("en-first-tattoo", "marisol_k", "2026-02-20T19:00:00-07:00", [
    ("2025-09-03T20:15:00-06:00", [
        "Okay, I'm finally doing it at 34. My first tattoo! I want a botanical piece on my left forearm, a sprig of lavender with a honeybee, for my grandma Rosa who kept bees down in Pueblo. I've been stalking an artist called Dex Moreno at Ironleaf Tattoo on Colfax for months.",
        "What a lovely idea for a first piece, and one with a story behind it tends to age well emotionally. Before you commit, look at photos of his healed work, not just fresh shots, since fine linework can blur over the years. Most shops ask for a non-refundable deposit, often somewhere between $50 and $200, and the forearm is usually rated as a moderate-pain spot, a good place to start.",
        "Booked a consult for September 16. His deposit is $150 and it gets knocked off the final price. He charges $180 an hour and guessed about three hours for this one.",
        "So you're looking at roughly $540 before the deposit comes off, plus a tip, which in the US usually runs 15 to 20 percent. Bring reference photos of real lavender and a bee to the consult, and ask how he handles touch-ups, since many artists include one free touch-up in the first few months.",
        "My sister Ana thinks I've lost it, she says I'll hate it when I'm 60. My boyfriend Theo is all for it, but he's got like nine, so he's biased.",
        "Families often come around once they see the finished piece. Research on tattoo regret mostly points to impulsive designs and names of partners, not meaningful pieces that were planned for months, so you're already on the safer side.",
    ]),
    ("2025-09-20T11:00:00-06:00", [
        "Consult went great. Dex sketched it and we changed the plan: it's going on my right calf instead of my forearm. I'm a dental hygienist and patients stare at my arms all day, I'd rather it be just mine. He also added a sprig of rosemary next to the lavender, rosemary for remembrance.",
        "The calf is a great canvas for a botanical piece: lots of room, and it's easy to cover under scrubs. It does heal a bit differently, since tight leggings and socks rub, so plan loose clothes for the first couple of weeks and keep the leg up when you can.",
        "Session's booked for October 25 at 1 pm. He says plan on three and a half hours now because of the rosemary.",
        "Eat a proper meal beforehand, drink plenty of water the day before, and skip alcohol for 24 hours since it can increase bleeding. Wear shorts or a loose skirt, bring a snack and something sugary for a mid-session dip. If you're thinking of a numbing cream, check with him first because some artists don't like how it changes the skin.",
        "Any aftercare tips? He said he uses Saniderm.",
        "With an adhesive film like that, you typically leave the first piece on for a day, then a fresh sheet for three to five days, and peel it off slowly in a warm shower. After that, wash gently with unscented soap and use a thin layer of fragrance-free lotion. Avoid pools, lakes and hot tubs for two to three weeks, and keep it out of direct sun.",
        "Ugh, that reminds me, my friend Jules wants me to do an open-water swim thing in Boulder the weekend after. I'll have to bail on her.",
        "Probably the right call, a lake is exactly the sort of soak to avoid on a fresh tattoo. You could still go and cheer from the shore with a big sign.",
    ]),
    ("2025-10-27T19:40:00-06:00", [
        "It's done!! It took four hours in the end, not three and a half. Total came to $720 before the deposit came off, and I tipped him $100 in cash.",
        "Congratulations! Four hours at his rate lines up with $720, so after the $150 deposit you would have paid $570 on the day. The next week or so is the itchy, flaky stage, so resist scratching, pat it instead.",
        "Theo's been playing nurse, he peeled the Saniderm off in the shower this morning. The bee looks so real. Grandma would have laughed her head off.",
        "That's a sweet image. A little plasma or ink under the film when it comes off is normal. Keep it clean and moisturized lightly, and if you notice spreading redness, heat or swelling, get it looked at.",
        "One spot on the lavender stem looks a little patchy. Dex says that's normal and I can come back for a free touch-up in six weeks.",
        "Very normal, especially on small linework where the skin heals unevenly. Waiting until it's fully healed, usually four to eight weeks, is exactly right so he can see what really needs filling.",
    ]),
    ("2026-01-14T21:05:00-07:00", [
        "Touch-up done on January 10, took about 20 minutes. And yes, I'm already plotting the next one, I get the addiction jokes now.",
        "Ha, the second-tattoo itch is famous. Twenty minutes for a touch-up sounds about right. It's nice that the first one is now completely finished.",
        "The idea is a small cassette tape on my ankle for my dad, he's the one who got me into music. Dex doesn't really do that style, so I'm going with his coworker at the shop, Priya Shah, she does bold traditional work.",
        "A cassette is a fun fit for traditional style, bold outlines and a limited palette hold up really well at small sizes. Fair warning, the ankle is bonier than the calf, so most people find it sharper, but small pieces go quickly.",
        "Priya's consult is on February 7. She charges a flat $250 for small pieces, no hourly rate.",
        "A flat rate makes budgeting easy. Ask at the consult whether she takes a deposit too and whether a touch-up is included, since shops vary on both.",
        "And guess who's asking if Dex has any openings? Ana. My 'you'll regret it' sister. I can't.",
        "That's a great plot twist. Sometimes seeing one done thoughtfully is what it takes. Maybe it becomes a sister tattoo story.",
    ]),
], [
    ("Who was my first tattoo meant to honour?", ["s1:1"], "single-hop"),
    ("Which part of my body did the bee piece end up on?", ["s2:1"], "update", ["s1:1"]),
    ("How long did the actual session for my first tattoo last?", ["s3:1"], "update", ["s1:3", "s2:3"]),
    ("Which plants are in the design on my leg?", ["s1:1", "s2:1"], "multi-session"),
    ("How much did I hand over on the day of my first tattoo, tip included, once the deposit was taken off?", ["s3:1", "s1:3"], "multi-session"),
    ("How many days passed between my consultation with Dex and getting tattooed?", ["s1:3", "s2:3"], "temporal"),
    ("When did I go back to get the patchy spot fixed?", ["s4:1"], "temporal"),
    ("Who is doing the cassette design, and what is she charging?", ["s4:3", "s4:5"], "single-hop"),
    ("What colour ink did Dex use for the honeybee?", [], "abstain"),
    ("How much of a deposit did Priya ask for?", [], "abstain"),
    ("Did Ana actually go through with getting a tattoo?", [], "abstain"),
    ("What's my dad's name?", [], "abstain"),
    ("Which numbing cream did I put on before the calf session?", [], "abstain"),
    ("What does Theo do for a living?", [], "abstain"),
])


# ---------------------------------------------------------------- en-2 hosting an exchange student
add("en-host-exchange-student", "gregor_w", "2026-04-05T20:00:00-04:00", [
    ("2025-07-08T20:30:00-04:00", [
        "We did it, we signed up with Bridgeway Exchange to host a student for the whole school year. Her name is Chiara Benedetti, she's 16 and from Bologna. She's supposed to land in Columbus on August 14.",
        "Exciting! The first few weeks are usually a honeymoon, then a dip around the second or third month when homesickness and culture shock kick in. It helps a lot to write down house rules early: curfew, chores, screen time, who drives where, so nobody is guessing.",
        "She'll go to Westerville North with our son Caleb, who's a junior too. Our daughter Lily is 11 and has already made a giant welcome sign.",
        "Having a host sibling in the same grade can be a huge help for the first days at school, though it's worth telling Caleb he isn't expected to be her full-time guide. Lily's sign is the kind of thing exchange students remember for years.",
        "She'll have the guest room in the basement. My wife Dana is worried it's too dark and gloomy down there for a teenager far from home.",
        "A couple of warm lamps, a rug and a small desk go a long way. It's also worth checking what the program's guidelines say about bedrooms, since most just require a private or shared room with a proper bed and a window.",
    ]),
    ("2025-09-02T21:00:00-04:00", [
        "Chiara's been with us about two and a half weeks now. Her arrival got pushed, a flight cancellation in Frankfurt, so she actually landed August 16 instead.",
        "Two extra days in transit is rough at 16, hopefully the jet lag has settled by now. How's she finding school so far?",
        "Good so far. And we ended up moving her into Lily's old room on the second floor, because Lily begged to take the basement, it's where the big TV is.",
        "Everyone wins, then. Being on the same floor as the family can also make a new arrival feel less isolated in the evenings.",
        "She joined the girls' soccer team as a midfielder. Practice is 3:30 to 5:30 every weekday and I'm officially the pickup guy.",
        "Sports are one of the fastest ways for exchange students to make friends, so that's a great sign. If you get tired of the daily pickup, a carpool with another soccer parent could save you a few trips a week.",
        "Money-wise the program gives us nothing, which we knew, but her parents send her $200 a month for spending money.",
        "That's a reasonable allowance. Some host families help students set up a simple budget in the first month, since things like phone top-ups, lunches and outings with friends add up fast.",
    ]),
    ("2025-12-10T19:15:00-05:00", [
        "Big news: Chiara's flying home to Bologna for Christmas after all. Her parents booked her out on December 19, back on January 3. We had planned to take her to Dana's parents in Asheville, so now it's just the four of us going.",
        "Mixed feelings, I imagine. Programs often discourage trips home mid-year, so make sure your local coordinator has signed off on it. The four of you still get a family Christmas, and she'll come back with stories.",
        "She dropped soccer after the season and is doing the winter musical now, on stage crew. Rehearsals run until 6 Monday through Thursday.",
        "Stage crew is a nice way to find a different group of friends. At least the pickup time shifted a bit later for you.",
        "Caleb and Chiara are bickering like actual siblings now. He's mad she calls shotgun every single morning.",
        "That's honestly a sign she feels at home. A simple rota, front seat on alternating days, usually ends that particular war.",
    ]),
    ("2026-03-22T18:00:00-04:00", [
        "Chiara's flight home is booked for June 14. Her parents and her little brother Matteo are flying over on June 6 to meet us and see the end of the year.",
        "How lovely that the families get to meet. A week together before she leaves could be a nice chance to show her parents her favourite spots around town.",
        "Her parents bumped her spending money to $250 a month because she kept running dry by the 20th.",
        "A common story. Maybe she needs a small weekly plan more than a bigger allowance, but a little extra for the last months, with prom and goodbyes, makes sense.",
        "Dana and I are already talking about doing this again next year. Maybe a boy from Japan this time.",
        "That's the best review of the experience you could give. Applications for the following year often open in the winter, so it's worth asking the coordinator now.",
    ]),
], [
    ("What city does our exchange student come from?", ["s1:1"], "single-hop"),
    ("What day did Chiara really get to the US?", ["s2:1"], "update", ["s1:1"]),
    ("Where in the house is Chiara's bedroom?", ["s2:3"], "update", ["s1:5"]),
    ("How much allowance does Chiara get from home each month now?", ["s4:3"], "update", ["s2:7"]),
    ("What extracurriculars has Chiara been part of this school year?", ["s2:5", "s3:3"], "multi-session"),
    ("Who lives in our house besides Chiara?", ["s1:3", "s1:5"], "single-hop"),
    ("Why aren't the four of us taking Chiara to Asheville for the holidays?", ["s3:1"], "single-hop"),
    ("How long was Chiara away in Italy over the winter break?", ["s3:1"], "temporal"),
    ("How many days before Chiara flies home do her family arrive?", ["s4:1"], "temporal"),
    ("What's the name of our program coordinator?", [], "abstain"),
    ("How old is Chiara's brother?", [], "abstain"),
    ("What did Dana's parents give us for Christmas?", [], "abstain"),
    ("Which city in Japan will next year's student be from?", [], "abstain"),
    ("What type of visa do high school exchange students need for the US?", [], "abstain"),
])


# ---------------------------------------------------------------- en-3 pickleball at 67
add("en-pickleball-league", "ron_t", "2026-03-15T18:00:00-07:00", [
    ("2025-04-12T09:30:00-07:00", [
        "My neighbour Hal dragged me out to pickleball at Reid Park last week and now I'm hooked. I'm 67, retired machinist, with a cranky left shoulder from an old work injury. I've been playing with a borrowed paddle.",
        "Welcome to the club, it's one of the fastest-growing sports among retirees for good reason. With a touchy shoulder, a proper warm-up matters: arm circles, band pull-aparts, a few minutes of easy dinking. For a paddle, midweight, roughly 7.6 to 8.2 ounces, is a good balance of control and comfort for most beginners.",
        "Bought my own today, a Selkirk Vanguard, $160 on sale. Midweight like you said.",
        "Nice pick, that's a well-regarded control paddle. Give it a few sessions, and if the grip feels thin you can add an overgrip for a couple of dollars.",
        "Open play is Tuesday and Thursday mornings from 7 to 9, before it gets too hot.",
        "Smart timing in Tucson. Bring more water than you think you need, and electrolytes once it climbs into the 90s. By late spring even 9 a.m. can be brutal on the courts.",
    ]),
    ("2025-06-20T08:00:00-07:00", [
        "Signed up for the summer doubles league at the Sunbelt Pickleball Club. My partner is Hal, naturally. We got rated 3.0.",
        "3.0 is a nice place to start, the games are competitive but forgiving. Doubles leagues are mostly won at the kitchen line, so drilling your third-shot drop will pay off more than anything else.",
        "Matches are Wednesday evenings at 6, indoors, since it's 108 out there. The league fee was $45 each.",
        "Indoor courts are a blessing in a Tucson summer. The ball plays a bit differently indoors, often a lighter ball with bigger holes, so expect a few weird bounces the first week.",
        "Bit of bad news. Dr. Okafor says the pain I've been having is tennis elbow, in my right arm. The shoulder is fine, it's the elbow now. The irony of getting tennis elbow from pickleball isn't lost on me.",
        "It's very common in pickleball, especially with newer players who grip tightly. A counterforce strap below the elbow, a relaxed grip and eccentric wrist exercises help many people. Paddle weight and grip size can matter too, so it's worth mentioning your paddle to whoever treats it.",
    ]),
    ("2025-08-30T17:45:00-07:00", [
        "League wrapped up. Hal and I finished third out of ten teams. Not bad for two old goats.",
        "Third of ten in your first league is excellent. Did you feel the drops and resets improving over the season?",
        "Definitely. Sad part, Hal is moving up to Prescott in October to be near his grandkids, so I'll need a new partner. My wife Bev is thinking about picking up a paddle.",
        "Losing your regular partner is tough, but playing with your spouse can be a lot of fun, as long as you both agree on who takes the middle balls. A few beginner clinics would get Bev up to speed quickly.",
        "Switched paddles too. The Selkirk was aggravating the elbow, so I went with a lighter Onix Z5 for $90. Gave the Selkirk to my grandson Jaden.",
        "A lighter paddle with a softer feel often helps an irritated elbow. Jaden got a nice hand-me-down out of it.",
    ]),
    ("2026-02-08T10:00:00-07:00", [
        "Bev and I signed up for the spring mixed doubles league! Starts March 4. Wednesdays again, but 7 pm now.",
        "That's great news. Mixed leagues tend to be friendly, and you two will get better together fast. How's she taking to it?",
        "She's a natural, annoyingly. The elbow is so much better too, I did six weeks of PT with a therapist named Lorna.",
        "Good to hear. Keep doing the exercises Lorna gave you even when it feels fine, tendons like that steady load.",
        "We also moved our open play to Monday, Wednesday and Friday mornings at the new Himmel Park courts. They're closer to our place.",
        "Three mornings a week plus league night is a solid rhythm. Just watch the Wednesday double-up and go easy in the morning if you have a match that evening.",
        "Oh, and I got bumped to 3.5 after a skills assessment in January.",
        "Congratulations, that's a meaningful jump in under a year of playing.",
    ]),
], [
    ("Which paddle am I playing with at the moment?", ["s3:5"], "update", ["s1:3"]),
    ("Who's my doubles partner these days?", ["s4:1"], "update", ["s2:1"]),
    ("Which mornings do I do open play now?", ["s4:5"], "update", ["s1:5"]),
    ("What's my current skill rating?", ["s4:7"], "update", ["s2:1"]),
    ("How did my team place in the summer league?", ["s3:1"], "single-hop"),
    ("What arm problem did I have, and who did my rehab?", ["s2:5", "s4:3"], "multi-session"),
    ("How much have I spent on paddles altogether?", ["s1:3", "s3:5"], "multi-session"),
    ("Where did Hal move to, and why?", ["s3:3"], "single-hop"),
    ("Roughly how long had I been playing when I joined my first league?", ["s1:1", "s2:1"], "temporal"),
    ("What rating did Bev get?", [], "abstain"),
    ("How much was the entry fee for the spring mixed league?", [], "abstain"),
    ("What's Hal's last name?", [], "abstain"),
    ("How many teams are in the spring league?", [], "abstain"),
    ("Can you give me a good recipe for green chile stew?", [], "abstain"),
])


# ---------------------------------------------------------------- en-4 a memory quilt from dad's shirts
add("en-memory-quilt", "june_a", "2025-09-01T19:00:00-05:00", [
    ("2025-03-02T15:00:00-06:00", [
        "My dad passed in November and I've got a bin full of his flannel shirts. I want to turn them into a memory quilt for my mom's 70th birthday, which is August 9. Small problem: I've never quilted in my life. I can sew a straight line and that's about it.",
        "I'm sorry about your dad. A memory quilt is a beautiful way to keep him close, and it's very doable for a beginner if you pick a simple layout: plain squares, a rail fence, or squares with sashing between them. Flannel stretches and frays, so a lightweight fusible interfacing on the back of each piece makes it behave much better.",
        "I counted 14 shirts. I'm thinking throw size, something like 60 by 70 inches.",
        "Fourteen adult shirts is plenty for a throw. Cutting 6-inch finished squares, a 60 by 70 top would be 10 by about 12 squares, 120 in all, and you'd still have pockets and plackets left over for fun details.",
        "I signed up for a beginner quilting class at Stitch & Bobbin on Monroe Street. Four Saturdays starting March 15, $95.",
        "Perfect timing. A class will teach you rotary cutting and a consistent quarter-inch seam, which are the two skills that make everything line up. Ask if you can bring a few of the flannel pieces to practise on.",
    ]),
    ("2025-04-20T14:20:00-05:00", [
        "Class is done and I'm feeling braver. Change of plan though: we're going twin size, 66 by 90. My brother Neil says Mom's been talking about redoing the guest bed where the grandkids sleep, so that's where it'll live.",
        "A twin quilt is a bigger project but a lovely idea, it'll get used and seen. You'll need wider backing, either a 108-inch wide-back fabric or two lengths seamed together, and a twin-size batting.",
        "The pattern is going to be simple patchwork squares with sashing, 7.5-inch squares. I bought the sashing fabric at the shop, a plain cotton.",
        "Sashing is forgiving for a first quilt because the squares don't have to match seams with each other. Cotton sashing also steadies the stretchier flannel squares around it.",
        "My machine is my aunt Jo's old Singer from the 80s and it keeps skipping stitches on the flannel. Driving me up the wall.",
        "Try a fresh needle first, a size 90/14 quilting or universal needle, and rethread top and bobbin with the presser foot up. A walking foot helps a lot with thick layers. If it still skips, the timing may be off, which a repair shop can fix.",
    ]),
    ("2025-06-15T19:00:00-05:00", [
        "The top is finished! And Neil found four more of Dad's shirts in a box in his garage, so I ended up using 18 shirts in total.",
        "That's a wonderful find, and a bigger top can take them. How does it look laid out?",
        "It looks like him, honestly. I'm not going to try quilting it myself on the Singer, it's way too big. I'm sending it to a longarm quilter, Marguerite Lyle in Verona. $210 including batting, and she says she'll have it back to me by July 20.",
        "That's a fair price for a twin, and it takes the hardest part off your plate. Once it's back you'll just need to trim and bind it, which beginners can do by machine or by hand.",
        "The Singer finally gave up the ghost anyway. I bought a Janome HD3000 for $449.",
        "Solid machine, it handles thick layers well, which is exactly what you need for binding a flannel quilt. Aunt Jo's Singer had a good run.",
    ]),
    ("2025-08-12T20:30:00-05:00", [
        "We gave Mom the quilt on Saturday at her party. She cried, I cried, everyone cried. Neil filmed the whole thing.",
        "That sounds like a moment your family will keep forever. You took a whole new craft from zero to finished heirloom in five months, that's really something.",
        "Marguerite ran late, I didn't get it back until July 29, so I had about ten days to bind it. I hand-stitched the binding over two weekends.",
        "Hand binding is slow but gives such a clean finish, and it's meditative once you get going. You made it with time to spare.",
        "Now my sister-in-law Kara wants one for Neil out of the leftover scraps. Thinking a smaller lap quilt for Christmas.",
        "Scraps make great lap quilts, and a smaller size is a nice second project on the new Janome. You could even try quilting it yourself this time with straight lines and the walking foot.",
    ]),
], [
    ("How big is the quilt I made for Mom?", ["s2:1"], "update", ["s1:3"]),
    ("How many of Dad's shirts went into Mom's quilt?", ["s3:1"], "update", ["s1:3"]),
    ("What sewing machine am I using these days?", ["s3:5"], "update", ["s2:5"]),
    ("When did the longarm quilter actually return the quilt?", ["s4:3"], "update", ["s3:3"]),
    ("Where did I learn to quilt, and what did the course cost?", ["s1:5"], "single-hop"),
    ("Together, what did the beginner class and the longarm service cost me?", ["s1:5", "s3:3"], "multi-session"),
    ("What was the quilt for, and how did it go over when she got it?", ["s1:1", "s4:1"], "multi-session"),
    ("How many days before Mom's birthday did I get the quilt back from Verona?", ["s4:3", "s1:1"], "temporal"),
    ("About how many months after Dad died did I start planning the quilt?", ["s1:1"], "temporal"),
    ("What was my dad's name?", [], "abstain"),
    ("What brand of batting did Marguerite use?", [], "abstain"),
    ("Did I finish the lap quilt for Neil in time for Christmas?", [], "abstain"),
    ("Who taught my beginner class?", [], "abstain"),
    ("How should I wash a flannel quilt so it doesn't shrink?", [], "abstain"),
])


# ---------------------------------------------------------------- en-5 laser eye surgery
add("en-lasik-surgery", "nadia_r", "2025-09-10T20:00:00-04:00", [
    ("2025-05-10T18:30:00-04:00", [
        "I'm thinking about laser eye surgery. I'm -5.25 in the right eye and -4.75 in the left, been in glasses since grade 4. Contacts dry my eyes out by 3 pm. I'm 31 and a line cook, and the steam fogging up my glasses during service makes me want to scream.",
        "Very understandable, especially in a kitchen. The main options are LASIK, PRK and SMILE, and which one suits you depends on corneal thickness, how stable your prescription has been and how dry your eyes are. A good clinic will measure all that at the consultation rather than just selling you one procedure.",
        "I booked a free consult at ClearSight Vision on Yonge for May 22. Their ad says LASIK from $1,800 per eye.",
        "Treat 'from' prices with caution, they often apply to low prescriptions only. Ask what's included: follow-up visits, enhancements if you need a touch-up, and post-op drops. Also, most clinics want you out of soft contacts for about a week before the measurements.",
        "My partner Femi says I should run it past my optometrist first. She's Dr. Lau, I see her every two years.",
        "That's sensible. Dr. Lau knows your history and can tell you whether your prescription has been stable, which matters for timing. Many optometrists also do the post-op co-management.",
    ]),
    ("2025-05-28T21:00:00-04:00", [
        "Consult done. My corneas are on the thin side, so the surgeon, Dr. Varga, recommended PRK instead of LASIK. The quote is $4,200 for both eyes, including a year of follow-ups.",
        "Thin corneas are one of the classic reasons to choose PRK, since no flap is cut. The trade-off is recovery: the surface takes several days to heal, the first few are uncomfortable, and vision keeps sharpening over weeks to a few months.",
        "Surgery date is July 8. I need about a week off work. I talked to my chef, Marco, and he's fine with it.",
        "Good that Marco is on board. Kitchens are hard on healing eyes with the heat, steam and bright light, so a full week is realistic. Line up someone to drive you home and stock your fridge in advance.",
        "My work insurance covers $500 lifetime for laser eye surgery. Better than nothing, I suppose.",
        "Every bit helps. Keep the itemized receipt, and check whether the rest counts toward medical expense tax credits where you file.",
    ]),
    ("2025-07-03T19:10:00-04:00", [
        "Ugh, ClearSight called and had to reschedule because Dr. Varga is away. Surgery is now July 15. Had to reshuffle my week off with Marco.",
        "Annoying, but better a rested surgeon than a rushed one. The extra week means you can stay out of contacts a bit longer too.",
        "Femi has a work trip to Calgary that week, so his mom is driving me there and back.",
        "That's kind of her. Plan on being very light-sensitive for the drive home, so have your sunglasses in your bag.",
        "Stocked up on preservative-free artificial tears and bought those dorky wraparound sunglasses.",
        "You're well prepared. Preservative-free single-use vials are gentler for frequent use. Podcasts and audiobooks are your friends for the first few days, since screens can be tough.",
    ]),
    ("2025-08-24T16:00:00-04:00", [
        "Five weeks out now. At my one-month check I was seeing 20/25 in both eyes, and Dr. Varga says it'll keep sharpening.",
        "That's a great result at one month after PRK. Keep using the drops as prescribed and wear sunglasses outdoors, since the healing surface is sensitive to UV for a while.",
        "The first three days were brutal, like sand in my eyes. I was back on the line after 8 days.",
        "Days two and three are typically the worst with PRK, so you had the standard experience. Eight days is a quick return for a kitchen job.",
        "I donated my old glasses to the Lions Club box at the library. I kept my prescription sunglasses, might get the lenses swapped for plain ones.",
        "Lovely way to pass them on. Swapping prescription lenses for non-prescription ones in a frame you like is usually cheaper than buying new sunglasses.",
    ]),
], [
    ("What were my prescriptions before the surgery?", ["s1:1"], "single-hop"),
    ("Which kind of laser surgery did I end up getting?", ["s2:1"], "update", ["s1:3"]),
    ("What date was my eye surgery in the end?", ["s3:1"], "update", ["s2:3"]),
    ("After my work plan chipped in, what was the surgery going to cost me?", ["s2:1", "s2:5"], "single-hop"),
    ("How did the quote I got compare with the price in the clinic's ad?", ["s1:3", "s2:1"], "multi-session"),
    ("Who gave me a ride to the surgery, and why not Femi?", ["s3:3"], "single-hop"),
    ("How long was I off work after the procedure?", ["s4:3"], "single-hop"),
    ("How many days were there between my consultation and the operation?", ["s1:3", "s3:1"], "temporal"),
    ("How well could I see at the one-month follow-up, and who checked me?", ["s4:1"], "single-hop"),
    ("What's the address of Dr. Lau's office?", [], "abstain"),
    ("What's Femi's mom's name?", [], "abstain"),
    ("How thick did they measure my corneas to be?", [], "abstain"),
    ("Did I get the lenses in my prescription sunglasses replaced?", [], "abstain"),
    ("Which restaurant do I cook at?", [], "abstain"),
])


# ---------------------------------------------------------------- en-6 a backyard BBQ competition team
add("en-bbq-competition", "dwayne_h", "2025-08-20T19:00:00-05:00", [
    ("2025-03-16T19:00:00-05:00", [
        "My buddy Luis and I want to enter our first real barbecue competition. Team name is Smoke Signals Dads. We've got one 22-inch Weber Smokey Mountain and way too much confidence.",
        "Love the name. Sanctioned contests usually judge four meats, chicken, pork ribs, pork and brisket, on appearance, taste and tenderness, with strict turn-in times. Do at least two or three full practice cooks on a contest schedule so you learn how to juggle everything on one smoker.",
        "We're aiming at the Olathe Hog Wild cook-off on May 17. Entry is $275 per team.",
        "That gives you about two months, which is enough for a few dress rehearsals. Build a timeline backwards from each turn-in, and practise your boxes too, since appearance is judged before anyone takes a bite.",
        "Ribs are our weak spot. Last practice cook they were tough as shoe leather. We've been using St. Louis cut from Costco.",
        "Tough ribs usually just need more time. Go by feel rather than the clock: a bend test or a toothpick sliding through between the bones. Many teams wrap partway through with butter and brown sugar, which also helps tenderness.",
    ]),
    ("2025-04-20T20:00:00-05:00", [
        "Bought a second cooker, a used Pit Barrel Cooker off Facebook Marketplace for $180, so we can run chicken separately.",
        "Good buy. Two cookers make contest day much less stressful, and a drum cooker runs hot enough to get bite-through chicken skin, which judges care about.",
        "Luis's wife Marisa is joining as our third. She's doing the garnish and box building and keeping us two organized, which is honestly the hardest job.",
        "A dedicated box builder and timekeeper is a real advantage, a lot of points get lost in sloppy boxes and late turn-ins.",
        "And we nailed ribs last Sunday! We switched to spare ribs from Dietz's, the butcher on 75th Street, instead of the Costco ones.",
        "A good butcher makes a difference, meatier and more consistent racks. Write down exactly what you did on that cook so you can repeat it.",
    ]),
    ("2025-05-19T22:00:00-05:00", [
        "Recap: 41 teams. We got 9th in chicken, 22nd in ribs, 15th in pork and 30th in brisket. Overall 24th. For a first contest I'll take it.",
        "That's a respectable first outing, and a top-ten call in chicken is something to be proud of. Most new teams finish in the bottom third.",
        "Brisket was the disaster. It stalled at 160 for five hours, we panicked and wrapped way too late, and it was dry.",
        "The stall catches everyone. It's evaporative cooling, and wrapping in butcher paper once the bark is set, usually somewhere in the 150s to 170s, pushes through it. Next time plan an earlier start so you're not forced to rush.",
        "Also the whole thing got pushed a day. Saturday got rained out, so it ended up on Sunday the 18th.",
        "Weather shuffles are part of outdoor contests. At least you didn't have to cook in the downpour.",
    ]),
    ("2025-08-03T17:30:00-05:00", [
        "Next one! We entered the backyard division at the Belton Grillin' and Chillin' on September 13. Only $150 and it's just ribs and chicken.",
        "A two-meat backyard division is a smart next step, you can focus on your two strongest categories.",
        "Luis is out, his knee surgery is that weekend. So it's me and Marisa, plus my son Tyler, who's 17, stepping in.",
        "Hope Luis's surgery goes smoothly. Tyler can take over fire management and timing, which is a great way to learn the ropes.",
        "I retired the Weber for ribs. We do everything on the Pit Barrel now, except brisket.",
        "If the drum is giving you consistent ribs, stick with it. Keep the Weber for low and slow briskets and practice cooks.",
    ]),
], [
    ("What's the name of our barbecue team?", ["s1:1"], "single-hop"),
    ("Where do we buy our ribs now?", ["s2:5"], "update", ["s1:5"]),
    ("What date did our first contest actually happen?", ["s3:5"], "update", ["s1:3"]),
    ("Who's on the team with me for the September event?", ["s4:3"], "update", ["s1:1"]),
    ("How did we do overall at our first cook-off, and what was our best category?", ["s3:1"], "single-hop"),
    ("How much have we paid in entry fees for the two contests combined?", ["s1:3", "s4:1"], "multi-session"),
    ("Which smokers do we own, and what did the newer one cost?", ["s1:1", "s2:1"], "multi-session"),
    ("What went wrong with our brisket?", ["s3:3"], "single-hop"),
    ("How many weeks separate our first contest and the Belton one?", ["s3:5", "s4:1"], "temporal"),
    ("What rub do I use on the chicken?", [], "abstain"),
    ("How much prize money did we take home from Olathe?", [], "abstain"),
    ("Which hospital is Luis having his knee done at?", [], "abstain"),
    ("What internal temperature should I pull a pork butt at?", [], "abstain"),
    ("Can you recommend a good mystery novel for a long flight?", [], "abstain"),
])


# ---------------------------------------------------------------- en-7 running for the school board
add("en-school-board-race", "teresa_m", "2026-01-20T20:00:00-06:00", [
    ("2025-05-05T20:00:00-05:00", [
        "I'm seriously thinking about running for our school board in Riverbend. There are two open seats on the November ballot. Some background: I'm a pediatric occupational therapist and I have two kids at Lakeview Elementary, Sam in 3rd grade and Ruby in kindergarten.",
        "That's a great background for a school board run, you see the system from the parent side and the student-services side. The usual first steps are checking the filing window and requirements with the county elections office, sorting out campaign finance reporting, and writing a one-paragraph answer to 'why me, why now'.",
        "Filing opens July 29 and closes August 12. The filing fee is $2, which made me laugh.",
        "Cheap to file, expensive in time. Use the summer to line up a small core team: someone for money, someone for volunteers and signs, and a couple of friends who will give you honest feedback on your message.",
        "My main issue is special ed staffing. Lakeview has had three paraprofessionals quit this year alone, and the kids who depend on them are the ones who suffer.",
        "That's a concrete, relatable issue, and your job gives you real credibility on it. Voters respond to specifics, so gather a few numbers: vacancies, turnover, how long positions stay open, and what neighbouring districts pay.",
    ]),
    ("2025-08-14T21:00:00-05:00", [
        "I filed! I'm officially a candidate. Five of us filed for the two seats.",
        "Congratulations! With five candidates for two seats, name recognition matters a lot. Door-knocking in the neighbourhoods with the highest turnout tends to give the best return.",
        "My treasurer is my friend Olu Adeyemi, he's a CPA. We set a fundraising goal of $4,000.",
        "Having a CPA keep the books is ideal, the reporting deadlines are easy to miss. For a local race, $4,000 usually covers signs, a simple mailer and a website.",
        "My husband Greg is in charge of yard signs. He ordered 150 from a print shop in Anoka for $610.",
        "Good start. Keep a list of every address that hosts a sign, both for thank-you notes and for picking them up after the election.",
    ]),
    ("2025-10-12T19:30:00-05:00", [
        "Fundraising is at $5,300, way past the goal, mostly thanks to a house party my neighbour Denise hosted.",
        "A house party that brings in that kind of money is a great sign of local support. Send handwritten thank-yous, those donors are also your best word-of-mouth.",
        "We ran out of signs and had to reorder 100 more, so that makes 250 all told.",
        "Running out is a nice problem to have. Put the new batch on corners and busy streets rather than only front lawns.",
        "Olu had to step down as treasurer, he took a job in Chicago. Denise volunteered to take over the books.",
        "Make sure the treasurer change is filed with the elections office, most places require an amended registration within a set number of days.",
        "The candidate forum is October 21 in the high school auditorium. I'm dreading the question about the operating levy.",
        "Prepare a short, honest answer: what the levy funds, what happens if it fails, and where you stand. Practise it out loud until it fits in 60 seconds.",
        "The teachers' union endorsed me, along with one other candidate, Frank Ibarra.",
        "That's a significant endorsement in a school board race, and it often comes with volunteers and a mailing list.",
    ]),
    ("2025-11-06T22:30:00-06:00", [
        "Election was Tuesday. I came in second of five, which means I got a seat! Frank got the other one.",
        "Congratulations, Board Member! Take a moment to enjoy it before the binders arrive.",
        "Swearing-in is January 12. The first thing I'll push for is a special ed staffing task force.",
        "That follows straight from your campaign, which voters will appreciate. New members often start by meeting the superintendent and the special ed director one-on-one before proposing anything formally.",
        "Denise says there's $740 left in the campaign account. We're donating it to the Lakeview PTA.",
        "A nice way to close the books. Check your state's rules on disposing of leftover campaign funds, donations to nonprofits or schools are usually allowed.",
    ]),
], [
    ("What are my kids' names and grades?", ["s1:1"], "single-hop"),
    ("How many yard signs did we end up ordering in total?", ["s3:3"], "update", ["s2:5"]),
    ("Who's been managing the campaign money lately?", ["s3:5", "s4:5"], "update", ["s2:3"]),
    ("Which group backed me, and who else did they support?", ["s3:9"], "single-hop"),
    ("How did I do on election night?", ["s4:1"], "single-hop"),
    ("When was I scheduled to be sworn in?", ["s4:3"], "single-hop"),
    ("How much did my campaign actually spend, going by what we raised and what was left over?", ["s3:1", "s4:5"], "multi-session"),
    ("Is what I want to tackle first on the board the same thing I campaigned on?", ["s1:5", "s4:3"], "multi-session"),
    ("How far ahead of election day was the candidate forum?", ["s3:7", "s4:1"], "temporal"),
    ("How many votes did I get?", [], "abstain"),
    ("What was Frank Ibarra's main campaign issue?", [], "abstain"),
    ("What did I say about the levy at the forum?", [], "abstain"),
    ("How much did the second batch of signs cost?", [], "abstain"),
    ("How long is a school board member's term usually?", [], "abstain"),
])


# ---------------------------------------------------------------- en-8 planning paternity leave
add("en-parental-leave", "kwame_o", "2026-04-01T19:00:00-07:00", [
    ("2025-09-14T20:00:00-07:00", [
        "My wife Abena is due January 22 with our first! I'm a product manager at a logistics company here in Seattle, and the policy is 12 weeks of paid parental leave for non-birthing parents. Trying to figure out how to use it.",
        "Congratulations! Twelve paid weeks is generous. The common patterns are taking it all at once right after the birth, or splitting it so one block covers the newborn weeks and a second covers the point when other help leaves or the birthing parent returns to work. Check whether your policy requires it to be used within 12 months of the birth.",
        "The plan is 6 weeks right after the birth and then save the other 6 for April and May, when Abena's mom goes home.",
        "That's a thoughtful split, the weeks after the first wave of help leaves are often the hardest. Get the dates in writing with HR early, since splitting can need separate approvals.",
        "My manager is Claire Dunn, she's been really supportive. HR wants 30 days' notice.",
        "A supportive manager makes a big difference. Give Claire a rough handover plan now, even if the dates move, so nobody is scrambling when the baby comes early or late.",
    ]),
    ("2025-11-30T19:00:00-08:00", [
        "Update: after the last ultrasound Abena's doctor moved the due date up to January 15.",
        "A week earlier, good to know now. It's worth having the hospital bag and car seat sorted by the end of December just in case.",
        "I changed my plan too. I'm taking 8 weeks up front and 4 later. Claire already approved it.",
        "Eight weeks at the start gives you more time to settle into a routine together. Four later can still cover the transition after the family help leaves.",
        "Abena's mom Efua is flying in from Accra on January 5 and staying until March 30.",
        "Having her there for nearly three months will be a huge support. It also means your second block might not need to start until the end of March.",
        "We bought a Nuna Pipa car seat for $400. My sister got us the stroller.",
        "Good choice, and many local fire stations or hospitals will check the installation for free before the birth.",
    ]),
    ("2026-02-01T14:00:00-08:00", [
        "She's here! Our daughter Ama was born January 11, 7 lbs 2 oz. Four days early even from the new date.",
        "Congratulations, welcome to the world, Ama! How are Abena and the baby doing?",
        "Both doing well. My leave started the day she was born, so HR says my 8 weeks run through March 8.",
        "That works out neatly. Enjoy the time, the first two months go by in a blur.",
        "I'm not sleeping much. Abena does most nights, I take the 5 am feed with pumped milk so she can get a longer stretch.",
        "That's a smart division, one protected stretch of sleep each makes a big difference. Nap when Efua is holding the baby, seriously.",
    ]),
    ("2026-03-20T21:00:00-07:00", [
        "Back at work since March 9. It's weird. Claire moved me onto a different project, the warehouse scanner app, while I'm easing back in.",
        "A lower-stakes project during the transition is a kind move. The first couple of weeks back are often emotionally harder than expected.",
        "Efua extended her stay, she's now here until April 20.",
        "That's wonderful for all three of you, and it changes the timing for your second block.",
        "Yep. I'll take my last 4 weeks starting April 20, right as she leaves.",
        "That lines up perfectly, so there's no gap in support at home. Tell Claire the exact return date so she can plan the scanner project around it.",
    ]),
], [
    ("What's my daughter's name, and how much did she weigh at birth?", ["s3:1"], "single-hop"),
    ("When was the baby expected to arrive?", ["s2:1"], "update", ["s1:1"]),
    ("How am I splitting my leave?", ["s2:3"], "update", ["s1:3"]),
    ("When is my mother-in-law heading back to Ghana?", ["s4:3"], "update", ["s2:5"]),
    ("When does my second block of leave begin?", ["s4:5"], "single-hop"),
    ("How many days ahead of the original due date was Ama born?", ["s1:1", "s3:1"], "temporal"),
    ("What date did I go back to work after the first stretch of leave?", ["s4:1"], "temporal"),
    ("Who is my manager, and what project has she put me on since I came back?", ["s1:5", "s4:1"], "multi-session"),
    ("Who takes the early-morning feed?", ["s3:5"], "single-hop"),
    ("What's the name of Abena's OB?", [], "abstain"),
    ("How much did my sister spend on the stroller?", [], "abstain"),
    ("How long is Abena's maternity leave?", [], "abstain"),
    ("Which hospital was Ama born at?", [], "abstain"),
    ("How much does Washington's paid family leave program pay per week?", [], "abstain"),
])


# ---------------------------------------------------------------- en-9 selling a condo
add("en-condo-sale", "liz_p", "2025-08-15T20:00:00-05:00", [
    ("2025-02-23T18:00:00-06:00", [
        "We're selling our 2-bedroom condo in Logan Square so we can move to a house in Evanston for the schools. We bought it back in 2017 for $318,000. The kids are Mia, who's 6, and Jonah, who's 3.",
        "A big step. For timing, spring is traditionally the strongest season for listings in Chicago. Request your condo association documents early, buyers' lenders will want the budget, reserves and any special assessments, and gathering them can take weeks.",
        "We interviewed three agents and are going with Rachel Kim from Northside Realty. 5% commission total.",
        "Make sure the listing agreement spells out the term, the commission split and what marketing is included, like professional photos and a floor plan.",
        "She suggests listing at $429,000. The HOA is $385 a month, which she says buyers will definitely ask about.",
        "An HOA under $400 for a two-bed is competitive in many Chicago buildings, so it can be a selling point. Ask Rachel for the comps behind her number so you understand how much room there is.",
    ]),
    ("2025-04-06T20:30:00-05:00", [
        "We listed on March 27 at $429k. A couple of showings and then crickets. Rachel wants to drop to $415,000 this week.",
        "Most of a listing's traffic comes in the first two weeks, so a quick adjustment is often better than waiting. A drop can also trigger alerts for buyers searching below $420k.",
        "We repainted the second bedroom over the weekend. It was bright orange, Jonah's 'tiger room', now it's a neutral greige.",
        "Good call, neutral rooms photograph better and help buyers picture their own stuff. Ask Rachel to retake that photo.",
        "Meanwhile the Evanston house we loved on Ridge Avenue went under contract to someone else. Gutted.",
        "That's disappointing, especially while your own place is still on the market. It might be worth asking Rachel about a contingent offer strategy for the next house.",
    ]),
    ("2025-05-11T21:00:00-05:00", [
        "We got an offer! $409,000, closing June 27. The buyers are a young couple, first-timers, with an FHA loan.",
        "Congratulations! With FHA, the building itself needs to be FHA-approved or get a single-unit approval, so confirm that with Rachel right away, and expect a slightly stricter appraisal.",
        "Inspection flagged the water heater, it's 14 years old. We agreed to a $2,500 credit.",
        "A credit is usually easier than replacing it yourselves before closing, and it keeps the deal moving.",
        "And we found a house! A 3-bed on Hartrey Avenue in Evanston. Offer accepted at $612,000.",
        "What a week. Coordinate the two closings carefully, ideally with the sale closing first so the proceeds are in hand.",
    ]),
    ("2025-07-06T19:00:00-05:00", [
        "Closed! It slipped to July 2 because the buyers' lender was slow. We moved into Hartrey on July 3.",
        "Back-to-back closing and moving days, you must be exhausted. Congratulations on both.",
        "After commission and everything else, we netted about $71,000 from the condo.",
        "That's a solid result after eight years of ownership and all the closing costs. Keep the settlement statement for your taxes.",
        "Mia starts first grade at Dewey Elementary in the fall. Jonah's on a waitlist for a preschool on Church Street.",
        "It sounds like the move is already doing what you hoped. Waitlists often move over the summer as families change plans.",
    ]),
], [
    ("Who was our listing agent, and what was her commission?", ["s1:3"], "single-hop"),
    ("What price did the condo first go on the market at?", ["s2:1"], "single-hop"),
    ("How far under our original asking price did the condo sell?", ["s2:1", "s3:1"], "multi-session"),
    ("When did the condo sale finally close?", ["s4:1"], "update", ["s3:1"]),
    ("Which Evanston house did we end up buying?", ["s3:5"], "update", ["s2:5"]),
    ("How much more did we sell the condo for than we paid?", ["s1:1", "s3:1"], "multi-session"),
    ("What did we give the buyers after their inspection?", ["s3:3"], "single-hop"),
    ("About how long was the condo listed before an offer came in?", ["s2:1", "s3:1"], "temporal"),
    ("How many years did we own the Logan Square condo?", ["s1:1", "s4:1"], "temporal"),
    ("How much were we paying in property taxes on the condo?", [], "abstain"),
    ("What's the HOA fee at the Hartrey house?", [], "abstain"),
    ("Did Jonah get a spot at the Church Street preschool?", [], "abstain"),
    ("What are the buyers' names?", [], "abstain"),
    ("What interest rate did we get on the Evanston mortgage?", [], "abstain"),
    ("Who is Mia's first-grade teacher at Dewey?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-1 提前还房贷
add("zh-mortgage-prepay", "linxiaowen", "2025-12-10T20:00:00+08:00", [
    ("2025-03-08T21:00:00+08:00", [
        "想跟你算算提前还房贷的事。我们2021年在杭州余杭买的房,商贷贷了180万,30年等额本息,现在利率3.95%,每个月要还8540左右。",
        "可以一起理一理。提前还款一般有两种选法:月供不变、缩短年限,或者年限不变、减少月供。前者省的利息更多,后者每月压力更小。另外要先问清楚银行有没有违约金、一年能提前还几次、最低还款额是多少。判断值不值得还,一个简单的办法是拿贷款利率和你们手里钱的稳健收益率比,理财收益明显低于3.95%的话,提前还一般更划算。",
        "手上差不多有40万存款。我老公周航觉得应该留着买理财,我是想先还掉一部分,每个月看着这么多利息心里难受。",
        "两种想法都有道理。现在稳健型理财和大额存单的收益大多在2%上下,确实比房贷利率低;但家里也需要留足应急钱,一般建议至少留6到12个月的家庭开支。可以折中一下:大部分拿去还,留一部分应急。",
        "我们的贷款是在工商银行办的,APP上就能预约,说要提前一个月预约。",
        "那挺方便的。预约的时候注意看清楚扣款日期和还款方式的选项,扣款前一两天确认一下还款账户里钱够不够。",
    ]),
    ("2025-04-15T20:30:00+08:00", [
        "跟周航商量好了:先还30万,选缩短年限、月供不变。他最后也同意了,剩下10万留着应急。",
        "这个方案挺稳的。缩短年限的话,总利息能省下不少,而且月供不变也不会打乱你们现在的现金流。",
        "已经在APP上约了,5月20号还款。",
        "好的,5月中旬记得把30万转进还款卡。扣款后可以在APP里下载新的还款计划表核对一下。",
        "对了,我婆婆听说我们要提前还贷,说要拿5万给我们,我们没要。",
        "能理解你们的想法,老人的心意领了就好。钱留在老人手里,他们自己也更安心。",
    ]),
    ("2025-06-02T22:00:00+08:00", [
        "钱还上了,不过日子变了。银行说5月20号那天的额度排满了,一直拖到5月28号才扣的款。",
        "提前还款额度紧张的情况这几年挺常见,晚几天问题不大,利息也就多算几天。",
        "新的还款计划出来了:剩余年限从26年左右缩到了21年左右,月供还是8540。",
        "少还五年左右,省下的利息很可观。以后如果还有闲钱,也可以继续按这个思路来。",
        "另外我们申请了公积金按月冲还贷,周航的公积金每个月能抵2300。",
        "这个很实用,等于每月现金压力小了一截。注意公积金冲还贷一般每年要续签或者确认一次,别忘了。",
    ]),
    ("2025-11-20T21:15:00+08:00", [
        "又有好消息,LPR降了,我们的贷款明年1月重定价,之后利率会变成3.55%。",
        "降0.4个百分点,对剩下一百多万的本金来说每年能省不少利息。到时候可以看看银行是自动调整月供还是调整年限。",
        "周航年底有年终奖,大概6万。我们打算明年3月再提前还一次,这次选减少月供。",
        "利率降了之后,提前还款的性价比会比之前略低一些,不过减少月供能让每月更宽松,看你们更在意哪个。",
        "还有件事,我自己跳槽了,从原来的公司去了一家做跨境电商的,工资涨了20%,就是通勤要一个小时。",
        "恭喜!涨薪20%挺不错的。通勤一小时的话,可以试着把时间用来听书或者补觉,时间长了会轻松一点。",
    ]),
], [
    ("我们房贷当初一共借了多少?", ["s1:1"], "single-hop"),
    ("从明年起我们房贷利率是多少?", ["s4:1"], "update", ["s1:1"]),
    ("那笔提前还款最后是哪天真正扣的?", ["s3:1"], "update", ["s2:3"]),
    ("第一次提前还了多少钱,选的哪种方式?", ["s2:1"], "single-hop"),
    ("下一次提前还款打算什么时候还,怎么还?", ["s4:3"], "single-hop"),
    ("提前还贷这件事上周航的态度前后有什么变化?", ["s1:3", "s2:1"], "multi-session"),
    ("有了公积金冲还贷之后,每个月的月供我们自己还得掏多少现金?", ["s1:1", "s3:3", "s3:5"], "multi-session"),
    ("从在APP上预约到钱真正扣走,中间大概隔了多久?", ["s2:3", "s3:1"], "temporal"),
    ("我们买这套房到现在有几年了?", ["s1:1"], "temporal"),
    ("我们那套房子建筑面积多大?", [], "abstain"),
    ("周航公积金账户里现在还剩多少钱?", [], "abstain"),
    ("我公公是做什么工作的?", [], "abstain"),
    ("我跳槽去的新公司叫什么?", [], "abstain"),
    ("等额本金和等额本息到底哪个更划算?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-2 孩子学跆拳道
add("zh-taekwondo-kid", "chenjing_tj", "2026-02-01T20:00:00+08:00", [
    ("2025-04-12T20:00:00+08:00", [
        "我儿子乐乐7岁,上一年级,特别皮,精力怎么都用不完。想给他报个跆拳道,小区对面有家虎翼道馆,上周去上了节体验课,他喜欢得不得了。",
        "跆拳道对精力旺盛的孩子挺合适的,能练体能也讲规矩。报名前可以看看几点:教练有没有正规段位和教练资格、一个班多少个孩子、场地地垫够不够厚、有没有给小孩子单独分班。体验课喜欢是好事,最好再多观察一两次正式课。",
        "价格问过了:年卡4800,一年不限次;还有48节的次卡,3600。",
        "如果能保证每周去两次以上,年卡更划算;刚开始不确定孩子能坚持多久的话,次卡风险小一些。另外问问次卡有没有有效期,过期作废的话要算清楚。",
        "他爸觉得学游泳更实用,说跆拳道学了也没啥用。不过最后还是说随孩子。",
        "两样其实不冲突,游泳是生存技能,跆拳道更偏兴趣和体能。孩子自己愿意的项目最容易坚持下去。",
    ]),
    ("2025-05-03T21:00:00+08:00", [
        "报上了,最后买的是次卡,3600块48节。一周去两次,周二周四晚上六点半。",
        "先用次卡试水挺稳妥的。晚上六点半下课后记得给他补点吃的,运动完小孩饿得快。",
        "教练姓韩,是个二十多岁的小伙子,乐乐现在天天在家念叨韩教练长韩教练短。",
        "孩子喜欢教练是坚持下去最大的动力。可以偶尔跟韩教练聊聊乐乐在课上的表现。",
        "道服和护具一起买的,花了380。",
        "护具一开始就配齐挺好,尤其是护裆和护头,小孩长得快,道服可以买大一号。",
    ]),
    ("2025-08-25T20:40:00+08:00", [
        "7月份考了白黄带,过了!小家伙高兴坏了。",
        "恭喜乐乐!第一次考级通过对孩子信心是很大的鼓舞。",
        "要开学了,上课时间也改了,改成周三和周六上午。周二周四晚上作业太多,实在赶不过来。",
        "周六上午练挺好的,精神状态也好。周三那节如果是在下午放学后,注意别太累影响写作业。",
        "韩教练调去他们河西新开的分店了,现在带乐乐的是个女教练,姓刘。乐乐哭了一鼻子。",
        "换教练孩子难过很正常,过几周熟悉了一般就好了。可以鼓励他给韩教练画张画或者写张卡片。",
        "次卡已经用掉30节了。",
        "还剩18节,照每周两次的频率大概两个多月就用完了,到时候可以根据他的兴趣决定续什么卡。",
    ]),
    ("2026-01-10T19:30:00+08:00", [
        "乐乐12月底考了黄带,又过了。下一次考级在6月。",
        "进步很快!半年多考了两级,说明他挺用心的。",
        "次卡用完了,这次续的是年卡,因为现在一周两次再加比赛集训,算下来年卡划算。就是年卡涨价了,现在5200。",
        "按他现在的频率,年卡确实更合算。记得问清楚年卡从哪天开始算。",
        "他11月底还参加了区里的少儿品势比赛,拿了个铜牌,把奖牌挂在床头天天看。",
        "太棒了,第一次比赛就拿牌!品势比赛很考验动作的规范和稳定,这说明平时基本功练得扎实。",
        "就是最近他说膝盖有点疼,我带他去儿童医院看了,医生说是生长痛,没什么大事。",
        "排除了问题就放心了。生长痛一般晚上明显,可以睡前热敷或者轻轻按摩。训练时如果疼得厉害,可以跟教练说一声减少跳跃类动作。",
    ]),
], [
    ("乐乐是在哪家道馆学的跆拳道?", ["s1:1"], "single-hop"),
    ("乐乐现在系的是什么颜色的带子?", ["s4:1"], "update", ["s3:1"]),
    ("乐乐现在一周哪两天去上课?", ["s3:3"], "update", ["s2:1"]),
    ("现在是哪位教练在带乐乐?", ["s3:5"], "update", ["s2:3"]),
    ("我们现在办的是什么卡,花了多少?", ["s4:3"], "update", ["s2:1"]),
    ("乐乐参加比赛拿了什么名次?", ["s4:5"], "single-hop"),
    ("到现在为止,卡费加上道服护具,一共花了多少?", ["s2:1", "s2:5", "s4:3"], "multi-session"),
    ("从正式报名到第一次考级过了大概多久?", ["s2:1", "s3:1"], "temporal"),
    ("乐乐膝盖疼,医生怎么说的?", ["s4:7"], "single-hop"),
    ("刘教练是几段?", [], "abstain"),
    ("乐乐游泳课一节多少钱?", [], "abstain"),
    ("韩教练全名叫什么?", [], "abstain"),
    ("乐乐的班主任是谁?", [], "abstain"),
    ("跆拳道和空手道有什么区别?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-3 爸爸种牙
add("zh-dad-implant", "zhaomin_nj", "2026-02-10T20:00:00+08:00", [
    ("2025-06-07T21:00:00+08:00", [
        "我爸今年66,左下边最里面的两颗牙早就掉了,一直拖着没管,现在吃东西全靠右边嚼。我想带他去种牙,他老嫌贵。",
        "长期只用一边嚼,时间久了另一侧的牙会更累,缺牙旁边的牙也可能慢慢倾斜。修复的办法一般有种植牙、固定桥和活动假牙三种,种植牙舒适度最好,但要先拍CBCT看骨量,还要评估全身情况,比如血压、血糖是不是控制稳定。",
        "他有高血压,一直在吃氨氯地平,控制得还行,早上量一般130左右。",
        "130左右算控制得不错。做种植手术前医生通常会要求当天血压稳定,术前照常吃药就行,具体听医生安排。",
        "我打听了两家:一家是江苏省口腔医院,一家是家附近的民营诊所,叫皓齿口腔。民营那家说集采之后一颗种植体加牙冠全包5800。",
        "集采以后种植牙价格确实降了不少。比较的时候注意问清楚:报价里包不包括CBCT、植骨、临时牙和后期复查,种植体是什么档次的,出了问题怎么保修。公立医院排队可能久一点,民营的时间比较灵活。",
    ]),
    ("2025-07-05T20:30:00+08:00", [
        "带我爸去省口腔拍了CBCT,医生说左下第一磨牙那个位置骨头不够,得先植骨;第二磨牙那个位置可以直接种。",
        "这种情况挺常见的,牙掉了很多年,牙槽骨会慢慢吸收。植骨可以和种植同期做,也可能要分两次,看骨缺损的程度。",
        "最后决定就在省口腔做了,主刀是种植科的孙主任。虽然比民营贵一些,但我爸说公立医院他放心。医生估算两颗加植骨大概2万出头。",
        "老人自己放心最重要,心态放松对手术也有好处。",
        "第一次手术约在7月22号。",
        "好的。手术前一天晚上让他睡好,当天早上照常吃降压药,吃点东西再去,术后一两天吃温凉的流食。",
    ]),
    ("2025-08-10T19:00:00+08:00", [
        "手术推到7月29号才做,因为那几天我爸血压突然飙到160多,医生不给做。",
        "医生这样处理是对的,血压太高术中出血和风险都会增加。最后顺利做完就好。",
        "现在两颗都种上了,植骨也一起做了,要等4到6个月骨头长好才能装牙冠。",
        "这段时间注意别用种植那一侧咬硬东西,按时复查,保持口腔清洁。",
        "钱是我哥赵强和我一人出一半。最后实际一共花了21600。",
        "兄妹一起分担挺好的。费用单据留好,有的地方医保个人账户可以支付一部分。",
        "我爸一直抱怨这几个月只能吃软的,天天喝粥。",
        "可以换着花样做,蒸蛋、豆腐、鱼肉、烂面条都行,营养跟上伤口也长得快。",
    ]),
    ("2026-01-18T20:00:00+08:00", [
        "上周带他去复查,孙主任说骨头长得不错,3月初就可以取模做牙冠了。",
        "好消息!取模后一般两三周能戴上牙冠,到时候他就能两边一起嚼了。",
        "牙冠选的是全瓷的,一颗比烤瓷贵800。我爸一开始死活不肯,我说这部分我来出。",
        "全瓷冠颜色更自然,也不会影响以后做核磁共振之类的检查,这钱花得值。",
        "还有,我爸的降压药换了,医生给他改成了缬沙坦,说对他更合适。",
        "换药后头两周最好每天早晚量血压记下来,复诊时给医生看,也方便种牙那边评估。",
    ]),
], [
    ("我爸缺的是哪两颗牙?", ["s1:1", "s2:1"], "single-hop"),
    ("我爸的种植手术最后是哪天做的?", ["s3:1"], "update", ["s2:5"]),
    ("我爸现在吃的是哪种降压药?", ["s4:5"], "update", ["s1:3"]),
    ("种植手术连植骨最后实际花了多少钱?", ["s3:5"], "update", ["s2:3"]),
    ("我爸最后是在哪家医院种的牙,为什么选那儿?", ["s2:3"], "single-hop"),
    ("手术为什么往后推了?", ["s3:1"], "single-hop"),
    ("给我爸种牙的是哪位医生,他最近复查时怎么说?", ["s2:3", "s4:1"], "multi-session"),
    ("种牙这件事,算上牙冠升级的差价,我自己一共出了多少?", ["s3:5", "s4:3"], "multi-session"),
    ("从种植手术到可以取模做牙冠,大概隔了几个月?", ["s3:1", "s4:1"], "temporal"),
    ("皓齿口腔在哪条路上?", [], "abstain"),
    ("我哥赵强住在哪个区?", [], "abstain"),
    ("我妈戴不戴假牙?", [], "abstain"),
    ("我爸种的种植体是哪个牌子的?", [], "abstain"),
    ("全瓷牙冠一般能用多少年?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-4 夜市摆摊
add("zh-night-market-stall", "xiaowu_cs", "2025-12-20T21:00:00+08:00", [
    ("2025-05-18T23:30:00+08:00", [
        "我白天在一家物流公司当文员,一个月到手5200,想晚上去夜市摆摊搞点副业。看中了河西那边的枫林夜市,摊位费一晚60块。",
        "白天上班晚上摆摊挺辛苦,但起步成本低,适合试水。开摊前建议先去夜市连着逛几个晚上,数一数同类摊位有多少、哪些摊前排队、人流高峰是几点。卖吃的还要办健康证,有的夜市统一管理,会要求摊主登记。",
        "我打算卖炸串,我表哥阿峰以前在老家摆过好几年,说可以教我。",
        "有人带着入门能少走很多弯路,比如油温怎么控、串子怎么备、酱料怎么调。炸串的好处是出餐快、客单价灵活,缺点是油烟大、夏天站在油锅前很热。",
        "三轮车加设备,预算控制在8000以内。",
        "8000能配一套不错的,二手餐车可以省不少。先别一次买齐,边摆边补,等确定能坚持下去再升级设备。",
    ]),
    ("2025-06-22T00:15:00+08:00", [
        "最后没卖炸串。去踩点发现枫林夜市里已经有四家炸串了,根本卷不过。改卖手打柠檬茶。",
        "避开同质化是明智的。手打柠檬茶这两年很火,夏天需求大,而且操作相对干净,不用守着油锅。",
        "设备一共花了6300,其中二手餐车3500,剩下是冰柜、封口机、捶打杯这些。",
        "比预算省了一截。冰块的供应要提前安排好,夏天最怕中途断冰。",
        "定价一杯12块,平时一晚能卖80杯左右,周五周六能到150杯。",
        "这个量挺不错了。可以算一下单杯成本,柠檬、茶底、糖、杯子、冰加起来,一般能控制在三四块以内,毛利就比较可观。",
        "健康证已经办下来了。",
        "好的,健康证一般一年一换,记得到期前去续。",
    ]),
    ("2025-08-30T23:50:00+08:00", [
        "枫林夜市在整顿,从8月中旬开始摊位费涨到一晚100了。",
        "涨了四十块,对利润有点影响。可以算算周一到周四人少的晚上还划不划得来,必要时只出周末。",
        "我女朋友小敏现在每个周末都来帮忙,她负责收钱和打包,我专心做。",
        "两个人配合出杯速度能快很多,周末高峰排队的客人也不容易跑掉。",
        "价格也调了,分了大小杯,大杯14,小杯10。没想到小杯卖得特别好。",
        "小杯降低了尝鲜门槛,很多人会顺手买一杯。大杯提价刚好抵掉一部分摊位费的上涨。",
    ]),
    ("2025-12-05T22:00:00+08:00", [
        "天冷了,柠檬茶卖不动了。从11月开始改卖热的,烤红薯和姜撞奶。",
        "冬天转热饮热食很对路。姜撞奶对牛奶温度要求高,出品稳定了口碑就起来了。",
        "现在也不去枫林了,换到离家近的金盆岭夜市,摊位费是包月的,一个月1500。",
        "包月算下来一晚五十块,比原来便宜,离家近也省了来回折腾。",
        "算了一下账,从6月到11月一共赚了大概2万3,设备钱早就回本了,还多出不少。",
        "半年做到这个成绩很不容易,说明选品和定价都挺准的。",
        "我在琢磨要不要干脆辞职全职摆摊。小敏反对,说先干到过年再说。",
        "小敏的建议挺稳妥的。全职之前最好再看一个完整的淡季,算清楚不上班之后的社保、房租和收入波动,手里留够半年生活费再决定。",
    ]),
], [
    ("我白天上的是什么班,一个月拿多少?", ["s1:1"], "single-hop"),
    ("我现在在哪个夜市出摊?", ["s4:3"], "update", ["s1:1"]),
    ("我的摊子现在卖什么?", ["s4:1"], "update", ["s1:3", "s2:1"]),
    ("枫林夜市的摊位费后来涨到了多少?", ["s3:1"], "update", ["s1:1"]),
    ("一开始为什么没卖炸串?", ["s2:1"], "single-hop"),
    ("买设备实际花的钱比当初的预算少了多少?", ["s1:5", "s2:3"], "multi-session"),
    ("周末是谁来帮我看摊,她负责什么?", ["s3:3"], "single-hop"),
    ("我的柠檬茶一开始卖多少钱一杯,后来价格怎么调的?", ["s2:5", "s3:5"], "multi-session"),
    ("从我开始盘算摆摊到现在,大概过去多久了?", ["s1:1"], "temporal"),
    ("姜撞奶我卖多少钱一份?", [], "abstain"),
    ("我表哥阿峰老家是哪里的?", [], "abstain"),
    ("我最后辞职全职摆摊了吗?", [], "abstain"),
    ("我那辆二手餐车是什么颜色?", [], "abstain"),
    ("推荐几部好看的国产悬疑剧吧。", [], "abstain"),
])


# ---------------------------------------------------------------- zh-5 给父母配保险
add("zh-parents-insurance", "liuchang_zz", "2026-02-01T20:00:00+08:00", [
    ("2025-01-12T20:00:00+08:00", [
        "想给我爸妈配点保险。我爸61,我妈58,都在洛阳,有城乡居民医保。我爸前年体检查出来甲状腺结节,3类。",
        "这个年纪配保险,重点一般放在医疗险上。可以按顺序考虑:先补一份当地的惠民保,门槛低、一般不限既往症;再看能不能买上百万医疗险;如果健康告知过不了,还可以考虑防癌医疗险。甲状腺结节在很多百万医疗的健康告知里是要问的,有可能被除外或者拒保。",
        "洛阳的惠民保叫洛惠保,今年一个人99块,不限既往症,我先给他们俩都买上了。",
        "先把这个兜底买上很好。惠民保的免赔额通常比较高,报销比例也有限,所以它更像是补充,不能完全替代商业医疗险。",
        "预算是两个人一年加起来不超过6000。",
        "6000的预算给两位老人配医疗险是够的,要是还想加重疾险就比较紧了,这个年纪的重疾险保费很贵,保额也做不高。",
    ]),
    ("2025-02-16T21:00:00+08:00", [
        "我爸的百万医疗没买成,智能核保一看到结节直接不通过。我妈的过了,买的是一款叫安心百万的,一年1280。",
        "你爸这种情况很常见。防癌医疗险的健康告知一般宽松很多,甲状腺结节3类不少产品是可以投的,可以看看。",
        "我爸最后就买了防癌医疗险,一年860。",
        "能买上就好,至少最让人担心的大病有了保障。",
        "我弟刘阳说保费他出一半,我们俩平摊。",
        "姐弟一起分担,每年压力也不大。建议把保单信息整理成一张表,两个人都存一份。",
    ]),
    ("2025-07-20T20:30:00+08:00", [
        "我爸5月份去复查结节,医生说升到4a了,吓死我们了,做了穿刺,结果是良性,虚惊一场。",
        "万幸是良性。4a类以后一般建议定期复查,间隔听医生的安排。",
        "我妈6月份走路摔了一跤,手腕骨折,住院5天,一共花了1万2。医保报了差不多6千,剩下的我妈那份百万医疗有1万免赔额,一分没报上。",
        "这就是百万医疗的特点,它主要管大额医疗费,小几千的自付部分免赔额挡住了。像摔伤这种意外,意外险的意外医疗通常是低免赔甚至零免赔,正好能补上这一块。",
        "所以我又给他们俩各买了一份老年意外险,一个人一年198。",
        "老年人摔倒是很常见的风险,这份钱花得值。注意看一下意外医疗报销是否限社保范围内用药。",
    ]),
    ("2026-01-08T19:30:00+08:00", [
        "续保的时候发现我妈那份百万医疗涨价了,今年变成1560。",
        "百万医疗随着年龄增长保费会上调,这个涨幅还在正常范围内。关注一下产品有没有保证续保的条款。",
        "洛惠保今年也涨了,一个人119,还是给他俩续上了。",
        "惠民保每年价格和保障都会小调整,续上是对的。",
        "我弟说他现在房贷压力大,从今年开始保费他只出三分之一。",
        "家里各自情况不同,调整一下也能理解。提前说清楚比以后有疙瘩好。",
    ]),
], [
    ("我妈那份百万医疗现在一年要交多少?", ["s4:1"], "update", ["s2:1"]),
    ("洛惠保现在一个人多少钱?", ["s4:3"], "update", ["s1:3"]),
    ("爸妈的保费现在我弟承担多少?", ["s4:5"], "update", ["s2:5"]),
    ("我爸为什么买不了百万医疗,最后给他配了什么?", ["s1:1", "s2:1", "s2:3"], "multi-session"),
    ("我妈手腕骨折那次,我们自己掏了多少钱?", ["s3:3"], "single-hop"),
    ("我爸结节复查最后是什么结果?", ["s3:1"], "single-hop"),
    ("我妈摔了之后我给爸妈加买了什么?", ["s3:5"], "single-hop"),
    ("今年给爸妈配的这些保险,加起来一年大概多少钱?", ["s2:3", "s3:5", "s4:1", "s4:3"], "multi-session"),
    ("我妈摔跤骨折是多久以前的事了?", ["s3:3"], "temporal"),
    ("我爸那份防癌医疗险是哪家保险公司的?", [], "abstain"),
    ("我弟刘阳的房子买在哪个城市?", [], "abstain"),
    ("我妈骨折是在洛阳哪家医院住的院?", [], "abstain"),
    ("我自己有没有买重疾险?", [], "abstain"),
    ("重疾险和医疗险有什么区别?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-6 环青海湖骑行
add("zh-qinghai-cycling", "ajie_xa", "2025-08-10T20:00:00+08:00", [
    ("2025-03-22T21:00:00+08:00", [
        "今年想完成一个心愿:骑车环青海湖。我32,在西安当程序员,平时也就周末骑骑,最远一次骑过80公里。",
        "很棒的目标!环湖一圈大概三百六十公里,一般安排4到5天,海拔在3200米左右,最适合的季节是7、8月。你有80公里的底子,接下来几个月主要把单日距离和连续骑行的能力练上去,每周安排一次长距离,再加一两次爬坡。",
        "打算7月中旬去,跟我大学室友老郑一起。",
        "两个人一起互相有照应,骑行路上遇到爆胎、体力透支都好处理。可以提前统一一下节奏和每天的里程,避免路上一个快一个慢。",
        "我现在骑的是一辆美利达斯特拉,入门的铝架公路车。",
        "铝架入门车完全能骑下环湖,关键是把车调合适:坐垫高度、把位,再换一副耐磨一点的外胎,带好补胎工具。",
    ]),
    ("2025-05-10T20:00:00+08:00", [
        "训练一直在搞,周末去秦岭环山路拉练。上周六骑了120公里,累计爬升1400米。",
        "进步很明显,120公里加上1400米爬升已经接近环湖单日的强度了。接下来可以试试连续两天都骑100公里以上,模拟多日骑行。",
        "车也换了。老郑劝我上碳架,我买了台二手的崔克Émonda,7800。原来那台美利达挂闲鱼卖了2100。",
        "碳架轻了不少,爬坡会更轻松。二手车记得检查一下车架有没有裂纹,再去车店做一次全面保养。",
        "机票订好了,7月12号西安飞西宁。",
        "西宁海拔2200多米,落地后可以先休整一天适应,再往湖边走。",
    ]),
    ("2025-06-28T22:00:00+08:00", [
        "坏消息,老郑公司有个项目要上线,去不了了。我表妹周琪听说了非要跟着去,她去年骑过川藏线南线的一段,比我还野。",
        "老郑遗憾了,不过表妹有高原骑行经验,是个很靠谱的伙伴。",
        "行程改成5天,逆时针骑,第一晚住黑马河。",
        "黑马河是很多人看湖边日出的地方,安排在那住挺好。出发前查好每天的补给点,有些路段几十公里没有商店。",
        "车是托运过去的,在西宁找了家叫骑遇的车店帮忙组装和保养,150块。",
        "找当地车店组装很省心,顺便让他们检查一下刹车和变速,高原长下坡刹车很关键。",
    ]),
    ("2025-07-25T21:30:00+08:00", [
        "回来了!环湖完成,实际只用了4天,比计划少一天,因为第三天一路顺风,一口气骑了130公里。",
        "太厉害了!顺风日一天130公里在高原上很难得,恭喜完成心愿。",
        "第二天过橡皮山那段突然下冰雹,差点失温,幸亏周琪多带了一件冲锋衣。",
        "高原天气说变就变,那段山口海拔又高,冰雹加降温确实危险。以后再去高原,防风保暖的衣服一定要随身带。",
        "总里程368公里。这趟全部花费大概4500,不算车。",
        "四天368公里,平均每天九十多公里,这趟很值。",
        "下一个目标是明年骑独库公路,已经把老郑拉进群了,他说这次说什么都要去。",
        "独库公路是另一种难度,爬升大、路段长,可以按这次的经验提前半年开始练爬坡。",
    ]),
], [
    ("我现在骑的是哪辆车?", ["s2:3"], "update", ["s1:5"]),
    ("环青海湖最后是跟谁一起骑的?", ["s3:1"], "update", ["s1:3"]),
    ("环湖实际骑了几天?", ["s4:1"], "update", ["s3:3"]),
    ("我是哪天从西安飞去西宁的?", ["s2:5"], "temporal"),
    ("换新车扣掉卖旧车的钱,我实际多花了多少?", ["s2:3"], "single-hop"),
    ("骑行途中是在哪段遇上冰雹的?", ["s4:3"], "single-hop"),
    ("环湖单日骑得最远的那天,比我训练时骑过最长的那次多了多少公里?", ["s2:1", "s4:1"], "multi-session"),
    ("骑完青海湖之后,我下一个骑行目标是哪儿,打算跟谁去?", ["s4:7"], "single-hop"),
    ("从我开始计划到真正骑完,大概用了几个月?", ["s1:1", "s4:1"], "temporal"),
    ("周琪今年多大?", [], "abstain"),
    ("第一晚在黑马河住的是哪家客栈?", [], "abstain"),
    ("那台崔克车架是多大尺码的?", [], "abstain"),
    ("老郑大名叫什么?", [], "abstain"),
    ("周琪去年骑川藏线那段用了几天?", [], "abstain"),
    ("独库公路一般几月份通车?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-7 异地恋
add("zh-long-distance", "susu_gz", "2026-01-15T20:00:00+08:00", [
    ("2025-02-14T22:30:00+08:00", [
        "情人节一个人过,有点丧。男朋友陈远去年9月被公司调去北京了,我在广州当小学语文老师。我们在一起三年了。",
        "抱抱你,节日里异地的感觉最明显。在一起三年的感情基础已经很扎实了,异地阶段最重要的是有固定的联系节奏,还有一个看得见的“结束日期”,哪怕只是大概的计划,也会让人安心很多。",
        "现在基本一个月见一次,来回机票大概1800,主要是他飞回来。",
        "一个月见一次已经很不错了。费用长期看不少,可以提前一两个月订票,或者偶尔换你过去,两个人都分担一点奔波。",
        "我们约好每天晚上10点视频,可是他老加班到11点,经常我等着等着就睡着了。",
        "时间总被打乱的确容易委屈。可以试试把固定视频挪到一个他更能保证的时段,哪怕短一点,稳定比时长重要。",
    ]),
    ("2025-05-04T21:00:00+08:00", [
        "五一他回来了,我们认真聊了以后的事。他说公司答应最多两年就把他调回广州。",
        "有了时间表心里就踏实多了。可以把这两年拆成几个小目标,比如一起存多少钱、每年一起去哪儿旅行,异地的日子会更有盼头。",
        "视频时间也改了,改成每天早上7点半他通勤路上打。晚上两个人都太累,一视频就吵架。",
        "早上心情通常比较好,通勤时间也固定,这个调整很聪明。晚上可以改成发发语音、分享一下日常。",
        "我暑假打算去北京待三周,住他那儿。他在望京跟同事合租,他那间一个月4200。",
        "三周可以好好体验一下他在北京的生活,也能看看以后两个人一起生活合不合拍。提前跟他室友打好招呼。",
    ]),
    ("2025-08-20T20:00:00+08:00", [
        "北京回来了。本来说待三周,最后只待了两周,学校临时叫我们回去参加新教材培训。",
        "有点可惜,不过两周也不短了。新教材培训对下学期上课帮助挺大的。",
        "跟他室友也见了面,是他同事阿Ken,人挺好的,还给我们做了一顿饭。",
        "室友好相处的话,你以后过去也会自在很多。",
        "我们还见了他爸妈!他爸妈专门从天津过来请我吃饭,阿姨特别热情,一直给我夹菜。",
        "第一次见家长就这么顺利,真替你开心。阿姨这么热情,说明对你很满意。",
    ]),
    ("2025-12-28T22:00:00+08:00", [
        "大消息!陈远申请调回来,公司批了,明年3月1号回广州!比当初说好的两年快多了。",
        "太好了!这是今年最好的礼物吧。异地快要结束了。",
        "我们打算他一回来就一起租房,看中了天河那边一个两房,月租5800。",
        "两房可以留一间做书房,你备课、他加班都方便。签约前注意看看通勤距离,你们俩上班地点都考虑进去。",
        "就是我妈那边不太同意我们同居,说要先订婚再说。我爸倒是无所谓。",
        "长辈有顾虑很正常,可以让陈远正式上门拜访一次,把你们的计划跟你妈聊清楚,很多担心当面说开就好了。",
    ]),
], [
    ("我男朋友是什么时候被调去北京的?", ["s1:1"], "temporal"),
    ("我是做什么工作的?", ["s1:1"], "single-hop"),
    ("我们俩现在每天几点视频?", ["s2:3"], "update", ["s1:5"]),
    ("暑假我在北京实际待了多长时间?", ["s3:1"], "update", ["s2:5"]),
    ("陈远什么时候调回广州?", ["s4:1"], "update", ["s2:1"]),
    ("陈远在北京住在哪,房租多少?", ["s2:5"], "single-hop"),
    ("我们打算合租的新房子,比他北京那间每月贵多少?", ["s2:5", "s4:3"], "multi-session"),
    ("陈远的爸妈是从哪里过来跟我吃饭的?", ["s3:5"], "single-hop"),
    ("从他调走到调回来,我们异地一共多久?", ["s1:1", "s4:1"], "temporal"),
    ("陈远在哪家公司上班?", [], "abstain"),
    ("阿Ken是哪里人?", [], "abstain"),
    ("我妈希望我们什么时候订婚?", [], "abstain"),
    ("陈远生日是哪天?", [], "abstain"),
    ("广州到北京坐高铁要多久?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-8 第一次带团队
add("zh-new-manager", "hejing_sh", "2025-12-15T20:00:00+08:00", [
    ("2025-04-02T21:30:00+08:00", [
        "我升职了!我在一家做母婴用品的公司做市场,现在从高级专员升成市场主管,手下要带4个人。",
        "恭喜!第一次带人,前三个月最关键。建议先花时间跟每个人单独聊,了解他们手上的工作、擅长什么、想往哪发展,不急着改东西。同时跟老板对齐清楚:这个季度最看重你交付什么。",
        "团队里有个叫小龚的,比我早进公司两年,之前也在争这个位子,我感觉他不太服气。",
        "这种情况很常见。不要回避,可以私下找他聊一次,承认他的经验,问问他想负责哪一块,给他一块能发挥的领域,很多时候不服气是因为担心自己没有空间。",
        "我老板是市场总监Lisa,她让我二季度把618的活动方案拿出来。",
        "618是个很好的证明自己的机会。方案里把目标、预算、渠道分工和复盘指标写清楚,跟Lisa提前对一两次初稿,别等到最后才给她看。",
    ]),
    ("2025-05-18T22:00:00+08:00", [
        "我开始跟每个人做一对一了,两周一次,每次半小时。",
        "好习惯。一对一的时间尽量留给对方说,问问他们卡在哪、需要你帮什么,而不是变成工作进度汇报。",
        "小龚最近主动认领了直播那块,做得还挺好,我们关系缓和了不少。",
        "太好了,说明你给的空间起作用了。在团队里公开肯定一下他的成绩,效果会更好。",
        "团队招了个新人,叫蔡蔡,应届生,下周一入职,这样就5个人了。",
        "带应届生需要多花点心思,可以给她配个小伙伴带一带,第一个月安排一些边界清楚的小任务。",
    ]),
    ("2025-07-10T21:00:00+08:00", [
        "618复盘出来了:GMV做到1260万,目标是1000万,超了!Lisa很满意。",
        "恭喜!超额26%,第一次作为主管带队就拿到这个结果很漂亮。复盘时把有效的打法沉淀下来,双11可以复用。",
        "一对一我改成每周一次了,每次15分钟。大家说两周太久,有事憋着。",
        "短而频繁的节奏对小团队很合适,也能更早发现问题。",
        "蔡蔡试用期没过,她自己也觉得不太适合,上周走了。团队又回到4个人。",
        "有点遗憾,不过双方都认清不合适,早点分开对彼此都好。下次招人可以在面试里多加一个实操环节。",
    ]),
    ("2025-11-25T21:30:00+08:00", [
        "双11做完了,GMV 2100万,这次没达标,目标是2400万。",
        "差了一些,不过比去年同期情况怎么样也值得看看。复盘的时候把流量、转化和客单价拆开,找出是哪一环掉了。",
        "Lisa离职了,去了一家美妆公司。新来的总监叫Kevin,风格完全不一样,什么都要数据,恨不得每天一张报表。",
        "换老板是很大的变化。可以主动找Kevin聊一次,问清楚他最关注哪些指标、希望多久汇报一次,把日报做成固定模板能省很多事。",
        "年底绩效我打算给小龚打A,他的直播撑起了差不多三分之一的销量。",
        "有数据支撑的评价最有说服力,写绩效评语时把他直播的具体贡献写出来。",
        "我自己也在考虑要不要读个在职MBA,公司能报销一半学费。",
        "公司报销一半很有吸引力,不过一般会附带服务期的要求,签之前看清楚。另外也想想读MBA想解决的是什么问题:换赛道、升职还是拓展人脉。",
    ]),
], [
    ("我现在的直属上级是谁?", ["s4:3"], "update", ["s1:5"]),
    ("我跟组员现在多久做一次一对一?", ["s3:3"], "update", ["s2:1"]),
    ("我的团队现在一共几个人?", ["s3:5"], "update", ["s2:5"]),
    ("618最后做了多少,比目标多了多少?", ["s3:1"], "single-hop"),
    ("今年两次大促,哪次达标了,哪次没达标?", ["s3:1", "s4:1"], "multi-session"),
    ("年底绩效我准备给谁打A,理由是什么?", ["s4:5"], "single-hop"),
    ("小龚跟我的关系前后有什么变化?", ["s1:3", "s2:3"], "multi-session"),
    ("我当上主管到现在大概多久了?", ["s1:1"], "temporal"),
    ("新人蔡蔡在我们组一共待了多久?", ["s2:5", "s3:5"], "temporal"),
    ("Lisa跳槽去的那家美妆公司叫什么?", [], "abstain"),
    ("我打算报哪所学校的MBA?", [], "abstain"),
    ("Kevin之前在哪家公司干过?", [], "abstain"),
    ("我们公司叫什么名字?", [], "abstain"),
    ("小龚年底绩效最后拿到A了吗?", [], "abstain"),
    ("怎么写一份让老板满意的周报?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-9 去贵州支教
add("zh-rural-teaching", "songyu_hz", "2026-02-01T20:00:00+08:00", [
    ("2025-06-15T20:00:00+08:00", [
        "我报名了一个公益组织“山桥计划”的一学期支教,去贵州黔东南的一所村小,9月开学。我现在在杭州做UI设计,打算停薪留职去。",
        "这是个很有意义的决定。出发前可以想清楚几件事:工作怎么安排、社保怎么续、当地的生活条件和交通,还有自己想带给孩子们什么。山区学校往往最缺的是音乐、美术这类课的老师,你的设计背景会很有用。",
        "公司同意我停薪留职半年,不过社保要我自己交,一个月大概1900。",
        "能保住岗位已经很好了。社保别断缴,尤其是如果你在杭州有买房或者落户的打算。",
        "分给我的是榕江县一个叫高岩村的小学,全校68个学生,我教三年级数学,再加全校的美术课。",
        "一所六七十人的小学,老师通常都要身兼数职。美术课可以多带孩子们画身边的山和田,材料简单也能上得很有意思。",
    ]),
    ("2025-09-14T21:30:00+08:00", [
        "到学校两周了。学生人数跟之前说的不一样,实际是71个,开学又转来了3个。",
        "开学前后学生流动挺常见的,有的是外出打工的家长把孩子送回老家上学。适应得怎么样?",
        "课也调整了,数学给了另一个支教的男生小邓,我改教三年级语文,美术还是全校都归我。",
        "语文和美术其实很搭,可以让孩子们先画再写,看图说话、画日记都是好办法。",
        "我住在学校二楼的教师宿舍,跟田老师一间,她是本地的正式老师,人特别好。",
        "有本地老师做室友太好了,她对学生家庭和当地情况都熟,遇到事情可以多请教她。",
    ]),
    ("2025-11-02T20:00:00+08:00", [
        "我杭州的朋友帮我众筹了一批画材,筹了8600块,买了水彩、马克笔,还有30个画板。",
        "太棒了!有了画板孩子们就可以去户外写生了。可以拍些孩子们用画材的照片,发给捐款的朋友们看看。",
        "班上有个女孩叫杨小禾,画画特别有灵气,我想推荐她参加县里的少儿美术比赛,12月初交作品。",
        "遇到有天赋的孩子真是支教最开心的事。可以多鼓励她画自己熟悉的生活,比赛的评委往往更喜欢真实有生活气的作品。",
        "最近山里冷了,早上只有5度,宿舍没有暖气,我买了个电热毯。",
        "山区的湿冷很难熬,用电热毯注意睡前关掉或者调到低档,别盖太久。",
    ]),
    ("2026-01-12T19:00:00+08:00", [
        "学期结束了。我1月9号离开的学校,孩子们送我到村口,我哭成狗。",
        "能让孩子们这么舍不得,说明这半年你真的用心了。",
        "杨小禾的画在县里拿了二等奖!奖品是一套画具,她开心得不得了。",
        "太为她高兴了!这对一个山里的孩子来说可能是很重要的一次肯定。",
        "我决定不回原来的公司了,想下学期再去一次。组织说可以续签一学期,3月2号开学。",
        "这是个大决定。辞职前可以把社保、收入和以后的职业规划再想一想,支教之后做教育或者公益方向的设计工作,也是一条路。",
        "我妈很反对,说我都29了还这么不稳定。我爸倒是说随我。",
        "父母担心是出于爱。可以把你的打算和退路跟妈妈详细讲一讲,让她知道你想得很清楚,不是一时冲动。",
    ]),
], [
    ("我支教的学校在哪个县?", ["s1:5"], "single-hop"),
    ("我在学校都教哪些课?", ["s2:3"], "update", ["s1:5"]),
    ("那所村小一共有多少个学生?", ["s2:1"], "update", ["s1:5"]),
    ("我支教完会回杭州原来的公司上班吗?", ["s4:5"], "update", ["s1:1", "s1:3"]),
    ("朋友们众筹的画材有多少钱,都买了些什么?", ["s3:1"], "single-hop"),
    ("我推荐去比赛的那个学生最后结果怎么样?", ["s3:3", "s4:3"], "multi-session"),
    ("停薪留职那段时间我每月得自己交多少社保?", ["s1:3"], "single-hop"),
    ("在学校我跟谁住一间宿舍?", ["s2:5"], "single-hop"),
    ("我在村里前后大概待了多久?", ["s2:1", "s4:1"], "temporal"),
    ("离下学期开学还有多少天?", ["s4:5"], "temporal"),
    ("小邓是哪所大学毕业的?", [], "abstain"),
    ("杨小禾参赛那幅画画的是什么?", [], "abstain"),
    ("山桥计划每月给支教老师多少补贴?", [], "abstain"),
    ("我爸是做什么工作的?", [], "abstain"),
])


def main():
    write_dialogues(
        OUT,
        "dialogues-19",
        "Multi-session user/assistant chats over 2025-2026 (9 English, 9 Simplified Chinese) in fresh everyday domains "
        "(a first tattoo, hosting a high-school exchange student, pickleball leagues in retirement, a memory quilt from a late "
        "father's shirts, PRK laser eye surgery, a backyard barbecue competition team, running for the school board, planning "
        "paternity leave, selling a condo and buying a house; prepaying a mortgage, a child's taekwondo classes, a father's "
        "dental implants, a night-market drink stall, buying insurance for ageing parents, cycling around Qinghai Lake, a "
        "long-distance relationship, a first job managing a team, a semester of volunteer teaching in rural Guizhou), with "
        "facts that change across sessions and questions of type single-hop, multi-session, update (with stale turns), "
        "temporal and abstain (unstated attributes, neighbouring people or things, outcomes not yet known, general requests, "
        "unrelated topics).",
        CASES,
    )


if __name__ == "__main__":
    main()
