import { z } from "~/domain/zod";

const flag = z.enum(["0", "1"]);

export type WhitelabelNodeAnswer = { modId: string; enabled: string; childrenNodes?: WhitelabelNodeAnswer[] };
const whitelabelNode: z.ZodType<WhitelabelNodeAnswer> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.string(),
    childrenNodes: z.array(whitelabelNode).optional(),
  }),
);

export const customerServiceEntry = z.object({
  csType: z.string(),
  title: z.string(),
  /** Encrypted: see customer-service-path.ts. */
  path: z.string(),
});

export const siteStatus = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }),
  info: z.object({
    customerService: z.array(customerServiceEntry),
    domainRoute: z.array(z.string()),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
    mobileTemplate: z.object({ mem_cen: flag, dep_func: flag }),
    paths: z.record(z.string(), z.string()),
    register: z.object({
      loginMobileCode: z.boolean(),
      captcha: z.boolean(),
      mobileRegister: z.boolean(),
      usernameRegister: z.boolean(),
      /** The initialised phone-auth provider (social login), or null; absent is read as null. */
      phoneAuthProvider: z.string().nullable().default(null),
      /** Login method flags set for social login, e.g. ["GOOGLE", "FACEBOOK"]. */
      socialLoginMethods: z.array(z.string()).default([]),
      /** The download bar shows to logged-in visitors only; absent is read as false. */
      downloadBarLogin: z.boolean().default(false),
    }),
    resources: z.array(z.object({ resourceType: z.string(), url: z.string() })),
    whitelabel: z.array(whitelabelNode),
  }),
});
export type SiteStatus = z.infer<typeof siteStatus>;

export const merchant = z.object({
  merchantCode: z.string(),
  name: z.string(),
  defaultLanguage: z.string(),
  languages: z.object({ general: z.array(z.string()), game: z.array(z.string()) }),
});
export type Merchant = z.infer<typeof merchant>;
