import { describe, expect, it } from "vitest";
import { roleFor } from "../users/users.service";
import { identityFromClaims } from "./identity";

const issuer = "https://id.example";
const admins = new Set(["boss@agora.test"]);

describe("identityFromClaims", () => {
  it("reads an external provider's unverified email as unverified, and makes no admin of it", () => {
    const identity = identityFromClaims(
      issuer,
      { sub: "u-1", email: "Boss@Agora.test", email_verified: false },
      { sub: "u-1", email: "Boss@Agora.test", email_verified: false, given_name: "Bo" },
    );
    expect(identity).toEqual({
      issuer,
      subject: "u-1",
      email: "Boss@Agora.test",
      emailVerified: false,
      firstName: "Bo",
      lastName: null,
      profileImageUrl: null,
    });
    expect(roleFor(identity, admins)).toBe("user");
  });

  it("counts a missing email_verified claim as unverified", () => {
    const identity = identityFromClaims(issuer, { sub: "u-2", email: "boss@agora.test" });
    expect(identity.emailVerified).toBe(false);
    expect(roleFor(identity, admins)).toBe("user");
  });

  it('makes an admin of a verified listed email, also when the flag is the string "true"', () => {
    const verified = identityFromClaims(issuer, { sub: "u-3", email: "boss@agora.test", email_verified: true });
    expect(verified.emailVerified).toBe(true);
    expect(roleFor(verified, admins)).toBe("admin");
    const stringly = identityFromClaims(issuer, { sub: "u-3" }, { email: "BOSS@agora.test", email_verified: "true" });
    expect(roleFor(stringly, admins)).toBe("admin");
  });

  it("takes email_verified from the answer that gave the email, never from the other one", () => {
    // The ID token vouches for an old address; userinfo names a new, unverified one.
    const identity = identityFromClaims(
      issuer,
      { sub: "u-4", email: "old@agora.test", email_verified: true },
      { sub: "u-4", email: "boss@agora.test", email_verified: false },
    );
    expect(identity).toMatchObject({ email: "boss@agora.test", emailVerified: false });
    expect(roleFor(identity, admins)).toBe("user");
  });
});
