// The Open Graph and Twitter card image, drawn by the app at build time with
// the lowest price and the owner's claim from the database; a price or claim
// change refreshes it (it reads the "products" and "claims" tags), and it is
// drawn again every five minutes.
import { ImageResponse } from "next/og";
import { formatPrice } from "@/lib/catalog/money";
import { listProducts, lowestPriceCents } from "@/lib/catalog/products";
import { BRAND_NAME } from "@/lib/site";
import { getClaims } from "@/lib/editable-content/content";
import { tagline } from "@/lib/editable-content/claims";

export const alt = `${BRAND_NAME}: natural tattoo aftercare ointment`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export const revalidate = 300;

export default async function OpengraphImage() {
  const [products, claims] = await Promise.all([listProducts(), getClaims()]);
  const fromPrice = formatPrice(lowestPriceCents(products));
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          padding: "80px",
          background: "linear-gradient(135deg, #0f2e1c 0%, #1d5535 60%, #2f7d4f 100%)",
          color: "white",
        }}
      >
        <div style={{ fontSize: 36, letterSpacing: 6, textTransform: "uppercase", color: "#dcefe1" }}>{BRAND_NAME}</div>
        <div style={{ fontSize: 76, fontWeight: 700, marginTop: 24, lineHeight: 1.1 }}>Tattoo Healing Ointment</div>
        <div style={{ fontSize: 38, marginTop: 28, color: "#dcefe1" }}>{tagline(claims)}</div>
        <div style={{ display: "flex", marginTop: 48, fontSize: 30 }}>
          <div style={{ background: "#ff6b35", padding: "14px 30px", borderRadius: 999 }}>{`Free US shipping · from ${fromPrice}`}</div>
        </div>
      </div>
    ),
    size,
  );
}
