"""Builds tiny-stores-13.json: 40 tiny stores (zh u01-u20, en u21-u40), 1-4 facts each, written unseen by a helper who read only tiny_store_case.py."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiny_store_case import write_tiny_stores

ASK = "2026-09-15T21:00:00+08:00"
S, U, A = "single-hop", "update", "abstain"

CASES = [
    ("u01", [
        ("2026-05-12", "我上周终于拿到了低压电工作业证，考了两次才过，实操那部分差点又挂。现在在昆山一家电梯维保公司上班。",
         "恭喜！第二次拿下也很不容易，电梯维保这行挺稳定的。"),
    ], [
        ("我拿到的是哪一类电工证来着？", [0], S),
        ("我同事老周的电工证是哪年考下来的？", [], A),
        ("电工证多久需要复审一次？", [], A),
    ]),
    ("u02", [
        ("2026-03-02", "我家边牧豆包最近老是挠耳朵，带去宠物医院看了，医生说是耳螨，开了一支滴耳液，每天滴两次。",
         "耳螨挺常见的，按时滴药一般一两周就能好转，记得把窝也清洗一下。"),
        ("2026-04-18", "豆包一直吃的是渴望六种鱼的狗粮，一袋11.4公斤要七百多块。",
         "渴望确实不便宜，不过鱼肉配方对毛色挺好的。"),
        ("2026-07-25", "豆包的狗粮换成爱肯拿的草原盛宴了，渴望涨价太狠，新的这袋11.4公斤五百九。",
         "换粮记得新旧混着过渡一周左右，免得豆包肠胃不适应。"),
    ], [
        ("豆包现在吃的是哪个牌子的粮？", [2], U, [1]),
        ("之前豆包一直挠耳朵，医生诊断是什么问题？", [0], S),
        ("豆包做过绝育手术没有？", [], A),
        ("豆包今年多大了？", [], A),
    ]),
    ("u03", [
        ("2026-02-20", "我打羽毛球用的是尤尼克斯天斧88D，拉的BG80的线，26磅。",
         "天斧88D偏进攻，配BG80打起来声音很脆，26磅也挺合适。"),
        ("2026-06-09", "上周拍框打裂了，换了一支李宁雷霆80，线还是BG80，不过磅数降到25了。",
         "雷霆80也是很好的进攻拍，降一磅会更容易发力一些。"),
    ], [
        ("我现在用的羽毛球拍是哪一款？", [1], U, [0]),
        ("我现在的拍子拉的是多少磅？", [1], U, [0]),
        ("我一般每周打几次球？", [], A),
        ("What string tension do pro badminton players usually use?", [], A),
    ]),
    ("u04", [
        ("2026-04-06", "女儿朵朵今年读二年级，钢琴刚报了中央音乐学院的四级考级，七月在南京考。",
         "二年级考四级挺厉害的，这几个月可以多练练音阶和乐理。"),
    ], [
        ("朵朵报的钢琴考级是几级？", [0], S),
        ("朵朵七月的钢琴考级通过了吗？", [], A),
        ("朵朵的钢琴老师姓什么来着？", [], A),
        ("推荐几首适合小学生练的钢琴小曲吧", [], A),
    ]),
    ("u05", [
        ("2026-02-11", "体检查出尿酸520，医生说我这是痛风，右脚大脚趾上个月还肿过一次。",
         "尿酸520确实偏高了，平时要多喝水，少吃海鲜和内脏。"),
        ("2026-03-25", "医生给我开了非布司他，每天一片20毫克，还让我少喝啤酒。",
         "非布司他要坚持吃，啤酒嘌呤高，能戒最好。"),
        ("2026-08-14", "复查尿酸降到380了，医生说非布司他可以减成隔天吃一片。",
         "降得很明显啊，继续保持饮食控制。"),
    ], [
        ("我最近一次复查尿酸是多少？", [2], U, [0]),
        ("非布司他我现在应该多久吃一次？", [2], U, [1]),
        ("我的肌酐指标有没有问题？", [], A),
        ("痛风病人可以吃豆腐吗？", [], A),
    ]),
    ("u06", [
        ("2026-03-08", "三月初提了一辆比亚迪海豹，冰川蓝的，落地差不多十九万。",
         "恭喜提车！冰川蓝很好看，新车前几千公里开得温柔点。"),
        ("2026-05-30", "车险买的是平安的，全险一年四千二，比我想的便宜。",
         "四千二的全险挺划算的，出险记得第一时间报案拍照。"),
    ], [
        ("我那辆车是什么颜色的？", [0], S),
        ("我的车险一年交多少？", [1], S),
        ("海豹满电实际能跑多少公里？", [], A),
        ("我老婆开的是什么车？", [], A),
    ]),
    ("u07", [
        ("2026-02-05", "我现在在杭州滨江租房，一室一厅，每个月三千二。",
         "滨江离很多互联网公司近，三千二的一室一厅算正常价位。"),
        ("2026-06-20", "公司调岗，我从杭州搬到成都了，现在住高新区，两室一厅月租两千六。",
         "成都房租友好多了，面积还更大，适应新城市顺利！"),
        ("2026-07-03", "成都新家的房东姓何，人挺好说话的，押一付三。",
         "遇到好房东很幸运，合同和押金收据记得保存好。"),
    ], [
        ("我现在住在哪个城市哪个区？", [1], U, [0]),
        ("我现在每个月房租多少钱？", [1], U, [0]),
        ("我的租约什么时候到期？", [], A),
        ("成都的夏天一般有多热？", [], A),
    ]),
    ("u08", [
        ("2026-04-22", "我在阳台种了六盆樱桃番茄，品种是千禧，土用的是椰糠加蚯蚓粪。",
         "千禧很好养，阳台光照足的话夏天就能吃上了。"),
    ], [
        ("我阳台上一共种了几盆番茄？", [0], S),
        ("我的番茄已经结果了吗？", [], A),
        ("番茄叶子发黄一般是什么原因？", [], A),
        ("Do I grow any herbs on my balcony?", [], A),
    ]),
    ("u09", [
        ("2026-05-04", "五一去千岛湖钓鱼，钓上来一条十二斤的鳙鱼，用的是4.5米的台钓竿。",
         "十二斤的胖头鱼，遛起来一定很过瘾！"),
        ("2026-08-02", "九月底打算和老同学阿杰去抚仙湖夜钓两天。",
         "夜钓记得带好头灯和驱蚊水，注意安全。"),
    ], [
        ("五一那次我钓到的鱼有多重？", [0], S),
        ("我打算跟谁一起去抚仙湖？", [1], S),
        ("抚仙湖夜钓那次收获怎么样？", [], A),
        ("阿杰平时用的是什么鱼竿？", [], A),
        ("红烧鳙鱼头怎么做比较好吃？", [], A),
    ]),
    ("u10", [
        ("2026-02-28", "我房贷还剩一百二十万，等额本息，利率4.1%，还有二十二年。",
         "了解了，现在很多银行在做存量房贷利率调整，可以留意一下。"),
        ("2026-04-15", "我的房贷每个月15号扣款，从招商银行那张卡里扣。",
         "好的，扣款日前记得保证卡里余额充足。"),
        ("2026-07-10", "我们的房贷利率重新定价了，降到3.55%，月供少了三百多。",
         "每月省三百多，一年下来也是一笔不小的钱。"),
    ], [
        ("我的房贷利率现在是多少？", [2], U, [0]),
        ("房贷每月几号从卡里扣钱？", [1], S),
        ("我要是提前还款需要付违约金吗？", [], A),
        ("等额本金和等额本息哪个更划算？", [], A),
        ("What's the interest rate on my car loan?", [], A),
    ]),
    ("u11", [
        ("2026-06-01", "我周末在车库给儿子做了个胡桃木书架，五层，一米八高，前后花了三个周末。",
         "胡桃木做出来很有质感，儿子一定很喜欢！"),
    ], [
        ("我给儿子做的那个书架用的什么木料？", [0], S),
        ("我书架表面刷的是哪个牌子的木蜡油？", [], A),
        ("我儿子今年上几年级了？", [], A),
    ]),
    ("u12", [
        ("2026-03-14", "我和女朋友小雯定在十月三号结婚，酒席订在厦门的海悦山庄，一共二十八桌。",
         "恭喜！国庆结婚很热闹，海悦山庄环境也很好。"),
        ("2026-05-20", "婚纱照约在鼓浪屿拍，摄影套餐8999。",
         "鼓浪屿出片很好看，记得避开人最多的时段。"),
        ("2026-08-08", "酒席又加了四桌，现在是三十二桌，双方亲戚来得比预计多。",
         "人多更热闹，记得和酒店确认一下座位图。"),
    ], [
        ("我们婚宴现在一共订了几桌？", [2], U, [0]),
        ("我的婚礼定在哪一天？", [0], S),
        ("婚纱照拍完了吗？样片效果怎么样？", [], A),
        ("小雯的伴娘是谁？", [], A),
        ("帮我想几句写在请柬上的结婚祝福语", [], A),
    ]),
    ("u13", [
        ("2026-02-16", "我开始做隐适美牙齿矫正了，医生说大概要戴二十二个月，总价三万八。",
         "矫正是个长期工程，每天佩戴时间够了效果才好。"),
        ("2026-06-28", "矫正已经换到第十二副牙套了，医生说下次要去拔一颗右下的智齿。",
         "进度不错，拔智齿前后注意休息，别吃太硬的东西。"),
    ], [
        ("我的牙齿矫正总共多少钱？", [0], S),
        ("我现在戴到第几副牙套了？", [1], S),
        ("那颗智齿拔了吗？恢复得怎么样？", [], A),
        ("我的矫正医生叫什么名字？", [], A),
    ]),
    ("u14", [
        ("2026-05-16", "我养了一只垂耳兔叫年糕，灰白色的，是从同事那里领养来的。",
         "年糕这个名字好可爱！垂耳兔性格一般都挺温顺的。"),
    ], [
        ("我的兔子叫什么名字？", [0], S),
        ("年糕是公兔还是母兔？", [], A),
        ("年糕打过疫苗了吗？", [], A),
        ("兔子一天能吃多少胡萝卜？", [], A),
    ]),
    ("u15", [
        ("2026-03-19", "我买了辆二手的崔克Emonda SL5，花了九千五，车架54码。",
         "Emonda很轻，爬坡很舒服，九千五收二手挺值。"),
        ("2026-05-09", "今天骑了环太湖一圈，一百一十公里，均速27。",
         "一百多公里均速27很不错了，记得拉伸和补充电解质。"),
        ("2026-07-21", "把Emonda卖掉了，换了一辆闪电Tarmac SL7，花了两万三。",
         "SL7是很全面的竞赛车，恭喜升级！"),
    ], [
        ("我现在骑的公路车是哪一款？", [2], U, [0]),
        ("环太湖那次我一共骑了多少公里？", [1], S),
        ("我那辆崔克最后卖了多少钱？", [], A),
        ("我的功率计是什么牌子的？", [], A),
    ]),
    ("u16", [
        ("2026-04-10", "我报了七月的日语能力考试N2，现在每天早上背四十个单词，用的是新完全掌握系列。",
         "新完全掌握很适合备考N2，每天坚持背词效果会很明显。"),
    ], [
        ("我报的日语能力考试是哪个级别？", [0], S),
        ("我N2最后考了多少分？", [], A),
        ("帮我把“谢谢你一直以来的帮助”翻译成日语", [], A),
    ]),
    ("u17", [
        ("2026-02-25", "我爸今年六十八了，左眼白内障越来越严重，看东西都模糊了。",
         "白内障发展到影响视力可以考虑手术了，现在技术很成熟。"),
        ("2026-04-02", "约好了四月二十号在市一院给我爸做左眼白内障手术，主刀是眼科的郑主任。",
         "好的，术前记得按医嘱点抗生素眼药水。"),
        ("2026-05-06", "我爸手术做完了，换的是蔡司的三焦点晶体，自费一万二。",
         "三焦点晶体远中近都能看，恢复期注意别揉眼睛。"),
    ], [
        ("给我爸做白内障手术的医生是谁？", [1], S),
        ("我爸眼睛里换的是什么晶体？", [2], S),
        ("我爸右眼也需要做手术吗？", [], A),
        ("我妈的眼睛也有白内障吗？", [], A),
        ("白内障术后多久可以洗头？", [], A),
    ]),
    ("u18", [
        ("2026-06-15", "我收了一饼2008年的老班章生普，357克，花了四千八。",
         "08年的老班章很有收藏价值，注意存放环境通风防潮。"),
    ], [
        ("我收的那饼老班章是哪一年的茶？", [0], S),
        ("那饼茶现在市场上值多少钱？", [], A),
        ("普洱茶在家怎么存放才不容易受潮？", [], A),
        ("Which tea did I buy as a gift for my father-in-law?", [], A),
    ]),
    ("u19", [
        ("2026-01-18", "这个雪季我在崇礼太舞买了季卡，三千九，基本每个周末都去。",
         "季卡每周都去很快就回本了，注意护膝。"),
        ("2026-03-01", "我双板终于能上黑道了，教练是个叫小鹿的东北姑娘。",
         "上黑道是个大进步！"),
    ], [
        ("我的滑雪季卡是在哪个雪场买的？", [0], S),
        ("教我滑雪的教练叫什么？", [1], S),
        ("我的雪板多长？", [], A),
        ("下个雪季的季卡什么时候开始预售？", [], A),
    ]),
    ("u20", [
        ("2026-07-30", "我最近在练抱石，在深圳南山的一家岩馆已经能爬到V4了，就是手指有点伤到了。",
         "V4进步很快了，手指伤了要多休息，别硬撑。"),
    ], [
        ("我抱石现在能爬到什么难度？", [0], S),
        ("我在岩馆办的年卡多少钱？", [], A),
        ("我的攀岩鞋是什么牌子的？", [], A),
        ("What's a good hangboard routine for a beginner?", [], A),
    ]),
    ("u21", [
        ("2026-03-03", "I just started a plumbing apprenticeship with Dale Hurst Plumbing in Tacoma. It's a four-year program and I start at $21 an hour.",
         "Congrats! Four years goes fast, and the pay goes up as you progress."),
    ], [
        ("What hourly rate did I start at in my apprenticeship?", [0], S),
        ("Have I passed my journeyman exam yet?", [], A),
        ("How do I fix a toilet that keeps running?", [], A),
    ]),
    ("u22", [
        ("2026-02-09", "My cat Pickles was diagnosed with diabetes. The vet started him on 2 units of glargine insulin twice a day.",
         "That's a lot to take in, but lots of diabetic cats do really well on glargine."),
        ("2026-04-12", "Pickles weighs 6.8 kg, and the vet says he needs to lose at least a kilo.",
         "Slow and steady weight loss is best for cats, maybe ask about a measured wet-food plan."),
        ("2026-06-30", "Pickles' glucose curve came back high, so the vet bumped his insulin up to 3 units twice a day.",
         "Good that they caught it. Keep an eye out for signs of low blood sugar after the change."),
    ], [
        ("How many units of insulin is Pickles getting per dose these days?", [2], U, [0]),
        ("What does Pickles weigh?", [1], S),
        ("Has Pickles managed to lose any weight?", [], A),
        ("What brand of food does Pickles eat?", [], A),
    ]),
    ("u23", [
        ("2026-03-22", "I bought a 1978 Honda CB750 project bike for $2,400. It doesn't run yet and the carbs are gummed up.",
         "Classic bike! A carb clean and rebuild is usually the first big job on those."),
        ("2026-06-06", "Got the CB750 running! Rebuilt all four carbs and put in new Dyna coils.",
         "That first start must have felt amazing. Nice work on the carbs."),
    ], [
        ("What model year is my Honda?", [0], S),
        ("What ignition coils did I put in the bike?", [1], S),
        ("我那辆摩托车当时花了多少钱买的？", [0], S),
        ("What color am I painting the tank?", [], A),
        ("What's the top speed of a CB750?", [], A),
    ]),
    ("u24", [
        ("2026-03-05", "My daughter Maya made the U10 travel soccer team, the Riverside Rockets. Practices are Tuesday and Thursday at 5:30.",
         "That's awesome, congrats to Maya! Travel soccer is a big step."),
        ("2026-04-27", "Maya's coach moved her from defense to left wing.",
         "Sounds like the coach sees some speed and attacking instinct in her."),
        ("2026-08-19", "For the fall season practices changed to Monday and Wednesday at 6.",
         "Good to know, that might be easier with school pickups."),
    ], [
        ("Which nights is Maya's practice now?", [2], U, [0]),
        ("What position does Maya play now?", [1], S),
        ("How much are the travel team fees this season?", [], A),
        ("Did Maya score in her last game?", [], A),
    ]),
    ("u25", [
        ("2026-05-25", "I'm knitting a cabled sweater for my husband Tom with Malabrigo Rios in Azul Profundo. It's my first sweater ever.",
         "Ambitious first sweater! Rios shows cables beautifully."),
    ], [
        ("What yarn am I using for Tom's sweater?", [0], S),
        ("Did I finish Tom's sweater yet?", [], A),
        ("What's Tom's chest measurement?", [], A),
        ("How do I fix a dropped stitch in a cable?", [], A),
    ]),
    ("u26", [
        ("2026-02-14", "My neurologist Dr. Okafor put me on topiramate 50 mg for my migraines.",
         "Hope it helps. Topiramate can take a few weeks to kick in."),
        ("2026-04-30", "Topiramate was making my fingers tingle, so Dr. Okafor switched me to Aimovig, a monthly injection.",
         "Tingling is a common side effect. Fingers crossed Aimovig suits you better."),
        ("2026-07-12", "Since starting Aimovig I'm down from about 12 migraine days a month to 4.",
         "That's a huge improvement!"),
    ], [
        ("What am I taking to prevent migraines at the moment?", [1], U, [0]),
        ("Roughly how many migraine days per month am I having lately?", [2], S),
        ("Can I take ibuprofen while on Aimovig?", [], A),
        ("Does my mom get migraines too?", [], A),
    ]),
    ("u27", [
        ("2026-04-04", "We had solar put on the house: 8.4 kW, 21 panels, installed by SunPeak Energy. $19,600 before the tax credit.",
         "Nice! That should cover a good chunk of your usage."),
        ("2026-08-11", "Our July electric bill was only $14 thanks to the panels.",
         "That's a great payoff in the middle of summer."),
    ], [
        ("How big is our solar system in kW?", [0], S),
        ("What did our July power bill come to?", [1], S),
        ("Did we add a home battery with the panels?", [], A),
        ("太阳能板多久需要清洗一次？", [], A),
    ]),
    ("u28", [
        ("2026-02-02", "I'm moving to Lisbon in April for a remote job. Found a flat in Alfama for €1,450 a month.",
         "Alfama is gorgeous, though the hills are no joke!"),
        ("2026-05-17", "The Alfama flat was way too noisy, so I moved to Campo de Ourique. €1,300 a month now.",
         "Campo de Ourique is much calmer, and cheaper too."),
        ("2026-06-24", "I started Portuguese classes at a school called Falar, twice a week.",
         "Boa sorte! European Portuguese pronunciation takes some getting used to."),
    ], [
        ("Which Lisbon neighborhood am I living in?", [1], U, [0]),
        ("How much rent do I pay now?", [1], U, [0]),
        ("How many times a week do I have Portuguese class?", [2], S),
        ("Have I gotten my residence permit yet?", [], A),
    ]),
    ("u29", [
        ("2026-06-03", "Started guitar lessons with a teacher named Rosa, $45 per half hour on Saturdays. I play a Yamaha FG800.",
         "The FG800 is a great first acoustic. Enjoy the lessons!"),
    ], [
        ("What guitar do I own?", [0], S),
        ("What song is Rosa teaching me right now?", [], A),
        ("Show me how to play an F major barre chord", [], A),
    ]),
    ("u30", [
        ("2026-03-11", "Set up a 40-gallon planted tank with 12 cardinal tetras and 3 otocinclus.",
         "Cardinals look stunning in a planted tank!"),
        ("2026-05-02", "Added a pair of German blue rams to the 40-gallon.",
         "Rams like it warm, so keep the heater around 80°F."),
        ("2026-07-27", "One of my rams died, so there's just one ram left in the tank.",
         "Sorry to hear that. Worth testing your water parameters."),
    ], [
        ("How many rams are in my tank now?", [2], U, [1]),
        ("What size is my aquarium?", [0], S),
        ("What's the pH in my tank?", [], A),
        ("What filter am I running?", [], A),
    ]),
    ("u31", [
        ("2026-01-28", "I'm putting 6% of my salary into my 401(k); my employer matches up to 4%.",
         "Good that you're getting the full match."),
        ("2026-06-16", "Bumped my 401(k) contribution up to 10% after my raise.",
         "Great move, that'll compound nicely."),
    ], [
        ("What percentage am I contributing to my 401(k)?", [1], U, [0]),
        ("How much does my company match?", [0], S),
        ("What's my 401(k) balance right now?", [], A),
        ("How big was my raise?", [], A),
    ]),
    ("u32", [
        ("2026-05-08", "Saw my first painted bunting this morning at Fort Matanzas! That's bird number 187 on my life list.",
         "What a bird to hit 187 with! Those colors are unreal."),
    ], [
        ("Where did I see the painted bunting?", [0], S),
        ("What binoculars do I use?", [], A),
        ("When do painted buntings migrate south?", [], A),
    ]),
    ("u33", [
        ("2026-03-17", "I play drums in a cover band called Static Garden. We've got a gig at The Copper Kettle on April 12.",
         "Nice, break a leg at the Copper Kettle!"),
        ("2026-07-07", "Our bassist Leo quit, so Static Garden is auditioning bass players next weekend.",
         "Bummer about Leo. Hope the auditions turn up someone great."),
    ], [
        ("What's my band called?", [0, 1], S),
        ("Who was our bass player?", [1], S),
        ("How did our Copper Kettle show go?", [], A),
        ("Did we find a new bassist?", [], A),
        ("What drum kit do I play?", [], A),
    ]),
    ("u34", [
        ("2026-02-19", "My son Eli is 6 and has a severe peanut allergy. We carry two EpiPen Jr. everywhere.",
         "That's a lot to manage. Carrying two is exactly what most allergists recommend."),
        ("2026-05-13", "Eli's allergist Dr. Brandt wants to start him on oral immunotherapy with Palforzia.",
         "OIT can really help. It's a slow process but many kids do well."),
        ("2026-08-27", "Eli also tested positive for a cashew allergy at his last appointment.",
         "Good to know. Cashew and pistachio often cross-react, so ask about pistachio too."),
    ], [
        ("What treatment did Eli's allergist suggest?", [1], S),
        ("Is Eli allergic to any tree nuts?", [2], S),
        ("Is Eli allergic to eggs?", [], A),
        ("When do our EpiPens expire?", [], A),
    ]),
    ("u35", [
        ("2026-04-19", "We bought a 2019 Ford Transit camper van conversion for $58,000. We named it Juniper.",
         "Juniper is a perfect name! Enjoy the road trips."),
    ], [
        ("How much did we pay for Juniper?", [0], S),
        ("我们那辆房车是哪一年的车型？", [0], S),
        ("What gas mileage does Juniper get?", [], A),
        ("Where are we taking Juniper this fall?", [], A),
    ]),
    ("u36", [
        ("2026-02-07", "Joined the Millbrook volunteer fire department. Firefighter I class is every Wednesday night.",
         "That's a great way to serve your community."),
        ("2026-05-21", "Passed Firefighter I! Next I'm taking the EMT-Basic course starting in June.",
         "Congratulations! EMT is a natural next step."),
        ("2026-06-05", "The EMT class got pushed back to August because the instructor had surgery.",
         "A bit of extra time to prep, at least."),
    ], [
        ("When does my EMT course start?", [2], U, [1]),
        ("Which fire department did I join?", [0], S),
        ("How many calls have I gone out on?", [], A),
        ("What's the correct CPR compression rate for adults?", [], A),
    ]),
    ("u37", [
        ("2026-07-15", "Brewed my first batch of beer: a 5-gallon West Coast IPA with Citra and Mosaic hops. OG was 1.064.",
         "Great first style! Citra and Mosaic are a classic combo."),
    ], [
        ("Which hops went into my IPA?", [0], S),
        ("What ABV did my IPA finish at?", [], A),
        ("How many days should I dry hop for?", [], A),
        ("Give me a good recipe for beef chili", [], A),
    ]),
    ("u38", [
        ("2026-08-24", "Bought a Celestron NexStar 8SE, my first telescope. Planning to set it up at my cabin near Lake Superior.",
         "Great choice, dark skies up there will be amazing."),
    ], [
        ("What telescope did I buy?", [0], S),
        ("Did I get a good look at Saturn from the cabin?", [], A),
        ("What's the weather going to be like this weekend?", [], A),
    ]),
    ("u39", [
        ("2026-04-14", "For our 10th anniversary, my wife Priya and I booked a trip to Kyoto, October 20 to 28.",
         "Kyoto in late October is lovely, the leaves will be starting to turn."),
        ("2026-06-22", "Booked a ryokan in Arashiyama called Kinsui-tei for 3 nights.",
         "Arashiyama is beautiful early in the morning before the crowds."),
    ], [
        ("What are the dates of our Kyoto trip?", [0], S),
        ("Which ryokan did we book?", [1], S),
        ("Which airline are we flying to Japan?", [], A),
        ("What's Priya's favorite Japanese dish?", [], A),
        ("京都十月下旬天气怎么样，要带厚衣服吗？", [], A),
    ]),
    ("u40", [
        ("2026-02-23", "Tore my ACL playing pickup basketball. Surgery is scheduled for March 10 with Dr. Lindqvist.",
         "Ouch, sorry. Prehab before surgery can help recovery a lot."),
        ("2026-03-27", "Post-op PT is at Motion Clinic, three times a week.",
         "Consistency is everything with ACL rehab."),
        ("2026-07-18", "PT is down to once a week now, and I'm cleared to jog.",
         "Huge milestone, take the jogging slow at first!"),
    ], [
        ("How often do I go to physical therapy now?", [2], U, [1]),
        ("Who's my knee surgeon?", [0], S),
        ("Which knee was the ACL tear in?", [], A),
        ("What kind of graft did they use for my ACL?", [], A),
    ]),
]


def main():
    write_tiny_stores("tiny-stores-13", __doc__.strip(), CASES, ASK, os.path.dirname(os.path.abspath(__file__)))


if __name__ == "__main__":
    main()
