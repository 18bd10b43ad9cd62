import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the messages area (accounts §2): message centre, inbox, unread counts, announcement popup. */
export const messageRoutes: RouteConfigEntry[] = [
  route("/m/message", "routes/messages/message-centre.tsx", { id: "message" }),
  route("/m/messages", "routes/messages/message-centre.tsx", { id: "messages" }),
  route("/m/webEmail", "routes/messages/inbox.tsx"),
  route("/resources/unread", "routes/resources/unread.ts"),
  route("/resources/popup", "routes/resources/popup.ts"),
];
