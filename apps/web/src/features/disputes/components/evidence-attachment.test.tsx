import type { Contract, Dispute } from "@agora/contracts";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { DisputeSection } from "./dispute-thread";

const contract = { id: "c1", role: "client", title: "Reconcile Q1", agent: { name: "Ledger Lens" } } as Contract;

const open: Dispute = {
  id: "d1",
  contractId: "c1",
  contractTitle: "Reconcile Q1",
  openedBy: "client",
  reason: "March is missing from the workbook.",
  status: "open",
  frozenEscrow: "300",
  resolution: null,
  messages: [
    {
      id: "m1",
      author: "client",
      body: "March is missing from the workbook.",
      evidenceUrl: null,
      evidenceFile: null,
      createdAt: "2026-01-01T10:00:00.000Z",
    },
    {
      id: "m2",
      author: "provider",
      body: "Evidence: export-log.pdf",
      evidenceUrl: null,
      evidenceFile: {
        id: "f1",
        name: "export-log.pdf",
        contentType: "application/pdf",
        sizeBytes: 1536,
        url: "/api/v1/disputes/d1/evidence/f1",
      },
      createdAt: "2026-01-01T11:00:00.000Z",
    },
  ],
  createdAt: "2026-01-01T10:00:00.000Z",
};

const withImage: Dispute = {
  ...open,
  messages: [
    ...open.messages,
    {
      id: "m3",
      author: "client",
      body: "Evidence: sheet.png",
      evidenceUrl: null,
      evidenceFile: {
        id: "f2",
        name: "sheet.png",
        contentType: "image/png",
        sizeBytes: 2 * 1024 * 1024,
        url: "/api/v1/disputes/d1/evidence/f2",
      },
      createdAt: "2026-01-01T12:00:00.000Z",
    },
  ],
};

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

async function renderThread() {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  stubApi({ "GET /api/v1/contracts/c1/disputes": () => jsonResponse(open) });
  renderApp(<DisputeSection contract={contract} notify={vi.fn()} />);
  return within(await screen.findByTestId("dispute-thread"));
}

function choose(thread: ReturnType<typeof within>, file: File) {
  fireEvent.change(thread.getByLabelText("Evidence file"), { target: { files: [file] } });
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "sheet.png", { type: "image/png" });

describe("Attach evidence", () => {
  it("offers the five types and the 5 MB limit, and refuses another type or a larger file without sending", async () => {
    const thread = await renderThread();
    const input = thread.getByLabelText("Evidence file") as HTMLInputElement;
    expect(input.accept).toBe("image/png,image/jpeg,image/webp,image/gif,application/pdf");
    expect(thread.getByText(/PNG, JPEG, WebP, GIF or PDF, at most 5 MB/)).toBeTruthy();
    // A PDF already in the thread is a download link with its name and size.
    const pdf = thread.getByRole("link", { name: /export-log\.pdf/ });
    expect(pdf.getAttribute("href")).toBe("/api/v1/disputes/d1/evidence/f1");
    expect(pdf.hasAttribute("download")).toBe(true);
    expect(pdf.textContent).toContain("1.5 KB");

    choose(thread, new File(["<html>"], "notes.docx", { type: "application/vnd.openxmlformats" }));
    expect(thread.getByRole("alert").textContent).toMatch(/Choose a PNG, JPEG, WebP or GIF image or a PDF/);
    choose(thread, new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.pdf", { type: "application/pdf" }));
    expect(thread.getByRole("alert").textContent).toMatch(/5\.0 MB; evidence may be at most 5 MB/);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("uploads with progress and shows the image in the thread as a thumbnail opening the full image", async () => {
    const thread = await renderThread();
    const file = png();
    choose(thread, file);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: "POST", url: "/api/v1/disputes/d1/evidence?name=sheet.png" });
    expect(xhr?.headers["content-type"]).toBe("image/png");
    expect(xhr?.body).toBe(file);
    expect(thread.getByRole("button", { name: /Uploading/ })).toBeTruthy();
    xhr?.progress(30, 100);
    expect(thread.getByRole("progressbar", { name: "Evidence upload" }).getAttribute("aria-valuenow")).toBe("30");
    expect(thread.getByText("30% sent")).toBeTruthy();
    xhr?.respond(201, withImage);

    expect(await thread.findByText(/Attached sheet\.png to the dispute/)).toBeTruthy();
    const link = thread.getByRole("link", { name: "Open sheet.png (2.0 MB)" });
    expect(link.getAttribute("href")).toBe("/api/v1/disputes/d1/evidence/f2");
    expect(within(link).getByRole("img", { name: "sheet.png" }).getAttribute("src")).toBe(
      "/api/v1/disputes/d1/evidence/f2",
    );
  });

  it("shows the server's reason when it refuses the file", async () => {
    const thread = await renderThread();
    choose(thread, png());
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.respond(415, {
      type: "/problems/unsupported_media_type",
      title: "Unsupported Media Type",
      status: 415,
      code: "unsupported_media_type",
      detail: "The file is not a PNG, JPEG, WebP or GIF image or a PDF",
      errors: [{ in: "body", field: "body", message: "Its first bytes are not those of a PNG" }],
    });
    expect((await thread.findByRole("alert")).textContent).toBe(
      "Could not attach the file: The file is not a PNG, JPEG, WebP or GIF image or a PDF",
    );
  });
});
