// What the access log shows of a request target. One-time credentials never reach it, whatever form
// the request line took (issue 62 item 3): the target is read as the routes read it (absolute form
// too), escapes are undone and empty segments dropped before looking, so `http://h/chat/<ticket>`,
// `//h/chat/<ticket>`, `/%63hat/<ticket>` and `/chat%2F<ticket>` are all seen for what they are.
import { targetPath } from "./request-target";

const REDACTED = "[redacted]";

/**
 * Whether the segment after `segments[i]` is a credential: the live chat's ticket (`/chat/<ticket>`,
 * opens that member's chat, issue 49), a launched game's ticket (`/play/<ticket>`, plays with the
 * member's wallet), the payment provider's order reference (`/provider/deposits/<ref>`, decides the
 * order on the provider's page, issue 25).
 */
function namesSecret(segments: string[], i: number): boolean {
  const name = segments[i].toLowerCase();
  if (name === "chat" || name === "play") return true;
  return name === "deposits" && segments[i - 1]?.toLowerCase() === "provider";
}

/** Query parameters that carry a credential: the social login's idToken, any token, ticket or code. */
const SECRET_PARAMETER = /token|ticket|secret|password|^code$/i;

/** Percent-escapes undone until none is left (a double-encoded `%2563` too), a few rounds at most. */
function unescaped(text: string): string {
  let current = text;
  for (let round = 0; round < 4 && current.includes("%"); round++) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        // Not UTF-8: the ASCII escapes (those that spell a path) are undone, the rest stays.
        return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The path as it came when it names no credential; else its unescaped segments, the credential replaced. */
function redactPath(path: string): string {
  // Backslashes too: a WHATWG URL (React Router's) reads `\` as `/`.
  const segments = unescaped(path).split(/[/\\?#;]+/);
  let found = false;
  for (let i = 0; i < segments.length - 1; i++) {
    if (segments[i] && segments[i + 1] && namesSecret(segments, i)) {
      segments[i + 1] = REDACTED;
      found = true;
    }
  }
  return found ? segments.join("/") : path;
}

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      if (SECRET_PARAMETER.test(unescaped(name.replaceAll("+", " ")))) return `${name}=${REDACTED}`;
      // A path in a value (a redirectTo) is looked at as a path.
      const value = unescaped(pair.slice(equals + 1).replaceAll("+", " "));
      const redacted = redactPath(value);
      return redacted === value ? pair : `${name}=${redacted}`;
    })
    .join("&");
}

/**
 * A request target (`req.originalUrl`, in whatever form the request line gave it) as it may be
 * written down: its path and query, without credentials and without a fragment; a target that is no
 * path is not written at all.
 */
export function redactTarget(target: string): string {
  const path = targetPath(target);
  if (path === undefined) return target === "*" ? "*" : "[not a path]";
  const hash = path.indexOf("#");
  const noFragment = hash === -1 ? path : path.slice(0, hash);
  const question = noFragment.indexOf("?");
  if (question === -1) return redactPath(noFragment);
  return `${redactPath(noFragment.slice(0, question))}?${redactQuery(noFragment.slice(question + 1))}`;
}
