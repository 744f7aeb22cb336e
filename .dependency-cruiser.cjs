/**
 * Import boundaries, checked by `npm run lint` (depcruise). Each rule names a layer that may
 * not reach another; the message a violation prints is the rule's comment.
 *
 * Tests are left out of the server rules: the API tests drive the whole assembled app and
 * set up state (an admin, a notification) through whichever feature owns it.
 */
const notATest = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-feature-to-other-app-feature",
      severity: "error",
      comment:
        "An app feature imports only itself and what lies below it (app/components, app/lib, shared). " +
        "Move what two features share down to app/components or app/lib.",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/([^/]+)/", pathNot: "^app/features/$1/" },
    },
    {
      name: "server-feature-to-other-server-feature",
      severity: "error",
      comment:
        "A server feature imports only itself, server/db, server/lib and shared. The one shared " +
        "core is server/features/submissions: the machinery (list, detail, status, CSV export, " +
        "the submission guard) that the two kinds of submission, startup-ideas and " +
        "investment-interests, describe themselves to, and that the dashboard reads. The second " +
        "is server/features/messages: a record's conversation with its submitter (status-page " +
        "tokens, incoming messages), which the acknowledgement mail, the status page and the " +
        "mail reader share (contract §13). The third is server/features/decks: an idea's pitch " +
        "deck (reading, checking and storing an upload, its summary, its file), which the idea " +
        "form, the status page and personal data share (contract §17). The fourth is " +
        "server/features/shares: an idea's shares with backers, which the status page shows its " +
        "founder, and whose end (end-shares.ts) personal data and decks call when a record or a " +
        "deck goes, so its deal links end and its marked pages go (contract §18). Anything " +
        "else two features need is wired in by server/api or server/app.ts.",
      from: { path: "^server/features/([^/]+)/", pathNot: notATest },
      to: {
        path: "^server/features/([^/]+)/",
        pathNot: "^server/features/($1|submissions|messages|decks|shares)/",
      },
    },
    {
      name: "server-feature-to-http",
      severity: "error",
      comment:
        "Features know nothing of the HTTP infrastructure (server/http) nor of the composition " +
        "(server/api, server/app.ts): errors they throw live in server/lib.",
      from: { path: "^server/features/", pathNot: notATest },
      to: { path: "^server/(http/|api/|app\\.ts$)" },
    },
    {
      name: "server-feature-to-worker",
      severity: "error",
      comment:
        "Features do not import the background worker (server/worker): a feature's task is a " +
        "WorkerTask (server/lib/worker-task.ts) in its tasks/ folder, and server/app.ts hands " +
        "the tasks to the worker (ADR 028).",
      from: { path: "^server/features/", pathNot: notATest },
      to: { path: "^server/worker/" },
    },
    {
      name: "worker-to-upper-layers",
      severity: "error",
      comment:
        "server/worker is the loop, its schedule and its claim on work, and knows no feature: " +
        "it imports only server/db, server/lib and shared; the tasks are handed to it (ADR 028).",
      from: { path: "^server/worker/", pathNot: notATest },
      to: { path: "^(server|app)/", pathNot: "^server/(db|lib|worker)/" },
    },
    {
      name: "http-to-features",
      severity: "error",
      comment:
        "server/http is infrastructure (security headers, origin check, caching, rate limits, " +
        "error answers); the features and the background worker are started by the composition " +
        "in server/api and server/app.ts.",
      from: { path: "^server/http/", pathNot: notATest },
      to: { path: "^server/(features|api|worker)/" },
    },
    {
      name: "server-base-to-upper-layers",
      severity: "error",
      comment:
        "server/db and server/lib sit below everything else on the server: they import no " +
        "feature, no worker, no HTTP infrastructure and no composition.",
      from: { path: "^server/(db|lib)/", pathNot: notATest },
      to: { path: "^server/(features|http|api|worker)/|^server/app\\.ts$" },
    },
    {
      name: "product-to-tests",
      severity: "error",
      comment:
        "The product does not import the tests' support (tests/): it would ship test code, and " +
        "vitest with it. Only test files (*.test.ts) may; a helper several test files share " +
        "lives in tests/support.",
      from: { path: "^(app|server|shared)/", pathNot: notATest },
      to: { path: "^tests/" },
    },
    {
      name: "shared-to-app-or-server",
      severity: "error",
      comment: "shared/ is read by both sides and imports neither.",
      from: { path: "^shared/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "app-to-server",
      severity: "error",
      comment:
        "The browser app does not import the server. The one exception: route modules " +
        "(app/routes) call server feature queries from their loaders, which React Router keeps " +
        "out of the client bundle.",
      from: { path: "^app/", pathNot: "^app/routes/" },
      to: { path: "^server/" },
    },
    {
      name: "app-route-to-server-internals",
      severity: "error",
      comment: "A route loader may call a server feature's query, nothing else of the server.",
      from: { path: "^app/routes/" },
      to: { path: "^server/", pathNot: "^server/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
