// What a tracking lookup answers when it finds nothing or is refused, in the
// same words on the /track page and from GET /api/track/{number}. Lookups are
// limited per client (LIMITS.trackingLookups); both count against that limit.
export const TRACKING_NOT_FOUND_MESSAGE = "Tracking number not found. Please check your tracking number and try again.";
export const TRACKING_LIMIT_MESSAGE = "Too many tracking lookups. Please wait a few minutes and try again.";
