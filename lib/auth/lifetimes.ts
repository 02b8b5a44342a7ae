// How long admin sign-ins last. A browser session (the Auth.js cookie and its
// AdminSession row) lasts at most BROWSER_SESSION_SECONDS, a bearer token of
// POST /api/admin/auth API_TOKEN_SECONDS; either ends sooner when it has not
// been used for IDLE_TIMEOUT_SECONDS.
export const BROWSER_SESSION_SECONDS = 8 * 60 * 60;
export const API_TOKEN_SECONDS = 60 * 60;
export const IDLE_TIMEOUT_SECONDS = 30 * 60;
