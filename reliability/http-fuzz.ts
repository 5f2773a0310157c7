import fc from 'fast-check';
import { createServerFixture, type ServerFixture } from '../src/testing/server-fixture.js';

export interface FuzzReport {
  requests: number;
  routes: number;
  serverErrors: string[];
  hangs: number;
}

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  jsonBody: boolean;
}

const HANG_MS = 15_000;

/** Every operation of the served OpenAPI document, with the names its parameters and body use. */
async function operationsOf(fixture: ServerFixture): Promise<Operation[]> {
  const document = (await (await fixture.request('GET', '/openapi.json', { key: null })).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
  };
  const schemas = document.components?.schemas ?? {};
  const propertiesOf = (schema: unknown): string[] => {
    if (typeof schema !== 'object' || schema === null) return [];
    const reference = (schema as { $ref?: string }).$ref;
    const resolved = reference ? schemas[reference.split('/').at(-1) ?? ''] : (schema as { properties?: Record<string, unknown> });
    return Object.keys(resolved?.properties ?? {});
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json'];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyFields: propertiesOf(json?.schema),
        jsonBody: json !== undefined || operation.requestBody?.content?.['application/x-ndjson'] !== undefined,
      };
    }),
  );
}

/** Values that reach edge cases: junk, huge, nested, typed wrong, and real ids and users. */
function valueArbitrary(known: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...known),
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('x'.repeat(20_000), '{"$in":[1,2]}', '../../etc/passwd', '\u0000', '%00', '$and'),
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(fc.integer(), { maxLength: 600 }),
    fc.constantFrom({ $and: Array.from({ length: 999 }, (_, index) => ({ n: index })) }, { n: { $in: Array.from({ length: 500 }, (_, index) => index) } }),
  );
}

function requestArbitrary(operations: Operation[], fixture: ServerFixture, known: string[]) {
  const keys = [fixture.acme.key, fixture.globex.key, fixture.adminKey ?? 'none', 'not-a-key', null];
  return fc.record({
    operation: fc.constantFrom(...operations),
    key: fc.constantFrom(...keys),
    pathValues: fc.array(fc.oneof(fc.constantFrom(...known), fc.string({ minLength: 1, maxLength: 300 })), { minLength: 3, maxLength: 3 }),
    query: fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 60 }), { maxKeys: 3 }),
    queryKnown: fc.array(fc.tuple(fc.nat(), valueArbitrary(known)), { maxLength: 4 }),
    bodyKind: fc.constantFrom('fields', 'json', 'raw', 'none'),
    bodyKnown: fc.array(fc.tuple(fc.nat(), valueArbitrary(known)), { maxLength: 6 }),
    bodyJson: fc.jsonValue({ maxDepth: 5 }),
    raw: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', '[1,2', `${'['.repeat(5_000)}${']'.repeat(5_000)}`)),
  });
}

async function withTimeout(promise: Promise<Response>): Promise<Response | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)));
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Property-based fuzzing of every route in /openapi.json with fast-check, in process (app.request):
 * path, query and body values are drawn from junk, wrong types, oversize and deeply nested values,
 * filters past the bounds and real ids and users of both tenants. The property: no response is a
 * 5xx, and none takes longer than 15 s.
 */
export async function runHttpFuzz(requests: number, seed = 12): Promise<FuzzReport> {
  const fixture = await createServerFixture({ limits: { rate: { burst: 1_000_000, perSecond: 1_000_000 }, bodyBytes: 256 * 1024 } });
  const acme = fixture.memory.forTenant('acme');
  const seeded = await acme.add({ userId: 'alice', text: 'alice likes green tea', metadata: { n: 1, topic: 'drink' } });
  await acme.remember({ userId: 'alice', sessionId: 's1', turnId: '1', user: 'I live in Hangzhou', assistant: 'Noted.' });
  const known = [seeded.id, 's1_1', 'alice', 'bob', 's1', 'acme', 'globex', 'default'];
  const operations = await operationsOf(fixture);
  const report: FuzzReport = { requests: 0, routes: operations.length, serverErrors: [], hangs: 0 };
  await fc.assert(
    fc.asyncProperty(requestArbitrary(operations, fixture, known), async (input) => {
      const { operation } = input;
      let path = operation.path;
      operation.pathParams.forEach((name, index) => (path = path.replace(`{${name}}`, encodeURIComponent(input.pathValues[index % 3] ?? 'x'))));
      const query = new URLSearchParams(input.query);
      for (const [index, value] of input.queryKnown) {
        const name = operation.queryParams[index % Math.max(1, operation.queryParams.length)];
        if (name !== undefined) query.set(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      const url = `${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
      let rawBody: string | undefined;
      if (operation.method === 'GET' || operation.method === 'HEAD') {
        // fetch refuses a body on these methods before any server sees it.
      } else if (input.bodyKind === 'fields') {
        const body: Record<string, unknown> = {};
        for (const [index, value] of input.bodyKnown) {
          const name = operation.bodyFields[index % Math.max(1, operation.bodyFields.length)];
          if (name !== undefined) body[name] = value;
        }
        rawBody = JSON.stringify(body);
      } else if (input.bodyKind === 'json') rawBody = JSON.stringify(input.bodyJson);
      else if (input.bodyKind === 'raw') rawBody = input.raw;
      const headers: Record<string, string> = rawBody === undefined ? {} : { 'content-type': operation.path === '/v1/import' ? 'application/x-ndjson' : 'application/json' };
      report.requests += 1;
      const response = await withTimeout(fixture.request(operation.method, url, { key: input.key, headers, ...(rawBody === undefined ? {} : { rawBody }) }));
      if (response === 'hang') {
        report.hangs += 1;
        return true;
      }
      const text = await response.text();
      if (response.status >= 500) report.serverErrors.push(`${operation.method} ${url.slice(0, 120)} -> ${response.status} ${text.slice(0, 200)}`);
      return true;
    }),
    { numRuns: requests, seed },
  );
  await fixture.memory.close();
  return report;
}
