import type { Database } from "better-sqlite3";
import type { Prng } from "./prng.ts";
import type { SeedContext } from "./index.ts";

interface Flag {
  modId: string;
  label: string;
  enabled?: boolean;
  children?: Flag[];
}

// A realistic white-label tree: module roots with the features they gate underneath.
const WHITELABEL: Flag[] = [
  {
    modId: "COMM3",
    label: "Common",
    children: [
      { modId: "INBOX3", label: "Inbox" },
      { modId: "CBS3", label: "Live chat" },
      { modId: "MAILCEN", label: "Mail centre" },
      { modId: "SECPRIV", label: "Security centre" },
      { modId: "PERSREP", label: "Profit and loss" },
      { modId: "TRANSREC3", label: "Account record" },
      { modId: "DEPRECM3", label: "Deposit record" },
      { modId: "TRANSBETREPMEM3", label: "Bet record" },
      { modId: "VIPBEN3", label: "VIP benefit" },
      { modId: "REFERRAL", label: "Referral promotion" },
      { modId: "APP_DOWNLOAD", label: "App download" },
    ],
  },
  {
    modId: "GAMELO3",
    label: "Game lobby",
    children: [
      { modId: "FREEPLAY3", label: "Free play" },
      { modId: "GAMSER", label: "Game search" },
    ],
  },
  {
    modId: "REG3",
    label: "Registration",
    children: [
      { modId: "USERNAMEREG3", label: "Username registration" },
      {
        modId: "MOBILENUMREG3",
        label: "Mobile number registration",
        children: [
          { modId: "REGMOBVERF3", label: "Mobile verification on registration" },
          { modId: "MOBILENUMPASSREG3", label: "Password on mobile registration" },
        ],
      },
      { modId: "CAPTCHA3", label: "Captcha" },
      { modId: "CHNGPASSVERIF3", label: "Password reset by phone" },
      { modId: "VERIFICATION3", label: "SMS verification" },
      { modId: "FACEBOOKLOGIN3", label: "Facebook login", enabled: false },
      { modId: "GOOGLELOGIN3", label: "Google login", enabled: false },
      { modId: "LINELOGIN3", label: "Line login", enabled: false },
      { modId: "TWITTERLOGIN3", label: "Twitter login", enabled: false },
    ],
  },
  {
    modId: "AGEPAG",
    label: "Agency",
    children: [
      { modId: "DOWNMAN", label: "Downline management" },
      { modId: "AGENTRANSMULTDOWN3", label: "Transfer to several downlines" },
      { modId: "AGETEAMPNL3", label: "Team profit and loss" },
      { modId: "TEAMBETTING3", label: "Team betting" },
      { modId: "AGEREBINC3", label: "Agent rebate" },
      { modId: "AFFMAN3", label: "Affiliate management" },
    ],
  },
];

export function seedSite(db: Database, prng: Prng, { merchantCode }: SeedContext): void {
  db.prepare("INSERT INTO site_status (id, maintenance, region_restriction) VALUES (1, 0, 0)").run();

  const domain = `${merchantCode}.example.com`;
  const settings: Record<string, unknown> = {
    "merchant.name": merchantCode === "demo" ? "Demo Casino" : `${merchantCode.toUpperCase()} Casino`,
    // The site languages of the markets the platform serves (decision 0034); KO stays the default.
    "merchant.languages": ["EN", "KO", "CN", "VI", "TH", "ID"],
    mainDomain: domain,
    domainRoute: [`https://m.${domain}`, `https://m2.${domain}`],
    mobileTemplate: { mem_cen: "1", dep_func: "0" },
    paths: { launchGame: "/wps/game/launchGame", launchTrialGame: "/wps/relay/GCS_gameTrialLaunch" },
    "register.loginMobileCode": false,
    "register.captcha": true,
    "register.mobileRegister": true,
    "register.usernameRegister": true,
    // Social login is off: no phone-auth provider initialised, no login method flag set.
    "register.phoneAuthProvider": null,
    "register.socialLoginMethods": [],
    "register.downloadBarLogin": false,
  };
  const setting = db.prepare("INSERT INTO site_setting (key, value) VALUES (?, ?)");
  for (const [key, value] of Object.entries(settings)) setting.run(key, JSON.stringify(value));

  const flag = db.prepare(
    "INSERT INTO whitelabel_flag (mod_id, parent_mod_id, enabled, label, sequence) VALUES (?, ?, ?, ?, ?)",
  );
  const insertFlags = (flags: Flag[], parent: string | null) =>
    flags.forEach((f, i) => {
      flag.run(f.modId, parent, f.enabled === false ? 0 : 1, f.label, i + 1);
      insertFlags(f.children ?? [], f.modId);
    });
  insertFlags(WHITELABEL, null);

  // Local, fake addresses: nothing is ever fetched from them.
  const services = [
    { type: "CS", title: "Customer Service", url: `https://cs.example.com/chat?merchant=${merchantCode}` },
    {
      type: "whatsapp",
      title: "WhatsApp",
      url: `https://wa.example.com/message/${merchantCode.toUpperCase()}CS`,
    },
    { type: "FACEBOOK", title: "Facebook", url: `https://facebook.example.com/${merchantCode}casino` },
    { type: "YOUTUBE", title: "YouTube", url: `https://youtube.example.com/@${merchantCode}casino` },
    { type: "TELEGRAM", title: "Telegram", url: `https://telegram.example.com/${merchantCode}_support` },
  ];
  const service = db.prepare(
    "INSERT INTO customer_service (cs_type, title, url, des_key, sequence) VALUES (?, ?, ?, ?, ?)",
  );
  services.forEach((s, i) => service.run(s.type, s.title, s.url, prng.token(8), i + 1));

  const resources = [
    ["IOS", `https://download.example.com/${merchantCode}/ios`],
    ["Android", `https://download.example.com/${merchantCode}/app-release.apk`],
    ["MOBILECONFIG", `https://download.example.com/${merchantCode}/profile.mobileconfig`],
    ["AppDownloadIcon", "/images/app-icon.svg"],
    ["TWITTER", `https://twitter.example.com/${merchantCode}casino`],
    ["YOUTUBE", `https://youtube.example.com/@${merchantCode}casino`],
    ["FACEBOOK", `https://facebook.example.com/${merchantCode}casino`],
    ["TELEGRAM", `https://telegram.example.com/${merchantCode}_news`],
  ];
  const resource = db.prepare("INSERT INTO site_resource (resource_type, url, sequence) VALUES (?, ?, ?)");
  resources.forEach(([type, url], i) => resource.run(type, url, i + 1));
}
