/**
 * Small talk that carries nothing worth remembering (seed 000: "用户说的那些'嗯''好的'根本没价值").
 * A sentence is filler when, without punctuation, emoji and spaces, it is made only of these.
 */
const CHINESE_FILLER = [
  '嗯嗯', '嗯呢', '嗯', '哦哦', '哦', '噢', '喔', '啊', '呀', '哇', '好的', '好吧', '好滴', '好啊', '好呀', '好', '行吧', '行',
  '可以', '没问题', '哈哈', '哈', '呵呵', '嘿嘿', '嘻嘻', '对的', '对', '是的', '是啊', '是', '收到', '明白了', '明白', '知道了', '了解',
  '谢谢你', '谢谢', '多谢', '谢啦', '感谢', '不客气', '早上好', '晚上好', '下午好', '你好', '您好', '嗨', '再见', '拜拜', '晚安', '了', '啦', '吧', '呢',
];

const ENGLISH_FILLER = [
  'ok', 'okay', 'k', 'thanks', 'thank you', 'thank', 'you', 'thx', 'ty', 'yes', 'yeah', 'yep', 'yup', 'no', 'nope', 'sure', 'lol', 'haha', 'hehe',
  'hi', 'hello', 'hey', 'bye', 'goodbye', 'cool', 'great', 'nice', 'got it', 'i see', 'right', 'alright', 'fine', 'good', 'morning', 'good morning',
  'good night', 'hmm', 'um', 'uh', 'oh', 'ah', 'wow', 'so', 'and', 'well', 'you too', 'np', 'welcome', 'you are welcome', 'perfect', 'awesome',
];

const byLength = (words: string[]): string[] => [...words].sort((left, right) => right.length - left.length);
const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CHINESE_PATTERN = new RegExp(`^(?:${byLength(CHINESE_FILLER).map(escape).join('|')})+$`, 'u');
const ENGLISH_PATTERN = new RegExp(`^(?:(?:${byLength(ENGLISH_FILLER).map(escape).join('|')})\\s*)+$`, 'u');
/** Everything that is neither a letter nor a digit: punctuation, emoji, symbols, spaces. */
const NOISE = /[^\p{L}\p{N}\s]/gu;

export function isFiller(sentence: string): boolean {
  const bare = sentence.normalize('NFKC').toLowerCase().replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
  if (bare.length === 0) return true;
  if (CHINESE_PATTERN.test(bare.replace(/\s+/g, ''))) return true;
  return ENGLISH_PATTERN.test(bare);
}
