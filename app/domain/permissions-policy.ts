// Which browser features the site and the game frames it embeds may use (issue 62 item 4): the
// `Permissions-Policy` header on every answer (server/permissions.ts) and the `allow` attribute of a
// game frame (the sports page) are both made from these lists, so the two cannot disagree.

/**
 * What a game frame needs: fullscreen play, sound and video without a tap first, protected video and
 * a floating video (live tables). Allowed to our own pages and to the game providers' framed origins.
 */
export const GAME_FRAME_FEATURES = [
  "fullscreen",
  "autoplay",
  "encrypted-media",
  "picture-in-picture",
] as const;

/** What our own pages use and no frame needs: the copy buttons (invitation links, order numbers). */
const OWN_FEATURES = ["clipboard-write"] as const;

/**
 * Switched off for the site and every frame: the sensitive and device features nothing of ours uses.
 * Names Chromium knows only (an unknown one is a console warning on every page there: `bluetooth` and
 * `web-share` were, in Debian's Chromium); others keep their defaults.
 */
const SWITCHED_OFF = [
  "accelerometer",
  "camera",
  "clipboard-read",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** The `allow` attribute of a game frame: its features, delegated to the frame's own origin. */
export const GAME_FRAME_ALLOW = GAME_FRAME_FEATURES.join("; ");

/** The header's value (RFC 8941 dictionary): `frameOrigins` are the game providers' framed origins. */
export function permissionsPolicy(frameOrigins: readonly string[]): string {
  const frames = ["self", ...frameOrigins.map((origin) => `"${origin}"`)].join(" ");
  return [
    ...GAME_FRAME_FEATURES.map((feature) => `${feature}=(${frames})`),
    ...OWN_FEATURES.map((feature) => `${feature}=(self)`),
    ...SWITCHED_OFF.map((feature) => `${feature}=()`),
  ].join(", ");
}
