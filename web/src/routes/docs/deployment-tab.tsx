import { Alert, CopyCodeBlock } from "@inkpanel/ui";
import { Code, DocSection } from "./doc-parts.tsx";

const environment = [
  {
    name: "PORT",
    meaning: "the port serving the site, /graphql, /media and /healthz",
    fallback: "4000",
  },
  {
    name: "DATABASE_URL",
    meaning: "the PostgreSQL to use; pending migrations apply at start",
    fallback: "the embedded database in .data/",
  },
  {
    name: "SMTP_URL",
    meaning: "the SMTP server that sends verification and password e-mails",
    fallback: "unset: e-mails are written to MAIL_DIR",
  },
  {
    name: "MAIL_DIR",
    meaning: "where e-mails are written as .eml files when SMTP_URL is unset",
    fallback: ".data/mail/",
  },
];

const nodeHost = `# on the server, in a clone of the repository
pnpm install --frozen-lockfile
export DATABASE_URL=postgresql://inkpanel:secret@db.internal:5432/inkpanel
export SMTP_URL=smtp://user:password@smtp.example.com:587
export PORT=8080
pnpm start`;

const dockerDatabase = `docker compose up -d          # PostgreSQL on port 5432
export DATABASE_URL=postgresql://inkpanel:inkpanel@127.0.0.1:5432/inkpanel
pnpm db:migrate && pnpm db:seed
pnpm start`;

export function DeploymentTab() {
  return (
    <div className="space-y-10">
      <DocSection title="Any Node.js host">
        <p className="text-muted-foreground">
          Inkpanel is one Node.js process: <Code>pnpm start</Code> builds the web app and serves it,
          the API and the media on one port. Put it behind your usual reverse proxy for HTTPS, and
          point a health check at <Code>/healthz</Code> (200 when the database answers, 503
          otherwise).
        </p>
        <CopyCodeBlock code={nodeHost} language="bash" />
      </DocSection>
      <DocSection title="PostgreSQL with Docker Compose">
        <p className="text-muted-foreground">
          The repository's <Code>docker-compose.yml</Code> starts a PostgreSQL for Inkpanel. Without
          any database, Inkpanel runs on an embedded PostgreSQL, which suits trying it out but not a
          busy site.
        </p>
        <CopyCodeBlock code={dockerDatabase} language="bash" />
      </DocSection>
      <DocSection title="Environment variables">
        <dl className="divide-y rounded-2xl border">
          {environment.map((variable) => (
            <div key={variable.name} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
              <dt>
                <Code>{variable.name}</Code>
              </dt>
              <dd className="text-sm text-muted-foreground">
                {variable.meaning}. Default: {variable.fallback}.
              </dd>
            </div>
          ))}
        </dl>
        <Alert variant="warning" title="Keep secrets out of the repository">
          Database and SMTP URLs carry passwords. Set them in your host's environment or secret
          store, never in a file you commit.
        </Alert>
      </DocSection>
    </div>
  );
}
