import { Router } from "express";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { clientIp } from "../request.ts";
import {
  merchantDefaultLanguage,
  merchantLanguages,
  readCustomerService,
  readResources,
  readSettings,
  readSwitches,
  readWhitelabel,
  registerSettings,
} from "../store/site.ts";

/** GET /wps/system/status, /wps/system/merchant and /wps/system/customerService. */
export function systemRoutes(context: BackendContext): Router {
  const router = Router();

  // The customer-service call (accounts §7 "Customer service | GET | links"): the merchant's links,
  // paths encrypted as in the status payload. Public: the same for every caller.
  router.get("/customerService", (_req, res) => sendValue(res, readCustomerService(context)));

  router.get("/status", (req, res) => {
    const settings = readSettings(context);
    sendValue(res, {
      ...readSwitches(context),
      location: { ip: clientIp(req) },
      info: {
        customerService: readCustomerService(context),
        domainRoute: settings.get("domainRoute") ?? [],
        mainDomain: settings.get("mainDomain") ?? "",
        // Empty: images are served by this backend under /images.
        imageCDNs: context.imageCdns,
        mobileTemplate: settings.get("mobileTemplate") ?? { mem_cen: "0", dep_func: "0" },
        paths: settings.get("paths") ?? {},
        register: registerSettings(settings),
        resources: readResources(context),
        whitelabel: readWhitelabel(context),
      },
    });
  });

  router.get("/merchant", (_req, res) => {
    const settings = readSettings(context);
    sendValue(res, {
      merchantCode: context.merchantCode,
      name: settings.get("merchant.name") ?? context.merchantCode,
      defaultLanguage: merchantDefaultLanguage(settings),
      languages: { general: merchantLanguages(settings), game: ["EN", "ES", "JA", "KO", "PT", "TY"] },
    });
  });

  return router;
}
