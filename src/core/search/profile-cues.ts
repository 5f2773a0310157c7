import type { MemoryRecord } from '../types.js';

/**
 * Questions about a standing attribute of the user ("which city do I live in", "what should I
 * cook tonight") are answered by profile memories that the write pipeline tagged with that
 * attribute (`metadata.slotKeys`, `metadata.category`), however differently they are worded.
 * These cues name the attributes a question touches.
 */
export interface ProfileCue {
  /** Slot key prefixes, as the write pipeline writes them (`user|residence`, `user|consume:`). */
  slotPrefixes: string[];
  /** Memory categories that always bear on such a question (an allergy on any food question). */
  categories: string[];
}

const RULES: [RegExp, ProfileCue][] = [
  [/\b(?:live|living|lives|city|hometown|address|rent|apartment)\b|住(?:在|哪|的)|哪个城市|房租|搬家/i, { slotPrefixes: ['user|residence', 'user|rent'], categories: [] }],
  [
    /\b(?:eat|eating|dinner|lunch|breakfast|cook|cooking|food|meal|order|menu|restaurant|snack|recipe|dish|salmon|lasagna|diet)\b|吃|饭|菜|零食|年货|餐|饮食|忌口/i,
    { slotPrefixes: ['user|consume:'], categories: ['safety'] },
  ],
  [/怎么选|推荐|介绍一下|讲讲|\b(?:recommend|suggest|advice|explain|compare|pros and cons)\b/i, { slotPrefixes: ['user|response:'], categories: ['instruction'] }],
];

export function findProfileCues(question: string): ProfileCue | null {
  const matched = RULES.filter(([pattern]) => pattern.test(question)).map(([, cue]) => cue);
  if (matched.length === 0) return null;
  return { slotPrefixes: matched.flatMap((cue) => cue.slotPrefixes), categories: matched.flatMap((cue) => cue.categories) };
}

export function matchesProfileCue(record: MemoryRecord, cue: ProfileCue): boolean {
  const slotKeys = Array.isArray(record.metadata.slotKeys) ? record.metadata.slotKeys.filter((key): key is string => typeof key === 'string') : [];
  if (slotKeys.some((key) => cue.slotPrefixes.some((prefix) => key.startsWith(prefix)))) return true;
  return typeof record.metadata.category === 'string' && cue.categories.includes(record.metadata.category);
}
