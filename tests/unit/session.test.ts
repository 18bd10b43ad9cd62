// The session cookie: sealed, httpOnly, SameSite=Lax, Secure + __Host- over HTTPS, with expiry.
import { describe, expect, it } from "vitest";
import { createSessionStore, publicSession, SESSION_IDLE_MS } from "~/.server/session";

const fields = {
  token: "tok-123",
  userName: "demo",
  type: 0,
  firstTimeLogin: false,
  merchant: "demo",
  remember: false,
};
const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describe("session store", () => {
  it("round-trips a session and refuses a tampered cookie", async () => {
    const store = createSessionStore(["s".repeat(40)]);
    const set = await store.create(new Request("http://localhost/"), fields);
    expect(set).toMatch(/^session=/);
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    expect(set).not.toContain("Secure");
    const read = await store.read(new Request("http://localhost/", { headers: { Cookie: cookieOf(set) } }));
    expect(read?.token).toBe("tok-123");
    // A character inside the signed value, not the last one: the last base64 character can carry
    // bits that decoding drops, so changing it sometimes changed nothing (a flaky test).
    const value = cookieOf(set);
    const at = "session=".length + 4;
    const tampered = value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1);
    expect(await store.read(new Request("http://localhost/", { headers: { Cookie: tampered } }))).toBeNull();
  });

  it("refuses a value too short to hold a whole tag, and one that is not its record", async () => {
    const store = createSessionStore(["s".repeat(40)]);
    const read = (cookie: string) =>
      store.read(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    // 12 bytes of IV and a 4-byte tag: GCM alone would check the short tag.
    expect(await read(`session=${Buffer.alloc(20).toString("base64url")}`)).toBeNull();
    expect(await read("session=not-base64!")).toBeNull();
    // Another cookie of the same name's prefix is not the session.
    const set = await store.create(new Request("http://localhost/"), fields);
    expect(await read(`xsession=${cookieOf(set).slice("session=".length)}`)).toBeNull();
    expect((await read(`theme=dark; ${cookieOf(set)}`))?.userName).toBe("demo");
  });

  it("clears the cookie at logout", async () => {
    const cleared = await createSessionStore(["s".repeat(40)]).destroy(new Request("http://localhost/"));
    expect(cleared).toMatch(/^session=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=\//);
  });

  it("rotates its secret host by host: a new list reads cookies of the old secret and signs with the new", async () => {
    const [old, next] = ["o".repeat(40), "n".repeat(40)];
    const oldCookie = cookieOf(
      await createSessionStore([old]).create(new Request("http://localhost/"), fields),
    );
    const rotated = createSessionStore([next, old]);
    const read = (cookie: string, store = rotated) =>
      store.read(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect((await read(oldCookie))?.token).toBe("tok-123");
    const newCookie = cookieOf(await rotated.create(new Request("http://localhost/"), fields));
    // Signed with the new secret: a host still on the old one alone cannot read it, one on the new can.
    expect(await read(newCookie, createSessionStore([old]))).toBeNull();
    expect((await read(newCookie, createSessionStore([next])))?.token).toBe("tok-123");
    // Once the old secret is dropped, its cookies end.
    expect(await read(oldCookie, createSessionStore([next]))).toBeNull();
  });

  it("is Secure and __Host- prefixed over HTTPS", async () => {
    const set = await createSessionStore(["s".repeat(40)]).create(
      new Request("https://casino.example/"),
      fields,
    );
    expect(set).toMatch(/^__Host-session=/);
    expect(set).toContain("Secure");
    expect(set).toContain("Path=/");
  });

  it("expires after the idle time unless remembered", async () => {
    let now = 1_000_000;
    const store = createSessionStore(["s".repeat(40)], () => now);
    const plain = cookieOf(await store.create(new Request("http://localhost/"), fields));
    const remembered = cookieOf(
      await store.create(new Request("http://localhost/"), { ...fields, remember: true }),
    );
    now += SESSION_IDLE_MS + 1;
    const read = (cookie: string) =>
      store.read(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(await read(plain)).toBeNull();
    expect(await read(remembered)).not.toBeNull();
  });

  it("hands the browser no token", () => {
    const view = publicSession({ ...fields, issuedAt: 0, seenAt: 0 });
    expect(view).toEqual({ userName: "demo", type: 0, firstTimeLogin: false });
  });
});
