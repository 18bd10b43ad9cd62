import { Router, type Request, type Response } from "express";
import type { BackendContext } from "../context.ts";
import { notFound } from "../envelope.ts";
import { appIcon, gameImage, paletteColor, posterImage, vendorImage } from "../images.ts";

/**
 * Catalogue art (a game, vendor, banner or promotion by its id) is cached for a year, as a platform's
 * image CDN serves it: a page of tiles is otherwise asked for again every day. The app icon follows
 * the merchant's name setting, so a day.
 */
const CATALOGUE_ART = "public, max-age=31536000";
const APP_ICON = "public, max-age=86400";

function sendSvg(res: Response, body: string, cacheControl = CATALOGUE_ART): void {
  res.set({ "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": cacheControl }).send(body);
}

const idOf = (file: string) => /^(\d{1,9})\.svg$/.exec(file)?.[1];
/** "3.svg" or "3-VI.svg" (drawn in the language it names): the id and the language ("" for none). */
const idAndLanguage = (file: string) => {
  const [, id, language = ""] = /^(\d{1,9})(?:-([A-Z]{2}))?\.svg$/.exec(file) ?? [];
  return { id, language };
};

/** /images/*: every picture the catalogue and announcements point at, drawn on request. */
export function imageRoutes({ sql }: BackendContext): Router {
  const router = Router();

  router.get("/games/:file", (req, res) => {
    const id = idOf(req.params.file);
    const game = id
      ? (sql(`SELECT g.game_name AS name, v.color FROM game g
          JOIN vendor v ON v.code = g.vassalage WHERE g.game_id = ?`).get(Number(id)) as
          { name: string; color: string } | undefined)
      : undefined;
    if (!game) throw notFound("image");
    sendSvg(res, gameImage(game.name, game.color));
  });

  router.get("/vendors/:file", (req, res) => {
    const match = /^([A-Za-z0-9_]{1,40})-(COLOR|BLACK)\.svg$/.exec(req.params.file);
    const vendor = match
      ? (sql("SELECT account_type_name AS name, color FROM vendor WHERE account_type_name = ?").get(
          match[1],
        ) as { name: string; color: string } | undefined)
      : undefined;
    if (!match || !vendor) throw notFound("image");
    sendSvg(res, vendorImage(vendor.name, vendor.color, match[2] as "COLOR" | "BLACK"));
  });

  router.get("/banners/:file", (req, res) => {
    // "3.svg", or "3-VI.svg" drawn in the language it names (the announcements list says which): a
    // path, not a query, so image proxies and caches keep each language apart.
    const { id, language } = idAndLanguage(req.params.file);
    const banner = id
      ? (sql(`SELECT b.id, COALESCE(t.title, b.title) AS title FROM banner b
          LEFT JOIN banner_text t ON t.banner_id = b.id AND t.language = ? WHERE b.id = ?`).get(
          language,
          Number(id),
        ) as { id: number; title: string } | undefined)
      : undefined;
    if (!banner) throw notFound("image");
    sendSvg(res, posterImage(750, 300, banner.title, paletteColor(banner.id)));
  });

  // Announcement detail images: notices and promotions, each drawn with its title; "7-VI.svg" in the
  // language it names (the promotions list names the language of the text it answered).
  const detailImage = (table: "notice" | "promotion", shade: number) => (req: Request, res: Response) => {
    const { id, language } = idAndLanguage(String(req.params.file));
    const image = id
      ? (sql(
          `SELECT i.id, COALESCE(t.title, a.title) AS title FROM ${table}_image i
          JOIN ${table} a ON a.id = i.${table}_id
          LEFT JOIN ${table}_text t ON t.${table}_id = a.id AND t.language = ? WHERE i.id = ?`,
        ).get(language, Number(id)) as { id: number; title: string } | undefined)
      : undefined;
    if (!image) throw notFound("image");
    sendSvg(res, posterImage(690, 260, image.title, paletteColor(image.id + shade)));
  };
  router.get("/notices/:file", detailImage("notice", 5));
  router.get("/promotions/:file", detailImage("promotion", 3));

  router.get("/app-icon.svg", (_req, res) => {
    const name = sql("SELECT value FROM site_setting WHERE key = 'merchant.name'").pluck().get() as
      string | undefined;
    sendSvg(res, appIcon(name ? (JSON.parse(name) as string) : "Casino"), APP_ICON);
  });

  return router;
}
