import { useId } from "react";
import { withParam } from "./account/menu-href";
import { Form, useLocation } from "react-router";
import { flagCountry, flagEmoji, toPlatformLanguage } from "~/domain/language";
import { showLanguageSelector } from "~/domain/menus";
import { useT } from "./use-t";

/**
 * A plain form (works without JavaScript: choose, then Apply); with JavaScript choosing submits, even
 * before hydration, and Apply is not shown.
 * Always a document submission: the new page brings the new language's texts (the browser holds
 * only the language of the document it loaded). Shown only when the merchant supports more than one language.
 * In a header (`compact`) it shows the language's code, the select laid over it: a long name
 * ("Bahasa Indonesia") is never clipped and the page title keeps its room.
 */
export function LanguageSwitch({
  languages,
  current,
  compact = false,
}: {
  languages: string[];
  current: string;
  compact?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  // It can stand twice on a page (header and left menu), so its id is generated.
  const id = useId();
  if (!showLanguageSelector(languages)) return null;
  return (
    <Form
      method="post"
      action="/resources/language"
      className={compact ? "language-switch language-switch--compact" : "language-switch"}
      reloadDocument
    >
      {/* Back where the user was, with the menu that held the switch closed. */}
      <input
        type="hidden"
        name="redirectTo"
        value={withParam(location.pathname, location.search, "menu", null)}
      />
      <label htmlFor={id} className="visually-hidden">
        {t("settings.language")}
      </label>
      {compact ? (
        <span className="language-switch__current" aria-hidden="true">
          {toPlatformLanguage(current)}
        </span>
      ) : null}
      <select
        id={id}
        name="language"
        defaultValue={toPlatformLanguage(current)}
        // Choosing sends the form, from the first paint on (app/ui/auto-submit.ts).
        data-autosubmit=""
      >
        {languages.map((code) => {
          // Each language with its flag country's flag (accounts §1).
          const country = flagCountry(code);
          const name = t(`language.${code}`, { defaultValue: code });
          return (
            <option key={code} value={code}>
              {country ? `${flagEmoji(country)} ${name}` : name}
            </option>
          );
        })}
      </select>
      {/* Rendered for everyone; with scripting on CSS hides it from the first paint (app.css), as
          dropping it at hydration moved the controls beside it under a tap. */}
      {compact ? (
        // In the header an icon: the word took the title's room without JavaScript ("Depos/it").
        <button type="submit" className="language-switch__apply language-switch__apply--icon">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t("settings.apply")}</span>
        </button>
      ) : (
        <button type="submit" className="language-switch__apply">
          {t("settings.apply")}
        </button>
      )}
    </Form>
  );
}
