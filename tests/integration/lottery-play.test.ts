// The lottery vendor's game page of the reference backend (docs/decisions/0035): a launched lottery
// game takes last-digit orders on its next draw, once per rendered form, and refuses in words.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, createMember, endSession, startBackendWithDb, type TestMember } from "../support/member";
import { MERCHANT } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let lottery: { gameId: number; nodeId: string; gameName: string };
beforeAll(async () => {
  backend = await startBackendWithDb();
  // The daily draw whose close is furthest away: no test meets a draw.
  const games = backend.db
    .prepare(
      `SELECT g.game_id AS gameId, g.node_id AS nodeId, g.game_name AS gameName, l.draw_interval_seconds AS i,
        l.draw_offset_seconds AS o FROM lottery_game l JOIN game g ON g.game_id = l.game_id`,
    )
    .all() as Array<{ gameId: number; nodeId: string; gameName: string; i: number; o: number }>;
  const untilDraw = (g: { i: number; o: number }) => {
    const now = Date.now() / 1000;
    return g.o + (Math.floor((now - g.o) / g.i) + 1) * g.i - now;
  };
  lottery = games.reduce((a, b) => (untilDraw(b) > untilDraw(a) ? b : a));
});
afterAll(() => backend?.close());

async function launch(member: TestMember | null): Promise<string> {
  const path = member ? "/wps/game/launchGame" : "/wps/relay/GCS_gameTrialLaunch";
  const response = await fetch(
    `${backend.url}${path}?gameId=${lottery.gameId}&nodeId=${lottery.nodeId}&lobbyUrl=${encodeURIComponent("http://lobby.test/m/lottery")}`,
    { headers: member ? { Merchant: MERCHANT, Authorization: member.token } : { Merchant: MERCHANT } },
  );
  const body = (await response.json()) as { value: { content: { game_url: string } } };
  return body.value.content.game_url;
}

/** The order form's hidden fields, as rendered. */
async function formOf(url: string) {
  const html = await (await fetch(url)).text();
  const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
  return { html, issue: field("issue"), key: field("key") };
}

function post(url: string, fields: Array<[string, string]>) {
  return fetch(`${url}/order`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const orders = (member: TestMember) =>
  backend.db.prepare("SELECT count(*) FROM lottery_order WHERE member_id = ?").pluck().get(member.id);

describe("lottery game page", () => {
  it("shows the game, its issue and closing time, the balance and an order form", async () => {
    const member = createMember(backend.db, { balance: 50 });
    const url = await launch(member);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const { html, issue, key } = await formOf(url);
    expect(html).toContain(`<h1>${lottery.gameName}</h1>`);
    expect(html).toMatch(new RegExp(`Issue ${issue} · closes at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC`));
    expect(html).toContain('Balance: <output id="balance">50.00</output>');
    expect(html).toContain('<input type="checkbox" name="digit" value="9">');
    expect(key).toMatch(/^[\w-]{16,}$/);
    expect(html).not.toMatch(/<(script|link)\b|src="http/);
    expect(html).not.toContain(">Spin<");
    // Two renders, two keys: each form places its own order.
    expect((await formOf(url)).key).not.toBe(key);
  });

  it("places one order per form key: a double post or a resubmitted page debits once", async () => {
    const member = createMember(backend.db, { balance: 100 });
    const url = await launch(member);
    const { issue, key } = await formOf(url);
    const fields: Array<[string, string]> = [
      ["issue", issue],
      ["key", key],
      ["digit", "3"],
      ["digit", "7"],
      ["stake", "5"],
    ];
    const [first, second] = await Promise.all([post(url, fields), post(url, fields)]);
    expect(first.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect((await post(url, fields)).headers.get("location")).toBe(first.headers.get("location"));
    expect(balanceOf(backend.db, member)).toBe(90);
    expect(orders(member)).toBe(1);
    const bets = backend.db
      .prepare("SELECT amount_cents FROM ledger WHERE member_id = ? AND kind = 'bet'")
      .pluck()
      .all(member.id);
    expect(bets).toEqual([-500, -500]);

    const result = await fetch(new URL(first.headers.get("location")!, url));
    const html = await result.text();
    expect(result.status).toBe(200);
    expect(html).toMatch(new RegExp(`Order \\d+ placed</h2>\\n<p>Issue ${issue}, drawn at `));
    expect(html).toContain("<li>Digit 3 · stake 5.00 · Pending</li><li>Digit 7 · stake 5.00 · Pending</li>");
    expect(html).toContain('Balance: <output id="balance">90.00</output>');
    // The order's page shows only the member's own orders of this game.
    const other = await launch(createMember(backend.db));
    expect(
      (await fetch(`${other}?${new URL(first.headers.get("location")!, url).searchParams}`)).status,
    ).toBe(404);
    expect((await fetch(`${url}?order=abc`)).status).toBe(404);
  });

  it("refuses bad forms, stakes out of limits, too little balance and a closed issue, in words", async () => {
    const member = createMember(backend.db, { balance: 20 });
    const url = await launch(member);
    const { issue, key } = await formOf(url);
    const refused = async (fields: Array<[string, string]>, status: number, text: string) => {
      const response = await post(url, fields);
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(text);
    };
    const base = (stake: string, ...digits: string[]): Array<[string, string]> => [
      ["issue", issue],
      ["key", key],
      ...digits.map((d): [string, string] => ["digit", d]),
      ["stake", stake],
    ];
    await refused(base("5"), 400, "Pick at least one digit.");
    await refused(base("5", "1", "1"), 400, "Each digit is one of 0 to 9, picked once.");
    await refused(base("5", "12"), 400, "Each digit is one of 0 to 9, picked once.");
    await refused(base("five", "1"), 400, "Enter the stake per digit as an amount, 1.00 to 10000.00.");
    await refused(base("0.99", "1"), 400, "The stake per digit is at least 1.00.");
    await refused(base("10000.01", "1"), 400, "The stake per digit is at most 10000.00.");
    await refused([...base("5", "1"), ["stake", "6"]], 400, "Enter the stake per digit as an amount");
    await refused([["digit", "1"]], 400, "This form is not one of this game");
    await refused(
      base("15", "1", "2"),
      409,
      "Not enough balance: the order costs 30.00 and your balance is 20.00.",
    );
    const closed = (html: string) => html.match(/Last draw (\S+):/)![1];
    const last = closed((await formOf(url)).html);
    await refused(
      [["issue", last], ...base("5", "1").slice(1)],
      409,
      `Issue ${last} has closed. The next issue is ${issue}: check your picks and place the order again.`,
    );
    expect(balanceOf(backend.db, member)).toBe(20);
    expect(orders(member)).toBe(0);
  });

  it("stops orders at the loss limit, and once the session has ended", async () => {
    const member = createMember(backend.db);
    const url = await launch(member);
    await fetch(`${backend.url}/wps/responsible/limits`, {
      method: "POST",
      headers: { Merchant: MERCHANT, Authorization: member.token, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "loss.day", value: 100 }),
    });
    const order = async () => {
      const { issue, key } = await formOf(url);
      return post(url, [
        ["issue", issue],
        ["key", key],
        ["digit", "0"],
        ["stake", "1.00"],
      ]);
    };
    expect((await order()).status).toBe(303);
    const stopped = await order();
    expect(stopped.status).toBe(403);
    expect(await stopped.text()).toContain("You have reached your loss limit. Games open again on ");
    expect(balanceOf(backend.db, member)).toBe(999);

    const { issue, key } = await formOf(url);
    endSession(backend.db, member);
    const ended = await post(url, [
      ["issue", issue],
      ["key", key],
      ["digit", "0"],
      ["stake", "1"],
    ]);
    expect(ended.status).toBe(401);
    expect(await ended.text()).toContain("Your session has ended");
    expect(orders(member)).toBe(1);
  });

  it("takes no order in trial play, and a lottery takes no spin", async () => {
    // The catalogue's lotteries have no trial play; one that had would still not take orders.
    backend.db.prepare("UPDATE game SET freeplay = 1 WHERE game_id = ?").run(lottery.gameId);
    try {
      const url = await launch(null);
      const { html } = await formOf(url);
      expect(html).toContain("Lottery orders need real play: log in and launch the game again to place one.");
      expect(html).not.toContain("<form");
      const response = await post(url, [
        ["issue", "20260101"],
        ["key", "k".repeat(22)],
        ["digit", "1"],
        ["stake", "1"],
      ]);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("Lottery orders need real play.");
      expect((await fetch(`${url}/spin`, { method: "POST", redirect: "manual" })).status).toBe(409);
    } finally {
      backend.db.prepare("UPDATE game SET freeplay = 0 WHERE game_id = ?").run(lottery.gameId);
    }
  });

  it("answers any posted form with an order or a 4xx page, never a 5xx, and debits only what it placed", async () => {
    const member = createMember(backend.db, { balance: 200 });
    const url = await launch(member);
    const { issue } = await formOf(url);
    const value = fc.oneof(
      fc.constantFrom(
        "",
        "0",
        "9",
        "10",
        "-1",
        "1.005",
        "0.99",
        "1e3",
        "10000.01",
        "%",
        "\u0000",
        issue,
        "20200101",
      ),
      fc.string({ maxLength: 24 }),
      fc.stringMatching(/^[\w-]{16,24}$/),
    );
    const field = fc.tuple(fc.constantFrom("issue", "key", "digit", "stake", "digit[]", "x"), value);
    await fc.assert(
      fc.asyncProperty(fc.array(field, { maxLength: 8 }), async (fields) => {
        const response = await post(url, fields);
        expect(response.status === 303 || (response.status >= 400 && response.status < 500)).toBe(true);
      }),
      { numRuns: 300, seed: 20261123 },
    );
    const staked = backend.db
      .prepare(
        `SELECT coalesce(sum(s.stake_cents), 0) FROM lottery_sub_order s JOIN lottery_order o ON o.id = s.order_id
         WHERE o.member_id = ?`,
      )
      .pluck()
      .get(member.id) as number;
    expect(balanceOf(backend.db, member)).toBe(200 - staked / 100);
  });
});
