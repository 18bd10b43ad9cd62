import { z } from "~/domain/zod";

export const inboxUnread = z.number().int().min(0);

export const chatUnread = z.object({ unReadCount: z.number().int().min(0) });

export const chatLaunch = z.object({ chatUrl: z.url({ protocol: /^https?$/ }) });

export const inboxMessage = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});

export const inboxMessages = z.array(inboxMessage);
