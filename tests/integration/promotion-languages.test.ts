// Promotions and rewards per language (issue 13, issue 14 item 7; docs/decisions/0037): the promotions
// list, its detail and the reward centre answer in the visitor's language, else in the merchant's
// default language, else in English; the operator writes the texts per language; the BFF's shared
// cache never serves one language's list to a visitor of another.
import { describe, expect, it } from "vitest";
import { loader as activityLoader } from "~/routes/content/activity";
import { loader as detailLoader } from "~/routes/content/activity-detail";
import { loader as rewardLoader } from "~/routes/content/reward-center";
import { createMember, startBackendWithDb } from "../support/member";
import { operator } from "../support/operator";
import { backendOfFile, memberCookie, request, runRoute, testServices } from "../support/route";

const backend = backendOfFile();

type Promotion = { id: number; title: string; html: string; image: string | null };
type ActivityData = { promotions: Promotion[] };
type RewardData = { member: true; rewards: { id: number; title: string }[] } | { member: false };

// The platform's code and the browser's language that picks it.
const LANGUAGES = [
  ["KO", "ko"],
  ["CN", "zh-CN"],
  ["VI", "vi"],
  ["TH", "th"],
  ["ID", "id"],
] as const;

/** The guest's promotions list in the browser language `acceptLanguage`. */
const activity = async (acceptLanguage: string, services = testServices(backend.url)) =>
  (
    (await runRoute(
      services,
      activityLoader,
      request("/m/activity", { headers: { "Accept-Language": acceptLanguage } }),
    )) as ActivityData
  ).promotions;

const englishTitles = () =>
  backend.db.prepare("SELECT id, title FROM promotion ORDER BY sequence, id").all() as {
    id: number;
    title: string;
  }[];
const seededTitle = (id: number, language: string) =>
  backend.db
    .prepare("SELECT title FROM promotion_text WHERE promotion_id = ? AND language = ?")
    .pluck()
    .get(id, language);

type Texts = Record<string, { title: string; content: string }>;
/** A running "other" promotion as an operator publishes it: its English text and `texts` in other languages. */
const promotionBody = (title: string, content: string, texts?: Texts) => ({
  title,
  category: "other_promo",
  content,
  startDate: "2026-01-01 00:00:00",
  endDate: null,
  noExpiry: 1,
  ...(texts && { texts }),
});
const publish = (url: string, ...body: Parameters<typeof promotionBody>) =>
  operator<{ id: number }>(url, "/promotions", promotionBody(...body));

describe("the promotions list", () => {
  it("answers every seeded promotion in English for an English visitor", async () => {
    const promotions = await activity("en");
    expect(promotions.map((p) => p.title)).toEqual(englishTitles().map((p) => p.title));
    for (const p of promotions) expect(p.image).toMatch(/^\/cdn\/promotions\/\d+\.svg$/);
  });

  it.each(LANGUAGES)("answers every seeded promotion in %s, its image drawn in it", async (code, browser) => {
    const promotions = await activity(browser);
    const english = new Set(englishTitles().map((p) => p.title));
    expect(promotions.length).toBe(english.size);
    for (const p of promotions) {
      expect(p.title).toBe(seededTitle(p.id, code));
      expect(english.has(p.title)).toBe(false);
      expect(p.image).toMatch(new RegExp(`^/cdn/promotions/\\d+-${code}\\.svg$`));
    }
  });

  it("draws a promotion's image in the language its address names", async () => {
    const [first] = await activity("vi");
    const imageId = /(\d+)-VI\.svg$/.exec(first!.image!)![1];
    const svg = await (await fetch(`${backend.url}/images/promotions/${imageId}-VI.svg`)).text();
    expect(svg).toContain(first!.title);
    const own = await (await fetch(`${backend.url}/images/promotions/${imageId}.svg`)).text();
    expect(own).toContain(englishTitles()[0]!.title);
  });

  it("shows the detail page in the visitor's language", async () => {
    const id = backend.db
      .prepare("SELECT id FROM promotion WHERE title = 'Slot Tournament: 50,000 Prize Pool'")
      .pluck()
      .get();
    const { promotion } = (await runRoute(
      testServices(backend.url),
      detailLoader,
      request(`/m/activityDetail?id=${id}`, { headers: { "Accept-Language": "th" } }),
    )) as { promotion: Promotion };
    expect(promotion.title).toBe("ทัวร์นาเมนต์สล็อต: รางวัลรวม 50,000");
    expect(promotion.html).toContain("<b>ผู้เล่น 100 อันดับแรก</b>");
  });
});

describe("a promotion without a text in the visitor's language", () => {
  it("answers in the merchant's default language (KO), else in English", async () => {
    const korean = await publish(backend.url, "Weekend Boost", "<p>Weekend <b>boost</b>.</p>", {
      KO: { title: "주말 부스트", content: "<p>주말 <b>부스트</b>.</p>" },
    });
    const englishOnly = await publish(backend.url, "Night Owl Bonus", "<p>Play late.</p>");
    const vi = new Map((await activity("vi")).map((p) => [p.id, p]));
    expect(vi.get(korean.id)).toMatchObject({ title: "주말 부스트", html: "<p>주말 <b>부스트</b>.</p>" });
    expect(vi.get(korean.id)!.image).toMatch(/-KO\.svg$/);
    expect(vi.get(englishOnly.id)).toMatchObject({ title: "Night Owl Bonus", html: "<p>Play late.</p>" });
    expect(vi.get(englishOnly.id)!.image).toMatch(/\/\d+\.svg$/);
    // English visitors read the English text even when a default-language text exists.
    expect((await activity("en")).find((p) => p.id === korean.id)!.title).toBe("Weekend Boost");
  });

  it("follows the merchant's default language: its first when it does not offer KO", async () => {
    const other = await startBackendWithDb();
    try {
      await operator(other.url, "/languages", { general: ["VI", "TH", "EN"] });
      const { id } = await publish(other.url, "Spin Week", "<p>Spins.</p>", {
        KO: { title: "스핀 위크", content: "<p>스핀.</p>" },
        VI: { title: "Tuần lễ quay", content: "<p>Lượt quay.</p>" },
      });
      const th = await activity("th", testServices(other.url));
      expect(th.find((p) => p.id === id)!.title).toBe("Tuần lễ quay");
    } finally {
      await other.close();
    }
  });
});

describe("the operator's promotions endpoint", () => {
  it("replaces the texts per language on a change", async () => {
    const { id } = await publish(backend.url, "Referral Week", "<p>Invite.</p>", {
      VI: { title: "Tuần giới thiệu", content: "<p>Mời bạn.</p>" },
      TH: { title: "สัปดาห์แนะนำเพื่อน", content: "<p>ชวนเพื่อน</p>" },
    });
    await operator(
      backend.url,
      `/promotions/${id}`,
      promotionBody("Referral Week", "<p>Invite.</p>", {
        VI: { title: "Tuần lễ giới thiệu", content: "<p>Mời bạn bè.</p>" },
      }),
      "PUT",
    );
    expect((await activity("vi")).find((p) => p.id === id)!.title).toBe("Tuần lễ giới thiệu");
    // The Thai text is gone with the change: Thai visitors get the default language's, here none, so English.
    expect((await activity("th")).find((p) => p.id === id)!.title).toBe("Referral Week");
  });

  it.each([
    ["English, the row's own text", { EN: { title: "x", content: "" } }],
    ["a lower-case code", { vi: { title: "x", content: "" } }],
    ["an empty title", { VI: { title: " ", content: "" } }],
  ])("refuses texts with %s", async (_case, texts) => {
    const response = await fetch(`${backend.url}/operator/promotions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Operator-Token": "test-operator-token" },
      body: JSON.stringify(promotionBody("Bad", "", texts)),
    });
    expect(response.status).toBe(400);
    expect(backend.db.prepare("SELECT count(*) FROM promotion WHERE title = 'Bad'").pluck().get()).toBe(0);
  });
});

describe("the reward centre", () => {
  it("titles a member's rewards in their language, else the default language's, else English", async () => {
    const member = createMember(backend.db);
    const cookie = await memberCookie(member);
    const grant = (title: string, titles?: Record<string, string>) =>
      operator<{ id: number }>(backend.url, "/rewards", {
        account: member.account,
        kind: "reward",
        title,
        amountCents: 100,
        ...(titles && { titles }),
      });
    const both = await grant("Lucky gift", { KO: "행운 선물", VI: "Quà may mắn" });
    const english = await grant("Plain gift");
    const titles = async (browser: string) => {
      const data = (await runRoute(
        testServices(backend.url),
        rewardLoader,
        request("/m/rewardCenter", {
          cookie,
          headers: { "Accept-Language": browser },
        }),
      )) as RewardData;
      if (!data.member) throw new Error("a member sees their rewards");
      return new Map(data.rewards.map((r) => [r.id, r.title]));
    };
    expect((await titles("vi")).get(both.id)).toBe("Quà may mắn");
    expect((await titles("th")).get(both.id)).toBe("행운 선물");
    expect((await titles("en")).get(both.id)).toBe("Lucky gift");
    expect((await titles("vi")).get(english.id)).toBe("Plain gift");
  });

  it("titles the demo player's seeded rewards in the five languages", () => {
    const missing = backend.db
      .prepare(
        `SELECT r.title, l.value FROM reward r CROSS JOIN json_each('["KO","CN","VI","TH","ID"]') l
         JOIN members m ON m.id = r.member_id AND m.account = 'demo_player'
         WHERE NOT EXISTS (SELECT 1 FROM reward_text t WHERE t.reward_id = r.id AND t.language = l.value)`,
      )
      .all();
    expect(missing).toEqual([]);
  });
});

describe("the deposit page's promotions", () => {
  it("are titled in the request's language", async () => {
    const member = createMember(backend.db);
    const titles = async (language: string) => {
      const response = await fetch(`${backend.url}/wps/deposit/options`, {
        headers: { Merchant: "demo", Authorization: member.token, Language: language },
      });
      const { value } = (await response.json()) as { value: { promotions: { title: string }[] } };
      return value.promotions.map((p) => p.title);
    };
    expect(await titles("EN")).toEqual(["Daily Reload 20%"]);
    expect(await titles("VI")).toEqual(["Nạp lại mỗi ngày 20%"]);
    expect(await titles("ID")).toEqual(["Bonus Isi Ulang Harian 20%"]);
  });
});

describe("the BFF's shared cache of promotions", () => {
  it("keys a guest's list on the language: a cached Korean list never reaches a Vietnamese visitor", async () => {
    // One services instance: every visitor below shares its public cache.
    const services = testServices(backend.url, { publicCacheTtlMs: 60_000 });
    const id = backend.db
      .prepare("SELECT id FROM promotion WHERE title = 'Daily Reload 20%'")
      .pluck()
      .get() as number;
    const titleIn = async (browser: string) =>
      (await activity(browser, services)).find((p) => p.id === id)!.title;
    expect(await titleIn("ko")).toBe("매일 20% 재충전 보너스");
    expect(await titleIn("vi")).toBe("Nạp lại mỗi ngày 20%");
    expect(await titleIn("th")).toBe("โบนัสฝากรายวัน 20%");

    // The Korean list is cached: an operator's change reaches a new language at once, not the cached one.
    backend.db
      .prepare(
        "UPDATE promotion_text SET title = 'changed' WHERE promotion_id = ? AND language IN ('KO', 'ID')",
      )
      .run(id);
    try {
      expect(await titleIn("ko")).toBe("매일 20% 재충전 보너스");
      expect(await titleIn("id")).toBe("changed");
      expect(await titleIn("vi")).toBe("Nạp lại mỗi ngày 20%");
    } finally {
      backend.db
        .prepare("UPDATE promotion_text SET title = ? WHERE promotion_id = ? AND language = ?")
        .run("매일 20% 재충전 보너스", id, "KO");
      backend.db
        .prepare("UPDATE promotion_text SET title = ? WHERE promotion_id = ? AND language = ?")
        .run("Bonus Isi Ulang Harian 20%", id, "ID");
    }
  });
});
