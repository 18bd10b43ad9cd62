// Checks a platform backend against the contract the BFF reads, before pointing the BFF at it:
//   npm run check:backend -- <backend URL> [--merchant CODE] [--user U --password P]
// Calls every call of the contract that moves no money (the site's status, catalogue, vendors,
// banners, announcements, help, registration settings, the encryption key; with credentials an
// encrypted login, then member info, balance and unread counts) through the BFF's own backend client,
// so each answer is read with the same schemas (app/.server/backend/schemas). One line per call: ok,
// refused with its code, or the first field whose shape differs; then a summary. Exit status 1 on any
// mismatch or unreachable call. Nothing is written but the login's session.
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { createBackendClient, isBackendError, type BackendCallOptions } from "~/.server/backend";
import { KEY_PATH } from "~/.server/backend/encrypted";
import { parseModulus } from "~/.server/backend/wire-crypto";

export type CheckOptions = {
  baseUrl: string;
  merchant: string;
  user?: string;
  password?: string;
  timeoutMs?: number;
};

type Outcome = { kind: "ok" | "refused" | "mismatch" | "unreachable" | "skipped"; detail?: string };

/** Runs every check, printing one line each and a summary; true when nothing mismatched or failed. */
export async function checkBackend(options: CheckOptions, print: (line: string) => void): Promise<boolean> {
  const base: BackendCallOptions = {
    baseUrl: options.baseUrl,
    merchant: options.merchant,
    language: "EN",
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const guest = createBackendClient(base);
  const outcomes: Outcome[] = [];
  const check = async (name: string, run: () => Promise<unknown>) => {
    const outcome = await outcomeOf(run);
    outcomes.push(outcome);
    print(`${outcome.kind.padEnd(11)} ${name}${outcome.detail ? `: ${outcome.detail}` : ""}`);
    return outcome;
  };

  await check("GET /wps/system/status", guest.getSiteStatus);
  await check("GET /wps/relay/GCSGAME_gameList", () => guest.listGames({ pageNo: 1, pageSize: 20 }));
  await check("GET /wps/relay/GCSGAME_hotGamesV2", guest.hotGames);
  await check("GET /wps/relay/GCSGAME_newGameVendor", guest.vendorData);
  await check("GET /wps/relay/MCSFE_getListAnnouncements (banners)", () =>
    guest.getAnnouncements({ groupName: "m_home" }),
  );
  await check("GET /wps/relay/MCSFE_getListAnnouncements", () => guest.getAnnouncements());
  await check("GET /wps/help", guest.helpEntries);
  await check("GET /wps/system/setting/register", guest.getRegisterSettings);
  await check(`GET ${KEY_PATH}`, () => readKey(base));

  if (options.user && options.password) {
    let token: string | undefined;
    await check("POST /wps/session/login (encrypted)", async () => {
      token = (await guest.login({ type: "username", username: options.user!, password: options.password! }))
        .token;
    });
    const member = token ? createBackendClient({ ...base, token }) : null;
    const asMember = (name: string, run: (client: NonNullable<typeof member>) => Promise<unknown>) =>
      member ? check(name, () => run(member)) : skip(name, "no session (the login did not pass)");
    await asMember("GET /wps/member/info", (c) => c.getMemberInfo());
    await asMember("GET /wps/v2/wallets/balance", (c) => c.getBalance());
    await asMember("GET /wps/inbox/unread", (c) => c.getInboxUnread());
    await asMember("GET /wps/chat/unread", (c) => c.getChatUnread());
  } else {
    for (const name of [
      "POST /wps/session/login (encrypted)",
      "GET /wps/member/info",
      "GET /wps/v2/wallets/balance",
    ])
      skip(name, "give --user and --password");
  }

  function skip(name: string, why: string) {
    outcomes.push({ kind: "skipped" });
    print(`${"skipped".padEnd(11)} ${name}: ${why}`);
  }

  const count = (kind: Outcome["kind"]) => outcomes.filter((o) => o.kind === kind).length;
  const failed = count("mismatch") + count("unreachable");
  print(
    `${failed === 0 ? "PASS" : "FAIL"}: ${count("ok")} ok, ${count("refused")} refused, ` +
      `${count("mismatch")} shape mismatches, ${count("unreachable")} unreachable, ${count("skipped")} skipped`,
  );
  return failed === 0;
}

/** The key endpoint answers bare hex text, not the envelope: read as the BFF reads it. */
async function readKey(options: BackendCallOptions): Promise<void> {
  const response = await fetch(`${options.baseUrl.replace(/\/$/, "")}${KEY_PATH}?t=${Date.now()}`, {
    headers: { Merchant: options.merchant, Device: "web", "X-Gateway-Version": "3" },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Mismatch(`answered HTTP ${response.status}`);
  try {
    parseModulus(text);
  } catch {
    throw new Mismatch(
      `not a bare hex RSA modulus of 512 bits or more: ${JSON.stringify(text.slice(0, 40))}`,
    );
  }
}

class Mismatch extends Error {}

async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return { kind: "ok" };
  } catch (error) {
    if (error instanceof Mismatch) return { kind: "mismatch", detail: error.message };
    if (!isBackendError(error)) return { kind: "unreachable", detail: String(error) };
    if (error.errorCode === "backend.bad.answer")
      return { kind: "mismatch", detail: firstDifference(error.message) };
    if (error.status === 0) return { kind: "unreachable", detail: error.message };
    return { kind: "refused", detail: `${error.errorCode} (HTTP ${error.status})` };
  }
}

/** zod's pretty error's first problem and where it is: "✖ Invalid input: expected string … → at games[0].name". */
function firstDifference(message: string): string {
  const lines = message.split("\n");
  const problem = lines.findIndex((line) => line.includes("✖"));
  if (problem < 0) return message;
  const at = lines[problem + 1]?.trim().startsWith("→") ? ` ${lines[problem + 1]!.trim()}` : "";
  return `${lines[problem]!.replace(/^.*✖\s*/, "")}${at}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { merchant: { type: "string" }, user: { type: "string" }, password: { type: "string" } },
  });
  const baseUrl = positionals[0];
  if (!baseUrl) {
    console.error("usage: npm run check:backend -- <backend URL> [--merchant CODE] [--user U --password P]");
    process.exit(2);
  }
  const passed = await checkBackend(
    { baseUrl, merchant: values.merchant ?? process.env.MERCHANT_CODE ?? "demo", ...values },
    (line) => console.log(line),
  );
  process.exit(passed ? 0 : 1);
}
