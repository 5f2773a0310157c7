"""tiny-stores-39: forty small held-out users (20 English, 20 Simplified Chinese), one to four
facts each, ten first-person questions per user, asked 2033-09-10.

t39-en-01  cracked windshield: replacement date pushed back, then glass shop switched
t39-en-02  silent meditation retreat: 7-day booking cut to a 5-day session
t39-en-03  suspicious mole: biopsy, excision, stitches out
t39-en-04  selling an inherited timeshare: asking price cut, listing plan changed
t39-en-05  hosting a monthly garage poker night
t39-en-06  first flamenco class
t39-en-07  learning to ride a unicycle at 47
t39-en-08  padel league with a coworker, then the final standings
t39-en-09  daughter's karate belt grading
t39-en-10  attic insulation upgrade: quote raised by wiring problem, install date moved
t39-en-11  mice in the kitchen
t39-en-12  daughter's college move-in: dorm and move-in date changed, hotel booked
t39-en-13  puppy pet insurance: provider and plan switched
t39-en-14  subpoenaed as a trial witness: trial continued, reporting time changed
t39-en-15  enrolling in an employee stock purchase plan
t39-en-16  travel vaccines and flights for a cousin's wedding in Ghana
t39-en-17  acid reflux: omeprazole dose raised, endoscopy, dose tapered back
t39-en-18  adult ADHD diagnosis and first prescription
t39-en-19  line dancing at a grange hall
t39-en-20  planning a Morocco trip
t39-zh-01  婴儿睡眠训练：换了方法，夜醒次数变了
t39-zh-02  给爷爷立碑：日期延后、费用变了
t39-zh-03  孩子换牙出现双排牙，拔乳牙
t39-zh-04  越南旅行：目的地、出发机场、机票价格都改了
t39-zh-05  做微缩娃娃屋
t39-zh-06  成人肚皮舞班
t39-zh-07  公司慢投垒球队
t39-zh-08  老房子刷墙翻新：师傅加价后换了翻新公司
t39-zh-09  阳台外面的马蜂窝，消防员来摘
t39-zh-10  给闺蜜的女儿当干妈
t39-zh-11  网店注册商标：换了代理、改了名字和类别
t39-zh-12  涨薪：答应的幅度后来打了折扣
t39-zh-13  手指上的寻常疣做液氮冷冻
t39-zh-14  两岁女儿上托班：换了托育机构、改成半日托
t39-zh-15  梨状肌综合征压迫坐骨神经，针灸推拿
t39-zh-16  肠易激综合征，低FODMAP饮食
t39-zh-17  飞蚊症检查
t39-zh-18  陪妈妈看更年期门诊
t39-zh-19  产后盆底康复：疗程缩短、改成打包价
t39-zh-20  个税年度汇算退税
"""
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from tiny_store_case import write_tiny_stores

ASK = "2033-09-10T10:00:00+08:00"
DESCRIPTION = ("Held-out tiny stores, set 39: 40 users (20 en, 20 zh), 1-4 facts each stored one session per day "
               "between 2033-03 and 2033-08, ten questions each asked 2033-09-10; about 45% abstain, with update "
               "questions on facts that changed later (stale = the superseded fact).")

CASES = []

# ---- English 01-05 ----
CASES += [
("t39-en-01", [
 ("2033-03-14", "A rock kicked up by a gravel truck on I-84 cracked my windshield this morning, and the crack is already about 9 inches across the passenger side. My car's a 2027 Subaru Crosstrek. I called my insurer, Northgate Mutual, and they booked me with ClearPane Auto Glass at their Beaverton shop for March 21. My glass deductible is $100.",
  "Good call getting it booked quickly. Cracks longer than about 6 inches usually can't be fixed with a resin repair, so a full replacement makes sense. Because the Crosstrek has EyeSight cameras behind the windshield, ask whether an ADAS recalibration is included; when it isn't bundled it often adds $250 to $400. Until the appointment, avoid blasting the defroster on high and try not to slam the doors, since temperature swings and pressure can make the crack run. Most shops also ask you not to drive for about an hour after installation while the urethane cures."),
 ("2033-03-19", "ClearPane called: the OEM glass with the camera bracket is backordered, so they pushed me to April 4. Honestly annoyed, the crack has crept another couple of inches.",
  "Backorders on OEM glass for camera-equipped cars are pretty common right now. You could ask Northgate whether an OEE (aftermarket) windshield is allowed; some insurers approve it and it can arrive in 2 to 3 days, though a few owners notice the lane camera needs extra calibration passes. If the crack is reaching the edge of the glass or moving into the driver's line of sight, mention that when you call, because many states treat that as a safety issue and shops may prioritize it."),
 ("2033-03-29", "Forget ClearPane. I went through Northgate's claims app and got Harbor Glass Co. in Tigard instead. They had the OEM windshield in stock, and a mobile tech named Dustin came to my office parking lot and swapped it today. Calibration included, still just the $100 deductible.",
  "Nice, mobile installs are so convenient. For the next 24 to 48 hours leave the retention tape on, skip car washes for about 3 days, and crack a window slightly on hot days so pressure doesn't stress the fresh seal. Keep the calibration printout in your glovebox in case the lane-keep system acts up; most shops will redo a calibration free within 30 days."),
], [
 ("Which glass shop ended up putting in my new windshield?", [2], "update", [0, 1]),
 ("When is my windshield getting replaced?", [2], "update", [0, 1]),
 ("What car do I drive?", [0], "single-hop"),
 ("What's my deductible for glass claims?", [0], "single-hop"),
 ("What was the name of the guy who installed my windshield?", [2], "single-hop"),
 ("How many days went by between the rock chip cracking my windshield and the replacement?", [0, 2], "temporal"),
 ("Why did ClearPane postpone me, and who did the job in the end?", [1, 2], "multi-session"),
 ("How much did the ADAS recalibration add to my bill?", [], "abstain"),
 ("What's my Northgate Mutual policy number?", [], "abstain"),
 ("Did my lane-keep assist act up after the new windshield went in?", [], "abstain"),
]),
("t39-en-02", [
 ("2033-04-08", "I finally booked a silent meditation retreat: 7 days at Stillwater Dharma Center near Joshua Tree, June 14 to 21, $1,180 with a shared room. No phones, no talking. My sister Colette thinks I'll crack by day two.",
  "That's a big and rewarding step. First-timers often find days two and three the hardest, then things settle. Many centers run a schedule like a 5:30 am wake-up bell, alternating 45-minute sitting and walking periods, and lights-out around 9:30 pm. Pack layers, since desert nights near Joshua Tree can drop to about 55 degrees in June, and leave the center's emergency number with family. If a full week starts to feel like a lot, a 3-day weekend retreat is a common gentler entry point."),
 ("2033-05-02", "Change of plans on the retreat. Work won't give me the whole week, so I switched to their 5-day session, June 16 to 21. They refunded the difference, so it's $860 now, and I upgraded to a single room for an extra $120.",
  "Five days is still a solid length for a first silent retreat, and a private room can make the quiet easier to settle into. To ease in, try 20 minutes of sitting practice a day for the next few weeks, and taper caffeine the week before so the first mornings aren't a headache. Some people also write a short intention to reread on day one."),
], [
 ("How long is my silent retreat?", [1], "update", [0]),
 ("What day does my retreat start?", [1], "update", [0]),
 ("Will I have a roommate at the retreat?", [1], "update", [0]),
 ("Where is the meditation retreat I signed up for?", [0], "single-hop"),
 ("Who bet that I wouldn't last without talking?", [0], "single-hop"),
 ("All in, with the room upgrade, what am I paying for the retreat?", [1], "single-hop"),
 ("When did I first book the retreat?", [0], "temporal"),
 ("What time is the wake-up bell at the retreat?", [], "abstain"),
 ("Which teacher is leading my retreat?", [], "abstain"),
 ("How am I getting out to the retreat center?", [], "abstain"),
]),
("t39-en-03", [
 ("2033-03-22", "My wife noticed that a mole on my left shoulder blade has gotten darker and bigger, maybe 7 mm now. I saw Dr. Ingrid Solberg at Cedar Hills Dermatology today and she did a shave biopsy. Results in about 10 days.",
  "Getting it checked was the right move. Dermatologists use the ABCDE guide: asymmetry, irregular border, uneven color, diameter over 6 mm, and evolving over time, and change is the one that matters most. Keep the biopsy site clean, put a thin layer of petroleum jelly on it with a bandage, and change it daily. Most biopsied moles turn out benign or mildly atypical, so try not to spiral while you wait."),
 ("2033-04-03", "Biopsy came back as a moderately dysplastic nevus. Not melanoma, thank God. Dr. Solberg wants a wider excision with 5 mm margins to get it all. Scheduled for April 17.",
  "That's reassuring news. A wide local excision is usually done in the office under local anesthetic and takes about 30 to 45 minutes. On the back, stitches typically stay in 10 to 14 days because the skin is under more tension, and you'll want to avoid heavy lifting or stretching that shoulder for a couple of weeks so the scar doesn't widen."),
 ("2033-04-29", "Stitches came out today, 9 of them. Scar is about 3 cm. Dr. Solberg says the margins were clear and I just need full-body skin checks every 6 months for a while.",
  "Clear margins is exactly what you want to hear. Once the wound is fully closed, silicone gel or sheets used for 8 to 12 weeks can help flatten the scar, and SPF 30 or higher on it keeps it from darkening. Scars keep maturing for 12 to 18 months, so it'll fade more. Between visits, a monthly self-check with a mirror or photos helps you spot changes."),
], [
 ("Where was the mole I had removed?", [0], "single-hop"),
 ("What did my mole biopsy show?", [1], "single-hop"),
 ("How often am I supposed to get skin checks now?", [2], "single-hop"),
 ("How many stitches did I have after the excision?", [2], "single-hop"),
 ("How many days were the stitches in after my excision?", [1, 2], "temporal"),
 ("Which dermatologist did my biopsy, and what margins did she use when she cut the mole out?", [0, 1], "multi-session"),
 ("How much did the excision cost me after insurance?", [], "abstain"),
 ("Which pathology lab read my biopsy?", [], "abstain"),
 ("When is my next skin check booked?", [], "abstain"),
 ("What SPF did my dermatologist tell me to put on the scar?", [], "abstain"),
]),
("t39-en-04", [
 ("2033-05-10", "We're finally trying to unload our timeshare: one floating week a year at Pinecrest Lodge in the Poconos that my in-laws handed down to us. Maintenance fees are $1,340 a year and we haven't used it since 2030. Listed it with a resale broker, Keystone Vacation Resales, asking $3,500, on their $299-a-year listing plan.",
  "Selling makes sense if you're paying $1,340 a year for something you don't use. Be realistic about price: many resale weeks sell for a small fraction of the original cost, and some sit listed at $1 just to shed the fees. Watch out for any company asking big upfront 'appraisal' or 'closing' fees before a buyer exists; that's the classic timeshare resale scam. Also ask Pinecrest directly whether they run a deed-back or exit program, since some resorts take weeks back for a transfer fee of a few hundred dollars."),
 ("2033-07-22", "No bites on the timeshare in over two months, so Keystone dropped the asking price to $1,200, and we switched to their commission-only plan, 10% at closing, so no more annual listing fee. The broker, Marcy, also told us that if it hasn't sold by the end of October, Pinecrest will take it back through their deed-back program for a $750 transfer fee.",
  "That's a reasonable backstop. Get the deed-back terms from Pinecrest in writing, including whether you'd owe the 2034 maintenance bill if the transfer closes after it's issued; many resorts bill in December. Stay current on fees in the meantime, since most deed-back programs require the account to be paid in full."),
], [
 ("What's our timeshare listed for right now?", [1], "update", [0]),
 ("What kind of listing arrangement are we on with the resale broker?", [1], "update", [0]),
 ("How much are the yearly maintenance fees on the timeshare?", [0], "single-hop"),
 ("Who is our contact at the resale company?", [1], "single-hop"),
 ("What happens if the timeshare still hasn't sold by the end of October?", [1], "single-hop"),
 ("How long had the timeshare been on the market when we cut the price?", [0, 1], "temporal"),
 ("Which resort is our timeshare at, and how much would they charge to take it back?", [0, 1], "multi-session"),
 ("How much did my in-laws originally pay for the timeshare?", [], "abstain"),
 ("What unit number is our week at Pinecrest Lodge?", [], "abstain"),
 ("What will the 2034 maintenance bill on the timeshare be?", [], "abstain"),
]),
("t39-en-05", [
 ("2033-06-06", "I've started hosting a monthly poker night in my garage, first Friday of every month, and the first one was this past Friday. Six regulars, $20 buy-in Texas hold'em, and my buddy Reggie keeps bringing his terrible chili. I bought a 500-chip clay set for $95.",
  "Sounds like a great tradition. For six players at $20 each, a simple setup is giving everyone 50 chips split across 5, 25 and 100 denominations, with blinds starting at 5/10 and doubling every 20 minutes so the game wraps up in about three hours. A folding 10-player table with a felt top runs around $120 if the garage workbench gets cramped, and a cheap automatic shuffler saves a lot of time."),
], [
 ("How often do I host poker?", [0], "single-hop"),
 ("What's the buy-in at my poker games?", [0], "single-hop"),
 ("Who's the guy who brings chili to poker night?", [0], "single-hop"),
 ("When did I tell you I'd started hosting poker?", [0], "temporal"),
 ("How much did I pay for my poker table?", [], "abstain"),
 ("Who won last month's poker night?", [], "abstain"),
 ("What blinds do we start at in my game?", [], "abstain"),
 ("What's Reggie's last name?", [], "abstain"),
 ("How many chips does each player start with at my poker night?", [], "abstain"),
 ("Do we ever switch to Omaha at my games?", [], "abstain"),
]),
]

# ---- English 06-10 ----
CASES += [
("t39-en-06", [
 ("2033-04-19", "Took my first flamenco class tonight at Casa Soleá studio on Division Street with a teacher named Paloma Ruiz. Beginner sevillanas, Tuesdays 7 to 8:30, $180 for a 10-week session. I need proper shoes with nails in the heels, my sneakers were hopeless.",
  "Welcome to flamenco! Sevillanas are a great place to start because each of the four coplas repeats a clear structure. For shoes, beginner flamenco shoes with nailed heels and toes usually run $90 to $160; brands like Gallardo, Begoña Cervera and Menkes are common, and a 5 cm heel is the usual starter height. A practice skirt with a wide hem helps you learn the skirt work, and it's worth warming up your calves and ankles for 10 minutes before class."),
], [
 ("What night do I have flamenco?", [0], "single-hop"),
 ("Who teaches my flamenco class?", [0], "single-hop"),
 ("What did the flamenco session cost me?", [0], "single-hop"),
 ("When was my very first flamenco lesson?", [0], "temporal"),
 ("Which brand of flamenco shoes did I end up buying?", [], "abstain"),
 ("What shoe size do I wear for flamenco?", [], "abstain"),
 ("How much was my flamenco practice skirt?", [], "abstain"),
 ("Who did I go to my first flamenco class with?", [], "abstain"),
 ("What street is my apartment on?", [], "abstain"),
 ("How many people are in my flamenco class?", [], "abstain"),
]),
("t39-en-07", [
 ("2033-07-02", "At 47 I've decided to learn to ride a unicycle. Blame my son Tobias, who picked it up at circus camp. Bought a 20-inch Torker for $135, and I'm practicing by holding onto the fence in the alley behind our house. Current record: 4 seconds unassisted.",
  "Love this. Most adults need around 10 to 15 hours of practice before they can ride across a parking lot, so 4 seconds early on is right on track. Set the seat so your leg is almost straight at the bottom of the pedal stroke, keep your weight in the saddle rather than on the pedals, and look ahead rather than down. Wrist guards and knee pads are worth it; falls are usually forward or backward off the pedals. Once you're comfortable, many riders move up to a 24-inch for longer distances."),
], [
 ("What size unicycle did I get?", [0], "single-hop"),
 ("Who talked me into trying unicycling?", [0], "single-hop"),
 ("What's my longest time riding the unicycle without holding on?", [0], "single-hop"),
 ("When did I start trying to learn the unicycle?", [0], "temporal"),
 ("Which circus camp did my son go to?", [], "abstain"),
 ("Did I buy wrist guards for unicycling?", [], "abstain"),
 ("How many hours have I put into unicycle practice so far?", [], "abstain"),
 ("How old is my son?", [], "abstain"),
 ("Which shop sold me the unicycle?", [], "abstain"),
 ("How much are the unicycle lessons I signed up for?", [], "abstain"),
]),
("t39-en-08", [
 ("2033-03-09", "Got hooked on padel. Joined the Thursday night mixed league at Rally Padel Club in Scottsdale, and my partner is a coworker named Bianca. League fee was $160 for 8 weeks and I bought a Bullpadel racket for $139.",
  "Padel is addictive! A few beginner tips: let the ball come off the back glass rather than rushing it, keep the serve underhand and below the waist after one bounce, and stay side by side with your partner rather than one up, one back. Round-shaped rackets have a bigger sweet spot, so they're friendlier while you learn. The court is 20 by 10 meters, so lobs are a big part of the game."),
 ("2033-05-04", "League's over! Bianca and I finished 3rd out of 10 teams. We won a $50 pro shop credit, which I used on a 3-pack of Head Padel Pro balls and an overgrip. Signing up for the summer league too.",
  "Third out of ten in your first league is excellent. Padel balls lose pressure fairly fast, so plenty of players rotate in a fresh can every 3 or 4 sessions. For summer in Scottsdale, try to get evening slots and bring at least a liter of water per hour of play."),
], [
 ("Who's my padel partner?", [0], "single-hop"),
 ("Which club do I play padel at?", [0], "single-hop"),
 ("Where did we finish in the padel league?", [1], "single-hop"),
 ("When did my first padel league wrap up?", [1], "temporal"),
 ("What did Bianca and I win, and what night of the week did we play?", [0, 1], "multi-session"),
 ("What brand is my racket, and what brand of balls did I buy with the prize?", [0, 1], "multi-session"),
 ("What's Bianca's padel rating?", [], "abstain"),
 ("How much is the summer padel league?", [], "abstain"),
 ("Which team beat us in the padel league?", [], "abstain"),
 ("What does it cost to rent a court at Rally Padel?", [], "abstain"),
]),
("t39-en-09", [
 ("2033-05-17", "My daughter Rosalind passed her karate grading this afternoon, she's now an orange belt! She's 8 and trains at Kaizen Shotokan in Plano on Mondays and Thursdays with Sensei Hartley. The grading fee was $45.",
  "Congratulations to Rosalind! Belt orders vary between Shotokan clubs, but a common sequence is white, yellow, orange, green, blue, purple, brown and then black. Kids usually grade every 3 to 4 months at the colored-belt stage. Practicing her kata for 10 minutes at home a few times a week is one of the best ways to prepare for the next one."),
], [
 ("What belt did my daughter just get?", [0], "single-hop"),
 ("What days does Rosalind have karate?", [0], "single-hop"),
 ("Who's Rosalind's karate teacher?", [0], "single-hop"),
 ("When did Rosalind pass her karate grading?", [0], "temporal"),
 ("When is Rosalind's next grading?", [], "abstain"),
 ("How much are Rosalind's monthly karate fees?", [], "abstain"),
 ("Which belt comes after orange at Rosalind's dojo?", [], "abstain"),
 ("Has Rosalind entered any karate tournaments?", [], "abstain"),
 ("How long has Rosalind been doing karate?", [], "abstain"),
 ("What elementary school does Rosalind go to?", [], "abstain"),
]),
("t39-en-10", [
 ("2033-03-30", "Getting our attic insulation upgraded before summer. Our 1962 ranch in Boise only has about R-11 up there. Comfort Shield Insulation quoted $3,200 to air-seal and blow in cellulose to R-49, and they can start April 28. Idaho Power has a rebate of $0.60 per square foot, and our attic is 1,400 sq ft.",
  "R-49 is the usual recommendation for the Boise climate, so that's a good target. With 1,400 square feet at $0.60, your rebate would come to $840, which brings the net cost down nicely. Ask them to install baffles at the eaves so the cellulose doesn't block soffit vents, and expect blown cellulose to settle around 15 to 20 percent, which good installers account for. Have them check for old wiring or bath fans venting into the attic before they blow anything in."),
 ("2033-04-25", "Comfort Shield came back after the inspection: they found old knob-and-tube wiring in part of the attic, so they need an electrician to decommission it first. New total is $4,650 including the electrical work, and the install got moved to May 20.",
  "Good that they caught it; you shouldn't bury live knob-and-tube in insulation, since it relies on open air to shed heat. Make sure the electrician pulls a permit and that you get a sign-off for your records, because home insurers and future buyers often ask about knob-and-tube."),
 ("2033-05-21", "Insulation's done! The crew finished yesterday in about 6 hours. The upstairs bedroom was 84°F last night, versus 91°F the same time last week. Submitted the rebate form online.",
  "A seven-degree drop is a great result. Keep the attic hatch weatherstripped and insulated too, since an uninsulated hatch can leak a surprising amount. Rebates typically take 6 to 8 weeks to arrive, so keep your invoice and the R-value certificate handy."),
], [
 ("What's the total bill for my attic insulation job?", [1], "update", [0]),
 ("What date did the insulation install get scheduled for?", [1], "update", [0]),
 ("What R-value is my attic insulated to now?", [0], "single-hop"),
 ("Why did the insulation job need an electrician?", [1], "single-hop"),
 ("How big is my attic?", [0], "single-hop"),
 ("On which day did the crew actually finish the insulation?", [2], "temporal"),
 ("What's the rebate rate per square foot, and have I applied for it yet?", [0, 2], "multi-session"),
 ("What was the electrician's name who took out the knob-and-tube?", [], "abstain"),
 ("Has my Idaho Power rebate check arrived?", [], "abstain"),
 ("How much was the electrical part of the job by itself?", [], "abstain"),
]),
]

# ---- English 11-15 ----
CASES += [
("t39-en-11", [
 ("2033-08-05", "We've got mice. Found droppings in the drawer under the oven yesterday and something chewed into a bag of basmati rice. I set 6 snap traps baited with peanut butter along the kitchen baseboards last night and caught two already.",
  "Sorry, that's a gross discovery. Mice can squeeze through a gap about the size of a dime, roughly 6 mm, so check behind the stove and dishwasher and under the sink where pipes enter, and pack gaps with steel wool plus caulk. Move dry goods like rice and flour into hard plastic or glass containers. A female can have 5 to 10 litters a year, so keep trapping for a couple of weeks after the last catch. If they keep coming, professional exclusion services usually run $300 to $600."),
], [
 ("Where did I find the mouse droppings?", [0], "single-hop"),
 ("What did I bait the mousetraps with?", [0], "single-hop"),
 ("How many mice had I caught when I told you about them?", [0], "single-hop"),
 ("When did I first notice signs of mice?", [0], "temporal"),
 ("Which pest control company did I call?", [], "abstain"),
 ("How much did I pay the exterminator?", [], "abstain"),
 ("Where are the mice getting into my house?", [], "abstain"),
 ("Does my cat help with the mice?", [], "abstain"),
 ("What brand of mousetraps did I buy?", [], "abstain"),
 ("How many traps did I put in the garage?", [], "abstain"),
]),
("t39-en-12", [
 ("2033-04-12", "My daughter Marisol committed to Oregon State! She's starting in the fall as a forestry major, and her assigned move-in day at West Hall is September 20. Tuition plus housing comes out to about $31,400 for the year after her scholarship.",
  "Congratulations to Marisol! For a dorm, the usual essentials are twin XL sheets, a mattress topper, a shower caddy, a small fan and a power strip with surge protection. Summer orientation sessions usually fill up, so it's worth registering early. Corvallis hotels book out months ahead for move-in weekend, so reserve a room soon, and look at whether the school's tuition payment plan lets you spread that cost over 4 or 5 installments."),
 ("2033-06-18", "Marisol's housing changed: she got a spot in the forestry living-learning community, so she's in Finley Hall now instead of West, and move-in for that community is earlier, September 17.",
  "Living-learning communities are great for first-years; students in them tend to form study groups faster and often share a few classes. Check whether Finley allows lofted beds or has a different room size from West Hall before you buy storage bins, and reach out to her roommate once assignments post to split up the fridge and microwave."),
 ("2033-08-02", "Booked our hotel in Corvallis for move-in weekend: the Hilltop Inn, two nights at $189 a night. My husband Luis is renting a cargo van to haul her stuff up from Sacramento.",
  "Good planning. Sacramento to Corvallis is about 7 to 8 hours of driving, so many families split it or leave very early. Load the van so the first things out are bedding and the fan, and bring a small tool kit, zip ties and a tape measure; dorm move-ins go much faster with a rolling cart if you can bring one."),
], [
 ("Which dorm is Marisol living in?", [1], "update", [0]),
 ("What's Marisol's move-in date?", [1], "update", [0]),
 ("What is Marisol studying?", [0], "single-hop"),
 ("What's Marisol's first year costing us after the scholarship?", [0], "single-hop"),
 ("Where are we staying for move-in weekend, and what's the nightly rate?", [2], "single-hop"),
 ("When did Marisol commit to her college?", [0], "temporal"),
 ("Which university is Marisol going to, and who's driving her stuff up there?", [0, 2], "multi-session"),
 ("What's Marisol's roommate's name?", [], "abstain"),
 ("How much is the cargo van rental costing us?", [], "abstain"),
 ("How big was Marisol's scholarship?", [], "abstain"),
]),
("t39-en-13", [
 ("2033-03-05", "Signed our new puppy Gusto, a 12-week-old Vizsla, up for pet insurance with PawGuard: accident and illness plan, $500 annual deductible, 80% reimbursement, $58 a month.",
  "Smart to insure him young, before anything can count as pre-existing. Most policies have a 14-day waiting period for illness and some have a 6-month wait for cruciate ligament injuries, which matters for an athletic breed like a Vizsla. Read the exam-fee and hereditary-condition sections carefully, since those are where plans differ most. Some owners also add a wellness rider for about $15 to $25 a month to cover vaccines."),
 ("2033-06-10", "Switched Gusto's insurance from PawGuard to Tailwise after PawGuard raised us to $71. Tailwise is 90% reimbursement with a $250 deductible for $64 a month, and they cover his exam fees, which PawGuard didn't.",
  "That sounds like a better deal overall. Just keep the records from his PawGuard months: when you switch, anything the vet noted in that period can be treated as pre-existing by the new insurer. Ask Tailwise whether they waive the waiting period for switchers with continuous coverage; a few companies do."),
], [
 ("Who insures Gusto now?", [1], "update", [0]),
 ("What's Gusto's insurance deductible?", [1], "update", [0]),
 ("What am I paying each month to insure Gusto?", [1], "update", [0]),
 ("What breed is Gusto?", [0], "single-hop"),
 ("Why did I change Gusto's insurance?", [1], "single-hop"),
 ("How old was Gusto when I first insured him?", [0], "single-hop"),
 ("How long was Gusto on his first insurance before I switched?", [0, 1], "temporal"),
 ("Has Tailwise paid any claims for Gusto yet?", [], "abstain"),
 ("What's Gusto's microchip number?", [], "abstain"),
 ("How long is the waiting period on Gusto's Tailwise policy?", [], "abstain"),
]),
("t39-en-14", [
 ("2033-05-26", "Got a subpoena to testify as a witness in a civil trial. Last October I saw a delivery van run the red light at Grand and 5th and hit a cyclist. Trial is in Multnomah County Circuit Court on July 15, and I have to be there at 9 am. The cyclist's attorney, Naomi Fairbanks, wants to go over my statement with me first.",
  "That can feel intimidating, but witnesses mostly just need to describe what they saw. Reread any statement you gave at the scene, don't guess at things like speeds or distances, and it's completely fine to say 'I don't remember.' Witnesses are often entitled to a small daily fee plus mileage, and it's worth showing the subpoena to your employer now, since many states protect you from being penalized for attending."),
 ("2033-07-08", "The trial got continued. The van company's insurer asked for more time, so now I'm due in court on September 23 instead. And I don't have to show up at 9 anymore, I'm on call and they'll text me that morning with a time. Ms. Fairbanks and I did the prep call last week, it went fine and took about 40 minutes.",
  "Continuances are really common in civil cases, often because one side needs more time with experts or records. Keep your phone on you that morning and plan for a flexible day, since on-call witnesses sometimes get called with only an hour or two of notice. Let your employer know about the new date too."),
], [
 ("When am I supposed to testify?", [1], "update", [0]),
 ("What time do I need to be at the courthouse on my court day?", [1], "update", [0]),
 ("What did I see that I'm testifying about?", [0], "single-hop"),
 ("What's the name of the lawyer I've been talking to about the case?", [0], "single-hop"),
 ("Which court is the trial in?", [0], "single-hop"),
 ("Why was the trial pushed back?", [1], "single-hop"),
 ("When did I get subpoenaed?", [0], "temporal"),
 ("How much will I be paid as a witness?", [], "abstain"),
 ("What's the name of the cyclist who got hit?", [], "abstain"),
 ("Which delivery company did the van belong to?", [], "abstain"),
]),
("t39-en-15", [
 ("2033-06-28", "Enrolled in my company's employee stock purchase plan at Veridian Health for the first time. I'm putting in 8% of each paycheck; the offering period runs six months starting July 1, and we get a 15% discount on the lower of the start or end price.",
  "That lookback feature is valuable, since you get the discount off whichever price is lower. The IRS caps ESPP purchases at $25,000 worth of stock per calendar year, measured at the offering-date price. For the favorable tax treatment, a qualifying disposition requires holding the shares 2 years from the offering date and 1 year from purchase; plenty of people sell right away instead to lock in the discount and avoid concentrating too much in their employer's stock."),
], [
 ("What percentage of my paycheck goes into the ESPP?", [0], "single-hop"),
 ("What discount does my company's stock purchase plan give?", [0], "single-hop"),
 ("How long is each ESPP offering period?", [0], "single-hop"),
 ("When did I sign up for the ESPP?", [0], "temporal"),
 ("How many shares did my first ESPP purchase get me?", [], "abstain"),
 ("What's Veridian's stock trading at these days?", [], "abstain"),
 ("What's my salary at Veridian?", [], "abstain"),
 ("What's the yearly cap on ESPP purchases?", [], "abstain"),
 ("How many RSUs do I have at Veridian?", [], "abstain"),
 ("Who's my financial advisor?", [], "abstain"),
]),
]

# ---- English 16-20 ----
CASES += [
("t39-en-16", [
 ("2033-06-03", "Booked flights to Accra for my cousin Kwabena's wedding on October 11. I fly out of Newark on October 6 on a United direct. I need a yellow fever vaccine for Ghana, so I have an appointment at Globetrotter Travel Clinic in Hoboken on June 24.",
  "Exciting! Ghana requires proof of yellow fever vaccination at entry, recorded on the yellow International Certificate of Vaccination, and it becomes valid 10 days after the shot, so June is plenty of time. Travel clinics commonly also recommend typhoid and hepatitis A for Ghana, plus malaria prevention such as atovaquone-proguanil, doxycycline or mefloquine. Check the visa requirements early too; processing can take several weeks."),
 ("2033-06-24", "Got my yellow fever shot today, $210, and the nurse also gave me the typhoid shot ($95). She prescribed doxycycline for malaria, to start 2 days before I fly. I have my yellow card, and my Ghana e-visa application is submitted.",
  "You're in good shape. With doxycycline, the usual regimen is one tablet daily starting 1 to 2 days before arrival and continuing for 4 weeks after you leave the malaria area. Take it with a full glass of water and food, don't lie down for 30 minutes afterward, and use sunscreen, since it makes skin more sun-sensitive. Keep the yellow card with your passport so it's on hand at immigration."),
], [
 ("Whose wedding am I going to in Ghana?", [0], "single-hop"),
 ("What day do I fly to Accra?", [0], "single-hop"),
 ("What malaria pill am I taking for the Ghana trip?", [1], "single-hop"),
 ("When did I get my yellow fever vaccine?", [1], "temporal"),
 ("What date should I start taking my malaria pills?", [0, 1], "multi-session"),
 ("Which clinic did I go to for travel shots, and which vaccines did I get there?", [0, 1], "multi-session"),
 ("Has my Ghana e-visa been approved?", [], "abstain"),
 ("Which hotel am I staying at in Accra?", [], "abstain"),
 ("When is my flight home from Ghana?", [], "abstain"),
 ("How much did my plane ticket to Accra cost?", [], "abstain"),
]),
("t39-en-17", [
 ("2033-03-16", "My doctor, Dr. Amaechi, thinks the burning in my chest after dinner is acid reflux. She put me on omeprazole 20 mg once a day, 30 minutes before breakfast, for 8 weeks, and told me to stop eating within 3 hours of bed.",
  "That's the standard first step. A few lifestyle changes help a lot: raise the head of your bed 6 to 8 inches with blocks or a wedge, and notice common triggers like coffee, alcohol, chocolate, peppermint, tomato sauce and big fatty meals. If the burning breaks through at night, some doctors add an H2 blocker like famotidine. Persistent symptoms sometimes prompt a test for H. pylori or a scope."),
 ("2033-04-20", "Reflux is still bad at night, so Dr. Amaechi doubled my omeprazole to 40 mg and added famotidine 20 mg at bedtime. She's also sending me for an endoscopy on May 9 with a GI doctor named Dr. Hollis.",
  "An upper endoscopy is usually quick, about 15 to 20 minutes under sedation. You'll typically fast for 6 to 8 hours beforehand and need someone to drive you home. Ask whether you should pause the omeprazole before the scope; some GI doctors prefer you stop it a couple of weeks ahead so they can see the lining more clearly."),
 ("2033-05-30", "Endoscopy showed mild esophagitis and a small hiatal hernia, nothing scary. I feel way better now, so Dr. Amaechi is tapering me back down to omeprazole 20 mg a day and I've stopped the famotidine.",
  "Glad it was reassuring. Small hiatal hernias are very common and usually managed the same way as reflux. When tapering a PPI, some people get a week or two of rebound acid, so don't be alarmed if symptoms flare briefly. Keeping dinner early and portions moderate will help you stay on the lower dose."),
], [
 ("What dose of omeprazole am I taking now?", [2], "update", [1]),
 ("Am I still on famotidine at night?", [2], "update", [1]),
 ("Who did my endoscopy?", [1], "single-hop"),
 ("What did the endoscopy find?", [2], "single-hop"),
 ("How long before bed did Dr. Amaechi tell me to stop eating?", [0], "single-hop"),
 ("When was my endoscopy?", [1], "temporal"),
 ("What's the highest omeprazole dose I've been on, and why did my doctor bring it back down?", [1, 2], "multi-session"),
 ("What brand of omeprazole am I using?", [], "abstain"),
 ("Did Dr. Amaechi test me for H. pylori?", [], "abstain"),
 ("How much did my endoscopy cost?", [], "abstain"),
]),
("t39-en-18", [
 ("2033-07-14", "At 36 I finally got assessed for ADHD. Dr. Priyanka Velasco, a psychiatrist in Austin, diagnosed me with the combined type today. We're starting Vyvanse 20 mg in the mornings, and I'll check back with her in 4 weeks.",
  "That can be such a relief after years of wondering. Doctors often adjust Vyvanse in 10 mg steps, with many adults landing somewhere between 30 and 70 mg. Take it early in the day to protect your sleep, eat breakfast even if your appetite dips, and keep short notes on focus, mood and side effects to bring to the follow-up. Many people also find ADHD coaching or skills-based therapy helpful alongside medication."),
], [
 ("What was I diagnosed with by my psychiatrist?", [0], "single-hop"),
 ("What medication and dose did I start?", [0], "single-hop"),
 ("Who diagnosed my ADHD?", [0], "single-hop"),
 ("Roughly when was my follow-up with the psychiatrist due?", [0], "temporal"),
 ("What did my Vyvanse prescription cost?", [], "abstain"),
 ("What dose am I supposed to move up to next?", [], "abstain"),
 ("Did my psychiatrist refer me to an ADHD coach?", [], "abstain"),
 ("What's my therapist's name?", [], "abstain"),
 ("Which pharmacy fills my Vyvanse?", [], "abstain"),
 ("Was I evaluated for ADHD as a kid?", [], "abstain"),
]),
("t39-en-19", [
 ("2033-03-25", "My neighbor Darlene dragged me to line dancing at the Cottonwood Grange hall on Tuesday night and I loved it. It's every Tuesday, $8 at the door, and by the end I'd learned the Cupid Shuffle and half of Copperhead Road.",
  "That's a fun way to spend a weeknight! Other beginner staples you'll probably meet soon are the Electric Slide, the Tush Push and the Watermelon Crawl. Shoes with smooth leather or suede soles make the turns much easier than sneakers, and most dances are 4-wall, so once you know the pattern you just repeat it facing each direction."),
], [
 ("Who got me into line dancing?", [0], "single-hop"),
 ("What does line dancing cost at the door?", [0], "single-hop"),
 ("Which dances did I pick up on my first night?", [0], "single-hop"),
 ("How long ago did I go line dancing for the first time?", [0], "temporal"),
 ("Did I buy cowboy boots for line dancing?", [], "abstain"),
 ("What's the line dance instructor's name?", [], "abstain"),
 ("Have I learned the Electric Slide yet?", [], "abstain"),
 ("What's Darlene's last name?", [], "abstain"),
 ("How many people usually show up to line dancing?", [], "abstain"),
 ("What time does line dancing start?", [], "abstain"),
]),
("t39-en-20", [
 ("2033-08-12", "Planning a Morocco trip with my partner Sunil for late November: 4 nights at Riad Dar Zitoune in the Marrakech medina, then a 2-night desert camp near Merzouga. Our Royal Air Maroc flights from JFK to Casablanca were $1,148 each.",
  "That's a great itinerary. Marrakech to Merzouga is about 9 to 10 hours by road, so many travelers break it up with a night in the Dades Valley or near Todra Gorge. The train from Casablanca to Marrakech takes about 2 hours 40 minutes. In November, expect about 20°C during the day in Marrakech but near freezing at night in the desert, so pack a warm layer. Carry some dirhams in small notes for tips and souks."),
], [
 ("Who am I going to Morocco with?", [0], "single-hop"),
 ("Where are we staying in Marrakech?", [0], "single-hop"),
 ("What did our flights to Morocco cost?", [0], "single-hop"),
 ("When are we going to Morocco?", [0], "temporal"),
 ("What date do we fly back from Morocco?", [], "abstain"),
 ("How are we getting from Marrakech out to Merzouga?", [], "abstain"),
 ("How much is our desert camp?", [], "abstain"),
 ("Did we book a cooking class in Marrakech?", [], "abstain"),
 ("What's the name of our desert camp?", [], "abstain"),
 ("How long is our train ride from Casablanca?", [], "abstain"),
]),
]

# ---- 中文 01-05 ----
CASES += [
("t39-zh-01", [
 ("2033-03-07", "我家儿子小核桃七个月了，晚上还要醒四五次，我快崩溃了。跟老公商量好从这周六开始做睡眠训练，用的是“渐进式等待法”：第一晚先等三分钟再进去安抚，然后五分钟、十分钟。",
  "七个月左右开始睡眠训练是比较常见的时机，这个月龄的宝宝大多已经具备连续睡六到八小时的能力。建议先固定一套睡前程序，比如洗澡、抚触、喂奶、讲故事，控制在二十到三十分钟，每天顺序一样。房间温度保持在20到22℃，光线尽量暗。渐进式等待法头三晚哭得最厉害，夫妻俩要提前说好标准，别一个坚持一个心软。如果哭闹太激烈，也可以考虑更温和的“椅子法”。"),
 ("2033-03-20", "渐进式等待法试了一个多星期，小核桃每次都越哭越凶，我跟老公都心软了。现在改成“椅子法”了：我坐在小床边的椅子上陪着，每三晚把椅子往门口挪一点。",
  "换成椅子法挺合理的，它的好处是宝宝一直能看到你，焦虑会少一些，缺点是周期长一点，一般要两到三周。陪坐的时候尽量少说话、少对视，宝宝哭了可以轻声安抚，但别抱起来。挪椅子的节奏可以根据他的反应调整，某一步哭得厉害就多停几晚。"),
 ("2033-04-15", "好消息！小核桃现在基本能从晚上八点睡到早上五点半，中间只醒一次喝奶。椅子已经挪到门外了。",
  "太棒了，这说明睡眠训练已经见效了。八九个月时有些宝宝会因为长牙、学爬或者分离焦虑出现短暂的“睡眠倒退”，如果又开始夜醒，先别慌，坚持原来的程序一两周通常就能恢复。夜里那一次奶以后可以慢慢减量，一般一岁前后很多宝宝就能断掉夜奶。"),
], [
 ("我现在给小核桃用的是哪种睡眠训练的方法？", [1], "update", [0]),
 ("小核桃现在一晚上一般醒几次？", [2], "update", [0]),
 ("我们是从星期几开始给小核桃做睡眠训练的？", [0], "single-hop"),
 ("渐进式等待法头一晚我们打算隔几分钟进去？", [0], "single-hop"),
 ("小核桃现在晚上大概几点睡着、几点醒？", [2], "single-hop"),
 ("从开始做睡眠训练到小核桃能一觉睡到早上，前后大概用了多长时间？", [0, 2], "temporal"),
 ("用椅子法的时候我多久挪一次椅子，现在挪到哪儿了？", [1, 2], "multi-session"),
 ("小核桃的儿科医生叫什么？", [], "abstain"),
 ("我们把小核桃房间的温度设在多少度？", [], "abstain"),
 ("小核桃睡觉用的是什么牌子的睡袋？", [], "abstain"),
]),
("t39-zh-02", [
 ("2033-03-11", "我爷爷前年走的，一直没立碑。今年家里决定清明前给他立上，在老家安徽歙县的公墓，找的是县城的“石缘碑刻”，黑金沙的碑，报价八千六，定在4月2号上午立碑。",
  "清明前立碑是很多地方的习惯。立碑前要把碑文再仔细核对一遍，尤其是立碑人的名字、排序和生卒年月，刻上去就不好改了。黑金沙是一种进口花岗岩，质地硬、耐风化。另外准备好供品、香烛，放鞭炮前先问问公墓的规定，现在不少公墓禁燃。刻字一般按字收费，常见是一个字三到五块。"),
 ("2033-03-28", "碑刻厂那边说碑文里我堂弟的名字刻错了，要重新刻，来不及了，立碑改到4月23号。重刻的钱他们认了，但那天要用小吊车，吊车费得我们自己出，总价变成九千一。我二叔说23号正好是周六，家里人能回来得更齐。",
  "名字刻错确实得重刻，好在是在立碑前发现的。改到周六大家请假也方便。吊车费最好让他们提前写进单据里，避免当天再加价。重刻后的碑到了也建议现场再核对一次文字再吊装。"),
], [
 ("给爷爷立碑最后定在哪一天？", [1], "update", [0]),
 ("给爷爷立碑一共要花多少钱？", [1], "update", [0]),
 ("爷爷的碑是找哪家做的？", [0], "single-hop"),
 ("爷爷的碑用的是什么石头？", [0], "single-hop"),
 ("爷爷的墓在什么地方？", [0], "single-hop"),
 ("立碑为什么推迟了？", [1], "single-hop"),
 ("我是哪天跟你说立碑要改期的？", [1], "temporal"),
 ("爷爷的碑文一共刻了多少个字？", [], "abstain"),
 ("立碑那天请的先生姓什么？", [], "abstain"),
 ("我堂弟叫什么名字？", [], "abstain"),
]),
("t39-zh-03", [
 ("2033-05-08", "女儿米粒六岁半，下门牙还没掉，后面已经冒出一颗新牙了，成了“双排牙”。今天带她去了市口腔医院儿童口腔科，医生说得把那颗乳牙拔掉，当场就拔了，挂号加拔牙一共一百二十块。",
  "双排牙在换牙期很常见，及时拔掉滞留的乳牙，后面的恒牙一般会在三到六个月内靠舌头的推力慢慢移到正常位置。拔完牙咬棉球三四十分钟，两小时内别吃东西，当天别用那一侧嚼硬的，也别让孩子老用舌头舔伤口。接下来上门牙一般在七到八岁开始换，可以留意一下有没有同样的情况。"),
], [
 ("米粒是哪颗牙长成了双排牙？", [0], "single-hop"),
 ("给米粒拔牙总共花了多少钱？", [0], "single-hop"),
 ("米粒现在多大了？", [0], "single-hop"),
 ("米粒是哪天拔的牙？", [0], "temporal"),
 ("给米粒拔牙的医生姓什么？", [], "abstain"),
 ("米粒拔牙的时候打麻药了没有？", [], "abstain"),
 ("米粒的上门牙是什么时候掉的？", [], "abstain"),
 ("米粒做过窝沟封闭吗？", [], "abstain"),
 ("医生让米粒拔完牙咬多久棉球？", [], "abstain"),
 ("米粒在哪所小学上学？", [], "abstain"),
]),
("t39-zh-04", [
 ("2033-05-15", "七月中想跟闺蜜阿雅去越南岘港玩五天，7月12号从广州白云机场出发，机票含税一千六百八一个人，酒店看中了美溪海滩边上一家叫“海风”的，一晚四百二。",
  "七月的岘港很热，白天三十五度上下，防晒一定要带足。会安古镇离岘港大概三十公里，打车四十分钟左右，晚上去看灯笼最漂亮。巴拿山的门票大约九十万越南盾，建议一早去避开人流。越南电子签证网上申请，一般三个工作日出签，费用二十五美元。"),
 ("2033-06-09", "越南的行程改了，阿雅说岘港她前年去过了，我们改去富国岛。还是7月12号走，不过改成从深圳宝安直飞，机票一千九百五一个人。酒店也换成了长滩那边的一家度假村，一晚六百。",
  "富国岛比较适合躺平度假，长滩看日落很有名。岛上交通主要靠打车或租电动车，去南部的珍珠岛可以坐跨海缆车。七月是当地雨季，午后经常有阵雨，出海浮潜的行程最好安排在上午。富国岛对中国游客有单独的免签政策，不过出发前还是以最新规定为准。"),
], [
 ("我跟阿雅这趟去越南的哪里？", [1], "update", [0]),
 ("去越南从哪个机场出发？", [1], "update", [0]),
 ("越南的机票现在多少钱一张？", [1], "update", [0]),
 ("我是跟谁一起去越南？", [0], "single-hop"),
 ("去越南是哪天走？", [0], "single-hop"),
 ("为什么不去岘港了？", [1], "single-hop"),
 ("我是什么时候决定换目的地的？", [1], "temporal"),
 ("越南电子签证我花了多少钱？", [], "abstain"),
 ("阿雅大名叫什么？", [], "abstain"),
 ("我们在富国岛订了出海浮潜吗？", [], "abstain"),
]),
("t39-zh-05", [
 ("2033-06-21", "最近迷上了做微缩娃娃屋，入了一套“木言”的森林咖啡馆DIY小屋，一百六十八块，1:24的比例。光是拼吧台上那些小杯子就花了一个晚上，打算做完放在书架上当小夜灯。",
  "微缩娃娃屋很治愈，也很磨耐心。建议备一把弯头镊子和一瓶干得快的白乳胶，小零件先用牙签蘸胶，比直接挤好控制。做完后最好配个亚克力防尘罩，三十块左右，不然灰落进去很难清理。灯光部分通常用三节七号电池，记得装之前先测一下线路。"),
], [
 ("我买的那套娃娃屋是什么主题的？", [0], "single-hop"),
 ("那套娃娃屋花了多少钱？", [0], "single-hop"),
 ("我的娃娃屋是多大比例的？", [0], "single-hop"),
 ("我是什么时候开始做娃娃屋的？", [0], "temporal"),
 ("我的娃娃屋灯用的是几节电池？", [], "abstain"),
 ("我给娃娃屋配的防尘罩多少钱？", [], "abstain"),
 ("那个娃娃屋我一共做了几天才做完？", [], "abstain"),
 ("我还入了哪些别的娃娃屋套装？", [], "abstain"),
 ("我是在哪个平台上买的娃娃屋？", [], "abstain"),
 ("我的书架是什么颜色的？", [], "abstain"),
]),
]

# ---- 中文 06-10 ----
CASES += [
("t39-zh-06", [
 ("2033-03-18", "三十八岁报了个肚皮舞班，在长沙五一广场附近的“月光舞坊”，老师叫娜迪雅，每周四晚上七点半上课，一期十二节课九百六。昨晚上了第一节，就学了个胯部的八字绕，今天早上腰酸得差点起不来。",
  "恭喜开始新爱好！肚皮舞的基础动作主要有胯部八字、骨盆画圈、胸部平移和shimmy抖动，第一节课后腰腹酸是正常的，一般两三节课后就适应了。上课前花十分钟热身，重点活动腰椎和髋关节。很多人会买一条带硬币的腰巾，三四十块就有，跳起来有声音，更容易听出自己节奏对不对。"),
], [
 ("我的肚皮舞课是星期几上？", [0], "single-hop"),
 ("教我肚皮舞的老师叫什么？", [0], "single-hop"),
 ("肚皮舞一期课多少钱？", [0], "single-hop"),
 ("我第一节肚皮舞课是哪天上的？", [0], "temporal"),
 ("我买的硬币腰巾花了多少钱？", [], "abstain"),
 ("我是跟谁一起去学肚皮舞的？", [], "abstain"),
 ("肚皮舞班里一共有多少个学员？", [], "abstain"),
 ("肚皮舞班年底有汇报演出吗？", [], "abstain"),
 ("我学肚皮舞是为了减肥吗？", [], "abstain"),
 ("月光舞坊在那栋楼的几层？", [], "abstain"),
]),
("t39-zh-07", [
 ("2033-07-09", "公司组了个慢投垒球队，叫“闪电兔”，每周六早上在上海闵行体育公园训练。我被安排打二垒，今天练接地滚球的时候被球弹到下巴，青了一块。",
  "慢投垒球很适合公司团队，上手快又热闹。二垒手要负责二垒附近的地滚球和补位，接地滚球时重心放低，手套先贴地再往上收，身体正对来球，就算没接住也能用身体挡下来。下巴青了可以先冷敷，四十八小时后再热敷。刚开始练可以考虑戴个护面，三十到八十块不等。一场正式慢投比赛一般打七局。"),
], [
 ("我们公司的垒球队叫什么名字？", [0], "single-hop"),
 ("我在垒球队打哪个位置？", [0], "single-hop"),
 ("垒球队在什么地方训练？", [0], "single-hop"),
 ("我是哪天被垒球弹到下巴的？", [0], "temporal"),
 ("垒球队队长是谁？", [], "abstain"),
 ("我的垒球手套是什么牌子的？", [], "abstain"),
 ("我们垒球队下一场比赛对手是谁？", [], "abstain"),
 ("垒球队一共有多少人？", [], "abstain"),
 ("加入垒球队要交多少队费？", [], "abstain"),
 ("我们打的慢投垒球一场打几局？", [], "abstain"),
]),
("t39-zh-08", [
 ("2033-04-05", "合肥那套老房子准备重新刷墙，两室一厅，大概七十平。找了个刷墙师傅老彭，包工包料报价六千二，用多乐士的乳胶漆，墙面要先把旧腻子铲掉。",
  "老房子翻新墙面，铲掉旧腻子是对的，不然新漆容易起皮。标准做法一般是铲墙皮、刷一遍界面剂、批两遍腻子、打磨，再一底两面。七十平的两室一厅，工期通常七到十天。选漆时看一下VOC含量和是否有十环认证，刷完后至少通风一到两周再入住。"),
 ("2033-04-12", "老彭来量完又要加价，说墙面空鼓比他想的多，得七千五。我觉得他不太靠谱，换了一家叫“焕新墙”的翻新服务，总价六千八，还送两年质保，4月20号开工。",
  "空鼓多的话确实需要额外处理，不过临时大幅加价换人也可以理解。签合同时把空鼓处理的范围、用的漆的品牌型号、腻子遍数和质保条款都写清楚，验收时可以用小锤子敲一敲墙面听听有没有空响，开关插座周边和阴阳角是最容易出问题的地方。"),
 ("2033-05-03", "墙刷完了！客厅选的浅燕麦色，卧室刷的奶白色，焕新墙的师傅前后干了十一天。现在天天开窗通风，打算下周末再搬回去住。",
  "颜色搭配很温馨，浅燕麦色在自然光下会显得很柔和。通风期间可以放几盆绿植，再开着风扇加快空气流动，搬进去前有条件的话做一次甲醛检测更放心。保留好焕新墙的合同和付款记录，两年质保期内出现开裂、起皮都可以找他们返修。"),
], [
 ("最后是谁家给我刷的墙？", [1], "update", [0]),
 ("刷墙最后总价是多少？", [1], "update", [0]),
 ("我要刷墙的房子在哪个城市，有多大？", [0], "single-hop"),
 ("老彭为什么要加价？", [1], "single-hop"),
 ("客厅刷的是什么颜色？", [2], "single-hop"),
 ("刷墙是哪天开的工？", [1], "temporal"),
 ("焕新墙给了多久的质保，卧室最后刷了什么颜色？", [1, 2], "multi-session"),
 ("焕新墙用的是哪个牌子的漆？", [], "abstain"),
 ("刷墙之前做过甲醛检测吗？", [], "abstain"),
 ("卧室的墙一共刷了几遍面漆？", [], "abstain"),
]),
("t39-zh-09", [
 ("2033-07-26", "我家阳台外面空调外机架子底下结了个马蜂窝，差不多有拳头那么大。今天打了119，来了两个消防员，穿着防护服十几分钟就给摘了，没收钱。",
  "处理得很对，马蜂攻击性强，自己捅很危险。马蜂一般在七到九月最活跃，原来的位置还可能有蜂回来，可以在那里喷点驱虫剂或者挂个假蜂巢。如果以后被蜇了，先用肥皂水冲洗、冰敷，要是出现嘴唇肿、呼吸困难或者全身起疹子，要马上去医院。"),
], [
 ("马蜂窝是在我家哪里发现的？", [0], "single-hop"),
 ("那个马蜂窝大概多大？", [0], "single-hop"),
 ("消防员摘马蜂窝收了多少钱？", [0], "single-hop"),
 ("消防员是哪天来摘的马蜂窝？", [0], "temporal"),
 ("我被马蜂蜇过没有？", [], "abstain"),
 ("我家住在几楼？", [], "abstain"),
 ("来摘马蜂窝的消防员是哪个消防站的？", [], "abstain"),
 ("马蜂窝摘掉后我在那儿喷了什么药？", [], "abstain"),
 ("那个马蜂窝里大概有多少只马蜂？", [], "abstain"),
 ("我家空调是什么牌子的？", [], "abstain"),
]),
("t39-zh-10", [
 ("2033-05-29", "我闺蜜周小舟的女儿满月了，小名叫团子，今天正式认我当干妈！按她们温州老家的规矩，我包了个八千八的红包，还送了一对银手镯，在老凤祥买的，一千二百六。",
  "恭喜当干妈！认干亲各地习俗不太一样，温州一带常见的是送长命锁、银手镯和红包，寓意平安长大。以后逢年过节、孩子生日一般也要表示一下，百日和周岁通常是比较重要的场合。银饰要注意定期清洗，宝宝戴的手镯最好选无镀层、边缘圆滑的款式。"),
], [
 ("我是谁家孩子的干妈？", [0], "single-hop"),
 ("认干妈那天我包了多少钱的红包？", [0], "single-hop"),
 ("我送团子的银手镯是在哪买的，花了多少钱？", [0], "single-hop"),
 ("我是哪天正式当上团子干妈的？", [0], "temporal"),
 ("团子的爸爸叫什么？", [], "abstain"),
 ("团子出生的时候多重？", [], "abstain"),
 ("我给团子送长命锁了吗？", [], "abstain"),
 ("团子的百日宴定在哪天？", [], "abstain"),
 ("我跟周小舟认识多少年了？", [], "abstain"),
 ("团子的大名叫什么？", [], "abstain"),
]),
]

# ---- 中文 11-15 ----
CASES += [
("t39-zh-11", [
 ("2033-04-27", "我在淘宝上卖手工皂的店叫“皂角屋”，打算注册个商标。找了家代理公司“知衡知识产权”，报的第3类，代理费加官费一共一千二，他们说大概9到12个月能下证。",
  "网店做起来之后注册商标很有必要，能防止被别人抢注，也方便以后做品牌备案。流程大致是：提交申请、形式审查、实质审查、初审公告三个月的异议期，没问题就核准注册。官费一个类别十个商品以内网上申请是两百七十块。手工皂属于第3类，建议同时考虑第35类，覆盖网店销售服务。提交前最好先做一次近似查询。"),
 ("2033-05-19", "知衡那边查询了一下，说“皂角屋”跟别人已经注册的近似，驳回风险很高。我就换了一家代理“启明商标”，名字也改成了“皂角小筑”，这次第3类加第35类两个类别一起报，总共两千一。",
  "换名字重新报是明智的，近似商标被驳回的话，官费是不退的。“皂角小筑”加了后缀，显著性会强一些。提交之后可以在商标局官网用申请号查进度，一般一个多月能收到受理通知书。在拿到注册证之前，店铺里可以先用TM标，不能用R标。"),
], [
 ("我现在申请的商标叫什么名字？", [1], "update", [0]),
 ("现在是哪家代理在帮我办商标？", [1], "update", [0]),
 ("我的商标报了哪几个类别？", [1], "update", [0]),
 ("我的手工皂是在哪个平台卖的？", [0], "single-hop"),
 ("为什么要换商标代理公司？", [1], "single-hop"),
 ("第一家代理说商标大概多久能下证？", [0], "single-hop"),
 ("我是什么时候开始找代理注册商标的？", [0], "temporal"),
 ("我的商标申请号是多少？", [], "abstain"),
 ("我的商标已经过了初审公告了吗？", [], "abstain"),
 ("我的手工皂一块卖多少钱？", [], "abstain"),
]),
("t39-zh-12", [
 ("2033-06-14", "年中绩效我拿了个A，跟主管老宋谈了涨薪，他口头答应从7月起给我涨15%。我现在月薪一万八，涨完就是两万零七。",
  "恭喜拿A！口头答应的事建议请老宋发封邮件确认一下涨薪幅度和生效月份，免得后面HR流程走下来有出入。目前很多企业的常规调薪在3%到8%之间，15%算很不错了。涨薪之后个税的预扣也会跟着变，到手的增幅会比税前低一点。"),
 ("2033-07-05", "7月工资条出来了，只涨了10%，月薪变成一万九千八。老宋说HR那边卡了预算，剩下那5%换成年底一次性发一万块奖金。",
  "这种情况挺常见的，预算卡住时公司经常用一次性奖金来补差额。不过奖金是一次性的，不会计入以后调薪的基数，长期看比直接涨月薪少。可以跟老宋确认一下这一万块有没有绩效条件，发放时间是几月，最好也留个书面记录。"),
], [
 ("我现在月薪是多少？", [1], "update", [0]),
 ("这次涨薪最后涨了百分之几？", [1], "update", [0]),
 ("我主管叫什么？", [0], "single-hop"),
 ("为什么没有涨到当初说的15%？", [1], "single-hop"),
 ("年底那笔一次性奖金是多少？", [1], "single-hop"),
 ("跟涨薪前比，我现在每个月多拿多少？", [0, 1], "multi-session"),
 ("我是哪天看到工资条发现涨得比说好的少的？", [1], "temporal"),
 ("我们公司年终奖一般发几个月？", [], "abstain"),
 ("HR那边管薪酬的人叫什么？", [], "abstain"),
 ("老宋有没有发邮件书面确认涨薪？", [], "abstain"),
]),
("t39-zh-13", [
 ("2033-04-10", "右手食指侧面长了个寻常疣，黄豆那么大，今天去了省皮肤病医院，医生给做了液氮冷冻，说一般要冻两到三次，每次隔两周。挂号加治疗一共一百四十五。",
  "寻常疣是人乳头瘤病毒感染引起的，有一定传染性，平时别去抠，也别用剪刀剪，毛巾单独用。冷冻后一两天局部会起水疱甚至血疱，是正常反应，不要挤破，让它自己干瘪脱落。有些人也会配合外用咪喹莫特乳膏。"),
 ("2033-04-24", "今天去冻了第二次，医生说根部已经小了很多，这次花了九十。下次5月8号再去看看，说不定就不用再冻了。",
  "恢复得不错。两次冷冻之间可以每天用温水泡一泡手指，泡软后轻轻把表面翘起的死皮去掉，有助于下一次冷冻效果更好。疣有时会复发，完全消失后也最好观察两三个月。"),
], [
 ("我的疣长在哪里？", [0], "single-hop"),
 ("医生用什么方法给我治的疣？", [0], "single-hop"),
 ("第二次冷冻花了多少钱？", [1], "single-hop"),
 ("第一次和第二次冷冻之间隔了几天？", [0, 1], "temporal"),
 ("到现在为止治疣一共花了多少钱？", [0, 1], "multi-session"),
 ("医生说疣一般要冻几次，冻到第二次效果怎么样？", [0, 1], "multi-session"),
 ("给我冻疣的医生姓什么？", [], "abstain"),
 ("5月8号复诊时医生是怎么说的？", [], "abstain"),
 ("我有没有用过咪喹莫特？", [], "abstain"),
 ("我左手上也长疣了吗？", [], "abstain"),
]),
("t39-zh-14", [
 ("2033-03-03", "女儿豆芽两岁三个月了，婆婆回老家以后家里没人带，给她报了小区里的“小橡树托育”，全日托，一个月四千二，早上八点送、下午五点半接。",
  "两岁多入托挺合适的。刚入托一般有两到四周的适应期，头一周可以先只待半天，慢慢延长。备好三套换洗衣服、水杯、小被子，衣物都写上名字。选托育机构时可以看看有没有在卫健委备案，师幼比是不是在1比5以内。入托初期孩子容易反复感冒，这个阶段很常见。"),
 ("2033-05-12", "豆芽在小橡树老是生病，一个月请了两回假。我们把她转到我公司附近的“禾苗托育”了，改成半日托，早上八点半到中午十二点，一个月两千八，下午请了个阿姨把她接回家带。",
  "半日托对体质弱一些的孩子来说压力小，中午回家还能睡个安稳的午觉。换新机构也要重新适应，头几天哭闹是正常的。可以跟阿姨约定好接送时间和交接的内容，比如当天吃了多少、睡了没有，孩子的状态衔接起来会顺一些。"),
], [
 ("豆芽现在在哪家托育？", [1], "update", [0]),
 ("豆芽的托育费现在一个月多少？", [1], "update", [0]),
 ("豆芽现在托育是全天还是半天？", [1], "update", [0]),
 ("为什么给豆芽换了托育？", [1], "single-hop"),
 ("豆芽多大了？", [0], "single-hop"),
 ("现在下午是谁把豆芽接回家？", [1], "single-hop"),
 ("豆芽在第一家托育待了多久就转走了？", [0, 1], "temporal"),
 ("禾苗托育带豆芽的老师叫什么？", [], "abstain"),
 ("请来接豆芽的阿姨一个月多少钱？", [], "abstain"),
 ("豆芽在小橡树的时候班上有几个孩子？", [], "abstain"),
]),
("t39-zh-15", [
 ("2033-08-18", "左边屁股到大腿后面一直麻痛，今天去市中医院看了，医生说是梨状肌综合征压到了坐骨神经，给我开了一个疗程的针灸加推拿，一共十次，隔天一次，一次一百一十块。",
  "梨状肌综合征多跟久坐、跑步或者臀部肌肉紧张有关。平时可以做梨状肌拉伸：仰卧，把左脚踝搭在右膝上，双手抱右大腿往胸口拉，保持三十秒，重复三次。久坐的话每四十五分钟起来走动一下，钱包别放在后裤兜里坐。如果出现下肢无力或者大小便控制不了，要立刻去急诊。"),
], [
 ("我是哪一侧的腿麻痛？", [0], "single-hop"),
 ("医生说我是什么毛病？", [0], "single-hop"),
 ("针灸推拿一个疗程几次，一次多少钱？", [0], "single-hop"),
 ("我是哪天去中医院看的这个腿麻？", [0], "temporal"),
 ("给我扎针灸的医生叫什么？", [], "abstain"),
 ("我拍过腰椎的核磁共振吗？", [], "abstain"),
 ("医生给我开了什么口服药？", [], "abstain"),
 ("针灸推拿能走医保吗？", [], "abstain"),
 ("我的工作是不是要久坐？", [], "abstain"),
 ("梨状肌拉伸一次要保持多久？", [], "abstain"),
]),
]

# ---- 中文 16-20 ----
CASES += [
("t39-zh-16", [
 ("2033-03-24", "折腾了大半年的腹胀拉肚子，今天在省人民医院消化科确诊了肠易激综合征，腹泻型的。看我的是龚医生，开了匹维溴铵，一天三次、一次一片，还让我试试低FODMAP饮食。",
  "总算有个明确的诊断了。低FODMAP饮食一般分三个阶段：先严格限制二到六周，然后一样一样把食物加回来测试，最后形成适合自己的长期饮食。常见的高FODMAP食物有洋葱、大蒜、苹果、西瓜、牛奶、小麦制品和豆类；米饭、燕麦、香蕉、胡萝卜、菠菜一般比较安全。建议记个饮食日记，方便找出自己的触发食物。"),
 ("2033-05-06", "低FODMAP吃了六个礼拜，拉肚子从一天三四次降到一天一次了。现在开始一样一样加回来，测下来洋葱和牛奶是我的雷，大蒜反而还好。",
  "效果很明显，恭喜！重新引入阶段每种食物一般测三天，从小份量开始逐步加量，中间隔两三天的清洗期再测下一样。牛奶不耐受的话可以换成无乳糖牛奶或者硬质奶酪，洋葱可以用葱绿或者蒜油来增香。"),
], [
 ("我被确诊的是什么病？", [0], "single-hop"),
 ("医生给我开的是什么药，怎么吃？", [0], "single-hop"),
 ("我测出来哪些东西吃了会犯病？", [1], "single-hop"),
 ("我是哪天确诊肠易激的？", [0], "temporal"),
 ("医生建议的那个饮食法，我坚持下来效果怎么样？", [0, 1], "multi-session"),
 ("我是在哪家医院确诊的，后来测出来哪样东西其实可以吃？", [0, 1], "multi-session"),
 ("匹维溴铵多少钱一盒？", [], "abstain"),
 ("我做过肠镜吗？", [], "abstain"),
 ("燕麦我吃了会不会不舒服？", [], "abstain"),
 ("龚医生让我什么时候回去复诊？", [], "abstain"),
]),
("t39-zh-17", [
 ("2033-06-30", "这两天右眼前面老有黑色的小点和细丝飘来飘去。今天去了市第二人民医院眼科，医生散瞳查了眼底，说是玻璃体混浊，就是飞蚊症，跟我八百度的近视有关，视网膜没问题，让三个月后复查。散瞳后四五个小时看东西都糊，只能打车回家。",
  "视网膜没问题就放心了，高度近视的人出现飞蚊症很常见，大多数会慢慢适应，不太需要处理。不过要记住几个危险信号：黑影突然大量增多、眼前出现闪光、或者视野有一块像被帘子挡住，这时候要马上去急诊，排除视网膜裂孔或脱离。高度近视平时也尽量少做蹦极、跳水、拳击这类剧烈冲撞的运动。"),
], [
 ("我是哪只眼睛有飞蚊症？", [0], "single-hop"),
 ("我近视有多少度？", [0], "single-hop"),
 ("医生让我多久以后复查眼睛？", [0], "single-hop"),
 ("我是哪天去医院查的飞蚊症？", [0], "temporal"),
 ("给我看眼睛的医生叫什么？", [], "abstain"),
 ("我平时戴隐形眼镜还是框架眼镜？", [], "abstain"),
 ("医生给我开眼药水了吗？", [], "abstain"),
 ("那次查眼底花了多少钱？", [], "abstain"),
 ("我做过近视手术吗？", [], "abstain"),
 ("医生说眼前出现闪光该怎么办？", [], "abstain"),
]),
("t39-zh-18", [
 ("2033-04-14", "我妈今年五十一，最近半年老是潮热出汗、半夜睡不着，脾气也变大了。今天陪她去妇幼保健院的更年期门诊，医生查了性激素六项，建议先吃一段时间中成药坤泰胶囊，一个月后再复诊，看要不要用激素。",
  "陪妈妈去看门诊很贴心。更年期激素治疗一般在绝经十年内或者六十岁以前开始，获益比较大，医生会根据激素水平、乳腺和子宫的检查结果来评估。日常可以让阿姨每天补钙一千到一千二百毫克，配合维生素D，多晒太阳、规律快走，睡前少喝茶和咖啡。家里人多一点理解，情绪波动会好很多。"),
], [
 ("我妈今年多大？", [0], "single-hop"),
 ("医生给我妈开了什么药？", [0], "single-hop"),
 ("我妈最近主要是哪些不舒服？", [0], "single-hop"),
 ("我是什么时候陪我妈去看的更年期门诊？", [0], "temporal"),
 ("我妈的激素六项结果怎么样？", [], "abstain"),
 ("我妈现在开始用激素治疗了吗？", [], "abstain"),
 ("我妈每天补多少钙？", [], "abstain"),
 ("我妈住在哪个城市？", [], "abstain"),
 ("给我妈看病的医生叫什么？", [], "abstain"),
 ("坤泰胶囊多少钱一盒？", [], "abstain"),
]),
("t39-zh-19", [
 ("2033-07-03", "我生完二胎快两个月了，产后复查发现盆底肌力只有2级，咳嗽、打喷嚏会漏尿。医院康复科建议做电刺激加生物反馈，一个疗程十五次，一次二百八，一周两次。",
  "产后六个月内是盆底康复的黄金期，现在开始正合适。电刺激加生物反馈是比较常规的方案，能帮你找到正确发力的肌肉。在家也可以配合凯格尔运动：收缩盆底肌三到五秒，再放松同样时间，一组十次，一天三组，注意别憋气、别用腹部和臀部代偿。部分地区医保可以报销一部分，可以问问医院。"),
 ("2033-07-28", "盆底康复做了六次了，治疗师说我恢复得比预期好，疗程从十五次缩减到十次就够了。医院还有个套餐价，剩下四次打包一千块，比按次付便宜。",
  "恢复得快太好了，说明你家里的训练也做得到位。疗程结束后也别停掉凯格尔运动，保持每天练习，产后一年左右可以再复查一次肌力。跑跳、提重物这类增加腹压的运动，最好等医生评估后再慢慢恢复。"),
], [
 ("我的盆底康复疗程现在一共要做几次？", [1], "update", [0]),
 ("盆底康复剩下的那几次怎么收费？", [1], "update", [0]),
 ("产后复查时我的盆底肌力是几级？", [0], "single-hop"),
 ("我做的盆底康复是什么治疗？", [0], "single-hop"),
 ("到七月底我已经做了几次盆底康复？", [1], "single-hop"),
 ("我是什么时候跟你说产后盆底肌力不行的？", [0], "temporal"),
 ("整个盆底康复算下来一共要花多少钱？", [0, 1], "multi-session"),
 ("我的康复治疗师叫什么？", [], "abstain"),
 ("盆底康复能用医保报销吗？", [], "abstain"),
 ("我二胎生的是男孩还是女孩？", [], "abstain"),
]),
("t39-zh-20", [
 ("2033-03-15", "今天在个税App上做了2032年度的个税汇算，填了住房贷款利息和赡养老人两项专项附加扣除，系统算出来能退两千三百四十六块，已经提交申请了。",
  "年度汇算的办理时间是每年3月1日到6月30日，早点办退税也到得早。提交后税务机关审核，一般几个工作日到一个月左右到账，可以在App里“申报查询”看进度。另外子女教育每个孩子每月可以扣两千，独生子女赡养老人每月三千，如果有漏填的，在汇算期内还能更正。"),
 ("2033-04-02", "个税退税到账了，两千三百四十六一分不少，打到我的建设银行卡里。打算用这笔钱给我爸买个电子血压计，再给自己报个游泳班。",
  "恭喜到账！给爸爸买血压计的话，建议选上臂式的，比手腕式准一些，买之前量一下他的上臂围，选合适尺寸的袖带。测量前静坐五分钟，每天固定时间测，记录下来复诊时给医生看。游泳班暑假前报名的人比较少，价格也可能更划算。"),
], [
 ("我2032年度的个税汇算填了哪几项专项附加扣除？", [0], "single-hop"),
 ("退税打到了我哪张银行卡上？", [1], "single-hop"),
 ("退回来的钱我打算怎么花？", [1], "single-hop"),
 ("我的退税从提交申请到到账用了多长时间？", [0, 1], "temporal"),
 ("汇算时系统算的退税金额，跟最后到账的一样吗？", [0, 1], "multi-session"),
 ("我是哪天提交的汇算，退税哪天到的账？", [0, 1], "multi-session"),
 ("我一年收入是多少？", [], "abstain"),
 ("给我爸买的血压计是什么牌子的？", [], "abstain"),
 ("我房贷每个月还多少？", [], "abstain"),
 ("我报的是哪家的游泳班？", [], "abstain"),
]),
]

if __name__ == "__main__":
    write_tiny_stores("tiny-stores-39", DESCRIPTION, CASES, ASK, here)
