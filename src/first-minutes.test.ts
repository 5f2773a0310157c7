import { afterAll, describe, expect, it } from 'vitest';
import { createDefaultEmbedder } from './embedders/default-embedder.js';
import { Memory } from './memory.js';
import { SqliteStore } from './stores/sqlite/sqlite-store.js';

/**
 * A user's first minutes: one or two memories added as they are, then a question, on a fresh
 * store with the default embedder. Each pair says whether the memory should come back (it bears
 * on the answer: a dietary limit on a restaurant request, a standing instruction on any request,
 * an injury on a skiing plan) or nothing should (the question is about something else). Written
 * by hand in session 12 as everyday facts and questions in both languages, from no eval set; two
 * more pairs it was written with still fail and are in docs/retrieval.md, "Not done, or weak"
 * ("any tips for a weekend hike with my pet?" of a golden retriever, 周末附近有什么好玩的地方 of
 * 我住在成都). Where a question asks the current state, the current memory must come first. Session
 * 44 added pairs found the same way (the newcomer check), also from no eval set.
 */
const PAIRS: [string[], string, boolean][] = [
  [['I have a golden retriever named Max'], "what's my dog's name", true],
  [['我养了一只柯基叫豆豆'], '我的狗叫什么名字', true],
  [['I live in Seattle'], "what's the weather like where I live", true],
  [['I live in Seattle'], 'recommend a good pizza recipe', false],
  [['My wife Anna is a teacher'], "what does my wife do", true],
  [['My wife Anna is a teacher'], "what's my wife's name", true],
  [['我老婆叫小美，是护士'], '我老婆是做什么的', true],
  [['I am learning Spanish for a trip to Mexico in June'], 'which language am I studying', true],
  [['I am learning Spanish for a trip to Mexico in June'], 'when is my trip', true],
  [['我在准备雅思考试，目标7分'], '我在准备什么考试', true],
  [['I prefer concise answers with bullet points'], 'explain how vaccines work', true],
  [['以后回答请用中文'], 'what is the capital of France', true],
  [['I play tennis every Saturday morning'], 'am I free on Saturday at 10am', true],
  [['I play tennis every Saturday morning'], 'what sport do I play', true],
  [['我每周三晚上打篮球'], '我周三晚上有空吗', true],
  [['I drive a red Honda Civic'], 'what car do I drive', true],
  [['I hate horror movies'], 'recommend a movie for tonight', true],
  [['I hate horror movies'], 'how do I fix a flat tire', false],
  [['我喜欢周杰伦'], '推荐几首歌', true],
  [['I have type 2 diabetes'], 'can I eat a chocolate cake', true],
  [['我有高血压'], '我能喝咖啡吗', true],
  [['My birthday is on March 3rd'], 'when is my birthday', true],
  [['My son Tom is 8 years old'], 'how old is my son', true],
  [['My son Tom is 8 years old'], 'gift ideas for my kid', true],
  [['我女儿今年上三年级'], '我女儿几年级了', true],
  [['I work remotely from home as a software engineer'], 'what do I do for a living', true],
  [['I work remotely from home as a software engineer'], 'where do I work', true],
  [['I am saving for a house down payment'], 'what am I saving money for', true],
  [['我下个月要去日本旅游'], '我要去哪里旅行', true],
  [['我下个月要去日本旅游'], '帮我写一首诗', false],
  [['I am allergic to cats', 'I live in Berlin'], 'should I adopt a kitten', true],
  [['I moved to Austin last year', 'I used to live in Boston'], 'where do I live now', true],
  [['我以前在北京工作，现在搬到深圳了'], '我现在在哪个城市', true],
  [['我是一名程序员，平时用Java'], '推荐一本适合我的技术书', true],
  [['我是一名程序员，平时用Java'], '今天股市怎么样', false],
  [['我每天早上六点起床跑步'], '我一般几点起床', true],
  [['我在减肥，晚上不吃主食'], '晚饭给我推荐个菜谱', true],
  [['我在减肥，晚上不吃主食'], '帮我翻译一句英文', false],
  [['我妈妈下个月过六十大寿'], '给我妈准备什么生日礼物好', true],
  [['我的猫叫咪咪，三岁了'], '我家猫几岁了', true],
  [['我喜欢爬山和露营'], '这个周末有什么户外活动推荐', true],
  [['我在上海浦东上班'], '我公司在哪个区', true],
  [['我开的是一辆特斯拉Model Y'], '我的车要多久保养一次', true],
  [['我有轻微的乳糖不耐受'], '早餐喝什么好', true],
  [['我有轻微的乳糖不耐受'], '推荐一部纪录片', false],
  [['我正在学日语，准备考N2'], '我在学哪门外语', true],
  [['我老公是医生，经常值夜班'], '我老公做什么工作', true],
  [['我不喜欢太甜的东西'], '推荐一家甜品店', true],
  [['I am training for a marathon in October'], 'what race am I preparing for', true],
  [['I am training for a marathon in October'], 'what should I eat before a long run', true],
  [['I am a vegan'], 'give me a recipe for dinner', true],
  [['I am a vegan'], 'what is the tallest mountain in the world', false],
  [['My favorite band is Radiohead'], 'suggest some music for my commute', true],
  [['I have two kids, Emma and Noah'], 'how many children do I have', true],
  [['I have two kids, Emma and Noah'], "what are my kids' names", true],
  [['I work night shifts at a hospital'], 'when should I schedule my dentist appointment', true],
  [['I live in a small apartment in Tokyo'], 'what pet would suit my home', true],
  [['My budget for a new laptop is $1000'], 'which laptop should I buy', true],
  [['I am afraid of flying'], 'how should I travel to London from Paris', true],
  [['I speak French and English'], 'what languages do I speak', true],
  [['I broke my leg last month'], 'can I go skiing next week', true],
  [['I broke my leg last month'], 'what is the capital of Japan', false],
  [['We are planning our wedding for next May'], 'when is my wedding', true],
  // A definite noun the memory holds anchors a question that names nobody (session 35); a kind it does not hold does not.
  [["Joined the Riverside Community Choir last month. Rehearsals are Tuesday nights at St. Mark's church hall"], 'Where does the choir practice?', true],
  [["Joined the Riverside Community Choir last month. Rehearsals are Tuesday nights at St. Mark's church hall"], 'How tall is the Eiffel Tower?', false],
  // Session 44, tried on one-memory stores: each came back empty (or, the last three, answered) before.
  // A month that names someone, a bare noun of one's own life, a name opening its sentence.
  [['My daughter June wants to study environmental science'], 'What does June want to major in?', true],
  [['My landlord is Mr. Okafor and rent is due on the 1st'], 'When is rent due?', true],
  [['Marcus and I are getting married next spring'], 'Who am I marrying?', true],
  [['Tom is my brother, he lives in Seattle'], "What's my brother's name?", true],
  // "How long have I …" is answered by when it began.
  [['I moved to Lisbon in 2023'], 'How long have I lived in Lisbon?', true],
  // Another of the user's kin, and the asked child called by kinship, answer no "who" or name question.
  [['My brother Callum asked me to be his best man'], "What's my sister's name?", false],
  [['女儿糖糖今年上三年级了'], '糖糖现在的班主任是谁？', false],
  [['儿子乐乐在学游泳'], '乐乐的游泳教练是谁？', false],
  // Session 45, tried on one-memory stores: each came back empty before; the world questions beside them still get nothing.
  [['今天把车开去4S店做了保养，换了机油和空调滤芯，花了六百八。'], '在哪儿保养的？', true],
  [['今天把车开去4S店做了保养，换了机油和空调滤芯，花了六百八。'], '彩虹怎么形成的？', false],
  [["I've been taking Spanish lessons with a tutor named Lucia, $40 per lesson, twice a week."], 'What does each lesson cost?', true],
  [["I've been taking Spanish lessons with a tutor named Lucia, $40 per lesson, twice a week."], 'How many bones does each hand have?', false],
  [['The cosplay arm is finally done! Foam over a PVC core, and it weighs under two pounds.'], 'How heavy is the arm?', true],
  [['I registered a DBA for my snow plowing business, Pelton Plow & Mow.'], 'How long ago did I register my DBA?', true],
  [['I registered a DBA for my snow plowing business, Pelton Plow & Mow.'], 'How long ago did the Roman Empire fall?', false],
  // Session 46, tried on one-memory stores: the abstain pairs came back answered, 带我跑步的是谁？ empty, before.
  // Pay and a price asked of a thing are sums of money; a familiar name jieba tags a time word (老周) is a person.
  [['I work at the bakery on weekends.'], "What's my hourly pay at the bakery?", false],
  [['My hourly pay at the bakery is $18.'], "What's my hourly pay?", true],
  [['Bought new running shoes, the Pegasus 41.'], 'How much were the shoes?', false],
  [['Bought new running shoes, the Pegasus 41, for $130.'], 'How much were the shoes?', true],
  [['I see a therapist every other Monday.'], 'How much is my therapy copay?', false],
  [['车开了三万公里了，该保养了。'], '车是多少钱买的？', false],
  [['带我跑步的老周是个退休的体育老师。'], '带我跑步的是谁？', true],
  // Session 47: the answered pairs came back empty, 儿子的家教姓什么？ of the son's own name answered, before.
  // A kind of the asked thing a few WordNet steps down, the tutor a possessive 的 names, a bare topic asked when.
  [["I'm allergic to kiwi, my mouth gets itchy."], 'Which fruit am I allergic to?', true],
  [['I bike to work most days, about 25 minutes.'], 'Which train line do I take?', false],
  [['Picked out a floating vanity in white oak for the bathroom.'], 'What wood is the vanity made of?', true],
  [['给儿子请了个数学家教，姓王，每周六上午来。'], '儿子的数学家教姓什么？', true],
  [['我儿子叫小宝，今年八岁。'], '儿子的家教姓什么？', false],
  [['报名了市里的羽毛球比赛，5月18号。'], '比赛是几号？', true],
  // Session 48: the three answered pairs came back empty before. Running a business is a job; a familiar
  // name (老周) makes a question with 一般 about what someone said; "it" points back at the one thing told.
  [['My brother runs a small bike shop in Leeds.'], 'What does my brother do for work?', true],
  [['My brother ran a half marathon in Leeds last spring.'], 'What does my brother do for work?', false],
  [['老周推荐我去闲鱼买二手自行车，一般八百左右。'], '老周推荐的二手车一般多少钱？', true],
  [['Made a batch of candles tonight with soy wax and cedarwood oil.'], "What's it scented with?", true],
  [['Made a batch of candles tonight with soy wax and cedarwood oil.'], 'How long does it take for soy wax to cure?', false],
  [['最近在扎针灸，找的是李大夫，每周去两次。'], '皮肤科医生姓什么？', false],
  // The possessor a "who" question names is no answer to it (the question's words had left out "sister's").
  [['My sister has a regular Tuesday yoga class.'], "Who is my sister's yoga teacher?", false],
  // Session 49: kin of their own, thousands of miles, a clock time's minutes, the days of the week, floors, specialists, 个点, years of work.
  [["My niece Ava turns 6 next month and she's obsessed with dinosaurs."], "What's my nephew's name?", false],
  [['My cousin Priya is getting married in Jaipur.'], 'Where is my brother getting married?', false],
  [['Bought a used Subaru Outback, 62k miles, dark blue.'], 'How much did I pay for my car?', false],
  [['Bought a used Subaru Outback, 62k miles, dark blue.'], 'How many miles are on my car?', true],
  [['Signed up for a pottery class, Wednesdays 6:30 to 8.'], 'How much does the pottery class cost?', false],
  [['Signed up for a pottery class, Wednesdays 6:30 to 8.'], 'What night is my pottery class?', true],
  [['I sing in a community choir twice a week.'], 'What night is my choir practice?', false],
  [["I'm now in a second-floor apartment in Medford."], 'What floor do I live on?', true],
  [["Saw an allergist today, Dr. Okafor, turns out I'm allergic to cats."], "What's my allergist's name?", true],
  [['我在律所上班，老板是合伙人周律师。'], '我老板姓什么？', true],
  [['我们公司公积金比例降到了8%。'], '我们公司公积金按几个点交？', true],
  [['我在招商银行当柜员，周六还得轮班。'], '我在银行干了几年？', false],
  [["I've started learning the cello, lessons on Tuesdays."], 'How many months have I been learning the cello?', true],
  [['我在招商银行当柜员，周一到周五上班。'], '我每周上几天班？', true],
  // Session 50: kin the store never names, sides of the body, an estimated score, a username, 表妹 and her name, two questions in one.
  [["I had a lumbar puncture on Monday and I've had a headache since."], "What's my sister's name?", false],
  [['My sister Hana is a pharmacist in Osaka.'], "What's my sister's name?", true],
  [['Grandma June makes the best apple pie in Ohio.'], 'Where does my grandma live?', true],
  [['最近加班很多，每天九点才到家。'], '我老公几点下班？', false],
  [['我老公在医院上班，一般六点下班。'], '我老公几点下班？', true],
  [['Mia started second grade this fall and loves her teacher.'], 'What grade is my daughter in?', true],
  [['跑步的时候崴了脚，肿了两天。'], '我崴的是左脚还是右脚？', false],
  [['跑步的时候把右脚崴了，肿了两天。'], '我崴的是左脚还是右脚？', true],
  [["The ringing in my ears started after the concert, I saw Dr. Ortiz at Bayview Clinic."], 'Which ear is worse?', false],
  [['儿子高考考完了，估分610左右。'], '儿子高考估了多少分？', true],
  [['My gamer tag is NightOwlPete on every platform.'], "What's my username?", true],
  [['Renewed my passport online, paid the $130 fee.'], "What's my passport number?", false],
  [['我表妹王可欣在读研究生。'], '我表妹叫什么？', true],
  [['Got a new rescue dog, a two-year-old greyhound called Pip.'], 'How old is my dog, and what did I name him?', true],
  // Session 51: each of the first eight was wrong on session 50's code (answered pairs empty, the others answered); a generic
  // "usually" inside a reported telling or beside 它, 老师傅, an uncommon surname, a first time, an exam's other part, 小舅.
  [["Got diagnosed with Bell's palsy. The doctor said it usually takes three to six months to get better"], 'How long did the doctor say it usually takes to get better?', true],
  [['带我的师傅姓邬，干这行二十多年了'], '带我的老师傅姓什么？', true],
  [['家里新来了只松鼠，它每天凌晨四五点就开始在笼子里跑酷'], '它一般几点开始折腾？', true],
  [['我家变色龙绿豆糕第一次蜕皮了'], '它头一回蜕皮是什么时候？', true],
  [['新来的伍老师现在带我做古籍修复'], '现在是哪位老师带我？', true],
  [['教练姓柯，以前是跑远洋渔船的船老大'], '柯教练以前是干啥的？', true],
  [['宠物美容证拿到了，实操考的是比熊造型，得了八十六分'], '理论考了多少分？', false],
  [['外婆住进养老院了，同屋是个姓霍的老太太'], '我小舅叫什么名字？', false],
  // The world questions beside them still get nothing: 吉他 holds no pronoun, and "degus" asked of in general.
  [["I'm learning to play the classical guitar"], '民谣吉他和古典吉他有什么区别？', false],
  [['I keep two degus'], 'How long do degus usually live?', false],
  // Session 52: each but the new manager and the Blue Door café was wrong on session 51's code; a price per pair told bare,
  // an uncommon surname between 的 and a title, a name before "the teacher", "altitude" before a noun, a road's
  // designation, a thing's name told beside the thing in English, and the name of a named person's or a relative's own.
  [['社区的羽毛球队统一订了球拍，一副八十五'], '羽毛球拍多少钱一副？', true],
  [['物业的蒙经理答应下周派人来修电梯'], '物业是哪位经理管这事？', true],
  [['物业的新经理答应下周派人来修电梯'], '物业是哪位经理管这事？', false],
  [['First class went well! Margot, the teacher, says my centering is decent'], "What's my pottery teacher called?", true],
  [['The travel clinic gave me acetazolamide for the Everest base camp trek'], 'What altitude pills did the clinic give me?', true],
  [['My commute is forty minutes, mostly on I-94'], 'Which highway do I take to work?', true],
  [['We met at a café near the station and talked for three hours, Lisbon is so pretty'], "What's the name of the café we met at?", false],
  [['We met at the Blue Door café near the station and talked for three hours'], "What's the name of the café we met at?", true],
  [['My friend Mia is getting married in Denver next spring'], "What's the name of Mia's husband?", false],
  [['My sister Jenna just adopted a rescue dog'], "What is the name of my sister's dog?", false],
  // Session 53: each but Owen's and Cantor Levy's was wrong on session 52's code once a turn's assistant reply stopped
  // answering for the user (below); a pet named between 我家 and 是只, a title jieba read whole with an uncommon surname,
  // bare ages told of named children, a price per day after the sum, a name with an accent opening an apposition; and
  // another child's age, or the question's own title before a surname, still no answer.
  [['我家可乐是只英短蓝猫，五岁了，脾气大得很'], '我的猫叫啥来着？', true],
  [['这俩月在跟评弹团退下来的倪老师学苏州评弹'], '我学评弹的老师姓啥？', true],
  [['My daughter asked if her two kids can stay with me this summer. Lucas is 9 and Ivy is 6.'], 'How old are Lucas and Ivy?', true],
  [['今天去上了帆船体验课，八百八一天，装备全包'], '帆船课多少钱？', true],
  [['Gráinne, the volunteer coordinator, says he lights up when I come in'], "Who's the volunteer coordinator at the hospice?", true],
  [['My son Owen is 16 and working on his Eagle project'], 'How old is my daughter Elsie?', false],
  [['He meets with Cantor Levy twice a week to learn his Torah portion'], "What's Cantor Levy's first name?", false],
  // Session 54, written by hand for this session's readings: how long one has had a thing (its getting dates it), an age in a
  // relative clause after a name, a colour compounded with the asked thing, a family name told whole or not at all, nights
  // asked without a question mark, a race named by its distance, 支 counting teams, "What have we named …?"; and no job of the
  // user's in someone else's title, no span in when something began, no name in 叫 that summons.
  [['We got two goats from a farm up the road this spring'], 'How long have I had the goats?', true],
  [['家里新买了台扫地机器人，石头的'], '扫地机买回来多久了？', true],
  [["My stepdaughter Mia, who's 7, started at a new school this week"], 'How old is my stepdaughter?', true],
  [['小区里就剩一只橘猫还没抓到，太精了'], '还没抓到的那只是什么颜色的猫？', true],
  [['My piano teacher is Esteban, he is very patient with me'], "What's my piano teacher's surname?", false],
  [['My piano teacher is Esteban Ruiz, he is very patient with me'], "What's my piano teacher's surname?", true],
  [['国庆去川西，在新都桥住了两晚'], '我们在新都桥住了几晚', true],
  [['Signed up for the 10K in Chicago this fall'], 'Which distance am I racing in Chicago?', true],
  [['周末跟朋友组队去打了个邀请赛，一共来了十二支队伍'], '那次邀请赛一共有几支队伍参加？', true],
  [['We adopted a kitten and named her Pickle'], 'What have we named the kitten?', true],
  [['Second week of training. My OJT instructor is Carla, she has been there 22 years'], 'What do I do for a living?', false],
  [['入坑天文摄影了，上周末跑到山上拍了第一张仙女座星系'], '我单张曝光一般多长时间？', false],
  [['忙不过来，叫了我妈和我小姨来帮忙'], '我小姨叫什么？', false],
  // A thing one had, asked with a light verb: told only by a memory that names it.
  [["Tore my Achilles playing volleyball, I'm in a walking boot for ten weeks"], 'Did I get a knee scooter?', false],
  [['Tore my Achilles playing volleyball, rented a knee scooter for the first month'], 'Did I get a knee scooter?', true],
  [['We hosted the block party on Saturday, about 90 people came'], 'Was there a bouncy castle?', false],
  // Session 55: a weekly habit tells no first or start of something, and tells when it recurs; hours asked are not told by
  // days; a span asked of every day; no job in someone met by name; a depth told or not; 师父 named by 姓; a hyphened score; a sum
  // spent before what it bought; an exam part's bare score.
  [['Joined a community choir, rehearsals are Tuesday evenings at the library'], 'When is our first concert?', false],
  [['Joined a community choir, rehearsals are Tuesday evenings at the library'], 'When do we rehearse?', true],
  [['报了个书法班，每周六上午上课'], '我什么时候开始学行书？', false],
  [['Worked the farmers market stall all weekend, sold out of honey by Sunday'], 'How many hours did I work at the market?', false],
  [['我每天晚上练半小时尤克里里'], '我每天练多长时间尤克里里？', true],
  [['Took a pottery class today with an instructor named Hana'], "What's my job?", false],
  [['Built a raised bed for the tomatoes, filled it 30 cm deep with compost'], 'How deep is the raised bed?', true],
  [['跟师父学太极拳快一年了，师父姓陈'], '我的太极师父姓什么？', true],
  [['Got my first deer this fall, an 8-point buck'], 'How many points did my buck have?', true],
  [['上周花三百二买了根碳纤维的门球杆'], '我那根门球杆花了多少钱？', true],
  [['导游证考完了，笔试82，面试还没出成绩'], '我笔试考了多少分？', true],
  // Session 56: a person named by a pronoun in the next sentence; a bare noun asked "what night"; times a period told by
  // times or days, not by a price; a relative "who" in a name question; a rate no span of years; a thing had, asked with 过;
  // a brand no place.
  [['We hired a doula! Her name is Maya Okafor'], "What's our doula's name?", true],
  [['Signed up for a pottery class at the community center, Thursday nights 7 to 9'], 'What night is pottery class?', true],
  [['报了个瑜伽私教，年卡四千八'], '我一周上几次瑜伽课？', false],
  [['瑜伽课每周二、周四晚上上'], '我一周上几次瑜伽课？', true],
  [['Got the roof redone last month, the roofer charged $12,000'], "What's the name of the roofer who did our roof?", false],
  [['车贷月供三千二，每个月15号扣款'], '我的车贷要还几年？', false],
  [['我家狗狗豆豆去年领养的，三岁了'], '豆豆做过绝育吗？', false],
  [['Bought a new putter at a golf shop in Dayton'], 'What brand is my putter?', false],
  // Session 57: an additive yes-no question (also, too, as well; 也) is told only by a memory naming what it adds; a thing
  // had, asked with "any" or with 过 after any verb.
  [["Joined the handbell choir at St. Aidan's church, I ring the C5 and D5 bells"], "Do I also sing in the church's vocal choir?", false],
  [['I sing alto in the vocal choir at church, and I ring handbells on Thursdays'], "Do I also sing in the church's vocal choir?", true],
  [['我在美发店当学徒，先从洗头和吹风学起'], '我是不是也在学化妆？', false],
  [['My son Rory started nursery in March, he is 14 months old'], 'Has Rory had any ear infections?', false],
  [['报名了四姑娘山二峰的攀登，这是我第一次爬五千米以上的山'], '我以前爬过哈巴雪山吗？', false],
  // Session 58: a day of the month and a sum are no count of the asked thing; a measure's genitive asks no kind; a
  // compound names its head; a noun's relatives are its noun senses' ("stroke" as a verb brought "lap").
  [['Signed up for the sommelier exam in Denver on November 14'], 'How many questions are on my exam?', false],
  [['Signed up for the sommelier exam in Denver, the fee is $725'], 'How many questions are on my exam?', false],
  [['Joined the community garden, the membership is $40 a year'], "How much does a year's membership cost at present?", true],
  [['We have 30 geocaches logged so far'], 'How many caches have we found?', true],
  [['I swim laps at the Y on Tuesday mornings'], 'Which stroke do I swim?', false],
  // Session 59: a fee named by its compound is not told by another fee's sum; an identifier asked (房间号, "what number is
  // on") is told by a code; a surname before a role noun names the person; a machine's size is told by its power; a rate
  // asked with no noun is a pay.
  [['今年冬天燃气费涨了，12月份到了260'], '我家12月份的电费是多少？', false],
  [['电费一个月三百多，燃气费一百八'], '我家的电费一个月多少？', true],
  [['我们蜜月住在阿雅达的水上别墅，一共花了6万5'], '我们住的房间号是多少？', false],
  [['The kids got new hockey jerseys for the season, $45 each'], 'What number is on my hockey jersey?', false],
  [['去公证处咨询了，接待的是李公证员，公证费四万八'], '帮我们办公证的公证员姓什么？', true],
  [["We're getting a Generac Guardian 22kW standby generator"], 'What size generator are we getting?', true],
  [['My daughter Isla works 16 hours a week at the café'], 'How much an hour does Isla get at the café?', false],
  // Session 60: the price of one made thing is told by a memory naming it (or a narrower or broader word for it); a role
  // by its other names (attorney); 主管 and 经理 as persons by role; a titled person's full name; a substance's number is
  // a reading, not a code.
  [['Set up the home office: the ergonomic chair was $310 and the monitor arm $45'], 'How much did I pay for my writing desk?', false],
  [['Found a walnut writing desk at the flea market for $240'], 'How much did I pay for my writing desk?', true],
  [['Bought a used motorcycle from a guy in Reno, $4,800'], 'How much did I pay for the motorbike?', true],
  [['The tenant union put me in touch with an attorney, Priya Raman'], "What's my lawyer's name?", true],
  [['季度评估拿了B，主管老邱说下半年再看'], '我主管叫什么？', true],
  [['复诊还是孟医生看的，说恢复得不错'], '孟医生叫什么名字？', false],
  [['主治医生孟庆华说恢复得不错'], '孟医生叫什么名字？', true],
  [['宴会经理姓邵，人很靠谱'], '酒店对接的宴会经理叫什么？', true],
  [['Blood test came back: my ferritin was low at 18, so I started iron tablets'], 'What was my ferritin number?', true],
  // Session 61: a person described, then named; a two-character surname before a title; nothing paid is a price; a count
  // jieba keeps whole; a why asked in the cleft 是为什么…的; a time before the asker's present anchors the question; what a
  // thing cost asks money.
  [['Our landlord is a guy called Mr. Brennan, he lives upstairs'], "What's my landlord's name?", true],
  [['带我们的是欧阳老师，教了二十多年书'], '带我们的老师姓什么？', true],
  [['Got my flu shot at the pharmacy for free'], 'How much did the flu shot cost?', true],
  [['这个月读了两本书，都是推理小说'], '我这个月读了几本书？', true],
  [['给爸妈买了台按摩椅，我爸腰不好'], '按摩椅是为什么买的？', true],
  [['之前合租的房东姓钟，人挺好'], '之前的房东姓什么？', true],
  [['Put new tires on the car this morning'], 'What did the new tires cost?', false],
  [['Put new tires on the car this morning, $620 fitted'], 'What did the new tires cost?', true],
  // Session 62: a numbered street, a part of the day as a span, a fee asked by its period, the job of one retired, the
  // days left until something, a change asked why.
  [['Got my first paid mural commission: the Gable & Grind café on 9th Street wants a wall of hummingbirds'], 'What street is the café on?', true],
  [['回老家帮我爸收麦子，雇了一台收割机，一上午就割完了'], '全部割完用了多长时间？', true],
  [['加入了一家赛艇俱乐部，年费四千八，教练姓孙'], '我一年会费交多少钱？', true],
  [['主教练姓程，是退役的空军地勤，特别严格'], '主教练以前是干什么的？', true],
  [['加场定了！成都站10月14号，我抢到的是看台票'], '离成都站演唱会还有多少天？', true],
  [['编辑建议改了书名，平台说原来那个名字搜的人太少'], '书名为什么要改？', true],
];

const embedder = createDefaultEmbedder();
const memories: Memory[] = [];
afterAll(async () => {
  for (const memory of memories) await memory.close();
});

async function freshMemory(): Promise<Memory> {
  const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder });
  memories.push(memory);
  await memory.init();
  return memory;
}

describe("a user's first minutes on a fresh store", () => {
  it.each(PAIRS)('%j / %s: returns a memory = %s', async (facts, question, expected) => {
    const memory = await freshMemory();
    for (const text of facts) await memory.add({ userId: 'u', text });
    const results = await memory.search({ userId: 'u', query: question });
    expect(results.length > 0).toBe(expected);
  });

  it('puts into the prompt what search returns, also a memory found through its topic alone', async () => {
    const memory = await freshMemory();
    const allergy = await memory.add({ userId: 'u', text: '我对花生过敏' });
    const [found] = await memory.search({ userId: 'u', query: '晚饭吃什么' });
    expect(found?.id).toBe(allergy.id);
    expect(found?.score).toBe(0);
    const { messages, report } = await memory.buildContext({ scope: { userId: 'u' }, question: '晚饭吃什么' });
    expect(report.items.find((item) => item.id === allergy.id)?.included).toBe(true);
    expect(messages.map((message) => message.content).join('\n')).toContain('我对花生过敏');
  });

  it("takes no answer from the assistant's reply in a remembered turn, only from the user's words", async () => {
    const memory = await freshMemory();
    await memory.remember({ userId: 'u', sessionId: 's1', turnId: '1', user: 'We brought home a betta fish for my desk, named him Noodle', assistant: 'Bettas usually live three to five years with good care.' });
    expect(await memory.search({ userId: 'u', query: 'How long will my betta live?' })).toEqual([]);
    expect((await memory.search({ userId: 'u', query: "What's my betta called?" })).length).toBeGreaterThan(0);
  });

  it('ranks first what a thing came to over what it was reckoned to cost, and a plan given up over the plan (session 61)', async () => {
    const memory = await freshMemory();
    await memory.add({ userId: 'u', text: 'I reckon the kitchen repaint will cost about $800' });
    const paid = await memory.add({ userId: 'u', text: 'Kitchen repaint is done, it came to $1,150 in the end' });
    expect((await memory.search({ userId: 'u', query: 'What did the kitchen repaint cost?' }))[0]?.id).toBe(paid.id);
    await memory.add({ userId: 'u', text: 'I was planning to renew my lease in May, the flat is fine' });
    const off = await memory.add({ userId: 'u', text: "The landlord raised the rent again, so I'm not renewing the lease" });
    expect((await memory.search({ userId: 'u', query: 'Am I going to renew my lease?' }))[0]?.id).toBe(off.id);
  });

  it('ranks first the trip whose course was changed over the trip as first told (session 62)', async () => {
    const memory = await freshMemory();
    await memory.add({ userId: 'u', text: "I'm taking a trip with my buddy Gil to fish the Madison River in Montana in August" });
    const changed = await memory.add({ userId: 'u', text: "Gil and I changed course, Montana flights were insane, so we're driving up to the Au Sable in Michigan" });
    expect((await memory.search({ userId: 'u', query: 'Where am I going fishing with Gil?' }))[0]?.id).toBe(changed.id);
  });

  it('ranks the current state first when the old one is said after it', async () => {
    const memory = await freshMemory();
    const current = await memory.add({ userId: 'u', text: 'I moved to Austin last year' });
    await memory.add({ userId: 'u', text: 'I used to live in Boston' });
    expect((await memory.search({ userId: 'u', query: 'where do I live now' }))[0]?.id).toBe(current.id);
  });
});
