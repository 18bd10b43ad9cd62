import { useResourceJson } from "../resource-json";
import { useT } from "../use-t";

/**
 * The username field with its availability: when the field is left holding a name of the right form,
 * the platform is asked whether it is taken, and "taken" shows under the field before submitting
 * (with JavaScript; without, the submission's answer says it). A plain request, not a fetcher's load:
 * leaving the field is not asking, and a fetcher's route module import cancelled by a new document
 * (the field is often left by a tap that leaves the page) would reload the page left (decision 0059).
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
  const availability = useResourceJson<{ username: string; taken: boolean }>();
  const answer = availability.data;
  const taken = answer?.taken === true && answer.username === value.trim();
  return (
    <div
      onBlur={(event) => {
        const input = event.target;
        if (!(input instanceof HTMLInputElement) || input.name !== "username") return;
        const name = input.value.trim();
        if (!name || (regExp && !new RegExp(regExp).test(name)) || name === answer?.username) return;
        availability.load(`/resources/username?${new URLSearchParams({ username: name })}`);
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
