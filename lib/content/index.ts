// The storefront's fixed content: ingredients, usage steps, trust badges,
// states, navigation, the live-indicator switch. The texts the owner edits
// (FAQ, reviews, claims, figures) are in the database: lib/storefront/content.ts.
export * from "./social-proof";
export * from "./product";
export * from "./reviews";
export * from "./states";
export * from "./navigation";
