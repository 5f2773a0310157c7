/** Words that carry no retrieval signal. Kept short on purpose: over-eager lists hurt recall. */
export const ENGLISH_STOP_WORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between
both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from
further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how
how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off
on once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so
some such than that that's the their theirs them themselves then there there's these they they'd they'll they're
they've this those through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's
when when's where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're
you've your yours yourself yourselves ok okay yeah yes oh hi hello thanks thank please just really also will get got
s t d ll m re ve`
    .split(/\s+/)
    .filter(Boolean),
);

export const CHINESE_STOP_WORDS = new Set(
  `的 了 和 是 就 都 而 及 与 着 或 一个 没有 我们 你们 他们 她们 它们 我 你 他 她 它 这 那 这个 那个 这些 那些 吗 呢 吧 啊 呀 哦 嗯
么 之 也 又 在 被 把 让 给 对 从 向 于 为 以 所 其 而且 但是 因为 所以 如果 虽然 然后 还是 还有 可以 一下 一些 什么 怎么 怎样 哪 哪里 哪些
有 没 很 太 更 最 再 已经 自己 个 上 下 里 去 来 说 要 会 能 想 好 好的 哈哈 哈 嘿 啦 嘛 哎 诶 喔 噢 嗯嗯 谢谢 请 吧 得 地 过`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopWord(term: string): boolean {
  return ENGLISH_STOP_WORDS.has(term) || CHINESE_STOP_WORDS.has(term);
}
