// Stripe's published test cards, for the local test payment mode. Only these
// numbers are accepted; a real card number is refused as Stripe's test mode
// refuses it, and no card number is ever stored (only brand and last 4).

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string; field?: "cardNumber" | "expiry" | "cvc" };

const SUCCEEDING: Record<string, string> = {
  "4242424242424242": "visa",
  "4000056655665556": "visa",
  "5555555555554444": "mastercard",
  "2223003122003222": "mastercard",
  "5200828282828210": "mastercard",
  "5105105105105100": "mastercard",
  "378282246310005": "amex",
  "371449635398431": "amex",
  "6011111111111117": "discover",
  "6011000990139424": "discover",
  "3056930009020004": "diners",
  "36227206271667": "diners",
  "3566002020360505": "jcb",
  "6200000000000005": "unionpay",
  "4000000760000002": "visa",
  "4000001240000000": "visa",
};

const DECLINED = "Your card was declined.";

const DECLINING: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "generic_decline", message: DECLINED },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000009987": { code: "lost_card", message: DECLINED },
  "4000000000009979": { code: "stolen_card", message: DECLINED },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": { code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
  "4242424242424241": { code: "incorrect_number", message: "Your card number is incorrect." },
  "4000000000006975": { code: "card_velocity_exceeded", message: "Your card has exceeded its velocity limit." },
};

export const LIVE_CARD_IN_TEST_MODE =
  "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.";

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, "");
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Formats typed digits as groups of four: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, "").slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Formats typed digits as MM/YY. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The outcome Stripe's test mode gives this card, checked like Stripe checks it. */
export function evaluateTestCard(input: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): CardOutcome {
  const number = digitsOnly(input.cardNumber);
  if (!/^\d{12,19}$/.test(number)) {
    return { ok: false, code: "incomplete_number", message: "Your card number is incomplete.", field: "cardNumber" };
  }
  const decline = DECLINING[number];
  if (decline?.code === "incorrect_number") return { ok: false, ...decline, field: "cardNumber" };
  if (!passesLuhn(number)) {
    return { ok: false, code: "invalid_number", message: "Your card number is invalid.", field: "cardNumber" };
  }

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  if (!expiry) {
    return { ok: false, code: "incomplete_expiry", message: "Your card's expiration date is incomplete.", field: "expiry" };
  }
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) {
    return { ok: false, code: "invalid_expiry_month", message: "Your card's expiration date is invalid.", field: "expiry" };
  }
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (endOfMonth.getTime() <= now.getTime()) {
    const pastYear = year < now.getUTCFullYear();
    return {
      ok: false,
      code: pastYear ? "invalid_expiry_year_past" : "invalid_expiry_month_past",
      message: pastYear ? "Your card's expiration year is in the past." : "Your card's expiration date is in the past.",
      field: "expiry",
    };
  }

  const cvcLength = number.startsWith("34") || number.startsWith("37") ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) {
    return { ok: false, code: "incomplete_cvc", message: "Your card's security code is incomplete.", field: "cvc" };
  }

  if (decline) return { ok: false, ...decline };
  const brand = SUCCEEDING[number];
  if (!brand) return { ok: false, code: "card_declined", message: LIVE_CARD_IN_TEST_MODE };
  return { ok: true, brand, last4: number.slice(-4) };
}
