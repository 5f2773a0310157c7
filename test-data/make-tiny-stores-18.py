"""Writes tiny-stores-18.json: 40 tiny users (u01-u20 Simplified Chinese, u21-u40 English), each with
1 to 4 dated 2026 facts, asked single-hop, update and abstain questions at 2026-12-20 20:00 +08:00.

Written blind, by a helper who read only tiny_store_case.py (the shared builder) and the list of
earlier sets' opening words (to pick fresh topics); no engine source, docs or other test data were
read, and the engine was not run while writing it."""
import os

from tiny_store_case import write_tiny_stores

ASK = "2026-12-20T20:00:00+08:00"

# (user, [(day, user message, assistant reply)], [(query, [evidence fact index], type[, [stale index]])])
CASES = [
    ("u01", [
        ("2026-03-14", "家里大门换了把德施曼的指纹锁，录了我和老婆两个人的指纹，备用密码设的是我俩的结婚纪念日。",
         "指纹锁用起来确实方便，记得时不时看一下电量提示，别哪天没电了进不去门。"),
        ("2026-09-02", "门锁的备用密码我改掉了，现在换成了女儿的生日，感觉纪念日太好猜了。",
         "好的，定期换密码是个好习惯。"),
    ], [
        ("我家门上那把锁是什么牌子的来着？", [0], "single-hop"),
        ("门锁里都录了谁的指纹？", [0], "single-hop"),
        ("家里门锁的备用密码现在是拿什么设的？", [1], "update", [0]),
        ("我女儿的生日是几月几号？", [], "abstain"),
        ("那把指纹锁当初花了多少钱？", [], "abstain"),
        ("指纹锁的电池一般多久换一次比较合适？", [], "abstain"),
    ]),
    ("u02", [
        ("2026-04-18", "我在跟一位苏州的老师傅学苏绣，现在在绣一把猫咪图案的团扇，用的是双面绣，每天晚上绣一个小时。",
         "双面绣很考验耐心，绣好了记得拍给我看看。"),
    ], [
        ("我手上正在绣的那件作品是什么图案的？", [0], "single-hop"),
        ("我每天大概花多久在刺绣上？", [0], "single-hop"),
        ("教我绣花的那位老师傅叫什么名字？", [], "abstain"),
        ("那把团扇大概什么时候能绣完？", [], "abstain"),
        ("苏绣和湘绣主要有什么区别？", [], "abstain"),
    ]),
    ("u03", [
        ("2026-01-25", "最近在练三阶魔方，用的CFOP方法，目前平均成绩五十二秒。",
         "五十二秒已经算入门了，多练练F2L提升会很快。"),
        ("2026-05-09", "三阶平均终于进三十秒了，现在稳定在二十八秒左右。",
         "进步很大，恭喜！"),
        ("2026-10-17", "报名了明年三月在南京举办的WCA魔方公开赛，报了三阶和二阶两个项目。",
         "第一次参加正式比赛吧？好好准备，享受比赛。"),
    ], [
        ("我三阶现在平均能拧到多少秒？", [1], "update", [0]),
        ("我报的那场魔方比赛在哪个城市办？", [2], "single-hop"),
        ("比赛我都报了哪几个项目？", [2], "single-hop"),
        ("我平时练的魔方是什么牌子的？", [], "abstain"),
        ("我以前参加比赛拿过名次吗？", [], "abstain"),
        ("三阶魔方现在的世界纪录是多少秒？", [], "abstain"),
    ]),
    ("u04", [
        ("2026-02-28", "我通过了省博物馆志愿讲解员的培训，被分到青铜器展厅，每个月讲四场。",
         "恭喜！青铜器展厅内容很丰富，讲起来一定很有意思。"),
        ("2026-07-11", "志愿讲解这边给我换了展厅，现在负责陶瓷馆了。",
         "陶瓷馆也很有看头，祝讲解顺利。"),
    ], [
        ("我现在在博物馆是讲哪个馆的？", [1], "update", [0]),
        ("我每个月要去讲几场？", [0], "single-hop"),
        ("我讲解一场大概要讲多长时间？", [], "abstain"),
        ("我们那个博物馆门票多少钱？", [], "abstain"),
        ("博物馆一般周一开门吗？", [], "abstain"),
    ]),
    ("u05", [
        ("2026-05-23", "单位工会搞掼蛋比赛，我跟老孙搭档，初赛打进了前八，下周六打复赛。",
         "进前八很不错了，复赛跟老孙多配合，加油！"),
    ], [
        ("掼蛋比赛里跟我搭档的是谁？", [0], "single-hop"),
        ("我们初赛打得怎么样？", [0], "single-hop"),
        ("掼蛋复赛我们最后赢了没有？", [], "abstain"),
        ("老孙在单位是哪个部门的？", [], "abstain"),
        ("掼蛋里同花顺和四个头的炸弹哪个大？", [], "abstain"),
    ]),
    ("u06", [
        ("2026-03-07", "我在少年宫的成人班学昆曲，正在学《牡丹亭·游园》里杜丽娘的唱段。",
         "《游园》是很经典的入门戏，唱腔特别美。"),
        ("2026-08-15", "《游园》学完了，老师开始教我《长生殿》里的《小宴》了。",
         "又上一个台阶了，《小宴》也很好听。"),
    ], [
        ("我昆曲眼下在学哪一出戏？", [1], "update", [0]),
        ("我是在哪儿上的昆曲课？", [0], "single-hop"),
        ("教我唱昆曲的老师叫什么？", [], "abstain"),
        ("这个昆曲班一节课收多少钱？", [], "abstain"),
        ("我学了这么久，有没有上台演出过？", [], "abstain"),
    ]),
    ("u07", [
        ("2026-06-06", "买了块陆冲滑板，板面三十三寸的，周末在滨江绿道练，现在能连续泵十几下了。",
         "陆冲进步挺快的，记得戴好护具。"),
    ], [
        ("我那块陆冲板是多大尺寸的？", [0], "single-hop"),
        ("我一般去哪儿练滑板？", [0], "single-hop"),
        ("我的滑板是什么牌子的？", [], "abstain"),
        ("我练滑板的时候摔伤过没有？", [], "abstain"),
        ("我买的护具是哪一套？", [], "abstain"),
    ]),
    ("u08", [
        ("2026-04-12", "儿子学校布置了养蚕的作业，领回来十条蚕宝宝，养在鞋盒里，每天放学去摘桑叶。",
         "养蚕很能培养孩子的观察力，桑叶记得擦干再喂。"),
        ("2026-05-03", "十条蚕死了两条，剩下八条都开始吐丝结茧了。",
         "八条都结茧很不错了，接下来等着出蛾吧。"),
        ("2026-05-30", "八个茧出了六只蛾子，产了一大片卵，儿子说要留着明年接着养。",
         "一个完整的生命周期都看到了，这个作业很有意义。"),
    ], [
        ("儿子一开始从学校领了几条蚕回来？", [0], "single-hop"),
        ("儿子养的那些蚕现在到哪一步了？", [2], "update", [1]),
        ("那些茧最后出了几只蛾？", [2], "single-hop"),
        ("我儿子现在读几年级？", [], "abstain"),
        ("蚕卵要怎么保存才能留到明年？", [], "abstain"),
    ]),
    ("u09", [
        ("2026-09-26", "给爸妈买了台奥佳华的按摩椅，放在他们家客厅，我爸每天晚上看新闻联播的时候躺上去按二十分钟。",
         "按摩椅很适合放松，老人用的时候力度别开太大。"),
    ], [
        ("我给爸妈买的按摩椅是哪个牌子的？", [0], "single-hop"),
        ("我爸一般什么时候用那台按摩椅？", [0], "single-hop"),
        ("那台按摩椅当时多少钱买的？", [], "abstain"),
        ("我妈用了以后觉得怎么样？", [], "abstain"),
        ("按摩椅一般保修几年？", [], "abstain"),
    ]),
    ("u10", [
        ("2026-02-14", "最近迷上剧本杀了，常去的那家店在春熙路，上周末玩了个情感本，哭得稀里哗啦。",
         "情感本确实很容易代入，玩得开心就好。"),
        ("2026-10-24", "现在不去春熙路那家了，换到太古里附近一家新开的店，他们家的机制本做得更好。",
         "找到更合口味的店了，不错。"),
    ], [
        ("我现在常去的剧本杀店开在哪一带？", [1], "update", [0]),
        ("我后来为啥换了一家剧本杀店？", [1], "single-hop"),
        ("让我哭得稀里哗啦的那个本叫什么名字？", [], "abstain"),
        ("我一般都是跟谁一起去玩剧本杀的？", [], "abstain"),
        ("玩一场剧本杀一般要多少钱？", [], "abstain"),
    ]),
    ("u11", [
        ("2026-03-21", "我报了四月份的普通话水平测试，目标是二级甲等，因为要考教师资格证。",
         "加油，平翘舌和前后鼻音可以多练练。"),
        ("2026-05-16", "普通话成绩出来了，考了88.5分，拿到二级甲等了！",
         "太棒了，恭喜达成目标！"),
    ], [
        ("我普通话测试最后考了多少分？", [1], "single-hop"),
        ("我当初为什么要去考普通话？", [0], "single-hop"),
        ("普通话证书什么时候能寄到我手上？", [], "abstain"),
        ("我的教资面试过了吗？", [], "abstain"),
        ("我打算以后教哪个科目？", [], "abstain"),
    ]),
    ("u12", [
        ("2026-07-04", "我报了个爵士舞的零基础班，每周二和周四晚上八点上课，在公司附近的一家舞蹈工作室。",
         "爵士舞很适合下班后放松，坚持下来会很有收获。"),
    ], [
        ("我的爵士舞课是星期几上？", [0], "single-hop"),
        ("舞蹈课晚上几点开始？", [0], "single-hop"),
        ("我上课那家舞蹈工作室叫什么名字？", [], "abstain"),
        ("我报的这个班一共有多少节课？", [], "abstain"),
        ("跳爵士舞穿什么鞋比较好？", [], "abstain"),
    ]),
    ("u13", [
        ("2026-01-10", "在拼一幅一千片的《星月夜》拼图，拼了一个礼拜才把边框拼完。",
         "梵高的画颜色渐变多，拼起来确实有难度。"),
        ("2026-11-08", "又入了一幅两千片的，图是《神奈川冲浪里》，摊开铺满了整张餐桌。",
         "两千片可是大工程，慢慢来。"),
    ], [
        ("我最近在拼的是哪幅画？", [1], "update", [0]),
        ("《星月夜》那幅拼图一共多少片？", [0], "single-hop"),
        ("我买的这些拼图是什么牌子的？", [], "abstain"),
        ("我一般一天拼几个小时？", [], "abstain"),
        ("拼好的拼图怎么装裱才能保存得久？", [], "abstain"),
    ]),
    ("u14", [
        ("2026-02-07", "加入了社区的合唱团，指挥让我唱女中音声部，每周日下午排练。",
         "女中音在和声里很重要，排练愉快！"),
        ("2026-06-20", "合唱团的排练改到周六上午了，周日那个场地被别的团占了。",
         "时间调整了也好，周六上午精神更足。"),
        ("2026-09-19", "指挥说我高音够得着，把我调到女高音声部去了。",
         "被指挥认可了，恭喜！"),
    ], [
        ("我在合唱团现在唱的是哪个声部？", [2], "update", [0]),
        ("合唱团现在是什么时候排练？", [1], "update", [0]),
        ("排练时间为什么改了？", [1], "single-hop"),
        ("我们合唱团的指挥姓什么？", [], "abstain"),
        ("我们团年底有演出吗？", [], "abstain"),
        ("女中音和女高音的音域一般差多少？", [], "abstain"),
    ]),
    ("u15", [
        ("2026-08-08", "最近在家学调酒，买了一套摇酒壶和量酒器，今天第一次调了杯莫吉托，薄荷放多了有点发苦。",
         "新手很常见，薄荷轻轻压出香味就行，别捣得太碎。"),
    ], [
        ("我第一次自己调的是什么酒？", [0], "single-hop"),
        ("我头一回调的那杯酒哪里没弄好？", [0], "single-hop"),
        ("那套调酒工具花了多少钱？", [], "abstain"),
        ("我调酒用的朗姆酒是什么牌子的？", [], "abstain"),
        ("长岛冰茶要用哪几种基酒？", [], "abstain"),
    ]),
    ("u16", [
        ("2026-04-04", "清明打算跟驴友一起去徒步武功山，计划两天一夜，晚上在金顶扎营。",
         "武功山风景很好，山上温差大，多带件保暖外套。"),
        ("2026-04-08", "武功山走完回来了，第一天一直下雨，晚上没扎营，改住山上的客栈了。",
         "下雨天住客栈是明智的选择，平安回来就好。"),
    ], [
        ("武功山那趟我晚上最后住在哪了？", [1], "update", [0]),
        ("我去武功山是跟谁一块儿去的？", [0], "single-hop"),
        ("那次徒步我们一共走了多少公里？", [], "abstain"),
        ("我下一次徒步打算去哪座山？", [], "abstain"),
        ("徒步鞋怎么挑比较好？", [], "abstain"),
    ]),
    ("u17", [
        ("2026-10-10", "在左手小臂上纹了一只小鲸鱼，纹身师交代两周内别泡水、别晒太阳。",
         "恢复期注意保持清洁，按纹身师说的护理就好。"),
    ], [
        ("我的纹身纹在身上哪个位置？", [0], "single-hop"),
        ("我纹的是什么图案？", [0], "single-hop"),
        ("纹身师让我多久之内不能泡水？", [0], "single-hop"),
        ("这个纹身花了多少钱？", [], "abstain"),
        ("我那个纹身是彩色的还是黑白的？", [], "abstain"),
    ]),
    ("u18", [
        ("2026-05-02", "入了台铁三角的黑胶唱机，第一张唱片买的是邓丽君的精选。",
         "邓丽君的声音配黑胶很有味道。"),
        ("2026-11-21", "黑胶唱片现在攒到二十三张了，最新入的一张是王菲的《寓言》。",
         "收藏越来越像样了！"),
    ], [
        ("我的黑胶唱机是哪个牌子的？", [0], "single-hop"),
        ("我手上现在一共有几张黑胶？", [1], "single-hop"),
        ("我最近新买的那张黑胶是谁的专辑？", [1], "update", [0]),
        ("我配的音箱是什么型号？", [], "abstain"),
        ("黑胶唱片平时该怎么清洁？", [], "abstain"),
        ("那张《寓言》花了我多少钱？", [], "abstain"),
    ]),
    ("u19", [
        ("2026-06-27", "每周五下班跟同事去打中式八球，上周五居然打出了人生第一次一杆清台，用的还是店里的公杆。",
         "一杆清台很厉害了，可以考虑入一根自己的球杆。"),
    ], [
        ("我一般星期几去打台球？", [0], "single-hop"),
        ("我平时打的是哪种台球？", [0], "single-hop"),
        ("我们常去的那家台球厅叫什么？", [], "abstain"),
        ("入门级的球杆大概要多少钱一根？", [], "abstain"),
        ("同事里谁台球打得最好？", [], "abstain"),
    ]),
    ("u20", [
        ("2026-03-01", "卧室装了台极米的投影仪，直接投在白墙上，晚上躺床上看电影。",
         "躺着看电影很有氛围，白墙效果也还可以。"),
        ("2026-08-29", "白墙投出来有点发灰，买了块一百寸的抗光幕布挂上了。",
         "换了幕布画面应该通透不少。"),
    ], [
        ("我卧室的投影现在是投在什么上面？", [1], "update", [0]),
        ("我的投影仪是哪家的？", [0], "single-hop"),
        ("我后来买的幕布是多大的？", [1], "single-hop"),
        ("我那台投影仪亮度有多少流明？", [], "abstain"),
        ("我客厅的电视是多少寸的？", [], "abstain"),
    ]),
    ("u21", [
        ("2026-02-19", "Started archery lessons at the county range. They've got me on a 24 lb recurve, shooting at 18 metres.",
         "Nice, that's a sensible way to start. Enjoy it!"),
        ("2026-06-11", "Moved up to a 30 lb limb set, and my coach has me shooting from 30 metres now.",
         "That's solid progress in a few months."),
        ("2026-10-02", "Finally bought my own bow, a used Hoyt riser to go with the 30 lb limbs, so no more borrowing club kit.",
         "Having your own bow makes a big difference. Congrats!"),
    ], [
        ("What draw weight am I shooting these days?", [1], "update", [0]),
        ("How far back from the target do I shoot now?", [1], "update", [0]),
        ("What brand is the riser I bought?", [2], "single-hop"),
        ("How much did I pay for my bow?", [], "abstain"),
        ("What's my archery coach's name?", [], "abstain"),
    ]),
    ("u22", [
        ("2026-03-05", "I auditioned for the Oakhurst Players' spring production of Our Town. Fingers crossed for Emily!",
         "Good luck! Emily is a lovely part."),
        ("2026-03-19", "Cast list is up. I didn't get Emily, but I'm playing Mrs. Webb. Rehearsals are Tuesday and Thursday evenings.",
         "Mrs. Webb is a great role too. Have fun at rehearsals!"),
    ], [
        ("Which part did I end up getting?", [1], "single-hop"),
        ("What play is my theater group putting on?", [0], "single-hop"),
        ("Which evenings do I have rehearsal?", [1], "single-hop"),
        ("When is opening night?", [], "abstain"),
        ("Who got cast as Emily?", [], "abstain"),
    ]),
    ("u23", [
        ("2026-05-14", "Signed up for a beginner foil course at Salle Duval: eight Saturday mornings, and they lend you the mask and jacket.",
         "Foil is a great place to start. Have fun at your first class!"),
    ], [
        ("Which fencing weapon am I learning?", [0], "single-hop"),
        ("How many sessions is my fencing course?", [0], "single-hop"),
        ("How much did I pay for the fencing course?", [], "abstain"),
        ("Who is my fencing instructor?", [], "abstain"),
        ("How is scoring different between foil and épée?", [], "abstain"),
    ]),
    ("u24", [
        ("2026-04-26", "Rosie and I found our first geocache today, a little ammo box tucked behind the library in Fairview.",
         "What a fun way to spend a day outside together!"),
        ("2026-09-13", "We're up to 47 geocaches found now. Rosie wants to hide one of our own down by the lake.",
         "47 is impressive! Hiding your own sounds like a fun next step."),
    ], [
        ("How many caches have Rosie and I found so far?", [1], "update", [0]),
        ("Where was the very first cache we found?", [0], "single-hop"),
        ("What app do we use to find geocaches?", [], "abstain"),
        ("How old is Rosie?", [], "abstain"),
        ("Did we end up hiding our own cache at the lake?", [], "abstain"),
    ]),
    ("u25", [
        ("2026-01-03", "New year, new bullet journal. I'm using a dotted Leuchtturm1917 and tracking sleep, water and reading every day.",
         "Great habits to track. Keeping the layouts simple helps it stick."),
    ], [
        ("What notebook did I go with for my bullet journal?", [0], "single-hop"),
        ("Which habits am I tracking in my journal?", [0], "single-hop"),
        ("What pens do I use for journaling?", [], "abstain"),
        ("What colour is my journal's cover?", [], "abstain"),
        ("How many books have I read so far this year?", [], "abstain"),
    ]),
    ("u26", [
        ("2026-02-22", "Made my first batch of cheese at home, a simple farmhouse cheddar from two gallons of whole milk.",
         "Impressive first project! Cheddar rewards patience."),
        ("2026-05-30", "Cut into the cheddar after three months of aging. Crumbly but really tasty.",
         "Worth the wait, then!"),
        ("2026-08-16", "Tried mozzarella this weekend and it came out rubbery. I think I overworked the curds.",
         "Mozzarella is tricky. The next batch will be better."),
    ], [
        ("How much milk went into my cheddar?", [0], "single-hop"),
        ("How long did I let the cheddar age before I cut it?", [1], "single-hop"),
        ("What went wrong with my mozzarella?", [2], "single-hop"),
        ("Where do I usually buy my rennet?", [], "abstain"),
        ("Did my second try at mozzarella turn out any better?", [], "abstain"),
    ]),
    ("u27", [
        ("2026-01-17", "Bought a Concept2 rower for the garage. My 2k time right now is 8:42.",
         "Solid start. 2k times tend to drop quickly with steady training."),
        ("2026-07-25", "New personal best on the rower: 7:58 for 2k!",
         "Under eight minutes, huge improvement!"),
    ], [
        ("What's my best 2k on the erg at the moment?", [1], "update", [0]),
        ("Where did I set up my rowing machine?", [0], "single-hop"),
        ("How many days a week am I rowing?", [], "abstain"),
        ("What counts as a good 2k time for someone my age?", [], "abstain"),
        ("What's my resting heart rate these days?", [], "abstain"),
    ]),
    ("u28", [
        ("2026-03-12", "Started a D&D campaign with some coworkers. I'm playing a halfling rogue named Pip.",
         "Halfling rogues are so much fun. Good luck, Pip!"),
        ("2026-07-09", "Pip hit level 5 last session. We play every other Friday at Marcus's place.",
         "Level 5 is a big milestone. Nice!"),
        ("2026-11-12", "Our DM moved the game to Sunday afternoons, still every two weeks.",
         "Sunday afternoons sound relaxed. Have fun!"),
    ], [
        ("What did I name my D&D character?", [0], "single-hop"),
        ("When does our D&D group play now?", [2], "update", [1]),
        ("What level did Pip reach?", [1], "single-hop"),
        ("What's our dungeon master's name?", [], "abstain"),
        ("What's Pip's armor class?", [], "abstain"),
        ("How does sneak attack work for rogues?", [], "abstain"),
    ]),
    ("u29", [
        ("2026-06-18", "Learning to juggle from YouTube videos. I can keep three beanbags going for about 20 catches now.",
         "20 catches is real progress!"),
        ("2026-10-14", "Finally hit 100 catches in a row with three balls, and I've started working on the shower pattern.",
         "100 in a row is a big milestone. Nice!"),
    ], [
        ("How many catches in a row can I manage with three balls?", [1], "update", [0]),
        ("How did I teach myself to juggle?", [0], "single-hop"),
        ("What pattern am I practising now?", [1], "single-hop"),
        ("Can I juggle clubs yet?", [], "abstain"),
        ("Which YouTube channel did I learn from?", [], "abstain"),
        ("How long does it usually take to learn five-ball juggling?", [], "abstain"),
    ]),
    ("u30", [
        ("2026-04-09", "Studying for my Technician ham radio license. The exam is May 2 at the community college.",
         "Good luck! Practice tests help a lot."),
        ("2026-05-04", "Passed the Technician exam! My call sign came through as KJ7XQR.",
         "Congratulations, welcome to the airwaves!"),
    ], [
        ("What's my call sign?", [1], "single-hop"),
        ("Where did I sit the ham radio exam?", [0], "single-hop"),
        ("Did I pass my ham license test?", [1], "single-hop"),
        ("Which radio did I buy?", [], "abstain"),
        ("When am I planning to take the General exam?", [], "abstain"),
    ]),
    ("u31", [
        ("2026-02-02", "My partner Ines and I signed up for salsa classes on Wednesday nights at Ritmo Studio.",
         "Salsa together sounds like a blast. Enjoy!"),
        ("2026-09-30", "Ines and I moved up to the intermediate salsa class, and it's on Mondays now.",
         "Moving up is exciting. Congrats to you both!"),
    ], [
        ("What night is our salsa class these days?", [1], "update", [0]),
        ("What level salsa are we taking?", [1], "single-hop"),
        ("Which studio do we dance at?", [0], "single-hop"),
        ("How much do the salsa classes cost per month?", [], "abstain"),
        ("What kind of shoes should I get for salsa?", [], "abstain"),
        ("What does Ines do for a living?", [], "abstain"),
    ]),
    ("u32", [
        ("2026-11-05", "Joined a sauna and cold plunge place called Löyly Works. I'm going Tuesday and Saturday mornings.",
         "That routine sounds refreshing. Listen to your body in the cold plunge."),
    ], [
        ("What's the sauna place I joined called?", [0], "single-hop"),
        ("Which days do I go to the sauna?", [0], "single-hop"),
        ("How much is my sauna membership?", [], "abstain"),
        ("How cold is the plunge pool there?", [], "abstain"),
        ("Is cold plunging safe if you have high blood pressure?", [], "abstain"),
    ]),
    ("u33", [
        ("2026-03-28", "Set up a worm bin under the kitchen sink with about 500 red wigglers.",
         "Vermicomposting is great. Go easy on feeding at first."),
        ("2026-08-05", "The worms were getting too warm under the sink, so I moved the bin out to the shed.",
         "The shed should suit them better."),
    ], [
        ("Where's my worm bin now?", [1], "update", [0]),
        ("How many worms did I start the bin with?", [0], "single-hop"),
        ("Why did I move the worms?", [1], "single-hop"),
        ("What do I feed my worms?", [], "abstain"),
        ("Have I harvested any compost yet?", [], "abstain"),
    ]),
    ("u34", [
        ("2026-07-22", "Bought a pair of Moxi quad skates in mint green, and I'm going to adult skate night at Starlight Rink on Thursdays.",
         "Adult skate night is a great way to build confidence."),
    ], [
        ("What colour are my roller skates?", [0], "single-hop"),
        ("Which rink do I go skating at?", [0], "single-hop"),
        ("What size skates did I buy?", [], "abstain"),
        ("Did I get knee pads as well?", [], "abstain"),
        ("How do I learn to stop on quad skates?", [], "abstain"),
    ]),
    ("u35", [
        ("2026-05-10", "Picked up a mid-century dresser for $60 at a thrift store. Planning to strip it and paint it navy.",
         "Great find! Stripping is the messy part, but worth it."),
        ("2026-06-14", "Changed my mind on the dresser and went with a walnut stain instead of paint. It's done and in the bedroom.",
         "Walnut stain on mid-century pieces looks beautiful."),
    ], [
        ("What finish did the dresser end up with?", [1], "update", [0]),
        ("How much did that thrift store dresser cost me?", [0], "single-hop"),
        ("Where is the dresser now?", [1], "single-hop"),
        ("What brand of stain did I use?", [], "abstain"),
        ("How many drawers does the dresser have?", [], "abstain"),
        ("What's the best way to strip old varnish?", [], "abstain"),
    ]),
    ("u36", [
        ("2026-09-03", "Joined my office fantasy football league: 10 teams, $50 buy-in, and I drafted Bijan Robinson in the first round.",
         "Strong first pick. Good luck this season!"),
    ], [
        ("How many teams are in my fantasy league?", [0], "single-hop"),
        ("Who was my first-round pick?", [0], "single-hop"),
        ("What's my fantasy team's record right now?", [], "abstain"),
        ("What's my fantasy team called?", [], "abstain"),
        ("When is the trade deadline in fantasy football?", [], "abstain"),
    ]),
    ("u37", [
        ("2026-01-29", "Launched a podcast with my friend Sam about local history. First episode is about the old textile mill.",
         "What a cool project! Local history is full of great stories."),
        ("2026-04-16", "Sam and I switched the podcast from every two weeks to weekly, with new episodes every Monday.",
         "Weekly is a big commitment. Good luck keeping it up!"),
        ("2026-10-08", "Our latest episode, the one about the 1911 flood, just passed 1,000 downloads.",
         "That's a great milestone!"),
    ], [
        ("What was our first podcast episode about?", [0], "single-hop"),
        ("How often do we put out new episodes now?", [1], "single-hop"),
        ("Which episode passed 1,000 downloads?", [2], "single-hop"),
        ("What's the name of our podcast?", [], "abstain"),
        ("What microphone do we record with?", [], "abstain"),
        ("How do small podcasts usually make money from ads?", [], "abstain"),
    ]),
    ("u38", [
        ("2026-08-20", "Did my first stand-up open mic at The Laughing Goat tonight. Five minutes, mostly about my commute, and I got a few real laughs.",
         "Congrats on getting up there! First sets are the hardest."),
    ], [
        ("Where did I do my first open mic?", [0], "single-hop"),
        ("How long was my first stand-up set?", [0], "single-hop"),
        ("Have I done another open mic since then?", [], "abstain"),
        ("What joke did I close my set with?", [], "abstain"),
        ("How do comedians get booked for paid gigs?", [], "abstain"),
    ]),
    ("u39", [
        ("2026-05-25", "Bought a 10-foot sit-on-top kayak, bright orange, to paddle around Miller Lake.",
         "Sit-on-tops are stable and easy to get back on. Have fun!"),
        ("2026-08-23", "Sold the sit-on-top and upgraded to a 14-foot touring kayak so I can do longer trips on the river.",
         "A touring kayak will cover distance much better."),
    ], [
        ("What kind of kayak am I paddling these days?", [1], "update", [0]),
        ("What colour was the first kayak I bought?", [0], "single-hop"),
        ("What colour is my new kayak?", [], "abstain"),
        ("How much did I sell the old kayak for?", [], "abstain"),
        ("What sort of life jacket should I get for touring?", [], "abstain"),
    ]),
    ("u40", [
        ("2026-10-27", "Started collecting fountain pens: got a Lamy Safari in charcoal and a Pilot Metropolitan, both with fine nibs.",
         "Two great starter pens. Fine nibs are nice for everyday writing."),
    ], [
        ("Which fountain pens do I have?", [0], "single-hop"),
        ("What nib size are my pens?", [0], "single-hop"),
        ("What ink am I using in them?", [], "abstain"),
        ("What colour is my Pilot Metropolitan?", [], "abstain"),
        ("How do I flush out a fountain pen?", [], "abstain"),
    ]),
]

DESCRIPTION = ("Blind tiny-store set 18: 40 users (20 Simplified Chinese, 20 English) with 1 to 4 dated 2026 facts "
               "on fresh everyday topics; single-hop recall, update (newest fact as evidence, superseded facts stale) "
               "and abstain questions (unstated attributes, other people, other slots, world knowledge, unreported "
               "outcomes, advice) asked at 2026-12-20 20:00 +08:00. Written without knowledge of the engine.")

if __name__ == "__main__":
    write_tiny_stores("tiny-stores-18", DESCRIPTION, CASES, ASK, os.path.dirname(os.path.abspath(__file__)))
