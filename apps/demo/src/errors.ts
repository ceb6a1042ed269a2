/** The message a person should read for an error thrown by the SDK (API errors carry error_message). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'error_message' in error && typeof error.error_message === 'string') {
    return error.error_message;
  }
  return error instanceof Error ? error.message : String(error);
}
