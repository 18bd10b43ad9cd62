// What the language e2e tests look for: our English texts left on a page shown in another language.
import type { Page } from "@playwright/test";
import type { Locale } from "~/locales";
import { textsOf } from "../support/texts";

/** Our English texts that a page could show whole, less those the language keeps (names, codes). */
export function englishLeft(lng: Locale): Set<string> {
  const own = new Set(Object.values(textsOf(lng)));
  return new Set(Object.values(textsOf("en")).filter((text) => !text.includes("{{") && !own.has(text)));
}

/** Every text node, label, placeholder and title of the page that is one of `english`. */
export const englishOn = (page: Page, english: Set<string>) =>
  page
    .evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !parent.closest("script, style, template")) found.push(node.textContent ?? "");
      }
      for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], [alt]"))
        for (const name of ["aria-label", "placeholder", "title", "alt"])
          found.push(element.getAttribute(name) ?? "");
      found.push(document.title);
      return found.map((text) => text.trim()).filter(Boolean);
    })
    .then((texts) => [...new Set(texts.filter((text) => english.has(text)))]);
