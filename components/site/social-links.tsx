// Social profile buttons. The brand has no public profiles yet, so they lead
// nowhere (spec: social links go nowhere).
const NETWORKS = ["Instagram", "Facebook", "TikTok", "YouTube"] as const;

function Glyph({ name }: { name: (typeof NETWORKS)[number] }) {
  const common = { fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round" as const, strokeLinejoin: "round" as const };
  switch (name) {
    case "Instagram":
      return (
        <g {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </g>
      );
    case "Facebook":
      return <path {...common} d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8a1 1 0 0 1 1-1Z" />;
    case "TikTok":
      return <path {...common} d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.4 4.6 5 5" />;
    case "YouTube":
      return (
        <g {...common}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="m10 9.5 5 2.5-5 2.5Z" fill="currentColor" />
        </g>
      );
  }
}

export function SocialLinks() {
  return (
    <ul aria-label="Social media" className="mt-6 flex gap-3">
      {NETWORKS.map((name) => (
        <li key={name}>
          <button
            type="button"
            aria-label={name}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
              <Glyph name={name} />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
