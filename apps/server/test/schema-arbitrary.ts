import fc from "fast-check";

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 and `z.toJSONSchema` write it), loosely typed. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  [key: string]: unknown;
}

/** Resolves `#/…` references against the document the schema came from. */
export type Resolver = (ref: string) => JsonSchema;

/** A resolver for local `#/a/b` pointers into `root` (OpenAPI `components`, zod `$defs`). */
export function resolverFor(root: unknown): Resolver {
  return (ref) => {
    if (!ref.startsWith("#/")) throw new Error(`only local references are supported: ${ref}`);
    let node: unknown = root;
    for (const part of ref.slice(2).split("/")) node = (node as Record<string, unknown>)[decodeURIComponent(part)];
    if (!node) throw new Error(`unresolved reference ${ref}`);
    return node as JsonSchema;
  };
}

// Generated strings stay short unless a schema asks for more: long ones are the hostile generator's job.
const defaultMaxLength = 24;
const farFuture = new Date("2099-01-01T00:00:00Z");

function deref(schema: JsonSchema, resolve: Resolver): JsonSchema {
  let current = schema;
  for (let i = 0; current.$ref && i < 20; i++) current = { ...resolve(current.$ref), ...omitRef(current) };
  return current;
}

function omitRef(schema: JsonSchema): JsonSchema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? defaultMaxLength, minLength + defaultMaxLength));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc
        .date({ min: new Date(Date.now() + 86_400_000), max: farFuture, noInvalidDate: true })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date(Date.now() + 86_400_000), max: farFuture, noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "email":
      return fc.emailAddress().filter(fits);
    case "uri":
    case "url":
      return fc.webUrl({ validSchemes: ["https"] }).filter(fits);
  }
  if (schema.pattern) return patternString(new RegExp(schema.pattern)).filter(fits);
  // Printable text: a name made only of spaces is trimmed to nothing and refused, rightly.
  return fc
    .string({ minLength, maxLength, unit: "grapheme-ascii" })
    .filter((s) => s.trim().length >= Math.min(minLength, 1) || minLength === 0);
}

/** Plausible values tried for patterns fast-check cannot generate from (lookaheads). */
const patternCandidates = ["1", "10", "0.60", "1.00", "2.5", "100", "0.1", "5", "a", "abc", "example.com", "x1"];

function patternString(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    const matching = patternCandidates.filter((c) => pattern.test(c));
    return matching.length ? fc.constantFrom(...matching) : fc.string().filter((c) => pattern.test(c));
  }
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : schema.minimum;
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : schema.maximum;
  if (integer)
    return fc.integer({
      min: Math.max(min ?? -1000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1000, Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min: min ?? -1000, max: max ?? 1000, noNaN: true, noDefaultInfinity: true });
}

function validObject(schema: JsonSchema, resolve: Resolver, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) model[key] = validArbitrary(sub, resolve, depth + 1);
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
}

/**
 * Values that satisfy `schema` as far as JSON Schema can say (formats, patterns, bounds, enums,
 * required keys). Cross-field rules a schema cannot express may still refuse them, as they should.
 * @param depth recursion guard for self-referencing schemas.
 * @throws Error on a reference outside the document.
 */
export function validArbitrary(schema: JsonSchema, resolve: Resolver, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema, resolve);
  if (depth > 8) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const options = union.filter((o) => deref(o, resolve).type !== "null");
    return fc.oneof(...(options.length ? options : union).map((o) => validArbitrary(o, resolve, depth + 1)));
  }
  if (s.allOf) {
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of s.allOf.map((p) => deref(p, resolve))) {
      Object.assign(merged.properties as object, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return validObject(merged, resolve, depth);
  }
  const types = typesOf(s).filter((t) => t !== "null");
  const type = types[0];
  switch (type) {
    case "string":
      return validString(s);
    case "integer":
      return validNumber(s, true);
    case "number":
      return validNumber(s, false);
    case "boolean":
      return fc.boolean();
    case "array": {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 3, minLength + 3));
      const item = s.items ? validArbitrary(s.items, resolve, depth + 1) : fc.string();
      return s.uniqueItems || (s.items && deref(s.items, resolve).enum)
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case "object":
      return validObject(s, resolve, depth);
    default:
      return fc.constant(null);
  }
}

/** Values chosen to break parsers, bounds and database columns rather than to be plausible. */
const boundaryValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "-0.000001",
    "0.0000001",
    "1e9",
    "NaN",
    "Infinity",
    "99999999999999999",
    "999999999999999999999999.99",
    "9223372036854775808",
    "2147483648",
    "00000000-0000-0000-0000-000000000000",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "\ud800",
    "😀".repeat(50),
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "x".repeat(10_000),
    0,
    -1,
    -0.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 63),
    1e308,
    true,
    false,
    null,
    [],
    {},
    [[[[]]]],
  ),
  fc.constant(deepNesting(200)),
  fc.anything({ maxDepth: 3 }),
);

function deepNesting(levels: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/**
 * Hostile values for `schema`: valid ones, boundary values (empty, huge, negative, unicode, 10 k
 * characters, wrong types, deep nesting), and valid objects with one field replaced, removed or
 * joined by an unknown one.
 */
export function hostileArbitrary(schema: JsonSchema, resolve: Resolver): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, resolve);
  const s = deref(schema, resolve);
  const keys = Object.keys(s.properties ?? {});
  const mutated =
    keys.length === 0
      ? boundaryValue
      : fc
          .tuple(valid, fc.constantFrom(...keys), boundaryValue, fc.constantFrom("replace", "remove", "extra"))
          .map(([value, key, bad, how]) => {
            const copy = { ...(value as Record<string, unknown>) };
            if (how === "replace") copy[key] = bad;
            else if (how === "remove") delete copy[key];
            else copy[`${key}_extra`] = bad;
            return copy;
          });
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: mutated, weight: 3 }, boundaryValue);
}
