import type { ApiKey, AuthUser, CreatedApiKey } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ApiKeysPage } from "./api-keys-page";

const listPath = "/api/v1/api-keys";

const member: AuthUser = {
  id: "9a1b2c3d-0000-4000-8000-000000000001",
  firstName: "Mia",
  lastName: null,
  email: "mia@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};
const admin: AuthUser = {
  ...member,
  id: "9a1b2c3d-0000-4000-8000-000000000002",
  role: "admin",
  hasAgentProfile: false,
};

const existingKey: ApiKey = {
  id: "0b6f3c1e-6a53-4b8e-9d0e-4f1f2a3b4c5d",
  name: "Nightly sync",
  prefix: "agora_sk_Old12345",
  scopes: ["agents:read"],
  createdAt: "2026-01-02T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
  parentKeyId: null,
};

const createdKey: CreatedApiKey = {
  id: "5f0c2b8e-1d2a-4c3b-8e9f-0a1b2c3d4e5f",
  name: "CI deploy",
  prefix: "agora_sk_Xy12Ab34",
  scopes: ["agents:read", "jobs:write"],
  createdAt: "2026-03-04T12:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
  parentKeyId: null,
  secret: "agora_sk_Xy12Ab34_s3cr3t-only-shown-once",
};

function openCreateDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Create your first key" }));
  return within(screen.getByRole("dialog", { name: "Create API key" }));
}

describe("ApiKeysPage", () => {
  beforeEach(() => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn(async () => {}) } });
  });

  it("creates a key and shows its secret once, with a copy button and a warning", async () => {
    let keys: ApiKey[] = [];
    const fetchMock = stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: keys }),
      [`POST ${listPath}`]: () => {
        const { secret: _, ...listed } = createdKey;
        keys = [listed];
        return jsonResponse(createdKey, 201);
      },
    });
    renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });

    expect(await screen.findByText("No API keys yet")).toBeTruthy();
    const dialog = openCreateDialog();
    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "CI deploy" } });
    fireEvent.click(dialog.getByRole("checkbox", { name: "jobs:write" }));
    fireEvent.click(dialog.getByRole("checkbox", { name: "agents:read" }));
    fireEvent.click(dialog.getByRole("button", { name: "Create key" }));

    const secretDialog = within(await screen.findByRole("dialog", { name: "Save your API key" }));
    expect(secretDialog.getByTestId("api-key-secret").textContent).toBe(createdKey.secret);
    expect(secretDialog.getByText("This secret won't be shown again.")).toBeTruthy();

    // The request: the JSON body in contract order, with the JSON content type and cookies.
    const [post] = callsTo(fetchMock, "POST", listPath);
    expect(JSON.parse(String(post?.body))).toEqual({ name: "CI deploy", scopes: ["agents:read", "jobs:write"] });
    expect(new Headers(post?.headers).get("Content-Type")).toBe("application/json");
    expect(post?.credentials).toBe("include");

    fireEvent.click(secretDialog.getByRole("button", { name: "Copy secret" }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(createdKey.secret));
    expect(await secretDialog.findByText("Copied to the clipboard.")).toBeTruthy();

    // Once closed, the secret is gone and the refetched list shows the key by its prefix only.
    fireEvent.click(secretDialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText(createdKey.secret)).toBeNull();
    expect((await screen.findAllByText("CI deploy")).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`${createdKey.prefix}…`).length).toBeGreaterThan(0);
  });

  it("offers the admin scopes to admins only, and Select all picks only what is offered", async () => {
    stubApi({ [`GET ${listPath}`]: () => jsonResponse({ data: [] }) });
    const { unmount } = renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });
    await screen.findByText("No API keys yet");
    const asMember = openCreateDialog();
    expect(asMember.queryByRole("checkbox", { name: "admin:read" })).toBeNull();
    expect(asMember.queryByRole("checkbox", { name: "admin:write" })).toBeNull();
    fireEvent.click(asMember.getByRole("button", { name: "Select all" }));
    expect(asMember.getByRole("checkbox", { name: "wallet:write" }).getAttribute("data-state")).toBe("checked");
    expect(asMember.getByRole("button", { name: "Clear all" })).toBeTruthy();
    unmount();

    renderApp(<ApiKeysPage user={admin} />, { path: "/api-keys" });
    await screen.findByText("No API keys yet");
    const asAdmin = openCreateDialog();
    expect(asAdmin.getByRole("checkbox", { name: "admin:read" })).toBeTruthy();
    expect(asAdmin.getByRole("checkbox", { name: "admin:write" })).toBeTruthy();
  });

  it("checks the form before sending and shows the server's field messages inline", async () => {
    const fetchMock = stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: [] }),
      [`POST ${listPath}`]: () =>
        jsonResponse(
          {
            type: "/problems/validation_failed",
            title: "Bad Request",
            status: 400,
            code: "validation_failed",
            detail: "The request is invalid.",
            errors: [{ in: "body", field: "name", message: "A key with this name already exists." }],
          },
          400,
        ),
    });
    renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });
    await screen.findByText("No API keys yet");
    const dialog = openCreateDialog();

    fireEvent.click(dialog.getByRole("button", { name: "Create key" }));

    expect(await dialog.findByText("Enter a name for the key.")).toBeTruthy();
    expect(dialog.getByText("Choose at least one scope.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", listPath)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "Nightly sync" } });
    fireEvent.click(dialog.getByRole("checkbox", { name: "profile:read" }));
    fireEvent.click(dialog.getByRole("button", { name: "Create key" }));

    expect(await dialog.findByText("A key with this name already exists.")).toBeTruthy();
    expect(dialog.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog", { name: "Save your API key" })).toBeNull();
  });

  it("shows the problem's detail when the server refuses without field errors", async () => {
    stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: [] }),
      [`POST ${listPath}`]: () =>
        jsonResponse(
          {
            type: "/problems/limit_reached",
            title: "Conflict",
            status: 409,
            code: "limit_reached",
            detail: "You already hold 50 API keys.",
          },
          409,
        ),
    });
    renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });
    await screen.findByText("No API keys yet");
    const dialog = openCreateDialog();

    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "One more" } });
    fireEvent.click(dialog.getByRole("checkbox", { name: "jobs:read" }));
    fireEvent.click(dialog.getByRole("button", { name: "Create key" }));

    expect((await dialog.findByRole("alert")).textContent).toBe("You already hold 50 API keys.");
  });

  it("revokes a key after confirmation", async () => {
    let keys: ApiKey[] = [existingKey];
    const fetchMock = stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: keys }),
      [`DELETE ${listPath}/${existingKey.id}`]: () => {
        keys = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });

    fireEvent.click((await screen.findAllByRole("button", { name: "Revoke Nightly sync" }))[0] as HTMLElement);
    const confirm = within(await screen.findByRole("alertdialog"));
    expect(confirm.getByText("Revoke “Nightly sync”?")).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", `${listPath}/${existingKey.id}`)).toHaveLength(0);
    fireEvent.click(confirm.getByRole("button", { name: "Revoke key" }));

    expect(await screen.findByText("No API keys yet")).toBeTruthy();
    const [del] = callsTo(fetchMock, "DELETE", `${listPath}/${existingKey.id}`);
    expect(del?.credentials).toBe("include");
    expect(new Headers(del?.headers).has("Content-Type")).toBe(false);
  });

  it("shows an error with a retry when the list cannot load", async () => {
    let isDown = true;
    stubApi({
      [`GET ${listPath}`]: () =>
        isDown
          ? jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500)
          : jsonResponse({ data: [existingKey] }),
    });
    renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });

    expect(await screen.findByText("Couldn't load your API keys")).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect((await screen.findAllByText("Nightly sync")).length).toBeGreaterThan(0);
  });

  it("loads older keys a page at a time, and revokes one from a later page", async () => {
    const newerKey: ApiKey = { ...existingKey, id: "1c2d3e4f-0000-4000-8000-000000000009", name: "Fresh deploy" };
    let older: ApiKey[] = [existingKey];
    stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: [newerKey], nextCursor: "page-2" }),
      [`GET ${listPath}?cursor=page-2`]: () => jsonResponse({ data: older, nextCursor: null }),
      [`DELETE ${listPath}/${existingKey.id}`]: () => {
        older = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });

    expect((await screen.findAllByText("Fresh deploy")).length).toBeGreaterThan(0);
    expect(screen.queryByText(/keys in use/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load more keys" }));
    expect((await screen.findAllByText("Nightly sync")).length).toBeGreaterThan(0);
    expect(await screen.findByText(/2 of 50 keys in use/)).toBeTruthy();

    fireEvent.click((await screen.findAllByRole("button", { name: "Revoke Nightly sync" }))[0] as HTMLElement);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(screen.queryAllByText("Nightly sync")).toHaveLength(0));
    expect(screen.getAllByText("Fresh deploy").length).toBeGreaterThan(0);
  });

  it("lists the keys a key created under it, and says how many are revoked with it", async () => {
    const root: ApiKey = { ...existingKey, id: "2a000000-0000-4000-8000-000000000001", name: "Deploy manager" };
    const child: ApiKey = {
      ...existingKey,
      id: "2a000000-0000-4000-8000-000000000002",
      name: "Build agent",
      parentKeyId: root.id,
      createdAt: "2026-02-01T10:00:00.000Z",
    };
    const grandchild: ApiKey = {
      ...existingKey,
      id: "2a000000-0000-4000-8000-000000000003",
      name: "Test runner",
      parentKeyId: child.id,
      createdAt: "2026-03-01T10:00:00.000Z",
    };
    const other: ApiKey = { ...existingKey, id: "2a000000-0000-4000-8000-000000000004", name: "Reporting" };
    // Newest first, as the server lists them: the family is scattered until the page groups it.
    let keys: ApiKey[] = [grandchild, other, child, root];
    const fetchMock = stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: keys, nextCursor: null }),
      [`DELETE ${listPath}/${root.id}`]: () => {
        keys = [other];
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<ApiKeysPage user={member} />, { path: "/api-keys" });

    const table = await screen.findByRole("table");
    await within(table).findByText("Deploy manager");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [row.querySelector("p")?.textContent, row.getAttribute("data-depth")])).toEqual([
      ["Reporting", "0"],
      ["Deploy manager", "0"],
      ["Build agent", "1"],
      ["Test runner", "2"],
    ]);
    expect(within(table).getByText("Created by key “Deploy manager”")).toBeTruthy();
    expect(within(table).getByText("Created by key “Build agent”")).toBeTruthy();

    fireEvent.click(within(table).getByRole("button", { name: "Revoke Deploy manager" }));
    const confirm = within(await screen.findByRole("alertdialog"));
    expect(
      confirm.getByText("2 keys created through it will be revoked too: “Build agent”, “Test runner”.", {
        exact: false,
      }),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(within(table).queryByText("Test runner")).toBeNull());
    expect(within(table).queryByText("Build agent")).toBeNull();
    expect(within(table).getByText("Reporting")).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", `${listPath}/${root.id}`)).toHaveLength(1);
  });
});
