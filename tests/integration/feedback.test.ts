// Feedback (accounts §1, §5) against the reference backend: a comment with screenshots is kept once
// per form key and listed; bad input is refused with the field's message, with JavaScript (400) and
// without it (303 back to the page, the answer carried); the platform keeps its own rules.
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/member/feedback";
import { createMember, type TestMember } from "../support/member";
import { backendOfFile, memberCookie, request, runRoute, testServices, unwrap } from "../support/route";

const backend = backendOfFile();
const services = () => testServices(backend.url);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.from("GIF89a-not-a-png");

/** The feedback form's multipart post, as a browser sends it. */
async function post(
  member: TestMember,
  fields: { content: string; requestKey: string },
  images: Buffer[] = [],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("content", fields.content);
  form.set("requestKey", fields.requestKey);
  for (const [i, bytes] of images.entries())
    form.append("images", new File([new Uint8Array(bytes)], `shot-${i}.png`, { type: "image/png" }));
  // A file input left empty still sends one nameless, empty file.
  if (images.length === 0) form.append("images", new File([], "", { type: "application/octet-stream" }));
  const req = new Request("http://localhost/m/feedback", {
    method: "POST",
    body: form,
    headers: { Cookie: await memberCookie(member), "Accept-Language": "en", ...headers },
  });
  return runRoute(services(), action, req);
}

const list = async (member: TestMember) =>
  unwrap<{ sent: { content: string; imageCount: number; createdAt: string }[] | null; requestKey: string }>(
    await runRoute(services(), loader, request("/m/feedback", { cookie: await memberCookie(member) })),
  ).data;

describe("feedback", () => {
  it("keeps a comment with two screenshots once, however often its form is posted, and lists it", async () => {
    const member = createMember(backend.db);
    expect((await list(member)).sent).toEqual([]);
    const { requestKey } = await list(member);
    const content = "The slot lobby loads slowly on my phone.";
    for (let i = 0; i < 2; i++) {
      const answer = (await post(member, { content, requestKey }, [PNG, JPEG])) as Response;
      expect(answer.status).toBe(303);
      expect(answer).toRedirectTo("/m/feedback");
    }
    const sent = (await list(member)).sent;
    expect(sent).toHaveLength(1);
    expect(sent?.[0]).toMatchObject({ content, imageCount: 2 });
    const stored = backend.db
      .prepare(
        "SELECT i.content_type AS type FROM feedback_image i JOIN feedback f ON f.id = i.feedback_id WHERE f.member_id = ? ORDER BY i.position",
      )
      .all(member.id);
    expect(stored).toEqual([{ type: "image/png" }, { type: "image/jpeg" }]);
    // Another member never sees it.
    expect((await list(createMember(backend.db))).sent).toEqual([]);
  });

  it("refuses a short comment and a file that is no image together, each at its field, and keeps nothing", async () => {
    const member = createMember(backend.db);
    const refused = unwrap<{
      formId: string;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    }>(await post(member, { content: "too short", requestKey: "key-of-a-refused-post" }, [GIF]));
    expect(refused.status).toBe(400);
    expect(refused.data.formId).toBe("feedback");
    expect(refused.data.result.error.content).toEqual(["member.feedback.errors.content_length"]);
    expect(refused.data.result.error.images).toEqual(["member.feedback.errors.image_type"]);
    // What was typed comes back; the files do not (a browser cannot be given them back).
    expect(refused.data.result.initialValue.content).toBe("too short");
    expect(refused.data.result.initialValue.images).toBeUndefined();

    const many = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(member, { content: "Four screenshots of one bug.", requestKey: "key-of-four-images" }, [
        PNG,
        PNG,
        PNG,
        PNG,
      ]),
    );
    expect(many.data.result.error.images).toEqual(["member.feedback.errors.images_too_many"]);
    expect((await list(member)).sent).toEqual([]);
  });

  it("without JavaScript answers a refusal 303 back to the page, so reload never posts again", async () => {
    const member = createMember(backend.db);
    const answer = (await post(member, { content: "", requestKey: "key-of-a-document-post" }, [], {
      "Sec-Fetch-Mode": "navigate",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer).toRedirectTo("/m/feedback");
  });

  it("sends a guest to log in", async () => {
    const answer = (await runRoute(services(), loader, request("/m/feedback"))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/m\/login/);
  });

  it("is checked again by the platform, which does not trust the front end", async () => {
    const member = createMember(backend.db);
    const send = (body: unknown) =>
      fetch(`${backend.url}/wps/member/feedback`, {
        method: "POST",
        headers: { Merchant: "demo", Authorization: member.token, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        code: ((await r.json()) as { errorCode?: string }).errorCode,
      }));
    const image = (bytes: Buffer) => ({ contentType: "image/png", data: bytes.toString("base64") });
    expect(await send({ content: "nine char", requestKey: "platform-1" })).toMatchObject({
      status: 400,
      code: "feedback.content.length",
    });
    expect(
      await send({ content: "A fine comment.", requestKey: "platform-2", images: [image(GIF)] }),
    ).toMatchObject({ status: 415, code: "feedback.image.type" });
    expect(
      await send({
        content: "A fine comment.",
        requestKey: "platform-3",
        images: [PNG, PNG, PNG, PNG].map(image),
      }),
    ).toMatchObject({ status: 400, code: "feedback.images.many" });
  });
});
