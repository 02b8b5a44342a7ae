// Imported first by tests of a shop that keeps photos in PostgreSQL
// (UPLOAD_STORE=postgres), before the configuration is read: the checkout
// test environment, with the database as the upload store.
import "../../../support/checkout-env";

process.env.UPLOAD_STORE = "postgres";
delete process.env.BLOB_READ_WRITE_TOKEN;
