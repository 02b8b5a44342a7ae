// The storefront's editable content: one place for the owner to change texts,
// figures and the live-indicator switch.
export * from "./social-proof";
export * from "./product";
export * from "./reviews";
export * from "./faq";
export * from "./states";
export * from "./navigation";
