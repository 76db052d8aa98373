import { avatarBytesMax } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { avatarAccept, avatarFileProblem } from "./avatar-file";

describe("avatarFileProblem", () => {
  it("takes PNG, JPEG and WebP up to 1 MiB", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp"])
      expect(avatarFileProblem({ type, size: avatarBytesMax })).toBeNull();
    expect(avatarAccept).toBe("image/png,image/jpeg,image/webp");
  });

  it("names the type or the size that is wrong", () => {
    expect(avatarFileProblem({ type: "image/gif", size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(avatarFileProblem({ type: "image/svg+xml", size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(avatarFileProblem({ type: "", size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(avatarFileProblem({ type: "image/png", size: avatarBytesMax + 1 })).toMatch(
      /1\.0 MB; an avatar may be at most 1 MB/,
    );
    expect(avatarFileProblem({ type: "image/png", size: 1.5 * 1024 * 1024 })).toMatch(/1\.5 MB/);
    expect(avatarFileProblem({ type: "image/png", size: 0 })).toMatch(/empty/);
  });
});
