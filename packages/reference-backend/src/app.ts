import { FEEDBACK_PATH, feedbackBody, feedbackRoutes } from "./routes/feedback.ts";
import { realNameRoutes } from "./routes/real-name.ts";
import { liveModelRoutes } from "./routes/live-models.ts";
import express from "express";
import type { Database } from "better-sqlite3";
import { openDatabase } from "./db.ts";
import { statementCache } from "./statements.ts";
import type { BackendContext } from "./context.ts";
import { errorHandler, sendValue, unknownPath } from "./envelope.ts";
import { requireMerchant } from "./request.ts";
import { refuseWritesInMaintenance } from "./maintenance.ts";
import { systemRoutes } from "./routes/system.ts";
import { operatorRoutes } from "./routes/operator.ts";
import { gameRoutes } from "./routes/games.ts";
import { vendorRoutes } from "./routes/vendors.ts";
import { announcementRoutes } from "./routes/announcements.ts";
import { lotteryRoutes } from "./routes/lottery.ts";
import { imageRoutes } from "./routes/images.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { memberRoutes } from "./routes/members.ts";
import { favouriteRoutes } from "./routes/favourites.ts";
import { recentRoutes } from "./routes/recent.ts";
import { launchRoutes } from "./routes/launch.ts";
import { demoGameRoutes } from "./routes/demo-game.ts";
import { oauthRoutes } from "./routes/oauth.ts";
import { phoneAuthRoutes } from "./routes/phone-auth.ts";
import { messageRoutes } from "./routes/messages.ts";
import { chatRoutes } from "./routes/chat.ts";
import { promotionRoutes } from "./routes/promotions.ts";
import { depositRoutes, providerRoutes } from "./routes/deposits.ts";
import { refuseResponsibleDeposit } from "./routes/responsible-refusal.ts";
import { memberCentreRoutes } from "./routes/member-centre.ts";
import { securityRoutes } from "./routes/security.ts";
import { responsibleRoutes } from "./routes/responsible.ts";
import { sendRefusalWithValue } from "./routes/accounts-errors.ts";
import { agentRoutes } from "./routes/agent.ts";
import { redRainRoutes } from "./routes/red-rain.ts";
import { tracedCalls, type TracedCall } from "./traced-calls.ts";
import { encryptedCallRoutes } from "./routes/encrypted-calls.ts";
import { WireKeys } from "./wire.ts";

export interface ReferenceBackendOptions {
  /** A SQLite file; omitted or ":memory:" for a fresh in-memory database. */
  dbFile?: string;
  merchantCode: string;
  operatorToken: string;
  /** Image hosts announced in the status; empty means images come from this backend's /images. */
  imageCdns?: string[];
  /**
   * Whose X-Forwarded-For names the client (Express `trust proxy`): the BFF, which passes each
   * player's address. Loopback by default, where the in-process BFF calls from; anyone else's
   * header is ignored and the socket's address counts.
   */
  trustProxy?: boolean | number | string;
  /**
   * Origins a social login may send the browser back to, besides loopback ones (development and
   * tests): the BFF's PUBLIC_URL and its other allowed hosts. See routes/oauth.ts.
   */
  oauthRedirectOrigins?: string[];
  /** Told of each call that carries a W3C traceparent (the BFF's tracing on): to log it. */
  onTracedCall?: (call: TracedCall) => void;
}

/** The reference implementation of the platform contract (docs/backend-api.md) on a SQLite store. */
export function createReferenceBackend(opts: ReferenceBackendOptions): {
  app: express.Express;
  db: Database;
  close(): void;
} {
  if (!opts.merchantCode) throw new Error("merchantCode is required");
  if (!opts.operatorToken) throw new Error("operatorToken is required");
  const db = openDatabase(opts.dbFile, { merchantCode: opts.merchantCode });
  const context: BackendContext = {
    db,
    sql: statementCache(db),
    merchantCode: opts.merchantCode,
    operatorToken: opts.operatorToken,
    imageCdns: opts.imageCdns ?? [],
    oauthRedirectOrigins: new Set((opts.oauthRedirectOrigins ?? []).map((origin) => new URL(origin).origin)),
  };

  const wireKeys = new WireKeys();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", opts.trustProxy ?? "loopback");
  if (opts.onTracedCall) app.use(tracedCalls(opts.onTracedCall));
  // Small bodies only, but for feedback's screenshots; a few platform calls are form-encoded.
  app.use(FEEDBACK_PATH, feedbackBody);
  app.use(express.json({ limit: "100kb" }));
  app.use(express.urlencoded({ extended: false, limit: "100kb" }));

  app.get("/healthz", (_req, res) => sendValue(res, "ok"));

  const wps = express.Router();
  wps.use(requireMerchant(opts.merchantCode));
  wps.use(refuseWritesInMaintenance(context));
  // The calls the platform encrypts are read before any route sees them; plain ones are refused.
  wps.use(encryptedCallRoutes(wireKeys));
  wps.use("/system", systemRoutes(context));
  wps.use("/relay", gameRoutes(context), vendorRoutes(context), announcementRoutes(context));
  wps.use(accountRoutes(context));
  wps.use("/member", memberRoutes(context));
  wps.use("/relay", favouriteRoutes(context), recentRoutes(context), liveModelRoutes(context));
  wps.use(launchRoutes(context));
  wps.use(messageRoutes(context));
  wps.use(promotionRoutes(context));
  // A deposit over the member's responsible-gambling limits makes no order (checked in its transaction).
  wps.use(depositRoutes(context, { refuseDeposit: refuseResponsibleDeposit }));
  wps.use(memberCentreRoutes(context));
  wps.use(feedbackRoutes(context));
  wps.use(realNameRoutes(context));
  wps.use(securityRoutes(context));
  wps.use(responsibleRoutes(context));
  // Refusals that carry a value (responsible gambling's limit and end) keep it from any /wps route.
  wps.use(sendRefusalWithValue);
  wps.use("/agent", agentRoutes(context));
  wps.use("/redrain", redRainRoutes(context));
  app.use("/wps", wps);

  app.use("/lgw", lotteryRoutes(context));
  app.use("/operator", operatorRoutes(context, wireKeys));
  app.use("/images", imageRoutes(context));
  app.use("/play", demoGameRoutes(context));
  app.use("/oauth/sms", phoneAuthRoutes(context, opts.merchantCode));
  app.use("/oauth", oauthRoutes(context));
  app.use("/chat", chatRoutes(context));
  app.use("/provider", providerRoutes(context));

  app.use(unknownPath);
  app.use(errorHandler);

  return { app, db, close: () => db.close() };
}
