import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hostileInputAppForThisFile } from "../../tests/support/hostile-input";
import {
  validIdea,
  validInvestPage,
  validPerspective,
} from "../../tests/support/submission-payloads";
import {
  investmentInterests,
  strategicPerspectives as perspectives,
  startupIdeas,
} from "../db/schema";

/** Text that looks like SQL is only text: stored, searched and read back byte for byte. */

const t = hostileInputAppForThisFile();
const { send } = t;

describe("SQL-looking text is only text", () => {
  const SQL_TEXT = `Robert'); DROP TABLE startup_ideas; -- 100% _x_ \\ "q" $1 \`t\``;
  const EMAIL = "o'brien_drop+table@example.com";

  it("stores an idea's text byte for byte and finds it by searching for it literally", async () => {
    const response = await send("POST", "/api/ideas", {
      ...validIdea(),
      name: SQL_TEXT,
      email: EMAIL,
      phone: "'; --",
      idea: SQL_TEXT,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.testApp.database.db
      .select()
      .from(startupIdeas)
      .where(eq(startupIdeas.id, response.json().id));
    expect(row).toMatchObject({ name: SQL_TEXT, email: EMAIL, phone: "'; --", idea: SQL_TEXT });

    const found = await send(
      "GET",
      `/api/admin/startup-ideas?search=${encodeURIComponent(SQL_TEXT)}`,
    );
    expect(found.json().map((idea: { id: number }) => idea.id)).toEqual([row?.id]);

    const notes = await send("PATCH", `/api/admin/startup-ideas/${row?.id}/status`, {
      status: "archived",
      notes: SQL_TEXT,
    });
    expect(notes.statusCode).toBe(200);
    const [updated] = await t.testApp.database.db
      .select({ notes: startupIdeas.notes })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, row?.id ?? 0));
    expect(updated?.notes).toBe(SQL_TEXT);
  });

  it("stores an interest's text byte for byte", async () => {
    const response = await send("POST", "/api/investment-interests", {
      ...validInvestPage(),
      name: SQL_TEXT,
      email: EMAIL,
      additionalInfo: SQL_TEXT,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.testApp.database.db
      .select()
      .from(investmentInterests)
      .where(eq(investmentInterests.id, response.json().id));
    expect(row).toMatchObject({ name: SQL_TEXT, email: EMAIL, additionalInfo: SQL_TEXT });
  });

  it("stores a perspective's text byte for byte, and the public API shows it so", async () => {
    const content = `<p>${SQL_TEXT} and enough words to pass the minimum.</p>`;
    const response = await send("POST", "/api/admin/perspectives", {
      ...validPerspective(),
      title: SQL_TEXT,
      summary: SQL_TEXT,
      authorName: SQL_TEXT,
      authorTitle: SQL_TEXT,
      content,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.testApp.database.db
      .select()
      .from(perspectives)
      .where(eq(perspectives.id, response.json().id));
    expect(row).toMatchObject({
      title: SQL_TEXT,
      summary: SQL_TEXT,
      authorName: SQL_TEXT,
      authorTitle: SQL_TEXT,
      content,
    });
    const published = await send("GET", `/api/perspectives/${row?.slug}`);
    expect(published.json()).toMatchObject({ title: SQL_TEXT, content });
    const searched = await send("GET", `/api/perspectives?search=${encodeURIComponent(SQL_TEXT)}`);
    expect(searched.json().map((item: { id: number }) => item.id)).toEqual([row?.id]);
  });
});
