import { badgeText } from "~/domain/badge";
import { useT } from "../use-t";

/** An unread badge: nothing for 0, "99+" above 99 (accounts §2, §9). */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="unread-badge" aria-label={t("messages.unread", { count })}>
      {text}
    </span>
  );
}
