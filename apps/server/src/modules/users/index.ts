// The users module's public entry point: what other modules may import (decision 061).
export { countSignUpsByDay, firstSignUpDay } from "./user-counts";
export type { AgentProfileLookup, OidcIdentity } from "./users.service";
export {
  findUserById,
  isDemoUser,
  isIdentityKnown,
  provideAgentProfileLookup,
  publicName,
  searchAccounts,
  searchUsers,
  setUserSuspended,
  toAuthUser,
  updateUserName,
  upsertUserFromIdentity,
  userNames,
  userProfileRecord,
} from "./users.service";
