import type { AuthUser } from "@agora/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { NameForm } from "./name-form";

const user: AuthUser = {
  id: "u-1",
  firstName: "Provider",
  lastName: "Given",
  email: "me@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

describe("NameForm", () => {
  it("names what is missing, then saves the new name", async () => {
    const fetchMock = stubApi({
      "PATCH /api/auth/user": ({ body }) => jsonResponse({ ...user, ...(body as object) }),
    });
    renderApp(<NameForm user={user} />, { path: "/profile" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Provider");

    fireEvent.change(screen.getByLabelText("First name"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Enter your first name")).toBeTruthy();
    expect(callsTo(fetchMock, "PATCH", "/api/auth/user")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Lovelace" } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText(/Saved\. Your name stays as you set it/)).toBeTruthy();
    const [patch] = callsTo(fetchMock, "PATCH", "/api/auth/user");
    expect(JSON.parse(String(patch?.body))).toEqual({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("shows the server's refusal on the field it names", async () => {
    stubApi({
      "PATCH /api/auth/user": () =>
        jsonResponse(
          {
            title: "Bad Request",
            status: 400,
            code: "validation_failed",
            detail: "Invalid body",
            errors: [{ in: "body", field: "lastName", message: "Use at most 60 characters" }],
          },
          400,
        ),
    });
    renderApp(<NameForm user={user} />, { path: "/profile" });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Changed" } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText(/Use at most 60 characters/)).toBeTruthy();
  });
});
