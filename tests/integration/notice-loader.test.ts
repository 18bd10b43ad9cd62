// The notice page's loader: announcements with dates, previews and sanitised HTML.
import { afterAll, beforeAll, expect, it } from "vitest";
import { action, loader } from "~/routes/notice";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { startBackend, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

type NoticeData = Awaited<ReturnType<typeof loader>>["data"];

it("lists the announcements with YYYY-MM-DD dates and never passes a script through", async () => {
  const { data } = unwrap<NoticeData>(
    await runRoute(testServices(backend.url), loader, request("/m/notice?index=2")),
  );
  expect(data.openIndex).toBe(2);
  expect(data.notices.length).toBeGreaterThan(2);
  for (const notice of data.notices) {
    expect(notice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(notice.html).not.toMatch(/<script|onerror=|javascript:/i);
    expect(notice.preview).not.toContain("<");
  }
  expect(data.notices.some((n) => n.html.includes("<b>"))).toBe(true);
});

it("ignores a bad index instead of failing", async () => {
  const { data, status } = unwrap<NoticeData>(
    await runRoute(testServices(backend.url), loader, request("/m/notice?index=abc")),
  );
  expect(status).toBe(200);
  expect(data.openIndex).toBeNull();
});

it("marks the platform's popular announcements, in the list's own order", async () => {
  const { data } = unwrap<NoticeData>(
    await runRoute(testServices(backend.url), loader, request("/m/notice")),
  );
  const popular = data.notices.filter((n) => n.popular).map((n) => n.title);
  expect(popular).toEqual(["Scheduled maintenance on 25 November", "New slot games from Pragmatic Play"]);
  expect(data.notices.filter((n) => !n.popular).length).toBeGreaterThan(0);
});

it("a guest reads the public list without logging in; only marking read asks for a login (decision 0072)", async () => {
  const services = testServices(backend.url);
  const answer = await runRoute(services, loader, request("/m/notice?index=0"));
  const { data, status } = unwrap<NoticeData>(answer);
  expect(status).toBe(200);
  expect(data.notices.length).toBeGreaterThan(0);
  expect(data.notices.every((n) => n.read && !n.markable)).toBe(true);
  const post = await runRoute(
    services,
    action,
    request("/m/notice", { form: { intent: "read", id: String(data.notices[0].id) } }),
  );
  expect(post).toRedirectTo("/m/login?redirectTo=%2Fm%2Fnotice");
  // A guest never had a session: login does not say one ended (a member page's post does).
  await expect(post).not.toFlash({ messageKey: "account.sessionEndedPost" });
});
