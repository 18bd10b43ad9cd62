import { Link } from "react-router";
import { Dialog } from "../account/dialog";
import { useT } from "../use-t";

/** A trial player's refusal (accounts §8 free_reject, under in_popup_prompt); OK leads to `ok`. */
export function FreeRejectDialog({ ok }: { ok: string }) {
  const t = useT();
  return (
    <Dialog title={t("account.in_popup_prompt")}>
      <p>{t("account.free_reject")}</p>
      <div className="dialog__actions">
        <Link to={ok} className="button">
          {t("messages.ok")}
        </Link>
      </div>
    </Dialog>
  );
}
