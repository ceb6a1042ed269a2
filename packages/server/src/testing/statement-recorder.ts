import type { KyselyPlugin, RootOperationNode } from 'kysely';

/**
 * A Kysely plugin that records each statement the app runs, as `read <table>` or `write <table>`:
 * pass `db.withPlugin(recorder)` as the app's database to see what a request cost.
 */
export function statementRecorder(): KyselyPlugin & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    transformQuery({ node }) {
      statements.push(describeStatement(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

function describeStatement(node: RootOperationNode): string {
  // biome-ignore lint/suspicious/noExplicitAny: the operation nodes' table shapes differ by kind
  const table = (n: any) => n?.table?.identifier?.name ?? n?.node?.table?.identifier?.name ?? '?';
  if (node.kind === 'InsertQueryNode') return `write ${table(node.into)}`;
  if (node.kind === 'UpdateQueryNode') return `write ${table(node.table)}`;
  if (node.kind === 'DeleteQueryNode') return `write ${table(node.from?.froms[0])}`;
  if (node.kind === 'SelectQueryNode') return `read ${table(node.from?.froms[0])}`;
  return node.kind;
}
