import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { SEARCH_DEBOUNCE_MS } from "~/domain/games";
import type { FilterChip, ListQuery } from "~/domain/games-query";
import { listSearch } from "~/domain/games-query";
import { HOME_PATH, SEARCH_GAMES_PATH } from "~/domain/paths";
import { useT } from "../use-t";
import { MenuButton } from "../account/header-account";

/** The filters a search keeps, as hidden fields (a new search starts again at page 1). */
export function KeptFilters({ query, except }: { query: Partial<ListQuery>; except?: "gameName" }) {
  return (
    <>
      {query.gameType ? <input type="hidden" name="gameType" value={query.gameType} /> : null}
      {(query.vassalage ?? []).map((v) => (
        <input key={v} type="hidden" name="vassalage" value={v} />
      ))}
      {query.gameClassify ? <input type="hidden" name="gameClassify" value={query.gameClassify} /> : null}
      {query.minBet !== undefined && query.minBet !== "all" ? (
        <input type="hidden" name="minBet" value={String(query.minBet)} />
      ) : null}
      {query.minLine !== undefined ? (
        <input type="hidden" name="minLine" value={String(query.minLine)} />
      ) : null}
      {query.isNew ? <input type="hidden" name="isNew" value="1" /> : null}
      {except !== "gameName" && query.gameName ? (
        <input type="hidden" name="gameName" value={query.gameName} />
      ) : null}
    </>
  );
}

/** A GET search form; with JavaScript it applies itself 500 ms after the last keystroke. */
export function SearchForm({
  action,
  query,
  onName,
}: {
  action: string;
  query: Partial<ListQuery>;
  /** Filters the loaded list at once instead of asking the server (hot and favourites pages). */
  onName?: (name: string) => void;
}) {
  const t = useT();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" action={action} role="search" className="games-search">
      <KeptFilters query={query} except="gameName" />
      <label className="visually-hidden" htmlFor="games-search">
        {t("games.searchLabel")}
      </label>
      <input
        id="games-search"
        type="search"
        name="gameName"
        defaultValue={query.gameName ?? ""}
        placeholder={t("games.search")}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => {
          if (onName) return onName(event.currentTarget.value);
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(
            () => submit(form, { replace: true, preventScrollReset: true }),
            SEARCH_DEBOUNCE_MS,
          );
        }}
      />
      {/* Our own clear control (Firefox draws none; the others' is hidden in games.css), shown while
          the box has text: a link to the search without the name, and with JavaScript it empties
          the box in place and keeps the focus there. Out of the Tab order, as the forms' clear
          buttons are (issue 62): Tab goes from the box to its search button. */}
      <Link
        to={action + listSearch({ ...query, gameName: undefined, page: undefined })}
        replace
        className="games-search__clear"
        tabIndex={-1}
        aria-label={t("games.searchClear")}
        onClick={(event) => {
          const form = event.currentTarget.closest("form");
          const box = form?.elements.namedItem("gameName");
          if (!form || !(box instanceof HTMLInputElement)) return;
          event.preventDefault();
          box.value = "";
          box.focus();
          // The list follows at once, as when the name is typed away.
          clearTimeout(timer.current);
          if (onName) onName("");
          else void submit(form, { replace: true, preventScrollReset: true });
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
      <button type="submit" className="games-search__submit">
        {t("games.searchSubmit")}
      </button>
    </Form>
  );
}

/**
 * The list's own header bar (the site header is hidden on list pages): back, the site menu, title,
 * search, filter, chips.
 */
export function ListHeader({
  title,
  action,
  query,
  chips,
  filterId,
  onName,
}: {
  title: string;
  action: string;
  query: Partial<ListQuery>;
  chips: FilterChip[];
  filterId?: string;
  onName?: (name: string) => void;
}) {
  const t = useT();
  return (
    <header className="list-header">
      <div className="list-header__bar">
        <Link to={HOME_PATH} className="icon-button" aria-label={t("app.back")}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Link>
        <MenuButton />
        <h1 className="list-header__title">{title}</h1>
        {/* The game center's search icon: the whole catalogue, typos forgiven. */}
        {filterId ? (
          <Link to={SEARCH_GAMES_PATH} className="icon-button" aria-label={t("games.searchAll")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="11" cy="11" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16 16l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Link>
        ) : null}
        {filterId ? (
          <a href={`#${filterId}`} className="icon-button" aria-label={t("games.filter")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </a>
        ) : null}
      </div>
      <SearchForm action={action} query={query} onName={onName} />
      {chips.length > 0 ? (
        <ul className="filter-chips" aria-label={t("games.activeFilters")}>
          {chips.map((chip) => {
            const label =
              chip.key === "gameClassify"
                ? t(`games.classifyName.${chip.value}`, { defaultValue: chip.value })
                : chip.key === "minLine"
                  ? t("games.minLineChip", { value: chip.value })
                  : chip.key === "isNew"
                    ? t("games.newGamesChip")
                    : chip.label;
            return (
              <li key={`${chip.key}:${chip.value}`}>
                <span>{label}</span>
                <Link
                  to={`${action}${chip.clear}`}
                  aria-label={t("games.clearFilter", { value: label })}
                  preventScrollReset
                >
                  ×
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </header>
  );
}
