import type { Classification, MemoryCategory } from './rules/triggers.js';

/**
 * Importance (0..1) from rules (seed 004: "包含'我喜欢''我讨厌''记住''以后都'这类强偏好表述的内容，
 * 重要度直接拉高"). Safety facts such as allergies rank highest; an explicit "remember"
 * lifts anything. The numbers are policy, exported so callers can inspect and override them.
 */
export interface ImportancePolicy {
  base: Record<MemoryCategory, number>;
  strongPreferenceBonus: number;
  explicitRememberFloor: number;
  entityBonus: number;
}

export const defaultImportancePolicy: ImportancePolicy = {
  base: { safety: 0.9, instruction: 0.8, preference: 0.65, fact: 0.7, task: 0.6, entity: 0.5 },
  strongPreferenceBonus: 0.1,
  explicitRememberFloor: 0.85,
  entityBonus: 0.05,
};

export function ruleImportance(classification: Classification, hasEntities: boolean, policy: ImportancePolicy = defaultImportancePolicy): number {
  let importance = policy.base[classification.category];
  if (classification.strong && (classification.category === 'preference' || classification.category === 'instruction')) importance += policy.strongPreferenceBonus;
  if (hasEntities && (classification.category === 'task' || classification.category === 'entity')) importance += policy.entityBonus;
  if (classification.explicitRemember) importance = Math.max(importance, policy.explicitRememberFloor);
  return Math.round(Math.min(1, Math.max(0, importance)) * 100) / 100;
}
