import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollToTop } from "./use-scroll-to-top";

function Probe({ path }: { path: string }) {
  useScrollToTop(path);
  return <div id="notifications">Notifications</div>;
}

describe("useScrollToTop", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/");
  });
  afterEach(() => {
    window.history.replaceState(null, "", "/");
  });

  it("scrolls to the top on a path change, not on the first render or a re-render", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { rerender } = render(<Probe path="/" />);
    rerender(<Probe path="/" />);
    expect(scrollTo).not.toHaveBeenCalled();

    rerender(<Probe path="/about" />);

    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("leaves the position alone when the address has a hash, showing the named element", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { rerender } = render(<Probe path="/" />);

    window.history.replaceState(null, "", "/messages#notifications");
    rerender(<Probe path="/messages" />);

    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
