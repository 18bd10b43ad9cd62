import { useTranslation } from "react-i18next";
import { requestContext, servicesContext } from "~/.server/context";
import { loaderFailure } from "~/.server/loader-failure";
import { DIVIDEND_FIELD_OF_PAGE } from "~/domain/contracts";
import type { Route } from "./+types/contract";
import { toLogin } from "./session.server";
import "~/styles/account.css";

/** The three contract pages (daily salary, dividend, hourly salary): the contract awaiting the member, if any. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend, session } = context.get(requestContext);
  if (!session) throw toLogin(request);
  const field = DIVIDEND_FIELD_OF_PAGE[new URL(request.url).pathname];
  if (!field) throw new Response(null, { status: 404 });
  try {
    const info = await backend.getDividendInfo();
    return { field, pending: info[field] || null };
  } catch (error) {
    throw loaderFailure(error, context.get(servicesContext).logger);
  }
}

export default function Contract({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { field, pending } = loaderData;
  return (
    <section className="account-page">
      <h1>{t(`account.contract.${field}`)}</h1>
      {pending ? (
        <dl className="member-info">
          <dt>{t("account.contract.pending")}</dt>
          <dd>{t("account.contract.requestType", { value: pending })}</dd>
        </dl>
      ) : (
        <p>{t("account.contract.none")}</p>
      )}
    </section>
  );
}
