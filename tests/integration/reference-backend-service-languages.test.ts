// The platform answers its own texts in the visitor's language (issue 23): help entries, the inbox
// and the deposit method names follow the Language header, fall back to English, and keep their ids.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, startBackendWithDb } from "../support/member";
import { MERCHANT } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
beforeAll(async () => {
  backend = await startBackendWithDb();
});
afterAll(() => backend?.close());

type Text = { id: number; title?: string; name?: string; content?: string };

async function value<T>(path: string, language: string | null, token?: string): Promise<T> {
  const response = await fetch(`${backend.url}${path}`, {
    headers: {
      Merchant: MERCHANT,
      ...(language ? { Language: language } : {}),
      ...(token ? { Authorization: token } : {}),
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: T }).value;
}

const SHIPPED = ["KO", "JA", "ES", "PT", "CN", "VI", "TH", "ID"];

describe("texts in the visitor's language", () => {
  it("help entries: every shipped language, the same entries in the same order", async () => {
    const en = await value<Text[]>("/wps/help", "EN");
    expect(en[0].title).toBe("About us");
    for (const language of SHIPPED) {
      const answer = await value<Text[]>("/wps/help", language);
      expect(
        answer.map((e) => e.id),
        language,
      ).toEqual(en.map((e) => e.id));
      for (const [i, entry] of answer.entries()) {
        expect(entry.title, language).not.toBe(en[i].title);
        expect(entry.content, language).not.toBe(en[i].content);
      }
    }
    expect((await value<Text[]>("/wps/help", "KO"))[0].title).toBe("회사 소개");
    // A language nobody wrote answers in the merchant's default one (Korean), as promotions do.
    expect(await value<Text[]>("/wps/help", "TY")).toEqual(await value<Text[]>("/wps/help", "KO"));
  });

  it("the inbox: the seeded messages in the member's language, read marks kept", async () => {
    const { token } = createMember(backend.db);
    const en = await value<Text[]>("/wps/inbox/messages", "EN", token);
    const cn = await value<Text[]>("/wps/inbox/messages", "CN", token);
    expect(cn.map((m) => m.id)).toEqual(en.map((m) => m.id));
    expect(cn.map((m) => m.title)).toContain("欢迎使用收件箱");
    for (const language of SHIPPED) {
      const answer = await value<Text[]>("/wps/inbox/messages", language, token);
      for (const [i, message] of answer.entries()) expect(message.title, language).not.toBe(en[i].title);
    }
  });

  it("deposit methods: names in the member's language, brands kept where the language keeps them", async () => {
    const { token } = createMember(backend.db);
    type Options = { methods: Text[] };
    const en = (await value<Options>("/wps/deposit/options", "EN", token)).methods;
    const vi = (await value<Options>("/wps/deposit/options", "VI", token)).methods;
    const cn = (await value<Options>("/wps/deposit/options", "CN", token)).methods;
    expect(vi.map((m) => m.id)).toEqual(en.map((m) => m.id));
    const name = (list: Text[], english: string) => list[en.findIndex((m) => m.name === english)].name;
    expect(name(vi, "Manual bank transfer")).toBe("Chuyển khoản ngân hàng thủ công");
    expect(name(vi, "ICBC")).toBe("ICBC");
    expect(name(cn, "Bank of China")).toBe("中国银行");
    expect(name(cn, "Online payment")).toBe("在线支付");
  });
});
