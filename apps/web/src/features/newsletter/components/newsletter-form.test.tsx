import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm, newsletterThanksMs } from "./newsletter-form";

const thanks = "Thank you for subscribing!";

function field() {
  return screen.getByLabelText("Email address") as HTMLInputElement;
}

/** Types `value` and submits; react-hook-form validates asynchronously, so this waits for it. */
async function subscribe(value: string) {
  fireEvent.change(field(), { target: { value } });
  await act(async () => {
    fireEvent.submit(field().form as HTMLFormElement);
  });
}

describe("NewsletterForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks the browser to validate a required email address", () => {
    render(<NewsletterForm />);

    expect(field().type).toBe("email");
    expect(field().required).toBe(true);
    expect(screen.getByRole("button", { name: "Subscribe" }).getAttribute("type")).toBe("submit");
  });

  it("clears the field and thanks the user for exactly 3 seconds, sending nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<NewsletterForm />);

    await subscribe("ada@example.com");

    expect(newsletterThanksMs).toBe(3000);
    expect(field().value).toBe("");
    expect(screen.getByRole("status").textContent).toBe(thanks);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText(thanks)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(thanks)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("restarts the 3 seconds when the user subscribes again", async () => {
    render(<NewsletterForm />);

    await subscribe("ada@example.com");
    act(() => vi.advanceTimersByTime(2000));
    await subscribe("grace@example.com");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(thanks)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(thanks)).toBeNull();
  });

  it("ignores a value that is blank once trimmed", async () => {
    render(<NewsletterForm />);

    await subscribe("   ");
    act(() => vi.advanceTimersByTime(10));

    expect(screen.queryByText(thanks)).toBeNull();
  });
});
