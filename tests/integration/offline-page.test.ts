// The offline page the service worker keeps: a whole document in the asked (or the visitor's)
// language and theme, with nothing of a member in it.
import { describe, expect, it } from "vitest";
import { loader as offlineLoader } from "~/routes/resources/offline";
import { request, runRoute, SESSION_SECRET } from "../support/route";
import { createMember, sessionCookie } from "../support/member";
import { useRouteBackend } from "../support/route-backend";

const env = useRouteBackend();

const offline = async (path: string, cookie?: string) =>
  (await runRoute(env.services, offlineLoader, request(path, { cookie }))) as Response;

describe("offline page", () => {
  it("is in the asked language and theme, with a retry link to its own address", async () => {
    const answer = await offline("/resources/offline?lng=ko&theme=light");
    expect(answer.headers.get("Content-Type")).toContain("text/html");
    const html = await answer.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain("오프라인 상태입니다");
    expect(html).toContain('<meta name="theme-color" content="#f4f5f7">');
    expect(html).toContain('<a href="">다시 시도</a>');
    expect(html).not.toContain("<script");
  });

  it("falls back to the visitor's cookies for an unknown language or theme, and shows no member data", async () => {
    const member = createMember(env.backend.db, { balance: 1234 });
    const c = await sessionCookie(SESSION_SECRET, member);
    const html = await (
      await offline("/resources/offline?lng=xx&theme=pink", `${c.name}=${c.value}; lng=en; theme=dark`)
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("You are offline");
    expect(html).toContain('content="#0f1115"');
    expect(html).not.toContain(member.account);
    expect(html).not.toContain("1234");
  });
});
