import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { requireMember } from "../store/sessions.ts";
import { decideRealName, realNameOf, submitRealName } from "../store/real-name.ts";

const post = z.object({
  realName: z.string().max(200),
  idNumber: z.string().max(60),
  birthday: z.string().max(20),
});
const memberParam = z.object({ memberId: z.coerce.number().int().positive() });

/** GET and POST /wps/member/realName: the member's real-name check and sending one. */
export function realNameRoutes(context: BackendContext): Router {
  const router = Router();
  router.get("/member/realName", (req, res) => {
    sendValue(res, realNameOf(context, requireMember(context, req).id));
  });
  router.post("/member/realName", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, submitRealName(context, member.id, parse(post, req.body, "body")));
  });
  return router;
}

/** POST /operator/realName/:memberId/verify and /reject (behind the operator token). */
export function realNameOperatorRoutes(context: BackendContext): Router {
  const router = Router();
  for (const [verb, status] of [
    ["verify", "verified"],
    ["reject", "rejected"],
  ] as const)
    router.post(`/realName/:memberId/${verb}`, (req, res) => {
      sendValue(res, decideRealName(context, parse(memberParam, req.params, "path").memberId, status));
    });
  return router;
}
