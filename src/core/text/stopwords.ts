/**
 * Words that carry no retrieval signal. Three groups per language, each measured on the eval
 * sets (docs/retrieval-history.md, "Experiments"): function words; question words ("when",
 * "多少", "哪天"), since what
 * a question asks for is never what a memory is about; and request or filler verbs ("please
 * recommend", "帮我", "来着") that say what to do with a memory, not which one. Content verbs
 * and nouns stay, even common ones ("kind", "advice", "thing" cost LoCoMo recall when listed),
 * and so does "may", a month.
 */
const ENGLISH = `a about above after again against all am an and any are aren't as at be because been before being below between
both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from
further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how
how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off
on once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so
some such than that that's the their theirs them themselves then there there's these they they'd they'll they're
they've this those through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's
when when's where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're
you've your yours yourself yourselves ok okay yeah yes oh hi hello thanks thank please just really also will get got
s t d ll m re ve
might must shall whose whatever whenever wherever however anyone anything anybody someone something somebody
everything everyone much many good great best better nice hey um uh hmm wow lol cool sure alright
tell remind recommend suggest suggestion`;

const CHINESE = `的 了 和 是 就 都 而 及 与 着 或 一个 没有 我们 你们 他们 她们 它们 我 你 他 她 它 这 那 这个 那个 这些 那些 吗 呢 吧 啊 呀 哦 嗯
么 之 也 又 在 被 把 让 给 对 从 向 于 为 以 所 其 而且 但是 因为 所以 如果 虽然 然后 还是 还有 可以 一下 一些 什么 怎么 怎样 哪 哪里 哪些
有 没 很 太 更 最 再 已经 自己 个 上 下 里 去 来 说 要 会 能 想 好 好的 哈哈 哈 嘿 啦 嘛 哎 诶 喔 噢 嗯嗯 谢谢 请 吧 得 地 过
您 咱 咱们 人家 大家 某 某些 每 各 该 此 彼 之前 之后 时候 的话 一样 这样 那样 这么 那么 怎么样 怎么办 为什么 为何 如何
多少 几 几个 几位 几次 哪个 哪天 哪儿 哪位 哪种 啥 谁 是不是 能不能 可不可以 要不要 有没有 会不会 行不行 好不好 对不对
来着 一般 大概 大约 具体 到底 究竟 比较 其实 真的 反正 还是 就是 只是 可能 应该 需要 一直 总是 经常 有点 一点 有些
帮 帮我 帮忙 给我 告诉 推荐 推荐一下 建议 介绍 介绍一下 麻烦 看看 问问 讲讲 说说 聊聊
呗 呐 哇 哟 嗨 喂 唉 嗐 额 呃 哦哦 好吧 行吧 好呀 好啊 对啊 是的 没事 没关系 不用 不客气`;

export const ENGLISH_STOP_WORDS = new Set(ENGLISH.split(/\s+/).filter(Boolean));
/** English auxiliaries and modals, with their negative contractions, as a regex alternation (a closed class the question readers share). */
export const ENGLISH_AUXILIARIES =
  "do|does|did|don't|doesn't|didn't|am|is|are|was|were|isn't|aren't|wasn't|weren't|have|has|had|haven't|hasn't|hadn't|can|could|will|would|should|shall|might|must";
export const CHINESE_STOP_WORDS = new Set(CHINESE.split(/\s+/).filter(Boolean));

const EXCLUDED = new Set((process.env.STOP_EXCLUDE ?? '').split(',').filter(Boolean));
export function isStopWord(term: string): boolean {
  if (EXCLUDED.has(term)) return false;
  return ENGLISH_STOP_WORDS.has(term) || CHINESE_STOP_WORDS.has(term);
}
