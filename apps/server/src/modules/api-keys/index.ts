// The api-keys module's public entry point: what other modules may import (decision 061).
export {
  apiKeysByIds,
  createApiKey,
  findApiKeyOf,
  listApiKeys,
  revokeAllApiKeys,
  revokeApiKey,
} from "./api-keys.service";
