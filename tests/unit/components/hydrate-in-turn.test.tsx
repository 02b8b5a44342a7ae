// The home page's sections hydrate in turn: each part is an Activity boundary
// of server HTML holding the next part's boundary (React hydrates a boundary
// it finds dehydrated after what surrounds it, in a commit of its own).
import { renderToString } from "react-dom/server";
import { HydrateInTurn } from "@/components/ui/hydrate-in-turn";

describe("HydrateInTurn", () => {
  it("nests one boundary per part, each holding the next, with no element of its own", () => {
    const html = renderToString(
      <HydrateInTurn>
        <section id="a">A</section>
        <section id="b">B</section>
        <section id="c">C</section>
      </HydrateInTurn>,
    );
    expect(html).toBe('<!--&--><section id="a">A</section><!--&--><section id="b">B</section><!--&--><section id="c">C</section><!--/&--><!--/&--><!--/&-->');
  });

  it("leaves out empty parts and renders nothing for none", () => {
    expect(renderToString(<HydrateInTurn>{null}{false}<p>only</p></HydrateInTurn>)).toBe("<!--&--><p>only</p><!--/&-->");
    expect(renderToString(<HydrateInTurn>{null}</HydrateInTurn>)).toBe("");
  });
});
