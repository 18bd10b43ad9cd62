import "~/styles/responsible.css";
import { Link } from "react-router";
import { RESPONSIBLE_PAGE } from "~/domain/responsible";
import { useLocaleTag, useMoney } from "./use-money";
import { formatInstant, refusalKey } from "~/domain/responsible-words";
import { useT } from "./use-t";

/**
 * Why the member's own limit or exclusion refused this (login, deposit, game), in words: which limit,
 * until when, what may still be deposited; a limit (not an exclusion) links to the page that sets it.
 */
export function ResponsibleRefusalText({
  refusal,
  inSummary = false,
}: {
  refusal: { limit: string; resetsAt: number | null; remainingCents?: number };
  /** Inside a form's refusal summary, which is the alert and takes the focus. */
  inSummary?: boolean;
}) {
  const money = useMoney();
  const t = useT();
  const locale = useLocaleTag();
  const key = refusalKey(refusal.limit);
  if (!key) return null;
  const excluded = refusal.limit === "break" || refusal.limit === "selfExclusion";
  return (
    <div role={inSummary ? undefined : "alert"} className="responsible-refusal">
      <p>
        {t(`responsible:${key}`, {
          until: refusal.resetsAt === null ? "" : formatInstant(refusal.resetsAt, locale),
          remaining: money(refusal.remainingCents ?? 0),
        })}
      </p>
      {excluded ? null : (
        <Link to={`${RESPONSIBLE_PAGE}#limits`} className="button button--ghost">
          {t("responsible:refused.limits")}
        </Link>
      )}
    </div>
  );
}
