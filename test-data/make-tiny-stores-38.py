"""tiny-stores-38: a held-out set of forty tiny memory stores (one to four facts per user), asked on
2033-03-10. Users and topics:

t38-en-01  replacing a failed septic system (contractor switched, new price)
t38-en-02  adult learn-to-play ice hockey program
t38-en-03  a Saturday bookbinding workshop
t38-en-04  dinghy sailing course and certification
t38-en-05  cataract surgery on both eyes (second eye moved, lens changed)
t38-en-06  ballroom dance competition with a partner
t38-en-07  a home weather station
t38-en-08  standby generator installation (install date moved, price changed)
t38-en-09  restoring a grandmother's upright piano (new technician quote)
t38-en-10  trombone in a community concert band
t38-en-11  a BPPV vertigo episode
t38-en-12  psoriasis treatment (switched to a biologic)
t38-en-13  rear-end car accident insurance claim (body shop switched)
t38-en-14  snowboard season pass
t38-en-15  a first speedcubing competition
t38-en-16  a perfume-making workshop
t38-en-17  cross-country ski race training (race and wave changed)
t38-en-18  coaching a daughter's U12 lacrosse team (practice moved)
t38-en-19  learning to skateboard at 38
t38-en-20  blues harmonica lessons
t38-zh-01  试管婴儿（移植日期推迟）
t38-zh-02  申请实用新型专利（换了代理机构）
t38-zh-03  固定翼航模
t38-zh-04  丹寨蜡染体验课
t38-zh-05  成年后查出哮喘（换了吸入剂）
t38-zh-06  酒吧飞镖联赛
t38-zh-07  学竹笛
t38-zh-08  桥牌比赛
t38-zh-09  父亲帕金森（药量调整）
t38-zh-10  部门漂流团建（改期换地方）
t38-zh-11  父母房产赠与公证
t38-zh-12  评副高职称（答辩改期）
t38-zh-13  五针松盆景
t38-zh-14  四川泡菜坛子
t38-zh-15  业余拳击比赛（换了级别和日期）
t38-zh-16  邮票收藏
t38-zh-17  业余话剧社演出（换了剧场和日期）
t38-zh-18  脱发看皮肤科
t38-zh-19  拉丁舞课
t38-zh-20  做一档播客
"""
import os
import sys
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from tiny_store_case import write_tiny_stores
CASES = []

CASES.append(("t38-en-01", [
    ("2032-09-06", "Our septic system in Hadley failed inspection when we tried to refinance. The inspector, Marcy Oduya from Pioneer Valley Septic, said the leach field is saturated and the old 1,000-gallon concrete tank has a cracked outlet baffle. Kessler Excavation quoted us $23,400 for a new tank plus a mound system, and the town gave us 90 days to fix it.",
     "Sorry, that's a stressful thing to find out in the middle of a refinance. For scale, a full septic replacement usually runs somewhere between $10,000 and $30,000, and a mound system is at the top of that range because it needs imported sand fill and a pump chamber. In Massachusetts the Title 5 rules cover these repairs, and a lot of towns run a betterment loan program, often around 2% over 20 years, so ask the board of health about that. It's also worth getting at least two more quotes, because prices for the same design can differ by 20% or more."),
    ("2032-10-03", "Perc test got done Saturday. The soil engineer, Tom Bisset, found groundwater at 38 inches, so a mound is definitely what we need. He's sending the design plans to the board of health by mid-October.",
     "That fits: Title 5 requires a minimum separation between the bottom of the leaching area and high groundwater, typically 4 feet in fast-draining soils and 5 feet in very permeable ones, so a shallow water table nearly always means a raised mound. Board of health review normally takes two to four weeks. Once the plans are approved the install itself usually takes one to two weeks, weather permitting, and most installers want to finish before the ground freezes."),
    ("2032-11-15", "Well, Kessler kept sliding the start date, so we dropped them and signed with Ridgeline Site Work. Their number came in lower, $21,750 all in, and they start the Monday after Thanksgiving.",
     "Good call if they kept slipping; with a deadline from the town you need a contractor who shows up. Before they start, make sure the contract lists the approved design revision number, who pulls the permit, and how the final as-built inspection is scheduled. A typical payment schedule is about a third at signing, a third when the tank is set and a third after the final inspection. Keep every receipt, since the Massachusetts septic tax credit can cover 40% of costs up to $6,000 over four years."),
], [
    ("Who did the septic inspection on our house?", [0], "single-hop"),
    ("How deep did the soil engineer find the groundwater?", [1], "single-hop"),
    ("Which company is replacing our septic system?", [2], "update", [0]),
    ("How much is the septic replacement costing us now?", [2], "update", [0]),
    ("How long ago did I tell you our septic system failed inspection?", [0], "temporal"),
    ("Why do we need a mound system, and who is building it?", [1, 2], "multi-session"),
    ("How many gallons will the new septic tank hold?", [], "abstain"),
    ("Did the town approve us for a betterment loan?", [], "abstain"),
    ("What perc rate in minutes per inch did our test come out at?", [], "abstain"),
    ("How many bedrooms is our new septic system designed for?", [], "abstain"),
]))

CASES.append(("t38-en-02", [
    ("2032-10-12", "I finally signed up for adult learn-to-play hockey at Rinkside Arena in Burnsville. It's 10 Thursday nights starting October 20, 9:15 to 10:30pm, and it cost $385 including a jersey. I picked up a used pair of Bauer Vapor X3.5 skates in size 8.5 for $70 on Facebook Marketplace.",
     "Love it, adult learn-to-play programs are one of the best ways into the sport. Beyond skates you'll need a HECC-certified helmet with a cage, shoulder pads, elbow pads, gloves (13 or 14 inch for most adults), hockey pants, shin guards, a neck guard and a jock or jill. A common rule for stick flex is about half your body weight, so around a 75 flex for a 150-pound skater. Get the skates sharpened before the first session, a 1/2-inch hollow is the usual starting point, and again every 8 to 10 hours of ice time. Most programs also require a USA Hockey adult membership, which is around $60 a season."),
], [
    ("What night of the week is my hockey program?", [0], "single-hop"),
    ("How much did I pay for the learn-to-play hockey program?", [0], "single-hop"),
    ("What size are the skates I bought?", [0], "single-hop"),
    ("Which arena is my hockey program at?", [0], "single-hop"),
    ("How long ago did I sign up for hockey?", [0], "temporal"),
    ("What stick flex did I end up buying?", [], "abstain"),
    ("Did I buy a new helmet or a used one?", [], "abstain"),
    ("What number is on my hockey jersey?", [], "abstain"),
    ("Who's the coach of my learn-to-play group?", [], "abstain"),
    ("How much did my USA Hockey membership cost?", [], "abstain"),
]))

CASES.append(("t38-en-03", [
    ("2032-11-19", "Took a Saturday bookbinding workshop at Paper Nautilus in Providence with an instructor named Lise Kaminski. We made a Coptic-stitch journal with 6 signatures, and the covers were 2mm binder's board wrapped in indigo Japanese bookcloth. It was $140 and ran from 10 to 4.",
     "That sounds like a lovely day. Coptic stitch is a great first binding because the exposed spine lets the book open completely flat. Most binders use waxed linen thread, 18/3 or 4-ply, and a signature is usually 4 folded sheets, which gives 16 pages. If you want to keep going at home, the basic kit is a bone folder, an awl, a metal ruler, a cutting mat and PVA glue or wheat starch paste. Good next projects are the long-stitch binding, a four-hole Japanese stab binding and then a hardcover case binding."),
], [
    ("Where did I take my bookbinding workshop?", [0], "single-hop"),
    ("What type of binding did I learn in the workshop?", [0], "single-hop"),
    ("How many signatures did my journal have?", [0], "single-hop"),
    ("What was my bookbinding instructor's name?", [0], "single-hop"),
    ("How long ago was the bookbinding workshop?", [0], "temporal"),
    ("What color thread did I sew my journal with?", [], "abstain"),
    ("How many pages does my Coptic journal have?", [], "abstain"),
    ("Did I buy a bone folder after the workshop?", [], "abstain"),
    ("What brand of paper did we use for the pages?", [], "abstain"),
    ("When is my next bookbinding class?", [], "abstain"),
]))

CASES.append(("t38-en-04", [
    ("2032-09-03", "Signed up for the US Sailing Basic Small Boat course at Lake Monona Sailing Club in Madison. It's four Saturdays in September, 9am to 1pm, sailing Club 420 dinghies, and the fee was $295.",
     "Great choice of boat to learn in. The 420 is 4.2 meters long, light and responsive, so it teaches you to feel the wind quickly. Expect to cover the points of sail, tacking and gybing, rigging, and at least one capsize recovery drill. Dress to get wet: quick-dry layers, water shoes and a properly fitted PFD. Training is usually held in Beaufort force 2 to 3, roughly 4 to 10 knots, and the club will often cancel above 15 knots for beginners."),
    ("2032-09-25", "Capsized twice today during the recovery drill! My crew partner is a retired dentist named Howard Pell, and our instructor Kenji says we're both still pinching too close to the wind on the upwind legs.",
     "Capsizing is part of learning, and doing it on purpose in a drill is exactly how you get comfortable. Pinching means sailing so close to the wind that the sail starts to luff and you lose speed. Watch the telltales on the jib: you want both streaming back, and if the inside one lifts, bear away a few degrees. Close-hauled in a 420 is usually about 45 degrees off the true wind. Keep your weight on the high side and ease the main in gusts rather than heading up."),
    ("2032-10-02", "Passed! I got my Basic Small Boat certification card today. Next spring I want to join the club's Tuesday evening racing series, which is $160 for the season.",
     "Congratulations! Club racing is the fastest way to improve because you're constantly comparing yourself with other boats. Learn the basic right-of-way rules first: port tack gives way to starboard, windward gives way to leeward, and the overtaking boat keeps clear. Most club starts use a 5-4-1-go sequence with flags and horns. Reading a book like Dave Perry's on the racing rules over the winter will pay off."),
], [
    ("What kind of boats did we sail in my course?", [0], "single-hop"),
    ("Who was my crew partner in the sailing class?", [1], "single-hop"),
    ("How much is the club's Tuesday racing series?", [2], "single-hop"),
    ("How many days after the capsize drill did I get certified?", [1, 2], "temporal"),
    ("Which club did I take my sailing course at, and what certification did I earn there?", [0, 2], "multi-session"),
    ("How many times did I capsize, and what did the course cost me?", [0, 1], "multi-session"),
    ("What's my sailing instructor Kenji's last name?", [], "abstain"),
    ("Did I buy my own dinghy?", [], "abstain"),
    ("What was the wind speed on the day I capsized?", [], "abstain"),
    ("What score did I get on the written sailing test?", [], "abstain"),
]))

CASES.append(("t38-en-05", [
    ("2032-09-20", "My ophthalmologist, Dr. Anjali Ruparel at Clearview Eye Center, says I have cataracts in both eyes, worse on the right. She's doing the right eye first on October 18. I chose the toric lens because of my astigmatism, and that's $1,850 out of pocket per eye since Medicare doesn't cover the upgrade.",
     "Cataract surgery is one of the most common and successful operations there is. The procedure itself, phacoemulsification, usually takes 15 to 20 minutes, and you go home the same day. Expect an antibiotic drop for about a week and a steroid drop tapered over four weeks. Avoid bending over, heavy lifting and swimming for about two weeks. Medicare covers a standard monofocal lens, while premium toric or multifocal lenses typically add $1,000 to $3,000 per eye. The second eye is usually done two to four weeks after the first."),
    ("2032-10-19", "Right eye done yesterday and colors are so much brighter! I'm on prednisolone drops four times a day and have to wear the plastic shield at night for a week. My neighbor Gloria is driving me to the follow-up, and the left eye is booked for November 15.",
     "So glad it went well, that burst of color is something a lot of people mention, since the old lens had a yellow-brown tint. Keep the drops on schedule and wait about five minutes between different drops. Mild grittiness and some glare at night are normal for the first couple of weeks. Call the office right away if you notice increasing pain, a curtain over your vision or a sudden drop in sight. Most people can drive again once the surgeon clears them at the one-week check."),
    ("2032-11-04", "The left eye got pushed back because Dr. Ruparel has a conference; it's December 6 now. And I've decided to go with the standard lens on that side after all, since the astigmatism in my left eye is mild.",
     "That's a reasonable decision. Many surgeons handle mild astigmatism, under about 1 diopter, with a standard lens or a small limbal relaxing incision rather than a toric implant. Having the eyes done a few weeks further apart isn't a problem; some people even find it helps to let the first eye fully settle. Keep using reading glasses from the pharmacy in the meantime, since the difference between the two eyes can feel odd."),
], [
    ("Which doctor is doing my cataract surgery?", [0], "single-hop"),
    ("What eye drops was I on after the right eye surgery?", [1], "single-hop"),
    ("When is my left eye cataract surgery?", [2], "update", [1]),
    ("What type of lens is going into my left eye?", [2], "update", [0]),
    ("How long ago was my right eye operated on?", [0, 1], "temporal"),
    ("How much am I paying out of pocket for the lenses in both eyes combined?", [0, 2], "multi-session"),
    ("What's my neighbor Gloria's last name?", [], "abstain"),
    ("How many diopters of astigmatism do I have?", [], "abstain"),
    ("Did I get new reading glasses after the surgery?", [], "abstain"),
    ("How long did my right eye surgery take?", [], "abstain"),
]))

CASES.append(("t38-en-06", [
    ("2032-09-12", "My partner Dmitri and I are entering our first ballroom competition, the Capital Dancesport Classic in Arlington on November 5. We're dancing Bronze International Standard: waltz, tango and quickstep. Our coach is Valentina Ruiz at Starlight Ballroom, and we practice Monday and Wednesday nights.",
     "How exciting! At that level each heat is usually about 90 seconds, and judges look mainly at posture, timing, footwork and floorcraft, meaning how well you navigate around other couples. Know your tempos cold: waltz is around 28 to 30 bars per minute, tango 31 to 33 and quickstep 50 to 52. Many bronze syllabus events restrict costumes, for example no rhinestones or full ballgowns, so check the rulebook. Entry fees commonly run $40 to $60 per dance per couple, and it helps to walk the floor during the general warm-up."),
    ("2032-11-07", "We placed second in waltz and fourth in quickstep at the Classic! Tango we didn't make the final. Dmitri already wants to move up to Silver next year, but I think we need another season in Bronze first.",
     "Congratulations, placing in two finals at your first competition is a strong start. Tango is often the hardest Standard dance for newer couples because the staccato action and the lack of rise and fall feel so different. On the Silver question, a common benchmark is consistently placing in the top two or three at your level before moving up. A middle path is to enter both levels at the next event and see how the marks compare."),
], [
    ("What's my dance partner's name?", [0], "single-hop"),
    ("Who coaches us at Starlight Ballroom?", [0], "single-hop"),
    ("How did we place in the waltz?", [1], "single-hop"),
    ("How long ago was our ballroom competition?", [0, 1], "temporal"),
    ("Which of the dances we entered didn't make the final, and what was the competition called?", [0, 1], "multi-session"),
    ("What level did we compete in, and what level does Dmitri want to move up to?", [0, 1], "multi-session"),
    ("How much were our competition entry fees?", [], "abstain"),
    ("What color was my competition dress?", [], "abstain"),
    ("How many couples were in our waltz final?", [], "abstain"),
    ("How much does Valentina charge for a private lesson?", [], "abstain"),
]))

CASES.append(("t38-en-07", [
    ("2032-12-03", "Mounted my new Davis Vantage Vue weather station on a 10-foot pole behind the garage here in Ames. I bought it for $495 from Prairie Instruments in Des Moines, and it's uploading to Weather Underground under the station ID KIAAMES47. Coldest reading so far was 4°F on Thursday morning.",
     "Nice setup, the Vantage Vue is a solid, low-maintenance station. The official WMO guidance puts the anemometer at 10 meters (about 33 feet) and the temperature sensor 1.25 to 2 meters above grass, ideally at least four times the height of nearby buildings away from them, so a garage can bias readings a bit. The Vue transmits every 2.5 seconds with a line-of-sight range of about 300 meters, runs on a solar panel with a supercapacitor backup, and its tipping-bucket rain gauge measures in 0.01-inch steps. Clean the rain collector twice a year, since spiders and leaves are the usual culprits for missed rainfall."),
], [
    ("What model weather station did I get?", [0], "single-hop"),
    ("What's my Weather Underground station ID?", [0], "single-hop"),
    ("How much did I pay for my weather station?", [0], "single-hop"),
    ("How tall is the pole my weather station is on?", [0], "single-hop"),
    ("How long ago did I put up my weather station?", [0], "temporal"),
    ("What's the warmest temperature my station has recorded?", [], "abstain"),
    ("How much rain has my weather station measured this winter?", [], "abstain"),
    ("Did I buy the WeatherLink console upgrade too?", [], "abstain"),
    ("What's the strongest wind gust my station has picked up?", [], "abstain"),
    ("How far is the weather station from my house?", [], "abstain"),
]))

CASES.append(("t38-en-08", [
    ("2032-10-08", "After the power was out for four days in the July derecho, we're getting a standby generator. It's a Generac Guardian 22kW on our existing natural gas line, installed by Brightline Electric out of Cedar Rapids. The quote is $14,200 including a 200-amp automatic transfer switch, and install is set for November 9.",
     "That's a sensible size for a whole-house setup with central air. A few things to plan for: most cities require an electrical permit and sometimes a separate gas permit, and the gas meter often has to be upsized because a 22kW unit can draw over 300,000 BTU per hour at full load. NFPA 37 and the manufacturer call for the unit to sit at least 18 inches from the house and 5 feet from windows and doors. It will run a self-test exercise cycle weekly for 5 to 12 minutes. Plan on annual maintenance, with oil changes roughly every 200 hours of runtime."),
    ("2032-10-29", "Alliant, our gas company, came out and said the meter has to be upsized for the generator, which is a separate $650 charge on their end. Brightline also needs a city electrical permit, and they're taking care of that.",
     "That's very common, so good that it came up before install day. Utilities usually schedule meter swaps two to four weeks out, and the gas is shut off for an hour or two while they do it. Ask Alliant to confirm the new meter's rated capacity in writing so the installer can size the gas line correctly. For the permit, the city inspector will typically check the transfer switch wiring, the grounding and the clearances before the unit can be energized."),
    ("2032-11-06", "So the generator install is off until December 3. Alliant can't swap the meter until the week before Thanksgiving. Brightline also tacked on $380 for a longer gas run, which makes their total $14,580.",
     "Annoying, but early December is still before the worst of winter. When they do come out, ask the crew to walk you through the controller: how to check the status lights, what the exercise schedule is set to and how to silence an alert. Register the unit with Generac right away, since the standard warranty on residential units is typically 5 years and some extended plans have to be bought within the first year. Keep a small supply of the correct oil and an air filter on hand."),
], [
    ("What size generator are we getting?", [0], "single-hop"),
    ("How much is the gas company charging to upsize our meter?", [1], "single-hop"),
    ("When is our generator getting installed?", [2], "update", [0]),
    ("What's Brightline's total price for the generator job now?", [2], "update", [0]),
    ("Why did the generator install get delayed, and what is the utility charging us?", [1, 2], "multi-session"),
    ("How long ago did I tell you we were getting a standby generator?", [0], "temporal"),
    ("What's the name of the electrician from Brightline doing our install?", [], "abstain"),
    ("How long is our generator's warranty?", [], "abstain"),
    ("Did we sign up for a maintenance plan with Brightline?", [], "abstain"),
    ("How many hours has our generator run so far?", [], "abstain"),
]))

CASES.append(("t38-en-09", [
    ("2032-09-18", "I inherited my grandmother Rosalind's 1926 Wurlitzer upright, the one with the walnut case. It's been sitting in my parents' basement in Toledo for 15 years and it's about a half step flat. A technician named Gus Abernathy looked at it and quoted $4,800 to replace the hammers and dampers and regulate the action.",
     "What a special thing to inherit. A piano that far below pitch needs a pitch raise before a fine tuning, bringing it back up toward A440 in stages so the strings and plate aren't stressed all at once, and expect two or three tunings in the first year while it settles. Regular tunings generally cost $120 to $200. Basements are hard on pianos, so once it's moved, aim to keep the room at 40 to 50% humidity; an in-piano system such as a Dampp-Chaser runs about $500 installed. Before committing to action work, have the pinblock checked, because loose tuning pins would change the whole plan."),
    ("2032-12-14", "Got a second opinion from Hannah Lister at Keystone Piano Works. She'll do the same action work for $3,900 and pick the piano up from Toledo herself, so I'm going with her. Gus took two weeks to call me back anyway.",
     "That sounds like a better arrangement, and having the technician handle the move means one less party responsible if something gets knocked. Ask her for a written scope: which parts are being replaced versus reconditioned, whether the pitch raise and first tunings are included, and an estimated turnaround, since action rebuilds often take six to ten weeks. It's also nice to ask her to save an old hammer or two as a keepsake of your grandmother's original piano."),
], [
    ("What brand is my grandmother's piano, and what year is it from?", [0], "single-hop"),
    ("How far out of tune was the piano when it was first checked?", [0], "single-hop"),
    ("Who is restoring my grandmother's piano?", [1], "update", [0]),
    ("How much is the piano work going to cost me?", [1], "update", [0]),
    ("How long ago did I get the second opinion on the piano?", [1], "temporal"),
    ("Where was the piano being stored, and who is moving it?", [0, 1], "multi-session"),
    ("How many keys on the piano are broken?", [], "abstain"),
    ("Did I buy a humidity control system for the piano?", [], "abstain"),
    ("How much does Keystone Piano Works charge for a tuning?", [], "abstain"),
    ("Is my daughter going to take lessons on Grandma's piano?", [], "abstain"),
]))

CASES.append(("t38-en-10", [
    ("2033-01-09", "Dusted off my old Bach 42B trombone from high school and joined the Riverbend Community Concert Band in Fort Collins. Rehearsals are Tuesdays from 7 to 9 at Lincoln Middle School, I'm sitting second trombone, and our spring concert is April 23.",
     "Welcome back to playing! After a long break, give your embouchure four to six weeks to rebuild: long tones, lip slurs and 20 to 30 minutes a day beats one long session. The 42B has an F attachment, which makes low passages much easier once you learn the alternate positions. Many players on that horn use a Bach 6 1/2 AL or a 5G mouthpiece. Clean the slide and switch to a modern slide cream or a product like Slide-O-Mix with a small water spray bottle, since old slide oil gums up over the years."),
], [
    ("What model is my trombone?", [0], "single-hop"),
    ("Which night does my community band rehearse?", [0], "single-hop"),
    ("What part am I playing in the band?", [0], "single-hop"),
    ("When is our band's spring concert?", [0], "single-hop"),
    ("How long ago did I join the community band?", [0], "temporal"),
    ("What mouthpiece am I using on my trombone?", [], "abstain"),
    ("What pieces are we playing at the spring concert?", [], "abstain"),
    ("Who conducts the Riverbend band?", [], "abstain"),
    ("How much are the band's yearly dues?", [], "abstain"),
    ("Did I play trombone in college as well?", [], "abstain"),
]))

CASES.append(("t38-en-11", [
    ("2032-10-27", "Woke up Sunday and the whole room spun every time I rolled onto my left side. Urgent care at Northfield Clinic said it's BPPV, and Dr. Okafor did the Epley maneuver on me twice, which helped a lot. She gave me a printout of the Brandt-Daroff exercises and said to come back if it isn't better in two weeks.",
     "That spinning is really unpleasant, glad the maneuver helped. BPPV happens when tiny calcium crystals called otoconia drift into one of the inner ear's canals, most often the posterior canal, which accounts for roughly 80 to 90% of cases. The Epley maneuver resolves it in about 80% of people after one or two sessions. Brandt-Daroff exercises are usually done three times a day, five repetitions to each side. Meclizine, often 25 mg, can ease nausea but can slow the brain's adaptation, so it's typically used only briefly. About 15% of people get a recurrence within a year, so it's worth learning to do the maneuver at home."),
], [
    ("What did urgent care diagnose me with?", [0], "single-hop"),
    ("Which side did I roll onto when the spinning started?", [0], "single-hop"),
    ("What maneuver did the doctor do on me?", [0], "single-hop"),
    ("Which clinic did I go to about the dizziness?", [0], "single-hop"),
    ("How long ago did I have that vertigo episode?", [0], "temporal"),
    ("Did the doctor prescribe me meclizine?", [], "abstain"),
    ("Have I had vertigo like this before?", [], "abstain"),
    ("What's Dr. Okafor's first name?", [], "abstain"),
    ("Did I go back for the two-week follow-up?", [], "abstain"),
    ("How many times a day am I supposed to do the Brandt-Daroff exercises?", [], "abstain"),
]))

CASES.append(("t38-en-12", [
    ("2032-09-09", "My dermatologist, Dr. Helen Marsh, confirmed it's plaque psoriasis, on my elbows, knees and scalp, roughly 6% of my body surface. She started me on clobetasol ointment twice a day on weekdays, plus a coal tar shampoo.",
     "Getting a clear diagnosis is a good first step. Psoriasis covering 3 to 10% of the body is generally classed as moderate. Clobetasol is a very potent steroid, which is why it's usually used in pulses, for example weekdays only, and kept off the face and skin folds. Coal tar shampoos are usually left on for 5 to 10 minutes before rinsing. Moisturizing with a thick, fragrance-free cream right after bathing helps, and triggers like stress, strep infections, smoking and heavy drinking can all cause flares. Also mention any joint stiffness, since about 30% of people with psoriasis develop psoriatic arthritis."),
    ("2032-11-01", "Six weeks in and the clobetasol has barely touched my knees. Dr. Marsh is sending me for narrowband UVB phototherapy three times a week at the Westgate Skin Center.",
     "Narrowband UVB is a well-established next step for plaques that don't respond to creams. Sessions start at just seconds and build up gradually, and most people need 20 to 36 treatments to see clear improvement. Wear the goggles they give you, protect areas that aren't affected, and let them know about any medications that make you light-sensitive, such as some antibiotics. A mild pinkness afterward is expected, but real burning should be reported before the next session."),
    ("2033-01-12", "Three phototherapy sessions a week just didn't work with my job, so we quit after four weeks. Dr. Marsh got my insurance to approve Skyrizi instead: a shot now, another at week 4, and then one every 12 weeks. With the copay card it's $5 a dose.",
     "That schedule is much easier to live with. Skyrizi (risankizumab) is an IL-23 blocker, and in the trials a large majority of patients reached 90% skin clearance by about week 16. It's given as a subcutaneous injection, usually in the thigh or belly. Before starting, doctors typically screen for tuberculosis, and live vaccines should be avoided while you're on it. Keep the pens refrigerated and let one sit out for 15 to 30 minutes before injecting, which makes it sting less."),
], [
    ("Who is my dermatologist?", [0], "single-hop"),
    ("Where on my body is my psoriasis?", [0], "single-hop"),
    ("What am I treating my psoriasis with now?", [2], "update", [0, 1]),
    ("How often do I have to go in for psoriasis treatment these days?", [2], "update", [1]),
    ("How long ago did I get approved for Skyrizi?", [2], "temporal"),
    ("How much of my body did the psoriasis cover, and what does each Skyrizi dose cost me?", [0, 2], "multi-session"),
    ("Which insurance company approved my Skyrizi?", [], "abstain"),
    ("Did Dr. Marsh say I have psoriatic arthritis?", [], "abstain"),
    ("What was my PASI score?", [], "abstain"),
    ("Does anyone else in my family have psoriasis?", [], "abstain"),
]))

CASES.append(("t38-en-13", [
    ("2032-12-02", "Got rear-ended at a red light on Harmon Avenue last Tuesday. The other driver admitted fault; her insurer is Nationwide and the claim number is NW-5583102. My 2021 Mazda CX-5 needs a new rear bumper and liftgate, and Nationwide's adjuster sent me to Pro Finish Collision. They're covering a Hertz rental for up to 30 days.",
     "Sorry that happened, glad you're okay enough to be sorting out the car. A few tips: you have the right to choose your own repair shop, even if the insurer recommends one. Ask whether the estimate uses OEM, aftermarket or used parts, since that affects fit and resale value. Liftgate repairs on a CX-5 often involve the rear camera and power liftgate sensors, so supplements to the estimate are common. In many states you can also file a diminished value claim against the at-fault driver's insurer, typically worth 10 to 25% of the repair cost on a newer car."),
    ("2033-01-20", "Ended up pulling the CX-5 from Pro Finish and moving it to Dusty's Auto Body. Pro Finish wanted aftermarket parts and had me waiting three weeks on them. Dusty's is using OEM Mazda parts and says it'll be ready February 3.",
     "Sounds like the right move, especially on a 2021. Since the at-fault insurer is paying, they should cover OEM parts if the shop documents why aftermarket won't match. Let Nationwide know about the shop change in writing and ask them to extend the rental, since delays caused by parts supply usually count as part of the loss. When you pick it up, check panel gaps, paint match in daylight and that the backup camera and liftgate work properly before you sign off."),
], [
    ("Which insurance company does the other driver have?", [0], "single-hop"),
    ("What's the claim number for my accident?", [0], "single-hop"),
    ("Which body shop is fixing my CX-5?", [1], "update", [0]),
    ("Where is my car being repaired, and what kind of parts are they using?", [1], "update", [0]),
    ("How long ago did I get rear-ended?", [0], "temporal"),
    ("How many days of rental did Nationwide cover, and why did I switch repair shops?", [0, 1], "multi-session"),
    ("What's the name of the woman who rear-ended me?", [], "abstain"),
    ("How much was the repair estimate for my CX-5?", [], "abstain"),
    ("Did I get a diminished value payout?", [], "abstain"),
    ("Did I see a doctor for whiplash after the accident?", [], "abstain"),
]))

CASES.append(("t38-en-14", [
    ("2032-11-14", "Bought the Indy Pass for this winter at the $369 early-bird price, mostly so I can snowboard at Caberfae Peaks and Crystal Mountain in Michigan without paying $80 lift tickets. My board is a 2019 Burton Custom, 156 cm, and I'm finally getting it waxed at Brick Wheels in Traverse City.",
     "Good value if you ride a handful of days. The Indy Pass typically gives two days at each partner resort, with some blackout dates around holidays, so check the calendar before planning trips around Christmas and Presidents' Day. For maintenance, a hot wax every four to six days on snow keeps the base fast and protected, and a common edge tune for all-mountain riding is a 1-degree base bevel and 2-degree side bevel. A 2019 Custom is a versatile camber board, and a 156 suits a wide range of riders around 150 to 190 pounds."),
], [
    ("Which season pass did I buy this winter?", [0], "single-hop"),
    ("How much did my season pass cost?", [0], "single-hop"),
    ("How long is my snowboard?", [0], "single-hop"),
    ("Where am I getting my snowboard waxed?", [0], "single-hop"),
    ("How long ago did I buy my season pass?", [0], "temporal"),
    ("How many days have I ridden this season?", [], "abstain"),
    ("What bindings do I have on my snowboard?", [], "abstain"),
    ("Did I buy a new helmet this winter?", [], "abstain"),
    ("How much did the wax job at Brick Wheels cost?", [], "abstain"),
    ("What size snowboard boots do I wear?", [], "abstain"),
]))

CASES.append(("t38-en-15", [
    ("2033-02-12", "Did my first WCA speedcubing competition today, the Detroit Winter Open 2033. My 3x3 average of five was 24.61 seconds and my best single was 19.87, on a GAN 12 Maglev. I missed the cutoff for round two, which was 21 seconds.",
     "Congrats on your first official results, that's a big milestone. In an average of five, the best and worst solves are dropped and the middle three are averaged. To get from the mid-20s to sub-20, most people focus on lookahead during F2L, meaning tracking the next pair while solving the current one, and on learning full PLL (21 algorithms) before full OLL (57). Slow, deliberate solves at a metronome pace are surprisingly effective. For reference, the official world record single has hovered around 3 seconds for years, and top averages are in the 4-second range."),
], [
    ("What was my 3x3 average at my first competition?", [0], "single-hop"),
    ("What was my best single at the competition?", [0], "single-hop"),
    ("Which cube did I compete with?", [0], "single-hop"),
    ("What was the second-round cutoff I missed?", [0], "single-hop"),
    ("How long ago was my first speedcubing competition?", [0], "temporal"),
    ("What's my WCA ID?", [], "abstain"),
    ("Did I also compete in 2x2 at that competition?", [], "abstain"),
    ("What solving method do I use?", [], "abstain"),
    ("How long have I been cubing?", [], "abstain"),
    ("What place did I finish in the first round?", [], "abstain"),
]))

CASES.append(("t38-en-16", [
    ("2032-09-24", "Did a perfume-making workshop at Scent Lab Atelier in Santa Fe with a perfumer named Odile Benar. I blended a 30 ml eau de parfum that I named 'Arroyo': bergamot on top, piñon and juniper in the heart, and a labdanum base. The workshop was $175, and they keep my formula on file for reorders.",
     "That sounds like a wonderful workshop, and very Santa Fe. An eau de parfum is usually 15 to 20% aromatic compounds, stronger than an eau de toilette at 5 to 15%. Freshly blended perfume benefits from macerating for two to four weeks in a cool, dark place so the notes can marry. Citrus top notes like bergamot fade within 15 to 30 minutes, while resins such as labdanum can last many hours on skin. Store the bottle away from sunlight and heat, and it should keep well for three to five years."),
], [
    ("What did I name the perfume I made?", [0], "single-hop"),
    ("Where did I take the perfume workshop?", [0], "single-hop"),
    ("What's the base note in my perfume?", [0], "single-hop"),
    ("How big is the bottle of perfume I blended?", [0], "single-hop"),
    ("How long ago did I make my own perfume?", [0], "temporal"),
    ("How much does it cost to reorder my perfume?", [], "abstain"),
    ("What percentage of oils is in my perfume?", [], "abstain"),
    ("Did I make a perfume for my wife too?", [], "abstain"),
    ("How long did the perfumer tell me to let it rest before wearing it?", [], "abstain"),
    ("What perfume do I usually wear day to day?", [], "abstain"),
]))

CASES.append(("t38-en-17", [
    ("2032-10-05", "I registered for the American Birkebeiner, the 50K skate race from Cable to Hayward on February 25, 2033. I'm seeded in wave 5 off my Vasaloppet USA time, and entry was $215. Plan is to build to 8 hours of training a week by December, mostly roller skiing until there's snow.",
     "Great goal! For a 50K skate race, most plans build a base of long, easy endurance sessions, add one or two interval days a week from December, and include a 35 to 40 km long ski a few weeks before race day. Roller skiing is excellent for technique, but wear a helmet and choose slower wheels on hills. It's also worth practicing on the actual course if you can, since the Birkie trail is known for its hills in the first half, including the climbs before the midpoint aid stations. Typical finish times for mid-wave skiers are three to four and a half hours."),
    ("2032-11-20", "First real snow at Mount Valhalla this weekend! I got in 22 km on the trails. Also bought new Fischer RCS skate skis, 186 cm, at Finn Sisu for $640.",
     "Nice, early snow is a gift for Birkie training. With new skis, have the shop put on a base structure suited to the usual snow where you ski, and plan to hot wax them several times before race day to saturate the base. A common approach is a simple hydrocarbon or fluoro-free glide wax for training and a race-specific wax chosen a day or two out based on the forecast. Spend your first few sessions on easy V2 and V1 technique before jumping into intervals."),
    ("2032-12-28", "Pulled my right calf doing intervals on Christmas Eve. My PT, Kari Lindgren, wants me off skis for two weeks and then back gradually.",
     "Sorry, that's frustrating timing. Calf strains are common in skate skiing because of the repeated push-off. Typical guidance is gentle range of motion early, then progressive calf raises, and avoiding high-intensity work until you can do single-leg raises without pain. Cycling or swimming can help maintain fitness while you're off snow if your PT agrees. Most mild strains heal in two to six weeks."),
    ("2033-01-25", "Calf is healing, but I'm way behind on training, so I switched my Birkie entry from the 50K skate down to the Kortelopet, the 29K, which put me in wave 3. Finishing healthy matters more than distance this year.",
     "That's a smart, mature call. The Kortelopet is a great race in its own right, with the same festival atmosphere and a much friendlier distance when you've lost training weeks. Use the next four weeks for steady aerobic skiing, one short tempo session a week and lots of calf strengthening. Taper in the last week, practice your feed strategy and arrive at the start early, since wave staging can take a while."),
], [
    ("What skis did I buy this season?", [1], "single-hop"),
    ("Which race am I doing at the Birkie this year?", [3], "update", [0]),
    ("What wave am I starting in?", [3], "update", [0]),
    ("How long is the ski race I'm entered in?", [3], "update", [0]),
    ("How long ago did I pull my calf?", [2], "temporal"),
    ("Why did I drop to the shorter race, and how did I get hurt?", [2, 3], "multi-session"),
    ("What was my Vasaloppet USA finish time?", [], "abstain"),
    ("Which wax am I using on race day?", [], "abstain"),
    ("What's my bib number for the race?", [], "abstain"),
    ("Did I ski the Birkie last year too?", [], "abstain"),
]))

CASES.append(("t38-en-18", [
    ("2032-09-08", "I volunteered to coach my daughter Juniper's U12 girls lacrosse team, the Lakeview Lightning, in the Bellevue youth league. We have 14 players, practice is Tuesdays and Thursdays at 5:30 at Hidden Valley Park, and my assistant coach is another parent, Marcus Tran.",
     "That's great of you to step up. For U12 girls lacrosse, practices usually work best at 75 to 90 minutes with lots of short stations: ground balls, cradling, passing on the run and shooting. US Lacrosse recommends keeping kids moving, so aim for small-sided games over long lines. Make sure everyone has properly fitted eyewear and mouthguards, and girls' teams at this age generally play 10 a side. A quick email to parents at the start of the season with the schedule and expectations saves a lot of confusion later."),
    ("2032-10-16", "Our practices are moving. Soccer took over the field at Hidden Valley, so now it's Mondays and Wednesdays at 6 over at Robinswood Park. Also, two girls quit to play volleyball, so we're down to 12.",
     "Field shuffles happen a lot mid-season. Send the new times and a map link to parents right away and ask everyone to confirm they've seen it. With 12 players you still have a couple of subs for 10-a-side games, but it's worth asking the league whether you can borrow players for tournament days in case of absences. Rotating positions helps keep the remaining players engaged and builds a more flexible team."),
], [
    ("What's the name of the lacrosse team I coach?", [0], "single-hop"),
    ("Who is my assistant coach?", [0], "single-hop"),
    ("What days and time does my team practice?", [1], "update", [0]),
    ("Where are our lacrosse practices held now?", [1], "update", [0]),
    ("How many players are on my team now?", [1], "update", [0]),
    ("How long ago did I tell you I'd volunteered to coach lacrosse?", [0], "temporal"),
    ("What's our team's win-loss record this season?", [], "abstain"),
    ("Which girls quit to play volleyball?", [], "abstain"),
    ("Does my son play lacrosse too?", [], "abstain"),
    ("How old is Juniper?", [], "abstain"),
]))

CASES.append(("t38-en-19", [
    ("2032-09-30", "At 38 I'm learning to skateboard. I take a Saturday morning adult class at Lower Haight Skate School, $45 a session, with a coach named Tavi. I just landed my first ollie on flat ground! My setup is an 8.25-inch Baker deck with Independent trucks.",
     "That's awesome, the first ollie is a real milestone. As an adult learner, protect yourself: a helmet, wrist guards and knee pads, and practice falling by rolling onto your side rather than catching yourself on straight arms. Good next steps are kickturns, manuals and then rolling ollies. Many adult programs introduce dropping in on a 3-foot mini ramp once you're comfortable with kickturns. For mixed street and park skating, 52 to 54 mm wheels with a hardness of around 99a are a common choice."),
], [
    ("How much does my skateboard class cost per session?", [0], "single-hop"),
    ("Who's my coach at the skate school?", [0], "single-hop"),
    ("What trick did I land for the first time?", [0], "single-hop"),
    ("How wide is my skateboard deck?", [0], "single-hop"),
    ("How long ago did I land my first ollie?", [0], "temporal"),
    ("What size wheels are on my skateboard?", [], "abstain"),
    ("Have I dropped in on a ramp yet?", [], "abstain"),
    ("Did I hurt my wrist skateboarding?", [], "abstain"),
    ("How many skate classes have I taken so far?", [], "abstain"),
    ("Does my son skate with me?", [], "abstain"),
]))

CASES.append(("t38-en-20", [
    ("2032-11-03", "Started blues harmonica lessons over Zoom with a teacher in Memphis named Curtis Bell. It's every other Wednesday at 8pm, $50 for 45 minutes. I bought a Hohner Special 20 in the key of C to start.",
     "The Special 20 in C is the classic starter harp. In blues, most players use second position, also called cross harp, where a C harmonica plays in G. The early milestones are single notes, usually by lip pursing or tongue blocking, then draw bends on holes 1 through 6. Practicing 15 to 20 minutes a day is more effective than one long session. Keep the harp in its case and tap out moisture after playing; a Special 20 typically lasts a year or two of regular use before reeds start to go."),
    ("2033-01-18", "Finally got a clean bend on the 4 draw! Curtis says next I should pick up a Special 20 in A so I can play along with shuffles in E, and he wants me to learn 'Juke' by Little Walter by spring.",
     "Nice, the 4 draw bend is the gateway to a real blues sound. The A harp is the most common choice for E blues in second position, since so many guitar shuffles are in E. 'Juke' is an ambitious but great target; it's an instrumental from 1952, originally played on a C harp in second position, with lots of fast tongue-blocked riffs. Slow it down to 60 or 70% with practice software and learn it in short phrases."),
], [
    ("Who's my harmonica teacher?", [0], "single-hop"),
    ("How much do my harmonica lessons cost?", [0], "single-hop"),
    ("Which song does my teacher want me to learn by spring?", [1], "single-hop"),
    ("What key is my first harmonica, and what key does Curtis want me to get next?", [0, 1], "multi-session"),
    ("How long after I started lessons did I land my first clean bend?", [0, 1], "temporal"),
    ("How often are my harmonica lessons, and which hole did I finally bend?", [0, 1], "multi-session"),
    ("Did I buy the A harmonica yet?", [], "abstain"),
    ("How much did I pay for my Hohner Special 20?", [], "abstain"),
    ("Do I play guitar too?", [], "abstain"),
    ("Have I played harmonica at an open mic yet?", [], "abstain"),
]))

CASES.append(("t38-zh-01", [
    ("2032-09-15", "我和老公备孕三年一直没动静，今天在长沙的中信湘雅生殖医院建了档，准备做试管。主治是龚医生，定的是拮抗剂方案，预计十月中旬进周期，整个周期我们预算大概四万。",
     "建档是很重要的一步，后面就是按节奏走了。拮抗剂方案一般从月经第二三天开始打促排针，打八到十二天左右，中间要多次抽血、做B超监测卵泡，时间比较灵活，卵巢过度刺激的风险也相对低一些。取卵后可以三到五天鲜胚移植，也可以全部冷冻、等身体恢复后做冻胚移植。一般来说，三十五岁以下单次移植的临床妊娠率大概在百分之四十到五十。另外现在有些省份已经把取卵、胚胎培养、移植等项目纳入医保，可以问问医院的医保窗口。"),
    ("2032-10-30", "取卵做完了，一共取了十四个卵，配成了九个胚胎，最后养成四个囊胚冻起来了。龚医生说我有点腹水，这个月先不移植，定在十二月八号做冻胚移植。",
     "十四个卵、四个囊胚，这个结果挺不错的。取卵后轻度腹水很常见，一般注意多吃高蛋白的东西，比如鸡蛋、鱼、牛奶，适当多喝水，记录每天的尿量和腹围，如果肚子胀得厉害、尿少或者喘不上气，要及时回医院。冻胚移植前通常要准备内膜，可以是自然周期，也可以用药物人工周期，一般要求内膜厚度在八毫米左右比较理想。"),
    ("2032-12-05", "移植又得往后推了，这次B超内膜才六毫米，太薄，龚医生让我先吃补佳乐调一个月，改到明年一月十二号再移植。",
     "内膜偏薄推迟移植是很常见的做法，别太灰心，胚胎冻着是很安全的。补佳乐是戊酸雌二醇，用来促进内膜生长，一般按医嘱每天分次服用，医生会根据B超调整剂量。平时可以注意保暖、适度散步，有研究提到阴道用的西地那非、宫腔灌注等方法也会被一些医生用来改善内膜，但要看医生判断。调整期间按时复查，保持好心态就好。"),
], [
    ("我是在哪家医院做的试管？", [0], "single-hop"),
    ("我取了多少个卵，最后冻了几个囊胚？", [1], "single-hop"),
    ("我的冻胚移植定在哪天？", [2], "update", [1]),
    ("我是不是十二月就已经移植了？", [2], "update", [1]),
    ("我的移植为什么一推再推？", [1, 2], "multi-session"),
    ("我去医院建档是多久以前的事？", [0], "temporal"),
    ("我老公的精液检查结果怎么样？", [], "abstain"),
    ("我的AMH值是多少？", [], "abstain"),
    ("这次试管医保给我报销了多少钱？", [], "abstain"),
    ("我之前做过几次人工授精？", [], "abstain"),
]))

CASES.append(("t38-zh-02", [
    ("2032-09-21", "我设计了一个可以折叠的晾衣架卡扣，想申请个实用新型专利。找了杭州一家叫“知睿”的代理机构，代理费两千八，官费另外算，他们说大概两周能把申请文件写好。",
     "恭喜有了自己的发明！实用新型只做初步审查，不做实质审查，所以比发明专利快很多，现在一般几个月到一年能授权，保护期是十年。官方的申请费是五百元，个人如果符合费减条件，可以减缴百分之八十五。提交前建议让代理机构先做一次检索，看看有没有类似的结构已经被申请过。写权利要求书的时候，关键是把卡扣的结构特征写清楚，保护范围别写得太窄。"),
    ("2032-11-10", "知睿那边拖了一个多月还没出初稿，我找他们退了一半的钱，转给宁波的“甬创知识产权”了。他们报价两千二，答应十一月底前提交。",
     "换一家效率高的也好，专利讲究申请日，早一天提交就早一天占位。和新的代理机构签合同时，建议写清楚交稿时间、修改次数、提交后的审查意见答复是否包含在代理费里。拿到初稿后重点看附图和权利要求是否和你的实物一致。提交后会拿到受理通知书，上面有申请号和申请日，记得保存好。"),
], [
    ("我想拿去申请专利的是个什么东西？", [0], "single-hop"),
    ("我申请的是哪一类专利？", [0], "single-hop"),
    ("我的专利现在是哪家代理机构在办？", [1], "update", [0]),
    ("我的专利代理费现在是多少？", [1], "update", [0]),
    ("知睿退了我多少钱，我为什么不找他们了？", [0, 1], "multi-session"),
    ("我第一次跟你说要申请专利是多久以前？", [0], "temporal"),
    ("我的专利申请号是多少？", [], "abstain"),
    ("我的专利授权下来了吗？", [], "abstain"),
    ("申请专利的官费我交了多少？", [], "abstain"),
    ("我是不是还申请了一个外观设计专利？", [], "abstain"),
]))

CASES.append(("t38-zh-03", [
    ("2032-10-22", "入了固定翼航模的坑！第一架是“云雀”1400，翼展一米四，配了个富斯i6遥控器，连电池一共花了一千九。周末在顺义潮白河边上的飞场跟一个姓吕的老飞手学飞。",
     "欢迎入坑！新手建议先在电脑模拟器上练个十到二十小时，比如凤凰或者RealFlight，摔模拟器不心疼。一米四左右的上单翼练习机比较稳，常见配3S 2200毫安的锂电池，一次能飞八到十二分钟。锂电池不用的时候要存储在每片3.8伏左右，别满电放着。飞行高度一般不要超过一百二十米，起飞重量超过二百五十克的无人驾驶航空器按规定需要在民航局的系统里实名登记。"),
], [
    ("我买的第一架航模是什么型号？", [0], "single-hop"),
    ("我那架航模翼展多大？", [0], "single-hop"),
    ("我用的是什么遥控器？", [0], "single-hop"),
    ("我周末在哪儿飞航模？", [0], "single-hop"),
    ("我开始玩航模是多久以前？", [0], "temporal"),
    ("我的航模电池是多少毫安的？", [], "abstain"),
    ("我的航模做了实名登记没有？", [], "abstain"),
    ("教我飞的吕师傅全名叫什么？", [], "abstain"),
    ("我的航模摔过没有？", [], "abstain"),
    ("我的航模一次能飞多长时间？", [], "abstain"),
]))

CASES.append(("t38-zh-04", [
    ("2032-10-04", "国庆去贵州丹寨的卡拉村，跟一位叫杨阿妹的苗族绣娘学了一天蜡染。我画的是鹡宇鸟的纹样，染了一块一米二长的桌旗，学费连材料一共三百六。",
     "听着就很有意思！丹寨苗族蜡染在二零零六年进入了第一批国家级非物质文化遗产名录。传统做法是用铜制的蜡刀蘸熔化的蜂蜡在布上画，常见配方里会掺一部分白蜡，这样更容易出冰裂纹。染料用的是板蓝根等植物发酵出的蓝靛，一块布往往要反复浸染七八次才够深。回家以后建议用冷水手洗，不要用漂白剂，也别长时间暴晒，颜色能保持得更久。"),
], [
    ("我是在哪儿学的蜡染？", [0], "single-hop"),
    ("教我蜡染的老师叫什么？", [0], "single-hop"),
    ("我蜡染画的是什么纹样？", [0], "single-hop"),
    ("我那块蜡染桌旗有多长？", [0], "single-hop"),
    ("我学蜡染是多久以前的事？", [0], "temporal"),
    ("我那块桌旗在染缸里浸了几次？", [], "abstain"),
    ("我是跟谁一起去的丹寨？", [], "abstain"),
    ("我在丹寨住的是哪家民宿？", [], "abstain"),
    ("我有没有从杨阿妹那儿买绣片？", [], "abstain"),
    ("那块桌旗我送给谁了？", [], "abstain"),
]))

CASES.append(("t38-zh-05", [
    ("2032-09-27", "咳了两个多月，晚上老是憋醒，今天去华西医院呼吸科做了肺功能和激发试验，确诊是成人哮喘。医生姓蒋，给我开了信必可都保160/4.5，一天两次，每次吸一下。",
     "确诊了反而能对症治疗了。成人哮喘并不少见，规范用药的话大多数人都能控制得很好。信必可是布地奈德加福莫特罗的复方吸入剂，吸完一定要漱口，减少口腔真菌感染和声音嘶哑。平时可以记哮喘日记，或者用峰流速仪每天早晚测一下，全球哮喘防治倡议的标准是白天症状每周不超过两次、没有夜间憋醒才算控制良好。一般用药一到三个月后复查，看能不能调整剂量。"),
    ("2032-11-08", "蒋医生说我对尘螨过敏，这是诱因，让我把家里的地毯全撤了，床品也换成了防螨的。复查呼出气一氧化氮从58降到了31。",
     "下降得很明显，说明气道炎症在好转。一般成人呼出气一氧化氮低于二十五被认为正常，二十五到五十是中间区，超过五十提示嗜酸性炎症比较明显。防尘螨方面，除了防螨床品，还可以每周用五十五度以上的热水洗床单被套，家里湿度控制在百分之五十以下，毛绒玩具和布艺沙发尽量少放。"),
    ("2033-01-16", "信必可吸完老是嗓子哑，蒋医生给我换成了舒利迭50/250，还是一天两次，每次吸一下，吸完照样要漱口。",
     "声音嘶哑是吸入激素常见的副作用，换药后通常会好转。舒利迭是氟替卡松加沙美特罗，用的是准纳器，吸之前要先呼气，嘴唇包紧吸嘴，快速深吸，然后屏气十秒左右。和信必可不同，它一般不作为临时缓解用药，急性发作时还是得用沙丁胺醇这类速效药，最好随身备一支。"),
], [
    ("我的哮喘是在哪家医院确诊的？", [0], "single-hop"),
    ("我的哮喘诱因是对什么过敏？", [1], "single-hop"),
    ("我现在用的是什么吸入剂？", [2], "update", [0]),
    ("我现在的哮喘药是什么规格，一天用几次？", [2], "update", [0]),
    ("我确诊哮喘多久了？", [0], "temporal"),
    ("蒋医生前后给我开过哪两种吸入剂？", [0, 2], "multi-session"),
    ("我的肺功能FEV1是多少？", [], "abstain"),
    ("我是不是也对猫毛过敏？", [], "abstain"),
    ("蒋医生有没有给我开孟鲁司特？", [], "abstain"),
    ("我小时候得过哮喘吗？", [], "abstain"),
]))

CASES.append(("t38-zh-06", [
    ("2032-11-26", "最近迷上飞镖了，在公司附近一家叫“靶心”的酒吧每周四晚上打联赛，我们队叫“三倍二十”。自己买了一套Target的钨钢镖，二十二克，九百多块。上周我第一次打出了一百八！",
     "一百八就是三支镖全中三倍二十，恭喜，这是每个飞镖玩家都会记住的时刻。钨钢镖的钨含量越高，同样重量下镖身越细，常见的是百分之八十到九十五，二十到二十四克是最常用的重量区间。标准硬镖靶的靶心中心距地面一米七三，投掷线到镖靶的水平距离是二米三七。联赛常打501，最后要用双倍区收镖，所以平时可以多练双十六、双二十这些常用收镖位。"),
], [
    ("我打飞镖联赛是在哪家酒吧？", [0], "single-hop"),
    ("我们飞镖队叫什么名字？", [0], "single-hop"),
    ("我的飞镖每支多重？", [0], "single-hop"),
    ("我的飞镖是什么牌子的，花了多少钱？", [0], "single-hop"),
    ("我第一次打出一百八是多久以前？", [0], "temporal"),
    ("我在联赛里的平均分是多少？", [], "abstain"),
    ("我们队在联赛里现在排第几？", [], "abstain"),
    ("我那套飞镖的钨含量是多少？", [], "abstain"),
    ("我家里有没有装镖靶？", [], "abstain"),
    ("我们飞镖队的队长是谁？", [], "abstain"),
]))

CASES.append(("t38-zh-07", [
    ("2033-02-06", "过完年开始学竹笛了，买了一支苦竹的F调笛子，三百八。在少年宫的成人班上课，每周日上午九点半，老师是民乐团退休的严老师，八节课一千二。",
     "竹笛入门很适合成年人，上手快。F调笛子音色比较明亮，不算太长，手指也好按。新笛子建议先“开笛”，头两周每天吹十五到二十分钟，让竹子慢慢适应湿气，吹完把笛膛里的水汽擦干。贴笛膜是个小技巧，笛膜要有均匀的细皱纹，声音才会清亮，常用阿胶或者专用笛膜胶。练习的话先从长音和音阶开始，入门后可以试试《扬鞭催马运粮忙》《姑苏行》这些经典曲子。"),
], [
    ("我买的笛子是什么调的？", [0], "single-hop"),
    ("我的笛子花了多少钱？", [0], "single-hop"),
    ("我的笛子课在哪儿上，每周什么时候？", [0], "single-hop"),
    ("我的笛子课一期多少钱，几节课？", [0], "single-hop"),
    ("我开始学笛子多久了？", [0], "temporal"),
    ("教我笛子的严老师全名叫什么？", [], "abstain"),
    ("我学的第一首曲子是什么？", [], "abstain"),
    ("我是不是还买了一支G调的笛子？", [], "abstain"),
    ("我小时候学过什么乐器？", [], "abstain"),
    ("我每天在家练多长时间笛子？", [], "abstain"),
]))

CASES.append(("t38-zh-08", [
    ("2032-10-09", "我跟老同学老胡搭档打桥牌，报名了十一月十九号在武汉举行的湖北省桥牌锦标赛双人赛，报名费一对三百。我们用的是精确叫牌体系，平时每周三晚上在东湖边的棋牌协会练。",
     "精确体系很适合固定搭档，一梅花强开叫的限制比较清楚，配合起来效率高。一般一梅花表示十六点以上，其他一阶开叫都在十一到十五点之间。双人赛通常用比赛分计算，也就是每副牌跟同方向其他对比较，最后按得分百分比排名，所以超额赢墩、选择有将还是无将都很重要。赛前记得把约定卡填好，特别是防守信号和首攻约定，裁判和对手可能会问。"),
    ("2032-11-21", "锦标赛打完了，双人赛我们拿了百分之五十六点三，排第十一名，差一点进前八。有一副三无将因为我首攻错了让对手打成了，老胡没说啥，但我挺懊恼的。",
     "百分之五十六以上在省赛里是很不错的成绩了，一般超过百分之五十五就说明你们整体发挥在平均水平之上。首攻是桥牌里最难的环节之一，对三无将的首攻，传统做法是攻自己最长的花色，但要结合叫牌判断对手的薄弱花色。赛后可以把那副牌的牌例调出来复盘，很多比赛会公布全部牌例和电脑分析，跟搭档一起看看收获会很大。"),
], [
    ("我打桥牌的搭档是谁？", [0], "single-hop"),
    ("我们打桥牌用的是什么叫牌体系？", [0], "single-hop"),
    ("我们在锦标赛双人赛排第几？", [1], "single-hop"),
    ("桥牌锦标赛是多久以前的事？", [0, 1], "temporal"),
    ("我们参加的是哪个比赛，最后拿了百分之多少？", [0, 1], "multi-session"),
    ("锦标赛我们交了多少报名费，最后差多少名进前八？", [0, 1], "multi-session"),
    ("那副三无将我首攻出的是哪张牌？", [], "abstain"),
    ("老胡的全名叫什么？", [], "abstain"),
    ("我们有没有报名全国桥牌赛？", [], "abstain"),
    ("这次省赛双人赛的冠军是谁？", [], "abstain"),
]))

CASES.append(("t38-zh-09", [
    ("2032-09-10", "我爸今年六十八，右手抖了半年多，今天在协和神经内科确诊了帕金森，医生姓沈。先开了多巴丝肼，一天三次，每次半片，饭前一小时吃。",
     "确诊对家里人来说是个不小的冲击，不过帕金森早期规范治疗，很多人能多年保持不错的生活质量。多巴丝肼是左旋多巴加苄丝肼，跟高蛋白食物同吃会影响吸收，所以一般建议饭前一小时或饭后一个半小时服用。常见副作用有恶心、头晕、体位性低血压，起床要慢一点。另外规律运动，比如快走、太极、骑固定自行车，对改善症状很有帮助，建议每周至少一百五十分钟。"),
    ("2032-10-25", "我爸吃药一个多月了，手抖好了一些，但走路还是拖着步子。沈医生让他每周去康复科做两次步态训练，就在医院门诊三楼。",
     "步态问题确实是帕金森比较顽固的症状，康复训练很有必要。常用的方法包括用节拍器或音乐给步子打节奏、在地上贴横线做视觉提示、练习大步走和转身。家里也可以做些调整：移走小地毯、走廊装夜灯、卫生间加扶手，降低跌倒风险。康复科的治疗师一般也会教一些在家每天练十五到二十分钟的动作。"),
    ("2033-01-08", "带我爸去复查了。沈医生把多巴丝肼加到了一天三次、每次一片，另外加了普拉克索，睡前吃一片，零点一二五毫克。",
     "加量和联合用药都是常见的调整。普拉克索是多巴胺受体激动剂，一般从小剂量开始，每周根据情况慢慢加。要留意它可能引起白天犯困、突然入睡、脚肿，少数人会出现冲动控制方面的问题，比如突然爱买东西或赌博，家人要多观察。剂量调整后的头两周，最好记录一下每天症状好和差的时间段，复诊时给医生参考。"),
], [
    ("我爸是在哪家医院确诊的帕金森？", [0], "single-hop"),
    ("我爸现在多巴丝肼一次吃多少？", [2], "update", [0]),
    ("我爸现在每天吃哪几种治帕金森的药？", [2], "update", [0]),
    ("我爸每周做几次康复训练？", [1], "single-hop"),
    ("我爸确诊帕金森多久了？", [0], "temporal"),
    ("我爸确诊前手抖了多久，后来复查又加了什么新药？", [0, 2], "multi-session"),
    ("我爸有没有考虑做脑深部电刺激手术？", [], "abstain"),
    ("我爸的帕金森评分是多少？", [], "abstain"),
    ("我爸退休前是做什么工作的？", [], "abstain"),
    ("我爸的康复治疗师姓什么？", [], "abstain"),
]))

CASES.append(("t38-zh-10", [
    ("2032-09-05", "部门团建交给我张罗了，定在九月二十四号去清远古龙峡漂流。一共二十三个人，包了一辆大巴，人均预算三百五，漂流门票团购价一百六十八。",
     "漂流团建挺热闹的，提前准备好能省不少事。建议提醒大家带一套换洗衣服、拖鞋或溯溪鞋、防水手机袋和防晒，眼镜最好用绳子绑住。很多漂流景区对年龄和身体状况有要求，一般六十岁以上、孕妇和心脏病患者不建议参加。包车的话把集合时间定早一点，周末景区排队可能要一个多小时。另外可以顺便给大家买份团体意外险，一人几块钱。"),
    ("2032-09-16", "团建计划全变了，台风要来，古龙峡那边通知停漂。领导拍板改成十月十五号去从化的玄武山漂流，人数也变成二十六个了，那边门票团购价一百四十五。",
     "台风天安全第一，改期是对的。换景区以后记得重新确认几件事：大巴公司的改期和加人费用、景区的团购核销方式、午饭是景区团餐还是自己安排。人数变了的话，团体保险名单也要更新。十月中旬水温会比九月低一些，可以提醒大家多带件外套。"),
], [
    ("我们团建的人均预算是多少？", [0], "single-hop"),
    ("我们部门团建最后去哪儿漂流？", [1], "update", [0]),
    ("我们团建定在哪天？", [1], "update", [0]),
    ("这次团建一共去多少人？", [1], "update", [0]),
    ("前后两个地方的漂流门票团购价差了多少钱？", [0, 1], "multi-session"),
    ("团建最后的日期比原来推迟了多少天？", [0, 1], "temporal"),
    ("我们部门领导叫什么？", [], "abstain"),
    ("团建那天晚上我们在哪儿吃的饭？", [], "abstain"),
    ("漂流的时候有没有同事受伤？", [], "abstain"),
    ("这次团建公司一共给报销了多少钱？", [], "abstain"),
]))

CASES.append(("t38-zh-11", [
    ("2032-10-18", "我爸妈想把南京鼓楼区那套八十九平的老房子赠与给我，今天去鼓楼公证处咨询了，接待的是李公证员。赠与公证费按房产评估价的百分之二收，要带户口本、结婚证和房产证，约在十一月三号办。",
     "直系亲属之间赠与房产，增值税和个人所得税一般是免征的，但受赠人要交契税，通常是百分之三，另外还有少量的印花税和登记费。要注意的是，将来你再卖这套房子时，原值按零计算，可能要按差额交百分之二十的个税，除非符合满五唯一的条件。所以很多家庭会把赠与、买卖、继承三种方式的税费放在一起算一算再决定。公证时父母双方都要到场签字，如果房子是婚后共同财产，两个人的意思表示都要有。"),
    ("2032-11-04", "赠与公证昨天办完了，房子评估价按两百四十万算，公证费交了四万八。下一步去不动产登记中心过户，契税要交百分之三。",
     "公证办完就算完成了一大步。去不动产登记中心过户时，一般需要带公证书、双方身份证、户口本、原不动产权证书，现在很多城市可以先在线上预约，当天税务和登记在一个大厅就能办完。新证下来通常要五到十五个工作日。拿到新证以后，记得把水电燃气的户名也一起改过来。"),
], [
    ("我爸妈要赠与我的那套房子在哪儿，多大？", [0], "single-hop"),
    ("帮我们办赠与公证的公证员姓什么？", [0], "single-hop"),
    ("我们那套房子评估价是多少？", [1], "single-hop"),
    ("公证费是按什么比例收的，最后交了多少？", [0, 1], "multi-session"),
    ("赠与公证办完是多久以前的事？", [0, 1], "temporal"),
    ("办赠与公证要带哪些材料，办完以后下一步去哪儿？", [0, 1], "multi-session"),
    ("那套房子已经过户到我名下了吗？", [], "abstain"),
    ("我爸妈那套房子是哪一年买的？", [], "abstain"),
    ("我有没有兄弟姐妹也要分这套房子？", [], "abstain"),
    ("我打算把那套房子租出去吗？", [], "abstain"),
]))

CASES.append(("t38-zh-12", [
    ("2032-09-23", "今年报了副主任护师，材料九月底前要交到市卫健委。我在市二院心内科当了十二年护士，发了两篇论文，其中一篇在《中华护理杂志》上。通知说答辩在十一月二十六号。",
     "副高评审一般看几块：任职年限、继续教育学分、论文和业绩材料，再加上答辩或面试。答辩通常是先做五到十分钟的个人业务陈述，然后评委围绕专业知识、护理管理和科研提问，总时间二三十分钟。可以提前准备几个心内科典型病例，比如急性心梗介入术后护理、心衰患者的容量管理，讲清楚自己在里面做了什么。论文的研究方法和结论也要能说清楚，评委常会追问。"),
    ("2032-11-19", "答辩推迟了，卫健委通知说评委要重新抽，挪到了十二月十七号，地点在市委党校。",
     "推迟几周其实多了准备时间，可以找科里评过副高的老师模拟一两次答辩，让她们按评委的口气提问。当天建议提前半小时到，带好身份证和准考证明，穿着得体就行。陈述部分最好控制在规定时间内，超时会扣印象分。"),
    ("2033-01-20", "评审结果公示了，我过了！不过聘任要等医院有岗位空出来，护理部说最早也得下半年。",
     "恭喜恭喜，十二年的积累终于有了结果！公示期一般是五到七个工作日，没有异议就会发文，证书通常几个月后发下来。评聘分开在很多医院都很常见，先评上资格，等有岗位再聘。期间可以继续积累科研和带教经历，对以后竞聘护士长或者更高的岗位都有帮助。"),
], [
    ("我报的是什么职称？", [0], "single-hop"),
    ("我在哪家医院哪个科室上班？", [0], "single-hop"),
    ("我的职称答辩是哪天？", [1], "update", [0]),
    ("我的答辩是不是十一月就答完了？", [1], "update", [0]),
    ("职称评审结果公示是多久以前？", [2], "temporal"),
    ("我报的职称评上了吗，什么时候能聘上？", [0, 2], "multi-session"),
    ("我答辩得了多少分？", [], "abstain"),
    ("评上副高以后我工资能涨多少？", [], "abstain"),
    ("我另一篇论文发在哪本期刊上？", [], "abstain"),
    ("我们医院护理部主任叫什么？", [], "abstain"),
]))

CASES.append(("t38-zh-13", [
    ("2032-11-11", "在扬州红园花鸟市场买了一盆五针松盆景，卖家说树龄二十来年，斜干式，配的是宜兴紫砂长方盆，花了四千二。卖家姓钱，交代我开春之前别换盆，一周浇两次水。",
     "五针松是很经典的盆景树种，也很耐看。它喜光、耐旱、怕涝，盆土宁干勿湿，表土干了再浇透，冬天休眠期浇水更要少。很多玩家用赤玉土、鹿沼土加少量颗粒植料配土，透气排水好。养护上，春天新芽长出后要摘芽控长，秋天拔掉老叶，让光照进到内膛。如果要蟠扎改型，一般在秋冬进行，用铝丝或退过火的铜丝。施肥讲究薄肥勤施，春秋两季为主，盛夏和寒冬停肥。"),
], [
    ("我买的盆景是什么树？", [0], "single-hop"),
    ("我那盆盆景花了多少钱？", [0], "single-hop"),
    ("我的五针松是在哪儿买的？", [0], "single-hop"),
    ("卖家说我那盆五针松多少年了？", [0], "single-hop"),
    ("我买五针松盆景多久了？", [0], "temporal"),
    ("我那盆五针松有多高？", [], "abstain"),
    ("我给五针松施的是什么肥？", [], "abstain"),
    ("我家阳台朝哪个方向？", [], "abstain"),
    ("我除了五针松还有别的盆景吗？", [], "abstain"),
    ("我的五针松上过铝丝没有？", [], "abstain"),
]))

CASES.append(("t38-zh-14", [
    ("2032-10-30", "我妈从自贡给我寄了一个老泡菜坛子，说里面的盐水是外婆那辈传下来的，有三十多年了。我照她说的放了仔姜、二荆条和萝卜，盐水按一斤水五十克盐配的，坛沿水三天换一次。",
     "老盐水可是宝贝，四川人家常说老盐水越养越香。坛沿水起的是水封作用，隔绝空气，一定不能干。如果盐水表面起了白膜，也就是常说的“生花”，可以撇掉白膜，往坛里加一点高度白酒或者几颗花椒，再补点盐。新放进去的菜，亚硝酸盐含量一般在第三到八天达到高峰，泡二十天以后会明显下降，所以“洗澡泡菜”吃之前最好心里有数。捞菜要用专用的干净筷子，不能沾油。"),
], [
    ("我的泡菜坛子是谁寄给我的？", [0], "single-hop"),
    ("我坛子里的老盐水有多少年了？", [0], "single-hop"),
    ("我泡菜坛里放了哪些菜？", [0], "single-hop"),
    ("我的泡菜盐水是按什么比例配的？", [0], "single-hop"),
    ("我开始用这个坛子泡菜多久了？", [0], "temporal"),
    ("我的泡菜坛子有多大？", [], "abstain"),
    ("我的泡菜生过花没有？", [], "abstain"),
    ("我往坛子里加过白酒吗？", [], "abstain"),
    ("我外婆今年多大岁数了？", [], "abstain"),
    ("我泡的仔姜泡了几天捞出来吃的？", [], "abstain"),
]))

CASES.append(("t38-zh-15", [
    ("2032-09-02", "三十二岁开始练拳击了，在深圳南山一家叫“铁拳会”的拳馆，年卡六千八，教练是前省队的吴教练。每周练四次，都是早上七点那节。",
     "拳击是很好的全身运动，对心肺和协调性提升都很明显。刚开始建议把重心放在基本功上：站架、步法、直拳和防守，别急着实战。装备方面，一双十二到十四盎司的训练拳套、手绷带和护齿是必备的，实战还要加头盔。每周四练的话，注意给肩膀和手腕留恢复时间，练前充分热身，练后拉伸。"),
    ("2032-10-14", "吴教练觉得我能打比赛了，给我报了十二月十号在广州的业余拳击公开赛，七十五公斤级。我现在七十八公斤，得降三公斤。",
     "第一次比赛很值得期待。降三公斤在两个月里完全可以通过饮食慢慢降下来，一般建议每周减零点五到一公斤，别靠赛前脱水猛降，那样体力和抗击打能力都会受影响。业余拳击一般是三回合，每回合三分钟，按点数判胜负。赛前几周可以多安排一些实战对练，习惯比赛节奏。"),
    ("2032-11-25", "体重一直卡在七十七下不去，吴教练说别硬降了，直接改报八十公斤级。比赛也延期了，主办方说场馆有冲突，改到明年一月七号。",
     "不硬降是明智的，第一场比赛状态比体重级别更重要。升一个级别，对手可能体格更壮，所以可以多练移动和距离控制，别跟人硬拼。比赛往后挪了一个月，正好多一个训练周期，可以按赛前四周开始逐渐减量、赛前一周只保持手感的节奏来安排。"),
    ("2033-01-08", "昨天比完了！三回合打满，点数赢了，裁判三比零。左眼角肿了，不过没破。",
     "恭喜拿下第一场胜利，三比零一致判定说明你整场都打得很清楚。眼角肿的话，头一两天可以冷敷，每次十五到二十分钟，之后再热敷帮助消肿。如果出现视物模糊、重影或者头痛加重，要尽快去医院检查。赛后一周最好别上实战，让身体彻底恢复一下。"),
], [
    ("我在哪家拳馆练拳？", [0], "single-hop"),
    ("我打比赛最后报的是哪个级别？", [2], "update", [1]),
    ("我的拳击比赛是哪天打的？", [2, 3], "update", [1]),
    ("我最后是不是降到七十五公斤去比的？", [2], "update", [1]),
    ("我第一场比赛结果怎么样？", [3], "single-hop"),
    ("我从开始练拳到打第一场比赛隔了多久？", [0, 2, 3], "temporal"),
    ("我第一场比赛的对手叫什么？", [], "abstain"),
    ("我拳馆的年卡续了没有？", [], "abstain"),
    ("比赛那天我称重是多少公斤？", [], "abstain"),
    ("我比赛戴的是几盎司的拳套？", [], "abstain"),
]))

CASES.append(("t38-zh-16", [
    ("2032-12-22", "我集邮快二十年了，今天在上海卢工邮币卡市场花一万一收了一枚1980年的庚申猴票，原胶的，品相一般，背面有一点黄斑。",
     "庚申猴是中国集邮的标志性邮票，1980年发行，由黄永玉设计，面值八分，发行量大约四百四十多万枚。品相对价格影响很大，原胶、无折痕、齿孔完整的价格会明显高出一截，背面有黄斑一般会被扣分。保存上建议放在专用的护邮袋或者邮册里，用邮票镊子取放，别直接用手摸，环境湿度控制在百分之四十五到五十五之间，可以在邮册里放防潮剂。如果以后想转手，可以考虑送去第三方机构评级封装。"),
], [
    ("我收的那枚邮票是哪一年的什么票？", [0], "single-hop"),
    ("那枚猴票我花了多少钱？", [0], "single-hop"),
    ("我是在哪儿买的猴票？", [0], "single-hop"),
    ("我集邮多少年了？", [0], "single-hop"),
    ("我买那枚猴票是多久以前？", [0], "temporal"),
    ("我那枚猴票送去评级了吗？", [], "abstain"),
    ("我一共收藏了多少枚邮票？", [], "abstain"),
    ("我是不是还有一整版的猴票？", [], "abstain"),
    ("我当初是受谁影响开始集邮的？", [], "abstain"),
    ("我那枚猴票现在市场价多少？", [], "abstain"),
]))

CASES.append(("t38-zh-17", [
    ("2032-09-29", "我加入了单位附近的一个业余话剧社，叫“半亩田剧社”，正在排曹禺的《北京人》，我演曾文清。定在十二月十八号在区文化馆小剧场演，一共两场。",
     "《北京人》是曹禺很有分量的作品，曾文清这个角色不好演，他那种温文、懦弱又无力挣脱的状态，很考验分寸感。可以多读读剧本里的舞台提示，曹禺写得特别细。业余剧社排一部大戏通常要两到三个月，建议尽早脱本，后面才有精力琢磨人物关系。平时可以练练气息和台词，每天读十分钟绕口令，对吐字清楚很有帮助。"),
    ("2032-11-30", "我们的《北京人》换地方了：区文化馆的小剧场要装修，改到一月十四号在大学城的蓬蒿剧场演，还是两场，票价六十。",
     "换个剧场也是好事，多一个月排练时间。换场地以后要尽快去新剧场踩台，看看舞台大小、上下场口和灯光条件，调度可能要跟着改。小剧场的观众离得近，表演要更细腻，动作和声音都可以收一些。宣传方面，可以做个简单的海报，在朋友圈和社区群里发，提前两周开票比较合适。"),
], [
    ("我们剧社在排哪部戏，我演谁？", [0], "single-hop"),
    ("《北京人》在哪个剧场演？", [1], "update", [0]),
    ("我们的话剧是哪天演出？", [1], "update", [0]),
    ("我们还在区文化馆小剧场演吗？", [1], "update", [0]),
    ("我加入话剧社是多久以前？", [0], "temporal"),
    ("我们一共演几场，票价多少？", [0, 1], "multi-session"),
    ("谁演曾文清的妻子曾思懿？", [], "abstain"),
    ("我们剧社的导演是谁？", [], "abstain"),
    ("演出票卖出去多少张了？", [], "abstain"),
    ("我以前演过哪些话剧？", [], "abstain"),
]))

CASES.append(("t38-zh-18", [
    ("2033-01-26", "最近掉头发掉得厉害，发际线明显往后退了。今天去中山大学附属第三医院皮肤科看了，医生姓麦，说是雄激素性脱发二级，给我开了百分之五的米诺地尔酊，早晚各一毫升，三个月后复查。",
     "雄激素性脱发很常见，越早干预效果越好。米诺地尔要涂在头皮上而不是头发上，涂完四小时内尽量别洗头。刚开始用的两到八周可能会出现“狂掉期”，这是休止期的头发被新头发顶出来，不用慌，一般坚持六个月以上才能看到明显效果，停药后效果会慢慢消退。男性常见的另一种药是口服非那雄胺，一天一毫克，需要医生评估。平时每天掉五十到一百根头发都属于正常范围。"),
], [
    ("医生说我是哪种脱发？", [0], "single-hop"),
    ("医生给我开了什么药？", [0], "single-hop"),
    ("米诺地尔我一天用几次，每次多少？", [0], "single-hop"),
    ("我是在哪家医院看的脱发？", [0], "single-hop"),
    ("我去医院看脱发是多久以前？", [0], "temporal"),
    ("我是不是也在吃非那雄胺？", [], "abstain"),
    ("我爸也脱发吗？", [], "abstain"),
    ("我现在一天大概掉多少根头发？", [], "abstain"),
    ("我考虑过去植发吗？", [], "abstain"),
    ("我用的米诺地尔是什么牌子的？", [], "abstain"),
]))

CASES.append(("t38-zh-19", [
    ("2032-09-17", "报了个成人拉丁舞零基础班，在杭州西湖文化广场旁边的“舞之翼”，先学恰恰和伦巴。每周二和周五晚上七点半，一期三个月两千四，老师叫Coco。",
     "拉丁舞很适合零基础的成年人，练体态也练心情。比赛里的拉丁舞一共五支：伦巴、恰恰、桑巴、斗牛和牛仔，入门一般都从伦巴和恰恰开始。恰恰的基本节奏是“二、三、四和一”，伦巴则要在每一拍里做出古巴胯部动作，刚开始会觉得别扭，多对着镜子练。舞鞋可以先买一双软底练习鞋，女士拉丁鞋常见跟高是二点五寸，初学者可以选二寸的。课后拉伸一下小腿和髋部，能减少酸痛。"),
], [
    ("我报的拉丁舞班在哪家舞蹈室？", [0], "single-hop"),
    ("我先学的是哪两支拉丁舞？", [0], "single-hop"),
    ("我拉丁舞课一周几次，几点上？", [0], "single-hop"),
    ("我的拉丁舞课一期多少钱？", [0], "single-hop"),
    ("我报拉丁舞班多久了？", [0], "temporal"),
    ("我的舞伴是谁？", [], "abstain"),
    ("我买的拉丁舞鞋跟有多高？", [], "abstain"),
    ("Coco老师的中文名叫什么？", [], "abstain"),
    ("我参加过拉丁舞比赛吗？", [], "abstain"),
    ("我以前学过别的舞吗？", [], "abstain"),
]))

CASES.append(("t38-zh-20", [
    ("2032-10-11", "跟大学室友阿Ken合伙做了一档播客，叫《慢车道》，聊城市和通勤，每周四在小宇宙上更新。设备是一人一个舒尔MV7麦克风，再加一台Zoom PodTrak P4录音机。",
     "这个选题挺有意思，通勤是很多人每天都绕不开的话题。刚起步的时候，稳定更新比单期质量更重要，很多播客是在坚持半年、二三十期以后才慢慢积累起听众。录音时两个人最好各自一个安静的空间，或者在房间里挂些吸音的东西，减少回声。后期可以用免费的软件降噪、调响度，中文播客平台普遍推荐把响度统一在负十六LUFS左右。每期配一段清楚的节目简介和时间轴，对新听众很友好。"),
    ("2033-02-15", "《慢车道》更到第十八期了，订阅刚过五千。播放量最高的是第十二期，聊深圳地铁那集，有三万二。还有个咖啡品牌来找我们做口播广告，一期给三千。",
     "五千订阅对一档开播几个月的独立播客来说很不错了。做商业合作的时候，建议先跟品牌确认口播的时长、位置（片头、片中还是片尾）、是否需要给他们审稿，以及结算周期。行业里常见的做法是口播控制在六十到九十秒，用自己的语气讲，而不是照念广告词，听众接受度更高。也可以把播放量高的那期话题做成系列，顺势再吸一波新听众。"),
], [
    ("我做的播客叫什么？", [0], "single-hop"),
    ("我们的播客在哪个平台更新？", [0], "single-hop"),
    ("我们播客哪一期播放量最高？", [1], "single-hop"),
    ("我们播客现在有多少订阅？", [1], "single-hop"),
    ("我们播客每周几更新，现在更到第几期了？", [0, 1], "multi-session"),
    ("从我跟你说开始做播客到订阅过五千，中间隔了多久？", [0, 1], "temporal"),
    ("我们播客一期一般多长时间？", [], "abstain"),
    ("来找我们打广告的是哪个咖啡品牌？", [], "abstain"),
    ("阿Ken的真名叫什么？", [], "abstain"),
    ("我们有没有做视频版的播客？", [], "abstain"),
]))

if __name__ == "__main__":
    DESCRIPTION = ("Held-out tiny stores, set 38: forty users (twenty English, twenty Simplified Chinese) with one to four "
                   "facts each, told one per day between 2032-09-01 and 2033-02-28, each followed by a general-knowledge "
                   "assistant reply with its own numbers and names. Ten first-person questions per user asked on "
                   "2033-03-10: single-hop, multi-session, temporal, update (later fact as evidence, superseded fact as "
                   "stale) and abstain (details the user never gave).")
    write_tiny_stores("tiny-stores-38", DESCRIPTION, CASES, "2033-03-10T10:00:00+08:00", here)
