import type { BackendContext } from "../context.ts";

/** Help centre entries in their order. */
export function helpEntries({ sql }: BackendContext) {
  return sql("SELECT id, key, title, content FROM help_entry ORDER BY sequence, id").all() as {
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
