#!/usr/bin/env python3
"""Builds dialogues-18.json: 18 multi-session user/assistant chats (9 English, 9 Simplified Chinese)
with single-hop, multi-session, update, temporal and abstain questions."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder, write_dialogues  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-18.json")
CASES = []


def add(cid, user, qtime, sessions, questions):
    CASES.append(case_builder(qtime)(cid, user, sessions, questions))


# ---------------------------------------------------------------- en-1 celiac diagnosis
add("en-celiac-diagnosis", "priya_d", "2026-05-05T20:00:00-04:00", [
    ("2025-10-06T21:10:00-04:00", [
        "Got my blood results back today from Dr. Hartwell, my family doctor. The tTG-IgA came back at 86, and the lab's normal range is under 15. She's referring me to a gastroenterologist for an endoscopy to confirm celiac. I've been bloated and wiped out for about two years and just blamed stress.",
        "That's a lot to take in, but a clear lead after two years of feeling rotten is genuinely good news. One important thing: don't cut out gluten before the endoscopy. The biopsy needs your gut to still be reacting, so going gluten-free early can give a false negative and you'd have to do a gluten challenge later. It's also worth asking whether they checked iron, B12 and vitamin D, since malabsorption often shows up there first.",
        "The GI is Dr. Mensah at St. Michael's, and the earliest scope they could offer me is November 27.",
        "Seven weeks or so is a fairly typical wait. Keep eating roughly the equivalent of a couple of slices of wheat bread a day until then, and jot down your symptoms so you have something concrete to tell Dr. Mensah. You'll be sedated for the scope, so line up someone to drive you home.",
        "My husband Tomás will drive me. Honestly the scary part is the food. I bake bread every weekend, my sourdough starter is named Gus and he's six years old.",
        "That's a real loss to face, and it's okay to grieve it a bit. If it is celiac, flour in the air and on surfaces matters as much as what you eat, so a shared baking kitchen gets tricky. The good news is gluten-free baking has come a long way: sorghum, buckwheat and teff flours with psyllium husk for structure make a surprisingly good loaf, and a new starter can be built on brown rice flour.",
        "Also, my mom has type 1 diabetes, and the nurse mentioned that makes celiac a bit more likely in our family.",
        "She's right, autoimmune conditions tend to cluster, and type 1 diabetes and celiac are a known pairing. If your diagnosis is confirmed, first-degree relatives, meaning parents, siblings and children, are usually advised to get a simple blood screen even if they feel fine.",
    ]),
    ("2025-12-20T19:30:00-05:00", [
        "Scope happened on the 27th as planned and the biopsy confirmed it, Marsh 3a. So it's official. I've been strictly gluten-free since December 1.",
        "Three weeks in, well done. The usual early traps are soy sauce (tamari is the swap), malt vinegar, beer, bouillon cubes, and anything fried in shared oil. Most people also get repeat antibody bloodwork six to twelve months in to see the numbers falling, and a dietitian referral is standard.",
        "I saw the dietitian, Leah Brandt, on Tuesday. She said certified gluten-free oats are fine for most people, so I've been having overnight oats for breakfast every morning. Dr. Mensah wants repeat bloodwork in six months, so around June.",
        "That sounds like a solid plan. Overnight oats are an easy, filling breakfast. Just keep an eye on how you feel, since a minority of people with celiac also react to oats. Keeping a simple food and symptom log for the first few months will make the June results easier to interpret.",
        "We decided the whole kitchen won't go gluten-free because Tomás and our son Eli still eat regular bread. I bought my own red toaster and a separate colander, and my food lives on the top shelf of the pantry.",
        "Top shelf is smart, crumbs fall down, not up. A few other spots people miss: shared butter, jam and peanut butter jars (double-dipping knives carry crumbs), scratched non-stick pans, wooden spoons and cutting boards, and the sponge. Squeeze bottles for condiments solve the jar problem neatly.",
        "Gus the starter is retired. I gave him to my neighbour Carol, she's promised visiting rights. Sad day.",
        "That's a lovely way to let him go, and he's in good hands next door. When you're ready, a brown rice or sorghum starter takes about a week to get lively, and you can reuse all your shaping and timing instincts.",
    ]),
    ("2026-02-22T13:05:00-05:00", [
        "Update: Eli got screened because of me and his bloodwork was negative. Our daughter Nora hasn't done it yet, she's away at university in Halifax.",
        "Good news on Eli. A negative screen now doesn't rule it out forever, so if he develops symptoms later it's worth repeating. Nora can usually get the blood test through her campus health clinic; the main thing is that she needs to be eating gluten normally beforehand.",
        "I've got a work trip to Chicago in March and it's stressing me out. Four days of conference catering.",
        "Very normal worry. Email the conference organizers now and ask specifically about celiac-safe meals, not just 'gluten-free options'. Pack shelf-stable backups like nut bars and rice crackers, and use an app like Find Me Gluten Free to map a couple of dedicated restaurants near the venue. A printed card explaining cross-contact helps with servers.",
        "Bad news on the oats front, my bloating came back and Leah thinks I'm one of the people who react to avenin. She's taken me off oats entirely, even the certified ones, for three months and then we'll try again.",
        "Frustrating, but it's useful to know. Oat sensitivity in celiac is uncommon but real, and a clean three-month break followed by a careful reintroduction is the standard way to check. Plenty of breakfasts don't need grains at all.",
        "So breakfast is eggs with sautéed spinach now, or chia pudding if I'm rushing. Also my ferritin was 9, so I'm taking ferrous bisglycinate every other day.",
        "Every-other-day dosing is actually the better-absorbed approach for many people. Take it with something containing vitamin C and keep it a couple of hours away from coffee, tea, dairy and calcium supplements, which all block absorption.",
    ]),
    ("2026-04-18T10:40:00-04:00", [
        "Chicago mostly went fine. I only got glutened once, at the hotel breakfast buffet, probably from a shared toaster. Two days of misery.",
        "Sorry, that's rotten luck, and a shared toaster at a buffet is one of the classic culprits. One slip in four days of eating out is honestly a decent record. Note which hotel it was so you can warn colleagues or avoid it next time, and be gentle with yourself for a few days afterwards.",
        "Dr. Mensah's office called. The follow-up bloodwork is now on May 12 instead of June, because she wants to check my ferritin sooner.",
        "That makes sense given how low the ferritin was. Ask the office whether you should pause the iron for a day or two beforehand; the tTG test itself doesn't need fasting.",
        "And I'm baking again! I joined a gluten-free baking class at the community centre, six Wednesday nights, $140.",
        "That's great news. Gluten-free baking rewards weighing everything, so a kitchen scale is your best friend. Different all-purpose blends behave differently too, so it's worth noting which one the instructor uses before you switch brands at home.",
        "Tomás says he'll go gluten-free at home on weekends with me so we can share Sunday pancakes.",
        "That's a sweet gesture, and shared meals make the whole thing feel less isolating. A one-to-one flour blend works well for pancakes, and a shared pancake morning is a nice anchor for the week.",
    ]),
], [
    ("How high was my antibody result on that first blood test?", ["s1:1"], "single-hop"),
    ("Who has my old sourdough starter now?", ["s2:7"], "single-hop"),
    ("When is my next celiac blood test?", ["s4:3"], "update", ["s2:3"]),
    ("What do I usually eat in the morning these days?", ["s3:5", "s3:7"], "update", ["s2:3"]),
    ("How long was the gap between my first blood test and the biopsy?", ["s1:1", "s1:3", "s2:1"], "temporal"),
    ("How long have I been off gluten now?", ["s2:1"], "temporal"),
    ("Where was I travelling for work when I got sick from cross-contamination, and what caused it?", ["s3:3", "s4:1"], "multi-session"),
    ("Which doctors and other professionals have been looking after my celiac?", ["s1:1", "s1:3", "s2:3"], "multi-session"),
    ("What did my May follow-up bloodwork show?", [], "abstain"),
    ("What was my vitamin D level?", [], "abstain"),
    ("Has my father ever been screened for celiac?", [], "abstain"),
    ("Can you give me a good gluten-free pizza dough recipe?", [], "abstain"),
    ("Who teaches the gluten-free baking class I signed up for?", [], "abstain"),
])


# ---------------------------------------------------------------- en-2 guide dog puppy raising
add("en-guide-puppy", "owen_b", "2026-05-20T20:00:00-07:00", [
    ("2025-06-14T18:20:00-07:00", [
        "We got approved as volunteer puppy raisers with Cascade Guide Dogs! Our puppy arrives July 12. He's a yellow Lab boy and they've already named him Juniper, the whole litter is named after trees.",
        "Congratulations, that's a big and generous commitment. Raisers mostly handle house manners, calm behaviour and socialization: lots of different people, sounds, floors and places. Before he arrives, puppy-proof one room, set up the crate somewhere he can see the family, and ask the program for their list of approved toys and cue words so everyone uses the same ones.",
        "The program covers food and vet bills, we just pay for toys and treats. Our raiser leader is Denise, and puppy classes are every other Tuesday night at the Beaverton campus.",
        "That's a typical setup. Keep a simple daily log from day one, eating, toileting, new experiences, since leaders often ask for it and it makes the monthly reports painless. The class nights are a good place to ask questions from other raisers who've done it before.",
        "Our kids are 9 and 12, Hazel and Miles. Miles is taking charge of the feeding schedule.",
        "Having the kids involved is great for the puppy's socialization. The main thing is consistency: the same cue words, no feeding from the table, and calm greetings. Many programs discourage tug and chase games with guide puppies, so check the rules before the kids invent their own games.",
        "Our old cat Pickles is 14 and not thrilled about any of this.",
        "A senior cat deserves a puppy-free zone. A baby gate with a cat-sized gap, food and litter somewhere high or behind that gate, and short supervised meetings on leash will help. Let Pickles set the pace; most cats settle once they learn they can always escape.",
    ]),
    ("2025-08-30T20:45:00-07:00", [
        "Juniper's been with us seven weeks. He weighs 28 pounds now and he's finally sleeping through the night in the crate.",
        "Sleeping through is a big milestone, well done. At this age short outings to new surfaces, like gravel, grates and shiny floors, pay off, along with brief alone time in the crate so he doesn't become glued to you.",
        "Big change in the program: Denise retired from leading our group, and our new leader is Marcus Whitfield. Classes also moved to Thursday nights because of the new trainer's schedule.",
        "Changes in leadership are common in volunteer programs. It's worth a quick chat with Marcus about what he expects at each class and how he likes reports sent, since leaders differ a lot in style.",
        "Juniper has a habit of grabbing socks and bolting. He swallowed half of one last week and we had an emergency vet visit. Program paid, but it was scary.",
        "Sock-stealing is almost a Lab rite of passage, but swallowing them is dangerous. Management first: laundry baskets with lids, kids' floors kept clear. Then teach a trade, offer something great in exchange for whatever he's holding, so grabbing things never turns into a chase game. Vomiting, straining or a sore belly after something goes missing is always a vet call.",
        "He's now allowed in stores wearing his green puppy-in-training jacket. First outing was Fred Meyer, and he did great except he sniffed every shelf.",
        "A great first outing. Sniffing is normal at this age; keep store trips short and end them while he's still doing well, then gradually lengthen them.",
    ]),
    ("2025-12-07T16:00:00-08:00", [
        "Juniper's 9 months now. He passed his first evaluation with Marcus, and they said he'd go in for formal training somewhere around 14 to 16 months old.",
        "Congratulations on the evaluation. The next months are about polish: loose-leash walking, settling quietly under tables at cafés, and staying calm around other dogs. It's also a good time to start preparing yourselves emotionally for handing him back.",
        "Pickles has mostly made peace with him. They nap on opposite ends of the couch now.",
        "That's about the best outcome you could hope for with a 14-year-old cat. Keep her escape routes in place anyway, since a growing puppy can still be clumsy.",
        "We're flying to my in-laws in Phoenix for Christmas and the program said Juniper can't come, so he's doing a swap with another raiser family, the Okonkwos, from December 20 to 28.",
        "Raiser swaps are great practice for him, since dogs in training have to adapt to new homes. Send him with his own food, a written schedule, his cue words, and notes on quirks like the sock habit.",
        "Hazel started her own little notebook logging his commands. She's teaching him to wait at doors.",
        "Door waits are one of the most useful things a guide puppy can learn, and a child teaching it calmly and consistently is lovely to hear. Her notebook might make a great keepsake for later.",
    ]),
    ("2026-03-15T11:30:00-07:00", [
        "News: Cascade wants Juniper back earlier than we expected. They're bringing in his whole litter on April 25 because a trainer slot opened up. So we have about six weeks left.",
        "That's sooner than planned, and it's fine to feel sad about it. Many raiser families make a photo book or let the kids write him a letter to send along. In formal training he'll be evaluated on guide work, health and temperament, and the program will keep you updated.",
        "If he doesn't make it as a guide, we get first dibs on adopting him as a career-change dog. Miles is secretly hoping for that.",
        "That's very common, honestly. Career-change dogs often go on to other roles such as therapy or detection work, or they become much-loved pets with the families who raised them.",
        "And we've decided we'll raise another puppy after him. We asked for a girl this time.",
        "That's wonderful. A second puppy is often easier because you already know the routines, though every pup has a different personality, so expect some surprises.",
    ]),
], [
    ("What kind of dog is the puppy we've been raising?", ["s1:1"], "single-hop"),
    ("Why did we end up at the emergency vet with the puppy?", ["s2:5"], "single-hop"),
    ("Who is in charge of our puppy-raiser group now?", ["s2:3"], "update", ["s1:3"]),
    ("When does Juniper go back to the program for formal training?", ["s4:1"], "update", ["s3:1"]),
    ("How long did we have Juniper at home before he went back?", ["s1:1", "s4:1"], "temporal"),
    ("Which dates was the pup staying with another raiser family over the holidays?", ["s3:5"], "temporal"),
    ("How have things gone between our old cat and the puppy?", ["s1:7", "s3:3"], "multi-session"),
    ("What jobs have my kids taken on with the puppy?", ["s1:5", "s3:7"], "multi-session"),
    ("Did Juniper pass his formal guide dog training?", [], "abstain"),
    ("What's the name of the girl puppy we're getting next?", [], "abstain"),
    ("What breed is the Okonkwos' puppy?", [], "abstain"),
    ("How do you get a dog used to riding escalators?", [], "abstain"),
    ("How much have we spent on toys and treats for Juniper so far?", [], "abstain"),
])


# ---------------------------------------------------------------- en-3 executor of an aunt's estate
add("en-estate-executor", "gwen_t", "2026-05-15T19:00:00+01:00", [
    ("2025-08-04T21:00:00+01:00", [
        "My aunt Rosalind passed away on July 19, she was 83. She named me executor in her will along with my cousin Declan, but Declan lives in Perth, Australia, so most of the legwork is falling on me.",
        "I'm so sorry about your aunt. The first steps are usually: get several certified copies of the death certificate, find the original will, use the Tell Us Once service to notify government departments, and make sure any property is secure and insured. Co-executors abroad can still sign documents, it just takes a bit more planning.",
        "Her solicitor is Mr. Abernathy at Hollis & Crane in Clifton, and he has the original will. The main assets are her flat in Redland, a Nationwide savings account and some premium bonds.",
        "With a property involved you'll almost certainly need a grant of probate before anything can be sold. Ask NS&I how to claim the premium bonds, since they can keep entering draws for a while after death. It's worth getting a rough estate value early so you know which inheritance tax forms apply.",
        "The will splits everything three ways: me, Declan, and the donkey sanctuary in Sidmouth she adored.",
        "A charity share is lovely, and gifts to charity are exempt from inheritance tax, which can help the overall picture. Keep the charity informed as you go; they usually have a legacy team that deals with executors regularly.",
        "I've ordered six copies of the death certificate.",
        "Six is a sensible number. Banks, NS&I, the pension provider and the land registry may each want to see one, though many will return them after taking a copy.",
    ]),
    ("2025-10-12T18:30:00+01:00", [
        "An estate agent valued the flat at £265,000. We've decided to do probate ourselves rather than pay Hollis & Crane, because their quote was £4,800 plus VAT.",
        "DIY probate is very doable for a straightforward estate like this: one property, a bank account, premium bonds, clear beneficiaries. You apply online through GOV.UK, and you'll need to work out whether the estate is an excepted estate or needs the full inheritance tax account.",
        "I submitted the probate application online on October 9. Declan signed the declaration from Perth.",
        "Good progress. Processing times vary a lot, often a couple of months or more, so in the meantime keep the flat insured, drained down for winter if it's empty, and checked regularly.",
        "The flat's empty now. I'm paying for an unoccupied property insurance policy, £38 a month, out of my own pocket for now, and I'll reclaim it from the estate later.",
        "That's normal and fully reclaimable as an executor expense. Keep every receipt and a simple spreadsheet of what you've paid and when, so the final estate accounts are easy to draw up and the other beneficiaries can see exactly where the money went.",
        "Her cat Biscuit has gone to live with her neighbour Mrs. Patel, which is exactly what Rosalind would have wanted.",
        "That's a kind outcome for everyone, and one less thing on your plate. Some people put a small note about it in the estate file so the other beneficiaries know what happened to the pet.",
    ]),
    ("2026-01-18T15:10:00+00:00", [
        "The grant of probate came through on January 6! Finally.",
        "Brilliant. Now you can send copies of the grant to Nationwide and NS&I to release the money, open an executor account if you haven't yet, and move forward with the flat.",
        "Change of plan on the flat: instead of going through an agent, Declan's daughter Saoirse wants to buy it at the £265k valuation, so we're going to do a private sale to her.",
        "A family sale can work well, but be careful since you're selling to a relative of an executor. Get an independent valuation to back up the price and keep the donkey sanctuary informed in writing, since they're a beneficiary and could challenge an undervalue. You'll still want a conveyancer for the transfer.",
        "Nationwide released the savings, £41,200, into the executor account I opened at Lloyds.",
        "Good, keep everything flowing through that one account so the estate accounts reconcile easily.",
        "The donkey sanctuary sent me a lovely letter. Their legacy officer is called Pippa.",
        "That's a nice touch. Having a named contact there will make the final distribution much smoother.",
    ]),
    ("2026-04-26T12:00:00+01:00", [
        "The sale to Saoirse fell through, her mortgage offer was withdrawn. So the flat went on the market with Ellis & Rowe at £259,950.",
        "Sorry, that's disappointing after getting your hopes up. At least you have a recent valuation, and spring is a decent time to list.",
        "We had an offer of £252,000 from a first-time buyer and accepted it last week. Completion is targeted for late June.",
        "A first-time buyer with no chain is often the smoothest kind of sale. Keep the insurance going until completion and arrange a final meter reading for the exchange.",
        "I've stopped paying the flat insurance myself, it comes straight out of the estate account now.",
        "Much cleaner. Just note the date the estate took over the payments, so your reimbursement claim covers exactly the months you paid personally.",
    ]),
], [
    ("When did my aunt die?", ["s1:1"], "temporal"),
    ("Who are the people and organisation that inherit under my aunt's will?", ["s1:5"], "single-hop"),
    ("Who took in Rosalind's cat?", ["s2:7"], "single-hop"),
    ("Who is buying my aunt's flat?", ["s4:3"], "update", ["s3:3"]),
    ("Who is covering the insurance on the empty flat these days?", ["s4:5"], "update", ["s2:5"]),
    ("How long did the probate grant take to arrive after I applied?", ["s2:3", "s3:1"], "temporal"),
    ("Who was the solicitor, and why didn't we use him for probate?", ["s1:3", "s2:1"], "multi-session"),
    ("How much has the estate received or agreed for its main assets so far?", ["s3:5", "s4:3"], "multi-session"),
    ("How much did the premium bonds pay out?", [], "abstain"),
    ("Has the flat sale completed?", [], "abstain"),
    ("Which hospital did my aunt pass away in?", [], "abstain"),
    ("How do I go about writing my own will?", [], "abstain"),
    ("What does Declan do for a living?", [], "abstain"),
])


# ---------------------------------------------------------------- en-4 replacing an oil furnace with a heat pump
add("en-heat-pump", "dev_m", "2026-04-05T20:00:00-04:00", [
    ("2025-09-20T20:10:00-04:00", [
        "We're finally replacing our 22-year-old oil furnace. I've got three quotes for air-source heat pumps for our 1,900 square foot colonial in Worcester.",
        "Good time to do it, before the heating season. When comparing quotes, look for a proper Manual J load calculation, cold-climate rated equipment that holds capacity down near zero Fahrenheit, what they propose for backup heat, and labour warranty length. Also check which quotes qualify for Mass Save rebates, since installers have to be participating contractors.",
        "Quote one is Bay State Comfort, a ducted Mitsubishi system for $24,500. Quote two is Greenline, a ducted Daikin plus one mini-split for the bonus room, $21,800. The third guy wanted to size it off square footage alone, so he's out.",
        "Dropping the square-footage guy is the right call; oversized heat pumps short-cycle and undersized ones struggle in January. Both remaining quotes sound legitimate. Ask each for their design temperature and expected capacity at 5°F, and whether they'll reuse your existing ductwork or need to modify it.",
        "The Mass Save rebate should be up to $10,000 for whole-home, and there's the federal tax credit on top, $2,000 max.",
        "Worth double-checking the exact rebate tier with the installer in writing, since whole-home versus partial-home qualification depends on whether the heat pump can meet the full heating load. For federal credits, confirm the rules for the year the system is placed in service, because they've been changing.",
        "We're leaning Greenline. My wife Anjali likes that they'd also handle the mini-split for the bonus room over the garage, which is always freezing.",
        "Rooms over garages are classic cold spots because of the uninsulated floor, so a dedicated head there is a good idea. Air sealing and insulating that floor at the same time would make the mini-split's job much easier.",
    ]),
    ("2025-11-09T18:00:00-05:00", [
        "Signed with Greenline. Install is scheduled for December 8 to 10.",
        "Great. Before install day, clear a path to the basement and the outdoor unit's spot, and ask where the condensate will drain, since that trips people up in freezing weather.",
        "We're keeping the oil furnace as backup for the first winter, just in case. The tank's about half full.",
        "A lot of people do that for peace of mind. Ask Greenline how the controls will decide when to switch over, often an outdoor temperature setpoint, so the furnace doesn't kick in more than it needs to.",
        "The electrician says our panel is only 100 amps and it's tight, so we're upgrading to 200. That's another $3,200, and Eversource has to come and swap the meter.",
        "Panel upgrades are common with heat pump projects, especially if you might add an EV charger or induction stove later. The utility appointment is often the slowest part, so ask the electrician to file the request right away.",
    ]),
    ("2026-01-11T19:45:00-05:00", [
        "The install got pushed. Eversource couldn't do the meter until December 17, so Greenline ended up installing December 18 to 20 instead. It's been running about three weeks.",
        "Utility scheduling delays are really common, glad it came together before the worst cold. How's it performing?",
        "The house is comfortable, thermostat at 68. But on the coldest night, minus 6, the outdoor unit made a whooshing noise and was steaming.",
        "That's almost certainly a defrost cycle. The outdoor coil ices up in cold, humid air, so the system briefly reverses to melt it; the whoosh is the refrigerant changing direction and the 'steam' is the melting frost. It's normal as long as it clears within a few minutes and ice isn't building up underneath.",
        "Our December electric bill was $412, compared with about $140 normally. But we haven't bought any oil at all.",
        "That jump is expected, since you've moved your heating onto the electric bill. The fair comparison is total winter heating cost: what you'd normally spend on oil in December plus the old electric bill, versus the new bill. Also check whether the utility offers a lower heat pump rate.",
        "Change of heart on the furnace. Greenline pointed out the heat pump handled minus 6 without breaking a sweat, so we're getting the oil furnace and tank ripped out in the spring.",
        "That's a confident move and it frees up space. Tank removal usually needs a fire department permit, and your homeowner's insurance company may want proof of removal, so keep the paperwork.",
    ]),
    ("2026-03-29T14:20:00-04:00", [
        "The Mass Save rebate check came: $8,500, not the full $10k, because the bonus room mini-split didn't count toward whole-home for some reason.",
        "Annoying, but partial rebates for secondary zones are common under the program's rules. If you think it was misclassified, the rebate team will usually explain the calculation if you ask.",
        "The oil tank removal is booked for April 14 with a company called Clean Earth Tank, $1,100.",
        "Sounds reasonable. Ask them to provide the removal certificate and confirm they'll cap the fill pipe outside, which people often forget about.",
        "Anjali wants to turn the freed-up basement corner into her space for working out.",
        "Nice use of the space. Once the tank's gone, it's worth checking that corner for any old oil staining or dampness before putting anything down there.",
    ]),
], [
    ("What did Bay State Comfort quote us?", ["s1:3"], "single-hop"),
    ("What did Greenline charge for the bonus-room mini-split on its own?", [], "abstain"),
    ("When did the heat pump actually get put in?", ["s3:1"], "update", ["s2:1"]),
    ("What's happening with the old oil furnace?", ["s3:7"], "update", ["s2:3"]),
    ("When are the oil tank people coming?", ["s4:3"], "temporal"),
    ("How long has the heat pump been running now?", ["s3:1"], "temporal"),
    ("How did the rebate we got compare with what I was expecting?", ["s1:5", "s4:1"], "multi-session"),
    ("Which brand of system did we end up with and what was the contract price?", ["s1:3", "s2:1"], "multi-session"),
    ("How much was our January electric bill?", [], "abstain"),
    ("How did the oil tank removal go?", [], "abstain"),
    ("What's the efficiency rating of our Daikin unit?", [], "abstain"),
    ("Which rowing machine should I buy for a basement gym?", [], "abstain"),
])


# ---------------------------------------------------------------- en-5 coaching a kids' softball team
add("en-softball-coach", "ray_c", "2026-02-15T20:00:00-06:00", [
    ("2025-02-09T20:30:00-06:00", [
        "I volunteered to head coach my daughter Lucy's 10U softball team in the Cedar Park rec league. I've never coached anything. The season starts March 8.",
        "That's great, rec league needs parents like you. For the first weeks, focus on safety and fun: a solid warm-up, throwing and catching progressions so nobody gets hit, and short stations so kids aren't standing around. A quick parent meeting up front, covering communication, snacks and playing-time philosophy, prevents most drama later.",
        "We have 11 girls. The team's called the Firecrackers, red and navy. Practices are Tuesdays and Thursdays 5:30 to 7 at Milburn Park, field 3.",
        "Eleven is a nice roster size, enough for games with a couple of subs. With 90 minutes, something like 15 minutes warm-up and throwing, 30 minutes of fielding stations, 30 of hitting, and a fun game at the end works well for that age.",
        "My assistant coach is Jen Alvarez. She played in college at Texas State, thank God.",
        "That's a huge asset. Many coaching pairs split it so one person runs the practice plan and the other handles game-day lineups and communication. Let her take the lead on technical skills where she's stronger.",
        "Lucy wants to pitch. She's been taking pitching lessons with a private coach, Brianna, $45 for half an hour on Sunday mornings.",
        "Good that she's getting proper instruction. Keep an eye on how many pitches she throws across practices, games and lessons, since arms get overused at that age. And as the coach's kid, make sure she earns innings the same way the others do; teammates notice.",
    ]),
    ("2025-03-30T21:00:00-05:00", [
        "We're 2-2 so far. Lost 14-3 last Saturday, lots of walks.",
        "Walks are the story of 10U softball. Developing two or three kids who can throw strikes matters more than one fast pitcher, and short innings or run-limit rules usually keep blowouts from dragging on.",
        "Rainouts shuffled the field schedule. The league took away our Thursday slot, so now we practice Tuesdays and on Saturdays after games.",
        "Post-game practices can work if you keep them short and skill-focused. Kids are tired, so drills with lots of touches and a fun competition at the end beat long lectures.",
        "One girl, Maddie, took a grounder to the face on Tuesday. She's okay, just a bruised cheek, but her mom wants her in a fielder's mask now. I'm thinking of requiring masks for all infielders.",
        "Lots of teams and leagues are moving that way, especially for pitchers and corner infielders. Check whether your league has a rule or a recommendation, then explain your reasoning to parents so it doesn't feel arbitrary.",
        "Jen's handling the batting order, and I take the pitchers and defense.",
        "That's a clean split and it means each of you owns one set of decisions. It also gives parents a clear person to talk to about each area.",
    ]),
    ("2025-05-18T19:15:00-05:00", [
        "Regular season's done. We finished 7-5 and we're the 4th seed going into the end-of-season tournament, May 31 to June 1.",
        "Nice turnaround from 2-2. For a two-day tournament, plan pitching across games, bring shade and lots of water, and have snacks that aren't just sugar.",
        "Lucy ended up as our number two pitcher behind Harper. And she switched pitching coaches to a woman named Tori at a facility called The Dugout, because Brianna moved to San Antonio.",
        "Being the number two on a winning team is a great spot to learn from. New pitching coaches sometimes tweak mechanics, so give it a few weeks before judging results.",
        "Parents are chipping in for a team party after the tournament. Pizza at Mandola's, $15 a family.",
        "A nice way to end the season whatever the result. Small certificates or a silly award for each girl goes over really well at that age.",
    ]),
    ("2025-08-24T17:40:00-05:00", [
        "Tournament recap I never told you about: we made the semis and lost 6-5 to the Round Rock Rattlers. Harper pitched the whole game.",
        "A one-run semifinal loss as a 4th seed is a great season by any measure. Those are the games the girls will remember.",
        "For fall ball I'm not head coaching. Jen's taking over and I'll assist, because my work travel picked up.",
        "Assisting is a great way to stay involved without the load. The head coach carries most of the communication and lineup work, so it should fit better with travel.",
        "Lucy's moving up to 12U for fall since she turns 11 in September.",
        "The jump to 12U usually means a longer pitching distance and faster play, so expect an adjustment period for her pitching.",
    ]),
    ("2026-01-25T20:00:00-06:00", [
        "Spring 2026 signups opened. I'm going to head coach again, 12U this time, since work travel calmed down. Jen's coaching her son's baseball team instead.",
        "Welcome back to the hot seat. Having a season under your belt will make this one much easier. Reuse what worked: the parent meeting, the practice structure, the clear split of responsibilities.",
        "My new assistant is one of the dads, Omar Haddad.",
        "Sit down with Omar before the first practice and agree who owns what, the same way you and Jen did. That clarity was a big part of why last spring went well.",
    ]),
], [
    ("What was my first team called and what colours did they wear?", ["s1:3"], "single-hop"),
    ("Where did Jen play college softball?", ["s1:5"], "single-hop"),
    ("Who coaches Lucy's pitching these days?", ["s3:3"], "update", ["s1:7"]),
    ("Who's assisting me with the team this spring?", ["s5:3"], "update", ["s1:5", "s4:3"]),
    ("How many pitches did Harper throw in the semifinal?", [], "abstain"),
    ("When was the end-of-season tournament?", ["s3:1"], "temporal"),
    ("How did our first season turn out, regular season plus tournament?", ["s3:1", "s4:1"], "multi-session"),
    ("Who was our top pitcher, and how did the game she pitched in the semifinal go?", ["s3:3", "s4:1"], "multi-session"),
    ("How much does Tori charge for a lesson?", [], "abstain"),
    ("What's the name of our 12U team this spring?", [], "abstain"),
    ("What position does Lucy play when she isn't pitching?", [], "abstain"),
    ("How do I teach a drop ball?", [], "abstain"),
])


# ---------------------------------------------------------------- en-6 salsa lessons before a wedding
add("en-salsa-lessons", "helen_w", "2026-01-20T20:00:00-07:00", [
    ("2025-04-03T21:15:00-06:00", [
        "My partner Graham and I started salsa lessons at Mile High Salsa on Tuesday. It's a beginner On1 series, 8 weeks, $120 each.",
        "Fun! On1 is the most common style for beginners, breaking on the first beat, and it's what you'll see at most socials. Practicing the basic step to music for ten minutes a few times a week between classes helps it become automatic much faster.",
        "Our instructor is Rafael. He's strict about counting out loud, which I kind of hate.",
        "Counting feels awkward but it's how most people lock onto the timing. Once the basic is automatic you'll stop needing it, and eventually you'll start hearing the congas and the clave instead.",
        "The goal is not to embarrass ourselves at my cousin Bea's wedding in Albuquerque in September. Her fiancé's family is Puerto Rican and apparently there'll be a lot of salsa.",
        "Five months is plenty to be comfortable on a social dance floor. You won't need flashy patterns; a relaxed basic, a couple of turns and good connection will look great at a wedding.",
        "I'm dancing in sneakers right now. My knees are fine, but my ankles are sore after class.",
        "Rubber soles grip the floor, so every turn twists your ankles and knees. Suede-soled dance shoes or even sneakers with a suede patch let you pivot smoothly, and most people notice the difference immediately.",
    ]),
    ("2025-05-25T19:00:00-06:00", [
        "We finished the 8 weeks! Signed up for Level 2 starting June 3, but Graham's work shifts changed so we moved from the Tuesday class to Sunday afternoons.",
        "Congrats on finishing level one. Level 2 usually adds cross-body variations, turn patterns and some styling, so it's a nice step up.",
        "I bought proper dance shoes, Bloch ones, $89. My ankles are so much happier.",
        "Great investment. Keep them for the dance floor only so the suede stays clean, and a wire brush will refresh the soles when they get slick.",
        "We went to our first social at a club called La Rumba. I danced with a stranger for the first time. Terrifying but fun.",
        "That's a big milestone, and most social dancers remember their first one. Socials are where classes really turn into dancing, so going regularly will speed things up.",
    ]),
    ("2025-08-17T20:40:00-06:00", [
        "Change of plan on the wedding: Bea moved it to October 18 because the venue double-booked. Still in Albuquerque.",
        "Annoying for them, but it buys you six more weeks of practice, so that works in your favour.",
        "Rafael left Mile High to teach in Miami, so Level 2 is now with Camila. She's much more about styling and much less about counting.",
        "A new teacher with a different emphasis can be refreshing. Styling makes a big difference to how comfortable you look, which is exactly what you want at a wedding.",
        "Graham hurt his calf playing pickleball and is out of dancing for four weeks, so I've been going to socials on my own.",
        "Going solo is a great way to improve, since you dance with lots of different leads. Graham can still listen to salsa and practice timing while sitting, so he doesn't lose the feel.",
        "We're also booking private lessons with Camila to learn a short routine for the wedding, $85 an hour, two sessions.",
        "A short routine is perfect: two or three patterns you both know cold, so you can relax and enjoy it. Ask her to build it around the song the band or DJ is likely to play.",
    ]),
    ("2025-10-26T18:30:00-06:00", [
        "The wedding was amazing! We danced our little routine to 'Vivir Mi Vida' and Bea's new father-in-law asked me to dance afterwards.",
        "That sounds like a perfect night. Being asked to dance by the groom's father is about the highest compliment a salsa student can get at a Puerto Rican wedding.",
        "We're hooked now. Graham wants to try bachata next, and I'm starting Level 3 in January. We're sticking with the Sunday classes.",
        "Bachata is a nice complement since the connection skills carry over. Keeping the same day helps the habit stick.",
    ]),
], [
    ("What style of salsa did we start with?", ["s1:1"], "single-hop"),
    ("What did I buy that fixed my sore ankles?", ["s2:3"], "single-hop"),
    ("Who teaches our salsa class now?", ["s3:3"], "update", ["s1:3"]),
    ("When was Bea's wedding?", ["s3:1"], "update", ["s1:5"]),
    ("Which day of the week do we have class?", ["s2:1", "s4:3"], "update", ["s1:1"]),
    ("How long had we been taking lessons by the time of the wedding?", ["s1:1", "s3:1"], "temporal"),
    ("What song did we dance our routine to, and who taught us that routine?", ["s3:7", "s4:1"], "multi-session"),
    ("Which dance studio and which club have I been going to?", ["s1:1", "s2:5"], "multi-session"),
    ("How is Graham getting on with bachata?", [], "abstain"),
    ("Where does Rafael teach in Miami?", [], "abstain"),
    ("What's the name of the man Bea married?", [], "abstain"),
    ("How does a cross-body lead work?", [], "abstain"),
    ("How much does the Level 3 course cost?", [], "abstain"),
])


# ---------------------------------------------------------------- en-7 a son's ADHD diagnosis and school plan
add("en-adhd-school", "kate_l", "2026-04-01T20:00:00-07:00", [
    ("2025-09-28T21:30:00-07:00", [
        "Theo's third grade teacher, Ms. Pruitt, emailed again about him not finishing work and wandering around the classroom. His pediatrician, Dr. Saldana, gave us Vanderbilt rating forms for me and the teacher to fill out.",
        "The Vanderbilt forms are a standard first step; the doctor compares how he behaves at home and at school, since ADHD needs symptoms in more than one setting. Fill yours out based on a typical recent month, not his best or worst days. It's also fine to ask the teacher for a few concrete examples of what she's seeing.",
        "He's 8. Reading is actually a strength, he devours Dog Man books, but math worksheets are where he falls apart.",
        "That pattern is common. Books with a strong story pull attention in, while a page of 30 similar problems is exactly the kind of repetitive, low-interest task where attention struggles show up. Worth mentioning to Dr. Saldana.",
        "My husband Jordan is skeptical about the whole ADHD thing. His mom is convinced it's a sugar issue.",
        "Very common reaction, and it comes from caring. For what it's worth, the research doesn't support sugar causing ADHD. Sometimes it helps a skeptical parent to sit in on the doctor appointment and hear the reasoning first-hand rather than secondhand.",
        "The follow-up with Dr. Saldana is October 21.",
        "Good, that gives the teacher time to return her form. Bring a short list of your own observations and questions, including what the options would be if it is ADHD.",
    ]),
    ("2025-11-02T20:00:00-08:00", [
        "Dr. Saldana diagnosed ADHD, combined type, at the October 21 appointment. We're starting with behavioural strategies and a parent training class before deciding anything about meds.",
        "That's a very reasonable, evidence-based place to start. Parent training focuses on predictable routines, specific praise and consistent consequences, and it often helps the whole household, not just Theo.",
        "I requested a 504 plan meeting in writing at school. It's set for November 19 with the school counselor, Mr. Ortiz.",
        "Putting it in writing was smart. Things families often ask for at that age include preferential seating, movement breaks, chunked assignments, check-ins before long tasks and extra time on tests. Bring the diagnosis letter and the teacher's ratings.",
        "Jordan came around after the parent training info night, he's the one who signed us up. It's eight Wednesday evenings at Seattle Children's, starting November 12.",
        "That's a big shift, and doing it together will make the strategies much more consistent at home.",
    ]),
    ("2026-01-14T21:00:00-08:00", [
        "The 504 meeting got bumped to December 10 because Mr. Ortiz was out sick, but it happened and Theo has a plan now: a seat near the teacher, a movement break every 20 minutes, and math worksheets cut into halves.",
        "Those are well-targeted accommodations, especially splitting the worksheets, since that goes straight at the math problem. Plans are living documents, so ask when the first review will be.",
        "We decided to try medication after all. Dr. Saldana started him on Focalin XR 5 mg on January 5.",
        "Starting low and adjusting is the usual approach. Watch appetite, sleep and mood for the first couple of weeks, and ask the teacher for quick feedback on how mornings versus afternoons are going.",
        "The first week his appetite at lunch tanked, so now he eats a big breakfast before the pill.",
        "That's exactly what many families do. A high-protein breakfast and a decent snack after school, when the medication wears off, usually keeps things balanced.",
        "His little sister Ruby, she's 5, keeps asking why Theo gets 'special vitamins'.",
        "Kids that age just want a simple, honest answer, something like 'Theo's brain medicine helps him focus at school, like glasses help people see.' Keeping it matter-of-fact means it won't become a big deal.",
    ]),
    ("2026-03-08T19:20:00-08:00", [
        "The dose went up to 10 mg in February, because the 5 wasn't lasting past lunch.",
        "That's a common adjustment. Keep an eye on evening sleep for the first few weeks.",
        "Ms. Pruitt went on maternity leave, and the long-term sub until June is Mr. Kwan. I sent him a copy of the 504 plan.",
        "Good call, accommodations sometimes get lost in a handover. A short friendly note about what works best for Theo goes a long way with a new teacher.",
        "Theo's math test scores went from the 60s to the mid 80s. Jordan actually teared up.",
        "That's a huge jump, and a lovely moment for your family. It's worth telling Theo the effort was his, too.",
        "We're also trying karate on Saturdays for him, at Tiger Kim's dojo.",
        "Martial arts can be a great fit for kids with ADHD: clear structure, lots of movement and visible progress through belts.",
    ]),
], [
    ("Which school subject gives Theo the most trouble?", ["s1:3"], "single-hop"),
    ("What supports did the school agree to put in place for Theo?", ["s3:1"], "single-hop"),
    ("How many milligrams is Theo taking now?", ["s4:1"], "update", ["s3:3"]),
    ("Who is Theo's teacher at the moment?", ["s4:3"], "update", ["s1:1"]),
    ("When did the 504 meeting end up taking place?", ["s3:1"], "update", ["s2:3"]),
    ("How long after the diagnosis did Theo start on medication?", ["s2:1", "s3:3"], "temporal"),
    ("How has my husband's view of the diagnosis changed?", ["s1:5", "s2:5"], "multi-session"),
    ("Who is the pediatrician and who is the school counselor working with us?", ["s1:1", "s2:3"], "multi-session"),
    ("Has Ruby been evaluated for ADHD?", [], "abstain"),
    ("What reading level is Theo at?", [], "abstain"),
    ("What belt has Theo reached in karate?", [], "abstain"),
    ("What happens to a 504 plan when a kid moves to middle school?", [], "abstain"),
    ("How much do Theo's karate classes cost?", [], "abstain"),
])


# ---------------------------------------------------------------- en-8 first RV trip to national parks
add("en-rv-parks", "sue_h", "2026-05-20T20:00:00-07:00", [
    ("2025-11-16T19:00:00-07:00", [
        "Tom and I both retire this spring, and we're planning a five-week RV trip next summer: Utah's Mighty 5 and then Yellowstone. We've never driven an RV in our lives.",
        "What a way to start retirement. A few things to think about early: campground reservations in the big parks open about six months out and go fast, vehicle length limits at older park campgrounds, and getting some practice driving and backing up before you leave.",
        "We're renting, not buying. Cruise America quoted a 30-foot Class C for about $9,400 for 35 days, mileage included.",
        "That's a reasonable price for a long rental. Thirty feet fits most park campgrounds, though some sites at Zion and Arches are tighter. Ask about generator hours, what kitchen and linen kits cost, and the cancellation policy.",
        "We'd leave June 2 from Mesa. Zion first, then Bryce, Capitol Reef, Arches and Canyonlands, then north to Yellowstone.",
        "Solid route. Watchman at Zion and Devils Garden at Arches are the hardest reservations, so set reminders for the day they open on recreation.gov. Build in a rest day every few stops; five weeks of constant moving is tiring.",
        "Tom has a bad knee, so nothing over about three miles of hiking for him.",
        "Plenty of great short walks fit that: Riverside Walk at Zion, the rim trail at Bryce, Windows at Arches. Trekking poles help a lot on the downhills.",
    ]),
    ("2026-01-10T20:30:00-07:00", [
        "Got Watchman campground at Zion for June 3 to 6! Took three tries at 8am on recreation.gov.",
        "Well done, that's the toughest one in the whole trip. Screenshot the confirmation and note the cancellation deadline.",
        "Big change: we're switching from Cruise America to an Outdoorsy rental from a private owner, a 24-foot Winnebago View, $7,100. Smaller and easier for Tom to drive, and it fits more campsites.",
        "Smart on several fronts. Peer-to-peer rentals vary, so confirm the insurance coverage, roadside assistance, and what happens if the unit breaks down mid-trip. The shorter length will open up a lot of campsites.",
        "We're dropping Canyonlands, too much driving. Two extra days at Arches instead.",
        "Good trade. Arches is more compact and more rewarding with a bad knee, and you can see a bit of Canyonlands' Island in the Sky from viewpoints if you ever change your mind.",
        "Our grandson Caleb, he's 15, is going to join us for the Yellowstone leg, flying into Bozeman.",
        "He'll love it. Bozeman is a good pickup point for the north side of the park; just allow a couple of hours' drive to the entrance.",
    ]),
    ("2026-03-22T18:45:00-07:00", [
        "Departure got pushed to June 9, because Tom's retirement party is June 6. I had to rebook Zion and got Watchman for June 10 to 13 instead.",
        "Lucky to get Watchman twice. Double-check that the original booking is cancelled so you get your refund.",
        "We did an RV driving practice day with the owner, Glenn, in a Walmart parking lot. Tom was better at backing up than I was.",
        "A practice day is the single best thing you could have done. Agree on simple hand signals for backing up and use a walkie-talkie or phone call so the driver can hear the spotter.",
        "Arches needs a timed entry reservation, and I got us the 8 to 9am slot on June 20.",
        "Early is ideal: cooler temperatures and easier parking at the trailheads.",
        "For Yellowstone we have Bridge Bay campground July 1 to 5, and Caleb's flight lands June 30.",
        "Bridge Bay is central, good for both the geyser basins and the canyon. Bozeman to Bridge Bay is a long day, so you might overnight near the north entrance on the 30th.",
    ]),
    ("2026-05-03T10:15:00-07:00", [
        "Caleb can't come after all. He got into a summer engineering camp at ASU, so it'll be just the two of us the whole way.",
        "Disappointing for you, but a great opportunity for him. You can always send him photos from Old Faithful.",
        "Tom had a cortisone shot in his knee last week, and the orthopedist says he can probably manage up to five miles now on flat trails.",
        "That opens up a lot, like the Navajo Loop at Bryce or Delicate Arch, which is about three miles but steep. Build up gradually and keep the poles handy.",
    ]),
], [
    ("What RV are we renting and what does it cost?", ["s2:3"], "update", ["s1:3"]),
    ("When do we set off on the trip?", ["s3:1"], "update", ["s1:5"]),
    ("Who's coming along on the trip?", ["s4:1"], "update", ["s2:7", "s3:7"]),
    ("How far can Tom walk on a hike these days?", ["s4:3"], "update", ["s1:7"]),
    ("Which park did we cut from the plan, and why?", ["s2:5"], "single-hop"),
    ("What's our entry time at Arches?", ["s3:5"], "temporal"),
    ("How much did we get refunded when we cancelled the first Zion booking?", [], "abstain"),
    ("Which parks are still on our itinerary?", ["s1:5", "s2:5"], "multi-session"),
    ("Why did we go with a smaller motorhome, and which of us is better at backing it up?", ["s2:3", "s3:3"], "multi-session"),
    ("Which campground are we staying at in Bryce?", [], "abstain"),
    ("Where is Tom's retirement party being held?", [], "abstain"),
    ("How much is Caleb's engineering camp costing?", [], "abstain"),
    ("How do you empty the black water tank on an RV?", [], "abstain"),
])


# ---------------------------------------------------------------- en-9 paying off credit card debt
add("en-debt-payoff", "marcus_j", "2026-05-10T20:00:00-04:00", [
    ("2025-07-06T22:00:00-04:00", [
        "I added it all up tonight and I have $23,800 of credit card debt across three cards. I'm 34 and honestly embarrassed.",
        "Adding it up is the hardest step, and plenty of people never do it, so give yourself credit. Next, list each card's balance, interest rate and minimum payment. From there the two classic approaches are avalanche, highest interest first, which saves the most money, and snowball, smallest balance first, which gives quicker wins.",
        "Chase Freedom: $4,200 at 24.9%. Capital One Quicksilver: $7,600 at 27.4%. Citi Double Cash: $12,000 at 22.1%.",
        "Avalanche would target the Capital One first; snowball would target the Chase. It's also worth calling each issuer to ask for a lower rate, and looking at whether you'd qualify for a 0% balance transfer card for the biggest balance.",
        "I take home $4,100 a month after taxes. Rent is $1,550 for a one-bedroom in Decatur.",
        "Rent at a bit under 40% of take-home is on the high side but workable. The next step is a simple budget to find how much you can send to the cards each month beyond the minimums.",
        "I'm going snowball. I need quick wins or I'll quit. I can put $900 a month toward the cards in total.",
        "Snowball is a legit choice when motivation is the bottleneck. Pay minimums on the others and throw everything else at the Chase card. At that pace you should see it gone in a few months.",
    ]),
    ("2025-10-12T20:20:00-04:00", [
        "The Chase card is PAID OFF as of Friday! First one down.",
        "Huge! Celebrate with something small and cheap, and roll the Chase payment straight into the next card so the momentum compounds.",
        "I called Capital One and they dropped my APR to 21.9% after I mentioned I was thinking of closing the account.",
        "Nice, that's real money saved every month. Keep the account open but unused for now, closing it could ding your credit utilization.",
        "I picked up weekend shifts bartending at a brewery called Three Taverns. That's about $600 extra a month, and all of it goes to the debt.",
        "That will speed things up a lot. Just watch the burnout risk, working seven days a week is hard to sustain.",
        "My girlfriend Alana doesn't know how much I owe. I'm scared to tell her.",
        "That fear is really common. Most partners care far more about honesty and the plan than the number itself. Leading with what you're doing about it, not just the total, usually makes the conversation easier.",
    ]),
    ("2026-01-25T19:00:00-05:00", [
        "I told Alana over Christmas. She was way more supportive than I expected, she even offered to rework how we split groceries.",
        "That's great to hear, and it takes a weight off. Having someone in your corner makes sticking to a plan much easier.",
        "I changed tactics. I moved the Citi balance to a Wells Fargo Reflect card at 0% for 21 months, with a 3% transfer fee. Now Capital One is my only card charging real interest, so every spare dollar goes there.",
        "That's a strong move. Note the promo end date in your calendar and make sure the transferred balance is paid before then, and don't put new spending on the Citi card now that it's clear.",
        "Capital One is down to $3,100.",
        "You're closing in. At your current pace that's only a few months away.",
        "I quit the bartending gig in December, it was wrecking my sleep. So I'm back to my $900 a month.",
        "Protecting your sleep is a good trade. Slower progress you can sustain beats burning out.",
    ]),
    ("2026-04-19T21:10:00-04:00", [
        "Capital One paid off on April 3! Only the Wells Fargo balance is left, about $12,100.",
        "That's two cards gone and all your high-interest debt cleared, a massive milestone.",
        "Alana and I are moving in together in August, so my share of rent drops to $1,100.",
        "That frees up $450 a month, which could make a big dent in the remaining balance.",
        "I'm going to start putting $300 a month into an emergency fund as well, and the rest to Wells Fargo.",
        "Building a cushion now is wise, so a surprise car repair doesn't end up back on a card. Keep it in a high-yield savings account, separate from checking.",
    ]),
], [
    ("How much do I bring home each month?", ["s1:5"], "single-hop"),
    ("What rate is Capital One charging me since I called them?", ["s2:3"], "update", ["s1:3"]),
    ("How much am I putting toward debt each month right now?", ["s3:7"], "update", ["s2:5"]),
    ("Which card am I focused on paying down now?", ["s4:1"], "update", ["s3:3"]),
    ("How long did it take me to clear the first card?", ["s1:7", "s2:1"], "temporal"),
    ("When did I finish off the Capital One card?", ["s4:1"], "temporal"),
    ("How did my girlfriend react when I told her about the debt, and when was that?", ["s2:7", "s3:1"], "multi-session"),
    ("How did I get Capital One's rate down, and when was that card cleared?", ["s2:3", "s4:1"], "multi-session"),
    ("What's my credit score now?", [], "abstain"),
    ("How much does Alana earn?", [], "abstain"),
    ("Where are Alana and I moving in August?", [], "abstain"),
    ("Should I open a Roth IRA or max my 401k first?", [], "abstain"),
    ("What's the minimum monthly payment on the Wells Fargo card?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-1 孩子近视防控
add("zh-myopia-kid", "qingtian_ma", "2026-03-01T20:00:00+08:00", [
    ("2025-07-12T21:30:00+08:00", [
        "今天带朵朵去查视力,8岁,刚放二年级暑假,结果右眼近视200度,左眼150度😭 散瞳验光之后还是差不多这个数,不是假性的",
        "先别太自责,现在小学生近视真的很普遍。8岁这个年纪度数涨得比较快,所以关键是控制进展速度。目前比较公认有效的几类:每天户外活动2小时左右、低浓度阿托品滴眼液、离焦设计的框架眼镜、还有角膜塑形镜(OK镜)。建议每次复查都测一下眼轴,比只看度数更能反映进展。",
        "医院是五官科医院,医生姓孙,测了眼轴右眼24.3左眼24.1,孙医生建议考虑OK镜或者离焦框架镜",
        "这两个都是主流方案。OK镜是晚上睡觉戴、白天摘掉,白天可以不戴眼镜,控制效果相对好一些,但对护理要求高,卫生没做好有角膜感染的风险;离焦框架镜就是白天戴的普通眼镜形式,像依视路、蔡司、豪雅都有对应的产品,戴起来省心,但要保证每天戴够时间。",
        "OK镜一副要1万2左右,离焦框架4千多,我跟她爸还在纠结",
        "价格差挺多的。可以考虑这几个方面:孩子能不能配合每晚摘戴和护理、家长有没有精力天天盯着清洗、孩子日常运动多不多(框架镜运动时不太方便)。很多家庭也会先从框架镜开始,观察三到六个月,进展快再升级。",
        "她爸也是高度近视,600多度,我自己还好,不到100度",
        "父母一方高度近视,孩子近视的风险确实会高一点,所以更要盯紧一些。家里可以从现在开始就限制连续近距离用眼时间,比如看书写作业每20分钟看看远处。",
    ]),
    ("2025-08-20T22:10:00+08:00", [
        "最后还是选了离焦框架,蔡司的,4280,上周五拿到的。朵朵嫌丑哈哈",
        "选框架镜也是很稳妥的开始。小朋友刚开始嫌丑很正常,可以让她自己挑镜框颜色,参与感强一点会更愿意戴。刚戴的头几天看周边可能有点模糊,一般一周左右就适应了。",
        "孙医生让每天户外至少2小时,还开了0.01%的阿托品,每晚睡前滴一滴",
        "户外加低浓度阿托品是很常见的组合。0.01%这个浓度副作用一般比较小,少数孩子会有一点怕光或者看近稍微模糊,出门可以戴个帽子。滴完按压一下内眼角一两分钟,减少药物从鼻泪管流走。",
        "复查定的是11月15号,到时候查眼轴",
        "三个月复查一次挺合理。到时候可以把几次的数据都记在一个表里,度数、眼轴、日期,方便看趋势。",
    ]),
    ("2025-11-18T20:40:00+08:00", [
        "复查结果不太理想,三个月右眼眼轴长了0.2mm,孙医生说这个速度有点快",
        "三个月0.2mm对这个年龄来说确实偏快了,医生关注是对的。这时候一般会考虑加强干预,比如升级方案或者调整药物浓度。",
        "商量了一下还是换OK镜了,现在在做试戴,定的是欧普康视的,一共11800,下周一正式开始戴",
        "OK镜刚开始戴的一两周家长会比较辛苦,摘戴手法要多练,一定要洗手、剪短指甲。镜片和镜盒要按医生说的方法清洁和定期更换,眼睛红、疼、怕光要马上停戴去医院。前期复查会比较密,第一天、第一周、第一个月都要去。",
        "阿托品也从0.01加到0.05了",
        "0.05%的控制效果一般会更明显一些,但怕光、看近模糊的情况可能也会多一点,注意观察她白天的状态,有不舒服跟孙医生反馈。",
        "对了她弟弟小宝4岁,要不要也去查一下?",
        "4岁可以去做一次基础的视力和屈光筛查,建一个屈光档案。这个年龄一般还有一些远视储备,查一下能知道他的储备还剩多少,以后定期对比。",
    ]),
    ("2026-02-15T19:50:00+08:00", [
        "OK镜戴了快三个月,白天裸眼视力能到1.0了,朵朵超开心,终于不用戴框架了",
        "效果很不错!白天裸眼清晰说明塑形到位了。不过OK镜的核心目的还是控制眼轴增长,所以复查时眼轴的数据比白天视力更重要。",
        "就是每天晚上护理挺麻烦的,都是她爸负责,护理液用的是博士伦的",
        "爸爸负责护理很好,固定一个人操作反而更规范。注意护理液开封后有使用期限,镜盒也要定期换,别用自来水冲镜片。",
        "现在复查改成每个月去一次,下一次是3月7号",
        "每月复查能及时发现角膜的问题,挺好的。可以提前在手机上设个提醒,顺便把这段时间孩子的用眼情况记下来告诉医生。",
    ]),
], [
    ("朵朵刚查出来的时候两只眼睛分别近视多少度?", ["s1:1"], "single-hop"),
    ("孩子她爸眼睛近视多少度?", ["s1:7"], "single-hop"),
    ("朵朵现在戴的是什么镜片来控制近视?", ["s3:3", "s4:1"], "update", ["s2:1"]),
    ("朵朵每天滴的阿托品是多大浓度?", ["s3:5"], "update", ["s2:3"]),
    ("朵朵下次去医院复查是哪天?", ["s4:5"], "update", ["s2:5"]),
    ("从查出近视到换成OK镜,中间隔了大概多久?", ["s1:1", "s3:3"], "temporal"),
    ("两副镜片前后一共花了多少钱?", ["s2:1", "s3:3"], "multi-session"),
    ("朵朵右眼的眼轴一开始是多少,后来三个月长了多少?", ["s1:3", "s3:1"], "multi-session"),
    ("小宝查出来视力怎么样?", [], "abstain"),
    ("3月7号那次复查眼轴涨了没?", [], "abstain"),
    ("朵朵班主任叫什么名字?", [], "abstain"),
    ("近视手术一般多大才能做?", [], "abstain"),
    ("OK镜那个护理液多少钱一瓶?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-2 考教师资格证
add("zh-teacher-cert", "xiaolin_jz", "2026-05-05T20:00:00+08:00", [
    ("2025-08-03T22:40:00+08:00", [
        "我打算考初中英语的教资,现在在一家培训机构教小学英语,没编制心里总是慌慌的。9月报名,10月底笔试",
        "挺好的规划。初中英语教资笔试一共三科:科目一综合素质,科目二教育知识与能力,科目三是学科知识与教学能力(英语)。三科都过了才能报面试,笔试单科成绩一般保留两年。报名是在中小学教师资格考试网(NTCE)上,记得提前准备好证件照。",
        "我不是师范的,本科读的商务英语,广外毕业的",
        "非师范考教资很常见,你的英语底子是优势,科目三压力会小很多。要多花时间的是科目一、科目二里的教育学、心理学那些概念,师范生上课学过,你需要自己补。",
        "打算买粉笔的网课,998那个套餐",
        "网课可以帮你快速搭框架。买之前可以先看看试听课,确认讲课风格适合你;另外无论哪家,最后冲刺都要靠真题,近五年的真题至少刷两遍。",
        "工作日晚上只能学一个半小时左右,周末可以学一整天",
        "时间其实够用。工作日晚上适合背知识点、刷选择题,周末整块时间练主观题和作文。可以给三科排个大致比例,科目二占最多。",
    ]),
    ("2025-09-14T21:00:00+08:00", [
        "报名搞定!三科都报了,笔试在10月25号。报名费一科70",
        "恭喜,第一步完成。离考试还有六周左右,可以开始按周排计划了,最后一周留给模拟和查漏补缺。准考证一般考前一周左右打印,记得留意通知。",
        "最后没买粉笔,同事把她去年用的中公全套资料送我了,省了一千块哈哈",
        "有现成的资料太好了。去年的资料大部分知识点不会变,就是要注意核对一下今年的考纲有没有调整。",
        "科目三英语我不担心,主要是科目二要背的东西太多了",
        "科目二确实是很多人的难关。建议先画思维导图把章节框架理清,再用关键词记忆法背简答题,比如把每个教学原则缩成两三个关键字。每天睡前过一遍,效果比集中一天背好很多。",
    ]),
    ("2025-11-30T20:15:00+08:00", [
        "成绩出来了!科一科三都过了,科二117,就差3分😭 气死",
        "差3分真的太可惜了,不过两科一次过已经很棒了。好消息是过了的科目成绩能保留,下次只需要专心攻科目二。",
        "机构那边我辞职了,下个月开始去一所公立初中当代课老师,学校在番禺",
        "这个转变很好,在初中课堂里真实上课,对后面的面试试讲帮助很大,你会更熟悉初中学生和教材。",
        "科二打算再考,就报明年3月那次",
        "3月那次时间刚好,寒假可以集中复习。这次可以重点看看上次哪些题型丢分多,针对性补。",
    ]),
    ("2026-04-20T21:45:00+08:00", [
        "科二过啦!!!这次考了128",
        "太棒了!从117到128,进步很明显。笔试三科全部通过,接下来就是面试了。",
        "面试报了5月那场,5月16号。试讲打算准备阅读课和语法课这两种",
        "阅读课和语法课是初中英语面试最常抽到的类型,选得很对。面试一般是结构化问答、试讲和答辩三个环节,试讲要注意全英文、板书清晰、有互动,时间控制在规定范围内。",
        "代课学校英语组的组长王老师说可以帮我模拟面试,每周三下午",
        "有真正的一线老师帮你模拟太难得了。每次模拟后可以让她只挑两三个最重要的问题给你改,别一次改太多。",
        "对了之前说的番禺那个学校,代课合同签到今年7月",
        "那时间线挺顺的,面试结束后还有几个月可以边上课边等证书,也可以开始留意今年的教师招聘信息。",
    ]),
], [
    ("我大学念的是什么专业?", ["s1:3"], "single-hop"),
    ("复习资料最后是怎么搞定的?", ["s2:3"], "update", ["s1:5"]),
    ("我现在在哪里上班?", ["s3:3"], "update", ["s1:1"]),
    ("科目二现在过了没有?", ["s4:1"], "update", ["s3:1"]),
    ("教资面试定在哪天?", ["s4:3"], "temporal"),
    ("第一次笔试是哪天考的?", ["s2:1"], "temporal"),
    ("科目二两次分别考了多少分?", ["s3:1", "s4:1"], "multi-session"),
    ("我代课的学校在哪个区,合同签到什么时候?", ["s3:3", "s4:7"], "multi-session"),
    ("教资面试通过了吗?", [], "abstain"),
    ("科一我考了多少分?", [], "abstain"),
    ("我代课一个月工资多少?", [], "abstain"),
    ("小学英语教资和初中的考试内容有啥区别?", [], "abstain"),
    ("我男朋友是做什么工作的?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-3 帮妈妈办退休
add("zh-mom-retirement", "ajie_sz", "2026-01-15T20:00:00+08:00", [
    ("2025-05-10T21:00:00+08:00", [
        "我妈今年55,想问下她退休的事。她以前在哈尔滨纺织厂干了十几年,后来来深圳帮我带娃,这边一个家政公司给她交了4年社保",
        "这种两地都交过社保的情况很常见。主要涉及几个问题:养老保险关系转移接续、缴费年限怎么累计、以及最后在哪里办退休领钱。另外2025年开始实施渐进式延迟退休,具体几岁退要按出生年月和人员类别算,建议用掌上12333或者国家社会保险公共服务平台上的计算器查,以官方结果为准。",
        "她户口还在哈尔滨道里区,12333上算了一下说她2025年12月到龄",
        "有了到龄时间就好安排了。一般建议提前几个月开始准备材料,特别是档案和缴费记录,越早核对越好,有问题还来得及处理。",
        "先让她在支付宝上查了个人权益记录,哈尔滨那边显示累计缴费17年8个月,中间有几个月断缴",
        "断缴几个月通常影响不大,主要是总年限够不够、以及对待遇金额有一点影响。可以顺便问一下社保局那几个月能不能补缴,不过补缴政策各地不一样,需要当地确认。",
        "我想着干脆把哈尔滨的社保转到深圳来,以后在深圳办退休,她也不想回哈尔滨了",
        "这个想法可以先去深圳社保局问清楚再动手。待遇领取地有一套规则,跟户籍所在地和在某地累计缴费满不满10年有关,不一定是你想在哪领就能在哪领。问清楚之后再决定往哪个方向转,免得来回折腾。",
    ]),
    ("2025-07-06T20:30:00+08:00", [
        "问了深圳社保,人家说她户口在哈尔滨,深圳又没交满10年,最后要回户籍地办退休。所以方向反了,得把深圳这4年转回哈尔滨去",
        "幸好先问了。这种情况确实是把深圳的缴费转回户籍地合并计算。转移一般是在转入地或者线上平台申请,不需要两边来回跑。钱以后每个月打到卡上,人在深圳生活完全不影响。",
        "7月2号在国家社保公共服务平台上提交了转回哈尔滨的申请",
        "线上提交挺方便。转移接续一般需要一段时间,两地社保要走审核流程,可以隔几周在平台上看一下进度。",
        "我妈最担心的是医保,她有高血压,每个月都要吃苯磺酸氨氯地平",
        "高血压是常见的慢病,退休后医保这块可以提前了解两点:一是职工医保退休后继续享受待遇需要满足当地规定的缴费年限;二是人在深圳住,可以办异地就医备案,这样在深圳看病拿药能直接结算,不用垫钱回去报。",
    ]),
    ("2025-09-21T19:40:00+08:00", [
        "转移办好了!哈尔滨那边现在显示累计缴费21年8个月",
        "太好了,两段合在一起年限很充足。下一步就是准备退休申报材料了。",
        "哈尔滨社保局电话里说到龄前一个月可以去申请。我订了11月20号的机票陪她回去",
        "提前订好票很好。一般需要身份证、户口本、银行卡,还有最重要的人事档案,建议打电话问清楚要不要本人到场、要哪些原件。",
        "档案是个大问题,纺织厂早就破产了,听说档案现在在道里区人才中心",
        "企业破产后档案一般会移交到当地人才服务机构或者主管部门,先打电话确认档案确实在那,再问一下调档需要什么手续。档案里的出生日期、参加工作时间这些信息很关键,最好提前核对一遍。",
    ]),
    ("2025-12-28T21:20:00+08:00", [
        "退休办下来了!!从12月开始领,每个月3120",
        "恭喜阿姨!辛苦了这么多年终于可以安心领退休金了。以后每年养老金一般会有调整,留意一下当地通知就行。",
        "机票后来改签了,实际是11月26号走的,档案那边让晚一个星期再去",
        "晚一周也不耽误,能一次把手续办完最重要。",
        "顺便办了异地就医备案,以后她在深圳看病也能直接结算了",
        "这个办得很及时,她的高血压药在深圳就能直接用医保买了。",
        "我妈说回深圳以后想报个老年大学的书法班",
        "挺好的,退休生活有个爱好很重要。深圳各区一般都有老年大学,报名通常在学期开始前,名额比较抢手,可以早点关注。",
    ]),
], [
    ("我妈户口落在哈尔滨哪个区?", ["s1:3"], "single-hop"),
    ("我妈平时吃什么降压药?", ["s2:5"], "single-hop"),
    ("我妈的社保最后是往哪个城市转的?", ["s2:1", "s2:3"], "update", ["s1:7"]),
    ("我妈的养老保险现在一共交了多少年?", ["s3:1"], "update", ["s1:5"]),
    ("陪我妈回哈尔滨实际是哪天走的?", ["s4:3"], "update", ["s3:3"]),
    ("我妈的退休金从哪个月开始领?", ["s4:1"], "temporal"),
    ("社保转移从提交申请到办好花了多长时间?", ["s2:3", "s3:1"], "temporal"),
    ("我妈退休后每个月拿多少,一共交了多少年社保?", ["s3:1", "s4:1"], "multi-session"),
    ("我爸退休手续办了没有?", [], "abstain"),
    ("我妈报的是哪个老年大学?", [], "abstain"),
    ("我妈那个降压药多少钱一盒?", [], "abstain"),
    ("养老金每年一般涨多少?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-4 玩飞盘
add("zh-frisbee", "momo_pan", "2026-01-10T20:00:00+08:00", [
    ("2025-04-12T22:00:00+08:00", [
        "被同事拉去玩了一次飞盘,太上头了!!杭州一个叫“西溪飞盘社”的俱乐部,周六下午在紫金港那边的草坪",
        "欢迎入坑!你们玩的应该是极限飞盘(Ultimate),规则上不允许身体对抗,拿盘的人不能跑,靠传盘推进到得分区。它的跑动量其实非常大,冲刺、急停、变向特别多,所以热身和拉伸一定要做足,尤其是大腿后侧和脚踝。",
        "一次活动68块,有教练带。我还买了个Discraft的175g标准盘,150",
        "175g是比赛标准盘,买这个很对,手感和飞行跟比赛一致。刚开始可以多跟人练近距离传接,先把出手稳定下来再拉远。",
        "我平时基本不运动,跑了俩小时腿直接废了",
        "正常的,第一次玩飞盘很多人第二天下楼梯都困难😂 这两天可以快走或者慢骑车帮助恢复,多喝水、睡够,别急着马上再高强度跑。平时可以加一点慢跑打打底子。",
        "带我去的同事叫阿May,她已经玩一年了",
        "有个老玩家带很好,很多技术细节和场上的规矩(比如自己判罚、精神分)她都能手把手教你。",
    ]),
    ("2025-06-08T21:30:00+08:00", [
        "办了俱乐部的季卡,12次720,合下来一次60",
        "比单次便宜不少,也能逼自己固定去。记得留意一下季卡有没有有效期限制。",
        "正手现在能传出去了,但反手还是歪。教练叫Leo,说我出手角度不对",
        "反手飞歪多半是出手时盘面没放平,或者手腕没有甩出去。可以先对着墙近距离练,重点感受盘面水平、手腕发力,稳定了再加距离。",
        "上周打对抗的时候右脚踝扭了一下,肿了,准备歇两周",
        "扭伤初期先冰敷、加压、抬高,48小时后再考虑热敷。如果走路都疼或者肿得很厉害,最好去医院拍个片排除骨折。恢复后重新上场建议戴护踝。",
        "顺便买了双Nike的碎钉鞋,399",
        "草地上碎钉鞋抓地好很多,急停变向更稳,对脚踝也是一种保护。",
    ]),
    ("2025-09-14T20:00:00+08:00", [
        "俱乐部换场地了,紫金港那边的草坪要养护,现在搬到滨江的一个足球场,时间也改成周日上午9点",
        "早上9点还算凉快,不过九月的太阳还是很毒,防晒和水一定要带够。",
        "我报名了10月的杭州业余联赛,混合组,我们队名叫“盘丝洞”哈哈哈",
        "队名太有才了!混合组一般场上有男女比例要求,战术上要多利用女生的跑位。第一次打比赛不用太紧张,享受就好。",
        "阿May调去上海工作了,现在没人陪我去,有点失落",
        "有点失落很正常,不过你已经是俱乐部的熟脸了,联赛打下来和队友也会越来越熟。",
    ]),
    ("2025-11-02T19:30:00+08:00", [
        "联赛打完了,12支队我们排第7,我还拿了个最佳新人!!",
        "恭喜恭喜!第一次参赛就拿最佳新人太厉害了,说明这半年进步真的很大。",
        "冬天俱乐部准备改成室内,租了个篮球馆,每周三晚上7点到9点",
        "室内场地面硬、空间小,节奏会更快,注意换室内鞋,碎钉鞋在木地板上会打滑也伤地板。",
        "脚踝一直没好透,医生说韧带有点松,让我做本体感觉训练,我现在每天单脚站",
        "单脚站是很好的开始,可以慢慢升级:闭眼单脚站、站在软垫上、单脚站同时抛接东西。坚持一两个月一般能明显改善稳定性。",
    ]),
], [
    ("我买的第一个飞盘是什么牌子、多重的?", ["s1:3"], "single-hop"),
    ("拉我去玩飞盘的那个同事叫什么?", ["s1:7"], "single-hop"),
    ("俱乐部现在在哪儿玩、几点?", ["s4:3"], "update", ["s1:1", "s3:1"]),
    ("现在去玩一次平均要多少钱?", ["s2:1"], "update", ["s1:3"]),
    ("我开始玩飞盘到现在多久了?", ["s1:1"], "temporal"),
    ("脚踝是什么时候伤的?", ["s2:5"], "temporal"),
    ("联赛我们队叫什么,最后打了第几?", ["s3:3", "s4:1"], "multi-session"),
    ("我脚踝是怎么受的伤,医生现在让我怎么练?", ["s2:5", "s4:5"], "multi-session"),
    ("阿May在上海哪家公司上班?", [], "abstain"),
    ("我的反手现在练好了没?", [], "abstain"),
    ("那届联赛冠军是哪个队?", [], "abstain"),
    ("飞盘高尔夫怎么玩?", [], "abstain"),
    ("我那双碎钉鞋穿的多大码?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-5 幽门螺杆菌
add("zh-hpylori", "laozhou_cd", "2026-03-20T20:00:00+08:00", [
    ("2025-10-20T21:10:00+08:00", [
        "单位体检碳13呼气试验阳性,DOB值18.6。最近确实老是胃胀、反酸",
        "幽门螺杆菌感染挺常见的,国内成年人感染率不低。它和胃炎、胃溃疡关系比较大,一般医生会建议根除治疗,常用的是“铋剂四联”方案,吃10到14天。另外它主要通过共餐传播,家里人也可以考虑查一下,平时用公筷、分餐。",
        "去华西看了消化科,医生开了四联,吃14天:艾司奥美拉唑、阿莫西林、克拉霉素、枸橼酸铋钾",
        "这是很标准的方案。注意按医生说的时间吃,质子泵抑制剂和铋剂一般饭前吃,抗生素饭后吃。铋剂会让大便发黑,这个是正常的别紧张。中途一定不要自己停药,漏服或者断断续续吃很容易失败、还容易耐药。",
        "我老婆也去查了,阴性。儿子12岁,医生说暂时不用查",
        "老婆阴性就放心一些。儿童一般不常规筛查和治疗,除非有明显症状,听医生的没问题。",
        "吃药期间酒是不是得停?我们部门年底应酬特别多",
        "吃药这两周一定要停酒,有的药和酒精一起会有不良反应,也会加重胃的负担。应酬可以提前跟领导同事打好招呼说在吃药,大多数人都能理解。",
    ]),
    ("2025-11-09T20:30:00+08:00", [
        "药总算吃完了,中间拉了好几天肚子,嘴巴一直发苦",
        "辛苦了,这些都是四联疗法比较常见的副作用,一般停药后几天就会好转。这段时间饮食清淡一点,可以吃点益生菌帮助肠道恢复。",
        "医生说停药满一个月再复查,我约了12月12号做呼气试验",
        "时间安排得对。复查前要注意:停抗生素和铋剂至少4周、停质子泵抑制剂至少2周,不然容易出现假阴性。检查当天要空腹。",
        "家里现在分餐了,我单独用一套蓝色的碗筷",
        "分餐加公筷是很好的习惯,就算以后根除了也可以保持,对全家都有好处。",
    ]),
    ("2025-12-14T19:00:00+08:00", [
        "复查结果出来了,还是阳性,DOB 9.2,根除失败了😮‍💨",
        "别太沮丧,第一次根除失败的情况并不少见,常见原因是细菌对某种抗生素耐药。第二次治疗通常会换抗生素组合,而且一般要间隔一段时间再开始。",
        "医生说等三个月再做第二轮,这次要先做个胃镜取组织做药敏,胃镜约在3月5号",
        "做药敏挺好的,可以根据结果挑有效的抗生素,成功率会高不少。做胃镜前按医院要求禁食,如果是无痛的需要家属陪同。",
        "酒我是真戒了,年会上我全程喝的雪碧",
        "太有毅力了!对胃恢复很有好处,继续保持。",
    ]),
    ("2026-03-15T20:20:00+08:00", [
        "胃镜做了,没啥大问题,慢性浅表性胃炎。药敏结果是克拉霉素耐药",
        "慢性浅表性胃炎很常见,不用担心。药敏明确了克拉霉素耐药,也解释了第一次为什么失败,第二轮避开它就好。",
        "第二轮换方案了:艾司奥美拉唑+阿莫西林+呋喃唑酮+铋剂,从3月10号开始吃,还是14天",
        "这个组合挺常用的。呋喃唑酮吃药期间同样一定要严格戒酒,另外有少数人会有恶心、头晕,有明显不舒服及时联系医生。",
        "还有个事,胃镜其实临时改到3月3号做的,医生5号那天要开会",
        "提前两天也没影响,正好能早点拿到药敏结果安排第二轮。",
    ]),
], [
    ("体检那次呼气试验测出来数值是多少?", ["s1:1"], "single-hop"),
    ("我在家吃饭用的碗筷是什么颜色?", ["s2:5"], "single-hop"),
    ("胃镜到底是哪天做的?", ["s4:5"], "update", ["s3:3"]),
    ("我现在这一轮吃的是哪几种药?", ["s4:3"], "update", ["s1:3"]),
    ("第二轮的药大概哪天能吃完?", ["s4:3"], "temporal"),
    ("第一轮药吃完到复查隔了多久?", ["s2:1", "s2:3"], "temporal"),
    ("前后两次呼气试验的数值分别是多少?", ["s1:1", "s3:1"], "multi-session"),
    ("为什么第二轮把克拉霉素换掉了?", ["s1:3", "s4:1"], "multi-session"),
    ("第二轮吃完这细菌除掉了没?", [], "abstain"),
    ("我爸妈查过幽门螺杆菌吗?", [], "abstain"),
    ("我那次做的是无痛胃镜还是普通的?", [], "abstain"),
    ("今年体检我的血脂怎么样?", [], "abstain"),
    ("幽门螺杆菌有疫苗可以打吗?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-6 刮车和车险
add("zh-car-insurance", "xiaowu_nj", "2026-02-10T20:00:00+08:00", [
    ("2025-03-08T20:00:00+08:00", [
        "倒车的时候蹭了人家停着的一辆白色宝马X3,右后门一道长划痕,我全责。我开的是19款卡罗拉双擎",
        "先别慌,全责的小剐蹭处理起来流程很清楚:现场多角度拍照(两车位置、划痕特写、车牌),联系车主或者留下电话,然后打保险公司电话报案,等定损。对方车的维修费用由你的交强险财产损失和商业三者险来赔。",
        "已经打了人保的电话报案,报案号存在手机里了。对方车主姓钱,人挺好说话的",
        "遇到好说话的车主省心很多。报案号一定保存好,后面理赔进度都要用到。定损的时候可以跟着去看看,确认维修项目合理。",
        "我的保单是交强险+商业三者200万+车损,今年保费3860",
        "这个配置挺常见的,三者200万在一线二线城市也算主流了。需要提醒一下:出险会影响明年的无赔款优待系数,第二年保费可能会上涨,金额不大的剐蹭有人会选择私了自己掏钱,可以等定损金额出来再比较。",
        "定损员说宝马要去4S店修,报价估计6000左右",
        "豪华品牌4S店喷漆确实贵。这个金额走保险是合理的,私了的话自己出压力有点大。",
    ]),
    ("2025-03-22T21:00:00+08:00", [
        "宝马4S店最后报价7400,保险公司核定了6900",
        "核定金额比报价低一点很正常,保险公司会按它的标准核减一些项目。只要对方车主和4S店接受就行。",
        "我自己车右后保险杠也掉了块漆,在外面修理厂补的漆,350自己掏的,没走保险",
        "小金额自己修挺明智,没必要为了几百块动车损险。",
        "赔款已经直接打给4S店了,这事算是结了",
        "顺利结案就好。之后开车倒车多看看影像,后保险杠那里可以考虑加装个雷达提醒。",
    ]),
    ("2025-12-20T20:30:00+08:00", [
        "车险1月5号到期,续保报价出来了:人保报4720,涨了不少,因为出过一次险",
        "出险一次第二年保费上浮很常见。现在可以多比几家,不同公司的折扣和赠送的服务不一样,别只看人保的报价。",
        "平安报价4380,太平洋4450",
        "平安最便宜,可以看看它们送的服务(比如免费洗车、道路救援次数)再决定。",
        "我在想要不要把三者从200万降到150万,能省点钱",
        "不太建议降。三者险是保护你自己赔得起别人的,真出大事故,尤其涉及人伤,150万和200万差的那一点保费其实很少。省钱可以从比价、附加险取舍上想办法。",
    ]),
    ("2026-01-03T19:00:00+08:00", [
        "最后续了平安,三者还是200万没降,另外加了个医保外用药责任险,一共4460",
        "配置很合理,医保外用药责任险保费便宜,涉及人伤的时候很实用。记得在平安的App上把电子保单下载下来。",
        "老婆一直念叨让我年底换台比亚迪,我还在犹豫",
        "可以先去试驾几款看看,也算算每年的用车成本。电车的保险通常比同价位油车贵一些,这点也可以考虑进去。",
    ]),
], [
    ("我倒车蹭到的是什么车?", ["s1:1"], "single-hop"),
    ("我自己车上掉的漆是怎么修的,花了多少?", ["s2:3"], "single-hop"),
    ("我现在的车险是哪家公司的?", ["s4:1"], "update", ["s1:3"]),
    ("今年车险总共交了多少钱?", ["s4:1"], "update", ["s1:5"]),
    ("对方宝马的维修最后定了多少钱?", ["s2:1"], "update", ["s1:7"]),
    ("从蹭车到赔款结案前后用了多久?", ["s1:1", "s2:5"], "temporal"),
    ("三者险后来降没降?", ["s3:5", "s4:1"], "multi-session"),
    ("出了那次险之后,人保的续保报价比之前涨了多少?", ["s1:5", "s3:1"], "multi-session"),
    ("被我蹭的那个宝马车主电话多少来着?", [], "abstain"),
    ("我最后换的是比亚迪哪款?", [], "abstain"),
    ("我驾龄几年了?", [], "abstain"),
    ("交强险一年一般多少钱?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-7 孩子暑期夏令营
add("zh-summer-camp", "doudou_mama", "2026-07-10T20:00:00+08:00", [
    ("2026-03-15T21:00:00+08:00", [
        "开始给豆豆看暑假的夏令营了,他10岁,四年级。想找个一周左右、能住营的,锻炼锻炼独立能力",
        "10岁第一次住营正合适。选营可以重点看几点:机构资质和营地安全措施、师生比(住宿营最好1:6以内)、有没有给孩子买意外险、每天的作息和手机管理、出了状况怎么联系家长。类型上大概分自然户外、科技编程、体育、研学游几类,可以看豆豆平时对什么感兴趣。",
        "目前看中两个:一个是怀柔的“野孩子自然营”,6天5晚,4980;一个是青岛的海洋研学营,7天,7800,要坐高铁过去",
        "两个方向挺不一样的。怀柔离北京近,万一有情况家长一两个小时就能到,第一次住营比较稳妥;青岛那个路途远、价格也高,更偏研学,适合已经有过住营经验的孩子。可以分别问问两家的带队老师资历和往期家长的评价。",
        "豆豆有花生过敏,这个是我最担心的",
        "这个一定要在报名前跟营地明确沟通:厨房能不能做到无花生、零食怎么管理、带队老师会不会识别过敏反应,有没有急救预案和最近的医院。最好带上医生开的过敏说明,必要时随身带肾上腺素笔。",
        "他爸觉得孩子太小了没必要住营,说报个走读的篮球营就行",
        "两种想法都有道理。可以跟孩子爸爸一起列一下他担心的具体点,比如安全、想家、饮食,再看营地能不能一条条解决,说不定就放心了。也可以问问豆豆本人的意愿。",
    ]),
    ("2026-04-12T20:30:00+08:00", [
        "定了!报的怀柔野孩子,7月13号到18号那一期。先交了1000定金",
        "恭喜,选了离家近的,第一次住营很合适。定金的退改规则记得问清楚,截图保存好。",
        "营地说可以做无花生餐,但需要医生开的证明,我约了儿童医院过敏科4月20号",
        "营地愿意配合就好。看过敏科的时候可以顺便让医生评估一下豆豆的过敏严重程度,需不需要随身带急救药。",
        "他爸最后松口了,条件是每天晚上能视频一次。营地规定手机统一保管,晚上8点发给孩子用15分钟",
        "每天15分钟视频挺好的,既能让家长放心,又不至于让孩子一直惦记手机。第一两天孩子想家哭一下也正常,家长视频时别跟着一起难过就好。",
    ]),
    ("2026-05-24T19:40:00+08:00", [
        "坏消息,怀柔那一期报名人数不够取消了,营地让我们改到7月27号到8月1号那期",
        "临时取消挺闹心的,不过营地主动给改期也算负责。先看看新时间跟家里其他安排冲不冲突。",
        "可是8月1号我们全家要去大连,机票订的是7月31号的……纠结",
        "那确实撞了。可以问问营地能不能提前一天接走,或者能不能全额退定金,再看看其他营地7月中下旬还有没有名额。",
        "最后决定把怀柔退了,定金全退了。改报了延庆一个“长城户外营”,7月20号到25号,5天,4200",
        "也挺好,延庆离家也不远,时间和大连的行程完全不冲突。记得把花生过敏的情况跟新营地重新沟通一遍,之前跟怀柔说的他们不知道。",
    ]),
    ("2026-06-28T21:15:00+08:00", [
        "过敏科的证明终于拿到了,医生还给开了一支肾上腺素笔,好几百,让带去营地",
        "有证明和急救笔就踏实多了。记得出发前跟带队老师当面演示一下怎么用,再确认一下笔的有效期。",
        "延庆营地发了物品清单,要带头灯、雨衣、两双运动鞋,今天全买齐了",
        "效率很高!衣服和鞋子上最好都写上名字或者贴标签,营地里孩子们的东西很容易混。",
        "豆豆的好朋友乐乐也报了同一期,俩人还吵着要住一个帐篷",
        "有好朋友一起,第一次住营想家的情况会少很多。可以提前跟营地说一下两个孩子的意愿,一般都会尽量安排。",
    ]),
], [
    ("豆豆对什么东西过敏?", ["s1:5"], "single-hop"),
    ("营地里孩子每天什么时候能拿到手机?", ["s2:5"], "single-hop"),
    ("豆豆最后报的是哪家夏令营?", ["s3:5"], "update", ["s2:1"]),
    ("豆豆的营期是几号到几号?", ["s3:5"], "update", ["s2:1", "s3:1"]),
    ("去大连的机票是哪天的?", ["s3:3"], "temporal"),
    ("儿童医院过敏科约的是哪天?", ["s2:3"], "temporal"),
    ("孩子他爸对住营这事一开始和后来分别是什么态度?", ["s1:7", "s2:5"], "multi-session"),
    ("为了豆豆的过敏,我们都做了哪些准备?", ["s2:3", "s4:1"], "multi-session"),
    ("豆豆在营里玩得开心吗?", [], "abstain"),
    ("乐乐妈妈叫什么?", [], "abstain"),
    ("去大连住的哪家酒店?", [], "abstain"),
    ("怎么教孩子自己洗衣服?", [], "abstain"),
    ("青岛那个海洋研学营给孩子买不买保险?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-8 研究生兼职家教
add("zh-tutoring-gig", "akai_cs", "2026-03-25T20:00:00+08:00", [
    ("2025-09-07T22:30:00+08:00", [
        "研二了想赚点生活费,接了个家教:高二男生,数学,每周六下午两小时,一小时150",
        "不错的开始。第一次课建议先做个小诊断,拿一套他最近的试卷看看错在哪类题,是概念不清、计算粗心还是不会审题。然后跟家长约定好目标和反馈方式,比如每次课后发个简短总结,家长会很放心。",
        "孩子叫浩浩,在长郡的一个分校,上次月考数学72,满分150",
        "72分说明基础有不少漏洞,但提升空间也大。高二数学一般会学到数列、立体几何、圆锥曲线这些,可以先把他最近学的章节补扎实,别一上来就刷难题。",
        "家长是在学校的家教群里找到我的,说好按月结",
        "按月结挺常见。建议自己用个表记一下每次上课的日期和时长,月底对账清楚,也显得专业。",
        "我本科学的数学与应用数学,现在研究方向是运筹",
        "数学专业出身教高中数学很有优势,讲题能讲出背后的思路,而不只是套路。",
    ]),
    ("2025-10-19T21:00:00+08:00", [
        "浩浩期中考了94!家长挺高兴,主动说涨到一小时180",
        "两个月从72到94,进步很明显,家长主动涨价说明很认可你。保持现在的节奏,接下来可以慢慢加一点中档综合题。",
        "又接了一个,初三女生,物理,周日上午,一小时120,在岳麓区,从学校骑车20分钟",
        "两个学生周末各占半天,时间上还能兼顾。初三物理中考重点是力学和电学,多用生活里的例子讲会更好懂。",
        "导师那边有点意见了,嫌我周末老不在实验室",
        "这个要注意平衡。可以主动跟导师汇报一下工作进度,让他看到科研没有落下,必要时把家教时间调得更集中一些。",
    ]),
    ("2026-01-04T20:40:00+08:00", [
        "初三那个物理的停了,家长说孩子寒假要去上机构的冲刺班",
        "家教学生流动挺正常的,正好也给你腾出一些时间给实验室。",
        "浩浩那边寒假想加课,改成每周二、四、六各两小时,一直上到2月10号",
        "寒假加课是提分的好时机,可以系统地把上学期的薄弱章节过一遍,再预习下学期的内容。注意春节前后给自己留出休息时间。",
        "算了下上学期家教一共赚了一万一左右,打算寒假回家给我妈买个按摩椅",
        "太孝顺了!按摩椅可以带阿姨去线下店试坐一下再买,不同的机型差别挺大的。",
    ]),
    ("2026-03-08T21:30:00+08:00", [
        "开学了,浩浩恢复成一周一次,不过改到周六晚上7点到9点,他周六下午要去练篮球",
        "晚上上课记得控制节奏,孩子打完球可能会累,前面可以先做几道热身题。",
        "期末浩浩考了108!家长还给我发了个大红包",
        "从72到108,一个学期进步36分,真的很厉害,这就是你最好的招牌。",
        "导师给我下了死命令,4月份之前要投出一篇论文,所以我暂时不接新学生了",
        "明智的选择,研究生阶段论文还是第一位的。浩浩这边一周一次的节奏不太影响科研,可以继续保持。",
    ]),
], [
    ("我本科读的是什么?", ["s1:7"], "single-hop"),
    ("我为什么暂时不收新学生了?", ["s4:5"], "single-hop"),
    ("给浩浩上课现在一小时多少钱?", ["s2:1"], "update", ["s1:1"]),
    ("浩浩的课现在是什么时候上?", ["s4:1"], "update", ["s1:1", "s3:3"]),
    ("我现在手上还有几个家教学生?", ["s3:1", "s4:5"], "update", ["s2:3"]),
    ("寒假加的课上到哪天为止?", ["s3:3"], "temporal"),
    ("我做家教到现在有多久了?", ["s1:1"], "temporal"),
    ("我带浩浩以来,他数学成绩是怎么一路变化的?", ["s1:3", "s2:1", "s4:3"], "multi-session"),
    ("初三那个女生叫什么名字?", [], "abstain"),
    ("我的论文准备投哪个期刊?", [], "abstain"),
    ("给我妈买的按摩椅是什么牌子?", [], "abstain"),
    ("高考数学导数压轴题一般怎么讲比较好?", [], "abstain"),
    ("浩浩打篮球是打什么位置的?", [], "abstain"),
])


# ---------------------------------------------------------------- zh-9 带爸妈去清迈
add("zh-chiangmai-parents", "cindy_sz", "2026-03-01T20:00:00+08:00", [
    ("2025-11-23T21:00:00+08:00", [
        "打算春节带爸妈去清迈玩,我爸68我妈65,他们第一次出国。1月底出发,玩个七天左右",
        "清迈很适合带老人:节奏慢、古城不大、1月是旱季凉季,早晚还挺舒服。中国护照现在去泰国是免签的,但要确认护照有效期在6个月以上。老人出境建议买一份包含医疗和紧急救援的境外旅行险。",
        "我爸腿脚不太好,走多了膝盖就疼,所以行程想排松一点",
        "那每天安排一个主要景点就够了,中午回住处休息。清迈很多寺庙有台阶,比如素贴山双龙寺有300多级台阶,不过旁边有缆车可以坐。可以给叔叔带个护膝和折叠登山杖。",
        "机票看了深航的直飞,往返一个人2300左右",
        "直飞对老人最省心。春节是旺季,价格可能还会涨,确定日期最好早点出手。",
        "我老公也一起去,他负责开车,打算在那边租个车",
        "泰国是靠左行驶,方向盘在右边,跟国内反着来,刚开始需要适应。租车一般要求国际驾照或者经过认证的驾照翻译件,具体要看租车公司和当地的要求,出发前一定要查清楚,不然出了事故保险可能不赔。",
    ]),
    ("2025-12-14T20:15:00+08:00", [
        "机票订了!1月24号去,31号回,最后买的亚航,比深航便宜不少,一个人往返1650",
        "省了不少。亚航是廉航,托运行李和选座一般要另外买,带老人的话建议把行李额买够,座位也选在一起。",
        "民宿订在古城里面,Airbnb上一个带小院的两居室,一晚680",
        "住古城里很方便,周日夜市就在附近。带小院的房子老人待着也舒服,可以跟房东确认一下有没有台阶、卫生间有没有扶手。",
        "驾照的事我老公查了一圈,觉得太麻烦了,改成包车了,找了个当地华人司机阿坤,一天1200泰铢",
        "包车对带老人来说其实更合适,不用找停车位,老人累了随时能回去休息。可以提前跟司机确认每天的包车时长和超时费用。",
    ]),
    ("2026-01-11T22:00:00+08:00", [
        "行程大概定了:第二天上素贴山双龙寺,第三天去大象营,第四天去清莱白庙一日游",
        "安排得挺紧凑。提醒一下,清莱白庙从清迈过去单程要3个小时左右,一日游差不多要坐六七个小时的车,对膝盖不好的叔叔可能有点辛苦,可以留个备选方案。",
        "我妈说骑大象那种她不去,觉得是虐待动物,所以大象营换成了只能喂食、给大象洗澡的那种保护营",
        "阿姨很有想法!现在清迈很多游客都选这种不骑乘的大象保护营,体验反而更好,喂食和散步都比较轻松,适合老人。",
        "爸妈的保险也买好了,平安的境外旅行险,一人89",
        "有保险就踏实了。记得把保单和紧急救援电话存在手机里,也给爸妈各打印一份放在包里。",
    ]),
    ("2026-02-08T20:30:00+08:00", [
        "回来啦!清迈太舒服了,我爸说明年还要去",
        "太好了!第一次出国就玩得这么开心,说明行程安排得很用心。",
        "白庙那天后来取消了,我爸膝盖实在顶不住,改成在古城做了个泰式按摩,休息了一天",
        "根据身体状况灵活调整是对的,旅行舒服最重要。白庙以后有机会也可以单独安排住一晚清莱,就不用一天来回那么累了。",
        "回程航班延误了5个小时,2月1号凌晨才到深圳",
        "辛苦了,带着老人半夜落地挺累的。亚航延误可以看看能不能申请补偿,买的旅行险里如果含航班延误险也可以去理赔。",
    ]),
], [
    ("我爸妈今年多大了?", ["s1:1"], "single-hop"),
    ("在清迈我们每天是怎么出行的?", ["s2:5"], "update", ["s1:7"]),
    ("看大象那天后来改成了什么样的营地?", ["s3:3"], "update", ["s3:1"]),
    ("清莱白庙最后去成了吗?", ["s4:3"], "update", ["s3:1"]),
    ("我们是哪天落地深圳的?", ["s4:5"], "update", ["s2:1"]),
    ("这趟我们是哪天出发去清迈的?", ["s2:1"], "temporal"),
    ("最后买的机票比一开始看的直飞每人便宜了多少?", ["s1:5", "s2:1"], "multi-session"),
    ("我爸的膝盖对这趟行程有什么影响?", ["s1:3", "s4:3"], "multi-session"),
    ("司机阿坤的微信号是多少?", [], "abstain"),
    ("那次泰式按摩花了多少钱?", [], "abstain"),
    ("我弟今年春节去哪儿玩了?", [], "abstain"),
    ("清迈的雨季是几月份?", [], "abstain"),
])


def main():
    write_dialogues(
        OUT,
        "dialogues-18",
        "Multi-session user/assistant chats over 2025-2026 (9 English, 9 Simplified Chinese) in fresh everyday domains "
        "(a celiac diagnosis, raising a guide dog puppy, executing an aunt's estate, replacing an oil furnace with a heat pump, "
        "coaching a kids' softball team, salsa lessons before a wedding, a son's ADHD diagnosis and school plan, a first RV trip "
        "to national parks, paying off credit card debt, a child's myopia control, the teacher certification exam, a mother's "
        "pension and retirement paperwork, ultimate frisbee, H. pylori treatment, a scraped car and insurance renewal, a "
        "child's summer camp, tutoring as a grad student, taking parents to Chiang Mai), with facts that change across "
        "sessions and questions of type single-hop, multi-session, update (with stale turns), temporal and abstain "
        "(unstated attributes, neighbouring people or things, outcomes not yet known, general requests, unrelated topics).",
        CASES,
    )


if __name__ == "__main__":
    main()
