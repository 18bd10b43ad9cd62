import { Form } from "react-router";
import type { PromotionStatus } from "~/domain/promotions";
import { useT } from "../use-t";

/**
 * A promotion's label for the visitor: a Join or Claim button (a form post to the page, so it works
 * without JavaScript) or the state it is in (Joined, Claimed, Applying, coming soon, Close ...).
 */
export function PromotionStatusControl({
  promotionId,
  status,
}: {
  promotionId: number;
  status: PromotionStatus;
}) {
  const t = useT();
  const label = t(`content.label.${status.label}`);
  if (!status.intent) return <span className={`promo-state promo-state--${status.label}`}>{label}</span>;
  return (
    <Form method="post" className="promo-action" preventScrollReset>
      <input type="hidden" name="intent" value={status.intent} />
      <input type="hidden" name="promotionId" value={promotionId} />
      <button type="submit" className="button button--primary promo-action__button">
        {label}
      </button>
    </Form>
  );
}
