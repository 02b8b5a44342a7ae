// The product drawn as a tin (both sizes on its label), shown in the heroes.
// Drawn in the page itself rather than loaded as an image: nothing to fetch
// before the hero is complete, and its label is set in the page's own fonts
// (an SVG image is a document of its own, laid out with its own font
// look-up). Its size is given, so the layout never shifts. One per page: the
// gradients' ids are fixed.
export function OintmentTin({ alt, className }: { alt: string; className?: string }) {
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 240 200" width={240} height={200} className={className}>
      <defs>
        <linearGradient id="tin-lid" x1="0" x2="1">
          <stop offset="0" stopColor="#0f2e1c" />
          <stop offset="0.5" stopColor="#2f7d4f" />
          <stop offset="1" stopColor="#0f2e1c" />
        </linearGradient>
        <linearGradient id="tin-body" x1="0" x2="1">
          <stop offset="0" stopColor="#9ca3af" />
          <stop offset="0.45" stopColor="#f3f4f6" />
          <stop offset="1" stopColor="#9ca3af" />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="178" rx="100" ry="14" fill="#0f2e1c" opacity="0.15" />
      <path d="M28 110v42c0 14 41 26 92 26s92-12 92-26v-42Z" fill="url(#tin-body)" />
      <path d="M22 72v38c0 15 44 27 98 27s98-12 98-27V72Z" fill="url(#tin-lid)" />
      <ellipse cx="120" cy="72" rx="98" ry="27" fill="#256a41" />
      <ellipse cx="120" cy="72" rx="84" ry="21" fill="#1d5535" />
      <path d="M120 50c9 8 13.5 15 13.5 21.4A13.5 13.5 0 0 1 120 85a13.5 13.5 0 0 1-13.5-13.6C106.5 65 111 58 120 50Z" fill="#dcefe1" />
      <text x="120" y="118" textAnchor="middle" fontSize="15" fontWeight="700" fill="#f1f8f3" letterSpacing="3" aria-hidden="true">
        VERDANT INK
      </text>
      <text x="120" y="160" textAnchor="middle" fontSize="14" fontWeight="600" fill="#0f2e1c" aria-hidden="true">
        1 oz · 4 oz
      </text>
    </svg>
  );
}
