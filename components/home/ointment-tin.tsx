// The product drawn as an SVG tin, so the page needs no photo request and the
// layout never shifts while an image loads.
export function OintmentTin({ label, className, title }: { label: string; className?: string; title?: string }) {
  const gradientId = `tin-${label.replace(/\W+/g, "")}`;
  return (
    <svg viewBox="0 0 240 200" className={className} role={title ? "img" : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <defs>
        <linearGradient id={`${gradientId}-lid`} x1="0" x2="1">
          <stop offset="0" stopColor="#0f2e1c" />
          <stop offset="0.5" stopColor="#2f7d4f" />
          <stop offset="1" stopColor="#0f2e1c" />
        </linearGradient>
        <linearGradient id={`${gradientId}-body`} x1="0" x2="1">
          <stop offset="0" stopColor="#9ca3af" />
          <stop offset="0.45" stopColor="#f3f4f6" />
          <stop offset="1" stopColor="#9ca3af" />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="178" rx="100" ry="14" fill="#0f2e1c" opacity="0.15" />
      <path d="M28 110v42c0 14 41 26 92 26s92-12 92-26v-42Z" fill={`url(#${gradientId}-body)`} />
      <path d="M22 72v38c0 15 44 27 98 27s98-12 98-27V72Z" fill={`url(#${gradientId}-lid)`} />
      <ellipse cx="120" cy="72" rx="98" ry="27" fill="#256a41" />
      <ellipse cx="120" cy="72" rx="84" ry="21" fill="#1d5535" />
      <path d="M120 50c9 8 13.5 15 13.5 21.4A13.5 13.5 0 0 1 120 85a13.5 13.5 0 0 1-13.5-13.6C106.5 65 111 58 120 50Z" fill="#dcefe1" />
      <text x="120" y="118" textAnchor="middle" fontSize="15" fontWeight="700" fill="#f1f8f3" letterSpacing="3" fontFamily="system-ui, sans-serif">
        VERDANT INK
      </text>
      <text x="120" y="160" textAnchor="middle" fontSize="14" fontWeight="600" fill="#0f2e1c" fontFamily="system-ui, sans-serif">
        {label}
      </text>
    </svg>
  );
}
