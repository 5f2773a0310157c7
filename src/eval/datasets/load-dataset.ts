import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { MemoryError } from '../../core/errors.js';
import type { EvalDataset } from './eval-dataset.js';
import { loadLocomo } from './locomo.js';
import { loadMemoryDev } from './memory-dev.js';

/** Tells the two formats apart by shape: LoCoMo is an array of samples, ours an object with cases. */
export function parseDataset(raw: unknown, name: string): EvalDataset {
  if (Array.isArray(raw)) return loadLocomo(raw, name);
  if (typeof raw === 'object' && raw !== null && 'cases' in raw) return loadMemoryDev(raw, name);
  throw new MemoryError('INVALID_INPUT', `${name}: unknown dataset format (expected a LoCoMo array or an object with "cases")`);
}

export async function loadDataset(path: string): Promise<EvalDataset> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error: unknown) {
    throw new MemoryError('NOT_FOUND', `cannot read dataset ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error: unknown) {
    throw new MemoryError('INVALID_INPUT', `dataset ${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return parseDataset(raw, basename(path).replace(/\.json$/i, ''));
}
