// The messages area's loaders and actions (message centre, notice, inbox, unread counts, popup)
// called with real Requests against the reference backend.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionStore } from "~/.server/session";
import { action as centreAction, loader as centreLoader } from "~/routes/messages/message-centre";
import { action as inboxAction, loader as inboxLoader } from "~/routes/messages/inbox";
import { action as noticeAction, loader as noticeLoader } from "~/routes/notice";
import { action as popupAction, loader as popupLoader } from "~/routes/resources/popup";
import { loader as unreadLoader } from "~/routes/resources/unread";
import { createMember, startBackendWithDb } from "../support/member";
import {
  memberCookie,
  request,
  runRoute,
  SESSION_SECRET,
  testServices,
  unwrap,
  type AnyRoute,
} from "../support/route";
import { MERCHANT, OPERATOR_TOKEN } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

const run = async <T>(fn: AnyRoute, path: string, init: Parameters<typeof request>[1] = {}) =>
  unwrap<T>(await runRoute(services, fn, request(path, init)));
const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get("Location") : null);

async function operator(path: string, body: unknown) {
  const response = await fetch(`${backend.url}/operator/messages${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { id: number } }).value;
}

type Unread = {
  unread: {
    announcementUnreadCount: number;
    inboxUnreadCount: number;
    chatUnreadCount: number;
    total: number;
  } | null;
};
const unreadOf = async (cookie?: string) =>
  (await run<Unread>(unreadLoader, "/resources/unread", { cookie })).data.unread;
const playerNotices = () =>
  backend.db.prepare("SELECT count(*) FROM notice WHERE audience = 'PL'").pluck().get() as number;

describe("message centre", () => {
  it("sends a guest to login and back", async () => {
    const answer = await runRoute(services, centreLoader, request("/m/message"));
    expect(location(answer)).toBe("/m/login?redirectTo=%2Fm%2Fmessage");
  });

  it("opens messages and live chat for a member", async () => {
    const cookie = await memberCookie(createMember(backend.db));
    const { data } = await run<{ messages: string; chat: string; refused: boolean }>(
      centreLoader,
      "/m/message",
      { cookie },
    );
    expect(data).toEqual({ messages: "ok", chat: "ok" });
  });

  it("refuses a trial player's messages and chat, sending them to registration (issue 49)", async () => {
    const cookie = await memberCookie(createMember(backend.db, { type: 4 }));
    const { data } = await run<{ messages: string; chat: string }>(centreLoader, "/m/message", { cookie });
    expect(data).toMatchObject({ messages: "free_reject", chat: "free_reject" });
    const chat = await runRoute(
      services,
      centreAction,
      request("/m/message", { cookie, form: { intent: "chat" } }),
    );
    expect(location(chat)).toBe("/m/register?reason=realAccount");
    const inbox = await runRoute(services, inboxLoader as never, request("/m/webEmail", { cookie })).catch(
      (thrown: unknown) => thrown,
    );
    expect(location(inbox)).toBe("/m/register?reason=realAccount");
  });

  it("sends a trial player's mark-read post to the inbox to registration too", async () => {
    const cookie = await memberCookie(createMember(backend.db, { type: 4 }));
    const answer = await runRoute(
      services,
      inboxAction,
      request("/m/webEmail", { cookie, form: { intent: "read", id: "1", js: "1" } }),
    );
    expect(location(answer)).toBe("/m/register?reason=realAccount");
  });

  it("fetches the chat address with b2c, the upper-case language, the way back, colour and title", async () => {
    const member = createMember(backend.db);
    const cookie = await memberCookie(member);
    const withJs = await run<{ chatUrl: string }>(centreAction, "/m/message", {
      cookie,
      form: { intent: "chat" },
      headers: { "Accept-Language": "en" },
    });
    // The backend's own chat page is opened on this site (the /chat proxy), never on its loopback origin.
    expect(withJs.data.chatUrl).toMatch(/^\/chat\/[\w-]+$/);
    const room = backend.db
      .prepare(
        "SELECT language, title, back_url AS backUrl, header_color AS color FROM chat_ticket WHERE member_id = ?",
      )
      .get(member.id);
    expect(room).toEqual({
      language: "EN",
      title: "Live chat",
      backUrl: "http://localhost/m/message",
      color: "#f5b938",
    });
    // Without JavaScript the same answer: the page shows a link there.
    const plain = await run<{ chatUrl: string }>(centreAction, "/m/message", {
      cookie,
      form: { intent: "chat" },
    });
    expect(plain.data.chatUrl).toMatch(/^\/chat\//);
    // Opening the chat page reads the chat: its unread count drops to 0.
    backend.db.prepare("INSERT INTO chat_unread (member_id, unread_count) VALUES (?, 5)").run(member.id);
    expect((await fetch(new URL(plain.data.chatUrl, backend.url))).status).toBe(200);
    expect(
      backend.db.prepare("SELECT unread_count FROM chat_unread WHERE member_id = ?").pluck().get(member.id),
    ).toBe(0);
  });
});

describe("unread counts", () => {
  it("are null for guests and trial players", async () => {
    expect(await unreadOf()).toBeNull();
    expect(await unreadOf(await memberCookie(createMember(backend.db, { type: 4 })))).toBeNull();
  });

  it("sum announcements, chat and inbox for a member", async () => {
    const member = createMember(backend.db);
    await operator("/chat-unread", { account: member.account, count: 120 });
    await operator("/inbox", { account: member.account, title: "Just for you", content: "<p>Hi</p>" });
    const broadcast = backend.db
      .prepare("SELECT count(*) FROM inbox_message WHERE member_id IS NULL")
      .pluck()
      .get() as number;
    const counts = await unreadOf(await memberCookie(member));
    expect(counts).toEqual({
      announcementUnreadCount: playerNotices(),
      chatUnreadCount: 120,
      inboxUnreadCount: broadcast + 1,
      total: playerNotices() + 120 + broadcast + 1,
    });
  });
});

describe("notice", () => {
  type NoticeData = {
    notices: { id: number; read: boolean; markable: boolean; html: string; image: string | null }[];
  };

  it("marks an opened notice read once, however often it is posted, and the badge drops at once", async () => {
    const member = createMember(backend.db);
    const cookie = await memberCookie(member);
    const before = await unreadOf(cookie);
    const { data } = await run<NoticeData>(noticeLoader, "/m/notice", { cookie });
    const first = data.notices[0];
    expect(first).toMatchObject({ read: false, markable: true });
    expect(first.image).toMatch(/\/notices\/\d+\.svg$/);
    for (let i = 0; i < 2; i++) {
      const answer = await run<{ read: number }>(noticeAction, "/m/notice", {
        cookie,
        form: { intent: "read", id: String(first.id), js: "1" },
      });
      expect(answer.data.read).toBe(first.id);
    }
    const marks = backend.db
      .prepare("SELECT count(*) FROM notice_read WHERE member_id = ?")
      .pluck()
      .get(member.id);
    expect(marks).toBe(1);
    // The session's cached counts were dropped: the next page shows one fewer at once.
    expect((await unreadOf(cookie))!.announcementUnreadCount).toBe(before!.announcementUnreadCount - 1);
    const after = await run<NoticeData>(noticeLoader, "/m/notice", { cookie });
    expect(after.data.notices[0]).toMatchObject({ read: true, markable: false });
  });

  it("goes back to the opened item after a plain form post", async () => {
    const cookie = await memberCookie(createMember(backend.db));
    const { data } = await run<NoticeData>(noticeLoader, "/m/notice", { cookie });
    const answer = await runRoute(
      services,
      noticeAction,
      request("/m/notice", {
        cookie,
        form: { intent: "read", id: String(data.notices[1].id), redirectTo: "/m/notice?index=1" },
      }),
    );
    expect(location(answer)).toBe("/m/notice?index=1");
  });

  it("answers not_found for an unknown id", async () => {
    const cookie = await memberCookie(createMember(backend.db));
    const answer = await run<{ error: string }>(noticeAction, "/m/notice", {
      cookie,
      form: { intent: "read", id: "987654", js: "1" },
    });
    expect(answer.status).toBe(404);
    expect(answer.data.error).toBe("not_found");
  });

  it("never marks for a trial player, whose notices all count as read", async () => {
    const member = createMember(backend.db, { type: 4 });
    const cookie = await memberCookie(member);
    const { data } = await run<NoticeData>(noticeLoader, "/m/notice", { cookie });
    expect(data.notices.every((n) => n.read && !n.markable)).toBe(true);
    const answer = await run<{ error: string }>(noticeAction, "/m/notice", {
      cookie,
      form: { intent: "read", id: String(data.notices[0].id), js: "1" },
    });
    expect(answer.status).toBe(403);
    expect(
      backend.db.prepare("SELECT count(*) FROM notice_read WHERE member_id = ?").pluck().get(member.id),
    ).toBe(0);
  });

  it("lists the agent notices with types=A", async () => {
    const { data } = await run<{ notices: { title: string }[] }>(noticeLoader, "/m/notice?types=A");
    const agent = backend.db.prepare("SELECT title FROM notice WHERE audience = 'A'").pluck().all();
    expect(data.notices.map((n) => n.title).sort()).toEqual([...agent].sort());
  });

  it("shows an operator's new notice with its payloads removed", async () => {
    const { id } = await operator("/notices", {
      title: "Payload notice",
      content: `<p>Hello</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>`,
    });
    const cookie = await memberCookie(createMember(backend.db));
    const { data } = await run<NoticeData>(noticeLoader, "/m/notice", { cookie });
    const notice = data.notices.find((n) => n.id === id)!;
    expect(notice.html).toContain("<p>Hello</p>");
    expect(notice.html).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe("inbox", () => {
  type InboxData = {
    refused: boolean;
    messages: { id: number; title: string; read: boolean; html: string; dateTime: string }[];
  };

  it("sends a guest to login", async () => {
    const answer = await runRoute(services, inboxLoader, request("/m/webEmail"));
    expect(location(answer)).toBe("/m/login?redirectTo=%2Fm%2FwebEmail");
  });

  it("lists the member's messages, marks one read twice, refuses an unknown or another member's id", async () => {
    const member = createMember(backend.db);
    const other = createMember(backend.db);
    const { id: mine } = await operator("/inbox", {
      account: member.account,
      title: "Yours",
      content: "<p>1</p>",
    });
    const { id: theirs } = await operator("/inbox", {
      account: other.account,
      title: "Theirs",
      content: "<p>2</p>",
    });
    const cookie = await memberCookie(member);
    const { data } = await run<InboxData>(inboxLoader, "/m/webEmail", { cookie });
    expect(data.messages.map((m) => m.title)).toContain("Yours");
    expect(data.messages.map((m) => m.title)).not.toContain("Theirs");
    expect(data.messages.every((m) => !m.read && !/onerror/i.test(m.html))).toBe(true);
    // The <time>'s dateTime is for machines (ISO), the shown date is the locale's.
    for (const m of data.messages)
      expect(m.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    for (let i = 0; i < 2; i++) {
      const answer = await run<{ read: number }>(inboxAction, "/m/webEmail", {
        cookie,
        form: { intent: "read", id: String(mine), js: "1" },
      });
      expect(answer.data.read).toBe(mine);
    }
    const again = await run<InboxData>(inboxLoader, "/m/webEmail", { cookie });
    expect(again.data.messages.find((m) => m.id === mine)!.read).toBe(true);
    for (const id of [theirs, 987654]) {
      const answer = await run<{ error: string }>(inboxAction, "/m/webEmail", {
        cookie,
        form: { intent: "read", id: String(id), js: "1" },
      });
      expect(answer.status).toBe(404);
    }
  });
});

describe("announcement popup", () => {
  type PopupData = {
    popup: { type: string; items: { title: string; acknowledge: boolean; html: string }[] } | null;
  };

  it("shows a guest the B items until closed, then never again for that browser", async () => {
    const { data } = await run<PopupData>(popupLoader, "/resources/popup");
    const guestTitles = backend.db.prepare("SELECT title FROM popup WHERE execution = 'B'").pluck().all();
    expect(data.popup?.type).toBe("B");
    expect(data.popup?.items.map((i) => i.title)).toEqual(guestTitles);
    expect(data.popup?.items.every((i) => !i.acknowledge)).toBe(true);
    const closed = await runRoute(
      services,
      popupAction,
      request("/resources/popup", { form: { redirectTo: "/m/home" } }),
    );
    expect(location(closed)).toBe("/m/home");
    const setCookie = (closed as Response).headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^SHELL_PU_B=/);
    const after = await run<PopupData>(popupLoader, "/resources/popup", { cookie: setCookie.split(";")[0] });
    expect(after.data.popup).toBeNull();
  });

  it("shows a member the A items, with F items on first login, and I-know-it on promotion items", async () => {
    await operator("/popups", { title: "First login gift", content: "<p>Gift</p>", execution: "F" });
    const member = createMember(backend.db);
    const cookie = await memberCookie(member);
    const { data } = await run<PopupData>(popupLoader, "/resources/popup", { cookie });
    expect(data.popup?.type).toBe("A");
    expect(data.popup?.items.map((i) => i.title)).not.toContain("First login gift");
    expect(data.popup?.items.find((i) => i.title === "Your deposit bonus is waiting")?.acknowledge).toBe(
      true,
    );

    const first = await createSessionStore([SESSION_SECRET]).create(new Request("http://localhost/"), {
      token: member.token,
      userName: member.account,
      type: 0,
      firstTimeLogin: true,
      merchant: MERCHANT,
      remember: false,
    });
    const onFirst = await run<PopupData>(popupLoader, "/resources/popup", { cookie: first.split(";")[0] });
    expect(onFirst.data.popup?.items.map((i) => i.title)).toContain("First login gift");
  });
});
