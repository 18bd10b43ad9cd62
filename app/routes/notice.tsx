import dayjs from "dayjs";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/notice";
import { requestContext, servicesContext } from "~/.server/context";
import { critical } from "~/.server/loader-data";
import { plainText, sanitizeBackendHtml } from "~/.server/sanitize";
import { PageBar } from "~/ui/page-bar";
import "~/styles/notice.css";
import { useT } from "~/ui/use-t";

const query = z.object({ index: z.coerce.number().int().min(0).optional().catch(undefined) });

/** Announcements (accounts §2 "Notice page"): the one at ?index= opens expanded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend } = context.get(requestContext);
  const { index } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { player } = await critical(context, backend.getAnnouncements());
  return data({
    openIndex: index ?? null,
    notices: player.map((notice) => ({
      id: notice.id,
      title: notice.title,
      date: dayjs(notice.startDate).format("YYYY-MM-DD"),
      preview: plainText(notice.content).slice(0, 80),
      html: sanitizeBackendHtml(notice.content, context.get(servicesContext).config.linkHosts),
      read: notice.read,
    })),
  });
}

export default function Notice({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { notices, openIndex } = loaderData;
  return (
    <section className="notice-page" aria-labelledby="notice-title">
      <PageBar title={t("title.notice")} titleId="notice-title" />
      {notices.length === 0 ? (
        <p className="notice-page__empty">{t("home.noAnnouncement")}</p>
      ) : (
        <ul className="notice-list">
          {notices.map((notice, index) => (
            <li key={notice.id} id={`notice-${index}`}>
              {/* <details> opens and closes without JavaScript. */}
              <details open={index === openIndex}>
                <summary>
                  <span className="notice-list__title">{notice.title}</span>
                  <time dateTime={notice.date}>{notice.date}</time>
                  <span className="notice-list__preview">{notice.preview}</span>
                </summary>
                <div className="notice-list__content" dangerouslySetInnerHTML={{ __html: notice.html }} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
