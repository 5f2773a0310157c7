/**
 * Whose state a question asks, when it names one of the user's kin: 我妈用的是什么手机？ asks about
 * the mother, and "给我爸买了台华为nova 12" tells the father's phone; "Is my sister getting tested
 * as a donor too?" is not answered by "my brother Kevin's kidneys…". A memory that speaks of another
 * of the user's kin and not of the one asked answers nothing of the question, whatever it asks, as
 * another member of a numbered series does not (answer-series.ts).
 *
 * The kinship terms are a closed class (the nuclear family, grandparents, partners, siblings by age
 * in Chinese, and since session 49 nephews, nieces, uncles, aunts, cousins and in-laws: "What's my
 * nephew's name?" is not told by "my niece Saoirse", nor "my brother" by "my brother-in-law"; 阿姨
 * and 叔叔 are left out, said of anyone older),
 * grouped by the person they pick out; a word for several (父母, "parents", 孩子, "kids", 爱人,
 * "partner") counts as each of them. A memory that names the asked kin in any of its
 * words, or names no kin at all, is left alone: the asked one may be told by a pronoun or a name
 * there (糖糖右眼涨到175度 for 我闺女右眼…). Measured in session 37 (docs/retrieval.md).
 */
type Kin = 'father' | 'mother' | 'husband' | 'wife' | 'son' | 'daughter' | 'elderBrother' | 'youngerBrother' | 'elderSister' | 'youngerSister' | 'brother' | 'sister' | 'grandfather' | 'grandmother' | 'boyfriend' | 'girlfriend' | 'nephew' | 'niece' | 'uncle' | 'aunt' | 'cousin' | 'motherInLaw' | 'fatherInLaw' | 'sisterInLaw' | 'brotherInLaw' | 'sonInLaw' | 'daughterInLaw';

/** Chinese kinship terms, a longer one before a shorter it opens with, and whom each picks out. A cousin (表哥, 堂姐) is no sibling, nor 王姐 a sister: a character before 哥 / 姐 other than 我 / 的 / 大 / 二 / 小 leaves it out. */
const HAN_TERMS: [string, Kin[]][] = [
  // In-laws first: 弟媳, 姐夫 and 妹夫 open with a sibling's word.
  ['婆婆', ['motherInLaw']],
  ['岳母', ['motherInLaw']],
  ['丈母娘', ['motherInLaw']],
  ['公公', ['fatherInLaw']],
  ['岳父', ['fatherInLaw']],
  ['老丈人', ['fatherInLaw']],
  ['嫂子', ['sisterInLaw']],
  ['弟媳', ['sisterInLaw']],
  ['姐夫', ['brotherInLaw']],
  ['妹夫', ['brotherInLaw']],
  ['儿媳', ['daughterInLaw']],
  ['女婿', ['sonInLaw']],
  ['爸妈', ['father', 'mother']],
  ['父母', ['father', 'mother']],
  ['二老', ['father', 'mother']],
  ['爸爸', ['father']],
  ['老爸', ['father']],
  ['父亲', ['father']],
  ['爸', ['father']],
  ['妈妈', ['mother']],
  ['老妈', ['mother']],
  ['母亲', ['mother']],
  ['妈', ['mother']],
  ['老公', ['husband']],
  ['丈夫', ['husband']],
  ['老婆', ['wife']],
  ['妻子', ['wife']],
  ['媳妇', ['wife']],
  ['爱人', ['husband', 'wife']],
  ['对象', ['husband', 'wife', 'boyfriend', 'girlfriend']],
  ['儿子', ['son']],
  ['女儿', ['daughter']],
  ['闺女', ['daughter']],
  ['孩子', ['son', 'daughter']],
  ['哥哥', ['elderBrother']],
  ['哥', ['elderBrother']],
  ['弟弟', ['youngerBrother']],
  ['弟', ['youngerBrother']],
  ['姐姐', ['elderSister']],
  ['姐', ['elderSister']],
  ['妹妹', ['youngerSister']],
  ['妹', ['youngerSister']],
  ['爷爷', ['grandfather']],
  ['外公', ['grandfather']],
  ['姥爷', ['grandfather']],
  ['奶奶', ['grandmother']],
  ['外婆', ['grandmother']],
  ['姥姥', ['grandmother']],
  ['男朋友', ['boyfriend']],
  ['男友', ['boyfriend']],
  ['女朋友', ['girlfriend']],
  ['女友', ['girlfriend']],
  ['外甥女', ['niece']],
  ['外甥', ['nephew']],
  ['侄女', ['niece']],
  ['侄子', ['nephew']],
  // The uncles and aunts by birth order or by marriage (大舅, 小姨, 舅妈, 姑父): the same closed class,
  // since session 51. A wife's siblings (小舅子, 小姨子) open with 小舅 / 小姨 and stay no one's kin, as
  // before: read as the brother-in-law, 年卡转给我小舅子了 became another kin than the wife of
  // 媳妇给我办的那张健身房年卡还在我手里吗？ (a first hit lost).
  ['小舅子', []],
  ['小姨子', []],
  ['舅妈', ['aunt']],
  ['舅舅', ['uncle']],
  ...['大舅', '二舅', '三舅', '小舅'].map((term): [string, Kin[]] => [term, ['uncle']]),
  ['姑姑', ['aunt']],
  ['姑妈', ['aunt']],
  ...['姑父', '姑丈', '姨父', '姨夫'].map((term): [string, Kin[]] => [term, ['uncle']]),
  ...['姨妈', '大姨', '二姨', '小姨'].map((term): [string, Kin[]] => [term, ['aunt']]),
  ...['表哥', '表姐', '表弟', '表妹', '堂哥', '堂姐', '堂弟', '堂妹'].map((term): [string, Kin[]] => [term, ['cousin']]),
];

const EN_TERMS: [string, Kin[]][] = [
  ['mother-in-law', ['motherInLaw']],
  ['father-in-law', ['fatherInLaw']],
  ['sister-in-law', ['sisterInLaw']],
  ['brother-in-law', ['brotherInLaw']],
  ['son-in-law', ['sonInLaw']],
  ['daughter-in-law', ['daughterInLaw']],
  ['dad', ['father']],
  ['father', ['father']],
  ['mom', ['mother']],
  ['mum', ['mother']],
  ['mother', ['mother']],
  ['parents', ['father', 'mother']],
  ['husband', ['husband']],
  ['wife', ['wife']],
  ['partner', ['husband', 'wife', 'boyfriend', 'girlfriend']],
  ['son', ['son']],
  ['daughter', ['daughter']],
  ['kids?', ['son', 'daughter']],
  ['children', ['son', 'daughter']],
  ['child', ['son', 'daughter']],
  ['brother', ['brother']],
  ['sister', ['sister']],
  ['grandpa', ['grandfather']],
  ['grandfather', ['grandfather']],
  ['grandma', ['grandmother']],
  ['grandmother', ['grandmother']],
  ['nan', ['grandmother']],
  ['boyfriend', ['boyfriend']],
  ['girlfriend', ['girlfriend']],
  ['nephew', ['nephew']],
  ['niece', ['niece']],
  ['uncle', ['uncle']],
  ['aunt(?:ie)?', ['aunt']],
  ['cousin', ['cousin']],
];

/** English siblings by age are one word: a Chinese elder or younger one is the same person to it. */
const SAME_PERSON: Partial<Record<Kin, Kin[]>> = {
  brother: ['elderBrother', 'youngerBrother'],
  sister: ['elderSister', 'youngerSister'],
  elderBrother: ['brother'],
  youngerBrother: ['brother'],
  elderSister: ['sister'],
  youngerSister: ['sister'],
};

const SIBLINGS: Kin[] = ['brother', 'sister', 'elderBrother', 'youngerBrother', 'elderSister', 'youngerSister'];
const PARENTS: Kin[] = ['father', 'mother'];
const PARTNERS: Kin[] = ['husband', 'wife', 'boyfriend', 'girlfriend'];
/**
 * The kin through whom another is told: "my sister's son" or 我哥家添了个儿子 is a nephew, "my mom's
 * sister" an aunt, "my aunt's daughter" a cousin, "my husband's mother" a mother-in-law. A memory
 * that names them may speak of the asked one (session 49).
 */
const TOLD_THROUGH: Partial<Record<Kin, Kin[]>> = {
  nephew: SIBLINGS,
  niece: SIBLINGS,
  uncle: PARENTS,
  aunt: PARENTS,
  cousin: [...PARENTS, 'uncle', 'aunt'],
  motherInLaw: PARTNERS,
  fatherInLaw: PARTNERS,
  sisterInLaw: [...SIBLINGS, ...PARTNERS],
  brotherInLaw: [...SIBLINGS, ...PARTNERS],
  sonInLaw: ['daughter'],
  daughterInLaw: ['son'],
};

const HAN_KIN = new RegExp(`(?<![表堂])(?:${HAN_TERMS.map(([term]) => (/^[哥姐]/u.test(term) ? `(?<=^|[我的大二小\\s，。,、]|用户)${term}` : term)).join('|')})`, 'gu');
const HAN_OF = new Map(HAN_TERMS);
/** "my …" (or "the user's …", as a fact rewrites it): a kin word alone may be anyone's ("her daughter"). */
const EN_KIN = new RegExp(`\\b(?:my|our|the user's) (${EN_TERMS.map(([term]) => term).join('|')})\\b(?!-in-law)`, 'giu');
const EN_WORDS: [RegExp, Kin[]][] = EN_TERMS.map(([term, people]) => [new RegExp(`^${term}$`, 'iu'), people]);
const EN_OF = (word: string): Kin[] => EN_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? [];
/**
 * A question opening with the user's kin in Chinese: 我妈…, 我的女儿…, 现在我爸… (HAN_TERMS, longest
 * first); or with a kin word of two characters and no 我, as kin are spoken of at home (外婆有没有高血压？,
 * 老婆的生日是哪天？). One character alone (姐, 哥) opens as many other things, and a word before 她 /
 * 他 names someone else by it (孩子她爸 is the husband).
 */
const HAN_OPENING = new RegExp(
  `^\\s*(?:那|现在|最近)?(?:我的?(${HAN_TERMS.map(([term]) => term).join('|')})|(${HAN_TERMS.filter(([term]) => term.length > 1).map(([term]) => term).join('|')})(?![她他]))`,
  'u',
);

/** The user's kin a text names, each as the people its word can pick out; English kin read by `english` (after "my" by default). */
function kinNamed(text: string, english: RegExp = EN_KIN): Kin[][] {
  const named: Kin[][] = [];
  for (const match of text.matchAll(HAN_KIN)) named.push(HAN_OF.get(match[0]) ?? []);
  for (const match of text.matchAll(english)) named.push(EN_OF(match[1] ?? ''));
  return named.filter((people) => people.length > 0);
}

/**
 * The kin whose state the question asks: the one it opens with (我妈用的是什么手机？, "Is my sister
 * getting tested…?", "What does my son…?", and after a contracted wh-word since session 44: "What's
 * my sister's name?"); null when it names none there, or more than one person.
 * Kin named further on take part in what is asked rather than own it (现在家里是谁在照顾我爸？, 我跟老公
 * 是哪天登记结婚的？), and a memory on it names the others as often (我妈说她自己能照顾).
 */
export function askedKin(question: string): Kin[] | null {
  const opening = /^\s*(?:what|which|who|whose|where|when|how|why|is|are|does|do|did|has|have|was|were|can|could|will|would)(?:['’](?:s|re|d|ll))?\b(?:\s+\S+){0,2}?\s+(?:my|our)\s+\S+/iu.exec(question)?.[0] ?? '';
  const han = HAN_OPENING.exec(question);
  // Without 我 the opening word is read only where the question names no other kin: in 爸妈的保费现在我弟承担多少？ the
  // brother is as much what is asked.
  if (han?.[2] !== undefined && kinNamed(question).length > 1) return null;
  const named = han ? [HAN_OF.get(han[1] ?? han[2] ?? '') ?? []] : kinNamed(opening);
  const people = new Set(named.flat());
  return people.size === 0 || named.length !== 1 ? null : [...people];
}

const WE = /我们|咱们|咱俩|\b(?:we|us|our)\b/iu;

/** Whether kin the text names may be the asked one, or the one through whom the asked one is told. */
function mayTellOf(asked: readonly Kin[], named: readonly Kin[]): boolean {
  return asked.some((one) => named.includes(one) || [...(SAME_PERSON[one] ?? []), ...(TOLD_THROUGH[one] ?? [])].some((same) => named.includes(same)));
}

/** The user's side of a turn's text (the assistant's "你妈妈" or "your mom" is no telling). */
function userSide(text: string): string {
  return text.split(/\n(?:助手|Assistant)[:：]/u)[0] ?? '';
}

/** Whether the user's side of the text names some of the user's kin, none of whom can be the asked one, and no "we". */
export function speaksOnlyOfOtherKin(asked: readonly Kin[], text: string): boolean {
  const said = userSide(text);
  // "We" may be the user and the asked one (我们上个月离婚了，孩子跟我 for 我老公在哪里上班？).
  if (WE.test(said)) return false;
  const named = kinNamed(said);
  return named.length > 0 && !named.some((people) => mayTellOf(asked, people));
}

/** Any word for a kin, "my" or not: in English kin are also called by their word alone ("Mom said", "Grandma Lorraine"). */
const EN_KIN_ANYWHERE = new RegExp(`\\b(${EN_TERMS.map(([term]) => term).join('|')})\\b`, 'giu');

/** A parent speaks of a child by name alone as often as not ("Ivy's going to sleepaway camp… she's 10" for "How old is my daughter?"). */
const CALLED_BY_NAME: ReadonlySet<Kin> = new Set(['son', 'daughter']);

/**
 * Whether none of the texts (a search's whole pool) names the asked kin, or anyone through whom they
 * are told: 我妹妹的血常规结果怎么样？ of a store where the user never spoke of a sister. The pool
 * holds what the question's kin word finds by keyword, so a store that knows them brings a memory
 * naming them into it. Not for a child (`CALLED_BY_NAME`): on the read sets the one question it
 * lost was "How old is my daughter?" of a store that calls her Ivy. Since session 50.
 */
export function kinUntold(asked: readonly Kin[], texts: Iterable<string>): boolean {
  if (asked.some((one) => CALLED_BY_NAME.has(one))) return false;
  for (const text of texts) if (kinNamed(text, EN_KIN_ANYWHERE).some((people) => mayTellOf(asked, people))) return false;
  return true;
}

/** Whether the user's side of the text says "we", which may take in the asked kin (我们每天六点到家 for 我老公几点下班？). */
export function saysWe(text: string): boolean {
  return WE.test(userSide(text));
}
