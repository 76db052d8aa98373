import { statementMonthOf } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { Statement } from "./statement";
import { StatementDownload } from "./statement-download";

describe("StatementDownload", () => {
  it("offers the last twelve months, the current one chosen, and links to the chosen month's CSV", () => {
    renderApp(<StatementDownload now={new Date("2026-01-31T23:30:00Z")} />);
    const picker = screen.getByRole("combobox", { name: "Statement month" }) as HTMLSelectElement;
    const options = within(picker).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual([
      "2026-01",
      "2025-12",
      "2025-11",
      "2025-10",
      "2025-09",
      "2025-08",
      "2025-07",
      "2025-06",
      "2025-05",
      "2025-04",
      "2025-03",
      "2025-02",
    ]);
    expect(options[0]?.textContent).toBe("January 2026");
    expect(picker.value).toBe("2026-01");
    const link = screen.getByRole("link", { name: "Download CSV" });
    expect(link.getAttribute("href")).toBe("/api/v1/wallet/statement.csv?month=2026-01");
    expect(link.getAttribute("download")).toBe("agora-statement-2026-01.csv");

    fireEvent.change(picker, { target: { value: "2025-06" } });
    expect(link.getAttribute("href")).toBe("/api/v1/wallet/statement.csv?month=2025-06");
    expect(link.getAttribute("download")).toBe("agora-statement-2025-06.csv");
  });

  it("sits on the wallet statement, set to this month", async () => {
    stubApi({
      "GET /api/v1/wallet/transactions?limit=25": () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<Statement onAddFunds={null} />);
    const statement = screen.getByRole("region", { name: "Statement" });
    await within(statement).findByText("No money has moved yet");
    const month = statementMonthOf(new Date());
    expect(within(statement).getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      `/api/v1/wallet/statement.csv?month=${month}`,
    );
  });
});
