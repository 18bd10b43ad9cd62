import { useState } from "react";
import { Form, Link } from "react-router";
import { Dialog } from "./dialog";
import { useHydrated } from "../use-hydrated";
import { useT } from "../use-t";

/** The form that signs out (posted to /m/set), with the spec's confirmation texts. */
export function SignOutConfirmation({ onCancel }: { onCancel?: () => void }) {
  const t = useT();
  return (
    <Form method="post" action="/m/set">
      <p>{t("account.set.sureLogout")}</p>
      <div className="dialog__actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t("account.set.cancel")}
          </button>
        ) : (
          <Link to="/m/set" className="button button--ghost">
            {t("account.set.cancel")}
          </Link>
        )}
        <button type="submit" name="intent" value="logout" className="button">
          {t("account.set.confirm")}
        </button>
      </div>
    </Form>
  );
}

/**
 * Sign out asks first: a link to the confirmation page /m/set?confirm=logout, which its click, once
 * hydrated, turns into the confirmation dialog. One element throughout: a link swapped for a button at
 * hydration lost a click that came in that moment (the agency centre's e2e, on a loaded machine).
 */
export function SignOutLink({ className, icon = false }: { className?: string; icon?: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Link
        to="/m/set?confirm=logout"
        className={className}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          // A new tab or window still gets the confirmation page.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        {icon ? (
          <>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M10 4H5v16h5M15 8l4 4-4 4M9 12h10"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="visually-hidden">{t("account.set.signOut")}</span>
          </>
        ) : (
          t("account.set.signOut")
        )}
      </Link>
      {asking ? (
        <Dialog title={t("account.in_popup_prompt")} onCancel={() => setAsking(false)}>
          <SignOutConfirmation onCancel={() => setAsking(false)} />
        </Dialog>
      ) : null}
    </>
  );
}
