import type { PublicCache, PublicKey } from "../public-cache";
import type { GameListQuery } from "./games";
import type { BackendCallOptions } from "./http";
import { createBackendClient, type BackendClient } from "./index";

/**
 * The backend client with public answers taken from the shared cache (docs/decisions/0015). Loaders
 * call it like the plain client. Shared answers are always asked without the token, so they cannot
 * hold anything of one member:
 * - vendor data, the winners board, help entries, the available promotions and the whole game
 *   catalogue (the search's), the countries of the dialing-code pickers, the transaction code
 *   list, the hosts of live tables and the customer-service links, for everyone: their answers do
 *   not depend on the caller (the reference
 *   backend's routes never read the token);
 * - game lists, the hot list and announcements, for guests only: a member's may be their own
 *   (announcements carry read marks) and stay uncached. Name searches are not cached either: each
 *   is asked by few, and they would push the shared answers out of the cache.
 */
export function createCachedBackendClient(
  options: BackendCallOptions,
  cache: PublicCache,
  ttlMs: number,
): BackendClient {
  const client = createBackendClient(options);
  const guest = !options.token;
  const shared = guest ? client : createBackendClient({ ...options, token: null });
  const cached =
    <A extends unknown[], T extends NonNullable<unknown>>(call: string, load: (...args: A) => Promise<T>) =>
    (...args: A) => {
      const key: PublicKey = { merchant: options.merchant, language: options.language, call, args };
      return cache.get(key, () => load(...args), ttlMs);
    };
  const listGames = cached("listGames", shared.listGames);
  // The catalogue is public in any language: keyed by the language it is asked in.
  const catalogue = (inLanguage: string = options.language) =>
    cache.get(
      { merchant: options.merchant, language: inLanguage, call: "catalogue" },
      () => shared.catalogue(inLanguage),
      ttlMs,
    );
  return {
    ...client,
    vendorData: cached("vendorData", shared.vendorData),
    vendorGameTypes: cached("vendorGameTypes", shared.vendorGameTypes),
    winnerBoard: cached("winnerBoard", shared.winnerBoard),
    helpEntries: cached("helpEntries", shared.helpEntries),
    availablePromotions: cached("availablePromotions", shared.availablePromotions),
    countries: cached("countries", shared.countries),
    // The transaction code list (the account record's filter) is the merchant's, asked without a token.
    transactionCodes: cached("transactionCodes", shared.transactionCodes),
    // The merchant's customer-service links, the same for every visitor.
    getCustomerService: cached("getCustomerService", shared.getCustomerService),
    // The registration fields' rules are the merchant's, the same for every visitor (the withdraw
    // and profile forms ask them on every page too).
    getRegisterSettings: cached("getRegisterSettings", shared.getRegisterSettings),
    // Who is on air is the same for everyone; a host coming on air shows within the cache's time.
    liveModels: cached("liveModels", shared.liveModels),
    catalogue,
    ...(guest && {
      listGames: (q: GameListQuery) => (q.gameName ? client.listGames(q) : listGames(q)),
      hotGames: cached("hotGames", shared.hotGames),
      getAnnouncements: cached("getAnnouncements", shared.getAnnouncements),
    }),
  };
}
