import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** One tensor of the TF.js weight files: its shape and its values. */
export interface WeightTensor {
  shape: number[];
  values: Float32Array | Int32Array;
}

const manifestSchema = z.object({
  weightsManifest: z.array(
    z.object({
      paths: z.array(z.string().min(1)),
      weights: z.array(z.object({ name: z.string(), shape: z.array(z.number().int().nonnegative()), dtype: z.enum(['float32', 'int32']) })),
    }),
  ),
});

/**
 * Reads every weight of a TF.js graph model (model.json's weightsManifest and its shards) into
 * typed arrays, by name. The USE-lite files hold plain float32 and int32 tensors, with no
 * quantisation; any other dtype fails the schema rather than being misread.
 */
export async function readTfjsWeights(modelDirectory: string): Promise<Map<string, WeightTensor>> {
  const manifest = manifestSchema.parse(JSON.parse(await readFile(join(modelDirectory, 'model.json'), 'utf8')));
  const weights = new Map<string, WeightTensor>();
  for (const group of manifest.weightsManifest) {
    const shards = await Promise.all(group.paths.map((path) => readFile(join(modelDirectory, path))));
    const bytes = Buffer.concat(shards);
    let offset = 0;
    for (const weight of group.weights) {
      const count = weight.shape.reduce((product, size) => product * size, 1);
      const slice = bytes.subarray(offset, offset + count * 4);
      if (slice.length !== count * 4) throw new Error(`the weight files end inside ${weight.name}`);
      // Copied out, so each tensor is aligned and the shard buffers can be freed.
      const aligned = new ArrayBuffer(count * 4);
      new Uint8Array(aligned).set(slice);
      weights.set(weight.name, { shape: weight.shape, values: weight.dtype === 'float32' ? new Float32Array(aligned) : new Int32Array(aligned) });
      offset += count * 4;
    }
  }
  return weights;
}
