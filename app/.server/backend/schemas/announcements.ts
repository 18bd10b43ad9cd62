import { z } from "~/domain/zod";
import { unitsAsCents } from "./money";

export const banner = z.object({
  id: z.number(),
  url: z.string(),
  link: z.string().nullable(),
  groupName: z.string(),
  sequence: z.number(),
});

const announcementImages = z.array(z.object({ sequence: z.number(), url: z.string() }));

export const notice = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  type: z.number(),
  read: z.boolean(),
  /** The detail image is the one of sequence 1 (accounts §2 "Announcement detail"). */
  announcementImages: announcementImages.default([]),
});

export const popup = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullable(),
  execution: z.enum(["A", "B", "F"]),
});

export const promotion = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  // What a member can do with it and its bonus (reference backend); a platform without them: nothing.
  action: z.enum(["none", "join", "claim", "apply"]).default("none"),
  bonus: z.number().nonnegative().default(0).pipe(unitsAsCents),
  announcementImages,
});

export const announcements = z.object({
  banners: z.array(banner),
  player: z.array(notice),
  popup: z.array(popup),
  promotion: z.array(promotion),
  hot: z.array(notice),
});

/** The agent notice list's answer as its caller reads it: the unread count of agent notices. */
export const agentNotices = z.object({
  footer: z.object({ unreadCount: z.number().int().nonnegative() }),
});
