// The dialing-code pickers offer the merchant's countries (GET /wps/system/country), in its order, on
// login by SMS, mobile registration and the phone reset; without the call's answer, our fallback list.
import { describe, expect, it } from "vitest";
import { loader as forgetLoader } from "~/routes/account/forget";
import { loader as loginLoader } from "~/routes/account/login";
import { loader as registerLoader } from "~/routes/account/register";
import { DIALING_CODES } from "~/domain/dialing-codes";
import { operator } from "../support/operator";
import { backendOfFile, request, runRoute, testServices, unwrap, type AnyRoute } from "../support/route";

const backend = backendOfFile();
type Codes = { dialingCodes: { code: string; country: string }[] };
const codesOf = async (loader: AnyRoute, url: string, services = testServices(backend.url)) =>
  unwrap<Codes>(await runRoute(services, loader, request(url))).data.dialingCodes;

describe("the dialing-code pickers", () => {
  it("offer the merchant's countries in its order on every page with a phone number", async () => {
    const codes = await codesOf(registerLoader, "/m/register?method=mobileNum");
    expect(codes[0]).toEqual({ code: "86", country: "CN" });
    expect(codes).toContainEqual({ code: "62", country: "ID" });
    expect(await codesOf(forgetLoader, "/m/forget")).toEqual(codes);
    // Login asks for them only when its SMS mode is on (a fresh host learns the setting at once).
    expect(await codesOf(loginLoader, "/m/login")).toEqual([]);
    await operator(backend.url, "/settings", { loginMobileCode: true });
    try {
      expect(await codesOf(loginLoader, "/m/login?mode=sms")).toEqual(codes);
    } finally {
      await operator(backend.url, "/settings", { loginMobileCode: false });
    }
  });

  it("follow the merchant's list when it changes, and fall back to ours when it is empty", async () => {
    backend.db.prepare("UPDATE country SET sequence = 0 WHERE country_code = 'VN'").run();
    backend.db.prepare("UPDATE country SET enabled = 0 WHERE country_code = 'US'").run();
    try {
      const codes = await codesOf(registerLoader, "/m/register");
      expect(codes[0]).toEqual({ code: "84", country: "VN" });
      expect(codes.map((c) => c.country)).not.toContain("US");
      backend.db.prepare("UPDATE country SET enabled = 0").run();
      expect(await codesOf(registerLoader, "/m/register")).toEqual(DIALING_CODES);
    } finally {
      backend.db.prepare("UPDATE country SET enabled = 1").run();
      backend.db.prepare("UPDATE country SET sequence = 4 WHERE country_code = 'VN'").run();
    }
  });
});
