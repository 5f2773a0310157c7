import { createRequire } from 'node:module';

/**
 * SIMD brute-force cosine over a contiguous Float32Array or Int8Array, from usearch's
 * `exactSearch` (an optional dependency with prebuilt binaries for Linux and macOS). It ranks in
 * float32 or on int8 codes, so partition-cache.ts only uses it to pick candidates (on the codes of
 * int8-rows.ts) and rescores them exactly. Absent when the
 * package did not install (an unsupported platform) or `AGENT_MEMORY_NATIVE_SCAN=0`; the
 * JavaScript scan then serves every query, with the same answers.
 */
export interface NativeMatches {
  /** Row numbers, nearest first. */
  keys: BigUint64Array;
  /** Cosine distances (1 - cosine) in float32, ascending. */
  distances: Float32Array;
}

/** `matrix` and `query` must be of the same type: float32 vectors, or int8 codes. */
export type NativeCosineScan = <T extends Float32Array | Int8Array>(matrix: T, query: T, dimensions: number, count: number) => NativeMatches;

interface UsearchModule {
  exactSearch(dataset: Float32Array | Int8Array, queries: Float32Array | Int8Array, dimensions: number, count: number, metric: string, threads?: number): NativeMatches;
}

function isUsearch(value: unknown): value is UsearchModule {
  return typeof value === 'object' && value !== null && 'exactSearch' in value && typeof value.exactSearch === 'function';
}

let loaded: NativeCosineScan | null | undefined;
let unavailable: string | null = null;

/** Why the native scan is not used ('turned off', or the load error), or null when it is. */
export function nativeScanUnavailableReason(): string | null {
  nativeCosineScan();
  return unavailable;
}

/** The native scan, or null when it is unavailable or turned off. */
export function nativeCosineScan(): NativeCosineScan | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  if (process.env.AGENT_MEMORY_NATIVE_SCAN === '0') {
    unavailable = 'turned off (AGENT_MEMORY_NATIVE_SCAN=0)';
    return loaded;
  }
  try {
    const usearch: unknown = createRequire(import.meta.url)('usearch');
    if (isUsearch(usearch)) {
      // One thread: a search is one request among many, and threads cost more than they gain at this size.
      loaded = (matrix, query, dimensions, count) => usearch.exactSearch(matrix, query, dimensions, count, 'cos', 1);
    } else {
      unavailable = 'usearch has no exactSearch';
    }
  } catch (error: unknown) {
    // Not installed or no binary for this platform: the JavaScript scan serves.
    unavailable = error instanceof Error ? error.message : String(error);
  }
  return loaded;
}
