// The policy pages' rules (title and text required, within their sizes), the
// business details' and the delivery promise's, the one way the promise is
// said, and the shipped texts: complete for this shop, in the safe format,
// accepted by the editors' own rules.
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY, DEFAULT_POLICIES } from "@/lib/editable-content/policy-defaults";
import {
  businessDays,
  businessSchema,
  deliverySchema,
  deliverySentence,
  deliveryTexts,
  withDeliveryTexts,
  isPolicyKey,
  POLICY_KEYS,
  policySchema,
  postalAddress,
} from "@/lib/editable-content/policy-schema";
import { parseMarkdown, type Block, type Inline } from "@/lib/format/markdown";
import { DEFAULT_FAQ, FAQ_SHIPPING_ANSWER_BEFORE } from "@/lib/editable-content/defaults";
import { DEFAULT_RETURN_SETTINGS } from "@/lib/account/return-schemas";

/** The first message of each field of a refused value (the one a form shows). */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.toReversed().map((issue) => [issue.path.join("."), issue.message]));
}

describe("a policy's title and text", () => {
  it.each([
    [{ title: "", body: "A text long enough to be a policy." }, "title", "The title is required."],
    [{ body: "A text long enough to be a policy." }, "title", "The title is required."],
    [{ title: "Privacy\nPolicy", body: "A text long enough to be a policy." }, "title", "The title must be one line."],
    [{ title: "T".repeat(121), body: "A text long enough to be a policy." }, "title", "The title can have at most 120 characters."],
    [{ title: "Privacy Policy", body: "   " }, "body", "The text is required."],
    [{ title: "Privacy Policy" }, "body", "The text is required."],
    [{ title: "Privacy Policy", body: "Too short." }, "body", "The text needs at least 20 characters."],
    [{ title: "Privacy Policy", body: "x".repeat(20_001) }, "body", "The text can have at most 20,000 characters."],
    [{ title: "Privacy Policy", body: "A text with a NUL \u0000 character in it." }, "body", "The text cannot contain control characters."],
  ])("refuses %j with its message", (input, field, message) => {
    expect(messages(policySchema.safeParse(input))[field]).toBe(message);
  });

  it("keeps markup as the owner typed it (it is shown as text) and normalises line breaks", () => {
    expect(policySchema.parse({ title: " Terms ", body: "<b>Hi</b>\r\n\r\n## Orders\r\n- one " })).toEqual({ title: "Terms", body: "<b>Hi</b>\n\n## Orders\n- one" });
    expect(policySchema.parse({ title: "Terms", body: "x".repeat(20_000) }).body).toHaveLength(20_000);
  });

  it("knows the five policies", () => {
    expect(POLICY_KEYS).toEqual(["privacy", "terms", "returns", "shipping", "contact"]);
    expect(isPolicyKey("terms")).toBe(true);
    expect(isPolicyKey("cookies")).toBe(false);
    expect(isPolicyKey("__proto__")).toBe(false);
  });
});

describe("the business details", () => {
  const valid = { name: "Verdant Ink LLC", phone: "(512) 555-0123", street: "100 Congress Ave, Suite 200", city: "Austin", state: "tx", zipCode: "78701-1234" };

  it("accepts a US business address and says it on one line", () => {
    const business = businessSchema.parse(valid);
    expect(business.state).toBe("TX");
    expect(postalAddress(business)).toBe("100 Congress Ave, Suite 200, Austin, TX 78701-1234");
  });

  it.each([
    [{ name: "" }, "name", "The business name is required."],
    [{ phone: "555-0100" }, "phone", "Enter a phone number with its area code, e.g. (512) 555-0100."],
    [{ phone: "call us maybe 5125550100" }, "phone", "Enter a phone number with its area code, e.g. (512) 555-0100."],
    [{ street: "" }, "street", "The street address is required."],
    [{ state: "Texas" }, "state", "The state can have at most 2 characters."],
    [{ state: "XX" }, "state", "Enter the state's two-letter code, e.g. TX."],
    [{ zipCode: "7870" }, "zipCode", "Enter a 5-digit ZIP code (or ZIP+4, e.g. 78701-1234)."],
    [{ city: "Austin\nTX" }, "city", "The city must be one line."],
  ])("refuses %j with its message", (change, field, message) => {
    expect(messages(businessSchema.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it("ships sample details the editor accepts", () => {
    expect(businessSchema.parse(DEFAULT_BUSINESS)).toEqual(DEFAULT_BUSINESS);
    expect(DEFAULT_BUSINESS.street).toMatch(/Sample/);
    expect(DEFAULT_BUSINESS.phone).toMatch(/555-01\d\d$/); // a number reserved for examples
  });
});

describe("the delivery promise", () => {
  it("is said one way: 1-2 business days to ship, 3-5 to arrive", () => {
    expect(deliveryTexts(DEFAULT_DELIVERY)).toEqual({ processing: "1-2 business days", delivery: "3-5 business days" });
    expect(deliverySentence(DEFAULT_DELIVERY)).toBe("Orders ship in 1-2 business days and arrive in 3-5 business days.");
    expect(businessDays(1, 1)).toBe("1 business day");
    expect(businessDays(4, 4)).toBe("4 business days");
    expect(businessDays(0, 0)).toBe("the same business day");
    expect(businessDays(0, 1)).toBe("0-1 business days");
  });

  it.each([
    [{ processingTo: 0 }, "processingTo", "The longest processing time cannot be shorter than the shortest."],
    [{ deliveryFrom: 6 }, "deliveryTo", "The longest delivery time cannot be shorter than the shortest."],
    [{ deliveryFrom: 0 }, "deliveryFrom", "Delivery takes at least 1 business day."],
    [{ deliveryTo: 31 }, "deliveryTo", "The longest delivery time can be at most 30 business days."],
    [{ processingFrom: 1.5 }, "processingFrom", "The shortest processing time must be a whole number of business days."],
    [{ processingFrom: -1 }, "processingFrom", "The shortest processing time cannot be negative."],
    [{ deliveryTo: "5" }, "deliveryTo", "The longest delivery time must be a whole number of business days."],
  ])("refuses %j with its message", (change, field, message) => {
    expect(messages(deliverySchema.safeParse({ ...DEFAULT_DELIVERY, ...change }))[field]).toBe(message);
  });

  it("is what the FAQ's seeded shipping answer says, and follows the promise when it changes", () => {
    const answer = DEFAULT_FAQ.find((item) => item.question === "How fast is shipping?")!.answer;
    const { processing, delivery } = deliveryTexts(DEFAULT_DELIVERY);
    expect(withDeliveryTexts(answer, DEFAULT_DELIVERY)).toContain(`ship within ${processing} and arrive in ${delivery}`);
    expect(withDeliveryTexts(answer, DEFAULT_DELIVERY)).toBe(FAQ_SHIPPING_ANSWER_BEFORE);
    expect(withDeliveryTexts(answer, { ...DEFAULT_DELIVERY, processingTo: 3, deliveryFrom: 4, deliveryTo: 7 })).toContain("ship within 1-3 business days and arrive in 4-7 business days.");
    expect(answer).not.toContain("2-5");
  });

  it("fills only {processing} and {delivery} in an owner's text", () => {
    expect(withDeliveryTexts("{delivery}, {delivery}; {processing}. {other} {Delivery} { delivery }", DEFAULT_DELIVERY)).toBe(
      "3-5 business days, 3-5 business days; 1-2 business days. {other} {Delivery} { delivery }",
    );
  });
});

/** Every link of a parsed text, and whether it holds a raw HTML tag. */
function links(blocks: Block[]): string[] {
  const inline = (items: Inline[]): string[] => items.flatMap((item) => (item.type === "link" ? [item.href, ...inline(item.children)] : item.type === "text" ? [] : inline(item.children)));
  return blocks.flatMap((block) => (block.type === "list" ? block.items.flatMap(inline) : inline(block.children)));
}

describe("the shipped policy texts", () => {
  it.each(POLICY_KEYS)("%s passes the editor's rules, has headings, and links only to the shop's pages", (key) => {
    const policy = DEFAULT_POLICIES[key];
    expect(policySchema.parse(policy)).toEqual(policy);
    expect(policy.body).not.toMatch(/<[a-z]/i);
    const blocks = parseMarkdown(policy.body);
    expect(blocks.some((block) => block.type === "heading")).toBe(true);
    for (const href of links(blocks)) expect(href).toMatch(/^\/(contact|orders|privacy|privacy\/request|terms|returns|shipping|track|wholesale)$/);
  });

  it("says in the privacy policy what is collected, why, for how long, and how to get it or have it deleted", () => {
    const text = DEFAULT_POLICIES.privacy.body;
    for (const phrase of [
      "name, e-mail address and shipping address",
      "Tattoo photos",
      "Stripe",
      "never store it",
      "Community forum",
      "Wholesale applications",
      "Reviews",
      "Google Analytics",
      "**only if you click \"Accept\"**",
      "Do Not Track",
      "Global Privacy Control",
      "[privacy request page](/privacy/request)",
      "**E-mails we sent you:** 90 days",
      "90 days after the order is delivered",
      "US state privacy laws",
      "We do not sell your personal information",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("gives terms of sale in USD with taxes, the forum's rules, a DMCA contact and a governing law for the owner to fill in", () => {
    const text = DEFAULT_POLICIES.terms.body;
    for (const phrase of ["US dollars (USD)", "sales tax", "Stripe", "## Community forum rules", "DMCA notice", "[contact page](/contact)", "## Governing law", "[STATE: the owner fills this in before launch]"]) {
      expect(text).toContain(phrase);
    }
  });

  it("explains the 30-day guarantee: from delivery, no tin to send back, no postage, refund in 5-10 business days to the card", () => {
    const text = DEFAULT_POLICIES.returns.body;
    for (const phrase of ["**30 days from the day your order is delivered**", "## Do I have to send the tin back?", "**No.**", "never pay return postage", "to the card you paid with", "**5-10 business days**"]) {
      expect(text).toContain(phrase);
    }
  });

  it("agrees with the guarantee the shop ships with, and sends customers to their order's page to ask", () => {
    const text = DEFAULT_POLICIES.returns.body;
    expect(text).toContain(`**${DEFAULT_RETURN_SETTINGS.guaranteeDays} days from the day your order is delivered**`);
    expect(DEFAULT_RETURN_SETTINGS.tinMustBeSentBack).toBe(false);
    expect(text).toContain(`usually within ${DEFAULT_RETURN_SETTINGS.reviewBusinessDays} business days`);
    expect(text).toContain("Go to [Your Orders](/orders)");
    expect(text).toContain("**Request a refund**");
  });

  it("keeps the delivery times out of the shipping text: the page shows the one promise above it", () => {
    expect(DEFAULT_POLICIES.shipping.body).not.toMatch(/\d-\d business days/);
    expect(DEFAULT_POLICIES.shipping.body).toContain("all 50 US states");
  });
});
