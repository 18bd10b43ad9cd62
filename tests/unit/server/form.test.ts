// Answers to forms: errors in place with status 400, secrets never echoed; the honeypot check.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { honeypotRefusal } from "~/.server/honeypot";
import { HONEYPOT_FIELD } from "~/domain/registration";

const schema = z.object({ username: z.string(), password: z.string(), newPassword: z.string().min(8) });

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

const unwrap = (answer: { data: unknown; init: ResponseInit | null }) => ({
  data: answer.data as {
    result: { initialValue?: Record<string, unknown>; error?: Record<string, unknown> };
  },
  status: answer.init?.status ?? 200,
});

describe("replyInvalid", () => {
  const submission = parseWithZod(form({ username: "demo", password: "secret", newPassword: "short" }), {
    schema,
  });

  it("answers 400 with the errors in place and the extra data beside them", () => {
    const answer = replyInvalid(submission, { hideFields: [] }, { captcha: null });
    const { data, status } = unwrap(answer);
    expect(status).toBe(400);
    expect(data).toMatchObject({ captcha: null });
    expect(data.result.error?.newPassword).toBeTruthy();
  });

  it("never echoes a password field, even one the route did not list", () => {
    const { data } = unwrap(replyInvalid(submission, { hideFields: ["captcha"] }, {}));
    expect(data.result.initialValue).toEqual({ username: "demo" });
  });

  it("puts refusals on the form or on a named field", () => {
    const { data } = unwrap(
      replyInvalid(
        submission,
        { formErrors: ["login_failed"], fieldErrors: { username: ["taken"] }, hideFields: [] },
        {},
      ),
    );
    expect(data.result.error).toMatchObject({ "": ["login_failed"], username: ["taken"] });
  });
});

describe("replyAccepted", () => {
  const submission = parseWithZod(
    form({ username: "demo", password: "secret", newPassword: "long enough" }),
    {
      schema,
    },
  );

  it("keeps the values but not the secrets, with the status the route gives", () => {
    const { data, status } = unwrap(replyAccepted(submission, { hideFields: [] }, { codeSent: 1 }));
    expect(status).toBe(200);
    expect(data).toMatchObject({ codeSent: 1 });
    expect(data.result.initialValue).toEqual({ username: "demo" });
  });

  it("clears the form when asked", () => {
    const { data } = unwrap(
      replyAccepted(submission, { resetForm: true }, {}, { headers: { Refresh: "1" } }),
    );
    expect(data.result.initialValue).toBeNull();
  });
});

describe("honeypotRefusal", () => {
  it("lets a person through and refuses a bot with the generic error", () => {
    expect(honeypotRefusal(form({ username: "demo" }))).toBeNull();
    expect(honeypotRefusal(form({ [HONEYPOT_FIELD]: "" }))).toBeNull();
    expect(honeypotRefusal(form({ [HONEYPOT_FIELD]: "http://spam.example" }))).toEqual({
      formErrors: ["unknown_error"],
    });
  });
});
