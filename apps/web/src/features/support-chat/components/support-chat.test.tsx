import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { conversationStorageKey } from "./conversation";
import { SupportChat } from "./support-chat";

const answersPath = "/api/v1/support/answers";

beforeEach(() => sessionStorage.removeItem(conversationStorageKey));

describe("SupportChat", () => {
  it("opens a panel of the right size, tied to its toggle", async () => {
    renderApp(<SupportChat />);
    const toggle = screen.getByRole("button", { name: "Open support chat" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(toggle);

    const panel = await screen.findByRole("dialog", { name: "Agora support" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Close support chat");
    expect(toggle.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.className).toContain("max-h-[600px]");
    expect(panel.className).toContain("w-96");
    expect(within(panel).getByText("Answers from the help articles and API reference")).toBeTruthy();
  });

  it("answers with a quote and its sources, keeps the conversation for the session, and offers the contact form when it does not know", async () => {
    const fetchMock = stubApi({
      [`POST ${answersPath}`]: ({ body }) =>
        jsonResponse(
          (body as { question: string }).question.includes("withdraw")
            ? {
                answered: true,
                text: "Request a withdrawal from your dashboard; an admin pays it.",
                sources: [
                  {
                    title: "How do I withdraw money?",
                    href: "/support/withdrawing-money",
                    excerpt: "…",
                    source: "faq",
                  },
                  { title: "API: Request a withdrawal", href: "/api-docs", excerpt: "…", source: "api" },
                ],
              }
            : {
                answered: false,
                text: "I could not find an answer to that. Write to us through the contact form.",
                sources: [],
              },
        ),
    });
    const { unmount } = renderApp(<SupportChat />);
    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    const panel = within(await screen.findByRole("dialog", { name: "Agora support" }));

    fireEvent.change(panel.getByLabelText("Your question"), { target: { value: "How do I withdraw?" } });
    fireEvent.click(panel.getByRole("button", { name: "Ask" }));
    expect(await panel.findByText("Request a withdrawal from your dashboard; an admin pays it.")).toBeTruthy();
    expect(panel.getByText("From “How do I withdraw money?”:")).toBeTruthy();
    const sources = within(panel.getByRole("navigation", { name: "Sources" }));
    expect(sources.getByRole("link", { name: /How do I withdraw money/ }).getAttribute("href")).toBe(
      "/support/withdrawing-money",
    );
    expect(JSON.parse(String(callsTo(fetchMock, "POST", answersPath)[0]?.body))).toEqual({
      question: "How do I withdraw?",
    });

    fireEvent.change(panel.getByLabelText("Your question"), { target: { value: "lasagne recipe" } });
    fireEvent.click(panel.getByRole("button", { name: "Ask" }));
    expect(await panel.findByText(/could not find an answer/)).toBeTruthy();
    expect(panel.getByRole("link", { name: /Write to the team/ }).getAttribute("href")).toBe("/contact");

    // Another page of the same session shows the same conversation.
    unmount();
    renderApp(<SupportChat />);
    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    expect(await screen.findByText("How do I withdraw?")).toBeTruthy();
    expect(screen.getByText("lasagne recipe")).toBeTruthy();
  });

  it("gives the question back to send again when asking fails", async () => {
    stubApi({
      [`POST ${answersPath}`]: () =>
        jsonResponse({ title: "Too Many Requests", status: 429, code: "rate_limited", detail: "Slow down" }, 429),
    });
    renderApp(<SupportChat />);
    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    const panel = within(await screen.findByRole("dialog", { name: "Agora support" }));
    fireEvent.change(panel.getByLabelText("Your question"), { target: { value: "escrow?" } });
    fireEvent.click(panel.getByRole("button", { name: "Ask" }));
    expect(await panel.findByText(/Could not ask: Slow down/)).toBeTruthy();
    expect((panel.getByLabelText("Your question") as HTMLInputElement).value).toBe("escrow?");
  });

  it("closes from the toggle and on Escape, giving focus back to the toggle", async () => {
    renderApp(<SupportChat />);

    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    await screen.findByRole("dialog", { name: "Agora support" });
    fireEvent.click(screen.getByRole("button", { name: "Close support chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    const panel = await screen.findByRole("dialog", { name: "Agora support" });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    fireEvent.keyDown(panel, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open support chat" }));
  });

  it("closes when a source link in the panel is followed", async () => {
    stubApi({
      [`POST ${answersPath}`]: () =>
        jsonResponse({
          answered: true,
          text: "Escrow holds the money.",
          sources: [{ title: "How does escrow work?", href: "/support/escrow", excerpt: "…", source: "faq" }],
        }),
    });
    const { location } = renderApp(<SupportChat />);

    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    const panel = within(await screen.findByRole("dialog", { name: "Agora support" }));
    fireEvent.change(panel.getByLabelText("Your question"), { target: { value: "escrow" } });
    fireEvent.click(panel.getByRole("button", { name: "Ask" }));
    fireEvent.click(await panel.findByRole("link", { name: /How does escrow work/ }));

    expect(location.history?.at(-1)).toBe("/support/escrow");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
