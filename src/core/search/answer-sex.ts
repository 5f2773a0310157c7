/**
 * A question asking a person's or an animal's sex (公的还是母的？, 是男孩还是女孩？, "Is it a boy or a
 * girl?", "Are they boys or girls?", "What sex is the rabbit?") is answered only by a text that tells one: a word that marks
 * sex (男孩, 女儿, 母的, 雌, 妹妹, she, son, male) or a gendered pronoun (她, 他, he, she). A memory
 * about the same pet or baby that tells none ("两只乌龟，一只叫阿甘", 娃出生了, 我家柯基豆包最近老叫)
 * is on the subject and no answer.
 *
 * Closed classes: the pairs of sex-marked words of both languages and the gendered pronouns
 * (它, "it" and "they" mark none); nothing read off a data set.
 */
const ASKS_SEX_HAN = /公的?还是母的?|母的?还是公的?|男孩还是女孩|女孩还是男孩|男的还是女的|女的还是男的|儿子还是(?:女儿|闺女)|(?:女儿|闺女)还是儿子|男宝还是女宝|女宝还是男宝|是男是女|是公是母|雌雄|性别|公母/u;
const ASKS_SEX_LATIN = /\b(?:(?:a\s+)?(?:boys?|girls?|males?|females?|sons?|daughters?|he|she|bucks?|doe)\s+or\s+(?:a\s+)?(?:boys?|girls?|males?|females?|sons?|daughters?|he|she|bucks?|does?)|what\s+(?:sex|gender)|sex\s+of|gender\s+of|is\s+(?:it|the\s+\w+)\s+(?:a\s+)?(?:male|female))\b/iu;

/** Whether the question asks someone's or something's sex. */
export function asksSex(question: string): boolean {
  return ASKS_SEX_HAN.test(question) || ASKS_SEX_LATIN.test(question);
}

/**
 * Sex-marked words and gendered pronouns; 女朋友 and 男朋友 speak of the asker's partner, not of the one
 * asked about. Not "does" (the auxiliary, as often as does of a deer).
 */
const STATES_SEX_HAN = /[男女](?:孩|宝|生|娃|儿)|儿子|闺女|[公母](?:的|猫|狗|鸡|鸭|兔)|[雌雄]|妹妹|弟弟|哥哥|姐姐|[他她](?!们)|小公主|小王子|公主|王子/u;
const STATES_SEX_LATIN = /\b(?:boys?|girls?|sons?|daughters?|males?|female|females|he|she|him|her|hers|his|himself|herself|brother|sister|bucks?|hens?|roosters?|queen|tom|stallion|mare|sow|boar|bitch)\b/iu;

/** Whether the text tells a sex (the question's own words are the caller's to leave out). */
export function statesSex(plain: string): boolean {
  return STATES_SEX_HAN.test(plain) || STATES_SEX_LATIN.test(plain);
}
