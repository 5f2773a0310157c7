import { namesIn } from '../../write/entities.js';
import { splitClauses, userChangesAt } from '../../write/rules/subject.js';
import { REVISION_MARKER } from './revision-cues.js';

/**
 * A fact changes in words that need not name what it replaces: "I work nights at the hospital",
 * then "Got moved to days!"; 我在杭州滨江租房住, then 公司把我派到深圳分部常驻了. Asked "What are my
 * shift hours?", the first matches better and was said first, and no other later-state rule
 * pairs them (no "now" in the question, no amount, weekday or plan). The later memory says itself
 * that the user's state changed: a verb of being moved, replaced or stopping, or revision-cues'
 * markers of change, in a clause where the user is the one who changes (subject.ts
 * `userChangesAt`). Then it is the later state of a related earlier memory.
 *
 * Whose change it is matters: "小周调去深圳了，我现在跟老刘搭档" changes the user's partner, not the
 * day the user plays; "Our drummer quit the band" is the drummer's; "Technician replaced the
 * drain pump" changes nothing the user holds. The first version read the verbs alone and cost
 * dialogues-3 and dialogues-5 two first hits each (session 18, docs/retrieval.md).
 *
 * The verbs are a closed class of English and Chinese verbs of transfer, replacement and
 * stopping, with the adverbs that start a new standing state ("from now on", "going forward",
 * 从现在起, 今后: "So from now on we're taking turns hosting" after "We meet at The Fox and Hound";
 * session 24), not words read off a data set. Weak markers ("again", "now", "started", 现在, 开始,
 * 又…了) were measured and dropped: they mark a report as often as a change ("现在亏了八千",
 * "I can now take a boat out") and cost first hits on four sets.
 */
const CHANGE_VERB =
  /\bswapp?(?:ed|ing)? (?:\w+ )?(?:onto|to|for|out|over)\b|\bmoved (?:me |us |the user )?(?:to|onto|into|over)\b|\bgot (?:moved|transferred|switched|reassigned)\b|\btransferred\b|\breplaced\b|\bupgraded\b|\bdowngraded\b|\bquit\b|\bstopped\b|\bfrom now on\b|\bgoing forward\b|\bfrom here on\b|从现在起|从今往后|今后|转到|转[\p{Script=Han}]到|调到|派到|搬到|调去|搬去|转去|停了|辞了/iu;

const STATE_CHANGE = new RegExp(`${CHANGE_VERB.source}|${REVISION_MARKER.source}`, 'giu');

/** Whether a clause of the text holds a word of `words` whose subject or object is the user. */
function userChangesBy(words: RegExp, text: string): boolean {
  return splitClauses(text).some((clause) => [...clause.matchAll(words)].some((match) => userChangesAt(clause, match.index ?? 0, match[0], text)));
}

/** Whether the later text names none of `named` (the earlier memory's names, `namesIn`). */
function namesNoneOf(named: ReadonlySet<string>, later: string): boolean {
  return !namesIn(later).some((name) => named.has(name));
}

/** Whether the later text names nothing the earlier one names: a change that names the earlier memory's thing is about that thing, not a replacement of it. */
function namesNothingOf(earlier: string, later: string): boolean {
  return namesNoneOf(new Set(namesIn(earlier)), later);
}

/**
 * What replaces a state, said beside its new name: a replacement word (instead, now, 换成, 换到, 改成,
 * 改到, 改去, 转到) in a clause that names something the earlier memory does not ("I'm going with Live
 * Oak Bank instead", "She goes to Happy Tails now", 换到桂林路一家叫KoLang的线下学院). Such a change
 * names the old thing only to leave it ("Switched daycares. The Bark Avenue staff never…"), so the
 * shared name does not make it about the old thing. "Kenji moved to Osaka so we switched to video
 * calls" names its new place in another clause than its switch. Since session 46.
 */
const REPLACEMENT = /\binstead\b|\bnow\b|换成|换到|改成|改到|改去|转到/iu;

function namesReplacement(named: ReadonlySet<string>, later: string): boolean {
  return splitClauses(later).some((clause) => REPLACEMENT.test(clause) && namesIn(clause).some((name) => !named.has(name)));
}

/** Whether the text says that the user's own state changed (a clause with a verb of change whose subject or object is the user). */
export function marksStateChange(text: string): boolean {
  return userChangesBy(STATE_CHANGE, text);
}

/** Whether the text reports an event that changes a relationship (`changesStateFrom` decides whose). */
export function marksRelationshipChange(text: string): boolean {
  return RELATIONSHIP_CHANGE.test(text);
}

/**
 * A relationship changes in an event between two people: a proposal, an engagement, a wedding, a
 * break-up or a divorce ("Marcus proposed last weekend and I said yes!" after "My boyfriend Marcus
 * and I have been together about a year"; 我们分手了 after 我男朋友阿杰). The partner is often the
 * subject, so the user need not be, and the later memory names the very person the earlier one
 * does: where `namesNothingOf` vetoes other changes (a change that names the earlier thing is
 * about it), here the shared name is what ties the two. A closed class of life events in English
 * and Chinese, as CHANGE_VERB is, not words read off a data set. "proposed" followed by what is
 * proposed ("proposed a new layout", "proposed that we…", "proposed to the team") is no proposal
 * of marriage. Chinese has no spaces: 订婚 is not the word where 婚 begins the next one (订婚庆公司 books a
 * wedding planner), nor 领证 in 领证书.
 */
const RELATIONSHIP_CHANGE = /\bproposed(?: to (?:me|him|her|them))?\b(?! (?:a|an|the|that|this|some|we|to)\b)|\bgot (?:engaged|married|divorced|hitched)\b|\b(?:broke|split) up\b|\bdivorced\b|\bseparated\b|求婚|订婚(?![庆礼宴纱车房])|结婚了|领证(?![书件明])|分手|离婚|分居/iu;

const RELATIONSHIP_CHANGES = new RegExp(RELATIONSHIP_CHANGE.source, 'giu');

/**
 * A partner named by role: what makes the earlier memory state a relationship. Without it a
 * shared name ties nothing ("That beach is where I got married" is no later state of "Is yoga on
 * the beach a thing?", though a transcript's speaker label names Deborah in both).
 */
const PARTNER_ROLE = /\b(?:boy|girl)friends?\b|\bpartners?\b|\bfianc[ée]{1,2}s?\b|\bhusbands?\b|\bwi(?:fe|ves)\b|\bspouses?\b|\bdating\b|\bseeing (?:someone|somebody)\b|男朋友|女朋友|男友|女友|对象|老公|老婆|丈夫|妻子|未婚[夫妻]|爱人|恋爱/iu;

/** Whether `later` reports a change of a relationship that `earlier` states: the event in `later`, `earlier` naming a partner by role, and the two sharing that person's name or the user being the one who changes. */
function changesRelationshipFrom(earlier: string, later: string): boolean {
  if (!RELATIONSHIP_CHANGE.test(later) || !PARTNER_ROLE.test(earlier)) return false;
  return !namesNothingOf(earlier, later) || userChangesBy(RELATIONSHIP_CHANGES, later);
}

/**
 * Whether `later` is a change of the user's state away from what `earlier` says, as far as words
 * tell: it says the user's state changed, and it names no person, place or thing `earlier` names.
 * A change that names the earlier memory's thing and still did not end it in the write pipeline
 * (write/rules/retraction.ts ends what a change names) is about that thing, not a replacement of
 * it: "Kenji moved to Osaka so we switched to video calls" leaves Kenji the user's conversation
 * partner. Unless it names its replacement beside a replacement word (`namesReplacement`, since
 * session 46): "Switched daycares. The Bark Avenue staff never… She goes to Happy Tails now".
 */
export function changesStateFrom(earlier: string, later: string): boolean {
  if (marksStateChange(later)) {
    // The earlier memory's names, read once for both checks.
    const named = new Set(namesIn(earlier));
    if (namesNoneOf(named, later) || namesReplacement(named, later)) return true;
  }
  return changesRelationshipFrom(earlier, later);
}

/**
 * An English question in the past tense asks about a time that is over ("How hot did it get when
 * the AC broke?", "What dose was I taking?"): the state after a change does not answer it.
 * Chinese marks no tense; its questions about the past are past-state-cues.ts's.
 */
const PAST_TENSE_QUESTION = /\b(?:did|was|were|had)\b/iu;

export function asksInPastTense(question: string): boolean {
  return PAST_TENSE_QUESTION.test(question);
}

/**
 * Weaker words of a change: "again", "now", "started", "back on", 又, 现在, 开始, 回去, 最近. They
 * mark a report as often as a change ("现在亏了八千", "I can now take a boat out"), which is why the
 * rule for any question leaves them out (above). A request is another matter: the agent plans
 * with the user's state as it is, so of two related memories the later one that says the user
 * started, resumed or now does something is the one to plan by ("Can you plan my dinners for next
 * week?": "I started eating fish again" after "I'm vegetarian"; 帮我安排个每天学一小时英语的时间:
 * 娃出生了…现在晚上十点就得睡 after 我基本凌晨一点睡). later-state-rules.ts applies them to requests only.
 */
const WEAK_CHANGE = /\bagain\b|\bnow\b|\bstart(?:ed|ing)\b|\bback (?:on|to|in|at)\b|\bthese days\b|\bnowadays\b|又|现在|开始|回去|最近|如今|这阵子/giu;

/** Whether the text says, in weaker words, that the user's own state is new: started, resumed, now. */
export function marksWeakChange(text: string): boolean {
  return userChangesBy(WEAK_CHANGE, text);
}

/** `changesStateFrom` with the weaker words too: for a request, which plans by the state as it is now. */
export function changesStateWeaklyFrom(earlier: string, later: string): boolean {
  return changesStateFrom(earlier, later) || (marksWeakChange(later) && namesNothingOf(earlier, later));
}
