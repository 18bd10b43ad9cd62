import type { RootData } from "./root-data";
import { useT } from "./use-t";

/** The floating button's entries: customer service and WhatsApp (accounts §3 "Customer-service entry"). */
const FLOATING = ["CS", "whatsapp"] as const;

/**
 * The floating customer-service button (accounts §2 "Customer service"): a <details> that opens the
 * list without JavaScript. The links' paths were decrypted on the server (serviceLinks).
 */
export function CustomerServiceButton({ links }: { links: RootData["serviceLinks"] }) {
  const t = useT();
  const entries = FLOATING.flatMap((csType) => links.filter((l) => l.csType === csType));
  if (entries.length === 0) return null;
  return (
    <details className="cs-fab">
      <summary aria-label={t("messages.customerService.open")}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            d="M12 3a8 8 0 0 0-8 8v5a2 2 0 0 0 2 2h2v-7H6a6 6 0 0 1 12 0h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-8a8 8 0 0 0-8-8z"
            fill="currentColor"
          />
        </svg>
      </summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry.csType}>
            <a href={entry.url} target="_blank" rel="noopener noreferrer">
              {t(`messages.customerService.${entry.csType as (typeof FLOATING)[number]}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
