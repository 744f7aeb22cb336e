import { describe, expect, it } from "vitest";
import { htmlAsText } from "./html-text";

describe("htmlAsText", () => {
  it("keeps the words and the line breaks, never a tag", () => {
    expect(
      htmlAsText("<div>Dear team,</div><div><br></div><p>the <b>data</b> is attached.</p>"),
    ).toBe("Dear team,\n\nthe data is attached.");
  });

  it("drops scripts, styles and comments with what they hold", () => {
    const text = htmlAsText(
      '<head><title>x</title><style>p{color:red}</style></head><p>Hello</p><script>alert("x")</script><!-- note -->',
    );
    expect(text).toBe("Hello");
  });

  it("turns a quoted block into '>' lines, which the quote cutter then drops", () => {
    const gmail =
      '<div>Yes, Thursday.</div><div class="gmail_quote"><blockquote><div>Can we talk?</div><div>The team</div></blockquote></div>';
    expect(htmlAsText(gmail)).toBe("Yes, Thursday.\n\n> Can we talk?\n> The team");
  });

  it("makes one line break where blocks meet, and a blank line after a paragraph", () => {
    expect(
      htmlAsText("<div>One</div><div>Two</div><p>Three</p><p>Four</p>Five<div>Six</div>"),
    ).toBe("One\nTwo\nThree\n\nFour\n\nFive\nSix");
  });

  it("decodes entities into text, leaving what they spell as text", () => {
    expect(htmlAsText("<p>5 &lt; 6 &amp;&nbsp;&#233;t&#xE9; &lt;script&gt; &bogus;</p>")).toBe(
      "5 < 6 & été <script> &bogus;",
    );
  });
});
