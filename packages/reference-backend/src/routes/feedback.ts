import express, { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { requireMember } from "../store/sessions.ts";
import { addFeedback, feedbackOf } from "../store/feedback.ts";

/** Three images of 5 MB as base64 (4/3 of their size) and the comment: the one body this large. */
export const FEEDBACK_PATH = "/wps/member/feedback";
export const feedbackBody = express.json({ limit: "21mb" });

const post = z.object({
  content: z.string().max(1000),
  requestKey: z.string().min(8).max(80),
  images: z
    .array(z.object({ contentType: z.string().max(100), data: z.base64() }))
    .max(10)
    .default([]),
});

/** A member's feedback (accounts §1, §5): send a comment with screenshots, read the latest. */
export function feedbackRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/member/feedback", (req, res) => {
    sendValue(res, feedbackOf(context, requireMember(context, req).id));
  });

  // The image's content decides its type, not the type it was sent with.
  router.post("/member/feedback", (req, res) => {
    const member = requireMember(context, req);
    const body = parse(post, req.body, "body");
    const images = body.images.map((image) => Buffer.from(image.data, "base64"));
    sendValue(res, { id: addFeedback(context, member.id, { ...body, images }) });
  });

  return router;
}
