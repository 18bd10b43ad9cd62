// The drawers' avatar (accounts §2 "Header: avatar, VIP label, nickname"; issue 48 item 2): the picture
// a member uploaded on My account, by the member info's upload time; none without one.
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { createMember } from "../support/member";
import { backendOfFile, memberCookie, request, runRoute, testServices, unwrap } from "../support/route";

const backend = backendOfFile();
const avatarOf = async (cookie: string) =>
  unwrap<{ account: { avatarSrc: string | null } | null }>(
    await runRoute(testServices(backend.url), rootLoader, request("/m/home?menu=right", { cookie })),
  ).data.account?.avatarSrc;

describe("the drawer's avatar", () => {
  it("is the member's uploaded picture, addressed by its upload time; the generic one without", async () => {
    const plain = createMember(backend.db);
    expect(await avatarOf(await memberCookie(plain))).toBeNull();
    const pictured = createMember(backend.db);
    backend.db
      .prepare("INSERT INTO member_avatar (member_id, content_type, data) VALUES (?, 'image/png', ?)")
      .run(pictured.id, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(await avatarOf(await memberCookie(pictured))).toMatch(
      /^\/resources\/avatar\?v=\d{4}-\d{2}-\d{2}T/,
    );
  });
});
