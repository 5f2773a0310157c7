"""The case builder the make-dialogues-*.py generators share: sessions of alternating user and
assistant turns, questions as (query, evidence, type[, stale[, time]]) tuples, in the eval
harness's dialogue format (src/eval/datasets)."""


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
