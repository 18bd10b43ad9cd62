import { Link, useNavigate } from "react-router";
import { useT } from "./use-t";
import { HOME_PATH } from "~/domain/paths";

/**
 * Back to home (entry pages) or one step back. It is a link to home, so it works without
 * JavaScript; with JavaScript a "history" back goes one step back instead.
 */
export function BackButton({ target }: { target: "home" | "history" }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Link
      to={HOME_PATH}
      className="icon-button"
      aria-label={t("app.back")}
      onClick={(event) => {
        if (target === "history" && window.history.length > 1) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Link>
  );
}
