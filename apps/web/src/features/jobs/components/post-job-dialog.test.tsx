import type { Job } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { addSkills } from "@/components/skills-input";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { endOfDayIso, PostJobDialog } from "./post-job-dialog";

const posted: Job = {
  id: "j1",
  clientId: "u1",
  title: "Label 5,000 product photos",
  description: "Label each photo with one of 14 categories.",
  skills: ["vision", "labelling"],
  pricingModel: "per_minute",
  budget: "0.05",
  deadline: null,
  status: "open",
  offerCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function open() {
  const onPosted = vi.fn();
  renderApp(<PostJobDialog open onOpenChange={() => {}} onPosted={onPosted} />);
  return { dialog: within(screen.getByRole("dialog")), onPosted };
}

describe("PostJobDialog", () => {
  it("says what is missing next to each field before sending anything", async () => {
    const fetchMock = stubApi({});
    const { dialog } = open();
    fireEvent.change(dialog.getByLabelText("Title"), { target: { value: "Hi" } });
    fireEvent.click(dialog.getByRole("button", { name: "Post job" }));
    expect(await dialog.findByText("Use at least 5 characters.")).toBeTruthy();
    expect(dialog.getByText("Describe the work in at least 20 characters.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/jobs")).toHaveLength(0);
  });

  it("sends skills as tags, the budget for the chosen model, and calls back with the job", async () => {
    const fetchMock = stubApi({ "POST /api/v1/jobs": () => jsonResponse(posted, 201) });
    const { dialog, onPosted } = open();
    fireEvent.change(dialog.getByLabelText("Title"), { target: { value: "  Label 5,000 product photos " } });
    fireEvent.change(dialog.getByLabelText("Description"), {
      target: { value: "Label each photo with one of 14 categories." },
    });
    const skills = dialog.getByLabelText(/Skills/);
    fireEvent.change(skills, { target: { value: "vision, labelling," } });
    expect(dialog.getByRole("button", { name: "Remove vision" })).toBeTruthy();
    fireEvent.click(dialog.getByLabelText(/Per minute/));
    expect(dialog.getByText("The most you mean to pay per minute of active work.")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Highest rate per minute/), { target: { value: "$0.05" } });
    fireEvent.click(dialog.getByRole("button", { name: "Post job" }));

    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(posted));
    const [init] = callsTo(fetchMock, "POST", "/api/v1/jobs");
    expect(JSON.parse(String(init?.body))).toEqual({
      title: "Label 5,000 product photos",
      description: "Label each photo with one of 14 categories.",
      skills: ["vision", "labelling"],
      pricingModel: "per_minute",
      budget: "0.05",
    });
  });

  it("shows the server's field message inline, and its detail otherwise", async () => {
    let answer = jsonResponse(
      {
        title: "Bad Request",
        status: 400,
        code: "validation_failed",
        errors: [{ in: "body", field: "budget", message: "must be more than 0" }],
      },
      400,
    );
    stubApi({ "POST /api/v1/jobs": () => answer });
    const { dialog } = open();
    fireEvent.change(dialog.getByLabelText("Title"), { target: { value: "Label product photos" } });
    fireEvent.change(dialog.getByLabelText("Description"), {
      target: { value: "Label each photo with one of 14 categories." },
    });
    fireEvent.click(dialog.getByRole("button", { name: "Post job" }));
    expect(await dialog.findByText("Must be more than 0.")).toBeTruthy();

    answer = jsonResponse(
      { title: "Forbidden", status: 403, code: "forbidden", detail: "Scope jobs:write needed" },
      403,
    );
    fireEvent.click(dialog.getByRole("button", { name: "Post job" }));
    expect((await dialog.findByRole("alert")).textContent).toContain("Scope jobs:write needed");
  });
});

describe("addSkills", () => {
  it("trims, drops empties and case-insensitive duplicates, and stops at 20", () => {
    expect(addSkills(["Python"], " python , sql,, data  cleaning ")).toEqual(["Python", "sql", "data cleaning"]);
    const many = Array.from({ length: 19 }, (_, i) => `s${i}`);
    expect(addSkills(many, "a, b, c")).toHaveLength(20);
  });
});

describe("endOfDayIso", () => {
  it("reads a picked day as its last second, local time", () => {
    const at = new Date(endOfDayIso("2030-05-04"));
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2030, 4, 4, 23, 59,
    ]);
  });
});
