export interface FuzzReport {
  requests: number;
  routes: number;
  serverErrors: string[];
  hangs: number;
}
export async function runHttpFuzz(_requests: number): Promise<FuzzReport> {
  throw new Error('not written yet');
}
