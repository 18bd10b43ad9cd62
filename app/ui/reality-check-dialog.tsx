import { Form, useLocation } from "react-router";
import { useMoney } from "./use-money";
import { Dialog } from "./account/dialog";
import type { RealityCheckData } from "./reality-check-data";
import { useT } from "./use-t";

/** The reality check's dialog: loaded when a check is due (most pages never show one). */
export default function RealityCheckDialog({ check }: { check: RealityCheckData }) {
  const money = useMoney();
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Dialog title={t("responsible:reality.title")}>
      <p>{t("responsible:reality.played", { count: check.minutesPlayed })}</p>
      <p>{t("responsible:reality.result", { amount: money(check.netResultCents) })}</p>
      <Form method="post" action="/resources/reality-check" className="dialog__actions">
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button type="submit" name="intent" value="stop" className="button button--ghost">
          {t("responsible:reality.stop")}
        </button>
        <button type="submit" name="intent" value="continue" className="button">
          {t("responsible:reality.continue")}
        </button>
      </Form>
    </Dialog>
  );
}
