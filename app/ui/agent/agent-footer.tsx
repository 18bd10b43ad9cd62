import { NavLink } from "react-router";
import type { AgentFooterEntry } from "~/domain/menus";
import { UnreadBadge } from "../messages/unread-badge";
import { useT } from "../use-t";

/** The agent footer: home, open account, dividend (when enabled), announcements with their unread count. */
export function AgentFooter({
  entries,
  noticeUnread,
}: {
  entries: AgentFooterEntry[];
  noticeUnread: number;
}) {
  const t = useT();
  return (
    <nav className="agent-footer" aria-label={t("agent.centre.footer")}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.clickable && entry.to ? (
              <NavLink to={entry.to} end>
                {t(entry.labelKey)}
                {entry.key === "announcements" ? <UnreadBadge count={noticeUnread} /> : null}
              </NavLink>
            ) : (
              <span aria-disabled="true">{t(entry.labelKey)}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
