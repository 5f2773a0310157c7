/**
 * Evidence ids name the source turns of a memory. The format is `<sessionId>:<turnId>`,
 * the same shape as the eval dataset's turn ids ("s1:3"). A turn id that already starts
 * with `<sessionId>:` is kept as it is, so "s1:3" in session "s1" never becomes "s1:s1:3".
 */
export function turnEvidenceId(sessionId: string, turnId: string): string {
  return turnId.startsWith(`${sessionId}:`) ? turnId : `${sessionId}:${turnId}`;
}

/** Splits an evidence id back into its session and turn parts (the first colon separates them). */
export function parseEvidenceId(evidenceId: string): { sessionId: string; turnId: string } | null {
  const colon = evidenceId.indexOf(':');
  if (colon <= 0 || colon === evidenceId.length - 1) return null;
  return { sessionId: evidenceId.slice(0, colon), turnId: evidenceId.slice(colon + 1) };
}

/** Union that keeps first-seen order, so the oldest evidence stays first. */
export function mergeEvidence(existing: string[], added: string[]): string[] {
  return [...new Set([...existing, ...added])];
}
