import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Promotions, reward centre, share and help centre (accounts spec §2). */
export const contentRoutes: RouteConfigEntry[] = [
  route("/m/activity", "routes/content/activity.tsx"),
  route("/m/activityDetail", "routes/content/activity-detail.tsx"),
  route("/m/rewardCenter", "routes/content/reward-center.tsx"),
  route("/m/inviteFriends", "routes/content/invite-friends.tsx"),
  route("/m/help", "routes/content/help.tsx"),
];
