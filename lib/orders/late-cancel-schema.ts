// The body of POST /api/orders/cancel (the delay notice's cancel link, lib/orders/late-cancel.ts). Safe for the browser.
import { z } from "zod";

export const lateCancelSchema = z.object({
  token: z.string("This page needs the link from your e-mail.").trim().min(1, "This page needs the link from your e-mail.").max(200, "This cancel link is not valid."),
});
