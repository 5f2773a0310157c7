#!/usr/bin/env python3
"""dialogues-23: a held-out set of multi-session chats (9 English, 9 Chinese) written blind to the
engine and to the other dialogue sets. Each case is one user talking with an assistant over 4-5
sessions spread across weeks or months; personal facts come up in passing and several of them change
later (moved dates, revised amounts, reversed choices, replaced people or things). Questions are asked
after the last session and cover single-hop recall, multi-session synthesis, current-value updates
(with the superseded turns marked stale), temporal questions, and abstentions about things never said."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder, write_dialogues  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
cases = []


# ---------------------------------------------------------------- en-quinceanera
case = case_builder("2025-07-03T20:00:00-05:00")
cases.append(case("en-quinceanera", "u-en-quinceanera", [
    ("2025-01-18T19:30:00-06:00", [
        # s1:1
        "Hi! I'm starting to plan my daughter Sofia's quinceañera and I'm already overwhelmed. Her birthday is June 7th, but we're planning the party for Saturday, June 14 so more family can drive in from Monterrey.",
        "Congratulations, that's a big milestone! Five months is a reasonable runway. The usual order is: lock in the date and the church and venue first, then the court, the dress and the vendors. Do you already have a venue in mind?",
        # s1:3
        "We toured Salón Los Arcos on the south side last weekend. They want a $1,500 deposit to hold the date, which is a lot, but the ballroom is gorgeous.",
        "Deposits in that range are common for halls with in-house catering. Before you pay, ask whether it's refundable, what's included (tables, linens, security, cleanup), and the last date you can change the headcount.",
        # s1:5
        "Good call. My husband and I set a total budget of $12,000 and we're thinking about 150 guests, give or take.",
        "That works out to about $80 a head, which is doable if the venue includes food. A common split is roughly 40-50% on venue and catering, 10-15% on the dress and attire, and the rest on music, photos, decorations and the cake.",
        # s1:7
        "The cake is handled at least. My sister Claudia is the madrina and she insisted on making it herself. She's an amazing baker.",
        "That's a lovely gift, and it frees up a chunk of the budget. Just make sure the venue allows outside desserts; some charge a cake-cutting fee.",
    ]),
    ("2025-02-22T11:00:00-06:00", [
        # s2:1
        "Update on the quince: Los Arcos double-booked our date, so we walked away and went with Villa Rosa Event Hall instead. Their deposit was $2,000 but it includes the DJ booth and uplighting.",
        "Sorry about the mix-up, but Villa Rosa may be the better value with lighting included. Make sure Los Arcos refunds your original deposit in writing since they caused the conflict.",
        # s2:3
        "They already refunded it, thank goodness. Sofia picked her dress colour too: she wants lilac. We're ordering from a bridal boutique in Laredo.",
        "Lilac is very popular right now and photographs softly. Boutique gowns often take 12-16 weeks, so ordering now for June is smart. Ask about fittings and whether alterations are included.",
        # s2:5
        "Also the court is set: seven damas and seven chambelanes. Her cousin Mateo is going to be the chambelán de honor.",
        "A court of fourteen is a classic size. With that many teens, schedule rehearsals early; most choreographers want at least 8 to 10 practices for the waltz and the surprise dance.",
    ]),
    ("2025-03-29T16:45:00-05:00", [
        # s3:1
        "Small earthquake in the plans: the church could only give us the Mass at 2pm on June 21, so we pushed the whole party back a week to that Saturday. Villa Rosa was fine moving us.",
        "Good that the venue was flexible. Send a quick save-the-date correction to out-of-town guests right away, especially anyone booking hotels or driving up from Monterrey.",
        # s3:3
        "Already on it. And of course Sofia changed her mind: she saw an emerald green gown on Instagram and now lilac is 'boring'. Luckily the boutique let us switch since they hadn't cut the fabric yet.",
        "Emerald is a striking choice and looks great with gold accents. You might adjust the decor palette too; emerald with gold or emerald with champagne are common pairings.",
        # s3:5
        "We hired a choreographer, Danny Ortiz. He charges $60 an hour and practices are Sunday afternoons at 4 in our backyard.",
        "That's a fair rate. Have the kids film each practice so they can review the steps at home, and make sure everyone has the shoes they'll actually dance in well before the day.",
    ]),
    ("2025-05-10T09:15:00-05:00", [
        # s4:1
        "Bad news: Mateo broke his ankle playing soccer last Saturday. He's in a boot for six weeks, so he can't dance.",
        "Oh no, poor Mateo. He could still be part of the day, like escorting Sofia into the Mass or giving a toast. Do you have someone who could step in for the waltz?",
        # s4:3
        "Yes, her friend Julian from the school mariachi group is taking over as chambelán de honor. He picked up the steps in two practices.",
        "That's great news; someone with a musician's sense of rhythm helps a lot. Make sure Julian's outfit matches the rest of the court.",
        # s4:5
        "Also the guest list ballooned. With my husband's side all confirming we're at 190 now, so we bumped the budget to $14,500.",
        "That's a significant jump. Tell Villa Rosa the new headcount as soon as possible, since catering is usually the biggest per-head cost. You might trim extras like favors to keep the overage down.",
        # s4:7
        "I booked DJ Ramiro this morning too. He's doing 6 hours for $1,100, including the grand entrance music.",
        "That's a solid price for six hours. Send him your must-play list and the exact songs for the grand entrance, the waltz and the surprise dance ahead of time.",
    ]),
    ("2025-06-28T14:00:00-05:00", [
        # s5:1
        "The quince was last Saturday and it was perfect. Sofia cried during the waltz and so did I.",
        "That's wonderful to hear! Congratulations to you and Sofia. What was the highlight?",
        # s5:3
        "Her favorite part was the surprise dance; the court did a cumbia mashup. It did rain, so the photographer moved all the portraits inside the hall.",
        "Rainy-day indoor portraits often turn out beautifully with uplighting. Ask the photographer for a sneak peek; many send a handful within a week.",
        # s5:5
        "Claudia's cake stole the show: four tiers of tres leches with emerald sugar flowers. When I added everything up we ended at about $15,200.",
        "A tres leches tower sounds incredible. Ending around $700 over the revised budget with 190 guests is honestly very good. Send thank-you notes within a couple of weeks while it's fresh.",
    ]),
], [
    ("What day is Sofia's actual birthday, as opposed to the party?", ["s1:1"], "single-hop"),
    ("Which Saturday did the quince end up happening on?", ["s3:1", "s5:1"], "update", ["s1:1"]),
    ("Where did we end up holding the reception?", ["s2:1"], "update", ["s1:3"]),
    ("What color was Sofia's gown in the end?", ["s3:3"], "update", ["s2:3"]),
    ("Who ended up dancing as chambelán de honor?", ["s4:3"], "update", ["s2:5"]),
    ("By the final count, how many guests were we expecting?", ["s4:5"], "update", ["s1:5"]),
    ("How far over our very first budget did the quince come in?", ["s1:5", "s5:5"], "multi-session"),
    ("Who baked the cake, and what kind did it turn out to be?", ["s1:7", "s5:5"], "multi-session"),
    ("Around what date did Mateo hurt his ankle?", ["s4:1"], "temporal"),
    ("When did I lock in the DJ?", ["s4:7"], "temporal"),
    ("What's Danny's hourly rate for the dance practices?", ["s3:5"], "single-hop"),
    ("What was the name of the church that did the Mass?", [], "abstain"),
    ("How much did Sofia's emerald gown cost us?", [], "abstain"),
    ("What's my husband's name again?", [], "abstain"),
    ("Which song did Sofia and the court waltz to?", [], "abstain"),
    ("What's the name of the photographer we hired?", [], "abstain"),
    ("Did my mom end up coming up from Monterrey for the party?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-canning-preserves
case = case_builder("2025-11-01T10:00:00-04:00")
cases.append(case("en-canning-preserves", "u-en-canning-preserves", [
    ("2025-07-12T09:40:00-04:00", [
        # s1:1
        "I've finally gotten into canning this summer! My neighbor Doris, who's been doing it for like forty years, walked me through my first batch of strawberry jam on Tuesday. We got 8 half-pints.",
        "What a great way to learn; having an experienced canner beside you is the best teacher. Strawberry jam is a classic first project because it's high-acid and safe for water-bath canning. Did all eight seal?",
        # s1:3
        "All eight popped! I bought a 21-quart Granite Ware water-bath canner at Tractor Supply for $35 so I can do more on my own.",
        "That's a good, affordable workhorse. Keep the jars covered by at least an inch of water, and adjust processing times for your altitude if you live above 1,000 feet.",
        # s1:5
        "Next up is pickles. I've got a ridiculous number of cucumbers coming in; I planted six hills of Boston Pickling.",
        "Boston Pickling is a great choice. For crisp pickles, pick them small, process within 24 hours, trim the blossom end, and consider Pickle Crisp (calcium chloride). Use pickling or canning salt rather than table salt.",
    ]),
    ("2025-08-02T19:20:00-04:00", [
        # s2:1
        "Made dill pickles last weekend, 12 quarts. Honestly they came out a bit soft. Doris thinks I left them in the bath too long.",
        "Over-processing is a common culprit, as are cucumbers that sat around too long before pickling. Next time look at the low-temperature pasteurization method (180-185°F for 30 minutes) that USDA allows for some pickle recipes; it keeps them crisper.",
        # s2:3
        "I'm thinking of entering something in the county fair this year. My plan is my peach jam; the fair's home-preserves entries are due August 28.",
        "That's exciting! Judges usually look at clarity, color, set, headspace, and a clean jar and lid. Use a standard jar with a new lid and label it exactly as the fair book asks.",
        # s2:5
        "I also want to do green beans, which means a pressure canner. I've been eyeing the Presto 23-quart since it's under $150.",
        "The Presto 23-quart is a popular entry-level pressure canner with a dial gauge. If you go with a dial gauge, have it tested every year; many county extension offices do it for free.",
    ]),
    ("2025-08-23T15:05:00-04:00", [
        # s3:1
        "Change of plans on the pressure canner. A guy on Facebook Marketplace was selling a barely used All American 921 for $180, so I grabbed that instead of the Presto.",
        "Nice find. The All American uses a metal-to-metal seal, so there's no gasket to replace, and its weighted gauge doesn't need annual testing. Lightly oil the rim so the lid doesn't stick.",
        # s3:3
        "And the peaches this year were mealy, so the jam never set right. I'm entering my bread-and-butter pickles at the fair instead. Those turned out nice and crisp this time!",
        "Good pivot, and it sounds like the crispness tips worked. For a fair jar, choose one where the slices are evenly packed and the brine is clear, with no floating spices.",
        # s3:5
        "Doris's husband Earl says the All American is the only canner worth owning, so I guess I'm in the club now.",
        "Ha, it has a loyal following for a reason. Do a practice run with just water first to get used to venting for 10 minutes and bringing it up to pressure before you do a real load.",
    ]),
    ("2025-09-14T11:30:00-04:00", [
        # s4:1
        "The fair results are in: my bread-and-butter pickles got a red ribbon, second place in their class! Doris took first with her chow-chow, naturally.",
        "Congratulations, that's a fantastic result for a first-year entry! Did the judges leave any comments?",
        # s4:3
        "Just that the brine was a touch sweet. Anyway, the pantry shelf is up to 64 jars now and I'm running out of room in the basement.",
        "Sixty-four jars is impressive. Store them somewhere cool and dark, ideally 50-70°F, with the rings off so you can spot a failed seal.",
        # s4:5
        "Next project is applesauce. I'm planning to get two bushels of Honeycrisp from Hillcrest Orchard.",
        "Honeycrisp makes a sweet, bright sauce, though it's one of the pricier varieties. As a rough guide, a bushel yields somewhere around 15-20 quarts of applesauce.",
        # s4:7
        "My big idea is to give jars as Christmas presents. I've got about 15 people on the list.",
        "Homemade preserves make lovely gifts. A mixed box with one jam, one pickle and one sauce, plus a handwritten label, always goes over well.",
    ]),
    ("2025-10-25T17:50:00-04:00", [
        # s5:1
        "Applesauce is done! Honeycrisp was $55 a bushel, so I ended up buying a Jonathan and Cortland mix at $28 a bushel instead. Honestly it tastes better.",
        "Jonathan and Cortland are both classic sauce apples; Cortlands are slow to brown and Jonathans add tartness. Smart savings too.",
        # s5:3
        "Pantry count is 97 jars now. My husband says no more shelves.",
        "Ninety-seven is a serious stockpile! Rotate first-in, first-out and aim to use home-canned goods within about a year for best quality.",
        # s5:5
        "I've trimmed the Christmas list down to 10 people, and everyone's getting my salsa since that's what people actually ask for.",
        "Salsa is a crowd-pleaser. Just make sure it's a tested recipe; salsa needs added acid like bottled lemon juice or vinegar to be safe for water-bath canning.",
        # s5:7
        "One jar of green beans didn't seal, so I stuck it in the fridge. Is that okay?",
        "Yes. If you notice within 24 hours, you can refrigerate it and eat it within a few days, or reprocess it with a new lid. Past that window, don't reprocess.",
    ]),
], [
    ("Who taught me how to make my first jam?", ["s1:1"], "single-hop"),
    ("How much did I pay for my water-bath canner?", ["s1:3"], "single-hop"),
    ("Which pressure canner did I actually end up with?", ["s3:1"], "update", ["s2:5"]),
    ("What did I end up entering at the county fair?", ["s3:3"], "update", ["s2:3"]),
    ("Which apples went into my applesauce in the end?", ["s5:1"], "update", ["s4:5"]),
    ("How many jars are on my pantry shelves at this point?", ["s5:3"], "update", ["s4:3"]),
    ("How many people am I giving canned goods to for Christmas?", ["s5:5"], "update", ["s4:7"]),
    ("What went wrong with my first batch of pickles, and did the later ones come out better?", ["s2:1", "s3:3"], "multi-session"),
    ("Who beat me at the fair, and what's her husband called?", ["s4:1", "s3:5"], "multi-session"),
    ("What date did I make that first strawberry jam with Doris?", ["s1:1"], "temporal"),
    ("Roughly when did I put up the dill pickles?", ["s2:1"], "temporal"),
    ("What brand of lids do I use?", [], "abstain"),
    ("Where did my salsa recipe come from?", [], "abstain"),
    ("How many quarts of applesauce did I get out of my apples?", [], "abstain"),
    ("What altitude do I live at?", [], "abstain"),
    ("What did my daughter think of the applesauce?", [], "abstain"),
    ("What's the name of the county whose fair I entered?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-alto-sax
case = case_builder("2025-08-16T12:00:00+10:00")
cases.append(case("en-alto-sax", "u-en-alto-sax", [
    ("2025-03-08T10:15:00+11:00", [
        # s1:1
        "I'm 44 and I've just started learning alto sax, something I've wanted to do since high school. I bought a used Yamaha YAS-280 from a shop in Brunswick for $1,400.",
        "That's a great choice. The YAS-280 is one of the most reliable student altos and holds its value well. Did the shop service it before you took it home?",
        # s1:3
        "They replaced a couple of pads. I've got a teacher now too, Greg, lessons on Thursdays at 6:30, $70 for 45 minutes.",
        "Weekly lessons are the fastest way to avoid bad habits early, especially with embouchure and breathing. Ask Greg to set you specific practice goals each week.",
        # s1:5
        "He's got me on Rico 2 reeds and long tones. I'm managing about 20 minutes a day before my lip gives out.",
        "Twenty minutes is perfect for now; the embouchure muscles need time to build. Split it up if you can: ten minutes of long tones, ten minutes of scales or a simple tune.",
        # s1:7
        "My end goal is to play in a community big band. There's one in my area, the Northside Swing Collective.",
        "That's a very achievable goal. Most community bands expect you to read standard notation, play your major scales and handle swing eighths. A year of steady practice often gets adult learners there.",
    ]),
    ("2025-04-12T14:00:00+10:00", [
        # s2:1
        "Greg's school timetable changed, so my lessons are Wednesdays now, same time.",
        "Mid-week still works nicely, and it gives you the weekend in between lessons to practice.",
        # s2:3
        "He also switched me to Vandoren 2.5s because I kept biting the 2s and sounding thin.",
        "Moving up half a strength is normal once your air support improves. Vandorens are a bit more consistent, though they cost more; rotate three or four reeds so they last longer.",
        # s2:5
        "My wife Priya has banned me from practicing in the lounge room, so I've moved into the garage. The acoustics are terrible but at least no one complains.",
        "A garage can sound harsh because of all the hard surfaces. Hanging a couple of moving blankets or an old rug on the walls will tame the echo cheaply.",
        # s2:7
        "I'm working on Autumn Leaves now. Greg says my swing feel is 'getting there'.",
        "Autumn Leaves is a great tune for learning swing and ii-V-I progressions. Try playing along with a recording slowed down in an app.",
    ]),
    ("2025-05-24T20:30:00+10:00", [
        # s3:1
        "Big news: the Northside Swing Collective has open auditions on Sunday June 15. I'm going to go for it.",
        "That's exciting! Find out what they want you to prepare; usually it's a short piece, some scales and a bit of sight-reading.",
        # s3:3
        "The director, Helen, said to prepare one swing tune and be ready to sight-read a chart. I'm doing Autumn Leaves, obviously.",
        "Sight-reading is often what decides community band auditions. Read a new simple piece every day, and focus on keeping time rather than getting every note.",
        # s3:5
        "I've upped my practice to 45 minutes a day. My lip can handle it now.",
        "That's real progress in under three months. Keep some of that time for sight-reading specifically.",
    ]),
    ("2025-06-28T09:45:00+10:00", [
        # s4:1
        "The auditions got pushed back. Helen had COVID, so they're now on July 6.",
        "Sorry to hear she was sick, but three extra weeks of prep isn't a bad thing. Keep the sight-reading habit going.",
        # s4:3
        "I splurged on a Meyer 5M mouthpiece, $190. Greg said the stock Yamaha one was holding back my jazz tone.",
        "The Meyer is a classic jazz alto mouthpiece with a warmer, more focused sound than the stock one. Give yourself a week or two to adjust; it can feel harder to control at first.",
        # s4:5
        "I've been practicing with a metronome app called Soundbrenner. It's humbling.",
        "A metronome is humbling for everyone! Try setting it to click only on beats 2 and 4; it trains your swing feel.",
    ]),
    ("2025-08-09T18:10:00+10:00", [
        # s5:1
        "I got into the big band! Only catch: they were desperate for a tenor, so I'm playing 2nd tenor on a tenor sax Helen lent me, not alto.",
        "Congratulations! The fingerings are the same on tenor, so the switch is mostly about air and embouchure; you'll want a looser embouchure and more air. Tenor is a great seat in a big band.",
        # s5:3
        "Rehearsals are Monday nights at the Coburg town hall, 7:30 to 9:30.",
        "Bring a pencil to every rehearsal for marking your parts, and a spare reed or two in tenor size.",
        # s5:5
        "Our first gig is on September 20 at the Coburg Farmers Market. I'm nervous already.",
        "A farmers market gig is a friendly first performance: people are relaxed and it's outdoors. Run the set along with a recording a few times to build confidence.",
    ]),
], [
    ("Which sax did I buy when I started, and what did it cost?", ["s1:1"], "single-hop"),
    ("What night do I have my lessons with Greg these days?", ["s2:1"], "update", ["s1:3"]),
    ("What reeds am I playing on now?", ["s2:3"], "update", ["s1:5"]),
    ("How long am I practicing each day at this point?", ["s3:5"], "update", ["s1:5"]),
    ("When did the big band auditions end up being held?", ["s4:1"], "update", ["s3:1"]),
    ("Which part did the band put me on?", ["s5:1"], "single-hop"),
    ("What mouthpiece did I upgrade to?", ["s4:3"], "single-hop"),
    ("How much have I spent on the sax plus the new mouthpiece combined?", ["s1:1", "s4:3"], "multi-session"),
    ("What's the band I joined called, and where do they rehearse?", ["s1:7", "s5:3"], "multi-session"),
    ("When's my first gig with the band?", ["s5:5"], "temporal"),
    ("Around when did I move my practicing out to the garage?", ["s2:5"], "temporal"),
    ("What's Greg's last name?", [], "abstain"),
    ("How much do I pay for a box of the Vandoren reeds?", [], "abstain"),
    ("What brand is the tenor sax Helen lent me?", [], "abstain"),
    ("What's the name of the music school Greg teaches at?", [], "abstain"),
    ("What instrument does my son play?", [], "abstain"),
    ("How much is the band getting paid for the farmers market gig?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-plantar-fasciitis
case = case_builder("2025-06-01T09:00:00-06:00")
cases.append(case("en-plantar-fasciitis", "u-en-plantar-fasciitis", [
    ("2025-01-20T18:30:00-07:00", [
        # s1:1
        "My left heel has been killing me for about three weeks. The first few steps out of bed in the morning are the worst, like stepping on a nail.",
        "That pattern, sharp heel pain with the first steps in the morning that eases as you move, is classic for plantar fasciitis, though only a clinician can confirm it. Have you changed your activity or footwear recently?",
        # s1:3
        "I'm a mail carrier, so I'm walking around 12 miles a day. I wear Brooks Ghosts, which I've had since last spring.",
        "That's a lot of mileage, and walking and running shoes typically lose their cushioning after 300-500 miles. At 12 miles a day, shoes from last spring are likely well past that. Rolling your arch on a frozen water bottle and doing calf stretches can help in the meantime.",
        # s1:5
        "I booked a podiatrist, Dr. Amina Farouk, for February 3rd. My coworker swears by her.",
        "Good idea. Bring the shoes you wear at work to the appointment, and note when the pain is worst and what helps; it makes the visit more productive.",
    ]),
    ("2025-02-08T10:10:00-07:00", [
        # s2:1
        "Saw Dr. Farouk. It's plantar fasciitis, like you guessed. She gave me a night splint and a list of calf stretches.",
        "Glad you have a diagnosis. Night splints keep the plantar fascia gently stretched while you sleep, which often reduces that morning pain. Consistency with the stretches matters most.",
        # s2:3
        "She suggested custom orthotics, but they're $450 and my insurance only covers half. I'm going to try Superfeet Green insoles first, they were $55.",
        "That's a reasonable step; many people get relief from a good over-the-counter insole. Give it four to six weeks before deciding whether you need the custom ones.",
        # s2:5
        "She also sent me to physical therapy at Summit PT, twice a week for now. My therapist is named Josh.",
        "PT is one of the most effective treatments. Expect things like eccentric calf work, towel scrunches and soft-tissue work. Ask Josh for a home program you can do on non-PT days.",
    ]),
    ("2025-03-15T13:20:00-06:00", [
        # s3:1
        "Honest update: the Superfeet helped a little but not enough, so I went back and ordered the custom orthotics after all.",
        "That's a sensible decision after giving the insoles a fair trial. Custom orthotics typically take two to four weeks to be made.",
        # s3:3
        "Josh cut my PT to once a week since I'm improving. Pain's about a 4 out of 10 now, down from a 7 when this started.",
        "Going from 7 to 4 is real progress. Keep up the home exercises on the days you're not at PT.",
        # s3:5
        "I also retired the Brooks and got Hoka Bondi 8s. They feel like walking on marshmallows.",
        "The Bondi is one of the most cushioned shoes out there, and its rocker sole can take strain off the heel. Consider rotating two pairs so the foam recovers between shifts.",
    ]),
    ("2025-04-19T09:00:00-06:00", [
        # s4:1
        "The orthotics finally arrived. After insurance I paid $225, so not as painful as I feared.",
        "Great! Break them in gradually, an hour or two the first day and more each day after, or your feet and knees may protest.",
        # s4:3
        "Pain is down to a 2 most days. Dr. Farouk said if it's not gone by summer she'd consider shockwave therapy.",
        "Extracorporeal shockwave therapy is an option for stubborn cases, usually after several months of conservative treatment. With your pain at a 2 you may well avoid it.",
        # s4:5
        "My follow-up with her is on May 12.",
        "Keep a simple log until then, morning pain and end-of-shift pain on a 0-10 scale, to show her the trend.",
    ]),
    ("2025-05-24T16:40:00-06:00", [
        # s5:1
        "Her office moved my follow-up to the 19th because she was away at a conference, but it went great. No shockwave needed.",
        "That's excellent news! Keep doing the stretches a few times a week even when you feel fine; plantar fasciitis likes to come back when people stop.",
        # s5:3
        "I'm back to my full route with no morning pain most days. Josh discharged me from PT last week.",
        "Congratulations on finishing PT. Keep the night splint around in case of a flare-up.",
        # s5:5
        "Now I want to do a fourteener in July with my brother Kevin. Thinking Mount Bierstadt.",
        "Bierstadt is one of the more beginner-friendly fourteeners, roughly 7 miles round trip with about 2,800 feet of gain. Wear your orthotics in broken-in hiking boots and start early to avoid afternoon thunderstorms.",
    ]),
], [
    ("What's the name of the podiatrist I've been seeing?", ["s1:5"], "single-hop"),
    ("What shoes am I wearing for work now?", ["s3:5"], "update", ["s1:3"]),
    ("Did I stick with the store-bought insoles?", ["s3:1"], "update", ["s2:3"]),
    ("How often was I going to PT before Josh discharged me?", ["s3:3"], "update", ["s2:5"]),
    ("When did my follow-up with Dr. Farouk actually take place?", ["s5:1"], "update", ["s4:5"]),
    ("What did I spend out of pocket on the insoles and the custom orthotics together?", ["s2:3", "s4:1"], "multi-session"),
    ("How many weeks passed between my first podiatrist appointment and my follow-up?", ["s1:5", "s5:1"], "temporal"),
    ("Roughly when did I finish physical therapy?", ["s5:3"], "temporal"),
    ("Around when did my heel pain start?", ["s1:1"], "temporal"),
    ("Who am I planning to climb a fourteener with this summer, and which one?", ["s5:5"], "single-hop"),
    ("What's the name of the coworker who recommended my podiatrist?", [], "abstain"),
    ("How many miles did Kevin and I end up hiking on Bierstadt?", [], "abstain"),
    ("Which insurance company am I with?", [], "abstain"),
    ("What shoe size do I wear?", [], "abstain"),
    ("How is my wife's knee doing?", [], "abstain"),
    ("What day of the week were my PT sessions with Josh?", [], "abstain"),
    ("When did Dr. Farouk give me the cortisone injection?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-twins-daycare
case = case_builder("2025-02-08T09:00:00-05:00")
cases.append(case("en-twins-daycare", "u-en-twins-daycare", [
    ("2024-09-07T21:00:00-04:00", [
        # s1:1
        "I'm starting to panic about daycare. Our twins, Nora and Eli, are 10 months old and my parental leave ends January 6.",
        "That's a very normal thing to panic about, especially with two! In many cities infant spaces fill up months in advance, so starting now is smart. Have you got any options on your radar?",
        # s1:3
        "We're on the waitlist at Maple Grove Co-op, which is our first choice, but they said it could be a year. Little Acorns has spots, $1,650 a month per kid.",
        "Worth keeping both in play. Ask Maple Grove where you are on the list and whether siblings get priority; some centres try to place twins together.",
        # s1:5
        "My partner Sam thinks we should just take Little Acorns before it fills up. I'm torn.",
        "A common approach is to secure the sure thing and stay on the waitlist for your first choice. Check Little Acorns' withdrawal policy: how much notice they need and whether the deposit is refundable.",
    ]),
    ("2024-10-12T10:30:00-04:00", [
        # s2:1
        "We toured Little Acorns and put down a $200 deposit to hold both spots. It's non-refundable, unfortunately.",
        "That's a reasonable cost for peace of mind. What did you think of the infant room?",
        # s2:3
        "It's clean and bright, but the infant room has 10 babies and felt chaotic. There's also a home daycare down the street run by a Mrs. Okafor, $1,200 per kid, but she can only take one infant.",
        "Home daycares can be lovely and more flexible, but splitting the twins between two places would double your drop-offs. Licensed home daycares have strict limits on how many children under two they can take, which is probably why.",
        # s2:5
        "Yeah, splitting them is a no. We'll stick with Little Acorns unless Maple Grove comes through.",
        "Sounds like a solid plan. Call Maple Grove every month or so; a friendly check-in keeps you top of mind.",
    ]),
    ("2024-11-16T14:15:00-05:00", [
        # s3:1
        "MAPLE GROVE CALLED. They have two infant spots opening, so we took them! We lose the Little Acorns deposit but I don't even care.",
        "That's fantastic news; two spots at your first choice is a real win. When do they start?",
        # s3:3
        "Start date is January 13, which is a week after I'm due back at work. Sam's going to take that first week off to cover.",
        "That works. It might be worth asking your employer whether you can start with a few shorter days, since most centres do a gradual entry anyway.",
        # s3:5
        "Fees are $1,450 a month per kid there. Cheaper than Little Acorns, which helps a lot with two.",
        "That saves you $400 a month across both. Ask whether the centre takes part in the provincial fee-reduction program; many licensed centres do, and fees could drop further.",
    ]),
    ("2024-12-14T19:45:00-05:00", [
        # s4:1
        "Maple Grove is renovating the infant room, so they pushed our start to January 20. Luckily my manager agreed I can come back that same day instead of the 6th.",
        "That lines up nicely: no gap to cover, and Sam doesn't need to take the week off after all. Does Maple Grove do a gradual entry?",
        # s4:3
        "Yes, three half days the first week. Also, Eli was just diagnosed with a cow's milk protein allergy, so we need to send oat milk for him.",
        "Let the centre know in writing and ask for an allergy plan. Many centres will label his cup and seat him separately at snack time. Check with your pediatrician whether oat milk is the right substitute nutritionally at his age.",
        # s4:5
        "Our pediatrician, Dr. Lindqvist, said oat is fine as long as it's fortified.",
        "Great; fortified with calcium and vitamin D is the key. Bring a backup carton for the centre's fridge.",
    ]),
    ("2025-02-01T20:20:00-05:00", [
        # s5:1
        "Two weeks in at Maple Grove! Eli waves at the teachers; Nora still sobs at drop-off for about five minutes.",
        "That's very typical; many kids who cry at drop-off settle quickly once the parent leaves. A short, consistent goodbye routine helps.",
        # s5:3
        "Good news on money: we got approved for the fee reduction, so it's actually $1,380 a month each now.",
        "That's meaningful savings over a year. Keep the paperwork, since these programs sometimes require annual confirmation.",
        # s5:5
        "Sam does drop-off at 8, I do pick-up. They close at 5:45 and charge a dollar a minute if you're late.",
        "Late fees add up fast. Set a phone alarm for when you need to leave work, with a buffer for traffic.",
    ]),
], [
    ("What are the twins' names?", ["s1:1"], "single-hop"),
    ("Which daycare did the kids end up going to?", ["s3:1"], "update", ["s2:5"]),
    ("What day did the twins actually start daycare?", ["s4:1"], "update", ["s3:3"]),
    ("When did I end up going back to work after leave?", ["s4:1"], "update", ["s1:1"]),
    ("What are we paying per kid for daycare right now?", ["s5:3"], "update", ["s3:5"]),
    ("How much money did we lose when we switched daycares?", ["s2:1", "s3:1"], "multi-session"),
    ("What's Eli allergic to, and what do we send in for him instead?", ["s4:3"], "single-hop"),
    ("Who's the twins' pediatrician?", ["s4:5"], "single-hop"),
    ("When did Maple Grove call to offer us the spots?", ["s3:1"], "temporal"),
    ("About how old are the twins now?", ["s1:1"], "temporal"),
    ("What time does the daycare close, and what's the late fee?", ["s5:5"], "single-hop"),
    ("What's the name of the twins' teacher in the infant room?", [], "abstain"),
    ("What's Mrs. Okafor's first name?", [], "abstain"),
    ("Which brand of oat milk do we send for Eli?", [], "abstain"),
    ("How much is Maple Grove's yearly registration fee?", [], "abstain"),
    ("Did my mom end up helping with pick-ups?", [], "abstain"),
    ("How many days a week do the twins attend?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-anniversary-cruise
case = case_builder("2025-06-14T10:00:00-07:00")
cases.append(case("en-anniversary-cruise", "u-en-anniversary-cruise", [
    ("2024-11-09T20:00:00-08:00", [
        # s1:1
        "Doug and I hit 25 years next June and I want to surprise him with an Alaska cruise. Our actual anniversary is June 10.",
        "Happy almost-25th! Alaska is a wonderful choice for a milestone trip. The Inside Passage season runs roughly May to September, and June has very long daylight hours. Are you thinking of a round trip from Seattle or Vancouver?",
        # s1:3
        "I've been looking at a Princess 7-night Inside Passage out of Seattle, sailing June 8. We've budgeted about $8,000 for everything.",
        "Round trips from Seattle are convenient from California. $8,000 for two is comfortable for a balcony cabin plus excursions and flights, though Alaska excursions add up; helicopter and floatplane tours often run $400-600 per person.",
        # s1:5
        "It's supposed to be a surprise, but I'll have to tell him at some point since he needs to book time off.",
        "You could do a partial surprise: ask him to hold the dates without saying why, then reveal the destination at a dinner or with a small gift like a map or a travel guide.",
    ]),
    ("2025-01-11T13:30:00-08:00", [
        # s2:1
        "Well, the surprise is out. Doug can't get time off in June because of his company's fiscal year-end, so we booked a Holland America cruise from Vancouver leaving May 25 instead.",
        "Vancouver departures are lovely; sailing out under the Lions Gate Bridge is a highlight. A late-May departure also tends to be a bit cheaper than June.",
        # s2:3
        "We got a balcony cabin on the Koningsdam for $6,400 for the two of us. Final payment's due February 24.",
        "Set a reminder a week before the final payment date. After that, cancellation penalties usually kick in, so consider travel insurance if you haven't already.",
        # s2:5
        "Also I'm not a fan of big formal nights. Doug loves them though.",
        "Holland America's dress code is fairly relaxed these days; 'dressy' nights usually mean a nice dress or slacks and a collared shirt rather than black tie.",
    ]),
    ("2025-03-08T09:45:00-08:00", [
        # s3:1
        "Excursions are booked! A helicopter tour to the Mendenhall Glacier in Juneau, $499 each, and whale watching at Icy Strait Point.",
        "Great picks. A helicopter glacier landing is a bucket-list experience, and Icy Strait Point is one of the best spots for humpbacks. Both depend on the weather, so check the cancellation policy.",
        # s3:3
        "And guess what: Doug's sister Lorraine and her husband Phil decided to come too. They booked the cabin right next to ours.",
        "How fun to have family along! Ask the cruise line whether the balcony divider between the two cabins can be opened.",
        # s3:5
        "We're flying into Vancouver on May 23 so we have a buffer day in case of delays.",
        "Smart; arriving early is the standard advice for cruises. Granville Island and Stanley Park are easy ways to spend the spare day.",
    ]),
    ("2025-05-03T17:00:00-07:00", [
        # s4:1
        "Change of plans for Juneau. Doug's doctor said no helicopter because of his vertigo, so we cancelled it and booked the Mendenhall Lake canoe trip instead.",
        "The canoe trip is a great alternative; you paddle close to the glacier and it's gentler on the inner ear. Bring layers, since it's cold on the water even in late May.",
        # s4:3
        "Sad news too: Phil needs knee surgery, so he and Lorraine cancelled. We're on our own again.",
        "Sorry to hear that, and I hope Phil's surgery goes smoothly. If they had travel insurance, a medical issue like that is usually a covered reason for cancelling.",
        # s4:5
        "I've already packed Doug's anniversary card in my carry-on. Three weeks to go!",
        "Sounds like you're all set! Don't forget binoculars for whale watching and a small dry bag for the canoe trip.",
    ]),
    ("2025-06-07T11:20:00-07:00", [
        # s5:1
        "We're back from Alaska! We skipped Ketchikan because of fog, so that became a sea day, but everything else was magical.",
        "Welcome back! Missing a port is disappointing, but sea days in the Inside Passage can be beautiful. What was the highlight?",
        # s5:3
        "At Icy Strait Point we saw a whole group of humpbacks bubble-net feeding. And Doug surprised ME at the Chef's Table dinner with a sapphire ring.",
        "Bubble-net feeding is rare to see, so that's amazing luck. And what a romantic surprise for a 25th!",
        # s5:5
        "Total damage came to around $9,100 once we added up the tips, the drinks package and the flights.",
        "A bit over the original plan, but not bad for a once-in-a-lifetime anniversary trip. You could frame a few photos for your actual anniversary on June 10.",
    ]),
], [
    ("What's our wedding anniversary date?", ["s1:1"], "single-hop"),
    ("Which port did our Alaska cruise end up leaving from?", ["s2:1"], "update", ["s1:3"]),
    ("What ship were we on, and what did the cabin cost?", ["s2:3"], "single-hop"),
    ("What did we end up doing in Juneau?", ["s4:1"], "update", ["s3:1"]),
    ("Did Lorraine and Phil come on the cruise with us in the end?", ["s4:3"], "update", ["s3:3"]),
    ("How much over our original budget did the trip run?", ["s1:3", "s5:5"], "multi-session"),
    ("How many days before the ship sailed did we fly into Vancouver?", ["s2:1", "s3:5"], "temporal"),
    ("What was the deadline for the final cruise payment?", ["s2:3"], "temporal"),
    ("What did Doug give me on the trip?", ["s5:3"], "single-hop"),
    ("Which port did we miss, and why?", ["s5:1"], "single-hop"),
    ("What was our cabin number on the ship?", [], "abstain"),
    ("How much did the whale-watching excursion cost per person?", [], "abstain"),
    ("Which airline did we fly to Vancouver?", [], "abstain"),
    ("What did we do on our spare day in Vancouver?", [], "abstain"),
    ("How did Phil's knee surgery go?", [], "abstain"),
    ("Did my son house-sit while we were away?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-bearded-dragon
case = case_builder("2025-07-26T12:00:00-07:00")
cases.append(case("en-bearded-dragon", "u-en-bearded-dragon", [
    ("2025-02-15T15:30:00-07:00", [
        # s1:1
        "I just brought home my first reptile, a baby bearded dragon I named Biscuit! He's about 4 months old. Got him from Desert Scales Reptiles for $120.",
        "Congrats on Biscuit! Baby beardies grow fast and eat a lot of insects. What setup do you have for him?",
        # s1:3
        "Right now a 40-gallon tank with a ReptiSun T5 10.0 UVB tube and a basking bulb. The guy at the store said it's fine for a baby.",
        "A 40-gallon works for a few months, but adult bearded dragons need at least a 120-gallon (4x2x2 ft) enclosure, and they can reach adult size within a year. The T5 10.0 is a good UVB choice.",
        # s1:5
        "I'm feeding him dubia roaches and collard greens. He's a total goblin at feeding time.",
        "Dubias are an excellent staple. At his age, insects should make up most of the diet, with greens offered daily. Dust insects with calcium at most feedings and with a multivitamin a couple of times a week.",
    ]),
    ("2025-03-22T12:00:00-07:00", [
        # s2:1
        "Biscuit officially lives in a mansion now. I bought a 120-gallon 4x2x2 PVC enclosure for $380, so he went from the 40 straight to his forever tank.",
        "Great move; PVC enclosures hold heat and humidity well. Make sure the basking spot is close enough to the bulb and that there's a clear gradient from the hot side to the cool side.",
        # s2:3
        "Took him to Dr. Patel at Arizona Exotic Vet for a checkup. The fecal showed pinworms, so he's on Panacur.",
        "Pinworms are very common in bearded dragons and usually easy to treat. Deep-clean the enclosure during treatment to avoid reinfection.",
        # s2:5
        "He's shedding in patches right now, looks like a scruffy little dude.",
        "Patchy shedding is normal for beardies. A lukewarm bath can help, but don't pull the skin off.",
    ]),
    ("2025-04-26T18:40:00-07:00", [
        # s3:1
        "Plot twist: at the follow-up, Dr. Patel said Biscuit is almost certainly a girl. So she's Biscuit the girl dragon now.",
        "Ha, that happens a lot; sexing babies is tricky. Females can lay infertile eggs even without a male, so watch for restlessness and digging as she matures.",
        # s3:3
        "Also my roommate Kayla found a dubia under the couch and lost it, so I've switched to black soldier fly larvae. They can't climb and they don't smell.",
        "BSFL are a great feeder and naturally high in calcium, so you may need less dusting. Mix in other insects like hornworms or silkworms for variety.",
        # s3:5
        "I measured the basking spot with a temp gun and it's around 105°F. Is that ok?",
        "For a juvenile, a basking surface of roughly 100-110°F is in the typical range. Make sure the cool side stays somewhere in the 75-85°F range.",
    ]),
    ("2025-06-07T10:10:00-07:00", [
        # s4:1
        "Biscuit weighed in at 310 grams this morning!",
        "That's healthy growth for her age. Keep tracking her weight monthly; it's the best early warning sign for illness.",
        # s4:3
        "Kayla and I are moving to a new place in Tempe in July. I'm stressing about moving a 120-gallon enclosure.",
        "Most PVC enclosures come apart. Move Biscuit separately in a warm, ventilated tub, set the enclosure up first, and let it reach temperature before she goes back in.",
        # s4:5
        "I was thinking of getting a leopard gecko too, as a second pet.",
        "Leopard geckos are easier than beardies in some ways: a smaller enclosure, and lower lighting demands. They should never share an enclosure with Biscuit, though.",
    ]),
    ("2025-07-19T19:25:00-07:00", [
        # s5:1
        "We're moved in, but not in Tempe. The Tempe lease fell through last minute and we ended up in a place in Mesa.",
        "Glad you found a place in time! How did Biscuit handle the move?",
        # s5:3
        "She was fine, but then she laid 18 infertile eggs last Sunday! Took her to Dr. Patel, $95 for the visit, and she's okay.",
        "Good that you got her checked. Egg-laying takes a lot of calcium, so keep up supplementation and offer extra food. Keep a lay box with moist sand available in case she does it again.",
        # s5:5
        "She's 365 grams now. And I've decided against the gecko; one lizard diva is plenty.",
        "Ha, Biscuit probably agrees. 365 g is a good weight; she may dip a little after laying, which is normal.",
    ]),
], [
    ("Where did I get Biscuit, and how much did she cost?", ["s1:1"], "single-hop"),
    ("How big is Biscuit's enclosure now?", ["s2:1"], "update", ["s1:3"]),
    ("What insects am I feeding Biscuit these days?", ["s3:3"], "update", ["s1:5"]),
    ("Is Biscuit a boy or a girl?", ["s3:1"], "update", ["s1:1"]),
    ("Where did Kayla and I end up moving?", ["s5:1"], "update", ["s4:3"]),
    ("What did Biscuit weigh at her latest weigh-in?", ["s5:5"], "update", ["s4:1"]),
    ("Am I still planning to get a leopard gecko?", ["s5:5"], "update", ["s4:5"]),
    ("What was Biscuit treated for at her first vet checkup, and what did the most recent visit cost?", ["s2:3", "s5:3"], "multi-session"),
    ("Roughly what date did Biscuit lay her eggs?", ["s5:3"], "temporal"),
    ("About how old is Biscuit now?", ["s1:1"], "temporal"),
    ("What's my vet's name again?", ["s2:3"], "single-hop"),
    ("What morph or color is Biscuit?", [], "abstain"),
    ("How much did I pay for the UVB tube?", [], "abstain"),
    ("What temperature did I measure on the cool side of the enclosure?", [], "abstain"),
    ("What does my boyfriend think of Biscuit?", [], "abstain"),
    ("How much is the rent at our new place in Mesa?", [], "abstain"),
    ("What brand is Biscuit's 120-gallon enclosure?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-return-to-office
case = case_builder("2025-05-24T09:00:00+01:00")
cases.append(case("en-return-to-office", "u-en-return-to-office", [
    ("2025-01-14T19:00:00+00:00", [
        # s1:1
        "My company just announced everyone has to be back in the office three days a week starting February 3. I've been fully remote since 2020.",
        "That's a big adjustment after nearly five years at home. How far is the office for you?",
        # s1:3
        "I live in Reading and the office is in Canary Wharf. Door to door it's about an hour forty each way.",
        "That's a long commute three times a week. Compare an annual season ticket with a flexi season or pay-as-you-go; for three days a week, flexi tickets often work out cheaper.",
        # s1:5
        "My manager, Priyanka, is sympathetic but says it's coming from the top and there are no exceptions.",
        "That's common with company-wide mandates. You may still be able to negotiate which days you come in, or your start and finish times to avoid peak fares.",
    ]),
    ("2025-02-05T21:10:00+00:00", [
        # s2:1
        "First week done. I've picked Tuesday, Wednesday, Thursday as my office days.",
        "Mid-week days are popular since they maximise overlap with colleagues. How did the commute feel?",
        # s2:3
        "Brutal. I went with the GWR flexi season ticket in the end rather than an annual one. Train to Paddington, then the Elizabeth line.",
        "The flexi season should save money on a three-day pattern. The Elizabeth line has made Paddington to Canary Wharf much quicker than it used to be.",
        # s2:5
        "My dog Juniper isn't coping with being alone, so I've hired a walker, Tom, for my office days. £15 a walk.",
        "A midday walk makes a big difference for dogs used to having you home. A puzzle feeder or something that smells of you can help her settle in the mornings.",
    ]),
    ("2025-03-08T10:30:00+00:00", [
        # s3:1
        "They moved our team's anchor day to Monday, so now I'm in Monday, Tuesday and Thursday. Wednesday's my home day now.",
        "Having a mid-week break can actually help, since it splits up the commuting days. Remember to update Tom's schedule too.",
        # s3:3
        "Yep, Tom's on Mondays, Tuesdays and Thursdays now. I've also started cycling to Reading station instead of getting the bus.",
        "Cycling to the station is a nice way to add exercise to the commute. A good lock and decent lights are worth the investment.",
        # s3:5
        "I'm thinking of asking for compressed hours: four longer days, one day off.",
        "Some employers are open to that if it's framed around output. Put a clear proposal in writing, including how you'd cover meetings and deadlines.",
    ]),
    ("2025-04-12T16:45:00+01:00", [
        # s4:1
        "Ugh. Compressed hours got turned down, and now they've announced it's going to four office days a week from June 2.",
        "That's frustrating, especially after you'd adapted to three. It may be time to weigh whether the role still works for you.",
        # s4:3
        "Honestly I'm already looking. I applied to Thames Valley Mutual, which has an office right here in Reading, and I've got an interview on April 24.",
        "A local employer would give you hours of your week back. Prepare examples of work you delivered remotely; it shows you can work independently, which hybrid employers value.",
        # s4:5
        "I'm currently on £54,000, so I'd want at least that.",
        "Reasonable. Factor in the commute savings too: if you no longer need the train, even a similar salary leaves you better off.",
    ]),
    ("2025-05-17T12:15:00+01:00", [
        # s5:1
        "I got the Thames Valley Mutual job! £58,000, two office days a week, and it's a 12-minute cycle from home. I start June 16.",
        "Congratulations! A raise, a short commute and more flexibility is a great outcome. Have you handed in your notice?",
        # s5:3
        "Yes, Priyanka was really gracious about it. She said she'd have done the same.",
        "That's good to hear; leaving on good terms matters. Ask her for a LinkedIn recommendation while your work is fresh in her mind.",
        # s5:5
        "Juniper's happy too. Tom's dropping to just two days a week once I switch.",
        "Perfect. And with only a 12-minute cycle, you might even be able to pop home at lunch on office days.",
    ]),
], [
    ("What's the name of the manager I'm leaving behind?", ["s1:5"], "single-hop"),
    ("Which days am I going in to the office at my current job these days?", ["s3:1"], "update", ["s2:1"]),
    ("How many office days a week is my current employer moving to?", ["s4:1"], "update", ["s1:1"]),
    ("How many days a week will Tom be walking Juniper from now on?", ["s5:5"], "update", ["s2:5", "s3:3"]),
    ("How big a pay rise am I getting with the new job?", ["s4:5", "s5:1"], "multi-session"),
    ("How does the commute at the new job compare with my old one?", ["s1:3", "s5:1"], "multi-session"),
    ("What kind of train ticket did I go with?", ["s2:3"], "single-hop"),
    ("How much does Tom charge per walk?", ["s2:5"], "single-hop"),
    ("When was my interview at Thames Valley Mutual?", ["s4:3"], "temporal"),
    ("When do I start the new job, and how long is that from now?", ["s5:1"], "temporal"),
    ("What breed is Juniper?", [], "abstain"),
    ("What's my job title?", [], "abstain"),
    ("How much does my GWR flexi season ticket cost?", [], "abstain"),
    ("Who's going to be my manager at Thames Valley Mutual?", [], "abstain"),
    ("Did my husband have to go back to the office too?", [], "abstain"),
    ("What's the name of the company I'm leaving?", [], "abstain"),
]))


# ---------------------------------------------------------------- en-downsizing-garage-sale
case = case_builder("2025-07-19T10:00:00-07:00")
cases.append(case("en-downsizing-garage-sale", "u-en-downsizing-garage-sale", [
    ("2025-03-01T14:00:00-08:00", [
        # s1:1
        "My parents, Walt and June, are finally selling the house they've lived in for 42 years. They're moving into a two-bedroom at Pinecrest Commons, a senior apartment community, on May 15.",
        "That's a big transition, emotionally and logistically. Forty-two years means a lot of stuff. Do you have a plan for what goes, what stays and what gets sold?",
        # s1:3
        "We're doing a garage sale on April 26 for the bulk of it. My sister Becca lives in Denver, so she's helping with listings and phone calls from there.",
        "Good division of labour. A common approach is colour-coded stickers, one colour each for 'moving', 'family', 'sell' and 'donate', so everyone can see decisions at a glance.",
        # s1:5
        "The hardest part is going to be my dad's garage. He has fifty years of tools in there.",
        "Tools often sell well at garage sales, especially quality hand tools. You might let him pick a small toolbox of favourites for the apartment; it can ease the sense of loss.",
    ]),
    ("2025-03-29T10:20:00-07:00", [
        # s2:1
        "Turns out their HOA only allows yard sales on the first weekend of the month, so the sale is now Saturday May 3.",
        "Good to catch that early. That's still before the move, which gives you time to haul away the leftovers.",
        # s2:3
        "Mom's Baldwin spinet piano is the big item. Becca listed it on Marketplace for $800.",
        "Used spinet pianos can be slow to sell, since moving costs often approach their resale value. Be prepared to lower the price, or consider donating it to a school or church.",
        # s2:5
        "Dad's decided to keep just his table saw and one toolbox. The table saw is going into Pinecrest's shared workshop.",
        "It's wonderful that the community has a workshop; that could become his new social hub.",
    ]),
    ("2025-05-04T20:30:00-07:00", [
        # s3:1
        "The garage sale was yesterday. We made $1,870! People were lined up at 6:30 a.m. for Dad's tools.",
        "That's a great haul! The early birds at tool sales are legendary. How are your parents feeling?",
        # s3:3
        "Mom cried a bit but she's okay. Good news on the piano: nobody bit at $800, but my niece Harper just started lessons, so it's going to her instead.",
        "That's a lovely outcome; the piano stays in the family and Harper gets a real instrument. Have it tuned after the move, since pianos often go out of tune when transported.",
        # s3:5
        "Leftovers are going to the Goodwill on Division next week.",
        "Call ahead; some donation centres won't take large furniture or certain electronics, and a few offer free pickup for big loads.",
    ]),
    ("2025-05-24T09:40:00-07:00", [
        # s4:1
        "Pinecrest delayed the move-in to June 2 because they're replacing the carpet in the unit. Mom and Dad are camped out in a half-empty house.",
        "That's an awkward limbo. Check whether Pinecrest will adjust the first month's rent for the delay.",
        # s4:3
        "The house is officially listed at $489,000. Our realtor is Gina Marsh; she sold Becca's old place too.",
        "Having a realtor you already trust helps. Ask Gina how the price compares with recent sales nearby and how long she expects it to take.",
    ]),
    ("2025-07-12T16:00:00-07:00", [
        # s5:1
        "The house sold! $476,500, a little under asking, but after a month with no offers we were relieved. Closing is July 30.",
        "Congratulations, that's a big milestone. Selling within a few percent of list after some time on the market is a solid result.",
        # s5:3
        "Mom has already joined a knitting circle at Pinecrest. Dad says the shared workshop is the best thing about the place.",
        "That's wonderful; it sounds like they're settling in well. Staying socially connected is one of the biggest factors in how people adjust after a move like this.",
        # s5:5
        "Becca's flying in for the closing, and then we're taking them out to dinner to celebrate.",
        "What a nice way to mark the end of a chapter. Bring a photo of the old house; they might enjoy a toast to it.",
    ]),
], [
    ("What are my parents' names?", ["s1:1"], "single-hop"),
    ("Who's our realtor for my parents' house?", ["s4:3"], "single-hop"),
    ("When did the garage sale actually happen?", ["s2:1", "s3:1"], "update", ["s1:3"]),
    ("What date did Mom and Dad finally move into Pinecrest?", ["s4:1"], "update", ["s1:1"]),
    ("What happened with Mom's piano in the end?", ["s3:3"], "update", ["s2:3"]),
    ("How far below the list price did the house sell?", ["s4:3", "s5:1"], "multi-session"),
    ("How much did we take in at the garage sale?", ["s3:1"], "single-hop"),
    ("What did Dad hang on to from his tools, and how is he finding the workshop at Pinecrest?", ["s2:5", "s5:3"], "multi-session"),
    ("By how many days did the Pinecrest move-in slip from the original date?", ["s1:1", "s4:1"], "temporal"),
    ("When was I planning to drop the leftovers at Goodwill?", ["s3:5"], "temporal"),
    ("What street was my parents' old house on?", [], "abstain"),
    ("How much is the monthly rent at Pinecrest?", [], "abstain"),
    ("What's Becca's husband's name?", [], "abstain"),
    ("What did the piano tuner charge after the move?", [], "abstain"),
    ("What commission is Gina charging?", [], "abstain"),
    ("How old is my dad?", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-spring-festival-hosting
case = case_builder("2025-02-15T20:00:00+08:00")
cases.append(case("zh-spring-festival-hosting", "u-zh-spring-festival-hosting", [
    ("2024-12-14T21:05:00+08:00", [
        # s1:1
        "今年是我们搬进新房后过的第一个年，我老公陈磊说要把他爸妈和那边亲戚都叫过来吃年夜饭，估计得有12个人，我想想就头大😂",
        "第一次在新家张罗年夜饭，确实是个大工程，不过也挺有意义的。12个人的话，建议提前把菜单、座位、餐具这几件事先理清楚。家里的餐桌坐得下吗？",
        # s1:3
        "坐不下，我们家那个餐桌最多坐8个。我打算再买张折叠圆桌，网上看了一个1.5米的，三百多块。",
        "1.5米的圆桌一般能坐10到12个人，再加上原来的餐桌，分大人桌和小孩桌就比较宽松了。可以顺便买个圆桌转盘，夹菜方便很多。",
        # s1:5
        "菜我想自己做，大概8个热菜4个凉菜。我婆婆不能吃辣，我老公那边又是无辣不欢，众口难调啊。",
        "可以辣和不辣的菜分开做，比如一半清淡的（清蒸鱼、白切鸡、炖汤），一半重口的（辣子鸡、香辣虾），再把辣椒油、剁椒放桌上让大家自己加。",
    ]),
    ("2025-01-04T12:30:00+08:00", [
        # s2:1
        "人数又涨了，我小姑子陈静一家四口也说要来，现在16个人了。",
        "16个人在家做饭压力真不小，光备菜就得一两天。有考虑过部分菜买半成品，或者干脆去饭店吗？",
        # s2:3
        "考虑了，我们最后在楚宴酒楼订了个包间，一桌2888，交了500定金。这样我就不用在厨房累死了。",
        "除夕订饭店现在越来越普遍了，省心很多。建议问清楚包间几点到几点、能不能自带酒水、定金退不退，有的店除夕是分两轮的。",
        # s2:5
        "他们说除夕是两轮，我们订的是第二轮，晚上7点半开始。",
        "第二轮时间比较从容，吃完回家正好赶上春晚后半段。可以提前把菜单跟店里确认一下，照顾一下婆婆不吃辣。",
    ]),
    ("2025-01-18T20:40:00+08:00", [
        # s3:1
        "唉，计划又变了。我婆婆知道一桌2888以后死活不同意，说在外面吃没年味，非要在家做。最后把酒楼退了，500定金人家扣了200。",
        "老一辈很看重在家吃年夜饭的氛围，能理解。扣200也算损失不大。既然回家做，可以考虑分工，别让一个人全扛。",
        # s3:3
        "分好工了，婆婆负责她拿手的排骨藕汤，我负责红烧鱼和几个凉菜，陈磊负责买菜和洗碗哈哈。",
        "这个分工很合理！藕汤可以提前一天炖好，除夕当天热一下反而更入味。鱼建议当天做，讲究“年年有余”的话可以留一点不吃完。",
        # s3:5
        "年货预算我们定的3000，应该够吧？",
        "看买些什么。如果包括年夜饭食材、零食糖果、对联和给长辈的礼品，3000在大多数城市是够的；如果还要买烟酒或者贵一点的礼品，可能就要多一些了。",
    ]),
    ("2025-01-26T16:15:00+08:00", [
        # s4:1
        "年货买完了，一算居然花了4200，超了1200，主要是给公公买了两瓶好酒。",
        "过年超点预算很常见，给长辈的礼物也是一份心意。剩下几天可以把开销收一收。",
        # s4:3
        "压岁钱也定了，侄子侄女每人600，我女儿朵朵收的我们就替她存起来。",
        "600是比较常见的标准。可以考虑给朵朵开个儿童储蓄账户，每年的压岁钱都存进去，长大给她一个惊喜。",
        # s4:5
        "另外初二我们打算回我娘家长沙，高铁票还没抢到，在候补。",
        "春运期间候补成功率跟车次和提前量关系很大，可以多选几个车次和相邻日期一起候补，提高成功率。",
    ]),
    ("2025-02-08T10:00:00+08:00", [
        # s5:1
        "终于过完年了，累但是开心。年夜饭最后来了15个人，二舅发烧没来。",
        "辛苦了！15个人的年夜饭能顺利办下来很不容易。大家吃得怎么样？",
        # s5:3
        "婆婆的藕汤被抢光了，我的红烧鱼也被夸了，朵朵还表演了个节目。",
        "听起来气氛特别好！第一次在新家过年就这么圆满，值得纪念。",
        # s5:5
        "回娘家那个，初二的票最后没候补上，拖到初四才走，在长沙待了三天。",
        "虽然晚了两天，能回去团聚就好，爸妈看到朵朵肯定很开心。返程也是高峰，下次记得提前买好票。",
    ]),
], [
    ("我老公那边谁不能吃辣来着？", ["s1:5"], "single-hop"),
    ("我之前看中的那张折叠圆桌是多大的？", ["s1:3"], "single-hop"),
    ("今年的年夜饭最后是在哪儿吃的？", ["s3:1"], "update", ["s2:3"]),
    ("年夜饭最后实际到了几个人？", ["s5:1"], "update", ["s1:1", "s2:1"]),
    ("过年回长沙最后是初几走的？", ["s5:5"], "update", ["s4:5"]),
    ("那家酒楼一桌多少钱？后来为什么又退了？", ["s2:3", "s3:1"], "multi-session"),
    ("年货最后比我们定的预算多花了多少？", ["s3:5", "s4:1"], "multi-session"),
    ("侄子侄女的压岁钱我们给的多少？", ["s4:3"], "single-hop"),
    ("我们回娘家出发那天是公历几月几号？", ["s5:5"], "temporal"),
    ("小姑子一家说要来过年大概是什么时候的事？", ["s2:1"], "temporal"),
    ("年夜饭上婆婆负责做的是哪道菜？", ["s3:3"], "single-hop"),
    ("小姑子陈静的老公叫什么名字？", [], "abstain"),
    ("朵朵在年夜饭上表演的是什么节目？", [], "abstain"),
    ("给公公买的那两瓶酒是什么牌子的？", [], "abstain"),
    ("我爸妈今年多大岁数了？", [], "abstain"),
    ("圆桌转盘我后来买了没有？", [], "abstain"),
    ("我哥一家今年过年去哪儿了？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-shiba-inu
case = case_builder("2025-08-16T10:00:00+08:00")
cases.append(case("zh-shiba-inu", "u-zh-shiba-inu", [
    ("2025-03-15T19:20:00+08:00", [
        # s1:1
        "家人们谁懂啊，我终于把柴犬接回家了！叫栗子，公的，刚满3个月，从苏州一个犬舍接的，花了6800。",
        "恭喜迎来栗子！柴犬性格独立又很有个性，小时候是立规矩的关键期。刚到新家头一两周它可能会有点紧张，尽量给它一个安静的窝，别太多人围着逗。",
        # s1:3
        "犬舍给的是渴望的幼犬粮，我就继续喂这个了，一天三顿。",
        "刚换环境先别急着换粮，维持原来的粮能减少肠胃应激。三个月大一天三到四顿比较合适，按包装上的推荐量喂，再根据体型微调。",
        # s1:5
        "第一针疫苗犬舍打过了，第二针约在3月29号，在小区门口那家宠物医院。",
        "好的，幼犬一般要打三针联苗，每针间隔三到四周，最后一针之后再安排狂犬疫苗。全部打完之前尽量别带它去狗多的地方，也先别洗澡。",
    ]),
    ("2025-04-12T14:30:00+08:00", [
        # s2:1
        "栗子现在到处乱尿，沙发脚都被它尿了两次，我快崩溃了。",
        "这个阶段定点如厕还没建立很正常。可以在它睡醒、吃完饭、玩完之后马上带到尿垫上，尿对了立刻奖励零食；尿错了别骂，用除味剂彻底清理，不然它会闻着味继续尿。",
        # s2:3
        "我报了个训犬课，训导师叫小周，8节课1600，每周六上午上。",
        "找专业训导师是个好主意，柴犬比较倔，方法对了事半功倍。上课学的东西回家每天练几分钟，巩固效果最好。",
        # s2:5
        "还有渴望太贵了，而且它最近老软便，我换成皇家幼犬粮了，按七天换粮法慢慢换的。",
        "七天换粮法做得很对。如果换完软便还没改善，可以带一次便便去医院查查寄生虫。",
        # s2:7
        "第二针已经打了，第三针约在5月10号。",
        "好的，第三针打完之后什么时候打狂犬疫苗，听医生安排就行。",
    ]),
    ("2025-05-17T21:00:00+08:00", [
        # s3:1
        "上周栗子拉肚子，医生说先别打疫苗，第三针推到5月24号了。",
        "生病期间推迟疫苗是对的，等它肠胃恢复、精神食欲都正常了再打更安全。这段时间饮食清淡一点，多观察。",
        # s3:3
        "训犬课也改时间了，小周那边周六排满了，现在改成周日下午三点。",
        "周日下午也挺好，上完课当晚就能复习。现在定点上厕所有进步吗？",
        # s3:5
        "好多了，十次有八次能尿到尿垫上。今天称了一下，4.2公斤。",
        "进步很明显！这个体重对5个月左右的柴犬来说在正常范围内，公柴成年一般在9到11公斤左右。",
    ]),
    ("2025-06-21T11:10:00+08:00", [
        # s4:1
        "问了医生绝育的事，医生建议等8个月以后再做，我就先约在9月中旬了。",
        "很多医生会建议等到性成熟前后再做，具体时间听医生的。术前要禁食禁水，术后要戴伊丽莎白圈防止舔伤口。",
        # s4:3
        "7月初我要去云南出差一周，打算把栗子放我朋友阿敏家，她家有院子。",
        "放熟人家比较放心。提前带栗子去她家玩一两次熟悉环境，把它常吃的粮、窝和玩具一起带过去。",
        # s4:5
        "天太热了，周末带它去了一家宠物游泳馆，结果它死活不下水，柴犬果然怕水哈哈。",
        "哈哈，很多柴犬确实不爱水。别强迫它，可以在浅水区放个玩具慢慢引导。夏天遛狗尽量避开中午，地面温度高容易烫伤脚垫。",
    ]),
    ("2025-08-09T18:45:00+08:00", [
        # s5:1
        "出差回来啦！结果阿敏临走前说她老公对狗毛过敏，栗子最后是放在宠物店寄养的，一天120，七天花了840。",
        "临时变动还好有备选。宠物店寄养一周，栗子适应得怎么样？",
        # s5:3
        "瘦了一点，不过现在又吃回来了，7.5公斤。",
        "恢复得不错。成长期体重涨得快是正常的，继续保持规律喂食和运动就好。",
        # s5:5
        "绝育那边医院说8月30号有空位，我就提前约了，9月那个取消了。",
        "好的，术前一晚开始禁食，具体几点听医院的。术后一周尽量别剧烈运动，按时复查。",
    ]),
], [
    ("栗子当初是从哪儿接的，花了多少钱？", ["s1:1"], "single-hop"),
    ("栗子现在吃的是什么狗粮？", ["s2:5"], "update", ["s1:3"]),
    ("栗子的第三针疫苗后来改约到哪天了？", ["s3:1"], "update", ["s2:7"]),
    ("训犬课现在是什么时间上？", ["s3:3"], "update", ["s2:3"]),
    ("我去云南出差那周，栗子最后放在哪儿了？", ["s5:1"], "update", ["s4:3"]),
    ("栗子绝育手术现在约的是哪天？", ["s5:5"], "update", ["s4:1"]),
    ("栗子最近一次称是多重？", ["s5:3"], "update", ["s3:5"]),
    ("从5月那次称重到最近一次，栗子长了多少？", ["s3:5", "s5:3"], "multi-session"),
    ("训导师叫什么，八节课多少钱？", ["s2:3"], "single-hop"),
    ("栗子大概是什么时候出生的？", ["s1:1"], "temporal"),
    ("栗子拉肚子大概是哪几天的事？", ["s3:1"], "temporal"),
    ("栗子是赤柴还是黑柴？", [], "abstain"),
    ("小区门口那家宠物医院叫什么？", [], "abstain"),
    ("苏州那个犬舍叫什么名字？", [], "abstain"),
    ("栗子的狂犬疫苗是哪天打的？", [], "abstain"),
    ("我妈对养栗子是什么态度？", [], "abstain"),
    ("那家宠物游泳馆游一次多少钱？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-hair-loss
case = case_builder("2025-07-20T10:00:00+08:00")
cases.append(case("zh-hair-loss", "u-zh-hair-loss", [
    ("2025-02-22T23:30:00+08:00", [
        # s1:1
        "今天理发的时候托尼老师说我头顶有点稀了，我回家拿手机一照，发际线也明显往后退了。我才29啊😭",
        "先别太焦虑，很多人二三十岁开始出现发际线后移和头顶变稀，最常见的是雄激素性脱发，也就是常说的“脂溢性脱发”。家里长辈有类似情况吗？",
        # s1:3
        "有，我爸四十岁左右头顶就没了，我爷爷也是。",
        "有家族史的话雄激素性脱发的可能性更大。好消息是现在治疗方法比较成熟，越早干预效果越好。建议挂个皮肤科的毛发门诊，让医生确诊一下。",
        # s1:5
        "已经约了，3月5号，市一医院皮肤科的毛发专病门诊。这段时间我在用一个生姜洗发水，有用吗？",
        "生姜洗发水主要是清洁和心理安慰，目前没有可靠证据说明它能治疗雄激素性脱发。洗发水选温和、适合自己出油情况的就行，真正起作用的是医生开的药。",
    ]),
    ("2025-03-08T20:10:00+08:00", [
        # s2:1
        "看完医生了，王医生说是雄激素性脱发，二级到三级之间。",
        "能早点确诊挺好的。医生一般会推荐外用米诺地尔，男性有时还会加口服非那雄胺，他给你开了什么？",
        # s2:3
        "开了5%的米诺地尔酊，一天两次，每次1毫升，还开了非那雄胺。但是我在网上看到非那雄胺可能影响那方面，有点怕，先只用米诺地尔。",
        "你的顾虑很多人都有。非那雄胺确实有少数人出现性功能方面的副作用，但比例不高，多数停药后能恢复。先只用米诺地尔也可以，但最好把你的决定告诉医生，听听他的意见。",
        # s2:5
        "米诺地尔一瓶60毫升一百七十多块，一个月一瓶，还行吧。",
        "这个价格在正常范围。米诺地尔需要长期坚持，一般至少用3到6个月才看得出效果，前期可能会有一段“狂掉期”，那是正常现象，别被吓得停药。",
    ]),
    ("2025-04-19T22:40:00+08:00", [
        # s3:1
        "你说的狂掉期真来了，用了六周，每天洗头掉一大把，我都不敢看下水口。",
        "这是米诺地尔让休止期的头发提前脱落、给新头发让位，通常持续几周到两个月。坚持用下去，之后会慢慢好转。",
        # s3:3
        "我女朋友小雅一直劝我坚持。我想了想，还是把非那雄胺也吃上了，一天一片，这周一开始的。",
        "两种药联合用对大多数男性效果更好。吃药期间注意观察身体反应，有不舒服及时跟医生沟通，定期复诊。",
        # s3:5
        "医生让我5月10号复诊，到时候拍照对比。",
        "好的，建议你自己也每个月在同样的光线、同样的角度拍几张头顶和发际线的照片，方便跟医生对比进展。",
    ]),
    ("2025-05-24T13:00:00+08:00", [
        # s4:1
        "复诊没去成，王医生去外地开会了，改到5月31号了。",
        "没关系，晚几周影响不大，药照常用就行。",
        # s4:3
        "我去一家植发机构咨询了一下，说前额发际线要种2500个单位左右，报价两万五，我打算年底做。",
        "植发对发际线后移效果比较确定，但移植的是后枕部的毛囊，原有的头发如果继续掉，还是得靠药物维持。很多医生建议先用药稳定一年左右再考虑植发。",
        # s4:5
        "掉发期好像过去了，最近掉得明显少了。",
        "这是好兆头，说明毛囊开始进入新的生长期。继续坚持，通常3到6个月会看到新发长出来。",
    ]),
    ("2025-07-12T21:25:00+08:00", [
        # s5:1
        "复诊了！王医生用毛发镜看了，说头顶密度比3月份好了不少，让我继续两个药一起用。",
        "太好了！能看到明显改善说明方案对你有效。维持治疗很关键，别因为效果好了就自己停药。",
        # s5:3
        "植发我先不做了，现在这个效果我已经挺满意的，两万五留着干别的。",
        "这个决定很稳妥。药物效果还在继续，过一年再看需不需要植发也不迟。",
        # s5:5
        "还有，米诺地尔酊用着头皮痒，医生让我换成了泡沫型的，果然不痒了，就是贵一点，两百出头一瓶。",
        "酊剂里的丙二醇比较容易刺激头皮，泡沫型一般不含丙二醇，耐受性更好。贵一点但能坚持用更重要。",
    ]),
], [
    ("我家里还有谁也是脱发？", ["s1:3"], "single-hop"),
    ("给我看脱发的那个医生姓什么？", ["s2:1"], "single-hop"),
    ("我现在有没有在吃非那雄胺？", ["s3:3", "s5:1"], "update", ["s2:3"]),
    ("上次那个复诊最后改到哪天了？", ["s4:1"], "update", ["s3:5"]),
    ("植发我最后还打算做吗？", ["s5:3"], "update", ["s4:3"]),
    ("我现在用的是哪种剂型的米诺地尔？", ["s5:5"], "update", ["s2:3"]),
    ("换成泡沫型以后，米诺地尔一瓶大概比原来贵多少？", ["s2:5", "s5:5"], "multi-session"),
    ("第一次看诊医生说我是几级？最近复诊他又怎么说？", ["s2:1", "s5:1"], "multi-session"),
    ("我是哪天开始吃非那雄胺的？", ["s3:3"], "temporal"),
    ("我第一次去毛发门诊是几号？", ["s1:5"], "temporal"),
    ("那家植发机构给我报了多少钱？", ["s4:3"], "single-hop"),
    ("市一医院毛发门诊的挂号费是多少？", [], "abstain"),
    ("我咨询的那家植发机构叫什么名字？", [], "abstain"),
    ("小雅是做什么工作的？", [], "abstain"),
    ("我之前用的生姜洗发水是什么牌子？", [], "abstain"),
    ("我哥是不是也有脱发的问题？", [], "abstain"),
    ("我吃非那雄胺以后出现过什么副作用吗？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-canton-fair-trip
case = case_builder("2025-06-01T10:00:00+08:00")
cases.append(case("zh-canton-fair-trip", "u-zh-canton-fair-trip", [
    ("2025-02-15T10:30:00+08:00", [
        # s1:1
        "今年老板终于舍得花钱了，我们公司第一次用自己的名义参加广交会，第二期，4月23号到27号。派我和同事阿杰去。",
        "恭喜！第一次独立参展是个很好的机会。广交会客流大，准备工作也多：展位布置、样品、报价单、名片和后续跟进流程都要提前规划。你们是做什么产品的？",
        # s1:3
        "保温杯，主推316不锈钢的那几款。展位是一个标准展位，9平米。老板想带30款样品去。",
        "9平米的标准展位空间有限，30款可能会显得拥挤。建议挑出主推款放在视线高度，其他款做成画册或二维码，客户感兴趣再拿出来看。",
        # s1:5
        "行，我再跟老板商量。我们打算坐飞机过去，义乌飞广州。",
        "展会期间广州的机票和酒店都会涨价，越早订越划算。琶洲展馆附近的酒店很抢手，建议尽早订。",
    ]),
    ("2025-03-15T16:20:00+08:00", [
        # s2:1
        "酒店订好了，琶洲附近的全季，5晚，每晚680，贵是真贵。",
        "广交会期间这个价格算正常的，琶洲附近能订到就不错了。记得确认能不能免费取消，以防行程有变。",
        # s2:3
        "人也换了，阿杰被老板调去跟美国客户的验厂了，改成小林跟我去。小林刚来半年，英语还行。",
        "可以让小林负责接待和记录，你负责谈价格和重点客户。提前给她准备一份产品常见问题和报价的速查表，会轻松很多。",
        # s2:5
        "样品最后定了24款，展位实在放不下30款。",
        "24款更合理，主次分明。可以在每款旁边放个小卡片，写上容量、材质、起订量。",
    ]),
    ("2025-04-12T21:00:00+08:00", [
        # s3:1
        "机票太贵了，来回一个人要两千多，我们改坐高铁了，义乌到广州南，六个多小时。",
        "高铁也挺方便，还能顺手带一些样品，比托运省心。最好提前一天到，留时间布展。",
        # s3:3
        "对，22号到，当天布展。名片印了500张，我给自己定的目标是收100张客户名片。",
        "100张是个不错的目标。每收一张名片，马上在背面写上客户需求、感兴趣的款式和跟进优先级，展会后跟进效率会高很多。",
        # s3:5
        "报价单准备了美元和欧元两个版本。",
        "很周到。展会上客户常会问阶梯价，最好把500、1000、5000只几档的价格都列出来。",
    ]),
    ("2025-04-28T22:15:00+08:00", [
        # s4:1
        "广交会结束了！累瘫。一共收了137张名片，超额完成目标哈哈。",
        "辛苦了，成绩很不错！接下来最关键的是一周内跟进，趁客户对你们的印象还新鲜。",
        # s4:3
        "有3个客户有明确意向，最大的是一个智利客户Carlos，说要2万只500毫升的款。",
        "2万只是个很好的单子。尽快发正式报价和PI，确认颜色、logo印刷方式、包装和交期。南美客户一般比较看重价格和付款方式，可以提前想好底线。",
        # s4:5
        "还有一个迪拜的客户把我们展台的样品几乎全买走了，说回去给老板看。",
        "说明他兴趣很大。回去后及时发邮件感谢，附上他买走那些款式的详细资料和报价。",
    ]),
    ("2025-05-24T17:40:00+08:00", [
        # s5:1
        "Carlos那边数量改了，说先试单1.2万只，不过30%定金已经到账了。",
        "试单很正常，先把这一单做好，后面返单的机会很大。定金到了就可以安排生产了，注意控制好交期和质检。",
        # s5:3
        "迪拜那个客户发了三封邮件都没回，估计是凉了。",
        "展会上买样品的客户有时只是做市场调研。可以过一个月再跟进一次，发点新品信息，不用太频繁。",
        # s5:5
        "老板很满意，说秋交会还要去，展位要升级成两个。",
        "两个展位能做成一个更完整的品牌形象区，效果会好很多。可以把这次的经验总结一下，哪些款最受欢迎，秋季重点展示。",
    ]),
], [
    ("我们这次参加的是广交会第几期？几号到几号？", ["s1:1"], "single-hop"),
    ("我们那个展位有多大？", ["s1:3"], "single-hop"),
    ("最后跟我一起去广交会的同事是谁？", ["s2:3"], "update", ["s1:1"]),
    ("样品最后一共带了多少款？", ["s2:5"], "update", ["s1:3"]),
    ("我们去广州最后是怎么去的？", ["s3:1"], "update", ["s1:5"]),
    ("智利那个客户现在下的是多少只？", ["s5:1"], "update", ["s4:3"]),
    ("收名片我给自己定的目标是多少，最后实际收了多少？", ["s3:3", "s4:1"], "multi-session"),
    ("展会期间住酒店一共花了多少钱？", ["s2:1"], "single-hop"),
    ("我们是哪天到的广州布展？", ["s3:3"], "temporal"),
    ("订好酒店的时候，离广交会开幕还有多少天？", ["s1:1", "s2:1"], "temporal"),
    ("迪拜那个客户后来有回音吗？", ["s4:5", "s5:3"], "multi-session"),
    ("Carlos那单的单价谈的是多少？", [], "abstain"),
    ("我们公司叫什么名字？", [], "abstain"),
    ("迪拜那个客户叫什么？", [], "abstain"),
    ("我们的展位号是多少？", [], "abstain"),
    ("老板姓什么？", [], "abstain"),
    ("阿杰跟的那次验厂最后顺利吗？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-gold-beans
case = case_builder("2025-04-05T12:00:00+08:00")
cases.append(case("zh-gold-beans", "u-zh-gold-beans", [
    ("2024-10-19T20:30:00+08:00", [
        # s1:1
        "最近小红书上好多人在攒金豆，我也跟风了😂 今天去水贝买了人生第一颗，1克，618块。",
        "欢迎加入攒金豆大军！小克重金豆门槛低、有仪式感，适合强制储蓄。不过要注意，小克重金豆每克的工费和溢价通常比金条高，回收时也会按回收价扣掉一部分，所以它更像储蓄而不是短期投资。",
        # s1:3
        "我打算每个月15号发工资就买1克，先定个小目标，攒够50克。",
        "每月固定买其实就是一种定投，能平摊价格波动。按每月1克的节奏，攒到50克要四年多，可以根据收入情况再调整。",
        # s1:5
        "我男朋友阿峰觉得这是智商税，说还不如买基金。",
        "两种想法都有道理。黄金主要作用是保值和分散风险，长期收益一般不如股票类资产，但波动和心理压力小一些。可以把金豆当作资产配置里的一小部分。",
    ]),
    ("2024-12-07T13:15:00+08:00", [
        # s2:1
        "年终奖提前发了一部分，我决定从12月开始每个月买2克，现在手里一共2克。",
        "有额外收入的时候加点量挺好的。记得保留好每次的购买凭证和克重证书，以后回收或转卖会方便些。",
        # s2:3
        "另外我在工行开了积存金，每个月定投1000块，这样不用每次都跑水贝。",
        "积存金买入门槛低、没有工费，适合长期定投，以后也可以申请兑换实物金条。要注意买卖价差和银行的相关规则，开之前看清楚说明。",
        # s2:5
        "金豆我都放在一个小首饰盒里，藏在衣柜最里面。",
        "家里少量存放问题不大，量多了可以考虑银行保管箱。另外别随便告诉别人放在哪儿哈。",
    ]),
    ("2025-01-25T19:50:00+08:00", [
        # s3:1
        "报告进度！12月和1月各买了2克，年终奖到账那天又冲了3克，现在一共9克了。",
        "进度很快呀！9克已经是个不错的小金库了。",
        # s3:3
        "过年给我妈买了个金手镯，18.6克，在水贝买的，连工费一共一万三。她嘴上说浪费，戴上就不摘了哈哈。",
        "送妈妈金饰既是心意又保值，很有意义。手镯平时戴着注意别磕碰，足金比较软，容易变形。",
        # s3:5
        "金价涨得好快，我第一颗买的时候才618，现在都快650了。",
        "过去一段时间金价确实涨了不少。不过短期涨跌很难预测，定投的意义就在于不去猜涨跌，按计划买就好。",
    ]),
    ("2025-02-22T22:00:00+08:00", [
        # s4:1
        "金价太猛了，我有点下不去手。积存金我先停了，金豆也回到每月1克，这个月15号买完一共10克。",
        "放慢节奏完全可以，定投计划本来就该跟自己的现金流和心态匹配。不过也提醒一下，想等回调再买属于择时，很难踩准。",
        # s4:3
        "目标我也改了，50克太遥远，今年年底前攒到30克就行。",
        "30克更现实，也更容易坚持。按每月1克的话，年底大概能到20克左右，想达到30克，中间可能需要加点量。",
        # s4:5
        "嗯，到时候看年中有没有奖金吧。",
        "好的，有奖金的时候一次性补几克也是个办法。",
    ]),
    ("2025-03-29T16:30:00+08:00", [
        # s5:1
        "笑死，阿峰现在也开始攒金豆了，上周跟我去水贝买了他的第一颗，还说“还是你有眼光”。",
        "哈哈，被你说服了！两个人一起攒还挺有意思的，可以比比谁先到目标。",
        # s5:3
        "我3月15号照常买了1克，现在是11克。今天金价都七百多了。",
        "11克，稳稳推进。金价高的时候更要记住最初的目的是强制储蓄和保值，而不是追涨。",
        # s5:5
        "有人说金价到顶了要赶紧卖，我是不是该卖一点？",
        "我没办法预测金价走势。如果攒金豆是长期储蓄，就没必要因为短期涨跌频繁买卖；如果确实要用钱，卖之前算上回收价和买入价之间的差价。",
    ]),
], [
    ("我人生第一颗金豆花了多少钱？", ["s1:1"], "single-hop"),
    ("我的金豆都藏在哪儿来着？", ["s2:5"], "single-hop"),
    ("我现在每个月买几克金豆？", ["s4:1"], "update", ["s1:3", "s2:1"]),
    ("我攒金豆的目标现在定的是多少克？", ["s4:3"], "update", ["s1:3"]),
    ("工行那个积存金我现在还在定投吗？", ["s4:1"], "update", ["s2:3"]),
    ("我手上现在一共有多少克金豆？", ["s5:3"], "update", ["s3:1", "s4:1"]),
    ("阿峰现在对攒金豆是什么态度？", ["s5:1"], "update", ["s1:5"]),
    ("我每个月几号买金豆？积存金当时每月投多少？", ["s1:3", "s2:3"], "multi-session"),
    ("我是哪天开始攒金豆的？", ["s1:1"], "temporal"),
    ("阿峰的第一颗金豆大概是哪天买的？", ["s5:1"], "temporal"),
    ("给我妈买的金手镯多重、花了多少？", ["s3:3"], "single-hop"),
    ("阿峰买的那颗金豆是几克的？", [], "abstain"),
    ("我在工行积存金里一共攒了多少克？", [], "abstain"),
    ("我在水贝常去的那家店叫什么？", [], "abstain"),
    ("我妈的生日是哪天？", [], "abstain"),
    ("我之前买的那根金条是多少克的？", [], "abstain"),
    ("我闺蜜小雨现在攒了多少克？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-harbin-trip
case = case_builder("2025-02-22T10:00:00+08:00")
cases.append(case("zh-harbin-trip", "u-zh-harbin-trip", [
    ("2024-10-26T21:40:00+08:00", [
        # s1:1
        "南方小土豆准备去哈尔滨看雪了！计划12月28号出发，玩5天，我、我老公老何，还有儿子乐乐，乐乐今年7岁。",
        "好期待！哈尔滨冬天零下二三十度是常事，对南方人来说保暖是第一位的。带7岁的孩子，行程别排太满，每天留出回酒店暖和休息的时间。",
        # s1:3
        "预算一家三口1.5万左右，想去冰雪大世界，还想去雪乡住一晚。",
        "冰雪大世界一般12月中下旬开园，晚上灯光最漂亮。雪乡离哈尔滨比较远，单程车程大概五六个小时，冬季路况也不稳定，带孩子的话要考虑一下体力。",
        # s1:5
        "乐乐有点晕车，这个我得再想想。",
        "可以提前准备晕车药或晕车贴，也可以考虑先坐火车到附近再换车，减少在路上颠簸的时间。",
    ]),
    ("2024-11-23T12:00:00+08:00", [
        # s2:1
        "计划推迟两天，老何单位年底要值班到29号，我们改成12月30号走了，正好在哈尔滨跨年。",
        "在哈尔滨跨年也很有氛围！跨年夜中央大街和冰雪大世界人会特别多，带孩子别往最挤的地方去，注意安全。",
        # s2:3
        "机票订好了，南航广州直飞哈尔滨，三个人来回一共5400。",
        "这个价格还可以，元旦前后的机票越晚越贵。羽绒服可以直接穿上飞机，到了再换装，省行李空间。",
        # s2:5
        "酒店订在中央大街附近，住4晚，走路就能逛。",
        "中央大街附近位置很好，去索菲亚教堂和松花江边都方便，晚上逛冷了可以随时回酒店。",
    ]),
    ("2024-12-14T20:20:00+08:00", [
        # s3:1
        "雪乡最后还是砍掉了，太远了，乐乐坐车超过两小时就吐。改成去亚布力滑一天雪。",
        "这个调整很明智。亚布力离哈尔滨近一些，交通也方便。7岁孩子第一次滑雪建议请个教练，双板比单板容易上手。",
        # s3:3
        "给乐乐买了件波司登的儿童羽绒服，899，还买了雪地靴和防水手套。",
        "装备挺齐全了。另外记得带儿童面罩或围脖、保暖帽，手机在低温下掉电很快，可以放在贴身口袋里。",
        # s3:5
        "老何说他是北方人（河北的）不怕冷，不买新羽绒服了，我也懒得管他。",
        "哈哈，河北的冬天和哈尔滨还是差不少的，建议他至少带一件厚一点的长款羽绒服，别到时候冻着。",
    ]),
    ("2025-01-07T22:10:00+08:00", [
        # s4:1
        "回来了！冰雪大世界真的太震撼了，乐乐在超级大滑梯排了快两个小时，玩完一次说还要再排。",
        "超级冰滑梯确实是冰雪大世界最火的项目！看来乐乐玩得很开心。",
        # s4:3
        "亚布力也去了，请了个教练一小时400，乐乐学了两个小时就能自己滑初级道了。",
        "孩子学滑雪就是快！两个小时就能自己滑初级道很棒，以后可以再找机会练练。",
        # s4:5
        "就是老何不听劝，到哈尔滨第三天就冻感冒了哈哈。一算账，这趟花了差不多1.8万。",
        "希望老何早日康复！旅行超点预算很正常，尤其是热门季节。这趟给孩子留下的回忆还是很值的。",
    ]),
    ("2025-02-15T15:00:00+08:00", [
        # s5:1
        "乐乐开学写了篇作文叫《我在哈尔滨滑雪》，被老师评了优，还在班上念了。",
        "太棒了！亲身经历写出来的作文最生动，这趟旅行的意义又多了一层。",
        # s5:3
        "他现在天天念叨明年还要去滑雪，我们在考虑明年冬天去长白山。",
        "长白山有不错的滑雪场，雪质很好，适合家庭。冬天能不能上山看天池要看天气和景区开放情况，要提前查好。",
        # s5:5
        "老何感冒早好了，还嘴硬说是在飞机上被传染的。",
        "哈哈，男人的倔强。下次去长白山可得提前给他备好羽绒服了。",
    ]),
], [
    ("去哈尔滨那会儿乐乐几岁来着？", ["s1:1"], "single-hop"),
    ("我们去哈尔滨最后是哪天出发的？", ["s2:1"], "update", ["s1:1"]),
    ("原本想去雪乡，最后换成了去哪儿？", ["s3:1"], "update", ["s1:3"]),
    ("哈尔滨这趟最后花了多少，比预算超了多少？", ["s1:3", "s4:5"], "multi-session"),
    ("机票订的哪家航空，三个人多少钱？", ["s2:3"], "single-hop"),
    ("亚布力请的滑雪教练怎么收费的？", ["s4:3"], "single-hop"),
    ("老何是哪里人？他那次后来怎么了？", ["s3:5", "s4:5"], "multi-session"),
    ("我们在哈尔滨的酒店是哪天退房的？", ["s2:1", "s2:5"], "temporal"),
    ("老何大概是哪天感冒的？", ["s2:1", "s4:5"], "temporal"),
    ("乐乐那篇作文题目叫什么？", ["s5:1"], "single-hop"),
    ("乐乐的羽绒服是什么牌子、多少钱买的？", ["s3:3"], "single-hop"),
    ("我们在哈尔滨住的酒店叫什么名字？", [], "abstain"),
    ("冰雪大世界的门票多少钱一张？", [], "abstain"),
    ("乐乐的班主任姓什么？", [], "abstain"),
    ("去长白山的行程定在几号？", [], "abstain"),
    ("我婆婆那几天在家怎么过的？", [], "abstain"),
    ("雪乡那边本来订的是哪家民宿？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-balcony-enclosure
case = case_builder("2025-07-19T10:00:00+08:00")
cases.append(case("zh-balcony-enclosure", "u-zh-balcony-enclosure", [
    ("2025-04-05T15:40:00+08:00", [
        # s1:1
        "新房交房了，准备把阳台封起来，南向的，大概8个平方。南宁这边雨多，不封不行。",
        "南宁雨水多、夏天湿热，封阳台确实能挡雨防尘。选窗主要看型材、玻璃和五金，另外要先确认小区物业对封阳台有没有统一要求，比如颜色和样式。",
        # s1:3
        "问了两家，小区门口的鑫盛门窗断桥铝报每平680，另一家安居门窗报700，我倾向鑫盛，离得近售后方便。",
        "价格差不多的话，售后方便很重要。比价时要确认报价包含什么：型材厚度、玻璃规格、五金品牌、纱窗和安装费，有时候价格低是因为配置低了。",
        # s1:5
        "我老婆想在阳台放洗衣机和烘干机，所以还得留好水电位。",
        "好主意，封窗之前先把上下水、插座和地漏的位置定好，烘干机最好单独留一个16A插座。洗衣机下面做个防水台或者放个托盘，防止漏水。",
    ]),
    ("2025-04-26T11:20:00+08:00", [
        # s2:1
        "最后没选鑫盛。我老婆看了她同事家的系统窗，非要上系统窗，我们定了一家做系统窗的，每平1100，算下来总价大概2.6万。",
        "系统窗在密封性、隔音和五金上通常比普通断桥铝好一截，价格也贵不少。南宁台风季风雨大，密封性好确实更省心。",
        # s2:3
        "玻璃用的是5+20A+5的中空钢化，颜色选了灰色，跟外墙比较搭。",
        "20A的中空层隔热隔音效果不错。南向阳台夏天还是会晒，可以考虑加Low-E膜层，不过要再加一点钱。",
        # s2:5
        "下周六，也就是5月3号，师傅上门量尺。",
        "量尺那天你最好在场，确认开扇位置、开启方式（内开内倒还是推拉）和纱窗的位置，后面再改很麻烦。",
    ]),
    ("2025-05-17T20:00:00+08:00", [
        # s3:1
        "厂家说型材还没到，安装从20号推到28号了。",
        "定制系统窗延期挺常见的。可以让他们给一个书面的交货时间，再延期的话问问有没有补偿。",
        # s3:3
        "颜色也改了，我老婆越看灰色越觉得冷冰冰的，最后换成了香槟色，好在型材还没切，厂家说可以改。",
        "能在下料前改就好。香槟色比较温暖，跟室内木色家具也好搭。记得让厂家把改色写进合同或者确认单里。",
        # s3:5
        "物业说封阳台要报备，还要交2000块押金，装完验收没问题再退。",
        "这是很多小区的常规做法。保留好收据，验收时注意外立面样式要符合物业要求，不然押金可能不好退。",
    ]),
    ("2025-06-07T18:30:00+08:00", [
        # s4:1
        "装好了！实测面积比预估的小一点，最后总价是2.48万。",
        "恭喜完工！按实测面积结算很合理。验收的时候重点检查开关是否顺滑、密封条是否贴合、打胶是否均匀。",
        # s4:3
        "有一扇内开内倒的窗关不严，有点漏风，师傅说下周来调。",
        "五金调一下一般就能解决。调好之后可以拿一张纸夹在窗扇和窗框之间，关上后抽不动就说明密封到位了。",
    ]),
    ("2025-07-12T21:10:00+08:00", [
        # s5:1
        "前几天南宁下暴雨，阳台一滴水都没进，系统窗的钱没白花。",
        "暴雨就是最好的验收！密封好了，夏天开空调也会省电一些。",
        # s5:3
        "那扇漏风的窗也调好了，物业押金也退回来了。",
        "都圆满解决了。建议每年给合页和五金上点润滑油，密封条定期清洁，能用得更久。",
        # s5:5
        "烘干机我们最后决定不买了，阳台现在阳光好，衣服一天就干，洗衣机已经放进去了。",
        "如果晾晒条件好，确实能省下一笔。回南天的时候可以靠除湿机或者空调的除湿模式帮忙。",
    ]),
], [
    ("我家阳台朝哪边，大概多大？", ["s1:1"], "single-hop"),
    ("我们封阳台最后用的是什么窗？", ["s2:1"], "update", ["s1:3"]),
    ("阳台窗框最后定的什么颜色？", ["s3:3"], "update", ["s2:3"]),
    ("封阳台最后一共花了多少钱？", ["s4:1"], "update", ["s2:1"]),
    ("阳台烘干机我们买了吗？", ["s5:5"], "update", ["s1:5"]),
    ("物业那2000块押金后来退了没有？", ["s3:5", "s5:3"], "multi-session"),
    ("关不严的那扇窗是哪种开法的？后来调好了吗？", ["s4:3", "s5:3"], "multi-session"),
    ("玻璃用的是什么规格的？", ["s2:3"], "single-hop"),
    ("系统窗原定哪天装，后来推到了哪天？", ["s3:1"], "temporal"),
    ("师傅是哪天上门量的尺？", ["s2:5"], "temporal"),
    ("做系统窗的那家叫什么牌子？", [], "abstain"),
    ("最后有没有加Low-E？", [], "abstain"),
    ("我们小区叫什么名字？", [], "abstain"),
    ("给我们装窗的师傅姓什么？", [], "abstain"),
    ("阳台上放的洗衣机是什么牌子的？", [], "abstain"),
    ("我老婆同事家装系统窗花了多少钱？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-hanfu
case = case_builder("2025-09-13T10:00:00+08:00")
cases.append(case("zh-hanfu", "u-zh-hanfu", [
    ("2025-03-08T22:30:00+08:00", [
        # s1:1
        "我入坑汉服啦！第一套买的明制，马面裙配短袄，在一家叫云裳阁的店买的，489。",
        "欢迎入坑！明制马面裙日常穿着也比较方便，是很多人的第一套。颜色是什么样的？",
        # s1:3
        "裙子是酒红色织金的，袄是月白色的，我超喜欢。",
        "酒红配月白很经典，大气又不俗。织金的马面裙要注意收纳，最好挂起来或者平放，避免金线压折。",
        # s1:5
        "我想4月牡丹文化节的时候穿着去拍照，跟我室友小鹿一起，我俩都是洛阳本地人，但从来没正经去看过牡丹哈哈。",
        "本地人反而最容易错过！洛阳牡丹文化节一般在4月上中旬，花期最好的时候人会非常多，建议工作日早上去，光线柔和、游客少，拍照体验会好很多。",
    ]),
    ("2025-03-29T14:10:00+08:00", [
        # s2:1
        "约好摄影师了，阿七，4月12号在隋唐洛阳城拍，400块两小时，含9张精修。",
        "这个价格在汉服约拍里挺实惠的。可以提前跟阿七沟通一下想要的风格，发几张参考图，拍的时候效率会高很多。",
        # s2:3
        "我在学盘发，买了发包和两根簪子，跟着B站教程练了一个星期，手都酸了。",
        "盘发确实需要练！可以先用发包把底打好，再用U型夹固定，簪子更多是装饰。拍摄当天早点起，留足时间。",
        # s2:5
        "小鹿说她要穿唐制齐胸襦裙，说我们一个明一个唐，穿越感拉满。",
        "哈哈，跨朝代合照也很有意思。齐胸襦裙拍照很飘逸，就是系带要系紧，不然走路容易往下掉。",
    ]),
    ("2025-04-19T21:00:00+08:00", [
        # s3:1
        "12号那天下大雨，跟阿七商量后顺延到第二天，13号拍的，天晴了，光线超好。",
        "雨后天晴的光线确实漂亮，顺延是对的。拍出来效果怎么样？",
        # s3:3
        "超级满意！阿七还多送了3张精修，一共12张。我已经换成朋友圈封面了。",
        "太好了，摄影师多送精修说明拍得也很顺。记得给阿七一个好评，以后再约也方便。",
        # s3:5
        "我又下单了一套宋制褙子，是预售，尾款要6月才付。",
        "宋制褙子清雅又好穿，夏天也合适。预售款一般工期比较长，记得关注店铺的尾款时间，别错过了。",
    ]),
    ("2025-06-21T19:40:00+08:00", [
        # s4:1
        "宋制褙子到了，但是尺码偏大，肩线都掉到胳膊上了，我申请换小一码了。",
        "汉服尺码不同店差异挺大的，换一码应该能解决。下次买之前可以量一下肩宽和胸围，对照店铺的尺码表。",
        # s4:3
        "我还加入了学校的汉服社！社长是大三的学姐，叫阿檀，人超好。",
        "加入社团能认识很多同好，还能参加各种活动，比如雅集、花朝节游园之类的。",
        # s4:5
        "暑假想跟社团几个人去西安大唐不夜城，穿唐制去。",
        "大唐不夜城晚上的灯光特别适合穿唐制拍照。夏天西安很热，可以选轻薄一点的面料，傍晚以后再出门。",
    ]),
    ("2025-09-06T20:00:00+08:00", [
        # s5:1
        "暑假没去成西安，大家商量后改去了杭州，8月中旬去的，正好穿我换好的那套宋制。",
        "杭州跟宋制简直绝配！西湖边、河坊街都很出片。玩得开心吗？",
        # s5:3
        "开心！在西湖边拍了好多，还被路人要了合照。",
        "汉服出街被要合照太常见了哈哈，说明你穿得好看。",
        # s5:5
        "新学期我被阿檀选成汉服社的宣传部长了，要负责公众号和海报。",
        "恭喜！宣传部长很锻炼人。可以把社团活动的照片整理成系列推文，比如“一件汉服的N种穿法”，容易出阅读量。",
        # s5:7
        "算了一下，今年在汉服上已经花了两千六左右，得控制一下了😂",
        "入坑第一年花得多很正常，后面可以多用现有的衣服换搭配、买配饰来换风格，比一直买新衣服省钱。",
    ]),
], [
    ("我的第一套汉服是在哪家店买的，多少钱？", ["s1:1"], "single-hop"),
    ("我那条马面裙是什么颜色的？", ["s1:3"], "single-hop"),
    ("跟阿七的那次约拍最后是哪天拍的？", ["s3:1"], "update", ["s2:1"]),
    ("那次约拍最后一共给了我几张精修？", ["s3:3"], "update", ["s2:1"]),
    ("暑假我最后跟社团去的是哪儿？", ["s5:1"], "update", ["s4:5"]),
    ("那套宋制褙子后来怎么样了，穿上了吗？", ["s3:5", "s4:1", "s5:1"], "multi-session"),
    ("汉服社社长叫什么，她后来给我安排了什么职位？", ["s4:3", "s5:5"], "multi-session"),
    ("去隋唐洛阳城拍照那次，小鹿打算穿什么？", ["s2:5"], "single-hop"),
    ("在隋唐洛阳城拍照那天是星期几？", ["s3:1"], "temporal"),
    ("去杭州大概是什么时候？", ["s5:1"], "temporal"),
    ("今年我在汉服上大概花了多少？", ["s5:7"], "single-hop"),
    ("阿七的工作室在哪儿？", [], "abstain"),
    ("那套宋制褙子花了多少钱？", [], "abstain"),
    ("小鹿是学什么专业的？", [], "abstain"),
    ("我们汉服社一共有多少人？", [], "abstain"),
    ("在杭州那几天住的是哪家酒店？", [], "abstain"),
    ("我男朋友喜欢我穿汉服吗？", [], "abstain"),
]))


# ---------------------------------------------------------------- zh-yoga-coach-cert
case = case_builder("2025-09-27T10:00:00+08:00")
cases.append(case("zh-yoga-coach-cert", "u-zh-yoga-coach-cert", [
    ("2025-05-10T21:00:00+08:00", [
        # s1:1
        "我练瑜伽三年了，最近认真在考虑考个教练证。看中了昆明一家叫栖云瑜伽的馆子，200小时的RYT教培，学费12800。",
        "练了三年再去学教培是很好的时机，基础够了，学起来收获会更大。200小时课程一般包括体式、解剖、瑜伽哲学和教学法。报名前可以确认一下它是不是在瑜伽联盟（Yoga Alliance）注册的学校，结业后才能申请RYT-200。",
        # s1:3
        "确认过了，是注册的。我打算报周末班，7月5号开班，每个周末上，一共12周。",
        "周末班对上班族比较友好，不过连续12周每个周末都要上课，体力和时间上要做好准备，平时也要留时间自己练和复习。",
        # s1:5
        "我白天是做会计的，月底月初特别忙，怕到时候周末也被叫去加班。",
        "这确实是个风险，可以提前跟领导打个招呼，或者问清楚教培缺课能不能补。",
    ]),
    ("2025-06-14T12:40:00+08:00", [
        # s2:1
        "改主意了，我跟领导磨了好久，批了年假加几天事假，我改报全日制集训了，8月4号到29号，四个礼拜。",
        "集中学一个月效率会更高，沉浸感也强，不过强度也大，每天可能要练六七个小时，前几天身体会比较酸痛，注意恢复。",
        # s2:3
        "主教老师是李老师，英文名叫Anna，在昆明挺有名的。",
        "跟有经验的老师学能少走很多弯路。可以提前问问她推荐的书单，先看起来。",
        # s2:5
        "说实话，我的打算是拿到证就辞职，全职当瑜伽老师。",
        "这是个大决定，建议先把收入算清楚：全职瑜伽老师前期收入不太稳定，通常按课时计费。可以先兼职带一段时间课，看看自己是不是真的喜欢教学、能不能养活自己，再做决定。",
    ]),
    ("2025-07-19T20:15:00+08:00", [
        # s3:1
        "好消息，馆里说我赶上了早鸟价，学费按11800算，多交的1000退给我了。",
        "省了一千，不错！",
        # s3:3
        "考核是在集训最后一天，8月29号，理论笔试加30分钟的实践带课。我最担心带课，一紧张就忘词。",
        "带课的关键是口令清晰和节奏。可以在家对着镜子或者录视频练，把每个体式的口令写下来背熟，再找朋友当学员试带几次。",
        # s3:5
        "体式方面我乌鸦式还是起不来，头倒立也要靠墙。",
        "乌鸦式主要靠核心和手臂力量，还有重心前移的勇气。可以先在脚下垫瑜伽砖练；头倒立靠墙练没问题，关键是先把肩部力量练起来。",
    ]),
    ("2025-08-16T22:00:00+08:00", [
        # s4:1
        "集训第二周，昨天练手倒立的时候右手腕拉伤了，医生让休息三天。",
        "受伤了一定要好好休息，别硬撑。手腕恢复期间可以先上理论课、观摩别人练，做一些不需要手腕承重的体式。",
        # s4:3
        "因为耽误了几天，我跟馆里申请把考核往后推，改到9月6号跟下一期的学员一起考了。",
        "这样安排挺好，给自己多一点时间恢复和准备，考试状态也会更好。",
        # s4:5
        "这期班上一共14个人，有个58岁的阿姨，比我们都柔软，太激励人了。",
        "瑜伽没有年龄限制，这样的同学特别有感染力。",
    ]),
    ("2025-09-20T19:30:00+08:00", [
        # s5:1
        "考核过了！带课我选的主题是肩颈放松，考官给了88分。",
        "恭喜恭喜！88分很不错，肩颈放松这个主题对上班族很实用，以后开课也会很受欢迎。",
        # s5:3
        "辞职的事我想清楚了，先不辞，周末在一家馆子兼职代课，一节课120。",
        "这个决定很稳，边工作边积累教学经验，等学员和口碑稳定了再考虑全职也不迟。",
        # s5:5
        "Anna老师还说下次她开阴瑜伽的专项培训会叫上我。",
        "阴瑜伽专项是个很好的进阶方向，和肩颈放松这类修复型课程也很搭。",
    ]),
], [
    ("我是在哪家瑜伽馆报的教培？", ["s1:1"], "single-hop"),
    ("我白天的本职工作是做什么的？", ["s1:5"], "single-hop"),
    ("我最后报的是周末班还是全日制？什么时候上课？", ["s2:1"], "update", ["s1:3"]),
    ("教培学费最后实际交了多少？", ["s3:1"], "update", ["s1:1"]),
    ("我的结业考核最后是哪天考的？", ["s4:3"], "update", ["s3:3"]),
    ("拿到证以后我还打算辞职吗？", ["s5:3"], "update", ["s2:5"]),
    ("我的主教老师是谁，她后来跟我说了什么？", ["s2:3", "s5:5"], "multi-session"),
    ("我手腕是怎么伤的？后来考核拿了多少分？", ["s4:1", "s5:1"], "multi-session"),
    ("我手腕是哪天拉伤的？", ["s4:1"], "temporal"),
    ("从集训开班到我参加考核，中间一共隔了多少天？", ["s2:1", "s4:3"], "temporal"),
    ("我现在兼职代课一节多少钱？", ["s5:3"], "single-hop"),
    ("我之前三年是在哪家馆练的瑜伽？", [], "abstain"),
    ("班上那个58岁的阿姨叫什么？", [], "abstain"),
    ("我周末兼职的那家馆叫什么名字？", [], "abstain"),
    ("理论笔试我考了多少分？", [], "abstain"),
    ("退回来的那1000块我最后拿去买了什么？", [], "abstain"),
    ("我老公支持我辞职吗？", [], "abstain"),
]))


write_dialogues(
    os.path.join(here, "dialogues-23.json"),
    "dialogues-23",
    "Held-out blind dialogue set: 9 English and 9 Chinese users chatting with an assistant over 4-5 sessions each "
    "(weeks to months), with changing personal facts and questions on recall, multi-session synthesis, updates, "
    "dates and abstention.",
    cases,
)
