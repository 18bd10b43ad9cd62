// The security centre's tests: a member made by createMember gets a login password, which the funds
// password and security question forms ask for.
import type { Database } from "@mobile-front/reference-backend/testing";
import { hashPasswordSync } from "@mobile-front/reference-backend/passwords";
import type { TestMember } from "./member";

export const LOGIN_PASSWORD = "Passw0rd!";

export function setLoginPassword(db: Database, member: TestMember): void {
  db.prepare("UPDATE members SET password_hash = ? WHERE id = ?").run(
    hashPasswordSync(LOGIN_PASSWORD),
    member.id,
  );
}
