// The avatar upload through the compiled BFF (needs `npm run build`): its multipart post may exceed
// BODY_LIMIT_BYTES (1 MB by default) up to the avatar's 5 MB, and reaches the page's own check; any
// other route keeps the limit and refuses the same body with 413 unread.
import { afterAll, beforeAll, expect, it } from "vitest";
import { logInThroughBff } from "../support/member";
import { startBackend, startBff, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;
let cookie: string;
beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url);
  cookie = await logInThroughBff(bff.url);
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

/** A 2 MB file that is no image, posted as the avatar form would post it. */
function upload(path: string) {
  const form = new FormData();
  form.set("intent", "avatar");
  form.set(
    "avatar",
    new File([new Uint8Array(2 * 1024 * 1024).fill(65)], "photo.png", { type: "image/png" }),
  );
  return fetch(`${bff.url}${path}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Cookie: cookie, "Accept-Language": "en" },
  });
}

it("lets a 2 MB avatar post reach my account, which refuses it by content with its message", async () => {
  const answer = await upload("/m/myAccount/index");
  expect(answer.status).toBe(415);
  expect(await answer.text()).toContain("Only PNG or JPG images can be uploaded.");
});

it("keeps the body limit everywhere else", async () => {
  expect((await upload("/m/set")).status).toBe(413);
  expect((await upload("/m/changePsw")).status).toBe(413);
});
