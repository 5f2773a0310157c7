/** The seed 000 scenario: a user mentions life details across sessions, later questions need them. */
export interface DemoTurn {
  user: string;
  assistant: string;
}

export interface DemoSession {
  sessionId: string;
  time: string;
  turns: DemoTurn[];
}

export interface DemoQuestion {
  question: string;
  /** What a good recall contains; shown beside the result so a reader can judge it. */
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

export const demoQuestions: DemoQuestion[] = [
  { question: '推荐一下适合我通勤的鞋子', expect: '我住在南方，经常下雨，路面湿滑' },
  { question: '晚饭吃点什么零食好？', expect: '我对花生过敏' },
  { question: '量子计算机的原理是什么？', expect: null },
];
