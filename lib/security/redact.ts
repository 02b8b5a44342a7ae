// E-mail addresses are personal data and stay out of the logs: a log line
// names a message by its outbox id and dedupe key, and any address that still
// reaches a log (inside a mail server's error, for example) is masked to its
// first character and its domain.

/** `ada.lovelace@example.com` → `a***@example.com`; anything that is not an address → `***`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return "***";
  return `${address[0]}***@${address.slice(at + 1)}`;
}

// Local part and domain as they appear in addresses; deliberately generous,
// since masking a non-address costs nothing.
const ADDRESS_IN_TEXT = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*/g;

/** The text with every e-mail address in it masked (see maskEmail). */
export function redactEmails(text: string): string {
  return text.replace(ADDRESS_IN_TEXT, maskEmail);
}
