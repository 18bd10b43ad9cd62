import type { RouterContextProvider } from "react-router";
import { isBackendError } from "~/.server/backend";
import { requestContext, servicesContext } from "~/.server/context";
import { siteStatus } from "~/.server/site-status";
import { loaderFailure } from "~/.server/loader-failure";
import {
  defaultRegisterMethod,
  registerMethodsFromFlags,
  registrationFields,
  showsMethodToggle,
  type RegisterMethod,
} from "~/domain/registration";
import { whitelabelFlags } from "~/domain/whitelabel";
import { codeByProvider, phoneProviderReady } from "~/domain/phone-verification";
import { fieldSettings } from "~/.server/field-settings";
import { imageUrl } from "~/.server/images";
import { optional } from "~/.server/loader-data";
import { bannersOf } from "~/domain/banner";

/** Everything the registration form depends on, the same for its loader and its action. */
export async function registrationSetup(
  context: Readonly<RouterContextProvider>,
  askedMethod: string | null,
) {
  const status = await siteStatus(context);
  const settings = await fieldSettings(context);
  const flags = whitelabelFlags(status.info.whitelabel);
  const enabled = registerMethodsFromFlags(flags);
  const methods: RegisterMethod[] = showsMethodToggle(enabled)
    ? ["username", "mobileNum"]
    : [defaultRegisterMethod(enabled)];
  const method = methods.find((m) => m === askedMethod) ?? defaultRegisterMethod(enabled);
  const fields = registrationFields(flags, method);
  return {
    settings,
    methods,
    method,
    fields,
    captchaOn: status.info.register.captcha,
    // The phone-verification provider sends and checks the code (decision 0077).
    codeByProvider: codeByProvider(phoneProviderReady(status.info.register.phoneAuthProvider), fields),
  };
}

/** The affiliate code of the address, checked at the backend: valid codes are applied without a field. */
export async function checkAddressAffiliate(
  context: Readonly<RouterContextProvider>,
  code: string | null,
  domain: string,
): Promise<{ code: string; valid: boolean } | null> {
  if (!code) return null;
  try {
    await context.get(requestContext).backend.checkAffiliate(code, domain);
    return { code, valid: true };
  } catch (error) {
    if (isBackendError(error) && !error.isUnavailable) return { code, valid: false };
    throw loaderFailure(error, context.get(servicesContext).logger);
  }
}

/**
 * The registration's background: the operator's first m_reg banner (accounts §4 "Banner announcements:
 * groupName m_reg"), or none. Optional: the form works without it.
 */
export async function registrationBanner(
  context: Readonly<RouterContextProvider>,
): Promise<{ image: string } | null> {
  const { backend } = context.get(requestContext);
  const [announcements, status] = await Promise.all([
    optional(context, backend.getAnnouncements({ groupName: "m_reg" }), null, "registration banner"),
    siteStatus(context),
  ]);
  const banner = announcements
    ? bannersOf(announcements.banners, "m_reg").sort((a, b) => a.sequence - b.sequence)[0]
    : undefined;
  return banner ? { image: imageUrl(banner.url, status.info.imageCDNs) } : null;
}
