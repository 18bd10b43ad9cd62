import dayjs from "dayjs";
import { data } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/notice";
import { requestContext, servicesContext } from "~/.server/context";
import { admit, admitPost } from "~/.server/guards";
import { imageUrl } from "~/.server/images";
import { critical } from "~/.server/loader-data";
import { markReadAction } from "~/.server/read-mark";
import { plainText, sanitizeBackendHtml } from "~/.server/sanitize";
import { memberAnnouncements } from "~/.server/unread";
import { isNoticeRead, marksReadOnServer } from "~/domain/announcements";
import { imageCdns } from "~/routes/games/games.server";
import { ReadItem } from "~/ui/messages/read-item";
import { PageBar } from "~/ui/page-bar";
import "~/styles/notice.css";
import "~/styles/messages.css";
import { useT } from "~/ui/use-t";
import { publicPage } from "~/.server/public-page";
import type { PageHandle } from "~/domain/page";

/** The guest page is the same for every guest: a shared cache may keep it (decision 0022). */
export const middleware = [publicPage];

/**
 * What this page is: its title and its frame (app/domain/page.ts). Guests read it; only marking a
 * notice read asks them to log in (decision 0072, where the spec sends guests to login).
 */
export const handle = {
  audience: "anyone",
  postAudience: "member",
  title: "title.notice",
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

const query = z.object({
  index: z.coerce.number().int().min(0).optional().catch(undefined),
  // types=A: the agent notices (the agent footer's announcements).
  types: z.literal("A").optional().catch(undefined),
});

/**
 * Announcements (accounts §2 "Notice page"): the one at ?index= opens expanded; opening an unread one
 * marks it read for a member (never for a trial player, whose notices all count as read).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const state = context.get(requestContext);
  const { backend, session } = state;
  const { index, types } = query.parse(Object.fromEntries(url.searchParams));
  // A member's list carries their read marks (cached per session, shared with the unread count); a
  // guest's is the public, cached one.
  const [list, cdns] = await Promise.all([
    critical(
      context,
      types
        ? backend.getAnnouncements({ types })
        : session
          ? memberAnnouncements(state)
          : backend.getAnnouncements(),
    ),
    imageCdns(context.get(servicesContext)),
  ]);
  const memberType = session?.type ?? null;
  const { linkHosts } = context.get(servicesContext).config;
  // The platform's popular announcements (accounts §7 "Notices, popular announcements"): marked in the list.
  const popular = new Set(list.hot.map((n) => n.id));
  return data({
    openIndex: index ?? null,
    back: url.pathname + url.search,
    notices: list.player.map((notice) => {
      const image = notice.announcementImages.find((i) => i.sequence === 1);
      return {
        id: notice.id,
        title: notice.title,
        date: dayjs(notice.startDate).format("YYYY-MM-DD"),
        preview: plainText(notice.content).slice(0, 80),
        html: sanitizeBackendHtml(notice.content, linkHosts),
        image: image ? imageUrl(image.url, cdns) : null,
        read: memberType === null || isNoticeRead(notice, memberType),
        markable: memberType !== null && marksReadOnServer(memberType) && !notice.read,
        popular: popular.has(notice.id),
      };
    }),
  });
}

/** Opening an item: the mark-read call (announcementId, read=true); trial players are never marked. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const session = await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  if (!marksReadOnServer(session.type)) return data({ read: null, error: "free_reject" }, { status: 403 });
  return markReadAction(request, context, backend.markAnnouncementRead);
}

export default function Notice({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { notices, openIndex, back } = loaderData;
  return (
    <section className="notice-page" aria-labelledby="notice-title">
      <PageBar title={t("title.notice")} titleId="notice-title" />
      {notices.length === 0 ? (
        <p className="notice-page__empty">{t("home.noAnnouncement")}</p>
      ) : (
        <ul className="notice-list">
          {notices.map((notice, index) => (
            <li key={notice.id} id={`notice-${index}`}>
              <ReadItem
                id={notice.id}
                open={index === openIndex}
                read={notice.read}
                markable={notice.markable}
                back={withIndex(back, index)}
                title={notice.title}
                date={notice.date}
                dateTime={notice.date}
                preview={notice.preview}
                popular={notice.popular}
              >
                {notice.image ? <img className="read-item__image" src={notice.image} alt="" /> : null}
                <div dangerouslySetInnerHTML={{ __html: notice.html }} />
              </ReadItem>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** This page's address with the item opened again after a plain form post. */
function withIndex(back: string, index: number): string {
  const url = new URL(back, "http://x");
  url.searchParams.set("index", String(index));
  return url.pathname + url.search;
}
