// accounts §8 "user does not exist or is disabled": a member the back office disabled is refused
// with that message after the right password (a wrong one still says only "wrong password").
import { describe, expect, it } from "vitest";
import { action } from "~/routes/account/login";
import { backendOfFile, request, runRoute, testServices, unwrap } from "../support/route";
import type { Reply } from "./account-support";

const backend = backendOfFile();
const login = async (password: string) =>
  unwrap<{ result: Reply }>(
    await runRoute(
      testServices(backend.url),
      action,
      request("/m/login", { form: { mode: "username", intent: "login", username: "demo_down3", password } }),
    ),
  );

describe("a disabled member", () => {
  it("is told the user does not exist or is disabled, only with the right password", async () => {
    backend.db.prepare("UPDATE members SET disabled = 1 WHERE account = 'demo_down3'").run();
    const right = await login("Passw0rd!");
    expect([right.status, right.data.result.error]).toEqual([400, { "": ["user_disabled"] }]);
    const wrong = await login("wrong-password1");
    expect(wrong.data.result.error).toEqual({ "": ["login_failed"] });
  });
});
