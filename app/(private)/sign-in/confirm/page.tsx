// /sign-in/confirm?token=…&email=…&callbackUrl=…: the page an e-mailed
// sign-in link opens (lib/forum/sign-in-mail.ts). Opening it signs nobody in
// and uses nothing up: mail scanners open the links of an e-mail before its
// reader does. Its button sends the link's fields to Auth.js
// (/api/community/auth/callback/nodemailer), which signs in once and returns
// to the link's path. Rendered per request, never indexed, with no
// third-party script (the (private) layout), so the token stays in the shop.
import type { Metadata } from "next";
import { COMMUNITY_AUTH_PATH } from "@/auth-community";
import { Button } from "@/components/ui/button";
import { NewLinkNotice } from "@/components/ui/new-link-notice";
import { isAccountCallback, SIGN_IN_LINK_FIELDS } from "@/lib/forum/sign-in-mail";

export const metadata: Metadata = {
  title: "Sign in",
  robots: { index: false, follow: false },
};

type Query = Record<string, string | string[] | undefined>;

export default async function SignInConfirmPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const field = (name: string) => (typeof query[name] === "string" ? query[name] : "");
  const fields = SIGN_IN_LINK_FIELDS.map((name) => [name, field(name)] as const).filter(([, value]) => value !== "");
  const email = field("email");
  const account = isAccountCallback(field("callbackUrl"));
  const complete = field("token") !== "" && email !== "";
  const title = account ? "See your orders" : "Sign in to the community";

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-12 focus:outline-none sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      <div className="mt-6 space-y-4 rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-800 shadow-sm">
        {complete ? (
          <form method="get" action={`${COMMUNITY_AUTH_PATH}/callback/nodemailer`} className="space-y-4">
            {fields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <p>
              Signing in as <strong className="break-all">{email}</strong>.
            </p>
            <Button type="submit" className="w-full sm:w-auto">
              {account ? "Sign in and see my orders" : "Sign in"}
            </Button>
            <p className="text-sm text-neutral-600">The link works once, within an hour of being sent. If you did not ask to sign in, close this page: nothing happens.</p>
          </form>
        ) : (
          <NewLinkNotice message="This sign-in link is incomplete. Copy the whole link from the e-mail, or ask for a new one." href={account ? "/orders" : "/forum/sign-in"} />
        )}
      </div>
    </main>
  );
}
