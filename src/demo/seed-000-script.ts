/** The seed 000 scenario: a user mentions life details across sessions, later questions need them. */
export interface DemoTurn {
  user: string;
  assistant: string;
}

export interface DemoSession {
  sessionId: string;
  /** When the session started; turn N happened N - 1 minutes later. */
  time: string;
  turns: DemoTurn[];
}

export interface DemoQuestion {
  question: string;
  /** Recall inside this session (seed 000's `where={"session_id": ...}`), or across the user's sessions when null. */
  sessionId: string | null;
  /** What a good recall contains; shown beside the result so a reader can judge it. Null: nothing should come back. */
  expect: string | null;
}

export const demoUser = 'demo-user';

export const demoSessions: DemoSession[] = [
  {
    sessionId: 'monday',
    time: '2026-03-02T09:00:00+08:00',
    turns: [
      { user: '早上好', assistant: '早上好！今天想聊点什么？' },
      { user: '我住在南方，经常下雨，路面湿滑', assistant: '南方雨水多，出门要注意防滑。' },
      { user: '嗯', assistant: '还有什么需要帮忙的吗？' },
      { user: '我每天骑共享单车去地铁站，然后坐地铁上班', assistant: '骑车加地铁，通勤挺灵活的。' },
    ],
  },
  {
    sessionId: 'wednesday',
    time: '2026-03-04T20:30:00+08:00',
    turns: [
      { user: '我对花生过敏，吃了会起疹子', assistant: '记住了，推荐食物时会避开花生。' },
      { user: '以后回答我都用简短的要点', assistant: '好的，以后用要点回答。' },
      { user: '哈哈好的', assistant: '😊' },
      { user: '我的预算一般在五百元以内', assistant: '明白，推荐时会控制在五百元以内。' },
    ],
  },
];

/** Seed 000, 3.2: a regenerated answer is remembered again under the same turn and replaces the old one. */
export const demoRegeneration = {
  sessionId: 'wednesday',
  turnIndex: 3,
  assistant: '明白，以后推荐都控制在五百元以内，超出会提前说明。',
};

export const demoQuestions: DemoQuestion[] = [
  { question: '推荐一下适合我通勤的鞋子', sessionId: null, expect: '我住在南方，经常下雨，路面湿滑' },
  { question: '我每天怎么通勤？', sessionId: 'monday', expect: '我每天骑共享单车去地铁站，然后坐地铁上班' },
  { question: '我吃花生会怎么样？', sessionId: null, expect: '我对花生过敏，吃了会起疹子' },
  // Off-topic: only the standing instruction, which bears on every answer (a question about the world gets nothing else: search/world-questions.ts).
  { question: '量子计算机的原理是什么？', sessionId: null, expect: '以后回答我都用简短的要点 (a standing instruction; nothing else earlier is relevant)' },
];

/** The question whose assembled prompt the demo prints in full. */
export const demoContextQuestion = { question: '下雨天路滑，推荐一双我通勤穿的鞋', budgetTokens: 600 };
