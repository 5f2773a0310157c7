"""dialogues-7: an evaluation-only set of 18 multi-session chats (9 Chinese, 9 English) between a user
and an assistant, spread over 2026, with about 7-8 questions each asked at 2026-11-28 20:00 (+08:00)
unless a question names its own time.

Domains (English): a wedding budget, a cat's diabetes, night-school accounting, home brewing,
community theatre, a food truck, a mother's dementia care, a career switch to nursing, vinyl record
collecting. Domains (Chinese): 小升初择校, 父亲中风康复, 相亲, 租房续约, 小红书/淘宝手工耳环网店,
健身减脂, 广场舞比赛, 怀孕产检, 钓鱼.

Mix per case: single-hop paraphrases that share few words with the evidence turn, requests whose
good answer depends on a stated fact, at least one update (a later user turn replaces an earlier
fact; evidence = the new turn, stale = the old one), temporal questions naming a date or a relative
day (relative ones carry their own ask time), a few multi-hop questions (evidence from two or more
turns), and about 40% abstain questions (evidence []): general knowledge unrelated to the user,
same-subject general knowledge the user's turns do not answer, and personal details never given.

Written in session 23 by a helper that read no other data set or generator (only the dialogue_case.py
format builder), as an honest unseen test.

Usage: python3 make-dialogues-7.py > dialogues-7.json
"""
import json
import sys
from collections import Counter

from dialogue_case import case_builder

case = case_builder("2026-11-28T20:00:00+08:00")
T = "+08:00"
cases = []

# ---------------------------------------------------------------- English

cases.append(case("d7-en-wedding", "Hannah", [
    ("2026-01-18T21:10:00" + T, [
        "Hey, so Tom and I finally set a date: October 10th! And we've agreed the whole wedding can't go over 18,000 dollars. My mum nearly fainted, she thinks that's way too low.",
        "Congratulations! $18k is tight but doable with careful priorities. Venue and catering usually eat up about half of a wedding budget, so that's the place to start.",
        "We're thinking around 80 guests. Tom's side alone is like 45 people, he has a ridiculous number of cousins.",
        "80 guests keeps things manageable. At that size, the per-head catering price will drive most of your decisions.",
        "Anyway, I'm off to make dinner. I'll come back once we've seen a few venues.",
        "Sounds good, enjoy your evening and good luck with the venue hunt.",
    ]),
    ("2026-03-07T15:30:00" + T, [
        "Venue update! We put a deposit down on a converted barn out near Ashford, 3,200 for the day including tables and chairs. The deposit was 800 and it's non-refundable, which scares me a bit.",
        "That's a solid price if furniture is included. Keep the contract somewhere safe and note when the balance is due.",
        "Balance is due by August 1st. Oh and my sister Leah offered to do all the flowers as her gift to us, so that's one line we can cross off.",
        "That's a generous gift and a real saving; flowers can easily run into the thousands.",
        "It's freezing here today by the way, I can't believe it's March.",
        "Early spring can be brutal. Stay warm!",
    ]),
    ("2026-05-22T20:45:00" + T, [
        "Bit of a change of plan. The guest list has grown, we're now at 110 because my dad insisted on inviting his whole bowling league. Ugh.",
        "That will push catering up noticeably. Want to look at where else you could trim?",
        "Maybe. The caterer quoted 62 a head for the buffet, which I thought was fine until I actually did the maths.",
        "Per head pricing adds up fast; check whether service charges and tax are on top of that.",
        "And Tom's insisting on a live band, but I think a DJ is plenty.",
        "A DJ often costs a fraction of a band. One compromise is a live musician for the ceremony only.",
    ]),
    ("2026-08-14T19:20:00" + T, [
        "Okay, we caved on the music. Tom's cousin's band will play for 1,500, friend rate, so no DJ after all.",
        "A band at a friend rate sounds like a nice middle ground.",
        "Also the date moved! The barn double-booked us, so it's now the 17th of October, a week later. They knocked 300 off to say sorry.",
        "Annoying, but the discount helps. Let guests know soon, especially anyone travelling.",
        "Yeah, new save-the-dates are going out this week. I'm so tired of this spreadsheet.",
        "You're in the home stretch, hang in there.",
    ]),
], [
    ("How many people are we expecting at the wedding now?", ["s3:1"], "update", ["s1:3"]),
    ("When exactly is the big day?", ["s4:3"], "update", ["s1:1"]),
    ("Roughly what will the buffet come to for everyone on the current list, before extras?", ["s3:1", "s3:3"], "multi-hop"),
    ("Help me write a thank-you card to whoever is playing at our reception.", ["s4:1"], "single-hop"),
    ("What news did I give you last Friday?", ["s4:1", "s4:3"], "temporal", [], "2026-08-19T10:00:00" + T),
    ("What does my fiancé do for work?", [], "abstain"),
    ("How much do people usually tip wedding caterers in the US?", [], "abstain"),
    ("What's the recipe for a classic Victoria sponge?", [], "abstain"),
]))

cases.append(case("d7-en-catdiabetes", "Marcus", [
    ("2026-02-03T22:05:00" + T, [
        "My cat Biscuit got diagnosed with diabetes today. The vet says he's about 11 and overweight, which, fair. I'm kind of in shock.",
        "I'm sorry, that's a lot to take in. Feline diabetes is often manageable, and some cats even go into remission with diet and insulin.",
        "She started him on insulin, 2 units twice a day with meals. I've never given an injection in my life.",
        "Most owners get comfortable within a week or two. Giving it right after he starts eating helps.",
        "Right. Also it's 10pm and he's yelling for food, so I guess that's my cue.",
        "Good luck with the first doses!",
    ]),
    ("2026-02-20T08:40:00" + T, [
        "Morning. Update on Biscuit: the vet wants him off dry kibble completely, so he's on a wet low-carb food now. He's furious about it.",
        "Low-carbohydrate wet food is commonly recommended for diabetic cats. Mixing in a little of the old food at first can ease the transition.",
        "The injections are going fine actually. I do them at 7 in the morning and 7 at night, and my partner Jess holds him.",
        "Consistent 12-hour spacing is ideal. Great that you have a team.",
    ]),
    ("2026-04-11T18:15:00" + T, [
        "Had his glucose curve done. The vet bumped the dose up to 3 units twice a day because his numbers were still high.",
        "Dose adjustments are normal in the first months. Watch for signs of low blood sugar, like wobbliness or lethargy, after an increase.",
        "Also we bought pet insurance last week, but of course they won't cover the diabetes since it's pre-existing.",
        "Unfortunately that's typical. It can still be worth having for unrelated problems.",
        "Yeah. Anyway, he's lost about half a kilo, so that's something!",
        "That's real progress for a cat, well done.",
    ]),
    ("2026-07-02T19:50:00" + T, [
        "Big news: Biscuit's glucose has been normal for three weeks and the vet says we can stop the insulin altogether. Remission, fingers crossed.",
        "That's wonderful. Keep up the diet and the monitoring, since relapse is possible.",
        "She wants us to test his blood at home once a week with the little ear-prick thing from now on.",
        "Weekly home checks are a good way to catch a relapse early.",
    ]),
], [
    ("How many units of insulin is my cat on at the moment?", ["s4:1"], "update", ["s3:1", "s1:3"]),
    ("What did the vet change his diet to?", ["s2:1"], "single-hop"),
    ("What did I tell you on April 11?", ["s3:1", "s3:3"], "temporal"),
    ("Put together a simple weekly routine for keeping an eye on my cat's health.", ["s4:3"], "single-hop"),
    ("What breed is Biscuit?", [], "abstain"),
    ("What's a normal blood glucose range for a healthy cat?", [], "abstain"),
    ("What's the name of the vet clinic we go to?", [], "abstain"),
]))

cases.append(case("d7-en-nightschool", "Rafael", [
    ("2026-01-12T21:30:00" + T, [
        "So I did it, I signed up for the evening accounting certificate at Westbrook Community College. Classes are Mondays and Wednesdays, 6:30 to 9.",
        "Congrats! Two evenings a week is a solid commitment on top of work.",
        "I work in a warehouse during the day, shipping and receiving, so it's gonna be long days. But I'm 38 and tired of lifting boxes.",
        "Lots of people move into bookkeeping from operations, and your inventory knowledge will actually help.",
        "Hope so. First module is Financial Accounting 1. Textbook was 140 bucks, used.",
        "Textbooks are pricey. Check whether the college library keeps a reserve copy too.",
    ]),
    ("2026-03-04T22:10:00" + T, [
        "Got my midterm back. 81 percent! Depreciation almost killed me though.",
        "81 is a strong score. Depreciation trips up lots of students; straight-line is the one to master first.",
        "My study buddy Aisha explains stuff better than the instructor honestly. We meet at the library Saturday mornings.",
        "A regular study partner makes a big difference.",
        "It's snowing again here btw. Quick one, does straight-line mean the same amount every year?",
        "Yes, straight-line spreads the cost minus salvage value evenly over the asset's useful life.",
    ]),
    ("2026-05-15T20:00:00" + T, [
        "News: the college moved our class nights. From next term it's Tuesdays and Thursdays instead, same times.",
        "Good to know. Check it doesn't clash with anything else on those nights.",
        "Ugh, it does, my daughter's soccer practice is Thursdays. I'll have to get my brother to drive her.",
        "Hopefully he can cover it for the term.",
    ]),
    ("2026-09-08T21:45:00" + T, [
        "Passed Financial Accounting 1 with a B+, and I start Payroll and Tax next week. Also me and Aisha moved our sessions to Sunday afternoons since she picked up a Saturday job.",
        "Congratulations on the B+! Payroll is practical and very employable.",
        "My goal is to land a junior bookkeeper job by next summer.",
        "That's realistic if you finish the certificate and pick up some software skills like QuickBooks or Xero.",
    ]),
], [
    ("Which evenings am I in class these days?", ["s3:1"], "update", ["s1:1"]),
    ("When do my study partner and I get together now?", ["s4:1"], "update", ["s2:3"]),
    ("What do I do to pay the bills during the day?", ["s1:3"], "single-hop"),
    ("Sketch a weekly study timetable that fits around my classes and my study-group meetups.", ["s3:1", "s4:1"], "multi-hop"),
    ("What's the difference between FIFO and LIFO inventory costing?", [], "abstain"),
    ("How much is tuition for the certificate?", [], "abstain"),
    ("What's my daughter's name?", [], "abstain"),
]))

cases.append(case("d7-en-homebrew", "Gareth", [
    ("2026-02-14T19:00:00" + T, [
        "Valentine's Day and I'm spending it bottling beer, that's the kind of guy I am. First ever batch, a pale ale, 5 gallons, from a kit my wife got me for Christmas.",
        "Ha, sounds like a good evening anyway. Make sure the bottles are sanitised and use priming sugar for carbonation.",
        "Yep, the kit came with priming sugar. I've got 48 bottles lined up. It fermented for 2 weeks in the garage.",
        "Give them about two weeks at room temperature to carbonate before chilling.",
    ]),
    ("2026-03-10T20:30:00" + T, [
        "Tried the pale ale. It's... okay? Bit of a green apple taste.",
        "Green apple is usually acetaldehyde, often from bottling too early or the yeast being too cold to finish. Patience helps.",
        "Makes sense, the garage was freezing. For batch two I'm fermenting in the laundry room instead, it sits around 19 degrees.",
        "19°C is great for most ale yeasts.",
        "Next one's going to be a stout. My brother-in-law Dev wants to help brew it.",
        "Stouts are forgiving and a great second batch.",
    ]),
    ("2026-05-03T16:45:00" + T, [
        "Dev and I brewed the stout today, threw in some coffee beans at the end. Smells amazing.",
        "Coffee stouts are a classic. Watch the contact time with the beans or it can turn harsh.",
        "I'm also going to enter the pale ale in the county fair homebrew competition in August, just for laughs.",
        "Competitions give useful feedback on the score sheets even if you don't place.",
        "Actually, scratch that. The stout's going in instead, the pale ale's not good enough.",
        "Good call, enter your best beer.",
    ]),
    ("2026-08-24T21:00:00" + T, [
        "The stout got second place in its category at the fair! Judges said it needed more body but loved the coffee.",
        "Second place with your second ever batch is excellent!",
        "Now I'm eyeing an all-grain setup. I can spend about 400.",
        "A brew-in-a-bag system fits that budget well and is the easiest step into all-grain.",
    ]),
], [
    ("Which of my beers ended up in the county fair competition?", ["s3:5"], "update", ["s3:3"]),
    ("Where does my beer ferment these days?", ["s2:3"], "update", ["s1:3"]),
    ("What was I up to on May 3rd?", ["s3:1", "s3:5"], "temporal"),
    ("Recommend some gear I could buy for my next step up, keeping to what I can spend.", ["s4:3"], "single-hop"),
    ("What mash temperature gives a fuller-bodied stout?", [], "abstain"),
    ("What's my homebrew label called?", [], "abstain"),
    ("Who won the 2018 football World Cup?", [], "abstain"),
]))

cases.append(case("d7-en-theatre", "Olivia", [
    ("2026-03-02T20:15:00" + T, [
        "I got cast in the community theatre's spring show! It's Arsenic and Old Lace and I'm playing Abby, one of the aunts.",
        "Congratulations! Abby's a fantastic comic role.",
        "Rehearsals are Tuesday and Friday nights at the Elm Street church hall, and we open April 24.",
        "About seven weeks, which is a typical run-up for community theatre.",
        "I haven't acted since high school, which was, um, 22 years ago.",
        "Plenty of people come back after long breaks. It returns faster than you'd think.",
    ]),
    ("2026-03-19T22:40:00" + T, [
        "I'm struggling with lines. The director wants us off book by April 3.",
        "Try recording your cue lines with gaps for your own, then play it on walks or in the car.",
        "Good idea, I drive 40 minutes to work each way so that's a lot of practice time.",
        "That's 80 minutes a day of rehearsal, perfect.",
    ]),
    ("2026-04-09T21:05:00" + T, [
        "Oh no, the woman playing Martha broke her wrist. The director asked my friend Carmen to step in.",
        "Hope she heals quickly. A late replacement is tough but doable.",
        "And opening night got pushed back to May 1 because of the recast.",
        "An extra week will help everyone.",
        "My costume is this amazing Victorian dress. Itchy though.",
        "A thin cotton layer underneath usually helps with itchy fabrics.",
    ]),
    ("2026-05-06T23:10:00" + T, [
        "We did it! Three shows, and Saturday sold out. My husband cried, he claims it was allergies.",
        "Congratulations! A sold-out night is a real achievement.",
        "The group is doing a Christmas panto next, and I told them I'd rather help with costumes this time than act.",
        "Backstage roles are just as valued, and you know the costume side now.",
    ]),
], [
    ("When did we open in the end?", ["s3:3"], "update", ["s1:3"]),
    ("Suggest how I could fit line practice into my normal day.", ["s2:3"], "single-hop"),
    ("What am I doing for the holiday production?", ["s4:3"], "single-hop"),
    ("What did I tell you on March 19?", ["s2:1", "s2:3"], "temporal"),
    ("Who wrote Arsenic and Old Lace?", [], "abstain"),
    ("What's my husband's name?", [], "abstain"),
    ("How many tickets did we sell across the run?", [], "abstain"),
]))

cases.append(case("d7-en-foodtruck", "Andre", [
    ("2026-01-25T14:00:00" + T, [
        "I'm finally doing it. Buying a used food truck for 42,000 and selling Filipino barbecue skewers, my lola's recipes.",
        "Exciting! Filipino BBQ has a great following. Have you looked into local permits and a commissary kitchen?",
        "Working on it. The city needs a mobile vending permit plus a health inspection. I've booked the inspection for February 18.",
        "Good, have the fire extinguisher and handwashing sink in place before then.",
    ]),
    ("2026-02-19T18:30:00" + T, [
        "Passed the inspection! First try. The inspector just wanted a thermometer in the fridge.",
        "Great news.",
        "Plan is to park at the Riverside business park on weekday lunches, 11 to 2.",
        "Office parks can give reliable lunch traffic.",
        "The truck's called Lola's Grill, my cousin Bea designed the logo.",
        "Love the name, it tells a story.",
    ]),
    ("2026-04-14T21:50:00" + T, [
        "Riverside was dead, like 15 customers a day. I've gone over to the brewery district Thursday to Saturday evenings, 5 to 10pm.",
        "Breweries without kitchens are often a great match for food trucks.",
        "Way better. Sold out of pork skewers twice last week. I charge 4 dollars a skewer or 3 for 11.",
        "Selling out is a good sign; maybe prep more pork or nudge the price up.",
        "Also hired my nephew Jun part time on weekends.",
        "An extra pair of hands on busy nights will help.",
    ]),
    ("2026-07-30T22:15:00" + T, [
        "Bumped it to 5 a skewer and nobody blinked. The bundle's 3 for 13 now.",
        "A bundle discount encourages bigger orders, so that still works.",
        "Generator died yesterday. Had to rent one for 90 bucks a day until the new one arrives.",
        "Ouch. Worth keeping a maintenance schedule for the new one.",
    ]),
], [
    ("What's the price of one skewer right now?", ["s4:1"], "update", ["s3:3"]),
    ("Where and when do I usually set up the truck now?", ["s3:1"], "update", ["s2:3"]),
    ("Write a short bio for my truck's Instagram page.", ["s1:1", "s2:5"], "multi-hop"),
    ("What went wrong with the truck on Wednesday?", ["s4:3"], "temporal", [], "2026-08-01T10:00:00" + T),
    ("What does commercial food truck insurance typically cost?", [], "abstain"),
    ("How many skewers did I sell last Friday?", [], "abstain"),
    ("Give me a recipe for chicken adobo.", [], "abstain"),
]))

cases.append(case("d7-en-dementia", "Colleen", [
    ("2026-02-08T21:00:00" + T, [
        "My mum was diagnosed with early Alzheimer's last month. She's 79 and still lives on her own in her flat in Leeds. I'm two hours away in Manchester.",
        "I'm sorry. The early stage is a good time to plan together while she can still share her wishes.",
        "My brother Neil is ten minutes from her, so he's doing the day-to-day for now. I go up every other weekend.",
        "Sharing the load like that helps. Make sure Neil gets breaks too.",
        "She keeps forgetting her pills. Any ideas?",
        "An automatic pill dispenser with alarms, or blister packs from the pharmacy, can help a lot.",
    ]),
    ("2026-04-02T19:40:00" + T, [
        "We got her one of those locking dispensers that beeps, works a treat. We've also sorted lasting power of attorney, Neil and I are both attorneys.",
        "Power of attorney is an important step; good that it's done early.",
        "She's started going to a memory cafe at the library on Wednesday mornings. She loves it, there's singing.",
        "Memory cafes are wonderful for social contact.",
    ]),
    ("2026-06-21T22:30:00" + T, [
        "Rough week. She got lost walking back from the shops on Tuesday and a neighbour found her. We're all shaken.",
        "That's frightening. A GPS tracker or a watch with location sharing might give some peace of mind.",
        "Neil's already ordered a GPS watch. And we've decided she'll move in with Neil in September, he's converting his dining room for her.",
        "That's a big change; involving her in setting up the room may help her settle.",
    ]),
    ("2026-09-27T20:10:00" + T, [
        "She's moved in with Neil and is settling ok. I'm going up every weekend now since Neil's wife needs a breather.",
        "That's generous of you. Respite for the main carers matters a lot.",
        "The memory cafe near Neil's runs on Fridays, so that's her day now.",
        "Good that she could keep that routine.",
    ]),
], [
    ("How often do I go to see my mother?", ["s4:1"], "update", ["s1:3"]),
    ("Who does mum live with?", ["s4:1"], "update", ["s1:1"]),
    ("Who has the legal authority to make decisions for her?", ["s2:1"], "single-hop"),
    ("What happened to my mum on June 16?", ["s3:1"], "temporal"),
    ("What are the stages of Alzheimer's disease?", [], "abstain"),
    ("What's my mother's first name?", [], "abstain"),
    ("Which dementia medication is she taking?", [], "abstain"),
]))

cases.append(case("d7-en-nursing", "Tobias", [
    ("2026-01-06T20:20:00" + T, [
        "New year, new career, maybe. I've been a bank teller for nine years and I'm applying to nursing school, the accelerated BSN at St. Clement's.",
        "That's a big and meaningful switch. Accelerated programmes are intense but quick, usually 12 to 18 months.",
        "Theirs is 16 months. I need to finish Anatomy and Physiology 2 as a prerequisite first, doing it online this spring.",
        "Good to get the prereqs out of the way early.",
        "My girlfriend thinks I'm crazy, but supportive crazy.",
        "Supportive crazy is the best kind.",
    ]),
    ("2026-03-28T21:00:00" + T, [
        "Got an A in A&P 2! Also sent off my application on Thursday, interview in late April if they like me.",
        "Congrats on the A. Prepare for why you want nursing and a time you handled a difficult person; your teller experience fits that.",
        "I've also started volunteering at the hospital info desk on Saturday mornings to get some exposure.",
        "Great for the application and for checking it's right for you.",
    ]),
    ("2026-05-12T18:50:00" + T, [
        "Interview went well and... I got in! Start date is August 24.",
        "Fantastic news, congratulations!",
        "Problem is money. Tuition is about 38k. I've got 15k saved and I'm applying for a hospital scholarship worth 10k if I work there two years afterwards.",
        "Service-commitment scholarships are common and can be a good deal if you like the hospital.",
    ]),
    ("2026-08-02T19:00:00" + T, [
        "Got the scholarship! But the programme start slipped a week because of building works, so it's August 31 now.",
        "Great news on the scholarship, and an extra week to prepare.",
        "Handed in my notice at the bank, last day was Friday. Weird feeling. I've stopped the hospital volunteering too so I can rest before classes.",
        "Take the break, the programme will be demanding.",
    ]),
], [
    ("When does my programme begin?", ["s4:1"], "update", ["s3:1"]),
    ("What line of work was I in before going back to school?", ["s1:1"], "single-hop"),
    ("After my savings and the scholarship, how much of the tuition is still uncovered?", ["s3:3", "s4:1"], "multi-hop"),
    ("What did I tell you on March 28?", ["s2:1", "s2:3"], "temporal"),
    ("What's the national first-time pass rate for the NCLEX?", [], "abstain"),
    ("What's my girlfriend's name?", [], "abstain"),
    ("Which bank did I work at?", [], "abstain"),
]))

cases.append(case("d7-en-vinyl", "Wendell", [
    ("2026-02-22T16:10:00" + T, [
        "Went to the record fair at the Corn Exchange today. Came home with eleven records, my wife was not thrilled.",
        "Sounds like a good haul! Anything special?",
        "A first pressing of Nick Drake's Bryter Layter for 60 quid. Slight ring wear but it plays fine.",
        "A good find, first pressings of his albums are sought after.",
        "My turntable's a Rega Planar 1 I bought second-hand years ago.",
        "A solid, well-loved deck.",
    ]),
    ("2026-04-18T20:30:00" + T, [
        "The collection's hit about 600 records. I'm running out of room, the IKEA Kallax is full.",
        "Many collectors add a second Kallax or move to a dedicated record cabinet.",
        "Also, I upgraded! Got a Technics SL-1500C. The Rega's going to my nephew Sam.",
        "Nice upgrade, and a lucky nephew.",
    ]),
    ("2026-07-05T21:45:00" + T, [
        "I've decided to sell off the jazz records, I never play them. There's about 80.",
        "Discogs is handy for pricing before you sell.",
        "A dealer offered 400 for the lot. Feels low?",
        "Could be, depending on what's there. Check a few key titles on Discogs first.",
        "Weather's lovely, I'm going to go sit in the garden.",
        "Enjoy it!",
    ]),
    ("2026-10-11T19:15:00" + T, [
        "Ended up selling the jazz stuff on Discogs myself, got 1,150 in total. Way better than the dealer.",
        "Well worth the effort!",
        "With that money I'm after a clean original Pink Moon to complete the Nick Drake set.",
        "That would be a lovely centrepiece.",
    ]),
], [
    ("What deck am I spinning records on now?", ["s2:3"], "update", ["s1:5"]),
    ("Which album am I hunting for next?", ["s4:3"], "single-hop"),
    ("About how many records do I have left after the clear-out?", ["s2:1", "s3:1", "s4:1"], "multi-hop"),
    ("Suggest a way to deal with where I keep my records.", ["s2:1"], "single-hop"),
    ("What's my wife's name?", [], "abstain"),
    ("What's the best way to clean a dusty LP?", [], "abstain"),
    ("What year did Pink Moon come out?", [], "abstain"),
]))

# ---------------------------------------------------------------- Chinese

cases.append(case("d7-zh-xiaoshengchu", "王静", [
    ("2026-01-10T21:20:00" + T, [
        "唉，愁死了，儿子今年六年级，马上小升初。我们家划片的那个初中口碑一般，想让他试试民办的。",
        "理解，小升初确实是家长最焦虑的时候。可以先把目标学校的招生政策和时间节点理一理。",
        "他数学还行，英语比较拉胯，上次期末才考了78。我打算寒假给他报个英语班。",
        "寒假集中补一补挺好，重点可以放在阅读和词汇上。",
        "行，我先去做饭了，他爸又加班。",
        "辛苦了，有需要随时找我。",
    ]),
    ("2026-03-14T20:05:00" + T, [
        "跟你说，看了一圈，最想去的是育才实验中学，离家坐地铁四站。",
        "地铁四站，通勤挺友好的。可以关注一下他们开放日的时间。",
        "英语班报了，周六上午在新东方上，一次两个小时。孩子嘴上说烦，其实还挺认真。",
        "能坚持下来就有效果。",
        "今天天气真好，下午带他去江边骑了会儿车。",
        "劳逸结合挺好的。",
    ]),
    ("2026-05-20T22:00:00" + T, [
        "坏了，育才今年民办要摇号，听说中签率不到三成。我们不敢只押一个，又加了个第二志愿，明德外国语。",
        "多准备一个志愿是明智的。",
        "还有英语班挪到周日下午了，周六他要去学校合唱队排练。",
        "调整一下也好，别让孩子太累。",
    ]),
    ("2026-07-18T19:30:00" + T, [
        "结果出来了！育才没摇上，明德录了。孩子倒挺高兴，说明德食堂好吃哈哈。",
        "恭喜！明德外语特色强，对他英语也有帮助。",
        "明德在城西，离我们挺远，得坐四十多分钟公交。我在考虑要不要在学校附近租个房子陪读。",
        "可以算一下租房成本和通勤时间，看哪个更划算。",
    ]),
], [
    ("孩子初中最后落在哪了？", ["s4:1"], "update", ["s2:1"]),
    ("帮我想想孩子每天路上那段时间可以怎么利用起来", ["s4:3"], "single-hop"),
    ("3月14号我跟你说了些什么？", ["s2:1", "s2:3"], "temporal"),
    ("当初最想上的那所学校是怎么招生的，我们为啥没进？", ["s3:1", "s4:1"], "multi-hop"),
    ("我儿子叫什么名字？", [], "abstain"),
    ("初一数学一般先学哪些内容？", [], "abstain"),
    ("明德外国语一年学费多少？", [], "abstain"),
]))

cases.append(case("d7-zh-zhongfeng", "刘建华", [
    ("2026-02-16T22:30:00" + T, [
        "年前我爸突然中风了，左半边身子使不上劲，现在在市二院住着。今年过年都得在医院过了。",
        "太辛苦了，希望叔叔早日康复。中风后头三到六个月是康复的黄金期。",
        "医生也这么说。他今年68，平时血压就高，药老忘吃，这回吃大亏了。",
        "控制血压对预防再次中风很关键，以后得盯着他按时吃药。",
        "嗯，我跟我姐轮流陪床，她白天，我晚上。",
        "轮班照顾挺好，你自己也注意休息。",
    ]),
    ("2026-03-21T20:40:00" + T, [
        "我爸出院了，转到康复医院，每天上午练走路，下午练手。",
        "康复医院系统一些，坚持下来会有进步。",
        "康复师说他进步挺快，现在能扶着助行器走十来米了。",
        "这进展很不错。",
        "就是脾气变差了，动不动就发火，我妈都委屈哭了。",
        "中风后情绪变化很常见，可以跟医生聊聊，必要时看看心理科。",
    ]),
    ("2026-05-09T19:15:00" + T, [
        "我爸回家住了，康复改成每周二、周五去社区医院做，一次一个半小时。",
        "社区康复方便，也能把训练延续下去。",
        "家里卫生间装了扶手，还买了个洗澡椅，一共花了八百多。",
        "防跌倒很重要，这钱花得值。",
    ]),
    ("2026-08-22T21:00:00" + T, [
        "好消息，我爸现在不用那个架子了，拄根拐杖就能下楼遛弯。",
        "太好了，进步很大！",
        "社区那边也不去了，医生说在家自己练就行，每天做他教的那套动作。",
        "居家锻炼也要坚持，最好有人在旁边看着。",
    ]),
], [
    ("我爸现在还去社区医院做康复吗？", ["s4:3"], "update", ["s3:1"]),
    ("我父亲现在出门走路靠什么辅助？", ["s4:1"], "update", ["s2:3"]),
    ("帮我列一份适合我爸的日常饮食注意事项", ["s1:3"], "single-hop"),
    ("5月9号我跟你说了什么？", ["s3:1", "s3:3"], "temporal"),
    ("中风的早期信号有哪些？", [], "abstain"),
    ("我爸平时吃的是哪种降压药？", [], "abstain"),
    ("我姐家住在哪？", [], "abstain"),
]))

cases.append(case("d7-zh-xiangqin", "陈晓雨", [
    ("2026-03-08T22:50:00" + T, [
        "妇女节快乐哈哈。我妈今天又给我安排相亲了，说是她同事的儿子，在银行上班，比我大三岁。",
        "妇女节快乐！见面前可以先微信聊几句，看看合不合得来。",
        "我今年29了，我妈比我还急。说实话我也想找，就是太忙，我在一家游戏公司做策划，天天加班。",
        "游戏行业确实忙，找个能理解你工作节奏的人挺重要。",
        "约的周六下午在万象城喝咖啡。",
        "喝咖啡挺好，不会太尴尬，时间也灵活。",
    ]),
    ("2026-03-15T21:30:00" + T, [
        "见完了，人挺老实，但是太闷了，全程都在讲理财。我觉得没戏。",
        "第一次见面感觉不来也正常，不用勉强。",
        "不过我闺蜜小敏说她公司有个搞摄影的男生，人挺有意思，想介绍给我。",
        "可以先加个微信聊聊。",
    ]),
    ("2026-05-30T23:10:00" + T, [
        "跟那个摄影师聊了俩月了，他叫周屿，比我小一岁，养了只柯基叫馒头。",
        "听起来你们挺投缘！",
        "约了下周六去看话剧，我有点紧张。",
        "看话剧不错，散场后还有话题可以聊。",
        "我该穿啥啊，裙子还是裤子？",
        "穿你自己舒服、有自信的就好。剧场空调一般比较冷，带件外套。",
    ]),
    ("2026-09-12T20:20:00" + T, [
        "汇报一下，我跟周屿正式在一起了！我妈知道以后笑得合不拢嘴。",
        "恭喜恭喜！",
        "对了，我上个月跳槽了，从游戏公司出来了，现在在一家做少儿编程的公司做产品，基本不用加班。",
        "恭喜，工作生活更平衡了，谈恋爱也有时间了。",
        "他下个月要跟我回家见我爸妈，我爸是个老古董，我有点慌。",
        "提前跟他讲讲你爸的喜好和忌讳，准备点合适的礼物就好。",
    ]),
], [
    ("我现在在什么样的公司上班？", ["s4:3"], "update", ["s1:3"]),
    ("给我和男朋友出几个周末约会的点子", ["s3:1"], "single-hop"),
    ("3月15日那天我跟你聊了啥？", ["s2:1", "s2:3"], "temporal"),
    ("我跟现在的对象是谁牵的线？", ["s2:3", "s3:1"], "multi-hop"),
    ("我男朋友老家是哪儿的？", [], "abstain"),
    ("第一次见家长一般带什么礼物比较好？", [], "abstain"),
    ("我妈那个同事姓什么？", [], "abstain"),
]))

cases.append(case("d7-zh-zufang", "赵磊", [
    ("2026-01-20T21:00:00" + T, [
        "我租的房子三月底到期，房东今天发微信说续租要涨五百，从4200涨到4700。",
        "涨幅将近12%，可以先看看周边同户型的行情，再去谈。",
        "我在这住了三年了，从没拖过房租。小区就在地铁口，上班二十分钟，搬走挺可惜。",
        "稳定靠谱的老租客对房东也有价值，这是你谈判的筹码。",
        "嗯，我先查查。晚饭还没吃呢，点个外卖去。",
        "先吃饭，回头再聊。",
    ]),
    ("2026-02-10T20:30:00" + T, [
        "谈下来了，房东同意只涨200，以后每月4400，合同续两年。",
        "谈得不错！签合同时把租金和期限写清楚。",
        "但他说热水器坏了让我自己修，我觉得这该他出钱吧？",
        "一般来说，房屋自带设施的正常损耗由房东负责维修，除非合同另有约定。可以翻翻合同里的维修条款。",
    ]),
    ("2026-04-25T22:15:00" + T, [
        "合同里写了自然损坏房东负责，我拿给他看了，他最后认了，出钱换了个新的。",
        "有合同依据就好办。",
        "不过押金的事我又有点担心，押的是一个月房租，万一以后退房扣我钱咋办。",
        "建议现在就拍照录像记录房屋现状，保留好聊天记录。",
    ]),
    ("2026-10-03T19:40:00" + T, [
        "计划有变，公司搬到浦东了，通勤要一个半小时，我决定年底就退租，不住满了。",
        "提前退租可能涉及违约金，先看看合同怎么约定的。",
        "合同上写提前退租要赔一个月租金。我在跟房东商量，如果我帮他找到下一个租客能不能免了。",
        "这是常见的协商方式，不少房东愿意接受。",
    ]),
], [
    ("我现在每个月房租多少？", ["s2:1"], "update", ["s1:1"]),
    ("我打算在这套房子住到什么时候？", ["s4:1"], "update", ["s2:1"]),
    ("我要是提前搬走，得赔多少钱？", ["s4:3", "s2:1"], "multi-hop"),
    ("我上周六跟你说了啥打算？", ["s4:1"], "temporal", [], "2026-10-08T20:00:00" + T),
    ("上海租房押金一般押几个月？", [], "abstain"),
    ("我房东姓什么？", [], "abstain"),
    ("我住的是几楼？", [], "abstain"),
]))

cases.append(case("d7-zh-wangdian", "孙婷", [
    ("2026-02-27T23:00:00" + T, [
        "我最近下班后在捣鼓个副业，在小红书卖手工耳环，都是我自己拿树脂和干花做的。",
        "听起来很有特色！手工饰品在小红书上挺吃香的。",
        "目前一对卖39，成本大概12块，一个月能卖四五十对。",
        "毛利还不错，也可以算算时间成本。",
        "主要是太费时间了，做一对得一个多小时。",
        "可以考虑批量做半成品，提高效率。",
    ]),
    ("2026-04-06T21:40:00" + T, [
        "上周有条笔记爆了，点赞两万多，一下子来了三百多单，我都傻了。",
        "恭喜！可以先设置预售，写清发货时间，别把自己累垮。",
        "对，我改成预售了，15天内发货。还拉了我表妹来帮忙打包，按件给她钱。",
        "有人帮忙轻松多了。",
    ]),
    ("2026-06-13T22:20:00" + T, [
        "我决定把价格调到49了，原料涨价了，再说我也想少接点单。",
        "提价也能筛一筛客户，合理。",
        "还开了个淘宝店，小红书引流过去，售后好管一点。",
        "淘宝的售后和订单管理工具确实更完善。",
        "今天跟同事去吃了顿烤肉，撑死了。",
        "吃好了才有力气干活！",
    ]),
    ("2026-10-20T20:00:00" + T, [
        "跟你说个大事，我辞职了，全职做耳环了！现在每个月能卖四百多对。",
        "勇气可嘉！全职以后记得规划好社保和现金流。",
        "表妹回去上学了，不帮我打包了。现在请了个兼职阿姨，一周来三天。",
        "有个稳定的帮手很重要。",
    ]),
], [
    ("我的耳环现在一对卖多少钱？", ["s3:1"], "update", ["s1:3"]),
    ("我现在还有别的正经工作吗？", ["s4:1"], "update", ["s1:1"]),
    ("我的饰品是用啥材料做的？", ["s1:1"], "single-hop"),
    ("4月6号我跟你说了个什么好消息？", ["s2:1"], "temporal"),
    ("我的淘宝店叫什么名字？", [], "abstain"),
    ("小红书开店要交保证金吗？", [], "abstain"),
    ("树脂过敏的人戴耳环要注意啥？", [], "abstain"),
]))

cases.append(case("d7-zh-jianzhi", "周凯", [
    ("2026-01-04T20:10:00" + T, [
        "新年立个flag，减肥！我178，现在92公斤，体检说我有轻度脂肪肝。",
        "好目标！先从饮食和规律运动开始，每周减0.5到1公斤比较健康。",
        "办了公司楼下的健身卡，一年2800。打算每周去三次，一三五下班后。",
        "每周三次很合理，可以力量训练加有氧结合。",
        "我是写代码的，天天坐着，腰也不太好。",
        "那核心训练要加上，注意动作标准，别伤到腰。",
    ]),
    ("2026-03-01T21:30:00" + T, [
        "两个月瘦了6公斤，现在86！就是最近到平台期了，一周没动静。",
        "平台期很正常，可以调整一下训练强度或者饮食结构。",
        "请了个私教，一周两节，一节300，老婆说我疯了。",
        "私教能帮你纠正动作，前期投入值得。",
    ]),
    ("2026-05-17T19:00:00" + T, [
        "晚上老加班根本去不了，现在都是早上上班前练，七点到八点。",
        "晨练也不错，空腹别练太猛，可以先吃根香蕉。",
        "午饭也改成自己带了，鸡胸肉西兰花糙米，吃得想吐。",
        "可以换换做法，比如加点黑胡椒、咖喱，或者换成鱼虾。",
    ]),
    ("2026-08-30T20:45:00" + T, [
        "今天称了一下，80公斤了！复查脂肪肝也没了。",
        "太棒了，脂肪肝也好了！",
        "私教课不续了，太贵，现在跟着B站视频自己练。",
        "有了基础自己练没问题，可以定期拍视频检查动作。",
    ]),
], [
    ("我现在体重多少？", ["s4:1"], "update", ["s1:1", "s2:1"]),
    ("从年初到现在我一共掉了多少斤？", ["s1:1", "s4:1"], "multi-hop"),
    ("给我推荐几个适合我这种工作的拉伸动作", ["s1:5"], "single-hop"),
    ("5月17号我跟你说了哪些变化？", ["s3:1", "s3:3"], "temporal"),
    ("我老婆叫啥？", [], "abstain"),
    ("增肌期间每天应该吃多少克蛋白质？", [], "abstain"),
    ("我那个私教叫什么名字？", [], "abstain"),
]))

cases.append(case("d7-zh-guangchangwu", "黄秀兰", [
    ("2026-03-25T09:30:00" + T, [
        "小助手早上好，我们小区广场舞队要参加区里的比赛了，五月份。我是领队，压力好大哟。",
        "早上好！当领队不容易，提前规划好排练时间就不慌。",
        "我们一共十六个人，最大的七十一，最小的五十二。选的歌是《最炫民族风》。",
        "这首歌节奏欢快，比赛效果好。",
        "就是有两个老姐妹老记不住队形。",
        "可以在地上贴胶带标位置，或者录视频让大家回家看。",
    ]),
    ("2026-04-12T20:00:00" + T, [
        "歌换了，大家投票定了《九九艳阳天》，说前面那首跳的队太多了。",
        "避开撞歌是聪明的选择。",
        "排练定在每天晚上七点到八点半，在小区南门广场。",
        "每天练进步会很快，注意别让年纪大的累着。",
        "服装订了红色旗袍，一套一百二，每人自己出钱。",
        "红色旗袍在台上很出彩。",
    ]),
    ("2026-05-23T21:10:00" + T, [
        "比赛结束了，我们拿了二等奖！奖金八百块，大家说拿去聚餐。",
        "恭喜！二等奖很厉害。",
        "就是我跳的时候把脚崴了，现在肿得老高，只能在家歇着。",
        "先冰敷、抬高，要是一直不消肿得去拍个片子。",
    ]),
    ("2026-07-08T19:30:00" + T, [
        "脚好了，医生说是韧带拉伤，养了一个多月。",
        "恢复了就好，回去跳之前先热热身。",
        "领队我不当了，交给老李了，我就跟着跳跳。天太热，排练也改成一周三次了。",
        "轻松点也好，天热注意防暑。",
    ]),
], [
    ("我们比赛上跳的是哪首歌？", ["s2:1"], "update", ["s1:3"]),
    ("现在谁带我们舞队？", ["s4:3"], "update", ["s1:1"]),
    ("我的脚后来查出来是啥毛病？", ["s4:1"], "single-hop"),
    ("5月23号那天发生了啥？", ["s3:1", "s3:3"], "temporal"),
    ("广场舞比赛一般怎么打分？", [], "abstain"),
    ("我孙子今年几岁了？", [], "abstain"),
    ("老李的电话号码是多少？", [], "abstain"),
]))

cases.append(case("d7-zh-chanjian", "吴佳", [
    ("2026-02-05T21:45:00" + T, [
        "跟你说个秘密，我怀孕了！今天刚测出两道杠，还没跟我妈说。",
        "恭喜恭喜！建议早点去医院确认，并开始补叶酸。",
        "叶酸备孕的时候就在吃了。我老公高兴得在客厅转圈。我们打算在市妇幼建档。",
        "妇幼医院产科专业，建档记得早点预约。",
        "孕吐好像要开始了，闻到油烟就恶心。",
        "少食多餐，吃点苏打饼干可能会好一点。",
    ]),
    ("2026-04-02T19:20:00" + T, [
        "NT做完了，一切正常！医生说预产期是10月15号。",
        "太好了，后面按时产检就好。",
        "不过建档换到区人民医院了，市妇幼号太难挂，而且区医院离家就十分钟。",
        "离家近很重要，产检次数多，后期也方便。",
    ]),
    ("2026-06-18T20:00:00" + T, [
        "糖耐没过，血糖有点高，医生说是妊娠糖尿病，让我控制饮食。",
        "别太担心，大多数通过饮食和运动能控制好，注意监测血糖。",
        "现在每天测四次血糖，饭后散步半小时。奶茶彻底戒了，哭。",
        "辛苦了，为了宝宝坚持一下。",
        "我们也知道了是个闺女，我老公已经开始琢磨名字了。",
        "恭喜！",
    ]),
    ("2026-10-09T23:30:00" + T, [
        "宝宝提前出来了！昨天早上剖的，六斤二两，母女平安。",
        "恭喜！好好休息坐月子。",
        "月子打算在家坐，我婆婆过来照顾，月子中心太贵了不去了。",
        "在家坐月子也挺好，注意保暖和营养。",
    ]),
], [
    ("我最后是在哪家医院建的档？", ["s2:3"], "update", ["s1:3"]),
    ("宝宝是哪天生的？", ["s4:1"], "update", ["s2:1"]),
    ("帮我安排一下月子期间家里的照顾分工", ["s4:3"], "single-hop"),
    ("6月18号我跟你说了什么？", ["s3:1", "s3:3", "s3:5"], "temporal"),
    ("我女儿叫什么名字？", [], "abstain"),
    ("新生儿黄疸多少算正常？", [], "abstain"),
    ("我老公做什么工作的？", [], "abstain"),
]))

cases.append(case("d7-zh-diaoyu", "马国强", [
    ("2026-03-29T18:30:00" + T, [
        "今天跟老同学去水库钓了一天鱼，就钓了三条小鲫鱼，还不够猫吃的。",
        "哈哈，早春水温低，鱼口一般不太好。",
        "我玩的是台钓，一根4米5的竿，饵用的商品饵加点红虫。",
        "红虫在低温的时候诱鱼效果不错。",
        "我退休两年了，就这点爱好，老伴说我钓鱼比上班还积极。",
        "有个爱好挺好，户外还能锻炼身体。",
    ]),
    ("2026-05-16T20:15:00" + T, [
        "新入了一根5米4的竿，一千二，老伴心疼得不行。原来那根4米5的送我外甥了。",
        "长竿适合在水库钓远一点的位置。",
        "今天钓到一条三斤多的鲤鱼，回家红烧了。",
        "三斤多的鲤鱼不小了，恭喜！",
    ]),
    ("2026-07-25T21:00:00" + T, [
        "这阵子太热，我都改晚上钓了，八点到十二点，带个夜光漂。",
        "夏天夜钓确实舒服，注意防蚊和安全，别一个人去偏僻的地方。",
        "放心，都是跟钓友老孙一起，他开车。",
        "有伴一起安全多了。",
        "上礼拜去的那个鱼塘要收费了，一天一百，不划算，以后去河边野钓。",
        "野钓免费，但要注意是不是禁钓区域。",
    ]),
    ("2026-09-19T19:45:00" + T, [
        "老孙搬去深圳他儿子那了，以后没人陪我夜钓了，唉。",
        "可惜了。可以在附近的钓友群里找找新伙伴。",
        "我加入了个本地钓鱼协会，十月份有个比赛，报名费五十。",
        "比赛是认识新钓友的好机会。",
    ]),
], [
    ("我现在用的鱼竿多长？", ["s2:1"], "update", ["s1:3"]),
    ("我现在晚上钓鱼有人作伴吗？", ["s4:1"], "update", ["s3:3"]),
    ("新换的竿比我原来那根长了多少？", ["s1:3", "s2:1"], "multi-hop"),
    ("3月29号那天我钓了几条？", ["s1:1"], "temporal"),
    ("我退休前是干什么的？", [], "abstain"),
    ("钓鲫鱼一般用什么饵最好？", [], "abstain"),
    ("老孙的儿子叫什么？", [], "abstain"),
]))

# ---------------------------------------------------------------- checks and output

for c in cases:
    ids = {t["id"]: t for s in c["sessions"] for t in s["turns"]}
    for s in c["sessions"]:
        assert 4 <= len(s["turns"]) <= 8 and len(s["turns"]) % 2 == 0, (c["id"], s["id"])
    for q in c["questions"]:
        for e in q["evidence"] + q.get("stale", []):
            assert e in ids and ids[e]["role"] == "user", (c["id"], q["id"], e)
        assert (q["type"] == "abstain") == (not q["evidence"]), (c["id"], q["id"])
        if q["type"] == "update": assert q.get("stale"), (c["id"], q["id"])

dataset = {
    "name": "dialogues-7",
    "version": 1,
    "description": __doc__.strip().split("\n\nUsage")[0],
    "cases": cases,
}
print(json.dumps(dataset, ensure_ascii=False, indent=1))
types = Counter(q["type"] for c in cases for q in c["questions"])
langs = Counter(c["id"].split("-")[1] for c in cases)
by_lang = Counter((c["id"].split("-")[1], q["type"]) for c in cases for q in c["questions"])
print(f"{len(cases)} cases {dict(langs)}, {sum(types.values())} questions: {dict(types)}", file=sys.stderr)
print(f"by language: {dict(sorted(by_lang.items()))}", file=sys.stderr)
