import { useLocation } from "react-router";
import { pageAnswerId } from "~/domain/page-answer";
import { useRootData } from "../root-data";

/** What an action answered a form (app/.server/form-answer.ts): its form's id and the page's shape. */
export type FormAnswerOf<Answer> = Answer & { formId: string };

/**
 * The last answer to the form `formId`: the action's (with JavaScript) or the one carried across
 * POST → 303 → GET in the flash cookie (without it). Another form's answer is not this one's.
 */
export function useFormAnswer<Answer extends object>(
  formId: string,
  actionData: unknown,
): FormAnswerOf<Answer> | undefined {
  const carried = useRootData()?.formAnswer;
  const mine = (answer: unknown) =>
    answer && typeof answer === "object" && (answer as { formId?: unknown }).formId === formId
      ? (answer as FormAnswerOf<Answer>)
      : undefined;
  return mine(actionData) ?? mine(carried);
}

/**
 * The answer to this page's own form carried across POST → 303 → GET without JavaScript
 * (answersByRedirect): read in place of the action's, which a redirect leaves undefined.
 */
export function usePageAnswer<Answer extends object>(): FormAnswerOf<Answer> | undefined {
  return useFormAnswer<Answer>(pageAnswerId(useLocation().pathname), undefined);
}
