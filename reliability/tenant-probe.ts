export interface ProbeReport {
  requests: number;
  routes: number;
  tools: number;
  leaks: string[];
  oracles: string[];
}
export async function runTenantProbe(): Promise<ProbeReport> {
  throw new Error('not written yet');
}
