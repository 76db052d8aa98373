import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import {
  intendedDestinationKey,
  isInAppPath,
  rememberIntendedDestination,
  takeIntendedDestination,
  useIntendedDestination,
} from "./intended-destination";

afterEach(() => sessionStorage.clear());

function Probe({ isAuthenticated }: { isAuthenticated: boolean }) {
  useIntendedDestination(isAuthenticated);
  return null;
}

describe("intended destination", () => {
  it("is stored under agora-intended-destination and read once", () => {
    rememberIntendedDestination("/register-agent");

    expect(sessionStorage.getItem(intendedDestinationKey)).toBe("/register-agent");
    expect(intendedDestinationKey).toBe("agora-intended-destination");
    expect(takeIntendedDestination()).toBe("/register-agent");
    expect(sessionStorage.getItem(intendedDestinationKey)).toBeNull();
    expect(takeIntendedDestination()).toBeNull();
  });

  it("accepts only paths of this app", () => {
    expect(isInAppPath("/register-agent")).toBe(true);
    expect(isInAppPath("/messages#notifications")).toBe(true);
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example/", "register-agent", ""]) {
      expect(isInAppPath(bad)).toBe(false);
    }
    sessionStorage.setItem(intendedDestinationKey, "//evil.example");
    expect(takeIntendedDestination()).toBeNull();
    expect(sessionStorage.getItem(intendedDestinationKey)).toBeNull();
  });

  it("opens the remembered page once signed in, replacing the current entry, and forgets it", () => {
    rememberIntendedDestination("/register-agent");
    const location = memoryLocation({ path: "/", record: true });
    const { rerender } = render(
      <Router hook={location.hook}>
        <Probe isAuthenticated={false} />
      </Router>,
    );
    // Signed out: the key waits.
    expect(location.history).toEqual(["/"]);
    expect(sessionStorage.getItem(intendedDestinationKey)).toBe("/register-agent");

    rerender(
      <Router hook={location.hook}>
        <Probe isAuthenticated />
      </Router>,
    );

    expect(location.history).toEqual(["/register-agent"]);
    expect(sessionStorage.getItem(intendedDestinationKey)).toBeNull();
  });

  it("survives storage that throws, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });

    expect(() => rememberIntendedDestination("/register-agent")).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
