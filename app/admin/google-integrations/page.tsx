// Google integrations (admins only, checked here): Analytics, Search Console
// and My Business, with their status and a setup guide.
import type { Metadata } from "next";
import { BarChart3, Building2, SearchCheck } from "lucide-react";
import { getConfig } from "@/lib/config";
import { requireAdminPage } from "@/lib/auth/session";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { businessProfileConfigured, businessProfileConnection, CALLBACK_PATH } from "@/lib/google/business-profile";
import { siteVerificationCode } from "@/lib/google/site-verification";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StatusDot } from "@/components/admin/google/status-dot";
import { BusinessProfileCard } from "@/components/admin/google/business-profile-card";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Google Integrations", robots: { index: false, follow: false } };

const OUTCOMES: Record<string, { tone: "ok" | "error"; text: string }> = {
  connected: { tone: "ok", text: "Google My Business is connected." },
  denied: { tone: "error", text: "Authorization was cancelled in Google's window. Nothing was changed." },
  invalid_state: { tone: "error", text: "That authorization link expired or was started in another session. Click Authorize to try again." },
  refused: { tone: "error", text: "Google refused the authorization code. Click Authorize to try again." },
};

function Env({ name }: { name: string }) {
  return <code className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-[0.85em] text-neutral-900">{name}</code>;
}

export default async function GoogleIntegrationsPage({ searchParams }: { searchParams: Promise<{ google?: string | string[] }> }) {
  const admin = await requireAdminPage("/admin/google-integrations");

  const config = getConfig();
  const verification = siteVerificationCode();
  const measurementId = config.google.gaMeasurementId;
  const configured = businessProfileConfigured(config);
  const businessConnection = await businessProfileConnection(admin);
  const { google } = await searchParams;
  const outcome = typeof google === "string" ? OUTCOMES[google] : undefined;

  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Google Integrations" />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {outcome && <Notice tone={outcome.tone === "ok" ? "success" : "error"} role="status" message={outcome.text} className="mb-6" />}
        <div className="grid gap-6 md:grid-cols-3">
          <Card data-testid="card-analytics">
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2"><BarChart3 aria-hidden="true" className="h-5 w-5 text-brand-700" /> Google Analytics</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm text-neutral-700">
              <StatusDot status="off" label="Not Connected" />
              <p>Reports are read in Google Analytics itself; this dashboard does not pull them.</p>
              <p>
                Setting <Env name="NEXT_PUBLIC_GA_MEASUREMENT_ID" /> enables the Analytics tag on public pages, loaded only after a visitor accepts in the consent banner (never on admin, checkout or privacy-link pages).
              </p>
              <p data-testid="analytics-tag">{measurementId ? <>Tag: on ({measurementId})</> : "Tag: off (no measurement ID set)"}</p>
            </CardContent>
          </Card>
          <Card data-testid="card-search-console">
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2"><SearchCheck aria-hidden="true" className="h-5 w-5 text-brand-700" /> Search Console</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm text-neutral-700">
              <StatusDot status={verification ? "ok" : "off"} label={verification ? "Verified" : "Not Verified"} />
              <p>
                {verification
                  ? "The google-site-verification meta tag is in the head of the home page."
                  : "No google-site-verification meta tag is in the page head yet."}
              </p>
              <p>
                Set <Env name="GOOGLE_SITE_VERIFICATION" /> to the content value of Google&apos;s HTML tag; it takes effect without a rebuild.
              </p>
            </CardContent>
          </Card>
          <Card data-testid="card-my-business">
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2"><Building2 aria-hidden="true" className="h-5 w-5 text-brand-700" /> My Business</CardTitle>
            </CardHeader>
            <CardContent>
              <BusinessProfileCard configured={configured} connected={Boolean(businessConnection)} />
            </CardContent>
          </Card>
        </div>

        <section aria-labelledby="setup-guide" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
          <h2 id="setup-guide" className="text-lg font-semibold text-neutral-900">Setup guide</h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm text-neutral-700">
            <li>
              <strong>Analytics:</strong> create a GA4 property and web stream, then set <Env name="NEXT_PUBLIC_GA_MEASUREMENT_ID" /> (it
              looks like G-XXXXXXXXXX). The shop rebuilds on its next start.
            </li>
            <li>
              <strong>Search Console:</strong> add the site as a URL-prefix property, choose the HTML tag method and set{" "}
              <Env name="GOOGLE_SITE_VERIFICATION" /> to the tag&apos;s content value, then click Verify in Search Console.
            </li>
            <li>
              <strong>My Business:</strong> in Google Cloud Console create an OAuth client of type Web application, enable the My
              Business Account Management API, and add <Env name={`${config.siteUrl}${CALLBACK_PATH}`} /> as an authorised redirect URI.
              Set <Env name="GOOGLE_CLIENT_ID" /> and <Env name="GOOGLE_CLIENT_SECRET" />, restart the shop and click Authorize. The
              tokens Google gives are stored encrypted with the shop&apos;s data keys (<Env name="DATA_ENCRYPTION_KEYS" />).
            </li>
          </ol>
        </section>
      </div>
    </main>
  );
}
