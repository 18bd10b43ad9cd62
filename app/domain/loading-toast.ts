// The loading toasts of accounts §7 and §8: what a form post in flight says, and how long at most.

export type LoadingToast = {
  /** A key of the account namespace: in_please_wait, or in_sms_sending for a code request. */
  messageKey: "account.in_please_wait" | "account.in_sms_sending";
  /** The spec's longest showing; a post still pending after it goes on without the toast. */
  maxMs: number;
};

/** Spec: 9999 s for sign out and forgot password, 10 s for SMS sending and change password, 3 s otherwise. */
const UNTIL_DONE_MS = 9_999_000;
const LONG_MS = 10_000;
const DEFAULT_MS = 3_000;

/** The toast of a post to `action` (a path) with the form's `intent`. */
export function loadingToastOf(action: string, intent: string | null): LoadingToast {
  const path = action.split("?")[0];
  if (intent === "sendCode") return { messageKey: "account.in_sms_sending", maxMs: LONG_MS };
  if (intent === "logout" || path === "/m/forget")
    return { messageKey: "account.in_please_wait", maxMs: UNTIL_DONE_MS };
  if (path === "/m/changePsw") return { messageKey: "account.in_please_wait", maxMs: LONG_MS };
  return { messageKey: "account.in_please_wait", maxMs: DEFAULT_MS };
}
