"""The dataset builder the make-tiny-stores*.py generators share: each user's facts stored one
session per day (the user's fact and the assistant's reply), questions as (query, [fact index],
type[, [stale fact index]]) tuples asked at one time, in the eval harness's dialogue format."""
import json
import os
from collections import Counter



def tiny_store_dataset(name, description, cases, ask):
    built = []
    for user, facts, questions in cases:
        sessions = []
        for index, (day, said, reply) in enumerate(facts):
            sid = f"s{index + 1}"
            sessions.append({"id": sid, "time": f"{day}T19:30:00+08:00", "turns": [
                {"id": f"{sid}:1", "role": "user", "content": said},
                {"id": f"{sid}:2", "role": "assistant", "content": reply}]})
        qs = []
        for qi, (query, evidence, kind, *rest) in enumerate(questions):
            q = {"id": f"q{qi + 1}", "time": ask, "query": query, "evidence": [f"s{i + 1}:1" for i in evidence], "type": kind}
            stale = rest[0] if rest else []
            if stale: q["stale"] = [f"s{i + 1}:1" for i in stale]
            qs.append(q)
        zh = any('\u4e00' <= ch <= '\u9fff' for ch in facts[0][1])
        built.append({"id": user, "user": user, "tags": ["zh" if zh else "en", "tiny"], "sessions": sessions, "questions": qs})
    return {"name": name, "version": 1, "description": description, "cases": built}


def write_tiny_stores(name, description, cases, ask, here):
    """Writes `name`.json beside the generator and prints what it holds: users, languages, one-fact users, questions by type."""
    out = os.path.join(here, f"{name}.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(tiny_store_dataset(name, description, cases, ask), f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(out, encoding="utf-8") as f:
        back = json.load(f)
    built = back["cases"]
    langs = Counter(c["tags"][0] for c in built)
    one = sum(1 for c in built if len(c["sessions"]) == 1)
    kinds = Counter(q["type"] for c in built for q in c["questions"])
    total = sum(kinds.values())
    print(f"users: {len(built)}")
    print(f"zh: {langs['zh']}  en: {langs['en']}")
    print(f"users with one fact: {one}")
    print(f"questions: {total}  " + "  ".join(f"{k}: {v}" for k, v in sorted(kinds.items())))
    print(f"abstain share: {kinds['abstain'] / total:.1%}")
