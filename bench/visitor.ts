// A browser as far as the soak (bench/soak.ts) needs one, without JavaScript: it keeps the cookies it is
// given, follows redirects, and posts a page's forms with the fields the page put in them.

/** Every answer, as it arrives: the visitor's side, the request ("GET /m/home"), its status (0: none). */
export type OnAnswer = (side: string, request: string, status: number, location: string | null) => void;

/** The longest one request may take; past it the answer counts as none (status 0) and the visitor goes on. */
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };
const decode = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]);

/** An attribute's value in one tag, decoded; null when the tag has none. */
function attribute(tag: string, name: string): string | null {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match ? decode(match[1]) : null;
}

/**
 * What a browser sends of the first form in `html` that posts to `action`: its hidden inputs and, per
 * radio group, the checked choice (else the first, as a visitor would pick one). Null without such a form.
 */
function formFields(html: string, action: string): URLSearchParams | null {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) return null;
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields = new URLSearchParams();
  const radios = new Map<string, string>();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, "name");
    const value = attribute(input, "value") ?? "";
    const type = attribute(input, "type");
    if (name && type === "hidden") fields.append(name, value);
    if (name && type === "radio" && (!radios.has(name) || /\schecked=/.test(input))) radios.set(name, value);
  }
  for (const [name, value] of radios) fields.set(name, value);
  return fields;
}

/** One visitor (`cookies`: `name=value` pairs it starts with), its cookies kept between its requests. */
export function createVisitor(base: string, side: string, onAnswer: OnAnswer, cookies: string[] = []) {
  const jar = new Map(
    cookies.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
      if (value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
  };

  /** One request; its status (0: no answer in time) and body. */
  async function send(method: string, target: string, body?: URLSearchParams) {
    const request = `${method} ${target.split("?")[0]}`;
    try {
      const response = await fetch(new URL(target, base), {
        method,
        redirect: "manual",
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          "accept-encoding": "gzip",
          "accept-language": "en",
          ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
          // A form of our own page, as a browser says (server/security.ts refuses other origins' writes).
          ...(body ? { origin: base, "content-type": "application/x-www-form-urlencoded" } : {}),
        },
      });
      const text = await response.text();
      keep(response);
      const location = response.headers.get("location");
      onAnswer(side, request, response.status, location);
      return { status: response.status, text, location };
    } catch {
      onAnswer(side, request, 0, null);
      return { status: 0, text: "", location: null };
    }
  }

  /** Follows redirects on this site as a browser does (a GET after any of them); the page landed on. */
  async function land(first: Awaited<ReturnType<typeof send>>): Promise<string> {
    let answer = first;
    for (let hop = 0; hop < MAX_REDIRECTS && answer.status >= 300 && answer.status < 400; hop++) {
      const next = answer.location ? new URL(answer.location, base) : null;
      if (next?.origin !== new URL(base).origin) break;
      answer = await send("GET", `${next.pathname}${next.search}`);
    }
    return answer.text;
  }

  return {
    /** Opens `target`; the HTML (or data) it lands on. */
    go: async (target: string) => land(await send("GET", target)),
    /**
     * Posts the form of `page` that posts to `action`, its fields as the page gave them with `choices`
     * over them (what the visitor typed or picked); the page it lands on. Nothing when the page has no
     * such form (every message already read).
     */
    submit: async (page: string, action: string, choices: Record<string, string> = {}) => {
      const fields = formFields(page, action);
      if (!fields) return "";
      for (const [name, value] of Object.entries(choices)) fields.set(name, value);
      return land(await send("POST", action, fields));
    },
  };
}

export type Visitor = ReturnType<typeof createVisitor>;
