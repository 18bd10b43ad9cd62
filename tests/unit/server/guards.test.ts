// The guards: each answers the session it checked or throws the redirect the spec names.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { BackendClient } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import {
  loginRedirect,
  requireAgent,
  requireAnonymous,
  requireMember,
  requireSession,
} from "~/.server/guards";
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
    language: "EN",
    memberData: { get: (_key, load) => load(), clear: () => {} },
    clientAddress: "",
  });
  return context;
}

const at = (path: string) => new Request(`http://localhost${path}`);

async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const thrown = await promise.then(
    () => expect.unreachable("the guard let the visitor through"),
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  return response.headers.get("Location")!;
}

describe("requireSession", () => {
  it("sends a guest to login, coming back to the page and its query", async () => {
    expect(await redirectOf(requireSession(at("/m/set?x=1"), contextWith(null)))).toBe(
      "/m/login?redirectTo=%2Fm%2Fset%3Fx%3D1",
    );
  });

  it("carries a flash toast to the login page when asked", async () => {
    const thrown = await requireSession(at("/m/fav-games"), contextWith(null), {
      flash: { kind: "info", messageKey: "games.pleaseLogIn" },
    }).catch((error: Response) => error);
    expect((thrown as Response).headers.get("Set-Cookie")).toMatch(/^flash=/);
  });

  it.each([0, 1, 2, 4, 40, 41])("lets every member type through (type %i)", async (type) => {
    expect((await requireSession(at("/m/set"), contextWith(type))).type).toBe(type);
  });
});

describe("requireMember", () => {
  it.each([0, 1, 2])("lets real accounts through (type %i)", async (type) => {
    expect((await requireMember(at("/m/x"), contextWith(type))).type).toBe(type);
  });
  it("sends a guest to login", async () => {
    expect(await redirectOf(requireMember(at("/m/x"), contextWith(null)))).toBe(
      "/m/login?redirectTo=%2Fm%2Fx",
    );
  });
  it.each([4, 40, 41, 42])("sends other accounts home (type %i)", async (type) => {
    expect(await redirectOf(requireMember(at("/m/x"), contextWith(type)))).toBe("/m/home");
  });
});

describe("requireAgent", () => {
  it.each([1, 2, 41, 42])("lets agents through (type %i)", async (type) => {
    expect((await requireAgent(at("/m/agent"), contextWith(type))).type).toBe(type);
  });
  it.each([null, 0, 4, 40])("sends everybody else home (%s)", async (type) => {
    expect(await redirectOf(requireAgent(at("/m/agent"), contextWith(type)))).toBe("/m/home");
  });
});

describe("requireAnonymous", () => {
  it("lets a guest through", async () => {
    expect(await requireAnonymous(at("/m/login"), contextWith(null))).toBeNull();
  });
  it("sends a logged-in visitor where redirectTo leads, checked by the redirect rule", async () => {
    expect(await redirectOf(requireAnonymous(at("/m/login?redirectTo=%2Fm%2Fset"), contextWith(0)))).toBe(
      "/m/set",
    );
    expect(
      await redirectOf(requireAnonymous(at("/m/login?redirectTo=%2F%2Fevil.example"), contextWith(0))),
    ).toBe("/m/home");
  });
  it("lets a trial player stay only where asked (registration)", async () => {
    expect((await requireAnonymous(at("/m/register"), contextWith(4), { trialMayStay: true }))?.type).toBe(4);
    expect(
      await redirectOf(requireAnonymous(at("/m/register"), contextWith(0), { trialMayStay: true })),
    ).toBe("/m/home");
    expect(await redirectOf(requireAnonymous(at("/m/forget"), contextWith(4)))).toBe("/m/home");
  });
});

describe("loginRedirect", () => {
  it("comes back to the given place instead of this page", async () => {
    const response = await loginRedirect(at("/m/sportsGame?x=1"), { back: "/m/sportsGame" });
    expect(response.headers.get("Location")).toBe("/m/login?redirectTo=%2Fm%2FsportsGame");
  });
});
