// Who may post a file is checked before its body is read (issue 49, item 11): a guest's upload to a
// member's page gets the login redirect it always got, while it is still sending, the connection
// closed after it; a member's upload is read and reaches the page (member-upload-limit.test.ts).
// Compiled BFF (needs `npm run build`) against a real reference backend.
import { afterAll, beforeAll, expect, it } from "vitest";
import { postUntilAnswered } from "../support/raw-http";
import { startBackend, startBff, type RunningBackend } from "../support/servers";
import { UPLOAD_ROUTES } from "../../server/upload-routes";

let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;
beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url);
}, 60_000);
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const header = (head: string, name: string) =>
  new RegExp(`^${name}: *(.*)$`, "im").exec(head)?.[1]?.trim() ?? null;

it.each([
  ["/m/feedback", "length"],
  ["/m/feedback", "chunked"],
  ["/m/myAccount/index", "length"],
] as const)(
  "answers a guest's %s upload (%s) with the login redirect before it has all been sent",
  async (path, framing) => {
    // What a guest is answered there: the page's own guard, the same for a page and its form.
    const page = await fetch(`${bff.url}${path}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    // As large as the page takes: 15 MB for feedback, 5 MB for the avatar.
    const size = UPLOAD_ROUTES.get(path)! - 1024;
    // A well-formed form with one large file, as the page's form posts it.
    const { head, statusLine, sent } = await postUntilAnswered(bff.url, path, {
      size,
      framing,
      contentType: "multipart/form-data; boundary=guest",
      start:
        '--guest\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n' +
        "Content-Type: image/png\r\n\r\n",
      end: "\r\n--guest--\r\n",
    });
    // A post without a session is answered as every form is, 303 (decision 0061), to the same place.
    expect(statusLine).toBe("HTTP/1.1 303 See Other");
    expect(header(head, "Location")).toBe(page.headers.get("location"));
    // Answered while the client was still sending: the body was not read first.
    expect(sent).toBeLessThan(size);
    expect(header(head, "Connection")).toBe("close");
  },
);
