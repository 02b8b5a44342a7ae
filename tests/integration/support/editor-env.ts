// Imported first by the editors' tests, after the checkout environment: a
// small tutorial video limit, so a file just over it is quick to send.
export const TEST_VIDEO_MAX_BYTES = 200_000;
process.env.TUTORIAL_VIDEO_MAX_BYTES = String(TEST_VIDEO_MAX_BYTES);
