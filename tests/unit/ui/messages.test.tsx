// The messages area's server-rendered pieces: badges and the customer-service button (the popup,
// which needs a data router, is covered with JavaScript off in tests/e2e/messages.spec.ts).
import { describe, expect, it } from "vitest";
import { CustomerServiceButton } from "~/ui/customer-service";
import { UnreadBadge } from "~/ui/messages/unread-badge";
import { renderHtml } from "../../support/render";

describe("unread badge", () => {
  it("shows nothing for 0, the count up to 99, then 99+", () => {
    expect(renderHtml(<UnreadBadge count={0} />)).toBe("");
    expect(renderHtml(<UnreadBadge count={99} />)).toContain(">99<");
    const capped = renderHtml(<UnreadBadge count={100} />);
    expect(capped).toContain(">99+<");
    expect(capped).toContain('role="img" aria-label="100 unread"');
  });
});

describe("customer-service button", () => {
  const links = [
    { csType: "CS", title: "Customer Service", url: "https://cs.example.com/chat" },
    { csType: "whatsapp", title: "WhatsApp", url: "https://wa.example.com/x" },
    { csType: "FACEBOOK", title: "Facebook", url: "https://facebook.example.com/x" },
  ];

  it("lists customer service and WhatsApp, opening in a new tab", () => {
    const html = renderHtml(<CustomerServiceButton links={links} />);
    expect(html).toContain('href="https://cs.example.com/chat"');
    expect(html).toContain('href="https://wa.example.com/x"');
    expect(html).not.toContain("facebook");
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("is not shown without a link", () => {
    expect(renderHtml(<CustomerServiceButton links={[]} />)).toBe("");
  });
});
