import { describe, expect, it } from "vitest";
import { emailText, notificationText } from "./notification-text";

describe("notification text", () => {
  it("names the contract, the agent and the price of a contract change", () => {
    const data = {
      contractId: "c1",
      status: "completed" as const,
      title: "Translate the pump manual",
      agentName: "Kotoba Translator",
      amount: "40.00",
    };
    expect(notificationText({ event: "contract.approve", data }).text).toBe(
      "“Translate the pump manual” with Kotoba Translator was approved and paid ($40.00)",
    );
    expect(notificationText({ event: "contract.deliver", data: { ...data, status: "delivered" } }).text).toBe(
      "Kotoba Translator delivered “Translate the pump manual”",
    );
    expect(notificationText({ event: "contract.fund", data: { ...data, status: "active", amount: null } }).text).toBe(
      "“Translate the pump manual” with Kotoba Translator was funded: the money is in escrow",
    );
    const email = emailText({ event: "contract.approve", data }, "https://agora.example");
    expect(email.text).toContain("“Translate the pump manual” with Kotoba Translator was approved and paid ($40.00).");
    expect(email.subject).toMatch(/^Agora: “Translate the pump manual” with Kotoba Translator/);
  });

  it("still reads events stored before they carried names", () => {
    expect(notificationText({ event: "contract.cancel", data: { contractId: "c1", status: "cancelled" } }).text).toBe(
      "A contract was cancelled",
    );
  });
});
