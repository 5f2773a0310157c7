"""The case builder the make-dialogues-*.py generators share: sessions of alternating user and
assistant turns, questions as (query, evidence, type[, stale[, time]]) tuples, in the eval
harness's dialogue format (src/eval/datasets)."""
import json
from collections import Counter
import re
from datetime import datetime


def case_builder(default_question_time):
    """A `case(cid, user, sessions, questions)` whose questions are asked at `default_question_time` unless they name a time."""
    def case(cid, user, sessions, questions):
        out = []
        for si, (time, turns) in enumerate(sessions):
            sid = f"s{si + 1}"
            out.append({"id": sid, "time": time, "turns": [{"id": f"{sid}:{ti + 1}", "role": "user" if ti % 2 == 0 else "assistant", "content": text} for ti, text in enumerate(turns)]})
        qs = []
        for qi, q in enumerate(questions):
            query, evidence, kind = q[0], q[1], q[2]
            item = {"id": f"q{qi + 1}", "time": q[4] if len(q) > 4 else default_question_time, "query": query, "evidence": evidence, "type": kind}
            if len(q) > 3 and q[3]: item["stale"] = q[3]
            qs.append(item)
        return {"id": cid, "user": user, "sessions": out, "questions": qs}
    return case


def labelled_case_builder(default_question_time):
    """A `case(cid, user, sessions, questions)` like case_builder's whose user turns may be
    (label, text) pairs and whose questions name their evidence and stale turns by those labels,
    resolved here to turn ids like 's2:3'."""
    case = case_builder(default_question_time)

    def labelled(cid, user, sessions, questions):
        ids = {}
        plain = []
        for si, (time, turns) in enumerate(sessions):
            texts = []
            for ti, t in enumerate(turns):
                if isinstance(t, tuple):
                    label, text = t
                    assert ti % 2 == 0, (cid, label, "labels go on user turns")
                    assert label not in ids, (cid, label)
                    ids[label] = f"s{si + 1}:{ti + 1}"
                    texts.append(text)
                else:
                    texts.append(t)
            plain.append((time, texts))
        qs = []
        for q in questions:
            stale = q[3] if len(q) > 3 else None
            item = [q[0], [ids[x] for x in q[1]], q[2], [ids[x] for x in stale] if stale else None]
            if len(q) > 4:
                item.append(q[4])
            qs.append(tuple(item))
        return case(cid, user, plain, qs)
    return labelled


def validate(cases):
    """The checks both blind dialogue generators run before and after writing: ids, session order and size, turn roles, each question's time, type, evidence and stale turns."""
    ids = set()
    for c in cases:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        assert c["id"].startswith(("en-", "zh-")), c["id"]
        assert re.fullmatch(r"[\w.:@-]+", c["user"]), c["user"]  # the engine's user id syntax
        assert 3 <= len(c["sessions"]) <= 5, c["id"]
        turn_ids = set()
        last = None
        for s in c["sessions"]:
            t = datetime.fromisoformat(s["time"])
            assert t.utcoffset() is not None, s["time"]
            assert last is None or t > last, (c["id"], s["id"])
            last = t
            assert 4 <= len(s["turns"]) <= 10, (c["id"], s["id"])
            assert len(s["turns"]) % 2 == 0, (c["id"], s["id"])
            for i, turn in enumerate(s["turns"]):
                assert turn["role"] == ("user" if i % 2 == 0 else "assistant")
                assert turn["content"].strip()
                turn_ids.add(turn["id"])
        for q in c["questions"]:
            assert datetime.fromisoformat(q["time"]) > last, (c["id"], q["id"])
            assert q["type"] in ("single-hop", "multi-session", "update", "temporal", "abstain"), q
            if q["type"] == "abstain":
                assert q["evidence"] == [] and "stale" not in q, (c["id"], q["id"])
            else:
                assert q["evidence"], (c["id"], q["id"])
            for e in q["evidence"] + q.get("stale", []):
                assert e in turn_ids, (c["id"], q["id"], e)
            if q["type"] == "update":
                assert q.get("stale"), (c["id"], q["id"])
                assert not set(q["stale"]) & set(q["evidence"]), (c["id"], q["id"])
            if q["type"] == "multi-session":
                assert len({e.split(":")[0] for e in q["evidence"]}) > 1, (c["id"], q["id"])


def write_dialogues(out, name, description, cases):
    """Validates the cases, writes them to `out` in the eval harness's format, reads the file back and prints what it holds."""
    validate(cases)
    envelope = {
        "name": name,
        "version": 1,
        "description": description,
        "cases": cases,
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(envelope, f, ensure_ascii=False, indent=1)
        f.write("\n")

    with open(out, encoding="utf-8") as f:
        data = json.load(f)
    cases = data["cases"]
    validate(cases)
    en = sum(1 for c in cases if c["id"].startswith("en-"))
    zh = sum(1 for c in cases if c["id"].startswith("zh-"))
    sessions = sum(len(c["sessions"]) for c in cases)
    turns = sum(len(s["turns"]) for c in cases for s in c["sessions"])
    types = Counter(q["type"] for c in cases for q in c["questions"])
    total = sum(types.values())
    print(f"cases: {len(cases)} (English {en}, Chinese {zh})")
    print(f"sessions: {sessions}")
    print(f"turns: {turns}")
    print(f"questions: {total}")
    for k in ("single-hop", "multi-session", "update", "temporal", "abstain"):
        print(f"  {k}: {types.get(k, 0)}")
    print(f"  abstain share: {types.get('abstain', 0) / total:.1%}")
