// Sign-in security of the signed-in admin: two-factor authentication (set up,
// recovery codes, turn off where allowed), the password, and "Sign out
// everywhere" (once the admin may use the admin area). Open to an admin
// who must still set up two-factor authentication; checks the session itself.
import type { Metadata } from "next";
import { getConfig } from "@/lib/config";
import { requireAdminPage } from "@/lib/auth/session";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { TwoFactorPanel } from "@/components/admin/security/two-factor-panel";
import { PasswordPanel } from "@/components/admin/security/password-panel";
import { SessionsPanel } from "@/components/admin/security/sessions-panel";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Security", robots: { index: false, follow: false } };

export default async function AdminSecurityPage() {
  const admin = await requireAdminPage("/admin/security", { allowEnrolling: true });
  const required = getConfig().auth.requireTwoFactor;
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Security" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {required && !admin.twoFactor && (
          <Notice tone="warning" role="status" message="This shop requires two-factor authentication. Set it up below to open the admin area." />
        )}
        <TwoFactorPanel email={admin.email} enabled={admin.twoFactor} required={required} />
        <PasswordPanel />
        {admin.principal && <SessionsPanel />}
      </div>
    </main>
  );
}
