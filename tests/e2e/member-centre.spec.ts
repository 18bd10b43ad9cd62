// Member centre (issue 11), with JavaScript on and off: demo play shows in the bet record and the
// account record, the date range lives in the URL, and the profile is edited in my account.
import { expect, gameName, gameTiles, test } from "./games-fixtures";

const today = () => new Date().toISOString().slice(0, 10);

test("after demo play the bet record and the account record show the spin", async ({ page, member }) => {
  await page.goto("/m/slot-games?vassalage=PG");
  const first = gameTiles(page).first();
  const name = await gameName(first);
  await first.click();
  await page.getByRole("button", { name: "Spin" }).click();
  await expect(page.getByRole("status").filter({ hasText: /You won|No win this time/ })).toBeVisible();

  await page.goto("/m/member/home");
  const entries = page.getByRole("navigation", { name: "Member centre entries" });
  await entries.getByRole("link", { name: "Bet record" }).click();
  await expect(page).toHaveURL(new RegExp(`/m/gameRecord\\?start=\\d{4}-\\d{2}-\\d{2}&end=${today()}$`));
  const row = page.locator(".record-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("¥1.00");

  await page.goto("/m/member/home");
  await entries.getByRole("link", { name: "Account record" }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?start=/);
  await expect(page.locator(".record-row").filter({ hasText: "Bet" }).first()).toContainText("-¥1.00");
  await expect(page.locator(".record-row").filter({ hasText: "Opening balance" })).toContainText("¥1,000.00");
  expect(member.balance()).not.toBe(1000);
});

test("the account record shows one transaction type, chosen from the platform's list", async ({
  page,
  member: _member,
}) => {
  await page.goto(`/m/transaction/record?start=${today()}&end=${today()}`);
  await expect(page.locator(".record-row").filter({ hasText: "Opening balance" })).toHaveCount(1);
  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Deposit" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/m/transaction/record?start=${today()}&end=${today()}&code=deposit`);
  await expect(page.locator(".record-row")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveValue("deposit");
  // A quick range keeps the type.
  await expect(page.getByRole("link", { name: "Today" })).toHaveAttribute(
    "href",
    `/m/transaction/record?code=deposit&start=${today()}&end=${today()}`,
  );
  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "All types" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/m/transaction/record?start=${today()}&end=${today()}`);
  await expect(page.locator(".record-row").filter({ hasText: "Opening balance" })).toHaveCount(1);
});

test("the date range is in the URL; a range without records says so", async ({ page, member: _member }) => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.goto("/m/gameRecord");
  await page.getByRole("textbox", { name: "From" }).fill(yesterday);
  await page.getByRole("textbox", { name: "To", exact: true }).fill(yesterday);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/m/gameRecord?start=${yesterday}&end=${yesterday}`);
  // The days in the page's locale (en-US), as the date fields show them.
  const [y, m, d] = yesterday.split("-");
  const day = `${m}/${d}/${y}`;
  await expect(page.getByText(`No records between ${day} and ${day}.`)).toBeVisible();
  await page.getByRole("link", { name: "Lottery" }).click();
  await expect(page).toHaveURL(`/m/gameRecord?tab=lottery&start=${yesterday}&end=${yesterday}`);
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(`/m/gameRecord?tab=lottery&start=${today()}&end=${today()}`);
  await expect(page.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "true");
});

test("my account saves nickname, e-mail and payee name, and refuses a bad e-mail", async ({
  page,
  member: _member,
}) => {
  await page.goto("/m/myAccount/index");
  await page.getByRole("textbox", { name: "Nickname" }).fill("Night Owl");
  await page.getByRole("textbox", { name: "E-mail" }).fill("owl@example.com");
  await page.getByRole("textbox", { name: "Payee name" }).fill("Owl Lee");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await page.goto("/m/member/home");
  await expect(page.locator(".member-card__name")).toContainText("Night Owl");

  await page.goto("/m/myAccount/index");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("owl@example.com");
  await page.getByRole("textbox", { name: "E-mail" }).fill("not mail");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The e-mail format is incorrect")).toBeVisible();
});

test("an avatar that is no image is refused with its reason", async ({ page, member: _member }) => {
  await page.goto("/m/myAccount/index");
  await page.getByLabel("Image file").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("GIF89a not really a png"),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Only PNG or JPG images can be uploaded.")).toBeVisible();
});

test("feedback from the member centre: a refusal says why at the top, a sent comment is listed and the form is empty", async ({
  page,
  member: _member,
}) => {
  await page.goto("/m/member/home");
  await page
    .getByRole("navigation", { name: "Member centre entries" })
    .getByRole("link", { name: "Feedback" })
    .click();
  await expect(page).toHaveURL("/m/feedback");
  await expect(page.getByText("You have not sent any feedback yet.")).toBeVisible();
  const comment = page.getByRole("textbox", { name: "Your comment" });
  const shots = page.getByLabel("Screenshots (optional)");
  const send = page.getByRole("button", { name: "Send feedback" });
  // Too short: said at the field (by the browser's check with JavaScript, by the server without).
  // Words count, not characters (accounts §5): fifteen characters of one word are too short.
  await comment.fill("Unbelievable!!!");
  await send.click();
  await expect(page.getByText("Write 3 to 50 words, 140 characters at most.")).toBeVisible();

  // A file that is no image is the server's to find: the summary says so and takes the focus.
  await comment.fill("The lobby's search finds my games quickly.");
  await shots.setInputFiles({
    name: "shot.png",
    mimeType: "image/png",
    buffer: Buffer.from("GIF89a not a png"),
  });
  await send.click();
  const summary = page.getByRole("alert").filter({ hasText: "Please correct the marked fields (1)." });
  await expect(summary).toBeFocused();
  await expect(page.getByText("Only PNG or JPG images can be sent.")).toBeVisible();
  await expect(comment).toHaveValue("The lobby's search finds my games quickly.");

  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(32, 1),
  ]);
  await shots.setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: png });
  await send.click();
  await expect(page.getByText("Upload success: thank you for your feedback.")).toBeVisible();
  const sent = page
    .locator(".security-list__item")
    .filter({ hasText: "The lobby's search finds my games quickly." });
  await expect(sent).toContainText("Screenshots: 1");
  await expect(comment).toHaveValue("");
});

test("real-name verification from the member centre: a bad number is said at its field, a sent check shows pending and masked (item 18)", async ({
  page,
  member: _member,
}) => {
  await page.goto("/m/member/home");
  await page
    .getByRole("navigation", { name: "Member centre entries" })
    .getByRole("link", { name: "Real-name verification" })
    .click();
  await expect(page).toHaveURL("/m/realName");
  const name = page.getByRole("textbox", { name: "Full name (as on your document)" });
  const number = page.getByRole("textbox", { name: "Identity document number" });
  const born = page.getByLabel("Date of birth (as on your document)", { exact: true });
  const send = page.getByRole("button", { name: "Send for verification" });
  await name.fill("Ann Lee");
  await number.fill("12/45");
  // Under 21 on the day (accounts §5: birthday check for 21 years).
  const young = new Date();
  young.setUTCFullYear(young.getUTCFullYear() - 20);
  await born.fill(young.toISOString().slice(0, 10));
  await send.click();
  await expect(page.getByText("Write the document number: 6 to 20 letters and digits.")).toBeVisible();
  await expect(page.getByText("You must be 21 or over to be verified.")).toBeVisible();
  await expect(name).toHaveValue("Ann Lee");
  await number.fill("ab 1234 5678");
  await born.fill("1990-03-07");
  await send.click();
  await expect(page.getByText("Sent: we are checking your details.")).toBeVisible();
  const check = page.getByRole("definition");
  await expect(check.filter({ hasText: "Being checked" })).toBeVisible();
  await expect(check.filter({ hasText: "AB******78" })).toBeVisible();
  await expect(send).toHaveCount(0);
});

test("a lottery sub-order is cancelled from the bet record while its draw is open", async ({
  page,
  member,
  gamesBackend,
  backendUrl,
}) => {
  const gameId = gamesBackend.db
    .prepare("SELECT game_id FROM lottery_game ORDER BY draw_interval_seconds DESC, game_id LIMIT 1")
    .pluck()
    .get() as number;
  const placed = await fetch(`${backendUrl}/wps/member/records/lottery/orders`, {
    method: "POST",
    headers: { Merchant: "demo", Authorization: member.token, "Content-Type": "application/json" },
    body: JSON.stringify({
      gameId,
      idempotencyKey: `e2e-order-${member.id}`,
      subOrders: [{ numbers: "4", stakeCents: 500 }],
    }),
  });
  expect(placed.status).toBe(200);
  // The draw kept an hour away: the test never meets it.
  gamesBackend.db
    .prepare("UPDATE lottery_order SET closes_at = ? WHERE member_id = ?")
    .run(Date.now() + 3_600_000, member.id);
  expect(member.balance()).toBe(995);

  await page.goto("/m/gameRecord?tab=lottery");
  await page.getByRole("button", { name: "Cancel sub-order 4" }).click();
  await expect(page.getByText("Sub-order cancelled. The stake is back in your balance.")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel sub-order 4" })).toHaveCount(0);
  expect(member.balance()).toBe(1000);
});

test.describe("in the player's own time zone", () => {
  // A zone whose day differs from the platform's (UTC) now: from 10:00 UTC Kiritimati (UTC+14) is
  // on the next day, before 11:00 UTC Pago Pago (UTC-11) still on the one before.
  const zone = new Date().getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
  test.use({ timezoneId: zone });

  test("the record's today is the player's once the browser has named its zone @js-only", async ({
    page,
    context,
    member: _member,
  }) => {
    const localToday = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
    expect(localToday).not.toBe(today());
    await page.goto("/m/member/home");
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "tz")?.value)
      .toBe(encodeURIComponent(zone));
    await page.goto("/m/gameRecord");
    await expect(page).toHaveURL(new RegExp(`/m/gameRecord\\?start=\\d{4}-\\d{2}-\\d{2}&end=${localToday}$`));
  });
});
