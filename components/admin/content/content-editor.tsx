"use client";
// The owner's storefront content page (/admin/content): the FAQ, the
// testimonials, the customer reviews (moderation and settings), the claims,
// the social-proof figures, the policy pages with the business details and
// the delivery promise, customer accounts (how long customers may cancel,
// the money-back guarantee),
// and the change log. The
// content comes from the server first; after every save the page reads it
// again (the change log grows), and each form keeps whatever the owner has
// typed and not saved yet.
import { useState } from "react";
import { SWRConfig } from "swr";
import { PAGE_READS, useAdminRead } from "@/components/admin/use-admin-read";
import { ChangeLog } from "@/components/admin/content/change-log";
import { FaqSection } from "@/components/admin/content/faq-section";
import { PoliciesSection } from "@/components/admin/content/policies-section";
import { CustomerReviewsSection } from "@/components/admin/content/customer-reviews-section";
import { ReviewsSection } from "@/components/admin/content/reviews-section";
import { ContentSection } from "@/components/admin/content/section";
import { CLAIMS, type AdminContent, type ContentStore } from "@/components/admin/content/types";
import { ValuesForm } from "@/components/admin/content/values-form";
import { FiguresForm } from "@/components/admin/content/figures-form";
import { FiguresIntro } from "@/components/admin/content/figures-intro";
import { CancelSettingsForm } from "@/components/admin/content/cancel-settings-form";
import type { CancelSettingsJson } from "@/lib/account/settings";
import { ReturnSettingsForm } from "@/components/admin/content/return-settings-form";
import type { ReturnSettingsJson } from "@/lib/account/return-settings";
import { claimsSchema } from "@/lib/editable-content/schema";
import type { ReviewModerationJson } from "@/lib/reviews/moderation";

const CONTENT_URL = "/api/admin/content";

interface EditorProps {
  initial: AdminContent;
  customerReviews: ReviewModerationJson;
  cancelSettings: CancelSettingsJson;
  returnSettings: ReturnSettingsJson;
}

export function ContentEditor(props: EditorProps) {
  return (
    <SWRConfig value={PAGE_READS}>
      <ContentSections {...props} />
    </SWRConfig>
  );
}

function ContentSections({ initial, customerReviews, cancelSettings, returnSettings }: EditorProps) {
  // Only the latest read is shown: an earlier one may answer last.
  const read = useAdminRead<AdminContent>(CONTENT_URL, { initial });
  const content = read.data ?? initial;
  const [stale, setStale] = useState(false);

  const reload = async () => {
    const next = await read.reload({ asUse: true });
    if (next) setStale(false);
    return next;
  };

  const store: ContentStore = {
    saved: (change) => {
      read.update(change);
      void reload().then((next) => {
        if (!next) setStale(true);
      });
    },
    reload,
  };

  return (
    <div className="space-y-10">
      <FaqSection faq={content.faq} store={store} />
      <CustomerReviewsSection initial={customerReviews} store={store} />
      <ReviewsSection reviews={content.reviews} store={store} />
      <ContentSection
        id="claims"
        title="Claims"
        intro="The claims the storefront makes, word for word on every page that shows them (the home page, the landing pages, the page titles, the footer, the share image and the healing calculator). Make only claims you can back up. The average rating can follow the verified reviews instead (Customer reviews above)."
      >
        <ValuesForm name="claims" block={content.claims} items={CLAIMS} url="/api/admin/content/claims" kind="text" schema={claimsSchema} pick={(c) => c.claims} store={store} />
      </ContentSection>
      <ContentSection id="figures" title="Social-proof figures" intro={<FiguresIntro socialProof={content.socialProof} />}>
        <FiguresForm block={content.figures} store={store} />
      </ContentSection>
      <PoliciesSection content={content} store={store} />
      <ContentSection
        id="customer-accounts"
        title="Customer accounts"
        intro="Customers see their orders at /orders, by a sign-in link sent to the e-mail address they ordered with (the same account as the community's). From an order's page they can cancel it while you allow it, and claim the money-back guarantee once it is delivered."
      >
        <CancelSettingsForm settings={cancelSettings} onSaved={() => void reload()} />
        <ReturnSettingsForm settings={returnSettings} onSaved={() => void reload()} />
      </ContentSection>
      <ChangeLog changes={content.changes} stale={stale} />
    </div>
  );
}
