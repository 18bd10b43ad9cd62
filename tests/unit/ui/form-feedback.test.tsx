// Form feedback (issue 14): a field's rule in words, the first refused field focused by the server's
// HTML, the announced summary, and the same-password prompt kept to the player's own submit.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { fieldFormat } from "~/domain/field-format";
import { resources } from "~/locales";
import { ErrorSummary, FormAnswer, TextField } from "~/ui/forms/field";
import { formatWords } from "~/ui/forms/field-format-words";
import type { FormShape } from "~/ui/forms/form-shape";
import { isPlayerSubmit } from "~/ui/forms/player-submit";
import { renderHtml } from "../../support/render";

const USERNAME = { regExp: "^[A-Za-z][A-Za-z0-9_]{5,15}$", messageKey: "in_account_format" };
const PASSWORD = "^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$";

function tIn(language: "en" | "ko") {
  const i18n = createInstance({
    lng: language,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  i18n.init();
  return i18n.t;
}

describe("a field's rule in words", () => {
  it("says the account and password rules of the server's settings", () => {
    const t = tIn("en");
    expect(formatWords(fieldFormat(USERNAME.regExp)!, t, "en")).toBe(
      "6 to 16 characters (letters, digits, or _), starting with a letter",
    );
    expect(formatWords(fieldFormat(PASSWORD)!, t, "en")).toBe(
      "8 to 20 characters (letters, digits, or symbols), with at least one letter and one digit",
    );
    expect(formatWords(fieldFormat("^\\d{6}$")!, t, "en")).toBe("exactly 6 characters (digits)");
    expect(formatWords(fieldFormat("^[^<>]{2,20}$")!, t, "en")).toBe("2 to 20 characters (anything but < >)");
  });

  it("says it in the player's language", () => {
    expect(formatWords(fieldFormat(USERNAME.regExp)!, tIn("ko"), "ko")).toBe(
      "6~16자 (영문자, 숫자 또는 _), 영문자로 시작",
    );
  });
});

/** A two-field form as the server renders it after an answer. */
function Answered({ result, order }: { result: SubmissionResult<string[]>; order: string[] }) {
  const [, fields] = useForm<FormShape>({ id: "f", lastResult: result });
  return (
    <FormAnswer.Provider value={{ answer: result, secrets: [], order }}>
      <ErrorSummary />
      <TextField
        field={fields.username}
        label="Username"
        format={{ words: "6 to 16 characters", ...USERNAME }}
      />
      <TextField field={fields.affiliateCode} label="Invitation code" />
    </FormAnswer.Provider>
  );
}

describe("the server's answer", () => {
  const refused = (error: Record<string, string[]>, initialValue: Record<string, string>) =>
    ({ status: "error", initialValue, error }) as SubmissionResult<string[]>;

  it("focuses the first refused field in the form's order and announces a summary", () => {
    const html = renderHtml(
      <Answered
        result={refused(
          { affiliateCode: ["invitation_code_error"], username: ["in_account_format"] },
          { username: "1bad", affiliateCode: "ZZZZ9999" },
        )}
        order={["username", "affiliateCode"]}
      />,
    );
    expect(html).toMatch(
      /<p role="alert" class="error-summary">Please correct the marked fields \(2\)\.<\/p>/,
    );
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*name="username"[^>]*autofocus|<input[^>]*autofocus[^>]*name="username"/);
    // The account error says the rule; a well-formed code that is unknown gets no rule.
    expect(html).toContain("The account format is incorrect");
    expect(html).toContain("Allowed: 6 to 16 characters.");
    expect(html).toContain("Invalid invitation code");
  });

  it("says no rule after an error that is not about the format", () => {
    const html = renderHtml(
      <Answered
        result={refused({ username: ["in_username_exists"] }, { username: "taken_name" })}
        order={[]}
      />,
    );
    expect(html).toContain("Username already exists");
    expect(html).not.toContain("Allowed:");
    expect(html).toContain("autofocus"); // refused fields outside `order` still take the focus
  });

  it("has neither summary nor focus before any answer", () => {
    const html = renderHtml(<Answered result={{ status: "success" } as never} order={["username"]} />);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("autofocus");
  });
});

/** One required field and one optional, before any answer. */
function Marked() {
  const [, fields] = useForm<FormShape>({ id: "m" });
  return (
    <>
      <TextField field={fields.username} label="Username" required />
      <TextField field={fields.affiliateCode} label="Invitation code" />
    </>
  );
}

describe("the required marker (accounts §5: a required marker per field)", () => {
  it("marks a required field (the star of forms.css) and aria-required, its label's text unchanged; an optional one not", () => {
    const html = renderHtml(<Marked />);
    const [required, optional] = html.split('<div class="field">').slice(1);
    expect(required).toMatch(/<label for="[^"]+" data-required="" title="required">Username<\/label>/);
    expect(required).toMatch(/<input[^>]*aria-required="true"/);
    expect(optional).not.toContain("data-required");
    expect(optional).not.toContain("aria-required");
  });
});

describe("the same-password prompt", () => {
  const submitBy = (submitter: { name?: string } | null) =>
    ({
      nativeEvent: {
        submitter: submitter && {
          getAttribute: (n: string) => (n === "name" ? (submitter.name ?? null) : null),
        },
      },
    }) as unknown as React.FormEvent<HTMLFormElement>;

  it("belongs to the player's submit, not to conform's field checks", () => {
    expect(isPlayerSubmit(submitBy({}))).toBe(true); // the Save button
    expect(isPlayerSubmit(submitBy(null))).toBe(true); // Enter in a field
    expect(isPlayerSubmit(submitBy({ name: "__intent__" }))).toBe(false); // a blur or input check
  });
});
