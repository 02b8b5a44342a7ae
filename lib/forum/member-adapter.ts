// What the members' Auth.js (auth-community.ts) stores: members (the Member
// table) and the hashed tokens of sign-in links (MemberSignInToken). Only the
// methods an e-mail sign-in with JWT sessions calls.
import "server-only";
import type { Adapter, AdapterUser, VerificationToken } from "next-auth/adapters";
import { db } from "@/lib/db";
import { memberEmailSchema } from "@/lib/forum/schema";

type MemberRow = { id: string; email: string; emailVerified: Date | null };

const toUser = (member: MemberRow): AdapterUser => ({ id: member.id, email: member.email, emailVerified: member.emailVerified });
const memberSelect = { id: true, email: true, emailVerified: true } as const;

export const memberAdapter: Adapter = {
  async createUser(user) {
    // Only ever one plain address (Auth.js's normaliser checks it before a link is sent).
    const email = memberEmailSchema.parse(user.email);
    // Two links opened at once for a new address: the second finds the first's row.
    const member = await db.member.upsert({
      where: { email },
      create: { email, emailVerified: user.emailVerified },
      update: { emailVerified: user.emailVerified },
      select: memberSelect,
    });
    return toUser(member);
  },
  async getUser(id) {
    const member = await db.member.findUnique({ where: { id }, select: memberSelect }).catch(() => null);
    return member ? toUser(member) : null;
  },
  async getUserByEmail(email) {
    const member = await db.member.findUnique({ where: { email: email.toLowerCase() }, select: memberSelect });
    return member ? toUser(member) : null;
  },
  async updateUser(user) {
    const member = await db.member.update({ where: { id: user.id }, data: { emailVerified: user.emailVerified }, select: memberSelect });
    return toUser(member);
  },
  async createVerificationToken(token) {
    await db.memberSignInToken.create({ data: { tokenHash: token.token, identifier: token.identifier, expires: token.expires } });
    return token;
  },
  /** Deletes the token as it is read: a link works once, even when opened twice at the same moment. */
  async useVerificationToken({ token }): Promise<VerificationToken | null> {
    const row = await db.memberSignInToken.delete({ where: { tokenHash: token } }).catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2025") return null;
      throw error;
    });
    return row ? { identifier: row.identifier, token: row.tokenHash, expires: row.expires } : null;
  },
};
