import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadPage } from "@/lib/browser";
import { renderApp } from "@/test/render";
import { WalletStatus } from "./components/wallet-status";
import { walletConsentStorageKey } from "./wallet-consent";

// Counts how often the wallet provider's chunk is loaded, and marks where it renders.
const provider = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./wallet-provider", async () => {
  provider.loads += 1;
  return {
    WalletProvider: ({ children }: { children: ReactNode }) => <div data-testid="wallet-provider">{children}</div>,
  };
});

vi.mock("@/lib/browser", () => ({ reloadPage: vi.fn(), redirectTo: vi.fn() }));

afterEach(() => {
  window.localStorage.clear();
});

function pause(ms = 20) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe("wallet consent", () => {
  // First in the file: once loaded, a module stays loaded for the rest of it.
  it("does not load the wallet provider without consent", async () => {
    renderApp(<WalletStatus />);

    expect(screen.getByRole("button", { name: "Connect wallet" })).toBeTruthy();
    await pause();
    expect(provider.loads).toBe(0);
    expect(screen.queryByTestId("wallet-provider")).toBeNull();
  });

  it("closes the dialog on Not now and stores nothing", async () => {
    renderApp(<WalletStatus />);

    fireEvent.click(screen.getByRole("button", { name: "Connect wallet" }));
    await screen.findByRole("dialog", { name: "Connect a wallet?" });
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.localStorage.getItem(walletConsentStorageKey)).toBeNull();
    expect(provider.loads).toBe(0);
  });

  it("stores granted, closes the dialog and loads the wallet provider when the user allows it", async () => {
    renderApp(<WalletStatus />);

    fireEvent.click(screen.getByRole("button", { name: "Connect wallet" }));
    fireEvent.click(await screen.findByRole("button", { name: "Allow wallet connection" }));

    expect(window.localStorage.getItem(walletConsentStorageKey)).toBe("granted");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByTestId("wallet-provider")).toBeTruthy();
    expect(screen.getByText("Wallet not connected")).toBeTruthy();
    expect(provider.loads).toBe(1);
  });

  it("loads the wallet provider at once when consent was granted before", async () => {
    window.localStorage.setItem(walletConsentStorageKey, "granted");
    renderApp(<WalletStatus />);

    expect(await screen.findByTestId("wallet-provider")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect wallet" })).toBeNull();
  });

  it("treats any other stored value as no consent", () => {
    window.localStorage.setItem(walletConsentStorageKey, "yes");
    renderApp(<WalletStatus />);

    expect(screen.getByRole("button", { name: "Connect wallet" })).toBeTruthy();
    expect(screen.queryByTestId("wallet-provider")).toBeNull();
  });

  it("removes the flag and reloads the page when consent is revoked", async () => {
    window.localStorage.setItem(walletConsentStorageKey, "granted");
    renderApp(<WalletStatus />);

    fireEvent.click(screen.getByRole("button", { name: "Revoke wallet consent" }));

    expect(window.localStorage.getItem(walletConsentStorageKey)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("only warns when storage throws, and still works for this visit", async () => {
    const blocked = new DOMException("The operation is insecure.", "SecurityError");
    for (const method of ["getItem", "setItem", "removeItem"] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw blocked;
      });
    }
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderApp(<WalletStatus />);

    expect(warn).toHaveBeenCalledWith("Could not read the wallet consent from local storage", blocked);
    fireEvent.click(screen.getByRole("button", { name: "Connect wallet" }));
    fireEvent.click(await screen.findByRole("button", { name: "Allow wallet connection" }));
    expect(warn).toHaveBeenCalledWith("Could not save the wallet consent to local storage", blocked);
    expect(await screen.findByText("Wallet not connected")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Revoke wallet consent" }));
    expect(warn).toHaveBeenCalledWith("Could not remove the wallet consent from local storage", blocked);
    expect(reloadPage).toHaveBeenCalled();
  });
});
