import fc from 'fast-check';

// JSON values for the fuzz test, derived from the OpenAPI document's JSON Schemas (what zod-openapi
// writes for each route's zod schema): a value that fits the schema, and, at every level, a chance of
// a hostile one in its place (wrong type, huge or odd unicode string, NUL, negative or huge number,
// a required field missing, fields nobody asked for).

/** The JSON Schema subset zod-openapi emits. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
}

/** Ids that exist in the fuzzed app, so generated requests reach past "not found". */
export interface KnownIds {
  /** Ids a field or parameter of this name may hold (teamId, memberId, id …), most likely first. */
  forName(name: string): readonly (string | number)[];
}

export interface SchemaContext {
  ids: KnownIds;
  /** `#/components/schemas/X` resolved. */
  components: Record<string, JsonSchema>;
}

/** A field the generator decided to leave out (a missing required field). */
const MISSING = Symbol('missing');

/** Strings that have broken servers: NUL, lone surrogates, control, RTL and zero-width characters, injection. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\r\n\t\u0007',
  '\u202egnp.exe',
  '\u200b\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Ǆǅǆ ß İ ﬃ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9223372036854775808',
  "' OR 1=1 --",
  '"; drop table member; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'toString',
  '2024-02-30',
  '1970-01-01T00:00:00Z',
  '99:99 PM',
];

/** Numbers at and past every boundary a database column or a Date has. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  123_456_789.123,
];

const hugeString = fc.constantFrom('a'.repeat(5_000), 'é'.repeat(40_000), '🙂'.repeat(3_000));

const unicodeString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Any value of the wrong kind for the field it replaces. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: unicodeString, weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }), weight: 2 },
  {
    arbitrary: fc.constantFrom({ __proto__: { admin: true } }, { constructor: { prototype: {} } }),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** An id-looking value: a known one, an unknown one, or a malformed one. */
export function idValue(ids: readonly (string | number)[]): fc.Arbitrary<string | number> {
  return fc.oneof(
    ...(ids.length > 0 ? [{ arbitrary: fc.constantFrom(...ids), weight: 6 }] : []),
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.integer({ min: -2, max: 100_000 }), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 1 },
  );
}

/** zod-openapi's pattern of a `YYYY-MM-DD` date. */
const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const calendarDay = fc
  .date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2030-12-31') })
  .map((day) => day.toISOString().slice(0, 10));

/** `team_id` (a header) is `teamId`. */
const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function stringOf(schema: JsonSchema, field: string, context: SchemaContext): fc.Arbitrary<unknown> {
  const name = camelCase(field);
  const ids = /(^id|Id|Ids)$/.test(name) || schema.format === 'uuid' ? context.ids.forName(name) : [];
  if (ids.length > 0) return idValue(ids.map(String));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
      .map((d) => d.toISOString());
  if (schema.format === 'date') return calendarDay;
  // A real day mostly, and now and then one that only has the shape (2024-99-99).
  if (schema.pattern === ISO_DATE_PATTERN)
    return fc.oneof({ arbitrary: calendarDay, weight: 4 }, fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 64 });
    } catch {
      // A pattern fast-check cannot invert: plain strings below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const low = Math.max(min, -2_147_483_648);
  const high = Math.min(max, 2_147_483_647);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) });
  return fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      // Required fields are rarely left out, optional ones half the time.
      fc.option(fuzzedValue(property, context, key, depth + 1), {
        nil: MISSING,
        freq: required.has(key) ? 12 : 2,
      }),
    ]),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant({}), weight: 8 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }), weight: 2 },
  );
  return fc.tuple(fc.record(fields), extra).map(([record, more]) => {
    const value: Record<string, unknown> = { ...more };
    for (const [key, item] of Object.entries(record)) if (item !== MISSING) value[key] = item;
    return value;
  });
}

/** `#/components/schemas/X` as the schema X (nothing known: any value). */
const resolved = (schema: JsonSchema, context: SchemaContext): JsonSchema =>
  schema.$ref ? (context.components[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema;

/** A value that fits `schema`, with ids that exist for fields named like ids. */
export function validValue(
  schema: JsonSchema,
  context: SchemaContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolved(schema, context), context, name, depth);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => validValue(item, context, name, depth)));
  if (schema.allOf && !schema.type && !schema.properties)
    return validValue(Object.assign({}, ...schema.allOf), context, name, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, context, name, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema, name, context);
    case 'integer':
    case 'number': {
      const ids = /(Id|Ids)$/.test(name)
        ? context.ids.forName(name).filter((id) => typeof id === 'number')
        : [];
      return ids.length > 0
        ? fc.oneof(fc.constantFrom(...ids), numberOf(schema, true))
        : numberOf(schema, types[0] === 'integer');
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fuzzedValue(schema.items ?? {}, context, name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'object':
      return objectOf(schema, context, depth);
    default:
      return schema.properties ? objectOf(schema, context, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly a value that fits `schema`; now and then, at any depth, a hostile one instead. */
export function fuzzedValue(
  schema: JsonSchema,
  context: SchemaContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validValue(schema, context, name, depth), weight: 5 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

type Mutation = { key: string; value: unknown } | { key: string; drop: true } | undefined;

/**
 * The operation's documented example, its ids swapped for ones that exist, as it is or with one field
 * changed: to another valid value, to a hostile one, left out, or one added. Requests that are valid
 * but for one thing reach the rules behind the validation, which requests built field by field rarely do.
 */
export function mutatedExample(
  example: Record<string, unknown>,
  schema: JsonSchema,
  context: SchemaContext,
): fc.Arbitrary<unknown> {
  const properties = resolved(schema, context).properties ?? {};
  const withIds = fc.record(
    Object.fromEntries(
      Object.entries(example).map(([key, value]) => [
        key,
        /(^id|Id)$/.test(key) && (typeof value === 'string' || typeof value === 'number')
          ? idValue(context.ids.forName(key))
          : fc.constant(value),
      ]),
    ),
  );
  const keys = [...new Set([...Object.keys(example), ...Object.keys(properties)])];
  const field = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('extra');
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    {
      arbitrary: field.chain((key) =>
        fc
          .oneof(hostileValue, validValue(properties[key] ?? {}, context, key))
          .map((value): Mutation => ({ key, value })),
      ),
      weight: 4,
    },
    { arbitrary: field.map((key): Mutation => ({ key, drop: true })), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue)
        .map(([key, value]): Mutation => ({ key, value })),
      weight: 1,
    },
  );
  return fc.tuple(withIds, mutation).map(([value, change]) => {
    if (!change) return value;
    const copy: Record<string, unknown> = { ...value };
    if ('drop' in change) delete copy[change.key];
    else copy[change.key] = change.value;
    return copy;
  });
}
