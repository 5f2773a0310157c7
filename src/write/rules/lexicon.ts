/**
 * Word lists behind the write rules, in Chinese and English. They are data, kept apart
 * from the matching code so that adding a word never touches logic. Each canonical key
 * becomes part of a slot ("user|consume:coffee"), so two wordings of one thing meet.
 */

/** Things people eat or drink, grouped so that 手冲 and 咖啡 are the same attribute. */
export const CONSUMABLES: Record<string, string[]> = {
  coffee: ['咖啡', '手冲', '拿铁', '美式', '浓缩', '卡布奇诺', '摩卡', '冷萃', 'coffee', 'latte', 'lattes', 'espresso', 'cappuccino', 'pour-over', 'pour over', 'americano', 'cold brew'],
  tea: ['奶茶', '绿茶', '红茶', '乌龙', '茶', 'tea', 'matcha', 'boba'],
  alcohol: ['白酒', '啤酒', '红酒', '喝酒', 'alcohol', 'beer', 'wine', 'whisky', 'whiskey', 'liquor', 'cocktails'],
  spicy: ['辣', '麻辣', 'spicy', 'hot sauce', 'chili', 'chilli'],
  cilantro: ['香菜', 'cilantro', 'coriander'],
  seafood: ['海鲜', '虾', '螃蟹', 'seafood', 'shrimp', 'shellfish', 'crab'],
  meat: ['吃肉', '猪肉', '牛肉', '羊肉', 'meat', 'pork', 'beef', 'lamb'],
  dairy: ['牛奶', '奶制品', '乳制品', 'milk', 'dairy', 'cheese', 'lactose'],
  sweets: ['甜食', '甜的', '甜', 'sweets', 'dessert', 'desserts', 'sugar', 'candy'],
  peanut: ['花生', 'peanut', 'peanuts'],
  nuts: ['坚果', 'nuts', 'tree nuts'],
  gluten: ['麸质', '面筋', 'gluten'],
  garlic: ['大蒜', '蒜', 'garlic'],
  onion: ['洋葱', 'onion', 'onions'],
};

/** Long-running tasks whose latest state replaces the previous one. */
export const TASK_TOPICS: Record<string, string[]> = {
  renovation: ['装修', '水电', '木工', '油漆', '墙漆', '瓷砖', '吊顶', '刷墙', '泥瓦', 'renovation', 'remodel', 'contractor', 'plumber', 'drywall'],
  'job-hunt': ['找工作', '面试', '一面', '二面', '三面', '终面', 'HR面', '简历', '求职', '投递', 'offer', 'interview', 'interviews', 'job hunt', 'job search', 'recruiter', 'onsite'],
  thesis: ['论文', '开题', '答辩', '文献综述', '第一章', '第二章', '第三章', '第四章', '第五章', 'thesis', 'dissertation', 'chapter'],
  'pc-build': ['装机', '显卡', '主板', '内存条', 'gaming PC', 'GPU', 'CPU', 'motherboard', 'RAM', 'BIOS', 'PC build', 'EXPO'],
  'code-change': ['PR', 'pull request', '迁移', '迁到', '迁完', '合并', 'CI', '部署', '上线', 'deploy', 'deployed', 'release', 'migration', 'merged', 'e2e'],
  order: ['订单', '快递', '物流', '发货', '下单', 'order', 'shipping', 'delivery', 'package', 'tracking'],
  trip: ['机票', '酒店', '行程', '签证', '航班', 'flight', 'hotel', 'visa', 'itinerary', 'booking'],
  moving: ['搬家', 'moving house', 'movers'],
  exam: ['考试', '备考', '雅思', '托福', '考研', 'exam', 'IELTS', 'TOEFL', 'GRE'],
};

/** Words that say a task moved on: started, finished, passed, failed, scheduled, stuck. */
export const TASK_STAGE_ZH = /投了|进场|开始|完成|[\p{Script=Han}]完了?|弄好|搞定|验收|过了|挂了|没过|提交|提了|交了|停一停|暂停|重写|发货|到了|签收|约了|约在|卡在|剩|还没|通过|拿到|下单|上线|合并/u;
export const TASK_STAGE_EN =
  /\b(applied|ordered|arrived|shipped|assembled|installed|done|finished|completed|started|starting|merged|passed|failed|submitted|booked|scheduled|backordered|stuck|blocked|remaining|pending|waiting|fixed|broke|broken|won't boot|rejected|accepted|approved|launched|deployed|posts)\b/i;

/** Activities with a weekly schedule (每周一三五去健身). */
export const SCHEDULED_ACTIVITIES: Record<string, string[]> = {
  gym: ['健身', '撸铁', 'gym', 'workout', 'work out', 'lift'],
  running: ['跑步', '夜跑', '晨跑', 'running', 'run', 'jog', 'jogging'],
  swimming: ['游泳', 'swim', 'swimming'],
  yoga: ['瑜伽', 'yoga', 'pilates', '普拉提'],
  class: ['上课', '补习', '钢琴课', 'class', 'lesson', 'lessons', 'tutoring'],
};

/** Family members, relatives, friends and colleagues (closed classes of kinship and social terms): "我老婆爱喝拿铁" is about the wife, not the user. */
export const RELATIONS: Record<string, string[]> = {
  spouse: ['老婆', '妻子', '太太', '爱人', '媳妇', '老公', '丈夫', 'wife', 'husband', 'spouse'],
  partner: ['男朋友', '女朋友', '对象', '未婚夫', '未婚妻', 'boyfriend', 'girlfriend', 'partner'],
  child: ['女儿', '儿子', '闺女', '孩子', '小孩', '宝宝', 'daughter', 'son', 'kid', 'kids', 'child', 'baby'],
  father: ['爸爸', '老爸', '父亲', '爸', 'dad', 'father'],
  mother: ['妈妈', '老妈', '母亲', '妈', 'mom', 'mum', 'mother'],
  parents: ['父母', '爸妈', 'parents'],
  sibling: ['哥哥', '姐姐', '弟弟', '妹妹', 'brother', 'sister'],
  grandparent: ['爷爷', '奶奶', '外公', '外婆', '姥姥', '姥爷', 'grandpa', 'grandma', 'grandfather', 'grandmother'],
  relative: ['表哥', '表姐', '表弟', '表妹', '堂哥', '堂姐', '堂弟', '堂妹', '叔叔', '阿姨', '舅舅', '姑姑', '侄子', '侄女', '外甥', '外甥女', '小姨', '大姨', '姨妈', '姨父', '姨夫', '姑妈', '姑父', '舅妈', '婶婶', '伯伯', '伯父', '伯母', 'cousin', 'uncle', 'aunt', 'auntie', 'niece', 'nephew'],
  inLaw: ['婆婆', '公公', '岳母', '岳父', '丈母娘', '老丈人', '嫂子', '姐夫', '妹夫', '弟媳', '儿媳', '女婿', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law', 'son-in-law', 'daughter-in-law', 'in-laws'],
  grandchild: ['孙子', '孙女', '外孙', '外孙女', 'grandson', 'granddaughter', 'grandchild', 'grandchildren', 'grandkids'],
  friend: ['朋友', '闺蜜', '兄弟', '哥们', '发小', 'friend', 'buddy'],
  colleague: ['同事', '领导', '老板', '主管', '上司', 'colleague', 'coworker', 'co-worker', 'boss', 'manager'],
  roommate: ['室友', '舍友', 'roommate', 'flatmate'],
};

export const PETS = ['猫', '狗', '猫咪', '狗狗', '兔子', '仓鼠', '鹦鹉', '金鱼', 'cat', 'dog', 'puppy', 'kitten', 'rabbit', 'hamster', 'parrot'];

export const OCCUPATIONS_ZH = [
  '工程师', '程序员', '医生', '老师', '教师', '律师', '设计师', '学生', '研究生', '博士', '产品经理', '经理', '会计', '护士', '销售', '运营', '作家',
  '记者', '厨师', '司机', '警察', '架构师', '分析师', '顾问', '创业者', '自由职业者', '公务员', '开发',
];
export const OCCUPATIONS_EN = [
  'engineer', 'developer', 'programmer', 'doctor', 'nurse', 'teacher', 'lawyer', 'designer', 'student', 'manager', 'accountant', 'writer',
  'chef', 'consultant', 'analyst', 'scientist', 'researcher', 'founder', 'freelancer', 'architect', 'pharmacist', 'dentist', 'journalist',
];

/** Health facts that keep people safe; they get the highest importance. */
export const SAFETY_ZH = /过敏|哮喘|糖尿病|心脏病|高血压|癫痫|怀孕|孕期|乳糖不耐|不能吃.{0,4}药|恐高|晕车|晕船|晕机|晕得/u;
export const SAFETY_EN = /\b(allerg\w*|asthma|diabet\w*|epilep\w*|pregnan\w*|heart condition|blood pressure|lactose intolerant|medication|coeliac|celiac|motion sickness|afraid of heights)\b/i;

export const COLOURS = [
  '红色', '橙色', '黄色', '绿色', '蓝色', '紫色', '黑色', '白色', '灰色', '粉色', '棕色', '金色', '银色', '深色', '浅色',
  'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'black', 'white', 'grey', 'gray', 'pink', 'brown', 'gold', 'silver', 'dark', 'light',
];

/** Words that may differ between a memory and its source without changing its meaning. */
export const SYNONYMS: string[][] = [
  ['老婆', '妻子', '太太', '爱人', '媳妇'],
  ['老公', '丈夫', '先生'],
  ['孩子', '小孩', '宝宝', '娃'],
  ['爸爸', '老爸', '父亲', '爸'],
  ['妈妈', '老妈', '母亲', '妈'],
  ['咖啡', '手冲', '拿铁', '美式'],
  ['回复', '回答', '答复'],
  ['工作', '上班'],
  ['wife', 'spouse'],
  ['husband', 'spouse'],
  ['reply', 'answer', 'respond', 'response'],
];

/**
 * One table's words, compiled once: per key, its Latin words as one whole-word pattern and its
 * Chinese words as substrings; and every key's words as one pattern per script, for `mentionsAny`.
 */
interface CompiledTable {
  entries: { key: string; latin: RegExp | null; han: string[] }[];
  anyLatin: RegExp | null;
  anyHan: RegExp | null;
}
const compiledTables = new WeakMap<Record<string, string[]>, CompiledTable>();

const isLatin = (word: string): boolean => /[a-z]/i.test(word);
/** Latin words as one case-blind (lower-cased text) whole-word pattern, or null for none. */
const wholeWords = (words: string[]): RegExp | null => (words.length > 0 ? new RegExp(`\\b(?:${words.map((word) => escapeRegExp(word.toLowerCase())).join('|')})\\b`) : null);

function compiled(table: Record<string, string[]>): CompiledTable {
  let found = compiledTables.get(table);
  if (!found) {
    const words = Object.values(table).flat();
    const han = words.filter((word) => !isLatin(word));
    found = {
      entries: Object.entries(table).map(([key, keyWords]) => ({ key, latin: wholeWords(keyWords.filter(isLatin)), han: keyWords.filter((word) => !isLatin(word)) })),
      anyLatin: wholeWords(words.filter(isLatin)),
      anyHan: han.length > 0 ? new RegExp(han.map(escapeRegExp).join('|'), 'u') : null,
    };
    compiledTables.set(table, found);
  }
  return found;
}

/**
 * The keys of `table` whose words the text holds (Latin words whole and case-blind, Chinese ones
 * as substrings). The patterns are compiled once per table: the write rules and search's reading
 * of candidates' categories call this for every sentence, and a pattern built per word per call
 * was most of their cost.
 */
export function canonicalOf(table: Record<string, string[]>, text: string): string[] {
  const lower = text.toLowerCase();
  const keys: string[] = [];
  for (const entry of compiled(table).entries) {
    if (entry.han.some((word) => text.includes(word)) || (entry.latin !== null && entry.latin.test(lower))) keys.push(entry.key);
  }
  return keys;
}

/** Whether the text holds any word of `table` (as canonicalOf reads words), with one pattern per script. */
export function mentionsAny(table: Record<string, string[]>, text: string): boolean {
  const { anyLatin, anyHan } = compiled(table);
  return (anyHan !== null && anyHan.test(text)) || (anyLatin !== null && anyLatin.test(text.toLowerCase()));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The relation words of one script as a regular-expression alternation (Chinese: 老婆|妻子|…; Latin: wife|husband|…). */
export function relationAlternation(script: 'han' | 'latin'): string {
  return Object.values(RELATIONS)
    .flat()
    .filter((word) => /\p{Script=Han}/u.test(word) === (script === 'han'))
    .map(escapeRegExp)
    .join('|');
}
