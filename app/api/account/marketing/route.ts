// GET /api/account/marketing: { subscribed } for the signed-in customer's
// address; PUT { subscribed } subscribes or unsubscribes it (the account's
// own address only, logged with the member as the consent's proof).
import { route, withCustomer } from "@/lib/api/route";
import { accountSubscribed, setAccountSubscription } from "@/lib/marketing/account";
import { accountMarketingSchema } from "@/lib/marketing/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withCustomer(async ({ customer }) => Response.json({ subscribed: await accountSubscribed(customer) })),
  PUT: withCustomer(async ({ customer, body }) => Response.json({ subscribed: await setAccountSubscription(customer, body.subscribed) }), { body: accountMarketingSchema }),
});
