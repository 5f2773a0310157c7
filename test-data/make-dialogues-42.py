"""Writes dialogues-42.json: a blind held-out set of 18 labelled multi-session dialogues
(9 English, 9 Simplified Chinese), one user and one life domain each, dated 2033-03 to 2033-08,
questions asked at 2033-09-15.

en-reflux-hamilton            health: reflux, pantoprazole doses, endoscopy rescheduled
en-529-plan-cedar-rapids      money: college 529 accounts for two kids, contributions revised
en-gap-year-dunedin           family: son's gap year, ski-season job and travel plans change
en-spaniel-epilepsy-galway    pets: springer spaniel with epilepsy, meds, vets and food change
en-knotweed-bolton            home: Japanese knotweed treatment, neighbour cost split, sale dropped
en-flight-claim-nottingham    legal/admin: UK261 delay compensation claim through ADR
en-pastry-switch-birmingham   study/work: payroll specialist retraining as a pastry chef
en-ukulele-newcastle-nsw      hobbies: retiree in a ukulele group, instrument, gig, lessons
en-danube-bike-kelowna        travel: Passau-Vienna bike tour, dates, bikes, flights revised
zh-mianzhan-yancheng          health: 贝尔面瘫，激素、针灸、分级恢复
zh-jiaoyujin-zhanjiang        money: 两个孩子的教育金，保险、定投、存单
zh-jinhun-panjin              family: 父母金婚宴，日期、桌数、礼物、出游变化
zh-jiangban-dongqianhu        hobbies: 东钱湖桨板，课程、买板、比赛
zh-catti-lianyungang          study/work: CATTI三级笔译备考与兼职翻译
zh-yanji-changbaishan         travel: 延吉长白山家庭游，包车、住宿、航班调整
zh-huinantian-zhongshan       home: 回南天墙面发霉，翻新、除湿机、外墙维修
zh-maomi-niaobi-kaifeng       pets: 公猫尿闭与膀胱炎，处方粮、医院变更
zh-shangbiao-jiangmen         legal/admin: 陈皮饼干品牌商标注册、驳回复审、山寨维权
"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import labelled_case_builder, write_dialogues

QUESTION_TIME = "2033-09-15T12:00:00+00:00"
case = labelled_case_builder(QUESTION_TIME)
here = os.path.dirname(os.path.abspath(__file__))
CASES = []

# ---------------------------------------------------------------- en / health
CASES.append(case("en-reflux-hamilton", "ines.ferreira", [
    ("2033-03-04T19:20:00-05:00", [
        ("r_gp", "Evening. I'm Inês, 44, dental hygienist here in Hamilton. The heartburn I've had on and off since Christmas has turned into a nightly thing: burning behind the breastbone around 11pm, a sour taste when I lie down, and a dry cough most mornings. Saw my family doctor, Dr. Kowalczyk at the Locke Street clinic, today. She put me on pantoprazole 40 mg once a day, half an hour before breakfast, for eight weeks, and told me to stop the ibuprofen I've been taking for my knee. She wants to review me on April 29."),
        "That sounds like classic reflux, and the plan is a sensible one. A few things that help alongside the medication: take the pantoprazole on an empty stomach 30 to 60 minutes before your first meal, since PPIs work best when the acid pumps are about to switch on. Many doctors start with omeprazole 20 mg, so 40 mg of pantoprazole is a full standard dose. Try to finish eating about three hours before bed, raise the head of your bed by 15 to 20 cm rather than stacking pillows, and keep an eye on trigger foods. Stopping ibuprofen is important, as NSAIDs irritate the oesophagus and stomach lining.",
        ("r_triggers", "My triggers, as far as I can tell: the espresso I get around 3pm from the café next to the practice (usually a double), anything with tomato sauce, and red wine, I have a glass of Douro red most Fridays. And I eat late because I don't get home until 7:45 after picking up my son Tiago from hockey. For context I'm 5'6\" and about 172 pounds, up from 158 two years ago."),
        "Those are very common triggers. Caffeine and alcohol both relax the lower oesophageal sphincter, and tomato is acidic. Late dinners are probably the biggest one for you; even a lighter meal earlier plus a small snack at 7:45 could help. Weight matters too: studies suggest losing around 5 to 10 percent of body weight noticeably reduces reflux symptoms, which for you would be roughly 9 to 17 pounds. Don't try to change everything at once; start with the late meal and the afternoon coffee.",
        ("r_bed", "Okay, I'll try the bed thing. I found a foam wedge pillow at Shoppers for $64.99, it's a 7-inch one. My husband Rui says he'll put up with it."),
        "A wedge is a reasonable first try. The key is that your whole torso is inclined, not just your head bent forward, which can actually squeeze the stomach. Give it a couple of weeks. If you find you slide down or wake with a sore neck, bed risers under the head-end legs are the other common option, usually 6 to 8 inches.",
    ]),
    ("2033-04-02T08:45:00-04:00", [
        ("r_progress", "Update, about four weeks into the pantoprazole. The heartburn is maybe 70% better and the cough has mostly gone. The wedge was a disaster though, I kept sliding off it and woke up with a stiff neck, so I took it back and Rui put 4-inch blocks under the legs at the head of our bed frame. So much better."),
        "Glad it's working. Seventy percent better at four weeks is a good response; PPIs often take two to four weeks to reach full effect. Blocks under the bed frame are what a lot of gastroenterologists actually recommend, so that's a good switch.",
        ("r_coffee", "I've also cut the 3pm espresso to a single shot, and on weekdays it's half-caf. Wine is down to one glass every second Friday. Weight this morning was 167."),
        "That's real progress, five pounds in a month is a healthy rate. Half-caf is a smart compromise. Keep tracking which changes make a difference; some people find decaf still triggers symptoms because coffee itself is acidic.",
        ("r_scope_plan", "One thing that worried me. Dr. Kowalczyk's nurse phoned back about the thing I mentioned at the appointment, that bread sometimes feels like it sticks halfway down. Because of that she's referred me for an upper endoscopy with a gastroenterologist, Dr. Anand Bhatt at St. Joseph's. Tentative date is May 19."),
        "Trouble swallowing is one of the symptoms that doctors always want to look at directly, so the referral is standard practice rather than a sign they expect something bad. Common findings are inflammation from the reflux itself or a narrowing ring at the bottom of the oesophagus. For the scope you'll usually fast for six to eight hours, you'll get sedation, and you'll need someone to drive you home. The procedure itself typically takes 10 to 15 minutes.",
    ]),
    ("2033-05-11T21:10:00-04:00", [
        ("r_scope_moved", "St. Joseph's booking office called. Dr. Bhatt is away at a conference so my scope got bumped from the 19th to June 7, 8:30 in the morning. Rui is taking the day off to drive me since I'll be sedated."),
        "A short delay like that is common. Keep taking your medication as prescribed unless the booking instructions say otherwise, and write down your symptoms in the meantime so you can give Dr. Bhatt a clear picture.",
        ("r_review", "I also had the review with Dr. Kowalczyk on April 29 like she planned. She's keeping me on pantoprazole 40 mg once daily until after the scope instead of stepping down. She also mentioned my ferritin came back a bit low, 22, and told me to take an iron supplement every other day."),
        "That makes sense, keeping the dose steady avoids a rebound before the scope. Ferritin of 22 is on the low side of normal for many labs. Alternate-day iron is actually well supported, since absorption is better than taking it daily. Take it with a little vitamin C and away from your PPI, tea and coffee if you can.",
        ("r_knee", "The knee is grumbling without the ibuprofen, so the physio at our workplace clinic suggested diclofenac gel instead. I've been using Voltaren on it since the start of May and it's fine."),
        "Topical diclofenac is a good choice for a knee. Only a small fraction of the drug reaches the bloodstream compared with tablets, so it's much kinder to your stomach. Use the dosing card in the box and don't exceed the daily maximum.",
    ]),
    ("2033-06-09T18:30:00-04:00", [
        ("r_scope_result", "Scope done on the 7th. Dr. Bhatt found LA grade B esophagitis and a small hiatal hernia, about 2 cm, no Barrett's, and took biopsies. The sticking feeling was a mild ring at the bottom and he stretched it during the procedure. He wants me to stay on the PPI but take it twice a day now, 40 mg before breakfast and 40 mg before dinner, for another eight weeks, then see him again in August."),
        "That's a fairly reassuring result. The Los Angeles classification runs from A to D, and grade B means some erosions longer than 5 mm but not joined up. Small hiatal hernias of 2 to 3 cm are very common. The ring sounds like a Schatzki ring, which usually responds well to dilation. Twice-daily dosing for eight weeks is the standard approach to heal grade B inflammation.",
        ("r_biopsy", "Biopsies came back this morning: no eosinophilic esophagitis and no H. pylori. Big relief."),
        "Great news. Eosinophilic esophagitis is one of the things they check for when food sticks, and H. pylori is a bacterial infection they test for routinely. With both ruled out, it's very likely all reflux-related.",
    ]),
    ("2033-08-22T20:00:00-04:00", [
        ("r_stepdown", "Saw Dr. Bhatt on August 18. Symptoms are basically gone, so he's stepped me down to pantoprazole 20 mg once a day. If I stay symptom-free until November I can try taking it only when I need it. And from now on my follow-up is with Dr. Kowalczyk again, not him."),
        "That's the usual path: heal with a higher dose, then step down to the lowest dose that keeps you comfortable. Some people get mild rebound acid for a week or two after reducing, so don't panic if you notice a little heartburn at first.",
        ("r_weight2", "Small victory too: 161 pounds this morning. The afternoon coffee is fully decaf now, and I quit red wine completely back in July, honestly I don't miss it."),
        "That's 11 pounds down since March, over 6 percent of your starting weight, which fits what the research suggests for reflux improvement. Well done.",
    ]),
], [
    ("What dose of pantoprazole am I taking these days?", ["r_stepdown"], "update", ["r_gp", "r_review", "r_scope_result"]),
    ("What date did my endoscopy actually end up happening?", ["r_scope_moved", "r_scope_result"], "update", ["r_scope_plan"]),
    ("How have we got the head of the bed raised at the moment?", ["r_progress"], "update", ["r_bed"]),
    ("What's my current weight?", ["r_weight2"], "update", ["r_triggers", "r_coffee"]),
    ("Am I still having the odd glass of red?", ["r_weight2"], "update", ["r_triggers", "r_coffee"]),
    ("What did the gastroenterologist find when he scoped me?", ["r_scope_result"], "single-hop"),
    ("What am I using on my knee instead of ibuprofen?", ["r_knee"], "single-hop"),
    ("What was my ferritin number?", ["r_review"], "single-hop"),
    ("Which of my reflux triggers have I cut back on or dropped since March?", ["r_triggers", "r_coffee", "r_weight2"], "multi-session"),
    ("How did the food-sticking problem get dealt with, from when it came up to the fix?", ["r_scope_plan", "r_scope_result"], "multi-session"),
    ("Roughly how long was I on pantoprazole before the dose got doubled?", ["r_gp", "r_scope_result"], "temporal"),
    ("By how much did my scope get pushed back?", ["r_scope_plan", "r_scope_moved"], "temporal"),
    ("How much did I pay out of pocket for the endoscopy?", [], "abstain"),
    ("What dose of omeprazole was I on before?", [], "abstain"),
    ("What's the name of Tiago's hockey team?", [], "abstain"),
    ("What time is my November appointment with Dr. Kowalczyk?", [], "abstain"),
    ("Which brand of iron pills did I go with?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / money
CASES.append(case("en-529-plan-cedar-rapids", "leon.hartig", [
    ("2033-03-06T20:15:00-06:00", [
        ("m_start", "Finally sitting down to sort out college savings for the kids. I'm Leon, 39, maintenance planner at the cereal plant here in Cedar Rapids; my wife Shauna manages a dental office. Maddie is 7 and Jonah is 3. Right now all we have is $4,200 in a plain savings account at Collins Community Credit Union that we labelled 'college' for Maddie, and nothing at all for Jonah. I'm thinking of opening College Savings Iowa 529s for both of them."),
        "That's a good move, and Iowa residents get a nice perk: contributions are deductible on your Iowa state return up to a limit per beneficiary per contributor, a bit over $5,000 in recent years and indexed for inflation. College Savings Iowa is a direct-sold plan with low fees, typically around 0.1 to 0.2 percent a year, and you can open an account with as little as $25. Most families choose an age-based portfolio that gets more conservative as the child gets closer to college.",
        ("m_budget", "Our budget can handle $250 a month total right now. I was thinking $150 for Maddie since she's closer to college and $100 for Jonah. Also Grandma Ruth, Shauna's mom, said she'd give $1,000 a year per kid at Christmas."),
        "That's a solid start. For a rough sense of scale: $150 a month for 11 years at a 6 percent average return comes to about $28,000, and $100 a month for 15 years comes to about $29,000, before Grandma Ruth's gifts. Her $1,000 a year per child adds meaningfully too, especially the early years for Jonah. Grandparents can contribute directly to your accounts.",
        ("m_portfolio", "I like the age-based idea. I'm leaning toward the aggressive version for Jonah and the moderate one for Maddie."),
        "That's a common split. The aggressive track holds more stocks for longer, which makes sense with 15 years to go. Just remember that the portfolio still shifts automatically as each child ages, so you don't need to rebalance yourself.",
    ]),
    ("2033-04-14T21:00:00-05:00", [
        ("m_opened", "Both accounts opened on April 9. We moved the $4,200 from the credit union into Maddie's, and set up an automatic draft on the 15th of every month. In the end we did $125 each instead of the 150/100 split, because Shauna argued Jonah has more years to compound so an even split is fairer."),
        "Nice work getting them open. The even split is perfectly reasonable. Drafting on a fixed date makes it painless, and the $4,200 gives Maddie's account a real head start.",
        ("m_tax", "Our tax guy, Dale Kessling, finished our 2032 return: $2,850 federal refund. We're putting $2,000 of it into Jonah's 529 as a lump sum so he isn't starting from zero."),
        "Good use of a refund. Because you're Iowa residents, that $2,000 also counts toward your state deduction for this tax year. Dropping a lump sum in early gives it the most time to grow.",
        ("m_portfolio2", "Oh, and I changed my mind on the portfolios. After reading the fee sheet I put both kids in the aggressive age-based option. Same fee either way, and Maddie still has 11 years."),
        "That's defensible. An aggressive track for a 7-year-old is still fairly balanced by the time she's in high school. Most plans let you change the investment option twice per calendar year if you reconsider.",
    ]),
    ("2033-06-20T19:40:00-05:00", [
        ("m_raise", "Good news: I got promoted to maintenance supervisor, starting July 1, and my pay goes from $71,000 to $79,500. We're bumping the 529 draft to $200 per kid starting with the July 15 draft."),
        "Congratulations! Putting part of a raise straight into savings before you get used to it is one of the best habits there is. $400 a month combined is a big step up from $250.",
        ("m_grandma", "And Grandma Ruth decided not to wait until Christmas. She's set up a recurring gift through the plan's gifting link and is doing $100 a month per kid instead."),
        "That's lovely of her. Recurring gifts are nice because they benefit from the time in the market too. Her total is well under the federal annual gift exclusion, so there's no paperwork for her to worry about.",
    ]),
    ("2033-08-25T22:10:00-05:00", [
        ("m_balance", "Checked balances tonight: Maddie's is at $5,310 and Jonah's at $3,180. Slight hiccup: Maddie's getting braces this fall, the orthodontist quoted $5,400 and we're putting $1,200 down. So Shauna and I agreed to pause Maddie's draft for September and October and pick it back up in November. Jonah's stays at $200."),
        "Pausing for a couple of months is a sensible way to handle a big one-off expense. Many orthodontists offer interest-free payment plans over 18 to 24 months, so it's worth asking whether the remaining balance can be spread out. Maddie's account will keep growing in the meantime from what's already in it.",
        ("m_roth", "Random question: I read there's a rule that lets leftover 529 money go into a Roth IRA for the kid. How does that work?"),
        "Yes, since 2024 a beneficiary can roll unused 529 money into their own Roth IRA, subject to conditions: the 529 must have been open for at least 15 years, contributions from the last five years aren't eligible, each year's rollover is capped at the annual Roth contribution limit, and there's a lifetime maximum of $35,000. It's a nice safety valve if one of the kids gets scholarships.",
    ]),
], [
    ("How much goes into Jonah's 529 every month right now?", ["m_raise", "m_balance"], "update", ["m_budget", "m_opened"]),
    ("Is Maddie's monthly 529 contribution still going through?", ["m_balance"], "update", ["m_raise"]),
    ("How is Grandma Ruth putting money in for the kids these days?", ["m_grandma"], "update", ["m_budget"]),
    ("Which investment track did I end up picking for Maddie?", ["m_portfolio2"], "update", ["m_portfolio"]),
    ("What did my salary go up to with the promotion?", ["m_raise"], "single-hop"),
    ("Where was Maddie's college money sitting before we opened the 529?", ["m_start"], "single-hop"),
    ("What did the orthodontist quote for Maddie's braces?", ["m_balance"], "single-hop"),
    ("How much of our tax refund went into Jonah's account?", ["m_tax"], "single-hop"),
    ("How has the per-kid monthly draft changed since we opened the accounts?", ["m_opened", "m_raise", "m_balance"], "multi-session"),
    ("Where did the money to get each kid's account started come from?", ["m_start", "m_opened", "m_tax"], "multi-session"),
    ("On what date did we open the 529s?", ["m_opened"], "temporal"),
    ("How long after opening the accounts did we bump up the monthly contribution?", ["m_opened", "m_raise"], "temporal"),
    ("What's the expense ratio on the portfolio I'm in?", [], "abstain"),
    ("How big was our Iowa state tax deduction for the 529s last year?", [], "abstain"),
    ("What's the name of Maddie's orthodontist?", [], "abstain"),
    ("How much does Shauna have in her 401(k)?", [], "abstain"),
    ("What did Dale charge us to do our taxes?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / family
CASES.append(case("en-gap-year-dunedin", "annette.gillies", [
    ("2033-03-08T20:30:00+13:00", [
        ("g_plan", "Kia ora. I'm Annette, I teach maths at a high school in Dunedin. My son Callum finished Year 13 last year and got into Otago for a BCom, but he's just told us he wants to defer a year. His plan: work the winter season at Cardrona as a lift operator from mid-June, save up, then go to Vietnam and Thailand for about ten weeks with his mate Josh. My partner Hemi is fine with it. I'm the nervous one."),
        "That's a very common plan, and a gap year with a real job in it often sets students up well. Most New Zealand universities let you defer an offer for a year, but it usually has to be formally requested, so make sure Callum has it in writing. Ski field jobs are a classic first step; they typically pay a bit above the minimum wage and many fields offer staff housing. For Southeast Asia, ten weeks on a backpacker budget often runs around $60 to $80 NZD a day plus flights.",
        ("g_money", "He's got $3,800 in his Kiwibank savings from working at the Countdown on Andersons Bay Road. He reckons the whole trip will cost about $9,000 including flights. We've told him we'll match whatever he saves, up to $2,000, but he pays for the rest."),
        "A matching offer is a great motivator. If the trip is $9,000 and you contribute $2,000, he needs about $7,000 of his own, so roughly $3,200 more from the season. At 35 to 40 hours a week that's very achievable over a winter, even after rent.",
        ("g_defer", "On the deferral, he emailed Otago admissions on March 3 and is still waiting to hear back."),
        "It can take a few weeks at this time of year while they finalise first-semester enrolments. If he hasn't heard in a fortnight, a polite follow-up quoting his student ID is fine.",
    ]),
    ("2033-04-19T19:10:00+12:00", [
        ("g_defer_ok", "Otago confirmed the deferral, his place is held for Semester 1 2034. One worry down. And the Cardrona job offer came through: lift operator, starting June 14, $26.50 an hour, and staff accommodation in Wanaka at $210 a week."),
        "Two big boxes ticked. Staff accommodation at that price is good value for Wanaka, where private rentals in winter can be $300 or more a week per room. He should budget for food, transport up the mountain, and his gear.",
        ("g_isla", "Meanwhile Isla, she's 14, is furious that Callum gets a 'year off', so dinner has been fun. She wants to go on the school ski trip to Mt Hutt in August, which is $780, and she's using Callum as ammunition."),
        "Sibling fairness battles are very normal at that age. One approach is to frame it around effort rather than privilege: Callum is funding most of his own trip. You could offer Isla a similar deal, where she contributes part of the cost herself.",
        ("g_josh", "Also, Josh might not come on the trip after all. His parents want him to start an electrician apprenticeship instead."),
        "That's worth sorting early, because travelling solo changes the planning a bit, from accommodation costs to safety check-ins. Hostels in Vietnam often have great social scenes, so solo travel there is very doable.",
    ]),
    ("2033-06-25T21:00:00+12:00", [
        ("g_job_change", "Plot twist. Cardrona had a slow start with poor snow and cut his hours, so he's moved to Coronet Peak in Queenstown working in rentals. $27.80 an hour, first shift was June 23, and he's in a flat in Frankton with two other seasonal workers for $245 a week."),
        "Good on him for adapting quickly. The higher hourly rate helps offset the rent. Frankton is handy for the Coronet staff bus. Make sure his final pay from Cardrona includes holiday pay owed.",
        ("g_trip_change", "And the trip's changed. Josh is definitely out, so Callum's now going with his cousin Mere, and they've swapped Thailand for Cambodia. Still leaving early October-ish."),
        "Travelling with a cousin is a nice middle ground. Cambodia pairs well with Vietnam overland; many travellers cross from Ho Chi Minh City to Phnom Penh by bus. He'll need a visa for both countries, and Cambodia offers an e-visa.",
        ("g_isla2", "Isla's Mt Hutt trip: we said yes, on condition she pays $200 of it from her babysitting money. She agreed surprisingly fast."),
        "That's a fair outcome and it mirrors Callum's deal nicely. Having a bit of her own money in it usually means she'll value it more too.",
    ]),
    ("2033-08-28T20:00:00+12:00", [
        ("g_savings", "Callum's savings are at $8,100 now. With our $2,000 match that's more than he needs. Flights are booked: Auckland to Hanoi on October 6, coming home from Phnom Penh on December 12."),
        "That's impressive saving for a single season. With a buffer over his budget he's in a strong position. Make sure he has travel insurance, copies of his passport, and a card that doesn't charge foreign transaction fees.",
        ("g_end", "He's finishing at Coronet on September 21, before the season actually ends, so he can come home to Dunedin for a couple of weeks before they fly."),
        "A couple of weeks at home before a long trip is a great idea, time to get vaccinations checked, sort his pack and see friends. Vaccinations like hepatitis A and typhoid are commonly recommended for Southeast Asia.",
    ]),
], [
    ("Where's Callum working this ski season?", ["g_job_change"], "update", ["g_plan", "g_defer_ok"]),
    ("Who is Callum going travelling with?", ["g_trip_change"], "update", ["g_plan"]),
    ("Which countries are on Callum's itinerary?", ["g_trip_change"], "update", ["g_plan"]),
    ("How much has Callum got saved up?", ["g_savings"], "update", ["g_money"]),
    ("What degree did Otago accept Callum into?", ["g_plan"], "single-hop"),
    ("How much does Isla's school ski trip cost?", ["g_isla"], "single-hop"),
    ("So how much of Isla's Mt Hutt trip are Hemi and I covering?", ["g_isla", "g_isla2"], "multi-session"),
    ("Why did Josh pull out of the trip?", ["g_josh", "g_trip_change"], "multi-session"),
    ("How long is Callum going to be away overseas?", ["g_savings"], "temporal"),
    ("How long did Otago take to confirm the deferral after he emailed them?", ["g_defer", "g_defer_ok"], "temporal"),
    ("About how many weeks will Callum have worked at Coronet by the time he finishes?", ["g_job_change", "g_end"], "temporal"),
    ("What was Callum earning an hour at Countdown?", [], "abstain"),
    ("How much did Callum's flights to Hanoi cost?", [], "abstain"),
    ("Which school does Isla go to?", [], "abstain"),
    ("What's Mere's last name?", [], "abstain"),
    ("How much did we spend on travel insurance for Callum?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / pets
CASES.append(case("en-spaniel-epilepsy-galway", "moira.quinlan", [
    ("2033-03-12T22:40:00+00:00", [
        ("p_first", "I'm still shaking. I'm Moira, in Galway. Our springer spaniel Rufus, he's 3, had a seizure on the kitchen floor about an hour ago: legs paddling, drooling, eyes glazed, it lasted about two minutes going by my phone. He's wobbly now and bumping into the table legs but he's eaten a few biscuits. Should I be bringing him to an emergency vet tonight?"),
        "That must have been frightening. A single seizure that lasted under five minutes, followed by recovery, isn't usually an emergency in itself, but you should phone your vet's out-of-hours service tonight for advice. Go in immediately if he has another seizure within 24 hours, if any seizure lasts longer than five minutes, or if he doesn't return to normal within a few hours. Wobbliness, pacing and hunger afterwards are very common in the post-ictal phase. In dogs between about 6 months and 6 years, idiopathic epilepsy is the most common cause, but the vet will want bloods to rule out other things.",
        ("p_vet1", "Rang the out-of-hours line. They said since he's recovering to bring him in Monday, so he's booked at Corrib Vets with Dr. Keane on Monday the 14th at 10:20. He's about 21 kg at the moment. He's insured with Petplan, €1,500 limit per condition."),
        "Good. For the appointment, a video of any further episode is incredibly useful to the vet, so if it happens again and you can safely film it, do. Note the time it started and stopped and what he was doing before. Check your policy wording too: some policies reset the per-condition limit each year, others don't.",
        ("p_log", "I've started a seizure log in a notebook stuck to the fridge, date, time, length, what he was doing before."),
        "Perfect. Over time that log is what lets the vet judge whether treatment is working. Many owners also add notes on missed doses, diet changes and unusual stress, since those can be triggers.",
    ]),
    ("2033-04-09T19:00:00+01:00", [
        ("p_diag", "So, three seizures now: March 12, March 29 and April 6. Dr. Keane ran bloods and they're all normal, and she says it's most likely idiopathic epilepsy. He's started on phenobarbital, 30 mg twice a day at 7am and 7pm. She wants a blood level in four weeks."),
        "That fits with the usual approach: treatment is generally recommended after two or more seizures within six months. Phenobarbital is one of the most common first-line drugs. Blood levels are usually checked once it reaches steady state, about two to four weeks in; many labs quote a target range of roughly 15 to 45 micrograms per mL. Alternatives if it isn't enough or isn't tolerated include potassium bromide and levetiracetam. Never stop it suddenly.",
        ("p_side", "First week has been rough. He's ravenous, wobbly on his back legs and drinking loads, we've had to put the bin on the counter. Niamh, our dog walker, takes him out Tuesdays and Thursdays and she said he was slower than usual on the prom."),
        "Sedation, wobbly hind legs, increased thirst and a huge appetite are the classic early side effects and usually settle over two to three weeks as his body adjusts. The hunger often doesn't fully go away, so managing portions matters.",
        ("p_food", "He's on Burns Original, chicken and brown rice, two cups a day. I'm worried the phenobarbital hunger is going to make him pile on weight."),
        "A fair worry. You could swap some of his kibble for low-calorie vegetables like green beans, use part of his daily allowance for training treats, and weigh him every couple of weeks. If he starts gaining, a 10 percent reduction in food is a reasonable first adjustment.",
    ]),
    ("2033-05-14T11:30:00+01:00", [
        ("p_level", "Blood level came back at 14. Dr. Keane says that's on the low side, and he had another seizure on May 3, so she's put him up to 45 mg twice a day. Recheck in three weeks."),
        "That makes sense, a level just under the usual range and a breakthrough seizure is exactly when vets increase the dose. Expect a few days of extra sleepiness again after the increase.",
        ("p_food2", "She also suggested trying Purina Pro Plan NeuroCare alongside the meds, there's some evidence the MCT oil in it helps, so we spent the last week mixing it in and he's fully on that now."),
        "Yes, there are studies suggesting diets with medium-chain triglycerides can reduce seizure frequency in some dogs. Transitioning over a week is the right way to do it.",
        ("p_walk", "Niamh isn't comfortable walking him anymore after the seizure talk, which I get. So our neighbour Colm walks him at lunchtime every weekday now; he's retired and loves it."),
        "That's a nice arrangement. Give Colm a short written plan: what a seizure looks like, to keep Rufus away from water and roads, time it, and phone you straight away.",
        ("p_claim", "Petplan paid out the first claim, €612 for the consult and the bloods. So that leaves less than €900 of the condition limit, which scares me."),
        "It's worth asking Petplan exactly how the limit works on your policy, and keeping all invoices together. Long-term phenobarbital with regular monitoring typically costs a few hundred euro a year, so budgeting now is wise.",
    ]),
    ("2033-06-30T20:15:00+01:00", [
        ("p_vetswitch", "We've moved Rufus over to Ballybrit Veterinary Hospital. Dr. Fahy there has a special interest in neurology and it's ten minutes closer. Records were transferred June 20. She rechecked his level: 24, right in range. And no seizures since May 3!"),
        "Brilliant news on both counts. A level of 24 is comfortably within the usual target range. Nearly two months seizure-free is encouraging, though with epilepsy the goal is usually fewer and milder seizures rather than none at all.",
        ("p_cluster", "Dr. Fahy gave us a rescue plan too: if he has more than two seizures in 24 hours, or one lasting over five minutes, we give the rectal diazepam, she prescribed 10 mg tubes, and ring her. The kit cost €48."),
        "That's a very good thing to have at home. Keep the tubes at room temperature, check the expiry date, and make sure everyone who looks after him, Colm included, knows where they are.",
    ]),
    ("2033-08-27T09:00:00+01:00", [
        ("p_aug", "Bad night on the 24th, he had a seizure, the first since May. Dr. Fahy wants to add levetiracetam, 500 mg three times a day, and keep the phenobarbital at 45 mg twice a day. He's also up to 23 kg, so we've cut the NeuroCare back to one and a half cups a day."),
        "Adding levetiracetam is a common next step when one drug doesn't fully control seizures; it's generally well tolerated, although the three-times-daily schedule can be hard to keep up. Some vets use an extended-release version given twice a day. Cutting his food for the weight gain is sensible.",
        ("p_log2", "The fridge log now has five seizures in it. I've also added a column for the levetiracetam doses because I already forgot the lunchtime one yesterday."),
        "Setting phone alarms for the 7am, 3pm and 11pm-ish doses can help. A single missed dose isn't usually dangerous, but give it as soon as you remember unless the next one is due soon.",
    ]),
], [
    ("Which vet is looking after Rufus now?", ["p_vetswitch"], "update", ["p_vet1", "p_diag"]),
    ("What's Rufus's phenobarbital dose at the moment?", ["p_level", "p_aug"], "update", ["p_diag"]),
    ("What food is Rufus on these days?", ["p_food2", "p_aug"], "update", ["p_food"]),
    ("Who's doing Rufus's weekday walks now?", ["p_walk"], "update", ["p_side"]),
    ("How heavy is Rufus now?", ["p_aug"], "update", ["p_vet1"]),
    ("What did Rufus's first phenobarbital blood test come back at?", ["p_level"], "single-hop"),
    ("What's in the seizure rescue kit and when are we meant to use it?", ["p_cluster"], "single-hop"),
    ("How much did Petplan pay on the first claim?", ["p_claim"], "single-hop"),
    ("Can you list every date Rufus has had a seizure?", ["p_first", "p_diag", "p_level", "p_aug"], "multi-session"),
    ("How have his phenobarbital levels changed between the two checks?", ["p_level", "p_vetswitch"], "multi-session"),
    ("How long did Rufus go seizure-free before the August one?", ["p_level", "p_aug"], "temporal"),
    ("How many days after his first seizure did he see a vet?", ["p_first", "p_vet1"], "temporal"),
    ("What target range for phenobarbital did Dr. Keane give us?", [], "abstain"),
    ("What did Rufus's MRI show?", [], "abstain"),
    ("How much is the levetiracetam costing us a month?", [], "abstain"),
    ("What was the name of the emergency vet clinic I rang that first night?", [], "abstain"),
    ("When is Rufus due his next levetiracetam blood test?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / home
CASES.append(case("en-knotweed-bolton", "sanjay.mistry", [
    ("2033-03-15T19:00:00+00:00", [
        ("k_found", "I'm Sanjay, we live in a 1950s semi in Bolton. Clearing the back border on Saturday I found red-speckled bamboo-looking canes coming up along the back fence, a stretch of about three metres, and the old boy two doors down who's a keen gardener took one look and said 'that's Japanese knotweed, mate'. We were planning to put the house on the market in September to move closer to my wife Anjali's parents in Leicester, so I'm panicking a bit."),
        "Take a breath: knotweed is very manageable and houses with it sell all the time, as long as there's a professional management plan with an insurance-backed guarantee. It isn't illegal to have it on your land, but it is an offence to let it spread into the wild, and you need to dispose of any cut material as controlled waste. Typical approaches are a multi-year herbicide programme, often £1,500 to £5,000 depending on size, or excavation, which is faster but much more expensive. The first step is a survey by a member of a trade body such as the PCA or INNSA.",
        ("k_surveys", "Right, I've booked two surveys: Rhizome Control are coming on March 22 and KnotOut North West on March 24."),
        "Good to compare. Ask each for a written management plan, the length and provider of the guarantee, whether it's transferable to a buyer, and whether the price includes VAT and a site visit each year.",
    ]),
    ("2033-04-05T20:30:00+01:00", [
        ("k_quotes", "Quotes are in. Rhizome Control: a herbicide programme over three years, five visits a year, £2,650 plus VAT, with a ten-year insurance-backed guarantee. KnotOut: full dig-out and removal to licensed landfill, done in about a week, £7,900 plus VAT, also with a ten-year guarantee. The dig-out would wreck the patio though."),
        "Those are both in the normal range. Herbicide treatment is slower; the canes typically stop regrowing within two to three seasons, but the rhizome can stay dormant, which is why monitoring continues. Excavation gives you a clean site quickly, which is attractive if a sale is imminent, but landfill and reinstatement costs add up.",
        ("k_choose", "We're going with Rhizome Control's herbicide plan. First treatment is booked for May 10."),
        "Sensible given the price gap. Keep every document: the survey, plan, invoices and guarantee certificate. Buyers' solicitors will ask for them on the TA6 property form.",
        ("k_neighbour", "Turns out the canes are coming from the Hendersons' side, at number 42. The main crown is under their shed. Brian Henderson was really decent about it and said he'll split the cost with us 50/50."),
        "That's a good outcome, and a neighbour cooperating makes treatment far more effective, since treating only one side of the fence rarely works. I'd suggest putting the agreement in a short email so you both have a record.",
    ]),
    ("2033-05-20T18:00:00+01:00", [
        ("k_delay", "The first treatment didn't happen on the 10th after all. The technician came, looked, and said the canes weren't tall enough; the herbicide works better once they're a metre or so. It's been rescheduled to June 3."),
        "That's normal practice; spraying needs enough leaf area for the plant to take the herbicide down into the rhizome. Many contractors also do their most important treatment in late summer, around August and September, when the plant is moving energy downwards.",
        ("k_sale", "Anjali and I talked it through and we're not selling this year. We'll let the treatment run for a season and have another think next spring. Her dad's recovering fine after his operation so the urgency has gone."),
        "That takes a lot of pressure off. A year of treatment history also looks much better to buyers and lenders than a plan that's just been signed.",
        ("k_brian", "Brian has backtracked a bit. His wife reckons the knotweed's on our side as much as theirs, so they'll now pay 30 percent rather than half."),
        "Annoying but not unusual. Since you already have an email agreement, it's reasonable to gently refer back to it, but 30 percent and goodwill may be worth more than an argument. Make sure they still give the technician access to their side of the fence.",
    ]),
    ("2033-07-02T10:00:00+01:00", [
        ("k_treat1", "First spray was done on June 3 and the second on June 28. The canes have gone yellow and floppy. Our technician, Kerry, reckons three more visits this year, the last one mid-September."),
        "Yellowing and collapsing canes are exactly what you want to see. Expect smaller, bushier regrowth next year, which is normal and still gets treated.",
        ("k_invoice", "The year-one invoice came through: £1,060 plus VAT, so £1,272. Brian paid his 30 percent straight away by bank transfer, £381.60."),
        "Good, that's tidy. Keep that bank transfer record with the rest of the paperwork.",
    ]),
    ("2033-08-30T19:45:00+01:00", [
        ("k_aug", "Third visit was August 12, hardly anything coming back. One bit of admin: Rhizome Control has been bought by a bigger firm, Greenline Invasives, so our guarantee now sits with Greenline. Same terms, and Kerry still does our visits."),
        "Ask Greenline for an updated guarantee certificate in their name, and check the insurer backing it is the same. Acquisitions usually honour existing guarantees, but you want it in writing for any future sale.",
        ("k_stay", "And we've decided to stay put for good. Anjali has got a job at Salford Royal, so the Leicester move is off completely."),
        "Congratulations to Anjali! That also means you can take the long view on the garden and the patio, with no sale deadline hanging over the treatment.",
    ]),
], [
    ("When did the first knotweed spray actually happen?", ["k_delay", "k_treat1"], "update", ["k_choose"]),
    ("What share of the knotweed bill is Brian covering?", ["k_brian", "k_invoice"], "update", ["k_neighbour"]),
    ("Are we still thinking of selling the house?", ["k_stay"], "update", ["k_found", "k_sale"]),
    ("Which company is our knotweed guarantee with now?", ["k_aug"], "update", ["k_quotes"]),
    ("What did KnotOut want for digging it all out?", ["k_quotes"], "single-hop"),
    ("Where's the knotweed actually growing from?", ["k_neighbour"], "single-hop"),
    ("What's the name of the technician who does our visits?", ["k_treat1"], "single-hop"),
    ("How much did Brian send us for his share of the first year?", ["k_invoice"], "single-hop"),
    ("How many treatment visits have there been so far, and when were they?", ["k_treat1", "k_aug"], "multi-session"),
    ("Why was the first treatment delayed and when did it go ahead in the end?", ["k_delay", "k_treat1"], "multi-session"),
    ("How long after I spotted the knotweed did the first spray happen?", ["k_found", "k_treat1"], "temporal"),
    ("Which survey was first, Rhizome Control's or KnotOut's?", ["k_surveys"], "temporal"),
    ("What's our house valued at?", [], "abstain"),
    ("Which herbicide are they using on the knotweed?", [], "abstain"),
    ("What did the estate agent say about the knotweed and our asking price?", [], "abstain"),
    ("What's Brian's wife called?", [], "abstain"),
    ("What's Anjali's job title at Salford Royal?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / legal-admin
CASES.append(case("en-flight-claim-nottingham", "tomasz.wierzbicki", [
    ("2033-03-05T21:00:00+00:00", [
        ("f_delay", "I'm Tomasz, in Nottingham. Our flight back from Málaga on Wednesday the 2nd, SkyMeridian SM4417, was supposed to land at East Midlands at 18:05 and we touched down at 23:45. Four of us: me, my wife Ewa, and the kids Zofia, who's 9, and Kuba, 6. They gave us one £5 voucher each, which bought about a sandwich. Can I claim anything?"),
        "Very likely, yes. Under UK261, passengers whose flight arrives three hours or more late are generally entitled to fixed compensation unless the airline can show extraordinary circumstances. The amount depends on distance: £220 for flights up to 1,500 km, £350 for 1,500 to 3,500 km, and £520 for longer flights. Málaga to East Midlands is around 1,800 km, so that would be £350 per passenger, and children count as passengers. You can also claim reasonable meal costs the airline should have covered.",
        ("f_costs", "We spent £46.80 on dinner in the terminal on top of the vouchers, and I've kept the receipt. The airport car park also charged us an extra £18 for leaving late."),
        "Keep that receipt. Meals and refreshments during a long delay fall under the airline's duty of care, so the £46.80 is reasonable to claim. The car park charge is less likely to succeed, since it's a consequential loss rather than a care cost, but you can include it and see.",
        ("f_submit", "I'll put the claim in through their website this weekend, then."),
        "Claim directly with the airline first; you don't need a claims company, which typically takes 25 to 35 percent. Include booking reference, names of all four passengers, scheduled and actual arrival times, and scans of receipts.",
    ]),
    ("2033-03-28T20:00:00+01:00", [
        ("f_submitted", "Submitted it on March 6, reference SMC-88213, claiming £1,400 compensation plus £64.80 for the dinner and car park. Yesterday they rejected it, saying the delay was due to 'air traffic control restrictions in French airspace', which they call extraordinary. But the captain said over the tannoy that the inbound plane had a technical fault in Palma."),
        "That contradiction matters. Technical faults are generally not extraordinary circumstances, following the Huzar v Jet2 ruling, whereas genuine ATC restrictions can be. Reply asking them to provide evidence of the ATC restriction and its effect on your specific flight. If they stand by the rejection, you can escalate to the alternative dispute resolution scheme the airline belongs to, or to the CAA's passenger advice service if they aren't in one.",
        ("f_adr_plan", "Their website says SkyMeridian is a member of AviationADR. Their letter is marked as a final response, so I'll file with AviationADR rather than wait."),
        "Good. With a final response you can go to ADR straight away. ADR decisions are binding on the airline if you accept them, and the process is free for passengers with most schemes.",
    ]),
    ("2033-04-30T10:00:00+01:00", [
        ("f_adr_filed", "Filed with AviationADR on April 12, case reference AADR-0594. I also attached a note from a fellow passenger, Mrs Pilling, who recorded the captain's announcement about the technical fault on her phone."),
        "That recording could be very strong evidence. ADR schemes typically aim to reach a decision within about 90 days of receiving a complete file.",
        ("f_amount", "I've also trimmed what I'm asking for. I dropped the car park charge since you said it probably wouldn't fly, so it's now the £1,400 compensation plus the £46.80 meal receipt, £1,446.80 total."),
        "That's a cleaner claim. Removing the weaker item makes it easier for the adjudicator to award everything you've asked for.",
    ]),
    ("2033-06-18T15:00:00+01:00", [
        ("f_offer", "SkyMeridian came back through the ADR with an offer: £700 total as a 'goodwill gesture' with no admission of liability. I turned it down."),
        "Reasonable, given your evidence. Airlines often make a partial offer during ADR; if the adjudicator agrees it was a technical fault, you'd be entitled to the full statutory amount.",
        ("f_decision", "AviationADR says their decision is due by July 8."),
        "Fingers crossed. If the decision goes your way and you accept it, the airline usually has a set window to pay, often 28 days.",
    ]),
    ("2033-07-21T19:00:00+01:00", [
        ("f_won", "We won! The ruling came on July 14, a bit later than they'd said, and it was in our favour: the full £1,400 plus the £46.80 for meals. I was getting ready to go to small claims if they dragged their feet, but they paid this morning, £1,446.80 straight into my Monzo."),
        "Congratulations, that's a textbook result. Your persistence and Mrs Pilling's recording made the difference.",
        ("f_spend", "Ewa already wants to put it towards a half-term trip to Kraków in October to see her sister."),
        "A lovely way to use it. Just maybe not with SkyMeridian!",
    ]),
], [
    ("How much am I getting from SkyMeridian in the end?", ["f_amount", "f_won"], "update", ["f_submitted"]),
    ("When did AviationADR give their decision?", ["f_won"], "update", ["f_decision"]),
    ("Is SkyMeridian still refusing to pay up?", ["f_won"], "update", ["f_submitted", "f_offer"]),
    ("Am I still claiming for the car park charge?", ["f_amount"], "update", ["f_submitted"]),
    ("What excuse did the airline give when they turned my claim down?", ["f_submitted"], "single-hop"),
    ("How late did we get into East Midlands?", ["f_delay"], "single-hop"),
    ("What did they offer as a goodwill gesture?", ["f_offer"], "single-hop"),
    ("What are the two reference numbers for my flight claim?", ["f_submitted", "f_adr_filed"], "multi-session"),
    ("What evidence do I have that it was really a technical fault?", ["f_submitted", "f_adr_filed"], "multi-session"),
    ("How long did the whole thing take from submitting the claim to getting the money?", ["f_submitted", "f_won"], "temporal"),
    ("How many days after the flight did I send in the claim?", ["f_delay", "f_submitted"], "temporal"),
    ("How much did we pay for the Málaga tickets?", [], "abstain"),
    ("Which hotel did we stay at in Málaga?", [], "abstain"),
    ("What was our outbound flight number?", [], "abstain"),
    ("Did SkyMeridian lose any of our bags on that trip?", [], "abstain"),
    ("What fee did AviationADR charge me?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / study-work
CASES.append(case("en-pastry-switch-birmingham", "keisha.bramwell", [
    ("2033-03-03T20:00:00+00:00", [
        ("c_start", "Doing something scary. I'm Keisha, 31, I've been a payroll specialist at Harcourt Payroll in Birmingham for eight years, and I've enrolled in a part-time Level 2 patisserie diploma at the Digbeth School of Culinary Arts. Monday and Wednesday evenings, 6 to 9, running March to December. It's £3,250: a £1,250 deposit I've paid, then two payments of £1,000 due end of June and end of September. First class is March 7."),
        "That's brave and exciting. A Level 2 patisserie qualification is the usual entry point; many people then go on to a Level 3 the following year. Be aware that entry-level commis pastry roles in the UK often pay around £11.50 to £13 an hour, and kitchen shifts start early, pastry sections commonly begin at 5 or 6am. A lot of career changers keep their day job during the course and pick up weekend shifts to get real kitchen experience.",
        ("c_money", "Money-wise I'm on £34,500 at Harcourt, and I've got about £9,000 in savings. My partner Marlon is supportive but nervous, we've got a mortgage on a two-bed in Kings Heath."),
        "It's sensible to model the pay cut now. If you moved into a commis role you might be looking at roughly £24,000 to £27,000 full time, so a gap of around £8,000 to £10,000 a year. Your savings give you a buffer, but a plan to build experience while still employed reduces the risk.",
        ("c_kit", "Kit list arrived: chef whites, black non-slip shoes, a knife roll, a piping set and a digital scale. Got most of it sorted."),
        "Good. A reliable scale that measures to 1 g, or even 0.1 g for things like gelatine and yeast, is the most important tool in pastry. Break new kitchen shoes in before long practical sessions.",
    ]),
    ("2033-04-20T21:00:00+01:00", [
        ("c_progress", "Six weeks in. We've done choux, pâte sucrée and crème pâtissière. My éclairs got the top mark in the class from Chef Aurélie. First practical assessment is on May 16."),
        "Top marks on éclairs is no small thing; choux is notoriously unforgiving. For the assessment, practise your mise en place and timing, as assessors usually care as much about organisation and hygiene as the final product.",
        ("c_days", "Harcourt have agreed to let me go down to four days a week from May, Fridays off, with my salary pro-rated to £27,600."),
        "That's a great compromise. A free Friday gives you practice time or a chance to pick up bakery shifts.",
        ("c_stage", "And Chef Aurélie set me up with an unpaid trial shift, a stage, at Crumb & Co, an artisan bakery in Moseley, on Saturday April 30."),
        "A stage is a great foot in the door. Arrive early, bring your knives and a notebook, ask questions but don't get in the way, and offer to do the unglamorous jobs.",
    ]),
    ("2033-06-05T19:30:00+01:00", [
        ("c_assess", "The assessment got moved to May 23 because the school kitchen flooded, and I passed with distinction! Tart au citron and a tray of palmiers."),
        "Congratulations! A distinction with a lemon tart, where the custard set and pastry thickness are under scrutiny, is a real achievement.",
        ("c_saturdays", "The stage went well and Crumb & Co offered me paid Saturday shifts, 6am to 2pm, £12.60 an hour. Started on May 28."),
        "That's a brilliant outcome. Weekend bakery work will build speed and stamina much faster than class alone.",
        ("c_fri", "Actually, I've now started doing Fridays there too, since I have them off from Harcourt anyway. So Fridays and Saturdays at Crumb & Co."),
        "Just watch your energy. Two early shifts plus two evening classes plus four office days is a heavy load; make sure you still get at least one full rest day.",
    ]),
    ("2033-07-30T18:00:00+01:00", [
        ("c_offer", "Big news. Priyesh, the head baker at Crumb & Co, offered me a full-time commis pastry chef job at £26,000, starting September 12. I accepted and handed in my notice at Harcourt, last day is September 2. I'm carrying on with the diploma, but from September the school has moved our classes to Tuesday and Thursday evenings because of the new term timetable."),
        "Congratulations! That's a fast transition, from first class to a full-time job offer in under five months. Check your rota at Crumb & Co works with the new Tuesday and Thursday class times before the term starts.",
        ("c_instal", "Also paid the second £1,000 instalment on June 30, so only the last one's left."),
        "Good, that leaves one £1,000 payment at the end of September, which you'll be paying on the new salary, so build it into your first month's budget.",
    ]),
    ("2033-08-29T20:30:00+01:00", [
        ("c_start5", "Priyesh asked if I could start earlier because another commis has left, so I'm now starting at Crumb & Co on September 5. I finish at Harcourt on the 2nd as planned, so I get one weekend off in between, ha."),
        "A quick turnaround, but it shows they want you. Use that weekend to rest properly; the first couple of weeks in a full-time kitchen are physically tough.",
        ("c_leaving", "Harcourt are doing leaving drinks for me at the Prince of Wales on the 2nd. Eight years. Feels strange."),
        "It's natural to feel a mix of nerves and sadness. Eight years is a long chapter. Enjoy the send-off.",
    ]),
], [
    ("Which evenings is my patisserie class on now?", ["c_offer"], "update", ["c_start"]),
    ("What date do I start full-time at the bakery?", ["c_start5"], "update", ["c_offer"]),
    ("Where's my main job now?", ["c_offer", "c_start5"], "update", ["c_start", "c_days"]),
    ("Which days am I doing shifts at Crumb & Co before I go full-time?", ["c_fri"], "update", ["c_saturdays"]),
    ("How much is the patisserie diploma costing me altogether?", ["c_start"], "single-hop"),
    ("What's the commis job at Crumb & Co paying?", ["c_offer"], "single-hop"),
    ("Who gave my éclairs the top mark?", ["c_progress"], "single-hop"),
    ("How did I go from a trial shift to a job offer at Crumb & Co?", ["c_stage", "c_saturdays", "c_offer"], "multi-session"),
    ("How much of the course fee do I still owe?", ["c_start", "c_instal"], "multi-session"),
    ("How long after my first class did I start getting paid bakery shifts?", ["c_start", "c_saturdays"], "temporal"),
    ("How many days are there between leaving Harcourt and starting at Crumb & Co?", ["c_offer", "c_start5"], "temporal"),
    ("How much did I spend on my chef whites and knife roll?", [], "abstain"),
    ("What grade did I get on the written theory exam?", [], "abstain"),
    ("What's Chef Aurélie's surname?", [], "abstain"),
    ("How much notice did Harcourt make me work?", [], "abstain"),
    ("Which Level 3 course have I signed up for next year?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / hobbies
CASES.append(case("en-ukulele-newcastle-nsw", "lorraine.pickett", [
    ("2033-03-10T10:30:00+11:00", [
        ("u_start", "Morning! I'm Lorraine, 63, retired from nursing at John Hunter Hospital last year. I've joined the Hunter Strummers ukulele group, we meet Thursday mornings at 9:30 in the Adamstown Community Hall, $5 a session. I bought a Kala concert ukulele from a little music shop on Beaumont Street for $149."),
        "What a lovely thing to take up. A concert uke is a great choice for adult hands, a bit roomier than a soprano. Standard tuning is G-C-E-A, and most beginner songbooks lean on C, Am, F and G7, which get you through hundreds of songs. Tenor ukuleles are a step bigger again, and baritones are tuned like the top four strings of a guitar, D-G-B-E.",
        ("u_song", "Trish, who runs the group, gave us 'You Are My Sunshine' and 'Riptide' to learn. My fingers hate the G7, and the change from F to G7 is a mess."),
        "That change trips everyone up at first. Try keeping your index finger anchored near the first fret as you move, and practise the change slowly without strumming, just switching shapes back and forth 20 times. Riptide mostly uses Am, G and C, but there's a B-flat in the bridge which is a barre chord, so leave that for later.",
        ("u_practice", "I'm going to try for 20 minutes every morning after my walk along Merewether beach."),
        "Twenty minutes daily beats two hours once a week. Short regular sessions build finger memory fastest.",
    ]),
    ("2033-04-14T16:00:00+10:00", [
        ("u_progress", "It's turned into more like half an hour a day, sometimes twice a day, I'm hooked. 'Sunshine' is down. Riptide's Am, G, C bit is fine but the B-flat in the bridge is murder."),
        "That's great progress in a month. For B-flat, a common trick is to play a partial barre: lay your index finger across just the bottom two strings at the first fret, with ring and middle fingers on the third and second frets. Pressing close behind the fret helps.",
        ("u_gig", "Trish has signed us up to play at Maple Grove Aged Care in Wallsend on June 11. Twelve songs! Terrifying."),
        "Aged care audiences are the warmest audiences there are. Residents often sing along, and a few wrong chords won't matter at all.",
    ]),
    ("2033-05-26T11:00:00+10:00", [
        ("u_tenor", "I did it, I bought a second uke: a tenor, an Ohana TK-35G, $420 from the same Beaumont Street shop. The Kala concert is going to my granddaughter Pippa, she's 8 and keen. The longer neck on the tenor actually makes the B-flat easier for my fingers."),
        "Lovely upgrade, and a nice way to pass on the first one. Tenors have a fuller sound and slightly wider frets, which many adult learners find more comfortable.",
        ("u_day", "Our group has moved to Tuesday mornings because a playgroup booked the hall on Thursdays. Same 9:30 start and still $5."),
        "Easy enough to adjust to. Tuesday mornings are often quieter in community halls too.",
        ("u_gig2", "And the Maple Grove performance has been pushed back to June 25, there was a flu outbreak at the home."),
        "Sensible of them, and it gives you two more weeks to polish the set.",
    ]),
    ("2033-06-27T19:00:00+10:00", [
        ("u_played", "We played at Maple Grove on Saturday, the 25th! Fourteen of us. We ended up doing eleven songs because Trish dropped 'Riptide', she said we kept rushing the tempo. One resident, Dulcie, who's 94, sang every word of 'You Are My Sunshine'. I cried a bit."),
        "What a wonderful first performance. Moments like Dulcie singing along are exactly why groups do these visits. Dropping a song that isn't ready is a sensible call.",
        ("u_next", "Next thing: Trish wants us busking for charity at Charlestown Square in December. And I've started private lessons with a young fellow called Ravi, $45 for 45 minutes, every second Friday."),
        "Private lessons will speed things up, especially with technique like fingerpicking and cleaner chord changes that are hard to pick up in a group.",
    ]),
    ("2033-08-19T10:00:00+10:00", [
        ("u_ravi", "Ravi and I are getting on so well that I see him every Friday now. He's put his rate up to $50 for the 45 minutes, still worth it."),
        "Weekly lessons make a real difference at this stage. Keep a practice diary so each lesson builds on the last.",
        ("u_fingerpick", "We're working on fingerpicking, a simple arrangement of 'Blackbird'. I also had the shop put a low-G string on the tenor for a deeper sound."),
        "Low-G suits fingerstyle arrangements well because it extends the bass range. Blackbird is a lovely choice; take the thumb pattern slowly and use a metronome around 60 bpm to start.",
    ]),
], [
    ("What day does the Strummers group meet now?", ["u_day"], "update", ["u_start"]),
    ("Which ukulele am I playing these days?", ["u_tenor"], "update", ["u_start"]),
    ("How often do I have my lessons with Ravi?", ["u_ravi"], "update", ["u_next"]),
    ("What's Ravi charging me per lesson?", ["u_ravi"], "update", ["u_next"]),
    ("When did we do the Maple Grove gig?", ["u_gig2", "u_played"], "update", ["u_gig"]),
    ("Who did I give my first ukulele to?", ["u_tenor"], "single-hop"),
    ("Which song got cut from the aged care set?", ["u_played"], "single-hop"),
    ("How many songs were we meant to play at Maple Grove, and how many did we actually do?", ["u_gig", "u_played"], "multi-session"),
    ("What's helped me finally manage the B-flat chord?", ["u_progress", "u_tenor"], "multi-session"),
    ("How long had I been with the group when we played our first gig?", ["u_start", "u_played"], "temporal"),
    ("By how many weeks was the aged care performance postponed?", ["u_gig", "u_gig2"], "temporal"),
    ("What brand of strings are on my tenor?", [], "abstain"),
    ("How much did Maple Grove pay the group for playing?", [], "abstain"),
    ("What date is the Charlestown Square busking?", [], "abstain"),
    ("What's Trish's last name?", [], "abstain"),
    ("How old is Ravi?", [], "abstain"),
]))

# ---------------------------------------------------------------- en / travel
CASES.append(case("en-danube-bike-kelowna", "carla.benedetti", [
    ("2033-03-02T19:00:00-08:00", [
        ("d_plan", "Hi! I'm Carla, 58, in Kelowna. My husband Stan and I are booking a self-guided bike tour on the Danube, Passau to Vienna, with a company called Blue Ribbon Cycle Tours. Eight days, seven nights, about 320 km, June 18 to 25. It's €1,290 each including luggage transfers and breakfasts. We're going on regular bikes, we ride the Okanagan Rail Trail every weekend so we'll be fine."),
        "That's one of the most popular long-distance bike routes in Europe and a great first self-guided tour: mostly flat, well signposted, with daily stages of around 40 to 60 km. Highlights include the Schlögen loop, Melk Abbey and the Wachau valley with Dürnstein and its apricot orchards. E-bike rental on these tours typically costs €100 to €150 extra per person for the week. June is a good month, though it can get busy in the Wachau.",
        ("d_flights", "Flights: Kelowna to Munich via Calgary, $1,480 Canadian each return. Then we'll take the train from Munich to Passau."),
        "The Munich to Passau train takes a bit over two hours, often with a change in Landshut or Plattling. If you travel as a pair, a regional day ticket for Bavaria can be cheaper than two individual fares.",
        ("d_budapest", "We're also thinking of tacking on three nights in Budapest after Vienna, since it's so close."),
        "Budapest is about two and a half hours from Vienna by direct train, or you could even take the hydrofoil down the Danube in summer. Three nights is enough to see the highlights and try the thermal baths.",
    ]),
    ("2033-04-11T20:00:00-07:00", [
        ("d_gina", "My sister Gina in Seattle wants to come too! She'll take a single room, the single supplement is €340. She's less of a cyclist than us so she's getting an e-bike, €130 for the week."),
        "How fun to have her along. With an e-bike she'll be able to keep pace easily, and if she gets tired on a long day she can just bump up the assist.",
        ("d_budapest_off", "We've scrapped Budapest. Stan's work needs him back by June 30. Instead we'll just stay two extra nights in Vienna at the end of the ride and fly home from there."),
        "Vienna is easy to fill two days with: the Belvedere, Schönbrunn, a coffee house afternoon, and perhaps a Heuriger wine tavern in Grinzing. Many tour operators can add extension nights at their partner hotel.",
    ]),
    ("2033-05-22T21:00:00-07:00", [
        ("d_ebike", "Change of heart. Stan's knee flared up on the KVR trail last weekend, so now all three of us are on e-bikes. Paid the extra €260 for ours today."),
        "Probably wise. E-bikes are much easier on knees since you can keep pedal pressure low, and it makes the longer stages more enjoyable.",
        ("d_dates", "And Blue Ribbon emailed: the Passau hotel was overbooked on the 18th, so they've moved the whole tour back a day. We now start June 19 and finish June 26 in Vienna. The two extra Vienna nights are the 26th and 27th, and we fly home June 28."),
        "No harm done, and at least it fits with Stan's deadline. Make sure your inbound flight and train to Passau still line up with the new start date.",
        ("d_flights2", "Speaking of which, WestJet cancelled the Calgary connection, so we rebooked: Kelowna to Vancouver, then Vancouver to Frankfurt, and the train from Frankfurt to Passau instead. Same fare, thank goodness."),
        "Frankfurt to Passau by ICE is around four and a half to five hours, often with a change in Nuremberg or Regensburg. Book seat reservations if you're carrying bags.",
        ("d_melk", "I've booked a guided tour of Melk Abbey for June 21."),
        "Lovely. The library and the marble hall are the highlights, and the view over the Danube from the terrace is spectacular.",
    ]),
    ("2033-07-05T18:00:00-07:00", [
        ("d_back", "We're home! It was glorious. 327 km in total by Stan's Strava. Best day was the Wachau, apricot dumplings in Dürnstein. Stan's e-bike battery died just outside Spitz and he had to pedal a heavy bike for 10 km, which he will not stop talking about. Gina skidded on gravel near Ybbs and scraped her forearm, nothing serious."),
        "Sounds like a wonderful trip, battery drama and all. Glad Gina's fall was minor.",
        ("d_next", "Already plotting the next one, maybe the Lake Constance loop in 2034."),
        "Lake Constance is a classic follow-up: about 260 km around the lake through Germany, Austria and Switzerland, also very gentle.",
    ]),
], [
    ("What date did our Danube tour actually start?", ["d_dates"], "update", ["d_plan"]),
    ("What sort of bikes did Stan and I end up riding?", ["d_ebike"], "update", ["d_plan"]),
    ("Did we do the Budapest extension in the end?", ["d_budapest_off"], "update", ["d_budapest"]),
    ("Which route did we fly to Europe?", ["d_flights2"], "update", ["d_flights"]),
    ("What was Gina's single supplement?", ["d_gina"], "single-hop"),
    ("What did I book for June 21?", ["d_melk"], "single-hop"),
    ("How many kilometres did we ride in the end?", ["d_back"], "single-hop"),
    ("Who got hurt on the trip and what happened?", ["d_back"], "single-hop"),
    ("How did all three of us end up on e-bikes?", ["d_gina", "d_ebike"], "multi-session"),
    ("Why didn't we go to Budapest and what did we do instead after the ride?", ["d_budapest", "d_budapest_off", "d_dates"], "multi-session"),
    ("How many days after the ride finished did we fly home?", ["d_dates"], "temporal"),
    ("Roughly how long was it from when I started booking the tour to our first day of riding?", ["d_plan", "d_dates"], "temporal"),
    ("How much were the train tickets to Passau?", [], "abstain"),
    ("What was our hotel in Passau called?", [], "abstain"),
    ("How much were the Melk Abbey tour tickets?", [], "abstain"),
    ("Which hotel did we stay at in Budapest?", [], "abstain"),
    ("What did it cost to fix Stan's e-bike battery?", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / health
CASES.append(case("zh-mianzhan-yancheng", "gu.jianping", [
    ("2033-03-07T21:30:00+08:00", [
        ("m1", "今天早上刷牙的时候发现左边嘴角漏水，照镜子一看左半边脸整个耷拉下来了，左眼也闭不严，吓死我了。我叫顾建平，46岁，在盐城一所中学教物理。赶紧去了市一院急诊，先做了CT排除了中风，神经内科医生说是左侧周围性面瘫，就是贝尔面瘫。开了泼尼松，每天60毫克早上一次吃，吃5天后开始减量；还有阿昔洛韦和甲钴胺。"),
        "先别太慌，贝尔面瘫虽然看着吓人，但大多数预后不错，统计上大约70%到85%的人在三个月内能基本恢复。发病72小时内开始用激素效果最好，你当天就用上了，这点很关键。常见的激素方案是按每公斤体重1毫克左右起步，一周左右减停。现在最要紧的是保护左眼：闭不严的眼睛容易干燥、角膜受损，白天用人工泪液，晚上涂眼膏、戴眼罩。针灸一般建议过了急性期、大约发病1到2周后再开始。",
        ("m2", "医生也是这么说的，左眼白天滴玻璃酸钠滴眼液，一天四次，晚上涂红霉素眼膏再贴眼罩。学校给我批了两周病假，到3月21号。"),
        "这个护眼方案很标准。病假期间注意休息、别吹冷风，可以每天对着镜子做一些轻柔的面部动作，比如抬眉、皱眉、闭眼、鼓腮，每个动作做10次左右，但不要用力过猛。",
        ("m3", "我老婆说她单位有个同事前几年也得过，扎针灸扎好的，建议我去市中医院针灸科看看。"),
        "针灸在国内面瘫康复里用得很普遍，可以在复诊时问问神经内科医生什么时候开始合适。选有经验的针灸科医生就好，急性期一般不主张强刺激。",
    ]),
    ("2033-03-18T20:00:00+08:00", [
        ("m4", "今天复诊，医生用House-Brackmann分级评估，说我是四级。泼尼松已经从60减到30了，下周就停。让我下周一开始针灸。我约了市中医院针灸科的徐主任，每周一、三、五，每次40分钟，挂号加治疗一次大概85块。"),
        "House-Brackmann分级从一级（正常）到六级（完全麻痹），四级属于中重度，但这个阶段的评分很多人后面都会明显好转。激素按医生的节奏减停就行，别自己突然停。针灸一周三次是比较常见的频率。",
        ("m5", "病假不够，又续了一周，现在要到3月28号才回学校上课。我带的高三物理课先让同事孙老师代着。"),
        "多休息一周是明智的，教书讲话多，面部肌肉也容易累。高三课程紧，可以跟孙老师把进度表对好，回去后衔接会顺很多。",
        ("m6", "甲钴胺医生说再吃一个月看看。"),
        "甲钴胺是营养神经的药，面瘫恢复期常用，一般疗程从几周到几个月不等，按医生说的吃就好。",
    ]),
    ("2033-04-16T19:00:00+08:00", [
        ("m7", "针灸做了三周多，嘴角能动一点了，喝水基本不漏了。不过市中医院离家太远，来回一个多小时，我现在改到家旁边的亭湖区社区卫生服务中心扎了，那边的王医生是徐主任带出来的学生，一周两次，周二和周五，每次45块。"),
        "能喝水不漏是很好的进步信号。就近治疗能坚持下去更重要，频率从一周三次调到两次也挺常见。",
        ("m8", "上课还是有点费劲，讲话时间一长左脸就发紧，'波''破'这种音发不太清楚。"),
        "双唇音需要口轮匝肌用力，恢复期发不清很正常。可以练习鼓腮保持5秒、吹口哨、抿嘴发'b、p、m'，每天两三轮。讲课时适当用麦克风能减轻负担。",
        ("m9", "本来约了4月20号复诊，结果医生临时要出差，改到4月27号了。"),
        "一周的推迟影响不大，这段时间继续针灸和面部训练就行。",
    ]),
    ("2033-05-30T21:00:00+08:00", [
        ("m10", "4月27号去复诊了，已经恢复到二级！医生说甲钴胺可以停了，眼药水也改成眼睛干的时候再点，不用一天四次了。针灸我也停了，最后一次是5月20号。"),
        "从四级到二级恢复得很好，二级一般只是轻度功能障碍，仔细看才能发现。后面主要靠自己坚持面部训练。",
        ("m11", "现在就剩一个问题：左眼一用力闭，左边嘴角就会跟着抽一下。医生说这叫联动，可能是神经再生的时候'接错线'了，让我每天对着镜子做训练，还提了可以打肉毒素，我暂时不想打。"),
        "联动在面瘫恢复后期比较常见，大约有一部分人会出现。镜像训练的要点是慢、对称、有意识地分离动作，比如闭眼时刻意放松嘴角。肉毒素注射通常效果能维持三到四个月，先练着观察也是合理的选择。",
    ]),
    ("2033-08-20T10:00:00+08:00", [
        ("m12", "跟你汇报一下，暑假前最后一次复查是7月15号，医生说基本到一级了，只剩一点点联动，不仔细看看不出来。新学期我要当高三(5)班的班主任，9月1号开学。"),
        "太好了，恭喜基本痊愈！当班主任工作量大，注意别太熬夜，疲劳和受凉都是面瘫复发的诱因之一。",
        ("m13", "镜子训练我还在坚持，每天晚上刷完牙做十分钟。暑假出门骑电动车都戴着口罩挡风，我老婆说我现在比得病前还讲究。"),
        "这个习惯很好，面瘫复发的概率总体不高，但注意保暖、避免面部直吹冷风确实有帮助。联动这类后遗症坚持训练一般还会慢慢改善。",
    ]),
], [
    ("我后来针灸是在哪儿扎的？", ["m7"], "update", ["m4"]),
    ("我现在还在扎针灸吗？", ["m10"], "update", ["m4", "m7"]),
    ("我那次病假最后请到了哪天？", ["m5"], "update", ["m2"]),
    ("我的面瘫现在恢复到几级了？", ["m12"], "update", ["m4", "m10"]),
    ("泼尼松一开始每天吃多少？", ["m1"], "single-hop"),
    ("我请假那段时间高三的课是谁帮我上的？", ["m5"], "single-hop"),
    ("医生说我闭眼时嘴角跟着抽动叫什么？", ["m11"], "single-hop"),
    ("换地方扎针灸以后，一次能省多少钱？", ["m4", "m7"], "multi-session"),
    ("我的面瘫分级是怎么一步步变化的？", ["m4", "m10", "m12"], "multi-session"),
    ("从发病到回学校上课隔了多长时间？", ["m1", "m5"], "temporal"),
    ("针灸我前前后后大概做了多久？", ["m4", "m10"], "temporal"),
    ("阿昔洛韦医生让我吃几天？", [], "abstain"),
    ("我打肉毒素花了多少钱？", [], "abstain"),
    ("徐主任全名叫什么？", [], "abstain"),
    ("我老婆在哪个单位上班？", [], "abstain"),
    ("医院开的那个眼罩多少钱？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / money
CASES.append(case("zh-jiaoyujin-zhanjiang", "liang.simin", [
    ("2033-03-05T21:00:00+08:00", [
        ("j1", "想请你帮我理一理给孩子攒教育金的事。我叫梁思敏，37岁，在湛江霞山一家港口公司做会计，老公吴志强跑货运，开大货车。大女儿悦悦9岁，上三年级，小儿子航航4岁，上幼儿园中班。家里现在存款大概38万，全放在活期里，我想每年给两个孩子一共攒4万左右。"),
        "思路很好，先算时间：悦悦离上大学大约还有9年，航航大约14年，两个孩子的期限差得挺多，可以分开规划。一般建议把教育金分成两部分：确定要用的钱放在稳健的地方，比如定期存款、大额存单或国债；离用钱还远的部分可以适当配置一些指数基金，通过定投摊平成本。另外，38万全放活期收益太低，活期利率通常只有0.1%到0.2%左右，可以先留出半年左右的家庭开支做应急金，其余再做安排。",
        ("j2", "我表姐在保险公司做代理人，推荐我给每个孩子买一份增额终身寿，每个孩子每年交2万，交10年，说现在预定利率2%，加上分红，长期收益比存银行划算。"),
        "增额终身寿的特点是长期锁定利率，但前期流动性很差，头几年退保往往拿回的钱少于已交保费，通常要十年左右现金价值才超过本金。算一下你们的情况：两个孩子每年一共4万，正好占满你们全部的教育金预算，而且要连续交10年。如果中间家里需要用钱，会比较被动。建议让表姐给你一份现金价值表，看看第9年、第14年分别能取出多少，再决定。",
        ("j3", "另外我想每个月定投一只沪深300指数基金，给每个孩子1500，用支付宝买。"),
        "每个孩子1500一个月，一年就是3.6万，加上其他安排，跟你说的每年4万目标比较接近。沪深300指数基金的管理费加托管费一般在每年0.15%到0.6%之间，选C类份额持有满一定时间可以免赎回费。定投最重要的是坚持，别在下跌时停掉。",
    ]),
    ("2033-04-10T20:30:00+08:00", [
        ("j4", "保险我想来想去还是先不买了，主要是流动性太差，万一家里急用钱拿不出来。跟表姐说了，她有点不高兴。"),
        "这个决定挺理性的。亲戚关系可以好好沟通，说清楚是家里现金流的原因，不是不信任她。以后条件宽裕了也可以再考虑。",
        ("j5", "定投4月8号开始了，每个月8号扣款，两个孩子各1500。最后没用支付宝，用的是招行App，因为我工资卡在招行，扣款方便。基金选的是一只沪深300ETF联接C。"),
        "用工资卡所在银行扣款确实省事。每月8号扣，最好在发工资之后，避免余额不足扣款失败。建议给两个孩子分开建两个定投计划，以后记账和取用都清楚。",
        ("j6", "还在湛江农商行买了一张3年期大额存单，20万，利率1.85%，2036年4月到期。"),
        "20万3年，利率1.85%，到期利息大约1.1万左右。大额存单一般可以转让，流动性比普通定期好一些。这样活期剩下的部分就可以作为应急金了。",
    ]),
    ("2033-06-02T21:00:00+08:00", [
        ("j7", "老公跑的线从湛江到广州改成湛江到南宁了，收入涨了一点，现在月均能到1.4万。我们商量了一下，从6月开始每个孩子的定投提到每月2000。"),
        "收入增加后提高定投是好习惯。两个孩子每月一共4000，一年4.8万，已经超过了你们原来每年4万的目标。",
        ("j8", "悦悦暑假想报一个编程夏令营，7月份的，8800块，打算从活期里出。"),
        "教育投入本身就是教育金的用途之一。报名前确认一下退费规则，很多夏令营开营前一周内退费会扣一定比例的手续费。",
        ("j9", "我还给两个孩子的压岁钱单独开了账户，悦悦的有1.2万，航航的有6500。"),
        "压岁钱单独管理是个好习惯，也可以趁机跟悦悦聊聊钱的概念。这部分钱可以放货币基金或者短期定期。",
    ]),
    ("2033-08-26T22:00:00+08:00", [
        ("j10", "基金最近跌得厉害，悦悦那个定投账户亏了3%。我不想停，但是把航航那份改成了一只红利指数基金，每月还是2000。"),
        "下跌时坚持定投反而能买到更多份额。两个孩子分别配置沪深300和红利指数，风格上也起到一点分散作用，红利类指数波动通常相对小一些。",
        ("j11", "另外夏令营最后没去成，悦悦7月初玩滑板把左手摔骨折了，在家养着。钱退回来7900，扣了900手续费。"),
        "希望悦悦早日康复。扣了900虽然心疼，但也算在规则内。退回的钱可以直接放回应急金里。",
    ]),
], [
    ("我们最后给孩子买那个增额终身寿了吗？", ["j4"], "update", ["j2"]),
    ("现在每个孩子每个月定投多少钱？", ["j7", "j10"], "update", ["j3", "j5"]),
    ("我的基金定投是在哪个平台扣的款？", ["j5"], "update", ["j3"]),
    ("航航那份定投现在买的是什么基金？", ["j10"], "update", ["j3", "j5"]),
    ("悦悦暑假的编程夏令营去成了吗？", ["j11"], "update", ["j8"]),
    ("那张大额存单存了多少，什么时候到期？", ["j6"], "single-hop"),
    ("航航的压岁钱账户里有多少？", ["j9"], "single-hop"),
    ("夏令营那笔钱最后实际损失了多少？", ["j8", "j11"], "multi-session"),
    ("家里原来那38万活期，后来都拿去做了哪些安排？", ["j1", "j6", "j8"], "multi-session"),
    ("定投开始后过了多久我们加了钱？", ["j5", "j7"], "temporal"),
    ("从我开始琢磨教育金到第一次定投扣款，隔了多久？", ["j1", "j5"], "temporal"),
    ("表姐推荐的那份保险是哪家公司的？", [], "abstain"),
    ("悦悦的定投账户现在有多少钱？", [], "abstain"),
    ("我老公开的大货车是什么牌子的？", [], "abstain"),
    ("我买的那只沪深300基金管理费是多少？", [], "abstain"),
    ("悦悦骨折是在哪家医院看的？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / family
CASES.append(case("zh-jinhun-panjin", "yu.haiyan", [
    ("2033-03-20T20:00:00+08:00", [
        ("h1", "跟你说个喜事，我爸妈今年结婚50周年，金婚！他们是1983年8月15号结的婚。我是家里老二，叫于海燕，在盘锦。我哥于海涛在大连，我妹于海霞在沈阳。我们仨商量着给老两口好好办一下，初步定在8月20号（周六）中午，在红海滩大酒店办8桌，主要请亲戚和爸妈的老同事。"),
        "恭喜！金婚非常难得。流程上常见的安排有：请一位主持人串场，播放一段老照片回顾视频，让老两口重新交换戒指或者信物，子女致辞，最后全家切蛋糕合影。东北这边酒店宴席价格差别挺大，一般一桌从一千五六到三千多不等，可以先问清楚含不含酒水和服务费。",
        ("h2", "钱我们三个人平摊。礼物想给我妈买个金手镯，大概30克，给我爸买块表。"),
        "金婚送金饰很应景。买金手镯注意看克重和工费，现在不少金店按克计价、工费另算。手表可以选老人看得清的大表盘款式。",
        ("h3", "还想带他们拍一套金婚照，在兴隆台的'时光印记'影楼，套餐1688。"),
        "金婚照很有纪念意义。建议挑个天气好的日子，老人体力有限，拍摄时间控制在半天以内，多安排几次休息。",
    ]),
    ("2033-05-08T19:30:00+08:00", [
        ("h4", "日子改了，我哥8月20号那周要去青岛出差，所以提前到8月13号，也是周六中午，酒店那边已经改好了。"),
        "提前一周也挺好，离纪念日更近。记得把新日期尽快通知亲戚，尤其是外地的，给大家留出安排时间。",
        ("h5", "桌数也变了，老家亲戚知道了都说要来，现在订了12桌，每桌2388。"),
        "12桌规模不小了。建议提前一周左右再跟大家确认一次人数，酒店一般允许在宴席前几天调整一两桌。",
        ("h6", "爸妈的照片已经拍了，5月3号拍的，我妈穿了一身红旗袍，特别好看，我爸死活不肯染头发，说白头发才像金婚。"),
        "你爸说得太有道理了，白发正是五十年的见证。这组照片可以挑几张放大，宴席当天摆在门口做迎宾。",
    ]),
    ("2033-07-02T21:00:00+08:00", [
        ("h7", "礼物的事我们改主意了。我妈说戴手镯干活碍事，我们改成给他俩一人打一枚金戒指，内圈刻上'1983—2033'。表就不买了，我爸说他那块老上海表够用了。"),
        "一对刻字的金戒指比手镯更有仪式感，宴席上正好可以安排交换戒指的环节。",
        ("h8", "还想着办完金婚宴，带他们去北戴河玩四天，看看海。"),
        "北戴河夏天人多，八月中下旬相对好一点。老人出行行程别排太满，每天安排一两个点就够了。",
        ("h9", "回顾视频是我妹在做，她翻出来好多老照片，有一张是1983年他们在辽河边上的合影，两个人都瘦得不行。"),
        "那张合影放在视频开头或结尾一定很打动人。可以配上他们那个年代的老歌做背景音乐。",
    ]),
    ("2033-08-16T20:00:00+08:00", [
        ("h10", "金婚宴办完了！13号中午，最后坐了11桌，有一桌亲戚临时来不了。我爸上台讲了三分钟，说到当年我奶奶不同意这门亲事，全场都笑了。我妈哭了好几回。"),
        "听着就很温馨。这种场合老人能亲口讲讲当年的事，比什么都珍贵。记得把视频和照片好好保存。",
        ("h11", "北戴河没去成，我爸膝盖最近不好，走不了远路。改成8月下旬带他们去兴城泡温泉，住两晚，就在葫芦岛，开车一个半小时。"),
        "兴城温泉离得近，对膝盖也友好，比长途旅行更适合。泡温泉时注意每次不超过二三十分钟，老人别空腹泡。",
        ("h12", "账算了一下，酒席加酒水一共两万九千多，我们仨一人摊了一万出头。"),
        "三个人平摊压力不大，也是一份心意。这次办得很成功。",
    ]),
], [
    ("爸妈的金婚宴最后是哪天办的？", ["h4", "h10"], "update", ["h1"]),
    ("金婚宴最后坐了几桌？", ["h10"], "update", ["h1", "h5"]),
    ("我们最后给我妈送的是什么礼物？", ["h7"], "update", ["h2"]),
    ("办完宴席以后带爸妈去哪儿玩？", ["h11"], "update", ["h8"]),
    ("我爸妈是哪天结的婚？", ["h1"], "single-hop"),
    ("金婚照在哪家影楼拍的？", ["h3"], "single-hop"),
    ("回顾视频是谁做的？", ["h9"], "single-hop"),
    ("金婚宴每桌多少钱，最后坐了几桌？", ["h5", "h10"], "multi-session"),
    ("宴席为什么改日子，北戴河又为什么没去成？", ["h4", "h11"], "multi-session"),
    ("金婚照是在宴席前多久拍的？", ["h6", "h10"], "temporal"),
    ("金婚宴比爸妈真正的结婚纪念日早了几天？", ["h1", "h4"], "temporal"),
    ("那对金戒指花了多少钱？", [], "abstain"),
    ("金婚宴的主持人是谁？", [], "abstain"),
    ("我妹在沈阳做什么工作？", [], "abstain"),
    ("兴城那家温泉酒店叫什么？", [], "abstain"),
    ("金婚照套餐里有几张精修？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / hobbies
CASES.append(case("zh-jiangban-dongqianhu", "zhou.kexin", [
    ("2033-04-02T21:00:00+08:00", [
        ("b1", "今天第一次玩桨板！在宁波东钱湖一家叫'湖野'的桨板俱乐部上的体验课，一节199，教练大家都叫他阿Ken。从跪着划到站起来，我一共摔下水五次，最后总算能站着划一小段了。我叫周可欣，29岁，在鄞州一家外贸公司做跟单。打算报他们的初级课，6节课980。"),
        "恭喜入坑！第一次能站起来划已经很不错了。初学阶段有几个要点：握桨时桨叶的弯曲面朝前，上手握在T柄上；站姿双脚与肩同宽、踩在板中间提手两侧，膝盖微屈，眼睛看远处别看脚下。安全方面一定要穿救生衣、系脚绳。入门最常见的是充气板，长度在10英尺到10英尺6左右、宽32到34英寸的全能板比较稳。",
        ("b2", "这次是跟同事小蒋一起去的，她比我还兴奋，我们约好以后每周六上午一起去。"),
        "有伴一起练更容易坚持。周六上午湖面通常风比较小，挺适合初学者的。",
    ]),
    ("2033-05-14T20:00:00+08:00", [
        ("b3", "初级课上了4节了，学会了转向和从跪姿起身。想自己买块板，看中一块国产'浪迹'的充气板，10英尺6，带桨和打气筒，1680。"),
        "初级课上到一半就想买板，说明真喜欢上了。买充气板主要看板材工艺，双层拉丝或者熔接工艺的更硬挺耐用；桨最好是可调节长度的，一般调到比身高高15到20厘米左右。预算一两千的国产板性价比挺高。",
        ("b4", "上课时间改了，俱乐部周六上午人太多，板子都不够，我换到了周日早上7点那一班。"),
        "周日早上7点湖面会更安静，光线也好，早起划一圈很舒服。",
        ("b5", "小蒋不玩了，她说去了三次晒黑了两个度，坚决不去了，哈哈。"),
        "防晒确实是水上运动的大问题，水面反光会让紫外线更强。你自己记得用防水防晒霜、戴帽子和偏光墨镜。",
    ]),
    ("2033-06-25T21:30:00+08:00", [
        ("b6", "板子最后没买浪迹那块。在闲鱼上收了一块二手的Red Paddle，10英尺8，2300块，卖家在慈溪，我自己开车过去拿的。"),
        "Red Paddle在充气板里口碑很好，二手能两千出头拿到挺划算。拿回来后先打足气检查一下有没有慢漏，气压一般打到15到18 PSI。",
        ("b7", "初级课6节全部上完了，拿到了俱乐部的结业证书！现在加入了他们周日早上的'湖野晨划'群，每次交15块场地费就能一起划。"),
        "恭喜结业！跟着群一起划，能学到很多老手的技巧，也更安全。",
        ("b8", "上周日还落水了一次，被一艘游船开过去的浪打翻了。手机在防水袋里没事，但是墨镜掉湖里了，找不回来了。"),
        "游船的尾浪确实容易把人掀翻。遇到船浪时可以把板头转向正对浪，降低重心或者直接跪下。墨镜下次记得加一根防丢绳。",
    ]),
    ("2033-08-21T20:00:00+08:00", [
        ("b9", "我报名了9月17号的东钱湖桨板公开赛！业余女子组，5公里，报名费150。"),
        "太棒了！5公里对业余选手来说挺有挑战，一般业余组的完赛时间在40分钟到1小时左右。训练上可以每周安排一次长距离、一次间歇冲刺。",
        ("b10", "训练安排也变了：现在除了周日晨划，周三下班后6点半再去划一个小时。晨划场地费涨到20块一次了。"),
        "一周两练挺合理的，比赛前一周注意减量，别把自己练得太累。周三傍晚下水记得留意天黑时间和天气。",
    ]),
], [
    ("我现在每周什么时候去划桨板？", ["b10"], "update", ["b2", "b4"]),
    ("我的桨板是什么牌子的？", ["b6"], "update", ["b3"]),
    ("晨划现在一次收多少场地费？", ["b10"], "update", ["b7"]),
    ("小蒋现在还跟我一起划吗？", ["b5"], "update", ["b2"]),
    ("体验课多少钱，教练叫什么？", ["b1"], "single-hop"),
    ("我报的那个比赛要划多远？", ["b9"], "single-hop"),
    ("被游船的浪掀翻那次我丢了什么？", ["b8"], "single-hop"),
    ("我最后买的二手板比当初看中那块贵了多少？", ["b3", "b6"], "multi-session"),
    ("我在湖野俱乐部都上过什么课、参加过什么活动？", ["b1", "b3", "b7"], "multi-session"),
    ("从第一次体验到拿到结业证书大概用了多久？", ["b1", "b7"], "temporal"),
    ("离东钱湖公开赛还有几天？", ["b9"], "temporal"),
    ("我的板子有多重？", [], "abstain"),
    ("闲鱼上卖板给我的那个人叫什么？", [], "abstain"),
    ("公开赛的奖金是多少？", [], "abstain"),
    ("阿Ken的真名叫什么？", [], "abstain"),
    ("我的救生衣是什么牌子的？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / study-work
CASES.append(case("zh-catti-lianyungang", "ma.xiaotong", [
    ("2033-03-09T22:00:00+08:00", [
        ("t1", "我决定考CATTI三级笔译了！我叫马晓彤，27岁，英语专业毕业。已经报了6月18号那次，综合能力和笔译实务两科，报名费加起来五百多。计划每天晚上9点到11点学习，每天至少翻译500字，材料主要用经济学人的文章。"),
        "目标很清晰。CATTI三级笔译分《综合能力》和《笔译实务》两科，现在都是机考，实务科目一般是3个小时左右，要完成英译汉和汉译英两部分。每科满分100、60分及格，两科要在同一次考试中都过才算通过。每天500字的量挺扎实，关键是翻完要对照参考译文复盘，总结自己的问题。",
        ("t2", "我现在在连云港一家船代公司做单证，叫连港船务代理，月薪6500。想两年内转成专职翻译。"),
        "船代单证工作天天接触英文提单、舱单和船舶文件，这些其实是很好的专业领域积累。很多自由译者会从自己熟悉的行业切入，航运、物流类文件的翻译需求一直不少。",
        ("t3", "我还找了个学姐带我，她在一家外企做全职笔译，每周帮我改两篇，一个月收我600。"),
        "有人定期批改进步会快很多。可以请学姐除了改错，再帮你归纳常见问题，比如用词、句式、逻辑衔接。",
    ]),
    ("2033-04-23T21:00:00+08:00", [
        ("t4", "坏消息，公司6月要派我去青岛分公司支援两个月，6月那次考试赶不上了。我申请了退考，改报11月那次，11月5号。"),
        "计划被打乱确实烦，不过多出将近5个月准备时间，也未必是坏事。可以把节奏调整一下，6月前打基础，之后集中练真题和限时模拟。",
        ("t5", "学习时间也调整了，晚上下班太累，根本学不进去，现在改成每天早上6点到7点半学。"),
        "早上脑子清醒，学翻译效率往往更高。可以前一天晚上把材料选好，早上起来直接开始，省掉找材料的时间。",
        ("t6", "学姐说我最大的问题是'翻译腔'太重，英文长句不会拆，翻出来的中文读着别扭。"),
        "这是三级笔译最常见的问题。处理长句的常用方法有：先理清主干，再把定语从句拆成短句；按中文的时间和逻辑顺序重组；适当把名词转成动词。每天挑两三个长句专门练拆分，效果会很明显。",
    ]),
    ("2033-06-30T21:00:00+08:00", [
        ("t7", "我6月6号到的青岛，住公司宿舍。学姐那边停了，她自己接了个大项目顾不上我了。我换成在网上找了个一对一的老师，姓方，一个月800，每周改三篇。"),
        "换到异地还能坚持学习不容易。方老师每周三篇的批改量更大，可以让她重点盯你的长句拆分问题。",
        ("t8", "我还在一个叫'译匠'的翻译平台上接了第一单兼职，一份3000字的船舶检验报告，千字90块。"),
        "第一单就是航运领域，正好发挥你的专业优势。不过千字90在市场上偏低，一般英译中的行情从千字100到200不等，等你积累了评价可以慢慢提价。交稿前注意术语统一。",
    ]),
    ("2033-08-24T21:00:00+08:00", [
        ("t9", "我回连云港了，8月18号回来的，比原来说的晚了一周。"),
        "辛苦了，回到熟悉的环境可以把学习节奏重新稳定下来，离11月考试还有两个多月。",
        ("t10", "兼职已经接了五单了，千字价格涨到了120。公司领导也知道我在考证了，说要是考过了，可以调我去商务部做翻译岗，月薪8000。"),
        "进展很快！公司内部转岗是很稳的一条路，既能转成翻译，又不用马上承担自由职业的收入波动。",
        ("t11", "11月考试的准考证10月底才能打印，我先把日历标上了。"),
        "好的。考前一个月建议每周做一次全真模拟，严格按考试时间来，熟悉机考的输入和排版节奏。",
    ]),
], [
    ("我CATTI报的是哪一次考试？", ["t4"], "update", ["t1"]),
    ("我现在每天什么时候学翻译？", ["t5"], "update", ["t1"]),
    ("现在是谁在帮我改译文？", ["t7"], "update", ["t3"]),
    ("我接兼职翻译现在千字多少钱？", ["t10"], "update", ["t8"]),
    ("我现在月薪多少？", ["t2"], "single-hop"),
    ("学姐说我翻译最大的毛病是什么？", ["t6"], "single-hop"),
    ("我在译匠接的第一单是翻译什么？", ["t8"], "single-hop"),
    ("方老师跟学姐比，每月多收多少钱，每周多改几篇？", ["t3", "t7"], "multi-session"),
    ("要是考过了调去商务部，月薪能比现在涨多少？", ["t2", "t10"], "multi-session"),
    ("我在青岛一共待了多久？", ["t7", "t9"], "temporal"),
    ("离我的CATTI考试还有多久？", ["t4"], "temporal"),
    ("我上次考CATTI考了多少分？", [], "abstain"),
    ("方老师全名叫什么？", [], "abstain"),
    ("青岛那边的公司宿舍一个月多少钱？", [], "abstain"),
    ("退考退回来多少钱？", [], "abstain"),
    ("我是在哪所大学读的英语专业？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / travel
CASES.append(case("zh-yanji-changbaishan", "huang.yaqi", [
    ("2033-03-26T21:00:00+08:00", [
        ("y1", "在计划暑假去长白山和延吉！我叫黄雅琪，34岁，在广州番禺，一家三口去，我、老公陈立，还有儿子朗朗，5岁。想先在延吉玩两天，然后去长白山北坡住两晚，再去西坡住一晚，最后回延吉坐飞机。预算1.5万左右。"),
        "这个路线很经典。长白山北坡和西坡各有特色：北坡可以看天池、长白瀑布、聚龙温泉群，西坡要爬一千四百多级台阶上天池，还能看锦江大峡谷。天池能不能看到全看天气，7到8月是旺季，但云雾也多，有人说'十人上山九人不见'，所以多留一天备用比较稳。门票方面，北坡一般门票一百出头，环保车和倒站车要另外买，加起来每人两三百。延吉的美食推荐冷面、烤肉、米肠和包饭。",
        ("y2", "机票已经买了，南航广州直飞延吉，去程7月15号早上8点半起飞，回程7月21号，我们三个人一共6840。"),
        "直飞很省事，大约四个多小时。去程早上出发，到延吉还是中午，下午就能开始玩。提醒一下，东北7月早晚温差大，长白山顶气温可能只有十几度，要带件薄外套。",
        ("y3", "在延吉想租车自驾，看了一家租车公司，SUV一天280。"),
        "延吉到二道白河镇（北坡山门）大概两个多小时车程，路况不错。自驾的好处是灵活，注意景区内部不能开私家车，要换乘景区环保车。",
    ]),
    ("2033-05-06T20:00:00+08:00", [
        ("y4", "我婆婆也想一起去，她65岁，腿脚还可以。我给她也买了同一班的机票，2180。"),
        "带老人出行挺好的。长白山北坡景区内主要是坐车加少量步行，老人一般没问题；西坡的台阶对膝盖要求比较高，可以到时候看情况。",
        ("y5", "考虑到婆婆，自驾改成包车了。找了个当地司机金师傅，朝鲜族，一天600，包了7天。"),
        "包车对带老人小孩的家庭很友好，也省了找停车场的麻烦。当地司机往往还知道哪里人少、哪家饭馆地道。",
        ("y6", "酒店定好了：北坡住二道白河镇一家叫'白河林语'的民宿，两晚；西坡住松江河镇，一晚。"),
        "二道白河镇离北坡山门很近，早上可以早点进山避开人流。松江河到西坡山门大概半小时车程。",
    ]),
    ("2033-06-18T21:00:00+08:00", [
        ("y7", "西坡不去了。婆婆说她爬不了一千多级台阶，我们也不想让她一个人在山下等。松江河那一晚退了，改成在北坡多住一晚，白河林语一共住三晚。"),
        "这样调整挺合理，北坡住三晚也等于给看天池多留了机会，第一天云雾大的话第二天还能再上去。",
        ("y8", "还有，南航那班改时刻了，去程从早上8点半改成了下午2点10分，到延吉都快晚上7点了，第一天基本就吃个饭了。"),
        "航班调时刻挺常见的。第一天晚上可以就在延吉市区吃顿烤肉、逛逛夜市，正好轻松一点，第二天再开始正式行程。",
        ("y9", "在延吉那两晚住在延边大学附近的一家酒店，想带朗朗去网红打卡墙拍照。"),
        "延边大学对面那面双语招牌墙是延吉最有名的打卡点，傍晚人会多一些，早上去拍人少。",
    ]),
    ("2033-07-25T20:30:00+08:00", [
        ("y10", "我们回来了！上天池第一天云雾大得什么都看不见，第二天一早再去，运气好，天池全开了，特别震撼。朗朗在长白瀑布那边吃温泉煮鸡蛋，一口气吃了4个。"),
        "第二天就看到全景天池，运气很好！温泉鸡蛋是北坡的特色，孩子都爱吃。",
        ("y11", "一共花了差不多2万3，比预算多了八千，主要是包车和婆婆的机票。金师傅最后一天还带我们去图们江边远远看了看朝鲜那边。"),
        "多出来的部分基本都是为了让老人小孩舒服一点，值得。图们江边的行程也是很多游客的意外收获。",
        ("y12", "婆婆回来说膝盖疼了两天，不过她说值了，还说明年想去看雪。"),
        "老人能这么开心就很值得。冬天的长白山雪景也很美，不过温度会到零下二三十度，保暖要准备充分。",
    ]),
], [
    ("我们在延吉那边是怎么出行的？", ["y5"], "update", ["y3"]),
    ("北坡那家民宿最后住了几晚？", ["y7"], "update", ["y6"]),
    ("去延吉的航班是几点起飞的？", ["y8"], "update", ["y2"]),
    ("我们去长白山西坡了吗？", ["y7"], "update", ["y1", "y6"]),
    ("金师傅包车一天多少钱？", ["y5"], "single-hop"),
    ("朗朗在瀑布那边吃了几个温泉蛋？", ["y10"], "single-hop"),
    ("四个人的机票一共花了多少？", ["y2", "y4"], "multi-session"),
    ("我们原来预算多少，超支主要花在哪儿了？", ["y1", "y11"], "multi-session"),
    ("这趟一共玩了几天？", ["y2"], "temporal"),
    ("从买机票到出发隔了多久？", ["y2"], "temporal"),
    ("长白山门票一个人多少钱？", [], "abstain"),
    ("延吉住的那家酒店叫什么名字？", [], "abstain"),
    ("我婆婆叫什么名字？", [], "abstain"),
    ("金师傅开的是什么车？", [], "abstain"),
    ("回程航班几点落地广州？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / home
CASES.append(case("zh-huinantian-zhongshan", "feng.zhihao", [
    ("2033-03-03T21:00:00+08:00", [
        ("w1", "回南天又来了，今年特别夸张，地砖上全是水，北边那间儿童房墙角一大片黑霉，墙皮都起泡了。我叫冯志豪，38岁，住中山石岐，房子是2009年的，我们家在三楼。女儿小米7岁，有过敏性鼻炎，看着这霉心里发毛。"),
        "回南天室内湿度经常超过90%，墙面返潮发霉很常见，但大面积黑霉加上起泡，说明这面墙本身可能有渗水或者结露问题。应急处理：回南天期间关紧门窗，别开窗通风，否则湿空气越进越多；开除湿机或空调除湿模式，把湿度压到60%以下。表面的霉斑可以戴口罩手套，用稀释的84消毒液（大约1比10）擦拭，但起泡的墙皮最终要铲掉重做。一般日除湿量20到30升的除湿机适合100平左右的房子。",
        ("w2", "今天先买了一台除湿机，德业的，日除湿量22升，1599。"),
        "先用起来，重点放在儿童房，关上房门集中除湿效果更好。可以顺便买个几十块的温湿度计，看看湿度能降到多少。",
        ("w3", "小米先搬到我们主卧跟我们睡，儿童房暂时空着。"),
        "这样处理挺稳妥，过敏性鼻炎的孩子对霉菌孢子比较敏感，墙面处理好之前最好别住。",
    ]),
    ("2033-04-08T20:00:00+08:00", [
        ("w4", "找了两拨人来看。一个是做了二十多年的老周师傅，说铲到水泥层，刷防霉腻子再刷乳胶漆，儿童房一间2800。另一个是'美家翻新'公司，报价4200，多加一层防水涂层，质保两年。我倾向老周，便宜。"),
        "两个方案差别主要在防水层。如果霉是结露或者室内潮气造成的，老周的方案够用；如果是墙体渗水，不做防水层的话可能一两年又会返霉。建议先把渗水原因搞清楚再定。",
        ("w5", "老周也说霉这么严重可能是外墙渗水，他指给我看北面外墙那条裂缝。我去问了物业，物业说外墙维修要动用公共维修基金，得本栋业主投票同意。"),
        "外墙属于共有部分，用专项维修资金一般需要满足'双三分之二'的表决条件，也就是参与表决的业主专有面积和人数都要达到一定比例，具体按当地规定。可以请物业出具一份书面说明和预算，方便你去跟邻居沟通。",
        ("w6", "22升的那台除湿机回南天一天要倒三次水，有点顶不住。"),
        "有些除湿机可以接排水管连续排水，如果放置位置附近有地漏，会省事很多。",
    ]),
    ("2033-05-20T21:00:00+08:00", [
        ("w7", "最后还是选了美家翻新，老周那边排期要排到7月，等不了。美家5月15号进场，做了四天，做完给打了个折，3800。"),
        "多了一层防水，加上有质保，长期看也值。新刷的墙建议通风一到两周，等漆味散了再让孩子住进去。",
        ("w8", "除湿机也换了。22升那台送给我爸妈了，新买了一台30升的，能接排水管直接排到阳台地漏，1999。"),
        "接管排水解决了倒水的麻烦。30升的机器功率大一些，可以设定湿度到60%左右自动启停，省电。",
        ("w9", "外墙的事物业说要凑够业主签名，我们这栋一共32户，我这几天下班挨家挨户敲门。"),
        "辛苦了。可以准备一份简单的说明，附上墙面发霉和外墙裂缝的照片，让邻居一眼看懂为什么要修。",
    ]),
    ("2033-08-10T20:00:00+08:00", [
        ("w10", "外墙维修投票通过了！7月底签名凑够了。物业说9月中开工，施工方是'粤安建筑'，钱从维修基金里出，大概6万多。"),
        "恭喜，推动这种事情很不容易。开工前可以问问施工方案，裂缝一般是切槽后用弹性材料填补，再做外墙防水涂料。",
        ("w11", "小米已经搬回儿童房了，6月1号搬回去的，她鼻炎这两个月好多了。"),
        "太好了，环境改善对鼻炎帮助很大。回南天再来的时候记得提前开除湿机。",
        ("w12", "我还在琢磨要不要装个新风系统，问了一下大概一万二，老婆觉得不值，先不装了。"),
        "家里已经有除湿机，墙面也处理了，先观察一个回南天再决定也不迟。",
    ]),
], [
    ("儿童房最后是谁给翻新的？", ["w7"], "update", ["w4"]),
    ("我们家现在用的除湿机是多大的？", ["w8"], "update", ["w2"]),
    ("小米现在睡在哪个房间？", ["w11"], "update", ["w3"]),
    ("儿童房翻新最后花了多少钱？", ["w7"], "update", ["w4"]),
    ("老周觉得墙发霉的根子在哪儿？", ["w5"], "single-hop"),
    ("我们这栋楼一共多少户？", ["w9"], "single-hop"),
    ("外墙是哪家公司来施工？", ["w10"], "single-hop"),
    ("第一台除湿机多少钱买的，后来怎么处理了？", ["w2", "w8"], "multi-session"),
    ("外墙维修这件事从发现问题到投票通过是怎么推进的？", ["w5", "w9", "w10"], "multi-session"),
    ("小米在主卧跟我们睡了多长时间？", ["w3", "w11"], "temporal"),
    ("外墙预计什么时候开工？", ["w10"], "temporal"),
    ("新风系统最后装的是哪个牌子？", [], "abstain"),
    ("我们小区的物业公司叫什么？", [], "abstain"),
    ("老周师傅全名叫什么？", [], "abstain"),
    ("小米的鼻炎是在哪家医院看的？", [], "abstain"),
    ("我们家房子多少平？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / pets
CASES.append(case("zh-maomi-niaobi-kaifeng", "han.lei", [
    ("2033-03-14T23:30:00+08:00", [
        ("c1", "大半夜还在宠物医院。我家煤球今天一直蹲猫砂盆，蹲半天尿不出来，老舔下面，还嗷嗷叫。我赶紧送到开封仁和动物医院急诊，赵医生说是尿闭，尿道堵住了，马上麻醉导尿，要住院观察3天。煤球3岁，美短，公的，已经绝育，6.2公斤。我叫韩蕾，31岁，自己一个人住，就这么一个崽。"),
        "你送得很及时。公猫尿道细长，尿闭是真正的急症，堵超过24到48小时可能引起高血钾、急性肾损伤，甚至危及生命。导尿后通常会留置导尿管两到三天，观察排尿和肾脏指标。常见原因有尿结晶（比如鸟粪石或草酸钙）、尿道栓子，以及和应激有关的特发性膀胱炎。绝育公猫、体重偏胖、喝水少、吃干粮为主的猫风险比较高。",
        ("c2", "医生说尿检里有大量鸟粪石结晶。住院押金先交了3000。"),
        "鸟粪石相对好处理，一般可以通过泌尿处方粮溶解，常见的有皇家、希尔斯等品牌的泌尿处方粮，通常吃几周到两个月后复查。草酸钙就不能靠饮食溶解，所以明确是鸟粪石算是个好消息。",
        ("c3", "他平时吃的是网易严选的一款猫粮，一天两顿干粮，喝水特别少，家里就一个陶瓷水碗放在厨房。"),
        "增加饮水是预防复发最关键的一步。可以多放几个水碗、用流动饮水机、在干粮里加水或者搭配湿粮。目标是让尿液稀一些，结晶就不容易形成。",
    ]),
    ("2033-03-22T20:00:00+08:00", [
        ("c4", "煤球出院了！最后住了5天，比原来说的多了两天，因为拔管后第一天尿得还是不太顺。一共花了4650。赵医生让吃皇家的泌尿道处方粮SO，先吃两个月，然后回去复查尿检。"),
        "平安回家就好。出院后头几天注意观察尿团大小和次数，如果又频繁蹲盆、尿量很少，要立刻回医院。处方粮期间尽量不要混喂其他零食，否则会影响效果。",
        ("c5", "给他买了个小米的循环饮水机，还把一部分干粮泡水再喂。"),
        "做得很好。循环饮水机记得定期换滤芯、清洗水泵，一般一两周洗一次。",
        ("c6", "猫砂盆放在阳台，离他吃饭的地方挺远，医生说可以考虑再加一个。"),
        "一般建议猫砂盆数量是猫的数量加一，放在安静、容易到达的地方，能减少憋尿。",
    ]),
    ("2033-05-24T21:00:00+08:00", [
        ("c7", "复查了，尿检干净了，没有结晶了！不过赵医生调去郑州的分院了，以后在仁和都是孟医生给煤球看。"),
        "结晶溶解了是个好消息。换了医生也没关系，病历都在，复诊时把这段时间的情况跟孟医生讲清楚就好。",
        ("c8", "处方粮换了，SO他吃腻了死活不肯吃，孟医生让换成希尔斯的c/d，也是泌尿处方粮，他现在吃得挺香。"),
        "处方粮之间换品牌要慢慢过渡，新旧混着喂一周左右。能吃得下去最重要。",
        ("c9", "体重称了一下，6.0公斤。"),
        "轻了0.2公斤，方向是对的。美短公猫理想体重一般在4到5.5公斤之间，可以继续慢慢控。",
    ]),
    ("2033-08-12T22:00:00+08:00", [
        ("c10", "又出事了。8月9号晚上煤球又去猫砂盆蹲了半天，还好这次只是尿少带点血，没有完全堵。这次去的是离新家近的'大宋宠物医院'，仁和太远了。医生说是特发性膀胱炎，应激引起的，我们7月底刚搬了家。开了止痛药，还让买费利威喷雾。"),
        "搬家是猫最常见的应激源之一。特发性膀胱炎通常几天到一周会自行缓解，但容易反复，关键是减压：保留熟悉的物品、给他藏身的地方、保持作息规律。费利威这类信息素产品对一部分猫有帮助。",
        ("c11", "新家放了两个猫砂盆，一个在卫生间，一个在客厅角落。体重今天称是5.7公斤。"),
        "两个猫砂盆的安排很好。体重在往理想范围靠近，继续保持饮水量和处方粮。",
    ]),
], [
    ("煤球现在吃的是哪款处方粮？", ["c8"], "update", ["c4"]),
    ("煤球现在多重了？", ["c11"], "update", ["c1", "c9"]),
    ("煤球现在去哪家医院看病？", ["c10"], "update", ["c1", "c7"]),
    ("煤球第一次住院最后住了几天？", ["c4"], "update", ["c1"]),
    ("第一次尿检查出来的是什么结晶？", ["c2"], "single-hop"),
    ("我给煤球买的饮水机是什么牌子的？", ["c5"], "single-hop"),
    ("8月那次医生说是什么原因引起的？", ["c10"], "single-hop"),
    ("第一次住院押金交了多少，最后一共花了多少？", ["c2", "c4"], "multi-session"),
    ("煤球两次泌尿问题分别诊断的是什么？", ["c2", "c10"], "multi-session"),
    ("煤球两次犯病中间隔了多久？", ["c1", "c10"], "temporal"),
    ("从出院到复查尿检干净大概过了多久？", ["c4", "c7"], "temporal"),
    ("皇家SO处方粮一袋多少钱？", [], "abstain"),
    ("煤球第一次导尿用的是什么麻醉药？", [], "abstain"),
    ("费利威喷雾花了多少钱？", [], "abstain"),
    ("我们搬到哪个小区了？", [], "abstain"),
    ("孟医生叫什么名字？", [], "abstain"),
]))

# ---------------------------------------------------------------- zh / legal-admin
CASES.append(case("zh-shangbiao-jiangmen", "tan.zhuolin", [
    ("2033-03-11T20:00:00+08:00", [
        ("s1", "想请教一下注册商标的事。我叫谭卓琳，33岁，在江门蓬江区开了一家小店，用新会陈皮做饼干和蛋卷。想给自己的牌子'柑言'注册商标，先注册第30类（糕点、饼干那一类）。找了本地一家叫'五邑知识产权'的代理，代理费一类800，另加官费。"),
        "商标注册的大致流程是：近似查询、提交申请、形式审查、实质审查、初审公告（公告期3个月）、核准注册。从递交到拿证，顺利的话一般要一年左右，实质审查通常要好几个月。官费方面，网上申请一个类别（10个商品项以内）大约270元，纸质申请会贵一点。另外提醒你，陈皮本身、果脯蜜饯这类商品可能在第29类，做中药用途的在第5类，可以想想以后的产品线要不要一起保护。",
        ("s2", "那现在还没注册下来，包装上可以先印个™吗？"),
        "可以。™只是表示你把它当商标在使用，没有法律上的注册效力；®只有在核准注册之后才能用，没注册就印®属于违法。",
        ("s3", "我的店主要是淘宝加线下门店，去年营业额大概60万，回头客挺多的。"),
        "有一定规模和回头客的品牌更值得尽早保护，尤其网店很容易被人抢注或者仿冒。",
    ]),
    ("2033-04-15T21:00:00+08:00", [
        ("s4", "代理帮我查了，'柑言'在30类有一个近似的'甘言'已经注册了，风险很大。所以名字改了，用'柑言记'，再加一个图形，一个柑子的剪影。"),
        "加字加图形是降低近似风险的常见做法。不过审查员会看整体，'柑言记'和'甘言'读音字形还是有些接近，不能保证一定通过，有心理准备就好。",
        ("s5", "类别也加了，除了30类，再报一个29类，因为我以后想卖陈皮本身和陈皮梅。两类代理费1600，加上官费一共2140。"),
        "这样布局更完整。两个类别是分开审查的，有可能一个过一个不过，到时候再分别处理。",
        ("s6", "4月12号正式递交了，已经拿到了受理通知书。"),
        "受理通知书要保存好，上面有申请号，以后查进度、应对审查意见都要用到。",
    ]),
    ("2033-06-28T20:00:00+08:00", [
        ("s7", "换代理了。五邑那边对接我的小林离职了，新来的人半个月都不回消息。我把后续的委托转给了广州一家叫'知行商标事务所'的，后面复审之类的事情他们一次性收3000全包。"),
        "换代理要办理代理人变更，新代理会帮你向商标局提交变更申请。一次性全包的好处是后续不会再额外加钱，签合同时确认清楚包括哪些服务。",
        ("s8", "另外我在淘宝上发现有家店卖'柑言记陈皮饼干'，包装明显是照着我的抄的。"),
        "商标还没核准注册，暂时不能以商标权去投诉。但可以从别的角度维权：如果包装设计是原创的，可以办理作品著作权登记，用著作权在电商平台的知识产权保护平台投诉；另外仿冒有一定影响的包装装潢，也可能构成不正当竞争。",
        ("s9", "包装是我表妹阿珊画的，她的原稿和源文件我都有。"),
        "那很好。办著作权登记时需要作品原稿和创作说明，如果是表妹创作的，要签一份著作权转让或授权协议，确认权利归你。",
    ]),
    ("2033-08-30T21:00:00+08:00", [
        ("s10", "商标局结果下来了：29类通过初审，已经公告了；30类被驳回，理由是跟一个叫'柑言坊'的已注册商标近似。知行建议复审，复审要在收到驳回通知15天内提，已经8月26号递交了复审申请。"),
        "29类初审公告3个月没人提异议，就能核准注册。30类驳回复审的成功率要看具体情况，可以补充使用证据，比如销售记录、宣传材料，证明你的品牌已经有一定知名度、不会造成混淆。",
        ("s11", "山寨那家我用著作权登记证书在淘宝投诉成功了，8月初已经下架了。著作权登记是7月份办的，花了300。"),
        "做得漂亮，这也说明提前把包装设计的著作权确认下来很有用。以后出新包装也可以照这个办法先登记。",
    ]),
], [
    ("我在申请的商标现在叫什么名字？", ["s4"], "update", ["s1"]),
    ("我的商标报了哪几个类别？", ["s5"], "update", ["s1"]),
    ("现在帮我办商标的是哪家代理？", ["s7"], "update", ["s1"]),
    ("山寨我包装的那家淘宝店还在卖吗？", ["s11"], "update", ["s8"]),
    ("我的包装是谁设计的？", ["s9"], "single-hop"),
    ("30类被驳回是什么理由？", ["s10"], "single-hop"),
    ("我的店去年营业额大概多少？", ["s3"], "single-hop"),
    ("商标这件事，前后两家代理分别收了我多少钱？", ["s5", "s7"], "multi-session"),
    ("那家山寨店我是怎么处理掉的？", ["s8", "s9", "s11"], "multi-session"),
    ("商标是哪天正式递交的？", ["s6"], "temporal"),
    ("从递交申请到出审查结果大概用了多久？", ["s6", "s10"], "temporal"),
    ("30类的复审申请是哪天交的？", ["s10"], "temporal"),
    ("我的商标注册证什么时候能拿到？", [], "abstain"),
    ("知行商标事务所对接我的人叫什么？", [], "abstain"),
    ("我表妹阿珊是做什么工作的？", [], "abstain"),
    ("那家山寨店的店铺名叫什么？", [], "abstain"),
    ("复审的官费是多少？", [], "abstain"),
]))

write_dialogues(
    os.path.join(here, "dialogues-42.json"),
    "dialogues-42",
    "Held-out blind set 42: 18 labelled multi-session dialogues (9 English, 9 Simplified Chinese), one per user, across health, money, family, hobbies, study/work, travel, home, pets and legal/admin; facts revised across sessions explicitly and implicitly, with single-hop, multi-session, temporal, update (with stale turns) and abstain questions.",
    CASES,
)
