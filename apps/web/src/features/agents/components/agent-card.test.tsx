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
});
