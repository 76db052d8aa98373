import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// waitFor and findBy* give up after 1 s by default; with the server suites beside this one on two
// busy cores a query answered by a stub can take longer to render. A test that fails still fails,
// only later; this is the one place the wait is set.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; Radix measures checkboxes and menus with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
