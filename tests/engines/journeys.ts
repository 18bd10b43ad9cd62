// The core journeys, run in one engine with JavaScript on: one BFF and one browser for the whole run,
// the journeys in order in the same tab (a member logs in once; the money journeys use that login).
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "@mobile-front/reference-backend/testing";
import { createMember, startBackendWithDb, type TestMember } from "../support/member";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";
import { startBff } from "../support/servers";
import { startHoldingProxy } from "./holding-proxy";
import {
  doubleTap,
  fill,
  find,
  hydrated,
  markDocument,
  path,
  sameDocument,
  tap,
  until,
  type Tab,
} from "./tab";

const FUNDS_PASSWORD = "135790";
/** A closed popup's stored show flag (react-router's cookie encoding of "0"). */
const POPUP_CLOSED = "IjAi";
const SITE_MENU = 'nav[aria-label="Site menu"]';

export function journeys(open: (baseURL: string) => Promise<Tab>) {
  let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
  let bff: Awaited<ReturnType<typeof startBff>>;
  let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
  let tab: Tab;
  let member: TestMember;

  beforeAll(async () => {
    backend = await startBackendWithDb();
    bff = await startBff(backend.url, { statusTtlMs: 0 });
    // The browser reaches the BFF through a proxy that can hold a request back (a slow line).
    proxy = await startHoldingProxy(bff.url);
    tab = await open(proxy.url);
    // Both announcement popups closed, as a player who closed them once (the popups have tests of
    // their own): their overlay would take the taps.
    for (const name of ["SHELL_PU_A", "SHELL_PU_B"]) await tab.addCookie(name, POPUP_CLOSED);
    member = await memberWithCard(backend.url, backend.db);
  }, 90_000);

  afterAll(async () => {
    await tab?.close();
    await proxy?.close();
    await bff?.close();
    await backend?.close();
  });

  const shown = (css: string) =>
    until(
      tab,
      `${css} shown`,
      (s: string) => {
        const element = document.querySelector(s);
        return element !== null && element.getClientRects().length > 0;
      },
      css,
    );
  const textShown = (text: string) =>
    until(tab, `"${text}" on the page`, (t: string) => document.body.innerText.includes(t), text);
  const atPath = (pattern: RegExp) =>
    until(
      tab,
      `the address ${pattern}`,
      (p: string) => new RegExp(p).test(location.pathname + location.search),
      pattern.source,
    );

  test("home shows its carousels, started", async () => {
    await tab.goto("/m/home");
    await hydrated(tab);
    await until(tab, "Swiper started", () => document.querySelectorAll(".swiper-initialized").length > 0);
    await shown('nav[aria-label="Main menu"]');
  });

  test("the first tap on Open menu opens the menu in the same document, and a link navigates without one", async () => {
    // A fresh document, as a player's first visit (Firefox reloaded on the first tap, issue 46).
    await tab.goto("/m/home");
    await hydrated(tab);
    await markDocument(tab);
    await tap(tab, { role: "link", name: "Open menu" });
    await find(tab, { role: "link", name: "Inbox", within: SITE_MENU });
    await find(tab, { role: "link", name: "Promotions", within: SITE_MENU });
    expect(await sameDocument(tab)).toBe(true);
    await tap(tab, { role: "link", name: "Close menu", within: SITE_MENU });
    await until(
      tab,
      "the menu closed",
      (s: string) => !document.querySelector(s)?.getClientRects().length,
      SITE_MENU,
    );
    await tap(tab, { role: "link", name: "Log in", within: "header" });
    await atPath(/^\/m\/login$/);
    await find(tab, { role: "button", name: "Log in" });
    expect(await sameDocument(tab), "client navigation, no document load").toBe(true);
  });

  test("a game list scrolls on and filters", async () => {
    await tab.goto("/m/slot-games");
    await hydrated(tab);
    const first = await tab.run(() => document.querySelectorAll("article a").length);
    const more = await find(tab, { role: "link", name: "More games" });
    await tab.run((s: string) => document.querySelector(s)!.scrollIntoView(), more);
    await until(
      tab,
      "the next page appended",
      (n: number) => document.querySelectorAll("article a").length > n,
      first,
    );
    await tap(tab, { role: "link", name: "Filter" });
    await find(tab, { role: "css", css: 'input[type=checkbox][value="PG"]' });
    await tap(tab, { role: "css", css: 'input[type=checkbox][value="PG"]' });
    await tap(tab, { role: "button", name: "Apply" });
    await until(
      tab,
      "the vendor filter applied",
      () => new URL(location.href).searchParams.getAll("vassalage").join() === "PG",
    );
    await textShown("PG Soft");
  });

  test("typo search finds the game, and our clear control empties the box", async () => {
    const name = backend.db
      .prepare(
        `SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG'
           AND game_name GLOB '[A-Z][a-z][a-z][a-z][a-z]* [A-Z][a-z][a-z][a-z][a-z]*'
           AND game_name NOT GLOB '* * *' ORDER BY game_id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const [one, two] = name.toLowerCase().split(" ");
    const drop = (word: string) => word.slice(0, 2) + word.slice(3);
    await tab.goto("/m/search");
    await hydrated(tab);
    const box = await find(tab, { role: "css", css: "input[type=search]" });
    await tab.type(box, `${drop(two)} ${drop(one)}`);
    await until(
      tab,
      `${name} found first`,
      (n: string) => document.querySelector("article a")?.textContent?.endsWith(n),
      name,
    );
    await tap(tab, { role: "link", name: "Clear search" });
    await until(tab, "the box empty and focused", () => {
      const input = document.querySelector<HTMLInputElement>("input[type=search]")!;
      return input.value === "" && document.activeElement === input;
    });
    await textShown("Type a game name");
  });

  test("registration errors are checked in the page, the field in view below the bar with a ring", async () => {
    await tab.goto("/m/register");
    await hydrated(tab);
    await fill(tab, { role: "css", css: 'input[name="username"]' }, "1bad");
    await fill(tab, { role: "css", css: 'input[name="password"]' }, "Start9pass");
    await fill(tab, { role: "css", css: 'input[name="confirmPassword"]' }, "Start9pass");
    await tap(tab, { role: "button", name: "Register" });
    await textShown("The account format is incorrect");
    const focused = await until(tab, "the username focused", () => {
      const input = document.activeElement as HTMLInputElement | null;
      if (input?.name !== "username") return null;
      const bar = [...document.querySelectorAll("header, .page-bar")]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.top <= 0 && r.height > 0)
        .reduce((bottom, r) => Math.max(bottom, r.bottom), 0);
      const ring = (element: Element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      };
      return {
        top: input.getBoundingClientRect().top,
        bar,
        ring: ring(input) || ring(input.closest(".field__control") ?? input),
      };
    });
    expect(focused.top, "the field below the sticky bar").toBeGreaterThanOrEqual(focused.bar);
    expect(focused.ring, "a visible focus ring").toBe(true);
    expect(await path(tab), "refused in the page, not by the server").toBe("/m/register");
    // zod's `Function` probe, refused by the CSP (jitless makes none).
    expect(tab.console()).not.toMatch(/unsafe-eval|Refused to evaluate/i);
  });

  test("log in, open the member menu", async () => {
    await tab.goto("/m/login");
    await hydrated(tab);
    await fill(tab, { role: "css", css: 'input[name="username"]' }, member.account);
    await fill(tab, { role: "css", css: 'input[name="password"]' }, LOGIN_PASSWORD);
    await tap(tab, { role: "button", name: "Log in" });
    await atPath(/^\/m\/home$/);
    await tap(tab, { role: "link", name: "Member menu" });
    await textShown(member.account);
  });

  test("leaving home while its popup list loads goes to the page asked for, not the one left", async () => {
    // Home reached within the visit asks for its popup list half a second later (accounts §9).
    // Held back, the player leaves: were that load a route module's import, the engine would cancel
    // it and React Router would reload home in place of the page asked for.
    await tab.goto("/m/activity");
    await hydrated(tab);
    proxy.hold(/^\/(resources\/popup|assets\/popup-)/);
    try {
      await tap(tab, { role: "link", name: "Home", within: 'nav[aria-label="Main menu"]' });
      await atPath(/^\/m\/home$/);
      await proxy.held();
      await tab.goto("/m/voucherCenter");
      expect(await path(tab)).toBe("/m/voucherCenter");
    } finally {
      proxy.release();
    }
  });

  test("leaving a page while its unread counts refresh goes to the page asked for, not the one left", async () => {
    // Every client navigation of a member refreshes the unread counts, unasked (issue 62: WebKit
    // reloaded during the password change's redirect, "Error loading route module /assets/unread-…").
    // Held back, the player leaves: were that load a route module's import, the engine would cancel
    // it and React Router would reload the page left in place of the page asked for.
    await tab.goto("/m/activity");
    await hydrated(tab);
    proxy.hold(/^\/(resources\/unread|assets\/unread-)/);
    try {
      await tap(tab, { role: "link", name: "Home", within: 'nav[aria-label="Main menu"]' });
      await atPath(/^\/m\/home$/);
      await proxy.held();
      await tab.goto("/m/withdraw");
      expect(await path(tab)).toBe("/m/withdraw");
    } finally {
      proxy.release();
    }
  });

  test("deposit: a bad amount refused in place, a double tap makes one order", async () => {
    await tab.goto("/m/voucherCenter");
    await hydrated(tab);
    await tap(tab, { role: "css", css: "input[type=radio]" });
    await fill(tab, { role: "css", css: 'input[name="amount"]' }, "12.345");
    await tap(tab, { role: "button", name: "Deposit" });
    await textShown("Enter an amount such as 100 or 100.50 (two decimals at most).");
    await fill(tab, { role: "css", css: 'input[name="amount"]' }, "200");
    await doubleTap(tab, { role: "button", name: "Deposit" });
    await atPath(/^\/m\/voucherCenter\?order=\d+$/);
    expect(count(backend.db, "SELECT count(*) FROM deposit_order WHERE member_id = ?", member.id)).toBe(1);
  });

  test("withdraw: a wrong funds password refused in view, a double tap withdraws once", async () => {
    await tab.goto("/m/withdraw");
    await hydrated(tab);
    await fill(tab, { role: "css", css: 'input[name="amount"]' }, "100");
    await fill(tab, { role: "css", css: 'input[name="fundsPassword"]' }, "000000");
    await tap(tab, { role: "button", name: "Withdraw" });
    await textShown("The funds password is incorrect");
    await until(tab, "the refusal focused, in view", () => {
      const summary = document.querySelector(".refusal-summary");
      const box = summary?.getBoundingClientRect();
      return document.activeElement === summary && box!.top >= 0 && box!.bottom <= innerHeight;
    });
    await fill(tab, { role: "css", css: 'input[name="fundsPassword"]' }, FUNDS_PASSWORD);
    await doubleTap(tab, { role: "button", name: "Withdraw" });
    await textShown("Withdrawal requested");
    expect(count(backend.db, "SELECT count(*) FROM withdrawal_order WHERE member_id = ?", member.id)).toBe(1);
  });

  test("language and theme persist", async () => {
    await tab.goto("/m/index?menu=left");
    await hydrated(tab);
    await choose(tab, await find(tab, { role: "css", css: "select[name=language]" }), "KO");
    await until(tab, "Korean", () => document.documentElement.lang === "ko");
    await tab.goto("/m/home");
    expect(await tab.run(() => document.documentElement.lang)).toBe("ko");
    await tab.goto("/m/index?menu=left");
    await hydrated(tab);
    await choose(tab, await find(tab, { role: "css", css: "select[name=language]" }), "EN");
    await until(tab, "English", () => document.documentElement.lang === "en");

    await tab.goto("/m/home?menu=left");
    await hydrated(tab);
    await tap(tab, { role: "button", name: "Switch to Light theme" });
    await until(tab, "the light theme", () => document.documentElement.classList.contains("theme-light"));
    await tab.goto("/m/home");
    expect(await tab.run(() => document.documentElement.className)).toMatch(/theme-light/);
  });

  test("sign out", async () => {
    await tab.goto("/m/set");
    await hydrated(tab);
    await tap(tab, { role: "link", name: "Sign out" });
    await tap(tab, { role: "button", name: "Sign out", within: "[role=dialog], dialog" });
    await atPath(/^\/m\/home$/);
    await find(tab, { role: "link", name: "Log in" });
  });
}

/** Chooses `value` in a select as a person does: it changes, then says so. */
const choose = (tab: Tab, select: string, value: string) =>
  tab.run(
    (s: string, v: string) => {
      const element = document.querySelector<HTMLSelectElement>(s)!;
      element.value = v;
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    },
    select,
    value,
  );

const count = (db: Database, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** A member with a login password, a funds password and a bank card, made through the backend. */
async function memberWithCard(backendUrl: string, db: Database): Promise<TestMember> {
  const member = createMember(db, { balance: 1000 });
  setLoginPassword(db, member);
  const wps = async (to: string, body: object) => {
    const answer = await fetch(`${backendUrl}/wps${to}`, {
      method: "POST",
      headers: { Merchant: "demo", Authorization: member.token, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${to}: ${answer.status}`);
  };
  await wps("/security/fundsPassword", { loginPassword: LOGIN_PASSWORD, fundsPassword: FUNDS_PASSWORD });
  await wps("/security/bankCards", {
    holder: "Kim Min-jun",
    bankCode: "KB",
    cardNumber: "6222021234567890",
    fundsPassword: FUNDS_PASSWORD,
  });
  return member;
}
