import {
  lastWriteCookieMaxAgeS,
  pageViewsRetentionDaysDefault,
  platformFeePercentText,
  sessionTtlDaysDefault,
} from "@agora/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { footerGroups } from "../layout/site-footer";
import { routes } from "../router";
import { PrivacyPage, TermsPage } from "./legal-pages";

describe("the legal pages", () => {
  it("are where the footer's Legal links go, as open pages", () => {
    const legal = footerGroups.find((group) => group.label === "Legal")?.links ?? [];
    expect(legal.map((link) => `${link.label} ${link.href}`)).toEqual([
      "Terms of Service /terms",
      "Privacy Policy /privacy",
    ]);
    for (const link of legal) expect(routes.find((route) => route.path === link.href)?.access).toBe("open");
  });

  it("states the fee Agora really charges, and that test money is not money", () => {
    renderApp(<TermsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeTruthy();
    expect(screen.getByText(new RegExp(`Agora's fee is ${platformFeePercentText} of each payment`))).toBeTruthy();
    expect(screen.getByText(/is test money, labelled as such/)).toBeTruthy();
  });

  it("names the one cookie and the retention of what is kept, and links to the terms", () => {
    const { location } = renderApp(<PrivacyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
    expect(screen.getByText("agora.sid")).toBeTruthy();
    // The replica's read-your-writes cookie, with the server's own lifetime (decision 081).
    expect(screen.getByText("agora.wlsn").parentElement?.textContent).toContain(
      `for ${lastWriteCookieMaxAgeS} seconds`,
    );
    // The periods come from the defaults the server starts from, not from words of their own.
    expect(screen.getByText(new RegExp(`kept\\s+for ${pageViewsRetentionDaysDefault} days`))).toBeTruthy();
    expect(screen.getByText(new RegExp(`expires after ${sessionTtlDaysDefault} days without use`))).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Terms of Service" }));
    expect(location.history?.at(-1)).toBe("/terms");
  });

  it("says what deleting an account removes, what it keeps, and what blocks it", () => {
    renderApp(<PrivacyPage />);
    const section = screen.getByRole("heading", { name: "Deleting your account" }).closest("section");
    const text = section?.textContent ?? "";
    expect(text).toMatch(/a withdrawal not yet paid, or money left in your wallet/);
    expect(text).toMatch(/every signed-in session and every API key/);
    expect(text).toMatch(/messages and reviews you wrote.*signed “Deleted user”/);
    expect(text).toMatch(/the ledger of your money/);
    expect(text).toMatch(/starts a new, empty Agora account/);
  });
});
