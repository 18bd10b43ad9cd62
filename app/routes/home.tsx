import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { requestContext, servicesContext } from "~/.server/context";
import { loaderFailure } from "~/.server/loader-failure";
import { imageUrl } from "~/.server/images";
import { bannersOf } from "~/domain/banner";
import { BannerCarousel } from "~/ui/banner-carousel";
import { NoticeMarquee } from "~/ui/notice-marquee";

export async function loader({ context }: Route.LoaderArgs) {
  const { backend } = context.get(requestContext);
  const services = context.get(servicesContext);
  try {
    const [announcements, status] = await Promise.all([
      backend.getAnnouncements({ groupName: "m_home" }),
      services.status.get(),
    ]);
    const cdns = status.info.imageCDNs;
    return data({
      banners: bannersOf(announcements.banners, "m_home")
        .sort((a, b) => a.sequence - b.sequence)
        .map((b) => ({ id: b.id, image: imageUrl(b.url, cdns), link: b.link })),
      // Only the titles: the marquee links to the notice page, which shows the (sanitised) content.
      notices: announcements.player.map((n) => ({ id: n.id, title: n.title })),
    });
  } catch (error) {
    throw loaderFailure(error, services.logger);
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("app.name")}</h1>
      <BannerCarousel banners={loaderData.banners} />
      <NoticeMarquee notices={loaderData.notices} />
    </div>
  );
}
