import type { SiweNonce, WalletLink } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { walletConsentStorageKey } from "../wallet-consent";
import { LinkedWalletsCard } from "./linked-wallets-card";

// Counts loads of the wallet library's chunk (viem), which must wait for consent and a click.
const library = vi.hoisted(() => ({ loads: 0 }));
vi.mock("../siwe-message", async (importOriginal) => {
  library.loads += 1;
  return importOriginal();
});

const walletsPath = "/api/v1/profile/wallets";
const noncePath = "/api/v1/profile/wallets/nonce";
const address = "0x52908400098527886E0F7030069857D2E4169EE7";

const linked: WalletLink = {
  id: "5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c",
  address: "0xde709f2102306220921060314715629080e2fb77",
  chainId: 8453,
  linkedAt: "2026-11-20T10:00:00.000Z",
};
const challenge: SiweNonce = {
  nonce: "0123456789abcdef0123456789abcdef",
  expiresAt: "2099-01-01T00:10:00.000Z",
  domain: "agora.example",
  uri: "https://agora.example",
  chainIds: [1, 10, 137, 8453, 42161, 11155111],
};
const signature = `0x${"ab".repeat(65)}`;

afterEach(() => {
  window.localStorage.clear();
});

/** Waits for a status line reading `text`. */
async function findStatus(text: string) {
  await waitFor(() => expect(screen.getAllByRole("status").map((el) => el.textContent)).toContain(text));
}

function grantConsent() {
  window.localStorage.setItem(walletConsentStorageKey, "granted");
}

/** An injected EIP-1193 wallet on `chainId` that answers with `address`, or fails `failing` with `error`. */
function injectWallet({
  chainId = "0x1",
  failing,
  error,
}: {
  chainId?: string;
  failing?: string;
  error?: unknown;
} = {}) {
  const request = vi.fn(async ({ method }: { method: string; params?: readonly unknown[] }) => {
    if (method === failing) throw error;
    if (method === "eth_requestAccounts") return [address.toLowerCase()];
    if (method === "eth_chainId") return chainId;
    if (method === "personal_sign") return signature;
    throw new Error(`unexpected ${method}`);
  });
  vi.stubGlobal("ethereum", { request });
  return request;
}

function stubWallets(
  links: WalletLink[] = [linked],
  onLink = () => jsonResponse({ ...linked, id: "n1", address }, 201),
) {
  let current = links;
  return stubApi({
    [`GET ${walletsPath}`]: () => jsonResponse({ data: current }),
    [`POST ${noncePath}`]: () => jsonResponse(challenge),
    [`POST ${walletsPath}`]: () => {
      const answer = onLink();
      if (answer.ok) current = [...current, { ...linked, id: "n1", address, chainId: 1 }];
      return answer;
    },
    [`DELETE ${walletsPath}/${linked.id}`]: () => {
      current = current.filter((l) => l.id !== linked.id);
      return new Response(null, { status: 204 });
    },
  });
}

describe("LinkedWalletsCard", () => {
  // First in the file: once loaded, a module stays loaded for the rest of it.
  it("without consent lists the links, explains consent, opens the consent dialog and loads no wallet code", async () => {
    const request = injectWallet();
    stubWallets();
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    expect(await screen.findByText(linked.address)).toBeTruthy();
    expect(screen.getByText("Base")).toBeTruthy();
    expect(screen.getByText(/needs your consent to load Agora's wallet code/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect wallet" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Review wallet consent" }));
    expect(await screen.findByRole("dialog", { name: "Connect a wallet?" })).toBeTruthy();
    expect(library.loads).toBe(0);
    expect(request).not.toHaveBeenCalled();
  });

  it("says honestly that no browser wallet was found", async () => {
    grantConsent();
    stubWallets([]);
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    expect(await screen.findByText(/No browser wallet was found/)).toBeTruthy();
    expect(await screen.findByText("No linked wallets yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect wallet" })).toBeNull();
  });

  it("links the wallet's address: accounts, chain, nonce, personal_sign of the EIP-4361 message, post", async () => {
    grantConsent();
    const request = injectWallet();
    const fetchMock = stubWallets();
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    fireEvent.click(await screen.findByRole("button", { name: "Connect wallet" }));
    await findStatus("Linked 0x5290…9EE7.");
    expect(library.loads).toBe(1);

    expect(request.mock.calls.map(([call]) => call.method)).toEqual([
      "eth_requestAccounts",
      "eth_chainId",
      "personal_sign",
    ]);
    const [data, signer] = request.mock.calls[2]?.[0].params ?? [];
    expect(signer).toBe(address);
    const [post] = callsTo(fetchMock, "POST", walletsPath);
    const body = JSON.parse(String(post?.body)) as { message: string; signature: string };
    expect(body.signature).toBe(signature);
    expect(data).toBe(`0x${Buffer.from(body.message).toString("hex")}`);
    expect(body.message).toMatch(
      /^agora\.example wants you to sign in with your Ethereum account:\n0x52908400098527886E0F7030069857D2E4169EE7\n/,
    );
    expect(body.message).toContain("\nURI: https://agora.example\n");
    expect(body.message).toContain("\nChain ID: 1\n");
    expect(body.message).toContain(`\nNonce: ${challenge.nonce}\n`);
    expect(body.message).toContain(`\nExpiration Time: ${challenge.expiresAt}`);
    expect(body.message).not.toMatch(/token/i);

    const list = screen.getByRole("list", { name: "Linked wallets" });
    await waitFor(() => expect(within(list).getByText(address)).toBeTruthy());
  });

  it("shows each step while the wallet is asked", async () => {
    grantConsent();
    let sign: (value: string) => void = () => {};
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === "eth_requestAccounts") return [address];
      if (method === "eth_chainId") return "0x2105";
      return new Promise<string>((resolve) => {
        sign = resolve;
      });
    });
    vi.stubGlobal("ethereum", { request });
    stubWallets();
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    fireEvent.click(await screen.findByRole("button", { name: "Connect wallet" }));
    expect(await screen.findByText(/Sign the message in your wallet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connecting…" })).toHaveProperty("disabled", true);
    sign(signature);
    await findStatus("Linked 0x5290…9EE7.");
  });

  it("explains a declined request and posts nothing", async () => {
    grantConsent();
    injectWallet({ failing: "personal_sign", error: { code: 4001, message: "User rejected the request." } });
    const fetchMock = stubWallets();
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    fireEvent.click(await screen.findByRole("button", { name: "Connect wallet" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You declined the request in your wallet. Nothing was linked.",
    );
    expect(callsTo(fetchMock, "POST", walletsPath)).toHaveLength(0);
  });

  it("asks to switch a wallet on another chain before asking for a nonce", async () => {
    grantConsent();
    injectWallet({ chainId: "0x38" });
    const fetchMock = stubWallets();
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    fireEvent.click(await screen.findByRole("button", { name: "Connect wallet" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your wallet is on chain 56. Switch it to Ethereum, OP Mainnet, Polygon, Base, Arbitrum One or Sepolia, then try again.",
    );
    expect(callsTo(fetchMock, "POST", noncePath)).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    grantConsent();
    injectWallet();
    stubWallets([], () =>
      jsonResponse(
        {
          type: "/problems/conflict",
          title: "Conflict",
          status: 409,
          code: "conflict",
          detail: `${address} is already linked to another Agora account; unlink it there first.`,
        },
        409,
      ),
    );
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    fireEvent.click(await screen.findByRole("button", { name: "Connect wallet" }));
    expect((await screen.findByRole("alert")).textContent).toContain("already linked to another Agora account");
  });

  it("stops offering to link at five addresses", async () => {
    grantConsent();
    injectWallet();
    stubWallets(
      Array.from({ length: 5 }, (_, i) => ({ ...linked, id: `l${i}`, address: `${linked.address.slice(0, -1)}${i}` })),
    );
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    expect(await screen.findByText(/You have linked 5 addresses, the most allowed/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect wallet" })).toHaveProperty("disabled", true);
  });

  it("unlinks after confirming, with or without consent", async () => {
    const fetchMock = stubWallets();
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    fireEvent.click(await screen.findByRole("button", { name: `Unlink ${linked.address}` }));
    const dialog = await screen.findByRole("alertdialog", { name: "Unlink this address?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText("No linked wallets yet.")).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", `${walletsPath}/${linked.id}`)).toHaveLength(1);
  });

  it("offers to retry when the links cannot be loaded", async () => {
    stubApi({
      [`GET ${walletsPath}`]: () => jsonResponse({ title: "Error", status: 500, code: "internal_error" }, 500),
    });
    renderApp(<LinkedWalletsCard />, { path: "/profile" });

    expect(await screen.findByText("Couldn't load your linked wallets")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
