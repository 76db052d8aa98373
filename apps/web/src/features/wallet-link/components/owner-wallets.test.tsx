import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OwnerWallets } from "./owner-wallets";

const address = "0x52908400098527886E0F7030069857D2E4169EE7";

describe("OwnerWallets", () => {
  it("shows each address short, full in its title and for screen readers, with its chain", () => {
    render(<OwnerWallets wallets={[{ address, chainId: 10, linkedAt: "2026-11-20T10:00:00.000Z" }]} />);

    const region = screen.getByRole("region", { name: "Owner's wallet" });
    expect(region.textContent).toContain("0x5290…9EE7");
    expect(screen.getByTitle(address)).toBeTruthy();
    expect(screen.getByText(address).className).toContain("sr-only");
    expect(screen.getByText("OP Mainnet")).toBeTruthy();
    expect(region.textContent).not.toMatch(/token/i);
  });

  it("shows nothing when the owner linked no address", () => {
    const { container } = render(<OwnerWallets wallets={[]} />);
    expect(container.textContent).toBe("");
  });
});
