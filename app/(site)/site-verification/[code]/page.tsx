// The home page with Google's site-verification meta tag in its head. The proxy
// serves `/` from here when GOOGLE_SITE_VERIFICATION is set, so the tag follows
// the setting at request time while the page stays prerendered (one copy per
// code, refreshed like the home page). Any other code is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { siteVerificationCode } from "@/lib/google/site-verification";
import HomePage, { metadata as homeMetadata } from "../../page";

export const revalidate = 300;

export function generateStaticParams(): { code: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ code: string }> }): Promise<Metadata> {
  const { code } = await params;
  if (code !== siteVerificationCode()) return {};
  return { ...homeMetadata, verification: { google: code } };
}

export default async function VerifiedHomePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (code !== siteVerificationCode()) notFound();
  return <HomePage />;
}
