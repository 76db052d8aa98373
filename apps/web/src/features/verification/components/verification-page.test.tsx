import type { AgentVerification } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, type Handler, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { agentVerificationQueryOptions, kyaDecisionPollMs } from "../api/get-agent-verification";
import { makeKyaDetail, makeVerification } from "../test-fixtures";
import { VerificationPage } from "./verification-page";

const ladderPath = "/api/v1/agents/a1/verification";

/** My agents and the ladder of `a1`, which `routes` may change as requests arrive. */
function stubLadder(initial: AgentVerification, routes: Record<string, Handler> = {}) {
  let ladder = initial;
  const fetchMock = stubApi({
    "GET /api/v1/agents/me": () =>
      jsonResponse({ data: [makeAgent(1, { verificationLevel: ladder.level, endpointUrl: null })] }),
    [`GET ${ladderPath}`]: () => jsonResponse(ladder),
    ...routes,
  });
  return {
    fetchMock,
    set(next: AgentVerification) {
      ladder = next;
    },
  };
}

function step(name: RegExp) {
  return within(screen.getByRole("listitem", { name }));
}

describe("VerificationPage", () => {
  beforeEach(() => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn(async () => {}) } });
  });

  it("explains the badges and offers registration when I have no agents", async () => {
    stubApi({ "GET /api/v1/agents/me": () => jsonResponse({ title: "Not Found", status: 404 }, 404) });
    renderApp(<VerificationPage />, { path: "/verification" });

    // The first render in a file pays for loading the modules: a longer wait.
    expect(await screen.findByRole("heading", { name: "No agents to verify yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register an agent" }).getAttribute("href")).toBe("/register-agent");
    expect(screen.getByText("4. KYA Verified")).toBeTruthy();
  });

  it("locks the steps after the current one and says what unlocks them", async () => {
    stubLadder(makeVerification(1));
    renderApp(<VerificationPage />, { path: "/verification" });

    await screen.findByRole("listitem", { name: "Step 2: Domain" });
    expect(step(/Step 1/).getByText("Verified")).toBeTruthy();
    expect(step(/Step 1/).getByText("owner@example.com")).toBeTruthy();
    expect(step(/Step 2/).getByText("Not started")).toBeTruthy();
    expect(step(/Step 2/).getByRole("textbox", { name: "Domain" })).toBeTruthy();
    expect(step(/Step 3/).getByText("Locked")).toBeTruthy();
    expect(step(/Step 3/).getByText("Unlocks once the domain is verified (step 2).")).toBeTruthy();
    expect(step(/Step 3/).queryByRole("textbox")).toBeNull();
    expect(step(/Step 4/).getByText("Unlocks once the endpoint is verified (step 3).")).toBeTruthy();
    expect(screen.getByText("Trust level").parentElement?.textContent).toContain("1 of 4");
  });

  it("issues a domain token to copy, then shows why the check failed", async () => {
    const issued = makeVerification(1, {
      domain: {
        status: "pending",
        domain: "agent.example.com",
        token: "agora-verification=tok_abc",
        url: "https://agent.example.com/.well-known/agora-verification.txt",
        checkedAt: null,
        lastError: null,
      },
    });
    const failed = makeVerification(1, {
      domain: {
        ...issued.domain,
        status: "failed",
        checkedAt: new Date().toISOString(),
        lastError: "The file answered 404 Not Found.",
      },
    });
    const api = stubLadder(makeVerification(1), {
      [`POST ${ladderPath}/domain`]: () => {
        api.set(issued);
        return jsonResponse(issued);
      },
      [`POST ${ladderPath}/domain/check`]: () => {
        api.set(failed);
        return jsonResponse(failed);
      },
    });
    renderApp(<VerificationPage />, { path: "/verification" });

    const domainInput = await screen.findByRole("textbox", { name: "Domain" });
    fireEvent.change(domainInput, { target: { value: "https://agent.example.com/" } });
    fireEvent.click(screen.getByRole("button", { name: "Get verification token" }));
    expect(
      await screen.findByText("Enter a host name such as agent.example.com, without https:// or a path."),
    ).toBeTruthy();
    expect(callsTo(api.fetchMock, "POST", `${ladderPath}/domain`)).toHaveLength(0);

    fireEvent.change(domainInput, { target: { value: " Agent.Example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Get verification token" }));

    expect(await screen.findByText("agora-verification=tok_abc")).toBeTruthy();
    const [post] = callsTo(api.fetchMock, "POST", `${ladderPath}/domain`);
    expect(JSON.parse(String(post?.body))).toEqual({ domain: "agent.example.com" });
    expect(step(/Step 2/).getByText("Awaiting check")).toBeTruthy();
    expect(screen.getAllByText("https://agent.example.com/.well-known/agora-verification.txt").length).toBeGreaterThan(
      0,
    );

    fireEvent.click(screen.getByRole("button", { name: "Copy verification token" }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith("agora-verification=tok_abc"));
    expect(await screen.findByText("Copied to the clipboard.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Check now" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The last check failed")).toBeTruthy();
    expect(within(alert).getByText("The file answered 404 Not Found.")).toBeTruthy();
    expect(step(/Step 2/).getByText("Check failed")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check again" })).toBeTruthy();
    expect(callsTo(api.fetchMock, "POST", `${ladderPath}/domain/check`)).toHaveLength(1);
  });

  it("shows progress while the domain is checked, then the new level", async () => {
    const pending = makeVerification(1, {
      domain: {
        status: "pending",
        domain: "agent.example.com",
        token: "tok",
        url: "https://agent.example.com/.well-known/agora-verification.txt",
        checkedAt: null,
        lastError: null,
      },
    });
    let release: (() => void) | undefined;
    const api = stubLadder(pending);
    // The check answers only when the test says so, to look at the progress first.
    api.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === "POST" && url === `${ladderPath}/domain/check`) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        api.set(makeVerification(2));
        return jsonResponse(makeVerification(2));
      }
      if (url === "/api/v1/agents/me") return jsonResponse({ data: [makeAgent(1, { verificationLevel: 1 })] });
      return jsonResponse(url === ladderPath ? pending : {});
    });
    renderApp(<VerificationPage />, { path: "/verification" });

    fireEvent.click(await screen.findByRole("button", { name: "Check now" }));
    expect(
      await screen.findByText("Fetching https://agent.example.com/.well-known/agora-verification.txt…"),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "Checking…" }) as HTMLButtonElement).disabled).toBe(true);

    release?.();
    await waitFor(() => expect(step(/Step 2/).getByText("Verified")).toBeTruthy());
    expect(step(/Step 3/).getByRole("textbox", { name: "Public key" })).toBeTruthy();
  });

  it("registers the endpoint key, shows the signing protocol and sends the challenge", async () => {
    const registered = makeVerification(2, {
      endpoint: {
        status: "pending",
        publicKey: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
        endpointUrl: "https://agent.example.com/agora",
        checkedAt: null,
        lastError: null,
      },
    });
    const api = stubLadder(makeVerification(2), {
      [`POST ${ladderPath}/endpoint`]: () => {
        api.set(registered);
        return jsonResponse(registered);
      },
      [`POST ${ladderPath}/endpoint/challenge`]: () => {
        api.set(makeVerification(3));
        return jsonResponse(makeVerification(3));
      },
    });
    renderApp(<VerificationPage />, { path: "/verification" });

    const key = await screen.findByRole("textbox", { name: "Public key" });
    // The snippet signs with this agent's id.
    expect(screen.getByText(/const agentId = "a1";/)).toBeTruthy();
    expect(screen.getAllByText(/agora-verification:a1:<nonce>/).length).toBeGreaterThan(0);

    fireEvent.change(key, { target: { value: "not-a-key" } });
    fireEvent.click(screen.getByRole("button", { name: "Register key" }));
    expect(
      await screen.findByText("Paste the raw 32-byte Ed25519 public key in base64url: 43 characters."),
    ).toBeTruthy();
    // The agent has no endpoint URL, so the challenge URL is required.
    expect(screen.getByText("The agent has no endpoint URL yet: enter the URL that answers challenges.")).toBeTruthy();

    fireEvent.change(key, { target: { value: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" } });
    fireEvent.change(screen.getByLabelText(/Challenge URL/), { target: { value: "https://agent.example.com/agora" } });
    fireEvent.click(screen.getByRole("button", { name: "Register key" }));

    fireEvent.click(await screen.findByRole("button", { name: "Send challenge" }));
    await waitFor(() => expect(step(/Step 3/).getByText("Verified")).toBeTruthy());
    const [post] = callsTo(api.fetchMock, "POST", `${ladderPath}/endpoint`);
    expect(JSON.parse(String(post?.body))).toEqual({
      publicKey: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
      endpointUrl: "https://agent.example.com/agora",
    });
    expect(step(/Step 4/).getByRole("textbox", { name: "Operator's legal name" })).toBeTruthy();
  });

  it("checks the KYA form with the contract, shows the server's field errors inline, then waits for review", async () => {
    const submitted = makeVerification(3, {
      kya: { status: "pending", requestId: "k1", submittedAt: new Date().toISOString(), decidedAt: null, reason: null },
    });
    let rejectEmail = true;
    const api = stubLadder(makeVerification(3), {
      [`POST ${ladderPath}/kya`]: () => {
        if (rejectEmail) {
          rejectEmail = false;
          return jsonResponse(
            {
              title: "Validation failed",
              status: 400,
              code: "validation_failed",
              errors: [{ in: "body", field: "contactEmail", message: "mail to this domain bounces" }],
            },
            400,
          );
        }
        api.set(submitted);
        return jsonResponse(submitted);
      },
    });
    renderApp(<VerificationPage />, { path: "/verification" });

    const kya = await screen.findByRole("listitem", { name: "Step 4: Operator review" });
    fireEvent.click(within(kya).getByRole("button", { name: "Submit for review" }));
    expect(await within(kya).findByText("Enter the operator's legal name.")).toBeTruthy();
    expect(within(kya).getByText("Enter the country or state of registration.")).toBeTruthy();
    expect(within(kya).getByText("Say who provides the model, e.g. OpenAI or self-hosted.")).toBeTruthy();
    expect(within(kya).getByText("Enter the URL of the data policy.")).toBeTruthy();
    expect(within(kya).getByText("Enter an email address for compliance questions.")).toBeTruthy();

    const fill = (label: string, value: string) =>
      fireEvent.change(within(kya).getByLabelText(label), { target: { value } });
    fill("Operator's legal name", "Olive Labs Ltd");
    fill("Jurisdiction", "England and Wales");
    fill("Model provider", "Self-hosted Llama");
    fill("Data policy URL", "http://olive.example.com/privacy");
    fill("Compliance contact email", "legal@olive.example.com");
    fireEvent.click(within(kya).getByRole("button", { name: "Submit for review" }));
    expect(await within(kya).findByText("Enter an https:// URL, e.g. https://example.com/privacy.")).toBeTruthy();
    expect(callsTo(api.fetchMock, "POST", `${ladderPath}/kya`)).toHaveLength(0);

    fill("Data policy URL", "https://olive.example.com/privacy");
    fireEvent.click(within(kya).getByRole("button", { name: "Submit for review" }));
    expect(await within(kya).findByText("Mail to this domain bounces.")).toBeTruthy();
    expect(within(kya).getByLabelText("Compliance contact email").getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(within(kya).getByRole("button", { name: "Submit for review" }));
    expect(await within(kya).findByText("Waiting for an administrator's review")).toBeTruthy();
    expect(within(kya).getByText("In review")).toBeTruthy();
    expect(within(kya).getByRole("link", { name: "View your request" }).getAttribute("href")).toBe(
      "/admin/verification?request=k1",
    );
    const posts = callsTo(api.fetchMock, "POST", `${ladderPath}/kya`);
    expect(JSON.parse(String(posts.at(-1)?.body))).toEqual({
      legalName: "Olive Labs Ltd",
      jurisdiction: "England and Wales",
      modelProvider: "Self-hosted Llama",
      dataPolicyUrl: "https://olive.example.com/privacy",
      contactEmail: "legal@olive.example.com",
    });
  });

  it("shows a rejection's reason above the form, filled with what was sent", async () => {
    const fetchMock = stubLadder(
      makeVerification(3, {
        kya: {
          status: "rejected",
          requestId: "k1",
          submittedAt: "2026-01-04T00:00:00Z",
          decidedAt: "2026-01-05T00:00:00Z",
          reason: "The data policy page does not load.",
        },
      }),
      { "GET /api/v1/admin/verifications/k1": () => jsonResponse(makeKyaDetail(1, { status: "rejected" })) },
    ).fetchMock;
    renderApp(<VerificationPage />, { path: "/verification" });

    const kya = await screen.findByRole("listitem", { name: "Step 4: Operator review" });
    expect(await within(kya).findByText("“The data policy page does not load.”")).toBeTruthy();
    expect(within(kya).getByText("Rejected", { selector: "span" })).toBeTruthy();
    const legalName = (await within(kya).findByLabelText("Operator's legal name")) as HTMLInputElement;
    expect(legalName.value).toBe("Olive Labs Ltd");
    expect((within(kya).getByLabelText("Data policy URL") as HTMLInputElement).value).toBe(
      "https://olive.example.com/privacy",
    );
    expect(callsTo(fetchMock, "GET", "/api/v1/admin/verifications/k1")).toHaveLength(1);
  });

  it("polls a ladder only while its review waits for an admin", () => {
    const options = agentVerificationQueryOptions("a1");
    const interval = options.refetchInterval as (query: { state: { data: AgentVerification | undefined } }) => unknown;
    const pending = makeVerification(3, {
      kya: { status: "pending", requestId: "k1", submittedAt: null, decidedAt: null, reason: null },
    });
    expect(interval({ state: { data: pending } })).toBe(kyaDecisionPollMs);
    expect(interval({ state: { data: makeVerification(2) } })).toBe(false);
  });

  it("switches between my agents through the URL", async () => {
    stubApi({
      "GET /api/v1/agents/me": () =>
        jsonResponse({ data: [makeAgent(1, { verificationLevel: 1 }), makeAgent(2, { verificationLevel: 4 })] }),
      "GET /api/v1/agents/a1/verification": () => jsonResponse(makeVerification(1)),
      "GET /api/v1/agents/a2/verification": () => jsonResponse({ ...makeVerification(4), agentId: "a2" }),
    });
    const { location } = renderApp(<VerificationPage />, { path: "/verification?agent=agent-2" });

    expect(await screen.findByRole("heading", { level: 2, name: /Agent 2/ })).toBeTruthy();
    await waitFor(() => expect(step(/Step 4/).getByText("Verified")).toBeTruthy());

    fireEvent.change(screen.getByRole("combobox", { name: "Agent" }), { target: { value: "a1" } });
    expect(await screen.findByRole("heading", { level: 2, name: /Agent 1/ })).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/verification?agent=a1");
  });
});
