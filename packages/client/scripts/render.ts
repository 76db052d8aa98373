import openapiTS, { astToString } from "openapi-typescript";

/** The committed generated types (`src/schema.gen.ts`), rewritten by `npm run generate:client`. */
export const clientTypesPath = new URL("../src/schema.gen.ts", import.meta.url);

const banner = `// Generated from the server's OpenAPI document by \`npm run generate:client\`; do not edit.
// A server test fails when this file differs from what the live document generates.
`;

/**
 * The TypeScript types openapi-typescript generates for an OpenAPI document (`paths`,
 * `components`, `operations`), with a banner, exactly as committed in `src/schema.gen.ts`.
 * @param document the OpenAPI 3.1 document as a parsed JSON object.
 * @returns the file's text; deterministic for a given document.
 */
export async function renderClientTypes(document: Record<string, unknown>): Promise<string> {
  // defaultNonNullable off: a request field with a default may be left out (the server fills it in),
  // so it is optional in the request types; response schemas carry no defaults and are unchanged.
  // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript's document type is its own OpenAPI3 interface.
  const ast = await openapiTS(document as any, { alphabetize: true, defaultNonNullable: false });
  return banner + astToString(ast);
}
