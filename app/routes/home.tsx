import { siteStatus } from "~/.server/site-status";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { requestContext, servicesContext } from "~/.server/context";
import { critical } from "~/.server/loader-data";
import { imageUrl } from "~/.server/images";
import { bannerLink, bannersOf } from "~/domain/banner";
import { keepDataForUiParams } from "~/domain/ui-params";
import { BannerCarousel } from "~/ui/banner-carousel";
import { NoticeMarquee } from "~/ui/notice-marquee";
import { HomeGames } from "~/ui/games/home-games";
import { AppDownload, HomeCustomerService } from "~/ui/games/home-floating";
import { loadHomeSections } from "./games/home-sections.server";
import "~/styles/games.css";
import { useT } from "~/ui/use-t";
import { publicPage } from "~/.server/public-page";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";
import { getLocale } from "~/.server/i18n";
import { localeTag } from "~/domain/locale-format";

/** The guest page is the same for every guest: a shared cache may keep it (decision 0022). */
export const middleware = [publicPage];

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "anyone", home: true } satisfies PageHandle;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  // The home block's vendor: checked against the strip's vendors there (unknown: the first one).
  const vendor = url.searchParams.get("vendor");
  const statusP = siteStatus(context);
  const [announcements, status, games] = await critical(
    context,
    Promise.all([
      backend.getAnnouncements({ groupName: "m_home" }),
      statusP,
      // Never throws: each failing game block comes back empty.
      statusP.then((s) =>
        loadHomeSections(backend, session, s, services.logger, {
          vendor,
          locale: localeTag(getLocale(context)),
        }),
      ),
    ]),
  );
  const cdns = status.info.imageCDNs;
  return data({
    banners: bannersOf(announcements.banners, "m_home")
      .sort((a, b) => a.sequence - b.sequence)
      .map((b) => ({
        id: b.id,
        image: imageUrl(b.url, cdns),
        link: bannerLink(b.link, services.config.linkHosts),
      })),
    // Only the titles: the marquee links to the notice page, which shows the (sanitised) content.
    notices: announcements.player.map((n) => ({ id: n.id, title: n.title })),
    loggedIn: session !== null,
    games,
  });
}

/** Opening or closing the download popup or a drawer keeps the games: no new home data for that. */
export const shouldRevalidate = keepDataForUiParams;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("app.name")}</h1>
      <BannerCarousel banners={loaderData.banners} />
      <div className="home-notice-row">
        <NoticeMarquee notices={loaderData.notices} />
        {/* The site's own services beside the notices, over no tile, chip or link (issue 49). */}
        <AppDownload />
        <HomeCustomerService />
      </div>
      <HomeGames games={loaderData.games} loggedIn={loaderData.loggedIn} />
    </div>
  );
}
