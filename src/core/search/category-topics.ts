import type { Embedder } from '../embedder.js';
import type { MemoryRecord } from '../types.js';
import { partCosine, type PartScale } from './dense-parts.js';
import { userText } from './later-states.js';

/**
 * What a write-time category bears on. A safety fact ("我对花生过敏", "I'm lactose intolerant")
 * answers questions that share neither words nor much meaning with it ("晚饭吃什么", "what should I
 * avoid eating"): what the question is *about* (food, health) is what links them.
 *
 * The question's domain is read by zero-shot classification over a fixed taxonomy of everyday
 * domains (below): the question is compared with each domain's description by the same model, and
 * a softmax over those cosines says how much of the question is about each domain. A category's
 * topic signal is the share of the domains it bears on. Asking "is it about food *rather than*
 * weather, films, work…" separates far better than the question's closeness to one description
 * alone (bge-small-zh puts every English sentence at cosine ~0.5 from any other, so "what should I
 * avoid eating" and "what's the weather like" sat 0.14 and 0.00 apart on the dense scale; their
 * food share is 0.50 against 0.00). The taxonomy is a general list of life domains, one
 * description per language, written from the domain's definition and not from any data set's
 * questions; the category → domain links follow the category's definition (triggers.ts). The
 * signal is one feature of the fitted relevance model (relevance-params.ts), which weighs it.
 */
export const LIFE_DOMAINS: Record<string, [string, string]> = {
  food: ['饮食：吃饭、喝东西、做菜、餐厅、零食、饮料', 'food and drink: eating and drinking, meals, cooking, restaurants, snacks'],
  health: ['健康：疾病、过敏、看病、用药', 'health: illness, allergies, doctors, medication'],
  weather: ['天气和气候', 'weather and climate'],
  entertainment: ['娱乐：电影、音乐、书、游戏', 'entertainment: movies, music, books, games'],
  work: ['工作和职业', 'work and career'],
  study: ['学习和教育', 'study and education'],
  travel: ['旅行和交通', 'travel and transport'],
  shopping: ['购物和消费', 'shopping and buying things'],
  home: ['家居和住房', 'home and housing'],
  family: ['家人、朋友和人际关系', 'family, friends and relationships'],
  sport: ['运动和健身', 'sports and fitness'],
  money: ['钱和理财', 'money and finance'],
  tech: ['科技和电子设备', 'technology and devices'],
  time: ['日期、节日和日程', 'dates, holidays and schedules'],
};

/** The domains each write-time category bears on (a safety fact: what one may eat, and health). */
export const CATEGORY_DOMAINS: Record<string, string[]> = {
  safety: ['food', 'health'],
  work: ['work'],
};

/**
 * A fact's slot says what it is about, whatever its words: where the user works or what they do
 * bears on questions about work (我是干什么工作的？ of 我在一家物流公司做调度, cosine 0.37). The write
 * pipeline's slot schema (write/rules/fact-slots.ts), not any data set's words; the slot's category
 * joins the one the memory was filed under. Residence on the home domain was measured and left out
 * (session 23): a home question is as often a request nothing stored answers (催房东修热水器, 苏州的房价).
 */
const SLOT_CATEGORIES: Record<string, string> = { workplace: 'work', occupation: 'work' };

/** The topic category of a memory's write-time slots, if one has a topic. */
function slotCategory(record: Pick<MemoryRecord, 'metadata'>): string | undefined {
  const slots = record.metadata.slots;
  if (!Array.isArray(slots)) return undefined;
  for (const slot of slots) {
    const attribute = typeof slot === 'object' && slot !== null ? (slot as { attribute?: unknown }).attribute : undefined;
    const category = typeof attribute === 'string' ? SLOT_CATEGORIES[attribute] : undefined;
    if (category) return category;
  }
  return undefined;
}

/**
 * Softmax temperature over the domain cosines. Not fit: one step of 0.02 in cosine multiplies a
 * domain's odds by e, so a domain about 0.05 closer than the next (a seventh of bge's English
 * "unrelated → same" range, 0.50 → 0.85) takes about 90% of the question.
 */
export const DOMAIN_TEMPERATURE = 0.02;

/** A category's topic pulls its memories into the candidates when it holds at least this share of the question (the majority). */
export const TOPICAL_SHARE = 0.5;

export type TopicVectors = Map<string, Float32Array[]>;

/** The domain descriptions embedded once per embedder, on first use. */
export class CategoryTopics {
  private vectors: Promise<TopicVectors> | null = null;

  constructor(private readonly embedder: Embedder) {}

  load(): Promise<TopicVectors> {
    this.vectors ??= (async () => {
      const entries = Object.entries(LIFE_DOMAINS);
      const embedded = await this.embedder.embed(entries.flatMap(([, texts]) => texts));
      let next = 0;
      return new Map(entries.map(([domain, texts]) => [domain, texts.map(() => embedded[next++] as Float32Array)]));
    })();
    this.vectors.catch(() => {
      this.vectors = null;
    });
    return this.vectors;
  }
}

/**
 * How much of a text is about each domain, in the order of `domains` (sums to 1): a softmax over
 * its best cosine to each domain's descriptions, as read by the model with the largest say for
 * the text's script.
 */
export function domainShareArray(vector: Float32Array, domains: TopicVectors, scales: PartScale[]): Float64Array {
  const shares = new Float64Array(domains.size);
  if (domains.size === 0) return shares;
  const lead = scales.reduce((best, scale, index) => (scale.share > (scales[best]?.share ?? -1) ? index : best), 0);
  const leadPart = scales[lead]?.part;
  let index = 0;
  let top = -Infinity;
  for (const vectors of domains.values()) {
    let best = -1;
    if (leadPart) for (const description of vectors) best = Math.max(best, partCosine(vector, description, leadPart) ?? -1);
    shares[index] = best;
    top = Math.max(top, best);
    index += 1;
  }
  let total = 0;
  for (let each = 0; each < shares.length; each += 1) {
    shares[each] = Math.exp(((shares[each] as number) - top) / DOMAIN_TEMPERATURE);
    total += shares[each] as number;
  }
  for (let each = 0; each < shares.length; each += 1) shares[each] = (shares[each] as number) / total;
  return shares;
}

/** How much of the question is about each domain (sums to 1), by domain name. */
export function domainShares(question: Float32Array, domains: TopicVectors, scales: PartScale[]): Map<string, number> {
  return sharesByDomain(domains, domainShareArray(question, domains, scales));
}

/** Shares in the order of `domains` (domainShareArray's), by domain name. */
export function sharesByDomain(domains: TopicVectors, shares: Float64Array): Map<string, number> {
  const named = new Map<string, number>();
  let index = 0;
  for (const domain of domains.keys()) named.set(domain, shares[index++] as number);
  return named;
}

/** Each category's topic signal for the question (0..1): the share of the question its domains hold. */
export function topicSignals(question: Float32Array, domains: TopicVectors, scales: PartScale[]): Map<string, number> {
  return topicSignalsOf(domainShares(question, domains, scales));
}

/** Each fixed category's topic signal from the question's domain shares. */
export function topicSignalsOf(shares: Map<string, number>): Map<string, number> {
  const signals = new Map<string, number>();
  if (shares.size === 0) return signals;
  for (const [category, bearsOn] of Object.entries(CATEGORY_DOMAINS)) {
    signals.set(category, bearsOn.reduce((sum, domain) => sum + (shares.get(domain) ?? 0), 0));
  }
  return signals;
}

/**
 * Categories that bear on the domains of the memory's own words rather than on fixed ones: a
 * preference is about what it names ("我不吃辣", "I'm vegetarian": food; "I love sci-fi movies":
 * entertainment), and bears on requests in that domain (周末去哪吃饭好, "recommend a movie") as an
 * allergy bears on food. Its topic signal is the agreement of the question's and the memory's
 * domain shares (the chance that both are about the same domain), read by the same zero-shot
 * classifier, so no list says which preference is about what.
 */
export const OWN_DOMAIN_CATEGORIES: ReadonlySet<string> = new Set(['preference']);

/** Agreement of two domain distributions: the probability that both name the same domain. */
export function domainAgreement(left: Float64Array, right: Float64Array): number {
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += (left[index] as number) * (right[index] as number);
  return sum;
}

/**
 * The domain shares of memories' own words, by text (a memory's words and model decide them;
 * nothing of anyone else's), bounded: the same preferences come back search after search.
 */
export class MemoryDomains {
  private readonly cache = new Map<string, Float64Array>();

  constructor(private readonly capacity = 20_000) {}

  has(text: string): boolean {
    return this.cache.has(text);
  }

  /** The text's shares, read once (`read` runs only for a text not seen before). */
  of(text: string, read: () => Float64Array): Float64Array {
    let shares = this.cache.get(text);
    if (!shares) {
      if (this.cache.size >= this.capacity) this.cache.clear();
      shares = read();
      this.cache.set(text, shares);
    }
    return shares;
  }
}

/** The write pipeline's rules, as far as they decide the categories that have a topic (instruction before safety). */
export type TextCategorizer = (text: string) => string[];

/** No category: one shared empty list. */
const NO_CATEGORIES: readonly string[] = Object.freeze([]);

/** One shared list per filed category (a handful exist), not a new one per candidate of every search. */
const filedLists = new Map<string, readonly string[]>();
const FILED_LISTS = 1_000;

/** The categories of a memory filed under `category` (and the topic category of its slots, if any): those. */
function filedAs(category: string, slot?: string): readonly string[] {
  const key = slot === undefined ? category : `${category}\n${slot}`;
  let list = filedLists.get(key);
  if (!list) {
    if (filedLists.size >= FILED_LISTS) filedLists.clear();
    list = Object.freeze(slot === undefined ? [category] : [category, slot]);
    filedLists.set(key, list);
  }
  return list;
}

/** Texts read per categorizer, bounded: the same candidates come back search after search. */
const CACHED_TEXTS = 20_000;

/**
 * The categories a memory's topic signal applies to: the one the write pipeline filed it under
 * (`metadata.category`), else what the write pipeline's rules read in its own words (the user's
 * side of a turn, or the text of a memory added as is), so a turn that says "我对花生过敏" and a
 * memory added as "I am allergic to peanuts" bear on food questions like the fact derived from them.
 */
export class MemoryCategories {
  private readonly cache = new Map<string, readonly string[]>();

  constructor(private readonly categorize: TextCategorizer | undefined) {}

  of(record: MemoryRecord): readonly string[] {
    const filed = record.metadata.category;
    if (typeof filed === 'string') return filedAs(filed, slotCategory(record));
    return this.ofText(userText(record));
  }

  /** What the rules read in a text's own words (`add` files a memory by the first of them). */
  ofText(text: string): readonly string[] {
    if (!this.categorize) return NO_CATEGORIES;
    let categories = this.cache.get(text);
    if (!categories) {
      if (this.cache.size >= CACHED_TEXTS) this.cache.clear();
      categories = this.categorize(text);
      // Most texts have none: one shared empty list is kept for them, not one each.
      if (categories.length === 0) categories = NO_CATEGORIES;
      this.cache.set(text, categories);
    }
    return categories;
  }
}

/** Categories from what the write pipeline filed (`metadata.category` and its slots) alone: a search given no categorizer reads these, as the engine's own reader does for a filed memory. */
export const FILED_CATEGORIES = new MemoryCategories(undefined);

/** A memory's topic signal: the strongest of its categories' signals (0 when none has a topic). */
export function topicOf(categories: readonly string[], signals: Map<string, number>): number {
  // A loop, not reduce: it runs for every candidate, and a closure per call was garbage.
  let best = 0;
  for (let index = 0; index < categories.length; index += 1) best = Math.max(best, signals.get(categories[index] as string) ?? 0);
  return best;
}
