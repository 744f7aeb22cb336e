import { BookOpen, SearchX } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { QueryView } from "~/components/admin/query-view";
import { cx } from "~/lib/cx";
import { useOpenApiDocument } from "./api";
import {
  type AnswerView,
  type Field,
  filterReference,
  type OperationView,
  referenceOf,
} from "./reference-model";

const METHOD_COLOURS: Record<string, string> = {
  GET: "bg-forest-100 text-forest-900",
  POST: "bg-wheat-200 text-soil-900",
  PUT: "bg-blue-100 text-blue-900",
  PATCH: "bg-blue-100 text-blue-900",
  DELETE: "bg-red-100 text-red-900",
};

function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cx(
        "inline-block w-16 shrink-0 rounded-md px-1.5 py-0.5 text-center font-mono text-xs font-bold",
        METHOD_COLOURS[method] ?? "bg-forest-100 text-forest-900",
      )}
    >
      {method}
    </span>
  );
}

/** A schema's fields as a table: name (and whether it is required), type, description. */
function FieldTable({ caption, fields }: { caption: string; fields: Field[] }) {
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-forest-900/10 text-ink-muted">
          <th scope="col" className="w-[38%] py-1.5 pr-3 font-medium">
            Field
          </th>
          <th scope="col" className="w-[27%] py-1.5 pr-3 font-medium">
            Type
          </th>
          <th scope="col" className="py-1.5 font-medium">
            Description
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name} className="border-b border-forest-900/5 align-top">
            <td className="py-1.5 pr-3 font-mono text-xs break-all text-ink">
              {field.name}
              {field.required ? (
                <span className="block font-sans text-[0.7rem] text-soil-800">required</span>
              ) : null}
            </td>
            <td className="py-1.5 pr-3 text-xs break-words text-ink-muted">{field.type}</td>
            <td className="py-1.5 text-xs break-words text-ink">{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Answer({ operation, answer }: { operation: OperationView; answer: AnswerView }) {
  return (
    <li className="grid gap-1.5">
      <p className="text-sm">
        <span className="font-mono font-semibold text-forest-950">{answer.status}</span>{" "}
        <span className="text-ink">{answer.description}</span>
        {answer.contentType && answer.contentType !== "application/json" ? (
          <span className="text-ink-muted"> ({answer.contentType})</span>
        ) : null}
      </p>
      {answer.fields.length > 0 ? (
        <FieldTable
          caption={`${operation.method} ${operation.path}: answer ${answer.status}`}
          fields={answer.fields}
        />
      ) : null}
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold text-forest-950">{title}</h4>
      {children}
    </div>
  );
}

function Operation({ operation }: { operation: OperationView }) {
  return (
    <li>
      <details id={operation.id} className="group">
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 hover:bg-forest-50 sm:px-6">
          <MethodBadge method={operation.method} />
          <code className="min-w-0 font-mono text-sm break-all text-forest-950">
            {operation.path}
          </code>
          <span className="basis-full text-sm text-ink-muted sm:basis-auto">
            {operation.summary}
          </span>
        </summary>
        <div className="grid gap-5 border-t border-forest-900/10 bg-forest-50/40 px-5 py-4 sm:px-6">
          <h3 className="sr-only">
            {operation.method} {operation.path}
          </h3>
          {operation.description ? (
            <p className="text-sm text-ink">{operation.description}</p>
          ) : null}
          <p className="text-sm text-ink">
            <span className="font-medium">Access:</span> {operation.access}
          </p>
          {operation.credentials ? (
            <p className="text-sm text-ink">
              <span className="font-medium">Sign-in:</span> {operation.credentials}
            </p>
          ) : null}
          {operation.parameters.length > 0 ? (
            <Section title="Parameters">
              <FieldTable
                caption={`${operation.method} ${operation.path}: parameters`}
                fields={operation.parameters.map((parameter) => ({
                  ...parameter,
                  description: `(${parameter.place}) ${parameter.description}`.trim(),
                }))}
              />
            </Section>
          ) : null}
          {operation.body ? (
            <Section title="Request body (JSON)">
              <FieldTable
                caption={`${operation.method} ${operation.path}: request body`}
                fields={operation.body}
              />
            </Section>
          ) : null}
          <Section title="Responses">
            <ul className="grid gap-4">
              {operation.answers.map((answer) => (
                <Answer key={answer.status} operation={operation} answer={answer} />
              ))}
            </ul>
          </Section>
        </div>
      </details>
    </li>
  );
}

/**
 * The API reference (contract §19): GET /api/openapi.json made readable, grouped by tag, each
 * operation's parameters, body and answers as field tables, with a filter.
 */
export function ApiReferencePage() {
  const query = useOpenApiDocument();
  const [search, setSearch] = useState("");
  const searchId = useId();
  const reference = useMemo(() => (query.data ? referenceOf(query.data) : []), [query.data]);
  const shown = useMemo(() => filterReference(reference, search), [reference, search]);
  const count = shown.reduce((total, tag) => total + tag.operations.length, 0);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="API"
        subtitle="Every route of the site's JSON API, from its OpenAPI document (/api/openapi.json)"
      />
      <QueryView
        query={query}
        loading="Loading the API reference"
        errorTitle="Error loading the API reference"
      >
        {() => (
          <>
            <div className="grid gap-1.5">
              <label htmlFor={searchId} className="text-sm font-medium text-forest-950">
                Find an operation
              </label>
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="A path, a method or a word, e.g. tags"
                className="w-full max-w-xl rounded-lg border border-forest-900/20 bg-white px-3 py-2 text-ink"
              />
              <p className="text-sm text-ink-muted" aria-live="polite">
                {count === 1 ? "1 operation" : `${count} operations`}
              </p>
            </div>
            {shown.length === 0 ? (
              <EmptyState icon={SearchX} title="No operation matches.">
                Try a shorter word or part of a path.
              </EmptyState>
            ) : (
              shown.map((tag) => {
                const headingId = `api-tag-${tag.name.replace(/[^A-Za-z0-9]+/g, "-")}`;
                return (
                  <AdminCard
                    key={tag.name}
                    headingId={headingId}
                    title={tag.name}
                    icon={BookOpen}
                    body="flush"
                  >
                    <ul className="divide-y divide-forest-900/10">
                      {tag.operations.map((operation) => (
                        <Operation key={operation.id} operation={operation} />
                      ))}
                    </ul>
                  </AdminCard>
                );
              })
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
