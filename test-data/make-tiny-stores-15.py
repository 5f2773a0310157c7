"""Builds tiny-stores-15.json: 40 tiny stores (zh u01-u20, en u21-u40), 1-4 facts each, written unseen by a helper who read only tiny_store_case.py."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiny_store_case import write_tiny_stores

ASK = "2026-11-25T21:00:00+08:00"
S, U, A = "single-hop", "update", "abstain"

CASES = [
    ("u01", [
        ("2026-03-10", "我在苏州园区上班，公积金单位加个人每个月一共交2860，账户里现在攒了7万4左右。听说租房能提取，我房租一个月3300。",
         "苏州租房提取一般可以按月或按季度办，额度看当地政策，公积金App上就能查。"),
        ("2026-05-18", "租房提取办好了！以后每个季度自动打到我工行卡上，一次4500。",
         "挺方便的，到账时留意一下银行短信就行。"),
    ], [
        ("我每个月进公积金账户的钱，公司和我合起来是多少？", [0], S),
        ("租房那笔提出来的钱是转到哪个银行的卡？多久一次？", [1], S),
        ("我的公积金缴存比例是百分之几？", [], A),
        ("我老婆公积金账户里有多少钱？", [], A),
        ("用公积金贷款在苏州买房最多能贷多少？", [], A),
    ]),
    ("u02", [
        ("2026-06-02", "护照下个月就到期了，今天去杭州市民中心的出入境窗口办了换发，照相加证件费一共120，说7个工作日出证，我选了EMS寄到家。",
         "挺顺利的，快递到了记得当面检查一下证件信息。"),
    ], [
        ("换本新护照我一共掏了多少钱？", [0], S),
        ("新护照办好后我是怎么拿到手的？", [0], S),
        ("我的港澳通行证哪天过期？", [], A),
        ("去日本玩办旅游签证要准备哪些材料？", [], A),
    ]),
    ("u03", [
        ("2026-01-20", "女儿糖糖9岁，学校筛查说近视了，去温医大附属眼视光医院查了，右眼150度左眼125度，医生建议配角膜塑形镜。",
         "这个年纪控制近视很关键，塑形镜对不少孩子效果不错。"),
        ("2026-02-08", "最后给糖糖配了欧几里得的OK镜，一副11800，每天晚上睡觉的时候戴。",
         "摘戴和护理要注意卫生，按时复查。"),
        ("2026-08-25", "暑假去复查，糖糖右眼涨到175度了，左眼没变。医生让再加0.01%的低浓度阿托品，每晚睡前点一滴。",
         "联合用药对控制进展有帮助，点完注意别揉眼睛。"),
    ], [
        ("我闺女右眼现在近视到多少了？", [2], U, [0]),
        ("糖糖晚上戴的那种镜片是哪个品牌，多少钱配的？", [1], S),
        ("医生后来给糖糖加的眼药水是什么浓度？", [2], S),
        ("糖糖的眼轴长度现在是多少？", [], A),
        ("糖糖她表哥也近视了，他多少度？", [], A),
    ]),
    ("u04", [
        ("2026-04-12", "在支付宝上给爸妈各买了一份好医保长期医疗，我爸62，我妈58，俩人一年保费加起来4300多。",
         "长期医疗险对父母这个年纪挺实用的，记得把保单信息存好。"),
        ("2026-04-30", "又单独给我妈加了一份重疾险，保额30万，一年交6200，交20年。我爸有糖尿病，健康告知过不了，没买成。",
         "有基础病确实比较难投保，可以再看看对健康告知宽松一些的产品。"),
    ], [
        ("我爸今年多大了？", [0], S),
        ("我爸的重疾险为啥没买下来？", [1], S),
        ("给我妈买的那份大病保险赔付额度是多少？", [1], S),
        ("我爸是哪年查出糖尿病的？", [], A),
        ("我公婆买的是什么保险？", [], A),
    ]),
    ("u05", [
        ("2026-03-03", "新买了辆雅迪的新国标电动车，3499，今天去交警队上了牌，牌号是杭州A53827，还送了个头盔。",
         "上好牌就安心了，骑车记得戴头盔。"),
    ], [
        ("我那辆小电驴的车牌号多少来着？", [0], S),
        ("我的电瓶车是啥牌子，花了多少钱？", [0], S),
        ("电动车电池一般用几年就得换？", [], A),
        ("我这辆电动车充满一次能跑多少公里？", [], A),
    ]),
    ("u06", [
        ("2026-02-15", "过年买了台大疆Air 3，带畅飞套装一共8900，在老家河边试飞了一下，太爽了。",
         "Air 3画质很不错，飞之前注意查一下当地是不是禁飞区。"),
        ("2026-04-06", "报了个机构考CAAC的无人机执照，多旋翼视距内驾驶员，学费6800，5月底考试。",
         "有执照以后接活或者飞一些需要报备的场景会方便很多。"),
        ("2026-06-03", "执照考过了！理论92分，实操一把过。",
         "恭喜！一次就过很厉害。"),
    ], [
        ("无人机证的理论我考了多少分？", [2], S),
        ("我那台Air 3是在哪个平台下单的？", [], A),
        ("考无人机执照我给培训机构交了多少学费？", [1], S),
        ("我的无人机驾驶员执照有效期到哪年？", [], A),
        ("超视距驾驶员那个等级我后来考了没有？", [], A),
    ]),
    ("u07", [
        ("2026-01-09", "几年前献血的时候顺便加入了中华骨髓库，今天突然接到红十字会电话，说我跟一个白血病患者初配成功了，问我愿不愿意做高分辨检测。",
         "这是很难得的缘分，可以先详细了解流程，再和家人商量。"),
        ("2026-03-22", "高分辨也配上了，体检也过了，定在4月14号在浙大一院采集造血干细胞，采之前要打4天动员剂。",
         "打动员剂期间可能会有点腰酸骨头疼，属于正常反应，多休息。"),
    ], [
        ("我的造血干细胞是在哪个医院采的？", [1], S),
        ("采集之前要连续打几天针？", [1], S),
        ("接受我干细胞的那个病人现在恢复得怎么样了？", [], A),
        ("我是什么血型的？", [], A),
    ]),
    ("u08", [
        ("2026-05-06", "我妈下面少了两颗后牙，带她去口腔医院问了种植牙，集采以后一颗全部下来大概6000，医生说得先拔掉一个残根。",
         "集采后价格降了不少，先把残根处理好再说。"),
        ("2026-05-20", "残根拔掉了，医生说那里骨量不够，得先植骨，要等三个月才能种。",
         "植骨后恢复期耐心等等，种出来会更稳。"),
        ("2026-09-02", "今天终于种上了，两颗都用的韩国奥齿泰植体，总共花了13600，牙冠要三个月以后再戴。",
         "种完注意别用那边咬硬东西，按时复查。"),
    ], [
        ("我妈种的那两颗牙最后一共花了多少？", [2], U, [0]),
        ("我妈种牙用的植体是什么牌子的？", [2], S),
        ("为啥我妈拔完残根不能马上种？", [1], S),
        ("我妈要戴的牙冠是什么材料的？", [], A),
        ("我爸的牙现在什么情况？", [], A),
    ]),
    ("u09", [
        ("2026-04-19", "我大专学的会计，现在报了自考本科，汉语言文学专业，这次考了《中国古代文学史（一）》和《现代汉语》两门，10月份还得再报三门。",
         "自考贵在坚持，一次两三门的节奏挺合理的。"),
    ], [
        ("我自考本科读的是什么专业？", [0], S),
        ("我专科那会儿学的是啥？", [0], S),
        ("这次考的那两门我分数出来了吗，多少分？", [], A),
        ("自考本科毕业能不能拿学士学位，要满足什么条件？", [], A),
    ]),
    ("u10", [
        ("2026-06-10", "气死了，去年在小区对面'铁馆'办的健身年卡，2980，才用了五个月，今天门口贴了张通知说停业装修，老板电话也打不通。",
         "先把办卡收据、合同和付款记录都保存好。"),
        ("2026-06-15", "我在12315上投诉了，还拉了个维权群，群里已经有120多个人了，我算了一下我没用完的部分应该退1700左右。",
         "人多一起维权更有力量，也可以考虑报警或者走法律途径。"),
    ], [
        ("那家关门的健身房叫什么？", [0], S),
        ("我在铁馆买的私教课还剩几节没上？", [], A),
        ("按我自己算，没用完的那部分大概能退多少？", [1], S),
        ("这次维权最后钱退回来了没？", [], A),
        ("我办卡的时候有没有签书面合同？", [], A),
    ]),
    ("u11", [
        ("2026-07-08", "我的白色思域停在小区地库被人倒车刮了，后保险杠掉漆。对方开的黑色奥迪，认了全责，走他的平安车险，4S店定损1850。",
         "对方全责就好办，修完把维修单据保存好。"),
    ], [
        ("蹭我车的那位开的是什么车？", [0], S),
        ("那次刮蹭4S店定损定了多少钱？", [0], S),
        ("我自己的车险是在哪家保险公司买的？", [], A),
        ("修好以后保险杠有没有色差？", [], A),
    ]),
    ("u12", [
        ("2026-02-27", "入坑爬宠了，买了只豹纹守宫，橘化的，起名叫'番薯'，现在大概15克。",
         "豹纹守宫挺好养的，先把温度和躲避穴弄好。"),
        ("2026-03-05", "番薯平时喂面包虫，两三天喂一次，饲养箱里铺了块加热垫，温度控制在30度左右。",
         "温度合适的话消化会很好，记得给点钙粉。"),
        ("2026-07-19", "番薯长得真快，今天上秤已经42克了，现在主食换成杜比亚蟑螂了。",
         "长得很健康！杜比亚营养比面包虫更均衡。"),
    ], [
        ("番薯现在体重多少？", [2], U, [0]),
        ("我家守宫现在主要吃的是什么虫？", [2], U, [1]),
        ("我那只小爬宠叫啥名字？", [0], S),
        ("番薯是公的还是母的？", [], A),
        ("守宫蜕皮蜕不干净怎么处理？", [], A),
    ]),
    ("u13", [
        ("2026-05-25", "参加了单位工会的乒乓球比赛，拿了男单第三，奖品是一副红双喜的球拍。我打的是直拍横打。",
         "第三名很不错！直拍横打现在挺流行的。"),
    ], [
        ("工会那次比赛我拿了第几？", [0], S),
        ("我握拍是什么打法？", [0], S),
        ("那次男单冠军是谁？", [], A),
        ("我平时一般在哪个球馆练球？", [], A),
    ]),
    ("u14", [
        ("2026-04-03", "清明假期去万宁日月湾学冲浪，报了三天课，一天580，教练是个本地小哥叫阿海。",
         "日月湾浪比较适合新手，注意防晒。"),
        ("2026-04-06", "最后一天终于在长板上站起来了！腿上被板子磕了好几块淤青。",
         "能站起来就是质的飞跃，淤青过几天就消了。"),
    ], [
        ("教我冲浪的那个教练叫啥？", [0], S),
        ("我是在海南哪个地方学的冲浪？", [0], S),
        ("我用的那块冲浪板有多长？", [], A),
        ("我下回打算什么时候再去冲浪？", [], A),
        ("阿海的微信号是多少？", [], A),
    ]),
    ("u15", [
        ("2026-01-14", "提了辆小鹏MONA，想在小区车位装个家用充电桩，结果物业说电容不够，不给开同意证明。",
         "可以先问问供电局，有的地方可以单独报装。"),
        ("2026-02-02", "跑了三趟居委会和供电局，物业终于松口了，但电缆钱得我自己出。",
         "能松口就好，电缆费用可以让安装师傅先估一下。"),
        ("2026-02-26", "充电桩装好了，7千瓦的，国家电网单独拉了个电表，谷电一度3毛1，电缆加安装一共花了2400。",
         "谷电充电很划算，晚上充正好。"),
    ], [
        ("物业最后同意我在车位上装桩了吗？", [1], U, [0]),
        ("我家那个桩功率多大？", [2], S),
        ("半夜充电一度电多少钱？", [2], S),
        ("我这台车从没电充到满要几个小时？", [], A),
        ("我的小鹏是什么颜色的？", [], A),
    ]),
    ("u16", [
        ("2026-08-11", "二宝8月1号出生的，是个闺女，小名叫橙子，今天拿到出生医学证明了，大名定了叫陈知夏。",
         "恭喜！名字很好听，有夏天的味道。"),
        ("2026-08-24", "橙子的户口上好了，在我们街道派出所办的，顺便在'浙里办'上给她交了城乡居民医保，一年380。",
         "办得真快，医保交上就安心了。"),
    ], [
        ("小女儿的大名叫什么？", [0], S),
        ("橙子是哪天生的？", [0], S),
        ("给二宝交的医保一年多少钱？", [1], S),
        ("橙子生下来几斤几两？", [], A),
        ("我家老大今年几岁了？", [], A),
    ]),
    ("u17", [
        ("2026-05-20", "今天520和男朋友周屹去民政局领证了，排了两个多小时队，拍照的时候我穿的白衬衫。",
         "恭喜你们！这个日子很有纪念意义。"),
    ], [
        ("我跟老公是哪天登记结婚的？", [0], S),
        ("我老公叫什么名字？", [0], S),
        ("我们婚礼酒席订在哪家酒店？", [], A),
        ("办结婚登记要带哪些证件？", [], A),
    ]),
    ("u18", [
        ("2026-03-15", "我过敏性鼻炎好多年了，查过敏原是尘螨4级，医生建议做舌下脱敏，用的畅迪，要坚持三年。",
         "脱敏是个长期工程，坚持下来效果一般不错。"),
        ("2026-06-28", "畅迪吃了三个多月，嘴里老发痒还起小疱，医生让我停了，改成皮下注射，每周去医院打一针。",
         "注射脱敏要在医院观察半小时再走，注意安全。"),
    ], [
        ("我这个鼻炎现在是用什么方法在脱敏？", [1], U, [0]),
        ("过敏原检测查出来我对什么过敏，几级？", [0], S),
        ("当初为什么把舌下那个药停掉了？", [1], S),
        ("我对猫毛过不过敏？", [], A),
        ("脱敏针一针多少钱？", [], A),
    ]),
    ("u19", [
        ("2026-03-08", "我在中建八局做施工员，今年报了一级建造师，专业选的建筑工程，四门一起考，考试在9月。",
         "四门一起考压力不小，早点排好复习计划。"),
        ("2026-09-14", "一建考完了，实务太难了，案例题写得手都酸了。",
         "辛苦了，先好好休息几天。"),
        ("2026-11-10", "一建成绩出来了：经济78、法规85、管理92都过了，建筑实务只考了86，差10分。",
         "三门已经过了很不容易，实务明年再冲一把。"),
    ], [
        ("我一建哪几科过线了？", [2], S),
        ("建筑实务那科我拿了多少分？", [2], S),
        ("我报的一建网课是哪家机构的？", [], A),
        ("我的二建证拿到了没？", [], A),
        ("明年一建报名什么时候开始？", [], A),
    ]),
    ("u20", [
        ("2026-02-20", "我从广告公司辞职了，打算休息半年，社保不想断，先按灵活就业在广州交，养老加医疗一个月大概1400。",
         "灵活就业交社保能保住缴费年限，挺明智的。"),
        ("2026-09-01", "入职新公司了，一家做宠物食品的公司，我做品牌经理。五险一金都是单位给缴的了，灵活就业那边已经停掉。",
         "恭喜入职！记得确认一下社保转移有没有衔接上。"),
    ], [
        ("我现在养老医疗这些还是自己掏钱交吗？", [1], U, [0]),
        ("我新工作是做什么岗位的？", [1], S),
        ("之前自己交社保那阵子一个月要多少？", [0], S),
        ("新公司给我开的月薪是多少？", [], A),
        ("灵活就业交满15年退休能领多少养老金？", [], A),
    ]),
    ("u21", [
        ("2026-03-19", "Passed my Global Entry interview at SFO today, took maybe ten minutes. The application fee was $120 and the membership is good for five years.",
         "Nice! Your Known Traveler Number should show up in your account shortly."),
    ], [
        ("How long is my trusted traveler membership valid?", [0], S),
        ("Which airport did I do the in-person interview at?", [0], S),
        ("When is my next international trip?", [], A),
        ("What's my Known Traveler Number?", [], A),
        ("Did my husband get approved for it too?", [], A),
    ]),
    ("u22", [
        ("2026-01-22", "My son Milo (he's 5) has had strep throat six times this year, so his ENT, Dr. Raskin, recommended taking out his tonsils and adenoids.",
         "Six times is a lot, surgery usually makes a big difference."),
        ("2026-02-03", "Milo's surgery got scheduled for March 12 at Children's Mercy.",
         "Good to have a date. Stock up on popsicles for the recovery."),
        ("2026-03-04", "Milo woke up with a fever, so they pushed his tonsil surgery back to April 2.",
         "Better to wait until he's fully well. Hope he feels better soon."),
    ], [
        ("When is Milo's operation now?", [2], U, [1]),
        ("What's the name of the ear nose and throat doctor who's been seeing my boy?", [0], S),
        ("How many bouts of strep did he have this year?", [0], S),
        ("How did Milo's recovery go after the operation?", [], A),
        ("Does Milo's little sister get strep a lot too?", [], A),
    ]),
    ("u23", [
        ("2026-05-14", "Got a £70 parking fine from Brighton & Hove council for parking in a resident bay on Tidy Street, but the sign was completely hidden by a hedge. I've sent in an appeal with photos.",
         "Photos of an obscured sign are strong evidence, fingers crossed."),
    ], [
        ("How much was the penalty on that council ticket?", [0], S),
        ("What reason did I give when I challenged it?", [0], S),
        ("Did the council accept my appeal?", [], A),
        ("How many penalty points are on my driving licence?", [], A),
    ]),
    ("u24", [
        ("2026-03-28", "Put an offer on a 2-bed condo in Lakewood. It's listed at $389,000 and we offered $375,000.",
         "Good luck! A reasonable opening offer leaves room to negotiate."),
        ("2026-04-02", "They countered and we met at $381,500. Inspection is next Tuesday.",
         "Congrats on getting it under contract!"),
        ("2026-04-09", "The inspector found radon at 6.2 pCi/L in the basement. The sellers agreed to pay for a mitigation system, around $1,400.",
         "That's a fair outcome, mitigation systems work well."),
    ], [
        ("What price did we finally agree on for the condo?", [1], U, [0]),
        ("How high was the radon reading?", [2], S),
        ("Who's paying to fix the radon problem?", [2], S),
        ("What will our monthly HOA dues be?", [], A),
        ("What interest rate did we lock on the mortgage?", [], A),
    ]),
    ("u25", [
        ("2026-09-09", "Joined the Monday night darts league at the Red Lion. I throw 23-gram tungsten Target darts and my three-dart average is around 41.",
         "41 is a solid average for league play, enjoy it!"),
    ], [
        ("How heavy are my darts?", [0], S),
        ("Which pub does my league play out of?", [0], S),
        ("Who's the captain of my darts team?", [], A),
        ("What's the regulation height for hanging a dartboard?", [], A),
    ]),
    ("u26", [
        ("2026-07-07", "Had my first colonoscopy today with Dr. Feldman at Mercy GI, I'm 45 so my doctor said it was time. They removed two small polyps and the biopsy results should be back in about 10 days.",
         "Glad it's done. Small polyps are very common, rest up today."),
    ], [
        ("How many growths did they snip out during the procedure?", [0], S),
        ("Who performed my scope?", [0], S),
        ("What did the polyp biopsy show?", [], A),
        ("When should I book my next colonoscopy?", [], A),
        ("What did I drink for the bowel prep?", [], A),
    ]),
    ("u27", [
        ("2026-02-06", "Adopted two senior guinea pigs from the rescue, Waffles and Pudding, both about 4 years old. They live in a 2x4 C&C cage in the spare room.",
         "How lovely that you took in seniors! They'll appreciate a quiet spot."),
        ("2026-05-30", "Moved Waffles and Pudding into a bigger 2x5 setup in the living room, they seemed lonely in the back room.",
         "They'll love being around the family more."),
    ], [
        ("Where are the piggies kept these days?", [1], U, [0]),
        ("How old were my cavies when I adopted them?", [0], S),
        ("What brand of pellets do I feed them?", [], A),
        ("Are Waffles and Pudding boys or girls?", [], A),
    ]),
    ("u28", [
        ("2026-09-17", "I got elected treasurer of the PTA at Jefferson Elementary. The budget this year is about $18,000, mostly from the fall fun run.",
         "Congrats! A simple shared spreadsheet goes a long way for that role."),
    ], [
        ("What position did the parents vote me into?", [0], S),
        ("Roughly how much money will the PTA be working with this year?", [0], S),
        ("How much did the fun run actually raise?", [], A),
        ("Who is the PTA president?", [], A),
        ("How do I register a parent group as a 501(c)(3)?", [], A),
    ]),
    ("u29", [
        ("2026-07-02", "Married Jordan last month and I'm changing my last name from Alvarez to Whitaker. The Social Security card update is already done.",
         "Congratulations! Social Security first is the right order."),
        ("2026-07-20", "Got a DMV appointment for the new license on August 14.",
         "Bring your marriage certificate and new Social Security card."),
        ("2026-08-05", "The DMV cancelled on me, so the license appointment is now September 3 at the Westside office.",
         "Annoying, but at least you got a new slot."),
    ], [
        ("When am I supposed to go in to get my updated driver's license?", [2], U, [1]),
        ("What was my surname before the wedding?", [0], S),
        ("Which DMV branch is that appointment at?", [2], S),
        ("Has my passport been switched to my new name yet?", [], A),
        ("What does Jordan do for a living?", [], A),
    ]),
    ("u30", [
        ("2026-10-03", "Eye doctor says I need progressive lenses now, my first pair ever. Ordered them at Costco Optical with tortoiseshell frames, $289 all in.",
         "Give yourself a week or two to adjust to them."),
    ], [
        ("Where did I order my new glasses?", [0], S),
        ("What did the multifocal specs cost me?", [0], S),
        ("What's the prescription for my left eye?", [], A),
        ("How long does it usually take to get used to progressives?", [], A),
    ]),
    ("u31", [
        ("2026-04-21", "My Mazda CX-5 lease ends June 30. The buyout is $21,300 and I'm at 31,000 miles of my 36,000 allowance.",
         "You're under on miles, so buying out or returning are both options."),
        ("2026-06-27", "Decided against the buyout. Turned the CX-5 in today and leased a 2026 Honda CR-V Hybrid instead, $429 a month for 36 months.",
         "The hybrid should save you a good chunk on gas."),
    ], [
        ("What car am I driving these days?", [1], U, [0]),
        ("What would it have cost to keep the Mazda?", [0], S),
        ("What's my monthly payment on the Honda?", [1], S),
        ("How many miles a year does my new lease allow?", [], A),
        ("Did the dealer charge me any excess wear fees on the Mazda?", [], A),
    ]),
    ("u32", [
        ("2026-05-05", "Booked VIA Rail's Canadian from Toronto to Vancouver leaving September 20, a sleeper cabin for two, about CAD 4,800.",
         "That trip through the Rockies is spectacular, great choice."),
        ("2026-08-12", "Added two nights in Jasper as a stopover, we'll get off there and catch the next train west.",
         "Jasper is gorgeous, a stopover is a great way to see more of it."),
    ], [
        ("What day does our cross-country train leave?", [0], S),
        ("Where are we breaking up the rail journey?", [1], S),
        ("What's our cabin number on the train?", [], A),
        ("What hotel are we staying at in Jasper?", [], A),
        ("Are you supposed to tip the train staff in Canada, and how much?", [], A),
    ]),
    ("u33", [
        ("2026-01-31", "Started bagpipe lessons through the City of Glasgow pipe band's beginner programme. Apparently it's eight months on the practice chanter before they let you near real pipes.",
         "Patience pays off with pipes, the chanter builds all the fingerwork."),
    ], [
        ("How many months before I'm allowed to move up to the full instrument?", [0], S),
        ("Who runs the beginner course I joined?", [0], S),
        ("What's my piping tutor called?", [], A),
        ("When is the band's next competition?", [], A),
    ]),
    ("u34", [
        ("2026-08-19", "Our daughter is due October 28. I'm planning 8 weeks of paternity leave starting on the due date; my company gives up to 12 fully paid.",
         "Great that the policy is so generous."),
        ("2026-10-22", "Baby Nora arrived early, on October 19! My leave started that day and I've decided to use all 12 weeks after all.",
         "Congratulations! Enjoy every week of it."),
    ], [
        ("How long is my paternity leave going to be?", [1], U, [0]),
        ("What did we name the baby?", [1], S),
        ("What date was our daughter born?", [1], S),
        ("How much did Nora weigh at birth?", [], A),
        ("Who's covering my work while I'm out?", [], A),
    ]),
    ("u35", [
        ("2026-03-02", "My aunt Ruth passed in January and I'm the executor. Her house in Dayton is packed with stuff, so I hired Heritage Estate Sales. They take 35%.",
         "Sorry for your loss. An estate sale company takes a lot off your plate."),
        ("2026-04-13", "The estate sale was this weekend, it brought in $9,840 before their cut.",
         "That's a decent result for a weekend."),
        ("2026-05-20", "Her house is listed now at $214,900 with a realtor named Carla Banks.",
         "Good luck with the sale."),
    ], [
        ("How much did the sale of Aunt Ruth's belongings bring in before fees?", [1], S),
        ("What percentage does the sale company keep?", [0], S),
        ("Who's my listing agent for the house?", [2], S),
        ("Has Ruth's house sold yet, and for how much?", [], A),
        ("Did Aunt Ruth have any children?", [], A),
    ]),
    ("u36", [
        ("2026-08-26", "Enrolled in an intro MIG welding night class at Pima Community College, Tuesdays and Thursdays 6 to 9pm, $640 for the semester, plus I had to buy my own helmet.",
         "MIG is a great place to start, have fun with it."),
    ], [
        ("Which evenings does my welding course meet?", [0], S),
        ("What kind of welding am I learning?", [0], S),
        ("What grade did I end up with in the welding class?", [], A),
        ("What brand of helmet did I buy?", [], A),
    ]),
    ("u37", [
        ("2026-06-08", "Got a violation letter from our HOA, Sagebrush Ridge, saying our new cedar fence has to be stained 'Desert Tan' within 30 days or it's a $50 a week fine.",
         "You could ask the board for a hearing before the deadline."),
        ("2026-07-01", "Went to the HOA board meeting and they granted a variance: we can leave the fence natural cedar as long as we seal it.",
         "Nice result! A clear sealer will keep it looking good."),
    ], [
        ("Do I still have to paint the fence that tan color?", [1], U, [0]),
        ("What's the name of my homeowners association?", [0], S),
        ("What fine were they threatening me with?", [0], S),
        ("How much are my HOA dues?", [], A),
        ("How often should a cedar fence be resealed?", [], A),
    ]),
    ("u38", [
        ("2026-02-24", "My brother Kevin's kidneys are at 12% function and he's on dialysis three times a week. I'm getting tested to see if I can donate.",
         "That's an incredible thing to consider doing for him."),
        ("2026-05-11", "I'm a match! Transplant surgery is set for June 23 at UCSF.",
         "Amazing news for both of you."),
        ("2026-07-15", "Three weeks post-op. Kevin's creatinine is down to 1.3 and I'm back to walking 3 miles a day.",
         "Both of you are recovering really well."),
    ], [
        ("What hospital was the transplant done at?", [1], S),
        ("What's Kevin's latest creatinine level?", [2], S),
        ("What's my blood type?", [], A),
        ("What caused Kevin's kidney failure in the first place?", [], A),
        ("Is my sister getting tested as a donor too?", [], A),
    ]),
    ("u39", [
        ("2026-10-11", "Joined the Bluetits sea swimming group at Tenby, we go in at 7am on Saturdays. Water was 14°C today and I lasted 12 minutes without a wetsuit.",
         "Brilliant! Warm up gradually afterwards."),
    ], [
        ("What time do we meet for the weekend dip?", [0], S),
        ("How cold was the sea on my swim?", [0], S),
        ("How long did I manage when the water dropped below 10 degrees?", [], A),
        ("What's my resting heart rate?", [], A),
    ]),
    ("u40", [
        ("2026-07-29", "Filed my N-400 for US citizenship, I've had my green card since 2020. Biometrics appointment is August 20 in Newark.",
         "Exciting step! Start practicing the civics questions."),
        ("2026-10-14", "Passed my naturalization interview! Got 6 out of 6 civics questions right. The oath ceremony is December 9.",
         "Congratulations, almost there!"),
    ], [
        ("How many of the civics questions did I answer correctly?", [1], S),
        ("When's my swearing-in?", [1], S),
        ("What year did I become a permanent resident?", [0], S),
        ("Which judge will run my oath ceremony?", [], A),
        ("How do I apply for a US passport once I'm naturalized?", [], A),
    ]),
]


def main():
    write_tiny_stores("tiny-stores-15", __doc__.strip(), CASES, ASK, os.path.dirname(os.path.abspath(__file__)))


if __name__ == "__main__":
    main()
