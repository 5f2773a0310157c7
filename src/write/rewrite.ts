import { IRREGULAR_PAST_FORMS } from './english-verbs.js';
import { hasHan, type MemoryLanguage } from './language.js';

/**
 * Turns what the user said into one standalone sentence in the user's own language,
 * written about the user ("我住广州" → "用户住广州。", "I live in Oakland" → "The user
 * lives in Oakland."). Rules only rewrite pronouns and trim chatter; they never translate
 * and never add facts, so the result still passes the hallucination guard.
 */

const ZH_LEADING_CHATTER = /^(?:(?:哦|噢|嗯+|诶|欸|唉|那个|就是|哈哈+|对|好玩|有点|好)[，,：:！!。\s]+|(?:(?:跟你|和你|给你)说(?:一)?下|跟你说|告诉你一?下?|对了|话说|其实|说真的|是啊|是的|对啊|好的|好吧|行吧|但是|但|不过|而且|所以)[，,：:！!。\s]*|还有(?:[，,\s]+|(?=我)))+/u;
const ZH_INSTRUCTION_MARKER = /^(?:以后|今后|往后|从现在(?:开始|起)|从今天(?:开始|起)|从今往后|记住|记得|请)+[，,：:\s]*/u;
const EN_LEADING_CHATTER = /^(?:(?:oh|well|so|anyway|btw|by the way|ok|okay|hey|yeah|yep|one tweak|quick update|also|and|actually)\b[,:!.\s]*)+/i;
const EN_INSTRUCTION_MARKER = /^(?:(?:from now on|going forward|in the future|moving forward|please remember(?: that| to)?|remember(?: that| to)?|please)\b[,:\s]*)+/i;

const ZH_GROUP = /我们(组|团队|公司|部门|家|班|学校|小组|项目组|项目|宿舍)/gu;

/*
 * An instruction speaks to the assistant, so its "me" is the one the assistant serves, which the
 * instruction label already says ("用户要求："). Rewritten to 用户, it reads twice over
 * ("用户要求：回答用户都用…"), so two kinds of "me" are dropped instead: the one after a
 * for/with/to word (给我, 跟我, 对我, 帮我 …: "给我写代码都用TS" → "写代码都用TS") and the object
 * of answering (回答我都用… → 回答都用…). A "me" that carries meaning stays, as 用户
 * (叫我小王 → 叫用户小王, 提醒我喝水 → 提醒用户喝水).
 */
const ZH_FOR_ME = /(?:给|跟|和|对|帮|替|为|向)我(?:的)?(?=\p{Script=Han})/gu;
/** Only before what continues the answering ("回答我都…", "回复我的时候"): 回答我的问题 keeps its 我. */
const ZH_ANSWER_ME = /(回答|回复|答复)我(?=的时候|时|[都也就总要先用请，,])/gu;

function rewriteChineseInstruction(text: string): string {
  return text.replace(ZH_FOR_ME, '').replace(ZH_ANSWER_ME, '$1');
}

function rewriteChinese(text: string): string {
  return text
    .replace(ZH_GROUP, '用户所在的$1')
    .replace(/我们|咱们/gu, '用户他们')
    .replace(/(?<!自)我/gu, '用户');
}

const MODALS = new Set(['can', 'could', 'will', 'would', 'should', 'must', 'might', 'may', 'shall']);
const ADVERBS = new Set(['ever', 'normally', 'generally', 'basically', 'literally', 'mainly', 'currently', 'barely', 'rarely', 'hardly', 'really', 'also', 'usually', 'still', 'just', 'often', 'always', 'never', 'actually', 'absolutely', 'finally', 'recently', 'sometimes', 'already', 'even', 'kind', 'sort', 'totally', 'definitely', 'mostly', 'only', 'probably']);
/** Verbs left as they are after "I": the irregular past forms, and those whose past is the base form (tense cannot be told). */
const UNCONJUGATED = new Set([...IRREGULAR_PAST_FORMS, 'had', 'did', 'was', 'quit', 'put', 'set', 'let', 'cut', 'hit', 'hurt', 'read']);
const COORDINATORS = new Set(['and', 'or', 'nor']);
const THIRD_PERSON: Record<string, string> = { am: 'is', have: 'has', do: 'does', "don't": "doesn't", go: 'goes', "haven't": "hasn't", "'m": 'is', "'ve": 'has' };

/** "like" → "likes", "watch" → "watches", "carry" → "carries"; past tense and modals stay. */
function conjugate(verb: string): string {
  const lower = verb.toLowerCase();
  if (THIRD_PERSON[lower]) return THIRD_PERSON[lower] as string;
  if (MODALS.has(lower) || UNCONJUGATED.has(lower) || /ed$/.test(lower) || /n't$/.test(lower) || !/^[a-z]+$/.test(lower)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Rewrites "I" (conjugating its verb), "me", "my", "mine" and "myself" to the user. */
function rewriteEnglish(text: string): string {
  const tokens = text.split(/(\s+)/);
  const output: string[] = [];
  let pendingVerb = false;
  let previous = '';
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      output.push(token);
      continue;
    }
    const match = /^([^\w']*)([\w']+)(.*)$/.exec(token);
    if (!match) {
      output.push(token);
      continue;
    }
    const [, before = '', word = '', after = ''] = match;
    const lower = word.toLowerCase();
    let replaced = word;
    if (word === 'I' || word === "I'm" || word === "I've" || word === "I'd" || word === "I'll") {
      const suffix = { I: '', "I'm": ' is', "I've": ' has', "I'd": ' would', "I'll": ' will' }[word] ?? '';
      replaced = `the user${suffix}`;
      // "My partner and I are saving": a coordinated subject keeps its plural verb.
      pendingVerb = word === 'I' && !COORDINATORS.has(previous);
    } else if (lower === 'me') {
      replaced = 'the user';
    } else if (lower === 'my' || lower === 'mine') {
      replaced = "the user's";
    } else if (lower === 'myself') {
      replaced = 'themselves';
    } else if (pendingVerb) {
      if (ADVERBS.has(lower) || lower === 'of') {
        output.push(token);
        continue;
      }
      replaced = conjugate(word);
      pendingVerb = false;
    }
    output.push(`${before}${replaced}${after}`);
    previous = lower;
  }
  return output.join('');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function endSentence(text: string, language: MemoryLanguage): string {
  const trimmed = text.trim().replace(/[，,、;；:：\s]+$/u, '');
  if (/[。！？!?.]$/u.test(trimmed)) return language === 'zh' ? trimmed.replace(/[.!]$/, '。') : trimmed;
  return `${trimmed}${language === 'zh' ? '。' : '.'}`;
}

/** Strips chatter and, for instructions, the "from now on" marker (the kind says it already). */
export function trimSentence(sentence: string, instruction: boolean): string {
  let text = sentence.trim();
  for (let pass = 0; pass < 3; pass += 1) {
    text = text.replace(ZH_LEADING_CHATTER, '').replace(EN_LEADING_CHATTER, '');
    if (instruction) text = text.replace(ZH_INSTRUCTION_MARKER, '').replace(EN_INSTRUCTION_MARKER, '');
  }
  return text.trim();
}

/** Writes a (time-resolved) sentence about the user, as one standalone sentence. */
export function toStandaloneSentence(text: string, options: { instruction: boolean }): string {
  const language: MemoryLanguage = hasHan(text) ? 'zh' : 'en';
  let body = rewriteEnglish(rewriteChinese(options.instruction && language === 'zh' ? rewriteChineseInstruction(text) : text)).trim();
  if (language === 'zh') {
    if (options.instruction) body = `用户要求：${body}`;
    else if (!body.startsWith('用户')) body = body.includes('用户') ? body : `用户：${body}`;
    return endSentence(body, 'zh');
  }
  if (options.instruction) return endSentence(`User instruction: ${body}`, 'en');
  body = capitalize(body);
  if (!/\buser\b/i.test(body)) body = `User: ${body}`;
  return endSentence(body, 'en');
}
