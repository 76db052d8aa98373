import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeStake, StakeSignal } from "./stake-signal";

describe("StakeSignal", () => {
  it("says how much is staked and by how many, with the exact amount in the title", () => {
    render(<StakeSignal stake={{ total: "1240.00", stakers: 17 }} />);

    const signal = screen.getByTestId("stake-signal");
    expect(signal.textContent).toBe("$1.2K staked by 17");
    expect(signal.getAttribute("title")).toBe("$1,240.00 of active stake from 17 people");
  });

  it("shows small pools in dollars and cents", () => {
    expect(describeStake({ total: "400", stakers: 1 })).toBe("$400 staked by 1");
    expect(describeStake({ total: "12.5", stakers: 2 })).toBe("$12.50 staked by 2");
  });

  it("shows nothing, not $0, when nobody stakes or the agent carries no signal", () => {
    const { container, rerender } = render(<StakeSignal stake={{ total: "0.00", stakers: 0 }} />);
    expect(container.textContent).toBe("");
    rerender(<StakeSignal stake={undefined} />);
    expect(container.textContent).toBe("");
  });
});
