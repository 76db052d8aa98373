import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { type $ZodIssue, type $ZodType, safeParse } from "zod/v4/core";

/** The message every string holding U+0000 gets. */
export const nulCharacterMessage = "must not contain the NUL character (U+0000)";

/**
 * Where `data` holds the NUL character, in a string value or an object key, as JSON-pointer-like
 * paths (`/name`, `/tags/2`). PostgreSQL stores neither `text` nor `jsonb` with U+0000
 * (PostgreSQL docs §8.3, §8.14: "invalid byte sequence for encoding UTF8: 0x00"), so such a string
 * can never be saved and is refused at the door instead of failing as a 500 deep inside a query.
 * @param data a parsed JSON body, query string or path parameters.
 * @returns paths in document order; empty when there is none.
 */
export function nulCharacterPaths(data: unknown, path = ""): string[] {
  if (typeof data === "string") return data.includes("\u0000") ? [path || "/"] : [];
  if (Array.isArray(data)) return data.flatMap((item, i) => nulCharacterPaths(item, `${path}/${i}`));
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key.includes("\u0000")
      ? [`${path}/${key.replaceAll("\u0000", "\\u0000")}`]
      : nulCharacterPaths(value, `${path}/${key}`),
  );
}

function fromZod(issue: $ZodIssue): FastifySchemaValidationError {
  const { code, path, message, ...params } = issue;
  const pointer = `/${path.map(String).join("/")}`;
  return { keyword: code, instancePath: pointer, schemaPath: `#${pointer}/${code}`, message, params };
}

/**
 * Fastify's validator compiler for Zod route schemas (body, query, params, headers): the schema's
 * issues, plus one `nul_character` issue per string holding U+0000 ({@link nulCharacterPaths}), so
 * one 400 names every bad field at once. Issues reach the error handler as `error.validation`.
 * Fastify passes a missing body as null; it is parsed as absent, so an optional body schema
 * (`schema.optional()`) accepts a request without one, and a required one still refuses it.
 * @returns `{ value }` (the parsed, transformed data) or `{ error: issues }`.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const result = safeParse(schema, httpPart === "body" && data === null ? undefined : data);
    const issues = result.success ? [] : result.error.issues.map(fromZod);
    const flagged = new Set(issues.map((issue) => issue.instancePath));
    for (const pointer of nulCharacterPaths(data)) {
      if (!flagged.has(pointer))
        issues.push({
          keyword: "nul_character",
          instancePath: pointer,
          schemaPath: `#${pointer}`,
          message: nulCharacterMessage,
          params: {},
        });
    }
    return issues.length > 0 ? { error: issues } : { value: result.data };
  };
