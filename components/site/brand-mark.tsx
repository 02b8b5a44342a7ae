// The brand's leaf-and-drop mark, from the storefront's sprite (the `logo`
// symbol of lib/ui/icons.ts): the header and the footer each carry one short
// reference instead of the drawing.
export function BrandMark() {
  return (
    <svg aria-hidden="true" className="logo">
      <use href="/icons.svg#logo" />
    </svg>
  );
}
