"use client";
// The owner's storefront content page (/admin/content): the FAQ, the
// testimonials, the customer reviews (moderation and settings), the claims,
// the social-proof figures and the change log. The
// content comes from the server first; after every save the page reads it
// again (the change log grows), and each form keeps whatever the owner has
// typed and not saved yet.
import { useState } from "react";
import { SWRConfig } from "swr";
import { PAGE_READS, useAdminRead } from "@/components/admin/use-admin-read";
import { ChangeLog } from "@/components/admin/content/change-log";
import { FaqSection } from "@/components/admin/content/faq-section";
import { CustomerReviewsSection } from "@/components/admin/content/customer-reviews-section";
import { ReviewsSection } from "@/components/admin/content/reviews-section";
import { ContentSection } from "@/components/admin/content/section";
import { CLAIMS, FIGURES, type AdminContent, type ContentStore } from "@/components/admin/content/types";
import { ValuesForm } from "@/components/admin/content/values-form";
import { claimsSchema, figuresSchema } from "@/lib/editable-content/schema";
import type { ReviewModerationJson } from "@/lib/reviews/moderation";

const CONTENT_URL = "/api/admin/content";

export function ContentEditor({ initial, customerReviews }: { initial: AdminContent; customerReviews: ReviewModerationJson }) {
  return (
    <SWRConfig value={PAGE_READS}>
      <ContentSections initial={initial} customerReviews={customerReviews} />
    </SWRConfig>
  );
}

function ContentSections({ initial, customerReviews }: { initial: AdminContent; customerReviews: ReviewModerationJson }) {
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
        intro="The claims the storefront makes, word for word on every page that shows them. The average rating can follow the verified reviews instead (Customer reviews above)."
      >
        <ValuesForm name="claims" block={content.claims} items={CLAIMS} url="/api/admin/content/claims" kind="text" schema={claimsSchema} pick={(c) => c.claims} store={store} />
      </ContentSection>
      <ContentSection
        id="figures"
        title="Social-proof figures"
        intro={
          <p>
            These are fixed display text, not measurements. Whether the live-style indicators (people viewing now, percent sold, the sample-buyer
            popup) are shown at all is switched on or off in code: <code>SHOW_LIVE_INDICATORS</code> in <code>lib/fixed-content/social-proof.ts</code>.
          </p>
        }
      >
        <ValuesForm name="figures" block={content.figures} items={FIGURES} url="/api/admin/content/figures" kind="number" schema={figuresSchema} pick={(c) => c.figures} store={store} />
      </ContentSection>
      <ChangeLog changes={content.changes} stale={stale} />
    </div>
  );
}
