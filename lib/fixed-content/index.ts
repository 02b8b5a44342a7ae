// The storefront's fixed content, changed in code only: ingredients, usage
// steps, trust badges, states, navigation, the popup's sample buyers. The
// texts the owner edits (FAQ, reviews, claims, figures) are in the database:
// lib/editable-content/content.ts.
export * from "./social-proof";
export * from "./product";
export * from "./reviews";
export * from "./states";
export * from "./navigation";
