"""tiny-stores-37: forty new tiny stores (20 English, 20 Simplified Chinese), each user with 1 to 4
facts told one per day between 2032-03-01 and 2032-08-31 and ten questions asked on 2032-09-10.
About half the multi-fact users revise an earlier fact later (a moved date, a new price, a switched
provider, a cancelled plan); about 45% of the questions are unanswerable from the user's own words.

  t37-en-01  volunteer docent at a lighthouse station
  t37-en-02  learning the theremin
  t37-en-03  plantar fasciitis and heel treatment
  t37-en-04  teenage daughter's learner's permit and driving school
  t37-en-05  sending baseball cards for grading
  t37-en-06  rainwater harvesting barrels and tank
  t37-en-07  walking the Camino de Santiago
  t37-en-08  cat with hyperthyroidism and radioiodine treatment
  t37-en-09  sommelier introductory exam
  t37-en-10  founding a neighbourhood tool library
  t37-en-11  911 dispatcher job
  t37-en-12  rug tufting
  t37-en-13  axe throwing league
  t37-en-14  baby's christening
  t37-en-15  standing-seam metal roof replacement
  t37-en-16  first electric car and home charger
  t37-en-17  renting a spare room on Airbnb
  t37-en-18  fresh pasta class
  t37-en-19  DNA test reveals a half-sister
  t37-en-20  organizing a beach cleanup
  t37-zh-01  学做油纸伞
  t37-zh-02  声带小结
  t37-zh-03  给父母办金婚宴
  t37-zh-04  个人养老金账户
  t37-zh-05  家里装新风系统
  t37-zh-06  夜爬泰山
  t37-zh-07  小猫得猫瘟住院
  t37-zh-08  考消防设施操作员证
  t37-zh-09  小区垃圾分类督导员
  t37-zh-10  剧组场记
  t37-zh-11  学制香
  t37-zh-12  学风筝冲浪
  t37-zh-13  女儿配角膜塑形镜
  t37-zh-14  父亲种植牙
  t37-zh-15  教老人用智能手机的志愿者
  t37-zh-16  去上海看F1
  t37-zh-17  新房全屋定制
  t37-zh-18  学做糖画
  t37-zh-19  做雨林缸
  t37-zh-20  新生儿取名落户
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from tiny_store_case import write_tiny_stores

CASES = []

CASES.append(("t37-en-01", [
    ("2032-03-14",
     "I just signed on as a volunteer docent at the Gull Point Light Station on the Mendocino coast. Training is four Thursday evenings with the head keeper, a woman named Delphine Marsh, and after that I'll lead the 11 a.m. tower tour every Saturday. I'm a bit nervous about the 81 steps up to the lantern room.",
     "Congratulations, that sounds like a wonderful way to spend weekends. Many West Coast light stations date from the late 1800s or early 1900s, and the bigger ones used first-order Fresnel lenses, which can stand about 12 feet tall and weigh several tons. Visitors usually ask about the lens, the fog signal and the keepers' daily life, and it's worth knowing that the Coast Guard had automated nearly every US lighthouse by 1990. For the stairs, take them slowly the first few times and pause on the landings while you talk."),
    ("2032-04-22",
     "Finished docent training last week and did my first solo tower tour on Saturday with 14 visitors, including a school group from Fort Bragg. Delphine gave me a green lanyard and a laminated script, but I mostly winged it. One kid asked how far away the light can be seen and I completely blanked.",
     "Fourteen people including a school group is a solid first tour! For next time: the visible range of a coastal light depends on its height and intensity, and for a tall tower it's commonly around 20 nautical miles, limited mostly by the curvature of the earth. Kids love hearing that, and also that keepers once had to wind the clockwork that turned the lens every few hours. Winging it is fine; most docents drift from the script within a month."),
    ("2032-06-09",
     "Schedule change at the light station: they've moved me from Saturdays to the Sunday 1 p.m. tour, because a new volunteer named Corbin wanted Saturdays. I'm also taking over the gift shop inventory on the first Sunday of every month. Honestly I prefer Sundays, the crowds are smaller.",
     "That sounds like a good swap, and an afternoon slot gives the fog a chance to burn off on the coast. Gift shop inventory is a nice behind-the-scenes job; a simple spreadsheet with item, count and reorder level usually works, and many small museum shops aim to keep about two months of stock on hand. Smaller crowds also make it easier to take questions at the top of the tower."),
], [
    ("What day and time is my tower tour now?", [2], "update", [0]),
    ("Do I still lead the Saturday tour at the lighthouse?", [2], "update", [0]),
    ("Who ran my docent training?", [0], "single-hop"),
    ("How big was the group on my first tour without a supervisor?", [1], "single-hop"),
    ("What did the woman who trained me hand me after I finished training?", [0, 1], "multi-session"),
    ("About how many weeks passed between signing on as a docent and having my tour slot moved?", [0, 2], "temporal"),
    ("How far out to sea can the Gull Point light be seen?", [], "abstain"),
    ("In what year was the Gull Point lighthouse built?", [], "abstain"),
    ("How much money does the gift shop take in each month?", [], "abstain"),
    ("Did Delphine also give me a uniform jacket?", [], "abstain"),
]))

CASES.append(("t37-en-02", [
    ("2032-05-18",
     "I finally bought a theremin, a Moog Etherwave kit that I assembled myself over two weekends, $449 plus $38 shipping from Sweetwater. I'm taking online lessons from a thereminist in Montreal named Agathe Roy, 30 minutes every Wednesday at 8 p.m. My first goal is to play 'Clair de Lune' without sounding like a haunted house.",
     "What a fun instrument to take on! The theremin was invented by Leon Theremin around 1920 and is played without touching it: the vertical antenna controls pitch and the loop antenna controls volume, usually with the left hand. Players like Clara Rockmore developed 'aerial fingering', fixed hand shapes for set intervals, which helps a lot with intonation. Because it responds to body capacitance, stand in exactly the same spot each session and keep other people and metal objects a couple of feet away."),
], [
    ("Which theremin model do I have?", [0], "single-hop"),
    ("Counting delivery, what did my theremin cost me?", [0], "single-hop"),
    ("Who is my theremin teacher and what city is she in?", [0], "single-hop"),
    ("What's the first piece I want to be able to play?", [0], "single-hop"),
    ("Roughly how long ago did I buy my theremin?", [0], "temporal"),
    ("Which hand controls the volume on my theremin?", [], "abstain"),
    ("How much does each lesson with Agathe cost?", [], "abstain"),
    ("Did I also buy an amplifier for the theremin?", [], "abstain"),
    ("How many students does Agathe teach?", [], "abstain"),
    ("What time does my Monday practice session start?", [], "abstain"),
]))

CASES.append(("t37-en-03", [
    ("2032-03-05",
     "My left heel has been killing me every morning for about six weeks, and today Dr. Ingrid Sato at Lakeside Podiatry diagnosed plantar fasciitis. She wants me in custom orthotics, quoted at $480 since my insurance won't cover them, and told me to stop running my usual 5K loop around Green Lake. The first steps out of bed are the worst part.",
     "Sorry, that morning pain is the classic sign. Plantar fasciitis affects roughly one in ten people at some point, and most cases settle within 6 to 12 months with conservative care. Calf and arch stretches before getting out of bed, rolling the sole over a frozen water bottle for about five minutes, and supportive shoes around the house all help. Some people also use a night splint that holds the foot at 90 degrees so the tissue doesn't tighten overnight."),
    ("2032-04-16",
     "Update on the heel: I skipped the $480 custom orthotics and got a pair of Superfeet Green insoles for $55 instead, Dr. Sato said it was worth trying first. I'm doing calf stretches three times a day and swimming laps at the Queen Anne pool on Tuesdays and Fridays instead of running.",
     "That's a sensible order to try things in; studies have found off-the-shelf insoles often work about as well as custom ones for this condition. Swimming is a great way to keep your fitness without impact. Give the insoles two to four weeks of break-in, starting with a few hours a day, and replace them roughly every 12 months or 500 miles of wear."),
    ("2032-07-02",
     "Big improvement: the morning pain is down to maybe a 2 out of 10. Dr. Sato cleared me to run again, but only 2 miles at a time, and she moved my follow-up visits from monthly to every three months. I dropped the Friday swim and kept just Tuesdays.",
     "That's great progress. When returning to running, a common rule is to increase weekly distance by no more than about 10 percent, and to stop if the heel pain goes above 3 out of 10 during or the morning after a run. Softer surfaces like a track or packed trail can help during the first month back."),
], [
    ("What do I have in my shoes for my heel now?", [1], "update", [0]),
    ("How far am I allowed to run at the moment?", [2], "update", [0]),
    ("How many times a week do I swim these days?", [2], "update", [1]),
    ("Which foot is bothering me?", [0], "single-hop"),
    ("What did the podiatrist first want me to get, and what did I buy instead?", [0, 1], "multi-session"),
    ("How long after the diagnosis was I allowed to start running again?", [0, 2], "temporal"),
    ("How many months did Dr. Sato say my heel would take to heal?", [], "abstain"),
    ("When is my next appointment with Dr. Sato?", [], "abstain"),
    ("Did I also start wearing a night splint?", [], "abstain"),
    ("How much do I pay for each swim at the pool?", [], "abstain"),
]))

CASES.append(("t37-en-04", [
    ("2032-04-03",
     "My daughter Sloane passed her learner's permit test at the Aurora DMV this morning, 46 out of 50 on her first try. We signed her up with Bluebird Driving School for six behind-the-wheel lessons at $65 each, starting April 20. My husband Pete is terrified of being her practice passenger.",
     "Congratulations to Sloane! Many states require teens to log around 50 hours of supervised practice, often including about 10 at night, and to hold the permit for six months to a year before the road test. Starting in an empty parking lot on a Sunday morning, then quiet residential streets, is a gentle progression. A simple logbook app makes tracking hours much easier."),
    ("2032-06-14",
     "Sloane's lessons were a mess at Bluebird, two instructors cancelled on her, so we moved her to Summit Teen Drivers instead. It's $72 a lesson but they pick her up from school at Gateway High. She's logged 22 practice hours with us so far, mostly with me, because Pete still refuses to do highway driving.",
     "Good call switching; consistency with instructors matters a lot for new drivers. School pickup also saves you a lot of driving around. At 22 hours she's making real progress. Highway merging is usually best practised on a weekend morning with light traffic, using an on-ramp with a long acceleration lane."),
], [
    ("Which driving school is Sloane taking lessons with now?", [1], "update", [0]),
    ("What do we pay per driving lesson for Sloane at present?", [1], "update", [0]),
    ("What was Sloane's score on the permit test?", [0], "single-hop"),
    ("Where does the driving school collect Sloane for her lessons?", [1], "single-hop"),
    ("How many lessons did we book at first, and how many hours of practice has Sloane done with us?", [0, 1], "multi-session"),
    ("How long ago did Sloane get her learner's permit?", [0], "temporal"),
    ("How many night-driving hours does Sloane have to log?", [], "abstain"),
    ("When is Sloane's road test?", [], "abstain"),
    ("What car does Sloane practise driving in?", [], "abstain"),
    ("How old is Sloane?", [], "abstain"),
]))

CASES.append(("t37-en-05", [
    ("2032-07-27",
     "I finally sent my first batch of baseball cards to PSA for grading, 12 cards at the Value tier, $24.99 each. The big one is a 1989 Upper Deck Ken Griffey Jr. rookie I've had since I was nine. I mailed them from the post office on Halsted Street with $1,500 of declared insurance.",
     "Exciting! PSA grades on a 1 to 10 scale, and centering, corners, edges and surface all count. The 1989 Upper Deck Griffey is one of the most submitted cards of all time, so a top grade matters a lot for its value; gem mint copies sell for several times what a 9 does. Lower service tiers can take a couple of months, so keep the tracking number and watch the order status page for the grading and QA steps."),
], [
    ("How many cards did I send in to be graded?", [0], "single-hop"),
    ("Which company is grading my cards?", [0], "single-hop"),
    ("Which card is the star of the batch?", [0], "single-hop"),
    ("How much insurance did I declare on the package?", [0], "single-hop"),
    ("About how many weeks ago did I mail my cards off?", [0], "temporal"),
    ("What grade did my Griffey rookie come back with?", [], "abstain"),
    ("How long is the turnaround for the tier I chose?", [], "abstain"),
    ("How much is my Griffey card worth?", [], "abstain"),
    ("Did I send any basketball cards in that batch?", [], "abstain"),
    ("How much did I originally pay for the Griffey card?", [], "abstain"),
]))

CASES.append(("t37-en-06", [
    ("2032-03-22",
     "I'm setting up rainwater collection at our house in Tucson. I ordered two 55-gallon barrels from a company called DesertDrop for $119 each, one under the garage downspout and one by the back patio, to water our citrus trees. The city's rebate program should pay back up to $500 of it.",
     "Great project for the desert. A useful rule of thumb: one inch of rain on 1,000 square feet of roof yields about 620 gallons, and Tucson gets roughly 11 to 12 inches a year, much of it in the summer monsoon. Put fine mesh screens on the barrel inlets to keep mosquitoes out, raise the barrels on blocks for better pressure, and consider a first-flush diverter so the dirtiest runoff skips the barrel."),
    ("2032-07-19",
     "Monsoon season made me rethink the rain barrels: they overflowed in about twenty minutes. I returned the patio barrel and put in a 550-gallon poly tank from Sonoran Tanks instead, $890 installed, and kept the garage barrel. The rebate came through at $450, not the full $500.",
     "That's the classic monsoon lesson, a single storm can dump far more than a barrel holds. A 550-gallon tank is a big step up; make sure the overflow is directed away from the foundation, ideally into a shallow basin near the trees. Opaque tanks help prevent algae growth, and a simple hose bib near the bottom makes watering much easier."),
], [
    ("How much did the city end up rebating me?", [1], "update", [0]),
    ("What's catching rainwater by the back patio now?", [1], "update", [0]),
    ("What is the rainwater for?", [0], "single-hop"),
    ("What went wrong with my first setup?", [1], "single-hop"),
    ("What containers am I collecting rain in at the moment, and where are they?", [0, 1], "multi-session"),
    ("How long was it from ordering the barrels to installing the big tank?", [0, 1], "temporal"),
    ("How much rain does Tucson get in a typical year?", [], "abstain"),
    ("What kinds of citrus trees are we growing?", [], "abstain"),
    ("How much did the downspout fittings cost me?", [], "abstain"),
    ("Did I put in a first-flush diverter?", [], "abstain"),
]))

CASES.append(("t37-en-07", [
    ("2032-03-03",
     "My sister Fern and I are walking the Camino Frances this fall, starting in Sarria on September 28 and finishing in Santiago five days later. That's the last 115 km, just enough to earn the Compostela. We've booked a bag-transfer service called Mochila Libre at 5 euros per bag per stage.",
     "What a lovely trip to share with your sister. The Compostela requires walking at least the final 100 km, and in that stretch you need two stamps a day in your credencial, from cafes, churches or albergues. The Pilgrims' Mass at Santiago Cathedral is traditionally at noon, and Galicia is one of the rainiest regions in Spain, so pack a proper rain shell even in autumn."),
    ("2032-04-25",
     "Camino change: Fern and I decided Sarria was too short, so now we're starting in O Cebreiro, which adds about 40 km and two more days. The start date stays September 28. I've bought Salomon X Ultra hiking shoes in size 8.5 to break in over the summer.",
     "O Cebreiro is a beautiful place to start, a mountain village at about 1,300 meters with traditional round stone pallozas. The first day down to Triacastela is mostly descent, which is hard on knees and toes, so trekking poles are worth considering. Aim to put at least 50 to 80 km on the new shoes before you go."),
    ("2032-06-18",
     "Bad news: Fern tore her meniscus playing tennis, so she's out of the Camino. My college friend Odalys is coming in her place. Since Odalys can't get off work until October, we pushed the start to October 5.",
     "Sorry to hear about Fern, I hope her recovery goes smoothly. Early October is still a good time to walk; the crowds thin out after September and temperatures in Galicia are usually mild, around 10 to 20 degrees Celsius. Check that Mochila Libre can move your booking to the new dates, and that albergues you reserved will shift too."),
    ("2032-08-21",
     "Did a 20 km training hike on the Dipsea route on Mount Tam today in the new Salomons, only one small blister. Flights are booked: San Francisco to Madrid on Iberia, October 2, $1,140 round trip. Odalys is flying in from Houston.",
     "Twenty kilometers with hills and just one blister is a great sign. Tape any hotspot early next time; many pilgrims swear by merino toe socks. From Madrid you can reach Galicia by train or a short domestic flight to Santiago or A Coruna, then a bus toward your start point. Leaving a rest day after a long-haul flight helps with jet lag."),
], [
    ("Who is walking the Camino with me?", [2], "update", [0]),
    ("What date do we start walking?", [2], "update", [0]),
    ("Which town are we setting off from?", [1], "update", [0]),
    ("What footwear have I been breaking in for the walk?", [1], "single-hop"),
    ("How many days are there between my flight to Madrid and the first day of walking?", [2, 3], "multi-session"),
    ("How long ago did I book my plane tickets?", [3], "temporal"),
    ("What does Odalys do for work?", [], "abstain"),
    ("How many stamps per day do we need in our pilgrim passport?", [], "abstain"),
    ("What shoe size does Odalys wear?", [], "abstain"),
    ("Where are we staying in Santiago?", [], "abstain"),
]))

CASES.append(("t37-en-08", [
    ("2032-05-06",
     "Our 14-year-old tuxedo cat Figaro was diagnosed with hyperthyroidism, his T4 came back at 9.8. Dr. Keswick at Northgate Vet recommended radioactive iodine treatment at FelineRx in Tacoma, scheduled for June 12, $1,650. He's lost almost two pounds since January and is down to 8.4.",
     "Poor Figaro, but hyperthyroidism is very treatable. Radioiodine cures about 95 percent of cats with a single injection, and cats usually stay at the facility for three to five days while the radiation level drops. Normal T4 in cats is roughly 0.8 to 4.0 micrograms per deciliter. Afterward you'll typically handle the litter with gloves and limit close cuddling for about two weeks."),
    ("2032-06-30",
     "Figaro's treatment got pushed back: FelineRx had an isotope shipment delay, so his radioiodine is now on July 17. Meanwhile Dr. Keswick started him on methimazole gel that we rub on the inside of his ear twice a day. Good news, he's back up to 8.9 pounds.",
     "Weight gain is a great sign that the methimazole is working. Wear a glove or finger cot when applying the gel, and alternate ears to reduce irritation. Most radioiodine centers ask that methimazole be stopped about one to two weeks before treatment, so check the exact stop date with FelineRx."),
], [
    ("What's the date of Figaro's iodine treatment?", [1], "update", [0]),
    ("What does Figaro weigh now?", [1], "update", [0]),
    ("How old is Figaro?", [0], "single-hop"),
    ("How do we give Figaro his medicine?", [1], "single-hop"),
    ("How many pounds has Figaro put back on since he was diagnosed?", [0, 1], "multi-session"),
    ("By how many days was Figaro's treatment delayed?", [0, 1], "temporal"),
    ("How many days will Figaro stay at the treatment center?", [], "abstain"),
    ("What was Figaro's T4 level after starting the gel?", [], "abstain"),
    ("Did Figaro's treatment actually happen on the new date?", [], "abstain"),
    ("What's our other cat's name?", [], "abstain"),
]))

CASES.append(("t37-en-09", [
    ("2032-08-12",
     "I've registered for the Court of Master Sommeliers Introductory exam in Denver on November 14, and the fee is $725. I'm in a blind tasting group that meets Monday nights at Vinny's Wine Bar with four other people from the restaurant where I work, Larkspur Bistro. My weak spot is telling Sancerre from New Zealand Sauvignon Blanc.",
     "Good luck! The Introductory level is usually a two-day course followed by a multiple-choice theory exam of around 70 questions, with a pass mark of 60 percent. For your Sauvignon Blanc problem: New Zealand versions tend to be riper and more tropical, with passion fruit and jalapeno notes, while Sancerre leans flinty, citrusy and more restrained with higher perceived acidity. Tasting them side by side a few times usually fixes the confusion."),
], [
    ("Which exam have I signed up for?", [0], "single-hop"),
    ("Where and when will I sit the exam?", [0], "single-hop"),
    ("What was the registration fee?", [0], "single-hop"),
    ("Which two wines do I have trouble telling apart?", [0], "single-hop"),
    ("How many weeks from now is my sommelier exam?", [0], "temporal"),
    ("How many questions are on my exam?", [], "abstain"),
    ("What's my job at Larkspur Bistro?", [], "abstain"),
    ("What are the names of the people in my tasting group?", [], "abstain"),
    ("How much does a glass of wine cost at Vinny's?", [], "abstain"),
    ("Have I already done a WSET course?", [], "abstain"),
]))

CASES.append(("t37-en-10", [
    ("2032-03-09",
     "A few neighbors and I are starting the Elm Park Tool Library in the basement of St. Brendan's church. We've got 140 donated tools so far, including a table saw from a retired carpenter named Walt Kimura. Membership will be $20 a year, and we'll be open Saturdays 10 to 1.",
     "What a great community project. Tool libraries have been around since at least the 1970s, and Berkeley's, opened in 1979, is one of the best known. Most use a signed liability waiver and a simple checkout limit, often five tools at a time for one week. It's also worth tagging each tool with an ID and photographing it on intake so condition disputes are easy to settle."),
    ("2032-05-14",
     "The tool library is going great, 63 members have signed up already. We had to add Wednesday evenings 6 to 8 because Saturdays got packed. We're using myTurn to track checkouts, and the most borrowed item so far is the pressure washer.",
     "That's fast growth. Pressure washers are a top item at almost every tool library in spring, so a second one or a waitlist can help. Many libraries also run short safety demos for power tools, and a late fee of a dollar or two a day usually keeps items moving without scaring people off."),
    ("2032-07-23",
     "Big move for the tool library: St. Brendan's needed the basement back, so we relocated to the old fire hall on Carver Street. The board voted to raise membership to $30 a year to cover the rent, which is $250 a month. Walt's table saw is now bolted down in its own shop corner.",
     "Congratulations on the new space; a fire hall with a big door is ideal for moving tools in and out. Bolting the saw down is smart, and many shops add a blade guard check and a short sign-off for anyone using it. If rent stays at that level, a few local business sponsors can often cover a good chunk of it."),
], [
    ("Where is the tool library now?", [2], "update", [0]),
    ("How much does a year's membership cost at present?", [2], "update", [0]),
    ("Who gave us the table saw?", [0], "single-hop"),
    ("What's the thing people borrow most?", [1], "single-hop"),
    ("What are all the opening hours of the tool library each week?", [0, 1], "multi-session"),
    ("Roughly how long was the tool library based at the church before it relocated?", [0, 2], "temporal"),
    ("What's the name of the pastor at St. Brendan's?", [], "abstain"),
    ("How much did the pressure washer cost?", [], "abstain"),
    ("How many tools can a member check out at one time?", [], "abstain"),
    ("Do we charge late fees at our tool library?", [], "abstain"),
]))

CASES.append(("t37-en-11", [
    ("2032-04-08",
     "I start as a 911 dispatcher trainee at the Washoe County Regional Communications Center on April 15. The training academy is 12 weeks, and after that I'll be on the night rotation, 6 p.m. to 6 a.m., four on, four off. Starting pay is $24.80 an hour.",
     "Congratulations on the new career. Dispatch academies usually cover call-taking, radio procedure and mapping, and most centers require Emergency Medical Dispatch certification plus CPR. US call centers handle roughly 240 million 911 calls a year, and a busy dispatcher can take well over 100 calls in a shift. For nights, blackout curtains and a consistent sleep window even on days off make a big difference."),
    ("2032-07-29",
     "Made it through the academy and passed my EMD certification with a 94. My supervisor, Renata Flores, moved me to the day rotation, 6 a.m. to 6 p.m., since they had an opening. I also got a bump to $26.10 an hour after probation step one.",
     "Well done, a 94 on EMD is excellent. Day shifts tend to bring more traffic collisions and non-emergency calls, while nights have more disturbances, so the rhythm will feel different. Many centers also expect continuing education hours every year to keep EMD current, often around 24 hours over two years, so it's worth tracking them from the start."),
], [
    ("What shift am I on at the dispatch center?", [1], "update", [0]),
    ("What do I earn per hour at the dispatch center now?", [1], "update", [0]),
    ("How long did my training academy last?", [0], "single-hop"),
    ("Who is my supervisor at dispatch?", [1], "single-hop"),
    ("How much has my hourly rate gone up since I started?", [0, 1], "multi-session"),
    ("How long ago did I start as a dispatcher trainee?", [0], "temporal"),
    ("How many calls do I take in a typical shift?", [], "abstain"),
    ("What hours does Renata work?", [], "abstain"),
    ("Did I also get certified for fire dispatch?", [], "abstain"),
    ("What's the street address of the communications center?", [], "abstain"),
]))

CASES.append(("t37-en-12", [
    ("2032-06-05",
     "I've gotten into rug tufting! I bought an AK-I cut-pile tufting gun for $129 and built a 2-by-2-meter frame out of 2x4s from Home Depot. My first rug is a 24-inch mushroom design for my niece Calla's room, using about 1.5 kg of acrylic yarn in red, cream and olive.",
     "So fun! Cut-pile guns like the AK-I usually let you adjust pile height roughly between 7 and 21 mm. Stretch the primary tufting cloth drum-tight, since sagging cloth causes skipped stitches. When you finish, coat the back with a latex carpet adhesive, add a secondary backing, and then carve around the outlines with scissors or clippers to make the mushroom shape pop. A rug that size often takes six to ten hours for a beginner."),
], [
    ("What tufting gun do I have, and how much did it cost?", [0], "single-hop"),
    ("Who am I making my first rug for?", [0], "single-hop"),
    ("Which yarn colours am I using?", [0], "single-hop"),
    ("How did I make my tufting frame?", [0], "single-hop"),
    ("About how long ago did I start rug tufting?", [0], "temporal"),
    ("What pile height have I set my gun to?", [], "abstain"),
    ("How old is Calla?", [], "abstain"),
    ("How much did the yarn cost me?", [], "abstain"),
    ("Have I sold any of my rugs?", [], "abstain"),
    ("What design will my second rug have?", [], "abstain"),
]))

CASES.append(("t37-en-13", [
    ("2032-04-29",
     "Joined a Thursday night axe throwing league at Timber Alley in Columbus, eight-week season for $140. My team is called the Chop Shop: me, my roommate Tariq and two guys from my office. My best round last week was 47 points out of a possible 60.",
     "Sounds like a blast. Most leagues throw from a line about 12 feet from the target, with hatchets weighing roughly 1.25 to 1.75 pounds. Consistency usually comes from the same stance and release every time; a lot of throwers use a two-handed overhead throw at first, then switch to one hand once the rotation feels natural. Called killshots are where the big points are."),
    ("2032-06-24",
     "Our axe league season wrapped up and the Chop Shop finished third out of 12 teams. I won the Most Improved award, a little engraved hatchet, after hitting three killshots on the final night. Tariq already signed us up for the fall season, which starts September 16.",
     "Third out of twelve and a personal award, what a season! Killshots are small targets, so three in one night is genuinely impressive. Between seasons, a lot of league throwers keep sharp with a weekly practice session, and it's worth keeping the hatchet edge honed with a puck sharpener."),
], [
    ("What's the name of my axe throwing team?", [0], "single-hop"),
    ("Where does my league throw?", [0], "single-hop"),
    ("What award did I pick up at the end of the season?", [1], "single-hop"),
    ("Who is on my team, and which of them registered us for the next season?", [0, 1], "multi-session"),
    ("How long was the season and where did our team place?", [0, 1], "multi-session"),
    ("How many days from now does the fall axe season begin?", [1], "temporal"),
    ("How far from the target is the throwing line at Timber Alley?", [], "abstain"),
    ("How much does the fall season cost?", [], "abstain"),
    ("Which team won our league?", [], "abstain"),
    ("What was Tariq's best round score?", [], "abstain"),
]))

CASES.append(("t37-en-14", [
    ("2032-03-17",
     "We're planning our son Rowan's christening at the Church of St. Colman in Galway for May 23. My brother Cillian will be godfather and my friend Niamh Doherty godmother. We've booked the back room at The Quay Lantern for lunch afterwards, about 35 guests.",
     "How lovely. In the Catholic Church at least one godparent generally needs to be a confirmed, practising Catholic aged 16 or over, and some parishes ask for a letter from the godparent's own parish. Many families bring a baptismal candle and a white garment, and the parish will issue a baptism certificate you'll want to keep for first communion and later sacraments."),
    ("2032-04-30",
     "Change of plans for Rowan's christening: Cillian can't fly back from Perth in time, so my husband's cousin Declan is stepping in as godfather. The parish also had a clash, so it's moved to Sunday June 6. The lunch booking moved with it, but the restaurant now says 40 guests max.",
     "That's a lot of reshuffling, but it sounds like it has come together. If Cillian wants to be involved he could join by video or do a reading remotely. Do check whether the parish needs Declan's details or a sponsor letter ahead of time, since that can take a couple of weeks to arrange."),
    ("2032-06-10",
     "Rowan's christening was lovely, he slept through the whole thing in my grandmother's 1958 lace gown. We ended up with 38 guests and the lunch came to 1,520 euros. Niamh gave him a silver Claddagh spoon.",
     "That sounds perfect, and an heirloom gown is such a special touch. A silver christening spoon is a traditional Irish gift, often engraved with the date. Store the gown wrapped in acid-free tissue, away from light, to keep the lace from yellowing."),
], [
    ("Who is Rowan's godfather?", [1], "update", [0]),
    ("On what date was Rowan christened?", [1], "update", [0]),
    ("How many guests came to the christening lunch?", [2], "update", [0]),
    ("What did Rowan wear for his christening?", [2], "single-hop"),
    ("Who is Rowan's godmother and what present did she give him?", [0, 2], "multi-session"),
    ("About how long ago was Rowan's christening?", [1, 2], "temporal"),
    ("How much did the christening gown cost?", [], "abstain"),
    ("Where does Declan live?", [], "abstain"),
    ("What gift did Cillian send Rowan?", [], "abstain"),
    ("How old is Rowan?", [], "abstain"),
]))

CASES.append(("t37-en-15", [
    ("2032-08-03",
     "We signed a contract with Ridgeline Roofing to replace our old asphalt shingles with a standing-seam metal roof in Charcoal Gray. It's 2,300 square feet, $31,400 total, and work starts August 26 and should take about six days. Our foreman is a guy named Hector Vance.",
     "Big investment, but a good one. Standing-seam metal roofs commonly last 40 to 70 years versus 15 to 30 for asphalt, and most residential panels are 24 or 26 gauge steel. Roofers price by the 'square', which is 100 square feet, so yours is about 23 squares. Ask about snow guards if you get snow, and check whether the quote includes new underlayment and flashing around chimneys and vents."),
], [
    ("What colour is our new roof going to be?", [0], "single-hop"),
    ("Which company is putting on our roof?", [0], "single-hop"),
    ("How many square feet is the roof?", [0], "single-hop"),
    ("Who is the foreman on our roofing job?", [0], "single-hop"),
    ("Going by the schedule, around when should the roof work have wrapped up?", [0], "temporal"),
    ("How many years is our roof warranty?", [], "abstain"),
    ("What gauge of steel are our panels?", [], "abstain"),
    ("How much was the deposit on the roof?", [], "abstain"),
    ("Did the roofers finish on schedule?", [], "abstain"),
    ("What colour are our gutters?", [], "abstain"),
]))

CASES.append(("t37-en-16", [
    ("2032-03-28",
     "We're getting our first EV, a Hyundai Ioniq 5 in Digital Teal, with delivery on April 12 from Greenway Hyundai. I got a quote from Spark Brothers Electric to put a 48-amp Level 2 charger in the garage: $1,850 including a new 60-amp circuit. Our panel is 200 amps so they say there's plenty of room.",
     "Exciting! A 48-amp Level 2 charger typically adds somewhere around 35 to 45 miles of range per hour, so overnight charging will cover almost any commute. A 48-amp charger needs a 60-amp breaker because continuous loads are sized at 125 percent. It's also worth checking whether your utility offers a time-of-use EV rate; off-peak prices can be less than half the standard rate."),
    ("2032-04-19",
     "We went with a different electrician for the charger because Spark Brothers kept rescheduling. Volt City Electric did it yesterday for $1,620, with a ChargePoint Home Flex. The car is home too, though delivery slipped to April 16 and it's Gravity Gold, because the teal one got damaged in transit.",
     "Congratulations on finally having both! The Home Flex is adjustable from 16 to 50 amps, so make sure it's configured to match the breaker Volt City installed. Many utilities and some states offer rebates on Level 2 chargers, and the federal credit for home charging equipment can apply in eligible areas, so keep the invoice."),
], [
    ("Which electrician put in our home charger?", [1], "update", [0]),
    ("What colour is our Ioniq 5?", [1], "update", [0]),
    ("What did we end up paying for the charger installation?", [1], "update", [0]),
    ("How many amps is our electrical panel rated for?", [0], "single-hop"),
    ("Which dealer did the car come from, and on what day did it actually arrive?", [0, 1], "multi-session"),
    ("How many days late was our car delivered?", [0, 1], "temporal"),
    ("How many miles of range does our charger add per hour?", [], "abstain"),
    ("What did we pay for the Ioniq 5?", [], "abstain"),
    ("What's our electricity rate per kilowatt-hour?", [], "abstain"),
    ("Did we get a rebate on the charger?", [], "abstain"),
]))

CASES.append(("t37-en-17", [
    ("2032-05-27",
     "I listed my spare bedroom on Airbnb as 'Cozy Garden Room near Forest Park', $68 a night with a two-night minimum. My first guests, a couple from Lyon, check in on June 6 for four nights. My cleaning fee is $25, and I bought a Schlage keypad lock so guests can let themselves in.",
     "Congrats on the listing! Under Airbnb's split-fee setup, hosts usually pay a service fee of about 3 percent of each booking. Many cities require a short-term rental permit or registration, so check your city's rules. Early five-star reviews matter a lot; a printed welcome note with the Wi-Fi password, house rules and a couple of local coffee spots goes a long way. Superhost status generally needs a 4.8 average rating and at least ten stays a year."),
], [
    ("What do I charge per night for my spare room?", [0], "single-hop"),
    ("Where were my first guests from?", [0], "single-hop"),
    ("How many nights were my first guests booked for?", [0], "single-hop"),
    ("What did I get so guests can let themselves in?", [0], "single-hop"),
    ("About how long ago did my first guests check in?", [0], "temporal"),
    ("What rating did my first guests give me?", [], "abstain"),
    ("What percentage does Airbnb take from my bookings?", [], "abstain"),
    ("What are my first guests' names?", [], "abstain"),
    ("How much did the keypad lock cost?", [], "abstain"),
    ("Do I have a short-term rental permit from the city?", [], "abstain"),
]))

CASES.append(("t37-en-18", [
    ("2032-04-11",
     "I took a fresh pasta class at Cucina Nonna in Philadelphia's Italian Market last night, three hours for $95. Chef Marisa had us roll pappardelle and fill ravioli with ricotta and lemon zest using only a pin, no machine. I'm buying a 36-inch mattarello online so I can practice at home every Sunday.",
     "That sounds like a wonderful class. The classic Emilia-Romagna ratio is one egg per 100 grams of 00 flour, and resting the dough for at least 30 minutes makes it much easier to roll. Traditional sfoglia is rolled to about 1 millimeter, thin enough to see the grain of the board through it. A long mattarello works best on a wooden board rather than stone, since the wood grips the dough slightly."),
], [
    ("Where did I take my pasta-making class?", [0], "single-hop"),
    ("How long was the class and how much did I pay?", [0], "single-hop"),
    ("What was in the ravioli filling?", [0], "single-hop"),
    ("What tool am I getting so I can practice at home?", [0], "single-hop"),
    ("How many months ago did I do the pasta class?", [0], "temporal"),
    ("What flour-to-egg ratio did Chef Marisa teach us?", [], "abstain"),
    ("What is Chef Marisa's surname?", [], "abstain"),
    ("How much did my mattarello cost?", [], "abstain"),
    ("Did I go to the pasta class with a friend?", [], "abstain"),
    ("What night does my supper club meet?", [], "abstain"),
]))

CASES.append(("t37-en-19", [
    ("2032-07-08",
     "My AncestryDNA results came back and I've got a surprise half-sister match, a woman named Corinne Abernathy in Spokane, sharing 1,742 cM with me. We match on my dad's side, and she's 58, eleven years older than me. I messaged her on Tuesday and she wants to video call this Saturday at 4 p.m.",
     "That's a big discovery, and it's wonderful that she's keen to talk. Half siblings typically share roughly 1,300 to 2,300 centimorgans, but the same range also fits a grandparent, aunt or uncle, so ages and family trees help confirm the relationship. Full siblings share about 2,600 cM on average. It can help to go into the first call with a few photos and simple questions, and to let the conversation move at her pace."),
], [
    ("What is my half-sister's name?", [0], "single-hop"),
    ("Which city does my half-sister live in?", [0], "single-hop"),
    ("How many centimorgans do I share with her?", [0], "single-hop"),
    ("How old am I?", [0], "single-hop"),
    ("Around how long ago did my DNA results come in?", [0], "temporal"),
    ("What is my father's name?", [], "abstain"),
    ("How did the video call with Corinne go?", [], "abstain"),
    ("How many centimorgans do full siblings usually share?", [], "abstain"),
    ("Does Corinne have children?", [], "abstain"),
    ("What does Corinne do for a living?", [], "abstain"),
]))

CASES.append(("t37-en-20", [
    ("2032-06-02",
     "I'm organizing a beach cleanup with our Surfrider chapter for Saturday, July 10 at Ocean Beach, meeting at the Noriega Street stairs at 9 a.m. We've got 45 volunteers signed up, and I ordered 60 pairs of reusable gloves for $84. My coworker Imelda is running the sign-in table.",
     "That's a great turnout already. Cigarette butts are consistently the most common item found in beach cleanups worldwide, followed by food wrappers and bottle caps. Bring buckets rather than only bags for sharp items, a first-aid kit, sunscreen and a scale so you can report the total weight; Surfrider and the Ocean Conservancy both collect that data."),
    ("2032-06-29",
     "The cleanup had to move: the Park Service closed that part of Ocean Beach for snowy plover nesting, so we're going to Baker Beach instead, same date, but meeting at 8:30 at the north parking lot. Signups are up to 71 people.",
     "Good pivot. Snowy plovers are a federally threatened shorebird and their nesting areas are closed to protect eggs on the sand. Baker Beach parking fills early on summer weekends, so encourage carpooling or transit and share a map pin for the north lot with volunteers."),
    ("2032-07-13",
     "We did it! 68 people showed up at Baker Beach and we hauled out 212 pounds of trash in three hours. The weirdest find was a bowling ball. Imelda is already pushing for another one in October.",
     "Amazing result, and a bowling ball is a legendary find. A quick thank-you email with the total weight and a group photo helps keep volunteers coming back. October cleanups often line up with the International Coastal Cleanup season, which can bring extra publicity and supplies."),
], [
    ("Which beach was the cleanup at in the end?", [1], "update", [0]),
    ("What time did volunteers meet for the cleanup?", [1], "update", [0]),
    ("What was the most recent sign-up count before the cleanup?", [1], "update", [0]),
    ("How much trash did we pick up?", [2], "single-hop"),
    ("Who handled sign-in, and what does she want to do next?", [0, 2], "multi-session"),
    ("How long ago did the beach cleanup take place?", [0, 1], "temporal"),
    ("What kind of item did we collect the most of?", [], "abstain"),
    ("What date is the October cleanup?", [], "abstain"),
    ("How many pairs of gloves were left over?", [], "abstain"),
    ("Did the chapter pay me back for the gloves?", [], "abstain"),
]))

CASES.append(("t37-zh-01", [
    ("2032-04-06",
     "清明假期去泸州分水镇学做油纸伞了，跟一位姓余的老师傅学了三天，学费一共八百八。伞骨用的是当地的楠竹，一把伞要经过七十多道工序，我只上手做了糊纸和刷桐油这几步。做好的那把伞面上画的是一枝红梅，准备挂在书房里。",
     "听起来很有意思！分水油纸伞是国家级非物质文化遗产，传统做法伞面用的是手工皮纸，一般要刷两到三遍桐油，每刷一遍都得晾干，整个晾晒大概要一周左右，这样伞面才防水耐用。挂在书房的话，尽量别让太阳直晒，也别放在太潮湿的地方，桐油伞面放久了会慢慢变成琥珀色，反而更好看。"),
], [
    ("我是去哪里学做油纸伞的？", [0], "single-hop"),
    ("教我做伞的老师傅姓什么？", [0], "single-hop"),
    ("我学了几天，一共花了多少学费？", [0], "single-hop"),
    ("我做的那把伞上画了什么？", [0], "single-hop"),
    ("我学做油纸伞大概是多久以前的事了？", [0], "temporal"),
    ("我那把伞刷了几遍桐油？", [], "abstain"),
    ("余师傅做伞做了多少年了？", [], "abstain"),
    ("我那把伞的伞面直径有多大？", [], "abstain"),
    ("我有没有顺手买一把成品油纸伞带回来？", [], "abstain"),
    ("材料费另外花了多少钱？", [], "abstain"),
]))

CASES.append(("t37-zh-02", [
    ("2032-03-11",
     "我嗓子哑了快两个月，今天去市五院耳鼻喉科做了喉镜，任主任说是双侧声带小结，左边那个有三毫米。我在初中教英语，一周十六节课，医生让我先禁声两周，再看要不要做手术。",
     "声带小结在老师里特别常见，算是职业病了。多数小结通过充分休声加上规范的嗓音训练，三个月左右能明显缩小，真正需要手术的是少数。禁声期间尽量连小声说话和耳语都避免，耳语其实也很费声带。平时每天喝够一千五到两千毫升水，少吃辛辣，上课可以用扩音器减轻负担。"),
    ("2032-04-20",
     "禁声两周后复查，小结没怎么变，任主任建议五月十二号做支撑喉镜下的切除手术，费用大概六千五，医保能报一半多。学校那边我跟教导处的沈老师说好了，请两周假。这段时间上课戴了个十五块钱的小蜜蜂扩音器。",
     "支撑喉镜下声带小结切除是比较成熟的微创手术，一般在全麻下做，住院两到三天，术后通常还要再禁声一到两周。术后恢复期同样要配合嗓音训练，不然小结容易复发。扩音器尽量把音量开大一点，自己说话的音量就能压低。"),
    ("2032-05-08",
     "手术先不做了！我找了省人民医院的嗓音治疗师做了三周嗓音训练，每周二和周五各一次，今天复查小结明显变小了，左边只剩一点点。任主任也同意先观察，三个月后再复查，请的假也跟学校撤回了。",
     "太好了，这说明嗓音训练对你很有效。以后上课注意用腹式呼吸发声，少用喊的方式维持纪律，课间尽量少说话让声带休息。训练的那些练习最好每天在家继续做十分钟左右，可以巩固效果。"),
], [
    ("我的声带手术现在还做不做？", [2], "update", [1]),
    ("我之前跟学校请的两周假现在还请着吗？", [2], "update", [1]),
    ("我左边那个小结现在大概多大了？", [2], "update", [0]),
    ("我是在哪家医院做的嗓音训练？", [2], "single-hop"),
    ("我在学校教什么科目？请假是找谁说的？", [0, 1], "multi-session"),
    ("我嗓子是大约从什么时候开始哑的？", [0], "temporal"),
    ("这种切除手术一般要住院几天？", [], "abstain"),
    ("任主任的全名叫什么？", [], "abstain"),
    ("给我做训练的嗓音治疗师姓什么？", [], "abstain"),
    ("手术费用医保具体能报销多少钱？", [], "abstain"),
]))

CASES.append(("t37-zh-03", [
    ("2032-03-19",
     "我爸妈是1982年10月结的婚，今年十月就满五十年了，我和我姐打算给他们办个金婚宴。初步定在十月三号中午，在无锡的太湖饭店订了八桌，每桌两千二。我姐负责联系摄影师，我负责订酒店和做一个老照片视频。",
     "金婚是结婚五十周年，真是难得的日子！顺便说一下，一般二十五年叫银婚、三十年叫珍珠婚、四十年叫红宝石婚。老照片最好用六百dpi以上扫描，做视频时画面更清楚。另外建议提前让老人试穿当天的衣服，十月初无锡早晚温差大，准备一件外套。"),
    ("2032-05-23",
     "金婚宴的事变了：太湖饭店十月三号那天被一场婚宴整个包了，我们改订了鼋头渚边上的湖滨饭店，还是十月三号中午。亲戚报名的人多，改成了十桌，每桌两千六。",
     "国庆期间的酒店确实紧张，能订到同一天已经很好了。十桌的话大概一百人左右，建议提前排好座位表，把老人的兄弟姐妹和老同事安排在主桌附近。国庆节景区周边交通拥堵，最好给外地亲戚安排好接送。"),
    ("2032-08-15",
     "老照片视频做完了，一共用了一百二十张老照片，配乐用的是我爸最爱的《外婆的澎湖湾》，时长八分半。我姐请的摄影师叫阿峰，跟拍一整天报价一千八。我妈还不知道我们准备了视频，想给她一个惊喜。",
     "一百二十张照片配八分半钟刚好，每张平均四秒左右，节奏舒服。播放前最好去饭店试一次投影和音响，确认视频格式能正常放。惊喜环节可以安排在切蛋糕之前，摄影师提前站好位置，拍下老人看视频时的表情。"),
], [
    ("金婚宴现在订在哪家饭店？", [1], "update", [0]),
    ("金婚宴一共订了几桌，每桌多少钱？", [1], "update", [0]),
    ("老照片视频里用了多少张照片？", [2], "single-hop"),
    ("视频的背景音乐是哪首歌？", [2], "single-hop"),
    ("我和我姐各负责什么，我姐请的摄影师叫什么？", [0, 2], "multi-session"),
    ("从今天算起，离金婚宴还有多少天？", [0, 1], "temporal"),
    ("我爸妈结婚二十五周年那年是怎么过的？", [], "abstain"),
    ("摄影师阿峰的电话号码是多少？", [], "abstain"),
    ("我妈今年多大年纪？", [], "abstain"),
    ("金婚宴的菜单上有哪几道菜？", [], "abstain"),
]))

CASES.append(("t37-zh-04", [
    ("2032-03-25",
     "今天在招商银行App上开了个人养老金账户，先存了六千，打算年底前存满一万二的上限。买的是一只叫'招商养老2045'的目标日期基金，还有两千放在账户里没动。主要是想抵个税，我年收入大概二十四万。",
     "个人养老金每年缴费上限是一万二，缴费时可以在个税前扣除，等退休领取的时候按百分之三单独缴税。按你的收入，适用的边际税率大概是百分之二十，存满一年差不多能少交两千四左右的个税。要注意这笔钱一般要到退休才能取出来，目标日期基金会随着年份临近自动降低股票比例。"),
], [
    ("我的个人养老金账户是在哪家银行开的？", [0], "single-hop"),
    ("我第一次往账户里存了多少钱？", [0], "single-hop"),
    ("我在账户里买了哪只基金？", [0], "single-hop"),
    ("我开这个账户主要图的是什么？", [0], "single-hop"),
    ("我开个人养老金账户到现在大概多久了？", [0], "temporal"),
    ("我存满一年能少交多少个税？", [], "abstain"),
    ("我买的那只养老基金现在收益率是多少？", [], "abstain"),
    ("我老婆有没有也开个人养老金账户？", [], "abstain"),
    ("我每个月到手工资是多少？", [], "abstain"),
    ("我打算几岁退休？", [], "abstain"),
]))

CASES.append(("t37-zh-05", [
    ("2032-04-14",
     "家里准备装新风系统了，房子是一百三十平的三室两厅，在合肥滨湖。看中了松下的全热交换新风机，风量三百五十立方，加上安装报价一万四千八，预计五月中旬装，要在吊顶里走管。",
     "新风风量一般按每人每小时三十立方左右来估算，一百三十平的三居室三百五十立方基本够用。全热交换机型的换热效率一般在百分之六十到七十，冬天夏天都能省一些空调能耗。装在吊顶里一定要预留检修口，方便以后换滤网，滤网通常三到六个月就要检查一次。"),
    ("2032-05-21",
     "新风最后没买松下，换成了远大的，师傅说远大的过滤等级更高，能到H13，价格一万三千六，比松下便宜一千二。昨天装好了，主机装在了次卫的吊顶里，一年换两次滤网，一套滤网四百八。",
     "H13属于高效过滤级别，对零点三微米颗粒的过滤效率能到百分之九十九点九五以上，对过敏体质的家人很友好。装在卫生间吊顶里噪音影响小，不过要注意排水和防潮。刚装好的前几天可以开最大档运行一段时间，把管道里的灰尘吹干净。"),
], [
    ("我家装的新风是哪个牌子的？", [1], "update", [0]),
    ("新风系统最后花了多少钱？", [1], "update", [0]),
    ("新风主机装在了家里哪个位置？", [1], "single-hop"),
    ("一年换滤网大概要花多少钱？", [1], "single-hop"),
    ("我原来看中的那台新风风量多大，最后装的那台过滤等级是多少？", [0, 1], "multi-session"),
    ("新风装好到现在多长时间了？", [1], "temporal"),
    ("新风风量一般按每人每小时多少立方来算？", [], "abstain"),
    ("来装新风的师傅姓什么？", [], "abstain"),
    ("我家住在几楼？", [], "abstain"),
    ("我家有没有同时装中央空调？", [], "abstain"),
]))

CASES.append(("t37-zh-06", [
    ("2032-07-04",
     "前天晚上跟大学同学老邓、小彭三个人夜爬了泰山，晚上十点从红门出发，走了六个多小时，凌晨四点多到的玉皇顶，可惜日出被云挡住了。门票一百一十五，下山坐的索道，一个人一百。我现在两条腿还是酸的，下楼都得扶着扶手。",
     "夜爬泰山是很多人的必做清单！从红门上到玉皇顶大约有六千多级台阶，垂直落差一千三百多米，六个多小时算是正常速度。泰山日出被云挡住很常见，一年里能看到完整日出的天数并不多。腿酸是延迟性肌肉酸痛，一般两到三天最明显，可以做做拉伸、泡个热水澡，慢慢就会缓过来。"),
], [
    ("我是跟谁一起去爬的泰山？", [0], "single-hop"),
    ("我们是从哪个门、几点开始爬的？", [0], "single-hop"),
    ("从出发到登顶花了多长时间？", [0], "single-hop"),
    ("那次在山顶看到日出了没有？", [0], "single-hop"),
    ("我夜爬泰山是多久以前的事？", [0], "temporal"),
    ("从红门到玉皇顶一共有多少级台阶？", [], "abstain"),
    ("老邓的全名叫什么？", [], "abstain"),
    ("我们在山顶住的是哪家宾馆？", [], "abstain"),
    ("路上买水和吃的一共花了多少钱？", [], "abstain"),
    ("小彭现在做什么工作？", [], "abstain"),
]))

CASES.append(("t37-zh-07", [
    ("2032-05-02",
     "我家两个月大的小银渐层'奶盖'确诊猫瘟了，白细胞只有一点二，在家附近的安安宠物医院住院，一天住院费加输液要六百多。医生说先住五天看看情况，我已经交了三千押金。",
     "猫瘟也叫猫泛白细胞减少症，对没打完疫苗的幼猫来说很凶险，死亡率可以高达百分之九十，所以尽早住院是对的。现在常用的治疗是猫瘟单抗或血清，加上补液、止吐和预防继发感染。家里要用含氯消毒剂彻底消毒，猫瘟病毒在环境里能存活一年以上，普通酒精杀不死它。"),
    ("2032-05-05",
     "奶盖在安安住了三天不见好，还一直吐，我把它转到了市里的瑞派宠物医院，那边有隔离病房，换了一个姓戴的医生，用上了单抗，一针三百八。今天它第一次自己舔了点罐头。",
     "能自己吃东西是非常好的信号，通常说明肠道开始恢复了。猫瘟最危险的是发病后的头五到七天，挺过这段时间存活率会大大提高。恢复期先喂少量易消化的处方罐头，少食多餐，别一下子喂太多。"),
    ("2032-05-16",
     "奶盖出院了！在瑞派一共住了十天，前后两家医院加起来花了一万零四百。现在白细胞回到了九点五，戴医生让它在家隔离一个月，六月中旬再去打疫苗。",
     "太好了，恭喜奶盖挺过来了！康复的猫体内会有抗体，但还是要按医生说的补打疫苗。隔离期间它用过的猫砂盆、食盆最好单独用，并定期用稀释的八四消毒液清洁。如果家里以后要接新的幼猫，最好等半年以上，并且确保新猫打完疫苗。"),
], [
    ("奶盖现在还在住院吗？", [2], "update", [0, 1]),
    ("奶盖是在哪家医院治好的？", [1], "update", [0]),
    ("奶盖的白细胞最近一次查是多少？", [2], "update", [0]),
    ("奶盖是什么品种，多大了？", [0], "single-hop"),
    ("奶盖前后两家医院加起来一共住了几天院？", [1, 2], "multi-session"),
    ("从确诊猫瘟到出院，奶盖一共用了多长时间？", [0, 2], "temporal"),
    ("猫瘟幼猫的死亡率能有多高？", [], "abstain"),
    ("戴医生叫什么名字？", [], "abstain"),
    ("奶盖打疫苗那天体重多少？", [], "abstain"),
    ("我家除了奶盖还养了别的猫吗？", [], "abstain"),
]))

CASES.append(("t37-zh-08", [
    ("2032-06-21",
     "我在物业公司的消控室值班，公司要求持证上岗，我报了中级消防设施操作员，监控方向。报名费加培训费一共两千一，培训都安排在周末，一共二十天，理论考试定在九月二十六号。我最头疼的是火灾自动报警系统那一章，编码规则老是记不住。",
     "消防设施操作员证书全国通用，中级监控方向主要考消防控制室的值班监控和设备操作。理论和实操一般都是满分一百分、六十分及格，两门都过才能拿证。报警系统的编码可以结合自己值班的那台控制器去记，看看每个回路、每个探测器是怎么编号的，比死背快很多。"),
], [
    ("我报考的是什么证，哪个方向的？", [0], "single-hop"),
    ("报名和培训一共花了多少钱？", [0], "single-hop"),
    ("培训安排在什么时候，一共多少天？", [0], "single-hop"),
    ("我学得最吃力的是哪一部分？", [0], "single-hop"),
    ("离我的理论考试还剩几天？", [0], "temporal"),
    ("理论考试考多少分才算及格？", [], "abstain"),
    ("我的实操考试是哪一天？", [], "abstain"),
    ("我在哪家物业公司上班？", [], "abstain"),
    ("培训班的老师姓什么？", [], "abstain"),
    ("考下证以后公司每个月给多少补贴？", [], "abstain"),
]))

CASES.append(("t37-zh-09", [
    ("2032-08-09",
     "我报名当了我们小区的垃圾分类督导员，每天早上七点到九点在三号楼旁边的投放点站岗，社区一个月补贴三百块。桶站一共四个桶：厨余、可回收、有害和其他。最让人头疼的是五楼的一个大爷，每次都把外卖盒连汤带水一起扔进可回收。",
     "谢谢你为小区出力！外卖盒其实要先把汤水倒进厨余桶，残渣倒干净，油污很重的塑料盒一般算其他垃圾，洗干净的才能当可回收。大骨头、贝壳这些硬的东西属于其他垃圾，不是厨余。对那位大爷可以多示范一两次，很多老人不是故意的，就是没搞清楚规则。"),
], [
    ("我每天几点到几点在投放点站岗？", [0], "single-hop"),
    ("我站岗的投放点在哪儿？", [0], "single-hop"),
    ("当督导员每个月能拿多少补贴？", [0], "single-hop"),
    ("谁让我最头疼，他做了什么？", [0], "single-hop"),
    ("我当垃圾分类督导员大概有多久了？", [0], "temporal"),
    ("大骨头应该扔到哪个桶里？", [], "abstain"),
    ("五楼那个大爷姓什么？", [], "abstain"),
    ("我住的小区叫什么名字？", [], "abstain"),
    ("周末我也要去站岗吗？", [], "abstain"),
    ("我们小区一共有几个督导员？", [], "abstain"),
]))

CASES.append(("t37-zh-10", [
    ("2032-05-30",
     "我在横店找到了第一份剧组的活，当场记，跟的是一部叫《长河落日》的古装剧，一天四百，包吃包住，要拍七十五天。导演姓霍，脾气挺急，一天要拍三十多场戏，我每场都得记镜头号、服装和道具的衔接。开机是六月三号。",
     "恭喜进组！场记是剧组里非常关键的岗位，衔接出错最常见的就是道具的位置、演员手里拿的东西和头发造型，建议每场开拍前后都拍张照片存档。场记单一般要写清楚场次、镜次、条数和哪条是导演要的'过'，剪辑师全靠这个找素材。横店夏天很热，记得多备水和防晒。"),
], [
    ("我跟的那部剧叫什么名字？", [0], "single-hop"),
    ("这份工作一天多少钱，包不包吃住？", [0], "single-hop"),
    ("导演姓什么，脾气怎么样？", [0], "single-hop"),
    ("每场戏我要记哪些内容？", [0], "single-hop"),
    ("按原计划，这部剧大概什么时候拍完？", [0], "temporal"),
    ("这部剧的男主角是谁？", [], "abstain"),
    ("这部剧一共有多少集？", [], "abstain"),
    ("剧组安排我住的是哪家酒店？", [], "abstain"),
    ("我用什么软件写场记单？", [], "abstain"),
    ("进剧组之前我是做什么工作的？", [], "abstain"),
]))

CASES.append(("t37-zh-11", [
    ("2032-03-08",
     "周末去泉州永春的达埔镇上了一天制香体验课，老师姓林，一位一百六十八。我们用沉香粉、檀香粉和楠木粉做了线香和塔香，线香做好要晾三天才能点。我自己配的方子里加了崖柏粉，一共做了三十根线香带回家。",
     "达埔被称为'中国香都'，当地制香的历史有三百多年了。楠木粉在香里主要起粘合作用，让香粉成型不散。线香晾的时候最好放在通风的阴凉处自然阴干，不能暴晒，不然容易弯曲开裂。点的时候如果香味发焦发苦，多半是还没干透。"),
], [
    ("我是在哪儿上的制香课？", [0], "single-hop"),
    ("那节制香课一个人多少钱？", [0], "single-hop"),
    ("我带了多少根线香回家？", [0], "single-hop"),
    ("线香做好后要等几天才能点？", [0], "single-hop"),
    ("我去学制香大概是多久以前？", [0], "temporal"),
    ("达埔制香有多少年的历史？", [], "abstain"),
    ("林老师的全名是什么？", [], "abstain"),
    ("我做了几个塔香？", [], "abstain"),
    ("那次我是一个人去的吗？", [], "abstain"),
    ("沉香粉多少钱一克？", [], "abstain"),
]))

CASES.append(("t37-zh-12", [
    ("2032-06-01",
     "我在平潭龙凤头海滩报了风筝冲浪的入门课，十二个小时，四千二，教练是个叫阿Ken的台湾人。前两次都在沙滩上练控伞，用的是九平米的伞。只有周末能上课，所以我打算分六个周末上完。",
     "风筝冲浪入门一般先在陆地上练控伞，熟悉风窗和动力区，再下水做身体拖行，最后才上板。比较适合初学者的风速大约是十二到二十节。平潭的东北季风每年十月到第二年四月最强，夏天风会小一些也更稳定。一定要先把伞上的快速脱离装置练熟，这是最重要的安全保障。"),
    ("2032-07-06",
     "阿Ken回台湾了，我的风筝冲浪课转给了本地教练小郑，剩下的八个小时照常上。小郑说我体重七十八公斤，换成十二平米的伞更合适。昨天第一次下水做了身体拖行，喝了好几口海水。",
     "第一次下水呛水太正常了，几乎人人都经历过。伞的大小要根据体重和风速来选，体重大一些、风小的时候用大伞更容易起动力。身体拖行练好了，上板时找动力、找方向都会轻松很多，下次可以试试单手控伞、另一只手去够板子的练习。"),
    ("2032-08-24",
     "风筝冲浪终于能在板上站起来滑个二三十米了！入门课已经上完了，后来我又加了一个四小时的进阶课，一千六，还是小郑带。准备十月份去考IKO二级。",
     "恭喜，站起来滑行是最难的一道坎！接下来重点练稳定的单向滑行和控制速度，然后是往回滑、学会逆风走，这些也是IKO认证考核的内容。十月平潭季风起来后风会大很多，最好带上小一号的伞。"),
], [
    ("现在是哪位教练在带我练风筝冲浪？", [1], "update", [0]),
    ("我现在练习用的是多大的伞？", [1], "update", [0]),
    ("我的入门课还剩几个小时没上？", [2], "update", [1]),
    ("我是在哪片海滩学风筝冲浪的？", [0], "single-hop"),
    ("我在风筝冲浪课上前后一共花了多少钱？", [0, 2], "multi-session"),
    ("从报名入门课到能站在板上滑，过了多久？", [0, 2], "temporal"),
    ("平潭一年里什么时候的风最好？", [], "abstain"),
    ("小郑的全名叫什么？", [], "abstain"),
    ("考IKO二级要交多少钱？", [], "abstain"),
    ("我自己有没有买风筝冲浪板？", [], "abstain"),
]))

CASES.append(("t37-zh-13", [
    ("2032-03-29",
     "女儿小橙九岁，今年近视涨得快，左眼二百五十度，右眼二百度，在温州医科大学附属眼视光医院配了角膜塑形镜，选的是欧几里得的，一副一万一千八。每晚要戴八个小时，第一个月每周都要复查一次。",
     "角膜塑形镜是目前比较有效的近视防控手段之一，研究显示能延缓近视增长大约百分之四十到六十。一副镜片一般用一到一年半就要更换。每天摘戴前一定要洗手，护理液不能用自来水代替，如果早上起来眼睛红、痛、怕光，要马上停戴去医院，防止角膜感染。"),
    ("2032-05-26",
     "小橙戴欧几里得那副总是早上眼睛发红，医生让换成了阿尔法的，又花了九千六，旧的那副退不了。现在复查改成一个月一次，上次查左眼裸眼视力已经到1.0了。",
     "早上眼红有时候是镜片配适或者材料不太适合，换品牌后改善的情况挺常见。白天裸眼视力到1.0说明塑形效果不错。每月复查时医生会看角膜地形图和眼轴长度，眼轴增长慢才是真正控制住了近视。平时白天也别忘了多去户外，每天两小时户外活动对控制近视很有帮助。"),
], [
    ("小橙现在戴的是哪个牌子的塑形镜？", [1], "update", [0]),
    ("小橙现在多久去复查一次？", [1], "update", [0]),
    ("小橙现在戴的那副塑形镜多少钱？", [1], "update", [0]),
    ("小橙今年几岁？", [0], "single-hop"),
    ("给小橙配塑形镜前后一共花了多少钱？", [0, 1], "multi-session"),
    ("小橙开始戴塑形镜到现在大概多久了？", [0], "temporal"),
    ("塑形镜能把近视增长延缓多少？", [], "abstain"),
    ("小橙右眼现在的裸眼视力是多少？", [], "abstain"),
    ("给小橙配镜的医生姓什么？", [], "abstain"),
    ("小橙在读几年级？", [], "abstain"),
]))

CASES.append(("t37-zh-14", [
    ("2032-03-02",
     "我爸七十一了，右下边两颗磨牙掉了好几年，一直靠左边嚼东西。今天带他去了南昌大学附属口腔医院的种植科，找的是胡医生，拍了CT说骨量够，可以直接种。初步方案是韩国奥齿泰的种植体，两颗一共一万三。",
     "骨量够能直接种是好消息，不用额外植骨。种植牙一般分两步：先把种植体植入牙槽骨，等三到六个月骨结合以后再装牙冠。老年人种牙前要把血压、血糖控制平稳，如果在吃阿司匹林之类的抗凝药，一定要提前告诉医生。种植体品牌不同，价格和临床数据积累也不一样，可以多问问医生的建议。"),
    ("2032-03-30",
     "跟我哥商量以后，我爸的种植牙改用瑞士士卓曼的了，说是用得更久，两颗一共一万九，我和我哥一人出一半。手术定在四月九号上午。",
     "士卓曼是历史比较长的种植体品牌，长期临床数据比较多。手术当天早上可以正常吃早饭，穿宽松的衣服，最好有家人陪同。术后二十四小时内冷敷，不要用患侧咀嚼，也不要用吸管喝东西，避免影响伤口。"),
    ("2032-04-10",
     "我爸昨天种完了，两颗种植体都打进去了，手术一个多小时，缝了五针。胡医生约了七月十号来戴牙冠，这段时间右边不能嚼硬东西，每天用氯己定漱口水漱口。",
     "手术顺利就好。一般七到十天拆线，头几天可能有点肿，属于正常反应。氯己定漱口水长期用会让牙齿表面染色，按医生说的疗程用就行。饮食上先吃软的、温凉的东西，比如粥、蒸蛋、豆腐。"),
    ("2032-07-21",
     "我爸今天戴上了牙冠，全瓷的，颜色跟他其他牙挺接近。因为骨头长得慢，本来七月十号的戴冠推到了今天。他高兴地说终于能吃花生米了。",
     "恭喜老爷子！种植牙日常要像真牙一样认真清洁，最好配合牙线或冲牙器，清理种植体周围，预防种植体周围炎。刚开始几周咀嚼别太用力，硬壳类的食物慢慢来。以后每半年到一年复查一次，拍片看看骨头情况。"),
], [
    ("我爸种的是哪个牌子的种植体？", [1], "update", [0]),
    ("我爸两颗种植牙一共花了多少钱？", [1], "update", [0]),
    ("我爸是哪天戴上牙冠的？", [3], "update", [2]),
    ("我爸种牙手术缝了几针？", [2], "single-hop"),
    ("我爸种完牙后每天用什么漱口，最后装的是什么材质的牙冠？", [2, 3], "multi-session"),
    ("从种下种植体到戴上牙冠，中间隔了多长时间？", [2, 3], "temporal"),
    ("我哥叫什么名字？", [], "abstain"),
    ("我爸有没有高血压？", [], "abstain"),
    ("胡医生的全名是什么？", [], "abstain"),
    ("每颗牙冠单独算多少钱？", [], "abstain"),
]))

CASES.append(("t37-zh-15", [
    ("2032-04-17",
     "我报名当了街道'银龄数字课堂'的志愿者，每周四下午两点到四点在东风社区活动室教老人用智能手机。第一节课来了十一位老人，年纪最大的八十三岁，大家最想学的是微信视频和在手机上挂号。我准备了一本放大字体的图解手册，打印了二十份。",
     "这件事特别有意义。现在很多手机都有'长辈模式'或'关怀模式'，能把字体和图标调大，可以教老人一键打开。教的时候最好一次只教一个功能，让他们自己动手操作三遍以上。另外防诈骗也值得专门讲，比如不点陌生链接、不给陌生人转账、不透露验证码。"),
    ("2032-06-11",
     "数字课堂办了快两个月，现在固定来上课的老人有十八位了。上周教了用支付宝交水电费，还专门讲了一节防诈骗，请了派出所的民警小吕来讲。有个叫孙奶奶的学员已经能自己在手机上给孙子发红包了。",
     "人数增加说明大家真的觉得有用。交水电费这类'生活缴费'是老人最常用的功能之一，学会了能省不少跑腿。民警来讲防诈骗很有说服力，可以把常见骗局整理成一页纸让老人带回家贴在冰箱上。孙奶奶这样的学员可以请她当小助教，老人之间互相教效果往往更好。"),
], [
    ("我在哪里教老人用手机，是什么时间？", [0], "single-hop"),
    ("第一节课上年纪最大的老人多大？", [0], "single-hop"),
    ("防诈骗那节课请来讲课的是谁？", [1], "single-hop"),
    ("跟第一节课比，现在固定来的老人多了几位？", [0, 1], "multi-session"),
    ("老人们一开始最想学什么，后来我又教了他们什么？", [0, 1], "multi-session"),
    ("我当这个数字课堂的志愿者大概多久了？", [0], "temporal"),
    ("我有没有教老人们打开手机的长辈模式？", [], "abstain"),
    ("孙奶奶今年多大岁数？", [], "abstain"),
    ("民警小吕是哪个派出所的？", [], "abstain"),
    ("打印那些图解手册花了多少钱？", [], "abstain"),
]))

CASES.append(("t37-zh-16", [
    ("2032-04-20",
     "抢到了F1中国大奖赛上海站的票！K看台的三日通票，一张一千八百八，给我和男朋友阿铭各买了一张，正赛在四月二十五号。我们打算坐地铁11号线到上海汽车城站，再换接驳车去赛道。他是维斯塔潘的粉丝，我支持勒克莱尔。",
     "太棒了！上海国际赛车场一圈大约五点四五公里，正赛一般跑五十六圈，K看台离发车区和一号弯都比较近，能看到起步后的缠斗。赛车声音非常大，记得带耳塞。比赛结束后地铁站人会特别多，可以在看台多待半小时再走，或者提前查好接驳车末班时间。"),
], [
    ("我买的是哪个看台的票，一张多少钱？", [0], "single-hop"),
    ("我是跟谁一起去看F1的？", [0], "single-hop"),
    ("F1正赛是在哪天？", [0], "single-hop"),
    ("我男朋友支持的是哪位车手？", [0], "single-hop"),
    ("我去看F1正赛是多久以前？", [0], "temporal"),
    ("上海赛道一圈有多长？", [], "abstain"),
    ("那场正赛最后是谁赢了？", [], "abstain"),
    ("我们在赛道附近住的是哪家酒店？", [], "abstain"),
    ("阿铭是做什么工作的？", [], "abstain"),
    ("我在赛场买周边一共花了多少钱？", [], "abstain"),
]))

CASES.append(("t37-zh-17", [
    ("2032-06-16",
     "新房在做全屋定制，选的是索菲亚，做主卧衣柜、次卧榻榻米和玄关柜，一共报价三万九千六，用的是E0级的颗粒板。设计师姓卓，说板材下单后四十五天出货，预计八月五号上门安装。",
     "全屋定制选板材时可以多留意环保等级，目前国标里最高的是ENF级，甲醛释放量不超过每立方米零点零二五毫克，E0级是不超过零点零五。榻榻米要注意做好防潮，底部最好留通风孔。安装前记得确认柜体尺寸和插座、开关的位置有没有冲突，装好后多通风几个月再入住。"),
    ("2032-08-08",
     "定制柜的安装又推迟了，工厂说排单太多，改到八月二十二号。我趁这个机会把板材升级成了ENF级，补了两千四的差价。卓设计师还送了我一个鞋柜用的感应灯。",
     "升级成ENF级挺划算的，对家里有老人小孩的更安心。安装那天最好有人在场，重点看柜门缝隙是否均匀、封边有没有开胶、抽屉和滑轨顺不顺。感应灯一般是充电式或者接电源的，装之前确认一下玄关附近有没有预留插座。"),
], [
    ("定制柜现在约在哪天安装？", [1], "update", [0]),
    ("我家定制柜用的是哪个环保等级的板材？", [1], "update", [0]),
    ("这次全屋定制做了哪几样柜子？", [0], "single-hop"),
    ("卓设计师送了我什么？", [1], "single-hop"),
    ("全屋定制现在总共要花多少钱？", [0, 1], "multi-session"),
    ("定制柜的安装比原计划推迟了多少天？", [0, 1], "temporal"),
    ("ENF级板材的甲醛释放限值是多少？", [], "abstain"),
    ("卓设计师叫什么名字？", [], "abstain"),
    ("定制柜已经装好了吗？", [], "abstain"),
    ("我的新房在哪个小区？", [], "abstain"),
]))

CASES.append(("t37-zh-18", [
    ("2032-07-11",
     "暑假带儿子去了成都宽窄巷子，跟一位做了四十年糖画的曾师傅学了一个下午，两个人一共两百块。糖是用红糖和白糖按二比一熬的，要熬到能拉出丝才行。儿子画了一条龙，我画的蝴蝶翅膀断了一边。",
     "四川糖画是国家级非物质文化遗产，老成都人叫它'倒糖饼儿'。熬好的糖温度大概在一百五十度左右，很容易烫伤，所以师傅们手上的动作都特别快。画的时候线条要一笔连到底，线和线之间要搭牢，不然揭下来的时候就容易断，你的蝴蝶翅膀多半就是这个原因。"),
], [
    ("我和儿子是在哪儿学的糖画？", [0], "single-hop"),
    ("教我们的师傅做糖画多少年了？", [0], "single-hop"),
    ("熬糖用的什么糖，比例是多少？", [0], "single-hop"),
    ("儿子画的是什么？", [0], "single-hop"),
    ("我们学糖画是多久前的事？", [0], "temporal"),
    ("熬糖大概要熬到多少度？", [], "abstain"),
    ("我儿子今年几岁？", [], "abstain"),
    ("曾师傅叫什么名字？", [], "abstain"),
    ("那次我们在成都一共待了几天？", [], "abstain"),
    ("我后来有没有重新画一只蝴蝶？", [], "abstain"),
]))

CASES.append(("t37-zh-19", [
    ("2032-08-18",
     "最近入坑做雨林缸了，买了个六十乘四十五乘六十厘米的超白缸，背景板是自己用发泡胶和椰土做的，花了两个周末。种了六种苔藓和两株鹿角蕨，喷雾系统设成每天三次，每次二十秒。打算过一个月再放两只角蛙进去。",
     "雨林缸一般要把湿度保持在百分之七十到九十，温度在二十二到二十八度之间，苔藓和蕨类才长得好。新造景最好先空缸跑一段时间，让植物扎根、微生物稳定下来。不过要提醒一下，角蛙其实更适合单只饲养，它们什么都往嘴里塞，两只放一起有互相吞食的风险，而且角蛙喜欢挖土，可能会把苔藓翻乱。"),
], [
    ("我的雨林缸是多大尺寸的？", [0], "single-hop"),
    ("缸里的背景板是用什么做的？", [0], "single-hop"),
    ("喷雾系统设置成一天几次，每次多久？", [0], "single-hop"),
    ("缸里种了哪些植物？", [0], "single-hop"),
    ("按我的计划，大概什么时候放角蛙进去？", [0], "temporal"),
    ("雨林缸的湿度要保持在多少？", [], "abstain"),
    ("这个缸一共花了多少钱？", [], "abstain"),
    ("我用的灯是什么牌子的？", [], "abstain"),
    ("我打算在哪家店买角蛙？", [], "abstain"),
    ("我以前有没有养过鱼？", [], "abstain"),
]))

CASES.append(("t37-zh-20", [
    ("2032-07-15",
     "我老婆七月二号在杭州市妇产科医院生了个儿子，六斤八两。出生医学证明上的名字暂定叫陈一诺，打算这周去派出所上户口，然后再办医保和社保卡。我老婆户口在老家衢州，我的在杭州，孩子准备跟我落户。",
     "恭喜当爸爸了！新生儿一般要在出生后一个月内申报户口。浙江可以在'浙里办'上办理'出生一件事'，出生医学证明、落户、医保参保和社保卡可以一次性申请，不用来回跑。新生儿在出生后三个月内参加医保的，待遇一般能从出生当天算起，住院的费用也能报。"),
    ("2032-07-30",
     "儿子的名字最后改了，全家投票定成了陈知远，好在出生证明还没盖章，医院给改了。户口也没去派出所跑，直接在浙里办上办的'出生一件事'，三天就批下来了。医保已经交了，今年交的是三百八。",
     "'知远'这个名字很有寓意。线上办完后，户口簿和社保卡一般会邮寄到家或者通知去窗口领取，记得留意短信。接下来还有宝宝的预防接种证，通常在出生医院或者社区卫生服务中心办理，满月和两个月时都有要打的疫苗。"),
], [
    ("我儿子现在叫什么名字？", [1], "update", [0]),
    ("儿子的户口是通过什么方式办下来的？", [1], "update", [0]),
    ("儿子出生时多重？", [0], "single-hop"),
    ("儿子的医保今年交了多少钱？", [1], "single-hop"),
    ("儿子的户口落在哪个城市，是在哪个平台办的？", [0, 1], "multi-session"),
    ("我儿子出生到现在多长时间了？", [0], "temporal"),
    ("新生儿要在出生后几个月内参保才能从出生当天享受医保？", [], "abstain"),
    ("我老婆叫什么名字？", [], "abstain"),
    ("儿子的小名叫什么？", [], "abstain"),
    ("儿子是几点出生的？", [], "abstain"),
]))


if __name__ == "__main__":
    DESCRIPTION = ("Forty tiny stores, 20 English and 20 Simplified Chinese users with 1 to 4 facts each (one per day, "
                   "2032-03-01..2032-08-31), ten questions per user asked on 2032-09-10: single-hop, multi-session, "
                   "temporal, update (later fact as evidence, earlier one stale) and about 45% abstain.")
    write_tiny_stores("tiny-stores-37", DESCRIPTION, CASES, "2032-09-10T10:00:00+08:00", here)
