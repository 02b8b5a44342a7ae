// The product drawn as a tin (public/media/products/ointment-tin.svg, both
// sizes on its label), shown in the heroes: a small static drawing fetched
// first, ahead of anything else on the page, with its size given so the
// layout never shifts while it loads.
const TIN_SRC = "/media/products/ointment-tin.svg";

export function OintmentTin({ alt, className }: { alt: string; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a static SVG drawing: the image optimiser has nothing to do
  return <img src={TIN_SRC} alt={alt} width={240} height={200} fetchPriority="high" className={className} />;
}
