// The module ids accounts §7 names for its calls, as the BFF sends them and the reference backend
// checks them.
import { describe, expect, it } from "vitest";
import { createBackendClient } from "~/.server/backend";
import { backendOfFile } from "../support/route";
import { MERCHANT } from "../support/servers";

const backend = backendOfFile();
const client = () =>
  createBackendClient({ baseUrl: backend.url, merchant: MERCHANT, language: "EN", timeoutMs: 3000 });

describe("module ids", () => {
  it("asks the captcha under VALID_CAPTCHA3, and the backend refuses it under another module", async () => {
    await expect(client().getCaptcha()).resolves.toMatchObject({ captchaId: expect.any(String) });
    const asked = (moduleId: string) =>
      fetch(`${backend.url}/wps/captcha`, { headers: { Merchant: MERCHANT, ModuleId: moduleId } });
    expect((await asked("CAPTCHA3")).status).toBe(400);
    expect((await asked("VALID_CAPTCHA3")).status).toBe(200);
  });
});
