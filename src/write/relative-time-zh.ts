import { addDays, addMonths, formatDate, formatMonth, mondayOf, tellingTime, type LocalDate } from './calendar.js';
import { COUNT, parseCount } from './numbers.js';
import type { Rule } from './relative-time-rule.js';

/** Chinese relative time words: 下周一, 三天前, 上个月, 月底, 去年, 最近, 刚. */
const WEEK_OFFSET: Record<string, number> = { 上上: -2, 上: -1, 这: 0, 本: 0, 下: 1, 下下: 2 };
const ZH_WEEKDAY: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7 };
const ZH_DAY_WORDS: Record<string, [number, string]> = {
  大前天: [-3, ''], 前天: [-2, ''], 昨天: [-1, ''], 昨日: [-1, ''], 昨儿: [-1, ''], 昨晚: [-1, '晚上'], 昨夜: [-1, '夜里'],
  今天: [0, ''], 今日: [0, ''], 今儿: [0, ''], 今晚: [0, '晚上'], 今早: [0, '早上'],
  明天: [1, ''], 明日: [1, ''], 明儿: [1, ''], 明晚: [1, '晚上'], 明早: [1, '早上'], 后天: [2, ''], 大后天: [3, ''],
};
const ZH_YEAR_WORDS: Record<string, number> = { 前年: -2, 去年: -1, 今年: 0, 明年: 1, 后年: 2 };

function lastDayOfMonth(date: LocalDate): LocalDate {
  return { ...date, day: new Date(Date.UTC(date.year, date.month, 0)).getUTCDate() };
}

function monthPart(date: LocalDate, part: string | undefined): LocalDate {
  if (part === '底' || part === '末' || part === '下旬') return lastDayOfMonth(date);
  if (part === '中旬') return { ...date, day: 15 };
  return { ...date, day: 1 };
}

export const zhRules: Rule[] = [
  {
    pattern: /(?<!每)(上上|下下|上|下|这|本)个?(?:周|星期|礼拜)([一二三四五六日天1-7])/gu,
    resolve: (match, clock) => {
      const date = addDays(mondayOf(clock.today, WEEK_OFFSET[match[1] as string] ?? 0), (ZH_WEEKDAY[match[2] as string] ?? 1) - 1);
      return { replacement: `${formatDate.zh(date)}（周${match[2] === '7' ? '日' : match[2]}）`, date, precision: 'day' };
    },
  },
  {
    pattern: /(?<!每)(上上|下下|上|下|这|本)个?(?:周末|礼拜末)/gu,
    resolve: (match, clock) => {
      const date = addDays(mondayOf(clock.today, WEEK_OFFSET[match[1] as string] ?? 0), 5);
      return { replacement: `${formatDate.zh(date)}那个周末`, date, precision: 'day' };
    },
  },
  {
    pattern: /(?<!每)(上上|下下|上|下|这|本)个?(?:周|星期|礼拜)/gu,
    resolve: (match, clock) => {
      const date = mondayOf(clock.today, WEEK_OFFSET[match[1] as string] ?? 0);
      return { replacement: `${formatDate.zh(date)}那一周`, date, precision: 'week' };
    },
  },
  {
    pattern: /(?:(上上|下下|上|下)个月|(这|本)个?月|(?<![晚早马路身线楼街])(上|下)月)(初|底|末|中旬|上旬|下旬)?/gu,
    resolve: (match, clock) => {
      const offset = WEEK_OFFSET[(match[1] ?? match[2] ?? match[3]) as string] ?? 0;
      const month = addMonths({ ...clock.today, day: 1 }, offset);
      return { replacement: `${formatMonth.zh(month)}${match[4] ?? ''}`, date: monthPart(month, match[4]), precision: 'month' };
    },
  },
  {
    pattern: /(?<![个本这上下\d年一二三四五六七八九十\s])月(初|底|末)/gu,
    resolve: (match, clock) => {
      const month = { ...clock.today, day: 1 };
      return { replacement: `${formatMonth.zh(month)}${match[1]}`, date: monthPart(month, match[1]), precision: 'month' };
    },
  },
  {
    pattern: /大前天|前天|昨天|昨日|昨晚|昨夜|昨儿|今天|今日|今晚|今早|今儿|明天|明日|明晚|明早|明儿|大后天|后天/gu,
    resolve: (match, clock) => {
      const [offset, suffix] = ZH_DAY_WORDS[match[0]] ?? [0, ''];
      const date = addDays(clock.today, offset);
      return { replacement: `${formatDate.zh(date)}${suffix}`, date, precision: 'day' };
    },
  },
  {
    pattern: new RegExp(`(${COUNT})\\s*(天|个?(?:周|星期|礼拜)|个多?月|年)\\s*(前|之前|以前|后|之后|以后)`, 'gu'),
    resolve: (match, clock) => {
      const count = parseCount(match[1] as string);
      if (count === null) return null;
      const unit = match[2] as string;
      const sign = match[3]?.includes('前') ? -1 : 1;
      if (unit === '年') {
        if (count >= 100) return null;
        const date = addMonths(clock.today, Math.round(sign * count * 12));
        return count % 1 === 0
          ? { replacement: `${date.year}年`, date: { ...date, month: 1, day: 1 }, precision: 'year' }
          : { replacement: formatMonth.zh(date), date, precision: 'month' };
      }
      if (unit.includes('月')) {
        if (count < 1) {
          const date = addDays(clock.today, sign * Math.round(count * 30));
          return { replacement: `约${formatDate.zh(date)}`, date, precision: 'day' };
        }
        const date = addMonths(clock.today, sign * Math.round(count));
        return { replacement: formatMonth.zh(date), date, precision: 'month' };
      }
      const days = unit === '天' ? count : count * 7;
      const date = addDays(clock.today, sign * days);
      return { replacement: unit === '天' ? formatDate.zh(date) : `约${formatDate.zh(date)}`, date, precision: 'day' };
    },
  },
  {
    pattern: /前年|去年|今年|明年|后年/gu,
    resolve: (match, clock) => {
      const year = clock.today.year + (ZH_YEAR_WORDS[match[0]] ?? 0);
      return { replacement: `${year}年`, date: { year, month: 1, day: 1 }, precision: 'year' };
    },
  },
  {
    // "最近开始喝手冲" → "2026年2月26日前后开始喝手冲"; "现在是 28k" → "截至2026年3月24日是 28k".
    // 当前台 is 当 (work as) plus 前台 (the front desk), which jieba too reads as 当前 plus 台.
    pattern: /最近|近来|近期|这几天|这两天|这阵子|这段时间|目前|如今|眼下|当前(?!台)|(?<!从)现在/gu,
    resolve: (match, clock) => {
      const around = ['最近', '近来', '近期', '这几天', '这两天', '这阵子', '这段时间'].includes(match[0]);
      const date = formatDate.zh(clock.today);
      return { replacement: around ? `${date}前后` : tellingTime.zh(clock.today), date: clock.today, precision: 'instant', vague: true };
    },
  },
  {
    pattern: /刚刚|刚才|(?<!刚)刚(?![好巧强毅性需才刚])/gu,
    resolve: (match, clock) => ({
      replacement: match[0] === '刚' ? `于${formatDate.zh(clock.today)}` : formatDate.zh(clock.today),
      date: clock.today,
      precision: 'instant',
      vague: true,
    }),
  },
];

