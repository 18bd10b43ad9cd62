import { data, Form, Link, redirect } from "react-router";
import { requestContext } from "~/.server/context";
import { redirectWithFlash } from "~/.server/flash";
import { publicSession } from "~/.server/session";
import { freePlayGate, freePlayRefusalKey } from "~/domain/visitor";
import type { Route } from "./+types/trail";
import { takeAddressTry } from "./address-limit.server";
import { refusalMessage, refusalStatus, startSession } from "~/.server/account-session";
import "~/styles/account.css";
import "~/styles/forms.css";
import { useT } from "~/ui/use-t";
import { useSay } from "~/ui/forms/say";
import { admit, admitPost } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";
import { answersByRedirect } from "~/.server/form-answer";
import { usePageAnswer } from "~/ui/forms/form-answer";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "anyone", title: "title.trial", back: "home" } satisfies PageHandle;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const session = publicSession(context.get(requestContext).session);
  const gate = freePlayGate(session);
  if (gate === "home") throw redirect(HOME_PATH);
  return { refused: gate === "free_reject" && session ? freePlayRefusalKey(session) : null };
}

/** Free play (POST, also from the header): a new trial member (type 4) is logged in, then home. */
// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend, session } = context.get(requestContext);
  const visitor = publicSession(session);
  const gate = freePlayGate(visitor);
  if (gate === "home") return redirect(HOME_PATH);
  if (gate === "free_reject" && visitor)
    return redirectWithFlash(request, "/m/trail", { kind: "error", messageKey: freePlayRefusalKey(visitor) });
  // Each trial account is a new member: a limit per client address keeps one client from making many.
  const limited = await takeAddressTry(context, "freePlay");
  if (limited) return data({ error: limited.formErrors?.[0] ?? "too_many_requests" }, { status: 429 });
  try {
    const answer = await backend.freePlayLogin();
    return startSession(request, context, answer, {
      remember: false,
      to: HOME_PATH,
      flash: { kind: "success", messageKey: "account.in_trial_started" },
    });
  } catch (error) {
    return data({ error: refusalMessage(error) }, { status: refusalStatus(error).status ?? 400 });
  }
}

export default function Trail({ loaderData, actionData: posted }: Route.ComponentProps) {
  const t = useT();
  // Without JavaScript the refusal comes across POST → 303 → GET (answersByRedirect).
  const carried = usePageAnswer<{ error?: string }>();
  const actionData = posted ?? carried;
  const say = useSay("account.errors", "account.errors.unknown_error");
  return (
    <section className="account-page">
      {loaderData.refused ? (
        <p role="alert">{t(loaderData.refused)}</p>
      ) : (
        <>
          <p>{t("account.trial.intro")}</p>
          {actionData?.error ? (
            <p role="alert" className="field__error">
              {say(actionData.error)}
            </p>
          ) : null}
          <Form method="post">
            <button type="submit" className="button button--primary">
              {t("account.trial.start")}
            </button>
          </Form>
        </>
      )}
      <p className="account-links">
        <Link to="/m/register">{t("account.header.register")}</Link>
        <Link to="/m/login">{t("account.header.login")}</Link>
      </p>
    </section>
  );
}
