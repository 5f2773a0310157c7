"""tiny-stores-42: a blind held-out set of 40 tiny per-user memory stores (20 English, 20 Chinese).

Each user mentioned one to three everyday facts in passing, one session per fact, told between
2034-09-01 and 2035-02-28; every user is then asked 10 paraphrased questions at 2035-03-12 10:00 +08:00:
plain recall ("single-hop"), current value after a later revision ("update", evidence = the later
message, stale = the earlier one), and questions the store cannot answer ("abstain").

Situations (one per user):
  en-01 renting a seaside beach hut with a sister (hut number and fee later change)
  en-02 buying and restoring a 1950s jukebox
  en-03 keeping quail on the patio (flock and egg count later change)
  en-04 joining a winery's wine club (tier, price and delivery later change)
  en-05 cutting a Christmas tree at a tree farm
  en-06 joining a community ukulele orchestra (rehearsal night and subs later change)
  en-07 a weekend knife-making course at a forge
  en-08 booking an English Channel relay swim (pilot boat, tide window, cost later change)
  en-09 entering a library gingerbread-house contest
  en-10 taking in a lodger (lodger and rent later change)
  en-11 a nanny share with neighbours (days, rate and location later change)
  en-12 finishing a stop-motion short and entering a festival
  en-13 entering and finishing a snowshoe race
  en-14 hiring piano movers for a grandmother's baby grand (date and price later change)
  en-15 volunteering as a scare actor at a haunted hayride
  en-16 being cast as the dame in an amateur pantomime
  en-17 selling the car and joining a car-share club
  en-18 ordering and stacking firewood
  en-19 a seasonal snow-plowing contract for the driveway
  en-20 commissioning an oil portrait of a late dog
  zh-01 租城郊开心农场的一块菜地（地块和费用后来变了）
  zh-02 中年开始学扬琴
  zh-03 村里舞龙队准备元宵表演（位置、练习频率、演出地点后来变了）
  zh-04 腊月里在菜市场门口摆摊写春联
  zh-05 报考公共营养师（考试日期和级别后来变了）
  zh-06 过年回老家把狗送去寄养
  zh-07 女儿学轮滑、考级
  zh-08 爷爷买画眉、遛鸟（时间和公园后来变了）
  zh-09 当上公交司机（线路和班次后来变了）
  zh-10 给妈妈买的破壁机快递丢件（后来找回、不用赔）
  zh-11 搬新家办乔迁宴
  zh-12 儿子考上大学办升学宴
  zh-13 和表妹合伙开美甲店（合伙人和价格后来变了）
  zh-14 做半永久雾眉
  zh-15 跟妈妈学做腐乳
  zh-16 入坑盘文玩核桃
  zh-17 当上镇林业站护林员（片区、巡山方式和工资后来变了）
  zh-18 在大学城开自助洗衣店
  zh-19 公司年会抽中奖品
  zh-20 退休后学根雕
"""
import os

from tiny_store_case import write_tiny_stores

NAME = "tiny-stores-42"
DESC = ("Blind held-out tiny stores: 40 users (20 English, 20 Chinese) with 1-3 everyday facts each, told "
        "2034-09 to 2035-02, some later revised; 10 paraphrased questions per user asked 2035-03-12, mixing "
        "single-hop recall, update (current value after a revision) and abstain (not in the store).")
ASK = "2035-03-12T10:00:00+08:00"

CASES = (
    ("t42-en-01", [
        ("2034-09-06", "Signed the paperwork for a beach hut at Southwold for next season: hut number 41 on the Gun Hill row, £3,200 for the year. My sister Bryony is splitting it with me.",
         "Lovely, a hut by the sea for the whole season. Splitting it with Bryony should make it easier on the wallet."),
        ("2034-11-15", "Bit of a shuffle on the Southwold front: the council moved a few of us along the promenade, so we've ended up with number 17 instead, and because it's a smaller one the bill dropped to £2,750.",
         "A smaller hut and a smaller bill, that's not a bad trade."),
    ], [
        ("Which hut number have the user and their sister got now?", [1], "update", [0]),
        ("What is the user paying for the year's hire of the seaside hut at this point?", [1], "update", [0]),
        ("In which seaside town is the user's beach hut?", [0], "single-hop"),
        ("Who is going halves with the user on the hut?", [0], "single-hop"),
        ("Why did the hut cost less in the end?", [1], "single-hop"),
        ("What colour is the user's beach hut painted?", [], "abstain"),
        ("How old is the user's sister Bryony?", [], "abstain"),
        ("Does the hut have an electricity supply?", [], "abstain"),
        ("Which football team does the user support?", [], "abstain"),
        ("What number was the hut the user originally signed up for?", [0], "single-hop"),
    ]),
    ("t42-en-02", [
        ("2034-10-04", "Finally bought the jukebox I've wanted forever: a 1956 Seeburg V200 from an estate sale in Dayton for $4,800. It holds 200 records, and a guy named Lou Marchetti is coming to rebuild the amplifier for $650.",
         "What a find! A Seeburg from the fifties is a real piece of history. Hope Lou gets the amp sounding great."),
    ], [
        ("What make and model of jukebox did the user get?", [0], "single-hop"),
        ("How much did the user spend on the jukebox?", [0], "single-hop"),
        ("How many records fit in the user's jukebox?", [0], "single-hop"),
        ("Who is doing the amplifier work on the jukebox?", [0], "single-hop"),
        ("What will the amp rebuild cost?", [0], "single-hop"),
        ("How much is the user paying to have the jukebox's speakers replaced?", [], "abstain"),
        ("What was the first song the user played on the jukebox?", [], "abstain"),
        ("Is the jukebox going in the user's basement?", [], "abstain"),
        ("How old is Lou Marchetti?", [], "abstain"),
        ("What is the user's blood type?", [], "abstain"),
    ]),
    ("t42-en-03", [
        ("2034-09-13", "Started keeping Coturnix quail in a converted rabbit hutch on the patio: six hens and one male, bought from a breeder in Salem at $8 a bird. We're already getting about five eggs a day.",
         "Quail are such a fun small flock. Five eggs a day is a great start."),
        ("2034-12-02", "Sad bird news: a fox got into the hutch last week, so I'm down to four hens now, though the rooster made it. We're only getting two or three eggs a day.",
         "Oh no, I'm sorry about the losses. Glad some of the flock survived."),
    ], [
        ("How many quail hens does the user currently have?", [1], "update", [0]),
        ("How many eggs a day are the user's quail laying these days?", [1], "update", [0]),
        ("Where did the user get the quail from?", [0], "single-hop"),
        ("What did the user pay per bird?", [0], "single-hop"),
        ("What breed of quail does the user keep?", [0], "single-hop"),
        ("What killed some of the user's birds?", [1], "single-hop"),
        ("What feed does the user give the quail?", [], "abstain"),
        ("How much did the user pay for the hutch conversion?", [], "abstain"),
        ("Does the user sell the quail eggs to neighbours?", [], "abstain"),
        ("What is the name of the user's boss?", [], "abstain"),
    ]),
    ("t42-en-04", [
        ("2034-09-20", "Joined the wine club at Halloran Ridge Winery in the Finger Lakes: four bottles every quarter for $140 a shipment, picked up at the tasting room. My friend Darcy talked me into it.",
         "Sounds like a nice excuse for a quarterly trip to the Finger Lakes. Enjoy the bottles!"),
        ("2034-10-25", "Also, the Halloran pickup parties are on the first Saturday after each release, and members get 20% off any extra bottles.",
         "Good perk. That discount could add up if you find a favourite."),
        ("2035-01-18", "Changed my Halloran Ridge membership: dropped to the two-bottle tier at $75, and I'm having them shipped to my house now instead of driving up.",
         "Makes sense, less wine and no drive. Still a nice treat each quarter."),
    ], [
        ("How many bottles come in each of the user's wine club releases now?", [2], "update", [0]),
        ("What does each wine club shipment cost the user at present?", [2], "update", [0]),
        ("How does the user currently receive the club wine?", [2], "update", [0]),
        ("Which wine region is the user's club winery in?", [0], "single-hop"),
        ("Who persuaded the user to sign up for the wine club?", [0], "single-hop"),
        ("What discount do members get on additional bottles?", [1], "single-hop"),
        ("What is Darcy's favourite wine?", [], "abstain"),
        ("How much does Halloran Ridge charge for a tasting flight?", [], "abstain"),
        ("Does the club allocation include sparkling wine?", [], "abstain"),
        ("What breed is the user's dog?", [], "abstain"),
    ]),
    ("t42-en-05", [
        ("2034-12-06", "Cut our own Christmas tree at Pine Hollow Tree Farm out on Route 12 today: a 7-foot Fraser fir for $85. The kids, Nadia and Teo, picked it out, and the farm threw in a free wreath.",
         "That sounds like a perfect December outing. Enjoy the tree and the wreath!"),
    ], [
        ("What species of tree did the user's family bring home for Christmas?", [0], "single-hop"),
        ("How tall is the family's Christmas tree?", [0], "single-hop"),
        ("What did the tree cost?", [0], "single-hop"),
        ("Which children chose the tree?", [0], "single-hop"),
        ("What freebie came with the tree?", [0], "single-hop"),
        ("How much did the user pay for a tree stand?", [], "abstain"),
        ("What is on top of the user's Christmas tree?", [], "abstain"),
        ("Did the user put coloured lights on the tree?", [], "abstain"),
        ("How old is Nadia?", [], "abstain"),
        ("Where is the user spending New Year's Eve?", [], "abstain"),
    ]),
    ("t42-en-06", [
        ("2034-09-10", "Joined the Harbourside Ukulele Orchestra! We rehearse Monday evenings at the Methodist hall on Quay Street, subs are £4 a session, and they've put me in the baritone uke section.",
         "How fun! Baritone uke gives the group a nice low end. Enjoy Mondays."),
        ("2034-11-03", "Ukulele news: the hall got double-booked, so practice has shifted to Wednesday nights, and it's a fiver a session now.",
         "A small change, hopefully Wednesdays suit you just as well."),
    ], [
        ("Which evening does the user's ukulele group practise now?", [1], "update", [0]),
        ("How much does the user pay per ukulele session currently?", [1], "update", [0]),
        ("Where does the ukulele orchestra meet?", [0], "single-hop"),
        ("Which section of the orchestra does the user play in?", [0], "single-hop"),
        ("What is the name of the ukulele group the user joined?", [0], "single-hop"),
        ("Who conducts the Harbourside Ukulele Orchestra?", [], "abstain"),
        ("When is the orchestra's Christmas concert?", [], "abstain"),
        ("How much did the user pay for their ukulele?", [], "abstain"),
        ("Does the user also play the guitar?", [], "abstain"),
        ("What is the user's postcode?", [], "abstain"),
    ]),
    ("t42-en-07", [
        ("2034-10-19", "Spent the weekend on a knife-making course at Ironwood Forge near Hay-on-Wye with a smith called Gethin Rowlands. Forged a 6-inch chef's knife from 1095 carbon steel and fitted a walnut handle. The course was £395.",
         "That's a brilliant thing to have made with your own hands. Enjoy cooking with it!"),
    ], [
        ("Where did the user learn to make a knife?", [0], "single-hop"),
        ("Who taught the user's bladesmithing weekend?", [0], "single-hop"),
        ("What kind of knife did the user forge?", [0], "single-hop"),
        ("What steel is the user's blade made from?", [0], "single-hop"),
        ("What did the forging weekend cost?", [0], "single-hop"),
        ("How many other students were on the course?", [], "abstain"),
        ("What hardness rating did the user's blade reach?", [], "abstain"),
        ("How much does Gethin charge for a custom commissioned knife?", [], "abstain"),
        ("Does the user sharpen the knife on a whetstone?", [], "abstain"),
        ("Which university did the user attend?", [], "abstain"),
    ]),
    ("t42-en-08", [
        ("2034-09-27", "I'm in! My club, the Tooting Lido Seals, booked a six-person English Channel relay with the pilot boat Anastasia, tide window 14 to 21 July 2035. I'm swimmer number three, and we're each chipping in £650.",
         "That's a huge challenge, congratulations on getting a spot on the relay!"),
        ("2035-01-09", "Channel relay shake-up: Anastasia's skipper has retired, so we're going with Sea Sabre out of Folkestone instead. New window is 4 to 11 August, and two people dropped out, so it's a team of four at £975 a head.",
         "Lots of changes, but it sounds like the swim is still on. Good luck with the training!"),
    ], [
        ("Which escort boat will accompany the user's Channel relay?", [1], "update", [0]),
        ("What dates is the relay's tide window now?", [1], "update", [0]),
        ("How much is each swimmer contributing to the Channel crossing at this point?", [1], "update", [0]),
        ("What swimming club is the user's relay team from?", [0], "single-hop"),
        ("From which port does the new pilot boat operate?", [1], "single-hop"),
        ("Why did the relay have to change boats?", [1], "single-hop"),
        ("What water temperature has the user been training in?", [], "abstain"),
        ("What are the names of the other swimmers on the relay?", [], "abstain"),
        ("How long will each of the user's swimming legs last?", [], "abstain"),
        ("Has the user ever swum the Channel solo?", [], "abstain"),
    ]),
    ("t42-en-09", [
        ("2034-12-13", "Entered the Millbrook Public Library gingerbread contest with my daughter Ruby: a gingerbread copy of the old fire station, 18 inches tall, with a stained glass window made from melted boiled sweets. Judging is December 20 and the top prize is a $250 gift card to Sprinkle Bakery.",
         "That sounds adorable and ambitious. Fingers crossed for you and Ruby!"),
    ], [
        ("What building did the user and their daughter model in gingerbread?", [0], "single-hop"),
        ("How tall is the gingerbread entry?", [0], "single-hop"),
        ("When were the gingerbread entries judged?", [0], "single-hop"),
        ("What does the winner of the contest get?", [0], "single-hop"),
        ("What did they use for the window?", [0], "single-hop"),
        ("Did the user and Ruby win the contest?", [], "abstain"),
        ("How many entries were in the gingerbread contest?", [], "abstain"),
        ("What is the runner-up prize worth?", [], "abstain"),
        ("How old is Ruby?", [], "abstain"),
        ("What icing recipe did they use?", [], "abstain"),
    ]),
    ("t42-en-10", [
        ("2034-09-15", "We've taken in a lodger to help with the mortgage: Tomasz, a physiotherapy student at Cardiff Met. He's in the box room for £520 a month, bills included, and he's moving in on September 22.",
         "That should take the edge off the mortgage. Hope he's an easy housemate."),
        ("2035-02-05", "Tomasz headed back to Poland at the end of January, so Heledd has the box room now. She's a junior doctor doing rotations at the Heath and she pays £575.",
         "Sounds like you found someone quickly. Hope Heledd settles in well."),
    ], [
        ("Who is renting the user's spare room at the moment?", [1], "update", [0]),
        ("How much rent does the user get from the lodger each month now?", [1], "update", [0]),
        ("What was the first lodger studying?", [0], "single-hop"),
        ("Where did Tomasz go when he left?", [1], "single-hop"),
        ("What does the current lodger do for a living?", [1], "single-hop"),
        ("Why did the user decide to take in a lodger?", [0], "single-hop"),
        ("How old is Heledd?", [], "abstain"),
        ("Does the lodger get a parking space?", [], "abstain"),
        ("How much is the user's monthly mortgage payment?", [], "abstain"),
        ("What is the name of the user's cat?", [], "abstain"),
    ]),
    ("t42-en-11", [
        ("2034-09-08", "We've set up a nanny share with the Lindqvists down the street: their son Soren and our daughter Isla, both 18 months old. The nanny is Marisol Vega, $24 an hour split between the two families, Monday to Thursday at our house.",
         "A nanny share is a great setup, and the kids will have a built-in playmate."),
        ("2034-12-12", "Nanny share news for the new year: starting in January Marisol's doing the full five weekdays, her rate goes up to $26, and we'll swap houses every other week.",
         "Thanks for the update, that sounds like a fair arrangement for everyone."),
    ], [
        ("Which days of the week does the nanny work now?", [1], "update", [0]),
        ("What is the nanny's hourly rate at present?", [1], "update", [0]),
        ("Where does the nanny share take place these days?", [1], "update", [0]),
        ("What is the name of the nanny?", [0], "single-hop"),
        ("Which family shares the nanny with the user?", [0], "single-hop"),
        ("What is the other family's child called?", [0], "single-hop"),
        ("How old is Marisol?", [], "abstain"),
        ("How many paid holiday days does the nanny get?", [], "abstain"),
        ("Does Marisol speak Spanish with the children?", [], "abstain"),
        ("What car does the user drive?", [], "abstain"),
    ]),
    ("t42-en-12", [
        ("2034-10-11", "My stop-motion short 'The Last Lamplighter' is finally finished: 7 minutes, roughly 5,000 frames, all clay puppets. I submitted it to the Bristol Animation Festival; the entry fee was £35 and results come out November 30.",
         "Congratulations on finishing it! That's a lot of frames. Good luck with the festival."),
    ], [
        ("What is the user's animated film called?", [0], "single-hop"),
        ("How long does the user's short film run?", [0], "single-hop"),
        ("About how many frames are in the film?", [0], "single-hop"),
        ("Which festival did the user send the film to?", [0], "single-hop"),
        ("How much did it cost to enter the film?", [0], "single-hop"),
        ("Was the user's film selected for the festival?", [], "abstain"),
        ("What camera did the user shoot the animation on?", [], "abstain"),
        ("Who composed the music for the short?", [], "abstain"),
        ("How many months did the film take to make?", [], "abstain"),
        ("How much is a festival day pass?", [], "abstain"),
    ]),
    ("t42-en-13", [
        ("2035-01-05", "Signed up for the Tamarack Snowshoe Classic on February 8 up at Wildcat Ridge: the 10K, $45 entry. I'm renting Tubbs snowshoes from the lodge for $20.",
         "Sounds like a great winter goal. Enjoy the training!"),
        ("2035-02-10", "Did the snowshoe 10K on Saturday! Finished in 1:18:42, 37th out of 112. My calves are screaming.",
         "Well done! That's a solid result for a tough event. Rest those calves."),
    ], [
        ("Which snowshoe race did the user enter?", [0], "single-hop"),
        ("What distance did the user race on snowshoes?", [0], "single-hop"),
        ("What was the entry fee for the race?", [0], "single-hop"),
        ("What was the user's finishing time?", [1], "single-hop"),
        ("Where did the user place in the race?", [1], "single-hop"),
        ("What did the snowshoe hire cost?", [0], "single-hop"),
        ("Who won the Tamarack Snowshoe Classic?", [], "abstain"),
        ("What was the temperature on race morning?", [], "abstain"),
        ("Has the user since bought their own snowshoes?", [], "abstain"),
        ("How much was the post-race dinner at the lodge?", [], "abstain"),
    ]),
    ("t42-en-14", [
        ("2034-10-02", "Grandma Odile's Steinway baby grand is coming to us! Booked Keystone Piano Movers for October 24: $1,150 to bring it 90 miles from Lancaster, plus $80 for the three steps up to our porch.",
         "How special to have her piano. Hope the move goes smoothly!"),
        ("2034-10-20", "Keystone rang. Their truck is in the shop, so the piano now arrives November 7 instead, and they knocked $100 off the main charge for the trouble.",
         "Annoying, but at least they gave you a discount."),
    ], [
        ("On what date is the piano being delivered now?", [1], "update", [0]),
        ("What is Keystone charging for the 90-mile haul after the change?", [1], "update", [0]),
        ("What kind of piano is the user inheriting?", [0], "single-hop"),
        ("Whose piano was it originally?", [0], "single-hop"),
        ("Which town is the piano being moved from?", [0], "single-hop"),
        ("Why was the piano delivery postponed?", [1], "single-hop"),
        ("Who will tune the piano once it arrives?", [], "abstain"),
        ("What year was the Steinway built?", [], "abstain"),
        ("Does the user play the piano?", [], "abstain"),
        ("How much is the piano insured for?", [], "abstain"),
    ]),
    ("t42-en-15", [
        ("2034-10-09", "I'm volunteering at the Lions Club haunted hayride at Miller's Farm every Friday and Saturday in October. I'm a chainsaw zombie (chain removed, obviously) at the corn maze exit, 7 to 11 pm. Tickets are $18 and the money goes to the children's hospital.",
         "Ha, that sounds like a blast, and for a good cause too!"),
    ], [
        ("Which organisation runs the haunted hayride the user helps at?", [0], "single-hop"),
        ("Where does the haunted hayride take place?", [0], "single-hop"),
        ("What character does the user play?", [0], "single-hop"),
        ("What hours is the user scaring people?", [0], "single-hop"),
        ("Who benefits from the ticket money?", [0], "single-hop"),
        ("How much did the user's zombie costume cost?", [], "abstain"),
        ("How many volunteers work the hayride?", [], "abstain"),
        ("How much did the hayride raise last year?", [], "abstain"),
        ("Is the user's partner volunteering too?", [], "abstain"),
        ("What is the user's favourite horror film?", [], "abstain"),
    ]),
    ("t42-en-16", [
        ("2034-10-16", "Got cast in the Pennington Players' panto, Jack and the Beanstalk! I'm playing Dame Trott. Shows are at the Corn Exchange, December 12 to 21.",
         "Oh yes you are! Congratulations, the dame is the best part."),
        ("2034-11-20", "Costume fitting for Dame Trott today: seven costume changes, including a dress made entirely out of teabags. Our director, Priya Doshi, says tickets are £14 for adults and £9 for kids.",
         "A teabag dress is inspired. Sounds like it's going to be a great show."),
    ], [
        ("What part is the user playing in the pantomime?", [0], "single-hop"),
        ("Where is the panto being staged?", [0], "single-hop"),
        ("When does the panto run?", [0], "single-hop"),
        ("How many outfits does the user's character wear?", [1], "single-hop"),
        ("Who is directing the production?", [1], "single-hop"),
        ("What does a child's ticket cost?", [1], "single-hop"),
        ("Who is playing Jack?", [], "abstain"),
        ("How much is a family ticket for the panto?", [], "abstain"),
        ("Has the user performed in a panto before?", [], "abstain"),
        ("What time does the curtain go up each night?", [], "abstain"),
    ]),
    ("t42-en-17", [
        ("2034-11-06", "Sold the car and joined Wheelhop, the car-share club: £7 a month membership, then £5.50 an hour, and the nearest bay is on Albion Road, two minutes from my flat. I usually book the blue Toyota Yaris hybrid.",
         "Good move if you don't drive much. Two minutes away is very handy."),
    ], [
        ("Which car-sharing service did the user sign up with?", [0], "single-hop"),
        ("What is the monthly membership fee?", [0], "single-hop"),
        ("What does the user pay per hour of driving?", [0], "single-hop"),
        ("Where is the closest pick-up bay to the user?", [0], "single-hop"),
        ("Which vehicle does the user normally reserve?", [0], "single-hop"),
        ("How much did the user get for their old car?", [], "abstain"),
        ("Is there a per-mile charge on top of the hourly rate?", [], "abstain"),
        ("Does the user have a residents' parking permit?", [], "abstain"),
        ("What does the user do for work?", [], "abstain"),
        ("What make was the car the user sold?", [], "abstain"),
    ]),
    ("t42-en-18", [
        ("2034-09-22", "Ordered two cords of seasoned oak from Hartley's Firewood at $310 a cord, to be dumped in the driveway on October 3.",
         "That should keep you warm for a good while. Enjoy the stacking!"),
        ("2034-10-05", "Got the wood stacked along the north side of the garage under a tarp. My neighbour Wendell helped, and it still took us six hours.",
         "Nice work, and good of Wendell to pitch in."),
    ], [
        ("Who supplied the user's firewood?", [0], "single-hop"),
        ("What is the price per cord?", [0], "single-hop"),
        ("How much wood did the user order?", [0], "single-hop"),
        ("What type of wood was ordered?", [0], "single-hop"),
        ("Where did the user stack the firewood?", [1], "single-hop"),
        ("Who helped the user with the woodpile?", [1], "single-hop"),
        ("What model of wood stove does the user have?", [], "abstain"),
        ("How much would kiln-dried wood have cost?", [], "abstain"),
        ("How much does the user spend on heating oil?", [], "abstain"),
        ("Has the user had the chimney lined?", [], "abstain"),
    ]),
    ("t42-en-19", [
        ("2034-11-25", "Signed a seasonal snow plowing contract with Drift Busters for the driveway: $525 flat for November through March, and they come out whenever we get more than 2 inches. The owner, Mick Kowalski, says they'll salt the walk for an extra $15 a visit.",
         "That's one less thing to worry about this winter."),
    ], [
        ("Which company clears the user's driveway?", [0], "single-hop"),
        ("How much does the user's plowing contract cost for the season?", [0], "single-hop"),
        ("How much snow has to fall before the plow comes?", [0], "single-hop"),
        ("Who owns the plowing company?", [0], "single-hop"),
        ("What's the extra charge for salting the path?", [0], "single-hop"),
        ("How long is the user's driveway?", [], "abstain"),
        ("What time of the morning does the plow usually arrive?", [], "abstain"),
        ("How many times has Drift Busters plowed so far this winter?", [], "abstain"),
        ("How much does Drift Busters charge to clear snow off a roof?", [], "abstain"),
        ("Does the user own a snowblower?", [], "abstain"),
    ]),
    ("t42-en-20", [
        ("2034-11-28", "Commissioned an oil portrait of our late spaniel Barney from an artist in Whitby, Rosalind Pike: 12 by 16 inches, £380, and I've paid half as a deposit. It should be ready by February 14.",
         "What a lovely way to remember Barney."),
    ], [
        ("Which pet is the painting of?", [0], "single-hop"),
        ("Who is painting the user's dog?", [0], "single-hop"),
        ("What size is the commissioned painting?", [0], "single-hop"),
        ("What is the total price of the portrait?", [0], "single-hop"),
        ("When is the painting due to be finished?", [0], "single-hop"),
        ("How old was Barney when he died?", [], "abstain"),
        ("Does the price include a frame?", [], "abstain"),
        ("Was the portrait delivered on time?", [], "abstain"),
        ("What breed is the user's current dog?", [], "abstain"),
        ("How much does Rosalind charge for a watercolour?", [], "abstain"),
    ]),
    ("t42-zh-01", [
        ("2034-09-03", "在城郊的“青禾”开心农场租了一块菜地，三十平米，一年一千二，编号C区18号。打算种点萝卜、菠菜和大蒜，周末带儿子石榴过去浇水。",
         "自己种菜挺有意思的，周末带孩子去还能接接地气。"),
        ("2034-12-20", "农场那边重新划了地块，我被调到靠水渠的A区5号，地方大了点，四十平，不过续费也涨到一千五了。",
         "靠水渠浇水方便多了，面积也大了，挺划算的。"),
    ], [
        ("用户现在在农场用的是哪一块地？", [1], "update", [0]),
        ("用户那块菜地现在一年要交多少钱？", [1], "update", [0]),
        ("用户租地的农场叫什么名字？", [0], "single-hop"),
        ("用户打算在地里种哪些菜？", [0], "single-hop"),
        ("周末谁跟用户一起去菜地？", [0], "single-hop"),
        ("用户为什么换了地块？", [1], "single-hop"),
        ("那个农场离用户家有多远？", [], "abstain"),
        ("用户买种子花了多少钱？", [], "abstain"),
        ("农场给租户提供锄头之类的农具吗？", [], "abstain"),
        ("石榴今年几岁了？", [], "abstain"),
    ]),
    ("t42-zh-02", [
        ("2034-09-17", "四十五岁开始学扬琴了，在区文化馆跟一位姓阮的老师学，每周六下午两点上课，一期十六节课一千六。琴是在民族乐器店买的四〇二型，花了三千二。",
         "四十五岁学乐器一点都不晚，扬琴声音很好听，慢慢来。"),
    ], [
        ("用户最近在学哪种乐器？", [0], "single-hop"),
        ("教用户的老师姓什么？", [0], "single-hop"),
        ("用户每周什么时候上课？", [0], "single-hop"),
        ("一期课的学费是多少？", [0], "single-hop"),
        ("用户买琴花了多少钱？", [0], "single-hop"),
        ("用户配琴竹和琴套花了多少钱？", [], "abstain"),
        ("阮老师以前在哪个乐团待过？", [], "abstain"),
        ("用户会看五线谱吗？", [], "abstain"),
        ("用户现在在练哪首曲子？", [], "abstain"),
        ("用户的爱人叫什么名字？", [], "abstain"),
    ]),
    ("t42-zh-03", [
        ("2034-10-08", "村里组了支舞龙队，准备正月十五元宵节在镇上的灯会上表演。龙是九节的布龙，三十多米长，我舞第三节。队长是村支书老韦，每周二、周四晚上在祠堂门口的晒谷场练。",
         "舞龙很热闹，元宵节一定很精彩，练的时候注意别扭到腰。"),
        ("2035-01-10", "舞龙队又调整了：老韦让我改去举龙珠，在最前头引着龙走。现在离元宵近了，大家每天晚上都练，而且演出地点也改了，换到县城广场，不在镇上演了。",
         "举龙珠可是领头的角色，责任不小，加油！"),
    ], [
        ("用户在舞龙队里现在负责什么？", [1], "update", [0]),
        ("舞龙队现在多久练一次？", [1], "update", [0]),
        ("元宵节舞龙队在哪里演出？", [1], "update", [0]),
        ("他们的龙一共有几节？", [0], "single-hop"),
        ("舞龙队的队长是谁？", [0], "single-hop"),
        ("舞龙队准备在哪一天演出？", [0], "single-hop"),
        ("那条龙是什么颜色的？", [], "abstain"),
        ("舞龙队一共有多少人？", [], "abstain"),
        ("元宵表演有没有报酬？", [], "abstain"),
        ("用户的父亲今年多大年纪？", [], "abstain"),
    ]),
    ("t42-zh-04", [
        ("2035-01-27", "腊月里在菜市场门口支了个摊写春联，用的是洒金红纸，一副卖二十，福字五块一张。我用一支大白云毛笔，一天能写四十来副，旁边卖糖葫芦的大姐还帮我吆喝。",
         "手写春联有年味儿，生意好的话也能赚点过年钱。"),
    ], [
        ("用户的春联摊摆在哪里？", [0], "single-hop"),
        ("用户写的对联卖多少钱一副？", [0], "single-hop"),
        ("一张福字卖多少钱？", [0], "single-hop"),
        ("用户一天大概能写出多少副？", [0], "single-hop"),
        ("用户写字用的是什么笔？", [0], "single-hop"),
        ("旁边大姐的糖葫芦多少钱一串？", [], "abstain"),
        ("用户练书法练了多少年？", [], "abstain"),
        ("摆这个摊要交管理费吗？", [], "abstain"),
        ("帮忙吆喝的大姐叫什么名字？", [], "abstain"),
        ("用户的孩子在哪所学校上学？", [], "abstain"),
    ]),
    ("t42-zh-05", [
        ("2034-09-25", "报了公共营养师四级的培训，在“康禾”职业培训学校，学费二千八，每周日全天上课，考试定在十二月十四号。",
         "营养师证挺实用的，平时也能用在自己家里人身上，祝考试顺利。"),
        ("2034-11-30", "营养师那个考试，机构通知说考点排不下，挪到明年一月十一号了。我干脆改报了三级，补交了六百。",
         "多了点准备时间，考三级也更有含金量，加油。"),
    ], [
        ("用户的营养师考试现在定在哪天？", [1], "update", [0]),
        ("用户最后报考的是营养师几级？", [1], "update", [0]),
        ("用户是在哪家机构参加培训的？", [0], "single-hop"),
        ("培训课安排在什么时间？", [0], "single-hop"),
        ("用户一开始交了多少学费？", [0], "single-hop"),
        ("改报时用户补了多少钱？", [1], "single-hop"),
        ("这个考试要考哪几个科目？", [], "abstain"),
        ("考点设在哪里？", [], "abstain"),
        ("用户现在从事什么工作？", [], "abstain"),
        ("培训班里一共有多少学员？", [], "abstain"),
    ]),
    ("t42-zh-06", [
        ("2035-01-30", "过年要回贵州老家，把家里的比熊“馒头”送去小区对面的“汪星驿站”寄养，从二月五号住到二月十六号，一天八十，一共交了八百八。店长小丁说每天会给我发视频。",
         "有视频看着就放心多了，祝你回家过个好年。"),
    ], [
        ("用户家的狗叫什么？", [0], "single-hop"),
        ("过年期间狗被托付给了哪家店？", [0], "single-hop"),
        ("狗在店里从哪天待到哪天？", [0], "single-hop"),
        ("寄养每天收多少钱？", [0], "single-hop"),
        ("寄养店的店长叫什么？", [0], "single-hop"),
        ("馒头今年几岁了？", [], "abstain"),
        ("那家店给狗洗一次澡要多少钱？", [], "abstain"),
        ("用户的老家在贵州哪个市？", [], "abstain"),
        ("馒头打过狂犬疫苗了吗？", [], "abstain"),
        ("用户是坐高铁还是开车回老家的？", [], "abstain"),
    ]),
    ("t42-zh-07", [
        ("2034-09-14", "给女儿桐桐报了轮滑课，在体育公园的“飞轮”俱乐部，一期二十节一千九，每周三、周五放学后五点半上。鞋和护具一套买了四百六。",
         "轮滑能练平衡感，孩子一般都很喜欢，注意护具戴好。"),
        ("2034-12-07", "桐桐轮滑考过三级了！胡教练说她可以开始练平花了，下个月带她去参加市里的少儿轮滑比赛。",
         "进步真快，恭喜桐桐！比赛加油。"),
    ], [
        ("桐桐在哪家俱乐部学轮滑？", [0], "single-hop"),
        ("一期轮滑课多少钱？", [0], "single-hop"),
        ("桐桐每周哪几天上课？", [0], "single-hop"),
        ("轮滑鞋加护具一共花了多少？", [0], "single-hop"),
        ("桐桐考到了轮滑几级？", [1], "single-hop"),
        ("带桐桐的教练姓什么？", [1], "single-hop"),
        ("桐桐今年多大？", [], "abstain"),
        ("市里的少儿轮滑比赛具体是哪天？", [], "abstain"),
        ("比赛报名费是多少？", [], "abstain"),
        ("桐桐的爸爸会不会滑轮滑？", [], "abstain"),
    ]),
    ("t42-zh-08", [
        ("2034-10-12", "我爷爷今年八十了，在花鸟市场花一千八买了只画眉，起名叫“金嗓子”，每天早上六点提着笼子去人民公园遛鸟。",
         "老人家有个爱好挺好的，每天出门走走对身体也好。"),
        ("2035-01-22", "天太冷了，家里不让爷爷一大早出门，他现在九点以后才提着鸟笼出去，也不跑人民公园那么远了，就在家旁边的滨河公园转转。",
         "这样安排稳妥多了，冬天老人早上出门容易着凉。"),
    ], [
        ("爷爷现在几点出门遛鸟？", [1], "update", [0]),
        ("爷爷现在去哪个公园遛鸟？", [1], "update", [0]),
        ("爷爷的画眉叫什么名字？", [0], "single-hop"),
        ("那只鸟花了多少钱？", [0], "single-hop"),
        ("爷爷是在哪里买的鸟？", [0], "single-hop"),
        ("用户的爷爷多大岁数？", [0], "single-hop"),
        ("爷爷的鸟笼子花了多少钱？", [], "abstain"),
        ("金嗓子是公鸟还是母鸟？", [], "abstain"),
        ("爷爷退休前是做什么的？", [], "abstain"),
        ("用户的奶奶平时喜欢养花吗？", [], "abstain"),
    ]),
    ("t42-zh-09", [
        ("2034-09-05", "考核通过了，我进了市公交集团当司机，分到58路，从火车北站开到高新区管委会，全程二十六站。早班五点四十发第一趟车，一个月到手六千左右。",
         "恭喜上岗！早班辛苦，注意休息，开车安全第一。"),
        ("2035-02-12", "车队调整线路，我被调去开新开通的K3快线了，只跑十一站。排班也改成中班，下午一点接车。",
         "快线站少一些，中班也不用那么早起了。"),
    ], [
        ("用户现在开的是哪条公交线路？", [1], "update", [0]),
        ("用户现在上的是什么班次？", [1], "update", [0]),
        ("用户在哪家单位开公交？", [0], "single-hop"),
        ("用户一个月大概能拿到多少钱？", [0], "single-hop"),
        ("58路的起点和终点分别是哪里？", [0], "single-hop"),
        ("用户开的公交车是什么牌子的？", [], "abstain"),
        ("用户所在车队的队长叫什么？", [], "abstain"),
        ("K3快线的票价是多少？", [], "abstain"),
        ("用户当公交司机之前做什么工作？", [], "abstain"),
        ("用户的驾龄有几年？", [], "abstain"),
    ]),
    ("t42-zh-10", [
        ("2034-11-18", "双十一给我妈买了台破壁机，九百九，走的中通，物流显示已签收，可我妈根本没收到。客服说先查监控，三天内找不到就按原价全额赔给我。",
         "这种情况挺闹心的，先等等监控结果，记得保留好订单截图。"),
        ("2034-11-29", "破壁机那事有结果了，快递站监控拍到是隔壁单元的人拿错了，东西追回来了，所以也用不着赔了。我妈已经用它打了两回豆浆。",
         "找回来就好，阿姨用上了就行。"),
    ], [
        ("给妈妈买的那台机器最后找到了吗？", [1], "update", [0]),
        ("快递公司最后给用户赔钱了吗？", [1], "update", [0]),
        ("用户给妈妈买了什么电器？", [0], "single-hop"),
        ("那台机器花了多少钱？", [0], "single-hop"),
        ("包裹是哪家快递送的？", [0], "single-hop"),
        ("包裹是被谁拿走的？", [1], "single-hop"),
        ("那台破壁机是什么牌子的？", [], "abstain"),
        ("用户的妈妈住在哪个小区？", [], "abstain"),
        ("送件的快递员叫什么？", [], "abstain"),
        ("双十一用户给自己买了什么？", [], "abstain"),
    ]),
    ("t42-zh-11", [
        ("2034-10-26", "新家终于搬好了，定在十一月九号中午办乔迁宴，请了双方亲戚加朋友一共五桌，就在家门口的“福满楼”，一桌一千六百八。按老家规矩，搬进去那天要先煮一锅汤圆。",
         "恭喜乔迁！汤圆寓意团团圆圆，很吉利。"),
    ], [
        ("用户的暖房酒定在哪天？", [0], "single-hop"),
        ("乔迁宴一共摆了几桌？", [0], "single-hop"),
        ("乔迁宴在哪家饭店办？", [0], "single-hop"),
        ("每桌酒席多少钱？", [0], "single-hop"),
        ("按老家的习俗，入住当天要做什么？", [0], "single-hop"),
        ("用户的新家在几楼？", [], "abstain"),
        ("新房子面积有多大？", [], "abstain"),
        ("酒水一共花了多少钱？", [], "abstain"),
        ("亲戚们送了什么贺礼？", [], "abstain"),
        ("用户的老家是哪个省的？", [], "abstain"),
    ]),
    ("t42-zh-12", [
        ("2034-09-02", "儿子浩然考上了西安交大的能源与动力工程，今天在老家镇上的“百合园”饭店办了升学宴，一共十二桌，光烟酒就花了六千多。他九月七号去学校报到。",
         "恭喜恭喜！孩子争气，家里人肯定都很高兴。"),
    ], [
        ("浩然被哪所大学录取了？", [0], "single-hop"),
        ("浩然读的是什么专业？", [0], "single-hop"),
        ("升学宴摆了多少桌？", [0], "single-hop"),
        ("浩然哪天去学校报到？", [0], "single-hop"),
        ("升学宴是在哪家饭店办的？", [0], "single-hop"),
        ("升学宴每桌菜多少钱？", [], "abstain"),
        ("浩然高考考了多少分？", [], "abstain"),
        ("浩然住在学校哪栋宿舍？", [], "abstain"),
        ("用户会亲自送儿子去学校吗？", [], "abstain"),
        ("浩然的妹妹读几年级？", [], "abstain"),
    ]),
    ("t42-zh-13", [
        ("2034-10-20", "跟表妹阿朵合伙在万达后街盘了个小门面开美甲店，叫“指尖花园”，十二平米，月租三千五，基础款单色一次六十八。",
         "小店起步成本不高，祝生意兴隆！"),
        ("2035-01-15", "美甲店这边阿朵退出了，现在店里就我一个人忙。我把基础款涨到了七十八，另外加了美睫这个项目。",
         "一个人撑店辛苦，加项目能多点收入，加油。"),
    ], [
        ("美甲店现在是谁在经营？", [1], "update", [0]),
        ("店里单色基础款现在做一次多少钱？", [1], "update", [0]),
        ("用户的美甲店叫什么？", [0], "single-hop"),
        ("店开在什么地方？", [0], "single-hop"),
        ("店面每个月房租多少？", [0], "single-hop"),
        ("店里后来新增了什么服务？", [1], "single-hop"),
        ("美甲店是哪天开业的？", [], "abstain"),
        ("做一次美睫收多少钱？", [], "abstain"),
        ("店里有几张美甲台？", [], "abstain"),
        ("阿朵退出后去做什么了？", [], "abstain"),
    ]),
    ("t42-zh-14", [
        ("2034-11-09", "在“素颜”美容工作室做了半永久雾眉，纹眉师叫可可，一共一千二，包一次补色，补色约在十二月七号。她说这周别沾水，也别化妆。",
         "雾眉看起来自然，恢复期注意护理就好。"),
    ], [
        ("用户在眉毛上做了什么项目？", [0], "single-hop"),
        ("用户是在哪家店做的眉毛？", [0], "single-hop"),
        ("给用户做眉毛的师傅叫什么？", [0], "single-hop"),
        ("做眉毛一共花了多少钱？", [0], "single-hop"),
        ("补色约在哪一天？", [0], "single-hop"),
        ("这种雾眉能保持多久？", [], "abstain"),
        ("用户以前纹过眼线吗？", [], "abstain"),
        ("第二次补色要另外收多少钱？", [], "abstain"),
        ("做的时候用户疼不疼？", [], "abstain"),
        ("用户的闺蜜叫什么名字？", [], "abstain"),
    ]),
    ("t42-zh-15", [
        ("2034-12-01", "跟我妈学做腐乳，买了十斤老豆腐，切成小方块铺在稻草上发霉，要捂七天左右，等长出白毛。",
         "自家做的腐乳最香了，等着出毛吧。"),
        ("2034-12-15", "腐乳装坛了！每块滚了一层辣椒粉和花椒面，倒上高粱酒封口，一共装了三个玻璃罐，我妈说放四十天就能吃。",
         "麻辣味的腐乳下饭一绝，再耐心等一个多月。"),
    ], [
        ("用户是跟谁学做腐乳的？", [0], "single-hop"),
        ("用户买了多少斤豆腐？", [0], "single-hop"),
        ("豆腐块放在什么上面发霉？", [0], "single-hop"),
        ("封罐时倒的是什么酒？", [1], "single-hop"),
        ("腐乳一共装了几罐？", [1], "single-hop"),
        ("装好以后要等多久才能吃？", [1], "single-hop"),
        ("老豆腐多少钱一斤？", [], "abstain"),
        ("做好的腐乳打算送给谁？", [], "abstain"),
        ("用户的妈妈是哪里人？", [], "abstain"),
        ("那几个玻璃罐多大容量？", [], "abstain"),
    ]),
    ("t42-zh-16", [
        ("2034-09-29", "入坑盘核桃了，在潘家园花六百八收了一对狮子头，边长四十二毫米。每天拿猪鬃刷刷一刷，老板说要盘三年才能挂瓷。",
         "盘核桃讲究耐心，三年后肯定油亮好看。"),
    ], [
        ("用户的文玩核桃是在哪儿买的？", [0], "single-hop"),
        ("用户买的是什么品种的核桃？", [0], "single-hop"),
        ("那对核桃花了多少钱？", [0], "single-hop"),
        ("那对核桃边长多少？", [0], "single-hop"),
        ("用户平时用什么刷核桃？", [0], "single-hop"),
        ("那把猪鬃刷多少钱？", [], "abstain"),
        ("这对核桃产自哪里？", [], "abstain"),
        ("用户还收藏手串吗？", [], "abstain"),
        ("卖核桃的老板姓什么？", [], "abstain"),
        ("用户在哪里上班？", [], "abstain"),
    ]),
    ("t42-zh-17", [
        ("2034-10-30", "我应聘上了镇林业站的护林员，管后山大坪村那一片，四千多亩林子。每天骑摩托巡一圈，一个月两千八，冬春防火期另外还有补贴。",
         "护林员责任重，山里路不好走，骑车注意安全。"),
        ("2035-01-25", "林业站重新分了片，我现在负责水口村那边，三千亩左右，可山太陡，摩托根本上不去，只能靠两条腿走着巡。工资倒是涨到三千二了。",
         "走着巡山很辛苦，注意保暖，也多备点水和干粮。"),
    ], [
        ("用户现在负责看护哪个村的林子？", [1], "update", [0]),
        ("用户现在是怎么巡山的？", [1], "update", [0]),
        ("用户现在每个月工资多少？", [1], "update", [0]),
        ("用户是在哪个单位当护林员？", [0], "single-hop"),
        ("防火期有没有额外的补贴？", [0], "single-hop"),
        ("为什么新片区不能骑摩托？", [1], "single-hop"),
        ("防火补贴一个月有多少钱？", [], "abstain"),
        ("林业站一共有几个护林员？", [], "abstain"),
        ("用户今年多大年纪？", [], "abstain"),
        ("林子里主要种的是什么树？", [], "abstain"),
    ]),
    ("t42-zh-18", [
        ("2034-09-19", "辞职后在大学城南门开了家自助洗衣店，叫“泡泡屋”，放了六台洗衣机、四台烘干机，洗一次八块，烘干一次十块，扫码就能用。",
         "大学城需求大，自助洗衣挺省心的，祝开业大吉！"),
        ("2034-10-28", "洗衣店开了一个多月，平时每天流水三百左右，周末能翻一倍。机器是跟厂家租的，一台一个月两百。",
         "起步不错，周末翻倍说明学生挺认的。"),
    ], [
        ("用户的洗衣店叫什么名字？", [0], "single-hop"),
        ("洗衣店开在哪里？", [0], "single-hop"),
        ("店里有几台洗衣机？", [0], "single-hop"),
        ("洗一次衣服收多少钱？", [0], "single-hop"),
        ("周末的营业额大概是多少？", [1], "single-hop"),
        ("每台机器的月租是多少？", [1], "single-hop"),
        ("洗衣店的店面房租多少钱？", [], "abstain"),
        ("店里雇了店员吗？", [], "abstain"),
        ("洗衣液是店里提供还是自带？", [], "abstain"),
        ("用户辞职前在什么公司上班？", [], "abstain"),
    ]),
    ("t42-zh-19", [
        ("2035-01-19", "今天公司年会在锦江宾馆开的，我抽中了二等奖，一台九号的电动滑板车，市场价三千多。一等奖是台折叠屏手机，被财务部的小黄抽走了。我们部门的节目是个小品，拿了最佳人气奖。",
         "手气不错！恭喜恭喜，节目也拿了奖，双喜临门。"),
    ], [
        ("用户公司的年会是在哪儿办的？", [0], "single-hop"),
        ("用户在年会上中了什么奖品？", [0], "single-hop"),
        ("用户抽到的奖品大概值多少钱？", [0], "single-hop"),
        ("用户部门表演的是什么节目？", [0], "single-hop"),
        ("部门的节目得了什么奖？", [0], "single-hop"),
        ("一等奖那台手机是什么牌子的？", [], "abstain"),
        ("用户在公司哪个部门？", [], "abstain"),
        ("小黄的全名叫什么？", [], "abstain"),
        ("用户今年的年终奖发了多少？", [], "abstain"),
        ("三等奖是什么奖品？", [], "abstain"),
    ]),
    ("t42-zh-20", [
        ("2034-11-13", "退休后跟邻村的蒙师傅学根雕，他干这行四十多年了。我的第一件作品是用一块老茶树根雕的寿星，打磨了二十多天，上了三遍木蜡油。",
         "第一件作品就是寿星，寓意真好，慢工出细活。"),
    ], [
        ("用户退休后跟谁学手艺？", [0], "single-hop"),
        ("用户的第一件根雕作品雕的是什么？", [0], "single-hop"),
        ("那件作品用的是什么材料？", [0], "single-hop"),
        ("那件作品打磨了多长时间？", [0], "single-hop"),
        ("作品表面上了几遍油？", [0], "single-hop"),
        ("蒙师傅收学费吗？", [], "abstain"),
        ("用户退休前是做什么的？", [], "abstain"),
        ("那尊寿星打算卖多少钱？", [], "abstain"),
        ("蒙师傅今年多大岁数？", [], "abstain"),
        ("用户雕刻时用的是电动工具还是手工刀？", [], "abstain"),
    ]),
)

if __name__ == "__main__":
    write_tiny_stores(NAME, DESC, CASES, ASK, os.path.dirname(os.path.abspath(__file__)))
