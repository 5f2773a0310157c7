import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MemoryError } from '../core/errors.js';
import { formatOfPath, type DocumentFormat } from './document.js';
import { sha256 } from './records.js';

export type SkipReason = 'unreadable' | 'binary' | 'too-large' | 'empty';

export interface SkippedFile {
  path: string;
  reason: SkipReason;
  message: string;
}

export interface ScannedFile {
  /** Relative to the folder, `/`-separated. */
  path: string;
  format: DocumentFormat;
  /** sha256 of the bytes. */
  hash: string;
  text: string;
}

export interface ScanResult {
  files: ScannedFile[];
  skipped: SkippedFile[];
  /** Entries passed over on purpose: hidden, symbolic links, other file types. */
  ignored: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const readConcurrency = 8;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Text files hold no NUL bytes and decode as UTF-8; anything else is treated as binary. */
function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return utf8.decode(bytes);
  } catch (error: unknown) {
    return null;
  }
}

export async function requireFolder(dir: string): Promise<void> {
  let isFolder = false;
  try {
    isFolder = (await stat(dir)).isDirectory();
  } catch (error: unknown) {
    throw new MemoryError('INVALID_INPUT', `cannot read folder ${dir}: ${messageOf(error)}`, { details: { dir }, cause: error });
  }
  if (!isFolder) throw new MemoryError('INVALID_INPUT', `${dir} is not a folder`, { details: { dir } });
}

/**
 * Reads every supported document under `dir` (Markdown, text, HTML), skipping hidden
 * entries and symbolic links. A file that cannot be read, is binary or is over the size
 * limit is reported and passed over; it never stops the scan.
 */
export async function scanFolder(dir: string, maxFileBytes: number, onFile?: (path: string) => void): Promise<ScanResult> {
  await requireFolder(dir);
  const result: ScanResult = { files: [], skipped: [], ignored: 0 };

  const visit = async (relative: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(join(dir, relative), { withFileTypes: true });
    } catch (error: unknown) {
      result.skipped.push({ path: relative, reason: 'unreadable', message: messageOf(error) });
      return;
    }
    entries.sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0));
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.name.startsWith('.')) result.ignored += 1;
      else if (entry.isDirectory()) await visit(path);
      else if (!entry.isFile()) result.ignored += 1;
      else documents.push(path);
    }
  };
  const documents: string[] = [];

  const readDocument = async (path: string): Promise<void> => {
    const format = formatOfPath(path);
    if (format === null) {
      result.ignored += 1;
      return;
    }
    onFile?.(path);
    const absolute = join(dir, path);
    try {
      const size = (await stat(absolute)).size;
      if (size > maxFileBytes) {
        result.skipped.push({ path, reason: 'too-large', message: `${size} bytes; the limit is ${maxFileBytes}` });
        return;
      }
      const bytes = await readFile(absolute);
      // Checked again after reading: the file may have grown since `stat`.
      if (bytes.length > maxFileBytes) {
        result.skipped.push({ path, reason: 'too-large', message: `${bytes.length} bytes; the limit is ${maxFileBytes}` });
        return;
      }
      const text = decodeText(bytes);
      if (text === null) {
        result.skipped.push({ path, reason: 'binary', message: 'not UTF-8 text' });
        return;
      }
      result.files.push({ path, format, hash: sha256(bytes), text });
    } catch (error: unknown) {
      result.skipped.push({ path, reason: 'unreadable', message: messageOf(error) });
    }
  };

  await visit('');
  // A few reads in flight at once: a scan is mostly waiting on the disk.
  let next = 0;
  const reader = async (): Promise<void> => {
    while (next < documents.length) await readDocument(documents[next++] as string);
  };
  await Promise.all(Array.from({ length: readConcurrency }, reader));
  result.files.sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0));
  result.skipped.sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0));
  return result;
}
