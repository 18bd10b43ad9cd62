// The security centre's tests: a member made by createMember gets a login password, which the funds
// password and security question forms ask for.
import type { Database } from "better-sqlite3";
import { hashPasswordSync } from "../../server/reference-backend/store/members-password.ts";
import type { TestMember } from "./member";

export const LOGIN_PASSWORD = "Passw0rd!";

export function setLoginPassword(db: Database, member: TestMember): void {
  db.prepare("UPDATE members SET password_hash = ? WHERE id = ?").run(
    hashPasswordSync(LOGIN_PASSWORD),
    member.id,
  );
}
