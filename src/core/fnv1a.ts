/**
 * FNV-1a, 32 bits, over a string's UTF-16 code units: a small, fast hash that is the same in every
 * process and version (partition-clock.ts stores buckets chosen by it in the file), for spreading
 * keys, never for security.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
