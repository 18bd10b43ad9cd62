// Feedback (accounts §1, §5): the platform keeps each member's comments and their screenshots. The
// rules are the platform's own (it does not trust the front end): 3 to 50 words of 140 characters at
// most (rules/feedback.ts), up to three PNG or JPEG images of 5 MB each.
import type { BackendContext } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { imageTypeOf } from "./member-profile.ts";
import { CONTENT_MAX_CHARACTERS, CONTENT_WORDS, contentTaken } from "../rules/feedback.ts";

const IMAGES_MAX = 3;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const LIST_SIZE = 20;

export type FeedbackPost = { content: string; requestKey: string; images: Buffer[] };

/** Keeps one comment per request key: a repeated key answers the comment it made. */
export function addFeedback({ db, sql }: BackendContext, memberId: number, post: FeedbackPost): number {
  const content = post.content.trim();
  if (!contentTaken(content))
    throw new ApiError(
      400,
      "feedback.content.length",
      `content: ${CONTENT_WORDS.min} to ${CONTENT_WORDS.max} words, ${CONTENT_MAX_CHARACTERS} characters at most`,
    );
  if (post.images.length > IMAGES_MAX)
    throw new ApiError(400, "feedback.images.many", "images: three at most");
  const typed = post.images.map((data) => {
    if (data.length === 0 || data.length > IMAGE_MAX_BYTES)
      throw new ApiError(413, "feedback.image.large", "image: empty or larger than 5 MB");
    const type = imageTypeOf(data);
    if (!type) throw new ApiError(415, "feedback.image.type", "image: only PNG or JPEG");
    return { type, data };
  });
  return db.transaction(() => {
    const known = sql("SELECT id FROM feedback WHERE member_id = ? AND request_key = ?").get(
      memberId,
      post.requestKey,
    ) as { id: number } | undefined;
    if (known) return known.id;
    const id = Number(
      sql("INSERT INTO feedback (member_id, content, request_key) VALUES (?, ?, ?)").run(
        memberId,
        content,
        post.requestKey,
      ).lastInsertRowid,
    );
    typed.forEach(({ type, data }, index) =>
      sql("INSERT INTO feedback_image (feedback_id, position, content_type, data) VALUES (?, ?, ?, ?)").run(
        id,
        index + 1,
        type,
        data,
      ),
    );
    return id;
  })();
}

/** The member's latest comments, newest first, with how many images each carried. */
export function feedbackOf({ sql }: BackendContext, memberId: number) {
  return sql(
    `SELECT f.id, f.content, f.created_at AS createdAt,
            (SELECT count(*) FROM feedback_image i WHERE i.feedback_id = f.id) AS imageCount
       FROM feedback f WHERE f.member_id = ? ORDER BY f.id DESC LIMIT ?`,
  ).all(memberId, LIST_SIZE) as { id: number; content: string; createdAt: string; imageCount: number }[];
}
