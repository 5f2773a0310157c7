"""Writes tiny-stores-28.json: a blind set of 40 tiny stores (20 English, 20 Chinese users), each user
telling one to four facts between October 2027 and February 2028, with questions asked afterwards.
Written by someone who read only the shared builder (tiny_store_case.py) and the list of first turns
used by earlier sets. Question tuples are (query, [fact index], type[, [stale fact index]])."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from tiny_store_case import write_tiny_stores  # noqa: E402

NAME = "tiny-stores-28"
DESCRIPTION = (
    "A blind set of 40 users (20 English, 20 Chinese) with one to four facts each, set in October 2027 to "
    "February 2028, written by someone who read only the shared builder and the list of earlier first turns. "
    "About half the users update a fact in a later session; roughly 45% of the questions have no stored answer."
)
ASK = "2028-02-28T20:00:00+08:00"

CASES = [
    # ---------------------------------------------------------------- English, one fact
    ("en-tiny28-01", [
        ("2027-10-14",
         "Random thing, but for context: my niece Saoirse turns 8 on November 19th and she is completely "
         "obsessed with octopuses right now. I'm trying to find her a plush one that isn't hideous.",
         "An octopus-obsessed 8-year-old sounds delightful! Happy to help you hunt down a cute plush for Saoirse."),
    ], [
        ("What's my niece's name again?", [0], "single-hop"),
        ("When is Saoirse's birthday?", [0], "temporal"),
        ("How old did Saoirse turn in November?", [0], "single-hop"),
        ("What animal is my niece really into?", [0], "single-hop"),
        ("What kind of present was I hunting for for Saoirse?", [0], "single-hop"),
        ("What's my nephew's name?", [], "abstain"),
        ("Where does Saoirse live?", [], "abstain"),
        ("Which of my siblings is Saoirse's parent?", [], "abstain"),
        ("What did I end up buying Saoirse?", [], "abstain"),
    ]),
    ("en-tiny28-02", [
        ("2027-11-03",
         "Long day on the route. I'm a mail carrier for USPS, my route covers Maple Heights, and I start "
         "casing mail at 7am. My feet are absolutely done lol",
         "Sounds like a lot of walking! Put those feet up tonight, you've earned it."),
    ], [
        ("What do I do for a living?", [0], "single-hop"),
        ("Who do I work for?", [0], "single-hop"),
        ("Which neighborhood is my route in?", [0], "single-hop"),
        ("What time do I start in the morning?", [0], "single-hop"),
        ("How many years have I been delivering mail?", [], "abstain"),
        ("What's my supervisor's name?", [], "abstain"),
        ("What's my hourly wage?", [], "abstain"),
        ("Which post office do I report to?", [], "abstain"),
        ("What's my route number?", [], "abstain"),
    ]),
    ("en-tiny28-03", [
        ("2027-12-06",
         "Had my allergist appointment today. Turns out I'm allergic to sesame! Dr. Varga says to read every "
         "single label because it's in everything now, and to keep Benadryl on me.",
         "Good to know. I'll keep sesame in mind whenever food comes up, and label-reading does get easier."),
    ], [
        ("What food allergy do I have?", [0], "single-hop"),
        ("What's my allergist's name?", [0], "single-hop"),
        ("What did Dr. Varga tell me to carry with me?", [0], "single-hop"),
        ("When did I find out I'm allergic to sesame?", [0], "temporal"),
        ("What did the allergist say about food labels?", [0], "single-hop"),
        ("Am I allergic to any medications?", [], "abstain"),
        ("What reaction sent me to the allergist in the first place?", [], "abstain"),
        ("When is my follow-up appointment with Dr. Varga?", [], "abstain"),
        ("Does anyone else in my family have food allergies?", [], "abstain"),
    ]),
    ("en-tiny28-04", [
        ("2027-10-22",
         "We got a cockatiel!! She's grey with a yellow face and orange cheeks, about six months old, and we "
         "named her Tuppence. She already whistles the first few notes of the Andy Griffith theme.",
         "Congratulations on Tuppence! A whistling cockatiel is going to keep the house lively."),
    ], [
        ("What kind of bird is my pet?", [0], "single-hop"),
        ("What's our bird called?", [0], "single-hop"),
        ("How old was Tuppence when we got her?", [0], "single-hop"),
        ("What tune does Tuppence whistle?", [0], "single-hop"),
        ("What colors is Tuppence?", [0], "single-hop"),
        ("How much did we pay for Tuppence?", [], "abstain"),
        ("Where did we get our cockatiel from?", [], "abstain"),
        ("What's the name of Tuppence's vet?", [], "abstain"),
        ("What do we feed Tuppence?", [], "abstain"),
    ]),
    ("en-tiny28-05", [
        ("2027-12-04",
         "We're doing Secret Santa on my husband's side this year instead of everyone buying for everyone. "
         "$30 limit, and I drew my brother-in-law Fitz, who is impossible to shop for.",
         "Secret Santa is a real sanity saver. Fitz on a $30 budget, we can brainstorm whenever you like."),
    ], [
        ("What's the spending limit for our Secret Santa?", [0], "single-hop"),
        ("Who did I draw in Secret Santa?", [0], "single-hop"),
        ("How is Fitz related to me?", [0], "single-hop"),
        ("Whose side of the family is doing the Secret Santa?", [0], "single-hop"),
        ("What did I end up getting Fitz?", [], "abstain"),
        ("Who drew my name?", [], "abstain"),
        ("What's my husband's name?", [], "abstain"),
        ("Where was the gift exchange held?", [], "abstain"),
        ("What are Fitz's hobbies?", [], "abstain"),
    ]),
    ("en-tiny28-06", [
        ("2028-01-09",
         "I'm an air traffic controller at Denver TRACON and I finally got certified on the final approach "
         "position last week! Rotating shifts are brutal but honestly I love it.",
         "Huge congratulations on the certification. Final approach is no small thing!"),
    ], [
        ("What's my job?", [0], "single-hop"),
        ("Which facility do I work at?", [0], "single-hop"),
        ("What position did I just get certified on?", [0], "single-hop"),
        ("Roughly when did I get my final approach certification?", [0], "temporal"),
        ("What kind of shifts do I work?", [0], "single-hop"),
        ("How long have I been a controller?", [], "abstain"),
        ("Who's my supervisor?", [], "abstain"),
        ("What's my salary?", [], "abstain"),
        ("Where did I do my ATC training?", [], "abstain"),
    ]),
    ("en-tiny28-07", [
        ("2027-12-15",
         "Going to Pho Saigon on 5th Street tonight with my coworker Darnell. My usual there is the large rare "
         "beef pho with extra tendon, no onions.",
         "That sounds like a perfect December dinner. Enjoy!"),
    ], [
        ("What do I usually get at Pho Saigon?", [0], "single-hop"),
        ("What street is Pho Saigon on?", [0], "single-hop"),
        ("What do I leave out of my pho?", [0], "single-hop"),
        ("Who did I go to Pho Saigon with?", [0], "single-hop"),
        ("What size bowl do I order?", [0], "single-hop"),
        ("How much is the pho at Pho Saigon?", [], "abstain"),
        ("What does Darnell order there?", [], "abstain"),
        ("Do I have any food allergies?", [], "abstain"),
        ("What's my favorite Thai place?", [], "abstain"),
    ]),
    ("en-tiny28-08", [
        ("2028-02-03",
         "Note for future me: my son's school is moving early dismissal to Wednesdays at 1:15 starting next "
         "week, so I'll be leaving work early every Wednesday from now on.",
         "Got it, Wednesdays at 1:15 from next week. I'll keep that in mind."),
    ], [
        ("What day is early dismissal at my son's school now?", [0], "single-hop"),
        ("What time does school let out on early dismissal days?", [0], "single-hop"),
        ("Why do I have to leave work early on Wednesdays?", [0], "single-hop"),
        ("When did the new early dismissal schedule kick in?", [0], "temporal"),
        ("What's my son's name?", [], "abstain"),
        ("What grade is my son in?", [], "abstain"),
        ("What time does school normally let out?", [], "abstain"),
        ("What day was early dismissal before the change?", [], "abstain"),
        ("Who picks my son up on the other days?", [], "abstain"),
    ]),
    ("en-tiny28-09", [
        ("2027-10-30",
         "My dad and I have started doing the NYT Connections puzzle every morning and texting each other our "
         "results. He's 74 and he beats me most days, which is humbling.",
         "That's a lovely little ritual. Losing to your dad most mornings builds character!"),
    ], [
        ("What puzzle do I do with my dad?", [0], "single-hop"),
        ("How old did I say my dad is?", [0], "single-hop"),
        ("How do my dad and I share our results?", [0], "single-hop"),
        ("Who usually wins, me or my dad?", [0], "single-hop"),
        ("What time of day do we do the puzzle?", [0], "single-hop"),
        ("What's my dad's name?", [], "abstain"),
        ("Where does my dad live?", [], "abstain"),
        ("What's my Wordle streak?", [], "abstain"),
        ("Does my mom play too?", [], "abstain"),
    ]),
    # ---------------------------------------------------------------- English, several facts, with updates
    ("en-tiny28-10", [
        ("2027-10-05",
         "My daughter Wren just started ballet at Miss Carla's studio! Saturdays at 10am, she's beyond excited.",
         "How exciting for Wren! Saturday morning ballet sounds like a great start to the weekend."),
        ("2027-11-20",
         "Annoying: Wren's ballet class got moved to Sunday afternoons at 2 because the studio is adding a new "
         "class on Saturday mornings.",
         "That's a bit of a shuffle. Noted, Sundays at 2 from now on."),
        ("2028-01-12",
         "Wren lost her first tooth today, bottom front. Apparently the tooth fairy rate in our house is $2 "
         "now, per Wren.",
         "A big milestone! Wren drives a hard bargain with the tooth fairy."),
    ], [
        ("When is Wren's ballet class now?", [1], "update", [0]),
        ("What day was Wren's ballet on originally?", [0, 1], "single-hop"),
        ("Where does Wren take ballet?", [0], "single-hop"),
        ("What's my daughter's name?", [0, 1, 2], "single-hop"),
        ("When did Wren lose her first tooth?", [2], "temporal"),
        ("How much does the tooth fairy leave at our house?", [2], "single-hop"),
        ("How old is Wren?", [], "abstain"),
        ("How much does ballet cost per month?", [], "abstain"),
        ("When is Wren's ballet recital?", [], "abstain"),
        ("Does Wren have any siblings?", [], "abstain"),
    ]),
    ("en-tiny28-11", [
        ("2027-10-08",
         "I rent a basement apartment in Somerville, $1,900 a month. My landlord, Mr. Petrakis, lives upstairs "
         "and is always feeding me baklava.",
         "A landlord who brings baklava is a rare find!"),
        ("2028-01-05",
         "Moving day is DONE. I'm now in a third-floor walk-up in Medford, $2,050 a month, but I finally have "
         "windows that get actual sun.",
         "Congrats on the move! Real sunlight is worth the stairs."),
    ], [
        ("What town do I live in now?", [1], "update", [0]),
        ("How much is my rent?", [1], "update", [0]),
        ("What floor is my apartment on?", [1], "update", [0]),
        ("Who was my landlord in Somerville?", [0], "single-hop"),
        ("When did I move to Medford?", [1], "temporal"),
        ("Who's my landlord now?", [], "abstain"),
        ("Do I have a roommate?", [], "abstain"),
        ("When does my lease end?", [], "abstain"),
        ("Is parking included at my new place?", [], "abstain"),
        ("How long is my commute from Medford?", [], "abstain"),
    ]),
    ("en-tiny28-12", [
        ("2027-10-12",
         "I'm a vet tech at Hillside Animal Hospital, mostly doing surgery prep. Three twelve-hour shifts a week.",
         "That's demanding work. Three twelves must leave you wiped!"),
        ("2027-12-02",
         "Big news: I accepted an offer at BluePearl, the emergency vet hospital downtown. Still a vet tech, but "
         "in the ER now. I start January 10.",
         "Congratulations on the new role! The ER will be a change of pace."),
        ("2028-02-10",
         "My dog Nacho turned 9 today! He's a one-eyed chihuahua I adopted from Hillside years ago, and he's "
         "still the boss of the house.",
         "Happy birthday to Nacho! Long may he reign."),
    ], [
        ("Where do I work now?", [1], "update", [0]),
        ("What part of the hospital do I work in?", [1], "update", [0]),
        ("When did I start at BluePearl?", [1], "temporal"),
        ("Where did I work before BluePearl?", [0, 1], "single-hop"),
        ("How old is Nacho?", [2], "single-hop"),
        ("What breed is my dog?", [2], "single-hop"),
        ("Who's my manager at BluePearl?", [], "abstain"),
        ("What's my pay at the new job?", [], "abstain"),
        ("Do I have any other pets besides Nacho?", [], "abstain"),
        ("Where did I go to school to become a vet tech?", [], "abstain"),
    ]),
    ("en-tiny28-13", [
        ("2027-10-18",
         "Booked a ski trip to Whistler for February 12 to 16 with my old college roommate Dev. We're staying "
         "in a condo right in the village.",
         "That sounds amazing. February in Whistler should be great snow."),
        ("2027-12-28",
         "Change of plans: Dev bailed, so my brother Cole is coming to Whistler with me instead. Same dates, "
         "same condo.",
         "Sorry Dev's out, but a trip with Cole sounds fun too."),
    ], [
        ("Who did I go to Whistler with?", [1], "update", [0]),
        ("What were the dates of my Whistler trip?", [0, 1], "temporal"),
        ("Where did we stay in Whistler?", [0, 1], "single-hop"),
        ("Who was originally supposed to come on the ski trip?", [0, 1], "single-hop"),
        ("What's my brother's name?", [1], "single-hop"),
        ("Where did Cole fly in from?", [], "abstain"),
        ("How much did the condo cost?", [], "abstain"),
        ("Do I ski or snowboard?", [], "abstain"),
        ("Why did Dev drop out of the trip?", [], "abstain"),
        ("Which airline did I fly to get to Whistler?", [], "abstain"),
    ]),
    ("en-tiny28-14", [
        ("2027-10-20",
         "Started physical therapy for my rotator cuff at ProMotion on Elm. Twice a week, Mondays and Thursdays "
         "at 7:30am, with a PT named Jonah.",
         "Good on you for getting it looked at. Hope Jonah gets you sorted quickly."),
        ("2027-12-09",
         "Good news, Jonah's cutting me down to once a week, just Thursdays.",
         "That's real progress!"),
        ("2028-01-30",
         "Jonah cleared me to swim again, so I'm back in the pool on Tuesday nights.",
         "Great news, enjoy being back in the water."),
    ], [
        ("How often do I have PT now?", [1], "update", [0]),
        ("What day do I go to physical therapy?", [1], "update", [0]),
        ("What's my physical therapist's name?", [0, 1, 2], "single-hop"),
        ("What am I doing PT for?", [0], "single-hop"),
        ("Where do I go for PT?", [0], "single-hop"),
        ("When do I go swimming?", [2], "single-hop"),
        ("How did I hurt my shoulder?", [], "abstain"),
        ("Which shoulder is injured?", [], "abstain"),
        ("What's my copay for PT?", [], "abstain"),
        ("Which pool do I swim at?", [], "abstain"),
    ]),
    ("en-tiny28-15", [
        ("2027-10-27",
         "My car is a 2009 Volvo V50 wagon, dark green, 190k miles. Ugly as sin but it just keeps going.",
         "Those old Volvos really are tanks."),
        ("2028-01-18",
         "RIP Volvo. Traded it in for a used 2021 Kia Niro hybrid, silver, 38k miles.",
         "End of an era! Enjoy the Niro and the better gas mileage."),
    ], [
        ("What car do I drive?", [1], "update", [0]),
        ("What color is my car?", [1], "update", [0]),
        ("How many miles does my current car have on it?", [1], "update", [0]),
        ("What did I trade in for the Kia?", [0, 1], "single-hop"),
        ("When did I get the Niro?", [1], "temporal"),
        ("Does my car have heated seats?", [], "abstain"),
        ("How much did I pay for the Niro?", [], "abstain"),
        ("Who do I have car insurance with?", [], "abstain"),
        ("Which dealership did I buy the Kia from?", [], "abstain"),
        ("What's my license plate number?", [], "abstain"),
    ]),
    ("en-tiny28-16", [
        ("2027-11-01",
         "My boyfriend Marco is a paramedic at Fire Station 9, works 24 on, 48 off, so our date nights are kind "
         "of random.",
         "That schedule must take some juggling! Random date nights can be fun though."),
        ("2028-02-14",
         "MARCO PROPOSED!!! At the lighthouse in Cape Elizabeth at sunset. I said yes obviously. So he's my "
         "fiancé now, which is so weird to type.",
         "Congratulations!! What a Valentine's Day. So happy for you both!"),
    ], [
        ("Is Marco my boyfriend or my fiancé?", [1], "update", [0]),
        ("What does Marco do for work?", [0], "single-hop"),
        ("What's Marco's work schedule?", [0], "single-hop"),
        ("Where did Marco propose?", [1], "single-hop"),
        ("When did I get engaged?", [1], "temporal"),
        ("Which station does Marco work at?", [0], "single-hop"),
        ("When's the wedding?", [], "abstain"),
        ("What does my engagement ring look like?", [], "abstain"),
        ("How long have Marco and I been together?", [], "abstain"),
        ("What's Marco's last name?", [], "abstain"),
    ]),
    ("en-tiny28-17", [
        ("2027-10-03",
         "Started French at the Alliance Française downtown: A1 evening class, Tuesdays and Thursdays 6:30 to 8.",
         "Bonne chance! Twice a week should build momentum quickly."),
        ("2028-01-08",
         "Passed A1! I'm moving up to A2 next term, and the A2 class meets Monday and Wednesday evenings instead.",
         "Félicitations! On to A2."),
    ], [
        ("What level of French am I taking now?", [1], "update", [0]),
        ("What days is my French class?", [1], "update", [0]),
        ("Where am I studying French?", [0], "single-hop"),
        ("What time was my A1 class?", [0, 1], "single-hop"),
        ("Did I pass A1?", [1], "single-hop"),
        ("What language am I learning?", [0, 1], "single-hop"),
        ("Why am I learning French?", [], "abstain"),
        ("Who's my French teacher?", [], "abstain"),
        ("How much does the French course cost?", [], "abstain"),
        ("How many students are in my French class?", [], "abstain"),
    ]),
    ("en-tiny28-18", [
        ("2027-11-08",
         "I'm on the payments team at Lumen Bank, and my manager Priscilla Oyelaran is great, very hands-off.",
         "A hands-off manager you like is a big deal."),
        ("2028-02-01",
         "Reorg day. Priscilla moved over to the risk team, and my new manager is Hank Sorensen. I'm still on "
         "payments though.",
         "Reorgs are always a shake-up. Hope Hank turns out to be good to work with."),
    ], [
        ("Who's my manager?", [1], "update", [0]),
        ("What team am I on?", [0, 1], "single-hop"),
        ("Where do I work?", [0], "single-hop"),
        ("Which team did Priscilla move to?", [1], "single-hop"),
        ("Who else is on my team?", [], "abstain"),
        ("When did the reorg happen?", [1], "temporal"),
        ("What's my job title?", [], "abstain"),
        ("How long have I been at Lumen Bank?", [], "abstain"),
        ("What's Hank's management style like?", [], "abstain"),
        ("When's my next performance review?", [], "abstain"),
    ]),
    ("en-tiny28-19", [
        ("2027-10-10",
         "Reading update: I'm at 31 books for 2027, goal is 40. Currently reading Piranesi and loving it.",
         "You're well on track! Piranesi is such a strange, lovely book."),
        ("2027-12-31",
         "Closed out 2027 at 42 books, beat my goal! Favorite of the year was Piranesi, no contest.",
         "Congrats on beating your goal!"),
        ("2028-02-20",
         "2028 reading goal is 50 books. Just started The Remains of the Day.",
         "Ambitious! Enjoy The Remains of the Day."),
    ], [
        ("How many books did I read in 2027?", [1], "update", [0]),
        ("What was my reading goal for 2027?", [0], "single-hop"),
        ("Did I hit my reading goal last year?", [1], "single-hop"),
        ("What was my favorite book last year?", [1], "single-hop"),
        ("What am I reading right now?", [2], "update", [0]),
        ("What's my reading goal this year?", [2], "update", [0]),
        ("Do I read on a Kindle or paper books?", [], "abstain"),
        ("Who's my favorite author?", [], "abstain"),
        ("What's my book club reading this month?", [], "abstain"),
        ("How many books have I finished so far in 2028?", [], "abstain"),
    ]),
    # ---------------------------------------------------------------- English, several facts, no update
    ("en-tiny28-20", [
        ("2027-11-11",
         "Heads up, I'm allergic to bee stings, EpiPen-level allergic. Found out at 12 at summer camp, not a fun day.",
         "Thanks for telling me. I'll keep that in mind for anything outdoors."),
        ("2027-12-19",
         "My husband Omar's parents are flying in from Amman on the 22nd to spend Christmas with us. First time "
         "hosting them!",
         "How exciting! Hope the visit goes beautifully."),
        ("2028-01-25",
         "Signed up for an intro woodturning class at the makerspace, four Saturdays starting February 5.",
         "Fun! Woodturning is a great skill to pick up."),
    ], [
        ("What am I allergic to?", [0], "single-hop"),
        ("What's my husband's name?", [1], "single-hop"),
        ("Where are Omar's parents from?", [1], "single-hop"),
        ("When did my in-laws arrive for Christmas?", [1], "temporal"),
        ("What class did I sign up for at the makerspace?", [2], "single-hop"),
        ("When did my woodturning class start?", [2], "temporal"),
        ("What are my in-laws' names?", [], "abstain"),
        ("How much does the woodturning class cost?", [], "abstain"),
        ("Do Omar and I have kids?", [], "abstain"),
        ("What did we cook for Christmas dinner?", [], "abstain"),
    ]),
    # ---------------------------------------------------------------- Chinese, one fact
    ("zh-tiny28-01", [
        ("2027-10-16",
         "我初中同学周婷现在在东航当空姐，飞国际线，说下个月飞巴黎那趟给我带个包回来，嘿嘿",
         "有个当空姐的老同学真好！等她的包～"),
    ], [
        ("我那个当空姐的同学叫啥来着？", [0], "single-hop"),
        ("周婷在哪家航空公司？", [0], "single-hop"),
        ("周婷是干啥的？", [0], "single-hop"),
        ("我跟周婷是怎么认识的？", [0], "single-hop"),
        ("周婷说从哪儿给我带包？", [0], "single-hop"),
        ("周婷老家是哪的？", [], "abstain"),
        ("周婷结婚了没？", [], "abstain"),
        ("周婷给我带的是什么牌子的包？", [], "abstain"),
        ("周婷在东航干了几年了？", [], "abstain"),
    ]),
    ("zh-tiny28-02", [
        ("2027-11-05",
         "跟你说一下，我对头孢过敏。去年感冒吃了头孢克肟，第二天全身起红疹子，医生说以后看病开药一定要先讲。",
         "好的，记住了，你对头孢类药物过敏，以后聊到用药我会提醒你。"),
    ], [
        ("我对啥药过敏？", [0], "single-hop"),
        ("我上次是吃了哪个药出的事？", [0], "single-hop"),
        ("我过敏的时候是什么症状？", [0], "single-hop"),
        ("我那次为什么吃头孢？", [0], "single-hop"),
        ("医生叮嘱我以后看病要注意啥？", [0], "single-hop"),
        ("我对什么食物过敏吗？", [], "abstain"),
        ("我是啥血型？", [], "abstain"),
        ("我对青霉素过敏吗？", [], "abstain"),
        ("我那次过敏是在哪家医院看的？", [], "abstain"),
    ]),
    ("zh-tiny28-03", [
        ("2027-12-01",
         "我在一家律所当律师助理，主要跟离婚和继承的案子，老板是合伙人谢律师，天天让我整理卷宗整理到半夜。",
         "律师助理确实辛苦，卷宗活儿又细又多，注意休息。"),
    ], [
        ("我现在是做什么工作的？", [0], "single-hop"),
        ("我主要负责哪类案子？", [0], "single-hop"),
        ("我老板姓啥？", [0], "single-hop"),
        ("谢律师在所里是什么职位？", [0], "single-hop"),
        ("我平时最主要的活儿是什么？", [0], "single-hop"),
        ("我在哪家律所上班？", [], "abstain"),
        ("我过法考了吗？", [], "abstain"),
        ("我一个月工资多少？", [], "abstain"),
        ("我在律所干了多久了？", [], "abstain"),
    ]),
    ("zh-tiny28-04", [
        ("2028-01-14",
         "我家楼下新开了个社区食堂，中午十二块钱两荤一素，还送一碗汤，我现在工作日中午基本都在那吃，比点外卖省多了。",
         "十二块两荤一素还送汤，确实划算！"),
    ], [
        ("我工作日中午一般在哪吃饭？", [0], "single-hop"),
        ("社区食堂一顿午饭多少钱？", [0], "single-hop"),
        ("十二块钱能吃到些啥？", [0], "single-hop"),
        ("那个社区食堂在哪儿？", [0], "single-hop"),
        ("社区食堂晚上开不开？", [], "abstain"),
        ("我最爱吃食堂哪个菜？", [], "abstain"),
        ("我晚饭一般怎么解决？", [], "abstain"),
        ("我以前中午常点哪家外卖？", [], "abstain"),
        ("食堂周末开门吗？", [], "abstain"),
    ]),
    ("zh-tiny28-05", [
        ("2027-10-25",
         "我最近在学油画，就在小区旁边一个画室，每周三晚上上课，老师姓钱，现在在临莫奈的《睡莲》，颜料糊得一塌糊涂哈哈",
         "临莫奈很有挑战！慢慢来，糊着糊着就有感觉了。"),
    ], [
        ("我最近在学什么画？", [0], "single-hop"),
        ("油画课是周几上？", [0], "single-hop"),
        ("我油画老师姓什么？", [0], "single-hop"),
        ("我现在在临哪幅画？", [0], "single-hop"),
        ("画室在哪儿？", [0], "single-hop"),
        ("油画课一节多少钱？", [], "abstain"),
        ("画室叫什么名字？", [], "abstain"),
        ("我学油画之前学过素描吗？", [], "abstain"),
        ("我用的什么牌子的颜料？", [], "abstain"),
    ]),
    ("zh-tiny28-06", [
        ("2027-11-22",
         "我在地铁站当安检员，上四休二，早班是早上五点半到下午两点，今天又是早班，困死了。",
         "五点半上班真的太早了，下班早点补觉吧。"),
    ], [
        ("我是干啥工作的？", [0], "single-hop"),
        ("我上班是怎么排班的？", [0], "single-hop"),
        ("我早班几点开始？", [0], "single-hop"),
        ("早班几点下班？", [0], "single-hop"),
        ("我在哪个地铁站上班？", [], "abstain"),
        ("晚班是几点到几点？", [], "abstain"),
        ("我干安检多久了？", [], "abstain"),
        ("我一个月能拿多少钱？", [], "abstain"),
        ("我同事里跟谁关系最好？", [], "abstain"),
    ]),
    ("zh-tiny28-07", [
        ("2027-12-20",
         "我婆婆下个月从山东过来帮我们带孩子，要住到明年五月，这几天得把书房收拾出来给她住。",
         "有婆婆帮忙能轻松不少，收拾书房辛苦啦。"),
    ], [
        ("我婆婆从哪里过来？", [0], "single-hop"),
        ("我婆婆过来是干嘛的？", [0], "single-hop"),
        ("婆婆要在我家住到什么时候？", [0], "temporal"),
        ("婆婆来了住哪间屋？", [0], "single-hop"),
        ("婆婆是哪个月过来的？", [0], "temporal"),
        ("我婆婆今年多大？", [], "abstain"),
        ("我家孩子几岁了？", [], "abstain"),
        ("婆婆是坐高铁还是坐飞机来的？", [], "abstain"),
        ("我老公叫啥？", [], "abstain"),
    ]),
    ("zh-tiny28-08", [
        ("2028-02-09",
         "最近跟小区里几个阿姨学八段锦，每天早上六点半在花园凉亭那儿练二十分钟，练了一个多月了，肩颈确实松快多了。",
         "坚持一个多月很不容易，肩颈舒服了就是最好的回报。"),
    ], [
        ("我每天早上练的是啥？", [0], "single-hop"),
        ("我几点去练八段锦？", [0], "single-hop"),
        ("我在哪儿练？", [0], "single-hop"),
        ("每次练多长时间？", [0], "single-hop"),
        ("练了八段锦身体有啥变化？", [0], "single-hop"),
        ("带我们练的阿姨姓啥？", [], "abstain"),
        ("我住的小区叫什么？", [], "abstain"),
        ("我还做别的运动吗？", [], "abstain"),
        ("我肩颈以前是什么毛病？", [], "abstain"),
    ]),
    ("zh-tiny28-09", [
        ("2027-10-29",
         "最近迷上密室逃脱了，跟同事组了个队叫“不怂队”，每两周的周五晚上去一次，到现在已经打了九个本了。",
         "“不怂队”这名字好霸气！九个本已经是老玩家了。"),
    ], [
        ("我们玩密室的小队叫什么？", [0], "single-hop"),
        ("我跟谁一起玩密室？", [0], "single-hop"),
        ("我们多久去玩一次密室？", [0], "single-hop"),
        ("我说过自己已经玩了几个密室本？", [0], "single-hop"),
        ("我们一般星期几去？", [0], "single-hop"),
        ("我们小队有几个人？", [], "abstain"),
        ("玩一次密室多少钱？", [], "abstain"),
        ("我们最常去哪家密室店？", [], "abstain"),
        ("我最喜欢的是哪个本？", [], "abstain"),
    ]),
    # ---------------------------------------------------------------- Chinese, several facts, with updates
    ("zh-tiny28-10", [
        ("2027-10-09",
         "我每天坐公司班车上班，早上七点十分在龙华地铁站门口上车，车程大概四十分钟，还挺方便。",
         "有班车确实省心，四十分钟还能在车上眯一会儿。"),
        ("2027-12-14",
         "烦死了，公司班车取消了，现在只能坐地铁再转公交，单程要一个多小时。",
         "通勤一下子变长了，辛苦了。"),
    ], [
        ("我现在怎么去上班？", [1], "update", [0]),
        ("我现在上班单程要多久？", [1], "update", [0]),
        ("以前坐班车是在哪儿上车？", [0, 1], "single-hop"),
        ("以前班车早上几点上车？", [0, 1], "single-hop"),
        ("公司班车是什么时候取消的？", [1], "temporal"),
        ("我还能坐公司班车吗？", [1], "update", [0]),
        ("我在哪家公司上班？", [], "abstain"),
        ("公司为啥取消班车？", [], "abstain"),
        ("我有没有打算买车？", [], "abstain"),
        ("我转的是几路公交？", [], "abstain"),
    ]),
    ("zh-tiny28-11", [
        ("2027-10-13",
         "我在招商银行一个支行当柜员，每天数钱数到手抽筋，周六还得轮班。",
         "柜员确实辛苦，周六还轮班就更累了。"),
        ("2028-01-03",
         "我跳槽啦！去了一家保险公司做理赔专员，双休，终于不用周六上班了。",
         "恭喜换工作！双休太香了。"),
    ], [
        ("我现在做什么工作？", [1], "update", [0]),
        ("我周六还要上班吗？", [1], "update", [0]),
        ("我之前在哪家银行上班？", [0, 1], "single-hop"),
        ("我在银行的时候是什么岗位？", [0, 1], "single-hop"),
        ("我什么时候换的工作？", [1], "temporal"),
        ("我现在在哪个行业？", [1], "update", [0]),
        ("新公司是哪家保险公司？", [], "abstain"),
        ("我现在工资多少？", [], "abstain"),
        ("新公司离家远不远？", [], "abstain"),
        ("我在银行干了几年？", [], "abstain"),
    ]),
    ("zh-tiny28-12", [
        ("2027-10-21",
         "我儿子小名叫土豆，今年五岁，在阳光幼儿园上中班，班主任姓曹。",
         "土豆这小名真可爱！"),
        ("2027-11-30",
         "土豆转园了，去了离家近的蓝天幼儿园，还是中班，新班主任姓梁。第一天哭着不肯进门，愁人。",
         "换新环境孩子都需要适应几天，过段时间就好了。"),
        ("2028-02-16",
         "土豆开始学轮滑了，每周日下午在体育公园上课，摔了好几跤还挺开心。",
         "摔了还开心，说明是真喜欢！"),
    ], [
        ("土豆现在在哪个幼儿园？", [1], "update", [0]),
        ("土豆现在的班主任姓啥？", [1], "update", [0]),
        ("我说过土豆几岁来着？", [0], "single-hop"),
        ("土豆上的是大班还是中班？", [0, 1], "single-hop"),
        ("土豆周末在学什么？", [2], "single-hop"),
        ("轮滑课在哪儿上？", [2], "single-hop"),
        ("土豆大名叫什么？", [], "abstain"),
        ("轮滑课多少钱一节？", [], "abstain"),
        ("土豆有没有对什么东西过敏？", [], "abstain"),
        ("土豆的轮滑教练姓什么？", [], "abstain"),
    ]),
    ("zh-tiny28-13", [
        ("2027-10-26",
         "我和男朋友阿凯定了明年五月二十号结婚，酒店订在他老家泉州。",
         "恭喜恭喜！五月二十号，好日子！"),
        ("2028-01-22",
         "婚期改了，提前到四月十八号，阿凯他爷爷找人看了说那天日子好。酒店还是那家没变。",
         "好的，婚期改到四月十八号，记下了。"),
    ], [
        ("我哪天结婚？", [1], "update", [0]),
        ("婚礼在哪个城市办？", [0, 1], "single-hop"),
        ("我未婚夫叫什么？", [0, 1], "single-hop"),
        ("婚期为什么改了？", [1], "single-hop"),
        ("原来定的婚期是哪天？", [0, 1], "temporal"),
        ("泉州是谁的老家？", [0], "single-hop"),
        ("婚宴订了多少桌？", [], "abstain"),
        ("我的伴娘是谁？", [], "abstain"),
        ("婚纱在哪里订的？", [], "abstain"),
        ("蜜月打算去哪？", [], "abstain"),
    ]),
    ("zh-tiny28-14", [
        ("2027-11-02",
         "开始减肥了！现在138斤，目标是过年前减到120。每天晚上跟着刘畊宏跳半小时。",
         "加油！跟着跳操坚持下来效果会很明显。"),
        ("2027-12-25",
         "减到129了！不过刘畊宏跳腻了，改成每天晚上快走一个小时。",
         "已经减了九斤，太厉害了！"),
        ("2028-02-12",
         "过完年一称，又回到132了，年夜饭吃太猛了哈哈。",
         "过年嘛正常，慢慢再减回来。"),
    ], [
        ("我现在体重多少？", [2], "update", [0, 1]),
        ("我减肥的目标是多少斤？", [0], "single-hop"),
        ("我现在晚上做什么运动？", [1], "update", [0]),
        ("我刚开始减肥的时候多少斤？", [0], "single-hop"),
        ("过年前我最低减到了多少斤？", [1], "single-hop"),
        ("我过年后为啥又胖回去了？", [2], "single-hop"),
        ("我有多高？", [], "abstain"),
        ("我有没有办健身卡？", [], "abstain"),
        ("我一般去哪快走？", [], "abstain"),
        ("我减肥期间戒了哪些吃的？", [], "abstain"),
    ]),
    ("zh-tiny28-15", [
        ("2027-11-12",
         "我用的手机还是华为Mate 40，用了四年了，卡得要死，微信都要转半天。",
         "用了四年确实该卡了。"),
        ("2028-01-06",
         "终于换手机了，入了个小米15，黑色的，3999，速度快多了。",
         "恭喜换新机！"),
    ], [
        ("我现在用的什么手机？", [1], "update", [0]),
        ("新手机多少钱买的？", [1], "single-hop"),
        ("我新手机是什么颜色？", [1], "single-hop"),
        ("我之前那台手机用了多久？", [0, 1], "single-hop"),
        ("我什么时候换的手机？", [1], "temporal"),
        ("我那台旧华为是什么颜色的？", [], "abstain"),
        ("旧手机后来怎么处理了？", [], "abstain"),
        ("新手机在哪买的？", [], "abstain"),
        ("我新手机是多大内存的？", [], "abstain"),
        ("我手机号是哪家运营商的？", [], "abstain"),
    ]),
    ("zh-tiny28-16", [
        ("2027-10-07",
         "我在南京河西租了个单间，月租两千三，室友是个做设计的小姑娘叫阿梅。",
         "河西环境不错，有个好室友也挺重要的。"),
        ("2028-01-28",
         "搬家了，现在住江宁，跟男朋友一起租了个两室，月租三千六，我俩一人一半。",
         "搬家辛苦了，两个人分摊也轻松些。"),
    ], [
        ("我现在住在哪？", [1], "update", [0]),
        ("我现在每个月房租自己要出多少？", [1], "update", [0]),
        ("我现在跟谁一起住？", [1], "update", [0]),
        ("我之前的室友叫什么？", [0, 1], "single-hop"),
        ("我什么时候搬去江宁的？", [1], "temporal"),
        ("我男朋友叫什么？", [], "abstain"),
        ("新家离地铁站远吗？", [], "abstain"),
        ("我在哪上班？", [], "abstain"),
        ("新家的房东姓什么？", [], "abstain"),
        ("新家在几楼？", [], "abstain"),
    ]),
    ("zh-tiny28-17", [
        ("2027-12-03",
         "今年冬天迷上滑雪了，去北大湖租板子滑单板，现在还只能在初级道上推坡和落叶飘。",
         "单板入门都是这么过来的，加油！"),
        ("2028-01-20",
         "买了自己的单板！伯顿的，加固定器一共四千二，现在能在中级道上换刃走S弯了。",
         "进步好快！有了自己的板更有动力了。"),
    ], [
        ("我现在能滑什么难度的道？", [1], "update", [0]),
        ("我滑雪是租板还是有自己的板？", [1], "update", [0]),
        ("我的雪鞋是什么牌子的？", [], "abstain"),
        ("我的雪板是什么牌子？", [1], "single-hop"),
        ("我的板子连固定器花了多少钱？", [1], "single-hop"),
        ("我去哪个雪场滑？", [0], "single-hop"),
        ("我的滑雪服是什么颜色？", [], "abstain"),
        ("我跟谁一起去滑雪？", [], "abstain"),
        ("我请过滑雪教练吗？", [], "abstain"),
        ("我滑雪有没有受过伤？", [], "abstain"),
    ]),
    ("zh-tiny28-18", [
        ("2027-10-19",
         "我爸在老家县一中当门卫，说干到明年六月就不干了。",
         "叔叔辛苦了，快到能歇歇的时候了。"),
        ("2028-02-05",
         "我爸提前退了，现在天天在家帮我哥带孙子，比上班还累哈哈。",
         "带孙子可一点不轻松，哈哈。"),
    ], [
        ("我爸现在还上班吗？", [1], "update", [0]),
        ("我爸现在每天忙啥？", [1], "update", [0]),
        ("我爸以前在哪上班？", [0, 1], "single-hop"),
        ("我爸以前干什么工作？", [0, 1], "single-hop"),
        ("我爸原本打算干到什么时候？", [0], "temporal"),
        ("我爸在帮谁带孩子？", [1], "single-hop"),
        ("我爸今年多大？", [], "abstain"),
        ("我哥叫什么？", [], "abstain"),
        ("我哥家孩子几岁了？", [], "abstain"),
        ("我妈是做什么的？", [], "abstain"),
    ]),
    ("zh-tiny28-19", [
        ("2027-11-16",
         "医生说我是浅表性胃炎，让我少喝咖啡，我现在每天就早上一杯拿铁。",
         "胃要好好养，少喝点咖啡是对的。"),
        ("2028-01-10",
         "咖啡彻底戒了，早上改喝小米粥，胃舒服多了。",
         "能戒掉真不容易，小米粥养胃。"),
    ], [
        ("我现在早上喝什么？", [1], "update", [0]),
        ("我现在还喝咖啡吗？", [1], "update", [0]),
        ("我胃是什么毛病？", [0], "single-hop"),
        ("医生让我注意什么？", [0], "single-hop"),
        ("我戒咖啡之前每天喝什么？", [0, 1], "single-hop"),
        ("我什么时候戒的咖啡？", [1], "temporal"),
        ("我在哪家医院看的胃？", [], "abstain"),
        ("医生给我开了什么药？", [], "abstain"),
        ("我平时几点吃早饭？", [], "abstain"),
        ("我喝不喝酒？", [], "abstain"),
    ]),
    # ---------------------------------------------------------------- Chinese, several facts, no update
    ("zh-tiny28-20", [
        ("2027-10-11",
         "我表妹林可可今年读大二，在郑州学护理，说以后想去儿童医院。",
         "学护理很有意义，祝她顺利！"),
        ("2027-12-08",
         "最近入坑做手账了，买了一堆和纸胶带，本子用的是国誉的A5活页。",
         "手账很解压，和纸胶带一买就停不下来哈哈。"),
        ("2028-02-18",
         "下个月三号我生日，打算叫上几个朋友去吃一家叫“野椒”的云南菜。",
         "提前祝你生日快乐！"),
    ], [
        ("我表妹叫什么？", [0], "single-hop"),
        ("可可学什么专业？", [0], "single-hop"),
        ("可可在哪个城市读书？", [0], "single-hop"),
        ("我手账本用的什么牌子？", [1], "single-hop"),
        ("我生日是几号？", [2], "temporal"),
        ("生日打算去吃什么？", [2], "single-hop"),
        ("可可在哪所学校读书？", [], "abstain"),
        ("我今年多大了？", [], "abstain"),
        ("野椒在哪个商场？", [], "abstain"),
        ("可可她妈妈叫什么？", [], "abstain"),
    ]),
]


def check(cases):
    """Sanity checks on the hand-written cases before they are written."""
    users = [u for u, _, _ in cases]
    assert len(users) == 40 and len(set(users)) == 40, "40 distinct users"
    assert sum(u.startswith("zh-") for u in users) == 20
    ask_day = ASK[:10]
    for user, facts, questions in cases:
        days = [d for d, _, _ in facts]
        assert 1 <= len(facts) <= 4, user
        assert days == sorted(days) and len(set(days)) == len(days), f"{user}: fact days ascend"
        assert all("2027-10-01" <= d < ask_day for d in days), f"{user}: days in range and before the ask"
        zh = user.startswith("zh-")
        assert all(any('\u4e00' <= ch <= '\u9fff' for ch in said) == zh for _, said, _ in facts), user
        assert 8 <= len(questions) <= 10, f"{user}: {len(questions)} questions"
        seen = set()
        for query, evidence, kind, *rest in questions:
            assert query not in seen, f"{user}: duplicate {query}"
            seen.add(query)
            assert any('\u4e00' <= ch <= '\u9fff' for ch in query) == zh, f"{user}: language of {query}"
            assert kind in ("single-hop", "single-hop", "temporal", "update", "abstain"), kind
            assert all(0 <= i < len(facts) for i in evidence), f"{user}: {query}"
            if kind == "abstain":
                assert not evidence and not rest, f"{user}: {query}"
            else:
                assert evidence, f"{user}: {query}"
            if kind == "update":
                assert rest and rest[0], f"{user}: update needs stale"
                assert not set(rest[0]) & set(evidence)
                assert max(rest[0]) < min(evidence), f"{user}: stale precedes new"
            else:
                assert not rest, f"{user}: {query}"


check(CASES)
write_tiny_stores(NAME, DESCRIPTION, CASES, ASK, HERE)
