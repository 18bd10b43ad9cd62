import { useFetcher } from "react-router";
import { useT } from "../use-t";

/**
 * The username field with its availability: when the field is left holding a name of the right form,
 * the platform is asked whether it is taken, and "taken" shows under the field before submitting
 * (with JavaScript; without, the submission's answer says it).
 */
export function UsernameAvailability({
  value,
  regExp,
  children,
}: {
  /** The field's current value: an answer about another name is not shown. */
  value: string;
  /** The field's rule: a name that breaks it is not asked about (its own error shows). */
  regExp: string | undefined;
  children: React.ReactNode;
}) {
  const t = useT();
  const fetcher = useFetcher<{ username: string; taken: boolean }>();
  const answer = fetcher.data;
  const taken = answer?.taken === true && answer.username === value.trim();
  return (
    <div
      onBlur={(event) => {
        const input = event.target;
        if (!(input instanceof HTMLInputElement) || input.name !== "username") return;
        const name = input.value.trim();
        if (!name || (regExp && !new RegExp(regExp).test(name)) || name === answer?.username) return;
        void fetcher.load(`/resources/username?${new URLSearchParams({ username: name })}`);
      }}
    >
      {children}
      {taken ? (
        <p className="field__error" role="alert">
          {t("account.errors.in_username_exists")}
        </p>
      ) : null}
    </div>
  );
}
