/**
 * Just enough of the ONNX protobuf format (onnx.proto, IR version 8) to write a model that
 * onnxruntime can load from memory: nodes with int, float and ints attributes, float and int64
 * initializers, and inputs and outputs with named dynamic dimensions. Field numbers are
 * onnx.proto's; nothing here reads ONNX.
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

/** A growing byte buffer with protobuf's wire encodings. */
class ProtoWriter {
  private chunks: Uint8Array[] = [];
  private scratch: number[] = [];
  length = 0;

  private flushScratch(): void {
    if (this.scratch.length === 0) return;
    this.chunks.push(Uint8Array.from(this.scratch));
    this.length += this.scratch.length;
    this.scratch = [];
  }

  private varint(value: bigint | number): void {
    let remaining = BigInt.asUintN(64, BigInt(value));
    while (remaining >= 0x80n) {
      this.scratch.push(Number(remaining & 0x7fn) | 0x80);
      remaining >>= 7n;
    }
    this.scratch.push(Number(remaining));
  }

  private key(field: number, wireType: number): void {
    this.varint((field << 3) | wireType);
  }

  int(field: number, value: number | bigint): void {
    this.key(field, 0);
    this.varint(value);
  }

  float(field: number, value: number): void {
    this.key(field, 5);
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    this.scratch.push(...bytes);
  }

  bytes(field: number, value: Uint8Array): void {
    this.key(field, 2);
    this.varint(value.length);
    this.flushScratch();
    this.chunks.push(value);
    this.length += value.length;
  }

  string(field: number, value: string): void {
    this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, write: (inner: ProtoWriter) => void): void {
    const inner = new ProtoWriter();
    write(inner);
    this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    this.flushScratch();
    if (this.chunks.length === 1) return this.chunks[0] as Uint8Array;
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

function writeAttribute(writer: ProtoWriter, name: string, value: OnnxAttribute): void {
  writer.message(5, (attribute) => {
    attribute.string(1, name);
    if (typeof value === 'number') {
      attribute.int(3, value);
      attribute.int(20, attributeTypes.int);
    } else if (Array.isArray(value)) {
      for (const item of value) attribute.int(8, item);
      attribute.int(20, attributeTypes.ints);
    } else {
      attribute.float(2, value.float);
      attribute.int(20, attributeTypes.float);
    }
  });
}

function writeValue(writer: ProtoWriter, field: number, value: OnnxValue): void {
  writer.message(field, (info) => {
    info.string(1, value.name);
    info.message(2, (type) =>
      type.message(1, (tensor) => {
        tensor.int(1, elementTypes[value.elementType]);
        tensor.message(2, (shape) => {
          for (const dim of value.dims) shape.message(1, (dimension) => (typeof dim === 'number' ? dimension.int(1, dim) : dimension.string(2, dim)));
        });
      }),
    );
  });
}

function writeTensor(writer: ProtoWriter, tensor: OnnxTensor): void {
  writer.message(5, (proto) => {
    for (const dim of tensor.dims) proto.int(1, dim);
    proto.int(2, tensor.data instanceof Float32Array ? elementTypes.float : elementTypes.int64);
    proto.string(8, tensor.name);
    // raw_data is little-endian, as typed arrays are on every platform Node runs on.
    proto.bytes(9, new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
  });
}

/** The serialised ModelProto of `graph`. */
export function writeOnnxModel(graph: OnnxGraph): Uint8Array {
  const model = new ProtoWriter();
  model.int(1, 8); // ir_version
  model.string(2, 'agent-memory');
  model.message(7, (proto) => {
    graph.nodes.forEach((node, index) => {
      proto.message(1, (nodeProto) => {
        for (const input of node.inputs) nodeProto.string(1, input);
        for (const output of node.outputs) nodeProto.string(2, output);
        nodeProto.string(3, `${node.op}_${index}`);
        nodeProto.string(4, node.op);
        for (const [name, value] of Object.entries(node.attributes ?? {})) writeAttribute(nodeProto, name, value);
      });
    });
    proto.string(2, 'graph');
    for (const tensor of graph.initializers) writeTensor(proto, tensor);
    for (const input of graph.inputs) writeValue(proto, 11, input);
    for (const output of graph.outputs) writeValue(proto, 12, output);
  });
  model.message(8, (opset) => {
    opset.string(1, '');
    opset.int(2, graph.opset);
  });
  return model.finish();
}
