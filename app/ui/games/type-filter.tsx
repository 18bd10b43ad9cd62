import { Form } from "react-router";
import { useT } from "../use-t";

/** The game-type choice of a member list (favourites, recent): a GET form, so applying starts at page 1. */
export function TypeFilter({
  id,
  action,
  types,
  current,
}: {
  id: string;
  action: string;
  types: readonly string[];
  current: string | undefined;
}) {
  const t = useT();
  return (
    <Form method="get" action={action} className="fav-filter">
      <label htmlFor={id}>{t("games.classify")}</label>
      <GameTypeSelect id={id} types={types} current={current} />
      <button type="submit" className="button">
        {t("games.apply")}
      </button>
    </Form>
  );
}

/** The game types to choose from, "all" first (its value is empty: no type). */
export function GameTypeSelect({
  id,
  types,
  current,
}: {
  id: string;
  types: readonly string[];
  current: string | undefined;
}) {
  const t = useT();
  return (
    <select id={id} name="gameType" defaultValue={current ?? ""}>
      <option value="">{t("games.category.ALL")}</option>
      {types.map((type) => (
        <option key={type} value={type}>
          {t(`games.category.${type}`, { defaultValue: type })}
        </option>
      ))}
    </select>
  );
}
