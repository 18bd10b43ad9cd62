// The one guard, `admit` (and `admitPost` for a page's posts): for each audience a page handle can
// declare (app/domain/page.ts), it answers the session it checked or throws the redirect the spec names.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { BackendClient } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { admit, admitPost, loginRedirect } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";
import type { SessionRecord } from "~/.server/session";

function contextWith(type: number | null) {
  const context = new RouterContextProvider();
  const session: SessionRecord | null =
    type === null
      ? null
      : {
          token: "t",
          userName: "demo",
          type,
          firstTimeLogin: false,
          merchant: "m",
          issuedAt: 0,
          seenAt: 0,
          remember: false,
        };
  context.set(requestContext, {
    backend: {} as BackendClient,
    session,
    sessionEnded: false,
    language: "EN",
    memberData: { get: (_key, load) => load(), clear: () => {} },
    clientAddress: "",
    timeZone: "UTC",
  });
  return context;
}

const at = (path: string) => new Request(`http://localhost${path}`);
const post = (path: string) => new Request(`http://localhost${path}`, { method: "POST" });
/** A document request as React Router hands it over: its normalised address is its own. */
const asked = (request: Request) => ({ request, url: new URL(request.url) });

type Access = Pick<PageHandle, "audience" | "postAudience" | "trial" | "loginReason">;
const enter = <H extends Access>(handle: H, request: Request, type: number | null) =>
  admit(handle, { request, url: new URL(request.url), context: contextWith(type) });

async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const thrown = await promise.then(
    () => expect.unreachable("the guard let the visitor through"),
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect([302, 303]).toContain(response.status);
  return response.headers.get("Location")!;
}

describe("the way back", () => {
  it("is the normalised address, never the data request's raw one (issue 45)", async () => {
    const request = new Request("http://localhost/m/member/home.data?tab=2&_routes=root");
    const url = new URL("http://localhost/m/member/home?tab=2");
    const thrown = admit({ audience: "member" }, { request, url, context: contextWith(null) });
    expect(await redirectOf(thrown)).toBe("/m/login?redirectTo=%2Fm%2Fmember%2Fhome%3Ftab%3D2");
  });
});

describe("member pages", () => {
  const member = { audience: "member" } as const;
  it("send a guest to login, coming back to the page and its query", async () => {
    expect(await redirectOf(enter(member, at("/m/set?x=1"), null))).toBe(
      "/m/login?redirectTo=%2Fm%2Fset%3Fx%3D1",
    );
  });

  it("carry the page's login reason to the login page as a toast", async () => {
    const thrown = await enter(
      { audience: "member", loginReason: "games.pleaseLogIn" },
      at("/m/fav-games"),
      null,
    ).catch((error: Response) => error);
    expect((thrown as Response).headers.get("Set-Cookie")).toMatch(/^flash=/);
  });

  it.each([0, 1, 2, 4, 40, 41])("let every member type through (type %i)", async (type) => {
    expect((await enter(member, at("/m/set"), type)).type).toBe(type);
  });

  it("send a trial player to registration, saying why, when the page says so (issue 49)", async () => {
    const centre = { audience: "member", trial: "realAccount" } as const;
    expect(await redirectOf(enter(centre, at("/m/gameRecord"), 4))).toBe("/m/register?reason=realAccount");
    expect((await enter(centre, at("/m/gameRecord"), 40)).type).toBe(40);
  });
});

describe("real-account pages", () => {
  const real = { audience: "real" } as const;
  it.each([0, 1, 2])("let real accounts through (type %i)", async (type) => {
    expect((await enter(real, at("/m/x"), type)).type).toBe(type);
  });
  it("send a guest to login", async () => {
    expect(await redirectOf(enter(real, at("/m/x"), null))).toBe("/m/login?redirectTo=%2Fm%2Fx");
  });
  it("send a trial player to registration, saying why, without a toast (issue 49)", async () => {
    const thrown = await enter(real, at("/m/securityCenter"), 4).catch((error: Response) => error);
    expect(await redirectOf(Promise.reject(thrown))).toBe("/m/register?reason=realAccount");
    expect((thrown as Response).headers.get("Set-Cookie")).toBeNull();
  });
  it.each([40, 41, 42])("send other accounts home with the words free_reject (type %i)", async (type) => {
    const thrown = await enter(real, at("/m/x"), type).catch((error: Response) => error);
    expect(await redirectOf(Promise.reject(thrown))).toBe("/m/home");
    expect((thrown as Response).headers.get("Set-Cookie")).toMatch(/^flash=/);
  });
  it("send a trial player to registration from money pages (issue 21)", async () => {
    const money = { audience: "real", trial: "realMoney" } as const;
    expect(await redirectOf(enter(money, at("/m/withdraw"), 4))).toBe("/m/register?reason=realMoney");
    expect(await redirectOf(enter(money, at("/m/withdraw"), 40))).toBe("/m/home");
  });
});

describe("agent pages", () => {
  const agent = { audience: "agent" } as const;
  it.each([1, 2, 41, 42])("let agents through (type %i)", async (type) => {
    expect((await enter(agent, at("/m/agent"), type)).type).toBe(type);
  });
  it.each([null, 0, 4, 40])("send everybody else home (%s)", async (type) => {
    expect(await redirectOf(enter(agent, at("/m/agent"), type))).toBe("/m/home");
  });
});

describe("guest pages", () => {
  const guest = { audience: "guest" } as const;
  it("let a guest through", async () => {
    expect(await enter(guest, at("/m/login"), null)).toBeNull();
  });
  it("send a logged-in visitor where redirectTo leads, checked by the redirect rule", async () => {
    expect(await redirectOf(enter(guest, at("/m/login?redirectTo=%2Fm%2Fset"), 0))).toBe("/m/set");
    expect(await redirectOf(enter(guest, at("/m/login?redirectTo=%2F%2Fevil.example"), 0))).toBe("/m/home");
  });
  it("let a trial player stay only where the page admits them (registration)", async () => {
    const register = { audience: "guest", trial: "admit" } as const;
    expect((await enter(register, at("/m/register"), 4))?.type).toBe(4);
    expect(await redirectOf(enter(register, at("/m/register"), 0))).toBe("/m/home");
    expect(await redirectOf(enter(guest, at("/m/forget"), 4))).toBe("/m/home");
  });
});

describe("posts", () => {
  it("are judged by the page's postAudience, reads by its audience", async () => {
    const notice = { audience: "anyone", postAudience: "member" } as const;
    expect(await admit(notice, { ...asked(at("/m/notice")), context: contextWith(null) })).toBeNull();
    expect(
      await redirectOf(admitPost(notice, { ...asked(post("/m/notice")), context: contextWith(null) })),
    ).toBe("/m/login?redirectTo=%2Fm%2Fnotice");
  });
  it("are judged by the page's audience when it names no postAudience", async () => {
    expect(
      await redirectOf(
        admitPost({ audience: "agent" }, { ...asked(post("/m/agent")), context: contextWith(0) }),
      ),
    ).toBe("/m/home");
  });
});

describe("loginRedirect", () => {
  it("comes back to the given place instead of this page", async () => {
    const response = await loginRedirect(asked(at("/m/sportsGame?x=1")), { back: "/m/sportsGame" });
    expect(response.headers.get("Location")).toBe("/m/login?redirectTo=%2Fm%2FsportsGame");
  });
});
