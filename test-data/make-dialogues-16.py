#!/usr/bin/env python3
"""Builds dialogues-16.json: 18 multi-session user/assistant chats (9 English, 9 Simplified Chinese)
with single-hop, multi-session, update, temporal and abstain questions."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder, write_dialogues  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-16.json")
CASES = []


def add(cid, user, qtime, sessions, questions):
    CASES.append(case_builder(qtime)(cid, user, sessions, questions))


# ---------------------------------------------------------------- en-1 community theatre
add("en-theatre-elaine", "maya_r", "2025-06-02T10:00:00-04:00", [
    ("2025-02-03T20:15:00-05:00", [
        "So I did a thing. I auditioned for the Riverside Players' spring show, which is Arsenic and Old Lace. Callbacks are Thursday. My sister Dana talked me into it, she did stage crew for them years ago and still knows everybody.",
        "That's a big step, congratulations! For callbacks, reread the scenes they gave you, make one clear choice per scene instead of hedging, and be ready to take a redirect quickly. Directors at callbacks often care more about how you adjust than how polished the first read is.",
        "I read for Abby Brewster, but the director, Colin Hartley, also had me read for Elaine. I'm 34, so playing the young fiancée feels like a stretch honestly.",
        "Community theatre casts across age all the time, and Elaine is more about energy and timing than a birth certificate. If he asks again, lean into her impatience with Mortimer; that's where the comedy lives.",
        "The catch is the schedule. Rehearsals would be Tuesday and Thursday evenings, 7 to 10, at the old Grange hall on Mill Street. Tuesday is my volleyball league night.",
        "Worth raising at callbacks rather than after casting. Some directors will build a rehearsal calendar around known conflicts for the first weeks, especially for roles that aren't in every scene. If not, you'll at least know before you commit.",
    ]),
    ("2025-02-10T21:02:00-05:00", [
        "Got cast!! Not as Abby though, I'm Elaine Harper. Dana is more excited than I am. First read-through is February 18.",
        "Congratulations! Elaine is a great part with a lot of physical comedy. Before the read-through, mark your lines and cues in the script so you can follow along without hunting.",
        "Memorizing is the scary part. She has fewer lines than Abby but she pops up in nearly every act. Any tricks?",
        "Break each scene into beats and learn one beat at a time, always with the cue line before yours. Record the other characters' lines with gaps for yours and play it on walks. Writing out the first letter of each word of a speech is also surprisingly effective.",
        "My boyfriend Theo volunteered to run lines with me every night after dinner. He does all the other parts in terrible accents, which honestly helps.",
        "That's ideal: a consistent partner every night beats long cram sessions. Just ask him to read cues exactly as written once you're close to off-book, so you don't get used to his improvised versions.",
    ]),
    ("2025-03-25T22:30:00-04:00", [
        "Schedule shake-up: Colin moved rehearsals to Mondays and Wednesdays because the Grange hall got booked by a quilting guild. So I get to keep volleyball after all!",
        "That worked out nicely. Update your calendar reminders so you don't end up at the hall on a Tuesday out of habit.",
        "Costume fitting is this Saturday with Priya, our costume designer. She's putting me in a 1940s tea dress, size 6, with a little hat.",
        "That's very on period for the play. Ask whether you can rehearse in the shoes early, since 1940s heels change how you move and Elaine has a lot of running around.",
        "Biggest problem right now: the scene where Mortimer finds the body in the window seat. I keep cracking up every single time.",
        "Corpsing is common with that scene. Try focusing on a fixed point rather than your scene partner's face, tense a muscle like your toes, and play Elaine's stakes for real; if she genuinely believes something is wrong, it's harder to laugh. Drilling it many times also wears the joke out.",
        "Oh and the programs went to print. We run Fridays through Sundays from April 25 to May 4.",
        "Two weekends is a nice tight run. Pace your voice during tech week so you have something left for closing.",
    ]),
    ("2025-04-28T23:10:00-04:00", [
        "We opened Friday and sold out all 120 seats! And I didn't corpse once.",
        "That's fantastic, a sold-out opening and a clean window-seat scene. Enjoy it!",
        "Better news: because of demand they added a third weekend, so now we close on May 11 instead.",
        "An extension is a real vote of confidence from the audience. Keep an eye on your energy with the extra shows.",
        "Colin already asked if I'd audition for the fall show, Blithe Spirit. I'm tempted to go for Madame Arcati.",
        "Arcati is a scene-stealer and a big shift from Elaine. If you go for it, look at her séance scenes; they reward big, committed physical choices.",
        "Also the added weekend is priced higher. The regular shows were $18, the extra ones are $22.",
        "That's a common approach for added performances. It sounds like the demand will support it.",
    ]),
], [
    ("Which role did I end up getting in the spring play?", ["s2:1"], "single-hop"),
    ("What nights do we rehearse on now?", ["s3:1"], "update", ["s1:5"]),
    ("What's the name of the guy directing the Riverside Players show?", ["s1:3"], "single-hop"),
    ("When did the show open?", ["s4:1", "s3:7"], "temporal"),
    ("What's the closing date of the run at this point?", ["s4:3"], "update", ["s3:7"]),
    ("How much were tickets for the added weekend, compared to the normal shows?", ["s4:7"], "single-hop"),
    ("Who got me to audition in the first place, and who's been running lines with me?", ["s1:1", "s2:5"], "multi-session"),
    ("Did I get cast as Madame Arcati in Blithe Spirit?", [], "abstain"),
    ("Who's the actor playing Mortimer opposite me?", [], "abstain"),
    ("What year did Arsenic and Old Lace first open on Broadway?", [], "abstain"),
    ("我的排球联赛是在哪个体育馆打的?", [], "abstain"),
])

# ---------------------------------------------------------------- en-2 backyard chickens
add("en-backyard-hens", "hollis_k", "2025-05-10T09:00:00-07:00", [
    ("2024-09-08T09:30:00-07:00", [
        "We brought home three hens this morning! Biscuit is a Buff Orpington, Pepper is a Barred Rock, and Clementine is an Easter Egger. Got them as point-of-lay pullets from a farm in Petaluma, $35 apiece.",
        "Welcome to chicken keeping! Point-of-lay birds are a nice way to start. Keep them shut in the coop and run for the first few days so they learn where home is before you let them free-range.",
        "The coop is a prefab kit my neighbor Gus helped me put together. It's rated for four birds and the run is roughly 8 by 10 feet.",
        "That's comfortable for three. Check the ventilation near the roofline and replace any chicken wire on the run with half-inch hardware cloth, since chicken wire keeps chickens in but doesn't keep predators out.",
        "For feed I'm using a 16% layer pellet from the feed store, the Nutrena one, about $24 a bag.",
        "A 16% layer is a solid choice. Offer oyster shell on the side in a separate dish, and grit if they'll be eating anything besides pellets.",
    ]),
    ("2024-10-20T18:45:00-07:00", [
        "FIRST EGG! Pepper laid it on October 14th. A tiny little brown one.",
        "Congratulations! First eggs are often small or oddly shaped; they'll even out over the next few weeks.",
        "Clementine hasn't started yet. My daughter Wren checks the nest box every morning before school anyway, just in case.",
        "Wren sounds like the perfect egg inspector. Easter Eggers can take a bit longer to come into lay, so patience.",
        "Bad night though. A raccoon tried to get into the coop. The latch held but I'm rattled.",
        "Raccoons can open simple hook-and-eye and sliding latches with their paws. Use two-step latches that need a squeeze and a lift, and consider burying an apron of hardware cloth around the run so nothing digs under.",
        "OK, I'll swap every latch to locking carabiners this weekend.",
        "Carabiners are a popular raccoon fix. Put one on every door and the nest box lid.",
    ]),
    ("2025-01-12T11:00:00-08:00", [
        "Winter check-in. Laying has crashed, we're getting maybe 4 eggs a week from all three combined.",
        "That's normal for short days; most hens slow down when daylight drops well below 14 hours. Some keepers add a light, others let the birds rest through winter. Either is reasonable.",
        "I changed feed too. The Nutrena bag jumped to $29, so I switched to Scratch and Peck organic layer from the co-op. It's $38 a bag but the girls go nuts for it.",
        "As long as it's a complete layer ration they'll do fine. Switch gradually by mixing the two for about a week if you still have some of the old bag.",
        "Also Biscuit went broody over Christmas and sat on golf balls for a week straight. We finally broke it by putting her in a wire dog crate for a few days.",
        "The wire crate trick works because air under her cools her belly. Orpingtons are known for going broody, so you may see it again in spring.",
    ]),
    ("2025-04-06T08:15:00-07:00", [
        "Flock expansion! We added a Silkie named Marshmallow and a Speckled Sussex named Dot. That makes five, so the old coop is officially too small.",
        "Congratulations on the new girls. Quarantine them separately for a couple of weeks before introducing them, and plan on around 4 square feet per bird inside the coop and 10 in the run.",
        "Gus and I turned an old garden shed into a walk-in coop, 6 by 8 feet. The prefab coop is going to my coworker Lena.",
        "A walk-in coop makes cleaning much easier. Make sure the shed has good high ventilation and that the floor is predator-proof.",
        "And Clementine finally started laying in late March. Her eggs are blue-green!",
        "Worth the wait! That's the signature Easter Egger trait.",
        "Production is back up to around 24 eggs a week. We're selling the extras to the neighbors for $6 a dozen.",
        "That's a great rebound. Selling to neighbors at that price should help cover the fancier feed.",
    ]),
], [
    ("How many hens are in my flock right now?", ["s4:1"], "update", ["s1:1"]),
    ("What feed am I giving the girls these days?", ["s3:3"], "update", ["s1:5"]),
    ("Who laid our very first egg and on what date?", ["s2:1"], "temporal"),
    ("Where did I get the original three birds from?", ["s1:1"], "single-hop"),
    ("After the raccoon scare, what did I decide to put on the coop doors?", ["s2:5", "s2:7"], "single-hop"),
    ("Gus has helped me with two coop projects, what were they?", ["s1:3", "s4:3"], "multi-session"),
    ("How does our weekly egg count now compare with the low point in winter?", ["s3:1", "s4:7"], "multi-session"),
    ("What color are Biscuit's eggs?", [], "abstain"),
    ("How much did I pay for Marshmallow and Dot?", [], "abstain"),
    ("At what age do Silkies usually start laying?", [], "abstain"),
    ("我女儿Wren今年几岁了?", [], "abstain"),
])

# ---------------------------------------------------------------- en-3 homebrewing
add("en-homebrew-leeds", "tobias.e", "2025-06-01T12:00:00+01:00", [
    ("2025-01-19T15:20:00+00:00", [
        "I've started homebrewing! First kit is a 23-litre extract pale ale from a shop in Leeds called Hop & Barrel. Paid £42 including the fermenter.",
        "Nice starting point. The single biggest factor in a good first batch is sanitation: anything that touches the wort after the boil needs to be sanitized, not just clean.",
        "Brew day was today. Original gravity came in at 1.048 and I pitched US-05.",
        "That's right on target for a pale ale, and US-05 is a forgiving, clean yeast. Keep it somewhere steady around the high teens Celsius and leave it alone for at least two weeks.",
        "My flatmate Rosie is not convinced. She says the whole kitchen smells like porridge.",
        "That smell fades once the boil is done. Offer her the first bottle; it usually wins people over.",
    ]),
    ("2025-02-09T19:05:00+00:00", [
        "Bottled the pale ale last weekend. Final gravity was 1.010, so about 5% ABV if my maths is right.",
        "Your maths checks out: (1.048 - 1.010) x 131.25 is just under 5.0% ABV.",
        "Got 42 bottles out of it. I used carbonation drops and they're sitting somewhere warm for two weeks.",
        "Perfect. After two weeks chill one and test it before moving the rest to the cold.",
        "I'm thinking about going all-grain. My uncle Desmond has an old mash tun he says I can have.",
        "A free mash tun is a great way in. You'll also need a hot liquor tank or a big pot for sparge water, and a way to measure mash temperature accurately.",
    ]),
    ("2025-03-30T16:40:00+01:00", [
        "Verdict on the pale ale: a bit thin, but drinkable. Rosie actually liked it, which I'm counting as a win.",
        "Thin body on extract kits is common. A little crystal malt steeped in the next batch would add body.",
        "Did my first all-grain brew with Desmond's mash tun, a stout. Mashed at 67°C for an hour. Efficiency was rubbish though, around 62%.",
        "62% is typical for a first all-grain brew. The usual culprits are a coarse crush and rushing the sparge; a finer crush and a slower sparge will usually add several points.",
        "I've also moved the fermenter out of the kitchen into the garage. It's on a heat belt with an Inkbird controller set to 19°C.",
        "Temperature control is one of the best upgrades you can make. Tape the probe to the side of the fermenter under some insulation so it reads the beer, not the air.",
        "Next brew I'm planning a hazy IPA, loads of Citra and Mosaic.",
        "Hazy IPAs are fun but sensitive to oxygen after fermentation, so plan on minimising splashing when you package.",
    ]),
    ("2025-05-18T20:00:00+01:00", [
        "Entered the stout in the Yorkshire Homebrew Open. It scored 34 out of 50 and the judges said the roast came across a bit harsh.",
        "34 is a respectable score for a first all-grain beer. Harsh roast can often be softened by adding the darkest grains late in the mash.",
        "Change of plan for the next batch. Instead of the hazy IPA I'm doing a Belgian saison, because the garage gets warm in summer and saison yeast loves heat.",
        "That's a smart match of style to conditions. Saison yeasts are happy well above what would ruin most ales.",
        "I've bumped the controller up to 24°C to start, then I'll let it free-rise.",
        "Sounds like a good schedule for a saison.",
        "Also picked up a grain mill on Facebook Marketplace for £60 so I can control my crush. On a test mash my efficiency jumped to 74%.",
        "That's a big improvement and confirms the crush was the bottleneck.",
    ]),
], [
    ("What style is my next brew going to be?", ["s4:3"], "update", ["s3:7"]),
    ("What temperature is the fermentation controller set to at the moment?", ["s4:5"], "update", ["s3:5"]),
    ("How strong did my first pale ale come out?", ["s2:1", "s2:2"], "single-hop"),
    ("Who gave me the mash tun?", ["s2:5"], "single-hop"),
    ("How has my mash efficiency changed since the first all-grain batch?", ["s3:3", "s4:7"], "multi-session"),
    ("What feedback did the judges give on my stout?", ["s4:1"], "single-hop"),
    ("When did I do my very first brew day?", ["s1:3"], "temporal"),
    ("Which yeast did I pitch in the stout?", [], "abstain"),
    ("How many bottles did I get from the stout batch?", [], "abstain"),
    ("What's actually the difference between an ale and a lager?", [], "abstain"),
    ("Did Rosie like the stout?", [], "abstain"),
    ("Can you recommend a good Italian restaurant in Leeds?", [], "abstain"),
])

# ---------------------------------------------------------------- en-4 ACL rehab
add("en-acl-rehab", "jpark88", "2025-04-20T09:00:00-06:00", [
    ("2024-11-04T18:00:00-07:00", [
        "Tore my ACL playing rec soccer on October 26. Surgery is booked for November 19 with Dr. Alvarez at Front Range Orthopedics. They're doing a patellar tendon graft.",
        "Sorry to hear it. The weeks before surgery matter: getting swelling down and full extension back before the operation tends to make early rehab much easier.",
        "My wife Hana is planning to take a week off work to look after me. Our dog Mochi is going to be so confused when I can't walk him.",
        "Having someone home the first week is a big help with icing, meds and getting to the bathroom. Maybe line up a neighbor for Mochi's walks for a couple of weeks.",
        "Insurance says my out-of-pocket max is $4,500, so I'm assuming I'll hit that.",
        "With surgery, anesthesia and PT in the same plan year, that's a reasonable assumption. Ask the surgery center for an estimate so there are no surprises.",
    ]),
    ("2024-12-10T20:30:00-07:00", [
        "Surgery went fine, I'm three weeks out now. Started PT twice a week with a therapist named Keisha at a clinic near my office.",
        "Glad it went well. Twice a week early on is standard, plus your daily home exercises.",
        "Flexion is at 95 degrees and extension is almost at zero. Keisha wants me at 120 by week six.",
        "Near-zero extension this early is great; it's the harder one to recover. Heel slides and wall slides will help with flexion.",
        "I'm off crutches during the day, still using one at night. The goal is to be back playing for the fall 2025 season.",
        "Using one crutch at night is sensible. Fall 2025 would be a bit under a year post-op; your surgeon and PT will judge it against strength testing closer to the time.",
    ]),
    ("2025-02-15T10:10:00-07:00", [
        "Quick update: Keisha moved to a clinic in Boulder, so I switched to a new PT, Marcus Bell, at the Lakewood location. He's much more aggressive about strength work.",
        "A change of therapist mid-rehab can work well, especially as you move into the strength phase.",
        "Flexion is up to 130 now. We've added stationary bike and leg press, and I'm down to PT once a week.",
        "That's excellent range. Once a week with a solid home program is typical at this stage.",
        "Dr. Alvarez said no running until the four-month mark, so around March 19.",
        "Sensible. When you're cleared, a structured walk-jog progression is usually the safest way back.",
    ]),
    ("2025-04-02T19:45:00-06:00", [
        "Started a walk-jog program on March 24: 1 minute jogging, 2 minutes walking, eight rounds.",
        "A good conservative start. Watch for swelling the next morning as your signal to hold or progress.",
        "Marcus did a single-leg hop test and my surgical leg is at 78% of the good side.",
        "78% at about four and a half months is a normal place to be. Most return-to-sport criteria look for 90% or better.",
        "So I told my team I won't be back this fall after all. I'm pushing my return to spring 2026. Marcus thinks nine months is a minimum and I'd rather not rush it.",
        "That's a wise call. Reinjury risk drops meaningfully when people wait longer and pass strength testing first.",
    ]),
], [
    ("Who's my physical therapist at this point?", ["s3:1"], "update", ["s2:1"]),
    ("When am I planning to get back on the soccer field?", ["s4:5"], "update", ["s2:5"]),
    ("When did I tear my ACL?", ["s1:1"], "temporal"),
    ("What kind of graft did the surgeon use?", ["s1:1"], "single-hop"),
    ("How did my knee bend improve between the early PT check-in and February?", ["s2:3", "s3:3"], "multi-session"),
    ("When did I start jogging again?", ["s4:1"], "temporal"),
    ("How did my surgical leg do on the hop test?", ["s4:3"], "single-hop"),
    ("How much did the surgery actually end up costing me out of pocket?", [], "abstain"),
    ("Did Hana end up taking the week off to help me?", [], "abstain"),
    ("Is a hamstring graft generally stronger than a patellar tendon graft?", [], "abstain"),
    ("Mochi是什么品种的狗?", [], "abstain"),
])

# ---------------------------------------------------------------- en-5 freelance illustrator
add("en-freelance-illustrator", "ines.v", "2025-06-15T10:00:00+02:00", [
    ("2025-01-07T14:00:00+01:00", [
        "I handed in my notice at the agency. From February I'm a full-time freelance illustrator! Two clients lined up so far: a children's book publisher called Kite Lane Press and a coffee roaster who wants packaging art.",
        "Congratulations on making the jump. Having two clients before you start is a strong position. Set up a simple system now for contracts, invoices and tracking hours, because it's much harder to retrofit later.",
        "I'm charging €45 an hour for editorial work and flat fees for packaging. The coffee roaster job is €1,800 for three bag designs.",
        "Flat fees for packaging make sense since the value is in usage, not hours. Make sure the contract spells out usage rights and how many revision rounds are included.",
        "My partner Joost is nervous about the income dip. We've got about six months of savings.",
        "Six months is a reasonable cushion. A monthly check-in together on income versus expenses can help turn the nervousness into something concrete.",
    ]),
    ("2025-02-22T11:30:00+01:00", [
        "The picture book with Kite Lane is signed! 32 pages, 'The Lighthouse Mouse', written by Fenna de Groot. The advance is €6,000, paid in three parts.",
        "That's a lovely first book project. Split advances are normal, typically on signing, on sketches and on final art.",
        "Final art is due 30 June.",
        "Work backwards from that: thumbnails, then sketches for approval, then finals. Leave a buffer of a couple of weeks for publisher feedback.",
        "I mostly work in Procreate on the iPad and finish in Photoshop.",
        "A common and efficient pipeline. Check the publisher's print specs early so your canvas size and colour profile are right from the start.",
    ]),
    ("2025-04-10T16:45:00+02:00", [
        "I raised my rate! New clients now pay €60 an hour. Existing clients stay at €45 until the summer.",
        "Nicely done, and grandfathering existing clients for a while is a considerate way to do it.",
        "Kite Lane asked to push the final art deadline to 15 August, because Fenna rewrote the ending.",
        "A rewritten ending can affect earlier spreads too, so ask for the revised manuscript before you redo anything.",
        "I rented a desk in a shared studio in Utrecht, €220 a month. Working at the kitchen table was killing me.",
        "Separating work and home space often helps both focus and switching off at the end of the day.",
        "The coffee roaster, Brandwerk, loved the bags and wants three more designs for their winter line.",
        "Repeat work from a happy client is the best sign. Consider quoting the new set at your updated rates.",
    ]),
    ("2025-05-28T09:20:00+02:00", [
        "Met with my accountant, Marloes. She says I should set aside 30% of everything I invoice for tax.",
        "A fixed percentage into a separate account is a simple habit that avoids nasty surprises.",
        "Joost is much calmer now. April was my best month yet, €4,900 invoiced.",
        "That's a strong month, well done.",
        "I'm leaving the Utrecht studio though. Found a cheaper spot in a friend's attic studio in Amersfoort, €140 a month.",
        "Saving €80 a month adds up, and working alongside a friend can be nice too.",
    ]),
], [
    ("What hourly rate am I quoting new clients now?", ["s3:1"], "update", ["s1:3"]),
    ("When is the final art for The Lighthouse Mouse due at this point?", ["s3:3"], "update", ["s2:3"]),
    ("Where's my workspace now and what's the rent on it?", ["s4:5"], "update", ["s3:5"]),
    ("Who's the author of the picture book I'm illustrating?", ["s2:1"], "single-hop"),
    ("What's the total advance on the book deal?", ["s2:1"], "single-hop"),
    ("What work have I done or been asked to do for the coffee roaster so far?", ["s1:3", "s3:7"], "multi-session"),
    ("When did I start freelancing full time?", ["s1:1"], "temporal"),
    ("How much is Brandwerk paying for the winter bag designs?", [], "abstain"),
    ("Has the first part of the book advance been paid yet?", [], "abstain"),
    ("What's the VAT rate on illustration work in the Netherlands?", [], "abstain"),
    ("Can you give me a good banana bread recipe?", [], "abstain"),
    ("Joost是做什么工作的?", [], "abstain"),
])

# ---------------------------------------------------------------- en-6 allotment
add("en-allotment-14b", "pat_moss", "2025-08-20T10:00:00+01:00", [
    ("2025-02-16T13:00:00+00:00", [
        "After three years on the waiting list I've finally got an allotment! Plot 14B at Hawthorn Lane. It's a half plot and the rent is £38 a year.",
        "Congratulations, that's a long wait rewarded. A half plot is a sensible size to start with.",
        "It's a jungle of couch grass and brambles. The old chap on the next plot, Reg, says cover the lot with cardboard.",
        "Cardboard mulching works well over a season, though couch grass is persistent. Many people dig out one bed properly to plant this year and mulch the rest.",
        "Plan for this year is potatoes, onions, broad beans and runner beans. My grandson Alfie is desperate to grow pumpkins.",
        "A good beginner mix. Pumpkins are hungry plants, so give Alfie's a spot with plenty of compost.",
    ]),
    ("2025-03-23T17:30:00+00:00", [
        "Seed potatoes are chitting on the windowsill: Charlotte for salads and Maris Piper for mash.",
        "Classic choices. Keep them in good light so the shoots stay short and sturdy.",
        "Put the onion sets in yesterday, Red Baron and Sturon.",
        "Nice. Birds like to pull up fresh sets, so a bit of netting for the first few weeks helps.",
        "Reg gave me a load of horse manure from his daughter's stables.",
        "Generous of him! If it's fresh, let it rot down before putting it near the potatoes.",
        "Bought a box of those blue slug pellets as well, just in case.",
        "Worth reading the label and scattering them thinly; a few pellets go a long way.",
    ]),
    ("2025-05-11T18:20:00+01:00", [
        "The slugs ate my first sowing of runner beans. Every last one.",
        "Young bean seedlings are a slug favourite. Raising them in pots until they're bigger gives them a much better chance.",
        "I've ditched the blue pellets and switched to wool pellets. My wife Jean was worried about the hedgehogs.",
        "Wool pellets make a rough barrier slugs dislike and they add nutrients as they break down.",
        "Alfie's pumpkin is an Atlantic Giant. He's convinced it'll be the biggest in the county.",
        "Atlantic Giant is the variety for it. Plenty of water and feeding will help his ambitions.",
    ]),
    ("2025-07-27T19:00:00+01:00", [
        "Dug the first potatoes today. The Charlotte gave about 9 kilos from two rows.",
        "That's a great first harvest.",
        "Rent's going up. The committee says it'll be £45 from April 2026.",
        "Still good value for what you get.",
        "I resowed the runner beans in pots at home in June and planted them out. They're climbing well now.",
        "Starting them in pots was the right move.",
        "The committee asked me to be plot inspector for the east side, and I said yes.",
        "A sign they trust you already!",
    ]),
], [
    ("What will I be paying for the allotment?", ["s4:3"], "update", ["s1:1"]),
    ("What am I using against slugs now?", ["s3:3"], "update", ["s2:7"]),
    ("What's my plot number?", ["s1:1"], "single-hop"),
    ("Which two potato varieties did I chit?", ["s2:1"], "single-hop"),
    ("What day did I put the onion sets in?", ["s2:3"], "temporal"),
    ("What has Reg given me or advised me to do?", ["s1:3", "s2:5"], "multi-session"),
    ("How big was the first potato harvest?", ["s4:1"], "single-hop"),
    ("How big did Alfie's pumpkin end up?", [], "abstain"),
    ("How did the Maris Piper potatoes turn out?", [], "abstain"),
    ("When's the best time to plant garlic in the UK?", [], "abstain"),
    ("What's Reg's plot number?", [], "abstain"),
    ("我的洋葱是哪天收获的?", [], "abstain"),
])

# ---------------------------------------------------------------- en-7 senior cat with kidney disease
add("en-senior-cat-smudge", "dlee_", "2025-09-15T20:00:00-07:00", [
    ("2025-03-01T20:00:00-08:00", [
        "I adopted a senior cat from the Oakland shelter today! Smudge, a 12-year-old gray tabby. They waived the adoption fee because of his age.",
        "Congratulations, senior cats make wonderful companions. Give him a small quiet room to settle into for the first few days before he explores the whole place.",
        "Took him to my vet, Dr. Nakamura at Grand Lake Animal Clinic. Bloodwork shows early kidney disease, stage 2.",
        "Stage 2 is very manageable for many cats. Diet, hydration and regular rechecks are the main tools at this point.",
        "She wants him on a renal diet, so I'm starting with Hill's k/d dry.",
        "Transition slowly over a week or so by mixing with his old food. Some cats are picky about renal diets, so don't be discouraged if it takes a few tries.",
    ]),
    ("2025-04-05T19:30:00-07:00", [
        "Smudge flat out refuses the k/d dry. I switched him to Royal Canin Renal wet pouches and he actually eats those.",
        "Wet food is a bonus for kidney cats anyway because of the extra water. Eating consistently matters most.",
        "Weighed him at home: 4.1 kg. He was 4.4 at the shelter.",
        "Worth mentioning to the vet at the next recheck. Weighing weekly on the same scale will show you the trend.",
        "My roommate Aiden is a little allergic, so Smudge isn't allowed in his room.",
        "Keeping one room cat-free and running an air purifier usually helps roommates with mild allergies.",
    ]),
    ("2025-06-14T21:15:00-07:00", [
        "Recheck bloodwork is in! Creatinine came down a little, 2.3 from 2.6. Dr. Nakamura was happy.",
        "That's an encouraging result; stable or improving values are exactly what you want.",
        "The sad part is she's retiring at the end of the month. We're transferring to Dr. Osei at the same clinic.",
        "Staying at the same clinic keeps his records in one place, which makes the handover easier.",
        "I also started subcutaneous fluids, 100 ml every other day. I was terrified, but Smudge just purrs through it.",
        "Warming the bag slightly and doing it in the same calm spot each time helps. It sounds like he's a natural.",
    ]),
    ("2025-08-30T18:00:00-07:00", [
        "We moved to a new apartment in Berkeley this month. Smudge did OK, he just hid under the bed for two days.",
        "Hiding for a couple of days after a move is very normal. Keeping his routine the same helps.",
        "Dr. Osei increased his fluids to 150 ml every other day.",
        "Follow the new volume and mention any changes in thirst or appetite at the next visit.",
        "His weight is holding steady at 4.2 kg now.",
        "Stable weight is a good sign for a kidney cat.",
        "I'm also thinking about adopting a second cat to keep him company, maybe a bonded pair from the same shelter.",
        "Take introductions slowly if you do, since older cats can find newcomers stressful.",
    ]),
], [
    ("Who is Smudge's vet these days?", ["s3:3"], "update", ["s1:3"]),
    ("What food does Smudge eat now?", ["s2:1"], "update", ["s1:5"]),
    ("How much sub-Q fluid am I giving him, and how often?", ["s4:3"], "update", ["s3:5"]),
    ("What's Smudge's most recent weight?", ["s4:5"], "update", ["s2:3"]),
    ("How old was Smudge when I brought him home?", ["s1:1"], "single-hop"),
    ("When did we move to Berkeley?", ["s4:1"], "temporal"),
    ("What were his creatinine numbers at the recheck versus before?", ["s3:1"], "single-hop"),
    ("Did I go ahead and adopt a second cat?", [], "abstain"),
    ("What's Dr. Osei's first name?", [], "abstain"),
    ("What's the typical life expectancy for a cat with stage 3 kidney disease?", [], "abstain"),
    ("Smudge用的是什么牌子的猫砂?", [], "abstain"),
])

# ---------------------------------------------------------------- en-8 learning Japanese
add("en-japanese-study", "rcarver", "2025-10-01T20:00:00-04:00", [
    ("2025-01-12T21:00:00-05:00", [
        "I've started learning Japanese for a trip to Japan, tentatively April 2026. I'm using Duolingo and the Genki I textbook.",
        "Great combination to start with. Genki gives you grammar structure and Duolingo keeps a daily habit going.",
        "I'm doing about 30 minutes a day before work.",
        "Consistency beats long sessions. Half an hour every day will add up quickly, especially for kana.",
        "A coworker, Satomi, offered to do conversation practice with me at lunch on Fridays.",
        "That's a real gift. Prepare a few sentences each week from your current Genki chapter so you use what you're learning.",
    ]),
    ("2025-03-09T20:10:00-04:00", [
        "Done with hiragana and katakana! Now on Genki chapter 4.",
        "Nice milestone, and chapter 4 means you're getting into the existence verbs and time expressions.",
        "Dropped Duolingo and switched to WaniKani for kanji. 110 kanji so far.",
        "WaniKani's spaced repetition is very effective for kanji. Keep your review pile under control before unlocking new lessons.",
        "I bumped my study time to an hour a day: 30 minutes in the morning and 30 at night.",
        "Splitting it like that is great for retention.",
    ]),
    ("2025-06-22T19:40:00-04:00", [
        "I registered for the JLPT N5! It's December 7 at a test site in Philadelphia. The fee was $60.",
        "Having a date on the calendar is a great motivator. Do a timed practice test in the fall to see where you stand.",
        "Satomi moved back to Osaka in May, so I found a tutor on iTalki, Kenji. $18 per 45-minute lesson, twice a week.",
        "Twice a week with a tutor will speed up your listening and speaking a lot.",
        "The trip has changed. My brother Luke is getting married in April 2026, so we're moving Japan to October 2026. I'd like to see Kyoto during the autumn leaves.",
        "Autumn in Kyoto is beautiful, and the extra six months gives you more study time before you go.",
    ]),
    ("2025-09-14T22:00:00-04:00", [
        "Reached WaniKani level 10, about 500 kanji now.",
        "That's well beyond what you need for N5.",
        "Kenji raised his rate to $22 a lesson. Still worth it for me.",
        "Makes sense if the lessons are working for you.",
        "Finished Genki I last week and started Genki II.",
        "Congratulations, finishing a full textbook is a big accomplishment.",
    ]),
], [
    ("When am I going to Japan now?", ["s3:5"], "update", ["s1:1"]),
    ("What does my tutor charge per lesson at the moment?", ["s4:3"], "update", ["s3:3"]),
    ("About how many kanji do I know now?", ["s4:1"], "update", ["s2:3"]),
    ("Where and when am I taking the JLPT?", ["s3:1"], "single-hop"),
    ("Who was my conversation partner before Kenji, and why did that stop?", ["s1:5", "s3:3"], "multi-session"),
    ("How much time am I studying each day these days?", ["s2:5"], "update", ["s1:3"]),
    ("When did I finish Genki I?", ["s4:5"], "temporal"),
    ("What score did I get on the N5?", [], "abstain"),
    ("Where is Luke's wedding taking place?", [], "abstain"),
    ("How many kanji do you need for the N4?", [], "abstain"),
    ("What city does Kenji live in?", [], "abstain"),
    ("帮我推荐一家京都的温泉旅馆。", [], "abstain"),
])

# ---------------------------------------------------------------- en-9 taco truck
add("en-taco-truck", "marisol_t", "2025-05-05T12:00:00-05:00", [
    ("2024-08-05T22:00:00-05:00", [
        "My cousin Beto and I are launching a taco truck! We bought a used 2012 step van for $38,000. We're calling it La Güera Tacos.",
        "That's exciting. Before you're fully outfitted, budget for permits, the commissary kitchen and fire suppression inspection, which often take longer than the build-out.",
        "We'll park Thursday to Saturday at the Eastside brewery lot, 5pm to midnight.",
        "Breweries are a great fit because they usually don't serve food themselves. Get the arrangement in writing.",
        "The signature item is a birria quesataco, $4.50 each.",
        "Birria is a crowd-pleaser. Track your food cost per taco from day one so you know exactly how much room you have on price.",
    ]),
    ("2024-10-13T23:30:00-05:00", [
        "First full month: roughly $14k in sales. Birria is 60% of orders.",
        "That's a strong first month, and it's clear what your hero item is.",
        "We passed the health inspection with a 96.",
        "Excellent score. Post it proudly.",
        "Bad news though: we lost the brewery spot, they signed an exclusive with a pizza truck. We're now at a food truck park on South Congress, Wednesday through Sunday.",
        "A truck park gives you more days and built-in foot traffic, so it may turn out better.",
    ]),
    ("2025-01-26T21:10:00-06:00", [
        "Raised the birria quesataco to $5 because beef prices jumped.",
        "A 50-cent increase on your best seller is reasonable and most regulars won't blink.",
        "Beto wants to add breakfast tacos on weekends. I'm not sure we have the capacity.",
        "Maybe test it for a few weekends with a very short menu before committing.",
        "We hired our first employee! Daniela, part-time on the flat-top, $16 an hour.",
        "Congratulations on your first hire.",
    ]),
    ("2025-04-20T22:45:00-05:00", [
        "We got booked for our first wedding catering gig: May 17 in Dripping Springs, 150 guests.",
        "A big milestone! Do a dry run of your prep timeline and plan how many people you'll need on the line.",
        "We decided against breakfast tacos for now. Instead we're doing a Sunday-only menudo special.",
        "A single Sunday special is a much lighter lift and menudo suits a Sunday crowd.",
        "Daniela's going full-time next month, and we bumped her to $18 an hour.",
        "Good way to keep a reliable employee.",
    ]),
], [
    ("Where do we park the truck these days?", ["s2:5"], "update", ["s1:3"]),
    ("What are we charging for the birria quesataco right now?", ["s3:1"], "update", ["s1:5"]),
    ("What's Daniela's hourly wage now?", ["s4:5"], "update", ["s3:5"]),
    ("What did Beto want to add on weekends, and what did we end up doing instead?", ["s3:3", "s4:3"], "multi-session"),
    ("What score did we get on the health inspection?", ["s2:3"], "single-hop"),
    ("When is the wedding catering job?", ["s4:1"], "temporal"),
    ("How much did we pay for the step van?", ["s1:1"], "single-hop"),
    ("How much are we charging for the wedding catering?", [], "abstain"),
    ("What's the name of the pizza truck that took our brewery spot?", [], "abstain"),
    ("What internal temperature should beef chuck reach for birria?", [], "abstain"),
    ("What did we make in sales in December?", [], "abstain"),
    ("我们在South Congress的摊位每个月要交多少钱?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-1 摄影
add("zh-photography-fuji", "linxi", "2025-09-01T21:00:00+08:00", [
    ("2025-03-02T19:40:00+08:00", [
        "我最近开始学摄影了,在闲鱼上收了一台二手富士X-T30,带15-45的套头,一共4200块。",
        "入门选富士挺好的,直出色彩讨喜。建议先用光圈优先模式,把曝光三要素(光圈、快门、ISO)的关系弄明白,再慢慢过渡到全手动。",
        "我主要想拍街头,还有拍我家猫。猫叫芋圆,是只三花。",
        "拍猫可以把对焦模式设成连续对焦,开眼部识别,快门速度尽量保持在1/250秒以上,猫突然动起来也不容易糊。",
        "这周末打算跟大学同学阿哲去武康路扫街。",
        "武康路建筑和梧桐很出片。扫街时可以先找好背景等人走进画面,比追着人拍更自然。",
    ]),
    ("2025-04-13T21:10:00+08:00", [
        "上周末去武康路拍了一下午,中午光线太硬了,好多照片都过曝了。",
        "正午顶光确实难处理。可以试试负的曝光补偿,看直方图别让高光顶到右边,或者改在日出后、日落前那段柔和的光线出门。",
        "我又买了一支镜头,七工匠35mm F1.2,手动对焦的,900块。",
        "这支性价比很高,大光圈虚化也不错。手动对焦可以打开峰值对焦辅助,会方便很多。",
        "还报了一个线上后期课,讲Lightroom的,老师叫周默,一共12节,599元。现在修图都用Lightroom。",
        "系统学一下后期很有帮助。建议从基础面板的曝光、白平衡开始,再学局部调整和预设管理。",
    ]),
    ("2025-06-08T20:30:00+08:00", [
        "X-T30我出掉了,换成了X-T5,新机身花了11800。",
        "升级幅度挺大的,机身防抖对手持弱光拍摄很有帮助。",
        "七工匠那支也卖了,手动对焦拍猫太难了,芋圆根本不会等我。换成了富士原厂的XF 33mm F1.4。",
        "原厂自动对焦镜头拍动物会轻松很多,这个焦段拍室内也很合适。",
        "我拍的一张芋圆趴在窗台上的照片入选了小区摄影展,展期是6月20日到7月5日!",
        "恭喜!第一次参展很有纪念意义,记得去现场拍张和作品的合影。",
    ]),
    ("2025-08-17T22:00:00+08:00", [
        "阿哲拉我进了一个摄影小组,每个月第二个周六约拍,这个月去的是苏州平江路。",
        "有固定的约拍节奏很容易进步,还能互相看片提意见。",
        "Lightroom的课上完了,不过我现在主要改用Capture One修图了,感觉对富士的色彩还原更好。",
        "Capture One对富士RAW的支持确实口碑不错,也可以试试它的胶片模拟风格。",
        "十月份打算跟小组一起去新疆喀纳斯拍秋景。",
        "喀纳斯秋天非常出片,早晚温差大,记得带备用电池,低温下电池掉电很快。",
    ]),
], [
    ("我现在用的是哪台相机?", ["s3:1"], "update", ["s1:1"]),
    ("我现在修图主要用什么软件?", ["s4:3"], "update", ["s2:5"]),
    ("我现在拍芋圆用的是哪支镜头?", ["s3:3"], "update", ["s2:3"]),
    ("我家猫叫什么名字,什么花色?", ["s1:3"], "single-hop"),
    ("那个后期课一共几节课、多少钱?", ["s2:5"], "single-hop"),
    ("小区摄影展是什么时候办的?", ["s3:5"], "temporal"),
    ("阿哲带我去过哪些地方拍照?", ["s1:5", "s2:1", "s4:1"], "multi-session"),
    ("XF 33mm F1.4花了多少钱?", [], "abstain"),
    ("喀纳斯那趟拍得怎么样?", [], "abstain"),
    ("富士X-T5的传感器是多少万像素?", [], "abstain"),
    ("How much did I sell my X-T30 for?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-2 手工耳环网店
add("zh-earring-shop", "xiaoyu_shop", "2025-05-25T20:00:00+08:00", [
    ("2024-10-12T22:15:00+08:00", [
        "我在小红书上开了个小店,卖手工耳环,主要是树脂和珍珠款的,定价39到89块。",
        "手工饰品在小红书很吃图片,建议统一拍摄背景和光线,做出辨识度,上新时配一点制作过程的内容会更有温度。",
        "材料都是从义乌一家批发店拿的,老板姓胡。",
        "稳定的供货渠道很重要。可以跟老板约定好常用配件的备货,避免爆单时断货。",
        "现在一周大概15单,都是下班后自己做,周末统一打包,发的中通。",
        "这个量兼职做刚好。建议记录每款的制作时间和材料成本,以后定价调整会有依据。",
    ]),
    ("2024-12-01T20:40:00+08:00", [
        "双十二准备上一批圣诞主题的新款,红绿配色,打算做50对。",
        "节日款适合提前一两周预热,可以先发预告笔记,收集一下大家喜欢哪几款。",
        "快递换了,中通老丢件,现在改发韵达,首重3块5。",
        "丢件太影响口碑了,换得对。记得在商品页写清楚快递和发货时效。",
        "我妹妹小禾放寒假的时候说要来帮我打包。",
        "有人帮忙打包能省下不少时间,可以提前把包装流程写成步骤卡片给她。",
    ]),
    ("2025-02-16T21:00:00+08:00", [
        "圣诞款卖爆了!50对三天就卖完了,后来又补做了30对。",
        "恭喜!可以把卖得最好的几款留作常规款,明年再做节日限定。",
        "我调了价,最便宜的那款从39涨到了45,因为包装升级成了丝绒盒。",
        "包装升级配合小幅涨价很合理,买家拿到手的体验也更好。",
        "现在一周稳定在40单左右,下班后根本做不过来了。",
        "这个量已经到了要考虑时间分配的阶段了,可以先把重复性高的工序批量化处理。",
    ]),
    ("2025-05-05T19:50:00+08:00", [
        "我辞职啦!从4月1号开始全职做店。",
        "恭喜迈出这一步!全职之后建议给自己定好固定的工作时间,别让店铺吞掉所有生活。",
        "还开了个抖音号,第一条视频拍的是做珍珠耳环的过程,播放量两万多。",
        "过程类视频很适合手工品,可以做成系列持续更新。",
        "进货渠道也换了,义乌胡老板那边的珍珠品质不太稳定,现在直接从诸暨的一家淡水珍珠厂拿货。",
        "从产地直接拿货品质和价格都更好控制。",
        "快递又换回中通了,他们网点换了个负责人,给我谈到首重2块8。",
        "只要丢件问题解决了,2块8是很不错的价格。",
    ]),
], [
    ("我现在发货用的哪家快递,首重多少钱?", ["s4:7"], "update", ["s1:5", "s2:3"]),
    ("店里最便宜的那款耳环现在卖多少?", ["s3:3"], "update", ["s1:1"]),
    ("珍珠现在是从哪儿进货的?", ["s4:5"], "update", ["s1:3"]),
    ("我是哪天开始全职做店的?", ["s4:1"], "temporal"),
    ("圣诞款前后一共做了多少对?", ["s2:1", "s3:1"], "multi-session"),
    ("每周的订单量这段时间是怎么变的?", ["s1:5", "s3:5"], "multi-session"),
    ("抖音发的第一条视频拍的是什么?", ["s4:3"], "single-hop"),
    ("小禾寒假最后真的来帮我打包了吗?", [], "abstain"),
    ("我的小红书账号现在有多少粉丝?", [], "abstain"),
    ("个人网店一年卖多少钱以上需要交税?", [], "abstain"),
    ("我辞职前在哪家公司上班?", [], "abstain"),
    ("How much does each velvet box cost me?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-3 幼升小
add("zh-school-choice", "wang_mama", "2025-09-10T21:00:00+08:00", [
    ("2025-01-08T21:30:00+08:00", [
        "我儿子乐乐今年9月要上小学了。我们户口在海淀,对口的是中关村三小,但现在住的房子是租的。",
        "租房入学一般要看租赁备案、居住年限和社保等材料,各区每年政策细节会调整,建议尽早去学区所在街道或教委确认今年的要求。",
        "我老公想让他上私立,看中了一所叫启明双语的,一年学费12万。",
        "私立和公立差别很大,除了学费,还可以比较一下通勤距离、课后托管和课程体系,最好都去实地看看。",
        "乐乐现在在小橡树幼儿园上大班,每周二、四下午上乐高编程课。",
        "乐高编程对逻辑思维挺有帮助的,上小学后可以看看时间上怎么衔接。",
    ]),
    ("2025-03-15T20:00:00+08:00", [
        "去启明双语参加了开放日,环境真的很好,但是面试要考英语对话,乐乐英语一般。",
        "面试前可以多练练自我介绍和日常简单问答,关键是让孩子敢开口,不用追求难度。",
        "给他报了个外教口语课,一周两次,一节280。",
        "一周两次频率不错,尽量让外教多用游戏的方式带,孩子不容易抵触。",
        "我婆婆说如果上公立,她可以每天接送,她住得近,走路十分钟就到学校。",
        "有老人就近帮忙接送是很大的便利,这个也值得放进决策里考虑。",
    ]),
    ("2025-05-20T22:10:00+08:00", [
        "启明的面试结果出来了,乐乐被录取了!",
        "恭喜乐乐!不管最后怎么选,这都是对他的肯定。",
        "不过我们商量了很久,最后还是决定上公立。学费压力太大,而且婆婆能帮忙接送。入学登记已经在5月10号交了。",
        "综合考虑后的决定最踏实。接下来留意一下学校后续的审核和通知。",
        "外教课从一周两次减到一周一次了,主要就是保持兴趣。",
        "不为面试冲刺的话,一周一次保持语感完全足够。",
    ]),
    ("2025-08-25T21:00:00+08:00", [
        "分班结果出来了,乐乐在一年级三班,班主任姓陈,是语文老师。",
        "可以先加入班级群,留意老师发的开学须知。",
        "9月1号开学,入学前要准备的东西清单特别长。",
        "可以按类别分开准备:文具、书皮、校服、水杯,每样贴上名字贴。",
        "乐高编程课换到周六上午了,因为上学以后周二、周四下午没时间了。",
        "周末上课更从容,也不会跟作业时间冲突。",
    ]),
], [
    ("乐乐最后上的是哪所学校?", ["s3:3", "s1:1"], "update", ["s1:3"]),
    ("乐乐的外教口语课现在一周上几次?", ["s3:5"], "update", ["s2:3"]),
    ("乐高编程课现在是什么时间上?", ["s4:5"], "update", ["s1:5"]),
    ("入学登记是哪天交的?", ["s3:3"], "temporal"),
    ("乐乐分在哪个班,班主任是谁?", ["s4:1"], "single-hop"),
    ("启明双语一年学费多少钱?", ["s1:3"], "single-hop"),
    ("我们最后为什么没选私立?", ["s3:3", "s2:5"], "multi-session"),
    ("启明双语面试的时候问了乐乐什么问题?", [], "abstain"),
    ("陈老师的手机号是多少?", [], "abstain"),
    ("北京的小学一年级一般几点放学?", [], "abstain"),
    ("乐乐的外教叫什么名字?", [], "abstain"),
    ("Which kindergarten does Lele's cousin go to?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-4 深圳租房
add("zh-shenzhen-rent", "ahao", "2025-07-30T21:00:00+08:00", [
    ("2024-11-03T20:20:00+08:00", [
        "我从长沙跳槽到深圳了,新公司在南山科技园,做产品经理。现在先住在公司附近的青年公寓,一个月3200。",
        "恭喜换了新环境!青年公寓过渡一下挺好,先熟悉城市,再决定长租在哪个片区。",
        "打算过完年找个像样的一居室,预算4500以内,最好离地铁近。",
        "科技园附近租金偏高,可以沿地铁线往外看一两站,比如西丽、留仙洞一带,通勤时间和租金比较平衡。",
        "女朋友小柯还在长沙,说明年夏天可能也过来。",
        "如果她之后要来,找房时可以把她可能的工作地点也考虑进去,省得以后再搬。",
    ]),
    ("2025-02-22T21:45:00+08:00", [
        "看了十几套,最后在西丽租了个一居室,月租4300,押二付一,3月1号入住。",
        "在预算内还离地铁近,挺不错。入住前记得拍照记录屋内现状,尤其是家具家电的磨损。",
        "房东是个阿姨,姓邓,人挺好,说热水器要是坏了她给换新的。",
        "口头承诺最好也在合同附件或聊天记录里留个凭证。",
        "坐7号线到公司大概25分钟。",
        "25分钟在深圳算很理想的通勤了。",
    ]),
    ("2025-05-18T19:30:00+08:00", [
        "小柯提前过来了,5月初到的深圳,在福田找了份做设计的工作。",
        "太好了,终于不用异地了!",
        "一居室两个人住有点挤,而且她去福田很远。我们在考虑搬到两个人通勤都方便的地方,比如车公庙或者深圳湾附近。",
        "车公庙在福田,换乘方便,去南山和福田都不算远,是很多双职工情侣的选择。",
        "邓阿姨说如果提前退租,押金要扣一个月的。",
        "可以问问她能不能接受转租或者你帮忙找下一任租客,很多房东愿意以此免除违约金。",
    ]),
    ("2025-07-06T22:00:00+08:00", [
        "跟邓阿姨谈妥了,我找了个朋友把西丽那套接过去,押金全退了。",
        "这个结果很圆满,也省了一笔违约金。",
        "我们搬到了车公庙附近一个两居室,月租6800,两个人平摊。6月28号搬的。",
        "两居室住得宽敞多了,平摊下来每人压力也不大。",
        "我现在骑电动车上班,大概20分钟,不坐地铁了。",
        "骑车记得戴头盔,深圳对电动车查得挺严。",
        "我们还领养了一只橘猫,叫可乐。",
        "欢迎可乐!新家记得装好纱窗,猫咪刚到新环境容易紧张。",
    ]),
], [
    ("我现在住在哪儿,房租多少?", ["s4:3"], "update", ["s1:1", "s2:1"]),
    ("我现在怎么通勤,要多长时间?", ["s4:5"], "update", ["s2:5"]),
    ("小柯是什么时候到深圳的?", ["s3:1"], "temporal"),
    ("小柯在哪个区上班,做什么工作?", ["s3:1"], "single-hop"),
    ("西丽那套房子的押金最后是怎么处理的?", ["s3:5", "s4:1"], "multi-session"),
    ("我们是哪天搬进车公庙那套的?", ["s4:3"], "temporal"),
    ("我来深圳之前在哪个城市工作?", ["s1:1"], "single-hop"),
    ("邓阿姨后来给换热水器了吗?", [], "abstain"),
    ("车公庙那套两居室的房东姓什么?", [], "abstain"),
    ("在深圳租房提取公积金需要什么材料?", [], "abstain"),
    ("我现在的月薪是多少?", [], "abstain"),
    ("What's the name of the friend who took over my Xili lease?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-5 柯基豆豆
add("zh-corgi-doudou", "doudou_ma", "2025-05-20T20:00:00+08:00", [
    ("2024-09-14T18:00:00+08:00", [
        "我家来了只柯基!三个月大,公的,叫豆豆,在成都一家犬舍买的,花了5000。",
        "恭喜!刚到家的头一周先别急着洗澡和出门,让它适应环境,也观察一下精神和便便。",
        "现在吃的是皇家的幼犬粮,一天三顿。",
        "三个月的小狗一天三到四顿比较合适,换粮的话记得七天过渡。",
        "疫苗在小区门口那家宠爱宠物医院打,医生姓刘。",
        "找一家固定的医院挺好的,医生熟悉它的情况。疫苗没打完之前尽量别带去人多狗多的地方。",
    ]),
    ("2024-11-23T20:30:00+08:00", [
        "豆豆最近在家乱咬,已经把我老公的拖鞋咬坏三双了。",
        "这个阶段在换牙,啃咬是天性。给它准备几样耐咬的玩具,咬错东西时马上换成玩具并表扬它咬玩具。",
        "报了个训犬班,每周六上午,在温江,教练叫阿杰,10节课1800。",
        "系统上课对主人也很有帮助,回家要把课上练的每天巩固几分钟。",
        "三针疫苗都打完了,狂犬也打了。",
        "那就可以开始多带出去社会化了。",
    ]),
    ("2025-02-08T21:00:00+08:00", [
        "豆豆最近老是软便,刘医生说可能对鸡肉过敏,建议换成鱼肉配方的粮。",
        "单一蛋白来源的粮比较好排查过敏,换粮期间零食也先停掉。",
        "换成了渴望的六种鱼,一包快600,贵死了。现在改成一天两顿了。",
        "长大了改一天两顿很正常,注意观察换粮后的便便情况。",
        "训犬班结业了,坐下、趴下、等待都会了,随行还不太行。",
        "随行需要的时间最长,散步时多用零食奖励它待在你腿边。",
    ]),
    ("2025-04-26T19:40:00+08:00", [
        "我们三月底搬到城西了,刘医生那边太远,现在豆豆看病找的是城西瑞派的张医生,离新家近。",
        "就近看病方便很多,记得把之前的病历和疫苗本带给新医生。",
        "4月12号给豆豆做了绝育,恢复得挺好。",
        "恢复顺利就好,伤口愈合前记得戴好伊丽莎白圈,别让它舔。",
        "体重现在11.5公斤,张医生说有点胖了,得控制一下。",
        "绝育后代谢会变慢,可以适当减少粮量、增加运动。",
    ]),
], [
    ("豆豆现在吃的是什么狗粮?", ["s3:3"], "update", ["s1:3"]),
    ("豆豆现在一天喂几顿?", ["s3:3"], "update", ["s1:3"]),
    ("豆豆现在看病找哪个医生?", ["s4:1"], "update", ["s1:5"]),
    ("豆豆是哪天做的绝育?", ["s4:3"], "temporal"),
    ("训犬班在哪里上,花了多少钱?", ["s2:3"], "single-hop"),
    ("为什么给豆豆换了狗粮?", ["s3:1"], "single-hop"),
    ("训犬班我们上了几节课,豆豆学会了哪些?", ["s2:3", "s3:5"], "multi-session"),
    ("豆豆的芯片号是多少?", [], "abstain"),
    ("绝育手术花了多少钱?", [], "abstain"),
    ("柯基一般能活多少年?", [], "abstain"),
    ("阿杰那边有没有开高级班?", [], "abstain"),
    ("How many pairs of my own slippers has Doudou chewed up?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-6 减脂
add("zh-fat-loss", "chenjing", "2025-07-25T21:00:00+08:00", [
    ("2025-02-10T22:00:00+08:00", [
        "过年胖了好多,现在68公斤,身高163,目标是减到58。",
        "十公斤的目标可以拆成阶段,每个月减两三公斤比较健康,也更不容易反弹。",
        "办了家附近乐刻的月卡,199一个月,打算每周去三次。",
        "一周三次很适合起步,可以力量和有氧结合,先把动作学标准。",
        "饮食上想试试16:8轻断食,中午12点到晚上8点之间吃。",
        "轻断食对一部分人挺有效,关键是进食窗口里吃得均衡,不要报复性进食。",
    ]),
    ("2025-03-23T21:20:00+08:00", [
        "一个多月了,瘦到64.5了!",
        "进展很快,继续保持!",
        "请了个私教,叫小王,主要练力量,一节300,买了20节。",
        "有教练带着学动作能少走很多弯路,也更不容易受伤。",
        "轻断食实在坚持不下去,早上空腹开会头晕。改成正常三餐,控制碳水,每天大概1500大卡。",
        "身体不舒服就别硬扛,三餐控制总热量同样有效,而且更容易长期坚持。",
    ]),
    ("2025-05-11T20:45:00+08:00", [
        "体重卡在62快三周了,平台期好烦。",
        "平台期很常见,身体在适应。可以看看腰围、体态有没有变化,不要只盯体重秤。",
        "小王建议加两次有氧,我现在一周练五次:三次力量,两次爬坡走。",
        "增加一些低强度有氧对突破平台挺有帮助,注意睡眠和恢复。",
        "深蹲从空杆练到了50公斤,硬拉60。",
        "力量进步很明显,说明在增肌,这也是体重暂时不动的原因之一。",
    ]),
    ("2025-07-06T19:00:00+08:00", [
        "终于突破平台期了,现在59.8!",
        "太棒了,坚持的结果!",
        "跟闺蜜小雅约好了8月去三亚玩,想穿比基尼拍照。",
        "很好的激励目标,出发前保持现在的节奏就行,别临时节食。",
        "深蹲已经能做到65公斤了。",
        "进步很稳,注意动作质量,别为了重量牺牲姿势。",
        "私教课都上完了,没续,现在按小王给我写的计划自己练。",
        "有现成的计划自己练完全可以,隔一阵复盘一下重量和动作就好。",
    ]),
], [
    ("我现在体重多少?", ["s4:1"], "update", ["s1:1", "s2:1", "s3:1"]),
    ("我深蹲现在能做多重?", ["s4:5"], "update", ["s3:5"]),
    ("我现在饮食是怎么安排的?", ["s2:5"], "update", ["s1:5"]),
    ("我现在一周练几次?", ["s3:3"], "update", ["s1:3"]),
    ("私教课一共买了几节,一节多少钱?", ["s2:3"], "single-hop"),
    ("我的目标体重是多少,离目标还差多少?", ["s1:1", "s4:1"], "multi-session"),
    ("我是什么时候卡在平台期的,当时体重多少公斤?", ["s3:1"], "temporal"),
    ("我的体脂率是多少?", [], "abstain"),
    ("女生减脂每天应该吃多少克蛋白质?", [], "abstain"),
    ("我卧推能推多少?", [], "abstain"),
    ("Which hotel did I book in Sanya?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-7 川西自驾
add("zh-roadtrip-sichuan", "laozhou", "2025-09-08T21:00:00+08:00", [
    ("2025-03-09T20:00:00+08:00", [
        "今年国庆想自驾川西小环线,从成都出发,开我那台2019年的RAV4。",
        "RAV4跑川西没问题。国庆期间川西车流量很大,一些路段会堵,行程要留足弹性,住宿也最好尽早订。",
        "同行的是我老婆和她弟弟阿斌,阿斌也会开车,可以换着开。",
        "有两个司机轮换安全很多,山路开久了很累。",
        "预算大概一万五,住宿想住民宿。",
        "一万五三个人跑小环线挺宽裕的,主要开销是油费、住宿和门票。",
    ]),
    ("2025-05-04T21:30:00+08:00", [
        "计划改了!国庆人太多,我们决定请年假避开高峰,改成9月13号出发,走大环线去稻城亚丁,一共10天。",
        "错峰出行是个好主意,九月中旬川西的天气和风景都不错,人也少很多。",
        "我有点担心高反,我老婆上次去拉萨就高反了。",
        "可以安排循序渐进地升海拔,头一两晚别住太高,到高海拔地区别剧烈运动、别洗澡受凉。症状严重的话一定要及时下撤或就医。",
        "车得先去4S店做个保养,顺便把轮胎换了。",
        "高原山路对轮胎和刹车要求高,出发前全面检查一下很有必要。",
    ]),
    ("2025-07-20T19:15:00+08:00", [
        "轮胎换好了,米其林的,四条一共3600。",
        "好轮胎跑山路心里踏实。",
        "阿斌说他们公司九月不让请假,来不了了,换成我同事老韩跟我们一起去。",
        "人员变了记得跟老韩确认一下行程节奏和分摊方式。",
        "稻城那边订了家民宿叫云上院子,两晚1200。",
        "旺季前订好住宿很明智。",
        "预算提到两万了,毕竟时间拉长了。",
        "十天大环线,两万更稳妥一些。",
    ]),
    ("2025-08-31T22:00:00+08:00", [
        "云上院子那边说房间超订,把我们的订单取消了。重新订了香格里拉镇的雪山居,两晚980。",
        "还好提前发现了,香格里拉镇离亚丁景区更近,其实也挺方便。",
        "买了两罐氧气和红景天,红景天提前一周开始吃。",
        "准备得挺充分,氧气罐放在车里随手能拿到的地方。",
        "出发日期又往后挪了一天,改成9月14号早上六点出发,因为13号我老婆要去参加同学的婚礼。",
        "早上六点出发能避开出城的车流,第一天别安排太长的路程。",
    ]),
], [
    ("我们到底哪天出发?", ["s4:5"], "update", ["s2:1"]),
    ("这次自驾除了我老婆,还有谁一起去?", ["s3:3"], "update", ["s1:3"]),
    ("稻城那边现在订的是哪家民宿?", ["s4:1"], "update", ["s3:5"]),
    ("这趟旅行预算现在定的多少?", ["s3:7"], "update", ["s1:5"]),
    ("换轮胎花了多少钱?", ["s3:1"], "single-hop"),
    ("我们原本打算什么时候去,后来为什么改了时间?", ["s1:1", "s2:1"], "multi-session"),
    ("我是什么时候决定不在国庆去、改成九月请年假的?", ["s2:1"], "temporal"),
    ("这次开的是什么车?", ["s1:1"], "single-hop"),
    ("稻城亚丁景区门票多少钱?", [], "abstain"),
    ("老韩会开车吗?", [], "abstain"),
    ("我老婆是哪一年去的拉萨?", [], "abstain"),
    ("Did we get to see the snow peaks at Yading?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-8 考驾照
add("zh-driving-license", "xiao_su", "2025-08-03T20:00:00+08:00", [
    ("2025-03-16T20:00:00+08:00", [
        "我终于报驾校了!广州的东方驾校,C1手动挡,学费4800。",
        "恭喜!先把科目一的理论题刷熟,越早考完越早能约车练科目二。",
        "科目一打算两周后考,现在每天在刷题App上做100道。",
        "每天100道很够了,重点看错题,考前做几套完整的模拟考试。",
        "我男朋友阿Ken说手动挡太难,让我学自动挡,我没听他的。",
        "手动挡学会了什么车都能开,就是前期离合需要多练。",
    ]),
    ("2025-04-20T21:00:00+08:00", [
        "科目一考了96分,一次过!4月3号考的。",
        "太棒了!接下来就是科目二了。",
        "科目二教练姓黄,特别凶。练车要提前约,早上六点半的最好约到。",
        "凶的教练往往要求严格,练得扎实也是好事。早起练车人少,能多练几把。",
        "倒车入库老压线,侧方停车倒还行。",
        "倒库压线多半是打方向的时机不对,可以请教练帮你确认好参照点,每次都在同一个位置打满。",
    ]),
    ("2025-06-01T22:20:00+08:00", [
        "科目二挂了一次,5月20号考的,坡道起步熄火了。",
        "别灰心,坡起熄火是手动挡最常见的失误之一,多练半联动的感觉就好。",
        "我换成C2自动挡了,补了1200差价。阿Ken在旁边得意得不行。",
        "自动挡科目二少了很多离合操作,对你来说压力会小很多。",
        "补考约在6月17号。",
        "还有两周多,专门针对倒库和坡道多练几次模拟考场。",
    ]),
    ("2025-07-27T19:30:00+08:00", [
        "科目二补考过了!科目三也在7月22号考完了,路考一把过。",
        "恭喜恭喜,两个科目连着过!",
        "现在就剩科目四了,打算8月初去考。",
        "科目四是安全文明驾驶常识,跟科目一一样多刷题就行。",
        "拿到驾照想先租个车,跟阿Ken去顺德吃东西练练手。",
        "新手上路先选熟悉的路线,别赶夜路,顺德那边好吃的很多。",
    ]),
], [
    ("我最后学的是什么车型?", ["s3:3"], "update", ["s1:1"]),
    ("学车一共交了多少钱?", ["s1:1", "s3:3"], "multi-session"),
    ("科目一是哪天考的,考了多少分?", ["s2:1"], "temporal"),
    ("科目二第一次是因为什么挂的?", ["s3:1"], "single-hop"),
    ("科目三是哪天过的?", ["s4:1"], "temporal"),
    ("科目二补考约的是哪天?", ["s3:5"], "temporal"),
    ("我科目二的教练姓什么?", ["s2:3"], "single-hop"),
    ("我现在考到哪一步了,还剩什么没考?", ["s4:3"], "update", ["s3:5"]),
    ("科目四考了多少分?", [], "abstain"),
    ("科目三带我的教练是谁?", [], "abstain"),
    ("科目四满分多少,多少分算及格?", [], "abstain"),
    ("Which car rental company in Guangzhou is cheapest for new drivers?", [], "abstain"),
])

# ---------------------------------------------------------------- zh-9 牙齿矫正
add("zh-orthodontics", "momo_yang", "2025-08-01T20:00:00+08:00", [
    ("2025-01-11T15:30:00+08:00", [
        "我决定做牙齿矫正了,先去了杭州一家私立诊所,叫微笑港湾,医生姓林。",
        "矫正是个长期工程,建议至少多看两三家,比较一下方案、价格和医生经验再决定。",
        "林医生说要拔四颗前磨牙,做隐适美,总价3万8。",
        "拔不拔牙要看拥挤程度、突度和面型,可以让医生详细解释一下为什么必须拔。",
        "我对拔牙有点犹豫,我妈说她当年就是拔牙矫正的,现在脸有点凹。",
        "这个担心很常见,可以带着这个顾虑去别的医院听听第二种意见。",
    ]),
    ("2025-02-23T20:10:00+08:00", [
        "又去浙大口腔看了个二诊,医生说可以不拔牙,用扩弓加邻面去釉。",
        "不同医生给出不同方案很正常,可以问清楚两种方案各自能达到的效果和风险。",
        "最后决定在浙大口腔做了,姓许的医生,不拔牙,传统金属托槽,只要2万2,预计一年半。",
        "金属托槽效果稳定、价格也实惠,选自己信任的医生最重要。",
        "2月18号拔了上面两颗智齿,是许医生要求的。",
        "拔完智齿注意别用吸管、别剧烈漱口,让血凝块稳定。",
    ]),
    ("2025-04-27T21:00:00+08:00", [
        "3月10号粘的托槽,前两周疼得只能喝粥。",
        "前一两周最难熬,之后会慢慢适应。可以备点正畸蜡,托槽磨嘴的时候贴上。",
        "每四周复诊一次,换钢丝。",
        "按时复诊很重要,每次复诊后两三天可能又会酸一阵。",
        "我同事Lily也在矫正,她戴的是隐形的。",
        "可以跟她交流一下清洁牙齿的经验,矫正期间口腔卫生特别关键。",
    ]),
    ("2025-07-13T19:20:00+08:00", [
        "复诊间隔改成六周一次了,许医生说进展挺好。",
        "间隔拉长说明牙齿移动在预期范围内。",
        "左边的托槽掉了一个,周五去粘回来了。",
        "托槽掉了及时处理是对的,平时尽量避免啃硬的东西。",
        "许医生说整个疗程预计要两年左右,大概2027年春天能拆。",
        "疗程比预期长一些也很常见,保持好配合,拆完后记得认真戴保持器。",
    ]),
], [
    ("我现在在哪家医院做矫正,主治医生是谁?", ["s2:3"], "update", ["s1:1"]),
    ("我这次矫正总共要花多少钱?", ["s2:3"], "update", ["s1:3"]),
    ("现在多久复诊一次?", ["s4:1"], "update", ["s3:3"]),
    ("预计什么时候能拆牙套?", ["s4:5"], "update", ["s2:3"]),
    ("托槽是哪天粘上的?", ["s3:1"], "temporal"),
    ("智齿是哪天拔的,拔了哪几颗?", ["s2:5"], "temporal"),
    ("我当初为什么对拔牙有顾虑?", ["s1:5"], "single-hop"),
    ("拆了牙套以后保持器要戴多久?", [], "abstain"),
    ("Lily是在哪家医院做的矫正?", [], "abstain"),
    ("隐适美和金属托槽哪个更疼?", [], "abstain"),
    ("掉了的托槽粘回去收费了吗?", [], "abstain"),
    ("What was the name of my mom's orthodontist back then?", [], "abstain"),
])


def main():
    write_dialogues(
        OUT,
        "dialogues-16",
        "Multi-session user/assistant chats (9 English, 9 Simplified Chinese) in fresh everyday domains "
        "(community theatre, backyard hens, homebrewing, ACL rehab, freelance illustration, an allotment, "
        "a senior cat with kidney disease, learning Japanese, a taco truck, photography, a handmade earring shop, "
        "choosing a primary school, renting in Shenzhen, a corgi, fat loss, a Sichuan road trip, a driving licence, "
        "orthodontics), with facts that change across sessions and questions of type single-hop, multi-session, "
        "update (with stale turns), temporal and abstain (nothing stored answers; near misses, neighbouring "
        "entities, general knowledge, unrelated requests, other-language queries).",
        CASES,
    )


if __name__ == "__main__":
    main()
