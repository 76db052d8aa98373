import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/** The user's choice; "system" follows the OS preference live. */
export type Theme = "light" | "dark" | "system";

/** Local storage key of the choice; public/theme-init.js reads the same key before first paint. */
export const themeStorageKey = "agora-theme";

const darkQuery = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

// Storage may throw (blocked cookies, private mode, quota): docs/product/product-spec.md §8 says log a warning and go on.
// The build's prerender of the landing page runs without a window (decision 079): it renders the
// default, and public/theme-init.js has set the page's theme class before that HTML is painted.
function readStoredTheme(): Theme {
  if (typeof window === "undefined") return "system";
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return isTheme(stored) ? stored : "system";
  } catch (error) {
    console.warn("Could not read the theme from local storage", error);
    return "system";
  }
}

function writeStoredTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch (error) {
    console.warn("Could not save the theme to local storage", error);
  }
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches
  );
}

interface ThemeContextValue {
  theme: Theme;
  /** The theme in effect once "system" is resolved. */
  resolvedTheme: "light" | "dark";
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Keeps the `dark` class on <html> in step with the stored choice and, for "system", the OS. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [isSystemDark, setIsSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(darkQuery);
    const onChange = (event: MediaQueryListEvent) => setIsSystemDark(event.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  const resolvedTheme = theme === "system" ? (isSystemDark ? "dark" : "light") : theme;

  useEffect(() => {
    document.documentElement.classList.toggle("dark", resolvedTheme === "dark");
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    writeStoredTheme(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The theme and its setter. @throws Error outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider");
  return value;
}
