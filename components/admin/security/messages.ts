// Messages the security panels show themselves.

/** When an action fails on the server (not a refusal with a message of its own). */
export const SERVER_FAILED = "Something went wrong on our side. Please try again.";
