import type { ChromaClient } from 'chromadb';
import { MemoryError } from '../../core/errors.js';

/** The version this store is tested with (package.json devDependencies and peerDependencies). */
export const CHROMADB_VERSION = '3.5.0';

/**
 * `chromadb` is an optional peer dependency: its server bindings weigh about 400 MB and only the
 * Chroma store needs the client, so it is imported on first use and its absence says what to install.
 */
export async function createChromaClient(host: string, port: number): Promise<ChromaClient> {
  let chroma: typeof import('chromadb');
  try {
    chroma = await import('chromadb');
  } catch (error: unknown) {
    throw new MemoryError('STORE_ERROR', `the Chroma store needs the optional package chromadb: run \`npm install chromadb@${CHROMADB_VERSION}\``, {
      details: { package: 'chromadb', version: CHROMADB_VERSION, reason: 'missing' },
      cause: error,
    });
  }
  return new chroma.ChromaClient({ host, port });
}
