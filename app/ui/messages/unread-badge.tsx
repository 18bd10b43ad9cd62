import { badgeText } from "~/domain/badge";
import { useT } from "../use-t";

/**
 * An unread badge: nothing for 0, "99+" above 99 (accounts §2, §9). An image by role, as the unread
 * dot is: a plain span may not carry a name (aria-label), and the name says the real count.
 */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="unread-badge" role="img" aria-label={t("messages.unread", { count })}>
      {text}
    </span>
  );
}
