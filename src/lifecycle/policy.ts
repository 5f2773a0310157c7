/**
 * Forgetting policy (seed 004: "创建超90天且未访问、重要度低的记忆" are cleaned up; archive
 * first, purge later). Every number is a default a caller can override per call.
 */
export interface LifecyclePolicy {
  /** Effective importance halves every this many days without access. */
  halfLifeDays: number;
  /** Archive memories created more than this many days ago and not accessed since. */
  archiveAfterDays: number;
  /** … whose effective importance has fallen below this. */
  archiveBelowImportance: number;
  /** Purge (hard delete) archived memories after this many days in the archive. */
  purgeAfterDays: number;
  /** Memories stored at or above this importance (allergies, "remember this") are never archived by maintenance. */
  protectImportance: number;
}

export const defaultLifecyclePolicy: LifecyclePolicy = {
  halfLifeDays: 180,
  archiveAfterDays: 90,
  archiveBelowImportance: 0.3,
  purgeAfterDays: 30,
  protectImportance: 0.85,
};

/** Importance moves by these amounts on feedback. */
export const feedbackSteps = { useful: 0.1, notUseful: 0.15 };

