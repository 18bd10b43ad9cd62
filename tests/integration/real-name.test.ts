// Real-name verification (accounts §1, issue 23 item 18) against the reference backend: a member
// sends a name and document number once, sees the check with the number masked, may send again only
// after the operator rejects it; a number belongs to one account; a verified name becomes the payee.
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/member/real-name";
import { createMember, type TestMember } from "../support/member";
import { OPERATOR_TOKEN } from "../support/servers";
import { backendOfFile, memberCookie, request, runRoute, testServices, unwrap } from "../support/route";

const backend = backendOfFile();
const BORN = "1990-03-07";
/** The day a member born then would turn 21 tomorrow (UTC, as the platform counts). */
const turns21Tomorrow = () => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 21);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
const services = () => testServices(backend.url);

type Refused = {
  formId: string;
  result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
};

async function send(member: TestMember, form: Record<string, string>, headers: Record<string, string> = {}) {
  const req = request("/m/realName", { cookie: await memberCookie(member), form, headers });
  return runRoute(services(), action, req);
}
const shown = async (member: TestMember) =>
  unwrap<{ check: Record<string, unknown> | null }>(
    await runRoute(services(), loader, request("/m/realName", { cookie: await memberCookie(member) })),
  ).data.check;
const decide = (member: TestMember, verb: "verify" | "reject") =>
  fetch(`${backend.url}/operator/realName/${member.id}/${verb}`, {
    method: "POST",
    headers: { "X-Operator-Token": OPERATOR_TOKEN },
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errorCode?: string } }));
const payeeOf = (member: TestMember) =>
  backend.db.prepare("SELECT payee_name FROM members WHERE id = ?").pluck().get(member.id);

describe("real-name verification", () => {
  it("sends a check once, shows it masked and pending, and after verification pays to the name", async () => {
    const member = createMember(backend.db);
    expect(await shown(member)).toEqual({ status: "none" });
    const answer = (await send(member, {
      realName: "  Nguyễn  Văn An ",
      idNumber: "ab-1234 5678",
      birthday: BORN,
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer).toRedirectTo("/m/realName");
    expect(await shown(member)).toMatchObject({
      status: "pending",
      realName: "Nguyễn Văn An",
      idNumber: "AB******78",
      decidedAt: null,
    });
    // A second tap while it is pending is refused with a message, not a second check.
    const again = unwrap<Refused>(
      await send(member, { realName: "Nguyễn Văn An", idNumber: "AB12345678", birthday: BORN }),
    );
    expect(again.status).toBe(409);
    expect(again.data.result.error[""]).toEqual(["member.realName.errors.submitted"]);
    expect(payeeOf(member)).toBeNull();
    expect((await decide(member, "verify")).status).toBe(200);
    expect(await shown(member)).toMatchObject({ status: "verified", decidedAt: expect.any(String) });
    expect(payeeOf(member)).toBe("Nguyễn Văn An");
    expect((await decide(member, "reject")).body.errorCode).toBe("realname.not.pending");
  });

  it("refuses bad fields at each field, keeping what was typed, and sends nothing", async () => {
    const member = createMember(backend.db);
    const refused = unwrap<Refused>(await send(member, { realName: "X", idNumber: "12/45", birthday: BORN }));
    expect(refused.status).toBe(400);
    expect(refused.data.formId).toBe("real-name");
    expect(refused.data.result.error.realName).toEqual(["member.realName.errors.name"]);
    expect(refused.data.result.error.idNumber).toEqual(["member.realName.errors.id_number"]);
    expect(refused.data.result.initialValue).toMatchObject({
      realName: "X",
      idNumber: "12/45",
      birthday: BORN,
    });
    expect(await shown(member)).toEqual({ status: "none" });
    // Without JavaScript: 303 back to the page with the answer carried.
    const document = (await send(
      member,
      { realName: "", idNumber: "", birthday: BORN },
      { "Sec-Fetch-Mode": "navigate" },
    )) as Response;
    expect(document.status).toBe(303);
    expect(document).toRedirectTo("/m/realName");
  });

  it("refuses a member under 21 at the date of birth", async () => {
    const member = createMember(backend.db);
    const young = unwrap<Refused>(
      await send(member, { realName: "Ann Lee", idNumber: "P7654321", birthday: turns21Tomorrow() }),
    );
    expect(young.status).toBe(400);
    expect(young.data.result.error.birthday).toEqual(["member.realName.errors.birthday_age"]);
    expect(await shown(member)).toEqual({ status: "none" });
    const sent = (await send(member, {
      realName: "Ann Lee",
      idNumber: "P7654321",
      birthday: BORN,
    })) as Response;
    expect(sent.status).toBe(303);
    expect(
      backend.db.prepare("SELECT birth_date FROM real_name WHERE member_id = ?").pluck().get(member.id),
    ).toBe(BORN);
  });

  it("gives a document number to one account, frees it on rejection, and lets the rejected send again", async () => {
    const first = createMember(backend.db);
    const second = createMember(backend.db);
    await send(first, { realName: "Ann Lee", idNumber: "P9876543", birthday: BORN });
    const taken = unwrap<Refused>(
      await send(second, { realName: "Bo Kim", idNumber: "p 987 6543", birthday: BORN }),
    );
    expect(taken.status).toBe(409);
    expect(taken.data.result.error.idNumber).toEqual(["member.realName.errors.id_used"]);
    expect((await decide(first, "reject")).status).toBe(200);
    expect(await shown(first)).toMatchObject({ status: "rejected" });
    expect(
      ((await send(second, { realName: "Bo Kim", idNumber: "P9876543", birthday: BORN })) as Response).status,
    ).toBe(303);
    const resent = (await send(first, {
      realName: "Ann Lee",
      idNumber: "P1111111",
      birthday: BORN,
    })) as Response;
    expect(resent.status).toBe(303);
    expect(await shown(first)).toMatchObject({ status: "pending", idNumber: "P1****11" });
  });

  it("is checked again by the platform, and a guest is sent to log in", async () => {
    const member = createMember(backend.db);
    const post = (body: unknown) =>
      fetch(`${backend.url}/wps/member/realName`, {
        method: "POST",
        headers: { Merchant: "demo", Authorization: member.token, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        code: ((await r.json()) as { errorCode?: string }).errorCode,
      }));
    expect(await post({ realName: "R2-D2", idNumber: "123456", birthday: BORN })).toEqual({
      status: 400,
      code: "realname.name.invalid",
    });
    expect(await post({ realName: "Ann Lee", idNumber: "12345", birthday: BORN })).toEqual({
      status: 400,
      code: "realname.id.invalid",
    });
    // The date of birth is the platform's check too (accounts §5: birthday check for 21 years).
    expect(await post({ realName: "Ann Lee", idNumber: "123456", birthday: "1990-02-30" })).toEqual({
      status: 400,
      code: "realname.birthday.invalid",
    });
    expect(await post({ realName: "Ann Lee", idNumber: "123456", birthday: turns21Tomorrow() })).toEqual({
      status: 400,
      code: "realname.birthday.age",
    });
    expect(await post({ realName: "Ann Lee", idNumber: "123456" })).toMatchObject({
      status: 400,
      code: "param.invalid",
    });
    expect(await post({ realName: 7 })).toMatchObject({ status: 400, code: "param.invalid" });
    const guest = (await runRoute(services(), loader, request("/m/realName"))) as Response;
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/m\/login/);
  });
});
