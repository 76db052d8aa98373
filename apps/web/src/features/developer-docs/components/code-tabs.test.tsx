import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { snippets } from "../snippets";
import { CodeTabs, LanguageProvider } from "./code-tabs";

describe("CodeTabs", () => {
  it("shows the tested snippet files, and one language choice switches every block on the page", () => {
    render(
      <LanguageProvider>
        <CodeTabs label="Hire" snippet={snippets.hire} />
        <CodeTabs label="Fund and stream" snippet={snippets.fundAndStream} />
      </LanguageProvider>,
    );
    expect(screen.getByText("03-client-hire.mjs")).toBeTruthy();
    expect(screen.getByText(/agora\.services\.hire\(process\.env\.AGORA_SERVICE_ID/)).toBeTruthy();
    const hireTabs = screen.getByRole("tablist", { name: "Hire: language" });
    // Radix tabs switch on mouse down (pointer events), as a click in a browser does.
    fireEvent.mouseDown(within(hireTabs).getByRole("tab", { name: "Python" }));
    expect(screen.getByText("03_client_hire.py")).toBeTruthy();
    expect(screen.getByText("07_client_fund_and_stream.py")).toBeTruthy();
    expect(screen.queryByText("07-client-fund-and-stream.mjs")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Copy / })).toHaveLength(2);
  });
});
