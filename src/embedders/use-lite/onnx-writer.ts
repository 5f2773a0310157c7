import protobuf from 'protobufjs';

/**
 * Writes a model onnxruntime can load from memory, with protobufjs and just the part of
 * onnx.proto (IR version 8) that the graphs here use: nodes with int, float and ints
 * attributes, float and int64 initializers, and inputs and outputs with named dynamic
 * dimensions. Names and field numbers are onnx.proto's; nothing here reads ONNX.
 */

export type OnnxAttribute = number | number[] | { float: number };

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, OnnxAttribute>;
}

export interface OnnxTensor {
  name: string;
  dims: number[];
  data: Float32Array | BigInt64Array;
}

export interface OnnxValue {
  name: string;
  elementType: 'float' | 'int64';
  /** A number is a fixed size; a string names a dimension that varies per run. */
  dims: Array<number | string>;
}

export interface OnnxGraph {
  nodes: OnnxNode[];
  initializers: OnnxTensor[];
  inputs: OnnxValue[];
  outputs: OnnxValue[];
  opset: number;
}

const elementTypes = { float: 1, int64: 7 } as const;
const attributeTypes = { float: 1, int: 2, ints: 7 } as const;

const field = (id: number, type: string, rule?: 'repeated') => ({ id, type, ...(rule ? { rule } : {}) });

/** The messages of onnx.proto the writer fills, under their own names and field numbers. */
const ONNX_SCHEMA = {
  nested: {
    onnx: {
      nested: {
        ModelProto: { fields: { irVersion: field(1, 'int64'), producerName: field(2, 'string'), graph: field(7, 'GraphProto'), opsetImport: field(8, 'OperatorSetIdProto', 'repeated') } },
        OperatorSetIdProto: { fields: { domain: field(1, 'string'), version: field(2, 'int64') } },
        GraphProto: {
          fields: {
            node: field(1, 'NodeProto', 'repeated'),
            name: field(2, 'string'),
            initializer: field(5, 'TensorProto', 'repeated'),
            input: field(11, 'ValueInfoProto', 'repeated'),
            output: field(12, 'ValueInfoProto', 'repeated'),
          },
        },
        NodeProto: { fields: { input: field(1, 'string', 'repeated'), output: field(2, 'string', 'repeated'), name: field(3, 'string'), opType: field(4, 'string'), attribute: field(5, 'AttributeProto', 'repeated') } },
        AttributeProto: { fields: { name: field(1, 'string'), f: field(2, 'float'), i: field(3, 'int64'), ints: field(8, 'int64', 'repeated'), type: field(20, 'int32') } },
        TensorProto: { fields: { dims: field(1, 'int64', 'repeated'), dataType: field(2, 'int32'), name: field(8, 'string'), rawData: field(9, 'bytes') } },
        ValueInfoProto: { fields: { name: field(1, 'string'), type: field(2, 'TypeProto') } },
        TypeProto: {
          fields: { tensorType: field(1, 'Tensor') },
          nested: { Tensor: { fields: { elemType: field(1, 'int32'), shape: field(2, 'TensorShapeProto') } } },
        },
        TensorShapeProto: {
          fields: { dim: field(1, 'Dimension', 'repeated') },
          nested: { Dimension: { fields: { dimValue: field(1, 'int64'), dimParam: field(2, 'string') } } },
        },
      },
    },
  },
};

const modelProto = protobuf.Root.fromJSON(ONNX_SCHEMA).lookupType('onnx.ModelProto');

function attributeOf(name: string, value: OnnxAttribute): Record<string, unknown> {
  if (typeof value === 'number') return { name, i: value, type: attributeTypes.int };
  if (Array.isArray(value)) return { name, ints: value, type: attributeTypes.ints };
  return { name, f: value.float, type: attributeTypes.float };
}

function valueInfoOf(value: OnnxValue): Record<string, unknown> {
  const dim = value.dims.map((size) => (typeof size === 'number' ? { dimValue: size } : { dimParam: size }));
  return { name: value.name, type: { tensorType: { elemType: elementTypes[value.elementType], shape: { dim } } } };
}

function tensorOf(tensor: OnnxTensor): Record<string, unknown> {
  return {
    dims: tensor.dims,
    dataType: tensor.data instanceof Float32Array ? elementTypes.float : elementTypes.int64,
    name: tensor.name,
    // raw_data is little-endian, as typed arrays are on every platform Node runs on.
    rawData: new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength),
  };
}

/** The serialised ModelProto of `graph`. */
export function writeOnnxModel(graph: OnnxGraph): Uint8Array {
  const model = {
    irVersion: 8,
    producerName: 'agent-memory',
    graph: {
      node: graph.nodes.map((node, index) => ({
        input: node.inputs,
        output: node.outputs,
        name: `${node.op}_${index}`,
        opType: node.op,
        attribute: Object.entries(node.attributes ?? {}).map(([name, value]) => attributeOf(name, value)),
      })),
      name: 'graph',
      initializer: graph.initializers.map(tensorOf),
      input: graph.inputs.map(valueInfoOf),
      output: graph.outputs.map(valueInfoOf),
    },
    opsetImport: [{ domain: '', version: graph.opset }],
  };
  return modelProto.encode(modelProto.fromObject(model)).finish();
}
