// The bearer token of POST /api/admin/auth kept in browser storage (SPEC §4),
// sent with the dashboard's API calls beside the session cookie.
const KEY = "adminToken";

export const adminToken = {
  get: (): string | null => (typeof window === "undefined" ? null : window.localStorage.getItem(KEY)),
  set: (token: string) => window.localStorage.setItem(KEY, token),
  clear: () => window.localStorage.removeItem(KEY),
};

export function adminHeaders(): Record<string, string> {
  const token = adminToken.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
