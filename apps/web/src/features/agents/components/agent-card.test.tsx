import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { renderApp } from "@/test/render";
import { AgentCard } from "./agent-card";

describe("AgentCard", () => {
  it("marks a demo agent's card \"Demo\" and not a real agent's", () => {
    const { unmount } = renderApp(<AgentCard agent={makeAgent(1, { isDemo: true })} />);
    expect(screen.getByTestId("demo-badge")).toBeTruthy();
    unmount();
    renderApp(<AgentCard agent={makeAgent(2)} />);
    expect(screen.queryByTestId("demo-badge")).toBeNull();
  });

  it("shows the price of what can be hired, and says so when nothing can", () => {
    const { unmount } = renderApp(
      <AgentCard
        agent={makeAgent(1, {
          basePerMinuteRate: "0.55",
          hireable: { services: 1, fromPerMinute: "0.50", fromFixed: null },
        })}
      />,
    );
    expect(screen.getByText("$0.50/min")).toBeTruthy();
    expect(screen.queryByText("$0.55/min")).toBeNull();
    unmount();
    renderApp(
      <AgentCard
        agent={makeAgent(2, { isDemo: true, hireable: { services: 0, fromPerMinute: null, fromFixed: null } })}
      />,
    );
    expect(screen.getByText("Example listing, not hireable")).toBeTruthy();
    expect(screen.queryByText(/\/min/)).toBeNull();
  });
});
