import type { promotionDates } from "~/domain/promotions";
import { useT } from "../use-t";

/** "2026/01/01 - 2026/02/01", or "2026/01/01 Long-term" when the promotion never expires. */
export function PromotionDates({ dates }: { dates: ReturnType<typeof promotionDates> }) {
  const t = useT();
  return (
    <p className="promo-dates">
      {dates.kind === "range" ? (
        <>
          <time dateTime={dates.start.replaceAll("/", "-")}>{dates.start}</time> -{" "}
          <time dateTime={dates.end.replaceAll("/", "-")}>{dates.end}</time>
        </>
      ) : (
        <>
          <time dateTime={dates.start.replaceAll("/", "-")}>{dates.start}</time> {t("content.longTerm")}
        </>
      )}
    </p>
  );
}
