"""Tiny-store set 19: 40 users (u01-u20 Simplified Chinese, u21-u40 English), 1-4 dated 2026 facts each,
questions asked at one time after all facts: single-hop, update (current value after a change, with the
superseded fact as stale) and abstain (nothing stored answers it).

Written blind by a helper who read only tiny_store_case.py (the shared builder) and the list of earlier
sets' opening words (to pick different topics); no engine source, docs or other test data was read and the
engine was not run."""
import os

from tiny_store_case import write_tiny_stores

ASK = "2026-12-20T20:00:00+08:00"

CASES = [
    # ---------------- Simplified Chinese ----------------
    ("u01", [
        ("2026-03-08", "在小区附近的梵音瑜伽馆办了张次卡，30次2400块，老师叫Lily，主要上流瑜伽，我每周三和周六早上去。", "挺好的节奏，坚持下来身体会轻松很多。"),
    ], [
        ("我那张瑜伽卡一共能上几次，花了多少来着？", [0], "single-hop"),
        ("我一般是星期几去练瑜伽？", [0], "single-hop"),
        ("我那张瑜伽卡什么时候过期？", [], "abstain"),
        ("Lily老师是哪里人？", [], "abstain"),
        ("流瑜伽和阴瑜伽到底有啥区别？", [], "abstain"),
        ("我的车险是在哪家保险公司买的？", [], "abstain"),
    ]),
    ("u02", [
        ("2026-01-10", "我决定今年考公了，报的是国考，岗位是南京海关的综合管理岗，招3个人，报名的已经两百多了。", "竞争不小，加油，早点把行测刷起来。"),
        ("2026-02-26", "国考笔试成绩出来了，行测68.5，申论71，总分139.5，岗位排第5，差一点进面。", "这分数已经很不错了，别灰心。"),
        ("2026-03-20", "没进面不甘心，转头报了江苏省考，这回报的是苏州吴中区市场监管局的岗位，笔试在4月中旬。", "有国考的底子，省考更有把握，冲一把。"),
    ], [
        ("我现在备考的是哪个单位的岗位？", [2], "update", [0]),
        ("我一开始报的国考岗位是哪个单位的？", [0], "single-hop"),
        ("国考那次我申论拿了多少分？", [1], "single-hop"),
        ("省考笔试我最后考了多少分？", [], "abstain"),
        ("国考那个岗位的进面分数线是多少？", [], "abstain"),
        ("我上次体检血压是多少？", [], "abstain"),
    ]),
    ("u03", [
        ("2026-03-02", "在淘宝“重回汉唐”买了条明制马面裙，红色织金的，花了680，打算穿去西湖边的花朝节活动。", "红色织金很出片，到时候一定好看。"),
    ], [
        ("我那条马面裙是哪家店买的？", [0], "single-hop"),
        ("那条裙子花了我多少钱？", [0], "single-hop"),
        ("花朝节活动具体是哪一天？", [], "abstain"),
        ("我那条马面裙买的是什么尺码？", [], "abstain"),
        ("穿汉服那天的发型是找谁做的？", [], "abstain"),
        ("我家上个月电费交了多少？", [], "abstain"),
    ]),
    ("u04", [
        ("2026-05-18", "主卧那台老空调不制冷了，师傅来看说压缩机坏了，修一下要1600，我觉得不值。", "老机器修压缩机确实不太划算，换新的更省心。"),
        ("2026-05-22", "在京东下单了台格力云佳，1.5匹一级能效挂机，2899，约了5月27号上门安装。", "一级能效夏天能省不少电。"),
        ("2026-05-26", "安装师傅打电话说那天排不开，装机改到5月30号下午了。", "好的，那天记得留人在家。"),
    ], [
        ("新空调是哪天来装的？", [2], "update", [1]),
        ("新空调原本约的是几号装？", [1], "single-hop"),
        ("修那台旧空调当时报价多少？", [0], "single-hop"),
        ("新买的空调是什么牌子，几匹的？", [1], "single-hop"),
        ("装新空调另外收了多少安装费？", [], "abstain"),
        ("客厅那台空调是什么牌子的？", [], "abstain"),
        ("格力空调整机一般保修几年？", [], "abstain"),
    ]),
    ("u05", [
        ("2026-04-11", "报了个插花体验课，在武康路的一家花艺工作室，老师姓邵，一节280，这周插的是芍药配尤加利叶。", "芍药配尤加利，听着就很清新。"),
        ("2026-06-06", "插花课我续了个十节的套餐，2400，现在固定每周六下午去上。", "固定下来就好，慢慢就能自己搭配了。"),
    ], [
        ("教我插花的老师姓什么？", [0], "single-hop"),
        ("我后来续的插花套餐是几节、多少钱？", [1], "single-hop"),
        ("邵老师那个工作室叫什么名字？", [], "abstain"),
        ("芍药一般几月份上市？", [], "abstain"),
        ("我上回去看的那场话剧叫什么？", [], "abstain"),
    ]),
    ("u06", [
        ("2026-03-05", "家里老窗户准备全换成断桥铝的，先跟伟业门窗谈好了，一平米850，一共大概18平，约了下周来量尺寸。", "断桥铝隔音保温都好很多。"),
        ("2026-03-12", "伟业量完尺寸又说要加钱，我一气之下换了皇派门窗，一平米980，签了合同交了5000定金。", "贵一点但省得扯皮，也算值。"),
        ("2026-04-02", "皇派说窗户4月20号到货安装，玻璃选的是5+20A+5的中空钢化。", "中空钢化挺稳妥的。"),
        ("2026-04-18", "皇派那边说玻璃厂延期，安装推到5月8号了。", "有点拖，好在不算太久。"),
    ], [
        ("最后给我家装窗户的是哪家？", [1], "update", [0]),
        ("窗户后来改到哪天装了？", [3], "update", [2]),
        ("换窗户我交了多少定金？", [1], "single-hop"),
        ("一开始谈的那家门窗每平米报多少？", [0], "single-hop"),
        ("皇派来装窗的师傅姓什么？", [], "abstain"),
        ("窗框型材我选的是什么颜色？", [], "abstain"),
        ("我家地板铺的是什么材质？", [], "abstain"),
    ]),
    ("u07", [
        ("2026-05-10", "在杭州订了家叫“馨月汇”的月子中心，28天套餐48800，我预产期是9月12号。", "提前订好安心，后面好好养着。"),
    ], [
        ("我订的月子中心套餐多少钱？", [0], "single-hop"),
        ("我的预产期是哪天？", [0], "single-hop"),
        ("那家月子中心离我家多远？", [], "abstain"),
        ("我们给宝宝起的名字叫什么？", [], "abstain"),
        ("坐月子的时候到底能不能洗头？", [], "abstain"),
        ("我老公在哪家公司上班？", [], "abstain"),
    ]),
    ("u08", [
        ("2026-02-14", "在社区卫生服务中心约上了九价HPV，第一针打完了，一针1318，第二针约在4月14号。", "终于约上了，记得按时打后面几针。"),
        ("2026-04-09", "社区打电话说九价到货晚了，第二针改成4月28号打。", "好，推迟两周问题不大。"),
    ], [
        ("我HPV第二针是哪天打？", [1], "update", [0]),
        ("九价一针要多少钱？", [0], "single-hop"),
        ("第二针最开始约的是哪天？", [0], "single-hop"),
        ("第三针约在什么时候？", [], "abstain"),
        ("九价HPV适合多大年纪的人打？", [], "abstain"),
        ("我上次洗牙是在哪家诊所？", [], "abstain"),
    ]),
    ("u09", [
        ("2026-01-20", "在工商银行买了根如意金条，20克，当时一克612，一共一万二出头。", "小克重的金条入门挺合适。"),
        ("2026-06-15", "金价涨了，我又在周大福给我妈买了个古法金手镯，28.6克，花了两万六。", "阿姨收到肯定很开心。"),
        ("2026-10-08", "把年初那根20克的金条拿到水贝卖了，回收价一克890。", "这波赚得不少。"),
    ], [
        ("年初那根金条买的时候一克多少钱？", [0], "single-hop"),
        ("我给我妈买的金镯子多重？", [1], "single-hop"),
        ("那根金条最后是按什么价卖掉的？", [2], "single-hop"),
        ("我年初那根金条现在还在手里吗？", [2], "update", [0]),
        ("周大福那个镯子工费收了多少？", [], "abstain"),
        ("今天金价大概多少一克？", [], "abstain"),
        ("我的股票账户开在哪家券商？", [], "abstain"),
    ]),
    ("u10", [
        ("2026-07-04", "在顺义一家马术俱乐部报了初级课，10节8800，教练叫Nick，我骑的是一匹叫“雪球”的温血马。", "和马熟悉起来就好骑多了，注意安全。"),
    ], [
        ("我上课骑的那匹马叫啥？", [0], "single-hop"),
        ("马术课一共几节，花了多少？", [0], "single-hop"),
        ("雪球今年几岁了？", [], "abstain"),
        ("我的马术靴是在哪儿买的？", [], "abstain"),
        ("我家电视是什么牌子的？", [], "abstain"),
    ]),
    ("u11", [
        ("2026-02-08", "决定去植发了，先去碧莲盛咨询，说前额发际线要种2500单位，报价两万三。", "多比较几家再定，不着急。"),
        ("2026-03-01", "又去雍禾面诊了一次，最后定在雍禾做，种2800单位，一共两万六，手术3月15号。", "定下来就好，术后好好护理。"),
    ], [
        ("我植发最后一共种了多少单位？", [1], "update", [0]),
        ("碧莲盛那边当时给我报价多少？", [0], "single-hop"),
        ("我植发手术是哪天做的？", [1], "single-hop"),
        ("植发后多久可以洗头？", [], "abstain"),
        ("给我做手术的医生姓什么？", [], "abstain"),
        ("我上次染头发染的什么颜色？", [], "abstain"),
    ]),
    ("u12", [
        ("2026-03-15", "儿子小宇报了跆拳道，在小区对面的龙腾道馆，一年学费5200，每周二周四晚上六点半上课。", "男孩子练练跆拳道挺好的。"),
        ("2026-06-20", "小宇今天考过了黄绿带，教练说他腿法进步很快。", "真棒，替他高兴！"),
        ("2026-09-01", "开学以后周二晚上要上奥数，跆拳道改成每周四晚上和周六上午了。", "这样安排不冲突，挺好。"),
        ("2026-12-05", "小宇又考了一次级，现在是绿带了，准备明年参加市里的少儿比赛。", "进步好快，比赛加油！"),
    ], [
        ("小宇现在练到什么带了？", [3], "update", [1]),
        ("小宇跆拳道现在是哪几天上？", [2], "update", [0]),
        ("跆拳道一年学费多少钱？", [0], "single-hop"),
        ("小宇六月那次考过的是什么带？", [1], "single-hop"),
        ("小宇的跆拳道教练叫什么名字？", [], "abstain"),
        ("市里那个少儿比赛具体哪天？", [], "abstain"),
        ("小宇上的奥数班是哪个机构的？", [], "abstain"),
    ]),
    ("u13", [
        ("2026-08-12", "在天猫买的源氏木语实木餐桌到了，桌面有条裂缝，申请了退货退款，1899，商家说会安排上门取件。", "有裂缝肯定要退，记得拍照留证。"),
    ], [
        ("那张裂了的餐桌是什么牌子？", [0], "single-hop"),
        ("那张桌子退款金额是多少？", [0], "single-hop"),
        ("那笔退款到账了吗？", [], "abstain"),
        ("来取件的是哪家物流？", [], "abstain"),
        ("那张餐桌多长多宽？", [], "abstain"),
        ("我家冰箱用了几年了？", [], "abstain"),
    ]),
    ("u14", [
        ("2026-04-03", "外公胸闷去医院查了，冠脉造影说有一根血管堵了85%，医生建议放支架，住在市一院心内科12床。", "发现得及时，放支架一般恢复挺快。"),
        ("2026-04-06", "外公今天放了一个国产支架，手术挺顺利，主刀是心内科的高主任。", "太好了，让外公好好休息。"),
        ("2026-04-25", "外公出院了，以后要长期吃阿司匹林和氯吡格雷，复查约在7月10号。", "按时吃药很关键。"),
        ("2026-07-02", "外公复查推到7月24号了，高主任那周出差。", "好，到时候陪他去。"),
    ], [
        ("外公复查现在约的是哪天？", [3], "update", [2]),
        ("外公的支架是哪位医生做的？", [1], "single-hop"),
        ("外公那根血管当时堵了多少？", [0], "single-hop"),
        ("外公出院后要一直吃哪些药？", [2], "single-hop"),
        ("外公今年多大岁数了？", [], "abstain"),
        ("外公放支架花了多少钱，医保报了多少？", [], "abstain"),
        ("外婆有没有高血压？", [], "abstain"),
    ]),
    ("u15", [
        ("2026-05-03", "给我的极氪001贴了隐形车衣，龙膜的，在城西一家叫“膜法师”的店贴的，花了一万一。", "新车贴个车衣，开着放心。"),
        ("2026-05-20", "又去那家店贴了前挡隔热膜，1200，师傅说车衣质保十年。", "夏天前贴上正好。"),
    ], [
        ("我车衣贴的是什么牌子的膜？", [0], "single-hop"),
        ("隐形车衣保几年？", [1], "single-hop"),
        ("前挡隔热膜花了多少？", [1], "single-hop"),
        ("我的极氪001是什么颜色的？", [], "abstain"),
        ("贴了车衣以后平时该怎么保养？", [], "abstain"),
        ("我平常去哪家店洗车？", [], "abstain"),
    ]),
    ("u16", [
        ("2026-10-15", "公司定了11月7号去莫干山团建，两天一夜，住裸心谷，我负责订大巴，一共42个人。", "人不少，大巴提前订好就稳了。"),
    ], [
        ("我们公司团建去的是哪儿？", [0], "single-hop"),
        ("这次团建一共去多少人？", [0], "single-hop"),
        ("大巴订的是哪家公司的？", [], "abstain"),
        ("这次团建预算多少？", [], "abstain"),
        ("裸心谷住一晚多少钱？", [], "abstain"),
        ("我女儿钢琴考到几级了？", [], "abstain"),
    ]),
    ("u17", [
        ("2026-01-12", "颈椎难受，在省中医院挂了针灸科，医生姓廖，每周一和周四去扎，一次120。", "针灸对颈椎挺有用，坚持一阵看看。"),
        ("2026-02-09", "廖医生又给我开了中药，七副，一副38，让我连喝两周。", "中药苦是苦，按疗程喝完。"),
        ("2026-03-02", "廖医生调去分院了，现在给我扎针的是她学生吕医生，时间也改成每周三了。", "换了医生也能接着扎，不耽误。"),
    ], [
        ("现在是哪位医生给我扎针？", [2], "update", [0]),
        ("我现在每周几去扎针灸？", [2], "update", [0]),
        ("针灸一次收多少钱？", [0], "single-hop"),
        ("那个中药一副多少钱？", [1], "single-hop"),
        ("那个中药方子里都有哪些药材？", [], "abstain"),
        ("廖医生调去的分院在哪儿？", [], "abstain"),
        ("我今年年假一共几天？", [], "abstain"),
    ]),
    ("u18", [
        ("2026-04-27", "最近迷上泡泡玛特，Labubu“前方高能”系列直接端了一整盒，12个，1068，还抽到了隐藏款。", "端盒出隐藏，手气太好了！"),
    ], [
        ("我端的那盒Labubu花了多少？", [0], "single-hop"),
        ("那一整盒里有几个？", [0], "single-hop"),
        ("那个隐藏款在闲鱼能卖多少钱？", [], "abstain"),
        ("泡泡玛特是哪一年成立的？", [], "abstain"),
        ("我家WiFi密码是多少？", [], "abstain"),
    ]),
    ("u19", [
        ("2026-06-02", "在办申根签证，走的是意大利签证中心，预约8月3号递签，计划9月10号出发去罗马。", "材料早点备齐，递签会顺利些。"),
        ("2026-06-30", "签证中心放了新名额，我把递签提前到7月15号了。", "提前好，时间更宽裕。"),
    ], [
        ("我去意大利签证中心递签是哪天？", [1], "update", [0]),
        ("我打算哪天出发去罗马？", [0], "single-hop"),
        ("递签最早约的是哪天？", [0], "single-hop"),
        ("签证批下来了吗，给了多久的？", [], "abstain"),
        ("去罗马的机票订的哪家航空公司？", [], "abstain"),
        ("办申根签证一般要准备多少存款证明？", [], "abstain"),
    ]),
    ("u20", [
        ("2026-02-20", "我白天在国企上班，周末开我的比亚迪宋Pro跑滴滴，一天跑八个小时左右，流水500上下。", "周末跑车挺辛苦的，注意休息。"),
        ("2026-05-10", "滴滴抽成太狠了，我改跑高德的聚合平台了，现在周末一天流水差不多600。", "多比较平台是对的。"),
        ("2026-08-16", "跑车时被一个乘客投诉绕路，申诉成功了，平台把扣的30块退回来了。", "清白了就好，别往心里去。"),
    ], [
        ("我现在周末在哪个平台跑车？", [1], "update", [0]),
        ("现在周末一天能跑多少流水？", [1], "update", [0]),
        ("我拉活开的是什么车？", [0], "single-hop"),
        ("被投诉绕路那次扣了多少钱？", [2], "single-hop"),
        ("我在国企做的是什么岗位？", [], "abstain"),
        ("我这辆车当初多少钱买的？", [], "abstain"),
        ("跑网约车需要办哪些证？", [], "abstain"),
    ]),
    # ---------------- English ----------------
    ("u21", [
        ("2026-04-19", "Took my first golf lesson at Pine Hollow Golf Club with a pro named Derek, $85 for 45 minutes. I'm using my uncle's old Ping irons for now.", "Nice start! Borrowed clubs are a smart way to begin."),
    ], [
        ("Who was the pro I had for my first golf lesson?", [0], "single-hop"),
        ("What did that first golf lesson cost me, and how long was it?", [0], "single-hop"),
        ("What's my handicap at the moment?", [], "abstain"),
        ("What's my uncle's name?", [], "abstain"),
        ("What size golf glove do I wear?", [], "abstain"),
        ("When is my car due for its next oil change?", [], "abstain"),
    ]),
    ("u22", [
        ("2026-01-14", "Joined a Monday night bowling league at Starlite Lanes. Our team's the Gutter Queens, four of us, and my average is 132.", "Love the team name. Have fun!"),
        ("2026-03-02", "Finally bought my own ball, a 14-pound Storm Phaze, drilled at the pro shop for $189.", "Your own ball makes a big difference."),
        ("2026-05-11", "League standings are out. My average is up to 151 and we're sitting in third place.", "That's a solid jump!"),
    ], [
        ("What's my bowling average these days?", [2], "update", [0]),
        ("What was my average back when I joined the league?", [0], "single-hop"),
        ("How heavy is the ball I bought?", [1], "single-hop"),
        ("What's my bowling team called?", [0], "single-hop"),
        ("Who's the captain of our team?", [], "abstain"),
        ("What's the highest game I've ever bowled?", [], "abstain"),
        ("How many pins are in a standard tenpin rack?", [], "abstain"),
    ]),
    ("u23", [
        ("2026-02-05", "Joined the Riverbend Toastmasters club. They meet every other Thursday at 7 at the public library, and dues are $60 for six months.", "Great way to build confidence."),
        ("2026-03-19", "Gave my icebreaker speech tonight, about my grandfather's fishing boat. It ran 6 minutes 40 seconds, just inside the time.", "Congrats on getting the first one done!"),
    ], [
        ("Where does my Toastmasters group meet?", [0], "single-hop"),
        ("What was the topic of my icebreaker?", [1], "single-hop"),
        ("How much are my club dues?", [0], "single-hop"),
        ("Who evaluated my icebreaker speech?", [], "abstain"),
        ("What's my second speech going to be about?", [], "abstain"),
        ("What was my grandfather's boat called?", [], "abstain"),
    ]),
    ("u24", [
        ("2026-02-28", "Finished my first PC build: Ryzen 7 7800X3D, RTX 4070 Super, 32GB DDR5, all in a Fractal North case. Came to about $1,650.", "Nice parts list, that'll game really well."),
    ], [
        ("Which graphics card went into my PC?", [0], "single-hop"),
        ("Roughly what did my PC build end up costing?", [0], "single-hop"),
        ("What monitor am I using with it?", [], "abstain"),
        ("What power supply did I put in the build?", [], "abstain"),
        ("Did I install Windows or Linux on it?", [], "abstain"),
        ("When's my next dentist appointment?", [], "abstain"),
    ]),
    ("u25", [
        ("2026-01-25", "Signed up for my first sprint triathlon, the Lake Wallenpaupack Tri on June 14: 750m swim, 20k bike, 5k run. Entry was $120.", "Exciting goal! Plenty of time to train."),
        ("2026-03-08", "My swim coach at the Y, a guy named Andre, has me doing three sessions a week. My 100m is at 2:05.", "Three a week will build up fast."),
        ("2026-04-30", "The race got moved to June 28 because of dam maintenance on the lake.", "A couple of extra weeks of training, at least."),
        ("2026-06-29", "Finished the tri yesterday! 1:38:22 overall, and the swim was the hardest part.", "You're officially a triathlete, congrats!"),
    ], [
        ("What date did my triathlon end up happening?", [2], "update", [0]),
        ("What date was the triathlon first scheduled for?", [0], "single-hop"),
        ("What was my overall finishing time?", [3], "single-hop"),
        ("Who coaches my swimming?", [1], "single-hop"),
        ("What was my bike split?", [], "abstain"),
        ("What bike did I ride in the race?", [], "abstain"),
        ("Where did I place in my age group?", [], "abstain"),
    ]),
    ("u26", [
        ("2026-03-03", "I'm writing a cozy mystery novel, working title 'The Salt Marsh Inn'. Aiming for 80,000 words and I'm at about 12,000 now.", "Cozy mysteries are such fun to write. Keep going!"),
        ("2026-07-21", "Retitled the book 'Low Tide at Gull Point', the old name felt too generic. I'm at 47,000 words now.", "Much more evocative. Great progress."),
    ], [
        ("What's my novel called now?", [1], "update", [0]),
        ("How far along am I on word count?", [1], "update", [0]),
        ("What was the book's working title originally?", [0], "single-hop"),
        ("How long am I aiming for the finished book to be?", [0], "single-hop"),
        ("What's the name of the detective in my story?", [], "abstain"),
        ("Which literary agent did I send my query to?", [], "abstain"),
        ("What's my cat's name?", [], "abstain"),
    ]),
    ("u27", [
        ("2026-09-09", "My neighbor Marjorie roped me into duplicate bridge at the Oakmont senior center on Wednesday afternoons. We play Standard American.", "Bridge is a great brain workout. Enjoy!"),
    ], [
        ("Which day of the week do I play bridge?", [0], "single-hop"),
        ("Who got me into playing bridge?", [0], "single-hop"),
        ("How many masterpoints have I earned?", [], "abstain"),
        ("What's Marjorie's last name?", [], "abstain"),
        ("What time does the bridge game start?", [], "abstain"),
        ("What did I cook for Thanksgiving?", [], "abstain"),
    ]),
    ("u28", [
        ("2026-02-11", "Started making soy candles in my kitchen. I'm using 8 oz amber jars and cotton wicks, and my best scent so far is fig and cedar.", "Fig and cedar sounds lovely."),
        ("2026-04-04", "Selling my candles at the Saturday farmers market in Millbrook now, $18 each. The booth fee is $25 a week.", "Congrats on the first market!"),
        ("2026-08-22", "Raised my candle price to $22 since wax costs went up.", "Makes sense with your costs rising."),
    ], [
        ("What am I charging per candle now?", [2], "update", [1]),
        ("What did I charge per candle when I first started at the market?", [1], "single-hop"),
        ("Which scent is my best one?", [0], "single-hop"),
        ("How much do I pay for my market booth?", [1], "single-hop"),
        ("How many candles do I usually sell on a Saturday?", [], "abstain"),
        ("Where do I buy my soy wax?", [], "abstain"),
        ("What's my candle brand called?", [], "abstain"),
    ]),
    ("u29", [
        ("2026-05-16", "Picked up leatherworking. Bought a starter kit from Tandy Leather for $79 and made a card wallet out of veg-tan.", "A card wallet is the perfect first project."),
        ("2026-06-27", "Made a belt for my brother Marcus's birthday: 1.5 inches wide, dyed dark brown, saddle stitched.", "A handmade belt is a great gift."),
    ], [
        ("Where did I buy my leatherworking starter kit?", [0], "single-hop"),
        ("What did I make my brother for his birthday?", [1], "single-hop"),
        ("How wide is the belt I made?", [1], "single-hop"),
        ("How old did Marcus turn?", [], "abstain"),
        ("What thread do I use for saddle stitching?", [], "abstain"),
        ("How is veg-tan leather different from chrome-tan?", [], "abstain"),
    ]),
    ("u30", [
        ("2026-01-30", "Bought a Breville Barista Express on sale for $549, and I'm using Counter Culture's Hologram blend.", "Good machine for learning espresso."),
    ], [
        ("Which espresso machine did I buy?", [0], "single-hop"),
        ("What beans am I brewing with?", [0], "single-hop"),
        ("What grind setting do I use for my shots?", [], "abstain"),
        ("How often should an espresso machine be descaled?", [], "abstain"),
        ("What's my landlord's name?", [], "abstain"),
    ]),
    ("u31", [
        ("2026-02-02", "Copped the Air Jordan 4 'Bred Reimagined' on SNKRS release day, size 10.5, retail $215.", "Nice W on release day!"),
        ("2026-03-14", "Listed the Bred 4s on StockX for $340.", "Good luck with the sale."),
        ("2026-04-09", "Nobody bit, so I dropped my StockX ask on the Bred 4s to $295.", "Still a decent margin over retail."),
    ], [
        ("What's my current asking price for the Bred 4s?", [2], "update", [1]),
        ("What did I first list the Bred 4s for?", [1], "single-hop"),
        ("What size are my Bred 4s?", [0], "single-hop"),
        ("What was the retail price on those Jordans?", [0], "single-hop"),
        ("Did the Bred 4s ever sell?", [], "abstain"),
        ("What other Jordans are in my collection?", [], "abstain"),
        ("What percentage does StockX take as a seller fee?", [], "abstain"),
    ]),
    ("u32", [
        ("2026-06-11", "Inherited my grandpa's stamp albums, three binders of mostly US commemoratives from the 1940s to the 60s. A dealer in Fort Worth said the lot is worth maybe $700.", "What a nice thing to have from him."),
    ], [
        ("How many stamp albums did I get from my grandpa?", [0], "single-hop"),
        ("What did the dealer think the stamps were worth?", [0], "single-hop"),
        ("What's the dealer's shop called?", [], "abstain"),
        ("Which stamp is the most valuable one in the collection?", [], "abstain"),
        ("Where did my grandpa live?", [], "abstain"),
        ("How many hours did I work last week?", [], "abstain"),
    ]),
    ("u33", [
        ("2026-04-12", "Booked a tandem paragliding flight at Torrey Pines Gliderport for May 9, $250. Birthday present to myself.", "What a birthday treat!"),
        ("2026-05-08", "Winds are too strong, so they moved my tandem flight to May 23.", "Better safe than sorry."),
    ], [
        ("What day did my tandem flight at Torrey Pines end up on?", [1], "update", [0]),
        ("How much did I pay for the tandem flight?", [0], "single-hop"),
        ("What date had I originally booked the flight for?", [0], "single-hop"),
        ("Who was my tandem pilot?", [], "abstain"),
        ("How long does a tandem paragliding flight usually last?", [], "abstain"),
        ("What's my brother's name?", [], "abstain"),
    ]),
    ("u34", [
        ("2026-02-17", "I'm officially running for the Ward 3 seat on the Elmhurst city council. I need 150 signatures by March 20 to get on the ballot.", "Good luck! Sounds like a busy month."),
        ("2026-03-16", "Turned in 212 signatures to the city clerk today. My campaign manager is my college friend Denise Okoro.", "Well over the mark, nice work."),
        ("2026-06-03", "Denise took a job in Denver, so my neighbor Carl Brandt is running the campaign now.", "Glad you found someone quickly."),
        ("2026-09-25", "First candidate forum is October 8 at the Elmhurst Public Library, 6:30pm. Three of us are running.", "Time to prep your talking points."),
    ], [
        ("Who's running my campaign at this point?", [2], "update", [1]),
        ("Who managed my campaign at the start?", [1], "single-hop"),
        ("How many signatures did I hand in?", [1], "single-hop"),
        ("When and where is the first candidate forum?", [3], "single-hop"),
        ("Who are the other people running for my seat?", [], "abstain"),
        ("When is election day?", [], "abstain"),
        ("How much money has my campaign raised so far?", [], "abstain"),
    ]),
    ("u35", [
        ("2026-03-25", "Our pub quiz team, Quizteama Aguilera, won the Tuesday quiz at the Fox & Hound last night: a $100 bar tab. I'm the sports and geography person.", "Ha, great team name, and congrats!"),
    ], [
        ("What's our quiz team's name?", [0], "single-hop"),
        ("What was the prize when we won the quiz?", [0], "single-hop"),
        ("Who else is on my quiz team?", [], "abstain"),
        ("Which round did we do worst in?", [], "abstain"),
        ("What's the capital of Australia?", [], "abstain"),
        ("Where did I park at the airport last time?", [], "abstain"),
    ]),
    ("u36", [
        ("2026-01-08", "Started boxing classes at Iron Fist Boxing, unlimited membership is $129 a month. Coach Teresa says my jab is lazy.", "Everyone's jab is lazy at first!"),
        ("2026-02-21", "Bought my own gloves, 14 oz Cleto Reyes in red, $165.", "Those are classic gloves."),
        ("2026-07-12", "Switched from Iron Fist to Southside Boxing Club. It's $95 a month and closer to work.", "Cheaper and closer is a win."),
    ], [
        ("Which boxing gym am I training at now?", [2], "update", [0]),
        ("What's my monthly boxing membership costing me now?", [2], "update", [0]),
        ("What gloves do I own?", [1], "single-hop"),
        ("What was I paying per month at the first gym?", [0], "single-hop"),
        ("Who coaches me at Southside?", [], "abstain"),
        ("What weight class am I in?", [], "abstain"),
        ("What time do the classes start?", [], "abstain"),
    ]),
    ("u37", [
        ("2026-08-03", "Got a Bambu Lab A1 mini 3D printer for $249. First print was a little Benchy boat in orange PLA.", "The Benchy rite of passage!"),
        ("2026-09-14", "Printed a replacement knob for our dryer. Took 40 minutes and it actually fits.", "That's the best kind of print."),
    ], [
        ("Which 3D printer did I get?", [0], "single-hop"),
        ("What was the first thing I printed?", [0], "single-hop"),
        ("What did I make for the dryer?", [1], "single-hop"),
        ("What brand is our dryer?", [], "abstain"),
        ("How much does a spool of PLA usually cost?", [], "abstain"),
        ("What slicer software do I use?", [], "abstain"),
    ]),
    ("u38", [
        ("2026-11-02", "My son Jonah, he's 9, is obsessed with card magic. Got him 'Royal Road to Card Magic' and a deck of Bicycle cards, and he's practicing the double lift.", "That book is a classic. He'll love it."),
    ], [
        ("What book did I buy Jonah?", [0], "single-hop"),
        ("How old is Jonah?", [0], "single-hop"),
        ("When is Jonah's birthday?", [], "abstain"),
        ("Does Jonah have any brothers or sisters?", [], "abstain"),
        ("How much did that magic book cost?", [], "abstain"),
        ("What's my wife's favorite restaurant?", [], "abstain"),
    ]),
    ("u39", [
        ("2026-07-06", "We're hosting a high school exchange student this year through AFS, a 16-year-old girl named Sofia from Valencia. She arrives August 18.", "How exciting for the whole family!"),
        ("2026-08-10", "Sofia's flight changed. She now lands at O'Hare on August 21 at 3:40pm.", "Noted, just a few days later."),
        ("2026-09-02", "Sofia started at Lincoln High. She's taking AP Bio and joined the volleyball team.", "Sounds like she's settling in well."),
    ], [
        ("When did Sofia actually get here?", [1], "update", [0]),
        ("Where is Sofia from?", [0], "single-hop"),
        ("What sport did Sofia sign up for?", [2], "single-hop"),
        ("What day was Sofia supposed to arrive at first?", [0], "single-hop"),
        ("What's Sofia's last name?", [], "abstain"),
        ("When does Sofia fly back home?", [], "abstain"),
        ("Who's our AFS coordinator?", [], "abstain"),
    ]),
    ("u40", [
        ("2026-05-24", "Bought a 2-line stunt kite, a Prism Quantum, for $110. Taking it out at Sunset Beach on windy weekends.", "Stunt kites are a blast once you get the hang of it."),
        ("2026-07-19", "A line snapped at the beach today, so I ordered a new set of 90-foot Spectra lines for $28.", "Good to have a spare set anyway."),
    ], [
        ("What kind of kite did I get?", [0], "single-hop"),
        ("Where do I usually go to fly it?", [0], "single-hop"),
        ("How long are the replacement lines I ordered?", [1], "single-hop"),
        ("What color is my kite?", [], "abstain"),
        ("What's the ideal wind speed for flying a stunt kite?", [], "abstain"),
        ("What's my blood type?", [], "abstain"),
    ]),
]


def _check(cases):
    assert len(cases) == 40
    for n, (user, facts, questions) in enumerate(cases):
        assert user == f"u{n + 1:02d}", user
        zh = any('\u4e00' <= ch <= '\u9fff' for ch in facts[0][1])
        assert zh == (n < 20), user
        assert 1 <= len(facts) <= 4, user
        days = [d for d, _, _ in facts]
        assert days == sorted(days) and len(set(days)) == len(days), user
        assert all(d.startswith("2026-") and d < ASK[:10] for d in days), user
        assert 4 <= len(questions) <= 7, user
        for q in questions:
            query, ev, kind, *rest = q
            assert kind in ("single-hop", "update", "abstain"), (user, query)
            assert all(0 <= i < len(facts) for i in ev), (user, query)
            if kind == "abstain":
                assert ev == [] and not rest, (user, query)
            else:
                assert ev, (user, query)
            if kind == "update":
                assert rest and rest[0] and all(0 <= i < len(facts) and i < min(ev) for i in rest[0]), (user, query)
            elif rest:
                assert not rest[0], (user, query)


if __name__ == "__main__":
    _check(CASES)
    write_tiny_stores(
        "tiny-stores-19",
        "Set 19, written blind: 40 tiny users (20 zh, 20 en) with 1-4 dated facts each; single-hop, update "
        "(with stale superseded facts) and abstain questions asked at one time after all facts.",
        CASES, ASK, os.path.dirname(os.path.abspath(__file__)))
