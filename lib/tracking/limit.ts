// Tracking lookups are limited per client (LIMITS.trackingLookups): the API
// and the /track page count against the same limit.
export const TRACKING_LIMIT_MESSAGE = "Too many tracking lookups. Please wait a few minutes and try again.";
