/** From a worker to the primary, once its server listens: the banner the primary prints once. */
export interface WorkerReady {
  type: 'foyer:ready';
  banner: string[];
}

/** From the primary to a worker: stop gracefully (requests in flight answered), then exit 0. */
export interface StopWorker {
  type: 'foyer:stop';
}

export const isWorkerReady = (message: unknown): message is WorkerReady =>
  (message as WorkerReady | null)?.type === 'foyer:ready';

export const isStopWorker = (message: unknown): message is StopWorker =>
  (message as StopWorker | null)?.type === 'foyer:stop';
