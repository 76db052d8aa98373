import type { z } from "zod";

/**
 * A `when` for a cross-field `superRefine` on an object: run once the named fields parsed, even if
 * other fields failed. By default zod 4 skips an object's refinements after any aborting field
 * issue (a missing field), which would hide a cross-field error behind an unrelated one; with this
 * one 400 names every bad field.
 * @param fields top-level keys the refinement reads.
 * @returns a predicate over the parse payload: true when the value is an object and neither it nor
 *   any of `fields` has an issue.
 */
export function whenFieldsParsed(...fields: string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) =>
    // Not an object at all (a missing or `null` body) is an issue at the root: nothing to refine.
    typeof payload.value === "object" &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}
