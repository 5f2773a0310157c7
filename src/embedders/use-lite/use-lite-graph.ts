import type { OnnxGraph, OnnxNode, OnnxTensor } from './onnx-writer.js';
import type { WeightTensor } from './use-lite-weights.js';

/**
 * USE-lite's TF.js graph rewritten as an ONNX graph for one text, so onnxruntime (already the
 * runtime of bge-small-zh) runs it natively instead of TF.js on WebAssembly.
 *
 * What the TF.js graph computes for one text of n pieces (n ≤ 128; the graph drops pieces past
 * the 128th), read off model.json:
 * - x = 2·E[ids] + timing, where timing[p] = [sin(p·inv), cos(p·inv)] (the graph adds the
 *   embeddings to a copy of themselves that carries the timing signal);
 * - layer 0 (256 → 512 wide): x ← (x·Wd + bd) + attention(LN(x)), 4 heads of 64; then
 *   x ← x + FFN(LN(x)) with a 1,536-wide ReLU;
 * - layer 1 (512 wide): x ← x + attention(LN(x)), 4 heads of 128; x ← x + FFN(LN(x));
 * - the mean over the pieces, then tanh(·Wt + bt). The caller L2-normalises.
 * LN is layer normalisation with epsilon 1e-6 over the last axis; attention scales queries by
 * 1/√depth. In a TF.js batch, padding is masked out of both attention and the mean, so one text
 * per run gives the same vector as any batch.
 */

/** Pieces past this position are dropped (the graph's ClipToMaxLength). */
export const maxPieces = 128;

const stack = 'module_apply_default/Encoder_en/KonaTransformer/Encode/';
const variables = 'module/Encoder_en/KonaTransformer/Encode/';

interface LayerShape {
  heads: number;
  depth: number;
}

/** Builds the ONNX graph: input `ids` (int64, [n]), output `encoding` (float, [1, 512]), not yet normalised. */
export function buildUseLiteGraph(weights: Map<string, WeightTensor>): OnnxGraph {
  const nodes: OnnxNode[] = [];
  const initializers: OnnxTensor[] = [];
  const node = (op: string, inputs: string[], attributes?: OnnxNode['attributes'], output = `v${nodes.length}`): string => {
    nodes.push({ op, inputs, outputs: [output], ...(attributes ? { attributes } : {}) });
    return output;
  };
  const constant = (name: string, data: Float32Array | BigInt64Array, dims: number[]): string => {
    initializers.push({ name, dims, data });
    return name;
  };
  const weight = (name: string, dims?: number[]): string => {
    const tensor = weights.get(name);
    if (tensor === undefined) throw new Error(`USE-lite weight ${name} is missing`);
    if (!(tensor.values instanceof Float32Array)) throw new Error(`USE-lite weight ${name} is not float32`);
    const shape = dims ?? tensor.shape;
    if (shape.reduce((product, size) => product * size, 1) !== tensor.values.length) throw new Error(`USE-lite weight ${name} has shape ${tensor.shape.join('x')}`);
    return constant(name, tensor.values, shape);
  };
  const scalar = (name: string): number => {
    const value = weights.get(name)?.values[0];
    if (value === undefined) throw new Error(`USE-lite constant ${name} is missing`);
    return value;
  };
  const ints = (name: string, values: number[]): string => constant(name, BigInt64Array.from(values.map(BigInt)), [values.length]);

  const epsilon = scalar(`${stack}TransformerStack/Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x`);
  const embeddings = weights.get('module/Embeddings_en');
  if (embeddings === undefined || !(embeddings.values instanceof Float32Array)) throw new Error('USE-lite embeddings are missing');
  const [vocabulary = 0, width = 0] = embeddings.shape;
  // 2·E is exact in float32, so the doubled table gives the graph's E + E bit for bit.
  const doubled = constant('embeddings_doubled', embeddings.values.map((value) => value * 2), [vocabulary, width]);
  const timing = constant('timing', timingTable(floatWeight(weights, `${stack}TransformerStack/Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`), width), [maxPieces, width]);

  const ids = 'ids';
  const count = node('Shape', [ids]);
  const zero = ints('zero', [0]);
  const positions = node('Slice', [timing, zero, count, zero]);
  let x = node('Add', [node('Gather', [doubled, ids]), positions]);

  const layerNorm = (input: string, prefix: string): string =>
    node('LayerNormalization', [input, weight(`${prefix}layer_norm/layer_norm_scale/ConcatPartitions/concat`), weight(`${prefix}layer_norm/layer_norm_bias/ConcatPartitions/concat`)], {
      axis: -1,
      epsilon: { float: epsilon },
    });
  const dense = (input: string, kernel: string, bias: string, dims?: number[]): string => node('Add', [node('MatMul', [input, weight(kernel, dims)]), weight(bias)]);

  const attention = (input: string, layer: number, { heads, depth }: LayerShape): string => {
    const inner = heads * depth;
    const prefix = `${stack}Layer_${layer}/TransformerLayer/`;
    const normed = layerNorm(input, `${prefix}layer_prepostprocess/`);
    const qkv = dense(
      normed,
      `${variables}Layer_${layer}/TransformerLayer/MultiheadAttention/qkv_transform_single/kernel/part_0`,
      `${prefix}MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat`,
      [inputWidth(weights, layer), 3 * inner],
    );
    // [n, 3·heads·depth] → [3, heads, n, depth]: q, k, v, each split into heads.
    const split = node('Transpose', [node('Reshape', [qkv, ints(`qkv_shape_${layer}`, [-1, 3, heads, depth])])], { perm: [1, 2, 0, 3] });
    const part = (index: number): string => node('Gather', [split, constant(`part_${layer}_${index}`, BigInt64Array.of(BigInt(index)), [])], { axis: 0 });
    const scale = scalar(`${stack}TransformerStack/Layer_${layer}/TransformerLayer/MultiheadAttention/mul/y`);
    const queries = node('Mul', [part(0), constant(`query_scale_${layer}`, Float32Array.of(scale), [])]);
    const scores = node('MatMul', [queries, node('Transpose', [part(1)], { perm: [0, 2, 1] })]);
    const mixed = node('MatMul', [node('Softmax', [scores], { axis: -1 }), part(2)]);
    const combined = node('Reshape', [node('Transpose', [mixed], { perm: [1, 0, 2] }), ints(`combined_shape_${layer}`, [-1, inner])]);
    return dense(
      combined,
      `${variables}Layer_${layer}/TransformerLayer/MultiheadAttention/output_transform_single/kernel/part_0`,
      `${prefix}MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat`,
      [inner, 512],
    );
  };
  const feedForward = (input: string, layer: number): string => {
    const normed = layerNorm(input, `${stack}Layer_${layer}/TransformerLayer/FFN/layer_prepostprocess/`);
    const hidden = node('Relu', [dense(normed, `${stack}TransformerStack/Layer_${layer}/TransformerLayer/FFN/conv1/Tensordot/Reshape_1`, `${stack}Layer_${layer}/TransformerLayer/FFN/conv1/bias/ConcatPartitions/concat`)]);
    return dense(hidden, `${stack}TransformerStack/Layer_${layer}/TransformerLayer/FFN/conv2/Tensordot/Reshape_1`, `${stack}Layer_${layer}/TransformerLayer/FFN/conv2/bias/ConcatPartitions/concat`);
  };

  // Layer 0 widens 256 → 512, so its residual goes through a dense layer.
  const widened = dense(x, `${stack}Layer_0/TransformerLayer/dense/kernel/ConcatPartitions/concat`, `${stack}Layer_0/TransformerLayer/dense/bias/ConcatPartitions/concat`);
  x = node('Add', [attention(x, 0, { heads: 4, depth: 64 }), widened]);
  x = node('Add', [x, feedForward(x, 0)]);
  x = node('Add', [x, attention(x, 1, { heads: 4, depth: 128 })]);
  x = node('Add', [x, feedForward(x, 1)]);
  const pooled = node('ReduceMean', [x], { axes: [0], keepdims: 1 });
  node('Tanh', [dense(pooled, 'module/Encoder_en/hidden_layers/tanh_layer_0/weights', 'module/Encoder_en/hidden_layers/tanh_layer_0/bias')], undefined, 'encoding');

  return {
    nodes,
    initializers,
    inputs: [{ name: ids, elementType: 'int64', dims: ['pieces'] }],
    outputs: [{ name: 'encoding', elementType: 'float', dims: [1, 512] }],
    opset: 17,
  };
}

function floatWeight(weights: Map<string, WeightTensor>, name: string): Float32Array {
  const tensor = weights.get(name);
  if (tensor === undefined || !(tensor.values instanceof Float32Array)) throw new Error(`USE-lite weight ${name} is missing`);
  return tensor.values;
}

/** Layer 0 reads the 256-wide embeddings, layer 1 the 512-wide output of layer 0. */
function inputWidth(weights: Map<string, WeightTensor>, layer: number): number {
  const kernel = weights.get(`${variables}Layer_${layer}/TransformerLayer/MultiheadAttention/qkv_transform_single/kernel/part_0`);
  return kernel?.shape[2] ?? 0;
}

/**
 * The timing signal of positions 0..127: sin then cos of position × each inverse timescale,
 * computed as the graph does (a float32 product, then sin and cos), rounded to float32.
 */
function timingTable(inverseTimescales: Float32Array, width: number): Float32Array {
  const half = inverseTimescales.length;
  if (half * 2 !== width) throw new Error(`USE-lite timing signal has ${half} timescales for width ${width}`);
  const table = new Float32Array(maxPieces * width);
  for (let position = 0; position < maxPieces; position += 1) {
    for (let index = 0; index < half; index += 1) {
      const angle = Math.fround(position * (inverseTimescales[index] as number));
      table[position * width + index] = Math.sin(angle);
      table[position * width + half + index] = Math.cos(angle);
    }
  }
  return table;
}
