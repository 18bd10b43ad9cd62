// Free play (/m/trail, the header's button) against the reference backend, as decision 0031 has it:
// a guest gets a trial session, a real member goes home, a trial player and a type-40 member are
// refused with free_reject.
import { describe, expect, it } from "vitest";
import { action as trailAction, loader as trailLoader } from "~/routes/account/trail";
import { request, runRoute, SESSION_SECRET, unwrap, type AnyRoute } from "../support/route";
import { createMember, sessionCookie } from "../support/member";
import { useRouteBackend } from "../support/route-backend";
import { createSessionStore } from "~/.server/session";

const env = useRouteBackend();

const cookieOfType = async (type: number) => {
  const c = await sessionCookie(SESSION_SECRET, createMember(env.backend.db, { type }));
  return `${c.name}=${c.value}`;
};

const sessions = createSessionStore([SESSION_SECRET]);
/** The platform token of the session a Cookie header (`name=value`) holds. */
const tokenIn = async (cookie: string) => (await sessions.read(request("/", { cookie })))?.token;

describe("free play", () => {
  it("logs a guest in as a new trial player and sends them home", async () => {
    const page = unwrap<{ refused: string | null }>(
      await runRoute(env.services, trailLoader, request("/m/trail")),
    );
    expect(page.data.refused).toBeNull();
    const answer = (await runRoute(env.services, trailAction, request("/m/trail", { form: {} }))) as Response;
    expect(answer.status).toBe(302);
    expect(answer).toRedirectTo("/m/home");
    expect(answer.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
  });

  it.each([0, 1, 2])("sends a real member (type %i) home without a trial login", async (type) => {
    const cookie = await cookieOfType(type);
    for (const fn of [trailLoader, trailAction] as AnyRoute[]) {
      const answer = (await runRoute(
        env.services,
        fn,
        request("/m/trail", { cookie, form: {} }),
      )) as Response;
      expect(answer).toRedirectTo("/m/home");
      // No trial session: at most the member's own cookie renewed by the post (decision 0078).
      const set = answer.headers.getSetCookie().find((c) => c.startsWith("session="));
      if (set) expect(await tokenIn(set.split(";")[0])).toBe(await tokenIn(cookie));
    }
  });

  it.each([
    [4, "account.free_reject"],
    // A partner is no trial account: told free play is for visitors (issue 23).
    [40, "account.trial.forVisitors"],
  ])("refuses type %i with %s", async (type, messageKey) => {
    const cookie = await cookieOfType(type);
    const page = unwrap<{ refused: string | null }>(
      await runRoute(env.services, trailLoader, request("/m/trail", { cookie })),
    );
    expect(page.data.refused).toBe(messageKey);
    const post = (await runRoute(
      env.services,
      trailAction,
      request("/m/trail", { cookie, form: {} }),
    )) as Response;
    expect(post).toRedirectTo("/m/trail");
    await expect(post).toFlash();
  });
});
