// POST /api/marketing/checkout-consent { clientSecret, email, consent }: the
// checkout's "E-mail me care tips and offers" box as the shopper ticks it
// (lib/marketing/checkout-consent.ts). The client secret proves the caller
// opened that checkout. Limited per client and per address; the answer is
// the same whether or not the address was subscribed before.
import { route, withPublic } from "@/lib/api/route";
import { recordCheckoutConsent } from "@/lib/marketing/checkout-consent";
import { checkoutConsentSchema } from "@/lib/marketing/schemas";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ body }) => {
      await recordCheckoutConsent(body);
      return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
    },
    { body: checkoutConsentSchema, limit: LIMITS.marketingConsents },
  ),
});
