import { type KyselyPlugin, type RootOperationNode, SelectQueryNode, TableNode } from 'kysely';
import { createApp, type FoyerApp } from '../app.ts';
import type { TestContext } from './test-context.ts';

function readsTable(node: RootOperationNode, table: string): boolean {
  const from = SelectQueryNode.is(node) ? node.from?.froms[0] : undefined;
  return from !== undefined && TableNode.is(from) && from.table.identifier.name === table;
}

/**
 * For races made deterministic: an app on the test's database that, the first time it reads
 * `table`, waits for `meanwhile` (which acts through the test's ordinary app) before handing the
 * rows it read on. So a request checks a row, something else changes it, and the request goes on
 * with what it read, exactly between two of its own queries. `paused()` says whether it happened.
 */
export function appPausingAfterRead(
  t: TestContext,
  table: string,
  meanwhile: () => Promise<void>,
): { app: FoyerApp; paused: () => boolean } {
  let armed = true;
  const pausedQueries = new WeakSet<object>();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (armed && readsTable(args.node, table)) {
        armed = false;
        pausedQueries.add(args.queryId);
      }
      return args.node;
    },
    transformResult: async (args) => {
      if (pausedQueries.has(args.queryId)) await meanwhile();
      return args.result;
    },
  };
  return { app: createApp({ ...t.deps, db: t.deps.db.withPlugin(plugin) }), paused: () => !armed };
}
