import { Link } from "react-router";
import { admit, admitPost } from "~/.server/guards";
import { SignOutLink, SignOutConfirmation } from "~/ui/account/sign-out";
import type { Route } from "./+types/set";
import { endSession } from "~/.server/account-session";
import "~/styles/account.css";
import "~/styles/forms.css";
import { useT } from "~/ui/use-t";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  postAudience: "anyone",
  title: "title.settings",
} satisfies PageHandle;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  return { confirming: url.searchParams.get("confirm") === "logout" };
}

/** Sign out: revoke the token at the backend, clear the session, go home (accounts §2 "Side menu"). */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  return endSession(request, context, { kind: "success", messageKey: "account.in_logout_success" });
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.confirming) {
    return (
      <section className="account-page" aria-labelledby="confirm-title">
        <h2 id="confirm-title">{t("account.in_popup_prompt")}</h2>
        <SignOutConfirmation />
      </section>
    );
  }
  return (
    <section className="account-page">
      <ul className="settings-list">
        <li>
          <Link to="/m/changePsw" className="button button--ghost">
            {t("account.set.changePassword")}
          </Link>
        </li>
        <li>
          <SignOutLink className="button" />
        </li>
      </ul>
    </section>
  );
}
