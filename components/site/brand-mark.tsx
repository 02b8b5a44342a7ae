// The brand's leaf-and-drop mark, drawn inline so it needs no image request.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#1d5535" />
      <path d="M16 6c5 4.5 7.5 8.6 7.5 12.2A7.5 7.5 0 0 1 16 25.7a7.5 7.5 0 0 1-7.5-7.5C8.5 14.6 11 10.5 16 6Z" fill="#dcefe1" />
      <path d="M16 11v12M16 17l3.2-3M16 20l-3-2.6" stroke="#1d5535" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}
