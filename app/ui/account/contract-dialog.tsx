import { Form, useFetcher, useLocation } from "react-router";
import { Dialog } from "./dialog";
import { useT } from "../use-t";

/**
 * A contract awaits the member (accounts §4): go to its page, or "later". Either answer is a POST
 * to /resources/contract-later, which remembers for the browser session that the member was asked
 * (so the dialog does not come back on every home load) and goes where the answer leads; without
 * JavaScript the same form works. Escape is "later".
 */
export function ContractDialog({ path, onDone }: { path: string; onDone: () => void }) {
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  const here = location.pathname + location.search;
  const later = () => {
    onDone();
    void fetcher.submit({ redirectTo: here }, { method: "post", action: "/resources/contract-later" });
  };
  return (
    <Dialog title={t("account.contract.title")} onCancel={later}>
      <p>{t("account.contract.body")}</p>
      <Form
        method="post"
        action="/resources/contract-later"
        className="dialog__actions"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value !== here) return onDone();
          // "Later" stays on this page: no navigation, the dialog just goes.
          event.preventDefault();
          later();
        }}
      >
        <button type="submit" name="redirectTo" value={here} className="button button--ghost">
          {t("account.contract.cancel")}
        </button>
        <button type="submit" name="redirectTo" value={path} className="button">
          {t("account.contract.open")}
        </button>
      </Form>
    </Dialog>
  );
}
