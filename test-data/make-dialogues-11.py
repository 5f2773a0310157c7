#!/usr/bin/env python3
"""dialogues-11: an evaluation-only set of multi-session user/assistant chats with recall questions.

18 cases, each one user chatting with a chatbot assistant over 3-5 sessions spread across 2026
(timezone +08:00), 4-8 alternating user/assistant turns a session, small talk mixed in with facts.
9 cases are in natural English, 9 in colloquial Simplified Chinese.

Domains:
  English: learning chess (Hong Kong), adopting a rescue greyhound (Perth), first marathon
  (Singapore), seed-round fundraising for a startup (Kuala Lumpur), divorce custody schedule
  (Perth), wheel-throwing pottery (Taipei), caring for a father with dementia (Singapore),
  private pilot licence (Perth), stand-up comedy open mics (Manila).
  Chinese: 装修 (杭州), 学游泳 (深圳), 考公 (长沙), 开奶茶店 (西安), 孩子学钢琴 (广州),
  相亲 (苏州), 养多肉 (北京), 驾考科目二 (武汉), 搬家去成都.

Questions are asked at 2026-11-30T20:00:00+08:00 unless a question carries its own ask time.
Counts by category (146 questions):
  update 31 (8 of them asked at their own time between the old and the new turn: the older turn
  is the evidence and nothing is stale), single-hop 30, temporal 22, multi-hop 12, abstain 51.
Evidence and stale always name user turns ("sN:K").

Written in session 26 by a helper that read no other data set or generator (only the
dialogue_case.py format builder), as an honest unseen test.

Usage:
  cd test-data && python3 make-dialogues-11.py > dialogues-11.json
(category counts go to stderr)
"""
import json
import sys
from collections import Counter

from dialogue_case import case_builder

ASK = "2026-11-30T20:00:00+08:00"
case = case_builder(ASK)


def t(date_time):
    return f"2026-{date_time}:00+08:00"


CASES = []

# ---------------------------------------------------------------- 1. chess (EN)
CASES.append(case("d11-chess", "Owen", [
    (t("01-14T22:15"), [
        "Evening! I finally did it, I joined the beginner ladder at the Kowloon Chess Club tonight. They meet Wednesdays at 7:30 in a community hall in Mong Kok. My first rating came back as 1040, which is humbling since my nephew Ethan is 1300 and he's eleven.",
        "Congratulations on taking the plunge! Everyone starts somewhere, and a club rating after a few games moves fast in the first months. Having an eleven-year-old rival in the family is honestly great motivation.",
        "Ha, yeah. Ethan keeps beating me with the same trick, some knight jump onto f7. Anyway, as white I'm playing the Italian because that's what the YouTube guy recommended.",
        "That knight-to-f7 idea is a classic fork on the king and rook, so watch that square early on. The Italian is a very reasonable first opening: quick development, castle early, fight for the centre.",
        "Also unrelated but the weather is finally bearable. I walked home along the harbour after the club, first time in ages.",
        "That sounds lovely. A walk after a few tense games is a nice way to let your head settle.",
    ]),
    (t("03-08T10:40"), [
        "Quick update: I've ditched the thing the YouTube guy recommended. I kept getting crushed in the Two Knights lines, so the coach, a retired engineer called Mr. Leung, put me on the London System instead. Same setup almost every game, much less to memorise.",
        "That's a sensible switch. The London lets you play familiar structures and focus on middlegame plans instead of memorising sharp lines.",
        "He also wants me doing 20 tactics puzzles every morning before work. I do them on the MTR, which is fine until the train gets packed at Admiralty.",
        "Daily puzzles are one of the best habits at your level. If the carriage gets too packed, even ten quality puzzles are better than skipping.",
        "My first over-the-board tournament is the Spring Rapid on April 18th, at the club. Entry is HK$250, five rounds of 15+10.",
        "Exciting! With 15+10 you have time to think, so use the increment and don't rush the opening. Bring water and a snack for five rounds.",
    ]),
    (t("04-20T22:05"), [
        "Spring Rapid report: 2.5 out of 5! Beat a guy twice my age in round 3 with a back-rank mate, then lost the last round on time in a winning position. Ugh.",
        "A plus score-ish result in your first event is a real achievement. Losing on time when winning hurts, but it's a very common lesson about clock management.",
        "Rating's now 1185. Also the club moved: we're now in the library annex in Yau Ma Tei, and it's Thursday evenings because the old hall got rebooked.",
        "Nice jump. Hopefully the new venue is just as easy for you to get to after work.",
        "My wife Carmen says I talk about chess in my sleep. I think she's joking.",
        "Maybe only half joking! It's a sign the game has really got its hooks in you.",
    ]),
    (t("08-02T16:30"), [
        "Big news, I crossed 1300, 1312 this morning. Ethan is at 1450 now though, so I'm still chasing the kid.",
        "Well done, that's a big milestone in under a year. The gap to Ethan is closing in spirit even if he keeps climbing too.",
        "Next target is the Hong Kong Open in December, the under-1600 section. The entry deadline is November 15th and apparently it fills up.",
        "Worth entering early then. A rating-limited section is a great place to test yourself.",
        "Mr. Leung says endgames are my weak spot, so he gave me Silman's endgame book. I'm on the rook endings chapter, slow going.",
        "Rook endings are the most common endgames in practice, so the time you spend there pays back quickly. Set up positions on a board and play them out against an engine.",
    ]),
], [
    ("Which opening have I been playing with white lately?", ["s2:1"], "update", ["s1:3"]),
    ("Remind me when and where my chess club meets these days?", ["s3:3"], "update", ["s1:1"]),
    ("What's my chess rating at the moment?", ["s1:1"], "update", None, t("04-01T09:00")),
    ("What date was my first over-the-board tournament?", ["s2:5"], "temporal"),
    ("Who's been coaching me at the club?", ["s2:1"], "single-hop"),
    ("What should I focus my chess study on this week?", ["s4:5"], "single-hop"),
    ("How many points did my rating go up from when I first joined to right after the Spring Rapid?", ["s1:1", "s3:3"], "multi-hop"),
    ("Who won the 2024 World Chess Championship match?", [], "abstain"),
    ("How did I do at the Hong Kong Open?", [], "abstain"),
    ("What's the tallest building in Hong Kong?", [], "abstain"),
]))

# ---------------------------------------------------------------- 2. rescue greyhound (EN)
CASES.append(case("d11-greyhound", "Priya", [
    (t("02-14T19:20"), [
        "So I've been going back and forth on this for months and I've finally put in an application with Greyhound Angels of WA. There's a 3-year-old black male called Dusty on their site I really like. The adoption fee is $350.",
        "That's exciting! Retired racers often make calm, gentle house dogs. Dusty sounds lovely, fingers crossed for the application.",
        "Our backyard fence is only 1.2 m though, and they need 1.5 m minimum, so my partner Tom is going to raise it before the home check.",
        "Good that you know now. Greyhounds can clear surprisingly high fences if they're spooked, so getting it sorted before the check is smart.",
        "Random, but I had the best laksa at a place in Northbridge tonight. Valentine's dinner sorted.",
        "That sounds like a perfect low-fuss Valentine's. Happy Valentine's Day to you and Tom!",
    ]),
    (t("03-21T11:00"), [
        "Home check passed on Thursday! But plot twist: another family got Dusty before us. The volunteer matched us with a different dog instead, a 4-year-old fawn girl named Maple who raced 62 times.",
        "Congratulations on passing, and sorry about Dusty. It sounds like Maple could be a great match though, and 62 starts means she's a seasoned girl.",
        "She's cat-tested, which matters because of Biscuit, our old tabby. Pickup is booked for Saturday the 28th of March.",
        "A cat-tested greyhound takes a lot of worry away. Keep their first meetings short and supervised, and give Biscuit high escape routes.",
        "Any tips on what to buy? We have nothing yet.",
        "A martingale collar and a harness, a thick padded bed (they're bony), a coat for cold mornings, a raised bowl, and some chews. Baby gates help in the first weeks too.",
    ]),
    (t("05-10T08:45"), [
        "Maple update: she's doing amazing, but she has a terrible habit of counter-surfing. Ate a whole loaf of sourdough off the bench on Tuesday.",
        "Ha, tall dog, easy reach! Clearing the benches completely for a few weeks and rewarding 'four paws on the floor' usually helps.",
        "Vet, Dr. Ng at Como Vet Clinic, weighed her at 28.5 kg, a bit under, so we're upping her kibble (the Black Hawk grain-free one) to 2 cups twice a day.",
        "That sounds like a sensible plan. Ex-racers often arrive lean, and a gradual increase is kinder on the stomach.",
        "Also, Tom thought letting her off-lead at the beach was fine. I'm not so sure.",
        "I'd be cautious. Rules differ by council, so check the local ones, and regardless of the rules sighthounds can bolt after something moving and outrun any recall. A fully fenced area is the safer place to let her run.",
    ]),
    (t("09-06T17:10"), [
        "Food change: the vet suggested taking her off the dry stuff and onto a raw mix from a local supplier, Paws Pantry in Fremantle, because her coat was looking dull.",
        "Switch over gradually across a week or so to avoid an upset stomach, and keep an eye on her stools while she adjusts.",
        "She's 30.1 kg now, so that's sorted. She's even started roaching on the couch, which is apparently a greyhound thing for 'I'm happy'.",
        "Roaching is the best! Legs in the air, totally relaxed. Sounds like she feels properly at home.",
        "Tom and I are thinking about a second greyhound next year, maybe a retired male so she has a buddy.",
        "Many greyhounds love company of their own kind. The adoption group can help match a boy with her temperament when you're ready.",
    ]),
], [
    ("What's Maple eating these days?", ["s4:1"], "update", ["s3:3"]),
    ("What day did we bring Maple home?", ["s2:3"], "temporal"),
    ("Do I need to worry about Maple going after our cat?", ["s2:3"], "single-hop"),
    ("Which vet practice do we take Maple to?", ["s3:3"], "single-hop"),
    ("How much weight has Maple put on since that vet weigh-in in May?", ["s3:3", "s4:3"], "multi-hop"),
    ("What's the vet clinic's phone number?", [], "abstain"),
    ("How long do greyhounds usually live?", [], "abstain"),
    ("Who won the 2025 AFL Grand Final?", [], "abstain"),
]))

# ---------------------------------------------------------------- 3. marathon (EN)
CASES.append(case("d11-marathon", "Daniel", [
    (t("01-05T06:50"), [
        "Morning! New year, new stupid idea: I've signed up for the Gold Coast Marathon on July 5th. First full marathon. My longest race ever is a half, 1:58 at the Standard Chartered last December.",
        "Not stupid at all! A 1:58 half is a solid base, and six months is a reasonable runway for a first full.",
        "I'm following Hal Higdon's Novice 2 plan, 18 weeks, running 4 days a week, mostly on the Park Connector in Tampines near my flat.",
        "Novice 2 is a good pick for someone who already has a half under their belt. Flat park connectors are great for easy miles.",
        "Goal is sub-4:30. My wife Mei Ling thinks I'm mad because of the heat here.",
        "She has a point about the heat, so run early, hydrate well and respect easy paces. Sub-4:30 is realistic from your half time.",
    ]),
    (t("03-15T20:30"), [
        "Bad news: shin splints in my left leg. The physio at Tampines Polyclinic said no running for two weeks, pool running and cycling only.",
        "Sorry to hear it. Two weeks of cross-training now is much better than a stress fracture later. Pool running keeps a lot of your fitness.",
        "Also I switched shoes. The old Pegasus were at about 900 km, so now I'm in Asics Novablast 5s.",
        "900 km is well past retirement for most trainers, so that may have contributed. Ease into the new pair.",
        "The heat is no joke. Mei Ling made me buy a hydration vest after I nearly fainted at East Coast Park last Sunday.",
        "Good on her. Carry electrolytes, not just water, and slow down on humid days.",
    ]),
    (t("05-02T21:00"), [
        "Decision time. With the injury I lost almost a month, and the physio and I agreed the July race is too soon. I'm pushing to the Sydney Marathon on August 30th instead.",
        "That's a wise call. The extra eight weeks give you a proper build without rushing back from injury.",
        "Flights are booked, Scoot on the 27th, and I'm staying with my cousin Raymond in Parramatta.",
        "Arriving a few days early is ideal for settling in and picking up your bib without stress.",
        "Did 28 km this morning in 3:05. Felt okay except the last 4 km.",
        "That's a strong long run for this stage. The last few kilometres getting hard is exactly what those runs are for.",
        "Also, caffeine makes my stomach turn, so whatever I use has to be caffeine-free.",
        "Noted. Plenty of gels and chews come in caffeine-free versions, and real food like bananas or dates works for some runners too. Test everything on long runs, never on race day.",
    ]),
    (t("09-02T19:15"), [
        "I DID IT. 4:21:37! Calves were cramping from km 34 but I shuffled through.",
        "Massive congratulations! A first marathon with cramps and you still came in strong. Be proud of that.",
        "Raymond and Mei Ling were at the finish near the Opera House. I cried a bit, not going to lie.",
        "That's such a special finish line to share. Tears are completely allowed after 42.2 km.",
        "Now I'm thinking about next year. Maybe Tokyo if I get the ballot, otherwise Penang.",
        "Both sound great. Give yourself a couple of easy weeks first, then decide once the ballot results are out.",
    ]),
], [
    ("Which marathon am I training for?", ["s1:1"], "update", None, t("04-10T07:00")),
    ("Which race did I end up running for my first full marathon?", ["s3:1"], "update", ["s1:1"]),
    ("How many days until my marathon now?", ["s3:1"], "temporal", None, t("08-10T07:00")),
    ("Can you recommend something to fuel with on my long runs?", ["s3:7"], "single-hop"),
    ("What trainers did I replace my worn-out pair with?", ["s2:3"], "single-hop"),
    ("How far under my target time did I finish?", ["s1:5", "s4:1"], "multi-hop"),
    ("What was my overall finishing position?", [], "abstain"),
    ("What's the current men's marathon world record?", [], "abstain"),
    ("What does Raymond do for a living?", [], "abstain"),
]))

# ---------------------------------------------------------------- 4. startup seed round (EN)
CASES.append(case("d11-seed-round", "Aisha", [
    (t("02-03T22:40"), [
        "Long day. We've officially kicked off the seed raise for Kirana Pay, our stock-financing app for small kedai runcit. Targeting US$1.5 million on a SAFE at a $9M cap. My co-founder Farid does the product demo, I do the investor calls.",
        "Congratulations on kicking it off! Splitting demo and pitch like that keeps both of you focused. How's the pipeline looking?",
        "We've got 14 meetings booked over the next three weeks, mostly Singapore VCs. The one I'm most nervous about is Banyan Arc Capital on the 12th.",
        "Fourteen meetings in three weeks is a healthy pace. For the one you're nervous about, do a full dry run with Farid playing the sceptical partner.",
        "Current numbers: 320 merchants, about RM 410k monthly GMV, growing around 18% month on month.",
        "That growth rate is a strong headline. Lead with it and have the cohort retention ready for follow-up questions.",
    ]),
    (t("03-19T23:05"), [
        "Okay, we have a lead! Banyan Arc is putting in $600k and taking a board observer seat. Term sheet came in on Monday.",
        "Huge news, a lead changes everything. Other investors tend to move faster once someone has set terms.",
        "They pushed back on the valuation and we settled at a $7.5M cap. Farid is grumpy but I think it's fair given the market.",
        "A signed lead at a fair price usually beats holding out. Farid's reaction is understandable though, so make sure you're aligned before the next calls.",
        "I haven't slept properly in a week. Went to a yin yoga class in Bangsar tonight which helped a bit.",
        "Fundraising is exhausting. Protect your sleep where you can; you'll pitch better rested.",
    ]),
    (t("05-28T21:30"), [
        "Round closed at $1.2M. Not what we aimed for, but done! Banyan Arc, two angels, and a Malaysian family office called Seri Pelangi.",
        "Congratulations on closing! A closed round is worth far more than a bigger one that never lands.",
        "The lawyers were Tan & Ramli, and the legal fees came to RM 38,000. Ouch.",
        "Painful, but worth having clean documents. Keep the cap table tidy now so the next round is cheaper.",
        "First hire from the money is a senior backend engineer. We're offering RM 14k a month.",
        "A strong backend hire early makes sense for a fintech product. Be ready to flex a little if the right person appears.",
    ]),
    (t("10-14T20:00"), [
        "Hiring update: the backend role is filled by Wei Jie, he starts November 3rd. We had to go up to RM 16k a month to get him though.",
        "Great that you found someone. Sometimes paying up for the right engineer is cheaper than a bad hire.",
        "Merchants are at 1,050 now. Investors are already asking about Series A timing, which feels insane.",
        "That's impressive growth in a few months. Interest from investors is a good sign, but only raise when the numbers tell a clear story.",
        "Can you help me think about my monthly investor update? The Banyan Arc partner told me she hates long emails.",
        "Then keep it skimmable: three headline metrics, wins, challenges, and one clear ask, all in bullet points that fit on one screen.",
    ]),
], [
    ("What are we paying our new backend engineer per month?", ["s4:1"], "update", ["s3:5"]),
    ("How many days ago did Wei Jie start with us?", ["s4:1"], "temporal"),
    ("Any advice on the format of the monthly update I send to investors?", ["s4:5"], "single-hop"),
    ("Which law firm did we use to close the round, and what did it cost us?", ["s3:3"], "single-hop"),
    ("By how much did our merchant count grow between the start of the raise and October?", ["s1:5", "s4:3"], "multi-hop"),
    ("What's the difference between a pre-money and a post-money SAFE?", [], "abstain"),
    ("What's Farid's equity stake in the company?", [], "abstain"),
    ("How tall is Mount Kinabalu?", [], "abstain"),
]))

# ---------------------------------------------------------------- 5. custody schedule (EN)
CASES.append(case("d11-custody", "Rachel", [
    (t("01-20T21:00"), [
        "Mediation is done. Steve and I agreed on a week-on, week-off schedule for Ollie and Ava, with changeover on Fridays after school.",
        "That must be a relief after a hard few months. Friday pickups from school can make the handover smoother for the kids too.",
        "Ollie is 9 and Ava is 6, and they both go to Mount Hawthorn Primary. Steve's moving into a rental in Scarborough, about 20 minutes away.",
        "Twenty minutes is close enough that school and friends stay the same in both homes, which helps a lot.",
        "We're using OurFamilyWizard for the calendar and shared expenses. My lawyer, Deborah Kwan, recommended it.",
        "A shared app keeps things factual and cuts down on back-and-forth texts. Good call.",
    ]),
    (t("03-30T20:15"), [
        "School holidays are split half and half. This Easter break Steve has the first week and I have the second.",
        "That sounds fair and predictable. Putting it in the app early saves arguments later.",
        "Ava's been crying at changeovers. The school counsellor, Ms. Petrova, suggested a transition object, so now she carries a stuffed rabbit called Button between houses.",
        "That's a lovely idea. Something familiar that travels with her can make the switch feel less abrupt.",
        "I've started parkrun at Lake Monger on my weeks without the kids. It helps.",
        "That's a great way to use the quieter weeks. Movement and a bit of community go a long way.",
    ]),
    (t("06-18T22:10"), [
        "Change of plan. A whole week apart was too long for Ava, so we're trying 2-2-3 instead, starting July 1st.",
        "Shorter stretches often suit younger kids better. It's worth reviewing after a term to see how both children cope.",
        "Steve's paying $780 a month in child support, assessed by Services Australia. That's the figure that came through this week.",
        "Good to have it formally assessed. Keep records of payments in the app as well.",
        "Ollie made the under-10s footy team, training Tuesdays and Thursdays at 4:30.",
        "Brilliant! With 2-2-3 it's worth checking who does which training run each week.",
    ]),
    (t("10-05T19:40"), [
        "Steve got a job in Bunbury, so he's moving down there in January. The 2-2-3 can't work anymore. We're going back to mediation on October 22nd.",
        "That's a big change for everyone. Going back to mediation is the right step; bring a few realistic options with you.",
        "The likely outcome is the kids live with me during term and go to him every second weekend plus most holidays. I feel guilty even though it's not my fault.",
        "Feeling guilty is very normal, but you're responding to his move, not causing it. Kids do well when the adults stay calm and consistent.",
        "Child support's been reassessed. It's now $910 a month because his new job pays more.",
        "Makes sense with the higher income. Keep the new assessment letter with your other documents.",
    ]),
], [
    ("What custody schedule are we on right now?", ["s1:1"], "update", None, t("05-01T20:00")),
    ("Where's Steve going to be living?", ["s4:1"], "update", ["s1:3"]),
    ("What date was the second mediation session?", ["s4:1"], "temporal"),
    ("How many days ago did we start the new 2-2-3 rotation?", ["s3:1"], "temporal", None, t("07-20T19:00")),
    ("What's the comfort toy Ava takes back and forth called?", ["s2:3"], "single-hop"),
    ("Which afternoons is Ollie tied up after school?", ["s3:5"], "single-hop"),
    ("How much more child support per year is Steve paying now compared with the June assessment?", ["s3:3", "s4:5"], "multi-hop"),
    ("What's the name of Steve's new employer?", [], "abstain"),
    ("At what age can a child decide which parent to live with in Western Australia?", [], "abstain"),
    ("Which footy club does Ollie play for?", [], "abstain"),
]))

# ---------------------------------------------------------------- 6. pottery (EN)
CASES.append(case("d11-pottery", "Hannah", [
    (t("02-22T17:30"), [
        "I just finished my first wheel-throwing class! It's an 8-week course at a studio called Clay Lab in Da'an, Saturday afternoons 2 to 5. NT$9,600 including clay and two firings.",
        "How fun! The first class on the wheel is always humbling and addictive at the same time. How did it go?",
        "The teacher, Ms. Hsu, made it look so easy. My first bowl collapsed three times. I managed one lopsided cylinder.",
        "A lopsided cylinder on day one is a win. Centering takes most people several sessions before it clicks.",
        "Also had the most incredible scallion pancake on the way home, from a stall on Yongkang Street.",
        "Perfect reward after a messy afternoon with clay!",
    ]),
    (t("04-12T18:00"), [
        "Centering is finally clicking. The trick Ms. Hsu gave me is to brace my left elbow on my thigh.",
        "That's a great tip. Locking your arm against your body gives you far more stability than arm strength alone.",
        "I want to focus on tea bowls. My sister-in-law Yumi collects them and her birthday is June 9th, so I'm making her one.",
        "What a thoughtful gift. Tea bowls are a lovely form to practise, since the foot and the lip really show your progress.",
        "The glaze I picked is a celadon. The studio fires on Wednesdays.",
        "Celadon on a tea bowl sounds beautiful, especially where it pools in the bottom.",
    ]),
    (t("06-01T21:45"), [
        "Disaster: the tea bowl cracked in the glaze firing. Ms. Hsu thinks the foot was too thick compared to the walls.",
        "Oh no, I'm sorry. Uneven thickness is a very common cause of cracking because the parts shrink and cool at different rates.",
        "No time to remake it before the 9th, so Yumi's getting a set of four little sake cups I made instead, in a tenmoku glaze.",
        "A set of handmade cups is still a wonderful present, and tenmoku is such a rich glaze.",
        "I signed up for the next course too, the intermediate one, but on Tuesday evenings now because I've started working Saturdays at the bookshop.",
        "Good that you found a slot that fits. Evening sessions can be a nice way to unwind after work.",
    ]),
    (t("09-27T11:20"), [
        "I'm looking at buying my own wheel. Found a second-hand Shimpo for NT$28,000 in a Facebook group. Is that reasonable?",
        "It can be, depending on the model and condition. Ask to see it running, listen to the motor under pressure, and check the pedal is smooth.",
        "I'd put it on the balcony. We're on the 7th floor in Zhongshan and the landlord's okay with it as long as I don't clog the drains with clay.",
        "Then set up a settling bucket for your rinse water so the clay sinks before you pour anything away, and cover the wheel when you're not using it.",
        "Oh, and I sold my first pieces! Three mugs at the Huashan weekend market for NT$650 each.",
        "Congratulations! Someone paying for your work is a lovely milestone.",
    ]),
], [
    ("What did I end up giving Yumi for her birthday?", ["s3:3"], "update", ["s2:3"]),
    ("When is Yumi's birthday?", ["s2:3"], "temporal"),
    ("Where should I set up my wheel, and what should I be careful about there?", ["s4:3"], "single-hop"),
    ("What did my teacher say went wrong with the bowl that broke in the kiln?", ["s3:1"], "single-hop"),
    ("How much would the beginner course and that second-hand wheel come to together?", ["s1:1", "s4:1"], "multi-hop"),
    ("What temperature does cone 6 correspond to?", [], "abstain"),
    ("How much does the intermediate course cost?", [], "abstain"),
    ("Who wrote One Hundred Years of Solitude?", [], "abstain"),
]))

# ---------------------------------------------------------------- 7. father with dementia (EN)
CASES.append(case("d11-dementia-care", "Kavitha", [
    (t("01-28T22:30"), [
        "Got the official diagnosis today for my dad: early-stage Alzheimer's. He's 81. The geriatrician at Tan Tock Seng, Dr. Lim, started him on donepezil 5 mg at night.",
        "I'm so sorry, Kavitha. A diagnosis is a lot to take in, even when you suspected it. Having a clear plan from the doctor is a start.",
        "He still lives alone in his HDB flat in Toa Payoh. My brother Arjun is in London, so it's mostly me.",
        "That's a heavy load to carry mostly on your own. It's worth looking into what support is available sooner rather than later.",
        "He keeps asking about Amma, who passed in 2019. I never know what to say.",
        "Many families find it kinder to respond to the feeling rather than correct the facts, for example talking about her and what he misses rather than repeating that she has died.",
    ]),
    (t("04-05T21:10"), [
        "We have help now. A live-in helper from Myanmar called Thiri started on Wednesday. She's lovely and Appa actually laughed with her.",
        "That's wonderful to hear. Him laughing with her in the first week is a really good sign.",
        "Dr. Lim increased the donepezil to 10 mg. He had a bit of nausea the first week but it's settled.",
        "Good that the side effects eased. Keep noting anything unusual for the next review.",
        "He's obsessed with his old Tamil film songs, especially TMS. We play them every evening and it calms him.",
        "Music from someone's younger years can be incredibly soothing. What a lovely evening ritual.",
    ]),
    (t("07-19T20:00"), [
        "Bad week. He wandered out at 3am on Monday and a neighbour found him at the void deck in his pyjamas. Thiri's room is near the door but she didn't hear.",
        "That must have been terrifying. I'm glad the neighbour found him safe.",
        "We've put in a door alarm and he now wears a GPS watch.",
        "Those are sensible steps. A door alarm plus a tracker covers both prevention and finding him quickly.",
        "Arjun is flying in on August 14th for two weeks. First time he's seen Appa since Christmas.",
        "It will be good for you to have some help, and for Arjun to see for himself how things are.",
    ]),
    (t("10-25T19:30"), [
        "Big decision made. After a lot of crying, Appa moved into a nursing home in Bishan last week. Thiri went back to Myanmar at the end of her contract.",
        "That's one of the hardest decisions a family makes. Choosing his safety and care is an act of love, not a failure.",
        "I visit Tuesdays, Thursdays and Sunday lunch. The nurses say he eats best when I'm there.",
        "That's a lovely routine, and it clearly matters to him.",
        "Can you suggest a few things to bring on visits to keep him engaged? He can't really follow TV anymore.",
        "Simple, familiar things work best: old photo albums, something to fold or sort, a favourite snack, or a small speaker for music he loves.",
    ]),
], [
    ("Where is Appa living these days?", ["s4:1"], "update", ["s1:3"]),
    ("Roughly when does Arjun fly back out after his visit?", ["s3:5"], "temporal"),
    ("What could I play for Appa to settle him when I visit?", ["s2:5"], "single-hop"),
    ("Which doctor is looking after Appa, and at which hospital?", ["s1:1"], "single-hop"),
    ("How old was Appa when Amma passed away?", ["s1:1", "s1:5"], "multi-hop"),
    ("What's the name of Appa's nursing home?", [], "abstain"),
    ("What are the early signs of Lewy body dementia?", [], "abstain"),
    ("What's the capital of Uzbekistan?", [], "abstain"),
]))

# ---------------------------------------------------------------- 8. private pilot licence (EN)
CASES.append(case("d11-pilot", "Marcus", [
    (t("03-03T19:00"), [
        "I did a trial introductory flight today at Jandakot in a Cessna 172 and I'm hooked! Booked in for the full PPL course with Southern Cross Aviation.",
        "That's fantastic! The first time you take the controls is unforgettable.",
        "They quoted about AUD 24,000 all up. My instructor is Captain Jo Baxter, ex-RFDS.",
        "Having an instructor with that kind of background is a real plus. Budget a bit of margin, since most students need more hours than the minimum.",
        "Plan is two lessons a week, Tuesday and Saturday mornings, and I'm doing my Class 2 medical on March 19th.",
        "Two lessons a week is a great pace for retention. Get the medical done early so there are no surprises.",
    ]),
    (t("05-16T17:45"), [
        "Went solo today!! First solo circuit, three touch-and-goes. 18.4 hours logged total.",
        "Huge congratulations! First solo is one of the great milestones in aviation.",
        "The school moved me onto the Piper Warrior because the 172s are booked out by the cadets. Honestly I like the low wing.",
        "Plenty of people prefer the low wing, and it's good experience to fly more than one type.",
        "Also my neighbour's rooster has been waking me at 4:30 every morning. I'm losing my mind.",
        "Earplugs and a white noise app might save your sanity. Maybe a friendly word with the neighbour too.",
    ]),
    (t("08-09T20:20"), [
        "Theory exams: I passed the RPL one with 88%. The PPL theory is booked for September 12th.",
        "Well done! The PPL theory is broader, so give navigation and performance calculations plenty of practice.",
        "Money is tighter than I thought, so I'm dropping to one lesson a week, Saturdays only, until my bonus comes through in December.",
        "That's a sensible way to keep going without stress. One lesson a week still keeps the skills fresh.",
        "Navigation flights start next month. First cross-country will be Jandakot to York and back.",
        "That sounds like a lovely first nav. Plan your checkpoints carefully and enjoy the view.",
    ]),
    (t("11-08T18:00"), [
        "The September sitting never happened, the testing centre cancelled. I'm now booked in for November 21st.",
        "Annoying, but it does give you extra revision time.",
        "Logged hours are at 47.2. You need 50 minimum, but Jo says most people need more like 60 to 70.",
        "That matches what most schools see. Focus on being test-ready rather than the number.",
        "Any tips for staying calm in the flight test? The examiner has a reputation for being strict.",
        "Fly the way you've been trained, talk through your checks out loud, and if you make a mistake, correct it calmly and carry on. Examiners want to see safe decisions, not perfection.",
    ]),
], [
    ("When is my PPL theory exam?", ["s3:1"], "update", None, t("08-20T19:00")),
    ("Which day did my PPL theory exam end up on?", ["s4:1"], "update", ["s3:1"]),
    ("What aircraft am I training in now?", ["s2:3"], "update", ["s1:1"]),
    ("What date was my Class 2 medical?", ["s1:5"], "temporal"),
    ("Remind me who's teaching me to fly?", ["s1:3"], "single-hop"),
    ("How many hours did I log between my first solo and early November?", ["s2:1", "s4:3"], "multi-hop"),
    ("What's the minimum age to get a PPL in Australia?", [], "abstain"),
    ("How big is my December bonus?", [], "abstain"),
    ("Which film won Best Picture at the 2020 Oscars?", [], "abstain"),
]))

# ---------------------------------------------------------------- 9. stand-up comedy (EN)
CASES.append(case("d11-standup", "Jasper", [
    (t("02-10T23:40"), [
        "I did it. My first open mic, at a bar called The Punchline Room in Poblacion. Five minutes. Got two real laughs and one pity laugh.",
        "Congratulations! Getting up there at all is the hardest part, and two real laughs on a first set is a good start.",
        "I opened with my tita who thinks being a 'freelancer' means unemployed. My actual day job is QA testing at a bank in BGC.",
        "Family material is a classic for a reason. Having a steady day job also takes pressure off while you find your voice.",
        "Sign-up is every Thursday at 8pm, and the first 15 names get a spot.",
        "Then arrive early! Consistency on the same stage is a great way to see your material improve week by week.",
    ]),
    (t("04-22T22:15"), [
        "Been doing four mics a week and my set is up to 7 minutes. I've cut the tita bit, it was getting groans. I open with the one about my landlord's karaoke machine now.",
        "Good instinct to cut what isn't landing. Four mics a week is serious reps.",
        "A comic named Bea Santos is putting together a showcase at The Laugh Vault on May 16th and offered me a 10-minute slot. Paid, ₱1,500!",
        "That's a big step: your first paid spot. Time your set carefully so you land right on ten.",
        "I'm also trying to eat better. I've been living on siopao from 7-Eleven.",
        "Ha, the comedian diet. Maybe prep a few simple meals on your off nights.",
    ]),
    (t("05-18T11:00"), [
        "Showcase went well! My closer killed. Bea says I should try the Cebu comedy festival in September.",
        "That's brilliant news. A recommendation from someone who books shows means a lot.",
        "The application needs a 5-minute clean tape, deadline July 31st. I'm filming it at the Punchline Room on July 9th.",
        "Good plan. Film on a night with a decent crowd and have a backup phone recording the audio.",
        "Also my mom found out about the comedy thing. She's weirdly supportive.",
        "That's lovely, and maybe new material too!",
    ]),
    (t("10-03T21:30"), [
        "Cebu was amazing but I'm exhausted. And big life thing: I quit the bank. I'm giving comedy plus writing for a sketch YouTube channel a year. They pay ₱35,000 a month.",
        "That's a brave move. A year with a clear deadline is a smart way to give it a proper shot.",
        "My girlfriend Trish is nervous about it but she's backing me.",
        "Having her support matters a lot. Keeping her in the loop on money will help calm the nerves.",
        "Can you help me plan a monthly budget? Rent's ₱18,000 for my studio in Makati.",
        "Sure. Start with fixed costs like rent and bills, then set amounts for food and transport, and put something aside for an emergency fund before anything else.",
    ]),
], [
    ("What do I do for work now?", ["s4:1"], "update", ["s1:3"]),
    ("What date did I film my tape for the festival?", ["s3:3"], "temporal"),
    ("How many days do I have left to send in the festival application?", ["s3:3"], "temporal", None, t("07-20T21:00")),
    ("What was I paid for that ten-minute spot in May?", ["s2:3"], "single-hop"),
    ("What's my girlfriend's name again?", ["s4:3"], "single-hop"),
    ("Who headlined the Cebu comedy festival?", [], "abstain"),
    ("What's Bea Santos's Instagram handle?", [], "abstain"),
    ("At what temperature does water boil on top of Everest?", [], "abstain"),
]))

# ---------------------------------------------------------------- 10. 装修 (ZH)
CASES.append(case("d11-zhuangxiu", "小周", [
    (t("03-01T21:00"), [
        "终于交房了！杭州滨江那套89平的，毛坯。找了家装修公司叫“匠心家居”，半包报价14万8。",
        "恭喜收房！半包的话主材要自己买，记得把报价单里的项目一项项对清楚，别被后期增项坑了。",
        "设计师小陈建议做开放式厨房，我老婆不太同意，怕油烟。",
        "中式做饭油烟确实大，开放式的话得配个吸力强的烟机。可以两个人一起去样板间看看再定。",
        "对了，今天路过楼下那家兰州拉面，居然关门了，有点难过。",
        "常去的小店关门确实挺失落的，希望附近能再开一家好吃的。",
    ]),
    (t("04-12T20:30"), [
        "跟你说，匠心那家最后没签，另外一家“木子装饰”方案更实在，报价13万2，还包了全屋水电改造。",
        "水电改造包进去挺划算的，这块最容易超预算。签合同前记得问清楚水电按什么计价。",
        "厨房最后定了半开放，加个玻璃移门，老婆满意了。",
        "玻璃移门这个折中方案挺好，平时开着通透，炒菜的时候关上。",
        "开工日子定在4月20号，工期说是90天。",
        "好的，建议每个阶段都去现场看看，尤其是水电隐蔽工程封之前一定要验。",
    ]),
    (t("06-15T22:10"), [
        "烦死了，瓷砖铺完发现卫生间地面倒坡，水往门口流。工长老何说返工要多花一个礼拜。",
        "倒坡必须返工，不然以后天天积水。让他们返工完做个闭水试验再验收。",
        "地板选了大自然的强化复合，一平米158，主卧次卧都铺。",
        "价格还算合理，铺之前注意地面找平。",
        "预算已经超了快两万了，老婆说软装得省着点。",
        "装修超预算太常见了，软装可以先买必需的，其他的住进去慢慢添。",
    ]),
    (t("09-20T19:40"), [
        "完工啦！比原计划晚了差不多一个月，主要是卫生间返工加上橱柜到货慢。",
        "辛苦了！总算收尾了，接下来就是通风散味。",
        "现在在开窗散甲醛，测了一次是0.12，说要降到0.08以下才敢住。打算十二月初搬进去。",
        "多通风，夏秋温度高的时候散得快一些，到时候再请第三方复测一次比较放心。",
        "你帮我想想，搬进去之前还要做哪些事？我们家宝宝两岁，怕不安全。",
        "可以装插座保护盖、桌角防撞条，家具固定在墙上防倾倒，窗户装限位器，清洁剂药品放高处锁好。",
    ]),
], [
    ("我们现在打算找哪家公司装修？报价多少来着？", ["s1:1"], "update", None, t("03-20T20:00")),
    ("新房最后是哪家公司给我们装的？", ["s2:1"], "update", ["s1:1"]),
    ("我们家是哪天开工的？", ["s2:5"], "temporal"),
    ("上次新房空气检测出来的数是多少？", ["s4:3"], "single-hop"),
    ("最后定的那家比一开始谈的那家便宜了多少钱？", ["s1:1", "s2:1"], "multi-hop"),
    ("卫生间返工一共多花了多少钱？", [], "abstain"),
    ("强化复合地板跟实木复合地板有啥区别？", [], "abstain"),
    ("《红楼梦》是谁写的？", [], "abstain"),
]))

# ---------------------------------------------------------------- 11. 学游泳 (ZH)
CASES.append(case("d11-youyong", "阿杰", [
    (t("05-09T20:00"), [
        "我三十二了还不会游泳，说出来丢人。报了个成人蛙泳班，在南山文体中心游泳馆，10节课1800块，教练姓刘。",
        "一点都不丢人，成年人学游泳的很多。十节课一般能学会基本的蛙泳。",
        "主要是怕水，小时候在老家河里呛过一次，到现在头一埋进水里就慌。",
        "这种情况很常见，先从水里吐泡泡、扶着池边憋气开始，慢慢适应就好，别急。",
        "上课时间是每周二和周四晚上七点半。",
        "一周两次挺好的，间隔不长，动作不容易忘。",
    ]),
    (t("06-19T21:30"), [
        "好消息！能漂起来了，憋气也能到15秒了。刘教练说我腿的动作太像踩单车。",
        "进步很快啊！蛙泳腿要收、翻、蹬、夹，脚掌要勾起来往后蹬，跟踩单车那种上下踩不一样。",
        "买了副新泳镜，之前那个老起雾，这次买的是带防雾涂层的，淘宝89块。",
        "防雾涂层别用手擦，用完清水冲一下晾干就行，能用久一点。",
        "哎，今天端午，我妈寄了一箱碱水粽过来，吃得我撑死了。",
        "端午快乐！碱水粽蘸白糖最好吃了，不过吃完别马上下水哈。",
    ]),
    (t("07-25T22:00"), [
        "十节课上完了，能游25米了，但是换气还是不行，游一半就得站起来。",
        "能游25米已经很棒了！换气是大多数人的难点，关键是抬头吸气、低头吐气的节奏。",
        "刘教练那个班结课了，我续了个私教，换了个姓黄的教练，一对一，一节300，买了8节。时间也改到周六上午了。",
        "一对一针对性强，换气这种问题私教纠正起来快。",
        "目标是国庆前能连续游200米。",
        "目标挺合理的，换气顺了以后距离会涨得很快。",
    ]),
    (t("10-08T19:30"), [
        "国庆在三亚酒店泳池试了下，能连续游150米了！离200还差点意思。",
        "从怕水到150米，半年不到，太厉害了！",
        "女朋友小雯说下次要带我去西涌海边游，我说你饶了我吧。",
        "哈哈，海里跟泳池差别挺大，有浪有流，还是先在泳池练稳了再说。",
        "想开始学自由泳了，黄教练说先练打腿。有没有在家也能练的办法？",
        "可以趴在床边或长凳上练直腿打水，从大腿发力，膝盖别弯太多；再配合一些核心训练，比如平板支撑。",
    ]),
], [
    ("我现在游泳课是星期几上？", ["s3:3"], "update", ["s1:5"]),
    ("我妈寄粽子过来是哪天？", ["s2:5"], "temporal"),
    ("教练之前说我蹬腿哪里不对来着？", ["s2:1"], "single-hop"),
    ("我现在游泳最大的短板是啥？", ["s3:1"], "single-hop"),
    ("男子100米蛙泳的世界纪录是多少？", [], "abstain"),
    ("小雯是做什么工作的？", [], "abstain"),
    ("帮我写首关于秋天的小诗吧", [], "abstain"),
]))

# ---------------------------------------------------------------- 12. 考公 (ZH)
CASES.append(case("d11-kaogong", "小林", [
    (t("01-15T22:30"), [
        "我决定辞职考公了，目标湖南省考，想报长沙市岳麓区市场监督管理局的岗位。每天在家刷行测，用的粉笔App。",
        "全职备考压力不小，但时间也更充裕。建议给自己定个作息表，每天固定时间刷题。",
        "现在行测模考大概62分，申论还没开始看。我妈天天念叨让我考个编制。",
        "62分是个不错的起点，申论也要尽早开始，别等到最后一个月。",
        "存款大概还有四万，省着点能撑一年吧。",
        "有一年的缓冲挺好的，可以记个账，心里更有底。",
    ]),
    (t("03-10T21:00"), [
        "报名完了，最后没报岳麓区那个，改了望城区的，竞争小一点，报录比30比1。笔试4月18号。",
        "选竞争小一点的岗位是很务实的策略。离笔试一个多月，可以开始做整套真题计时训练了。",
        "行测模考到68了，申论报了个网课，老师叫小马，讲得挺好。",
        "进步明显！申论多练归纳概括和大作文，每周至少写一篇。",
        "今天出门跑了个步，发现湘江边上的樱花开了，挺好看的。",
        "备考间隙出去跑跑步看看花，对状态很有帮助。",
    ]),
    (t("05-20T20:45"), [
        "成绩出来了！笔试总分第二，进面了，面试比例1:3。面试定在6月13号。",
        "恭喜进面！笔试第二优势很大，面试稳住就有希望。",
        "报了个面试班，8800块，有点肉疼，七天封闭。",
        "封闭班强度大，能把答题框架练熟，钱花得值。",
        "面试我最怕结构化里的人际关系题，总是答得很假。",
        "人际关系题可以多结合自己真实的经历来答，少套空话，考官更容易认可。",
    ]),
    (t("07-08T19:30"), [
        "公示名单出来了，我上岸了！！综合第一！",
        "太棒了，恭喜上岸！半年的努力没白费。",
        "体检已经过了，政审下个月。报到估计九月初。",
        "后面按流程走就行，材料提前准备好。",
        "我妈高兴得请了全家去吃饭，在火宫殿。",
        "必须庆祝一下！臭豆腐吃了没？",
    ]),
    (t("09-14T21:10"), [
        "入职一周了，分到了综合科，不是我以为的执法一线。每天写材料写到头秃。",
        "综合科很锻炼人，材料写熟了以后对整个单位的业务都会很了解。",
        "单位离家远，我在附近租了个单间，一个月1100。",
        "离单位近能省不少通勤时间，挺值的。",
        "你能不能教我几招写公文的套路？领导说我写的太口语化。",
        "可以多看单位以前的优秀材料，把常用的规范表述记下来；句子写短一点，少用“然后”“就是”这种口头词，结构按“是什么、为什么、怎么办”来组织。",
    ]),
], [
    ("我打算报哪个单位的岗位来着？", ["s1:1"], "update", None, t("02-20T21:00")),
    ("我最后报的是哪个区的岗位？", ["s2:1"], "update", ["s1:1"]),
    ("离我面试还有几天？", ["s3:1"], "temporal", None, t("06-01T20:00")),
    ("结构化面试我说过自己哪类题最没底？", ["s3:5"], "single-hop"),
    ("领导对我写的东西有啥意见来着？", ["s5:5"], "single-hop"),
    ("我行测模考从年初到三月提高了几分？", ["s1:3", "s2:3"], "multi-hop"),
    ("公务员试用期一般是多久？", [], "abstain"),
    ("我现在一个月到手工资多少？", [], "abstain"),
]))

# ---------------------------------------------------------------- 13. 开奶茶店 (ZH)
CASES.append(case("d11-naichadian", "小蕾", [
    (t("02-18T20:00"), [
        "跟你说个事，我跟我表姐打算合伙在西安开个奶茶店，不加盟，自己做品牌，名字暂定“山茶里”。",
        "自己做品牌自由度高，但前期配方、供应链都得自己摸索，要做好心理准备。",
        "看中了大学城那边一个铺面，28平，月租8500，押三付一。",
        "大学城客流稳定，不过寒暑假会比较淡，租金要算上这个因素。",
        "启动资金我们俩一人出15万。",
        "合伙最好一开始就把分工、分红和退出方式写清楚，亲戚之间也一样。",
    ]),
    (t("04-05T22:20"), [
        "铺子换了！大学城那个房东临时涨价，我们转到了小寨那边一个22平的，月租7200，离地铁口两百米。",
        "小寨人流量大，离地铁口又近，虽然小了点但位置不错。",
        "牌子也换了，叫“半山茶事”，表姐一查，原来那个已经被人注册商标了。",
        "好在发现得早，新名字也挺有意境的，赶紧把商标申请了。",
        "招牌准备做一款桂花酒酿乌龙，试了十几版配方了。",
        "桂花酒酿很有西北和江南融合的感觉，做出来应该挺有记忆点。",
    ]),
    (t("05-30T23:00"), [
        "开业定了6月18号，刚好赶上618，哈哈。",
        "好日子！开业前可以在小红书和大众点评上先预热一下。",
        "招了两个兼职，都是陕师大的学生，时薪18。",
        "学生兼职灵活，记得排班的时候避开他们考试周。",
        "对了，我对芒果过敏，所以菜单上的芒果系列都是表姐负责试喝。",
        "过敏可不能大意，操作台上也注意别交叉接触。",
    ]),
    (t("08-16T21:30"), [
        "开业两个月了，日均卖大概260杯，周末能到400。客单价14块左右。",
        "开业两个月有这个量挺不错的，说明位置选对了。",
        "原来那款桂花的卖得一般，反倒是一款冰博克生椰拿铁卖爆了，现在主推那个了。",
        "顺着市场走是对的，爆款带客流，其他的可以做搭配推荐。",
        "美团外卖抽成太狠了，23%，我在想要不要只做自提。",
        "可以先算一下外卖单的实际利润，如果外卖能带来新客，也可以保留但调整外卖价格。",
    ]),
], [
    ("我们店现在叫啥名？", ["s2:3"], "update", ["s1:1"]),
    ("我们店现在主推的是哪款？", ["s4:3"], "update", ["s2:5"]),
    ("我们店是哪天开业的？", ["s3:1"], "temporal"),
    ("帮我想几款夏季新品吧，得是我自己也能试喝的", ["s3:5"], "single-hop"),
    ("我表姐叫什么名字？", [], "abstain"),
    ("冰博克到底是个啥东西？", [], "abstain"),
    ("世界上最长的河是哪条？", [], "abstain"),
]))

# ---------------------------------------------------------------- 14. 孩子学钢琴 (ZH)
CASES.append(case("d11-gangqin", "朵朵妈", [
    (t("01-10T21:00"), [
        "我家朵朵六岁了，想让她学钢琴。试听了两家，最后定了楼下琴行的周老师，一节课45分钟，220块。",
        "六岁开始学琴挺合适的，找个孩子喜欢的老师最重要。",
        "琴还没买，先租了一台雅马哈立式的，一个月300。",
        "先租一段时间看看孩子兴趣挺明智的。",
        "她爸觉得学琴没用，不如学游泳，我们为这个吵了一架。",
        "其实两样不冲突，可以先看孩子自己更喜欢哪个，夫妻俩商量着来。",
    ]),
    (t("03-28T20:30"), [
        "朵朵学了快三个月了，拜厄弹到第40条了。就是每天练琴要哄半天。",
        "三个月到第40条进度不错！小朋友不爱练很正常，可以把练琴变成小游戏。",
        "周老师建议每天练20分钟，分两次。我们现在是晚饭后练。",
        "分两次挺好，小孩注意力时间短，每次十分钟效率更高。",
        "买琴的事我看中了一台二手的卡瓦依，9800，你觉得靠谱吗？",
        "二手琴最好请调律师一起去看，检查音板、击弦机和琴键有没有问题。",
    ]),
    (t("06-21T22:00"), [
        "最后没买二手的，她爷爷奶奶说要送孙女一台新琴，珠江的，一万六，上周送到家了。",
        "爷爷奶奶太疼孙女了！新琴放稳后过两三周记得约一次调音。",
        "周老师要回老家湛江了，7月开始换成他推荐的梁老师，课时费涨到260。",
        "换老师孩子可能要适应一下，前几节课可以多陪着。",
        "朵朵说想参加十二月的少儿钢琴比赛，报名截止是10月15号。",
        "孩子自己想参加特别好，有个目标练琴也更有动力。",
    ]),
    (t("10-12T19:50"), [
        "比赛报上了，曲目是巴赫那首G大调《小步舞曲》。比赛日期是12月13号。",
        "很经典的曲子，适合小朋友比赛。还有两个月，时间够用。",
        "她最近练琴特别自觉，因为梁老师会给贴纸，攒够20张换一本绘本。",
        "这个奖励办法太聪明了！",
        "就是左手老是跟不上，梁老师说要分手慢练。你有啥能让六岁小孩不烦的慢练办法吗？",
        "可以把慢练说成“乌龟速度挑战”，用节拍器从很慢开始，每弹对三遍就往上调一点，每升一级奖励一下。",
    ]),
], [
    ("朵朵一节钢琴课多少钱来着？", ["s1:1"], "update", None, t("05-01T21:00")),
    ("朵朵现在跟哪个老师学琴？", ["s3:3"], "update", ["s1:1"]),
    ("离朵朵比赛还有几天？", ["s4:1"], "temporal"),
    ("朵朵最近练琴怎么这么主动？", ["s4:3"], "single-hop"),
    ("家里那台新琴比我当时看中的二手琴贵了多少？", ["s2:5", "s3:1"], "multi-hop"),
    ("朵朵在哪个幼儿园上学？", [], "abstain"),
    ("钢琴上一共有多少个黑键？", [], "abstain"),
    ("帮我推荐一部好看的韩剧", [], "abstain"),
]))

# ---------------------------------------------------------------- 15. 相亲 (ZH)
CASES.append(case("d11-xiangqin", "小雨", [
    (t("02-21T22:40"), [
        "过年回家被我妈安排了三场相亲，崩溃。我都28了她比我还急。第一个是银行的，聊了十分钟都在讲他的基金。",
        "哈哈，过年相亲三连，辛苦了。聊基金的那位大概是紧张了找不到话题。",
        "第二个还行，叫周屿，在苏州工业园区做芯片测试工程师，比我大两岁，爱爬山。加了微信。",
        "听起来聊得来，可以先在微信上多了解了解。",
        "我自己的底线就是不抽烟，还有不能是妈宝。",
        "底线清楚挺好的，接触的时候多留意这两点。",
    ]),
    (t("03-29T21:15"), [
        "跟周屿见了两次了，第二次去平江路吃饭，他居然记得我说过不吃香菜。",
        "记得小细节是个很好的信号，说明他用心了。",
        "不过发现他周末经常加班，一个月有两个周末在公司。",
        "工作忙也正常，可以看看他平时怎么安排时间、会不会主动联系。",
        "我闺蜜阿琳说我要求太高，你觉得呢？",
        "有底线不等于要求高，关键是你清楚自己想要什么。",
    ]),
    (t("06-06T23:30"), [
        "唉，跟周屿没成，他家里想让他回盐城发展，我不可能去。上周说开了，和平分开。",
        "抱抱你。在这种现实问题上谈开了反而是好事，不拖着对两个人都好。",
        "我妈又托人介绍了一个，叫邵凯，是中学数学老师，下周六在诚品书店附近的咖啡馆见。",
        "可以带着放松的心态去，就当认识个新朋友。",
        "顺便说下，我升职了，现在是组长，管五个人。",
        "恭喜恭喜！感情上有点波折，事业上倒是很顺。",
    ]),
    (t("09-12T20:00"), [
        "跟邵凯在一起了！就上个月19号，七夕那天正式确定的关系。",
        "太好了，恭喜！七夕确定关系很有纪念意义。",
        "他人很温和，就是有点抠门，AA得特别细，连奶茶都要转我一半。",
        "每个人的金钱观不一样，可以找机会聊聊两个人的消费习惯。",
        "国庆准备带他见我爸妈，我爸有点严肃，想让你帮我想想怎么破冰。我爸喜欢钓鱼和下象棋。",
        "可以提前让邵凯了解一下，见面时陪你爸下盘棋是最自然的破冰方式。",
    ]),
], [
    ("我现在的男朋友是谁？", ["s4:1"], "update", ["s2:1"]),
    ("我跟男朋友是哪天确定关系的？", ["s4:1"], "temporal"),
    ("帮我准备点跟我爸聊天能用上的话题吧", ["s4:5"], "single-hop"),
    ("之前那个做芯片的最后怎么没成？", ["s3:1"], "single-hop"),
    ("邵凯在哪个学校教书？", [], "abstain"),
    ("七夕节是从哪个传说来的？", [], "abstain"),
    ("我闺蜜阿琳是做什么工作的？", [], "abstain"),
]))

# ---------------------------------------------------------------- 16. 养多肉 (ZH)
CASES.append(case("d11-duorou", "阿桃", [
    (t("03-14T15:00"), [
        "最近迷上多肉了，在拼多多一口气买了12棵，有桃蛋、熊童子、玉露，还有一棵黑法师。",
        "入坑啦！这几个都是很受欢迎的品种，不过脾气各不一样。",
        "我家阳台朝北，光照不太够，是不是得买个补光灯？",
        "朝北的阳台光照确实弱，多肉容易徒长，补光灯挺有必要的。",
        "土用的是泥炭加颗粒，一比一配的。",
        "一比一透气性不错，盆底记得有出水孔。",
    ]),
    (t("05-24T18:30"), [
        "惨，熊童子黑腐了，救不回来，扔了。可能是我浇水太勤了。",
        "黑腐多半是闷湿引起的，别太自责，很多人都交过这个学费。",
        "现在改成土干透再浇，大概十天一次，用尖嘴壶沿盆边浇。补光灯也买了，20瓦的夹子灯。",
        "干透浇透是对的，沿盆边浇也能避免叶心积水。",
        "周末去了趟莱太花卉市场，又入了一棵老桩的白凤，花了160。",
        "老桩很有味道，刚到家先别急着浇水，缓几天。",
    ]),
    (t("07-30T21:00"), [
        "北京太热了，最近几天都36度，我把多肉全搬到客厅空调房了，水也断了。",
        "高温的时候断水、通风是对的，很多品种夏天会休眠。",
        "黑法师夏天居然长得还挺好，它不是冬种型的吗？",
        "每棵植株状态不一样，空调房温度稳定可能也有帮助，继续观察就好。",
        "对了我换了个补光灯，之前那个太弱了，现在用的是50瓦全光谱的，每天开10个小时。",
        "换了以后颜色和株型应该会更好，注意别离叶片太近。",
    ]),
    (t("11-02T20:15"), [
        "入冬了，暖气11月15号来，到时候屋里会特别干。",
        "暖气房虽然干，但温度合适，很多多肉冬天长得反而好，注意通风。",
        "桃蛋上色了，粉粉的，超好看！现在家里加起来15盆了。",
        "桃蛋上色太治愈了！",
        "我打算给我妈也弄个多肉组盆当生日礼物，她12月8号生日。",
        "组盆送人很有心意，选几棵习性相近的，提前几周种好让它们服盆。",
    ]),
], [
    ("我现在用的补光灯多大功率？", ["s3:5"], "update", ["s2:3"]),
    ("我现在一共养了多少盆多肉？", ["s4:3"], "update", ["s1:1"]),
    ("还有几天到我妈生日？", ["s4:5"], "temporal"),
    ("北京今年是哪天开始来暖气的？", ["s4:1"], "temporal"),
    ("我想再买几棵特别喜阳的品种放阳台，行不行？", ["s1:3"], "single-hop"),
    ("白凤是哪个属的？", [], "abstain"),
    ("我第一次在拼多多买多肉一共花了多少钱？", [], "abstain"),
    ("推荐一本好看的科幻小说呗", [], "abstain"),
]))

# ---------------------------------------------------------------- 17. 驾考科目二 (ZH)
CASES.append(case("d11-kemuer", "小宇", [
    (t("01-12T20:00"), [
        "寒假报了驾校，东方驾校，C1，学费4200。科目一上周考了，96分一把过！",
        "恭喜科目一一把过！接下来科目二就要上车练了。",
        "科目二教练姓罗，脾气有点爆，今天骂我方向盘打得像在揉面。",
        "哈哈，驾校教练很多都这样，别往心里去，重点听他说的要领。",
        "练车场在汉阳那边，我家在武昌，坐地铁过去要一个小时。",
        "路上挺远的，可以在地铁上看看科目二的点位视频。",
    ]),
    (t("02-08T21:30"), [
        "倒车入库老是压线，罗教练说我看点看晚了，要在后视镜里看到库角就打死。",
        "看点晚了确实容易压线，多练几次找到那个感觉就好了。",
        "科目二约上了，2月26号，考场在沌口。",
        "考前最好去考场模拟一次，熟悉一下场地。",
        "今天下大雪，练车取消了，在家吃了一天热干面外卖哈哈。",
        "下雪天正好歇一天，热干面配雪天很合适。",
    ]),
    (t("02-27T19:00"), [
        "挂了……侧方停车压线了，直接不合格。第二把太紧张，曲线行驶又出了边线。",
        "别灰心，科目二第一次挂的人很多，紧张是主要原因。",
        "补考约到了3月17号，开学了只能请假回来考。",
        "两三周时间正好针对性练练，考前调整好心态。",
        "补考费一次是150块。",
        "还好不算贵，争取一次过。",
    ]),
    (t("03-18T22:00"), [
        "过了！！昨天补考一把过，满分！",
        "太棒了，恭喜！",
        "科目三打算暑假再练，学校那边期中考太多了，没空。",
        "先顾学业，暑假集中练也挺好。",
    ]),
    (t("07-22T20:40"), [
        "科目三开始练了，换了个教练，姓孟，很温柔，跟之前那位完全两个风格。",
        "温柔的教练练起来心态会轻松很多。",
        "科目三约在8月6号。考完就能拿证了。",
        "加油，最后一关了！",
        "天太热了，练车的车空调还坏了，热得想死。",
        "多带点水，注意防暑。",
    ]),
], [
    ("我科目二哪天考？", ["s2:3"], "update", None, t("02-15T20:00")),
    ("现在带我的教练姓什么？", ["s5:1"], "update", ["s1:3"]),
    ("我科目二是哪天考过的？", ["s4:1", "s3:3"], "temporal"),
    ("离科目三还有几天？", ["s5:3"], "temporal", None, t("07-30T20:00")),
    ("头一回考科目二是哪个项目把我刷下来的？", ["s3:1"], "single-hop"),
    ("倒库的时候教练让我什么时候打方向来着？", ["s2:1"], "single-hop"),
    ("科目三都考哪些项目？", [], "abstain"),
    ("我科目三考了多少分？", [], "abstain"),
]))

# ---------------------------------------------------------------- 18. 搬家去成都 (ZH)
CASES.append(case("d11-banjia-chengdu", "老王", [
    (t("04-03T21:00"), [
        "我决定了，离开北京，搬去成都。公司同意我远程，工资打九折。",
        "大决定！远程加上成都的生活成本，九折其实挺划算的。",
        "打算住高新区，看了个两居室，在天府三街附近，月租3800，比我在北京的单间还便宜。",
        "高新区配套成熟，两居室还能腾出一间做书房。",
        "搬家打算5月20号左右，东西用德邦寄，大概二十多箱。",
        "提前打包，贵重物品和电脑最好随身带。",
    ]),
    (t("05-08T22:30"), [
        "房子换了。天府三街那套房东要卖房，没租成。最后租了玉林那边一个老小区的两居，3300，离小酒馆走路五分钟，哈哈。",
        "玉林很有生活气息，晚上散步去小酒馆很惬意。",
        "日子也提前了，5月15号就走，北京这边房子15号到期。",
        "时间紧了点，托运和打包要抓紧安排。",
        "我家狗狗豆包，柯基，要办托运，问了航空公司，柯基可以托运。",
        "托运前记得办好检疫证明，航空箱提前让它适应几天。",
    ]),
    (t("06-14T20:00"), [
        "到成都快一个月了，吃辣还是不太行，上周吃了个火锅肚子疼了两天。",
        "慢慢来，点鸳鸯锅或者微辣，别硬扛。",
        "报了个攀岩馆年卡，在太古里附近，2980一年。周末认识了几个朋友。",
        "运动还能交朋友，融入新城市最快的方式之一。",
        "就是成都夏天好闷，而且好多天阴天，跟北京的干热完全不一样。",
        "成都湿度高，家里可以备个除湿机。",
    ]),
    (t("10-16T19:30"), [
        "跟你说，公司那边取消远程了，要求回北京坐班。我直接辞职了，拿了N+1。",
        "有补偿也算体面。在成都重新找也是个机会。",
        "现在在面成都本地的公司，有家做游戏的叫“星河互娱”，二面过了，下周三终面。",
        "加油！终面多准备一下项目经历和为什么想留在成都。",
        "跟房东续了一年约，他主动降了两百，现在每月交3100。",
        "房东主动降价说明你是个靠谱租客，挺好的。",
    ]),
], [
    ("我现在房租一个月多少？", ["s4:5"], "update", ["s2:1"]),
    ("我现在工作是什么情况？", ["s4:1", "s4:3"], "update", ["s1:1"]),
    ("我是哪天离开北京的？", ["s2:3"], "temporal"),
    ("帮我推荐几家成都本地馆子吧", ["s3:1"], "single-hop"),
    ("玉林这套签的时候比天府三街那套一个月便宜多少？", ["s1:3", "s2:1"], "multi-hop"),
    ("我家豆包几岁了？", [], "abstain"),
    ("成都大熊猫基地门票多少钱？", [], "abstain"),
]))


def validate(cases):
    ids = set()
    for c in cases:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        assert 3 <= len(c["sessions"]) <= 5, c["id"]
        roles, times = {}, {}
        prev = None
        for s in c["sessions"]:
            assert 4 <= len(s["turns"]) <= 8, (c["id"], s["id"])
            assert s["time"].startswith("2026-") and s["time"].endswith("+08:00")
            assert prev is None or s["time"] > prev, (c["id"], s["id"])
            prev = s["time"]
            for turn in s["turns"]:
                roles[turn["id"]] = turn["role"]
                times[turn["id"]] = s["time"]
        assert 7 <= len(c["questions"]) <= 10, c["id"]
        for q in c["questions"]:
            refs = q["evidence"] + q.get("stale", [])
            for r in refs:
                assert roles.get(r) == "user", (c["id"], q["id"], r)
                assert times[r] < q["time"], (c["id"], q["id"], r)
            assert (q["type"] == "abstain") == (not q["evidence"]), (c["id"], q["id"])
            if q["type"] == "multi-hop":
                assert len(q["evidence"]) == 2, (c["id"], q["id"])
            for r in q.get("stale", []):
                assert all(times[r] < times[e] or r < e for e in q["evidence"]), (c["id"], q["id"])


validate(CASES)
print(json.dumps({
    "name": "dialogues-11",
    "version": 1,
    "description": "18 multi-session user/assistant chats over 2026 (9 English, 9 colloquial Simplified Chinese) "
                   "on fresh everyday domains, with update, single-hop, temporal, multi-hop and abstain questions; "
                   "written as an honest unseen evaluation set.",
    "cases": CASES,
}, ensure_ascii=False, indent=1))
counts = Counter(q["type"] for c in CASES for q in c["questions"])
own = sum(1 for c in CASES for q in c["questions"] if q["time"] != ASK and q["type"] == "update")
print(f"cases={len(CASES)} questions={sum(counts.values())} " + " ".join(f"{k}={v}" for k, v in sorted(counts.items()))
      + f" (update at own ask time: {own})", file=sys.stderr)
