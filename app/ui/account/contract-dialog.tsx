import { useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { Dialog } from "./dialog";
import { useT } from "../use-t";

/**
 * A contract awaits the member (accounts §4): go to its page, or "later", which is remembered for the
 * browser session (a POST, so it works without JavaScript too).
 */
export function ContractDialog({ path }: { path: string }) {
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  if (!open || fetcher.state !== "idle") return null;
  return (
    <Dialog title={t("account.contract.title")} onCancel={() => setOpen(false)}>
      <p>{t("account.contract.body")}</p>
      <fetcher.Form
        method="post"
        action="/resources/contract-later"
        className="dialog__actions"
        onSubmit={() => setOpen(false)}
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button button--ghost">
          {t("account.contract.cancel")}
        </button>
        <Link to={path} className="button">
          {t("account.contract.open")}
        </Link>
      </fetcher.Form>
    </Dialog>
  );
}
