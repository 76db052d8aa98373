import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider, themeStorageKey, useTheme } from "./theme";

/** A controllable `(prefers-color-scheme: dark)` query, like the OS switching its appearance. */
function fakeDarkMediaQuery(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    media: "(prefers-color-scheme: dark)",
    addEventListener: (_: "change", listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: "change", listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, "matchMedia", { configurable: true, value: vi.fn(() => query) });
  return {
    setDark(isDark: boolean) {
      query.matches = isDark;
      for (const listener of listeners) listener({ matches: isDark } as MediaQueryListEvent);
    },
  };
}

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme} → {resolvedTheme}
      </p>
      <button type="button" onClick={() => setTheme("dark")}>
        Dark
      </button>
      <button type="button" onClick={() => setTheme("light")}>
        Light
      </button>
      <button type="button" onClick={() => setTheme("system")}>
        System
      </button>
    </div>
  );
}

const isDarkClass = () => document.documentElement.classList.contains("dark");

describe("ThemeProvider", () => {
  beforeEach(() => {
    fakeDarkMediaQuery(false);
  });
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.classList.remove("dark");
    Reflect.deleteProperty(window, "matchMedia");
  });

  it("starts from the stored choice", () => {
    window.localStorage.setItem(themeStorageKey, "dark");
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );

    expect(screen.getByText("dark → dark")).toBeTruthy();
    expect(isDarkClass()).toBe(true);
  });

  it("stores the choice and applies it to <html>", () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );

    fireEvent.click(screen.getByRole("button", { name: "Dark" }));
    expect(window.localStorage.getItem(themeStorageKey)).toBe("dark");
    expect(isDarkClass()).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Light" }));
    expect(window.localStorage.getItem(themeStorageKey)).toBe("light");
    expect(isDarkClass()).toBe(false);
  });

  it("follows the OS preference live while the choice is system", () => {
    const os = fakeDarkMediaQuery(false);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText("system → light")).toBeTruthy();

    act(() => os.setDark(true));
    expect(screen.getByText("system → dark")).toBeTruthy();
    expect(isDarkClass()).toBe(true);

    act(() => os.setDark(false));
    expect(isDarkClass()).toBe(false);
  });

  it("ignores the OS preference once light or dark is chosen", () => {
    const os = fakeDarkMediaQuery(false);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );

    fireEvent.click(screen.getByRole("button", { name: "Light" }));
    act(() => os.setDark(true));

    expect(screen.getByText("light → light")).toBeTruthy();
    expect(isDarkClass()).toBe(false);
  });

  it("only warns when storage throws", () => {
    const blocked = new DOMException("The operation is insecure.", "SecurityError");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw blocked;
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw blocked;
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );

    expect(screen.getByText("system → light")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dark" }));

    expect(screen.getByText("dark → dark")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("Could not read the theme from local storage", blocked);
    expect(warn).toHaveBeenCalledWith("Could not save the theme to local storage", blocked);
  });
});
