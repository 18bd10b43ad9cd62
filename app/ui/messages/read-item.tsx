import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { useHydrated } from "../use-hydrated";
import { useT } from "../use-t";

/**
 * One announcement or inbox message in a <details> (opens and closes without JavaScript). Opening an
 * unread one marks it read: with JavaScript at once (one post per item, shown read before the answer),
 * without it through the "mark as read" button in the opened item, which posts to the page's action
 * and comes back to `back`.
 */
export function ReadItem({
  id,
  open,
  read,
  markable,
  back,
  title,
  date,
  dateTime,
  preview,
  popular = false,
  children,
}: {
  /** One of the platform's popular announcements (the answer's `hot`): marked as such. */
  popular?: boolean;
  id: number;
  open: boolean;
  read: boolean;
  /** Whether opening marks it read on the server (not for trial players, not when already read). */
  markable: boolean;
  back: string;
  title: string;
  /** Shown as is. */
  date: string;
  /** The same time for machines (the <time> element's dateTime, `machineTime`). */
  dateTime: string;
  /** Plain text, hidden once opened. */
  preview: string;
  children: React.ReactNode;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [readNow, setReadNow] = useState(read);
  const sent = useRef(false);
  const mark = () => {
    if (!markable || sent.current) return;
    sent.current = true;
    setReadNow(true);
    void fetcher.submit({ intent: "read", id: String(id), js: "1" }, { method: "post" });
  };
  // Opened from the address (?index=): it is read as soon as the page is.
  useEffect(() => {
    if (open) mark();
    // Once, on mount: `mark` guards itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const unread = markable && !readNow;
  return (
    <details open={open} onToggle={(event) => event.currentTarget.open && mark()}>
      <summary>
        <span className="notice-list__title">
          {unread ? <span className="unread-dot" role="img" aria-label={t("messages.unreadItem")} /> : null}{" "}
          {title}
          {popular ? <span className="popular-badge">{t("messages.popular")}</span> : null}
        </span>
        <time dateTime={dateTime}>{date}</time>
        <span className="notice-list__preview">{preview}</span>
      </summary>
      <div className="notice-list__content">
        {children}
        {unread && !hydrated ? (
          <Form method="post" className="read-item__mark">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="redirectTo" value={back} />
            <button type="submit" className="button button--ghost">
              {t("messages.markRead")}
            </button>
          </Form>
        ) : null}
      </div>
    </details>
  );
}
