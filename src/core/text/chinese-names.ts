/**
 * jieba tags many common words as person names (`nr`): 明白, 滑雪, 左耳, 矫正, 康复训练 among them.
 * A Chinese person's name opens with a surname, or is a familiar form (小雨, 阿杰, 老王); a word
 * tagged `nr` that is neither is read as no name. The surnames are the hundred most common of
 * the 2020 census (about 85% of the population) and the common two-character ones: a closed,
 * published class, not words read off a data set. A given name said alone (雨桐) is missed; a
 * surname that is also a common first character (高, 文, 方, 康) still lets some words through.
 */
const SURNAMES = new Set(
  [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严莫孔向常汤康易乔赖文'],
);
const COMPOUND_SURNAMES = ['欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '慕容', '令狐', '司徒', '尉迟'];
/** Familiar forms: 小 / 老 / 阿 before a surname or a given name's character (one: 小升初, a school transition jieba tags `nr`, is none). */
const FAMILIAR = /^[小老阿][\p{Script=Han}]$/u;

/**
 * A character after 姓 standing alone, before a pause, 的 or the text's end (姓邬，, 姓霍的老太太, 姓钭。):
 * 姓 says it is a family name, common or not. Not an interrogative (姓什么, 姓啥, 姓谁). Since session 51.
 */
const LONE_SURNAME = /^([^\P{Script=Han}什啥谁甚])(?=$|[的，。、！？；：,.!?;:\s])/u;

/** The surname a text opens with after 姓 (姓刘, 姓欧阳): a common one, or any character standing alone (LONE_SURNAME). */
export function surnameAfterXing(after: string): string | undefined {
  const compound = COMPOUND_SURNAMES.find((surname) => after.startsWith(surname));
  if (compound !== undefined) return compound;
  const first = after[0];
  if (first !== undefined && SURNAMES.has(first)) return first;
  return LONE_SURNAME.exec(after)?.[1];
}

/** Whether a single character is a common surname: jieba tags a surname before a title as a name on its own (王/医生, 李/老师). */
export function isCommonSurname(character: string): boolean {
  return character.length === 1 && SURNAMES.has(character);
}

/**
 * Whether a word is a surname on its own: a common one, or a two-character one whole (欧阳, which jieba
 * tags a place before a title: 欧阳/ns 老师; since session 61).
 */
export function isSurname(word: string): boolean {
  return isCommonSurname(word) || COMPOUND_SURNAMES.includes(word);
}

/** The surname a text ends with, as it does before a title (欧阳 of 带我们的是欧阳), or undefined. */
export function surnameEnding(text: string): string | undefined {
  return COMPOUND_SURNAMES.find((surname) => text.endsWith(surname)) ?? (isCommonSurname(text.slice(-1)) ? text.slice(-1) : undefined);
}

/** Whether a word jieba tags as a person's name has the form of one. */
export function looksLikeChineseName(word: string): boolean {
  if (word.length < 2 || word.length > 4) return false;
  const compound = COMPOUND_SURNAMES.some((surname) => word.startsWith(surname));
  // Four characters are a name only after a two-character surname (欧阳娜娜), which needs a given name after it.
  if (compound) return word.length >= 3;
  return word.length < 4 && (FAMILIAR.test(word) || SURNAMES.has(word[0] as string));
}
