import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { asSentence, showFieldErrors } from "./form-errors";

describe("asSentence", () => {
  it("capitalizes and ends a server message", () => {
    expect(asSentence("must be at most 10000.00")).toBe("Must be at most 10000.00.");
    expect(asSentence("Already a sentence!")).toBe("Already a sentence!");
  });
});

describe("showFieldErrors", () => {
  const problem = new ApiError(400, "", {
    type: "/problems/validation_failed",
    title: "Bad Request",
    status: 400,
    code: "validation_failed",
    errors: [
      { in: "body", field: "amount", message: "must be at most 10000.00" },
      { in: "body", field: "other", message: "not on this form" },
    ],
  });

  it("sets the messages of the form's own fields as sentences and says so", () => {
    const setError = vi.fn();

    expect(showFieldErrors(problem, ["amount", "destination"], setError)).toBe(true);

    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith("amount", { type: "server", message: "Must be at most 10000.00." });
  });

  it("sets nothing and says so when no message is about the form's fields", () => {
    const setError = vi.fn();

    expect(showFieldErrors(problem, ["note"], setError)).toBe(false);
    expect(showFieldErrors(new TypeError("Failed to fetch"), ["amount"], setError)).toBe(false);

    expect(setError).not.toHaveBeenCalled();
  });
});
