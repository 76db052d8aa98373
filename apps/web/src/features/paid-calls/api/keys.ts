/** Prefix of every paid-calls query key: invalidating it reads day contracts and calls again. */
export const paidCallsPath = "/api/v1/x402/day-contracts";
