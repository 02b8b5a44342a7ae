// Sample data is part of every integration database.
process.env.SEED_SAMPLE_DATA = "1";
