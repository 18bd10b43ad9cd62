// The forms kit's defence for every form that moves money or changes a limit (issue 21): a new
// money form gets it by wrapping its fields in <MoneyForm> and using <SubmitButton>.
import type { SubmissionResult } from "@conform-to/react";
import { createContext, Fragment, useContext, type ReactNode } from "react";
import { useFormAnswer, type FormAnswerOf } from "./form-answer";

const KeyField = createContext<{ name: string; value: string } | null>(null);

/**
 * One round of a money form. `formKey` comes from the loader, new on every load: it is the
 * idempotency key the backend moves money once for, sent in the hidden field `keyName`.
 * - After an accepted post the action redirects, the loader makes a new key, and everything under
 *   here mounts again: the form is empty, and the filled form that was sent is gone, so a second tap
 *   cannot send it again under the new key.
 * - After a refusal the answer carries the key the post used: the round goes on with what was typed,
 *   and a retry names the same request (a lost answer never doubles the money).
 * `children` gets the form's last answer (with JavaScript or carried across the redirect without it).
 */
export function MoneyForm<A extends object = { result?: SubmissionResult<string[]> }>({
  formId,
  formKey,
  keyName = "idempotencyKey",
  actionData,
  children,
}: {
  formId: string;
  formKey: string;
  keyName?: string;
  actionData: unknown;
  children: (answer: FormAnswerOf<A> | undefined) => ReactNode;
}) {
  const answer = useFormAnswer<A>(formId, actionData);
  const sent = (answer as { result?: SubmissionResult<string[]> } | undefined)?.result?.initialValue?.[
    keyName
  ];
  const key = typeof sent === "string" && sent ? sent : formKey;
  return (
    <KeyField.Provider value={{ name: keyName, value: key }}>
      <Fragment key={key}>{children(answer)}</Fragment>
    </KeyField.Provider>
  );
}

/** The round's key as a hidden field: put it inside the <Form>. */
export function MoneyFormKey() {
  const field = useContext(KeyField);
  if (!field) throw new Error("MoneyFormKey belongs inside a MoneyForm");
  return <input type="hidden" name={field.name} value={field.value} />;
}
