-- Messages (accounts §2 "Message center", §7): notice read marks, notice images, the inbox and the
-- live chat's unread counts. Operators add and change them through /operator/messages/*.

-- Which member has read which notice (MCSFE_markAnnouncementRead). A row is a read mark.
CREATE TABLE notice_read (
  member_id INTEGER NOT NULL REFERENCES members (id),
  notice_id INTEGER NOT NULL REFERENCES notice (id),
  read_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (member_id, notice_id)
);

-- Announcement detail images (sequence 1 is the one shown), served as /images/notices/<id>.svg.
CREATE TABLE notice_image (
  id INTEGER PRIMARY KEY,
  notice_id INTEGER NOT NULL REFERENCES notice (id),
  sequence INTEGER NOT NULL,
  UNIQUE (notice_id, sequence)
);

-- Inbox (INBOX3): a message for one member, or for every member when member_id is null.
CREATE TABLE inbox_message (
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members (id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,                 -- HTML, sanitised by the BFF before rendering
  sent_at TEXT NOT NULL                  -- "YYYY-MM-DD HH:mm:ss"
);
CREATE INDEX inbox_message_member ON inbox_message (member_id);

CREATE TABLE inbox_read (
  member_id INTEGER NOT NULL REFERENCES members (id),
  message_id INTEGER NOT NULL REFERENCES inbox_message (id),
  PRIMARY KEY (member_id, message_id)
);

-- Live chat (CBS3): messages from the chat service the member has not seen yet.
CREATE TABLE chat_unread (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  unread_count INTEGER NOT NULL CHECK (unread_count >= 0)
);

-- One-time addresses of the reference chat page (GET /chat/:ticket), handed out by the chat launch.
CREATE TABLE chat_ticket (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  header_color TEXT NOT NULL,
  back_url TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
