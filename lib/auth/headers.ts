// Request headers of the admin area that the browser sends and the server
// reads (lib/auth/guard.ts); free of server code, so client components can
// import it.

/** Requests the dashboard makes on its own (polling) carry it set to "1"; they do not count as use. */
export const BACKGROUND_HEADER = "x-admin-background";
