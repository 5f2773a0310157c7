import { isFiller } from '../summaries/filler.js';

/**
 * Small talk is never written as a fact (seed 004: "重复的寒暄和无意义的交流流程不写").
 * The shared list (summaries/filler.ts) covers 嗯, 好的, 哈哈, ok, thanks; these are the
 * extra greetings and acknowledgements seen in chat turns.
 */
const EXTRA_FILLER = /^(?:在吗|在不在|早|早啊|早呀|早安|算了|不用了|不用|没事|没事了|没关系|好玩|有点|嗯嗯|对啊|是吗|真的吗|厉害|牛|不错|辛苦了|good idea|oh nice|sounds good|makes sense|will do|no worries|of course|exactly|agreed|same|true|yay|gotcha)$/iu;
const NOISE = /[^\p{L}\p{N}\s]/gu;

export function isWriteFiller(text: string): boolean {
  if (isFiller(text)) return true;
  const bare = text.normalize('NFKC').toLowerCase().replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
  return bare.split(/\s*[,，。.!！]\s*|\s+(?=\p{Script=Han})/u).every((part) => part.length === 0 || isFiller(part) || EXTRA_FILLER.test(part));
}
