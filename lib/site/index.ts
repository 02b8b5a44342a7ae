// The shop's identity: brand, support address and public URL. Pages show the
// support address from this module's supportEmail, never a literal.
import { getConfig } from "@/lib/config";

export const BRAND_NAME = "Verdant Ink";
export const PRODUCT_NAME = "Verdant Ink Tattoo Healing Ointment";

export function getSite() {
  const config = getConfig();
  return {
    name: BRAND_NAME,
    productName: PRODUCT_NAME,
    url: config.siteUrl,
    supportEmail: config.supportEmail,
  };
}
