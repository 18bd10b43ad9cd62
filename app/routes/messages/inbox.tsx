import { z } from "~/domain/zod";
import type { Route } from "./+types/inbox";
import { requestContext, servicesContext } from "~/.server/context";
import { admit, admitPost } from "~/.server/guards";
import { visitorTimes } from "~/.server/visitor-times";
import { critical } from "~/.server/loader-data";
import { machineTime } from "~/domain/locale-dates";
import { markReadAction } from "~/.server/read-mark";
import { plainText, sanitizeBackendHtml } from "~/.server/sanitize";
import { ReadItem } from "~/ui/messages/read-item";
import { useT } from "~/ui/use-t";
import "~/styles/notice.css";
import "~/styles/messages.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  // Trial players read why on registration (the one trial refusal, trial-refusal.ts).
  trial: "realAccount",
  title: "title.webEmail",
  menuFlag: "MAILCEN",
} satisfies PageHandle;

const query = z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) });

/**
 * /m/webEmail, the inbox (accounts §2): guests log in first, trial players go to registration, told why; a member
 * sees their messages with their read state, and opening one (or ?id=) marks it read.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const { id } = query.parse(Object.fromEntries(url.searchParams));
  const messages = await critical(context, backend.getInbox());
  const { linkHosts } = context.get(servicesContext).config;
  const times = visitorTimes(context);
  return {
    openId: id ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      title: m.title,
      date: times.dateTime(m.sentAt),
      dateTime: machineTime(m.sentAt),
      preview: plainText(m.content).slice(0, 80),
      html: sanitizeBackendHtml(m.content, linkHosts),
      read: m.read,
    })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  // A trial player's post goes to registration here (the handle's trial rule), as their page does.
  await admitPost(handle, { request, url, context });
  return markReadAction(request, context, context.get(requestContext).backend.markInboxRead);
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { messages, openId } = loaderData;
  return (
    // The site header shows on this page (layout rules) and carries its title and back arrow.
    <section className="inbox-page" aria-label={t("title.webEmail")}>
      {messages.length === 0 ? (
        <p className="notice-page__empty">{t("messages.inboxEmpty")}</p>
      ) : (
        <ul className="notice-list">
          {messages.map((message) => (
            <li key={message.id} id={`message-${message.id}`}>
              <ReadItem
                id={message.id}
                open={message.id === openId}
                read={message.read}
                markable={!message.read}
                back={`/m/webEmail?id=${message.id}`}
                title={message.title}
                date={message.date}
                dateTime={message.dateTime}
                preview={message.preview}
              >
                <div dangerouslySetInnerHTML={{ __html: message.html }} />
              </ReadItem>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
