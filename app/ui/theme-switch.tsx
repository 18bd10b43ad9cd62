import { withParam } from "./account/menu-href";
import { Form, useLocation } from "react-router";
import { useT } from "./use-t";

/**
 * One button that posts the other theme; the server renders the chosen theme (no flash). A plain
 * document post (`reloadDocument`), with JavaScript too: the whole page is drawn again in the new
 * theme anyway, and a tap while the page hydrates is never handed to a React handler that is not
 * there yet (on a busy machine such a tap changed nothing, issue 24).
 */
export function ThemeSwitch({ theme }: { theme: "dark" | "light" }) {
  const t = useT();
  const location = useLocation();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <Form method="post" action="/resources/theme" reloadDocument>
      {/* Back where the user was, with the menu that held the switch closed. */}
      <input
        type="hidden"
        name="redirectTo"
        value={withParam(location.pathname, location.search, "menu", null)}
      />
      <button
        type="submit"
        name="theme"
        value={next}
        className="icon-button"
        aria-label={t("settings.switchTo", { theme: t(`settings.${next}`) })}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          {next === "light" ? (
            <path
              d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1v3M12 20v3M1 12h3M20 12h3M4 4l2 2M18 18l2 2M4 20l2-2M18 6l2-2"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
            />
          ) : (
            <path d="M21 13A9 9 0 1 1 11 3a7 7 0 0 0 10 10z" fill="currentColor" />
          )}
        </svg>
      </button>
    </Form>
  );
}
