/**
 * Zero is an amount. Asked how many cups of coffee they drink now, a user who said 美式拿铁我现在都不碰了
 * has answered: none. Asked "How many units of insulin is my cat on at the moment?", "the vet says
 * we can stop the insulin" answers it, and "I'm done with the drive" answers how long the commute
 * takes now. A memory saying the user stopped tells no number, yet it is the newest state of the
 * number asked, so a question asking a present amount is answered by it (answer-types.ts).
 *
 * Closed classes: the adverbs of the present in a question (now, still, currently, these days,
 * 现在, 还, 目前) and the verbs and adverbs of cessation (stop, quit, give up, no longer, not …
 * anymore, 不再, 戒, 停, 不碰, 不…了 with a verb of consumption or use), as state-change-cues.ts reads
 * stopping; nothing read off a data set.
 */
const ASKS_PRESENT = /\b(?:now|still|currently|these days|at the moment|nowadays|anymore|any more)\b|现在|目前|如今|还(?:在|有|要|是|能|会|每|喝|吃|抽|用|去)|仍然|依然/iu;

const CESSATION =
  /\b(?:stop(?:ped|s)?|quit|quitting|gave up|give up|given up|cut (?:it|them|that) out|no longer|done with|off (?:the|it|them)\b|(?:don't|do not|doesn't|does not|won't|never) \w+(?: \w+)? any ?more)\b|不再|戒(?:了|掉|烟|酒)|停(?:了|掉|药)|不碰|都不(?:喝|吃|抽|用|去|做|碰|买|开)|不(?:喝|吃|抽|用|去|开|买)了/iu;

/** Whether the question asks an amount as it is now (a present-time adverb). */
export function asksPresentAmount(question: string): boolean {
  return ASKS_PRESENT.test(question);
}

/** Whether the text says something stopped: a verb or adverb of cessation. */
export function statesCessation(text: string): boolean {
  return CESSATION.test(text);
}
