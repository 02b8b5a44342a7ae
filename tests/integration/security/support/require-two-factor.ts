// Imported first by tests of a shop that requires two-factor authentication
// (as production does), before the configuration is read.
process.env.ADMIN_REQUIRE_2FA = "1";
