// Image addresses: a random host from the status's imageCDNs, else our /cdn proxy.
import { expect, it } from "vitest";
import { imageUrl } from "~/.server/images";

it("serves backend images through /cdn when the status lists no image host", () => {
  expect(imageUrl("/images/games/7.svg", [])).toBe("/cdn/games/7.svg");
});

it("puts the randomly chosen image host in front of the path", () => {
  const hosts = ["https://a.cdn/", "https://b.cdn"];
  expect(imageUrl("/images/games/7.svg", hosts, () => 0)).toBe("https://a.cdn/images/games/7.svg");
  expect(imageUrl("images/games/7.svg", hosts, () => 0.9)).toBe("https://b.cdn/images/games/7.svg");
});

it("leaves absolute addresses alone", () => {
  expect(imageUrl("https://x.example/a.png", ["https://a.cdn"])).toBe("https://x.example/a.png");
});
