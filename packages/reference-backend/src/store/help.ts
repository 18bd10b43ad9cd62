import type { BackendContext } from "../context.ts";
import { OWN_TEXT, type Languages } from "./promotion-texts.ts";

/** Help centre entries in their order, in the first of the languages each has (migration 025). */
export function helpEntries({ sql }: BackendContext, languages: Languages = OWN_TEXT) {
  return sql(
    `SELECT h.id, h.key, COALESCE(a.title, b.title, h.title) AS title,
       COALESCE(a.content, b.content, h.content) AS content
     FROM help_entry h
     LEFT JOIN help_entry_text a ON a.entry_id = h.id AND a.language = @first
     LEFT JOIN help_entry_text b ON b.entry_id = h.id AND b.language = @second
     ORDER BY h.sequence, h.id`,
  ).all(languages) as {
    id: number;
    key: string;
    title: string;
    content: string;
  }[];
}

/** Adds an entry, or changes the one with the same key (operators publish help this way). */
export function writeHelpEntry(
  { sql }: BackendContext,
  entry: { key: string; title: string; content: string; sequence?: number },
) {
  sql(`INSERT INTO help_entry (key, title, content, sequence)
       VALUES (@key, @title, @content, coalesce(@sequence, (SELECT coalesce(max(sequence), 0) + 1 FROM help_entry)))
       ON CONFLICT (key) DO UPDATE SET title = excluded.title, content = excluded.content,
       sequence = coalesce(@sequence, sequence)`).run({ sequence: null, ...entry });
  return sql("SELECT id, key, title, content FROM help_entry WHERE key = ?").get(entry.key);
}
