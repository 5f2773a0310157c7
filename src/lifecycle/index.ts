/** Lifecycle and forgetting (issue 7). */
export { defaultLifecyclePolicy, type LifecyclePolicy } from './policy.js';
export { effectiveImportance } from './decay.js';
export { maintain, type MaintainReport, type MaintainItem } from './maintain.js';
export { scheduleMaintenance, type MaintenanceSchedule, type ScheduleOptions } from './scheduler.js';
export { forget, restore, type ForgetReport } from './forget.js';
export { feedback } from './feedback.js';
export { exportJsonl, exportLines, importJsonl, type ImportOptions, type ImportReport } from './portability.js';
export { erase, type EraseReport } from './erase.js';
export { reindexKeywords, type ReindexReport } from './reindex.js';
export type { MaintainOptions, ForgetInput, RestoreInput, FeedbackInput } from './schemas.js';
