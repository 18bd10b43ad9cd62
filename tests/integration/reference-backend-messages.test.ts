// The reference backend's messages endpoints on their own: sessions, trial refusals, module flags,
// operator changes and the notice images.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, startBackendWithDb } from "../support/member";
import { MERCHANT, OPERATOR_TOKEN } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
beforeAll(async () => {
  backend = await startBackendWithDb();
});
afterAll(() => backend?.close());

async function call(
  path: string,
  init: { token?: string; method?: string; body?: unknown; operator?: boolean } = {},
) {
  const response = await fetch(`${backend.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      Merchant: MERCHANT,
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: init.token } : {}),
      ...(init.operator ? { "X-Operator-Token": OPERATOR_TOKEN } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { value?: unknown; errorCode?: string },
  };
}

describe("messages endpoints", () => {
  it("need a session", async () => {
    for (const path of ["/wps/inbox/unread", "/wps/inbox/messages", "/wps/chat/unread"]) {
      const { status, body } = await call(path);
      expect(status).toBe(401);
      expect(body.errorCode).toBe("login.not.session");
    }
  });

  it("refuse trial players", async () => {
    const { token } = createMember(backend.db, { type: 4 });
    for (const path of ["/wps/inbox/unread", "/wps/chat/unread"]) {
      const { status, body } = await call(path, { token });
      expect(status).toBe(403);
      expect(body.errorCode).toBe("member.trial.refused");
    }
    const read = await call("/wps/relay/MCSFE_readAnnouncement", {
      token,
      method: "POST",
      body: { announcementId: 1, read: true },
    });
    expect(read.status).toBe(403);
  });

  it("answer function.not.available with the module's flag off", async () => {
    const { token } = createMember(backend.db);
    const flag = (enabled: boolean) =>
      call("/operator/whitelabel", { method: "POST", operator: true, body: { modId: "CBS3", enabled } });
    await flag(false);
    const off = await call("/wps/chat/unread", { token });
    await flag(true);
    expect(off.status).toBe(403);
    expect(off.body.errorCode).toBe("function.not.available");
    expect((await call("/wps/chat/unread", { token })).body.value).toEqual({ unReadCount: 0 });
  });

  it("refuse a chat launch without b2c=1 or with a foreign back address", async () => {
    const { token } = createMember(backend.db);
    expect((await call("/wps/chat/launch?language=EN&backUrl=/m/message", { token })).status).toBe(400);
    expect((await call("/wps/chat/launch?b2c=1&language=EN&backUrl=//evil.example", { token })).status).toBe(
      400,
    );
  });
});

describe("operator messages endpoints", () => {
  it("publish a notice with an image and change it", async () => {
    const created = await call("/operator/messages/notices", {
      method: "POST",
      operator: true,
      body: { title: "Operator notice", content: "<p>One</p>", image: true },
    });
    const { id } = created.body.value as { id: number };
    const changed = await call(`/operator/messages/notices/${id}`, {
      method: "PATCH",
      operator: true,
      body: { content: "<p>Two</p>" },
    });
    expect(changed.status).toBe(200);
    const list = await call("/wps/relay/MCSFE_getListAnnouncements?types=PL");
    const notice = (
      list.body.value as { player: { id: number; content: string; announcementImages: { url: string }[] }[] }
    ).player.find((n) => n.id === id)!;
    expect(notice.content).toBe("<p>Two</p>");
    const image = await fetch(`${backend.url}${notice.announcementImages[0].url}`);
    expect(image.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(
      (
        await call("/operator/messages/notices/987654", {
          method: "PATCH",
          operator: true,
          body: { title: "x" },
        })
      ).status,
    ).toBe(404);
  });

  it("refuse callers without the operator token and unknown accounts", async () => {
    expect(
      (await call("/operator/messages/inbox", { method: "POST", body: { title: "t", content: "c" } })).status,
    ).toBe(403);
    const unknown = await call("/operator/messages/chat-unread", {
      method: "POST",
      operator: true,
      body: { account: "nobody-here", count: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});
