import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { RefusalSummary } from "./refusal-summary";
import { useSay } from "./say";

/**
 * A conform form's server answer as the refusal summary: the whole form's errors (conform keeps them
 * under "") and the refused fields by their labels, in the form's `order`, each linked to its input. Message keys are
 * said under `prefix` unless they name their namespace.
 */
export function FormRefusals({
  answer,
  fields,
  labels,
  order,
  prefix,
  fallback = "account.errors.unknown_error",
  values,
  children,
}: {
  answer: SubmissionResult<string[]> | undefined;
  fields: Record<string, { id: string } | undefined>;
  /** The fields' labels, as the summary names them. */
  labels: Record<string, string>;
  order: readonly string[];
  prefix: string;
  /** What the messages name ({{min}}, {{max}}). */
  values?: Record<string, string>;
  /** What an unknown key says. */
  fallback?: string;
  /** More of the refusal, said inside the summary. */
  children?: ReactNode;
}) {
  const say = useSay(prefix, fallback);
  const error = answer?.error ?? {};
  const named = Object.keys(error).filter((name) => name !== "" && (error[name]?.length ?? 0) > 0);
  const inOrder = [
    ...order.filter((name) => named.includes(name)),
    ...named.filter((n) => !order.includes(n)),
  ];
  return (
    <RefusalSummary
      answered={answer}
      formErrors={(error[""] ?? []).map((key) => say(key, values))}
      fieldErrors={inOrder.map((name) => ({
        id: fields[name]?.id ?? name,
        name: labels[name] ?? name,
      }))}
    >
      {children}
    </RefusalSummary>
  );
}
