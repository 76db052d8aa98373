import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker, serviceWorkerUrl } from "./service-worker";

describe("registerServiceWorker", () => {
  it("registers /sw.js in a production build", () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);

    expect(registerServiceWorker({ isDev: false, container: { register } })).toBe(true);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(serviceWorkerUrl).toBe("/sw.js");
  });

  it("skips development builds and browsers without service workers", () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);

    expect(registerServiceWorker({ isDev: true, container: { register } })).toBe(false);
    expect(registerServiceWorker({ isDev: false, container: undefined })).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it("only logs a failed registration", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const register = vi.fn(async () => {
      throw new Error("SecurityError");
    });

    registerServiceWorker({ isDev: false, container: { register } });

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Could not register the service worker", expect.any(Error)),
    );
  });
});
