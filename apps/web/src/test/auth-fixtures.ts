import type { AuthUser } from "@agora/contracts";

/** A signed-in admin as `GET /api/auth/user` answers for one. */
export const adminUser: AuthUser = {
  id: "7d9f0a3e-2b1c-4d5e-8f6a-9b0c1d2e3f4a",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@agora.local",
  profileImageUrl: null,
  role: "admin",
  hasAgentProfile: true,
};

/** A signed-in user who is not an admin, with an agent profile. */
export const memberUser: AuthUser = {
  id: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@agora.local",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: true,
};

/** The server's 401 problem+json body for a request without a signed-in session. */
export const unauthorizedProblem = {
  type: "/problems/unauthorized",
  title: "Unauthorized",
  status: 401,
  code: "unauthorized",
};
