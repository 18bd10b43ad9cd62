-- Feedback (accounts §1, §5): a member's comment of 10 to 140 characters with up to three PNG or JPEG
-- screenshots of 5 MB each. The form's key makes a repeated post one comment.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 140),
  request_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (member_id, request_key)
);
CREATE INDEX feedback_member ON feedback (member_id, id);

CREATE TABLE feedback_image (
  feedback_id INTEGER NOT NULL REFERENCES feedback (id),
  position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  data BLOB NOT NULL CHECK (length(data) <= 5242880),
  PRIMARY KEY (feedback_id, position)
);
