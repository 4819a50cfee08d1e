import fc from 'fast-check';
import {
  fuzzedValue,
  HOSTILE_STRINGS,
  hostileValue,
  idValue,
  type JsonSchema,
  mutatedExample,
  type SchemaContext,
} from './openapi-arbitraries.ts';

// Requests generated from one operation of the OpenAPI document: path parameters (ids that exist,
// unknown, malformed, huge, unicode, NUL, broken percent-escapes), query strings (declared ones fuzzed,
// repeated, left out, extra ones), headers, and a body of each declared media type (JSON from the
// request schema with mutations, raw bodies JSON cannot express, forms and files), sent anonymously, as
// a signed-in member, with a forged token, or with the session cookie.

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  /** `POST /api/team/{teamId}` */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** Media type → schema of the request body. */
  bodies: Record<string, JsonSchema | undefined>;
  /** Media type → the documented example of the body, where there is one. */
  examples: Record<string, unknown>;
  bodyRequired: boolean;
}

interface OpenApiLike {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiLike): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as {
        parameters?: Parameter[];
        requestBody?: {
          required?: boolean;
          content?: Record<string, { schema?: JsonSchema; example?: unknown }>;
        };
      };
      const content = operation.requestBody?.content ?? {};
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodies: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema])),
        examples: Object.fromEntries(
          Object.entries(content)
            .filter(([, media]) => media.example !== undefined)
            .map(([type, media]) => [type, media.example]),
        ),
        bodyRequired: operation.requestBody?.required ?? false,
      };
    }),
  );
}

/** Who sends the request. */
export type Caller = 'anonymous' | 'member' | 'forged-token' | 'cookie' | 'cookie-cross-site';

/** A file part of a multipart body, described rather than held, so a counterexample reads well. */
interface FilePart {
  file: 'png' | 'random-bytes' | 'empty' | 'text';
  size: number;
  type: string;
}

/** A generated request as plain data: what fast-check prints as the counterexample. */
export interface FuzzRequest {
  operation: string;
  as: Caller;
  method: string;
  /** Path and query string, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: { raw: string } | { form: [string, string | FilePart][] };
  /** The header of a signed body (a webhook's `stripe-signature`) the sender signs the body in. */
  signedIn?: string;
  /** Sent this many times at once (a double click, a retry racing the first try). */
  atOnce?: number;
}

/** What the body's raw text may be besides JSON of the schema: text JSON.stringify cannot produce. */
const RAW_BODIES: readonly string[] = [
  '',
  'not json',
  '{',
  '{"a":1e400}',
  '[]',
  '[1,2,3]',
  '"string"',
  'null',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":"${'x'.repeat(120_000)}"}`,
];

/** Path segments the URL parser keeps as they are: broken or overlong escapes, dot segments. */
const RAW_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE',
  '%ff%fe',
  '%2e%2e',
  '..',
  '%2F',
  '%u0041',
];

/** What is left of a string a header can carry (latin1 without NUL, CR or LF), trimmed. */
const headerSafe = (value: string) =>
  value
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '')
    .trim()
    .slice(0, 4_000);

/** Turns a generated value into the string a query parameter or form field carries. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * Percent-encodes any string: a lone surrogate (which encodeURIComponent refuses) goes as U+FFFD, as a
 * browser would send it; RAW_SEGMENTS carry the invalid UTF-8.
 */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

/**
 * A query value no longer than Node's 16 KB header limit allows: past it Node itself refuses the
 * request (431) before the app sees it, and resets a connection that still sends a body.
 */
const QUERY_VALUE_LIMIT = 2_000;

function pathValue(parameter: Parameter, context: SchemaContext): fc.Arbitrary<string> {
  const schema = parameter.schema ?? { type: 'string' };
  const declared = schema.enum
    ? fc.constantFrom(...schema.enum.map(String))
    : idValue(context.ids.forName(parameter.name)).map(String);
  return fc.oneof(
    { arbitrary: declared.map(encode), weight: 8 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(encode), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encode), weight: 1 },
    { arbitrary: fc.constantFrom('x'.repeat(65), 'x'.repeat(3_000), `${'9'.repeat(40)}`), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
}

/** A query parameter's JSON example (`{"teamId":"…"}`) makes its value JSON of an object like it. */
function jsonExampleSchema(parameter: Parameter): JsonSchema | undefined {
  const example = parameter.schema?.example;
  if (typeof example !== 'string' || !example.startsWith('{')) return undefined;
  try {
    const shape = JSON.parse(example) as Record<string, unknown>;
    return {
      type: 'object',
      required: Object.keys(shape),
      properties: Object.fromEntries(Object.keys(shape).map((key) => [key, { type: 'string' }])),
    };
  } catch {
    return undefined;
  }
}

/** Each parameter as `name=value` pairs: once, left out, repeated, or of the wrong kind. */
function queryPairs(parameters: Parameter[], context: SchemaContext): fc.Arbitrary<[string, string][]> {
  const perParameter = parameters.map((parameter) => {
    const json = jsonExampleSchema(parameter);
    const value = json
      ? fc.oneof(
          { arbitrary: fuzzedValue(json, context).map((item) => JSON.stringify(item)), weight: 4 },
          { arbitrary: hostileValue.map(asText), weight: 1 },
        )
      : fuzzedValue(parameter.schema ?? { type: 'string' }, context, parameter.name).map(asText);
    return fc.oneof(
      { arbitrary: value.map((item): [string, string][] => [[parameter.name, item]]), weight: 8 },
      { arbitrary: fc.constant<[string, string][]>([]), weight: parameter.required ? 1 : 3 },
      {
        arbitrary: fc
          .array(value, { minLength: 2, maxLength: 3 })
          .map((items) => items.map((item): [string, string] => [parameter.name, item])),
        weight: 1,
      },
      {
        arbitrary: value.map((item): [string, string][] => [[`${parameter.name}[$ne]`, item]]),
        weight: 1,
      },
    );
  });
  const extra = fc.oneof(
    { arbitrary: fc.constant<[string, string][]>([]), weight: 6 },
    {
      arbitrary: fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), hostileValue.map(asText)), {
        maxLength: 2,
      }),
      weight: 1,
    },
  );
  return fc.tuple(fc.tuple(...perParameter), extra).map(([pairs, more]) => [...pairs.flat(), ...more]);
}

function headerValues(parameters: Parameter[], context: SchemaContext): fc.Arbitrary<Record<string, string>> {
  const fields = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      fc.option(
        fuzzedValue(parameter.schema ?? { type: 'string' }, context, parameter.name).map((item) =>
          headerSafe(asText(item)),
        ),
        { nil: undefined, freq: 4 },
      ),
    ]),
  );
  return fc
    .record(fields)
    .map((record) =>
      Object.fromEntries(
        Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    );
}

const filePart: fc.Arbitrary<FilePart> = fc.oneof(
  fc.record({
    file: fc.constant('png' as const),
    size: fc.constant(0),
    type: fc.constantFrom('image/png', 'image/gif'),
  }),
  fc.record({
    file: fc.constant('random-bytes' as const),
    size: fc.integer({ min: 1, max: 4_096 }),
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'),
  }),
  fc.record({
    file: fc.constantFrom('empty' as const, 'text' as const),
    size: fc.constant(0),
    type: fc.constant('text/plain'),
  }),
);

function formEntries(
  schema: JsonSchema | undefined,
  context: SchemaContext,
): fc.Arbitrary<[string, string | FilePart][]> {
  const properties = Object.entries(schema?.properties ?? {});
  const required = new Set(schema?.required ?? []);
  const parts = properties.map(([name, property]) => {
    const value: fc.Arbitrary<string | FilePart> =
      property.format === 'binary' ? filePart : fuzzedValue(property, context, name).map(asText);
    return fc.option(
      value.map((item): [string, string | FilePart] => [name, item]),
      { nil: undefined, freq: required.has(name) ? 10 : 2 },
    );
  });
  return fc.tuple(...parts).map((items) => items.filter((item) => item !== undefined));
}

type Body = FuzzRequest['body'] & object;

/** A body of one of the declared media types, with its content type (or a wrong one). */
function bodyOf(operation: Operation, context: SchemaContext): fc.Arbitrary<{ type?: string; body?: Body }> {
  const kinds = Object.entries(operation.bodies);
  const json = ([type, schema]: [string, JsonSchema | undefined]) => {
    const example = operation.examples[type];
    const fromExample =
      example && typeof example === 'object' && !Array.isArray(example)
        ? [
            {
              arbitrary: mutatedExample(example as Record<string, unknown>, schema ?? {}, context).map(
                (value) => ({ type, body: { raw: JSON.stringify(value) } }),
              ),
              weight: 10,
            },
          ]
        : [];
    return fc.oneof(
      ...fromExample,
      {
        arbitrary: fuzzedValue(schema ?? {}, context).map((value) => ({
          type,
          body: { raw: JSON.stringify(value) ?? '' },
        })),
        weight: 10,
      },
      { arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ type, body: { raw } })), weight: 1 },
      {
        arbitrary: fuzzedValue(schema ?? {}, context).map((value) => ({
          type: 'application/json; charset=utf-16',
          body: { raw: JSON.stringify(value) ?? '' },
        })),
        weight: 1,
      },
      {
        arbitrary: fc
          .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded')
          .map((wrong) => ({
            type: wrong,
            body: { raw: '{"a":1}' },
          })),
        weight: 1,
      },
    );
  };
  const form = ([type, schema]: [string, JsonSchema | undefined]) =>
    formEntries(schema, context).map((entries) => ({ type, body: { form: entries } }));
  const urlencoded = ([type, schema]: [string, JsonSchema | undefined]) =>
    fuzzedValue(schema ?? { type: 'object' }, context).map((value) => ({
      type,
      body: {
        raw: new URLSearchParams(
          value && typeof value === 'object'
            ? Object.entries(value).map(([key, item]): [string, string] => [key, asText(item)])
            : [],
        ).toString(),
      },
    }));
  const declared = kinds.map((kind) =>
    kind[0] === 'multipart/form-data'
      ? form(kind)
      : kind[0] === 'application/x-www-form-urlencoded'
        ? urlencoded(kind)
        : json(kind),
  );
  const none = fc.constant({});
  // An operation without a body still gets one now and then: a JSON object nobody asked for.
  const unasked = fc
    .dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 })
    .map((value) => ({ type: 'application/json', body: { raw: JSON.stringify(value) } }));
  if (declared.length === 0)
    return fc.oneof({ arbitrary: none, weight: 6 }, { arbitrary: unasked, weight: 1 });
  return fc.oneof(...declared.map((arbitrary) => ({ arbitrary, weight: 12 })), {
    arbitrary: none,
    weight: 1,
  });
}

/**
 * Headers no operation declares but every request may carry: a body's encoding (gzip of bytes that are
 * not gzip, one nobody supports), what the client accepts, a request id and forwarding headers of any shape.
 */
const UNDECLARED_HEADERS: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 12 },
  fc.record({ 'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity, gzip', 'x-unknown') }),
  fc.record({ accept: fc.constantFrom('application/xml', 'text/calendar', '*/*;q=0', 'image/*') }),
  fc.record({ 'accept-encoding': fc.constantFrom('gzip;q=0, br', 'x-unknown', '*') }),
  fc.record({
    'x-request-id': fc.constantFrom(...HOSTILE_STRINGS).map(headerSafe),
    'x-forwarded-for': fc.constantFrom('::1', '999.1.1.1', 'a, b, c', ''),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
  }),
);

/** Mostly the signed-in captain, whose requests reach furthest; every other kind of caller too. */
const CALLERS: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant<Caller>('member'), weight: 5 },
  { arbitrary: fc.constant<Caller>('anonymous'), weight: 2 },
  { arbitrary: fc.constant<Caller>('cookie'), weight: 1 },
  { arbitrary: fc.constant<Caller>('forged-token'), weight: 1 },
  { arbitrary: fc.constant<Caller>('cookie-cross-site'), weight: 1 },
);

/** Requests for `operation`, ids drawn from `context`. */
export function requestsFor(operation: Operation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const byPlace = (place: Parameter['in']) =>
    operation.parameters.filter((parameter) => parameter.in === place);
  const pathParameters = byPlace('path');
  const segments = fc.tuple(...pathParameters.map((parameter) => pathValue(parameter, context)));
  return fc
    .record({
      as: CALLERS,
      segments,
      query: queryPairs(byPlace('query'), context),
      headers: headerValues(byPlace('header'), context),
      body: bodyOf(operation, context),
      undeclared: UNDECLARED_HEADERS,
      atOnce: fc.oneof({ arbitrary: fc.constant(1), weight: 8 }, fc.constantFrom(2, 3)),
      // A body signed by its sender (a webhook) is mostly signed right, so it gets past the signature.
      signed: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
    })
    .map(({ as, segments: values, query, headers, undeclared, atOnce, body, signed }) => {
      const signature = byPlace('header').find((parameter) => parameter.name.endsWith('-signature'));
      let path = operation.path;
      pathParameters.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, values[index] ?? '');
      });
      const search = query
        .map(([name, value]) => `${encode(name)}=${encode(value.slice(0, QUERY_VALUE_LIMIT))}`)
        .join('&');
      return {
        operation: operation.key,
        as,
        method: operation.method,
        url: search ? `${path}?${search}` : path,
        headers: { ...undeclared, ...headers, ...(body.type ? { 'content-type': body.type } : {}) },
        ...(body.body ? { body: body.body } : {}),
        ...(signature && signed ? { signedIn: signature.name } : {}),
        ...(atOnce > 1 ? { atOnce } : {}),
      };
    });
}
