// A policy page (/privacy, /terms, /returns, /shipping, /contact): the site's
// header (the footer is the layout's), the policy's title as the page's one <h1>, its "Last
// updated" date and its text, drawn from the owner's Markdown without HTML.
// Prerendered; a save in the admin refreshes it (the "policies" tag).
import type { Metadata } from "next";
import { SiteHeader } from "@/components/site/site-header";
import { MarkdownText } from "@/components/site/markdown-text";
import { getPolicy } from "@/lib/editable-content/policies";
import { POLICY_PATHS, type PolicyKey } from "@/lib/editable-content/policy-schema";
import { formatDate } from "@/lib/format/dates";
import { pageMetadata } from "@/lib/seo/metadata";

const DESCRIPTIONS: Record<PolicyKey, string> = {
  privacy: "What Verdant Ink collects when you shop, post in the forum or apply for wholesale, how we use it, and how to get a copy or have it deleted.",
  terms: "The terms of sale of the Verdant Ink shop: orders, prices and taxes, the community forum's rules and copyright (DMCA) notices.",
  returns: "Our 30-day money-back guarantee: how long you have, why you don't need to send the tin back, and when your refund arrives.",
  shipping: "Free shipping to all 50 US states: when your order ships, when it arrives, and how to track your parcel.",
  contact: "How to reach Verdant Ink: e-mail, phone and postal address, for orders, refunds, privacy and wholesale.",
};

/** The page's title (the owner's), description and canonical address. */
export async function policyMetadata(key: PolicyKey): Promise<Metadata> {
  const policy = await getPolicy(key);
  return pageMetadata({ title: policy.title, description: DESCRIPTIONS[key], path: POLICY_PATHS[key] });
}

export async function PolicyPage({ policyKey, children }: { policyKey: PolicyKey; children?: React.ReactNode }) {
  const policy = await getPolicy(policyKey);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="bg-gradient-to-b from-brand-50 to-white px-4 pt-24 pb-20 focus:outline-none sm:px-6 sm:pt-28">
        <article aria-labelledby="policy-title" className="mx-auto max-w-3xl">
          <h1 id="policy-title" className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {policy.title}
          </h1>
          <p className="mt-3 text-sm text-neutral-600">
            Last updated <time dateTime={policy.updatedAt}>{formatDate(policy.updatedAt)}</time>
          </p>
          {children}
          <MarkdownText text={policy.body} className="mt-8 leading-relaxed text-neutral-800" />
        </article>
      </main>
    </>
  );
}
