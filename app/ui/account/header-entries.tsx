import { customerServiceUrl } from "~/domain/menus";
import type { RootData } from "~/ui/root-data";
import { SignOutLink } from "./sign-out";
import { useT } from "../use-t";

/**
 * The header's own customer-service and sign-out entries (accounts §2 "The header offers free play,
 * logout, customer service, login, register and deposit"), as icons on the pages with a title. Home's
 * header keeps its row for the account (balance, deposit, withdraw, member menu; guests free play,
 * register, login): there customer service is the floating button and sign out is in the member menu.
 */
export function HeaderEntries({ root }: { root: RootData }) {
  const t = useT();
  const service = customerServiceUrl(root.serviceLinks);
  return (
    <>
      {service ? (
        <a href={service} target="_blank" rel="noopener noreferrer" className="icon-button">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M12 3a8 8 0 0 0-8 8v5a2 2 0 0 0 2 2h2v-7H6a6 6 0 0 1 12 0h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-8a8 8 0 0 0-8-8z"
              fill="currentColor"
            />
          </svg>
          <span className="visually-hidden">{t("account.menu.customerService")}</span>
        </a>
      ) : null}
      {root.session ? <SignOutLink className="icon-button" icon /> : null}
    </>
  );
}
