// Addresses in log lines are masked to their first character and domain.
import { maskEmail, redactEmails } from "@/lib/security/redact";

describe("maskEmail", () => {
  it("keeps the first character and the domain only", () => {
    expect(maskEmail("ada.lovelace@example.com")).toBe("a***@example.com");
    expect(maskEmail("a@example.com")).toBe("a***@example.com");
    expect(maskEmail("Grace+orders@mail.example.co.uk")).toBe("G***@mail.example.co.uk");
  });

  it("masks the local part whatever its length, so the mask does not tell how long it was", () => {
    expect(maskEmail("bo@example.com")).toBe("b***@example.com");
    expect(maskEmail("bartholomew@example.com")).toBe("b***@example.com");
  });

  it("gives only *** for what is not an address", () => {
    expect(maskEmail("")).toBe("***");
    expect(maskEmail("ada")).toBe("***");
    expect(maskEmail("@example.com")).toBe("***");
    expect(maskEmail("ada@")).toBe("***");
  });
});

describe("redactEmails", () => {
  it("masks every address in a text and leaves the rest", () => {
    const smtpError = "Can't send mail - all recipients were rejected: 550 5.1.1 <ada.lovelace@example.com>: Recipient address rejected";
    expect(redactEmails(smtpError)).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <a***@example.com>: Recipient address rejected");
    expect(redactEmails("to bob@shop.example and o'neil+x@mail.example.org, cc none")).toBe("to b***@shop.example and o***@mail.example.org, cc none");
  });

  it("leaves a text without addresses as it is", () => {
    expect(redactEmails("connect ECONNREFUSED 127.0.0.1:1")).toBe("connect ECONNREFUSED 127.0.0.1:1");
    expect(redactEmails("order-confirmation:4f9c2a1e @ 10:00")).toBe("order-confirmation:4f9c2a1e @ 10:00");
  });
});
