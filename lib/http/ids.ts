// Identifiers that arrive in addresses and bodies. Row ids are PostgreSQL
// uuids: anything else is checked here, before it reaches a query (where the
// database would refuse the cast with an error instead of finding nothing).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in its canonical 8-4-4-4-12 hexadecimal form. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
