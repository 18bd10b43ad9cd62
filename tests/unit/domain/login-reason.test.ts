// Games §8 / accounts §8 "in_logged_login: login required for favourites": the login gates of the
// favourites (a guest's heart, the FAV tab) name their reason in the login page's address.
import { describe, expect, it } from "vitest";
import { loginReasonKey, loginReasonOf } from "~/domain/login-reason";
import { loginHref } from "~/domain/paths";

describe("login reasons", () => {
  it("a favourites gate sends the guest to login with its reason and the way back", () => {
    expect(loginHref("/m/slot-games", "favourites")).toBe(
      "/m/login?redirectTo=%2Fm%2Fslot-games&reason=favourites",
    );
    expect(loginHref("/m/slot-games")).toBe("/m/login?redirectTo=%2Fm%2Fslot-games");
  });

  it("the login page reads a known reason only, and says the login-required text for it", () => {
    expect(loginReasonOf("favourites")).toBe("favourites");
    expect(loginReasonKey("favourites")).toBe("games.loginRequired");
    for (const other of [null, "", "toString", "constructor", "FAVOURITES"])
      expect(loginReasonOf(other)).toBeNull();
  });
});
