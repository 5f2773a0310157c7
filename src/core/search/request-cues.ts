/**
 * Requests: the question asks the agent to advise, plan or make something for the user ("Can you
 * plan my dinners for next week?", 双十一想买点运动装备，给点建议, "Which colour should I pick?").
 * Two closed classes: modal verbs, the verbs of recommending and evaluative words (a request for
 * advice), and the imperative and "can you" frames of asking the agent to act.
 */

/**
 * A request for advice ("which colour should I pick", 选什么颜色好, "recommend a brand", "Which
 * bakery items are safe for me?") asks for an opinion, which the agent gives; a memory bears on it
 * without stating an answer of any type (answer-types.ts). Modal verbs, the verbs of recommending,
 * evaluative adjectives and evaluative endings.
 */
/**
 * The verbs of recommending and "suitable": asked of the agent, for someone, where a modal or an evaluative word ("should", "best", 应该, 好吗) also asks a norm ("At what age should kittens be spayed?", 骨折一般多久能长好).
 * "best" in a compound noun for a person ("best friend", "best man") evaluates nothing: "What's the name of Naomi's best friend?" asks a name.
 */
const ASKS_RECOMMENDATION = /\b(?:recommend|suggest|suitable)\b|推荐|建议|适合/iu;
const MODAL_OR_EVALUATIVE = /\b(?:should|would|could|best(?! (?:friends?|man|mates?|buddy|pals?)\b)|good|safe|okay)\b|应该|该|好[吗呢吧]?\s*[?？]?\s*$|比较好|最好/iu;
const ASKS_ADVICE = new RegExp(`${MODAL_OR_EVALUATIVE.source}|${ASKS_RECOMMENDATION.source}`, 'iu');

/** Asking the agent to act: "can you / could you / would you …", an imperative verb of planning, helping or making, 帮我, 给我…, 安排, "any tips / ideas". */
const ASKS_ACTION =
  /^\s*(?:(?:can|could|would|will) you\b|please\b|(?:plan|help|give|make|write|find|pick|choose|draft|organi[sz]e|schedule|arrange|put together|come up with)\b)|\bany (?:tips|ideas|suggestions|advice)\b|帮我|帮忙|给我|安排|出个主意|有啥办法/iu;

export function asksForAdvice(question: string): boolean {
  return ASKS_ADVICE.test(question);
}

/** Whether the question asks the agent to advise, plan or make something for the user. */
export function asksForHelp(question: string): boolean {
  return ASKS_ADVICE.test(question) || ASKS_ACTION.test(question);
}

/**
 * Whether the question asks the agent to recommend or act: `asksForHelp` without what a modal or an
 * evaluative word alone asks ("What's a good recipe for banana bread?", 猫一天该喂多少克猫粮？), which is
 * as often a question about a norm as a request for the asker (impersonal-questions.ts).
 */
export function asksToRecommendOrAct(question: string): boolean {
  return ASKS_RECOMMENDATION.test(question) || ASKS_ACTION.test(question);
}
