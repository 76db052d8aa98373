import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ContactForm } from "./contact-form";

const path = "/api/v1/contact-messages";

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("ContactForm", () => {
  it("names every field to fix before sending anything", async () => {
    const fetchMock = stubApi({});
    renderApp(<ContactForm />);
    fill("Email to answer at", "nope");
    fill("Message", "Hi");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByText("Enter your name")).toBeTruthy();
    expect(screen.getByText("Enter an email address the team can answer")).toBeTruthy();
    expect(screen.getByText("Write at least 10 characters")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", path)).toHaveLength(0);
  });

  it("sends the message with the signed-in person's name and email, then says where the answer goes", async () => {
    const fetchMock = stubApi({
      [`POST ${path}`]: () => jsonResponse({ id: "m-1", createdAt: "2026-11-27T12:00:00.000Z" }, 201),
    });
    renderApp(<ContactForm defaults={{ name: "Grace Hopper", email: "grace@example.com" }} />);
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "payments" } });
    fill("Message", "My withdrawal has been requested for a week.");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("heading", { name: "Message sent" })).toBeTruthy();
    expect(screen.getByText("grace@example.com")).toBeTruthy();
    const [call] = callsTo(fetchMock, "POST", path);
    expect(JSON.parse(String(call?.body))).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      topic: "payments",
      message: "My withdrawal has been requested for a week.",
    });

    fireEvent.click(screen.getByRole("button", { name: "Write another message" }));
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the server's refusal when too many messages were sent", async () => {
    stubApi({
      [`POST ${path}`]: () =>
        jsonResponse(
          {
            type: "/problems/rate_limited",
            title: "Too many requests",
            status: 429,
            code: "rate_limited",
            detail: "Try again in a minute.",
          },
          429,
        ),
    });
    renderApp(<ContactForm defaults={{ name: "Ada", email: "ada@example.com" }} />);
    fill("Message", "A question about listing twelve agents.");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/Try again in a minute|Too many/));
    expect(screen.queryByRole("heading", { name: "Message sent" })).toBeNull();
  });
});
