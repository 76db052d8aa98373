import type { AuthUser } from "@agora/contracts";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { authUserPath } from "@/lib/queries/get-auth-user";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AvatarSection } from "./avatar-section";

const user: AuthUser = {
  id: "7d3f4c1e-2a5b-4c6d-8e9f-0a1b2c3d4e5f",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};
const uploadedUrl = `/api/v1/users/${user.id}/avatar?v=0123456789abcdef`;

/** Stands in for XMLHttpRequest: records the request and lets the test report progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

function stubXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Avatar image"), { target: { files: [file] } });
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "me.png", { type: "image/png" });

describe("AvatarSection", () => {
  it("shows initials without an avatar, and refuses a wrong type or a too big file before sending", () => {
    stubXhr();
    stubApi({});
    renderApp(<AvatarSection user={user} />, { path: "/profile" });
    expect(screen.getByText("AL")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();

    choose(new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    expect(screen.getByRole("alert").textContent).toMatch(/Choose a PNG, JPEG or WebP image/);
    choose(new File([new Uint8Array(1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(screen.getByRole("alert").textContent).toMatch(/at most 1 MB/);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("uploads with progress and puts the new avatar in the cached user", async () => {
    stubXhr();
    stubApi({});
    const { queryClient } = renderApp(<AvatarSection user={user} />, { path: "/profile" });
    queryClient.setQueryData([authUserPath], user);
    const file = png();
    choose(file);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: "PUT", url: "/api/v1/profile/avatar", withCredentials: true });
    expect(xhr?.headers["content-type"]).toBe("image/png");
    expect(xhr?.body).toBe(file);
    expect(screen.getByRole("button", { name: /Uploading/ })).toBeTruthy();

    xhr?.progress(40, 100);
    expect(screen.getByRole("progressbar", { name: "Avatar upload" }).getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByText("40% sent")).toBeTruthy();
    xhr?.respond(200, { ...user, profileImageUrl: uploadedUrl });

    expect(await screen.findByText(/Saved\. Your avatar stays/)).toBeTruthy();
    expect(queryClient.getQueryData<AuthUser>([authUserPath])?.profileImageUrl).toBe(uploadedUrl);
  });

  it("shows the server's refusal", async () => {
    stubXhr();
    stubApi({});
    renderApp(<AvatarSection user={user} />, { path: "/profile" });
    choose(png());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.respond(415, {
      type: "/problems/unsupported_media_type",
      title: "Unsupported Media Type",
      status: 415,
      code: "unsupported_media_type",
      detail: "The body is not a PNG image",
      errors: [{ in: "body", field: "body", message: "Its first bytes are not a PNG image (the declared image/png)" }],
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not upload the image: The body is not a PNG image",
    );
  });

  it("removes an uploaded avatar", async () => {
    stubXhr();
    const fetchMock = stubApi({
      "DELETE /api/v1/profile/avatar": () => jsonResponse({ ...user, profileImageUrl: null }),
    });
    const { queryClient } = renderApp(<AvatarSection user={{ ...user, profileImageUrl: uploadedUrl }} />, {
      path: "/profile",
    });
    expect(screen.getByRole("button", { name: "Change image" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(/Removed\./)).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", "/api/v1/profile/avatar")).toHaveLength(1);
    expect(queryClient.getQueryData<AuthUser>([authUserPath])?.profileImageUrl).toBeNull();
  });
});
