import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { optional, parse } from "../params.ts";
import { TRIAL_TYPE } from "../store/members.ts";
import { noticeImages, readNoticeIds } from "../store/messages.ts";
import { optionalMember } from "../store/sessions.ts";
import { localized, PROMOTION_TEXTS, textLanguages, type Languages } from "../store/promotion-texts.ts";

// Content types: A agent notice, PL player notice, B banner, PU popup, PR promotion.
const CONTENT_TYPES = ["A", "PL", "B", "PU", "PR"] as const;
type ContentType = (typeof CONTENT_TYPES)[number];

const announcementsQuery = z.object({
  types: optional(
    z
      .string()
      .max(40)
      .transform((v) => v.split(",").map((t) => t.trim().toUpperCase()))
      .pipe(z.array(z.enum(CONTENT_TYPES))),
  ),
  groupName: optional(z.enum(["m_home", "m_leftmenu", "m_reg"])),
  platform: optional(z.string().max(10)),
});

interface NoticeRow {
  id: number;
  title: string;
  content: string;
  startDate: string;
  type: number;
  isHot: number;
  audience: "PL" | "A";
}

/** MCSFE_getListAnnouncements (mounted under /wps/relay). */
export function announcementRoutes(context: BackendContext): Router {
  const router = Router();
  const { sql } = context;

  router.get("/MCSFE_getListAnnouncements", (req, res) => {
    const { types, groupName } = parse(announcementsQuery, req.query);
    // No types: everything a player sees (agent notices only when asked for).
    const wanted = new Set<ContentType>(types ?? ["PL", "B", "PU", "PR"]);
    const audiences = (["PL", "A"] as const).filter((a) => wanted.has(a));

    // Read marks are the caller's: a guest (or an unknown token) has read nothing.
    const caller = optionalMember(context, req);
    const read = readNoticeIds(context, caller?.id ?? null);
    const images = noticeImages(context);
    // In the request's language where the merchant wrote one, else the notice's own text.
    const language = (req.get("Language") ?? "").toUpperCase();
    const notices =
      audiences.length === 0
        ? []
        : (sql(`SELECT n.id, COALESCE(t.title, n.title) AS title, COALESCE(t.content, n.content) AS content,
            n.start_date AS startDate, n.type, n.is_hot AS isHot, n.audience
            FROM notice n LEFT JOIN notice_text t ON t.notice_id = n.id AND t.language = ?
            WHERE n.audience IN (${audiences.map(() => "?").join(", ")})
            ORDER BY n.start_date DESC, n.sequence, n.id`).all(language, ...audiences) as NoticeRow[]);
    const toNotice = ({ id, title, content, startDate, type }: NoticeRow) => ({
      id,
      title,
      content,
      startDate,
      type,
      read: read.has(id),
      announcementImages: images.get(id) ?? [],
    });
    const player = notices.map(toNotice);
    const hot = notices.filter((n) => n.isHot === 1).map(toNotice);

    // A banner written in the request's language has an image drawn in it (its own address).
    const banners = wanted.has("B")
      ? sql(`SELECT b.id, '/images/banners/' || b.id
            || CASE WHEN t.title IS NULL THEN '' ELSE '-' || t.language END || '.svg' AS url,
            b.link, b.group_name AS groupName, b.sequence
          FROM banner b LEFT JOIN banner_text t ON t.banner_id = b.id AND t.language = @language
          WHERE @group IS NULL OR b.group_name = @group ORDER BY b.sequence, b.id`).all({
          group: groupName ?? null,
          language,
        })
      : [];

    const popup = wanted.has("PU")
      ? sql(`SELECT p.id, COALESCE(t.title, p.title) AS title, COALESCE(t.content, p.content) AS content,
            p.promotion_type AS promotionType, p.execution
          FROM popup p LEFT JOIN popup_text t ON t.popup_id = p.id AND t.language = ?
          ORDER BY p.sequence, p.id`).all(language)
      : [];

    const promotion = wanted.has("PR") ? promotions(context, textLanguages(context, req)) : [];

    // The agent notices' unread count (accounts §7 "Agent notice list ... footer.unreadCount"): the
    // caller's unread agent notices; a trial session reads none as unread (its marks are never made).
    const footer = audiences.includes("A")
      ? {
          unreadCount:
            caller?.type === TRIAL_TYPE
              ? 0
              : notices.filter((n) => n.audience === "A" && !read.has(n.id)).length,
        }
      : undefined;

    sendValue(res, { banners, player, popup, promotion, hot, ...(footer ? { footer } : {}) });
  });

  return router;
}

/**
 * The promotions in the first language the merchant wrote each in (store/promotion-texts.ts); the
 * images are drawn in that same language, named in their address (as banners are).
 */
function promotions({ sql }: BackendContext, languages: Languages) {
  const rows =
    sql(`SELECT p.id, ${localized("title")} AS title, p.category, ${localized("content")} AS content,
      p.start_date AS startDate, p.end_date AS endDate, p.no_expiry AS noExpiry, p.action,
      p.bonus_cents / 100.0 AS bonus, COALESCE('-' || a.language, '-' || b.language, '') AS suffix
    FROM ${PROMOTION_TEXTS}
    ORDER BY p.sequence, p.id`).all(languages) as { id: number; suffix: string }[];
  const images = sql(`SELECT promotion_id AS promotionId, sequence, id FROM promotion_image
      ORDER BY promotion_id, sequence`).all() as { promotionId: number; sequence: number; id: number }[];
  return rows.map(({ suffix, ...p }) => ({
    ...p,
    announcementImages: images
      .filter((i) => i.promotionId === p.id)
      .map(({ sequence, id }) => ({ sequence, url: `/images/promotions/${id}${suffix}.svg` })),
  }));
}
