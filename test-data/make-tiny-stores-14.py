"""Builds tiny-stores-14.json: 40 tiny stores (zh u01-u20, en u21-u40), 1-4 facts each, written unseen by a helper who read only tiny_store_case.py."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiny_store_case import write_tiny_stores

ASK = "2026-10-20T21:00:00+08:00"
S, U, A = "single-hop", "update", "abstain"

CASES = [
    ("u01", [
        ("2026-04-08", "抢到五月天鸟巢演唱会的票了！5月31号那场，内场1855的，和大学室友阿珂一起去。",
         "太幸运了！内场氛围肯定特别好，记得提前查好散场的交通。"),
    ], [
        ("我抢到的五月天是哪天的场次？", [0], S),
        ("这次看五月天我是约了谁一起？", [0], S),
        ("五月天鸟巢那场最后返场唱了哪几首？", [], A),
        ("阿珂现在在哪个城市工作？", [], A),
    ]),
    ("u02", [
        ("2026-02-14", "我把静安那套老公房挂到链家卖了，两室一厅58平，挂牌价560万。",
         "老公房地段好的话还是有人要的，先看看市场反馈。"),
        ("2026-04-02", "看房的人不少但一直没人出价，跟中介商量后把挂牌价降到了525万。",
         "降一点价能吸引更多认真的买家，再等等看。"),
        ("2026-06-20", "房子终于卖掉了，成交价510万，买家是一对给孩子上学用的小夫妻，下个月去交易中心过户。",
         "恭喜出手！过户前把户口迁出和物业费结清这些事先安排好。"),
    ], [
        ("静安那套房子最后成交价是多少？", [2], S),
        ("我卖的那套房子面积多大？", [0], S),
        ("卖那套房子我一共交了多少税？", [], A),
        ("买家是在哪家银行办的贷款？", [], A),
        ("上海二手房过户一般要准备哪些材料？", [], A),
    ]),
    ("u03", [
        ("2026-03-19", "我在爱尔眼科做了全飞秒，术前左眼650度、右眼575度，手术费一共一万八。",
         "全飞秒恢复挺快的，前一个月注意别揉眼睛，按时点眼药水。"),
    ], [
        ("我做手术之前右眼近视多少度？", [0], S),
        ("我的近视手术总共花了多少钱？", [0], S),
        ("我最近复查视力恢复到多少了？", [], A),
        ("我老公的近视是多少度？", [], A),
    ]),
    ("u04", [
        ("2026-01-10", "家里请了个钟点工刘阿姨，每周二和周五上午来打扫，一小时四十块，一次干三个小时。",
         "固定时间来挺好的，可以把重点要打扫的地方列个清单给她。"),
        ("2026-05-06", "刘阿姨周二那边接了别家的活，以后改成每周三和周五来了，时薪也涨到四十五了。",
         "涨五块也算合理，时间调一下不影响就好。"),
    ], [
        ("刘阿姨现在每周哪两天过来？", [1], U, [0]),
        ("刘阿姨每次来干几个钟头？", [0], S),
        ("刘阿姨是哪里人？", [], A),
        ("请钟点工需要签合同吗，要注意什么？", [], A),
    ]),
    ("u05", [
        ("2026-03-03", "我家小满九个月了，社区医院给约了4月15号打麻腮风疫苗。",
         "麻腮风是八个月以后打的，时间挺合适，打完留观半小时。"),
        ("2026-04-10", "小满这两天有点发烧，医生说麻腮风得往后推，改约到4月29号了。",
         "发烧期间确实不能打，等退烧几天后再去就行。"),
    ], [
        ("小满的麻腮风最后约到了哪天？", [1], U, [0]),
        ("小满是在哪儿打疫苗的？", [0], S),
        ("小满打完麻腮风有没有发烧起疹子？", [], A),
        ("小满出生时多重？", [], A),
    ]),
    ("u06", [
        ("2026-05-16", "最近开始学网球了，在深圳湾那边的俱乐部上私教，教练姓吴，一节课一个小时三百五。",
         "私教入门最快，先把正手和步伐打扎实。"),
    ], [
        ("教我网球的教练姓啥？", [0], S),
        ("我网球私教课多少钱一节？", [0], S),
        ("吴教练以前打过职业比赛吗？", [], A),
        ("网球初学者适合用多重的拍子？", [], A),
    ]),
    ("u07", [
        ("2026-01-22", "我在美团到店事业群做产品经理，已经干了四年了，base在北京望京。",
         "四年在一个业务线积累挺深的了。"),
        ("2026-06-03", "拿到字节的offer了，抖音电商的高级产品经理，下个月入职，还是在北京，不过要去海淀那边上班。",
         "恭喜！电商业务节奏快，入职前好好休息一下。"),
        ("2026-08-12", "入职字节一个月了，组里一共九个人，我带两个新人做商家后台。",
         "刚去就带人，说明很受信任，加油。"),
    ], [
        ("我现在在哪家公司上班？", [1], U, [0]),
        ("我们组现在有多少人？", [2], S),
        ("我在字节的年薪是多少？", [], A),
        ("我带的那两个新人叫什么名字？", [], A),
    ]),
    ("u08", [
        ("2026-02-27", "我在练颜体楷书，临的是《多宝塔碑》，每天晚上写一个小时，用的是红星牌的四尺宣纸。",
         "多宝塔碑很适合入门颜体，坚持每天写进步会很明显。"),
    ], [
        ("我最近在临哪一本字帖？", [0], S),
        ("我每天晚上练字练多久？", [0], S),
        ("我练书法的老师是谁？", [], A),
        ("王羲之的《兰亭序》是哪一年写的？", [], A),
    ]),
    ("u09", [
        ("2026-03-12", "单位体检B超查出甲状腺右叶有个结节，0.8厘米，TI-RADS 4a类，医生让我去做个穿刺。",
         "4a类做穿刺明确一下比较放心，大部分结果都是良性的。"),
        ("2026-04-09", "穿刺结果出来了，是良性的，医生说半年后复查一次B超就行，不用手术。",
         "太好了，悬着的心可以放下了，记得按时复查。"),
    ], [
        ("我那个甲状腺结节长在哪一边？", [0], S),
        ("甲状腺穿刺的结果是什么？", [1], S),
        ("医生让我隔多久再去复查？", [1], S),
        ("我的甲功五项正常吗？", [], A),
        ("我妈有没有甲状腺方面的毛病？", [], A),
    ]),
    ("u10", [
        ("2026-07-02", "我在涠洲岛考了PADI开放水域潜水证，四天课程花了三千八，最深下到了十八米。",
         "恭喜拿证！十八米正好是OW的最大深度。"),
    ], [
        ("我的潜水证是在哪考的？", [0], S),
        ("考证那几天我最深潜到了多少米？", [0], S),
        ("我打算什么时候考进阶潜水证？", [], A),
        ("潜完水要隔多久才能坐飞机？", [], A),
        ("涠洲岛带我考证的潜水店叫什么？", [], A),
    ]),
    ("u11", [
        ("2026-01-15", "我的招行信用卡账单日是每月5号，还款日是23号，额度三万。",
         "记住还款日，最好设个自动还款免得逾期。"),
        ("2026-05-21", "招行给我提额了，现在额度五万。",
         "按时还款额度就会慢慢涨，挺好的。"),
        ("2026-09-02", "我把招行信用卡的账单日改到每月15号了，这样跟发工资的时间对得上。",
         "账单日跟发薪日对齐，还款压力会小很多。"),
    ], [
        ("我招行那张卡额度现在是多少？", [1], U, [0]),
        ("招行信用卡现在每个月几号出账单？", [2], S),
        ("我工行信用卡额度多少？", [], A),
        ("我这张招行卡一年年费多少钱？", [], A),
    ]),
    ("u12", [
        ("2026-08-09", "花了五千多买了乐高75192千年隼，七千五百多个零件，打算国庆假期拼完。",
         "千年隼是终极收藏款，拼的时候按袋号来，不然很容易乱。"),
    ], [
        ("我买的千年隼是哪个编号的套装？", [0], S),
        ("国庆假期我把千年隼拼完了没有？", [], A),
        ("那盒乐高我是在哪个平台下单的？", [], A),
        ("有什么适合放乐高成品的展示柜推荐吗？", [], A),
    ]),
    ("u13", [
        ("2026-05-28", "七月要去新疆走独库公路，在一嗨租了辆坦克300，7月12号乌鲁木齐取车。",
         "坦克300走独库很合适，山路记得提前加满油。"),
        ("2026-06-30", "听说独库公路7月中旬前可能还没全线通车，我们把行程推了一周，改成7月19号取车了。",
         "推一周稳妥些，出发前再查一下通车公告。"),
    ], [
        ("这趟新疆我是哪天去取车的？", [1], U, [0]),
        ("去新疆那次我租的是什么车？", [0], S),
        ("租车的押金交了多少？", [], A),
        ("独库公路全长多少公里？", [], A),
    ]),
    ("u14", [
        ("2026-09-25", "家里新买了台石头G20S扫拖机器人，中秋活动价四千二，放在客厅沙发旁边充电。",
         "G20S自清洁挺省心的，第一次用先让它建一下地图。"),
    ], [
        ("我家扫地机器人是什么型号的？", [0], S),
        ("扫拖机器人的拖布一般多久换一次？", [], A),
        ("我家客厅面积有多大？", [], A),
        ("我家洗碗机是哪个牌子的？", [], A),
    ]),
    ("u15", [
        ("2026-02-08", "儿子乐乐在杭州二中读高一，最近要选科了，他想选物理、化学、生物。",
         "物化生专业覆盖面最广，也得看他自己哪科更有优势。"),
        ("2026-03-20", "乐乐最后把生物换成了地理，说要背的东西少一点，选科表已经交上去了。",
         "他自己想清楚了就好，物化地也是很常见的组合。"),
        ("2026-09-06", "乐乐高二开始住校了，每周五下午回家，周日晚上返校。",
         "住校能锻炼独立性，周末回家多陪陪他。"),
    ], [
        ("乐乐最终选了哪三门课？", [1], U, [0]),
        ("乐乐住校以后每周哪天回家？", [2], S),
        ("乐乐上学期期末总分多少？", [], A),
        ("乐乐在几班？", [], A),
        ("物化地的组合能报哪些专业？", [], A),
    ]),
    ("u16", [
        ("2026-06-14", "今天世界献血日，我去武林广场的献血屋献了400毫升全血，这是我第六次献血了。",
         "太棒了，献完这两天多喝水，别做剧烈运动。"),
    ], [
        ("六月那次我献了多少毫升血？", [0], S),
        ("我那次是在哪儿献的血？", [0], S),
        ("我是什么血型？", [], A),
        ("献完全血要隔多久才能再献？", [], A),
    ]),
    ("u17", [
        ("2026-01-06", "我在楼下的普拉提馆买了二十节私教课，一共六千八，每周一和周四晚上上。",
         "固定每周两次，坚持下来体态会有变化的。"),
        ("2026-04-22", "普拉提课用掉了十二节，又续了三十节的套餐，这次单节便宜到两百八。",
         "续大套餐单价划算不少，继续加油。"),
    ], [
        ("我后来续的普拉提套餐一共多少节？", [1], S),
        ("我普拉提一般是周几去上？", [0], S),
        ("普拉提馆带我的教练叫什么？", [], A),
        ("普拉提能改善骨盆前倾吗？", [], A),
    ]),
    ("u18", [
        ("2026-07-19", "给外婆配了副峰力的助听器，两只耳朵一起配的，花了一万二，在南京新街口的验配中心。",
         "双耳一起配效果更好，刚开始要让外婆慢慢适应。"),
    ], [
        ("外婆那副助听器是什么牌子的？", [0], S),
        ("外婆的助听器是在哪家店配的？", [0], S),
        ("外婆今年多大岁数了？", [], A),
        ("外公的听力怎么样？", [], A),
        ("助听器的电池一般能用几天？", [], A),
    ]),
    ("u19", [
        ("2026-02-03", "我家宽带是移动的，300兆，一年一千零八十，合约到今年八月底。",
         "到期前可以比较一下几家运营商的新套餐。"),
        ("2026-08-27", "移动宽带到期了，我换成了电信的1000兆，跟手机套餐绑在一起，每个月159。",
         "千兆加手机融合套餐挺划算的。"),
    ], [
        ("我家现在的宽带是哪家运营商的？", [1], U, [0]),
        ("现在宽带和手机套餐一起每月多少钱？", [1], S),
        ("我手机套餐每个月有多少流量？", [], A),
        ("家里路由器放在哪儿信号最好？", [], A),
    ]),
    ("u20", [
        ("2026-04-04", "我在老家院子里挖了个小鱼池，养了八条锦鲤，最大的那条红白的有四十公分。",
         "四十公分的红白已经很漂亮了，水质稳定最重要。"),
        ("2026-08-18", "前阵子暴雨鱼池漫水，跑了两条，现在只剩六条锦鲤了。",
         "太可惜了，可以考虑在池边加个溢水口或者防逃网。"),
    ], [
        ("我鱼池里现在还有几条锦鲤？", [1], U, [0]),
        ("最大那条锦鲤有多长？", [0], S),
        ("我鱼池用的是什么过滤设备？", [], A),
        ("锦鲤冬天还需要喂食吗？", [], A),
    ]),
    ("u21", [
        ("2026-03-11", "I joined the Riverside Community Choir last month, singing second tenor. Rehearsals are Tuesday nights at St. Aidan's church hall.",
         "That sounds lovely! Second tenor is a fun part to sing."),
    ], [
        ("What part am I singing in the choir?", [0], S),
        ("Where does the choir practice?", [0], S),
        ("Who's the director of my choir?", [], A),
        ("What's a good vocal warm-up before rehearsal?", [], A),
    ]),
    ("u22", [
        ("2026-04-20", "Booked an RYA Competent Crew course out of Hamble, five days starting June 8, £745.",
         "Great way to start sailing, pack plenty of layers!"),
        ("2026-05-25", "The sailing school moved my Competent Crew course to June 22 because the boat needed rigging work.",
         "Annoying, but better they fix the rigging first."),
        ("2026-06-28", "Finished the Competent Crew course! 212 nautical miles logged, we sailed over to Cherbourg and back.",
         "A Channel crossing on your first course, that's brilliant!"),
    ], [
        ("When did my sailing course actually start?", [1], U, [0]),
        ("How many miles did I log on the course?", [2], S),
        ("What did the Competent Crew course cost me?", [0], S),
        ("When am I doing my Day Skipper?", [], A),
        ("What was the name of the yacht we sailed on?", [], A),
    ]),
    ("u23", [
        ("2026-02-16", "I started renting out our spare bedroom on Airbnb, $68 a night with a two-night minimum. We're in Portland near Alberta Street.",
         "Nice location for guests, lots of restaurants around there."),
    ], [
        ("How much do I charge per night for the spare room?", [0], S),
        ("Is there a minimum stay on my listing?", [0], S),
        ("How many guests have I hosted so far?", [], A),
        ("Do I need a permit for short-term rentals in Portland?", [], A),
    ]),
    ("u24", [
        ("2026-01-27", "Had a new Worcester Bosch 4000 combi boiler fitted, £2,950 including the magnetic filter, and the installer gave a 10-year warranty.",
         "Good choice, just make sure to get it serviced every year to keep the warranty valid."),
    ], [
        ("How long is the warranty on the boiler?", [0], S),
        ("What did the new boiler cost?", [0], S),
        ("When is my boiler's annual service booked?", [], A),
        ("What's the installer's company called?", [], A),
        ("How do I bleed a radiator?", [], A),
    ]),
    ("u25", [
        ("2026-05-09", "My AncestryDNA results came back: 41% Irish, and I matched with a second cousin in County Cork named Siobhan Daly.",
         "How exciting! Maybe send Siobhan a message through the site."),
    ], [
        ("What percent Irish was I according to the DNA test?", [0], S),
        ("What's the name of the relative I matched with in Cork?", [0], S),
        ("Has Siobhan written back to me yet?", [], A),
        ("What did my brother's DNA results show?", [], A),
        ("What's the best way to search Irish parish records?", [], A),
    ]),
    ("u26", [
        ("2026-03-02", "Got a jury summons for King County Superior Court, I'm supposed to report April 13.",
         "Check whether your employer pays for jury days."),
        ("2026-03-18", "I got my jury service deferred because of a work trip, new date is June 8.",
         "Good that they let you move it."),
        ("2026-06-12", "Jury service is done — I got picked for a civil case, a car accident lawsuit, and it settled on day three.",
         "Short and sweet, at least it didn't drag on."),
    ], [
        ("When did I end up reporting for jury duty?", [1], U, [0]),
        ("Which court summoned me for jury duty?", [0], S),
        ("What kind of case was I a juror on?", [2], S),
        ("How much did I get paid for jury service?", [], A),
    ]),
    ("u27", [
        ("2026-02-22", "Podiatrist says I have plantar fasciitis in my left heel, told me to do calf stretches twice a day and wear supportive shoes.",
         "Stretching first thing in the morning helps a lot with that."),
        ("2026-05-14", "Stretches weren't cutting it, so the podiatrist fitted me with custom orthotics, $420 and insurance covered half.",
         "Hopefully the orthotics take the pressure off."),
    ], [
        ("Which foot has the plantar fasciitis?", [0], S),
        ("How much were my custom insoles?", [1], S),
        ("What's my podiatrist's name?", [], A),
        ("Is my heel pain any better with the orthotics?", [], A),
    ]),
    ("u28", [
        ("2026-01-19", "My dentist, Dr. Hemmings, says the cracked lower left molar has to come out and I'll need an implant, quoted $4,200 total.",
         "Implants are pricey but they last a long time."),
        ("2026-02-05", "Tooth got pulled today, and the implant post is scheduled for May 7 once the bone graft heals.",
         "Soft foods for a few days and don't use a straw."),
        ("2026-04-23", "Dr. Hemmings' office called and pushed my implant surgery back to May 28.",
         "A few extra weeks of healing won't hurt."),
    ], [
        ("When is my implant surgery scheduled for?", [2], U, [1]),
        ("Which tooth is the implant replacing?", [0], S),
        ("How much was I quoted for the implant?", [0], S),
        ("What brand of implant is Dr. Hemmings using?", [], A),
        ("Is my dental insurance paying for any of this?", [], A),
    ]),
    ("u29", [
        ("2026-08-03", "My son Caleb passed his learner's permit test at the DMV today, he's 15 and a half. We're practicing in the Costco parking lot on Sundays.",
         "Congrats to Caleb! Empty parking lots are perfect for starting out."),
    ], [
        ("Where do I take Caleb to practice driving?", [0], S),
        ("When is Caleb's road test?", [], A),
        ("What car is Caleb learning to drive in?", [], A),
        ("How many supervised hours does a teen need before getting a license?", [], A),
    ]),
    ("u30", [
        ("2026-04-12", "I joined the Lake Merritt masters rowing club. Practices are 5:45am Tuesdays and Thursdays, and I'm usually in bow seat of the quad.",
         "Early mornings on the water are hard to beat."),
        ("2026-07-07", "Coach moved me into stroke seat in the quad, and we added a Saturday 7am practice.",
         "Stroke seat, nice, that's a vote of confidence."),
    ], [
        ("Which seat am I rowing in these days?", [1], U, [0]),
        ("What time are the weekday practices?", [0], S),
        ("What regatta are we racing next?", [], A),
        ("What's my 2k erg time?", [], A),
    ]),
    ("u31", [
        ("2026-03-29", "I'm making a quilt for my niece Harper's wedding in September, queen size, 90 by 90, in a double wedding ring pattern.",
         "Double wedding ring is such a fitting choice, that'll be a treasured gift."),
    ], [
        ("What pattern am I using for Harper's quilt?", [0], S),
        ("How big is the wedding quilt?", [0], S),
        ("Who is Harper marrying?", [], A),
        ("Did Harper like the quilt?", [], A),
        ("How do I bind a quilt with mitered corners?", [], A),
    ]),
    ("u32", [
        ("2026-05-02", "Bought a Tern GSD cargo e-bike for $5,800 so I can do school drop-off with both kids instead of driving.",
         "That's a great setup for school runs."),
        ("2026-09-14", "Someone swiped the Tern's rear bags from outside the library, so I got a new lock — an Abus Granit X-Plus.",
         "Ugh, sorry. That Abus is a solid lock."),
    ], [
        ("What cargo bike did I get?", [0], S),
        ("Which lock am I using on the bike now?", [1], S),
        ("How far is the kids' school from home?", [], A),
        ("What are my kids' names?", [], A),
    ]),
    ("u33", [
        ("2026-01-13", "Side gig update: I'm tutoring SAT math, three students, $60 an hour over Zoom.",
         "Nice, online tutoring saves a lot of travel time."),
        ("2026-06-24", "Raised my tutoring rate to $75 an hour and I'm up to five students now.",
         "Sounds like demand is there, good call raising it."),
    ], [
        ("What's my hourly rate for tutoring?", [1], U, [0]),
        ("Do I tutor in person or online?", [0], S),
        ("What scores did my students get on the SAT?", [], A),
        ("How should I report tutoring income on my taxes?", [], A),
    ]),
    ("u34", [
        ("2026-04-01", "Hired Green Thumb Lawn Care to mow every other Friday, $45 a visit.",
         "Biweekly is usually fine in spring."),
        ("2026-06-05", "Switched Green Thumb to weekly mowing for the summer, and they dropped it to $40 a visit.",
         "Makes sense with summer growth, and a nice discount too."),
    ], [
        ("How often is the lawn getting mowed now?", [1], U, [0]),
        ("What day does the lawn company come?", [0], S),
        ("Who does my snow removal?", [], A),
        ("When is the best time to overseed a lawn?", [], A),
    ]),
    ("u35", [
        ("2026-06-18", "Walking the last 115 km of the Camino Francés from Sarria starting September 21, staying in albergues, with my friend Dolores.",
         "What a trip! Break in your shoes well before you go."),
    ], [
        ("Where am I starting the Camino from?", [0], S),
        ("Who's walking the Camino with me?", [0], S),
        ("How many days did it take us to reach Santiago?", [], A),
        ("What boots are best for the Camino?", [], A),
    ]),
    ("u36", [
        ("2026-02-10", "Signed up for WSET Level 2 in Wines at the Napa Valley Wine Academy, the exam is March 28.",
         "Level 2 is a great foundation, lots of tasting practice!"),
        ("2026-04-15", "Passed WSET Level 2 with merit! Enrolled in Level 3 now, the exam is November 14.",
         "Congrats on the merit! Level 3 is a big step up, especially the written part."),
    ], [
        ("What grade did I get on Level 2?", [1], S),
        ("When's my WSET Level 3 exam?", [1], S),
        ("Which school am I doing my wine courses through?", [0], S),
        ("Did I pass Level 3?", [], A),
        ("What's the pass mark for WSET Level 3?", [], A),
    ]),
    ("u37", [
        ("2026-03-07", "We got four hens for the backyard: two Buff Orpingtons, a Barred Rock, and an Easter Egger named Olive.",
         "A nice mix! Olive should give you blue or green eggs."),
        ("2026-07-21", "Lost one of the Buff Orpingtons to a hawk, so we're down to three hens.",
         "So sorry. Some netting over the run can help."),
    ], [
        ("How many hens do we have now?", [1], U, [0]),
        ("What breed is Olive?", [0], S),
        ("How many eggs are we getting a day?", [], A),
        ("How big is our chicken coop?", [], A),
    ]),
    ("u38", [
        ("2026-05-19", "Roof's leaking over the back bedroom. Summit Roofing quoted $14,500 to reroof with architectural shingles.",
         "Worth getting a second quote before committing."),
        ("2026-06-02", "Got a second quote from Halvorsen & Sons, $12,800 for the same job, and they can start July 14.",
         "That's a decent saving."),
        ("2026-06-09", "Going with Halvorsen, signed the contract today. Summit wouldn't budge on price.",
         "Sounds like the right call."),
    ], [
        ("Which roofing company did I sign with?", [2], S),
        ("Where was the roof leaking?", [0], S),
        ("What color shingles did I pick?", [], A),
        ("Does homeowners insurance usually cover a roof leak?", [], A),
    ]),
    ("u39", [
        ("2026-01-08", "My ex Dana and I split custody: the kids are with her on alternating weekends, pickup Fridays at 6 at the Safeway on Mercer.",
         "A neutral spot for handoffs is a good idea."),
        ("2026-08-29", "New custody arrangement starting this school year: Dana has the kids every Wednesday night too, and weekend pickup moved to 5pm at her place.",
         "Hope the new schedule works smoothly for everyone."),
    ], [
        ("Where do I pick the kids up on Dana's weekends now?", [1], U, [0]),
        ("Which weeknight do the kids stay with Dana?", [1], S),
        ("Who has the kids for Thanksgiving this year?", [], A),
        ("What school do the kids go to?", [], A),
    ]),
    ("u40", [
        ("2026-02-02", "Joined the Thursday night pickleball league at Cedar Park rec center, rated 3.5, my doubles partner is Denise.",
         "Have fun! Thursday leagues are usually pretty social."),
        ("2026-05-08", "Denise moved to Austin, so my new doubles partner is Marcus.",
         "Hope you and Marcus click on court."),
        ("2026-08-20", "Got bumped up to a 4.0 rating after the summer ladder.",
         "Congrats, that's a real jump!"),
    ], [
        ("Who am I partnered with for pickleball now?", [1], U, [0]),
        ("What night is my pickleball league?", [0], S),
        ("What paddle does Marcus play with?", [], A),
        ("What's the kitchen rule in pickleball?", [], A),
    ]),
]


def main():
    write_tiny_stores("tiny-stores-14", __doc__.strip(), CASES, ASK, os.path.dirname(os.path.abspath(__file__)))


if __name__ == "__main__":
    main()
