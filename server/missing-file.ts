import type { RequestHandler } from "express";

/**
 * A file that is not there is a bare 404, never the home page: a page from before a deploy asks for
 * old hashed assets, and an HTML answer in their place would leave it unstyled and without scripts.
 * Not cached, so the file can appear with the next deploy.
 */
export const missingFile: RequestHandler = (_req, res) => {
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
};
