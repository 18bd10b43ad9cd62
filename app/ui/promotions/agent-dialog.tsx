import { customerServiceUrl } from "~/domain/menus";
import { Link, useNavigate } from "react-router";
import { Dialog } from "../account/dialog";
import { useRootData } from "../root-data";
import { useT } from "../use-t";

/**
 * The agent modal (games §6): the affiliate action of anybody who is not an agent. Becoming one goes
 * through customer service (the platform opens agent accounts); it lives in the address, so Close is a
 * link and it works without JavaScript.
 */
export function AgentDialog({ close }: { close: string }) {
  const t = useT();
  const navigate = useNavigate();
  const service = customerServiceUrl(useRootData()?.serviceLinks ?? []);
  return (
    <Dialog
      title={t("content.affiliate.agentTitle")}
      onCancel={() => void navigate(close, { replace: true, preventScrollReset: true })}
    >
      <p>{t("content.affiliate.agentBody")}</p>
      <div className="dialog__actions">
        {service ? (
          <a href={service} className="button" target="_blank" rel="noopener noreferrer">
            {t("content.affiliate.contact")}
          </a>
        ) : (
          // No customer-service link configured: the message centre's other ways in.
          <Link to="/m/message" className="button">
            {t("content.affiliate.contact")}
          </Link>
        )}
        <Link to={close} className="button button--ghost" replace preventScrollReset>
          {t("content.affiliate.close")}
        </Link>
      </div>
    </Dialog>
  );
}
