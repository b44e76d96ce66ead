/**
 * Work a request starts but does not wait for: the request answers at once, the same way
 * whatever the work finds (forgot-password must not reveal by its timing whether an email
 * has an account, docs/security.md G4). Failures are reported, never thrown at the caller;
 * `idle()` lets shutdown and tests wait for what is still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<void>): void {
    // setImmediate: the task starts after the answer has been handed to the socket.
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
