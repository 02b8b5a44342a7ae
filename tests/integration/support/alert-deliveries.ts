// Alerts' deliveries (their admins' e-mails and webhook) run after the call
// that raised them; lib/alerts/raise.ts keeps those under way in one set on
// globalThis, whatever module registry started them. A test closing a
// database client waits for them first, or they would run on a closed one
// after the file has ended.
export async function alertDeliveriesEnded(): Promise<void> {
  const deliveries = (globalThis as { shopAlertDeliveries?: Set<Promise<void>> }).shopAlertDeliveries;
  while (deliveries && deliveries.size > 0) await Promise.allSettled([...deliveries]);
}
