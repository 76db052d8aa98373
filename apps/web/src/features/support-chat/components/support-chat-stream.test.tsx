import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { conversationStorageKey } from "./conversation";
import { SupportChat } from "./support-chat";

const answersPath = "/api/v1/support/answers";

const sources = [
  { title: "How do I withdraw money?", href: "/support/withdrawing-money", excerpt: "Request it.", source: "faq" },
  { title: "API: Request a withdrawal", href: "/api-docs", excerpt: "POST …", source: "api" },
];

/** A server-sent events answer whose events the test sends one at a time. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { "Content-Type": "text/event-stream; charset=utf-8" } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}

beforeEach(() => sessionStorage.removeItem(conversationStorageKey));

async function ask(question: string) {
  renderApp(<SupportChat />);
  fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
  const panel = within(await screen.findByRole("dialog", { name: "Agora support" }));
  fireEvent.change(panel.getByLabelText("Your question"), { target: { value: question } });
  fireEvent.click(panel.getByRole("button", { name: "Ask" }));
  return panel;
}

describe("SupportChat with a phrased answer", () => {
  it("shows the text as it streams, busy until done, then the answer with its sources", async () => {
    const stream = eventStream();
    const fetchMock = stubApi({ [`POST ${answersPath}`]: () => stream.response });
    const panel = await ask("How do I withdraw?");
    const accept = (callsTo(fetchMock, "POST", answersPath)[0]?.headers as Record<string, string> | undefined)?.Accept;
    expect(accept).toMatch(/text\/event-stream/);
    const log = () => panel.getByText("How do I withdraw?").closest("[aria-live]") as HTMLElement;

    stream.send("sources", { sources });
    stream.send("delta", { text: "Open your **wallet** " });
    expect(await panel.findByText("wallet")).toBeTruthy();
    expect(panel.getByText("Writing the answer…")).toBeTruthy();
    expect(log().getAttribute("aria-busy")).toBe("true");
    expect(panel.queryByText(/request a withdrawal \[1\]/)).toBeNull();

    stream.send("delta", { text: "and request a withdrawal [1]." });
    expect(await panel.findByText(/and request a withdrawal \[1\]\./)).toBeTruthy();
    expect(log().getAttribute("aria-busy")).toBe("true");

    stream.send("done", {
      answered: true,
      text: "Open your **wallet** and request a withdrawal [1].",
      sources,
      generated: true,
    });
    stream.close();
    await waitFor(() => expect(log().getAttribute("aria-busy")).toBe("false"));
    expect(panel.queryByText("Writing the answer…")).toBeNull();
    // Markdown is rendered as elements, not shown as asterisks.
    expect(panel.getByText("wallet").tagName).toBe("STRONG");
    const links = within(panel.getByRole("navigation", { name: "Sources" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["[1] How do I withdraw money?", "/support/withdrawing-money"],
      ["[2] API: Request a withdrawal", "/api-docs"],
    ]);
    // Kept for the session like any answer.
    const kept = JSON.parse(sessionStorage.getItem(conversationStorageKey) ?? "[]");
    expect(kept[0].answer).toMatchObject({ generated: true, sources });
  });

  it("replaces the streamed text with the quoted passage when the model failed", async () => {
    const stream = eventStream();
    stubApi({ [`POST ${answersPath}`]: () => stream.response });
    const panel = await ask("How do I withdraw?");
    stream.send("sources", { sources });
    stream.send("delta", { text: "Half a sent" });
    expect(await panel.findByText("Half a sent")).toBeTruthy();
    stream.send("done", { answered: true, text: "Request it.", sources, generated: false });
    stream.close();
    expect(await panel.findByText("Request it.")).toBeTruthy();
    expect(panel.queryByText("Half a sent")).toBeNull();
    expect(panel.getByText("From “How do I withdraw money?”:")).toBeTruthy();
  });

  it("gives the question back when the stream breaks off before it is done", async () => {
    const stream = eventStream();
    stubApi({ [`POST ${answersPath}`]: () => stream.response });
    const panel = await ask("escrow?");
    stream.send("sources", { sources });
    stream.send("delta", { text: "Escrow holds" });
    expect(await panel.findByText("Escrow holds")).toBeTruthy();
    stream.close();
    expect(await panel.findByText(/Could not ask: The answer broke off/)).toBeTruthy();
    expect(panel.queryByText("Escrow holds")).toBeNull();
    expect((panel.getByLabelText("Your question") as HTMLInputElement).value).toBe("escrow?");
  });
});
