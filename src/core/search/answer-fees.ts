import { containsHan } from '../text/analyzer.js';

/**
 * A Chinese fee is named by its compound, a morpheme before 费 (电费, 燃气费, 学费, 材料费, 报名费): a
 * question asking one (我家12月份的电费是多少？, 材料费另外花了多少钱？) is not answered by a memory whose
 * sums are told as other fees only (燃气费…12月份到了260, 学费一共八百八): the sum it states is another
 * thing's. A memory naming the fee's own word without 费 still may tell it (维保 for 维保费: 后期维保每年
 * 大概1.2万…电费按楼层另算). Not the generic words for spending or charging (花费, 消费, 收费, 交费, 缴费,
 * 付费, 费用, 免费, 浪费, 经费, 自费, 公费, 总费用, 耗费, 话费 as any phone bill), which may name any fee.
 *
 * A closed class of word formation, since session 59: on the 84 read sets 3 abstain questions are
 * answered by another fee's memory, and none of the answerable fee questions is told only by other
 * fees. Measured and dropped with it: a price per unit of area told only with the unit (物业费一块八
 * answers 现在的物业费是多少钱一平？ with the unit left to the question).
 */
const GENERIC_BEFORE_FEE = '花消收交缴付免浪经自公总耗话';
const FEE = new RegExp(`([^\\P{Script=Han}${GENERIC_BEFORE_FEE}])费(?!用)`, 'gu');
/** Characters that end a fee's word on its left (的电费, 每户的维保费, 这个月的水费): particles, numerals, demonstratives. */
const WORD_EDGE = /[的了是个和跟与及每一二两三四五六七八九十这那些年月天周]/u;

export interface AskedFee {
  /** The morpheme right before 费 (电费 → 电, 燃气费 → 气). */
  morpheme: string;
  /** The fee's word without 费, up to two characters (燃气费 → 燃气, 维保费 → 维保, 电费 → 电). */
  word: string;
}

/**
 * A fee asked by the period it is paid for (一年会费多少钱？, 每个月的管理费): the fee of that period,
 * 年费 / 月费 / 周费, is the one asked, as 年费四千八 tells 一年会费. Since session 62.
 */
const PERIOD_BEFORE_FEE = /[一每]个?([年月周])[^，。,？?！!]{0,4}?费/u;

/** The fees a Chinese question asks the sum of, each read as `AskedFee` (公证费加中介费 asks two); empty when it names none. */
export function askedFees(question: string): AskedFee[] {
  const fees = [...question.matchAll(FEE)].map((match) => {
    const morpheme = match[1] as string;
    const before = question[(match.index ?? 0) - 1];
    const word = before !== undefined && containsHan(before) && !WORD_EDGE.test(before) ? before + morpheme : morpheme;
    return { morpheme, word };
  });
  const period = PERIOD_BEFORE_FEE.exec(question)?.[1];
  return period === undefined || fees.length === 0 || fees.some((fee) => fee.morpheme === period) ? fees : [...fees, { morpheme: period, word: period }];
}

/** Whether a text names fees, none of them an asked one nor an asked one's word: the sums it tells are other fees'. */
export function tellsOnlyOtherFees(text: string, fees: readonly AskedFee[]): boolean {
  if (fees.length === 0) return false;
  const named = [...text.matchAll(FEE)].map((match) => match[1] as string);
  if (named.length === 0) return false;
  return !fees.some((fee) => named.includes(fee.morpheme) || (fee.word.length > 1 && text.includes(fee.word)));
}
