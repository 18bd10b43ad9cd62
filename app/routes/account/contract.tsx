import { requestContext } from "~/.server/context";
import { requireSession } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { DIVIDEND_FIELD_OF_PAGE } from "~/domain/contracts";
import type { Route } from "./+types/contract";
import "~/styles/account.css";
import { useT } from "~/ui/use-t";

/** The three contract pages (daily salary, dividend, hourly salary): the contract awaiting the member, if any. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(request, context);
  const field = DIVIDEND_FIELD_OF_PAGE[new URL(request.url).pathname];
  if (!field) throw new Response(null, { status: 404 });
  const info = await critical(context, context.get(requestContext).backend.getDividendInfo());
  return { field, pending: info[field] || null };
}

export default function Contract({ loaderData }: Route.ComponentProps) {
  const t = useT();
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
