import path from "node:path";
import { site } from "@shared/config/site";
import { z } from "zod";
import { parseClamdUrl } from "./lib/clamd/clamd-client";

const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "" && value !== "0" && value !== "false");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATA_DIR: z.string().min(1).default("./data"),
    ADMIN_USERNAME: z.string().trim().min(1).default("admin"),
    ADMIN_PASSWORD: z.string().min(6, "ADMIN_PASSWORD must be at least 6 characters").optional(),
    PUBLIC_URL: z.url().optional(),
    CONTACT_EMAIL: z.string().min(1).default(site.defaultContact.email),
    CONTACT_PHONE: z.string().min(1).default(site.defaultContact.phone),
    TRUST_PROXY: flag,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, "SMTP_URL must look like smtp://user:pass@host:port or smtps://…")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z.email("MAIL_FROM must be an e-mail address").optional(),
    // Each message's Reply-To is its plus-address, replies+{token}@…: so not one of its own.
    REPLY_TO: z
      .email("REPLY_TO must be an e-mail address")
      .refine((address) => !address.split("@")[0]?.includes("+"), {
        message: "REPLY_TO must be an address without a +tag (each message adds its own)",
      })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    RATE_LIMITS: z
      .enum(["on", "off"])
      .default("on")
      .transform((value) => value === "on"),
    // The mailbox that receives REPLY_TO (contract §13; ADR 031); unset, no mail is read.
    IMAP_URL: z
      .string()
      .regex(
        /^imaps?:\/\/[^/]/,
        "IMAP_URL must look like imaps://user:pass@host:993/INBOX or imap://…",
      )
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // The ClamAV daemon that scans every deck (contract §17); unset, decks are kept unscanned.
    CLAMD_URL: z
      .string()
      .superRefine((value, context) => {
        try {
          parseClamdUrl(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
        }
      })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // Webhooks may go to http:// and to private addresses (contract §19; tests, an intranet).
    WEBHOOK_ALLOW_PRIVATE: flag,
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      MAIL_FROM: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    };
  });

export type Env = z.output<typeof envSchema>;

/** Reads the environment once, failing with every problem named. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

/**
 * Reads `file` (by default `.env` in the working directory) into process.env when it exists.
 * A variable already set in the real environment, even to "", keeps its value: Node's rule
 * for env files (nodejs/node#49424), so `DATA_DIR=… npm start` still overrides the file.
 * Returns the file's absolute path, or null when there is none.
 */
export function loadEnvFile(file = ".env"): string | null {
  const absolute = path.resolve(file);
  try {
    process.loadEnvFile(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return absolute;
}
