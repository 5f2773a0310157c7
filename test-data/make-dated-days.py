"""Writes dated-days.json: a held-out check of questions that name a day, written like the
MemoryBank benchmark (Zhong et al. 2023) the issue-11 private set uses: each user talks with the
assistant on eight days over two months (four in April, four in May), every day about two everyday things (a trouble, a
request for films, books, recipes, music, a trip, a gift...), and the assistant recommends
something; the same kind of request comes back on another day with other answers, so only the
date tells the days apart. Questions ask what was said or recommended on a named day (5月4日,
4月27号, "April 27th", "on the 3rd", 上周二, "last Tuesday"), what was recommended without a date,
and personal things never said. Six users in Chinese, six in English.

Written for issue 11 (session 5) from this description alone, before any figure was read on it.
It is an evaluation set only: nothing is fit on it (it is not in `npm run fit:relevance`'s pool).
Run: python3 test-data/make-dated-days.py > test-data/dated-days.json

At scale (session 6, evaluation only): `--filler-days N` gives every user N more days of talk
between January 1 and March 24, 2026 (two of the same everyday topics a day, at least a week
before any day a question names), so a named day's memories compete with hundreds of others that
read alike; `--per-language M` writes M users per language instead of 6. The questions are the
same kinds (and, for the same M, the same questions). Without these options the output is
byte-identical to dated-days.json.
  python3 test-data/make-dated-days.py --filler-days 120 --per-language 3 > /tmp/dated-days-scale.json"""
import argparse
import json
import random
from datetime import datetime, timedelta

parser = argparse.ArgumentParser()
parser.add_argument("--filler-days", type=int, default=0)
parser.add_argument("--per-language", type=int, default=6)
options = parser.parse_args()

rng = random.Random(20261201)
# Its own generator, so the filler days leave every other draw (and so the questions) as they were.
filler_rng = random.Random(20261206)

# Each topic: (category, user line, assistant line). Several topics share a category, so a
# user can ask for films on two days and get different films.
EN = [
    ("films", "I'm bored tonight, any film ideas?", "You could watch Arrival, The Martian or Hidden Figures."),
    ("films", "Rainy weekend ahead, what should I watch?", "Try Paddington 2, Amélie or The Grand Budapest Hotel."),
    ("books", "Can you suggest a novel for my train rides?", "The Remains of the Day or Station Eleven would suit you."),
    ("books", "I want something light to read before bed.", "Try Three Men in a Boat or A Gentleman in Moscow."),
    ("cooking", "I want to cook something new this weekend.", "Try a Thai green curry or a simple shakshuka."),
    ("cooking", "My fridge has eggs, spinach and feta. Dinner idea?", "A spinach and feta frittata takes twenty minutes."),
    ("work", "My manager keeps moving my deadlines and I'm exhausted.", "That sounds draining; agree the priorities with him in writing."),
    ("work", "A colleague took credit for my report in the meeting today.", "Keep your drafts dated and mention your part to your lead calmly."),
    ("health", "My lower back hurts after sitting all day.", "Stand up every hour and try cat-cow stretches in the evening."),
    ("sleep", "I keep waking up at 4am and can't fall asleep again.", "Keep the phone out of the bedroom and get up at the same time daily."),
    ("travel", "I'm thinking about a quiet weekend trip.", "A cabin near a lake, or a small coastal town off season."),
    ("music", "I need music to study to.", "Try lo-fi playlists or Bach's Goldberg Variations."),
    ("neighbour", "My neighbour plays loud music at midnight.", "Talk to them calmly first; a friendly note can help too."),
    ("gift", "My sister's birthday is coming, what should I get her?", "A scented candle set or a pottery class voucher."),
    ("exercise", "I want to start running but I get bored fast.", "Try a couch-to-5k plan and run with a podcast."),
    ("money", "I spent way too much on takeaway this month.", "Plan three cheap meals a week and set a weekly food budget."),
]
ZH = [
    ("电影", "今晚好无聊，有什么电影推荐吗？", "可以看看《流浪地球》《你好，李焕英》或者《我不是药神》。"),
    ("电影", "周末下雨出不了门，看点什么好？", "推荐《寻梦环游记》《海蒂和爷爷》还有《布达佩斯大饭店》。"),
    ("书", "通勤路上想看本小说，推荐一下？", "可以读《活着》或者《解忧杂货店》。"),
    ("书", "睡前想看点轻松的书。", "试试《小王子》或者汪曾祺的《人间草木》。"),
    ("做饭", "这周末想学做个新菜。", "试试可乐鸡翅或者番茄牛腩，都不难。"),
    ("做饭", "冰箱里只有鸡蛋、西红柿和青椒，晚饭做什么？", "做个西红柿炒蛋再炒个虎皮青椒就很好。"),
    ("工作", "领导老是临时改截止日期，我快累垮了。", "听起来很消耗人，可以把优先级和他书面确认一下。"),
    ("工作", "今天开会同事把我做的方案说成是他的。", "保留好带日期的草稿，平静地跟主管说明你的贡献。"),
    ("健康", "坐了一天，腰好酸。", "每小时起来活动一下，晚上做几组猫式伸展。"),
    ("睡眠", "最近总是凌晨四点醒，然后就睡不着了。", "睡前别看手机，每天固定时间起床。"),
    ("旅行", "想找个安静的地方过周末。", "可以去湖边的民宿，或者淡季的海边小镇。"),
    ("音乐", "学习的时候听什么音乐好？", "可以听轻音乐歌单或者巴赫的《哥德堡变奏曲》。"),
    ("邻居", "楼上邻居半夜还在放很吵的音乐。", "先心平气和地沟通，也可以留张便条。"),
    ("礼物", "我妹妹快过生日了，送她什么好？", "香薰蜡烛礼盒或者陶艺体验课都不错。"),
    ("运动", "想开始跑步，但总是坚持不下去。", "试试从零开始的跑步计划，边跑边听播客。"),
    ("花钱", "这个月点外卖花太多钱了。", "每周做三顿简单的饭，给伙食定个周预算。"),
]

EN_CATEGORY_QUESTION = {
    "films": "which films did you recommend to me", "books": "which books did you suggest to me",
    "cooking": "what dish did you suggest I cook", "music": "what music did you recommend",
    "travel": "where did you suggest I go for a trip", "gift": "what gift did you suggest for my sister",
}
EN_TROUBLE = {
    "work": "what was bothering me at work", "health": "what health complaint did I mention",
    "sleep": "what sleep problem did I tell you about", "neighbour": "what problem did I have with my neighbour",
    "money": "what did I say about my spending",
}
ZH_CATEGORY_QUESTION = {
    "电影": "你给我推荐了哪些电影", "书": "你给我推荐了什么书", "做饭": "你建议我做什么菜",
    "音乐": "你推荐我听什么音乐", "旅行": "你建议我去哪里玩", "礼物": "你建议我送妹妹什么礼物",
}
ZH_TROUBLE = {
    "工作": "我跟你说了工作上的什么烦心事", "健康": "我说身体哪里不舒服", "睡眠": "我跟你说了什么睡眠问题",
    "邻居": "我跟你抱怨了邻居什么事", "花钱": "我说了自己在花钱上的什么问题",
}
EN_ABSTAIN = ["What's my blood type?", "Which football team do I support?", "What is my grandmother's name?", "How tall am I?"]
ZH_ABSTAIN = ["我的血型是什么？", "我支持哪支球队？", "我奶奶叫什么名字？", "我有多高？"]
EN_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"]


def ordinal(day):
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def en_date(day, style):
    if style == 0:
        return f"On {day.strftime('%B')} {ordinal(day.day)}"
    if style == 1:
        return f"On {day.strftime('%B')} {day.day}"
    return f"On the {ordinal(day.day)} of {day.strftime('%B')}"


def zh_date(day, style):
    return f"{day.month}月{day.day}{'日' if style % 2 == 0 else '号'}"


def pick_days():
    """Eight session days, four in April and four in May after the 5th, at least two days apart."""
    def four(month, first, last):
        while True:
            picked = sorted(rng.sample(range(first, last + 1), 4))
            if all(b - a >= 2 for a, b in zip(picked, picked[1:])):
                return [datetime(2026, month, day, 20, 0) for day in picked]
    return four(4, 1, 30) + four(5, 6, 31)


def make_case(index, language):
    topics = EN if language == "en" else ZH
    days = pick_days()
    # Two topics per day; the two topics of a shared category land on different days.
    order = topics[:]
    rng.shuffle(order)
    per_day = [order[2 * d: 2 * d + 2] for d in range(8)]
    sessions, where = [], []
    for d, (day, pair) in enumerate(zip(days, per_day)):
        sid = f"s{d + 1}"
        turns = []
        for t, (category, user_line, assistant_line) in enumerate(pair):
            turns.append({"id": f"{sid}:{2 * t + 1}", "role": "user", "content": user_line})
            turns.append({"id": f"{sid}:{2 * t + 2}", "role": "assistant", "content": assistant_line})
            where.append((category, d, f"{sid}:{2 * t + 1}"))
        sessions.append({"id": sid, "time": day.strftime("%Y-%m-%dT%H:%M:00+08:00"), "turns": turns})
    first_filler = datetime(2026, 1, 1, 20, 0)
    for f, offset in enumerate(sorted(filler_rng.sample(range(83), options.filler_days))):
        sid = f"f{f + 1}"
        turns = []
        for t, (_, user_line, assistant_line) in enumerate(filler_rng.sample(topics, 2)):
            turns.append({"id": f"{sid}:{2 * t + 1}", "role": "user", "content": user_line})
            turns.append({"id": f"{sid}:{2 * t + 2}", "role": "assistant", "content": assistant_line})
        sessions.append({"id": sid, "time": (first_filler + timedelta(days=offset)).strftime("%Y-%m-%dT%H:%M:00+08:00"), "turns": turns})
    sessions.sort(key=lambda session: session["time"])
    asked_at = datetime(2026, 6, 5, 21, 0)
    asked = asked_at.strftime("%Y-%m-%dT%H:%M:00+08:00")
    questions = []

    def add(query, evidence, kind, time=asked):
        questions.append({"id": f"q{len(questions) + 1}", "time": time, "query": query, "evidence": evidence, "type": kind})

    recommend = EN_CATEGORY_QUESTION if language == "en" else ZH_CATEGORY_QUESTION
    trouble = EN_TROUBLE if language == "en" else ZH_TROUBLE
    dated = [item for item in where if item[0] in recommend]
    troubles = [item for item in where if item[0] in trouble]
    rng.shuffle(dated)
    rng.shuffle(troubles)
    # Two dated recommendation questions, two dated trouble questions, one "what did we talk about".
    def that_day(category, d):
        return [turn for (c, dd, turn) in where if c == category and dd == d]

    for style, (category, d, _) in enumerate(dated[:2]):
        if language == "en":
            add(f"{en_date(days[d], style)}, {recommend[category]}?", that_day(category, d), "temporal")
        else:
            add(f"{zh_date(days[d], style)}那天{recommend[category]}？", that_day(category, d), "temporal")
    for style, (category, d, _) in enumerate(troubles[:2]):
        if language == "en":
            add(f"{en_date(days[d], style + 1)}, {trouble[category]}?", that_day(category, d), "temporal")
        else:
            add(f"{zh_date(days[d], style + 1)}那天{trouble[category]}？", that_day(category, d), "temporal")
    # "On the 17th" with no month: a May day after the 5th, so the latest 17th before June 5 is it.
    d = rng.choice([i for i, day in enumerate(days) if day.month == 5 and day.day > 5])
    day_turns = [turn for (_, dd, turn) in where if dd == d]
    if language == "en":
        add(f"What did we talk about on the {ordinal(days[d].day)}?", day_turns, "temporal")
    else:
        add(f"{days[d].month}月{days[d].day}日我们聊了些什么？", day_turns, "temporal")
    # Relative weekday: asked the Monday after the last session day (nothing said after it yet),
    # so "last <weekday>" has one reading.
    d = 7
    monday = days[d] + timedelta(days=7 - days[d].weekday())
    if (monday - days[d]).days < 2:
        monday += timedelta(days=7)
    relative_time = monday.replace(hour=9).strftime("%Y-%m-%dT%H:%M:00+08:00")
    day_turns = [turn for (_, dd, turn) in where if dd == d]
    last_week = (monday - days[d]).days > 7
    if language == "en":
        name = EN_WEEKDAYS[days[d].weekday()]
        phrase = f"the {name} before last" if last_week else f"last {name}"
        add(f"What did I tell you about {phrase}?", day_turns, "temporal", relative_time)
    else:
        name = ZH_WEEKDAYS[days[d].weekday()]
        phrase = f"上上周{name}" if last_week else f"上周{name}"
        add(f"{phrase}我跟你说了什么？", day_turns, "temporal", relative_time)
    # A category asked without a date: every day it came up is evidence.
    shared = [category for category in recommend if sum(1 for item in where if item[0] == category) == 2]
    if shared:
        category = shared[0]
        turns = [turn for (c, _, turn) in where if c == category]
        if language == "en":
            add(f"{recommend[category][0].upper()}{recommend[category][1:]}?", turns, "single-hop")
        else:
            add(f"{recommend[category]}？", turns, "single-hop")
    abstain = EN_ABSTAIN if language == "en" else ZH_ABSTAIN
    add(abstain[index % len(abstain)], [], "abstain")
    return {"id": f"dated-{language}-{index + 1}", "user": f"d{language}{index + 1}", "sessions": sessions, "questions": questions}


cases = [make_case(i, "zh") for i in range(options.per_language)] + [make_case(i, "en") for i in range(options.per_language)]
print(json.dumps({
    "name": "dated-days",
    "version": 1,
    "description": "MemoryBank-style held-out check of questions that name a day (issue 11, session 5); evaluation only, not in the fit pool.",
    "cases": cases,
}, ensure_ascii=False, indent=1))
