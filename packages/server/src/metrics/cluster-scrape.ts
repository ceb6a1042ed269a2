import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './registry.ts';

const SCRAPE = 'foyer:metrics-scrape';
const SCRAPED = 'foyer:metrics-scraped';
/** How long a worker waits for the primary's aggregate before the scrape fails (Prometheus' default timeout is 10 s). */
const SCRAPE_TIMEOUT_MS = 5_000;

interface ScrapeRequest {
  type: typeof SCRAPE;
  id: string;
}
interface ScrapeAnswer {
  type: typeof SCRAPED;
  id: string;
  text?: string;
  error?: string;
}

const isRequest = (m: unknown): m is ScrapeRequest =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === SCRAPE;
const isAnswer = (m: unknown): m is ScrapeAnswer =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === SCRAPED;

/**
 * In the primary of `FOYER_WORKERS` > 1 (which answers no HTTP): a worker asked for /metrics
 * passes the scrape here, and prom-client's AggregatorRegistry collects every worker's registry
 * and sums them, so one scrape covers the whole cluster.
 */
export function serveClusterScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message) => {
    if (!isRequest(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: SCRAPED, id: message.id, text } satisfies ScrapeAnswer),
      (error: Error) => worker.send({ type: SCRAPED, id: message.id, error: error.message } satisfies ScrapeAnswer),
    );
  });
}

let answering = false;

/**
 * The exposition text for a scrape: this process's registry, or in a cluster worker the sum over
 * every worker, asked of the primary.
 */
export function scrapeMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  answerClusterScrapes();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isAnswer(message) || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`the cluster's metrics could not be gathered: ${message.error}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the cluster's metrics were not gathered within ${SCRAPE_TIMEOUT_MS} ms`));
    }, SCRAPE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: SCRAPE, id } satisfies ScrapeRequest);
  });
}

/**
 * prom-client's worker side: answers the primary's collection with this registry. Called in every
 * cluster worker at start, so a scrape through any worker covers the others.
 */
export function answerClusterScrapes(): void {
  if (answering || !cluster.isWorker) return;
  new AggregatorRegistry(); // its constructor adds the listener
  AggregatorRegistry.setRegistries([registry]);
  answering = true;
}
