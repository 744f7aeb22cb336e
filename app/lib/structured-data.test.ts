import { site } from "@shared/config/site";
import { describe, expect, it } from "vitest";
import { articleJsonLd, jsonLdText, organizationJsonLd } from "./structured-data";

const ORIGIN = "https://rootstock.example";
const ARTICLE = {
  title: "Soil carbon",
  summary: "What growers should know.",
  coverImage: "/media/0b7e/1600.jpg",
  authorName: "Ada Field",
  authorTitle: "Partner",
  publishedAt: "2026-11-02T13:00:00.000Z",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-03T10:00:00.000Z",
};

describe("jsonLdText", () => {
  it("keeps a hostile title from ending its script element, and reads back the same", () => {
    const hostile = "</script><script>alert(1)</script> & <!-- \u2028\u2029 -->";
    const text = jsonLdText({ headline: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toBe(
      '{"headline":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- \\u2028\\u2029 --\\u003e"}',
    );
    expect(JSON.parse(text)).toEqual({ headline: hostile });
  });
});

describe("articleJsonLd", () => {
  it("describes the article: headline, dates, author, the cover's absolute URL, publisher", () => {
    const url = `${ORIGIN}/perspectives/soil-carbon`;
    expect(articleJsonLd(ARTICLE, url, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Soil carbon",
      description: "What growers should know.",
      mainEntityOfPage: url,
      datePublished: "2026-11-02T13:00:00.000Z",
      dateModified: "2026-11-03T10:00:00.000Z",
      author: { "@type": "Person", name: "Ada Field", jobTitle: "Partner" },
      image: `${ORIGIN}/media/0b7e/1600.jpg`,
      publisher: expect.objectContaining({ "@type": "Organization", name: site.name }),
    });
  });

  it("has no image without a cover, and the creation date before any publication", () => {
    const data = articleJsonLd({ ...ARTICLE, coverImage: null, publishedAt: null }, "u", ORIGIN);
    expect(data).not.toHaveProperty("image");
    expect(data.datePublished).toBe(ARTICLE.createdAt);
  });
});

describe("organizationJsonLd", () => {
  it("names the company, its site, logo and social links", () => {
    expect(organizationJsonLd(ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      sameAs: Object.values(site.social),
    });
  });
});
