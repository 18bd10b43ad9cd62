// The reference backend enforces the rules the forms show (accounts §5 locale texts, issue 48 item
// 7): a captcha answer is 1 to 16 digits, a feedback comment 3 to 50 words. The forms' own checks
// are tests/unit/domain/captcha.test.ts and feedback.test.ts.
import { describe, expect, it } from "vitest";
import { createMember } from "../support/member";
import { backendOfFile } from "../support/route";
import { MERCHANT } from "../support/servers";
import { captchaAnswer } from "./account-support";

const backend = backendOfFile();

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${backend.url}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: {
      Merchant: MERCHANT,
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: init.token } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as { errorCode?: string; value?: Record<string, unknown> };
  return { status: response.status, code: envelope.errorCode, value: envelope.value };
}

const newCaptcha = async () => (await call("/wps/captcha")).value as { captchaId: string };
const answerOf = (captchaId: string) => captchaAnswer(backend.url, captchaId);

describe("the reference backend's form rules", () => {
  it("refuses a captcha answer that is not 1 to 16 digits before comparing it, and keeps the captcha", async () => {
    const { captchaId } = await newCaptcha();
    const ask = (captcha: string) =>
      call("/wps/verification/sms/noLogin", {
        body: { countryDialingCode: "63", mobileNum: "9171234567", captchaId, captcha },
      });
    expect(await ask("12a4")).toMatchObject({
      status: 400,
      code: "captcha.format",
      value: { captcha: true },
    });
    expect(await ask("1".repeat(17))).toMatchObject({ status: 400, code: "captcha.format" });
    // Not used up by a malformed answer: the right digits still pass.
    expect(await ask(await answerOf(captchaId))).toMatchObject({ status: 200 });
  });

  it("counts a feedback comment in words: one long word is refused, three short ones taken", async () => {
    const member = createMember(backend.db);
    const send = (content: string, requestKey: string) =>
      call("/wps/member/feedback", { body: { content, requestKey, images: [] }, token: member.token });
    expect(await send("Unbelievable!!!", "feedback-one-word")).toMatchObject({
      status: 400,
      code: "feedback.content.length",
    });
    expect(await send("a ".repeat(51).trim(), "feedback-many-words")).toMatchObject({ status: 400 });
    expect(await send("Games load slowly", "feedback-three-words")).toMatchObject({ status: 200 });
    expect(await send("游戏很好玩", "feedback-chinese")).toMatchObject({ status: 200 });
  });
});
