import type { Memory } from '../memory.js';

/** What the auth middleware puts on every authenticated request. */
export interface ServerVariables {
  tenantId: string;
  keyId: string;
  /** The engine confined to the caller's tenant; routes never see another one. */
  memory: Memory;
}

export interface ServerEnv {
  Variables: ServerVariables;
}
