import type { BackendCallOptions } from "./http";

/** Calls of the accounts area: sessions, registration, passwords, member info, wallet. */
export function accountCalls(_options: BackendCallOptions) {
  return {};
}
