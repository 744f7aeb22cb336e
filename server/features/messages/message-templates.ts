import type { MessageTemplate, TemplatePayload } from "@shared/schemas/messages";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { messageTemplates } from "../../db/schema";

/** The team's message templates (contract §13), kept as written: placeholders are filled when sent. */

const templateColumns = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  subject: messageTemplates.subject,
  body: messageTemplates.body,
};

/** Every template, by name (case-insensitive), for the compose form's picker and the admin screen. */
export function listTemplates(db: Database): Promise<MessageTemplate[]> {
  return db
    .select(templateColumns)
    .from(messageTemplates)
    .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.id));
}

export async function createTemplate(
  db: Database,
  template: TemplatePayload,
): Promise<MessageTemplate> {
  const [created] = await db.insert(messageTemplates).values(template).returning(templateColumns);
  if (!created) throw new Error("insert returned no template");
  return created;
}

/** Changes the fields given; undefined for an unknown template. */
export async function updateTemplate(
  db: Database,
  id: number,
  changes: Partial<TemplatePayload>,
): Promise<MessageTemplate | undefined> {
  const [updated] = await db
    .update(messageTemplates)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(messageTemplates.id, id))
    .returning(templateColumns);
  return updated;
}

/** False for an unknown template. Messages already sent with it keep their text. */
export async function deleteTemplate(db: Database, id: number): Promise<boolean> {
  const gone = await db
    .delete(messageTemplates)
    .where(eq(messageTemplates.id, id))
    .returning({ id: messageTemplates.id });
  return gone.length > 0;
}
