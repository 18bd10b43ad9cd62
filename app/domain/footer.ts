// Home footer (accounts §2 "Home footer").

const FOLLOW_ORDER = ["TWITTER", "YOUTUBE", "FACEBOOK", "TELEGRAM"] as const;

// Footer follow-us links, in spec order, each only when a url exists for its type.
export function followLinks(
  links: ReadonlyArray<{ type: string; url?: string | null }>,
): Array<{ type: string; url: string }> {
  return FOLLOW_ORDER.flatMap((type) => {
    const url = links.find((l) => l.type === type)?.url;
    return url ? [{ type, url }] : [];
  });
}
