// The policy pages (/privacy, /terms, /returns, /shipping, /contact), the
// business details and the delivery promise, as the pages and e-mails read
// them. The pages' reads are cached under the "policies" tag, which every save
// of the owner's refreshes (lib/cache/data-tags.ts); within one render each
// is read once. E-mails read the business details in the transaction that
// queues them.
import "server-only";
import { cache } from "react";
import { cachedRead, STOREFRONT_READ_SECONDS } from "@/lib/cache/reads";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CONTENT_BLOCKS, readContentBlock } from "@/lib/editable-content/content";
import { DEFAULT_POLICIES, POLICIES_WRITTEN } from "@/lib/editable-content/policy-defaults";
import type { BusinessDetails, DeliveryPromise, PolicyKey } from "@/lib/editable-content/policy-schema";

export interface PolicyPageJson {
  key: PolicyKey;
  title: string;
  /** Markdown without HTML. */
  body: string;
  /** The "Last updated" date (ISO 8601). */
  updatedAt: string;
}

/** A policy as saved, or the shipped text while its row is missing (before the seed ran). */
async function readPolicy(key: PolicyKey): Promise<PolicyPageJson> {
  const row = await db.policyPage.findUnique({ where: { key }, select: { title: true, body: true, updatedAt: true } });
  if (!row) return { key, ...DEFAULT_POLICIES[key], updatedAt: POLICIES_WRITTEN };
  return { key, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

export const getPolicy = cache(cachedRead("policy", ["policies"], readPolicy, STOREFRONT_READ_SECONDS));

export const getBusinessDetails = cache(
  cachedRead("business", ["policies"], async (): Promise<BusinessDetails> => (await readContentBlock(CONTENT_BLOCKS.business)).values, STOREFRONT_READ_SECONDS),
);

export const getDeliveryPromise = cache(
  cachedRead("delivery", ["policies"], async (): Promise<DeliveryPromise> => (await readContentBlock(CONTENT_BLOCKS.delivery)).values, STOREFRONT_READ_SECONDS),
);

/** The business details and delivery promise as they are now, read with `client` (an e-mail's transaction). */
export async function readMailFacts(client: Prisma.TransactionClient = db): Promise<{ business: BusinessDetails; delivery: DeliveryPromise }> {
  // One after the other: a transaction's statements run in turn.
  const business = await readContentBlock(CONTENT_BLOCKS.business, client);
  const delivery = await readContentBlock(CONTENT_BLOCKS.delivery, client);
  return { business: business.values, delivery: delivery.values };
}
