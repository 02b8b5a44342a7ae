import {
  checkoutDetailsSchema,
  checkoutErrorTitle,
  checkoutFormSchema,
  firstCheckoutError,
} from "@/lib/orders/checkout-schema";

const valid = { email: "ada@example.com", fullName: "Ada", address: "1 Way", city: "Austin", state: "TX", zipCode: "73301" };

function messages(input: object) {
  const result = checkoutFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("checkout form schema", () => {
  it("names each missing field in lower-case words", () => {
    expect(messages({})).toEqual({
      email: "Please fill in your email",
      fullName: "Please fill in your full name",
      address: "Please fill in your address",
      city: "Please fill in your city",
      state: "Please fill in your state",
      zipCode: "Please fill in your zip code",
    });
    expect(messages({ ...valid, city: "   " })).toEqual({ city: "Please fill in your city" });
  });

  it("refuses an e-mail without @ with its message and title", () => {
    const message = messages({ ...valid, email: "ada.example.com" }).email;
    expect(message).toBe("Please enter a valid email address");
    expect(checkoutErrorTitle(message)).toBe("Invalid Email");
    expect(checkoutErrorTitle("Please fill in your city")).toBe("Missing Information");
  });

  it("defaults the country to United States, keeps any spelling of it so, and refuses another country", () => {
    expect(checkoutFormSchema.parse(valid).country).toBe("United States");
    for (const country of ["", "  ", "USA", "usa.", "U.S.A.", "U.S.", "us", "United States of America", "united  states", "America"]) {
      expect(checkoutFormSchema.parse({ ...valid, country }).country).toBe("United States");
    }
    for (const country of ["Canada", "Mexico", "US of A", "USA!", "x".repeat(101)]) {
      expect(messages({ ...valid, country })).toEqual({ country: "We ship only within the United States" });
    }
    expect(checkoutErrorTitle("We ship only within the United States")).toBe("Missing Information");
  });

  it("picks the first error in form order", () => {
    expect(firstCheckoutError({ zipCode: { message: "z" }, fullName: { message: "n" } })).toBe("n");
    expect(firstCheckoutError({})).toBeUndefined();
  });

  it("accepts only the shop's own upload addresses or https photo URLs", () => {
    const details = { customerEmail: "a@b.co", customerName: "A", shippingAddress: { address: "1", city: "c", state: "s", zipCode: "1" } };
    expect(checkoutDetailsSchema.parse({ ...details, photoUrl: "/api/objects/uploads/abc" }).photoUrl).toBe("/api/objects/uploads/abc");
    expect(checkoutDetailsSchema.parse(details).photoUrl).toBeNull();
    expect(checkoutDetailsSchema.safeParse({ ...details, photoUrl: "javascript:alert(1)" }).success).toBe(false);
  });
});
