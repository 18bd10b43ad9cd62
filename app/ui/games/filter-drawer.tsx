import { Form } from "react-router";
import { MIN_BET_OPTIONS } from "~/domain/games";
import type { ListQuery } from "~/domain/games-query";
import { GameTypeSelect } from "./type-filter";
import { useT } from "../use-t";

/**
 * The filter drawer: a GET form of manufacturers and, for RNG, the minimum bet; on /m/gameList, whose
 * game type is part of its query, the game type too (LOTT there leaves for the lottery page). It opens as the
 * page's :target (the header's filter link), so no JavaScript is needed; applying starts at page 1.
 */
export function FilterDrawer({
  id,
  action,
  query,
  manufacturers,
  classifies,
  showMinBet,
  gameTypes,
}: {
  id: string;
  action: string;
  query: Partial<ListQuery>;
  manufacturers: { vassalage: string; displayName: string }[];
  classifies: string[];
  showMinBet: boolean;
  /** The game types to choose from; without them the current type is kept as it is. */
  gameTypes?: readonly string[];
}) {
  const t = useT();
  const minBet = query.minBet ?? "all";
  return (
    <section id={id} className="filter-drawer" aria-label={t("games.filterTitle")}>
      <Form method="get" action={action} className="filter-drawer__panel">
        <h2>{t("games.filterTitle")}</h2>
        {gameTypes ? (
          <p className="filter-drawer__type">
            <label htmlFor={`${id}-type`}>{t("games.gameType")}</label>
            <GameTypeSelect id={`${id}-type`} types={gameTypes} current={query.gameType} />
          </p>
        ) : query.gameType ? (
          <input type="hidden" name="gameType" value={query.gameType} />
        ) : null}
        {query.gameName ? <input type="hidden" name="gameName" value={query.gameName} /> : null}
        {query.minLine !== undefined ? (
          <input type="hidden" name="minLine" value={String(query.minLine)} />
        ) : null}
        {query.isNew ? <input type="hidden" name="isNew" value="1" /> : null}
        <fieldset>
          <legend>{t("games.manufacturers")}</legend>
          <div className="filter-drawer__options">
            {manufacturers.map((m) => (
              <label key={m.vassalage}>
                <input
                  type="checkbox"
                  name="vassalage"
                  value={m.vassalage}
                  defaultChecked={query.vassalage?.includes(m.vassalage)}
                />
                {m.displayName}
              </label>
            ))}
          </div>
        </fieldset>
        {classifies.length > 0 ? (
          <fieldset>
            <legend>{t("games.classify")}</legend>
            <div className="filter-drawer__options">
              <label>
                <input type="radio" name="gameClassify" value="" defaultChecked={!query.gameClassify} />
                {t("games.minBetAll")}
              </label>
              {classifies.map((c) => (
                <label key={c}>
                  <input
                    type="radio"
                    name="gameClassify"
                    value={c}
                    defaultChecked={query.gameClassify === c}
                  />
                  {t(`games.classifyName.${c}`, { defaultValue: c })}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {showMinBet ? (
          <fieldset>
            <legend>{t("games.minBet")}</legend>
            <div className="filter-drawer__options">
              {MIN_BET_OPTIONS.map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name="minBet"
                    value={String(option)}
                    defaultChecked={minBet === option}
                  />
                  {option === "all" ? t("games.minBetAll") : option}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="filter-drawer__actions">
          <a
            href={action + (query.gameType ? `?gameType=${query.gameType}` : "")}
            className="button button--ghost"
          >
            {t("games.reset")}
          </a>
          <button type="submit" className="button">
            {t("games.apply")}
          </button>
        </div>
        <a href="#" className="filter-drawer__close" aria-label={t("app.close")}>
          ×
        </a>
      </Form>
    </section>
  );
}
